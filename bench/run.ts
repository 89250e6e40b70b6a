/**
 * Arbor benchmark: load, context, path, children, tree and append on a large synthetic pi-v3
 * session, with a naive "index every entry on every query" baseline for comparison.
 *
 *   npm run bench                                  # 100,000 entries, ~100 MB (about a minute)
 *   npm run bench -- --entries 10000 --mb 10       # quick (a few seconds)
 *
 * Options: --entries N (default 100000), --mb M (target file size in MB of 10^6 bytes,
 * default 100), --seed S (default 42), --active F (target active-path fraction, default 0.12).
 *
 * Prints a table, then one line `BENCH {...}` with every figure as JSON. Progress goes to stderr.
 *
 * Heap figures need a gc: `globalThis.gc` when node runs with --expose-gc, otherwise one is
 * obtained through `v8.setFlagsFromString`; the `gc` figure says which (or "none").
 *
 * Timings are wall-clock (`performance.now()`) after warm-up; on a shared machine compare the
 * 1-min load average printed at the end before comparing runs.
 */
import { Either } from "effect"
import * as os from "node:os"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import * as v8 from "node:v8"
import * as vm from "node:vm"
import * as Context from "../src/domain/context/Context.js"
import { Entry } from "../src/domain/format/Entry.js"
import * as IdSource from "../src/domain/format/IdSource.js"
import * as Json from "../src/domain/format/Json.js"
import * as SessionFile from "../src/domain/format/SessionFile.js"
import * as Session from "../src/domain/tree/Session.js"
import * as SessionTree from "../src/domain/tree/SessionTree.js"
import { numberFlag } from "./Flags.js"
import * as Naive from "./Naive.js"
import * as Synthetic from "./Synthetic.js"

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    entries: { type: "string" },
    mb: { type: "string" },
    seed: { type: "string" },
    active: { type: "string" }
  },
  strict: true
})

const ENTRIES = Math.floor(numberFlag("entries", flags.entries, 100_000, (n) => n >= 100))
const TARGET_MB = numberFlag("mb", flags.mb, 100, (n) => n > 0)
const SEED = Math.floor(numberFlag("seed", flags.seed, 42, () => true))
const ACTIVE = numberFlag("active", flags.active, 0.12, (n) => n > 0 && n <= 1)
const MB = 1_000_000
const started = performance.now()

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

/** A gc function: the exposed one (--expose-gc), else one obtained through V8 flags, else none. */
const [gc, gcSource] = ((): readonly [(() => void) | undefined, string] => {
  if (typeof globalThis.gc === "function") return [globalThis.gc as () => void, "--expose-gc"]
  try {
    v8.setFlagsFromString("--expose-gc")
    const fn = vm.runInNewContext("gc") as unknown
    if (typeof fn === "function") return [fn as () => void, "v8.setFlagsFromString"]
  } catch {
    // no gc available
  }
  return [undefined, "none"]
})()

const collect = (): void => {
  if (gc === undefined) return
  gc()
}

const heapUsed = (): number => {
  collect()
  return process.memoryUsage().heapUsed
}

/** Keeps results alive so the optimizer cannot drop the measured work. */
let sink = 0
const consume = (value: unknown): void => {
  if (Array.isArray(value)) sink += value.length
  else if (value !== undefined && value !== null) sink += 1
}

const timeOnce = <A>(f: () => A): readonly [number, A] => {
  const start = performance.now()
  const result = f()
  return [performance.now() - start, result]
}

const sample = (runs: number, f: () => unknown): Array<number> => {
  const out: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const [ms, result] = timeOnce(f)
    consume(result)
    out.push(ms)
  }
  return out
}

const quantile = (xs: ReadonlyArray<number>, q: number): number => {
  if (xs.length === 0) return Number.NaN
  const sorted = [...xs].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] as number
}
const median = (xs: ReadonlyArray<number>): number => quantile(xs, 0.5)
const p95 = (xs: ReadonlyArray<number>): number => quantile(xs, 0.95)

const round = (n: number, digits = 2): number => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}
const us = (ms: number): number => round(ms * 1000, 1)

// ---------------------------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------------------------

const rows: Array<readonly [string, string]> = []
const figures: Record<string, unknown> = {}

const section = (title: string): void => {
  rows.push([`-- ${title}`, ""])
}
const report = (key: string, label: string, value: number | string | boolean, unit = ""): void => {
  figures[key] = value
  const shown = typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(value)
  rows.push([label, unit === "" ? shown : `${shown} ${unit}`])
}
const progress = (message: string): void => {
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`)
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`benchmark sanity check failed: ${message}`)
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const heapAtStart = heapUsed()

figures.options = { entries: ENTRIES, targetMb: TARGET_MB, seed: SEED, activeFraction: ACTIVE }
figures.node = process.version
figures.gc = gcSource
figures.cpus = os.cpus().length
const loadAverageAtStart = round(os.loadavg()[0] ?? 0)

// --- synthetic session ------------------------------------------------------------------------

progress(`generating ${ENTRIES} entries, ~${TARGET_MB} MB (seed ${SEED})`)
const [genMs, syn] = timeOnce(() => Synthetic.generate({ entries: ENTRIES, targetBytes: TARGET_MB * MB, seed: SEED, activeFraction: ACTIVE }))
const text = syn.text
const fileBytes = Buffer.byteLength(text, "utf8")
check(fileBytes === syn.bytes, "byte count")

section("session")
report("generateMs", "generate + serialize", round(genMs), "ms")
report("fileMb", "file size", round(fileBytes / MB), "MB")
report("entries", "entries", syn.entries)
report("branchEvents", "navigations (branch points)", syn.branchEvents)
report("leaves", "leaves", syn.leaves.length)
const kinds = Object.entries(syn.counts)
  .sort((a, b) => b[1] - a[1])
  .map(([k, n]) => `${k.replace("message:", "")} ${n}`)
  .join(", ")
figures.counts = syn.counts
rows.push(["entry mix", kinds])

// --- load ----------------------------------------------------------------------------------------

progress("load")
const load = (source: string): SessionFile.Loaded => SessionFile.fromText(source, IdSource.fromSeed(1))
const LOAD_RUNS = 5
const loadWarmups = ENTRIES <= 20_000 ? 3 : 1
const loadTimes: Array<number> = []
for (let i = 0; i < loadWarmups + LOAD_RUNS; i++) {
  collect()
  const [ms, result] = timeOnce(() => load(text))
  check(result.header !== undefined && result.diagnostics.length === 0, "clean load")
  if (i >= loadWarmups) loadTimes.push(ms)
}
const loadMedian = median(loadTimes)

// Where the load time goes: the steps fromText takes, timed one by one (best of 1-3). The split
// and parse steps together are also the naive load: every line parsed, objects kept.
progress("load breakdown")
const BREAKDOWN_RUNS = ENTRIES <= 20_000 ? 3 : 1
const phases = {
  split: [] as Array<number>,
  parse: [] as Array<number>,
  entries: [] as Array<number>,
  index: [] as Array<number>,
  structure: [] as Array<number>,
  parseDrop: [] as Array<number>
}
for (let run = 0; run < BREAKDOWN_RUNS; run++) {
  collect()
  const [splitMs, lines] = timeOnce(() => text.split("\n"))
  const [parseMs, values] = timeOnce(() => {
    const out: Array<Json.JsonObject> = []
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string
      if (line !== "") out.push(Json.parse(line) as Json.JsonObject)
    }
    return out
  })
  const [entriesMs, entries] = timeOnce(() => values.map((value, i) => Entry.parsed(lines[i + 1] as string, value, i + 2)))
  const [indexMs, tree] = timeOnce(() => SessionTree.fromEntries(entries))
  const [structureMs, diagnostics] = timeOnce(() => SessionFile.structure(tree))
  consume(diagnostics)
  collect()
  // reference: the same parsing when each value can die young (nothing keeps it)
  const [parseDropMs] = timeOnce(() => {
    let n = 0
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string
      if (line !== "" && Json.parse(line) !== undefined) n++
    }
    return n
  })
  phases.split.push(splitMs)
  phases.parse.push(parseMs)
  phases.entries.push(entriesMs)
  phases.index.push(indexMs)
  phases.structure.push(structureMs)
  phases.parseDrop.push(parseDropMs)
}
const best = (xs: ReadonlyArray<number>): number => round(Math.min(...xs))
const naiveLoadTimes = phases.split.map((ms, i) => ms + (phases.parse[i] as number))

// Heap: load a private copy of the text, measure, then drop the copy: what stays is what the
// loaded session keeps alive.
progress("load heap")
const freshCopy = (source: string): string => Buffer.from(source, "latin1").toString("latin1")
let copy: string | undefined = freshCopy(text)
const heapBeforeLoad = heapUsed()
let loadedCopy: SessionFile.Loaded | undefined = load(copy)
const heapAfterLoad = heapUsed()
copy = undefined
const heapAfterDroppingText = heapUsed()
// warm up the query code on this copy, so the first build measured below is only lazy parsing
for (let i = 0; i < 3; i++) consume(Either.getOrThrow(Context.build(loadedCopy.tree, SessionTree.leafId(loadedCopy.tree))).messages)
for (let i = 0; i < 3; i++) consume(SessionTree.path(loadedCopy.tree, SessionTree.leafId(loadedCopy.tree)))
loadedCopy = undefined

section("load")
report("loadMedianMs", `SessionFile.fromText median of ${LOAD_RUNS}`, round(loadMedian), "ms")
report("loadMinMs", "  min", round(Math.min(...loadTimes)), "ms")
report("loadMaxMs", "  max", round(Math.max(...loadTimes)), "ms")
report("loadMbPerS", "  throughput (median)", round(fileBytes / MB / (loadMedian / 1000), 1), "MB/s")
report("loadPhaseSplitMs", `  step: split lines (best of ${BREAKDOWN_RUNS})`, best(phases.split), "ms")
report("loadPhaseParseMs", "  step: JSON.parse every line, all values kept", best(phases.parse), "ms")
report("loadPhaseEntriesMs", "  step: new Entry(...) (values then dropped)", best(phases.entries), "ms")
report("loadPhaseIndexMs", "  step: SessionTree.fromEntries", best(phases.index), "ms")
report("loadPhaseStructureMs", "  step: SessionFile.structure", best(phases.structure), "ms")
report("parseDropMs", "  reference: JSON.parse every line, each value dropped at once", best(phases.parseDrop), "ms")
report("naiveLoadMs", "naive load (split + JSON.parse, objects kept)", best(naiveLoadTimes), "ms")
if (gc !== undefined) {
  const loadHeap = heapAfterLoad - heapBeforeLoad
  const retained = heapAfterDroppingText - heapBeforeLoad + fileBytes
  report("loadHeapMb", "heap delta of load (source text still alive)", round(loadHeap / MB, 1), "MB")
  report("loadRetainedMb", "heap kept by the loaded session once the text is dropped", round(retained / MB, 1), "MB")
  report("loadRetainsText", "  loaded entries keep the whole source text alive", retained > loadHeap + fileBytes * 0.8)
} else {
  report("loadHeapMb", "heap delta of load", "n/a (no gc; run with NODE_OPTIONS=--expose-gc)")
}

// --- the session used by every query --------------------------------------------------------

const loaded = load(text)
const tree = loaded.tree
const header = loaded.header
check(header !== undefined, "header")
const defaultLeaf = SessionTree.leafId(tree)
check(defaultLeaf === syn.leaf, "default leaf is the last entry")
const activePath = SessionTree.branch(tree)
check(activePath.length === syn.activePathLength, "active path length")
check(SessionTree.count(tree) === syn.entries, "entry count")

section("shape")
report("activePathLength", "active path length", activePath.length)
report("activePathFraction", "  fraction of entries", round(activePath.length / syn.entries, 3))

const rng = new Synthetic.Rng(SEED ^ 0x5bd1e995)
const randomLeaves = Array.from({ length: 100 }, () => rng.pick(syn.leaves))
const randomPathLengths = randomLeaves.map((leaf) => SessionTree.path(tree, leaf).length)
report("randomLeafPathMedian", "path length at 100 random leaves: median / max", `${median(randomPathLengths)} / ${Math.max(...randomPathLengths)}`)
figures.randomLeafPathMedian = median(randomPathLengths)
figures.randomLeafPathMax = Math.max(...randomPathLengths)

// --- context and path -------------------------------------------------------------------------

progress("context queries")
const heapBeforeQueries = heapUsed()
const [coldDefaultMs, coldContext] = timeOnce(() => Either.getOrThrow(Context.build(tree, defaultLeaf)))
const coldRandom = randomLeaves.map((leaf) => timeOnce(() => Either.getOrThrow(Context.build(tree, leaf)))[0])
const heapAfterQueries = heapUsed()
consume(coldContext.messages)
report("contextMessagesDefault", "context messages at default leaf", coldContext.messages.length)

const WARM_REPS = 25
const ROUNDS = 2
sample(5, () => Either.getOrThrow(Context.build(tree, defaultLeaf)))
for (const leaf of randomLeaves) consume(Either.getOrThrow(Context.build(tree, leaf)))
const ctxDefault = sample(WARM_REPS, () => Either.getOrThrow(Context.build(tree, defaultLeaf)))
const ctxRandom: Array<number> = []
for (let r = 0; r < ROUNDS; r++) for (const leaf of randomLeaves) ctxRandom.push(...sample(1, () => Either.getOrThrow(Context.build(tree, leaf))))

sample(5, () => SessionTree.path(tree, defaultLeaf))
const pathDefault = sample(WARM_REPS, () => SessionTree.path(tree, defaultLeaf))
const pathRandom: Array<number> = []
for (let r = 0; r < ROUNDS; r++) for (const leaf of randomLeaves) pathRandom.push(...sample(1, () => SessionTree.path(tree, leaf)))

section("context (Context.build)")
report("contextColdDefaultUs", "first build at default leaf after load (lazy parse)", us(coldDefaultMs), "µs")
report("contextColdRandomMedianUs", "first build at 100 random leaves: median", us(median(coldRandom)), "µs")
if (gc !== undefined) {
  report("contextLazyHeapMb", "heap added by values parsed lazily during those builds", round((heapAfterQueries - heapBeforeQueries) / MB, 1), "MB")
}
report("contextDefaultMedianUs", "default leaf: median", us(median(ctxDefault)), "µs")
report("contextDefaultP95Us", "default leaf: p95", us(p95(ctxDefault)), "µs")
report("contextRandomMedianUs", "100 random leaves: median", us(median(ctxRandom)), "µs")
report("contextRandomP95Us", "100 random leaves: p95", us(p95(ctxRandom)), "µs")

section("path (SessionTree.path)")
report("pathDefaultMedianUs", "default leaf: median", us(median(pathDefault)), "µs")
report("pathDefaultP95Us", "default leaf: p95", us(p95(pathDefault)), "µs")
report("pathRandomMedianUs", "100 random leaves: median", us(median(pathRandom)), "µs")
report("pathRandomP95Us", "100 random leaves: p95", us(p95(pathRandom)), "µs")
report("pathPerStepNs", "  per path step (default leaf)", round((median(pathDefault) * 1e6) / activePath.length, 1), "ns")

// --- naive baseline -----------------------------------------------------------------------------

// Its entries are only alive in this block, so the later sections run with a smaller heap.
progress("naive baseline")
{
  let naiveCopy: string | undefined = freshCopy(text)
  const heapBeforeNaive = heapUsed()
  const naive = Naive.load(naiveCopy)
  const heapAfterNaive = heapUsed()
  naiveCopy = undefined
  const heapAfterNaiveDroppingText = heapUsed()

  // naive agrees with Arbor
  {
    const ours = Either.getOrThrow(Context.build(tree, defaultLeaf))
    const theirs = Naive.context(naive, defaultLeaf)
    check(ours.messages.length === theirs.messages.length, `naive context length ${theirs.messages.length} vs ${ours.messages.length}`)
    check(ours.thinkingLevel === theirs.thinkingLevel && ours.model?.modelId === theirs.model?.modelId, "naive settings")
    for (const leaf of randomLeaves.slice(0, 10)) {
      check(Either.getOrThrow(Context.build(tree, leaf)).messages.length === Naive.context(naive, leaf).messages.length, `naive context at ${leaf}`)
    }
  }

  sample(3, () => Naive.context(naive, defaultLeaf))
  const naiveDefault = sample(ENTRIES <= 20_000 ? WARM_REPS : 10, () => Naive.context(naive, defaultLeaf))
  // every naive query costs the same whatever the leaf, so fewer leaves suffice on large files
  const naiveLeaves = ENTRIES <= 20_000 ? randomLeaves : randomLeaves.slice(0, 30)
  const naiveRandom: Array<number> = []
  for (const leaf of naiveLeaves) naiveRandom.push(...sample(1, () => Naive.context(naive, leaf)))
  const naivePathDefault = sample(ENTRIES <= 20_000 ? WARM_REPS : 10, () => Naive.path(naive, defaultLeaf))
  const nativeMap = new Map<string, { readonly [key: string]: unknown }>()
  for (const entry of naive) nativeMap.set(entry.id as string, entry)
  sample(5, () => Naive.walk(nativeMap, defaultLeaf))
  const mapWalkDefault = sample(WARM_REPS, () => Naive.walk(nativeMap, defaultLeaf))

  section("naive baseline (index all entries per query)")
  report("naiveContextDefaultMedianUs", "context at default leaf: median", us(median(naiveDefault)), "µs")
  report("naiveContextDefaultP95Us", "context at default leaf: p95", us(p95(naiveDefault)), "µs")
  report("naiveContextRandomMedianUs", `context at ${naiveLeaves.length} of the random leaves: median`, us(median(naiveRandom)), "µs")
  report("naiveContextRandomP95Us", `context at ${naiveLeaves.length} of the random leaves: p95`, us(p95(naiveRandom)), "µs")
  report("naivePathDefaultMedianUs", "path only (Map of all + walk): median", us(median(naivePathDefault)), "µs")
  report("mapWalkDefaultMedianUs", "walk only over a prebuilt native Map: median", us(median(mapWalkDefault)), "µs")
  report("ratioContextDefault", "ratio naive/arbor, context at default leaf", round(median(naiveDefault) / median(ctxDefault), 1), "x")
  report("ratioContextRandom", "ratio naive/arbor, context at random leaves", round(median(naiveRandom) / median(ctxRandom), 1), "x")
  report("ratioContextFirstBuild", "ratio naive/arbor, context at default leaf, Arbor's first build", round(median(naiveDefault) / coldDefaultMs, 2), "x")
  report("ratioPathVsMapWalk", "ratio arbor path / native-Map walk (index cost per step)", round(median(pathDefault) / median(mapWalkDefault), 1), "x")
  if (gc !== undefined) {
    report("naiveHeapMb", "heap delta of naive load (source text still alive)", round((heapAfterNaive - heapBeforeNaive) / MB, 1), "MB")
    report(
      "naiveRetainedMb",
      "heap kept by naive entries once the text is dropped",
      round((heapAfterNaiveDroppingText - heapBeforeNaive + fileBytes) / MB, 1),
      "MB"
    )
  }
}

// --- children ---------------------------------------------------------------------------------

progress("children")
const childIds = Array.from({ length: 10_000 }, () => rng.pick(syn.ids))
for (let i = 0; i < 2_000; i++) consume(SessionTree.children(tree, childIds[i % childIds.length] as string))
const childTimes: Array<number> = []
let childCount = 0
for (const id of childIds) {
  const start = performance.now()
  const kids = SessionTree.children(tree, id)
  childTimes.push(performance.now() - start)
  childCount += kids.length
}
const [childBatchMs] = timeOnce(() => {
  for (const id of childIds) consume(SessionTree.children(tree, id))
})

section("children (SessionTree.children, 10,000 random ids)")
report("childrenMedianUs", "median", us(median(childTimes)), "µs")
report("childrenP95Us", "p95", us(p95(childTimes)), "µs")
report("childrenBatchMeanUs", "batch mean (10,000 calls in one timing)", round((childBatchMs * 1000) / childIds.length, 3), "µs")
report("childrenMeanCount", "mean children per id", round(childCount / childIds.length, 3))

// --- tree view --------------------------------------------------------------------------------

progress("tree")
const countNodes = (nodes: ReadonlyArray<SessionTree.TreeNode>): number => {
  let n = 0
  const stack = [...nodes]
  while (stack.length > 0) {
    const node = stack.pop() as SessionTree.TreeNode
    n++
    for (const child of node.children) stack.push(child)
  }
  return n
}
const [treeFirstMs, firstView] = timeOnce(() => SessionTree.tree(tree))
check(countNodes(firstView) === syn.entries, "tree view holds every entry")
const treeTimes = sample(ENTRIES <= 20_000 ? 5 : 2, () => SessionTree.tree(tree))

section("tree view (SessionTree.tree)")
report("treeFirstMs", "first build", round(treeFirstMs), "ms")
report("treeMedianMs", "median", round(median(treeTimes)), "ms")

// --- append -----------------------------------------------------------------------------------

progress("append")
const APPENDS = 1_000
const APPEND_WARMUP = 200
const baseMs = Date.UTC(2026, 6, 1, 12, 0, 0)
const commands = Array.from({ length: APPEND_WARMUP + APPENDS + 20 }, (_, i) => {
  const ms = baseMs + i * 1000
  const message: Json.JsonObject = i % 3 === 0
    ? { role: "user", content: [{ type: "text", text: `append ${i}: please continue with the next step` }], timestamp: ms }
    : i % 3 === 1
    ? {
      role: "assistant",
      content: [{ type: "text", text: `Step ${i} done.` }],
      api: "anthropic-messages",
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      usage: { input: 10, output: 5, cacheRead: 0, cacheWrite: 0, totalTokens: 15, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
      stopReason: "stop",
      timestamp: ms
    }
    : { role: "toolResult", toolCallId: `toolu_${i}`, toolName: "bash", content: [{ type: "text", text: "ok" }], isError: false, timestamp: ms }
  return Session.Command.AppendMessage({ timestamp: new Date(ms).toISOString(), ids: IdSource.fromSeed(0x51ed + i), message })
})
const initial = Session.fromLoaded(header, loaded, "/tmp/x.jsonl")
let state = initial
const appendTimes: Array<number> = []
for (let i = 0; i < APPEND_WARMUP + APPENDS; i++) {
  const command = commands[i] as Session.Command
  const start = performance.now()
  const result = Session.apply(state, command)
  const ms = performance.now() - start
  if (Either.isLeft(result)) throw new Error(`append failed: ${String(result.left)}`)
  const transition = result.right
  check(transition.effects.length === 1 && transition.effects[0]?._tag === "AppendLines", "append effect")
  state = transition.state
  if (i >= APPEND_WARMUP) appendTimes.push(ms)
}
check(SessionTree.count(state.tree) === syn.entries + APPEND_WARMUP + APPENDS, "appended count")
// appending to a state that is no longer the newest (e.g. keeping an older state around)
const staleTimes: Array<number> = []
for (let i = 0; i < 20; i++) {
  const command = commands[APPEND_WARMUP + APPENDS + i] as Session.Command
  const [ms, result] = timeOnce(() => Session.apply(initial, command))
  if (Either.isLeft(result)) throw new Error("stale append failed")
  staleTimes.push(ms)
}

section("append (Session.apply AppendMessage, successive)")
report("appendMedianUs", `median of ${APPENDS}`, us(median(appendTimes)), "µs")
report("appendP95Us", "p95", us(p95(appendTimes)), "µs")
report("appendMaxUs", "max", us(Math.max(...appendTimes)), "µs")
report("appendStaleMedianUs", "append to an older state (not the newest): median of 20", us(median(staleTimes)), "µs")

// --- done -------------------------------------------------------------------------------------

figures.heapAtStartMb = round(heapAtStart / MB, 1)
figures.totalSeconds = round((performance.now() - started) / 1000, 1)
section("run")
report("gc", "gc for heap figures", gcSource)
report("loadAverage", "1-min load average at start / end", `${loadAverageAtStart} / ${round(os.loadavg()[0] ?? 0)} on ${os.cpus().length} cpus`)
report("totalSeconds", "total run time", figures.totalSeconds as number, "s")

const width = Math.max(...rows.map(([label]) => label.length))
console.log(`Arbor benchmark — ${ENTRIES.toLocaleString("en-US")} entries, target ${TARGET_MB} MB, seed ${SEED}, node ${process.version}`)
for (const [label, value] of rows) {
  if (label.startsWith("-- ")) console.log(`\n${label.slice(3)}`)
  else console.log(`  ${label.padEnd(width)}  ${value}`)
}
console.log(`BENCH ${JSON.stringify(figures)}`)
if (sink < 0) console.log(sink)
