/**
 * JSON values as pi reads and writes them. Pure.
 *
 * pi serializes with `JSON.stringify` and parses with `JSON.parse`; Arbor does the same so
 * that every line it writes has exactly the bytes pi would write.
 */

export type Json = null | boolean | number | string | ReadonlyArray<Json> | JsonObject

export interface JsonObject {
  readonly [key: string]: Json
}

/** True for a non-null, non-array object. */
export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** The compact JSON text of a value, as `JSON.stringify` gives it (undefined keys left out). */
export const stringify = (value: unknown): string => JSON.stringify(value)

/** Parses JSON text; `undefined` when the text is not JSON. */
export const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The JSON object `text` holds; an empty object when it holds anything else or is not JSON. */
export const parseObject = (text: string): JsonObject => {
  const value = parse(text)
  return isObject(value) ? value : {}
}

/** The value when it is a string, else the empty string. */
export const asString = (value: unknown): string => (typeof value === "string" ? value : "")

/** The value when it is an array, else no elements. */
export const asArray = (value: unknown): ReadonlyArray<Json> => (Array.isArray(value) ? value : [])

/** `Date.parse` of an ISO timestamp; `NaN` when it does not parse or is not a string. */
export const millis = (iso: unknown): number => (typeof iso === "string" ? Date.parse(iso) : Number.NaN)

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`)
const three = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`)
/** 10000-01-01T00:00:00.000Z: from there on `toISOString` writes six-digit years. */
const YEAR_10000 = 253_402_300_800_000

/**
 * `new Date(ms).toISOString()`, or null for a time that is not one (NaN, out of range), computed without a
 * Date where it can: listings write two per session, and the builtin's call costs more than
 * the arithmetic. Times before 1970 or from the year 10000 on go through the builtin.
 */
export const isoTime = (ms: number): string | null => {
  if (!(ms >= 0 && ms < YEAR_10000) || !Number.isInteger(ms)) {
    const date = new Date(ms)
    return Number.isNaN(date.getTime()) ? null : date.toISOString()
  }
  // the civil date of a day number (days since 1970-01-01), in 400-year eras from 0000-03-01
  const days = Math.floor(ms / 86_400_000)
  let rest = ms - days * 86_400_000
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const m = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * m + 2) / 5) + 1
  const month = m < 10 ? m + 3 : m - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  return `${year}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`
}

/** The text of a content value: the string itself, or its text blocks joined by `separator`. */
export const contentText = (content: unknown, separator: string): string => {
  if (typeof content === "string") return content
  if (!Array.isArray(content)) return ""
  const parts: Array<string> = []
  for (const block of content) {
    if (isObject(block) && block.type === "text" && typeof block.text === "string") parts.push(block.text)
  }
  return parts.join(separator)
}

/** What `JSON.stringify` escapes in a string (a quote, a backslash, a control character, a lone surrogate), and any surrogate. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/

/**
 * A string as a JSON string literal, as `JSON.stringify` writes it: most strings hold nothing to
 * escape and are quoted as they are (a fifth of `ls --json`'s time went to stringify calls).
 */
export const quote = (text: string): string => (ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`)

/** JSON text written in pieces: strings, and UTF-8 bytes copied from stored lines. */
export type Pieces = Iterable<Uint8Array | string>

const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/** Pieces as one string. */
export const join = (pieces: Pieces): string => {
  const parts: Array<string> = []
  for (const piece of pieces) parts.push(typeof piece === "string" ? piece : decoder.decode(piece))
  return parts.join("")
}

const encoder = new TextEncoder()

/** Writes `text` into `bytes` at `at` when it is all ASCII (false, having written some, when it is not). */
const ascii = (text: string, bytes: Uint8Array, at: number): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x80) return false
    bytes[at + i] = c
  }
  return true
}

/** Bytes that number pieces stand for: piece `n` is `size(n)` bytes, which `copy` puts into `into` at `at`. */
export interface Spans {
  readonly size: (n: number) => number
  readonly copy: (n: number, into: Uint8Array, at: number) => void
}

/**
 * Pieces as UTF-8 in batches of at most `size` bytes, so that a large answer never sits in
 * memory whole: strings are encoded straight into one buffer, which each batch is a view of,
 * to be written before the next batch is asked for; bytes as long as a batch come as they are.
 * A number piece is the bytes `spans` copies in. With `fresh`, each batch is a buffer of its
 * own, to keep.
 */
export const batches = function*(pieces: Iterable<Uint8Array | string | number>, size: number, spans?: Spans, fresh = false): Generator<Uint8Array> {
  let batch = new Uint8Array(size)
  let filled = 0
  /** The batch so far, then room for the next. */
  const flush = (): Uint8Array => {
    const out = batch.subarray(0, filled)
    if (fresh) batch = new Uint8Array(size)
    filled = 0
    return out
  }
  for (const piece of pieces) {
    if (typeof piece === "string") {
      // a short ASCII piece (a comma between messages) byte by byte: encodeInto costs more than it
      if (piece.length <= 16 && filled + piece.length <= size && ascii(piece, batch, filled)) {
        filled += piece.length
        continue
      }
      let rest = piece
      for (;;) {
        const { read, written } = encoder.encodeInto(rest, batch.subarray(filled))
        filled += written
        if (read === rest.length) break
        rest = rest.slice(read)
        yield flush()
      }
      continue
    }
    const length = typeof piece === "number" ? (spans as Spans).size(piece) : piece.length
    if (filled + length > size) {
      if (filled > 0) yield flush()
      if (length >= size) {
        // as long as a batch: a batch of its own
        if (typeof piece !== "number") yield piece
        else {
          const own = new Uint8Array(length)
          ;(spans as Spans).copy(piece, own, 0)
          yield own
        }
        continue
      }
    }
    if (typeof piece === "number") (spans as Spans).copy(piece, batch, filled)
    else batch.set(piece, filled)
    filled += length
  }
  if (filled > 0) yield flush()
}
