/**
 * Arbor next to pi 1.6.0: opening a large session and building its context, and listing a
 * directory of many sessions, each measured in a fresh process per run (alternating the tools)
 * so that JIT warmth, heap and GC of one tool never affect the other.
 *
 *   npm run bench:pi                                                     # 100k entries / 100 MB, 1,000 files, 5 runs
 *   npm run bench:pi -- --entries 10000 --mb 10 --files 100 --runs 3     # quick
 *
 * Options: --entries N (default 100000), --mb M (default 100), --files F (default 1000),
 * --runs R (default 5), --seed S (default 42), --keep (leave the generated files in place).
 *
 * pi is not a dependency: `@earendil-works/pi-coding-agent@1.6.0` is installed on demand into
 * `.bench/pi/` (ignored by git) and only its `dist/core/session-manager.js` is imported, by path
 * (the package root wants Node 22; that file loads on Node 20 as is). It is driven as a black
 * box through the public API the spec names; see bench/compare-worker.ts.
 *
 * Prints a table (median and min of the runs; ratio = pi / Arbor, so > 1 means Arbor is faster),
 * then one line `BENCH_PI {...}` with every figure as JSON. Progress goes to stderr.
 */
import { execSync, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import * as Listing from "./Listing.js"
import * as Synthetic from "./Synthetic.js"
import { numberFlag } from "./Flags.js"

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    entries: { type: "string" },
    mb: { type: "string" },
    files: { type: "string" },
    runs: { type: "string" },
    seed: { type: "string" },
    keep: { type: "boolean" }
  },
  strict: true
})

const ENTRIES = Math.floor(numberFlag("entries", flags.entries, 100_000, (n) => n >= 100))
const TARGET_MB = numberFlag("mb", flags.mb, 100, (n) => n > 0)
const FILES = Math.floor(numberFlag("files", flags.files, 1000, (n) => n >= 1))
const RUNS = Math.floor(numberFlag("runs", flags.runs, 5, (n) => n >= 1))
const SEED = Math.floor(numberFlag("seed", flags.seed, 42, () => true))
const MB = 1_000_000
const CWD = "/home/dev/projects/arbor"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const worker = path.join(root, "bench", "compare-worker.ts")
const PI_VERSION = "1.6.0"
const piPrefix = path.join(root, ".bench", "pi")
const piModule = path.join(piPrefix, "node_modules", "@earendil-works", "pi-coding-agent", "dist", "core", "session-manager.js")

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

// ---------------------------------------------------------------------------------------------
// pi, on demand
// ---------------------------------------------------------------------------------------------

const installedVersion = (): string | undefined => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(piPrefix, "node_modules", "@earendil-works", "pi-coding-agent", "package.json"), "utf8")) as {
      version?: unknown
    }
    return typeof pkg.version === "string" ? pkg.version : undefined
  } catch {
    return undefined
  }
}

if (!fs.existsSync(piModule) || installedVersion() !== PI_VERSION) {
  progress(`installing @earendil-works/pi-coding-agent@${PI_VERSION} into ${path.relative(root, piPrefix)}/`)
  fs.mkdirSync(piPrefix, { recursive: true })
  const npm = process.platform === "win32" ? "npm.cmd" : "npm"
  const install = spawnSync(
    npm,
    ["install", "--prefix", piPrefix, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `@earendil-works/pi-coding-agent@${PI_VERSION}`],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"] }
  )
  if (install.status !== 0 || !fs.existsSync(piModule)) {
    console.error(`could not install pi ${PI_VERSION} (npm exited with ${String(install.status)})`)
    process.exit(1)
  }
}
check(installedVersion() === PI_VERSION, `pi ${PI_VERSION} installed`)

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

const work = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-pi-"))
const agentDir = path.join(work, "agent")
const bigDir = path.join(work, "big")
const listDir = path.join(work, "list")
fs.mkdirSync(agentDir, { recursive: true })
fs.mkdirSync(bigDir, { recursive: true })
const cleanup = (): void => {
  if (!flags.keep) fs.rmSync(work, { recursive: true, force: true })
}
process.on("exit", cleanup)

const uptimeAtStart = uptime()
const loadAtStart = round(os.loadavg()[0] ?? 0)

progress(`generating ${ENTRIES} entries, ~${TARGET_MB} MB (seed ${SEED})`)
const bigFile = (() => {
  const syn = Synthetic.generate({ entries: ENTRIES, targetBytes: TARGET_MB * MB, seed: SEED, activeFraction: 0.12 })
  check(syn.text.endsWith("\n"), "session text ends with LF")
  const header = JSON.parse(syn.text.slice(0, syn.text.indexOf("\n"))) as { id: string; timestamp: string }
  const file = path.join(bigDir, `${header.timestamp.replace(/[:.]/g, "-")}_${header.id}.jsonl`)
  fs.writeFileSync(file, syn.text)
  return { file, bytes: syn.bytes, entries: syn.entries, leaf: syn.leaf, activePath: syn.activePathLength }
})()

progress(`generating ${FILES} session files for the listing`)
const listing = Listing.write({ dir: listDir, files: FILES, cwd: CWD, seed: SEED })

interface Stamp {
  readonly size: number
  readonly mtimeMs: number
}
const stampOf = (file: string): Stamp => {
  const st = fs.statSync(file)
  return { size: st.size, mtimeMs: st.mtimeMs }
}
const dirStamp = (dir: string): string => {
  const names = fs.readdirSync(dir).sort()
  let size = 0
  let mtime = 0
  for (const name of names) {
    const st = fs.statSync(path.join(dir, name))
    size += st.size
    mtime = Math.max(mtime, st.mtimeMs)
  }
  return `${names.length} files, ${size} bytes, newest mtime ${mtime}`
}
const bigStamp = stampOf(bigFile.file)
const bigDirNames = fs.readdirSync(bigDir).sort().join(",")
const listStamp = dirStamp(listDir)
// leave the files in the page cache for every run alike
fs.readFileSync(bigFile.file)
for (const name of fs.readdirSync(listDir)) fs.readFileSync(path.join(listDir, name))

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------

type Tool = "arbor" | "pi"
type Result = Record<string, unknown>

const runWorker = (tool: Tool, task: string, args: Record<string, unknown>): Result => {
  const out = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", worker, tool, task, JSON.stringify({ ...args, piModule, agentDir })],
    {
      cwd: root,
      env: { ...process.env, PI_CODING_AGENT_DIR: agentDir },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024
    }
  )
  const line = out.stdout.split("\n").find((l) => l.startsWith("RESULT "))
  if (out.status !== 0 || line === undefined) {
    process.stderr.write(out.stderr)
    throw new Error(`${tool} ${task} worker failed (exit ${String(out.status)}${out.signal ? `, ${out.signal}` : ""})`)
  }
  return JSON.parse(line.slice("RESULT ".length)) as Result
}

const num = (r: Result, key: string): number => {
  const v = r[key]
  check(typeof v === "number", `${String(r.tool)} ${String(r.task)}: ${key} is a number`)
  return v
}

const openRuns: Record<Tool, Array<Result>> = { arbor: [], pi: [] }
const listRuns: Record<Tool, Array<Result>> = { arbor: [], pi: [] }
const order = (run: number): ReadonlyArray<Tool> => (run % 2 === 0 ? ["arbor", "pi"] : ["pi", "arbor"])
const piModifications: Array<string> = []

for (let run = 0; run < RUNS; run++) {
  for (const tool of order(run)) {
    progress(`open + context, run ${run + 1}/${RUNS}: ${tool}`)
    const r = runWorker(tool, "open", { file: bigFile.file })
    openRuns[tool].push(r)
    const now = stampOf(bigFile.file)
    if (now.size !== bigStamp.size || now.mtimeMs !== bigStamp.mtimeMs) piModifications.push(`${tool} run ${run + 1} changed the session file`)
    if (fs.readdirSync(bigDir).sort().join(",") !== bigDirNames) piModifications.push(`${tool} run ${run + 1} added files beside the session`)
  }
}
progress("open phases: arbor")
const arborPhases = runWorker("arbor", "phases", { file: bigFile.file })
progress("open phases: pi")
const piPhases = runWorker("pi", "phases", { file: bigFile.file })
{
  const now = stampOf(bigFile.file)
  if (now.size !== bigStamp.size || now.mtimeMs !== bigStamp.mtimeMs) piModifications.push("phases runs changed the session file")
}

for (let run = 0; run < RUNS; run++) {
  for (const tool of order(run)) {
    progress(`list ${FILES} sessions, run ${run + 1}/${RUNS}: ${tool}`)
    listRuns[tool].push(runWorker(tool, "list", { cwd: CWD, dir: listDir }))
  }
}
progress("list phases: arbor")
const arborListPhases = runWorker("arbor", "list-phases", { cwd: CWD, dir: listDir })
const listStampAfter = dirStamp(listDir)
if (listStampAfter !== listStamp) piModifications.push(`listing directory changed: ${listStamp} -> ${listStampAfter}`)
const uptimeAtEnd = uptime()
const loadAtEnd = round(os.loadavg()[0] ?? 0)

// ---------------------------------------------------------------------------------------------
// Sanity
// ---------------------------------------------------------------------------------------------

const sanity: Record<string, unknown> = {}
{
  const a = openRuns.arbor[0] as Result
  const p = openRuns.pi[0] as Result
  for (const r of [...openRuns.arbor, ...openRuns.pi]) {
    check(r.messages === a.messages && r.messagesSecond === a.messages, `same context size in every run (${String(r.tool)}: ${String(r.messages)})`)
  }
  check(a.messages === p.messages, `same number of context messages (arbor ${String(a.messages)}, pi ${String(p.messages)})`)
  check(a.leaf === p.leaf && a.leaf === bigFile.leaf, `same leaf (arbor ${String(a.leaf)}, pi ${String(p.leaf)}, file ${bigFile.leaf})`)
  check(a.entries === bigFile.entries, `arbor entry count ${String(a.entries)}`)
  sanity.contextMessages = a.messages
  sanity.leaf = a.leaf
  sanity.arborEntries = a.entries
  sanity.piEntries = p.entries
  sanity.arborDiagnostics = a.diagnostics
  sanity.sessionFileUnchanged = piModifications.length === 0
  if (piModifications.length > 0) sanity.modifications = piModifications
}
type Row = readonly [string, number, string | null, number | null]
const listOrder = (r: Result): ReadonlyArray<Row> => r.sessions as ReadonlyArray<Row>
{
  const a = listOrder(listRuns.arbor[0] as Result)
  const p = listOrder(listRuns.pi[0] as Result)
  check(a.length === FILES, `arbor lists ${a.length} of ${FILES}`)
  check(p.length === FILES, `pi lists ${p.length} of ${FILES}`)
  for (const r of [...listRuns.arbor, ...listRuns.pi]) check(num(r, "count") === FILES, "same count in every run")
  sanity.listCount = { arbor: a.length, pi: p.length }
  let differing = 0
  let firstDifference: number | undefined
  let tiesOnly = true
  for (let i = 0; i < a.length; i++) {
    if (a[i]?.[0] !== p[i]?.[0]) {
      differing++
      firstDifference ??= i
      if (a[i]?.[1] !== p[i]?.[1]) tiesOnly = false
    }
  }
  sanity.listSameOrder = differing === 0
  if (differing > 0) {
    sanity.listOrderDiffers = { positions: differing, firstDifference, onlyAmongEqualModifiedTimes: tiesOnly }
  }
  // same fields per file
  const byFile = new Map(p.map((row) => [row[0], row]))
  let fieldMismatches = 0
  const examples: Array<unknown> = []
  for (const row of a) {
    const other = byFile.get(row[0])
    if (other === undefined || other[1] !== row[1] || other[2] !== row[2] || other[3] !== row[3]) {
      fieldMismatches++
      if (examples.length < 3) examples.push({ arbor: row, pi: other })
    }
  }
  sanity.listFieldMismatches = fieldMismatches
  if (examples.length > 0) sanity.listFieldMismatchExamples = examples
  // the order the other runs of each tool gave, compared with their first run
  sanity.listOrderStableAcrossRuns = [...listRuns.arbor, ...listRuns.pi].every((r) => {
    const first = listOrder((r.tool === "arbor" ? listRuns.arbor[0] : listRuns.pi[0]) as Result)
    return listOrder(r).every((row, i) => row[0] === first[i]?.[0])
  })
}

// ---------------------------------------------------------------------------------------------
// Report
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
  const xs = results.map((r) => num(r, key))
  return { median: round(median(xs), 3), min: round(Math.min(...xs), 3), runs: xs }
}

const figures: Record<string, unknown> = {
  options: { entries: ENTRIES, targetMb: TARGET_MB, files: FILES, runs: RUNS, seed: SEED },
  node: process.version,
  pi: PI_VERSION,
  cpus: os.cpus().length,
  session: { file: path.basename(bigFile.file), mb: round(bigFile.bytes / MB), entries: bigFile.entries, activePath: bigFile.activePath },
  listing: { ...listing, mb: round(listing.bytes / MB, 1) }
}

const rows: Array<readonly [string, string, string, string]> = []
const ratios: Record<string, number> = {}
const metrics: Record<string, { arbor: Stat; pi: Stat }> = {}

const fmt = (n: number, unit: string): string => {
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : n >= 1 ? 2 : 3
  return `${n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit === "" ? "" : ` ${unit}`}`
}
const section = (title: string): void => {
  rows.push([`-- ${title}`, "", "", ""])
}
const compareRow = (key: string, label: string, runs: Record<Tool, Array<Result>>, field: string, unit: string): void => {
  const a = stat(runs.arbor, field)
  const p = stat(runs.pi, field)
  metrics[key] = { arbor: a, pi: p }
  const ratio = a.median > 0 && p.median > 0 ? round(p.median / a.median, 2) : Number.NaN
  ratios[key] = ratio
  rows.push([label, `${fmt(a.median, unit)} / ${fmt(a.min, unit)}`, `${fmt(p.median, unit)} / ${fmt(p.min, unit)}`, Number.isFinite(ratio) ? `${ratio}x` : "-"])
}

section(`open + context: ${round(bigFile.bytes / MB)} MB, ${bigFile.entries.toLocaleString("en-US")} entries, ${String(sanity.contextMessages)} context messages (${RUNS} fresh processes each)`)
compareRow("openMs", "open (Arbor SessionStore.open / pi SessionManager.open)", openRuns, "openMs", "ms")
compareRow("contextMs", "first context build", openRuns, "contextMs", "ms")
compareRow("openContextMs", "open + first context", openRuns, "openContextMs", "ms")
compareRow("context2Ms", "second context build (per-turn cost)", openRuns, "context2Ms", "ms")
compareRow("contextWarmMs", "later context builds (median of 5 in the process)", openRuns, "contextWarmMs", "ms")
compareRow("gcInOpenMs", "  GC pauses during open", openRuns, "gcInOpenMs", "ms")
compareRow("heapAfterOpenMb", "heap growth right after open (before any GC)", openRuns, "heapAfterOpenMb", "MB")
compareRow("retainedHeapMb", "V8 heap retained after open + contexts (after GC)", openRuns, "retainedHeapMb", "MB")
compareRow("retainedExternalMb", "  + external memory retained (buffers, external strings)", openRuns, "retainedExternalMb", "MB")
compareRow("retainedTotalMb", "  = total retained", openRuns, "retainedTotalMb", "MB")
compareRow("leftAfterDropMb", "  still held once every reference to the session is dropped", openRuns, "leftAfterDropMb", "MB")
compareRow("maxRssMb", "peak RSS of the process", openRuns, "maxRssMb", "MB")
compareRow("rssGrowthMb", "  peak RSS minus RSS after imports", openRuns, "rssGrowthMb", "MB")
compareRow("rssAfterImportMbOpen", "  RSS after imports, before open", openRuns, "rssAfterImportMb", "MB")
compareRow("importMs", "module import (not in any figure above)", openRuns, "importMs", "ms")

section(`list: ${FILES.toLocaleString("en-US")} files, ${round(listing.bytes / MB, 1)} MB, ${listing.entries.toLocaleString("en-US")} entries (${RUNS} fresh processes each)`)
compareRow("listMs", "list (Arbor store.list / pi SessionManager.list)", listRuns, "listMs", "ms")
compareRow("gcInListMs", "  GC pauses during list", listRuns, "gcInListMs", "ms")
compareRow("listMaxRssMb", "peak RSS of the process", listRuns, "maxRssMb", "MB")

figures.metrics = metrics
figures.ratios = ratios
figures.phases = { arbor: arborPhases, pi: piPhases, arborList: arborListPhases }
figures.sanity = sanity
figures.uptime = { start: uptimeAtStart, end: uptimeAtEnd }
figures.loadAverage = { start: loadAtStart, end: loadAtEnd }
figures.totalSeconds = round((performance.now() - started) / 1000, 1)

const w0 = Math.max(...rows.map((r) => r[0].length))
const w1 = Math.max("arbor median / min".length, ...rows.map((r) => r[1].length))
const w2 = Math.max("pi median / min".length, ...rows.map((r) => r[2].length))
console.log(`Arbor vs pi ${PI_VERSION} — node ${process.version}, ${os.cpus().length} cpus (ratio = pi / Arbor: > 1 means Arbor is faster or smaller)`)
console.log(`  ${"".padEnd(w0)}  ${"arbor median / min".padStart(w1)}  ${"pi median / min".padStart(w2)}  pi/arbor`)
for (const [label, a, p, r] of rows) {
  if (label.startsWith("-- ")) console.log(`\n${label.slice(3)}`)
  else console.log(`  ${label.padEnd(w0)}  ${a.padStart(w1)}  ${p.padStart(w2)}  ${r.padStart(8)}`)
}

const ph = arborPhases
const pp = piPhases
console.log(`\nwhere an open goes (one fresh process per tool)`)
console.log(`  Arbor, the steps of SessionStore.open, cold, in order:`)
console.log(`    read (Effect FileSystem.readFile)          ${fmt(num(ph, "effectReadFileMs"), "ms")}   [fs.readFileSync ${fmt(num(ph, "readFileSyncMs"), "ms")}, fs.readFile callback ${fmt(num(ph, "readFileCallbackMs"), "ms")}]`)
console.log(`    decode + split into lines                  ${fmt(num(ph, "decodeLinesMs"), "ms")}   (lines kept: ${fmt(num(ph, "decodedHeapMb"), "MB")} heap + ${fmt(num(ph, "decodedExternalMb"), "MB")} external)`)
console.log(`    SessionFile.fromLines                      ${fmt(num(ph, "fromLinesMs"), "ms")}   (GC pauses inside: ${fmt(num(ph, "gcInFromLinesMs"), "ms")}; warm rerun ${fmt(num(ph, "fromLinesWarmMs"), "ms")})`)
console.log(`    Session.fromLoaded                         ${fmt(num(ph, "fromLoadedMs"), "ms")}`)
console.log(`  Arbor, inside fromLines (warm, values kept as fromLines keeps them until the end):`)
console.log(`    JSON.parse every line, values kept         ${fmt(num(ph, "stepParseKeptMs"), "ms")}   (GC pauses inside: ${fmt(num(ph, "gcInParseKeptMs"), "ms")})`)
console.log(`    new Entry(...)                             ${fmt(num(ph, "stepEntryMs"), "ms")}`)
console.log(`    SessionTree.fromEntries (index)            ${fmt(num(ph, "stepIndexMs"), "ms")}   (GC pauses inside: ${fmt(num(ph, "gcInIndexMs"), "ms")})`)
console.log(`    SessionFile.structure                      ${fmt(num(ph, "stepStructureMs"), "ms")}`)
console.log(`    reference: JSON.parse every line, dropped  ${fmt(num(ph, "refParseDropMs"), "ms")}   (GC pauses inside: ${fmt(num(ph, "gcInParseDropMs"), "ms")})`)
console.log(`    reference: JSON.parse the active path only ${fmt(num(ph, "refActivePathParseMs"), "ms")}   (${String(ph.activePath)} entries)`)
console.log(`  Arbor, decoding again (2nd time in the process):`)
const decodeRow = (label: string, key: string, note: string): void => {
  console.log(`    ${label.padEnd(42)} ${fmt(num(ph, `${key}Ms`), "ms")}   (lines kept: ${fmt(num(ph, `${key}HeapMb`), "MB")} heap + ${fmt(num(ph, `${key}ExternalMb`), "MB")} external${note})`)
}
decodeRow("decodeLines as SessionStore does it", "refDecodeAgain", "")
decodeRow(`Buffer#toString("utf8") + splitLines`, "refBufferToStringSplit", "")
console.log(`  pi:`)
console.log(`    loadEntriesFromFile (read + parse all)     ${fmt(num(pp, "loadEntriesFromFileMs"), "ms")}   (GC pauses inside: ${fmt(num(pp, "gcInLoadMs"), "ms")}; heap kept ${fmt(num(pp, "loadedHeapMb"), "MB")})`)
console.log(`    SessionManager.open after it (load warm)   ${fmt(num(pp, "openAfterLoadMs"), "ms")}   (GC pauses inside: ${fmt(num(pp, "gcInOpenAfterLoadMs"), "ms")})`)

const lp = arborListPhases
console.log(`  Arbor's list, the steps summed over the ${FILES} files (one process, after one store.list of ${fmt(num(lp, "listMs"), "ms")}):`)
console.log(`    fs.readFileSync + statSync                 ${fmt(num(lp, "stepReadStatMs"), "ms")}`)
console.log(`    TextDecoder.decode                         ${fmt(num(lp, "stepDecodeMs"), "ms")}`)
console.log(`    split(/\\r\\n|\\r|\\n/)                        ${fmt(num(lp, "stepSplitRegexMs"), "ms")}   (reference: split("\\n") ${fmt(num(lp, "refSplitLfMs"), "ms")})`)
console.log(`    SessionInfo.summarize (split included)     ${fmt(num(lp, "stepSummarizeMs"), "ms")}`)
console.log(`    store.list again, warm                     ${fmt(num(lp, "listWarmMs"), "ms")}`)
console.log(`    reference: the same steps without Effect   ${fmt(num(lp, "refPlainAsyncMs"), "ms")}   (10 at a time, callback readFile + stat, decode, summarize)`)

console.log(`\nsanity`)
console.log(`  context messages: arbor ${String(sanity.contextMessages)} = pi ${String((openRuns.pi[0] as Result).messages)}; leaf ${String(sanity.leaf)}; entries arbor ${String(sanity.arborEntries)}, pi getEntries() ${String(sanity.piEntries)}`)
console.log(`  session files untouched by both tools (size, mtime, directory): ${sanity.sessionFileUnchanged ? "yes" : `NO: ${piModifications.join("; ")}`}`)
console.log(`  listing: ${FILES} / ${FILES} sessions from both; same order: ${sanity.listSameOrder ? "yes" : JSON.stringify(sanity.listOrderDiffers)}; same modified/name/messageCount per file: ${sanity.listFieldMismatches === 0 ? "yes" : `${String(sanity.listFieldMismatches)} differ`}; order stable across runs: ${sanity.listOrderStableAcrossRuns ? "yes" : "no"}`)
console.log(`  uptime at start: ${uptimeAtStart}`)
console.log(`  uptime at end:   ${uptimeAtEnd}`)
console.log(`  total run time ${figures.totalSeconds as number} s${flags.keep ? `; files kept in ${work}` : ""}`)
console.log(`BENCH_PI ${JSON.stringify(figures)}`)
