/**
 * The interactive mode end to end, in a real pseudo-terminal (support/Terminal): the built `arbor` on a fresh
 * agent directory with no model configured (the offline responder), driven by keys.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import { load, sessionFiles, startOnStalledReply, userTexts, workspace } from "../support/Chats.js"
import { tempDir } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

describe("interactive mode in a terminal", () => {
  it("chats, navigates /tree with a summary, forks, clones, resumes, and continues after a restart", async () => {
    const { agentDir, cwd, env } = workspace()
    const say = async (term: Terminal, text: string) => {
      await term.enter(text)
      await term.waitFor(`You said: ${text}`)
    }
    const command = async (term: Terminal, text: string, expect: string | RegExp) => {
      await term.enter(text)
      return term.waitFor(expect)
    }
    /** The session file the chat is on, as /session prints it (wrapped when longer than a line). */
    const fileShown = async (term: Terminal) => {
      const lines = (await command(term, "/session", /^ID: /m)).split("\n")
      const last = (prefix: string) => lines.map((line) => line.startsWith(prefix)).lastIndexOf(true)
      return lines.slice(last("File:"), last("ID: ")).join("").replace(/^File:\s*/, "")
    }

    let term = Terminal.start([], { cwd, env })
    try {
      await term.waitFor("offline responder")
      // three turns
      await say(term, "first question")
      await say(term, "second question")
      await say(term, "third question")
      const [original] = sessionFiles(agentDir)
      expect(original).toBeDefined()
      const file = original as string

      // /tree: user messages only, up to the second question, summarize the branch left
      await command(term, "/tree", "Session Tree")
      term.keys("C-u")
      await term.waitFor("[user]")
      term.keys("Up")
      await term.waitFor(/› .*user: second question/)
      term.keys("Enter")
      await term.waitFor("Summarize branch?")
      term.keys("Down")
      term.keys("Enter")
      await term.waitFor("Navigated to selected point")
      // the editor holds the message navigated to; replace it and continue on the new branch
      await term.waitFor("> second question")
      term.keys("C-u")
      await say(term, "second again")
      let tree = load(file).tree
      expect(SessionTree.entries(tree).some((e) => e.type === "branch_summary")).toBe(true)
      expect(userTexts(file)).toEqual(["first question", "second again"])
      // the screen shows the new branch, not the abandoned one (its summary may name it)
      expect(term.screen()).not.toMatch(/^› third question/m)

      // /fork before "third question" (every user message of the file is offered)
      await command(term, "/fork", "Fork from a user message")
      term.keys("Up")
      await term.waitFor(/› third question/)
      term.keys("Enter")
      await term.waitFor("Forked to new session")
      await term.waitFor("> third question")
      term.keys("C-u")
      expect(sessionFiles(agentDir)).toHaveLength(2)
      const forked = sessionFiles(agentDir).find((f) => f !== file) as string
      expect(userTexts(forked)).toEqual(["first question", "second question"])
      expect(load(forked).header?.value.parentSession).toBe(file)

      // /clone the fork
      await command(term, "/clone", "Cloned to new session")
      expect(sessionFiles(agentDir)).toHaveLength(3)

      // /resume the original: search for text only it has
      await command(term, "/resume", "Resume Session (Current Folder)")
      term.type("again")
      await term.waitFor(/› .*first question/)
      term.keys("Enter")
      await term.waitFor("Resumed session")
      expect(await fileShown(term)).toBe(file)

      // /tree to the first reply without a summary: a durable move
      await command(term, "/tree", "Session Tree")
      term.type("said first")
      await term.waitFor(/› .*assistant: .*You said: first question/)
      term.keys("Enter")
      await term.waitFor("Summarize branch?")
      term.keys("Enter")
      await term.waitFor("Navigated to selected point")
      tree = load(file).tree
      const leaf = SessionTree.leafId(tree)
      expect(SessionTree.leafEntry(tree)?.role).toBe("assistant")
      await command(term, "/quit", "")
      await term.waitForExit()
      term.close()

      // a restart with -c finds the same session and the same leaf
      term = Terminal.start(["-c"], { cwd, env })
      await term.waitFor("You said: first question")
      expect(term.screen()).not.toContain("second again")
      expect(await fileShown(term)).toBe(file)
      expect(SessionTree.leafId(load(file).tree)).toBe(leaf)
      await say(term, "after restart")
      expect(userTexts(file)).toEqual(["first question", "after restart"])
      term.keys("C-d")
      await term.waitForExit()
    } finally {
      term.close()
    }
  })

  it("shows /session, names the session, labels from /tree, takes multi-line messages, quits with Ctrl+C twice", async () => {
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start([], { cwd, env })
    try {
      await term.waitFor("offline responder")
      await term.enter("hello there")
      await term.waitFor("You said: hello there")
      await term.enter("/name  My  session ")
      await term.waitFor("Session name set: My  session")
      await term.enter("/session")
      const screen = await term.waitFor("Session Info")
      expect(screen).toContain("Name: My  session")
      expect(screen).toMatch(/User: 1/)
      expect(screen).toMatch(/Assistant: 1/)
      term.keys("Escape")
      await term.waitFor("hello there")
      // a label set from the tree selector
      await term.enter("/tree")
      await term.waitFor("Session Tree")
      term.keys("L")
      await term.waitFor("Label (empty to remove):")
      term.type("checkpoint")
      await term.waitFor("Label (empty to remove): checkpoint")
      term.keys("Enter")
      await term.waitFor(/› .*\[checkpoint\] assistant: /)
      const [file] = sessionFiles(agentDir)
      expect(SessionTree.labels(load(file as string).tree).map(([, label]) => label.label)).toEqual(["checkpoint"])
      term.keys("Escape")
      await term.waitFor("hello there")
      // /compact on a session this small says so
      await term.enter("/compact")
      await term.waitFor("Nothing to compact (session too small)")
      // a multi-line message: Shift+Enter and Ctrl+J break the line, as in pi
      term.type("line one")
      await term.waitFor("> line one")
      term.keys("S-Enter")
      term.type("line two")
      await term.waitFor("  line two")
      term.keys("C-j")
      term.type("line three")
      await term.waitFor("  line three")
      term.keys("Enter")
      await term.waitFor("You said: line one")
      expect(userTexts(file as string).at(-1)).toBe("line one\nline two\nline three")
      term.keys("C-c")
      await term.waitFor("Press Ctrl+C again to exit")
      term.keys("C-c")
      await term.waitForExit()
    } finally {
      term.close()
    }
  })

  it.scoped("Esc aborts a streaming reply and keeps what was said (fake Anthropic server)", () =>
    Effect.gen(function*() {
      const { provider, agentDir, term } = yield* startOnStalledReply()
      yield* Effect.promise(async () => {
        const footer = await term.waitFor("anthropic/claude-sonnet-4-5")
        expect(footer).not.toContain("offline")
        await term.enter("greet me")
        await term.waitFor("Hello")
        await term.waitFor("streaming...")
        // Enter while the reply streams steers it; Esc takes the steering message back into the editor, then aborts
        await term.enter("and then?")
        await term.waitFor("Steering: and then?")
        term.keys("Escape")
        await term.waitFor("(aborted)")
        await term.waitFor("> and then?")
        const [file] = sessionFiles(agentDir)
        const last = SessionTree.leafEntry(load(file as string).tree)?.value.message
        expect(last).toMatchObject({ role: "assistant", content: [{ type: "text", text: "Hello" }], stopReason: "aborted" })
        term.keys("C-c")
        await term.waitFor("Enter sends")
        term.keys("C-d")
        await term.waitForExit()
      })
      yield* provider.clientClosed.pipe(Effect.timeout("10 seconds"))
    }))

  it.scoped("a closed terminal ends arbor cleanly: the partial reply kept, the lock released", () =>
    Effect.gen(function*() {
      const { agentDir, term } = yield* startOnStalledReply()
      yield* Effect.promise(async () => {
        await term.enter("greet me")
        await term.waitFor("Hello")
        const [file] = sessionFiles(agentDir)
        term.close()
        const deadline = Date.now() + 10_000
        while (fs.existsSync(`${file}.lock`) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
        expect(fs.existsSync(`${file}.lock`)).toBe(false)
        const last = SessionTree.leafEntry(load(file as string).tree)?.value.message
        expect(last).toMatchObject({ role: "assistant", stopReason: "aborted" })
      })
    }))

  it("the session picker renames and deletes sessions; arbor -r opens it and Esc quits", async () => {
    const { agentDir, cwd, env } = workspace()
    const { arbor } = await import("../support/Spawn.js")
    expect((await arbor(["-p", "alpha topic"], { agentDir, cwd })).code).toBe(0)
    expect((await arbor(["-p", "beta topic"], { agentDir, cwd })).code).toBe(0)
    const [alpha, beta] = sessionFiles(agentDir)
    let term = Terminal.start([], { cwd, env })
    try {
      await term.waitFor("offline responder")
      await term.enter("/resume")
      await term.waitFor("Resume Session (Current Folder)")
      term.type("alpha")
      await term.waitFor(/› alpha topic/)
      term.keys("C-r")
      await term.waitFor("New name:")
      term.type("Alpha project")
      await term.waitFor("New name: Alpha project")
      term.keys("Enter")
      await term.waitFor(/› Alpha project/)
      expect(SessionTree.sessionName(load(alpha as string).tree)).toBe("Alpha project")
      // a held Backspace: several in one read
      term.keys("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
      term.type("beta")
      await term.waitFor(/› beta topic/)
      term.keys("C-d")
      await term.waitFor("Delete session?")
      term.keys("Enter")
      await term.waitFor("Session moved to trash")
      expect(fs.existsSync(beta as string)).toBe(false)
      expect(fs.readdirSync(path.join(agentDir, "trash")).some((f) => f.endsWith(`_${path.basename(beta as string)}`))).toBe(true)
      term.keys("Escape")
      await term.waitFor("Resume cancelled")
      term.keys("C-d")
      await term.waitForExit()
      term.close()

      // arbor -r: pick a session before the chat opens
      term = Terminal.start(["-r"], { cwd, env })
      await term.waitFor("Resume Session (Current Folder)")
      await term.waitFor(/› Alpha project/)
      term.keys("Enter")
      await term.waitFor("Resumed session")
      // the footer names the session resumed
      await term.waitFor(/^~\/project • Alpha project$/m)
      await term.waitFor("You said: alpha topic")
      term.keys("C-d")
      await term.waitForExit()
      term.close()
      // Esc in that picker quits
      term = Terminal.start(["-r"], { cwd, env })
      await term.waitFor("Resume Session (Current Folder)")
      term.keys("Tab")
      await term.waitFor("Resume Session (All)")
      await term.waitFor("Alpha project")
      term.keys("Escape")
      await term.waitForExit()
    } finally {
      term.close()
    }
  })

  it("refuses to start without a terminal, with one line and exit code 2", async () => {
    const { arbor } = await import("../support/Spawn.js")
    const result = await arbor([], { agentDir: tempDir() })
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split("\n")).toHaveLength(1)
    expect(result.stderr).toContain("needs a terminal")
  })
})
