/**
 * The chat transcript as terminal lines: the active path's entries (and the reply streaming in)
 * turned into wrapped, toned lines; the assistant's text as rendered Markdown. Tool output,
 * compactions and branch summaries show a preview until expanded (Ctrl+O), thinking shows until
 * hidden (Ctrl+T). Pure. Only the tail that fits the screen is laid out, and an entry's lines
 * are kept until the width or a toggle changes, so a long session costs what is visible.
 */
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import * as Prompts from "../../domain/context/Prompts.js"
import * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import { type Entry, storedMessage } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as Markdown from "../export/Markdown.js"
import stringWidth from "./ink/StringWidth.js"
import * as ToolView from "./ToolView.js"

export type Tone = "user" | "assistant" | "thinking" | "tool" | "meta" | "error"

export interface Line {
  readonly text: string
  readonly tone: Tone
  /** The line's styled pieces (rendered Markdown); plain `text` in the tone when absent. */
  readonly spans?: Markdown.StyledLine
}

/** What the transcript expands: tool output and summaries in full (Ctrl+O), thinking (Ctrl+T). */
export interface Display {
  readonly expandTools: boolean
  readonly showThinking: boolean
}

export const defaultDisplay: Display = { expandTools: false, showThinking: true }

/** The last lines of a `!command`'s output shown while collapsed (pi's 20), and while it runs. */
const COMMAND_PREVIEW = 20
const RUNNING_LINES = 9

/**
 * Splits text into lines that take at most `width` terminal columns (wide characters count
 * two), breaking at spaces where it can. The text is first made safe (`TerminalText.display`),
 * so that the widths are those of what the terminal shows.
 */
export const wrap = (text: string, width: number): ReadonlyArray<string> => {
  const max = Math.max(2, width)
  const out: Array<string> = []
  for (const raw of TerminalText.display(text).replace(/\t/g, "  ").split("\n")) {
    let line: Array<string> = []
    let used = 0
    let space = -1
    for (const char of raw) {
      const columns = stringWidth(char)
      if (used + columns > max && line.length > 0) {
        if (char === " ") {
          out.push(line.join("").trimEnd())
          line = []
          used = 0
          space = -1
          continue
        }
        const rest = space > 0 ? line.slice(space + 1) : []
        out.push((space > 0 ? line.slice(0, space) : line).join("").trimEnd())
        line = rest
        used = rest.reduce((sum, c) => sum + stringWidth(c), 0)
        space = -1
      }
      if (char === " ") space = line.length
      line.push(char)
      used += columns
    }
    out.push(line.join(""))
  }
  return out
}

const toned = (text: string, tone: Tone, width: number, indent = ""): Array<Line> =>
  wrap(text, width - indent.length).map((piece, i) => ({ text: (i === 0 ? indent : " ".repeat(indent.length)) + piece, tone }))

/** The line made of a Markdown line, by the Markdown line: a reply's closed blocks give the same lines at each frame. */
const lineOf = new WeakMap<Markdown.StyledLine, Line>()

/** Markdown as lines in a tone. */
const markdown = (text: string, tone: Tone, width: number): Array<Line> =>
  Markdown.toLines(text, width).map((spans) => {
    const known = lineOf.get(spans)
    if (known?.tone === tone) return known
    const line = { text: Markdown.lineText(spans), tone, spans }
    lineOf.set(spans, line)
    return line
  })

const hint = (text: string): Line => ({ text, tone: "meta" })

/** Lines of a collapsed summary. */
const PREVIEW_LINES = 3

/**
 * A summary (compaction, branch): its title, then its text as Markdown; collapsed, the first
 * lines of the rendered text (blank lines left out, a branch summary without the preamble pi
 * puts in front of it) and how many more there are.
 */
const summary = (title: string, text: string, width: number, expanded: boolean): Array<Line> => {
  if (expanded) return [{ text: title, tone: "meta" }, ...markdown(text, "meta", width)]
  const body = text.startsWith(Prompts.BRANCH_SUMMARY_PREAMBLE) ? text.slice(Prompts.BRANCH_SUMMARY_PREAMBLE.length) : text
  const lines = markdown(body, "meta", width).filter((line) => line.text.trim() !== "")
  const rest = lines.length - PREVIEW_LINES
  return [
    { text: title, tone: "meta" },
    ...lines.slice(0, PREVIEW_LINES),
    ...(rest > 0 ? [hint(`… ${rest} more line${rest === 1 ? "" : "s"} (Ctrl+O expands)`)] : [])
  ]
}

/** The lines of one message (user, assistant, tool result, summaries, custom, bash). */
export const messageLines = (message: Json.JsonObject, width: number, display: Display = defaultDisplay): Array<Line> => {
  const content = message.content
  switch (message.role) {
    case "user":
      return toned(Json.contentText(content, "\n") || "(empty)", "user", width, "› ")
    case "assistant": {
      const lines: Array<Line> = []
      const blocks = Array.isArray(content) ? content : typeof content === "string" ? [{ type: "text", text: content }] : []
      for (const block of blocks) {
        if (!Json.isObject(block)) continue
        if (block.type === "text" && Json.asString(block.text).trim() !== "") lines.push(...markdown(Json.asString(block.text), "assistant", width))
        else if (block.type === "thinking" && Json.asString(block.thinking).trim() !== "") {
          const thinking = Json.asString(block.thinking).trim()
          if (display.showThinking) lines.push(...toned(thinking, "thinking", width, "∴ "))
          else {
            const count = thinking.split("\n").length
            lines.push(hint(`∴ Thinking (${count} line${count === 1 ? "" : "s"}, Ctrl+T shows it)`))
          }
        } else if (block.type === "toolCall") lines.push(...ToolView.callLines(Json.asString(block.name), block.arguments, width, display.expandTools))
      }
      if (message.stopReason === "aborted") lines.push({ text: "(aborted)", tone: "error" })
      else if (message.stopReason === "error") lines.push(...toned(`Error: ${Json.asString(message.errorMessage) || "the model failed"}`, "error", width))
      return lines
    }
    case "toolResult":
      return ToolView.resultLines(message, width, display.expandTools)
    case "bashExecution": {
      const lines = ToolView.shellLines(Json.asString(message.command), Json.asString(message.output), width, display.expandTools, COMMAND_PREVIEW)
      if (message.cancelled === true) lines.push({ text: "(cancelled)", tone: "error" })
      else if (typeof message.exitCode === "number" && message.exitCode !== 0) lines.push({ text: `(exit code ${message.exitCode})`, tone: "error" })
      if (message.truncated === true && typeof message.fullOutputPath === "string") {
        lines.push(...toned(`(full output: ${message.fullOutputPath})`, "meta", width))
      }
      if (message.excludeFromContext === true) lines.push(hint("(not sent to the model)"))
      return lines
    }
    case "branchSummary":
      return summary("[branch summary]", Json.asString(message.summary), width, display.expandTools)
    case "compactionSummary":
      return summary("[compaction]", Json.asString(message.summary), width, display.expandTools)
    case "custom":
      return message.display === false ? [] : toned(`[${Json.asString(message.customType)}] ${Json.contentText(content, "\n")}`, "meta", width)
    default:
      return []
  }
}

/** A `!cmd` that is still running: the command and the end of its output so far. */
export const runningCommandLines = (command: string, output: string, width: number): Array<Line> => {
  const tail = output.replace(/\n$/, "").split("\n").slice(-RUNNING_LINES).join("\n")
  return [...ToolView.shellLines(command, tail, width, true, RUNNING_LINES), hint("(running; Esc stops it)")]
}

/** Lines already laid out, per entry, for one width and display. */
const laidOut = new WeakMap<Entry, { readonly width: number; readonly display: Display; readonly lines: Array<Line> }>()

/** The lines of one entry on the active path; entries that the chat does not show give none. */
export const entryLines = (entry: Entry, width: number, display: Display = defaultDisplay): Array<Line> => {
  const cached = laidOut.get(entry)
  if (
    cached !== undefined && cached.width === width && cached.display.expandTools === display.expandTools && cached.display.showThinking === display.showThinking
  ) {
    return cached.lines
  }
  const lines = layoutEntry(entry, width, display)
  laidOut.set(entry, { width, display, lines })
  return lines
}

const layoutEntry = (entry: Entry, width: number, display: Display): Array<Line> => {
  switch (entry.type) {
    case "message": {
      const message = storedMessage(entry)
      return message === undefined ? [] : messageLines(message, width, display)
    }
    // the entries that reach the model as messages read like those messages
    case "branch_summary":
      return messageLines({ ...entry.value, role: "branchSummary" }, width, display)
    case "compaction": {
      const before = entry.value.tokensBefore
      const tokens = typeof before === "number" ? `${Math.round(before / 1000)}k tokens` : "?"
      return summary(`[compaction: ${tokens}]`, Json.asString(entry.value.summary), width, display.expandTools)
    }
    case "custom_message":
      return messageLines({ ...entry.value, role: "custom" }, width, display)
    case "model_change":
      return toned(`model: ${Json.asString(entry.value.provider)}/${Json.asString(entry.value.modelId)}`, "meta", width)
    case "session_info":
      return entry.name?.trim() ? toned(`session name: ${entry.name.trim()}`, "meta", width) : []
    case "custom": {
      // a checkpoint of the files: how many changed in the turn (`/tree` can bring them back)
      const files = Recorded.of(entry)
      return files === undefined ? [] : toned(`files: ${files.changed} changed`, "meta", width)
    }
    default:
      // labels, context edits, usage, thinking levels, other custom data (Arbor's leaf markers too)
      return []
  }
}

/** The lines of the reply streaming in. */
export const partialLines = (partial: AssistantMessage.Partial, width: number, display: Display = defaultDisplay): Array<Line> =>
  messageLines({ role: "assistant", content: AssistantMessage.content(partial) as Json.Json }, width, display)

export interface Viewport {
  readonly lines: ReadonlyArray<Line>
  /** Lines hidden above the viewport (at least; the walk stops once enough are laid out). */
  readonly above: number
  /** Lines hidden below it: how far the transcript is scrolled up. */
  readonly below: number
  /**
   * Where the first line shown is, counted from the first line of `trailing` (from the end of
   * the path when there is none; negative above it): a line keeps its number while a reply
   * streams in below it and scrolls the screen, so the view can key its lines by it.
   */
  readonly first: number
}

/**
 * The last `height` lines of the transcript, `scroll` lines up from the bottom: entries are
 * laid out from the leaf backwards until the screen (plus the scroll) is filled. Blocks are
 * separated by a blank line. `after` gives the blocks printed after an entry (after none: before
 * the first), the last first (`Notes.after`).
 */
export const viewport = (
  path: ReadonlyArray<Entry>,
  trailing: ReadonlyArray<Line>,
  width: number,
  height: number,
  scroll: number,
  display: Display = defaultDisplay,
  after: (entry: Entry | undefined) => ReadonlyArray<ReadonlyArray<Line>> = () => []
): Viewport => {
  const need = height + Math.max(0, scroll)
  const blocks: Array<ReadonlyArray<Line>> = trailing.length > 0 ? [trailing] : []
  let count = trailing.length
  const printed = (entry: Entry | undefined) => {
    for (const block of after(entry)) {
      blocks.push(block)
      count += block.length + 1
    }
  }
  let i = path.length - 1
  for (; i >= 0 && count < need + 1; i--) {
    printed(path[i])
    const lines = entryLines(path[i] as Entry, width, display)
    if (lines.length === 0) continue
    blocks.push(lines)
    count += lines.length + 1
  }
  if (i < 0) printed(undefined)
  const all: Array<Line> = []
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (all.length > 0) all.push({ text: "", tone: "meta" })
    all.push(...(blocks[i] as ReadonlyArray<Line>))
  }
  const offset = Math.min(Math.max(0, scroll), Math.max(0, all.length - height))
  const end = all.length - offset
  const start = Math.max(0, end - height)
  return { lines: all.slice(start, end), above: start, below: offset, first: start - (all.length - trailing.length) }
}

/** Whether two lines show the same: the same text in the same tone and styles (a redrawn line is kept). */
export const sameLine = (a: Line, b: Line): boolean =>
  a === b || (a.text === b.text && a.tone === b.tone && (a.spans === b.spans || sameSpans(a.spans ?? [], b.spans ?? [])))

const sameSpans = (a: Markdown.StyledLine, b: Markdown.StyledLine): boolean =>
  a.length === b.length && a.every((span, i) => {
    const other = b[i] as Markdown.Span
    const keys = Object.keys(span) as Array<keyof Markdown.Span>
    return keys.length === Object.keys(other).length && keys.every((key) => span[key] === other[key])
  })
