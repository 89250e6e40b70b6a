/**
 * Pages of text the chat prints into the transcript, as pi prints `/session` and `/hotkeys`:
 * not entries of the session, shown after the entry that was the leaf when they were asked
 * for (later messages follow them), on every line in full (wrapped, never cut: a file path is
 * there to be copied). They belong to the session shown when they were printed. Pure.
 */
import type { Entry } from "../../domain/format/Entry.js"
import * as Chat from "./Chat.js"

export interface Note {
  /** The session (its header's id) the note was printed in. */
  readonly session: string
  /** The entry it follows: the leaf when it was printed, null on an empty session. */
  readonly after: string | null
  /** A bold first line, when the page has one. */
  readonly title: string | undefined
  readonly lines: ReadonlyArray<string>
}

/** The lines of a note at `width` columns: its title, then its lines wrapped. */
export const layout = (note: Note, width: number): ReadonlyArray<Chat.Line> => {
  const cached = laidOut.get(note)
  if (cached !== undefined && cached.width === width) return cached.lines
  const lines: Array<Chat.Line> = []
  if (note.title !== undefined) {
    for (const piece of Chat.wrap(note.title, width)) lines.push({ text: piece, tone: "assistant", spans: [{ text: piece, bold: true, heading: true }] })
  }
  for (const line of note.lines) for (const piece of Chat.wrap(line, width)) lines.push({ text: piece, tone: "assistant" })
  laidOut.set(note, { width, lines })
  return lines
}

const laidOut = new WeakMap<Note, { readonly width: number; readonly lines: ReadonlyArray<Chat.Line> }>()

/**
 * What `Chat.viewport` shows after each entry: the blocks of the notes printed in `session` after
 * `entry` (after none: on the empty session), the newest first, as the viewport walks backwards.
 */
export const after = (notes: ReadonlyArray<Note>, session: string, width: number) => (entry: Entry | undefined): ReadonlyArray<ReadonlyArray<Chat.Line>> => {
  if (notes.length === 0) return []
  const id = entry === undefined ? null : entry.id ?? null
  const blocks: Array<ReadonlyArray<Chat.Line>> = []
  for (let i = notes.length - 1; i >= 0; i--) {
    const note = notes[i] as Note
    if (note.session === session && note.after === id) blocks.push(layout(note, width))
  }
  return blocks
}
