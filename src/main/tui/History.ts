/**
 * The prompt history that Up and Down browse in the chat's editor, as pi keeps it: the messages
 * sent (and `!` commands run) in this chat, after the user messages of the session it opened
 * on, the newest first, at most `LIMIT`, no entry twice in a row. Not written to a file (pi
 * keeps none either): a session's own messages seed it. Browsing keeps what was being written
 * (the draft), which comes back when Down goes past the newest entry. Pure.
 */
import * as Entry from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as Editor from "./Editor.js"

/** How many entries are kept (pi's limit). */
export const LIMIT = 100

export interface History {
  /** The newest first; trimmed, never empty, never the same text twice in a row. */
  readonly entries: ReadonlyArray<string>
  /** The entry in the editor while browsing (0 is the newest), -1 when not browsing. */
  readonly index: number
  /** What the editor held when browsing started. */
  readonly draft: Editor.Buffer | undefined
}

export const empty: History = { entries: [], index: -1, draft: undefined }

/** `history` with `text` as its newest entry (unless blank or the newest already), not browsing. */
export const add = (history: History, text: string): History => {
  const trimmed = text.trim()
  const entries = trimmed === "" || history.entries[0] === trimmed ? history.entries : [trimmed, ...history.entries].slice(0, LIMIT)
  return { entries, index: -1, draft: undefined }
}

/** A history of `texts`, the oldest first (a session's user messages in order). */
export const seed = (texts: ReadonlyArray<string>): History => texts.reduce(add, empty)

export const browsing = (history: History): boolean => history.index !== -1

/** Stops browsing: the entry in the editor stays as the text being written. */
export const leave = (history: History): History => (history.index === -1 ? history : { ...history, index: -1, draft: undefined })

/**
 * One step older (`-1`, Up) or newer (`1`, Down) from `buffer`: the entry (older ones with the
 * cursor at their start, so Up goes on; newer ones at their end), the draft past the newest,
 * or undefined at either end.
 */
export const step = (history: History, buffer: Editor.Buffer, direction: -1 | 1): { readonly history: History; readonly buffer: Editor.Buffer } | undefined => {
  const index = history.index - direction
  if (index < -1 || index >= history.entries.length || history.entries.length === 0) return undefined
  const draft = history.index === -1 ? buffer : history.draft
  if (index === -1) return { history: { ...history, index, draft: undefined }, buffer: draft ?? Editor.empty }
  const entry = Editor.fromText(history.entries[index] as string)
  return { history: { ...history, index, draft }, buffer: direction === -1 ? { ...entry, row: 0, col: 0 } : entry }
}

/** The texts of the user messages among `entries` (a session's branch), in order: what pi seeds its history with. */
export const userTexts = (entries: ReadonlyArray<Entry.Entry>): ReadonlyArray<string> =>
  entries.flatMap((entry) => (entry.type === "message" && entry.role === "user" ? [Json.contentText(Entry.storedMessage(entry)?.content, "")] : []))
