/**
 * The session picker of `/resume` and `--resume` as data: the picker's state, the keys that
 * change it, the search (regex, quoted phrases, words with a fuzzy fallback) and the visible rows
 * in threaded, recent or relevance order. Pure: the caller loads the sessions of the chosen scope
 * and passes the clock in; the renderer draws `rows` and highlights `selectedIndex`.
 */
import * as TerminalText from "../../domain/format/TerminalText.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as TreeLayout from "../../domain/tree/TreeLayout.js"

export type Scope = "current" | "all"
export type Sort = "threaded" | "recent" | "relevance"

export interface State {
  readonly scope: Scope
  readonly sort: Sort
  readonly query: string
  readonly namedOnly: boolean
  readonly showPath: boolean
  /** The row under the cursor, by path; when it is not visible the first row is selected. */
  readonly selectedPath: string | undefined
}

export interface Row {
  readonly path: string
  /** The tree prefix in threaded order (`├─ `, `│  └─ `, ...); "" for roots and other orders. */
  readonly prefix: string
  /** The name, else the first user message, control characters turned into spaces. */
  readonly title: string
  readonly named: boolean
  /** `[<path>] ` when paths are shown, `[<cwd>] ` in the all scope, then `<messages> <age>`. */
  readonly right: string
  /** Whether this is the session open right now. */
  readonly current: boolean
}

/** The picker as it opens: the current folder, threaded, the cursor on the open session. */
export const initial = (currentPath: string | undefined): State => ({
  scope: "current",
  sort: "threaded",
  query: "",
  namedOnly: false,
  showPath: false,
  selectedPath: currentPath
})

// ---------------------------------------------------------------------------------------------
// Text

const WHITESPACE = /\s+/

/**
 * One terminal line's worth of text: line breaks and tabs become spaces, and the rest is made
 * safe by `TerminalText.display` (an escape sequence as ␛, other controls as U+FFFD, bidi
 * controls by name).
 */
const singleLine = (text: string): string => TerminalText.display(text.replace(/[\t\n\r]/g, " "))

const normalizeSpaces = (text: string): string => text.split(WHITESPACE).filter((w) => w !== "").join(" ")

/** Whether a session has a name worth showing (names are stored trimmed; blank means none). */
export const isNamed = (info: SessionInfo.SessionInfo): boolean => info.name !== undefined && info.name.trim() !== ""

const MINUTE = 60_000

/** How long ago `modified` was: `now` under a minute (or in the future), then `Nm`, `Nh`, `Nd`, `Nw`, `Nmo`, `Ny`. */
export const age = (modified: Date, now: Date): string => {
  const elapsed = now.getTime() - modified.getTime()
  if (!(elapsed >= MINUTE)) return "now"
  const minutes = Math.floor(elapsed / MINUTE)
  if (minutes < 60) return `${minutes}m`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days}d`
  if (days < 30) return `${Math.floor(days / 7)}w`
  if (days < 365) return `${Math.floor(days / 30)}mo`
  return `${Math.floor(days / 365)}y`
}

export const title = (state: State): string => state.scope === "current" ? "Resume Session (Current Folder)" : "Resume Session (All)"

// ---------------------------------------------------------------------------------------------
// Search

/** Scores of one matching token; the sum over tokens ranks sessions (higher is better). */
const NAME_HIT = 300
const NAME_START_BONUS = 20
const OTHER_HIT = 200
const FUZZY_NAME = 100
const FUZZY_CWD = 80

interface Haystack {
  readonly name: string
  readonly id: string
  readonly text: string
  readonly cwd: string
}

/** Lower-cased, whitespace-normalized fields, computed once per session value. */
const haystacks = new WeakMap<SessionInfo.SessionInfo, Haystack>()

const haystackOf = (info: SessionInfo.SessionInfo): Haystack => {
  const cached = haystacks.get(info)
  if (cached !== undefined) return cached
  const fold = (text: string) => normalizeSpaces(text.toLowerCase())
  const made = {
    name: fold(info.name ?? ""),
    id: fold(info.id ?? ""),
    text: fold(info.allMessagesText),
    cwd: fold(info.cwd)
  }
  haystacks.set(info, made)
  return made
}

interface Token {
  readonly phrase: boolean
  readonly text: string
}

/**
 * Words split on whitespace, and `"quoted phrases"` whose inner whitespace is collapsed. With an
 * odd number of quotes nothing is a phrase: every word is plain, quote characters included.
 */
const tokenize = (query: string): ReadonlyArray<Token> => {
  const words = (text: string): Array<Token> => text.split(WHITESPACE).filter((w) => w !== "").map((w) => ({ phrase: false, text: w.toLowerCase() }))
  const parts = query.split("\"")
  if (parts.length % 2 === 0) return words(query)
  return parts.flatMap((part, i) => {
    if (i % 2 === 0) return words(part)
    const phrase = normalizeSpaces(part.toLowerCase())
    return phrase === "" ? [] : [{ phrase: true, text: phrase }]
  })
}

/**
 * How tightly `needle` occurs in `hay` as a subsequence: its length over the shortest window that
 * holds it, in (0, 1]; 0 when it does not occur.
 */
const fuzzy = (needle: string, hay: string): number => {
  if (needle === "") return 1
  let best = Infinity
  for (let start = hay.indexOf(needle[0] as string); start !== -1; start = hay.indexOf(needle[0] as string, start + 1)) {
    let at = start
    let k = 1
    while (k < needle.length && at !== -1) {
      at = hay.indexOf(needle[k] as string, at + 1)
      k++
    }
    if (at === -1) break // no later start can hold the rest either
    best = Math.min(best, at - start + 1)
    if (best === needle.length) break
  }
  return best === Infinity ? 0 : needle.length / best
}

const tokenScore = (token: Token, hay: Haystack): number | undefined => {
  const inName = hay.name.indexOf(token.text)
  if (inName !== -1) {
    return NAME_HIT + (inName === 0 ? NAME_START_BONUS : hay.name[inName - 1] === " " ? NAME_START_BONUS / 2 : 0)
  }
  if (hay.id.includes(token.text) || hay.text.includes(token.text) || hay.cwd.includes(token.text)) return OTHER_HIT
  if (token.phrase) return undefined
  const score = Math.max(FUZZY_NAME * fuzzy(token.text, hay.name), FUZZY_CWD * fuzzy(token.text, hay.cwd))
  return score > 0 ? score : undefined
}

const REGEX_PREFIX = "re:"

/**
 * Compiles a query once for many sessions: `score(info, query)` is `matcher(query)(info)`.
 * A blank query matches everything with score 0.
 */
export const matcher = (query: string): (info: SessionInfo.SessionInfo) => number | undefined => {
  const trimmed = query.trim()
  if (trimmed.startsWith(REGEX_PREFIX)) {
    let regex: RegExp
    try {
      regex = new RegExp(trimmed.slice(REGEX_PREFIX.length), "i")
    } catch {
      return () => undefined
    }
    const test = (text: string | undefined) => text !== undefined && regex.test(text)
    return (info) => {
      if (test(info.name)) return NAME_HIT
      return test(info.id) || test(info.allMessagesText) || test(info.cwd) ? OTHER_HIT : undefined
    }
  }
  const tokens = tokenize(trimmed)
  return (info) => {
    const hay = haystackOf(info)
    let total = 0
    for (const token of tokens) {
      const score = tokenScore(token, hay)
      if (score === undefined) return undefined
      total += score
    }
    return total
  }
}

/**
 * The search of the picker. `re:<pattern>`: a case-insensitive regex over name, id, message
 * text and cwd (an invalid pattern matches nothing). Otherwise every token must match: a name
 * substring scores best, then an id, message-text or cwd substring, then (words only, not
 * phrases) a fuzzy subsequence of the name or cwd. Higher is better; undefined is no match.
 */
export const score = (info: SessionInfo.SessionInfo, query: string): number | undefined => matcher(query)(info)

// ---------------------------------------------------------------------------------------------
// Order

/** Milliseconds, an invalid date counting as the oldest. */
const timeOf = (date: Date): number => {
  const t = date.getTime()
  return Number.isNaN(t) ? -Infinity : t
}

const descending = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1)

/**
 * The forest of `parentSessionPath` links among `sessions` (newest first), in preorder with tree
 * prefixes (`TreeLayout.gutters`, a connector on every fork). A session whose parent is absent
 * is a root; a cycle is cut at its newest member. Siblings are ordered by the latest activity in
 * their subtrees. No recursion, so any depth works.
 */
const thread = (
  sessions: ReadonlyArray<SessionInfo.SessionInfo>
): { readonly order: Array<SessionInfo.SessionInfo>; readonly prefix: (row: number) => string } => {
  const count = sessions.length
  const indexOf = new Map<string, number>()
  if (sessions.some((info) => info.parentSessionPath !== undefined)) {
    sessions.forEach((info, i) => {
      if (!indexOf.has(info.path)) indexOf.set(info.path, i)
    })
  }
  const parent = sessions.map((info, i) => {
    const p = info.parentSessionPath === undefined ? undefined : indexOf.get(info.parentSessionPath)
    return p === undefined || p === i ? -1 : p
  })
  // no session's parent is listed (the common case): every one is a root with no connector, in
  // the order given (newest first, ties as given), which is what the walk below would make
  if (parent.every((p) => p === -1)) return { order: [...sessions], prefix: noPrefix }
  const mark = new Uint8Array(count) // 0 unseen, 1 on the walk in progress, 2 settled
  for (let i = 0; i < count; i++) {
    const walk: Array<number> = []
    let j = i
    while (j !== -1 && mark[j] === 0) {
      mark[j] = 1
      walk.push(j)
      j = parent[j] as number
    }
    if (j !== -1 && mark[j] === 1) {
      parent[walk.slice(walk.indexOf(j)).reduce((a, b) => Math.min(a, b))] = -1
    }
    for (const k of walk) mark[k] = 2
  }

  const children: Array<Array<number>> = sessions.map(() => [])
  const roots: Array<number> = []
  parent.forEach((p, i) => (p === -1 ? roots : (children[p] as Array<number>)).push(i))

  const latest = sessions.map((info) => timeOf(info.modified))
  const preorder: Array<number> = []
  const pending = [...roots]
  while (pending.length > 0) {
    const i = pending.pop() as number
    preorder.push(i)
    for (const child of children[i] as Array<number>) pending.push(child)
  }
  for (let k = preorder.length - 1; k >= 0; k--) {
    const i = preorder[k] as number
    const p = parent[i] as number
    if (p !== -1) latest[p] = Math.max(latest[p] as number, latest[i] as number)
  }
  const byLatest = (a: number, b: number) => descending(latest[a] as number, latest[b] as number) || a - b
  roots.sort(byLatest)
  for (const list of children) list.sort(byLatest)

  // the sessions in preorder, each with the row of its parent
  const order: Array<number> = []
  const rowParent: Array<number> = []
  const stack: Array<readonly [index: number, parentRow: number]> = roots.map((index) => [index, -1] as const).reverse()
  while (stack.length > 0) {
    const [index, parentRow] = stack.pop() as readonly [number, number]
    const row = order.length
    order.push(index)
    rowParent.push(parentRow)
    const kids = children[index] as Array<number>
    for (let k = kids.length - 1; k >= 0; k--) stack.push([kids[k] as number, row])
  }
  // every fork hangs off its parent with a connector
  const gutters = TreeLayout.gutters(TreeLayout.forest(Int32Array.from(rowParent)), { connects: (row) => (rowParent[row] as number) >= 0 })
  return { order: order.map((index) => sessions[index] as SessionInfo.SessionInfo), prefix: (row) => TreeLayout.prefix(gutters, row) }
}

/** A row whose texts are made when first read: a screenful of rows is shown, of thousands. */
class LazyRow implements Row {
  readonly path: string
  readonly named: boolean
  readonly current: boolean
  #prefix: string | undefined
  #title: string | undefined
  #right: string | undefined

  constructor(
    private readonly info: SessionInfo.SessionInfo,
    private readonly row: number,
    private readonly prefixOf: (row: number) => string,
    private readonly state: State,
    private readonly now: Date,
    currentPath: string | undefined
  ) {
    this.path = info.path
    this.named = isNamed(info)
    this.current = currentPath !== undefined && info.path === currentPath
  }

  get prefix(): string {
    return (this.#prefix ??= this.prefixOf(this.row))
  }

  get title(): string {
    return (this.#title ??= singleLine(this.named ? (this.info.name as string) : this.info.firstMessage || "(no messages)"))
  }

  get right(): string {
    if (this.#right === undefined) {
      const { info, state } = this
      const right: Array<string> = []
      if (state.showPath) right.push(`[${singleLine(info.path)}]`)
      if (state.scope === "all" && info.cwd !== "") right.push(`[${singleLine(info.cwd)}]`)
      right.push(`${info.messageCount} ${age(info.modified, this.now)}`)
      this.#right = right.join(" ")
    }
    return this.#right
  }
}

const noPrefix = (_row: number): string => ""

/**
 * The visible rows of `sessions` (those of the state's scope, as loaded). Named-only drops
 * unnamed sessions. Without a query: `threaded` shows the parent tree, `recent` and `relevance`
 * the newest first. With a query only matches remain: `recent` keeps newest first, `relevance`
 * and `threaded` (which threads only without a query) rank by score, ties newest first.
 */
export const rows = (
  sessions: ReadonlyArray<SessionInfo.SessionInfo>,
  state: State,
  now: Date,
  currentPath: string | undefined
): ReadonlyArray<Row> => {
  const visible = state.namedOnly ? sessions.filter(isNamed) : sessions
  const newest = [...visible].sort((a, b) => descending(timeOf(a.modified), timeOf(b.modified)))
  let placed: ReadonlyArray<SessionInfo.SessionInfo>
  let prefixOf = noPrefix
  if (state.query.trim() === "") {
    if (state.sort === "threaded") {
      const threaded = thread(newest)
      placed = threaded.order
      prefixOf = threaded.prefix
    } else {
      placed = newest
    }
  } else {
    const match = matcher(state.query)
    const hits = newest.flatMap((info) => {
      const s = match(info)
      return s === undefined ? [] : [{ info, score: s }]
    })
    if (state.sort !== "recent") hits.sort((a, b) => descending(a.score, b.score))
    placed = hits.map(({ info }) => info)
  }
  return placed.map((info, row) => new LazyRow(info, row, prefixOf, state, now, currentPath))
}

// ---------------------------------------------------------------------------------------------
// Keys

/** The cursor's row: the selected path's, else the first; -1 when there are no rows. */
export const selectedIndex = (rows: ReadonlyArray<Row>, state: State): number => {
  if (rows.length === 0) return -1
  const at = state.selectedPath === undefined ? -1 : rows.findIndex((row) => row.path === state.selectedPath)
  return at === -1 ? 0 : at
}

/** Moves the cursor by `delta` rows: single steps wrap around, larger ones (pages) stop at the ends. */
export const move = (rows: ReadonlyArray<Row>, state: State, delta: number): State => {
  if (rows.length === 0) return state
  const from = selectedIndex(rows, state)
  const to = Math.abs(delta) === 1
    ? (from + delta + rows.length) % rows.length
    : Math.min(rows.length - 1, Math.max(0, from + delta))
  return { ...state, selectedPath: (rows[to] as Row).path }
}

/** Replaces the query; the cursor returns to the first (best) row. Control characters become spaces. */
export const setQuery = (state: State, query: string): State => ({
  ...state,
  query: singleLine(query),
  selectedPath: undefined
})

export const typeQuery = (state: State, text: string): State => setQuery(state, state.query + text)

/** Deletes the query's last character (a whole code point); unchanged on an empty query. */
export const backspace = (state: State): State => state.query === "" ? state : setQuery(state, Array.from(state.query).slice(0, -1).join(""))

export const toggleScope = (state: State): State => ({ ...state, scope: state.scope === "current" ? "all" : "current" })

const NEXT_SORT: Record<Sort, Sort> = { threaded: "recent", recent: "relevance", relevance: "threaded" }

/** threaded → recent → relevance → threaded. */
export const cycleSort = (state: State): State => ({ ...state, sort: NEXT_SORT[state.sort] })

export const toggleNamedOnly = (state: State): State => ({ ...state, namedOnly: !state.namedOnly })

export const togglePath = (state: State): State => ({ ...state, showPath: !state.showPath })

const SORT_NAMES: Record<Sort, string> = { threaded: "threaded", recent: "recent", relevance: "relevance" }

/**
 * What the list shows, for the line under the title: the order (Ctrl+S), the filter (Ctrl+N)
 * and whether paths are shown (Ctrl+P), so that a key that changes the list says how.
 */
export const mode = (state: State): string =>
  [
    `Sort: ${SORT_NAMES[state.sort]}${state.query.trim() !== "" && state.sort === "threaded" ? " (by relevance while searching)" : ""}`,
    `Show: ${state.namedOnly ? "named only" : "all"}`,
    `Paths: ${state.showPath ? "shown" : "hidden"}`
  ].join(" · ")

/**
 * The state once the session at `path` is gone from `rows`: the cursor moves to the row that
 * took its place (the next one, or the previous one at the end), not back to the top.
 */
export const afterRemoval = (rows: ReadonlyArray<Row>, state: State, path: string): State => {
  const at = rows.findIndex((row) => row.path === path)
  if (at === -1) return state
  const neighbour = rows[at + 1] ?? rows[at - 1]
  return { ...state, selectedPath: neighbour?.path }
}
