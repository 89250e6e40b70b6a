/**
 * Tool calls and their results as the chat's transcript lines, as pi 1.6.0 shows them: a call
 * is its heading (`edit notes.md`, `$ ls -la`, `read src/a.ts:1-20`) and, for a `write`, the
 * text written (highlighted in its file's language); a result is what it means to the reader: an edit's numbered diff in colour, the
 * *last* lines of a command's output and `Took 0.1s`, a read's text only when expanded (Ctrl+O),
 * an error in red. Collapsed parts end (or, for a command, start) with a line saying how many
 * lines are hidden.
 *
 * Every line fits `width` terminal columns: text is made safe (`TerminalText.display`) first
 * and cut by grapheme cluster (`Columns`), so wide characters and escape sequences cannot push
 * a line past the edge. Pure.
 */
import * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as Diff from "../../domain/tools/Diff.js"
import * as Highlight from "../export/Highlight.js"
import type * as Markdown from "../export/Markdown.js"
import * as ToolCall from "../export/ToolCall.js"
import type { Line, Tone } from "./Chat.js"
import * as Columns from "./Columns.js"

type Style = Omit<Markdown.Span, "text">

/** Lines of a command's output shown while collapsed (its last ones). */
export const SHELL_PREVIEW = 5
/** Lines of written text or other output shown while collapsed (the first ones). */
export const TEXT_PREVIEW = 10
/** The tools whose listings pi previews longer: their first lines shown while collapsed. */
const LISTING_PREVIEW: { readonly [tool: string]: number } = { grep: 15, find: 20, ls: 20 }
/** Body lines are indented under their heading. */
const INDENT = "  "

const TITLE: Style = { bold: true }
const NOTE: Style = { dim: true }
/** Output reads muted, as highlighted code's comments do. */
const OUTPUT: Style = { code: true, scope: "comment" }
const ADDED: Style = { code: true, scope: "addition" }
const REMOVED: Style = { code: true, scope: "deletion" }
const UNCHANGED: Style = { dim: true }

/** Untrusted text as the terminal shows it, tabs as three spaces (pi's). */
const clean = (text: string): string => TerminalText.display(text).replace(/\t/g, "   ")

/** One line of text cut into pieces of at most `columns` columns (at least one piece; a cluster is never split). */
const cut = (text: string, columns: number): Array<string> => {
  if (Columns.width(text) <= columns) return [text]
  const pieces: Array<string> = []
  let piece = ""
  let used = 0
  for (const { segment } of Columns.graphemes(text)) {
    const w = Columns.width(segment)
    if (used + w > columns && piece !== "") {
      pieces.push(piece)
      piece = ""
      used = 0
    }
    piece += segment
    used += w
  }
  pieces.push(piece)
  return pieces
}

/**
 * Text as lines of at most `width` columns: each of its lines is cut to fit after `indent`,
 * the pieces after the first indented by as many spaces. A narrow screen drops the indent
 * rather than the text.
 */
const block = (text: string, tone: Tone, width: number, style?: Style, indent = INDENT): Array<Line> => {
  const room = width - Columns.width(indent)
  const prefix = room >= 2 ? indent : ""
  const columns = Math.max(2, width - Columns.width(prefix))
  const rest = " ".repeat(Columns.width(prefix))
  const out: Array<Line> = []
  for (const raw of text.split("\n")) {
    cut(clean(raw), columns).forEach((piece, i) => {
      const lead = i === 0 ? prefix : rest
      out.push(
        style === undefined
          ? { text: lead + piece, tone }
          : { text: lead + piece, tone, spans: lead === "" ? [{ text: piece, ...style }] : [{ text: lead }, { text: piece, ...style }] }
      )
    })
  }
  return out
}

/**
 * One line of styled spans as lines of at most `width` columns after `indent` (the pieces after
 * the first under it), cut by grapheme cluster; neighbouring pieces of one style stay one span.
 */
const styledBlock = (spans: ReadonlyArray<Markdown.Span>, tone: Tone, width: number, indent = INDENT): Array<Line> => {
  const prefix = width - Columns.width(indent) >= 2 ? indent : ""
  const columns = Math.max(2, width - Columns.width(prefix))
  const cleaned = spans.map((span) => ({ ...span, text: clean(span.text) }))
  const rows: Array<Array<Markdown.Span>> = [[]]
  const add = (span: Markdown.Span, text: string) => {
    if (text === "") return
    const row = rows[rows.length - 1] as Array<Markdown.Span>
    const last = row[row.length - 1]
    if (last !== undefined && last.scope === span.scope) row[row.length - 1] = { ...last, text: last.text + text }
    else row.push({ ...span, text })
  }
  if (Columns.width(cleaned.map((span) => span.text).join("")) <= columns) {
    // most lines fit: no cutting
    for (const span of cleaned) add(span, span.text)
  } else {
    let used = 0
    for (const span of cleaned) {
      let piece = ""
      for (const { segment } of Columns.graphemes(span.text)) {
        const w = Columns.width(segment)
        if (used + w > columns && used > 0) {
          add(span, piece)
          rows.push([])
          piece = ""
          used = 0
        }
        piece += segment
        used += w
      }
      add(span, piece)
    }
  }
  const lead = " ".repeat(Columns.width(prefix))
  return rows.map((row, i) => {
    const first = i === 0 ? prefix : lead
    const pieces = first === "" ? row : [{ text: first }, ...row]
    return { text: pieces.map((p) => p.text).join(""), tone, spans: pieces }
  })
}

/**
 * Code in the language `info` names (a file's extension), highlighted as the transcript's code
 * blocks are: its first lines and how many more there are, unless expanded; undefined when the
 * language is not known.
 */
const code = (text: string, info: string | undefined, width: number, expanded: boolean): Array<Line> | undefined => {
  if (Highlight.language(info) === undefined) return undefined
  const lines = trimmed(text)
  const shown = expanded ? lines.length : Math.min(lines.length, TEXT_PREVIEW)
  // the lines shown, from the first (a string or comment over lines keeps its colour); while
  // collapsed, a long write streaming in costs ten lines' highlighting a frame, not its length
  const out = Highlight.toRuns(lines.slice(0, shown).join("\n"), info).flatMap((runs) =>
    styledBlock(runs.map((run) => ({ text: run.text, code: true, scope: run.scope })), "tool", width)
  )
  const rest = lines.length - shown
  if (rest > 0) out.push(...hint(`… ${plural(rest, "more line")}, ${lines.length} total (Ctrl+O expands)`, width))
  return out
}

const hint = (text: string, width: number, indent = INDENT): Array<Line> => block(text, "meta", width, undefined, indent)

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

/** Lines without the blank ones at the end. */
const trimmed = (text: string): Array<string> => {
  const lines = text.replace(/\r/g, "").split("\n")
  let end = lines.length
  while (end > 0 && (lines[end - 1] as string).trim() === "") end--
  return lines.slice(0, end)
}

/** The first lines of `text`, and a line saying how many more there are, unless expanded. */
const head = (text: string, tone: Tone, width: number, expanded: boolean, style?: Style, total = false, keep = TEXT_PREVIEW): Array<Line> => {
  const lines = trimmed(text)
  if (expanded || lines.length <= keep) return lines.length === 0 ? [] : block(lines.join("\n"), tone, width, style)
  const rest = lines.length - keep
  return [
    ...block(lines.slice(0, keep).join("\n"), tone, width, style),
    ...hint(`… ${plural(rest, "more line")}${total ? `, ${lines.length} total` : ""} (Ctrl+O expands)`, width)
  ]
}

/** The last `keep` lines of `text` after a line saying how many come before, unless expanded. */
const tail = (text: string, tone: Tone, width: number, expanded: boolean, keep: number, style?: Style, indent = INDENT): Array<Line> => {
  const lines = trimmed(text)
  if (expanded || lines.length <= keep) return lines.length === 0 ? [] : block(lines.join("\n"), tone, width, style, indent)
  const hidden = lines.length - keep
  return [
    ...hint(`… ${plural(hidden, "earlier line")} (Ctrl+O expands)`, width, indent),
    ...block(lines.slice(-keep).join("\n"), tone, width, style, indent)
  ]
}

/** A call's heading line(s): the title bold, the note muted when it fits on the line. */
const headingLines = (h: ToolCall.Heading, width: number): Array<Line> => {
  const main = clean(`${h.title}${h.target === "" ? "" : ` ${h.target}`}`).replace(/\n/g, " ")
  const note = clean(h.note).replace(/\n/g, " ")
  if (note !== "" && Columns.width(main) + Columns.width(note) <= width) {
    return [{ text: main + note, tone: "tool", spans: [{ text: main, ...TITLE }, { text: note, ...NOTE }] }]
  }
  return block(main + note, "tool", width, TITLE, "")
}

/**
 * A tool call as the assistant's message shows it: the heading, and for a `write` the text it
 * writes (its first lines until expanded), highlighted when its file's language is known.
 */
export const callLines = (name: string, args: Json.Json | undefined, width: number, expanded: boolean): Array<Line> => {
  const lines = headingLines(ToolCall.heading(name, args), width)
  const content = ToolCall.written(name, args)
  if (content !== undefined) {
    lines.push(...(code(content, ToolCall.extension(args), width, expanded) ?? head(content, "tool", width, expanded, OUTPUT, true)))
  }
  return lines
}

/**
 * A stored diff (pi's numbered form or an older unified diff) as coloured lines: additions
 * green, removals red, unchanged lines muted, each with its line number; never collapsed (pi
 * shows an edit's whole diff).
 */
export const diffLines = (diff: string, width: number): Array<Line> => {
  // an older unified diff first in pi's numbered form: its hunk headers become skip markers
  const lines = Diff.displayLines(Diff.numberedForm(diff))
  const digits = String(Math.max(1, ...lines.map((l) => l.line ?? 0))).length
  return lines.flatMap((l): Array<Line> => {
    if (l.kind === "skip") return block(`${" ".repeat(digits + 1)} ...`, "tool", width, UNCHANGED)
    const sign = l.kind === "added" ? "+" : l.kind === "removed" ? "-" : " "
    const style = l.kind === "added" ? ADDED : l.kind === "removed" ? REMOVED : UNCHANGED
    const number = l.line === undefined ? " ".repeat(digits) : String(l.line).padStart(digits, " ")
    return block(`${sign}${number} ${l.text}`, "tool", width, style)
  })
}

/**
 * A tool result as its own block under the call: an edit's diff; a command's last lines and
 * how long it took; a read's text only when expanded; nothing for a write that worked; other
 * tools' first lines. A failed call shows its error in red.
 */
export const resultLines = (message: Json.JsonObject, width: number, expanded: boolean): Array<Line> => {
  const name = Json.asString(message.toolName)
  const failed = message.isError === true
  const text = ToolCall.output(message)
  const tone: Tone = failed ? "error" : "tool"
  const style = failed ? undefined : OUTPUT
  switch (name) {
    case "bash": {
      const shell = ToolCall.shellOutput(message)
      const lines = tail(shell.text, tone, width, expanded, SHELL_PREVIEW, style)
      if (shell.notice !== undefined) lines.push(...block(shell.notice, "meta", width))
      const took = ToolCall.took(message)
      if (took !== undefined) lines.push(...block(took, "tool", width, NOTE))
      return lines
    }
    case "edit": {
      const diff = failed ? undefined : ToolCall.diff(message)
      return diff === undefined ? head(text, tone, width, expanded, style) : diffLines(diff, width)
    }
    case "write":
      return failed ? head(text, tone, width, expanded) : []
    case "read":
      return failed || expanded ? head(text, tone, width, expanded, style) : []
    default:
      return head(text, tone, width, expanded, style, false, LISTING_PREVIEW[name])
  }
}

/**
 * A user's `!command` and its output: the command, then the output's last `keep` lines unless
 * expanded, under it without an indent (they share its block).
 */
export const shellLines = (command: string, output: string, width: number, expanded: boolean, keep: number): Array<Line> => [
  ...headingLines({ title: "$", target: command, note: "" }, width),
  ...tail(output, "tool", width, expanded, keep, OUTPUT, "")
]
