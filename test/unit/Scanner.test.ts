/**
 * The byte scanner: the WebAssembly scanner gives exactly the lines of the JavaScript one, and
 * both agree with a `JSON.parse` oracle on every line — its status, its bounds and text, and
 * every captured field (kind, decoded string, and the value `JSON.parse` makes of its span) —
 * over generated files (every JSON shape, duplicate and escaped keys, Unicode, invalid UTF-8,
 * white space of every kind, BOMs, CRs, truncated, fused and corrupted lines), deep nesting,
 * strings and white space at every alignment, lines longer than any window, streaming in
 * chunks, and the conformance corpus. Also: the committed module was built from scanner.c.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import * as ScannerWasm from "../../src/domain/scan/internal/ScannerWasm.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as IdTable from "../../src/domain/tree/internal/IdTable.js"
import * as Corpus from "../support/Corpus.js"

const { Field, Kind, Status } = Scanner
const FIELDS = Scanner.FIELD_COUNT
const encoder = new TextEncoder()
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

// ---------------------------------------------------------------------------------------------
// The oracle: JSON.parse of each line's text
// ---------------------------------------------------------------------------------------------

/** A value as canonical text, iteratively (JSON.stringify overflows the stack on deep values). */
const canon = (value: unknown): string => {
  const out: Array<string> = []
  const todo: Array<{ readonly v: unknown } | string> = [{ v: value }]
  while (todo.length > 0) {
    const item = todo.pop() as { readonly v: unknown } | string
    if (typeof item === "string") {
      out.push(item)
      continue
    }
    const v = item.v
    if (Array.isArray(v)) {
      todo.push("]")
      for (let i = v.length - 1; i >= 0; i--) {
        todo.push({ v: v[i] })
        if (i > 0) todo.push(",")
      }
      todo.push("[")
    } else if (typeof v === "object" && v !== null) {
      const entries = Object.entries(v)
      todo.push("}")
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, member] = entries[i] as [string, unknown]
        todo.push({ v: member }, `${JSON.stringify(key)}:`)
        if (i > 0) todo.push(",")
      }
      todo.push("{")
    } else if (typeof v === "number") {
      out.push(Object.is(v, -0) ? "-0" : String(v))
    } else {
      out.push(JSON.stringify(v))
    }
  }
  return out.join("")
}

const kindOf = (v: unknown): Scanner.Kind =>
  typeof v === "string"
    ? Kind.String
    : v === null
    ? Kind.Null
    : typeof v === "number"
    ? Kind.Number
    : typeof v === "boolean"
    ? Kind.Boolean
    : Array.isArray(v)
    ? Kind.Array
    : Kind.Object

interface FieldView {
  readonly kind: Scanner.Kind
  readonly value: string
  readonly string: string | undefined
  /** `Date.parse` of a string, NaN for anything else (`Line.millis`). */
  readonly millis: number
}

/** What is checked against the oracle: everything but the spans' offsets. */
interface LineView {
  readonly start: number
  readonly end: number
  readonly newline: number
  readonly lf: boolean
  readonly cr: boolean
  readonly bom: boolean
  readonly status: Scanner.Status
  readonly text: string
  readonly fields: ReadonlyArray<FieldView | null>
  /** `Line.shownText`: what the /tree selector decides from the decoded message. */
  readonly shownText: boolean
}

/** A reported line in full: the view plus each field's span. */
interface Snapshot extends LineView {
  readonly spans: ReadonlyArray<readonly [number, number, number] | null>
}

const TOP: ReadonlyArray<readonly [Scanner.Field, string]> = [
  [Field.type, "type"],
  [Field.id, "id"],
  [Field.parentId, "parentId"],
  [Field.timestamp, "timestamp"],
  [Field.targetId, "targetId"],
  [Field.label, "label"],
  [Field.name, "name"],
  [Field.customType, "customType"],
  [Field.message, "message"],
  [Field.entryContent, "content"]
]
const IN_MESSAGE: ReadonlyArray<readonly [Scanner.Field, string]> = [
  [Field.role, "role"],
  [Field.content, "content"],
  [Field.messageTimestamp, "timestamp"],
  [Field.stopReason, "stopReason"]
]

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Whether a decoded message's content holds text the /tree selector shows (its rule, restated). */
const shows = (content: unknown): boolean =>
  typeof content === "string"
    ? content.trim() !== ""
    : Array.isArray(content) && content.some((block) => isRecord(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "")

/** The oracle's line for the bytes `file[from, lf)`. */
const oracleLine = (file: Uint8Array, from: number, lf: number, first: boolean): LineView => {
  let start = from
  let end = lf
  const bom = first && end - start >= 3 && file[start] === 0xef && file[start + 1] === 0xbb && file[start + 2] === 0xbf
  if (bom) start += 3
  const cr = end > start && file[end - 1] === 0x0d
  if (cr) end--
  const text = decoder.decode(file.subarray(start, end))
  const base = { start, end, newline: lf, lf: lf < file.length, cr, bom, text, shownText: false }
  const none = (): Array<FieldView | null> => Array.from({ length: FIELDS }, () => null)
  if (text.trim() === "") return { ...base, status: Status.Blank, fields: none() }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ...base, status: Status.Malformed, fields: none() }
  }
  if (!isRecord(parsed)) return { ...base, status: Status.NotObject, fields: none() }
  const fields = none()
  const capture = (object: Record<string, unknown>, names: ReadonlyArray<readonly [Scanner.Field, string]>) => {
    for (const [field, key] of names) {
      if (!Object.hasOwn(object, key)) continue
      const v = object[key]
      const string = typeof v === "string" ? v : undefined
      fields[field] = { kind: kindOf(v), value: canon(v), string, millis: string === undefined ? Number.NaN : Date.parse(string) }
    }
  }
  capture(parsed, TOP)
  if (isRecord(parsed.message)) capture(parsed.message, IN_MESSAGE)
  const shownText = isRecord(parsed.message) && shows(parsed.message.content)
  return { ...base, status: Status.Object, fields, shownText }
}

/** The oracle's lines of a whole input (`final`: its last bytes form a line). */
const oracle = (file: Uint8Array): Array<LineView> => {
  const lines: Array<LineView> = []
  let at = 0
  while (at < file.length) {
    let lf = file.indexOf(0x0a, at)
    if (lf < 0) lf = file.length
    lines.push(oracleLine(file, at, lf, at === 0))
    at = lf + 1
  }
  return lines
}

// ---------------------------------------------------------------------------------------------
// Running the scanners
// ---------------------------------------------------------------------------------------------

/** A copy of the reported line, with positions moved by `shift`, its fields checked as far as a line alone can tell. */
const snapshot = (line: Scanner.Line, shift: number): Snapshot => {
  const fields: Array<FieldView | null> = []
  const spans: Array<readonly [number, number, number] | null> = []
  for (let f = 0; f < FIELDS; f++) {
    const kind = line.kind(f as Scanner.Field)
    if (kind === Kind.Absent) {
      fields.push(null)
      spans.push(null)
      continue
    }
    const from = line.from[f] as number
    const to = line.to[f] as number
    const quoted = kind === Kind.String
    const spanText = decoder.decode(line.bytes.subarray(quoted ? from - 1 : from, quoted ? to + 1 : to))
    const escaped = quoted && line.span(f as Scanner.Field).includes(0x5c) ? 1 : 0
    if (line.escaped[f] !== escaped) expect(line.escaped[f], `escaped, field ${f}`).toBe(escaped)
    fields.push({ kind, value: canon(JSON.parse(spanText)), string: line.string(f as Scanner.Field), millis: line.millis(f as Scanner.Field) })
    spans.push([from + shift, to + shift, line.escaped[f] as number])
  }
  checkDerived(line)
  return {
    start: line.start + shift,
    end: line.end + shift,
    newline: line.newline + shift,
    lf: line.lf,
    cr: line.cr,
    bom: line.bom,
    status: line.status,
    text: line.text(),
    fields,
    shownText: line.shownText,
    spans
  }
}

/**
 * The values the scanner worked out (`Line.derived`) are those the reader would work out: the
 * id hashes of exactly the plain strings (`millis` is checked against `Date.parse` above).
 */
const checkDerived = (line: Scanner.Line): void => {
  for (
    const [field, bit, hash] of [
      [Field.id, Scanner.Derived.idHash, line.idHash],
      [Field.parentId, Scanner.Derived.parentIdHash, line.parentIdHash]
    ] as const
  ) {
    const plain = line.status === Status.Object && line.kind(field) === Kind.String && line.escaped[field] === 0 && line.span(field).every((b) => b < 0x80)
    const span = line.span(field)
    const expected = plain ? IdTable.hashBytes(span, 0, span.length) : undefined
    const actual = (line.derived & bit) !== 0 ? hash : undefined
    if (actual !== expected) expect(actual, `hash of field ${field}`).toBe(expected)
  }
  if ((line.derived & Scanner.Derived.millis) !== 0) {
    expect(line.kind(Field.timestamp) === Kind.String && line.escaped[Field.timestamp] === 0, "millis of a plain timestamp").toBe(true)
  }
}

const view = ({ spans: _, ...rest }: Snapshot): LineView => rest

const whole = { final: true, fileStart: true } as const

/** `expect(actual).toEqual(expected)`, quick when they are equal (as they are, line after line). */
const same = <A>(actual: A, expected: A): void => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected)
}

/** Every line of `bytes`, scanned in one call. */
const scanAll = (scanner: Scanner.Scanner, bytes: Uint8Array): Array<Snapshot> => {
  const out: Array<Snapshot> = []
  expect(scanner.scan(bytes, 0, bytes.length, whole, (line) => out.push(snapshot(line, 0)))).toBe(bytes.length)
  return out
}

/** Every line of `file`, read into the scanner's own buffer first (no copy when scanned). */
const scanInBuffer = (scanner: Scanner.Scanner, file: Uint8Array): Array<Snapshot> => {
  const buffer = scanner.buffer(file.length)
  buffer.set(file)
  return scanAll(scanner, buffer.subarray(0, file.length))
}

/**
 * Every line of `file`, read `chunk` bytes at a time into the scanner's buffer, as a reader
 * does: scan what is there, keep the incomplete last line, read on (growing the buffer for a
 * line longer than it).
 */
const scanStreaming = (scanner: Scanner.Scanner, file: Uint8Array, chunk: number): Array<Snapshot> => {
  const out: Array<Snapshot> = []
  let buffer = scanner.buffer(chunk)
  let have = 0
  let read = 0
  let offset = 0 // the file position of buffer[0]
  for (;;) {
    const n = Math.min(chunk, file.length - read)
    if (have + n > buffer.length) buffer = scanner.buffer(have + n)
    buffer.set(file.subarray(read, read + n), have)
    have += n
    read += n
    const final = read === file.length
    // a byte past the input that the scanner must leave alone
    const canary = have < buffer.length ? ((buffer[have] = 0x41), have) : -1
    const stopped = scanner.scan(buffer, 0, have, { final, fileStart: offset === 0 }, (line) => out.push(snapshot(line, offset)))
    if (canary >= 0) expect(buffer[canary]).toBe(0x41)
    if (final) {
      expect(stopped).toBe(have)
      return out
    }
    buffer.copyWithin(0, stopped, have)
    have -= stopped
    offset += stopped
  }
}

/** Every line of `file`, scanned in windows of `chunk` bytes where the file is (copied in by the wasm scanner). */
const scanWindows = (scanner: Scanner.Scanner, file: Uint8Array, chunk: number): Array<Snapshot> => {
  const out: Array<Snapshot> = []
  let at = 0
  let end = Math.min(chunk, file.length)
  for (;;) {
    const final = end === file.length
    const stopped = scanner.scan(file, at, end, { final, fileStart: at === 0 }, (line) => out.push(snapshot(line, 0)))
    if (final) return out
    if (stopped > at) at = stopped
    end = Math.min(end + chunk, file.length)
  }
}

const js = Scanner.javascript()
const wasm = Scanner.make()

/** Both scanners give the oracle's lines, in every way of feeding them. */
const agree = (file: Uint8Array, chunk = 64): void => {
  const reference = scanAll(js, file)
  same(reference.map(view), oracle(file))
  same(scanAll(wasm, file), reference)
  same(scanInBuffer(wasm, file), reference)
  same(scanStreaming(wasm, file, chunk), reference)
  same(scanStreaming(js, file, chunk), reference)
  same(scanWindows(wasm, file, chunk), reference)
}

// ---------------------------------------------------------------------------------------------
// Generated input
// ---------------------------------------------------------------------------------------------

type Part = string | Uint8Array

const bytesOf = (parts: ReadonlyArray<Part>): Uint8Array => {
  const chunks = parts.map((p) => (typeof p === "string" ? encoder.encode(p) : p))
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

const hex4 = (code: number, upper: boolean): string => {
  const h = code.toString(16).padStart(4, "0")
  return `\\u${upper ? h.toUpperCase() : h}`
}

/** A string's characters as JSON, each escaped when `escape` says so (or when it must be). */
const encodeChars = (text: string, escape: ReadonlyArray<boolean>): string => {
  let out = ""
  let k = 0
  for (const ch of text) {
    const code = ch.codePointAt(0) as number
    const must = ch === "\"" || ch === "\\" || code < 0x20
    if (must || escape[k++ % Math.max(1, escape.length)] === true) {
      const short = ({ "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t" } as Record<string, string>)[ch]
      if (short !== undefined && code % 2 === 0) out += short
      else for (let i = 0; i < ch.length; i++) out += hex4(ch.charCodeAt(i), i % 2 === 1)
    } else {
      out += ch
    }
  }
  return out
}

const space = fc.constantFrom("", "", "", "", " ", "\t", "\r", "  ", " \r\t ")
const unicodeSpace = fc.constantFrom(
  " ",
  "\t",
  "\r",
  "\u000b",
  "\u000c",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u2005",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff"
)
/** Characters close to white space that are not. */
const notSpace = fc.constantFrom("\u0085", "\u180e", "\u200b", "\u2060", "\u1681", "\u2001\u0300", "x", "\u0000")

const stringPiece: fc.Arbitrary<Part> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.fullUnicodeString({ maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 3 })).map(([s, e]) => encodeChars(s, e)) },
  fc.constantFrom("\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"),
  fc.tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean()).map(([c, upper]) => hex4(c, upper)),
  fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 4 }),
  fc.tuple(fc.nat(90), fc.constantFrom("a", "é", "😀", " ")).map(([n, c]) => c.repeat(n))
)
const stringLiteral: fc.Arbitrary<Array<Part>> = fc.array(stringPiece, { maxLength: 6 }).map((pieces) => ["\"", ...pieces, "\""])

/** Strings shaped like pi's timestamps, in range or not (years before 100, month 13, hour 24), other zones, some escaped. */
const padded = (max: number, width: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, "0"))
const timestampLiteral: fc.Arbitrary<Array<Part>> = fc
  .tuple(
    fc.oneof(padded(9999, 4), padded(99, 4), fc.constantFrom("2026", "1970", "+02026", "-0001", "20x6")),
    padded(13, 2),
    padded(32, 2),
    padded(25, 2),
    padded(60, 2),
    padded(60, 2),
    fc.oneof(padded(999, 3), fc.constantFrom("0", "00", "0000", "-01")),
    fc.constantFrom("Z", "Z", "Z", "z", "+01:00", ""),
    fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.array(fc.boolean(), { maxLength: 3 }))
  )
  .map(([y, mo, d, h, mi, sec, ms, zone, escape]) => ["\"", encodeChars(`${y}-${mo}-${d}T${h}:${mi}:${sec}.${ms}${zone}`, escape), "\""])

const digits = (min: number) => fc.stringOf(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: 6 })
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.boolean(),
      fc.oneof(fc.constant("0"), fc.tuple(fc.constantFrom(..."123456789"), digits(0)).map(([a, b]) => a + b)),
      fc.option(digits(1), { nil: undefined }),
      fc.option(fc.tuple(fc.constantFrom("e", "E"), fc.constantFrom("", "+", "-"), digits(1)), { nil: undefined })
    )
    .map(([minus, int, frac, exp]) => `${minus ? "-" : ""}${int}${frac === undefined ? "" : `.${frac}`}${exp === undefined ? "" : exp.join("")}`),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom("1e400", "-0", "123456789012345678901234567890", "0.0000000000000000000001")
)

const captured = ["type", "id", "parentId", "timestamp", "targetId", "label", "name", "customType", "message", "content", "role", "stopReason", "text"]
const nearMisses = ["typ", "types", "Type", "ids", "parentid", "message ", "contents", "roles", "timestam", "customTypes", "", "i", "labelx"]
const keyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...captured) },
  fc.constantFrom(...nearMisses),
  fc.fullUnicodeString({ maxLength: 6 })
)
/** A key, its characters sometimes escaped (`t\u0079pe`), sometimes with invalid UTF-8 bytes. */
const keyOf = (text: fc.Arbitrary<string>): fc.Arbitrary<Array<Part>> =>
  fc
    .tuple(
      text,
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.array(fc.boolean(), { maxLength: 4 })),
      fc.option(fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 2 }), { freq: 10, nil: undefined })
    )
    .map(([t, escape, invalid]) => ["\"", encodeChars(t, escape), ...(invalid === undefined ? [] : [invalid]), "\""])

const separated = (open: string, items: ReadonlyArray<ReadonlyArray<Part>>, close: string, gaps: ReadonlyArray<string>): Array<Part> => {
  const out: Array<Part> = [open]
  items.forEach((item, i) => {
    if (i > 0) out.push(",")
    out.push(gaps[i % Math.max(1, gaps.length)] ?? "", ...item, gaps[(i + 1) % Math.max(1, gaps.length)] ?? "")
  })
  if (items.length === 0) out.push(gaps[0] ?? "")
  out.push(close)
  return out
}

const member = (key: fc.Arbitrary<Array<Part>>, value: fc.Arbitrary<Array<Part>>) =>
  fc.tuple(key, space, space, value).map(([k, a, b, v]) => [...k, a, ":", b, ...v])

const { value } = fc.letrec<{ value: Array<Part>; array: Array<Part>; object: Array<Part> }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("null", "true", "false").map((s) => [s]),
    numberText.map((s) => [s]),
    stringLiteral,
    timestampLiteral,
    tie("array"),
    tie("object")
  ),
  array: fc.tuple(fc.array(tie("value"), { maxLength: 4 }), fc.array(space, { maxLength: 3 })).map(([items, gaps]) => separated("[", items, "]", gaps)),
  object: fc
    .tuple(fc.array(member(keyOf(keyText), tie("value")), { maxLength: 4 }), fc.array(space, { maxLength: 3 }))
    .map(([items, gaps]) => separated("{", items, "}", gaps))
}))

/** A string of white space, near-white space and a few other characters, some escaped (`\n`, `\u2028`). */
const blankish: fc.Arbitrary<Array<Part>> = fc
  .tuple(
    fc.array(fc.oneof({ weight: 6, arbitrary: unicodeSpace }, fc.constantFrom("\n", "\f", "\b", "\r", "\t"), notSpace, fc.constantFrom("a", "\\", "\"", "/")), {
      maxLength: 4
    }),
    fc.array(fc.boolean(), { maxLength: 3 })
  )
  .map(([chars, escape]) => ["\"", encodeChars(chars.join(""), escape), "\""])
const textValue: fc.Arbitrary<Array<Part>> = fc.oneof({ weight: 4, arbitrary: blankish }, stringLiteral, value)
/** A `type` value: "text" and near misses, some escaped (`t\u0065xt`). */
const typeValue: fc.Arbitrary<Array<Part>> = fc.oneof(
  { weight: 4, arbitrary: keyOf(fc.constantFrom("text", "text", "toolCall", "thinking", "Text", "text ", "tex", "texts")) },
  value
)
const blockOf = (extra: fc.Arbitrary<Array<Part>>) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          { weight: 3, arbitrary: member(keyOf(fc.constant("type")), typeValue) },
          { weight: 3, arbitrary: member(keyOf(fc.constant("text")), textValue) },
          extra,
          member(keyOf(keyText), value)
        ),
        { maxLength: 5 }
      ),
      fc.array(space, { maxLength: 3 })
    )
    .map(([items, gaps]) => separated("{", items, "}", gaps))
/** A content block; a tool call's arguments may hold `type` and `text` keys of their own, which show nothing. */
const block = blockOf(
  member(
    keyOf(fc.constantFrom("arguments", "content", "thinking")),
    fc.oneof(
      blockOf(member(keyOf(keyText), value)),
      fc.array(blockOf(member(keyOf(keyText), value)), { maxLength: 2 }).map((items) => separated("[", items, "]", []))
    )
  )
)
const contentValue: fc.Arbitrary<Array<Part>> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.array(fc.oneof({ weight: 4, arbitrary: block }, value), { maxLength: 4 }), fc.array(space, { maxLength: 3 })).map(([items, gaps]) =>
      separated("[", items, "]", gaps)
    )
  },
  { weight: 2, arbitrary: textValue },
  value
)
const stopValue: fc.Arbitrary<Array<Part>> = fc.oneof(
  { weight: 3, arbitrary: keyOf(fc.constantFrom("stop", "toolUse", "error", "aborted", "length", "Stop")) },
  value
)

const messageObject = fc
  .tuple(
    fc.array(
      fc.oneof(
        { weight: 3, arbitrary: member(keyOf(fc.constantFrom("role", "content", "timestamp", "stopReason")), value) },
        { weight: 3, arbitrary: member(keyOf(fc.constant("content")), contentValue) },
        member(keyOf(fc.constant("stopReason")), stopValue),
        member(keyOf(fc.constant("role")), keyOf(fc.constantFrom("assistant", "user", "toolResult"))),
        member(keyOf(keyText), value)
      ),
      { maxLength: 5 }
    ),
    fc.array(space, { maxLength: 3 })
  )
  .map(([items, gaps]) => separated("{", items, "}", gaps))

/** An object shaped like a session entry: captured keys (duplicated at times), a message object. */
const entry = fc
  .tuple(
    fc.array(
      fc.oneof(
        { weight: 4, arbitrary: member(keyOf(fc.constantFrom(...captured)), value) },
        { weight: 2, arbitrary: member(keyOf(fc.constant("message")), messageObject) },
        member(keyOf(keyText), value)
      ),
      { maxLength: 8 }
    ),
    fc.array(space, { maxLength: 3 })
  )
  .map(([items, gaps]) => separated("{", items, "}", gaps))

const validLine = fc.tuple(space, fc.oneof({ weight: 4, arbitrary: entry }, value), space).map(([a, v, b]) => [a, ...v, b])

/** Bytes to corrupt a line with: JSON's own characters mostly, and any byte. */
const corruptByte = fc.oneof(fc.constantFrom(...encoder.encode("{}[]\":,\\ 0123456789aeflnrstu.-+\r\t")), fc.integer({ min: 0, max: 255 }))

const corrupt = (bytes: Uint8Array, edits: ReadonlyArray<readonly [number, number, number]>): Uint8Array => {
  let b = Array.from(bytes)
  for (const [op, at, byte] of edits) {
    const i = b.length === 0 ? 0 : at % (b.length + 1)
    if (op === 0) b = b.slice(0, i)
    else if (op === 1) b.splice(i, 0, byte)
    else if (op === 2) b.splice(i, 1)
    else if (i < b.length) b[i] = byte
  }
  return Uint8Array.from(b)
}

const line: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 5, arbitrary: validLine.map(bytesOf) },
  // blank, or nearly
  fc.array(fc.oneof({ weight: 5, arbitrary: unicodeSpace }, notSpace), { maxLength: 5 }).map((s) => encoder.encode(s.join(""))),
  // Unicode white space around JSON: not JSON
  fc.tuple(fc.array(unicodeSpace, { maxLength: 2 }), validLine, fc.array(unicodeSpace, { maxLength: 2 })).map(([a, v, b]) =>
    bytesOf([a.join(""), ...v, b.join("")])
  ),
  // truncated, corrupted
  {
    weight: 3,
    arbitrary: fc.tuple(validLine, fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), corruptByte), { minLength: 1, maxLength: 3 })).map(([v, e]) =>
      corrupt(bytesOf(v), e)
    )
  },
  // two lines fused into one
  fc.tuple(validLine, fc.constantFrom("", "\r", " "), validLine).map(([a, s, b]) => bytesOf([...a, s, ...b]))
)

const file: fc.Arbitrary<Uint8Array> = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(line, fc.constantFrom("\n", "\n", "\r\n", "\r\r\n")), { maxLength: 10 }), fc.boolean())
  .map(([bom, lines, lastNewline]) =>
    bytesOf([
      bom ? "\ufeff" : "",
      ...lines.flatMap(([l, nl], i) => [l, i < lines.length - 1 || lastNewline ? nl : ""])
    ])
  )

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe("Scanner", () => {
  it("the committed WebAssembly module was built from the current scanner.c (npm run build:scanner)", () => {
    const source = fs.readFileSync(path.join(Corpus.root, "src/domain/scan/internal/scanner.c"))
    expect(ScannerWasm.sourceSha256).toBe(createHash("sha256").update(source).digest("hex"))
  })

  it.prop(
    "generated files: both scanners give JSON.parse's verdict and fields on every line, fed in any way",
    [file, fc.integer({ min: 1, max: 80 })],
    ([bytes, chunk]) => {
      agree(bytes, chunk)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it("shownText is the /tree selector's rule on generated messages: escapes, white space of every kind, any key order, duplicate keys, text keys inside tool arguments", () => {
    const message = fc
      .tuple(
        fc.array(
          fc.oneof(
            { weight: 3, arbitrary: member(keyOf(fc.constant("content")), contentValue) },
            member(keyOf(fc.constant("stopReason")), stopValue),
            member(keyOf(fc.constant("role")), keyOf(fc.constant("assistant")))
          ),
          { minLength: 1, maxLength: 4 }
        ),
        fc.array(space, { maxLength: 3 })
      )
      .map(([items, gaps]) => bytesOf(["{\"type\":\"message\",\"id\":\"a\",\"message\":", ...separated("{", items, "}", gaps), "}"]))
    // what pi writes: JSON.stringify of a message with any content
    const written = fc
      .tuple(
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.constantFrom("text", "thinking", "toolCall"),
              text: fc.oneof(fc.string(), fc.constantFrom(" ", "\n\t", "\u2028\u00a0", "\ufeff", " x ")),
              arguments: fc.jsonValue()
            }, { requiredKeys: ["type"] }),
            fc.jsonValue()
          ),
          { maxLength: 4 }
        ),
        fc.constantFrom("stop", "toolUse", "error", "aborted")
      )
      .map(([content, stopReason]) => encoder.encode(JSON.stringify({ type: "message", id: "a", message: { role: "assistant", content, stopReason } })))
    const seen: [number, number] = [0, 0]
    fc.assert(
      fc.property(fc.oneof(message, written), (bytes) => {
        const expected = oracle(bytes)
        const lines = scanAll(js, bytes)
        same(lines.map(view), expected)
        same(scanAll(wasm, bytes), lines)
        for (const l of expected) if (l.status === Status.Object) seen[l.shownText ? 1 : 0] += 1
      }),
      { numRuns: 3000 }
    )
    // both answers are well represented
    expect(Math.min(seen[0] as number, seen[1] as number)).toBeGreaterThan(150)
  })

  it.prop("the id hashes and timestamps that the WebAssembly scanner works out are the reader's: ids of any bytes, timestamps in range or not", [
    fc.array(
      fc.tuple(
        fc.oneof(stringLiteral, fc.constantFrom(["\"a1b2c3d4\""], ["\"\u00e9t\u00e9\""], ["\"d\u00e9j\u00e0\""])),
        fc.oneof(stringLiteral, fc.constant(["null"])),
        timestampLiteral
      ),
      { minLength: 1, maxLength: 20 }
    )
  ], ([lines]) => {
    agree(
      bytesOf(
        lines.flatMap((
          [id, parent, timestamp]
        ) => ["{\"type\":\"message\",\"id\":", ...id, ",\"parentId\":", ...parent, ",\"timestamp\":", ...timestamp, "}\n"])
      )
    )
  }, { fastCheck: { numRuns: 500 } })

  it("hand-picked lines", () => {
    const lines = [
      "",
      "{}",
      "[]",
      "{ }",
      " {\"type\":\"message\",\"id\":\"a1\",\"parentId\":null,\"timestamp\":\"2026\",\"message\":{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":1}} ",
      "{\"type\":\"a\",\"type\":\"b\",\"message\":{\"role\":\"x\"},\"message\":\"flat\"}",
      "{\"message\":{\"role\":\"x\",\"content\":[1,{\"a\":\"}\"}],\"timestamp\":-1.5e+3},\"message\":{\"content\":null}}",
      "{\"t\\u0079pe\":\"esc\",\"\\u0069\\u0064\":\"1\",\"parent\\u0049d\":\"p\",\"customT\\u0079pe\":\"c\",\"la\\/bel\":\"no\"}",
      "{\"message\":{\"r\\u006fle\":\"assistant\",\"cont\\u0065nt\":true}}",
      "{\"type\":\"\\ud83d\\ude00 \\ud800 \\\"q\\\" \\\\ \\/ \\b\\f\\n\\r\\t\"}",
      "{\"type\":\"\ufeffbom inside\"}",
      "\"just a string\"",
      "123",
      "-0",
      "01",
      "1.",
      "1e",
      "-",
      "tru",
      "nulll",
      "{,}",
      "{\"a\":1,}",
      "[1,]",
      "{\"a\" 1}",
      "{\"a\":1}}",
      "{\"a\":1}{\"b\":2}",
      "{\"a\":\"\u0001\"}",
      "\u00a0{}",
      "{}\u00a0",
      "\ufeff{}",
      "\u2028\u2029\u3000",
      "\u200b",
      "{\"id\":\"x\"}\r",
      "{\"id\":\"x\"}\r\r",
      "\r",
      "{\"a\":\"\\x\"}",
      "{\"a\":\"\\u12g4\"}",
      "{\"a\":\"\\u12\"}",
      "{\"a\":\"\\u123g\"}",
      "{\"\\u0174ype\":\"not type\",\"\\u0169d\":\"not id\",\"\\u0074ype\":\"type\"}",
      "{\"type\":\"message\""
    ]
    agree(encoder.encode(lines.join("\n")))
    agree(encoder.encode(`\ufeff${lines.join("\r\n")}\n`))
  })

  it("invalid UTF-8 inside strings is allowed, outside is not", () => {
    const parts: Array<Part> = [
      "{\"type\":\"",
      Uint8Array.of(0xff, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98),
      "\",\"id\":\"",
      Uint8Array.of(0xed, 0xa0, 0x80),
      "\"}\n{\"a\":1}",
      Uint8Array.of(0x80),
      "\n",
      Uint8Array.of(0xc2),
      "{\"x\":1}\n{\"",
      Uint8Array.of(0xe9),
      "\":1}\n"
    ]
    agree(bytesOf(parts))
  })

  it("strings, escapes and white space at every alignment and length", () => {
    // runs of escapes, so that some end exactly at, or reach past, a 64-byte window of scanner.c
    const ends = ["", "\\n", "\\u00e9", "\u0001", "\u007f", "é", "\u001f", "\\", "\\\\\\\"", "\\n".repeat(40), "\\u0041".repeat(20)]
    const lines: Array<Part> = []
    for (let offset = 0; offset <= 16; offset++) {
      for (let length = 0; length < 140; length += length < 70 ? 1 : 7) {
        for (const end of ends) lines.push(" ".repeat(offset), "{\"type\":\"", "a".repeat(length), end, "\",\"id\":1}\n")
        lines.push(" ".repeat(offset), "{\"id\"", "\t \r".repeat(length % 40), ":", " ".repeat(length), "\"x\"", " ".repeat(length), "}\n")
        lines.push(" ".repeat(offset), "{\"type\":\"", "a".repeat(length), Uint8Array.of(0xff), "\"}\n")
      }
    }
    for (const length of [1000, 4095, 4096, 4097, 65_537]) lines.push("{\"content\":\"", "x".repeat(length), "\\\"", "y".repeat(length), "\"}\n")
    agree(bytesOf(lines), 4096)
  })

  it("nesting at any depth: deep arrays and objects, balanced or not", () => {
    const deep = 100_000
    const lines = [
      `${"[".repeat(deep)}${"]".repeat(deep)}`,
      `${"[".repeat(deep)}${"]".repeat(deep - 1)}`,
      `${"[".repeat(deep)}${"]".repeat(deep + 1)}`,
      `${"{\"a\":".repeat(deep)}1${"}".repeat(deep)}`,
      `{"type":"deep","message":{"content":${"[{\"x\":".repeat(deep)}0${"}]".repeat(deep)},"role":"r"},"id":"after"}`,
      `{"content":${"[{\"x\":".repeat(deep)}0${"}}".repeat(deep)},"id":"after"}`,
      `{"content":${"[".repeat(deep)}${"]".repeat(deep / 2)}}`
    ]
    agree(encoder.encode(lines.join("\n")), 1 << 16)
  })

  it("a million levels deep, in a buffer", () => {
    const deep = 1_000_000
    const text = `{"type":"x","content":${"[".repeat(deep)}{},[],{}${"]".repeat(deep)},"id":"end"}`
    const bytes = encoder.encode(text)
    const expected = oracle(bytes)
    expect(expected.map((l) => l.status)).toEqual([Status.Object])
    const reference = scanAll(js, bytes)
    same(reference.map(view), expected)
    same(scanInBuffer(wasm, bytes), reference)
  })

  it.prop("random nesting: the bit stack matches every bracket, wrong ones included", [
    fc.array(fc.boolean(), { minLength: 1, maxLength: 3000 }),
    fc.option(fc.nat(), { nil: undefined })
  ], ([opens, flip]) => {
    const closers = opens.map((array) => (array ? "]" : "}")).reverse()
    if (flip !== undefined) {
      const i = flip % closers.length
      closers[i] = closers[i] === "]" ? "}" : "]"
    }
    const text = opens.map((array) => (array ? "[" : "{\"k\":")).join("") + "0" + closers.join("")
    agree(encoder.encode(`${text}\n{"message":${text}}`), 512)
  }, { fastCheck: { numRuns: 60 } })

  it("lines longer than any buffer or window: a 10 MB tool output among small lines", () => {
    const big = "line of output with \\\"quotes\\\" and \\u00e9 \\n".repeat(250_000)
    const text = [
      "{\"type\":\"session\",\"id\":\"s\"}",
      `{"type":"message","id":"t","message":{"role":"toolResult","content":[{"type":"text","text":"${big}"}],"timestamp":5}}`,
      "{\"type\":\"label\",\"label\":\"after\"}",
      `{"type":"custom","content":"${"z".repeat(3_000_000)}"`,
      "{\"type\":\"end\"}"
    ].join("\n")
    const bytes = encoder.encode(text)
    const reference = scanAll(js, bytes)
    expect(reference.map((l) => l.status)).toEqual([Status.Object, Status.Object, Status.Object, Status.Malformed, Status.Object])
    same(reference.map(view), oracle(bytes))
    same(scanAll(wasm, bytes), reference)
    same(scanInBuffer(Scanner.make(), bytes), reference)
    same(scanStreaming(Scanner.make(), bytes, 1 << 16), reference)
    same(scanWindows(Scanner.make(), bytes, 1 << 20), reference)
  })

  it("the conformance corpus, line by line", () => {
    const cases = Corpus.cases()
    expect(cases.length).toBeGreaterThan(0)
    let objects = 0
    for (const c of cases) {
      const bytes = new Uint8Array(fs.readFileSync(c.file))
      agree(bytes, 1 << 16)
      objects += oracle(bytes).filter((l) => l.status === Status.Object).length
    }
    expect(objects).toBeGreaterThan(cases.length)
  })

  it("reports lines in order with their bounds, and stops after the last LF unless final", () => {
    for (const scanner of [Scanner.javascript(), Scanner.make()]) {
      const bytes = encoder.encode("\ufeff{\"id\":\"a\"}\r\n\n  \n{\"id\":\"b\"}\n{\"id\"")
      const seen: Array<[number, number, number, boolean, boolean, boolean, number]> = []
      const collect = (l: Scanner.Line) => seen.push([l.start, l.end, l.newline, l.lf, l.cr, l.bom, l.status])
      expect(bytes.length).toBe(35)
      expect(scanner.scan(bytes, 0, bytes.length, { final: false, fileStart: true }, collect)).toBe(30)
      expect(seen).toEqual([
        [3, 13, 14, true, true, true, Status.Object],
        [15, 15, 15, true, false, false, Status.Blank],
        [16, 18, 18, true, false, false, Status.Blank],
        [19, 29, 29, true, false, false, Status.Object]
      ])
      seen.length = 0
      expect(scanner.scan(bytes, 30, bytes.length, { final: true, fileStart: false }, collect)).toBe(35)
      expect(seen).toEqual([[30, 35, 35, false, false, false, Status.Malformed]])
      seen.length = 0
      expect(scanner.scan(bytes, 30, bytes.length, { final: false, fileStart: false }, collect)).toBe(30)
      expect(scanner.scan(bytes, 5, 5, whole, collect)).toBe(5)
      expect(seen).toEqual([])
      // a line that starts the input is not ended by a CR before it
      expect(scanner.scan(bytes, 14, 16, whole, collect)).toBe(16)
      expect(seen).toEqual([[14, 14, 14, true, false, false, Status.Blank], [15, 15, 15, true, false, false, Status.Blank]])
      seen.length = 0
      // without fileStart a BOM is no BOM: U+FEFF before JSON is not JSON; the LF at 14 is past the end
      expect(scanner.scan(bytes, 0, 14, { final: true, fileStart: false }, collect)).toBe(14)
      expect(seen).toEqual([[0, 13, 14, false, true, false, Status.Malformed]])
    }
  })

  it("is: a field's decoded value against ASCII text, escaped or not, and never for another kind", () => {
    for (const scanner of [Scanner.javascript(), Scanner.make()]) {
      const found: Array<ReadonlyArray<boolean>> = []
      const lines = ["\"stop\"", "\"st\\u006fp\"", "\"stops\"", "\"sto\"", "1", "null", "\"st\\\"p\""].map((v) => `{"message":{"stopReason":${v}}}`)
      scanner.scan(
        encoder.encode(lines.join("\n")),
        0,
        lines.join("\n").length,
        whole,
        (l) => found.push([l.is(Scanner.Field.stopReason, "stop"), l.is(Scanner.Field.stopReason, "")])
      )
      expect(found).toEqual([[true, false], [true, false], [false, false], [false, false], [false, false], [false, false], [false, false]])
    }
  })

  it("more lines than one call's records: all reported, in order", () => {
    const lines = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? "" : `{"id":"${i}"}`))
    agree(encoder.encode(lines.join("\n")), 10_000)
  })

  it("buffer: at least the size asked for, keeping its contents as it grows", () => {
    for (const scanner of [Scanner.javascript(), Scanner.make()]) {
      const small = scanner.buffer(10)
      expect(small.length).toBeGreaterThanOrEqual(10)
      small.set(encoder.encode("{\"id\":\"1\"}"))
      const large = scanner.buffer(3_000_000)
      expect(large.length).toBeGreaterThanOrEqual(3_000_000)
      expect(decoder.decode(large.subarray(0, 10))).toBe("{\"id\":\"1\"}")
      // scanning input from elsewhere leaves the buffer alone
      const other = encoder.encode(`{"id":"2"}\n${"x".repeat(2_000_000)}`)
      scanner.scan(other, 0, other.length, whole, () => {})
      expect(large.length).toBeGreaterThanOrEqual(3_000_000)
      expect(decoder.decode(large.subarray(0, 10))).toBe("{\"id\":\"1\"}")
      const ids: Array<string | undefined> = []
      scanner.scan(large, 0, 10, whole, (l) => ids.push(l.string(Field.id)))
      expect(ids).toEqual(["1"])
    }
  })

  it("the wasm scanner refuses to be called from inside its own onLine", () => {
    const scanner = Scanner.make()
    const bytes = encoder.encode("{}\n{}\n")
    expect(() => scanner.scan(bytes, 0, bytes.length, whole, () => scanner.scan(bytes, 0, 3, whole, () => {}))).toThrow(
      "Scanner: called again from inside its own onLine"
    )
    expect(() => scanner.scan(bytes, 0, bytes.length, whole, () => scanner.buffer(10))).toThrow("Scanner: called again")
    const statuses: Array<number> = []
    scanner.scan(bytes, 0, bytes.length, whole, (l) => statuses.push(l.status))
    expect(statuses).toEqual([Status.Object, Status.Object])
  })
})
