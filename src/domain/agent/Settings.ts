/**
 * pi's settings files as Arbor reads them: the agent directory's `settings.json`, then the
 * project's `.pi/settings.json` (project values win; objects merge key by key), checked key by
 * key for what Arbor implements. A file that is not JSON, or a key of the wrong type, gives a
 * one-line warning naming the file, and the default is used. Updates change one key and keep
 * every other key (unknown ones included) and their order. Pure.
 */
import * as Compaction from "../context/Compaction.js"
import * as Json from "../format/Json.js"
import * as ThinkingLevel from "./ThinkingLevel.js"

export type QueueMode = "all" | "one-at-a-time"

export interface Retry {
  readonly enabled: boolean
  readonly maxRetries: number
  readonly baseDelayMs: number
}

/** The settings Arbor implements, with pi's defaults filled in. */
export interface Settings {
  readonly defaultProvider: string | undefined
  readonly defaultModel: string | undefined
  readonly defaultThinkingLevel: ThinkingLevel.Level
  readonly compaction: Compaction.Settings
  readonly branchSummary: { readonly reserveTokens: number }
  readonly retry: Retry
  readonly steeringMode: QueueMode
  readonly followUpMode: QueueMode
  /** Where new sessions go (relative to the working directory). */
  readonly sessionDir: string | undefined
  /** The tools enabled at start: plain names replace the defaults, `+name` / `-name` change them. */
  readonly defaultTools: ReadonlyArray<string> | undefined
  readonly shellPath: string | undefined
  readonly shellCommandPrefix: string | undefined
  /** The models Ctrl+P cycles through (`ModelScope` patterns); undefined: every available model. */
  readonly enabledModels: ReadonlyArray<string> | undefined
  /**
   * Arbor's checkpoints of the working tree at turn boundaries (pi has no such key and ignores
   * it): whether they are taken, the size over which a file is recorded by size only, and whether
   * `arbor rm` removes the checkpoints no remaining session of the project records.
   */
  readonly checkpoints: { readonly enabled: boolean; readonly maxFileBytes: number; readonly pruneOnDelete: boolean }
}

export const DEFAULTS: Settings = {
  defaultProvider: undefined,
  defaultModel: undefined,
  defaultThinkingLevel: "medium",
  compaction: Compaction.DEFAULT_SETTINGS,
  branchSummary: { reserveTokens: 16384 },
  retry: { enabled: true, maxRetries: 3, baseDelayMs: 2000 },
  steeringMode: "one-at-a-time",
  followUpMode: "one-at-a-time",
  sessionDir: undefined,
  defaultTools: undefined,
  shellPath: undefined,
  shellCommandPrefix: undefined,
  enabledModels: undefined,
  checkpoints: { enabled: false, maxFileBytes: 10 * 1024 * 1024, pruneOnDelete: true }
}

type Check = (value: Json.Json) => boolean

const isString: Check = (v) => typeof v === "string"
const isBoolean: Check = (v) => typeof v === "boolean"
const isCount: Check = (v) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0
const isMode: Check = (v) => v === "all" || v === "one-at-a-time"
const isStrings: Check = (v) => Array.isArray(v) && v.every((x) => typeof x === "string")

/** The keys Arbor reads, what they must be, and how to say it. */
const SCHEMA: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly check: Check; readonly expected: string }> = [
  { path: ["defaultProvider"], check: isString, expected: "a string" },
  { path: ["defaultModel"], check: isString, expected: "a string" },
  { path: ["defaultThinkingLevel"], check: ThinkingLevel.isLevel, expected: `one of ${ThinkingLevel.LEVELS.join(", ")}` },
  { path: ["compaction", "enabled"], check: isBoolean, expected: "true or false" },
  { path: ["compaction", "reserveTokens"], check: isCount, expected: "a non-negative integer" },
  { path: ["compaction", "keepRecentTokens"], check: isCount, expected: "a non-negative integer" },
  { path: ["branchSummary", "reserveTokens"], check: isCount, expected: "a non-negative integer" },
  { path: ["retry", "enabled"], check: isBoolean, expected: "true or false" },
  { path: ["retry", "maxRetries"], check: isCount, expected: "a non-negative integer" },
  { path: ["retry", "baseDelayMs"], check: isCount, expected: "a non-negative integer" },
  { path: ["steeringMode"], check: isMode, expected: `"all" or "one-at-a-time"` },
  { path: ["followUpMode"], check: isMode, expected: `"all" or "one-at-a-time"` },
  { path: ["sessionDir"], check: isString, expected: "a string" },
  { path: ["defaultTools"], check: isStrings, expected: "an array of tool names" },
  { path: ["shellPath"], check: isString, expected: "a string" },
  { path: ["shellCommandPrefix"], check: isString, expected: "a string" },
  { path: ["enabledModels"], check: isStrings, expected: "an array of model patterns" },
  { path: ["checkpoints", "enabled"], check: isBoolean, expected: "true or false" },
  { path: ["checkpoints", "maxFileBytes"], check: isCount, expected: "a non-negative integer" },
  { path: ["checkpoints", "pruneOnDelete"], check: isBoolean, expected: "true or false" }
]

const OBJECTS = ["compaction", "branchSummary", "retry", "checkpoints"]

export interface Parsed {
  /** The file's object with the keys Arbor could not use removed (empty when unusable). */
  readonly values: Json.JsonObject
  readonly warnings: ReadonlyArray<string>
}

const getIn = (object: Json.JsonObject, path: ReadonlyArray<string>): Json.Json | undefined => {
  let current: Json.Json | undefined = object
  for (const key of path) {
    if (!Json.isObject(current)) return undefined
    current = current[key]
  }
  return current
}

/**
 * The value of `path` in `object` replaced by `value` (`undefined` removes it), creating
 * objects on the way; every other key and the key order are kept.
 */
export const setIn = (object: Json.JsonObject, path: ReadonlyArray<string>, value: Json.Json | undefined): Json.JsonObject => {
  const [key, ...rest] = path
  if (key === undefined) return object
  const current = object[key]
  const next = rest.length === 0 ? value : setIn(Json.isObject(current) ? current : {}, rest, value)
  if (next === undefined) {
    const { [key]: _removed, ...others } = object
    return others
  }
  return Object.prototype.hasOwnProperty.call(object, key)
    ? Object.fromEntries(Object.entries(object).map(([k, v]) => [k, k === key ? next : v]))
    : { ...object, [key]: next }
}

/** Reads one settings file's text (`file` names it in warnings). */
export const parse = (text: string, file: string): Parsed => {
  if (text.trim() === "") return { values: {}, warnings: [] }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { values: {}, warnings: [`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}); using the default settings`] }
  }
  if (!Json.isObject(value)) return { values: {}, warnings: [`${file}: settings must be a JSON object; using the default settings`] }
  const warnings: Array<string> = []
  let values: Json.JsonObject = value
  for (const key of OBJECTS) {
    const nested = values[key]
    if (nested !== undefined && !Json.isObject(nested)) {
      warnings.push(`${file}: "${key}" must be an object; using its defaults`)
      values = setIn(values, [key], undefined)
    }
  }
  for (const { check, expected, path } of SCHEMA) {
    const found = getIn(values, path)
    if (found === undefined || check(found)) continue
    warnings.push(`${file}: "${path.join(".")}" must be ${expected}; using the default`)
    values = setIn(values, path, undefined)
  }
  return { values, warnings }
}

/**
 * What Arbor takes from the settings of a project that is not trusted: only `sessionDir`, as
 * pi reads it before deciding on trust (it names where sessions go and runs nothing). Every
 * other key, the shell's (`shellPath`, `shellCommandPrefix`) above all, is left out.
 */
export const untrustedProject = (project: Json.JsonObject): Json.JsonObject => typeof project.sessionDir === "string" ? { sessionDir: project.sessionDir } : {}

const onlyChanges = (entries: Json.Json): entries is ReadonlyArray<string> =>
  Array.isArray(entries) && entries.every((e) => typeof e === "string" && (e.startsWith("+") || e.startsWith("-")))

/**
 * Project values over global ones; objects merge key by key. A project `defaultTools` of only
 * `+name` / `-name` entries changes the global selection instead of replacing it.
 */
export const merge = (global: Json.JsonObject, project: Json.JsonObject): Json.JsonObject => {
  const out: { [key: string]: Json.Json } = { ...global }
  for (const [key, value] of Object.entries(project)) {
    const base = out[key]
    if (key === "defaultTools" && Array.isArray(base) && onlyChanges(value)) out[key] = [...base, ...value]
    else out[key] = Json.isObject(base) && Json.isObject(value) ? merge(base, value) : value
  }
  return out
}

const str = (values: Json.JsonObject, path: ReadonlyArray<string>): string | undefined => {
  const v = getIn(values, path)
  return typeof v === "string" ? v : undefined
}

const num = (values: Json.JsonObject, path: ReadonlyArray<string>, fallback: number): number => {
  const v = getIn(values, path)
  return typeof v === "number" ? v : fallback
}

const bool = (values: Json.JsonObject, path: ReadonlyArray<string>, fallback: boolean): boolean => {
  const v = getIn(values, path)
  return typeof v === "boolean" ? v : fallback
}

const mode = (values: Json.JsonObject, key: string): QueueMode => {
  const v = values[key]
  return v === "all" ? "all" : "one-at-a-time"
}

/** The settings from checked values (`parse`, then `merge`), defaults for what is missing. */
export const resolve = (values: Json.JsonObject): Settings => {
  const level = values.defaultThinkingLevel
  const tools = values.defaultTools
  return {
    defaultProvider: str(values, ["defaultProvider"]),
    defaultModel: str(values, ["defaultModel"]),
    defaultThinkingLevel: ThinkingLevel.isLevel(level) ? level : DEFAULTS.defaultThinkingLevel,
    compaction: {
      enabled: bool(values, ["compaction", "enabled"], DEFAULTS.compaction.enabled),
      reserveTokens: num(values, ["compaction", "reserveTokens"], DEFAULTS.compaction.reserveTokens),
      keepRecentTokens: num(values, ["compaction", "keepRecentTokens"], DEFAULTS.compaction.keepRecentTokens)
    },
    branchSummary: { reserveTokens: num(values, ["branchSummary", "reserveTokens"], DEFAULTS.branchSummary.reserveTokens) },
    retry: {
      enabled: bool(values, ["retry", "enabled"], DEFAULTS.retry.enabled),
      maxRetries: num(values, ["retry", "maxRetries"], DEFAULTS.retry.maxRetries),
      baseDelayMs: num(values, ["retry", "baseDelayMs"], DEFAULTS.retry.baseDelayMs)
    },
    steeringMode: mode(values, "steeringMode"),
    followUpMode: mode(values, "followUpMode"),
    sessionDir: str(values, ["sessionDir"]),
    defaultTools: Array.isArray(tools) ? tools.filter((t): t is string => typeof t === "string") : undefined,
    shellPath: str(values, ["shellPath"]),
    shellCommandPrefix: str(values, ["shellCommandPrefix"]),
    enabledModels: Array.isArray(values.enabledModels) ? values.enabledModels.filter((m): m is string => typeof m === "string") : undefined,
    checkpoints: {
      enabled: bool(values, ["checkpoints", "enabled"], DEFAULTS.checkpoints.enabled),
      maxFileBytes: num(values, ["checkpoints", "maxFileBytes"], DEFAULTS.checkpoints.maxFileBytes),
      pruneOnDelete: bool(values, ["checkpoints", "pruneOnDelete"], DEFAULTS.checkpoints.pruneOnDelete)
    }
  }
}

/**
 * A tool selection applied to `base`: a list of plain names replaces it, then each `+name`
 * adds and each `-name` removes, in order. A list of only `+`/`-` entries changes `base`.
 */
export const selectTools = (base: ReadonlyArray<string>, entries: ReadonlyArray<string>): ReadonlyArray<string> => {
  const plain = entries.filter((e) => !e.startsWith("+") && !e.startsWith("-")).map((e) => e.trim()).filter((e) => e !== "")
  let selected = plain.length > 0 ? plain : [...base]
  for (const entry of entries) {
    const name = entry.slice(1).trim()
    if (entry.startsWith("+") && name !== "" && !selected.includes(name)) selected = [...selected, name]
    else if (entry.startsWith("-")) selected = selected.filter((t) => t !== name)
  }
  return selected.filter((t, i) => selected.indexOf(t) === i)
}
