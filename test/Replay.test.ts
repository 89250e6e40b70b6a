/**
 * Deterministic replay: under the test clock, a seeded id source and the replay model, a
 * scripted session (turns with tool calls, an abort, a /tree with a summary, a compaction,
 * a fork) writes byte-identical files on every run. And replay proper: such a session, any
 * session the generated agent scripts write, every conformance case and `arbor`'s own files
 * replay byte-identically from their recordings, while a program that asks something else (a
 * prompt word, a tool result byte) is told where, by entry, line and field.
 */
import { describe, expect, it } from "@effect/vitest"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Either, Exit, FastCheck as fc, Fiber, Layer, Random, TestClock, TestContext } from "effect"
import * as fs from "node:fs"
import * as nodePath from "node:path"
import * as AssistantMessage from "../src/domain/AssistantMessage.js"
import type * as Json from "../src/domain/Json.js"
import * as ReplayDomain from "../src/domain/Replay.js"
import * as Session from "../src/domain/Session.js"
import * as SessionTree from "../src/domain/SessionTree.js"
import * as AgentSession from "../src/services/AgentSession.js"
import * as EventBus from "../src/services/EventBus.js"
import * as Extensions from "../src/services/Extensions.js"
import * as MemoryFileSystem from "../src/services/MemoryFileSystem.js"
import type { Model } from "../src/services/Model.js"
import * as ModelProviders from "../src/services/ModelProviders.js"
import * as Replay from "../src/services/Replay.js"
import * as SessionStore from "../src/services/SessionStore.js"
import * as Toolkit from "../src/services/Toolkit.js"
import * as Corpus from "./support/Corpus.js"
import * as ScriptedModel from "./support/ScriptedModel.js"
import { arbor, shown, tempDir } from "./support/Spawn.js"

const reply = (blocks: ReadonlyArray<AssistantMessage.Delta>, stopReason: "stop" | "toolUse" = "stop"): Json.JsonObject =>
  AssistantMessage.finish(
    blocks.reduce(AssistantMessage.apply, AssistantMessage.start({ api: "anthropic-messages", provider: "anthropic", model: "claude-sonnet-4-5", timestamp: 0 })),
    { stopReason, responseId: "msg_recorded" }
  )
const say = (text: string) => reply([{ _tag: "TextDelta", index: 0, delta: text }])
const call = (id: string, name: string, args: Json.JsonObject) =>
  reply(
    [
      { _tag: "TextDelta", index: 0, delta: `calling ${name}` },
      { _tag: "ToolCallStart", index: 1, id, name },
      { _tag: "ToolCallDelta", index: 1, delta: JSON.stringify(args) }
    ],
    "toolUse"
  )

/** The recorded replies, in the order the script asks for them. */
const recording: ReadonlyArray<Json.JsonObject> = [
  call("t1", "read", { path: "a.ts" }),
  say("a.ts has three lines"),
  call("t2", "slow", {}),
  say("third answer"),
  say("## Goal\nexplored the slow tool"),
  say("after the tree"),
  say("## Goal\ncompacted history"),
  say("## Original Request\nprefix"),
  say("on the fork")
]

const tools = Toolkit.make([
  { name: "read", description: "Read a file", parameters: { type: "object" }, run: (args) => Effect.succeed(Toolkit.text(`1\n2\n3 (${String(args.path)})`)) },
  { name: "slow", description: "Takes a minute", parameters: { type: "object" }, run: () => Effect.as(Effect.sleep("1 minute"), Toolkit.text("late")) }
])

const config: SessionStore.StoreConfig = {
  agentDir: "/agent",
  cwd: "/work",
  owner: { pid: 1, host: "replay", startedAt: "1970-01-01T00:00:00.000Z" },
  isAlive: () => true
}

/** Every file under `dir`, path → content. */
const snapshotFiles = (dir: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const files: Record<string, string> = {}
    for (const name of (yield* fs.readDirectory(dir, { recursive: true })).sort()) {
      const full = path.join(dir, name)
      if ((yield* fs.stat(full)).type === "File") files[name] = yield* fs.readFileString(full)
    }
    return files
  })

const script = Effect.gen(function* () {
  const store = yield* SessionStore.SessionStore
  const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), {
    systemPrompt: "You are replayed.",
    thinkingLevel: "medium",
    compaction: { enabled: true, reserveTokens: 16384, keepRecentTokens: 8 }
  })
  yield* TestClock.adjust("1 second")
  yield* session.prompt("read a.ts")
  yield* TestClock.adjust("1 second")
  const slow = yield* Effect.fork(session.prompt("now the slow one"))
  yield* TestClock.adjust("5 seconds")
  yield* session.abort
  yield* Fiber.join(slow)
  yield* session.prompt("third")
  const firstUser = SessionTree.entries((yield* session.state).tree).find((e) => e.role === "user")!
  yield* TestClock.adjust("1 second")
  yield* session.navigate(firstUser.id!, { summarize: true, label: "back here" })
  yield* session.prompt("after the tree")
  yield* TestClock.adjust("1 second")
  yield* session.compact()
  const fork = yield* session.fork(firstUser.id!, "at")
  yield* session.prompt("on the fork")
  return fork
})

const run = (seed: number) =>
  Effect.scoped(
    Effect.gen(function* () {
      const fork = yield* script
      return { fork, files: yield* snapshotFiles("/agent") }
    })
  ).pipe(
    Effect.withRandom(Random.make(seed)),
    // each run starts its own test clock at 0
    Effect.provide(TestContext.TestContext),
    Effect.provide(
      Layer.mergeAll(SessionStore.layer(config), ModelProviders.layerReplay(recording), Toolkit.layer(tools), Extensions.layerNone).pipe(
        Layer.provideMerge(EventBus.layer),
        Layer.provideMerge(Layer.merge(MemoryFileSystem.layer, Path.layer))
      )
    )
  )

describe("deterministic replay", () => {
  it.effect("the same script writes byte-identical files on every run", () =>
    Effect.gen(function* () {
      const first = yield* run(42)
      const second = yield* run(42)
      expect(Object.keys(first.files).filter((name) => name.endsWith(".jsonl"))).toHaveLength(2)
      expect(second.files).toEqual(first.files)
      const original = Object.entries(first.files).find(([name, text]) => name.endsWith(".jsonl") && text.includes('"branch_summary"'))![1]
      for (const expected of ['"stopReason":"aborted"', '"Operation aborted"', '"type":"compaction"', '"label":"back here"', '"toolName":"read"']) {
        expect(original).toContain(expected)
      }
      const fork = Object.entries(first.files).find(([name]) => name.endsWith(".jsonl") && first.fork.file?.endsWith(name))![1]
      expect(fork).toContain("on the fork")
      const other = yield* run(7)
      expect(other.files).not.toEqual(first.files)
    })
  )
})

// ---------------------------------------------------------------------------------------------
// Replay from a recording
// ---------------------------------------------------------------------------------------------

/** The layers a program runs under in memory: the store, its model and tools, the bus. */
const layers = <R>(model: Layer.Layer<Model | R>, toolkit: Layer.Layer<Toolkit.Toolkit> = Toolkit.layer(tools)) =>
  Layer.mergeAll(SessionStore.layer(config), model, toolkit, Extensions.layerNone).pipe(
    Layer.provideMerge(EventBus.layer),
    Layer.provideMerge(Layer.merge(MemoryFileSystem.layer, Path.layer))
  )

/** Every session file under `dir`, path → content. */
const sessionFiles = (dir: string) =>
  Effect.map(snapshotFiles(dir), (files) => Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith(".jsonl"))))

/** Replays `file` into a fresh directory and gives the report with the bytes written. */
const replayed = (file: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const dir = yield* fs.makeTempDirectory({ prefix: "replay-" })
    const report = yield* Replay.replayFile(file, dir)
    return { report, written: report.file === undefined ? undefined : yield* fs.readFileString(report.file), original: yield* fs.readFileString(file) }
  })

/** The recorded entry whose message has the given role and text. */
const entryWith = (recording: Replay.Recording, role: string, text: string) =>
  recording.entries.find((e) => e.role === role && JSON.stringify(e.value.message).includes(text))!

describe("replay of a recorded session", () => {
  it.effect("the scripted session and its fork replay byte-identically, through prompts, moves and commands", () =>
    Effect.gen(function* () {
      yield* Effect.scoped(script).pipe(Effect.withRandom(Random.make(42)), Effect.provide(TestContext.TestContext))
      const files = yield* sessionFiles("/agent")
      expect(Object.keys(files)).toHaveLength(2)
      for (const name of Object.keys(files)) {
        const { original, report, written } = yield* replayed(`/agent/${name}`)
        expect(report.difference).toBeUndefined()
        expect(report.identical).toBe(true)
        expect(written).toBe(original)
        expect(report.entries).toBe(original.trim().split("\n").length - 1)
      }
      const main = Object.keys(files).find((name) => files[name]!.includes('"branch_summary"'))!
      const { report } = yield* replayed(`/agent/${main}`)
      // four prompts re-run through the agent (the aborted one included); the summary and the compaction as commands
      expect(report.operations).toEqual({ ThinkingLevel: 1, Prompt: 4, Apply: 3 })
    }).pipe(Effect.provide(layers(ModelProviders.layerReplay(recording))))
  )

  it.effect("a planted prompt word is reported at the reply that answered the recorded prompt", () =>
    Effect.gen(function* () {
      const recorded = yield* Effect.gen(function* () {
        yield* Effect.scoped(script).pipe(Effect.withRandom(Random.make(42)), Effect.provide(TestContext.TestContext))
        const files = yield* sessionFiles("/agent")
        const main = Object.keys(files).find((name) => files[name]!.includes('"branch_summary"'))!
        return yield* Replay.read(`/agent/${main}`)
      }).pipe(Effect.provide(layers(ModelProviders.layerReplay(recording))))
      const expectedReply = recorded.entries.find((e) => e.role === "assistant")!
      // the same program with one word changed, answered from the recording
      const changed = Effect.scoped(
        Effect.gen(function* () {
          const store = yield* SessionStore.SessionStore
          const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), { systemPrompt: "You are replayed.", thinkingLevel: "medium" })
          yield* session.prompt("read b.ts")
          return yield* Replay.difference
        })
      )
      const difference = yield* changed.pipe(Effect.provide(Layer.mergeAll(SessionStore.layer(config), Replay.layer(recorded), Extensions.layerNone).pipe(
        Layer.provideMerge(EventBus.layer),
        Layer.provideMerge(Layer.merge(MemoryFileSystem.layer, Path.layer))
      )))
      expect(difference).toEqual({
        kind: "request",
        entryId: expectedReply.id,
        line: expectedReply.line,
        field: { path: "messages[1].content[0].text", expected: '"read a.ts"', actual: '"read b.ts"' },
        reason: "the model request differs from the one this recorded reply answered"
      })
      expect(ReplayDomain.describe(difference!)).toBe(
        `line ${expectedReply.line} (entry ${expectedReply.id}): the model request differs from the one this recorded reply answered: messages[1].content[0].text: expected "read a.ts", got "read b.ts"`
      )
    })
  )

  it.effect("a planted tool result byte is reported at the next reply, and the unchanged program is told nothing", () =>
    Effect.gen(function* () {
      const recorded = yield* Effect.gen(function* () {
        yield* Effect.scoped(script).pipe(Effect.withRandom(Random.make(42)), Effect.provide(TestContext.TestContext))
        const files = yield* sessionFiles("/agent")
        const main = Object.keys(files).find((name) => files[name]!.includes('"branch_summary"'))!
        return yield* Replay.read(`/agent/${main}`)
      }).pipe(Effect.provide(layers(ModelProviders.layerReplay(recording))))
      const firstTurn = (read: string) =>
        Effect.scoped(
          Effect.gen(function* () {
            const store = yield* SessionStore.SessionStore
            const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), { systemPrompt: "You are replayed.", thinkingLevel: "medium" })
            yield* session.prompt("read a.ts")
            return { difference: yield* Replay.difference, state: yield* session.state }
          })
        ).pipe(
          Effect.provide(
            Layer.mergeAll(
              SessionStore.layer(config),
              Replay.layerModel(recorded),
              Toolkit.layer(
                Toolkit.make([
                  { name: "read", description: "Read a file", parameters: { type: "object" }, run: (args) => Effect.succeed(Toolkit.text(`${read} (${String(args.path)})`)) },
                  { name: "slow", description: "Takes a minute", parameters: { type: "object" }, run: () => Effect.succeed(Toolkit.text("late")) }
                ])
              ),
              Extensions.layerNone
            ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(Layer.merge(MemoryFileSystem.layer, Path.layer)))
          )
        )
      // the program's own tool, unchanged: nothing differs, and its entries are the recorded ones
      const same = yield* firstTurn("1\n2\n3")
      expect(same.difference).toBeUndefined()
      expect(SessionTree.entries(same.state.tree).map((e) => e.text)).toEqual(recorded.entries.slice(0, 7).map((e) => e.text))
      // one byte changed in its result
      const changed = yield* firstTurn("1\n2\n4")
      const reply = entryWith(recorded, "assistant", "a.ts has three lines")
      expect(changed.difference).toEqual({
        kind: "request",
        entryId: reply.id,
        line: reply.line,
        field: { path: "messages[3].content[0].text", expected: '"1\\n2\\n3 (a.ts)"', actual: '"1\\n2\\n4 (a.ts)"' },
        reason: "the model request differs from the one this recorded reply answered"
      })
    })
  )

  it.effect("every conformance case replays byte-identically", () =>
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      const results: Record<string, string> = {}
      for (const c of Corpus.cases()) {
        const file = `/corpus/${c.name}/session.jsonl`
        yield* fs.makeDirectory(`/corpus/${c.name}`, { recursive: true })
        yield* fs.writeFileString(file, c.text)
        const { report, written } = yield* replayed(file)
        results[c.name] = report.difference === undefined && written === c.text ? "identical" : ReplayDomain.describe(report.difference!)
      }
      // no case needs to be left out: every one is re-created by the operations that write its entries
      expect(Object.entries(results).filter(([, result]) => result !== "identical")).toEqual([])
      expect(Object.keys(results)).toHaveLength(Corpus.cases().length)
    }).pipe(Effect.provide(layers(ModelProviders.layerOffline)))
  )
})
