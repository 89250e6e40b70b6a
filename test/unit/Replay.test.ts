/**
 * Deterministic replay: under the test clock, a seeded id source and the replay model, a
 * scripted session (turns with tool calls, an abort, a /tree with a summary, a compaction,
 * a fork) writes byte-identical files on every run. And replay proper: such a session, any
 * session the generated agent scripts write, every conformance case and `arbor`'s own files
 * replay byte-identically from their recordings, while a program that asks something else (a
 * prompt word, a tool result byte) is told where, by entry, line and field. The built `arbor`
 * replaying its own files is test/e2e/ReplayCli.test.ts.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, FastCheck as fc, Fiber, Layer, Random, TestClock, TestContext } from "effect"
import * as nodeFs from "node:fs"
import * as nodePath from "node:path"
import * as AssistantMessage from "../../src/domain/format/AssistantMessage.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as ReplayDomain from "../../src/domain/tree/Replay.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import * as Replay from "../../src/services/agent/Replay.js"
import type { Model } from "../../src/services/model/Model.js"
import * as ModelProviders from "../../src/services/model/ModelProviders.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import * as Corpus from "../support/Corpus.js"
import * as ScriptedModel from "../support/ScriptedModel.js"

const reply = (blocks: ReadonlyArray<AssistantMessage.Delta>, stopReason: "stop" | "toolUse" = "stop"): Json.JsonObject =>
  AssistantMessage.finish(
    blocks.reduce(
      AssistantMessage.apply,
      AssistantMessage.start({ api: "anthropic-messages", provider: "anthropic", model: "claude-sonnet-4-5", timestamp: 0 })
    ),
    { stopReason, responseId: "msg_recorded" }
  )
const say = (text: string) => reply([{ type: "text_delta", index: 0, delta: text }])
const call = (id: string, name: string, args: Json.JsonObject) =>
  reply(
    [
      { type: "text_delta", index: 0, delta: `calling ${name}` },
      { type: "toolcall_start", index: 1, id, name },
      { type: "toolcall_delta", index: 1, delta: JSON.stringify(args) }
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
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const files: Record<string, string> = {}
    for (const name of (yield* fs.readDirectory(dir, { recursive: true })).sort()) {
      const full = path.join(dir, name)
      if ((yield* fs.stat(full)).type === "File") files[name] = yield* fs.readFileString(full)
    }
    return files
  })

const script = Effect.gen(function*() {
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
    Effect.gen(function*() {
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
    Effect.gen(function*() {
      const first = yield* run(42)
      const second = yield* run(42)
      expect(Object.keys(first.files).filter((name) => name.endsWith(".jsonl"))).toHaveLength(2)
      expect(second.files).toEqual(first.files)
      const original = Object.entries(first.files).find(([name, text]) => name.endsWith(".jsonl") && text.includes("\"branch_summary\""))![1]
      for (
        const expected of ["\"stopReason\":\"aborted\"", "\"Operation aborted\"", "\"type\":\"compaction\"", "\"label\":\"back here\"", "\"toolName\":\"read\""]
      ) {
        expect(original).toContain(expected)
      }
      const fork = Object.entries(first.files).find(([name]) =>
        name.endsWith(".jsonl") && first.fork.storage?._tag === "Written" && first.fork.storage.file.endsWith(name)
      )![1]
      expect(fork).toContain("on the fork")
      const other = yield* run(7)
      expect(other.files).not.toEqual(first.files)
    }))
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
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const dir = yield* fs.makeTempDirectory({ prefix: "replay-" })
    const report = yield* Replay.replayFile(file, dir)
    return { report, written: report.file === undefined ? undefined : yield* fs.readFileString(report.file), original: yield* fs.readFileString(file) }
  })

/** The recorded entry whose message has the given role and text. */
const entryWith = (recording: Replay.Recording, role: string, text: string) =>
  recording.entries.find((e) => e.role === role && JSON.stringify(e.value.message).includes(text))!

/** The recording the script writes (its main file, the one with the /tree summary), read for a replay. */
const recordedScript = Effect.gen(function*() {
  yield* Effect.scoped(script).pipe(Effect.withRandom(Random.make(42)), Effect.provide(TestContext.TestContext))
  const files = yield* sessionFiles("/agent")
  const main = Object.keys(files).find((name) => files[name]!.includes("\"branch_summary\""))!
  return yield* Replay.read(`/agent/${main}`)
}).pipe(Effect.provide(layers(ModelProviders.layerReplay(recording))))

describe("replay of a recorded session", () => {
  it.effect("the scripted session and its fork replay byte-identically, through prompts, moves and commands", () =>
    Effect.gen(function*() {
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
      const main = Object.keys(files).find((name) => files[name]!.includes("\"branch_summary\""))!
      const { report } = yield* replayed(`/agent/${main}`)
      // four prompts re-run through the agent (the aborted one included), the /tree move with its
      // summary too (the model's answer from the recording); the label and the compaction as commands
      expect(report.operations).toEqual({ ThinkingLevel: 1, Prompt: 4, Summarize: 1, Apply: 2 })
    }).pipe(Effect.provide(layers(ModelProviders.layerReplay(recording)))))

  it.effect("a planted prompt word is reported at the reply that answered the recorded prompt", () =>
    Effect.gen(function*() {
      const recorded = yield* recordedScript
      const expectedReply = recorded.entries.find((e) => e.role === "assistant")!
      // the same program with one word changed, answered from the recording
      const changed = Effect.scoped(
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), {
            systemPrompt: "You are replayed.",
            thinkingLevel: "medium"
          })
          yield* session.prompt("read b.ts")
          return yield* Replay.difference
        })
      )
      const difference = yield* changed.pipe(Effect.provide(
        Layer.mergeAll(SessionStore.layer(config), Replay.layer(recorded), Extensions.layerNone).pipe(
          Layer.provideMerge(EventBus.layer),
          Layer.provideMerge(Layer.merge(MemoryFileSystem.layer, Path.layer))
        )
      ))
      expect(difference).toEqual({
        kind: "request",
        entryId: expectedReply.id,
        line: expectedReply.line,
        field: { path: "messages[1].content[0].text", expected: "\"read a.ts\"", actual: "\"read b.ts\"" },
        reason: "the model request differs from the one this recorded reply answered"
      })
      expect(ReplayDomain.describe(difference!)).toBe(
        `line ${expectedReply.line} (entry ${expectedReply.id}): the model request differs from the one this recorded reply answered: messages[1].content[0].text: expected "read a.ts", got "read b.ts"`
      )
    }))

  it.effect("a planted tool result byte is reported at the next reply, and the unchanged program is told nothing", () =>
    Effect.gen(function*() {
      const recorded = yield* recordedScript
      const firstTurn = (read: string) =>
        Effect.scoped(
          Effect.gen(function*() {
            const store = yield* SessionStore.SessionStore
            const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), {
              systemPrompt: "You are replayed.",
              thinkingLevel: "medium"
            })
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
                  {
                    name: "read",
                    description: "Read a file",
                    parameters: { type: "object" },
                    run: (args) => Effect.succeed(Toolkit.text(`${read} (${String(args.path)})`))
                  },
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
        field: { path: "messages[3].content[0].text", expected: "\"1\\n2\\n3 (a.ts)\"", actual: "\"1\\n2\\n4 (a.ts)\"" },
        reason: "the model request differs from the one this recorded reply answered"
      })
    }))

  it.effect("every conformance case replays byte-identically", () =>
    Effect.gen(function*() {
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
    }).pipe(Effect.provide(layers(ModelProviders.layerOffline))))
})

// ---------------------------------------------------------------------------------------------
// Any session an agent script writes
// ---------------------------------------------------------------------------------------------

type Act =
  | { readonly _tag: "Prompt"; readonly text: string; readonly reply: "text" | "tools" | "retry" | "fatal" }
  | { readonly _tag: "Navigate"; readonly pick: number; readonly summarize: boolean; readonly label: string | undefined }
  | { readonly _tag: "Compact" }
  | { readonly _tag: "Level"; readonly level: string }
  | { readonly _tag: "Model"; readonly modelId: string }
  | { readonly _tag: "Label"; readonly pick: number; readonly label: string }
  | { readonly _tag: "Name"; readonly name: string }
  | { readonly _tag: "Bash"; readonly command: string; readonly output: string; readonly exitCode: number | undefined }

const words = fc.string({ minLength: 1, maxLength: 12 })
const act: fc.Arbitrary<Act> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      _tag: fc.constant("Prompt" as const),
      text: words,
      reply: fc.constantFrom("text" as const, "tools" as const, "retry" as const, "fatal" as const)
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({ _tag: fc.constant("Navigate" as const), pick: fc.nat(), summarize: fc.boolean(), label: fc.option(words, { nil: undefined }) })
  },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Compact" as const) }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Level" as const), level: fc.constantFrom("off", "low", "medium", "high") }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Model" as const), modelId: fc.constantFrom("m1", "m2") }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Label" as const), pick: fc.nat(), label: words }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("Name" as const), name: words }) },
  {
    weight: 1,
    arbitrary: fc.record({
      _tag: fc.constant("Bash" as const),
      command: words,
      output: fc.string(),
      exitCode: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined })
    })
  }
)

/** The model's replies to a script's prompts, in order. */
const repliesFor = (acts: ReadonlyArray<Act>): ReadonlyArray<ScriptedModel.Script> =>
  acts.flatMap((a, i): ReadonlyArray<ScriptedModel.Script> => {
    if (a._tag !== "Prompt") return []
    switch (a.reply) {
      case "text":
        return [ScriptedModel.text(`answer ${i}`)]
      case "tools":
        return [
          ScriptedModel.toolUse([{ id: `call${i}`, name: "read", arguments: { path: a.text } }, { id: `call${i}b`, name: "read", arguments: { path: "b" } }]),
          ScriptedModel.text(`read ${i}`)
        ]
      case "retry":
        return [{ deltas: [], stopReason: "error", errorMessage: "529 overloaded" }, ScriptedModel.text(`after retry ${i}`)]
      case "fatal":
        return [{ deltas: [{ type: "text_delta", index: 0, delta: "half" }], stopReason: "error", errorMessage: "invalid request" }]
    }
  })

/** Runs a script through an agent on a new session; gives the file it wrote, if any. */
const agentScript = (acts: ReadonlyArray<Act>, sections: boolean) =>
  Effect.scoped(
    Effect.gen(function*() {
      const store = yield* SessionStore.SessionStore
      const session = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), {
        systemPrompt: sections ? { sections: { preamble: "You are generated.", cwd: "/work/project" } } : "You are generated.",
        thinkingLevel: "off",
        compaction: { enabled: false, reserveTokens: 16384, keepRecentTokens: 8 },
        retry: { enabled: true, maxRetries: 3, baseDelayMs: 0 }
      })
      const pick = (n: number) => {
        const all = SessionTree.entries(session_.tree)
        return all.length === 0 ? undefined : (all[n % all.length]!.id as string)
      }
      let session_ = yield* session.state
      for (const a of acts) {
        session_ = yield* session.state
        const target = "pick" in a ? pick(a.pick) : undefined
        const run: Effect.Effect<unknown, unknown> = (() => {
          switch (a._tag) {
            case "Prompt":
              return session.prompt(a.text)
            case "Navigate":
              return target === undefined ? Effect.void : session.navigate(target, { summarize: a.summarize, label: a.label })
            case "Compact":
              return session.compact()
            case "Level":
              return session.apply((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: a.level }))
            case "Model":
              return session.apply((stamp) => Session.Command.ModelChange({ ...stamp, provider: "scripted", modelId: a.modelId }))
            case "Label":
              return target === undefined ? Effect.void : session.apply((stamp) => Session.Command.Label({ ...stamp, targetId: target, label: a.label }))
            case "Name":
              return session.apply((stamp) => Session.Command.SessionInfo({ ...stamp, name: a.name }))
            case "Bash":
              return session.apply((stamp) =>
                Session.Command.BashExecution({ ...stamp, command: a.command, output: a.output, exitCode: a.exitCode, cancelled: false, truncated: false })
              )
          }
        })()
        yield* Effect.either(run)
      }
      const state = yield* session.state
      return state.flushed ? state.file : undefined
    })
  )

describe("replay of generated sessions", () => {
  it("any session an agent script writes replays byte-identically", async () => {
    let prompted = 0
    await fc.assert(
      fc.asyncProperty(fc.array(act, { minLength: 1, maxLength: 12 }), fc.boolean(), async (acts, sections) => {
        const result = await Effect.runPromise(
          Effect.gen(function*() {
            const file = yield* agentScript(acts, sections)
            if (file === undefined) return undefined
            return yield* replayed(file)
          }).pipe(
            Effect.provide(
              layers(ScriptedModel.layer(repliesFor(acts), { summary: "## Goal\nsummarized" }))
            )
          )
        )
        if (result === undefined) return
        expect(result.report.difference).toBeUndefined()
        expect(result.written).toBe(result.original)
        prompted += result.report.operations.Prompt ?? 0
      }),
      { numRuns: 40 }
    )
    // the replays re-ran prompts through the agent, not only commands
    expect(prompted).toBeGreaterThan(20)
  })
})

// ---------------------------------------------------------------------------------------------
// Sessions pi 1.6.0's own agent wrote
// ---------------------------------------------------------------------------------------------

const realPi = nodePath.join(Corpus.root, "test/fixtures/real-pi")

describe("replay of real pi sessions", () => {
  // the fixtures come with the real-pi test (its own branch); until then there is nothing to read
  it.effect.runIf(nodeFs.existsSync(realPi))("each one replays byte-identically, its prompts re-run through the agent", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const names = nodeFs.readdirSync(realPi).filter((name) => name.endsWith(".jsonl"))
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) {
        const text = nodeFs.readFileSync(nodePath.join(realPi, name), "utf8")
        yield* fs.makeDirectory("/real-pi", { recursive: true })
        yield* fs.writeFileString(`/real-pi/${name}`, text)
        const { report, written } = yield* replayed(`/real-pi/${name}`)
        expect(report.difference, name).toBeUndefined()
        expect(written).toBe(text)
        const prompts = text.split("\n").filter((line) => line.includes("\"role\":\"user\"")).length
        expect(report.operations.Prompt, name).toBe(prompts)
      }
    }).pipe(Effect.provide(layers(ModelProviders.layerOffline))))
})

// ---------------------------------------------------------------------------------------------
// The pure parts
// ---------------------------------------------------------------------------------------------

describe("differences and pi's branch", () => {
  it("the first differing field is named by its JSON path, in the recorded key order", () => {
    expect(ReplayDomain.firstDifference({ a: [1, { b: "x", c: 1 }] }, { a: [1, { b: "y", c: 2 }] })).toEqual({
      path: "a[1].b",
      expected: "\"x\"",
      actual: "\"y\""
    })
    expect(ReplayDomain.firstDifference({ a: 1 }, { a: 1, "odd key": true })).toEqual({ path: "[\"odd key\"]", expected: "(missing)", actual: "true" })
    expect(ReplayDomain.firstDifference([1, 2], [1])).toEqual({ path: "[1]", expected: "2", actual: "(missing)" })
    expect(ReplayDomain.firstDifference({ a: { b: [1] } }, { a: { b: [1] } })).toBeUndefined()
    expect(ReplayDomain.firstDifference("x".repeat(100), "y")?.expected).toBe(`"${"x".repeat(78)}…`)
    // equal values whose lines differ: the keys' order
    expect(ReplayDomain.lineDifference("{\"a\":1,\"b\":2}", "{\"b\":2,\"a\":1}")).toEqual({
      path: "(key order or encoding)",
      expected: "\"{\\\"a\\\":1,\\\"b\\\":2}\"",
      actual: "\"{\\\"b\\\":2,\\\"a\\\":1}\""
    })
  })

  it("Branch moves the leaf to any entry, a user message too, and writes a summary there when given one", () => {
    const created = Session.create({ sessionId: "01a24cdd-6e21-795b-91da-6ae4abeb8ab2", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" })
    if (created._tag === "Left") throw created.left
    const stamp = (id: string): Session.Stamp => ({ timestamp: "2026-01-01T00:00:01.000Z", ids: { draw: () => id } })
    const apply = (state: Session.SessionState, command: Session.Command) => {
      const result = Session.apply(state, command)
      if (result._tag === "Left") throw result.left
      return result.right
    }
    const user = apply(
      created.right,
      Session.Command.AppendMessage({ ...stamp("u1"), message: { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 1 } })
    )
    const reply = apply(user.state, Session.Command.AppendMessage({ ...stamp("a1"), message: { role: "assistant", content: [], timestamp: 2 } }))
    const moved = apply(reply.state, Session.Command.Branch({ leafId: "u1" }))
    expect([moved.appended, moved.effects, moved.leafId]).toEqual([[], [], "u1"])
    const summarized = apply(reply.state, Session.Command.Branch({ leafId: "u1", summary: { ...stamp("s1"), summary: { summary: "left" } } }))
    expect(summarized.appended.map((e) => e.text)).toEqual([
      "{\"type\":\"branch_summary\",\"id\":\"s1\",\"parentId\":\"u1\",\"timestamp\":\"2026-01-01T00:00:01.000Z\",\"fromId\":\"a1\",\"summary\":\"left\"}"
    ])
    expect(Session.apply(reply.state, Session.Command.Branch({ leafId: "nope" }))._tag).toBe("Left")
  })

  it("a request gets the recorded reply whose request it equals, not merely the next one", () => {
    const created = Session.create({ sessionId: "01a24cdd-6e21-795b-91da-6ae4abeb8ab2", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" })
    if (created._tag === "Left") throw created.left
    let state = created.right
    const add = (id: string, message: Json.JsonObject, leaf?: string | null) => {
      if (leaf !== undefined) state = (Session.apply(state, Session.Command.Branch({ leafId: leaf })) as { right: Session.Transition }).right.state
      const result = Session.apply(state, Session.Command.AppendMessage({ timestamp: "2026-01-01T00:00:01.000Z", ids: { draw: () => id }, message }))
      if (result._tag === "Left") throw result.left
      state = result.right.state
    }
    const user = (text: string) => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 })
    const reply = (text: string) => ({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop", timestamp: 2 })
    add("ua", user("first"))
    add("ra", reply("to first"))
    add("ub", user("second"), null)
    add("rb", reply("to second"))
    const entries = SessionTree.entries(state.tree)
    // asked the second question where the first one's reply comes next: the second one's reply
    const found = ReplayDomain.answer(state.tree, entries, 1, [user("second")])
    expect(found._tag === "Reply" && [found.entry.id, found.index]).toEqual(["rb", 3])
    // asked something no reply answered: the difference from the reply expected here
    const differs = ReplayDomain.answer(state.tree, entries, 1, [user("third")])
    expect(differs._tag === "Differs" && differs.difference).toEqual({
      kind: "request",
      entryId: "ra",
      line: undefined,
      field: { path: "messages[0].content[0].text", expected: "\"first\"", actual: "\"third\"" },
      reason: "the model request differs from the one this recorded reply answered"
    })
  })
})

describe("replay of a labelled move onto a leaf marker", () => {
  it("writes the label below the marker, as the move did (found by the property above)", async () => {
    const acts: ReadonlyArray<Act> = [
      { _tag: "Navigate", pick: 0, summarize: true, label: " " },
      { _tag: "Navigate", pick: 223247865, summarize: false, label: undefined },
      { _tag: "Navigate", pick: 0, summarize: true, label: " " },
      { _tag: "Name", name: " " },
      { _tag: "Prompt", text: " ", reply: "text" },
      { _tag: "Navigate", pick: 432301038, summarize: false, label: " " }
    ]
    const result = await Effect.runPromise(
      Effect.gen(function*() {
        const file = (yield* agentScript(acts, false)) as string
        return yield* replayed(file)
      }).pipe(Effect.provide(layers(ScriptedModel.layer(repliesFor(acts), { summary: "## Goal\nsummarized" }))))
    )
    const lines = result.original.trimEnd().split("\n").map((line) => JSON.parse(line) as { type: string; id: string; parentId?: string; customType?: string })
    const markers = new Set(lines.filter((l) => l.type === "custom" && l.customType === "arbor.leaf").map((l) => l.id))
    // the case: the last line is a label written below a marker
    expect(lines.at(-1)?.type).toBe("label")
    expect(markers.has(lines.at(-1)?.parentId ?? "")).toBe(true)
    expect(result.report.difference).toBeUndefined()
    expect(result.written).toBe(result.original)
  })
})
