/**
 * The session tree: a persistent, immutable index over a session's entries. Pure.
 *
 * Holds the entries in file order, an id index, the labels with their timestamps and insertion
 * order, the latest session name and the leaf. An `Appender` (behind `applyEntries`, and behind
 * the file reader for scanned lines) is the only way a tree grows; loading a file and every command
 * build their states with it, so a state always equals the replay of its entries.
 *
 * The index is columnar: per position, typed arrays hold the entry's id and parent (as numbers
 * into an id table), its type, role and flags, its time, line and where its text sits in the
 * file's bytes. An `Entry` object is made only when a query asks for that entry, and a scanned
 * entry decodes its text only when asked (see `Entry.ByteSource`), so a 100 MB session costs
 * a few bytes per entry until its entries are used. Children are grouped on first use.
 *
 * Structural sharing: the columns are shared by every tree over them, and each tree only reads
 * positions below its own length; positions are never rewritten, so sharing is invisible.
 * Only one appender at a time may extend shared columns in place: the first one started on the
 * tree that reaches their end takes the columns' claim; any other appender (on an older tree,
 * or a second one on the same tree) copies them (O(n)), as forking a history should be rare.
 * So appending to the newest tree is O(1) amortized and leaves every other tree unchanged.
 * Labels live in an effect `HashMap`.
 *
 * Every walk is iterative and remembers what it has visited, so parent cycles, self-parents
 * and duplicate ids never make a query loop, and a 200,000-deep chain needs no deep stack.
 * Queries that follow the active path cost time proportional to the path, not the file.
 */
import * as HashMap from "effect/HashMap"
import * as Option from "effect/Option"
import { Entry, type Meta } from "../format/Entry.js"
import type * as Json from "../format/Json.js"
import type { ByteSource } from "../scan/ByteSource.js"
import { IdTable, roomFor, utf8 } from "./internal/IdTable.js"

/** A label on an entry, as the latest label entry for that target set it. */
export interface Label {
  readonly label: string
  /** The raw timestamp of the label entry that set it. */
  readonly timestamp: Json.Json | undefined
  /** Insertion order: kept when a label is replaced, renewed when it is cleared and set again. */
  readonly order: number
}

/** Parent column values that are not ids. */
export const NULL_PARENT = -1
export const NO_PARENT = -2

/** Flag bits. */
const LEAF_MARKER = 1
const CONVERSATION = 2

/**
 * The `blank` column: whether an entry is an assistant message that shows nothing in the
 * `/tree` selector (no non-blank text, and a stopReason that is absent, "stop" or "toolUse").
 * The file reader decides it from the scanned bytes (`Scanner.Line.shownText`); entries given
 * as objects are `BLANK_UNKNOWN`, and a reader of the column decodes the entry instead.
 */
export const BLANK_UNKNOWN = 0
export const BLANK_YES = 1
export const BLANK_NO = 2

/** Interned strings (types, roles, custom types): code 0 is `undefined`; a few dozen at most. */
export class Strings {
  readonly values: Array<string | undefined> = [undefined]
  readonly #bytes: Array<Uint8Array> = [new Uint8Array(0)]

  code(value: string | undefined): number {
    if (value === undefined) return 0
    for (let c = 1; c < this.values.length; c++) if (this.values[c] === value) return c
    return this.#add(value, utf8(value))
  }

  /** The code of the plain (unescaped, ASCII) string `b[from, to)`. */
  codeBytes(b: Uint8Array, from: number, to: number): number {
    const length = to - from
    for (let c = 1; c < this.#bytes.length; c++) {
      const known = this.#bytes[c] as Uint8Array
      if (known.length !== length) continue
      let k = 0
      while (k < length && known[k] === b[from + k]) k++
      if (k === length) return c
    }
    return this.#add(String.fromCharCode.apply(null, b.subarray(from, to) as unknown as Array<number>), b.slice(from, to))
  }

  #add(value: string, bytes: Uint8Array): number {
    // beyond what a column holds, a value is kept with its entry's fields instead
    if (this.values.length > 0xfffe) return OVERFLOW
    this.values.push(value)
    this.#bytes.push(bytes)
    return this.values.length - 1
  }
}

/** The code of a string that did not fit: read the entry's fields from `Columns.extra`. */
export const OVERFLOW = 0xffff

/**
 * The shared columns. Every array is valid below `length`; ids are numbered by `ids` in the
 * order they are first seen (as an entry's id or as a parent), and `first` holds an id's first
 * position.
 */
export class Columns {
  length = 0
  id: Int32Array = new Int32Array(1024)
  parent: Int32Array = new Int32Array(1024)
  type: Uint16Array = new Uint16Array(1024)
  role: Uint16Array = new Uint16Array(1024)
  custom: Uint16Array = new Uint16Array(1024)
  flags: Uint8Array = new Uint8Array(1024)
  millis: Float64Array = new Float64Array(1024)
  line: Int32Array = new Int32Array(1024)
  offset: Float64Array = new Float64Array(1024)
  size: Int32Array = new Int32Array(1024)
  /** `BLANK_UNKNOWN`, `BLANK_YES` or `BLANK_NO` per entry. */
  blank: Uint8Array = new Uint8Array(1024)
  /**
   * Where a message entry's `message` starts in its line, when a context passes its stored
   * bytes through as they are (see `storedMessageAt`), else 0 (unknown: a line never starts
   * with its message; a position is pushed once, so a new one is 0); and how many bytes it has.
   */
  message: Int32Array = new Int32Array(1024)
  messageSize: Int32Array = new Int32Array(1024)
  /** The fields of entries that the columns do not hold (labels, names, targets, overflow). */
  readonly extra = new Map<number, Meta>()
  /** Made entries, by position (always set for entries that were given as objects). */
  readonly entries: Array<Entry | undefined> = []
  readonly types = new Strings()
  readonly roles = new Strings()
  readonly customs = new Strings()
  readonly leafMarker: number
  readonly user: number
  readonly assistant: number
  /** id number -> first position with that id, or -1 */
  first: Int32Array = new Int32Array(1024).fill(-1)
  /** id number -> every position with that id, ascending, for ids that occur more than once */
  readonly duplicates = new Map<number, Array<number>>()
  /**
   * The length at which an `Appender` took the right to push onto these columns, or -1: while
   * it equals `length`, that appender has pushed nothing yet and no other may push here. Once it
   * pushed, `length` has moved on, so an appender on the tree it makes may take the claim anew.
   */
  claimed = -1

  constructor(
    /** Where scanned entries' texts are read; set by the first scanned entry. */
    public source: ByteSource | undefined,
    readonly ids: IdTable = new IdTable()
  ) {
    this.leafMarker = this.customs.code(LEAF_MARKER_TYPE)
    this.user = this.roles.code("user")
    this.assistant = this.roles.code("assistant")
  }

  /** Makes room for `n` entries (and, with `ids`, that many id numbers in `first`). */
  reserve(n: number, ids = this.ids.count + 1): void {
    if (n > this.id.length) {
      const capacity = Math.max(n, this.id.length * 2)
      this.#each((column) => grow(column, capacity))
    }
    if (ids > this.first.length) {
      const first = new Int32Array(Math.max(ids, this.first.length * 2)).fill(-1)
      first.set(this.first)
      this.first = first
    }
  }

  /**
   * Gives back what a reserve made room for and the entries did not use, when that is most of
   * it (a first read makes room for as many entries as a file of its size may hold).
   */
  fit(): void {
    const room = roomFor(this.length, 1024)
    if (this.id.length > 2 * room) this.#each((column) => column.slice(0, room) as typeof column)
    const ids = roomFor(this.ids.count, 1024)
    if (this.first.length > 2 * ids) this.first = this.first.slice(0, ids)
    this.ids.fit()
  }

  /** Replaces each column of entries by what `f` makes of it. */
  #each(f: <A extends Column>(column: A) => A): void {
    this.id = f(this.id)
    this.parent = f(this.parent)
    this.type = f(this.type)
    this.role = f(this.role)
    this.custom = f(this.custom)
    this.flags = f(this.flags)
    this.millis = f(this.millis)
    this.line = f(this.line)
    this.offset = f(this.offset)
    this.size = f(this.size)
    this.blank = f(this.blank)
    this.message = f(this.message)
    this.messageSize = f(this.messageSize)
  }

  /** Adds an entry at position `length`; `id` and `parent` are id numbers (or parent codes). */
  push(
    id: number,
    parent: number,
    type: number,
    role: number,
    custom: number,
    millis: number,
    line: number,
    offset: number,
    size: number,
    blank = BLANK_UNKNOWN
  ): number {
    const position = this.length
    this.reserve(position + 1)
    this.id[position] = id
    this.parent[position] = parent
    this.type[position] = type
    this.role[position] = role
    this.custom[position] = custom
    this.flags[position] = (custom === this.leafMarker ? LEAF_MARKER : 0) | (role === this.user || role === this.assistant ? CONVERSATION : 0)
    this.millis[position] = millis
    this.line[position] = line
    this.offset[position] = offset
    this.size[position] = size
    this.blank[position] = blank
    const first = this.first[id] as number
    if (first < 0) this.first[id] = position
    else {
      const all = this.duplicates.get(id)
      if (all === undefined) this.duplicates.set(id, [first, position])
      else all.push(position)
    }
    this.length = position + 1
    return position
  }

  /** A copy of the first `length` positions (for appending to an older tree). */
  prefix(length: number): Columns {
    const out = new Columns(this.source, this.ids.copy())
    for (let p = 0; p < length; p++) {
      const meta = this.meta(p)
      const g = pushMeta(out, meta, this.line[p] as number, this.offset[p] as number, this.size[p] as number)
      out.blank[g] = this.blank[p] as number
      out.message[g] = this.message[p] as number
      out.messageSize[g] = this.messageSize[p] as number
      const made = this.entries[p]
      if (made !== undefined) out.entries[g] = made
    }
    return out
  }

  lineOf(position: number): number | undefined {
    const line = this.line[position] as number
    return line === 0 ? undefined : line
  }

  idOf(position: number): string {
    return this.ids.string(this.id[position] as number)
  }

  parentOf(position: number): string | null | undefined {
    const parent = this.parent[position] as number
    return parent === NULL_PARENT ? null : parent === NO_PARENT ? undefined : this.ids.string(parent)
  }

  meta(position: number): Meta {
    const made = this.entries[position]
    if (made !== undefined) return made
    const extra = this.extra.get(position)
    if (extra !== undefined) return extra
    return {
      id: this.idOf(position),
      parentId: this.parentOf(position),
      type: this.types.values[this.type[position] as number],
      role: this.roles.values[this.role[position] as number],
      customType: this.customs.values[this.custom[position] as number],
      targetId: undefined,
      label: undefined,
      name: undefined,
      millis: this.millis[position] as number
    }
  }

  entry(position: number): Entry {
    let entry = this.entries[position]
    if (entry === undefined) {
      entry = Entry.scanned(
        this.meta(position),
        this.lineOf(position),
        this.source as ByteSource,
        this.offset[position] as number,
        this.size[position] as number
      )
      this.entries[position] = entry
    }
    return entry
  }
}

const LEAF_MARKER_TYPE = "arbor.leaf"

/** Adds an entry described by its fields; returns its position. */
const pushMeta = (columns: Columns, meta: Meta, line: number, offset: number, size: number): number => {
  const id = columns.ids.intern(meta.id as string)
  const parent = meta.parentId === null ? NULL_PARENT : meta.parentId === undefined ? NO_PARENT : columns.ids.intern(meta.parentId)
  const type = columns.types.code(meta.type)
  const role = columns.roles.code(meta.role)
  const custom = columns.customs.code(meta.customType)
  const position = columns.push(id, parent, type, role, custom, meta.millis, line, offset, size)
  if (type === OVERFLOW || role === OVERFLOW || custom === OVERFLOW || meta.label !== undefined || meta.name !== undefined || meta.targetId !== undefined) {
    columns.extra.set(position, meta)
  }
  return position
}

/** The array types of the columns of entries. */
type Column = Int32Array | Uint16Array | Uint8Array | Float64Array

const grow = <A extends Column>(array: A, capacity: number): A => {
  const out = new (array.constructor as new(n: number) => A)(Math.max(capacity, array.length * 2))
  out.set(array)
  return out
}

/** The entries of a tree in file order (a view; entries are made as they are read). */
export class Entries implements Iterable<Entry> {
  /** @internal */
  constructor(
    private readonly columns: Columns,
    readonly length: number
  ) {}

  get(position: number): Entry | undefined {
    return position >= 0 && position < this.length ? this.columns.entry(position) : undefined
  }

  *[Symbol.iterator](): Iterator<Entry> {
    for (let p = 0; p < this.length; p++) yield this.columns.entry(p)
  }

  toArray(): ReadonlyArray<Entry> {
    const out = new Array<Entry>(this.length)
    for (let p = 0; p < this.length; p++) out[p] = this.columns.entry(p)
    return out
  }
}

/** A tree's labels, or how to make them. */
type Labels = HashMap.HashMap<string, Label> | (() => HashMap.HashMap<string, Label>)

export class SessionTree {
  #children: Children | undefined
  #labels: Labels
  /** Every entry with an id, in file order, duplicates included. */
  readonly entries: Entries

  /** @internal use `empty`, `applyEntries` and `Appender` */
  constructor(
    /** @internal */
    readonly columns: Columns,
    /** Number of entries (positions), duplicates included. */
    readonly length: number,
    /** Number of distinct ids. */
    readonly size: number,
    labels: Labels,
    readonly labelCounter: number,
    /** The `name` of the last `session_info` entry in file order (raw, untrimmed). */
    readonly lastName: Option.Option<string | undefined>,
    /** The raw leaf: the last applied entry, or null before the first entry. */
    readonly leaf: string | null,
    /** Whether any entry is a user or assistant message. */
    readonly hasConversation: boolean
  ) {
    this.entries = new Entries(columns, length)
    this.#labels = labels
  }

  /** The labels by target id (made on first use when restored from an index: a context needs none). */
  get labels(): HashMap.HashMap<string, Label> {
    if (typeof this.#labels === "function") this.#labels = this.#labels()
    return this.#labels
  }

  /** @internal the labels as given: a tree made from this one passes them on without making them */
  get labelsAsGiven(): Labels {
    return this.#labels
  }

  /** @internal children grouped by parent position, made on first use */
  get childIndex(): Children {
    if (this.#children === undefined) this.#children = groupChildren(this.columns, this.length)
    return this.#children
  }
}

export const empty: SessionTree = new SessionTree(new Columns(undefined), 0, 0, HashMap.empty(), 0, Option.none(), null, false)

/** The position of the latest occurrence of id number `n` below `length`, or -1. */
const locateNumber = (columns: Columns, length: number, n: number): number => {
  if (n < 0 || n >= columns.first.length) return -1
  const all = columns.duplicates.get(n)
  if (all === undefined) {
    const first = columns.first[n] as number
    return first >= 0 && first < length ? first : -1
  }
  for (let k = all.length - 1; k >= 0; k--) if ((all[k] as number) < length) return all[k] as number
  return -1
}

/**
 * `locateNumber` over the first `length` positions, for a loop: with no id repeated, an id
 * number's entry is its first position, found without a lookup.
 */
const locator = (columns: Columns, length: number): (n: number) => number => {
  if (columns.duplicates.size > 0) return (n) => locateNumber(columns, length, n)
  const first = columns.first
  return (n) => {
    const p = n >= 0 && n < first.length ? (first[n] as number) : -1
    return p < length ? p : -1
  }
}

/**
 * Gives back the room a read made for entries it did not meet (for a tree to be kept: a first
 * read of a large file makes room for as many as the file may hold). The tree is the same.
 */
export const fit = (tree: SessionTree): void => tree.columns.fit()

/** The position in `entries` of the entry that `id` names (its latest occurrence), or -1. */
export const positionOf = (tree: SessionTree, id: string): number => locateNumber(tree.columns, tree.length, tree.columns.ids.find(id))

/** The position of the parent of the entry at `position`, or -1 (a root, or its parent is missing). */
const parentPosition = (tree: SessionTree, position: number): number => {
  const parent = tree.columns.parent[position] as number
  return parent < 0 ? -1 : locateNumber(tree.columns, tree.length, parent)
}

/**
 * Grows a tree entry by entry: the one way trees grow (`applyEntries` for entries given as
 * objects, the file reader for scanned lines). Call `finish` once for the new tree; the tree
 * it started from, and every other tree, is unchanged. It pushes onto the tree's own columns
 * only when the tree reaches their end and no other appender has claimed them there; else it
 * works on a copy, made when it starts, so that `columns` stays the same for its whole life.
 */
export class Appender {
  readonly columns: Columns
  /** The columns' length when this appender claimed them, or -1 (it works on a copy). */
  readonly #claimed: number
  #size: number
  #counter: number
  #lastName: Option.Option<string | undefined>
  #leaf: string | null
  #leafNumber = -1
  #hasConversation: boolean
  /** The tree's labels as given; once a label entry changes them, the map in mutation. */
  readonly #labels: Labels
  #changed: HashMap.HashMap<string, Label> | undefined

  constructor(tree: SessionTree, source?: ByteSource) {
    let columns: Columns
    const shared = tree.columns
    if (tree.length === 0) columns = new Columns(source)
    else if (tree.length === shared.length && shared.claimed !== tree.length) columns = shared
    else columns = shared.prefix(tree.length)
    this.#claimed = columns === shared ? tree.length : -1
    if (columns === shared) shared.claimed = tree.length
    if (source !== undefined) {
      if (columns.source === undefined) columns.source = source
      else if (columns.source !== source) throw new Error("SessionTree.Appender: entries from another byte source")
    }
    this.columns = columns
    this.#size = tree.size
    this.#counter = tree.labelCounter
    this.#lastName = tree.lastName
    this.#leaf = tree.leaf
    this.#hasConversation = tree.hasConversation
    this.#labels = tree.labelsAsGiven
  }

  /** Makes room for `n` more entries with as many new ids. */
  reserve(n: number): void {
    const c = this.columns
    c.ids.reserve(c.ids.count + n)
    c.reserve(c.length + n, c.ids.count + n)
  }

  /** The labels, to change. */
  #changing(): HashMap.HashMap<string, Label> {
    this.#changed ??= HashMap.beginMutation(typeof this.#labels === "function" ? this.#labels() : this.#labels)
    return this.#changed
  }

  /** The id table, for numbering ids straight from bytes. */
  get ids(): IdTable {
    return this.columns.ids
  }

  /**
   * Adds an entry from its columns: `id` an id number, `parent` an id number or `NULL_PARENT`
   * / `NO_PARENT`, the codes from the columns' `types`, `roles` and `customs`. Entries whose
   * fields the columns do not hold (labels, names) go through `addMeta`.
   */
  add(
    id: number,
    parent: number,
    type: number,
    role: number,
    custom: number,
    millis: number,
    line: number,
    offset: number,
    size: number,
    blank = BLANK_UNKNOWN
  ): number {
    const c = this.columns
    if (locateNumber(c, c.length, id) < 0) this.#size++
    const position = c.push(id, parent, type, role, custom, millis, line, offset, size, blank)
    this.#leafNumber = id
    if (role === c.user || role === c.assistant) this.#hasConversation = true
    return position
  }

  /** Adds an entry from its fields (`timestamp`: the raw timestamp, for labels). */
  addMeta(meta: Meta, line: number | undefined, offset: number, size: number, timestamp: () => Json.Json | undefined, entry?: Entry): void {
    const c = this.columns
    const known = c.ids.find(meta.id as string)
    if (locateNumber(c, c.length, known) < 0) this.#size++
    const position = pushMeta(c, meta, line ?? 0, offset, size)
    if (entry !== undefined) c.entries[position] = entry
    this.#leafNumber = -1
    this.#leaf = meta.id as string
    if (meta.role === "user" || meta.role === "assistant") this.#hasConversation = true
    if (meta.type === "label" && meta.targetId !== undefined) {
      const target = meta.targetId
      const labels = this.#changing()
      if (meta.label) {
        const previous = HashMap.get(labels, target)
        const order = Option.isSome(previous) ? previous.value.order : this.#counter++
        HashMap.set(labels, target, { label: meta.label, timestamp: timestamp(), order })
      } else {
        HashMap.remove(labels, target)
      }
    } else if (meta.type === "session_info") {
      this.#lastName = Option.some(meta.name)
    }
  }

  finish(): SessionTree {
    const c = this.columns
    // an appender that added nothing gives its claim back, so that the next one need not copy
    if (this.#claimed >= 0 && c.length === this.#claimed) c.claimed = -1
    const leaf = this.#leafNumber >= 0 ? c.ids.string(this.#leafNumber) : this.#leaf
    const labels = this.#changed === undefined ? this.#labels : HashMap.endMutation(this.#changed)
    return new SessionTree(c, c.length, this.#size, labels, this.#counter, this.#lastName, leaf, this.#hasConversation)
  }
}

/**
 * Adds entries in order, as if each were appended. The leaf becomes the last entry.
 * Entries without an id cannot be indexed and are ignored (loading reports them).
 */
export const applyEntries = (tree: SessionTree, entries: Iterable<Entry>): SessionTree => {
  let appender: Appender | undefined
  for (const entry of entries) {
    if (entry.id === undefined) continue
    appender ??= new Appender(tree)
    appender.addMeta(entry, entry.line, 0, 0, () => entry.timestamp, entry)
  }
  return appender === undefined ? tree : appender.finish()
}

/** Adds one entry; the leaf becomes that entry. */
export const applyEntry = (tree: SessionTree, entry: Entry): SessionTree => applyEntries(tree, [entry])

/** A tree holding the given entries in order. */
export const fromEntries = (entries: Iterable<Entry>): SessionTree => applyEntries(empty, entries)

/** Moves the leaf without adding anything (an in-memory move, as pi's `branch`/`resetLeaf`). */
export const withLeaf = (tree: SessionTree, leaf: string | null): SessionTree =>
  new SessionTree(tree.columns, tree.length, tree.size, tree.labelsAsGiven, tree.labelCounter, tree.lastName, leaf, tree.hasConversation)

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export const get = (tree: SessionTree, id: string): Entry | undefined => {
  const position = positionOf(tree, id)
  return position < 0 ? undefined : tree.columns.entry(position)
}

export const has = (tree: SessionTree, id: string): boolean => positionOf(tree, id) >= 0

/** Number of distinct entry ids (pi's `getEntryCount`). */
export const count = (tree: SessionTree): number => tree.size

/** Every entry in file order (pi's `getEntries`, without header lines). */
export const entries = (tree: SessionTree): ReadonlyArray<Entry> => tree.entries.toArray()

/**
 * The effective leaf: the raw leaf, except that an Arbor leaf marker stands for its parent
 * (the position it records). `null` means "before the first entry".
 */
export const leafId = (tree: SessionTree): string | null => resolvePosition(tree, tree.leaf)

/** Follows leaf markers up to the position they record. */
export const resolvePosition = (tree: SessionTree, id: string | null): string | null => {
  let current = id
  const seen = new Set<string>()
  while (current !== null) {
    const position = positionOf(tree, current)
    if (position < 0 || ((tree.columns.flags[position] as number) & LEAF_MARKER) === 0 || seen.has(current)) return current
    seen.add(current)
    const parent = tree.columns.parent[position] as number
    current = parent >= 0 ? tree.columns.ids.string(parent) : null
  }
  return null
}

/** The entry at the effective leaf, if any. */
export const leafEntry = (tree: SessionTree): Entry | undefined => {
  const id = leafId(tree)
  return id === null ? undefined : get(tree, id)
}

/** The last path asked for on some columns: the next one that only extends it costs what it adds. */
interface PathMemo extends Mark {
  readonly positions: Int32Array
}
const pathMemo = new WeakMap<Columns, PathMemo>()

const NO_POSITIONS = new Int32Array(0)

/** The position of the parent the path walk follows, or -1 (an empty parent id ends a path, as pi's walk treats it). */
const pathParent = (columns: Columns, position: number, locate: (n: number) => number): number => {
  const parent = columns.parent[position] as number
  return parent < 0 || columns.ids.start[parent] === columns.ids.start[parent + 1] ? -1 : locate(parent)
}

/**
 * The positions of the path from the root down to `id` (inclusive), root first. Empty for an
 * unknown id. Stops at a missing parent (an orphan), a self-parent, or the first repeated id.
 * When the path only extends the one asked for last (entries appended below its leaf, none
 * reusing an id), only the appended part is walked. Do not change the array.
 */
export const pathPositions = (tree: SessionTree, id: string | null): Int32Array => {
  if (!id) return NO_POSITIONS
  const columns = tree.columns
  const leaf = positionOf(tree, id)
  if (leaf < 0) return NO_POSITIONS
  const memo = pathMemo.get(columns)
  if (memo !== undefined && memo.length <= tree.length) {
    if (memo.leaf === leaf && memo.length === tree.length) return memo.positions
    const extended = extendPath(tree, memo, leaf)
    if (extended !== undefined) {
      pathMemo.set(columns, { length: tree.length, ids: columns.ids.count, leaf, positions: extended })
      return extended
    }
  }
  // leaf first, then reversed; an id seen twice ends the walk
  const out = new Int32Array(tree.length)
  const seen = new Uint8Array(columns.ids.count)
  const locate = locator(columns, tree.length)
  let k = 0
  let position = leaf
  while (position >= 0) {
    const n = columns.id[position] as number
    if (seen[n] === 1) break
    seen[n] = 1
    out[k++] = position
    position = pathParent(columns, position, locate)
  }
  const positions = out.slice(0, k).reverse()
  pathMemo.set(columns, { length: tree.length, ids: columns.ids.count, leaf, positions })
  return positions
}

/** The memo's path extended down to `leaf` through appended entries, or undefined when it is not such an extension. */
const extendPath = (tree: SessionTree, memo: PathMemo, leaf: number): Int32Array | undefined => {
  const added = appendedPath(tree, memo, leaf)
  if (added === undefined) return undefined
  const out = new Int32Array(memo.positions.length + added.length)
  out.set(memo.positions)
  out.set(added, memo.positions.length)
  return out
}

/** A point to extend paths from: a tree's length and id count, and a leaf's position in it. */
export interface Mark {
  readonly length: number
  readonly ids: number
  readonly leaf: number
}

/** Where `tree`'s path to `leafId` stands now, to pass to `appendedPath` later. */
export const mark = (tree: SessionTree, leafId: string | null): Mark => ({
  length: tree.length,
  ids: tree.columns.ids.count,
  leaf: leafId === null ? -1 : positionOf(tree, leafId)
})

/**
 * The positions (root first) that the path to `leaf` adds below `since.leaf`, when `tree` only
 * appended to the tree `since` was taken from and the path to `leaf` runs through `since.leaf`
 * (appended entries that name no id named before cannot change earlier paths). Undefined
 * otherwise: the caller walks the whole path.
 */
export const appendedPath = (tree: SessionTree, since: Mark, leaf: number): Int32Array | undefined => {
  if (since.length > tree.length || since.leaf < 0 || leaf < 0) return undefined
  const columns = tree.columns
  for (let p = since.length; p < tree.length; p++) {
    const n = columns.id[p] as number
    if (n < since.ids || columns.first[n] !== p) return undefined
  }
  const added: Array<number> = []
  const locate = locator(columns, tree.length)
  let position = leaf
  while (position >= since.length) {
    if (added.length > tree.length - since.length) return undefined
    added.push(position)
    position = pathParent(columns, position, locate)
  }
  if (position !== since.leaf) return undefined
  return Int32Array.from(added.reverse())
}

/**
 * The path from the root down to `id` (inclusive), root first. Empty for an unknown id.
 * Stops at a missing parent (an orphan), a self-parent, or the first repeated id in a cycle.
 */
export const path = (tree: SessionTree, id: string | null): ReadonlyArray<Entry> => {
  const positions = pathPositions(tree, id)
  const out = new Array<Entry>(positions.length)
  for (let i = 0; i < positions.length; i++) out[i] = tree.columns.entry(positions[i] as number)
  return out
}

/** The path to the effective leaf. */
export const branch = (tree: SessionTree): ReadonlyArray<Entry> => path(tree, leafId(tree))

/** The entry at a position (see `positionOf`, `pathPositions`). */
export const entryAt = (tree: SessionTree, position: number): Entry | undefined => tree.entries.get(position)

/**
 * Children grouped by parent: `start[n]..start[n+1]` index `order` for id number `n` (the
 * positions naming it as their parent, ascending); `roots` are the positions whose parent is
 * null or missing.
 */
interface Children {
  readonly start: Int32Array
  readonly order: Int32Array
  readonly roots: Int32Array
}

const groupChildren = (columns: Columns, length: number): Children => {
  const ids = columns.ids.count
  const start = new Int32Array(ids + 1)
  let roots = 0
  for (let p = 0; p < length; p++) {
    const parent = columns.parent[p] as number
    if (parent >= 0) start[parent + 1] = (start[parent + 1] as number) + 1
    else roots++
  }
  for (let n = 0; n < ids; n++) start[n + 1] = (start[n + 1] as number) + (start[n] as number)
  const fill = start.slice(0, ids)
  const order = new Int32Array(length - roots)
  const rootPositions = new Int32Array(roots)
  let r = 0
  for (let p = 0; p < length; p++) {
    const parent = columns.parent[p] as number
    if (parent >= 0) order[(fill[parent] as number)++] = p
    else rootPositions[r++] = p
  }
  return { start, order, roots: rootPositions }
}

/** Whether the entry at `position` is the one its id names now (not a shadowed duplicate). */
const isCurrent = (tree: SessionTree, position: number): boolean => locateNumber(tree.columns, tree.length, tree.columns.id[position] as number) === position

/**
 * Positions of the children of an entry in file order (pi's `getChildren`): the entries whose
 * current `parentId` is exactly `parentId`. `null` gives the entries whose parent is null.
 */
export const childPositions = (tree: SessionTree, parentId: string | null): ReadonlyArray<number> => {
  const out: Array<number> = []
  const index = tree.childIndex
  const columns = tree.columns
  if (parentId === null) {
    for (const p of index.roots) if (columns.parent[p] === NULL_PARENT && isCurrent(tree, p)) out.push(p)
    return out
  }
  const n = columns.ids.find(parentId)
  if (n < 0 || n + 1 >= index.start.length) return out
  for (let k = index.start[n] as number; k < (index.start[n + 1] as number); k++) {
    const p = index.order[k] as number
    if (isCurrent(tree, p)) out.push(p)
  }
  return out
}

/**
 * The children of an entry in file order (pi's `getChildren`): the entries whose current
 * `parentId` is exactly `parentId`. `null` gives the entries whose parent is null.
 */
export const children = (tree: SessionTree, parentId: string | null): ReadonlyArray<Entry> => childPositions(tree, parentId).map((p) => tree.columns.entry(p))

/** The label on the entry `id`, with its timestamp and order, if it has one. */
export const labelOf = (tree: SessionTree, id: string): Label | undefined => Option.getOrUndefined(HashMap.get(tree.labels, id))

export const label = (tree: SessionTree, id: string): string | undefined => labelOf(tree, id)?.label

/**
 * `labelOf` by position, for a walk over many entries: the labels are filed under their
 * targets' id numbers once, so that an entry without a label makes no string of its id.
 */
export const labelAt = (tree: SessionTree): (position: number) => Label | undefined => {
  const c = tree.columns
  const byNumber = new Map<number, Array<readonly [string, Label]>>()
  for (const [target, label] of tree.labels) {
    const n = c.ids.find(target)
    if (n < 0) continue
    const filed = byNumber.get(n)
    if (filed === undefined) byNumber.set(n, [[target, label]])
    else filed.push([target, label])
  }
  if (byNumber.size === 0) return () => undefined
  return (position) => {
    const filed = byNumber.get(c.id[position] as number)
    if (filed === undefined) return undefined
    // ids whose bytes are alike (U+FFFD for a lone surrogate) share a number: the string decides
    const id = c.idOf(position)
    return filed.find(([target]) => target === id)?.[1]
  }
}

/** Labels in insertion order (pi's label map order). */
export const labels = (tree: SessionTree): ReadonlyArray<readonly [string, Label]> => Array.from(tree.labels).sort((a, b) => a[1].order - b[1].order)

/** The session name: the last `session_info` in file order, trimmed; undefined when empty. */
export const sessionName = (tree: SessionTree): string | undefined => {
  const raw = Option.getOrUndefined(tree.lastName)
  const name = raw?.trim()
  return name ? name : undefined
}

// ---------------------------------------------------------------------------------------------
// The tree view
// ---------------------------------------------------------------------------------------------

const isRootPosition = (tree: SessionTree, position: number): boolean => {
  const parent = tree.columns.parent[position] as number
  return parent < 0 || parent === tree.columns.id[position]
}

/** Children of a position as the tree shows them: self-parented entries are not their own children. */
const viewChildren = (tree: SessionTree, position: number): Array<number> => {
  const index = tree.childIndex
  const columns = tree.columns
  const n = columns.id[position] as number
  const out: Array<number> = []
  if (n + 1 >= index.start.length) return out
  for (let k = index.start[n] as number; k < (index.start[n + 1] as number); k++) {
    const p = index.order[k] as number
    if ((columns.id[p] as number) !== n && isCurrent(tree, p)) out.push(p)
  }
  return out
}

/** Whether the entry at `position` is an Arbor leaf marker (see `Entry.isLeafMarker`), read from the columns. */
export const isLeafMarkerAt = (tree: SessionTree, position: number): boolean =>
  position >= 0 && position < tree.length && ((tree.columns.flags[position] as number) & LEAF_MARKER) !== 0

/** The id of the entry at `position` (a position below `tree.length`), read from the columns. */
export const idAt = (tree: SessionTree, position: number): string => tree.columns.idOf(position)

/** A test of positions for the id `id` (as `Entry.id === id`), read from the columns. */
export const idTest = (tree: SessionTree, id: string): (position: number) => boolean => {
  const c = tree.columns
  const n = c.ids.find(id)
  return (position) => (c.entries[position] !== undefined || c.extra.has(position) ? c.meta(position).id === id : n >= 0 && c.id[position] === n)
}

/**
 * A test of positions for any of the ids `ids` (as `ids.has(Entry.id)`), read from the
 * columns: an entry has an id's number whenever its id is that id, so only entries with one of
 * their numbers are tested further.
 */
export const idsTest = (tree: SessionTree, ids: Iterable<string>): (position: number) => boolean => {
  const c = tree.columns
  const tests = new Map<number, Array<(position: number) => boolean>>()
  for (const id of ids) {
    const n = c.ids.find(id)
    if (n >= 0) tests.set(n, [...(tests.get(n) ?? []), idTest(tree, id)])
  }
  return (position) => tests.get(c.id[position] as number)?.some((test) => test(position)) === true
}

/**
 * The index in `positions[0, end)` (a path's) of the first entry whose id is `id` (as
 * `Entry.id === id`), or -1. An entry has the id's number whenever its id is `id`, so only the
 * positions holding that number are looked for, each with one native search of the path.
 */
export const indexOnPath = (tree: SessionTree, positions: Int32Array, end: number, id: string): number => {
  const c = tree.columns
  const n = c.ids.find(id)
  if (n < 0) return -1
  const test = idTest(tree, id)
  const within = positions.subarray(0, end)
  let found = -1
  for (const position of c.duplicates.get(n) ?? [c.first[n] as number]) {
    if (position < 0 || position >= tree.length || !test(position)) continue
    const i = within.indexOf(position)
    if (i >= 0 && (found < 0 || i < found)) found = i
  }
  return found
}

/**
 * The stored bytes of the `message` of the message entry at `position`, when the reader found
 * that a context passes them through as they are (see `Context`), else undefined.
 */
export const storedMessageAt = (tree: SessionTree, position: number): Uint8Array | undefined =>
  hasStoredMessage(tree, position) ? tree.columns.source?.read(storedMessageOffset(tree, position), storedMessageSize(tree, position)) : undefined

/** Whether `storedMessageAt` has bytes for the entry at `position`. */
export const hasStoredMessage = (tree: SessionTree, position: number): boolean => tree.columns.message[position] !== 0 && tree.columns.source !== undefined

/** Where the bytes `storedMessageAt` reads lie in the file, when it has them. */
export const storedMessageOffset = (tree: SessionTree, position: number): number =>
  (tree.columns.offset[position] as number) + (tree.columns.message[position] as number)

/** How many bytes `storedMessageAt` reads, when it has them. */
export const storedMessageSize = (tree: SessionTree, position: number): number => tree.columns.messageSize[position] as number

/**
 * Whether the entry at `position` is bytes of the tree's source, read from there (its text is
 * `storedEntryAt`), rather than an entry given as an object: a caller can copy them from the
 * file itself, with no `Entry` made and no buffer made for each.
 */
export const hasStoredEntry = (tree: SessionTree, position: number): boolean => tree.columns.source !== undefined && (tree.columns.size[position] as number) > 0

/** Where the text of a stored entry (`hasStoredEntry`) lies in the tree's source. */
export const storedEntryOffset = (tree: SessionTree, position: number): number => tree.columns.offset[position] as number

/** How many bytes the text of a stored entry (`hasStoredEntry`) has. */
export const storedEntrySize = (tree: SessionTree, position: number): number => tree.columns.size[position] as number

/** The text of a stored entry (`hasStoredEntry`) as its bytes: `Entry.bytes` of the entry at `position`, without making it. */
export const storedEntryAt = (tree: SessionTree, position: number): Uint8Array =>
  (tree.columns.source as ByteSource).read(storedEntryOffset(tree, position), storedEntrySize(tree, position))

/** The `type` of the entry at `position`, read from the columns (as `Entry.type`). */
export const typeAt = (tree: SessionTree, position: number): string | undefined => {
  const c = tree.columns
  const code = c.type[position] as number
  return code === OVERFLOW || c.entries[position] !== undefined || c.extra.has(position) ? c.meta(position).type : c.types.values[code]
}

/** The message role of the entry at `position`, read from the columns (as `Entry.role`). */
export const roleAt = (tree: SessionTree, position: number): string | undefined => {
  const c = tree.columns
  const code = c.role[position] as number
  return code === OVERFLOW || c.entries[position] !== undefined || c.extra.has(position) ? c.meta(position).role : c.roles.values[code]
}

/**
 * Whether the entry at `position` is an assistant message that shows nothing (see
 * `BLANK_YES`): true or false when the reader decided it from the bytes, undefined when the
 * caller must decode the entry to tell.
 */
export const blankAt = (tree: SessionTree, position: number): boolean | undefined => {
  const b = tree.columns.blank[position] as number
  return b === BLANK_UNKNOWN ? undefined : b === BLANK_YES
}

/**
 * The display order of the whole tree, as pi's `getTree` shows it: roots in file order
 * (entries whose parent is null, themselves or missing), children sorted by timestamp, oldest
 * first (stable). Every entry appears once. Entries that no root reaches (members of a parent
 * cycle) become extra roots, at the first member in file order, instead of vanishing.
 *
 * With `leafFirst` (pi's `/tree` selector), the path to the effective leaf comes first: its
 * root before the other roots, and at every node on it the child it runs through before the
 * other children, which keep their order.
 *
 * `visit(position, parentPosition)` is called in depth-first pre-order; `parentPosition` is -1
 * for roots. Iterative.
 */
export const walk = (
  tree: SessionTree,
  visit: (position: number, parent: number, depth: number) => void,
  options?: { readonly leafFirst?: boolean }
): void => {
  const columns = tree.columns
  const visited = new Uint8Array(columns.ids.count)
  const path = options?.leafFirst === true ? pathPositions(tree, leafId(tree)) : NO_POSITIONS
  /** Each position's index on the path, -1 off it. */
  const step = new Int32Array(path.length > 0 ? tree.length : 0).fill(-1)
  path.forEach((p, i) => (step[p] = i))
  const millis = columns.millis
  const byTime = (a: number, b: number): number => {
    const d = (millis[a] as number) - (millis[b] as number)
    return Number.isNaN(d) ? 0 : d
  }
  const stack: Array<number> = []
  const parents: Array<number> = []
  const depths: Array<number> = []
  const build = (root: number): void => {
    visited[columns.id[root] as number] = 1
    stack.push(root)
    parents.push(-1)
    depths.push(0)
    while (stack.length > 0) {
      const position = stack.pop() as number
      const parent = parents.pop() as number
      const depth = depths.pop() as number
      visit(position, parent, depth)
      const kids = viewChildren(tree, position).sort(byTime)
      // the child the path continues through (in a parent cycle, another member may be a child too)
      const next = path.length > 0 && (step[position] as number) >= 0 ? (step[position] as number) + 1 : -1
      const fresh: Array<number> = []
      for (const kid of kids) {
        const n = columns.id[kid] as number
        if (visited[n] === 1) continue
        visited[n] = 1
        if (next >= 0 && step[kid] === next) fresh.unshift(kid)
        else fresh.push(kid)
      }
      // pre-order with children in order: push in reverse
      for (let k = fresh.length - 1; k >= 0; k--) {
        stack.push(fresh[k] as number)
        parents.push(position)
        depths.push(depth + 1)
      }
    }
  }
  const isRoot = (p: number): boolean => isCurrent(tree, p) && (isRootPosition(tree, p) || parentPosition(tree, p) < 0)
  // the path's top is a root unless the path ends in a cycle
  const top = path[0]
  if (top !== undefined && isRoot(top)) build(top)
  for (let p = 0; p < tree.length; p++) {
    if (visited[columns.id[p] as number] !== 1 && isRoot(p)) build(p)
  }
  for (let p = 0; p < tree.length; p++) {
    if (visited[columns.id[p] as number] !== 1 && isCurrent(tree, p)) build(p)
  }
}

/** A node of the tree view. */
export interface TreeNode {
  readonly entry: Entry
  readonly children: ReadonlyArray<TreeNode>
  readonly label?: string
  readonly labelTimestamp?: Json.Json
}

/** The whole tree as pi's `getTree` shows it (see `walk` for the order). */
export const tree = (t: SessionTree): ReadonlyArray<TreeNode> => {
  interface Draft {
    readonly entry: Entry
    readonly children: Array<TreeNode>
    label?: string
    labelTimestamp?: Json.Json
  }
  const roots: Array<TreeNode> = []
  const nodes = new Map<number, Draft>()
  walk(t, (position, parent) => {
    const entry = t.columns.entry(position)
    const node: Draft = { entry, children: [] }
    const info = labelOf(t, entry.id as string)
    if (info !== undefined) {
      node.label = info.label
      if (info.timestamp !== undefined) node.labelTimestamp = info.timestamp
    }
    nodes.set(position, node)
    if (parent < 0) roots.push(node)
    else (nodes.get(parent) as Draft).children.push(node)
  })
  return roots
}

// ---------------------------------------------------------------------------------------------
// Structure
// ---------------------------------------------------------------------------------------------

/** What `structure` finds, by position; the reader turns it into diagnostics. */
export type Finding =
  | { readonly _tag: "Duplicate"; readonly position: number; readonly first: number }
  | { readonly _tag: "SelfParent"; readonly position: number }
  | { readonly _tag: "Cycle"; readonly position: number; readonly members: ReadonlyArray<number> }
  | { readonly _tag: "Orphan"; readonly position: number }

/** The walk's findings (all but duplicates) for a tree's first `length` positions. */
interface WalkMemo {
  readonly length: number
  readonly findings: ReadonlyArray<Finding>
}

const walkMemo = new WeakMap<Columns, WalkMemo>()

/**
 * Walks up from every current entry at `from` or later, in position order, marking what it
 * visits; a walk ends at a root, at an entry an earlier walk finished, at a missing parent
 * (an orphan) or where it comes back on itself (a self-parent or a cycle). Entries before
 * `from` count as finished.
 */
const walkFrom = (tree: SessionTree, from: number): Array<Finding> => {
  const out: Array<Finding> = []
  const columns = tree.columns
  const n = tree.length
  // walk state by position - from: 0 unvisited, 1 on the current walk, 2 done
  const state = new Uint8Array(n - from)
  const trail: Array<number> = []
  const locate = locator(columns, n)
  const ids = columns.id
  const parents = columns.parent
  for (let i = from; i < n; i++) {
    if (state[i - from] !== 0 || locate(ids[i] as number) !== i) continue
    // the usual entry: a root, or its parent found before it and walked (or before `from`)
    const parent = parents[i] as number
    const up = parent < 0 ? -1 : locate(parent)
    if (parent < 0 || (up >= 0 && up < i && (up < from || state[up - from] === 2))) {
      state[i - from] = 2
      continue
    }
    trail.length = 0
    let current = i
    while (current >= from) {
      if (state[current - from] === 2) break
      if (state[current - from] === 1) {
        const members = trail.slice(trail.indexOf(current))
        out.push(members.length === 1 ? { _tag: "SelfParent", position: current } : { _tag: "Cycle", position: current, members })
        break
      }
      state[current - from] = 1
      trail.push(current)
      const parent = columns.parent[current] as number
      if (parent < 0) break
      const next = locate(parent)
      if (next < 0) out.push({ _tag: "Orphan", position: current })
      current = next
    }
    for (const p of trail) state[p - from] = 2
  }
  return out
}

/**
 * Whether the walk's findings for the first `k` positions still hold for the whole tree: no
 * later entry repeats an id of the first `k` (the later one would become the parent its
 * children see), and no orphan among them has found its parent since.
 */
const walkStillHolds = (tree: SessionTree, memo: WalkMemo): boolean => {
  const k = memo.length
  const n = tree.length
  for (const all of tree.columns.duplicates.values()) {
    if ((all[0] as number) < k && all.some((p) => p >= k && p < n)) return false
  }
  return memo.findings.every(
    (finding) => finding._tag !== "Orphan" || locateNumber(tree.columns, n, tree.columns.parent[finding.position] as number) < 0
  )
}

/**
 * Duplicate ids, self-parents, orphans and parent cycles, in a walk order that reports each
 * once. Linear in the number of entries the first time; a tree that grew from one already
 * walked (its columns remember the findings up to a length, as does a restored index) walks
 * only the positions added since, unless they change what the earlier ones found.
 */
export const structure = (tree: SessionTree): ReadonlyArray<Finding> => {
  const n = tree.length
  const out: Array<Finding> = []
  for (const all of tree.columns.duplicates.values()) {
    const inTree = all.filter((p) => p < n)
    for (let k = 1; k < inTree.length; k++) out.push({ _tag: "Duplicate", position: inTree[k] as number, first: inTree[0] as number })
  }
  out.push(...walked(tree))
  return out
}

/** The walk's findings for the whole tree, from (and into) its columns' memo. */
const walked = (tree: SessionTree): ReadonlyArray<Finding> => {
  const n = tree.length
  const memo = walkMemo.get(tree.columns)
  if (memo !== undefined && memo.length === n) return memo.findings
  const findings = memo !== undefined && memo.length < n && walkStillHolds(tree, memo) ? [...memo.findings, ...walkFrom(tree, memo.length)] : walkFrom(tree, 0)
  if (memo === undefined || memo.length < n) walkMemo.set(tree.columns, { length: n, findings })
  return findings
}

// ---------------------------------------------------------------------------------------------
// Saving and restoring the index
// ---------------------------------------------------------------------------------------------

/** A tree's index as plain data: typed arrays (as saved, each exactly as long as it needs; as restored, those of entries and ids may have room after: see IndexFile) and JSON. */
export interface Saved {
  readonly columns: {
    readonly id: Int32Array
    readonly parent: Int32Array
    readonly type: Uint16Array
    readonly role: Uint16Array
    readonly custom: Uint16Array
    /** Whether an entry is a leaf marker, and whether it is a user or assistant message. */
    readonly flags: Uint8Array
    readonly millis: Float64Array
    readonly line: Int32Array
    readonly offset: Float64Array
    readonly size: Int32Array
    /** `BLANK_UNKNOWN`, `BLANK_YES` or `BLANK_NO` per entry. */
    readonly blank: Uint8Array
    readonly message: Int32Array
    readonly messageSize: Int32Array
    readonly first: Int32Array
    readonly idStart: Int32Array
    readonly idHashes: Uint32Array
    readonly idSlots: Int32Array
    readonly idArena: Uint8Array
    /** The positions of the path to the tree's leaf, root first (so that an open need not walk it again). */
    readonly path: Int32Array
  }
  readonly json: SavedJson
}

/** The parts of a saved index that are not columns. */
export interface SavedJson {
  readonly length: number
  readonly ids: number
  readonly size: number
  readonly types: ReadonlyArray<string>
  readonly roles: ReadonlyArray<string>
  readonly customs: ReadonlyArray<string>
  readonly extra: ReadonlyArray<readonly [number, Meta]>
  readonly duplicates: ReadonlyArray<readonly [number, ReadonlyArray<number>]>
  readonly labels: ReadonlyArray<readonly [string, Label]>
  readonly labelCounter: number
  /** 0: no name entry; 1: the last one had no string name; 2: `[2, name]` */
  readonly lastName: readonly [0] | readonly [1] | readonly [2, string]
  readonly leaf: string | null
  readonly hasConversation: boolean
  /** What `structure`'s walk found (all but duplicates), so that an open need not walk again. */
  readonly walk: ReadonlyArray<Finding>
  /** The position of the leaf whose path `columns.path` holds, or -1. */
  readonly pathLeaf: number
}

/**
 * A tree's index as data, to be restored by `restore` over the same bytes. Only a tree read
 * from a file (whose entries all sit in its byte source) can be saved: undefined otherwise.
 * The columns are views of the tree's own (no copy of megabytes to write them once): encode
 * them before the tree changes.
 */
export const save = (tree: SessionTree): Saved | undefined => {
  const c = tree.columns
  const n = tree.length
  // (entries made as objects, as a read makes none, are positions below `entries.length`)
  for (let p = 0; p < Math.min(n, c.entries.length); p++) if (c.entries[p] !== undefined && c.line[p] === 0) return undefined
  if (c.source === undefined && n > 0) return undefined
  const ids = c.ids
  const extra: Array<readonly [number, Meta]> = []
  for (const [position, meta] of c.extra) if (position < n) extra.push([position, { ...metaFields(meta) }])
  const duplicates: Array<readonly [number, ReadonlyArray<number>]> = []
  for (const [id, all] of c.duplicates) {
    const inTree = all.filter((p) => p < n)
    if (inTree.length > 1) duplicates.push([id, inTree])
  }
  const name = tree.lastName
  const path = pathPositions(tree, leafId(tree))
  return {
    columns: {
      id: c.id.subarray(0, n),
      parent: c.parent.subarray(0, n),
      type: c.type.subarray(0, n),
      role: c.role.subarray(0, n),
      custom: c.custom.subarray(0, n),
      flags: c.flags.subarray(0, n),
      millis: c.millis.subarray(0, n),
      line: c.line.subarray(0, n),
      offset: c.offset.subarray(0, n),
      size: c.size.subarray(0, n),
      blank: c.blank.subarray(0, n),
      message: c.message.subarray(0, n),
      messageSize: c.messageSize.subarray(0, n),
      first: firstWithin(c.first, ids.count, n, c.length),
      idStart: ids.start.subarray(0, ids.count + 1),
      idHashes: ids.hashes.subarray(0, ids.count),
      idSlots: ids.slots,
      idArena: ids.arena.subarray(0, ids.arenaSize),
      path
    },
    json: {
      length: n,
      ids: ids.count,
      size: tree.size,
      types: c.types.values.slice(1) as Array<string>,
      roles: c.roles.values.slice(1) as Array<string>,
      customs: c.customs.values.slice(1) as Array<string>,
      extra,
      duplicates,
      labels: Array.from(tree.labels),
      labelCounter: tree.labelCounter,
      lastName: Option.isNone(name) ? [0] : name.value === undefined ? [1] : [2, name.value],
      leaf: tree.leaf,
      hasConversation: tree.hasConversation,
      walk: walked(tree),
      pathLeaf: path.length === 0 ? -1 : (path[path.length - 1] as number)
    }
  }
}

/** Each of the first `count` ids' first position below `n`, or -1 (positions reach `length`). */
const firstWithin = (first: Int32Array, count: number, n: number, length: number): Int32Array => {
  const out = first.slice(0, count)
  if (n < length) { for (let k = 0; k < count; k++) if ((out[k] as number) >= n) out[k] = -1 }
  return out
}

const metaFields = (meta: Meta): Meta => ({
  id: meta.id,
  parentId: meta.parentId,
  type: meta.type,
  targetId: meta.targetId,
  label: meta.label,
  name: meta.name,
  customType: meta.customType,
  role: meta.role,
  millis: meta.millis
})

/**
 * The tree `save` described, reading its entries from `source` (the same bytes). Returns
 * undefined when the parts do not fit together (column lengths, the id table, the string
 * tables, the findings), so that the caller reads the file instead; it never throws on such
 * data. The columns' values are taken as they are, not checked one by one (that was a third
 * of a cached open of 100,000 entries): `IndexFile.decode` has checked its checksum over them,
 * so they are the values `save` wrote.
 */
export const restore = (saved: Saved, source: ByteSource): SessionTree | undefined => {
  const { columns: a, json } = saved
  const n = json.length
  const ids = json.ids
  // the columns may be longer than what they hold (room to grow: see IndexFile)
  const room = a.id.length
  const idRoom = a.first.length
  if (
    room < n ||
    [a.parent, a.type, a.role, a.custom, a.flags, a.millis, a.line, a.offset, a.size, a.blank, a.message, a.messageSize].some(
      (column) => column.length !== room
    ) ||
    idRoom < ids ||
    a.idStart.length !== idRoom + 1 ||
    a.idHashes.length !== idRoom ||
    a.idSlots.length < ids * 2 ||
    (a.idSlots.length & (a.idSlots.length - 1)) !== 0 ||
    !((a.idStart[ids] as number) <= a.idArena.length)
  ) {
    return undefined
  }
  const table = new IdTable(0, 0)
  table.arena = a.idArena
  table.arenaSize = a.idStart[ids] as number
  table.start = a.idStart
  table.hashes = a.idHashes
  table.slots = a.idSlots
  table.count = ids
  const c = new Columns(source, table)
  for (const value of json.types) c.types.code(value)
  for (const value of json.roles) c.roles.code(value)
  for (const value of json.customs) c.customs.code(value)
  const same = (strings: Strings, values: ReadonlyArray<string>) =>
    strings.values.length === values.length + 1 && values.every((value, i) => strings.values[i + 1] === value)
  if (!same(c.types, json.types) || !same(c.roles, json.roles) || !same(c.customs, json.customs)) return undefined
  c.id = a.id
  c.parent = a.parent
  c.type = a.type
  c.role = a.role
  c.custom = a.custom
  c.millis = a.millis
  c.line = a.line
  c.offset = a.offset
  c.size = a.size
  c.blank = a.blank
  c.message = a.message
  c.messageSize = a.messageSize
  c.first = a.first
  c.flags = a.flags
  c.length = n
  for (const [position, meta] of json.extra) c.extra.set(position, { ...meta, millis: meta.millis ?? Number.NaN })
  for (const [id, all] of json.duplicates) c.duplicates.set(id, [...all])
  const inTree = (position: unknown) => typeof position === "number" && Number.isInteger(position) && position >= 0 && position < n
  const findingInTree = (f: Finding) =>
    (f._tag === "Orphan" || f._tag === "SelfParent" || (f._tag === "Cycle" && Array.isArray(f.members) && f.members.every(inTree))) && inTree(f.position)
  if (!Array.isArray(json.walk) || !json.walk.every(findingInTree)) return undefined
  walkMemo.set(c, { length: n, findings: json.walk })
  if (json.pathLeaf >= 0) {
    const path = a.path
    if (!inTree(json.pathLeaf) || path[path.length - 1] !== json.pathLeaf || !path.every(inTree)) return undefined
    pathMemo.set(c, { length: n, ids, leaf: json.pathLeaf, positions: path })
  }
  const name = json.lastName
  const labels = json.labels
  return new SessionTree(
    c,
    n,
    json.size,
    () => HashMap.fromIterable(labels),
    json.labelCounter,
    name[0] === 0 ? Option.none() : Option.some(name[0] === 1 ? undefined : name[1]),
    json.leaf,
    json.hasConversation
  )
}
