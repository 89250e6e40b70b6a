import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as Compaction from "../../src/domain/context/Compaction.js"
import * as Context from "../../src/domain/context/Context.js"
import * as Prompts from "../../src/domain/context/Prompts.js"
import type { Entry } from "../../src/domain/format/Entry.js"
import * as Json from "../../src/domain/format/Json.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import { assistant, Builder, system, toolCalls, toolResult, user } from "../support/Conversations.js"

const settings = (keepRecentTokens: number): Compaction.Settings => ({ ...Compaction.DEFAULT_SETTINGS, keepRecentTokens })

const prepared = (branch: ReadonlyArray<Entry>, keep: number): Compaction.Preparation =>
  Either.getOrThrowWith(Compaction.prepare(branch, settings(keep)), (e) => new Error(e))

const usage = (n: number): Json.JsonObject => ({
  input: n,
  output: 1,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: n + 1,
  cost: { input: 0.5, output: 0.25, cacheRead: 0, cacheWrite: 0, total: 0.75 }
})

/** Applies a default compaction built from the preparation with fixed reply texts. */
const compact = (b: Builder, prep: Compaction.Preparation, id = "cmp") => {
  const result = Compaction.combine(prep, {
    history: { text: "HISTORY", usage: usage(10) },
    turnPrefix: { text: "PREFIX", usage: usage(20) }
  })
  b.run(Session.Command.Compaction({ ...b.stamp(id), ...result, fromHook: false }))
  return result
}

/** The verified example of flows §4.4: system, U1(200 chars), A1, U2, A(read src/a.ts), toolResult, A2(200 chars). */
const verifiedExample = () => {
  const b = new Builder()
  b.message(system("You are X"), "sys")
  b.message(user("u".repeat(200)), "u1")
  b.message(assistant("a1"), "a1")
  b.message(user("u2"), "u2")
  b.message(toolCalls([{ id: "c1", name: "read", arguments: { path: "src/a.ts" } }]), "a")
  b.message(toolResult("c1", "file contents"), "r")
  b.message(assistant("b".repeat(200)), "a2")
  return b
}

const messageOf = (b: Builder, id: string): Json.JsonObject => SessionTree.get(b.tree, id)?.value.message as Json.JsonObject

describe("prepare: the verified example", () => {
  it("cuts at A2, splits the turn at U2, and tracks the read file", () => {
    const b = verifiedExample()
    const prep = prepared(b.branch, 30)
    expect(prep.firstKeptEntryId).toBe("a2")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize).toEqual([messageOf(b, "u1"), messageOf(b, "a1")])
    expect(prep.turnPrefixMessages).toEqual([messageOf(b, "u2"), messageOf(b, "a"), messageOf(b, "r")])
    expect(Compaction.fileLists(prep.fileOps)).toEqual({ readFiles: ["src/a.ts"], modifiedFiles: [] })
    // no usage anywhere: system 3 + U1 50 + A1 1 + U2 1 + A ("read" + '{"path":"src/a.ts"}') 6 + result 4 + A2 50
    expect(prep.tokensBefore).toBe(115)
    expect(prep.previousSummary).toBeUndefined()
  })

  it("asks for a history summary and a turn-prefix summary with the exact prompt texts", () => {
    const prep = prepared(verifiedExample().branch, 30)
    expect(Compaction.requests(prep)).toEqual([
      {
        kind: "history",
        systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT,
        prompt: `<conversation>\n[User]: ${"u".repeat(200)}\n\n[Assistant]: a1\n</conversation>\n\n${Prompts.SUMMARIZATION_PROMPT}`
      },
      {
        kind: "turnPrefix",
        systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT,
        prompt:
          `# Conversation\n[User]: u2\n\n[Assistant tool calls]: read(path="src/a.ts")\n\n[Tool result]: file contents\n\n# Instructions\n${Prompts.TURN_PREFIX_SUMMARIZATION_PROMPT}`
      }
    ])
    const focused = Compaction.requests(prep, "keep the tests")
    expect(focused.map((r) => r.prompt.endsWith(`\n\nAdditional focus: keep the tests`))).toEqual([true, true])
  })

  it("combines both replies, appends the file lists and sums the usage", () => {
    const prep = prepared(verifiedExample().branch, 30)
    const result = Compaction.combine(prep, { history: { text: "H", usage: usage(10) }, turnPrefix: { text: "P", usage: usage(20) } })
    expect(result).toEqual({
      summary: "H\n\n---\n\n**Turn Context (split turn):**\n\nP\n\n<read-files>\nsrc/a.ts\n</read-files>",
      firstKeptEntryId: "a2",
      tokensBefore: 115,
      details: { readFiles: ["src/a.ts"], modifiedFiles: [] },
      usage: {
        input: 30,
        output: 2,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: 32,
        cost: { input: 1, output: 0.5, cacheRead: 0, cacheWrite: 0, total: 1.5 }
      }
    })
  })

  it("leaves system checkpoint, compaction summary and A2 in the context once the entry is written", () => {
    const b = verifiedExample()
    const result = compact(b, prepared(b.branch, 30), "c1")
    const entry = SessionTree.get(b.tree, "c1") as Entry
    const time = Json.millis(entry.timestamp)
    expect(entry.text).toBe(
      `{"type":"compaction","id":"c1","parentId":"a2","timestamp":"${String(entry.timestamp)}","summary":${
        JSON.stringify(result.summary)
      },"firstKeptEntryId":"a2","tokensBefore":115,"details":{"readFiles":["src/a.ts"],"modifiedFiles":[]},"usage":${
        JSON.stringify(result.usage)
      },"fromHook":false,"systemMessage":{"role":"system","content":"You are X","timestamp":${time}}}`
    )
    expect(Either.getOrThrow(Context.build(b.tree, "c1")).messages).toEqual([
      { role: "system", content: "You are X", timestamp: time },
      { role: "compactionSummary", summary: result.summary, tokensBefore: 115, timestamp: time },
      messageOf(b, "a2")
    ])
  })
})

describe("prepare: refusals", () => {
  it("refuses a branch that ends with a compaction", () => {
    const b = verifiedExample()
    compact(b, prepared(b.branch, 30))
    expect(Compaction.prepare(b.branch, settings(30))).toEqual(Either.left("Already compacted"))
  })

  it("refuses a session whose content fits in keepRecentTokens, and an empty one", () => {
    const b = new Builder()
    b.message(system("sys"))
    b.message(user("hello"))
    b.message(assistant("hi"))
    expect(Compaction.prepare(b.branch, Compaction.DEFAULT_SETTINGS)).toEqual(Either.left("Nothing to compact (session too small)"))
    expect(Compaction.prepare([], Compaction.DEFAULT_SETTINGS)).toEqual(Either.left("Nothing to compact (session too small)"))
  })

  it("refuses a session of metadata only", () => {
    const b = new Builder()
    b.run(Session.Command.ModelChange({ ...b.stamp(), provider: "p", modelId: "m" }))
    b.run(Session.Command.ThinkingLevelChange({ ...b.stamp(), thinkingLevel: "high" }))
    expect(Compaction.prepare(b.branch, settings(0))).toEqual(Either.left("Nothing to compact (session too small)"))
  })
})

describe("prepare: cut point", () => {
  it("keeps whole turns when the cut lands on a user message", () => {
    const b = new Builder()
    b.message(user("x".repeat(200)), "u1")
    b.message(toolCalls([{ id: "c1", name: "edit", arguments: { path: "b.ts" } }]), "a1")
    b.message(toolResult("c1", "r".repeat(400), "edit"), "r1")
    b.message(user("y".repeat(200)), "u2")
    b.message(assistant("z".repeat(200)), "a2")
    const prep = prepared(b.branch, 60)
    expect(prep.firstKeptEntryId).toBe("u2")
    expect(prep.isSplitTurn).toBe(false)
    expect(prep.messagesToSummarize.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"])
    expect(prep.turnPrefixMessages).toEqual([])
    expect(Compaction.requests(prep).map((r) => r.kind)).toEqual(["history"])
    expect(Compaction.combine(prep, { history: { text: "S" } })).toEqual({
      summary: "S\n\n<modified-files>\nb.ts\n</modified-files>",
      firstKeptEntryId: "u2",
      tokensBefore: 50 + 5 + 100 + 50 + 50,
      details: { readFiles: [], modifiedFiles: ["b.ts"] }
    })
  })

  it("never cuts at a tool result: a budget reached inside tool results moves the cut to the next candidate", () => {
    const b = new Builder()
    b.message(user("x".repeat(40)), "u1")
    b.message(toolCalls([{ id: "c1", name: "read", arguments: { path: "a" } }]), "a1")
    b.message(toolResult("c1", "r".repeat(400)), "r1")
    b.message(assistant("done"), "a2")
    const prep = prepared(b.branch, 50)
    expect(prep.firstKeptEntryId).toBe("a2")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize).toEqual([])
    expect(prep.turnPrefixMessages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"])
  })

  it("takes the last candidate when none follows the point where the budget is reached", () => {
    const b = new Builder()
    b.message(user("x".repeat(40)), "u1")
    b.message(assistant("y".repeat(40)), "a1")
    b.message(toolCalls([{ id: "c1", name: "read", arguments: { path: "a" } }]), "a2")
    b.message(toolResult("c1", "r".repeat(400)), "r1")
    const prep = prepared(b.branch, 50)
    expect(prep.firstKeptEntryId).toBe("a2")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize).toEqual([])
    expect(prep.turnPrefixMessages.map((m) => m.role)).toEqual(["user", "assistant"])
  })

  it("moves the cut back over metadata just before it", () => {
    const b = new Builder()
    b.message(user("x".repeat(200)), "u1")
    b.message(assistant("y".repeat(200)), "a1")
    b.message(user("w".repeat(200)), "u2")
    b.message(assistant("v".repeat(20)), "a2")
    b.run(Session.Command.ModelChange({ ...b.stamp("mc"), provider: "p", modelId: "m2" }))
    b.run(Session.Command.Label({ ...b.stamp("lb"), targetId: "u2", label: "here" }))
    b.message(user("z".repeat(200)), "u3")
    const prep = prepared(b.branch, 40)
    // the budget is reached at u3; the cut moves back over the label and the model change,
    // which start no turn, so the turn of u2 becomes the summarized prefix
    expect(prep.firstKeptEntryId).toBe("mc")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize.map((m) => m.role)).toEqual(["user", "assistant"])
    expect(prep.turnPrefixMessages.map((m) => m.role)).toEqual(["user", "assistant"])
    compact(b, prep)
    expect(Either.getOrThrow(Context.build(b.tree, "cmp")).messages.map((m) => m.role)).toEqual(["compactionSummary", "user"])
    expect(Context.contextEntries(b.branch).map((e) => e.id)).toEqual(["cmp", "mc", "lb", "u3"])
  })

  it("summarizes a failed attempt that context edits omit (overflow recovery)", () => {
    const b = new Builder()
    b.message(user("x".repeat(200)), "u1")
    b.message(assistant("y".repeat(200)), "a1")
    b.message(user("retry me ".repeat(20)), "u2")
    b.message(assistant("", { stopReason: "error", errorMessage: "prompt is too long" }), "m")
    b.run(Session.Command.ContextEdit({ ...b.stamp("ed"), targetId: "m", replacement: null }))
    const prep = prepared(b.branch, 30)
    expect(prep.firstKeptEntryId).toBe("m")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize).toEqual([messageOf(b, "u1"), messageOf(b, "a1")])
    expect(prep.turnPrefixMessages).toEqual([messageOf(b, "u2")])
    const result = compact(b, prep)
    expect(Either.getOrThrow(Context.build(b.tree, "cmp")).messages).toEqual([
      { role: "compactionSummary", summary: result.summary, tokensBefore: prep.tokensBefore, timestamp: Json.millis(SessionTree.get(b.tree, "cmp")?.timestamp) }
    ])
  })

  it("does not advance when a replacing edit after the cut targets an entry that is not omitted", () => {
    const b = new Builder()
    b.message(user("x".repeat(200)), "u1")
    b.message(assistant("y".repeat(200)), "a1")
    b.message(user("retry me ".repeat(20)), "u2")
    b.message(assistant("", { stopReason: "error" }), "m")
    b.run(Session.Command.ContextEdit({ ...b.stamp("ed"), targetId: "m", replacement: null }))
    b.run(Session.Command.ContextEdit({ ...b.stamp("ed2"), targetId: "a1", replacement: { content: "short" } }))
    const prep = prepared(b.branch, 30)
    expect(prep.firstKeptEntryId).toBe("u2")
    expect(prep.isSplitTurn).toBe(false)
    expect(prep.messagesToSummarize.map((m) => Json.contentText(m.content, ""))).toEqual(["x".repeat(200), "short"])
  })
})

describe("prepare: a previous compaction", () => {
  it("summarizes what the previous compaction kept, with the update prompt and its file lists", () => {
    const b = verifiedExample()
    const first = compact(b, prepared(b.branch, 30))
    b.message(user("q".repeat(200)), "u3")
    b.message(assistant("w".repeat(200)), "a3")
    const prep = prepared(b.branch, 30)
    expect(prep.previousSummary).toBe(first.summary)
    expect(prep.firstKeptEntryId).toBe("a3")
    expect(prep.isSplitTurn).toBe(true)
    expect(prep.messagesToSummarize).toEqual([messageOf(b, "a2")])
    expect(prep.turnPrefixMessages).toEqual([messageOf(b, "u3")])
    expect(Compaction.fileLists(prep.fileOps)).toEqual({ readFiles: ["src/a.ts"], modifiedFiles: [] })
    expect(Compaction.historyPrompt(prep, "focus")).toBe(
      `<conversation>\n[Assistant]: ${
        "b".repeat(200)
      }\n</conversation>\n\n<previous-summary>\n${first.summary}\n</previous-summary>\n\n${Prompts.UPDATE_SUMMARIZATION_PROMPT}\n\nAdditional focus: focus`
    )
  })

  it("carries no file lists from an extension's compaction", () => {
    const b = new Builder()
    b.message(user("a"), "u0")
    b.run(
      Session.Command.Compaction({
        ...b.stamp("ext"),
        summary: "by extension",
        firstKeptEntryId: null,
        tokensBefore: 1,
        details: { readFiles: ["x.ts"], modifiedFiles: ["y.ts"] },
        fromHook: true
      })
    )
    b.message(user("q".repeat(200)), "u1")
    b.message(assistant("w".repeat(200)), "a1")
    b.message(user("e".repeat(200)), "u2")
    const prep = prepared(b.branch, 40)
    expect(prep.previousSummary).toBe("by extension")
    expect(Compaction.fileLists(prep.fileOps)).toEqual({ readFiles: [], modifiedFiles: [] })
  })

  it("reuses the previous summary verbatim, or `No prior history.`, when only a turn prefix is summarized", () => {
    const build = (withPrevious: boolean) => {
      const b = new Builder()
      if (withPrevious) {
        b.message(user("old"), "u0")
        b.run(Session.Command.Compaction({ ...b.stamp("c0"), summary: "EARLIER", firstKeptEntryId: null, tokensBefore: 1, fromHook: false }))
      }
      b.message(user("x".repeat(200)), "u1")
      b.message(toolCalls([{ id: "c1", name: "write", arguments: { path: "out.ts" } }]), "a1")
      b.message(toolResult("c1", "ok", "write"), "r1")
      b.message(assistant("y".repeat(200)), "a2")
      return prepared(b.branch, 30)
    }
    for (
      const [withPrevious, history] of [
        [true, "EARLIER"],
        [false, "No prior history."]
      ] as const
    ) {
      const prep = build(withPrevious)
      expect(prep.messagesToSummarize).toEqual([])
      expect(prep.isSplitTurn).toBe(true)
      expect(Compaction.requests(prep).map((r) => r.kind)).toEqual(["turnPrefix"])
      expect(Compaction.combine(prep, { turnPrefix: { text: "P", usage: usage(5) } })).toEqual({
        summary: `${history}\n\n---\n\n**Turn Context (split turn):**\n\nP\n\n<modified-files>\nout.ts\n</modified-files>`,
        firstKeptEntryId: "a2",
        tokensBefore: prep.tokensBefore,
        details: { readFiles: [], modifiedFiles: ["out.ts"] },
        usage: usage(5)
      })
    }
  })
})

describe("file operations", () => {
  it("counts read/write/edit calls with a string path, nested calls, and the set arithmetic", () => {
    const b = new Builder()
    b.message(user("go"), "u1")
    b.message(
      toolCalls([
        { id: "c1", name: "read", arguments: { path: "z.ts" } },
        { id: "c2", name: "read", arguments: { path: "b.ts" } },
        { id: "c3", name: "write", arguments: { path: "c.ts", content: "x" } },
        { id: "c4", name: "edit", arguments: { path: "b.ts", oldText: "a", newText: "b" } },
        { id: "c5", name: "read", arguments: { file_path: "ignored.ts" } },
        { id: "c6", name: "Read", arguments: { path: "ignored2.ts" } },
        { id: "c7", name: "bash", arguments: { command: "cat a.ts", path: "ignored3.ts" } },
        { id: "c8", name: "read", arguments: { path: 7 } }
      ]),
      "a1"
    )
    b.message(
      {
        ...toolResult("c9", "ran", "codemode"),
        nestedCalls: {
          calls: [{ id: "c9/1", name: "write", arguments: { path: "e.ts" } }, { id: "c9/2", name: "read", args: { path: "a.ts" } }],
          complete: true
        }
      },
      "r1"
    )
    b.message(user("x".repeat(200)), "u2")
    b.message(assistant("y".repeat(200)), "a2")
    const prep = prepared(b.branch, 60)
    expect(prep.firstKeptEntryId).toBe("u2")
    expect(prep.fileOps.read).toEqual(new Set(["z.ts", "b.ts", "a.ts"]))
    expect(prep.fileOps.written).toEqual(new Set(["c.ts", "e.ts"]))
    expect(prep.fileOps.edited).toEqual(new Set(["b.ts"]))
    const lists = Compaction.fileLists(prep.fileOps)
    expect(lists).toEqual({ readFiles: ["a.ts", "z.ts"], modifiedFiles: ["b.ts", "c.ts", "e.ts"] })
    expect(Compaction.fileListsText(lists)).toBe(
      "\n\n<read-files>\na.ts\nz.ts\n</read-files>\n\n<modified-files>\nb.ts\nc.ts\ne.ts\n</modified-files>"
    )
    expect(Compaction.fileListsText({ readFiles: [], modifiedFiles: [] })).toBe("")
  })
})

describe("serializeConversation", () => {
  it("writes each role in pi's format, joined by blank lines", () => {
    const messages: Array<Json.JsonObject> = [
      system("ignored"),
      { role: "user", content: "plain", timestamp: 1 },
      { role: "user", content: [{ type: "text", text: "a" }, { type: "image", data: "x" }, { type: "text", text: "b" }], timestamp: 1 },
      { role: "user", content: [], timestamp: 1 },
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "hidden" },
          { type: "text", text: "one" },
          { type: "toolCall", id: "c1", name: "read", arguments: { path: "a.ts", offset: 2, opts: { x: [1] } } },
          { type: "text", text: "two" },
          { type: "toolCall", id: "c2", name: "bash", arguments: {} }
        ]
      },
      { role: "assistant", content: [{ type: "toolCall", id: "c3", name: "ls", arguments: { dir: "." } }] },
      { role: "assistant", content: [{ type: "thinking", thinking: "only" }] },
      toolResult("c1", "out"),
      toolResult("c2", ""),
      { role: "custom", customType: "x", content: "custom text", display: true, timestamp: 1 },
      { role: "bashExecution", command: "ls", output: "a\nb", exitCode: 0, cancelled: false, truncated: false, timestamp: 1 },
      { role: "bashExecution", command: "secret", output: "", cancelled: false, truncated: false, excludeFromContext: true, timestamp: 1 },
      { role: "branchSummary", summary: "B", fromId: "x", timestamp: 1 },
      { role: "compactionSummary", summary: "C", tokensBefore: 3, timestamp: 1 }
    ]
    expect(Compaction.serializeConversation(messages)).toBe(
      [
        "[User]: plain",
        "[User]: ab",
        "[Assistant]: one\ntwo",
        "[Assistant tool calls]: read(path=\"a.ts\", offset=2, opts={\"x\":[1]}); bash()",
        "[Assistant tool calls]: ls(dir=\".\")",
        "[Tool result]: out",
        "[User]: custom text",
        "[User]: Ran `ls`\n```\na\nb\n```",
        `[User]: ${Context.BRANCH_SUMMARY_PREFIX}B${Context.BRANCH_SUMMARY_SUFFIX}`,
        `[User]: ${Context.COMPACTION_SUMMARY_PREFIX}C${Context.COMPACTION_SUMMARY_SUFFIX}`
      ].join("\n\n")
    )
    expect(Compaction.serializeConversation([{ role: "assistant", content: [{ type: "text", text: "" }] }])).toBe("[Assistant]: ")
  })

  it("truncates tool results to 2000 units with a note, never splitting a surrogate pair", () => {
    expect(Compaction.serializeConversation([toolResult("c", "a".repeat(2000))])).toBe(`[Tool result]: ${"a".repeat(2000)}`)
    expect(Compaction.serializeConversation([toolResult("c", "a".repeat(2500))])).toBe(
      `[Tool result]: ${"a".repeat(2000)}\n\n[... 500 more characters truncated]`
    )
    const emoji = "a".repeat(1999) + "\u{1F600}" + "b".repeat(10)
    expect(Compaction.serializeConversation([toolResult("c", emoji)])).toBe(
      `[Tool result]: ${"a".repeat(1999)}\n\n[... 11 more characters truncated]`
    )
    const atBoundary = "a".repeat(1998) + "\u{1F600}" + "b"
    expect(Compaction.truncateToolResult(atBoundary)).toBe(`${"a".repeat(1998)}\u{1F600}\n\n[... 1 more characters truncated]`)
  })

  it.prop(
    "a truncated tool result is a prefix of the text that ends on a whole code point",
    [fc.string({ unit: "binary", minLength: 1900, maxLength: 2100 })],
    ([text]) => {
      const out = Compaction.truncateToolResult(text)
      if (text.length <= 2000) {
        expect(out).toBe(text)
        return
      }
      const note = `\n\n[... ${text.length - 2000} more characters truncated]`
      expect(out.endsWith(note)).toBe(true)
      const kept = out.slice(0, out.length - note.length)
      expect(text.startsWith(kept)).toBe(true)
      expect(kept.length === 2000 || kept.length === 1999).toBe(true)
      const lastUnit = kept.charCodeAt(kept.length - 1)
      const next = text.charCodeAt(kept.length)
      expect(lastUnit >= 0xd800 && lastUnit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff).toBe(false)
    }
  )
})

describe("checkReply", () => {
  const reply = (extra: Json.JsonObject) => assistant("summary text", extra)

  it("gives the text blocks joined by newlines", () => {
    const message = { ...reply({}), content: [{ type: "thinking", thinking: "t" }, { type: "text", text: "a" }, { type: "text", text: "b" }] }
    expect(Compaction.checkReply(message, "history")).toEqual(Either.right("a\nb"))
    expect(Compaction.checkReply(reply({ stopReason: "aborted" }), "history")).toEqual(Either.right("summary text"))
  })

  it("gives pi's failure texts for both calls", () => {
    expect(Compaction.checkReply(reply({ stopReason: "error", errorMessage: "boom" }), "history")).toEqual(Either.left("Summarization failed: boom"))
    expect(Compaction.checkReply(reply({ stopReason: "error" }), "history")).toEqual(Either.left("Summarization failed: Unknown error"))
    expect(Compaction.checkReply(reply({ stopReason: "error", errorMessage: "boom" }), "turnPrefix")).toEqual(
      Either.left("Turn prefix summarization failed: boom")
    )
    expect(Compaction.checkReply(reply({ stopReason: "length" }), "history")).toEqual(
      Either.left("Summarization failed: generation hit the token cap and the summary is incomplete")
    )
    expect(Compaction.checkReply(reply({ stopReason: "length" }), "turnPrefix")).toEqual(
      Either.left("Turn prefix summarization failed: generation hit the token cap and the summary is incomplete")
    )
    const calling = toolCalls([{ id: "c", name: "read", arguments: {} }], "text")
    expect(Compaction.checkReply(calling, "history")).toEqual(Either.left("Summarization attempted to call a tool"))
    expect(Compaction.checkReply(calling, "turnPrefix")).toEqual(Either.left("Turn prefix summarization attempted to call a tool"))
  })
})

// ---------------------------------------------------------------------------------------------
// Properties over random sessions
// ---------------------------------------------------------------------------------------------

type Op =
  | { readonly _tag: "User"; readonly size: number }
  | { readonly _tag: "Reply"; readonly size: number }
  | {
    readonly _tag: "Tools"
    readonly calls: ReadonlyArray<{ readonly name: string; readonly path: string }>
    readonly size: number
    readonly labelBetween: boolean
  }
  | { readonly _tag: "Bash"; readonly size: number }
  | { readonly _tag: "CustomMessage"; readonly size: number }
  | { readonly _tag: "System"; readonly size: number }
  | { readonly _tag: "Meta"; readonly kind: "label" | "model" | "thinking" | "custom" }
  | { readonly _tag: "Navigate"; readonly index: number; readonly summary: boolean }
  | { readonly _tag: "Omit" }
  | { readonly _tag: "Edit"; readonly index: number; readonly omit: boolean }
  | { readonly _tag: "Compact"; readonly keep: number }
  /** pi's overflow recovery: a prompt, a failed reply omitted by a context edit, then a compaction. */
  | { readonly _tag: "Overflow"; readonly size: number; readonly keep: number }

const size = fc.nat({ max: 320 })
const opArb = (edits: boolean): fc.Arbitrary<Op> => {
  const ops: Array<fc.WeightedArbitrary<Op>> = [
    { arbitrary: size.map((s): Op => ({ _tag: "User", size: s })), weight: 6 },
    { arbitrary: size.map((s): Op => ({ _tag: "Reply", size: s })), weight: 5 },
    {
      arbitrary: fc
        .record({
          calls: fc.array(fc.record({ name: fc.constantFrom("read", "write", "edit", "bash"), path: fc.constantFrom("a.ts", "b.ts", "c.ts") }), {
            minLength: 1,
            maxLength: 3
          }),
          size,
          labelBetween: fc.boolean()
        })
        .map((t): Op => ({ _tag: "Tools", ...t })),
      weight: 6
    },
    { arbitrary: size.map((s): Op => ({ _tag: "Bash", size: s })), weight: 1 },
    { arbitrary: size.map((s): Op => ({ _tag: "CustomMessage", size: s })), weight: 1 },
    { arbitrary: size.map((s): Op => ({ _tag: "System", size: s })), weight: 1 },
    {
      arbitrary: fc.constantFrom<"label" | "model" | "thinking" | "custom">("label", "model", "thinking", "custom").map((kind): Op => ({ _tag: "Meta", kind })),
      weight: 3
    },
    { arbitrary: fc.record({ index: fc.nat(), summary: fc.boolean() }).map((n): Op => ({ _tag: "Navigate", ...n })), weight: 1 },
    { arbitrary: fc.constant<Op>({ _tag: "Omit" }), weight: 1 },
    { arbitrary: fc.nat({ max: 400 }).map((keep): Op => ({ _tag: "Compact", keep })), weight: 3 },
    { arbitrary: fc.record({ size, keep: fc.nat({ max: 100 }) }).map((o): Op => ({ _tag: "Overflow", ...o })), weight: 1 }
  ]
  if (edits) ops.push({ arbitrary: fc.record({ index: fc.nat(), omit: fc.boolean() }).map((e): Op => ({ _tag: "Edit", ...e })), weight: 2 })
  return fc.oneof(...ops)
}
const sessionOps = (edits: boolean) => fc.tuple(fc.array(opArb(edits), { maxLength: 60, size: "medium" }), fc.nat({ max: 400 }))

interface Compacted {
  readonly before: ReadonlyArray<Entry>
  readonly prep: Compaction.Preparation
  readonly result: Compaction.Result
  readonly tree: SessionTree.SessionTree
  readonly compactionId: string
}

/** Runs the operations; every successful preparation is compacted and reported. */
const play = (ops: ReadonlyArray<Op>, finalKeep: number, onCompacted: (c: Compacted) => void): void => {
  const b = new Builder()
  let calls = 0
  const text = (n: number, c: string) => c.repeat(n)
  const tryCompact = (keep: number) => {
    const before = b.branch
    const prep = Compaction.prepare(before, settings(keep))
    if (Either.isLeft(prep)) return
    const id = `cmp${b.tree.size}`
    const result = compact(b, prep.right, id)
    onCompacted({ before, prep: prep.right, result, tree: b.tree, compactionId: id })
  }
  for (const op of ops) {
    switch (op._tag) {
      case "User":
        b.message(user(text(op.size, "u")))
        break
      case "Reply":
        b.message(assistant(text(op.size, "a")))
        break
      case "Tools": {
        const ids = op.calls.map(() => `call${++calls}`)
        b.message(
          toolCalls(op.calls.map((c, i) => ({ id: ids[i] as string, name: c.name, arguments: c.name === "bash" ? { command: "ls" } : { path: c.path } })))
        )
        if (op.labelBetween) b.run(Session.Command.Label({ ...b.stamp(), targetId: b.leaf as string, label: "mid" }))
        op.calls.forEach((c, i) => b.message(toolResult(ids[i] as string, text(op.size, "r"), c.name)))
        break
      }
      case "Bash":
        b.message({ role: "bashExecution", command: "ls", output: text(op.size, "o"), exitCode: 0, cancelled: false, truncated: false, timestamp: 1 })
        break
      case "CustomMessage":
        b.run(Session.Command.CustomMessage({ ...b.stamp(), customType: "ext", content: text(op.size, "m"), display: true }))
        break
      case "System":
        b.message(system(text(op.size, "s")))
        break
      case "Meta":
        if (op.kind === "label" && b.leaf !== null) b.run(Session.Command.Label({ ...b.stamp(), targetId: b.leaf, label: "l" }))
        else if (op.kind === "model") b.run(Session.Command.ModelChange({ ...b.stamp(), provider: "p", modelId: "m2" }))
        else if (op.kind === "thinking") b.run(Session.Command.ThinkingLevelChange({ ...b.stamp(), thinkingLevel: "high" }))
        else b.run(Session.Command.Custom({ ...b.stamp(), customType: "ext" }))
        break
      case "Navigate": {
        const entries = SessionTree.entries(b.tree)
        const target = entries[op.index % Math.max(entries.length, 1)]
        if (target === undefined || target.id === b.leaf) break
        const summary = op.summary ? { summary: "went elsewhere", details: { readFiles: ["n.ts"], modifiedFiles: [] }, fromHook: false } : undefined
        b.run(Session.Command.Navigate({ ...b.stamp(), targetId: target.id as string, summary }))
        break
      }
      case "Omit": {
        // overflow recovery: omit the last assistant reply on the branch and the tool results after it
        const branch = b.branch
        let at = branch.length - 1
        while (at >= 0 && branch[at]?.role !== "assistant") at--
        if (at < 0) break
        for (const entry of branch.slice(at)) {
          if (entry.role === "assistant" || entry.role === "toolResult") {
            b.run(Session.Command.ContextEdit({ ...b.stamp(), targetId: entry.id as string, replacement: null }))
          }
        }
        break
      }
      case "Edit": {
        const editable = b.branch.filter((e) => e.type === "custom_message" || e.role === "user" || e.role === "assistant" || e.role === "toolResult")
        const target = editable[op.index % Math.max(editable.length, 1)]
        if (target === undefined) break
        b.run(Session.Command.ContextEdit({ ...b.stamp(), targetId: target.id as string, replacement: op.omit ? null : { content: "edited" } }))
        break
      }
      case "Compact":
        tryCompact(op.keep)
        break
      case "Overflow": {
        b.message(user(text(op.size, "p")))
        const failed = b.message(assistant("", { stopReason: "error", errorMessage: "prompt is too long" }))
        b.run(Session.Command.ContextEdit({ ...b.stamp(), targetId: failed, replacement: null }))
        tryCompact(op.keep)
        break
      }
    }
  }
  tryCompact(finalKeep)
}

/** Tool-call ids of the assistant messages in a list, with their positions. */
const callPositions = (messages: ReadonlyArray<Json.JsonObject>): Map<string, number> => {
  const out = new Map<string, number>()
  messages.forEach((m, i) => {
    if (m.role !== "assistant" || !Array.isArray(m.content)) return
    for (const block of m.content) if (Json.isObject(block) && block.type === "toolCall" && typeof block.id === "string") out.set(block.id, i)
  })
  return out
}

describe("properties", () => {
  it.prop(
    "(a) compaction never separates a tool call from its result",
    [sessionOps(false)],
    ([[ops, finalKeep]]) => {
      play(ops, finalKeep, ({ before, compactionId, prep, tree }) => {
        const firstKept = SessionTree.get(tree, prep.firstKeptEntryId) as Entry
        expect(firstKept.role).not.toBe("toolResult")
        const beforeMessages = Context.projectPath(before).messages
        const beforeCalls = callPositions(beforeMessages)
        const after = Either.getOrThrow(Context.build(tree, compactionId)).messages
        const afterCalls = callPositions(after)
        after.forEach((m, i) => {
          if (m.role !== "toolResult") return
          const id = m.toolCallId as string
          if (!beforeCalls.has(id)) return
          const at = afterCalls.get(id)
          expect(at !== undefined && at < i).toBe(true)
        })
        // a summarized tool result has its call summarized too
        const summarized = [...prep.messagesToSummarize, ...prep.turnPrefixMessages]
        const summarizedCalls = callPositions(summarized)
        for (const m of summarized) {
          if (m.role === "toolResult" && beforeCalls.has(m.toolCallId as string)) expect(summarizedCalls.has(m.toolCallId as string)).toBe(true)
        }
      })
    },
    { fastCheck: { numRuns: 200 } }
  )

  it.prop(
    "(b) after the compaction, the context is the checkpoint, the summary, then exactly the kept messages",
    [sessionOps(true)],
    ([[ops, finalKeep]]) => {
      play(ops, finalKeep, ({ before, compactionId, prep, result, tree }) => {
        const projection = Context.projectPath(before)
        const from = projection.entries.findIndex((e) => e.entry.id === prep.firstKeptEntryId)
        expect(from).toBeGreaterThan(projection.entries[0]?.entry.type === "compaction" ? 0 : -1)
        const kept = projection.entries
          .slice(from)
          .flatMap((e) => (e.entry.type === "compaction" ? [] : e.messages))
          .filter((m) => m.role !== "system")
        const time = Json.millis(SessionTree.get(tree, compactionId)?.timestamp)
        const checkpoint = Context.systemCheckpoint(projection.messages)
        expect(Either.getOrThrow(Context.build(tree, compactionId)).messages).toEqual([
          ...(checkpoint === undefined ? [] : [{ ...checkpoint, timestamp: time }]),
          { role: "compactionSummary", summary: result.summary, tokensBefore: prep.tokensBefore, timestamp: time },
          ...kept
        ])
        // and what was summarized is exactly what came before the kept part (system messages aside)
        const summarizedCount = prep.messagesToSummarize.length + prep.turnPrefixMessages.length
        const start = projection.entries[0]?.entry.type === "compaction" && projection.entries[0].messages.length > 0 ? 1 : 0
        const dropped = projection.entries.slice(start, from).flatMap((e) => (e.entry.type === "compaction" ? [] : e.messages)).filter((m) =>
          m.role !== "system"
        )
        expect(summarizedCount).toBe(dropped.length)
        expect([...prep.messagesToSummarize, ...prep.turnPrefixMessages]).toEqual(dropped)
      })
    },
    { fastCheck: { numRuns: 200 } }
  )

  it("the random sessions exercise split turns, recovery advancement and repeated compactions", () => {
    const stats = { compactions: 0, splits: 0, prefixOnly: 0, recoveries: 0, repeated: 0 }
    for (const [ops, finalKeep] of fc.sample(sessionOps(false), { numRuns: 300, seed: 42 })) {
      play(ops, finalKeep, ({ before, prep }) => {
        stats.compactions++
        if (prep.isSplitTurn) stats.splits++
        if (prep.isSplitTurn && prep.messagesToSummarize.length === 0) stats.prefixOnly++
        if (prep.previousSummary !== undefined) stats.repeated++
        // the cut advanced onto an entry that a context edit omits
        const kept = Context.projectPath(before).entries.find((e) => e.entry.id === prep.firstKeptEntryId)
        if (kept !== undefined && kept.messages.length === 0 && Context.entryMessages(kept.entry).length > 0) stats.recoveries++
      })
    }
    expect(stats.compactions).toBeGreaterThan(300)
    expect(stats.splits).toBeGreaterThan(50)
    expect(stats.prefixOnly).toBeGreaterThan(5)
    expect(stats.repeated).toBeGreaterThan(50)
    expect(stats.recoveries).toBeGreaterThan(10)
  })
})
