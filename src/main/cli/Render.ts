/**
 * How the `arbor` command line shows sessions: one-line entry summaries, the tree as indented
 * text for people or as pi's `getTree` JSON for scripts, model contexts, session listings and
 * session facts (`SessionStats`) as text. Pure: strings in, strings out, with no trailing
 * newline. The exports of a path are in `Export`.
 *
 * The trees are laid out by `TreeLayout` (pi's order, iterative, linear in the entries shown).
 * Arbor's `arbor.leaf` markers are bookkeeping, not conversation: the views hide them unless
 * `all` is set, and a hidden marker's children attach to the marker's parent. Text from the
 * file never reaches a terminal raw: it goes through `TerminalText` (escape sequences, control
 * and bidi characters shown as markers). Entry values are parsed from their text on each use
 * rather than through `Entry.value`, so rendering a large file does not keep every parsed line
 * alive.
 */
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import type * as Context from "../../domain/context/Context.js"
import type { Entry } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as ByteSource from "../../domain/scan/ByteSource.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import type * as SessionStats from "../../domain/scan/SessionStats.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as TreeLayout from "../../domain/tree/TreeLayout.js"

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** The widest an entry summary gets, in code points. */
export const SUMMARY_WIDTH = 80

const WHITESPACE = /\s/u

/**
 * One line of at most `width` code points: the text as `TerminalText.display` shows it, runs
 * of whitespace as one space, the ends trimmed, and a cut text ending with `…`. Reads only as
 * much of `text` as it keeps (a growing window of it, so an escape sequence cut at the
 * window's end is read again whole).
 */
const clip = (text: string, width: number): string => {
  for (let window = 4 * Math.max(width, 16);; window *= 4) {
    const whole = window >= text.length
    // a carriage return is whitespace here, not a control: the line is collapsed anyway
    const out = collapse(TerminalText.display((whole ? text : text.slice(0, window)).replace(/\r/g, " ")), width)
    if (whole || out.length > width) return cut(out, width)
  }
}

/** The first `width + 1` code points of `text` with whitespace runs as one space and none at the start. */
const collapse = (text: string, width: number): Array<string> => {
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
    out.push(ch)
    if (out.length > width) break
  }
  return out
}

const cut = (out: Array<string>, width: number): string => {
  if (out.length <= width) return out.join("")
  if (width <= 0) return ""
  const kept = out.slice(0, width - 1)
  while (kept[kept.length - 1] === " ") kept.pop()
  return `${kept.join("")}…`
}

/** The text for one line of a terminal (`TerminalText.line`: line breaks and controls as U+FFFD, sequences as ␛). */
export const printable = (text: string): string => TerminalText.line(text)

/** `head + body` clipped so that the fixed `tail` still fits in the summary width. */
const fit = (head: string, body: string, tail = ""): string => clip(head + body, SUMMARY_WIDTH - tail.length) + tail

/** Thousands grouped with commas, independent of the locale. */
export const group = (n: number): string => Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : String(n)

// ---------------------------------------------------------------------------------------------
// Entry summaries
// ---------------------------------------------------------------------------------------------

/** Text blocks joined by spaces, images shown as `[image]`; a string content as itself. */
const contentText = (content: Json.Json | undefined): string => {
  if (typeof content === "string") return content
  const parts: Array<string> = []
  for (const block of Json.asArray(content)) {
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
    for (const block of Json.asArray(content)) {
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
  Json.asArray(tools).flatMap((tool) => (Json.isObject(tool) && typeof tool.name === "string" ? [sign + tool.name] : []))

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
      const tail = message.cancelled === true
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
  const value = Json.parseObject(entry.text)
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
    case "custom": {
      // a checkpoint of the files: how many changed (the tree, the exports)
      const files = Recorded.of(entry)
      return files === undefined ? fit("[custom ", entry.customType ?? "", "]") : `[files: ${files.changed} changed]`
    }
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

const minute = (date: Date): string => Number.isNaN(date.getTime()) ? "????-??-?? ??:??" : date.toISOString().slice(0, 16).replace("T", " ")

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

/** A time as JSON: its ISO text, or null for an invalid one. */
const timeJson = (date: Date) => {
  const iso = Json.isoTime(date.getTime())
  return iso === null ? "null" : `"${iso}"`
}

/** A session's listing as JSON text, field by field (10,000 of them: no object made to be stringified whole). */
const sessionJson = (info: SessionInfo.SessionInfo): string => {
  const quote = Json.quote
  return (
    `{"path":${quote(info.path)},"id":${info.id === undefined ? "null" : quote(info.id)},"cwd":${quote(info.cwd)}` +
    (info.name === undefined ? "" : `,"name":${quote(info.name)}`) +
    (info.parentSessionPath === undefined ? "" : `,"parentSessionPath":${quote(info.parentSessionPath)}`) +
    `,"created":${timeJson(info.created)},"modified":${timeJson(info.modified)}` +
    `,"messageCount":${info.messageCount},"firstMessage":${quote(info.firstMessage)}}`
  )
}

/** Session listings for programs (`ls --json`): a JSON array in pieces, each session's made when its turn comes. */
export const sessionListJson = function*(sessions: ReadonlyArray<SessionInfo.SessionInfo>): Generator<string> {
  yield "["
  for (const [i, session] of sessions.entries()) yield i === 0 ? sessionJson(session) : `,${sessionJson(session)}`
  yield "]"
}

// ---------------------------------------------------------------------------------------------
// Tree views
// ---------------------------------------------------------------------------------------------

/** The tree in pi's order with the markers hidden unless `all`: a hidden marker's children take its place. */
const shownTree = (tree: SessionTree.SessionTree, all: boolean) => {
  const order = TreeLayout.order(tree)
  const shown = TreeLayout.restrict(order, (node) => all || !SessionTree.isLeafMarkerAt(tree, order.positions[node] as number))
  return { order, shown }
}

/** A line of the tree view: the entry, its label, the gutter and connector drawn before it, and its shown parent. */
export interface Row {
  readonly entry: Entry
  readonly label: string | undefined
  readonly prefix: string
  /** The index of the row of its nearest shown ancestor, -1 for a root. */
  readonly parent: number
  /** On the path from the root to the effective leaf. */
  readonly active: boolean
}

/**
 * Depth-first pre-order rows in pi's order. An only child continues under its parent at the
 * same indentation; siblings get `├─ `/`└─ ` connectors and their subtrees a `│  ` or blank
 * gutter. A branch point stays one when a hidden marker was among its children (the leaf was
 * moved there), so the branch left behind never reads as the continuation of the active path.
 * Several roots are drawn as the children of an invisible root.
 */
const layout = (tree: SessionTree.SessionTree, all: boolean): ReadonlyArray<Row> => {
  const { order, shown } = shownTree(tree, all)
  const gutters = TreeLayout.gutters(shown, {
    connects: (v) => {
      const p = shown.parent[v] as number
      const siblings = p < 0 ? shown.rootCount : (shown.childCount[p] as number)
      const before = p < 0 ? order.rootCount : (order.childCount[shown.nodes[p] as number] as number)
      return siblings > 1 || before > 1
    }
  })
  const rows = new Array<Row>(shown.nodes.length)
  for (let v = 0; v < rows.length; v++) {
    const node = shown.nodes[v] as number
    const entry = SessionTree.entryAt(tree, order.positions[node] as number) as Entry
    rows[v] = {
      entry,
      label: SessionTree.label(tree, entry.id as string),
      prefix: TreeLayout.prefix(gutters, v),
      parent: shown.parent[v] as number,
      active: order.onPath[node] === 1
    }
  }
  return rows
}

/** The rows of the tree view (leaf markers hidden), for other views of the tree. */
export const treeRows = (tree: SessionTree.SessionTree): ReadonlyArray<Row> => layout(tree, false)

interface Sgr {
  readonly on: string
  readonly off: string
}
const BOLD: Sgr = { on: "1", off: "22" }
const DIM: Sgr = { on: "2", off: "22" }
const YELLOW: Sgr = { on: "33", off: "39" }
const GREEN: Sgr = { on: "32", off: "39" }
const CYAN: Sgr = { on: "36", off: "39" }

const paint = (color: boolean, sgr: Sgr, text: string): string => color && text !== "" ? `\u001b[${sgr.on}m${text}\u001b[${sgr.off}m` : text

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
  const rows = layout(tree, options.all)
  if (rows.length === 0) return "(no entries)"
  const color = options.color
  const leaf = SessionTree.leafId(tree)
  const lines: Array<string> = []
  for (const { entry, label, prefix, active } of rows) {
    const id = entry.id as string
    let body = `${active ? "• " : ""}${paint(color, YELLOW, printable(id))} ${entrySummary(entry)}`
    if (label !== undefined) body += ` ${paint(color, CYAN, `[${clip(label, 40)}]`)}`
    if (id === leaf) body += ` ${paint(color, GREEN, "◀ leaf")}`
    lines.push(paint(color, DIM, prefix) + (active ? paint(color, BOLD, body) : body))
  }
  if (leaf === null) lines.push("(leaf: before the first entry)")
  return lines.join("\n")
}

/**
 * The tree as pi's `getTree` gives it: a JSON array of roots, each
 * `{ entry, children, label?, labelTimestamp? }` with the entry's full value. Written without
 * recursion, so any depth works; parses to exactly that nested value. The text comes in pieces
 * to be written as they come: an entry read from the file is its position in the tree, whose
 * stored bytes (`SessionTree.storedEntryOffset`, `storedEntrySize`) a writer copies from the
 * file (`treeSpans`), and no `Entry` is made for it; an entry given as an object is its bytes.
 */
export function* treeJsonPieces(tree: SessionTree.SessionTree, options: { readonly all: boolean }): Generator<Uint8Array | string | number> {
  const { order, shown } = shownTree(tree, options.all)
  const labelAt = SessionTree.labelAt(tree)
  const positionOf = (v: number): number => order.positions[shown.nodes[v] as number] as number
  const close = (v: number): string => {
    const label = labelAt(positionOf(v))
    if (label === undefined) return "]}"
    const timestamp = label.timestamp === undefined ? "" : `,"labelTimestamp":${Json.stringify(label.timestamp)}`
    return `],"label":${Json.stringify(label.label)}${timestamp}}`
  }
  yield "["
  /** The rows whose children are being written, innermost last. */
  const open: Array<number> = []
  for (let v = 0; v < shown.nodes.length; v++) {
    const p = shown.parent[v] as number
    while (open.length > 0 && open[open.length - 1] !== p) yield close(open.pop() as number)
    // in pre-order a first child comes right after its parent (the first root at 0)
    yield v === p + 1 ? "{\"entry\":" : ",{\"entry\":"
    // an entry's stored bytes are the JSON of its value
    const position = positionOf(v)
    yield SessionTree.hasStoredEntry(tree, position) ? position : (SessionTree.entryAt(tree, position) as Entry).bytes()
    yield ",\"children\":["
    open.push(v)
  }
  while (open.length > 0) yield close(open.pop() as number)
  yield "]"
}

/**
 * Bytes read at a time for the entries of `tree --json`: pi's order is close to file order, so
 * a window serves many entries before it is read again.
 */
const TREE_WINDOW = 256 * 1024

/** The stored entries of `treeJsonPieces` (tree positions) as spans, copied from `source` (the tree's, the file `path`) through one window. */
export const treeSpans = (tree: SessionTree.SessionTree, source: ByteSource.Readable, path: string): Json.Spans =>
  ByteSource.spans(source, path, {
    offset: (position) => SessionTree.storedEntryOffset(tree, position),
    size: (position) => SessionTree.storedEntrySize(tree, position)
  }, TREE_WINDOW)

/** `treeJsonPieces` as one string. */
export const treeJson = (tree: SessionTree.SessionTree, options: { readonly all: boolean }): string =>
  Json.join(function*() {
    for (const piece of treeJsonPieces(tree, options)) yield typeof piece === "number" ? SessionTree.storedEntryAt(tree, piece) : piece
  }())

// ---------------------------------------------------------------------------------------------
// Session facts
// ---------------------------------------------------------------------------------------------

const plural = (n: number, word: string): string => `${group(n)} ${word}${n === 1 ? "" : "s"}`

/** `arbor info` for people: one `Key: value` line per fact, labels listed under their count. No trailing newline. */
export const infoText = (info: SessionStats.SessionStats): string => {
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
  const line = ([key, value]: readonly [string, string]) => `${(key.startsWith(" ") ? key : `${key}:`).padEnd(width)}${value}`.trimEnd()
  return rows.map(line).join("\n")
}
