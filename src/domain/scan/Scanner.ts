/**
 * The byte scanner: reads the lines of a session file as bytes and tells, for each line,
 * what `JSON.parse` on its UTF-8 text would make of it — blank, a JSON object, malformed, or
 * valid JSON that is not an object — and where the few fields that loading, listing and
 * context building need sit in the line, without building any value. Pure.
 *
 * The verdict is exact: a line is an object exactly when `JSON.parse` of its text (after one
 * trailing CR, and a byte-order mark on the first line of a file, are removed) returns an
 * object, and a captured field is the value `JSON.parse` would give that key (the last
 * occurrence of a duplicated key wins). "Blank" follows `String.prototype.trim`, as the
 * readers do: a line of JSON or Unicode white space only.
 *
 * Captured fields: at the top level `type`, `id`, `parentId`, `timestamp`, `targetId`,
 * `label`, `name`, `customType`, `message` and `content`; inside an object `message`, its
 * `role`, `content`, `timestamp` and `stopReason`. Each has a kind and the byte span of its
 * value (a string's span excludes the quotes; `escaped` tells whether it holds backslash
 * escapes).
 *
 * One derived flag: `shownText`, whether the object `message`'s `content` holds text that the
 * `/tree` selector shows: a string that is not blank to `String.prototype.trim` once decoded,
 * or an array with an object whose `type` is `"text"` and whose `text` is such a string (for
 * duplicated keys, at any of these levels, the last occurrence wins, as with `JSON.parse`).
 * The same walk of content blocks reads a content array's text for listings (`contentText`):
 * it is the one JSON byte walk outside the WebAssembly scanner.
 *
 * Derived values (`Line.derived`), of an object line only: the `hashBytes` of a plain `id` and
 * `parentId` (ASCII, no escapes), the id table's key for them, and `Date.parse` of a
 * `timestamp` in the usual form, so that the reader need not go over those bytes again.
 */

import { hashBytes, isPlainAscii } from "../tree/internal/IdTable.js"
import * as ScannerWasm from "./internal/ScannerWasm.js"

/**
 * The longest line the readers take, in bytes (before its LF, a CR and a first line's
 * byte-order mark included): V8's longest string, 0x1fffffe8 UTF-16 units. A UTF-8 byte decodes
 * to at most one unit, so every line up to this size can become a string (which `JSON.parse`
 * of it needs); a longer one may not, and is reported as `line-too-long` and ignored, like a
 * malformed line, whatever it holds. pi cannot read such a line either: its loader fails on the
 * whole file.
 */
export const MAX_LINE_BYTES = 0x1fffffe8

/** What a captured value is. */
export const Kind = {
  Absent: 0,
  String: 1,
  Null: 2,
  Number: 3,
  Boolean: 4,
  Object: 5,
  Array: 6
} as const
export type Kind = (typeof Kind)[keyof typeof Kind]

/** What a line is. */
export const Status = {
  /** Empty, or white space only. */
  Blank: 0,
  /** A JSON object. */
  Object: 1,
  /** Not valid JSON. */
  Malformed: 2,
  /** Valid JSON, but not an object. */
  NotObject: 3
} as const
export type Status = (typeof Status)[keyof typeof Status]

/** The values a scanner may work out from an object line's fields (`Line.derived`). */
export const Derived = {
  idHash: 32,
  parentIdHash: 64,
  millis: 128
} as const

/** The captured fields, as indexes into a `Line`'s arrays. */
export const Field = {
  type: 0,
  id: 1,
  parentId: 2,
  timestamp: 3,
  targetId: 4,
  label: 5,
  name: 6,
  customType: 7,
  message: 8,
  /** `message.role` */
  role: 9,
  /** `message.content` */
  content: 10,
  /** `message.timestamp` */
  messageTimestamp: 11,
  /** the top-level `content` (custom messages) */
  entryContent: 12,
  /** `message.stopReason` */
  stopReason: 13
} as const
export type Field = (typeof Field)[keyof typeof Field]
export const FIELD_COUNT = 14

/**
 * One scanned line. A scanner reuses one `Line` for every line it reports, so read what you
 * need inside the callback: the WebAssembly scanner even swaps its field arrays (`kinds`,
 * `from`, `to`, `escaped`) for views of each line's own record.
 */
export class Line {
  /** The buffer holding the line. */
  bytes: Uint8Array = new Uint8Array(0)
  /** The line's first byte (after a byte-order mark, on a file's first line). */
  start = 0
  /** Just past the line's last byte, before a CR that ends it. */
  end = 0
  /** Where the line's LF is, or `end` (+1 for a CR) for a last line without one. */
  newline = 0
  /** The line ended with an LF (false only for a last line without one). */
  lf = true
  /** The line ended with CR before its LF (or before the end of the input). */
  cr = false
  /** A byte-order mark was skipped at the start of the line. */
  bom = false
  status: Status = Status.Blank
  /**
   * The object `message`'s `content` holds text the `/tree` selector shows (see the module
   * comment); false without such a `message`.
   */
  shownText = false
  kinds: Uint8Array<ArrayBufferLike> = new Uint8Array(FIELD_COUNT)
  /** Start of each captured value (a string's first byte after the quote). */
  from: Int32Array<ArrayBufferLike> = new Int32Array(FIELD_COUNT)
  /** End of each captured value (a string's closing quote). */
  to: Int32Array<ArrayBufferLike> = new Int32Array(FIELD_COUNT)
  /** 1 when a captured string holds backslash escapes. */
  escaped: Uint8Array<ArrayBufferLike> = new Uint8Array(FIELD_COUNT)
  /**
   * Which of the values below the scanner worked out (`Derived` bits): they are of an object
   * line's fields, and spare the reader a pass over the bytes.
   */
  derived = 0
  /** With `Derived.idHash`: the `id` string is plain (ASCII, no escapes), and this is `hashBytes` of its bytes. */
  idHash = 0
  /** With `Derived.parentIdHash`: the same of `parentId`. */
  parentIdHash = 0
  /** With `Derived.millis`: `millis(Field.timestamp)`. */
  timestampMillis = 0

  kind(field: Field): Kind {
    return this.kinds[field] as Kind
  }

  /** The decoded value of a captured string field; undefined for any other kind. */
  string(field: Field): string | undefined {
    if (this.kinds[field] !== Kind.String) return undefined
    const from = this.from[field] as number
    const to = this.to[field] as number
    if (this.escaped[field] === 0) return decodeUtf8(this.bytes, from, to)
    return JSON.parse(decodeUtf8(this.bytes, from - 1, to + 1)) as string
  }

  /**
   * Whether a field is a string whose decoded value is `ascii` (ASCII text): without escapes,
   * told by its bytes, with no string made.
   */
  is(field: Field, ascii: string): boolean {
    if (this.kinds[field] !== Kind.String) return false
    if (this.escaped[field] !== 0) return this.string(field) === ascii
    const from = this.from[field] as number
    if ((this.to[field] as number) - from !== ascii.length) return false
    for (let k = 0; k < ascii.length; k++) if (this.bytes[from + k] !== ascii.charCodeAt(k)) return false
    return true
  }

  /** `Date.parse` of a captured string field (`Json.millis`): NaN for anything else. */
  millis(field: Field): number {
    if (field === Field.timestamp && (this.derived & Derived.millis) !== 0) return this.timestampMillis
    if (this.kinds[field] !== Kind.String) return Number.NaN
    if (this.escaped[field] === 1) return Date.parse(this.string(field) as string)
    return isoMillis(this.bytes, this.from[field] as number, this.to[field] as number)
  }

  /** The bytes of a captured value (a string's without its quotes). */
  span(field: Field): Uint8Array {
    return this.bytes.subarray(this.from[field] as number, this.to[field] as number)
  }

  /** The line's text, as the readers decode it. */
  text(): string {
    return decodeUtf8(this.bytes, this.start, this.end)
  }
}

/** A scanner of lines: the engine behind `scan` (see `make`). */
export interface Scanner {
  /**
   * A buffer of at least `size` bytes to read input into: scanning input that is already there
   * costs no copy. Valid until the next call of `buffer`, which returns a buffer that starts
   * with the contents of the previous one (so a line longer than the buffer can be read on).
   */
  readonly buffer: (size: number) => Uint8Array
  /**
   * Scans the lines of `bytes[start, end)` in order and calls `onLine` for each. A line ends at
   * an LF; the bytes after the last LF form a line only when `final` is true (the end of the
   * input). Returns where scanning stopped: just after the last LF, or `end` when final.
   * `fileStart` says that `start` is the first byte of a file (a byte-order mark is skipped).
   */
  readonly scan: (
    bytes: Uint8Array,
    start: number,
    end: number,
    options: { readonly final: boolean; readonly fileStart: boolean },
    onLine: (line: Line) => void
  ) => number
}

/** The decimal number in `b[from, from + n)`, or -1 when a byte is not a digit. */
const digits = (b: Uint8Array, from: number, n: number): number => {
  let v = 0
  for (let i = from; i < from + n; i++) {
    const c = (b[i] as number) - 0x30
    if (c < 0 || c > 9) return -1
    v = v * 10 + c
  }
  return v
}

/**
 * `Date.parse` of a timestamp's bytes in the usual form `YYYY-MM-DDTHH:MM:SS.sssZ`, without a
 * string; undefined when they are not in that form, or out of the ranges where it is exact.
 */
const isoForm = (b: Uint8Array, from: number, to: number): number | undefined => {
  if (
    to - from === 24 && b[from + 4] === 0x2d && b[from + 7] === 0x2d && b[from + 10] === 0x54 && b[from + 13] === 0x3a && b[from + 16] === 0x3a &&
    b[from + 19] === 0x2e && b[from + 23] === 0x5a
  ) {
    const year = digits(b, from, 4)
    const month = digits(b, from + 5, 2)
    const day = digits(b, from + 8, 2)
    const hour = digits(b, from + 11, 2)
    const minute = digits(b, from + 14, 2)
    const second = digits(b, from + 17, 2)
    const ms = digits(b, from + 20, 3)
    // within these ranges Date.parse and Date.UTC agree (both roll a day past the month's end
    // over); Date.UTC takes a year before 100 for 1900 + year, Date.parse does not
    if (
      year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 &&
      second <= 59 && ms >= 0
    ) {
      return Date.UTC(year, month - 1, day, hour, minute, second, ms)
    }
  }
  return undefined
}

/** `Date.parse` of a timestamp's bytes. */
const isoMillis = (b: Uint8Array, from: number, to: number): number => isoForm(b, from, to) ?? Date.parse(decodeUtf8(b, from, to))

// ---------------------------------------------------------------------------------------------
// UTF-8
// ---------------------------------------------------------------------------------------------

// ignoreBOM keeps a U+FEFF at the start of a span, as JSON.parse of the line's text sees it
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true })

/** UTF-8 text of `bytes[from, to)`; invalid sequences become U+FFFD, as Node decodes files. */
export const decodeUtf8 = (bytes: Uint8Array, from: number, to: number): string => {
  const length = to - from
  if (length <= 32) {
    let ascii = true
    for (let i = from; i < to; i++) {
      if ((bytes[i] as number) >= 0x80) {
        ascii = false
        break
      }
    }
    if (ascii) {
      let out = ""
      for (let i = from; i < to; i++) out += String.fromCharCode(bytes[i] as number)
      return out
    }
  }
  return utf8.decode(bytes.subarray(from, to))
}

// ---------------------------------------------------------------------------------------------
// The JavaScript scanner
// ---------------------------------------------------------------------------------------------

const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c

const isJsonSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d

/**
 * Whether `bytes[from, to)` is white space to `String.prototype.trim`: ASCII 9–13 and 32, and
 * U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF in UTF-8.
 */
const isTrimBlank = (b: Uint8Array, from: number, to: number): boolean => {
  let i = from
  while (i < to) {
    const c = b[i] as number
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) {
      i++
      continue
    }
    if (c === 0xc2 && b[i + 1] === 0xa0 && i + 1 < to) {
      i += 2
      continue
    }
    if (i + 2 >= to) return false
    const c1 = b[i + 1] as number
    const c2 = b[i + 2] as number
    const ok = (c === 0xe1 && c1 === 0x9a && c2 === 0x80) ||
      (c === 0xe2 && c1 === 0x80 && ((c2 >= 0x80 && c2 <= 0x8a) || c2 === 0xa8 || c2 === 0xa9 || c2 === 0xaf)) ||
      (c === 0xe2 && c1 === 0x81 && c2 === 0x9f) ||
      (c === 0xe3 && c1 === 0x80 && c2 === 0x80) ||
      (c === 0xef && c1 === 0xbb && c2 === 0xbf)
    if (!ok) return false
    i += 3
  }
  return true
}

const isHex = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39

/**
 * The end of the JSON string that starts at the quote `b[i]`: the index of its closing quote,
 * or -1 when it is not a valid string before `e`. Sets `sawEscape` when it holds escapes.
 */
let sawEscape = false
const stringEnd = (b: Uint8Array, i: number, e: number): number => {
  sawEscape = false
  i++
  while (i < e) {
    const c = b[i] as number
    if (c === QUOTE) return i
    if (c === BACKSLASH) {
      sawEscape = true
      const x = b[i + 1] as number
      if (i + 1 >= e) return -1
      if (x === 0x75) {
        if (i + 5 >= e) return -1
        if (!isHex(b[i + 2] as number) || !isHex(b[i + 3] as number) || !isHex(b[i + 4] as number) || !isHex(b[i + 5] as number)) return -1
        i += 6
        continue
      }
      if (x === QUOTE || x === BACKSLASH || x === 0x2f || x === 0x62 || x === 0x66 || x === 0x6e || x === 0x72 || x === 0x74) {
        i += 2
        continue
      }
      return -1
    }
    if (c < 0x20) return -1
    i++
  }
  return -1
}

/** The end of the number at `b[i]`, or -1. */
const numberEnd = (b: Uint8Array, i: number, e: number): number => {
  if (b[i] === 0x2d) i++
  if (i >= e) return -1
  if (b[i] === 0x30) i++
  else if (isDigit(b[i] as number)) { while (i < e && isDigit(b[i] as number)) i++ }
  else return -1
  if (i < e && b[i] === 0x2e) {
    i++
    if (i >= e || !isDigit(b[i] as number)) return -1
    while (i < e && isDigit(b[i] as number)) i++
  }
  if (i < e && (b[i] === 0x65 || b[i] === 0x45)) {
    i++
    if (i < e && (b[i] === 0x2b || b[i] === 0x2d)) i++
    if (i >= e || !isDigit(b[i] as number)) return -1
    while (i < e && isDigit(b[i] as number)) i++
  }
  return i
}

const literalEnd = (b: Uint8Array, i: number, e: number, word: string): number => {
  if (i + word.length > e) return -1
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word.charCodeAt(k)) return -1
  return i + word.length
}

const skipSpace = (b: Uint8Array, i: number, e: number): number => {
  while (i < e && isJsonSpace(b[i] as number)) i++
  return i
}

/** Containers open while skipping a value: 1 object, 2 array (grows for any depth). */
let stack = new Uint8Array(64)

/** The end of the JSON value at `b[i]` (white space before it already skipped), or -1. Iterative. */
const valueEnd = (b: Uint8Array, i: number, e: number): number => {
  let depth = 0
  for (;;) {
    // a value
    if (i >= e) return -1
    const c = b[i] as number
    if (c === QUOTE) {
      i = stringEnd(b, i, e)
      if (i < 0) return -1
      i++
    } else if (c === 0x7b || c === 0x5b) {
      if (depth === stack.length) {
        const grown = new Uint8Array(stack.length * 2)
        grown.set(stack)
        stack = grown
      }
      stack[depth++] = c === 0x7b ? 1 : 2
      i = skipSpace(b, i + 1, e)
      if (i < e && b[i] === (c === 0x7b ? 0x7d : 0x5d)) {
        depth--
        i++
      } else if (c === 0x7b) {
        // first key
        if (i >= e || b[i] !== QUOTE) return -1
        i = stringEnd(b, i, e)
        if (i < 0) return -1
        i = skipSpace(b, i + 1, e)
        if (i >= e || b[i] !== 0x3a) return -1
        i = skipSpace(b, i + 1, e)
        continue
      } else {
        continue
      }
    } else if (c === 0x74) {
      i = literalEnd(b, i, e, "true")
      if (i < 0) return -1
    } else if (c === 0x66) {
      i = literalEnd(b, i, e, "false")
      if (i < 0) return -1
    } else if (c === 0x6e) {
      i = literalEnd(b, i, e, "null")
      if (i < 0) return -1
    } else {
      i = numberEnd(b, i, e)
      if (i < 0) return -1
    }
    // after a value: close containers or go to the next member
    for (;;) {
      if (depth === 0) return i
      i = skipSpace(b, i, e)
      if (i >= e) return -1
      const d = b[i] as number
      const top = stack[depth - 1]
      if (d === 0x2c) {
        i = skipSpace(b, i + 1, e)
        if (top === 1) {
          if (i >= e || b[i] !== QUOTE) return -1
          i = stringEnd(b, i, e)
          if (i < 0) return -1
          i = skipSpace(b, i + 1, e)
          if (i >= e || b[i] !== 0x3a) return -1
          i = skipSpace(b, i + 1, e)
        }
        break
      }
      if ((top === 1 && d === 0x7d) || (top === 2 && d === 0x5d)) {
        depth--
        i++
        continue
      }
      return -1
    }
  }
}

const kindOf = (c: number): Kind =>
  c === QUOTE
    ? Kind.String
    : c === 0x7b
    ? Kind.Object
    : c === 0x5b
    ? Kind.Array
    : c === 0x6e
    ? Kind.Null
    : c === 0x74 || c === 0x66
    ? Kind.Boolean
    : Kind.Number

/** The field a top-level key captures, or -1. Keys with escapes are decoded first. */
const topField = (b: Uint8Array, from: number, to: number, escaped: boolean): number => {
  const key = escaped ? (JSON.parse(decodeUtf8(b, from - 1, to + 1)) as string) : undefined
  const is = (name: string): boolean => {
    if (key !== undefined) return key === name
    if (to - from !== name.length) return false
    for (let k = 0; k < name.length; k++) if (b[from + k] !== name.charCodeAt(k)) return false
    return true
  }
  switch (key === undefined ? to - from : key.length) {
    case 2:
      return is("id") ? Field.id : -1
    case 4:
      return is("type") ? Field.type : is("name") ? Field.name : -1
    case 5:
      return is("label") ? Field.label : -1
    case 7:
      return is("message") ? Field.message : is("content") ? Field.entryContent : -1
    case 8:
      return is("parentId") ? Field.parentId : is("targetId") ? Field.targetId : -1
    case 9:
      return is("timestamp") ? Field.timestamp : -1
    case 10:
      return is("customType") ? Field.customType : -1
    default:
      return -1
  }
}

const messageField = (b: Uint8Array, from: number, to: number, escaped: boolean): number => {
  const key = escaped ? (JSON.parse(decodeUtf8(b, from - 1, to + 1)) as string) : decodeShort(b, from, to)
  return key === "role"
    ? Field.role
    : key === "content"
    ? Field.content
    : key === "timestamp"
    ? Field.messageTimestamp
    : key === "stopReason"
    ? Field.stopReason
    : -1
}

/** Short ASCII keys only; anything longer is no field of ours. */
const decodeShort = (b: Uint8Array, from: number, to: number): string | undefined => to - from > 10 ? undefined : decodeUtf8(b, from, to)

/** The value of the JSON string whose contents are `b[from, to)` (between its quotes). */
const stringValue = (b: Uint8Array, from: number, to: number, escaped: boolean): string =>
  escaped ? (JSON.parse(decodeUtf8(b, from - 1, to + 1)) as string) : decodeUtf8(b, from, to)

/** Whether the JSON string `b[from, to)` (between its quotes) is not blank to `trim` once decoded. */
const stringShown = (b: Uint8Array, from: number, to: number, escaped: boolean): boolean =>
  escaped ? stringValue(b, from, to, true).trim() !== "" : !isTrimBlank(b, from, to)

/** Set by `contentEnd`, `blocksEnd` and `blockEnd`: the content (or block) they parsed holds shown text. */
let sawShown = false

/**
 * Set by `blockEnd`: whether the block is a text block (its last `type` is `"text"` and its last
 * `text` a string), and where that string's contents are, and whether they hold escapes.
 */
let sawText = false
let textFrom = -1
let textTo = -1
let textEscaped = false

/**
 * The end of the object `message`'s `content` value at `b[i]` (white space skipped), or -1;
 * sets `sawShown` to whether it holds shown text (see `Line.shownText`).
 */
const contentEnd = (b: Uint8Array, i: number, e: number): number => {
  sawShown = false
  const c = b[i]
  if (c === QUOTE) {
    const end = stringEnd(b, i, e)
    if (end < 0) return -1
    sawShown = stringShown(b, i + 1, end, sawEscape)
    return end + 1
  }
  return c === 0x5b ? blocksEnd(b, i, e, undefined) : valueEnd(b, i, e)
}

/**
 * The end of the array of content blocks at `b[i]`, or -1; sets `sawShown` to whether it holds
 * shown text. With `texts`, the bytes are valid JSON already (`contentText`): the text of each
 * text block is pushed onto it in order (what `Json.contentText` of the parsed array joins), and
 * what is stepped over is not checked again (`validStringEnd`, `validValueEnd`).
 */
const blocksEnd = (b: Uint8Array, i: number, e: number, texts: Array<string> | undefined): number => {
  let shown = false
  i = skipSpace(b, i + 1, e)
  if (i < e && b[i] === 0x5d) {
    sawShown = false
    return i + 1
  }
  for (;;) {
    if (i >= e) return -1
    if (b[i] === 0x7b) {
      i = blockEnd(b, i, e, texts !== undefined)
      if (i < 0) return -1
      if (sawShown) shown = true
      if (texts !== undefined && sawText) texts.push(stringValue(b, textFrom, textTo, textEscaped))
    } else {
      i = (texts === undefined ? valueEnd : validValueEnd)(b, i, e)
      if (i < 0) return -1
    }
    i = skipSpace(b, i, e)
    if (i >= e) return -1
    if (b[i] === 0x2c) {
      i = skipSpace(b, i + 1, e)
      continue
    }
    if (b[i] !== 0x5d) return -1
    sawShown = shown
    return i + 1
  }
}

/** Where `byte` first is in `b[from, to)`, or -1: the first bytes in a loop, the rest by `indexOf` (memchr on a Node Buffer). */
const find = (b: Uint8Array, byte: number, from: number, to: number): number => {
  const near = Math.min(to, from + 64)
  for (let i = from; i < near; i++) if (b[i] === byte) return i
  if (near >= to) return -1
  const i = b.subarray(near, to).indexOf(byte)
  return i < 0 ? -1 : near + i
}

/**
 * `stringEnd` of a string known to be valid: its closing quote found by `find` (the first quote
 * after an even number of backslashes), five times faster over long texts than checking each byte.
 */
const validStringEnd = (b: Uint8Array, i: number, e: number): number => {
  for (let q = find(b, QUOTE, i + 1, e); q >= 0; q = find(b, QUOTE, q + 1, e)) {
    let k = q - 1
    while (b[k] === BACKSLASH) k--
    if ((q - 1 - k) % 2 === 0) {
      sawEscape = find(b, BACKSLASH, i + 1, q) >= 0
      return q
    }
  }
  return -1
}

/** `valueEnd` of a value known to be valid JSON: containers by their depth, strings by `validStringEnd`. */
const validValueEnd = (b: Uint8Array, i: number, e: number): number => {
  const c = b[i]
  if (c === QUOTE) {
    const end = validStringEnd(b, i, e)
    return end < 0 ? -1 : end + 1
  }
  if (c !== 0x7b && c !== 0x5b) return valueEnd(b, i, e)
  let depth = 0
  for (; i < e; i++) {
    const d = b[i]
    if (d === QUOTE) {
      i = validStringEnd(b, i, e)
      if (i < 0) return -1
    } else if (d === 0x7b || d === 0x5b) {
      depth++
    } else if ((d === 0x7d || d === 0x5d) && --depth === 0) {
      return i + 1
    }
  }
  return -1
}

/**
 * Whether the ASCII `needle` is in `bytes[from, to)`, found as fast as the platform can (a Node
 * Buffer's indexOf searches natively).
 */
export type Contains = (bytes: Uint8Array, from: number, to: number, needle: string) => boolean

/**
 * `Json.contentText(JSON.parse(bytes), separator)` of the JSON array `b[from, to)` (white space
 * around it allowed), read by the walk that finds a line's shown text (`Line.shownText`):
 * the text blocks' texts are decoded, anything else (tool calls, thinking, images: most of an
 * assistant's bytes) is stepped over. A block's last `type` and `text` count, as in a parse.
 * With `contains`, an array whose bytes hold neither `"text"` nor a `\u` escape (the only way
 * to spell it otherwise) has no text block and is not walked. Undefined when the bytes are not
 * one valid array.
 */
export const contentText = (b: Uint8Array, from: number, to: number, separator: string, contains?: Contains): string | undefined => {
  const i = skipSpace(b, from, to)
  if (i >= to || b[i] !== 0x5b) return undefined
  if (contains !== undefined && !contains(b, i, to, "\"text\"") && !contains(b, i, to, "\\u")) return ""
  const texts: Array<string> = []
  const end = blocksEnd(b, i, to, texts)
  return end < 0 || skipSpace(b, end, to) !== to ? undefined : texts.join(separator)
}

/** The word `type` or `text` when the four bytes at `b[i]` spell it, else undefined. */
const typeOrText = (b: Uint8Array, i: number): "type" | "text" | undefined =>
  b[i] !== 0x74
    ? undefined
    : b[i + 1] === 0x79 && b[i + 2] === 0x70 && b[i + 3] === 0x65
    ? "type"
    : b[i + 1] === 0x65 && b[i + 2] === 0x78 && b[i + 3] === 0x74
    ? "text"
    : undefined

/**
 * The end of the content block (an object) at `b[i]`, or -1; sets `sawText` (and where its text
 * is) and `sawShown` to whether its last `type` is `"text"` and its last `text` a string, one
 * that is not blank.
 */
const blockEnd = (b: Uint8Array, i: number, e: number, valid: boolean): number => {
  let isText = false
  textFrom = -1
  i = skipSpace(b, i + 1, e)
  if (i < e && b[i] === 0x7d) {
    sawText = false
    sawShown = false
    return i + 1
  }
  for (;;) {
    if (i >= e || b[i] !== QUOTE) return -1
    const keyEnd = (valid ? validStringEnd : stringEnd)(b, i, e)
    if (keyEnd < 0) return -1
    const key = sawEscape ? stringValue(b, i + 1, keyEnd, true) : keyEnd - i - 1 === 4 ? typeOrText(b, i + 1) : undefined
    i = skipSpace(b, keyEnd + 1, e)
    if (i >= e || b[i] !== 0x3a) return -1
    i = skipSpace(b, i + 1, e)
    if (i >= e) return -1
    const isString = b[i] === QUOTE
    if (isString) {
      const end = (valid ? validStringEnd : stringEnd)(b, i, e)
      if (end < 0) return -1
      if (key === "type") isText = sawEscape ? stringValue(b, i + 1, end, true) === "text" : end - i - 1 === 4 && typeOrText(b, i + 1) === "text"
      else if (key === "text") {
        textFrom = i + 1
        textTo = end
        textEscaped = sawEscape
      }
      i = end + 1
    } else {
      if (key === "type") isText = false
      else if (key === "text") textFrom = -1
      i = (valid ? validValueEnd : valueEnd)(b, i, e)
      if (i < 0) return -1
    }
    i = skipSpace(b, i, e)
    if (i >= e) return -1
    if (b[i] === 0x2c) {
      i = skipSpace(b, i + 1, e)
      continue
    }
    if (b[i] !== 0x7d) return -1
    sawText = isText && textFrom >= 0
    sawShown = sawText && stringShown(b, textFrom, textTo, textEscaped)
    return i + 1
  }
}

/** Forgets the fields of an earlier `message` (a later duplicate key replaces it). */
const resetMessage = (line: Line): void => {
  line.kinds[Field.role] = Kind.Absent
  line.kinds[Field.content] = Kind.Absent
  line.kinds[Field.messageTimestamp] = Kind.Absent
  line.kinds[Field.stopReason] = Kind.Absent
  line.shownText = false
}

/**
 * Parses the members of the object whose `{` is at `b[i]`, capturing fields with `pick`.
 * Returns the index after its `}`, or -1. `nested` fields (the message's) are captured by
 * `parseObject` one level down.
 */
const parseObject = (
  b: Uint8Array,
  i: number,
  e: number,
  line: Line,
  pick: (b: Uint8Array, from: number, to: number, escaped: boolean) => number,
  top: boolean
): number => {
  i = skipSpace(b, i + 1, e)
  if (i < e && b[i] === 0x7d) return i + 1
  for (;;) {
    if (i >= e || b[i] !== QUOTE) return -1
    const keyEnd = stringEnd(b, i, e)
    if (keyEnd < 0) return -1
    const field = pick(b, i + 1, keyEnd, sawEscape)
    i = skipSpace(b, keyEnd + 1, e)
    if (i >= e || b[i] !== 0x3a) return -1
    i = skipSpace(b, i + 1, e)
    if (i >= e) return -1
    const c = b[i] as number
    const start = i
    let escaped = false
    if (top && field === Field.message && c === 0x7b) {
      resetMessage(line)
      i = parseObject(b, i, e, line, messageField, false)
    } else if (!top && field === Field.content) {
      i = contentEnd(b, i, e)
      escaped = c === QUOTE && sawEscape
      line.shownText = sawShown
    } else if (c === QUOTE) {
      i = stringEnd(b, i, e)
      if (i < 0) return -1
      escaped = sawEscape
      i++
    } else {
      i = valueEnd(b, i, e)
    }
    if (i < 0) return -1
    if (field >= 0) {
      if (top && field === Field.message && c !== 0x7b) resetMessage(line)
      const kind = kindOf(c)
      line.kinds[field] = kind
      line.from[field] = kind === Kind.String ? start + 1 : start
      line.to[field] = kind === Kind.String ? i - 1 : i
      line.escaped[field] = escaped ? 1 : 0
    }
    i = skipSpace(b, i, e)
    if (i >= e) return -1
    if (b[i] === 0x2c) {
      i = skipSpace(b, i + 1, e)
      continue
    }
    if (b[i] === 0x7d) return i + 1
    return -1
  }
}

/**
 * Whether a field of `line` is a string captured without escapes, its bytes all ASCII: its
 * bytes are then its UTF-8 (a function, not a method of `Line`, so that a bundle without the
 * JavaScript scanner or the reader leaves `IdTable` out).
 */
export const plainString = (line: Line, field: Field): boolean =>
  line.kinds[field] === Kind.String && line.escaped[field] === 0 && isPlainAscii(line.bytes, line.from[field] as number, line.to[field] as number)

/** Works out `line`'s derived values (see `Line.derived`), as scanner.c does. */
const derive = (line: Line): void => {
  const b = line.bytes
  let derived = 0
  if (plainString(line, Field.id)) {
    line.idHash = hashBytes(b, line.from[Field.id] as number, line.to[Field.id] as number)
    derived |= Derived.idHash
  }
  if (plainString(line, Field.parentId)) {
    line.parentIdHash = hashBytes(b, line.from[Field.parentId] as number, line.to[Field.parentId] as number)
    derived |= Derived.parentIdHash
  }
  if (line.kinds[Field.timestamp] === Kind.String && line.escaped[Field.timestamp] === 0) {
    const millis = isoForm(b, line.from[Field.timestamp] as number, line.to[Field.timestamp] as number)
    if (millis !== undefined) {
      line.timestampMillis = millis
      derived |= Derived.millis
    }
  }
  line.derived = derived
}

/** Fills `line` for the line `b[start, end)` (no LF inside); `fileStart`: it is a file's first line. */
export const scanLine = (b: Uint8Array, start: number, end: number, fileStart: boolean, line: Line): void => {
  line.bytes = b
  line.bom = false
  if (fileStart && end - start >= 3 && b[start] === 0xef && b[start + 1] === 0xbb && b[start + 2] === 0xbf) {
    line.bom = true
    start += 3
  }
  line.cr = end > start && b[end - 1] === CR
  if (line.cr) end--
  line.start = start
  line.end = end
  line.kinds.fill(0)
  line.shownText = false
  line.derived = 0
  const i = skipSpace(b, start, end)
  if (i === end || isTrimBlank(b, start, end)) {
    line.status = Status.Blank
    return
  }
  if (b[i] === 0x7b) {
    const after = parseObject(b, i, end, line, topField, true)
    line.status = after >= 0 && skipSpace(b, after, end) === end ? Status.Object : Status.Malformed
    if (line.status !== Status.Object) {
      line.kinds.fill(0)
      line.shownText = false
      return
    }
    derive(line)
    return
  }
  const after = valueEnd(b, i, end)
  line.status = after >= 0 && skipSpace(b, after, end) === end ? Status.NotObject : Status.Malformed
}

/** The scanner written in JavaScript. */
export const javascript = (): Scanner => {
  let input = new Uint8Array(0)
  const line = new Line()
  return {
    buffer: (size) => {
      if (input.length < size) {
        const grown = new Uint8Array(Math.max(size, input.length * 2))
        grown.set(input)
        input = grown
      }
      return input
    },
    scan: (bytes, start, end, options, onLine) => {
      let at = start
      let first = options.fileStart
      while (at < end) {
        let newline = bytes.indexOf(LF, at)
        line.lf = newline >= 0 && newline < end
        if (!line.lf) {
          if (!options.final) return at
          newline = end
        }
        scanLine(bytes, at, newline, first, line)
        first = false
        line.newline = newline
        onLine(line)
        at = newline + 1
      }
      return Math.min(at, end)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The WebAssembly scanner
// ---------------------------------------------------------------------------------------------

/** The parts of the WebAssembly API used here (the TypeScript libs in use do not declare it). */
declare const WebAssembly: {
  readonly Module: new(bytes: Uint8Array) => object
  readonly Instance: new(module: object, imports: object) => { readonly exports: object }
}

/** What scanner.c exports. */
interface Exports {
  readonly memory: { readonly buffer: ArrayBuffer; readonly grow: (pages: number) => number }
  readonly __heap_base: { readonly value: number }
  readonly records: () => number
  readonly recordBytes: () => number
  readonly maxRecords: () => number
  readonly stopped: () => number
  readonly scan: (origin: number, at: number, end: number, flags: number, stack: number, shift: number) => number
}

/** Where a record's parts begin, in bytes (see `record` in scanner.c). */
const RECORD = { derived: 16, kinds: 32, escaped: 48, from: 64, to: 128 } as const
const PAGE = 65536
/** Readable bytes kept after the input: the vector loads of scanner.c read up to 64 past its end. */
const SLACK = 64
/** How much input from outside the buffer is copied in at a time (more for a longer line). */
const WINDOW = 1 << 20

let compiled: object | undefined

/** Node's `Buffer`, where there is one: it decodes base64 natively (Node 20's `atob` is JavaScript, a millisecond for the module). */
const NodeBuffer = (globalThis as { readonly Buffer?: { readonly from: (text: string, encoding: "base64") => Uint8Array } }).Buffer

const decodeBase64 = (text: string): Uint8Array => {
  if (NodeBuffer !== undefined) return NodeBuffer.from(text, "base64")
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** A record's fields, seen through typed arrays of the module's memory (made once per memory buffer). */
interface FieldViews {
  readonly kinds: Uint8Array
  readonly escaped: Uint8Array
  readonly from: Int32Array
  readonly to: Int32Array
}

/**
 * One instance of the module: its memory holds the module's data (the records), then a
 * buffer for input that never moves (growing it keeps its contents), then SLACK readable
 * bytes and the bit stack of nesting.
 */
class Engine {
  private readonly x: Exports
  private readonly recordBytes: number
  private readonly maxRecords: number
  private readonly records: number
  readonly bufferAt: number
  capacity = 0
  private stackAt: number
  private words: Int32Array
  /** The views of each record's fields, made when first used, for `words`' buffer. */
  private fields: Array<FieldViews | undefined> = []
  view: Uint8Array

  constructor() {
    compiled ??= new WebAssembly.Module(decodeBase64(ScannerWasm.wasmBase64))
    this.x = new WebAssembly.Instance(compiled, {}).exports as Exports
    this.recordBytes = this.x.recordBytes()
    this.maxRecords = this.x.maxRecords()
    this.records = this.x.records()
    this.bufferAt = Math.ceil(this.x.__heap_base.value / SLACK) * SLACK
    this.stackAt = this.bufferAt
    this.words = new Int32Array(this.x.memory.buffer)
    this.view = new Uint8Array(this.x.memory.buffer, this.bufferAt, 0)
  }

  /** The views of record `k`'s fields. */
  private fieldsOf(k: number): FieldViews {
    let views = this.fields[k]
    if (views === undefined) {
      const buffer = this.words.buffer
      const at = this.records + k * this.recordBytes
      views = {
        kinds: new Uint8Array(buffer, at + RECORD.kinds, FIELD_COUNT),
        escaped: new Uint8Array(buffer, at + RECORD.escaped, FIELD_COUNT),
        from: new Int32Array(buffer, at + RECORD.from, FIELD_COUNT),
        to: new Int32Array(buffer, at + RECORD.to, FIELD_COUNT)
      }
      this.fields[k] = views
    }
    return views
  }

  /** Makes the buffer hold at least `size` bytes, keeping its contents. */
  reserve(size: number): void {
    if (size <= this.capacity) return
    const capacity = Math.max(size, this.capacity * 2)
    const memory = this.x.memory
    const stackAt = this.bufferAt + capacity + SLACK
    // one bit per level of nesting, and a line cannot nest deeper than it is long
    const needed = stackAt + Math.ceil(capacity / 8) + 8
    if (needed > memory.buffer.byteLength) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE))
    this.capacity = capacity
    this.stackAt = stackAt
    if (this.words.buffer !== memory.buffer) {
      // grown: the views of the old buffer are detached
      this.words = new Int32Array(memory.buffer)
      this.fields = []
    }
    this.view = new Uint8Array(memory.buffer, this.bufferAt, capacity)
  }

  /** Whether `bytes[0, end)` lies in the buffer. */
  holds(bytes: Uint8Array, end: number): boolean {
    return (
      bytes.buffer === this.x.memory.buffer &&
      bytes.byteOffset >= this.bufferAt &&
      bytes.byteOffset + end <= this.bufferAt + this.capacity
    )
  }

  /**
   * Scans [at, end) of the input at `origin` in memory, reporting each line in `line` with
   * offsets moved by `shift` (into the indexes of `line.bytes`). Returns where it stopped.
   */
  run(origin: number, at: number, end: number, shift: number, final: boolean, fileStart: boolean, line: Line, onLine: (line: Line) => void): number {
    const { x, words, maxRecords } = this
    const recordWords = this.recordBytes >> 2
    const records = this.records >> 2
    const derived = RECORD.derived >> 2
    let flags = (final ? 1 : 0) | (fileStart ? 2 : 0)
    for (;;) {
      const count = x.scan(origin, at, end, flags, this.stackAt, shift)
      const stopped = x.stopped()
      for (let k = 0; k < count; k++) {
        const r = records + k * recordWords
        const bits = words[r + 3] as number
        line.start = (words[r] as number) + shift
        line.end = (words[r + 1] as number) + shift
        const newline = words[r + 2] as number
        line.newline = newline + shift
        // only a last line without an LF ends at `end`, where the sentinel LF of scanner.c sits
        line.lf = newline < end
        line.status = (bits & 3) as Status
        line.cr = (bits & 4) !== 0
        line.bom = (bits & 8) !== 0
        line.shownText = (bits & 16) !== 0
        line.derived = bits & 0xe0
        if (bits & Derived.idHash) line.idHash = (words[r + derived] as number) >>> 0
        if (bits & Derived.parentIdHash) line.parentIdHash = (words[r + derived + 1] as number) >>> 0
        if (bits & Derived.millis) line.timestampMillis = (words[r + derived + 3] as number) * 4294967296 + ((words[r + derived + 2] as number) >>> 0)
        const fields = this.fieldsOf(k)
        line.kinds = fields.kinds
        line.escaped = fields.escaped
        line.from = fields.from
        line.to = fields.to
        onLine(line)
      }
      if (count < maxRecords || stopped >= end) return stopped
      at = stopped
      flags &= 1
    }
  }
}

/**
 * The scanner compiled from `scanner/scanner.c` to WebAssembly with SIMD: the same lines as
 * `javascript()`, several times faster. The module is compiled once per process. Input in
 * `buffer(size)` is scanned where it is; other input is copied, a megabyte at a time (more for
 * a longer line), into a second instance's memory, so that it never disturbs the buffer.
 * `onLine` must not call back into the same scanner (that throws).
 */
export const wasm = (): Scanner => {
  // made on first use: a read that finds nothing new instantiates no module
  let engine: Engine | undefined
  const own = (): Engine => (engine ??= new Engine())
  let copies: Engine | undefined
  let busy = false
  const line = new Line()
  const enter = (): void => {
    if (busy) throw new Error("Scanner: called again from inside its own onLine")
  }
  return {
    buffer: (size) => {
      enter()
      own().reserve(size)
      return own().view
    },
    scan: (bytes, start, end, options, onLine) => {
      enter()
      if (start >= end) return Math.min(start, end)
      line.bytes = bytes
      busy = true
      try {
        if (engine?.holds(bytes, end) === true) return engine.run(bytes.byteOffset, start, end, 0, options.final, options.fileStart, line, onLine)
        const copy = (copies ??= new Engine())
        let at = start
        let window = WINDOW
        for (;;) {
          const size = Math.min(window, end - at)
          const last = at + size === end
          copy.reserve(size)
          copy.view.set(bytes.subarray(at, at + size))
          const final = last && options.final
          const stopped = copy.run(copy.bufferAt, 0, size, at, final, options.fileStart && at === start, line, onLine)
          if (last) return at + stopped
          if (stopped === 0) window *= 2
          at += stopped
        }
      } finally {
        busy = false
      }
    }
  }
}

/** The scanner to use: the WebAssembly one. */
export const make = (): Scanner => wasm()
