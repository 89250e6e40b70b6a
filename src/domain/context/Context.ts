/**
 * What the model sees: compaction-aware context entries, the projection with context edits,
 * the model context `{ messages, thinkingLevel, model }`, the system-prompt checkpoint a
 * compaction captures, and the conversion of context messages into provider messages. Pure.
 *
 * Everything here walks only the path from the leaf to the root, so building a context costs
 * time proportional to the path, never to the file. Message objects are passed through as
 * stored (same object, same key order) unless a rule below replaces them.
 */
import * as Either from "effect/Either"
import * as DomainError from "../format/DomainError.js"
import { type Entry, storedMessage as messageOf, withoutUndefined } from "../format/Entry.js"
import * as Json from "../format/Json.js"
import * as Scanner from "../scan/Scanner.js"
import * as SessionTree from "../tree/SessionTree.js"

export interface ModelRef {
  readonly provider: Json.Json | undefined
  readonly modelId: Json.Json | undefined
}

/** The context sent to the model for a leaf. */
export interface SessionContext {
  readonly messages: ReadonlyArray<Json.JsonObject>
  readonly thinkingLevel: Json.Json
  readonly model: ModelRef | null
}

export interface ProjectedEntry {
  readonly entry: Entry
  readonly messages: ReadonlyArray<Json.JsonObject>
}

export interface Projection extends SessionContext {
  /** Every context entry with what it contributes (possibly nothing). */
  readonly entries: ReadonlyArray<ProjectedEntry>
}

export const COMPACTION_SUMMARY_PREFIX = "The conversation history before this point was compacted into the following summary:\n\n<summary>\n"
export const COMPACTION_SUMMARY_SUFFIX = "\n</summary>"
export const BRANCH_SUMMARY_PREFIX = "The following is a summary of a branch that this conversation came back from:\n\n<summary>\n"
export const BRANCH_SUMMARY_SUFFIX = "</summary>"

/**
 * A path, root first, as the context's rules read it: each entry's type and role and a test of
 * its id without making it, and the entry itself for what a rule takes. Over a tree's columns
 * only the entries the context holds are made, however long the path before its compaction.
 */
interface PathView {
  readonly length: number
  readonly type: (i: number) => string | undefined
  readonly role: (i: number) => string | undefined
  /** The index of the path's first entry before `end` whose id is `id` (as `entry.id === id`), or -1. */
  readonly firstIndexOf: (id: Json.Json | undefined, end: number) => number
  readonly entry: (i: number) => Entry
  /**
   * The tree position of a message entry whose `message` the columns know to pass through as it
   * is stored (`SessionTree.storedMessageAt` reads it), or -1.
   */
  readonly stored: (i: number) => number
  /** A test of the path's entries for any of `ids` (as `ids.has(entry.id)`). */
  readonly idIn: (ids: ReadonlyMap<string, unknown>) => (i: number) => boolean
}

/** The index of the first of `entries(i)`, `i < end`, whose id is `id`, or -1. */
const firstIndexOf = (entry: (i: number) => Entry, id: Json.Json | undefined, end: number): number => {
  for (let i = 0; i < end; i++) if (entry(i).id === id) return i
  return -1
}

const entriesView = (path: ReadonlyArray<Entry>): PathView => ({
  length: path.length,
  type: (i) => (path[i] as Entry).type,
  role: (i) => (path[i] as Entry).role,
  firstIndexOf: (id, end) => firstIndexOf((i) => path[i] as Entry, id, end),
  entry: (i) => path[i] as Entry,
  stored: () => -1,
  idIn: (ids) => (i) => {
    const id = (path[i] as Entry).id
    return id !== undefined && ids.has(id)
  }
})

/** The path to `leafId` over the tree's columns. */
const treeView = (tree: SessionTree.SessionTree, leafId: string | null): PathView => {
  const positions = SessionTree.pathPositions(tree, leafId)
  const entry = (i: number) => SessionTree.entryAt(tree, positions[i] as number) as Entry
  // read once: the rules ask each entry's type several times
  const types = Array.from(positions, (position) => SessionTree.typeAt(tree, position))
  return {
    length: positions.length,
    type: (i) => types[i],
    role: (i) => SessionTree.roleAt(tree, positions[i] as number),
    firstIndexOf: (id, end) => (typeof id === "string" ? SessionTree.indexOnPath(tree, positions, end, id) : firstIndexOf(entry, id, end)),
    entry,
    stored: (i) => (SessionTree.hasStoredMessage(tree, positions[i] as number) ? (positions[i] as number) : -1),
    idIn: (ids) => {
      const test = SessionTree.idsTest(tree, ids.keys())
      return (i) => test(positions[i] as number)
    }
  }
}

/**
 * The compaction-aware entries of a path: with no compaction, the path itself; otherwise the
 * newest compaction, then the path entries before it from its `firstKeptEntryId` on (system
 * messages excluded, since the compaction's checkpoint replaces them), then every entry after it.
 */
export const contextEntries = (path: ReadonlyArray<Entry>): ReadonlyArray<Entry> => contextEntriesOf(entriesView(path))

const contextEntriesOf = (path: PathView): ReadonlyArray<Entry> => contextIndexesOf(path).map(path.entry)

/** The indexes in `path` of its context entries (as `contextEntries`), made into entries only where a rule reads one. */
const contextIndexesOf = (path: PathView): ReadonlyArray<number> => {
  let k = -1
  for (let i = path.length - 1; i >= 0; i--) {
    if (path.type(i) === "compaction") {
      k = i
      break
    }
  }
  const out: Array<number> = []
  if (k < 0) {
    for (let i = 0; i < path.length; i++) out.push(i)
    return out
  }
  out.push(k)
  const firstKept = path.firstIndexOf(path.entry(k).value.firstKeptEntryId, k)
  for (let i = firstKept < 0 ? k : firstKept; i < k; i++) {
    if (!(path.type(i) === "message" && path.role(i) === "system")) out.push(i)
  }
  for (let i = k + 1; i < path.length; i++) out.push(i)
  return out
}

/** The messages one context entry contributes, before context edits. */
export const entryMessages = (entry: Entry): ReadonlyArray<Json.JsonObject> => {
  switch (entry.type) {
    case "message": {
      const message = messageOf(entry)
      if (message === undefined) return []
      const role = message.role
      if (role === "system" && (message.content === null || message.content === undefined)) {
        return [{ ...message, content: "" }]
      }
      if (
        (role === "user" || role === "assistant" || role === "toolResult") &&
        (message.content === null || message.content === undefined)
      ) {
        return [{ ...message, content: [] }]
      }
      return [message]
    }
    case "custom_message": {
      const v = entry.value
      return [
        withoutUndefined({
          role: "custom",
          customType: v.customType,
          content: v.content ?? [],
          display: v.display,
          details: v.details,
          timestamp: Json.millis(v.timestamp)
        })
      ]
    }
    case "branch_summary": {
      const v = entry.value
      if (!v.summary) return []
      return [withoutUndefined({ role: "branchSummary", summary: v.summary, fromId: v.fromId, timestamp: Json.millis(v.timestamp) })]
    }
    case "compaction": {
      const v = entry.value
      const summary = withoutUndefined({
        role: "compactionSummary",
        summary: v.summary,
        tokensBefore: v.tokensBefore,
        timestamp: Json.millis(v.timestamp)
      })
      return Json.isObject(v.systemMessage) ? [v.systemMessage, summary] : [summary]
    }
    default:
      return []
  }
}

const EDITABLE_ROLES = new Set(["user", "assistant", "toolResult", "custom"])

/** Applies a context edit's replacement to one message. */
const applyEdit = (message: Json.JsonObject, replacement: Json.JsonObject): Json.JsonObject => {
  const role = message.role
  if (typeof role !== "string" || !EDITABLE_ROLES.has(role)) return message
  const content = replacement.content
  if (content === undefined) return message
  return {
    ...message,
    content: (role === "assistant" || role === "toolResult") && typeof content === "string"
      ? [{ type: "text", text: content }]
      : content
  }
}

/**
 * The messages the context entry `entry` contributes at place `k` of the context, after the
 * context edit `edits` hold for it: a compaction contributes only in the first place (an older
 * one kept after it is history), an edit's `null` removes the messages, an object replaces their
 * content (`applyEdit`). The one statement of these rules: `project`, `extend` and
 * `encodeStored` all call it.
 */
const contributionOf = (entry: Entry, k: number, edits: ReadonlyMap<string, Json.Json | undefined>): ReadonlyArray<Json.JsonObject> => {
  if (entry.type === "compaction" && k > 0) return []
  const messages = entryMessages(entry)
  if (messages.length === 0 || typeof entry.id !== "string" || !edits.has(entry.id)) return messages
  const replacement = edits.get(entry.id)
  if (replacement === null) return []
  return Json.isObject(replacement) ? messages.map((m) => applyEdit(m, replacement)) : messages
}

/** Whether an entry of this type and role sets the model: a model change, or an assistant message. */
const setsModel = (type: string | undefined, role: string | undefined): boolean => type === "model_change" || (type === "message" && role === "assistant")

/** The model a model source (`setsModel`) sets. */
const modelOf = (entry: Entry): ModelRef => {
  if (entry.type === "model_change") return { provider: entry.value.provider, modelId: entry.value.modelId }
  const message = messageOf(entry)
  return { provider: message?.provider, modelId: message?.model }
}

/** The thinking level a `thinking_level_change` sets. */
const thinkingLevelOf = (entry: Entry): Json.Json => entry.value.thinkingLevel ?? null

/**
 * Thinking level and model from the full path (before compaction trimming): the last source of
 * each, looked for from the leaf up, so that an assistant message is parsed only when it is the
 * last model source, not for every turn of a long path.
 */
export const settings = (path: ReadonlyArray<Entry>): { readonly thinkingLevel: Json.Json; readonly model: ModelRef | null } => settingsOf(entriesView(path))

const settingsOf = (path: PathView): { readonly thinkingLevel: Json.Json; readonly model: ModelRef | null } => {
  let thinkingLevel: Json.Json = "off"
  let model: ModelRef | null = null
  let thinkingFound = false
  let modelFound = false
  for (let i = path.length - 1; i >= 0 && !(thinkingFound && modelFound); i--) {
    const type = path.type(i)
    if (!thinkingFound && type === "thinking_level_change") {
      thinkingLevel = thinkingLevelOf(path.entry(i))
      thinkingFound = true
    } else if (!modelFound && setsModel(type, type === "message" ? path.role(i) : undefined)) {
      model = modelOf(path.entry(i))
      modelFound = true
    }
  }
  return { thinkingLevel, model }
}

/** The projection of a path: context entries with their messages after context edits. */
export const projectPath = (path: ReadonlyArray<Entry>): Projection => project(entriesView(path), contextEntries(path))

const project = (path: PathView, ctx: ReadonlyArray<Entry>): Projection => {
  const { model, thinkingLevel } = settingsOf(path)
  const edits = editsOf(ctx)
  const entries: Array<ProjectedEntry> = []
  const messages: Array<Json.JsonObject> = []
  for (let i = 0; i < ctx.length; i++) {
    const entry = ctx[i] as Entry
    const contributed = contributionOf(entry, i, edits)
    entries.push({ entry, messages: contributed })
    messages.push(...contributed)
  }
  return { entries, messages, thinkingLevel, model }
}

/**
 * The JSON text of `build(tree, leafId)`, in pieces: a message that passes through as stored is
 * its bytes in the file (no parse, no stringify), anything a rule changes is stringified. Only
 * the entries a rule needs are parsed: compactions, edits, summaries, the last model and
 * thinking-level sources, and messages whose content is missing or null.
 */
export function* encode(tree: SessionTree.SessionTree, leafId: string | null): Generator<Uint8Array | string> {
  for (const piece of encodeStored(tree, leafId)) yield typeof piece === "number" ? (SessionTree.storedMessageAt(tree, piece) as Uint8Array) : piece
}

/**
 * `encode`'s pieces, all of them, with a message that passes through as stored and whose bytes
 * the columns know given as its position in the tree (`SessionTree.storedMessageAt` reads it):
 * a caller can copy such bytes from the file itself, with no buffer made for each.
 */
export const encodeStored = (tree: SessionTree.SessionTree, leafId: string | null): Array<Uint8Array | string | number> => {
  const path = treeView(tree, leafId)
  const { thinkingLevel, model } = settingsOf(path)
  const ctx = contextIndexesOf(path)
  const edits = editsOf(ctx.filter((i) => path.type(i) === "context_edit").map(path.entry))
  const edited = edits.size === 0 ? () => false : path.idIn(edits)
  let scanner: Scanner.Scanner | undefined
  const out: Array<Uint8Array | string | number> = ["{\"messages\":["]
  let first = true
  for (let k = 0; k < ctx.length; k++) {
    const i = ctx[k] as number
    if (path.type(i) === "message" && !edited(i)) {
      // the bytes the columns know to pass through, else found by scanning the entry's line
      const position = path.stored(i)
      const stored = position >= 0 ? position : storedMessage(scanner ??= Scanner.make(), path.entry(i))
      if (stored !== undefined) {
        if (!first) out.push(",")
        first = false
        out.push(stored)
        continue
      }
    }
    for (const message of contributionOf(path.entry(i), k, edits)) {
      out.push(first ? Json.stringify(message) : `,${Json.stringify(message)}`)
      first = false
    }
  }
  out.push(`],"thinkingLevel":${Json.stringify(thinkingLevel)},"model":${Json.stringify(model)}}`)
  return out
}

/**
 * Where a message entry's `message` starts in its scanned line (`line.start` on), when
 * `entryMessages` passes it through as it is: an object whose content is present and not null
 * (or whose role no rule names); else 0. The reader records it (`SessionTree.storedMessageAt`).
 */
export const passedThrough = (line: Scanner.Line): number => {
  if (line.kinds[Scanner.Field.message] !== Scanner.Kind.Object) return 0
  const content = line.kinds[Scanner.Field.content]
  if (content === Scanner.Kind.Absent || content === Scanner.Kind.Null) {
    // a rule fills in the content for these roles; any other role passes through
    const role = line.kinds[Scanner.Field.role] === Scanner.Kind.String ? line.string(Scanner.Field.role) : undefined
    if (role === "system" || role === "user" || role === "assistant" || role === "toolResult") return 0
  }
  return (line.from[Scanner.Field.message] as number) - line.start
}

/** The stored bytes of a message entry's `message` when it passes through as it is, found by scanning its line. */
const storedMessage = (scanner: Scanner.Scanner, entry: Entry): Uint8Array | undefined => {
  const bytes = entry.bytes()
  let found: Uint8Array | undefined
  scanner.scan(bytes, 0, bytes.length, { final: true, fileStart: false }, (line) => {
    if (line.status === Scanner.Status.Object && passedThrough(line) !== 0) found = line.span(Scanner.Field.message)
  })
  return found
}

/** The last projection made on some tree's columns, with what extending it needs. */
interface Memo {
  readonly mark: SessionTree.Mark
  readonly projection: Projection
  readonly edits: ReadonlyMap<string, Json.Json | undefined>
}
const memos = new WeakMap<SessionTree.SessionTree["columns"], Memo>()

/**
 * The projection at a leaf (`null`: before the first entry). A turn's projection usually only
 * extends the previous one (entries appended below its leaf, none a compaction or an edit):
 * then only the appended entries are projected, so per-turn work follows what was appended,
 * not the path.
 */
export const projection = (tree: SessionTree.SessionTree, leafId: string | null): Projection => {
  const memo = memos.get(tree.columns)
  const leaf = leafId === null ? -1 : SessionTree.positionOf(tree, leafId)
  if (memo !== undefined) {
    const added = SessionTree.appendedPath(tree, memo.mark, leaf)
    if (added !== undefined) {
      const extended = extend(tree, memo, added)
      if (extended !== undefined) {
        memos.set(tree.columns, { mark: SessionTree.mark(tree, leafId), projection: extended, edits: memo.edits })
        return extended
      }
    }
  }
  const path = treeView(tree, leafId)
  const ctx = contextEntriesOf(path)
  const result = project(path, ctx)
  memos.set(tree.columns, { mark: SessionTree.mark(tree, leafId), projection: result, edits: editsOf(ctx) })
  return result
}

const editsOf = (ctx: ReadonlyArray<Entry>): Map<string, Json.Json | undefined> => {
  const edits = new Map<string, Json.Json | undefined>()
  for (const entry of ctx) {
    if (entry.type === "context_edit") {
      const target = entry.value.targetId
      if (typeof target === "string") edits.set(target, entry.value.replacement)
    }
  }
  return edits
}

/** The memo's projection with the entries at `added` after it, or undefined when a rule needs the whole path. */
const extend = (tree: SessionTree.SessionTree, memo: Memo, added: Int32Array): Projection | undefined => {
  // collected apart and joined once: pushing onto a copy of a long path's arrays grows them
  // element by element, a tenth of a millisecond at 10,000 messages
  const entries: Array<ProjectedEntry> = []
  const messages: Array<Json.JsonObject> = []
  let { model, thinkingLevel } = memo.projection
  for (const position of added) {
    const entry = SessionTree.entryAt(tree, position) as Entry
    // a compaction or an edit changes what earlier entries contribute
    if (entry.type === "compaction" || entry.type === "context_edit") return undefined
    if (entry.type === "thinking_level_change") thinkingLevel = thinkingLevelOf(entry)
    else if (setsModel(entry.type, entry.role)) model = modelOf(entry)
    // not the first place of the context: appended after the memo's path
    const contributed = contributionOf(entry, 1, memo.edits)
    entries.push({ entry, messages: contributed })
    for (const message of contributed) messages.push(message)
  }
  return { entries: memo.projection.entries.concat(entries), messages: memo.projection.messages.concat(messages), thinkingLevel, model }
}

/**
 * The model context at a leaf. A stored entry on the path that cannot be read again (the file
 * shrank or changed in place under the tree) is the `Left` `StoredEntryUnreadable`, as in
 * `Session.apply`: nothing escapes the result.
 */
export const build = (
  tree: SessionTree.SessionTree,
  leafId: string | null
): Either.Either<SessionContext, DomainError.StoredEntryUnreadable> =>
  DomainError.readingStored(() => {
    const { messages, model, thinkingLevel } = projection(tree, leafId)
    return Either.right({ messages, thinkingLevel, model })
  })

// ---------------------------------------------------------------------------------------------
// System-prompt checkpoint
// ---------------------------------------------------------------------------------------------

/**
 * The system state that replaying every system message in order gives: content texts joined
 * with a blank line, sections patched by name (`null` deletes), tools patched by name. Undefined
 * when there is no system message with a timestamp and no tool.
 */
export const systemCheckpoint = (messages: ReadonlyArray<Json.JsonObject>): Json.JsonObject | undefined => {
  let timestamp: Json.Json | undefined
  const texts: Array<string> = []
  const sections = new Map<string, Json.Json>()
  const tools = new Map<string, Json.Json>()
  for (const message of messages) {
    if (message.role !== "system") continue
    if (timestamp === undefined && message.timestamp !== undefined) timestamp = message.timestamp
    const text = Json.contentText(message.content, "\n")
    if (text !== "") texts.push(text)
    if (Json.isObject(message.sections)) {
      for (const [name, value] of Object.entries(message.sections)) {
        if (value === null) sections.delete(name)
        else sections.set(name, value)
      }
    }
    if (Array.isArray(message.toolsRemoved)) {
      for (const tool of message.toolsRemoved) if (Json.isObject(tool) && typeof tool.name === "string") tools.delete(tool.name)
    }
    if (Array.isArray(message.toolsAdded)) {
      for (const tool of message.toolsAdded) if (Json.isObject(tool) && typeof tool.name === "string") tools.set(tool.name, tool)
    }
  }
  if (timestamp === undefined && tools.size === 0) return undefined
  const out: { [key: string]: Json.Json } = { role: "system", content: texts.join("\n\n") }
  if (sections.size > 0) out.sections = Object.fromEntries(sections)
  if (tools.size > 0) out.toolsAdded = Array.from(tools.values())
  out.timestamp = timestamp ?? 0
  return out
}

// ---------------------------------------------------------------------------------------------
// Provider messages
// ---------------------------------------------------------------------------------------------

/**
 * A stored value in a text, as pi's string concatenation writes it; a value that concatenation
 * cannot convert (an object, at any depth of an array, with a `toString` key that is data),
 * where pi would throw, as its JSON.
 */
const inText = (value: Json.Json | undefined): string => {
  try {
    return String(value)
  } catch {
    return JSON.stringify(value)
  }
}

const userText = (text: string, timestamp: Json.Json | undefined): Json.JsonObject =>
  withoutUndefined({ role: "user", content: [{ type: "text", text }], timestamp })

/** The text pi sends for a `bashExecution` message. */
export const bashExecutionText = (message: Json.JsonObject): string => {
  let text = `Ran \`${inText(message.command)}\`\n`
  const output = message.output
  text += typeof output === "string" && output !== "" ? `\`\`\`\n${output}\n\`\`\`` : "(no output)"
  if (message.cancelled === true) text += "\n\n(command cancelled)"
  else if (message.exitCode !== null && message.exitCode !== undefined && message.exitCode !== 0) {
    text += `\n\nCommand exited with code ${inText(message.exitCode)}`
  }
  if (message.truncated === true && typeof message.fullOutputPath === "string" && message.fullOutputPath !== "") {
    text += `\n\n[Output truncated. Full output: ${message.fullOutputPath}]`
  }
  return text
}

/**
 * Context messages turned into provider messages: system, user, assistant and tool results
 * pass through; custom, branch-summary, compaction-summary and bash messages become user
 * text with pi's fixed wrappers; anything else is dropped.
 */
export const toProviderMessages = (messages: ReadonlyArray<Json.JsonObject>): ReadonlyArray<Json.JsonObject> => {
  const out: Array<Json.JsonObject> = []
  for (const message of messages) {
    switch (message.role) {
      case "system":
      case "user":
      case "assistant":
      case "toolResult":
        out.push(message)
        break
      case "custom": {
        const content = typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content
        out.push(withoutUndefined({ role: "user", content, timestamp: message.timestamp }))
        break
      }
      case "branchSummary":
        out.push(userText(BRANCH_SUMMARY_PREFIX + inText(message.summary) + BRANCH_SUMMARY_SUFFIX, message.timestamp))
        break
      case "compactionSummary":
        out.push(userText(COMPACTION_SUMMARY_PREFIX + inText(message.summary) + COMPACTION_SUMMARY_SUFFIX, message.timestamp))
        break
      case "bashExecution":
        if (!message.excludeFromContext) out.push(userText(bashExecutionText(message), message.timestamp))
        break
    }
  }
  return out
}
