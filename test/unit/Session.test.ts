import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import * as Context from "../../src/domain/context/Context.js"
import * as DomainError from "../../src/domain/format/DomainError.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"

const T0 = "2026-12-02T10:00:00.000Z"
const at = (n: number) => new Date(Date.parse(T0) + n * 1000).toISOString()

const stamp = (n: number, ...ids: Array<string>) => ({ timestamp: at(n), ids: IdSource.fromList(ids, n) })

const fresh = (options: { readonly inMemory?: boolean } = {}) =>
  Either.getOrThrow(
    Session.create({ sessionId: "s1", timestamp: T0, cwd: "/w", file: options.inMemory ? undefined : "/s/a.jsonl" })
  )

const run = (state: Session.SessionState, command: Session.Command): Session.Transition => Either.getOrThrowWith(Session.apply(state, command), (e) => e)

const fail = (state: Session.SessionState, command: Session.Command): string => {
  const result = Session.apply(state, command)
  if (Either.isRight(result)) throw new Error("expected a failure")
  return result.left.message
}

const user = (text: string, ts = 1): Json.JsonObject => ({ role: "user", content: [{ type: "text", text }], timestamp: ts })
const assistant = (text: string, ts = 2): Json.JsonObject => ({
  role: "assistant",
  content: [{ type: "text", text }],
  provider: "p",
  model: "m",
  timestamp: ts
})

/** Applies commands in order, returning the final state and every transition. */
const script = (state: Session.SessionState, commands: ReadonlyArray<Session.Command>) => {
  const transitions: Array<Session.Transition> = []
  for (const command of commands) {
    const t = run(state, command)
    transitions.push(t)
    state = t.state
  }
  return { state, transitions }
}

/** A conversation: u1 → a1 → u2 → a2, ids u1 a1 u2 a2. */
const conversation = () =>
  script(fresh(), [
    Session.Command.AppendMessage({ ...stamp(1, "u1"), message: user("first") }),
    Session.Command.AppendMessage({ ...stamp(2, "a1"), message: assistant("one") }),
    Session.Command.AppendMessage({ ...stamp(3, "u2"), message: user("second") }),
    Session.Command.AppendMessage({ ...stamp(4, "a2"), message: assistant("two") })
  ]).state

describe("persistence rule", () => {
  it("writes nothing until a user or assistant message, then the whole file, then single lines", () => {
    const { transitions } = script(fresh(), [
      Session.Command.ModelChange({ ...stamp(1, "m1"), provider: "anthropic", modelId: "claude" }),
      Session.Command.ThinkingLevelChange({ ...stamp(2, "t1"), thinkingLevel: "high" }),
      Session.Command.AppendMessage({ ...stamp(3, "u1"), message: user("hi") }),
      Session.Command.AppendMessage({ ...stamp(4, "a1"), message: assistant("yo") })
    ])
    expect(transitions[0]!.effects).toEqual([])
    expect(transitions[1]!.effects).toEqual([])
    expect(transitions[2]!.effects).toEqual([
      Session.FileEffect.CreateFile({
        path: "/s/a.jsonl",
        lines: [
          `{"type":"session","version":3,"id":"s1","timestamp":"${T0}","cwd":"/w"}`,
          `{"type":"model_change","id":"m1","parentId":null,"timestamp":"${at(1)}","provider":"anthropic","modelId":"claude"}`,
          `{"type":"thinking_level_change","id":"t1","parentId":"m1","timestamp":"${at(2)}","thinkingLevel":"high"}`,
          `{"type":"message","id":"u1","parentId":"t1","timestamp":"${at(3)}","message":{"role":"user","content":[{"type":"text","text":"hi"}],"timestamp":1}}`
        ]
      })
    ])
    expect(transitions[3]!.effects).toEqual([
      Session.FileEffect.AppendLines({
        path: "/s/a.jsonl",
        lines: [
          `{"type":"message","id":"a1","parentId":"u1","timestamp":"${
            at(4)
          }","message":{"role":"assistant","content":[{"type":"text","text":"yo"}],"provider":"p","model":"m","timestamp":2}}`
        ]
      })
    ])
  })

  it("an in-memory session never produces file effects", () => {
    const { transitions } = script(fresh({ inMemory: true }), [Session.Command.AppendMessage({ ...stamp(1, "u1"), message: user("hi") })])
    expect(transitions[0]!.effects).toEqual([])
  })

  it("a migrated session is rewritten whole before its first append", () => {
    const v1 = [
      `{"type":"session","id":"old","timestamp":"${T0}","cwd":"/w"}`,
      `{"type":"message","timestamp":"${at(1)}","message":{"role":"user","content":"one","timestamp":1}}`
    ].join("\n")
    const loaded = SessionFile.fromText(v1 + "\n", IdSource.fromList(["aaaa0001"]))
    expect(loaded.migrated).toBe(true)
    const state = Session.fromLoaded(loaded.header!, loaded, "/s/old.jsonl")
    const t = run(state, Session.Command.AppendMessage({ ...stamp(2, "a1"), message: assistant("two") }))
    expect(t.effects).toHaveLength(1)
    const effect = t.effects[0]!
    expect(effect._tag).toBe("ReplaceFile")
    expect(effect.lines).toEqual([
      `{"type":"session","id":"old","timestamp":"${T0}","cwd":"/w","version":3}`,
      `{"type":"message","timestamp":"${at(1)}","message":{"role":"user","content":"one","timestamp":1},"id":"aaaa0001","parentId":null}`,
      `{"type":"message","id":"a1","parentId":"aaaa0001","timestamp":"${
        at(2)
      }","message":{"role":"assistant","content":[{"type":"text","text":"two"}],"provider":"p","model":"m","timestamp":2}}`
    ])
    const next = run(t.state, Session.Command.AppendMessage({ ...stamp(3, "u2"), message: user("three") }))
    expect(next.effects[0]!._tag).toBe("AppendLines")
  })

  it("skips ids already in the tree, as pi redraws on a collision", () => {
    const state = conversation()
    const t = run(state, Session.Command.SessionInfo({ ...stamp(5, "u1", "a2", "n1"), name: "x" }))
    expect(t.appended.map((e) => e.id)).toEqual(["n1"])
  })
})

describe("labels and names", () => {
  it("labels any entry, attaches the label entry under the leaf, and clears two ways", () => {
    const { state, transitions } = script(conversation(), [
      Session.Command.Label({ ...stamp(5, "l1"), targetId: "u1", label: "checkpoint" }),
      Session.Command.Label({ ...stamp(6, "l2"), targetId: "u1" }),
      Session.Command.Label({ ...stamp(7, "l3"), targetId: "u1", label: "" })
    ])
    expect(transitions.map((t) => t.appended[0]!.text)).toEqual([
      `{"type":"label","id":"l1","parentId":"a2","timestamp":"${at(5)}","targetId":"u1","label":"checkpoint"}`,
      `{"type":"label","id":"l2","parentId":"l1","timestamp":"${at(6)}","targetId":"u1"}`,
      `{"type":"label","id":"l3","parentId":"l2","timestamp":"${at(7)}","targetId":"u1","label":""}`
    ])
    expect(SessionTree.label(transitions[0]!.state.tree, "u1")).toBe("checkpoint")
    expect(SessionTree.label(state.tree, "u1")).toBeUndefined()
  })

  it("refuses an unknown target with pi's text", () => {
    expect(fail(conversation(), Session.Command.Label({ ...stamp(5, "l1"), targetId: "nope", label: "x" }))).toBe(
      "Entry nope not found"
    )
  })

  it("sanitizes names as pi does and takes the last one in the file", () => {
    const { state, transitions } = script(conversation(), [
      Session.Command.SessionInfo({ ...stamp(5, "n1"), name: "  My\r\n\nname  " }),
      Session.Command.SessionInfo({ ...stamp(6, "n2"), name: "Later" })
    ])
    expect(transitions[0]!.appended[0]!.text).toBe(
      `{"type":"session_info","id":"n1","parentId":"a2","timestamp":"${at(5)}","name":"My name"}`
    )
    expect(SessionTree.sessionName(state.tree)).toBe("Later")
    const cleared = run(state, Session.Command.SessionInfo({ ...stamp(7, "n3"), name: "   " }))
    expect(SessionTree.sessionName(cleared.state.tree)).toBeUndefined()
  })
})

describe("context edits", () => {
  it("checks in pi's order with pi's texts", () => {
    const state = conversation()
    const edit = (targetId: string, replacement: unknown) => fail(state, Session.Command.ContextEdit({ ...stamp(5, "e1"), targetId, replacement }))
    expect(edit("nope", { content: 5 })).toBe("Context edit replacement must be null or contain string/array content")
    expect(edit("u1", undefined)).toBe("Context edit replacement must be null or contain string/array content")
    expect(edit("u1", {})).toBe("Context edit replacement must be null or contain string/array content")
    expect(edit("u1", "text")).toBe("Context edit replacement must be null or contain string/array content")
    expect(edit("nope", null)).toBe("Entry nope not found")
    const side = run(state, Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "a1" })).state
    expect(fail(side, Session.Command.ContextEdit({ ...stamp(6, "e1"), targetId: "a2", replacement: null }))).toBe(
      "Entry a2 is not on the active branch"
    )
    const withSystem = run(state, Session.Command.AppendMessage({ ...stamp(5, "s1"), message: { role: "system", content: "x", timestamp: 5 } })).state
    expect(fail(withSystem, Session.Command.ContextEdit({ ...stamp(6, "e1"), targetId: "s1", replacement: null }))).toBe(
      "Entry s1 does not contribute editable model content"
    )
  })

  it("normalizes string content for assistant targets only and keeps extra keys", () => {
    const { state, transitions } = script(conversation(), [
      Session.Command.ContextEdit({ ...stamp(5, "e1"), targetId: "a2", replacement: { content: "short" } }),
      Session.Command.ContextEdit({ ...stamp(6, "e2"), targetId: "u2", replacement: { content: "new u", extra: 1 } }),
      Session.Command.ContextEdit({ ...stamp(7, "e3"), targetId: "u1", replacement: null })
    ])
    expect(transitions.map((t) => t.appended[0]!.text)).toEqual([
      `{"type":"context_edit","id":"e1","parentId":"a2","timestamp":"${at(5)}","targetId":"a2","replacement":{"content":[{"type":"text","text":"short"}]}}`,
      `{"type":"context_edit","id":"e2","parentId":"e1","timestamp":"${at(6)}","targetId":"u2","replacement":{"content":"new u","extra":1}}`,
      `{"type":"context_edit","id":"e3","parentId":"e2","timestamp":"${at(7)}","targetId":"u1","replacement":null}`
    ])
    const context = Either.getOrThrow(Context.build(state.tree, SessionTree.leafId(state.tree)))
    expect(context.messages).toEqual([
      assistant("one"),
      { ...user("second"), content: "new u" },
      { ...assistant("two"), content: [{ type: "text", text: "short" }] }
    ])
  })
})

describe("compaction", () => {
  it("captures the replayed system state and defaults to retain-none", () => {
    const system1: Json.JsonObject = {
      role: "system",
      content: "base",
      sections: { a: "A", b: "B" },
      timestamp: 100,
      toolsAdded: [
        { name: "t1", description: "d1", parameters: {} },
        { name: "t2", description: "d2", parameters: {} }
      ]
    }
    const system2: Json.JsonObject = {
      role: "system",
      content: [
        { type: "text", text: "extra1" },
        { type: "text", text: "extra2" }
      ],
      sections: { a: null, c: "C" },
      timestamp: 200,
      toolsRemoved: [{ name: "t1" }],
      toolsAdded: [{ name: "t3", description: "d3", parameters: {} }]
    }
    const { state, transitions } = script(fresh(), [
      Session.Command.AppendMessage({ ...stamp(1, "s1"), message: system1 }),
      Session.Command.AppendMessage({ ...stamp(2, "u1"), message: user("hi") }),
      Session.Command.AppendMessage({ ...stamp(3, "s2"), message: system2 }),
      Session.Command.Compaction({ ...stamp(4, "c1"), summary: "sum", firstKeptEntryId: null, tokensBefore: 42, fromHook: false })
    ])
    expect(transitions[3]!.appended[0]!.text).toBe(
      `{"type":"compaction","id":"c1","parentId":"s2","timestamp":"${at(4)}","summary":"sum","firstKeptEntryId":"c1","tokensBefore":42,"fromHook":false,` +
        `"systemMessage":{"role":"system","content":"base\\n\\nextra1\\nextra2","sections":{"b":"B","c":"C"},"toolsAdded":[{"name":"t2","description":"d2","parameters":{}},{"name":"t3","description":"d3","parameters":{}}],"timestamp":${
          Date.parse(at(4))
        }}}`
    )
    const context = Either.getOrThrow(Context.build(state.tree, "c1"))
    expect(context.messages.map((m) => m.role)).toEqual(["system", "compactionSummary"])
  })

  it("keeps the path from firstKeptEntryId, without older system messages", () => {
    const { state } = script(conversation(), [
      Session.Command.Compaction({ ...stamp(5, "c1"), summary: "s", firstKeptEntryId: "u2", tokensBefore: 1 }),
      Session.Command.AppendMessage({ ...stamp(6, "u3"), message: user("third") })
    ])
    expect(Context.contextEntries(SessionTree.branch(state.tree)).map((e) => e.id)).toEqual(["c1", "u2", "a2", "u3"])
    expect(Context.toProviderMessages(Either.getOrThrow(Context.build(state.tree, "u3")).messages)[0]).toEqual({
      role: "user",
      content: [{ type: "text", text: `${Context.COMPACTION_SUMMARY_PREFIX}s${Context.COMPACTION_SUMMARY_SUFFIX}` }],
      timestamp: Date.parse(at(5))
    })
  })

  it("writes stored values into texts as pi's concatenation does, and as JSON where it would throw", () => {
    const odd = [{ toString: "" }]
    const texts = Context.toProviderMessages([
      { role: "branchSummary", summary: ["a", 1, null], fromId: "x", timestamp: 1 },
      { role: "compactionSummary", summary: odd, tokensBefore: 1, timestamp: 2 },
      { role: "bashExecution", command: { toString: "" }, output: "", exitCode: odd, cancelled: false, truncated: false, timestamp: 3 }
    ]).map((m) => ((m.content as ReadonlyArray<{ readonly text: string }>)[0] as { readonly text: string }).text)
    expect(texts).toEqual([
      `${Context.BRANCH_SUMMARY_PREFIX}a,1,${Context.BRANCH_SUMMARY_SUFFIX}`,
      `${Context.COMPACTION_SUMMARY_PREFIX}[{"toString":""}]${Context.COMPACTION_SUMMARY_SUFFIX}`,
      "Ran `{\"toString\":\"\"}`\n(no output)\n\nCommand exited with code [{\"toString\":\"\"}]"
    ])
  })
})

describe("navigation (/tree)", () => {
  it("moves to a user message's parent, gives its text back, and records the move durably", () => {
    const state = conversation()
    const t = run(state, Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "u2" }))
    expect(t.leafId).toBe("a1")
    expect(t.editorText).toBe("second")
    expect(t.appended.map((e) => e.text)).toEqual([
      `{"type":"custom","customType":"arbor.leaf","id":"m1","parentId":"a1","timestamp":"${at(5)}"}`
    ])
    expect(t.effects).toEqual([Session.FileEffect.AppendLines({ path: "/s/a.jsonl", lines: [t.appended[0]!.text] })])
    // reload: the leaf is where the user left it, and the context agrees with pi's reading of the marker
    const text = Session.fileLines(t.state).join("\n") + "\n"
    const reloaded = SessionFile.fromText(text, IdSource.fromSeed(0))
    expect(SessionTree.leafId(reloaded.tree)).toBe("a1")
    expect(Either.getOrThrow(Context.build(reloaded.tree, "m1"))).toEqual(Either.getOrThrow(Context.build(reloaded.tree, "a1")))
    // the next entry continues from the recorded position, not from the marker
    const next = run(t.state, Session.Command.AppendMessage({ ...stamp(6, "u3"), message: user("other") }))
    expect(next.appended[0]!.parentId).toBe("a1")
    expect(SessionTree.children(next.state.tree, "a1").map((e) => e.id)).toEqual(["u2", "m1", "u3"])
  })

  it("moves onto any other entry itself, and does nothing for the current leaf", () => {
    const state = conversation()
    const t = run(state, Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "a1" }))
    expect(t.leafId).toBe("a1")
    expect(t.editorText).toBeUndefined()
    const same = run(state, Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "a2" }))
    expect(same.appended).toEqual([])
    expect(same.state).toBe(state)
    expect(fail(state, Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "zz" }))).toBe("Entry zz not found")
  })

  it("navigating to a root user message leaves the leaf before the first entry", () => {
    const t = run(conversation(), Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "u1" }))
    expect(t.leafId).toBeNull()
    expect(t.appended[0]!.parentId).toBeNull()
    expect(Either.getOrThrow(Context.build(t.state.tree, SessionTree.leafId(t.state.tree))).messages).toEqual([])
    const next = run(t.state, Session.Command.AppendMessage({ ...stamp(6, "r2"), message: user("again") }))
    expect(next.appended[0]!.parentId).toBeNull()
  })

  it("with a summary appends a branch_summary under the new leaf (fromId = old leaf), then the label", () => {
    const t = run(
      conversation(),
      Session.Command.Navigate({
        ...stamp(5, "b1", "l1"),
        targetId: "u2",
        summary: { summary: "tried things", details: { readFiles: [], modifiedFiles: [] }, fromHook: false },
        label: "here"
      })
    )
    expect(t.appended.map((e) => e.text)).toEqual([
      `{"type":"branch_summary","id":"b1","parentId":"a1","timestamp":"${
        at(5)
      }","fromId":"a2","summary":"tried things","details":{"readFiles":[],"modifiedFiles":[]},"fromHook":false}`,
      `{"type":"label","id":"l1","parentId":"b1","timestamp":"${at(5)}","targetId":"b1","label":"here"}`
    ])
    expect(t.leafId).toBe("l1")
    expect(t.editorText).toBe("second")
    const messages = Either.getOrThrow(Context.build(t.state.tree, t.leafId)).messages
    expect(messages.at(-1)).toEqual({ role: "branchSummary", summary: "tried things", fromId: "a2", timestamp: Date.parse(at(5)) })
  })

  it("with only a label labels the target and needs no marker", () => {
    const t = run(conversation(), Session.Command.Navigate({ ...stamp(5, "l1"), targetId: "u2", label: "x" }))
    expect(t.appended.map((e) => e.text)).toEqual([
      `{"type":"label","id":"l1","parentId":"a1","timestamp":"${at(5)}","targetId":"u2","label":"x"}`
    ])
  })
})

describe("fork, clone, fork-from, new", () => {
  it("forks before a root user message into an empty session that names its parent", () => {
    const t = run(
      conversation(),
      Session.Command.Fork({ ...stamp(5), entryId: "u1", position: "before", sessionId: "s2", file: "/s/b.jsonl" })
    )
    expect(t.replaced).toBe(true)
    expect(t.selectedText).toBe("first")
    expect(t.effects).toEqual([])
    expect(t.state.header.text).toBe(`{"type":"session","version":3,"id":"s2","timestamp":"${at(5)}","cwd":"/w","parentSession":"/s/a.jsonl"}`)
    expect(SessionTree.count(t.state.tree)).toBe(0)
  })

  it("refuses unknown entries, non-user entries before, and unsaved sessions", () => {
    const state = conversation()
    const fork = (entryId: string, position: "before" | "at", s = state) =>
      fail(s, Session.Command.Fork({ ...stamp(5), entryId, position, sessionId: "s2", file: "/s/b.jsonl" }))
    expect(fork("zz", "at")).toBe("Invalid entry ID for forking")
    expect(fork("a1", "before")).toBe("Invalid entry ID for forking")
    const unsaved = run(fresh(), Session.Command.ModelChange({ ...stamp(1, "m1"), provider: "p", modelId: "m" })).state
    expect(fork("m1", "at", unsaved)).toBe("This session has not been saved yet. Send a message before cloning or forking it.")
    expect(fail(fresh(), Session.Command.Clone({ ...stamp(5), sessionId: "s2" }))).toBe("Nothing to clone yet")
    expect(fail(state, Session.Command.Clone({ ...stamp(5), sessionId: "-bad" }))).toMatch(/^Session id must be non-empty/)
  })

  it("clones the active branch, re-creating labels after the copied path", () => {
    const { state } = script(conversation(), [
      Session.Command.Label({ ...stamp(5, "l1"), targetId: "u1", label: "start" }),
      Session.Command.Label({ ...stamp(6, "l2"), targetId: "a2", label: "end" })
    ])
    const t = run(state, Session.Command.Clone({ ...stamp(7, "n1", "n2"), sessionId: "s2", file: "/s/b.jsonl" }))
    expect(t.effects).toHaveLength(1)
    const lines = t.effects[0]!.lines
    expect(lines.slice(1)).toEqual([
      ...["u1", "a1", "u2", "a2"].map((id) => SessionTree.get(state.tree, id)!.text),
      `{"type":"label","id":"n1","parentId":"a2","timestamp":"${at(5)}","targetId":"u1","label":"start"}`,
      `{"type":"label","id":"n2","parentId":"n1","timestamp":"${at(6)}","targetId":"a2","label":"end"}`
    ])
    expect(t.state.flushed).toBe(true)
  })

  it("fork-from copies every entry into a new file for another cwd at once", () => {
    const state = run(conversation(), Session.Command.Navigate({ ...stamp(5, "m1"), targetId: "a1" })).state
    const t = run(
      state,
      Session.Command.ForkFrom({ ...stamp(6), sessionId: "s3", cwd: "/other", sourcePath: "/s/a.jsonl", file: "/o/c.jsonl" })
    )
    expect(t.effects).toEqual([
      Session.FileEffect.CreateFile({
        path: "/o/c.jsonl",
        lines: [
          `{"type":"session","version":3,"id":"s3","timestamp":"${at(6)}","cwd":"/other","parentSession":"/s/a.jsonl"}`,
          ...SessionTree.entries(state.tree).map((e) => e.text)
        ]
      })
    ])
    expect(SessionTree.leafId(t.state.tree)).toBe("a1")
  })

  it("a new session starts empty and unwritten", () => {
    const t = run(conversation(), Session.Command.NewSession({ ...stamp(5), sessionId: "s4", cwd: "/w", file: "/s/d.jsonl" }))
    expect(t.replaced).toBe(true)
    expect(t.effects).toEqual([])
    expect(t.leafId).toBeNull()
  })

  it("a fork before the first user message is pending; Persist writes it whole, once", () => {
    const start = run(fresh(), Session.Command.ModelChange({ ...stamp(1, "m1"), provider: "p", modelId: "m" })).state
    const talked = script(start, [
      Session.Command.AppendMessage({ ...stamp(2, "u1"), message: user("first") }),
      Session.Command.AppendMessage({ ...stamp(3, "a1"), message: assistant("one") })
    ]).state
    expect(Session.storage(talked)).toEqual(Session.Storage.Written({ file: "/s/a.jsonl" }))
    const forked = run(talked, Session.Command.Fork({ ...stamp(4), entryId: "u1", position: "before", sessionId: "s2", file: "/s/b.jsonl" }))
    expect(forked.effects).toEqual([])
    expect(Session.storage(forked.state)).toEqual(Session.Storage.Pending({ file: "/s/b.jsonl" }))
    const header = `{"type":"session","version":3,"id":"s2","timestamp":"${at(4)}","cwd":"/w","parentSession":"/s/a.jsonl"}`
    const persisted = run(forked.state, Session.Command.Persist())
    expect(persisted.effects).toEqual([
      Session.FileEffect.CreateFile({
        path: "/s/b.jsonl",
        lines: [header, `{"type":"model_change","id":"m1","parentId":null,"timestamp":"${at(1)}","provider":"p","modelId":"m"}`]
      })
    ])
    expect(persisted.appended).toEqual([])
    expect(persisted.replaced).toBe(false)
    expect(persisted.leafId).toBe("m1")
    expect(Session.storage(persisted.state)).toEqual(Session.Storage.Written({ file: "/s/b.jsonl" }))
    expect(persisted.state.tree).toBe(forked.state.tree)
    // written: the next entry is one appended line, and Persist has nothing more to do
    const next = run(persisted.state, Session.Command.Label({ ...stamp(5, "l1"), targetId: "m1", label: "x" }))
    expect(next.effects.map((e) => e._tag)).toEqual(["AppendLines"])
    expect(run(persisted.state, Session.Command.Persist()).effects).toEqual([])
    // in memory: nothing to write
    const inMemory = fresh({ inMemory: true })
    expect(Session.storage(inMemory)).toEqual(Session.Storage.InMemory())
    expect(run(inMemory, Session.Command.Persist()).effects).toEqual([])
    // an empty pending session is written as its header alone
    const empty = run(talked, Session.Command.NewSession({ ...stamp(6), sessionId: "s3", cwd: "/w", file: "/s/c.jsonl" })).state
    expect(run(empty, Session.Command.Persist()).effects).toEqual([
      Session.FileEffect.CreateFile({ path: "/s/c.jsonl", lines: [`{"type":"session","version":3,"id":"s3","timestamp":"${at(6)}","cwd":"/w"}`] })
    ])
  })
})

describe("SessionTree.empty", () => {
  it("lends nothing to the trees built from it (no session stays pinned in memory)", () => {
    const loaded = SessionFile.fromText(
      `{"type":"session","version":3,"id":"s","timestamp":"${T0}","cwd":"/w"}\n{"type":"custom","customType":"x","id":"a","parentId":null,"timestamp":"${T0}"}\n`,
      IdSource.fromSeed(0)
    )
    expect(SessionTree.count(loaded.tree)).toBe(1)
    expect(SessionTree.empty.entries.length).toBe(0)
    expect(SessionTree.empty.columns.length).toBe(0)
    expect(SessionTree.empty.columns.ids.count).toBe(0)
  })
})

describe("per-turn context", () => {
  it("a turn that appends below the leaf reuses the previous projection and path, and answers as a fresh walk does", () => {
    const first = script(fresh(), [
      Session.Command.AppendMessage({ ...stamp(1, "u1"), message: user("one") }),
      Session.Command.AppendMessage({ ...stamp(2, "a1"), message: assistant("two") })
    ]).state
    const before = Context.projection(first.tree, SessionTree.leafId(first.tree))
    const pathBefore = SessionTree.pathPositions(first.tree, "a1")
    const next = script(first, [
      Session.Command.AppendMessage({ ...stamp(3, "u2"), message: user("three") }),
      Session.Command.ThinkingLevelChange({ ...stamp(4, "t1"), thinkingLevel: "high" })
    ]).state
    const after = Context.projection(next.tree, SessionTree.leafId(next.tree))
    // the entries projected before are the same objects: only the appended ones were projected
    expect(after.entries[0]).toBe(before.entries[0])
    expect(after.entries[1]).toBe(before.entries[1])
    expect(after).toEqual(Context.projectPath(SessionTree.path(next.tree, "t1")))
    expect(after.thinkingLevel).toBe("high")
    expect(Array.from(SessionTree.pathPositions(next.tree, "t1")).slice(0, pathBefore.length)).toEqual(Array.from(pathBefore))
  })

  it("an appended context edit makes the next projection walk the whole path", () => {
    const first = script(fresh(), [
      Session.Command.AppendMessage({ ...stamp(1, "u1"), message: user("one") }),
      Session.Command.AppendMessage({ ...stamp(2, "a1"), message: assistant("two") })
    ]).state
    const before = Context.projection(first.tree, "a1")
    const edited = run(first, Session.Command.ContextEdit({ ...stamp(3, "e1"), targetId: "u1", replacement: { content: "short" } })).state
    const after = Context.projection(edited.tree, SessionTree.leafId(edited.tree))
    expect(after.entries[0]).not.toBe(before.entries[0])
    expect(after.messages[0]?.content).toBe("short")
    expect(after).toEqual(Context.projectPath(SessionTree.path(edited.tree, "e1")))
  })
})

describe("a stored entry that cannot be read again", () => {
  const header = `{"type":"session","version":3,"id":"s1","timestamp":"${T0}","cwd":"/w"}`
  const line = (id: string, parentId: string | null, text: string) => JSON.stringify({ type: "message", id, parentId, timestamp: T0, message: user(text) })
  const text = [header, line("u1", null, "first"), line("u2", "u1", "second")].join("\n") + "\n"

  /** A session read from bytes that the caller may change afterwards (as a file changed in place). */
  const loaded = () => {
    const bytes = new TextEncoder().encode(text)
    const read = SessionFile.fromBytes(bytes, IdSource.fromSeed(0))
    const state = Session.fromLoaded(read.header!, read, "/s/a.jsonl")
    return { bytes, state }
  }

  it("a line changed in place is the Left StoredEntryUnreadable, not a throw", () => {
    const { bytes, state } = loaded()
    // the first entry's opening brace overwritten: its line is no longer a JSON object
    bytes[text.indexOf(line("u1", null, "first"))] = "x".charCodeAt(0)
    const result = Session.apply(state, Session.Command.Navigate({ ...stamp(5, "n1"), targetId: "u1" }))
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isRight(result)) return
    expect(result.left._tag).toBe("StoredEntryUnreadable")
    expect(result.left.message).toBe("line 2 changed after the file was read: it is no longer the JSON object read there")
  })

  it("a line changed in place makes Context.build's Left StoredEntryUnreadable, not a throw", () => {
    const { bytes, state } = loaded()
    bytes[text.indexOf(line("u2", "u1", "second"))] = "x".charCodeAt(0)
    const result = Context.build(state.tree, "u2")
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isRight(result)) return
    expect(result.left._tag).toBe("StoredEntryUnreadable")
    expect(result.left.message).toBe("line 3 changed after the file was read: it is no longer the JSON object read there")
  })

  it("readStored: what the agent's projections read, a changed line its Left, any other throw passed on", () => {
    const intact = loaded()
    expect(DomainError.readStored(() => Context.projection(intact.state.tree, "u2").messages.length)).toEqual(Either.right(2))
    const { bytes, state } = loaded()
    bytes[text.indexOf(line("u1", null, "first"))] = "x".charCodeAt(0)
    const changed = DomainError.readStored(() => Context.projection(state.tree, "u2"))
    expect(Either.isLeft(changed) && changed.left._tag).toBe("StoredEntryUnreadable")
    expect(() => DomainError.readStored(() => JSON.parse("{"))).toThrow(SyntaxError)
  })

  it("a file that shrank under the reader is the Left StoredEntryUnreadable", () => {
    const bytes = new TextEncoder().encode(text)
    let shrunk = false
    const source: ByteSource.ByteSource = {
      read: (offset, length) => {
        if (shrunk) throw new ByteSource.FileShrank("/s/a.jsonl", offset, length)
        return bytes.subarray(offset, offset + length)
      }
    }
    const reader = new SessionFile.Reader({ source, ids: IdSource.fromSeed(0) })
    reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
    const read = reader.finish()
    const state = Session.fromLoaded(read.header!, read, "/s/a.jsonl")
    shrunk = true
    // --fork copies every line as it is stored: the first one read is gone
    const start = text.indexOf(line("u1", null, "first"))
    const command = Session.Command.ForkFrom({ ...stamp(6), sessionId: "s2", cwd: "/v", sourcePath: "/s/a.jsonl", file: "/t/b.jsonl" })
    const result = Session.apply(state, command)
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isRight(result)) return
    expect(result.left._tag).toBe("StoredEntryUnreadable")
    expect(result.left.message).toBe(
      `a.jsonl: the file shrank while open (its bytes ${start}–${start + line("u1", null, "first").length} are gone)`
    )
  })

  it("a read that still gives the bytes answers as before", () => {
    const { state } = loaded()
    const t = run(state, Session.Command.Navigate({ ...stamp(5, "n1"), targetId: "u1" }))
    expect(t.editorText).toBe("first")
    expect(t.leafId).toBe(null)
  })
})
