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
import { Effect, Layer, Redacted, Stream } from "effect"
import * as Json from "../domain/Json.js"
import { Model, type ModelInfo, type ModelRequest } from "./Model.js"
import * as ModelProviders from "./ModelProviders.js"

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
  const split = ModelProviders.toolResultContent(content)
  if (split === undefined) return content
  if (split.images.length === 0) return split.text
  const blocks: Array<Json.JsonObject> = split.text === "" ? [] : [{ type: "text", text: split.text }]
  for (const image of split.images) blocks.push({ type: "image", source: { type: "base64", media_type: image.mimeType, data: image.data } })
  return blocks
}

const rewriteToolResults = ModelProviders.rewriteJsonBody((body) =>
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

const cacheWrites = (metadata: unknown): number => {
  const anthropic = Json.isObject(metadata) ? metadata.anthropic : undefined
  const usage = Json.isObject(anthropic) ? anthropic.usage : undefined
  return Json.isObject(usage) && typeof usage.cache_creation_input_tokens === "number" ? usage.cache_creation_input_tokens : 0
}

/** The model port on Anthropic's Messages API. */
export const layerAnthropic = (options: AnthropicOptions): Layer.Layer<Model, never, HttpClient.HttpClient> =>
  Layer.scoped(
    Model,
    Effect.gen(function* () {
      const client = yield* AnthropicClient.make({
        apiKey: Redacted.make(options.apiKey),
        apiUrl: options.baseUrl?.replace(/\/+$/, ""),
        transformClient: HttpClient.mapRequest((request) => HttpClientRequest.setHeaders(rewriteToolResults(request), options.headers ?? {}))
      })
      const languageModel = yield* AnthropicLanguageModel.make({ model: options.modelId }).pipe(
        Effect.provideService(AnthropicClient.AnthropicClient, client)
      )
      const info = options.info ?? ModelProviders.infoFor("anthropic", options.modelId, "anthropic-messages")
      const config = (request: ModelRequest): AnthropicLanguageModel.Config.Service => {
        const maxTokens = request.maxTokens ?? info.maxTokens
        const budget = info.reasoning ? ModelProviders.thinkingBudget(request.thinkingLevel) : undefined
        const capped = budget === undefined ? undefined : Math.min(budget, maxTokens - 1024)
        return capped === undefined || capped < 1024
          ? { max_tokens: maxTokens }
          : { max_tokens: maxTokens, thinking: { type: "enabled", budget_tokens: capped } }
      }
      return ModelProviders.fromLanguageModel({
        info,
        languageModel,
        configure: (request) => Stream.provideService(AnthropicLanguageModel.Config, config(request)),
        counts: (finish) => ({
          input: finish.usage.inputTokens ?? 0,
          output: finish.usage.outputTokens ?? 0,
          cacheRead: finish.usage.cachedInputTokens ?? 0,
          cacheWrite: cacheWrites(finish.metadata)
        }),
        alias: AnthropicTool.getProviderDefinedToolName
      })
    })
  )
