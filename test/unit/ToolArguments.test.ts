/**
 * Tool arguments are checked as pi 1.6.0 checks them: every expected text and every accepted
 * value below is what pi-ai's validateToolArguments gave for pi's own read, bash, edit and write
 * tools on the same arguments (run under Node 22).
 */
import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import type * as Json from "../../src/domain/format/Json.js"
import * as BuiltinTools from "../../src/domain/tools/BuiltinTools.js"
import * as ToolArguments from "../../src/domain/tools/ToolArguments.js"

const check = (name: BuiltinTools.Name, args: Json.JsonObject) => ToolArguments.check(name, BuiltinTools.specs[name].parameters, args)
/** pi's message without the arguments it repeats. */
const problems = (name: BuiltinTools.Name, args: Json.JsonObject) =>
  Either.match(check(name, args), { onLeft: (message) => message.split("\n\nReceived arguments:")[0], onRight: () => "accepted" })

describe("ToolArguments.check", () => {
  it("reports what pi reports, path by path, with the arguments as received", () => {
    expect(check("read", { file: "a" })).toEqual(
      Either.left("Validation failed for tool \"read\":\n  - path: missing\n\nReceived arguments:\n{\n  \"file\": \"a\"\n}")
    )
    expect(check("bash", {})).toEqual(Either.left("Validation failed for tool \"bash\":\n  - command: missing\n\nReceived arguments:\n{}"))
    expect(problems("write", {})).toBe("Validation failed for tool \"write\":\n  - path: missing\n  - content: missing")
    expect(problems("read", { path: "a", offset: "x" })).toBe("Validation failed for tool \"read\":\n  - offset: expected number, got string")
    expect(problems("read", { path: {} })).toBe("Validation failed for tool \"read\":\n  - path: expected string, got object")
    expect(problems("read", { path: [1] })).toBe("Validation failed for tool \"read\":\n  - path: expected string, got array")
    expect(problems("bash", { command: "x", timeout: "abc" })).toBe("Validation failed for tool \"bash\":\n  - timeout: expected number, got string")
    expect(problems("edit", { path: "a" })).toBe("Validation failed for tool \"edit\":\n  - edits: missing")
    expect(problems("edit", { path: "a", edits: [{ oldText: "a" }] })).toBe("Validation failed for tool \"edit\":\n  - edits.0.newText: missing")
    expect(problems("edit", { path: "a", edits: "x" })).toBe("Validation failed for tool \"edit\":\n  - edits.0: expected object, got string")
  })

  it("reads leniently as pi does: text for scalars, numbers from numeric text, one value as a list, null optionals dropped", () => {
    expect(check("read", { path: "a", offset: "5" })).toEqual(Either.right({ path: "a", offset: 5 }))
    expect(check("read", { path: null })).toEqual(Either.right({ path: "null" }))
    expect(check("read", { path: true })).toEqual(Either.right({ path: "true" }))
    expect(check("write", { path: 3, content: "x" })).toEqual(Either.right({ path: "3", content: "x" }))
    expect(check("read", { path: "a", limit: null })).toEqual(Either.right({ path: "a" }))
    expect(check("read", { path: "a", extra: 1 })).toEqual(Either.right({ path: "a", extra: 1 }))
    expect(check("read", { path: "a", offset: 1.5 })).toEqual(Either.right({ path: "a", offset: 1.5 }))
    expect(check("edit", { path: "a", edits: { oldText: "a", newText: "b" } })).toEqual(Either.right({ path: "a", edits: [{ oldText: "a", newText: "b" }] }))
  })
})
