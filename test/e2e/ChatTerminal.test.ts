/**
 * The chat as a person uses it, in a real terminal (support/Terminal): the editor (wrapping, CJK, a long
 * message edited in the middle, resizing), pi's keys (also when they arrive in one read), the
 * slash-command menu, the transcript (Markdown, scrolling, what expands), the queue, and the
 * session picker's modes.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import stringWidth from "string-width"
import { sessionFiles, startOnStalledReply, userTexts, workspace } from "../support/Chats.js"
import * as FakeProviders from "../support/FakeProviders.js"
import * as RealPi from "../support/RealPi.js"
import { arbor } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const PLACEHOLDER = /^ ?(Enter sends|Esc aborts) · .*/

/** The editor's box: its lines from the top border to the bottom border (of `escaped`, when given, a capture with attributes). */
const editorBox = (screen: string, escaped?: string): ReadonlyArray<string> => {
  const lines = screen.split("\n")
  let top = -1
  lines.forEach((line, i) => {
    if (line.startsWith("╭")) top = i
  })
  const bottom = lines.findIndex((line, i) => i > top && line.startsWith("╰"))
  return top === -1 || bottom === -1 ? [] : (escaped ?? screen).split("\n").slice(top, bottom + 1)
}

/** The text in the editor's rows, without the borders, the prompt and the placeholder of an empty editor. */
const editorRows = (screen: string): ReadonlyArray<string> => {
  const rows = editorBox(screen).slice(1, -1).map((line) => line.slice(3, -1).trimEnd())
  return rows.length === 1 && PLACEHOLDER.test(rows[0]!) ? [""] : rows
}

/** Whether every line of the box is exactly `columns` wide and closed by its border. */
const intactBox = (screen: string, columns: number): boolean => {
  const box = editorBox(screen)
  return box.length > 2 && box.every((line) => stringWidth(line) === columns && /[╮│╯]$/.test(line))
}

const expectIntactBox = (screen: string, columns: number) => expect(intactBox(screen, columns), screen).toBe(true)

/** The editor rows as drawn with attributes: the index of the one holding the inverse cell (the cursor). */
const cursorRow = (term: Terminal): number => {
  const rows = editorBox(term.screen(), term.screen({ escapes: true })).slice(1, -1)
  return rows.findIndex((row) => row.includes("\u001b[7m"))
}

const until = async (check: () => boolean, what: string, term: Terminal, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}; the screen:\n${term.screen()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("the chat's editor in a terminal", () => {
  it("edits a 20-line message in the middle with the cursor in view, then sends it whole", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 40 })
    try {
      await term.waitFor("offline responder")
      const lines = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`)
      lines.forEach((line, i) => {
        term.type(line)
        if (i < lines.length - 1) term.keys("C-j")
      })
      await term.waitFor("  line 20")
      // the editor shows a third of the screen and follows the cursor
      expect(editorRows(term.screen())).toEqual(lines.slice(-13))
      expect(term.screen()).toContain("line 20/20 · ")
      term.keys(...Array<string>(15).fill("Up"))
      term.type(" EDITED")
      const screen = await term.waitFor("line 5 EDITED")
      const rows = editorRows(screen)
      expect(rows[0]).toBe("line 5 EDITED")
      expect(cursorRow(term)).toBe(0)
      expect(screen).toContain("line 5/20 · ")
      expectIntactBox(screen, 100)
      // down again, editing as it goes
      term.keys(...Array<string>(10).fill("Down"), "End")
      term.type("!")
      await term.waitFor("line 15!")
      expect(cursorRow(term)).toBe(editorRows(term.screen()).indexOf("line 15!"))
      term.keys("Enter")
      await term.waitFor("You said: line 1")
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual([lines.map((l, i) => (i === 4 ? `${l} EDITED` : i === 14 ? `${l}!` : l)).join("\n")])
    } finally {
      term.close()
    }
  })

  it("wraps long lines and CJK text by columns, the cursor in view and the box intact, also after resizing", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 80, rows: 30 })
    try {
      await term.waitFor("offline responder")
      const cjk = "这是一个很长的中文句子用来测试换行".repeat(6)
      term.type(cjk)
      await term.waitFor("测试换行")
      await until(() => editorRows(term.screen()).join("") === cjk, "the whole text is in the editor", term)
      let screen = term.screen()
      expectIntactBox(screen, 80)
      expect(editorBox(screen).join("\n")).not.toContain("…")
      // 204 columns of text in rows of 76: three rows, the cursor after the last character
      expect(editorRows(screen)).toHaveLength(3)
      expect(cursorRow(term)).toBe(2)
      // the cursor moves by characters on the screen, not by code units
      term.keys("Home", "Right", "Right")
      term.type("X")
      await term.waitFor("这是X")

      for (
        const [columns, rows] of [
          [50, 24],
          [120, 40]
        ] as const
      ) {
        term.resize(columns, rows)
        await until(
          () => intactBox(term.screen(), columns) && editorRows(term.screen()).join("").includes("这是X"),
          `the editor is redrawn ${columns} wide`,
          term
        )
        screen = term.screen()
        expectIntactBox(screen, columns)
        expect(editorRows(screen).join("")).toBe(`这是X${cjk.slice(2)}`)
        expect(cursorRow(term)).toBe(0)
      }

      // a long English line wraps at spaces, nothing cut off
      term.keys("C-c")
      await until(() => editorRows(term.screen()).join("") === "", "the editor is empty", term)
      const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ")
      term.type(words)
      await term.waitFor("word39")
      screen = term.screen()
      expectIntactBox(screen, 120)
      const wrapped = editorRows(screen)
      expect(wrapped.length).toBeGreaterThan(1)
      expect(wrapped.join(" ").replace(/\s+/g, " ")).toBe(words)
      for (const row of wrapped) expect(row).toMatch(/^(word\d+ ?)+$/)
    } finally {
      term.close()
    }
  })
})

describe("pi's keys in the chat", () => {
  it("Shift+Enter and Ctrl+J break lines, \\ Enter too even in one read, Alt+Enter sends a follow-up, a paste never sends", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env })
    try {
      await term.waitFor("offline responder")
      // the editor reads keys now: before the terminal is in raw mode, its driver would turn the
      // Enter below into a line feed (Ctrl+J), which breaks the line and keeps the backslash
      term.type("ready")
      await term.waitFor("> ready")
      term.keys("C-u")
      await until(() => editorRows(term.screen()).join("") === "", "the editor is empty", term)
      // a backslash and Enter typed faster than a read, nine times over
      for (let i = 1; i <= 9; i++) term.raw(`x${i}\\\r`)
      await term.waitFor("  x9")
      expect(editorRows(term.screen())).toEqual(["x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", ""])
      // text and Enter in one read send it
      term.raw("done\r")
      await term.waitFor("You said: x1")
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual(["x1\nx2\nx3\nx4\nx5\nx6\nx7\nx8\nx9\ndone"])

      // a paste keeps its line breaks and waits in the editor
      term.paste("pasted one\npasted two")
      await term.waitFor("  pasted two")
      expect(editorRows(term.screen())).toEqual(["pasted one", "pasted two"])
      expect(userTexts(file!)).toHaveLength(1)
      term.keys("C-c")
      await until(() => editorRows(term.screen()).join("") === "", "the editor is empty", term)

      // Alt+Enter: a follow-up (with the agent idle, it goes now)
      term.type("follow me")
      await term.waitFor("> follow me")
      term.keys("M-Enter")
      await term.waitFor("You said: follow me")

      // Ctrl+C's hint goes away when its window closes
      term.keys("C-c")
      await term.waitFor("Press Ctrl+C again to exit")
      await until(() => !term.screen().includes("Press Ctrl+C again"), "the hint is gone", term, 3000)
      expect(term.exited()).toBe(false)
    } finally {
      term.close()
    }
  })

  it.scoped("Ctrl+C twice in one read quits while a reply streams", () =>
    Effect.gen(function*() {
      const { agentDir, term } = yield* startOnStalledReply()
      yield* Effect.promise(async () => {
        await term.enter("greet me")
        await term.waitFor("streaming...")
        term.raw("\u0003\u0003")
        await term.waitForExit()
        const [file] = sessionFiles(agentDir)
        expect(fs.existsSync(`${file}.lock`)).toBe(false)
      })
    }))
})

describe("slash commands", () => {
  it("a menu of the matching commands opens on /; unknown commands are refused, not sent", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 40 })
    try {
      await term.waitFor("offline responder")
      term.type("/")
      // the first ten commands fit the menu; the rest come into view as the choice moves down
      let screen = await term.waitFor("/thinking")
      for (const name of ["tree", "fork", "clone", "new", "resume", "session", "name", "compact", "model", "thinking"]) {
        expect(screen).toMatch(new RegExp(`^. /${name} `, "m"))
      }
      expect(screen).not.toContain("/quit")
      expect(screen).toMatch(/^› \/tree +navigate the session tree/m)
      term.type("re")
      screen = await term.waitFor(/^› \/resume +resume another session/m)
      expect(screen).toMatch(/^ {2}\/tree /m)
      expect(screen).not.toContain("/fork")
      // Tab completes the chosen command
      term.keys("Down", "Up", "Tab")
      await term.waitFor(/^│> \/resume +│$/m)
      // Esc closes the menu and leaves the text
      term.keys("Escape")
      await until(() => !/^› \/resume/m.test(term.screen()), "the menu is closed", term)
      expect(editorRows(term.screen())).toEqual(["/resume"])
      term.keys("C-u")

      // Enter runs the chosen command
      term.type("/hot")
      await term.waitFor(/^› \/hotkeys/m)
      term.keys("Enter")
      // printed into the transcript as pi prints it, the editor still there; PageUp reads its start
      screen = await term.waitFor("/tree and /resume list their own keys at the top.")
      expect(editorRows(screen)).toEqual([""])
      for (let page = 0; page < 4 && !term.screen().includes("Keyboard shortcuts and commands"); page++) {
        const before = term.screen()
        term.keys("PPage")
        await until(() => term.screen() !== before, "the transcript scrolls up", term)
      }
      screen = term.screen()
      expect(screen).toMatch(/^Keyboard shortcuts and commands$/m)
      expect(screen).toContain("Shift+Enter, Ctrl+J")
      expect(screen).toContain("Alt+Enter")

      // a command that takes an argument is completed for it, then runs with it
      term.type("/na")
      await term.waitFor(/^› \/name \[name\]/m)
      term.keys("Enter")
      await term.waitFor(/^│> \/name +│$/m)
      term.type("Project X")
      term.keys("Enter")
      await term.waitFor("Session name set: Project X")

      // unknown: refused, kept in the editor, never sent
      await term.enter("/bogus now")
      await term.waitFor("Unknown command /bogus: type / to see the commands, /hotkeys for the keys")
      expect(editorRows(term.screen())).toEqual(["/bogus now"])
      term.keys("C-u")
      // a path is a message
      await term.enter("/etc/hosts is mine")
      await term.waitFor("You said: /etc/hosts is mine")
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual(["/etc/hosts is mine"])
    } finally {
      term.close()
    }
  })
})

describe("the transcript", () => {
  it("renders Markdown, and says when it is scrolled up", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 120, rows: 30 })
    try {
      await term.waitFor("offline responder")
      // the offline responder says back what it is sent: Markdown in, rendered Markdown out
      term.type("Here is **bold** and `code`:")
      term.keys("C-j")
      term.type("- one")
      term.keys("C-j")
      term.type("- two")
      await term.waitFor("  - two")
      term.keys("Enter")
      const screen = await term.waitFor("• two")
      expect(screen).toContain("› Here is **bold** and `code`:")
      expect(screen).toMatch(/You said: Here is bold and code:$/m)
      expect(screen).toMatch(/^• one$/m)
      expect(term.screen({ escapes: true })).toMatch(/\u001b\[1mbold/)

      for (let i = 1; i <= 8; i++) {
        await term.enter(`message ${i}`)
        await term.waitFor(`You said: message ${i}`)
      }
      term.keys("PageUp")
      await term.waitFor(/↓ \d+ more lines below · PageDown scrolls back/)
      expect(term.screen()).not.toContain("You said: message 8")
      term.keys("PageDown", "PageDown", "PageDown")
      await until(() => !term.screen().includes("more lines below"), "scrolled back down", term)
      expect(term.screen()).toContain("You said: message 8")
    } finally {
      term.close()
    }
  })

  it("Ctrl+O expands tool output and a compaction; Ctrl+T hides and shows thinking", async () => {
    const { cwd, env, home } = workspace()
    const at = (n: number) => `2026-01-01T00:00:${String(n).padStart(2, "0")}.000Z`
    const entries = [
      { type: "session", version: 3, id: "s-1", timestamp: at(0), cwd },
      { type: "message", id: "u1", parentId: null, timestamp: at(1), message: { role: "user", content: "read it", timestamp: 1 } },
      {
        type: "message",
        id: "a1",
        parentId: "u1",
        timestamp: at(2),
        message: {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "I should look\nat the file" },
            { type: "toolCall", id: "t1", name: "read", arguments: { path: "a.ts" } }
          ],
          api: "x",
          provider: "p",
          model: "m",
          stopReason: "toolUse",
          timestamp: 2
        }
      },
      {
        type: "message",
        id: "r1",
        parentId: "a1",
        timestamp: at(3),
        message: {
          role: "toolResult",
          toolCallId: "t1",
          toolName: "read",
          content: [{ type: "text", text: Array.from({ length: 10 }, (_, i) => `out ${i + 1}`).join("\n") }],
          isError: false,
          timestamp: 3
        }
      },
      {
        type: "compaction",
        id: "c1",
        parentId: "r1",
        timestamp: at(4),
        summary: "## Goal\n\nFix the lexer.\n\n- kept: the tests",
        firstKeptEntryId: "r1",
        tokensBefore: 12000
      },
      { type: "message", id: "u2", parentId: "c1", timestamp: at(5), message: { role: "user", content: "go on", timestamp: 5 } }
    ]
    const file = path.join(home, "session.jsonl")
    fs.writeFileSync(file, entries.map((e) => JSON.stringify(e)).join("\n") + "\n")
    const term = Terminal.start(["--session", file], { cwd, env, columns: 100, rows: 40 })
    try {
      // collapsed, a read is its heading, as pi shows it, and the summary is rendered (no `## `),
      // its first lines; Ctrl+O shows what the read read and the whole summary
      let screen = await term.waitFor(/^\[compaction: 12k tokens\]\nGoal\nFix the lexer\.\n• kept: the tests *$/m)
      expect(screen).toMatch(/^read a\.ts$/m)
      expect(screen).toContain("∴ I should look")
      expect(screen).toContain("  at the file")
      expect(screen).not.toContain("## Goal")
      expect(screen).not.toContain("out 1")
      term.keys("C-o")
      screen = await term.waitFor("  out 10")
      expect(screen).toMatch(/^\[compaction: 12k tokens\]\nGoal\n *\nFix the lexer\.\n *\n• kept: the tests *$/m)
      expect(screen).toMatch(/^ {2}out 1$/m)
      term.keys("C-t")
      screen = await term.waitFor("∴ Thinking (2 lines, Ctrl+T shows it)")
      expect(screen).not.toContain("I should look")
      term.keys("C-t", "C-o")
      await term.waitFor("∴ I should look")
      await until(() => !term.screen().includes("out 1"), "the read folds away again", term)
    } finally {
      term.close()
    }
  })
})

describe("tool calls in the transcript", () => {
  /** The screen's rows with their colours (tmux's SGR sequences), by the text they show. */
  const coloured = (term: Terminal, text: string): string | undefined => {
    const plain = term.screen().split("\n")
    const escaped = term.screen({ escapes: true }).split("\n")
    const row = plain.findIndex((line) => line.includes(text))
    return row === -1 ? undefined : escaped[row]
  }

  it.scoped("an edit shows its coloured, numbered diff; a command its last lines, exit status and time, at 60 columns", () =>
    Effect.gen(function*() {
      const usage = { prompt: 10, completion: 5 }
      const provider = yield* FakeProviders.make([
        FakeProviders.chat({
          toolCalls: [{ id: "call_1", name: "edit", arguments: { path: "notes.md", edits: [{ oldText: "旧的一行 old", newText: "新的一行 new" }] } }],
          usage
        }),
        FakeProviders.chat({ toolCalls: [{ id: "call_2", name: "bash", arguments: { command: "seq 1 30; echo failed here; exit 3" } }], usage }),
        FakeProviders.chat({ text: ["All done."], usage })
      ])
      const { agentDir, cwd, env } = workspace()
      fs.mkdirSync(agentDir, { recursive: true })
      fs.writeFileSync(path.join(agentDir, "models.json"), JSON.stringify(RealPi.modelsJson(provider.url)))
      fs.writeFileSync(path.join(cwd, "notes.md"), "# Notes\n旧的一行 old\nthe end\n")
      const term = Terminal.start(["--model", "fake/fake-coder"], { cwd, env, columns: 60, rows: 50 })
      yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
      yield* Effect.promise(async () => {
        await term.waitFor("Enter sends")
        await term.enter("tidy the notes")
        const screen = await term.waitFor("All done.")
        expect(fs.readFileSync(path.join(cwd, "notes.md"), "utf8")).toBe("# Notes\n新的一行 new\nthe end\n")
        const rows = screen.split("\n")
        // the call as pi heads it, then its diff: numbered, removals red, additions green
        expect(rows).toContain("edit notes.md")
        const diff = rows.slice(rows.indexOf("edit notes.md") + 2, rows.indexOf("edit notes.md") + 6)
        expect(diff).toEqual(["   1 # Notes", "  -2 旧的一行 old", "  +2 新的一行 new", "   3 the end"])
        expect(coloured(term, "-2 旧的一行 old")).toContain("\u001b[31m-2 旧的一行 old")
        expect(coloured(term, "+2 新的一行 new")).toContain("\u001b[32m+2 新的一行 new")
        // the command, then the end of its output (the exit status), how many lines come before, and its time
        const at = rows.indexOf("$ seq 1 30; echo failed here; exit 3")
        expect(at).toBeGreaterThan(-1)
        // (a terminal may keep the spaces of a blank row: tmux trims them, a pseudo-terminal's screen not)
        expect(rows.slice(at + 2, at + 9).map((row) => row.trimEnd())).toEqual([
          "  … 29 earlier lines (Ctrl+O expands)",
          "  30",
          "  failed here",
          "",
          "",
          "  Command exited with code 3",
          expect.stringMatching(/^ {2}Took \d+\.\ds$/)
        ])
        expect(rows.filter((row) => /^ {2}(1|2|3)$/.test(row))).toEqual([])
        expect(rows.every((row) => stringWidth(row) <= 60)).toBe(true)
        // Ctrl+O shows the whole output
        term.keys("C-o")
        await term.waitFor(/^ {2}29$/m)
        expect(term.screen()).not.toContain("earlier lines")
      })
    }))

  it.scoped("a write shows its text highlighted, ten lines until Ctrl+O; a long CJK diff line wraps within 80 columns", () =>
    Effect.gen(function*() {
      const usage = { prompt: 10, completion: 5 }
      const script = ["import os", "# 你好，世界", ...Array.from({ length: 12 }, (_, i) => `step_${i + 1} = ${i + 1}`)].join("\n") + "\n"
      // 40 wide characters: 80 columns, more than the 78 beside the indent
      const long = "新" + "的".repeat(39)
      const provider = yield* FakeProviders.make([
        FakeProviders.chat({ toolCalls: [{ id: "call_1", name: "write", arguments: { path: "hello.py", content: script } }], usage }),
        FakeProviders.chat({ toolCalls: [{ id: "call_2", name: "edit", arguments: { path: "notes.md", edits: [{ oldText: "old", newText: long }] } }], usage }),
        FakeProviders.chat({ text: ["All done."], usage })
      ])
      const { agentDir, cwd, env } = workspace()
      fs.mkdirSync(agentDir, { recursive: true })
      fs.writeFileSync(path.join(agentDir, "models.json"), JSON.stringify(RealPi.modelsJson(provider.url)))
      fs.writeFileSync(path.join(cwd, "notes.md"), "# Notes\nold\n")
      const term = Terminal.start(["--model", "fake/fake-coder"], { cwd, env, columns: 80, rows: 50 })
      yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
      yield* Effect.promise(async () => {
        await term.waitFor("Enter sends")
        await term.enter("write the script")
        const screen = await term.waitFor("All done.")
        expect(fs.readFileSync(path.join(cwd, "hello.py"), "utf8")).toBe(script)
        expect(fs.readFileSync(path.join(cwd, "notes.md"), "utf8")).toBe(`# Notes\n${long}\n`)
        const rows = screen.split("\n")
        // the write: its heading, its first ten lines, how many more; Python's keywords coloured
        const at = rows.indexOf("write hello.py")
        expect(at).toBeGreaterThan(-1)
        expect(rows.slice(at + 1, at + 12)).toEqual([
          "  import os",
          "  # 你好，世界",
          ...Array.from({ length: 8 }, (_, i) => `  step_${i + 1} = ${i + 1}`),
          "  … 4 more lines, 14 total (Ctrl+O expands)"
        ])
        expect(coloured(term, "  import os")).toContain("\u001b[35mimport")
        // the diff's long line wraps under the indent, no wide character cut and no row too wide
        const plus = rows.findIndex((row) => row.startsWith("  +2 "))
        expect(rows.slice(plus - 1, plus + 2)).toEqual(["  -2 old", `  +2 ${long.slice(0, 37)}`, `  ${long.slice(37)}`])
        expect(rows.every((row) => stringWidth(row) <= 80)).toBe(true)
        // Ctrl+O shows the whole text written
        term.keys("C-o")
        await term.waitFor(/^ {2}step_12 = 12$/m)
        expect(term.screen()).not.toContain("more lines")
      })
    }))
})

describe("the queue", () => {
  it.scoped("shows every queued message; Alt+Up and Esc put them all back into the editor and say so", () =>
    Effect.gen(function*() {
      const { term } = yield* startOnStalledReply({ columns: 100, rows: 40 })
      yield* Effect.promise(async () => {
        await term.enter("greet me")
        await term.waitFor("streaming...")
        // Enter while the reply streams steers it
        await term.enter("first queued")
        await term.enter("second queued")
        let screen = await term.waitFor("Steering: second queued")
        expect(screen).toMatch(/^Steering: first queued$/m)
        // Alt+Up: back into the editor, the reply still coming
        term.keys("M-Up")
        screen = await term.waitFor("The 2 queued messages are back in the editor")
        expect(screen).not.toContain("Steering:")
        expect(editorRows(screen)).toEqual(["first queued", "", "second queued"])
        expect(screen).toContain("streaming...")
        term.keys("C-c")
        await until(() => editorRows(term.screen()).join("") === "", "the editor is empty", term)

        await term.enter("again")
        term.type("third, later")
        await term.waitFor("> third, later")
        term.keys("M-Enter")
        screen = await term.waitFor("Follow-up: third, later")
        expect(screen).toMatch(/^Steering: again$/m)
        // Esc aborts the reply and gives both back
        term.keys("Escape")
        await term.waitFor("(aborted)")
        screen = await term.waitFor("The 2 queued messages are back in the editor")
        expect(screen).not.toContain("Steering:")
        expect(screen).not.toContain("Follow-up:")
        expect(editorRows(screen)).toEqual(["again", "", "third, later"])
      })
    }))
})

describe("the session picker", () => {
  it("says how it sorts and filters, fits CJK names, and keeps the cursor in place after a delete", async () => {
    const { agentDir, cwd, env } = workspace()
    for (const text of ["alpha", "beta", "gamma"]) expect((await arbor(["-p", text], { agentDir, cwd })).code).toBe(0)
    const files = sessionFiles(agentDir)
    const cjkName = "中文名字的会话很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长"
    expect((await arbor(["name", files[0]!, cjkName], { agentDir, cwd })).code).toBe(0)
    const term = Terminal.start(["-r"], { cwd, env, columns: 80, rows: 30 })
    try {
      let screen = await term.waitFor("Sort: threaded · Show: all · Paths: hidden")
      screen = await term.waitFor("中文名字")
      // the CJK title is cut to fit; the count (system prompt, prompt, reply) and the age keep their place at the right
      const row = screen.split("\n").find((line) => line.includes("中文名字"))!
      expect(stringWidth(row)).toBeLessThanOrEqual(80)
      expect(row).toMatch(/…\s+3 (now|\d+m)$/)
      term.keys("C-s")
      await term.waitFor("Sort: recent · Show: all")
      term.keys("C-n")
      screen = await term.waitFor("Show: named only")
      expect(screen).not.toContain("gamma")
      term.keys("C-n", "C-p")
      await term.waitFor("Show: all · Paths: shown")
      term.keys("C-p")
      await term.waitFor("Paths: hidden")

      // newest first: gamma, beta, then the named one; delete beta, the cursor goes to the next
      screen = await term.waitFor(/› gamma/)
      term.keys("Down")
      await term.waitFor(/› beta/)
      term.keys("C-d")
      await term.waitFor("Delete session?")
      term.keys("Enter")
      screen = await term.waitFor("Session moved to trash")
      await term.waitFor(/› 中文名字/)
      expect(term.screen()).not.toContain("beta")
    } finally {
      term.close()
    }
  })
})

describe("models, thinking levels and shell commands", () => {
  it("Ctrl+L chooses a model, Shift+Tab and /thinking set the level, !cmd runs in the project; each is recorded as pi records it", async () => {
    const { agentDir, cwd, env } = workspace()
    fs.writeFileSync(path.join(cwd, "here.txt"), "")
    // a key makes Anthropic's models available (a new session would start on one: the offline
    // responder is asked for); nothing is sent to this address
    const term = Terminal.start(["--model", "offline"], {
      cwd,
      env: { ...env, ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: "http://127.0.0.1:9", OPENAI_API_KEY: "" },
      columns: 120,
      rows: 40
    })
    try {
      await term.waitFor("offline/offline (offline)")
      await term.enter("!ls; echo done-listing")
      // the command, then its output, in the transcript
      await term.waitFor(/^done-listing/m)
      expect(term.screen()).toMatch(/^\$ ls; echo done-listing/m)
      expect(term.screen()).toMatch(/^here\.txt/m)
      await term.enter("!!echo private")
      await term.waitFor("(not sent to the model)")

      term.keys("C-l")
      await term.waitFor("Select a model")
      term.type("sonnet-4-5")
      await term.waitFor("› anthropic/claude-sonnet-4-5")
      term.keys("Enter")
      await term.waitFor("Model: anthropic/claude-sonnet-4-5 · thinking off")
      term.keys("BTab")
      await term.waitFor("Thinking level: minimal")
      await term.waitFor("anthropic/claude-sonnet-4-5 · thinking minimal")
      await term.enter("/thinking high")
      await term.waitFor("Thinking level: high")
      await term.enter("/thinking ultra")
      await term.waitFor("Unknown thinking level ultra; anthropic/claude-sonnet-4-5 takes off, minimal, low, medium, high")
      await term.enter("/model offline/offline")
      await term.waitFor("Model: offline/offline")
      // pi writes a session once it has a reply
      await term.enter("thanks")
      await term.waitFor("You said: thanks")
      term.keys("C-d")
      await term.waitForExit()
    } finally {
      term.close()
    }
    const [file] = sessionFiles(agentDir)
    const entries = fs.readFileSync(file as string, "utf8").trimEnd().split("\n").map((l) => JSON.parse(l))
    const recorded = entries.flatMap((e) =>
      e.type === "model_change"
        ? [`model ${e.provider}/${e.modelId}`]
        : e.type === "thinking_level_change"
        ? [`thinking ${e.thinkingLevel}`]
        : e.type === "message" && e.message.role === "bashExecution"
        ? [`$ ${e.message.command} → ${e.message.exitCode}${e.message.excludeFromContext === true ? " (excluded)" : ""}`]
        : []
    )
    expect(recorded).toEqual([
      "model offline/offline",
      "thinking off",
      "$ ls; echo done-listing → 0",
      "$ echo private → 0 (excluded)",
      "model anthropic/claude-sonnet-4-5",
      "thinking minimal",
      "thinking high",
      "model offline/offline",
      "thinking off"
    ])
  })
})
