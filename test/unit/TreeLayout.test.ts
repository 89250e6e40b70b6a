/**
 * The shared tree layout: the display order of a session's entries (pi's and the selector's
 * leaf-first one), the forest a view shows when it hides entries, and the gutters, checked
 * against definitions written out independently here, over damaged and random trees.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as TreeLayout from "../../src/domain/tree/TreeLayout.js"
import * as Arb from "../support/Arbitraries.js"

const RUNS = { fastCheck: { numRuns: 200 } }

/** A file's tree, its leaf moved to the entry `pick` chooses (or kept at the last entry). */
const treeOf = (text: string, pick: number | undefined): SessionTree.SessionTree => {
  const tree = SessionFile.fromText(text, IdSource.fromSeed(0)).tree
  const ids = SessionTree.entries(tree).map((entry) => entry.id as string)
  return pick === undefined || ids.length === 0 ? tree : SessionTree.withLeaf(tree, ids[pick % ids.length] as string)
}

const files = fc.oneof(Arb.damagedFile, Arb.distinctIdFile)
const picks = fc.option(fc.nat(), { nil: undefined })

const idAt = (tree: SessionTree.SessionTree, order: TreeLayout.Order, node: number): string =>
  SessionTree.entryAt(tree, order.positions[node] as number)?.id as string

/** Each node's children, by node, in order; roots under -1. */
const childrenOf = (parent: Int32Array): Map<number, Array<number>> => {
  const out = new Map<number, Array<number>>()
  parent.forEach((p, v) => {
    const list = out.get(p)
    if (list === undefined) out.set(p, [v])
    else list.push(v)
  })
  return out
}

/** Node -> depth, roots at 0. */
const depthsOf = (parent: Int32Array): Array<number> => {
  const depth: Array<number> = []
  parent.forEach((p, v) => (depth[v] = p < 0 ? 0 : (depth[p] as number) + 1))
  return depth
}

/**
 * A forest in pre-order from random choices: each node's parent is an ancestor-or-self of the
 * node before it (the only parents pre-order allows), or none.
 */
const forestOf = (choices: ReadonlyArray<number>): Int32Array => {
  const parent = new Int32Array(choices.length)
  const spine: Array<number> = [] // the previous node and its ancestors, root first
  choices.forEach((choice, v) => {
    const keep = choice % (spine.length + 1)
    spine.length = keep
    parent[v] = keep === 0 ? -1 : (spine[keep - 1] as number)
    spine.push(v)
  })
  return parent
}

const forests = fc.array(fc.nat(), { maxLength: 40 }).map(forestOf)

describe("order", () => {
  it.prop(
    "lists every entry once, each child after its parent and one level below it, in pi's getTree order",
    [files, picks],
    ([text, pick]) => {
      const tree = treeOf(text, pick)
      const order = TreeLayout.order(tree)
      const ids = Array.from(order.positions, (_, v) => idAt(tree, order, v))
      expect(ids.length).toBe(SessionTree.count(tree))
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toEqual(Arb.flattenTree(SessionTree.tree(tree)))
      const depth = depthsOf(order.parent)
      order.parent.forEach((p, v) => {
        const entry = SessionTree.entryAt(tree, order.positions[v] as number)
        // each entry's node sits at the position its id names now
        expect(SessionTree.positionOf(tree, ids[v] as string)).toBe(order.positions[v])
        expect(order.nodeOf[order.positions[v] as number]).toBe(v)
        expect(p).toBeLessThan(v)
        if (p >= 0) {
          expect(entry?.parentId).toBe(ids[p])
          expect(depth[v]).toBe((depth[p] as number) + 1)
        }
      })
      // shadowed duplicates have no node
      expect(Array.from(order.nodeOf).filter((v) => v >= 0).length).toBe(ids.length)
      const forest = TreeLayout.forest(order.parent)
      expect(Array.from(order.childCount)).toEqual(Array.from(forest.childCount))
    },
    RUNS
  )

  it.prop(
    "leaf first: the same forest, with the path to the leaf first among its siblings and its root first",
    [files, picks],
    ([text, pick]) => {
      const tree = treeOf(text, pick)
      const pi = TreeLayout.order(tree)
      const first = TreeLayout.order(tree, { leafFirst: true })
      const steps = Array.from(SessionTree.pathPositions(tree, SessionTree.leafId(tree)))
      const path = new Set(steps)
      for (const order of [pi, first]) {
        expect(Array.from(order.onPath)).toEqual(Array.from(order.positions, (p) => (path.has(p) ? 1 : 0)))
        const leaf = SessionTree.leafId(tree)
        expect(order.leaf < 0 ? null : idAt(tree, order, order.leaf)).toBe(leaf === null || !SessionTree.has(tree, leaf) ? null : leaf)
      }
      // the children of every entry (by id), in each order
      const kids = (order: TreeLayout.Order) => {
        const out = new Map<string | null, Array<string>>()
        for (const [p, list] of childrenOf(order.parent)) out.set(p < 0 ? null : idAt(tree, order, p), list.map((v) => idAt(tree, order, v)))
        return out
      }
      const piKids = kids(pi)
      const firstKids = kids(first)
      expect(new Set(firstKids.keys())).toEqual(new Set(piKids.keys()))
      const step = (id: string | null) => (id === null ? -1 : steps.indexOf(SessionTree.positionOf(tree, id)))
      const isRoot = (id: string) => {
        const up = SessionTree.get(tree, id)?.parentId
        return typeof up !== "string" || up === id || !SessionTree.has(tree, up)
      }
      for (const [parent, list] of piKids) {
        // first: the child the path continues through; among the roots, the path's top when it
        // is a real root (in a parent cycle the path's top is a member, and another may be a child)
        const moved = parent === null
          ? list.find((id) => step(id) === 0 && isRoot(id))
          : step(parent) < 0
          ? undefined
          : list.find((id) => step(id) === step(parent) + 1)
        const expected = moved === undefined ? list : [moved, ...list.filter((id) => id !== moved)]
        expect(firstKids.get(parent)).toEqual(expected)
      }
      first.parent.forEach((p, v) => expect(p).toBeLessThan(v))
    },
    RUNS
  )
})

describe("restrict", () => {
  it.prop(
    "keeps the shown nodes in order, each under its nearest shown ancestor",
    [forests, fc.func(fc.boolean())],
    ([parent, show]) => {
      const whole = TreeLayout.forest(parent)
      const shown = TreeLayout.restrict(whole, (v) => show(v))
      const expected = Array.from(parent.keys()).filter((v) => show(v))
      expect(Array.from(shown.nodes)).toEqual(expected)
      parent.forEach((_, v) => expect(shown.at[v]).toBe(show(v) ? expected.indexOf(v) : -1))
      shown.nodes.forEach((node, s) => {
        let up = parent[node] as number
        while (up >= 0 && !show(up)) up = parent[up] as number
        expect(shown.parent[s]).toBe(up < 0 ? -1 : shown.at[up])
      })
      const again = TreeLayout.forest(shown.parent)
      expect(Array.from(shown.childCount)).toEqual(Array.from(again.childCount))
      expect(Array.from(shown.isLast)).toEqual(Array.from(again.isLast))
      expect(shown.rootCount).toBe(again.rootCount)
    },
    RUNS
  )

  it.prop("shows everything as it is when nothing is hidden", [forests], ([parent]) => {
    const shown = TreeLayout.restrict(TreeLayout.forest(parent), () => true)
    expect(Array.from(shown.parent)).toEqual(Array.from(parent))
    expect(Array.from(shown.nodes)).toEqual(Array.from(parent.keys()))
  })
})

describe("forest", () => {
  it.prop("counts children and marks each last sibling", [forests], ([parent]) => {
    const f = TreeLayout.forest(parent)
    for (const [p, list] of childrenOf(parent)) {
      if (p >= 0) expect(f.childCount[p]).toBe(list.length)
      list.forEach((v, k) => expect(f.isLast[v]).toBe(k === list.length - 1 ? 1 : 0))
    }
    expect(f.rootCount).toBe(parent.filter((p) => p < 0).length)
  })
})

describe("gutters", () => {
  /**
   * r
   * ├ a
   * │ ├ b
   * │ └ c
   * │   └ d
   * └ e
   */
  const parent = Int32Array.from([-1, 0, 1, 1, 3, 0])
  const f = TreeLayout.forest(parent)
  const prefixes = (options: TreeLayout.GutterOptions) => {
    const g = TreeLayout.gutters(f, options)
    return Array.from(parent, (_, v) => TreeLayout.prefix(g, v))
  }

  it("draws a connector on every child (the /resume picker)", () => {
    expect(prefixes({ connects: (v) => parent[v] !== -1 })).toEqual(["", "├─ ", "│  ├─ ", "│  └─ ", "│     └─ ", "└─ "])
  })

  it("draws connectors at branch points only, an only child continuing under its parent (arbor tree)", () => {
    const branch = (v: number) => (parent[v] as number) >= 0 && (f.childCount[parent[v] as number] as number) > 1
    expect(prefixes({ connects: branch })).toEqual(["", "├─ ", "│  ├─ ", "│  └─ ", "│     ", "└─ "])
  })

  it("indents the first generation after a branch one level more (the /tree selector)", () => {
    const branch = (v: number) => (parent[v] as number) >= 0 && (f.childCount[parent[v] as number] as number) > 1
    expect(prefixes({ connects: branch, indentAfterBranch: true })).toEqual(["", "├─ ", "│  ├─ ", "│  └─ ", "│        ", "└─ "])
    // several roots are the children of an invisible branch point: their children are indented
    const roots = TreeLayout.forest(Int32Array.from([-1, 0, -1, 2]))
    const g = TreeLayout.gutters(roots, { connects: () => false, indentAfterBranch: true })
    expect(Array.from([0, 1, 2, 3], (v) => TreeLayout.prefix(g, v))).toEqual(["", "   ", "", "   "])
  })

  it.prop(
    "a row's gutter is, for each connected ancestor from the root, its trunk, then the row's own connector",
    [forests, fc.func(fc.boolean())],
    ([parent, connects]) => {
      const f = TreeLayout.forest(parent)
      const g = TreeLayout.gutters(f, { connects: (v) => connects(v) })
      parent.forEach((_, v) => {
        const chain: Array<number> = []
        for (let a = v; a >= 0; a = parent[a] as number) chain.unshift(a)
        const expected = chain
          .filter((a) => connects(a))
          .map((a) => (a === v ? (f.isLast[a] === 1 ? "└─ " : "├─ ") : f.isLast[a] === 1 ? "   " : "│  "))
          .join("")
        expect(TreeLayout.prefix(g, v)).toBe(expected)
        expect(g.connector[v]).toBe(connects(v) ? (f.isLast[v] === 1 ? TreeLayout.ELBOW : TreeLayout.TEE) : TreeLayout.NO_CONNECTOR)
      })
    },
    RUNS
  )

  it("lays out a 200,000-deep chain without a deep stack", () => {
    const n = 200_000
    const chain = TreeLayout.forest(Int32Array.from({ length: n }, (_, v) => v - 1))
    const g = TreeLayout.gutters(chain, { connects: (v) => v === n - 1, indentAfterBranch: true })
    expect(TreeLayout.prefix(g, n - 1)).toBe("└─ ")
    expect(g.lead.every((lead) => lead === "")).toBe(true)
  })
})
