/**
 * Building a pi assistant message from a model's stream. Pure.
 *
 * A model streams deltas (text, thinking, tool-call arguments) and finally a complete message.
 * When the stream is cut short (the user aborts, the connection drops), the partial message
 * is built here from the deltas received, as pi persists it: the content so far, the usage so
 * far, `stopReason: "aborted"` (or `"error"`) and an `errorMessage`.
 */
import type * as EntrySchema from "./EntrySchema.js"
import * as Json from "./Json.js"

/**
 * One step of a model's reply. `index` is the content block's position. Discriminated by `type`
 * as the agent's events are (pi's names where pi streams the step).
 */
export type Delta =
  | { readonly type: "text_delta"; readonly index: number; readonly delta: string }
  | { readonly type: "thinking_delta"; readonly index: number; readonly delta: string }
  | { readonly type: "toolcall_start"; readonly index: number; readonly id: string; readonly name: string }
  | { readonly type: "toolcall_delta"; readonly index: number; readonly delta: string }
  | { readonly type: "usage_update"; readonly usage: Usage }
  /** The provider's id for the reply, and the model that answered when it is not the one asked. */
  | { readonly type: "response_metadata"; readonly responseId?: string | undefined; readonly responseModel?: string | undefined }
  /** A thinking block's signature (pi's `thinkingSignature`; `redacted`: the block's text is withheld). */
  | { readonly type: "thinking_signature"; readonly index: number; readonly signature: string; readonly redacted?: true | undefined }

/**
 * pi's usage object. Its key order depends on who made it (see `ModelCatalog.usage`): OpenAI's
 * APIs put `reasoning` before `totalTokens`; pi's Anthropic provider adds `cacheWrite1h` (and
 * `reasoning` when reported) after `cost`. `cost.totalFromProvider` is `false` once pi has
 * priced the tokens; the zero usage a reply starts with has neither.
 */
export type Usage = EntrySchema.Usage

export const zeroUsage: Usage = {
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
}

export type Block =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "thinking"; readonly thinking: string; readonly thinkingSignature?: string; readonly redacted?: true }
  | { readonly type: "toolCall"; readonly id: string; readonly name: string; readonly argumentsText: string }

/** A reply in progress. */
export interface Partial {
  readonly api: string
  readonly provider: string
  readonly model: string
  /** Message time (ms): when the request started. */
  readonly timestamp: number
  readonly blocks: ReadonlyArray<Block | undefined>
  readonly usage: Usage
  /** Kept from the stream's first chunks, so that a reply cut short carries them too (as pi's does). */
  readonly responseId?: string
  readonly responseModel?: string
}

export const start = (fields: { readonly api: string; readonly provider: string; readonly model: string; readonly timestamp: number }): Partial => ({
  ...fields,
  blocks: [],
  usage: zeroUsage
})

const setBlock = (blocks: ReadonlyArray<Block | undefined>, index: number, block: Block) => {
  const next = blocks.slice()
  next[index] = block
  return next
}

/** Applies one delta. */
export const apply = (partial: Partial, delta: Delta): Partial => {
  switch (delta.type) {
    case "text_delta": {
      const current = partial.blocks[delta.index]
      return { ...partial, blocks: setBlock(partial.blocks, delta.index, { type: "text", text: (current?.type === "text" ? current.text : "") + delta.delta }) }
    }
    case "thinking_delta": {
      const current = partial.blocks[delta.index]
      const thinking = (current?.type === "thinking" ? current.thinking : "") + delta.delta
      return {
        ...partial,
        blocks: setBlock(partial.blocks, delta.index, current?.type === "thinking" ? { ...current, thinking } : { type: "thinking", thinking })
      }
    }
    case "thinking_signature": {
      const current = partial.blocks[delta.index]
      const thinking = current?.type === "thinking" ? current.thinking : ""
      const block: Block = delta.redacted === true
        ? { type: "thinking", thinking, thinkingSignature: delta.signature, redacted: true }
        : { type: "thinking", thinking, thinkingSignature: delta.signature }
      return { ...partial, blocks: setBlock(partial.blocks, delta.index, block) }
    }
    case "toolcall_start":
      return { ...partial, blocks: setBlock(partial.blocks, delta.index, { type: "toolCall", id: delta.id, name: delta.name, argumentsText: "" }) }
    case "toolcall_delta": {
      const current = partial.blocks[delta.index]
      return current?.type === "toolCall"
        ? { ...partial, blocks: setBlock(partial.blocks, delta.index, { ...current, argumentsText: current.argumentsText + delta.delta }) }
        : partial
    }
    case "usage_update":
      return { ...partial, usage: delta.usage }
    case "response_metadata": {
      const responseId = partial.responseId ?? delta.responseId
      const responseModel = partial.responseModel ?? delta.responseModel
      return { ...partial, ...(responseId === undefined ? {} : { responseId }), ...(responseModel === undefined ? {} : { responseModel }) }
    }
  }
}

/** Tool-call arguments: the parsed object, or `{}` with the reason when the text is not an object. */
export const parseArguments = (text: string): { readonly arguments: Json.JsonObject; readonly error?: string } => {
  if (text.trim() === "") return { arguments: {} }
  const parsed = Json.parse(text)
  return Json.isObject(parsed) ? { arguments: parsed } : { arguments: {}, error: `Tool call arguments are not a JSON object: ${text.slice(0, 200)}` }
}

/** The content blocks of a partial reply, in pi's shapes. */
export const content = (partial: Partial): EntrySchema.AssistantMessage["content"] =>
  partial.blocks.flatMap((block): Array<EntrySchema.AssistantMessage["content"][number]> => {
    if (block === undefined) return []
    switch (block.type) {
      case "text":
        return [{ type: "text", text: block.text }]
      case "thinking":
        return [
          block.thinkingSignature === undefined
            ? { type: "thinking", thinking: block.thinking }
            : block.redacted === true
            ? { type: "thinking", thinking: block.thinking, thinkingSignature: block.thinkingSignature, redacted: true }
            : { type: "thinking", thinking: block.thinking, thinkingSignature: block.thinkingSignature }
        ]
      case "toolCall": {
        const parsed = parseArguments(block.argumentsText)
        return [
          parsed.error === undefined
            ? { type: "toolCall", id: block.id, name: block.name, arguments: parsed.arguments }
            : { type: "toolCall", id: block.id, name: block.name, arguments: parsed.arguments, argumentsError: parsed.error }
        ]
      }
    }
  })

/**
 * The assistant message, in pi's key order (optional keys only when set): the fields pi's
 * providers create, then `responseId`, `responseModel` (the model that answered, when it is not
 * the one asked), `rawStopReason` (the provider's own stop reason, e.g. `tool_calls`),
 * `errorMessage`, then `durationMs` and `thinkingLevel` (see `settle`).
 */
export const finish = (
  partial: Partial,
  end: {
    readonly stopReason: "stop" | "length" | "toolUse" | "error" | "aborted"
    readonly errorMessage?: string | undefined
    readonly responseId?: string | undefined
    readonly responseModel?: string | undefined
    readonly rawStopReason?: string | undefined
    readonly durationMs?: number | undefined
    readonly thinkingLevel?: string | undefined
  }
): EntrySchema.AssistantMessage => {
  const message: { -readonly [K in keyof EntrySchema.AssistantMessage]: EntrySchema.AssistantMessage[K] } = {
    role: "assistant",
    content: content(partial),
    api: partial.api,
    provider: partial.provider,
    model: partial.model,
    usage: partial.usage,
    stopReason: end.stopReason,
    timestamp: partial.timestamp
  }
  const responseId = end.responseId ?? partial.responseId
  const responseModel = end.responseModel ?? partial.responseModel
  if (responseId !== undefined) message.responseId = responseId
  if (responseModel !== undefined) message.responseModel = responseModel
  if (end.rawStopReason !== undefined) message.rawStopReason = end.rawStopReason
  if (end.errorMessage !== undefined) message.errorMessage = end.errorMessage
  if (end.durationMs !== undefined) message.durationMs = end.durationMs
  if (end.thinkingLevel !== undefined) message.thinkingLevel = end.thinkingLevel
  return message
}

/**
 * A finished reply as pi's agent loop records it: `durationMs` (the time from the request to
 * the reply's end) added when the model did not set it, then `thinkingLevel`, the session's
 * level for the request (`off` included), set last, or replaced where it already is.
 */
export const settle = (message: Json.JsonObject, fields: { readonly durationMs: number; readonly thinkingLevel: string }): Json.JsonObject => {
  const settled: { [key: string]: Json.Json } = { ...message }
  if (settled.durationMs === undefined) settled.durationMs = Math.max(0, Math.round(fields.durationMs))
  settled.thinkingLevel = fields.thinkingLevel
  return settled
}

/** The tool calls of an assistant message. */
export const toolCalls = (message: Json.JsonObject): ReadonlyArray<{ readonly id: string; readonly name: string; readonly arguments: Json.JsonObject }> =>
  Array.isArray(message.content)
    ? message.content.flatMap((block) =>
      Json.isObject(block) && block.type === "toolCall" && typeof block.id === "string" && typeof block.name === "string"
        ? [{ id: block.id, name: block.name, arguments: Json.isObject(block.arguments) ? block.arguments : {} }]
        : []
    )
    : []
