/**
 * Keeping tool output within what a model can take: the first (`head`, for `read`) or the
 * last (`tail`, for `bash`) part of a text within a line limit and a byte limit (UTF-8),
 * pi's 2,000 lines and 50 KB by default. (The clean-up of terminal output is
 * `TerminalText.strip`.) Pure.
 */

export const MAX_LINES = 2000
export const MAX_BYTES = 50 * 1024

export interface Limits {
  readonly maxLines: number
  readonly maxBytes: number
}

export const DEFAULT_LIMITS: Limits = { maxLines: MAX_LINES, maxBytes: MAX_BYTES }

export interface Truncated {
  /** The kept text (whole lines, except a single line cut to fit the byte limit). */
  readonly content: string
  readonly truncated: boolean
  /** Which limit cut the text, if any. */
  readonly truncatedBy: "lines" | "bytes" | undefined
  readonly totalLines: number
  readonly totalBytes: number
  /** Lines kept (a partly kept line counts). */
  readonly outputLines: number
  /** `head`: the first line alone is over the byte limit, so nothing could be kept whole. */
  readonly firstLineTooLong: boolean
  /** `tail`: the last line was over the byte limit and only its end is kept. */
  readonly lastLinePartial: boolean
  /**
   * `tail`, when `lastLinePartial`: the UTF-8 size of the line still open at the end of the text,
   * as pi measures it for its note: the cut line's size, but 0 when the text ends with a line break.
   */
  readonly lastLineBytes?: number
}

/**
 * A truncation as pi stores it in a tool result's `details.truncation`, in pi's key order
 * (`truncatedBy` is `null` when nothing was cut).
 */
export const record = (t: Truncated, limits: Limits = DEFAULT_LIMITS) => ({
  content: t.content,
  truncated: t.truncated,
  truncatedBy: t.truncatedBy ?? null,
  totalLines: t.totalLines,
  totalBytes: t.totalBytes,
  outputLines: t.outputLines,
  outputBytes: utf8Length(t.content),
  lastLinePartial: t.lastLinePartial,
  firstLineExceedsLimit: t.firstLineTooLong,
  maxLines: limits.maxLines,
  maxBytes: limits.maxBytes
})

/** The UTF-8 size of a string (lone surrogates count as the three bytes of U+FFFD). */
export const utf8Length = (text: string): number => {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/** The lines of a text; a final line break does not start another line. */
const linesOf = (text: string): Array<string> => {
  if (text === "") return []
  const lines = text.split("\n")
  if (lines.at(-1) === "") lines.pop()
  return lines
}

/** The longest end of `line` that fits in `maxBytes`, never splitting a surrogate pair. */
const endWithin = (line: string, maxBytes: number): string => {
  let bytes = 0
  let start = line.length
  while (start > 0) {
    let from = start - 1
    const code = line.charCodeAt(from)
    if (code >= 0xdc00 && code <= 0xdfff && from > 0) {
      const high = line.charCodeAt(from - 1)
      if (high >= 0xd800 && high <= 0xdbff) from--
    }
    const size = utf8Length(line.slice(from, start))
    if (bytes + size > maxBytes) break
    bytes += size
    start = from
  }
  return line.slice(start)
}

/** The first whole lines of `text` within the limits. */
export const head = (text: string, limits: Limits = DEFAULT_LIMITS): Truncated => {
  const lines = linesOf(text)
  const totalBytes = utf8Length(text)
  const base = { totalLines: lines.length, totalBytes, lastLinePartial: false }
  if (lines.length <= limits.maxLines && totalBytes <= limits.maxBytes) {
    return { ...base, content: text, truncated: false, truncatedBy: undefined, outputLines: lines.length, firstLineTooLong: false }
  }
  const first = lines[0] ?? ""
  if (utf8Length(first) > limits.maxBytes) {
    return { ...base, content: "", truncated: true, truncatedBy: "bytes", outputLines: 0, firstLineTooLong: true }
  }
  const kept: Array<string> = []
  let bytes = 0
  let truncatedBy: "lines" | "bytes" = "lines"
  for (const line of lines) {
    if (kept.length >= limits.maxLines) break
    const size = utf8Length(line) + (kept.length > 0 ? 1 : 0)
    if (bytes + size > limits.maxBytes) {
      truncatedBy = "bytes"
      break
    }
    kept.push(line)
    bytes += size
  }
  return { ...base, content: kept.join("\n"), truncated: true, truncatedBy, outputLines: kept.length, firstLineTooLong: false }
}

/** The last lines of `text` within the limits; a last line over the byte limit keeps its end. */
export const tail = (text: string, limits: Limits = DEFAULT_LIMITS): Truncated => {
  const lines = linesOf(text)
  const totalBytes = utf8Length(text)
  const base = { totalLines: lines.length, totalBytes, firstLineTooLong: false }
  if (lines.length <= limits.maxLines && totalBytes <= limits.maxBytes) {
    return { ...base, content: text, truncated: false, truncatedBy: undefined, outputLines: lines.length, lastLinePartial: false }
  }
  const kept: Array<string> = []
  let bytes = 0
  let truncatedBy: "lines" | "bytes" = "lines"
  let lastLinePartial = false
  let lastLineBytes: number | undefined
  for (let i = lines.length - 1; i >= 0; i--) {
    if (kept.length >= limits.maxLines) break
    const line = lines[i] as string
    const size = utf8Length(line) + (kept.length > 0 ? 1 : 0)
    if (bytes + size > limits.maxBytes) {
      truncatedBy = "bytes"
      if (kept.length === 0) {
        kept.push(endWithin(line, limits.maxBytes))
        lastLinePartial = true
        lastLineBytes = text.endsWith("\n") ? 0 : utf8Length(line)
      }
      break
    }
    kept.push(line)
    bytes += size
  }
  kept.reverse()
  const cut = { ...base, content: kept.join("\n"), truncated: true, truncatedBy, outputLines: kept.length, lastLinePartial }
  return lastLineBytes === undefined ? cut : { ...cut, lastLineBytes }
}

/** A size for people: `512B`, `12.3KB`, `4.0MB`. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes}B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`
}
