import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Context from "../../src/domain/context/Context.js"
import * as Diagnostic from "../../src/domain/format/Diagnostic.js"
import { Entry } from "../../src/domain/format/Entry.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"
import type * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as SessionStats from "../../src/domain/scan/SessionStats.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Render from "../../src/main/cli/Render.js"
import * as Export from "../../src/main/export/Export.js"
import * as Corpus from "../support/Corpus.js"

const HEADER = { type: "session", version: 3, id: "s-1", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" }
const at = (n: number) => `2026-01-01T00:00:${String(n).padStart(2, "0")}.000Z`

/** A file's text from entry values (the header first); each entry gets the timestamp of its position. */
const file = (entries: ReadonlyArray<Record<string, unknown>>): string =>
  [HEADER, ...entries.map((e, i) => ({ ...e, timestamp: e.timestamp ?? at(i + 1) }))]
    .map((value) => JSON.stringify(value))
    .join("\n") + "\n"

const load = (text: string) => {
  const loaded = SessionFile.fromText(text, IdSource.fromSeed(0))
  if (loaded.header === undefined) throw new Error("no header")
  return { ...loaded, header: loaded.header }
}

const msg = (id: string, parentId: string | null, message: Record<string, unknown>) => ({
  type: "message",
  id,
  parentId,
  message
})
const user = (id: string, parentId: string | null, content: unknown) => msg(id, parentId, { role: "user", content, timestamp: 1 })
const marker = (id: string, parentId: string) => ({ type: "custom", customType: "arbor.leaf", id, parentId })

const USAGE = {
  input: 10,
  output: 5,
  cacheRead: 2,
  cacheWrite: 1,
  totalTokens: 18,
  cost: { input: 0.1, output: 0.2, cacheRead: 0, cacheWrite: 0, total: 0.3 }
}

/**
 * a1 → a2 → a3, which branches: b1 → b2 (abandoned) and c1 (branch summary) → c2 (labelled,
 * the leaf), c2 → l1 (the label entry) and m1 (a leaf marker recording c2).
 */
const SMALL = file([
  user("a1", null, "hello\nworld"),
  msg("a2", "a1", {
    role: "assistant",
    content: [
      { type: "thinking", thinking: "hmm" },
      { type: "text", text: "hi" },
      { type: "toolCall", id: "call-1", name: "read", arguments: { path: "a.ts" } }
    ],
    provider: "p",
    model: "m",
    usage: USAGE,
    stopReason: "toolUse",
    timestamp: 2
  }),
  msg("a3", "a2", {
    role: "toolResult",
    toolCallId: "call-1",
    toolName: "read",
    content: [{ type: "text", text: "line 1\nline 2" }],
    isError: false,
    timestamp: 3
  }),
  user("b1", "a3", "first try"),
  msg("b2", "b1", { role: "assistant", content: [{ type: "text", text: "answer one" }], stopReason: "stop", timestamp: 5 }),
  { type: "branch_summary", id: "c1", parentId: "a3", fromId: "b2", summary: "tried first" },
  user("c2", "c1", [{ type: "text", text: "second try" }]),
  { type: "label", id: "l1", parentId: "c2", targetId: "c2", label: "checkpoint" },
  marker("m1", "c2")
])

const values = (text: string): Array<Json.JsonObject> =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .slice(1)
    .map((line) => JSON.parse(line))

/** `SessionTree.tree` as plain JSON (recursive: small trees only). */
const plainTree = (nodes: ReadonlyArray<SessionTree.TreeNode>): unknown =>
  nodes.map((node) => ({
    entry: node.entry.value,
    children: plainTree(node.children),
    ...(node.label === undefined ? {} : { label: node.label }),
    ...(node.labelTimestamp === undefined ? {} : { labelTimestamp: node.labelTimestamp })
  }))

describe("entrySummary", () => {
  const summary = (value: Record<string, unknown>) => Render.entrySummary(Entry.fromValue(value as Json.JsonObject))
  const message = (m: Record<string, unknown>) => summary({ type: "message", id: "x", parentId: null, message: m })

  it("summarizes every entry type on one line", () => {
    expect(message({ role: "user", content: "hello\n\t world  " })).toBe("user: hello world")
    expect(message({ role: "user", content: [{ type: "text", text: "look" }, { type: "image", data: "", mimeType: "image/png" }] })).toBe(
      "user: look [image]"
    )
    expect(
      message({
        role: "assistant",
        content: [
          { type: "thinking", thinking: "secret" },
          { type: "text", text: "ok" },
          { type: "toolCall", id: "1", name: "bash", arguments: { command: "ls" } }
        ]
      })
    ).toBe(`assistant: ok [tool: bash({"command":"ls"})]`)
    expect(message({ role: "assistant", content: [], stopReason: "aborted" })).toBe("assistant: (aborted)")
    expect(message({ role: "assistant", content: [], stopReason: "error", errorMessage: "boom" })).toBe("assistant: (error: boom)")
    expect(message({ role: "assistant", content: [{ type: "thinking", thinking: "x" }], stopReason: "stop" })).toBe(
      "assistant: (no content)"
    )
    expect(message({ role: "toolResult", toolName: "bash", content: [{ type: "text", text: "oops" }], isError: true })).toBe(
      "[result bash error] oops"
    )
    expect(message({ role: "system", content: "You are X" })).toBe("[system] You are X")
    expect(
      message({ role: "system", content: "", sections: { a: "x", b: null }, toolsAdded: [{ name: "read" }], toolsRemoved: [{ name: "write" }] })
    ).toBe("[system] sections a, b; tools +read -write")
    expect(message({ role: "bashExecution", command: "ls -la", output: "", exitCode: 2, cancelled: false })).toBe("$ ls -la (exit 2)")
    expect(message({ role: "bashExecution", command: "ls", output: "", exitCode: 0, cancelled: false })).toBe("$ ls")
    expect(message({ role: "custom", customType: "hook", content: "text", display: true })).toBe("[hook] text")
    expect(message({ role: "branchSummary", summary: "s" })).toBe("[branch summary] s")
    expect(message({ role: "compactionSummary", summary: "s" })).toBe("[compaction] s")
    expect(message({ role: "mystery", content: "z" })).toBe("[mystery] z")
    expect(summary({ type: "message", id: "x", parentId: null, message: "not an object" })).toBe("[message]")
    expect(summary({ type: "model_change", provider: "anthropic", modelId: "claude" })).toBe("model anthropic/claude")
    expect(summary({ type: "thinking_level_change", thinkingLevel: "high" })).toBe("thinking high")
    expect(summary({ type: "usage", kind: "cache_warm", provider: "anthropic", model: "claude-y", usage: { totalTokens: 5 } })).toBe(
      "usage cache_warm anthropic/claude-y (5 tokens)"
    )
    expect(summary({ type: "compaction", summary: "sum", firstKeptEntryId: "x", tokensBefore: 99 })).toBe("[compaction] sum (99 tokens)")
    expect(summary({ type: "branch_summary", fromId: "x", summary: "went back" })).toBe("[branch summary] went back")
    expect(summary({ type: "custom", customType: "my-ext", data: { n: 1 } })).toBe("[custom my-ext]")
    // a checkpoint of the files says how many changed; one with data it cannot read is any custom entry
    expect(summary({ type: "custom", customType: "arbor.checkpoint", data: { checkpoint: "a".repeat(64), changed: 3 } })).toBe("[files: 3 changed]")
    expect(summary({ type: "custom", customType: "arbor.checkpoint", data: { checkpoint: "nope" } })).toBe("[custom arbor.checkpoint]")
    expect(summary({ type: "custom_message", customType: "my-ext", content: [{ type: "text", text: "x" }], display: true })).toBe(
      "[my-ext] x"
    )
    expect(summary({ type: "label", targetId: "fb2c3a47", label: "checkpoint" })).toBe("label → fb2c3a47: checkpoint")
    expect(summary({ type: "label", targetId: "fb2c3a47" })).toBe("label → fb2c3a47 cleared")
    expect(summary({ type: "label", targetId: "fb2c3a47", label: "" })).toBe("label → fb2c3a47 cleared")
    expect(summary({ type: "session_info", name: "My name" })).toBe("name: My name")
    expect(summary({ type: "session_info", name: "" })).toBe("name cleared")
    expect(summary({ type: "context_edit", targetId: "t1", replacement: null })).toBe("edit t1: dropped")
    expect(summary({ type: "context_edit", targetId: "t1", replacement: { content: "new" } })).toBe("edit t1: replaced")
    expect(summary({ type: "weird" })).toBe("[weird]")
    expect(summary({ id: "x" })).toBe("[untyped]")
  })

  it("cuts at 80 code points with an ellipsis, keeps a compaction's token count, and replaces control characters", () => {
    const long = message({ role: "user", content: "x ".repeat(100) })
    expect(long).toBe(`user: ${Array(37).fill("x").join(" ")}…`)
    expect([...long].length).toBe(80)
    const emoji = message({ role: "user", content: "🌲".repeat(200) })
    expect(emoji).toBe(`user: ${"🌲".repeat(73)}…`)
    const compaction = summary({ type: "compaction", summary: "word ".repeat(30), tokensBefore: 12345 })
    expect(compaction).toBe(`[compaction] ${"word ".repeat(10)}w… (12345 tokens)`)
    expect([...compaction].length).toBe(80)
    expect(message({ role: "user", content: "a\u001b[31mb\u0007" })).toBe("user: a␛b\uFFFD")
  })
})

describe("treeText", () => {
  const { tree } = load(SMALL)

  it("indents only at branch points, marks the active path and the leaf, and hides markers", () => {
    expect(Render.treeText(tree, { all: false, color: false })).toBe(
      [
        "• a1 user: hello world",
        `• a2 assistant: hi [tool: read({"path":"a.ts"})]`,
        "• a3 [result read] line 1 line 2",
        "├─ b1 user: first try",
        "│  b2 assistant: answer one",
        "└─ • c1 [branch summary] tried first",
        "   • c2 user: second try [checkpoint] ◀ leaf",
        // the leaf was moved back to c2: what was appended after it is a branch left behind
        "   └─ l1 label → c2: checkpoint"
      ].join("\n")
    )
  })

  it("shows markers with all", () => {
    expect(Render.treeText(tree, { all: true, color: false }).split("\n").slice(6)).toEqual([
      "   • c2 user: second try [checkpoint] ◀ leaf",
      "   ├─ l1 label → c2: checkpoint",
      "   └─ m1 [custom arbor.leaf]"
    ])
  })

  it("colors with plain SGR codes only when asked: the active path bold", () => {
    const lines = Render.treeText(tree, { all: false, color: true }).split("\n")
    expect(lines[0]).toBe("\u001b[1m• \u001b[33ma1\u001b[39m user: hello world\u001b[22m")
    expect(lines[3]).toBe("\u001b[2m├─ \u001b[22m\u001b[33mb1\u001b[39m user: first try")
    expect(lines[6]).toBe(
      "\u001b[2m   \u001b[22m\u001b[1m• \u001b[33mc2\u001b[39m user: second try \u001b[36m[checkpoint]\u001b[39m \u001b[32m◀ leaf\u001b[39m\u001b[22m"
    )
    expect(Render.treeText(tree, { all: false, color: false })).not.toContain("\u001b")
  })

  it("attaches a hidden marker's children to its parent, and draws several roots as siblings", () => {
    const { tree } = load(file([user("x", null, "x"), marker("m", "x"), user("y", "m", "y"), user("r", null, "r")]))
    expect(Render.treeText(tree, { all: false, color: false })).toBe(
      ["├─ x user: x", "│  y user: y", "└─ • r user: r ◀ leaf"].join("\n")
    )
    expect(Render.treeText(tree, { all: true, color: false })).toBe(
      ["├─ x user: x", "│  m [custom arbor.leaf]", "│  y user: y", "└─ • r user: r ◀ leaf"].join("\n")
    )
  })

  it("says so for an empty tree and for a leaf before the first entry", () => {
    expect(Render.treeText(SessionTree.empty, { all: false, color: false })).toBe("(no entries)")
    const { tree } = load(file([user("x", null, "x")]))
    expect(Render.treeText(SessionTree.withLeaf(tree, null), { all: false, color: false })).toBe(
      "x user: x\n(leaf: before the first entry)"
    )
  })
})

describe("treeJson", () => {
  const { tree } = load(SMALL)
  const [a1, a2, a3, b1, b2, c1, c2, l1, m1] = values(SMALL)

  it("is pi's getTree shape, with markers hidden", () => {
    expect(JSON.parse(Render.treeJson(tree, { all: false }))).toEqual([
      {
        entry: a1,
        children: [
          {
            entry: a2,
            children: [
              {
                entry: a3,
                children: [
                  { entry: b1, children: [{ entry: b2, children: [] }] },
                  {
                    entry: c1,
                    children: [{ entry: c2, children: [{ entry: l1, children: [] }], label: "checkpoint", labelTimestamp: at(8) }]
                  }
                ]
              }
            ]
          }
        ]
      }
    ])
    expect(m1).toMatchObject({ customType: "arbor.leaf" })
  })

  it("equals JSON.stringify of the nested structure with all", () => {
    const text = Render.treeJson(tree, { all: true })
    expect(text).toBe(JSON.stringify(plainTree(SessionTree.tree(tree))))
  })

  it("lifts a hidden marker's children", () => {
    const text = file([user("x", null, "x"), marker("m", "x"), user("y", "m", "y")])
    const [x, , y] = values(text)
    expect(JSON.parse(Render.treeJson(load(text).tree, { all: false }))).toEqual([
      { entry: x, children: [{ entry: y, children: [] }] }
    ])
    expect(Render.treeJson(SessionTree.empty, { all: false })).toBe("[]")
  })

  /** `treeJsonPieces` written as `tree --json` writes them: in batches of `size` bytes, stored entries copied from `bytes`. */
  const written = (tree: SessionTree.SessionTree, bytes: Uint8Array, size: number, all = true) =>
    new TextDecoder().decode(
      Buffer.concat([...Json.batches(Render.treeJsonPieces(tree, { all }), size, Render.treeSpans(tree, ByteSource.fromBytes(bytes), "/w/s.jsonl"), true)])
    )

  it("gives an entry read from the file as its position, copied from the file, and makes no Entry", () => {
    const bytes = new TextEncoder().encode(SMALL)
    const fresh = SessionFile.fromBytes(bytes, IdSource.fromSeed(0)).tree
    const positions = [...Render.treeJsonPieces(fresh, { all: true })].filter((piece) => typeof piece === "number")
    // pi's order: a3's children b1 (3) and c1 (5) in file order, c2's l1 (7) and m1 (8)
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    // batches smaller than an entry too: such an entry is copied into a buffer of its own
    for (const size of [1024 * 1024, 64]) {
      expect(written(fresh, bytes, size)).toBe(JSON.stringify(plainTree(SessionTree.tree(tree))))
      expect(written(fresh, bytes, size, false)).toBe(Render.treeJson(tree, { all: false }))
    }
    // the labels were found by position, and no entry was made for the walk
    expect(written(fresh, bytes, 1024)).toContain(`"label":"checkpoint","labelTimestamp":"${at(8)}"`)
    expect(fresh.columns.entries.filter((entry) => entry !== undefined)).toEqual([])
  })

  it("gives an entry given as an object as its bytes", () => {
    const given = SessionTree.fromEntries(values(SMALL).map((value) => Entry.fromValue(value)))
    const pieces = [...Render.treeJsonPieces(given, { all: true })]
    expect(pieces.filter((piece) => typeof piece === "number")).toEqual([])
    expect(pieces.filter((piece) => piece instanceof Uint8Array).length).toBe(9)
    expect(Render.treeJson(given, { all: true })).toBe(JSON.stringify(plainTree(SessionTree.tree(tree))))
  })

  it("labels an entry whose id has the bytes of a labelled id only when the ids are equal", () => {
    // a lone surrogate is U+FFFD in UTF-8: both ids have the same bytes, not the same value
    const text = file([user("\ufffd", null, "x"), { type: "label", id: "l1", parentId: "\ufffd", targetId: "\ud800", label: "other" }])
    const bytes = new TextEncoder().encode(text)
    const loaded = SessionFile.fromBytes(bytes, IdSource.fromSeed(0)).tree
    const nodes = JSON.parse(written(loaded, bytes, 1024)) as Array<Record<string, unknown>>
    expect(nodes.map((node) => node.label)).toEqual([undefined])
    expect(SessionTree.labelOf(loaded, "\ud800")?.label).toBe("other")
    const labelled = file([user("\ufffd", null, "x"), { type: "label", id: "l1", parentId: "\ufffd", targetId: "\ufffd", label: "same" }])
    const labelledBytes = new TextEncoder().encode(labelled)
    expect((JSON.parse(written(SessionFile.fromBytes(labelledBytes, IdSource.fromSeed(0)).tree, labelledBytes, 1024)) as Array<{ label?: string }>)[0]?.label)
      .toBe("same")
  })

  it("a file that shrank under the copy is FileShrank, naming the file and the bytes", () => {
    const bytes = new TextEncoder().encode(SMALL)
    const fresh = SessionFile.fromBytes(bytes, IdSource.fromSeed(0)).tree
    const last = fresh.length - 1
    const offset = SessionTree.storedEntryOffset(fresh, last)
    const size = SessionTree.storedEntrySize(fresh, last)
    expect(() => written(fresh, bytes.subarray(0, offset + 1), 1024)).toThrow(new ByteSource.FileShrank("/w/s.jsonl", offset, size))
  })
})

describe("a 200,000-deep chain", () => {
  const N = 200_000
  const lines: Array<string> = [JSON.stringify(HEADER)]
  for (let i = 0; i < N; i++) {
    lines.push(
      `{"type":"message","id":"e${i}","parentId":${
        i === 0 ? "null" : `"e${i - 1}"`
      },"timestamp":"2026-01-01T00:00:00.000Z","message":{"role":"user","content":"m${i}","timestamp":1}}`
    )
  }
  lines.push(JSON.stringify({ ...marker("mk", `e${N - 1}`), timestamp: at(1) }))
  const { tree } = load(lines.join("\n") + "\n")

  it("renders as text without indenting", () => {
    const out = Render.treeText(tree, { all: false, color: false }).split("\n")
    expect(out.length).toBe(N)
    expect(out[0]).toBe("• e0 user: m0")
    expect(out[N - 1]).toBe(`• e${N - 1} user: m${N - 1} ◀ leaf`)
    expect(out.every((line, i) => line === `• e${i} user: m${i}${i === N - 1 ? " ◀ leaf" : ""}`)).toBe(true)
  })

  it("renders as JSON of full depth, the marker at its end hidden", () => {
    const depth = (text: string) => {
      const roots = JSON.parse(text) as Array<{ entry: { id: string }; children: Array<unknown> }>
      expect(roots.length).toBe(1)
      let node = roots[0]!
      const ids = [node.entry.id]
      let branching = 0
      while (node.children.length > 0) {
        if (node.children.length !== 1) branching++
        node = node.children[0] as typeof node
        ids.push(node.entry.id)
      }
      expect(branching).toBe(0)
      return ids
    }
    const hidden = depth(Render.treeJson(tree, { all: false }))
    expect(hidden.length).toBe(N)
    expect(hidden[N - 1]).toBe(`e${N - 1}`)
  })
})

describe("info", () => {
  it("reports ids, counts, totals, leaves, labels and diagnostics", () => {
    const { header, tree } = load(SMALL)
    const result = SessionStats.compute(tree, header, "/s/a.jsonl", [Diagnostic.error("orphan", 3, "x")])
    expect(result).toEqual({
      file: "/s/a.jsonl",
      id: "s-1",
      name: null,
      cwd: "/w",
      entries: 9,
      leaves: 2,
      leafId: "c2",
      messages: { total: 6, byRole: { user: 3, assistant: 2, toolResult: 1 } },
      toolCalls: 1,
      tokens: { input: 10, output: 5, cacheRead: 2, cacheWrite: 1, total: 18 },
      cost: { input: 0.1, output: 0.2, cacheRead: 0, cacheWrite: 0, total: 0.3 },
      labels: [{ targetId: "c2", label: "checkpoint" }],
      diagnostics: { errors: 1, warnings: 0 }
    })
    expect(Render.infoText(result)).toBe(
      [
        "File:        /s/a.jsonl",
        "Session:     s-1",
        "Cwd:         /w",
        "Entries:     9, 2 leaves",
        "Leaf:        c2",
        "Messages:    6 (3 user, 2 assistant, 1 toolResult)",
        "Tool calls:  1",
        "Tokens:      18 (input 10, output 5, cache read 2, cache write 1)",
        "Cost:        $0.3000",
        "Labels:      1",
        "  c2         checkpoint",
        "Diagnostics: 1 error, 0 warnings"
      ].join("\n")
    )
  })

  it("sums usage from assistant messages, tool results, usage, compaction and branch summary entries", () => {
    const text = file([
      msg("a", null, { role: "assistant", content: [], usage: USAGE }),
      msg("t", "a", { role: "toolResult", toolName: "x", content: [], usage: USAGE, isError: false }),
      { type: "usage", id: "u", parentId: "t", kind: "cache_warm", provider: "p", model: "m", usage: USAGE },
      { type: "compaction", id: "c", parentId: "u", summary: "s", firstKeptEntryId: "c", tokensBefore: 1, usage: USAGE },
      { type: "branch_summary", id: "b", parentId: null, fromId: "c", summary: "s", usage: USAGE },
      user("n", "b", "no usage counted"),
      msg("s", "n", { role: "system", content: "", usage: USAGE })
    ])
    const { header, tree } = load(text)
    const result = SessionStats.compute(tree, header, undefined, [])
    expect(result.tokens).toEqual({ input: 50, output: 25, cacheRead: 10, cacheWrite: 5, total: 90 })
    expect(result.cost.total).toBe(0.3 + 0.3 + 0.3 + 0.3 + 0.3)
    expect(result.file).toBeNull()
  })

  it("gives the totals of a simple sum over the lines, for every corpus case", () => {
    let costly = 0
    for (const c of Corpus.cases()) {
      const tokens = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
      const cost = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
      let messages = 0
      for (const line of c.text.split("\n").slice(1)) {
        if (line.trim() === "") continue
        const value = JSON.parse(line)
        if (value.type === "message") messages++
        const usage = value.type === "message"
          ? value.message.role === "assistant" || value.message.role === "toolResult"
            ? value.message.usage
            : undefined
          : ["usage", "compaction", "branch_summary"].includes(value.type)
          ? value.usage
          : undefined
        if (usage === undefined) continue
        for (const key of ["input", "output", "cacheRead", "cacheWrite"] as const) tokens[key] += usage[key]
        for (const key of ["input", "output", "cacheRead", "cacheWrite", "total"] as const) cost[key] += usage.cost[key]
      }
      tokens.total = tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite
      const { diagnostics, header, tree } = load(c.text)
      const result = SessionStats.compute(tree, header, c.file, diagnostics)
      expect(result.tokens, c.name).toEqual(tokens)
      expect(result.cost, c.name).toEqual(cost)
      expect(result.messages.total, c.name).toBe(messages)
      expect(result.entries, c.name).toBe(c.expected.entryCount)
      expect(result.name, c.name).toBe(c.expected.sessionName)
      if (cost.total > 0) costly++
    }
    expect(costly).toBeGreaterThan(0)
  })
})

describe("exportMarkdown", () => {
  it("writes the active path with roles as headings", () => {
    const { header, tree } = load(SMALL)
    expect(Export.markdown(tree, header, SessionTree.leafId(tree))).toBe(
      [
        "# Session s-1",
        "",
        "- Session: s-1",
        "- Cwd: /w",
        "- Started: 2026-01-01T00:00:00.000Z",
        "- Leaf: c2",
        "",
        "## User",
        "",
        "hello\nworld",
        "",
        "## Assistant (p/m)",
        "",
        "> *Thinking*\n>\n> hmm",
        "",
        "hi",
        "",
        "**read a.ts**",
        "",
        "## Tool result: read",
        "",
        "```\nline 1\nline 2\n```",
        "",
        "## Branch summary",
        "",
        "tried first",
        "",
        "## User",
        "",
        "second try",
        ""
      ].join("\n")
    )
  })

  it("keeps message text as written (HTML too), code verbatim, and closes an open fence", () => {
    const text = file([
      { type: "session_info", id: "n", parentId: null, name: "*bold* <i>" },
      user("u", "n", "a <b>x</b> and `<code>`\n```\n<pre>\n```\n<after>"),
      msg("t", "u", { role: "toolResult", toolName: "t", content: [{ type: "text", text: "```inner```" }], isError: false }),
      user("v", "t", "~~~\n<open>")
    ])
    const { header, tree } = load(text)
    const md = Export.markdown(tree, header, "v")
    expect(md.startsWith("# \\*bold\\* \\<i\\>\n")).toBe(true)
    expect(md).toContain("*name: \\*bold\\* \\<i\\>*")
    expect(md).toContain("a <b>x</b> and `<code>`\n```\n<pre>\n```\n<after>")
    expect(md).not.toContain("&lt;")
    expect(md).toContain("````\n```inner```\n````")
    expect(md).toContain("~~~\n<open>\n~~~\n")
  })
})

describe("exportMarkdown of edits", () => {
  it("shows an edit's change as pi stores it (the numbered diff) and as older Arbor versions stored it (a unified diff), in one numbered form", () => {
    // the session pi 1.6.0 wrote for a tool-using turn (see PiFields.test.ts)
    const piText = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/pi-fields/tool-turn.jsonl"), "utf8")
    const pi = load(piText)
    const md = Export.markdown(pi.tree, pi.header, SessionTree.leafId(pi.tree))
    expect(md).toContain(
      "## Tool result: edit\n\n```diff\n    ...\n  8 line 8\n  9 line 9\n 10 line 10\n 11 line 11\n-12 line 12\n+12 line twelve\n+13 extra\n"
    )
    const old = file([
      msg("e", null, {
        role: "toolResult",
        toolName: "edit",
        content: [{ type: "text", text: "Applied 1 edit to a.txt from line 10." }],
        details: { diff: "@@ -9,3 +9,3 @@\n line 9\n-line 10\n+line ten\n line 11", firstChangedLine: 10 },
        isError: false
      })
    ])
    const loaded = load(old)
    expect(Export.markdown(loaded.tree, loaded.header, "e")).toContain("```diff\n    ...\n  9 line 9\n-10 line 10\n+10 line ten\n 11 line 11\n```")
  })
})

describe("entryLine, contextText, sessionList", () => {
  it("shows a path, a context and a listing as lines", () => {
    const { tree } = load(SMALL)
    expect(SessionTree.branch(tree).map(Render.entryLine)).toEqual([
      "a1 user: hello world",
      `a2 assistant: hi [tool: read({"path":"a.ts"})]`,
      "a3 [result read] line 1 line 2",
      "c1 [branch summary] tried first",
      "c2 user: second try"
    ])
    expect(Render.contextText(Either.getOrThrow(Context.build(tree, "c2")))).toBe(
      [
        "model p/m · thinking off · 5 messages",
        "1 user: hello world",
        `2 assistant: hi [tool: read({"path":"a.ts"})]`,
        "3 [result read] line 1 line 2",
        "4 [branch summary] tried first",
        "5 user: second try"
      ].join("\n")
    )
    const session = (messageCount: number, name: string | undefined): SessionInfo.SessionInfo => ({
      path: "/s/a.jsonl",
      id: "s-1",
      cwd: "/w",
      name,
      parentSessionPath: undefined,
      created: new Date(0),
      modified: new Date("2026-01-02T03:04:05.000Z"),
      messageCount,
      firstMessage: "first\nline",
      allMessagesText: ""
    })
    expect(Render.sessionList([session(1, undefined), session(1234, "Named")])).toBe(
      [
        "2026-01-02 03:04      1 message   first line",
        "  s-1  /s/a.jsonl",
        "2026-01-02 03:04  1,234 messages  Named",
        "  s-1  /s/a.jsonl"
      ].join("\n")
    )
  })
})
