/**
 * One in-process measurement of `bench/compare.ts`, in a fresh process:
 *
 *   node --expose-gc --import tsx bench/compare-worker.ts <arbor|pi> <open|turns|list> '<json args>'
 *
 * Prints one line `RESULT {...}` with the figures on stdout (anything else goes to stderr).
 * Each tool's modules are imported dynamically, so a pi process never loads Arbor's code and
 * the other way round; the import time is reported but is in no other figure. Arbor is called
 * only through bench/ArborAdapter.ts.
 *
 * pi is driven as a black box: only the exports of its `dist/core/session-manager.js` and the
 * public methods the spec names are called (SessionManager.open, SessionManager.list,
 * buildSessionContext, appendMessage, getTree, getLeafId, getEntries).
 *
 * Tasks:
 * - open: open a session, build its context twice and five more times (warm), measure the memory
 *   it retains after GC, then the `/tree` first screen (Arbor) or getTree() (pi).
 * - turns: open a session for appending, then `turns` times append one message (a tool-using
 *   turn: user, assistant with a tool call, tool result, assistant) and build the context at the
 *   new leaf; Arbor without fsync (pi never syncs), then again with fsync on a second writer.
 * - list: list a session directory, then the `/resume` picker's first rows (Arbor).
 */
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
  getTree(): ReadonlyArray<unknown>
  appendMessage(message: Record<string, unknown>): string
}
interface PiSessionInfo {
  readonly path: string
  readonly modified: Date
  readonly name?: string
  readonly messageCount: number
}
interface PiModule {
  readonly SessionManager: {
    open(path: string, sessionDir?: string): PiManager
    list(cwd: string, sessionDir?: string): Promise<ReadonlyArray<PiSessionInfo>>
  }
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
const maxRssMb = (): number => round((process.resourceUsage().maxRSS * 1024) / MB, 1)

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const n = sorted.length
  if (n === 0) return Number.NaN
  return n % 2 === 1 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2
}

let sink = 0
const keep = (value: unknown): void => {
  if (value !== undefined && value !== null) sink++
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
  readonly turns?: number
  readonly height?: number
}
const HEIGHT = args.height ?? 30
const WARM_BUILDS = 5

const result: Record<string, unknown> = { tool, task, node: process.version }

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

const loadPi = async (): Promise<PiModule> => {
  if (args.piModule === undefined) return fail("piModule missing")
  const start = performance.now()
  const mod = (await import(pathToFileURL(args.piModule).href)) as PiModule
  result.importMs = round(performance.now() - start)
  return mod
}

const loadArbor = async () => {
  const start = performance.now()
  const adapter = await import("./ArborAdapter.js")
  const arbor = await adapter.make()
  result.importMs = round(performance.now() - start)
  return arbor
}

const timed = <A>(f: () => A): readonly [number, A] => {
  const start = performance.now()
  const value = f()
  return [performance.now() - start, value]
}
const timedAsync = async <A>(f: () => Promise<A>): Promise<readonly [number, A]> => {
  const start = performance.now()
  const value = await f()
  return [performance.now() - start, value]
}

// ---------------------------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------------------------

/** The messages of one tool-using turn, cycled: user, assistant (tool call), tool result, assistant. */
const turnMessage = (i: number): Record<string, unknown> => {
  const t = Date.now()
  const usage = {
    input: 12,
    output: 40,
    cacheRead: 150000,
    cacheWrite: 900,
    totalTokens: 150952,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
  }
  switch (i % 4) {
    case 0:
      return { role: "user", content: [{ type: "text", text: `turn ${i}: run the tests again` }], timestamp: t }
    case 1:
      return {
        role: "assistant",
        content: [{ type: "toolCall", id: `toolu_bench_${i}`, name: "bash", arguments: { command: "npm test" } }],
        api: "anthropic-messages",
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        usage,
        stopReason: "toolUse",
        timestamp: t
      }
    case 2:
      return {
        role: "toolResult",
        toolCallId: `toolu_bench_${i - 1}`,
        toolName: "bash",
        content: [{ type: "text", text: "Tests: 412 passed\n".repeat(40) }],
        isError: false,
        timestamp: t
      }
    default:
      return {
        role: "assistant",
        content: [{ type: "text", text: `All tests pass (${i}).` }],
        api: "anthropic-messages",
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        usage,
        stopReason: "stop",
        timestamp: t
      }
  }
}

const openTask = async (): Promise<void> => {
  const file = args.file ?? fail("file missing")
  const rssAfterImport = process.memoryUsage.rss()
  // each tool: open, then its context builder and what the figures read off it
  const run = async (
    open: () => Promise<unknown>,
    build: (session: unknown) => PiContext,
    read: (session: unknown) => void,
    after: (session: unknown) => void
  ) => {
    const base = await memoryAfterGc()
    const t0 = performance.now()
    const session = await open()
    const t1 = performance.now()
    const heapAfterOpenNoGc = heapUsed()
    const [firstMs, first] = timed(() => build(session))
    const [secondMs, second] = timed(() => build(session))
    const warm: Array<number> = []
    for (let i = 0; i < WARM_BUILDS; i++) {
      const [ms, ctx] = timed(() => build(session))
      keep(ctx)
      warm.push(ms)
    }
    read(session)
    result.messages = first.messages.length
    result.messagesSecond = second.messages.length
    const held = await memoryAfterGc()
    keep(first)
    keep(second)
    await settle()
    result.openMs = round(t1 - t0)
    result.gcInOpenMs = gcWithin(t0, t1)
    result.contextMs = round(firstMs)
    result.openContextMs = round(t1 - t0 + firstMs)
    result.context2Ms = round(secondMs)
    result.contextWarmMs = round(median(warm), 3)
    result.heapAfterOpenMb = round((heapAfterOpenNoGc - base.heap) / MB, 1)
    result.retainedHeapMb = round((held.heap - base.heap) / MB, 1)
    result.retainedExternalMb = round((held.external - base.external) / MB, 1)
    result.retainedTotalMb = round((held.heap - base.heap + held.external - base.external) / MB, 1)
    result.maxRssMb = maxRssMb()
    result.rssGrowthMb = round(maxRssMb() - rssAfterImport / MB, 1)
    after(session)
    keep(session)
  }
  if (tool === "pi") {
    const pi = await loadPi()
    await run(
      async () => pi.SessionManager.open(file),
      (s) => (s as PiManager).buildSessionContext(),
      (s) => {
        result.leaf = (s as PiManager).getLeafId()
        result.entries = (s as PiManager).getEntries().length
      },
      (s) => {
        // the nearest public counterpart of the /tree selector's first screen: the tree it starts from
        const [ms, tree] = timed(() => (s as PiManager).getTree())
        result.treeMs = round(ms)
        result.treeRoots = tree.length
      }
    )
    return
  }
  const arbor = await loadArbor()
  type Opened = Awaited<ReturnType<typeof arbor.open>>
  await run(
    () => arbor.open(file),
    (s) => arbor.context(s as Opened),
    (s) => {
      result.leaf = arbor.leafId(s as Opened)
      result.entries = arbor.entryCount(s as Opened)
      result.diagnostics = arbor.diagnostics(s as Opened)
    },
    (s) => {
      const [ms, screen] = timed(() => arbor.treeFirstScreen(s as Opened, HEIGHT))
      result.treeMs = round(ms)
      result.treeRows = screen.rows
    }
  )
  await arbor.dispose()
}

const turnsTask = async (): Promise<void> => {
  const file = args.file ?? fail("file missing")
  const turns = args.turns ?? 20
  const measure = async (append: (m: Record<string, unknown>) => Promise<void> | void, build: () => PiContext, prefix: string, offset: number) => {
    const appendMs: Array<number> = []
    const contextMs: Array<number> = []
    const totalMs: Array<number> = []
    let messages = 0
    for (let i = 0; i < turns; i++) {
      const message = turnMessage(offset + i)
      const t0 = performance.now()
      await append(message)
      const t1 = performance.now()
      const ctx = build()
      const t2 = performance.now()
      messages = ctx.messages.length
      appendMs.push(t1 - t0)
      contextMs.push(t2 - t1)
      totalMs.push(t2 - t0)
    }
    result[`${prefix}AppendMs`] = round(median(appendMs), 3)
    result[`${prefix}ContextMs`] = round(median(contextMs), 3)
    result[`${prefix}TurnMs`] = round(median(totalMs), 3)
    result[`${prefix}Messages`] = messages
  }
  if (tool === "pi") {
    const pi = await loadPi()
    const manager = pi.SessionManager.open(file)
    keep(manager.buildSessionContext())
    await measure((m) => void manager.appendMessage(m), () => manager.buildSessionContext(), "turn", 0)
    result.maxRssMb = maxRssMb()
    return
  }
  const arbor = await loadArbor()
  {
    const writer = await arbor.appender(file, { fsync: false })
    keep(writer.context())
    await measure(writer.append, writer.context, "turn", 0)
    await writer.close()
  }
  {
    // the same turns again with Arbor's default durability (fsync after every append), continuing the file
    const writer = await arbor.appender(file, { fsync: true })
    keep(writer.context())
    await measure(writer.append, writer.context, "fsyncTurn", turns)
    await writer.close()
  }
  result.maxRssMb = maxRssMb()
  await arbor.dispose()
}

const listTask = async (): Promise<void> => {
  const cwd = args.cwd ?? fail("cwd missing")
  const dir = args.dir ?? fail("dir missing")
  let sessions: ReadonlyArray<{ readonly path: string; readonly modified: Date; readonly name?: string | undefined; readonly messageCount: number }>
  let listMs: number
  gc()
  if (tool === "pi") {
    const pi = await loadPi()
    gc()
    ;[listMs, sessions] = await timedAsync(() => pi.SessionManager.list(cwd, dir))
    result.firstRowsMs = round(listMs)
  } else {
    const arbor = await loadArbor()
    gc()
    const t0 = performance.now()
    const listed = await arbor.list(cwd, dir)
    const t1 = performance.now()
    const rows = arbor.pickerFirstRows(listed, HEIGHT)
    const t2 = performance.now()
    sessions = listed
    listMs = t1 - t0
    result.pickerRowsMs = round(t2 - t1)
    result.firstRowsMs = round(t2 - t0)
    result.pickerRows = rows.length
    await arbor.dispose()
  }
  result.listMs = round(listMs)
  result.count = sessions.length
  // file name, modified ms, name, message count: for the comparisons
  result.sessions = sessions.map((s) => [s.path.slice(s.path.lastIndexOf("/") + 1), s.modified.getTime(), s.name ?? null, s.messageCount])
  result.maxRssMb = maxRssMb()
}

// ---------------------------------------------------------------------------------------------

switch (task) {
  case "open":
    await openTask()
    break
  case "turns":
    await turnsTask()
    break
  case "list":
    await listTask()
    break
  default:
    fail(`unknown task ${String(task)}`)
}
if (sink < 0) process.stderr.write(String(sink))
// exit once the pipe took the whole line (a listing of 10,000 sessions is larger than the pipe's buffer)
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`, () => process.exit(0))
