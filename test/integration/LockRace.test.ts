/**
 * The lock takeover, in every interleaving. Processes open a session for writing (each its own
 * `SessionStore`, its own pid) on one in-memory filesystem whose every operation on the lock's
 * names (link, rename, remove, read, create, and listing the folder), and every pause between
 * takeover rounds, waits for the test's go. A depth-first search runs every order of those steps,
 * replaying each schedule from the start on a fresh filesystem and cutting off states already
 * seen (the names and lock body on disk, and what each process has observed, which decides what
 * it does next). In every state at most one process holds the lock.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Context, Deferred, Effect, Either, Fiber, Layer, Queue, Random } from "effect"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"

const DIR = "/s"
const FILE = `${DIR}/a.jsonl`
const LOCK = `${FILE}.lock`
const HOST = "h"
const HEADER = `{"type":"session","version":3,"id":"race","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}\n`
const DEAD = 99
const DEAD_TAKER = 98
const ALIVE = new Set([100, 101, 102])
const ownerOf = (pid: number) => ({ pid, host: HOST, startedAt: `t${pid}` })
const bodyOf = (pid: number) => JSON.stringify(ownerOf(pid))

/** One replay: the filesystem, the gates, and what each process saw and did. */
interface Run {
  readonly base: FileSystem.FileSystem
  readonly gate: (proc: number, label: string) => Effect.Effect<void>
  readonly history: Array<Array<string>>
  readonly holders: Set<number>
  readonly outcome: Array<string>
  violation: string | undefined
  closing: boolean
}

let current: Run | undefined

const shared = (p: string) => p.includes(".lock") && !p.endsWith(".tmp")
const short = (p: string) => p.slice(DIR.length + 1)

const observed = (result: Either.Either<unknown, unknown>): string => {
  if (Either.isLeft(result)) {
    const e = result.left as { readonly reason?: string; readonly _tag?: string }
    return `fail ${e.reason ?? e._tag}`
  }
  const value = result.right
  if (typeof value === "string") return value.trim()
  if (Array.isArray(value)) return value.filter((n: string) => shared(n)).sort().join(" ")
  return "ok"
}

/** Process `proc`'s view of the filesystem of the current run: operations on the lock's names wait for the go. */
const gated = (proc: number, spare: FileSystem.FileSystem): FileSystem.FileSystem =>
  new Proxy(spare, {
    get: (_, key) => {
      const value = (spare as unknown as Record<PropertyKey, unknown>)[key]
      if (typeof value !== "function") return value
      return (...args: Array<unknown>) => {
        const run = current!
        const base = run.base as unknown as Record<PropertyKey, (...a: Array<unknown>) => Effect.Effect<unknown, unknown>>
        const effect = base[key]!(...args)
        const target = key === "link" || key === "rename" ? (args[1] as string) : (args[0] as string)
        const gatedOp = key === "readDirectory" ||
          (["link", "rename", "remove", "readFileString", "writeFile"].includes(key as string) && shared(target)) ||
          (key === "open" && shared(target))
        if (!gatedOp || run.closing) return effect
        const label = `${String(key)} ${short(target)}`
        return Effect.zipRight(
          run.gate(proc, label),
          Effect.flatMap(Effect.either(effect), (result) => {
            run.history[proc]!.push(`${label}: ${observed(result)}`)
            return result
          })
        )
      }
    }
  })

interface Scenario {
  readonly pids: ReadonlyArray<number>
  readonly setup: (fs: FileSystem.FileSystem) => Effect.Effect<void, unknown>
  readonly attempts: number
}

/** Builds one store per process over its gated view; runs and explores schedules. */
const explorer = (scenario: Scenario) =>
  Effect.gen(function*() {
    const spare = yield* MemoryFileSystem.make()
    const stores = yield* Effect.forEach(scenario.pids, (pid, proc) =>
      Layer.build(
        SessionStore.layer({
          agentDir: "/agent",
          cwd: "/",
          owner: ownerOf(pid),
          isAlive: (p) => ALIVE.has(p),
          fsync: false,
          lockRetry: {
            attempts: scenario.attempts,
            pause: Effect.suspend(() => {
              const run = current!
              if (run.closing) return Effect.void
              return Effect.tap(run.gate(proc, "pause"), () => run.history[proc]!.push("pause"))
            })
          }
        }).pipe(Layer.provide(Layer.merge(Layer.succeed(FileSystem.FileSystem, gated(proc, spare)), Path.layer)))
      ).pipe(Effect.map((context) => Context.get(context, SessionStore.SessionStore))))

    /** Runs `schedule` (the process to step, in turn); returns what is runnable then and the state. */
    const replay = (schedule: ReadonlyArray<number>) =>
      Effect.gen(function*() {
        const base = yield* MemoryFileSystem.make()
        yield* base.makeDirectory(DIR, { recursive: true })
        yield* base.writeFileString(FILE, HEADER)
        yield* scenario.setup(base).pipe(Effect.orDie)
        const events = yield* Queue.unbounded<number>()
        const pending = new Map<number, Deferred.Deferred<void>>()
        const run: Run = {
          base,
          history: scenario.pids.map(() => []),
          holders: new Set(),
          outcome: scenario.pids.map(() => "running"),
          violation: undefined,
          closing: false,
          gate: (proc) =>
            Effect.gen(function*() {
              const go = yield* Deferred.make<void>()
              pending.set(proc, go)
              yield* Queue.offer(events, proc)
              yield* Deferred.await(go)
            })
        }
        current = run
        const program = (proc: number) =>
          Effect.scoped(
            Effect.gen(function*() {
              const writer = yield* Effect.either(stores[proc]!.writer(FILE))
              if (Either.isLeft(writer)) {
                run.outcome[proc] = writer.left._tag
                return
              }
              run.holders.add(proc)
              if (run.holders.size > 1 && !run.closing) run.violation ??= `both ${[...run.holders].join(" and ")} hold the lock`
              run.outcome[proc] = "held"
            })
          ).pipe(
            Effect.zipRight(Effect.sync(() => run.holders.delete(proc))),
            Effect.withRandom(Random.make(proc)),
            Effect.ensuring(Queue.offer(events, proc))
          )
        const fibers = yield* Effect.forEach(scenario.pids, (_, proc) => Effect.fork(program(proc)))
        for (let i = 0; i < scenario.pids.length; i++) yield* Queue.take(events)
        for (const proc of schedule) {
          const go = pending.get(proc)!
          pending.delete(proc)
          yield* Deferred.succeed(go, undefined)
          yield* Queue.take(events)
        }
        const runnable = [...pending.keys()].sort()
        const names = (yield* base.readDirectory(DIR)).filter(shared).sort()
        const lock = yield* base.readFileString(LOCK).pipe(Effect.orElseSucceed(() => "-"))
        const key = JSON.stringify([names, lock, run.history, run.outcome])
        run.closing = true
        for (const go of pending.values()) yield* Deferred.succeed(go, undefined)
        yield* Effect.forEach(fibers, Fiber.await, { discard: true })
        current = undefined
        return { runnable, key, violation: run.violation, outcome: run.outcome.join(","), history: run.history }
      })

    /**
     * Every interleaving with at most `preemptions` switches away from a process that could go
     * on (all of them when unbounded), depth first: the states seen and the outcomes of the
     * finished runs, or the first violation with its schedule (process indexes, one per step).
     */
    return (preemptions = Infinity) =>
      Effect.gen(function*() {
        const seen = new Map<string, number>()
        const finished = new Set<string>()
        const stack: Array<{ readonly schedule: ReadonlyArray<number>; readonly used: number }> = [{ schedule: [], used: 0 }]
        while (stack.length > 0) {
          const { schedule, used } = stack.pop()!
          // the test runner's messages get through between replays
          yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
          const result = yield* replay(schedule)
          if (result.violation !== undefined) {
            return { violation: result.violation, schedule: schedule.join(""), history: result.history, states: seen.size, finished }
          }
          if ((seen.get(result.key) ?? Infinity) <= used) continue
          seen.set(result.key, used)
          if (result.runnable.length === 0) finished.add(result.outcome)
          const last = schedule[schedule.length - 1]
          for (const proc of [...result.runnable].reverse()) {
            const switched = preemptions !== Infinity && last !== undefined && proc !== last && result.runnable.includes(last) ? 1 : 0
            if (used + switched <= preemptions) stack.push({ schedule: [...schedule, proc], used: used + switched })
          }
        }
        return { violation: undefined, schedule: "", history: [] as Array<Array<string>>, states: seen.size, finished }
      })
  })

const staleLock = (fs: FileSystem.FileSystem) => fs.writeFileString(LOCK, bodyOf(DEAD) + "\n")

describe("lock takeover: every interleaving", () => {
  it.scoped(
    "two takers of a dead owner's lock never both hold it",
    () =>
      Effect.gen(function*() {
        const explore = yield* explorer({ pids: [100, 101], setup: staleLock, attempts: 2 })
        const result = yield* explore()
        expect(result.violation, `schedule ${result.schedule}\n${JSON.stringify(result.history, null, 1)}`).toBeUndefined()
        // each takes it in turn, one is refused while the other holds it, or both give up after rounds of contention
        expect([...result.finished].sort()).toEqual(["SessionLocked,SessionLocked", "SessionLocked,held", "held,SessionLocked", "held,held"])
        expect(result.states).toBeGreaterThan(100)
      }),
    120_000
  )

  it.scoped(
    "two takers and a third process (a creator once the lock is released) never hold it together",
    () =>
      Effect.gen(function*() {
        const explore = yield* explorer({ pids: [100, 101, 102], setup: staleLock, attempts: 1 })
        const result = yield* explore(2)
        expect(result.violation, `schedule ${result.schedule}\n${JSON.stringify(result.history, null, 1)}`).toBeUndefined()
        expect(result.finished.has("held,held,held")).toBe(true)
        expect(result.states).toBeGreaterThan(1000)
      }),
    600_000
  )

  it.scoped(
    "a dead taker's flag is cleared, and the lock is taken over",
    () =>
      Effect.gen(function*() {
        const explore = yield* explorer({
          pids: [100, 101],
          setup: (fs) => Effect.zipRight(staleLock(fs), fs.writeFileString(`${LOCK}.take.${DEAD_TAKER}.x1.${HOST}`, "")),
          attempts: 1
        })
        const result = yield* explore()
        expect(result.violation, `schedule ${result.schedule}\n${JSON.stringify(result.history, null, 1)}`).toBeUndefined()
        expect([...result.finished].sort()).toEqual(["SessionLocked,SessionLocked", "SessionLocked,held", "held,SessionLocked", "held,held"])
      }),
    120_000
  )

  it.scoped("a live holder's lock is never taken", () =>
    Effect.gen(function*() {
      const explore = yield* explorer({ pids: [101], setup: (fs) => fs.writeFileString(LOCK, bodyOf(100) + "\n"), attempts: 3 })
      const result = yield* explore()
      expect(result.violation).toBeUndefined()
      expect([...result.finished]).toEqual(["SessionLocked"])
    }))
})
