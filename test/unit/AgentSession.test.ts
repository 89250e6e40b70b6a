import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Either, Fiber, Layer, Stream, TestClock } from "effect"
import * as ContextBuilder from "../../src/domain/context/Context.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import { Model, ModelError } from "../../src/services/model/Model.js"
import * as ModelProviders from "../../src/services/model/ModelProviders.js"
import * as ModelRegistry from "../../src/services/model/ModelRegistry.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Shell from "../../src/services/tools/Shell.js"
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
  { name: "slow", description: "Never finishes", parameters: { type: "object" }, run: () => Effect.never }
])

/** A tool that asks for the abort signal: it runs until the abort, then says so. */
const stoppable = {
  name: "stoppable",
  description: "Runs until aborted, then says so",
  parameters: { type: "object" },
  run: () => Effect.flatMap(Toolkit.abortSignal, (aborted) => Effect.as(aborted, Toolkit.text("stopped at the abort", true)))
}

const platform = Layer.mergeAll(MemoryFileSystem.layer, Path.layer)
const environment = (
  scripts: ReadonlyArray<ScriptedModel.Script>,
  extensions: ReadonlyArray<Extensions.Extension> = [],
  summary?: string
) =>
  Layer.mergeAll(
    SessionStore.layer(config),
    ScriptedModel.layer(scripts, summary === undefined ? {} : { summary }),
    Toolkit.layer(tools),
    Extensions.layer(extensions)
  ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(platform))

/** An agent on a new session. */
const agent = Effect.gen(function*() {
  const store = yield* SessionStore.SessionStore
  const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), { systemPrompt: "You are a test." })
  return { session }
})

const fileEntries = (file: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const loaded = SessionFile.fromText(yield* fs.readFileString(file), IdSource.fromSeed(0))
    expect(loaded.diagnostics).toEqual([])
    return SessionTree.entries(loaded.tree).map((e): any => e.value)
  })

const roles = (entries: ReadonlyArray<any>) => entries.map((e) => (e.type === "message" ? e.message.role : e.type))

describe("AgentSession", () => {
  it.scoped("a shell command: refused while one runs, failed without a shell or when the shell cannot start it, each with its reason", () =>
    Effect.gen(function*() {
      const withShell = (shell: Shell.Shell.Service) => Effect.provideService(agent, Shell.Shell, shell)
      const noShell = yield* Effect.either((yield* agent).session.bash("ls"))
      expect(Either.isLeft(noShell) && noShell.left).toMatchObject({
        _tag: "AgentFailure",
        reason: { _tag: "NoShell" },
        message: AgentSession.NO_SHELL,
        aborted: false
      })

      const started = yield* Deferred.make<void>()
      const { session } = yield* withShell({ run: () => Effect.zipRight(Deferred.succeed(started, undefined), Effect.never) })
      const first = yield* Effect.fork(session.bash("sleep 100"))
      yield* Deferred.await(started)
      const second = yield* Effect.either(session.bash("ls"))
      expect(Either.isLeft(second) && second.left).toMatchObject({ _tag: "AgentBusy", operation: "bash", running: "bash", message: AgentSession.BASH_RUNNING })
      yield* Fiber.interrupt(first)

      const broken = yield* withShell({ run: () => Effect.fail(new Shell.ShellError({ message: "spawn /bin/sh ENOENT" })) })
      const failed = yield* Effect.either(broken.session.bash("ls"))
      expect(Either.isLeft(failed) && failed.left).toMatchObject({
        _tag: "AgentFailure",
        reason: { _tag: "Shell", error: { message: "spawn /bin/sh ENOENT" } },
        message: "spawn /bin/sh ENOENT"
      })
    }).pipe(Effect.provide(environment([]))))

  it.scoped("a prompt writes model, thinking level, system prompt, user and assistant messages", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const result = yield* session.prompt("hello")
      expect(result.aborted).toBe(false)
      expect(result.message?.content).toEqual([{ type: "text", text: "hi there" }])
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries)).toEqual(["model_change", "thinking_level_change", "system", "user", "assistant"])
      expect(entries[0]).toMatchObject({ provider: "scripted", modelId: "test-model" })
      expect(entries[2].message).toMatchObject({ role: "system", content: "You are a test.", toolsAdded: [{ name: "read" }, { name: "slow" }] })
      expect(entries[3].message.content).toEqual([{ type: "text", text: "hello" }])
    }).pipe(Effect.provide(environment([ScriptedModel.text("hi there")]))))

  it.scoped("tool calls run through the toolkit; results are appended and the model is asked again", () =>
    Effect.gen(function*() {
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
      // pi's order: how long the call ran before the result's time
      expect(Object.keys(entries[5].message)).toEqual(["role", "toolCallId", "toolName", "content", "isError", "durationMs", "timestamp"])
      expect(entries[5].message.durationMs).toBeGreaterThanOrEqual(0)
      // every reply ends as pi's agent loop records it: its duration, then the session's thinking level
      for (const reply of [entries[4], entries[6]]) {
        expect(Object.keys(reply.message).slice(-3)).toEqual(["timestamp", "durationMs", "thinkingLevel"])
        expect(reply.message.thinkingLevel).toBe(entries[1].thinkingLevel)
      }
      expect(entries[6].message.content).toEqual([{ type: "text", text: "done" }])
    }).pipe(Effect.provide(environment([ScriptedModel.toolUse([{ id: "c1", name: "read", arguments: { path: "a.ts" } }]), ScriptedModel.text("done")]))))

  it.scoped("events that report entries come after the entries are on disk", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const bus = yield* EventBus.EventBus
      const fs = yield* FileSystem.FileSystem
      const state = yield* store.create({ cwd: "/work/p" })
      const checks: Array<boolean> = []
      const subscription = yield* bus.subscription
      const checking = yield* Effect.fork(
        Stream.runForEach(subscription.events, (event) =>
          event.type === "message_end"
            ? Effect.map(fs.readFileString(state.file!).pipe(Effect.orElseSucceed(() => "")), (text) => {
              checks.push(text.includes(`"id":"${event.entryId}"`))
            })
            : Effect.void)
      )
      const session = yield* AgentSession.make(state)
      yield* session.prompt("hello")
      yield* subscription.end
      yield* Fiber.join(checking)
      expect(checks).toEqual([true, true, true])
    }).pipe(Effect.provide(environment([ScriptedModel.text("hi")]))))

  it.scoped("abort while streaming persists the partial reply as pi does (test clock)", () =>
    Effect.gen(function*() {
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
            deltas: ["one ", "two ", "three "].map((delta) => ({ type: "text_delta" as const, index: 0, delta })),
            delayMs: 1000
          }
        ])
      )
    ))

  it.scoped("abort the moment a prompt starts still records the prompt and pi's aborted, empty reply", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("hello"))
      // the run is registered (the agent busy), and its fiber has not run yet
      while ((yield* session.activity) === "idle") yield* Effect.yieldNow()
      yield* session.abort
      expect((yield* Fiber.join(running)).aborted).toBe(true)
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries).slice(-2)).toEqual(["user", "assistant"])
      expect(entries.at(-1).message).toMatchObject({ role: "assistant", content: [], stopReason: "aborted", errorMessage: AgentSession.REQUEST_ABORTED })
    }).pipe(Effect.provide(environment([{ deltas: [{ type: "text_delta" as const, index: 0, delta: "never" }], delayMs: 1000 }]))))

  it.scoped("a caller interrupted mid-reply (a signal) persists the partial reply before the caller's scope, and the lock, go", () =>
    Effect.gen(function*() {
      const handle = yield* Deferred.make<AgentSession.AgentSession.Service>()
      const running = yield* Effect.fork(
        Effect.scoped(
          Effect.gen(function*() {
            const { session } = yield* agent
            yield* Deferred.succeed(handle, session)
            yield* session.prompt("tell me")
          })
        )
      )
      const session = yield* Deferred.await(handle)
      yield* TestClock.adjust("2500 millis")
      const file = (yield* session.file)!
      yield* Fiber.interrupt(running)
      const entries = yield* fileEntries(file)
      expect(entries.at(-1).message).toMatchObject({
        role: "assistant",
        content: [{ type: "text", text: "one two " }],
        stopReason: "aborted",
        errorMessage: "Request was aborted"
      })
      expect(yield* (yield* FileSystem.FileSystem).exists(`${file}.lock`)).toBe(false)
    }).pipe(
      Effect.provide(
        environment([{ deltas: ["one ", "two ", "three "].map((delta) => ({ type: "text_delta" as const, index: 0, delta })), delayMs: 1000 }])
      )
    ))

  it.scoped("abort during tool execution: unfinished calls get Operation aborted, then one aborted reply", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("go"))
      yield* TestClock.adjust("1 second")
      yield* Effect.yieldNow()
      yield* session.abort
      const result = yield* Fiber.join(running)
      expect(result.aborted).toBe(true)
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries).slice(3)).toEqual(["user", "assistant", "toolResult", "toolResult", "toolResult", "assistant"])
      // as pi records a call that did not finish: its error, with empty details
      expect(entries.slice(5, 8).map((e) => [e.message.toolCallId, e.message.content[0].text, e.message.isError, e.message.details])).toEqual([
        ["c1", "contents of a.ts", false, undefined],
        ["c2", "Operation aborted", true, {}],
        ["c3", "Operation aborted", true, {}]
      ])
      expect(entries.at(-1).message).toMatchObject({ role: "assistant", content: [], stopReason: "aborted", errorMessage: AgentSession.OPERATION_ABORTED })
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
    ))

  it.scoped("abort during a tool that asked for the abort signal keeps that tool's own result", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("go"))
      yield* TestClock.adjust("1 second")
      yield* Effect.yieldNow()
      yield* session.abort
      expect((yield* Fiber.join(running)).aborted).toBe(true)
      const entries = yield* fileEntries((yield* session.file)!)
      expect(roles(entries).slice(3)).toEqual(["user", "assistant", "toolResult", "toolResult", "assistant"])
      expect(entries.slice(5, 7).map((e) => [e.message.toolCallId, e.message.content[0].text, e.message.isError])).toEqual([
        ["c1", "stopped at the abort", true],
        ["c2", "Operation aborted", true]
      ])
      expect(entries.at(-1).message).toMatchObject({ role: "assistant", content: [], stopReason: "aborted" })
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          SessionStore.layer(config),
          ScriptedModel.layer([ScriptedModel.toolUse([
            { id: "c1", name: "stoppable", arguments: {} },
            { id: "c2", name: "read", arguments: { path: "b.ts" } }
          ])]),
          Toolkit.layer(Toolkit.make([stoppable, { ...tools.tools[0]!, run: () => Effect.succeed(Toolkit.text("contents of b.ts")) }])),
          Extensions.layer([])
        ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(platform))
      )
    ))

  it.scoped("a second prompt while one streams is refused with pi's text", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("first"))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("10 millis")
      const second = yield* Effect.either(session.prompt("second"))
      expect(Either.isLeft(second) && second.left.message).toBe(AgentSession.BUSY_PROMPT)
      expect(Either.isLeft(second) && second.left).toMatchObject({ _tag: "AgentBusy", operation: "prompt", running: "streaming" })
      yield* session.abort
      yield* Fiber.join(running)
    }).pipe(Effect.provide(environment([{ ...ScriptedModel.text("slow"), stallAfter: 1 }]))))

  it.scoped("a refused second prompt leaves the running prompt taking queued messages", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("first"))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("10 millis")
      expect(Either.isLeft(yield* Effect.either(session.prompt("second")))).toBe(true)
      expect(yield* session.enqueue("followUp", "after the first")).toBe(true)
      expect(yield* session.queue).toEqual({ steering: [], followUp: ["after the first"] })
      yield* session.abort
      yield* Fiber.join(running)
      expect(yield* session.activity).toBe("idle")
      expect(yield* session.enqueue("followUp", "too late")).toBe(false)
    }).pipe(Effect.provide(environment([{ ...ScriptedModel.text("slow"), stallAfter: 1 }]))))

  it.scoped("a model that cannot be used gives an error reply on disk, not a crash", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const result = yield* session.prompt("hello")
      expect(result.message).toMatchObject({ stopReason: "error", errorMessage: "broken: no API key", content: [{ type: "text", text: "" }] })
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          SessionStore.layer(config),
          Layer.succeed(Model, Model.of({ info: ScriptedModel.info, stream: () => Stream.fail(new ModelError({ provider: "broken", reason: "no API key" })) })),
          Toolkit.layer(tools),
          Extensions.layerNone
        ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(platform))
      )
    ))

  it.scoped("fork, clone, new and resume switch sessions with pi's hooks, moving the lock", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const { session } = yield* agent
      yield* session.prompt("first question")
      const original = (yield* session.file)!
      const entries = yield* fileEntries(original)
      const userId = entries.find((e) => e.type === "message" && e.message.role === "user").id
      const forked = yield* session.fork(userId)
      expect(forked.selectedText).toBe("first question")
      // the copied path holds no conversation yet, so pi's rule defers the file: the result says so
      const forkedFile = (yield* session.file)!
      expect(forked.storage).toEqual(Session.Storage.Pending({ file: forkedFile }))
      expect(forkedFile).not.toBe(original)
      expect(yield* fs.exists(`${original}.lock`)).toBe(false)
      expect(yield* fs.exists(`${forkedFile}.lock`)).toBe(true)
      expect(roles(SessionTree.entries((yield* session.state).tree).map((e) => e.value))).toEqual(["model_change", "thinking_level_change", "system"])
      expect(yield* fs.exists(forkedFile)).toBe(false)
      yield* session.prompt("second question")
      expect(roles(yield* fileEntries(forkedFile))).toEqual(["model_change", "thinking_level_change", "system", "user", "assistant"])
      const header = JSON.parse((yield* fs.readFileString(forkedFile)).split("\n")[0]!)
      expect(header.parentSession).toBe(original)
      const cloned = yield* session.clone
      const clonedFile = (yield* session.file)!
      expect(cloned.storage).toEqual(Session.Storage.Written({ file: clonedFile }))
      expect(roles(yield* fileEntries(clonedFile))).toEqual(roles(yield* fileEntries(forkedFile)))
      const fresh = yield* session.newSession
      const freshFile = (yield* session.file)!
      expect(fresh.storage).toEqual(Session.Storage.Pending({ file: freshFile }))
      expect(yield* fs.exists(freshFile)).toBe(false)
      expect(SessionTree.count((yield* session.state).tree)).toBe(2)
      const resumed = yield* session.resume(original)
      expect(resumed.storage).toEqual(Session.Storage.Written({ file: original }))
      expect(SessionTree.leafEntry((yield* session.state).tree)?.role).toBe("assistant")
      expect(calls).toEqual([
        "before_fork user",
        "shutdown fork",
        "start fork",
        "before_fork at",
        "shutdown fork",
        "start fork",
        "before_switch new",
        "shutdown new",
        "start new",
        "before_switch resume",
        "shutdown resume",
        "start resume"
      ])
    }).pipe(Effect.provide(environment([ScriptedModel.text("one"), ScriptedModel.text("two")], [recorder]))))

  it.scoped("a fork before the first user message says its file is pending, and persist writes it", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const { session } = yield* agent
      yield* session.prompt("first question")
      const original = (yield* session.file)!
      const firstUser = SessionTree.entries((yield* session.state).tree).find((e) => e.role === "user")!
      const forked = yield* session.fork(firstUser.id!)
      expect(forked.selectedText).toBe("first question")
      const file = (yield* session.file)!
      expect(file).not.toBe(original)
      expect(forked.storage).toEqual(Session.Storage.Pending({ file }))
      // pending: not on disk, so opening it fails as the result said it would
      const missing = yield* Effect.either(store.open(file))
      expect(Either.isLeft(missing) && missing.left._tag).toBe("SessionNotFound")
      // persist writes it now, with what the session holds, and it opens
      expect(yield* session.persist).toEqual(Session.Storage.Written({ file }))
      const opened = yield* store.open(file)
      expect(opened.state.header.parentSession).toBe(original)
      expect(roles(SessionTree.entries(opened.state.tree).map((e) => e.value))).toEqual(["model_change", "thinking_level_change", "system"])
      expect(yield* session.persist).toEqual(Session.Storage.Written({ file }))
      // later entries are appended to the written file, the writer going on from it
      yield* session.prompt("second question")
      expect(roles(yield* fileEntries(file))).toEqual(["model_change", "thinking_level_change", "system", "user", "assistant"])
      expect((yield* store.open(file)).diagnostics).toEqual([])
    }).pipe(Effect.provide(environment([ScriptedModel.text("one"), ScriptedModel.text("two")]))))

  it.scoped("an extension can cancel a fork; a failing extension is reported and ignored", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      const errors = yield* bus.subscribe
      const collected = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.filter(errors, (e) => e.type === "extension_error"), 1)))
      const { session } = yield* agent
      yield* session.prompt("q")
      const before = yield* session.file
      const result = yield* session.fork(SessionTree.leafId((yield* session.state).tree)!, "at")
      expect(result).toEqual({ cancelled: true })
      expect(yield* session.file).toBe(before)
      const switched = yield* session.newSession
      expect(switched.cancelled).toBe(false)
      const [error] = yield* Fiber.join(collected)
      expect(error).toMatchObject({ type: "extension_error", extension: "broken", event: "session_before_switch" })
    }).pipe(
      Effect.provide(
        environment(
          [ScriptedModel.text("a")],
          [
            { name: "guard", session_before_fork: () => Effect.succeed({ cancel: true }) },
            { name: "broken", session_before_switch: () => Effect.fail("boom") }
          ]
        )
      )
    ))
})

describe("AgentSession: /tree and compaction", () => {
  const summaryScript = (text: string): ScriptedModel.Script => ScriptedModel.text(text)

  it.scoped("/tree with a summary writes pi's branch_summary (preamble + reply) and gives the editor text", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      yield* session.prompt("first")
      yield* session.prompt("second")
      const entries = SessionTree.entries((yield* session.state).tree)
      const secondUser = entries.filter((e) => e.role === "user")[1]!
      const result = yield* session.navigate(secondUser.id!, { summarize: true })
      expect(result.cancelled).toBe(false)
      expect(result.editorText).toBe("second")
      expect(result.summaryEntry).toMatchObject({
        type: "branch_summary",
        parentId: secondUser.parentId,
        summary: "The user explored a different conversation branch before returning here.\nSummary of that exploration:\n\n## Goal\nsummary text",
        details: { readFiles: [], modifiedFiles: [] },
        fromHook: false
      })
      const tree = (yield* session.state).tree
      expect(SessionTree.leafId(tree)).toBe(result.summaryEntry!.id)
      yield* session.prompt("third")
      const context = Either.getOrThrow(ContextBuilder.build((yield* session.state).tree, SessionTree.leafId((yield* session.state).tree)))
      expect(context.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "branchSummary", "user", "assistant"])
    }).pipe(
      Effect.provide(environment([ScriptedModel.text("one"), ScriptedModel.text("two"), summaryScript("## Goal\nsummary text"), ScriptedModel.text("three")]))
    ))

  it.scoped("/tree without a summary records the move with a marker; an extension can supply the summary", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      yield* session.prompt("first")
      const entries = SessionTree.entries((yield* session.state).tree)
      const user = entries.find((e) => e.role === "user")!
      const plain = yield* session.navigate(user.id!)
      expect(plain).toEqual({ cancelled: false, editorText: "first" })
      const last = SessionTree.entries((yield* session.state).tree).at(-1)!
      expect(last.value).toMatchObject({ type: "custom", customType: "arbor.leaf", parentId: user.parentId })
      const assistant = entries.find((e) => e.role === "assistant")!
      const supplied = yield* session.navigate(assistant.id!, { summarize: true })
      expect(supplied.summaryEntry).toMatchObject({ summary: "from the extension", fromHook: true })
    }).pipe(
      Effect.provide(
        environment(
          [ScriptedModel.text("one")],
          [{ name: "summarizer", session_before_tree: () => Effect.succeed({ summary: { summary: "from the extension" } }) }]
        )
      )
    ))

  it.scoped("aborting a branch summary cancels the navigation and appends nothing", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      yield* session.prompt("first")
      yield* session.prompt("second")
      const before = SessionTree.entries((yield* session.state).tree).length
      const firstUser = SessionTree.entries((yield* session.state).tree).find((e) => e.role === "user")!
      const running = yield* Effect.fork(session.navigate(firstUser.id!, { summarize: true }))
      yield* TestClock.adjust("10 millis")
      expect(yield* session.activity).toBe("navigating")
      const refused = yield* Effect.either(session.prompt("meanwhile"))
      expect(Either.isLeft(refused) && refused.left.message).toBe(AgentSession.BUSY_PROMPT_COMPACTING)
      expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "AgentBusy", operation: "prompt", running: "navigating" })
      yield* session.abort
      expect(yield* Fiber.join(running)).toEqual({ cancelled: true, aborted: true })
      expect(SessionTree.entries((yield* session.state).tree).length).toBe(before)
    }).pipe(Effect.provide(environment([ScriptedModel.text("one"), ScriptedModel.text("two"), { ...ScriptedModel.text("never"), stallAfter: 0 }]))))

  it.scoped("/compact summarizes the older turns; the context then starts with the summary", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), {
        systemPrompt: "sys",
        compaction: { enabled: true, reserveTokens: 16384, keepRecentTokens: 5 }
      })
      yield* session.prompt("first question, long enough to count")
      yield* session.prompt("second question, long enough to count")
      const result = yield* session.compact("focus on questions")
      expect(result.summary).toBe("## Goal\ncompacted")
      const tree = (yield* session.state).tree
      const compaction = SessionTree.leafEntry(tree)!
      expect(compaction.value).toMatchObject({ type: "compaction", summary: "## Goal\ncompacted", fromHook: false })
      const context = Either.getOrThrow(ContextBuilder.build(tree, SessionTree.leafId(tree)))
      expect(context.messages.map((m) => m.role).slice(0, 2)).toEqual(["system", "compactionSummary"])
      const again = yield* Effect.either(session.compact())
      expect(Either.isLeft(again) && again.left.message).toBe("Already compacted")
    }).pipe(Effect.provide(environment([ScriptedModel.text("answer one"), ScriptedModel.text("answer two"), ScriptedModel.text("## Goal\ncompacted")]))))

  it.scoped("between turns, a context past the threshold is compacted before the next request", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), {
        compaction: { enabled: true, reserveTokens: 99_990, keepRecentTokens: 1 }
      })
      yield* session.prompt("an earlier question")
      yield* session.prompt("read a.ts please")
      const kinds = SessionTree.entries((yield* session.state).tree).map((e) => (e.type === "message" ? e.role : e.type))
      expect(kinds.slice(-5)).toEqual(["user", "assistant", "toolResult", "compaction", "assistant"])
    }).pipe(
      Effect.provide(
        environment(
          [ScriptedModel.text("earlier"), ScriptedModel.toolUse([{ id: "c1", name: "read", arguments: { path: "a.ts" } }]), ScriptedModel.text("read it")],
          [],
          "## Goal\nthreshold"
        )
      )
    ))

  it.scoped("a transient provider failure is retried with backoff (test clock); the failed attempt leaves the context", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const running = yield* Effect.fork(session.prompt("hello"))
      yield* TestClock.adjust("1 second")
      expect(yield* session.activity).toBe("streaming")
      yield* TestClock.adjust("1 second")
      const result = yield* Fiber.join(running)
      expect(result.message?.content).toEqual([{ type: "text", text: "after the retry" }])
      const tree = (yield* session.state).tree
      const kinds = SessionTree.entries(tree).map((
        e
      ) => (e.type === "message" ? `${e.role}${(e.value.message as any).stopReason === "error" ? ":error" : ""}` : e.type))
      expect(kinds.slice(-4)).toEqual(["user", "assistant:error", "context_edit", "assistant"])
      const context = Either.getOrThrow(ContextBuilder.build(tree, SessionTree.leafId(tree)))
      expect(context.messages.map((m) => m.role)).toEqual(["system", "user", "assistant"])
    }).pipe(
      Effect.provide(
        environment([{ deltas: [], stopReason: "error", errorMessage: "529 overloaded_error: Overloaded" }, ScriptedModel.text("after the retry")])
      )
    ))

  it.scoped("a failed compaction is reported to extensions with pi's prefix", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      yield* session.prompt("tiny")
      const failed = yield* Effect.either(session.compact())
      expect(Either.isLeft(failed) && failed.left.message).toBe("Nothing to compact (session too small)")
      expect(Either.isLeft(failed) && failed.left).toMatchObject({
        _tag: "AgentFailure",
        aborted: false,
        reason: { _tag: "Compaction", failure: { _tag: "NothingToDo" } }
      })
      expect(compactFailures).toEqual([{
        reason: "manual",
        errorMessage: "Compaction failed: Nothing to compact (session too small)",
        aborted: false,
        willRetry: false,
        fromExtension: false
      }])
    }).pipe(
      Effect.provide(
        environment(
          [ScriptedModel.text("small")],
          [{ name: "watcher", session_compact_failed: (event) => Effect.sync(() => void compactFailures.push(event)) }]
        )
      )
    ))

  it.scoped("an extension that cancels a compaction makes it aborted: no error text on the event, a cancelled failure", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      const events = yield* bus.subscribe
      const ends = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.filter(events, (e) => e.type === "compaction_end"), 1)))
      const store = yield* SessionStore.SessionStore
      const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), {
        compaction: { enabled: true, reserveTokens: 16384, keepRecentTokens: 5 }
      })
      yield* session.prompt("first question, long enough to count")
      yield* session.prompt("second question, long enough to count")
      const failed = yield* Effect.either(session.compact())
      expect(Either.isLeft(failed) && failed.left).toMatchObject({
        _tag: "AgentFailure",
        message: "Compaction cancelled",
        aborted: true,
        reason: { _tag: "Compaction", failure: { _tag: "Cancelled" } }
      })
      const sessionId = (yield* session.state).header.id
      expect([...(yield* Fiber.join(ends))]).toEqual([{ type: "compaction_end", reason: "manual", aborted: true, willRetry: false, sessionId }])
      expect(compactFailures.at(-1)).toEqual({ reason: "manual", errorMessage: undefined, aborted: true, willRetry: false, fromExtension: false })
    }).pipe(
      Effect.provide(
        environment(
          [ScriptedModel.text("answer one"), ScriptedModel.text("answer two")],
          [
            {
              name: "canceller",
              session_before_compact: () => Effect.succeed({ cancel: true }),
              session_compact_failed: (event) => Effect.sync(() => void compactFailures.push(event))
            }
          ]
        )
      )
    ))

  it.scoped("a context overflow is recovered once: the failed reply is left out, the branch compacted, the request retried", () =>
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/p" }), {
        compaction: { enabled: true, reserveTokens: 16384, keepRecentTokens: 1 }
      })
      yield* session.prompt("earlier question")
      const result = yield* session.prompt("a question too big")
      expect(result.message?.content).toEqual([{ type: "text", text: "fits now" }])
      const entries = SessionTree.entries((yield* session.state).tree).map((e) => e.value as any)
      const kinds = entries.map((e) => (e.type === "message" ? `${e.message.role}${e.message.stopReason ? `:${e.message.stopReason}` : ""}` : e.type))
      expect(kinds.slice(-5)).toEqual(["user", "assistant:error", "context_edit", "compaction", "assistant:stop"])
      expect(entries.at(-3)).toMatchObject({ replacement: null, targetId: entries.at(-4).id })
    }).pipe(
      Effect.provide(
        environment(
          [
            ScriptedModel.text("first answer"),
            { deltas: [], stopReason: "error", errorMessage: "400 prompt is too long: 250000 tokens > 200000 maximum" },
            ScriptedModel.text("fits now")
          ],
          [],
          "## Goal\nrecovered"
        )
      )
    ))
})

const calls: Array<string> = []
const compactFailures: Array<unknown> = []
const recorder: Extensions.Extension = {
  name: "recorder",
  session_before_fork: (e) => Effect.sync(() => void calls.push(`before_fork ${e.position === "before" ? "user" : "at"}`)).pipe(Effect.as(undefined)),
  session_before_switch: (e) => Effect.sync(() => void calls.push(`before_switch ${e.reason}`)).pipe(Effect.as(undefined)),
  session_shutdown: (e) => Effect.sync(() => void calls.push(`shutdown ${e.reason}`)),
  session_start: (e) => Effect.sync(() => void calls.push(`start ${e.reason}`))
}

describe("AgentSession: models", () => {
  /** A registry whose models.json holds one local provider with two models (never asked: nothing is prompted). */
  const registry = Layer.unwrapEffect(
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      yield* fs.makeDirectory("/agent", { recursive: true })
      const local = { baseUrl: "http://127.0.0.1:9/v1", api: "openai-completions", apiKey: "k", models: [{ id: "m1" }, { id: "m2" }] }
      yield* fs.writeFileString("/agent/models.json", JSON.stringify({ providers: { local } }))
      return ModelRegistry.layer({ agentDir: "/agent", env: {} })
    })
  ).pipe(Layer.provide(Layer.mergeAll(FetchHttpClient.layer, Shell.layer())))

  it.scoped("with real models configured, the offline responder is not offered: asked for by name, a cycle leaves it for good", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      const ids = (models: ReadonlyArray<{ readonly provider: string; readonly modelId: string }>) => models.map((m) => `${m.provider}/${m.modelId}`)
      expect(ids(yield* session.availableModels)).toEqual(["local/m1", "local/m2"])
      expect((yield* session.cycleModel(-1))?.model.modelId).toBe("m2")
      expect((yield* session.cycleModel())?.model.modelId).toBe("m1")
      expect((yield* session.cycleModel())?.model.modelId).toBe("m2")
      expect((yield* session.cycleModel())?.model.modelId).toBe("m1")
      expect(ids(yield* session.availableModels)).toEqual(["local/m1", "local/m2"])
      const changes = SessionTree.entries((yield* session.state).tree)
        .filter((e) => e.type === "model_change")
        .map((e) => `${e.value.provider}/${e.value.modelId}`)
      expect(changes).toEqual(["offline/offline", "local/m2", "local/m1", "local/m2", "local/m1"])
    }).pipe(
      Effect.provide(
        Layer.mergeAll(SessionStore.layer(config), ModelProviders.layerOffline, Toolkit.layer(tools), Extensions.layerNone, registry).pipe(
          Layer.provideMerge(EventBus.layer),
          Layer.provideMerge(platform)
        )
      )
    ))

  it.scoped("a cycle within a scope (/scoped-models) stays among its available models; with none available, every model", () =>
    Effect.gen(function*() {
      const { session } = yield* agent
      // gone/x is not available: the scope is local/m2 alone
      expect((yield* session.cycleModel(1, ["gone/x", "local/m2"]))?.model.modelId).toBe("m2")
      expect(yield* session.cycleModel(1, ["gone/x", "local/m2"])).toBeUndefined()
      expect((yield* session.cycleModel(1, ["gone/x"]))?.model.modelId).toBe("m1")
      expect((yield* session.cycleModel(-1, ["local/m2", "local/m1"]))?.model.modelId).toBe("m2")
    }).pipe(
      Effect.provide(
        Layer.mergeAll(SessionStore.layer(config), ModelProviders.layerOffline, Toolkit.layer(tools), Extensions.layerNone, registry).pipe(
          Layer.provideMerge(EventBus.layer),
          Layer.provideMerge(platform)
        )
      )
    ))
})
