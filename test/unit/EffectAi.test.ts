/**
 * @effect/ai in and out: an application's `LanguageModel` layer (built with `LanguageModel.make`)
 * taken as it is by `ModelBridge.layer` answers a prompt end to end; an @effect/ai `Toolkit` with
 * Schema parameters, through `AiToolkit.layer`, is sent to the model as JSON Schema, its handler
 * receives decoded (typed) arguments and its own service, and its failure becomes an error tool
 * result in the session file; a model's failure ends the reply with the error's own words.
 */
import * as AiError from "@effect/ai/AiError"
import * as LanguageModel from "@effect/ai/LanguageModel"
import type * as Response from "@effect/ai/Response"
import * as Tool from "@effect/ai/Tool"
import * as AiToolkit from "@effect/ai/Toolkit"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, JSONSchema, Layer, Ref, Schema, Stream } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as ToolsAi from "../../src/services/agent/AiToolkit.js"
import * as Arbor from "../../src/services/agent/Arbor.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import * as ModelBridge from "../../src/services/model/ModelBridge.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"

/** A `LanguageModel` layer whose replies are `replies`, one per request, in order; it records each request's options. */
const scriptedLanguageModel = (
  replies: ReadonlyArray<ReadonlyArray<Response.StreamPartEncoded> | AiError.AiError | Error>,
  seen: Ref.Ref<ReadonlyArray<LanguageModel.ProviderOptions>>
) =>
  Layer.effect(
    LanguageModel.LanguageModel,
    Effect.gen(function*() {
      const next = yield* Ref.make(0)
      return yield* LanguageModel.make({
        generateText: () => Effect.die("not used"),
        streamText: (options) =>
          Stream.unwrap(
            Effect.gen(function*() {
              yield* Ref.update(seen, (all) => [...all, options])
              const reply = replies[yield* Ref.getAndUpdate(next, (n) => n + 1)]
              if (reply === undefined) return Stream.die("no more replies")
              if (Array.isArray(reply)) return Stream.fromIterable(reply)
              return reply instanceof Error && !("_tag" in reply) ? Stream.die(reply) : Stream.fail(reply as AiError.AiError)
            })
          )
      })
    })
  )

const usage = { inputTokens: 12, outputTokens: 3, totalTokens: 15, reasoningTokens: undefined, cachedInputTokens: 2 }

const say = (text: string): ReadonlyArray<Response.StreamPartEncoded> => [
  { type: "text-start", id: "t" },
  { type: "text-delta", id: "t", delta: text },
  { type: "text-end", id: "t" },
  { type: "finish", reason: "stop", usage }
]

const call = (id: string, name: string, params: unknown): Response.StreamPartEncoded => ({ type: "tool-call", id, name, params, providerExecuted: false })

/** A service the weather tool's handler needs. */
class Forecasts extends Context.Tag("test/Forecasts")<Forecasts, { readonly at: (city: string) => number }>() {}

class NoStation extends Schema.TaggedError<NoStation>()("NoStation", { message: Schema.String }) {}

const GetWeather = Tool.make("get_weather", {
  description: "The temperature in a city",
  parameters: { city: Schema.String, days: Schema.NumberFromString },
  success: Schema.Struct({ city: Schema.String, celsius: Schema.Number }),
  failure: NoStation
})

const Weather = AiToolkit.make(GetWeather)

const config: SessionStore.StoreConfig = {
  agentDir: "/agent",
  cwd: "/work",
  owner: { pid: 1, host: "test", startedAt: "2026-12-02T00:00:00.000Z" },
  isAlive: () => true
}

const entriesOf = (file: string) =>
  Effect.gen(function*() {
    const loaded = SessionFile.fromText(yield* (yield* FileSystem.FileSystem).readFileString(file), IdSource.fromSeed(0))
    expect(loaded.diagnostics).toEqual([])
    return SessionTree.entries(loaded.tree).map((e): any => e.value)
  })

describe("@effect/ai in and out", () => {
  it.scoped("an app's LanguageModel layer, passed as it is, answers a prompt end to end", () =>
    Effect.gen(function*() {
      const seen = yield* Ref.make<ReadonlyArray<LanguageModel.ProviderOptions>>([])
      const model = ModelBridge.layer(scriptedLanguageModel([say("Hello from the app's model")], seen))
      const result = yield* Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const agent = yield* AgentSession.make(yield* store.create({ cwd: "/work" }))
        return yield* agent.prompt("hi")
      }).pipe(Effect.provide(Arbor.layerMemory({ model })))
      const { timestamp: _t, ...message } = result.message as any
      expect(message).toEqual({
        role: "assistant",
        content: [{ type: "text", text: "Hello from the app's model" }],
        api: "effect-ai",
        provider: "effect-ai",
        model: "language-model",
        usage: message.usage,
        stopReason: "stop",
        durationMs: message.durationMs,
        thinkingLevel: "off"
      })
      expect([message.usage.input, message.usage.output, message.usage.cacheRead]).toEqual([10, 3, 2])
      const requests = yield* Ref.get(seen)
      expect(requests.length).toBe(1)
      expect(requests[0]!.prompt.content.map((m) => m.role)).toEqual(["user"])
    }))

  it.scoped("an @effect/ai tool: Schema parameters sent, typed arguments received, a failure is an error tool result in the file", () =>
    Effect.gen(function*() {
      const seen = yield* Ref.make<ReadonlyArray<LanguageModel.ProviderOptions>>([])
      const received = yield* Ref.make<ReadonlyArray<{ city: string; days: number }>>([])
      const handlers = Weather.toLayer(
        Effect.gen(function*() {
          const forecasts = yield* Forecasts
          return {
            get_weather: ({ city, days }) =>
              Effect.gen(function*() {
                yield* Ref.update(received, (all) => [...all, { city, days }])
                if (city === "Atlantis") return yield* new NoStation({ message: `No station in ${city}` })
                return { city, celsius: forecasts.at(city) + days }
              })
          }
        })
      ).pipe(Layer.provide(Layer.succeed(Forecasts, { at: (city) => city.length })))
      const model = ModelBridge.layer(
        scriptedLanguageModel([
          [call("c1", "get_weather", { city: "Paris", days: "2" }), call("c2", "get_weather", { city: "Atlantis", days: "1" }), {
            type: "finish",
            reason: "tool-calls",
            usage
          }],
          say("Paris is mild.")
        ], seen),
        { info: { provider: "app", modelId: "weather-1" } }
      )
      const environment = Layer.mergeAll(SessionStore.layer(config), ToolsAi.layer(Weather, handlers), model, Extensions.layerNone).pipe(
        Layer.provideMerge(EventBus.layer),
        Layer.provideMerge(Layer.mergeAll(MemoryFileSystem.layer, Path.layer))
      )
      yield* Effect.gen(function*() {
        const toolkit = yield* Toolkit.Toolkit
        expect(toolkit.tools).toEqual([{
          name: "get_weather",
          description: "The temperature in a city",
          parameters: {
            type: "object",
            required: ["city", "days"],
            properties: { city: { type: "string" }, days: { type: "string", description: "a string to be decoded into a number" } },
            additionalProperties: false
          }
        }])
        const store = yield* SessionStore.SessionStore
        const agent = yield* AgentSession.make(yield* store.create({ cwd: "/work" }))
        const result = yield* agent.prompt("weather?")
        expect(result.message?.content).toEqual([{ type: "text", text: "Paris is mild." }])
        expect(yield* Ref.get(received)).toEqual([{ city: "Paris", days: 2 }, { city: "Atlantis", days: 1 }])
        const results = (yield* entriesOf((yield* agent.file)!)).filter((e) => e.type === "message" && e.message.role === "toolResult").map((e) => {
          const { timestamp: _t, ...rest } = e.message
          return rest
        })
        expect(results).toEqual([
          {
            role: "toolResult",
            toolCallId: "c1",
            toolName: "get_weather",
            content: [{ type: "text", text: "{\"city\":\"Paris\",\"celsius\":7}" }],
            durationMs: 0,
            isError: false
          },
          {
            role: "toolResult",
            toolCallId: "c2",
            toolName: "get_weather",
            content: [{ type: "text", text: "No station in Atlantis" }],
            details: {},
            durationMs: 0,
            isError: true
          }
        ])
        const second = (yield* Ref.get(seen))[1]!
        expect(second.tools.map((t) => t.name)).toEqual(["get_weather"])
      }).pipe(Effect.provide(environment))
    }))

  it.scoped("a model's failure ends the reply with the error's own words", () =>
    Effect.gen(function*() {
      const seen = yield* Ref.make<ReadonlyArray<LanguageModel.ProviderOptions>>([])
      const failure = new AiError.UnknownError({ module: "MyModel", method: "streamText", description: "quota exceeded for key k-1" })
      const model = ModelBridge.layer(scriptedLanguageModel([failure], seen))
      const result = yield* Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const agent = yield* AgentSession.make(yield* store.create({ cwd: "/work" }))
        return yield* agent.prompt("hi")
      }).pipe(Effect.provide(Arbor.layerMemory({ model })))
      expect([result.message?.stopReason, result.message?.errorMessage]).toEqual(["error", "quota exceeded for key k-1"])
    }))

  /** The reply a failing model leaves: its `stopReason` and `errorMessage`. */
  const failedWith = (reply: ReadonlyArray<Response.StreamPartEncoded> | Error) =>
    Effect.gen(function*() {
      const seen = yield* Ref.make<ReadonlyArray<LanguageModel.ProviderOptions>>([])
      const result = yield* Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const agent = yield* AgentSession.make(yield* store.create({ cwd: "/work" }))
        return yield* agent.prompt("hi")
      }).pipe(Effect.provide(Arbor.layerMemory({ model: ModelBridge.layer(scriptedLanguageModel([reply], seen)) })))
      return [result.message?.stopReason, result.message?.errorMessage]
    })

  it.scoped("a stream part that does not decode is named, not the union it was decoded against", () =>
    Effect.gen(function*() {
      const part = { type: "text-delta", delta: "x" } as unknown as Response.StreamPartEncoded
      expect(yield* failedWith([part])).toEqual(["error", "Malformed reply from LanguageModel.streamText: {\"type\":\"text-delta\",\"delta\":\"x\"}"])
    }))

  it.scoped("a defect of the app's model ends the reply with its message, the prompt does not die", () =>
    Effect.gen(function*() {
      expect(yield* failedWith(new Error("the app's model broke"))).toEqual(["error", "the app's model broke"])
    }))
})

describe("Toolkit.merge", () => {
  const named = (name: string, answer: string) =>
    Toolkit.make([{ name, description: answer, parameters: { type: "object" }, run: () => Effect.succeed(Toolkit.text(answer)) }])

  it.effect("declares the first's tools, then the second's; a name both have is the second's, declared once and run by it", () =>
    Effect.gen(function*() {
      const merged = Toolkit.merge(Toolkit.merge(named("read", "built-in read"), named("grep", "built-in grep")), named("read", "app read"))
      expect(merged.tools.map((tool) => [tool.name, tool.description])).toEqual([["grep", "built-in grep"], ["read", "app read"]])
      const run = (name: string) => Effect.map(merged.run({ id: "c", name, arguments: {} }), (result) => result.content)
      expect([yield* run("read"), yield* run("grep"), yield* run("ls")]).toEqual([
        [{ type: "text", text: "app read" }],
        [{ type: "text", text: "built-in grep" }],
        [{ type: "text", text: "Tool ls not found" }]
      ])
    }))

  it("Arbor's own tools take parameters from Effect's JSONSchema.make as they are", () => {
    const toolkit = Toolkit.make([{
      name: "read",
      description: "Read a file",
      parameters: JSONSchema.make(Schema.Struct({ path: Schema.String })),
      run: (args) => Effect.succeed(Toolkit.text(String(args.path)))
    }])
    expect(toolkit.tools[0]?.parameters).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      required: ["path"],
      properties: { path: { type: "string" } },
      additionalProperties: false
    })
  })
})
