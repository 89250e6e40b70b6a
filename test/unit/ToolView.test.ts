import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import type * as Json from "../../src/domain/format/Json.js"
import * as ToolCall from "../../src/main/export/ToolCall.js"
import * as Columns from "../../src/main/tui/Columns.js"
import * as ToolView from "../../src/main/tui/ToolView.js"

const result = (toolName: string, text: string, extra: Json.JsonObject = {}): Json.JsonObject => ({
  role: "toolResult",
  toolCallId: "t1",
  toolName,
  content: [{ type: "text", text }],
  isError: false,
  timestamp: 0,
  ...extra
})

const texts = (lines: ReadonlyArray<{ readonly text: string }>) => lines.map((l) => l.text)
const numbered = (n: number, word = "line") => Array.from({ length: n }, (_, i) => `${word} ${i + 1}`).join("\n")

describe("ToolView: calls", () => {
  it("heads each call as pi does", () => {
    expect(texts(ToolView.callLines("edit", { path: "notes.md", edits: [{ oldText: "a", newText: "b" }] }, 80, false))).toEqual(["edit notes.md"])
    expect(texts(ToolView.callLines("bash", { command: "ls -la", timeout: 30 }, 80, false))).toEqual(["$ ls -la (timeout 30s)"])
    expect(texts(ToolView.callLines("read", { path: "src/a.ts", offset: 10, limit: 20 }, 80, false))).toEqual(["read src/a.ts:10-29"])
    expect(texts(ToolView.callLines("read", { path: "src/a.ts" }, 80, false))).toEqual(["read src/a.ts"])
    expect(texts(ToolView.callLines("grep", { pattern: "TODO", path: "src" }, 80, false))).toEqual(["grep /TODO/ in src"])
    expect(texts(ToolView.callLines("find", { pattern: "*.ts" }, 80, false))).toEqual(["find *.ts in ."])
    expect(texts(ToolView.callLines("lookup", { q: "x", n: 2 }, 80, false))).toEqual([`lookup q="x" n=2`])
    // the title bold, the note muted
    expect(ToolView.callLines("bash", { command: "ls", timeout: 5 }, 80, false)[0]?.spans).toEqual([
      { text: "$ ls", bold: true },
      { text: " (timeout 5s)", dim: true }
    ])
  })

  it("shows a write's first ten lines until Ctrl+O expands it", () => {
    const call = { path: "a.txt", content: numbered(30) + "\n" }
    expect(texts(ToolView.callLines("write", call, 80, false))).toEqual([
      "write a.txt",
      ...Array.from({ length: 10 }, (_, i) => `  line ${i + 1}`),
      "  … 20 more lines, 30 total (Ctrl+O expands)"
    ])
    const expanded = texts(ToolView.callLines("write", call, 80, true))
    expect([expanded.length, expanded.at(-1)]).toEqual([31, "  line 30"])
  })

  it("highlights a write's text in its file's language, cut to the width without splitting a wide character", () => {
    const call = { path: "src/hello.py", content: `def greet(name):\n    xyz = "你好世界你好"  # 中文\n${numbered(12, "# step")}\n\n` }
    const lines = ToolView.callLines("write", call, 24, false)
    expect(texts(lines)).toEqual([
      "write src/hello.py",
      "  def greet(name):",
      "      xyz = \"你好世界你",
      "  好\"  # 中文",
      ...Array.from({ length: 8 }, (_, i) => `  # step ${i + 1}`),
      "  … 4 more lines, 14 tot",
      "  al (Ctrl+O expands)"
    ])
    const styled = (line: (typeof lines)[number] | undefined) => line?.spans?.map((s) => [s.text, s.scope])
    expect(styled(lines[1])).toEqual([["  ", undefined], ["def", "keyword"], [" ", undefined], ["greet", "title"], ["(", undefined], ["name", "params"], [
      "):",
      undefined
    ]])
    expect(styled(lines[2])).toEqual([["  ", undefined], ["    xyz = ", undefined], ["\"你好世界你", "string"]])
    expect(styled(lines[3])).toEqual([["  ", undefined], ["好\"", "string"], ["  ", undefined], ["# 中文", "comment"]])
    expect(lines.slice(1, 12).every((l) => l.tone === "tool" && l.spans?.slice(1).every((s) => s.code === true))).toBe(true)
    const expanded = texts(ToolView.callLines("write", call, 24, true))
    expect([expanded.length, expanded.at(-1)]).toEqual([16, "  # step 12"])
    // a file of no known language reads as muted output
    expect(ToolView.callLines("write", { path: "notes.txt", content: "plain" }, 24, false)[1]?.spans).toEqual([{ text: "  " }, {
      text: "plain",
      code: true,
      scope: "comment"
    }])
  })
})

describe("ToolView: results", () => {
  it("shows a command's last lines, how many come before, and how long it took", () => {
    const lines = ToolView.resultLines(result("bash", numbered(30) + "\n", { durationMs: 123 }), 80, false)
    expect(texts(lines)).toEqual([
      "  … 25 earlier lines (Ctrl+O expands)",
      "  line 26",
      "  line 27",
      "  line 28",
      "  line 29",
      "  line 30",
      "  Took 0.1s"
    ])
    expect(lines.map((l) => l.tone)).toEqual(["meta", "tool", "tool", "tool", "tool", "tool", "tool"])
    expect(texts(ToolView.resultLines(result("bash", numbered(30), { durationMs: 61_500 }), 80, true))).toHaveLength(31)
    expect(texts(ToolView.resultLines(result("bash", numbered(30), { durationMs: 61_500 }), 80, true)).at(-1)).toBe("  Took 1m 1s")
  })

  it("keeps a failed command's exit status in view, in red", () => {
    const failed = result("bash", `${numbered(12)}\nmake: *** [all] Error 2\n\nCommand exited with code 2`, { isError: true, durationMs: 2_000 })
    const lines = ToolView.resultLines(failed, 80, false)
    expect(texts(lines)).toEqual([
      "  … 10 earlier lines (Ctrl+O expands)",
      "  line 11",
      "  line 12",
      "  make: *** [all] Error 2",
      "  ",
      "  Command exited with code 2",
      "  Took 2.0s"
    ])
    expect(lines.slice(1, 6).every((l) => l.tone === "error" && l.spans === undefined)).toBe(true)
  })

  it("says where a truncated command's whole output is, in place of the model's footer", () => {
    const out = result("bash", `${numbered(3)}\n\n[Showing lines 498-500 of 500. Full output: /tmp/x.log]`, {
      details: { truncation: { truncated: true, truncatedBy: "lines", outputLines: 3, totalLines: 500 }, fullOutputPath: "/tmp/x.log" }
    })
    expect(texts(ToolView.resultLines(out, 80, false))).toEqual([
      "  line 1",
      "  line 2",
      "  line 3",
      "  [Full output: /tmp/x.log. Truncated: showing 3 of 500 lines]"
    ])
  })

  it("shows nothing for a write that worked or a read until expanded; an error always", () => {
    expect(ToolView.resultLines(result("write", "Successfully wrote 10 bytes to a.txt"), 80, false)).toEqual([])
    expect(ToolView.resultLines(result("read", numbered(3)), 80, false)).toEqual([])
    expect(texts(ToolView.resultLines(result("read", numbered(3)), 80, true))).toEqual(["  line 1", "  line 2", "  line 3"])
    const missing = ToolView.resultLines(result("read", "ENOENT: a.txt", { isError: true }), 80, false)
    expect(missing).toEqual([{ text: "  ENOENT: a.txt", tone: "error" }])
    const edit = ToolView.resultLines(result("edit", "Could not find the exact text", { isError: true, details: { diff: "+1 x" } }), 80, false)
    expect(edit).toEqual([{ text: "  Could not find the exact text", tone: "error" }])
  })

  it("colours an edit's diff: additions green, removals red, the rest muted, long lines cut under their number", () => {
    const diff = [" 1 # Notes", "-2 old line", "+2 new line that is long enough to wrap", "   ..."].join("\n")
    const lines = ToolView.resultLines(result("edit", "Successfully replaced 1 block(s) in notes.md.", { details: { diff } }), 24, false)
    expect(lines.map((l) => [l.text, l.spans?.[1]])).toEqual([
      ["   1 # Notes", { text: " 1 # Notes", dim: true }],
      ["  -2 old line", { text: "-2 old line", code: true, scope: "deletion" }],
      ["  +2 new line that is lo", { text: "+2 new line that is lo", code: true, scope: "addition" }],
      ["  ng enough to wrap", { text: "ng enough to wrap", code: true, scope: "addition" }],
      ["     ...", { text: "   ...", dim: true }]
    ])
  })

  it("shows a user's !command with the last lines of its output", () => {
    expect(texts(ToolView.shellLines("seq 8", numbered(8, "n"), 80, false, 3))).toEqual([
      "$ seq 8",
      "… 5 earlier lines (Ctrl+O expands)",
      "n 6",
      "n 7",
      "n 8"
    ])
  })

  it("previews listings longer, as pi does: grep 15 lines, find and ls 20, other tools 10", () => {
    const shown = (tool: string) => texts(ToolView.resultLines(result(tool, numbered(30)), 80, false))
    expect([shown("grep").length, shown("find").length, shown("ls").length, shown("lookup").length]).toEqual([16, 21, 21, 11])
    expect(shown("grep").at(-1)).toBe("  … 15 more lines (Ctrl+O expands)")
  })

  it("formats durations as pi does", () => {
    expect([0, 99, 4_249, 59_999, 90_000, 7_384_000].map(ToolCall.duration)).toEqual(["0.0s", "0.1s", "4.2s", "60.0s", "1m 30s", "2h 3m 4s"])
  })
})

describe("ToolView: every line fits", () => {
  const piece = fc.constantFrom("a", "b", " ", "中", "文", "é", "\u001b[31m", "\u001b]0;t\u0007", "\t", "\n", "\r", "👍", "\u0301", "-", "+")
  const text = fc.array(piece, { maxLength: 80 }).map((p) => p.join(""))
  const width = fc.integer({ min: 4, max: 100 })

  const fits = (lines: ReadonlyArray<{ readonly text: string; readonly spans?: ReadonlyArray<{ readonly text: string }> }>, columns: number) => {
    for (const line of lines) {
      expect(Columns.width(line.text)).toBeLessThanOrEqual(columns)
      // nothing that a terminal would act on, and the styled pieces are the line
      expect(line.text).not.toMatch(/[\u001b\u0007\r\t\n]/)
      if (line.spans !== undefined) expect(line.spans.map((s) => s.text).join("")).toBe(line.text)
    }
  }

  it.prop("calls, results and diffs are never wider than the screen", [text, text, width, fc.boolean()], ([a, b, columns, expanded]) => {
    fits(ToolView.callLines("bash", { command: a, timeout: 7 }, columns, expanded), columns)
    fits(ToolView.callLines("write", { path: b, content: a }, columns, expanded), columns)
    fits(ToolView.callLines("write", { path: "a.ts", content: `${b}"${a}` }, columns, expanded), columns)
    fits(ToolView.callLines(b, { [a]: b }, columns, expanded), columns)
    fits(ToolView.resultLines(result("bash", a, { durationMs: 5 }), columns, expanded), columns)
    fits(ToolView.resultLines(result("grep", a, { isError: true }), columns, expanded), columns)
    fits(ToolView.resultLines(result("edit", "ok", { details: { diff: `-1 ${a}\n+1 ${b}\n   ...` } }), columns, expanded), columns)
    fits(ToolView.shellLines(a, b, columns, expanded, 3), columns)
  })

  it.prop(
    "a command's output keeps its last lines in full when collapsed",
    [fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 30 })],
    ([lines]) => {
      const shown = texts(ToolView.resultLines(result("bash", lines.join("\n")), 80, false))
      const kept = lines.slice(-ToolView.SHELL_PREVIEW).map((l) => `  ${l}`)
      expect(shown.slice(-kept.length)).toEqual(kept)
      expect(shown.length).toBe(kept.length + (lines.length > ToolView.SHELL_PREVIEW ? 1 : 0))
    }
  )
})
