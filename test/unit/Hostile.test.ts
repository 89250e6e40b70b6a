import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Context from "../../src/domain/context/Context.js"
import type * as Diagnostic from "../../src/domain/format/Diagnostic.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"

const HEADER = `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`
const entry = (id: string, parentId: string | null, extra = "") =>
  `{"type":"message","id":"${id}","parentId":${parentId === null ? "null" : `"${id === parentId ? id : parentId}"`},"timestamp":"2026-01-01T00:00:0${
    id.length % 10
  }.000Z","message":{"role":"user","content":"${id}"${extra},"timestamp":1}}`

const load = (lines: ReadonlyArray<string>, terminated = true) => SessionFile.fromText(lines.join("\n") + (terminated ? "\n" : ""), IdSource.fromSeed(0))

const codes = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>) => diagnostics.map((d) => [d.code, d.line])

/** Every id in the tree view, walked iteratively. */
const shownIds = (tree: SessionTree.SessionTree): Array<string> => {
  const out: Array<string> = []
  const stack = [...SessionTree.tree(tree)]
  while (stack.length > 0) {
    const node = stack.pop()!
    out.push(node.entry.id!)
    stack.push(...node.children)
  }
  return out.sort()
}

/** Runs every query on every entry: none may throw or loop. */
const exercise = (tree: SessionTree.SessionTree) => {
  for (const e of SessionTree.entries(tree)) {
    SessionTree.path(tree, e.id!)
    SessionTree.children(tree, e.id!)
    Either.getOrThrow(Context.build(tree, e.id!))
  }
  return shownIds(tree)
}

describe("hostile inputs load in bounded time with diagnostics", () => {
  it("a parent cycle is reported, walks stop, and both entries stay visible", () => {
    const loaded = load([HEADER, entry("a", "b"), entry("b", "a")])
    expect(codes(loaded.diagnostics)).toEqual([["cycle", 2]])
    expect(loaded.diagnostics[0]!.message).toBe("parent cycle a → b → a; walks stop where the cycle closes")
    expect(SessionTree.path(loaded.tree, "b").map((e) => e.id)).toEqual(["a", "b"])
    expect(exercise(loaded.tree)).toEqual(["a", "b"])
  })

  it("a self-parent is a root", () => {
    const loaded = load([HEADER, entry("a", null), entry("x", "x")])
    expect(codes(loaded.diagnostics)).toEqual([["self-parent", 3]])
    expect(SessionTree.path(loaded.tree, "x").map((e) => e.id)).toEqual(["x"])
    expect(SessionTree.tree(loaded.tree).map((n) => n.entry.id)).toEqual(["a", "x"])
    expect(exercise(loaded.tree)).toEqual(["a", "x"])
  })

  it("a duplicate id that would make a node its own descendant does not hang (pi does)", () => {
    const loaded = load([HEADER, entry("x", null), entry("y", "x"), entry("x", "y")])
    expect(codes(loaded.diagnostics)).toEqual([
      ["cycle", 3],
      ["duplicate-id", 4]
    ])
    expect(SessionTree.count(loaded.tree)).toBe(2)
    expect(SessionTree.entries(loaded.tree)).toHaveLength(3)
    expect(exercise(loaded.tree)).toEqual(["x", "y"])
  })

  it("orphans are roots; a malformed line in the middle is reported, and its child becomes an orphan", () => {
    const loaded = load([HEADER, entry("a", null), `{"type":"message","id":"b",`, entry("c", "b"), entry("d", "zz")])
    expect(codes(loaded.diagnostics)).toEqual([
      ["malformed-json", 3],
      ["orphan", 4],
      ["orphan", 5]
    ])
    expect(SessionTree.tree(loaded.tree).map((n) => n.entry.id)).toEqual(["a", "c", "d"])
  })

  it("non-object and falsy JSON lines are reported and ignored", () => {
    const loaded = load([HEADER, "42", `"str"`, "[1,2]", "null", "false", entry("a", null)])
    expect(codes(loaded.diagnostics)).toEqual([
      ["not-an-object", 2],
      ["not-an-object", 3],
      ["not-an-object", 4],
      ["not-an-object", 5],
      ["not-an-object", 6]
    ])
    expect(SessionTree.leafId(loaded.tree)).toBe("a")
  })

  it("entries without an id or a parentId are reported", () => {
    const loaded = load([HEADER, `{"type":"custom","customType":"x"}`, `{"type":"custom","customType":"x","id":"c"}`])
    expect(codes(loaded.diagnostics)).toEqual([
      ["missing-id", 2],
      ["missing-parent-id", 3]
    ])
    expect(SessionTree.leafId(loaded.tree)).toBe("c")
  })

  it("a byte-order mark is skipped (pi refuses the file)", () => {
    const loaded = load([`\uFEFF${HEADER}`, entry("a", null)])
    expect(loaded.header?.id).toBe("s")
    expect(codes(loaded.diagnostics)).toEqual([["bom", 1]])
    expect(SessionTree.count(loaded.tree)).toBe(1)
  })

  it("CRLF line ends are read as LF, reported once", () => {
    const loaded = load([`${HEADER}\r`, `${entry("a", null)}\r`, `${entry("b", "a")}\r`])
    expect(codes(loaded.diagnostics)).toEqual([["crlf", 1]])
    expect(loaded.diagnostics[0]!.message).toBe("CRLF line ends (3 lines); read as LF")
    expect(SessionTree.get(loaded.tree, "b")!.text).toBe(entry("b", "a"))
  })

  it("a truncated last line is reported; a complete unterminated one is kept", () => {
    const truncated = load([HEADER, entry("a", null), `{"type":"message","id":"b","par`], false)
    expect(codes(truncated.diagnostics)).toEqual([["truncated-line", 3]])
    expect(truncated.missingNewline).toBe(false)
    expect(SessionTree.leafId(truncated.tree)).toBe("a")
    const unterminated = load([HEADER, entry("a", null)], false)
    expect(codes(unterminated.diagnostics)).toEqual([["missing-newline", 2]])
    expect(unterminated.missingNewline).toBe(true)
    expect(SessionTree.leafId(unterminated.tree)).toBe("a")
  })

  it("blank lines and extra headers are reported", () => {
    const loaded = load([HEADER, "", "   ", HEADER, entry("a", null)])
    expect(codes(loaded.diagnostics)).toEqual([
      ["blank-line", 2],
      ["extra-header", 4]
    ])
  })

  it("a file whose first record is not a header is not a session; an empty file has no diagnostics", () => {
    const loaded = load([entry("a", null), HEADER])
    expect(loaded.header).toBeUndefined()
    expect(codes(loaded.diagnostics)).toEqual([["missing-header", 1]])
    const empty = SessionFile.fromText("", IdSource.fromSeed(0))
    expect(empty.header).toBeUndefined()
    expect(empty.diagnostics).toEqual([])
  })
})
