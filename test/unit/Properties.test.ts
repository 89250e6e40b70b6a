/**
 * Property tests of the domain: random command sequences over `Session.apply` (replay,
 * persistence, paths, append-only files, fork/clone, local context edits), the conformance
 * corpus read back byte for byte, and loading damaged or arbitrary input (never throws, agrees
 * with pi's index rules, walks a 200,000-deep chain without deep recursion).
 */
import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as zlib from "node:zlib"
import * as Context from "../../src/domain/context/Context.js"
import * as Entry from "../../src/domain/format/Entry.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"
import * as IndexFile from "../../src/domain/scan/IndexFile.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Arb from "../support/Arbitraries.js"
import * as Corpus from "../support/Corpus.js"

const RUNS = { fastCheck: { numRuns: 150 } }
const HEAVY_RUNS = { fastCheck: { numRuns: 100 } }

const idsOf = (entries: ReadonlyArray<Entry.Entry>): Array<string | undefined> => entries.map((e) => e.id)

/** A projection as plain data: each entry's id with its messages, and the settings. */
const view = (projection: Context.Projection) =>
  Arb.plain({
    entries: projection.entries.map((p) => [p.entry.id ?? null, p.messages]),
    thinkingLevel: projection.thinkingLevel,
    model: projection.model
  })

const distinctIds = (tree: SessionTree.SessionTree): Array<string> => [
  ...new Set(SessionTree.entries(tree).map((e) => e.id as string))
]

const withFork = { replacing: true, revert: false }
const withEverything = { replacing: true, revert: true }

// ---------------------------------------------------------------------------------------------
// 1. Replay
// ---------------------------------------------------------------------------------------------

describe("replay", () => {
  it.prop(
    "a transition's state equals its old tree with the appended entries replayed",
    [Arb.steps(withEverything)],
    ([steps]) => {
      Arb.run(steps, {
        onApplied: ({ before, command, result }) => {
          if (Either.isLeft(result)) return
          const t = result.right
          if (command._tag === "Navigate") {
            // pi's /tree rule (flows §1.2 step 10): user and custom messages move to their parent
            const target = SessionTree.get(before.tree, command.targetId) as Entry.Entry
            const toParent = target.role === "user" || target.type === "custom_message"
            const here = command.targetId === SessionTree.leafId(before.tree)
            const expected = here ? command.targetId : toParent ? (target.parentId ?? null) : command.targetId
            const first = t.appended[0]
            if (here) expect(t.state).toBe(before)
            else if (first !== undefined) expect(first.parentId).toBe(expected)
            else expect(SessionTree.leafId(before.tree)).toBe(expected)
            if (!here && command.summary !== undefined) expect(first?.type).toBe("branch_summary")
          }
          if (command._tag === "Label") {
            expect(SessionTree.label(t.state.tree, command.targetId)).toBe(command.label ? command.label : undefined)
            expect(t.appended[0]?.parentId).toBe(SessionTree.leafId(before.tree))
          }
          const replayed = t.replaced
            ? SessionTree.fromEntries(t.appended)
            : SessionTree.applyEntries(before.tree, t.appended)
          expect(Arb.observe(replayed)).toEqual(Arb.observe(t.state.tree))
          expect(t.leafId).toBe(SessionTree.leafId(t.state.tree))
          if (!t.replaced && t.appended.length === 0) expect(t.state).toBe(before)
        }
      })
    },
    RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 2. Replay from the file
// ---------------------------------------------------------------------------------------------

describe("persistence", () => {
  // the index cache checks its files with zlib's CRC-32 where Node has it, and writes them so
  it.prop("the index's plain-code CRC-32 is zlib's, also continued piece by piece", [fc.uint8Array({ maxLength: 2048 }), fc.nat()], ([bytes, cut]) => {
    const whole = zlib.crc32(bytes)
    expect(IndexFile.crc32(bytes)).toBe(whole)
    const at = cut % (bytes.length + 1)
    expect(IndexFile.crc32(bytes.subarray(at), IndexFile.crc32(bytes.subarray(0, at)))).toBe(whole)
  })

  it.prop(
    "once flushed, reloading the file written by the effects gives the in-memory session",
    [Arb.steps(withFork)],
    ([steps]) => {
      const files = new Map<string, Array<string>>()
      Arb.run(steps, {
        onApplied: ({ result }) => {
          if (Either.isLeft(result)) return
          const t = result.right
          for (const effect of t.effects) {
            switch (effect._tag) {
              case "CreateFile":
                expect(files.has(effect.path)).toBe(false)
                files.set(effect.path, [...effect.lines])
                break
              case "AppendLines":
                expect(files.has(effect.path)).toBe(true)
                files.get(effect.path)?.push(...effect.lines)
                break
              case "ReplaceFile":
                files.set(effect.path, [...effect.lines])
                break
            }
          }
          const state = t.state
          if (state.file === undefined) {
            expect(state.flushed).toBe(false)
            return
          }
          expect(files.has(state.file)).toBe(state.flushed)
          // pi's persistence rule: a file exists exactly when the session holds a conversation
          expect(state.flushed).toBe(state.tree.hasConversation)
          if (!state.flushed) return
          const lines = files.get(state.file) as Array<string>
          expect(lines).toEqual(Session.fileLines(state))
          const loaded = SessionFile.fromText(lines.join("\n") + "\n", IdSource.fromSeed(0))
          expect(loaded.diagnostics).toEqual([])
          expect(loaded.migrated).toBe(false)
          expect(loaded.header?.text).toBe(state.header.text)
          expect(Arb.observe(loaded.tree)).toEqual(Arb.observe(state.tree))
          const leaf = SessionTree.leafId(state.tree)
          const context = Arb.plain(Either.getOrThrow(Context.build(state.tree, leaf)))
          expect(Arb.plain(Either.getOrThrow(Context.build(loaded.tree, SessionTree.leafId(loaded.tree))))).toEqual(context)
          // pi takes the last line as the leaf; a leaf marker there must not change the context (decision 4)
          expect(Arb.plain(Either.getOrThrow(Context.build(loaded.tree, loaded.tree.leaf)))).toEqual(context)
        }
      })
    },
    HEAVY_RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 3. Paths and children
// ---------------------------------------------------------------------------------------------

interface Shape {
  readonly id: string | undefined
  readonly label?: string
  readonly children: ReadonlyArray<Shape>
}

const shapeOf = (nodes: ReadonlyArray<SessionTree.TreeNode>): Array<Shape> =>
  nodes.map((node) => ({
    id: node.entry.id,
    ...(node.label === undefined ? {} : { label: node.label }),
    children: shapeOf(node.children)
  }))

/**
 * pi's `getTree` (algorithms §7.4) for files without duplicate ids or parent cycles: roots in
 * file order (null parent, self-parent or orphan), children sorted by time, stable.
 */
const piTree = (tree: SessionTree.SessionTree): Array<Shape> => {
  interface Draft {
    readonly id: string
    label?: string
    readonly children: Array<Draft>
    readonly time: number
  }
  const nodes = new Map<string, Draft>()
  for (const entry of SessionTree.entries(tree)) {
    const id = entry.id as string
    const label = SessionTree.label(tree, id)
    const node: Draft = { id, children: [], time: Date.parse(entry.timestamp as string) }
    if (label !== undefined) node.label = label
    nodes.set(id, node)
  }
  const roots: Array<Draft> = []
  for (const entry of SessionTree.entries(tree)) {
    const node = nodes.get(entry.id as string) as Draft
    const parent = entry.value.parentId
    if (parent === null || parent === entry.id || typeof parent !== "string" || !nodes.has(parent)) roots.push(node)
    else nodes.get(parent)?.children.push(node)
  }
  const strip = (node: Draft): Shape => ({
    id: node.id,
    ...(node.label === undefined ? {} : { label: node.label }),
    children: [...node.children].sort((a, b) => a.time - b.time).map(strip)
  })
  return roots.map(strip)
}

/** Fails with `message` unless `condition` holds (cheaper than `expect` in inner loops). */
const check = (condition: boolean, message: () => string): void => {
  if (!condition) throw new Error(message())
}

/** The path to `id` walked entry by entry, as pi walks it (no memo). */
const freshPath = (tree: SessionTree.SessionTree, id: string | null): ReadonlyArray<Entry.Entry> => {
  const out: Array<Entry.Entry> = []
  const seen = new Set<string>()
  let current = id ? SessionTree.get(tree, id) : undefined
  while (current !== undefined && !seen.has(current.id as string)) {
    seen.add(current.id as string)
    out.unshift(current)
    current = current.parentId ? SessionTree.get(tree, current.parentId) : undefined
  }
  return out
}

describe("paths", () => {
  it.prop(
    "every path runs from a root to its id through parent → child links, without repeats",
    [Arb.steps(withEverything)],
    ([steps]) => {
      const { states } = Arb.run(steps)
      for (const state of states) {
        const tree = state.tree
        for (const id of distinctIds(tree)) {
          const path = SessionTree.path(tree, id)
          const first = path[0]
          check(first !== undefined, () => `empty path for ${id}`)
          const top = (first as Entry.Entry).parentId
          check(top === null || top === undefined || !SessionTree.has(tree, top), () => `path of ${id} starts below ${top}`)
          check(new Set(idsOf(path)).size === path.length, () => `path of ${id} repeats an id`)
          check(path[path.length - 1]?.id === id, () => `path of ${id} ends at ${path[path.length - 1]?.id}`)
          for (let i = 1; i < path.length; i++) {
            const parent = (path[i - 1] as Entry.Entry).id
            check((path[i] as Entry.Entry).parentId === parent, () => `path of ${id}: ${path[i]?.id} is not a child of ${parent}`)
          }
          for (const child of SessionTree.children(tree, id)) {
            check(child.parentId === id, () => `children(${id}) holds ${child.id}`)
          }
          const parent = (SessionTree.get(tree, id) as Entry.Entry).parentId
          const siblings = idsOf(SessionTree.children(tree, parent ?? null))
          check(siblings.filter((s) => s === id).length === 1, () => `${id} is not once among the children of ${parent}`)
        }
        // what a turn reuses from the previous one (paths, projections) equals a walk from scratch
        const leafNow = SessionTree.leafId(tree)
        const fresh = freshPath(tree, leafNow)
        expect(idsOf(SessionTree.path(tree, leafNow))).toEqual(idsOf(fresh))
        expect(Context.projection(tree, leafNow)).toEqual(Context.projectPath(fresh))
        const branch = SessionTree.branch(tree)
        expect(branch[branch.length - 1]?.id ?? null).toBe(SessionTree.leafId(tree))
        expect(shapeOf(SessionTree.tree(tree))).toEqual(piTree(tree))
      }
    },
    RUNS
  )

  // apart from the test above, which walks every state: one test must not hold the worker for a minute
  it.prop(
    "the context as text, with stored messages copied as bytes, is the context, at every leaf",
    [Arb.steps(withEverything)],
    ([steps]) => {
      const { states } = Arb.run(steps)
      const tree = (states[states.length - 1] as Session.SessionState).tree
      for (const leaf of [null, ...distinctIds(tree)]) {
        expect(JSON.parse(Json.join(Context.encode(tree, leaf)))).toEqual(JSON.parse(JSON.stringify(Either.getOrThrow(Context.build(tree, leaf)))))
      }
    },
    RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 4. Append-only
// ---------------------------------------------------------------------------------------------

describe("append-only", () => {
  it.prop(
    "old entries stay a prefix, effects write exactly the appended lines, old states never change",
    [Arb.steps(withEverything)],
    ([steps]) => {
      const snapshots: Array<[Session.SessionState, unknown]> = []
      const snap = (state: Session.SessionState) =>
        snapshots.push([state, { tree: Arb.observe(state.tree), lines: Session.fileLines(state), flushed: state.flushed }])
      snap(Arb.initialState())
      const { states } = Arb.run(steps, {
        start: snapshots[0]?.[0] as Session.SessionState,
        onApplied: ({ before, result }) => {
          if (Either.isLeft(result)) return
          const t = result.right
          if (!t.replaced) {
            const oldEntries = SessionTree.entries(before.tree)
            const newEntries = SessionTree.entries(t.state.tree)
            expect(newEntries).toHaveLength(oldEntries.length + t.appended.length)
            oldEntries.forEach((entry, i) => expect(newEntries[i]).toBe(entry))
            t.appended.forEach((entry, i) => expect(newEntries[oldEntries.length + i]).toBe(entry))
            for (const entry of t.appended) expect(SessionTree.has(before.tree, entry.id as string)).toBe(false)
            expect(t.state.header).toBe(before.header)
            expect(t.state.file).toBe(before.file)
            const file = before.file
            if (t.appended.length === 0 || file === undefined) {
              expect(t.effects).toEqual([])
            } else if (before.flushed) {
              expect(t.effects).toEqual([Session.FileEffect.AppendLines({ path: file, lines: t.appended.map((e) => e.text) })])
            } else if (t.state.flushed) {
              expect(t.effects).toEqual([Session.FileEffect.CreateFile({ path: file, lines: Session.fileLines(t.state) })])
            } else {
              expect(t.effects).toEqual([])
            }
            expect(t.state.flushed).toBe(before.flushed || (file !== undefined && t.state.tree.hasConversation))
          } else {
            const file = t.state.file
            expect(t.effects).toEqual(
              file !== undefined && t.state.flushed
                ? [Session.FileEffect.CreateFile({ path: file, lines: Session.fileLines(t.state) })]
                : []
            )
          }
          for (const entry of t.appended) expect(JSON.stringify(entry.value)).toBe(entry.text)
          snap(t.state)
        }
      })
      expect(snapshots).toHaveLength(states.length)
      for (const [state, snapshot] of snapshots) {
        expect({ tree: Arb.observe(state.tree), lines: Session.fileLines(state), flushed: state.flushed }).toEqual(snapshot)
      }
    },
    HEAVY_RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 5. Fork and clone
// ---------------------------------------------------------------------------------------------

/** The `firstKeptEntryId` a compaction copy should carry (spec algorithms §10.4 step 3.3). */
const expectedFirstKept = (path: ReadonlyArray<Entry.Entry>, index: number): Json.Json | undefined => {
  const compaction = path[index] as Entry.Entry
  const firstKept = compaction.value.firstKeptEntryId
  if (firstKept === compaction.id) return firstKept
  const at = path.findIndex((e, i) => i < index && e.id === firstKept)
  if (at < 0 || path[at]?.type !== "label") return firstKept
  return path.slice(at).find((e) => e.type !== "label")?.id
}

describe("fork and clone", () => {
  it.prop(
    "the new session is one chain holding the source path without labels, and has its context",
    [Arb.steps(withEverything)],
    ([steps]) => {
      Arb.run(steps, {
        onApplied: ({ before, command, result }) => {
          if (command._tag !== "Fork" && command._tag !== "Clone") return
          const source = before.tree
          const sessionId = command.sessionId
          const validId = SessionFile.SESSION_ID_PATTERN.test(sessionId)
          const target = command._tag === "Fork" ? SessionTree.get(source, command.entryId) : undefined
          const position = command._tag === "Fork" ? command.position : "at"
          const forkPoint: string | null = command._tag === "Clone"
            ? SessionTree.leafId(source)
            : position === "at"
            ? command.entryId
            : (target?.parentId ?? null)
          // When a fork must succeed
          const entryOk = command._tag === "Clone"
            ? forkPoint !== null
            : target !== undefined && (position === "at" || (target.type === "message" && target.role === "user"))
          const saved = forkPoint === null || before.file === undefined || before.flushed
          expect(Either.isRight(result)).toBe(entryOk && validId && saved)
          if (Either.isLeft(result)) return
          const t = result.right
          expect(t.replaced).toBe(true)
          const tree = t.state.tree
          const entries = SessionTree.entries(tree)
          // one chain
          entries.forEach((entry, i) => {
            const parent = i === 0 ? null : (entries[i - 1] as Entry.Entry).id
            expect(entry.parentId).toBe(parent)
            expect(entry.value.parentId).toBe(parent)
          })
          expect(SessionTree.count(tree)).toBe(entries.length)
          // the source path without labels, byte for byte except parentId (and remapped firstKept)
          const path = SessionTree.path(source, forkPoint)
          const kept = path.map((e, i) => [e, i] as const).filter(([e]) => e.type !== "label")
          expect(idsOf(entries.slice(0, kept.length))).toEqual(kept.map(([e]) => e.id))
          kept.forEach(([original, i], k) => {
            const copy = entries[k] as Entry.Entry
            const restored: Record<string, Json.Json | undefined> = { ...copy.value, parentId: original.value.parentId }
            if (original.type === "compaction") {
              expect(copy.value.firstKeptEntryId).toBe(expectedFirstKept(path, i))
              restored.firstKeptEntryId = original.value.firstKeptEntryId
            }
            expect(JSON.stringify(restored)).toBe(original.text)
          })
          // labels on kept entries are re-created, in label order, with their original times
          const keptIds = new Set(kept.map(([e]) => e.id as string))
          const expectedLabels = SessionTree.labels(source)
            .filter(([id]) => keptIds.has(id))
            .map(([id, info]) => [id, info.label, info.timestamp])
          const fresh = entries.slice(kept.length)
          expect(fresh.every((e) => e.type === "label")).toBe(true)
          expect(fresh.map((e) => [e.targetId, e.label, e.timestamp])).toEqual(expectedLabels)
          expect(SessionTree.labels(tree).map(([id, info]) => [id, info.label])).toEqual(
            expectedLabels.map(([id, label]) => [id, label])
          )
          // same context as the source at the fork point
          expect(Arb.plain(Either.getOrThrow(Context.build(tree, SessionTree.leafId(tree))))).toEqual(
            Arb.plain(Either.getOrThrow(Context.build(source, forkPoint)))
          )
          const keptLast = kept[kept.length - 1]?.[0]
          if (keptLast !== undefined && !keptLast.isLeafMarker) {
            expect(Arb.plain(Either.getOrThrow(Context.build(tree, keptLast.id as string)))).toEqual(
              Arb.plain(Either.getOrThrow(Context.build(source, forkPoint)))
            )
          }
          // the header
          const header = t.state.header
          expect(header.id).toBe(sessionId)
          expect(header.cwd).toBe("/w")
          expect(header.parentSession).toBe(before.file)
          expect(t.state.flushed).toBe(t.state.file !== undefined && tree.hasConversation)
          if (command._tag === "Fork" && position === "before") expect(t.selectedText).toBeTypeOf("string")
        }
      })
    },
    RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 6. Context edits are local
// ---------------------------------------------------------------------------------------------

const validReplacement: fc.Arbitrary<Json.JsonObject | null> = Arb.replacement.filter(
  (r): r is Json.JsonObject | null =>
    r === null || (typeof r === "object" && !Array.isArray(r) && ("content" in r) && (typeof r.content === "string" || Array.isArray(r.content)))
)

const EDITABLE_ROLES = new Set(["user", "assistant", "toolResult", "custom"])

/** What an entry contributes once `replacement` edits it (spec algorithms §8.4). */
const editedMessages = (entry: Entry.Entry, replacement: Json.JsonObject | null): ReadonlyArray<Json.JsonObject> => {
  const messages = Context.entryMessages(entry)
  if (replacement === null) return []
  const content = replacement.content as Json.Json
  return messages.map((m) =>
    typeof m.role === "string" && EDITABLE_ROLES.has(m.role)
      ? {
        ...m,
        content: (m.role === "assistant" || m.role === "toolResult") && typeof content === "string" ? [{ type: "text", text: content }] : content
      }
      : m
  )
}

describe("context edits", () => {
  it.prop(
    "an edit changes only its target's messages, and only below the edit",
    [
      Arb.steps({ replacing: false, revert: false }, 30),
      fc.nat(),
      validReplacement,
      Arb.steps({ replacing: false, revert: false }, 15)
    ],
    ([prefix, index, replacement, more]) => {
      const { final: state } = Arb.run(prefix)
      const editable = SessionTree.branch(state.tree).filter(Arb.isEditable)
      if (editable.length === 0) return
      const target = editable[index % editable.length] as Entry.Entry
      const targetId = target.id as string
      const editTime = Arb.START + 1_000_000_000
      const result = Session.apply(
        state,
        Session.Command.ContextEdit({
          timestamp: new Date(editTime).toISOString(),
          ids: IdSource.fromSeed(987654),
          targetId,
          replacement
        })
      )
      if (Either.isLeft(result)) throw new Error(`edit of ${targetId} failed: ${String(result.left)}`)
      const t = result.right
      expect(t.appended).toHaveLength(1)
      const edit = t.appended[0] as Entry.Entry
      const editId = edit.id as string
      // stored as pi stores it: string content normalized to a text block for assistant and tool results
      const normalize = replacement !== null && (target.role === "assistant" || target.role === "toolResult") && typeof replacement.content === "string"
      expect(edit.value.replacement).toEqual(normalize ? { content: [{ type: "text", text: replacement.content }] } : replacement)
      expect(edit.value.targetId).toBe(targetId)

      // at the new leaf: the old projection plus the edit, with the target's messages replaced
      const before = view(Context.projection(state.tree, SessionTree.leafId(state.tree)))
      const after = view(Context.projection(t.state.tree, SessionTree.leafId(t.state.tree)))
      expect(SessionTree.leafId(t.state.tree)).toBe(editId)
      expect(after.entries.map(([id]) => id)).toEqual([...before.entries.map(([id]) => id), editId])
      expect(after.entries[after.entries.length - 1]?.[1]).toEqual([])
      before.entries.forEach(([id, messages], i) => {
        const expected = id === targetId ? Arb.plain(editedMessages(target, replacement)) : messages
        expect(after.entries[i]?.[1]).toEqual(expected)
      })
      expect([after.thinkingLevel, after.model]).toEqual([before.thinkingLevel, before.model])
      // at every existing entry: unchanged
      for (const id of distinctIds(state.tree)) {
        expect(view(Context.projection(t.state.tree, id))).toEqual(view(Context.projection(state.tree, id)))
      }

      // grow more branches (navigation included), then compare with the edit neutralized
      const { final } = Arb.run(more, { start: t.state, startTime: editTime + 1 })
      const tree = final.tree
      const base = { id: editId, parentId: edit.parentId ?? null, timestamp: edit.timestamp as string }
      const rawEdit = Entry.contextEdit(base, targetId, replacement)
      const neutral = Entry.custom(base, "neutral")
      const withoutEdit = SessionTree.fromEntries(
        SessionTree.entries(tree).filter((e) => !SessionTree.path(tree, e.id as string).some((p) => p.id === editId))
      )
      for (const id of distinctIds(tree)) {
        const path = SessionTree.path(tree, id)
        const at = path.findIndex((e) => e.id === editId)
        if (at < 0) {
          expect(view(Context.projection(tree, id))).toEqual(view(Context.projection(withoutEdit, id)))
          continue
        }
        const edited = view(Context.projectPath(path))
        const plainPath = view(Context.projectPath(path.map((e, i) => (i === at ? neutral : e))))
        // a hand-written edit holding the caller's raw replacement means the same
        expect(view(Context.projectPath(path.map((e, i) => (i === at ? rawEdit : e))))).toEqual(edited)
        expect(edited.entries.map(([id]) => id)).toEqual(plainPath.entries.map(([id]) => id))
        const overridden = path.some((e, i) => i > at && e.type === "context_edit" && e.value.targetId === targetId)
        edited.entries.forEach(([entryId, messages], i) => {
          if (entryId !== targetId) expect(messages).toEqual(plainPath.entries[i]?.[1])
          else if (!overridden) expect(messages).toEqual(Arb.plain(editedMessages(target, replacement)))
        })
        expect([edited.thinkingLevel, edited.model]).toEqual([plainPath.thinkingLevel, plainPath.model])
      }
    },
    HEAVY_RUNS
  )
})

// ---------------------------------------------------------------------------------------------
// 7. Encode after decode
// ---------------------------------------------------------------------------------------------

describe("encode after decode", () => {
  const cases = Corpus.cases()

  it("every corpus line loads to an entry whose text and encoded value are the line", () => {
    let checked = 0
    for (const testCase of cases) {
      const lines = testCase.text.split("\n")
      if (lines[lines.length - 1] === "") lines.pop()
      const loaded = SessionFile.fromText(testCase.text, IdSource.fromSeed(0))
      expect(loaded.header?.text).toBe(lines[0])
      expect(JSON.stringify(loaded.header?.value)).toBe(lines[0])
      const entries = SessionTree.entries(loaded.tree)
      expect(entries.map((e) => e.text)).toEqual(lines.slice(1))
      entries.forEach((entry, i) => {
        expect(entry.line).toBe(i + 2)
        expect(JSON.stringify(entry.value)).toBe(entry.text)
        checked++
      })
    }
    expect(checked).toBeGreaterThan(100)
  })

  const corpusEntries = cases.flatMap((c) => SessionTree.entries(SessionFile.fromText(c.text, IdSource.fromSeed(0)).tree))

  it.prop(
    "re-parenting a corpus entry changes only the parentId value, in place",
    [fc.nat({ max: corpusEntries.length - 1 }), fc.option(fc.constantFrom("aaaaaaaa", "x"), { nil: null })],
    ([index, parentId]) => {
      const entry = corpusEntries[index] as Entry.Entry
      expect(Entry.Entry.fromValue(entry.value).text).toBe(entry.text)
      const moved = entry.withParent(parentId)
      expect(moved.parentId).toBe(parentId)
      expect(Object.keys(moved.value)).toEqual(Object.keys(entry.value))
      expect(JSON.stringify({ ...moved.value, parentId: entry.value.parentId })).toBe(entry.text)
      expect(entry.withParent(entry.parentId as string | null).text).toBe(entry.text)
    },
    { fastCheck: { numRuns: 200 } }
  )
})

// ---------------------------------------------------------------------------------------------
// 8. Loading arbitrary input
// ---------------------------------------------------------------------------------------------

/** Runs every query on a loaded tree; returns the flattened tree view. */
const queryEverything = (tree: SessionTree.SessionTree): Array<string | undefined> => {
  const ids = distinctIds(tree)
  const roots = SessionTree.tree(tree)
  for (const id of [null, ...ids]) {
    const path = SessionTree.path(tree, id)
    expect(path.length).toBeLessThanOrEqual(ids.length)
    expect(new Set(idsOf(path)).size).toBe(path.length)
    const context = Either.getOrThrow(Context.build(tree, id))
    Context.toProviderMessages(context.messages)
    Context.systemCheckpoint(context.messages)
    Context.contextEntries(path)
    const children = SessionTree.children(tree, id)
    check(new Set(idsOf(children)).size === children.length, () => `children(${id}) repeats an id`)
    for (const child of children) check(child.parentId === id, () => `children(${id}) holds ${child.id}`)
    SessionTree.label(tree, id ?? "")
    SessionTree.resolvePosition(tree, id)
  }
  SessionTree.labels(tree)
  SessionTree.sessionName(tree)
  SessionTree.leafEntry(tree)
  SessionTree.branch(tree)
  SessionFile.structure(tree)
  Either.getOrThrow(Context.build(tree, SessionTree.leafId(tree)))
  return Arb.flattenTree(roots)
}

describe("listing arbitrary input", () => {
  it.prop("a time is written as toISOString writes it", [
    fc.oneof(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer({ min: 0, max: 253_402_300_800_000 + 1000 }), fc.double())
  ], ([ms]) => {
    expect(Json.isoTime(ms)).toBe(Number.isNaN(new Date(ms).getTime()) ? null : new Date(ms).toISOString())
  }, { fastCheck: { numRuns: 2000 } })

  it.prop("a string is quoted as JSON.stringify quotes it", [
    fc.oneof(
      fc.string(),
      fc.fullUnicodeString(),
      fc.string({ unit: "binary" }),
      fc.array(fc.constantFrom("a", "\"", "\\", "\n", "\u0000", "\u001f", " ", "\u007f", "\u2028", "\ud800", "\udfff", "\u{1f600}", "é")).map((parts) =>
        parts.join("")
      )
    )
  ], ([text]) => {
    expect(Json.quote(text)).toBe(JSON.stringify(text))
  }, { fastCheck: { numRuns: 3000 } })

  // pieces that lowercase to ASCII (A-Z, the Kelvin sign, U+0130), other cased letters, multi-byte text
  const piece = fc.constantFrom(
    "a",
    "W",
    "k",
    "K",
    "\u212a",
    "\u0130",
    "i",
    "\u0307",
    "\u00e9",
    "\u00c9",
    "\u00df",
    "\u03a3",
    " ",
    "Sock",
    "SOCK",
    "wEb",
    "\u{1f600}"
  )
  const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""))
  it.prop("a search of a session's text in its bytes finds what toLowerCase().includes finds, or leaves it to that", [text, text], ([haystack, query]) => {
    const bytes = new TextEncoder().encode(haystack)
    // a longer buffer than the text: nothing past its length is searched
    const padded = new Uint8Array(bytes.length + 8).fill(0x61)
    padded.set(bytes)
    const needle = query.toLowerCase()
    const found = SessionInfo.bytesContain(padded, bytes.length, needle)
    if (found !== undefined) expect(found).toBe(haystack.toLowerCase().includes(needle))
    // the bytes always tell for an ASCII needle in a text without the two odd characters
    const plain = !/[^\x00-\x7f]/.test(needle) && !haystack.includes("\u212a") && !haystack.includes("\u0130")
    expect(found === undefined).toBe(!plain)
  }, { fastCheck: { numRuns: 1000 } })

  // a content array as raw JSON: blocks with repeated, escaped or odd keys and values, spacing
  const rawString = fc.oneof(
    fc.string().map((t) => JSON.stringify(t)),
    fc.fullUnicodeString().map((t) => JSON.stringify(t)),
    fc.constantFrom("\"text\"", "\"te\\u0078t\"", "\"a\\\"b\"", "\"\\\\\"", "\"tool\\nCall\"", "\"\\ud800\"")
  )
  const rawValue = fc.oneof(rawString, fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)))
  const rawKey = fc.oneof(fc.constantFrom("\"type\"", "\"text\"", "\"t\\u0079pe\"", "\"arguments\""), fc.string().map((k) => JSON.stringify(k)))
  const space = fc.constantFrom("", " ", "\n  ", "\t")
  const block = fc.oneof(
    fc.array(fc.tuple(rawKey, rawValue, space), { maxLength: 5 }).map((pairs) => `{${pairs.map(([k, v, w]) => `${w}${k}${w}:${w}${v}${w}`).join(",")}}`),
    fc.tuple(rawString, space).map(([t, w]) => `{"type":"text",${w}"text":${t}}`),
    rawValue
  )
  const contentArray = fc.tuple(fc.array(fc.tuple(block, space), { maxLength: 6 }), space).map(
    ([blocks, w]) => `${w}[${blocks.map(([b, s]) => `${s}${b}${s}`).join(",")}${w}]`
  )
  it.prop("a content array's text read from its bytes is what a parse gives", [contentArray, fc.nat(8)], ([json, pad]) => {
    const bytes = new TextEncoder().encode(json)
    // within a larger buffer, as a line's field is
    const within = Buffer.alloc(bytes.length + 2 * pad, 0x22)
    within.set(bytes, pad)
    const parsed = Json.contentText(JSON.parse(new TextDecoder().decode(bytes)), " ")
    expect(Scanner.contentText(within, pad, pad + bytes.length, " ")).toBe(parsed)
    // and stepping over arrays that cannot hold a text block
    const contains: Scanner.Contains = (b, from, to, needle) => Buffer.from(b.buffer, b.byteOffset + from, to - from).includes(needle)
    expect(Scanner.contentText(within, pad, pad + bytes.length, " ", contains)).toBe(parsed)
  }, { fastCheck: { numRuns: 2000 } })

  it("a text block spelt with escapes only is still read", () => {
    const contains: Scanner.Contains = (b, from, to, needle) => Buffer.from(b.buffer, b.byteOffset + from, to - from).includes(needle)
    for (
      const json of [String.raw`[{"type":"te\u0078t","t\u0065xt":"hello"}]`, String.raw`[{"t\u0079pe":"\u0074ext","\u0074ext":"a\nb"},{"type":"toolCall"}]`]
    ) {
      const bytes = Buffer.from(json)
      const parsed = Json.contentText(JSON.parse(json), " ")
      expect(parsed).not.toBe("")
      expect(Scanner.contentText(bytes, 0, bytes.length, " ", contains)).toBe(parsed)
    }
  })

  it.prop(
    "the listing scan over bytes gives what the line-by-line text scan gives",
    [fc.oneof(Arb.anyInput, Arb.damagedFile, Arb.distinctIdFile)],
    ([text]) => {
      const mtime = new Date(1_000)
      const bytes = new TextEncoder().encode(text)
      expect(SessionInfo.summarizeBytes(bytes, "/f.jsonl", mtime)).toEqual(SessionInfo.summarizeText(text, "/f.jsonl", mtime))
      // and carried over an append: the scan of a prefix, continued, is the scan of the whole
      const cut = text.lastIndexOf("\n", Math.floor(text.length / 2))
      if (cut > 0 && !SessionInfo.hasLoneCr(bytes, 0, bytes.length)) {
        const head = new TextEncoder().encode(text.slice(0, cut + 1))
        const first = new SessionInfo.Summary()
        first.scan(Scanner.make(), head, 0, head.length, false, true)
        const resumed = SessionInfo.Summary.from(first.state)
        const tail = new TextEncoder().encode(text.slice(cut + 1))
        resumed.scan(Scanner.make(), tail, 0, tail.length, true, false)
        expect(resumed.info("/f.jsonl", mtime)).toEqual(SessionInfo.summarizeText(text, "/f.jsonl", mtime))
      }
    },
    { fastCheck: { numRuns: 300 } }
  )

  it("agrees on every corpus file", () => {
    for (const testCase of Corpus.cases()) {
      const mtime = new Date(1_000)
      expect(SessionInfo.summarize(testCase.text, "/f.jsonl", mtime)).toEqual(SessionInfo.summarizeText(testCase.text, "/f.jsonl", mtime))
    }
  })
})

describe("loading arbitrary input", () => {
  // the reader records where a message entry's stored `message` is when a context passes it
  // through as it is; checked here against JSON.parse of the line, not the scanner
  const messageValue = fc.oneof(
    fc.constantFrom("\"text\"", "null", "[1]", "3"),
    fc
      .record({
        role: fc.option(fc.constantFrom("\"system\"", "\"user\"", "\"assistant\"", "\"toolResult\"", "\"bashExecution\"", "\"custom\"", "null", "7"), {
          nil: undefined
        }),
        content: fc.option(fc.constantFrom("\"hi\"", "null", "[{\"type\":\"text\",\"text\":\"a\"}]", "[]", "{}"), { nil: undefined }),
        extra: fc.constantFrom("", ",\"timestamp\":1", ",\"content\":null", ",\"role\":\"user\"", " , \"x\" : { \"content\" : 1 } ")
      })
      .map(({ content, extra, role }) =>
        `{${[role === undefined ? "" : `"role":${role}`, content === undefined ? "" : `"content":${content}`].filter((f) => f !== "").join(",")}${extra}}`
      )
  )
  const messageLine = fc
    .record({
      first: messageValue,
      second: fc.option(messageValue, { nil: undefined }),
      key: fc.constantFrom("\"message\"", "\"mess\\u0061ge\""),
      space: fc.constantFrom("", " ", "\t")
    })
    .map(({ first, key, second, space }) =>
      `{"type":"message","id":"ID","parentId":null,${key}:${space}${first}${second === undefined ? "" : `,"message":${second}`}}`
    )

  it.prop(
    "a message entry's stored bytes, as the reader records them, are its message when a context passes it through",
    [fc.array(messageLine, { minLength: 1, maxLength: 12 })],
    ([lines]) => {
      const text = `${
        [
          JSON.stringify({ type: "session", version: 3, id: "s", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" }),
          ...lines.map((l, i) => l.replace("\"id\":\"ID\"", `"id":"m${i}"`))
        ].join("\n")
      }\n`
      const tree = SessionFile.fromText(text, IdSource.fromSeed(0)).tree
      const decoder = new TextDecoder()
      for (let p = 0; p < tree.length; p++) {
        const line = JSON.parse(SessionTree.entries(tree)[p]?.text as string) as Json.JsonObject
        const message = line.message
        const rule = Json.isObject(message) && (message.content === null || message.content === undefined) &&
          ["system", "user", "assistant", "toolResult"].includes(message.role as string)
        const stored = SessionTree.storedMessageAt(tree, p)
        if (!Json.isObject(message) || rule) expect(stored).toBeUndefined()
        else expect(JSON.parse(decoder.decode(stored))).toEqual(message)
      }
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "a context's batches, its stored messages copied in by position, are its JSON text at any batch size, kept or written at once",
    [fc.array(messageLine, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 400 }), fc.boolean()],
    ([lines, size, fresh]) => {
      const text = `${
        [
          JSON.stringify({ type: "session", version: 3, id: "s", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" }),
          ...lines.map((l, i) =>
            l.replace("\"id\":\"ID\"", `"id":"m${i}"`).replace("\"parentId\":null", i === 0 ? "\"parentId\":null" : `"parentId":"m${i - 1}"`)
          )
        ].join("\n")
      }\n`
      const tree = SessionFile.fromText(text, IdSource.fromSeed(0)).tree
      const leaf = SessionTree.leafId(tree)
      const spans: Json.Spans = {
        size: (p) => SessionTree.storedMessageSize(tree, p),
        copy: (p, into, at) => into.set(SessionTree.storedMessageAt(tree, p) as Uint8Array, at)
      }
      const pieces = [...Context.encodeStored(tree, leaf)]
      const longest = Math.max(
        0,
        ...pieces.map((p) => (typeof p === "number" ? spans.size(p) : typeof p === "string" ? new TextEncoder().encode(p).length : p.length))
      )
      const batches: Array<Uint8Array> = []
      // kept as they come: a reused buffer must be copied before the next is asked for
      for (const batch of Json.batches(pieces, size, spans, fresh)) {
        expect(batch.length).toBeGreaterThan(0)
        expect(batch.length <= size || batch.length <= longest).toBe(true)
        batches.push(fresh ? batch : batch.slice())
      }
      expect(Json.join(batches)).toBe(Json.join(Context.encode(tree, leaf)))
      expect(JSON.parse(Json.join(batches))).toEqual(JSON.parse(JSON.stringify(Either.getOrThrow(Context.build(tree, leaf)))))
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "a read that made room for any number of entries up front reads the same tree and the same ids, given back or not",
    [fc.oneof(Arb.damagedFile, Arb.distinctIdFile, Arb.anyInput), fc.integer({ min: 0, max: 5000 })],
    ([text, expected]) => {
      const bytes = new TextEncoder().encode(text)
      const read = (room: number | undefined) => {
        const reader = new SessionFile.Reader({ source: ByteSource.fromBytes(bytes), ids: IdSource.fromSeed(0), expected: room })
        reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
        return reader.finish()
      }
      const plain = read(undefined)
      const roomy = read(expected)
      // and given back (as the store does with a tree it keeps), for every other case
      if (expected % 2 === 1) SessionTree.fit(roomy.tree)
      expect(SessionTree.structure(roomy.tree)).toEqual(SessionTree.structure(plain.tree))
      const shownOf = (tree: SessionTree.SessionTree) => SessionTree.entries(tree).map((e) => [e.text, e.line, e.millis, e.type, e.role, e.customType])
      expect(shownOf(roomy.tree)).toEqual(shownOf(plain.tree))
      expect(roomy.diagnostics).toEqual(plain.diagnostics)
      const ids = (tree: SessionTree.SessionTree) => Array.from({ length: tree.columns.ids.count }, (_, n) => tree.columns.ids.string(n))
      expect(ids(roomy.tree)).toEqual(ids(plain.tree))
      for (const id of ids(plain.tree)) expect(roomy.tree.columns.ids.find(id)).toBe(plain.tree.columns.ids.find(id))
      // and either grows on alike
      const more = SessionTree.entries(SessionFile.fromText(text, IdSource.fromSeed(1)).tree).slice(0, 40)
      const grown = (tree: SessionTree.SessionTree) => SessionTree.applyEntries(tree, more)
      expect(SessionTree.structure(grown(roomy.tree))).toEqual(SessionTree.structure(grown(plain.tree)))
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "the links' findings of a tree that grew, walked only past what was walked before, equal a fresh walk",
    [fc.oneof(Arb.damagedFile, Arb.distinctIdFile), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 })],
    ([text, cuts]) => {
      const entries = SessionTree.entries(SessionFile.fromText(text, IdSource.fromSeed(0)).tree)
      const at = [...new Set(cuts.map((c) => Math.floor(c * entries.length)))].sort((a, b) => a - b)
      // grown in steps on the same columns, each step's findings asked for (and so remembered)
      let tree = SessionTree.empty
      let from = 0
      for (const cut of [...at, entries.length]) {
        tree = SessionTree.applyEntries(tree, entries.slice(from, cut))
        from = cut
        expect(SessionTree.structure(tree)).toEqual(SessionTree.structure(SessionTree.fromEntries(entries.slice(0, cut))))
      }
    },
    { fastCheck: { numRuns: 500 } }
  )

  it.prop(
    "never throws, and the tree view shows every entry id exactly once",
    [Arb.anyInput],
    ([text]) => {
      const loaded = SessionFile.fromText(text, IdSource.fromSeed(0))
      const shown = queryEverything(loaded.tree)
      expect([...shown].sort()).toEqual(distinctIds(loaded.tree).sort())
      if (loaded.header === undefined) expect(SessionTree.count(loaded.tree)).toBe(0)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "agrees with pi's index rules on damaged files: leaf, count, labels, name, tree, paths",
    [fc.oneof(Arb.damagedFile, Arb.distinctIdFile)],
    ([text]) => {
      const loaded = SessionFile.fromText(text, IdSource.fromSeed(0))
      const tree = loaded.tree
      const entries = SessionTree.entries(tree)
      // pi's index (algorithms §5), over the entries Arbor indexes (string ids, file order)
      const byId = new Map<string, Entry.Entry>()
      const labels = new Map<string, Json.Json>()
      let comparableLabels = true
      for (const entry of entries) {
        byId.set(entry.id as string, entry)
        const v = entry.value
        if (v.type !== "label") continue
        if (typeof v.targetId !== "string" || (v.label !== undefined && typeof v.label !== "string")) comparableLabels = false
        else if (v.label) labels.set(v.targetId, v.label)
        else labels.delete(v.targetId)
      }
      expect(tree.leaf).toBe(entries[entries.length - 1]?.id ?? null)
      expect(SessionTree.count(tree)).toBe(byId.size)
      if (comparableLabels) {
        expect(SessionTree.labels(tree).map(([id, info]) => [id, info.label])).toEqual([...labels])
      }
      // §7.5: the last session_info decides
      const lastInfo = [...entries].reverse().find((e) => e.type === "session_info")
      const rawName = lastInfo?.value.name
      if (rawName === undefined || typeof rawName === "string") {
        expect(SessionTree.sessionName(tree)).toBe(rawName?.trim() || undefined)
      }
      // §7.4, where pi's answer is defined: no duplicates, no cycles, parseable times
      const clean = byId.size === entries.length &&
        !loaded.diagnostics.some((d) => d.code === "cycle") &&
        entries.every((e) => typeof e.timestamp === "string" && !Number.isNaN(Date.parse(e.timestamp)))
      if (clean) expect(shapeOf(SessionTree.tree(tree))).toEqual(piTree(tree))
      for (const id of byId.keys()) {
        // §7.3, with the walk cut where it would repeat an id
        const expected: Array<string> = []
        let current = id ? byId.get(id) : undefined
        while (current !== undefined && !expected.includes(current.id as string)) {
          expected.unshift(current.id as string)
          const parent = current.value.parentId
          current = typeof parent === "string" && parent ? byId.get(parent) : undefined
        }
        expect(idsOf(SessionTree.path(tree, id))).toEqual(expected)
        expect(JSON.parse(Json.join(Context.encode(tree, id)))).toEqual(JSON.parse(JSON.stringify(Either.getOrThrow(Context.build(tree, id)))))
      }
    },
    { fastCheck: { numRuns: 200 } }
  )

  it.prop(
    "children follow pi's getChildren on damaged files (algorithms §7.2)",
    [fc.oneof(Arb.damagedFile, Arb.distinctIdFile)],
    ([text]) => {
      const tree = SessionFile.fromText(text, IdSource.fromSeed(0)).tree
      const byId = new Map<string, Entry.Entry>()
      for (const entry of SessionTree.entries(tree)) byId.set(entry.id as string, entry)
      // pi keeps a re-parented duplicate id at its first position; Arbor at its latest (a
      // reported hazard), so with duplicates only the members are compared
      const duplicates = byId.size !== SessionTree.entries(tree).length
      const order = (ids: Array<string | undefined>) => (duplicates ? [...ids].sort() : ids)
      for (const parentId of [null, ...byId.keys()]) {
        // byId values in map order, parentId strictly equal
        const expected = [...byId.values()].filter((e) => e.value.parentId === parentId).map((e) => e.id)
        expect(order(idsOf(SessionTree.children(tree, parentId))), `children(${parentId})`).toEqual(order(expected))
      }
    },
    { fastCheck: { numRuns: 200 } }
  )

  it.prop(
    "commands on a damaged session never throw, and forks of it are still one chain",
    [Arb.damagedFile, fc.array(fc.nat(), { minLength: 1, maxLength: 6 })],
    ([text, picks]) => {
      const loaded = SessionFile.fromText(text, IdSource.fromSeed(0))
      if (loaded.header === undefined) return
      const state = Session.fromLoaded(loaded.header, loaded, "/w/damaged.jsonl")
      const ids = distinctIds(loaded.tree)
      if (ids.length === 0) return
      picks.forEach((p, i) => {
        const id = ids[p % ids.length] as string
        const stamp = { timestamp: new Date(Arb.START + 5000 + i).toISOString(), ids: IdSource.fromSeed(i) }
        const commands = [
          Session.Command.Navigate({ ...stamp, targetId: id }),
          Session.Command.Navigate({ ...stamp, targetId: id, summary: { summary: "s" }, label: "L" }),
          Session.Command.Label({ ...stamp, targetId: id, label: "x" }),
          Session.Command.ContextEdit({ ...stamp, targetId: id, replacement: { content: "edited" } }),
          Session.Command.Compaction({ ...stamp, summary: "c", firstKeptEntryId: id, tokensBefore: 1 }),
          Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: "hi", timestamp: 1 } }),
          Session.Command.Fork({ ...stamp, entryId: id, position: "at", sessionId: `f${i}` }),
          Session.Command.Fork({ ...stamp, entryId: id, position: "before", sessionId: `g${i}` }),
          Session.Command.Clone({ ...stamp, sessionId: `c${i}` })
        ]
        for (const command of commands) {
          const result = Session.apply(state, command)
          if (Either.isLeft(result)) continue
          const t = result.right
          queryEverything(t.state.tree)
          if (!t.replaced) {
            expect(Arb.observe(SessionTree.applyEntries(state.tree, t.appended))).toEqual(Arb.observe(t.state.tree))
            expect(t.leafId).toBe(SessionTree.leafId(t.state.tree))
          } else {
            const entries = SessionTree.entries(t.state.tree)
            entries.forEach((entry, k) => expect(entry.parentId).toBe(k === 0 ? null : entries[k - 1]?.id))
          }
        }
      })
    },
    { fastCheck: { numRuns: 100 } }
  )

  /** A chain of `n` alternating user and assistant messages, header first. */
  const chainLines = (n: number): Array<string> => {
    const lines = [JSON.stringify({ type: "session", version: 3, id: "deep", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" })]
    for (let i = 0; i < n; i++) {
      const message = i % 2 === 0
        ? { role: "user", content: `u${i}`, timestamp: i }
        : { role: "assistant", content: [{ type: "text", text: `a${i}` }], provider: "p", model: "m", timestamp: i }
      lines.push(
        JSON.stringify({
          type: "message",
          id: `e${i}`,
          parentId: i === 0 ? null : `e${i - 1}`,
          timestamp: new Date(Arb.START + i).toISOString(),
          message
        })
      )
    }
    return lines
  }

  it("a 200,000-deep chain loads and answers without deep recursion", () => {
    const n = 200_000
    const loaded = SessionFile.fromText(chainLines(n).join("\n") + "\n", IdSource.fromSeed(0))
    expect(loaded.diagnostics).toEqual([])
    const tree = loaded.tree
    expect(SessionTree.count(tree)).toBe(n)
    expect(SessionTree.leafId(tree)).toBe(`e${n - 1}`)
    const path = SessionTree.path(tree, `e${n - 1}`)
    expect(path).toHaveLength(n)
    expect(path[0]?.id).toBe("e0")
    const roots = SessionTree.tree(tree)
    expect(roots).toHaveLength(1)
    expect(Arb.flattenTree(roots)).toHaveLength(n)
    const context = Either.getOrThrow(Context.build(tree, `e${n - 1}`))
    expect(context.messages).toHaveLength(n)
    expect(context.messages[n - 1]).toEqual({ role: "assistant", content: [{ type: "text", text: `a${n - 1}` }], provider: "p", model: "m", timestamp: n - 1 })
    expect(context.model).toEqual({ provider: "p", modelId: "m" })
  })

  it("a 20,000-long parent cycle loads, is reported, and every walk ends", () => {
    const n = 20_000
    const lines = chainLines(n)
    lines[1] = (lines[1] as string).replace("\"parentId\":null", `"parentId":"e${n - 1}"`)
    const loop = SessionFile.fromText(lines.join("\n") + "\n", IdSource.fromSeed(0))
    expect(loop.diagnostics.map((d) => d.code)).toEqual(["cycle"])
    expect(SessionTree.path(loop.tree, `e${n - 1}`)).toHaveLength(n)
    expect(SessionTree.path(loop.tree, "e0").map((e) => e.id)).toEqual([...Array.from({ length: n - 1 }, (_, i) => `e${i + 1}`), "e0"])
    const roots = SessionTree.tree(loop.tree)
    expect(roots).toHaveLength(1)
    expect(Arb.flattenTree(roots)).toHaveLength(n)
    expect(Either.getOrThrow(Context.build(loop.tree, "e0")).messages).toHaveLength(n)
  })
})

// ---------------------------------------------------------------------------------------------
// Persistence of trees: appenders on shared columns
// ---------------------------------------------------------------------------------------------

describe("persistent trees", () => {
  /** A step of interleaved appenders: start one on a tree, add to one, finish one, read a tree. */
  type Op =
    | { readonly _tag: "start"; readonly tree: number }
    | { readonly _tag: "add"; readonly appender: number; readonly kind: number; readonly parent: number; readonly reuse: boolean }
    | { readonly _tag: "finish"; readonly appender: number }
    | { readonly _tag: "apply"; readonly tree: number; readonly count: number }
    | { readonly _tag: "read"; readonly tree: number }

  /** A tree to start from: mostly the newest (-1), whose columns an appender may extend in place. */
  const treeChoice = fc.oneof(fc.constant(-1), fc.constant(-1), fc.nat())
  const op: fc.Arbitrary<Op> = fc.oneof(
    { arbitrary: fc.record({ _tag: fc.constant("start" as const), tree: treeChoice }), weight: 3 },
    { arbitrary: fc.record({ _tag: fc.constant("add" as const), appender: fc.nat(), kind: fc.nat(3), parent: fc.nat(), reuse: fc.boolean() }), weight: 4 },
    { arbitrary: fc.record({ _tag: fc.constant("finish" as const), appender: fc.nat() }), weight: 2 },
    { arbitrary: fc.record({ _tag: fc.constant("apply" as const), tree: treeChoice, count: fc.integer({ min: 1, max: 3 }) }), weight: 1 },
    { arbitrary: fc.record({ _tag: fc.constant("read" as const), tree: fc.nat() }), weight: 1 }
  )

  /** Everything a reader of a tree sees: its observation, its leaf's path and context, each id's position. */
  const look = (tree: SessionTree.SessionTree) => {
    const leaf = SessionTree.leafId(tree)
    return Arb.plain({
      observed: Arb.observe(tree),
      path: SessionTree.path(tree, leaf).map((e) => e.id),
      context: Either.getOrThrow(Context.build(tree, leaf)).messages,
      positions: distinctIds(tree).map((id) => SessionTree.positionOf(tree, id))
    })
  }

  it.prop(
    "every tree, once made, reads the same entries whatever is appended from it or its ancestors later",
    [fc.array(op, { minLength: 8, maxLength: 40 })],
    ([ops]) => {
      let next = 0
      const stamp = (k: number) => new Date(Arb.START + k * 1000).toISOString()
      /** Made entries: the given ids and parents; a duplicate id now and then, labels and names. */
      const entryFor = (entries: ReadonlyArray<Entry.Entry>, kind: number, parent: number, reuse: boolean): Entry.Entry => {
        const n = next++
        const ids = entries.map((e) => e.id as string)
        const id = reuse && ids.length > 0 ? (ids[n % ids.length] as string) : `e${n}`
        const parentId = ids.length === 0 || parent % (ids.length + 1) === ids.length ? null : (ids[parent % (ids.length + 1)] as string)
        const base = { id, parentId, timestamp: stamp(n) }
        switch (kind) {
          case 0:
            return Entry.message(base, { role: "user", content: `u${n}`, timestamp: n })
          case 1:
            return Entry.message(base, { role: "assistant", content: [{ type: "text", text: `a${n}` }], provider: "p", model: "m", timestamp: n })
          case 2:
            return Entry.label(base, ids.length === 0 ? id : (ids[parent % ids.length] as string), n % 3 === 0 ? undefined : `l${n}`)
          default:
            return Entry.sessionInfo(base, `name ${n}`)
        }
      }
      const trees: Array<{ readonly tree: SessionTree.SessionTree; readonly entries: ReadonlyArray<Entry.Entry>; readonly seen: unknown }> = []
      const made = (tree: SessionTree.SessionTree, entries: ReadonlyArray<Entry.Entry>) => {
        const seen = look(tree)
        // the tree holds exactly its entries: what a tree made from them alone reads
        expect(seen).toEqual(look(SessionTree.fromEntries(entries)))
        trees.push({ tree, entries, seen })
      }
      made(SessionTree.empty, [])
      const first = [entryFor([], 0, 0, false)]
      first.push(entryFor(first, 1, 0, false))
      made(SessionTree.fromEntries(first), first)
      const appenders: Array<{ readonly appender: SessionTree.Appender; readonly entries: Array<Entry.Entry>; finished: boolean }> = []
      const pick = <A>(all: ReadonlyArray<A>, n: number): A => all[n < 0 ? all.length - 1 : n % all.length] as A
      for (const step of ops) {
        switch (step._tag) {
          case "start": {
            const from = pick(trees, step.tree)
            appenders.push({ appender: new SessionTree.Appender(from.tree), entries: [...from.entries], finished: false })
            break
          }
          case "add": {
            const open = appenders.filter((a) => !a.finished)
            if (open.length === 0) break
            const a = pick(open, step.appender)
            const entry = entryFor(a.entries, step.kind, step.parent, step.reuse)
            a.appender.addMeta(entry, entry.line, 0, 0, () => entry.timestamp, entry)
            a.entries.push(entry)
            break
          }
          case "finish": {
            const open = appenders.filter((a) => !a.finished)
            if (open.length === 0) break
            const a = pick(open, step.appender)
            a.finished = true
            made(a.appender.finish(), a.entries)
            break
          }
          case "apply": {
            const from = pick(trees, step.tree)
            const entries = [...from.entries]
            for (let k = 0; k < step.count; k++) entries.push(entryFor(entries, k % 2, k === 0 ? entries.length : 0, false))
            made(SessionTree.applyEntries(from.tree, entries.slice(from.entries.length)), entries)
            break
          }
          case "read": {
            const t = pick(trees, step.tree)
            expect(look(t.tree)).toEqual(t.seen)
            break
          }
        }
      }
      for (const t of trees) expect(look(t.tree)).toEqual(t.seen)
    },
    RUNS
  )

  it("two appenders on one tree each add an entry, and each tree reads only its own", () => {
    const root = Entry.message({ id: "r", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" }, { role: "user", content: "r", timestamp: 0 })
    const tree = SessionTree.fromEntries([root])
    const a = new SessionTree.Appender(tree)
    const b = new SessionTree.Appender(tree)
    const x = Entry.message({ id: "x", parentId: "r", timestamp: "2026-01-01T00:00:01.000Z" }, { role: "user", content: "x", timestamp: 1 })
    const y = Entry.message({ id: "y", parentId: "r", timestamp: "2026-01-01T00:00:02.000Z" }, { role: "user", content: "y", timestamp: 2 })
    a.addMeta(x, undefined, 0, 0, () => x.timestamp, x)
    b.addMeta(y, undefined, 0, 0, () => y.timestamp, y)
    const ta = a.finish()
    const tb = b.finish()
    expect(idsOf(SessionTree.entries(tree))).toEqual(["r"])
    expect(idsOf(SessionTree.entries(ta))).toEqual(["r", "x"])
    expect(idsOf(SessionTree.entries(tb))).toEqual(["r", "y"])
    expect(SessionTree.has(ta, "y")).toBe(false)
    expect(idsOf(SessionTree.children(tb, "r"))).toEqual(["y"])
    // the first appender extended the tree's columns in place; the second worked on a copy
    expect(ta.columns).toBe(tree.columns)
    expect(tb.columns).not.toBe(tree.columns)
    // an appender that adds nothing leaves the next one free to extend in place
    const idle = new SessionTree.Appender(ta)
    expect(idle.finish().columns).toBe(ta.columns)
    expect(SessionTree.applyEntry(ta, y).columns).toBe(ta.columns)
  })
})
