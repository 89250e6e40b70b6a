/**
 * Builders of pi's messages and content blocks, typed by `EntrySchema`: for fixtures, replay
 * and apps that append or compare messages. Pure: ids and times arrive as data.
 *
 * Every builder writes pi's key order (the field order of the role's schema) and leaves out
 * the optional keys it was not given, so `JSON.stringify` of a built message is the line pi
 * would write for it. `timestamp` (milliseconds) defaults to 0, a fixed time for fixtures; the
 * agent passes its clock's. A built message matches its role's schema (`EntrySchema.isAgentMessage`
 * accepts it), which the tests check for every builder.
 */
import type * as EntrySchema from "./EntrySchema.js"
import type * as Json from "./Json.js"

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/** `T` whose optional fields may also be given as undefined (then left out): a builder's fields. */
export type Loose<T> = { readonly [K in keyof T]: {} extends Pick<T, K> ? T[K] | undefined : T[K] }

/**
 * The fields of `value` named by `keys`, in that order, without those that are undefined. Each
 * builder gives every required field of `T` (the tests decode what each one builds).
 */
const ordered = <T>(keys: ReadonlyArray<keyof T>, value: { readonly [K in keyof T]?: T[K] | undefined }): T => {
  const out: Partial<Mutable<T>> = {}
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key]
  return out as T
}

/** A text block. */
export const text = (value: string): EntrySchema.TextContent => ({ type: "text", text: value })

/** An image block: base64 `data` of a `mimeType` image. */
export const image = (data: string, mimeType: string): EntrySchema.ImageContent => ({ type: "image", data, mimeType })

/** A tool call block of an assistant message. */
export const toolCall = (id: string, name: string, args: Json.JsonObject = {}): EntrySchema.ToolCall => ({
  type: "toolCall",
  id,
  name,
  arguments: args
})

/**
 * A user message. A string is pi's prompt shape: one text block, then the `images`; blocks are
 * taken as they are.
 */
export const user = (
  content: string | EntrySchema.UserContent,
  options: { readonly images?: ReadonlyArray<EntrySchema.ImageContent> | undefined; readonly timestamp?: number | undefined } = {}
): EntrySchema.UserMessage => ({
  role: "user",
  content: typeof content === "string" ? [text(content), ...(options.images ?? [])] : content,
  timestamp: options.timestamp ?? 0
})

/** What an assistant message holds besides its role; `content` may be a string (one text block). */
export type AssistantFields =
  & Loose<Omit<EntrySchema.AssistantMessage, "role" | "content" | "timestamp">>
  & {
    readonly content: string | EntrySchema.AssistantMessage["content"]
    readonly timestamp?: number | undefined
  }

const assistantKeys: ReadonlyArray<keyof EntrySchema.AssistantMessage> = [
  "role",
  "content",
  "api",
  "provider",
  "model",
  "usage",
  "stopReason",
  "timestamp",
  "providerThinkingLevel",
  "responseId",
  "responseModel",
  "rawStopReason",
  "errorMessage",
  "diagnostics",
  "deferred",
  "endTurn",
  "durationMs",
  "thinkingLevel"
]

/**
 * An assistant message. `stopReason` defaults to `toolUse` when the content has a tool call,
 * else `stop`; `api` and `usage` are written only when given (v1 files lack them).
 */
export const assistant = (fields: AssistantFields): EntrySchema.AssistantMessage => {
  const content = typeof fields.content === "string" ? [text(fields.content)] : fields.content
  return ordered<EntrySchema.AssistantMessage>(assistantKeys, {
    ...fields,
    role: "assistant",
    content,
    stopReason: fields.stopReason ?? (content.some((block) => block.type === "toolCall") ? "toolUse" : "stop"),
    timestamp: fields.timestamp ?? 0
  })
}

/** What a tool result holds besides its role; `content` may be a string (one text block). */
export interface ToolResultFields {
  readonly toolCallId: string
  readonly toolName: string
  readonly content: string | EntrySchema.ToolResultContent
  readonly details?: Json.Json | undefined
  readonly usage?: EntrySchema.Usage | undefined
  /** Defaults to false. */
  readonly isError?: boolean | undefined
  readonly durationMs?: number | undefined
  readonly timestamp?: number | undefined
}

const toolResultKeys: ReadonlyArray<keyof EntrySchema.ToolResultMessage> = [
  "role",
  "toolCallId",
  "toolName",
  "content",
  "details",
  "usage",
  "isError",
  "durationMs",
  "timestamp",
  "nestedCalls"
]

/** A tool's result, answering the call `toolCallId`. */
export const toolResult = (fields: ToolResultFields): EntrySchema.ToolResultMessage =>
  ordered<EntrySchema.ToolResultMessage>(toolResultKeys, {
    role: "toolResult",
    toolCallId: fields.toolCallId,
    toolName: fields.toolName,
    content: typeof fields.content === "string" ? [text(fields.content)] : fields.content,
    details: fields.details,
    usage: fields.usage,
    isError: fields.isError ?? false,
    durationMs: fields.durationMs,
    timestamp: fields.timestamp ?? 0
  })

/** What a system message holds besides its role and content. */
export interface SystemFields {
  readonly sections?: EntrySchema.SystemMessage["sections"] | undefined
  readonly timestamp?: number | undefined
  readonly toolsAdded?: ReadonlyArray<EntrySchema.Tool> | undefined
  readonly toolsRemoved?: EntrySchema.SystemMessage["toolsRemoved"] | undefined
}

/**
 * A system message: the prompt, named sections, the tools it adds or removes. Unlike the
 * other builders, `timestamp` is written only when given (pi's system messages may lack it).
 */
export const system = (content: string | ReadonlyArray<EntrySchema.TextContent>, fields: SystemFields = {}): EntrySchema.SystemMessage =>
  ordered<EntrySchema.SystemMessage>(["role", "content", "sections", "timestamp", "toolsAdded", "toolsRemoved"], {
    role: "system",
    content,
    ...fields
  })

/** An extension's message in the context (`display`: whether the chat shows it). */
export const custom = (fields: {
  readonly customType: string
  readonly content: string | EntrySchema.UserContent
  readonly display: boolean
  readonly details?: Json.Json | undefined
  readonly timestamp?: number | undefined
}): EntrySchema.CustomMessage =>
  ordered<EntrySchema.CustomMessage>(["role", "customType", "content", "display", "details", "timestamp"], {
    role: "custom",
    ...fields,
    timestamp: fields.timestamp ?? 0
  })
