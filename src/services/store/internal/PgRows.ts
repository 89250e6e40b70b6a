/**
 * How sessions are rows in PostgreSQL (`PgLog`, `PgSchema`): texts escaped where PostgreSQL's
 * text cannot hold them (`storedText`, `searchedText`), a line's indexed columns and search text,
 * lines inserted in batches, the listing summary kept per session and continued on append, and
 * lines given back as a file's bytes. Pure.
 */
import * as Either from "effect/Either"
import * as Json from "../../../domain/format/Json.js"
import * as SessionFile from "../../../domain/format/SessionFile.js"
import type * as Scanner from "../../../domain/scan/Scanner.js"
import * as SessionInfo from "../../../domain/scan/SessionInfo.js"
import { StorageError } from "./StoreErrors.js"

// ---------------------------------------------------------------------------------------------
// Texts PostgreSQL cannot hold
// ---------------------------------------------------------------------------------------------

/** The escape of `storedText`: the least likely character to be met, itself escaped when met. */
const ESCAPE = "\uffff"
/** Code units that `storedText` escapes: U+0000, an unpaired surrogate, the escape itself. */
const UNSTORABLE = /[\u0000\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/** Code units that `searchedText` escapes: U+0000 and unpaired surrogates. */
const UNSEARCHABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/** Whether a text may hold a code unit either escape touches (a cheap test before the exact one). */
const MAYBE_UNSTORABLE = /[\u0000\ud800-\udfff\uffff]/

/**
 * `text` as PostgreSQL's text can hold it: U+0000, each unpaired surrogate and U+FFFF become
 * U+FFFF, `u` and the code unit's four lowercase hex digits; every other text is itself.
 * `restoredText` undoes it exactly.
 */
export const storedText = (text: string): string =>
  MAYBE_UNSTORABLE.test(text) ? text.replace(UNSTORABLE, (c) => `${ESCAPE}u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : text

/** The text `storedText` was given. */
export const restoredText = (stored: string): string =>
  stored.includes(ESCAPE) ? stored.replace(/\uffffu([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : stored

const NIBBLES = "ABCDEFGHIJKLMNOP"

/**
 * A case-folded text (or query) as it is searched in PostgreSQL: U+0000 and each unpaired
 * surrogate become `U` and four letters `A`–`P` (the code unit's hex digits). A folded text holds
 * no ASCII capital, so these escapes are the only capitals in it, each starts at the only capital
 * `U` it has, and they all have one length: a folded query's escapes can only meet whole escapes
 * of the same code units, and its other characters only the text's own. So the escaped query is a
 * substring of the escaped text exactly when the query is a substring of the text, as the file
 * store answers it: `a\u0000b` is found by `a`, by `\u0000b` and by itself, never by `ab`.
 */
export const searchedText = (folded: string): string =>
  MAYBE_UNSTORABLE.test(folded)
    ? folded.replace(UNSEARCHABLE, (c) => {
      const code = c.charCodeAt(0)
      return `U${NIBBLES[(code >> 12) & 15]}${NIBBLES[(code >> 8) & 15]}${NIBBLES[(code >> 4) & 15]}${NIBBLES[code & 15]}`
    })
    : folded

// ---------------------------------------------------------------------------------------------
// Lines as rows
// ---------------------------------------------------------------------------------------------

/** The columns a line is indexed by: its entry's id, parent id and type. */
interface LineRow {
  readonly id: string | null
  readonly parentId: string | null
  readonly type: string | null
}

/** A line's indexed columns (nulls for a line that is not a JSON object). */
const rowOf = (line: string): LineRow => {
  const value = line.includes("{") ? Json.parse(line) : undefined
  if (!Json.isObject(value)) return { id: null, parentId: null, type: null }
  const str = (v: unknown) => (typeof v === "string" ? storedText(v) : null)
  return { id: str(value.id), parentId: str(value.parentId), type: str(value.type) }
}

/** Lines inserted in one statement at most. */
export const LINE_BATCH = 5000

/** Inserts lines of session `$1`: sequence numbers, entry ids, parent ids, types, texts and search texts in `$2`…`$7` (`lineParams`). */
export const INSERT_LINES = `INSERT INTO arbor_lines (sid, seq, entry_id, parent_id, type, line, search_text)
  SELECT $1, u.seq, u.id, u.parent, u.type, u.line, u.txt
  FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(seq, id, parent, type, line, txt)`

/** The parameters of `INSERT_LINES` for lines `first, first + 1, ...` of session `sid`. */
export const lineParams = (sid: string, first: number, lines: ReadonlyArray<string>, texts: ReadonlyArray<string | null>) => {
  const rows = lines.map(rowOf)
  return [sid, lines.map((_, i) => first + i), rows.map((r) => r.id), rows.map((r) => r.parentId), rows.map((r) => r.type), lines.map(storedText), texts]
}

/** `%text%` for `LIKE`, its wildcards and escapes taken literally. */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`

/** `lines` as a file holds them: their UTF-8 with a newline between, and after the last when `terminated`. */
export const fileBytes = (lines: ReadonlyArray<string>, terminated: boolean): Uint8Array => {
  let size = lines.length === 0 ? 0 : lines.length - 1 + (terminated ? 1 : 0)
  for (const line of lines) size += Buffer.byteLength(line, "utf8")
  const bytes = Buffer.allocUnsafe(size)
  let at = 0
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) bytes[at++] = 0x0a
    at += bytes.write(lines[i]!, at, "utf8")
  }
  if (terminated && lines.length > 0) bytes[at] = 0x0a
  return bytes
}
const strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })

/** A file's bytes as lines (split on LF); refused when they are not UTF-8 (a NUL byte is stored escaped, as any text). */
export const linesOfBytes = (path: string, bytes: Uint8Array): Either.Either<{ lines: Array<string>; terminated: boolean }, StorageError> => {
  let text: string
  try {
    text = strictDecoder.decode(bytes)
  } catch {
    return Either.left(new StorageError({ path, operation: "import", reason: "the file is not valid UTF-8" }))
  }
  return Either.right(SessionFile.splitLines(text))
}

/** A listing summary: the state of pi's listing scan, kept per session and continued on append. */
export type StoredSummary = Omit<SessionInfo.SummaryState, "text">

/** The summary of a session with no lines yet. */
export const EMPTY_SUMMARY: StoredSummary = { header: undefined, name: undefined, messageCount: 0, lastActivity: 0, firstMessage: undefined }

/**
 * The listing scan continued over `lines`: the new summary, the session's info, and each line's
 * search text (what the listing collects from it, folded as `SessionInfo.matches` folds it; null
 * for none). The file store searches the texts joined with one space, folded: folding each text
 * apart gives the same, since no case mapping looks across a space.
 */
export const continueSummary = (scanner: Scanner.Scanner, summary: StoredSummary, lines: ReadonlyArray<string>, fileStart: boolean) => {
  const scan = SessionInfo.Summary.from({ ...summary, text: "" })
  const bytes = fileBytes(lines, true)
  const texts: Array<string | null> = []
  scanner.scan(bytes, 0, bytes.length, { final: true, fileStart }, (line) => {
    const text = scan.line(line)
    texts.push(text === undefined ? null : searchedText(text.toLowerCase()))
  })
  if (texts.length !== lines.length) throw new Error(`PgRows: ${lines.length} lines scanned as ${texts.length}`)
  const { text: _text, ...state } = scan.state
  return { state: state as StoredSummary, info: scan.info("", new Date()), texts }
}
