/**
 * How every view lays out a tree, computed once here: the display order of a session's
 * entries, the forest a view shows when it hides some of them, and the gutters (indentation,
 * `├─`/`└─` connectors and `│` trunks) drawn before each row. Pure.
 *
 * A forest is columnar: its nodes in depth-first pre-order, `parent[i]` the index of node i's
 * parent (always below i) or -1 for a root. Every pass is one loop over typed arrays, so a
 * 100,000-entry session costs a few arrays and no object per entry, and a 200,000-deep chain
 * needs no deep stack.
 *
 * Users: `Render` (the `arbor tree` text and JSON, the HTML export's sidebar),
 * `SessionStats` (the leaves), the `/tree` selector and the `/resume` picker (a forest of
 * sessions, laid out with the same gutters).
 */
import * as SessionTree from "./SessionTree.js"

/** A forest in depth-first pre-order. */
export interface Forest {
  /** Each node's parent (an index below the node's own), -1 for a root. */
  readonly parent: Int32Array
  /** Each node's number of children. */
  readonly childCount: Int32Array
  /** 1 for the last child of its parent, and for the last root. */
  readonly isLast: Uint8Array
  readonly rootCount: number
}

/** The forest that `parent` describes (nodes in pre-order, each parent below its children). */
export const forest = (parent: Int32Array): Forest => {
  const n = parent.length
  const childCount = new Int32Array(n)
  const isLast = new Uint8Array(n)
  // the last child of each parent is the first one met walking backwards
  const seen = new Uint8Array(n)
  let rootCount = 0
  for (let v = n - 1; v >= 0; v--) {
    const p = parent[v] as number
    if (p < 0) {
      if (rootCount === 0) isLast[v] = 1
      rootCount++
    } else {
      if (seen[p] === 0) isLast[v] = 1
      seen[p] = 1
      childCount[p] = (childCount[p] as number) + 1
    }
  }
  return { parent, childCount, isLast, rootCount }
}

// ---------------------------------------------------------------------------------------------
// The display order of a session
// ---------------------------------------------------------------------------------------------

/** A session's entries in display order: one node per entry id (see `SessionTree.walk`). */
export interface Order extends Forest {
  /** Each node's position in the tree's entries. */
  readonly positions: Int32Array
  /** The node at each position, -1 for a shadowed duplicate. */
  readonly nodeOf: Int32Array
  /** 1 for the nodes on the path from the root to the effective leaf. */
  readonly onPath: Uint8Array
  /** The node of the effective leaf, -1 before the first entry. */
  readonly leaf: number
}

/**
 * The tree in display order: pi's `getTree` order (roots in file order, children oldest
 * first, parent cycles as extra roots), or with `leafFirst` the `/tree` selector's, where the
 * path to the leaf comes first at every node.
 */
export const order = (tree: SessionTree.SessionTree, options?: { readonly leafFirst?: boolean }): Order => {
  const positions = new Int32Array(tree.size)
  const parent = new Int32Array(tree.size)
  const nodeOf = new Int32Array(tree.length).fill(-1)
  let n = 0
  SessionTree.walk(
    tree,
    (position, parentPosition) => {
      positions[n] = position
      parent[n] = parentPosition < 0 ? -1 : (nodeOf[parentPosition] as number)
      nodeOf[position] = n
      n++
    },
    options
  )
  const leafId = SessionTree.leafId(tree)
  const onPath = new Uint8Array(n)
  for (const p of SessionTree.pathPositions(tree, leafId)) onPath[nodeOf[p] as number] = 1
  const leafPosition = leafId === null ? -1 : SessionTree.positionOf(tree, leafId)
  return {
    ...forest(n === tree.size ? parent : parent.slice(0, n)),
    positions: n === tree.size ? positions : positions.slice(0, n),
    nodeOf,
    onPath,
    leaf: leafPosition < 0 ? -1 : (nodeOf[leafPosition] as number)
  }
}

// ---------------------------------------------------------------------------------------------
// What a view shows
// ---------------------------------------------------------------------------------------------

/** The nodes of a forest that a view shows, as a forest of their own. */
export interface Shown extends Forest {
  /** Each shown node's index in the whole forest. */
  readonly nodes: Int32Array
  /** The shown index of each node of the whole forest, -1 when hidden. */
  readonly at: Int32Array
}

/**
 * The forest of the nodes `show` keeps, in the same order: a hidden node's children attach to
 * its nearest shown ancestor, in its place. `show` is asked about each node once, in order.
 */
export const restrict = (whole: Forest, show: (node: number) => boolean): Shown => {
  const n = whole.parent.length
  const at = new Int32Array(n).fill(-1)
  /** The shown index of each node's nearest shown ancestor-or-self, -1 for none. */
  const nearest = new Int32Array(n)
  const nodes = new Int32Array(n)
  const parent = new Int32Array(n)
  let m = 0
  for (let i = 0; i < n; i++) {
    const p = whole.parent[i] as number
    const anchor = p < 0 ? -1 : (nearest[p] as number)
    if (show(i)) {
      at[i] = m
      nearest[i] = m
      nodes[m] = i
      parent[m] = anchor
      m++
    } else {
      nearest[i] = anchor
    }
  }
  return { ...forest(parent.slice(0, m)), nodes: nodes.slice(0, m), at }
}

// ---------------------------------------------------------------------------------------------
// Gutters
// ---------------------------------------------------------------------------------------------

export const NO_CONNECTOR = 0
/** `├`: siblings follow. */
export const TEE = 1
/** `└`: the last sibling. */
export const ELBOW = 2

/** What is drawn before each node's text. */
export interface Gutters {
  /** The text before the connector: the trunks (`│  `) of the branches still open above, and spaces. */
  readonly lead: ReadonlyArray<string>
  /** Each node's connector: `NO_CONNECTOR`, `TEE` or `ELBOW`. */
  readonly connector: Uint8Array
}

export interface GutterOptions {
  /** Whether a node hangs off its parent with a connector (three columns wide) rather than continuing under it. */
  readonly connects: (node: number) => boolean
  /**
   * pi's selector: a node without a connector whose parent has one (or is one of several
   * roots) is indented one level more, under the parent's text.
   */
  readonly indentAfterBranch?: boolean
}

/**
 * The gutters of a forest. A connected node's connector sits three columns right of its
 * parent's and opens a trunk (`│  `, or blanks under the last sibling) for its own subtree; a
 * node without one continues at its parent's indentation. Each level is three columns.
 */
export const gutters = (f: Forest, options: GutterOptions): Gutters => {
  const n = f.parent.length
  const lead = new Array<string>(n)
  const connector = new Uint8Array(n)
  /** What a node's children build on: its lead, and the trunk its connector opened. */
  const trunk = new Array<string>(n)
  const indent = new Int32Array(n)
  /** 1 when the node's children are the first generation after a branch. */
  const branched = new Uint8Array(n)
  const extra = options.indentAfterBranch === true
  for (let v = 0; v < n; v++) {
    const p = f.parent[v] as number
    const up = p < 0 ? "" : (trunk[p] as string)
    const upIndent = p < 0 ? 0 : (indent[p] as number)
    if (options.connects(v)) {
      const last = f.isLast[v] === 1
      indent[v] = upIndent + 1
      lead[v] = up.padEnd(3 * upIndent)
      connector[v] = last ? ELBOW : TEE
      trunk[v] = lead[v] + (last ? "   " : "│  ")
      branched[v] = 1
    } else {
      indent[v] = upIndent + (extra && p >= 0 && branched[p] === 1 ? 1 : 0)
      lead[v] = up.padEnd(3 * (indent[v] as number))
      trunk[v] = up
      branched[v] = p < 0 && f.rootCount > 1 ? 1 : 0
    }
  }
  return { lead, connector }
}

/** A node's lead and its connector drawn as `├─ ` or `└─ `. */
export const prefix = (g: Gutters, node: number): string => {
  const kind = g.connector[node] as number
  return (g.lead[node] as string) + (kind === TEE ? "├─ " : kind === ELBOW ? "└─ " : "")
}
