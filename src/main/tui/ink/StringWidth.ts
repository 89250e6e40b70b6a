/**
 * `string-width` with its answers remembered. The bundle sends every import of `string-width`
 * here (scripts/build.mjs): Ink's, wrap-ansi's, cli-truncate's, and the chat's own. Ink measures
 * every text node's widest line at every frame, and most lines of the chat hold a character
 * outside printable ASCII (a border, a bullet, an arrow), which `string-width` segments and
 * matches against Unicode properties: tens of microseconds a line, 30 frames a second, for lines
 * that did not change. The widths are `string-width`'s own; only texts of at most `KEPT_LENGTH`
 * units are remembered, at most `KEPT` of them (a few megabytes at worst), in a map cleared when
 * full. Not pure: that map.
 */
import measure from "string-width"

type Options = Parameters<typeof measure>[1]

/** Texts longer than this are measured each time: a screen's lines are shorter. */
const KEPT_LENGTH = 512
const KEPT = 10_000

const known = new Map<string, number>()

/** The columns `text` takes on a terminal (`string-width`'s answer). */
const stringWidth = (text: string, options?: Options): number => {
  if (options !== undefined || text.length > KEPT_LENGTH) return measure(text, options)
  let width = known.get(text)
  if (width === undefined) {
    if (known.size >= KEPT) known.clear()
    width = measure(text)
    known.set(text, width)
  }
  return width
}

export default stringWidth
