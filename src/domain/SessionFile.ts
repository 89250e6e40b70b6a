/**
 * Session files as text: reading lines into a header, a tree and diagnostics, and the names
 * and lines of files Arbor writes. Pure.
 *
 * Reading follows pi (split on LF, skip blank and unreadable lines, the first record must be a
 * header with a string id, legacy versions are migrated) but never throws, never loops and
 * never drops anything silently: a byte-order mark, CRLF line ends, malformed or non-object
 * lines, a truncated last line, missing ids, duplicate ids, self-parents, parent cycles and
 * orphans are all reported with line numbers, and the session opens wherever a sensible
 * reading exists.
 */
import * as Diagnostic from "./Diagnostic.js"
import { Entry, Header } from "./Entry.js"
import type { IdSource } from "./IdSource.js"
import * as Json from "./Json.js"
import * as Migration from "./Migration.js"
import * as SessionTree from "./SessionTree.js"

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
export const fromText = (text: string, ids: IdSource): Loaded => {
  const { lines, terminated } = splitLines(text)
  return fromLines(lines, { terminated, ids })
}

/**
 * Reads the lines of a file (split on LF, terminators removed). `terminated` says whether the
 * last line ended with LF. `ids` supplies ids for legacy (version 1) entries that have none.
 */
export const fromLines = (
  lines: ReadonlyArray<string>,
  options: { readonly terminated: boolean; readonly ids: IdSource }
): Loaded => {
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  let head: Record | undefined
  let notASession = false
  // A current-version file streams straight into entries; a legacy one is collected for migration.
  const legacy: Array<Record> = []
  const entries: Array<Entry> = []
  const read = readRecords(lines, { terminated: options.terminated, firstLine: 1 }, diagnostics, (record) => {
    if (head === undefined) {
      if (record.value.type !== "session" || typeof record.value.id !== "string") {
        diagnostics.push(Diagnostic.error("missing-header", record.line, "first record is not a session header"))
        notASession = true
        return false
      }
      head = record
      if (!isCurrent(record.value.version)) legacy.push(record)
      return true
    }
    if (legacy.length > 0) legacy.push(record)
    else addEntry(record, false, entries, diagnostics)
    return true
  })
  const missingNewline = read.missingNewline
  if (head === undefined || notASession) {
    return { header: undefined, tree: SessionTree.empty, diagnostics: sortByLine(diagnostics), migrated: false, missingNewline }
  }

  let migrated = false
  if (legacy.length > 0) {
    const result = Migration.migrate(legacy, options.ids)
    diagnostics.push(...result.diagnostics)
    migrated = result.changed
    const current = result.lines.map((migratedLine, index) => {
      const original = legacy[index] as Record
      return migratedLine.value === original.value
        ? original
        : { text: Json.stringify(migratedLine.value), value: migratedLine.value, line: original.line }
    })
    head = current[0] as Record
    for (const record of current.slice(1)) addEntry(record, false, entries, diagnostics)
  }

  // Values are not kept: a large file's entries decode again on demand (the active path's,
  // for the next context), which costs far less than holding every value through the load.
  const tree = SessionTree.fromEntries(entries)
  diagnostics.push(...structure(tree))
  return {
    header: new Header(head.text, head.value, head.line),
    tree,
    diagnostics: sortByLine(diagnostics),
    migrated,
    missingNewline
  }
}

const isCurrent = (version: Json.Json | undefined): boolean => typeof version === "number" && version >= 3

/** What `extend` read: the grown tree and the findings about the new lines. */
export interface Extended {
  readonly tree: SessionTree.SessionTree
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  readonly missingNewline: boolean
}

/**
 * Adds lines that another program appended to a file already read (they carry no header).
 * `firstLine` is the line number of the first of them.
 */
export const extend = (
  tree: SessionTree.SessionTree,
  lines: ReadonlyArray<string>,
  options: { readonly terminated: boolean; readonly firstLine: number }
): Extended => {
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  const entries: Array<Entry> = []
  const read = readRecords(lines, options, diagnostics, (record) => {
    addEntry(record, false, entries, diagnostics)
    return true
  })
  return {
    tree: SessionTree.applyEntries(tree, entries),
    diagnostics: sortByLine(diagnostics),
    missingNewline: read.missingNewline
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

/**
 * Parses lines into JSON-object records, reporting what cannot be used. Each record goes to
 * `onRecord` as soon as it is read; returning false stops reading.
 */
const readRecords = (
  lines: ReadonlyArray<string>,
  options: { readonly terminated: boolean; readonly firstLine: number },
  diagnostics: Array<Diagnostic.Diagnostic>,
  onRecord: (record: Record) => boolean
): { readonly missingNewline: boolean } => {
  let crlf = 0
  let firstCrlf = 0
  let blank = 0
  let firstBlank = 0
  let missingNewline = false
  const last = lines.length - 1
  for (let i = 0; i < lines.length; i++) {
    let text = lines[i] as string
    const line = options.firstLine + i
    if (line === 1 && text.charCodeAt(0) === 0xfeff) {
      text = text.slice(1)
      diagnostics.push(Diagnostic.warning("bom", line, "byte-order mark at the start of the file ignored"))
    }
    if (text.endsWith("\r")) {
      text = text.slice(0, -1)
      if (crlf++ === 0) firstCrlf = line
    }
    if (text.trim() === "") {
      if (text !== "" || i !== last || options.terminated) {
        if (blank++ === 0) firstBlank = line
      }
      continue
    }
    const value = Json.parse(text)
    const unterminatedLast = i === last && !options.terminated
    if (value === undefined) {
      diagnostics.push(
        unterminatedLast
          ? Diagnostic.error("truncated-line", line, "last line is incomplete (an interrupted write?); ignored")
          : Diagnostic.error("malformed-json", line, "line is not valid JSON; ignored")
      )
      continue
    }
    if (!Json.isObject(value)) {
      const shown = Json.stringify(value)
      diagnostics.push(
        Diagnostic.error("not-an-object", line, `line holds ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}, not an entry object; ignored`)
      )
      continue
    }
    if (unterminatedLast) missingNewline = true
    if (!onRecord({ text, value, line })) break
  }
  if (crlf > 0) {
    diagnostics.push(Diagnostic.warning("crlf", firstCrlf, `CRLF line ends (${crlf} line${crlf === 1 ? "" : "s"}); read as LF`))
  }
  if (blank > 0) {
    diagnostics.push(Diagnostic.warning("blank-line", firstBlank, `${blank} blank line${blank === 1 ? "" : "s"} ignored`))
  }
  if (missingNewline) {
    diagnostics.push(
      Diagnostic.warning("missing-newline", options.firstLine + last, "last line has no line terminator; one is added before the next append")
    )
  }
  return { missingNewline }
}

/** Adds the entry of a record after the header; reports header lines and entries without ids. */
const addEntry = (record: Record, retain: boolean, entries: Array<Entry>, diagnostics: Array<Diagnostic.Diagnostic>): void => {
  if (record.value.type === "session") {
    diagnostics.push(Diagnostic.warning("extra-header", record.line, "another session header inside the file; ignored"))
    return
  }
  const entry = new Entry(record.text, record.value, record.line, retain)
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
  const out: Array<Diagnostic.Diagnostic> = []
  const entries = tree.entries
  const n = entries.length
  const firstLine = new Map<string, number | undefined>()
  for (let i = 0; i < n; i++) {
    const entry = entries.get(i) as Entry
    const id = entry.id as string
    if (SessionTree.positionOf(tree, id) === i && !firstLine.has(id)) continue
    // an earlier occurrence (shadowed) or a later one: report each later occurrence once
    if (!firstLine.has(id)) {
      firstLine.set(id, entry.line)
      continue
    }
    const earlier = firstLine.get(id)
    out.push(
      Diagnostic.warning(
        "duplicate-id",
        entry.line,
        `duplicate id ${id}${earlier === undefined ? "" : ` (first on line ${earlier})`}; the later entry is used`
      )
    )
  }
  // walk state by position: 0 unvisited, 1 on the current walk, 2 done
  const state = new Uint8Array(n)
  const walk: Array<number> = []
  for (let i = 0; i < n; i++) {
    if (state[i] !== 0 || SessionTree.positionOf(tree, (entries.get(i) as Entry).id as string) !== i) continue
    walk.length = 0
    let current = i
    while (current >= 0) {
      if (state[current] === 2) break
      const entry = entries.get(current) as Entry
      if (state[current] === 1) {
        const members = walk.slice(walk.indexOf(current)).map((p) => (entries.get(p) as Entry).id)
        out.push(
          members.length === 1
            ? Diagnostic.error("self-parent", entry.line, `entry ${entry.id} is its own parent; treated as a root`)
            : Diagnostic.error("cycle", entry.line, `parent cycle ${members.join(" → ")} → ${entry.id}; walks stop where the cycle closes`)
        )
        break
      }
      state[current] = 1
      walk.push(current)
      const parent = entry.parentId
      if (typeof parent !== "string") break
      const next = SessionTree.positionOf(tree, parent)
      if (next < 0) out.push(Diagnostic.warning("orphan", entry.line, `entry ${entry.id}: parent ${parent} not found; shown as a root`))
      current = next
    }
    for (const p of walk) state[p] = 2
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
export const fileName = (timestamp: string, sessionId: string): string =>
  `${timestamp.replace(/[:.]/g, "-")}_${sessionId}.jsonl`

/**
 * The name of the default session directory for a resolved, absolute cwd:
 * drop one leading separator, replace `/`, `\` and `:` with `-`, wrap in `--`.
 */
export const directoryName = (resolvedCwd: string): string =>
  `--${resolvedCwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`

/** The pattern pi requires of caller-supplied session ids. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/
