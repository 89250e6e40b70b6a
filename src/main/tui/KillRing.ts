/**
 * The kill ring, as in pi's editor (and Emacs): the texts Ctrl+W, Ctrl+U, Ctrl+K and Alt+D cut,
 * the newest last. Cuts made one right after another join into one entry (a cut backward
 * before it, a cut forward after it), so that Ctrl+Y brings the whole run back; Alt+Y right after
 * Ctrl+Y turns the ring, putting the entry before in place of the one yanked. Pure.
 */

/** The entries, the oldest first; Ctrl+Y yanks the last. */
export type Ring = ReadonlyArray<string>

/** How many entries the ring keeps. */
export const LIMIT = 100

export const empty: Ring = []

/** What Ctrl+Y puts in: the newest entry, "" when nothing was cut. */
export const newest = (ring: Ring): string => ring[ring.length - 1] ?? ""

/**
 * `ring` after a cut of `text`: a new entry, or with `join` (the key before was a cut too) the
 * newest entry grown, `text` before it (a cut backward) or after it (a cut forward). Cutting
 * nothing leaves the ring as it is.
 */
export const push = (ring: Ring, text: string, join?: "before" | "after"): Ring => {
  if (text === "") return ring
  if (join !== undefined && ring.length > 0) return [...ring.slice(0, -1), join === "before" ? text + newest(ring) : newest(ring) + text]
  return [...ring, text].slice(-LIMIT)
}

/** Alt+Y: the newest entry goes to the oldest end, so that the one cut before it is the newest. */
export const rotate = (ring: Ring): Ring => ring.length > 1 ? [newest(ring), ...ring.slice(0, -1)] : ring
