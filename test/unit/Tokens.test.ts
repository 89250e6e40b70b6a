import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as Context from "../../src/domain/context/Context.js"
import * as Tokens from "../../src/domain/context/Tokens.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as Session from "../../src/domain/tree/Session.js"
import { assistant, Builder, system, toolCalls, user } from "../support/Conversations.js"

const usage = (fields: Json.JsonObject): Json.JsonObject => ({ usage: fields })

describe("estimate", () => {
  it("counts user, custom and tool-result text plus 4800 characters per image", () => {
    expect(Tokens.estimate({ role: "user", content: "abcde" })).toBe(2)
    expect(Tokens.estimate({ role: "user", content: [{ type: "text", text: "abcde" }, { type: "image", data: "x", mimeType: "image/png" }] })).toBe(
      Math.ceil(4805 / 4)
    )
    expect(Tokens.estimate({ role: "custom", customType: "x", content: "12345678", display: true })).toBe(2)
    expect(
      Tokens.estimate({
        role: "toolResult",
        toolCallId: "c",
        toolName: "read",
        content: [{ type: "text", text: "123456789" }, { type: "thinking", thinking: "zzzz" }]
      })
    ).toBe(3)
  })

  it("counts assistant text, thinking and tool calls (name + JSON arguments)", () => {
    const message: Json.JsonObject = {
      role: "assistant",
      content: [
        { type: "text", text: "abc" },
        { type: "thinking", thinking: "de" },
        { type: "toolCall", id: "c1", name: "read", arguments: { path: "a" } },
        { type: "image", data: "x" }
      ]
    }
    // 3 + 2 + 4 + '{"path":"a"}'.length (12) = 21
    expect(Tokens.chars(message)).toBe(21)
    expect(Tokens.estimate(message)).toBe(6)
  })

  it("counts bash command and output, summaries without their wrappers, and system messages with sections and tools", () => {
    expect(Tokens.chars({ role: "bashExecution", command: "ls", output: "abcdef", exitCode: 0 })).toBe(8)
    expect(Tokens.estimate({ role: "branchSummary", summary: "123456789", fromId: "x" })).toBe(3)
    expect(Tokens.estimate({ role: "compactionSummary", summary: "1234", tokensBefore: 9 })).toBe(1)
    const sys: Json.JsonObject = {
      role: "system",
      content: "abc",
      sections: { a: "12345", b: null },
      toolsAdded: [{ name: "t" }]
    }
    // 3 + 5 + '[{"name":"t"}]'.length (14)
    expect(Tokens.chars(sys)).toBe(22)
    expect(Tokens.estimate(sys)).toBe(6)
    expect(Tokens.estimate({ role: "mystery", content: "abcdefgh" })).toBe(0)
  })

  it.prop("is ceil(chars / 4) of the text of a user message", [fc.string({ maxLength: 200 })], ([text]) => {
    expect(Tokens.estimate(user(text))).toBe(Math.ceil(text.length / 4))
  })
})

describe("usage", () => {
  it("uses totalTokens, else the sum of the parts", () => {
    expect(Tokens.usageSize(assistant("x", usage({ input: 1, output: 2, cacheRead: 3, cacheWrite: 4, totalTokens: 50 })))).toBe(50)
    expect(Tokens.usageSize(assistant("x", usage({ input: 1, output: 2, cacheRead: 3, cacheWrite: 4, totalTokens: 0 })))).toBe(10)
    expect(Tokens.usageSize(assistant("x", usage({ input: 1, output: 2 })))).toBe(3)
    expect(Tokens.usageSize(assistant("x"))).toBe(0)
  })

  it("is valid only on assistant replies that did not abort or fail and report a positive size", () => {
    const u = usage({ input: 5, output: 5, totalTokens: 10 })
    expect(Tokens.hasValidUsage(assistant("x", u))).toBe(true)
    expect(Tokens.hasValidUsage(assistant("x", { ...u, stopReason: "aborted" }))).toBe(false)
    expect(Tokens.hasValidUsage(assistant("x", { ...u, stopReason: "error" }))).toBe(false)
    expect(Tokens.hasValidUsage(assistant("x", { ...u, stopReason: "length" }))).toBe(true)
    expect(Tokens.hasValidUsage(assistant("x", usage({ input: 0, totalTokens: 0 })))).toBe(false)
    expect(Tokens.hasValidUsage({ ...user("x"), usage: { totalTokens: 10 } })).toBe(false)
  })
})

describe("contextEstimate", () => {
  it("takes the last valid usage plus the estimates after it", () => {
    const messages = [
      user("a".repeat(40)),
      assistant("b", usage({ totalTokens: 100 })),
      user("c".repeat(8)),
      assistant("d", usage({ totalTokens: 200 })),
      user("e".repeat(12)),
      assistant("f".repeat(4), { ...usage({ totalTokens: 999 }), stopReason: "error" })
    ]
    expect(Tokens.lastUsageIndex(messages)).toBe(3)
    expect(Tokens.contextEstimate(messages)).toBe(200 + 3 + 1)
  })

  it("sums every estimate when no message has valid usage", () => {
    expect(Tokens.contextEstimate([user("a".repeat(40)), assistant("b".repeat(8)), system("s".repeat(4))])).toBe(10 + 2 + 1)
    expect(Tokens.lastUsageIndex([user("x")])).toBe(-1)
  })
})

describe("projectedContextEstimate", () => {
  it("uses the usage when its reply comes after the latest context edit and compaction", () => {
    const b = new Builder()
    b.message(system("s".repeat(8)))
    b.message(user("a".repeat(40)))
    b.message(assistant("b", usage({ totalTokens: 500 })))
    b.message(user("c".repeat(8)))
    const branch = b.branch
    expect(Tokens.projectedContextEstimate(Context.projectPath(branch), branch)).toBe(502)
  })

  it("falls back to the latest system message plus all other estimates when an edit follows the usage", () => {
    const b = new Builder()
    b.message(system("s".repeat(8)))
    b.message(user("a".repeat(40)))
    const reply = b.message(assistant("b".repeat(4), usage({ totalTokens: 500 })))
    b.message(system("t".repeat(16)))
    b.run(Session.Command.ContextEdit({ ...b.stamp(), targetId: reply, replacement: { content: "bb" } }))
    b.message(user("c".repeat(8)))
    const branch = b.branch
    // latest system (16 chars → 4) + user 10 + edited assistant 1 + user 2; the older system message is not counted
    expect(Tokens.projectedContextEstimate(Context.projectPath(branch), branch)).toBe(4 + 10 + 1 + 2)
  })

  it("falls back to the latest system message plus the rest when no reply has usage", () => {
    const b = new Builder()
    b.message(system("s".repeat(8)))
    b.message(system("t".repeat(4)))
    b.message(user("a".repeat(40)))
    b.message(toolCalls([{ id: "c1", name: "read", arguments: { path: "x" } }]))
    const branch = b.branch
    // latest system 1 + user 10 + assistant ("read" + '{"path":"x"}' = 16 chars) 4
    expect(Tokens.projectedContextEstimate(Context.projectPath(branch), branch)).toBe(1 + 10 + 4)
  })

  it("ignores usage that predates the latest compaction", () => {
    const b = new Builder()
    const u1 = b.message(user("a".repeat(40)))
    b.message(assistant("b", usage({ totalTokens: 500 })))
    b.run(Session.Command.Compaction({ ...b.stamp(), summary: "12345678", firstKeptEntryId: u1, tokensBefore: 500 }))
    const branch = b.branch
    // compactionSummary 2 + user 10 + assistant 1
    expect(Tokens.projectedContextEstimate(Context.projectPath(branch), branch)).toBe(13)
    b.message(assistant("c", usage({ totalTokens: 77 })))
    const after = b.branch
    expect(Tokens.projectedContextEstimate(Context.projectPath(after), after)).toBe(77)
  })
})

describe("shouldCompact", () => {
  it("is a strict comparison against window - reserve, and off when disabled", () => {
    const settings = { enabled: true, reserveTokens: 16384 }
    expect(Tokens.shouldCompact(100000 - 16384, 100000, settings)).toBe(false)
    expect(Tokens.shouldCompact(100000 - 16383, 100000, settings)).toBe(true)
    expect(Tokens.shouldCompact(1_000_000, 100000, { ...settings, enabled: false })).toBe(false)
  })

  it.prop(
    "is true for every positive count when the reserve is at least the window",
    [fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 50_000 }), fc.nat({ max: 50_000 })],
    ([tokens, window, extra]) => {
      expect(Tokens.shouldCompact(tokens, window, { enabled: true, reserveTokens: window + extra })).toBe(true)
    }
  )
})
