/**
 * What only the PostgreSQL store has to show (the contract suite covers the rest): pi's corpus
 * through import and export byte for byte with the same answers as the files, writers on other
 * machines (processes) appending at once, a writer's lease running out, a writer killed in the
 * middle of a transaction, and a connection lost during an append. A real server, never a mock.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { describe, expect, it } from "@effect/vitest"
import { Context as EffectContext, Deferred, Effect, Either, Fiber, Layer, type Scope, Tracer } from "effect"
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Context from "../../src/domain/context/Context.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as PgSessionStore from "../../src/services/store/PgSessionStore.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Corpus from "../support/Corpus.js"
import * as FakeProviders from "../support/FakeProviders.js"
import { freshDatabase, withClient } from "../support/Postgres.js"
import * as RpcServer from "../support/RpcServer.js"
import * as Spans from "../support/Spans.js"
import { arbor, shown } from "../support/Spawn.js"

const nodePlatform = Layer.merge(NodeFileSystem.layer, NodePath.layer)

const tempRoot = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync("/tmp/arbor-pg-test-")),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

interface Setup {
  readonly root: string
  readonly url: string
  readonly store: (
    options?: { readonly leaseMs?: number; readonly applicationName?: string; readonly host?: string }
  ) => Effect.Effect<SessionStore.SessionStore.Service, SessionStore.StorageError, Scope.Scope>
  readonly admin: <A>(f: (sql: Parameters<Parameters<typeof withClient>[1]>[0]) => Effect.Effect<A, unknown>) => Effect.Effect<A>
}

const setup: Effect.Effect<Setup, never, Scope.Scope> = Effect.gen(function*() {
  const root = yield* tempRoot
  const db = yield* freshDatabase
  const storeConfig = (options: { readonly leaseMs?: number; readonly applicationName?: string; readonly host?: string } = {}) => ({
    agentDir: `${root}/agent`,
    cwd: `${root}/work`,
    owner: { pid: process.pid, host: options.host ?? "test-host", startedAt: "2026-12-02T00:00:00.000Z" },
    isAlive: () => true,
    url: db.url,
    leaseMs: options.leaseMs,
    applicationName: options.applicationName,
    maxConnections: 3
  })
  return {
    root,
    url: db.url,
    store: (options) =>
      Effect.map(Layer.build(PgSessionStore.layer(storeConfig(options)).pipe(Layer.provide(nodePlatform))), EffectContext.get(SessionStore.SessionStore)),
    admin: (f) => withClient(db.url, f).pipe(Effect.orDie)
  }
})

/** A second machine: test/support/PgWriter.ts in its own process. */
const machine = (args: ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const child = spawn(process.execPath, ["--import", "tsx", "test/support/PgWriter.ts", ...args], {
        cwd: Corpus.root,
        stdio: ["ignore", "pipe", "pipe"]
      })
      let out = ""
      let err = ""
      child.stdout.on("data", (d) => (out += String(d)))
      child.stderr.on("data", (d) => (err += String(d)))
      return { child, output: () => out, errors: () => err }
    }),
    ({ child }) => Effect.sync(() => child.exitCode === null && child.kill("SIGKILL"))
  )

/** Waits (up to `ms`) until `check` holds. */
const until = <E, R>(what: string, check: Effect.Effect<boolean, E, R>, ms = 60_000) =>
  Effect.gen(function*() {
    const deadline = Date.now() + ms
    while (!(yield* check)) {
      if (Date.now() > deadline) return yield* Effect.dieMessage(`timed out waiting for ${what}`)
      yield* Effect.sleep("20 millis")
    }
  })

const said = (m: { readonly output: () => string; readonly errors: () => string; readonly child: ChildProcess }, line: string) =>
  Effect.sync(() => {
    if (m.child.exitCode !== null && m.child.exitCode !== 0) throw new Error(`writer process failed: ${m.errors()}`)
    return m.output().split("\n").includes(line)
  })

const user = (text: string) => ({ role: "user", content: text, timestamp: 1 })
let clock = 0
const stamp = (...ids: Array<string>): Session.Stamp => ({
  timestamp: new Date(Date.UTC(2026, 11, 2, 12, 0, clock++)).toISOString(),
  ids: IdSource.fromList(ids, clock)
})
const HEADER = (id: string) => `{"type":"session","version":3,"id":"${id}","timestamp":"2026-12-01T10:00:00.000Z","cwd":"/w"}`

/** Runs `arbor`; `how` is the run (arguments, exit, stdout, stderr) for an assertion's message. */
const run = (args: ReadonlyArray<string>, options: Parameters<typeof arbor>[1]) =>
  Effect.map(Effect.promise(() => arbor(args, options)), (result) => ({ ...result, how: shown(args, result) }))

/** Every line of a session in the database: contiguous sequence numbers, no entry twice. */
const stored = (s: Setup, key: string) =>
  s.admin((sql) =>
    sql<{ seq: number; entry_id: string | null; line: string }>`
      SELECT l.seq, l.entry_id, l.line FROM arbor_lines l JOIN arbor_sessions s ON s.sid = l.sid WHERE s.path = ${key} ORDER BY l.seq`
  )

describe("PostgreSQL store", () => {
  it.scopedLive("every operation and writer step runs in a span named after it, with the session and path it is about", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const store = yield* s.store()
      const made: Array<Tracer.Span> = []
      const { tracer } = Spans.recorder()
      const recording = Tracer.make({
        span: (...args) => {
          const span = tracer.span(...args)
          made.push(span)
          return span
        },
        context: tracer.context
      })
      const state = yield* Effect.scoped(
        Effect.gen(function*() {
          const created = yield* store.create({ cwd: `${s.root}/work` })
          const writer = yield* store.writer(created)
          const message = { role: "user", content: "hi", timestamp: 1 }
          yield* writer.apply(Session.Command.AppendMessage({ timestamp: "2026-01-01T00:00:00.000Z", ids: IdSource.fromSeed(1), message }))
          yield* store.findById(`${s.root}/work`, created.header.id)
          return created
        })
      ).pipe(Effect.withTracer(recording))
      const attributes = made
        .filter((span) => span.name.startsWith("PgSessionStore."))
        .map((span) => [span.name, Object.fromEntries([...span.attributes].filter(([key]) => key !== "code.stacktrace"))])
      expect(attributes).toEqual([
        ["PgSessionStore.create", { session: state.header.id }],
        ["PgSessionStore.writer", { path: state.file }],
        ["PgSessionStore.Writer.apply", { path: state.file, command: "AppendMessage" }],
        ["PgSessionStore.findById", { session: state.header.id }]
      ])
    }))

  it.scopedLive("the conformance corpus goes in and comes out byte for byte, with the same answers as its files", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const pg = yield* s.store()
      const files = yield* Effect.map(
        Layer.build(
          SessionStore.layer({
            agentDir: `${s.root}/agent`,
            cwd: "/",
            owner: { pid: 1, host: "h", startedAt: "" },
            isAlive: () => true
          }).pipe(Layer.provide(nodePlatform))
        ),
        EffectContext.get(SessionStore.SessionStore)
      )
      for (const c of Corpus.cases()) {
        const target = `${s.root}/corpus/${c.name}.jsonl`
        const bytes = fs.readFileSync(c.file)
        yield* pg.importBytes(target, bytes)
        expect(Buffer.from(yield* pg.readBytes(target)).equals(bytes), c.name).toBe(true)
        const fromPg = yield* Effect.either(pg.open(target))
        const fromFile = yield* Effect.either(files.open(c.file))
        expect(Either.isRight(fromPg), c.name).toBe(Either.isRight(fromFile))
        if (Either.isLeft(fromPg) || Either.isLeft(fromFile)) continue
        const a = fromPg.right
        const b = fromFile.right
        expect(a.diagnostics, c.name).toEqual(b.diagnostics)
        expect(SessionTree.leafId(a.state.tree), c.name).toBe(SessionTree.leafId(b.state.tree))
        expect(SessionTree.entries(a.state.tree).map((e) => e.text), c.name).toEqual(SessionTree.entries(b.state.tree).map((e) => e.text))
        const leaf = SessionTree.leafId(a.state.tree)
        expect(Corpus.plain(Either.getOrThrow(Context.build(a.state.tree, leaf))), c.name).toEqual(
          Corpus.plain(Either.getOrThrow(Context.build(b.state.tree, leaf)))
        )
        const listed = (yield* files.listAll({ sessionDir: path.dirname(c.file) })).sessions[0]
        const pgListed = (yield* pg.listAll({ sessionDir: `${s.root}/corpus` })).sessions.find((x) => x.path === target)
        expect(listed === undefined, c.name).toBe(pgListed === undefined)
        if (listed !== undefined && pgListed !== undefined) {
          const { path: _a, allMessagesText: _t, ...info } = listed
          const { path: _b, allMessagesText: _u, ...pgInfo } = pgListed
          expect(Corpus.plain(pgInfo), c.name).toEqual(Corpus.plain(info))
        }
      }
    }))

  it.scopedLive("arbor import and arbor export --format jsonl move the corpus through the database unchanged", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const agentDir = `${s.root}/agent`
      const imported = yield* run(["import", Corpus.corpusDir, "--store", s.url], { agentDir })
      expect([imported.code, imported.stderr], imported.how).toEqual([0, ""])
      const moves = imported.stdout.split("\n").filter((l) => l.includes(" → ")).map((l) => l.split(" → ") as [string, string])
      expect(moves, imported.how).toHaveLength(Corpus.cases().length)
      expect(imported.stdout).toContain(`Imported ${moves.length} sessions`)
      const again = yield* run(["import", Corpus.corpusDir], { agentDir, env: { ARBOR_STORE: s.url } })
      expect([again.code, again.stderr], again.how).toEqual([0, ""])
      expect(again.stdout, again.how).toContain(`Imported 0 sessions (${moves.length} already there)`)
      for (const [source, target] of moves.slice(0, 4)) {
        const out = `${s.root}/out.jsonl`
        const exported = yield* run(["export", target, "--format", "jsonl", "-o", out, "--store", s.url], { agentDir })
        expect(exported.code, exported.how).toBe(0)
        expect(fs.readFileSync(out).equals(fs.readFileSync(source)), exported.how).toBe(true)
        const pgContext = yield* run(["context", target, "--json", "--store", s.url], { agentDir })
        const fileContext = yield* run(["context", source, "--json"], { agentDir })
        expect(pgContext.code, pgContext.how).toBe(fileContext.code)
        expect(pgContext.stdout, pgContext.how).toBe(fileContext.stdout)
      }
      const notSession = `${s.root}/junk.jsonl`
      fs.writeFileSync(notSession, "hello\n")
      const refused = yield* run(["import", notSession, "--store", s.url], { agentDir })
      expect(refused.code, refused.how).toBe(1)
      expect(refused.stderr).toContain(`arbor: ${notSession}: not a pi session (no session header)`)
    }))

  it.scopedLive("two writers in separate processes append to one session at once: nothing lost, nothing twice", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const store = yield* s.store()
      const file = `${s.root}/agent/sessions/shared.jsonl`
      yield* store.writeNew(file, [HEADER("shared")])
      const count = 30
      const one = yield* machine(["append", s.url, `${s.root}/agent`, file, String(count), "p1"])
      const two = yield* machine(["append", s.url, `${s.root}/agent`, file, String(count), "p2"])
      yield* until("both writers", Effect.zipWith(said(one, "done"), said(two, "done"), (a, b) => a && b), 100_000)
      const lines = yield* stored(s, "sessions/shared.jsonl")
      expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i + 1))
      const texts = lines.slice(1).map((l) => JSON.parse(l.line).message.content as string)
      const expected = [...Array(count).keys()].flatMap((i) => [`p1-${i}`, `p2-${i}`])
      expect([...texts].sort()).toEqual([...expected].sort())
      expect(new Set(lines.map((l) => l.entry_id)).size).toBe(lines.length)
      // each append went after everything before it: one chain, no branch
      const snapshot = yield* store.open(file)
      expect(SessionTree.path(snapshot.state.tree, SessionTree.leafId(snapshot.state.tree))).toHaveLength(2 * count)
      expect(snapshot.diagnostics).toEqual([])
    }))

  it.scopedLive("a lease that ran out is taken over; the writer that lost it is refused, then merges and never writes twice", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const a = yield* s.store({ host: "machine-a" })
      const b = yield* s.store({ host: "machine-b" })
      const file = `${s.root}/agent/sessions/s.jsonl`
      yield* a.writeNew(file, [HEADER("s")])
      const writerA = yield* a.writer(file)
      yield* writerA.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("a one") }))
      // machine a stops renewing (a laptop asleep): its lease runs out
      yield* s.admin((sql) => sql`UPDATE arbor_leases SET expires_at = now() - interval '1 second'`)
      yield* Effect.scoped(
        Effect.gen(function*() {
          const writerB = yield* b.writer(file)
          const refused = yield* Effect.either(writerA.apply(Session.Command.AppendMessage({ ...stamp("a2"), message: user("a two") })))
          expect(Either.isLeft(refused) && refused.left.message).toMatch(
            /^the session is being written by another writer; its lease expires at \S+ unless renewed$/
          )
          expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "SessionLocked", path: file, owner: { pid: process.pid, host: "machine-b" } })
          yield* writerB.apply(Session.Command.AppendMessage({ ...stamp("b1"), message: user("b one") }))
        })
      )
      const t = yield* writerA.apply(Session.Command.AppendMessage({ ...stamp("a3"), message: user("a three") }))
      // b's line is merged; a's follows a's own last entry (each writer keeps its leaf)
      expect(t.appended[0]!.parentId).toBe("u1")
      const lines = yield* stored(s, "sessions/s.jsonl")
      expect(lines.map((l) => l.entry_id)).toEqual(["s", "u1", "b1", "a3"])
      expect(SessionTree.entries((yield* writerA.state).tree).map((e) => e.id)).toEqual(["u1", "b1", "a3"])
    }))

  it.scopedLive("a writer killed holding its lease: refused while the lease lasts, taken over once it expires", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const store = yield* s.store()
      const file = `${s.root}/agent/sessions/held.jsonl`
      yield* store.writeNew(file, [HEADER("held")])
      const holder = yield* machine(["hold", s.url, `${s.root}/agent`, file, "1500"])
      yield* until("the holder", said(holder, "ready"))
      holder.child.kill("SIGKILL")
      const killedAt = Date.now()
      const refused = yield* Effect.either(Effect.scoped(store.writer(file)))
      expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "SessionLocked", path: file, owner: { host: "writer-process" } })
      let writer: SessionStore.Writer | undefined
      yield* until(
        "the lease to expire",
        Effect.map(Effect.either(store.writer(file)), (r) => {
          if (Either.isRight(r)) writer = r.right
          return Either.isRight(r)
        }),
        10_000
      )
      expect(Date.now() - killedAt).toBeGreaterThan(900)
      yield* writer!.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("after") }))
      expect((yield* stored(s, "sessions/held.jsonl")).map((l) => l.entry_id)).toEqual(["held", "u1"])
    }))

  it.scopedLive("a process killed in the middle of an import leaves nothing behind; the import can run again", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const store = yield* s.store()
      const file = `${s.root}/agent/sessions/big.jsonl`
      const importer = yield* machine(["import", s.url, `${s.root}/agent`, file, "60000"])
      const inTransaction = s.admin((sql) =>
        sql<
          { n: number }
        >`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'arbor-test-import' AND xact_start IS NOT NULL AND state <> 'idle'`
      ).pipe(Effect.map((rows) => (rows[0]?.n ?? 0) > 0))
      yield* until("the import's transaction", inTransaction)
      importer.child.kill("SIGKILL")
      expect(importer.output()).not.toContain("done")
      yield* until(
        "the server to notice",
        s.admin((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'arbor-test-import'`).pipe(
          Effect.map((rows) => rows[0]?.n === 0)
        )
      )
      const left = yield* s.admin((sql) =>
        sql<{ sessions: number; lines: number }>`
        SELECT (SELECT count(*)::int FROM arbor_sessions) AS sessions, (SELECT count(*)::int FROM arbor_lines) AS lines`
      )
      expect(left[0]).toEqual({ sessions: 0, lines: 0 })
      yield* store.importBytes(file, new TextEncoder().encode(HEADER("big") + "\n"))
      expect((yield* store.open(file)).state.header.id).toBe("big")
    }))

  /** Holds the session's row so that an append waits inside its transaction, and cuts its connection `times` times. */
  const cutWhileWaiting = (s: Setup, appending: Effect.Effect<Session.Transition, unknown>, times: number) =>
    Effect.gen(function*() {
      const locked = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const holder = yield* Effect.fork(
        s.admin((sql) =>
          sql.withTransaction(
            Effect.gen(function*() {
              yield* sql`SELECT sid FROM arbor_sessions WHERE path = 'sessions/lost.jsonl' FOR UPDATE`
              yield* Deferred.succeed(locked, undefined)
              yield* Deferred.await(release)
            })
          )
        )
      )
      yield* Deferred.await(locked)
      const appended = yield* Effect.fork(Effect.either(appending))
      const waiting = s.admin((sql) =>
        sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE application_name = 'arbor-test-lost' AND wait_event_type = 'Lock'`
      )
      for (let i = 0; i < times; i++) {
        yield* until("the append to wait", Effect.map(waiting, (rows) => rows.length > 0))
        const cut = yield* s.admin((sql) =>
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'arbor-test-lost' AND wait_event_type = 'Lock'`
        )
        expect(cut).toHaveLength(1)
      }
      if (times >= 3) yield* Fiber.await(appended)
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(holder)
      return yield* Fiber.join(appended)
    })

  const lostSetup = Effect.gen(function*() {
    const s = yield* setup
    const store = yield* s.store({ applicationName: "arbor-test-lost" })
    const file = `${s.root}/agent/sessions/lost.jsonl`
    yield* store.writeNew(file, [HEADER("lost")])
    const writer = yield* store.writer(file)
    yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("before") }))
    return { s, file, writer }
  })

  it.scopedLive("a connection lost during an append: the append is retried and written exactly once", () =>
    Effect.gen(function*() {
      const { s, writer } = yield* lostSetup
      const t = yield* cutWhileWaiting(s, writer.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("during") })), 1)
      expect(Either.isRight(t) && t.right.appended.map((e) => e.id)).toEqual(["u2"])
      yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u3"), message: user("after") }))
      const lines = yield* stored(s, "sessions/lost.jsonl")
      expect(lines.map((l) => l.entry_id)).toEqual(["lost", "u1", "u2", "u3"])
      expect(lines.map((l) => l.seq)).toEqual([1, 2, 3, 4])
    }))

  it.scopedLive("a connection lost at every try: one clear error, nothing half-written, the writer goes on", () =>
    Effect.gen(function*() {
      const { s, file, writer } = yield* lostSetup
      const t = yield* cutWhileWaiting(s, writer.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("during") })), 3)
      // the message names the file by its name; the path is the error's field
      expect(Either.isLeft(t) && [(t.left as { message: string }).message, (t.left as { path: string }).path]).toEqual([
        "lost.jsonl: append failed: Connection terminated unexpectedly",
        file
      ])
      expect((yield* stored(s, "sessions/lost.jsonl")).map((l) => l.entry_id)).toEqual(["lost", "u1"])
      yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u3"), message: user("after") }))
      expect((yield* stored(s, "sessions/lost.jsonl")).map((l) => l.entry_id)).toEqual(["lost", "u1", "u3"])
    }))

  it.scopedLive("a server that cannot be reached is one clear error", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const result = yield* Effect.either(
        Layer.build(
          PgSessionStore.layer({
            agentDir: `${s.root}/agent`,
            cwd: "/",
            owner: { pid: 1, host: "h", startedAt: "" },
            isAlive: () => true,
            url: `postgres://arbor:secret@/nowhere?host=${s.root}/no-socket-here`
          }).pipe(Layer.provide(nodePlatform))
        )
      )
      expect(Either.isLeft(result) && result.left._tag).toBe("StorageError")
      const message = Either.isLeft(result) ? result.left.message : ""
      expect(message).toContain("connect failed")
      expect(message).not.toContain("secret")
    }))

  it.scopedLive("--store and ARBOR_STORE choose the store; a wrong one is a clear error", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const agentDir = `${s.root}/agent`
      const missing = yield* Effect.promise(() => arbor(["ls", "--store"], { agentDir }))
      expect([missing.code, missing.stderr]).toEqual([2, "arbor: --store needs a value: postgres://… or files\n"])
      const wrong = yield* Effect.promise(() => arbor(["ls"], { agentDir, env: { ARBOR_STORE: "mysql://x" } }))
      expect([wrong.code, wrong.stderr]).toEqual([
        1,
        "arbor: mysql://x: cannot use it as a session store: expected a postgres:// URL or `files` (--store, ARBOR_STORE)\n"
      ])
      const files = yield* Effect.promise(() => arbor(["ls", "--store=files"], { agentDir, env: { ARBOR_STORE: s.url } }))
      expect([files.code, files.stdout]).toEqual([0, "No sessions.\n"])
    }))

  it.scopedLive("NUL and unpaired surrogates through the built arbor: a reply in -p, a prompt, a name and a label in RPC, an import", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const agentDir = `${s.root}/agent`
      const cwd = `${s.root}/work`
      fs.mkdirSync(cwd, { recursive: true })
      const env = { ARBOR_STORE: s.url }
      const store = yield* s.store()
      const messages = (file: string) =>
        Effect.map(
          store.readBytes(file),
          (bytes) =>
            new TextDecoder().decode(bytes).trimEnd().split("\n").map((l) => JSON.parse(l)).filter((e) => e.type === "message" && e.message.role !== "system")
        )
      // -p: the model's reply holds a NUL and an unpaired surrogate; the turn is kept, exit 0
      const model = yield* FakeProviders.make([FakeProviders.chat({ text: ["re\u0000ply \ud800"], usage: { prompt: 1, completion: 1 } })])
      const printed = yield* run(["-p", "hi"], { agentDir, cwd, env: { ...env, ARBOR_MODEL: "openai-compatible/qwen3", ARBOR_BASE_URL: model.url } })
      expect([printed.code, printed.stderr], printed.how).toEqual([0, ""])
      const [session] = (yield* store.list({ cwd })).sessions
      const file = session!.path
      expect((yield* messages(file)).map((e) => e.message.content)).toEqual([[{ type: "text", text: "hi" }], [{ type: "text", text: "re\u0000ply \ud800" }]])
      // RPC: a prompt (the offline responder says it back), a name and a label
      const rpc = RpcServer.server(agentDir, cwd, ["--session", file], env)
      try {
        expect((yield* Effect.promise(() => rpc.send({ type: "prompt", message: "ask\u0000 \udc00" }))).success).toBe(true)
        yield* Effect.promise(() => rpc.waitFor((l) => l.type === "agent_settled"))
        expect(yield* Effect.promise(() => rpc.send({ type: "set_session_name", name: "Na\u0000me \ud800" }))).toMatchObject({ success: true })
        const prompt = (yield* messages(file)).find((e) => e.message.content[0].text === "ask\u0000 \udc00")
        expect(yield* Effect.promise(() => rpc.send({ type: "set_label", entryId: prompt.id, label: "mark\u0000" }))).toMatchObject({ success: true })
      } finally {
        expect(yield* Effect.promise(() => rpc.close())).toBe(0)
      }
      expect(rpc.stderr()).toBe("")
      const texts = (yield* messages(file)).map((e) => e.message.content[0].text)
      expect(texts.slice(2)).toEqual(["ask\u0000 \udc00", expect.stringContaining("You said: ask\u0000 \udc00")])
      const [listed] = (yield* store.list({ cwd })).sessions
      expect([listed!.name, listed!.firstMessage, listed!.messageCount]).toEqual(["Na\u0000me \ud800", "hi", 5])
      const found = (search: string) => Effect.map(store.listAll({ search }), (l) => l.sessions.length)
      expect([yield* found("ask\u0000 \udc00"), yield* found("asK"), yield* found("ask "), yield* found("me \ud800"), yield* found("name")]).toEqual([
        1,
        1,
        0,
        1,
        0
      ])
      // the same answers as the session's file: its context, and `ls` of a file store holding it
      const out = `${s.root}/copy/agent/sessions/${path.relative(`${agentDir}/sessions`, file)}`
      fs.mkdirSync(path.dirname(out), { recursive: true })
      fs.writeFileSync(out, yield* store.readBytes(file))
      expect(new TextDecoder().decode(fs.readFileSync(out))).toContain(`"label":"mark\\u0000"`)
      const pgContext = yield* run(["context", file, "--json"], { agentDir, cwd, env })
      const fileContext = yield* run(["context", out, "--json"], { agentDir: `${s.root}/copy/agent`, cwd })
      expect([pgContext.code, pgContext.stdout], pgContext.how).toEqual([0, fileContext.stdout])
      const pgLs = yield* run(["ls", "--json"], { agentDir, cwd, env })
      const fileLs = yield* run(["ls", "--json"], { agentDir: `${s.root}/copy/agent`, cwd })
      expect([pgLs.code, pgLs.stdout.replaceAll(agentDir, "AGENT")], pgLs.how).toEqual([0, fileLs.stdout.replaceAll(`${s.root}/copy/agent`, "AGENT")])
      // an import of a file holding them, and a damaged line with a raw NUL byte
      const source = `${s.root}/odd.jsonl`
      const bytes = new TextEncoder().encode(
        [
          `{"type":"session","version":3,"id":"odd\\u0000","timestamp":"2026-12-01T10:00:00.000Z","cwd":"${cwd}"}`,
          `{"type":"message","id":"u\\ud800","parentId":null,"timestamp":"2026-12-01T10:00:01.000Z","message":{"role":"user","content":"x\\u0000y","timestamp":1}}`,
          `{"type":"custom","id":"c","parentId":"u\\ud800","customType":"raw\u0000byte"}`
        ].join("\n") + "\n"
      )
      fs.writeFileSync(source, bytes)
      const imported = yield* run(["import", source, "--session-dir", `${s.root}/imported`], { agentDir, cwd, env })
      expect([imported.code, imported.stderr], imported.how).toEqual([0, ""])
      expect(Buffer.from(yield* store.readBytes(`${s.root}/imported/odd.jsonl`)).equals(bytes)).toBe(true)
      const odd = yield* run(["context", `${s.root}/imported/odd.jsonl`, "--json"], { agentDir, cwd, env })
      const oddFile = yield* run(["context", source, "--json"], { agentDir, cwd })
      expect([odd.code, odd.stdout], odd.how).toEqual([0, oddFile.stdout])
    }))

  it.scopedLive("a database of the first schema (words in a tsvector) is migrated: its sessions are searched by substring, their bytes unchanged", () =>
    Effect.gen(function*() {
      const s = yield* setup
      const firstSchema = Migrator.make({})({
        loader: Migrator.fromRecord({ "1_sessions": PgSessionStore.migrations["1_sessions"] }),
        table: "arbor_migrations"
      })
      yield* s.admin((sql) => Effect.provideService(firstSchema, SqlClient.SqlClient, sql))
      // a session as the first schema stored it: its listing summary, its lines with a tsvector
      const lines = [
        `{"type":"session","version":3,"id":"old","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`,
        `{"type":"session_info","id":"n","parentId":null,"timestamp":"2026-01-01T00:00:00.000Z","name":"Straße Überblick \uffffu0041"}`,
        `{"type":"message","id":"u","parentId":"n","timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"Refactor the tokenizer alpha","timestamp":1000}}`,
        `{"type":"message","id":"a","parentId":"u","timestamp":"2026-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"beta lexer.ts"}],"timestamp":2000}}`
      ]
      const bytes = new TextEncoder().encode(lines.join("\n") + "\n")
      const summary = new SessionInfo.Summary()
      summary.scan(Scanner.make(), bytes, 0, bytes.length, true, true)
      const { text: _text, ...state } = summary.state
      const info = summary.info("", new Date(0))!
      yield* s.admin((sql) =>
        Effect.gen(function*() {
          const [row] = yield* sql<{ sid: string }>`INSERT INTO arbor_sessions ${
            sql.insert({
              path: `${s.root}/old/a.jsonl`,
              dir: `${s.root}/old`,
              session_id: "old",
              cwd: "/w",
              name: info.name!,
              first_message: info.firstMessage,
              message_count: info.messageCount,
              created_ms: info.created.getTime(),
              modified_ms: info.modified.getTime(),
              summary: JSON.stringify(state),
              seq: lines.length,
              terminated: true
            })
          } RETURNING sid`
          for (const [i, line] of lines.entries()) {
            const parsed = JSON.parse(line) as { id: string; type: string; message?: { content: unknown } }
            const content = parsed.message?.content
            const words = typeof content === "string"
              ? content
              : Array.isArray(content)
              ? (content as Array<{ text: string }>).map((b) => b.text).join(" ")
              : ""
            yield* sql`INSERT INTO arbor_lines (sid, seq, entry_id, type, line, tsv)
              VALUES (${row!.sid}, ${i + 1}, ${parsed.id}, ${parsed.type}, ${line}, to_tsvector('simple', ${words}))`
          }
        })
      )
      const store = yield* s.store()
      const found = (search: string) => Effect.map(store.listAll({ sessionDir: `${s.root}/old`, search }), (l) => l.sessions.map((x) => x.id))
      for (const hit of ["okeniz", "ÜBERBLICK", "alpha beta", "lexer.ts", "ts"]) expect(yield* found(hit), hit).toEqual(["old"])
      for (const miss of ["STRASSE", "tokenizer refactor", "überblick refactor"]) expect(yield* found(miss), miss).toEqual([])
      expect(Buffer.from(yield* store.readBytes(`${s.root}/old/a.jsonl`)).equals(bytes)).toBe(true)
      // U+FFFF, the escape of texts PostgreSQL cannot hold, was escaped where stored before
      expect((yield* store.listAll({ sessionDir: `${s.root}/old` })).sessions.map((x) => x.name)).toEqual(["Straße Überblick \uffffu0041"])
      const columns = yield* s.admin((sql) =>
        sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'arbor_lines' ORDER BY column_name`
      )
      expect(columns.map((c) => c.column_name)).toEqual(["entry_id", "line", "parent_id", "search_text", "seq", "sid", "type"])
      const migrated = yield* s.admin((sql) => sql<{ name: string }>`SELECT name FROM arbor_migrations ORDER BY migration_id`)
      expect(migrated.map((m) => m.name)).toEqual(["sessions", "substring_search", "unstorable_text", "tenants"])
      // the sessions stored before tenants belong to none
      const tenants = yield* s.admin((sql) => sql<{ tenant: string }>`SELECT DISTINCT tenant FROM arbor_sessions`)
      expect(tenants.map((t) => t.tenant)).toEqual([""])
    }))
})
