/**
 * The model of the interactive `/tree` selector (spec §1.4): which entries are listed, in which
 * order, with which gutters and text, and how the keys move the cursor, fold branches, switch
 * filters and search. Pure: no services, no IO, no rendering. A component draws `rows` and feeds
 * keys to the transition functions, each of which returns a new `State`.
 *
 * The list is the tree in depth-first pre-order with the current leaf's branch first at every
 * node (`TreeLayout.order` with `leafFirst`). Filters and search hide entries; a hidden entry's
 * children attach to its nearest visible ancestor, so the listed forest is the full order
 * restricted to the visible entries (`TreeLayout.restrict`). Gutters are laid out on that forest
 * (`TreeLayout.gutters`, pi's style); folds then drop the descendants of folded rows without
 * moving anything else. Arbor's `arbor.leaf` markers are bookkeeping and never listed, whatever
 * the filter.
 *
 * Cost: every pass is iterative and linear (a 200,000-deep chain needs no deep stack). The
 * ordered tree is computed once per tree object, the visible forest once per (filter, search),
 * the shown rows once per set of folds; entry text and search text are derived once per entry.
 * All of it is memoized on the tree object, so moving the cursor costs nothing per entry.
 */
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import type { Entry } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as TreeLayout from "../../domain/tree/TreeLayout.js"

export type FilterMode = "default" | "no-tools" | "user-only" | "labeled-only" | "all"

/** The order `cycleFilter` walks through. */
export const FILTERS: ReadonlyArray<FilterMode> = ["default", "no-tools", "user-only", "labeled-only", "all"]

/** One listed entry. */
export interface Row {
  /** The entry id. */
  readonly id: string
  /** Gutter and connector drawn before the text, fold marker included (`│  ├⊟ `, `⊞ `). */
  readonly gutter: string
  /** `• ` on the active path, `[label] ` (and its time when shown), then the entry text, on one line. */
  readonly text: string
  /** On the path from the root to the current leaf. */
  readonly active: boolean
  /** The current leaf. */
  readonly isLeaf: boolean
  /** Has listed children and is a root or the first entry of a branch segment. */
  readonly foldable: boolean
  readonly folded: boolean
}

export interface State {
  readonly filter: FilterMode
  readonly search: string
  /** Ids of folded rows; an id that is not foldable under the current filter is ignored. */
  readonly folded: ReadonlySet<string>
  /** The cursor: the id of the selected row, kept while the list is empty. */
  readonly selectedId: string | undefined
  readonly showLabelTime: boolean
}

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** At most `n` code points of `text`. */
const take = (text: string, n: number): string => {
  if (text.length <= n) return text
  let count = 0
  let end = 0
  for (const ch of text) {
    if (count === n) return text.slice(0, end)
    count++
    end += ch.length
  }
  return text
}

/** Line breaks and tabs as spaces, the rest made safe by `TerminalText.display`: one terminal line. */
const oneLine = (text: string): string => TerminalText.display(text.replace(/[\t\n\r]/g, " "))

const read = (entry: Entry): Json.JsonObject => Json.parseObject(entry.text)

/** The non-blank text blocks of an assistant message (a string content counts as one block). */
const assistantTexts = (message: Json.JsonObject): Array<string> => {
  const content = message.content
  if (typeof content === "string") return content.trim() === "" ? [] : [content]
  const out: Array<string> = []
  if (!Array.isArray(content)) return out
  for (const block of content as ReadonlyArray<Json.Json>) {
    if (Json.isObject(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "") {
      out.push(block.text)
    }
  }
  return out
}

const pad2 = (n: number): string => String(n).padStart(2, "0")

/**
 * A label time as the selector shows it, in local time: `HH:MM` on the day of `now`,
 * `M/D HH:MM` in its year, `YY/M/D HH:MM` before.
 */
export const labelTime = (millis: number, now: Date): string => {
  const d = new Date(millis)
  const hm = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
  const sameYear = d.getFullYear() === now.getFullYear()
  if (sameYear && d.getMonth() === now.getMonth() && d.getDate() === now.getDate()) return hm
  const md = `${d.getMonth() + 1}/${d.getDate()}`
  return sameYear ? `${md} ${hm}` : `${pad2(((d.getFullYear() % 100) + 100) % 100)}/${md} ${hm}`
}

// ---------------------------------------------------------------------------------------------
// The ordered tree, once per tree object
// ---------------------------------------------------------------------------------------------

interface Call {
  readonly name: string
  readonly args: Json.Json | undefined
}

/** A view of the tree for one (filter, search): the visible forest, laid out. */
interface View {
  /** Base index of each visible entry, in pre-order. */
  readonly order: Int32Array
  /** View index of each visible entry's visible parent, -1 for a listed root. */
  readonly parent: Int32Array
  readonly childCount: Int32Array
  /** View index of a base index, -1 when hidden. */
  readonly at: Int32Array
  /** Gutter text before the connector. */
  readonly lead: ReadonlyArray<string>
  /** `TreeLayout.NO_CONNECTOR`, `TEE` (`├`) or `ELBOW` (`└`). */
  readonly connector: Uint8Array
  readonly foldable: Uint8Array
  shown: Shown | undefined
  rows: { readonly key: string; readonly shown: Shown; readonly rows: ReadonlyArray<Row> } | undefined
}

/** The rows left after folding: view indices in order, and the position of each view index (-1 folded away). */
interface Shown {
  readonly folds: ReadonlySet<string>
  readonly list: Int32Array
  readonly pos: Int32Array
}

/** The entries in display order (a base index is a node of `order`), and what is derived from them. */
class Base {
  /** The entry objects, made as rows need them (the layout reads the tree's columns). */
  readonly made: Array<Entry | undefined> = []
  /** The ids of listed entries, read from the columns as needed. */
  readonly madeIds: Array<string | undefined> = []
  /** Base index of the parent in the displayed tree, -1 for a root. Always smaller than the child's. */
  readonly parent: Int32Array
  readonly labels: Array<string | undefined>
  readonly labelTimes: Array<Json.Json | undefined>
  /** 1 on the path from the root to the current leaf. */
  readonly active: Uint8Array
  /** Base index of each position in the file, -1 for a shadowed duplicate. */
  readonly listed: Int32Array
  readonly leaf: number
  /** Per entry: 0 not yet parsed; else 1, or 2 for an assistant message hidden unless it is the leaf. */
  readonly digest: Uint8Array
  /** The entry's text, except for tool results, whose text depends on `home`. */
  readonly plain: Array<string | undefined> = []
  /** The call id and tool name of each tool result. */
  readonly results = new Map<number, readonly [string, string]>()
  /** The tool calls of assistant messages that made any, by call id. */
  readonly calls = new Map<number, ReadonlyMap<string, Call>>()
  readonly toolTexts = new Map<number, string>()
  toolTextsHome: string | undefined = undefined
  readonly searches: Array<string | undefined> = []
  readonly views = new Map<string, View>()

  constructor(
    readonly tree: SessionTree.SessionTree,
    readonly order: TreeLayout.Order
  ) {
    this.parent = order.parent
    this.active = order.onPath
    this.listed = order.nodeOf
    this.leaf = order.leaf
    this.digest = new Uint8Array(order.positions.length)
    this.labels = new Array<string | undefined>(order.positions.length)
    this.labelTimes = new Array<Json.Json | undefined>(order.positions.length)
  }

  get size(): number {
    return this.order.positions.length
  }

  /** The entry of base index `i`. */
  entry(i: number): Entry {
    let entry = this.made[i]
    if (entry === undefined) {
      entry = SessionTree.entryAt(this.tree, this.order.positions[i] as number) as Entry
      this.made[i] = entry
    }
    return entry
  }

  /** The id of base index `i`. */
  id(i: number): string {
    let id = this.madeIds[i]
    if (id === undefined) {
      id = SessionTree.idAt(this.tree, this.order.positions[i] as number)
      this.madeIds[i] = id
    }
    return id
  }

  position(i: number): number {
    return this.order.positions[i] as number
  }
}

const bases = new WeakMap<SessionTree.SessionTree, Base>()

/** The tree in display order, the path to the current leaf first at every node, once per tree. */
const baseOf = (tree: SessionTree.SessionTree): Base => {
  const known = bases.get(tree)
  if (known !== undefined) return known
  const order = TreeLayout.order(tree, { leafFirst: true })
  const base = new Base(tree, order)
  for (const [id, label] of SessionTree.labels(tree)) {
    const i = indexOf(base, id)
    if (i < 0) continue
    base.labels[i] = label.label
    base.labelTimes[i] = label.timestamp
  }
  bases.set(tree, base)
  return base
}

/** The base index of the entry `id` names, -1 when it is unknown. */
const indexOf = (base: Base, id: string): number => {
  const position = SessionTree.positionOf(base.tree, id)
  return position < 0 ? -1 : (base.listed[position] as number)
}

// ---------------------------------------------------------------------------------------------
// Entry text
// ---------------------------------------------------------------------------------------------

/** Whether an assistant message shows nothing: no non-blank text, and it stopped normally. */
const isBlank = (message: Json.JsonObject): boolean => {
  const stop = message.stopReason
  return assistantTexts(message).length === 0 && (stop === undefined || stop === "stop" || stop === "toolUse")
}

const callsIn = (message: Json.JsonObject): ReadonlyMap<string, Call> | undefined => {
  const content = message.content
  if (!Array.isArray(content)) return undefined
  let calls: Map<string, Call> | undefined
  for (const block of content as ReadonlyArray<Json.Json>) {
    if (Json.isObject(block) && block.type === "toolCall" && typeof block.id === "string") {
      calls ??= new Map()
      calls.set(block.id, { name: Json.asString(block.name), args: block.arguments })
    }
  }
  return calls
}

const messageText = (message: Json.Json | undefined): string => {
  if (!Json.isObject(message)) return "[message]"
  switch (message.role) {
    case "user":
      return `user: ${take(Json.contentText(message.content, " "), 200)}`
    case "assistant": {
      const texts = assistantTexts(message)
      if (texts.length > 0) return `assistant: ${take(texts.join(" "), 200)}`
      if (message.stopReason === "aborted") return "assistant: (aborted)"
      const error = Json.asString(message.errorMessage)
      return error === "" ? "assistant: (no content)" : `assistant: ${take(error, 80)}`
    }
    case "bashExecution":
      return `[bash]: ${Json.asString(message.command)}`
    case "custom":
      return `[${Json.asString(message.customType)}]: ${Json.contentText(message.content, " ")}`
    default:
      return `[${typeof message.role === "string" ? message.role : "message"}]`
  }
}

/** The text of any entry but a tool result. */
const describe = (entry: Entry, value: Json.JsonObject): string => {
  switch (entry.type) {
    case "message":
      return messageText(value.message)
    case "custom_message":
      return `[${Json.asString(value.customType)}]: ${Json.contentText(value.content, " ")}`
    case "compaction":
      return `[compaction: ${Math.round((typeof value.tokensBefore === "number" ? value.tokensBefore : 0) / 1000)}k tokens]`
    case "branch_summary":
      return `[branch summary]: ${Json.asString(value.summary)}`
    case "model_change":
      return `[model: ${Json.asString(value.modelId)}]`
    case "thinking_level_change":
      return `[thinking: ${Json.asString(value.thinkingLevel)}]`
    case "custom": {
      const files = Recorded.of(entry)
      if (files !== undefined) return `[files: ${files.changed} changed]`
      return `[custom: ${entry.customType ?? ""}]`
    }
    case "context_edit":
      return `[context ${value.replacement === null ? "omit" : "replace"}: ${Json.asString(value.targetId)}]`
    case "label":
      return `[label: ${entry.label ? entry.label : "(cleared)"}]`
    case "session_info":
      return `[title: ${entry.name ?? ""}]`
    default:
      return `[${entry.type ?? "entry"}]`
  }
}

/** Parses the entry at `i` once and keeps what the rows need from it. */
const digest = (base: Base, i: number): number => {
  const known = base.digest[i] as number
  if (known !== 0) return known
  const entry = base.entry(i)
  const value = read(entry)
  const message = value.message
  let kind = 1
  if (entry.type === "message" && Json.isObject(message) && message.role === "toolResult") {
    base.results.set(i, [Json.asString(message.toolCallId), Json.asString(message.toolName)])
  } else {
    if (entry.type === "message" && Json.isObject(message) && message.role === "assistant") {
      if (isBlank(message)) kind = 2
      const calls = callsIn(message)
      if (calls !== undefined) base.calls.set(i, calls)
    }
    base.plain[i] = oneLine(describe(entry, value))
  }
  base.digest[i] = kind
  return kind
}

/** An assistant message with nothing to show, which is listed only as the current leaf. */
const isBlankAssistant = (base: Base, i: number): boolean => SessionTree.blankAt(base.tree, base.position(i)) ?? digest(base, i) === 2

/** How far up a tool result looks for the assistant message that made its call. */
const CALL_SEARCH_LIMIT = 1000

/** The call a tool result answers: in the nearest assistant message above it. */
const findCall = (base: Base, i: number, callId: string): Call | undefined => {
  let p = base.parent[i] as number
  for (let steps = 0; p >= 0 && steps < CALL_SEARCH_LIMIT; steps++) {
    const role = SessionTree.roleAt(base.tree, base.position(p))
    if (role === "assistant") {
      digest(base, p)
      return base.calls.get(p)?.get(callId)
    }
    if (role === "user") return undefined
    p = base.parent[p] as number
  }
  return undefined
}

const shortenHome = (path: string, home: string | undefined): string =>
  home !== undefined && home !== "" && (path === home || path.startsWith(`${home}/`)) ? `~${path.slice(home.length)}` : path

const cut = (text: string, n: number): string => {
  const head = take(text, n)
  return head.length < text.length ? `${head}...` : text
}

const toolResultText = (call: Call | undefined, toolName: string, home: string | undefined): string => {
  if (call === undefined) return `[${toolName}]`
  const args = Json.isObject(call.args) ? call.args : {}
  const path = (fallback: string): string => shortenHome(Json.asString(args.path) || Json.asString(args.file_path) || fallback, home)
  switch (call.name) {
    case "read": {
      const offset = typeof args.offset === "number" ? args.offset : undefined
      const limit = typeof args.limit === "number" ? args.limit : undefined
      let range = ""
      if (offset !== undefined || limit !== undefined) {
        const start = offset ?? 1
        range = limit === undefined ? `:${start}` : `:${start}-${start + limit - 1}`
      }
      return `[read: ${path("")}${range}]`
    }
    case "write":
      return `[write: ${path("")}]`
    case "edit":
      return `[edit: ${path("")}]`
    case "bash":
      return `[bash: ${cut(Json.asString(args.command), 50)}]`
    case "grep":
      return `[grep: /${Json.asString(args.pattern)}/ in ${path(".")}]`
    case "find":
      return `[find: ${Json.asString(args.pattern)} in ${path(".")}]`
    case "ls":
      return `[ls: ${path(".")}]`
    default:
      return `[${call.name}: ${cut(call.args === undefined ? "" : Json.stringify(call.args), 40)}]`
  }
}

/** The entry's own text, after the marks and label, on one line. */
const textOf = (base: Base, i: number, home: string | undefined): string => {
  digest(base, i)
  const plain = base.plain[i]
  if (plain !== undefined) return plain
  if (base.toolTextsHome !== home) {
    base.toolTexts.clear()
    base.toolTextsHome = home
  }
  const known = base.toolTexts.get(i)
  if (known !== undefined) return known
  const [callId, toolName] = base.results.get(i) ?? ["", ""]
  const text = oneLine(toolResultText(findCall(base, i, callId), toolName, home))
  base.toolTexts.set(i, text)
  return text
}

/** The lower-cased text a search token must occur in. */
const searchOf = (base: Base, i: number): string => {
  const known = base.searches[i]
  if (known !== undefined) return known
  const entry = base.entry(i)
  const value = read(entry)
  const parts: Array<string> = []
  const label = base.labels[i]
  if (label !== undefined) parts.push(label)
  switch (entry.type) {
    case "message": {
      const message = value.message
      if (!Json.isObject(message)) break
      parts.push(Json.asString(message.role))
      if (message.role === "bashExecution") parts.push(Json.asString(message.command))
      else if (message.role === "custom") parts.push(Json.asString(message.customType), Json.contentText(message.content, " "))
      else {
        if (message.role === "toolResult") parts.push(Json.asString(message.toolName))
        parts.push(Json.contentText(message.content, " "))
      }
      break
    }
    case "custom_message":
      parts.push(Json.asString(value.customType), Json.contentText(value.content, " "))
      break
    case "compaction":
      parts.push("compaction")
      break
    case "branch_summary":
      parts.push("branch summary", Json.asString(value.summary))
      break
    case "session_info":
      parts.push("title", entry.name ?? "")
      break
    case "model_change":
      parts.push("model", Json.asString(value.modelId))
      break
    case "thinking_level_change":
      parts.push("thinking", Json.asString(value.thinkingLevel))
      break
    case "custom":
      parts.push("custom", entry.customType ?? "")
      if (Recorded.isRecord(entry)) parts.push(describe(entry, value))
      break
    case "context_edit":
      parts.push("context edit", value.replacement === null ? "omit" : "replace", Json.asString(value.targetId))
      break
    case "label":
      parts.push("label", entry.label ?? "")
      break
    default:
      parts.push(entry.type ?? "")
  }
  const text = parts.join(" ").toLowerCase()
  base.searches[i] = text
  return text
}

// ---------------------------------------------------------------------------------------------
// Visibility and layout, once per (filter, search)
// ---------------------------------------------------------------------------------------------

const DEFAULT_HIDDEN: ReadonlySet<string | undefined> = new Set([
  "label",
  "context_edit",
  "custom",
  "model_change",
  "thinking_level_change",
  "session_info"
])

/**
 * Whether the filter lists the entry. Usage entries, leaf markers and assistant messages with
 * nothing to show (unless the current leaf) are never listed.
 */
const passes = (base: Base, i: number, filter: FilterMode): boolean => {
  const position = base.position(i)
  const type = SessionTree.typeAt(base.tree, position)
  if (type === "usage" || SessionTree.isLeafMarkerAt(base.tree, position)) return false
  // a checkpoint of the files shows where they changed, in every view that lists turns
  if (type === "custom" && (filter === "default" || filter === "no-tools") && isFilesRecord(base.tree, position)) return true
  const role = type === "message" ? SessionTree.roleAt(base.tree, position) : undefined
  if (!kept(base, i, type, role, filter)) return false
  return !(role === "assistant" && i !== base.leaf && isBlankAssistant(base, i))
}

/** The filter's own rule. */
const kept = (base: Base, i: number, type: string | undefined, role: string | undefined, filter: FilterMode): boolean => {
  switch (filter) {
    case "all":
      return true
    case "user-only":
      return type === "message" && role === "user"
    case "labeled-only":
      return base.labels[i] !== undefined
    case "no-tools":
      return !DEFAULT_HIDDEN.has(type) && !(type === "message" && role === "toolResult")
    case "default":
      return !DEFAULT_HIDDEN.has(type)
  }
}

const isFilesRecord = (tree: SessionTree.SessionTree, position: number): boolean => {
  const entry = SessionTree.entryAt(tree, position)
  return entry !== undefined && Recorded.isRecord(entry)
}

/** The search query as lower-case tokens. */
const tokensOf = (search: string): ReadonlyArray<string> => search.toLowerCase().split(/\s+/).filter((t) => t !== "")

const VIEW_CACHE = 8

const viewOf = (base: Base, filter: FilterMode, search: string): View => {
  const tokens = tokensOf(search)
  const key = `${filter}\u0000${tokens.join(" ")}`
  const known = base.views.get(key)
  if (known !== undefined) {
    base.views.delete(key)
    base.views.set(key, known)
    return known
  }
  const visible = TreeLayout.restrict(base.order, (i) => {
    if (!passes(base, i, filter)) return false
    if (tokens.length === 0) return true
    const text = searchOf(base, i)
    return tokens.every((token) => text.includes(token))
  })
  const { parent, childCount } = visible
  // pi's gutters: connectors at branch points; several roots behave as the children of an
  // invisible root (no connector, but their first generation is indented like any branch's)
  const isBranch = (p: number): boolean => p >= 0 && (childCount[p] as number) > 1
  const { lead, connector } = TreeLayout.gutters(visible, { connects: (v) => isBranch(parent[v] as number), indentAfterBranch: true })
  const foldable = new Uint8Array(parent.length)
  for (let v = 0; v < parent.length; v++) {
    const p = parent[v] as number
    if ((childCount[v] as number) > 0 && (p < 0 || isBranch(p))) foldable[v] = 1
  }
  const view: View = { order: visible.nodes, parent, childCount, at: visible.at, lead, connector, foldable, shown: undefined, rows: undefined }
  base.views.set(key, view)
  if (base.views.size > VIEW_CACHE) base.views.delete(base.views.keys().next().value as string)
  return view
}

const isFolded = (base: Base, view: View, folds: ReadonlySet<string>, v: number): boolean =>
  view.foldable[v] === 1 && folds.has(base.id(view.order[v] as number))

const shownOf = (base: Base, view: View, folds: ReadonlySet<string>): Shown => {
  if (view.shown !== undefined && view.shown.folds === folds) return view.shown
  const m = view.order.length
  const pos = new Int32Array(m).fill(-1)
  const list: Array<number> = []
  const away = new Uint8Array(m)
  for (let v = 0; v < m; v++) {
    const p = view.parent[v] as number
    if (folds.size > 0 && p >= 0 && (away[p] === 1 || isFolded(base, view, folds, p))) {
      away[v] = 1
      continue
    }
    pos[v] = list.length
    list.push(v)
  }
  const shown: Shown = { folds, list: Int32Array.from(list), pos }
  view.shown = shown
  return shown
}

/** Everything a transition needs for a state. */
interface Scene {
  readonly base: Base
  readonly view: View
  readonly shown: Shown
}

const sceneOf = (tree: SessionTree.SessionTree, state: State): Scene => {
  const base = baseOf(tree)
  const view = viewOf(base, state.filter, state.search)
  return { base, view, shown: shownOf(base, view, state.folded) }
}

/** The shown position of `id`, else of its nearest shown ancestor; -1 when neither is shown. */
const positionOf = (scene: Scene, id: string | undefined): number => {
  const { base, view, shown } = scene
  let i = id === undefined ? -1 : indexOf(base, id)
  while (i >= 0) {
    const v = view.at[i] as number
    if (v >= 0 && (shown.pos[v] as number) >= 0) return shown.pos[v] as number
    i = base.parent[i] as number
  }
  return -1
}

const idAt = (scene: Scene, position: number): string => scene.base.id(scene.view.order[scene.shown.list[position] as number] as number)

/** The cursor settled on `id` or its nearest shown ancestor, else the first row; kept as is when nothing is shown. */
const settle = (scene: Scene, id: string | undefined): string | undefined => {
  if (scene.shown.list.length === 0) return id
  const position = positionOf(scene, id)
  return idAt(scene, position < 0 ? 0 : position)
}

/** The state with its cursor settled on a shown row. */
const settled = (tree: SessionTree.SessionTree, state: State): State => {
  const selectedId = settle(sceneOf(tree, state), state.selectedId)
  return selectedId === state.selectedId ? state : { ...state, selectedId }
}

/** The view index under the cursor, or -1 when nothing is shown. */
const cursorOf = (scene: Scene, state: State): number => {
  if (scene.shown.list.length === 0) return -1
  const position = positionOf(scene, state.selectedId)
  return scene.shown.list[position < 0 ? 0 : position] as number
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

const NO_FOLDS: ReadonlySet<string> = new Set()

/** Initial state: the given filter, no search or folds, cursor on the current leaf or its nearest visible ancestor. */
export const initial = (tree: SessionTree.SessionTree, filter: FilterMode = "default"): State =>
  settled(tree, {
    filter,
    search: "",
    folded: NO_FOLDS,
    selectedId: SessionTree.leafId(tree) ?? undefined,
    showLabelTime: false
  })

const dayKey = (now: Date): string => `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`

const gutterOf = (scene: Scene, v: number, folded: boolean): string => {
  const { view } = scene
  const kind = view.connector[v] as number
  if (kind === TreeLayout.NO_CONNECTOR) return (view.lead[v] as string) + (folded ? "⊞ " : "")
  const mark = folded ? "⊞" : view.foldable[v] === 1 ? "⊟" : "─"
  return `${view.lead[v] as string}${kind === TreeLayout.TEE ? "├" : "└"}${mark} `
}

/**
 * The listed rows, in order: the current leaf's branch first at every node, other children
 * oldest first, roots in file order. `now` dates label times; `home` is shortened to `~` in
 * tool paths. The array is memoized: the same inputs give the same array.
 */
export const rows = (tree: SessionTree.SessionTree, state: State, now: Date = new Date(), home?: string): ReadonlyArray<Row> => {
  const scene = sceneOf(tree, state)
  const { base, view, shown } = scene
  const key = `${state.showLabelTime ? dayKey(now) : ""}\u0000${home ?? ""}`
  if (view.rows !== undefined && view.rows.key === key && view.rows.shown === shown) return view.rows.rows
  const out: Array<Row> = new Array<Row>(shown.list.length)
  for (let k = 0; k < shown.list.length; k++) {
    const v = shown.list[k] as number
    const i = view.order[v] as number
    const folded = isFolded(base, view, state.folded, v)
    let marks = base.active[i] === 1 ? "• " : ""
    const label = base.labels[i]
    if (label !== undefined) {
      marks += `[${oneLine(label)}] `
      const millis = Json.millis(base.labelTimes[i])
      if (state.showLabelTime && !Number.isNaN(millis)) marks += `${labelTime(millis, now)} `
    }
    out[k] = new ListedRow(scene, v, i, home, marks, i === base.leaf, view.foldable[v] === 1, folded)
  }
  view.rows = { key, shown, rows: out }
  rowScenes.set(out, scene)
  return out
}

/**
 * A listed row. Its text is made when first read: a screen shows a few dozen of the rows, and
 * most entries' text needs their JSON parsed.
 */
class ListedRow implements Row {
  readonly active: boolean
  #text: string | undefined
  #gutter: string | undefined
  constructor(
    private readonly scene: Scene,
    private readonly v: number,
    private readonly index: number,
    private readonly home: string | undefined,
    private readonly marks: string,
    readonly isLeaf: boolean,
    readonly foldable: boolean,
    readonly folded: boolean
  ) {
    this.active = scene.base.active[index] === 1
  }
  /** (read from the tree's columns when asked: a screen reads a few dozen rows' ids) */
  get id(): string {
    return this.scene.base.id(this.index)
  }
  get gutter(): string {
    this.#gutter ??= gutterOf(this.scene, this.v, this.folded)
    return this.#gutter
  }
  get text(): string {
    this.#text ??= this.marks + textOf(this.scene.base, this.index, this.home)
    return this.#text
  }
}

/** The scene each array of `rows` was made from, so that a row is found by id without a map. */
const rowScenes = new WeakMap<ReadonlyArray<Row>, Scene>()
const rowIndexes = new WeakMap<ReadonlyArray<Row>, ReadonlyMap<string, number>>()

/** Index of the selected row in `rows`: 0 when the cursor is not among them, -1 when `rows` is empty. */
export const selectedIndex = (rows: ReadonlyArray<Row>, state: State): number => {
  if (rows.length === 0) return -1
  if (state.selectedId === undefined) return 0
  const scene = rowScenes.get(rows)
  if (scene !== undefined) {
    const i = indexOf(scene.base, state.selectedId)
    const v = i < 0 ? -1 : (scene.view.at[i] as number)
    const k = v < 0 ? -1 : (scene.shown.pos[v] as number)
    return k < 0 ? 0 : k
  }
  let index = rowIndexes.get(rows)
  if (index === undefined) {
    const map = new Map<string, number>()
    rows.forEach((row, k) => map.set(row.id, k))
    rowIndexes.set(rows, map)
    index = map
  }
  return index.get(state.selectedId) ?? 0
}

/** The entry under the cursor, if a row is shown. */
export const selected = (tree: SessionTree.SessionTree, state: State): Entry | undefined => {
  const scene = sceneOf(tree, state)
  const v = cursorOf(scene, state)
  return v < 0 ? undefined : scene.base.entry(scene.view.order[v] as number)
}

// ---------------------------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------------------------

/** Puts the cursor on `id`, or its nearest shown ancestor, else the first row. */
export const select = (tree: SessionTree.SessionTree, state: State, id: string): State => settled(tree, { ...state, selectedId: id })

/** Moves the cursor: a step of ±1 wraps around the ends, a longer step (a page) stops at them. */
export const move = (tree: SessionTree.SessionTree, state: State, delta: number): State => {
  const scene = sceneOf(tree, state)
  const count = scene.shown.list.length
  if (count === 0) return state
  const from = scene.shown.pos[cursorOf(scene, state)] as number
  const to = Math.abs(delta) === 1 ? (((from + delta) % count) + count) % count : Math.min(count - 1, Math.max(0, from + Math.trunc(delta)))
  const selectedId = idAt(scene, to)
  return selectedId === state.selectedId ? state : { ...state, selectedId }
}

const isSegmentStart = (view: View, v: number): boolean => {
  const p = view.parent[v] as number
  return p < 0 || (view.childCount[p] as number) > 1
}

/** Folds the selected row if it is foldable and unfolded; else moves to the start of the branch segment above. */
export const foldOrUp = (tree: SessionTree.SessionTree, state: State): State => {
  const scene = sceneOf(tree, state)
  const { base, view } = scene
  const v = cursorOf(scene, state)
  if (v < 0) return state
  const id = base.id(view.order[v] as number)
  if (view.foldable[v] === 1 && !state.folded.has(id)) {
    return { ...state, folded: new Set([...state.folded, id]), selectedId: id }
  }
  let p = view.parent[v] as number
  while (p >= 0 && !isSegmentStart(view, p)) p = view.parent[p] as number
  return { ...state, selectedId: p < 0 ? id : base.id(view.order[p] as number) }
}

/** Unfolds the selected row if it is folded; else moves down to the next branch point's first child, or the branch's end. */
export const unfoldOrDown = (tree: SessionTree.SessionTree, state: State): State => {
  const scene = sceneOf(tree, state)
  const { base, view } = scene
  const v = cursorOf(scene, state)
  if (v < 0) return state
  const id = base.id(view.order[v] as number)
  if (isFolded(base, view, state.folded, v)) {
    const folded = new Set(state.folded)
    folded.delete(id)
    return { ...state, folded, selectedId: id }
  }
  // in pre-order, a row's first child is the next row
  let u = v
  for (;;) {
    const count = view.childCount[u] as number
    if (count === 0 || isFolded(base, view, state.folded, u)) break
    u = u + 1
    if (count > 1) break
  }
  return { ...state, selectedId: base.id(view.order[u] as number) }
}

/** A new filter or search: folds cleared, the cursor kept on its entry or its nearest visible ancestor. */
const refilter = (tree: SessionTree.SessionTree, state: State, filter: FilterMode, search: string): State =>
  settled(tree, { ...state, filter, search, folded: NO_FOLDS })

export const setFilter = (tree: SessionTree.SessionTree, state: State, filter: FilterMode): State => refilter(tree, state, filter, state.search)

/** Sets `filter`, or returns to `default` when it is already set. */
export const toggleFilter = (tree: SessionTree.SessionTree, state: State, filter: FilterMode): State =>
  setFilter(tree, state, state.filter === filter ? "default" : filter)

/** The next (1) or previous (-1) filter in `FILTERS`, wrapping around. */
export const cycleFilter = (tree: SessionTree.SessionTree, state: State, direction: 1 | -1): State => {
  const k = FILTERS.indexOf(state.filter)
  return setFilter(tree, state, FILTERS[(k + direction + FILTERS.length) % FILTERS.length] as FilterMode)
}

/** Appends typed text to the search. */
export const typeSearch = (tree: SessionTree.SessionTree, state: State, text: string): State =>
  text === "" ? state : refilter(tree, state, state.filter, state.search + text)

/** Deletes the last character of the search (a whole code point). */
export const backspace = (tree: SessionTree.SessionTree, state: State): State => {
  if (state.search === "") return state
  const chars = Array.from(state.search)
  chars.pop()
  return refilter(tree, state, state.filter, chars.join(""))
}

/** Clears the search and the folds. */
export const clearSearch = (tree: SessionTree.SessionTree, state: State): State => refilter(tree, state, state.filter, "")

export const toggleLabelTime = (state: State): State => ({ ...state, showLabelTime: !state.showLabelTime })

const FILTER_TAGS: { readonly [F in FilterMode]: string } = {
  default: "",
  "no-tools": " [no-tools]",
  "user-only": " [user]",
  "labeled-only": " [labeled]",
  all: " [all]"
}

/** `  (<position>/<count>)` and the tags of the filter and the label-time toggle. */
export const footer = (rows: ReadonlyArray<Row>, state: State): string => {
  const tags = FILTER_TAGS[state.filter] + (state.showLabelTime ? " [+label time]" : "")
  return rows.length === 0 ? `  (0/0)${tags}` : `  (${selectedIndex(rows, state) + 1}/${rows.length})${tags}`
}

// ---------------------------------------------------------------------------------------------
// Copy
// ---------------------------------------------------------------------------------------------

const nonEmpty = (text: string): string | undefined => (text === "" ? undefined : text)

/**
 * The full text Ctrl+X copies: a user message's text, an assistant's text (else its error), a
 * bash command, a custom message's content, a compaction or branch summary. Undefined for
 * anything else or when the text is empty.
 */
export const copyText = (tree: SessionTree.SessionTree, id: string): string | undefined => {
  const entry = SessionTree.get(tree, id)
  if (entry === undefined) return undefined
  const value = read(entry)
  switch (entry.type) {
    case "message": {
      const message = value.message
      if (!Json.isObject(message)) return undefined
      switch (message.role) {
        case "user":
        case "custom":
          return nonEmpty(Json.contentText(message.content, "\n"))
        case "assistant": {
          const texts = assistantTexts(message)
          return texts.length > 0 ? texts.join("\n") : nonEmpty(Json.asString(message.errorMessage))
        }
        case "bashExecution":
          return nonEmpty(Json.asString(message.command))
        default:
          return undefined
      }
    }
    case "custom_message":
      return nonEmpty(Json.contentText(value.content, "\n"))
    case "compaction":
    case "branch_summary":
      return nonEmpty(Json.asString(value.summary))
    default:
      return undefined
  }
}
