import { describe, expect, it } from "@effect/vitest"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Either, Fiber, Layer, Stream, TestClock } from "effect"
import * as IdSource from "../src/domain/IdSource.js"
import * as SessionFile from "../src/domain/SessionFile.js"
import * as SessionTree from "../src/domain/SessionTree.js"
import * as AgentSession from "../src/services/AgentSession.js"
import * as EventBus from "../src/services/EventBus.js"
import * as MemoryFileSystem from "../src/services/MemoryFileSystem.js"
import { Model, ModelError } from "../src/services/Model.js"
import * as SessionStore from "../src/services/SessionStore.js"
import * as Toolkit from "../src/services/Toolkit.js"
import * as ScriptedModel from "./support/ScriptedModel.js"

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
  { name: "slow", description: "Never finishes", parameters: { type: "object" }, run: () => Effect.never }
])

const platform = Layer.mergeAll(MemoryFileSystem.layer, Path.layer)
const environment = (scripts: ReadonlyArray<ScriptedModel.Script>) =>
  Layer.mergeAll(
    SessionStore.layer(config),
    ScriptedModel.layer(scripts),
    Toolkit.layer(tools),
    EventBus.layer
  ).pipe(Layer.provideMerge(platform))

/** An agent on a new session. */
const agent = Effect.gen(function* () {
  const store = yield* SessionStore.SessionStore
  const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), { systemPrompt: "You are a test." })
  return { session }
})

const fileEntries = (file: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const loaded = SessionFile.fromText(yield* fs.readFileString(file), IdSource.fromSeed(0))
    expect(loaded.diagnostics).toEqual([])
    return SessionTree.entries(loaded.tree).map((e): any => e.value)
  })

const roles = (entries: ReadonlyArray<any>) => entries.map((e) => (e.type === "message" ? e.message.role : e.type))

describe("AgentSession", () => {
  it.scoped("a prompt writes model, thinking level, system prompt, user and assistant messages", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      const result = yield* session.prompt("hello")
      expect(result.aborted).toBe(false)
      expect(result.message?.content).toEqual([{ type: "text", text: "hi there" }])
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries)).toEqual(["model_change", "thinking_level_change", "system", "user", "assistant"])
      expect(entries[0]).toMatchObject({ provider: "scripted", modelId: "test-model" })
      expect(entries[2].message).toMatchObject({ role: "system", content: "You are a test.", toolsAdded: [{ name: "read" }, { name: "slow" }] })
      expect(entries[3].message.content).toEqual([{ type: "text", text: "hello" }])
    }).pipe(Effect.provide(environment([ScriptedModel.text("hi there")])))
  )

  it.scoped("tool calls run through the toolkit; results are appended and the model is asked again", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      yield* session.prompt("read a.ts")
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries).slice(3)).toEqual(["user", "assistant", "toolResult", "assistant"])
      expect(entries[5].message).toMatchObject({
        role: "toolResult",
        toolCallId: "c1",
        toolName: "read",
        content: [{ type: "text", text: "contents of a.ts" }],
        isError: false
      })
      expect(Object.keys(entries[5].message)).toEqual(["role", "toolCallId", "toolName", "content", "isError", "timestamp"])
      expect(entries[6].message.content).toEqual([{ type: "text", text: "done" }])
    }).pipe(Effect.provide(environment([ScriptedModel.toolUse([{ id: "c1", name: "read", arguments: { path: "a.ts" } }]), ScriptedModel.text("done")])))
  )

  it.scoped("events that report entries come after the entries are on disk", () =>
    Effect.gen(function* () {
      const store = yield* SessionStore.SessionStore
      const bus = yield* EventBus.EventBus
      const fs = yield* FileSystem.FileSystem
      const state = yield* store.create({ cwd: "/work/p" })
      const checks: Array<boolean> = []
      const events = yield* bus.subscribe
      yield* Effect.fork(
        Stream.runForEach(events, (event) =>
          event.type === "message_end"
            ? Effect.map(fs.readFileString(state.file!).pipe(Effect.orElseSucceed(() => "")), (text) => {
                checks.push(text.includes(`"id":"${event.entryId}"`))
              })
            : Effect.void
        )
      )
      const session = yield* AgentSession.make(state)
      yield* session.prompt("hello")
      yield* Effect.yieldNow()
      expect(checks).toEqual([true, true, true])
    }).pipe(Effect.provide(environment([ScriptedModel.text("hi")])))
  )

  it.scoped("abort while streaming persists the partial reply as pi does (test clock)", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("tell me"))
      yield* TestClock.adjust("2500 millis")
      yield* session.abort
      const result = yield* Fiber.join(running)
      expect(result.aborted).toBe(true)
      const entries = yield* fileEntries((yield* session.file)!)
      const last = entries.at(-1)
      expect(last.message).toMatchObject({
        role: "assistant",
        content: [{ type: "text", text: "one two " }],
        stopReason: "aborted",
        errorMessage: "Request was aborted"
      })
      expect(yield* session.activity).toBe("idle")
    }).pipe(
      Effect.provide(
        environment([
          {
            deltas: ["one ", "two ", "three "].map((delta) => ({ _tag: "TextDelta" as const, index: 0, delta })),
            delayMs: 1000
          }
        ])
      )
    )
  )

  it.scoped("abort during tool execution: unfinished calls get Operation aborted, then one aborted reply", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("go"))
      yield* TestClock.adjust("1 second")
      yield* Effect.yieldNow()
      yield* session.abort
      const result = yield* Fiber.join(running)
      expect(result.aborted).toBe(true)
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries).slice(3)).toEqual(["user", "assistant", "toolResult", "toolResult", "toolResult", "assistant"])
      expect(entries.slice(5, 8).map((e) => [e.message.toolCallId, e.message.content[0].text, e.message.isError])).toEqual([
        ["c1", "contents of a.ts", false],
        ["c2", "Operation aborted", true],
        ["c3", "Operation aborted", true]
      ])
      expect(entries.at(-1).message).toMatchObject({ role: "assistant", content: [], stopReason: "aborted", errorMessage: "Request was aborted" })
    }).pipe(
      Effect.provide(
        environment([
          ScriptedModel.toolUse([
            { id: "c1", name: "read", arguments: { path: "a.ts" } },
            { id: "c2", name: "slow", arguments: {} },
            { id: "c3", name: "read", arguments: { path: "b.ts" } }
          ])
        ])
      )
    )
  )

  it.scoped("a second prompt while one streams is refused with pi's text", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("first"))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("10 millis")
      const second = yield* Effect.either(session.prompt("second"))
      expect(Either.isLeft(second) && second.left.message).toBe(AgentSession.BUSY_PROMPT)
      yield* session.abort
      yield* Fiber.join(running)
    }).pipe(Effect.provide(environment([{ ...ScriptedModel.text("slow"), stallAfter: 1 }])))
  )

  it.scoped("a model that cannot be used gives an error reply on disk, not a crash", () =>
    Effect.gen(function* () {
      const { session } = yield* agent
      const result = yield* session.prompt("hello")
      expect(result.message).toMatchObject({ stopReason: "error", errorMessage: "broken: no API key", content: [{ type: "text", text: "" }] })
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          SessionStore.layer(config),
          Layer.succeed(Model, Model.of({ info: ScriptedModel.info, stream: () => Stream.fail(new ModelError({ provider: "broken", reason: "no API key" })) })),
          Toolkit.layer(tools),
          EventBus.layer
        ).pipe(Layer.provideMerge(platform))
      )
    )
  )
})
