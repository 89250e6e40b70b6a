/**
 * `arbor rm` and a live writer, as real processes: an RPC writer holds its session's lock, so a
 * plain `arbor rm` is refused with one line naming the file and the holder; `--force` moves the
 * file anyway, and the writer's next prompt then fails with an error that says what happened
 * (nothing appended), where it used to fail with `stat failed: ENOENT`. A dead writer's lock does
 * not stop `arbor rm`, and goes with the file.
 */
import { describe, expect, it, vi } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { server } from "../support/RpcServer.js"
import { arbor, tempDir } from "../support/Spawn.js"

const header = (cwd: string) => `{"type":"session","version":3,"id":"rm-lock","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${cwd}"}\n`

describe("arbor rm respects the writer's lock", () => {
  it.live(
    "refused while an RPC writer holds the session; forced, the writer's next prompt fails saying so",
    () =>
      Effect.promise(async () => {
        const agentDir = tempDir()
        const cwd = tempDir()
        const file = path.join(cwd, "held.jsonl")
        fs.writeFileSync(file, header(cwd))
        const rpc = server(agentDir, cwd, ["--session", file])
        try {
          await rpc.send({ type: "prompt", message: "one" })
          await rpc.waitFor((l) => l.type === "agent_settled")
          const lock = JSON.parse(fs.readFileSync(`${file}.lock`, "utf8"))
          expect(lock).toMatchObject({ pid: rpc.child.pid, host: os.hostname() })

          const refused = await arbor(["rm", file], { agentDir, cwd })
          expect(refused.code).toBe(1)
          expect(refused.stdout).toBe("")
          expect(refused.stderr).toBe(
            `arbor: ${file}: session is being written by process ${rpc.child.pid} on ${os.hostname()} (since ${lock.startedAt}); its lock is ${file}.lock (stop it first, or arbor rm --force)\n`
          )
          expect(fs.existsSync(file)).toBe(true)
          expect(fs.readdirSync(agentDir)).not.toContain("trash")

          const forced = await arbor(["rm", "--force", file], { agentDir, cwd })
          expect(forced.code).toBe(0)
          const [trashed] = fs.readdirSync(path.join(agentDir, "trash")).filter((n) => n.endsWith(".jsonl"))
          expect(forced.stdout).toBe(
            `Moved to ${path.join(agentDir, "trash", trashed!)} (arbor restore ${path.join(agentDir, "trash", trashed!)} brings it back)\n`
          )
          expect(fs.existsSync(file)).toBe(false)
          // the live writer's lock stays its own
          expect(JSON.parse(fs.readFileSync(`${file}.lock`, "utf8"))).toEqual(lock)

          const from = rpc.lines.length
          await rpc.send({ type: "prompt", message: "two" })
          const end = await rpc.waitFor((l) => l.type === "agent_end", from)
          const message =
            `${file}: the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)`
          expect(end).toEqual({ type: "agent_end", messages: [], willRetry: false, errorMessage: `SessionRemoved: ${message}` })
          await rpc.waitFor((l) => l.type === "agent_settled", from)
          // stderr is a pipe of its own: its line may arrive after stdout's agent_settled
          await vi.waitFor(() => expect(rpc.stderr()).toBe(`arbor: prompt failed: ${message}\n`), { timeout: 10_000 })
          // the trashed copy holds the first turn and nothing of the second
          const texts = fs.readFileSync(path.join(agentDir, "trash", trashed!), "utf8")
          expect(texts).toContain("\"text\":\"one\"")
          expect(texts).not.toContain("\"text\":\"two\"")
          expect(await rpc.close()).toBe(0)
          expect(fs.existsSync(`${file}.lock`)).toBe(false)
        } finally {
          rpc.kill()
        }
      }),
    60_000
  )

  it.live("a dead writer's lock does not stop arbor rm, and goes with the file", () =>
    Effect.promise(async () => {
      const agentDir = tempDir()
      const cwd = tempDir()
      const file = path.join(cwd, "stale.jsonl")
      fs.writeFileSync(file, header(cwd))
      fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 7, host: os.hostname(), startedAt: "2026-12-02T10:00:00.000Z" }) + "\n")
      const result = await arbor(["rm", file], { agentDir, cwd })
      expect(result.stderr).toBe("")
      expect(result.code).toBe(0)
      expect(fs.readdirSync(cwd)).toEqual([])
    }))
})
