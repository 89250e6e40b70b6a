/**
 * `arbor replay` as a user runs it: the built `arbor` writes a session (prompts on the offline
 * model, a /tree move with its summary), replays it byte-identically, and names the first entry
 * no operation writes. The replay itself is test/unit/Replay.test.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import * as nodeFs from "node:fs"
import * as nodePath from "node:path"
import { arbor, shown, tempDir } from "../support/Spawn.js"

describe("arbor replay", () => {
  it(
    "replays what arbor wrote (prompts, a /tree move with its summary) byte-identically, and names what no operation writes",
    { timeout: 60_000 },
    async () => {
      const agentDir = tempDir()
      const sessions = nodePath.join(agentDir, "sessions-here")
      const run = async (args: ReadonlyArray<string>, code = 0) => {
        const result = await arbor(args, { agentDir })
        expect(result.code, shown(args, result)).toBe(code)
        return result
      }
      await run(["-p", "Say hello", "--model", "offline", "--session-dir", sessions])
      const file = nodePath.join(sessions, nodeFs.readdirSync(sessions).find((name) => name.endsWith(".jsonl"))!)
      await run(["-p", "Say more", "--model", "offline", "--continue", "--session-dir", sessions])
      const firstUser = nodeFs.readFileSync(file, "utf8").split("\n").map((l) => JSON.parse(l || "{}")).find((e) => e.message?.role === "user").id as string
      await run(["navigate", file, firstUser, "--summarize", "--model", "offline"])
      await run(["-p", "third", "--model", "offline", "--continue", "--session-dir", sessions])
      const original = nodeFs.readFileSync(file, "utf8")
      const lines = original.trimEnd().split("\n")
      expect((await run(["replay", file])).stdout).toBe(`Identical: ${lines.length - 1} entries replayed.\n`)
      expect(JSON.parse((await run(["replay", "--json", file])).stdout)).toEqual({
        identical: true,
        entries: lines.length - 1,
        operations: { ThinkingLevel: 1, Prompt: 3, Summarize: 1 },
        difference: null
      })
      expect(nodeFs.readFileSync(file, "utf8")).toBe(original)
      // an entry no operation writes: the replay stops there and says so
      const last = JSON.parse(lines.at(-1)!)
      const odd = { type: "mystery", id: "0dd0dd00", parentId: last.id, timestamp: last.timestamp }
      nodeFs.appendFileSync(file, `${JSON.stringify(odd)}\n`)
      const differs = await run(["replay", file], 1)
      expect(differs.stdout).toBe(`Differs at line ${lines.length + 1} (entry 0dd0dd00): no operation writes an entry of type "mystery"\n`)
    }
  )
})
