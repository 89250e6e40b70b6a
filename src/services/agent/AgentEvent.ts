/**
 * The agent's events as a `Schema`: a union discriminated by `type`, each event carrying the
 * id of the session it happened on (`sessionId`) and, when it reports an entry, the entry's id
 * (`entryId`). Pure: schemas and types only.
 *
 * `type` is the one discriminator of events, because it is the one of pi's RPC wire format
 * (which Arbor's RPC mode writes, `RpcProtocol.piEvents`) and of `@effect/ai`'s response parts:
 * an event encoded with `Schema.encode(AgentEvent)` is plain JSON, to send over SSE as it is;
 * pi's RPC lines are a documented projection of it (pi's field names, no `sessionId`). The
 * model's deltas inside `message_update` take `type` too, with pi's names where pi has the
 * delta (`text_delta`, `thinking_delta`, `toolcall_start`, `toolcall_delta`).
 *
 * A message is carried once: an appended entry that holds a message is announced by
 * `message_end` (its `entryId` and `message`), any other entry by `entry_appended` (its
 * `entryId` and the whole `entry`). Both are typed by `EntrySchema` and checked when announced
 * (one `Schema.is` of the one entry): `message` is an `EntrySchema.AgentMessage`, so
 * `message.role === "assistant"` narrows to its content blocks, usage and stop reason; `entry`
 * an `EntrySchema.KnownEntry`. What fails its schema (a message of a role pi does not know, a
 * value an extension or a caller's command made malformed) is announced as `entry_appended`
 * with the entry as stored in `unchecked`, never as a typed value it is not: `message_end`
 * always carries a checked message. Encoding keeps the keys the schemas do not name, in their
 * order: what is on disk is what goes on the wire.
 */
import * as Schema from "effect/Schema"
import * as EntrySchema from "../../domain/format/EntrySchema.js"

const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** An event's struct: its `type` (filled in by `make`), its session, then its own fields. */
const event = <Type extends string, Fields extends Schema.Struct.Fields>(type: Type, fields: Fields) =>
  Schema.Struct({ type: Schema.tag(type), sessionId: Schema.String, ...fields })

const Index = Schema.Number
const Strings = Schema.Array(Schema.String)

/** One step of a model's reply (`AssistantMessage.Delta`). */
export const Delta = Schema.Union(
  Schema.Struct({ type: Schema.tag("text_delta"), index: Index, delta: Schema.String }),
  Schema.Struct({ type: Schema.tag("thinking_delta"), index: Index, delta: Schema.String }),
  Schema.Struct({ type: Schema.tag("toolcall_start"), index: Index, id: Schema.String, name: Schema.String }),
  Schema.Struct({ type: Schema.tag("toolcall_delta"), index: Index, delta: Schema.String }),
  Schema.Struct({ type: Schema.tag("usage_update"), usage: EntrySchema.Usage }),
  Schema.Struct({ type: Schema.tag("response_metadata"), responseId: Schema.optional(Schema.String), responseModel: Schema.optional(Schema.String) }),
  Schema.Struct({ type: Schema.tag("thinking_signature"), index: Index, signature: Schema.String, redacted: Schema.optional(Schema.Literal(true)) })
)

/** A model's description (`Model.ModelInfo`). */
export const ModelInfo = Schema.Struct({
  provider: Schema.String,
  modelId: Schema.String,
  api: Schema.String,
  contextWindow: Schema.Number,
  maxTokens: Schema.Number,
  reasoning: Schema.Boolean,
  extraLevels: Schema.optional(Schema.Array(Schema.Literal("xhigh", "max"))),
  name: Schema.optional(Schema.String),
  baseUrl: Schema.optional(Schema.String),
  input: Schema.optional(Schema.Array(Schema.Literal("text", "image"))),
  cost: Schema.optional(Schema.Struct({ input: Schema.Number, output: Schema.Number, cacheRead: Schema.Number, cacheWrite: Schema.Number }))
})

/** Why a compaction runs (`Compaction.Reason`). */
export const CompactionReason = Schema.Literal("manual", "threshold", "overflow")

const Content = EntrySchema.ToolResultContent

export const AgentStart = event("agent_start", {})
export const AgentEnd = event("agent_end", { aborted: Schema.Boolean, errorMessage: optional(Schema.String) })
export const MessageStart = event("message_start", { role: Schema.Literal("assistant") })
export const MessageUpdate = event("message_update", { delta: Delta })
/** A message entry is on disk (user, assistant, tool result, system, ...), its message checked. */
export const MessageEnd = event("message_end", { entryId: Schema.String, message: EntrySchema.AgentMessage })
/**
 * Any other entry is on disk (a model change, a label, a compaction, ...), checked against its
 * type's schema (a message entry whose message no known role's schema accepts is one).
 */
export const EntryAppended = event("entry_appended", { entryId: Schema.String, entry: EntrySchema.KnownEntry })
/** `entry_appended` for an entry its type's schema refuses: `unchecked` is the entry as stored. */
export const EntryUnchecked = event("entry_appended", { entryId: Schema.String, unchecked: EntrySchema.JsonObject })
export const ToolExecutionStart = event("tool_execution_start", {
  toolCallId: Schema.String,
  toolName: Schema.String,
  arguments: EntrySchema.JsonObject
})
/** What a running tool has so far (a bash command's output up to now). */
export const ToolExecutionUpdate = event("tool_execution_update", {
  toolCallId: Schema.String,
  toolName: Schema.String,
  arguments: EntrySchema.JsonObject,
  partialResult: Schema.Struct({ content: Content, details: Schema.optional(EntrySchema.JsonValue) })
})
export const ToolExecutionEnd = event("tool_execution_end", {
  toolCallId: Schema.String,
  toolName: Schema.String,
  /** What the tool returned: the result's `content`, and its `details` when it has any. */
  result: Schema.Struct({ content: Content, details: optional(EntrySchema.JsonValue) }),
  isError: Schema.Boolean,
  /** How long the tool ran; absent for a call that never ran (one an abort ended first). */
  durationMs: optional(Schema.Number)
})
export const CompactionStart = event("compaction_start", { reason: CompactionReason })
export const CompactionEnd = event("compaction_end", {
  reason: CompactionReason,
  aborted: Schema.Boolean,
  willRetry: Schema.Boolean,
  result: optional(Schema.Struct({ summary: Schema.String, firstKeptEntryId: Schema.String, tokensBefore: Schema.Number })),
  errorMessage: optional(Schema.String)
})
export const TreeNavigated = event("tree_navigated", {
  oldLeafId: Schema.NullOr(Schema.String),
  newLeafId: Schema.NullOr(Schema.String),
  summaryEntryId: optional(Schema.String)
})
/** The agent continues on another session (`sessionId` is the new one's). */
export const SessionSwitched = event("session_switched", {
  reason: Schema.Literal("new", "resume", "fork"),
  sessionFile: optional(Schema.String),
  previousSessionFile: optional(Schema.String)
})
export const ExtensionError = event("extension_error", { extension: Schema.String, event: Schema.String, error: Schema.String })
/** The model in use changed (a switch, or the path moved to where another was recorded). */
export const ModelChanged = event("model_changed", { model: ModelInfo })
export const ThinkingLevelChanged = event("thinking_level_changed", { level: Schema.String })
/** The messages waiting for the running agent changed (both queues, whole). */
export const QueueUpdate = event("queue_update", { steering: Strings, followUp: Strings })
/** A failed reply will be asked again after `delayMs`. */
export const AutoRetryStart = event("auto_retry_start", {
  attempt: Schema.Number,
  maxAttempts: Schema.Number,
  delayMs: Schema.Number,
  errorMessage: Schema.String
})
export const AutoRetryEnd = event("auto_retry_end", { success: Schema.Boolean, attempt: Schema.Number, finalError: optional(Schema.String) })

/** A checkpoint of the working tree could not be taken or recorded; the turn went on without it. */
export const CheckpointFailed = event("checkpoint_failed", { error: Schema.String })

/** A restore of the files that a crash interrupted was finished or rolled back (from and to: checkpoint ids). */
export const CheckpointRecovered = event("checkpoint_recovered", {
  outcome: Schema.Literal("finished", "rolled back"),
  from: Schema.String,
  to: Schema.String
})

/** Every event of an agent; `Schema.encode(AgentEvent)` gives the JSON to send, `Schema.decode` takes it back. */
export const AgentEvent = Schema.Union(
  AgentStart,
  AgentEnd,
  MessageStart,
  MessageUpdate,
  MessageEnd,
  EntryAppended,
  EntryUnchecked,
  ToolExecutionStart,
  ToolExecutionUpdate,
  ToolExecutionEnd,
  CompactionStart,
  CompactionEnd,
  TreeNavigated,
  SessionSwitched,
  ExtensionError,
  ModelChanged,
  ThinkingLevelChanged,
  QueueUpdate,
  AutoRetryStart,
  AutoRetryEnd,
  CheckpointFailed,
  CheckpointRecovered
)
export type AgentEvent = typeof AgentEvent.Type

/** What an agent's part says; the agent adds the session's id (`sessionId`). */
export type Body = AgentEvent extends infer E ? E extends AgentEvent ? Omit<E, "sessionId"> : never : never
