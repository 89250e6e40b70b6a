/**
 * Project trust as pi 1.6.0 decides it, so that a folder pi trusts is trusted by Arbor and the
 * other way round: the remembered decisions (`<agentDir>/trust.json`, an object from canonical
 * directory paths to `true`, `false` or `null`, keys sorted, two-space indented, one newline
 * at the end), the nearest decision for a directory (its own, else its closest ancestor's), the
 * choices the chat offers and what each remembers, and the order of the rules: a command-line
 * `--approve` / `--no-approve` first, then the remembered decision, then the global
 * `defaultProjectTrust` setting (`"ask"` by default; only the chat can ask, other modes treat
 * "ask" as no). Pure: paths arrive canonical (real paths) from the caller.
 */
import * as Json from "../format/Json.js"

/** The file of remembered decisions, in pi's agent directory. */
export const FILE = "trust.json"

/** The remembered decisions as the file holds them (`null`: none, kept as pi keeps it). */
export type Store = { readonly [path: string]: boolean | null }

/** The global `defaultProjectTrust` setting: what applies when nothing else decides. */
export type Fallback = "ask" | "always" | "never"

/** A change to the store: a decision for `path`, or `null` to forget it. */
export interface Update {
  readonly path: string
  readonly decision: boolean | null
}

/** One answer the chat offers: whether it trusts, and what it remembers (nothing: this run only). */
export interface Choice {
  readonly label: string
  readonly trusted: boolean
  readonly updates: ReadonlyArray<Update>
}

/** What the rules leave: trusted, not trusted, or a question for the person (the chat asks; other modes take it as no). */
export type Outcome = "trusted" | "untrusted" | "ask"

const isDecision = (value: Json.Json | undefined): value is boolean | null => value === true || value === false || value === null

const isStore = (value: Json.JsonObject): value is Store => Object.values(value).every(isDecision)

/**
 * The store in `text` (`file` names it in the error): a JSON object whose values are `true`,
 * `false` or `null`, as pi accepts it; an empty text is an empty store. Otherwise a one-line
 * reason, and no decision is taken from the file.
 */
export const parseStore = (text: string, file: string): { readonly store: Store } | { readonly error: string } => {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim() === "") return { store: {} }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return { error: `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})` }
  }
  if (!Json.isObject(value)) return { error: `${file}: must be a JSON object of directory paths` }
  if (!isStore(value)) {
    const key = Object.keys(value).find((k) => !isDecision(value[k])) ?? ""
    return { error: `${file}: the value for ${JSON.stringify(key)} must be true, false or null` }
  }
  return { store: value }
}

/** The store's text as pi writes it: keys sorted (code-unit order), two-space indent, a final newline. */
export const encodeStore = (store: Store): string => {
  const sorted: { [path: string]: boolean | null } = {}
  for (const [key, decision] of Object.entries(store).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) sorted[key] = decision
  return `${JSON.stringify(sorted, null, 2)}\n`
}

/**
 * The decision that applies to a directory: `ancestors` is the directory (canonical) then each
 * parent up to the root; the first with `true` or `false` decides. Undefined when none has one.
 */
export const nearest = (store: Store, ancestors: ReadonlyArray<string>): boolean | undefined => {
  for (const dir of ancestors) {
    if (!Object.prototype.hasOwnProperty.call(store, dir)) continue
    const decision = store[dir]
    if (decision === true || decision === false) return decision
  }
  return undefined
}

/** The store with `updates` applied in order (`null` removes the path's decision). */
export const update = (store: Store, updates: ReadonlyArray<Update>): Store => {
  const next: { [path: string]: boolean | null } = { ...store }
  for (const { decision, path } of updates) {
    delete next[path]
    if (decision !== null) next[path] = decision
  }
  return next
}

/**
 * What the chat offers for `cwd` (canonical; `parent` its parent, undefined at the root), in
 * pi's order and with pi's effect on the store: trust it; trust its parent (which also forgets
 * `cwd`'s own decision, so the parent's applies); trust for this run only; do not trust; do not
 * trust for this run only.
 */
export const choices = (cwd: string, parent: string | undefined): ReadonlyArray<Choice> => [
  { label: "Trust this folder", trusted: true, updates: [{ path: cwd, decision: true }] },
  ...(parent === undefined
    ? []
    : [{ label: `Trust the parent folder (${parent})`, trusted: true, updates: [{ path: parent, decision: true }, { path: cwd, decision: null }] }]),
  { label: "Trust it for this run only", trusted: true, updates: [] },
  { label: "Do not trust it", trusted: false, updates: [{ path: cwd, decision: false }] },
  { label: "Do not trust it for this run only", trusted: false, updates: [] }
]

/** The global settings' `defaultProjectTrust` (a project's own value is never asked: pi reads only the agent directory's). */
export const fallback = (globalSettings: Json.JsonObject): Fallback => {
  const value = globalSettings.defaultProjectTrust
  return value === "always" || value === "never" ? value : "ask"
}

/**
 * pi's order of the rules for a folder whose project files need trust: the command line's
 * override, then the remembered decision, then the fallback setting.
 */
export const decide = (rules: {
  readonly override: boolean | undefined
  readonly remembered: boolean | undefined
  readonly fallback: Fallback
}): Outcome => {
  const decided = rules.override ?? rules.remembered
  if (decided !== undefined) return decided ? "trusted" : "untrusted"
  switch (rules.fallback) {
    case "always":
      return "trusted"
    case "never":
      return "untrusted"
    case "ask":
      return "ask"
  }
}
