/**
 * Migration of legacy session files (version 1 and 2) to version 3, in memory. Pure.
 *
 * This module owns the version decision and the two migration steps: v1→v2 gives every entry
 * an id and chains the entries in file order, v2→v3 renames the `hookMessage` role to
 * `custom`. It reproduces pi's results value for value and key for key, so that a migrated
 * entry serializes to exactly the bytes pi would write, and differs only where pi is
 * hazardous: fresh ids never collide with each other, a header that lost its version above
 * entries that already form a tree does not destroy that tree, and a version that is not a
 * number is reported instead of being "migrated" to nothing. It performs no I/O, never
 * mutates its input, and reports what it did as diagnostics; writing a migrated file (to a
 * temporary file, then renamed, keeping a backup) is the shell's business.
 */
import * as Diagnostic from "./Diagnostic.js"
import * as IdSource from "./IdSource.js"
import * as Json from "./Json.js"

/** One parsed file entry (the header included) with its 1-based line number in the file. */
export interface Line {
  readonly value: Json.JsonObject
  readonly line: number | undefined
}

/**
 * The outcome of `migrate`.
 *
 * Invariants:
 * - `lines` has the same length and order as the input; element `i` is the migrated form of
 *   input element `i`.
 * - An element whose value changed is a new `Line` holding a new object (nested objects are
 *   copied along the changed path only); an unchanged element is the input `Line` itself, so
 *   `result.lines[i].value === input[i].value` tells whether a line must be re-serialized.
 * - `changed` is true exactly when a migration step ran; then every session-type line has
 *   `version: 3`.
 */
export interface Result {
  readonly lines: ReadonlyArray<Line>
  /** A migration step ran (the header version was below 3), so the lines differ from the file. */
  readonly changed: boolean
  /** The first header's raw `version` value; undefined when it has none or there is no header. */
  readonly fromVersion: Json.Json | undefined
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

/** The version pi writes, and the one every migration ends at. */
export const CURRENT_VERSION = 3

/**
 * The number a JavaScript relational comparison (`version < 2`) sees for a JSON value, which is
 * how pi compares versions: a number is itself, a string is read as a number (`"2"` is 2, `""`
 * is 0, `"abc"` is NaN), `true`/`false` are 1/0, an array is its comma-joined text read as a
 * number (`[]` is 0, `[2]` is 2), and any other object is NaN. Where JavaScript itself would
 * throw (an object whose own `toString` and `valueOf` keys are not functions) the answer is NaN.
 */
export const comparableVersion = (version: Json.Json): number => {
  if (typeof version === "number") return version
  try {
    return Number(version)
  } catch {
    return Number.NaN
  }
}

/**
 * True when a non-empty set of non-header entries is already a version-2 tree: every entry
 * that is not session-type has a string `id` and a `parentId` key holding a string or null.
 */
const alreadyTree = (lines: ReadonlyArray<Line>): boolean => {
  let entries = 0
  for (const { value } of lines) {
    if (value.type === "session") continue
    entries++
    if (typeof value.id !== "string") return false
    if (!("parentId" in value)) return false
    const parentId = value.parentId
    if (parentId !== null && typeof parentId !== "string") return false
  }
  return entries > 0
}

/** Ids per `IdSource.take` call: well below `IdSource.MAX_ATTEMPTS`, leaving room for redraws. */
const CHUNK = Math.floor(IdSource.MAX_ATTEMPTS / 2)

/**
 * `count` distinct ids: the first `count` distinct candidates of `source` in attempt order.
 *
 * `IdSource.take` gives up after `MAX_ATTEMPTS` attempts, which a large v1 file could need, so
 * the ids are taken in chunks. Each chunk's source starts at the attempt where the previous
 * chunk's first unused candidate could be (the number of ids taken so far, which is at most the
 * number of attempts used), and rejects every id already chosen, so re-examined candidates are
 * skipped and the result equals one unbounded walk. Undefined when the source runs dry.
 */
const freshIds = (source: IdSource.IdSource, count: number): ReadonlyArray<string> | undefined => {
  const out: Array<string> = []
  const chosen = new Set<string>()
  while (out.length < count) {
    const offset = out.length
    const shifted: IdSource.IdSource = { draw: (attempt) => source.draw(offset + attempt) }
    const batch = IdSource.take(shifted, Math.min(CHUNK, count - out.length), (id) => chosen.has(id))
    if (batch === undefined) return undefined
    for (const id of batch) {
      chosen.add(id)
      out.push(id)
    }
  }
  return out
}

/** A mutable working copy of an entry; keys keep the input's order, new keys go last. */
type Draft = { [key: string]: Json.Json }

/**
 * pi's v1→v2 step on working copies (`drafts[i]` is the copy of line `i`, made on demand).
 *
 * Walks all lines in order with a "previous id" starting at null. Session-type lines get
 * `version = 2`. Every other line gets the next fresh id (replacing any id it had) and
 * `parentId` = the previous id. A compaction whose `firstKeptEntryIndex` is a number gets
 * `firstKeptEntryId` = the current `id` of the line at that index (index 0 is the header) when
 * that line exists and is not session-type; a later line has no id yet (unless it carried an
 * old one), and then the key is left out, as pi's undefined value is. `firstKeptEntryIndex` is
 * then deleted; a non-number index is left as it is.
 */
const v1ToV2 = (lines: ReadonlyArray<Line>, drafts: Array<Draft | undefined>, ids: ReadonlyArray<string>): void => {
  const current = (i: number): Json.JsonObject => drafts[i] ?? (lines[i] as Line).value
  const draft = (i: number): Draft => {
    const existing = drafts[i]
    if (existing !== undefined) return existing
    const copy: Draft = { ...(lines[i] as Line).value }
    drafts[i] = copy
    return copy
  }
  let previous: string | null = null
  let next = 0
  for (let i = 0; i < lines.length; i++) {
    const entry = draft(i)
    if (entry.type === "session") {
      entry.version = 2
      continue
    }
    const id = ids[next++] as string
    entry.id = id
    entry.parentId = previous
    previous = id
    if (entry.type === "compaction" && typeof entry.firstKeptEntryIndex === "number") {
      const index = entry.firstKeptEntryIndex
      if (Number.isInteger(index) && index >= 0 && index < lines.length) {
        const target = current(index)
        if (target.type !== "session") {
          const targetId = target.id
          if (targetId === undefined) delete entry.firstKeptEntryId
          else entry.firstKeptEntryId = targetId
        }
      }
      delete entry.firstKeptEntryIndex
    }
  }
}

/**
 * pi's v2→v3 step on working copies: every session-type line gets `version = 3`, and every
 * `message` line whose `message` is an object with role `"hookMessage"` gets role `"custom"`
 * (a copied message object, key position kept).
 */
const v2ToV3 = (lines: ReadonlyArray<Line>, drafts: Array<Draft | undefined>): void => {
  for (let i = 0; i < lines.length; i++) {
    const value = drafts[i] ?? (lines[i] as Line).value
    if (value.type === "session") {
      drafts[i] = { ...value, version: CURRENT_VERSION }
    } else if (value.type === "message") {
      const message = value.message
      if (message !== undefined && Json.isObject(message) && message.role === "hookMessage") {
        drafts[i] = { ...value, message: { ...message, role: "custom" } }
      }
    }
  }
}

/** How a header's version reads in a message: `1` when missing or null, else its JSON text. */
const describeVersion = (version: Json.Json | undefined): string =>
  version === undefined ? "1 (no version)" : version === null ? "1 (version null)" : Json.stringify(version)

const unchanged = (
  lines: ReadonlyArray<Line>,
  fromVersion: Json.Json | undefined,
  diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
): Result => ({ lines, changed: false, fromVersion, diagnostics })

/**
 * Migrates a session file's parsed entries to version 3, as pi does on load (session-algorithms
 * §4), with Arbor's repairs of pi's hazards.
 *
 * `lines` are the file's entries in file order, header included; indices of
 * `firstKeptEntryIndex` count positions in this list. `ids` supplies the ids for version-1
 * entries; they are drawn with `IdSource.take` semantics and are distinct from one another.
 *
 * Decision, on the first session-type line (the header):
 * - no header: nothing to do, `changed` false.
 * - version (missing or null counts as 1, compared as JavaScript does, see `comparableVersion`)
 *   of 3 or more: unchanged, no diagnostics.
 * - not comparable (`"abc"`, an object): unchanged, `changed` false, an "unknown-version"
 *   warning. pi would report a change here without changing anything and rewrite the file.
 * - below 2: v1→v2 then v2→v3, with a "legacy-version" warning. Exception (hazard §15.5): when
 *   every non-header entry already has a string `id` and a `parentId` (string or null), the
 *   entries are a tree written by a later version; it is kept, only v2→v3 runs, and the
 *   warning says so.
 * - below 3: v2→v3, with a "legacy-version" warning.
 * If the source cannot supply enough distinct ids, nothing is migrated and a "legacy-version"
 * error is reported.
 */
export const migrate = (lines: ReadonlyArray<Line>, ids: IdSource.IdSource): Result => {
  const header = lines.find((line) => line.value.type === "session")
  if (header === undefined) return unchanged(lines, undefined, [])
  const fromVersion = header.value.version
  const version = comparableVersion(fromVersion ?? 1)
  if (version >= CURRENT_VERSION) return unchanged(lines, fromVersion, [])
  if (Number.isNaN(version)) {
    return unchanged(lines, fromVersion, [
      Diagnostic.warning(
        "unknown-version",
        header.line,
        `session header version ${Json.stringify(fromVersion)} is not a number; entries read as they are`
      )
    ])
  }

  const drafts: Array<Draft | undefined> = new Array(lines.length).fill(undefined)
  let diagnostic: Diagnostic.Diagnostic
  if (version < 2 && alreadyTree(lines)) {
    diagnostic = Diagnostic.warning(
      "legacy-version",
      header.line,
      `session header says version ${describeVersion(fromVersion)}, but every entry already has an id and parentId; ` +
        `kept the tree and migrated it as version 2 to version ${CURRENT_VERSION} in memory`
    )
  } else {
    if (version < 2) {
      const needed = lines.reduce((n, line) => (line.value.type === "session" ? n : n + 1), 0)
      const fresh = freshIds(ids, needed)
      if (fresh === undefined) {
        return unchanged(lines, fromVersion, [
          Diagnostic.error(
            "legacy-version",
            header.line,
            `session file is version ${describeVersion(fromVersion)}, but no ${needed} distinct entry ids could be drawn; not migrated`
          )
        ])
      }
      v1ToV2(lines, drafts, fresh)
    }
    diagnostic = Diagnostic.warning(
      "legacy-version",
      header.line,
      `session file is version ${describeVersion(fromVersion)}; migrated to version ${CURRENT_VERSION} in memory`
    )
  }
  v2ToV3(lines, drafts)

  const migrated = lines.map((line, i): Line => {
    const value = drafts[i]
    return value === undefined ? line : { value, line: line.line }
  })
  return { lines: migrated, changed: true, fromVersion, diagnostics: [diagnostic] }
}
