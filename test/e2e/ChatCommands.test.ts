/**
 * The chat's commands beyond the session tree, in a real terminal (support/Terminal), as a
 * person uses them: the command menu and its count, `/export` writing the page and the branch,
 * `/copy` reaching a clipboard program and the terminal (OSC 52), `/settings` changing a
 * setting that the next run still has, `/reload` recording changed instruction files, `/trust` saving a decision,
 * `/import` copying a session file in and continuing it, and Shift+L labelling the entry a `/tree` search found.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Context from "../../src/domain/context/Context.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import { load, sessionFiles, userTexts, workspace } from "../support/Chats.js"
import { scratchDir } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const OFFLINE = "[offline] Arbor has no model configured; this is the offline responder. You said: "

const until = async (check: () => boolean, what: string, term: Terminal, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}; the screen:\n${term.screen()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts the chat in a fresh workspace and sends one message, waiting for the offline reply. */
const chatWithReply = async (message: string, extraEnv: Record<string, string> = {}, columns = 120) => {
  const space = workspace()
  const term = Terminal.start([], { cwd: space.cwd, env: { ...space.env, ...extraEnv }, columns, rows: 40 })
  await term.waitFor("offline responder")
  await term.enter(message)
  await term.waitFor(`You said: ${message}`)
  return { ...space, term }
}

describe("the command menu", () => {
  it("says which command is chosen of how many when not all fit, as pi's does", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 40 })
    try {
      await term.waitFor("offline responder")
      term.type("/")
      let screen = await term.waitFor(/^ {2}\(1\/19\)$/m)
      // the count is the line under the menu's rows, above the editor
      const lines = screen.split("\n")
      const count = lines.indexOf("  (1/19)")
      expect(lines[count - 1]).toMatch(/^ {2}\/thinking /)
      expect(lines[count + 1]).toMatch(/^╭/)
      term.keys("Up")
      screen = await term.waitFor(/^ {2}\(19\/19\)$/m)
      expect(screen).toMatch(/^› \/quit +quit Arbor/m)
      // two matches fit: no count
      term.keys("C-u")
      term.type("/re")
      screen = await term.waitFor(/^› \/resume/m)
      expect(screen).not.toMatch(/\(\d+\/\d+\)/)
    } finally {
      term.close()
    }
  })
})

describe("/export", () => {
  it("writes the HTML page to the working directory by default, and the active branch to a .jsonl path", async () => {
    // wide enough for the status line's long path
    const { agentDir, cwd, term } = await chatWithReply("export me", {}, 220)
    try {
      const [file] = sessionFiles(agentDir)
      const page = path.join(cwd, `arbor-session-${path.basename(file!, ".jsonl")}.html`)
      await term.enter("/export")
      await term.waitFor(`Session exported to: ${page}`)
      const html = fs.readFileSync(page, "utf8")
      expect(html.slice(0, 15).toLowerCase()).toBe("<!doctype html>")
      expect(html).toContain("export me")

      await term.enter("/export \"out dir.jsonl\"")
      await term.waitFor(`Session exported to: ${path.join(cwd, "out dir.jsonl")}`)
      const exported = fs.readFileSync(path.join(cwd, "out dir.jsonl"), "utf8")
      const stored = load(file!)
      expect(exported).toBe(`${[stored.header!.text, ...SessionTree.branch(stored.tree).map((e) => e.text)].join("\n")}\n`)

      await term.enter("/export no-such-dir/x.html")
      await term.waitFor(/Failed to export session: .*no-such-dir/)
    } finally {
      term.close()
    }
  })
})

describe("/copy", () => {
  it("puts the last answer on the clipboard: the X11 clipboard program, and OSC 52 to the terminal", async () => {
    // a real xclip stand-in on the PATH: it keeps what it reads
    const bin = scratchDir()
    const kept = path.join(bin, "clipboard.txt")
    fs.writeFileSync(path.join(bin, "xclip"), `#!/bin/sh\n[ "$1 $2" = "-selection clipboard" ] || exit 2\ncat > '${kept}'\n`, { mode: 0o755 })
    const { term } = await chatWithReply("copy me", { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`, DISPLAY: ":77" })
    const recorded = path.join(scratchDir(), "bytes")
    try {
      term.record(recorded)
      await term.enter("/copy")
      await term.waitFor("Copied last agent message to clipboard")
      expect(fs.readFileSync(kept, "utf8")).toBe(`${OFFLINE}copy me`)
      await until(() => fs.existsSync(recorded) && fs.readFileSync(recorded, "utf8").includes("\u001b]52;c;"), "OSC 52 is written", term)
      expect(fs.readFileSync(recorded, "utf8")).toContain(`\u001b]52;c;${Buffer.from(`${OFFLINE}copy me`).toString("base64")}\u0007`)
    } finally {
      term.close()
    }
  })

  it("says so when there is no answer yet", async () => {
    const { cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      await term.enter("/copy")
      await term.waitFor("No agent messages to copy yet.")
    } finally {
      term.close()
    }
  })
})

describe("/import", () => {
  it("asks first, then copies the file beside the sessions (its id kept, never over one) and continues it", async () => {
    // a session from elsewhere: written by a first run, then brought into the working directory
    const first = await chatWithReply("from another machine", {}, 220)
    const { agentDir, cwd, env } = first
    await first.term.enter("/quit")
    await until(() => first.term.exited(), "the first run quits", first.term)
    first.term.close()
    const [original] = sessionFiles(agentDir)
    const name = path.basename(original!)
    const bytes = fs.readFileSync(original!)
    fs.copyFileSync(original!, path.join(cwd, name))

    const term = Terminal.start([], { cwd, env, columns: 220, rows: 40 })
    try {
      await term.waitFor("offline responder")
      // the command alone, as typed: it runs, and says what it takes
      await term.enter("/import")
      await term.waitFor("Usage: /import <path.jsonl>")
      await term.enter(`/import ${name}`)
      await term.waitFor(`Replace current session with ${name}?`)
      term.keys("Down", "Enter")
      await term.waitFor("Import cancelled")
      await term.enter("/import nowhere.jsonl")
      await term.waitFor(/^› Yes$/m)
      term.keys("Enter")
      await term.waitFor(`Failed to import session: File not found: ${path.join(cwd, "nowhere.jsonl")}`)
      fs.writeFileSync(path.join(cwd, "notes.jsonl"), "{\"type\":\"message\"}\n")
      await term.enter("/import notes.jsonl")
      await term.waitFor(/^› Yes$/m)
      term.keys("Enter")
      await term.waitFor(`Failed to import session: ${path.join(cwd, "notes.jsonl")}: not a pi session (no session header)`)
      expect(sessionFiles(agentDir)).toEqual([original])

      await term.enter(`/import ${name}`)
      await term.waitFor(/^› Yes$/m)
      term.keys("Enter")
      await term.waitFor(`Session imported from: ${name}`)
      await term.waitFor("You said: from another machine")
      // its own name is taken by the original: the copy is <name>-1.jsonl, the same bytes
      const copy = original!.replace(/\.jsonl$/, "-1.jsonl")
      expect([...sessionFiles(agentDir)].sort()).toEqual([original, copy].sort())
      expect(fs.readFileSync(copy)).toEqual(bytes)
      expect(load(copy).header!.value.id).toBe(load(original!).header!.value.id)

      // the chat continues the copy; the original stays as it was
      await term.enter("after the import")
      await term.waitFor("You said: after the import")
      expect(userTexts(copy)).toEqual(["from another machine", "after the import"])
      expect(fs.readFileSync(original!)).toEqual(bytes)
    } finally {
      term.close()
    }
  })
})

describe("/scoped-models", () => {
  it("Ctrl+P cycles through the enabledModels setting's models; /scoped-models changes the cycle at once and Ctrl+S saves it", async () => {
    const { agentDir, cwd, env } = workspace()
    fs.mkdirSync(agentDir, { recursive: true })
    const settingsFile = path.join(agentDir, "settings.json")
    fs.writeFileSync(settingsFile, JSON.stringify({ theme: "dark", enabledModels: ["claude-haiku-4-5", "anthropic/claude-sonnet-4-5"] }))
    // a key makes Anthropic's models available; nothing is sent to this address
    const term = Terminal.start(["--model", "anthropic/claude-sonnet-4-5"], {
      cwd,
      env: { ...env, ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: "http://127.0.0.1:9", OPENAI_API_KEY: "" },
      columns: 140,
      rows: 40
    })
    try {
      await term.waitFor("anthropic/claude-sonnet-4-5")
      // the setting's order: haiku, then sonnet, and round again
      term.keys("C-p")
      await term.waitFor("Model: anthropic/claude-haiku-4-5")
      term.keys("C-p")
      await term.waitFor("Model: anthropic/claude-sonnet-4-5")

      await term.enter("/scoped-models")
      let screen = await term.waitFor(/2\/\d+ enabled/)
      expect(screen).toMatch(/^› ✓ anthropic\/claude-haiku-4-5$/m)
      expect(screen).toMatch(/^ {2}✓ anthropic\/claude-sonnet-4-5$/m)
      term.type("opus-4-1")
      await term.waitFor(/^› {3}anthropic\/claude-opus-4-1$/m)
      term.keys("Enter")
      screen = await term.waitFor(/3\/\d+ enabled \(unsaved\)/)
      expect(screen).toMatch(/^› ✓ anthropic\/claude-opus-4-1$/m)
      term.keys("C-s")
      await term.waitFor("Model selection saved to settings")
      expect(JSON.parse(fs.readFileSync(settingsFile, "utf8"))).toEqual({
        theme: "dark",
        enabledModels: ["anthropic/claude-haiku-4-5", "anthropic/claude-sonnet-4-5", "anthropic/claude-opus-4-1"]
      })
      term.keys("Escape")
      await until(() => !term.screen().includes("Alt+↑/↓ reorder"), "the list closes", term)
      // the new cycle applies at once: sonnet, then opus, then haiku
      term.keys("C-p")
      await term.waitFor("Model: anthropic/claude-opus-4-1")
      term.keys("C-p")
      await term.waitFor("Model: anthropic/claude-haiku-4-5")
    } finally {
      term.close()
    }
  })
})

describe("/settings", () => {
  it("changes a setting for this session and the next: written to the global settings.json, other keys kept", async () => {
    const { agentDir, cwd, env } = workspace()
    fs.mkdirSync(agentDir, { recursive: true })
    const settingsFile = path.join(agentDir, "settings.json")
    fs.writeFileSync(settingsFile, JSON.stringify({ theme: "dark", compaction: { reserveTokens: 1000 } }))
    let term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
    try {
      await term.waitFor("offline responder")
      await term.enter("/settings")
      let screen = await term.waitFor(/^› Auto-compact +true$/m)
      expect(screen).toMatch(/^ {2}Follow-up mode +one-at-a-time$/m)
      expect(screen).toContain(`Settings file      ${settingsFile}`)
      term.keys("Enter")
      await term.waitFor("Auto-compact: false")
      await term.waitFor(/^› Auto-compact +false$/m)
      term.keys("Down", "Down", "Space")
      await term.waitFor(/^› Follow-up mode +all$/m)
      expect(JSON.parse(fs.readFileSync(settingsFile, "utf8"))).toEqual({
        theme: "dark",
        compaction: { reserveTokens: 1000, enabled: false },
        followUpMode: "all"
      })
      term.keys("Escape")
      await until(() => !term.screen().includes("Auto-compact "), "the settings close", term)
      term.close()

      // the next run has them
      term = Terminal.start([], { cwd, env, columns: 100, rows: 30 })
      await term.waitFor("offline responder")
      await term.enter("/settings")
      screen = await term.waitFor(/^› Auto-compact +false$/m)
      expect(screen).toMatch(/^ {2}Follow-up mode +all$/m)
    } finally {
      term.close()
    }
  })
})

describe("/reload", () => {
  it("reads AGENTS.md again: the system prompt's changed section is recorded, and nothing when none changed", async () => {
    const { agentDir, cwd, term } = await chatWithReply("before")
    try {
      const file = sessionFiles(agentDir)[0]!
      const systemMessages = () =>
        SessionTree.branch(load(file).tree).flatMap((e) => (e.type === "message" && e.role === "system" ? [e.value.message as Json.JsonObject] : []))
      expect(systemMessages()).toHaveLength(1)
      expect(Object.keys(systemMessages()[0]!.sections as object)).not.toContain("context")
      fs.writeFileSync(path.join(cwd, "AGENTS.md"), "Always answer in French.\n")
      await term.enter("/reload")
      await term.waitFor("Reloaded context files; the system prompt's context section changed")
      const [, patch] = systemMessages()
      expect(patch!.sections).toEqual({ context: `# Project instructions\n\n## ${path.join(cwd, "AGENTS.md")}\n\nAlways answer in French.` })
      // the prompt the next request gets has it
      const checkpoint = Context.systemCheckpoint(systemMessages())!
      expect((checkpoint.sections as Record<string, string>).context).toContain("Always answer in French.")
      await term.enter("/reload")
      await term.waitFor("Reloaded context files; the system prompt is unchanged")
      expect(systemMessages()).toHaveLength(2)
    } finally {
      term.close()
    }
  })
})

describe("/trust", () => {
  it("saves the decision in trust.json for the next start, and marks it when asked again", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env, columns: 160, rows: 30 })
    try {
      await term.waitFor("offline responder")
      const folder = fs.realpathSync(cwd)
      await term.enter("/trust")
      await term.waitFor(`Trust ${folder}? (read at the next start)`)
      term.keys("Down", "Down")
      await term.waitFor(/^› Do not trust it$/m)
      term.keys("Enter")
      await term.waitFor("Saved trust decision: untrusted. Restart Arbor for this to take effect.")
      expect(JSON.parse(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8"))).toEqual({ [folder]: false })
      await term.enter("/trust")
      await term.waitFor(/^› Do not trust it {2}\(saved\)$/m)
      term.keys("Escape")
    } finally {
      term.close()
    }
  })
})

describe("/tree", () => {
  it("Shift+L after a search labels the entry found, as in pi", async () => {
    const { agentDir, term } = await chatWithReply("alpha question")
    try {
      await term.enter("beta question")
      await term.waitFor("You said: beta question")
      await term.enter("/tree")
      await term.waitFor("Session Tree")
      term.type("alpha")
      await term.waitFor("Type to search: alpha")
      term.keys("L")
      await term.waitFor("Label (empty to remove):")
      expect(term.screen()).toContain("Type to search: alpha")
      term.type("first")
      term.keys("Enter")
      await until(() => !term.screen().includes("Label (empty to remove):"), "the label is saved", term)
      const { tree } = load(sessionFiles(agentDir)[0]!)
      const labelled = SessionTree.branch(tree).filter((e) => e.id !== undefined && SessionTree.label(tree, e.id) !== undefined)
      // the entry the search selected (the question or its answer), not one of the beta exchange
      expect(labelled.map((e) => SessionTree.label(tree, e.id!))).toEqual(["first"])
      expect(JSON.stringify(labelled[0]!.value)).toContain("alpha question")
    } finally {
      term.close()
    }
  })
})
