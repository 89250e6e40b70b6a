/**
 * The model registry on real agent directories: which models are available, where keys come
 * from (auth.json, models.json, the environment, a key command), models.json providers served
 * by the fake providers, and every failure as one line.
 */
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Context, Effect, Either, Layer, Stream } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import type { ModelRequest } from "../../src/services/model/Model.js"
import * as ModelRegistry from "../../src/services/model/ModelRegistry.js"
import * as Shell from "../../src/services/tools/Shell.js"
import * as FakeProviders from "../support/FakeProviders.js"

const hello: ModelRequest = { messages: [{ role: "user", content: [{ type: "text", text: "Say hello" }], timestamp: 1 }] }

/** A registry on a fresh agent directory holding `files`, with `env` as the environment. */
const registry = (files: Record<string, unknown>, env: Record<string, string>, startupModel?: string) =>
  Effect.gen(function*() {
    const agentDir = yield* (yield* FileSystem.FileSystem).makeTempDirectoryScoped({ prefix: "arbor-registry-" })
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(agentDir, name), typeof content === "string" ? content : JSON.stringify(content))
    }
    const context = yield* Layer.build(
      ModelRegistry.layer({ agentDir, env, startupModel }).pipe(Layer.provide(Layer.mergeAll(NodeHttpClient.layerUndici, Shell.layer())))
    )
    return { registry: Context.get(context, ModelRegistry.ModelRegistry), agentDir }
  }).pipe(Effect.provide(NodeContext.layer))

const failure = <A>(effect: Effect.Effect<A, { readonly message: string }>) =>
  Effect.map(Effect.either(effect), Either.match({ onLeft: (e) => e.message, onRight: () => "ok" }))

const ids = (models: ReadonlyArray<{ readonly provider: string; readonly modelId: string }>) => models.map((m) => `${m.provider}/${m.modelId}`)

describe("the model registry", () => {
  it.scoped("offers offline, and each provider's models once it has a key or a server", () =>
    Effect.gen(function*() {
      const none = (yield* registry({}, {})).registry
      expect(ids(yield* none.available)).toEqual(["offline/offline"])
      const keyed =
        (yield* registry({}, { ANTHROPIC_API_KEY: "k", ARBOR_BASE_URL: "http://127.0.0.1:9/v1" }, "openai-compatible/meta-llama/Llama-3.1-8B")).registry
      const available = ids(yield* keyed.available)
      expect(available).toContain("anthropic/claude-sonnet-4-5")
      expect(available).toContain("openai-compatible/meta-llama/Llama-3.1-8B")
      expect(available.some((id) => id.startsWith("openai/"))).toBe(false)
      const sonnet = (yield* keyed.available).find((m) => m.modelId === "claude-sonnet-4-5")
      expect(sonnet).toMatchObject({ name: "Claude Sonnet 4.5", contextWindow: 200_000, reasoning: true, input: ["text", "image"] })
    }))

  it.scoped("explains a missing key, a missing server, an unknown provider, a missing id and an unknown model in one line", () =>
    Effect.gen(function*() {
      const { agentDir, registry: r } = yield* registry({}, {})
      expect(yield* failure(r.select({ model: "openai/gpt-5" }))).toBe(
        `openai: OPENAI_API_KEY is not set; export it, save a key in ${agentDir}/auth.json, or choose another model with --model`
      )
      expect(yield* failure(r.select({ model: "openai-compatible/qwen" }))).toBe(
        "openai-compatible: no server URL; set ARBOR_BASE_URL (for example http://127.0.0.1:8080/v1)"
      )
      expect(yield* failure(r.select({ model: "gemini/pro" }))).toBe(
        "gemini: unknown model provider \"gemini\"; use anthropic/<id>, openai/<id>, openai-compatible/<id> or offline"
      )
      expect(yield* failure(r.select({ model: "anthropic" }))).toBe("anthropic: no model id; use --model anthropic/<id>")
      expect(yield* failure(r.select({ model: "offline" }))).toBe("ok")
      expect(yield* failure(r.select({ provider: "offline" }))).toBe("ok")
    }))

  it.scoped("takes keys from auth.json before the environment, runs a key command once, and warns about what it cannot use", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse"), FakeProviders.stream("openai-text.sse")])
      const { agentDir, registry: r } = yield* registry(
        {
          "auth.json": {
            anthropic: { type: "api_key", key: "from-auth" },
            openai: { type: "api_key", key: "!printf from-command" },
            github: { type: "oauth", access: "x" }
          }
        },
        { ANTHROPIC_API_KEY: "from-env", ANTHROPIC_BASE_URL: server.url, OPENAI_BASE_URL: `${server.url}/v1` }
      )
      expect(r.warnings).toEqual([`${agentDir}/auth.json: "github" signs in with OAuth, which Arbor does not do; use an API key for it`])
      const anthropic = yield* r.get("anthropic", "claude-sonnet-4-5")
      yield* Stream.runDrain(anthropic.stream(hello))
      expect(server.requests[0]?.headers["x-api-key"]).toBe("from-auth")
      // an id the catalog does not know is still a model of a provider with a key
      const openai = yield* r.select({ provider: "openai", model: "gpt-5-mini" })
      yield* Stream.runDrain(openai.stream(hello))
      expect(server.requests[1]?.headers.authorization).toBe("Bearer from-command")
      expect((yield* r.get("anthropic", "claude-sonnet-4-5")) === anthropic).toBe(true)

      const broken = yield* registry({
        "auth.json": "{ not json",
        "models.json": { providers: { x: { api: "google-generative-ai", baseUrl: "http://x", models: [{ id: "m" }] } } }
      }, {})
      expect(broken.registry.warnings).toEqual([
        expect.stringMatching(new RegExp(`^${broken.agentDir}/auth.json: not valid JSON \\(.*\\); ignored$`)),
        `${broken.agentDir}/models.json: provider "x": api "google-generative-ai" is not one Arbor speaks (openai-responses, anthropic-messages, openai-completions); its models are left out`
      ])
      expect(yield* failure(broken.registry.get("x", "m"))).toBe("x: Model not found: x/m")
    }))

  it.scoped("serves the providers of models.json: their models, key, headers, limits and prices", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse")])
      const { registry: r } = yield* registry(
        {
          "models.json": {
            providers: {
              ollama: {
                baseUrl: `${server.url}/v1`,
                api: "openai-completions",
                apiKey: "${OLLAMA_TOKEN}",
                headers: { "x-team": "arbor" },
                models: [{ id: "qwen3:8b", name: "Qwen 3", reasoning: true, contextWindow: 32_768, cost: { input: 1, output: 2 } }]
              }
            }
          }
        },
        { OLLAMA_TOKEN: "secret" }
      )
      expect((yield* r.available).find((m) => m.provider === "ollama")).toEqual({
        provider: "ollama",
        modelId: "qwen3:8b",
        api: "openai-completions",
        contextWindow: 32_768,
        maxTokens: 16_384,
        reasoning: true,
        extraLevels: [],
        name: "Qwen 3",
        input: ["text"],
        baseUrl: `${server.url}/v1`,
        cost: { input: 1, output: 2, cacheRead: 0, cacheWrite: 0 }
      })
      const model = yield* r.select({ model: "qwen3:8b" })
      const events = Chunk.toArray(yield* Stream.runCollect(model.stream({ ...hello, thinkingLevel: "low" })))
      const received = server.requests[0]
      expect(received?.path).toBe("/v1/chat/completions")
      expect(received?.headers.authorization).toBe("Bearer secret")
      expect(received?.headers["x-team"]).toBe("arbor")
      expect((received?.body as { reasoning_effort?: string }).reasoning_effort).toBe("low")
      const done = events.at(-1)
      expect(done?.type === "done" && done.message).toMatchObject({ provider: "ollama", model: "qwen3:8b" })
      const usage = done?.type === "done" ? (done.message.usage as { input: number; output: number; cost: { total: number } }) : undefined
      expect(usage?.cost.total).toBeCloseTo((usage!.input * 1 + usage!.output * 2) / 1_000_000, 12)
      expect(yield* failure(r.get("ollama", "llama3"))).toBe("ollama: Model not found: ollama/llama3")
    }))
})

describe("the model a new session starts on", () => {
  /** A models.json provider on a local server that is never asked (the choice builds no request). */
  const local = (ids: ReadonlyArray<string>) => ({
    baseUrl: "http://127.0.0.1:9/v1",
    api: "openai-completions",
    apiKey: "k",
    models: ids.map((id) => ({ id }))
  })
  const twoProviders = { "models.json": { providers: { zeta: local(["z2", "z1"]), alpha: local(["a1", "a0"]) } } }

  const started = (files: Record<string, unknown>, env: Record<string, string>, settings: { defaultProvider?: string; defaultModel?: string } = {}) =>
    Effect.gen(function*() {
      const { registry: r } = yield* registry(files, env)
      const start = yield* ModelRegistry.start(r, settings)
      return { model: `${start.model.info.provider}/${start.model.info.modelId}`, warnings: start.warnings, available: ids(yield* r.available) }
    })

  it.scoped("nothing configured: the offline responder, the only model offered", () =>
    Effect.gen(function*() {
      expect(yield* started({}, {})).toEqual({ model: "offline/offline", warnings: [], available: ["offline/offline"] })
    }))

  it.scoped("models.json's providers and no default: pi's choice, the first provider's first model; offline is not offered", () =>
    Effect.gen(function*() {
      expect(yield* started(twoProviders, {})).toEqual({ model: "zeta/z2", warnings: [], available: ["zeta/z2", "zeta/z1", "alpha/a1", "alpha/a0"] })
    }))

  it.scoped("a provider's key: pi's default model of that provider, Anthropic's before OpenAI's, before models.json's", () =>
    Effect.gen(function*() {
      const anthropic = yield* started(twoProviders, { ANTHROPIC_API_KEY: "k" })
      expect(anthropic.model).toBe("anthropic/claude-opus-5-5")
      expect(anthropic.available).not.toContain("offline/offline")
      expect((yield* started({}, { OPENAI_API_KEY: "k" })).model).toBe("openai/gpt-6.2-sol")
      expect((yield* started(twoProviders, { OPENAI_API_KEY: "k", ANTHROPIC_API_KEY: "k" })).model).toBe("anthropic/claude-opus-5-5")
      const { registry: r } = yield* registry({}, { ANTHROPIC_API_KEY: "k" })
      expect((yield* ModelRegistry.start(r, {})).model.info).toMatchObject({
        name: "Claude Opus 5.5",
        contextWindow: 1_000_000,
        maxTokens: 128_000,
        reasoning: true,
        extraLevels: ["xhigh", "max"]
      })
    }))

  it.scoped("the settings' default when it can be used; else pi's choice, with a warning that says which", () =>
    Effect.gen(function*() {
      expect(yield* started(twoProviders, {}, { defaultProvider: "alpha", defaultModel: "a0" })).toMatchObject({ model: "alpha/a0", warnings: [] })
      const { agentDir, registry: r } = yield* registry(twoProviders, {})
      const start = yield* ModelRegistry.start(r, { defaultProvider: "openai", defaultModel: "gpt-5" })
      expect(`${start.model.info.provider}/${start.model.info.modelId}`).toBe("zeta/z2")
      expect(start.warnings).toEqual([
        `the default model in the settings cannot be used (openai: OPENAI_API_KEY is not set; export it, save a key in ${agentDir}/auth.json, or choose another model with --model); using zeta/z2`
      ])
      const nothing = yield* ModelRegistry.start((yield* registry({}, {})).registry, { defaultModel: "anthropic/claude-sonnet-4-5" })
      expect(nothing.model.info.provider).toBe("offline")
      expect(nothing.warnings).toHaveLength(1)
      expect(nothing.warnings[0]).toMatch(
        /^the default model in the settings cannot be used \(anthropic: ANTHROPIC_API_KEY is not set; .*\); using the offline responder$/
      )
    }))
})
