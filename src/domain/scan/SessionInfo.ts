/**
 * The summary of one session file that listings show. Pure.
 *
 * Follows pi's listing scan: lines split on LF, CRLF or a lone CR; the first record must be a
 * header; the name is the last `session_info`; every message counts; user and assistant text
 * is collected for search and the first user text is the title. Where pi drops a whole file
 * from the listing because of one odd value (a non-string name, content that is neither text
 * nor blocks), Arbor skips just that value and keeps the session visible.
 */
import * as Json from "../format/Json.js"
import * as Scanner from "./Scanner.js"

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
const textOf = (content: unknown): string | undefined => typeof content === "string" || Array.isArray(content) ? Json.contentText(content, " ") : undefined

/** Summarizes a file's text; undefined when it is not a session. */
export const summarize = (content: string, path: string, mtime: Date): SessionInfo | undefined =>
  content.includes("\r") ? summarizeText(content, path, mtime) : summarizeBytes(new TextEncoder().encode(content), path, mtime)

/** Summarizes a file's bytes; undefined when it is not a session. */
export const summarizeBytes = (bytes: Uint8Array, path: string, mtime: Date): SessionInfo | undefined => {
  if (hasLoneCr(bytes, 0, bytes.length)) return summarizeText(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes), path, mtime)
  const summary = new Summary()
  summary.scan(Scanner.make(), bytes, 0, bytes.length, true, true)
  return summary.info(path, mtime)
}

/** Whether `bytes[from, to)` holds a CR that no LF follows (pi's listing ends a line there). */
export const hasLoneCr = (bytes: Uint8Array, from: number, to: number): boolean => {
  // searched within [from, to) only: `bytes` may be a view of a far larger buffer
  const range = bytes.subarray(from, to)
  for (let at = range.indexOf(0x0d); at >= 0; at = range.indexOf(0x0d, at + 1)) {
    if (at + 1 >= range.length || range[at + 1] !== 0x0a) return true
  }
  return false
}

/** What a listing scan found so far: enough to go on with lines appended later. */
export interface SummaryState {
  /** The header, once found; `false` when the file is not a session. */
  readonly header: Json.JsonObject | false | undefined
  readonly name: string | undefined
  readonly messageCount: number
  readonly lastActivity: number
  readonly firstMessage: string | undefined
  /** The collected texts, joined with one space. */
  readonly text: string
}

const F = Scanner.Field
const K = Scanner.Kind
const MESSAGE = new TextEncoder().encode("\"message\"")
const SESSION_INFO = new TextEncoder().encode("\"session_info\"")

const containsBytes = (b: Uint8Array, from: number, to: number, needle: Uint8Array): boolean => {
  const first = needle[0] as number
  for (let at = b.indexOf(first, from); at >= 0 && at + needle.length <= to; at = b.indexOf(first, at + 1)) {
    let k = 1
    while (k < needle.length && b[at + k] === needle[k]) k++
    if (k === needle.length) return true
  }
  return false
}

/** A fast search of bytes (`Scanner.Contains`). */
export type Contains = Scanner.Contains

/**
 * The listing scan (as `summarizeText`) over scanned lines, without parsing a line it does not
 * need: only user and assistant content is decoded. Files with a lone CR must go through
 * `summarizeText` (pi's listing splits lines there). `state` and `Summary.from` carry a scan
 * over to lines appended later.
 */
export class Summary {
  /** `contains`: a fast search of bytes, to step over messages whose content has no text (see `Scanner.contentText`). */
  constructor(private readonly contains?: Contains) {}

  #header: Json.JsonObject | false | undefined
  #name: string | undefined
  #count = 0
  #last = 0
  #first: string | undefined
  readonly #texts: Array<string> = []

  static from(state: SummaryState, contains?: Contains): Summary {
    const summary = new Summary(contains)
    summary.#header = state.header
    summary.#name = state.name
    summary.#count = state.messageCount
    summary.#last = state.lastActivity
    summary.#first = state.firstMessage
    if (state.text !== "") summary.#texts.push(state.text)
    return summary
  }

  get state(): SummaryState {
    return { ...this.#listing(), text: this.#texts.join(" ") }
  }

  /** The state but its text. */
  #listing(): Omit<SummaryState, "text"> {
    return { header: this.#header, name: this.#name, messageCount: this.#count, lastActivity: this.#last, firstMessage: this.#first }
  }

  /** Scans `bytes[start, end)`; returns where a partial last line begins (see `Scanner.scan`). */
  scan(scanner: Scanner.Scanner, bytes: Uint8Array, start: number, end: number, final: boolean, fileStart: boolean): number {
    return scanner.scan(bytes, start, end, { final, fileStart }, (line) => this.line(line))
  }

  /** Takes in one line; returns the text it collected from it for search, if any. */
  line(line: Scanner.Line): string | undefined {
    if (this.#header === false || line.status === Scanner.Status.Blank || line.status === Scanner.Status.Malformed) return undefined
    const b = line.bytes
    if (this.#header !== undefined) {
      // pi's scan skips every line that mentions neither kind it counts
      const type = line.kinds[F.type] === K.String ? line.string(F.type) : undefined
      if (type !== "message" && type !== "session_info") return undefined
      if (line.escaped[F.type] === 1 && !containsBytes(b, line.start, line.end, MESSAGE) && !containsBytes(b, line.start, line.end, SESSION_INFO)) {
        return undefined
      }
      if (line.status !== Scanner.Status.Object) return undefined
      if (type === "session_info") {
        if (line.kinds[F.name] === K.String) this.#name = (line.string(F.name) as string).trim() || undefined
        return undefined
      }
      this.#count++
      if (line.kinds[F.message] !== K.Object || line.kinds[F.content] === K.Absent) return undefined
      const role = line.kinds[F.role] === K.String ? line.string(F.role) : undefined
      if (role !== "user" && role !== "assistant") return undefined
      const at = line.kinds[F.messageTimestamp] === K.Number
        ? (JSON.parse(Scanner.decodeUtf8(b, line.from[F.messageTimestamp] as number, line.to[F.messageTimestamp] as number)) as number)
        : line.millis(F.timestamp)
      if (!Number.isNaN(at)) this.#last = Math.max(this.#last, at)
      const content = line.kinds[F.content]
      const text = content === K.String
        ? (line.string(F.content) as string)
        : content === K.Array
        ? (Scanner.contentText(b, line.from[F.content] as number, line.to[F.content] as number, " ", this.contains) ??
          Json.contentText(JSON.parse(Scanner.decodeUtf8(b, line.from[F.content] as number, line.to[F.content] as number)), " "))
        : undefined
      if (text) {
        this.#texts.push(text)
        if (this.#first === undefined && role === "user") this.#first = text
        return text
      }
      return undefined
    }
    // before the header: a falsy JSON value is skipped; anything else must be the header
    if (line.status === Scanner.Status.NotObject) {
      if (!JSON.parse(line.text())) return undefined
      this.#header = false
      return undefined
    }
    const value = Json.parseObject(line.text())
    this.#header = value.type === "session" ? value : false
    return undefined
  }

  /** The session's listing, or undefined when it is not a session. */
  info(path: string, mtime: Date): SessionInfo | undefined {
    // a copy: the scan may go on after this
    const texts = [...this.#texts]
    return infoOfState(this.#listing(), path, mtime, () => texts.join(" "))
  }
}

/**
 * The info of a listing state (its own text aside), or undefined when the file is not a
 * session; the message text is made by `text` when first read (a listing read from a cache
 * reads it only for a search).
 */
export const infoOfState = (
  state: Omit<SummaryState, "text">,
  path: string,
  mtime: Date,
  text: () => string,
  /** The message text's search, where it can be done on its bytes (`bytesContain`). */
  search?: (needle: string) => boolean | undefined
): SessionInfo | undefined => {
  const header = state.header
  if (header === undefined || header === false) return undefined
  const info = infoOf(header, path, mtime, state.name, state.messageCount, state.lastActivity, state.firstMessage, text)
  if (search !== undefined) textSearches.set(info, search)
  return info
}

const infoOf = (
  header: Json.JsonObject,
  path: string,
  mtime: Date,
  name: string | undefined,
  messageCount: number,
  lastActivity: number,
  firstMessage: string | undefined,
  text: () => string
): SessionInfo => {
  const headerTime = Json.millis(header.timestamp)
  let allMessagesText: string | undefined
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
    get allMessagesText() {
      return (allMessagesText ??= text())
    }
  }
}

/** `summarize` on text, line by line as pi's listing reads it (LF, CRLF or a lone CR end a line). */
export const summarizeText = (content: string, path: string, mtime: Date): SessionInfo | undefined => {
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
    if (header !== undefined && !line.includes("\"message\"") && !line.includes("\"session_info\"")) continue
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
  const allMessagesText = texts.join(" ")
  return infoOf(header, path, mtime, name, messageCount, lastActivity, firstMessage, () => allMessagesText)
}

/** Newest first; ties keep their order (the sort is stable). */
export const byModifiedDesc = (a: SessionInfo, b: SessionInfo): number => b.modified.getTime() - a.modified.getTime()

/**
 * The text searches of infos made from stored text (see `infoOfState`): a function of a
 * lowercased needle, undefined when it cannot tell from the bytes.
 */
const textSearches = new WeakMap<SessionInfo, (needle: string) => boolean | undefined>()

/** Whether a session's name or message text contains `query` (case-insensitive). */
export const matches = (info: SessionInfo, query: string): boolean => {
  const needle = query.toLowerCase()
  if ((info.name ?? "").toLowerCase().includes(needle)) return true
  return textSearches.get(info)?.(needle) ?? info.allMessagesText.toLowerCase().includes(needle)
}

const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false
  return true
}

/** Whether UTF-8 `bytes` hold U+212A KELVIN SIGN or U+0130: the characters besides A–Z whose lowercase has an ASCII letter. */
const lowersToAscii = (bytes: Uint8Array): boolean => {
  for (let at = bytes.indexOf(0xe2); at >= 0; at = bytes.indexOf(0xe2, at + 1)) {
    if (bytes[at + 1] === 0x84 && bytes[at + 2] === 0xaa) return true
  }
  for (let at = bytes.indexOf(0xc4); at >= 0; at = bytes.indexOf(0xc4, at + 1)) {
    if (bytes[at + 1] === 0xb0) return true
  }
  return false
}

/**
 * Whether the UTF-8 text `bytes[0, length)`, lowercased as `String.prototype.toLowerCase`
 * does, contains `needle` (already lowercase), found in the bytes without decoding them: exact
 * for an ASCII needle, since only A–Z and two other characters lowercase to ASCII letters (and
 * those two send it back to the text). Undefined when the bytes cannot tell.
 */
export const bytesContain = (all: Uint8Array, length: number, needle: string): boolean | undefined => {
  // a view of the text alone: `indexOf` looks no further
  const bytes = all.subarray(0, length)
  if (!isAscii(needle) || lowersToAscii(bytes)) return undefined
  const m = needle.length
  if (m === 0) return true
  const first = needle.charCodeAt(0)
  const upper = first >= 0x61 && first <= 0x7a ? first - 0x20 : first
  const fits = (at: number): boolean => {
    for (let k = 1; k < m; k++) {
      const b = bytes[at + k] as number
      if ((b >= 0x41 && b <= 0x5a ? b + 0x20 : b) !== needle.charCodeAt(k)) return false
    }
    return true
  }
  const last = bytes.length - m
  // the next place of the first letter in each case, each looked for again only once passed
  let lower = bytes.indexOf(first)
  let other = upper === first ? -1 : bytes.indexOf(upper)
  for (;;) {
    const at = lower < 0 ? other : other < 0 ? lower : Math.min(lower, other)
    if (at < 0 || at > last) return false
    if (fits(at)) return true
    if (at === lower) lower = bytes.indexOf(first, at + 1)
    else other = bytes.indexOf(upper, at + 1)
  }
}
