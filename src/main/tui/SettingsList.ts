/**
 * `/settings`: the settings Arbor can change while the chat runs, as a list of rows (pi's
 * labels and values where pi's settings list has the same setting), a selection, and what
 * Enter or Space asks for: the row's next value, saved to the global settings file and applied
 * to the session at once. Settings Arbor reads but does not change here (the default model,
 * where sessions go, the shell) are listed below the rows as they are in effect. Pure.
 */
import * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import type * as Json from "../../domain/format/Json.js"

/** The values the list shows, as the session has them now (not only as the files say). */
export interface Values {
  readonly autoCompact: boolean
  readonly steeringMode: "all" | "one-at-a-time"
  readonly followUpMode: "all" | "one-at-a-time"
  readonly autoRetry: boolean
  readonly defaultThinkingLevel: ThinkingLevel.Level
  /** Shown, not changed here: `provider/model` or undefined. */
  readonly defaultModel: string | undefined
  readonly sessionDir: string | undefined
  readonly shellPath: string | undefined
  /** The global settings file changes are written to (undefined: in memory only). */
  readonly file: string | undefined
}

export type Id = "autoCompact" | "steeringMode" | "followUpMode" | "autoRetry" | "defaultThinkingLevel"

export interface Row {
  readonly id: Id
  readonly label: string
  readonly description: string
  /** The key in settings.json. */
  readonly path: ReadonlyArray<string>
  readonly values: ReadonlyArray<string>
  readonly current: string
}

/** A change the list asks for: the setting's key in settings.json, and its new value. */
export interface Change {
  readonly id: Id
  readonly path: ReadonlyArray<string>
  readonly value: Json.Json
}

export interface State {
  readonly values: Values
  readonly index: number
}

const MODES = ["one-at-a-time", "all"] as const

/** pi's labels, for the settings pi's list has. */
const LABELS: { readonly [id in Id]: string } = {
  autoCompact: "Auto-compact",
  steeringMode: "Steering mode",
  followUpMode: "Follow-up mode",
  autoRetry: "Auto-retry",
  defaultThinkingLevel: "Default thinking level"
}

/** The rows, in pi's order for the settings pi has. */
export const rows = (values: Values): ReadonlyArray<Row> => [
  {
    id: "autoCompact",
    label: LABELS.autoCompact,
    description: "Compact the context automatically when it gets too large",
    path: ["compaction", "enabled"],
    values: ["true", "false"],
    current: String(values.autoCompact)
  },
  {
    id: "steeringMode",
    label: LABELS.steeringMode,
    description: "Messages sent with Enter while a reply streams: one at a time, each answered, or all at once",
    path: ["steeringMode"],
    values: MODES,
    current: values.steeringMode
  },
  {
    id: "followUpMode",
    label: LABELS.followUpMode,
    description: "Messages sent with Alt+Enter, delivered when the agent would stop: one at a time, or all at once",
    path: ["followUpMode"],
    values: MODES,
    current: values.followUpMode
  },
  {
    id: "autoRetry",
    label: LABELS.autoRetry,
    description: "Retry a request that failed for a transient reason (overload, rate limit, server error)",
    path: ["retry", "enabled"],
    values: ["true", "false"],
    current: String(values.autoRetry)
  },
  {
    id: "defaultThinkingLevel",
    label: LABELS.defaultThinkingLevel,
    description: "The thinking level new sessions start with",
    path: ["defaultThinkingLevel"],
    values: ThinkingLevel.LEVELS,
    current: values.defaultThinkingLevel
  }
]

/** The settings in effect that the list shows without changing them. */
export const shown = (values: Values): ReadonlyArray<readonly [string, string]> => [
  ["Default model", values.defaultModel ?? "not set"],
  ["Session directory", values.sessionDir ?? "default"],
  ["Shell", values.shellPath ?? "default"],
  ["Settings file", values.file ?? "in memory only"]
]

export const initial = (values: Values): State => ({ values, index: 0 })

/** Up and Down wrap. */
export const move = (state: State, delta: number): State => {
  const count = rows(state.values).length
  return { ...state, index: (((state.index + delta) % count) + count) % count }
}

/** The selected row's next value (after the last, the first), as the change to save and apply. */
export const cycle = (state: State): Change => {
  const row = rows(state.values)[state.index] as Row
  const next = row.values[(row.values.indexOf(row.current) + 1) % row.values.length] as string
  const value: Json.Json = next === "true" ? true : next === "false" ? false : next
  return { id: row.id, path: row.path, value }
}

/** The values once `change` is in effect. */
export const applied = (values: Values, change: Change): Values => ({ ...values, [change.id]: change.value })

/** How the status line says a change was made. */
export const announce = (change: Change): string => `${LABELS[change.id]}: ${String(change.value)}`
