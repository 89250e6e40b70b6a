/**
 * The agent loop's policy as a decider: `decide(state, event)` gives the next state and the
 * actions to run. Pure. `Session.apply` decides what a command does to the session file; this
 * decides what the agent does next: which operation may start (pi's busy rules and texts),
 * where queued steering and follow-up messages go in, when a failed reply is asked again and
 * how long to wait, when the context is compacted (before a prompt, between turns, after a
 * run) and when an overflow is recovered.
 *
 * `AgentSession` interprets the actions (streams replies, runs tools, sleeps, compacts,
 * appends entries, publishes events) and reports each outcome back as an event. A prompt run
 * is a conversation between the two: every run event answers the one action that waits for an
 * answer (`StartTurn`, `Retry`, `RunTools`, `MeasureContext`, `Compact`, or `Launch` for a
 * prompt), and the actions it gives end with the next such action or with `Finish`. An event
 * that answers nothing pending changes nothing. Whatever the run was doing, `End` (the
 * operation's fiber ended: finished, failed or interrupted) makes the agent idle again.
 *
 * Provider failures are told apart by `classify` (pi's patterns over the provider's text,
 * applied once, here); the decisions use the kind it gives.
 */
import * as Data from "effect/Data"
import type * as Compaction from "../context/Compaction.js"
import * as Tokens from "../context/Tokens.js"
import * as AssistantMessage from "../format/AssistantMessage.js"
import type * as BashExecution from "../format/BashExecution.js"
import type * as Json from "../format/Json.js"
import type * as Session from "../tree/Session.js"
import * as MessageQueue from "./MessageQueue.js"
import type * as Settings from "./Settings.js"

// ---------------------------------------------------------------------------------------------
// Busy rules
// ---------------------------------------------------------------------------------------------

/** What the agent is doing: one operation at a time. */
export type Activity = "idle" | "streaming" | "compacting" | "navigating"

/** What the agent does while it is not idle. */
export type Busy = Exclude<Activity, "idle">

/** The operations that take the agent: a prompt run, `/compact`, `/tree`. */
export type Operation = "prompt" | "compact" | "navigate"

const ACTIVITY: { readonly [operation in Operation]: Busy } = {
  prompt: "streaming",
  compact: "compacting",
  navigate: "navigating"
}

export const BUSY_PROMPT = "Agent is already processing. Specify streamingBehavior ('steer' or 'followUp') to queue the message."
export const BUSY_PROMPT_COMPACTING = "Cannot submit a prompt while compaction is in progress. Wait for compaction to finish and retry."
export const BUSY_TREE_STREAMING = "Wait for the current response to finish before navigating the session tree."
export const BUSY_TREE_COMPACTING = "Wait for the current compaction or tree navigation to finish before navigating the session tree."
export const BUSY_COMPACTING = "Wait for the current compaction or tree navigation to finish before compacting."

/** pi's text refusing `operation` while the agent is `activity`; undefined when it may start. */
export const refusal = (activity: Activity, operation: Operation): string | undefined => {
  if (activity === "idle") return undefined
  switch (operation) {
    case "prompt":
      return activity === "streaming" ? BUSY_PROMPT : BUSY_PROMPT_COMPACTING
    case "navigate":
      return activity === "streaming" ? BUSY_TREE_STREAMING : BUSY_TREE_COMPACTING
    case "compact":
      return BUSY_COMPACTING
  }
}

// ---------------------------------------------------------------------------------------------
// Provider failures
// ---------------------------------------------------------------------------------------------

/**
 * Why a reply failed: the prompt did not fit the context window (`overflow`: compact and ask
 * again), a passing trouble (`transient`: rate limit, overload, server or network error; ask
 * again after a while), or anything else (`fatal`).
 */
export type FailureKind = "overflow" | "transient" | "fatal"

/** Provider texts that mean the prompt did not fit the context window (not rate limits). */
const OVERFLOW = /prompt is too long|exceeds the context window|context[_ ]length[_ ]exceeded|too many tokens|maximum context length|request too large|\b413\b/i
const RATE_LIMIT = /rate limit|too many requests|\b429\b/i
const TRANSIENT =
  /rate limit|too many requests|overloaded|\b(429|500|502|503|504|529)\b|server error|internal error|timed? ?out|ECONNRESET|ECONNREFUSED|socket hang up|network|connection (failed|error|reset)/i

/** The kind of a failed reply (`stopReason: "error"`); undefined for any other reply. */
export const classify = (message: Json.JsonObject): FailureKind | undefined => {
  if (message.stopReason !== "error") return undefined
  const text = message.errorMessage
  if (typeof text !== "string") return "fatal"
  if (OVERFLOW.test(text) && !RATE_LIMIT.test(text)) return "overflow"
  return TRANSIENT.test(text) ? "transient" : "fatal"
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** How each queue hands out its messages. */
export interface Modes {
  readonly steering: MessageQueue.Mode
  readonly followUp: MessageQueue.Mode
}

/** A user's shell command, ready to be recorded as a `bashExecution` message. */
export type BashRecord = BashExecution.Fields & Session.Stamp

/** A reply on disk, as the loop decides on it. */
export interface Reply {
  readonly message: Json.JsonObject
  /** The entry holding it. */
  readonly entryId: string | undefined
  /** The context window of the model that is in use. */
  readonly contextWindow: number
}

/**
 * Where a prompt run is: what it waits for. `afterRecovery` marks the turns that ask again
 * after an overflow recovery: their end is not checked for overflow or threshold again.
 */
export type Run = Data.TaggedEnum<{
  /** No prompt runs (or it has finished). */
  Idle: {}
  /** Launched: waits for `PromptStarted`. */
  Starting: {}
  /** The threshold compaction before the prompt is sent. */
  PrePrompt: {}
  /** A model request; `attempt` counts the retries of this reply so far. */
  Replying: { readonly attempt: number; readonly afterRecovery: boolean }
  /** Waits before asking again after the failed `reply`. */
  RetryWaiting: { readonly attempt: number; readonly afterRecovery: boolean; readonly reply: Reply; readonly entryId: string }
  RunningTools: { readonly afterRecovery: boolean }
  /** After the tool results (and steering messages): is the context past the threshold? */
  Measuring: { readonly afterRecovery: boolean }
  CompactingBetweenTurns: { readonly afterRecovery: boolean }
  /** The overflowed `reply` is left out and the branch compacted, to ask again. */
  Recovering: { readonly reply: Reply }
  /** The threshold compaction after the run's last reply. */
  CompactingAfterRun: { readonly reply: Reply }
}>
export const Run = Data.taggedEnum<Run>()

export interface State {
  readonly activity: Activity
  /** A prompt runs that will take queued messages (false again once it stops taking them). */
  readonly accepting: boolean
  readonly queue: MessageQueue.Queue
  readonly modes: Modes
  readonly retry: Settings.Retry
  /** Automatic compaction (`enabled`) and its threshold; manual compaction uses the rest. */
  readonly compaction: Compaction.Settings
  /** Shell commands that ended while a prompt ran, in order: recorded when it ends. */
  readonly pendingBash: ReadonlyArray<BashRecord>
  readonly run: Run
}

export const initial = (settings: {
  readonly retry: Settings.Retry
  readonly compaction: Compaction.Settings
  readonly modes: Modes
}): State => ({
  activity: "idle",
  accepting: false,
  queue: MessageQueue.empty,
  modes: settings.modes,
  retry: settings.retry,
  compaction: settings.compaction,
  pendingBash: [],
  run: Run.Idle()
})

// ---------------------------------------------------------------------------------------------
// Events and actions
// ---------------------------------------------------------------------------------------------

export type Event = Data.TaggedEnum<{
  /** An operation asks to start: `Launch`, or `Refuse` with pi's text. */
  Begin: { readonly operation: Operation }
  /** The running operation's fiber ended (finished, failed or interrupted). */
  End: {}
  /** Stop whatever runs: `Interrupt` when something does. */
  Abort: {}
  /** A message for the running prompt: queued (and announced) only while a prompt takes them. */
  Enqueue: { readonly kind: MessageQueue.Kind; readonly message: MessageQueue.Message }
  /** Empties both queues: `Cleared` hands back what they held. */
  ClearQueue: {}
  SetQueueMode: { readonly kind: MessageQueue.Kind; readonly mode: MessageQueue.Mode }
  SetAutoRetry: { readonly enabled: boolean }
  SetAutoCompaction: { readonly enabled: boolean }
  /** A user's shell command ended: recorded now, or when the running prompt ends. */
  BashEnded: { readonly record: BashRecord }
  /**
   * The launched prompt starts (answers `Launch`): the branch's last assistant message (to
   * repeat the threshold check on), whether the branch ends with a compaction, the window.
   */
  PromptStarted: { readonly previous: Json.JsonObject | undefined; readonly afterCompaction: boolean; readonly contextWindow: number }
  /** The reply is on disk (answers `StartTurn`). */
  Replied: Reply
  /** The wait before a retry ended (answers `Retry`); not `completed` when `abortRetry` cut it. */
  RetryWaited: { readonly completed: boolean }
  /** The tool calls' results are on disk (answers `RunTools`). */
  ToolsEnded: {}
  /** The projected context size (answers `MeasureContext`). */
  ContextMeasured: { readonly tokens: number; readonly contextWindow: number }
  /** An automatic compaction ended (answers `Compact`); its failure is already reported. */
  CompactionEnded: { readonly succeeded: boolean }
}>
export const Event = Data.taggedEnum<Event>()

/** What the loop tells the world (the event bus's shapes). */
export type Announcement =
  /** The messages waiting for the running agent changed (both queues, whole). */
  | { readonly type: "queue_update"; readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }
  /** A failed reply will be asked again after `delayMs`. */
  | { readonly type: "auto_retry_start"; readonly attempt: number; readonly maxAttempts: number; readonly delayMs: number; readonly errorMessage: string }
  | { readonly type: "auto_retry_end"; readonly success: boolean; readonly attempt: number; readonly finalError?: string }

export type Action = Data.TaggedEnum<{
  /** Another operation runs (`running`); `message` is pi's text for the refusal. */
  Refuse: { readonly running: Busy; readonly message: string }
  /** Run the operation that `Begin` asked for. */
  Launch: { readonly operation: Operation }
  /** Interrupt the running operation (its finalizers persist what it had). */
  Interrupt: {}
  Emit: { readonly event: Announcement }
  /** What `ClearQueue` took out of the queues. */
  Cleared: { readonly queue: MessageQueue.Queue }
  RecordBash: { readonly record: BashRecord }
  /** Append the prompt: the level the run uses when the path says otherwise, the system prompt on a first request, the user message. */
  SendPrompt: {}
  /** One model request over the current context, its reply persisted (even a partial one). */
  StartTurn: {}
  /** Wait `delayMs` (unless `abortRetry` cuts it short) before retry number `attempt`. */
  Retry: { readonly attempt: number; readonly delayMs: number }
  /** Run the reply's tool calls in order, appending each result. */
  RunTools: { readonly message: Json.JsonObject }
  /** Append queued messages as user messages. */
  Deliver: { readonly messages: ReadonlyArray<MessageQueue.Message> }
  /** Leave an entry out of the context (`context_edit` with a null replacement). */
  Omit: { readonly entryId: string }
  MeasureContext: {}
  Compact: { readonly reason: "threshold" | "overflow"; readonly willRetry: boolean }
  /** The run ends with this reply. */
  Finish: { readonly message: Json.JsonObject; readonly aborted: boolean }
}>
export const Action = Data.taggedEnum<Action>()

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

/** The next state, and the actions to run in order. */
export type Decision = readonly [State, ReadonlyArray<Action>]

const queueUpdate = (queue: MessageQueue.Queue): Action => Action.Emit({ event: { type: "queue_update", ...MessageQueue.texts(queue) } })

const finalError = (message: Json.JsonObject): { readonly finalError?: string } =>
  message.stopReason === "error" && typeof message.errorMessage === "string" ? { finalError: message.errorMessage } : {}

const retryEnd = (success: boolean, attempt: number, message: Json.JsonObject): Action =>
  Action.Emit({ event: { type: "auto_retry_end", success, attempt, ...finalError(message) } })

/**
 * pi's threshold check on a finished reply: automatic compaction on, the reply neither aborted
 * nor failed, its usage past `window - reserveTokens`, and no compaction after it already.
 */
const compactsAfter = (
  message: Json.JsonObject,
  contextWindow: number,
  afterCompaction: boolean,
  settings: Compaction.Settings
): boolean => {
  if (!settings.enabled || message.stopReason === "aborted" || message.stopReason === "error") return false
  const tokens = Tokens.usageSize(message)
  if (tokens <= 0) return false
  return Tokens.shouldCompact(tokens, contextWindow, settings) && !afterCompaction
}

/** Asks the model: the first attempt of a reply. */
const turn = (state: State, afterRecovery: boolean, before: ReadonlyArray<Action> = []): Decision => [
  { ...state, run: Run.Replying({ attempt: 0, afterRecovery }) },
  [...before, Action.StartTurn()]
]

/**
 * The messages to deliver now: steering ones (after tool calls, or when the run would stop),
 * else, when the run would stop, follow-ups. When there are none and the run would stop, it
 * stops taking messages in the same step, so none can be queued and then lost.
 */
const takeQueued = (state: State, atEnd: boolean): readonly [ReadonlyArray<MessageQueue.Message>, State] => {
  const [steered, afterSteering] = MessageQueue.take(state.queue, "steering", state.modes.steering)
  if (steered.length > 0) return [steered, { ...state, queue: afterSteering }]
  if (!atEnd) return [[], state]
  const [followed, afterFollowUp] = MessageQueue.take(state.queue, "followUp", state.modes.followUp)
  if (followed.length > 0) return [followed, { ...state, queue: afterFollowUp }]
  return [[], { ...state, accepting: false }]
}

const delivery = (messages: ReadonlyArray<MessageQueue.Message>, state: State): ReadonlyArray<Action> =>
  messages.length === 0 ? [] : [queueUpdate(state.queue), Action.Deliver({ messages })]

/** The run would stop with `reply`: the queued messages go in and it goes on, or it finishes. */
const settle = (state: State, reply: Reply, before: ReadonlyArray<Action>): Decision => {
  const [taken, next] = takeQueued(state, true)
  if (taken.length > 0) return turn(next, false, [...before, ...delivery(taken, next)])
  return [
    { ...next, run: Run.Idle() },
    [...before, Action.Finish({ message: reply.message, aborted: reply.message.stopReason === "aborted" })]
  ]
}

/**
 * The turns ended with `reply` (no tool calls): pi's overflow recovery (leave the failed reply
 * out, compact, ask again: once), else the threshold check, then the queues.
 */
const turnsEnded = (state: State, reply: Reply, afterRecovery: boolean, before: ReadonlyArray<Action>): Decision => {
  if (afterRecovery) return settle(state, reply, before)
  if (state.compaction.enabled && classify(reply.message) === "overflow") {
    if (reply.entryId === undefined) return settle(state, reply, before)
    return [
      { ...state, run: Run.Recovering({ reply }) },
      [...before, Action.Omit({ entryId: reply.entryId }), Action.Compact({ reason: "overflow", willRetry: true })]
    ]
  }
  if (compactsAfter(reply.message, reply.contextWindow, false, state.compaction)) {
    return [{ ...state, run: Run.CompactingAfterRun({ reply }) }, [...before, Action.Compact({ reason: "threshold", willRetry: false })]]
  }
  return settle(state, reply, before)
}

/** A reply is final (no retry): its tool calls run, or the turns end. */
const turnEnded = (state: State, reply: Reply, afterRecovery: boolean, before: ReadonlyArray<Action>): Decision => {
  if (reply.message.stopReason === "toolUse" && AssistantMessage.toolCalls(reply.message).length > 0) {
    return [{ ...state, run: Run.RunningTools({ afterRecovery }) }, [...before, Action.RunTools({ message: reply.message })]]
  }
  return turnsEnded(state, reply, afterRecovery, before)
}

/**
 * A reply arrived on attempt `attempt`: a transient failure is asked again after
 * `baseDelayMs * 2^attempt` while auto-retry is on and fewer than `maxRetries` retries were
 * made; the failed attempt then leaves the context.
 */
const replied = (state: State, reply: Reply, attempt: number, afterRecovery: boolean): Decision => {
  const { message } = reply
  const retry = state.retry
  if (classify(message) !== "transient" || !retry.enabled) {
    return turnEnded(state, reply, afterRecovery, attempt > 0 ? [retryEnd(message.stopReason !== "error", attempt, message)] : [])
  }
  if (attempt >= retry.maxRetries) return turnEnded(state, reply, afterRecovery, [retryEnd(false, attempt, message)])
  if (reply.entryId === undefined) return turnEnded(state, reply, afterRecovery, [])
  const delayMs = retry.baseDelayMs * 2 ** attempt
  return [
    { ...state, run: Run.RetryWaiting({ attempt, afterRecovery, reply, entryId: reply.entryId }) },
    [
      Action.Emit({
        event: {
          type: "auto_retry_start",
          attempt: attempt + 1,
          maxAttempts: retry.maxRetries,
          delayMs,
          errorMessage: typeof message.errorMessage === "string" ? message.errorMessage : ""
        }
      }),
      Action.Retry({ attempt: attempt + 1, delayMs })
    ]
  ]
}

const unchanged = (state: State): Decision => [state, []]

/** The run's answer to the action it waits for. */
const step = (state: State, event: Event): Decision => {
  const run = state.run
  switch (event._tag) {
    case "PromptStarted": {
      if (run._tag !== "Starting") return unchanged(state)
      // before a new prompt, pi repeats the threshold check on the last reply, aborted ones included
      if (
        event.previous !== undefined && compactsAfter({ ...event.previous, stopReason: "stop" }, event.contextWindow, event.afterCompaction, state.compaction)
      ) {
        return [{ ...state, run: Run.PrePrompt() }, [Action.Compact({ reason: "threshold", willRetry: false })]]
      }
      return turn(state, false, [Action.SendPrompt()])
    }
    case "Replied": {
      if (run._tag !== "Replying") return unchanged(state)
      const { _tag, ...reply } = event
      return replied(state, reply, run.attempt, run.afterRecovery)
    }
    case "RetryWaited": {
      if (run._tag !== "RetryWaiting") return unchanged(state)
      if (!event.completed) return turnEnded(state, run.reply, run.afterRecovery, [retryEnd(false, run.attempt + 1, run.reply.message)])
      return [
        { ...state, run: Run.Replying({ attempt: run.attempt + 1, afterRecovery: run.afterRecovery }) },
        [Action.Omit({ entryId: run.entryId }), Action.StartTurn()]
      ]
    }
    case "ToolsEnded": {
      if (run._tag !== "RunningTools") return unchanged(state)
      // steering messages go in after the tool results, before the next request
      const [taken, next] = takeQueued(state, false)
      return [{ ...next, run: Run.Measuring({ afterRecovery: run.afterRecovery }) }, [...delivery(taken, next), Action.MeasureContext()]]
    }
    case "ContextMeasured": {
      if (run._tag !== "Measuring") return unchanged(state)
      // between turns: compact before the next request when the context has grown past the threshold
      if (Tokens.shouldCompact(event.tokens, event.contextWindow, state.compaction)) {
        return [
          { ...state, run: Run.CompactingBetweenTurns({ afterRecovery: run.afterRecovery }) },
          [Action.Compact({ reason: "threshold", willRetry: false })]
        ]
      }
      return turn(state, run.afterRecovery)
    }
    case "CompactionEnded": {
      switch (run._tag) {
        case "PrePrompt":
          return turn(state, false, [Action.SendPrompt()])
        case "CompactingBetweenTurns":
          return turn(state, run.afterRecovery)
        case "Recovering":
          return event.succeeded ? turn(state, true) : settle(state, run.reply, [])
        case "CompactingAfterRun":
          return settle(state, run.reply, [])
        default:
          return unchanged(state)
      }
    }
    default:
      return unchanged(state)
  }
}

/** The next state, and the actions to run in order. */
export const decide = (state: State, event: Event): Decision => {
  switch (event._tag) {
    case "Begin": {
      const refused = refusal(state.activity, event.operation)
      if (refused !== undefined && state.activity !== "idle") return [state, [Action.Refuse({ running: state.activity, message: refused })]]
      const prompt = event.operation === "prompt"
      return [
        { ...state, activity: ACTIVITY[event.operation], accepting: prompt, run: prompt ? Run.Starting() : Run.Idle() },
        [Action.Launch({ operation: event.operation })]
      ]
    }
    case "End":
      return [
        { ...state, activity: "idle", accepting: false, pendingBash: [], run: Run.Idle() },
        state.pendingBash.map((record) => Action.RecordBash({ record }))
      ]
    case "Abort":
      return [state, state.activity === "idle" ? [] : [Action.Interrupt()]]
    case "Enqueue": {
      if (!state.accepting) return unchanged(state)
      const queue = MessageQueue.add(state.queue, event.kind, event.message)
      return [{ ...state, queue }, [queueUpdate(queue)]]
    }
    case "ClearQueue": {
      const cleared = Action.Cleared({ queue: state.queue })
      const next = { ...state, queue: MessageQueue.empty }
      return [next, MessageQueue.size(state.queue) > 0 ? [cleared, queueUpdate(MessageQueue.empty)] : [cleared]]
    }
    case "SetQueueMode":
      return unchanged({ ...state, modes: { ...state.modes, [event.kind]: event.mode } })
    case "SetAutoRetry":
      return unchanged({ ...state, retry: { ...state.retry, enabled: event.enabled } })
    case "SetAutoCompaction":
      return unchanged({ ...state, compaction: { ...state.compaction, enabled: event.enabled } })
    case "BashEnded":
      // while a prompt runs the message waits for its end, so it never splits a turn
      if (state.accepting) return unchanged({ ...state, pendingBash: [...state.pendingBash, event.record] })
      return [state, [Action.RecordBash({ record: event.record })]]
    default:
      return step(state, event)
  }
}
