/**
 * Text measured in terminal columns, as a terminal draws it: wide characters (CJK, most emoji)
 * take two, combining marks none. Cuts never split a character. Pure.
 */
import stringWidth from "string-width"

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" })

export const width = (text: string): number => stringWidth(text)

/** The text cut to at most `columns`, ending with `…` when cut. */
export const clip = (text: string, columns: number): string => {
  if (stringWidth(text) <= columns) return text
  if (columns <= 0) return ""
  let out = ""
  let used = 0
  for (const { segment } of segmenter.segment(text)) {
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
  return fitted + " ".repeat(Math.max(0, columns - stringWidth(fitted)))
}
