/**
 * The model port for servers that speak OpenAI's Chat Completions API (llama.cpp, Ollama,
 * vLLM, ...; `api: "openai-completions"`).
 *
 * @effect/ai-openai's language model speaks only the Responses API, so this module builds an
 * @effect/ai `LanguageModel` with `LanguageModel.make` over the platform `HttpClient`:
 * `POST {baseUrl}/chat/completions` with `stream: true`, server-sent `data:` chunks until
 * `[DONE]`. Reasoning arrives as `reasoning_content` (llama.cpp, vLLM), `reasoning` (Ollama) or
 * `reasoning_text`; the field's name becomes the thinking block's `thinkingSignature`, and the
 * server's `finish_reason` the message's `rawStopReason`, as pi records them.
 * A tool call the request did not offer is still streamed (as parameter parts) but not
 * reported as a decoded call, so an unknown tool name cannot fail the reply. HTTP failures
 * become @effect/ai's `AiError`s, as in the provider packages.
 *
 * The model port (`layerOpenAiCompatible`) reads the same parts without the `LanguageModel`:
 * one pure reader takes the response's bytes to parts (UTF-8, server-sent events, the chunks'
 * JSON) and the bridge takes them as they are, so a delta crosses one stream stage, not six,
 * and is decoded once, not twice.
 */
import * as AiError from "@effect/ai/AiError"
import * as LanguageModel from "@effect/ai/LanguageModel"
import type * as Prompt from "@effect/ai/Prompt"
import type * as Response from "@effect/ai/Response"
import * as Tool from "@effect/ai/Tool"
import * as HttpBody from "@effect/platform/HttpBody"
import * as HttpClient from "@effect/platform/HttpClient"
import type { RequestError, ResponseError } from "@effect/platform/HttpClientError"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Encoding from "effect/Encoding"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Json from "../../domain/format/Json.js"
import * as ServerSentEvents from "./internal/ServerSentEvents.js"
import { Model, type ModelInfo, type ModelRequest } from "./Model.js"
import * as ModelBridge from "./ModelBridge.js"

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

/** Request fields for one request (provide it around the stream); merged into the body. */
export class Config extends Context.Tag("arbor/ModelChatCompletions/Config")<Config, Config.Service>() {}

export declare namespace Config {
  export interface Service {
    readonly max_tokens?: number
    readonly temperature?: number
    readonly reasoning_effort?: string
  }
}

export interface Options {
  /** The server's API root, e.g. `http://127.0.0.1:8080/v1`. */
  readonly baseUrl: string
  readonly apiKey?: string | undefined
  readonly modelId: string
  /** Headers sent with every request (models.json `headers`). */
  readonly headers?: Readonly<Record<string, string>> | undefined
  /** The model's description (provider name, limits, price); the catalog's for `openai-compatible` by default. */
  readonly info?: ModelInfo | undefined
}

// ---------------------------------------------------------------------------------------------
// Prompt → Chat Completions messages
// ---------------------------------------------------------------------------------------------

type ChatMessage = Json.JsonObject

const dataUrl = (part: Prompt.FilePart): string =>
  part.data instanceof URL
    ? part.data.toString()
    : `data:${part.mediaType};base64,${typeof part.data === "string" ? part.data : Encoding.encodeBase64(part.data)}`

/** A tool result as text: pi's text blocks joined, a string as is, anything else as JSON. */
const resultText = (result: unknown): string => {
  const content = ModelBridge.splitContent(result)
  if (content !== undefined) return content.text
  return Json.stringify(result) ?? ""
}

const toMessages = (prompt: Prompt.Prompt): Either.Either<Array<ChatMessage>, AiError.MalformedInput> => {
  const out: Array<ChatMessage> = []
  for (const message of prompt.content) {
    switch (message.role) {
      case "system":
        out.push({ role: "system", content: message.content })
        break
      case "user": {
        const parts: Array<Json.JsonObject> = []
        for (const part of message.content) {
          if (part.type === "text") parts.push({ type: "text", text: part.text })
          else if (part.mediaType.startsWith("image/")) parts.push({ type: "image_url", image_url: { url: dataUrl(part) } })
          else {
            return Either.left(
              new AiError.MalformedInput({
                module: "ModelChatCompletions",
                method: "toMessages",
                description: `Unsupported media type for a Chat Completions request: '${part.mediaType}'`
              })
            )
          }
        }
        const textOnly = parts.every((part) => part.type === "text")
        out.push({ role: "user", content: textOnly ? parts.map((part) => String(part.text)).join("\n") : parts })
        break
      }
      case "assistant": {
        let text = ""
        const toolCalls: Array<Json.JsonObject> = []
        for (const part of message.content) {
          if (part.type === "text") text += part.text
          else if (part.type === "tool-call" && !part.providerExecuted) {
            toolCalls.push({ id: part.id, type: "function", function: { name: part.name, arguments: Json.stringify(part.params) ?? "{}" } })
          }
        }
        if (text === "" && toolCalls.length === 0) break
        out.push(
          toolCalls.length === 0 ? { role: "assistant", content: text } : { role: "assistant", content: text === "" ? null : text, tool_calls: toolCalls }
        )
        break
      }
      case "tool":
        for (const part of message.content) out.push({ role: "tool", tool_call_id: part.id, content: resultText(part.result) })
        break
    }
  }
  return Either.right(out)
}

/** What a request asks: the prompt and the tools offered, as @effect/ai's `ProviderOptions` hold them. */
interface Asked {
  readonly prompt: Prompt.Prompt
  readonly tools: ReadonlyArray<Tool.Any>
  readonly toolChoice: LanguageModel.ToolChoice<string>
}

const toolsOf = (options: Asked): Json.JsonObject => {
  const choice = options.toolChoice
  const allowed = typeof choice === "object" && "oneOf" in choice ? new Set(choice.oneOf) : undefined
  const tools = options.tools
    .filter((tool) => Tool.isUserDefined(tool) && (allowed === undefined || allowed.has(tool.name)))
    .map((tool) => ({
      type: "function",
      function: {
        name: tool.name,
        description: tool.description ?? "",
        parameters: Tool.getJsonSchemaFromSchemaAst(tool.parametersSchema.ast) as unknown as Json.Json
      }
    }))
  if (tools.length === 0 || choice === "none") return {}
  const toolChoice: Json.Json = choice === "auto" || choice === "required"
    ? choice
    : "tool" in choice
    ? { type: "function", function: { name: choice.tool } }
    : choice.mode === "required"
    ? "required"
    : "auto"
  return { tools, tool_choice: toolChoice }
}

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

const optionalNullable = <S extends Schema.Schema.Any>(schema: S) => Schema.optional(Schema.NullOr(schema))

const UsageSchema = Schema.Struct({
  prompt_tokens: optionalNullable(Schema.Number),
  completion_tokens: optionalNullable(Schema.Number),
  prompt_tokens_details: optionalNullable(Schema.Struct({ cached_tokens: optionalNullable(Schema.Number) })),
  completion_tokens_details: optionalNullable(Schema.Struct({ reasoning_tokens: optionalNullable(Schema.Number) })),
  reasoning_tokens: optionalNullable(Schema.Number)
})

const ToolCallSchema = Schema.Struct({
  index: Schema.optional(Schema.Number),
  id: optionalNullable(Schema.String),
  function: optionalNullable(Schema.Struct({ name: optionalNullable(Schema.String), arguments: optionalNullable(Schema.String) }))
})

const MessageSchema = Schema.Struct({
  content: optionalNullable(Schema.String),
  reasoning_content: optionalNullable(Schema.String),
  reasoning: optionalNullable(Schema.String),
  reasoning_text: optionalNullable(Schema.String),
  tool_calls: optionalNullable(Schema.Array(ToolCallSchema))
})

const ChoiceSchema = Schema.Struct({
  delta: optionalNullable(MessageSchema),
  message: optionalNullable(MessageSchema),
  finish_reason: optionalNullable(Schema.String)
})

/** A streamed chunk or a whole reply; unknown fields are ignored. */
const ReplySchema = Schema.Struct({
  id: optionalNullable(Schema.String),
  model: optionalNullable(Schema.String),
  choices: optionalNullable(Schema.Array(ChoiceSchema)),
  usage: optionalNullable(UsageSchema),
  error: Schema.optional(Schema.Unknown)
})
type Reply = typeof ReplySchema.Type

const decodeReply = Schema.decodeUnknownOption(Schema.parseJson(ReplySchema))

const finishReason = (reason: string | null | undefined, hasToolCalls: boolean): Response.FinishReason => {
  switch (reason) {
    case "stop":
      return hasToolCalls ? "tool-calls" : "stop"
    case "length":
      return "length"
    case "tool_calls":
    case "function_call":
      return "tool-calls"
    case "content_filter":
      return "content-filter"
    default:
      return hasToolCalls ? "tool-calls" : "unknown"
  }
}

const usageOf = (usage: Reply["usage"]): typeof Response.Usage.Encoded => {
  const input = usage?.prompt_tokens ?? undefined
  const output = usage?.completion_tokens ?? undefined
  const cached = usage?.prompt_tokens_details?.cached_tokens ?? undefined
  const reasoning = usage?.completion_tokens_details?.reasoning_tokens || usage?.reasoning_tokens || undefined
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input === undefined && output === undefined ? undefined : (input ?? 0) + (output ?? 0),
    ...(cached === undefined ? {} : { cachedInputTokens: cached }),
    ...(reasoning === undefined ? {} : { reasoningTokens: reasoning })
  }
}

/** The fields servers send reasoning in, in the order they are looked at (the first non-empty one counts). */
const REASONING_FIELDS = ["reasoning_content", "reasoning", "reasoning_text"] as const

/** The reasoning of a delta or message, and the field it came in. */
const reasoningOf = (message: typeof MessageSchema.Type): { readonly field: string; readonly text: string } | undefined => {
  for (const field of REASONING_FIELDS) {
    const text = message[field]
    if (typeof text === "string" && text !== "") return { field, text }
  }
  return undefined
}

/** The server's own finish reason, as the finish part carries it (pi's `rawStopReason`). */
export const rawFinishReason = (finish: ModelBridge.FinishPart): string | undefined => {
  const info = finish.metadata?.chatCompletions
  return typeof info?.finishReason === "string" ? info.finishReason : undefined
}

/** pi's error for a finish reason that is not a normal end (`content_filter`, `network_error`, one it does not know). */
export const finishError = (reason: string): string | undefined =>
  ["stop", "end", "length", "tool_calls", "function_call"].includes(reason) ? undefined : `Provider finish_reason: ${reason}`

const finishMetadata = (
  reason: string | null | undefined
) => (typeof reason === "string" && reason !== "" ? { metadata: { chatCompletions: { finishReason: reason } } } : {})

const parseParams = (text: string): unknown => {
  try {
    return Tool.unsafeSecureJsonParse(text === "" ? "{}" : text)
  } catch {
    return {}
  }
}

/**
 * Turns the body of one streamed reply into @effect/ai stream parts: its bytes as UTF-8, the
 * text as server-sent events, each event's data as a chunk, until `[DONE]`. Pure but for its
 * own state.
 */
class ChunkReader {
  private readonly decoder = new TextDecoder()
  private readonly events = new ServerSentEvents.Reader()
  private finished = false
  private metadataSent = false
  private text: string | undefined
  private reasoning: string | undefined
  private blocks = 0
  private readonly calls = new Map<number, { readonly id: string; readonly name: string; args: string }>()
  private reason: string | null | undefined
  private usage: Reply["usage"]

  constructor(private readonly offered: ReadonlySet<string>) {}

  private closeText(parts: Array<Response.StreamPartEncoded>) {
    if (this.text !== undefined) parts.push({ type: "text-end", id: this.text })
    this.text = undefined
  }

  private closeReasoning(parts: Array<Response.StreamPartEncoded>) {
    if (this.reasoning !== undefined) parts.push({ type: "reasoning-end", id: this.reasoning })
    this.reasoning = undefined
  }

  /** The parts of the next bytes of the body; the last ones (see `end`) once `[DONE]` is read, nothing after. */
  feed(bytes: Uint8Array): Array<Response.StreamPartEncoded> {
    if (this.finished) return []
    let events: Array<string>
    try {
      events = this.events.feed(this.decoder.decode(bytes, { stream: true }))
    } catch (error) {
      return [{ type: "error", error: { message: (error as Error).message } }, ...this.end()]
    }
    const parts: Array<Response.StreamPartEncoded> = []
    for (const data of events) {
      if (data.trim() === "[DONE]") return [...parts, ...this.end()]
      parts.push(...this.read(data))
    }
    return parts
  }

  private read(data: string): Array<Response.StreamPartEncoded> {
    const parts: Array<Response.StreamPartEncoded> = []
    const chunk = Option.getOrUndefined(decodeReply(data))
    if (chunk === undefined) return parts
    if (chunk.error !== undefined && chunk.error !== null) {
      parts.push({ type: "error", error: chunk.error })
      return parts
    }
    if (!this.metadataSent && (chunk.id || chunk.model)) {
      this.metadataSent = true
      parts.push({ type: "response-metadata", ...(chunk.id ? { id: chunk.id } : {}), ...(chunk.model ? { modelId: chunk.model } : {}) })
    }
    if (chunk.usage) this.usage = chunk.usage
    const choice = chunk.choices?.[0]
    const delta = choice?.delta
    if (delta) {
      const thinking = reasoningOf(delta)
      if (thinking !== undefined) {
        this.closeText(parts)
        if (this.reasoning === undefined) {
          this.reasoning = `reasoning-${this.blocks++}`
          parts.push({ type: "reasoning-start", id: this.reasoning, metadata: { chatCompletions: { reasoningField: thinking.field } } })
        }
        parts.push({ type: "reasoning-delta", id: this.reasoning, delta: thinking.text })
      }
      if (delta.content) {
        this.closeReasoning(parts)
        if (this.text === undefined) {
          this.text = `text-${this.blocks++}`
          parts.push({ type: "text-start", id: this.text })
        }
        parts.push({ type: "text-delta", id: this.text, delta: delta.content })
      }
      for (const call of delta.tool_calls ?? []) {
        const index = call.index ?? 0
        let current = this.calls.get(index)
        if (current === undefined) {
          this.closeText(parts)
          this.closeReasoning(parts)
          current = { id: call.id || `call_${index}`, name: call.function?.name ?? "", args: "" }
          this.calls.set(index, current)
          parts.push({ type: "tool-params-start", id: current.id, name: current.name })
        }
        const args = call.function?.arguments
        if (args) {
          current.args += args
          parts.push({ type: "tool-params-delta", id: current.id, delta: args })
        }
      }
    }
    if (choice?.finish_reason) this.reason = choice.finish_reason
    return parts
  }

  /** The parts that close the reply (open blocks, tool calls, the finish); nothing if it is closed already. */
  end(): Array<Response.StreamPartEncoded> {
    if (this.finished) return []
    this.finished = true
    const parts: Array<Response.StreamPartEncoded> = []
    this.closeText(parts)
    this.closeReasoning(parts)
    for (const call of this.calls.values()) {
      parts.push({ type: "tool-params-end", id: call.id })
      if (this.offered.has(call.name)) parts.push({ type: "tool-call", id: call.id, name: call.name, params: parseParams(call.args) })
    }
    if (this.reason === undefined) {
      parts.push({ type: "error", error: { message: "The server's stream ended before a finish reason" } })
    }
    parts.push({ type: "finish", reason: finishReason(this.reason, this.calls.size > 0), usage: usageOf(this.usage), ...finishMetadata(this.reason) })
    return parts
  }
}

/** The parts of a whole (non-streamed) reply. */
const replyParts = (reply: Reply, offered: ReadonlySet<string>): Array<Response.PartEncoded> => {
  const parts: Array<Response.PartEncoded> = [{
    type: "response-metadata",
    ...(reply.id ? { id: reply.id } : {}),
    ...(reply.model ? { modelId: reply.model } : {})
  }]
  const choice = reply.choices?.[0]
  const message = choice?.message
  const thinking = message ? reasoningOf(message) : undefined
  if (thinking !== undefined) parts.push({ type: "reasoning", text: thinking.text, metadata: { chatCompletions: { reasoningField: thinking.field } } })
  if (message?.content) parts.push({ type: "text", text: message.content })
  const calls = message?.tool_calls ?? []
  calls.forEach((call, index) => {
    const name = call.function?.name ?? ""
    if (offered.has(name)) parts.push({ type: "tool-call", id: call.id || `call_${index}`, name, params: parseParams(call.function?.arguments ?? "") })
  })
  parts.push({
    type: "finish",
    reason: finishReason(choice?.finish_reason, calls.length > 0),
    usage: usageOf(reply.usage),
    ...finishMetadata(choice?.finish_reason)
  })
  return parts
}

// ---------------------------------------------------------------------------------------------
// The language model
// ---------------------------------------------------------------------------------------------

const mapHttpErrors = {
  RequestError: (error: RequestError) => Effect.fail(AiError.HttpRequestError.fromRequestError({ module: "ModelChatCompletions", method: "request", error })),
  ResponseError: (error: ResponseError) => AiError.HttpResponseError.fromResponseError({ module: "ModelChatCompletions", method: "request", error })
}

/** The HTTP client for a server: its API root, headers and key on every request, non-2xx statuses failed. */
const clientFor = (options: Options): Effect.Effect<HttpClient.HttpClient, never, HttpClient.HttpClient> =>
  Effect.map(HttpClient.HttpClient, (client) =>
    HttpClient.filterStatusOk(
      client.pipe(
        HttpClient.mapRequest((request) => {
          const withUrl = HttpClientRequest.setHeaders(
            HttpClientRequest.acceptJson(HttpClientRequest.prependUrl(request, options.baseUrl.replace(/\/+$/, ""))),
            options.headers ?? {}
          )
          return options.apiKey === undefined ? withUrl : HttpClientRequest.bearerToken(withUrl, options.apiKey)
        })
      )
    ))

/** `POST /chat/completions` for what is asked, with the request fields of `config`. */
const requestOf = (modelId: string, asked: Asked, config: Config.Service, stream: boolean) =>
  Effect.map(toMessages(asked.prompt), (messages) => {
    const request: Json.JsonObject = {
      model: modelId,
      messages,
      ...toolsOf(asked),
      ...(config as Json.JsonObject),
      stream,
      ...(stream ? { stream_options: { include_usage: true } } : {})
    }
    return HttpClientRequest.post("/chat/completions", { body: HttpBody.unsafeJson(request) })
  })

const offered = (asked: Asked) => new Set(asked.tools.map((tool) => tool.name))

/** The parts of a streamed reply: one stage reads the body (`ChunkReader`), the stream ends at the finish. */
const streamParts = (
  client: HttpClient.HttpClient,
  modelId: string,
  asked: Asked,
  config: Config.Service
): Stream.Stream<Response.StreamPartEncoded, AiError.AiError> =>
  Stream.unwrap(
    Effect.map(requestOf(modelId, asked, config, true), (request) => {
      const reader = new ChunkReader(offered(asked))
      return client.execute(request).pipe(
        Effect.map((response) => response.stream),
        Stream.unwrapScoped,
        Stream.mapConcat((bytes) => reader.feed(bytes)),
        Stream.takeUntil((part) => part.type === "finish"),
        Stream.concat(Stream.suspend(() => Stream.fromIterable(reader.end()))),
        Stream.catchTags(mapHttpErrors)
      )
    })
  )

/** An @effect/ai `LanguageModel` on a Chat Completions server. */
export const make = (options: Options): Effect.Effect<LanguageModel.Service, never, HttpClient.HttpClient> =>
  Effect.gen(function*() {
    const client = yield* clientFor(options)
    const config = Effect.map(Effect.serviceOption(Config), Option.getOrElse((): Config.Service => ({})))
    return yield* LanguageModel.make({
      generateText: (provider) =>
        config.pipe(
          Effect.flatMap((fields) => requestOf(options.modelId, provider, fields, false)),
          Effect.flatMap((request) => client.execute(request)),
          Effect.flatMap((response) => response.json),
          Effect.scoped,
          Effect.catchTags(mapHttpErrors),
          Effect.flatMap((json) =>
            Schema.decodeUnknown(ReplySchema)(json).pipe(
              Effect.mapError((error) => AiError.MalformedOutput.fromParseError({ module: "ModelChatCompletions", method: "generateText", error }))
            )
          ),
          Effect.map((reply) => replyParts(reply, offered(provider)))
        ),
      streamText: (provider) => Stream.unwrap(Effect.map(config, (fields) => streamParts(client, options.modelId, provider, fields)))
    })
  })

/** The model port on a Chat Completions server (pi's `openai-completions`). */
export const layerOpenAiCompatible = (options: Options): Layer.Layer<Model, never, HttpClient.HttpClient> =>
  Layer.effect(
    Model,
    Effect.gen(function*() {
      const client = yield* clientFor(options)
      const info = options.info ?? ModelBridge.infoFor("openai-compatible", options.modelId, "openai-completions")
      const config = (request: ModelRequest): Config.Service => {
        const effort = info.reasoning ? ModelBridge.reasoningEffort(request.thinkingLevel, info) : undefined
        return {
          ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
          ...(effort === undefined ? {} : { reasoning_effort: effort })
        }
      }
      return ModelBridge.fromParts({
        info,
        parts: ({ names, prompt, request, toolkit }) => {
          const tools = toolkit === undefined ? [] : Object.values(toolkit.tools).filter((tool) => names.includes(tool.name))
          const asked: Asked = { prompt, tools, toolChoice: toolkit === undefined ? "none" : { oneOf: names } }
          return streamParts(client, options.modelId, asked, config(request))
        },
        counts: ModelBridge.countsWithCachedInput,
        rawStopReason: rawFinishReason,
        responseModel: true,
        stopError: finishError
      })
    })
  )
