/**
 * `AgentSession.run`: a prompt as the stream of its own events. Two runs on two sessions of one
 * layer each stream only their events (exact sequences, their session's id) while the bus hears
 * both; a stream that stops mid-reply aborts the run, which leaves an aborted reply in the file
 * and, once the agent's scope closes, its lock released; the events round-trip through their
 * schema's encoding as JSON.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Either, Exit, Fiber, Layer, Schema, Scope, Stream, TestClock } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Message from "../../src/domain/format/Message.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentEvent from "../../src/services/agent/AgentEvent.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import { Model } from "../../src/services/model/Model.js"
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

const tools = Toolkit.make([
  {
    name: "read",
    description: "Read a file",
    parameters: { type: "object", properties: { path: { type: "string" } } },
    run: (args) => Effect.succeed(Toolkit.text(`contents of ${String(args.path)}`))
  },
  {
    name: "count",
    description: "Counts to two, saying so as it goes",
    parameters: { type: "object" },
    run: (_args, onUpdate) =>
      Effect.sync(() => {
        for (const n of ["1", "2"]) onUpdate?.({ content: [{ type: "text", text: n }] })
        return Toolkit.text("counted")
      })
  }
])

const environment = Layer.mergeAll(SessionStore.layer(config), Toolkit.layer(tools), Extensions.layerNone).pipe(
  Layer.provideMerge(EventBus.layer),
  Layer.provideMerge(Layer.mergeAll(MemoryFileSystem.layer, Path.layer))
)

/** An agent on a new session, answering with its own scripted model. */
const agentWith = (scripts: ReadonlyArray<ScriptedModel.Script>) =>
  Effect.gen(function*() {
    const store = yield* SessionStore.SessionStore
    const model = yield* ScriptedModel.make(scripts)
    return yield* Effect.provideService(AgentSession.make(yield* store.create({ cwd: "/work/p" })), Model, model.service)
  })

const { slowly } = ScriptedModel

/** What an event says, in one line: its type and what tells it apart. */
const summary = (event: AgentEvent.AgentEvent): string => {
  switch (event.type) {
    case "message_update":
      return event.delta.type === "text_delta" ? `message_update ${event.delta.delta}` : `message_update ${event.delta.type}`
    case "message_end":
      return `message_end ${event.message.role}`
    case "tool_execution_update":
      return `tool_execution_update ${JSON.stringify(event.partialResult.content)}`
    case "entry_appended":
      return "entry" in event ? `entry_appended ${event.entry.type}` : `entry_appended unchecked ${String(event.unchecked.type)}`
    default:
      return event.type
  }
}

const fileEntries = (file: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const loaded = SessionFile.fromText(yield* fs.readFileString(file), IdSource.fromSeed(0))
    expect(loaded.diagnostics).toEqual([])
    return SessionTree.entries(loaded.tree).map((e): any => e.value)
  })

describe("AgentSession.run", () => {
  it.scoped("two concurrent runs on two sessions each stream exactly their own events; the bus hears both", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      const all = yield* bus.subscription
      const hearing = yield* Effect.fork(Stream.runCollect(all.events))
      const a = yield* agentWith([slowly("al", "pha")])
      const b = yield* agentWith([slowly("be", "ta")])
      const idA = (yield* a.state).header.id
      const idB = (yield* b.state).header.id
      expect(idA).not.toBe(idB)
      const runA = yield* Effect.fork(Stream.runCollect(a.run("first")))
      const runB = yield* Effect.fork(Stream.runCollect(b.run("second")))
      yield* TestClock.adjust("100 millis")
      const eventsA = Chunk.toArray(yield* Fiber.join(runA))
      const eventsB = Chunk.toArray(yield* Fiber.join(runB))
      yield* all.end
      const heard = Chunk.toArray(yield* Fiber.join(hearing))

      const sequence = (first: string, second: string) => [
        "agent_start",
        "message_end system",
        "message_end user",
        "message_start",
        `message_update ${first}`,
        `message_update ${second}`,
        "message_end assistant",
        "agent_end"
      ]
      expect(eventsA.map(summary)).toEqual(sequence("al", "pha"))
      expect(eventsB.map(summary)).toEqual(sequence("be", "ta"))
      expect(new Set(eventsA.map((e) => e.sessionId))).toEqual(new Set([idA]))
      expect(new Set(eventsB.map((e) => e.sessionId))).toEqual(new Set([idB]))
      // the runs overlapped: the bus heard their events interleaved, and each stream is exactly its session's part of it
      const lastOfA = heard.length - 1 - [...heard].reverse().findIndex((e) => e.sessionId === idA)
      expect(heard.findIndex((e) => e.sessionId === idB)).toBeLessThan(lastOfA)
      // the bus heard more: the model and level each agent recorded when it was made, before its run
      const made = ["entry_appended model_change", "entry_appended thinking_level_change"]
      expect(heard.filter((e) => e.sessionId === idA).map(summary).slice(0, 2)).toEqual(made)
      expect(heard.filter((e) => e.sessionId === idB).map(summary).slice(0, 2)).toEqual(made)
      expect(heard.filter((e) => e.sessionId === idA).slice(2)).toEqual(eventsA)
      expect(heard.filter((e) => e.sessionId === idB).slice(2)).toEqual(eventsB)
      expect(heard.length).toBe(eventsA.length + eventsB.length + 4)

      // the run's entries announced once each, with the ids in the file (after the model and level
      // the agent recorded when it was made, before the run); the reply's text as streamed
      const entriesA = yield* fileEntries((yield* a.file)!)
      expect(entriesA.slice(0, 2).map((e) => e.type)).toEqual(["model_change", "thinking_level_change"])
      const announced = eventsA.flatMap((e) => (e.type === "message_end" || e.type === "entry_appended" ? [e.entryId] : []))
      expect(announced).toEqual(entriesA.slice(2).map((e) => e.id))
      expect(entriesA.at(-1).message.content).toEqual([{ type: "text", text: "alpha" }])
      const end = eventsA.at(-1)
      expect(end).toEqual({ type: "agent_end", aborted: false, sessionId: idA })
    }).pipe(Effect.provide(environment)))

  it.scoped("a failed run's agent_end names the file by its file name; the errorText option gives the caller's own line", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const store = yield* SessionStore.SessionStore
      const bus = yield* EventBus.EventBus
      const model = yield* ScriptedModel.make([ScriptedModel.text("one"), ScriptedModel.text("two"), ScriptedModel.text("three")])
      const endOfFailedRun = (options: AgentSession.Options) =>
        Effect.gen(function*() {
          const agent = yield* Effect.provideService(AgentSession.make(yield* store.create({ cwd: "/work/p" }), options), Model, model.service)
          yield* agent.prompt("first")
          const file = (yield* agent.file)!
          yield* fs.remove(file)
          const all = yield* bus.subscription
          const hearing = yield* Effect.fork(Stream.runCollect(all.events))
          const failed = yield* Effect.either(agent.prompt("second"))
          yield* all.end
          const ends = Chunk.toArray(yield* Fiber.join(hearing)).filter((e) => e.type === "agent_end")
          expect(Either.isLeft(failed) && failed.left._tag).toBe("SessionRemoved")
          return { file, ends }
        })
      const removed =
        "the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)"
      const plain = yield* endOfFailedRun({})
      const name = plain.file.slice(plain.file.lastIndexOf("/") + 1)
      expect(plain.ends.map((e) => e.type === "agent_end" && e.errorMessage)).toEqual([`SessionRemoved: ${name}: ${removed}`])
      const own = yield* endOfFailedRun({ errorText: (error) => `at ${(error as { readonly path: string }).path}` })
      expect(own.ends.map((e) => e.type === "agent_end" && e.errorMessage)).toEqual([`SessionRemoved: at ${own.file}`])
    }).pipe(Effect.provide(environment)))

  it.scoped("a run's own events only: another call's queue on the same session stays on the bus", () =>
    Effect.gen(function*() {
      const agent = yield* agentWith([slowly("a", "b"), ScriptedModel.text("later")])
      const running = yield* Effect.fork(Stream.runCollect(agent.run("go")))
      yield* TestClock.adjust("5 millis")
      // a follow-up queued by another caller: its queue_update is that call's, not the run's
      expect(yield* agent.enqueue("followUp", "more")).toBe(true)
      yield* TestClock.adjust("100 millis")
      const events = Chunk.toArray(yield* Fiber.join(running)).map(summary)
      expect(events.filter((e) => e === "queue_update")).toEqual(["queue_update"])
      // the run delivered the follow-up (its queue emptied inside the run) and asked again
      expect(events.slice(-7)).toEqual([
        "message_end assistant",
        "queue_update",
        "message_end user",
        "message_start",
        "message_update later",
        "message_end assistant",
        "agent_end"
      ])
    }).pipe(Effect.provide(environment)))

  it.scoped("a stream stopped mid-reply aborts the run: an aborted reply in the file, the lock released with the agent's scope", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const bus = yield* EventBus.EventBus
      const all = yield* bus.subscription
      const hearing = yield* Effect.fork(Stream.runCollect(all.events))
      const scope = yield* Scope.make()
      const agent = yield* Scope.extend(agentWith([{ ...slowly("partial", "never"), stallAfter: 1 }, ScriptedModel.text("again")]), scope)
      // the consumer stops after the first delta (as an SSE client that disconnects)
      const seen = yield* Effect.fork(
        Stream.runCollect(Stream.takeUntil(agent.run("tell me"), (e) => e.type === "message_update"))
      )
      yield* TestClock.adjust("50 millis")
      const events = Chunk.toArray(yield* Fiber.join(seen)).map(summary)
      expect(events.slice(-2)).toEqual(["message_start", "message_update partial"])
      // the run persisted its partial reply before the stream ended, and the agent is free
      expect(yield* agent.activity).toBe("idle")
      const file = (yield* agent.file)!
      const last = (yield* fileEntries(file)).at(-1)
      expect(last.message).toMatchObject({ role: "assistant", content: [{ type: "text", text: "partial" }], stopReason: "aborted" })
      expect(last.message.errorMessage).toBe(AgentSession.ABORTED_MESSAGE)
      // observers of the bus hear the run end: the aborted reply, then agent_end
      yield* all.end
      const heard = Chunk.toArray(yield* Fiber.join(hearing))
      expect(heard.slice(-2).map(summary)).toEqual(["message_end assistant", "agent_end"])
      expect(heard.at(-2)).toMatchObject({ type: "message_end", entryId: last.id, message: { stopReason: "aborted" } })
      expect(heard.at(-1)).toEqual({ type: "agent_end", aborted: true, sessionId: (yield* agent.state).header.id })
      // while the agent lives, its lock keeps a second writer out; once its scope closes, one opens the file
      const locked = yield* Effect.either(Effect.scoped(store.writer(file)))
      expect(Either.isLeft(locked) && locked.left._tag).toBe("SessionLocked")
      yield* Scope.close(scope, Exit.void)
      const reopened = yield* Effect.scoped(Effect.flatMap(store.writer(file), (w) => w.state))
      expect(SessionTree.leafEntry(reopened.tree)?.role).toBe("assistant")
    }).pipe(Effect.provide(environment)))

  it.scoped("a tool's updates, told from outside any fiber, are in the run's stream", () =>
    Effect.gen(function*() {
      const agent = yield* agentWith([ScriptedModel.toolUse([{ id: "c1", name: "count", arguments: {} }]), ScriptedModel.text("done")])
      const events = Chunk.toArray(yield* Stream.runCollect(agent.run("count"))).map(summary)
      expect(events.slice(events.indexOf("tool_execution_start"))).toEqual([
        "tool_execution_start",
        `tool_execution_update [{"type":"text","text":"1"}]`,
        `tool_execution_update [{"type":"text","text":"2"}]`,
        "message_end toolResult",
        "tool_execution_end",
        "message_start",
        "message_update done",
        "message_end assistant",
        "agent_end"
      ])
    }).pipe(Effect.provide(environment)))

  it.scoped("a run refused while another runs fails with AgentBusy", () =>
    Effect.gen(function*() {
      const agent = yield* agentWith([{ ...slowly("x"), stallAfter: 0 }])
      const first = yield* Effect.fork(Stream.runDrain(agent.run("one")))
      yield* TestClock.adjust("1 millis")
      expect(yield* agent.activity).toBe("streaming")
      const second = yield* Effect.either(Stream.runCollect(agent.run("two")))
      expect(Either.isLeft(second) && second.left).toMatchObject({ _tag: "AgentBusy", operation: "prompt", running: "streaming" })
      yield* Fiber.interrupt(first)
    }).pipe(Effect.provide(environment)))

  it.scoped("a prompt interrupted at each of its first steps leaves the agent idle", () =>
    Effect.gen(function*() {
      // the interruption lands after each of the prompt's first yields in turn
      for (let steps = 0; steps < 20; steps++) {
        const agent = yield* agentWith([slowly("x"), slowly("y")])
        const first = yield* Effect.fork(agent.prompt("one"))
        for (let i = 0; i < steps; i++) yield* Effect.yieldNow()
        yield* Fiber.interrupt(first)
        expect(yield* agent.activity).toBe("idle")
      }
    }).pipe(Effect.provide(environment)))

  it.scoped("appended entries are announced typed when they match their schema, as stored in `unchecked` when not", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      const all = yield* bus.subscription
      const hearing = yield* Effect.fork(Stream.runCollect(all.events))
      const agent = yield* agentWith([])
      const hook = { role: "hookMessage", text: "h", timestamp: 1 }
      const malformed = { role: "user", content: 3, timestamp: 1 }
      const appended = yield* Effect.forEach([
        (stamp: Session.Stamp) => Session.Command.AppendMessage({ ...stamp, message: Message.user("hi", { timestamp: 1 }) }),
        (stamp: Session.Stamp) => Session.Command.AppendMessage({ ...stamp, message: hook }),
        (stamp: Session.Stamp) => Session.Command.AppendMessage({ ...stamp, message: malformed }),
        (stamp: Session.Stamp) => Session.Command.SessionInfo({ ...stamp, name: "n" }),
        (stamp: Session.Stamp) => Session.Command.Usage({ ...stamp, kind: "k", provider: "p", model: "m", usage: "not a usage" })
      ], (build) => Effect.map(agent.apply(build), (t) => t.appended[0]!))
      yield* all.end
      const heard = Chunk.toArray(yield* Fiber.join(hearing)).slice(2)
      // a message of a role pi does not know is an entry (its message typed as `EntrySchema.Message`)
      expect(heard.map(summary)).toEqual([
        "message_end user",
        "entry_appended message",
        "entry_appended unchecked message",
        "entry_appended session_info",
        "entry_appended unchecked usage"
      ])
      // the values are the stored ones, with their entries' ids
      expect(heard.map((e) => "entryId" in e ? e.entryId : undefined)).toEqual(appended.map((e) => e.id))
      expect(heard[0]).toMatchObject({ message: Message.user("hi", { timestamp: 1 }) })
      expect(heard[1]).toMatchObject({ entry: { type: "message", message: hook } })
      expect(heard[2]).toMatchObject({ unchecked: { type: "message", message: malformed } })
      // the stored values themselves, not copies
      for (const [i, key] of [[1, "entry"], [2, "unchecked"], [3, "entry"], [4, "unchecked"]] as const) {
        expect((heard[i] as Record<string, unknown>)[key]).toBe(appended[i]!.value)
      }
    }).pipe(Effect.provide(environment)))

  it.scoped("events round-trip through Schema.encode and decode as JSON, unchanged", () =>
    Effect.gen(function*() {
      const agent = yield* agentWith([ScriptedModel.toolUse([{ id: "c1", name: "read", arguments: { path: "a.ts" } }]), ScriptedModel.text("done")])
      const sessionId = (yield* agent.state).header.id
      const streamed = Chunk.toArray(yield* Stream.runCollect(agent.run("read a.ts")))
      const usage = { input: 1, output: 2, cacheRead: 0, cacheWrite: 0, totalTokens: 3, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } }
      const made: ReadonlyArray<AgentEvent.AgentEvent> = [
        AgentEvent.MessageUpdate.make({ sessionId, delta: { type: "usage_update", usage } }),
        AgentEvent.MessageUpdate.make({ sessionId, delta: { type: "thinking_signature", index: 0, signature: "sig", redacted: true } }),
        AgentEvent.CompactionEnd.make({
          sessionId,
          reason: "threshold",
          aborted: false,
          willRetry: true,
          result: { summary: "s", firstKeptEntryId: "k", tokensBefore: 9 }
        }),
        AgentEvent.EntryAppended.make({
          sessionId,
          entryId: "l1",
          entry: { type: "label", id: "l1", parentId: "k", timestamp: "2026-01-01T00:00:00.000Z", targetId: "k", label: "x" }
        }),
        AgentEvent.ModelChanged.make({ sessionId, model: ScriptedModel.info }),
        AgentEvent.QueueUpdate.make({ sessionId, steering: ["s"], followUp: [] }),
        AgentEvent.AutoRetryStart.make({ sessionId, attempt: 1, maxAttempts: 3, delayMs: 2000, errorMessage: "overloaded" }),
        AgentEvent.TreeNavigated.make({ sessionId, oldLeafId: null, newLeafId: "b", summaryEntryId: "c" }),
        AgentEvent.SessionSwitched.make({ sessionId, reason: "fork", sessionFile: "/s.jsonl" }),
        AgentEvent.ExtensionError.make({ sessionId, extension: "e", event: "session_start", error: "boom" })
      ]
      const types = new Set(streamed.map((e) => e.type))
      expect([...types].sort()).toEqual([
        "agent_end",
        "agent_start",
        "message_end",
        "message_start",
        "message_update",
        "tool_execution_end",
        "tool_execution_start"
      ])
      for (const event of [...streamed, ...made]) {
        const encoded = Schema.encodeSync(AgentEvent.AgentEvent)(event)
        // encodable as it is: the encoding is the event
        expect(encoded).toEqual(event)
        const wire = JSON.stringify(encoded)
        // each field byte for byte: a message's or entry's keys in their order (those the schemas do not name too)
        for (const [key, value] of Object.entries(event)) expect(JSON.stringify((encoded as Record<string, unknown>)[key])).toBe(JSON.stringify(value))
        expect(Schema.decodeUnknownSync(AgentEvent.AgentEvent)(JSON.parse(wire))).toEqual(event)
      }
      const { sessionId: _, ...anonymous } = streamed[0]!
      expect(Either.isLeft(Schema.decodeUnknownEither(AgentEvent.AgentEvent)(anonymous))).toBe(true)
    }).pipe(Effect.provide(environment)))
})
