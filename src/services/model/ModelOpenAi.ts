/**
 * The model port on OpenAI's Responses API (`api: "openai-responses"`), through
 * @effect/ai-openai's `OpenAiClient` and `OpenAiLanguageModel`.
 *
 * Requests are sent with `store: false` and without strict tool schemas (pi's tool schemas
 * are not written for OpenAI's strict mode). Thinking levels map to reasoning effort with
 * summaries for reasoning models. Reasoning is not sent back on later turns: pi's messages do
 * not keep OpenAI's reasoning item ids.
 */
import * as OpenAiClient from "@effect/ai-openai/OpenAiClient"
import * as OpenAiLanguageModel from "@effect/ai-openai/OpenAiLanguageModel"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as Json from "../../domain/format/Json.js"
import { Model, type ModelInfo, type ModelRequest } from "./Model.js"
import * as ModelBridge from "./ModelBridge.js"

export interface OpenAiOptions {
  readonly apiKey: string
  /** Defaults to `https://api.openai.com/v1`. */
  readonly baseUrl?: string | undefined
  readonly modelId: string
  /** Headers sent with every request (models.json `headers`). */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** The model's description (provider name, limits, price); the catalog's by default. */
  readonly info?: ModelInfo | undefined
}

/** Provided around a reply's stream when it asks for the `xhigh` effort. */
class ExtraHigh extends Context.Tag("arbor/ModelOpenAi/ExtraHigh")<ExtraHigh, true>() {}

const withExtraHighEffort = ModelBridge.rewriteJsonBody((body) =>
  Json.isObject(body.reasoning) ? { ...body, reasoning: { ...body.reasoning, effort: "xhigh" } } : body
)

/** A function call output as pi's text, or as input text and images when the result has images. */
const functionOutput = (output: Json.Json | undefined): Json.Json | undefined => {
  const content = ModelBridge.toolResultContent(output)
  if (content === undefined) return output
  if (content.images.length === 0) return content.text
  return [
    { type: "input_text", text: content.text },
    ...content.images.map((image) => ({ type: "input_image", image_url: `data:${image.mimeType};base64,${image.data}`, detail: "auto" }))
  ]
}

const rewriteToolOutputs = ModelBridge.rewriteJsonBody((body) =>
  Array.isArray(body.input)
    ? {
      ...body,
      input: body.input.map((item) =>
        Json.isObject(item) && item.type === "function_call_output" ? { ...item, output: functionOutput(item.output) ?? "" } : item
      )
    }
    : body
)

/**
 * The response's status as pi records it (`rawStopReason`): `completed`, or `incomplete.` and
 * the reason, from the package's finish reason (which it takes from `incomplete_details`).
 */
const rawStopReason = (finish: ModelBridge.FinishPart): string | undefined => {
  switch (finish.reason) {
    case "length":
      return "incomplete.max_output_tokens"
    case "content-filter":
      return "incomplete.content_filter"
    case "stop":
    case "tool-calls":
      return "completed"
    default:
      return undefined
  }
}

/** The model port on OpenAI's Responses API. */
export const layerOpenAi = (options: OpenAiOptions): Layer.Layer<Model, never, HttpClient.HttpClient> =>
  Layer.scoped(
    Model,
    Effect.gen(function*() {
      const client = yield* OpenAiClient.make({
        apiKey: Redacted.make(options.apiKey),
        apiUrl: options.baseUrl?.replace(/\/+$/, ""),
        transformClient: HttpClient.mapRequestEffect((request) =>
          Effect.map(Effect.serviceOption(ExtraHigh), (xhigh) => {
            const rewritten = HttpClientRequest.setHeaders(rewriteToolOutputs(request), options.headers ?? {})
            return Option.isSome(xhigh) ? withExtraHighEffort(rewritten) : rewritten
          })
        )
      })
      const languageModel = yield* OpenAiLanguageModel.make({ model: options.modelId }).pipe(
        Effect.provideService(OpenAiClient.OpenAiClient, client)
      )
      const info = options.info ?? ModelBridge.infoFor("openai", options.modelId, "openai-responses")
      const config = (request: ModelRequest): OpenAiLanguageModel.Config.Service => {
        const wanted = ModelBridge.reasoningEffort(request.thinkingLevel, info)
        // the package's schema stops at "high": "xhigh" is put into the body on its way out
        const reasoning = wanted === "xhigh" ? "high" : (wanted as "minimal" | "low" | "medium" | "high" | undefined)
        const base = { strict: false, store: false, max_output_tokens: request.maxTokens ?? info.maxTokens }
        return info.reasoning && reasoning !== undefined ? { ...base, reasoning: { effort: reasoning, summary: "auto" } } : base
      }
      return ModelBridge.fromLanguageModel({
        info,
        languageModel,
        configure: (request) => (stream) => {
          const configured = Stream.provideService(stream, OpenAiLanguageModel.Config, config(request))
          return info.reasoning && ModelBridge.reasoningEffort(request.thinkingLevel, info) === "xhigh"
            ? Stream.provideService(configured, ExtraHigh, true)
            : configured
        },
        counts: ModelBridge.countsWithCachedInput,
        rawStopReason,
        stopError: (
          raw
        ) => (raw.startsWith("incomplete.") && raw !== "incomplete.max_output_tokens" ? `Response incomplete: ${raw.slice("incomplete.".length)}` : undefined)
      })
    })
  )
