/**
 * The prompt editor: a text buffer of lines and a cursor, edited by pure functions, and its
 * layout on the screen. Columns in the buffer are UTF-16 offsets that always sit on a grapheme
 * boundary (an emoji, a letter with its accents, a CJK character is one step). On screen lines
 * wrap at the width in terminal columns (wide characters take two), at spaces where they can,
 * and the cursor always has a cell to stand on.
 */
import * as Columns from "./Columns.js"

export interface Buffer {
  readonly lines: ReadonlyArray<string>
  readonly row: number
  readonly col: number
}

export const empty: Buffer = { lines: [""], row: 0, col: 0 }

/** A buffer holding `text`, the cursor at its end. */
export const fromText = (text: string): Buffer => {
  const lines = text.replace(/\r\n?/g, "\n").split("\n")
  const row = lines.length - 1
  return { lines, row, col: (lines[row] ?? "").length }
}

export const text = (buffer: Buffer): string => buffer.lines.join("\n")

export const isEmpty = (buffer: Buffer): boolean => buffer.lines.length === 1 && buffer.lines[0] === ""

const line = (buffer: Buffer, row = buffer.row): string => buffer.lines[row] ?? ""

/** The grapheme boundaries of `s`: 0, …, s.length. */
const boundaries = (s: string): Array<number> => {
  const out = Array.from(Columns.graphemes(s), (g) => g.index)
  out.push(s.length)
  return out
}

/** The boundary one grapheme left of `col`. */
const leftOf = (s: string, col: number): number => {
  let previous = 0
  for (const b of boundaries(s)) {
    if (b >= col) return previous
    previous = b
  }
  return previous
}

/** The boundary one grapheme right of `col`. */
const rightOf = (s: string, col: number): number => boundaries(s).find((b) => b > col) ?? s.length

/** Inserts text at the cursor; newlines in it (a paste) split lines. Control characters other than newline and tab are dropped; a tab becomes two spaces. */
export const insert = (buffer: Buffer, input: string): Buffer => {
  const clean = input.replace(/\r\n?/g, "\n").replace(/\t/g, "  ").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  if (clean === "") return buffer
  const current = line(buffer)
  const before = current.slice(0, buffer.col)
  const after = current.slice(buffer.col)
  const pieces = clean.split("\n")
  const first = pieces[0] ?? ""
  if (pieces.length === 1) {
    const lines = buffer.lines.slice()
    lines[buffer.row] = before + first + after
    return { lines, row: buffer.row, col: buffer.col + first.length }
  }
  const last = pieces[pieces.length - 1] ?? ""
  const inserted = [before + first, ...pieces.slice(1, -1), last + after]
  const lines = [...buffer.lines.slice(0, buffer.row), ...inserted, ...buffer.lines.slice(buffer.row + 1)]
  return { lines, row: buffer.row + pieces.length - 1, col: last.length }
}

export const newline = (buffer: Buffer): Buffer => insert(buffer, "\n")

/** Deletes the character before the cursor, joining lines at a line start. */
export const backspace = (buffer: Buffer): Buffer => {
  if (buffer.col > 0) {
    const current = line(buffer)
    const col = leftOf(current, buffer.col)
    const lines = buffer.lines.slice()
    lines[buffer.row] = current.slice(0, col) + current.slice(buffer.col)
    return { lines, row: buffer.row, col }
  }
  if (buffer.row === 0) return buffer
  const previous = line(buffer, buffer.row - 1)
  const lines = [...buffer.lines.slice(0, buffer.row - 1), previous + line(buffer), ...buffer.lines.slice(buffer.row + 1)]
  return { lines, row: buffer.row - 1, col: previous.length }
}

/** Deletes the character under the cursor, joining the next line at a line end. */
export const deleteForward = (buffer: Buffer): Buffer => {
  const current = line(buffer)
  if (buffer.col < current.length) {
    const lines = buffer.lines.slice()
    lines[buffer.row] = current.slice(0, buffer.col) + current.slice(rightOf(current, buffer.col))
    return { ...buffer, lines }
  }
  if (buffer.row === buffer.lines.length - 1) return buffer
  const lines = [...buffer.lines.slice(0, buffer.row), current + line(buffer, buffer.row + 1), ...buffer.lines.slice(buffer.row + 2)]
  return { ...buffer, lines }
}

export const left = (buffer: Buffer): Buffer =>
  buffer.col > 0
    ? { ...buffer, col: leftOf(line(buffer), buffer.col) }
    : buffer.row > 0
    ? { ...buffer, row: buffer.row - 1, col: line(buffer, buffer.row - 1).length }
    : buffer

export const right = (buffer: Buffer): Buffer =>
  buffer.col < line(buffer).length
    ? { ...buffer, col: rightOf(line(buffer), buffer.col) }
    : buffer.row < buffer.lines.length - 1
    ? { ...buffer, row: buffer.row + 1, col: 0 }
    : buffer

export const home = (buffer: Buffer): Buffer => ({ ...buffer, col: 0 })

export const end = (buffer: Buffer): Buffer => ({ ...buffer, col: line(buffer).length })

/**
 * Ctrl+] and Ctrl+Alt+]: the cursor on the next `char` after it (`1`) or the last one before it
 * (`-1`), on its line or the lines past it; undefined when there is none.
 */
export const jump = (buffer: Buffer, char: string, direction: 1 | -1): Buffer | undefined => {
  for (let row = buffer.row; row >= 0 && row < buffer.lines.length; row += direction) {
    const text = buffer.lines[row] as string
    const here = row === buffer.row
    const col = direction === 1
      ? text.indexOf(char, here ? buffer.col + 1 : 0)
      : here && buffer.col === 0
      ? -1
      : text.lastIndexOf(char, here ? buffer.col - 1 : text.length)
    if (col !== -1) return { lines: buffer.lines, row, col }
  }
  return undefined
}

/** The start of the word before the cursor (words are runs of non-blanks). */
const wordStart = (s: string, col: number): number => s.slice(0, col).replace(/\S*\s*$/, "").length

/** The end of the word after the cursor. */
const wordEnd = (s: string, col: number): number => col + (/^\s*\S*/.exec(s.slice(col))?.[0].length ?? 0)

export const wordLeft = (buffer: Buffer): Buffer => (buffer.col === 0 ? left(buffer) : { ...buffer, col: wordStart(line(buffer), buffer.col) })

export const wordRight = (buffer: Buffer): Buffer => buffer.col === line(buffer).length ? right(buffer) : { ...buffer, col: wordEnd(line(buffer), buffer.col) }

/** An edit that removed text, and that text (for yank). */
export interface Kill {
  readonly buffer: Buffer
  readonly killed: string
}

const cut = (buffer: Buffer, from: number, to: number): Kill => {
  const current = line(buffer)
  const lines = buffer.lines.slice()
  lines[buffer.row] = current.slice(0, from) + current.slice(to)
  return { buffer: { lines, row: buffer.row, col: from }, killed: current.slice(from, to) }
}

/** Ctrl+U: deletes from the line start to the cursor. */
export const cutToStart = (buffer: Buffer): Kill => cut(buffer, 0, buffer.col)

/** Ctrl+K: deletes from the cursor to the line end (at the end: joins the next line). */
export const cutToEnd = (buffer: Buffer): Kill =>
  buffer.col === line(buffer).length
    ? { buffer: deleteForward(buffer), killed: buffer.row < buffer.lines.length - 1 ? "\n" : "" }
    : cut(buffer, buffer.col, line(buffer).length)

/** Ctrl+W: deletes the word before the cursor (and the blanks after it). */
export const cutWordBackward = (buffer: Buffer): Kill =>
  buffer.col === 0 ? { buffer: backspace(buffer), killed: buffer.row > 0 ? "\n" : "" } : cut(buffer, wordStart(line(buffer), buffer.col), buffer.col)

/** Alt+D: deletes the word after the cursor. */
export const cutWordForward = (buffer: Buffer): Kill =>
  buffer.col === line(buffer).length ? { buffer: deleteForward(buffer), killed: "" } : cut(buffer, buffer.col, wordEnd(line(buffer), buffer.col))

// ---------------------------------------------------------------------------------------------
// On the screen

/** A piece of a logical line drawn on one screen row: `lines[row].slice(start, end)`. */
export interface VisualRow {
  readonly row: number
  readonly start: number
  readonly end: number
}

/**
 * Where a line breaks to fit `width` columns: at the last space that fits, else inside the word.
 * A space at the break may take one column past the width; the screen keeps that column for it
 * and for the cursor at the end of a full row.
 */
const breakLine = (s: string, row: number, width: number): Array<VisualRow> => {
  const max = Math.max(1, width)
  const rows: Array<VisualRow> = []
  let start = 0
  let used = 0
  let afterSpace = -1
  for (const { index, segment } of Columns.graphemes(s)) {
    const w = Columns.width(segment)
    if (used + w <= max) {
      used += w
      if (segment === " ") afterSpace = index + 1
      continue
    }
    if (segment === " ") {
      // the space ends this row
      rows.push({ row, start, end: index + 1 })
      start = index + 1
      used = 0
      afterSpace = -1
      continue
    }
    const end = afterSpace > start ? afterSpace : index
    rows.push({ row, start, end })
    start = end
    used = Columns.width(s.slice(start, index)) + w
    afterSpace = -1
    if (used > max && start < index) {
      // what is left of the word and this wide character do not fit together
      rows.push({ row, start, end: index })
      start = index
      used = w
    }
  }
  rows.push({ row, start, end: s.length })
  return rows
}

/** Every line of the buffer broken into screen rows of `width` columns. */
export const visualRows = (buffer: Buffer, width: number): ReadonlyArray<VisualRow> => buffer.lines.flatMap((s, row) => breakLine(s, row, width))

export interface Cursor {
  /** The screen row the cursor is on. */
  readonly index: number
  /** Its column in that row: at most the width (rows are drawn in `width + 1` columns). */
  readonly x: number
}

/**
 * Where the cursor is on the screen. A column at a break belongs to the row that starts there,
 * so the cursor after a space that ended a full row is at the start of the next one.
 */
export const cursorAt = (buffer: Buffer, rows: ReadonlyArray<VisualRow>): Cursor => {
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as VisualRow
    if (r.row !== buffer.row) continue
    const next = rows[i + 1]
    const last = next === undefined || next.row !== r.row
    if (buffer.col < r.end || (last && buffer.col <= r.end)) {
      return { index: i, x: Columns.width(line(buffer).slice(r.start, buffer.col)) }
    }
  }
  return { index: 0, x: 0 }
}

/** The column in a screen row closest to `x` columns from its start, not past its end. */
const colAtX = (s: string, r: VisualRow, x: number, last: boolean): number => {
  let used = 0
  let col = r.start
  for (const { index, segment } of Columns.graphemes(s.slice(r.start, r.end))) {
    const w = Columns.width(segment)
    if (used + w > x) return r.start + index
    used += w
    col = r.start + index + segment.length
  }
  // a row that continues below cannot hold the cursor at its end: that is the next row's start
  return last ? col : leftOf(s, r.end)
}

/** Up or down one screen row, keeping the column on the screen (at the top: the start; at the bottom: the end). */
export const moveRow = (buffer: Buffer, width: number, delta: -1 | 1): Buffer => {
  const rows = visualRows(buffer, width)
  const at = cursorAt(buffer, rows)
  const targetIndex = at.index + delta
  if (targetIndex < 0) return { ...buffer, col: 0, row: 0 }
  if (targetIndex >= rows.length) return end({ ...buffer, row: buffer.lines.length - 1 })
  const target = rows[targetIndex] as VisualRow
  const next = rows[targetIndex + 1]
  const last = next === undefined || next.row !== target.row
  return { ...buffer, row: target.row, col: colAtX(line(buffer, target.row), target, at.x, last) }
}

/**
 * The first row to draw so that the cursor row is in view: the previous first row when it
 * still is, else scrolled just enough.
 */
export const scrollTop = (previous: number, cursorIndex: number, height: number, total: number): number => {
  const top = Math.min(Math.max(previous, cursorIndex - height + 1), cursorIndex)
  return Math.max(0, Math.min(top, Math.max(0, total - height)))
}
