/** The README's library examples, run as written, so the front door stays true. */
import { describe, expect, it } from "@effect/vitest"
import * as Path from "@effect/platform/Path"
import { Effect, Either, Layer } from "effect"
import * as Context from "../src/domain/Context.js"
import * as IdSource from "../src/domain/IdSource.js"
import * as Session from "../src/domain/Session.js"
import * as SessionFile from "../src/domain/SessionFile.js"
import * as SessionTree from "../src/domain/SessionTree.js"
import * as AgentSession from "../src/services/AgentSession.js"
import * as EventBus from "../src/services/EventBus.js"
import * as Extensions from "../src/services/Extensions.js"
import * as Ids from "../src/services/Ids.js"
import * as ModelProviders from "../src/services/ModelProviders.js"
import * as Toolkit from "../src/services/Toolkit.js"
import { SessionStore, layerMemory } from "../src/services/SessionStore.js"
import * as Corpus from "./support/Corpus.js"

describe("README examples", () => {
  it("the domain core example", () => {
    const testCase = Corpus.cases()[0]!
    const text = testCase.text
    const loaded = SessionFile.fromText(text, IdSource.fromSeed(1))
    const state = Session.fromLoaded(loaded.header!, loaded, "/path/to/session.jsonl")
    const context = Context.build(state.tree, SessionTree.leafId(state.tree))
    expect(Corpus.plain(context)).toEqual(testCase.expected.queries[0].context)
    const target = SessionTree.path(state.tree, SessionTree.leafId(state.tree)).find((e) => e.role === "assistant")!.id!
    const result = Session.apply(
      state,
      Session.Command.Navigate({ targetId: target, timestamp: new Date().toISOString(), ids: IdSource.fromSeed(2) })
    )
    expect(Either.isRight(result) && result.right.effects[0]?._tag).toBe("AppendLines")
  })

  it.effect("the session store example", () =>
    Effect.gen(function* () {
      const program = Effect.scoped(
        Effect.gen(function* () {
          const store = yield* SessionStore
          const writer = yield* store.writer(yield* store.create({ cwd: "/work/project" }))
          const stamp = yield* Ids.stamp
          yield* writer.apply(Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: "hi", timestamp: Date.now() } }))
          return (yield* store.list({ cwd: "/work/project" })).sessions
        })
      )
      const sessions = yield* program.pipe(
        Effect.provide(layerMemory({ agentDir: "/agent", cwd: "/", owner: { pid: 1, host: "h", startedAt: "" }, isAlive: () => true }))
      )
      expect(sessions.map((s) => [s.cwd, s.firstMessage, s.messageCount])).toEqual([["/work/project", "hi", 1]])
    })
  )

  it.effect("the agent example", () =>
    Effect.gen(function* () {
      const chat = Effect.scoped(
        Effect.gen(function* () {
          const store = yield* SessionStore
          const agent = yield* AgentSession.make(yield* store.create({ cwd: "/work/project" }), { systemPrompt: "You are helpful." })
          return yield* agent.prompt("hello")
        })
      )
      const layers = Layer.mergeAll(
        layerMemory({ agentDir: "/agent", cwd: "/", owner: { pid: 1, host: "h", startedAt: "" }, isAlive: () => true }),
        ModelProviders.layerOffline,
        Toolkit.layerEmpty,
        Extensions.layerNone
      ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(Path.layer))
      const result = yield* chat.pipe(Effect.provide(layers))
      expect(result.aborted).toBe(false)
      expect(result.message?.content).toEqual([{ type: "text", text: `${ModelProviders.OFFLINE_PREFIX}hello` }])
    })
  )
})
