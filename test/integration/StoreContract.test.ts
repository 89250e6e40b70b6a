/**
 * The store contract: what every `SessionStore` layer does, stated through the service alone
 * (no peeking at files or tables), and run unchanged against the session files on Node's
 * filesystem, the same code on the in-memory filesystem, and the PostgreSQL store. Each test
 * gets a fresh location (a temporary directory, a fresh database); several stores on one
 * location stand for several machines sharing it.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Either, Exit, Fiber, Layer, Option, Scope } from "effect"
import * as fs from "node:fs"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionId from "../../src/domain/format/SessionId.js"
import * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as CliErrors from "../../src/main/cli/CliErrors.js"
import * as PgSessionStore from "../../src/services/store/PgSessionStore.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import { freshDatabase } from "../support/Postgres.js"

type Owner = SessionStore.StoreConfig["owner"]
type Stores = (owner: Owner, tenant?: string) => Layer.Layer<SessionStore.SessionStore, SessionStore.StorageError>

interface Location {
  readonly root: string
  readonly stores: Stores
}

interface Backend {
  readonly name: string
  readonly location: Effect.Effect<Location, never, Scope.Scope>
}

const nodePlatform = Layer.merge(NodeFileSystem.layer, NodePath.layer)

const config = (root: string, owner: Owner, tenant?: string): SessionStore.StoreConfig => ({
  agentDir: `${root}/agent`,
  cwd: `${root}/work`,
  owner,
  isAlive: () => true,
  fsync: false,
  tenant
})

const tempRoot = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync("/tmp/arbor-contract-")),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const backends: ReadonlyArray<Backend> = [
  {
    name: "session files on the node filesystem",
    location: Effect.map(tempRoot, (root) => ({
      root,
      stores: (owner, tenant) => SessionStore.layer(config(root, owner, tenant)).pipe(Layer.provide(nodePlatform))
    }))
  },
  {
    name: "session files on the memory filesystem",
    location: Effect.gen(function*() {
      const platform = yield* Layer.build(Layer.merge(MemoryFileSystem.layer, Path.layer))
      const root = yield* FileSystem.FileSystem.pipe(
        Effect.flatMap((f) => f.makeTempDirectory()),
        Effect.provide(platform),
        Effect.orDie
      )
      return {
        root,
        stores: (owner, tenant) => SessionStore.layer(config(root, owner, tenant)).pipe(Layer.provide(Layer.succeedContext(platform)))
      }
    })
  },
  {
    name: "PostgreSQL",
    location: Effect.gen(function*() {
      const root = yield* tempRoot
      const db = yield* freshDatabase
      return {
        root,
        stores: (owner, tenant) => PgSessionStore.layer({ ...config(root, owner, tenant), url: db.url, maxConnections: 4 }).pipe(Layer.provide(nodePlatform))
      }
    })
  }
]

const machineA: Owner = { pid: 4242, host: "machine-a", startedAt: "2026-12-02T00:00:00.000Z" }
const machineB: Owner = { pid: 5353, host: "machine-b", startedAt: "2026-12-02T01:00:00.000Z" }

/** Runs a test body with a store on a fresh location; `another` opens a second machine's store there. */
const withStore = <A, E>(
  backend: Backend,
  body: (
    store: SessionStore.SessionStore.Service,
    root: string,
    another: (owner: Owner, tenant?: string) => Effect.Effect<SessionStore.SessionStore.Service, SessionStore.StorageError, Scope.Scope>
  ) => Effect.Effect<A, E, Scope.Scope>
) =>
  Effect.gen(function*() {
    const location = yield* backend.location
    const another = (owner: Owner, tenant?: string) => Effect.map(Layer.build(location.stores(owner, tenant)), Context.get(SessionStore.SessionStore))
    return yield* body(yield* another(machineA), location.root, another)
  })

const encoder = new TextEncoder()
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })
const same = (bytes: Uint8Array) => Array.from(bytes)
const text = (bytes: Uint8Array) => decoder.decode(bytes)

const user = (t: string): Json.JsonObject => ({ role: "user", content: [{ type: "text", text: t }], timestamp: 1 })
const assistant = (t: string): Json.JsonObject => ({ role: "assistant", content: [{ type: "text", text: t }], provider: "p", model: "m", timestamp: 2 })
let clock = 0
const stamp = (...ids: Array<string>): Session.Stamp => ({
  timestamp: new Date(Date.UTC(2026, 11, 2, 12, 0, clock++)).toISOString(),
  ids: IdSource.fromList(ids, clock)
})

const HEADER = (id: string, cwd: string, ts = "2026-12-01T10:00:00.000Z") => `{"type":"session","version":3,"id":"${id}","timestamp":"${ts}","cwd":"${cwd}"}`
const messageLine = (id: string, parentId: string | null, t: string, ms: number) =>
  `{"type":"message","id":"${id}","parentId":${parentId === null ? "null" : `"${parentId}"`},"timestamp":"${
    new Date(ms).toISOString()
  }","message":{"role":"user","content":"${t}","timestamp":${ms}}}`

/**
 * Sessions for search: each a list of lines after its header. Their texts are where a search by
 * words (full text search) and by substring answer differently: parts of words, punctuation,
 * LIKE's wildcards, case folding beyond ASCII, a query spanning two messages or two blocks, and
 * text that is not searched (thinking, tool results, the name's neighbour).
 */
const message = (id: string, role: string, content: Json.Json, ms: number) =>
  JSON.stringify({ type: "message", id, parentId: null, timestamp: new Date(ms).toISOString(), message: { role, content, timestamp: ms } })
const named = (id: string, name: string) => JSON.stringify({ type: "session_info", id, parentId: null, timestamp: "2026-01-01T00:00:00.000Z", name })
const searchCorpus: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["tok", [message("u", "user", "Refactor the tokenizer.", 1000), message("a", "assistant", [{ type: "text", text: "Done: see lexer.ts (line 42)." }], 1001)]],
  ["greek", [named("n", "  Straße Überblick  "), message("u", "user", "ΟΔΟΣ και ΣΟΦΙΑ", 2000), message("a", "assistant", "İstanbul 🌲 café", 2001)]],
  [
    "span",
    [
      message("u", "user", "alpha beta", 3000),
      message("a", "assistant", "", 3001),
      message("b", "assistant", [{ type: "thinking", thinking: "secret thoughts" }, { type: "text", text: "gamma" }, { type: "text", text: "delta" }], 3002),
      message("t", "toolResult", [{ type: "text", text: "zebra output" }], 3003)
    ]
  ],
  ["wild", [named("n", "Lexer work"), message("u", "user", "100% done_now, path C:\\tmp  wide", 4000)]],
  ["plain", [message("u", "user", "nothing special here", 5000)]]
]
const searchQueries = [
  "",
  " ",
  "  ",
  "okeniz",
  "TOKENIZER.",
  "tokenizer refactor",
  "refactor the",
  "lexer.ts (line",
  "ts (",
  "(line 42)",
  "42",
  "straße",
  "STRASSE",
  "ÜBERBLICK",
  "straße überblick",
  "  straße",
  "ΟΔΟΣ",
  "οδοσ",
  "οδος και",
  "σοφια",
  "İSTANBUL",
  "istanbul",
  "stanbul",
  "🌲 caf",
  "CAFÉ",
  "beta gamma",
  "alpha beta gamma delta",
  "beta  gamma",
  "gamma delta",
  "secret",
  "zebra",
  "delta zebra",
  "%",
  "_",
  "0% d",
  "e_n",
  "c:\\tmp",
  "\\",
  "tmp  wide",
  "work 100",
  "lexer",
  "work"
]

for (const backend of backends) {
  describe(`store contract: ${backend.name}`, () => {
    it.scoped("a new session is written with its first message, then line by line, and found again", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/proj`
          const state = yield* store.create({ cwd })
          const file = state.file!
          expect(file.startsWith(`${store.defaultDir(cwd)}/`)).toBe(true)
          const writer = yield* store.writer(state)
          yield* writer.apply(Session.Command.ModelChange({ ...stamp("m1"), provider: "p", modelId: "m" }))
          const early = yield* Effect.either(store.readBytes(file))
          expect(Either.isLeft(early) && early.left._tag).toBe("SessionNotFound")
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("hi parser") }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("yo") }))
          const lines = text(yield* store.readBytes(file)).split("\n")
          expect(lines).toHaveLength(5)
          expect(lines.slice(1, 4).map((l) => JSON.parse(l).id)).toEqual(["m1", "u1", "a1"])
          expect(lines[4]).toBe("")
          const reopened = yield* store.open(file)
          expect(SessionTree.leafId(reopened.state.tree)).toBe("a1")
          expect(reopened.diagnostics).toEqual([])
          const listed = (yield* store.list({ cwd })).sessions
          expect(listed.map((s) => [s.path, s.id, s.messageCount, s.firstMessage])).toEqual([[file, state.header.id, 2, "hi parser"]])
          expect(yield* store.continueRecent(cwd)).toEqual(Option.some(file))
          expect(yield* store.findById(cwd, state.header.id)).toEqual(Option.some(file))
          expect(yield* store.findById(cwd, "nobody")).toEqual(Option.none())
        })))

    it.scoped("a session without a file stays in memory", () =>
      withStore(backend, (store) =>
        Effect.gen(function*() {
          const state = Either.getOrThrow(Session.create({ sessionId: "mem", timestamp: "2026-12-02T00:00:00.000Z", cwd: "/w" }))
          const writer = yield* store.writer(state)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("hi") }))
          expect(SessionTree.leafId((yield* writer.state).tree)).toBe("u1")
          expect((yield* store.listAll()).sessions).toEqual([])
        })))

    it.scoped("one writer at a time across machines: the second is refused by name, then served once the first is done", () =>
      withStore(backend, (store, root, another) =>
        Effect.gen(function*() {
          const file = `${root}/s.jsonl`
          yield* store.writeNew(file, [HEADER("s", "/w")])
          const other = yield* another(machineB)
          yield* Effect.scoped(
            Effect.gen(function*() {
              const writer = yield* store.writer(file)
              yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("from a") }))
              const refused = yield* Effect.either(Effect.scoped(other.writer(file)))
              expect(Either.isLeft(refused) && refused.left._tag).toBe("SessionLocked")
              // named by its fields; the message names no path, process or host
              expect(Either.isLeft(refused) && refused.left).toMatchObject({ path: file, owner: machineA })
              expect(Either.isLeft(refused) && refused.left.message).toMatch(
                /^the session is being written by another writer(; its lease expires at \S+ unless renewed)?$/
              )
            })
          )
          const writer = yield* other.writer(file)
          const t = yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("from b") }))
          expect(t.appended[0]!.parentId).toBe("u1")
          const seen = yield* store.open(file)
          expect(SessionTree.entries(seen.state.tree).map((e) => e.id)).toEqual(["u1", "u2"])
        })))

    it.scopedLive("a writer that waits for the session gets it once the other machine's writer lets go; past its wait, SessionLocked", () =>
      withStore(backend, (store, root, another) =>
        Effect.gen(function*() {
          const file = `${root}/s.jsonl`
          yield* store.writeNew(file, [HEADER("s", "/w")])
          const other = yield* another(machineB)
          const holder = yield* Scope.make()
          const writer = yield* Scope.extend(store.writer(file), holder)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("from a") }))
          const late = yield* Effect.either(Effect.scoped(other.writer(file, { wait: "120 millis" })))
          expect(Either.isLeft(late) && late.left._tag).toBe("SessionLocked")
          const waiting = yield* Effect.fork(
            Effect.scoped(
              Effect.gen(function*() {
                const w = yield* other.writer(file, { wait: "1 minute" })
                return (yield* w.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("from b") }))).appended[0]!.parentId
              })
            )
          )
          yield* Effect.sleep("150 millis")
          expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
          yield* Scope.close(holder, Exit.void)
          expect(yield* Fiber.join(waiting)).toBe("u1")
        })))

    it.scoped("bytes in are bytes out: CRLF, blank and damaged lines, a missing final newline", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const file = `${root}/odd.jsonl`
          const odd = [
            "\uFEFF" + HEADER("odd", "/w"),
            messageLine("u1", null, "café 日本語 🌲", 1) + "\r",
            "",
            "{not json",
            messageLine("u2", "u1", "tab\\tnew\\nline", 2)
          ].join("\n")
          const bytes = encoder.encode(odd)
          yield* store.importBytes(file, bytes)
          expect(same(yield* store.readBytes(file))).toEqual(same(bytes))
          const reference = SessionFile.fromBytes(bytes, IdSource.fromSeed(1))
          const opened = yield* store.open(file)
          expect(opened.diagnostics).toEqual(reference.diagnostics)
          expect(opened.terminated).toBe(false)
          expect(SessionTree.leafId(opened.state.tree)).toBe("u2")
          const clash = yield* Effect.either(store.importBytes(file, encoder.encode(HEADER("x", "/w") + "\n")))
          expect(Either.isLeft(clash) && clash.left._tag).toBe("SessionExists")
          expect(same(yield* store.readBytes(file))).toEqual(same(bytes))
          // the next append ends the last line first
          const writer = yield* store.writer(file)
          const t = yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("y") }))
          expect(text(yield* store.readBytes(file))).toBe(`${odd}\n${t.appended[0]!.text}\n`)
        })))

    it.scoped("a legacy session is migrated on its first append, keeping a backup", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const file = `${root}/v1.jsonl`
          const v1 =
            `{"type":"session","id":"old","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/w"}\n{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"one","timestamp":1}}\n`
          yield* store.importBytes(file, encoder.encode(v1))
          const writer = yield* store.writer(file)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("a1"), message: assistant("two") }))
          expect(text(yield* store.readBytes(`${file}.bak`))).toBe(v1)
          const lines = text(yield* store.readBytes(file)).trimEnd().split("\n")
          expect(JSON.parse(lines[0]!)).toEqual({ type: "session", id: "old", timestamp: "2024-01-01T00:00:00.000Z", cwd: "/w", version: 3 })
          expect(lines).toHaveLength(3)
          expect((yield* store.open(file)).state.needsRewrite).toBe(false)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u2"), message: user("three") }))
          expect(text(yield* store.readBytes(file)).trimEnd().split("\n")).toHaveLength(4)
        })))

    it.scoped("a fork is written whole and never over another session", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const file = `${root}/a.jsonl`
          yield* store.writeNew(file, [HEADER("s", "/w"), messageLine("u1", null, "x", 1)])
          const snapshot = yield* store.open(file)
          const fork = (target: string) =>
            Session.apply(snapshot.state, Session.Command.Fork({ ...stamp(), entryId: "u1", position: "at", sessionId: "s2", file: target })).pipe(
              Either.getOrThrow
            )
          yield* store.commit(fork(`${root}/forks/b.jsonl`))
          const forked = text(yield* store.readBytes(`${root}/forks/b.jsonl`)).split("\n")
          expect(JSON.parse(forked[0]!).parentSession).toBe(file)
          expect(JSON.parse(forked[1]!).id).toBe("u1")
          yield* store.writeNew(`${root}/forks/c.jsonl`, [HEADER("keep", "/w")])
          const clash = yield* Effect.either(store.commit(fork(`${root}/forks/c.jsonl`)))
          expect(Either.isLeft(clash) && clash.left._tag).toBe("SessionExists")
          expect(text(yield* store.readBytes(`${root}/forks/c.jsonl`))).toBe(HEADER("keep", "/w") + "\n")
          expect((yield* store.listAll({ sessionDir: `${root}/forks` })).sessions.map((s) => s.id).sort()).toEqual(["keep", "s2"])
        })))

    it.scoped("opening: missing sessions and ones that are not sessions give clear errors; listings report them", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const missing = yield* Effect.either(store.open(`${root}/nope.jsonl`))
          expect(Either.isLeft(missing) && [missing.left.message, missing.left.path, CliErrors.userMessage(missing.left)]).toEqual([
            "nope.jsonl: no such session file",
            `${root}/nope.jsonl`,
            `${root}/nope.jsonl: no such session file`
          ])
          yield* store.writeNew(`${root}/junk.jsonl`, ["hello"])
          const junk = yield* Effect.either(store.open(`${root}/junk.jsonl`))
          expect(Either.isLeft(junk) && junk.left._tag).toBe("NotASession")
          expect(Either.isLeft(junk) && [junk.left.message, CliErrors.userMessage(junk.left)]).toEqual([
            "junk.jsonl:1: error: not a valid pi session: the line is not JSON (a binary or foreign file?)",
            `${root}/junk.jsonl:1: error: not a valid pi session: the line is not JSON (a binary or foreign file?)`
          ])
          const listing = yield* store.listAll({ sessionDir: root })
          expect(listing.sessions).toEqual([])
          expect(listing.skipped.map((s) => s.path)).toEqual([`${root}/junk.jsonl`])
        })))

    it.scoped("listing: newest first, names, cwd filtering in custom directories, every project, search", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/proj`
          const dir = store.defaultDir(cwd)
          yield* store.importBytes(`${dir}/1.jsonl`, encoder.encode([HEADER("one", cwd), messageLine("u1", null, "first parser", 1000)].join("\n") + "\n"))
          yield* store.importBytes(
            `${dir}/2.jsonl`,
            encoder.encode(
              [
                HEADER("two", cwd),
                messageLine("u1", null, "second", 3000),
                `{"type":"session_info","id":"n1","parentId":"u1","timestamp":"2026-01-01T00:00:00.000Z","name":"Lexer work"}`
              ].join("\n") + "\n"
            )
          )
          yield* store.importBytes(
            `${store.defaultDir(`${root}/work/other`)}/3.jsonl`,
            encoder.encode([HEADER("three", `${root}/work/other`), messageLine("u1", null, "third", 5000)].join("\n") + "\n")
          )
          const here = yield* store.list({ cwd })
          expect(here.sessions.map((s) => [s.id, s.name, s.firstMessage, s.messageCount])).toEqual([
            ["two", "Lexer work", "second", 1],
            ["one", undefined, "first parser", 1]
          ])
          expect(here.sessions[0]!.modified.getTime()).toBe(3000)
          expect((yield* store.listAll()).sessions.map((s) => s.id)).toEqual(["three", "two", "one"])
          expect((yield* store.listAll({ search: "parser" })).sessions.map((s) => s.id)).toEqual(["one"])
          expect((yield* store.listAll({ search: "lexer" })).sessions.map((s) => s.id)).toEqual(["two"])
          expect((yield* store.list({ cwd, search: "third" })).sessions).toEqual([])
          const custom = `${root}/custom`
          yield* store.writeNew(`${custom}/a.jsonl`, [HEADER("mine", cwd)])
          yield* store.writeNew(`${custom}/b.jsonl`, [HEADER("theirs", "/elsewhere")])
          expect((yield* store.list({ cwd, sessionDir: custom })).sessions.map((s) => s.id)).toEqual(["mine"])
          expect((yield* store.listAll({ sessionDir: custom })).sessions.map((s) => s.id).sort()).toEqual(["mine", "theirs"])
          expect(yield* store.continueRecent(cwd, custom)).toEqual(Option.some(`${custom}/a.jsonl`))
          expect(yield* store.findById(cwd, "two")).toEqual(Option.some(`${dir}/2.jsonl`))
          expect(yield* store.findById(cwd, "theirs", custom)).toEqual(Option.none())
        })))

    it.scoped("delete moves a session to the trash; restore brings it back, never over another", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/proj`
          const file = `${store.defaultDir(cwd)}/a.jsonl`
          const bytes = encoder.encode(HEADER("s", cwd) + "\n" + messageLine("u1", null, "x", 1) + "\n")
          yield* store.importBytes(file, bytes)
          const trashed = yield* store.remove(file)
          expect(trashed.startsWith(`${root}/agent/trash/`)).toBe(true)
          expect((yield* store.list({ cwd })).sessions).toEqual([])
          const gone = yield* Effect.either(store.open(file))
          expect(Either.isLeft(gone) && gone.left._tag).toBe("SessionNotFound")
          expect(yield* store.restore(trashed)).toBe(file)
          expect(same(yield* store.readBytes(file))).toEqual(same(bytes))
          expect((yield* store.list({ cwd })).sessions.map((s) => s.id)).toEqual(["s"])
          const again = yield* store.remove(file)
          yield* store.writeNew(file, [HEADER("new", cwd)])
          const clash = yield* Effect.either(store.restore(again))
          expect(Either.isLeft(clash) && clash.left._tag).toBe("SessionExists")
          expect(text(yield* store.readBytes(file))).toBe(HEADER("new", cwd) + "\n")
          const missing = yield* Effect.either(store.remove(`${root}/nope.jsonl`))
          expect(Either.isLeft(missing) && missing.left._tag).toBe("SessionNotFound")
        })))

    it.scoped("delete is refused while a writer holds the session, and forced it moves it anyway", () =>
      withStore(backend, (store, root, another) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/held`
          const file = `${store.defaultDir(cwd)}/h.jsonl`
          yield* store.importBytes(file, encoder.encode(HEADER("h", cwd) + "\n"))
          const other = yield* another(machineB)
          yield* Effect.scoped(
            Effect.gen(function*() {
              yield* other.writer(file)
              const refused = yield* Effect.either(store.remove(file))
              expect(Either.isLeft(refused) && refused.left._tag).toBe("SessionLocked")
              expect(Either.isLeft(refused) && refused.left._tag === "SessionLocked" && refused.left.owner).toEqual(machineB)
              expect((yield* store.list({ cwd })).sessions.map((s) => s.id)).toEqual(["h"])
              const trashed = yield* store.remove(file, { force: true })
              expect(trashed.startsWith(`${root}/agent/trash/`)).toBe(true)
              expect((yield* store.list({ cwd })).sessions).toEqual([])
            })
          )
        })))

    it.scoped("search answers as the files do: a case-insensitive substring of the name or the message text, whatever the store", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/search`
          const dir = store.defaultDir(cwd)
          const bytes = new Map<string, Uint8Array>()
          for (const [id, lines] of searchCorpus) {
            const b = encoder.encode([HEADER(id, cwd), ...lines].join("\n") + "\n")
            bytes.set(id, b)
            yield* store.importBytes(`${dir}/${id}.jsonl`, b)
          }
          // the rule itself (the file store's), applied to each session's own listing
          const reference = (query: string) =>
            searchCorpus
              .map(([id]) => id)
              .filter((id) => SessionInfo.matches(SessionInfo.summarizeBytes(bytes.get(id)!, id, new Date(0))!, query))
              .sort()
          const answers = (query: string) =>
            Effect.gen(function*() {
              const all = (yield* store.listAll({ search: query })).sessions.map((s) => s.id!).sort()
              const here = (yield* store.list({ cwd, search: query })).sessions.map((s) => s.id!).sort()
              expect(here, JSON.stringify(query)).toEqual(all)
              return all
            })
          const got: Record<string, ReadonlyArray<string>> = {}
          for (const query of searchQueries) {
            got[query] = yield* answers(query)
            expect(got[query], JSON.stringify(query)).toEqual(reference(query))
          }
          // stated outright, so that the rule cannot drift unseen
          expect(got).toEqual({
            "": ["greek", "plain", "span", "tok", "wild"],
            " ": ["greek", "plain", "span", "tok", "wild"],
            "  ": ["wild"],
            okeniz: ["tok"],
            "TOKENIZER.": ["tok"],
            "tokenizer refactor": [],
            "refactor the": ["tok"],
            "lexer.ts (line": ["tok"],
            "ts (": ["tok"],
            "(line 42)": ["tok"],
            "42": ["tok"],
            "straße": ["greek"],
            STRASSE: [],
            "ÜBERBLICK": ["greek"],
            "straße überblick": ["greek"],
            "  straße": [],
            "ΟΔΟΣ": ["greek"],
            "οδοσ": [],
            "οδος και": ["greek"],
            "σοφια": ["greek"],
            "İSTANBUL": ["greek"],
            istanbul: [],
            stanbul: ["greek"],
            "🌲 caf": ["greek"],
            "CAFÉ": ["greek"],
            "beta gamma": ["span"],
            "alpha beta gamma delta": ["span"],
            "beta  gamma": [],
            "gamma delta": ["span"],
            secret: [],
            zebra: [],
            "delta zebra": [],
            "%": ["wild"],
            _: ["wild"],
            "0% d": ["wild"],
            e_n: ["wild"],
            "c:\\tmp": ["wild"],
            "\\": ["wild"],
            "tmp  wide": ["wild"],
            "work 100": [],
            lexer: ["tok", "wild"],
            work: ["wild"]
          })
          // a rename and a message appended later are searched too
          const writer = yield* store.writer(`${dir}/plain.jsonl`)
          yield* writer.apply(Session.Command.SessionInfo({ ...stamp("r1"), name: "Ärger im Büro" }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u9"), message: user("Überstunden") }))
          expect(yield* answers("ärger IM")).toEqual(["plain"])
          expect(yield* answers("special here überstunden")).toEqual(["plain"])
          expect(yield* answers("büro nothing")).toEqual([])
        })))

    it.scoped("NUL, unpaired surrogates and U+FFFF in any text: stored, listed, searched and appended to as the files have them", () =>
      withStore(backend, (store, root) =>
        Effect.gen(function*() {
          const cwd = `${root}/work/odd`
          const dir = store.defaultDir(cwd)
          // JSON escapes, as pi and Arbor write them, and one raw NUL byte in a damaged line
          const header = JSON.stringify({
            type: "session",
            version: 3,
            id: "id\u0000\ud800",
            timestamp: "2026-12-01T10:00:00.000Z",
            cwd,
            parentSession: "/p\u0000"
          })
          const lines = [
            header,
            named("n\u0000", "Na\u0000me \udc00 x\uffffuffff"),
            JSON.stringify({
              type: "message",
              id: "u\u0000",
              parentId: "n\u0000",
              timestamp: "2026-12-01T10:00:01.000Z",
              message: { role: "user", content: "before\u0000After \ud800 lone\uffff", timestamp: 1 }
            }),
            JSON.stringify({
              type: "message",
              id: "a\ud800",
              parentId: "u\u0000",
              timestamp: "2026-12-01T10:00:02.000Z",
              message: { role: "assistant", content: [{ type: "text", text: "Reply\u0000UAAAA" }], timestamp: 2 }
            }),
            `{"type":"custom","id":"raw\u0000","parentId":"a\\ud800"}`
          ]
          const bytes = encoder.encode(lines.join("\n") + "\n")
          const file = `${dir}/odd.jsonl`
          yield* store.importBytes(file, bytes)
          const stored = yield* store.readBytes(file)
          expect(same(stored)).toEqual(same(bytes))
          const listing = (info: SessionInfo.SessionInfo) => [info.id, info.name, info.firstMessage, info.cwd, info.parentSessionPath, info.messageCount]
          const reference = SessionInfo.summarizeBytes(bytes, file, new Date(0))!
          expect(listing(reference)).toEqual(["id\u0000\ud800", "Na\u0000me \udc00 x\uffffuffff", "before\u0000After \ud800 lone\uffff", cwd, "/p\u0000", 2])
          expect((yield* store.list({ cwd })).sessions.map(listing)).toEqual([listing(reference)])
          expect(yield* store.findById(cwd, "id\u0000\ud800")).toEqual(Option.some(file))
          expect(yield* store.findById(cwd, "id")).toEqual(Option.none())
          const opened = yield* store.open(file)
          expect(SessionTree.leafId(opened.state.tree)).toBe("a\ud800")
          expect(opened.diagnostics.map((d) => d.line)).toEqual([5])
          // a search finds what the files' rule finds: the text around a NUL, never across it
          const queries = [
            "\u0000",
            "before\u0000after",
            "beforeafter",
            "before",
            "\u0000after",
            "e\u0000a",
            "na\u0000me",
            "name",
            "\ud800",
            "\ud800 lone",
            "\udc00",
            "\udc00 x",
            "\uffff",
            "\uffffu",
            "lone\uffff",
            "reply\u0000uaaaa",
            "reply",
            "uaaaa",
            "\u0000uaaaa",
            "u",
            "aaaa",
            "eu",
            "\ud800\udc00"
          ]
          const got: Record<string, boolean> = {}
          for (const query of queries) {
            got[query] = (yield* store.listAll({ search: query })).sessions.length === 1
            expect(got[query], JSON.stringify(query)).toBe(SessionInfo.matches(reference, query))
          }
          expect(Object.entries(got).filter(([, found]) => !found).map(([query]) => query)).toEqual(["beforeafter", "name", "eu", "\ud800\udc00"])
          // appended through a writer: a name, a prompt, a reply and a label holding them
          const writer = yield* store.writer(file)
          yield* writer.apply(Session.Command.SessionInfo({ ...stamp("r\u0000"), name: "re\u0000named \udfff" }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("q\u0000"), message: user("ask\u0000\ud83d") }))
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("b\ud800"), message: assistant("answer\u0000\uffff") }))
          yield* writer.apply(Session.Command.Label({ ...stamp("l\u0000"), targetId: "q\u0000", label: "mark\u0000\udc00" }))
          const after = yield* store.readBytes(file)
          const appended = text(after).split("\n").slice(lines.length, -1).map((l) => JSON.parse(l) as Json.JsonObject)
          expect(appended.map((e) => [e.id, e.name ?? e.label ?? (e.message as Json.JsonObject).content])).toEqual([
            ["r\u0000", "re\u0000named \udfff"],
            ["q\u0000", [{ type: "text", text: "ask\u0000\ud83d" }]],
            ["b\ud800", [{ type: "text", text: "answer\u0000\uffff" }]],
            ["l\u0000", "mark\u0000\udc00"]
          ])
          const fresh = SessionInfo.summarizeBytes(after, file, new Date(0))!
          expect((yield* store.list({ cwd })).sessions.map(listing)).toEqual([listing(fresh)])
          expect(fresh.name).toBe("re\u0000named \udfff")
          for (const query of ["named \udfff", "d \udfff", "ask\u0000\ud83d", "\u0000\uffff", "askanswer", "renamed"]) {
            expect((yield* store.listAll({ search: query })).sessions.length === 1, JSON.stringify(query)).toBe(SessionInfo.matches(fresh, query))
          }
          const reopened = yield* store.open(file)
          expect(SessionTree.leafId(reopened.state.tree)).toBe("l\u0000")
          expect(SessionTree.labels(reopened.state.tree).map(([target, label]) => [target, label.label])).toEqual([["q\u0000", "mark\u0000\udc00"]])
        })))

    it.scoped("a session is found by its id (read, or its header alone): created, imported, trashed and restored", () =>
      withStore(backend, (store, root, another) =>
        Effect.gen(function*() {
          /** Where `get` and `locate` find the session `id`: always the same place. */
          const at = (s: SessionStore.SessionStore.Service, id: string) =>
            Effect.gen(function*() {
              const read = Option.map(yield* s.get(SessionId.SessionId.make(id)), (found) => found.path)
              expect(yield* s.locate(SessionId.SessionId.make(id))).toEqual(read)
              return read
            })
          const cwd = `${root}/work/proj`
          const state = yield* store.create({ cwd, sessionId: "made" })
          const writer = yield* store.writer(state)
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp("u1"), message: user("hi") }))
          const made = yield* store.get(SessionId.SessionId.make("made"))
          expect(Option.map(made, (s) => [s.path, SessionTree.leafId(s.state.tree)])).toEqual(Option.some([state.file, "u1"]))
          expect(yield* at(store, "made")).toEqual(Option.some(state.file))
          const imported = `${store.defaultDir(cwd)}/imported.jsonl`
          yield* store.importBytes(imported, encoder.encode(HEADER("imp", cwd) + "\n" + messageLine("m1", null, "x", 1000) + "\n"))
          expect(yield* at(store, "imp")).toEqual(Option.some(imported))
          const written = `${root}/custom/w.jsonl`
          yield* store.writeNew(written, [HEADER("w", cwd)])
          expect(yield* at(store, "w")).toEqual(Option.some(written))
          expect(yield* at(store, "nobody")).toEqual(Option.none())
          const trashed = yield* store.remove(imported)
          expect(yield* at(store, "imp")).toEqual(Option.none())
          expect(yield* store.restore(trashed)).toBe(imported)
          expect(yield* at(store, "imp")).toEqual(Option.some(imported))
          // another machine's store (its own index, if any) finds what this one wrote
          const other = yield* another(machineB)
          expect(yield* at(other, "made")).toEqual(Option.some(state.file))
        })))

    it.scoped("a tenant's store reaches its own sessions only, by id, by path or by listing", () =>
      withStore(backend, (_store, root, another) =>
        Effect.gen(function*() {
          const a = yield* another(machineA, "acme")
          const b = yield* another(machineB, "globex")
          const cwd = `${root}/work/proj`
          expect(a.defaultDir(cwd).startsWith(`${root}/agent/tenants/acme/sessions/`)).toBe(true)
          const fileA = `${a.defaultDir(cwd)}/a.jsonl`
          const fileB = `${b.defaultDir(cwd)}/b.jsonl`
          // the same id in both tenants: each finds its own
          yield* a.writeNew(fileA, [HEADER("shared", cwd), messageLine("m1", null, "from acme", 1000)])
          yield* b.writeNew(fileB, [HEADER("shared", cwd), messageLine("m1", null, "from globex", 2000)])
          yield* a.writeNew(`${a.defaultDir(cwd)}/only.jsonl`, [HEADER("only-acme", cwd)])
          expect(Option.map(yield* a.get(SessionId.SessionId.make("shared")), (s) => s.path)).toEqual(Option.some(fileA))
          expect(Option.map(yield* b.get(SessionId.SessionId.make("shared")), (s) => s.path)).toEqual(Option.some(fileB))
          expect(yield* b.get(SessionId.SessionId.make("only-acme"))).toEqual(Option.none())
          expect(yield* a.locate(SessionId.SessionId.make("shared"))).toEqual(Option.some(fileA))
          expect(yield* b.locate(SessionId.SessionId.make("shared"))).toEqual(Option.some(fileB))
          expect(yield* b.locate(SessionId.SessionId.make("only-acme"))).toEqual(Option.none())
          // a path outside the tenant's folder is refused, whatever the operation
          const refused = [
            yield* Effect.flip(b.open(fileA)),
            yield* Effect.flip(b.readBytes(fileA)),
            yield* Effect.flip(Effect.scoped(b.writer(fileA))),
            yield* Effect.flip(b.remove(fileA, { force: true })),
            yield* Effect.flip(b.writeNew(`${root}/agent/sessions/x.jsonl`, [HEADER("x", cwd)])),
            yield* Effect.flip(b.importBytes(`${root}/agent/tenants/acme/../globex/../acme/sessions/y.jsonl`, encoder.encode(HEADER("y", cwd)))),
            yield* Effect.flip(b.list({ cwd, sessionDir: `${root}/agent/tenants/acme/sessions` })),
            yield* Effect.flip(b.create({ cwd, sessionDir: `${root}/elsewhere` }))
          ]
          expect(refused.map((e) => e._tag)).toEqual(Array(8).fill("OutsideTenant"))
          expect(refused[0]).toMatchObject({ path: fileA, tenant: "globex" })
          expect(refused[0]!.message).toBe("the path is outside the sessions of tenant globex")
          // what opens a session by a path asks first: its own path resolved, another's refused
          expect(yield* b.confine(fileB)).toBe(fileB)
          expect(yield* a.confine("proj.jsonl").pipe(Effect.flip)).toMatchObject({ _tag: "OutsideTenant", path: `${root}/work/proj.jsonl`, tenant: "acme" })
          expect(yield* Effect.flip(b.confine(fileA))).toMatchObject({ _tag: "OutsideTenant", path: fileA, tenant: "globex" })
          expect((yield* b.listAll()).sessions.map((s) => s.path)).toEqual([fileB])
          expect((yield* a.listAll()).sessions.map((s) => s.path).sort()).toEqual([fileA, `${a.defaultDir(cwd)}/only.jsonl`])
          // what acme trashes stays in acme's folder, and comes back there
          const trashed = yield* a.remove(fileA)
          expect(trashed.startsWith(`${root}/agent/tenants/acme/trash/`)).toBe(true)
          expect((yield* Effect.flip(b.restore(trashed)))._tag).toBe("OutsideTenant")
          expect(yield* a.restore(trashed)).toBe(fileA)
          expect(text(yield* a.readBytes(fileA))).toContain("from acme")
        })))
  })
}
