/**
 * The model layers against fake providers on 127.0.0.1: each provider module speaks its
 * protocol to a real HTTP server replaying recorded streams, and the port's events and final
 * messages are checked exactly. The offline and replay layers, the transcript rules and the
 * configuration are checked without a network.
 */
import * as AnthropicClient from "@effect/ai-anthropic/AnthropicClient"
import * as OpenAiClient from "@effect/ai-openai/OpenAiClient"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import type * as HttpClient from "@effect/platform/HttpClient"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Deferred, Effect, Either, Fiber, Layer, Ref, Schema, Stream, TestClock } from "effect"
import * as ModelCatalog from "../../src/domain/agent/ModelCatalog.js"
import * as Context from "../../src/domain/context/Context.js"
import * as Transcript from "../../src/domain/context/Transcript.js"
import * as AssistantMessage from "../../src/domain/format/AssistantMessage.js"
import type * as Json from "../../src/domain/format/Json.js"
import { Model, type ModelEvent, type ModelRequest, type ToolSpec } from "../../src/services/model/Model.js"
import * as ModelAnthropic from "../../src/services/model/ModelAnthropic.js"
import * as ModelBridge from "../../src/services/model/ModelBridge.js"
import * as ModelChatCompletions from "../../src/services/model/ModelChatCompletions.js"
import * as ModelOpenAi from "../../src/services/model/ModelOpenAi.js"
import * as ModelProviders from "../../src/services/model/ModelProviders.js"
import * as FakeProviders from "../support/FakeProviders.js"

// ---------------------------------------------------------------------------------------------
// Shared data
// ---------------------------------------------------------------------------------------------

const PNG = "iVBORw0KGgo="
const SYSTEM = "You are Arbor.\n\nWorking directory: /p"
const BRANCH = `${Context.BRANCH_SUMMARY_PREFIX}Tried X.${Context.BRANCH_SUMMARY_SUFFIX}`
const COMPACTION = `${Context.COMPACTION_SUMMARY_PREFIX}Earlier work.${Context.COMPACTION_SUMMARY_SUFFIX}`
const BASH = "Ran `ls`\n```\na.ts\n```"

const readTool: ToolSpec = {
  name: "read",
  description: "Read a file",
  parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] }
}
const bashTool: ToolSpec = {
  name: "bash",
  description: "Run a command",
  parameters: { type: "object", properties: { command: { type: "string" } }, required: ["command"] }
}

const usage0 = AssistantMessage.zeroUsage as unknown as Json.JsonObject

const assistant = (content: ReadonlyArray<Json.JsonObject>, stopReason: string, extra: Json.JsonObject = {}): Json.JsonObject => ({
  role: "assistant",
  content,
  api: "anthropic-messages",
  provider: "anthropic",
  model: "claude-sonnet-4-5",
  usage: usage0,
  stopReason,
  timestamp: 3,
  ...extra
})

/** A context with every role the conversion handles, an aborted reply and an orphan tool call. */
const conversation: ReadonlyArray<Json.JsonObject> = [
  { role: "system", content: "You are Arbor.", sections: { cwd: "Working directory: /p" }, timestamp: 1, toolsAdded: [readTool as unknown as Json.JsonObject] },
  { role: "user", content: [{ type: "text", text: "Fix the bug" }, { type: "image", data: PNG, mimeType: "image/png" }], timestamp: 2 },
  assistant([{ type: "text", text: "Partial" }], "aborted", { errorMessage: "Request was aborted" }),
  assistant(
    [
      { type: "thinking", thinking: "hmm", thinkingSignature: "sig-1" },
      { type: "text", text: "Reading." },
      { type: "toolCall", id: "toolu_1", name: "read", arguments: { path: "a.ts" } }
    ],
    "toolUse"
  ),
  {
    role: "toolResult",
    toolCallId: "toolu_1",
    toolName: "read",
    content: [{ type: "text", text: "line 1\nline \"2\"" }, { type: "image", data: PNG, mimeType: "image/png" }],
    isError: false,
    timestamp: 4
  },
  { role: "custom", customType: "note", content: "A custom note", display: true, timestamp: 5 },
  { role: "branchSummary", summary: "Tried X.", fromId: "abc", timestamp: 6 },
  { role: "compactionSummary", summary: "Earlier work.", tokensBefore: 100, timestamp: 7 },
  { role: "bashExecution", command: "ls", output: "a.ts", exitCode: 0, cancelled: false, truncated: false, timestamp: 8 },
  assistant([{ type: "toolCall", id: "toolu_2", name: "bash", arguments: { command: "ls" } }], "toolUse"),
  { role: "user", content: "Continue", timestamp: 9 }
]

const hello: ModelRequest = { messages: [{ role: "user", content: [{ type: "text", text: "Say hello" }], timestamp: 1 }] }

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const withHttp = (layer: Layer.Layer<Model, never, HttpClient.HttpClient>) => Layer.provide(layer, NodeHttpClient.layerUndici)

const collect = (layer: Layer.Layer<Model, never, HttpClient.HttpClient>, request: ModelRequest) =>
  Effect.flatMap(Model, (model) => Stream.runCollect(model.stream(request))).pipe(Effect.map(Chunk.toArray), Effect.provide(withHttp(layer)))

const doneOf = (events: ReadonlyArray<ModelEvent>): Json.JsonObject => {
  const last = events.at(-1)
  if (last?.type !== "done") throw new Error(`the stream did not end with Done: ${JSON.stringify(last)}`)
  return last.message
}

const deltas = (events: ReadonlyArray<ModelEvent>) => events.filter((event): event is AssistantMessage.Delta => event.type !== "done")

const requestBody = (server: FakeProviders.FakeServer, n = 0) => server.requests[n]?.body as Record<string, unknown>

interface Provider {
  readonly name: string
  readonly layer: (url: string) => Layer.Layer<Model, never, HttpClient.HttpClient>
  readonly provider: string
  readonly api: string
  readonly model: string
  readonly path: string
  readonly text: {
    readonly fixture: string
    readonly responseId: string
    /** The model the reply says answered, when pi records it (it is not the one asked). */
    readonly responseModel?: string
    /** The provider's own stop reason, as pi records it. */
    readonly rawStopReason: string
    readonly counts: ModelCatalog.TokenCounts
    readonly stallAfter: number
  }
  readonly overflow: { readonly status: number; readonly fixture: string; readonly message: string }
  readonly serverError: { readonly status: number; readonly fixture: string; readonly message: string }
}

const providers: ReadonlyArray<Provider> = [
  {
    name: "anthropic",
    layer: (url) => ModelAnthropic.layerAnthropic({ apiKey: "test-key", baseUrl: url, modelId: "claude-sonnet-4-5" }),
    provider: "anthropic",
    api: "anthropic-messages",
    model: "claude-sonnet-4-5",
    path: "/v1/messages",
    text: {
      fixture: "anthropic-text.sse",
      responseId: "msg_01TextReply",
      responseModel: "claude-sonnet-4-5-20250929",
      rawStopReason: "end_turn",
      // pi's Anthropic provider adds cacheWrite1h after cost
      counts: { input: 25, output: 12, cacheRead: 100, cacheWrite: 50, anthropic: { cacheWrite1h: 0 } },
      stallAfter: 5
    },
    overflow: { status: 400, fixture: "anthropic-overflow.json", message: "prompt is too long: 213462 tokens > 200000 maximum" },
    serverError: { status: 500, fixture: "anthropic-server-error.json", message: "Internal server error" }
  },
  {
    name: "openai",
    layer: (url) => ModelOpenAi.layerOpenAi({ apiKey: "test-key", baseUrl: `${url}/v1`, modelId: "gpt-5-mini" }),
    provider: "openai",
    api: "openai-responses",
    model: "gpt-5-mini",
    path: "/v1/responses",
    text: {
      fixture: "openai-text.sse",
      responseId: "resp_0a1b2c3dText",
      rawStopReason: "completed",
      counts: { input: 200, output: 12, cacheRead: 1000, cacheWrite: 0, reasoning: 0 },
      stallAfter: 6
    },
    overflow: {
      status: 400,
      fixture: "openai-overflow.json",
      message: "Your input exceeds the context window of this model. Please adjust your input and try again."
    },
    serverError: { status: 500, fixture: "openai-server-error.json", message: "The server had an error while processing your request. Sorry about that!" }
  },
  {
    name: "openai-compatible",
    layer: (url) => ModelChatCompletions.layerOpenAiCompatible({ baseUrl: `${url}/v1`, modelId: "qwen3-8b" }),
    provider: "openai-compatible",
    api: "openai-completions",
    model: "qwen3-8b",
    path: "/v1/chat/completions",
    text: {
      fixture: "chat-text.sse",
      responseId: "chatcmpl-7f3a",
      rawStopReason: "stop",
      counts: { input: 16, output: 5, cacheRead: 4, cacheWrite: 0, reasoning: 0 },
      stallAfter: 3
    },
    overflow: { status: 400, fixture: "chat-overflow.json", message: "the request exceeds the available context size, try increasing it" },
    serverError: { status: 500, fixture: "chat-server-error.json", message: "model failed to load" }
  }
]

/** pi's assistant message as the layers build it, in pi's key order. */
const expectedMessage = (
  p: Provider,
  fields: {
    readonly content: ReadonlyArray<Json.JsonObject>
    readonly usage?: AssistantMessage.Usage
    readonly stopReason: string
    readonly responseId?: string
    readonly responseModel?: string | undefined
    readonly rawStopReason?: string
    readonly errorMessage?: string
  }
) => {
  const message: Record<string, unknown> = {
    role: "assistant",
    content: fields.content,
    api: p.api,
    provider: p.provider,
    model: p.model,
    usage: fields.usage ?? AssistantMessage.zeroUsage,
    stopReason: fields.stopReason,
    timestamp: 0
  }
  if (fields.responseId !== undefined) message.responseId = fields.responseId
  if (fields.responseModel !== undefined) message.responseModel = fields.responseModel
  if (fields.rawStopReason !== undefined) message.rawStopReason = fields.rawStopReason
  if (fields.errorMessage !== undefined) message.errorMessage = fields.errorMessage
  message.durationMs = 0
  return JSON.stringify(message)
}

// ---------------------------------------------------------------------------------------------
// Every provider
// ---------------------------------------------------------------------------------------------

for (const p of providers) {
  describe(`${p.name} layer`, () => {
    it.scoped("streams text deltas and usage, then pi's assistant message (exact bytes)", () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.stream(p.text.fixture)])
        const events = yield* collect(p.layer(server.url), hello)
        expect(deltas(events).map((event) => event.type)).toEqual(["response_metadata", "text_delta", "text_delta", "text_delta", "usage_update"])
        expect(events.flatMap((event) => (event.type === "text_delta" ? [event.delta] : []))).toEqual(["Hello", ", world", "!"])
        const usage = ModelCatalog.usage(p.text.counts, ModelCatalog.price(p.provider, p.model))
        expect(JSON.stringify(doneOf(events))).toBe(
          expectedMessage(p, {
            content: [{ type: "text", text: "Hello, world!" }],
            usage,
            stopReason: "stop",
            responseId: p.text.responseId,
            responseModel: p.text.responseModel,
            rawStopReason: p.text.rawStopReason
          })
        )
        expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${p.path}`])
        expect(requestBody(server).stream).toBe(true)
        expect(requestBody(server).model).toBe(p.model)
      }))

    it.scoped("a provider error ends the stream with stopReason error and the provider's text", () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.json(p.serverError.status, p.serverError.fixture)])
        const events = yield* collect(p.layer(server.url), hello)
        expect(events.length).toBe(1)
        expect(JSON.stringify(doneOf(events))).toBe(expectedMessage(p, { content: [], stopReason: "error", errorMessage: p.serverError.message }))
      }))

    it.scoped("a context overflow keeps the provider's own words", () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.json(p.overflow.status, p.overflow.fixture)])
        const events = yield* collect(p.layer(server.url), hello)
        expect(JSON.stringify(doneOf(events))).toBe(expectedMessage(p, { content: [], stopReason: "error", errorMessage: p.overflow.message }))
      }))

    it.scoped("an unreachable server ends the stream with stopReason error and the socket's reason", () =>
      Effect.gen(function*() {
        const closedUrl = yield* Effect.scoped(Effect.map(FakeProviders.make([]), (server) => server.url))
        const events = yield* collect(p.layer(closedUrl), hello)
        const done = doneOf(events)
        expect(done.stopReason).toBe("error")
        expect(done.errorMessage).toBe(`Connection failed: connect ECONNREFUSED ${closedUrl.slice("http://".length)} (POST ${closedUrl}${p.path})`)
      }))

    it.scoped("interrupting the consumer closes the connection; the deltas so far make the partial reply", () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.stream(p.text.fixture, p.text.stallAfter)])
        const received = yield* Ref.make<ReadonlyArray<ModelEvent>>([])
        const twoDeltas = yield* Deferred.make<void>()
        const fiber = yield* Effect.flatMap(Model, (model) =>
          Stream.runForEach(model.stream(hello), (event) =>
            Effect.flatMap(
              Ref.updateAndGet(received, (events) => [...events, event]),
              (events) => (events.filter((e) => e.type === "text_delta").length >= 2 ? Deferred.succeed(twoDeltas, undefined) : Effect.void)
            ))).pipe(Effect.provide(withHttp(p.layer(server.url))), Effect.fork)
        yield* Deferred.await(twoDeltas)
        yield* Fiber.interrupt(fiber)
        yield* server.clientClosed
        const events = yield* Ref.get(received)
        expect(events.some((event) => event.type === "done")).toBe(false)
        const partial = deltas(events).reduce(
          AssistantMessage.apply,
          AssistantMessage.start({ api: p.api, provider: p.provider, model: p.model, timestamp: 0 })
        )
        const aborted = AssistantMessage.finish(partial, { stopReason: "aborted", errorMessage: "Request was aborted" })
        expect(aborted.content).toEqual([{ type: "text", text: "Hello, world" }])
      }))
  })
}

// ---------------------------------------------------------------------------------------------
// Anthropic
// ---------------------------------------------------------------------------------------------

const anthropic = providers[0] as Provider
const openai = providers[1] as Provider
const compatible = providers[2] as Provider

describe("anthropic layer", () => {
  it.scoped("sends pi's context as Anthropic messages", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse")])
      yield* collect(anthropic.layer(server.url), { messages: conversation, tools: [readTool, bashTool] })
      const body = requestBody(server)
      expect(server.requests[0]?.headers["x-api-key"]).toBe("test-key")
      expect(body.max_tokens).toBe(64_000)
      expect(body.thinking).toBeUndefined()
      expect(body.system).toEqual([{ type: "text", text: SYSTEM, cache_control: { type: "ephemeral" } }])
      expect(body.messages).toEqual([
        {
          role: "user",
          content: [
            { type: "text", text: "Fix the bug" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } }
          ]
        },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "hmm", signature: "sig-1" },
            { type: "text", text: "Reading." },
            { type: "tool_use", id: "toolu_1", name: "read", input: { path: "a.ts" } }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_1",
              content: [
                { type: "text", text: "line 1\nline \"2\"" },
                { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } }
              ],
              is_error: false
            },
            { type: "text", text: "A custom note" },
            { type: "text", text: BRANCH },
            { type: "text", text: COMPACTION },
            { type: "text", text: BASH }
          ]
        },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_2", name: "bash", input: { command: "ls" } }] },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_2", content: "No result provided", is_error: true },
            { type: "text", text: "Continue", cache_control: { type: "ephemeral" } }
          ]
        }
      ])
      expect(body.tools).toEqual([
        { name: "read", description: "Read a file", input_schema: readTool.parameters },
        { name: "bash", description: "Run a command", input_schema: bashTool.parameters }
      ])
      expect(body.tool_choice).toEqual({ type: "auto" })
    }))

  it.scoped("thinking: a budget from the level, signatures and redacted thinking kept on the blocks", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-thinking.sse")])
      const events = yield* collect(anthropic.layer(server.url), { ...hello, thinkingLevel: "medium" })
      expect(requestBody(server).thinking).toEqual({ type: "enabled", budget_tokens: 10_240 })
      expect(events.flatMap((event) => (event.type === "thinking_delta" ? [[event.index, event.delta]] : []))).toEqual([
        [0, "Two plus two"],
        [0, " is four."]
      ])
      // a signature arrives after its block's text; a redacted block is only its signature
      expect(events.flatMap((event) => (event.type === "thinking_signature" ? [[event.index, event.signature, event.redacted]] : []))).toEqual([
        [0, "EqQBCkYIBxgCKkBsig==", undefined],
        [1, "EmwKAhgBEgy3redacted", true]
      ])
      const usage = ModelCatalog.usage(
        { input: 40, output: 30, cacheRead: 0, cacheWrite: 0, anthropic: { cacheWrite1h: 0 } },
        ModelCatalog.price("anthropic", "claude-sonnet-4-5")
      )
      expect(JSON.stringify(doneOf(events))).toBe(
        expectedMessage(anthropic, {
          content: [
            { type: "thinking", thinking: "Two plus two is four.", thinkingSignature: "EqQBCkYIBxgCKkBsig==" },
            { type: "thinking", thinking: "", thinkingSignature: "EmwKAhgBEgy3redacted", redacted: true },
            { type: "text", text: "The answer is 4." }
          ],
          usage,
          stopReason: "stop",
          responseId: "msg_01Thinking",
          responseModel: "claude-sonnet-4-5-20250929",
          rawStopReason: "end_turn"
        })
      )
    }))

  it.scoped("tool calls stream their argument deltas; a tool named like a provider tool (bash) keeps its name", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-tool-use.sse")])
      const events = yield* collect(anthropic.layer(server.url), { ...hello, tools: [readTool, bashTool] })
      expect(events.filter((event) => event.type === "toolcall_start" || event.type === "toolcall_delta")).toEqual([
        { type: "toolcall_start", index: 1, id: "toolu_01Read", name: "read" },
        { type: "toolcall_delta", index: 1, delta: "{\"path\": " },
        { type: "toolcall_delta", index: 1, delta: "\"src/a.ts\"}" },
        { type: "toolcall_start", index: 2, id: "toolu_01Bash", name: "bash" },
        { type: "toolcall_delta", index: 2, delta: "{\"command\":\"ls -la\"}" }
      ])
      const done = doneOf(events)
      expect(done.content).toEqual([
        { type: "text", text: "Let me look." },
        { type: "toolCall", id: "toolu_01Read", name: "read", arguments: { path: "src/a.ts" } },
        { type: "toolCall", id: "toolu_01Bash", name: "bash", arguments: { command: "ls -la" } }
      ])
      expect(done.stopReason).toBe("toolUse")
      expect((requestBody(server).tools as ReadonlyArray<{ name: string }>).map((tool) => tool.name)).toEqual(["read", "bash"])
    }))

  it.scoped("an error event mid-stream keeps the partial content", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-stream-error.sse")])
      const events = yield* collect(anthropic.layer(server.url), hello)
      expect(JSON.stringify(doneOf(events))).toBe(
        expectedMessage(anthropic, {
          content: [{ type: "text", text: "I was say" }],
          stopReason: "error",
          responseId: "msg_01Overloaded",
          responseModel: "claude-sonnet-4-5-20250929",
          errorMessage: "Overloaded"
        })
      )
    }))
})

// ---------------------------------------------------------------------------------------------
// OpenAI Responses
// ---------------------------------------------------------------------------------------------

describe("openai layer", () => {
  it.scoped("sends pi's context as Responses input", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("openai-text.sse")])
      yield* collect(openai.layer(server.url), { messages: conversation, tools: [readTool, bashTool] })
      const body = requestBody(server)
      expect(server.requests[0]?.headers.authorization).toBe("Bearer test-key")
      expect(body.store).toBe(false)
      expect(body.max_output_tokens).toBe(128_000)
      expect(body.reasoning).toBeUndefined()
      expect(body.input).toEqual([
        { role: "developer", content: SYSTEM },
        {
          role: "user",
          content: [
            { type: "input_text", text: "Fix the bug" },
            { type: "input_image", image_url: `data:image/png;base64,${PNG}`, detail: "auto" }
          ]
        },
        { role: "assistant", content: [{ type: "output_text", text: "Reading." }] },
        { type: "function_call", call_id: "toolu_1", name: "read", arguments: "{\"path\":\"a.ts\"}" },
        {
          type: "function_call_output",
          call_id: "toolu_1",
          output: [
            { type: "input_text", text: "line 1\nline \"2\"" },
            { type: "input_image", image_url: `data:image/png;base64,${PNG}`, detail: "auto" }
          ]
        },
        { role: "user", content: [{ type: "input_text", text: "A custom note" }] },
        { role: "user", content: [{ type: "input_text", text: BRANCH }] },
        { role: "user", content: [{ type: "input_text", text: COMPACTION }] },
        { role: "user", content: [{ type: "input_text", text: BASH }] },
        { type: "function_call", call_id: "toolu_2", name: "bash", arguments: "{\"command\":\"ls\"}" },
        { type: "function_call_output", call_id: "toolu_2", output: "No result provided" },
        { role: "user", content: [{ type: "input_text", text: "Continue" }] }
      ])
      expect(body.tools).toEqual([
        { type: "function", name: "read", description: "Read a file", parameters: readTool.parameters, strict: false },
        { type: "function", name: "bash", description: "Run a command", parameters: bashTool.parameters, strict: false }
      ])
      expect(body.tool_choice).toBe("auto")
    }))

  it.scoped("xhigh reaches a model that takes it as the xhigh effort, others get high", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("openai-reasoning.sse"), FakeProviders.stream("openai-reasoning.sse")])
      yield* collect(ModelOpenAi.layerOpenAi({ apiKey: "k", baseUrl: `${server.url}/v1`, modelId: "gpt-5.2" }), { ...hello, thinkingLevel: "xhigh" })
      expect(requestBody(server).reasoning).toEqual({ effort: "xhigh", summary: "auto" })
      yield* collect(ModelOpenAi.layerOpenAi({ apiKey: "k", baseUrl: `${server.url}/v1`, modelId: "gpt-5" }), { ...hello, thinkingLevel: "xhigh" })
      expect(requestBody(server, 1).reasoning).toEqual({ effort: "high", summary: "auto" })
    }))

  it.scoped("reasoning: effort from the level, the summary streamed as thinking", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("openai-reasoning.sse")])
      const events = yield* collect(openai.layer(server.url), { ...hello, thinkingLevel: "low" })
      expect(requestBody(server).reasoning).toEqual({ effort: "low", summary: "auto" })
      const usage = ModelCatalog.usage({ input: 30, output: 90, cacheRead: 0, cacheWrite: 0, reasoning: 64 }, ModelCatalog.price("openai", "gpt-5-mini"))
      expect(JSON.stringify(doneOf(events))).toBe(
        expectedMessage(openai, {
          content: [
            { type: "thinking", thinking: "**Adding numbers**\n\nTwo plus two is four." },
            { type: "text", text: "The answer is 4." }
          ],
          usage,
          stopReason: "stop",
          responseId: "resp_0a1b2c3dReason",
          rawStopReason: "completed"
        })
      )
    }))

  it.scoped("tool calls stream their argument deltas", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("openai-tool-call.sse")])
      const events = yield* collect(openai.layer(server.url), { ...hello, tools: [readTool] })
      expect(events.filter((event) => event.type === "toolcall_start" || event.type === "toolcall_delta")).toEqual([
        { type: "toolcall_start", index: 1, id: "call_Read1", name: "read" },
        { type: "toolcall_delta", index: 1, delta: "{\"path\":" },
        { type: "toolcall_delta", index: 1, delta: "\"src/a.ts\"}" }
      ])
      const done = doneOf(events)
      expect(done.content).toEqual([
        { type: "text", text: "Let me look." },
        { type: "toolCall", id: "call_Read1", name: "read", arguments: { path: "src/a.ts" } }
      ])
      expect(done.stopReason).toBe("toolUse")
    }))
})

// ---------------------------------------------------------------------------------------------
// OpenAI-compatible Chat Completions
// ---------------------------------------------------------------------------------------------

describe("openai-compatible layer", () => {
  it.scoped("sends pi's context as chat messages; without request tools, the system messages' tools", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse")])
      yield* collect(compatible.layer(server.url), { messages: conversation })
      const body = requestBody(server)
      expect(server.requests[0]?.headers.authorization).toBeUndefined()
      expect(body.stream_options).toEqual({ include_usage: true })
      expect(body.messages).toEqual([
        { role: "system", content: SYSTEM },
        {
          role: "user",
          content: [
            { type: "text", text: "Fix the bug" },
            { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } }
          ]
        },
        {
          role: "assistant",
          content: "Reading.",
          tool_calls: [{ id: "toolu_1", type: "function", function: { name: "read", arguments: "{\"path\":\"a.ts\"}" } }]
        },
        { role: "tool", tool_call_id: "toolu_1", content: "line 1\nline \"2\"" },
        { role: "user", content: "A custom note" },
        { role: "user", content: BRANCH },
        { role: "user", content: COMPACTION },
        { role: "user", content: BASH },
        { role: "assistant", content: null, tool_calls: [{ id: "toolu_2", type: "function", function: { name: "bash", arguments: "{\"command\":\"ls\"}" } }] },
        { role: "tool", tool_call_id: "toolu_2", content: "No result provided" },
        { role: "user", content: "Continue" }
      ])
      expect(body.tools).toEqual([{ type: "function", function: { name: "read", description: "Read a file", parameters: readTool.parameters } }])
      expect(body.tool_choice).toBe("auto")
    }))

  it.scoped("reads the body as it comes: characters and lines split across pieces, CRLF, comments; [DONE] ends it", () =>
    Effect.gen(function*() {
      const chunk = (delta: unknown, finish: string | null = null) =>
        JSON.stringify({ id: "chatcmpl-p", model: "qwen3-8b", choices: [{ index: 0, delta, finish_reason: finish }] })
      const text = [
        ": keep-alive\r\n\r\n",
        `data: ${chunk({ content: "Grüße, " })}\r\n\r\n`,
        `data:${chunk({ content: "世界" })}\n\n`,
        `data: ${chunk({}, "stop")}\r\rdata: [DONE]\n\n`,
        `data: ${chunk({ content: " (after the end)" })}\n\n`
      ].join("")
      const bytes = new TextEncoder().encode(text)
      // cut inside "ü", inside "世", between a CR and its LF, and mid-field
      const cuts = [bytes.indexOf(0xbc), text.indexOf("\r\n") + 1, bytes.indexOf(0xe4) + 1, bytes.length - 30]
      const parts = [0, ...cuts.sort((a, b) => a - b), bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end))
      const server = yield* FakeProviders.make([FakeProviders.pieces(...parts)])
      // the server never ends the body: the reply ends at [DONE]
      const events = yield* collect(compatible.layer(server.url), hello)
      expect(events.flatMap((event) => (event.type === "text_delta" ? [event.delta] : []))).toEqual(["Grüße, ", "世界"])
      const done = doneOf(events)
      expect([done.stopReason, done.rawStopReason, done.content]).toEqual(["stop", "stop", [{ type: "text", text: "Grüße, 世界" }]])
    }))

  it.scoped("the thinking level reaches a reasoning model as reasoning_effort", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse"), FakeProviders.stream("chat-text.sse")])
      const info = { ...ModelBridge.infoFor("ollama", "qwen3", "openai-completions"), reasoning: true }
      const layer = ModelChatCompletions.layerOpenAiCompatible({ baseUrl: `${server.url}/v1`, modelId: "qwen3", info, headers: { "x-team": "arbor" } })
      const events = yield* collect(layer, { ...hello, thinkingLevel: "high" })
      expect(requestBody(server).reasoning_effort).toBe("high")
      expect(server.requests[0]?.headers["x-team"]).toBe("arbor")
      expect(doneOf(events).provider).toBe("ollama")
      yield* collect(layer, hello)
      expect(requestBody(server, 1).reasoning_effort).toBeUndefined()
    }))

  it.scoped("a reply from another model than the one asked records it as responseModel, after responseId", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse")])
      // the server answers as qwen3-8b
      const done = doneOf(yield* collect(ModelChatCompletions.layerOpenAiCompatible({ baseUrl: `${server.url}/v1`, modelId: "qwen3" }), hello))
      expect(Object.keys(done).slice(-5)).toEqual(["timestamp", "responseId", "responseModel", "rawStopReason", "durationMs"])
      expect([done.model, done.responseModel, done.rawStopReason]).toEqual(["qwen3", "qwen3-8b", "stop"])
    }))

  it.scoped("a content filter ends the reply as an error in pi's words, with the raw finish reason", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-content-filter.sse")])
      const done = doneOf(yield* collect(compatible.layer(server.url), hello))
      // what pi 1.6.0 wrote for the same reply
      expect([done.stopReason, done.rawStopReason, done.errorMessage]).toEqual(["error", "content_filter", "Provider finish_reason: content_filter"])
      expect(done.content).toEqual([{ type: "text", text: "Part" }])
      expect(ModelChatCompletions.finishError("tool_calls")).toBeUndefined()
      expect(ModelChatCompletions.finishError("network_error")).toBe("Provider finish_reason: network_error")
    }))

  it.scoped("reasoning_content streams as thinking", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-reasoning.sse")])
      const events = yield* collect(compatible.layer(server.url), { ...hello, maxTokens: 512 })
      expect(requestBody(server).max_tokens).toBe(512)
      expect(JSON.stringify(doneOf(events))).toBe(
        expectedMessage(compatible, {
          content: [
            // pi keeps the field the reasoning came in as the block's signature
            { type: "thinking", thinking: "Two plus two is four.", thinkingSignature: "reasoning_content" },
            { type: "text", text: "The answer is 4." }
          ],
          usage: ModelCatalog.usage({ input: 18, output: 40, cacheRead: 0, cacheWrite: 0, reasoning: 0 }, undefined),
          stopReason: "stop",
          responseId: "chatcmpl-7f3a",
          rawStopReason: "stop"
        })
      )
    }))

  it.scoped("tool calls stream their argument deltas; a call to a tool not offered is kept, not fatal", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-tool-calls.sse")])
      const events = yield* collect(compatible.layer(server.url), { ...hello, tools: [readTool] })
      expect(events.filter((event) => event.type === "toolcall_start" || event.type === "toolcall_delta")).toEqual([
        { type: "toolcall_start", index: 1, id: "call_a1", name: "read" },
        { type: "toolcall_delta", index: 1, delta: "{\"path\":" },
        { type: "toolcall_delta", index: 1, delta: "\"src/a.ts\"}" },
        { type: "toolcall_start", index: 2, id: "call_b2", name: "search" },
        { type: "toolcall_delta", index: 2, delta: "{\"q\":\"x\"}" }
      ])
      const done = doneOf(events)
      expect(done.content).toEqual([
        { type: "text", text: "Let me look." },
        { type: "toolCall", id: "call_a1", name: "read", arguments: { path: "src/a.ts" } },
        { type: "toolCall", id: "call_b2", name: "search", arguments: { q: "x" } }
      ])
      expect(done.stopReason).toBe("toolUse")
    }))
})

describe("Chat Completions LanguageModel", () => {
  it.scoped("generateText reads a whole completion (text, reasoning, finish reason, usage)", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.json(200, "chat-completion.json")])
      const response = yield* ModelChatCompletions.make({ baseUrl: `${server.url}/v1`, modelId: "qwen3-8b", apiKey: "local-key" }).pipe(
        Effect.flatMap((languageModel) => languageModel.generateText({ prompt: "Hi" })),
        Effect.provide(NodeHttpClient.layerUndici)
      )
      expect(response.text).toBe("Hi!")
      expect(response.reasoningText).toBe("A greeting.")
      expect(response.finishReason).toBe("tool-calls")
      expect([response.usage.inputTokens, response.usage.outputTokens]).toEqual([10, 3])
      expect(response.toolCalls).toEqual([])
      expect(server.requests[0]?.headers.authorization).toBe("Bearer local-key")
      expect(requestBody(server)).toEqual({ model: "qwen3-8b", messages: [{ role: "user", content: "Hi" }], stream: false })
    }))
})

describe("fixtures", () => {
  it("every recorded OpenAI and Anthropic event decodes with the provider package's own schema", () => {
    const check = (fixture: string, schema: Schema.Schema<any, any>) => {
      const decode = Schema.decodeUnknownEither(Schema.parseJson(schema))
      const failures = FakeProviders.payloads(FakeProviders.fixture(fixture)).filter((payload) => Either.isLeft(decode(payload)))
      expect(failures).toEqual([])
    }
    for (const fixture of ["openai-text.sse", "openai-reasoning.sse", "openai-tool-call.sse"]) check(fixture, OpenAiClient.ResponseStreamEvent)
    for (const fixture of ["anthropic-text.sse", "anthropic-thinking.sse", "anthropic-tool-use.sse", "anthropic-stream-error.sse"]) {
      check(fixture, AnthropicClient.MessageStreamEvent)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Transcript rules (pure)
// ---------------------------------------------------------------------------------------------

describe("Transcript.prepare", () => {
  it("drops errored and aborted replies, answers orphan tool calls, drops orphan results", () => {
    const transcript = Transcript.prepare([
      { role: "user", content: "a", timestamp: 1 },
      assistant([{ type: "toolCall", id: "t1", name: "read", arguments: {} }], "error", { errorMessage: "boom" }),
      { role: "toolResult", toolCallId: "t1", toolName: "read", content: [], isError: false, timestamp: 2 },
      assistant(
        [
          { type: "toolCall", id: "t2", name: "read", arguments: {} },
          { type: "toolCall", id: "t3", name: "bash", arguments: {} }
        ],
        "toolUse"
      ),
      { role: "toolResult", toolCallId: "t3", toolName: "bash", content: [{ type: "text", text: "ok" }], isError: false, timestamp: 4 }
    ])
    expect(transcript.system).toBeUndefined()
    expect(transcript.messages.map((message) => [message.role, message.toolCallId ?? null])).toEqual([
      ["user", null],
      ["assistant", null],
      ["toolResult", "t3"],
      ["toolResult", "t2"]
    ])
    expect(transcript.messages[3]).toEqual({
      role: "toolResult",
      toolCallId: "t2",
      toolName: "read",
      content: [{ type: "text", text: Transcript.NO_RESULT }],
      isError: true
    })
  })

  it("replays system messages into one prompt (content, then sections) and their tools", () => {
    const transcript = Transcript.prepare([
      { role: "system", content: "Base.", sections: { a: "A", b: "B" }, toolsAdded: [{ name: "read", description: "", parameters: {} }] },
      { role: "user", content: "hi", timestamp: 1 },
      { role: "system", content: "", sections: { a: null, c: "C" }, timestamp: 2, toolsRemoved: [{ name: "read" }] }
    ])
    expect(transcript.system).toBe("Base.\n\nB\n\nC")
    expect(transcript.tools).toEqual([])
    expect(Transcript.prepare([{ role: "user", content: "hi" }], "Given.").system).toBe("Given.")
  })
})

// ---------------------------------------------------------------------------------------------
// Offline and replay
// ---------------------------------------------------------------------------------------------

const runLocal = (layer: Layer.Layer<Model>, request: ModelRequest) =>
  Effect.flatMap(Model, (model) => Stream.runCollect(model.stream(request))).pipe(Effect.map(Chunk.toArray), Effect.provide(layer))

describe("offline layer", () => {
  it.effect("says plainly that it is offline, in a few deltas, deterministically", () =>
    Effect.gen(function*() {
      const request: ModelRequest = { messages: [{ role: "user", content: [{ type: "text", text: "Hello there, model" }], timestamp: 1 }] }
      const first = yield* runLocal(ModelProviders.layerOffline, request)
      const second = yield* runLocal(ModelProviders.layerOffline, request)
      expect(JSON.stringify(second)).toBe(JSON.stringify(first))
      const text = `${ModelProviders.OFFLINE_PREFIX}Hello there, model`
      const pieces = first.flatMap((event) => (event.type === "text_delta" ? [event.delta] : []))
      expect(pieces.length).toBe(3)
      expect(pieces.join("")).toBe(text)
      expect(JSON.stringify(doneOf(first))).toBe(
        JSON.stringify({
          role: "assistant",
          content: [{ type: "text", text }],
          api: "arbor-offline",
          provider: "offline",
          model: "offline",
          usage: AssistantMessage.zeroUsage,
          stopReason: "stop",
          timestamp: 0
        })
      )
      const info = yield* Effect.map(Model, (model) => model.info).pipe(Effect.provide(ModelProviders.layerOffline))
      expect(info).toEqual({
        provider: "offline",
        modelId: "offline",
        api: "arbor-offline",
        contextWindow: 128_000,
        maxTokens: 16_384,
        reasoning: false,
        extraLevels: [],
        input: ["text"]
      })
    }))
})

describe("replay layer", () => {
  const recorded: ReadonlyArray<Json.JsonObject> = [
    {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "Let me check the file first.", thinkingSignature: "sig" },
        { type: "text", text: "Reading it now." },
        { type: "toolCall", id: "toolu_1", name: "read", arguments: { path: "a.ts" } }
      ],
      api: "anthropic-messages",
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      usage: {
        input: 10,
        output: 20,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: 30,
        cost: { input: 0.1, output: 0.2, cacheRead: 0, cacheWrite: 0, total: 0.30000000000000004 }
      },
      stopReason: "toolUse",
      timestamp: 1796222943841,
      responseId: "msg_1",
      durationMs: 1234
    },
    { ...assistant([{ type: "text", text: "Done." }], "stop"), timestamp: 1796222950000 }
  ]

  it.effect("answers with the recordings in order, identical except the timestamp; then fails", () =>
    Effect.gen(function*() {
      const layer = ModelProviders.layerReplay(recorded)
      const program = Effect.gen(function*() {
        const model = yield* Model
        expect([model.info.provider, model.info.modelId, model.info.api]).toEqual(["anthropic", "claude-sonnet-4-5", "anthropic-messages"])
        yield* TestClock.setTime(5000)
        const first = Chunk.toArray(yield* Stream.runCollect(model.stream(hello)))
        expect(JSON.stringify(doneOf(first))).toBe(JSON.stringify({ ...recorded[0], timestamp: 5000 }))
        expect(Object.keys(doneOf(first))).toEqual(Object.keys(recorded[0] as object))
        const rebuilt = AssistantMessage.content(
          deltas(first).reduce(AssistantMessage.apply, AssistantMessage.start({ api: "", provider: "", model: "", timestamp: 0 }))
        )
        expect(rebuilt).toEqual([
          { type: "thinking", thinking: "Let me check the file first." },
          { type: "text", text: "Reading it now." },
          { type: "toolCall", id: "toolu_1", name: "read", arguments: { path: "a.ts" } }
        ])
        yield* TestClock.setTime(6000)
        const second = Chunk.toArray(yield* Stream.runCollect(model.stream(hello)))
        expect(JSON.stringify(doneOf(second))).toBe(JSON.stringify({ ...recorded[1], timestamp: 6000 }))
        const exhausted = yield* Effect.either(Stream.runCollect(model.stream(hello)))
        expect(Either.isLeft(exhausted) && exhausted.left.message).toBe("replay: no more recorded replies")
      })
      yield* Effect.provide(program, layer)
    }))
})

// ---------------------------------------------------------------------------------------------
// Configuration and catalog
// ---------------------------------------------------------------------------------------------

describe("catalog", () => {
  it("model info from the catalog, defaults for unknown models; prices only from the seller", () => {
    expect(ModelBridge.infoFor("anthropic", "claude-sonnet-4-5-20250929", "anthropic-messages")).toEqual({
      provider: "anthropic",
      modelId: "claude-sonnet-4-5-20250929",
      api: "anthropic-messages",
      contextWindow: 200_000,
      maxTokens: 64_000,
      reasoning: true,
      extraLevels: [],
      input: ["text", "image"]
    })
    expect(ModelCatalog.limits("gpt-5-mini")).toEqual({
      contextWindow: 400_000,
      maxTokens: 128_000,
      reasoning: true,
      extraLevels: [],
      input: ["text", "image"]
    })
    expect(ModelCatalog.limits("gpt-5.2").extraLevels).toEqual(["xhigh"])
    expect(ModelCatalog.limits("qwen3-8b")).toEqual(ModelCatalog.defaultLimits)
    expect(ModelCatalog.price("openai-compatible", "gpt-4o")).toBeUndefined()
    const usage = ModelCatalog.usage(
      { input: 1_000_000, output: 2_000_000, cacheRead: 1_000_000, cacheWrite: 1_000_000 },
      ModelCatalog.price("anthropic", "claude-sonnet-4-5")
    )
    expect(usage.totalTokens).toBe(5_000_000)
    expect(usage.cost.input).toBeCloseTo(3, 10)
    expect(usage.cost.output).toBeCloseTo(30, 10)
    expect(usage.cost.cacheRead).toBeCloseTo(0.3, 10)
    expect(usage.cost.cacheWrite).toBeCloseTo(3.75, 10)
    expect(usage.cost.total).toBeCloseTo(37.05, 10)
    expect(Object.keys(usage)).toEqual(["input", "output", "cacheRead", "cacheWrite", "totalTokens", "cost"])
    expect(ModelCatalog.usage({ input: 5, output: 5, cacheRead: 0, cacheWrite: 0 }, undefined).cost.total).toBe(0)
  })
})
