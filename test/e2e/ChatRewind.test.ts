/**
 * Rewinding the files with the conversation, as a person does it in a real terminal (support/Terminal):
 * the built `arbor` with the `checkpoints.enabled` setting on, a file changed through a `!` command,
 * `/tree` back to the message before it with the code, a hand edit that `/tree` asks about, and
 * forward again to the code the command left.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Recorded from "../../src/domain/checkpoint/Recorded.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import { load, sessionFiles, workspace } from "../support/Chats.js"
import { Terminal } from "../support/Terminal.js"

const until = async (check: () => boolean, what: string, term: Terminal, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}; the screen:\n${term.screen()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The selected row of the open selector. */
const selectedRow = (screen: string): string => screen.split("\n").find((line) => line.startsWith("› ")) ?? ""

describe("rewinding the files in a terminal", () => {
  it("edits with bash, goes back with /tree (code and conversation), is asked about a hand edit, and goes forward again", async () => {
    const { agentDir, cwd, env } = workspace()
    fs.mkdirSync(agentDir, { recursive: true })
    fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ checkpoints: { enabled: true } }))
    const file = path.join(cwd, "notes.txt")
    const read = () => fs.readFileSync(file, "utf8")
    fs.writeFileSync(file, "the plan\n")
    const term = Terminal.start([], { cwd, env, columns: 100, rows: 32 })
    try {
      await term.waitFor("offline responder")
      await term.enter("plan the change")
      await term.waitFor("You said: plan the change")
      // the change, made through bash: no edit tool is involved
      await term.enter("!echo the change > notes.txt")
      await until(() => read() === "the change\n", "the command ran", term)
      const [session] = sessionFiles(agentDir)
      expect(session).toBeDefined()
      const records = () => Recorded.all(load(session!).tree)
      await until(() => records().length === 2, "the command's change is recorded", term)
      expect(records().map((r) => r.changed)).toEqual([1, 1])

      // back to the message, the conversation and the code
      await term.enter("/tree")
      await term.waitFor("Session Tree")
      expect(term.screen()).toContain("[files: 1 changed]")
      term.type("plan the")
      await term.waitFor(/› .*assistant: \[offline\]/)
      term.keys("Up")
      await term.waitFor(/› .*user: plan the change/)
      term.keys("Enter")
      await term.waitFor("Restore the files too?")
      term.keys("Down", "Enter")
      await term.waitFor("Summarize branch?")
      term.keys("Enter")
      await term.waitFor("Navigated to selected point (files restored: 1 changed)")
      expect(read()).toBe("the plan\n")
      await term.waitFor("> plan the change")
      term.keys("C-u")

      // a hand edit since: /tree asks before it would overwrite it, and keeping it changes nothing
      fs.writeFileSync(file, "my own words\n")
      await term.enter("/tree")
      await term.waitFor("Session Tree")
      term.type("files")
      await term.waitFor(/› .*\[files: 1 changed\]/)
      // the later of the two records: the files the command left
      for (let i = 0; i < 3 && !term.screen().split("\n").filter((l) => l.includes("[files:")).at(-1)?.startsWith("› "); i++) {
        term.keys("Down")
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect(selectedRow(term.screen()), term.screen()).toContain("[files: 1 changed]")
      const leafBefore = SessionTree.leafId(load(session!).tree)
      term.keys("Enter")
      await term.waitFor("Restore the files too?")
      term.keys("Up", "Enter") // code only
      await term.waitFor("1 file changed since the last checkpoint: notes.txt")
      term.keys("Enter") // keep my changes
      await term.waitFor("Session Tree")
      expect(read()).toBe("my own words\n")

      // and forward, overwriting this time: the code only, the conversation stays
      term.keys("Enter")
      await term.waitFor("Restore the files too?")
      term.keys("Up", "Enter")
      await term.waitFor("1 file changed since the last checkpoint: notes.txt")
      term.keys("Down", "Enter")
      await term.waitFor("Restored the files of the selected point")
      expect(read()).toBe("the change\n")
      const tree = load(session!).tree
      // the leaf did not move: the hand edit was recorded there before it was overwritten (so
      // moving there brings it back), then the files restored
      const leaf = SessionTree.leafEntry(tree)
      const handEdit = SessionTree.get(tree, leaf?.parentId ?? "")
      expect([leaf, handEdit].map((e) => e !== undefined && Recorded.isRecord(e))).toEqual([true, true])
      expect(handEdit?.parentId).toBe(leafBefore)
      expect(Recorded.all(tree)).toHaveLength(4)
    } finally {
      term.close()
    }
  })
})
