/**
 * The bundles' code caches (src/main/cli/CodeCache.ts): written once under the cache directory,
 * 0600 in a 0700 folder; a damaged, foreign or unreadable cache changes nothing the command
 * prints and is written anew; `ARBOR_CACHE=off` writes none.
 */
import { describe, expect, it } from "@effect/vitest"
import { spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as CodeCache from "../../src/main/cli/CodeCache.js"
import * as Help from "../../src/main/cli/Help.js"
import { corpusDir } from "../support/Corpus.js"
import { root } from "../support/Corpus.js"
import { arbor, arborBin, scratchDir, shown } from "../support/Spawn.js"

const session = path.join(corpusDir, "case-001009", "session.jsonl")

const codeFiles = (cache: string): ReadonlyArray<string> => {
  const dir = path.join(cache, "code")
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : []
}

describe("the code cache", () => {
  it("is written once, private, and a damaged or foreign one is refused and written anew", async () => {
    const cache = scratchDir()
    const env = { ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "" }
    const args = ["tree", session, "--json"]
    const first = await arbor(args, { env })
    expect(first.code, shown(args, first)).toBe(0)
    const [file] = codeFiles(cache)
    expect(file).toBeDefined()
    expect(codeFiles(cache)).toHaveLength(1)
    expect(fs.statSync(file as string).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.dirname(file as string)).mode & 0o777).toBe(0o700)
    const good = fs.readFileSync(file as string)

    const again = await arbor(args, { env })
    expect([again.code, again.stdout, again.stderr]).toEqual([0, first.stdout, first.stderr])
    expect(fs.readFileSync(file as string).equals(good)).toBe(true)

    const damaged = Buffer.from(good)
    for (let i = Math.floor(damaged.length / 2); i < Math.floor(damaged.length / 2) + 512; i++) damaged[i] = (damaged[i] as number) ^ 0x5a
    for (const bad of [damaged, good.subarray(0, good.length >> 1), Buffer.from("not a code cache"), Buffer.alloc(0)]) {
      fs.writeFileSync(file as string, bad)
      const run = await arbor(args, { env })
      expect([run.code, run.stdout, run.stderr]).toEqual([0, first.stdout, first.stderr])
      expect(fs.readFileSync(file as string).length).toBeGreaterThan(1000)
      expect(codeFiles(cache)).toEqual([file])
    }
  })

  it("of the context script is taken by the next run, not written anew", async () => {
    const cache = scratchDir()
    const env = { ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "" }
    const args = ["context", session, "--json"]
    const first = await arbor(args, { env })
    expect(first.code, shown(args, first)).toBe(0)
    const [file] = codeFiles(cache)
    expect(path.basename(file as string)).toMatch(/^context-/)
    const made = fs.statSync(file as string)
    const again = await arbor(args, { env })
    expect([again.code, again.stdout]).toEqual([0, first.stdout])
    // a cache V8 refused (made under other flags) would have been written anew, as another file renamed into place
    const after = fs.statSync(file as string)
    expect([after.ino, after.mtimeMs]).toEqual([made.ino, made.mtimeMs])
  })

  it("is kept for each bundle, the core's and the agent's, and neither changes what a command prints", async () => {
    const cache = scratchDir()
    const env = { ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "" }
    // an HTML export runs from the agent bundle; the code caches do not change it
    const args = ["export", session, "--format", "html"]
    const off = await arbor(args, { env: { ...env, ARBOR_CACHE: "off" } })
    expect(off.code, shown(args, off)).toBe(0)
    expect(codeFiles(cache)).toEqual([])
    const first = await arbor(args, { env })
    expect([first.code, first.stdout, first.stderr]).toEqual([0, off.stdout, off.stderr])
    expect(codeFiles(cache).map((file) => path.basename(file).split("-")[0])).toEqual(["agent"])
    const agent = fs.readFileSync(codeFiles(cache)[0] as string)
    const again = await arbor(args, { env })
    expect([again.code, again.stdout, again.stderr]).toEqual([0, off.stdout, off.stderr])
    expect(fs.readFileSync(codeFiles(cache)[0] as string).equals(agent)).toBe(true)
    const info = await arbor(["info", session], { env })
    expect(info.code, shown(["info"], info)).toBe(0)
    expect(codeFiles(cache).map((file) => path.basename(file).split("-")[0]).sort()).toEqual(["agent", "core"])
  })

  it("is written by a program that runs a while, even if it is then killed before it exits", async () => {
    const cache = scratchDir()
    // RPC mode runs from the agent bundle until its input ends; killed, it never exits
    const child = spawn(process.execPath, [arborBin, "--mode", "rpc"], {
      env: { ...process.env, ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "", PI_CODING_AGENT_DIR: scratchDir() },
      stdio: ["pipe", "ignore", "ignore"]
    })
    const deadline = Date.now() + CodeCache.WRITE_AFTER + 10_000
    while (codeFiles(cache).filter((f) => f.endsWith(".bin")).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    child.kill("SIGKILL")
    await new Promise((r) => child.once("exit", r))
    expect(codeFiles(cache).map((file) => path.basename(file).split("-")[0])).toEqual(["agent"])
  })

  it("is not kept with ARBOR_CACHE=off, and a cache that cannot be written changes nothing", async () => {
    const cache = scratchDir()
    const off = await arbor(["ls", "--json"], { env: { ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "off" } })
    expect([off.code, off.stdout]).toEqual([0, "[]\n"])
    expect(fs.readdirSync(cache)).toEqual([])
    const blocked = path.join(cache, "a-file")
    fs.writeFileSync(blocked, "")
    const run = await arbor(["ls", "--json"], { env: { ARBOR_CACHE_DIR: blocked, ARBOR_CACHE: "" } })
    expect([run.code, run.stdout, run.stderr]).toEqual([0, "[]\n", ""])
  })

  it("runs from the core every command but the agent's, an HTML export and another store", () => {
    const core = (line: string, store?: string) => CodeCache.handles(Help.check(line.split(" ").filter((w) => w !== "")), store)
    expect([core("ls"), core("info F"), core("export F"), core("export F --format md"), core("navigate F T"), core("fork F E")]).toEqual([
      true,
      true,
      true,
      true,
      true,
      true
    ])
    expect([
      core(""),
      core("-p hi"),
      core("--mode rpc"),
      core("compact F"),
      core("replay F"),
      core("navigate F T --summarize"),
      core("export F --format html"),
      core("export F --format=html")
    ]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false
    ])
    expect([core("ls", "files"), core("ls", ""), core("ls", "postgres://x/y"), core("--help")]).toEqual([true, true, false, false])
  })
})

describe("the code cache on a Node with its own compile cache (22)", () => {
  // Node's own switches of its compile cache (set at all, even empty, NODE_DISABLE_COMPILE_CACHE turns it off)
  const node22Env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("NODE_") || !name.includes("COMPILE_CACHE")))
  /** `arbor ...args` run by Node 22 with the cache directory `cache`. */
  const arbor22 = (args: ReadonlyArray<string>, cache: string) => {
    const run = spawnSync(Pi.node22, [arborBin, ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...node22Env, ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "", PI_CODING_AGENT_DIR: scratchDir() }
    })
    return { code: run.status, stdout: run.stdout, stderr: run.stderr }
  }
  /** The files of Node's compile cache under `cache` (its own folder, named for Node's version, in `code/`). */
  const nodeFiles = (cache: string): ReadonlyArray<string> =>
    codeFiles(cache).flatMap((dir) => (fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [dir]))

  it("is Node's: kept in its layout under the cache directory, taken by the next run, and a damaged one changes nothing", async () => {
    await Pi.ensureNode22()
    const cache = scratchDir()
    const off = await arbor(["tree", session, "--json"], { env: { ARBOR_CACHE: "off" } })
    for (const args of [["tree", session, "--json"], ["context", session, "--json"]]) {
      const expected = args[0] === "tree" ? off.stdout : (await arbor(args, { env: { ARBOR_CACHE: "off" } })).stdout
      const first = arbor22(args, cache)
      expect([first.code, first.stdout, first.stderr], shown(args, first as never)).toEqual([0, expected, ""])
    }
    // no cache of Arbor's own making: one folder of Node's, 0700 above it, its files 0600
    const [folder] = codeFiles(cache)
    expect(codeFiles(cache)).toHaveLength(1)
    expect(path.basename(folder as string)).toMatch(/^v22\.\d+\.\d+-x64-/)
    expect(fs.statSync(path.dirname(folder as string)).mode & 0o777).toBe(0o700)
    const files = nodeFiles(cache)
    // the core and the context script, each one file
    expect(files).toHaveLength(2)
    for (const file of files) expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const made = files.map((file) => fs.statSync(file).mtimeMs)
    const again = arbor22(["tree", session, "--json"], cache)
    expect([again.code, again.stdout]).toEqual([0, off.stdout])
    expect(files.map((file) => fs.statSync(file).mtimeMs)).toEqual(made)
    for (const file of files) {
      const damaged = fs.readFileSync(file)
      for (let i = damaged.length >> 1; i < damaged.length; i++) damaged[i] = (damaged[i] as number) ^ 0x5a
      fs.writeFileSync(file, damaged)
    }
    const damaged = arbor22(["tree", session, "--json"], cache)
    expect([damaged.code, damaged.stdout, damaged.stderr]).toEqual([0, off.stdout, ""])
    // and ARBOR_CACHE=off keeps none there either
    const none = scratchDir()
    const uncached = spawnSync(Pi.node22, [arborBin, "ls", "--json"], {
      encoding: "utf8",
      env: { ...node22Env, ARBOR_CACHE_DIR: none, ARBOR_CACHE: "off", PI_CODING_AGENT_DIR: scratchDir() }
    })
    expect([uncached.status, uncached.stdout]).toEqual([0, "[]\n"])
    expect(fs.readdirSync(none)).toEqual([])
  }, 120_000)
})

describe("the listing's order", () => {
  it("is pi's: newest first, and equally new sessions and skipped files in descending locale order of their paths", async () => {
    const dir = scratchDir()
    // the same session under names whose locale order is not their code-unit order
    const names = ["B.jsonl", "a.jsonl", "_x.jsonl", "-y.jsonl", "b.jsonl", "A1.jsonl", "10.jsonl", "9.jsonl"]
    for (const name of names) fs.copyFileSync(session, path.join(dir, name))
    for (const name of ["bad-b.jsonl", "Bad-a.jsonl", "_bad.jsonl"]) fs.writeFileSync(path.join(dir, name), "not json\n")
    const run = await arbor(["ls", "--all", "--session-dir", dir, "--json"], { env: { ARBOR_CACHE: "off" } })
    expect(run.code, shown(["ls"], run)).toBe(0)
    const byPathDesc = (a: string, b: string) => b.localeCompare(a)
    const listed = JSON.parse(run.stdout).map((s: { path: string }) => path.basename(s.path))
    expect(listed).toEqual([...names].map((n) => path.join(dir, n)).sort(byPathDesc).map((p) => path.basename(p)))
    const skipped = run.stderr.trimEnd().split("\n").map((line) => /skipped (\S+):/.exec(line)?.[1])
    expect(skipped).toEqual(["bad-b.jsonl", "Bad-a.jsonl", "_bad.jsonl"].map((n) => path.join(dir, n)).sort(byPathDesc))
  })
})
