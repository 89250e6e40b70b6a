/**
 * Deterministic replay of a recorded session: what to re-run for each recorded entry, which
 * recorded answer a request gets, and where a replay departs from its recording. Pure.
 *
 * A recording is a session file. Replaying it re-runs, in file order, the operation that wrote
 * each entry: a user message is a prompt (which itself writes the system message, the replies,
 * the tool results and whatever the agent loop adds), a `/tree` move with or without a summary
 * is a navigation, and every other entry is the `Session` command that writes it. The agent's
 * requests are answered from the recording: the model's by the recorded reply whose request
 * (the context of its parent) equals the request asked, a tool's by the recorded result of the
 * same call. The first request that differs from the recorded one is the difference, named by
 * the recorded entry (id, line) and the first differing field as a JSON path.
 */
import * as AgentLoop from "../agent/AgentLoop.js"
import * as Compaction from "../context/Compaction.js"
import * as Context from "../context/Context.js"
import * as Prompts from "../context/Prompts.js"
import * as AssistantMessage from "../format/AssistantMessage.js"
import * as BashExecution from "../format/BashExecution.js"
import * as Entry from "../format/Entry.js"
import * as EntrySchema from "../format/EntrySchema.js"
import * as Json from "../format/Json.js"
import * as Session from "./Session.js"
import * as SessionTree from "./SessionTree.js"

// ---------------------------------------------------------------------------------------------
// Differences
// ---------------------------------------------------------------------------------------------

/** The first place two JSON values differ: a path like `messages[3].content[0].text`. */
export interface FieldDifference {
  readonly path: string
  /** The JSON text of each side, cut to a readable length; `(missing)` when absent. */
  readonly expected: string
  readonly actual: string
}

/** Where and why a replay departed from its recording. */
export interface Difference {
  /** What differed: the model's request, a tool call, the written file, or an operation. */
  readonly kind: "request" | "tool" | "file" | "operation"
  /** The recorded entry concerned (undefined past the end of the recording). */
  readonly entryId: string | undefined
  /** Its 1-based line in the recorded file. */
  readonly line: number | undefined
  readonly field: FieldDifference | undefined
  /** One sentence for what the field does not say. */
  readonly reason: string
}

const MAX_SHOWN = 80

/** The JSON text of a value, cut to `MAX_SHOWN` characters. */
export const show = (value: unknown): string => {
  if (value === undefined) return "(missing)"
  const text = JSON.stringify(value) ?? String(value)
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN - 1)}…`
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const member = (path: string, key: string) => IDENTIFIER.test(key) ? (path === "" ? key : `${path}.${key}`) : `${path}[${JSON.stringify(key)}]`

/**
 * The first field where `actual` differs from `expected`, depth first in `expected`'s key
 * order (keys only `actual` has come after); undefined when they are equal as JSON values.
 */
export const firstDifference = (expected: unknown, actual: unknown, path = ""): FieldDifference | undefined => {
  if (Object.is(expected, actual)) return undefined
  const here = { path: path === "" ? "(root)" : path, expected: show(expected), actual: show(actual) }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const found = firstDifference(expected[i], actual[i], `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (Json.isObject(expected) && Json.isObject(actual)) {
    const keys = [...Object.keys(expected), ...Object.keys(actual).filter((k) => !Object.hasOwn(expected, k))]
    for (const key of keys) {
      const found = firstDifference(expected[key], actual[key], member(path, key))
      if (found !== undefined) return found
    }
    return undefined
  }
  return here
}

/** The first field where two lines differ: a value, else the order of keys. */
export const lineDifference = (expected: string, actual: string): FieldDifference | undefined => {
  if (expected === actual) return undefined
  const found = firstDifference(Json.parse(expected), Json.parse(actual))
  if (found !== undefined) return found
  return { path: "(key order or encoding)", expected: show(expected), actual: show(actual) }
}

/**
 * The first line where a replayed file departs from its recording, with the recorded entry
 * there; undefined when the two are byte-identical.
 */
export const fileDifference = (
  recorded: ReadonlyArray<string>,
  replayed: ReadonlyArray<string>,
  entries: ReadonlyArray<Entry.Entry>
): Difference | undefined => {
  for (let i = 0; i < Math.max(recorded.length, replayed.length); i++) {
    const expected = recorded[i]
    const actual = replayed[i]
    if (expected === actual) continue
    const entry = entries.find((e) => e.line === i + 1)
    const field = expected === undefined || actual === undefined ? undefined : lineDifference(expected, actual)
    const reason = expected === undefined
      ? `the replay wrote more lines than the ${recorded.length} recorded`
      : actual === undefined
      ? `the replay wrote ${replayed.length} lines of the ${recorded.length} recorded`
      : "the replay wrote another line"
    return { kind: "file", entryId: entry?.id, line: i + 1, field, reason }
  }
  return undefined
}

/** The lines of a file's text, without terminators (a final LF ends the last line). */
export const lines = (text: string): ReadonlyArray<string> => {
  const all = text.split("\n")
  if (all[all.length - 1] === "") all.pop()
  return all
}

/** One line for a difference, e.g. `line 7 (entry 1f768f8d): messages[3].content[0].text: expected "a", got "b"`. */
export const describe = (d: Difference): string => {
  const where = d.line === undefined ? "" : `line ${d.line}${d.entryId === undefined ? "" : ` (entry ${d.entryId})`}: `
  const field = d.field === undefined ? "" : `: ${d.field.path}: expected ${d.field.expected}, got ${d.field.actual}`
  return `${where}${d.reason}${field}`
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** How many later replies a request that differs from the expected one is matched against. */
export const SEARCHED_REPLIES = 64

/** The request a recorded reply answered: the context messages at its parent. */
export const recordedRequest = (tree: SessionTree.SessionTree, reply: Entry.Entry): ReadonlyArray<Json.JsonObject> =>
  Context.projection(tree, reply.parentId ?? null).messages

/** Whether a recorded entry is an assistant reply. */
export const isReply = (entry: Entry.Entry | undefined): entry is Entry.Entry => entry !== undefined && entry.type === "message" && entry.role === "assistant"

/**
 * The recorded reply to a model request, given the recorded entries, the position the replay
 * has reached and the request's messages: the reply at that position when its request equals
 * this one, else the first of the next `SEARCHED_REPLIES` replies with an equal request (each
 * costs a context); otherwise the difference from the reply expected at that position.
 */
export const answer = (
  tree: SessionTree.SessionTree,
  recorded: ReadonlyArray<Entry.Entry>,
  cursor: number,
  messages: ReadonlyArray<Json.JsonObject>
): { readonly _tag: "Reply"; readonly entry: Entry.Entry; readonly index: number } | { readonly _tag: "Differs"; readonly difference: Difference } => {
  const expectedIndex = recorded.findIndex((e, i) => i >= cursor && isReply(e))
  if (expectedIndex < 0) {
    return {
      _tag: "Differs",
      difference: { kind: "request", entryId: undefined, line: undefined, field: undefined, reason: "a model request after the last recorded reply" }
    }
  }
  const expected = recorded[expectedIndex] as Entry.Entry
  const field = firstDifference({ messages: recordedRequest(tree, expected) }, { messages })
  if (field === undefined) return { _tag: "Reply", entry: expected, index: expectedIndex }
  let tried = 0
  for (let i = expectedIndex + 1; i < recorded.length && tried < SEARCHED_REPLIES; i++) {
    const other = recorded[i] as Entry.Entry
    if (!isReply(other)) continue
    tried++
    if (firstDifference({ messages: recordedRequest(tree, other) }, { messages }) === undefined) return { _tag: "Reply", entry: other, index: i }
  }
  return {
    _tag: "Differs",
    difference: {
      kind: "request",
      entryId: expected.id,
      line: expected.line,
      field,
      reason: "the model request differs from the one this recorded reply answered"
    }
  }
}

/** A recorded tool result, as the tool runner returns it. */
export interface ToolAnswer {
  /** The recorded text and image blocks (a block that is neither is left out). */
  readonly content: EntrySchema.ToolResultContent
  readonly isError: boolean
  readonly details?: Json.Json | undefined
  /** The recording shows the call cut short by an abort (the agent writes such a result itself). */
  readonly aborted: boolean
}

/** The text pi and Arbor give a tool call an abort cut short. */
export const TOOL_ABORTED = "Operation aborted"

/**
 * A result the agent wrote for a call an abort cut short: that text alone, an error, with pi's
 * empty details (or none, as Arbor wrote them before), nothing else.
 */
const isAbortedResult = (message: Json.JsonObject): boolean => {
  const content = Json.asArray(message.content)
  const first = content[0]
  return (
    message.isError === true &&
    (message.details === undefined || (Json.isObject(message.details) && Object.keys(message.details).length === 0)) &&
    message.durationMs === undefined &&
    content.length === 1 &&
    Json.isObject(first) &&
    first.type === "text" &&
    first.text === TOOL_ABORTED
  )
}

/**
 * The recorded result of a tool call: the first result at or after `cursor` with the call's
 * id and tool name; otherwise the difference, at the entry the replay has reached.
 */
export const toolAnswer = (
  recorded: ReadonlyArray<Entry.Entry>,
  cursor: number,
  call: { readonly id: string; readonly name: string }
): { readonly _tag: "Result"; readonly answer: ToolAnswer; readonly index: number } | { readonly _tag: "Differs"; readonly difference: Difference } => {
  for (let i = cursor; i < recorded.length; i++) {
    const entry = recorded[i] as Entry.Entry
    if (entry.type !== "message" || entry.role !== "toolResult") continue
    const message = Entry.storedMessage(entry) ?? {}
    if (message.toolCallId !== call.id || message.toolName !== call.name) continue
    const content = Json.asArray(message.content).filter(EntrySchema.isToolResultBlock)
    const isError = message.isError === true
    return { _tag: "Result", index: i, answer: { content, isError, details: message.details, aborted: isAbortedResult(message) } }
  }
  const at = recorded[cursor]
  return {
    _tag: "Differs",
    difference: {
      kind: "tool",
      entryId: at?.id,
      line: at?.line,
      field: { path: "toolCall", expected: "(a recorded result)", actual: show({ id: call.id, name: call.name }) },
      reason: "a tool call the recording has no result for"
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/** What the agent a replay runs does by itself, which decides whether a prompt re-creates a run. */
export interface Agent {
  /** It writes a system message before its first request when the context holds none. */
  readonly writesSystemMessage: boolean
  /** That message is the recorded one (else the recorded one is re-created by the command). */
  readonly writesRecordedSystemMessage: boolean
  /** Its thinking level now (a prompt records it first when the path records another). */
  readonly thinkingLevel: string
  /** How many times it asks again after a transient failure. */
  readonly maxRetries: number
  /**
   * It records each reply's `durationMs` and `thinkingLevel` and each tool result's
   * `durationMs`, as pi does: a run whose recorded replies and results lack them was not
   * written by such an agent, and is re-created by commands.
   */
  readonly recordsDurations: boolean
}

/**
 * Whether the entries from `recorded[userIndex]` on are what a prompt run writes: replies each
 * answering the entry before, the results of a reply's tool calls in order, a transient failure
 * left out by a `context_edit` and asked again, until a reply that does not stop for tools
 * (an aborted one included: its recorded form is the answer) or a failure not retried.
 */
export const isRun = (recorded: ReadonlyArray<Entry.Entry>, userIndex: number, agent: Agent): boolean => {
  const { maxRetries, recordsDurations } = agent
  let previous = recorded[userIndex] as Entry.Entry
  let j = userIndex + 1
  let attempt = 0
  for (;;) {
    const reply = recorded[j]
    if (!isReply(reply) || reply.parentId !== previous.id) return false
    const message = Entry.storedMessage(reply) ?? {}
    // the reply the agent writes itself after cutting tool calls short records neither
    const written = previous.type === "message" && previous.role === "toolResult" && isAbortedResult(Entry.storedMessage(previous) ?? {})
    if (recordsDurations && !written && (typeof message.durationMs !== "number" || message.thinkingLevel !== agent.thinkingLevel)) return false
    previous = reply
    j++
    if (message.stopReason === "aborted") return true
    if (AgentLoop.classify(message) === "transient" && attempt < maxRetries) {
      const edit = recorded[j]
      if (edit?.type !== "context_edit" || edit.parentId !== reply.id || edit.value.targetId !== reply.id) return false
      previous = edit
      j++
      attempt++
      continue
    }
    attempt = 0
    const calls = AssistantMessage.toolCalls(message)
    if (message.stopReason !== "toolUse" || calls.length === 0) return true
    for (const call of calls) {
      const result = recorded[j]
      if (result?.type !== "message" || result.role !== "toolResult" || result.parentId !== previous.id) return false
      const answer = Entry.storedMessage(result) ?? {}
      if (answer.toolCallId !== call.id) return false
      if (recordsDurations && typeof answer.durationMs !== "number" && !isAbortedResult(answer)) return false
      previous = result
      j++
    }
  }
}

/** Whether a prompt of the user message at `userIndex` re-creates what the recording holds from there. */
const promptRuns = (tree: SessionTree.SessionTree, recorded: ReadonlyArray<Entry.Entry>, userIndex: number, agent: Agent, systemFirst: boolean): boolean => {
  const path = SessionTree.branch(tree)
  if (Json.asString(Context.settings(path).thinkingLevel) !== agent.thinkingLevel) return false
  const needsSystem = agent.writesSystemMessage && Context.systemCheckpoint(Context.projectPath(path).messages) === undefined
  return needsSystem === systemFirst && isRun(recorded, userIndex, agent)
}

/** What re-creates the recorded entry a replay has reached. */
export type Step =
  /** A prompt: writes the user message (and the system message before it, and all the run adds). */
  | { readonly _tag: "Prompt"; readonly text: string; readonly images: ReadonlyArray<EntrySchema.ImageContent> }
  /** `/tree` with a summary the model writes: `text` is its recorded answer, `usage` the reply's. */
  | { readonly _tag: "Summarize"; readonly targetId: string; readonly text: string; readonly usage: Json.Json | undefined }
  /** The thinking level set as the user sets it. */
  | { readonly _tag: "ThinkingLevel"; readonly level: string }
  /** A command applied as it is, with the replay's stamp. */
  | { readonly _tag: "Apply"; readonly command: (stamp: Session.Stamp) => Session.Command }
  /** pi's move of the leaf that writes nothing (seen only in the next entry's parent). */
  | { readonly _tag: "Branch"; readonly leaf: string | null }
  /** No operation writes this entry. */
  | { readonly _tag: "Unreplayable"; readonly reason: string }

const Command = Session.Command

/** A `/tree` target, other than the current leaf, whose navigation leaves the leaf at `leaf`. */
const targetFor = (tree: SessionTree.SessionTree, leaf: string | null): string | undefined => {
  const current = SessionTree.leafId(tree)
  const here = leaf === null ? undefined : SessionTree.get(tree, leaf)
  if (here !== undefined && here.id !== current && Session.navigationTarget(here).leaf === leaf) return here.id
  // a user message (or custom message) below `leaf` takes the leaf back to `leaf`
  return SessionTree.children(tree, leaf).find((child) => child.id !== undefined && child.id !== current && Session.navigationTarget(child).leaf === leaf)?.id
}

const isPaths = (value: Json.Json | undefined): value is ReadonlyArray<string> => Array.isArray(value) && value.every((path) => typeof path === "string")

/**
 * The model's answer inside a branch summary the agent wrote (not an extension's): the text
 * between the preamble and the file lists its details hold; undefined for any other summary.
 */
const summaryAnswer = (value: Json.JsonObject): string | undefined => {
  if (value.fromHook !== false || typeof value.summary !== "string" || !Json.isObject(value.details)) return undefined
  const { modifiedFiles, readFiles } = value.details
  if (!isPaths(readFiles) || !isPaths(modifiedFiles)) return undefined
  const lists = Compaction.fileListsText({ readFiles, modifiedFiles })
  const text = value.summary
  if (!text.startsWith(Prompts.BRANCH_SUMMARY_PREAMBLE) || !text.endsWith(lists)) return undefined
  return text.slice(Prompts.BRANCH_SUMMARY_PREAMBLE.length, text.length - lists.length)
}

const optional = <K extends string, V>(key: K, value: V | undefined): { readonly [k in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { readonly [k in K]?: V }

/** The prompt that writes a user message, when its content is a prompt's (its text, then images). */
const promptOf = (message: Json.JsonObject): Step | undefined => {
  const content = Json.asArray(message.content)
  const first = content[0]
  if (!Json.isObject(first) || first.type !== "text" || typeof first.text !== "string") return undefined
  const images = content.slice(1).filter(EntrySchema.isImageBlock)
  if (images.length !== content.length - 1) return undefined
  return { _tag: "Prompt", text: first.text, images }
}

const appendMessage = (message: Json.JsonObject): Step => ({ _tag: "Apply", command: (stamp) => Command.AppendMessage({ ...stamp, message }) })

/**
 * The operation that re-creates `recorded[cursor]`, given the replayed tree so far (which holds
 * `recorded[0..cursor)`). A recorded entry whose parent is not the replay's leaf, other than a
 * navigation's own entry, was written after pi moved the leaf without a trace: that move comes
 * first.
 */
export const step = (tree: SessionTree.SessionTree, recorded: ReadonlyArray<Entry.Entry>, cursor: number, agent: Agent): Step => {
  const entry = recorded[cursor] as Entry.Entry
  const value = entry.value
  const leaf = SessionTree.leafId(tree)
  const parentId = entry.parentId ?? null
  const isMarker = entry.type === "custom" && entry.customType === "arbor.leaf"
  if (entry.type === "branch_summary") {
    const fromId = value.fromId === "root" ? null : typeof value.fromId === "string" ? value.fromId : leaf
    if (fromId !== leaf && (fromId === null || SessionTree.has(tree, fromId))) return { _tag: "Branch", leaf: fromId }
    const summary: Session.Summary = {
      summary: Json.asString(value.summary),
      ...optional("details", value.details),
      ...optional("usage", value.usage),
      ...optional("fromHook", typeof value.fromHook === "boolean" ? value.fromHook : undefined)
    }
    const targetId = parentId === leaf ? undefined : targetFor(tree, parentId)
    // pi's branchWithSummary may summarize where no /tree move can (at a user message, or here)
    if (targetId === undefined) return { _tag: "Apply", command: (stamp) => Command.Branch({ leafId: parentId, summary: { ...stamp, summary } }) }
    const answer = summaryAnswer(value)
    if (answer !== undefined) return { _tag: "Summarize", targetId, text: answer, usage: value.usage }
    return { _tag: "Apply", command: (stamp) => Command.Navigate({ ...stamp, targetId, summary }) }
  }
  // a labelled move onto one of Arbor's leaf markers (RPC's navigate_tree may name one): the label
  // goes below the marker, where the leaf, which resolves to the marker's parent, cannot put it
  if (
    entry.type === "label" && parentId !== null && value.targetId === parentId && typeof value.label === "string" &&
    SessionTree.get(tree, parentId)?.isLeafMarker === true
  ) {
    const label = value.label
    return { _tag: "Apply", command: (stamp) => Command.Navigate({ ...stamp, targetId: parentId, label }) }
  }
  if (isMarker && parentId !== leaf) {
    const targetId = targetFor(tree, parentId)
    if (targetId !== undefined) return { _tag: "Apply", command: (stamp) => Command.Navigate({ ...stamp, targetId }) }
  }
  if (parentId !== leaf) {
    if (parentId !== null && !SessionTree.has(tree, parentId)) return { _tag: "Unreplayable", reason: `its parent ${parentId} is not an earlier entry` }
    return { _tag: "Branch", leaf: parentId }
  }
  switch (entry.type) {
    case "message": {
      const message = Entry.storedMessage(entry)
      // no operation writes a message that is no object
      if (message === undefined) return { _tag: "Unreplayable", reason: "its message is not an object" }
      if (entry.role === "user") {
        const prompt = promptOf(message)
        return prompt !== undefined && promptRuns(tree, recorded, cursor, agent, false) ? prompt : appendMessage(message)
      }
      if (entry.role === "system") {
        // the first request of a prompt writes the system message just before the user message
        const next = recorded[cursor + 1]
        if (next?.type === "message" && next.role === "user" && next.parentId === entry.id) {
          const prompt = promptOf(Entry.storedMessage(next) ?? {})
          if (prompt !== undefined && agent.writesRecordedSystemMessage && promptRuns(tree, recorded, cursor + 1, agent, true)) return prompt
        }
        return appendMessage(message)
      }
      if (entry.role === "bashExecution") {
        const fields = {
          command: Json.asString(message.command),
          output: Json.asString(message.output),
          exitCode: typeof message.exitCode === "number" ? message.exitCode : undefined,
          cancelled: message.cancelled === true,
          truncated: message.truncated === true,
          fullOutputPath: typeof message.fullOutputPath === "string" ? message.fullOutputPath : undefined,
          excludeFromContext: message.excludeFromContext === true ? true : undefined
        }
        // the command stamps the message with the entry's time; pi's may differ
        const same = Json.stringify(BashExecution.message(fields, Json.millis(value.timestamp))) === Json.stringify(message)
        return same ? { _tag: "Apply", command: (stamp) => Command.BashExecution({ ...stamp, ...fields }) } : appendMessage(message)
      }
      return appendMessage(message)
    }
    case "thinking_level_change":
      return { _tag: "ThinkingLevel", level: Json.asString(value.thinkingLevel) }
    case "model_change": {
      const provider = Json.asString(value.provider)
      const modelId = Json.asString(value.modelId)
      return { _tag: "Apply", command: (stamp) => Command.ModelChange({ ...stamp, provider, modelId }) }
    }
    case "compaction": {
      const fields = {
        summary: Json.asString(value.summary),
        firstKeptEntryId: value.firstKeptEntryId === entry.id ? null : Json.asString(value.firstKeptEntryId),
        tokensBefore: typeof value.tokensBefore === "number" ? value.tokensBefore : 0,
        ...optional("details", value.details),
        ...optional("usage", value.usage),
        ...optional("fromHook", typeof value.fromHook === "boolean" ? value.fromHook : undefined)
      }
      return { _tag: "Apply", command: (stamp) => Command.Compaction({ ...stamp, ...fields }) }
    }
    case "custom": {
      const customType = Json.asString(value.customType)
      const data = value.data
      return { _tag: "Apply", command: (stamp) => Command.Custom({ ...stamp, customType, ...optional("data", data) }) }
    }
    case "custom_message": {
      const fields = {
        customType: Json.asString(value.customType),
        content: value.content ?? "",
        display: value.display === true,
        ...optional("details", value.details)
      }
      return { _tag: "Apply", command: (stamp) => Command.CustomMessage({ ...stamp, ...fields }) }
    }
    case "label": {
      const targetId = Json.asString(value.targetId)
      const label = typeof value.label === "string" ? value.label : undefined
      return { _tag: "Apply", command: (stamp) => Command.Label({ ...stamp, targetId, label }) }
    }
    case "session_info": {
      const name = Json.asString(value.name)
      return { _tag: "Apply", command: (stamp) => Command.SessionInfo({ ...stamp, name }) }
    }
    case "context_edit": {
      const targetId = Json.asString(value.targetId)
      const replacement = value.replacement
      return { _tag: "Apply", command: (stamp) => Command.ContextEdit({ ...stamp, targetId, replacement }) }
    }
    case "usage": {
      const fields = {
        kind: Json.asString(value.kind),
        provider: Json.asString(value.provider),
        model: Json.asString(value.model),
        usage: value.usage ?? null,
        ...optional("note", typeof value.note === "string" ? value.note : undefined)
      }
      return { _tag: "Apply", command: (stamp) => Command.Usage({ ...stamp, ...fields }) }
    }
    default:
      return { _tag: "Unreplayable", reason: `no operation writes an entry of type ${show(entry.type ?? null)}` }
  }
}
