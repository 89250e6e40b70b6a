/**
 * The differential property of Arbor's caches: whatever happens to a session file between two
 * commands (same-length edits anywhere, inside JSON strings or of structural bytes, with its
 * modification time set back or not; appends of valid or damaged lines; truncations; a time
 * set back alone), every answer given through the caches (index, catalog, recorded facts)
 * equals the answer of a read without any (`ARBOR_CACHE=off`). The commands run in-process
 * through the CLI's own entry points: the core's (`Cli.run`), and the early answers the
 * executable gives before the core loads (`QuickContext`, `QuickInfo`, `QuickList`), each
 * against the core's answer without a cache. Deterministic: a fixed seed.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as nodeFs from "node:fs"
import * as path from "node:path"
import * as Json from "../../src/domain/format/Json.js"
import * as QuickContext from "../../src/main/cli/QuickContext.js"
import * as QuickInfo from "../../src/main/cli/QuickInfo.js"
import * as QuickList from "../../src/main/cli/QuickList.js"
import * as Render from "../../src/main/cli/Render.js"
import * as IndexCache from "../../src/services/store/IndexCache.js"
import * as InProcess from "../support/InProcess.js"
import { tempDir } from "../support/Spawn.js"

/** Sessions drawn, each with 3-6 steps: 40-60 s here (8 commands and up to 4 early answers, each twice, per step). */
const RUNS = 16

/** A whole second, which setting a file's time back gives back exactly. */
const TIME = 1796595500

const WORDS = ["tree", "café", "🌲", "parser", "line\\n", "\\\"q\\\"", "branch", "zeta"]

/** A session's lines: a header, then messages, names and labels whose parents are drawn from earlier entries. */
const sessionText = (seed: number, entries: number, textSize: number, idPrefix: string): string => {
  let x = seed >>> 0
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0)
  const words = (n: number) => {
    let out = ""
    while (out.length < n) out += `${WORDS[next() % WORDS.length]} `
    return out
  }
  const lines = [`{"type":"session","version":3,"id":"${idPrefix}","timestamp":"2026-12-03T10:00:00.000Z","cwd":"/work"}`]
  const ids: Array<string> = []
  for (let i = 0; i < entries; i++) {
    const id = `${idPrefix}-${i}`
    // mostly a chain, sometimes a branch off an earlier entry
    const parent = ids.length === 0 ? null : next() % 5 === 0 ? ids[next() % ids.length] : ids[ids.length - 1]
    const p = parent === null ? "null" : `"${parent}"`
    const stamp = `2026-12-03T10:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000Z`
    const kind = next() % 12
    if (kind === 0) lines.push(`{"type":"session_info","id":"${id}","parentId":${p},"timestamp":"${stamp}","name":"${words(12).trim()}"}`)
    else if (kind === 1 && parent !== null) {
      lines.push(`{"type":"label","id":"${id}","parentId":${p},"timestamp":"${stamp}","targetId":"${parent}","label":"l${i}"}`)
    } else {
      const role = i % 2 === 0 ? "user" : "assistant"
      const extra = role === "assistant"
        ? `,"provider":"p","model":"m","usage":{"input":${i},"output":${i * 2},"cacheRead":0,"cacheWrite":0,"totalTokens":${
          i * 3
        },"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},"stopReason":"stop"`
        : ""
      lines.push(
        `{"type":"message","id":"${id}","parentId":${p},"timestamp":"${stamp}","message":{"role":"${role}","content":[{"type":"text","text":"${
          words(textSize)
        }"}]${extra},"timestamp":${1796595500000 + i}}}`
      )
    }
    ids.push(id)
  }
  return `${lines.join("\n")}\n`
}

/** What happens to a file between two commands. */
type Mutation =
  | { readonly _tag: "edit"; readonly file: number; readonly at: number; readonly byte: string; readonly setBack: boolean }
  | { readonly _tag: "append"; readonly file: number; readonly seed: number; readonly damaged: boolean }
  | { readonly _tag: "truncate"; readonly file: number; readonly at: number }
  | { readonly _tag: "setBack"; readonly file: number }

const BYTES = ["#", "\"", "}", "{", "x", "0", "\n", " ", ",", "]", ":", "\\", "é"]

/** A place in a file as a fraction of its size, drawn evenly (fast-check's bias would put most at its first bytes). */
const fraction = fc.noBias(fc.integer({ min: 0, max: 999_999 })).map((n) => n / 1_000_000)

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ _tag: fc.constant("edit" as const), file: fc.nat(1), at: fraction, byte: fc.constantFrom(...BYTES), setBack: fc.boolean() }).map((
      m
    ) => m as Mutation)
  },
  {
    weight: 3,
    arbitrary: fc.record({ _tag: fc.constant("append" as const), file: fc.nat(1), seed: fc.nat(), damaged: fc.boolean() }).map((m) => m as Mutation)
  },
  {
    weight: 1,
    arbitrary: fc.record({ _tag: fc.constant("truncate" as const), file: fc.nat(1), at: fraction.map((f) => 0.5 + f / 2) }).map((m) => m as Mutation)
  },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("setBack" as const), file: fc.nat(1) }).map((m) => m as Mutation) }
)

/** Applies `m` to `files` (a big one, read through an index, and a small one). */
const apply = (files: ReadonlyArray<string>, m: Mutation): void => {
  const file = files[m.file] as string
  const size = nodeFs.statSync(file).size
  switch (m._tag) {
    case "edit": {
      if (size === 0) return
      // a fraction of the size, read as an offset: the edit lands anywhere
      const at = Math.min(size - 1, Math.floor(m.at * size))
      const bytes = Buffer.from(m.byte)
      const fd = nodeFs.openSync(file, "r+")
      nodeFs.writeSync(fd, bytes, 0, Math.min(bytes.length, size - at), at)
      nodeFs.closeSync(fd)
      if (m.setBack) nodeFs.utimesSync(file, TIME, TIME)
      return
    }
    case "append": {
      const text = sessionText(m.seed, 3, 40, `a${m.seed}`).split("\n").slice(1).join("\n")
      nodeFs.appendFileSync(file, m.damaged ? `${text.slice(0, text.length - 30)}\n{"type":"message","id":"torn\n` : text)
      return
    }
    case "truncate":
      nodeFs.truncateSync(file, Math.floor(m.at * size))
      return
    case "setBack":
      nodeFs.utimesSync(file, TIME, TIME)
  }
}

/** The early answers of the executable, each as it would print it with `--json`; undefined when it leaves the command to the core. */
const early = {
  context: (file: string, cwd: string, cacheDir: string) => {
    const found = QuickContext.batches([file, "--json"], { cwd, cacheDir })
    return found === undefined ? undefined : `${Json.join(found)}\n`
  },
  info: (file: string, cwd: string, cacheDir: string) => QuickInfo.output([file, "--json"], { cwd, cacheDir, tty: false }),
  ls: (args: ReadonlyArray<string>, cwd: string, cacheDir: string) => {
    const asked = QuickList.request(args)
    if (asked === undefined) return undefined
    const found = QuickList.listing(asked, { cwd, env: { ...process.env, PI_CODING_AGENT_DIR: path.join(cwd, "agent") }, cacheDir })
    if (found === undefined) return undefined
    try {
      // skipped files go to stderr, which is not compared
      return `${Json.join(Render.sessionListJson(found.sessions))}\n`
    } finally {
      found.close()
    }
  }
}

describe("the caches against a fresh read", () => {
  it("give every answer a read without them gives, over random edits, appends, truncations and times", { timeout: 240_000 }, async () => {
    let compared = 0
    let answeredEarly = 0
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(mutation, { minLength: 3, maxLength: 6 }), async (seed, mutations) => {
        const root = tempDir()
        const dir = path.join(root, "sessions")
        nodeFs.mkdirSync(dir)
        const cacheDir = path.join(root, "cache")
        const files = [path.join(dir, "2026-12-03T10-00-00-000Z_big.jsonl"), path.join(dir, "2026-12-03T10-00-01-000Z_small.jsonl")]
        nodeFs.writeFileSync(files[0] as string, sessionText(seed, 140, 1900, "b"))
        nodeFs.writeFileSync(files[1] as string, sessionText(seed + 1, 12, 60, "s"))
        expect(nodeFs.statSync(files[0] as string).size).toBeGreaterThan(IndexCache.MIN_SIZE)
        for (const file of files) nodeFs.utimesSync(file, TIME, TIME)
        const agentDir = path.join(root, "agent")
        const cached = { agentDir, cwd: root, env: { ARBOR_CACHE_DIR: cacheDir, ARBOR_CACHE: "" } }
        const fresh = { agentDir, cwd: root, env: { ARBOR_CACHE: "off" } }
        const commands: ReadonlyArray<ReadonlyArray<string>> = [
          ...files.flatMap((file) => [
            ["context", file, "--json"],
            ["tree", file, "--json"],
            ["info", file, "--json"],
            ["fsck", file, "--json"]
          ]),
          ["ls", "--session-dir", dir, "--json"],
          ["ls", "--session-dir", dir, "--search", "zeta", "--json"]
        ]
        const compare = async () => {
          for (const args of commands) {
            const expected = await InProcess.arbor(args, fresh)
            const got = await InProcess.arbor(args, cached)
            expect({ args, code: got.code, stdout: got.stdout }).toEqual({ args, code: expected.code, stdout: expected.stdout })
            compared++
            const [command, ...rest] = args
            const quick = command === "context"
              ? early.context(rest[0] as string, root, cacheDir)
              : command === "info"
              ? early.info(rest[0] as string, root, cacheDir)
              : command === "ls"
              ? early.ls(rest, root, cacheDir)
              : undefined
            if (quick !== undefined) {
              expect({ args, early: quick }).toEqual({ args, early: expected.stdout })
              answeredEarly++
            }
          }
        }
        try {
          await compare()
          for (const m of mutations) {
            apply(files, m)
            await compare()
          }
        } finally {
          nodeFs.rmSync(root, { recursive: true, force: true })
        }
      }),
      { seed: 33, numRuns: RUNS }
    )
    // every command after every step, and the early answers where they answer
    expect(compared).toBeGreaterThanOrEqual(RUNS * 4 * 10)
    expect(answeredEarly).toBeGreaterThanOrEqual(RUNS * 4 * 2)
  })
})
