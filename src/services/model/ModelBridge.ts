/**
 * What the network providers share: a request in pi's shapes becomes an @effect/ai `Prompt`
 * and `Toolkit` (`fromParts`), and the stream parts of the reply (a `LanguageModel`'s, with
 * `fromLanguageModel`, or those a provider reads off the wire) become the port's deltas and a
 * final pi assistant message. Provider failures (HTTP errors, error
 * events, malformed output, a defect of an application's model) end the stream with a `Done` whose message has `stopReason:
 * "error"` and the provider's own error text.
 *
 * The provider modules (`ModelOpenAi`, `ModelAnthropic`, `ModelChatCompletions`) import this
 * one and nothing imports them but `ModelProviders.layerFor`, on demand: no cycle.
 *
 * Nothing of @effect/ai is loaded by importing this module (nor the root entry, which gathers
 * it): the request's `Prompt` and `Toolkit` are built by `internal/AiRequest`, imported when a
 * reply is asked for, and `layer` imports `LanguageModel` when it is built.
 */
import type * as AiError from "@effect/ai/AiError"
import type * as LanguageModel from "@effect/ai/LanguageModel"
import type * as Prompt from "@effect/ai/Prompt"
import type * as Response from "@effect/ai/Response"
import type * as Tool from "@effect/ai/Tool"
import type * as Toolkit from "@effect/ai/Toolkit"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Cause from "effect/Cause"
import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import { identity } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Stream from "effect/Stream"
import * as ModelCatalog from "../../domain/agent/ModelCatalog.js"
import * as Transcript from "../../domain/context/Transcript.js"
import * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import * as Json from "../../domain/format/Json.js"
import { Model, type ModelEvent, type ModelInfo, type ModelRequest, type ToolSpec } from "./Model.js"

// ---------------------------------------------------------------------------------------------
// Model info
// ---------------------------------------------------------------------------------------------

/** Model info for a provider's model: limits from the catalog, defaults when unknown. */
export const infoFor = (provider: string, modelId: string, api: string): ModelInfo => ({
  provider,
  modelId,
  api,
  ...ModelCatalog.limits(modelId)
})

// ---------------------------------------------------------------------------------------------
// pi's content blocks on the wire
// ---------------------------------------------------------------------------------------------

/** The text of pi content blocks (text blocks joined by a newline) and their images. */
export const splitContent = (
  content: unknown
): { readonly text: string; readonly images: ReadonlyArray<{ readonly data: string; readonly mimeType: string }> } | undefined => {
  if (typeof content === "string") return { text: content, images: [] }
  if (!Array.isArray(content)) return undefined
  const texts: Array<string> = []
  const images: Array<{ data: string; mimeType: string }> = []
  for (const block of content) {
    if (!Json.isObject(block)) return undefined
    if (block.type === "text" && typeof block.text === "string") texts.push(block.text)
    else if (block.type === "image" && typeof block.data === "string" && typeof block.mimeType === "string") {
      images.push({ data: block.data, mimeType: block.mimeType })
    } else return undefined
  }
  return { text: texts.join("\n"), images }
}

/**
 * Rewrites a request's JSON body on its way out. The provider packages serialize a tool
 * result with `JSON.stringify(result)`, so a text result would reach the model as a quoted
 * JSON string; the provider modules use this to put pi's text (and images) back.
 */
export const rewriteJsonBody =
  (f: (body: Json.JsonObject) => Json.JsonObject) => (request: HttpClientRequest.HttpClientRequest): HttpClientRequest.HttpClientRequest => {
    if (request.body._tag !== "Uint8Array" || !request.body.contentType.includes("json")) return request
    const body = Json.parse(new TextDecoder().decode(request.body.body))
    return Json.isObject(body) ? HttpClientRequest.bodyUnsafeJson(request, f(body)) : request
  }

/** A tool result serialized by a provider package, decoded back to pi's content blocks. */
export const toolResultContent = (serialized: Json.Json | undefined) => typeof serialized === "string" ? splitContent(Json.parse(serialized)) : undefined

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

const toolSpecOf = (tool: Json.JsonObject): Array<ToolSpec> =>
  typeof tool.name === "string"
    ? [{
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : "",
      parameters: Json.isObject(tool.parameters) ? tool.parameters : {}
    }]
    : []

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

const firstLine = (text: string) => text.split("\n")[0] ?? text

/** The message of an error payload: `error.message`, `message`, or the text itself. */
const payloadText = (payload: unknown): string | undefined => {
  if (typeof payload === "string") return payload.trim() === "" ? undefined : payload.trim().slice(0, 2000)
  if (!Json.isObject(payload)) return undefined
  if (Json.isObject(payload.error) && typeof payload.error.message === "string") return payload.error.message
  if (typeof payload.message === "string") return payload.message
  if (typeof payload.error === "string") return payload.error
  return undefined
}

/** The innermost message of an error chain (the socket's `connect ECONNREFUSED ...`). */
const causeText = (error: unknown): string | undefined => {
  let text: string | undefined
  let current = error
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    if (current instanceof Error && current.message !== "") text = current.message
    current = (current as { readonly cause?: unknown }).cause
  }
  return text
}

/**
 * What a Schema refused, for an AI error that holds a parse error and no description (a model's
 * stream part that does not decode): the part itself (`Malformed reply from
 * LanguageModel.streamText: {"type":"text-delta","delta":"x"}`), rather than the error's own
 * rendering, which prints the whole union of part types it was decoded against.
 */
const parseErrorText = (error: AiError.AiError): string | undefined => {
  const cause = "cause" in error ? error.cause : undefined
  if (!ParseResult.isParseError(cause)) return undefined
  const where = "module" in error ? `${error.module}.${error.method}` : "the model"
  const first = ParseResult.ArrayFormatter.formatErrorSync(cause)[0]
  const actual: unknown = Chunk.isChunk(cause.issue.actual) ? Chunk.toReadonlyArray(cause.issue.actual) : cause.issue.actual
  const index = first?.path[0]
  const part = Array.isArray(actual) && typeof index === "number" ? actual[index] : actual
  const shown = Json.stringify(part as Json.Json) ?? String(part)
  return `Malformed reply from ${where}: ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`
}

/** The provider's own words for a failure, as pi keeps them in `errorMessage`. */
export const errorText = (error: unknown): string => {
  if (typeof error === "object" && error !== null && "_tag" in error) {
    const e = error as AiError.AiError
    switch (e._tag) {
      case "HttpResponseError": {
        const body = e.body === undefined ? undefined : Json.parse(e.body)
        return payloadText(body) ?? `HTTP ${e.response.status} from ${e.request.url}`
      }
      case "HttpRequestError":
        return `Connection failed: ${causeText(e.cause) ?? e.description ?? e.reason} (${e.request.method} ${e.request.url})`
      case "MalformedInput":
      case "MalformedOutput":
      case "UnknownError":
        return e.description ?? parseErrorText(e) ?? firstLine(e.message)
    }
  }
  const text = payloadText(error)
  if (text !== undefined) return text
  if (error instanceof Error) return error.message
  return Json.stringify(error) ?? String(error)
}

// ---------------------------------------------------------------------------------------------
// @effect/ai stream parts → the port's events
// ---------------------------------------------------------------------------------------------

/**
 * A part of a reply as a `LanguageModel` streams it, or in its encoded form, as a provider
 * reads it off the wire (`ModelChatCompletions`) and a `LanguageModel` would then decode it:
 * the bridge reads both, so a provider's own parts need no second decoding.
 */
export type Part = Response.StreamPart<Record<string, Tool.Any>> | Response.StreamPartEncoded

/** A reply's finish part, in either form. */
export type FinishPart = Extract<Part, { readonly type: "finish" }>

/** Token counts from @effect/ai's finish usage when cached input is part of the input (OpenAI's way). */
export const countsWithCachedInput = (finish: {
  readonly usage: {
    readonly inputTokens?: number | undefined
    readonly outputTokens?: number | undefined
    readonly cachedInputTokens?: number | undefined
    readonly reasoningTokens?: number | undefined
  }
}): ModelCatalog.TokenCounts => {
  const cached = finish.usage.cachedInputTokens ?? 0
  return {
    input: Math.max(0, (finish.usage.inputTokens ?? 0) - cached),
    output: finish.usage.outputTokens ?? 0,
    cacheRead: cached,
    cacheWrite: 0,
    // pi's OpenAI providers always write it, 0 when the reply does not say
    reasoning: finish.usage.reasoningTokens ?? 0
  }
}

/** The tools a reply is asked with, as @effect/ai takes them (Arbor runs the calls itself: no handler is used). */
export type AnyToolkit = Toolkit.WithHandler<Record<string, Tool.Any>>

/** What a reply is asked with: the port's request, and its prompt and tools as @effect/ai takes them. */
export interface PartsRequest {
  readonly request: ModelRequest
  readonly prompt: Prompt.Prompt
  /** The tools offered (with the provider's aliases, see `alias`); undefined when there are none. */
  readonly toolkit: AnyToolkit | undefined
  /** The names of the tools offered, aliases left out. */
  readonly names: ReadonlyArray<string>
}

/** What a provider module supplies to run the port (`fromParts`). */
export interface Bridge {
  readonly info: ModelInfo
  /** The parts of the reply to a request. */
  readonly parts: (request: PartsRequest) => Stream.Stream<Part, AiError.AiError>
  /**
   * pi's token counts from the finish part (providers count cached input differently).
   * Default: `countsWithCachedInput` (@effect/ai's own reading: cached input is part of the input).
   */
  readonly counts?: ((finish: FinishPart) => ModelCatalog.TokenCounts) | undefined
  /** Names the provider package gives some tool calls in its replies. */
  readonly alias?: ((name: string) => string | undefined) | undefined
  /** The provider's own stop reason (pi's `rawStopReason`) from the finish part. */
  readonly rawStopReason?: ((finish: FinishPart) => string | undefined) | undefined
  /** Whether pi's provider records the model that answered (`responseModel`) when it is not the one asked. */
  readonly responseModel?: boolean | undefined
  /** pi's `errorMessage` for a raw stop reason pi's provider takes for a failed reply (a content filter, say). */
  readonly stopError?: ((rawStopReason: string) => string | undefined) | undefined
}

/** A provider on an @effect/ai `LanguageModel` (`fromLanguageModel`). */
export interface LanguageModelBridge extends Omit<Bridge, "parts"> {
  readonly languageModel: LanguageModel.Service
  /**
   * Per-request provider settings (output limit, thinking), provided to the reply's stream.
   * Default: none (the model's own configuration applies).
   */
  readonly configure?: ((request: ModelRequest) => <A, E, R>(stream: Stream.Stream<A, E, R>) => Stream.Stream<A, E, R>) | undefined
}

/** Where Chat Completions replies say which field the reasoning came in (pi's `thinkingSignature`). */
export const reasoningFieldOf = (metadata: unknown): string | undefined => {
  const info = Json.isObject(metadata) ? metadata.chatCompletions : undefined
  return Json.isObject(info) && typeof info.reasoningField === "string" ? info.reasoningField : undefined
}

type StopReason = "stop" | "length" | "toolUse" | "error" | "aborted"

const anthropicReasoning = (metadata: unknown): { readonly signature?: string; readonly redacted?: string } => {
  const info = Json.isObject(metadata) ? metadata.anthropic : undefined
  if (!Json.isObject(info)) return {}
  if (info.type === "thinking" && typeof info.signature === "string") return { signature: info.signature }
  if (info.type === "redacted_thinking" && typeof info.redactedData === "string") return { redacted: info.redactedData }
  return {}
}

/** A field that a decoded part holds as an `Option` and an encoded one as the value itself. */
const optional = <A>(value: Option.Option<A> | A | undefined): A | undefined => Option.isOption(value) ? Option.getOrUndefined(value) : value

/** One reply being received: the partial message and how provider ids map to block indexes. */
class Reply {
  private partial: AssistantMessage.Partial
  private next = 0
  private readonly indexes = new Map<string, number>()
  private readonly toolArguments = new Map<string, boolean>()
  /** The field a Chat Completions reasoning block came in, given to the block with its first text. */
  private readonly reasoningFields = new Map<number, string>()
  private rawStopReason: string | undefined
  private finishReason: Response.FinishReason | undefined
  private errorMessage: string | undefined

  constructor(
    private readonly bridge: Bridge,
    private readonly startedAt: number
  ) {
    this.partial = AssistantMessage.start({ api: bridge.info.api, provider: bridge.info.provider, model: bridge.info.modelId, timestamp: startedAt })
  }

  private index(kind: string, id: string): number {
    const key = `${kind}:${id}`
    const known = this.indexes.get(key)
    if (known !== undefined) return known
    const index = this.next++
    this.indexes.set(key, index)
    return index
  }

  private emit(delta: AssistantMessage.Delta): ModelEvent {
    this.partial = AssistantMessage.apply(this.partial, delta)
    return delta
  }

  accept(part: Part): ReadonlyArray<ModelEvent> {
    switch (part.type) {
      case "response-metadata": {
        const responseId = optional(part.id)
        const modelId = optional(part.modelId)
        const responseModel = this.bridge.responseModel === true && modelId !== undefined && modelId !== "" && modelId !== this.bridge.info.modelId
          ? modelId
          : undefined
        return responseId === undefined && responseModel === undefined ? [] : [this.emit({ type: "response_metadata", responseId, responseModel })]
      }
      case "text-start":
        this.index("text", part.id)
        return []
      case "text-delta":
        return part.delta === "" ? [] : [this.emit({ type: "text_delta", index: this.index("text", part.id), delta: part.delta })]
      case "reasoning-start": {
        const index = this.index("reasoning", part.id)
        const field = reasoningFieldOf(part.metadata)
        const { redacted } = anthropicReasoning(part.metadata)
        if (redacted !== undefined) return [this.emit({ type: "thinking_signature", index, signature: redacted, redacted: true })]
        if (field !== undefined) this.reasoningFields.set(index, field)
        return []
      }
      case "reasoning-delta": {
        const index = this.index("reasoning", part.id)
        const { signature } = anthropicReasoning(part.metadata)
        if (part.delta === "") return signature === undefined ? [] : [this.emit({ type: "thinking_signature", index, signature })]
        const events: Array<ModelEvent> = [this.emit({ type: "thinking_delta", index, delta: part.delta })]
        const field = this.reasoningFields.get(index)
        this.reasoningFields.delete(index)
        const given = signature ?? field
        if (given !== undefined) events.push(this.emit({ type: "thinking_signature", index, signature: given }))
        return events
      }
      case "tool-params-start": {
        if (part.providerExecuted) return []
        this.toolArguments.set(part.id, false)
        return [this.emit({ type: "toolcall_start", index: this.index("tool", part.id), id: part.id, name: part.name })]
      }
      case "tool-params-delta": {
        if (!this.toolArguments.has(part.id)) return []
        this.toolArguments.set(part.id, true)
        return part.delta === "" ? [] : [this.emit({ type: "toolcall_delta", index: this.index("tool", part.id), delta: part.delta })]
      }
      case "tool-call": {
        if (part.providerExecuted) return []
        const events: Array<ModelEvent> = []
        const index = this.index("tool", part.id)
        if (!this.toolArguments.has(part.id)) {
          events.push(this.emit({ type: "toolcall_start", index, id: part.id, name: part.providerName ?? part.name }))
        }
        if (this.toolArguments.get(part.id) !== true) {
          events.push(this.emit({ type: "toolcall_delta", index, delta: Json.stringify(part.params) ?? "{}" }))
        }
        this.toolArguments.set(part.id, true)
        return events
      }
      case "finish": {
        this.finishReason = part.reason
        this.rawStopReason = this.bridge.rawStopReason?.(part)
        const info = this.bridge.info
        const usage = ModelCatalog.usage((this.bridge.counts ?? countsWithCachedInput)(part), info.cost ?? ModelCatalog.price(info.provider, info.modelId))
        return [this.emit({ type: "usage_update", usage })]
      }
      case "error":
        this.errorMessage ??= errorText(part.error)
        return []
      default:
        return []
    }
  }

  fail(error: unknown): void {
    this.errorMessage ??= errorText(error)
  }

  private end(): { readonly stopReason: StopReason; readonly errorMessage?: string } {
    if (this.errorMessage !== undefined) return { stopReason: "error", errorMessage: this.errorMessage }
    const stopError = this.rawStopReason === undefined ? undefined : this.bridge.stopError?.(this.rawStopReason)
    if (stopError !== undefined) return { stopReason: "error", errorMessage: stopError }
    const hasToolCalls = this.toolArguments.size > 0
    switch (this.finishReason) {
      case undefined:
        return { stopReason: "error", errorMessage: "The provider's stream ended before the reply was complete" }
      case "length":
        return { stopReason: "length" }
      case "tool-calls":
        return { stopReason: "toolUse" }
      case "content-filter":
        return { stopReason: "error", errorMessage: "The provider stopped the reply (content filter)" }
      case "error":
        return { stopReason: "error", errorMessage: "The provider reported an error" }
      default:
        return { stopReason: hasToolCalls ? "toolUse" : "stop" }
    }
  }

  done(now: number): ModelEvent {
    const end = this.end()
    return { type: "done", message: AssistantMessage.finish(this.partial, { ...end, rawStopReason: this.rawStopReason, durationMs: now - this.startedAt }) }
  }
}

/**
 * The port on a provider's reply parts. Interrupting the stream interrupts the HTTP request.
 */
export const fromParts = (bridge: Bridge): Model.Service => ({
  info: bridge.info,
  stream: (request) =>
    Stream.unwrap(
      Effect.gen(function*() {
        const { toPrompt, toolkitFor } = yield* Effect.promise(() => import("./internal/AiRequest.js"))
        const startedAt = yield* Clock.currentTimeMillis
        const transcript = Transcript.prepare(request.messages, request.systemPrompt)
        const prompt = toPrompt(transcript, bridge.info)
        const specs = request.tools ?? transcript.tools.flatMap(toolSpecOf)
        const reply = new Reply(bridge, startedAt)
        const { names, toolkit } = toolkitFor(specs, bridge.alias ?? (() => undefined))
        return bridge.parts({ request, prompt, toolkit: specs.length === 0 ? undefined : toolkit, names }).pipe(
          Stream.mapConcat((part) => reply.accept(part)),
          // a failure, or a defect of the application's model, ends the reply with its words
          Stream.catchAllCause((cause) => {
            if (Cause.isInterruptedOnly(cause)) return Stream.failCause(cause as Cause.Cause<never>)
            reply.fail(Cause.squash(cause))
            return Stream.empty
          }),
          Stream.concat(Stream.fromEffect(Effect.map(Clock.currentTimeMillis, (now) => reply.done(now))))
        )
      })
    )
})

/**
 * The port on an @effect/ai `LanguageModel`. Tool calls are decoded but never resolved: the
 * agent runs them.
 */
export const fromLanguageModel = ({ configure, languageModel, ...bridge }: LanguageModelBridge): Model.Service =>
  fromParts({
    ...bridge,
    parts: ({ names, prompt, request, toolkit }) =>
      (toolkit === undefined
        ? languageModel.streamText({ prompt })
        : languageModel.streamText({ prompt, toolkit, toolChoice: { oneOf: [...names] }, disableToolCallResolution: true })).pipe(
          configure === undefined ? identity : configure(request)
        ) as Stream.Stream<Part, AiError.AiError>
  })

/** How an application's `LanguageModel` is described: all optional (see `layer`). */
export interface LanguageModelOptions extends Omit<LanguageModelBridge, "info" | "languageModel"> {
  /**
   * What the session files record as the reply's `provider`, `model` and `api`, and the
   * limits compaction uses. Default: provider `effect-ai`, model `language-model`, api
   * `effect-ai`, the catalog's limits for the model id (its defaults when unknown).
   */
  readonly info?: Partial<ModelInfo> | undefined
}

/** The `info` of an application's model: `options.info` over the defaults (see `LanguageModelOptions`). */
export const infoOf = (info: Partial<ModelInfo> = {}): ModelInfo => {
  const provider = info.provider ?? "effect-ai"
  const modelId = info.modelId ?? "language-model"
  return { ...infoFor(provider, modelId, info.api ?? "effect-ai"), ...info, provider, modelId }
}

/**
 * The model port on an application's @effect/ai `LanguageModel` layer, taken as it is (one an
 * app builds with `@effect/ai-openai`, say, or with `LanguageModel.make`): its errors and
 * requirements are the layer's. Replies are read as `fromLanguageModel` reads them; an AI
 * error ends the reply with `stopReason: "error"` and the error's own words.
 */
export const layer = <E, R>(languageModel: Layer.Layer<LanguageModel.LanguageModel, E, R>, options: LanguageModelOptions = {}): Layer.Layer<Model, E, R> =>
  Layer.unwrapEffect(
    Effect.map(Effect.promise(() => import("@effect/ai/LanguageModel")), ({ LanguageModel }) =>
      Layer.effect(
        Model,
        Effect.map(LanguageModel, (service) => Model.of(fromLanguageModel({ ...options, info: infoOf(options.info), languageModel: service })))
      ))
  ).pipe(Layer.provide(languageModel))

/**
 * The reasoning effort for a thinking level: `minimal` to `high` as they are, `xhigh` for a
 * model that takes it (else `high`), `max` as the highest the model takes; undefined when off.
 */
export const reasoningEffort = (level: string | undefined, info: ModelInfo): string | undefined => {
  const extra = info.extraLevels ?? []
  switch (level) {
    case "minimal":
    case "low":
    case "medium":
    case "high":
      return level
    case "xhigh":
      return extra.includes("xhigh") ? "xhigh" : "high"
    case "max":
      return extra.includes("xhigh") ? "xhigh" : "high"
    default:
      return undefined
  }
}

/** The thinking budget (tokens) for pi's thinking levels; undefined when thinking is off. */
export const thinkingBudget = (level: string | undefined): number | undefined => {
  switch (level) {
    case "minimal":
      return 1024
    case "low":
      return 4096
    case "medium":
      return 10_240
    case "high":
      return 20_480
    case "xhigh":
    case "max":
      return 32_000
    default:
      return undefined
  }
}
