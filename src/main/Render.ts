/**
 * How the `arbor` command line shows sessions: one-line entry summaries, the tree as
 * indented text for people or as pi's `getTree` JSON for scripts, session info with token and
 * cost totals, model contexts and session listings as text, the Markdown export of a path,
 * and the entries as sections for the exports (`HtmlExport` draws the HTML page). Pure:
 * strings in, strings out. Text for the terminal carries no trailing newline; the exports
 * (files) end with one.
 *
 * Every walk is iterative (a 200,000-deep chain needs no deep stack) and linear in the entries
 * shown. Arbor's `arbor.leaf` markers are bookkeeping, not conversation: the views hide them
 * unless `all` is set, and a hidden marker's children attach to the marker's parent. Text from
 * the file never reaches a terminal raw (control characters are replaced). Entry values are parsed from their text on each use rather
 * than through `Entry.value`, so rendering a large file does not keep every parsed line alive.
 */
import type * as Context from "../domain/Context.js"
import type * as Diagnostic from "../domain/Diagnostic.js"
import type { Entry, Header } from "../domain/Entry.js"
import * as Json from "../domain/Json.js"
import type * as SessionInfo from "../domain/SessionInfo.js"
import * as SessionTree from "../domain/SessionTree.js"

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** The widest an entry summary gets, in code points. */
export const SUMMARY_WIDTH = 80

const WHITESPACE = /\s/u

const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code < 0xa0)

/**
 * One line of at most `width` code points: runs of whitespace become one space, the ends are
 * trimmed, control characters become U+FFFD, and a cut text ends with `…`. Reads only as much
 * of `text` as it keeps.
 */
const clip = (text: string, width: number): string => {
  const out: Array<string> = []
  let space = false
  for (const ch of text) {
    if (WHITESPACE.test(ch)) {
      space = out.length > 0
      continue
    }
    if (space) {
      out.push(" ")
      space = false
    }
    out.push(isControl(ch.codePointAt(0) as number) ? "\uFFFD" : ch)
    if (out.length > width) break
  }
  if (out.length <= width) return out.join("")
  if (width <= 0) return ""
  const kept = out.slice(0, width - 1)
  while (kept[kept.length - 1] === " ") kept.pop()
  return `${kept.join("")}…`
}

/** The text with control characters (line breaks included) replaced by U+FFFD, nothing else changed. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD")

/** `head + body` clipped so that the fixed `tail` still fits in the summary width. */
const fit = (head: string, body: string, tail = ""): string => clip(head + body, SUMMARY_WIDTH - tail.length) + tail

const num = (value: Json.Json | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0

const list = (value: Json.Json | undefined): ReadonlyArray<Json.Json> =>
  Array.isArray(value) ? (value as ReadonlyArray<Json.Json>) : []

/** The entry's full value, parsed from its text without caching it on the entry. */
const read = (entry: Entry): Json.JsonObject => {
  const value = Json.parse(entry.text)
  return Json.isObject(value) ? value : {}
}

/** Thousands grouped with commas, independent of the locale. */
const group = (n: number): string =>
  Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : String(n)

// ---------------------------------------------------------------------------------------------
// Entry summaries
// ---------------------------------------------------------------------------------------------

/** Text blocks joined by spaces, images shown as `[image]`; a string content as itself. */
const contentText = (content: Json.Json | undefined): string => {
  if (typeof content === "string") return content
  const parts: Array<string> = []
  for (const block of list(content)) {
    if (!Json.isObject(block)) continue
    if (block.type === "text" && typeof block.text === "string") parts.push(block.text)
    else if (block.type === "image") parts.push("[image]")
  }
  return parts.join(" ")
}

const argumentsText = (args: Json.Json | undefined): string => (args === undefined ? "" : Json.stringify(args))

const assistantText = (message: Json.JsonObject): string => {
  const parts: Array<string> = []
  const content = message.content
  if (typeof content === "string") {
    if (content.trim() !== "") parts.push(content)
  } else {
    for (const block of list(content)) {
      if (!Json.isObject(block)) continue
      if (block.type === "text" && typeof block.text === "string") {
        if (block.text.trim() !== "") parts.push(block.text)
      } else if (block.type === "toolCall") {
        parts.push(`[tool: ${Json.asString(block.name) || "?"}(${clip(argumentsText(block.arguments), 40)})]`)
      }
    }
  }
  if (parts.length > 0) return parts.join(" ")
  if (message.stopReason === "aborted") return "(aborted)"
  const error = Json.asString(message.errorMessage)
  return error.trim() !== "" ? `(error: ${error})` : "(no content)"
}

const toolNames = (tools: Json.Json | undefined, sign: string): Array<string> =>
  list(tools).flatMap((tool) => (Json.isObject(tool) && typeof tool.name === "string" ? [sign + tool.name] : []))

/** A system message: its text, or else which sections and tools it changes. */
const systemText = (message: Json.JsonObject): string => {
  const text = contentText(message.content)
  if (text.trim() !== "") return text
  const bits: Array<string> = []
  if (Json.isObject(message.sections)) {
    const names = Object.keys(message.sections)
    if (names.length > 0) bits.push(`sections ${names.join(", ")}`)
  }
  const tools = [...toolNames(message.toolsAdded, "+"), ...toolNames(message.toolsRemoved, "-")]
  if (tools.length > 0) bits.push(`tools ${tools.join(" ")}`)
  return bits.join("; ")
}

const messageSummary = (message: Json.Json | undefined): string => {
  if (!Json.isObject(message)) return "[message]"
  const role = message.role
  switch (role) {
    case "user":
      return fit("user: ", contentText(message.content))
    case "assistant":
      return fit("assistant: ", assistantText(message))
    case "toolResult":
      return fit(
        `[result ${Json.asString(message.toolName) || "?"}${message.isError === true ? " error" : ""}] `,
        contentText(message.content)
      )
    case "system":
      return fit("[system] ", systemText(message))
    case "bashExecution": {
      const exit = message.exitCode
      const tail =
        message.cancelled === true
          ? " (cancelled)"
          : typeof exit === "number" && exit !== 0
          ? ` (exit ${exit})`
          : ""
      return fit("$ ", Json.asString(message.command), tail)
    }
    case "custom":
      return fit(`[${Json.asString(message.customType)}] `, contentText(message.content))
    case "branchSummary":
      return fit("[branch summary] ", Json.asString(message.summary))
    case "compactionSummary":
      return fit("[compaction] ", Json.asString(message.summary))
    default:
      return typeof role === "string" ? fit(`[${role}] `, contentText(message.content)) : "[message]"
  }
}

/**
 * A one-line description of an entry, at most `SUMMARY_WIDTH` code points, that names its kind:
 * `user: …`, `assistant: …` (text, and `[tool: name(args)]` for tool calls; thinking left out),
 * `[result name] …`, `[system] …`, `$ command`, `model provider/id`, `thinking level`,
 * `[compaction] … (N tokens)`, `[branch summary] …`, `[custom type]`, `[type] …` for a custom
 * message, `label → target: text` or `label → target cleared`, `name: …` or `name cleared`,
 * `edit target: replaced|dropped`, `usage kind provider/model (N tokens)`, and `[type]` for any
 * other type. Never throws, whatever the entry holds.
 */
export const entrySummary = (entry: Entry): string => {
  const value = read(entry)
  switch (entry.type) {
    case "message":
      return messageSummary(value.message)
    case "thinking_level_change":
      return fit("thinking ", Json.asString(value.thinkingLevel))
    case "model_change":
      return fit("model ", `${Json.asString(value.provider)}/${Json.asString(value.modelId)}`)
    case "usage": {
      const usage = value.usage
      const tokens = Json.isObject(usage) && typeof usage.totalTokens === "number" ? ` (${usage.totalTokens} tokens)` : ""
      return fit(`usage ${Json.asString(value.kind)} `, `${Json.asString(value.provider)}/${Json.asString(value.model)}`, tokens)
    }
    case "compaction": {
      const before = value.tokensBefore
      return fit("[compaction] ", Json.asString(value.summary), typeof before === "number" ? ` (${before} tokens)` : "")
    }
    case "branch_summary":
      return fit("[branch summary] ", Json.asString(value.summary))
    case "custom":
      return fit("[custom ", entry.customType ?? "", "]")
    case "custom_message":
      return fit(`[${Json.asString(value.customType)}] `, contentText(value.content))
    case "label": {
      const target = entry.targetId ?? "?"
      return entry.label ? fit(`label → ${target}: `, entry.label) : clip(`label → ${target} cleared`, SUMMARY_WIDTH)
    }
    case "session_info":
      return entry.name?.trim() ? fit("name: ", entry.name) : "name cleared"
    case "context_edit":
      return clip(
        `edit ${Json.asString(value.targetId) || "?"}: ${value.replacement === null ? "dropped" : "replaced"}`,
        SUMMARY_WIDTH
      )
    default:
      return entry.type === undefined ? "[untyped]" : fit("[", entry.type, "]")
  }
}

/** An entry on one line: its id and its summary. */
export const entryLine = (entry: Entry): string => `${printable(entry.id ?? "?")} ${entrySummary(entry)}`

/**
 * A model context for people: a first line with the model, thinking level and message count,
 * then one summary line per message, numbered from 1. No trailing newline.
 */
export const contextText = (context: Context.SessionContext): string => {
  const model = context.model
  const head = [
    `model ${model === null ? "(none)" : clip(`${Json.asString(model.provider)}/${Json.asString(model.modelId)}`, SUMMARY_WIDTH)}`,
    `thinking ${typeof context.thinkingLevel === "string" ? clip(context.thinkingLevel, 20) : "(none)"}`,
    `${group(context.messages.length)} message${context.messages.length === 1 ? "" : "s"}`
  ].join(" · ")
  const width = String(context.messages.length).length
  const lines = context.messages.map((message, i) => `${String(i + 1).padStart(width)} ${messageSummary(message)}`)
  return [head, ...lines].join("\n")
}

const minute = (date: Date): string =>
  Number.isNaN(date.getTime()) ? "????-??-?? ??:??" : date.toISOString().slice(0, 16).replace("T", " ")

/**
 * Session listings for people, two lines a session: the last activity (UTC, to the minute),
 * the message count and the name (else the first user message); then, indented, the session
 * id and the file. No trailing newline.
 */
export const sessionList = (sessions: ReadonlyArray<SessionInfo.SessionInfo>): string => {
  const width = sessions.reduce((max, s) => Math.max(max, group(s.messageCount).length), 0)
  return sessions
    .map((s) => {
      const count = `${group(s.messageCount).padStart(width)} message${s.messageCount === 1 ? " " : "s"}`
      return `${minute(s.modified)}  ${count}  ${clip(s.name ?? s.firstMessage, 60)}\n  ${printable(s.id ?? "(no id)")}  ${printable(s.path)}`
    })
    .join("\n")
}

// ---------------------------------------------------------------------------------------------
// Tree layout
// ---------------------------------------------------------------------------------------------

type Node = SessionTree.TreeNode

/** The nodes as shown: a hidden marker is replaced, in place, by its shown descendants. */
const shown = (nodes: ReadonlyArray<Node>, all: boolean): ReadonlyArray<Node> => {
  if (all || !nodes.some((node) => node.entry.isLeafMarker)) return nodes
  const out: Array<Node> = []
  const stack = [...nodes].reverse()
  while (stack.length > 0) {
    const node = stack.pop() as Node
    if (!node.entry.isLeafMarker) {
      out.push(node)
      continue
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Node)
  }
  return out
}

/** A line of the tree view: the node and the gutter and connector drawn before it. */
export interface Row {
  readonly node: Node
  readonly prefix: string
}

/**
 * Depth-first pre-order rows. An only child continues under its parent at the same
 * indentation; siblings get `├─ `/`└─ ` connectors and their subtrees a `│  ` or blank gutter.
 * A branch point stays one when a hidden marker was among its children (the leaf was moved
 * there), so the branch left behind never reads as the continuation of the active path.
 * Several roots are drawn as the children of an invisible root.
 */
const layout = (roots: ReadonlyArray<Node>, all: boolean): ReadonlyArray<Row> => {
  interface Frame {
    readonly node: Node
    readonly prefix: string
    readonly below: string
  }
  const rows: Array<Row> = []
  const stack: Array<Frame> = []
  const push = (children: ReadonlyArray<Node>, below: string) => {
    const kids = shown(children, all)
    if (kids.length === 1 && children.length === 1) {
      stack.push({ node: kids[0] as Node, prefix: below, below })
      return
    }
    for (let i = kids.length - 1; i >= 0; i--) {
      const last = i === kids.length - 1
      stack.push({
        node: kids[i] as Node,
        prefix: below + (last ? "└─ " : "├─ "),
        below: below + (last ? "   " : "│  ")
      })
    }
  }
  push(roots, "")
  while (stack.length > 0) {
    const frame = stack.pop() as Frame
    rows.push({ node: frame.node, prefix: frame.prefix })
    push(frame.node.children, frame.below)
  }
  return rows
}

/** The rows of the tree view (leaf markers hidden), for other views of the tree. */
export const treeRows = (tree: SessionTree.SessionTree): ReadonlyArray<Row> => layout(SessionTree.tree(tree), false)

/** Ids on the path from the root to the effective leaf. */
const activeIds = (tree: SessionTree.SessionTree): ReadonlySet<string | undefined> =>
  new Set(SessionTree.branch(tree).map((entry) => entry.id))

interface Sgr {
  readonly on: string
  readonly off: string
}
const BOLD: Sgr = { on: "1", off: "22" }
const DIM: Sgr = { on: "2", off: "22" }
const YELLOW: Sgr = { on: "33", off: "39" }
const GREEN: Sgr = { on: "32", off: "39" }
const CYAN: Sgr = { on: "36", off: "39" }

const paint = (color: boolean, sgr: Sgr, text: string): string =>
  color && text !== "" ? `\u001b[${sgr.on}m${text}\u001b[${sgr.off}m` : text

export interface TreeTextOptions {
  /** Show Arbor's `arbor.leaf` marker entries. */
  readonly all: boolean
  /** Use ANSI SGR colors. */
  readonly color: boolean
}

/**
 * The tree for people, one line per entry: `<gutter><• when on the active path><id> <summary>
 * [label] ◀ leaf`. Children are in pi's order (oldest first), indentation grows only at branch
 * points, and with `color` the active path is bold. No trailing newline.
 */
export const treeText = (tree: SessionTree.SessionTree, options: TreeTextOptions): string => {
  const rows = layout(SessionTree.tree(tree), options.all)
  if (rows.length === 0) return "(no entries)"
  const color = options.color
  const leaf = SessionTree.leafId(tree)
  const active = activeIds(tree)
  const lines: Array<string> = []
  for (const { node, prefix } of rows) {
    const id = node.entry.id as string
    const on = active.has(id)
    let body = `${on ? "• " : ""}${paint(color, YELLOW, printable(id))} ${entrySummary(node.entry)}`
    if (node.label !== undefined) body += ` ${paint(color, CYAN, `[${clip(node.label, 40)}]`)}`
    if (id === leaf) body += ` ${paint(color, GREEN, "◀ leaf")}`
    lines.push(paint(color, DIM, prefix) + (on ? paint(color, BOLD, body) : body))
  }
  if (leaf === null) lines.push("(leaf: before the first entry)")
  return lines.join("\n")
}

/**
 * The tree as pi's `getTree` gives it: a JSON array of roots, each
 * `{ entry, children, label?, labelTimestamp? }` with the entry's full value. Written without
 * recursion, so any depth works; parses to exactly that nested value. The text comes in pieces
 * (an entry is its stored bytes), to be written as they come.
 */
export function* treeJsonPieces(tree: SessionTree.SessionTree, options: { readonly all: boolean }): Generator<Uint8Array | string> {
  type Step = { readonly open: true; readonly node: Node; readonly first: boolean } | { readonly open: false; readonly node: Node }
  yield "["
  const stack: Array<Step> = []
  const push = (kids: ReadonlyArray<Node>) => {
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ open: true, node: kids[i] as Node, first: i === 0 })
  }
  push(shown(SessionTree.tree(tree), options.all))
  while (stack.length > 0) {
    const step = stack.pop() as Step
    const node = step.node
    if (step.open) {
      // an entry's stored bytes are the JSON of its value
      yield `${step.first ? "" : ","}{"entry":`
      yield node.entry.bytes()
      yield `,"children":[`
      stack.push({ open: false, node })
      push(shown(node.children, options.all))
    } else {
      let close = "]"
      if (node.label !== undefined) close += `,"label":${Json.stringify(node.label)}`
      if (node.labelTimestamp !== undefined) close += `,"labelTimestamp":${Json.stringify(node.labelTimestamp)}`
      yield `${close}}`
    }
  }
  yield "]"
}

/** `treeJsonPieces` as one string. */
export const treeJson = (tree: SessionTree.SessionTree, options: { readonly all: boolean }): string => Json.join(treeJsonPieces(tree, options))

// ---------------------------------------------------------------------------------------------
// Info
// ---------------------------------------------------------------------------------------------

/** Token counts summed over usage objects; `total` is input + output + cacheRead + cacheWrite. */
export interface TokenTotals {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  readonly total: number
}

/** Costs summed over the `cost` of usage objects. */
export interface CostTotals {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  readonly total: number
}

/** What `arbor info` reports; JSON-ready (absent values are null). */
export interface Info {
  readonly file: string | null
  readonly id: string
  readonly name: string | null
  readonly cwd: string | null
  /** Distinct entry ids (pi's `getEntryCount`). */
  readonly entries: number
  /** Entries shown without children in the tree view (leaf markers hidden). */
  readonly leaves: number
  /** The effective leaf. */
  readonly leafId: string | null
  /** `message` entries in the file, on every branch, by role in order of first appearance. */
  readonly messages: { readonly total: number; readonly byRole: { readonly [role: string]: number } }
  /** Tool-call blocks in assistant messages. */
  readonly toolCalls: number
  readonly tokens: TokenTotals
  readonly cost: CostTotals
  /** Labels in the order they were first set. */
  readonly labels: ReadonlyArray<{ readonly targetId: string; readonly label: string }>
  readonly diagnostics: { readonly errors: number; readonly warnings: number }
}

/**
 * Facts about a session. Token and cost totals follow pi: usage of assistant messages, of
 * tool results, of `usage` entries and of compaction and branch-summary entries, summed over
 * every entry of the file (every branch; duplicate ids counted each time), in file order.
 */
export const info = (
  tree: SessionTree.SessionTree,
  header: Header,
  file: string | undefined,
  diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
): Info => {
  const tokens = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
  const cost = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
  const add = (usage: Json.Json | undefined) => {
    if (!Json.isObject(usage)) return
    tokens.input += num(usage.input)
    tokens.output += num(usage.output)
    tokens.cacheRead += num(usage.cacheRead)
    tokens.cacheWrite += num(usage.cacheWrite)
    const c = usage.cost
    if (!Json.isObject(c)) return
    cost.input += num(c.input)
    cost.output += num(c.output)
    cost.cacheRead += num(c.cacheRead)
    cost.cacheWrite += num(c.cacheWrite)
    cost.total += num(c.total)
  }
  const roles = new Map<string, number>()
  let messages = 0
  let toolCalls = 0
  for (const entry of tree.entries) {
    switch (entry.type) {
      case "message": {
        messages++
        const role = entry.role ?? "(none)"
        roles.set(role, (roles.get(role) ?? 0) + 1)
        if (role !== "assistant" && role !== "toolResult") break
        const message = read(entry).message
        if (!Json.isObject(message)) break
        add(message.usage)
        if (role === "assistant") {
          for (const block of list(message.content)) if (Json.isObject(block) && block.type === "toolCall") toolCalls++
        }
        break
      }
      case "usage":
      case "compaction":
      case "branch_summary":
        add(read(entry).usage)
        break
    }
  }
  let leaves = 0
  const stack = [...shown(SessionTree.tree(tree), false)]
  while (stack.length > 0) {
    const kids = shown((stack.pop() as Node).children, false)
    if (kids.length === 0) leaves++
    for (const kid of kids) stack.push(kid)
  }
  return {
    file: file ?? null,
    id: header.id,
    name: SessionTree.sessionName(tree) ?? null,
    cwd: header.cwd ?? null,
    entries: SessionTree.count(tree),
    leaves,
    leafId: SessionTree.leafId(tree),
    messages: { total: messages, byRole: Object.fromEntries(roles) },
    toolCalls,
    tokens: { ...tokens, total: tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite },
    cost,
    labels: SessionTree.labels(tree).map(([targetId, label]) => ({ targetId, label: label.label })),
    diagnostics: {
      errors: diagnostics.filter((d) => d.severity === "error").length,
      warnings: diagnostics.filter((d) => d.severity === "warning").length
    }
  }
}

const plural = (n: number, word: string): string => `${group(n)} ${word}${n === 1 ? "" : "s"}`

/** `info` for people: one `Key: value` line per fact, labels listed under their count. No trailing newline. */
export const infoText = (info: Info): string => {
  const rows: Array<readonly [string, string]> = [
    ["File", info.file === null ? "(in memory)" : printable(info.file)],
    ["Session", printable(info.id)]
  ]
  if (info.name !== null) rows.push(["Name", clip(info.name, Number.MAX_SAFE_INTEGER)])
  rows.push(
    ["Cwd", info.cwd === null ? "(none)" : printable(info.cwd)],
    ["Entries", `${group(info.entries)}, ${group(info.leaves)} ${info.leaves === 1 ? "leaf" : "leaves"}`],
    ["Leaf", info.leafId === null ? "(before the first entry)" : printable(info.leafId)]
  )
  const byRole = Object.entries(info.messages.byRole).map(([role, n]) => `${group(n)} ${clip(role, 40)}`)
  rows.push(
    ["Messages", `${group(info.messages.total)}${byRole.length > 0 ? ` (${byRole.join(", ")})` : ""}`],
    ["Tool calls", group(info.toolCalls)],
    [
      "Tokens",
      `${group(info.tokens.total)} (input ${group(info.tokens.input)}, output ${group(info.tokens.output)}, ` +
        `cache read ${group(info.tokens.cacheRead)}, cache write ${group(info.tokens.cacheWrite)})`
    ],
    ["Cost", `$${info.cost.total.toFixed(4)}`],
    ["Labels", group(info.labels.length)],
    ...info.labels.map(({ targetId, label }) => [`  ${printable(targetId)}`, clip(label, SUMMARY_WIDTH)] as const),
    ["Diagnostics", `${plural(info.diagnostics.errors, "error")}, ${plural(info.diagnostics.warnings, "warning")}`]
  )
  const width = rows.reduce((max, [key]) => Math.max(max, key.length), 0) + 2
  // indented rows (the labels) belong to the row above and take no colon
  const line = ([key, value]: readonly [string, string]) =>
    `${(key.startsWith(" ") ? key : `${key}:`).padEnd(width)}${value}`.trimEnd()
  return rows.map(line).join("\n")
}

// ---------------------------------------------------------------------------------------------
// Exports of the active path
// ---------------------------------------------------------------------------------------------

/** A piece of an exported entry: Markdown text, code (in a language, when known), thinking, or a note. */
export type Part =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "code"; readonly text: string; readonly lang?: string }
  | { readonly kind: "thinking"; readonly text: string }
  | { readonly kind: "note"; readonly text: string }

export type Kind = "user" | "assistant" | "tool" | "system" | "summary" | "custom" | "event"

/** An entry as the exports show it: a heading and its parts, or (kind `event`) one note line. */
export interface Section {
  readonly entry: Entry
  readonly kind: Kind
  readonly title: string
  readonly parts: ReadonlyArray<Part>
}

const text = (value: string): ReadonlyArray<Part> => (value.trim() === "" ? [] : [{ kind: "text", text: value }])
const code = (value: string, lang?: string): ReadonlyArray<Part> =>
  value === "" ? [] : [lang === undefined ? { kind: "code", text: value } : { kind: "code", text: value, lang }]
const note = (value: string): Part => ({ kind: "note", text: value })

const contentParts = (content: Json.Json | undefined, asCode: boolean): ReadonlyArray<Part> => {
  if (typeof content === "string") return asCode ? code(content) : text(content)
  return list(content).flatMap((block): ReadonlyArray<Part> => {
    if (!Json.isObject(block)) return []
    if (block.type === "text") return asCode ? code(Json.asString(block.text)) : text(Json.asString(block.text))
    if (block.type === "image") return [note(`image${block.mimeType ? ` (${Json.asString(block.mimeType)})` : ""}`)]
    return []
  })
}

const assistantParts = (message: Json.JsonObject): ReadonlyArray<Part> => {
  const parts: Array<Part> = []
  const content = message.content
  if (typeof content === "string") parts.push(...text(content))
  for (const block of list(content)) {
    if (!Json.isObject(block)) continue
    if (block.type === "text") parts.push(...text(Json.asString(block.text)))
    else if (block.type === "thinking") {
      if (block.redacted === true) parts.push(note("thinking redacted"))
      else if (Json.asString(block.thinking).trim() !== "") parts.push({ kind: "thinking", text: Json.asString(block.thinking) })
    } else if (block.type === "toolCall") {
      parts.push(note(`tool call ${Json.asString(block.name) || "?"}`))
      parts.push(...code(block.arguments === undefined ? "" : JSON.stringify(block.arguments, null, 2), "json"))
    }
  }
  if (message.stopReason === "aborted") parts.push(note("aborted"))
  if (Json.asString(message.errorMessage) !== "") parts.push(note(`error: ${Json.asString(message.errorMessage)}`))
  if (parts.length === 0) parts.push(note("no content"))
  return parts
}

const systemParts = (message: Json.JsonObject): ReadonlyArray<Part> => {
  const parts: Array<Part> = [...contentParts(message.content, true)]
  if (Json.isObject(message.sections)) {
    for (const [name, value] of Object.entries(message.sections)) {
      if (typeof value === "string") parts.push(note(`section ${name}`), ...code(value))
      else parts.push(note(`section ${name} removed`))
    }
  }
  const added = toolNames(message.toolsAdded, "")
  const removed = toolNames(message.toolsRemoved, "")
  if (added.length > 0) parts.push(note(`tools added: ${added.join(", ")}`))
  if (removed.length > 0) parts.push(note(`tools removed: ${removed.join(", ")}`))
  return parts
}

const messageSection = (entry: Entry, message: Json.JsonObject): Section | undefined => {
  const section = (kind: Kind, title: string, parts: ReadonlyArray<Part>): Section => ({ entry, kind, title, parts })
  switch (message.role) {
    case "user":
      return section("user", "User", contentParts(message.content, false))
    case "assistant": {
      const model = [Json.asString(message.provider), Json.asString(message.model)].filter((s) => s !== "").join("/")
      return section("assistant", model === "" ? "Assistant" : `Assistant (${model})`, assistantParts(message))
    }
    case "toolResult":
      return section(
        "tool",
        `Tool result: ${Json.asString(message.toolName) || "?"}${message.isError === true ? " (error)" : ""}`,
        contentParts(message.content, true)
      )
    case "system":
      return section("system", "System", systemParts(message))
    case "bashExecution": {
      const output = Json.asString(message.output)
      const parts: Array<Part> = [...code(`$ ${Json.asString(message.command)}${output === "" ? "" : `\n${output}`}`)]
      if (typeof message.exitCode === "number") parts.push(note(`exit code ${message.exitCode}`))
      if (message.cancelled === true) parts.push(note("cancelled"))
      if (message.truncated === true) parts.push(note("output truncated"))
      return section("tool", "Bash", parts)
    }
    case "custom":
      return section("custom", Json.asString(message.customType) || "Custom message", contentParts(message.content, false))
    case "branchSummary":
      return section("summary", "Branch summary", text(Json.asString(message.summary)))
    case "compactionSummary":
      return section("summary", "Compaction summary", text(Json.asString(message.summary)))
    default:
      return typeof message.role === "string"
        ? section("custom", message.role, contentParts(message.content, false))
        : undefined
  }
}

/** How the exports show one entry. */
export const sectionOf = (entry: Entry): Section => {
  const value = read(entry)
  const event: Section = { entry, kind: "event", title: "", parts: [note(entrySummary(entry))] }
  switch (entry.type) {
    case "message":
      return Json.isObject(value.message) ? (messageSection(entry, value.message) ?? event) : event
    case "compaction": {
      const before = value.tokensBefore
      return {
        entry,
        kind: "summary",
        title: typeof before === "number" ? `Compaction (${group(before)} tokens before)` : "Compaction",
        parts: text(Json.asString(value.summary))
      }
    }
    case "branch_summary":
      return { entry, kind: "summary", title: "Branch summary", parts: text(Json.asString(value.summary)) }
    case "custom_message":
      return { entry, kind: "custom", title: Json.asString(value.customType) || "Custom message", parts: contentParts(value.content, false) }
    default:
      return event
  }
}

/** The sections of the path from the root to `leafId`, leaf markers left out. */
export const pathSections = (tree: SessionTree.SessionTree, leafId: string | null): ReadonlyArray<Section> =>
  SessionTree.path(tree, leafId)
    .filter((entry) => !entry.isLeafMarker)
    .map(sectionOf)

/** The session's name, else `Session <id>`. */
export const sessionTitle = (tree: SessionTree.SessionTree, header: Header): string =>
  SessionTree.sessionName(tree) ?? `Session ${header.id}`

// Markdown ------------------------------------------------------------------------------------

/** Inline text with every Markdown-significant character escaped, on one line. */
const inline = (value: string): string =>
  printable(value.replace(/\s+/g, " ")).replace(/[\\`*_[\]<>|~&#]/g, "\\$&")

/**
 * Message text as it was written (it is Markdown already, HTML included); only a fence left
 * open is closed, so that it cannot swallow the rest of the export.
 */
const markdownText = (value: string): string => {
  const out: Array<string> = []
  let fence: string | undefined
  for (const line of value.split(/\r?\n/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined) {
      if (marker !== undefined) fence = marker
      out.push(line)
    } else {
      const closes = marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)
      if (closes) fence = undefined
      out.push(line)
    }
  }
  if (fence !== undefined) out.push(fence)
  return out.join("\n")
}

/** A fenced code block whose fence is longer than any backtick run inside. */
const fenced = (value: string, lang = ""): string => {
  let longest = 0
  for (const run of value.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  const fence = "`".repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${value.replace(/\n$/, "")}\n${fence}`
}

const markdownPart = (part: Part): string => {
  switch (part.kind) {
    case "text":
      return markdownText(part.text)
    case "code":
      return fenced(part.text, part.lang)
    case "thinking":
      return ["> *Thinking*", ">", ...markdownText(part.text).split("\n").map((line) => `> ${line}`.trimEnd())].join("\n")
    case "note":
      return `*${inline(part.text)}*`
  }
}

/**
 * The active path (root → `leafId`) as Markdown: a title and the session's facts, then a
 * `##` heading per message or summary with its text; other entries as one italic line.
 * Message text stays as written; tool calls and output go in fenced code.
 */
export const exportMarkdown = (tree: SessionTree.SessionTree, header: Header, leafId: string | null): string => {
  const out: Array<string> = [`# ${inline(sessionTitle(tree, header))}`, ""]
  out.push(`- Session: ${inline(header.id)}`)
  if (header.cwd !== undefined) out.push(`- Cwd: ${inline(header.cwd)}`)
  if (typeof header.timestamp === "string") out.push(`- Started: ${inline(header.timestamp)}`)
  out.push(`- Leaf: ${leafId === null ? "(before the first entry)" : inline(leafId)}`, "")
  const sections = pathSections(tree, leafId)
  if (sections.length === 0) out.push("*No entries on the path.*", "")
  for (const section of sections) {
    if (section.kind !== "event") out.push(`## ${inline(section.title)}`, "")
    for (const part of section.parts) out.push(markdownPart(part), "")
  }
  return out.join("\n")
}
