/**
 * The model port: one streaming request to a language model, in pi's message shapes.
 *
 * A request carries the session's context messages (pi's roles; the layer converts them to
 * the provider's prompt with `Context.toProviderMessages`), the tools, and the thinking level.
 * The reply is a stream of deltas (for live display) that ends with `Done`, the complete pi
 * assistant message (content blocks, usage, cost where the price is known, `stopReason`,
 * `api`, `provider`, `model`, `errorMessage`). A provider error ends the stream normally with
 * a `Done` whose message has `stopReason: "error"`, as pi persists it; the stream only fails
 * when the model cannot be used at all (no API key, unknown provider). Interrupting the
 * stream's fiber aborts the request.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Stream from "effect/Stream"
import type * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import type * as Json from "../../domain/format/Json.js"

export interface ModelInfo {
  /** pi's provider name: "openai", "anthropic", "offline", "replay", or an OpenAI-compatible server's name. */
  readonly provider: string
  readonly modelId: string
  /** pi's `api` field: "openai-responses", "openai-completions", "anthropic-messages", ... */
  readonly api: string
  readonly contextWindow: number
  readonly maxTokens: number
  readonly reasoning: boolean
  /** Thinking levels beyond `high` that the model takes (`xhigh`, `max`). */
  readonly extraLevels?: ReadonlyArray<"xhigh" | "max"> | undefined
  /** The display name (pi's `name`); the id when unknown. */
  readonly name?: string | undefined
  /** The API root requests go to, when known. */
  readonly baseUrl?: string | undefined
  readonly input?: ReadonlyArray<"text" | "image"> | undefined
  /** US dollars per million tokens; the catalog's list price when undefined. */
  readonly cost?: { readonly input: number; readonly output: number; readonly cacheRead: number; readonly cacheWrite: number } | undefined
}

export interface ToolSpec {
  readonly name: string
  readonly description: string
  /** JSON Schema of the arguments object. */
  readonly parameters: Json.JsonObject
}

export interface ModelRequest {
  readonly systemPrompt?: string | undefined
  /** Context messages in pi's shapes (system, user, assistant, toolResult, custom, summaries, bash). */
  readonly messages: ReadonlyArray<Json.JsonObject>
  readonly tools?: ReadonlyArray<ToolSpec> | undefined
  /** pi's thinking level: off, minimal, low, medium, high, xhigh, max. */
  readonly thinkingLevel?: string | undefined
  readonly maxTokens?: number | undefined
}

export type ModelEvent = AssistantMessage.Delta | { readonly type: "done"; readonly message: Json.JsonObject }

export class ModelError extends Schema.TaggedError<ModelError>()("ModelError", {
  provider: Schema.String,
  reason: Schema.String
}) {
  override get message() {
    return `${this.provider}: ${this.reason}`
  }
}

export declare namespace Model {
  export interface Service {
    readonly info: ModelInfo
    readonly stream: (request: ModelRequest) => Stream.Stream<ModelEvent, ModelError>
  }
}

export class Model extends Effect.Tag("arbor/Model")<Model, Model.Service>() {}
