/**
 * Arbitraries for the property tests: JSON data, pi messages, abstract session operations
 * (resolved against the current state when they run), the driver that applies them with
 * `Session.apply`, and the observable view of a tree that two trees are compared by.
 *
 * Operations are generated without knowing the state: a target is a `Pick` (an index into
 * the current entries or the active branch, or a deliberately unknown id), so a shrunk
 * sequence still runs and still means something.
 */
import { Either, FastCheck as fc } from "effect"
import * as IdSource from "../../src/domain/IdSource.js"
import type * as Json from "../../src/domain/Json.js"
import * as Session from "../../src/domain/Session.js"
import * as SessionTree from "../../src/domain/SessionTree.js"

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** A value as it looks after a JSON round trip (no -0, no undefined keys). */
export const plain = <A>(value: A): A => JSON.parse(JSON.stringify(value)) as A

/** Drops undefined keys, keeping the order of the rest. */
const compact = (value: Record<string, Json.Json | undefined>): Json.JsonObject => {
  const out: Record<string, Json.Json> = {}
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v
  return out
}

/** Strings with the characters that stress JSON encoding and line splitting. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 10 }), weight: 4 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 6 }), weight: 2 },
  {
    arbitrary: fc.constantFrom("", " ", "\n", "a\r\nb", "\u2028\u2029", "\ud800", "x\udfff", "\u0000", '"}', "\\", "  padded  "),
    weight: 2
  }
)

/** Any JSON value (after a round trip, so it compares equal to its reloaded form). */
export const json: fc.Arbitrary<Json.Json> = fc.jsonValue({ maxDepth: 2 }).map((v) => plain(v) as Json.Json)

const timestampMs = fc.nat({ max: 2_000_000_000_000 })

const textBlock = text.map((t): Json.JsonObject => ({ type: "text", text: t }))
const blocks = fc.array(
  fc.oneof(
    { arbitrary: textBlock, weight: 4 },
    { arbitrary: fc.record({ type: fc.constant("image"), data: fc.constant("AAAA"), mimeType: fc.constant("image/png") }), weight: 1 },
    { arbitrary: fc.record({ type: fc.constant("thinking"), thinking: text }), weight: 1 }
  ),
  { maxLength: 3 }
)
/** Message content: a string or blocks. */
export const content: fc.Arbitrary<Json.Json> = fc.oneof(text, blocks)

const userMessage = fc
  .record({ content, timestamp: timestampMs })
  .map(({ content, timestamp }) => compact({ role: "user", content, timestamp }))

const assistantMessage = fc
  .record({
    content: fc.array(
      fc.oneof(
        textBlock,
        fc.record({ type: fc.constant("toolCall"), id: fc.constantFrom("c1", "c2"), name: fc.constantFrom("read", "bash"), arguments: fc.constant({}) })
      ),
      { maxLength: 3 }
    ),
    provider: fc.constantFrom("anthropic", "openai", "p"),
    model: fc.constantFrom("m1", "m2", "claude"),
    timestamp: timestampMs
  })
  .map(({ content, model, provider, timestamp }) =>
    compact({ role: "assistant", content, api: "x", provider, model, stopReason: "stop", timestamp })
  )

const toolResultMessage = fc
  .record({ content: blocks, isError: fc.boolean(), timestamp: timestampMs })
  .map(({ content, isError, timestamp }) =>
    compact({ role: "toolResult", toolCallId: "c1", toolName: "read", content, isError, timestamp })
  )

const tool = fc.constantFrom("t1", "t2", "t3").map((name): Json.JsonObject => ({ name, description: `tool ${name}` }))
const systemMessage = fc
  .record({
    content: fc.option(content, { nil: undefined }),
    sections: fc.option(fc.dictionary(fc.constantFrom("a", "b", "c"), fc.option(text, { nil: null })), { nil: undefined }),
    toolsAdded: fc.option(fc.array(tool, { maxLength: 2 }), { nil: undefined }),
    toolsRemoved: fc.option(fc.array(tool, { maxLength: 2 }), { nil: undefined }),
    timestamp: fc.option(timestampMs, { nil: undefined })
  })
  .map(({ content, sections, timestamp, toolsAdded, toolsRemoved }) =>
    compact({ role: "system", content, sections, toolsAdded, toolsRemoved, timestamp })
  )

const bashMessage = fc
  .record({
    command: text,
    output: text,
    exitCode: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    cancelled: fc.boolean(),
    truncated: fc.boolean(),
    excludeFromContext: fc.option(fc.boolean(), { nil: undefined }),
    timestamp: timestampMs
  })
  .map((m) => compact({ role: "bashExecution", ...m }))

/** Messages whose content is missing or null, and a migrated `custom` role. */
const oddMessage = fc.oneof(
  fc.constantFrom("user", "assistant", "toolResult", "system").map((role) => compact({ role, timestamp: 1 })),
  fc.constantFrom("user", "assistant").map((role) => compact({ role, content: null, provider: "p", model: "m", timestamp: 2 })),
  content.map((content) => compact({ role: "custom", customType: "ext", content, display: true, timestamp: 3 }))
)

export const message: fc.Arbitrary<Json.JsonObject> = fc.oneof(
  { arbitrary: userMessage, weight: 6 },
  { arbitrary: assistantMessage, weight: 5 },
  { arbitrary: toolResultMessage, weight: 3 },
  { arbitrary: systemMessage, weight: 2 },
  { arbitrary: bashMessage, weight: 2 },
  { arbitrary: oddMessage, weight: 1 }
)

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/** A target chosen when the operation runs: from all entries, from the active branch, or unknown. */
export interface Pick {
  readonly kind: "any" | "branch" | "unknown"
  readonly index: number
}

export const pick: fc.Arbitrary<Pick> = fc.record({
  kind: fc.constantFrom<Pick["kind"]>("any", "any", "branch", "branch", "unknown"),
  index: fc.nat({ max: 1000 })
})

const knownPick: fc.Arbitrary<Pick> = fc.record({
  kind: fc.constantFrom<Pick["kind"]>("any", "branch"),
  index: fc.nat({ max: 1000 })
})

/** A context-edit replacement: valid (null, string content, array content) or invalid. */
export const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: text.map((t) => ({ content: t })), weight: 3 },
  { arbitrary: blocks.map((b) => ({ content: b })), weight: 3 },
  { arbitrary: text.map((t) => ({ content: t, note: "extra key" })), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(undefined, {}, { content: 5 }, { content: null }, "str", 7, []), weight: 1 }
)

const summary: fc.Arbitrary<Session.Summary> = fc
  .record({
    summary: text,
    details: fc.option(json, { nil: undefined }),
    fromHook: fc.option(fc.boolean(), { nil: undefined })
  })
  .map((s) => (s.details === undefined ? { summary: s.summary, fromHook: s.fromHook } : s))

const label = fc.option(fc.oneof(text, fc.constantFrom("checkpoint", "important", "")), { nil: undefined })

export type Op =
  | { readonly _tag: "Message"; readonly message: Json.JsonObject }
  | { readonly _tag: "Thinking"; readonly level: string }
  | { readonly _tag: "Model"; readonly provider: string; readonly modelId: string }
  | { readonly _tag: "Usage"; readonly note: string | undefined }
  | { readonly _tag: "Custom"; readonly customType: string; readonly data: Json.Json | undefined }
  | {
      readonly _tag: "CustomMessage"
      readonly customType: string
      readonly content: Json.Json
      readonly display: boolean
      readonly details: Json.Json | undefined
    }
  | { readonly _tag: "SessionInfo"; readonly name: string }
  | { readonly _tag: "Label"; readonly target: Pick; readonly label: string | undefined }
  | { readonly _tag: "ContextEdit"; readonly target: Pick; readonly replacement: unknown }
  | {
      readonly _tag: "Compaction"
      readonly firstKept: Pick | null
      readonly summary: string
      readonly tokensBefore: number
      readonly details: Json.Json | undefined
      readonly fromHook: boolean | undefined
    }
  | {
      readonly _tag: "Navigate"
      readonly target: Pick
      readonly summary: Session.Summary | undefined
      readonly label: string | undefined
    }
  | {
      readonly _tag: "Fork"
      readonly target: Pick
      readonly position: "before" | "at"
      readonly validId: boolean
      readonly inMemory: boolean
    }
  | { readonly _tag: "Clone"; readonly validId: boolean; readonly inMemory: boolean }
  /** Go back to an earlier state of the run and continue from there (tests persistence). */
  | { readonly _tag: "Revert"; readonly back: number }

/** How a command's ids are drawn: a per-step seed, a colliding list, or ids already in the tree. */
export type IdMode = "seed" | "collide" | "existing"

export interface Step {
  readonly op: Op
  readonly ids: IdMode
  /** Milliseconds since the previous step (timestamps strictly increase). */
  readonly gap: number
}

const op = (options: { readonly replacing: boolean; readonly revert: boolean }): fc.Arbitrary<Op> => {
  const ops: Array<fc.WeightedArbitrary<Op>> = [
    { arbitrary: message.map((message): Op => ({ _tag: "Message", message })), weight: 30 },
    {
      arbitrary: fc.constantFrom("off", "low", "high").map((level): Op => ({ _tag: "Thinking", level })),
      weight: 3
    },
    {
      arbitrary: fc
        .record({ provider: fc.constantFrom("anthropic", "openai"), modelId: fc.constantFrom("m1", "m3") })
        .map((m): Op => ({ _tag: "Model", ...m })),
      weight: 3
    },
    { arbitrary: fc.option(text, { nil: undefined }).map((note): Op => ({ _tag: "Usage", note })), weight: 1 },
    {
      arbitrary: fc
        .record({ customType: fc.constantFrom("ext", "arbor.leaf"), data: fc.option(json, { nil: undefined }) })
        .map((c): Op => ({ _tag: "Custom", ...c })),
      weight: 3
    },
    {
      arbitrary: fc
        .record({
          customType: fc.constantFrom("ext", "note"),
          content,
          display: fc.boolean(),
          details: fc.option(json, { nil: undefined })
        })
        .map((c): Op => ({ _tag: "CustomMessage", ...c })),
      weight: 5
    },
    { arbitrary: text.map((name): Op => ({ _tag: "SessionInfo", name })), weight: 3 },
    { arbitrary: fc.record({ target: pick, label }).map((l): Op => ({ _tag: "Label", ...l })), weight: 6 },
    {
      arbitrary: fc
        .record({ target: fc.oneof(knownPick, pick), replacement })
        .map((e): Op => ({ _tag: "ContextEdit", ...e })),
      weight: 8
    },
    {
      arbitrary: fc
        .record({
          firstKept: fc.option(pick, { nil: null }),
          summary: text,
          tokensBefore: fc.nat({ max: 200_000 }),
          details: fc.option(json, { nil: undefined }),
          fromHook: fc.option(fc.boolean(), { nil: undefined })
        })
        .map((c): Op => ({ _tag: "Compaction", ...c })),
      weight: 4
    },
    {
      arbitrary: fc
        .record({ target: pick, summary: fc.option(summary, { nil: undefined }), label })
        .map((n): Op => ({ _tag: "Navigate", ...n })),
      weight: 10
    }
  ]
  if (options.replacing) {
    ops.push(
      {
        arbitrary: fc
          .record({
            target: pick,
            position: fc.constantFrom<"before" | "at">("before", "at"),
            validId: fc.constantFrom(true, true, true, false),
            inMemory: fc.boolean()
          })
          .map((f): Op => ({ _tag: "Fork", ...f })),
        weight: 3
      },
      {
        arbitrary: fc.record({ validId: fc.constantFrom(true, true, true, false), inMemory: fc.boolean() }).map((c): Op => ({ _tag: "Clone", ...c })),
        weight: 2
      }
    )
  }
  if (options.revert) {
    ops.push({ arbitrary: fc.nat({ max: 10 }).map((back): Op => ({ _tag: "Revert", back })), weight: 2 })
  }
  return fc.oneof(...ops)
}

export const step = (options: { readonly replacing: boolean; readonly revert: boolean }): fc.Arbitrary<Step> =>
  fc.record({
    op: op(options),
    ids: fc.constantFrom<IdMode>("seed", "seed", "seed", "seed", "collide", "existing"),
    gap: fc.integer({ min: 1, max: 3_600_000 })
  })

export const steps = (
  options: { readonly replacing: boolean; readonly revert: boolean },
  maxLength = 40
): fc.Arbitrary<ReadonlyArray<Step>> => fc.array(step(options), { maxLength, size: "max" })

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------

export const START = Date.UTC(2026, 0, 1)

export const initialState = (): Session.SessionState =>
  Either.getOrThrow(Session.create({ sessionId: "s1", timestamp: new Date(START).toISOString(), cwd: "/w", file: "/w/s.jsonl" }))

const ids = (tree: SessionTree.SessionTree): ReadonlyArray<string> => SessionTree.entries(tree).map((e) => e.id as string)

/** Resolves a pick against a state; unknown picks give ids that are not in any tree. */
export const resolve = (tree: SessionTree.SessionTree, p: Pick): string => {
  const pool = p.kind === "any" ? ids(tree) : p.kind === "branch" ? SessionTree.branch(tree).map((e) => e.id as string) : []
  const chosen = pool[p.index % Math.max(pool.length, 1)]
  return chosen ?? (p.index % 2 === 0 ? "zzzzzzzz" : "")
}

const idSource = (mode: IdMode, index: number, tree: SessionTree.SessionTree): IdSource.IdSource => {
  switch (mode) {
    case "seed":
      return IdSource.fromSeed(index)
    case "collide":
      return IdSource.fromList(["aaaaaaaa", "aaaaaaaa", "bbbbbbbb"], index)
    case "existing": {
      const known = ids(tree)
      return IdSource.fromList([...known.slice(-3), ...known.slice(0, 2)], index + 1000)
    }
  }
}

/** The command an operation stands for in a state; undefined for `Revert`. */
export const toCommand = (
  state: Session.SessionState,
  s: Step,
  index: number,
  timestamp: string
): Session.Command | undefined => {
  const tree = state.tree
  const stamp = { timestamp, ids: idSource(s.ids, index, tree) }
  const o = s.op
  switch (o._tag) {
    case "Message":
      return Session.Command.AppendMessage({ ...stamp, message: o.message })
    case "Thinking":
      return Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: o.level })
    case "Model":
      return Session.Command.ModelChange({ ...stamp, provider: o.provider, modelId: o.modelId })
    case "Usage":
      return Session.Command.Usage({ ...stamp, kind: "turn", provider: "p", model: "m", usage: { input: 1, output: 2 }, note: o.note })
    case "Custom":
      return Session.Command.Custom({ ...stamp, customType: o.customType, data: o.data })
    case "CustomMessage":
      return Session.Command.CustomMessage({
        ...stamp,
        customType: o.customType,
        content: o.content,
        display: o.display,
        details: o.details
      })
    case "SessionInfo":
      return Session.Command.SessionInfo({ ...stamp, name: o.name })
    case "Label":
      return Session.Command.Label({ ...stamp, targetId: resolve(tree, o.target), label: o.label })
    case "ContextEdit":
      return Session.Command.ContextEdit({ ...stamp, targetId: resolve(tree, o.target), replacement: o.replacement })
    case "Compaction":
      return Session.Command.Compaction({
        ...stamp,
        summary: o.summary,
        firstKeptEntryId: o.firstKept === null ? null : resolve(tree, o.firstKept),
        tokensBefore: o.tokensBefore,
        details: o.details,
        fromHook: o.fromHook
      })
    case "Navigate":
      return Session.Command.Navigate({ ...stamp, targetId: resolve(tree, o.target), summary: o.summary, label: o.label })
    case "Fork":
      return Session.Command.Fork({
        ...stamp,
        entryId: resolve(tree, o.target),
        position: o.position,
        sessionId: o.validId ? `fork${index}` : `-fork${index}`,
        file: o.inMemory ? undefined : `/w/fork-${index}.jsonl`
      })
    case "Clone":
      return Session.Command.Clone({
        ...stamp,
        sessionId: o.validId ? `clone${index}` : `clone${index}.`,
        file: o.inMemory ? undefined : `/w/clone-${index}.jsonl`
      })
    case "Revert":
      return undefined
  }
}

/** One command applied during a run. */
export interface Applied {
  readonly index: number
  readonly before: Session.SessionState
  readonly command: Session.Command
  readonly result: Either.Either<Session.Transition, unknown>
}

export interface Run {
  readonly applied: ReadonlyArray<Applied>
  /** Every state the run went through, the initial one first. */
  readonly states: ReadonlyArray<Session.SessionState>
  readonly final: Session.SessionState
}

/**
 * Applies the steps in order, keeping the state when a command fails. `onApplied` sees each
 * command as it runs (before the next one), which is where per-step checks go.
 */
export const run = (
  stepsToRun: ReadonlyArray<Step>,
  options: {
    readonly start?: Session.SessionState
    readonly startTime?: number
    readonly onApplied?: (applied: Applied) => void
  } = {}
): Run => {
  let state = options.start ?? initialState()
  let time = options.startTime ?? START
  const states: Array<Session.SessionState> = [state]
  const applied: Array<Applied> = []
  stepsToRun.forEach((s, index) => {
    time += s.gap
    const command = toCommand(state, s, index, new Date(time).toISOString())
    if (command === undefined) {
      if (s.op._tag === "Revert") state = states[Math.max(0, states.length - 1 - s.op.back)] as Session.SessionState
      return
    }
    const result = Session.apply(state, command)
    const record: Applied = { index, before: state, command, result }
    applied.push(record)
    options.onApplied?.(record)
    if (Either.isRight(result)) {
      state = result.right.state
      states.push(state)
    }
  })
  return { applied, states, final: state }
}

// ---------------------------------------------------------------------------------------------
// Damaged files
// ---------------------------------------------------------------------------------------------

const idPool = fc.constantFrom("a", "b", "c", "d", "e", "", "__proto__", "constructor", "toString")
const maybeId: fc.Arbitrary<Json.Json | undefined> = fc.oneof(
  { arbitrary: idPool, weight: 8 },
  { arbitrary: fc.constantFrom<Json.Json | undefined>(null, undefined, 7, ["a"]), weight: 2 }
)
const isoTime = fc
  .integer({ min: START, max: START + 1000 })
  .map((ms) => new Date(ms).toISOString())
const entryType = fc.constantFrom(
  "message",
  "message",
  "label",
  "label",
  "session_info",
  "compaction",
  "custom",
  "custom_message",
  "branch_summary",
  "context_edit",
  "model_change",
  "thinking_level_change",
  "session",
  "usage",
  "mystery"
)
const entryLine: fc.Arbitrary<string> = fc
  .record(
    {
      type: fc.oneof({ arbitrary: entryType, weight: 9 }, { arbitrary: json, weight: 1 }),
      id: maybeId,
      parentId: maybeId,
      timestamp: fc.oneof(isoTime, json),
      message: fc.oneof({ arbitrary: message, weight: 4 }, { arbitrary: json, weight: 1 }),
      targetId: maybeId,
      label: fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: json, weight: 1 }),
      name: fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: json, weight: 1 }),
      firstKeptEntryId: maybeId,
      summary: fc.oneof(text, json),
      customType: fc.constantFrom<Json.Json>("arbor.leaf", "arbor.leaf", "ext", 3),
      replacement: fc.oneof(replacement.map((r) => (r === undefined ? null : (r as Json.Json))), json),
      content,
      systemMessage: fc.oneof(message, json),
      fromId: maybeId,
      thinkingLevel: json,
      provider: json
    },
    { requiredKeys: ["type", "id"] }
  )
  .map((value) => JSON.stringify(value))

const headerLine = fc
  .record(
    {
      type: fc.constant("session"),
      version: fc.constantFrom<Json.Json | undefined>(3, 3, 3, 3, 3, 3, 3, 2, 1, undefined, null, "abc", "2", [2], 4),
      id: fc.constantFrom<Json.Json>("s", "s", ""),
      timestamp: isoTime,
      cwd: fc.constant("/w")
    },
    { requiredKeys: ["type", "id"] }
  )
  .map((value) => JSON.stringify(value))

const junkLine = fc.constantFrom("", "   ", "{", "42", "[1,2]", '"str"', "null", '{"type":"session"}', "\r", '{"id":"a"')

export const damagedFile: fc.Arbitrary<string> = fc
  .record({
    header: fc.option(headerLine, { nil: undefined, freq: 5 }),
    lines: fc.array(fc.oneof({ arbitrary: entryLine, weight: 10 }, { arbitrary: junkLine, weight: 1 }), { maxLength: 25, size: "max" }),
    separator: fc.constantFrom("\n", "\n", "\r\n"),
    bom: fc.boolean(),
    terminated: fc.boolean()
  })
  .map(({ bom, header, lines, separator, terminated }) => {
    const all = header === undefined ? lines : [header, ...lines]
    return (bom ? "\ufeff" : "") + all.join(separator) + (terminated ? separator : "")
  })

/**
 * A version-3 file with distinct ids, random parents (orphans, self-parents and cycles
 * included) and coarse timestamps, so that siblings often tie and come out of file order.
 */
export const distinctIdFile: fc.Arbitrary<string> = fc
  .uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"), { minLength: 1, maxLength: 10 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            parentId: fc.option(fc.constantFrom(...ids, "zz"), { nil: null, freq: 4 }),
            second: fc.integer({ min: 0, max: 3 }),
            kind: fc.constantFrom("user", "assistant", "label")
          })
          .map(({ kind, parentId, second }) =>
            JSON.stringify({
              type: kind === "label" ? "label" : "message",
              id,
              parentId,
              timestamp: new Date(START + second * 1000).toISOString(),
              ...(kind === "label" ? { targetId: ids[0], label: `L${second}` } : { message: { role: kind, content: id } })
            })
          )
      )
    )
  )
  .map((lines) => [JSON.stringify({ type: "session", version: 3, id: "s", timestamp: new Date(START).toISOString(), cwd: "/w" }), ...lines].join("\n") + "\n")

export const anyInput: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: damagedFile, weight: 6 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 200 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 100 }), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => new TextDecoder().decode(bytes)), weight: 1 }
)

// ---------------------------------------------------------------------------------------------
// Observation
// ---------------------------------------------------------------------------------------------

/** Ids of a tree view, flattened without recursion. */
export const flattenTree = (roots: ReadonlyArray<SessionTree.TreeNode>): Array<string | undefined> => {
  const out: Array<string | undefined> = []
  const stack = [...roots].reverse()
  while (stack.length > 0) {
    const node = stack.pop() as SessionTree.TreeNode
    out.push(node.entry.id)
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as SessionTree.TreeNode)
  }
  return out
}

/** Everything a caller can observe about a tree, as plain data. */
export const observe = (tree: SessionTree.SessionTree) => {
  const all = SessionTree.entries(tree)
  const distinct = [...new Set(all.map((e) => e.id as string))]
  const shape: Array<[string | undefined, number]> = []
  const stack: Array<[SessionTree.TreeNode, number]> = [...SessionTree.tree(tree)].reverse().map((n) => [n, 0])
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [SessionTree.TreeNode, number]
    shape.push([node.entry.id, depth])
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i] as SessionTree.TreeNode, depth + 1])
  }
  return {
    entries: all.map((e) => [e.id, e.text]),
    count: SessionTree.count(tree),
    leafId: SessionTree.leafId(tree),
    leaf: tree.leaf,
    labels: SessionTree.labels(tree).map(([id, info]) => [id, info.label, info.timestamp ?? null, info.order]),
    sessionName: SessionTree.sessionName(tree) ?? null,
    children: [null, ...distinct].map((id) => [id, SessionTree.children(tree, id).map((e) => e.id)]),
    hasConversation: tree.hasConversation,
    shape
  }
}

/** True for entries a context edit may target (spec algorithms §6.3). */
export const isEditable = (entry: { readonly type: string | undefined; readonly role: string | undefined }): boolean =>
  entry.type === "custom_message" || entry.role === "user" || entry.role === "assistant" || entry.role === "toolResult"
