/**
 * A request in pi's shapes as @effect/ai values: the transcript as a `Prompt`, the tool specs as
 * a `Toolkit` for decoding the model's tool calls. Its own module because it builds @effect/ai's
 * values: `ModelBridge` imports it when a reply is asked for, so that importing the library (the
 * root entry) loads nothing of @effect/ai until a model runs.
 */
import * as Prompt from "@effect/ai/Prompt"
import * as Tool from "@effect/ai/Tool"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Encoding from "effect/Encoding"
import * as Schema from "effect/Schema"
import type * as Transcript from "../../../domain/context/Transcript.js"
import * as Json from "../../../domain/format/Json.js"
import type { ModelInfo, ToolSpec } from "../Model.js"
import type { AnyToolkit } from "../ModelBridge.js"

const CACHE = { anthropic: { cacheControl: { type: "ephemeral" } } } as const

const imagePart = (block: Json.JsonObject): Array<Prompt.FilePart> => {
  if (typeof block.data !== "string" || typeof block.mimeType !== "string") return []
  const bytes = Encoding.decodeBase64(block.data)
  return Either.isRight(bytes) ? [Prompt.makePart("file", { mediaType: block.mimeType, data: bytes.right })] : []
}

const userParts = (content: Json.Json | undefined): Array<Prompt.UserMessagePart> => {
  if (typeof content === "string") return content === "" ? [] : [Prompt.makePart("text", { text: content })]
  if (!Array.isArray(content)) return []
  return content.flatMap((block): Array<Prompt.UserMessagePart> => {
    if (!Json.isObject(block)) return []
    if (block.type === "text" && typeof block.text === "string" && block.text !== "") return [Prompt.makePart("text", { text: block.text })]
    if (block.type === "image") return imagePart(block)
    return []
  })
}

/**
 * Assistant content as prompt parts. Thinking goes back only with its signature and only to
 * the provider and API that signed it; empty text is left out (providers reject it).
 */
const assistantParts = (message: Json.JsonObject, info: ModelInfo): Array<Prompt.AssistantMessagePart> => {
  if (!Array.isArray(message.content)) return []
  const signedHere = message.provider === info.provider && message.api === info.api
  return message.content.flatMap((block): Array<Prompt.AssistantMessagePart> => {
    if (!Json.isObject(block)) return []
    switch (block.type) {
      case "text":
        return typeof block.text === "string" && block.text.trim() !== "" ? [Prompt.makePart("text", { text: block.text })] : []
      case "thinking": {
        if (!signedHere || typeof block.thinkingSignature !== "string" || block.thinkingSignature === "") return []
        const anthropic = block.redacted === true
          ? ({ type: "redacted_thinking", redactedData: block.thinkingSignature } as const)
          : ({ type: "thinking", signature: block.thinkingSignature } as const)
        return [Prompt.makePart("reasoning", { text: typeof block.thinking === "string" ? block.thinking : "", options: { anthropic } })]
      }
      case "toolCall":
        return typeof block.id === "string" && typeof block.name === "string"
          ? [
            Prompt.makePart("tool-call", {
              id: block.id,
              name: block.name,
              params: Json.isObject(block.arguments) ? block.arguments : {},
              providerExecuted: false
            })
          ]
          : []
      default:
        return []
    }
  })
}

/**
 * The prompt for a transcript. A tool result's `result` is its pi content blocks (text and
 * images); the provider modules give it the provider's own shape on the wire.
 */
export const toPrompt = (transcript: Transcript.Transcript, info: ModelInfo): Prompt.Prompt => {
  const messages: Array<Prompt.Message> = []
  if (transcript.system !== undefined) messages.push(Prompt.makeMessage("system", { content: transcript.system, options: CACHE }))
  for (const message of transcript.messages) {
    switch (message.role) {
      case "user": {
        const content = userParts(message.content)
        if (content.length > 0) messages.push(Prompt.makeMessage("user", { content }))
        break
      }
      case "assistant": {
        const content = assistantParts(message, info)
        if (content.length > 0) messages.push(Prompt.makeMessage("assistant", { content }))
        break
      }
      case "toolResult": {
        const part = Prompt.makePart("tool-result", {
          id: String(message.toolCallId),
          name: typeof message.toolName === "string" ? message.toolName : "",
          isFailure: message.isError === true,
          result: Array.isArray(message.content) ? message.content : [],
          providerExecuted: false
        })
        messages.push(Prompt.makeMessage("tool", { content: [part] }))
        break
      }
    }
  }
  // Prompt caching (Anthropic): the system prompt and the newest turn, as pi marks them.
  const last = messages.at(-1)
  if (last !== undefined && (last.role === "user" || last.role === "tool")) {
    messages[messages.length - 1] = { ...last, options: { ...last.options, ...CACHE } } as Prompt.Message
  }
  return Prompt.fromMessages(messages)
}

/** Accepts any arguments object; its JSON Schema is the tool's own, sent unchanged. */
const parametersOf = (spec: ToolSpec) =>
  Schema.Struct({}, Schema.Record({ key: Schema.String, value: Schema.Unknown })).annotations({ jsonSchema: spec.parameters })

const toolOf = (name: string, spec: ToolSpec) => Tool.make(name, { description: spec.description }).setParameters(parametersOf(spec))

/**
 * A toolkit for decoding the model's tool calls; Arbor runs the calls itself, so the handler
 * is never used. `alias` gives the name a provider package puts on some tool calls in its
 * replies (Anthropic's `bash` comes back as `AnthropicBash`): aliased tools are in the toolkit
 * so that those calls decode, and left out of the tools sent (`toolChoice.oneOf`).
 */
export const toolkitFor = (
  specs: ReadonlyArray<ToolSpec>,
  alias: (name: string) => string | undefined
): { readonly toolkit: AnyToolkit; readonly names: Array<string> } => {
  const tools: Record<string, Tool.Any> = {}
  for (const spec of specs) {
    tools[spec.name] = toolOf(spec.name, spec)
    const aliased = alias(spec.name)
    if (aliased !== undefined && tools[aliased] === undefined) tools[aliased] = toolOf(aliased, spec)
  }
  const toolkit = { tools, handle: () => Effect.dieMessage("Arbor runs tool calls itself") } as unknown as AnyToolkit
  return { toolkit, names: specs.map((spec) => spec.name) }
}
