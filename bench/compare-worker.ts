/**
 * One measurement of `bench/compare.ts`, in a fresh process:
 *
 *   node --expose-gc --import tsx bench/compare-worker.ts <arbor|pi> <open|list|phases|list-phases> '<json args>'
 *
 * Prints one line `RESULT {...}` with the figures on stdout (anything else goes to stderr).
 * Each tool's modules are imported dynamically, so a pi process never loads Arbor's code and
 * the other way round; the import time is reported but not part of any other figure.
 *
 * pi is driven as a black box: only the exports of its `dist/core/session-manager.js` and the
 * public methods the spec names are called (SessionManager.open, buildSessionContext,
 * getLeafId, getEntries, SessionManager.list, loadEntriesFromFile).
 */
import * as nodeFs from "node:fs"
import { performance, PerformanceObserver } from "node:perf_hooks"
import { pathToFileURL } from "node:url"
import * as v8 from "node:v8"
import * as vm from "node:vm"

// ---------------------------------------------------------------------------------------------
// pi's API as this benchmark uses it (typed from the spec, not from pi's code)
// ---------------------------------------------------------------------------------------------

interface PiContext {
  readonly messages: ReadonlyArray<unknown>
}
interface PiManager {
  buildSessionContext(): PiContext
  getLeafId(): string | null | undefined
  getEntries(): ReadonlyArray<unknown>
}
interface PiSessionInfo {
  readonly path: string
  readonly id: unknown
  readonly modified: Date
}
interface PiModule {
  readonly SessionManager: {
    open(path: string, sessionDir?: string): PiManager
    list(cwd: string, sessionDir?: string): Promise<ReadonlyArray<PiSessionInfo>>
  }
  readonly loadEntriesFromFile: (path: string) => ReadonlyArray<unknown>
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const gc: () => void = (() => {
  if (typeof globalThis.gc === "function") return globalThis.gc as () => void
  v8.setFlagsFromString("--expose-gc")
  return vm.runInNewContext("gc") as () => void
})()

const MB = 1_000_000
const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits

/** GC pauses seen by this process (start time and duration, ms), to split timings afterwards. */
const gcPauses: Array<readonly [number, number]> = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push([entry.startTime, entry.duration])
}).observe({ entryTypes: ["gc"] })

/** Total GC pause time inside [from, to); call after `settle()` so every entry has arrived. */
const gcWithin = (from: number, to: number): number => {
  let total = 0
  for (const [start, duration] of gcPauses) if (start >= from && start < to) total += duration
  return round(total)
}
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20))

const heapUsed = (): number => v8.getHeapStatistics().used_heap_size
/**
 * Heap and external memory after a full GC. Array-buffer backing stores are freed, and V8's
 * external-memory count lowered, some time after the GC itself, so this collects and waits
 * until both figures stop moving (0.6 to 1.8 s).
 */
const memoryAfterGc = async (): Promise<{ readonly heap: number; readonly external: number }> => {
  // observed: the buffer is freed one round after the GC and the external count drops a round
  // later still, so at least four rounds, then on until two readings agree
  let last = { heap: Number.NaN, external: Number.NaN }
  for (let round = 0; round < 12; round++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 150))
    const now = { heap: heapUsed(), external: process.memoryUsage().external }
    if (round >= 3 && Math.abs(now.heap - last.heap) < 0.5 * MB && Math.abs(now.external - last.external) < 0.5 * MB) return now
    last = now
  }
  return last
}
const heapAfterGc = (): number => {
  gc()
  return heapUsed()
}
const maxRssMb = (): number => round((process.resourceUsage().maxRSS * 1024) / MB, 1)

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

let sink = 0
const keep = (value: unknown): void => {
  if (value !== undefined && value !== null) sink++
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) fail(`sanity check failed: ${message}`)
}

const fail = (message: string): never => {
  process.stderr.write(`compare-worker: ${message}\n`)
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

const [tool, task, rawArgs] = process.argv.slice(2)
if (tool !== "arbor" && tool !== "pi") fail(`unknown tool ${String(tool)}`)
const args = JSON.parse(rawArgs ?? "{}") as {
  readonly file?: string
  readonly cwd?: string
  readonly dir?: string
  readonly piModule?: string
  readonly agentDir?: string
  readonly warmBuilds?: number
}
const WARM_BUILDS = args.warmBuilds ?? 5

const result: Record<string, unknown> = { tool, task, node: process.version }

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

const loadPi = async (): Promise<PiModule> => {
  if (args.piModule === undefined) return fail("piModule missing")
  const start = performance.now()
  const mod = (await import(pathToFileURL(args.piModule).href)) as PiModule
  result.importMs = round(performance.now() - start)
  result.rssAfterImportMb = round(process.memoryUsage.rss() / MB, 1)
  return mod
}

const loadArbor = async () => {
  const start = performance.now()
  const [{ Effect, Layer, ManagedRuntime }, FileSystem, NodeFileSystem, NodePath, SessionStore, Context, SessionTree, SessionFile, Session, IdSource, Json, EntryModule] =
    await Promise.all([
      import("effect"),
      import("@effect/platform/FileSystem"),
      import("@effect/platform-node/NodeFileSystem"),
      import("@effect/platform-node/NodePath"),
      import("../src/services/SessionStore.js"),
      import("../src/domain/Context.js"),
      import("../src/domain/SessionTree.js"),
      import("../src/domain/SessionFile.js"),
      import("../src/domain/Session.js"),
      import("../src/domain/IdSource.js"),
      import("../src/domain/Json.js"),
      import("../src/domain/Entry.js")
    ])
  const os = await import("node:os")
  // as src/main/Layers.ts storeConfig(), with the agent directory given (reads never write)
  const config: import("../src/services/SessionStore.js").StoreConfig = {
    agentDir: args.agentDir ?? fail("agentDir missing"),
    cwd: process.cwd(),
    owner: { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() },
    isAlive: () => true,
    fsync: true
  }
  // the store on the Node FileSystem and Path; the FileSystem stays reachable for the phases task
  const layer = SessionStore.layer(config).pipe(Layer.provideMerge(NodeFileSystem.layer), Layer.provide(NodePath.layer))
  const runtime = ManagedRuntime.make(layer)
  const store = await runtime.runPromise(SessionStore.SessionStore)
  result.importMs = round(performance.now() - start)
  result.rssAfterImportMb = round(process.memoryUsage.rss() / MB, 1)
  return { Effect, FileSystem, runtime, store, SessionStore, Context, SessionTree, SessionFile, Session, IdSource, Json, Entry: EntryModule.Entry }
}

// ---------------------------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------------------------

/**
 * Open + context of one session file; a second and some warm builds; memory. Then, with every
 * reference to the session dropped (they all live in `measureOpen`), what memory stays.
 */
const openTask = async (): Promise<void> => {
  const { baseline, externalBaseline } = await measureOpen()
  const left = await memoryAfterGc()
  result.leftAfterDropMb = round((left.heap - baseline + left.external - externalBaseline) / MB, 1)
}

const measureOpen = async (): Promise<{ readonly baseline: number; readonly externalBaseline: number }> => {
  const file = args.file ?? fail("file missing")
  if (tool === "pi") {
    const pi = await loadPi()
    const { heap: baseline, external: externalBaseline } = await memoryAfterGc()
    const t0 = performance.now()
    const manager = pi.SessionManager.open(file)
    const t1 = performance.now()
    const heapAfterOpenNoGc = heapUsed()
    const t2 = performance.now()
    const first = manager.buildSessionContext()
    const t3 = performance.now()
    const second = manager.buildSessionContext()
    const t4 = performance.now()
    const warm: Array<number> = []
    for (let i = 0; i < WARM_BUILDS; i++) {
      const s = performance.now()
      keep(manager.buildSessionContext())
      warm.push(performance.now() - s)
    }
    // read after the timings
    result.messages = first.messages.length
    result.messagesSecond = second.messages.length
    result.leaf = manager.getLeafId()
    result.entries = manager.getEntries().length
    await finishOpen({ baseline, externalBaseline, t0, t1, t2, t3, t4, warm, heapAfterOpenNoGc, alive: [manager, first, second] })
    return { baseline, externalBaseline }
  }
  const a = await loadArbor()
  const { heap: baseline, external: externalBaseline } = await memoryAfterGc()
  const t0 = performance.now()
  const snapshot = await a.runtime.runPromise(a.store.open(file))
  const t1 = performance.now()
  const heapAfterOpenNoGc = heapUsed()
  const t2 = performance.now()
  const first = a.Context.build(snapshot.state.tree, a.SessionTree.leafId(snapshot.state.tree))
  const t3 = performance.now()
  const second = a.Context.build(snapshot.state.tree, a.SessionTree.leafId(snapshot.state.tree))
  const t4 = performance.now()
  const warm: Array<number> = []
  for (let i = 0; i < WARM_BUILDS; i++) {
    const s = performance.now()
    keep(a.Context.build(snapshot.state.tree, a.SessionTree.leafId(snapshot.state.tree)))
    warm.push(performance.now() - s)
  }
  result.messages = first.messages.length
  result.messagesSecond = second.messages.length
  result.leaf = a.SessionTree.leafId(snapshot.state.tree)
  result.entries = a.SessionTree.count(snapshot.state.tree)
  result.diagnostics = snapshot.diagnostics.length
  await finishOpen({ baseline, externalBaseline, t0, t1, t2, t3, t4, warm, heapAfterOpenNoGc, alive: [snapshot, first, second] })
  await a.runtime.dispose()
  return { baseline, externalBaseline }
}

const finishOpen = async (m: {
  readonly baseline: number
  readonly externalBaseline: number
  readonly t0: number
  readonly t1: number
  readonly t2: number
  readonly t3: number
  readonly t4: number
  readonly warm: ReadonlyArray<number>
  readonly heapAfterOpenNoGc: number
  readonly alive: ReadonlyArray<unknown>
}): Promise<void> => {
  const after = await memoryAfterGc()
  const retained = after.heap - m.baseline
  const retainedExternal = after.external - m.externalBaseline
  for (const value of m.alive) keep(value)
  await settle()
  result.openMs = round(m.t1 - m.t0)
  result.contextMs = round(m.t3 - m.t2)
  result.openContextMs = round(m.t1 - m.t0 + (m.t3 - m.t2))
  result.context2Ms = round(m.t4 - m.t3)
  result.contextWarmMs = round(median(m.warm), 3)
  result.gcInOpenMs = gcWithin(m.t0, m.t1)
  result.gcInContextMs = gcWithin(m.t2, m.t3)
  result.heapAfterOpenMb = round((m.heapAfterOpenNoGc - m.baseline) / MB, 1)
  result.retainedHeapMb = round(retained / MB, 1)
  result.retainedExternalMb = round(retainedExternal / MB, 1)
  result.retainedTotalMb = round((retained + retainedExternal) / MB, 1)
  const peak = maxRssMb()
  result.maxRssMb = peak
  result.rssGrowthMb = round(peak - (result.rssAfterImportMb as number), 1)
}

/** Listing of one session directory. */
const listTask = async (): Promise<void> => {
  const cwd = args.cwd ?? fail("cwd missing")
  const dir = args.dir ?? fail("dir missing")
  let sessions: ReadonlyArray<{ readonly path: string; readonly id: unknown; readonly modified: Date; readonly name?: unknown; readonly messageCount?: unknown }>
  let t0: number
  let t1: number
  if (tool === "pi") {
    const pi = await loadPi()
    gc()
    t0 = performance.now()
    sessions = await pi.SessionManager.list(cwd, dir)
    t1 = performance.now()
  } else {
    const a = await loadArbor()
    gc()
    t0 = performance.now()
    const listing = await a.runtime.runPromise(a.store.list({ cwd, sessionDir: dir }))
    t1 = performance.now()
    sessions = listing.sessions
    result.skipped = listing.skipped.length
    await a.runtime.dispose()
  }
  await settle()
  result.listMs = round(t1 - t0)
  result.gcInListMs = gcWithin(t0, t1)
  result.count = sessions.length
  // file name, modified ms, name, message count: for the order and content comparisons
  result.sessions = sessions.map((s) => [s.path.slice(s.path.lastIndexOf("/") + 1), s.modified.getTime(), s.name ?? null, s.messageCount ?? null])
  result.maxRssMb = maxRssMb()
}

const timed = <A>(f: () => A): readonly [number, A] => {
  const start = performance.now()
  const value = f()
  return [round(performance.now() - start), value]
}
const timedAsync = async <A>(f: () => Promise<A>): Promise<readonly [number, A]> => {
  const start = performance.now()
  const value = await f()
  return [round(performance.now() - start), value]
}

/**
 * Where the time of an open goes, from outside through public functions. Arbor: the steps of
 * SessionStore.open one by one (cold, in the order open runs them), then the inner steps of
 * SessionFile.fromLines (warm) and references. pi: loadEntriesFromFile (its full read + parse)
 * cold, then SessionManager.open (its load code now warm); the difference is what open does
 * besides reading (header scan, migration check, index).
 */
const phasesTask = async (): Promise<void> => {
  const file = args.file ?? fail("file missing")
  if (tool === "pi") {
    const pi = await loadPi()
    const baseline = heapAfterGc()
    const l0 = performance.now()
    const loadedEntries = pi.loadEntriesFromFile(file)
    const l1 = performance.now()
    result.entriesLoaded = loadedEntries.length
    await settle()
    result.loadEntriesFromFileMs = round(l1 - l0)
    result.gcInLoadMs = gcWithin(l0, l1)
    const retained = heapAfterGc() - baseline
    keep(loadedEntries)
    result.loadedHeapMb = round(retained / MB, 1)
    gc()
    const o0 = performance.now()
    const manager = pi.SessionManager.open(file)
    const o1 = performance.now()
    await settle()
    result.openAfterLoadMs = round(o1 - o0)
    result.gcInOpenAfterLoadMs = gcWithin(o0, o1)
    keep(manager)
    result.maxRssMb = maxRssMb()
    return
  }

  const a = await loadArbor()
  const { Effect, SessionFile, Session, IdSource, Json, SessionTree, Context, Entry } = a
  // --- the steps of SessionStore.open, cold, in order ------------------------------------------
  gc()
  const [readSyncMs, bytes] = timed(() => nodeFs.readFileSync(file))
  result.readFileSyncMs = readSyncMs
  gc()
  const [effectReadMs, bytes2] = await timedAsync(() =>
    a.runtime.runPromise(Effect.flatMap(a.FileSystem.FileSystem, (fs) => fs.readFile(file)))
  )
  result.effectReadFileMs = effectReadMs
  keep(bytes2)
  gc()
  const [callbackReadMs, bytes3] = await timedAsync(
    () => new Promise<Buffer>((resolve, reject) => nodeFs.readFile(file, (err, data) => (err ? reject(err) : resolve(data))))
  )
  result.readFileCallbackMs = callbackReadMs
  keep(bytes3)
  const beforeDecode = await memoryAfterGc()
  const d0 = performance.now()
  const { lines, terminated } = SessionFile.splitLines(Buffer.from(bytes).toString("utf8"))
  const d1 = performance.now()
  result.decodeLinesMs = round(d1 - d0)
  const afterDecode = await memoryAfterGc()
  keep(lines)
  result.decodedExternalMb = round((afterDecode.external - beforeDecode.external) / MB, 1)
  result.decodedHeapMb = round((afterDecode.heap - beforeDecode.heap) / MB, 1)
  const ids = IdSource.fromSeed(1)
  const f0 = performance.now()
  const loaded = SessionFile.fromLines(lines, { terminated, ids })
  const f1 = performance.now()
  result.fromLinesMs = round(f1 - f0)
  const header = loaded.header ?? fail("no header")
  const [fromLoadedMs, state] = timed(() => Session.fromLoaded(header, loaded, file))
  result.fromLoadedMs = fromLoadedMs
  const [contextMs, context] = timed(() => Context.build(state.tree, SessionTree.leafId(state.tree)))
  result.contextMs = contextMs
  result.messages = context.messages.length
  await settle()
  result.gcInDecodeMs = gcWithin(d0, d1)
  result.gcInFromLinesMs = gcWithin(f0, f1)
  const active = SessionTree.branch(state.tree)
  result.activePath = active.length
  result.entries = SessionTree.count(state.tree)
  keep(state)

  // --- inner steps of fromLines (warm: fromLines ran once) ------------------------------------
  gc()
  const p0 = performance.now()
  const values: Array<Record<string, unknown>> = []
  const texts: Array<string> = []
  const lineNos: Array<number> = []
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string
    if (text.trim() === "") continue
    const value = Json.parse(text)
    if (Json.isObject(value)) {
      values.push(value as Record<string, unknown>)
      texts.push(text)
      lineNos.push(i + 1)
    }
  }
  const p1 = performance.now()
  const [entryMs, entries] = timed(() => values.map((value, i) => Entry.parsed(texts[i] as string, value as never, lineNos[i])))
  const x0 = performance.now()
  const tree = SessionTree.fromEntries(entries)
  const x1 = performance.now()
  const [structureMs, diagnostics] = timed(() => SessionFile.structure(tree))
  keep(diagnostics)
  await settle()
  result.stepParseKeptMs = round(p1 - p0)
  result.gcInParseKeptMs = gcWithin(p0, p1)
  result.stepEntryMs = entryMs
  result.stepIndexMs = round(x1 - x0)
  result.gcInIndexMs = gcWithin(x0, x1)
  result.stepStructureMs = structureMs
  values.length = 0
  keep(tree)

  // --- references ----------------------------------------------------------------------------
  gc()
  // the same parse when each value dies young (nothing keeps it)
  const r0 = performance.now()
  let parsed = 0
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string
    if (text.trim() !== "" && Json.parse(text) !== undefined) parsed++
  }
  const r1 = performance.now()
  keep(parsed)
  // parsing again only the lines of the active path (what keeping nothing during the load costs later)
  const activeTexts = active.map((entry) => entry.text)
  const [pathParseMs] = timed(() => activeTexts.map((text) => JSON.parse(text) as unknown))
  // decoding again: as Arbor does (streaming TextDecoder), with each piece decoded alone, and
  // with Buffer#toString; each result is measured, compared with the lines above and dropped
  const decodeVariant = async (key: string, decode: () => { readonly lines: ReadonlyArray<string> }): Promise<void> => {
    const before = await memoryAfterGc()
    const start = performance.now()
    const decoded = decode()
    result[`${key}Ms`] = round(performance.now() - start)
    const after = await memoryAfterGc()
    result[`${key}HeapMb`] = round((after.heap - before.heap) / MB, 1)
    result[`${key}ExternalMb`] = round((after.external - before.external) / MB, 1)
    check(decoded.lines.length === lines.length && decoded.lines.every((l, i) => l === lines[i]), `${key}: same lines`)
  }
  await decodeVariant("refDecodeAgain", () => SessionFile.splitLines(Buffer.from(bytes).toString("utf8")))
  await decodeVariant("refBufferToStringSplit", () => SessionFile.splitLines(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8")))
  // fromLines once more, now warm
  gc()
  const w0 = performance.now()
  const again = SessionFile.fromLines(lines, { terminated, ids: IdSource.fromSeed(1) })
  const w1 = performance.now()
  keep(again)
  await settle()
  result.refParseDropMs = round(r1 - r0)
  result.gcInParseDropMs = gcWithin(r0, r1)
  result.refActivePathParseMs = pathParseMs
  result.fromLinesWarmMs = round(w1 - w0)
  result.gcInFromLinesWarmMs = gcWithin(w0, w1)
  result.maxRssMb = maxRssMb()
  await a.runtime.dispose()
}

/**
 * Where Arbor's listing time goes: store.list once (cold), then the steps it takes for every
 * file, each summed over all files, run one after another in this process: read + stat,
 * decode, split into lines (the regex SessionInfo.summarize uses), summarize (split included).
 */
const listPhasesTask = async (): Promise<void> => {
  const cwd = args.cwd ?? fail("cwd missing")
  const dir = args.dir ?? fail("dir missing")
  if (tool !== "arbor") fail("list-phases is Arbor only")
  const a = await loadArbor()
  const SessionInfo = await import("../src/domain/SessionInfo.js")
  const path = await import("node:path")
  gc()
  const [listMs, listing] = await timedAsync(() => a.runtime.runPromise(a.store.list({ cwd, sessionDir: dir })))
  result.listMs = listMs
  result.count = listing.sessions.length
  const files = nodeFs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort((x, y) => y.localeCompare(x))
    .map((name) => path.join(dir, name))
  gc()
  const [readMs, read] = timed(() => files.map((file) => [nodeFs.readFileSync(file), nodeFs.statSync(file).mtime] as const))
  const [decodeMs, texts] = timed(() => read.map(([bytes]) => new TextDecoder().decode(bytes)))
  const [splitMs, split] = timed(() => texts.map((text) => text.split(/\r\n|\r|\n/).length))
  keep(split)
  const [splitLfMs, splitLf] = timed(() => texts.map((text) => text.split("\n").length))
  keep(splitLf)
  const [summarizeMs, infos] = timed(() => texts.map((text, i) => SessionInfo.summarize(text, files[i] as string, (read[i] as readonly [Buffer, Date])[1])))
  check(infos.every((info) => info !== undefined), "every file summarized")
  result.stepReadStatMs = readMs
  result.stepDecodeMs = decodeMs
  result.stepSplitRegexMs = splitMs
  result.refSplitLfMs = splitLfMs
  result.stepSummarizeMs = summarizeMs
  const [listAgainMs] = await timedAsync(() => a.runtime.runPromise(a.store.list({ cwd, sessionDir: dir })))
  result.listWarmMs = listAgainMs
  // the same work without Effect: 10 at a time, callback readFile + stat, decode, summarize
  const [plainMs, plain] = await timedAsync(async () => {
    const out: Array<unknown> = new Array(files.length)
    let next = 0
    const readCb = (file: string) =>
      new Promise<Buffer>((resolve, reject) => nodeFs.readFile(file, (err, data) => (err ? reject(err) : resolve(data))))
    const statCb = (file: string) =>
      new Promise<nodeFs.Stats>((resolve, reject) => nodeFs.stat(file, (err, st) => (err ? reject(err) : resolve(st))))
    const lane = async (): Promise<void> => {
      while (next < files.length) {
        const i = next++
        const file = files[i] as string
        const [bytes, st] = await Promise.all([readCb(file), statCb(file)])
        out[i] = SessionInfo.summarize(new TextDecoder().decode(bytes), file, st.mtime)
      }
    }
    await Promise.all(Array.from({ length: 10 }, lane))
    return out
  })
  check(plain.every((info) => info !== undefined), "plain: every file summarized")
  result.refPlainAsyncMs = plainMs
  result.maxRssMb = maxRssMb()
  await a.runtime.dispose()
}

// ---------------------------------------------------------------------------------------------

switch (task) {
  case "open":
    await openTask()
    break
  case "list":
    await listTask()
    break
  case "phases":
    await phasesTask()
    break
  case "list-phases":
    await listPhasesTask()
    break
  default:
    fail(`unknown task ${String(task)}`)
}
if (sink < 0) process.stderr.write(String(sink))
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`)
process.exit(0)
