/**
 * The records file of the session catalog (`services/store/Catalog`): for each session file of one
 * directory, what identifies it, where its listing scan stopped, and its listing. Pure.
 *
 * JSON in columns: one array per field with an element per session, the parts of varying length
 * (samples, text pieces) flattened with a count before each session's, and a scan at the last
 * LF that differs from the listing kept apart in `ats`. Arrays of numbers and strings parse
 * several times faster than an object per session (10,000 sessions: about 20 ms instead of 95),
 * and a listing that the catalog answers whole reads every session's fields. Of a header only
 * what a listing shows is kept (id, cwd, parent session and time, when they are strings).
 *
 * The text is ASCII: `encode` writes every other character as a `\u` escape, so that a reader
 * decodes the file as Latin-1 (a one-byte string, which V8 makes by copying and parses fastest;
 * UTF-8 text with one accent or emoji among 10,000 first messages made the whole file a two-byte
 * string: decode and parse 45-57 ms against 16-19).
 *
 * `decode` checks every field and returns undefined for anything else (another format or
 * directory, a damaged file): such a catalog is never an answer.
 */
import type * as Json from "../format/Json.js"
import { FileShrank } from "./ByteSource.js"
import type { FileRecord } from "./FileRecord.js"
import { bytesContain, infoOfState, type SessionInfo, type SummaryState } from "./SessionInfo.js"

/** Bumped whenever the layout or the meaning of a field changes (5: the samples are checksums of every block; 6: the files' status-change times). */
export const FORMAT = 6

/** The catalog's text file, read in place: `readInto(target, offset)` fills `target` as far as the file goes and says how far. */
export interface TextFile {
  readonly path: string
  readonly readInto: (target: Uint8Array, offset: number) => number
}

/**
 * Reads records' texts from the text file (none: there are only empty texts to read): a
 * record's pieces joined with one space, into one buffer reused from record to record, made by
 * `alloc` (on Node a Buffer, whose indexOf of a byte is memchr). Throws `FileShrank` when the
 * file no longer holds them.
 */
export const textReader = (log: TextFile | undefined, alloc: (size: number) => Uint8Array = (size) => new Uint8Array(size)) => {
  let buffer = alloc(0)
  /** The joined bytes: a view of the buffer, until the next read. */
  return (pieces: Pieces): Uint8Array => {
    const size = pieces.reduce((n, [, length]) => n + length + 1, 0)
    if (buffer.length < size) buffer = alloc(Math.max(size, buffer.length * 2))
    let at = 0
    for (const [offset, length] of pieces) {
      if (at > 0) buffer[at++] = 0x20
      if (log === undefined) throw new FileShrank("(no catalog text file)", offset, length)
      if (log.readInto(buffer.subarray(at, at + length), offset) !== length) throw new FileShrank(log.path, offset, length)
      at += length
    }
    return buffer.subarray(0, at)
  }
}

const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

const NOT_ASCII = /[\u0080-\uffff]/g
const escaped = (unit: string): string => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`

/** A listing scan's state but its text. */
export type State = Omit<SummaryState, "text">
/** Pieces of the catalog's text file: `[offset, length]`, joined with one space. */
export type Pieces = ReadonlyArray<readonly [number, number]>

export interface Scan {
  readonly state: State
  readonly text: Pieces
}

/** What the catalog keeps of one session file: the file as it read it, and its listing's scans. */
export interface Record extends FileRecord {
  /** The scan at `indexed`, to continue from; none for a file read whole each time. */
  readonly at?: Scan | undefined
  /** The listing at the end of the file: `at` itself (the same object) when nothing follows the last LF. */
  readonly end: Scan
}

/** A record's `at`: its `end`, none, or its own (in `ats`). */
const AT_END = 0
const NO_AT = 1
const OWN_AT = 2

/** A state's header: none read yet, not a session, a session. */
const NO_HEADER = 0
const NOT_SESSION = 1
const SESSION = 2

type Text = string | null

/** The columns of the end's state, in a row's order. */
const STATE_COLUMNS = ["header", "id", "cwd", "parentSession", "timestamp", "name", "messageCount", "lastActivity", "firstMessage"] as const

/** A state and its text as one array: header kind, id, cwd, parent session, time, name, count, last activity, first message, then the pieces (count, then offset and length of each). */
type Row = ReadonlyArray<number | Text>

interface Columns {
  readonly format: number
  readonly dir: string
  /** The text file's name. */
  readonly text: string
  readonly names: ReadonlyArray<string>
  readonly dev: ReadonlyArray<number>
  readonly ino: ReadonlyArray<number>
  readonly size: ReadonlyArray<number>
  readonly mtimeMs: ReadonlyArray<number>
  /** The files' status-change times; null for a record without one. */
  readonly ctimeMs: ReadonlyArray<number | null>
  readonly indexed: ReadonlyArray<number>
  /** Per record: the number of samples, then the offset, length and checksum of each. */
  readonly samples: ReadonlyArray<number>
  readonly at: ReadonlyArray<number>
  /** The records whose `at` is their own, by index. */
  readonly ats: { readonly [index: string]: Row }
  // the end's state
  readonly header: ReadonlyArray<number>
  readonly id: ReadonlyArray<Text>
  readonly cwd: ReadonlyArray<Text>
  readonly parentSession: ReadonlyArray<Text>
  readonly timestamp: ReadonlyArray<Text>
  readonly name: ReadonlyArray<Text>
  readonly messageCount: ReadonlyArray<number>
  readonly lastActivity: ReadonlyArray<number>
  readonly firstMessage: ReadonlyArray<Text>
  /** Per record, the end's text: the number of pieces, then the offset and length of each. */
  readonly pieces: ReadonlyArray<number>
}

const textOrNull = (value: unknown): Text => (typeof value === "string" ? value : null)

const headerOf = (kind: number, id: Text, cwd: Text, parentSession: Text, timestamp: Text): State["header"] => {
  if (kind === NO_HEADER) return undefined
  if (kind === NOT_SESSION) return false
  const header: { [key: string]: Json.Json } = { type: "session" }
  if (id !== null) header.id = id
  if (cwd !== null) header.cwd = cwd
  if (parentSession !== null) header.parentSession = parentSession
  if (timestamp !== null) header.timestamp = timestamp
  return header
}

const stateRow = (scan: Scan): Array<number | Text> => {
  const { header, name, messageCount, lastActivity, firstMessage } = scan.state
  const fields = header === undefined || header === false ? undefined : header
  return [
    header === undefined ? NO_HEADER : header === false ? NOT_SESSION : SESSION,
    textOrNull(fields?.id),
    textOrNull(fields?.cwd),
    textOrNull(fields?.parentSession),
    textOrNull(fields?.timestamp),
    name ?? null,
    messageCount,
    lastActivity,
    firstMessage ?? null,
    scan.text.length,
    ...scan.text.flat()
  ]
}

/** The groups of `width` numbers at `at` in a flattened column (their count first). */
const groupsAt = (flat: ReadonlyArray<number | Text>, at: number, width: number): Array<Array<number>> => {
  const groups: Array<Array<number>> = []
  for (let k = 0; k < (flat[at] as number); k++) groups.push(flat.slice(at + 1 + width * k, at + 1 + width * (k + 1)) as Array<number>)
  return groups
}

const piecesAt = (flat: ReadonlyArray<number | Text>, at: number): Pieces => groupsAt(flat, at, 2) as unknown as Pieces

/** A state from its fields in a row's order (see `Row`), as `field(k)` reads them. */
const stateOf = (field: (k: number) => number | Text): State => ({
  header: headerOf(field(0) as number, field(1) as Text, field(2) as Text, field(3) as Text, field(4) as Text),
  name: (field(5) as Text) ?? undefined,
  messageCount: field(6) as number,
  lastActivity: field(7) as number,
  firstMessage: (field(8) as Text) ?? undefined
})

const scanOfRow = (row: Row): Scan => ({ state: stateOf((k) => row[k] as number | Text), text: piecesAt(row, 9) })

/** The records of `records` (name, record) in columns, as JSON. */
export const encode = (dir: string, textFile: string, records: ReadonlyArray<readonly [string, Record]>): string => {
  const column = <A>(f: (record: Record) => A) => records.map(([, record]) => f(record))
  const ats: { [index: string]: Row } = {}
  const ends = records.map(([, record]) => stateRow(record.end))
  const columns: Columns = {
    format: FORMAT,
    dir,
    text: textFile,
    names: records.map(([name]) => name),
    dev: column((r) => r.dev),
    ino: column((r) => r.ino),
    size: column((r) => r.size),
    mtimeMs: column((r) => r.mtimeMs),
    ctimeMs: column((r) => r.ctimeMs ?? null),
    indexed: column((r) => r.indexed),
    samples: records.flatMap(([, r]) => [r.samples.length, ...r.samples.flat()]),
    at: records.map(([, r], i) => {
      if (r.at === undefined) return NO_AT
      if (r.at === r.end) return AT_END
      ats[i] = stateRow(r.at)
      return OWN_AT
    }),
    ats,
    ...(Object.fromEntries(STATE_COLUMNS.map((name, k) => [name, ends.map((row) => row[k])])) as unknown as Pick<Columns, (typeof STATE_COLUMNS)[number]>),
    pieces: ends.flatMap((row) => row.slice(9) as Array<number>)
  }
  return JSON.stringify(columns).replace(NOT_ASCII, escaped)
}

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0

/** Whether `value` is an array of `n` elements that pass `is`. */
const isColumn = (value: unknown, n: number, is: (x: unknown) => boolean): boolean => {
  if (!Array.isArray(value) || value.length !== n) return false
  for (let i = 0; i < n; i++) if (!is(value[i])) return false
  return true
}

const isNumber = (x: unknown): boolean => typeof x === "number"
const isNumberOrNull = (x: unknown): boolean => x === null || typeof x === "number"
const isText = (x: unknown): boolean => x === null || typeof x === "string"
const isKind = (x: unknown): boolean => x === 0 || x === 1 || x === 2

/**
 * Where each record's part begins in a flattened column of `n` records, each a count and then
 * that many groups of `width` counts (a last element: the column's length); undefined when it
 * is not one.
 */
const starts = (flat: unknown, from: number, n: number, width: number): Int32Array | undefined => {
  if (!Array.isArray(flat)) return undefined
  const at = new Int32Array(n + 1)
  let k = from
  for (let i = 0; i < n; i++) {
    at[i] = k
    const count = flat[k] as unknown
    if (!isCount(count)) return undefined
    const end = k + 1 + count * width
    if (end > flat.length) return undefined
    for (let j = k + 1; j < end; j++) if (!isCount(flat[j])) return undefined
    k = end
  }
  at[n] = k
  return k === flat.length ? at : undefined
}

const isRow = (row: unknown): row is Row =>
  Array.isArray(row) &&
  row.length >= 10 &&
  isKind(row[0]) &&
  [1, 2, 3, 4, 5, 8].every((k) => isText(row[k])) &&
  isCount(row[6]) &&
  isNumber(row[7]) &&
  starts(row, 9, 1, 2) !== undefined

/** The end of the furthest piece of `flat[from..]` (pieces flattened as in `Columns.pieces`). */
const piecesEnd = (flat: ReadonlyArray<number | Text>, from: number, to: number): number => {
  let end = 0
  for (let k = from; k < to;) {
    const count = flat[k] as number
    for (let p = 0; p < count; p++) end = Math.max(end, (flat[k + 1 + 2 * p] as number) + (flat[k + 2 + 2 * p] as number))
    k += 1 + 2 * count
  }
  return end
}

/** A decoded records file: each record read from the columns when asked for. */
export class Records {
  /** The index of each name. */
  readonly #index = new Map<string, number>()
  /** The end state's columns, in a row's order. */
  readonly #state: ReadonlyArray<ReadonlyArray<number | Text>>

  private constructor(
    private readonly columns: Columns,
    private readonly samplesAt: Int32Array,
    private readonly piecesAt: Int32Array,
    /** Where the furthest text piece any record points at ends: the text file must be as long. */
    readonly textEnd: number
  ) {
    columns.names.forEach((name, i) => this.#index.set(name, i))
    this.#state = STATE_COLUMNS.map((name) => columns[name])
  }

  /** The records file's text (its bytes as Latin-1), or undefined when it is not one (damaged, another format or directory). */
  static decode(text: string, dir: string): Records | undefined {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return undefined
    }
    if (typeof parsed !== "object" || parsed === null) return undefined
    const c = parsed as { readonly [K in keyof Columns]: unknown }
    if (c.format !== FORMAT || c.dir !== dir || typeof c.text !== "string" || c.text.includes("/") || c.text.includes("..")) return undefined
    if (!Array.isArray(c.names) || new Set(c.names).size !== c.names.length) return undefined
    const n = c.names.length
    const valid = isColumn(c.names, n, (x) => typeof x === "string") &&
      [c.dev, c.ino, c.mtimeMs, c.lastActivity].every((column) => isColumn(column, n, isNumber)) &&
      isColumn(c.ctimeMs, n, isNumberOrNull) &&
      [c.size, c.indexed, c.messageCount].every((column) => isColumn(column, n, isCount)) &&
      [c.id, c.cwd, c.parentSession, c.timestamp, c.name, c.firstMessage].every((column) => isColumn(column, n, isText)) &&
      isColumn(c.header, n, isKind) &&
      isColumn(c.at, n, isKind) &&
      typeof c.ats === "object" &&
      c.ats !== null &&
      !Array.isArray(c.ats)
    if (!valid) return undefined
    const columns = parsed as Columns
    const own = Object.entries(columns.ats)
    if (own.length !== columns.at.filter((at) => at === OWN_AT).length) return undefined
    let textEnd = 0
    for (const [index, row] of own) {
      if (columns.at[Number(index)] !== OWN_AT || !isRow(row)) return undefined
      textEnd = Math.max(textEnd, piecesEnd(row, 9, row.length))
    }
    const samplesAt = starts(columns.samples, 0, n, 3)
    const piecesAt = starts(columns.pieces, 0, n, 2)
    if (samplesAt === undefined || piecesAt === undefined) return undefined
    textEnd = Math.max(textEnd, piecesEnd(columns.pieces, 0, columns.pieces.length))
    return new Records(columns, samplesAt, piecesAt, textEnd)
  }

  get size(): number {
    return this.columns.names.length
  }

  /** The text file's name. */
  get textFile(): string {
    return this.columns.text
  }

  indexOf(name: string): number | undefined {
    return this.#index.get(name)
  }

  /** Record `i`'s listing state (at the end of its file). */
  endState(i: number): State {
    return stateOf((k) => (this.#state[k] as ReadonlyArray<number | Text>)[i] as number | Text)
  }

  /** Record `i`'s listing text. */
  endText(i: number): Pieces {
    return piecesAt(this.columns.pieces, this.piecesAt[i] as number)
  }

  /**
   * Record `i`'s listing of `file` (whose modification time is `mtimeMs`): its info, with its
   * message text read through `textOf` when asked for (a search looks at the bytes), or why the
   * file is not listed.
   */
  listing(i: number, file: string, mtimeMs: number, textOf: (pieces: Pieces) => Uint8Array): SessionInfo | string {
    const text = () => decoder.decode(textOf(this.endText(i)))
    const search = (needle: string) => {
      const bytes = textOf(this.endText(i))
      return bytesContain(bytes, bytes.length, needle)
    }
    return infoOfState(this.endState(i), file, new Date(mtimeMs), text, search) ?? "not a session"
  }

  /** What record `i` tells of its file, to check it is unchanged (`services/store/internal/Pages.unchanged`): identity, size, times, checksums. */
  checked(i: number): Omit<Record, "at" | "end"> {
    const c = this.columns
    const ctimeMs = c.ctimeMs[i]
    return {
      dev: c.dev[i] as number,
      ino: c.ino[i] as number,
      size: c.size[i] as number,
      mtimeMs: c.mtimeMs[i] as number,
      ...(typeof ctimeMs === "number" ? { ctimeMs } : {}),
      indexed: c.indexed[i] as number,
      samples: groupsAt(c.samples, this.samplesAt[i] as number, 3) as unknown as Record["samples"]
    }
  }

  /** Record `i` whole. */
  record(i: number): Record {
    const c = this.columns
    const end: Scan = { state: this.endState(i), text: this.endText(i) }
    const at = c.at[i] === AT_END ? end : c.at[i] === NO_AT ? undefined : scanOfRow(c.ats[i] as Row)
    return { ...this.checked(i), ...(at === undefined ? {} : { at }), end }
  }
}
