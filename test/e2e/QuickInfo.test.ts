/**
 * `arbor info` from the facts recorded of a small file (src/main/cli/QuickInfo.ts,
 * domain/scan/StatsFile, services/store/StatsCache): the core records them; the record answers only for
 * the very bytes it was made of, and then with the core's output to the byte; anything else is
 * left to the core.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as StatsFile from "../../src/domain/scan/StatsFile.js"
import * as QuickInfo from "../../src/main/cli/QuickInfo.js"
import * as Paths from "../../src/services/store/Paths.js"
import * as StatsCache from "../../src/services/store/StatsCache.js"
import { type Case, cases } from "../support/Corpus.js"
import { arbor as inProcess } from "../support/InProcess.js"
import { arbor, scratchDir, shown } from "../support/Spawn.js"

/** What the quick path prints for `info ...args` in `cwd` with the cache `cacheDir`, not on a terminal. */
const quick = (args: ReadonlyArray<string>, cwd: string, cacheDir: string, tty = false) => QuickInfo.output(args, { cwd, cacheDir, tty })

const someCase = (): Case => cases()[0] as Case

const withCache = (cacheDir: string) => ({ env: { ARBOR_CACHE_DIR: cacheDir, ARBOR_CACHE: "" } })

describe("info from the facts recorded of a file", () => {
  it("prints what the core prints, to the byte, for every session of the corpus", async () => {
    const cacheDir = scratchDir()
    let answered = 0
    for (const c of cases()) {
      const dir = path.dirname(c.file)
      const text = await inProcess(["info", c.file], { cwd: dir, ...withCache(cacheDir) })
      const json = await inProcess(["info", "--json", c.file], { cwd: dir, ...withCache(cacheDir) })
      if (text.code !== 0) {
        // the core failed: nothing recorded, nothing answered
        expect(quick([c.file], dir, cacheDir), c.name).toBeUndefined()
        continue
      }
      expect([text.stderr, json.stderr], c.name).toEqual(["", ""])
      // by the path given, absolute or relative
      expect(quick([c.file], "/", cacheDir), c.name).toBe(text.stdout)
      expect(quick(["session.jsonl"], dir, cacheDir), c.name).toBe(text.stdout)
      expect(quick([c.file, "--json"], dir, cacheDir), c.name).toBe(json.stdout)
      expect(quick(["--json", c.file], dir, cacheDir, true), c.name).toBe(`${JSON.stringify(JSON.parse(json.stdout), null, 2)}\n`)
      answered++
    }
    expect(answered).toBeGreaterThan(30)
  })

  it("answers only for the bytes the record was made of", async () => {
    const dir = scratchDir()
    const cacheDir = path.join(dir, "cache")
    const c = cases().find((x) => x.text.includes("\"type\":\"label\"")) ?? someCase()
    const file = path.join(dir, "s.jsonl")
    fs.writeFileSync(file, c.text)
    const core = async () => {
      const run = await inProcess(["info", file], { cwd: dir, ...withCache(cacheDir) })
      expect(run.code, shown(["info"], run)).toBe(0)
      return run.stdout
    }
    const first = await core()
    expect(quick([file], dir, cacheDir)).toBe(first)

    // appended to: another answer, which the core gives and records
    const line = JSON.stringify({ type: "label", id: "q1", parentId: null, timestamp: "2026-12-06T00:00:00.000Z", targetId: "nowhere", label: "x" })
    fs.appendFileSync(file, `${line}\n`)
    expect(quick([file], dir, cacheDir)).toBeUndefined()
    const grown = await core()
    expect(quick([file], dir, cacheDir)).toBe(grown)

    // the same bytes again: the record of them (the latest) answers only for them
    fs.writeFileSync(file, c.text)
    expect(quick([file], dir, cacheDir)).toBeUndefined()
    expect(await core()).toBe(first)
    // one byte changed in place, same size and length
    const bytes = Buffer.from(c.text)
    const at = bytes.indexOf("\"id\":\"") + 6
    bytes[at] = bytes[at] === 0x61 ? 0x62 : 0x61
    fs.writeFileSync(file, bytes)
    expect(quick([file], dir, cacheDir)).toBeUndefined()
    fs.writeFileSync(file, c.text)
    expect(quick([file], dir, cacheDir)).toBe(first)

    // a FIFO is not waited on
    const fifo = path.join(dir, "fifo.jsonl")
    execFileSync("mkfifo", [fifo])
    expect(quick([fifo], dir, cacheDir)).toBeUndefined()

    // the same bytes at another path: that path has no record
    const other = path.join(dir, "t.jsonl")
    fs.copyFileSync(file, other)
    expect(quick([other], dir, cacheDir)).toBeUndefined()

    // a damaged, foreign-format or missing record is not believed
    const record = Paths.statsFile(cacheDir, file)
    const good = fs.readFileSync(record, "utf8")
    for (
      const bad of [
        good.slice(0, good.length >> 1),
        "null",
        "[]",
        good.replace(`"format":${StatsFile.FORMAT}`, `"format":${StatsFile.FORMAT + 1}`),
        good.replace(`"file":${JSON.stringify(file)}`, "\"file\":\"elsewhere\""),
        good.replace(/"entries":(\d)/, (_, d) => `"entries":${(Number(d) + 1) % 10}`)
      ]
    ) {
      fs.writeFileSync(record, bad)
      expect(quick([file], dir, cacheDir)).toBeUndefined()
    }
    fs.rmSync(record)
    expect(quick([file], dir, cacheDir)).toBeUndefined()
    expect(await core()).toBe(first)
    expect(fs.statSync(record).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.dirname(record)).mode & 0o777).toBe(0o700)

    // a record that holds another shape of facts makes the core answer, not a crash
    fs.writeFileSync(record, good.replace(/"entries":\d+/, "\"entries\":\"many\"").replace(/"messages":\{[^}]*\}/, "\"messages\":null"))
    expect(quick([file], dir, cacheDir)).toBeUndefined()
  })

  it("records no file over the limit, none with the cache off, and nothing for facts JSON would change", async () => {
    const dir = scratchDir()
    const cacheDir = path.join(dir, "cache")
    const c = someCase()
    const big = path.join(dir, "big.jsonl")
    const lines = c.text.split("\n").filter((l) => l !== "")
    let text = `${lines[0]}\n`
    const filler = JSON.stringify({
      type: "custom",
      customType: "pad",
      id: "pad00000",
      parentId: null,
      timestamp: "2026-12-06T00:00:00.000Z",
      data: "x".repeat(4000)
    })
    while (text.length <= StatsFile.MAX_SIZE) text += `${filler.replace("pad00000", `p${text.length.toString(16).padStart(7, "0")}`)}\n`
    fs.writeFileSync(big, text)
    const run = await inProcess(["info", big], { cwd: dir, ...withCache(cacheDir) })
    expect(run.code, shown(["info"], run)).toBe(0)
    expect(fs.existsSync(Paths.statsFile(cacheDir, big))).toBe(false)

    const small = path.join(dir, "small.jsonl")
    fs.writeFileSync(small, c.text)
    const off = await inProcess(["info", small], { cwd: dir, env: { ARBOR_CACHE_DIR: cacheDir, ARBOR_CACHE: "off" } })
    expect(off.code).toBe(0)
    expect(fs.existsSync(Paths.statsFile(cacheDir, small))).toBe(false)

    const facts = JSON.parse((await inProcess(["info", "--json", small], { cwd: dir, env: { ARBOR_CACHE: "off" } })).stdout)
    expect(StatsFile.encode(small, 10, "d", facts)).toBeDefined()
    for (const odd of [Infinity, Number.NaN, -0]) expect(StatsFile.encode(small, 10, "d", { ...facts, cost: { ...facts.cost, total: odd } })).toBeUndefined()
    expect(StatsFile.encode(small, StatsFile.MAX_SIZE + 1, "d", facts)).toBeUndefined()
  })

  it("does not believe a record made under other rules: a file pi wrote, once counted as damaged", async () => {
    // before pi's boolean usage.cost.totalFromProvider was accepted (format 1), every reply of a
    // session pi's agent wrote was an error, and a record said so for as long as the bytes stayed
    const dir = scratchDir()
    const cacheDir = path.join(dir, "cache")
    const fixtures = path.join(import.meta.dirname, "../fixtures/real-pi")
    const piFile = fs.readdirSync(fixtures).filter((name) => name.endsWith(".jsonl")).sort()[0]!
    const file = path.join(dir, piFile)
    fs.copyFileSync(path.join(fixtures, piFile), file)
    const core = await inProcess(["info", file], { cwd: dir, ...withCache(cacheDir) })
    expect(core.stdout).toContain("\nDiagnostics: 0 errors, 0 warnings\n")
    expect(quick([file], dir, cacheDir)).toBe(core.stdout)
    const record = Paths.statsFile(cacheDir, file)
    const old = fs
      .readFileSync(record, "utf8")
      .replace(`"format":${StatsFile.FORMAT}`, `"format":1`)
      .replace(`"diagnostics":{"errors":0,"warnings":0}`, `"diagnostics":{"errors":7,"warnings":0}`)
    expect(old).toContain(`"format":1,`)
    expect(old).toContain(`"errors":7`)
    fs.writeFileSync(record, old)
    expect(quick([file], dir, cacheDir)).toBeUndefined()
    expect((await inProcess(["info", file], { cwd: dir, ...withCache(cacheDir) })).stdout).toBe(core.stdout)
  })

  it("is not recorded when the file changed while its facts were computed", async () => {
    const dir = scratchDir()
    const cacheDir = path.join(dir, "cache")
    const c = someCase()
    const file = path.join(dir, "s.jsonl")
    fs.writeFileSync(file, c.text)
    const facts = JSON.parse((await inProcess(["info", "--json", file], { cwd: dir, env: { ARBOR_CACHE: "off" } })).stdout)
    await Effect.runPromise(
      Effect.gen(function*() {
        const cache = yield* StatsCache.StatsCache
        const before = yield* cache.digest(file)
        expect(Option.isSome(before)).toBe(true)
        fs.appendFileSync(file, "\n")
        yield* cache.save(file, Option.getOrThrow(before), facts)
        expect(fs.existsSync(Paths.statsFile(cacheDir, file))).toBe(false)
        const now = Option.getOrThrow(yield* cache.digest(file))
        yield* cache.save(file, now, facts)
        expect(fs.existsSync(Paths.statsFile(cacheDir, file))).toBe(true)
      }).pipe(Effect.provide(StatsCache.layer(cacheDir).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))))
    )
  })

  it("reads the plain spellings of its arguments and leaves the others to the core's parser", () => {
    expect([QuickInfo.request(["f"]), QuickInfo.request(["f", "--json"]), QuickInfo.request(["--json", "f"])]).toEqual([
      { file: "f", json: false },
      { file: "f", json: true },
      { file: "f", json: true }
    ])
    for (const args of [[], ["f", "g"], ["f", "--json", "--json"], ["-h"], ["--json=true", "f"], ["", "--json"], ["--", "f"], ["--help"]]) {
      expect(QuickInfo.request(args), args.join(" ")).toBeUndefined()
    }
  })

  it("spawned, answers before the core loads, with the core's bytes", async () => {
    const dir = scratchDir()
    const cacheDir = path.join(dir, "cache")
    const file = path.join(dir, "s.jsonl")
    fs.writeFileSync(file, someCase().text)
    const env = withCache(cacheDir)
    const first = await arbor(["info", file], { cwd: dir, ...env })
    expect(first.code, shown(["info"], first)).toBe(0)
    // without the core's code cache: the quick answer writes none, the core would
    fs.rmSync(path.join(cacheDir, "code"), { recursive: true, force: true })
    const again = await arbor(["info", "s.jsonl"], { cwd: dir, ...env })
    expect([again.code, again.stdout, again.stderr]).toEqual([0, first.stdout, ""])
    expect(fs.existsSync(path.join(cacheDir, "code"))).toBe(false)
    const json = await arbor(["info", file, "--json"], { cwd: dir, ...env })
    const core = await arbor(["info", file, "--json"], { cwd: dir, env: { ARBOR_CACHE: "off" } })
    expect([json.code, json.stdout]).toEqual([0, core.stdout])
    expect(fs.existsSync(path.join(cacheDir, "code"))).toBe(false)
  })
})
