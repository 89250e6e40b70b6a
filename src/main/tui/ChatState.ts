/**
 * The chat's own state between the controller's snapshots, as a pure reducer: the reply being
 * streamed, the status line, the messages typed while the agent worked, and the `!` command
 * running. `App` keeps one `State`, dispatches an `Action` for every agent event and every
 * change it makes, and draws what `reduce` returns. Pure: no React, no I/O, no clock.
 */
import * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import * as Json from "../../domain/format/Json.js"
import type { AgentEvent } from "../../services/agent/EventBus.js"

export type Tone = "info" | "warning" | "error"

/** The status line: one message and its tone. */
export interface Status {
  readonly text: string
  readonly tone: Tone
}

/** A message typed while the agent worked, sent when it is idle again. */
export interface Queued {
  /** `steer`: sent with Enter while the agent worked; `followUp`: with Alt+Enter. */
  readonly kind: "steer" | "followUp"
  readonly text: string
}

/** A `!cmd` running: its command and the output so far. */
export interface BashRun {
  readonly command: string
  readonly output: string
}

export interface State {
  /** The assistant reply being streamed, from `message_start` until its `message_end` or `agent_end`. */
  readonly partial: AssistantMessage.Partial | undefined
  readonly status: Status | undefined
  /** Oldest first. */
  readonly queued: ReadonlyArray<Queued>
  readonly bash: BashRun | undefined
}

export type Action =
  /** An event of the agent's bus. */
  | { readonly _tag: "Agent"; readonly event: AgentEvent }
  /** Shows a status (or clears it, with undefined). */
  | { readonly _tag: "Status"; readonly status: Status | undefined }
  /** Clears the status if it is still `status` (a hint whose time ran out). */
  | { readonly _tag: "StatusExpired"; readonly status: Status }
  /** Queues a message: last, or (`first`) before the others. */
  | { readonly _tag: "Enqueue"; readonly item: Queued; readonly first: boolean }
  /** Drops the oldest queued message (it is being sent). */
  | { readonly _tag: "Dequeue" }
  /** Drops every queued message (they went back into the editor). */
  | { readonly _tag: "ClearQueued" }
  | { readonly _tag: "BashStart"; readonly command: string }
  | { readonly _tag: "BashOutput"; readonly delta: string }
  | { readonly _tag: "BashEnd" }

/** The state a chat starts in: a notice (a warning from the start-up) on the status line, if any. */
export const initial = (notice?: string): State => ({
  partial: undefined,
  status: notice === undefined ? undefined : { text: notice, tone: "warning" },
  queued: [],
  bash: undefined
})

/** Whether the controller's snapshot may have changed with `event` (the view then takes a new one). */
export const reloads = (event: AgentEvent): boolean => {
  switch (event.type) {
    case "message_end":
    case "agent_start":
    case "entry_appended":
    case "tree_navigated":
    case "session_switched":
    case "agent_end":
    case "compaction_start":
    case "compaction_end":
    case "queue_update":
    case "model_changed":
    case "thinking_level_changed":
      return true
    default:
      return false
  }
}

const isAssistantEntry = (entry: Json.JsonObject): boolean => entry.type === "message" && Json.isObject(entry.message) && entry.message.role === "assistant"

const status = (state: State, text: string, tone: Tone = "info"): State => ({ ...state, status: { text, tone } })

const onEvent = (state: State, event: AgentEvent): State => {
  switch (event.type) {
    case "message_start":
      return { ...state, partial: AssistantMessage.start({ api: "", provider: "", model: "", timestamp: 0 }) }
    case "message_update":
      return state.partial === undefined ? state : { ...state, partial: AssistantMessage.apply(state.partial, event.delta) }
    case "message_end":
      return event.message.role === "assistant" ? { ...state, partial: undefined } : state
    case "entry_appended":
      // an assistant message its schema refuses is announced as its entry: it ends the reply too
      return "unchecked" in event && isAssistantEntry(event.unchecked) ? { ...state, partial: undefined } : state
    case "agent_end": {
      const ended = { ...state, partial: undefined }
      return event.errorMessage === undefined ? ended : status(ended, event.errorMessage, "error")
    }
    case "compaction_start":
      return status(state, event.reason === "manual" ? "Compacting context... (Esc to cancel)" : "Auto-compacting... (Esc to cancel)", "warning")
    case "compaction_end":
      if (event.errorMessage !== undefined) return status(state, event.errorMessage, "error")
      if (event.aborted) return status(state, "Compaction cancelled", "warning")
      if (event.result !== undefined) return status(state, `Compacted ${event.result.tokensBefore.toLocaleString("en-US")} tokens`)
      return state
    case "extension_error":
      return status(state, `Extension ${event.extension} failed on ${event.event}: ${event.error}`, "error")
    case "auto_retry_start":
      return status(
        state,
        `${event.errorMessage} Retrying in ${Math.round(event.delayMs / 1000)}s (attempt ${event.attempt} of ${event.maxAttempts})...`,
        "warning"
      )
    case "auto_retry_end":
      if (event.success) return { ...state, status: undefined }
      return status(state, `Gave up after ${event.attempt} ${event.attempt === 1 ? "retry" : "retries"}: ${event.finalError ?? "the reply failed"}`, "error")
    case "checkpoint_failed":
      return status(state, `No checkpoint of the files this turn: ${event.error}`, "warning")
    case "checkpoint_recovered":
      return status(state, `An interrupted restore of the files was ${event.outcome}`, "warning")
    default:
      return state
  }
}

/** The state after `action`. */
export const reduce = (state: State, action: Action): State => {
  switch (action._tag) {
    case "Agent":
      return onEvent(state, action.event)
    case "Status":
      return { ...state, status: action.status }
    case "StatusExpired":
      return state.status === action.status ? { ...state, status: undefined } : state
    case "Enqueue":
      return { ...state, queued: action.first ? [action.item, ...state.queued] : [...state.queued, action.item] }
    case "Dequeue":
      return { ...state, queued: state.queued.slice(1) }
    case "ClearQueued":
      return { ...state, queued: [] }
    case "BashStart":
      return { ...state, bash: { command: action.command, output: "" } }
    case "BashOutput":
      return state.bash === undefined ? state : { ...state, bash: { ...state.bash, output: state.bash.output + action.delta } }
    case "BashEnd":
      return { ...state, bash: undefined }
  }
}
