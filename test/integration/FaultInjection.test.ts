/**
 * Fault injection at every I/O step, after SQLite's crash and I/O-error tests: a workload
 * drives the store (with its index cache and catalog) through `FaultFileSystem`; one run
 * counts its steps, then every step k is failed with ENOSPC, with EIO, made a short write, and
 * made a crash (everything not synced is dropped). After each run a fresh store checks that
 *
 * 1. every append the store acknowledged is in the file after reopening;
 * 2. the file loads with no diagnostics but at most one torn last line, and the next append
 *    (by a new writer) works and adds nothing to them;
 * 3. no temporary file, lock or backup is left that blocks or misleads the next run;
 * 4. the caller got one tagged error naming the path and what went wrong — none at all for a
 *    fault in the cache or catalog, whose reads must equal a cacheless store's.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer, Option, Random } from "effect"
import type * as Json from "../../src/domain/format/Json.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Ids from "../../src/services/agent/Ids.js"
import * as Catalog from "../../src/services/store/Catalog.js"
import * as IndexCache from "../../src/services/store/IndexCache.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as FaultFileSystem from "../../src/testing/FaultFileSystem.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"

const ROOT = "/tmp/faults"
const AGENT = `${ROOT}/agent`
const CACHE = `${ROOT}/cache`
const CWD = "/work/project"
const DIR = `${AGENT}/sessions/--work-project--`
const V1 = `${DIR}/2026-01-01T00-00-00-000Z_legacy.jsonl`
const BIG = `${DIR}/2026-01-02T00-00-00-000Z_big.jsonl`
const WORKLOAD_PID = 4242

const config = (pid: number): SessionStore.StoreConfig => ({
  agentDir: AGENT,
  cwd: ROOT,
  owner: { pid, host: "test-host", startedAt: "2026-12-03T00:00:00.000Z" },
  // the workload's process is gone when the checks run
  isAlive: (other) => other === pid
})

const user = (text: string): Json.JsonObject => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 })
const assistant = (text: string): Json.JsonObject => ({
  role: "assistant",
  content: [{ type: "text", text }],
  provider: "p",
  model: "m",
  usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
  stopReason: "stop",
  timestamp: 2
})

const v1Lines = [
  `{"type":"session","id":"legacy","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${CWD}"}`,
  `{"type":"message","timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"legacy question","timestamp":1}}`,
  `{"type":"message","timestamp":"2026-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"legacy answer"}],"timestamp":2}}`
]

/** A version-3 session above the index cache's threshold. */
const bigLines = (): ReadonlyArray<string> => {
  const out = [`{"type":"session","version":3,"id":"big","timestamp":"2026-01-02T00:00:00.000Z","cwd":"${CWD}"}`]
  let parent: string | null = null
  const filler = "x".repeat(600)
  for (let i = 0; i < 500; i++) {
    const id = `b${i.toString(16).padStart(7, "0")}`
    out.push(
      `{"type":"message","id":"${id}","parentId":${
        parent === null ? "null" : `"${parent}"`
      },"timestamp":"2026-01-02T00:00:01.000Z","message":{"role":"user","content":"big ${i} ${filler}","timestamp":1}}`
    )
    parent = id
  }
  return out
}
const BIG_LINES = bigLines()

/** A line pi appends while Arbor's writer holds the file. */
const foreignLine = (parentId: string) =>
  `{"type":"message","id":"f0reign1","parentId":"${parentId}","timestamp":"2026-01-03T00:00:00.000Z","message":{"role":"user","content":"from pi","timestamp":3}}`

/** What a run did, for the checks. */
interface Ledger {
  /** Entry ids each file must hold (acknowledged appends, and what a file was created with). */
  readonly acked: Map<string, Set<string>>
  /** Message texts each file must still hold (from before the workload). */
  readonly texts: Map<string, ReadonlyArray<string>>
  /** Where each session file is now (after a move to the trash or back). */
  readonly moved: Map<string, string>
  readonly errors: Array<{ readonly op: string; readonly error: unknown }>
  /** Reads that disagreed with a cacheless store's. */
  readonly wrongReads: Array<string>
  /** A session whose move to the trash the crash interrupted: it may be in either place. */
  interrupted?: string
}

const ack = (ledger: Ledger, file: string, ids: Iterable<string>) => {
  const set = ledger.acked.get(file) ?? new Set<string>()
  for (const id of ids) set.add(id)
  ledger.acked.set(file, set)
}

const stamp = Ids.stamp

/** The ids of `file`'s entries as a cacheless store on the unfaulted filesystem reads them. */
const truth = (inner: FileSystem.FileSystem) =>
  SessionStore.layer(config(1)).pipe(Layer.provide(Layer.succeed(FileSystem.FileSystem, inner)), Layer.provide(Path.layer))

const listingOf = (listing: SessionStore.Listing) =>
  listing.sessions.map((s) => [s.path, s.id, s.name ?? "", s.messageCount, s.firstMessage, s.allMessagesText].join("|")).sort()

/** The workload: every kind of write the store makes, each failure caught and recorded as the caller sees it. */
const workload = (inner: FileSystem.FileSystem, controller: FaultFileSystem.Controller, ledger: Ledger) =>
  Effect.gen(function*() {
    const store = yield* SessionStore.SessionStore
    const cacheless = yield* Effect.provide(SessionStore.SessionStore, truth(inner))
    // what ends after the crash was answered to nobody: the process was gone
    const attempt = <A, E, R>(op: string, effect: Effect.Effect<A, E, R>) =>
      Effect.either(effect).pipe(
        Effect.tap((result) => (Either.isLeft(result) ? Effect.sync(() => ledger.errors.push({ op, error: result.left })) : Effect.void)),
        Effect.map((result) => (controller.crashed ? Option.none() : Either.getRight(result)))
      )
    const checkRead = <A>(what: string, read: Effect.Effect<A, unknown, SessionStore.SessionStore>, view: (a: A) => unknown) =>
      Effect.gen(function*() {
        const got = yield* attempt(what, read)
        if (Option.isNone(got)) return
        const expected = yield* Effect.either(read.pipe(Effect.provideService(SessionStore.SessionStore, cacheless)))
        if (Either.isLeft(expected) || JSON.stringify(view(got.value)) !== JSON.stringify(view(expected.right))) {
          ledger.wrongReads.push(`${what}: ${JSON.stringify(view(got.value)).slice(0, 200)}`)
        }
      })
    const appended = (t: Session.Transition) => t.appended.map((e) => e.id as string)
    const state = (s: SessionStore.Snapshot) => [SessionTree.count(s.state.tree), SessionTree.leafId(s.state.tree), s.diagnostics.length]

    // a new session: created with its first message, appended to, merged with pi's line, named, forked, cloned
    yield* attempt(
      "session",
      Effect.scoped(
        Effect.gen(function*() {
          const created = yield* store.create({ cwd: CWD })
          const file = created.file as string
          const writer = yield* store.writer(created)
          const apply = (op: string, command: Session.Command) =>
            Effect.gen(function*() {
              const result = yield* attempt(op, writer.apply(command))
              // a session is written with its first message: what comes before lives in memory only
              if (Option.isSome(result) && result.value.effects.length > 0) ack(ledger, file, appended(result.value))
              return result
            })
          yield* apply("create", Session.Command.AppendMessage({ ...(yield* stamp), message: user("one") }))
          const two = yield* apply("append", Session.Command.AppendMessage({ ...(yield* stamp), message: assistant("two") }))
          const s = yield* writer.state
          // (a power cut takes this process and the page cache with it: pi writes before one, if at all)
          if (s.flushed && !controller.crashed) {
            const leaf = Option.match(two, { onNone: () => SessionTree.leafId(s.tree) as string, onSome: (t) => t.leafId as string })
            // pi appends a line: the unfaulted filesystem, as another process would
            yield* Effect.orDie(
              Effect.scoped(Effect.flatMap(inner.open(file, { flag: "a" }), (h) => h.writeAll(new TextEncoder().encode(foreignLine(leaf) + "\n"))))
            )
            ack(ledger, file, ["f0reign1"])
            // what pi's process wrote is on disk whatever becomes of this one
            yield* controller.record(inner, file)
          }
          const three = yield* apply("merge and append", Session.Command.AppendMessage({ ...(yield* stamp), message: user("three") }))
          yield* apply("rename", Session.Command.SessionInfo({ ...(yield* stamp), name: "renamed" }))
          yield* apply("append", Session.Command.AppendMessage({ ...(yield* stamp), message: assistant("four") }))
          if (Option.isSome(three)) {
            const fork = yield* attempt(
              "fork",
              writer.apply(
                Session.Command.Fork({
                  ...(yield* stamp),
                  entryId: three.value.leafId as string,
                  position: "at",
                  sessionId: "forked",
                  file: `${DIR}/fork.jsonl`
                })
              )
            )
            if (Option.isSome(fork)) ack(ledger, `${DIR}/fork.jsonl`, appended(fork.value))
          }
          const clone = yield* attempt("clone", writer.apply(Session.Command.Clone({ ...(yield* stamp), sessionId: "cloned", file: `${DIR}/clone.jsonl` })))
          if (Option.isSome(clone)) ack(ledger, `${DIR}/clone.jsonl`, appended(clone.value))
        })
      )
    )

    // a version-1 file: migrated (backup, atomic replace) by its first append, then appended to
    yield* attempt(
      "migration",
      Effect.scoped(
        Effect.gen(function*() {
          const writer = yield* store.writer(V1)
          for (const text of ["after migration", "and again"]) {
            const result = yield* attempt("migrate and append", writer.apply(Session.Command.AppendMessage({ ...(yield* stamp), message: user(text) })))
            if (Option.isSome(result)) ack(ledger, V1, appended(result.value))
          }
        })
      )
    )

    // a file the index cache keeps: indexed on open, appended to, opened again from the index
    yield* checkRead("open big", store.open(BIG), state)
    yield* attempt(
      "big append",
      Effect.scoped(
        Effect.gen(function*() {
          const writer = yield* store.writer(BIG)
          const result = yield* attempt("append big", writer.apply(Session.Command.AppendMessage({ ...(yield* stamp), message: user("big reply") })))
          if (Option.isSome(result)) ack(ledger, BIG, appended(result.value))
        })
      )
    )
    yield* checkRead("reopen big", store.open(BIG), state)

    // the catalog: written by a listing, continued by the next
    yield* checkRead("list", store.list({ cwd: CWD }), listingOf)
    yield* checkRead("list again", store.list({ cwd: CWD }), listingOf)

    // delete to the trash and restore
    const trashed = ledger.acked.has(`${DIR}/clone.jsonl`) ? yield* attempt("delete", store.remove(`${DIR}/clone.jsonl`)) : Option.none()
    if (Option.isNone(trashed) && controller.crashed && ledger.acked.has(`${DIR}/clone.jsonl`)) ledger.interrupted ??= `${DIR}/clone.jsonl`
    if (Option.isSome(trashed)) {
      ledger.moved.set(`${DIR}/clone.jsonl`, trashed.value)
      const restored = yield* attempt("restore", store.restore(trashed.value))
      if (Option.isSome(restored)) ledger.moved.set(`${DIR}/clone.jsonl`, restored.value)
    }
    yield* checkRead("list after restore", store.listAll(), listingOf)

    // repair (a cleaned copy) and export
    const fork = yield* Effect.either(store.open(`${DIR}/fork.jsonl`))
    if (Either.isRight(fork)) {
      const lines = [fork.right.state.header.text, ...fork.right.state.tree.entries.toArray().map((e) => e.text)]
      const repaired = yield* attempt("repair", store.writeNew(`${DIR}/repaired.jsonl`, lines))
      if (Option.isSome(repaired)) ack(ledger, `${DIR}/repaired.jsonl`, fork.right.state.tree.entries.toArray().map((e) => e.id as string))
    }
    yield* attempt("export", store.writeFile(`${ROOT}/export.html`, "<!doctype html><p>exported</p>\n"))
  })

const storeLayer = (fs: FileSystem.FileSystem, pid: number) => {
  const platform = Layer.merge(Layer.succeed(FileSystem.FileSystem, fs), Path.layer)
  const pages = FilePages.layerFileSystem.pipe(Layer.provide(platform))
  const caches = Layer.mergeAll(IndexCache.layerFileSystem(CACHE), Catalog.layer(CACHE)).pipe(Layer.provideMerge(pages), Layer.provide(platform))
  return SessionStore.layer(config(pid)).pipe(Layer.provideMerge(caches), Layer.provide(platform))
}

const seedFiles = (fs: FileSystem.FileSystem) =>
  Effect.gen(function*() {
    yield* fs.makeDirectory(DIR, { recursive: true, mode: 0o700 })
    yield* fs.writeFileString(V1, v1Lines.join("\n") + "\n", { mode: 0o600 })
    yield* fs.writeFileString(BIG, BIG_LINES.join("\n") + "\n", { mode: 0o600 })
  }).pipe(Effect.orDie)

const TAGS = new Set(["SessionNotFound", "NotASession", "SessionLocked", "SessionExists", "FileChanged", "StorageError"])
const ALLOWED_TEMP = /\.tmp$/

interface Outcome {
  readonly steps: ReadonlyArray<FaultFileSystem.Step>
  readonly injected: FaultFileSystem.Step | undefined
  readonly violations: ReadonlyArray<string>
  readonly errors: ReadonlyArray<string>
}

/** One run of the workload with `plan`, then the checks. */
const runOnce = (plan: { readonly at: number; readonly fault: FaultFileSystem.Fault } | undefined) =>
  Effect.gen(function*() {
    const inner = yield* MemoryFileSystem.make()
    yield* seedFiles(inner)
    const controller = new FaultFileSystem.Controller(plan)
    yield* controller.markDurable(inner, ROOT)
    const ledger: Ledger = { acked: new Map(), texts: new Map([[V1, ["legacy question", "legacy answer"]]]), moved: new Map(), errors: [], wrongReads: [] }
    ack(ledger, BIG, BIG_LINES.slice(1).map((line) => JSON.parse(line).id))
    yield* workload(inner, controller, ledger).pipe(
      Effect.provide(storeLayer(FaultFileSystem.make(inner, controller), WORKLOAD_PID)),
      Effect.withRandom(Random.make(7))
    )
    const crashed = controller.crashed
    if (crashed) yield* controller.crash(inner, ROOT)
    const violations: Array<string> = []
    const violation = (text: string) => violations.push(text)

    // 4. what the caller saw
    const injected = controller.injected
    if (plan !== undefined && injected === undefined && !(plan.fault === "short-write")) violation(`step ${plan.at} was never reached`)
    if (!crashed && injected !== undefined) {
      const inCache = injected.path.startsWith(CACHE)
      const errors = ledger.errors
      if (inCache && ledger.errors.length > 0) {
        violation(`a cache write failed and the caller got ${ledger.errors.length} error(s): ${String((ledger.errors[0]?.error as Error).message)}`)
      }
      if (!inCache) {
        if (errors.length > 1) violation(`the caller got ${errors.length} errors: ${errors.map((e) => `${e.op}: ${(e.error as Error).message}`).join(" / ")}`)
        for (const { op, error } of errors) {
          const e = error as { _tag?: string; message?: string; path?: string }
          if (!TAGS.has(e._tag ?? "")) violation(`${op}: untagged error ${String(e.message ?? error)}`)
          // the path is a typed field (the command line prints it); the message names the cause, and no folder
          else if (!(e.path ?? "").startsWith("/tmp/faults/") || !/ENOSPC|EIO/.test(e.message ?? "") || /\/tmp\/faults\//.test(e.message ?? "")) {
            violation(`${op}: the error names no path or cause, or names a folder: ${e.message} (path ${e.path})`)
          }
        }
        if (errors.length === 0 && !QUIET_OPS.has(injected.op)) violation(`a failed ${injected.op} of ${injected.path} was not reported`)
      }
    }
    for (const read of ledger.wrongReads) violation(`a read through the cache was wrong: ${read}`)

    // 1–3, on a fresh store (another process) over what is on disk now
    yield* Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const files = yield* FaultFileSystem.filesUnder(inner, ROOT)
      for (const [original, ids] of ledger.acked) {
        let file = ledger.moved.get(original) ?? original
        if (ledger.interrupted === original && !files.includes(file)) {
          // moved (and the move made durable) before the crash, which was all that was left to do
          file = files.find((f) => f.startsWith(`${AGENT}/trash/`) && f.endsWith(`_clone.jsonl`)) ?? file
        }
        const opened = yield* Effect.either(store.open(file))
        if (Either.isLeft(opened)) {
          violation(`${file}: ${ids.size} acknowledged entries, but it does not open: ${opened.left.message}`)
          continue
        }
        const snapshot = opened.right
        const held = new Set(snapshot.state.tree.entries.toArray().map((e) => e.id as string))
        const lost = [...ids].filter((id) => !held.has(id))
        if (lost.length > 0) violation(`${file}: acknowledged entries lost: ${lost.join(", ")}`)
      }
      for (const [file, texts] of ledger.texts) {
        const opened = yield* Effect.either(store.open(file))
        const text = Either.isRight(opened) ? opened.right.state.tree.entries.toArray().map((e) => e.text).join("\n") : ""
        for (const t of texts) if (!text.includes(t)) violation(`${file}: lost "${t}"`)
      }
      const sessions = files.filter((f) => f.endsWith(".jsonl"))
      for (const file of sessions) {
        const opened = yield* Effect.either(store.open(file))
        if (Either.isLeft(opened)) {
          violation(`${file}: does not open: ${opened.left.message}`)
          continue
        }
        const last = opened.right.lineCount
        const torn = (d: { code: string; line: number | undefined }) => d.line === last && (d.code === "truncated-line" || d.code === "missing-newline")
        const legacy = (d: { code: string }) => d.code === "legacy-version"
        const bad = opened.right.diagnostics.filter((d) => !torn(d) && !legacy(d))
        if (bad.length > 0) violation(`${file}: ${bad.map((d) => `${d.line}: ${d.message}`).join("; ")}`)
        if (file.includes("/trash/")) continue
        // the next run appends: nothing blocks it, and it adds no finding
        const next = yield* Effect.either(
          Effect.scoped(
            Effect.gen(function*() {
              const writer = yield* store.writer(file)
              return yield* writer.apply(Session.Command.AppendMessage({ ...(yield* stamp), message: user("next run") }))
            })
          )
        )
        if (Either.isLeft(next)) {
          violation(`${file}: the next append fails: ${next.left.message}`)
          continue
        }
        const again = yield* store.open(file)
        if (SessionTree.leafId(again.state.tree) !== next.right.leafId) violation(`${file}: the next append is not the leaf after reopening`)
        const after = again.diagnostics.filter((d) => !legacy(d))
        if (after.length > opened.right.diagnostics.filter((d) => !legacy(d)).length) {
          violation(`${file}: after the next append: ${after.map((d) => `${d.line}: ${d.message}`).join("; ")}`)
        }
      }
      // leftovers
      for (const file of files) {
        const name = file.slice(file.lastIndexOf("/") + 1)
        // a failed removal leaves what it was to remove; a crash, what it interrupted (checked above: nothing blocks)
        const excused = crashed || (injected?.op === "remove" && injected.path === file)
        if (ALLOWED_TEMP.test(name) && !excused) violation(`temporary file left: ${file}`)
        if (name.endsWith(".lock") && !excused) violation(`lock left: ${file}`)
        if (/\.bak(\.\d+)?$/.test(name)) {
          const backup = yield* inner.readFileString(file).pipe(Effect.orDie)
          if (backup !== v1Lines.join("\n") + "\n") violation(`backup ${file} does not hold the original`)
          const target = file.replace(/\.bak(\.\d+)?$/, "")
          const migrated = yield* inner.readFileString(target).pipe(Effect.orElseSucceed(() => ""))
          if (!crashed && !migrated.includes(`"version":3`)) violation(`backup ${file} left beside a file that was not migrated`)
        }
        if (file.includes("/trash/") && !ALLOWED_TEMP.test(name)) {
          // a trashed session always knows where it came from; a stray origin record is only litter
          const origin = name.endsWith(".origin")
          const partner = origin ? file.slice(0, -".origin".length) : `${file}.origin`
          if (!files.includes(partner) && !(origin && excused)) violation(`trash: ${file} without ${partner}`)
        }
      }
    }).pipe(Effect.provide(storeLayer(inner, WORKLOAD_PID + 1)), Effect.withRandom(Random.make(11)))
    const errors = ledger.errors.map((e) => `${e.op}: ${(e.error as Error).message}`)
    return { steps: controller.steps, injected, violations, errors } satisfies Outcome
  })

/**
 * Steps whose failure the store may keep to itself: cleanups whose failure changes nothing the
 * caller relies on, and a directory's flush (the change it follows is made and visible).
 */
const QUIET_OPS = new Set(["remove", "chmod", "syncDirectory"])

/** The first step of the fault-free run that does `op` on a path matching `path`. */
const stepOf = (steps: ReadonlyArray<FaultFileSystem.Step>, op: string, path: RegExp) => {
  const found = steps.find((s) => s.op === op && path.test(s.path))
  if (found === undefined) throw new Error(`no ${op} step on ${path}`)
  return found.index
}

/** Violations the matrix found once, each fixed in the store; every one of these failed before its fix. */
const regressions: ReadonlyArray<readonly [string, string, RegExp, FaultFileSystem.Fault]> = [
  ["a short append is taken back, so pi's next line does not fuse with its fragment", "writeAll", /[0-9a-f]\.jsonl$/, "short-write"],
  ["a lock is never left empty by a crash (the next writer takes it over)", "open", /[0-9a-f]\.jsonl\.lock\.\d+-[0-9a-z]+\.tmp$/, "crash"],
  ["a lock is never left half-written by a full disk", "writeAll", /legacy\.jsonl\.lock\.\d+-[0-9a-z]+\.tmp$/, "short-write"],
  ["a migration's backup is flushed before the original is replaced", "rename", /legacy\.jsonl$/, "crash"],
  ["a failed migration leaves no backup beside the unmigrated file", "rename", /legacy\.jsonl$/, "EIO"],
  ["a failed temporary write (an export) leaves no temporary file", "writeAll", /export\.html\.[0-9a-f]+\.tmp$/, "ENOSPC"],
  ["a failed move to the trash leaves no origin record", "rename", /trash\/[^/]*clone\.jsonl$/, "EIO"],
  ["a failed index write leaves no temporary file and the caller unharmed", "writeAll", /cache\/index\/.*\.tmp$/, "short-write"],
  ["a failed catalog lock write leaves no lock and the caller unharmed", "writeAll", /cache\/catalog\/.*\.updater\.lock\.\d+-[0-9a-z]+\.tmp$/, "short-write"],
  ["a failed catalog write leaves no temporary file and the listing right", "writeFile", /cache\/catalog\/.*\.json\.[0-9]+-[0-9a-z]+\.tmp$/, "ENOSPC"]
]

describe("fault injection at every I/O step", () => {
  for (const [name, op, path, fault] of regressions) {
    it.effect(name, () =>
      Effect.gen(function*() {
        const { steps } = yield* runOnce(undefined)
        const outcome = yield* runOnce({ at: stepOf(steps, op, path), fault })
        expect(outcome.injected?.op).toBe(op)
        expect(outcome.violations).toEqual([])
      }))
  }

  it.effect("the fault-free workload passes its own checks", () =>
    Effect.gen(function*() {
      const clean = yield* runOnce(undefined)
      expect([clean.violations, clean.errors]).toEqual([[], []])
      expect(clean.steps.length).toBeGreaterThan(50)
    }))

  // the whole matrix, one fault at a time; a violation names the fault, the step and what broke
  for (const fault of ["ENOSPC", "EIO", "short-write", "crash"] as const) {
    it.effect(`${fault} at every step: no violation`, () =>
      Effect.gen(function*() {
        const { steps } = yield* runOnce(undefined)
        let injected = 0
        const violations: Array<string> = []
        for (let at = 0; at < steps.length; at++) {
          const outcome = yield* runOnce({ at, fault })
          if (outcome.injected !== undefined) injected++
          const step = steps[at] as FaultFileSystem.Step
          for (const v of outcome.violations) violations.push(`step ${at} (${step.op} ${step.path}): ${v}`)
          // let the test runner's own messages through between runs
          yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
        }
        console.log(`fault injection, ${fault}: ${steps.length} steps, ${injected} faults injected, ${violations.length} violations`)
        expect(violations).toEqual([])
        expect(injected).toBeGreaterThan(fault === "short-write" ? 10 : steps.length - 1)
      }))
  }
})
