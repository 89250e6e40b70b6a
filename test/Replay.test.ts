/**
 * Deterministic replay: under the test clock, a seeded id source and the replay model, a
 * scripted session (turns with tool calls, an abort, a /tree with a summary, a compaction,
 * a fork) writes byte-identical files on every run.
 */
import { describe, expect, it } from "@effect/vitest"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Fiber, Layer, Random, TestClock, TestContext } from "effect"
import * as AssistantMessage from "../src/domain/AssistantMessage.js"
import type * as Json from "../src/domain/Json.js"
import * as SessionTree from "../src/domain/SessionTree.js"
import * as AgentSession from "../src/services/AgentSession.js"
import * as EventBus from "../src/services/EventBus.js"
import * as Extensions from "../src/services/Extensions.js"
import * as MemoryFileSystem from "../src/services/MemoryFileSystem.js"
import * as ModelProviders from "../src/services/ModelProviders.js"
import * as SessionStore from "../src/services/SessionStore.js"
import * as Toolkit from "../src/services/Toolkit.js"

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
      const fork = Object.entries(first.files).find(([name]) => name.endsWith(".jsonl") && first.fork.storage?._tag === "Written" && first.fork.storage.file.endsWith(name))![1]
      expect(fork).toContain("on the fork")
      const other = yield* run(7)
      expect(other.files).not.toEqual(first.files)
    })
  )
})
