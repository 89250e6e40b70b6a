/**
 * pi's RPC wire format (`arbor --mode rpc`, served by `Rpc`), as pure functions: the framing
 * of stdin into records (`splitRecords`), a record as a command or the failure it answers
 * (`decodeLine`), response lines (`responseLine`), Arbor's events as the lines pi writes
 * (`piEvents`), and the objects several answers share (`modelObject`, `lastAssistantText`,
 * `contextUsage`). No I/O: `splitRecords` only transforms a stream of text.
 *
 * Events, from Arbor's `AgentEvent` (its schema's encoding, which is JSON already) to pi's
 * names and shapes; no line carries the event's `sessionId` (a pi client serves one session):
 * - `agent_start` → `agent_start`; `agent_end` → `agent_end {messages, willRetry:false,
 *   errorMessage?}` (the messages appended by the run) then `agent_settled {aborted}`;
 * - `message_start` → `message_start {message:{role}}`; `message_end` → `message_end {message,
 *   entryId}`; `message_update` → `message_update {assistantMessageEvent}` with pi's
 *   `text_delta`/`thinking_delta`/`toolcall_start`/`toolcall_delta` (`contentIndex`), usage
 *   updates are not forwarded;
 * - `tool_execution_start` and `tool_execution_update` (`partialResult`) → same names with
 *   `args`; `tool_execution_end` → same, with the
 *   tool's `result` (`content`, `details`), `isError` and `durationMs`;
 * - `compaction_start`/`compaction_end` → the same; `extension_error` → `{extensionPath,
 *   event, error}`;
 * - `entry_appended` (entries that hold no message) → `session_info_changed {name?}` for a
 *   session name, `entry_appended {entry}` for context edits, custom and usage entries, nothing
 *   for other entries (as pi);
 * - `tree_navigated` and `session_switched` → nothing (pi announces no navigation or
 *   replacement; the response says what happened).
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as ModelCatalog from "../../domain/agent/ModelCatalog.js"
import * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import * as ContextBuilder from "../../domain/context/Context.js"
import * as Tokens from "../../domain/context/Tokens.js"
import { type Entry, storedMessage } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import type { AgentEvent } from "../../services/agent/EventBus.js"
import type { ModelInfo } from "../../services/model/Model.js"

/** A command failed; `message` is the raw text the client sees. */
export class RpcError extends Schema.TaggedError<RpcError>()("RpcError", { message: Schema.String }) {}

const id = Schema.optionalWith(Schema.String, { exact: true })
const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** pi's `ImageContent` (other fields are dropped). */
const Image = Schema.Struct({ type: Schema.Literal("image"), data: Schema.String, mimeType: Schema.String })
const Images = optional(Schema.Array(Image))
const QueueMode = Schema.Literal("all", "one-at-a-time")

/** The commands, by type; unknown fields are ignored. */
export const Commands = {
  prompt: Schema.Struct({
    id,
    type: Schema.Literal("prompt"),
    message: Schema.String,
    images: Images,
    streamingBehavior: optional(Schema.Literal("steer", "followUp"))
  }),
  steer: Schema.Struct({ id, type: Schema.Literal("steer"), message: Schema.String, images: Images }),
  follow_up: Schema.Struct({ id, type: Schema.Literal("follow_up"), message: Schema.String, images: Images }),
  clear_queue: Schema.Struct({ id, type: Schema.Literal("clear_queue") }),
  set_steering_mode: Schema.Struct({ id, type: Schema.Literal("set_steering_mode"), mode: QueueMode }),
  set_follow_up_mode: Schema.Struct({ id, type: Schema.Literal("set_follow_up_mode"), mode: QueueMode }),
  set_model: Schema.Struct({ id, type: Schema.Literal("set_model"), provider: Schema.String, modelId: Schema.String }),
  cycle_model: Schema.Struct({ id, type: Schema.Literal("cycle_model") }),
  get_available_models: Schema.Struct({ id, type: Schema.Literal("get_available_models") }),
  set_thinking_level: Schema.Struct({ id, type: Schema.Literal("set_thinking_level"), level: Schema.Literal(...ThinkingLevel.LEVELS) }),
  cycle_thinking_level: Schema.Struct({ id, type: Schema.Literal("cycle_thinking_level") }),
  get_available_thinking_levels: Schema.Struct({ id, type: Schema.Literal("get_available_thinking_levels") }),
  set_auto_retry: Schema.Struct({ id, type: Schema.Literal("set_auto_retry"), enabled: Schema.Boolean }),
  abort_retry: Schema.Struct({ id, type: Schema.Literal("abort_retry") }),
  bash: Schema.Struct({ id, type: Schema.Literal("bash"), command: Schema.String, excludeFromContext: optional(Schema.Boolean) }),
  abort_bash: Schema.Struct({ id, type: Schema.Literal("abort_bash") }),
  get_commands: Schema.Struct({ id, type: Schema.Literal("get_commands") }),
  abort: Schema.Struct({ id, type: Schema.Literal("abort") }),
  get_state: Schema.Struct({ id, type: Schema.Literal("get_state") }),
  get_messages: Schema.Struct({ id, type: Schema.Literal("get_messages") }),
  new_session: Schema.Struct({ id, type: Schema.Literal("new_session"), parentSession: optional(Schema.String) }),
  switch_session: Schema.Struct({ id, type: Schema.Literal("switch_session"), sessionPath: Schema.String }),
  fork: Schema.Struct({ id, type: Schema.Literal("fork"), entryId: Schema.String }),
  clone: Schema.Struct({ id, type: Schema.Literal("clone") }),
  compact: Schema.Struct({ id, type: Schema.Literal("compact"), customInstructions: optional(Schema.String) }),
  set_session_name: Schema.Struct({ id, type: Schema.Literal("set_session_name"), name: Schema.String }),
  get_tree: Schema.Struct({ id, type: Schema.Literal("get_tree") }),
  get_entries: Schema.Struct({ id, type: Schema.Literal("get_entries"), since: optional(Schema.String) }),
  get_fork_messages: Schema.Struct({ id, type: Schema.Literal("get_fork_messages") }),
  get_checkpoints: Schema.Struct({ id, type: Schema.Literal("get_checkpoints") }),
  diff_files: Schema.Struct({ id, type: Schema.Literal("diff_files"), from: Schema.String, to: optional(Schema.String) }),
  get_last_assistant_text: Schema.Struct({ id, type: Schema.Literal("get_last_assistant_text") }),
  get_session_stats: Schema.Struct({ id, type: Schema.Literal("get_session_stats") }),
  set_auto_compaction: Schema.Struct({ id, type: Schema.Literal("set_auto_compaction"), enabled: Schema.Boolean }),
  export_html: Schema.Struct({ id, type: Schema.Literal("export_html"), outputPath: optional(Schema.String) }),
  navigate_tree: Schema.Struct({
    id,
    type: Schema.Literal("navigate_tree"),
    targetId: Schema.String,
    summarize: optional(Schema.Boolean),
    customInstructions: optional(Schema.String),
    label: optional(Schema.String),
    summary: optional(Schema.String),
    restore: optional(Schema.Literal("conversation", "code", "both")),
    confirm: optional(Schema.Boolean)
  }),
  set_label: Schema.Struct({ id, type: Schema.Literal("set_label"), entryId: Schema.String, label: optional(Schema.String) }),
  context_edit: Schema.Struct({ id, type: Schema.Literal("context_edit"), targetId: Schema.String, replacement: Schema.Unknown })
} as const

type Commands = typeof Commands
type CommandType = keyof Commands
export type Command = { readonly [K in CommandType]: Schema.Schema.Type<Commands[K]> }[CommandType]

/** A decoded line: a command, or the failure response it gets. */
export type Decoded =
  | { readonly _tag: "Command"; readonly command: Command }
  | { readonly _tag: "Invalid"; readonly id: string | undefined; readonly command: string; readonly error: string }

const isCommandType = (type: unknown): type is CommandType => typeof type === "string" && Object.prototype.hasOwnProperty.call(Commands, type)

/** pi's handling of one line: parse failures answer as `parse`, unknown types by name. */
export const decodeLine = (line: string): Decoded => {
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch (error) {
    return { _tag: "Invalid", id: undefined, command: "parse", error: `Failed to parse command: ${(error as Error).message}` }
  }
  const object = typeof parsed === "object" && parsed !== null ? (parsed as { readonly [key: string]: unknown }) : {}
  const commandId = typeof object.id === "string" ? object.id : undefined
  const type = object.type
  if (!isCommandType(type)) return { _tag: "Invalid", id: commandId, command: String(type), error: `Unknown command: ${String(type)}` }
  const decoded = Schema.decodeUnknownEither(Commands[type] as Schema.Schema<Command, unknown>)(parsed)
  if (Either.isLeft(decoded)) {
    return { _tag: "Invalid", id: commandId, command: type, error: `Invalid ${type} command: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}` }
  }
  return { _tag: "Command", command: decoded.right }
}

/** A response: JSON data, raw JSON text (for deep trees), or nothing. */
export type Reply = { readonly data?: unknown; readonly raw?: string }

/** One response line (without its terminator), in pi's field order. */
export const responseLine = (commandId: string | undefined, command: string, outcome: Either.Either<Reply, string>): string => {
  const head = { ...(commandId === undefined ? {} : { id: commandId }), type: "response", command }
  if (Either.isLeft(outcome)) return JSON.stringify({ ...head, success: false, error: outcome.left })
  const reply = outcome.right
  if (reply.raw !== undefined) return `${JSON.stringify({ ...head, success: true }).slice(0, -1)},"data":${reply.raw}}`
  return JSON.stringify({ ...head, success: true, ...(reply.data === undefined ? {} : { data: reply.data }) })
}

const FORWARDED_ENTRIES = new Set(["context_edit", "custom", "usage"])

const piDelta = (delta: Extract<AgentEvent, { type: "message_update" }>["delta"]): Json.JsonObject | undefined => {
  switch (delta.type) {
    case "text_delta":
      return { type: "text_delta", contentIndex: delta.index, delta: delta.delta }
    case "thinking_delta":
      return { type: "thinking_delta", contentIndex: delta.index, delta: delta.delta }
    case "toolcall_start":
      return { type: "toolcall_start", contentIndex: delta.index, id: delta.id, toolName: delta.name }
    case "toolcall_delta":
      return { type: "toolcall_delta", contentIndex: delta.index, delta: delta.delta }
    case "usage_update":
    case "response_metadata":
    case "thinking_signature":
      return undefined
  }
}

/** An event as pi writes it when the names agree: its fields in order, without the session. */
const withoutSession = ({ sessionId: _, ...rest }: AgentEvent): Json.JsonObject => rest as Json.JsonObject

/**
 * Arbor's event as the lines pi writes for it (see the module comment); `runMessages` holds
 * the messages appended since the last `agent_start`.
 */
export const piEvents = (event: AgentEvent, runMessages: Array<Json.JsonObject>): ReadonlyArray<unknown> => {
  switch (event.type) {
    case "agent_start":
      runMessages.length = 0
      return [{ type: "agent_start" }]
    case "agent_end": {
      const messages = [...runMessages]
      runMessages.length = 0
      return [
        { type: "agent_end", messages, willRetry: false, ...(event.errorMessage === undefined ? {} : { errorMessage: event.errorMessage }) },
        { type: "agent_settled", aborted: event.aborted }
      ]
    }
    case "message_start":
      return [{ type: "message_start", message: { role: event.role } }]
    case "message_update": {
      const assistantMessageEvent = piDelta(event.delta)
      return assistantMessageEvent === undefined ? [] : [{ type: "message_update", assistantMessageEvent }]
    }
    case "message_end":
      runMessages.push(event.message)
      return [{ type: "message_end", message: event.message, entryId: event.entryId }]
    case "entry_appended": {
      // pi's wire does not tell checked entries from others: each goes out as it is stored, and
      // a message entry (one whose message no known role's schema accepts) as pi's message_end
      const entry: Json.JsonObject = "entry" in event ? event.entry : event.unchecked
      const type = entry.type
      if (type === "message" && Json.isObject(entry.message)) {
        runMessages.push(entry.message)
        return [{ type: "message_end", message: entry.message, entryId: event.entryId }]
      }
      if (type === "session_info") {
        const name = typeof entry.name === "string" ? entry.name.trim() : ""
        return [{ type: "session_info_changed", ...(name === "" ? {} : { name }) }]
      }
      return typeof type === "string" && FORWARDED_ENTRIES.has(type) ? [{ type: "entry_appended", entry }] : []
    }
    case "tool_execution_start":
      return [{ type: "tool_execution_start", toolCallId: event.toolCallId, toolName: event.toolName, args: event.arguments }]
    case "tool_execution_update":
      return [{
        type: "tool_execution_update",
        toolCallId: event.toolCallId,
        toolName: event.toolName,
        args: event.arguments,
        partialResult: event.partialResult
      }]
    case "tool_execution_end":
      // pi's keys in pi's order; durationMs only for a tool that ran
      return [
        {
          type: "tool_execution_end",
          toolCallId: event.toolCallId,
          toolName: event.toolName,
          result: event.result,
          isError: event.isError,
          ...(event.durationMs === undefined ? {} : { durationMs: event.durationMs })
        }
      ]
    case "compaction_start":
    case "compaction_end":
      return [withoutSession(event)]
    case "extension_error":
      return [{ type: "extension_error", extensionPath: event.extension, event: event.event, error: event.error }]
    case "thinking_level_changed":
      return [{ type: "thinking_level_changed", level: event.level }]
    case "auto_retry_start":
    case "auto_retry_end":
    case "checkpoint_failed":
    case "checkpoint_recovered":
      return [withoutSession(event)]
    case "tree_navigated":
    case "session_switched":
    case "model_changed":
    // the server merges the agent's queues with its own before announcing them
    case "queue_update":
      return []
  }
}

const DEFAULT_BASE_URLS: { readonly [provider: string]: string } = { anthropic: "https://api.anthropic.com", openai: "https://api.openai.com/v1" }

/** pi's `Model` object for a model (costs in dollars per million tokens). */
export const modelObject = (info: ModelInfo): Json.JsonObject => {
  const cost = info.cost ?? ModelCatalog.price(info.provider, info.modelId) ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
  return {
    id: info.modelId,
    name: info.name ?? info.modelId,
    api: info.api,
    provider: info.provider,
    baseUrl: info.baseUrl ?? DEFAULT_BASE_URLS[info.provider] ?? "",
    reasoning: info.reasoning,
    input: [...(info.input ?? ["text"])],
    contextWindow: info.contextWindow,
    maxTokens: info.maxTokens,
    cost: { input: cost.input, output: cost.output, cacheRead: cost.cacheRead, cacheWrite: cost.cacheWrite }
  }
}

/** pi's `get_last_assistant_text`: the text of the last finished or non-blank reply, if any. */
export const lastAssistantText = (messages: ReadonlyArray<Json.JsonObject>): string | undefined => {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as Json.JsonObject
    if (message.role !== "assistant") continue
    const text = Json.contentText(message.content, "").trim()
    if (message.stopReason === "stop" || text !== "") return text === "" ? undefined : text
  }
  return undefined
}

/**
 * pi's `contextUsage` of a branch: the projected context estimate, or null tokens when the
 * latest compaction on it has no later reply with usage; undefined without a context window.
 */
export const contextUsage = (
  branch: ReadonlyArray<Entry>,
  contextWindow: number
): { readonly tokens: number | null; readonly contextWindow: number; readonly percent: number | null } | undefined => {
  if (!(contextWindow > 0)) return undefined
  let compaction = branch.length - 1
  while (compaction >= 0 && branch[compaction]?.type !== "compaction") compaction--
  if (compaction >= 0) {
    const measured = branch.slice(compaction + 1).some((e) => {
      const message = e.role === "assistant" ? storedMessage(e) : undefined
      return message !== undefined && Tokens.hasValidUsage(message)
    })
    if (!measured) return { tokens: null, contextWindow, percent: null }
  }
  const tokens = Tokens.projectedContextEstimate(ContextBuilder.projectPath(branch), branch)
  return { tokens, contextWindow, percent: (tokens / contextWindow) * 100 }
}

/** Records split on `\n` only, a trailing `\r` stripped; an unterminated last record counts. */
export const splitRecords = <E, R>(text: Stream.Stream<string, E, R>): Stream.Stream<string, E, R> =>
  Stream.suspend(() => {
    let pending = ""
    const strip = (line: string) => (line.endsWith("\r") ? line.slice(0, -1) : line)
    return text.pipe(
      Stream.mapConcat((chunk) => {
        const parts = (pending + chunk).split("\n")
        pending = parts.pop() ?? ""
        return parts.map(strip)
      }),
      Stream.concat(Stream.suspend(() => (pending === "" ? Stream.empty : Stream.make(strip(pending)))))
    )
  })
