import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as BranchSummary from "../../src/domain/context/BranchSummary.js"
import * as Context from "../../src/domain/context/Context.js"
import * as Prompts from "../../src/domain/context/Prompts.js"
import type { Entry } from "../../src/domain/format/Entry.js"
import * as Json from "../../src/domain/format/Json.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Arb from "../support/Arbitraries.js"
import { assistant, Builder, toolCalls, toolResult, user } from "../support/Conversations.js"

const ids = (entries: ReadonlyArray<Entry>) => entries.map((e) => e.id)

/** u1 → a1 → u2 → a2 */
const conversation = () => {
  const b = new Builder()
  b.message(user("first"), "u1")
  b.message(assistant("one"), "a1")
  b.message(user("second"), "u2")
  b.message(assistant("two"), "a2")
  return b
}

const messageOf = (b: Builder, id: string): Json.JsonObject => SessionTree.get(b.tree, id)?.value.message as Json.JsonObject

describe("collect", () => {
  it("collects nothing without an old leaf", () => {
    expect(BranchSummary.collect(conversation().tree, null, "u1")).toEqual({ entries: [], commonAncestorId: null })
  })

  it("navigating to a user message on the current path abandons only the entries after it", () => {
    const b = conversation()
    const { commonAncestorId, entries } = BranchSummary.collect(b.tree, "a2", "u2")
    expect(commonAncestorId).toBe("u2")
    expect(ids(entries)).toEqual(["a2"])
  })

  it("an ancestor target is the common ancestor; a descendant or the leaf itself abandons nothing", () => {
    const b = conversation()
    expect(BranchSummary.collect(b.tree, "a2", "a1")).toEqual({
      entries: [SessionTree.get(b.tree, "u2"), SessionTree.get(b.tree, "a2")],
      commonAncestorId: "a1"
    })
    expect(BranchSummary.collect(b.tree, "a1", "a2")).toEqual({ entries: [], commonAncestorId: "a1" })
    expect(BranchSummary.collect(b.tree, "a2", "a2")).toEqual({ entries: [], commonAncestorId: "a2" })
  })

  it("stops at the fork point of two branches", () => {
    const b = conversation()
    b.run(Session.Command.Navigate({ ...b.stamp("m1"), targetId: "a1" }))
    b.message(user("third"), "u3")
    b.message(assistant("three"), "a3")
    const collected = BranchSummary.collect(b.tree, "a3", "a2")
    expect(collected.commonAncestorId).toBe("a1")
    expect(ids(collected.entries)).toEqual(["u3", "a3"])
  })

  it("walks through compactions and collects entries of every type", () => {
    const b = conversation()
    b.run(Session.Command.Label({ ...b.stamp("lb"), targetId: "u2", label: "x" }))
    b.run(Session.Command.Compaction({ ...b.stamp("c1"), summary: "S", firstKeptEntryId: "u2", tokensBefore: 9, fromHook: false }))
    b.run(Session.Command.ContextEdit({ ...b.stamp("ed"), targetId: "a2", replacement: null }))
    b.message(user("third"), "u3")
    b.message(toolCalls([{ id: "c", name: "read", arguments: { path: "p" } }]), "a3")
    b.message(toolResult("c", "out"), "r3")
    const collected = BranchSummary.collect(b.tree, "r3", "u1")
    expect(collected.commonAncestorId).toBe("u1")
    expect(ids(collected.entries)).toEqual(["a1", "u2", "a2", "lb", "c1", "ed", "u3", "a3", "r3"])
  })

  it("collects the whole old path when the target is under another root", () => {
    const b = conversation()
    b.run(Session.Command.Navigate({ ...b.stamp("m1"), targetId: "u1" }))
    b.message(user("fresh root"), "u9")
    expect(SessionTree.get(b.tree, "u9")?.parentId).toBeNull()
    const collected = BranchSummary.collect(b.tree, "a2", "u9")
    expect(collected.commonAncestorId).toBeNull()
    expect(ids(collected.entries)).toEqual(["u1", "a1", "u2", "a2"])
  })

  it.prop(
    "(c) a branch summary covers exactly the abandoned entries: the old path minus the path of the common ancestor",
    [Arb.steps({ replacing: false, revert: false }), fc.nat(), fc.nat(), fc.boolean()],
    ([steps, from, to, fromNull]) => {
      const tree = Arb.run(steps).final.tree
      const all = SessionTree.entries(tree)
      if (all.length === 0) return
      const oldLeaf = fromNull ? null : ((all[from % all.length] as Entry).id as string)
      const target = (all[to % all.length] as Entry).id as string
      const oldPath = ids(SessionTree.path(tree, oldLeaf))
      const targetPath = ids(SessionTree.path(tree, target))
      let shared = 0
      while (shared < oldPath.length && shared < targetPath.length && oldPath[shared] === targetPath[shared]) shared++
      const collected = BranchSummary.collect(tree, oldLeaf, target)
      expect(ids(collected.entries)).toEqual(oldPath.slice(shared))
      expect(collected.commonAncestorId).toBe(oldLeaf === null || shared === 0 ? null : oldPath[shared - 1])
    },
    { fastCheck: { numRuns: 300 } }
  )
})

describe("prepare", () => {
  it("selects the newest messages within the budget, skipping tool results, counting the overflowing message's files", () => {
    const b = new Builder()
    b.message(toolCalls([{ id: "w", name: "write", arguments: { path: "old.ts" } }]), "a0")
    b.message(user("u".repeat(40)), "u1")
    // "read" + '{"path":"x.ts"}' = 19 chars → 5 tokens
    b.message(toolCalls([{ id: "c1", name: "read", arguments: { path: "x.ts" } }]), "a1")
    b.message(toolResult("c1", "r".repeat(4000)), "r1")
    b.message(assistant("a".repeat(40)), "a2")
    b.message(user("v".repeat(40)), "u2")
    const entries = b.branch

    const fits = BranchSummary.prepare(entries, 25)
    expect(fits.messages).toEqual([messageOf(b, "a1"), messageOf(b, "a2"), messageOf(b, "u2")])
    expect(fits.totalTokens).toBe(25)
    expect(BranchSummary.result(fits, assistant("ok")).pipe(Either.map((s) => s.details))).toEqual(
      Either.right({ readFiles: ["x.ts"], modifiedFiles: [] })
    )

    const tight = BranchSummary.prepare(entries, 24)
    expect(tight.messages).toEqual([messageOf(b, "a2"), messageOf(b, "u2")])
    expect(tight.totalTokens).toBe(20)
    expect([...tight.fileOps.read]).toEqual(["x.ts"])
    expect([...tight.fileOps.written]).toEqual([])

    for (const unlimited of [0, -5]) {
      const all = BranchSummary.prepare(entries, unlimited)
      expect(all.messages).toEqual(["a0", "u1", "a1", "a2", "u2"].map((id) => messageOf(b, id)))
      expect([...all.fileOps.written]).toEqual(["old.ts"])
    }
  })

  it("still takes a summary that overflows the budget while less than 90% is used, then stops", () => {
    const build = (userChars: number) => {
      const b = new Builder()
      b.message(user("older"), "u0")
      b.message(assistant("x"), "a0")
      b.run(
        Session.Command.Navigate({
          ...b.stamp("bs"),
          targetId: "u0",
          summary: { summary: "s".repeat(400), details: { readFiles: ["seen.ts"], modifiedFiles: ["made.ts"] }, fromHook: false }
        })
      )
      b.message(user("u".repeat(userChars)), "u1")
      return b
    }
    const under = build(40)
    expect(ids(under.branch)).toEqual(["bs", "u1"])
    const taken = BranchSummary.prepare(under.branch, 105)
    expect(taken.messages).toEqual([
      { role: "branchSummary", summary: "s".repeat(400), fromId: "a0", timestamp: Json.millis(SessionTree.get(under.tree, "bs")?.timestamp) },
      messageOf(under, "u1")
    ])
    expect(taken.totalTokens).toBe(110)

    const over = build(400)
    const skipped = BranchSummary.prepare(over.branch, 105)
    expect(skipped.messages).toEqual([messageOf(over, "u1")])
    // pass 1 reads a Pi-generated summary's files whatever the budget
    expect(BranchSummary.result(skipped, assistant("ok")).pipe(Either.map((s) => s.details))).toEqual(
      Either.right({ readFiles: ["seen.ts"], modifiedFiles: ["made.ts"] })
    )
  })

  it("turns compactions into compaction summaries and ignores an extension summary's files", () => {
    const b = new Builder()
    b.message(user("u"), "u0")
    b.message(assistant("a"), "a0")
    b.run(
      Session.Command.Navigate({
        ...b.stamp("bs"),
        targetId: "u0",
        summary: { summary: "ext", details: { readFiles: ["no.ts"], modifiedFiles: [] }, fromHook: true }
      })
    )
    b.message(user("again"), "u1")
    b.run(Session.Command.Compaction({ ...b.stamp("c1"), summary: "C".repeat(400), firstKeptEntryId: "u1", tokensBefore: 7 }))
    const prepared = BranchSummary.prepare(b.branch, 0)
    const time = (id: string) => Json.millis(SessionTree.get(b.tree, id)?.timestamp)
    expect(prepared.messages).toEqual([
      { role: "branchSummary", summary: "ext", fromId: "a0", timestamp: time("bs") },
      messageOf(b, "u1"),
      { role: "compactionSummary", summary: "C".repeat(400), tokensBefore: 7, timestamp: time("c1") }
    ])
    expect(prepared.fileOps.read.size).toBe(0)
    // a compaction that does not fit is still taken below 90% of the budget
    expect(BranchSummary.prepare(b.branch, 50).messages.map((m) => m.role)).toEqual(["compactionSummary"])
  })

  it("applies the latest context edit per target among the collected entries", () => {
    const b = conversation()
    b.run(Session.Command.ContextEdit({ ...b.stamp("e1"), targetId: "u2", replacement: { content: "changed" } }))
    b.run(Session.Command.ContextEdit({ ...b.stamp("e2"), targetId: "a1", replacement: null }))
    b.run(Session.Command.ContextEdit({ ...b.stamp("e3"), targetId: "a2", replacement: null }))
    b.run(Session.Command.ContextEdit({ ...b.stamp("e4"), targetId: "a2", replacement: { content: "restored" } }))
    const prepared = BranchSummary.prepare(b.branch, 0)
    expect(prepared.messages).toEqual([
      messageOf(b, "u1"),
      { ...messageOf(b, "u2"), content: "changed" },
      { ...messageOf(b, "a2"), content: [{ type: "text", text: "restored" }] }
    ])
  })
})

describe("prompt", () => {
  const b = conversation()
  const prepared = BranchSummary.prepare(b.branch, 0)
  const conversationText = "<conversation>\n[User]: first\n\n[Assistant]: one\n\n[User]: second\n\n[Assistant]: two\n</conversation>\n\n"

  it("wraps the serialized conversation and adds the instructions", () => {
    expect(BranchSummary.prompt(prepared)).toBe(conversationText + Prompts.BRANCH_SUMMARY_PROMPT)
    expect(BranchSummary.prompt(prepared, "mind the tests")).toBe(
      `${conversationText}${Prompts.BRANCH_SUMMARY_PROMPT}\n\nAdditional focus: mind the tests`
    )
    expect(BranchSummary.prompt(prepared, "only this", true)).toBe(conversationText + "only this")
    expect(BranchSummary.prompt(prepared, "", true)).toBe(conversationText + Prompts.BRANCH_SUMMARY_PROMPT)
    expect(BranchSummary.request(prepared)).toEqual({
      systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT,
      prompt: conversationText + Prompts.BRANCH_SUMMARY_PROMPT
    })
  })
})

describe("result", () => {
  const prepared = () => {
    const b = new Builder()
    b.message(user("go"), "u1")
    b.message(
      toolCalls([
        { id: "c1", name: "read", arguments: { path: "r.ts" } },
        { id: "c2", name: "edit", arguments: { path: "e.ts" } }
      ]),
      "a1"
    )
    return BranchSummary.prepare(b.branch, 0)
  }
  const reply = (extra: Json.JsonObject) => ({
    ...assistant("x"),
    content: [{ type: "text", text: "## Goal" }, { type: "thinking", thinking: "hidden" }, { type: "text", text: "body" }],
    usage: { input: 3, output: 4 },
    ...extra
  })

  it("builds the preamble, the reply text and the file lists, with the reply's usage", () => {
    expect(BranchSummary.result(prepared(), reply({}))).toEqual(
      Either.right({
        summary: `${Prompts.BRANCH_SUMMARY_PREAMBLE}## Goal\nbody\n\n<read-files>\nr.ts\n</read-files>\n\n<modified-files>\ne.ts\n</modified-files>`,
        details: { readFiles: ["r.ts"], modifiedFiles: ["e.ts"] },
        usage: { input: 3, output: 4 },
        fromHook: false
      })
    )
    expect(Prompts.BRANCH_SUMMARY_PREAMBLE).toBe("The user explored a different conversation branch before returning here.\nSummary of that exploration:\n\n")
  })

  it("gives pi's failure texts, and an abort", () => {
    expect(BranchSummary.result(prepared(), reply({ stopReason: "aborted" }))).toEqual(Either.left(BranchSummary.Failure.Aborted()))
    expect(BranchSummary.result(prepared(), reply({ stopReason: "error", errorMessage: "503" }))).toEqual(
      Either.left(BranchSummary.Failure.Failed({ message: "Branch summarization failed: 503" }))
    )
    expect(BranchSummary.result(prepared(), reply({ stopReason: "error" }))).toEqual(
      Either.left(BranchSummary.Failure.Failed({ message: "Branch summarization failed: Unknown error" }))
    )
    expect(BranchSummary.result(prepared(), reply({ stopReason: "length" }))).toEqual(
      Either.left(BranchSummary.Failure.Failed({ message: "Branch summarization failed: generation hit the token cap and the summary is incomplete" }))
    )
    expect(BranchSummary.result(prepared(), toolCalls([{ id: "c", name: "read", arguments: {} }]))).toEqual(
      Either.left(BranchSummary.Failure.Failed({ message: "Branch summarization attempted to call a tool" }))
    )
  })

  it("writes `No content to summarize` without a model call when nothing was selected", () => {
    const b = conversation()
    b.run(Session.Command.Label({ ...b.stamp("lb"), targetId: "a2", label: "here" }))
    const { entries } = BranchSummary.collect(b.tree, "lb", "a2")
    expect(ids(entries)).toEqual(["lb"])
    const prepared = BranchSummary.prepare(entries, 1000)
    expect(BranchSummary.request(prepared)).toBeUndefined()
    const summary = Either.getOrThrow(BranchSummary.result(prepared, undefined))
    expect(summary).toEqual({ summary: "No content to summarize", details: { readFiles: [], modifiedFiles: [] }, fromHook: false })
    b.run(Session.Command.Navigate({ ...b.stamp("bs"), targetId: "a2", summary }))
    const entry = SessionTree.get(b.tree, "bs") as Entry
    expect(entry.text).toBe(
      `{"type":"branch_summary","id":"bs","parentId":"a2","timestamp":"${
        String(entry.timestamp)
      }","fromId":"lb","summary":"No content to summarize","details":{"readFiles":[],"modifiedFiles":[]},"fromHook":false}`
    )
    expect(Either.getOrThrow(Context.build(b.tree, "bs")).messages.at(-1)).toEqual({
      role: "branchSummary",
      summary: "No content to summarize",
      fromId: "lb",
      timestamp: Json.millis(entry.timestamp)
    })
  })

  it("a summarized navigation writes the summary as the branch_summary entry", () => {
    const b = conversation()
    const { entries } = BranchSummary.collect(b.tree, "a2", "u2")
    const prepared = BranchSummary.prepare(entries, BranchSummary.budget(200_000))
    expect(BranchSummary.prompt(prepared)).toBe(`<conversation>\n[Assistant]: two\n</conversation>\n\n${Prompts.BRANCH_SUMMARY_PROMPT}`)
    const summary = Either.getOrThrow(BranchSummary.result(prepared, reply({})))
    const t = b.run(Session.Command.Navigate({ ...b.stamp("bs"), targetId: "u2", summary }))
    expect(t.editorText).toBe("second")
    const entry = SessionTree.get(b.tree, "bs") as Entry
    expect(entry.parentId).toBe("a1")
    expect(entry.value.summary).toBe(`${Prompts.BRANCH_SUMMARY_PREAMBLE}## Goal\nbody`)
    expect(entry.value.details).toEqual({ readFiles: [], modifiedFiles: [] })
  })

  it("budget is the window (128000 when unknown) minus the reserve", () => {
    expect(BranchSummary.budget(200_000)).toBe(200_000 - 16384)
    expect(BranchSummary.budget(0)).toBe(128_000 - 16384)
    expect(BranchSummary.budget(undefined, 1000)).toBe(127_000)
    expect(BranchSummary.budget(8000)).toBeLessThan(0)
  })
})
