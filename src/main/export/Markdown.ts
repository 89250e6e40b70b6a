/**
 * Message text as Markdown, for the HTML export and the chat in the terminal. Parsing is
 * `marked` (GitHub-flavoured, a line break ends a line as in chat), so both outputs read the
 * same text the same way; code blocks go through `Highlight`. Pure: text in, HTML or styled
 * lines out.
 *
 * The HTML is safe to put in a page: raw HTML in a message is shown as text, links keep only
 * http(s), mailto and in-page targets, and images become links (a shared page loads nothing).
 * The terminal lines fit the width in columns (wide characters count two) and carry styles,
 * not escape codes.
 */
import { Marked, type Token, type Tokens } from "marked"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as Columns from "../tui/Columns.js"
import * as Highlight from "./Highlight.js"

// ---------------------------------------------------------------------------------------------
// HTML

const ESCAPES: { readonly [ch: string]: string } = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }

/** Text safe in HTML content and quoted attributes; control characters other than tab and line ends replaced. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "\uFFFD")

/** A link target a shared page may follow: http(s), mailto, or a fragment; nothing else (no javascript:, no data:). */
const safeHref = (href: string): string | undefined => {
  const trimmed = href.trim()
  if (/^(https?:|mailto:)/i.test(trimmed) || trimmed.startsWith("#")) return trimmed
  return undefined
}

const html = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text)
    },
    code({ text, lang }) {
      const name = Highlight.language(lang)
      const label = name === undefined ? "" : `<span class="lang">${escapeHtml(name)}</span>`
      return `<pre class="code">${label}<code${name === undefined ? "" : ` class="hljs language-${name}"`}>${
        Highlight.toHtml(text.replace(/\n$/, ""), lang)
      }</code></pre>\n`
    },
    link({ href, title, tokens }) {
      const body = this.parser.parseInline(tokens)
      const target = safeHref(href)
      if (target === undefined) return body
      const hint = title ? ` title="${escapeHtml(title)}"` : ""
      return `<a href="${escapeHtml(target)}"${hint} rel="noopener noreferrer">${body}</a>`
    },
    image({ href, text }) {
      const target = safeHref(href)
      const alt = escapeHtml(text === "" ? "image" : text)
      return target === undefined ? `[${alt}]` : `<a class="image" href="${escapeHtml(target)}" rel="noopener noreferrer">[image: ${alt}]</a>`
    },
    table(token) {
      // the default table, in a box that scrolls sideways on a narrow screen instead of the page
      const head = token.header.map((cell) => `<th${cell.align ? ` style="text-align:${cell.align}"` : ""}>${this.parser.parseInline(cell.tokens)}</th>`).join(
        ""
      )
      const rows = token.rows
        .map((row) =>
          `<tr>${row.map((cell) => `<td${cell.align ? ` style="text-align:${cell.align}"` : ""}>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`
        )
        .join("")
      return `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`
    }
  }
})

/**
 * Whether `error` is the stack overflow that `marked`'s block regexes meet on a paragraph of
 * some megabytes (8 MB of text on one line did it; 4 MB did not): such text goes into the page
 * as written instead.
 */
const tooDeep = (error: unknown): boolean => error instanceof RangeError && /call stack/i.test(error.message)

/** Markdown as an HTML fragment (see the module comment for what is kept out); text `marked` cannot parse is shown as written. */
export const toHtml = (markdown: string): string => {
  try {
    return html.parse(markdown, { async: false })
  } catch (error) {
    if (!tooDeep(error)) throw error
    return `<p>${escapeHtml(markdown).replace(/\r?\n/g, "<br>\n")}</p>\n`
  }
}

// ---------------------------------------------------------------------------------------------
// Terminal lines

/** A piece of a line with one style. `scope` is a code token's highlight scope. */
export interface Span {
  readonly text: string
  readonly bold?: boolean
  readonly italic?: boolean
  readonly underline?: boolean
  readonly strike?: boolean
  readonly dim?: boolean
  readonly code?: boolean
  readonly link?: boolean
  readonly heading?: boolean
  readonly scope?: string | undefined
}

export type StyledLine = ReadonlyArray<Span>

type Style = Omit<Span, "text">

const lexer = new Marked({ gfm: true, breaks: true })

/** The plain text of a line. */
export const lineText = (line: StyledLine): string => line.map((span) => span.text).join("")

/**
 * Spans broken into lines of at most `width` columns, at spaces where possible (a word longer
 * than the line is cut). `first` and `rest` are prefixes (bullets, quote bars) that take part
 * of the width.
 */
const wrapSpans = (spans: ReadonlyArray<Span>, width: number, first: StyledLine = [], rest: StyledLine = first): Array<StyledLine> => {
  const lines: Array<Array<Span>> = []
  const prefixWidth = (prefix: StyledLine) => Columns.width(lineText(prefix))
  let line: Array<Span> = [...first]
  let used = prefixWidth(first)
  const room = Math.max(4, width)
  let hasText = false
  const newLine = () => {
    trimEnd(line)
    lines.push(line)
    line = [...rest]
    used = prefixWidth(rest)
    hasText = false
  }
  const add = (text: string, style: Style) => {
    const last = line[line.length - 1]
    if (last !== undefined && hasText && sameStyle(last, style)) line[line.length - 1] = { ...last, text: last.text + text }
    else line.push({ ...style, text })
    used += Columns.width(text)
    hasText = true
  }
  for (const span of spans) {
    const { text, ...style } = span
    for (const [i, raw] of text.split("\n").entries()) {
      if (i > 0) newLine()
      for (const word of raw.split(/( +)/)) {
        if (word === "") continue
        const w = Columns.width(word)
        if (word.startsWith(" ")) {
          // spaces at a break are dropped
          if (used + w <= room && hasText) add(word, style)
          continue
        }
        if (used + w > room && hasText) newLine()
        if (used + w <= room) {
          add(word, style)
          continue
        }
        // a word wider than the line: cut it by columns, a line's piece added at once
        let piece = ""
        let pieceWidth = 0
        for (const { segment } of Columns.graphemes(word)) {
          const g = Columns.width(segment)
          if (used + pieceWidth + g > room && (hasText || piece !== "")) {
            if (piece !== "") add(piece, style)
            newLine()
            piece = ""
            pieceWidth = 0
          }
          piece += segment
          pieceWidth += g
        }
        if (piece !== "") add(piece, style)
      }
    }
  }
  trimEnd(line)
  lines.push(line)
  return lines
}

const sameStyle = (a: Style, b: Style): boolean =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.strike === b.strike && a.dim === b.dim && a.code === b.code &&
  a.link === b.link && a.heading === b.heading && a.scope === b.scope

const trimEnd = (line: Array<Span>) => {
  const last = line[line.length - 1]
  if (last === undefined) return
  const trimmed = last.text.replace(/ +$/, "")
  if (trimmed === "") line.pop()
  else line[line.length - 1] = { ...last, text: trimmed }
}

/** Inline tokens as spans. */
const inline = (tokens: ReadonlyArray<Token> | undefined, style: Style): Array<Span> => {
  const out: Array<Span> = []
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        out.push(...inline((token as Tokens.Strong).tokens, { ...style, bold: true }))
        break
      case "em":
        out.push(...inline((token as Tokens.Em).tokens, { ...style, italic: true }))
        break
      case "del":
        out.push(...inline((token as Tokens.Del).tokens, { ...style, strike: true }))
        break
      case "codespan":
        out.push({ ...style, code: true, text: (token as Tokens.Codespan).text })
        break
      case "br":
        out.push({ ...style, text: "\n" })
        break
      case "link": {
        const link = token as Tokens.Link
        const label = inline(link.tokens, { ...style, link: true })
        out.push(...label)
        if (link.href !== link.text && !link.href.startsWith("mailto:")) out.push({ ...style, dim: true, text: ` (${link.href})` })
        break
      }
      case "image": {
        const image = token as Tokens.Image
        out.push({ ...style, dim: true, text: `[image: ${image.text || image.href}]` })
        break
      }
      case "text": {
        const text = token as Tokens.Text
        if (text.tokens !== undefined && text.tokens.length > 0) out.push(...inline(text.tokens, style))
        else out.push({ ...style, text: decode(text.text) })
        break
      }
      case "escape":
        out.push({ ...style, text: (token as Tokens.Escape).text })
        break
      default:
        // inline HTML and anything unknown: as written
        out.push({ ...style, text: decode(token.raw) })
    }
  }
  return out
}

const ENTITIES: { readonly [entity: string]: string } = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'" }

/** marked escapes the text of text tokens; the terminal wants it as written. */
const decode = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] as string)

/** Code lines, highlighted, each cut into lines of at most `width` columns. */
const codeLines = (code: string, lang: string | undefined, width: number): Array<StyledLine> => {
  const out: Array<StyledLine> = []
  const bar: Span = { text: "│ ", dim: true }
  for (const runs of Highlight.toRuns(code.replace(/\n$/, ""), lang)) {
    const spans = runs.map((run): Span => ({ text: run.text.replace(/\t/g, "  "), code: true, scope: run.scope }))
    out.push(...wrapCode(spans, width, bar))
  }
  return out
}

/** Printable ASCII: a column a character. */
const ASCII = /^[\x20-\x7e]*$/

/**
 * Code is cut at the width, never at spaces (its spaces matter). A line of printable ASCII that
 * fits (most code) is its spans, those of one scope joined, without measuring each character.
 */
const wrapCode = (spans: ReadonlyArray<Span>, width: number, bar: Span): Array<StyledLine> => {
  if (spans.every((span) => ASCII.test(span.text)) && spans.reduce((used, span) => used + span.text.length, Columns.width(bar.text)) <= width) {
    const line: Array<Span> = [bar]
    for (const span of spans) {
      const last = line[line.length - 1] as Span
      if (span.text === "") continue
      if (last !== bar && last.scope === span.scope) line[line.length - 1] = { ...last, text: last.text + span.text }
      else line.push(span)
    }
    return [line]
  }
  const lines: Array<Array<Span>> = [[bar]]
  let used = Columns.width(bar.text)
  for (const span of spans) {
    for (const { segment } of Columns.graphemes(span.text)) {
      const w = Columns.width(segment)
      if (used + w > width && used > Columns.width(bar.text)) {
        lines.push([bar])
        used = Columns.width(bar.text)
      }
      const line = lines[lines.length - 1] as Array<Span>
      const last = line[line.length - 1]
      if (last !== undefined && last !== bar && last.scope === span.scope) line[line.length - 1] = { ...last, text: last.text + segment }
      else line.push({ ...span, text: segment })
      used += w
    }
  }
  return lines
}

const prefixed = (lines: ReadonlyArray<StyledLine>, first: StyledLine, rest: StyledLine): Array<StyledLine> =>
  lines.map((line, i) => [...(i === 0 ? first : rest), ...line])

/** Block tokens as lines, blank lines between blocks (not inside the items of a tight list). */
const blocks = (tokens: ReadonlyArray<Token>, width: number, style: Style = {}, tight = false): Array<StyledLine> => {
  const out: Array<StyledLine> = []
  for (const token of tokens) append(out, block(token, width, style), tight)
  return out
}

/** One block token's lines, and whether a blank line separates them from the lines before. */
interface Block {
  readonly gap: boolean
  readonly lines: ReadonlyArray<StyledLine>
}

/** Adds a block's lines to `out`, after a blank line when it asks for one and `out` does not end with one. */
const append = (out: Array<StyledLine>, { gap, lines }: Block, tight: boolean) => {
  if (gap && !tight && out.length > 0 && out[out.length - 1]?.length !== 0) out.push([])
  out.push(...lines)
}

const NONE: Block = { gap: false, lines: [] }

/** The lines of one block token; they depend on the token, the width and the style alone. */
const block = (token: Token, width: number, style: Style): Block => {
  const out: Array<StyledLine> = []
  const gapped = { gap: true, lines: out }
  switch (token.type) {
    case "space":
    case "def":
      return NONE
    case "heading": {
      const heading = token as Tokens.Heading
      out.push(...wrapSpans(inline(heading.tokens, { ...style, bold: true, heading: true, underline: heading.depth === 1 }), width))
      return gapped
    }
    case "paragraph":
      out.push(...wrapSpans(inline((token as Tokens.Paragraph).tokens, style), width))
      return gapped
    case "text": {
      // the text of a tight list item
      const text = token as Tokens.Text
      out.push(...wrapSpans(text.tokens === undefined ? [{ ...style, text: decode(text.text) }] : inline(text.tokens, style), width))
      return { gap: false, lines: out }
    }
    case "code": {
      const code = token as Tokens.Code
      out.push(...codeLines(code.text, code.lang, width))
      return gapped
    }
    case "blockquote": {
      const inner = blocks((token as Tokens.Blockquote).tokens, width - 2, { ...style, italic: true })
      const bar: StyledLine = [{ text: "▌ ", dim: true }]
      out.push(...prefixed(inner, bar, bar))
      return gapped
    }
    case "list": {
      const list = token as Tokens.List
      const start = typeof list.start === "number" ? list.start : 1
      const markers = list.items.map((_, i) => (list.ordered ? `${start + i}.` : "•"))
      const markerWidth = Math.max(...markers.map((m) => m.length)) + 1
      list.items.forEach((item, i) => {
        const task = item.task ? (item.checked ? "☑ " : "☐ ") : ""
        const marker = `${(markers[i] as string).padEnd(markerWidth)}${task}`
        const inner = blocks(item.tokens.filter((t) => t.type !== "checkbox"), width - marker.length, style, !list.loose)
        if (inner.length === 0) inner.push([])
        out.push(...prefixed(inner, [{ text: marker, dim: !list.ordered }], [{ text: " ".repeat(marker.length) }]))
      })
      return gapped
    }
    case "hr":
      out.push([{ text: "─".repeat(Math.max(1, Math.min(width, 40))), dim: true }])
      return gapped
    case "table":
      out.push(...tableLines(token as Tokens.Table, width, style))
      return gapped
    default:
      // block HTML and anything unknown: its text as written
      out.push(...wrapSpans([{ ...style, text: token.raw.replace(/\n+$/, "") }], width))
      return gapped
  }
}

/** A table as aligned columns; a table too wide for the screen shows each row as `header: cell` lines. */
const tableLines = (table: Tokens.Table, width: number, style: Style): Array<StyledLine> => {
  const cellText = (cell: Tokens.TableCell) => lineText(inline(cell.tokens, style)).replace(/\n/g, " ")
  const header = table.header.map(cellText)
  const rows = table.rows.map((row) => row.map(cellText))
  const widths = header.map((h, c) => Math.max(Columns.width(h), ...rows.map((row) => Columns.width(row[c] ?? ""))))
  const total = widths.reduce((a, b) => a + b, 0) + 3 * Math.max(0, widths.length - 1)
  const pad = (text: string, w: number) => text + " ".repeat(Math.max(0, w - Columns.width(text)))
  if (total <= width) {
    const line = (cells: ReadonlyArray<string>, bold: boolean): StyledLine => {
      const spans: Array<Span> = []
      cells.forEach((cell, c) => {
        if (c > 0) spans.push({ text: " │ ", dim: true })
        spans.push({ ...style, bold, text: pad(cell, widths[c] ?? 0) })
      })
      return spans
    }
    return [line(header, true), [{ text: widths.map((w) => "─".repeat(w)).join("─┼─"), dim: true }], ...rows.map((row) => line(row, false))]
  }
  const out: Array<StyledLine> = []
  for (const row of rows) {
    if (out.length > 0) out.push([])
    row.forEach((cell, c) => out.push(...wrapSpans([{ ...style, bold: true, text: `${header[c] ?? ""}: ` }, { ...style, text: cell }], width)))
  }
  return out
}

/**
 * What `toLines` keeps of the last document it laid out: the lines of its closed blocks, and
 * where the open ones start. A reply streaming in is that document with more text at its end,
 * and text added at the end changes only the last block, or a list before it that the last one
 * turns out to continue (`3` becoming `3. third`): the next frame lexes and lays out from there,
 * so a frame costs what the open blocks hold, not the whole reply. One is shared by every
 * `toLines` call by default.
 */
export interface LaidOut {
  last: Closed | undefined
}

interface Closed {
  readonly text: string
  readonly width: number
  /** Where the open block starts in `text`. */
  readonly at: number
  readonly lines: ReadonlyArray<StyledLine>
}

/** An empty cache (see `LaidOut`). */
export const laidOut = (): LaidOut => ({ last: undefined })

const shared = laidOut()

/**
 * The document's blocks as lines, as `blocks` lays them out, from the closed blocks of the last
 * document in `cache` when this one begins with its text. A link may refer to a definition
 * anywhere, even after it: a document with a definition is laid out whole, every time.
 */
const layOut = (text: string, width: number, cache: LaidOut): Array<StyledLine> => {
  const last = cache.last
  const kept = last !== undefined && last.width === width && text.startsWith(last.text) ? last : undefined
  const from = kept?.at ?? 0
  const tokens = lexer.lexer(from === 0 ? text : text.slice(from))
  cache.last = undefined
  if (Object.keys(tokens.links).length > 0) return blocks(from === 0 ? tokens : lexer.lexer(text), width)
  // the last block is open; so is a list before it, which the next item joins across a blank line
  const before = (i: number) => {
    let j = i - 1
    while (j > 0 && tokens[j]?.type === "space") j--
    return j
  }
  let open = before(tokens.length)
  if (open > 0 && tokens[before(open)]?.type === "list") open = before(open)
  const out = kept === undefined ? [] : [...kept.lines]
  let at = from
  tokens.forEach((token, i) => {
    if (i === open) cache.last = { text, width, at, lines: [...out] }
    append(out, block(token, width, {}), false)
    at += token.raw.length
  })
  return out
}

/**
 * Markdown as terminal lines of at most `width` columns, its text made safe (`TerminalText.display`)
 * before it is styled; text `marked` cannot parse (see `tooDeep`) is wrapped as written. The
 * closed blocks are kept in `cache` (see `LaidOut`); the lines are the same with any cache.
 */
export const toLines = (markdown: string, width: number, cache: LaidOut = shared): Array<StyledLine> => {
  const text = TerminalText.display(markdown.replace(/\r\n?/g, "\n"))
  let lines: Array<StyledLine>
  try {
    lines = layOut(text, Math.max(10, width), cache)
  } catch (error) {
    if (!tooDeep(error)) throw error
    lines = wrapSpans([{ text }], Math.max(10, width))
  }
  while (lines.length > 0 && lines[lines.length - 1]?.length === 0) lines.pop()
  return lines
}
