/**
 * `/scoped-models`: the list of available models with the ones Ctrl+P cycles through checked,
 * in the cycle's order. `enabled` undefined means every model (pi's "all enabled"); an explicit
 * list that covers every model becomes undefined again. Enter toggles the selected model, Ctrl+A
 * and Ctrl+X enable and clear all (those the search shows, when there is a search), Ctrl+P
 * toggles the selected model's provider, Alt+↑/↓ move an enabled model in the cycle. Changes
 * apply to this run at once; `dirty` says they are not saved yet. Pure.
 */
import * as ModelScope from "../../domain/agent/ModelScope.js"

export interface State {
  /** Every available model, `provider/id`, in the catalog's order. */
  readonly models: ReadonlyArray<ModelScope.Named>
  /** The cycle: `provider/id` keys in order; undefined: every model. */
  readonly enabled: ReadonlyArray<string> | undefined
  readonly query: string
  /** The selected row among `visible`. */
  readonly index: number
  /** Whether `enabled` changed since it was opened or saved. */
  readonly dirty: boolean
}

/** The list on `models`, the cycle being `enabled` (keys of models not available are dropped). */
export const initial = (models: ReadonlyArray<ModelScope.Named>, enabled: ReadonlyArray<string> | undefined): State => {
  const keys = models.map(ModelScope.key)
  const known = enabled?.filter((k) => keys.includes(k))
  return { models, enabled: known === undefined || known.length === 0 ? undefined : normalize(known, keys), query: "", index: 0, dirty: false }
}

const allKeys = (state: State): ReadonlyArray<string> => state.models.map(ModelScope.key)

/** An explicit list that covers every model is "every model". */
const normalize = (enabled: ReadonlyArray<string>, all: ReadonlyArray<string>): ReadonlyArray<string> | undefined =>
  all.length > 0 && all.every((k) => enabled.includes(k)) ? undefined : enabled

export const isEnabled = (state: State, key: string): boolean => state.enabled === undefined || state.enabled.includes(key)

/** The rows: the enabled models in the cycle's order, then the others; those the search lets through (every word, case ignored). */
export const visible = (state: State): ReadonlyArray<string> => {
  const all = allKeys(state)
  const sorted = state.enabled === undefined ? all : [...state.enabled, ...all.filter((k) => !state.enabled!.includes(k))]
  const words = state.query.toLowerCase().split(/\s+/).filter((w) => w !== "")
  return sorted.filter((k) => words.every((w) => k.toLowerCase().includes(w)))
}

export const selected = (state: State): string | undefined => visible(state)[state.index]

const withEnabled = (state: State, enabled: ReadonlyArray<string> | undefined): State => ({
  ...state,
  enabled: enabled === undefined ? undefined : normalize(enabled, allKeys(state)),
  dirty: true
})

/** Enter: the selected model in or out of the cycle (added at its end). */
export const toggle = (state: State): State => {
  const key = selected(state)
  if (key === undefined) return state
  const enabled = state.enabled ?? allKeys(state)
  return withEnabled(state, enabled.includes(key) ? enabled.filter((k) => k !== key) : [...enabled, key])
}

/** Ctrl+A: every model (with a search: those it shows) enabled. */
export const enableAll = (state: State): State => {
  if (state.query.trim() === "") return withEnabled(state, undefined)
  const enabled = state.enabled ?? allKeys(state)
  return withEnabled(state, [...enabled, ...visible(state).filter((k) => !enabled.includes(k))])
}

/** Ctrl+X: none enabled (with a search: those it shows taken out); none enabled cycles through every model, as in pi. */
export const clearAll = (state: State): State => {
  const shown = visible(state)
  const enabled = state.enabled ?? allKeys(state)
  return { ...state, enabled: state.query.trim() === "" ? [] : enabled.filter((k) => !shown.includes(k)), dirty: true }
}

/** Ctrl+P: the selected model's provider all in, or (when all of it is in) all out. */
export const toggleProvider = (state: State): State => {
  const key = selected(state)
  const provider = state.models.find((m) => ModelScope.key(m) === key)?.provider
  if (provider === undefined) return state
  const theirs = state.models.filter((m) => m.provider === provider).map(ModelScope.key)
  const enabled = state.enabled ?? allKeys(state)
  return theirs.every((k) => enabled.includes(k))
    ? { ...state, enabled: enabled.filter((k) => !theirs.includes(k)), dirty: true }
    : withEnabled(state, [...enabled, ...theirs.filter((k) => !enabled.includes(k))])
}

/** Alt+↑/↓: the selected model one place earlier or later in the cycle (an explicit cycle only). */
export const reorder = (state: State, delta: 1 | -1): State => {
  const key = selected(state)
  if (state.enabled === undefined || key === undefined) return state
  const at = state.enabled.indexOf(key)
  const to = at + delta
  if (at < 0 || to < 0 || to >= state.enabled.length) return state
  const enabled = [...state.enabled]
  enabled[at] = enabled[to]!
  enabled[to] = key
  const next = { ...state, enabled, dirty: true }
  return { ...next, index: visible(next).indexOf(key) }
}

/** ↑/↓: the selection moves, wrapping. */
export const move = (state: State, delta: number): State => {
  const count = visible(state).length
  return count === 0 ? state : { ...state, index: (((state.index + delta) % count) + count) % count }
}

export const type = (state: State, text: string): State => ({ ...state, query: state.query + text, index: 0 })

export const backspace = (state: State): State => ({ ...state, query: Array.from(state.query).slice(0, -1).join(""), index: 0 })

/** What Ctrl+P cycles through in this run: the enabled keys; undefined (every model) when none are. */
export const cycle = (state: State): ReadonlyArray<string> | undefined => state.enabled === undefined || state.enabled.length === 0 ? undefined : state.enabled

/** What Ctrl+S writes to `enabledModels`: the cycle, or nothing (the key removed) for every model. */
export const saved = (state: State): ReadonlyArray<string> | undefined => cycle(state)

/** The line under the list: the keys and how many models are enabled, `(unsaved)` after a change. */
export const footer = (state: State): string => {
  const count = state.enabled === undefined ? "all enabled" : `${state.enabled.length}/${state.models.length} enabled`
  return `Enter toggle · ^A all · ^X clear · ^P provider · Alt+↑/↓ reorder · ^S save · ${count}${state.dirty ? " (unsaved)" : ""}`
}
