/**
 * The `AgentSessions` registry: two concurrent requests on one session share one agent (the
 * second is queued on the first's run as a follow-up, each stream has its own events); an agent
 * nobody holds lives for the idle time-to-live, then its lock is released; an agent waits for
 * a lock another writer holds when asked to; a session is found by id or by path. Time is the
 * test clock's.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionId from "../../src/domain/format/SessionId.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import type * as AgentEvent from "../../src/services/agent/AgentEvent.js"
import * as AgentSessions from "../../src/services/agent/AgentSessions.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import * as ScriptedModel from "../support/ScriptedModel.js"

const config: SessionStore.StoreConfig = {
  agentDir: "/agent",
  cwd: "/work",
  owner: { pid: 1, host: "test", startedAt: "2026-12-02T00:00:00.000Z" },
  isAlive: () => true
}

/** A registry over one scripted model, with the store, the bus and a filesystem (in memory) beside it. */
const environment = (
  scripts: ReadonlyArray<ScriptedModel.Script>,
  options: AgentSessions.Options = {},
  files: Layer.Layer<FileSystem.FileSystem> = MemoryFileSystem.layer
) =>
  AgentSessions.layer(options).pipe(
    Layer.provideMerge(Layer.mergeAll(SessionStore.layer(config), Toolkit.layer(Toolkit.make([])), Extensions.layerNone, ScriptedModel.layer(scripts))),
    Layer.provideMerge(EventBus.layer),
    Layer.provideMerge(Layer.mergeAll(files, Path.layer))
  )

/** The filesystem in memory, adding up the bytes read of each file (whole, or through a handle) in `read`. */
const counting = (read: Map<string, number>): Layer.Layer<FileSystem.FileSystem> =>
  Layer.effect(
    FileSystem.FileSystem,
    Effect.map(FileSystem.FileSystem, (fs) => {
      const add = (file: string, n: number) => read.set(file, (read.get(file) ?? 0) + n)
      return {
        ...fs,
        readFile: (file) => Effect.tap(fs.readFile(file), (bytes) => add(file, bytes.length)),
        open: (file, options) =>
          Effect.map(fs.open(file, options), (handle) => ({ ...handle, read: (buffer) => Effect.tap(handle.read(buffer), (n) => add(file, Number(n))) }))
      }
    })
  ).pipe(Layer.provide(MemoryFileSystem.layer))

/** A session saved in the cwd's default directory: its id and its file. */
const saved = Effect.gen(function*() {
  const store = yield* SessionStore.SessionStore
  const state = yield* store.save(yield* store.create({ cwd: "/work" }))
  return { id: SessionId.SessionId.make(state.header.id), file: state.file! }
})

const { slowly } = ScriptedModel

/** What an event says, in one line. */
const summary = (event: AgentEvent.AgentEvent): string => {
  switch (event.type) {
    case "message_update":
      return event.delta.type === "text_delta" ? `message_update ${event.delta.delta}` : `message_update ${event.delta.type}`
    case "message_end":
      return `message_end ${String(event.message.role)}`
    case "queue_update":
      return `queue_update ${JSON.stringify(event.followUp)}`
    default:
      return event.type
  }
}

const messages = (file: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const loaded = SessionFile.fromText(yield* fs.readFileString(file), IdSource.fromSeed(0))
    return SessionTree.entries(loaded.tree).flatMap((e): Array<string> => {
      const value: any = e.value
      return value.type === "message" ? [`${value.message.role}: ${value.message.content.map((c: any) => c.text).join("")}`] : []
    })
  })

const locked = (file: string) =>
  Effect.gen(function*() {
    const store = yield* SessionStore.SessionStore
    const outcome = yield* Effect.either(Effect.scoped(store.writer(file)))
    return Either.isLeft(outcome) && outcome.left._tag === "SessionLocked"
  })

describe("AgentSessions", () => {
  it.scoped("two concurrent requests on one session share its agent: the second follows up the first's run", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const first = yield* Effect.fork(Stream.runCollect(sessions.run(id, "first")))
      yield* TestClock.adjust("5 millis")
      // by path this time: the same agent, busy, so the request is queued on its run
      const second = yield* Effect.fork(Stream.runCollect(sessions.run(AgentSessions.atPath(file), "second")))
      yield* TestClock.adjust("100 millis")
      const eventsFirst = Chunk.toArray(yield* Fiber.join(first))
      const eventsSecond = Chunk.toArray(yield* Fiber.join(second))

      expect(eventsFirst.map(summary)).toEqual([
        "agent_start",
        "message_end user",
        "message_start",
        "message_update al",
        "message_update pha",
        "message_end assistant",
        "queue_update []",
        "message_end user",
        "message_start",
        "message_update later",
        "message_end assistant",
        "agent_end"
      ])
      // the second request's stream: from its queueing (the first's stream has only its own
      // call's events, not this announcement) to the end of the run that answered it
      expect(eventsSecond.map(summary).slice(0, 1)).toEqual([`queue_update ["second"]`])
      expect(eventsSecond.slice(1)).toEqual(eventsFirst.slice(3))
      expect(new Set([...eventsFirst, ...eventsSecond].map((e) => e.sessionId))).toEqual(new Set([id]))
      // one agent, one writer: both exchanges in the session's file, in order
      expect(yield* messages(file)).toEqual(["user: first", "assistant: alpha", "user: second", "assistant: later"])
      expect(yield* sessions.live).toEqual([file])
      const [a, b] = yield* Effect.all([sessions.get(id), sessions.get(AgentSessions.atPath(file))])
      expect(a).toBe(b)
    }).pipe(Effect.provide(environment([slowly("al", "pha"), ScriptedModel.text("later")]))))

  it.scoped("two requests that start together on an idle session: one runs, the other follows up", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const both = yield* Effect.fork(
        Effect.all([Stream.runCollect(sessions.run(id, "one")), Stream.runCollect(sessions.run(id, "two"))], { concurrency: 2 })
      )
      yield* TestClock.adjust("100 millis")
      const [one, two] = yield* Fiber.join(both)
      const answer = ["message_end user", "message_start", "message_update later", "message_end assistant", "agent_end"]
      // the second found no prompt to queue on, its run was refused (the first's had begun): queued on it instead
      expect(Chunk.toArray(one).map(summary)).toEqual([
        "agent_start",
        "message_end user",
        "message_start",
        "message_update al",
        "message_update pha",
        "message_end assistant",
        "queue_update []",
        ...answer
      ])
      expect(Chunk.toArray(two).map(summary)).toEqual([
        `queue_update ["two"]`,
        "message_update al",
        "message_update pha",
        "message_end assistant",
        "queue_update []",
        ...answer
      ])
      expect(yield* messages(file)).toEqual(["user: one", "assistant: alpha", "user: two", "assistant: later"])
    }).pipe(Effect.provide(environment([slowly("al", "pha"), ScriptedModel.text("later")]))))

  it.scoped("a request on a busy session may steer instead: delivered after the current reply, in the same run", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const first = yield* Effect.fork(Stream.runCollect(sessions.run(id, "first")))
      yield* TestClock.adjust("5 millis")
      const steering = yield* Effect.fork(Stream.runCollect(sessions.run(id, "left", { whenBusy: "steering" })))
      yield* TestClock.adjust("100 millis")
      yield* Fiber.join(first)
      const events = Chunk.toArray(yield* Fiber.join(steering))
      expect(events[0]).toMatchObject({ type: "queue_update", steering: ["left"], followUp: [] })
      expect(events.at(-1)).toMatchObject({ type: "agent_end", aborted: false, sessionId: id })
      expect(yield* messages(file)).toEqual(["user: first", "assistant: alpha", "user: left", "assistant: later"])
    }).pipe(Effect.provide(environment([slowly("al", "pha"), ScriptedModel.text("later")]))))

  it.scoped("a queued request whose stream stops early leaves the running prompt alone", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const first = yield* Effect.fork(Stream.runCollect(sessions.run(id, "first")))
      yield* TestClock.adjust("5 millis")
      const second = yield* Effect.fork(Stream.runCollect(Stream.take(sessions.run(id, "second"), 1)))
      yield* TestClock.adjust("1 millis")
      expect(Chunk.toArray(yield* Fiber.join(second)).map(summary)).toEqual([`queue_update ["second"]`])
      yield* TestClock.adjust("100 millis")
      const events = Chunk.toArray(yield* Fiber.join(first))
      expect(events.at(-1)).toMatchObject({ type: "agent_end", aborted: false })
      // the follow-up stays queued on the run: it is answered though its caller left
      expect(yield* messages(file)).toEqual(["user: first", "assistant: alpha", "user: second", "assistant: later"])
    }).pipe(Effect.provide(environment([slowly("al", "pha"), ScriptedModel.text("later")]))))

  it.scoped("an id that looks like a file name is an id: a path is named explicitly", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const sessions = yield* AgentSessions.AgentSessions
      const file = `${store.defaultDir("/work")}/kept.jsonl`
      yield* store.writeNew(file, [JSON.stringify({ type: "session", version: 3, id: "notes.jsonl", timestamp: "2026-12-07T00:00:00.000Z", cwd: "/work" })])
      const byId = yield* sessions.get(SessionId.SessionId.make("notes.jsonl"))
      expect(yield* byId.file).toBe(file)
      const byPath = yield* Effect.flip(sessions.get(AgentSessions.atPath("notes.jsonl")))
      // the path /work/notes.jsonl: its lock cannot be made, /work is no folder of this filesystem
      expect([byPath._tag, "path" in byPath && byPath.path]).toEqual(["StorageError", "/work/notes.jsonl.lock"])
    }).pipe(Effect.provide(environment([]))))

  it.scoped("a session named by its id is read whole once, by its agent: its header alone found it", () => {
    const read = new Map<string, number>()
    return Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const sessions = yield* AgentSessions.AgentSessions
      const file = `${store.defaultDir("/work")}/big.jsonl`
      const header = JSON.stringify({ type: "session", version: 3, id: "big", timestamp: "2026-12-07T00:00:00.000Z", cwd: "/work" })
      const message = JSON.stringify({
        type: "message",
        id: "m1",
        parentId: null,
        timestamp: "2026-12-07T00:00:01.000Z",
        message: { role: "user", content: [{ type: "text", text: "x".repeat(20_000) }], timestamp: 1 }
      })
      yield* store.writeNew(file, [header, message])
      const size = header.length + message.length + 2
      read.clear()
      const agent = yield* sessions.get(SessionId.SessionId.make("big"))
      expect(yield* agent.file).toBe(file)
      // the header's first piece (4 KiB), then the whole file by the agent's writer
      expect(read.get(file)).toBe(4096 + size)
    }).pipe(Effect.provide(environment([], {}, counting(read))))
  })

  it.scoped("a session of another cwd is reached by its id through the store's index, as by its path", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const sessions = yield* AgentSessions.AgentSessions
      const state = yield* store.save(yield* store.create({ cwd: "/elsewhere" }))
      const byId = yield* sessions.get(SessionId.SessionId.make(state.header.id))
      const byPath = yield* sessions.get(AgentSessions.atPath(state.file!))
      expect(byId).toBe(byPath)
      expect(yield* sessions.live).toEqual([state.file])
    }).pipe(Effect.provide(environment([]))))

  it.scoped("a shared agent stays on its session: fork, clone, newSession and resume are refused", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const agent = yield* sessions.get(id)
      const refusals = yield* Effect.all([agent.fork("x"), agent.clone, agent.newSession, agent.resume(file)].map(Effect.flip))
      expect(refusals.map((error) => error.message)).toEqual(
        ["fork", "clone", "newSession", "resume"].map((operation) =>
          `${operation} is refused: this agent is shared by its session and stays on it (make the other session's agent instead)`
        )
      )
      expect((yield* agent.state).header.id).toBe(id)
    }).pipe(Effect.provide(environment([]))))

  it.scoped("steer and followUp queue nothing on an idle session", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { id } = yield* saved
      expect(yield* sessions.steer(id, "left")).toBe(false)
      expect(yield* sessions.followUp(id, "more")).toBe(false)
      const agent = yield* sessions.get(id)
      expect(yield* agent.queue).toEqual({ steering: [], followUp: [] })
    }).pipe(Effect.provide(environment([]))))

  it.scoped("observe hears one session's events, not another's", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const a = yield* saved
      const b = yield* saved
      const watching = yield* Effect.fork(Stream.runCollect(Stream.takeUntil(sessions.observe(a.id), (e) => e.type === "agent_end")))
      yield* TestClock.adjust("1 millis")
      yield* Stream.runDrain(sessions.run(b.id, "to b"))
      const ownEvents = Chunk.toArray(yield* Stream.runCollect(sessions.run(a.id, "to a")))
      const heard = Chunk.toArray(yield* Fiber.join(watching))
      expect(heard).toEqual(ownEvents)
      expect(new Set(heard.map((e) => e.sessionId))).toEqual(new Set([a.id]))
    }).pipe(Effect.provide(environment([ScriptedModel.text("b"), ScriptedModel.text("a")]))))

  it.scoped("an agent nobody holds lives for the idle time-to-live, then lets go of its lock", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const { file, id } = yield* saved
      const agent = yield* Effect.scoped(sessions.get(id))
      // released by its caller, still live: the same agent again, the lock still held
      yield* TestClock.adjust("20 seconds")
      expect(yield* sessions.live).toEqual([file])
      expect(yield* locked(file)).toBe(true)
      expect(yield* Effect.scoped(sessions.get(id))).toBe(agent)
      // idle for the whole time-to-live since: gone, and the session can be opened
      yield* TestClock.adjust("29 seconds")
      expect(yield* sessions.live).toEqual([file])
      yield* TestClock.adjust("1 second")
      expect(yield* sessions.live).toEqual([])
      expect(yield* locked(file)).toBe(false)
      expect(yield* Effect.scoped(sessions.get(id))).not.toBe(agent)
    }).pipe(Effect.provide(environment([], { idleTimeToLive: "30 seconds" }))))

  it.scoped("with a lock wait, an agent is made once another writer lets go of its session", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const store = yield* SessionStore.SessionStore
      const { file, id } = yield* saved
      const holder = yield* Scope.make()
      yield* Scope.extend(store.writer(file), holder)
      const getting = yield* Effect.fork(Effect.scoped(Effect.flatMap(sessions.get(id), (agent) => agent.file)))
      yield* TestClock.adjust("400 millis")
      expect(Option.isNone(yield* Fiber.poll(getting))).toBe(true)
      yield* Scope.close(holder, Exit.void)
      yield* TestClock.adjust(SessionStore.LOCK_WAIT_POLL)
      expect(yield* Fiber.join(getting)).toBe(file)
    }).pipe(Effect.provide(environment([], { lockWait: "1 second" }))))

  it.scoped("without a lock wait, a session held elsewhere is SessionLocked; an unknown id SessionNotFound", () =>
    Effect.gen(function*() {
      const sessions = yield* AgentSessions.AgentSessions
      const store = yield* SessionStore.SessionStore
      const { file, id } = yield* saved
      const holder = yield* Scope.make()
      yield* Scope.extend(store.writer(file), holder)
      const refused = yield* Effect.either(Effect.scoped(sessions.get(id)))
      expect(Either.isLeft(refused) && refused.left._tag).toBe("SessionLocked")
      const unknown = yield* Effect.either(Effect.scoped(sessions.get(SessionId.SessionId.make("no-such-session"))))
      expect(Either.isLeft(unknown) && unknown.left).toMatchObject({ _tag: "SessionNotFound", path: "no-such-session" })
      // a refusal is not kept: once the other writer lets go, the agent is made
      yield* Scope.close(holder, Exit.void)
      expect(yield* sessions.live).toEqual([])
      expect(yield* Effect.scoped(Effect.flatMap(sessions.get(id), (agent) => agent.file))).toBe(file)
    }).pipe(Effect.provide(environment([]))))
})
