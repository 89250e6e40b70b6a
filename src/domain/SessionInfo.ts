/**
 * The summary of one session file that listings show. Pure.
 *
 * Follows pi's listing scan: lines split on LF, CRLF or a lone CR; the first record must be a
 * header; the name is the last `session_info`; every message counts; user and assistant text
 * is collected for search and the first user text is the title. Where pi drops a whole file
 * from the listing because of one odd value (a non-string name, content that is neither text
 * nor blocks), Arbor skips just that value and keeps the session visible.
 */
import * as Json from "./Json.js"

export interface SessionInfo {
  readonly path: string
  /** The header id as stored (pi lists files whose header id is not a string). */
  readonly id: string | undefined
  /** The header cwd, or "" when it is not a string. */
  readonly cwd: string
  readonly name: string | undefined
  readonly parentSessionPath: string | undefined
  /** The header time; an invalid date when the header's timestamp does not parse. */
  readonly created: Date
  /** The latest user or assistant activity, else the header time, else the file's mtime. */
  readonly modified: Date
  readonly messageCount: number
  /** The first user text, or `(no messages)`. */
  readonly firstMessage: string
  /** Every user and assistant text, joined with spaces (for search). */
  readonly allMessagesText: string
}

const LINE_BREAK = /\r\n|\r|\n/

/** The text of user or assistant content; undefined when it is neither text nor blocks. */
const textOf = (content: unknown): string | undefined =>
  typeof content === "string" || Array.isArray(content) ? Json.contentText(content, " ") : undefined

/** Summarizes a file's text; undefined when it is not a session. */
export const summarize = (content: string, path: string, mtime: Date): SessionInfo | undefined => {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content
  // pi's listing also ends lines at CR; splitting on LF alone is much faster when there is none
  const lines = text.includes("\r") ? text.split(LINE_BREAK) : text.split("\n")
  let header: Json.JsonObject | undefined
  let name: string | undefined
  let messageCount = 0
  let lastActivity = 0
  let firstMessage: string | undefined
  const texts: Array<string> = []
  for (const line of lines) {
    if (header !== undefined && !line.includes('"message"') && !line.includes('"session_info"')) continue
    if (line.trim() === "") continue
    const value = Json.parse(line)
    if (!value) continue
    if (header === undefined) {
      if (!Json.isObject(value) || value.type !== "session") return undefined
      header = value
      continue
    }
    if (!Json.isObject(value)) continue
    if (value.type === "session_info") {
      if (typeof value.name === "string") name = value.name.trim() || undefined
      continue
    }
    if (value.type !== "message") continue
    messageCount++
    const message = value.message
    if (!Json.isObject(message) || !("content" in message)) continue
    const role = message.role
    if (role !== "user" && role !== "assistant") continue
    const at = typeof message.timestamp === "number" ? message.timestamp : Json.millis(value.timestamp)
    if (!Number.isNaN(at)) lastActivity = Math.max(lastActivity, at)
    const messageText = textOf(message.content)
    if (messageText) {
      texts.push(messageText)
      if (firstMessage === undefined && role === "user") firstMessage = messageText
    }
  }
  if (header === undefined) return undefined
  const headerTime = Json.millis(header.timestamp)
  return {
    path,
    id: typeof header.id === "string" ? header.id : undefined,
    cwd: typeof header.cwd === "string" ? header.cwd : "",
    name,
    parentSessionPath: typeof header.parentSession === "string" ? header.parentSession : undefined,
    created: new Date(headerTime),
    modified: lastActivity > 0 ? new Date(lastActivity) : !Number.isNaN(headerTime) ? new Date(headerTime) : mtime,
    messageCount,
    firstMessage: firstMessage ?? "(no messages)",
    allMessagesText: texts.join(" ")
  }
}

/** Newest first; ties keep their order (the sort is stable). */
export const byModifiedDesc = (a: SessionInfo, b: SessionInfo): number => b.modified.getTime() - a.modified.getTime()

/** Whether a session's name or message text contains `query` (case-insensitive). */
export const matches = (info: SessionInfo, query: string): boolean => {
  const needle = query.toLowerCase()
  return (info.name ?? "").toLowerCase().includes(needle) || info.allMessagesText.toLowerCase().includes(needle)
}
