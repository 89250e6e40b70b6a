/**
 * `arbor context FILE --json` before the core (src/main/cli/QuickContext.ts, services/store/internal/SessionRead,
 * services/store/internal/IndexFiles): it reads as the core's store reads, through the same index cache, prints
 * the core's bytes and leaves the same index behind; anything else is left to the core.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer } from "effect"
import * as fc from "fast-check"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Context from "../../src/domain/context/Context.js"
import * as Json from "../../src/domain/format/Json.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as QuickContext from "../../src/main/cli/QuickContext.js"
import * as IndexCache from "../../src/services/store/IndexCache.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as IndexFiles from "../../src/services/store/internal/IndexFiles.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Arb from "../support/Arbitraries.js"
import { cases } from "../support/Corpus.js"
import { arbor as inProcess } from "../support/InProcess.js"
import { arbor, scratchDir, shown } from "../support/Spawn.js"

/** What the quick path prints for `context ...args` in `cwd` with the cache `cacheDir`, not on a terminal; undefined when it leaves the command to the core. */
const quick = (args: ReadonlyArray<string>, cwd: string, cacheDir: string): string | undefined => {
  const batches = QuickContext.batches(args, { cwd, cacheDir })
  return batches === undefined ? undefined : `${Json.join(batches)}\n`
}

const node = Layer.merge(NodeFileSystem.layer, NodePath.layer)

/** The store as the core makes it on Node, with the index cache in `cache` or without any. */
const store = (root: string, cache: string | undefined) =>
  SessionStore.layer({
    agentDir: path.join(root, "agent"),
    cwd: root,
    owner: { pid: 4242, host: "test-host", startedAt: "2026-12-06T00:00:00.000Z" },
    isAlive: () => true
  }).pipe(Layer.provide(cache === undefined ? FilePages.layerNode : Layer.provideMerge(IndexCache.layer(cache), FilePages.layerNode)), Layer.provide(node))

/** What the core prints for `context FILE --json` through `store(root, cache)`, or undefined when it fails. */
const printed = (root: string, cache: string | undefined, file: string) =>
  Effect.either(Effect.flatMap(SessionStore.SessionStore, (s) => s.open(file))).pipe(
    Effect.map((opened) => {
      if (Either.isLeft(opened)) return undefined
      const tree = opened.right.state.tree
      return `${Json.join(Context.encode(tree, SessionTree.leafId(tree)))}\n`
    }),
    Effect.provide(store(root, cache))
  )

/** Without a cache the store reads synchronously. */
const core = (root: string, file: string): string | undefined => Effect.runSync(printed(root, undefined, file))

/** With one, it writes the index through the platform's file system. */
const coreCached = (root: string, cache: string, file: string): Promise<string | undefined> => Effect.runPromise(printed(root, cache, file))

const header = (id: string) => `{"type":"session","version":3,"id":"${id}","timestamp":"2026-12-06T10:00:00.000Z","cwd":"/work"}\n`

let counter = 0
/** `count` messages in a chain from `parent`, each with ~`size` bytes of text. */
const chain = (count: number, size: number, parent: string | null): { readonly text: string; readonly last: string | null } => {
  const prefix = `q${counter++}`
  let text = ""
  let last = parent
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${i}`
    const role = i % 2 === 0 ? "user" : "assistant"
    const body = `${"café 🌲 tree ".repeat(Math.ceil(size / 14)).slice(0, size)} ${i}`
    const message = role === "user"
      ? { role, content: body, timestamp: 1767225600000 + i }
      : { role, content: [{ type: "text", text: body }], provider: "p", model: "m", timestamp: 1767225600000 + i }
    text += `${JSON.stringify({ type: "message", id, parentId: last, timestamp: `2026-12-06T10:00:${String(i % 60).padStart(2, "0")}.000Z`, message })}\n`
    last = id
  }
  return { text, last }
}

/** A session file of ~`kb` KB, large enough to be indexed, in a fresh directory. */
const largeSession = (kb: number) => {
  const root = scratchDir()
  const file = path.join(root, "s.jsonl")
  const body = chain(Math.ceil(kb / 1.1), 1000, null)
  fs.writeFileSync(file, header("s1") + body.text)
  expect(fs.statSync(file).size).toBeGreaterThan(IndexFiles.MIN_SIZE)
  return { root, file, cache: path.join(root, "cache"), last: body.last }
}

const indexBytes = (cache: string, file: string): Buffer | undefined => {
  const at = IndexFiles.fileOf(cache, file)
  return fs.existsSync(at) ? fs.readFileSync(at) : undefined
}

describe("context as JSON before the core", () => {
  it("prints what the core prints, to the byte, for every session of the corpus", async () => {
    const cacheDir = scratchDir()
    let answered = 0
    for (const c of cases()) {
      const dir = path.dirname(c.file)
      const run = await inProcess(["context", c.file, "--json"], { cwd: dir, env: { ARBOR_CACHE_DIR: cacheDir } })
      if (run.code !== 0) {
        expect(quick([c.file, "--json"], dir, cacheDir), c.name).toBeUndefined()
        continue
      }
      // the core says nothing else, which the quick path would not say
      expect(run.stderr, c.name).toBe("")
      expect(quick([c.file, "--json"], "/", cacheDir), c.name).toBe(run.stdout)
      expect(quick(["--json", "session.jsonl"], dir, cacheDir), c.name).toBe(run.stdout)
      answered++
    }
    expect(answered).toBeGreaterThan(30)
  })

  it.prop("prints what the core prints for any input, damaged or not", [Arb.anyInput], ([text]) => {
    const root = scratchDir()
    const file = path.join(root, "any.jsonl")
    fs.writeFileSync(file, text)
    expect(quick([file, "--json"], root, path.join(root, "cache"))).toBe(core(root, file))
  })

  it("reads a large file through the index the core writes, and writes the very index the core writes", async () => {
    const { cache, file, last, root } = largeSession(400)
    const coreCache = path.join(root, "core-cache")
    const expected = core(root, file)
    expect(expected).toBeDefined()
    // first sight: both write an index, byte for byte the same
    expect(quick([file, "--json"], root, cache)).toBe(expected)
    expect(await coreCached(root, coreCache, file)).toBe(expected)
    const written = indexBytes(cache, file)
    expect(written).toBeDefined()
    expect(indexBytes(coreCache, file)?.equals(written as Buffer)).toBe(true)
    expect(fs.statSync(IndexFiles.fileOf(cache, file)).mode & 0o777).toBe(0o600)
    // seen: each reads the other's
    expect(quick([file, "--json"], root, coreCache)).toBe(expected)
    expect(await coreCached(root, cache, file)).toBe(expected)
    // grown by a few appends: read from the index, not written again
    fs.appendFileSync(file, chain(3, 200, last).text)
    const grown = core(root, file)
    expect(grown).not.toBe(expected)
    expect(quick([file, "--json"], root, cache)).toBe(grown)
    expect(indexBytes(cache, file)?.equals(written as Buffer)).toBe(true)
    // grown by more than the index held: written again, as the core writes it
    fs.appendFileSync(file, chain(1200, 1000, last).text)
    const regrown = core(root, file)
    expect(quick([file, "--json"], root, cache)).toBe(regrown)
    expect(await coreCached(root, coreCache, file)).toBe(regrown)
    expect(indexBytes(cache, file)?.equals(written as Buffer)).toBe(false)
    expect(indexBytes(cache, file)?.equals(indexBytes(coreCache, file) as Buffer)).toBe(true)
  })

  it("copies stored messages of any size, near together or far apart, as the core prints them", () => {
    const root = scratchDir()
    const file = path.join(root, "s.jsonl")
    // messages from 10 bytes to 300 KB (beyond the window the quick path reads them through),
    // with abandoned branches of every size between those on the path
    let text = header("w")
    let last: string | null = null
    for (const [size, branch] of [[10, 0], [300_000, 0], [20, 70_000], [65_536, 0], [40_000, 200_000], [5, 5], [150_000, 1]] as const) {
      if (branch > 0) text += chain(1, branch, last).text
      const step = chain(3, size, last)
      text += step.text
      last = step.last
    }
    fs.writeFileSync(file, text)
    const expected = core(root, file)
    expect(quick([file, "--json"], root, path.join(root, "cache"))).toBe(expected)
    // and from the index
    expect(fs.existsSync(IndexFiles.fileOf(path.join(root, "cache"), file))).toBe(true)
    expect(quick([file, "--json"], root, path.join(root, "cache"))).toBe(expected)
  })

  it("never answers from an index that no longer holds", async () => {
    const { cache, file, last, root } = largeSession(300)
    expect(quick([file, "--json"], root, cache)).toBe(core(root, file))
    const changes: ReadonlyArray<readonly [string, () => void]> = [
      ["a torn line appended", () => fs.appendFileSync(file, chain(1, 300, last).text.slice(0, -30))],
      ["the line completed, with blank and malformed lines", () => fs.appendFileSync(file, `${"x".repeat(10)}"}}\n\n  \n[1]\n{"type":"message"\n`)],
      ["truncated", () => fs.truncateSync(file, fs.statSync(file).size - 5000)],
      [
        "rewritten in place, same size",
        () => {
          const bytes = fs.readFileSync(file)
          bytes.write("TREE ", bytes.indexOf("tree ", 100_000))
          fs.writeFileSync(file, bytes)
          const later = new Date(Date.now() + 5000)
          fs.utimesSync(file, later, later)
        }
      ],
      ["replaced by another session", () => fs.writeFileSync(file, header("s2") + chain(400, 900, null).text)],
      ["an index of garbage", () => fs.writeFileSync(IndexFiles.fileOf(cache, file), "ARBORIX garbage")],
      [
        "an index with a byte flipped",
        () => {
          const at = IndexFiles.fileOf(cache, file)
          const bytes = fs.readFileSync(at)
          bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0x40
          fs.writeFileSync(at, bytes)
        }
      ],
      ["emptied", () => fs.writeFileSync(file, "")]
    ]
    for (const [name, change] of changes) {
      change()
      const expected = core(root, file)
      expect(quick([file, "--json"], root, cache), name).toBe(expected)
      expect(await coreCached(root, cache, file), name).toBe(expected)
    }
  })

  it.prop(
    "prints what the core prints without a cache, over any appends, truncations and replacements",
    [
      fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant("append" as const), count: fc.integer({ min: 1, max: 400 }) }),
          fc.record({ kind: fc.constant("junk" as const), text: Arb.anyInput }),
          fc.record({ kind: fc.constant("truncate" as const), keep: fc.double({ min: 0, max: 1, noNaN: true }) }),
          fc.record({ kind: fc.constant("replace" as const), kb: fc.integer({ min: 1, max: 400 }) })
        ),
        { minLength: 1, maxLength: 5 }
      )
    ],
    ([ops]) => {
      const { cache, file, root } = largeSession(300)
      expect(quick([file, "--json"], root, cache)).toBe(core(root, file))
      for (const op of ops) {
        if (op.kind === "append") fs.appendFileSync(file, chain(op.count, 700, `q${counter - 1}-0`).text)
        if (op.kind === "junk") fs.appendFileSync(file, op.text)
        if (op.kind === "truncate") fs.truncateSync(file, Math.floor(fs.statSync(file).size * op.keep))
        if (op.kind === "replace") fs.writeFileSync(file, header("r") + chain(Math.ceil(op.kb / 1.1), 1000, null).text)
        expect(quick([file, "--json"], root, cache), op.kind).toBe(core(root, file))
      }
    },
    { fastCheck: { numRuns: 12 } }
  )

  it("leaves every other request, and every file that is no session, to the core, writing nothing", () => {
    const { cache, file, root } = largeSession(300)
    for (
      const args of [[file], [file, "--leaf", "q0-1", "--json"], [file, "--root", "--json"], ["--json"], [file, file, "--json"], ["--json", "--json"], [
        "  ",
        "--json"
      ], ["-x", "--json"]]
    ) {
      expect(quick(args, root, cache), args.join(" ")).toBeUndefined()
    }
    fs.mkdirSync(path.join(root, "dir.jsonl"))
    fs.writeFileSync(path.join(root, "none.jsonl"), "not a session\n")
    for (const missing of ["nowhere.jsonl", "dir.jsonl", "none.jsonl", "0123abcd"]) expect(quick([missing, "--json"], root, cache), missing).toBeUndefined()
    expect(fs.existsSync(cache)).toBe(false)
  })

  it("spawned, answers before the core loads, with the core's bytes", async () => {
    const { cache, file, root } = largeSession(300)
    const env = { env: { ARBOR_CACHE_DIR: cache } }
    const plain = await arbor(["context", file, "--json"], { cwd: root, env: { ARBOR_CACHE: "off" } })
    expect(plain.code, shown(["context"], plain)).toBe(0)
    for (const args of [["context", file, "--json"], ["context", "--json", "s.jsonl"]]) {
      const run = await arbor(args, { cwd: root, ...env })
      expect([run.code, run.stdout, run.stderr], shown(args, run)).toEqual([0, plain.stdout, ""])
    }
    // its own code cache is written, the core's would have been too
    const cached = () => (fs.existsSync(path.join(cache, "code")) ? fs.readdirSync(path.join(cache, "code")).map((name) => name.split("-")[0]) : [])
    expect(cached()).toEqual(["context"])
    expect(fs.existsSync(IndexFiles.fileOf(cache, file))).toBe(true)
    // what it leaves to the core, the core answers
    const text = await arbor(["context", file], { cwd: root, ...env })
    expect(text.code, shown(["context"], text)).toBe(0)
    expect(text.stdout).toMatch(/^model /)
    expect(cached().sort()).toEqual(["context", "core"])
    const missing = await arbor(["context", "nowhere.jsonl", "--json"], { cwd: root, ...env })
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([1, "", `arbor: ${path.join(root, "nowhere.jsonl")}: no such session file\n`])
  })

  it("takes a FIFO in place of any cache file (index, facts record, compiled code) for a miss, never a hang", async () => {
    const { cache, file, root } = largeSession(300)
    const small = path.join(root, "small.jsonl")
    fs.writeFileSync(small, header("s2") + chain(3, 100, null).text)
    const commands = [["context", file, "--json"], ["info", small], ["info", file], ["tree", small, "--json"]]
    const env = { cwd: root, env: { ARBOR_CACHE_DIR: cache }, timeoutMs: 20_000 }
    const expected: Array<string> = []
    for (const args of commands) {
      const run = await arbor(args, env)
      expect(run.code, shown(args, run)).toBe(0)
      expected.push(run.stdout)
    }
    /** Every cache file of a kind replaced by a FIFO (what a writer that never comes would hold open); how many. */
    const fifos = (kind: string): number => {
      const dir = path.join(cache, kind)
      const names = fs.existsSync(dir) ? fs.readdirSync(dir) : []
      for (const name of names) {
        fs.rmSync(path.join(dir, name))
        execFileSync("mkfifo", ["-m", "600", path.join(dir, name)])
      }
      return names.length
    }
    for (const kind of ["index", "stats", "code"]) expect(fifos(kind), kind).toBeGreaterThan(0)
    for (const [i, args] of commands.entries()) {
      // a command may have written the cache anew: FIFOs again before each
      for (const kind of ["index", "stats", "code"]) fifos(kind)
      const run = await arbor(args, env)
      expect([run.code, run.stdout, run.stderr], shown(args, run)).toEqual([0, expected[i], ""])
    }
  })
})
