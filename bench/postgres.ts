/**
 * The PostgreSQL store beside the session files: append throughput with 1, 8 and 32 concurrent
 * writers (each on its own session, and all on one session, taking turns through the lock or
 * lease), open + context of a large session, and listing and searching many sessions.
 *
 *   npm run bench:postgres               # the sizes: 100,000 entries (100 MB), 10,000 sessions
 *   npm run bench:postgres -- --quick    # 10,000 entries (10 MB), 1,000 sessions, 400 appends
 *
 * The server: `$ARBOR_BENCH_POSTGRES` (a URL), else a throwaway cluster started with
 * `scripts/postgres.mjs` (fsync on, as the file store's appends are fsynced), removed at the end.
 * Options: --entries N (the large session, default 100000), --mb M (its size, default 100),
 * --sessions N (the listing, default 10000), --appends N (per writer count and layout, default 1600);
 * --quick changes the defaults to a tenth.
 *
 * Prints a table, then one line `BENCH {...}` with every figure as JSON; progress goes to stderr.
 * Timings are wall-clock; compare the load average printed at the end before comparing runs.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as SqlClient from "@effect/sql/SqlClient"
import { Context as EffectContext, Effect, Either, Layer, Schedule, type Scope } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import * as Context from "../src/domain/context/Context.js"
import * as SessionFile from "../src/domain/format/SessionFile.js"
import * as Session from "../src/domain/tree/Session.js"
import * as SessionTree from "../src/domain/tree/SessionTree.js"
import * as Ids from "../src/services/agent/Ids.js"
import * as FilePages from "../src/services/store/internal/FilePages.js"
import * as PgSessionStore from "../src/services/store/PgSessionStore.js"
import * as SessionStore from "../src/services/store/SessionStore.js"
import { numberFlag } from "./Flags.js"
import * as Synthetic from "./Synthetic.js"

const { values: flags } = parseArgs({
  options: { entries: { type: "string" }, mb: { type: "string" }, sessions: { type: "string" }, appends: { type: "string" }, quick: { type: "boolean" } }
})
const quick = flags.quick === true
const ENTRIES = numberFlag("entries", flags.entries, quick ? 10_000 : 100_000, (n) => n >= 10 && Number.isInteger(n))
const MB = numberFlag("mb", flags.mb, quick ? 10 : 100, (n) => n > 0)
const SESSIONS = numberFlag("sessions", flags.sessions, quick ? 1000 : 10_000, (n) => n >= 1 && Number.isInteger(n))
const APPENDS = numberFlag("appends", flags.appends, quick ? 400 : 1600, (n) => n >= 32 && Number.isInteger(n))
const WRITERS = [1, 8, 32]
const SEARCHES = ["zebrafish", "EBRAFI", "turn 3 about zebrafish", "parsers and trees", "no such words"]

const progress = (message: string) => process.stderr.write(`${message}\n`)
let cluster: string | undefined
let url = process.env.ARBOR_BENCH_POSTGRES
if (!url) {
  cluster = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-cluster-"))
  url = execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../scripts/postgres.mjs"), "start", cluster], {
    encoding: "utf8",
    env: { ...process.env, ARBOR_PG_FSYNC: "on" }
  }).trim()
}
const root = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-pg-"))
const cleanup = () => {
  if (cluster !== undefined) {
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../scripts/postgres.mjs"), "stop", cluster], { stdio: "ignore" })
  }
  fs.rmSync(root, { recursive: true, force: true })
}

const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)
const owner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }

type Kind = "files" | "postgres"
const storeOf = (kind: Kind, dir: string): Effect.Effect<SessionStore.SessionStore.Service, SessionStore.StorageError, Scope.Scope> => {
  const config = { agentDir: `${dir}/agent`, cwd: dir, owner, isAlive: () => true, fsync: true }
  const layer = kind === "files"
    ? SessionStore.layer(config).pipe(Layer.provide(FilePages.layerNode), Layer.provide(platform))
    : PgSessionStore.layer({ ...config, url: url!, maxConnections: 34 }).pipe(Layer.provide(platform))
  return Effect.map(Layer.build(layer), EffectContext.get(SessionStore.SessionStore))
}

/**
 * The database's statistics as autovacuum has them soon after a bulk write: right after one the
 * planner still sees the tables nearly empty, and a listing or search may take up to 50x as long
 * (~0.5 s instead of ~10 ms on 10,000 sessions).
 */
const analyze = Effect.scoped(
  Effect.flatMap(
    Layer.build(PgSessionStore.clientLayer({ url: url! })),
    (context) => EffectContext.get(context, SqlClient.SqlClient)`ANALYZE arbor_sessions, arbor_lines`
  )
)

const timed = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const start = performance.now()
    const value = yield* effect
    return { value, ms: performance.now() - start }
  })

const message = (text: string) => ({ role: "user", content: text, timestamp: Date.now() })

/** `writers` fibers appending `APPENDS` messages in all: each to its own session, or all to one (a writer per append, waiting its turn). */
const appendRun = (store: SessionStore.SessionStore.Service, cwd: string, writers: number, shared: boolean) =>
  Effect.gen(function*() {
    const per = Math.floor(APPENDS / writers)
    const one = shared ? yield* store.save(yield* store.create({ cwd })) : undefined
    const { ms } = yield* timed(
      Effect.forEach(
        Array.from({ length: writers }, (_, w) => w),
        (w) =>
          shared
            ? Effect.forEach(
              Array.from({ length: per }, (_, i) => i),
              (i) =>
                Effect.scoped(
                  Effect.gen(function*() {
                    const writer = yield* store.writer(one!.file!)
                    yield* writer.apply(Session.Command.AppendMessage({ ...(yield* Ids.stamp), message: message(`writer ${w} message ${i}`) }))
                  })
                ).pipe(Effect.retry({ while: (e) => e._tag === "SessionLocked", schedule: Schedule.spaced("1 millis") })),
              { discard: true }
            )
            : Effect.scoped(
              Effect.gen(function*() {
                const writer = yield* store.writer(yield* store.create({ cwd }))
                for (let i = 0; i < per; i++) {
                  yield* writer.apply(Session.Command.AppendMessage({ ...(yield* Ids.stamp), message: message(`writer ${w} message ${i}`) }))
                }
              })
            ),
        { concurrency: "unbounded", discard: true }
      )
    )
    return (per * writers) / (ms / 1000)
  })

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number

const program = Effect.gen(function*() {
  const results: Record<string, Record<Kind, number>> = {}
  const put = (name: string, kind: Kind, value: number) => {
    ;(results[name] ??= { files: Number.NaN, postgres: Number.NaN })[kind] = value
    progress(`  ${kind}: ${name}: ${value.toFixed(1)}`) // as measured, so a run cut short keeps what it had
  }
  const kinds: ReadonlyArray<Kind> = ["files", "postgres"]
  // each phase on a store of its own, closed afterwards (its connections, its open files)
  // (the file store closes a file's descriptor when its pages are garbage: collect between phases)
  const phase = <A, E>(kind: Kind, body: (store: SessionStore.SessionStore.Service) => Effect.Effect<A, E, Scope.Scope>) =>
    Effect.scoped(Effect.flatMap(storeOf(kind, path.join(root, kind)), body)).pipe(Effect.ensuring(Effect.sync(() => globalThis.gc?.())))

  progress(`generating a ${ENTRIES}-entry session`)
  const synthetic = Synthetic.generate({ entries: ENTRIES, targetBytes: MB * 1_000_000, seed: 42, activeFraction: 0.12 })
  const bytes = new TextEncoder().encode(synthetic.text)
  for (const kind of kinds) {
    yield* phase(kind, (store) =>
      Effect.gen(function*() {
        const file = path.join(root, kind, "big", "big.jsonl")
        progress(`${kind}: writing the large session`)
        put("write a large session (ms)", kind, (yield* timed(store.importBytes(file, bytes))).ms)
        const runs: Array<number> = []
        for (let i = 0; i < 3; i++) {
          const { ms } = yield* timed(
            Effect.map(store.open(file), (s) => Either.getOrThrow(Context.build(s.state.tree, SessionTree.leafId(s.state.tree))).messages.length)
          )
          runs.push(ms)
        }
        put("open + context of the large session (ms)", kind, median(runs))
      }))
  }

  for (const kind of kinds) {
    yield* phase(kind, (store) =>
      Effect.gen(function*() {
        const cwd = path.join(root, kind, "many")
        const dir = store.defaultDir(cwd)
        progress(`${kind}: writing ${SESSIONS} sessions`)
        const { ms: wrote } = yield* timed(
          Effect.forEach(
            Array.from({ length: SESSIONS }, (_, i) => i),
            (i) => {
              const id = `s${String(i).padStart(6, "0")}`
              const ts = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()
              const lines = [
                JSON.stringify({ type: "session", version: 3, id, timestamp: ts, cwd }),
                ...Array.from({ length: 6 }, (_, k) =>
                  JSON.stringify({
                    type: "message",
                    id: `${id}m${k}`,
                    parentId: k === 0 ? null : `${id}m${k - 1}`,
                    timestamp: ts,
                    message: {
                      role: k % 2 === 0 ? "user" : "assistant",
                      content: `session ${i} turn ${k} about ${i % 97 === 0 ? "zebrafish" : "parsers"} and trees`,
                      timestamp: Date.parse(ts) + k
                    }
                  }))
              ]
              return store.importBytes(path.join(dir, SessionFile.fileName(ts, id)), new TextEncoder().encode(lines.join("\n") + "\n"))
            },
            { concurrency: 16, discard: true }
          )
        )
        put(`write ${SESSIONS} sessions (ms)`, kind, wrote)
        if (kind === "postgres") yield* analyze
        const first = yield* timed(store.list({ cwd }))
        const second = yield* timed(store.list({ cwd }))
        put(`list ${first.value.sessions.length} sessions, first time (ms)`, kind, first.ms)
        put(`list ${second.value.sessions.length} sessions, again (ms)`, kind, second.ms)
      }))
  }
  // a word, part of a word, a phrase (spaces: PostgreSQL checks the candidates' joined text), a
  // phrase nearly every session has, and one none has
  for (const kind of kinds) {
    yield* phase(kind, (store) =>
      Effect.gen(function*() {
        for (const query of SEARCHES) {
          const search = yield* timed(store.listAll({ search: query }))
          put(`search "${query}", ${search.value.sessions.length} hits (ms)`, kind, search.ms)
        }
      }))
  }
  for (const kind of kinds) {
    for (const shared of [false, true]) {
      for (const writers of WRITERS) {
        progress(`${kind}: ${writers} writer(s), ${shared ? "one session" : "a session each"}`)
        const rate = yield* phase(kind, (store) => appendRun(store, path.join(root, kind, "work", `${writers}-${shared}`), writers, shared))
        put(`appends/s, ${writers} writer${writers === 1 ? "" : "s"}, ${shared ? "one session" : "own sessions"}`, kind, rate)
      }
    }
  }

  return results
})

Effect.runPromise(Effect.scoped(program))
  .then((results) => {
    const names = Object.keys(results)
    const width = Math.max(...names.map((n) => n.length))
    const fmt = (n: number) => (Number.isNaN(n) ? "-" : n >= 100 ? n.toFixed(0) : n.toFixed(1))
    console.log(`${"".padEnd(width)}  ${"files".padStart(10)}  ${"postgres".padStart(10)}`)
    for (const name of names) console.log(`${name.padEnd(width)}  ${fmt(results[name]!.files).padStart(10)}  ${fmt(results[name]!.postgres).padStart(10)}`)
    console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}; cores: ${os.cpus().length}`)
    console.log(`BENCH ${JSON.stringify({ entries: ENTRIES, mb: MB, sessions: SESSIONS, appends: APPENDS, results })}`)
  })
  .catch((error) => {
    console.error(String(error))
    process.exitCode = 1
  })
  .finally(cleanup)
