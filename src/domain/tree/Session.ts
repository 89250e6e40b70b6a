/**
 * A session as a value, and every command on it as a pure state transition. Pure.
 *
 * `apply(state, command)` returns either a `Transition` (the new state, the entries appended,
 * the file effects to run, and what the UI needs) or a `DomainError` with pi's exact text.
 * Ids, timestamps, session ids, summaries and file paths arrive in the command, so the result
 * depends on nothing else. Every new state is built by `SessionTree.applyEntries` from the
 * appended entries, so replaying them gives the same state.
 *
 * File effects follow pi's persistence rule: nothing is written until the session holds a
 * user or assistant message; then the whole file is created exclusively, and after that each
 * new entry is one appended line. A session loaded from a legacy file is rewritten whole
 * (atomically, with a backup) before its first append.
 *
 * Entries read from a file are read lazily through their `ByteSource`; the one failure such a
 * read has is returned by `apply` as a typed `Left`, never thrown past it.
 */
import * as Arr from "effect/Array"
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import * as Context from "../context/Context.js"
import * as BashExecution from "../format/BashExecution.js"
import * as DomainError from "../format/DomainError.js"
import * as Entry from "../format/Entry.js"
import * as IdSource from "../format/IdSource.js"
import * as Json from "../format/Json.js"
import * as SessionFile from "../format/SessionFile.js"
import * as SessionId from "../format/SessionId.js"
import * as SessionTree from "./SessionTree.js"

export interface SessionState {
  readonly header: Entry.Header
  readonly tree: SessionTree.SessionTree
  /** The file this session is persisted to; undefined for an in-memory session. */
  readonly file: string | undefined
  /** Whether `file` exists and holds every entry of `tree`. */
  readonly flushed: boolean
  /** The file holds a legacy version: rewrite it whole before appending. */
  readonly needsRewrite: boolean
}

/** A file operation for the shell to perform. Lines carry no terminator. */
export type FileEffect = Data.TaggedEnum<{
  /** Create `path` exclusively with these lines. */
  CreateFile: { readonly path: string; readonly lines: ReadonlyArray<string> }
  /** Append these lines to `path`. */
  AppendLines: { readonly path: string; readonly lines: ReadonlyArray<string> }
  /** Replace `path` atomically with these lines, keeping the old file as a backup. */
  ReplaceFile: { readonly path: string; readonly lines: ReadonlyArray<string> }
}>
export const FileEffect = Data.taggedEnum<FileEffect>()

export interface Transition {
  readonly state: SessionState
  /** New entries in order. For a transition to a new session: all of its entries. */
  readonly appended: ReadonlyArray<Entry.Entry>
  readonly effects: ReadonlyArray<FileEffect>
  /** True when `state` is another session (fork, clone, fork-from, new). */
  readonly replaced: boolean
  /** The effective leaf after the command. */
  readonly leafId: string | null
  /** Text to put back into the editor (navigating to a user or custom message). */
  readonly editorText?: string
  /** Text of the user message a `/fork` started before. */
  readonly selectedText?: string
}

/** What every command that creates entries carries. */
export interface Stamp {
  /** ISO time for new entries (and new headers). */
  readonly timestamp: string
  readonly ids: IdSource.IdSource
}

/** A summary supplied as data (from a model, an extension or the user). */
export interface Summary {
  readonly summary: string
  readonly details?: Json.Json | undefined
  readonly usage?: Json.Json | undefined
  readonly fromHook?: boolean | undefined
}

export type Command = Data.TaggedEnum<{
  AppendMessage: Stamp & { readonly message: Json.JsonObject }
  /** A shell command the user ran, as pi's `bashExecution` message (its time is the stamp's). */
  BashExecution: Stamp & BashExecution.Fields
  ThinkingLevelChange: Stamp & { readonly thinkingLevel: string }
  ModelChange: Stamp & { readonly provider: string; readonly modelId: string }
  Usage: Stamp & {
    readonly kind: string
    readonly provider: string
    readonly model: string
    readonly usage: Json.Json
    readonly note?: string | undefined
  }
  Custom: Stamp & { readonly customType: string; readonly data?: Json.Json | undefined }
  CustomMessage: Stamp & {
    readonly customType: string
    readonly content: Json.Json
    readonly display: boolean
    readonly details?: Json.Json | undefined
  }
  SessionInfo: Stamp & { readonly name: string }
  /** No `label` (or an empty one) clears the label. */
  Label: Stamp & { readonly targetId: string; readonly label?: string | undefined }
  /** `replacement` is checked as pi checks it, so it arrives unvalidated. */
  ContextEdit: Stamp & { readonly targetId: string; readonly replacement: unknown }
  /** A null `firstKeptEntryId` keeps nothing before the compaction (pi stores the entry's own id). */
  Compaction: Stamp & {
    readonly summary: string
    readonly firstKeptEntryId: string | null
    readonly tokensBefore: number
    readonly details?: Json.Json | undefined
    readonly usage?: Json.Json | undefined
    readonly fromHook?: boolean | undefined
  }
  /**
   * pi's `branch`: the leaf moves to exactly `leafId` (a user message too), writing nothing, so
   * the move is forgotten when the process ends; with a `summary`, pi's `branchWithSummary`,
   * which writes the branch summary there. Arbor's own moves go through `Navigate` (durable,
   * and a user message as target leaves the leaf at its parent); a replay uses this one to
   * follow a file pi wrote.
   */
  Branch: { readonly leafId: string | null; readonly summary?: (Stamp & { readonly summary: Summary }) | undefined }
  /** `/tree`: move to `targetId`, with an optional branch summary and label. */
  Navigate: Stamp & {
    readonly targetId: string
    readonly summary?: Summary | undefined
    readonly label?: string | undefined
  }
  /** `/fork`: `before` a user message (its parent becomes the leaf) or `at` any entry. */
  Fork: Stamp & {
    readonly entryId: string
    readonly position: "before" | "at"
    readonly sessionId: string
    /** Path of the new file; undefined keeps the new session in memory. */
    readonly file?: string | undefined
  }
  /** `/clone`: fork at the current leaf. */
  Clone: Stamp & { readonly sessionId: string; readonly file?: string | undefined }
  /** pi's `--fork`: copy every entry into a new session for another cwd. */
  ForkFrom: Stamp & {
    readonly sessionId: string
    readonly cwd: string
    readonly sourcePath: string
    readonly file: string
  }
  NewSession: Stamp & {
    readonly sessionId: string
    readonly cwd: string
    readonly parentSession?: string | undefined
    readonly file?: string | undefined
  }
  /**
   * Writes a session whose file is still pending (see `Storage`) now, before it holds a
   * conversation: the whole file, created exclusively. Nothing to do for a written session or
   * one kept in memory.
   */
  Persist: {}
}>
export const Command = Data.taggedEnum<Command>()

/**
 * Where a session is kept. pi writes a new session's file (a new session, a fork or clone
 * whose path holds no conversation, a resumed path that does not exist) only with its first
 * user or assistant message, so a session may have a path and no file yet.
 */
export type Storage = Data.TaggedEnum<{
  /** `file` exists and holds every entry. */
  Written: { readonly file: string }
  /**
   * `file` does not exist yet: it is created with the first user or assistant message, or at
   * once by `Command.Persist`. Until then opening it fails with `SessionNotFound`, and entries
   * are lost if the program ends.
   */
  Pending: { readonly file: string }
  /** No file: the session lives in memory only. */
  InMemory: {}
}>
export const Storage = Data.taggedEnum<Storage>()

/** Where `state` is kept. */
export const storage = (state: SessionState): Storage =>
  state.file === undefined ? Storage.InMemory() : state.flushed ? Storage.Written({ file: state.file }) : Storage.Pending({ file: state.file })

export type Result = Either.Either<Transition, DomainError.DomainError>

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

/**
 * A new, empty session (nothing is written until it holds a conversation). Fails on a session
 * id that does not match pi's pattern.
 */
export const create = (fields: {
  readonly sessionId: string
  readonly timestamp: string
  readonly cwd: string
  readonly parentSession?: string | undefined
  readonly file?: string | undefined
}): Either.Either<SessionState, DomainError.InvalidSessionId> =>
  Either.map(SessionId.decode(fields.sessionId), (id): SessionState => ({
    header: Entry.header({ id, timestamp: fields.timestamp, cwd: fields.cwd, parentSession: fields.parentSession }),
    tree: SessionTree.empty,
    file: fields.file,
    flushed: false,
    needsRewrite: false
  }))

/** The state of a session read from `file` (undefined: read from elsewhere, kept in memory). */
export const fromLoaded = (header: Entry.Header, loaded: SessionFile.Loaded, file: string | undefined): SessionState => ({
  header,
  tree: loaded.tree,
  file,
  flushed: file !== undefined,
  needsRewrite: file !== undefined && loaded.migrated
})

/** Every line of the session's file: header first. */
export const fileLines = (state: SessionState): ReadonlyArray<string> => SessionFile.lines(state.header, state.tree.entries)

// ---------------------------------------------------------------------------------------------
// Appending
// ---------------------------------------------------------------------------------------------

/** The file effects that persist `appended` after the tree became `tree`. */
const persist = (
  state: SessionState,
  tree: SessionTree.SessionTree,
  appended: ReadonlyArray<Entry.Entry>
): { readonly state: SessionState; readonly effects: ReadonlyArray<FileEffect> } => {
  const next = { ...state, tree }
  const file = state.file
  if (file === undefined || appended.length === 0) return { state: next, effects: [] }
  if (state.needsRewrite) {
    return { state: { ...next, needsRewrite: false }, effects: [FileEffect.ReplaceFile({ path: file, lines: fileLines(next) })] }
  }
  if (state.flushed) {
    return { state: next, effects: [FileEffect.AppendLines({ path: file, lines: appended.map((e) => e.text) })] }
  }
  if (!tree.hasConversation) return { state: next, effects: [] }
  return { state: { ...next, flushed: true }, effects: [FileEffect.CreateFile({ path: file, lines: fileLines(next) })] }
}

/**
 * Appends entries built from fresh ids: `build` receives `count` ids that are not in the tree
 * and the parent of the first entry (the effective leaf).
 */
const appendBuilt = (
  state: SessionState,
  stamp: Stamp,
  count: number,
  build: (ids: Arr.NonEmptyReadonlyArray<string>, parentId: string | null) => ReadonlyArray<Entry.Entry>,
  extra: { readonly editorText?: string } = {}
): Result => {
  const ids = IdSource.take(stamp.ids, count, (id) => SessionTree.has(state.tree, id))
  if (ids === undefined || !Arr.isNonEmptyReadonlyArray(ids)) return Either.left(new DomainError.IdsExhausted())
  const appended = build(ids, SessionTree.leafId(state.tree))
  const tree = SessionTree.applyEntries(state.tree, appended)
  const { effects, state: next } = persist(state, tree, appended)
  return Either.right({ state: next, appended, effects, replaced: false, leafId: SessionTree.leafId(tree), ...extra })
}

const appendOne = (state: SessionState, stamp: Stamp, build: (base: Entry.Base) => Entry.Entry): Result =>
  appendBuilt(state, stamp, 1, ([id], parentId) => [build({ id, parentId, timestamp: stamp.timestamp })])

/** pi's check on a context-edit replacement: null, or an object whose `content` is a string or array. */
const isValidReplacement = (value: unknown): value is Json.JsonObject | null =>
  value === null || (Json.isObject(value) && (typeof value.content === "string" || Array.isArray(value.content)))

const contextEdit = (state: SessionState, command: Extract<Command, { _tag: "ContextEdit" }>): Result => {
  const { replacement, targetId } = command
  if (!isValidReplacement(replacement)) return Either.left(new DomainError.InvalidReplacement())
  const target = SessionTree.get(state.tree, targetId)
  if (target === undefined) return Either.left(new DomainError.EntryNotFound({ id: targetId }))
  if (!SessionTree.branch(state.tree).some((entry) => entry.id === targetId)) {
    return Either.left(new DomainError.NotOnActiveBranch({ id: targetId }))
  }
  const role = target.role
  const editable = target.type === "custom_message" || role === "user" || role === "assistant" || role === "toolResult"
  if (!editable) return Either.left(new DomainError.NotEditable({ id: targetId }))
  const stored = replacement !== null && (role === "assistant" || role === "toolResult") && typeof replacement.content === "string"
    ? { content: [{ type: "text", text: replacement.content }] }
    : replacement
  return appendOne(state, command, (base) => Entry.contextEdit(base, targetId, stored))
}

const compaction = (state: SessionState, command: Extract<Command, { _tag: "Compaction" }>): Result => {
  const checkpoint = Context.systemCheckpoint(Context.projection(state.tree, SessionTree.leafId(state.tree)).messages)
  return appendOne(state, command, (base) =>
    Entry.compaction(base, {
      summary: command.summary,
      firstKeptEntryId: command.firstKeptEntryId ?? base.id,
      tokensBefore: command.tokensBefore,
      details: command.details,
      usage: command.usage,
      fromHook: command.fromHook,
      systemMessage: checkpoint === undefined ? undefined : { ...checkpoint, timestamp: Json.millis(command.timestamp) }
    }))
}

// ---------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------

/**
 * Where `/tree` puts the leaf for a target, and the editor text: a user or custom message
 * moves to its parent and gives its text back; any other entry becomes the leaf itself.
 */
export const navigationTarget = (
  target: Entry.Entry
): { readonly leaf: string | null; readonly editorText: string | undefined } => {
  if (target.type === "message" && target.role === "user") {
    return { leaf: target.parentId ?? null, editorText: Json.contentText(Entry.storedMessage(target)?.content, "") }
  }
  if (target.type === "custom_message") {
    return { leaf: target.parentId ?? null, editorText: Json.contentText(target.value.content, "") }
  }
  return { leaf: target.id as string, editorText: undefined }
}

const navigate = (state: SessionState, command: Extract<Command, { _tag: "Navigate" }>): Result => {
  const oldLeaf = SessionTree.leafId(state.tree)
  if (command.targetId === oldLeaf) {
    return Either.right({ state, appended: [], effects: [], replaced: false, leafId: oldLeaf })
  }
  const target = SessionTree.get(state.tree, command.targetId)
  if (target === undefined) return Either.left(new DomainError.EntryNotFound({ id: command.targetId }))
  const { editorText, leaf } = navigationTarget(target)
  const extra = editorText === undefined ? {} : { editorText }
  const { label, summary } = command
  const at = (id: string, parentId: string | null): Entry.Base => ({ id, parentId, timestamp: command.timestamp })
  if (summary !== undefined) {
    return appendBuilt(
      state,
      command,
      label ? 2 : 1,
      ([summaryId, labelId]) => {
        const entry = Entry.branchSummary(at(summaryId, leaf), { fromId: oldLeaf ?? "root", ...summary })
        return label && labelId !== undefined ? [entry, Entry.label(at(labelId, summaryId), summaryId, label)] : [entry]
      },
      extra
    )
  }
  if (label) {
    return appendBuilt(state, command, 1, ([id]) => [Entry.label(at(id, leaf), command.targetId, label)], extra)
  }
  if (leaf === oldLeaf) return Either.right({ state, appended: [], effects: [], replaced: false, leafId: oldLeaf, ...extra })
  return appendBuilt(state, command, 1, ([id]) => [Entry.leafMarker(at(id, leaf))], extra)
}

// ---------------------------------------------------------------------------------------------
// Fork, clone, fork-from, new
// ---------------------------------------------------------------------------------------------

const replacedBy = (state: SessionState, extra: { readonly selectedText?: string } = {}): Transition => {
  const effects = state.file !== undefined && state.flushed ? [FileEffect.CreateFile({ path: state.file, lines: fileLines(state) })] : []
  return { state, appended: state.tree.entries.toArray(), effects, replaced: true, leafId: SessionTree.leafId(state.tree), ...extra }
}

/**
 * The path to `leaf` as a new session: label entries dropped and the rest re-chained, a
 * compaction that kept from a dropped label keeps from the next kept entry, and every label
 * on a kept entry re-created (original text and time) after the last kept entry.
 */
const branchedEntries = (
  tree: SessionTree.SessionTree,
  leaf: string,
  stamp: Stamp
): Either.Either<ReadonlyArray<Entry.Entry>, DomainError.DomainError> => {
  const path = SessionTree.path(tree, leaf)
  if (path.length === 0) return Either.left(new DomainError.EntryNotFound({ id: leaf }))
  const kept: Array<Entry.Entry> = []
  const keptIds = new Set<string>()
  const labelTarget = new Map<string, string>()
  let pending: Array<string> = []
  let lastParent: string | null = null
  for (const entry of path) {
    const id = entry.id as string
    if (entry.type === "label") {
      pending.push(id)
      continue
    }
    for (const labelId of pending) labelTarget.set(labelId, id)
    pending = []
    let copy = entry.withParent(lastParent)
    const firstKept = entry.value.firstKeptEntryId
    const keptTarget = typeof firstKept === "string" && firstKept !== id ? labelTarget.get(firstKept) : undefined
    if (entry.type === "compaction" && keptTarget !== undefined) {
      copy = Entry.Entry.fromValue({ ...copy.value, firstKeptEntryId: keptTarget })
    }
    kept.push(copy)
    keptIds.add(id)
    lastParent = id
  }
  const labels = SessionTree.labels(tree).filter(([target]) => keptIds.has(target))
  const ids = IdSource.take(stamp.ids, labels.length, (id) => keptIds.has(id))
  if (ids === undefined) return Either.left(new DomainError.IdsExhausted())
  for (const [[targetId, info], id] of Arr.zip(labels, ids)) {
    kept.push(
      Entry.Entry.fromValue(
        Entry.withoutUndefined({ type: "label", id, parentId: lastParent, timestamp: info.timestamp, targetId, label: info.label })
      )
    )
    lastParent = id
  }
  return Either.right(kept)
}

const fork = (
  state: SessionState,
  stamp: Stamp,
  fields: { readonly entryId: string; readonly position: "before" | "at"; readonly sessionId: string; readonly file?: string | undefined }
): Result => {
  const entry = SessionTree.get(state.tree, fields.entryId)
  if (entry === undefined) return Either.left(new DomainError.InvalidForkEntry({ id: fields.entryId }))
  let leaf: string | null = fields.entryId
  let selected: { readonly selectedText?: string } = {}
  if (fields.position === "before") {
    if (entry.type !== "message" || entry.role !== "user") {
      return Either.left(new DomainError.InvalidForkEntry({ id: fields.entryId }))
    }
    leaf = entry.parentId ?? null
    selected = { selectedText: Json.contentText(Entry.storedMessage(entry)?.content, "") }
  }
  const fresh = create({
    sessionId: fields.sessionId,
    timestamp: stamp.timestamp,
    cwd: state.header.cwd ?? "",
    parentSession: state.file,
    file: fields.file
  })
  if (Either.isLeft(fresh)) return Either.left(fresh.left)
  if (leaf === null) return Either.right(replacedBy(fresh.right, selected))
  if (state.file !== undefined && !state.flushed) return Either.left(new DomainError.NotSavedYet())
  const entries = branchedEntries(state.tree, leaf, stamp)
  if (Either.isLeft(entries)) return Either.left(entries.left)
  const tree = SessionTree.fromEntries(entries.right)
  const flushed = fresh.right.file !== undefined && tree.hasConversation
  return Either.right(replacedBy({ ...fresh.right, tree, flushed }, selected))
}

const forkFrom = (state: SessionState, command: Extract<Command, { _tag: "ForkFrom" }>): Result => {
  const fresh = create({
    sessionId: command.sessionId,
    timestamp: command.timestamp,
    cwd: command.cwd,
    parentSession: command.sourcePath,
    file: command.file
  })
  if (Either.isLeft(fresh)) return Either.left(fresh.left)
  const tree = SessionTree.fromEntries(state.tree.entries)
  return Either.right(replacedBy({ ...fresh.right, tree, flushed: true }))
}

// ---------------------------------------------------------------------------------------------
// The dispatcher
// ---------------------------------------------------------------------------------------------

/**
 * Applies a command to a session. A stored entry the command reads that cannot be read again
 * (the file shrank or changed in place under the open session) is the `Left`
 * `StoredEntryUnreadable`, like any other reason a command fails: nothing escapes the result.
 */
export const apply = (state: SessionState, command: Command): Result => DomainError.readingStored(() => dispatch(state, command))

const dispatch = (state: SessionState, command: Command): Result => {
  switch (command._tag) {
    case "AppendMessage":
      return appendOne(state, command, (base) => Entry.message(base, command.message))
    case "BashExecution":
      return appendOne(state, command, (base) => Entry.message(base, BashExecution.message(command, Json.millis(command.timestamp))))
    case "ThinkingLevelChange":
      return appendOne(state, command, (base) => Entry.thinkingLevelChange(base, command.thinkingLevel))
    case "ModelChange":
      return appendOne(state, command, (base) => Entry.modelChange(base, command.provider, command.modelId))
    case "Usage":
      return appendOne(state, command, (base) => Entry.usage(base, command))
    case "Custom":
      return appendOne(state, command, (base) => Entry.custom(base, command.customType, command.data))
    case "CustomMessage":
      return appendOne(state, command, (base) => Entry.customMessage(base, command))
    case "SessionInfo":
      return appendOne(state, command, (base) => Entry.sessionInfo(base, Entry.sanitizeName(command.name)))
    case "Label":
      if (!SessionTree.has(state.tree, command.targetId)) {
        return Either.left(new DomainError.EntryNotFound({ id: command.targetId }))
      }
      return appendOne(state, command, (base) => Entry.label(base, command.targetId, command.label))
    case "ContextEdit":
      return contextEdit(state, command)
    case "Compaction":
      return compaction(state, command)
    case "Branch": {
      const { leafId, summary } = command
      if (leafId !== null && !SessionTree.has(state.tree, leafId)) return Either.left(new DomainError.EntryNotFound({ id: leafId }))
      if (summary !== undefined) {
        const fromId = SessionTree.leafId(state.tree) ?? "root"
        const moved = { ...state, tree: SessionTree.withLeaf(state.tree, leafId) }
        return appendOne(moved, summary, (base) => Entry.branchSummary(base, { fromId, ...summary.summary }))
      }
      return Either.right({
        state: { ...state, tree: SessionTree.withLeaf(state.tree, command.leafId) },
        appended: [],
        effects: [],
        replaced: false,
        leafId
      })
    }
    case "Navigate":
      return navigate(state, command)
    case "Fork":
      return fork(state, command, command)
    case "Clone": {
      const leaf = SessionTree.leafId(state.tree)
      if (leaf === null) return Either.left(new DomainError.NothingToClone())
      return fork(state, command, { entryId: leaf, position: "at", sessionId: command.sessionId, file: command.file })
    }
    case "ForkFrom":
      return forkFrom(state, command)
    case "NewSession": {
      return Either.map(create(command), (fresh) => replacedBy(fresh))
    }
    case "Persist": {
      const leafId = SessionTree.leafId(state.tree)
      if (state.file === undefined || state.flushed) return Either.right({ state, appended: [], effects: [], replaced: false, leafId })
      const written = { ...state, flushed: true }
      return Either.right({
        state: written,
        appended: [],
        effects: [FileEffect.CreateFile({ path: state.file, lines: fileLines(state) })],
        replaced: false,
        leafId
      })
    }
  }
}

/**
 * What `/fork` offers (pi's `get_fork_messages`): every user message with non-empty text (its
 * text blocks joined), on every branch, in append order.
 */
export const forkCandidates = (tree: SessionTree.SessionTree): ReadonlyArray<{ readonly entryId: string; readonly text: string }> => {
  const found: Array<{ readonly entryId: string; readonly text: string }> = []
  for (const entry of SessionTree.entries(tree)) {
    if (entry.type !== "message" || entry.role !== "user" || entry.id === undefined) continue
    const text = Json.contentText(Entry.storedMessage(entry)?.content, "")
    if (text !== "") found.push({ entryId: entry.id, text })
  }
  return found
}
