/**
 * The storage suite: every test runs against the Node filesystem (in a temporary directory)
 * and against the in-memory filesystem. A future backend must pass it too. The writer's waits
 * for another program's unterminated line are then driven by the test clock, on the in-memory
 * filesystem (whose I/O is not real, so the clock alone decides when the writer looks again).
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Context, Duration, Effect, Either, Exit, Fiber, Layer, Option, type Scope, TestClock, TestServices, Tracer } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionId from "../../src/domain/format/SessionId.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as CliErrors from "../../src/main/cli/CliErrors.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import * as Spans from "../support/Spans.js"

interface Backend {
  readonly name: string
  readonly platform: Layer.Layer<FileSystem.FileSystem | Path.Path>
}

const backends: ReadonlyArray<Backend> = [
  { name: "node filesystem", platform: Layer.merge(NodeFileSystem.layer, NodePath.layer) },
  { name: "memory filesystem", platform: Layer.merge(MemoryFileSystem.layer, Path.layer) }
]

const DEAD_PID = 999_999_999
const config = (root: string): SessionStore.StoreConfig => ({
  agentDir: `${root}/agent`,
  cwd: `${root}/work`,
  owner: { pid: 4242, host: "test-host", startedAt: "2026-12-02T00:00:00.000Z" },
  isAlive: (pid) => pid !== DEAD_PID
})

type Env = SessionStore.SessionStore | FileSystem.FileSystem | Path.Path | Scope.Scope

/** Runs a test body with a store rooted in a fresh directory of the backend. */
const withStore = <A, E>(backend: Backend, body: (root: string) => Effect.Effect<A, E, Env>) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const root = yield* fs.makeTempDirectoryScoped()
    return yield* body(root).pipe(Effect.provide(SessionStore.layer(config(root))))
  }).pipe(Effect.provide(backend.platform))

const user = (text: string): Json.JsonObject => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 })
const assistant = (text: string): Json.JsonObject => ({
  role: "assistant",
  content: [{ type: "text", text }],
  provider: "p",
  model: "m",
  timestamp: 2
})
let clock = 0
const stamp = (...ids: Array<string>): Session.Stamp => ({
  timestamp: new Date(Date.UTC(2026, 11, 2, 12, 0, clock++)).toISOString(),
  ids: IdSource.fromList(ids, clock)
})

const readText = (file: string) => Effect.flatMap(FileSystem.FileSystem, (fs) => fs.readFileString(file))
const writeText = (file: string, text: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    yield* fs.makeDirectory(path.dirname(file), { recursive: true })
    yield* fs.writeFileString(file, text)
  })

const HEADER = (id: string, cwd: string, ts = "2026-12-01T10:00:00.000Z") => `{"type":"session","version":3,"id":"${id}","timestamp":"${ts}","cwd":"${cwd}"}`
const messageLine = (id: string, parentId: string | null, text: string, ms: number) =>
  `{"type":"message","id":"${id}","parentId":${parentId === null ? "null" : `"${parentId}"`},"timestamp":"${
    new Date(ms).toISOString()
  }","message":{"role":"user","content":"${text}","timestamp":${ms}}}`

for (const backend of backends) {
  describe(`SessionStore on the ${backend.name}`, () => {
    it.scoped("a new session is written with its first message, privately, then appended line by line", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const state = yield* store.create({ cwd: `${root}/work/proj` })
          const file = state.file!
          expect(file.startsWith(`${root}/agent/sessions/--${root.slice(1).replaceAll("/", "-")}-work-proj--/`)).toBe(true)
          const writer = yield* store.writer(state)
          yield* writer.apply(Session.Command.ModelChange({ ...stamp("m1"), provider: "p", modelId: "m" }))
          expect(yield* fs.exists(file)).toBe(false)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("hi") }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("yo") }))
          const lines = (yield* readText(file)).split("\n")
          expect(lines).toHaveLength(5)
          expect(lines.slice(1, 4).map((l) => JSON.parse(l).id)).toEqual(["m1", "u1", "a1"])
          expect(lines[4]).toBe("")
          expect(Number((yield* fs.stat(file)).mode) & 0o777).toBe(0o600)
          expect(Number((yield* fs.stat(store.defaultDir(`${root}/work/proj`))).mode) & 0o777).toBe(0o700)
          expect(yield* fs.exists(`${file}.lock`)).toBe(true)
          const reopened = yield* store.open(file)
          expect(SessionTree.leafId(reopened.state.tree)).toBe("a1")
          expect(reopened.diagnostics).toEqual([])
        })))

    it.scoped("a session without a file is written in memory only", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const state = Either.getOrThrow(Session.create({ sessionId: "mem", timestamp: "2026-12-02T00:00:00.000Z", cwd: "/w" }))
          const writer = yield* store.writer(state)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("hi") }))
          expect(SessionTree.leafId((yield* writer.state).tree)).toBe("u1")
          expect(yield* fs.readDirectory(root)).toEqual([])
        })))

    it.scoped("the lock goes away with the writer's scope", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const file = `${root}/s.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n")
          yield* Effect.scoped(store.writer(file))
          expect(yield* fs.exists(`${file}.lock`)).toBe(false)
        })))

    it.scoped("reading never writes: no newline repair, no migration rewrite", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const unterminated = `${root}/a.jsonl`
          const text = HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1)
          yield* writeText(unterminated, text)
          const snapshot = yield* store.open(unterminated)
          expect(snapshot.terminated).toBe(false)
          expect(yield* readText(unterminated)).toBe(text)
          const legacy = `${root}/v1.jsonl`
          const v1 =
            `{"type":"session","id":"old","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/w"}\n{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"one","timestamp":1}}\n`
          yield* writeText(legacy, v1)
          const opened = yield* store.open(legacy)
          expect(opened.state.needsRewrite).toBe(true)
          expect(yield* readText(legacy)).toBe(v1)
          yield* store.listAll({ sessionDir: root })
          expect(yield* readText(legacy)).toBe(v1)
        })))

    it.scoped("a line longer than a decoding piece with multi-byte text reads back intact", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/big.jsonl`
          const text = "é🌲".repeat(3_000_000) // 18 MB of UTF-8 in one line
          yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, text, 1) + "\n" + messageLine("u2", "u1", "é", 2) + "\n")
          const snapshot = yield* store.open(file)
          expect(snapshot.diagnostics).toEqual([])
          const entry = SessionTree.get(snapshot.state.tree, "u1")!
          expect((entry.value.message as { readonly content: string }).content).toBe(text)
          expect(SessionTree.leafId(snapshot.state.tree)).toBe("u2")
        })))

    it.scoped("a missing final newline is added just before the next append", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/a.jsonl`
          const text = HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1)
          yield* writeText(file, text)
          const writer = yield* store.writer(file)
          const t = yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("y") }))
          expect(yield* readText(file)).toBe(`${text}\n${t.appended[0]!.text}\n`)
        })))

    it.scoped("a legacy file is migrated on the first append: atomically, keeping a backup", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/v1.jsonl`
          const v1 =
            `{"type":"session","id":"old","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/w"}\n{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"one","timestamp":1}}\n`
          yield* writeText(file, v1)
          const writer = yield* store.writer(file)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("two") }))
          expect(yield* readText(`${file}.bak`)).toBe(v1)
          const lines = (yield* readText(file)).trimEnd().split("\n")
          expect(JSON.parse(lines[0]!)).toEqual({ type: "session", id: "old", timestamp: "2024-01-01T00:00:00.000Z", cwd: "/w", version: 3 })
          expect(lines).toHaveLength(3)
          const reopened = yield* store.open(file)
          expect(reopened.state.needsRewrite).toBe(false)
          expect(SessionTree.path(reopened.state.tree, "a1").map((e) => e.type)).toEqual(["message", "message"])
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("three") }))
          expect((yield* readText(file)).trimEnd().split("\n")).toHaveLength(4)
        })))

    it.scoped("the id index: sessions made here known at once, the file rebuilt on a miss, never believed unchecked", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const index = `${root}/agent/${SessionStore.ID_INDEX}`
          const dir = store.defaultDir(`${root}/work`)
          const folder = dir.slice(dir.lastIndexOf("/") + 1)
          yield* store.writeNew(`${dir}/a.jsonl`, [HEADER("a", "/w")])
          // made by this store: found with no scan, so no index file yet
          expect(Option.map(yield* store.get(SessionId.SessionId.make("a")), (s) => s.path)).toEqual(Option.some(`${dir}/a.jsonl`))
          expect(yield* fs.exists(index)).toBe(false)
          // a session another program wrote (pi): found by the scan that rebuilds the file
          yield* writeText(`${dir}/b.jsonl`, HEADER("b", "/w") + "\n")
          expect(Option.map(yield* store.get(SessionId.SessionId.make("b")), (s) => s.path)).toEqual(Option.some(`${dir}/b.jsonl`))
          expect(JSON.parse(yield* readText(index))).toEqual({ version: 1, ids: { a: `sessions/${folder}/a.jsonl`, b: `sessions/${folder}/b.jsonl` } })
          // another store (process) on the root: an index pointing at another session, at a
          // file that is not there, or garbage is checked, then rebuilt (by get, by locate)
          const another = Effect.map(Layer.build(SessionStore.layer(config(root))), Context.get(SessionStore.SessionStore))
          const wrong = JSON.stringify({ version: 1, ids: { a: `sessions/${folder}/b.jsonl`, b: "../../elsewhere.jsonl" } })
          yield* writeText(index, wrong)
          const first = yield* another
          expect(Option.map(yield* first.get(SessionId.SessionId.make("a")), (s) => [s.path, s.state.header.id])).toEqual(Option.some([`${dir}/a.jsonl`, "a"]))
          expect(Option.map(yield* first.get(SessionId.SessionId.make("b")), (s) => s.path)).toEqual(Option.some(`${dir}/b.jsonl`))
          yield* writeText(index, wrong)
          const second = yield* another
          expect(yield* second.locate(SessionId.SessionId.make("b"))).toEqual(Option.some(`${dir}/b.jsonl`))
          expect(yield* second.locate(SessionId.SessionId.make("a"))).toEqual(Option.some(`${dir}/a.jsonl`))
          yield* writeText(index, "{not json")
          const other = yield* another
          expect(Option.map(yield* other.get(SessionId.SessionId.make("a")), (s) => s.path)).toEqual(Option.some(`${dir}/a.jsonl`))
          expect(JSON.parse(yield* readText(index)).ids).toEqual({ a: `sessions/${folder}/a.jsonl`, b: `sessions/${folder}/b.jsonl` })
          // what a store read of the index it remembers: a hit reads no index file (garbage now,
          // left as it is); an entry gone stale (b moved by another program) sends it to the file
          yield* writeText(index, "{not json")
          expect(yield* other.locate(SessionId.SessionId.make("b"))).toEqual(Option.some(`${dir}/b.jsonl`))
          expect(yield* readText(index)).toBe("{not json")
          yield* fs.rename(`${dir}/b.jsonl`, `${dir}/b2.jsonl`)
          expect(yield* other.locate(SessionId.SessionId.make("b"))).toEqual(Option.some(`${dir}/b2.jsonl`))
          expect(JSON.parse(yield* readText(index)).ids).toEqual({ a: `sessions/${folder}/a.jsonl`, b: `sessions/${folder}/b2.jsonl` })
          expect(yield* other.get(SessionId.SessionId.make("c"))).toEqual(Option.none())
        })))

    it.scoped("locate reads a header longer than one piece, and takes no other first line for one", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const dir = store.defaultDir(`${root}/work`)
          // a 10,000-character cwd: the header spans three 4 KiB pieces
          const long = `/w/${"x".repeat(10_000)}`
          yield* store.writeNew(`${dir}/long.jsonl`, [HEADER("long", long), messageLine("m1", null, "hi", 1000)])
          yield* writeText(`${dir}/bare.jsonl`, HEADER("bare", "/w"))
          yield* writeText(`${dir}/not.jsonl`, messageLine("m1", null, "no header", 1000) + "\n" + HEADER("not", "/w") + "\n")
          const fresh = Context.get(yield* Layer.build(SessionStore.layer(config(root))), SessionStore.SessionStore)
          const located = yield* Effect.forEach(["long", "bare", "not"], (id) => fresh.locate(SessionId.SessionId.make(id)))
          expect(located).toEqual([Option.some(`${dir}/long.jsonl`), Option.some(`${dir}/bare.jsonl`), Option.none()])
        })))

    it.scoped("a tenant name that could leave the tenants folder is refused", () =>
      Effect.gen(function*() {
        const fs = yield* FileSystem.FileSystem
        const root = yield* fs.makeTempDirectoryScoped()
        const built = yield* Effect.exit(Layer.build(SessionStore.layer({ ...config(root), tenant: "../acme" })))
        expect(Exit.isFailure(built) && String(Cause.squash(built.cause))).toBe(
          "Error: StoreConfig.tenant: \"../acme\" is not letters, digits, - and _ (at most 64)"
        )
      }).pipe(Effect.provide(backend.platform)))

    it.scoped("a second writer gets a clear lock error; a dead owner's lock is taken over", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n")
          yield* store.writer(file)
          const second = yield* Effect.either(Effect.scoped(store.writer(file)))
          // the message names no path, process or host; the fields hold them
          expect(Either.isLeft(second) && second.left.message).toBe("the session is being written by another writer")
          expect(Either.isLeft(second) && second.left).toMatchObject({
            _tag: "SessionLocked",
            path: file,
            owner: { pid: 4242, host: "test-host", startedAt: "2026-12-02T00:00:00.000Z" }
          })
          const stale = `${root}/b.jsonl`
          yield* writeText(stale, HEADER("s2", "/w") + "\n")
          yield* writeText(`${stale}.lock`, JSON.stringify({ pid: DEAD_PID, host: "test-host", startedAt: "x" }))
          const writer = yield* store.writer(stale)
          expect(writer.path).toBe(stale)
          const foreignHost = `${root}/c.jsonl`
          yield* writeText(foreignHost, HEADER("s3", "/w") + "\n")
          yield* writeText(`${foreignHost}.lock`, JSON.stringify({ pid: DEAD_PID, host: "other-host", startedAt: "x" }))
          const refused = yield* Effect.either(Effect.scoped(store.writer(foreignHost)))
          expect(Either.isLeft(refused) && refused.left._tag).toBe("SessionLocked")
        })))

    it.scoped("lines another program appended are merged before Arbor appends: nothing is lost, and ours follow our own leaf", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
          const writer = yield* store.writer(file)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("ours 1") }))
          // pi appends a line of its own (from its own leaf, u1)
          yield* fs.writeFileString(file, messageLine("p1", "u1", "pi", 5) + "\n", { flag: "a" })
          const t = yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a2"), message: assistant("ours 2") }))
          // pi's line is in the tree, a branch of it; ours follows our last entry, as pi's follows its own
          expect(t.appended[0]!.parentId).toBe("a1")
          expect(SessionTree.get((yield* writer.state).tree, "p1")?.parentId).toBe("u1")
          const reloaded = yield* store.open(file)
          expect(SessionTree.entries(reloaded.state.tree).map((e) => e.id)).toEqual(["u1", "a1", "p1", "a2"])
          expect(reloaded.diagnostics).toEqual([])
          expect(SessionTree.path(reloaded.state.tree, "a2").map((e) => e.id)).toEqual(["u1", "a1", "a2"])
          // a truncated foreign fragment is terminated before our line, so our line survives
          // (the writer first waits for the fragment's end: on the real clock here, as the Node
          // filesystem's I/O is real; the memory suite below drives those waits with the test clock)
          yield* fs.writeFileString(file, `{"type":"message","id":"p2"`, { flag: "a" })
          yield* TestServices.provideLive(writer.apply(Session.Command.AppendMessage({ ...stamp("a3"), message: assistant("ours 3") })))
          const again = yield* store.open(file)
          expect(SessionTree.has(again.state.tree, "a3")).toBe(true)
          expect(again.diagnostics.map((d) => d.code)).toEqual(["malformed-json"])
          expect(yield* writer.diagnostics).toEqual([expect.objectContaining({ code: "truncated-line" })])
        })))

    it.scoped("a file replaced under a writer by a copy of itself gets the next appends, not the old file", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
          const writer = yield* store.writer(file)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("before") }))
          // another program rewrites the file atomically (a copy renamed over it): same bytes, another inode
          yield* fs.writeFileString(`${root}/copy`, yield* readText(file))
          yield* fs.rename(`${root}/copy`, file)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a2"), message: assistant("after") }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a3"), message: assistant("after again") }))
          const reloaded = yield* store.open(file)
          expect(SessionTree.entries(reloaded.state.tree).map((e) => e.id)).toEqual(["u1", "a1", "a2", "a3"])
        })))

    it.scoped("a file that shrank under a writer is refused", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
          const writer = yield* store.writer(file)
          yield* writeText(file, HEADER("s", "/w") + "\n")
          const result = yield* Effect.either(writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("y") })))
          expect(Either.isLeft(result) && result.left._tag).toBe("FileChanged")
          expect(yield* readText(file)).toBe(HEADER("s", "/w") + "\n")
        })))

    it.scoped("opening: missing files and files that are not sessions give clear errors", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const missing = yield* Effect.either(store.open(`${root}/nope.jsonl`))
          expect(Either.isLeft(missing) && [missing.left.message, missing.left.path, CliErrors.userMessage(missing.left)]).toEqual([
            "nope.jsonl: no such session file",
            `${root}/nope.jsonl`,
            `${root}/nope.jsonl: no such session file`
          ])
          yield* writeText(`${root}/junk.jsonl`, "hello\n")
          const junk = yield* Effect.either(store.open(`${root}/junk.jsonl`))
          expect(Either.isLeft(junk) && [junk.left.message, CliErrors.userMessage(junk.left)]).toEqual([
            "junk.jsonl:1: error: not a valid pi session: the line is not JSON (a binary or foreign file?)",
            `${root}/junk.jsonl:1: error: not a valid pi session: the line is not JSON (a binary or foreign file?)`
          ])
        })))

    it.scoped("listing: pi's fields and order, cwd filtering in custom directories, search, skipped files", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const cwd = `${root}/work/proj`
          const dir = store.defaultDir(cwd)
          yield* writeText(`${dir}/1.jsonl`, [HEADER("one", cwd), messageLine("u1", null, "older talk", 1000)].join("\n") + "\n")
          yield* writeText(
            `${dir}/2.jsonl`,
            [
              HEADER("two", cwd),
              messageLine("u1", null, "newer talk", 5000),
              `{"type":"session_info","id":"n","parentId":"u1","timestamp":"2026-01-01T00:00:00.000Z","name":" Named "}`
            ].join("\n") + "\n"
          )
          yield* writeText(`${dir}/3.jsonl`, HEADER("three", cwd, "2026-12-01T09:00:00.000Z") + "\n")
          yield* writeText(`${dir}/junk.jsonl`, "not json\n")
          const listing = yield* store.list({ cwd })
          expect(listing.sessions.map((s) => [s.id, s.name, s.messageCount, s.firstMessage])).toEqual([
            ["three", undefined, 0, "(no messages)"],
            ["two", "Named", 1, "newer talk"],
            ["one", undefined, 1, "older talk"]
          ])
          expect(listing.sessions[1]!.modified.toISOString()).toBe(new Date(5000).toISOString())
          expect(listing.skipped).toEqual([{ path: `${dir}/junk.jsonl`, reason: "not a session" }])
          const custom = `${root}/custom`
          yield* writeText(`${custom}/a.jsonl`, HEADER("mine", cwd) + "\n")
          yield* writeText(`${custom}/b.jsonl`, HEADER("theirs", "/elsewhere") + "\n")
          const filtered = yield* store.list({ cwd, sessionDir: custom })
          expect(filtered.sessions.map((s) => s.id)).toEqual(["mine"])
          const everything = yield* store.listAll({ sessionDir: custom })
          expect(everything.sessions.map((s) => s.id).sort()).toEqual(["mine", "theirs"])
          const all = yield* store.listAll()
          expect(all.sessions.map((s) => s.id)).toEqual(["three", "two", "one"])
          expect(yield* store.continueRecent(cwd, custom)).toEqual(Option.some(`${custom}/a.jsonl`))
          expect(yield* store.findById(cwd, "two")).toEqual(Option.some(`${dir}/2.jsonl`))
          expect(yield* store.findById(cwd, "theirs", custom)).toEqual(Option.none())
        })))

    it.scoped("forks are written exclusively and atomically; an existing target is never overwritten", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
          const snapshot = yield* store.open(file)
          const fork = (target: string) =>
            Session.apply(
              snapshot.state,
              Session.Command.Fork({ ...stamp(), entryId: "u1", position: "at", sessionId: "s2", file: target })
            ).pipe(Either.getOrThrow)
          yield* store.commit(fork(`${root}/forks/b.jsonl`))
          expect(JSON.parse((yield* readText(`${root}/forks/b.jsonl`)).split("\n")[0]!).parentSession).toBe(file)
          yield* writeText(`${root}/forks/c.jsonl`, "keep me\n")
          const clash = yield* Effect.either(store.commit(fork(`${root}/forks/c.jsonl`)))
          expect(Either.isLeft(clash) && clash.left._tag).toBe("SessionExists")
          expect(yield* readText(`${root}/forks/c.jsonl`)).toBe("keep me\n")
          const fs = yield* FileSystem.FileSystem
          expect((yield* fs.readDirectory(`${root}/forks`)).sort()).toEqual(["b.jsonl", "c.jsonl"])
        })))

    it.scoped("delete moves a session to the trash, and restore brings it back", () =>
      withStore(backend, (root) =>
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const fs = yield* FileSystem.FileSystem
          const file = `${root}/a.jsonl`
          yield* writeText(file, HEADER("s", "/w") + "\n")
          const trashed = yield* store.remove(file)
          expect(trashed.startsWith(`${root}/agent/trash/`)).toBe(true)
          expect(yield* fs.exists(file)).toBe(false)
          expect(yield* store.restore(trashed)).toBe(file)
          expect(yield* readText(file)).toBe(HEADER("s", "/w") + "\n")
        })))
  })
}

describe("the store's errors carry their structure", () => {
  it.effect("a failed write keeps the platform's kind and the error itself; the layers' options all default", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      expect(store.agentDir).toBe("/agent")
      const error = yield* Effect.flip(store.writeFile("/missing/dir/export.html", "x"))
      expect(error).toBeInstanceOf(SessionStore.StorageError)
      expect(SessionStore.isStoreError(error)).toBe(true)
      expect(SessionStore.isStoreError(new Error("path"))).toBe(false)
      const storage = error as SessionStore.StorageError
      expect([storage.path, storage.kind, (storage.cause as { _tag?: string })._tag]).toEqual(["/missing/dir/export.html", "NotFound", "SystemError"])
      expect(CliErrors.userMessage(storage)).toBe("/missing/dir/export.html: cannot write it: the directory /missing/dir does not exist")
      expect(CliErrors.reason("NotFound: FileSystem.open (/x)", "NotFound")).toBe("it does not exist")
    }).pipe(Effect.provide(SessionStore.layerMemory())))
})

describe("traces", () => {
  it.effect("every store operation and writer step runs in a span named after it, with the session and path it is about", () =>
    Effect.gen(function*() {
      const { tracer, ended } = Spans.recorder()
      const made: Array<Tracer.Span> = []
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
          const store = yield* SessionStore.SessionStore
          const created = yield* store.create({ cwd: "/p" })
          const writer = yield* store.writer(created)
          const message = { role: "user", content: "hi", timestamp: 1 }
          yield* writer.apply(Session.Command.AppendMessage({ timestamp: "2026-01-01T00:00:00.000Z", ids: IdSource.fromSeed(1), message }))
          yield* Effect.flip(store.open("/p/missing.jsonl"))
          return created
        })
      ).pipe(Effect.provide(SessionStore.layerMemory()), Effect.withTracer(recording))
      expect(ended.filter((name) => name.startsWith("SessionStore"))).toEqual([
        "SessionStore.create:Success",
        "SessionStore.writer:Success",
        "SessionStore.Writer.apply:Success",
        "SessionStore.open:Failure"
      ])
      const attributes = made.filter((span) => span.name.startsWith("SessionStore")).map((
        span
      ) => [span.name, Object.fromEntries([...span.attributes].filter(([key]) => key !== "code.stacktrace"))])
      expect(attributes).toEqual([
        ["SessionStore.create", { session: state.header.id }],
        ["SessionStore.writer", { path: state.file }],
        ["SessionStore.Writer.apply", { path: state.file, command: "AppendMessage" }],
        ["SessionStore.open", { path: "/p/missing.jsonl" }]
      ])
      // a failure's span names where the operation was called from
      expect(made.find((span) => span.name === "SessionStore.open")?.attributes.get("code.stacktrace")).toMatch(/SessionStore\.test\.ts/)
    }))
})

describe("SessionStore: another program's unterminated last line, on the test clock", () => {
  const memory = backends[1]!

  it.scoped("the writer waits, looks again, and merges the line once its writer ends it", () =>
    withStore(memory, (root) =>
      Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const fs = yield* FileSystem.FileSystem
        const file = `${root}/a.jsonl`
        yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
        const writer = yield* store.writer(file)
        const line = messageLine("p1", "u1", "pi", 5)
        yield* fs.writeFileString(file, line.slice(0, 40), { flag: "a" })
        const appending = yield* Effect.fork(writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("ours") })))
        // the writer runs until it waits for the line's end
        yield* TestClock.adjust(Duration.zero)
        expect([...(yield* TestClock.sleeps())]).toEqual([Duration.toMillis(SessionStore.TAIL_RETRY_DELAY)])
        expect(Option.isNone(yield* Fiber.poll(appending))).toBe(true)
        yield* fs.writeFileString(file, line.slice(40) + "\n", { flag: "a" })
        yield* TestClock.adjust(SessionStore.TAIL_RETRY_DELAY)
        const t = yield* Fiber.join(appending)
        expect(t.appended[0]!.parentId).toBe("u1")
        expect(yield* writer.diagnostics).toEqual([])
        const reloaded = yield* store.open(file)
        expect(SessionTree.entries(reloaded.state.tree).map((e) => e.id)).toEqual(["u1", "p1", "a1"])
        expect(reloaded.diagnostics).toEqual([])
      })))

  it.scoped("after the last wait the line counts as a crashed writer's fragment, and ours goes on its own line", () =>
    withStore(memory, (root) =>
      Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const fs = yield* FileSystem.FileSystem
        const file = `${root}/a.jsonl`
        yield* writeText(file, HEADER("s", "/w") + "\n" + messageLine("u1", null, "x", 1) + "\n")
        const writer = yield* store.writer(file)
        yield* fs.writeFileString(file, `{"type":"message","id":"p2"`, { flag: "a" })
        const appending = yield* Effect.fork(writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("ours") })))
        const waits = Duration.times(SessionStore.TAIL_RETRY_DELAY, SessionStore.TAIL_RETRIES)
        yield* TestClock.adjust(Duration.subtract(waits, SessionStore.TAIL_RETRY_DELAY))
        // still waiting, for the last time
        expect([...(yield* TestClock.sleeps())]).toEqual([Duration.toMillis(waits)])
        expect(Option.isNone(yield* Fiber.poll(appending))).toBe(true)
        yield* TestClock.adjust(SessionStore.TAIL_RETRY_DELAY)
        const t = yield* Fiber.join(appending)
        expect(t.appended[0]!.parentId).toBe("u1")
        expect(yield* writer.diagnostics).toEqual([expect.objectContaining({ code: "truncated-line" })])
        const text = yield* readText(file)
        expect(text.endsWith(`{"type":"message","id":"p2"\n${JSON.stringify(t.appended[0]!.value)}\n`)).toBe(true)
        const reloaded = yield* store.open(file)
        expect(SessionTree.entries(reloaded.state.tree).map((e) => e.id)).toEqual(["u1", "a1"])
        expect(reloaded.diagnostics.map((d) => d.code)).toEqual(["malformed-json"])
      })))
})
