import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as E from "../../src/domain/format/Entry.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as TreeSelector from "../../src/main/tui/TreeSelector.js"
import * as Corpus from "../support/Corpus.js"

const T0 = Date.UTC(2026, 0, 1)

/** Entries built with the domain's constructors, one second apart in the order they are added. */
class Build {
  readonly entries: Array<E.Entry> = []

  at(id: string, parentId: string | null, time?: number): E.Base {
    return { id, parentId, timestamp: new Date(T0 + (time ?? this.entries.length + 1) * 1000).toISOString() }
  }

  add(entry: E.Entry): string {
    this.entries.push(entry)
    return entry.id as string
  }

  msg(id: string, parentId: string | null, message: Json.JsonObject, time?: number): string {
    return this.add(E.message(this.at(id, parentId, time), message))
  }

  user(id: string, parentId: string | null, text: string, time?: number): string {
    return this.msg(id, parentId, { role: "user", content: [{ type: "text", text }], timestamp: 1 }, time)
  }

  assistant(id: string, parentId: string | null, text: string, extra: Json.JsonObject = {}, time?: number): string {
    return this.msg(id, parentId, { role: "assistant", content: text === "" ? [] : [{ type: "text", text }], stopReason: "stop", ...extra }, time)
  }

  calls(id: string, parentId: string | null, calls: ReadonlyArray<readonly [string, string, Json.JsonObject]>): string {
    return this.msg(id, parentId, {
      role: "assistant",
      content: calls.map(([callId, name, args]) => ({ type: "toolCall", id: callId, name, arguments: args })),
      stopReason: "toolUse"
    })
  }

  result(id: string, parentId: string, callId: string, toolName: string, text = "ok"): string {
    return this.msg(id, parentId, { role: "toolResult", toolCallId: callId, toolName, content: [{ type: "text", text }], isError: false })
  }

  label(id: string, parentId: string | null, targetId: string, label?: string, time?: number): string {
    return this.add(E.label(this.at(id, parentId, time), targetId, label))
  }

  tree(leaf?: string | null): SessionTree.SessionTree {
    const tree = SessionTree.fromEntries(this.entries)
    return leaf === undefined ? tree : SessionTree.withLeaf(tree, leaf)
  }
}

const lines = (rows: ReadonlyArray<TreeSelector.Row>): Array<string> => rows.map((row) => row.gutter + row.text)
const ids = (rows: ReadonlyArray<TreeSelector.Row>): Array<string> => rows.map((row) => row.id)
const state = (tree: SessionTree.SessionTree, patch: Partial<TreeSelector.State> = {}): TreeSelector.State => ({
  ...TreeSelector.initial(tree),
  ...patch
})

/**
 * u1 → a1, which branches: u2 → a2 (older) and u3 → a3 (newer); a3 branches again: u4 (the
 * leaf's branch, newer) and u5 (older).
 */
const branchy = () => {
  const b = new Build()
  b.user("u1", null, "hello")
  b.assistant("a1", "u1", "hi")
  b.user("u2", "a1", "first try")
  b.assistant("a2", "u2", "answer one")
  b.user("u3", "a1", "second try")
  b.assistant("a3", "u3", "answer two")
  b.user("u5", "a3", "older")
  b.user("u4", "a3", "newer")
  b.assistant("a4", "u4", "done")
  return b.tree("a4")
}

describe("order and layout", () => {
  it("lists the leaf's branch first at every node, indents only at branch points, marks the active path", () => {
    const tree = branchy()
    expect(lines(TreeSelector.rows(tree, TreeSelector.initial(tree)))).toEqual([
      "• user: hello",
      "• assistant: hi",
      "├⊟ • user: second try",
      "│     • assistant: answer two",
      "│     ├⊟ • user: newer",
      "│     │     • assistant: done",
      "│     └─ user: older",
      "└⊟ user: first try",
      "      assistant: answer one"
    ])
  })

  it("reports the active path, the leaf and foldability per row", () => {
    const tree = branchy()
    const rows = TreeSelector.rows(tree, TreeSelector.initial(tree))
    expect(rows.filter((r) => r.active).map((r) => r.id)).toEqual(["u1", "a1", "u3", "a3", "u4", "a4"])
    expect(rows.filter((r) => r.isLeaf).map((r) => r.id)).toEqual(["a4"])
    expect(rows.filter((r) => r.foldable).map((r) => r.id)).toEqual(["u1", "u3", "u4", "u2"])
  })

  it("sorts children by timestamp, not file order, when the leaf is elsewhere", () => {
    const b = new Build()
    b.user("r", null, "root")
    b.user("late", "r", "late", 50)
    b.user("early", "r", "early", 10)
    b.user("mid", "r", "mid", 30)
    const tree = b.tree("r")
    expect(ids(TreeSelector.rows(tree, TreeSelector.initial(tree)))).toEqual(["r", "early", "mid", "late"])
    expect(ids(TreeSelector.rows(SessionTree.withLeaf(tree, "late"), TreeSelector.initial(tree)))).toEqual(["r", "late", "early", "mid"])
  })

  it("treats several roots as children of an invisible root, the leaf's root first", () => {
    const b = new Build()
    b.user("r1", null, "one")
    b.assistant("a1", "r1", "reply one")
    b.user("r2", null, "two")
    b.assistant("a2", "r2", "reply two")
    const tree = b.tree("a2")
    expect(lines(TreeSelector.rows(tree, TreeSelector.initial(tree)))).toEqual([
      "• user: two",
      "   • assistant: reply two",
      "user: one",
      "   assistant: reply one"
    ])
  })

  it("attaches the children of a hidden entry to its nearest visible ancestor", () => {
    const b = new Build()
    b.user("u1", null, "q")
    b.add(E.modelChange(b.at("m", "u1"), "p", "gpt"))
    b.assistant("x", "m", "under the model change")
    b.assistant("y", "u1", "a sibling")
    const tree = b.tree("x")
    expect(lines(TreeSelector.rows(tree, TreeSelector.initial(tree)))).toEqual([
      "• user: q",
      "├─ • assistant: under the model change",
      "└─ assistant: a sibling"
    ])
    expect(lines(TreeSelector.rows(tree, state(tree, { filter: "all" })))).toEqual([
      "• user: q",
      "├⊟ • [model: gpt]",
      "│     • assistant: under the model change",
      "└─ assistant: a sibling"
    ])
  })

  it("keeps a parent cycle's entries under their parents when the path to the leaf runs through it", () => {
    // d and e are each other's parent; f, the leaf, is d's child; the path is f, d, e
    const b = new Build()
    b.user("d", "e", "d")
    b.user("e", "d", "e")
    b.user("g", null, "g")
    b.user("f", "d", "f")
    const tree = b.tree("f")
    expect(lines(TreeSelector.rows(tree, TreeSelector.initial(tree)))).toEqual(["user: g", "• user: d", "├─ • user: f", "└─ • user: e"])
  })
})

describe("row text", () => {
  it("describes every kind of entry on one line", () => {
    const b = new Build()
    let p = b.user("u", null, "line one\nline two\ttabbed")
    p = b.assistant("aborted", p, "", { stopReason: "aborted", errorMessage: "Request was aborted" })
    p = b.assistant("err", p, "", { stopReason: "error", errorMessage: "e".repeat(100) })
    p = b.assistant("len", p, "", { stopReason: "length" })
    p = b.msg("bash", p, { role: "bashExecution", command: "ls -la", output: "", exitCode: 0 })
    p = b.msg("sys", p, { role: "system", content: "you are" })
    p = b.add(E.customMessage(b.at("cm", p), { customType: "note", content: "hello there", display: true }))
    p = b.add(E.compaction(b.at("c", p), { summary: "s", firstKeptEntryId: "u", tokensBefore: 12_499 }))
    p = b.add(E.branchSummary(b.at("bs", p), { fromId: "x", summary: "went\nelsewhere" }))
    p = b.add(E.modelChange(b.at("mc", p), "anthropic", "claude"))
    p = b.add(E.thinkingLevelChange(b.at("tl", p), "high"))
    p = b.add(E.custom(b.at("cu", p), "ext.state"))
    p = b.add(E.contextEdit(b.at("ce1", p), "u", null))
    p = b.add(E.contextEdit(b.at("ce2", p), "u", { content: "x" }))
    p = b.label("l1", p, "u", "start")
    p = b.label("l2", p, "zz")
    p = b.add(E.sessionInfo(b.at("si1", p), "My session"))
    p = b.add(E.sessionInfo(b.at("si2", p), ""))
    const tree = b.tree(p)
    const texts = TreeSelector.rows(tree, state(tree, { filter: "all" })).map((r) => r.text.replace(/^• /, ""))
    expect(texts).toEqual([
      "[start] user: line one line two tabbed",
      "assistant: (aborted)",
      `assistant: ${"e".repeat(80)}`,
      "assistant: (no content)",
      "[bash]: ls -la",
      "[system]",
      "[note]: hello there",
      "[compaction: 12k tokens]",
      "[branch summary]: went elsewhere",
      "[model: claude]",
      "[thinking: high]",
      "[custom: ext.state]",
      "[context omit: u]",
      "[context replace: u]",
      "[label: start]",
      "[label: (cleared)]",
      "[title: My session]",
      "[title: ]"
    ])
  })

  it("shows a message's and a label's escape sequences as ␛ and bidi controls by name, no payload left", () => {
    const b = new Build()
    b.user("u", null, "copy\u001b]52;c;Y3VybCBldmlsfHNo\u0007 \u202eevil")
    b.assistant("a", "u", "clear\u001b[2J\u009b31m done")
    b.label("l", "a", "u", "lab\u001b]0;title\u0007el")
    const tree = b.tree()
    expect(TreeSelector.rows(tree, TreeSelector.initial(tree)).map((r) => r.text)).toEqual(["• [lab␛el] user: copy␛ <U+202E>evil", "• assistant: clear␛␛ done"])
  })

  it("cuts user and assistant text to 200 characters", () => {
    const b = new Build()
    b.user("u", null, "x".repeat(300))
    b.assistant("a", "u", "😀".repeat(250))
    const tree = b.tree()
    const rows = TreeSelector.rows(tree, TreeSelector.initial(tree))
    expect(rows[0]?.text).toBe(`• user: ${"x".repeat(200)}`)
    expect(rows[1]?.text).toBe(`• assistant: ${"😀".repeat(200)}`)
  })

  it("describes tool results from the call they answer, shortening the home directory", () => {
    const b = new Build()
    b.user("u", null, "go")
    b.calls("a", "u", [
      ["c1", "read", { path: "/home/me/src/a.ts", offset: 10, limit: 5 }],
      ["c2", "read", { path: "/etc/hosts" }],
      ["c3", "write", { path: "/home/me/b.ts", content: "x" }],
      ["c4", "edit", { path: "c.ts", oldText: "a", newText: "b" }],
      ["c5", "bash", { command: "echo " + "y".repeat(60) }],
      ["c6", "bash", { command: "ls" }],
      ["c7", "grep", { pattern: "foo.*", path: "/home/me/src" }],
      ["c8", "find", { pattern: "*.ts" }],
      ["c9", "ls", {}],
      ["c10", "mcp", { query: "q".repeat(50) }],
      ["c11", "read", { path: "d.ts", limit: 20 }]
    ])
    let p = "a"
    for (
      const [n, name] of [
        [1, "read"],
        [2, "read"],
        [3, "write"],
        [4, "edit"],
        [5, "bash"],
        [6, "bash"],
        [7, "grep"],
        [8, "find"],
        [9, "ls"],
        [10, "mcp"],
        [11, "read"]
      ] as const
    ) {
      p = b.result(`r${n}`, p, `c${n}`, name)
    }
    p = b.result("r12", p, "nope", "mystery")
    const tree = b.tree(p)
    const rows = TreeSelector.rows(tree, TreeSelector.initial(tree), new Date(), "/home/me")
    expect(rows.map((r) => r.text)).toEqual([
      "• user: go",
      "• [read: ~/src/a.ts:10-14]",
      "• [read: /etc/hosts]",
      "• [write: ~/b.ts]",
      "• [edit: c.ts]",
      `• [bash: echo ${"y".repeat(45)}...]`,
      "• [bash: ls]",
      "• [grep: /foo.*/ in ~/src]",
      "• [find: *.ts in .]",
      "• [ls: .]",
      `• [mcp: {"query":"${"q".repeat(30)}...]`,
      "• [read: d.ts:1-20]",
      "• [mystery]"
    ])
    // the assistant message holding only tool calls is hidden: its results hang off the user message
    expect(rows.some((r) => r.id === "a")).toBe(false)
    expect(TreeSelector.rows(tree, TreeSelector.initial(tree))[1]?.text).toBe("• [read: /home/me/src/a.ts:10-14]")
  })

  it("shows labels, and their times when toggled, dated relative to now", () => {
    const b = new Build()
    b.user("u1", null, "a")
    b.user("u2", "u1", "b")
    b.user("u3", "u2", "c")
    const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString()
    b.add(E.label({ id: "l1", parentId: "u3", timestamp: local(2026, 3, 14, 9, 5) }, "u1", "today"))
    b.add(E.label({ id: "l2", parentId: "l1", timestamp: local(2026, 1, 2, 17, 45) }, "u2", "this year"))
    b.add(E.label({ id: "l3", parentId: "l2", timestamp: local(2024, 11, 30, 8, 0) }, "u3", "long ago"))
    const tree = b.tree()
    const now = new Date(2026, 2, 14, 18, 0)
    const shown = TreeSelector.toggleLabelTime(TreeSelector.initial(tree))
    expect(TreeSelector.rows(tree, TreeSelector.initial(tree), now).map((r) => r.text)).toEqual([
      "• [today] user: a",
      "• [this year] user: b",
      "• [long ago] user: c"
    ])
    expect(TreeSelector.rows(tree, shown, now).map((r) => r.text)).toEqual([
      "• [today] 09:05 user: a",
      "• [this year] 1/2 17:45 user: b",
      "• [long ago] 24/11/30 08:00 user: c"
    ])
    expect(TreeSelector.footer(TreeSelector.rows(tree, shown, now), shown)).toBe("  (3/3) [+label time]")
  })
})

/** A session with one entry of most kinds on a single chain. */
const mixed = () => {
  const b = new Build()
  b.add(E.modelChange(b.at("mc", null), "p", "m"))
  b.add(E.thinkingLevelChange(b.at("tl", "mc"), "low"))
  b.user("u1", "tl", "read the file")
  b.calls("a1", "u1", [["c1", "read", { path: "x.ts" }]])
  b.result("r1", "a1", "c1", "read")
  b.add(E.usage(b.at("us", "r1"), { kind: "turn", provider: "p", model: "m", usage: {} }))
  b.assistant("a2", "us", "it says hello")
  b.label("lb", "a2", "u1", "checkpoint")
  b.add(E.custom(b.at("cu", "lb"), "ext"))
  b.add(E.sessionInfo(b.at("si", "cu"), "named"))
  b.add(E.contextEdit(b.at("ce", "si"), "r1", null))
  b.msg("bx", "ce", { role: "bashExecution", command: "make", output: "" })
  b.user("u2", "bx", "thanks")
  b.assistant("a3", "u2", "")
  b.add(E.leafMarker(b.at("mk", "a3")))
  return b.tree()
}

describe("filters", () => {
  const tree = mixed()
  const shown = (filter: TreeSelector.FilterMode) => ids(TreeSelector.rows(tree, state(tree, { filter })))

  it("default hides metadata, usage, leaf markers and empty assistant messages", () => {
    // a3 is empty but it is the current leaf (the marker records it), so it stays
    expect(SessionTree.leafId(tree)).toBe("a3")
    expect(shown("default")).toEqual(["u1", "r1", "a2", "bx", "u2", "a3"])
  })

  it("no-tools also hides tool results", () => {
    expect(shown("no-tools")).toEqual(["u1", "a2", "bx", "u2", "a3"])
  })

  it("user-only keeps user messages", () => {
    expect(shown("user-only")).toEqual(["u1", "u2"])
  })

  it("labeled-only keeps labelled entries", () => {
    expect(shown("labeled-only")).toEqual(["u1"])
  })

  it("all shows everything but usage, leaf markers and empty assistants", () => {
    expect(shown("all")).toEqual(["mc", "tl", "u1", "r1", "a2", "lb", "cu", "si", "ce", "bx", "u2", "a3"])
  })

  it("hides an empty assistant message once it is no longer the leaf, but never an aborted one", () => {
    const b = new Build()
    b.user("u", null, "q")
    b.assistant("empty", "u", "")
    b.assistant("aborted", "empty", "", { stopReason: "aborted" })
    b.assistant("blank", "aborted", "   \n", { stopReason: undefined as unknown as Json.Json })
    b.user("u2", "blank", "again")
    expect(ids(TreeSelector.rows(b.tree(), state(b.tree(), { filter: "all" })))).toEqual(["u", "aborted", "u2"])
    const atBlank = b.tree("blank")
    expect(ids(TreeSelector.rows(atBlank, state(atBlank, { filter: "all" })))).toEqual(["u", "aborted", "blank", "u2"])
  })

  it("toggles back to default, cycles both ways and tags the footer", () => {
    let s = TreeSelector.initial(tree)
    s = TreeSelector.toggleFilter(tree, s, "no-tools")
    expect(s.filter).toBe("no-tools")
    s = TreeSelector.toggleFilter(tree, s, "no-tools")
    expect(s.filter).toBe("default")
    const seen: Array<string> = []
    for (let k = 0; k < 5; k++) {
      s = TreeSelector.cycleFilter(tree, s, 1)
      seen.push(TreeSelector.footer(TreeSelector.rows(tree, s), s))
    }
    // the cursor follows a3 → u2 (user-only) → u1 (labeled-only), and stays on u1
    expect(seen).toEqual(["  (5/5) [no-tools]", "  (2/2) [user]", "  (1/1) [labeled]", "  (3/12) [all]", "  (1/6)"])
    expect(TreeSelector.cycleFilter(tree, s, -1).filter).toBe("all")
  })
})

describe("search", () => {
  const tree = mixed()

  it("keeps rows matching every token, case-insensitively, in any searchable field", () => {
    const search = (text: string, filter: TreeSelector.FilterMode = "default") =>
      ids(TreeSelector.rows(tree, TreeSelector.typeSearch(tree, state(tree, { filter }), text)))
    expect(search("HELLO")).toEqual(["a2"])
    expect(search("user  thanks")).toEqual(["u2"])
    expect(search("checkpoint")).toEqual(["u1"])
    expect(search("checkpoint label", "all")).toEqual(["lb"])
    expect(search("model m", "all")).toEqual(["mc"])
    expect(search("thinking low", "all")).toEqual(["tl"])
    expect(search("title named", "all")).toEqual(["si"])
    expect(search("custom ext", "all")).toEqual(["cu"])
    expect(search("context edit omit r1", "all")).toEqual(["ce"])
    expect(search("make")).toEqual(["bx"])
    expect(search("nothing matches this")).toEqual([])
  })

  it("shows `(0/0)` with no rows and keeps the cursor for when rows come back", () => {
    let s = TreeSelector.typeSearch(tree, TreeSelector.initial(tree), "zzz")
    const rows = TreeSelector.rows(tree, s)
    expect(rows).toEqual([])
    expect(TreeSelector.selectedIndex(rows, s)).toBe(-1)
    expect(TreeSelector.footer(rows, s)).toBe("  (0/0)")
    expect(s.selectedId).toBe("a3")
    s = TreeSelector.backspace(tree, TreeSelector.backspace(tree, TreeSelector.backspace(tree, s)))
    expect(s.search).toBe("")
    expect(s.selectedId).toBe("a3")
  })

  it("moves the cursor to the nearest visible ancestor, and clearing keeps it there", () => {
    let s = TreeSelector.typeSearch(tree, TreeSelector.initial(tree), "user")
    expect(ids(TreeSelector.rows(tree, s))).toEqual(["u1", "u2"])
    expect(s.selectedId).toBe("u2")
    s = TreeSelector.clearSearch(tree, s)
    expect(s.search).toBe("")
    expect(s.selectedId).toBe("u2")
  })
})

describe("folding", () => {
  it("folds a segment start, hides its descendants and unfolds it", () => {
    const tree = branchy()
    let s = TreeSelector.select(tree, TreeSelector.initial(tree), "u3")
    s = TreeSelector.foldOrUp(tree, s)
    expect([...s.folded]).toEqual(["u3"])
    expect(lines(TreeSelector.rows(tree, s))).toEqual([
      "• user: hello",
      "• assistant: hi",
      "├⊞ • user: second try",
      "└⊟ user: first try",
      "      assistant: answer one"
    ])
    expect(TreeSelector.footer(TreeSelector.rows(tree, s), s)).toBe("  (3/5)")
    s = TreeSelector.unfoldOrDown(tree, s)
    expect(s.folded.size).toBe(0)
    expect(TreeSelector.rows(tree, s)).toHaveLength(9)
  })

  it("marks a folded root with ⊞ and keeps the cursor on the nearest shown row", () => {
    const tree = branchy()
    let s = TreeSelector.select(tree, TreeSelector.initial(tree), "u1")
    s = TreeSelector.foldOrUp(tree, s)
    expect(lines(TreeSelector.rows(tree, s))).toEqual(["⊞ • user: hello"])
    expect(TreeSelector.selected(tree, s)?.id).toBe("u1")
  })

  it("jumps up to segment starts and down to branch points' first children and branch ends", () => {
    const tree = branchy()
    let s = TreeSelector.initial(tree)
    expect(s.selectedId).toBe("a4")
    // a4 is not foldable: up to the start of its segment; u4 is foldable, so the next press
    // folds it, and the one after goes up to the enclosing segment's start
    const ups: Array<string> = []
    for (let k = 0; k < 5; k++) {
      s = TreeSelector.foldOrUp(tree, s)
      ups.push(`${s.selectedId}${[...s.folded].map((id) => ` ${id}`).join("")}`)
    }
    expect(ups).toEqual(["u4", "u4 u4", "u3 u4", "u3 u4 u3", "u1 u4 u3"])
    s = { ...s, folded: new Set() }
    const downs: Array<string | undefined> = []
    for (let k = 0; k < 4; k++) {
      s = TreeSelector.unfoldOrDown(tree, s)
      downs.push(s.selectedId)
    }
    // from the root down the chain to the first branch point's first child, then on
    expect(downs).toEqual(["u3", "u4", "a4", "a4"])
    expect(TreeSelector.unfoldOrDown(tree, TreeSelector.select(tree, s, "u2")).selectedId).toBe("a2")
  })

  it("ignores folds of ids that are not foldable, and a filter change clears them", () => {
    const tree = branchy()
    const s = state(tree, { folded: new Set(["a1", "u3"]) })
    expect(ids(TreeSelector.rows(tree, s))).toEqual(["u1", "a1", "u3", "u2", "a2"])
    const t = TreeSelector.setFilter(tree, s, "all")
    expect(t.folded.size).toBe(0)
  })
})

describe("cursor", () => {
  it("starts on the leaf, or its nearest visible ancestor", () => {
    const tree = mixed()
    expect(TreeSelector.initial(tree).selectedId).toBe("a3")
    expect(TreeSelector.initial(tree, "user-only").selectedId).toBe("u2")
    const labelled = SessionTree.withLeaf(tree, "lb")
    expect(TreeSelector.initial(labelled).selectedId).toBe("a2")
    expect(TreeSelector.initial(labelled, "all").selectedId).toBe("lb")
    expect(TreeSelector.initial(SessionTree.withLeaf(tree, null)).selectedId).toBe("u1")
    expect(TreeSelector.initial(SessionTree.empty).selectedId).toBeUndefined()
    expect(TreeSelector.rows(SessionTree.empty, TreeSelector.initial(SessionTree.empty))).toEqual([])
  })

  it("keeps the entry across filter changes, else its nearest visible ancestor, else the first row", () => {
    const tree = mixed()
    let s = TreeSelector.select(tree, TreeSelector.initial(tree), "r1")
    s = TreeSelector.setFilter(tree, s, "all")
    expect(s.selectedId).toBe("r1")
    s = TreeSelector.setFilter(tree, s, "no-tools")
    expect(s.selectedId).toBe("u1")
    // hidden under no-tools and without a visible ancestor: the first row
    expect(TreeSelector.select(tree, s, "mc").selectedId).toBe("u1")
    s = TreeSelector.select(tree, TreeSelector.setFilter(tree, s, "all"), "mc")
    expect(s.selectedId).toBe("mc")
    s = TreeSelector.setFilter(tree, s, "user-only")
    expect(s.selectedId).toBe("u1")
  })

  it("wraps on single steps and stops at the ends on pages", () => {
    const tree = branchy()
    let s = TreeSelector.select(tree, TreeSelector.initial(tree), "u1")
    const rows = TreeSelector.rows(tree, s)
    expect(TreeSelector.selectedIndex(rows, s)).toBe(0)
    s = TreeSelector.move(tree, s, -1)
    expect(s.selectedId).toBe("a2")
    expect(TreeSelector.footer(rows, s)).toBe("  (9/9)")
    s = TreeSelector.move(tree, s, 1)
    expect(s.selectedId).toBe("u1")
    s = TreeSelector.move(tree, s, 5)
    expect(TreeSelector.selectedIndex(rows, s)).toBe(5)
    s = TreeSelector.move(tree, s, 5)
    expect(TreeSelector.selectedIndex(rows, s)).toBe(8)
    s = TreeSelector.move(tree, s, -20)
    expect(TreeSelector.selectedIndex(rows, s)).toBe(0)
  })
})

describe("copyText", () => {
  it("copies message text, errors, commands, custom content and summaries", () => {
    const b = new Build()
    b.msg("u", null, {
      role: "user",
      content: [{ type: "text", text: "one" }, { type: "image", data: "", mimeType: "image/png" }, { type: "text", text: "two" }]
    })
    b.assistant("a", "u", "the answer")
    b.assistant("e", "a", "", { stopReason: "error", errorMessage: "boom" })
    b.msg("bx", "e", { role: "bashExecution", command: "npm test", output: "ok" })
    b.add(E.customMessage(b.at("cm", "bx"), { customType: "t", content: "custom body", display: true }))
    b.add(E.compaction(b.at("c", "cm"), { summary: "compacted", firstKeptEntryId: "u", tokensBefore: 1 }))
    b.add(E.branchSummary(b.at("bs", "c"), { fromId: "x", summary: "branch" }))
    b.add(E.modelChange(b.at("mc", "bs"), "p", "m"))
    b.calls("tc", "mc", [["c1", "ls", {}]])
    const tree = b.tree()
    const copied = ["u", "a", "e", "bx", "cm", "c", "bs", "mc", "tc", "missing"].map((id) => TreeSelector.copyText(tree, id))
    expect(copied).toEqual(["one\ntwo", "the answer", "boom", "npm test", "custom body", "compacted", "branch", undefined, undefined, undefined])
  })
})

describe("scale", () => {
  it("lists a 50,000-deep chain flat and moves through it", () => {
    const b = new Build()
    let parent: string | null = null
    for (let k = 0; k < 50_000; k++) {
      const id = `e${k}`
      if (k % 2 === 0) b.user(id, parent, `question ${k}`)
      else b.assistant(id, parent, `answer ${k}`)
      parent = id
    }
    const tree = b.tree()
    const s = TreeSelector.initial(tree)
    const rows = TreeSelector.rows(tree, s)
    expect(rows).toHaveLength(50_000)
    expect(rows.every((r) => r.gutter === "" && r.active)).toBe(true)
    expect(TreeSelector.selectedIndex(rows, s)).toBe(49_999)
    expect(TreeSelector.move(tree, s, 1).selectedId).toBe("e0")
    expect(TreeSelector.foldOrUp(tree, s).selectedId).toBe("e0")
    expect(TreeSelector.unfoldOrDown(tree, TreeSelector.select(tree, s, "e0")).selectedId).toBe("e49999")
    const found = TreeSelector.typeSearch(tree, s, "answer 4999")
    const expected = Array.from({ length: 50_000 }, (_, k) => k).filter((k) => k % 2 === 1 && `${k}`.includes("4999"))
    expect(ids(TreeSelector.rows(tree, found))).toEqual(expected.map((k) => `e${k}`))
    expect(expected).toHaveLength(10)
  })

  it("lays out a 100,000-entry bushy tree, every entry once", () => {
    const b = new Build()
    b.user("e0", null, "root")
    for (let k = 1; k < 100_000; k++) {
      // each entry hangs off one of the last few: many short branches
      const parent = `e${Math.max(0, k - 1 - (k % 3 === 0 ? (k * 7919) % 5 : 0))}`
      if (k % 2 === 0) b.user(`e${k}`, parent, `q${k}`, k)
      else b.assistant(`e${k}`, parent, `a${k}`, {}, k)
    }
    const tree = b.tree()
    const rows = TreeSelector.rows(tree, TreeSelector.initial(tree))
    expect(new Set(ids(rows)).size).toBe(100_000)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

type Kind = "user" | "assistant" | "empty" | "tools" | "result" | "label" | "model" | "usage" | "marker" | "custom"

const KINDS: ReadonlyArray<Kind> = ["user", "assistant", "empty", "tools", "result", "label", "model", "usage", "marker", "custom"]

const arbTree = fc
  .array(
    fc.record({
      parent: fc.nat(),
      root: fc.boolean(),
      kind: fc.constantFrom(...KINDS),
      time: fc.nat({ max: 20 }),
      text: fc.constantFrom("alpha", "beta", "alpha beta", "gamma")
    }),
    { minLength: 0, maxLength: 40 }
  )
  .chain((specs) =>
    fc.record({
      specs: fc.constant(specs),
      leaf: fc.nat(),
      filter: fc.constantFrom(...TreeSelector.FILTERS),
      search: fc.constantFrom("", "alpha", "beta alpha", "user", "zzz")
    })
  )

const build = (specs: ReadonlyArray<{ parent: number; root: boolean; kind: Kind; time: number; text: string }>) => {
  const b = new Build()
  specs.forEach((spec, k) => {
    const id = `n${k}`
    const parent = k === 0 || (spec.root && spec.parent % 4 === 0) ? null : `n${spec.parent % k}`
    const at = b.at(id, parent, spec.time)
    switch (spec.kind) {
      case "user":
        return b.user(id, parent, spec.text, spec.time)
      case "assistant":
        return b.assistant(id, parent, spec.text, {}, spec.time)
      case "empty":
        return b.assistant(id, parent, "", {}, spec.time)
      case "tools":
        return b.add(
          E.message(at, {
            role: "assistant",
            content: [{ type: "toolCall", id: `c${k}`, name: "read", arguments: { path: spec.text } }],
            stopReason: "toolUse"
          })
        )
      case "result":
        return b.add(E.message(at, { role: "toolResult", toolCallId: `c${k - 1}`, toolName: "read", content: [{ type: "text", text: spec.text }] }))
      case "label":
        return b.add(E.label(at, `n${spec.parent % (k + 1)}`, spec.parent % 3 === 0 ? undefined : spec.text))
      case "model":
        return b.add(E.modelChange(at, "p", spec.text))
      case "usage":
        return b.add(E.usage(at, { kind: "turn", provider: "p", model: "m", usage: {} }))
      case "marker":
        return b.add(E.leafMarker(at))
      case "custom":
        return b.add(E.custom(at, spec.text))
    }
  })
  return b.tree()
}

const alwaysHidden = (tree: SessionTree.SessionTree, entry: E.Entry): boolean => {
  if (entry.type === "usage" || entry.isLeafMarker) return true
  if (entry.role !== "assistant" || entry.id === SessionTree.leafId(tree)) return false
  const message = entry.value.message as { content: ReadonlyArray<{ type: string; text?: string }>; stopReason?: string }
  const blank = message.content.every((block) => block.type !== "text" || (block.text ?? "").trim() === "")
  return blank && (message.stopReason === undefined || message.stopReason === "stop" || message.stopReason === "toolUse")
}

describe("properties", () => {
  it.prop(
    "rows are distinct known entries, the active path comes first, and `all` lists every entry not always hidden",
    [arbTree],
    ([{ specs, leaf, filter, search }]) => {
      const full = build(specs)
      const all = SessionTree.entries(full)
      const tree = all.length === 0 ? full : SessionTree.withLeaf(full, all[leaf % all.length]?.id ?? null)
      const s = TreeSelector.typeSearch(tree, TreeSelector.initial(tree, filter), search)
      const rows = TreeSelector.rows(tree, s)
      expect(new Set(ids(rows)).size).toBe(rows.length)
      for (const row of rows) expect(SessionTree.has(tree, row.id)).toBe(true)
      const active = rows.filter((row) => row.active).length
      expect(rows.slice(0, active).every((row) => row.active)).toBe(true)
      // the cursor is on a row, on the leaf or an ancestor of it when one is shown
      if (rows.length > 0) {
        const onPath = SessionTree.branch(tree).map((e) => e.id as string)
        const sel = s.selectedId as string
        expect(ids(rows)).toContain(sel)
        if (rows.some((row) => row.active)) expect(onPath).toContain(sel)
      }
      const everything = TreeSelector.rows(tree, TreeSelector.initial(tree, "all"))
      expect(new Set(ids(everything))).toEqual(new Set(all.filter((e) => !alwaysHidden(tree, e)).map((e) => e.id)))
      // a filter's rows keep the order of `all`'s rows
      const position = new Map(ids(everything).map((id, k) => [id, k]))
      const order = ids(rows).map((id) => position.get(id) as number)
      expect(order).toEqual([...order].sort((a, b) => a - b))
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "a filter change keeps the cursor on its entry or an ancestor; folding then unfolding restores the rows",
    [arbTree, fc.nat(), fc.constantFrom(...TreeSelector.FILTERS)],
    ([{ specs, filter }, pick, next]) => {
      const tree = build(specs)
      const s = TreeSelector.initial(tree, filter)
      const rows = TreeSelector.rows(tree, s)
      if (rows.length === 0) return
      const picked = TreeSelector.select(tree, s, (rows[pick % rows.length] as TreeSelector.Row).id)
      const moved = TreeSelector.setFilter(tree, picked, next)
      const after = TreeSelector.rows(tree, moved)
      if (after.length > 0) {
        const path = SessionTree.path(tree, picked.selectedId as string).map((e) => e.id)
        if (path.some((id) => after.some((row) => row.id === id))) expect(path).toContain(moved.selectedId)
        else expect(moved.selectedId).toBe(after[0]?.id)
      }
      const folded = TreeSelector.foldOrUp(tree, picked)
      if (folded.folded.size > 0) {
        expect(TreeSelector.rows(tree, folded).length).toBeLessThan(rows.length)
        expect(ids(TreeSelector.rows(tree, TreeSelector.unfoldOrDown(tree, folded)))).toEqual(ids(rows))
      }
    },
    { fastCheck: { numRuns: 300 } }
  )
})

describe("TreeSelector: the blank column read from the bytes", () => {
  const isBlankDecoded = (message: Record<string, unknown>): boolean => {
    const c = message.content
    const shown = typeof c === "string"
      ? c.trim() !== ""
      : Array.isArray(c) &&
        c.some((b) => typeof b === "object" && b !== null && !Array.isArray(b) && b.type === "text" && typeof b.text === "string" && b.text.trim() !== "")
    const stop = message.stopReason
    return !shown && (stop === undefined || stop === "stop" || stop === "toolUse")
  }
  /** Every assistant message's column value equals the decoded rule, and the rows equal those of the same entries given as objects (decoded). */
  const check = (text: string): void => {
    const read = SessionFile.fromText(text, IdSource.fromSeed(1)).tree
    for (let p = 0; p < read.length; p++) {
      const entry = SessionTree.entryAt(read, p) as E.Entry
      const blank = SessionTree.blankAt(read, p)
      if (entry.type !== "message" || entry.role !== "assistant" || blank === undefined) continue
      expect(blank).toBe(isBlankDecoded(JSON.parse(entry.text).message))
    }
    const objects = SessionTree.withLeaf(SessionTree.fromEntries(read.entries.toArray().map((e) => E.Entry.fromValue(JSON.parse(e.text)))), read.leaf)
    for (const filter of TreeSelector.FILTERS) {
      const view = (t: SessionTree.SessionTree) =>
        TreeSelector.rows(t, TreeSelector.initial(t, filter)).map((r) => [r.id, r.gutter, r.text, r.active, r.isLeaf, r.foldable])
      expect(view(read)).toEqual(view(objects))
    }
  }
  it("the conformance corpus", () => {
    for (const c of Corpus.cases()) check(c.text)
  })
  it.prop("generated assistant messages: escaped, white-space-only and nested text, any key order, any stopReason", [
    fc.array(
      fc.tuple(
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.constantFrom("text", "thinking", "toolCall"),
              text: fc.oneof(fc.string(), fc.constantFrom(" ", "\n\t", "\u2028\u00a0", "\ufeff", " x ", "\u200b")),
              arguments: fc.record({ type: fc.constant("text"), text: fc.constant("nested") })
            }, { requiredKeys: ["type"] }),
            fc.jsonValue()
          ),
          { maxLength: 3 }
        ),
        fc.constantFrom(undefined, "stop", "toolUse", "error", "aborted", "length"),
        fc.boolean()
      ),
      { minLength: 1, maxLength: 12 }
    )
  ], ([messages]) => {
    const header = JSON.stringify({ type: "session", version: 3, id: "s", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/" })
    const lines = messages.map(([content, stopReason, escape], k) => {
      const message: Record<string, unknown> = { stopReason, content, role: "assistant" }
      const line = JSON.stringify({ message, type: "message", id: `e${k}`, parentId: k === 0 ? null : `e${k - 1}`, timestamp: "2026-01-01T00:00:00.000Z" })
      // the same line with every non-ASCII character and "text" escaped
      return escape
        ? line.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`).replaceAll("\"text\"", "\"t\\u0065xt\"")
        : line
    })
    check([header, ...lines, ""].join("\n"))
  }, { fastCheck: { numRuns: 200 } })
})
