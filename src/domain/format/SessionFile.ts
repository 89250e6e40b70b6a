/**
 * Session files: reading a file's bytes into a header, a tree and diagnostics, and the names
 * and lines of files Arbor writes. Pure.
 *
 * Reading follows pi (split on LF, skip blank and unreadable lines, the first record must be a
 * header with a string id, legacy versions are migrated) but never throws, never loops and
 * never drops anything silently: a byte-order mark, CRLF line ends, malformed or non-object
 * lines, a truncated last line, missing ids, duplicate ids, self-parents, parent cycles and
 * orphans are all reported with line numbers, and the session opens wherever a sensible
 * reading exists.
 *
 * A current-version file is read from its scanned lines (`Scanner`): no line is parsed, and
 * each entry's text stays in the file's bytes (a `ByteSource`) until a query asks for it. The
 * `Reader` takes lines in pieces, so a large file is read in chunks, and continues a tree with
 * lines appended later. A legacy file is parsed whole and migrated.
 */
import * as Context from "../context/Context.js"
import * as ByteSource from "../scan/ByteSource.js"
import * as Scanner from "../scan/Scanner.js"
import * as SessionTree from "../tree/SessionTree.js"
import * as Diagnostic from "./Diagnostic.js"
import { Entry, Header, type Meta } from "./Entry.js"
import type { IdSource } from "./IdSource.js"
import * as Json from "./Json.js"
import * as Migration from "./Migration.js"

export interface Loaded {
  /** The header, or undefined when the file is not a session (empty, or no header first). */
  readonly header: Header | undefined
  readonly tree: SessionTree.SessionTree
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  /** Entries were migrated from a legacy version in memory; the file itself is unchanged. */
  readonly migrated: boolean
  /** The text ended without a line terminator (repaired just before the next append). */
  readonly missingNewline: boolean
}

interface Record {
  readonly text: string
  readonly value: Json.JsonObject
  readonly line: number
}

/** Reads a whole file's text. */
export const fromText = (text: string, ids: IdSource): Loaded => fromBytes(new TextEncoder().encode(text), ids)

/** Reads a whole file's bytes (kept as the entries' byte source). */
export const fromBytes = (bytes: Uint8Array, ids: IdSource): Loaded => {
  const reader = new Reader({ source: ByteSource.fromBytes(bytes), ids })
  reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
  return reader.finish()
}

/**
 * Reads the lines of a file (split on LF, terminators removed). `terminated` says whether the
 * last line ended with LF. `ids` supplies ids for legacy (version 1) entries that have none.
 */
export const fromLines = (
  lines: ReadonlyArray<string>,
  options: { readonly terminated: boolean; readonly ids: IdSource }
): Loaded => fromText(lines.length === 0 ? "" : lines.join("\n") + (options.terminated ? "\n" : ""), options.ids)

const isCurrent = (version: Json.Json | undefined): boolean => typeof version === "number" && version >= 3

/** What `extend` read: the grown tree and the findings about the new lines. */
export interface Extended {
  readonly tree: SessionTree.SessionTree
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  readonly missingNewline: boolean
  /** Lines read (the last one may be unterminated). */
  readonly lines: number
  /** The bytes were empty or ended with LF. */
  readonly terminated: boolean
}

/**
 * Adds lines that another program appended to a file already read (they carry no header):
 * `bytes[start, end)`, which sit at `offset` in the file that `source` reads. `firstLine` is
 * the line number of the first of them.
 */
export const extend = (
  tree: SessionTree.SessionTree,
  source: ByteSource.ByteSource,
  bytes: Uint8Array,
  options: { readonly offset: number; readonly firstLine: number }
): Extended => {
  const reader = new Reader({ source, firstLine: options.firstLine, tree })
  reader.scan(Scanner.make(), bytes, options.offset, 0, bytes.length, true)
  const loaded = reader.finish()
  return {
    tree: loaded.tree,
    diagnostics: loaded.diagnostics,
    missingNewline: loaded.missingNewline,
    lines: reader.lines,
    terminated: reader.terminated
  }
}

/**
 * The header in one line of text (a byte-order mark and surrounding blanks allowed), or
 * undefined when the line is not a session header with a string id.
 */
export const headerOf = (line: string): Json.JsonObject | undefined => {
  const value = Json.parse(line.replace(/^\uFEFF/, "").trim())
  return Json.isObject(value) && value.type === "session" && typeof value.id === "string" ? value : undefined
}

/** Splits text into lines on LF; `terminated` tells whether it ended with LF. */
export const splitLines = (text: string): { readonly lines: Array<string>; readonly terminated: boolean } => {
  const lines = text.split("\n")
  const terminated = lines[lines.length - 1] === ""
  if (terminated) lines.pop()
  return { lines, terminated }
}

const F = Scanner.Field
const K = Scanner.Kind

/** Whether a captured string is plain ASCII without escapes (its bytes are its value). */
/**
 * The number of the `id` or `parentId` string: a plain one (`Scanner.plainString`) through the hash of
 * its bytes that the scanner worked out, any other through its decoded value.
 */
const idNumber = (a: SessionTree.Appender, line: Scanner.Line, field: typeof F.id | typeof F.parentId): number => {
  const hashed = field === F.id ? Scanner.Derived.idHash : Scanner.Derived.parentIdHash
  if ((line.derived & hashed) !== 0) {
    return a.ids.internHashed(line.bytes, line.from[field] as number, line.to[field] as number, field === F.id ? line.idHash : line.parentIdHash)
  }
  return a.ids.intern(line.string(field) as string)
}

const captured = (line: Scanner.Line, field: Scanner.Field): Json.Json | undefined =>
  line.kinds[field] === K.Absent
    ? undefined
    : line.kinds[field] === K.String
    ? line.string(field)
    : (JSON.parse(Scanner.decodeUtf8(line.bytes, line.from[field] as number, line.to[field] as number)) as Json.Json)

/**
 * The `SessionTree.blank` column for a scanned entry: an assistant message is blank when its
 * content shows no text and its stopReason is absent, "stop" or "toolUse" (the /tree selector's
 * rule, which decoding the entry gives too).
 */
const blankOf = (line: Scanner.Line, assistant: boolean): number => {
  if (!assistant || line.shownText) return SessionTree.BLANK_NO
  if (line.kinds[F.stopReason] === K.Absent) return SessionTree.BLANK_YES
  return line.is(F.stopReason, "stop") || line.is(F.stopReason, "toolUse") ? SessionTree.BLANK_YES : SessionTree.BLANK_NO
}

/** Where a read of complete lines stopped: enough to go on later without reading them again. */
export interface ReaderState {
  readonly header: { readonly text: string; readonly line: number }
  /** The number of the next line. */
  readonly lineNumber: number
  readonly crlf: number
  readonly firstCrlf: number
  readonly blank: number
  readonly firstBlank: number
  /** Findings about single lines so far. */
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

/** The longest line a reader takes, in bytes: see `Scanner.MAX_LINE_BYTES`. */
export const MAX_LINE_BYTES = Scanner.MAX_LINE_BYTES

/** The finding about a line of `size` bytes, over `limit`. */
const tooLong = (number: number, size: number, limit: number): Diagnostic.Diagnostic =>
  Diagnostic.error("line-too-long", number, `line is ${size} bytes, longer than the ${limit} a line may have; ignored`)

/**
 * Reads scanned lines into a header, a tree and diagnostics. Lines arrive in order through
 * `line` (or `scan`); `finish` gives the result. Started with a tree, it continues that tree
 * with lines appended to its file (no header expected).
 */
export class Reader {
  readonly #ids: IdSource | undefined
  readonly #diagnostics: Array<Diagnostic.Diagnostic> = []
  readonly #appender: SessionTree.Appender
  readonly #codes: { readonly session: number; readonly message: number; readonly custom: number; readonly label: number; readonly sessionInfo: number }
  readonly #legacy: Array<Record> = []
  #tree: SessionTree.SessionTree
  #lineNumber: number
  #header: Record | undefined
  #expectHeader: boolean
  #stopped = false
  #notASession = false
  #crlf = 0
  #firstCrlf = 0
  #blank = 0
  #firstBlank = 0
  #missingNewline = false
  #lastLine = 0
  #lines = 0
  #terminated = true

  readonly #load: boolean
  readonly #maxLineBytes: number

  /**
   * A fresh read expects the header first; with `tree` (and no `resume`) it continues a tree
   * with lines appended to its file; with `tree` and `resume`, it goes on with a read that
   * `state()` saved, as if that read had never stopped.
   */
  constructor(options: {
    readonly source: ByteSource.ByteSource
    readonly ids?: IdSource | undefined
    readonly firstLine?: number | undefined
    readonly tree?: SessionTree.SessionTree | undefined
    readonly resume?: ReaderState | undefined
    /** About how many entries a fresh read will meet: room is made for them up front. */
    readonly expected?: number | undefined
    /** The longest line taken (`MAX_LINE_BYTES` by default): a longer one is reported and ignored. */
    readonly maxLineBytes?: number | undefined
  }) {
    this.#ids = options.ids
    this.#maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES
    this.#lineNumber = options.firstLine ?? 1
    this.#tree = options.tree ?? SessionTree.empty
    this.#expectHeader = options.tree === undefined
    this.#load = options.tree === undefined || options.resume !== undefined
    const resume = options.resume
    if (resume !== undefined) {
      this.#header = { text: resume.header.text, value: Json.parseObject(resume.header.text), line: resume.header.line }
      this.#lineNumber = resume.lineNumber
      this.#crlf = resume.crlf
      this.#firstCrlf = resume.firstCrlf
      this.#blank = resume.blank
      this.#firstBlank = resume.firstBlank
      this.#diagnostics.push(...resume.diagnostics)
    }
    this.#appender = new SessionTree.Appender(this.#tree, options.source)
    if (options.expected !== undefined && this.#tree.length === 0) this.#appender.reserve(options.expected)
    const types = this.#appender.columns.types
    this.#codes = {
      session: types.code("session"),
      message: types.code("message"),
      custom: types.code("custom"),
      label: types.code("label"),
      sessionInfo: types.code("session_info")
    }
  }

  /**
   * Scans `bytes[start, end)`, which sit at file offset `offset + start`, and reads its lines;
   * returns where a partial last line begins (`end` when `final`). See `Scanner.scan`.
   */
  scan(scanner: Scanner.Scanner, bytes: Uint8Array, offset: number, start: number, end: number, final: boolean): number {
    return scanner.scan(bytes, start, end, { final, fileStart: this.#lineNumber === 1 && offset + start === 0 }, (line) => this.line(line, offset))
  }

  /** The longest line this reader takes, in bytes (see `MAX_LINE_BYTES`). */
  get maxLineBytes(): number {
    return this.#maxLineBytes
  }

  /**
   * Takes the next line as one too long to read (more than `maxLineBytes`): `size` bytes before
   * its LF, `lf` false for a last line without one. Its bytes need not have been read at all,
   * so a reader of chunks can step over such a line instead of holding it.
   */
  skip(size: number, lf: boolean): void {
    const number = this.#lineNumber++
    this.#lines++
    this.#terminated = lf
    if (this.#stopped) return
    this.#lastLine = number
    this.#diagnostics.push(tooLong(number, size, this.#maxLineBytes))
  }

  /** Reads one scanned line; `offset` is the file offset of `line.bytes[0]`. */
  line(line: Scanner.Line, offset: number): void {
    const size = line.end - line.start + (line.cr ? 1 : 0) + (line.bom ? 3 : 0)
    if (size > this.#maxLineBytes) return this.skip(size, line.lf)
    const number = this.#lineNumber++
    this.#lines++
    this.#terminated = line.lf
    if (this.#stopped) return
    this.#lastLine = number
    const d = this.#diagnostics
    if (line.bom) d.push(Diagnostic.warning("bom", number, "byte-order mark at the start of the file ignored"))
    if (line.cr && this.#crlf++ === 0) this.#firstCrlf = number
    const unterminated = !line.lf
    switch (line.status) {
      case Scanner.Status.Blank:
        if (line.end > line.start || line.cr || !unterminated) {
          if (this.#blank++ === 0) this.#firstBlank = number
        }
        return
      case Scanner.Status.Malformed:
        d.push(
          unterminated
            ? Diagnostic.error("truncated-line", number, "last line is incomplete (an interrupted write?); ignored")
            : Diagnostic.error("malformed-json", number, "line is not valid JSON; ignored")
        )
        return
      case Scanner.Status.NotObject: {
        const shown = Json.stringify(JSON.parse(line.text()))
        d.push(
          Diagnostic.error("not-an-object", number, `line holds ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}, not an entry object; ignored`)
        )
        return
      }
    }
    if (unterminated) this.#missingNewline = true
    if (this.#expectHeader && this.#header === undefined) {
      const text = line.text()
      const value = Json.parseObject(text)
      if (value.type !== "session" || typeof value.id !== "string") {
        d.push(Diagnostic.error("missing-header", number, "first record is not a session header"))
        this.#notASession = true
        this.#stopped = true
        return
      }
      this.#header = { text, value, line: number }
      if (!isCurrent(value.version)) this.#legacy.push(this.#header)
      return
    }
    if (this.#legacy.length > 0) {
      const text = line.text()
      this.#legacy.push({ text, value: Json.parseObject(text), line: number })
      return
    }
    this.#entry(line, offset, number)
  }

  #entry(line: Scanner.Line, offset: number, number: number): void {
    const a = this.#appender
    const c = a.columns
    const b = line.bytes
    let type = 0
    if (line.kinds[F.type] === K.String) {
      type = Scanner.plainString(line, F.type)
        ? c.types.codeBytes(b, line.from[F.type] as number, line.to[F.type] as number)
        : c.types.code(line.string(F.type))
      if (type === this.#codes.session) {
        this.#diagnostics.push(Diagnostic.warning("extra-header", number, "another session header inside the file; ignored"))
        return
      }
    }
    if (line.kinds[F.id] !== K.String) {
      this.#diagnostics.push(Diagnostic.error("missing-id", number, "entry has no string id; ignored"))
      return
    }
    const id = idNumber(a, line, F.id)
    const parentKind = line.kinds[F.parentId]
    if (parentKind === K.Absent) {
      this.#diagnostics.push(Diagnostic.warning("missing-parent-id", number, `entry ${a.ids.string(id)} has no parentId; treated as a root`))
    }
    const parent = parentKind === K.String ? idNumber(a, line, F.parentId) : parentKind === K.Null ? SessionTree.NULL_PARENT : SessionTree.NO_PARENT
    const codes = this.#codes
    const role = type === codes.message && line.kinds[F.message] === K.Object && line.kinds[F.role] === K.String
      ? Scanner.plainString(line, F.role)
        ? c.roles.codeBytes(b, line.from[F.role] as number, line.to[F.role] as number)
        : c.roles.code(line.string(F.role))
      : 0
    const custom = type === codes.custom && line.kinds[F.customType] === K.String ? c.customs.code(line.string(F.customType)) : 0
    const millis = line.millis(F.timestamp)
    const start = offset + line.start
    const size = line.end - line.start
    if (
      type === codes.label || type === codes.sessionInfo || type === SessionTree.OVERFLOW || role === SessionTree.OVERFLOW || custom === SessionTree.OVERFLOW
    ) {
      const isLabel = type === codes.label
      const typeName = line.string(F.type)
      const meta: Meta = {
        id: a.ids.string(id),
        parentId: parent === SessionTree.NULL_PARENT ? null : parent === SessionTree.NO_PARENT ? undefined : a.ids.string(parent),
        type: typeName,
        targetId: isLabel ? line.string(F.targetId) : undefined,
        label: isLabel ? line.string(F.label) : undefined,
        name: type === codes.sessionInfo ? line.string(F.name) : undefined,
        customType: typeName === "custom" ? line.string(F.customType) : undefined,
        role: typeName === "message" && line.kinds[F.message] === K.Object ? line.string(F.role) : undefined,
        millis
      }
      const timestamp = isLabel ? captured(line, F.timestamp) : undefined
      a.addMeta(meta, number, start, size, () => timestamp)
      return
    }
    const position = a.add(id, parent, type, role, custom, millis, number, start, size, blankOf(line, type === codes.message && role === c.assistant))
    const message = type === codes.message ? Context.passedThrough(line) : 0
    if (message !== 0) {
      c.message[position] = message
      c.messageSize[position] = (line.to[F.message] as number) - (line.from[F.message] as number)
    }
  }

  /**
   * What a later `Reader` needs to go on from here (with the tree `finish` gives), or
   * undefined when this read cannot be resumed: no header yet, not a session, or a legacy file.
   */
  state(): ReaderState | undefined {
    if (this.#header === undefined || this.#notASession || this.#legacy.length > 0 || this.#missingNewline) return undefined
    return {
      header: { text: this.#header.text, line: this.#header.line },
      lineNumber: this.#lineNumber,
      crlf: this.#crlf,
      firstCrlf: this.#firstCrlf,
      blank: this.#blank,
      firstBlank: this.#firstBlank,
      diagnostics: [...this.#diagnostics]
    }
  }

  /**
   * The tree of the lines read so far, for a read that `state()` can resume (call one of this
   * and `finish`, once).
   */
  finishTree(): SessionTree.SessionTree {
    return this.#appender.finish()
  }

  /** The number the next line gets. */
  get lineNumber(): number {
    return this.#lineNumber
  }

  /** Lines read so far. */
  get lines(): number {
    return this.#lines
  }

  /** Whether the last line read ended with LF (true before any line). */
  get terminated(): boolean {
    return this.#terminated
  }

  /** The header, the tree and every diagnostic, sorted by line. */
  finish(): Loaded {
    const d = this.#diagnostics
    if (this.#crlf > 0) {
      d.push(Diagnostic.warning("crlf", this.#firstCrlf, `CRLF line ends (${this.#crlf} line${this.#crlf === 1 ? "" : "s"}); read as LF`))
    }
    if (this.#blank > 0) {
      d.push(Diagnostic.warning("blank-line", this.#firstBlank, `${this.#blank} blank line${this.#blank === 1 ? "" : "s"} ignored`))
    }
    if (this.#missingNewline) {
      d.push(Diagnostic.warning("missing-newline", this.#lastLine, "last line has no line terminator; one is added before the next append"))
    }
    const missingNewline = this.#missingNewline
    if (this.#expectHeader && (this.#header === undefined || this.#notASession)) {
      return { header: undefined, tree: SessionTree.empty, diagnostics: sortByLine(d), migrated: false, missingNewline }
    }
    let migrated = false
    let head = this.#header
    let tree = this.#appender.finish()
    if (this.#legacy.length > 0) {
      const result = Migration.migrate(this.#legacy, this.#ids as IdSource)
      d.push(...result.diagnostics)
      migrated = result.changed
      const current = result.lines.map((migratedLine, index) => {
        const original = this.#legacy[index] as Record
        return migratedLine.value === original.value
          ? original
          : { text: Json.stringify(migratedLine.value), value: migratedLine.value, line: original.line }
      })
      head = current[0] as Record
      const entries: Array<Entry> = []
      for (const record of current.slice(1)) legacyEntry(record, entries, d)
      tree = SessionTree.fromEntries(entries)
    }
    // a continued read adds no findings about links: the lines it adds are checked when the file is read again
    if (this.#load) d.push(...structure(tree))
    return {
      header: head === undefined ? undefined : new Header(head.text, head.value, head.line),
      tree,
      diagnostics: sortByLine(d),
      migrated,
      missingNewline
    }
  }
}

/** Adds the entry of a migrated record; reports header lines and entries without ids. */
const legacyEntry = (record: Record, entries: Array<Entry>, diagnostics: Array<Diagnostic.Diagnostic>): void => {
  if (record.value.type === "session") {
    diagnostics.push(Diagnostic.warning("extra-header", record.line, "another session header inside the file; ignored"))
    return
  }
  const entry = Entry.parsed(record.text, record.value, record.line)
  if (entry.id === undefined) {
    diagnostics.push(Diagnostic.error("missing-id", record.line, "entry has no string id; ignored"))
    return
  }
  if (!("parentId" in record.value)) {
    diagnostics.push(Diagnostic.warning("missing-parent-id", record.line, `entry ${entry.id} has no parentId; treated as a root`))
  }
  entries.push(entry)
}

const sortByLine = (diagnostics: Array<Diagnostic.Diagnostic>): ReadonlyArray<Diagnostic.Diagnostic> =>
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))

/**
 * Findings about the links between entries: duplicate ids, self-parents, orphans and parent
 * cycles. Linear in the number of entries.
 */
export const structure = (tree: SessionTree.SessionTree): ReadonlyArray<Diagnostic.Diagnostic> => {
  const entry = (position: number) => tree.entries.get(position) as Entry
  const out: Array<Diagnostic.Diagnostic> = []
  for (const finding of SessionTree.structure(tree)) {
    const e = entry(finding.position)
    switch (finding._tag) {
      case "Duplicate": {
        const earlier = entry(finding.first).line
        out.push(
          Diagnostic.warning(
            "duplicate-id",
            e.line,
            `duplicate id ${e.id}${earlier === undefined ? "" : ` (first on line ${earlier})`}; the later entry is used`
          )
        )
        break
      }
      case "SelfParent":
        out.push(Diagnostic.error("self-parent", e.line, `entry ${e.id} is its own parent; treated as a root`))
        break
      case "Cycle":
        out.push(
          Diagnostic.error("cycle", e.line, `parent cycle ${finding.members.map((p) => entry(p).id).join(" → ")} → ${e.id}; walks stop where the cycle closes`)
        )
        break
      case "Orphan":
        out.push(
          Diagnostic.error("orphan", e.line, `entry ${e.id}: parent ${e.parentId} not found (a dangling parent: what came before it is lost); shown as a root`)
        )
        break
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** The lines of a whole file: the header, then the entries. */
export const lines = (header: Header, entries: Iterable<Entry>): ReadonlyArray<string> => {
  const out = [header.text]
  for (const entry of entries) out.push(entry.text)
  return out
}

/** The file name pi gives a session: `<timestamp with : and . replaced by ->_<id>.jsonl`. */
export const fileName = (timestamp: string, sessionId: string): string => `${timestamp.replace(/[:.]/g, "-")}_${sessionId}.jsonl`

/** The name of the default session directory for a resolved, absolute cwd (see `Listing`). */
export { directoryName } from "../scan/Listing.js"

/** The pattern pi requires of caller-supplied session ids. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/
