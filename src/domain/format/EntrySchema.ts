/**
 * The shapes of session-file records as schemas: content blocks, usage, tools, every message
 * role, the header and every entry type, plus decoding helpers and the `invalid-entry` check
 * that `arbor fsck` runs. Pure: no I/O, nothing here runs an effect.
 *
 * Loading never goes through these schemas (an `Entry` keeps its text and parses lazily); they
 * are used on demand, to validate a file or to give typed access to a record (`message`,
 * `messageOfRole`, `entryOfType`: only the entries a query asks about are parsed and checked,
 * and a record that matches is given as it is, not copied). Two rules shape every schema:
 *
 * - Accept everything pi itself can leave in a file, including what its migrations produce:
 *   assistant messages of v1 files without `api`, `usage` or `stopReason`, compactions without
 *   `firstKeptEntryId`, labels without `label`, entries without `parentId` (the loader reports
 *   that separately as `missing-parent-id`), any JSON in `details` and `data`, unknown message
 *   roles and unknown entry types. What pi's writers never produce and its readers trip over
 *   (a message entry without a message, a non-string `name`, content that is neither a string
 *   nor an array, a `context_edit` without `replacement`) is rejected.
 * - Never lose anything. Decoding keeps unknown keys and the input's key order, and has no
 *   transformations, so a decoded record serializes to the same JSON text as its input.
 *
 * Field order inside each `Struct` follows pi's key order (format spec §3–§6), so the schemas
 * double as a reference for the writers in `Entry.ts`.
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import type { ParseOptions } from "effect/SchemaAST"
import * as Diagnostic from "./Diagnostic.js"
import { type Entry, type Header, storedMessage } from "./Entry.js"
import * as Json from "./Json.js"

// ---------------------------------------------------------------------------------------------
// JSON values
// ---------------------------------------------------------------------------------------------

const isJson = (value: unknown): value is Json.Json => {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true
    case "number":
      return Number.isFinite(value)
    case "object": {
      if (value === null) return true
      if (Array.isArray(value)) return value.every(isJson)
      for (const key in value) {
        if (Object.prototype.hasOwnProperty.call(value, key) && !isJson(Reflect.get(value, key))) return false
      }
      return true
    }
    default:
      return false
  }
}

const isJsonObject = (value: unknown): value is Json.JsonObject => Json.isObject(value) && isJson(value)

/** A generated value as a JSON round trip leaves it (no -0, no undefined keys): what a file holds. */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

/**
 * Any JSON value (finite numbers only, no `undefined`). Decoding checks the value and returns
 * the same object, untouched: used for opaque payloads such as `details` and `data`.
 */
export const JsonValue: Schema.Schema<Json.Json> = Schema.declare(isJson, {
  identifier: "Json",
  description: "a JSON value",
  arbitrary: () => (fc) => fc.jsonValue({ maxDepth: 1, depthSize: "xsmall" }).map(roundTrip).filter(isJson)
})

/** A JSON object (not null, not an array), returned untouched. */
export const JsonObject: Schema.Schema<Json.JsonObject> = Schema.declare(isJsonObject, {
  identifier: "JsonObject",
  description: "a JSON object",
  arbitrary: () => (fc) => fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }).map(roundTrip).filter(isJsonObject)
})

const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

// ---------------------------------------------------------------------------------------------
// Content blocks (format §6.1)
// ---------------------------------------------------------------------------------------------

export const TextContent = Schema.Struct({
  type: Schema.Literal("text"),
  text: Schema.String,
  textSignature: optional(Schema.String)
}).annotations({ identifier: "TextContent" })
export type TextContent = typeof TextContent.Type

export const ThinkingContent = Schema.Struct({
  type: Schema.Literal("thinking"),
  thinking: Schema.String,
  thinkingSignature: optional(Schema.String),
  redacted: optional(Schema.Boolean)
}).annotations({ identifier: "ThinkingContent" })
export type ThinkingContent = typeof ThinkingContent.Type

export const ImageContent = Schema.Struct({
  type: Schema.Literal("image"),
  data: Schema.String,
  mimeType: Schema.String
}).annotations({ identifier: "ImageContent" })
export type ImageContent = typeof ImageContent.Type

/** A tool call; `arguments` is `{}` when `argumentsError` says the model's text was no object. */
export const ToolCall = Schema.Struct({
  type: Schema.Literal("toolCall"),
  id: Schema.String,
  name: Schema.String,
  arguments: JsonObject,
  thoughtSignature: optional(Schema.String),
  namespace: optional(Schema.String),
  argumentsError: optional(Schema.String)
}).annotations({ identifier: "ToolCall" })
export type ToolCall = typeof ToolCall.Type

/** Any content block. */
export const ContentBlock = Schema.Union(TextContent, ThinkingContent, ImageContent, ToolCall)
export type ContentBlock = typeof ContentBlock.Type

/** Content of user-like messages (`user`, `custom`, `custom_message`): a string or text and image blocks. */
export const UserContent = Schema.Union(Schema.String, Schema.Array(Schema.Union(TextContent, ImageContent)))
export type UserContent = typeof UserContent.Type

// ---------------------------------------------------------------------------------------------
// Usage and tools (format §6.2, §6.3)
// ---------------------------------------------------------------------------------------------

/**
 * What a reply cost. `totalFromProvider` is a boolean: `true` when `total` is what the provider
 * billed, `false` (what pi 1.6.0 writes on every reply priced from its catalog) or missing when
 * `total` is the catalog's estimate.
 */
export const Cost = Schema.Struct({
  input: Schema.Number,
  output: Schema.Number,
  cacheRead: Schema.Number,
  cacheWrite: Schema.Number,
  total: Schema.Number,
  totalFromProvider: optional(Schema.Boolean)
}).annotations({ identifier: "Cost" })
export type Cost = typeof Cost.Type

/** Token counts and cost. `reasoning` is part of `output`; `cacheWrite1h` is part of `cacheWrite`. */
export const Usage = Schema.Struct({
  input: Schema.Number,
  output: Schema.Number,
  cacheRead: Schema.Number,
  cacheWrite: Schema.Number,
  cacheWrite1h: optional(Schema.Number),
  reasoning: optional(Schema.Number),
  totalTokens: Schema.Number,
  cost: Cost
}).annotations({ identifier: "Usage" })
export type Usage = typeof Usage.Type

/** A tool declaration; `parameters` is a JSON Schema. */
export const Tool = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  parameters: JsonObject,
  constrainedSampling: optional(Schema.Union(Schema.Literal(false), JsonObject))
}).annotations({ identifier: "Tool" })
export type Tool = typeof Tool.Type

// ---------------------------------------------------------------------------------------------
// Messages (format §6)
// ---------------------------------------------------------------------------------------------

/**
 * A system message: prompt text, named sections (`null` removes one) and tool changes.
 * `timestamp` may be missing (the system-state replay takes the first one present).
 */
export const SystemMessage = Schema.Struct({
  role: Schema.Literal("system"),
  content: Schema.Union(Schema.String, Schema.Array(TextContent)),
  sections: optional(Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.String) })),
  timestamp: optional(Schema.Number),
  toolsAdded: optional(Schema.Array(Tool)),
  toolsRemoved: optional(Schema.Array(Schema.Struct({ name: Schema.String })))
}).annotations({ identifier: "SystemMessage" })
export type SystemMessage = typeof SystemMessage.Type

export const UserMessage = Schema.Struct({
  role: Schema.Literal("user"),
  content: UserContent,
  timestamp: Schema.Number
}).annotations({ identifier: "UserMessage" })
export type UserMessage = typeof UserMessage.Type

/** The persisted stop reasons (`pending` exists only while streaming). */
export const StopReason = Schema.Literal("stop", "length", "toolUse", "error", "aborted", "deferred")
export type StopReason = typeof StopReason.Type

export const AssistantDiagnostic = Schema.Struct({
  type: Schema.String,
  timestamp: Schema.Number,
  error: optional(JsonValue),
  details: optional(JsonValue)
})
export type AssistantDiagnostic = typeof AssistantDiagnostic.Type

export const DeferredResponse = Schema.Struct({
  provider: Schema.String,
  modelId: Schema.String,
  api: Schema.String,
  id: Schema.String,
  expiresAt: optional(JsonValue),
  pollAfterMs: optional(Schema.Number),
  data: optional(JsonValue)
})
export type DeferredResponse = typeof DeferredResponse.Type

/**
 * An assistant message. `api`, `usage` and `stopReason` are optional because v1-era files
 * lack them; pi's current providers always write them.
 */
export const AssistantMessage = Schema.Struct({
  role: Schema.Literal("assistant"),
  content: Schema.Array(Schema.Union(TextContent, ThinkingContent, ToolCall)),
  api: optional(Schema.String),
  provider: Schema.String,
  model: Schema.String,
  usage: optional(Usage),
  stopReason: optional(StopReason),
  timestamp: Schema.Number,
  providerThinkingLevel: optional(Schema.String),
  responseId: optional(Schema.String),
  responseModel: optional(Schema.String),
  rawStopReason: optional(Schema.String),
  errorMessage: optional(Schema.String),
  diagnostics: optional(Schema.Array(AssistantDiagnostic)),
  deferred: optional(DeferredResponse),
  endTurn: optional(Schema.Boolean),
  durationMs: optional(Schema.Number),
  thinkingLevel: optional(Schema.String)
}).annotations({ identifier: "AssistantMessage" })
export type AssistantMessage = typeof AssistantMessage.Type

export const ToolResultMessage = Schema.Struct({
  role: Schema.Literal("toolResult"),
  toolCallId: Schema.String,
  toolName: Schema.String,
  content: Schema.Array(Schema.Union(TextContent, ImageContent)),
  details: optional(JsonValue),
  usage: optional(Usage),
  isError: Schema.Boolean,
  durationMs: optional(Schema.Number),
  timestamp: Schema.Number,
  nestedCalls: optional(Schema.Struct({ calls: Schema.Array(JsonValue), complete: Schema.Boolean }))
}).annotations({ identifier: "ToolResultMessage" })
export type ToolResultMessage = typeof ToolResultMessage.Type

/** A shell command run by the user. `exitCode` is a number, `null`, or left out. */
export const BashExecutionMessage = Schema.Struct({
  role: Schema.Literal("bashExecution"),
  command: Schema.String,
  output: Schema.String,
  exitCode: optional(Schema.NullOr(Schema.Number)),
  cancelled: Schema.Boolean,
  truncated: Schema.Boolean,
  fullOutputPath: optional(Schema.String),
  timestamp: Schema.Number,
  excludeFromContext: optional(Schema.Boolean)
}).annotations({ identifier: "BashExecutionMessage" })
export type BashExecutionMessage = typeof BashExecutionMessage.Type

/** An extension message stored in a `message` entry (migrated v2 `hookMessage`). */
export const CustomMessage = Schema.Struct({
  role: Schema.Literal("custom"),
  customType: Schema.String,
  content: UserContent,
  display: Schema.Boolean,
  details: optional(JsonValue),
  timestamp: Schema.Number
}).annotations({ identifier: "CustomMessage" })
export type CustomMessage = typeof CustomMessage.Type

export const BranchSummaryMessage = Schema.Struct({
  role: Schema.Literal("branchSummary"),
  summary: Schema.String,
  fromId: Schema.String,
  timestamp: Schema.Number
}).annotations({ identifier: "BranchSummaryMessage" })
export type BranchSummaryMessage = typeof BranchSummaryMessage.Type

export const CompactionSummaryMessage = Schema.Struct({
  role: Schema.Literal("compactionSummary"),
  summary: Schema.String,
  tokensBefore: Schema.Number,
  timestamp: Schema.Number
}).annotations({ identifier: "CompactionSummaryMessage" })
export type CompactionSummaryMessage = typeof CompactionSummaryMessage.Type

/** The message schema for each role pi knows. */
export const knownMessages = {
  system: SystemMessage,
  user: UserMessage,
  assistant: AssistantMessage,
  toolResult: ToolResultMessage,
  bashExecution: BashExecutionMessage,
  custom: CustomMessage,
  branchSummary: BranchSummaryMessage,
  compactionSummary: CompactionSummaryMessage
} as const

export type KnownRole = keyof typeof knownMessages

/** True for the roles that have a schema of their own. */
export const isKnownRole = (role: unknown): role is KnownRole => typeof role === "string" && Object.prototype.hasOwnProperty.call(knownMessages, role)

/**
 * A message with a role pi does not know (for example an unmigrated `hookMessage`): any object
 * with a string `role`. pi stores it and passes it through; the provider conversion drops it.
 * A known role never matches here, so a malformed known message is not mistaken for one.
 */
export const UnknownRoleMessage = Schema.Struct({
  role: Schema.String.pipe(
    Schema.filter((role) => !isKnownRole(role), { message: () => "a known role must match its own schema" })
  )
}).annotations({ identifier: "UnknownRoleMessage" })
export type UnknownRoleMessage = typeof UnknownRoleMessage.Type

/** The messages of the roles pi knows. */
const knownRoleMessages = [
  SystemMessage,
  UserMessage,
  AssistantMessage,
  ToolResultMessage,
  BashExecutionMessage,
  CustomMessage,
  BranchSummaryMessage,
  CompactionSummaryMessage
] as const

/** Any message: one of the known roles, or an object with an unknown string role. */
export const Message = Schema.Union(...knownRoleMessages, UnknownRoleMessage)
export type Message = typeof Message.Type

/**
 * How the typed unions below encode and decode: unknown keys kept, in the input's key order, so
 * `Schema.encode` of a message or entry that pi (or an extension) gave extra fields writes them
 * back as they came (an event sent over SSE carries the message as it is on disk).
 */
const keepEverything = { parseOptions: { onExcessProperty: "preserve", propertyOrder: "original" } } as const

/**
 * A message of one of the roles pi knows, discriminated by `role`: what the agent's events and
 * results carry once the message has been checked against its role's schema (`agentMessage`),
 * so that `message.role === "assistant"` narrows to `AssistantMessage`. A message of a role
 * pi does not know is not one (see `Message`).
 */
export const AgentMessage = Schema.Union(...knownRoleMessages).annotations({ identifier: "AgentMessage", ...keepEverything })
export type AgentMessage = typeof AgentMessage.Type

/** A block of a tool result's content: text or an image. */
const ToolResultBlock = Schema.Union(TextContent, ImageContent)

/** The content of a tool result: text and image blocks. */
export const ToolResultContent = Schema.Array(ToolResultBlock)
export type ToolResultContent = typeof ToolResultContent.Type

/** Whether a value is an image block (the same object: keys the schema does not name stay). */
export const isImageBlock: (value: unknown) => value is ImageContent = Schema.is(ImageContent)

/** Whether a value is a text or image block (what a tool result's content holds). */
export const isToolResultBlock: (value: unknown) => value is ToolResultContent[number] = Schema.is(ToolResultBlock)

// ---------------------------------------------------------------------------------------------
// Header (format §3)
// ---------------------------------------------------------------------------------------------

/**
 * The session header. What makes a file a session is only `type: "session"` and a string
 * `id`; the other keys are checked when present. `version` is missing in v1 files (and is then
 * the last key after migration); other keys (such as the old `branchedFrom`) are kept.
 */
export const SessionHeader = Schema.Struct({
  type: Schema.Literal("session"),
  version: optional(Schema.Number),
  id: Schema.String,
  timestamp: optional(Schema.String),
  cwd: optional(Schema.String),
  parentSession: optional(Schema.String)
}).annotations({ identifier: "SessionHeader" })
export type SessionHeader = typeof SessionHeader.Type

// ---------------------------------------------------------------------------------------------
// Entries (format §4, §5)
// ---------------------------------------------------------------------------------------------

/**
 * The base fields. `parentId` is a string or `null` (a root); it is optional here because
 * entries appended to an unmigrated copy of a v1 file lack it, which the loader reports on
 * its own (`missing-parent-id`).
 */
const baseFields = {
  id: Schema.String,
  parentId: optional(Schema.NullOr(Schema.String)),
  timestamp: Schema.String
}

/** A `message` entry: the message is stored exactly as supplied. */
export const MessageEntry = Schema.Struct({
  type: Schema.Literal("message"),
  ...baseFields,
  message: Message
}).annotations({ identifier: "MessageEntry" })
export type MessageEntry = typeof MessageEntry.Type

export const ThinkingLevelChangeEntry = Schema.Struct({
  type: Schema.Literal("thinking_level_change"),
  ...baseFields,
  thinkingLevel: Schema.String
}).annotations({ identifier: "ThinkingLevelChangeEntry" })
export type ThinkingLevelChangeEntry = typeof ThinkingLevelChangeEntry.Type

export const ModelChangeEntry = Schema.Struct({
  type: Schema.Literal("model_change"),
  ...baseFields,
  provider: Schema.String,
  modelId: Schema.String
}).annotations({ identifier: "ModelChangeEntry" })
export type ModelChangeEntry = typeof ModelChangeEntry.Type

/** Usage outside a message (pi's cache warmer). `note` is only written when non-empty. */
export const UsageEntry = Schema.Struct({
  type: Schema.Literal("usage"),
  ...baseFields,
  kind: Schema.String,
  provider: Schema.String,
  model: Schema.String,
  usage: Usage,
  note: optional(Schema.String)
}).annotations({ identifier: "UsageEntry" })
export type UsageEntry = typeof UsageEntry.Type

/**
 * A compaction. `firstKeptEntryId` equals the entry's own id when nothing is kept, and is
 * missing after some v1 migrations. `systemMessage` is the replayed system state.
 */
export const CompactionEntry = Schema.Struct({
  type: Schema.Literal("compaction"),
  ...baseFields,
  summary: Schema.String,
  firstKeptEntryId: optional(Schema.String),
  tokensBefore: Schema.Number,
  details: optional(JsonValue),
  usage: optional(Usage),
  fromHook: optional(Schema.Boolean),
  systemMessage: optional(SystemMessage)
}).annotations({ identifier: "CompactionEntry" })
export type CompactionEntry = typeof CompactionEntry.Type

/** A branch summary; `fromId` is `"root"` when the abandoned leaf was null. */
export const BranchSummaryEntry = Schema.Struct({
  type: Schema.Literal("branch_summary"),
  ...baseFields,
  fromId: Schema.String,
  summary: Schema.String,
  details: optional(JsonValue),
  usage: optional(Usage),
  fromHook: optional(Schema.Boolean)
}).annotations({ identifier: "BranchSummaryEntry" })
export type BranchSummaryEntry = typeof BranchSummaryEntry.Type

/** Extension state. Note pi's key order: the payload before the base fields. */
export const CustomEntry = Schema.Struct({
  type: Schema.Literal("custom"),
  customType: Schema.String,
  data: optional(JsonValue),
  ...baseFields
}).annotations({ identifier: "CustomEntry" })
export type CustomEntry = typeof CustomEntry.Type

/** An extension message in the model context. The payload comes before the base fields. */
export const CustomMessageEntry = Schema.Struct({
  type: Schema.Literal("custom_message"),
  customType: Schema.String,
  content: UserContent,
  display: Schema.Boolean,
  details: optional(JsonValue),
  ...baseFields
}).annotations({ identifier: "CustomMessageEntry" })
export type CustomMessageEntry = typeof CustomMessageEntry.Type

/**
 * A context edit's replacement object: a new `content` (a string or blocks) plus any extra keys
 * the caller supplied, which are kept in their order.
 */
export const Replacement = Schema.Struct({
  content: Schema.Union(Schema.String, Schema.Array(ContentBlock))
}).annotations({ identifier: "Replacement" })
export type Replacement = typeof Replacement.Type

/** Edits the target's contribution to the context; `replacement: null` leaves it out. */
export const ContextEditEntry = Schema.Struct({
  type: Schema.Literal("context_edit"),
  ...baseFields,
  targetId: Schema.String,
  replacement: Schema.NullOr(Replacement)
}).annotations({ identifier: "ContextEditEntry" })
export type ContextEditEntry = typeof ContextEditEntry.Type

/** Sets (truthy `label`) or clears (empty or missing `label`) the label of `targetId`. */
export const LabelEntry = Schema.Struct({
  type: Schema.Literal("label"),
  ...baseFields,
  targetId: Schema.String,
  label: optional(Schema.String)
}).annotations({ identifier: "LabelEntry" })
export type LabelEntry = typeof LabelEntry.Type

export const SessionInfoEntry = Schema.Struct({
  type: Schema.Literal("session_info"),
  ...baseFields,
  name: Schema.String
}).annotations({ identifier: "SessionInfoEntry" })
export type SessionInfoEntry = typeof SessionInfoEntry.Type

/** The schema of each entry type pi knows. */
export const knownEntries = {
  message: MessageEntry,
  thinking_level_change: ThinkingLevelChangeEntry,
  model_change: ModelChangeEntry,
  usage: UsageEntry,
  compaction: CompactionEntry,
  branch_summary: BranchSummaryEntry,
  custom: CustomEntry,
  custom_message: CustomMessageEntry,
  context_edit: ContextEditEntry,
  label: LabelEntry,
  session_info: SessionInfoEntry
} as const

export type KnownType = keyof typeof knownEntries

/** True for the entry types that have a schema of their own. */
export const isKnownType = (type: unknown): type is KnownType => typeof type === "string" && Object.prototype.hasOwnProperty.call(knownEntries, type)

/** Any entry of a known type. */
export const KnownEntry = Schema.Union(
  MessageEntry,
  ThinkingLevelChangeEntry,
  ModelChangeEntry,
  UsageEntry,
  CompactionEntry,
  BranchSummaryEntry,
  CustomEntry,
  CustomMessageEntry,
  ContextEditEntry,
  LabelEntry,
  SessionInfoEntry
).annotations(keepEverything)
export type KnownEntry = typeof KnownEntry.Type

/**
 * An entry of a type pi does not know, or without a string `type`: it only needs a string
 * `id`. pi indexes it like any entry and it contributes nothing to the context. A known type
 * never matches here, so a malformed known entry is not mistaken for one.
 */
export const UnknownEntry = Schema.Struct({
  type: optional(Schema.Unknown),
  id: Schema.String
})
  .pipe(Schema.filter((entry) => !isKnownType(entry.type), { message: () => "a known type must match its own schema" }))
  .annotations({ identifier: "UnknownEntry" })
export type UnknownEntry = typeof UnknownEntry.Type

/**
 * Any session entry. Prefer `decodeEntry`, which picks the one schema that applies and so
 * reports a mismatch against that schema alone.
 */
export const SessionEntry = Schema.Union(KnownEntry, UnknownEntry)
export type SessionEntry = typeof SessionEntry.Type

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

/**
 * Decoding keeps unknown keys and the input's key order: the decoded value serializes to the
 * same JSON as the input.
 */
export const parseOptions: ParseOptions = { onExcessProperty: "preserve", propertyOrder: "original" }

type AnySchema = Schema.Schema<any, any, never>

type Decoder = (value: unknown) => Either.Either<any, ParseResult.ParseError>

/** One decoder per schema, built on first use. */
const decoders = new Map<AnySchema, Decoder>()

const decoderFor = (schema: AnySchema): Decoder => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownEither(schema, parseOptions)
    decoders.set(schema, decoder)
  }
  return decoder
}

/**
 * One validator per schema: `Schema.is`, which answers the same as its decoder (no schema
 * here transforms) without building the decoded value or an error. `validate` asks it first
 * and decodes only what fails, for the description.
 */
const validators = new Map<AnySchema, (value: unknown) => boolean>()

const validatorFor = (schema: AnySchema): (value: unknown) => boolean => {
  let validator = validators.get(schema)
  if (validator === undefined) {
    validator = Schema.is(schema)
    validators.set(schema, validator)
  }
  return validator
}

/** Whether a value is a valid session entry (as `decodeEntry` would answer, faster). */
export const isEntry = (value: unknown): boolean => validatorFor(entrySchemaFor(value))(value)

/**
 * What a message must be before its role can select a schema: an object with a string
 * `role`. Only used to describe a message that is not even that.
 */
const MessageShape = Schema.Struct({ role: Schema.String }).annotations({ identifier: "Message" })

/** The schema a message must match, selected by its role. */
const messageSchemaFor = (message: unknown): AnySchema => {
  if (!Json.isObject(message) || typeof message.role !== "string") return MessageShape
  return isKnownRole(message.role) ? knownMessages[message.role] : UnknownRoleMessage
}

/** `MessageEntry` narrowed to one message schema, built once per schema. */
const messageEntries = new Map<AnySchema, AnySchema>()

const messageEntryFor = (message: AnySchema): AnySchema => {
  let schema = messageEntries.get(message)
  if (schema === undefined) {
    schema = Schema.Struct({ ...MessageEntry.fields, message })
    messageEntries.set(message, schema)
  }
  return schema
}

/**
 * The one schema a value must match: its type's schema, or `UnknownEntry` for any other
 * type. A message entry's schema is narrowed to the message schema its role selects, so a
 * malformed `user` message is reported as such rather than against every role at once.
 * (Every value that passes matches `KnownEntry` or `UnknownEntry` too.)
 */
const entrySchemaFor = (value: unknown): AnySchema => {
  if (!Json.isObject(value)) return UnknownEntry
  const type = value.type
  if (!isKnownType(type)) return UnknownEntry
  if (type === "message") return messageEntryFor(messageSchemaFor(value.message))
  return knownEntries[type]
}

/**
 * Decodes a session entry (not a header) against the one schema its `type` selects, so an
 * error describes what is wrong with that type. Entries of unknown types decode as
 * `UnknownEntry`.
 */
export const decodeEntry = (value: unknown): Either.Either<SessionEntry, ParseResult.ParseError> => decoderFor(entrySchemaFor(value))(value)

/** Like `decodeEntry`, but an entry of an unknown type is an error too. */
export const decodeKnownEntry = (value: unknown): Either.Either<KnownEntry, ParseResult.ParseError> =>
  Json.isObject(value) && isKnownType(value.type)
    ? decoderFor(entrySchemaFor(value))(value)
    : decoderFor(KnownEntry)(value)

/** Decodes a message against the schema its `role` selects (`UnknownRoleMessage` for others). */
export const decodeMessage = (value: unknown): Either.Either<Message, ParseResult.ParseError> => decoderFor(messageSchemaFor(value))(value)

/** Decodes a session header. */
export const decodeHeader = (value: unknown): Either.Either<SessionHeader, ParseResult.ParseError> => decoderFor(SessionHeader)(value)

// ---------------------------------------------------------------------------------------------
// Typed access
// ---------------------------------------------------------------------------------------------

/** Whether a stored message matches the schema its role selects. */
const isMessage = (value: Json.JsonObject): value is Json.JsonObject & Message => validatorFor(messageSchemaFor(value))(value)

/**
 * The message of a `message` entry, typed, when it matches the schema its role selects (an
 * unknown role only needs to be a string); undefined for other entries and for a message that
 * does not match. The context rules read `Entry.storedMessage` instead: they follow pi on any
 * stored shape.
 */
export const message = (entry: Entry): Message | undefined => {
  const stored = storedMessage(entry)
  return stored !== undefined && isMessage(stored) ? stored : undefined
}

/**
 * The message of a `message` entry, typed, when its role is one pi knows and it matches that
 * role's schema; undefined otherwise (other entries, unknown roles, malformed messages). One
 * `Schema.is` of one message: what the agent checks before it announces an entry.
 */
export const agentMessage = (entry: Entry): AgentMessage | undefined => {
  const role = entry.role
  if (!isKnownRole(role)) return undefined
  return messageOfRole(entry, role)
}

/**
 * An entry of a type pi knows, typed, when it matches that type's schema (a message entry's
 * message the schema its role selects); undefined otherwise.
 */
export const knownEntry = (entry: Entry): KnownEntry | undefined => {
  const value = entry.value
  return isKnown(value) ? value : undefined
}

const isKnown = (value: Json.JsonObject): value is Json.JsonObject & KnownEntry => isKnownType(value.type) && isEntry(value)

/** Whether a value is a message of a role pi knows that matches that role's schema. */
export const isAgentMessage = (value: unknown): value is AgentMessage =>
  Json.isObject(value) && isKnownRole(value.role) && validatorFor(knownMessages[value.role])(value)

/** The schema type of the messages of a known role. */
export type MessageOfRole<R extends KnownRole> = Schema.Schema.Type<(typeof knownMessages)[R]>

/** The message of a `message` entry whose role is `role`, typed, when it matches that role's schema. */
export const messageOfRole = <R extends KnownRole>(entry: Entry, role: R): MessageOfRole<R> | undefined => {
  if (entry.role !== role) return undefined
  const stored = storedMessage(entry)
  return stored !== undefined && hasRole(stored, role) ? stored : undefined
}

const hasRole = <R extends KnownRole>(value: Json.JsonObject, role: R): value is Json.JsonObject & MessageOfRole<R> => validatorFor(knownMessages[role])(value)

/** The schema type of the entries of a known type. */
export type EntryOfType<T extends KnownType> = Schema.Schema.Type<(typeof knownEntries)[T]>

/**
 * An entry of type `type`, typed, when it matches that type's schema (for a `message` entry,
 * the message its role selects too); undefined otherwise.
 */
export const entryOfType = <T extends KnownType>(entry: Entry, type: T): EntryOfType<T> | undefined => {
  if (entry.type !== type) return undefined
  const value = entry.value
  return hasType(value, type) ? value : undefined
}

/** `isEntry` (which narrows a message entry to its role's schema) for an entry of type `type`. */
const hasType = <T extends KnownType>(value: Json.JsonObject, type: T): value is Json.JsonObject & EntryOfType<T> => value.type === type && isEntry(value)

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

const MAX_MESSAGE = 200
const MAX_ACTUAL = 60

const formatPath = (path: ReadonlyArray<PropertyKey>): string => {
  let out = ""
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`
    else out += out === "" ? String(key) : `.${String(key)}`
  }
  return out
}

const EXPECTED = /^Expected (.*), actual (.*)$/s

/**
 * One line describing why a value failed, as `path: problem`. When a union failed in several
 * ways, the issues that got furthest into the value are the telling ones (for content that is
 * neither a string nor valid blocks, the bad block rather than "expected string"); type
 * mismatches at that spot are merged into one `Expected a | b, actual x`. Long values are cut
 * so the line stays short.
 */
export const describe = (error: ParseResult.ParseError): string => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  let depth = -1
  for (const issue of issues) depth = Math.max(depth, issue.path.length)
  const deepest = issues.filter((issue) => issue.path.length === depth)
  const first = deepest[0]
  if (first === undefined) return "does not match its schema"
  const where = formatPath(first.path)
  const samePlace = deepest.filter((issue) => formatPath(issue.path) === where)
  let problem = first.message
  const matches = samePlace.map((issue) => EXPECTED.exec(issue.message))
  const actual = matches[0]?.[2]
  if (samePlace.length > 1 && matches.every((m) => m !== null && m[2] === actual)) {
    const expected = [...new Set(matches.map((m) => m?.[1]))]
    problem = `Expected ${expected.join(" | ")}, actual ${actual}`
  }
  const match = EXPECTED.exec(problem)
  if (match !== null) problem = `Expected ${match[1]}, actual ${cut(match[2] ?? "", MAX_ACTUAL)}`
  return cut(`${where === "" ? "" : `${where}: `}${problem}`, MAX_MESSAGE)
}

/** One line of at most `max` characters. */
const cut = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, " ").trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const describeEntry = (value: Json.JsonObject): string => {
  const type = typeof value.type === "string" ? `${cut(value.type, 40)} entry` : "entry"
  return typeof value.id === "string" ? `${type} ${cut(value.id, 40)}` : type
}

/**
 * Checks one entry against its schema. Returns nothing when it matches, otherwise one
 * `invalid-entry` error at the entry's line, e.g.
 * `label entry 1c907895: targetId: Expected string, actual 42`. Entries of unknown types only
 * need a string `id`.
 */
export const validate = (entry: Entry): ReadonlyArray<Diagnostic.Diagnostic> => {
  const value = entry.value
  if (isEntry(value)) return []
  const result = decodeEntry(value)
  if (Either.isRight(result)) return []
  return [Diagnostic.error("invalid-entry", entry.line, `${describeEntry(value)}: ${describe(result.left)}`)]
}

/** Checks the header against `SessionHeader`, like `validate` does for entries. */
export const validateHeader = (header: Header): ReadonlyArray<Diagnostic.Diagnostic> => {
  const result = decodeHeader(header.value)
  if (Either.isRight(result)) return []
  return [Diagnostic.error("invalid-entry", header.line, `session header: ${describe(result.left)}`)]
}
