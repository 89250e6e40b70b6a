/**
 * The session tree: a persistent, immutable index over a session's entries. Pure.
 *
 * Holds the entries in file order, an id index, a children index (so the children of a node
 * are found without scanning the file), the labels with their timestamps and insertion order,
 * the latest session name and the leaf. `applyEntry` (and its batch form `applyEntries`) is the
 * only way a tree grows; loading a file and every command build their states with it, so a
 * state always equals the replay of its entries.
 *
 * Structural sharing: entries live in an `AppendVector` and the id and children indexes in
 * native maps shared along with it (see `Index`), labels in an effect `HashMap`. Appending to
 * the newest tree is O(1) and leaves every older tree unchanged; appending to an older tree
 * copies (O(n)), as forking a history should be rare.
 *
 * Every walk is iterative and remembers what it has visited, so parent cycles, self-parents
 * and duplicate ids never make a query loop, and a 200,000-deep chain needs no deep stack.
 * Queries that follow the active path cost time proportional to the path, not the file.
 */
import { HashMap, Option } from "effect"
import { AppendVector } from "./AppendVector.js"
import { Entry } from "./Entry.js"
import * as Json from "./Json.js"

/** A label on an entry, as the latest label entry for that target set it. */
export interface Label {
  readonly label: string
  /** The raw timestamp of the label entry that set it. */
  readonly timestamp: Json.Json | undefined
  /** Insertion order: kept when a label is replaced, renewed when it is cleared and set again. */
  readonly order: number
}

/**
 * Native lookup tables over an entry vector: id → position(s), parent id → child positions,
 * root positions. A table is shared by every tree over the same backing array, exactly as the
 * vector is: each tree only trusts positions below its own length, and positions are never
 * rewritten, so sharing is invisible. A tree that appends to an older vector gets a copy.
 */
class Index {
  /** id → position, or ascending positions for a duplicated id. */
  readonly positions = new Map<string, number | Array<number>>()
  /** parent id → ascending positions of the entries naming it. */
  readonly children = new Map<string, Array<number>>()
  /** Ascending positions of entries whose parent is null, missing or themselves. */
  readonly roots: Array<number> = []

  add(entry: Entry, position: number): void {
    const id = entry.id as string
    const known = this.positions.get(id)
    if (known === undefined) this.positions.set(id, position)
    else if (typeof known === "number") this.positions.set(id, [known, position])
    else known.push(position)
    if (isRootEntry(entry)) this.roots.push(position)
    const parent = entry.parentId
    if (typeof parent === "string") {
      const siblings = this.children.get(parent)
      if (siblings === undefined) this.children.set(parent, [position])
      else siblings.push(position)
    }
  }

  static of(entries: AppendVector<Entry>): Index {
    const index = new Index()
    let position = 0
    for (const entry of entries) index.add(entry, position++)
    return index
  }
}

export class SessionTree {
  /** @internal use `empty` and `applyEntries` */
  constructor(
    /** Every entry with an id, in file order, duplicates included. */
    readonly entries: AppendVector<Entry>,
    /** @internal */
    readonly index: Index,
    /** Number of distinct ids. */
    readonly size: number,
    readonly labels: HashMap.HashMap<string, Label>,
    readonly labelCounter: number,
    /** The `name` of the last `session_info` entry in file order (raw, untrimmed). */
    readonly lastName: Option.Option<string | undefined>,
    /** The raw leaf: the last applied entry, or null before the first entry. */
    readonly leaf: string | null,
    /** Whether any entry is a user or assistant message. */
    readonly hasConversation: boolean
  ) {}
}

export const empty: SessionTree = new SessionTree(AppendVector.empty(), new Index(), 0, HashMap.empty(), 0, Option.none(), null, false)

const isRootEntry = (entry: Entry): boolean =>
  entry.parentId === null || entry.parentId === undefined || entry.parentId === entry.id

/** The position in `entries` of the entry that `id` names (its latest occurrence), or -1. */
export const positionOf = (tree: SessionTree, id: string): number => locate(tree.index, tree.entries.length, id)

const locate = (index: Index, length: number, id: string): number => {
  const known = index.positions.get(id)
  if (known === undefined) return -1
  if (typeof known === "number") return known < length ? known : -1
  for (let k = known.length - 1; k >= 0; k--) if ((known[k] as number) < length) return known[k] as number
  return -1
}

/**
 * Adds entries in order, as if each were appended. The leaf becomes the last entry.
 * Entries without an id cannot be indexed and are ignored (loading reports them).
 */
export const applyEntries = (tree: SessionTree, entries: Iterable<Entry>): SessionTree => {
  // an empty tree (such as the shared `empty`) never lends its arrays: a new tree gets its own
  const base = tree.entries.length === 0 ? AppendVector.empty<Entry>() : tree.entries
  const index = tree.entries.length === 0 ? new Index() : base.isNewest ? tree.index : Index.of(base)
  const added: Array<Entry> = []
  let size = tree.size
  let counter = tree.labelCounter
  let lastName = tree.lastName
  let leaf = tree.leaf
  let hasConversation = tree.hasConversation
  const labels = HashMap.beginMutation(tree.labels)
  for (const entry of entries) {
    const id = entry.id
    if (id === undefined) continue
    const position = base.length + added.length
    if (locate(index, position, id) < 0) size++
    index.add(entry, position)
    added.push(entry)
    leaf = id
    if (entry.isConversation) hasConversation = true
    if (entry.type === "label" && entry.targetId !== undefined) {
      const target = entry.targetId
      if (entry.label) {
        const previous = HashMap.get(labels, target)
        const order = Option.isSome(previous) ? previous.value.order : counter++
        HashMap.set(labels, target, { label: entry.label, timestamp: entry.timestamp, order })
      } else {
        HashMap.remove(labels, target)
      }
    } else if (entry.type === "session_info") {
      lastName = Option.some(entry.name)
    }
  }
  return new SessionTree(base.appendAll(added), index, size, HashMap.endMutation(labels), counter, lastName, leaf, hasConversation)
}

/** Adds one entry; the leaf becomes that entry. */
export const applyEntry = (tree: SessionTree, entry: Entry): SessionTree => applyEntries(tree, [entry])

/** A tree holding the given entries in order. */
export const fromEntries = (entries: Iterable<Entry>): SessionTree => applyEntries(empty, entries)

/** Moves the leaf without adding anything (an in-memory move, as pi's `branch`/`resetLeaf`). */
export const withLeaf = (tree: SessionTree, leaf: string | null): SessionTree =>
  new SessionTree(tree.entries, tree.index, tree.size, tree.labels, tree.labelCounter, tree.lastName, leaf, tree.hasConversation)

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export const get = (tree: SessionTree, id: string): Entry | undefined => {
  const position = positionOf(tree, id)
  return position < 0 ? undefined : tree.entries.get(position)
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
    const entry = get(tree, current)
    if (entry === undefined || !entry.isLeafMarker || seen.has(current)) return current
    seen.add(current)
    current = entry.parentId ?? null
  }
  return null
}

/** The entry at the effective leaf, if any. */
export const leafEntry = (tree: SessionTree): Entry | undefined => {
  const id = leafId(tree)
  return id === null ? undefined : get(tree, id)
}

/**
 * The path from the root down to `id` (inclusive), root first. Empty for an unknown id.
 * Stops at a missing parent (an orphan), a self-parent, or the first repeated id in a cycle.
 */
export const path = (tree: SessionTree, id: string | null): ReadonlyArray<Entry> => {
  if (!id) return []
  const out: Array<Entry> = []
  const seen = new Set<string>()
  let current = get(tree, id)
  while (current !== undefined && current.id !== undefined && !seen.has(current.id)) {
    seen.add(current.id)
    out.push(current)
    const parent = current.parentId
    current = parent ? get(tree, parent) : undefined
  }
  return out.reverse()
}

/** The path to the effective leaf. */
export const branch = (tree: SessionTree): ReadonlyArray<Entry> => path(tree, leafId(tree))

/**
 * The children of an entry in file order (pi's `getChildren`): the entries whose current
 * `parentId` is exactly `parentId`. `null` gives the entries whose parent is null.
 */
export const children = (tree: SessionTree, parentId: string | null): ReadonlyArray<Entry> => {
  const out: Array<Entry> = []
  const positions = parentId === null ? tree.index.roots : tree.index.children.get(parentId)
  if (positions === undefined) return out
  const length = tree.entries.length
  for (const position of positions) {
    if (position >= length) break
    const entry = tree.entries.get(position) as Entry
    // a shadowed duplicate: the id now names a later entry
    if (entry.parentId !== parentId || positionOf(tree, entry.id as string) !== position) continue
    out.push(entry)
  }
  return out
}

/** Children as the tree shows them: self-parented entries are not their own children. */
const childEntries = (tree: SessionTree, parent: Entry): ReadonlyArray<Entry> =>
  parent.id === undefined ? [] : children(tree, parent.id).filter((child) => child.id !== parent.id)

export const label = (tree: SessionTree, id: string): string | undefined =>
  Option.getOrUndefined(HashMap.get(tree.labels, id))?.label

/** Labels in insertion order (pi's label map order). */
export const labels = (tree: SessionTree): ReadonlyArray<readonly [string, Label]> =>
  Array.from(tree.labels).sort((a, b) => a[1].order - b[1].order)

/** The session name: the last `session_info` in file order, trimmed; undefined when empty. */
export const sessionName = (tree: SessionTree): string | undefined => {
  const raw = Option.getOrUndefined(tree.lastName)
  const name = raw?.trim()
  return name ? name : undefined
}

/** A node of the tree view. */
export interface TreeNode {
  readonly entry: Entry
  readonly children: ReadonlyArray<TreeNode>
  readonly label?: string
  readonly labelTimestamp?: Json.Json
}

const byTime = (a: Entry, b: Entry): number => {
  const d = Json.millis(a.timestamp) - Json.millis(b.timestamp)
  return Number.isNaN(d) ? 0 : d
}

/**
 * The whole tree as pi's `getTree` shows it: roots in file order (entries whose parent is
 * null, themselves or missing), children sorted by timestamp, oldest first (stable). Every
 * entry appears once. Entries that no root reaches (members of a parent cycle) are shown as
 * extra roots, at the first member in file order, instead of vanishing.
 */
export const tree = (t: SessionTree): ReadonlyArray<TreeNode> => {
  interface Draft {
    readonly entry: Entry
    readonly children: Array<TreeNode>
    label?: string
    labelTimestamp?: Json.Json
  }
  const roots: Array<TreeNode> = []
  const visited = new Set<string>()
  const build = (root: Entry): TreeNode => {
    const draft = (entry: Entry): Draft => {
      const node: Draft = { entry, children: [] }
      const info = entry.id === undefined ? undefined : Option.getOrUndefined(HashMap.get(t.labels, entry.id))
      if (info !== undefined) {
        node.label = info.label
        if (info.timestamp !== undefined) node.labelTimestamp = info.timestamp
      }
      return node
    }
    const top = draft(root)
    visited.add(root.id as string)
    const stack: Array<Draft> = [top]
    while (stack.length > 0) {
      const node = stack.pop() as Draft
      const kids = [...childEntries(t, node.entry)].sort(byTime)
      for (const kid of kids) {
        if (visited.has(kid.id as string)) continue
        visited.add(kid.id as string)
        const child = draft(kid)
        node.children.push(child)
        stack.push(child)
      }
    }
    return top
  }
  for (const entry of t.entries) {
    const id = entry.id as string
    if (visited.has(id) || get(t, id) !== entry) continue
    const parent = entry.parentId
    if (isRootEntry(entry) || !has(t, parent as string)) roots.push(build(entry))
  }
  for (const entry of t.entries) {
    const id = entry.id as string
    if (!visited.has(id) && get(t, id) === entry) roots.push(build(entry))
  }
  return roots
}
