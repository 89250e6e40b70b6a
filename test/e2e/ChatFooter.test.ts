/**
 * The chat's footer and layout in a real terminal, at 80 and 60 columns with CJK text: pi's
 * usage line (tokens, cost, the context's fill, `(auto)`) with the branch's cost when another
 * branch spent some, the directory with `~`, the git branch (followed when HEAD changes) and the
 * session's name; the model kept whole; the set-up notice wrapped, not cut; `/session` printed
 * into the transcript with the whole file path; `-r` then Esc leaving nothing on the screen.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as RpcProtocol from "../../src/main/rpc/RpcProtocol.js"
import * as ModelProviders from "../../src/services/model/ModelProviders.js"
import { load, workspace } from "../support/Chats.js"
import { arborBin } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const NOTICE = "No model configured: replies come from Arbor's offline responder. Set ARBOR_MODEL or pass --model provider/id (with its API key)."

const at = (n: number) => `2026-01-01T00:00:${String(n).padStart(2, "0")}.000Z`
const usage = (input: number, output: number, cost: number) => ({
  input,
  output,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: input + output,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: cost }
})
const user = (id: string, parentId: string | null, text: string, n: number) => ({
  type: "message",
  id,
  parentId,
  timestamp: at(n),
  message: { role: "user", content: text, timestamp: n }
})
const assistant = (id: string, parentId: string, text: string, used: ReturnType<typeof usage>, n: number) => ({
  type: "message",
  id,
  parentId,
  timestamp: at(n),
  message: { role: "assistant", content: [{ type: "text", text }], api: "x", provider: "p", model: "m", usage: used, stopReason: "stop", timestamp: n }
})

/** A session whose tree has two branches (the second is the leaf's), named in CJK, in a git repository on `main`. */
const branchedSession = () => {
  const { cwd, env, home } = workspace()
  fs.mkdirSync(path.join(cwd, ".git"))
  fs.writeFileSync(path.join(cwd, ".git", "HEAD"), "ref: refs/heads/main\n")
  const entries = [
    { type: "session", version: 3, id: "s-1", timestamp: at(0), cwd },
    user("u1", null, "first question", 1),
    assistant("a1", "u1", "first answer", usage(1000, 100, 0.01), 2),
    user("u2", "a1", "one way", 3),
    assistant("a2", "u2", "tried one way", usage(2000, 200, 0.02), 4),
    user("u3", "a1", "another way", 5),
    assistant("a3", "u3", "tried another way", usage(3000, 50, 0.004), 6),
    { type: "session_info", id: "n1", parentId: "a3", timestamp: at(7), name: "会话树的分支" }
  ]
  // a path longer than a line, as pi's session paths are
  const dir = path.join(home, "sessions", "--home-ada-code-a-project-with-a-long-name--")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, "2026-01-01T00-00-00-000Z_0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b.jsonl")
  fs.writeFileSync(file, entries.map((e) => JSON.stringify(e)).join("\n") + "\n")
  return { cwd, env, file }
}

/** The footer's two lines: the last two of the screen. */
const footerOf = (screen: string): ReadonlyArray<string> => screen.trimEnd().split("\n").slice(-2)

const until = async (check: () => boolean, what: string, term: Terminal, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}; the screen:\n${term.screen()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("the chat's footer", () => {
  it("shows pi's usage line, the branch's cost, ~ and the git branch and the CJK name; the model stays whole at 60 columns", async () => {
    const { cwd, env, file } = branchedSession()
    // the context's fill as RPC's get_session_stats computes it, in the offline model's window
    const fill = RpcProtocol.contextUsage(SessionTree.branch(load(file).tree), ModelProviders.offlineInfo.contextWindow)!
    const percent = `${fill.percent!.toFixed(1)}%/128k (auto)`
    const term = Terminal.start(["--session", file], { cwd, env, columns: 80, rows: 24 })
    try {
      let screen = await term.waitFor("offline/offline (offline)")
      // every entry of the file: 6000 in, 350 out, $0.034; the branch in view (a1, a3): $0.014
      const stats80 = `↑6.0k ↓350 $0.034 (branch $0.014) ${percent}`
      expect(footerOf(screen)).toEqual([
        "~/project (main) • 会话树的分支",
        `${stats80}${" ".repeat(80 - stats80.length - 25)}offline/offline (offline)`
      ])

      // git switches the branch: HEAD is replaced by a rename, as git does it
      fs.writeFileSync(path.join(cwd, ".git", "HEAD.lock"), "ref: refs/heads/feature/分支\n")
      fs.renameSync(path.join(cwd, ".git", "HEAD.lock"), path.join(cwd, ".git", "HEAD"))
      screen = await term.waitFor("~/project (feature/分支) • 会话树的分支")

      term.resize(60, 24)
      const redrawn = () => {
        const stats = footerOf(term.screen())[1] ?? ""
        return stats.length <= 60 && stats.endsWith("offline/offline (offline)")
      }
      await until(redrawn, "the footer is redrawn 60 wide", term)
      // the branch's cost goes first, then the stats are cut; the model is whole
      const stats60 = `↑6.0k ↓350 $0.034 ${percent}`.slice(0, 60 - 2 - 25 - 1)
      expect(footerOf(term.screen())).toEqual(["~/project (feature/分支) • 会话树的分支", `${stats60}…  offline/offline (offline)`])
    } finally {
      term.close()
    }
  })
})

describe("the chat's layout at 80 and 60 columns", () => {
  for (const columns of [80, 60]) {
    it(`wraps the set-up notice whole at ${columns} columns`, async () => {
      const { cwd, env } = workspace()
      const term = Terminal.start([], { cwd, env, columns, rows: 24 })
      try {
        const screen = await term.waitFor("offline/offline (offline)")
        const lines = screen.split("\n")
        const box = lines.findIndex((line) => line.startsWith("╭"))
        const status = lines.slice(0, box).reverse()
        const first = status.findIndex((line) => line.startsWith("No model configured"))
        expect(first).toBeGreaterThanOrEqual(0)
        const notice = status.slice(0, first + 1).reverse()
        expect(notice.join(" ")).toBe(NOTICE)
        expect(notice.every((line) => line.length <= columns)).toBe(true)
      } finally {
        term.close()
      }
    })
  }

  it("prints /session into the transcript, the whole file path and the CJK name, the editor still there", async () => {
    const { cwd, env, file } = branchedSession()
    const term = Terminal.start(["--session", file], { cwd, env, columns: 60, rows: 40 })
    try {
      await term.waitFor("offline/offline (offline)")
      await term.enter("/session")
      const screen = await term.waitFor(/^Total: 6,350$/m)
      const lines = screen.split("\n")
      expect(lines).toContain("Session Info")
      expect(lines).toContain("Name: 会话树的分支")
      // the path wrapped over as many lines as it takes, never cut
      const from = lines.indexOf("File:")
      const to = lines.findIndex((line) => line.startsWith("ID: "))
      expect(lines.slice(from + 1, to).join("")).toBe(file)
      // the transcript is still there above it, and the editor below
      expect(lines).toContain("tried another way")
      expect(lines.some((line) => line.startsWith("╭"))).toBe(true)
      // the chat goes on after it
      await term.enter("more")
      await term.waitFor("You said: more")
    } finally {
      term.close()
    }
  })

  it("arbor -r, then Esc, leaves neither the picker nor the footer on the screen", async () => {
    const { cwd, env } = workspace()
    const shell = `'${process.execPath}' '${arborBin}' -r; echo arbor-ended; exec sleep 60`
    const term = Terminal.run(["/bin/sh", "-c", shell], { cwd, env: { ...env, TERM: "xterm-256color" }, columns: 80, rows: 24 })
    try {
      await term.waitFor("Resume Session")
      await term.waitFor("offline/offline (offline)")
      term.keys("Escape")
      const screen = await term.waitFor("arbor-ended")
      expect(screen.trim()).toBe("arbor-ended")
    } finally {
      term.close()
    }
  })
})
