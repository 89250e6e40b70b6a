/**
 * `arbor --mode rpc`: pi's RPC protocol on stdin/stdout (JSON lines, split on `\n` only, a
 * trailing `\r` stripped, an unterminated last line handled at EOF). Each line is a command;
 * each command gets one `{"id"?, "type":"response", "command", "success", "data"?|"error"?}`
 * line. Nothing else reads stdin, and every stdout write goes through one serialized writer.
 *
 * Commands: pi's (`prompt`, `steer`, `follow_up`, `abort`, `clear_queue`, `get_state`,
 * `get_messages`, `set_model`, `cycle_model`, `get_available_models`, `set_thinking_level`,
 * `cycle_thinking_level`, `get_available_thinking_levels`, `set_steering_mode`,
 * `set_follow_up_mode`, `set_auto_retry`, `abort_retry`, `bash`, `abort_bash`, `get_commands`,
 * `new_session`, `switch_session`, `fork`, `clone`, `compact`, `set_session_name`, `get_tree`,
 * `get_entries`, `get_fork_messages`, `get_last_assistant_text`, `get_session_stats`,
 * `set_auto_compaction`, `export_html`) and Arbor's own `navigate_tree`, `set_label` and
 * `context_edit`. A malformed line gets pi's `parse` failure and the server keeps serving; an
 * unknown type gets `Unknown command: <type>`.
 *
 * Where pi's shapes leave room, Arbor answers as follows:
 * - `get_last_assistant_text` → `{text}` from the last assistant message of the projection that
 *   stopped with `stop` or has non-blank text (its text blocks joined and trimmed), else `{}`;
 * - `get_fork_messages` → `{messages:[{entryId, text}]}`: every user message of the file with
 *   non-empty text (text blocks joined), every branch, append order;
 * - `get_session_stats` → `{sessionFile?, sessionId, userMessages, assistantMessages,
 *   toolCalls, toolResults, totalMessages, tokens:{input, output, cacheRead, cacheWrite, total},
 *   cost, contextUsage?}`: the counts and totals of `arbor info` (every `message` entry of the
 *   file; `cost` is the total in dollars), `contextUsage` as `{tokens, contextWindow, percent}`
 *   from the projected context estimate of the branch (`tokens`/`percent` null after a
 *   compaction until a later reply reports usage; omitted when the model has no window);
 * - `set_auto_compaction {enabled}` → no data; it switches threshold compaction and overflow
 *   recovery for the rest of this process (also across session switches) and `get_state`
 *   reports it; like `set_auto_retry`, `set_steering_mode` and `set_follow_up_mode` it is
 *   written to the global settings file as pi does;
 * - `export_html {outputPath?}` → `{path}`, the absolute path written: `outputPath` resolved
 *   against the working directory, by default `arbor-session-<session file name without
 *   .jsonl>.html` (or `<session id>` for a session without a file) in the working directory.
 *   The page is `arbor export --format html` of the current leaf; the file is replaced
 *   atomically by the store (a flushed temporary file beside it, then a rename); parent
 *   directories are not created.
 *
 * Prompts are never refused and never dropped silently: a prompt that arrives while a run is
 * going joins its follow-up queue (`streamingBehavior: "steer"` or `steer`: its steering
 * queue, delivered after the current tool calls), and one that arrives while a session
 * operation runs or other prompts wait runs after them, in arrival order; each answers
 * `{"disposition":"queued"}` and `queue_update` events carry the waiting texts. `clear_queue`
 * takes them all back (pi's Esc sends it before `abort`); `abort` alone lets what was queued
 * run afterwards, as pi's does. The operations that abort a run first as pi's do (`compact`,
 * `new_session`, `switch_session`, `fork`, `clone`, `navigate_tree`) clear the queues: a
 * `queue_update` event announces it and the response lists the texts in `data.clearedPrompts`. Reads and plain edits (`set_label`, `context_edit`,
 * `set_session_name`) run at once, even during a prompt.
 *
 * Events, from Arbor's `AgentEvent` to pi's names and shapes:
 * - `agent_start` → `agent_start`; `agent_end` → `agent_end {messages, willRetry:false,
 *   errorMessage?}` (the messages appended by the run) then `agent_settled {aborted}`;
 * - `message_start` → `message_start {message:{role}}`; `message_end` → `message_end {message,
 *   entryId}`; `message_update` → `message_update {assistantMessageEvent}` with pi's
 *   `text_delta`/`thinking_delta`/`toolcall_start`/`toolcall_delta` (`contentIndex`), usage
 *   updates are not forwarded;
 * - `tool_execution_start` → same name with `args`; `tool_execution_end` → same;
 * - `compaction_start`/`compaction_end` → the same; `extension_error` → `{extensionPath,
 *   event, error}`;
 * - `entry_appended` → `session_info_changed {name?}` for a session name, `entry_appended`
 *   for context edits, custom and usage entries, nothing for other entries (as pi);
 * - `tree_navigated` and `session_switched` → nothing (pi announces no navigation or
 *   replacement; the response says what happened).
 *
 * EOF on stdin clears the queue, aborts the running operation (its partial reply is
 * persisted), waits for the commands in flight, and exits 0.
 */
import * as Path from "@effect/platform/Path"
import { Cause, Effect, Either, Fiber, FiberSet, Option, ParseResult, Queue, Ref, Schema, Stream, SubscriptionRef } from "effect"
import * as ContextBuilder from "../domain/Context.js"
import type { Entry } from "../domain/Entry.js"
import * as Json from "../domain/Json.js"
import * as Session from "../domain/Session.js"
import * as SessionTree from "../domain/SessionTree.js"
import * as Tokens from "../domain/Tokens.js"
import * as AgentSession from "../services/AgentSession.js"
import { type AgentEvent, EventBus } from "../services/EventBus.js"
import * as ModelCatalog from "../domain/ModelCatalog.js"
import * as ThinkingLevel from "../domain/ThinkingLevel.js"
import type { ModelError, ModelInfo } from "../services/Model.js"
import * as Settings from "../services/Settings.js"
import { SessionStore } from "../services/SessionStore.js"
import * as AgentCli from "./AgentCli.js"
import * as Sessions from "./Sessions.js"
import * as Render from "./Render.js"

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
    summary: optional(Schema.String)
  }),
  set_label: Schema.Struct({ id, type: Schema.Literal("set_label"), entryId: Schema.String, label: optional(Schema.String) }),
  context_edit: Schema.Struct({ id, type: Schema.Literal("context_edit"), targetId: Schema.String, replacement: Schema.Unknown })
} as const

type Commands = typeof Commands
type CommandType = keyof Commands
export type Command = { readonly [K in CommandType]: Schema.Schema.Type<Commands[K]> }[CommandType]

/** A decoded line: a command, or the failure response it gets. */
type Decoded =
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
type Reply = { readonly data?: unknown; readonly raw?: string }

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
  switch (delta._tag) {
    case "TextDelta":
      return { type: "text_delta", contentIndex: delta.index, delta: delta.delta }
    case "ThinkingDelta":
      return { type: "thinking_delta", contentIndex: delta.index, delta: delta.delta }
    case "ToolCallStart":
      return { type: "toolcall_start", contentIndex: delta.index, id: delta.id, toolName: delta.name }
    case "ToolCallDelta":
      return { type: "toolcall_delta", contentIndex: delta.index, delta: delta.delta }
    case "UsageUpdate":
      return undefined
  }
}

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
      const type = event.entry.type
      if (type === "session_info") {
        const name = typeof event.entry.name === "string" ? event.entry.name.trim() : ""
        return [{ type: "session_info_changed", ...(name === "" ? {} : { name }) }]
      }
      return typeof type === "string" && FORWARDED_ENTRIES.has(type) ? [{ type: "entry_appended", entry: event.entry }] : []
    }
    case "tool_execution_start":
      return [{ type: "tool_execution_start", toolCallId: event.toolCallId, toolName: event.toolName, args: event.arguments }]
    case "tool_execution_end":
      return [event]
    case "compaction_start":
    case "compaction_end":
      return [event]
    case "extension_error":
      return [{ type: "extension_error", extensionPath: event.extension, event: event.event, error: event.error }]
    case "thinking_level_changed":
      return [{ type: "thinking_level_changed", level: event.level }]
    case "auto_retry_start":
    case "auto_retry_end":
      return [event]
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
      const message = e.type === "message" && e.role === "assistant" ? e.value.message : undefined
      return Json.isObject(message) && Tokens.hasValidUsage(message)
    })
    if (!measured) return { tokens: null, contextWindow, percent: null }
  }
  const tokens = Tokens.projectedContextEstimate(ContextBuilder.projectPath(branch), branch)
  return { tokens, contextWindow, percent: (tokens / contextWindow) * 100 }
}

/** Commands answered concurrently; 10,000 written at once otherwise hold 10,000 fibers and their replies. */
const MAX_IN_FLIGHT = 64

/** stdin as text chunks until EOF; nothing else in the process reads it. */
const stdinText = Stream.async<string>((emit) => {
  const stdin = process.stdin
  stdin.setEncoding("utf8")
  const onData = (chunk: string) => void emit.single(chunk)
  const onEnd = () => void emit.end()
  stdin.on("data", onData)
  stdin.once("end", onEnd)
  stdin.once("error", onEnd)
  return Effect.sync(() => {
    stdin.off("data", onData)
    stdin.off("end", onEnd)
    stdin.off("error", onEnd)
    stdin.pause()
    stdin.unref?.()
  })
})

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

/** Writes whole lines to stdout, one at a time, waiting for each to be accepted. */
const makeOutput = Effect.gen(function* () {
  const lock = yield* Effect.makeSemaphore(1)
  const write = (text: string) =>
    Effect.async<void>((resume) => {
      process.stdout.write(text + "\n", () => resume(Effect.void))
    })
  return (text: string) => lock.withPermits(1)(write(text))
})

const messageOf = (cause: Cause.Cause<{ readonly message: string }>): string => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) return failure.value.message
  const defect = Cause.squash(cause)
  return defect instanceof Error ? defect.message : String(defect)
}

interface Pending {
  readonly text: string
  readonly images: ReadonlyArray<Json.JsonObject>
  /** Answered `queued` (a `started` prompt is only waiting for the worker to pick it up). */
  readonly queued: boolean
}

type Queues = { readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }

/** A model switch's failure as pi words the ones it has (`Model not found: provider/id`). */
const modelFailure = (provider: string, modelId: string) => (error: AgentSession.AgentError | ModelError) =>
  error._tag === "ModelError" && /^(unknown model provider|Model not found)/.test(error.reason)
    ? new RpcError({ message: `Model not found: ${provider}/${modelId}` })
    : error

/** The RPC server over one agent session (created like print mode's). */
export const serve = (options: Sessions.SessionOptions) =>
  AgentCli.withAgent(options, (flags) =>
    Effect.scoped(
      Effect.gen(function* () {
        for (const warning of yield* AgentCli.startupWarnings(flags)) process.stderr.write(`arbor: warning: ${warning}\n`)
        const source = yield* AgentCli.agentSource(options)
        const bus = yield* EventBus
        const settings = yield* Settings.Settings
        const writeLine = yield* makeOutput
        const emit = (value: unknown) => writeLine(JSON.stringify(value))
        const subscription = yield* bus.subscription
        const session = yield* AgentSession.make(source, yield* AgentCli.agentOptions(options, flags))
        const store = yield* SessionStore
        const path = yield* Path.Path

        // -- the prompt queue and the gate every prompt and session operation passes -----------
        const gate = yield* Effect.makeSemaphore(1)
        const pending = yield* Ref.make<ReadonlyArray<Pending>>([])
        /** The running prompt's own queues, as its last `queue_update` said. */
        const agentQueue = yield* Ref.make<Queues>({ steering: [], followUp: [] })
        /** Prompts queued or running, plus session operations in flight. */
        const jobs = yield* SubscriptionRef.make(0)
        /** Stdin ended: the worker starts no more prompts. */
        const closing = yield* Ref.make(false)
        const wake = yield* Queue.unbounded<void>()
        /** pi's `queue_update`: steering messages, then every follow-up (the run's, then the prompts waiting for the next run). */
        const queueUpdate = Effect.gen(function* () {
          const run = yield* Ref.get(agentQueue)
          const waiting = (yield* Ref.get(pending)).filter((p) => p.queued).map((p) => p.text)
          yield* emit({ type: "queue_update", steering: run.steering, followUp: [...run.followUp, ...waiting] })
        })

        const runMessages: Array<Json.JsonObject> = []
        const forwarder = yield* Effect.forkScoped(
          Stream.runForEach(subscription.events, (event) =>
            event.type === "queue_update"
              ? Effect.zipRight(Ref.set(agentQueue, { steering: event.steering, followUp: event.followUp }), queueUpdate)
              : Effect.forEach(piEvents(event, runMessages), emit, { discard: true })
          )
        )

        /** Empties every queue (the run's and the waiting prompts); returns the texts. */
        const clearQueues = Effect.gen(function* () {
          const run = yield* session.clearQueue
          const cleared = yield* Ref.getAndSet(pending, [])
          if (cleared.length > 0) {
            yield* Ref.update(jobs, (n) => n - cleared.length)
            yield* queueUpdate
          }
          const waiting = cleared.map((p) => p.text)
          return { steering: run.steering, followUp: [...run.followUp, ...waiting], all: [...run.steering, ...run.followUp, ...waiting] }
        })

        const worker = Effect.forever(
          Effect.gen(function* () {
            yield* Queue.take(wake)
            const next = yield* Ref.modify(pending, (queue): [Pending | undefined, ReadonlyArray<Pending>] => [queue[0], queue.slice(1)])
            if (next === undefined) return
            if (next.queued) yield* queueUpdate
            yield* gate.withPermits(1)(Effect.unlessEffect(session.prompt(next.text, next.images), Ref.get(closing))).pipe(
              Effect.catchAllCause((cause) => Effect.sync(() => process.stderr.write(`arbor: prompt failed: ${messageOf(cause as Cause.Cause<{ readonly message: string }>)}\n`))),
              Effect.ensuring(Ref.update(jobs, (n) => n - 1))
            )
          })
        )
        yield* Effect.forkScoped(worker)

        /**
         * A prompt for a run of its own: it starts now when nothing else runs or waits, else it
         * waits its turn. `answer` hears which (before the run can start).
         */
        const submit = (text: string, images: ReadonlyArray<Json.JsonObject>, answer: (busy: boolean) => Effect.Effect<void> = () => Effect.void) =>
          Effect.gen(function* () {
            const busy = (yield* Ref.getAndUpdate(jobs, (n) => n + 1)) > 0
            yield* Ref.update(pending, (q) => [...q, { text, images, queued: busy }])
            yield* answer(busy)
            if (busy) yield* queueUpdate
            yield* Queue.offer(wake, undefined)
          })

        /** pi's order for operations that replace or rewrite the context: stop the run, then go. */
        const exclusive = <A, E>(operation: Effect.Effect<A, E>) =>
          Effect.gen(function* () {
            yield* Ref.update(jobs, (n) => n + 1)
            const { all } = yield* clearQueues
            yield* session.abort
            const result = yield* gate.withPermits(1)(operation)
            return { result, cleared: all }
          }).pipe(Effect.ensuring(Ref.update(jobs, (n) => n - 1)))

        const withCleared = (data: { readonly [key: string]: unknown }, cleared: ReadonlyArray<string>) =>
          cleared.length === 0 ? data : { ...data, clearedPrompts: cleared }

        /** Applies a setting for this process and writes it to the global settings file, as pi's toggles do. */
        const persist = (keyPath: ReadonlyArray<string>, value: Json.Json) =>
          settings.update(keyPath, value).pipe(
            Effect.catchAll((error) => Effect.sync(() => process.stderr.write(`arbor: warning: the setting was not saved: ${error.message}\n`)))
          )

        const getState = Effect.gen(function* () {
          const current = yield* session.state
          const branch = SessionTree.branch(current.tree)
          const activity = yield* session.activity
          const run = yield* Ref.get(agentQueue)
          const waiting = (yield* Ref.get(pending)).filter((p) => p.queued).length
          const name = SessionTree.sessionName(current.tree)
          const modes = yield* session.queueModes
          return {
            model: modelObject(yield* session.model),
            thinkingLevel: yield* session.thinkingLevel,
            isStreaming: activity === "streaming",
            isCompacting: activity === "compacting" || activity === "navigating",
            steeringMode: modes.steering,
            followUpMode: modes.followUp,
            ...(current.file === undefined ? {} : { sessionFile: current.file }),
            sessionId: current.header.id ?? "",
            ...(name === undefined ? {} : { sessionName: name }),
            autoCompactionEnabled: yield* session.autoCompaction,
            messageCount: ContextBuilder.projectPath(branch).messages.length,
            pendingMessageCount: run.steering.length + run.followUp.length + waiting
          }
        })

        const getSessionStats = Effect.gen(function* () {
          const current = yield* session.state
          const info = Render.info(current.tree, current.header, current.file, [])
          const count = (role: string) => info.messages.byRole[role] ?? 0
          const usage = contextUsage(SessionTree.branch(current.tree), (yield* session.model).contextWindow)
          return {
            ...(current.file === undefined ? {} : { sessionFile: current.file }),
            sessionId: current.header.id,
            userMessages: count("user"),
            assistantMessages: count("assistant"),
            toolCalls: info.toolCalls,
            toolResults: count("toolResult"),
            totalMessages: info.messages.total,
            tokens: info.tokens,
            cost: info.cost.total,
            ...(usage === undefined ? {} : { contextUsage: usage })
          }
        })

        /** Writes the HTML export of the current leaf, replacing `target` atomically. */
        const exportHtml = (outputPath: string | undefined) =>
          Effect.gen(function* () {
            const current = yield* session.state
            const name = current.file === undefined ? current.header.id : path.basename(current.file, ".jsonl")
            // the exporter (with Markdown and highlighting) loads only when a page is asked for
            const HtmlExport = yield* Effect.promise(() => import("./HtmlExport.js"))
            const html = HtmlExport.page(current.tree, current.header, SessionTree.leafId(current.tree))
            const target = yield* store.writeFile(outputPath ?? `arbor-session-${name}.html`, html)
            return { path: target }
          })

        /** One user shell command at a time: a `bash` that arrives while another runs waits for it. */
        const bashTurn = yield* Effect.makeSemaphore(1)

        /** `bash`: the output streams as `bash_execution_update` events before the response. */
        const bash = (commandId: string | undefined, command: string, excludeFromContext: boolean | undefined) =>
          bashTurn.withPermits(1)(Effect.gen(function* () {
            const updates = yield* Queue.unbounded<string>()
            const drain = yield* Effect.fork(
              Stream.runForEach(Stream.fromQueue(updates), (delta) => emit({ type: "bash_execution_update", ...(commandId === undefined ? {} : { id: commandId }), delta }))
            )
            const result = yield* session
              .bash(command, { excludeFromContext, onOutput: (delta) => Queue.unsafeOffer(updates, delta) })
              .pipe(Effect.ensuring(Effect.zipRight(Queue.shutdown(updates), Fiber.await(drain))))
            return { data: result }
          }))

        /** Runs one command other than `prompt`, `steer` and `follow_up`. */
        const handle = (
          command: Exclude<Command, { readonly type: "prompt" | "steer" | "follow_up" }>
        ): Effect.Effect<Reply, { readonly message: string }> => {
          switch (command.type) {
            case "abort":
              return Effect.gen(function* () {
                yield* session.abort
                // what the run still had queued continues, as pi's abort does: each as a prompt of its own
                const left = yield* session.clearQueue
                for (const text of [...left.steering, ...left.followUp]) yield* submit(text, [])
                return {}
              })
            case "clear_queue":
              return Effect.map(clearQueues, ({ followUp, steering }) => ({ data: { steering, followUp } }))
            case "set_steering_mode":
            case "set_follow_up_mode": {
              const kind = command.type === "set_steering_mode" ? "steering" : "followUp"
              return Effect.as(
                Effect.zipRight(session.setQueueMode(kind, command.mode), persist([kind === "steering" ? "steeringMode" : "followUpMode"], command.mode)),
                {}
              )
            }
            case "set_model":
              return session.setModel(command.provider, command.modelId).pipe(
                Effect.mapError(modelFailure(command.provider, command.modelId)),
                Effect.map((info) => ({ data: modelObject(info) }))
              )
            case "cycle_model":
              return Effect.map(session.cycleModel(1), (cycle) => ({
                data: cycle === undefined ? null : { model: modelObject(cycle.model), thinkingLevel: cycle.thinkingLevel, isScoped: false }
              }))
            case "get_available_models":
              return Effect.map(session.availableModels, (models) => ({ data: { models: models.map(modelObject) } }))
            case "set_thinking_level":
              return Effect.as(session.setThinkingLevel(command.level), {})
            case "cycle_thinking_level":
              return Effect.map(session.cycleThinkingLevel(1), (level) => ({ data: level === undefined ? null : { level } }))
            case "get_available_thinking_levels":
              return Effect.map(session.thinkingLevels, (levels) => ({ data: { levels } }))
            case "set_auto_retry":
              return Effect.as(Effect.zipRight(session.setAutoRetry(command.enabled), persist(["retry", "enabled"], command.enabled)), {})
            case "abort_retry":
              return Effect.as(session.abortRetry, {})
            case "bash":
              return bash(command.id, command.command, command.excludeFromContext)
            case "abort_bash":
              return Effect.as(session.abortBash, {})
            case "get_commands":
              return Effect.succeed({ data: { commands: [] } })
            case "get_state":
              return Effect.map(getState, (data) => ({ data }))
            case "get_messages":
              return Effect.map(session.state, (s) => ({ data: { messages: ContextBuilder.projection(s.tree, SessionTree.leafId(s.tree)).messages } }))
            case "get_tree":
              return Effect.map(session.state, (s) => ({
                raw: `{"tree":${Render.treeJson(s.tree, { all: false })},"leafId":${JSON.stringify(SessionTree.leafId(s.tree))}}`
              }))
            case "get_entries":
              return Effect.gen(function* () {
                const s = yield* session.state
                const all = SessionTree.entries(s.tree)
                let from = 0
                if (command.since !== undefined) {
                  const at = all.findIndex((e) => e.id === command.since)
                  if (at < 0) return yield* new RpcError({ message: `Entry not found: ${command.since}` })
                  from = at + 1
                }
                return { data: { entries: all.slice(from).map((e) => e.value), leafId: SessionTree.leafId(s.tree) } }
              })
            case "get_fork_messages":
              return Effect.map(session.state, (s) => ({ data: { messages: Session.forkCandidates(s.tree) } }))
            case "get_last_assistant_text":
              return Effect.map(session.state, (s) => {
                const text = lastAssistantText(ContextBuilder.projection(s.tree, SessionTree.leafId(s.tree)).messages)
                return { data: text === undefined ? {} : { text } }
              })
            case "get_session_stats":
              return Effect.map(getSessionStats, (data) => ({ data }))
            case "set_auto_compaction":
              return Effect.as(Effect.zipRight(session.setAutoCompaction(command.enabled), persist(["compaction", "enabled"], command.enabled)), {})
            case "export_html":
              return Effect.map(exportHtml(command.outputPath), (data) => ({ data }))
            case "set_session_name":
              return Effect.gen(function* () {
                const name = command.name.trim()
                if (name === "") return yield* new RpcError({ message: "Session name cannot be empty" })
                yield* session.apply((stamp) => Session.Command.SessionInfo({ ...stamp, name }))
                return {}
              })
            case "set_label":
              return Effect.gen(function* () {
                const t = yield* session.apply((stamp) => Session.Command.Label({ ...stamp, targetId: command.entryId, label: command.label }))
                return { data: { entryId: t.appended[0]?.id ?? null } }
              })
            case "context_edit":
              return Effect.gen(function* () {
                const t = yield* session.apply((stamp) => Session.Command.ContextEdit({ ...stamp, targetId: command.targetId, replacement: command.replacement }))
                return { data: { entryId: t.appended[0]?.id ?? null } }
              })
            case "new_session":
              return Effect.map(exclusive(session.newSession), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }))
            case "switch_session":
              return Effect.map(exclusive(session.resume(command.sessionPath)), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }))
            case "clone":
              return Effect.map(exclusive(session.clone), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }))
            case "fork":
              return Effect.map(exclusive(session.fork(command.entryId, "before")), ({ cleared, result }) => ({
                data: withCleared(result.cancelled ? { cancelled: true } : { text: result.selectedText ?? "", cancelled: false }, cleared)
              }))
            case "compact":
              return Effect.map(exclusive(session.compact(command.customInstructions)), ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) }))
            case "navigate_tree":
              return Effect.map(
                exclusive(
                  command.summary !== undefined
                    ? Effect.gen(function* () {
                        const summary = command.summary as string
                        const t = yield* session.apply((stamp) =>
                          Session.Command.Navigate({ ...stamp, targetId: command.targetId, summary: { summary }, label: command.label })
                        )
                        const summaryEntry = t.appended.find((e) => e.type === "branch_summary")
                        return {
                          cancelled: false,
                          ...(t.editorText === undefined ? {} : { editorText: t.editorText }),
                          ...(summaryEntry === undefined ? {} : { summaryEntry: summaryEntry.value })
                        } satisfies AgentSession.NavigateResult
                      })
                    : session.navigate(command.targetId, {
                        summarize: command.summarize,
                        customInstructions: command.customInstructions,
                        label: command.label
                      })
                ),
                ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) })
              )
          }
        }

        const fibers = yield* FiberSet.make()
        // commands in flight at once: past this, reading stdin waits, so memory stays bounded
        const inFlight = yield* Effect.makeSemaphore(MAX_IN_FLIGHT)
        const respond = (commandId: string | undefined, command: string, outcome: Either.Either<Reply, string>) => writeLine(responseLine(commandId, command, outcome))

        /**
         * `prompt`, `steer` and `follow_up`, decided in arrival order before the next line is
         * read: into the running prompt's queue when one runs, else a prompt of its own (now,
         * or after what runs or waits).
         */
        const queueOrStart = (commandId: string | undefined, type: "prompt" | "steer" | "follow_up", kind: "steering" | "followUp", text: string, images: ReadonlyArray<Json.JsonObject>) =>
          Effect.gen(function* () {
            // a follow-up goes behind the prompts already waiting for a run of their own
            const behind = kind === "followUp" && (yield* Ref.get(pending)).length > 0
            if (!behind && (yield* session.enqueue(kind, text, images))) return yield* respond(commandId, type, Either.right({ data: { disposition: "queued" } }))
            yield* submit(text, images, (busy) => respond(commandId, type, Either.right({ data: { disposition: type !== "prompt" || busy ? "queued" : "started" } })))
          })

        const onLine = (line: string) =>
          Effect.gen(function* () {
            const decoded = decodeLine(line)
            if (decoded._tag === "Invalid") return yield* respond(decoded.id, decoded.command, Either.left(decoded.error))
            const command = decoded.command
            switch (command.type) {
              case "prompt":
                return yield* queueOrStart(command.id, "prompt", command.streamingBehavior === "steer" ? "steering" : "followUp", command.message, command.images ?? [])
              case "steer":
                return yield* queueOrStart(command.id, "steer", "steering", command.message, command.images ?? [])
              case "follow_up":
                return yield* queueOrStart(command.id, "follow_up", "followUp", command.message, command.images ?? [])
              default:
                yield* inFlight.take(1)
                return yield* FiberSet.run(
                  fibers,
                  handle(command).pipe(
                    Effect.exit,
                    Effect.flatMap((exit) =>
                      respond(command.id, command.type, exit._tag === "Success" ? Either.right(exit.value) : Either.left(messageOf(exit.cause)))
                    ),
                    Effect.ensuring(inFlight.release(1))
                  )
                )
            }
          })

        yield* Stream.runForEach(splitRecords(stdinText), onLine)

        // EOF: start nothing more, stop what runs (persisting partial replies), finish the
        // commands in flight. A prompt the worker took before `closing` was set can still get
        // into the session after the abort below: it is aborted as soon as it starts.
        const starts = yield* bus.subscribe
        yield* Ref.set(closing, true)
        const latecomers = yield* Effect.fork(Stream.runForEach(Stream.filter(starts, (event) => event.type === "agent_start"), () => session.abort))
        yield* clearQueues
        yield* session.abortBash
        yield* session.abort
        yield* FiberSet.awaitEmpty(fibers)
        // what an `abort` in flight handed back as prompts
        yield* clearQueues
        yield* Stream.runDrain(Stream.takeUntil(jobs.changes, (n) => n === 0))
        yield* Fiber.interrupt(latecomers)
        // every event published so far is written before the server exits
        yield* subscription.end
        yield* Fiber.join(forwarder)
      })
    )
  ).pipe(Effect.mapError(Sessions.agentFailure))
