/**
 * Paste folding, as pi's editor does it: a paste of more than `MAX_LINES` lines or `MAX_CHARS`
 * characters goes into the editor as a marker, `[paste #1 +31 lines]` or `[paste #2 1500 chars]`,
 * and the message sent has each marker replaced by its paste. Numbers count from 1 in each
 * message. Pure.
 */

/** A paste with more lines than this is folded. */
export const MAX_LINES = 10
/** A paste with more characters than this is folded. */
export const MAX_CHARS = 1000

/** The pastes folded into the message being written: `[paste #n …]` is `texts[n - 1]`. */
export interface Pastes {
  readonly texts: ReadonlyArray<string>
}

export const empty: Pastes = { texts: [] }

/** What a paste puts into the editor: its text when small, else a marker for it (and the paste kept). */
export const fold = (pastes: Pastes, text: string): { readonly pastes: Pastes; readonly inserted: string } => {
  const lines = text.split("\n").length
  if (lines <= MAX_LINES && text.length <= MAX_CHARS) return { pastes, inserted: text }
  const id = pastes.texts.length + 1
  const marker = lines > MAX_LINES ? `[paste #${id} +${lines} lines]` : `[paste #${id} ${text.length} chars]`
  return { pastes: { texts: [...pastes.texts, text] }, inserted: marker }
}

const MARKER = /\[paste #(\d+)(?: (?:\+\d+ lines|\d+ chars))?\]/g

/** `text` with every marker of a kept paste replaced by the paste; other brackets stay as written. */
export const expand = (pastes: Pastes, text: string): string =>
  pastes.texts.length === 0 ? text : text.replace(MARKER, (marker, id: string) => pastes.texts[Number(id) - 1] ?? marker)
