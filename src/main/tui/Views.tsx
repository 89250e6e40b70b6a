/**
 * The pieces the chat's screen is drawn with: `Text` (the one way text reaches the screen, made
 * safe), the editor's view and layout, a one-line input, a transcript line in its tone and
 * Markdown styles, and the windowing of a long list. Each is a function of its props; the
 * screen's state lives in `App` and the reducers beside it.
 */
import chalk, { type ForegroundColorName } from "chalk"
import { Box, Text as InkText } from "ink"
import { type ComponentProps, memo, type ReactElement, type ReactNode, useRef } from "react"
import * as TerminalText from "../../domain/format/TerminalText.js"
import type * as Markdown from "../export/Markdown.js"
import * as Chat from "./Chat.js"
import * as Columns from "./Columns.js"
import * as Editor from "./Editor.js"

const safe = (children: ReactNode): ReactNode =>
  typeof children === "string" ? TerminalText.display(children) : Array.isArray(children) ? children.map(safe) : children

/**
 * Ink's `Text` with every string in it through `TerminalText.display`: the one way text reaches
 * the chat's screen, so no escape sequence, control or bidi character of a session (a reply,
 * a name, a label, a path, an error quoting them) is written raw. Ink adds the styling from
 * the props, after. The transcript's lines are sanitized once more before they are wrapped
 * (`Chat`), so that their widths are those of what is shown; sanitizing is idempotent.
 */
export const Text = (props: ComponentProps<typeof InkText>) => <InkText {...props}>{safe(props.children)}</InkText>

/** The props of a transcript line's `Text` in each tone. */
export const TONE_STYLE: Record<Chat.Tone, { readonly color?: string; readonly dimColor?: boolean }> = {
  user: { color: "cyan" },
  assistant: {},
  thinking: { color: "gray", dimColor: true },
  tool: { color: "yellow" },
  meta: { color: "magenta" },
  error: { color: "red" }
}

/** The lines of a list, scrolled so that `index` is visible. */
export const windowed = <A,>(items: ReadonlyArray<A>, index: number, height: number): { readonly items: ReadonlyArray<A>; readonly start: number } => {
  if (items.length <= height) return { items, start: 0 }
  const start = Math.min(Math.max(0, index - Math.floor(height / 2)), items.length - height)
  return { items: items.slice(start, start + height), start }
}

/** `text` on one line: every run of white space one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/** The editor laid out for the screen: its rows, the cursor, and the rows in view. */
export interface EditorLayout {
  readonly buffer: Editor.Buffer
  readonly rows: ReadonlyArray<Editor.VisualRow>
  readonly cursor: Editor.Cursor
  /** The first row in view. */
  readonly top: number
  /** Rows in view. */
  readonly height: number
  /** Rows in all. */
  readonly total: number
}

/**
 * Lays `buffer` out in `columns` (the prompt excluded) and at most `maxHeight` rows, scrolled
 * from `previousTop` just enough that the cursor is in view.
 */
export const layoutEditor = (buffer: Editor.Buffer, columns: number, maxHeight: number, previousTop: number): EditorLayout => {
  // the last column is kept for the cursor at the end of a full row
  const width = Math.max(1, columns - 1)
  const rows = Editor.visualRows(buffer, width)
  const cursor = Editor.cursorAt(buffer, rows)
  const total = rows.length
  const height = Math.max(1, Math.min(total, maxHeight))
  return { buffer, rows, cursor, top: Editor.scrollTop(previousTop, cursor.index, height, total), height, total }
}

/**
 * The editor's rows in view with the cursor drawn as an inverse cell. Every row fits the width
 * in columns, so the box around it keeps its border, whatever the script.
 */
export const EditorView = (
  { layout, placeholder, prompt = "> " }: { readonly layout: EditorLayout; readonly placeholder?: string; readonly prompt?: string }
) => {
  const { buffer, rows, cursor } = layout
  const out: Array<ReactElement> = []
  const indent = " ".repeat(prompt.length)
  for (let i = layout.top; i < layout.top + layout.height; i++) {
    const prefix = i === 0 ? prompt : indent
    const r = rows[i] as Editor.VisualRow
    const line = (buffer.lines[r.row] ?? "").slice(r.start, r.end)
    if (i !== cursor.index) {
      out.push(
        <Text key={i} wrap="truncate-end">
          {prefix + line}
        </Text>
      )
      continue
    }
    const at = buffer.col - r.start
    const cell = at < line.length ? (Columns.graphemes(line.slice(at)).next().value?.segment ?? " ") : " "
    const empty = Editor.isEmpty(buffer)
    out.push(
      <Text key={i} wrap="truncate-end">
        {prefix}
        {line.slice(0, at)}
        <Text inverse>{cell}</Text>
        {empty && placeholder !== undefined ? <Text color="gray">{placeholder}</Text> : line.slice(at + (at < line.length ? cell.length : 0))}
      </Text>
    )
  }
  return <Box flexDirection="column">{out}</Box>
}

/** A one-line input inside a selector (labels, names, instructions): its own scroll, the given width. */
export const InputView = ({ buffer, width, prompt = "" }: { readonly buffer: Editor.Buffer; readonly width: number; readonly prompt?: string }) => {
  const top = useRef(0)
  const layout = layoutEditor(buffer, Math.max(4, width - prompt.length), 4, top.current)
  top.current = layout.top
  return <EditorView layout={layout} prompt={prompt} />
}

/** How a styled piece of rendered Markdown looks. */
const SCOPE_COLORS: { readonly [scope: string]: string } = {
  keyword: "magenta",
  built_in: "magenta",
  string: "green",
  regexp: "green",
  number: "yellow",
  literal: "yellow",
  comment: "gray",
  quote: "gray",
  title: "blue",
  type: "cyan",
  attr: "cyan",
  attribute: "cyan",
  property: "cyan",
  meta: "gray",
  addition: "green",
  deletion: "red"
}

/** The props of the `Text` a piece of rendered Markdown would be drawn in (see `LineView`). */
export const spanStyle = (span: Markdown.Span) => ({
  ...(span.bold === true ? { bold: true } : {}),
  ...(span.italic === true ? { italic: true } : {}),
  ...(span.underline === true || span.link === true ? { underline: true } : {}),
  ...(span.strike === true ? { strikethrough: true } : {}),
  ...(span.dim === true ? { dimColor: true } : {}),
  ...(span.heading === true
    ? { color: "cyan" }
    : span.link === true
    ? { color: "blue" }
    : span.code === true
    ? { color: (span.scope === undefined ? undefined : SCOPE_COLORS[span.scope]) ?? "yellow" }
    : {})
})

type Style = ReturnType<typeof spanStyle> & (typeof TONE_STYLE)[Chat.Tone]

/** `text` in `style`, styled as Ink's `Text` styles its children: the same calls in the same order, so the same codes. */
const styled = (text: string, style: Style): string => {
  let out = text
  if (style.dimColor === true) out = chalk.dim(out)
  if (style.color !== undefined) out = chalk[style.color as ForegroundColorName](out)
  if (style.bold === true) out = chalk.bold(out)
  if (style.italic === true) out = chalk.italic(out)
  if (style.underline === true) out = chalk.underline(out)
  if (style.strikethrough === true) out = chalk.strikethrough(out)
  return out
}

const lineStrings = new WeakMap<Chat.Line, string>()

/**
 * A transcript line as the one string Ink would make of its pieces nested in its tone, made safe
 * (`TerminalText.display`), then styled. It is made once per line: a frame then draws one text
 * node per line, not one per piece with a style to apply again, and a streaming reply keeps its
 * closed blocks' lines from frame to frame.
 */
const lineString = (line: Chat.Line): string => {
  const known = lineStrings.get(line)
  if (known !== undefined) return known
  const pieces = line.spans === undefined || line.spans.length === 0
    ? TerminalText.display(line.text === "" ? " " : line.text)
    : line.spans.map((span) => styled(TerminalText.display(span.text), spanStyle(span))).join("")
  const out = styled(pieces, TONE_STYLE[line.tone])
  lineStrings.set(line, out)
  return out
}

/** A transcript line: its styled pieces, or its text in its tone; drawn again only when it changes (`Chat.sameLine`). */
export const LineView = memo(
  ({ line }: { readonly line: Chat.Line }) => <InkText wrap="truncate-end">{lineString(line)}</InkText>,
  (before, after) => Chat.sameLine(before.line, after.line)
)
