/**
 * Text measured in terminal columns, as a terminal draws it: wide characters (CJK, most emoji)
 * take two, combining marks none. Cuts never split a character. Pure.
 */
import stringWidth from "./ink/StringWidth.js"

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" })

/**
 * How many UTF-16 units the segmenter is given at once. Node 20's grapheme segmenter takes time
 * quadratic in the length of what it segments (200,000 characters: 62 s; 2 million: hours), so a
 * long text is segmented a window at a time (2 million characters: 1.4 s).
 */
const WINDOW = 256

/** A grapheme cluster and its offset in the text. */
export interface Grapheme {
  readonly segment: string
  readonly index: number
}

/**
 * The grapheme clusters of `text`, in order, in time linear in its length. A window's last
 * cluster may go on in the next window, so it is segmented again with what follows; only a
 * cluster longer than a window (hundreds of combining marks on one letter) is cut at the window.
 */
export function* graphemes(text: string): Generator<Grapheme> {
  let start = 0
  while (start < text.length) {
    const end = Math.min(text.length, start + WINDOW)
    let pending: Intl.SegmentData | undefined
    for (const data of segmenter.segment(text.slice(start, end))) {
      if (pending !== undefined) yield { segment: pending.segment, index: start + pending.index }
      pending = data
    }
    if (pending === undefined) return
    if (end < text.length && pending.index > 0) start += pending.index
    else {
      yield { segment: pending.segment, index: start + pending.index }
      start = end
    }
  }
}

/** Printable ASCII: a column per character, measured without segmenting. */
const ascii = /^[\x20-\x7e]*$/

/** The columns `text` takes on a terminal. */
export const width = (text: string): number => {
  if (text.length <= WINDOW || ascii.test(text)) return stringWidth(text)
  let total = 0
  for (const { segment } of graphemes(text)) total += stringWidth(segment)
  return total
}

/** The text cut to at most `columns`, ending with `…` when cut. */
export const clip = (text: string, columns: number): string => {
  if (width(text) <= columns) return text
  if (columns <= 0) return ""
  let out = ""
  let used = 0
  for (const { segment } of graphemes(text)) {
    const w = stringWidth(segment)
    if (used + w > columns - 1) break
    out += segment
    used += w
  }
  return `${out}…`
}

/** The text padded with spaces to `columns` (cut first when longer). */
export const pad = (text: string, columns: number): string => {
  const fitted = clip(text, columns)
  return fitted + " ".repeat(Math.max(0, columns - width(fitted)))
}
