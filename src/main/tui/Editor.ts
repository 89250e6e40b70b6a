/**
 * The prompt editor's text buffer: lines and a cursor, edited by pure functions. Columns count
 * UTF-16 code units but never stop inside a surrogate pair.
 */
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

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** The column one character left of `col`. */
const leftOf = (s: string, col: number): number => (col >= 2 && isLow(s.charCodeAt(col - 1)) ? col - 2 : Math.max(0, col - 1))

/** The column one character right of `col`. */
const rightOf = (s: string, col: number): number => (col < s.length && isLow(s.charCodeAt(col + 1)) ? col + 2 : Math.min(s.length, col + 1))

const clampCol = (s: string, col: number): number => {
  const c = Math.min(col, s.length)
  return c > 0 && isLow(s.charCodeAt(c)) ? c - 1 : c
}

/** Inserts text at the cursor; newlines in it (a paste) split lines. Control characters other than newline and tab are dropped. */
export const insert = (buffer: Buffer, input: string): Buffer => {
  const clean = input.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
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

export const up = (buffer: Buffer): Buffer =>
  buffer.row === 0 ? { ...buffer, col: 0 } : { ...buffer, row: buffer.row - 1, col: clampCol(line(buffer, buffer.row - 1), buffer.col) }

export const down = (buffer: Buffer): Buffer =>
  buffer.row === buffer.lines.length - 1
    ? { ...buffer, col: line(buffer).length }
    : { ...buffer, row: buffer.row + 1, col: clampCol(line(buffer, buffer.row + 1), buffer.col) }

export const home = (buffer: Buffer): Buffer => ({ ...buffer, col: 0 })

export const end = (buffer: Buffer): Buffer => ({ ...buffer, col: line(buffer).length })

/** Ctrl+U: deletes from the line start to the cursor. */
export const killToStart = (buffer: Buffer): Buffer => {
  const lines = buffer.lines.slice()
  lines[buffer.row] = line(buffer).slice(buffer.col)
  return { lines, row: buffer.row, col: 0 }
}

/** Ctrl+W: deletes the word before the cursor (and the blanks after it). */
export const deleteWord = (buffer: Buffer): Buffer => {
  if (buffer.col === 0) return backspace(buffer)
  const current = line(buffer)
  const before = current.slice(0, buffer.col).replace(/\S*\s*$/, "")
  const lines = buffer.lines.slice()
  lines[buffer.row] = before + current.slice(buffer.col)
  return { lines, row: buffer.row, col: before.length }
}
