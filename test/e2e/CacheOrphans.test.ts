/**
 * Cache writes leave no orphans, with real processes: rounds of parallel `arbor ls` over a
 * folder whose sessions keep changing (each round's listings race to save the catalog) end with
 * exactly one catalog, one text file and nothing temporary; files a killed saver left (a
 * temporary catalog, a copy of all message text, a temporary index) are removed by a later save,
 * while a running process's temporary file is kept.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Paths from "../../src/services/store/Paths.js"
import { arbor, tempDir } from "../support/Spawn.js"

const header = (id: string, cwd: string) => `{"type":"session","version":3,"id":"${id}","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${cwd}"}`
const message = (id: string, parent: string | null, text: string) =>
  JSON.stringify({ type: "message", id, parentId: parent, timestamp: "2026-01-01T00:00:01.000Z", message: { role: "user", content: text, timestamp: 1 } })

/** A dead process id (beyond Linux's largest). */
const DEAD = 2 ** 22 + 11

const writeSessions = (dir: string, cwd: string, count: number) => {
  for (let i = 0; i < count; i++) {
    const lines = [header(`s${i}`, cwd), message(`m${i}a`, null, `session ${i} ` + "lorem ipsum ".repeat(200)), message(`m${i}b`, `m${i}a`, `more ${i}`)]
    fs.writeFileSync(path.join(dir, `s${i}.jsonl`), lines.join("\n") + "\n")
  }
}

const append = (dir: string, i: number, round: number) =>
  fs.appendFileSync(path.join(dir, `s${i}.jsonl`), message(`r${round}x${i}`, `m${i}b`, `round ${round} ` + "dolor sit ".repeat(100)) + "\n")

describe("cache writes leave no orphans", () => {
  it.live(
    "rounds of parallel arbor ls leave one catalog, its text file and nothing else",
    () =>
      Effect.promise(async () => {
        const cwd = tempDir()
        const sessions = path.join(cwd, "sessions")
        const cache = tempDir()
        fs.mkdirSync(sessions)
        writeSessions(sessions, cwd, 30)
        const env = { ARBOR_CACHE_DIR: cache }
        for (let round = 0; round < 6; round++) {
          for (let i = round; i < 30; i += 5) append(sessions, i, round)
          const results = await Promise.all(Array.from({ length: 10 }, () => arbor(["ls", "--session-dir", sessions], { cwd, env })))
          for (const r of results) expect(r.code, r.stderr).toBe(0)
        }
        const key = Paths.cacheKey(sessions)
        const names = fs.readdirSync(path.join(cache, "catalog")).sort()
        const records = JSON.parse(fs.readFileSync(path.join(cache, "catalog", `${key}.json`), "latin1")) as { readonly text: string }
        expect(names).toEqual([`${key}.json`, records.text].sort())
      }),
    300_000
  )

  it.live("a killed saver's leftovers go at a later save; a running process's temporary file stays", () =>
    Effect.promise(async () => {
      const cwd = tempDir()
      const sessions = path.join(cwd, "sessions")
      const cache = tempDir()
      fs.mkdirSync(sessions)
      writeSessions(sessions, cwd, 3)
      const env = { ARBOR_CACHE_DIR: cache }
      expect((await arbor(["ls", "--session-dir", sessions], { cwd, env })).code).toBe(0)
      const key = Paths.cacheKey(sessions)
      const catalog = path.join(cache, "catalog")
      const before = fs.readdirSync(catalog).sort()
      const dead = [`${key}.json.${DEAD}-k1.tmp`, `${key}.mzzz0-${DEAD.toString(36)}.txt`]
      const live = `${key}.json.${process.pid}-k2.tmp`
      for (const name of [...dead, live]) fs.writeFileSync(path.join(catalog, name), "left behind\n")
      // a big session, whose read saves an index (and sweeps the index folder first)
      const big = path.join(sessions, "big.jsonl")
      fs.writeFileSync(
        big,
        [header("big", cwd), ...Array.from({ length: 400 }, (_, i) => message(`b${i}`, i === 0 ? null : `b${i - 1}`, "x".repeat(1000)))].join("\n") + "\n"
      )
      fs.mkdirSync(path.join(cache, "index"), { recursive: true })
      const deadIndex = `${Paths.cacheKey(big)}.idx.${DEAD}-k3.tmp`
      fs.writeFileSync(path.join(cache, "index", deadIndex), "left behind\n")
      // a change, so that the next listing saves the catalog
      append(sessions, 0, 1)
      expect((await arbor(["ls", "--session-dir", sessions], { cwd, env })).code).toBe(0)
      const after = fs.readdirSync(catalog).sort()
      expect(after).toContain(live)
      for (const name of dead) expect(after).not.toContain(name)
      expect(after.filter((n) => n.endsWith(".txt"))).toHaveLength(1)
      expect(after.filter((n) => n !== live)).toHaveLength(before.length)
      expect((await arbor(["info", big], { cwd, env })).code).toBe(0)
      expect(fs.readdirSync(path.join(cache, "index"))).toEqual([`${Paths.cacheKey(big)}.idx`])
    }))
})
