/**
 * Arbor next to pi 1.6.0 on the jobs of issue 9's goals 1–7, side by side in one run: every
 * figure as a pi / Arbor ratio with the goal's target beside it and whether it is met.
 *
 *   npm run bench:pi                 # full: synthetic 100k entries / 100 MB, realistic ~50k / 100 MB, corpora 1,000 and 10,000
 *   npm run bench:pi -- --quick      # a few minutes: 10k / 10 MB, 5k / 10 MB, corpora 100 and 1,000, 3 runs
 *
 * Options (each overrides --quick's value):
 *   --entries N        synthetic session: entries (default 100000; quick 10000)
 *   --mb M             synthetic session: size in MB of 10^6 bytes (default 100; quick 10)
 *   --real-entries N   realistic session written by pi: entries (default 50000; quick 5000)
 *   --real-mb M        realistic session: size in MB (default 100; quick 10)
 *   --files A,B        realistic corpora to list, session counts (default 1000,10000; quick 100,1000)
 *   --runs R           fresh processes per tool and job (default 5; quick 3); start-up jobs run 4R (at least 10)
 *   --list-runs R      the same for the corpus jobs (default min(R, 3): pi lists 10,000 sessions in ~20 s)
 *   --turns T          appends per per-turn run (default 20)
 *   --seed S           seed of every generator (default 42)
 *   --keep             leave the work directory (copies, cache directories) in place
 *
 * What is measured, and how:
 * - Every measurement runs in a fresh process; the two tools alternate run by run (Arbor first
 *   on even runs, pi first on odd ones); each figure is the median of the runs (min beside it).
 * - Whole-process jobs spawn `node packages/cli/bin/arbor.js …` against `node bench/pi-cli.mjs …` (a plain
 *   script on pi's SessionManager doing the same job) with stdout to /dev/null, timed from the
 *   parent, peak RSS from `/usr/bin/time -f %M`.
 * - In-process jobs run bench/compare-worker.ts (Arbor only through bench/ArborAdapter.ts).
 * - Arbor's cache: "first sight" runs get a fresh `ARBOR_CACHE_DIR` holding only the V8 code
 *   cache an earlier run of Arbor left (no index, no catalog: the session or directory is new to
 *   Arbor, Arbor is not new to the machine; one row measures Arbor's very first run); "seen
 *   before" runs share one warmed by an earlier `arbor context` (sessions) or `arbor ls` (corpora) run;
 *   "grown by appends" runs get a copy of a cache warmed before pi appended one turn (4 entries)
 *   to the file. Until Arbor has a cache, first sight and seen before measure the same thing.
 * - Sessions: the synthetic one (bench/Synthetic.ts, written directly) and a realistic one written
 *   by pi itself (bench/Realistic.ts, cached under .bench/corpus/); corpora likewise. Sessions are
 *   measured on copies in a temporary directory; corpora in place (both checked unchanged).
 * - Sanity: both tools must give the same contexts, trees, listings and search hits, or the run
 *   fails; the session files must be left untouched.
 *
 * pi is not a dependency: `@earendil-works/pi-coding-agent@1.6.0` is installed on demand into
 * `.bench/pi/` (ignored by git, see Pi.ts) and only its `dist/core/session-manager.js` is
 * imported, by path, as a black box.
 *
 * Prints a table (ratios: time pi / Arbor, so > 1 means Arbor is faster; memory Arbor / pi, so
 * < 1 means Arbor is smaller; start-up Arbor / `node -e 0`), then one line `BENCH_PI {...}` with
 * every figure as JSON. Progress goes to stderr.
 */
import { execFileSync, execSync, spawnSync } from "node:child_process"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { isDeepStrictEqual } from "node:util"
import { parseArgs } from "node:util"
import { numberFlag } from "./Flags.js"
import * as Pi from "./Pi.js"
import * as Realistic from "./Realistic.js"
import * as Synthetic from "./Synthetic.js"

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    quick: { type: "boolean" },
    entries: { type: "string" },
    mb: { type: "string" },
    "real-entries": { type: "string" },
    "real-mb": { type: "string" },
    files: { type: "string" },
    runs: { type: "string" },
    "list-runs": { type: "string" },
    turns: { type: "string" },
    seed: { type: "string" },
    keep: { type: "boolean" }
  },
  strict: true
})
const QUICK = flags.quick === true
const ENTRIES = Math.floor(numberFlag("entries", flags.entries, QUICK ? 10_000 : 100_000, (n) => n >= 100))
const TARGET_MB = numberFlag("mb", flags.mb, QUICK ? 10 : 100, (n) => n > 0)
const REAL_ENTRIES = Math.floor(numberFlag("real-entries", flags["real-entries"], QUICK ? 5_000 : 50_000, (n) => n >= 100))
const REAL_MB = numberFlag("real-mb", flags["real-mb"], QUICK ? 10 : 100, (n) => n > 0)
const FILES: ReadonlyArray<number> = (flags.files ?? (QUICK ? "100,1000" : "1000,10000")).split(",").map((part) =>
  Math.floor(numberFlag("files", part, 0, (n) => n >= 1))
)
const RUNS = Math.floor(numberFlag("runs", flags.runs, QUICK ? 3 : 5, (n) => n >= 1))
const LIST_RUNS = Math.floor(numberFlag("list-runs", flags["list-runs"], Math.min(RUNS, 3), (n) => n >= 1))
const START_RUNS = Math.max(10, RUNS * 4)
const TURNS = Math.floor(numberFlag("turns", flags.turns, 20, (n) => n >= 1))
const SEED = Math.floor(numberFlag("seed", flags.seed, 42, () => true))
const MB = 1_000_000
const CWD = Realistic.CWD
const GROWN_BY = 4

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const worker = path.join(root, "bench", "compare-worker.ts")
const arborBin = path.join(root, "packages/cli/bin", "arbor.js")
const launcher = path.join(root, "bench", "launch.mjs")
const piCli = Pi.cli
const piModule = Pi.sessionManager

const started = performance.now()
const progress = (message: string): void => {
  process.stderr.write(`[bench:pi ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`)
}
const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`sanity check failed: ${message}`)
}
const uptime = (): string => {
  try {
    return execSync("uptime", { encoding: "utf8" }).trim()
  } catch {
    return `load average: ${os.loadavg().map((n) => n.toFixed(2)).join(", ")}`
  }
}
const hasCommand = (name: string): boolean => spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0

// ---------------------------------------------------------------------------------------------
// pi, on demand
// ---------------------------------------------------------------------------------------------

try {
  await Pi.ensure({ onInstall: progress })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
check(fs.existsSync(path.join(root, "packages/cli/dist", "arbor.cjs")), "packages/cli/dist/arbor.cjs is built (npm run build)")
check(fs.existsSync("/usr/bin/time"), "/usr/bin/time is installed (Debian: apt-get install time)")

// ---------------------------------------------------------------------------------------------
// Workspace
// ---------------------------------------------------------------------------------------------

const work = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-pi-"))
const agentDir = path.join(work, "agent")
const caches = path.join(work, "caches")
fs.mkdirSync(agentDir, { recursive: true })
fs.mkdirSync(caches, { recursive: true })
const cleanup = (): void => {
  if (!flags.keep) fs.rmSync(work, { recursive: true, force: true })
}
process.on("exit", cleanup)

/** The environment of every measured process: nothing from this shell but PATH and HOME. */
const baseEnv: Record<string, string> = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: process.env.HOME ?? os.homedir(),
  PI_CODING_AGENT_DIR: agentDir
}
let cacheCounter = 0
/** A new empty cache directory for Arbor. */
const freshCache = (label: string): string => {
  const dir = path.join(caches, `${label}-${++cacheCounter}`)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  return dir
}
const copyDir = (from: string, label: string): string => {
  const to = freshCache(label)
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  return to
}
const dropDir = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true })
const arborEnv = (cacheDir: string): Record<string, string> => ({ ...baseEnv, ARBOR_CACHE_DIR: cacheDir })

let codeCache: string | undefined
/**
 * A cache directory for a "first sight" run: no index and no catalog (the session or the
 * directory is new to Arbor), but the V8 code cache that earlier runs of this Arbor left
 * (`<cache>/code`, made by reading a one-line session once with `info`, which loads the core,
 * and with `context --json`, whose script has a cache of its own; a listing the catalog
 * answers, as an empty one is, never loads the core). The first run after an install compiles
 * the bundles too: `neverRun` rows measure that.
 */
const firstSight = (): string => {
  if (codeCache === undefined) {
    const donor = freshCache("code")
    const tiny = path.join(work, "tiny.jsonl")
    fs.writeFileSync(tiny, `${JSON.stringify({ type: "session", version: 3, id: "tiny", timestamp: "2026-01-01T00:00:00.000Z", cwd: work })}\n`)
    output(arborSpawn(["info", tiny], donor))
    output(arborSpawn(["context", tiny, "--json"], donor))
    codeCache = path.join(donor, "code")
    check(fs.existsSync(codeCache), `a run of arbor leaves its code cache in ${codeCache}`)
  }
  const dir = freshCache("first")
  fs.cpSync(codeCache, path.join(dir, "code"), { recursive: true })
  return dir
}

/** A copy of `file` under `<work>/<label>/` with the same name (pi's file names carry the session id). */
const copyFile = (file: string, label: string): string => {
  const dir = path.join(work, label)
  fs.mkdirSync(dir, { recursive: true })
  const to = path.join(dir, path.basename(file))
  fs.copyFileSync(file, to)
  return to
}

interface Stamp {
  readonly names: string
  readonly sizes: number
  readonly mtime: number
}
/** Names, total size and newest mtime of a directory's files: what "untouched" compares. */
const stampDir = (dir: string): Stamp => {
  const names = fs.readdirSync(dir).sort()
  let sizes = 0
  let mtime = 0
  for (const name of names) {
    const st = fs.statSync(path.join(dir, name))
    sizes += st.size
    mtime = Math.max(mtime, st.mtimeMs)
  }
  return { names: crypto.createHash("sha1").update(names.join("\n")).digest("hex"), sizes, mtime }
}
const modifications: Array<string> = []
const expectUnchanged = (dir: string, before: Stamp, what: string): void => {
  if (!isDeepStrictEqual(stampDir(dir), before)) modifications.push(`${what} (${dir}) changed`)
}
const warmPageCache = (dir: string): void => {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    if (fs.statSync(file).isFile()) fs.readFileSync(file)
  }
}

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

type Tool = "arbor" | "pi"
type Result = Record<string, unknown>
const order = (run: number): ReadonlyArray<Tool> => (run % 2 === 0 ? ["arbor", "pi"] : ["pi", "arbor"])

interface Spawn {
  readonly argv: ReadonlyArray<string>
  readonly env: Record<string, string>
  readonly cwd?: string
  /** Runs after the process (untimed): remove a per-run cache directory, say. */
  readonly after?: () => void
}
const arborSpawn = (args: ReadonlyArray<string>, cacheDir: string, after?: () => void, cwd?: string): Spawn => ({
  argv: [process.execPath, arborBin, ...args],
  env: arborEnv(cacheDir),
  ...(after === undefined ? {} : { after }),
  ...(cwd === undefined ? {} : { cwd })
})
const piSpawn = (task: string, ...args: ReadonlyArray<string>): Spawn => ({ argv: [process.execPath, piCli, piModule, task, ...args], env: baseEnv })

/**
 * One whole process, stdout to /dev/null: wall time and peak RSS (GNU time), measured by a
 * small process of its own (`launch.mjs`: a spawn from this one, large by then, costs more),
 * after a `sync`.
 */
const timedSpawn = (spec: Spawn): { readonly ms: number; readonly rssMb: number } => {
  const rssFile = path.join(work, "rss.txt")
  // what earlier steps wrote (the inputs, a cache, pi's files) is on disk first, not written
  // back by the kernel during the run
  execFileSync("sync")
  const launched = spawnSync(process.execPath, [launcher, JSON.stringify({ argv: spec.argv, env: spec.env, cwd: spec.cwd ?? work, rssFile })], {
    env: baseEnv,
    encoding: "utf8",
    maxBuffer: 128 * 1024 * 1024
  })
  if (launched.status !== 0) {
    process.stderr.write(launched.stderr)
    throw new Error(`bench/launch.mjs failed (exit ${String(launched.status)})`)
  }
  const out = JSON.parse(launched.stdout) as { readonly ms: number; readonly status: number | null; readonly signal: string | null; readonly stderr: string }
  spec.after?.()
  if (out.status !== 0) {
    process.stderr.write(out.stderr)
    throw new Error(`${spec.argv.slice(1).join(" ")} failed (exit ${String(out.status)}${out.signal ? `, ${out.signal}` : ""})`)
  }
  const kb = Number(fs.readFileSync(rssFile, "utf8").trim().split("\n").pop())
  return { ms: round(out.ms), rssMb: round((kb * 1024) / MB, 1) }
}

/** One whole process's stdout (for the sanity checks and to warm caches). */
const output = (spec: Spawn): string => {
  const out = spawnSync(spec.argv[0] as string, spec.argv.slice(1), {
    cwd: spec.cwd ?? work,
    env: spec.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 2 * 1024 * 1024 * 1024
  })
  spec.after?.()
  if (out.status !== 0) {
    process.stderr.write(out.stderr)
    throw new Error(`${spec.argv.slice(1).join(" ")} failed (exit ${String(out.status)})`)
  }
  return out.stdout
}

const runWorker = (tool: Tool, task: string, args: Record<string, unknown>, env: Record<string, string>): Result => {
  const out = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", worker, tool, task, JSON.stringify({ ...args, piModule })], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024
  })
  const line = out.stdout.split("\n").find((l) => l.startsWith("RESULT "))
  if (out.status !== 0 || line === undefined) {
    process.stderr.write(out.stderr)
    throw new Error(`${tool} ${task} worker failed (exit ${String(out.status)}${out.signal ? `, ${out.signal}` : ""})`)
  }
  return JSON.parse(line.slice("RESULT ".length)) as Result
}

type Samples = Record<Tool, Array<Result>>

/** Whole processes, alternating: `{ ms, rssMb }` per run and tool. */
const pairWhole = (what: string, arbor: () => Spawn, pi: () => Spawn, runs = RUNS): Samples => {
  const samples: Samples = { arbor: [], pi: [] }
  for (let run = 0; run < runs; run++) {
    for (const tool of order(run)) {
      progress(`${what}, run ${run + 1}/${runs}: ${tool}`)
      samples[tool].push(timedSpawn(tool === "arbor" ? arbor() : pi()))
    }
  }
  return samples
}

interface WorkerRun {
  readonly args: Record<string, unknown>
  readonly env: Record<string, string>
  readonly after?: () => void
}
/** In-process workers, alternating. */
const pairWorker = (what: string, task: string, arbor: () => WorkerRun, pi: () => WorkerRun, runs = RUNS): Samples => {
  const samples: Samples = { arbor: [], pi: [] }
  for (let run = 0; run < runs; run++) {
    for (const tool of order(run)) {
      progress(`${what}, run ${run + 1}/${runs}: ${tool}`)
      const spec = tool === "arbor" ? arbor() : pi()
      samples[tool].push(runWorker(tool, task, spec.args, spec.env))
      spec.after?.()
    }
  }
  return samples
}

// ---------------------------------------------------------------------------------------------
// Figures and the table
// ---------------------------------------------------------------------------------------------

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const n = sorted.length
  return n % 2 === 1 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2
}
interface Stat {
  readonly median: number
  readonly min: number
  readonly runs: ReadonlyArray<number>
}
const stat = (results: ReadonlyArray<Result>, key: string): Stat => {
  const xs = results.map((r) => {
    const v = r[key]
    check(typeof v === "number" && Number.isFinite(v), `${String(r.tool ?? "")} ${String(r.task ?? "")}: ${key} is a number`)
    return v
  })
  return { median: round(median(xs), 3), min: round(Math.min(...xs), 3), runs: xs }
}

/** How a row's ratio is formed: time pi / Arbor, memory Arbor / pi, start-up Arbor / node. */
type RatioKind = "time" | "memory" | "startup"
interface Target {
  /** Compared with the ratio, or with Arbor's median (ms). */
  readonly on: "ratio" | "arbor"
  readonly op: ">=" | "<="
  readonly value: number
}
interface Row {
  readonly section: string
  readonly sectionName: string
  readonly goal: string
  readonly key: string
  readonly label: string
  readonly unit: "ms" | "MB"
  readonly arbor: Stat
  readonly other: Stat | undefined
  readonly kind: RatioKind
  readonly ratio: number | undefined
  readonly target: Target | undefined
  readonly met: boolean | undefined
}
const rows: Array<Row> = []
let section = ""
let sectionName = ""
/** A table section: its heading, and the short name the summary of missed goals uses. */
const startSection = (name: string, title: string): void => {
  sectionName = name
  section = title
}

const addRow = (row: {
  readonly goal?: string
  readonly key: string
  readonly label: string
  readonly unit?: "ms" | "MB"
  readonly arbor: Stat
  readonly other?: Stat | undefined
  readonly kind?: RatioKind
  readonly target?: Target
}): void => {
  const kind = row.kind ?? (row.unit === "MB" ? "memory" : "time")
  const other = row.other
  let ratio: number | undefined
  if (other !== undefined && row.arbor.median > 0 && other.median > 0) {
    ratio = round(kind === "time" ? other.median / row.arbor.median : row.arbor.median / other.median, 2)
  }
  let met: boolean | undefined
  if (row.target !== undefined) {
    const value = row.target.on === "ratio" ? ratio : row.arbor.median
    if (value !== undefined) met = row.target.op === ">=" ? value >= row.target.value : value <= row.target.value
  }
  rows.push({
    section,
    sectionName,
    goal: row.goal ?? "",
    key: row.key,
    label: row.label,
    unit: row.unit ?? "ms",
    arbor: row.arbor,
    other,
    kind,
    ratio,
    target: row.target,
    met
  })
}
const atLeast = (value: number): Target => ({ on: "ratio", op: ">=", value })
const atMost = (value: number): Target => ({ on: "ratio", op: "<=", value })
const atMostMs = (value: number): Target => ({ on: "arbor", op: "<=", value })

const sanity: Record<string, unknown> = {}
const generation: Record<string, unknown> = {}
const described: Record<string, unknown> = {}

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

const uptimeAtStart = uptime()
const loadAtStart = round(os.loadavg()[0] ?? 0)
const realEnv: Realistic.Env = { root, piModule, progress }

progress(`synthetic session: ${ENTRIES} entries, ~${TARGET_MB} MB (seed ${SEED})`)
const syntheticFile = (() => {
  const t0 = performance.now()
  const syn = Synthetic.generate({ entries: ENTRIES, targetBytes: TARGET_MB * MB, seed: SEED, activeFraction: 0.12 })
  const header = JSON.parse(syn.text.slice(0, syn.text.indexOf("\n"))) as { id: string; timestamp: string }
  const dir = path.join(work, "synthetic")
  fs.mkdirSync(dir)
  const file = path.join(dir, `${header.timestamp.replace(/[:.]/g, "-")}_${header.id}.jsonl`)
  fs.writeFileSync(file, syn.text)
  generation.syntheticSeconds = round((performance.now() - t0) / 1000, 1)
  described.synthetic = { mb: round(syn.bytes / MB), entries: syn.entries, activePath: syn.activePathLength, branchEvents: syn.branchEvents }
  return { file, entries: syn.entries, bytes: syn.bytes }
})()

const big = Realistic.big(realEnv, { entries: REAL_ENTRIES, mb: REAL_MB, seed: SEED })
generation.realisticSeconds = big.generatedSeconds
described.realistic = {
  mb: round(big.bytes / MB),
  entries: big.entries,
  compactions: big.compactions,
  branchSummaries: big.branchSummaries,
  navigations: big.navigations,
  labels: big.labels,
  toolResults: big.toolResults,
  largestToolResultKb: round(big.largestToolResult / 1000, 1),
  cached: path.relative(root, big.dir)
}
const corpora = FILES.map((files) => {
  const c = Realistic.corpus(realEnv, { files, seed: SEED })
  generation[`corpus${files}Seconds`] = c.generatedSeconds
  return c
})
for (const c of corpora) {
  described[`corpus${c.sessions}`] = {
    mb: round(c.bytes / MB),
    entries: c.entries,
    small: c.small,
    medium: c.medium,
    large: c.large,
    named: c.named,
    compactions: c.compactions,
    branchSummaries: c.branchSummaries,
    cached: path.relative(root, path.dirname(c.dir))
  }
}

// ---------------------------------------------------------------------------------------------
// A big session: goals 1–5
// ---------------------------------------------------------------------------------------------

interface Context {
  readonly messages: ReadonlyArray<unknown>
  readonly thinkingLevel: unknown
  readonly model: unknown
}

const benchSession = (name: "synthetic" | "realistic", source: string, entries: number, bytes: number): void => {
  startSection(`${name} session`, `${name} session: ${round(bytes / MB, 1)} MB, ${entries.toLocaleString("en-US")} entries`)
  const file = copyFile(source, name)
  const dir = path.dirname(file)
  warmPageCache(dir)
  const before = stampDir(dir)
  const checks: Record<string, unknown> = {}
  sanity[name] = checks

  // -- what both tools answer, and Arbor's warm cache ------------------------------------------
  progress(`${name}: sanity outputs and warming Arbor's cache`)
  const warm = freshCache(`${name}-warm`)
  const arborContext = JSON.parse(output(arborSpawn(["context", file, "--json"], warm))) as Context
  const piContext = JSON.parse(output(piSpawn("context", file))) as Context
  check(
    isDeepStrictEqual(arborContext, piContext),
    `${name}: arbor context --json equals pi's buildSessionContext (${arborContext.messages.length} vs ${piContext.messages.length} messages)`
  )
  checks.contextMessages = arborContext.messages.length
  checks.contextEqual = true
  {
    const arborTree = output(arborSpawn(["tree", file, "--json"], warm))
    const piTree = output(piSpawn("tree", file))
    checks.treeBytesIdentical = arborTree.trimEnd() === piTree.trimEnd()
    if (!checks.treeBytesIdentical) check(isDeepStrictEqual(JSON.parse(arborTree), JSON.parse(piTree)), `${name}: arbor tree --json equals pi's getTree`)
    checks.treeEqual = true
    checks.treeMb = round(Buffer.byteLength(piTree) / MB, 1)
  }

  // grown by appends: a cache warmed on the file as it was, then pi appends one turn
  const grownFile = copyFile(source, `${name}-grown`)
  const grownWarm = freshCache(`${name}-grown-warm`)
  output(arborSpawn(["context", grownFile, "--json"], grownWarm))
  output(piSpawn("append", grownFile, String(GROWN_BY)))
  const grownBefore = stampDir(path.dirname(grownFile))
  {
    const a = JSON.parse(output(arborSpawn(["context", grownFile, "--json"], copyDir(grownWarm, `${name}-grown-check`)))) as Context
    const p = JSON.parse(output(piSpawn("context", grownFile))) as Context
    check(isDeepStrictEqual(a, p), `${name}: context after pi appended ${GROWN_BY} entries equals pi's`)
    check(a.messages.length === arborContext.messages.length + GROWN_BY, `${name}: the ${GROWN_BY} appended messages are in the context`)
    checks.grownContextMessages = a.messages.length
  }

  // -- goals 1 and 2: context, whole process ---------------------------------------------------
  const context = (cache: () => string, drop: boolean, target: string) => () => {
    const c = cache()
    return arborSpawn(["context", target, "--json"], c, drop ? () => dropDir(c) : undefined)
  }
  const first = pairWhole(`${name}: context, first sight`, context(firstSight, true, file), () => piSpawn("context", file))
  const neverRun = pairWhole(`${name}: context, first run of Arbor`, context(() => freshCache("never"), true, file), () => piSpawn("context", file))
  const seen = pairWhole(`${name}: context, seen before`, context(() => warm, false, file), () => piSpawn("context", file))
  const grown = pairWhole(
    `${name}: context, grown since seen`,
    context(() => copyDir(grownWarm, "grown"), true, grownFile),
    () => piSpawn("context", grownFile)
  )
  expectUnchanged(path.dirname(grownFile), grownBefore, `${name}: the grown copy`)

  // -- goal 4: tree, whole process --------------------------------------------------------------
  const tree = (cache: () => string, drop: boolean) => () => {
    const c = cache()
    return arborSpawn(["tree", file, "--json"], c, drop ? () => dropDir(c) : undefined)
  }
  const treeFirst = pairWhole(`${name}: tree --json, first sight`, tree(firstSight, true), () => piSpawn("tree", file))
  const treeSeen = pairWhole(`${name}: tree --json, seen before`, tree(() => warm, false), () => piSpawn("tree", file))

  // -- goals 2, 4, 5: in process ------------------------------------------------------------------
  const openWith = (cache: () => string, drop: boolean) => (): WorkerRun => {
    const c = cache()
    return { args: { file }, env: arborEnv(c), ...(drop ? { after: () => dropDir(c) } : {}) }
  }
  const piOpen = (): WorkerRun => ({ args: { file }, env: baseEnv })
  const openFirst = pairWorker(`${name}: open in process, first sight`, "open", openWith(firstSight, true), piOpen)
  const openSeen = pairWorker(`${name}: open in process, seen before`, "open", openWith(() => warm, false), piOpen)
  for (const r of [...openFirst.arbor, ...openFirst.pi, ...openSeen.arbor, ...openSeen.pi]) {
    check(
      r.messages === arborContext.messages.length && r.messagesSecond === r.messages,
      `${name}: ${String(r.tool)} in process builds ${arborContext.messages.length} context messages (got ${String(r.messages)})`
    )
  }
  const a0 = openFirst.arbor[0] as Result
  const p0 = openFirst.pi[0] as Result
  check(a0.leaf === p0.leaf, `${name}: same leaf in process (arbor ${String(a0.leaf)}, pi ${String(p0.leaf)})`)
  checks.leaf = a0.leaf
  checks.entries = { arbor: a0.entries, pi: p0.entries }
  checks.arborDiagnostics = a0.diagnostics

  // -- goal 3: per turn, in process, each run on a fresh copy ------------------------------------
  const turnCopy = (tool: Tool) => (): WorkerRun => {
    const copy = copyFile(source, `${name}-turns`)
    const cache = freshCache("turns")
    return {
      args: { file: copy, turns: TURNS },
      env: tool === "arbor" ? arborEnv(cache) : baseEnv,
      after: () => {
        fs.rmSync(path.dirname(copy), { recursive: true, force: true })
        dropDir(cache)
      }
    }
  }
  const turns = pairWorker(`${name}: ${TURNS} turns (append + context) in process`, "turns", turnCopy("arbor"), turnCopy("pi"))
  for (const r of [...turns.arbor, ...turns.pi]) {
    check(
      r.turnMessages === arborContext.messages.length + TURNS,
      `${name}: ${String(r.tool)} context after ${TURNS} appends has ${arborContext.messages.length + TURNS} messages (got ${String(r.turnMessages)})`
    )
  }
  expectUnchanged(dir, before, `${name}: the session file`)

  // -- rows ---------------------------------------------------------------------------------------
  const ms = (s: Samples, key: string, which: Tool) => stat(s[which], key)
  const both = (s: Samples, key: string) => ({ arbor: ms(s, key, "arbor"), other: ms(s, key, "pi") })
  addRow({ goal: "G1", key: `${name}.context.first`, label: "context --json, first sight (whole process)", ...both(first, "ms"), target: atLeast(3) })
  addRow({ goal: "G1", key: `${name}.context.first.rss`, label: "  peak RSS", unit: "MB", ...both(first, "rssMb"), target: atMost(0.5) })
  addRow({ key: `${name}.context.neverRun`, label: "  the same on Arbor's first run (no code cache either)", ...both(neverRun, "ms") })
  addRow({ goal: "G2", key: `${name}.context.seen`, label: "context --json, seen before, unchanged", ...both(seen, "ms"), target: atLeast(8) })
  addRow({ key: `${name}.context.seen.rss`, label: "  peak RSS", unit: "MB", ...both(seen, "rssMb") })
  addRow({
    goal: "G2",
    key: `${name}.context.grown`,
    label: `context --json, seen before, grown by ${GROWN_BY} appends (pi)`,
    ...both(grown, "ms"),
    target: atLeast(8)
  })
  addRow({
    goal: "G2",
    key: `${name}.open.seen`,
    label: "open in process, seen before (SessionStore.open | SessionManager.open)",
    ...both(openSeen, "openMs"),
    target: atLeast(30)
  })
  addRow({ key: `${name}.open.first`, label: "open in process, first sight", ...both(openFirst, "openMs") })
  addRow({ key: `${name}.openContext.first`, label: "  open + first context, first sight", ...both(openFirst, "openContextMs") })
  addRow({ key: `${name}.openContext.seen`, label: "  open + first context, seen before", ...both(openSeen, "openContextMs") })
  addRow({ key: `${name}.contextWarm`, label: "  a later context build (median of 5 in the process)", ...both(openSeen, "contextWarmMs") })
  addRow({
    goal: "G3",
    key: `${name}.turn`,
    label: `per turn at ${entries.toLocaleString("en-US")} entries: append + context (no fsync, as pi)`,
    ...both(turns, "turnTurnMs"),
    target: atLeast(10)
  })
  addRow({ key: `${name}.turn.append`, label: "  the append", ...both(turns, "turnAppendMs") })
  addRow({ key: `${name}.turn.context`, label: "  the context after it", ...both(turns, "turnContextMs") })
  addRow({
    key: `${name}.turn.fsync`,
    label: "  Arbor with fsync per append (its default) vs pi",
    arbor: ms(turns, "fsyncTurnTurnMs", "arbor"),
    other: ms(turns, "turnTurnMs", "pi")
  })
  addRow({ goal: "G4", key: `${name}.tree.first`, label: "tree --json, first sight (whole process)", ...both(treeFirst, "ms"), target: atLeast(2) })
  addRow({ goal: "G4", key: `${name}.tree.first.rss`, label: "  peak RSS", unit: "MB", ...both(treeFirst, "rssMb"), target: atMost(0.5) })
  addRow({ goal: "G4", key: `${name}.tree.seen`, label: "tree --json, seen before", ...both(treeSeen, "ms"), target: atLeast(2) })
  addRow({ goal: "G4", key: `${name}.tree.seen.rss`, label: "  peak RSS", unit: "MB", ...both(treeSeen, "rssMb"), target: atMost(0.5) })
  addRow({
    goal: "G4",
    key: `${name}.treeScreen`,
    label: "/tree first screen in process, after open (Arbor TreeSelector | pi getTree)",
    ...both(openSeen, "treeMs"),
    target: atMostMs(150)
  })
  addRow({
    goal: "G5",
    key: `${name}.retained.first`,
    label: "memory retained by the open session after GC, first sight",
    unit: "MB",
    ...both(openFirst, "retainedTotalMb"),
    target: atMost(0.5)
  })
  addRow({
    goal: "G5",
    key: `${name}.retained.seen`,
    label: "memory retained by the open session after GC, seen before",
    unit: "MB",
    ...both(openSeen, "retainedTotalMb"),
    target: atMost(0.5)
  })
  addRow({ key: `${name}.inprocess.rss`, label: "  peak RSS of the in-process run, seen before", unit: "MB", ...both(openSeen, "maxRssMb") })
  addRow({ key: `${name}.import`, label: "module import in the worker (in no figure above)", ...both(openSeen, "importMs") })
  dropDir(warm)
  dropDir(grownWarm)
  fs.rmSync(path.dirname(grownFile), { recursive: true, force: true })
  fs.rmSync(dir, { recursive: true, force: true })
}

// ---------------------------------------------------------------------------------------------
// Many sessions: goal 6
// ---------------------------------------------------------------------------------------------

interface Listed {
  readonly path: string
  readonly modified: string | null
  readonly name?: string
  readonly messageCount: number
}

const compareListings = (what: string, arbor: ReadonlyArray<Listed>, pi: ReadonlyArray<Listed>): Record<string, unknown> => {
  check(arbor.length === pi.length, `${what}: arbor lists ${arbor.length} sessions, pi ${pi.length}`)
  let orderDiffers = 0
  let fieldsDiffer = 0
  const examples: Array<unknown> = []
  const byPath = new Map(pi.map((s) => [s.path, s]))
  arbor.forEach((s, i) => {
    // sessions with the same modified time may come in either order
    if (pi[i]?.path !== s.path && pi[i]?.modified !== s.modified) orderDiffers++
    const other = byPath.get(s.path)
    if (!isDeepStrictEqual(s, other)) {
      fieldsDiffer++
      if (examples.length < 2) examples.push({ arbor: s, pi: other })
    }
  })
  check(fieldsDiffer === 0, `${what}: every listed session has pi's fields (${fieldsDiffer} differ: ${JSON.stringify(examples).slice(0, 600)})`)
  check(orderDiffers === 0, `${what}: the same order as pi, newest first (${orderDiffers} positions differ)`)
  return { sessions: arbor.length, sameOrder: true, sameFields: true }
}

const benchCorpus = (c: Realistic.Corpus): void => {
  const files = c.sessions
  const tenK = files >= 10_000
  startSection(
    `${files.toLocaleString("en-US")} sessions`,
    `${files.toLocaleString("en-US")} sessions of mixed sizes in one directory: ${
      round(c.bytes / MB)
    } MB (${c.small} small, ${c.medium} medium, ${c.large} large), written by pi`
  )
  const dir = c.dir
  warmPageCache(dir)
  const before = stampDir(dir)
  const checks: Record<string, unknown> = {}
  sanity[`corpus${files}`] = checks
  const ls = (extra: ReadonlyArray<string>, cache: () => string, drop: boolean) => () => {
    const cacheDir = cache()
    return arborSpawn(["ls", "--session-dir", dir, "--cwd", CWD, ...extra, "--json"], cacheDir, drop ? () => dropDir(cacheDir) : undefined)
  }

  progress(`${files} sessions: sanity outputs and warming Arbor's cache`)
  const warm = freshCache(`corpus${files}-warm`)
  const arborList = JSON.parse(output(ls([], () => warm, false)())) as ReadonlyArray<Listed>
  const piList = JSON.parse(output(piSpawn("list", CWD, dir))) as ReadonlyArray<Listed>
  Object.assign(checks, compareListings(`${files} sessions`, arborList, piList))
  const word = Realistic.SEARCH_WORD
  const arborHits = JSON.parse(output(ls(["--search", word], () => warm, false)())) as ReadonlyArray<Listed>
  const piHits = JSON.parse(output(piSpawn("search", CWD, dir, word))) as ReadonlyArray<Listed>
  checks.search = { word, ...compareListings(`${files} sessions, search ${word}`, arborHits, piHits) }
  check(arborHits.length > 0 && arborHits.length < files, `${files} sessions: the search word matches some sessions (${arborHits.length})`)

  const first = pairWhole(`${files} sessions: ls, first sight`, ls([], firstSight, true), () => piSpawn("list", CWD, dir), LIST_RUNS)
  const seen = pairWhole(`${files} sessions: ls, seen before`, ls([], () => warm, false), () => piSpawn("list", CWD, dir), LIST_RUNS)
  const search = pairWhole(
    `${files} sessions: ls --search ${word}, seen before`,
    ls(["--search", word], () => warm, false),
    () => piSpawn("search", CWD, dir, word),
    LIST_RUNS
  )
  const pickerWith = (cache: () => string, drop: boolean) => (): WorkerRun => {
    const cacheDir = cache()
    return { args: { cwd: CWD, dir }, env: arborEnv(cacheDir), ...(drop ? { after: () => dropDir(cacheDir) } : {}) }
  }
  const piList2 = (): WorkerRun => ({ args: { cwd: CWD, dir }, env: baseEnv })
  const pickerFirst = pairWorker(`${files} sessions: /resume first rows in process, first sight`, "list", pickerWith(firstSight, true), piList2, LIST_RUNS)
  const pickerSeen = pairWorker(`${files} sessions: /resume first rows in process, seen before`, "list", pickerWith(() => warm, false), piList2, LIST_RUNS)
  for (const r of [...pickerFirst.arbor, ...pickerFirst.pi, ...pickerSeen.arbor, ...pickerSeen.pi]) {
    check(r.count === files, `${files} sessions: ${String(r.tool)} lists ${String(r.count)} in process`)
  }
  check(isDeepStrictEqual((pickerSeen.arbor[0] as Result).sessions, (pickerSeen.pi[0] as Result).sessions), `${files} sessions: same listing in process`)
  expectUnchanged(dir, before, `${files} sessions: the corpus`)

  const both = (s: Samples, key: string) => ({ arbor: stat(s.arbor, key), other: stat(s.pi, key) })
  addRow({ goal: "G6", key: `corpus${files}.ls.first`, label: "ls --json, first sight (whole process)", ...both(first, "ms"), target: atLeast(2) })
  addRow({ key: `corpus${files}.ls.first.rss`, label: "  peak RSS", unit: "MB", ...both(first, "rssMb") })
  addRow({ goal: "G6", key: `corpus${files}.ls.seen`, label: "ls --json, seen before", ...both(seen, "ms"), target: atLeast(15) })
  if (tenK) addRow({ goal: "G6", key: `corpus${files}.ls.seen.abs`, label: "  the same, Arbor's time", ...both(seen, "ms"), target: atMostMs(300) })
  addRow({ key: `corpus${files}.ls.seen.rss`, label: "  peak RSS", unit: "MB", ...both(seen, "rssMb") })
  addRow({
    goal: tenK ? "G6" : "",
    key: `corpus${files}.search.seen`,
    label: `ls --search ${word} --json, seen before (pi: list + filter on name and message text; ${arborHits.length} hits)`,
    ...both(search, "ms"),
    ...(tenK ? { target: atMostMs(500) } : {})
  })
  addRow({
    key: `corpus${files}.picker.first`,
    label: "/resume picker's first rows in process, first sight (pi: SessionManager.list)",
    ...both(pickerFirst, "firstRowsMs")
  })
  addRow({
    goal: tenK ? "G6" : "",
    key: `corpus${files}.picker.seen`,
    label: "/resume picker's first rows in process, seen before",
    ...both(pickerSeen, "firstRowsMs"),
    ...(tenK ? { target: atMostMs(200) } : {})
  })
  dropDir(warm)
}

// ---------------------------------------------------------------------------------------------
// Start-up: goal 7
// ---------------------------------------------------------------------------------------------

/** pi's default session directory name for a cwd (format §1.2). */
const encodedCwd = (cwd: string): string => `--${cwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
let tmuxCounter = 0
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
/**
 * Starts `argv` in a private tmux server and times until the screen shows `marker`. Then ends
 * the server and waits for the program (our own pane process, by its pid) to be gone, so that
 * the next run does not meet its lock.
 */
const firstScreen = (argv: ReadonlyArray<string>, env: Record<string, string>, marker: string, lingerMs = 0): number => {
  const socket = `arbor-bench-${process.pid}-${++tmuxCounter}`
  const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`
  const vars = Object.entries({ ...env, TERM: "xterm-256color" }).map(([k, v]) => `${k}=${quote(v)}`)
  const command = `cd ${quote(work)} && exec env -i ${vars.join(" ")} ${argv.map(quote).join(" ")}`
  const tmux = (...args: ReadonlyArray<string>): string =>
    execFileSync("tmux", ["-L", socket, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
  let pid: number | undefined
  const t0 = performance.now()
  try {
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "b", "-x", "250", "-y", "50", command)
    tmux("set-option", "-t", "b", "remain-on-exit", "on")
    pid = Number(tmux("display-message", "-t", "b", "-p", "#{pane_pid}").trim())
    for (;;) {
      const screen = tmux("capture-pane", "-t", "b", "-p")
      if (screen.includes(marker)) {
        const ms = round(performance.now() - t0)
        // kept on screen a while: a chat that lives long enough writes its code cache (see CodeCache)
        if (lingerMs > 0) sleep(lingerMs)
        return ms
      }
      if (tmux("display-message", "-t", "b", "-p", "#{pane_dead}").trim() === "1") {
        throw new Error(`${argv.join(" ")} exited before its first screen:\n${screen.trim()}`)
      }
      if (performance.now() - t0 > 60_000) throw new Error(`no first screen showing ${marker} within 60 s; the screen:\n${screen}`)
      sleep(5)
    }
  } finally {
    try {
      tmux("kill-server")
    } catch {
      // the server is gone already
    }
    const deadline = performance.now() + 10_000
    while (pid !== undefined && alive(pid) && performance.now() < deadline) sleep(20)
    if (pid !== undefined && alive(pid)) process.kill(pid, "SIGKILL")
  }
}

const benchStartup = (smallCorpus: Realistic.Corpus | undefined): void => {
  startSection("start-up", "start-up (whole process; ratio Arbor / node -e 0, except the chat's first screen: absolute)")
  const source = smallCorpus ?? fail("no corpus for the start-up files")
  // a small session (the one nearest 50 KB) and ten more in the default directory of a project
  const names = fs.readdirSync(source.dir).filter((n) => n.endsWith(".jsonl"))
  const bySize = names.map((n) => [n, fs.statSync(path.join(source.dir, n)).size] as const).sort((a, b) => Math.abs(a[1] - 50_000) - Math.abs(b[1] - 50_000))
  const small = copyFile(path.join(source.dir, (bySize[0] as readonly [string, number])[0]), "small")
  const project = path.join(work, "project")
  fs.mkdirSync(project)
  const projectSessions = path.join(agentDir, "sessions", encodedCwd(project))
  fs.mkdirSync(projectSessions, { recursive: true })
  for (const [n] of bySize.slice(1, 11)) fs.copyFileSync(path.join(source.dir, n), path.join(projectSessions, n))
  const warm = freshCache("startup-warm")
  output(arborSpawn(["ls"], warm, undefined, project))
  output(arborSpawn(["info", small], warm))
  described.startup = { smallSessionKb: round(fs.statSync(small).size / 1000, 1), lsSessions: 10 }

  const node = (): Spawn => ({ argv: [process.execPath, "-e", "0"], env: baseEnv })
  const against = (what: string, arbor: () => Spawn) => {
    const samples: Samples = { arbor: [], pi: [] }
    for (let run = 0; run < START_RUNS; run++) {
      if (run % 10 === 0) progress(`${what}, runs ${run + 1}-${Math.min(START_RUNS, run + 10)}/${START_RUNS}`)
      for (const tool of order(run)) samples[tool].push(timedSpawn(tool === "arbor" ? arbor() : node()))
    }
    return { arbor: stat(samples.arbor, "ms"), other: stat(samples.pi, "ms") }
  }
  const help = against("arbor --help vs node -e 0", () => arborSpawn(["--help"], warm))
  const ls = against("arbor ls vs node -e 0", () => arborSpawn(["ls"], warm, undefined, project))
  const info = against("arbor info SMALL vs node -e 0", () => arborSpawn(["info", small], warm))
  addRow({ goal: "G7", key: "startup.help", label: "arbor --help", ...help, kind: "startup", target: atMost(2.5) })
  addRow({ goal: "G7", key: "startup.ls", label: "arbor ls (10 sessions, seen before)", ...ls, kind: "startup", target: atMost(2.5) })
  addRow({
    goal: "G7",
    key: "startup.info",
    label: `arbor info SMALL_FILE (${round(fs.statSync(small).size / 1000)} KB, seen before)`,
    ...info,
    kind: "startup",
    target: atMost(2.5)
  })

  if (!hasCommand("tmux")) {
    sanity.chatFirstScreen = "not measured: tmux is not installed"
    return
  }
  // the chat in a 250×50 terminal: from starting it until its footer shows the context's fill
  // (`… (auto)`), drawn in the frame that shows the session.
  // Each run is killed as soon as its screen shows, before the chat writes its code cache: the
  // rows judged are of a chat started before (as the other start-up rows are), primed by one
  // chat kept open a few seconds; a first chat ever is measured as well, for information.
  const chat = (file: string, cacheDir: string, lingerMs = 0) => (): number =>
    firstScreen([process.execPath, arborBin, "--session", file], arborEnv(cacheDir), "(auto)", lingerMs)
  const baseline = (): number => firstScreen([process.execPath, "-e", "console.log('READY'); setInterval(() => {}, 1000)"], baseEnv, "READY")
  const screens = (what: string, arbor: () => number) => {
    const samples: Samples = { arbor: [], pi: [] }
    for (let run = 0; run < RUNS; run++) {
      progress(`${what}, run ${run + 1}/${RUNS}`)
      for (const tool of order(run)) samples[tool].push({ ms: tool === "arbor" ? arbor() : baseline() })
    }
    return { arbor: stat(samples.arbor, "ms"), other: stat(samples.pi, "ms") }
  }
  const chatSmall = copyFile(small, "chat-small")
  addRow({
    key: "startup.chat.neverRun",
    label: "the chat's first screen, small session, a first chat ever (no code cache for it)",
    ...screens("chat first screen, first chat ever", () => chat(chatSmall, freshCache("chat-never"))()),
    kind: "startup"
  })
  chat(chatSmall, warm, 3000)()
  addRow({
    goal: "G7",
    key: "startup.chat.small",
    label: "the chat's first screen, small session (tmux; other column: node printing a line)",
    ...screens("chat first screen, small session", chat(chatSmall, warm)),
    kind: "startup",
    target: atMostMs(500)
  })
  const chatBig = copyFile(big.file, "chat-big")
  const bigWarm = freshCache("chat-big-warm")
  output(arborSpawn(["context", chatBig, "--json"], bigWarm))
  chat(chatBig, bigWarm, 3000)()
  addRow({
    goal: "G7",
    key: "startup.chat.big",
    label: `the chat's first screen, ${round(big.bytes / MB)} MB session seen before`,
    ...screens("chat first screen, big session", chat(chatBig, bigWarm)),
    kind: "startup",
    target: atMostMs(1000)
  })
}

function fail(message: string): never {
  throw new Error(message)
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

benchSession("synthetic", syntheticFile.file, syntheticFile.entries, syntheticFile.bytes)
benchSession("realistic", big.file, big.entries, big.bytes)
for (const c of corpora) benchCorpus(c)
benchStartup(corpora[0])
sanity.sessionFilesUnchanged = modifications.length === 0
if (modifications.length > 0) sanity.modifications = modifications
const uptimeAtEnd = uptime()
const loadAtEnd = round(os.loadavg()[0] ?? 0)
const totalSeconds = round((performance.now() - started) / 1000, 1)

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const fmt = (n: number, unit: string): string => {
  if (unit === "ms" && n >= 1000) return `${(n / 1000).toFixed(2)} s`
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : n >= 1 ? 2 : 3
  return `${n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${unit}`
}
const targetText = (t: Target | undefined): string => {
  if (t === undefined) return ""
  const op = t.op === ">=" ? "≥" : "≤"
  return t.on === "ratio" ? `${op} ${t.value}x` : `${op} ${fmt(t.value, "ms")}`
}
const verdict = (row: Row): string => (row.met === undefined ? (row.target === undefined ? "" : "n/a") : row.met ? "met" : "NOT MET")
const ratioText = (row: Row): string => (row.ratio === undefined ? "-" : `${row.ratio}x`)

const cells = rows.map((row) => ({
  row,
  label: `${row.goal.padEnd(3)} ${row.label}`,
  arbor: `${fmt(row.arbor.median, row.unit)} / ${fmt(row.arbor.min, row.unit)}`,
  other: row.other === undefined ? "-" : `${fmt(row.other.median, row.unit)} / ${fmt(row.other.min, row.unit)}`,
  ratio: ratioText(row),
  goal: row.target === undefined
    ? ""
    : `${targetText(row.target)}: ${row.target.on === "ratio" ? ratioText(row) : fmt(row.arbor.median, row.unit)} ${verdict(row)}`
}))
const w = {
  label: Math.max(...cells.map((c) => c.label.length)),
  arbor: Math.max("arbor median / min".length, ...cells.map((c) => c.arbor.length)),
  other: Math.max("pi median / min".length, ...cells.map((c) => c.other.length)),
  ratio: Math.max("ratio".length, ...cells.map((c) => c.ratio.length))
}
console.log(
  `Arbor vs pi ${Pi.VERSION}: issue 9's goals side by side — node ${process.version}, ${os.cpus().length} cpus, ${RUNS} fresh processes per tool and job (corpora ${LIST_RUNS}, start-up ${START_RUNS}), medians`
)
console.log(`ratio: time pi / Arbor (> 1: Arbor faster); memory Arbor / pi (< 1: Arbor smaller); start-up Arbor / node -e 0`)
let current = ""
for (const c of cells) {
  if (c.row.section !== current) {
    current = c.row.section
    console.log(`\n${current}`)
    console.log(
      `  ${"".padEnd(w.label)}  ${"arbor median / min".padStart(w.arbor)}  ${
        (current.startsWith("start-up") ? "node median / min" : "pi median / min").padStart(w.other)
      }  ${"ratio".padStart(w.ratio)}  goal`
    )
  }
  console.log(`  ${c.label.padEnd(w.label)}  ${c.arbor.padStart(w.arbor)}  ${c.other.padStart(w.other)}  ${c.ratio.padStart(w.ratio)}  ${c.goal}`)
}
const judged = rows.filter((r) => r.met !== undefined)
const missed = judged.filter((r) => r.met === false)
console.log(`\ngoals: ${judged.length - missed.length} of ${judged.length} figures met`)
for (const r of missed) {
  console.log(
    `  NOT MET  ${r.goal} ${r.sectionName}: ${r.label.trim()} (${targetText(r.target)}, got ${
      r.target?.on === "ratio" ? ratioText(r) : fmt(r.arbor.median, r.unit)
    })`
  )
}

console.log(`\ninputs`)
console.log(`  synthetic: ${JSON.stringify(described.synthetic)}`)
console.log(`  realistic: ${JSON.stringify(described.realistic)}`)
for (const c of corpora) console.log(`  corpus ${c.sessions}: ${JSON.stringify(described[`corpus${c.sessions}`])}`)
console.log(`  generated this run (s, 0 = cached): ${JSON.stringify(generation)}`)
console.log(`\nsanity (the run stops on any mismatch)`)
for (const [key, value] of Object.entries(sanity)) console.log(`  ${key}: ${JSON.stringify(value)}`)
console.log(`  uptime at start: ${uptimeAtStart}`)
console.log(`  uptime at end:   ${uptimeAtEnd}`)
console.log(`  total run time ${totalSeconds} s${flags.keep ? `; files kept in ${work}` : ""}`)

const figures: Record<string, unknown> = {}
for (const r of rows) {
  figures[r.key] = {
    goal: r.goal || undefined,
    label: r.label.trim(),
    unit: r.unit,
    arbor: r.arbor,
    other: r.other,
    ratio: r.ratio,
    target: r.target,
    met: r.met
  }
}
console.log(
  `BENCH_PI ${
    JSON.stringify({
      options: {
        quick: QUICK,
        entries: ENTRIES,
        mb: TARGET_MB,
        realEntries: REAL_ENTRIES,
        realMb: REAL_MB,
        files: FILES,
        runs: RUNS,
        listRuns: LIST_RUNS,
        startRuns: START_RUNS,
        turns: TURNS,
        seed: SEED
      },
      node: process.version,
      pi: Pi.VERSION,
      cpus: os.cpus().length,
      inputs: described,
      generation,
      figures,
      goals: { judged: judged.length, met: judged.length - missed.length, notMet: missed.map((r) => r.key) },
      sanity,
      uptime: { start: uptimeAtStart, end: uptimeAtEnd },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      totalSeconds
    })
  }`
)
