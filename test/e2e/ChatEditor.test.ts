/**
 * pi's editor keys in the chat, in a real terminal (support/Terminal): prompt history on Up,
 * undo, paste folding, `@file` completion, Ctrl+G's external editor and Ctrl+Z's suspend.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { sessionFiles, userTexts, workspace } from "../support/Chats.js"
import { arborBin } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const PLACEHOLDER = /^ ?(Enter sends|Esc aborts) · .*/

/** The text in the editor's rows, without the borders, the prompt and the placeholder of an empty editor. */
const editorRows = (screen: string): ReadonlyArray<string> => {
  const lines = screen.split("\n")
  let top = -1
  lines.forEach((line, i) => {
    if (line.startsWith("╭")) top = i
  })
  const bottom = lines.findIndex((line, i) => i > top && line.startsWith("╰"))
  if (top === -1 || bottom === -1) return []
  const rows = lines.slice(top + 1, bottom).map((line) => line.slice(3, -1).trimEnd())
  return rows.length === 1 && PLACEHOLDER.test(rows[0]!) ? [""] : rows
}

/** Waits until the editor holds exactly `rows`. */
const editorShows = async (term: Terminal, rows: ReadonlyArray<string>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (JSON.stringify(editorRows(term.screen())) !== JSON.stringify(rows)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the editor to hold ${JSON.stringify(rows)}; the screen:\n${term.screen()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("the chat's editor keys from pi", () => {
  it("Up on the empty editor brings back the messages sent, Down goes back; a continued session's messages too", async () => {
    const { agentDir, cwd, env } = workspace()
    let term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      await term.enter("first message")
      await term.waitFor("You said: first message")
      await term.enter("second message")
      await term.waitFor("You said: second message")
      term.keys("Up")
      await editorShows(term, ["second message"])
      term.keys("Up")
      await editorShows(term, ["first message"])
      term.keys("Down")
      await editorShows(term, ["second message"])
      term.keys("Down")
      await editorShows(term, [""])
      term.keys("Up")
      await editorShows(term, ["second message"])
      // as in pi, an older entry comes with the cursor at its start
      term.keys("End")
      term.type(" again")
      await editorShows(term, ["second message again"])
      term.keys("Enter")
      await term.waitFor(/You said: second message\s+again/)
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual(["first message", "second message", "second message again"])
    } finally {
      term.close()
    }
    term = Terminal.start(["-c"], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor(/You said: second message\s+again/)
      term.keys("Up")
      await editorShows(term, ["second message again"])
      term.keys("Up")
      await editorShows(term, ["second message"])
    } finally {
      term.close()
    }
  })

  it("Ctrl+- undoes the last edits: a cut, then a word typed", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("hello")
      await editorShows(term, ["hello"])
      term.type(" brave")
      await editorShows(term, ["hello brave"])
      term.type(" world")
      await editorShows(term, ["hello brave world"])
      term.keys("C-w")
      await editorShows(term, ["hello brave"])
      term.keys("C-u")
      await editorShows(term, [""])
      // Ctrl+- reaches the program as 0x1f (tmux's C-_)
      term.keys("C-_")
      await editorShows(term, ["hello brave"])
      term.keys("C-_")
      await editorShows(term, ["hello brave world"])
      term.keys("C-_")
      await editorShows(term, ["hello brave"])
      term.keys("C-_")
      await editorShows(term, ["hello"])
    } finally {
      term.close()
    }
  })

  it("Alt+Y after Ctrl+Y turns the kill ring: the text deleted before in place of the one pasted", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("red green blue")
      await editorShows(term, ["red green blue"])
      term.keys("C-w")
      await editorShows(term, ["red green"])
      term.type("x")
      await editorShows(term, ["red green x"])
      // two deletions one after another are one entry: "green x"
      term.keys("C-w")
      await editorShows(term, ["red green"])
      term.keys("C-w")
      await editorShows(term, ["red"])
      term.type("(")
      await editorShows(term, ["red ("])
      term.keys("C-y")
      await editorShows(term, ["red (green x"])
      term.keys("M-y")
      await editorShows(term, ["red (blue"])
      term.keys("M-y")
      await editorShows(term, ["red (green x"])
    } finally {
      term.close()
    }
  })

  it("Ctrl+] then a character jumps to it; Ctrl+Alt+] backward", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("alpha beta gamma")
      await editorShows(term, ["alpha beta gamma"])
      term.keys("Home")
      term.keys("C-]")
      term.type("g")
      term.type("X")
      await editorShows(term, ["alpha beta Xgamma"])
      term.keys("C-M-]")
      term.type("a")
      term.type("Y")
      await editorShows(term, ["alpha betYa Xgamma"])
    } finally {
      term.close()
    }
  })

  it("a paste of 31 lines shows as [paste #1 +31 lines] and is sent whole", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      const pasted = Array.from({ length: 31 }, (_, i) => `pasted line ${i + 1}`).join("\n")
      term.type("look: ")
      await editorShows(term, ["look:"])
      term.paste(pasted)
      await editorShows(term, ["look: [paste #1 +31 lines]"])
      term.keys("Enter")
      // the reply repeats the message, its last line at the bottom of the transcript
      await term.waitFor(/pasted line 31\n\n╭/)
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual([`look: ${pasted}`])
    } finally {
      term.close()
    }
  })

  it("@ offers the files under the working directory that match, not the ignored ones; Tab completes", async () => {
    const { cwd, env } = workspace()
    for (
      const [rel, text] of [[".gitignore", "build/\n"], ["notes/plan.md", "# plan"], ["notes/old-plan.txt", ""], ["build/plan.js", ""], ["src/app.ts", ""]]
    ) {
      fs.mkdirSync(path.dirname(path.join(cwd, rel!)), { recursive: true })
      fs.writeFileSync(path.join(cwd, rel!), text!)
    }
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("read @plan")
      const screen = await term.waitFor("› notes/plan.md")
      expect(screen).toContain("  notes/old-plan.txt")
      expect(screen).not.toContain("build/plan.js")
      term.keys("Tab")
      await editorShows(term, ["read @notes/plan.md"])
      expect(term.screen()).not.toContain("notes/old-plan.txt")
    } finally {
      term.close()
    }
  })

  it("Ctrl+G edits the message in $VISUAL, the terminal handed over in cooked mode; a failing editor changes nothing", async () => {
    const { agentDir, cwd, env, home } = workspace()
    // an editor that asks on the terminal for a line (only a cooked terminal ends it at Enter) and adds it
    const editor = path.join(home, "edit.sh")
    fs.writeFileSync(
      editor,
      "#!/bin/sh\nprintf 'line to add? '\nread -r extra\n[ \"$extra\" = fail ] && exit 3\nprintf '\\n%s\\n' \"$extra\" >> \"$1\"\n",
      { mode: 0o755 }
    )
    const term = Terminal.start([], { cwd, env: { ...env, VISUAL: editor, EDITOR: "false" }, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("draft")
      await editorShows(term, ["draft"])
      term.keys("C-g")
      await term.waitFor(`Editing the message in ${editor}`)
      await term.waitFor("line to add?")
      term.type("fail")
      term.keys("Enter")
      await term.waitFor("External editor exited with code 3; prompt unchanged")
      await editorShows(term, ["draft"])
      term.keys("C-g")
      await term.waitFor("line to add?")
      term.type("second line")
      term.keys("Enter")
      await editorShows(term, ["draft", "second line"])
      // the chat is drawn whole again, the editor's lines gone
      expect(term.screen()).not.toContain("line to add?")
      term.keys("Enter")
      await term.waitFor(/You said: draft\s+second line/)
      const [file] = sessionFiles(agentDir)
      expect(userTexts(file!)).toEqual(["draft\nsecond line"])
    } finally {
      term.close()
    }
  })

  it("Ctrl+Z stops the chat (SIGTSTP) to the shell; fg brings it back drawn whole, keys read again", async () => {
    const { cwd, env } = workspace()
    // an interactive shell with job control, keeping no history file in the workspace
    const term = Terminal.run(["bash", "--norc", "--noprofile", "+o", "history", "-i"], {
      cwd,
      env: { ...env, PS1: "shell$ ", CI: "true" },
      columns: 100,
      rows: 30
    })
    try {
      await term.waitFor("shell$")
      term.type(`${process.execPath} ${arborBin}`)
      term.keys("Enter")
      await term.waitFor("offline responder")
      term.type("draft")
      await editorShows(term, ["draft"])
      term.keys("C-z")
      const stopped = await term.waitFor(/Stopped.*\n(.*\n)*shell\$/)
      expect(stopped).not.toContain("offline responder")
      term.type("jobs")
      term.keys("Enter")
      await term.waitFor(/\[1\]\+\s+Stopped.*\n(.*\n)*shell\$ jobs\n\[1\]\+\s+Stopped/)
      term.type("fg")
      term.keys("Enter")
      await term.waitFor("offline responder")
      await editorShows(term, ["draft"])
      expect(term.screen()).not.toContain("Stopped")
      term.type(" more")
      await editorShows(term, ["draft more"])
      // quit to the shell, so that nothing writes into the workspace while it is removed
      term.keys("C-c")
      await editorShows(term, [""])
      term.keys("C-d")
      await term.waitFor(/^shell\$ *$/m)
    } finally {
      term.close()
    }
  })

  it("Ctrl+Z where no shell with job control runs the chat (a tmux pane's own program) says so and goes on", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      term.type("draft")
      await editorShows(term, ["draft"])
      term.keys("C-z")
      await term.waitFor("Ctrl+Z needs a shell with job control: start arbor from one")
      term.type(" more")
      await editorShows(term, ["draft more"])
    } finally {
      term.close()
    }
  })

  it("Ctrl+V pastes a clipboard image as the path of a file holding it; without a display or a tool it says so", async () => {
    const { cwd, env, home } = workspace()
    // xclip as X11 has it: the clipboard's types, then the image's bytes
    const bin = path.join(home, "bin")
    const tmp = path.join(home, "tmp")
    fs.mkdirSync(bin)
    fs.mkdirSync(tmp)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 255])
    fs.writeFileSync(path.join(home, "clip.png"), png)
    fs.writeFileSync(
      path.join(bin, "xclip"),
      `#!/bin/sh\ncase "$*" in\n  *TARGETS*) printf 'TARGETS\\nimage/png\\nUTF8_STRING\\n' ;;\n  *image/png*) cat ${home}/clip.png ;;\n  *) printf text ;;\nesac\n`,
      { mode: 0o755 }
    )
    const cases = [
      { env: { DISPLAY: ":99", WAYLAND_DISPLAY: "", PATH: `${bin}:${process.env.PATH}`, TMPDIR: tmp }, expect: "image" },
      { env: { DISPLAY: "", WAYLAND_DISPLAY: "" }, expect: "Ctrl+V reads the clipboard of a Wayland or X11 session, and there is none here" },
      {
        env: { DISPLAY: ":99", WAYLAND_DISPLAY: "", PATH: path.join(home, "empty") },
        expect: "Ctrl+V reads the clipboard with wl-paste (Wayland) or xclip (X11), and neither is installed"
      }
    ]
    for (const each of cases) {
      const term = Terminal.start([], { cwd, env: { ...env, ...each.env }, columns: 160, rows: 30 })
      try {
        await term.waitFor("offline responder")
        term.type("look:")
        await editorShows(term, ["look:"])
        term.keys("C-v")
        if (each.expect !== "image") {
          await term.waitFor(each.expect)
          await editorShows(term, ["look:"])
          continue
        }
        const screen = await term.waitFor(/look:\S+\.png/)
        const file = /look:(\S+\.png)/.exec(screen)![1]!
        expect(path.dirname(file)).toBe(tmp)
        expect(path.basename(file)).toMatch(/^arbor-clipboard-[0-9a-f-]{36}\.png$/)
        expect(fs.readFileSync(file)).toEqual(png)
      } finally {
        term.close()
      }
    }
  })
})
