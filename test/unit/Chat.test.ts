import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Prompts from "../../src/domain/context/Prompts.js"
import * as Entry from "../../src/domain/format/Entry.js"
import * as Chat from "../../src/main/tui/Chat.js"

const base = (id: string, parentId: string | null) => ({ id, parentId, timestamp: "2026-01-01T00:00:00.000Z" })
const user = (id: string, parentId: string | null, text: string) =>
  Entry.message(base(id, parentId), { role: "user", content: [{ type: "text", text }], timestamp: 0 })
const assistant = (id: string, parentId: string | null, text: string, extra: Record<string, unknown> = {}) =>
  Entry.message(base(id, parentId), { role: "assistant", content: [{ type: "text", text }], stopReason: "stop", timestamp: 0, ...extra } as never)

describe("Chat", () => {
  it("wraps at spaces and cuts long words", () => {
    expect(Chat.wrap("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"])
    expect(Chat.wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"])
    expect(Chat.wrap("one\n\ntwo", 10)).toEqual(["one", "", "two"])
    // wide characters take two columns
    expect(Chat.wrap("中文会话树的分支", 6)).toEqual(["中文会", "话树的", "分支"])
    expect(Chat.wrap("ok 中文 ab", 6)).toEqual(["ok", "中文", "ab"])
  })

  it("tells how many files a turn changed where a checkpoint of the files was recorded", () => {
    const files = Entry.custom(base("c1", "a1"), "arbor.checkpoint", { checkpoint: "b".repeat(64), changed: 2 })
    expect(Chat.entryLines(files, 40).map((line) => [line.text, line.tone])).toEqual([["files: 2 changed", "meta"]])
    expect(Chat.entryLines(Entry.custom(base("x1", "a1"), "my-ext", { n: 1 }), 40)).toEqual([])
  })

  it("shows messages with their roles and hides bookkeeping entries", () => {
    const path = [
      user("u1", null, "hello"),
      assistant("a1", "u1", "hi there"),
      Entry.label(base("l1", "a1"), "a1", "mark"),
      assistant("a2", "l1", "", { stopReason: "aborted" })
    ]
    const view = Chat.viewport(path, [], 40, 20, 0)
    expect(view.lines.map((l) => [l.tone, l.text])).toEqual([
      ["user", "› hello"],
      ["meta", ""],
      ["assistant", "hi there"],
      ["meta", ""],
      ["error", "(aborted)"]
    ])
  })

  it("lays out only the tail that fits, and scrolls up from the bottom", () => {
    const path: Array<Entry.Entry> = []
    let parent: string | null = null
    for (let i = 0; i < 10_000; i++) {
      const id = `u${i}`
      path.push(user(id, parent, `message ${i}`))
      parent = id
    }
    const view = Chat.viewport(path, [], 40, 3, 0)
    expect(view.lines.map((l) => l.text)).toEqual(["› message 9998", "", "› message 9999"])
    const up = Chat.viewport(path, [], 40, 3, 2)
    expect(up.lines.map((l) => l.text)).toEqual(["› message 9997", "", "› message 9998"])
  })

  it("puts the reply streaming in below the path", () => {
    const view = Chat.viewport([user("u1", null, "q")], [{ text: "partial", tone: "assistant" }], 40, 10, 0)
    expect(view.lines.map((l) => l.text)).toEqual(["› q", "", "partial"])
  })

  it("numbers the lines shown from the reply streaming in, so a line keeps its number as the reply grows", () => {
    const path = [user("u1", null, "q1"), user("u2", "u1", "q2")]
    const reply = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `line ${i}`, tone: "assistant" as const }))
    // "› q1", "", "› q2", "", then the reply: its first line is number 0
    expect(Chat.viewport(path, reply(2), 40, 10, 0).first).toBe(-4)
    const grown = Chat.viewport(path, reply(5), 40, 4, 0)
    expect(grown.first).toBe(1)
    expect(grown.lines.map((l) => l.text)).toEqual(["line 1", "line 2", "line 3", "line 4"])
    expect(Chat.viewport(path, reply(6), 40, 4, 0).first).toBe(2)
    expect(Chat.viewport(path, reply(6), 40, 4, 3).first).toBe(-1)
    // without a reply, from the end of the path
    expect(Chat.viewport(path, [], 40, 2, 0).first).toBe(-2)
  })

  it("tells lines that show the same from lines that do not", () => {
    const spans = [{ text: "bold", bold: true }, { text: " plain" }]
    const line: Chat.Line = { text: "bold plain", tone: "assistant", spans }
    expect(Chat.sameLine(line, { ...line })).toBe(true)
    expect(Chat.sameLine(line, { ...line, spans: spans.map((span) => ({ ...span })) })).toBe(true)
    expect(Chat.sameLine(line, { ...line, tone: "thinking" })).toBe(false)
    expect(Chat.sameLine(line, { ...line, text: "bold plain!" })).toBe(false)
    expect(Chat.sameLine(line, { ...line, spans: [{ text: "bold" }, { text: " plain" }] })).toBe(false)
    expect(Chat.sameLine(line, { ...line, spans: [{ text: "bold", bold: true, italic: true }, { text: " plain" }] })).toBe(false)
    expect(Chat.sameLine(line, { text: "bold plain", tone: "assistant" })).toBe(false)
    expect(Chat.sameLine({ text: "a", tone: "meta" }, { text: "a", tone: "meta", spans: [] })).toBe(true)
  })
})

describe("Chat: Markdown, and what expands", () => {
  const thinking = (text: string) => ({ type: "thinking", thinking: text })
  const toolResult = (id: string, parentId: string, lines: number) =>
    Entry.message(base(id, parentId), {
      role: "toolResult",
      toolCallId: "t",
      toolName: "read",
      content: [{ type: "text", text: Array.from({ length: lines }, (_, i) => `out ${i + 1}`).join("\n") }],
      isError: false,
      timestamp: 0
    } as never)

  it("renders the assistant's Markdown: no markup left, styles kept", () => {
    const [line] = Chat.viewport([assistant("a", null, "**bold** and `code`")], [], 40, 5, 0).lines
    expect(line?.text).toBe("bold and code")
    expect(line?.spans).toEqual([{ text: "bold", bold: true }, { text: " and " }, { text: "code", code: true }])
    const list = Chat.viewport([assistant("a", null, "- one\n- two\n\n```ts\nlet x\n```")], [], 40, 10, 0).lines.map((l) => l.text)
    expect(list).toEqual(["• one", "• two", "", "│ let x"])
  })

  it("shows a read's text only when Ctrl+O expands it, and other tools' first ten lines", () => {
    const path = [user("u", null, "q"), toolResult("r", "u", 12)]
    // collapsed, a read is its call's heading alone: the result adds nothing
    expect(Chat.viewport(path, [], 40, 20, 0).lines.map((l) => l.text)).toEqual(["› q"])
    const expanded = Chat.viewport(path, [], 40, 20, 0, { ...Chat.defaultDisplay, expandTools: true }).lines.map((l) => l.text)
    expect(expanded.slice(2)).toEqual(Array.from({ length: 12 }, (_, i) => `  out ${i + 1}`))
    const grep = Entry.message(base("g", "u"), {
      role: "toolResult",
      toolCallId: "t",
      toolName: "lookup",
      content: [{ type: "text", text: Array.from({ length: 12 }, (_, i) => `hit ${i + 1}`).join("\n") }],
      isError: false,
      timestamp: 0
    } as never)
    const collapsed = Chat.viewport([user("u", null, "q"), grep], [], 40, 20, 0).lines.map((l) => l.text)
    expect(collapsed.slice(2)).toEqual([...Array.from({ length: 10 }, (_, i) => `  hit ${i + 1}`), "  … 2 more lines (Ctrl+O expands)"])
  })

  it("shows an edit's change numbered and coloured as pi shows it, whole", () => {
    // the edit result pi 1.6.0 wrote (see PiFields.test.ts): its details.diff is pi's numbered form
    const written = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/pi-fields/tool-turn.jsonl"), "utf8").trimEnd().split("\n")
    const edit = written.map((line) => JSON.parse(line)).find((e) => e.message?.role === "toolResult" && e.message.toolName === "edit").message
    const lines = Chat.messageLines(edit, 60)
    expect(lines.slice(0, 8).map((l) => l.text)).toEqual([
      "      ...",
      "    8 line 8",
      "    9 line 9",
      "   10 line 10",
      "   11 line 11",
      "  -12 line 12",
      "  +12 line twelve",
      "  +13 extra"
    ])
    expect(lines).toHaveLength(24)
    expect(lines[5]?.spans).toEqual([{ text: "  " }, { text: "-12 line 12", code: true, scope: "deletion" }])
    expect(lines[6]?.spans).toEqual([{ text: "  " }, { text: "+12 line twelve", code: true, scope: "addition" }])
    expect(lines[1]?.spans).toEqual([{ text: "  " }, { text: "  8 line 8", dim: true }])
    // the unified diff older Arbor versions stored reads the same way
    const old = {
      role: "toolResult",
      toolName: "edit",
      content: [{ type: "text", text: "ok" }],
      details: { diff: "@@ -2,2 +2,2 @@\n a\n-b\n+c" },
      isError: false
    }
    expect(Chat.messageLines(old, 60).map((l) => l.text)).toEqual(["     ...", "   2 a", "  -3 b", "  +3 c"])
  })

  it("shows thinking until Ctrl+T hides it", () => {
    const message = Entry.message(
      base("a", null),
      { role: "assistant", content: [thinking("step one\nstep two"), { type: "text", text: "answer" }], stopReason: "stop", timestamp: 0 } as never
    )
    expect(Chat.viewport([message], [], 40, 10, 0).lines.map((l) => [l.tone, l.text])).toEqual([
      ["thinking", "∴ step one"],
      ["thinking", "  step two"],
      ["assistant", "answer"]
    ])
    expect(Chat.viewport([message], [], 40, 10, 0, { ...Chat.defaultDisplay, showThinking: false }).lines.map((l) => l.text)).toEqual([
      "∴ Thinking (2 lines, Ctrl+T shows it)",
      "answer"
    ])
  })

  it("opens a compaction's summary with Ctrl+O", () => {
    const compaction = Entry.compaction(base("c", null), {
      summary: "## Goal\n\nParse **nested** templates.\n\n- done: lexer",
      firstKeptEntryId: "c",
      tokensBefore: 12000
    })
    // collapsed, the summary's first lines rendered (no `## `), blank lines left out
    const collapsed = Chat.viewport([compaction], [], 60, 10, 0).lines.map((l) => l.text)
    expect(collapsed).toEqual(["[compaction: 12k tokens]", "Goal", "Parse nested templates.", "• done: lexer"])
    const expanded = Chat.viewport([compaction], [], 60, 10, 0, { ...Chat.defaultDisplay, expandTools: true }).lines.map((l) => l.text)
    expect(expanded).toEqual(["[compaction: 12k tokens]", "Goal", "", "Parse nested templates.", "", "• done: lexer"])
  })

  it("shows a collapsed branch summary's own text, not the preamble pi puts in front of it", () => {
    const summary = `${Prompts.BRANCH_SUMMARY_PREAMBLE}## Goal\n\nTry the **parser** first.\n\n## Progress\n\n- lexer done\n- parser half done`
    const entry = Entry.branchSummary(base("b", null), { fromId: "x", summary })
    expect(Chat.viewport([entry], [], 60, 10, 0).lines.map((l) => l.text)).toEqual([
      "[branch summary]",
      "Goal",
      "Try the parser first.",
      "Progress",
      "… 2 more lines (Ctrl+O expands)"
    ])
    const expanded = Chat.viewport([entry], [], 60, 20, 0, { ...Chat.defaultDisplay, expandTools: true }).lines.map((l) => l.text)
    // expanded, the summary as stored
    expect(expanded.slice(0, 3)).toEqual(["[branch summary]", "The user explored a different conversation branch before", "returning here."])
  })

  it("says how far it is scrolled up", () => {
    const path = Array.from({ length: 10 }, (_, i) => user(`u${i}`, i === 0 ? null : `u${i - 1}`, `m${i}`))
    const view = Chat.viewport(path, [], 40, 3, 4)
    expect([view.below, view.lines.map((l) => l.text)]).toEqual([4, ["› m6", "", "› m7"]])
    expect(Chat.viewport(path, [], 40, 3, 0).below).toBe(0)
  })
})
