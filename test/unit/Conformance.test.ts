import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import * as Context from "../../src/domain/context/Context.js"
import type { Entry } from "../../src/domain/format/Entry.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Corpus from "../support/Corpus.js"

interface ExpectedNode {
  readonly id: string
  readonly label?: string
  readonly children: ReadonlyArray<ExpectedNode>
}

const treeShape = (nodes: ReadonlyArray<SessionTree.TreeNode>): Array<ExpectedNode> =>
  nodes.map((node) => ({
    id: node.entry.id as string,
    ...(node.label === undefined ? {} : { label: node.label }),
    children: treeShape(node.children)
  }))

const ids = (entries: ReadonlyArray<Entry>) => entries.map((entry) => entry.id)

/** Replaces the ids of label entries that are not in `known` by placeholders, in order. */
const normalizeFreshLabels = (entries: ReadonlyArray<any>, known: (id: string) => boolean): Array<any> => {
  const rename = new Map<string, string>()
  for (const entry of entries) {
    if (entry.type === "label" && !known(entry.id)) rename.set(entry.id, `label-${rename.size}`)
  }
  return entries.map((entry) => ({
    ...entry,
    id: rename.get(entry.id) ?? entry.id,
    parentId: rename.get(entry.parentId) ?? entry.parentId
  }))
}

describe("conformance with pi 1.6.0", () => {
  for (const testCase of Corpus.cases()) {
    describe(testCase.name, () => {
      const expected = testCase.expected
      const loaded = SessionFile.fromText(testCase.text, IdSource.fromSeed(0))
      const tree = loaded.tree

      it("loads cleanly: header, counts, leaf, name, labels", () => {
        expect(loaded.diagnostics).toEqual([])
        expect(loaded.header?.value).toEqual(expected.header)
        expect(SessionTree.count(tree)).toBe(expected.entryCount)
        expect(SessionTree.leafId(tree)).toBe(expected.defaultLeaf)
        expect(SessionTree.sessionName(tree) ?? null).toBe(expected.sessionName)
        expect(Object.fromEntries(SessionTree.labels(tree).map(([id, info]) => [id, info.label]))).toEqual(expected.labels)
      })

      it("tree and children", () => {
        expect(treeShape(SessionTree.tree(tree))).toEqual(expected.tree)
        for (const [id, children] of Object.entries(expected.children)) {
          expect(ids(SessionTree.children(tree, id))).toEqual(children)
        }
      })

      it("queries: branch, context entries, context", () => {
        expect(expected.queries[0].leaf).toBe(expected.defaultLeaf)
        for (const query of expected.queries) {
          const path = SessionTree.path(tree, query.leaf)
          expect(ids(path)).toEqual(query.branch)
          expect(ids(Context.contextEntries(path))).toEqual(query.contextEntries)
          expect(Corpus.plain(Either.getOrThrow(Context.build(tree, query.leaf)))).toEqual(query.context)
          expect(JSON.parse(Json.join(Context.encode(tree, query.leaf)))).toEqual(query.context)
        }
      })

      it("forks", () => {
        expect(expected.forks.length).toBeGreaterThan(0)
        for (const fork of expected.forks) {
          const sourceFile: string = fork.newFile?.header.parentSession ?? "/sessions/source.jsonl"
          const state = Session.fromLoaded(loaded.header!, loaded, sourceFile)
          const result = Session.apply(
            state,
            Session.Command.Fork({
              entryId: fork.entry,
              position: fork.position,
              sessionId: "01a23760-0000-7000-8000-000000000001",
              file: "/sessions/fork.jsonl",
              timestamp: "2026-12-02T16:00:00.000Z",
              ids: IdSource.fromSeed(7)
            })
          )
          if (Either.isLeft(result)) throw result.left
          const transition = result.right
          expect(transition.replaced).toBe(true)
          if (fork.position === "before") expect(transition.selectedText).toBe(fork.selectedText)
          else expect(transition.selectedText).toBeUndefined()
          const copied = transition.state.tree.entries.toArray().filter((entry) => entry.type !== "label")
          const source = SessionTree.path(tree, fork.targetLeaf).filter((entry) => entry.type !== "label")
          expect(ids(copied)).toEqual(ids(source))
          const created = transition.effects.filter((effect) => effect._tag === "CreateFile")
          if (fork.newFile === null) {
            expect(created).toEqual([])
            continue
          }
          expect(created.length).toBe(1)
          const [headerLine, ...entryLines] = created[0]!.lines.map((line) => JSON.parse(line))
          const { id: _id, timestamp: _timestamp, ...header } = headerLine
          const { id: _eid, timestamp: _ets, ...expectedHeader } = fork.newFile.header
          expect(header).toEqual(expectedHeader)
          const known = (id: string) => SessionTree.has(tree, id)
          expect(normalizeFreshLabels(entryLines, known)).toEqual(normalizeFreshLabels(fork.newFile.entries, known))
        }
      })
    })
  }
})
