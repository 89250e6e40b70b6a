/**
 * The model port on Anthropic's Messages API (`api: "anthropic-messages"`), through
 * @effect/ai-anthropic's `AnthropicClient` and `AnthropicLanguageModel`.
 *
 * Thinking levels become a thinking budget (below the output limit); thinking signatures are
 * kept on pi's thinking blocks (`thinkingSignature`, `redacted`) and sent back on later turns.
 * The system prompt and the newest turn carry cache-control marks. Usage counts cache reads
 * and writes separately from input, as Anthropic reports them.
 */
import * as AnthropicClient from "@effect/ai-anthropic/AnthropicClient"
import * as AnthropicLanguageModel from "@effect/ai-anthropic/AnthropicLanguageModel"
import * as AnthropicTool from "@effect/ai-anthropic/AnthropicTool"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as Json from "../../domain/format/Json.js"
import { Model, type ModelInfo, type ModelRequest } from "./Model.js"
import * as ModelBridge from "./ModelBridge.js"

export interface AnthropicOptions {
  readonly apiKey: string
  /** Defaults to `https://api.anthropic.com` (the client appends `/v1/messages`). */
  readonly baseUrl?: string | undefined
  readonly modelId: string
  /** Headers sent with every request (models.json `headers`). */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** The model's description (provider name, limits, price); the catalog's by default. */
  readonly info?: ModelInfo | undefined
}

/** A tool result's content as pi's text, or as text and image blocks when it has images. */
const toolResultContent = (content: Json.Json | undefined): Json.Json | undefined => {
  const split = ModelBridge.toolResultContent(content)
  if (split === undefined) return content
  if (split.images.length === 0) return split.text
  const blocks: Array<Json.JsonObject> = split.text === "" ? [] : [{ type: "text", text: split.text }]
  for (const image of split.images) blocks.push({ type: "image", source: { type: "base64", media_type: image.mimeType, data: image.data } })
  return blocks
}

const rewriteToolResults = ModelBridge.rewriteJsonBody((body) =>
  Array.isArray(body.messages)
    ? {
      ...body,
      messages: body.messages.map((message) =>
        Json.isObject(message) && Array.isArray(message.content)
          ? {
            ...message,
            content: message.content.map((block) =>
              Json.isObject(block) && block.type === "tool_result" ? { ...block, content: toolResultContent(block.content) ?? "" } : block
            )
          }
          : message
      )
    }
    : body
)

/** The raw usage (of `message_start`) and stop sequence the package puts in the finish part. */
const finishInfo = (metadata: unknown) => {
  const anthropic = Json.isObject(metadata) ? metadata.anthropic : undefined
  const usage = Json.isObject(anthropic) && Json.isObject(anthropic.usage) ? anthropic.usage : {}
  const cacheCreation = Json.isObject(usage.cache_creation) ? usage.cache_creation : {}
  return {
    cacheWrite: typeof usage.cache_creation_input_tokens === "number" ? usage.cache_creation_input_tokens : 0,
    cacheWrite1h: typeof cacheCreation.ephemeral_1h_input_tokens === "number" ? cacheCreation.ephemeral_1h_input_tokens : 0,
    stopSequence: Json.isObject(anthropic) && typeof anthropic.stopSequence === "string" ? anthropic.stopSequence : undefined
  }
}

/**
 * Anthropic's `stop_reason` (pi's `rawStopReason`), from the package's finish reason: the
 * package maps each stop reason to its own, and says whether a stop sequence ended the reply.
 */
const rawStopReason = (finish: ModelBridge.FinishPart): string | undefined => {
  switch (finish.reason) {
    case "stop":
      return finishInfo(finish.metadata).stopSequence === undefined ? "end_turn" : "stop_sequence"
    case "length":
      return "max_tokens"
    case "tool-calls":
      return "tool_use"
    case "pause":
      return "pause_turn"
    case "content-filter":
      return "refusal"
    default:
      return undefined
  }
}

/** The model port on Anthropic's Messages API. */
export const layerAnthropic = (options: AnthropicOptions): Layer.Layer<Model, never, HttpClient.HttpClient> =>
  Layer.scoped(
    Model,
    Effect.gen(function*() {
      const client = yield* AnthropicClient.make({
        apiKey: Redacted.make(options.apiKey),
        apiUrl: options.baseUrl?.replace(/\/+$/, ""),
        transformClient: HttpClient.mapRequest((request) => HttpClientRequest.setHeaders(rewriteToolResults(request), options.headers ?? {}))
      })
      const languageModel = yield* AnthropicLanguageModel.make({ model: options.modelId }).pipe(
        Effect.provideService(AnthropicClient.AnthropicClient, client)
      )
      const info = options.info ?? ModelBridge.infoFor("anthropic", options.modelId, "anthropic-messages")
      const config = (request: ModelRequest): AnthropicLanguageModel.Config.Service => {
        const maxTokens = request.maxTokens ?? info.maxTokens
        const budget = info.reasoning ? ModelBridge.thinkingBudget(request.thinkingLevel) : undefined
        const capped = budget === undefined ? undefined : Math.min(budget, maxTokens - 1024)
        return capped === undefined || capped < 1024
          ? { max_tokens: maxTokens }
          : { max_tokens: maxTokens, thinking: { type: "enabled", budget_tokens: capped } }
      }
      return ModelBridge.fromLanguageModel({
        info,
        languageModel,
        configure: (request) => Stream.provideService(AnthropicLanguageModel.Config, config(request)),
        counts: (finish) => ({
          input: finish.usage.inputTokens ?? 0,
          output: finish.usage.outputTokens ?? 0,
          cacheRead: finish.usage.cachedInputTokens ?? 0,
          cacheWrite: finishInfo(finish.metadata).cacheWrite,
          anthropic: { cacheWrite1h: finishInfo(finish.metadata).cacheWrite1h }
        }),
        alias: AnthropicTool.getProviderDefinedToolName,
        rawStopReason,
        responseModel: true,
        // pi's words when Anthropic's stop_details give no explanation (the package does not pass them on)
        stopError: (raw) => (raw === "refusal" ? "The model refused to complete the request" : undefined)
      })
    })
  )
