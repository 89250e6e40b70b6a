/**
 * Compaction without the model: which part of a branch is summarized and which is kept
 * (pi's preparation), the files the summarized part touched, the conversation text and the
 * prompts sent to the summarizer, the checks on its replies, and the final summary text.
 * Pure.
 *
 * An effectful caller runs, in order:
 * 1. `prepare(branch, settings)`: `Left` with pi's exact text when there is nothing to do;
 * 2. each of `requests(preparation, customInstructions)` (none, one or two) as one model call
 *    with `SUMMARIZATION_SYSTEM_PROMPT`, a single user message holding the prompt, no tools,
 *    and `checkReply` on the reply (a `Left` is the error to raise);
 * 3. `combine(preparation, replies)`, whose fields go straight into
 *    `Session.Command.Compaction({ ...stamp, ...result, fromHook: false })`.
 *
 * A compaction that does not happen ends with a `Failure`; `failureText` and `failureEvent`
 * give pi's texts for it.
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import type { Entry } from "../format/Entry.js"
import * as Json from "../format/Json.js"
import * as Context from "./Context.js"
import * as Prompts from "./Prompts.js"
import * as Tokens from "./Tokens.js"

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** `compaction.*` settings, after per-model overrides are applied. */
export interface Settings {
  /** Automatic compaction (threshold and overflow recovery); manual compaction ignores it. */
  readonly enabled: boolean
  /** Tokens kept free for the reply: the threshold is `window - reserveTokens`. */
  readonly reserveTokens: number
  /** Roughly how many tokens of recent conversation stay verbatim after a compaction. */
  readonly keepRecentTokens: number
}

export const DEFAULT_SETTINGS: Settings = { enabled: true, reserveTokens: 16384, keepRecentTokens: 20000 }

/** Why a compaction runs: asked for (`/compact`), the context past the threshold, or an overflow to recover. */
export type Reason = "manual" | "threshold" | "overflow"

// ---------------------------------------------------------------------------------------------
// File operations
// ---------------------------------------------------------------------------------------------

/** Paths the summarized messages read, wrote and edited (tools named `read`, `write`, `edit`). */
export interface FileOps {
  readonly read: ReadonlySet<string>
  readonly written: ReadonlySet<string>
  readonly edited: ReadonlySet<string>
}

/** The file lists a Pi-generated summary records in its `details`. */
export type FileLists = {
  readonly readFiles: ReadonlyArray<string>
  readonly modifiedFiles: ReadonlyArray<string>
}

/** File operations being collected. */
export interface MutableFileOps {
  readonly read: Set<string>
  readonly written: Set<string>
  readonly edited: Set<string>
}

/** @internal a fresh accumulator */
export const emptyFileOps = (): MutableFileOps => ({ read: new Set(), written: new Set(), edited: new Set() })

const strings = (value: Json.Json | undefined): ReadonlyArray<string> => Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []

/**
 * @internal Adds the file lists of a Pi-generated summary's details (`fromHook` not true):
 * `readFiles` count as read, `modifiedFiles` as edited.
 */
export const addDetails = (ops: MutableFileOps, details: Json.Json | undefined): void => {
  if (!Json.isObject(details)) return
  for (const path of strings(details.readFiles)) ops.read.add(path)
  for (const path of strings(details.modifiedFiles)) ops.edited.add(path)
}

const addCall = (ops: MutableFileOps, name: Json.Json | undefined, args: Json.Json | undefined): void => {
  if (!Json.isObject(args) || typeof args.path !== "string") return
  if (name === "read") ops.read.add(args.path)
  else if (name === "write") ops.written.add(args.path)
  else if (name === "edit") ops.edited.add(args.path)
}

/**
 * @internal Adds the file operations of one message: the tool calls of an assistant message,
 * and the calls a tool result records as nested (`nestedCalls.calls`, each with a `name` and
 * `arguments`, or `args`). Only the `path` argument counts.
 */
export const addMessage = (ops: MutableFileOps, message: Json.JsonObject): void => {
  if (message.role === "assistant" && Array.isArray(message.content)) {
    for (const block of message.content) {
      if (Json.isObject(block) && block.type === "toolCall") addCall(ops, block.name, block.arguments)
    }
  } else if (message.role === "toolResult" && Json.isObject(message.nestedCalls)) {
    const calls = message.nestedCalls.calls
    if (Array.isArray(calls)) {
      for (const call of calls) {
        if (Json.isObject(call)) addCall(ops, call.name, call.arguments ?? call.args)
      }
    }
  }
}

const sorted = (paths: Iterable<string>): Array<string> => Array.from(paths).sort()

/** read − (edited ∪ written) and edited ∪ written, each sorted. */
export const fileLists = (ops: FileOps): FileLists => {
  const modified = new Set([...ops.edited, ...ops.written])
  return {
    readFiles: sorted([...ops.read].filter((path) => !modified.has(path))),
    modifiedFiles: sorted(modified)
  }
}

/**
 * The text appended to a summary: nothing when both lists are empty, else a blank line and
 * the non-empty `<read-files>` / `<modified-files>` blocks separated by a blank line.
 */
export const fileListsText = (lists: FileLists): string => {
  const sections: Array<string> = []
  if (lists.readFiles.length > 0) sections.push(`<read-files>\n${lists.readFiles.join("\n")}\n</read-files>`)
  if (lists.modifiedFiles.length > 0) sections.push(`<modified-files>\n${lists.modifiedFiles.join("\n")}\n</modified-files>`)
  return sections.length === 0 ? "" : `\n\n${sections.join("\n\n")}`
}

// ---------------------------------------------------------------------------------------------
// Serialization
// ---------------------------------------------------------------------------------------------

/** Tool results longer than this many UTF-16 units are cut in a serialized conversation. */
export const TOOL_RESULT_LIMIT = 2000

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff

/**
 * The first `TOOL_RESULT_LIMIT` units of a tool result (one fewer when the cut would split a
 * surrogate pair) and a note giving how many characters beyond the limit were left out.
 */
export const truncateToolResult = (text: string): string => {
  if (text.length <= TOOL_RESULT_LIMIT) return text
  let end = TOOL_RESULT_LIMIT
  if (isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) end--
  return `${text.slice(0, end)}\n\n[... ${text.length - TOOL_RESULT_LIMIT} more characters truncated]`
}

const toolCallText = (block: Json.JsonObject): string => {
  const args = Json.isObject(block.arguments) ? block.arguments : {}
  const list = Object.entries(args).map(([key, value]) => `${key}=${Json.stringify(value)}`)
  return `${String(block.name)}(${list.join(", ")})`
}

const assistantParts = (message: Json.JsonObject): Array<string> => {
  const content = Array.isArray(message.content) ? message.content : []
  const texts: Array<string> = []
  const calls: Array<string> = []
  for (const block of content) {
    if (!Json.isObject(block)) continue
    if (block.type === "text") texts.push(typeof block.text === "string" ? block.text : "")
    else if (block.type === "toolCall") calls.push(toolCallText(block))
  }
  const parts: Array<string> = []
  if (texts.length > 0) parts.push(`[Assistant]: ${texts.join("\n")}`)
  if (calls.length > 0) parts.push(`[Assistant tool calls]: ${calls.join("; ")}`)
  return parts
}

/**
 * The conversation as the summarizer reads it: the messages converted as for the provider
 * (custom, bash and summary messages become user text), one block per message separated by a
 * blank line: `[User]: …`, `[Assistant]: …`, `[Assistant tool calls]: name(k=<json>, …); …`,
 * `[Tool result]: …` (cut at `TOOL_RESULT_LIMIT`). Thinking, system messages and empty user or
 * tool-result texts are left out.
 */
export const serializeConversation = (messages: ReadonlyArray<Json.JsonObject>): string => {
  const parts: Array<string> = []
  for (const message of Context.toProviderMessages(messages)) {
    switch (message.role) {
      case "user": {
        const text = Json.contentText(message.content, "")
        if (text !== "") parts.push(`[User]: ${text}`)
        break
      }
      case "assistant":
        parts.push(...assistantParts(message))
        break
      case "toolResult": {
        const text = Json.contentText(message.content, "")
        if (text !== "") parts.push(`[Tool result]: ${truncateToolResult(text)}`)
        break
      }
    }
  }
  return parts.join("\n\n")
}

// ---------------------------------------------------------------------------------------------
// Preparation
// ---------------------------------------------------------------------------------------------

export type NothingToDo = "Already compacted" | "Nothing to compact (session too small)"

/** What a compaction summarizes and keeps (pi's preparation, also shown to extensions). */
export interface Preparation {
  /** The first entry kept verbatim: the compaction entry's `firstKeptEntryId`. */
  readonly firstKeptEntryId: string
  /** Summarized by the history call (system messages and compactions left out). */
  readonly messagesToSummarize: ReadonlyArray<Json.JsonObject>
  /** The early part of a split turn, summarized by the turn-prefix call; empty otherwise. */
  readonly turnPrefixMessages: ReadonlyArray<Json.JsonObject>
  /** The cut falls inside a turn (after its user message). */
  readonly isSplitTurn: boolean
  /** The projected context estimate before compacting. */
  readonly tokensBefore: number
  /** The summary of the compaction the projection starts with, if any. */
  readonly previousSummary?: string
  readonly fileOps: FileOps
  readonly settings: Settings
}

const CANDIDATE_ROLES = new Set(["user", "assistant", "bashExecution", "custom", "branchSummary", "compactionSummary"])
const TURN_START_ROLES = new Set(["user", "bashExecution", "custom", "branchSummary", "compactionSummary"])

const hasRole = (element: Context.ProjectedEntry, roles: ReadonlySet<string>): boolean =>
  element.entry.type !== "compaction" &&
  element.messages.some((message) => typeof message.role === "string" && roles.has(message.role))

const elementTokens = (element: Context.ProjectedEntry): number => element.messages.reduce((sum, message) => sum + Tokens.estimate(message), 0)

/**
 * Recovery advancement: when everything after the cut is invisible metadata or entries that a
 * `context_edit` omits, at least one of them an omitted assistant reply, none a compaction, and
 * no replacing edit among them targets an entry outside the omitted set, the failed attempt
 * after the cut is summarized too (overflow recovery), so the cut moves one element forward.
 */
const advancesForRecovery = (elements: ReadonlyArray<Context.ProjectedEntry>, cut: number): boolean => {
  const omitted = new Set<string>()
  let omittedAssistant = false
  const replacedTargets: Array<Json.Json | undefined> = []
  for (let i = cut + 1; i < elements.length; i++) {
    const { entry, messages } = elements[i] as Context.ProjectedEntry
    if (entry.type === "compaction") return false
    if (messages.length > 0) return false
    if (Context.entryMessages(entry).length > 0) {
      if (entry.id !== undefined) omitted.add(entry.id)
      if (entry.type === "message" && entry.role === "assistant") omittedAssistant = true
    } else if (entry.type === "context_edit" && entry.value.replacement !== null) {
      replacedTargets.push(entry.value.targetId)
    }
  }
  return omittedAssistant && replacedTargets.every((target) => typeof target === "string" && omitted.has(target))
}

const messagesOf = (elements: ReadonlyArray<Context.ProjectedEntry>, from: number, to: number): Array<Json.JsonObject> => {
  const out: Array<Json.JsonObject> = []
  for (let i = from; i < to; i++) {
    const element = elements[i] as Context.ProjectedEntry
    if (element.entry.type === "compaction") continue
    for (const message of element.messages) if (message.role !== "system") out.push(message)
  }
  return out
}

/**
 * pi's preparation over a branch (root → leaf). The summarized range starts after the
 * compaction the projection begins with (so what it kept is summarized now). The cut is the
 * first turn-safe element (never a tool result) at or after the point where the newest
 * elements reach `keepRecentTokens`, moved forward past a failed attempt that context edits
 * omit, then back over metadata just before it; a cut inside a turn makes a split turn.
 * `Left`: the branch ends with a compaction, or nothing would be summarized.
 */
export const prepare = (branch: ReadonlyArray<Entry>, settings: Settings): Either.Either<Preparation, NothingToDo> => {
  const last = branch[branch.length - 1]
  if (last !== undefined && last.type === "compaction") return Either.left("Already compacted")
  const projection = Context.projectPath(branch)
  const elements = projection.entries
  const first = elements[0]
  const previous = first !== undefined && first.entry.type === "compaction" && first.messages.length > 0 ? first.entry : undefined
  const start = previous === undefined ? 0 : 1
  const end = elements.length
  const tokensBefore = Tokens.projectedContextEstimate(projection, branch)

  const candidates: Array<number> = []
  for (let i = start; i < end; i++) if (hasRole(elements[i] as Context.ProjectedEntry, CANDIDATE_ROLES)) candidates.push(i)

  let cut = start
  if (candidates.length > 0) {
    cut = candidates[0] as number
    let sum = 0
    for (let i = end - 1; i >= start; i--) {
      const tokens = elementTokens(elements[i] as Context.ProjectedEntry)
      if (tokens === 0) continue
      sum += tokens
      if (sum >= settings.keepRecentTokens) {
        cut = candidates.find((c) => c >= i) ?? (candidates[candidates.length - 1] as number)
        if (advancesForRecovery(elements, cut)) cut++
        break
      }
    }
    while (cut > start) {
      const before = elements[cut - 1] as Context.ProjectedEntry
      if (before.entry.type === "compaction" || before.messages.length > 0) break
      cut--
    }
  }

  let turnStart = -1
  const cutElement = elements[cut]
  if (cutElement !== undefined && !hasRole(cutElement, TURN_START_ROLES)) {
    for (let i = cut - 1; i >= start; i--) {
      if (hasRole(elements[i] as Context.ProjectedEntry, TURN_START_ROLES)) {
        turnStart = i
        break
      }
    }
  }
  const isSplitTurn = turnStart >= 0

  const firstKeptEntryId = cutElement?.entry.id
  if (firstKeptEntryId === undefined) return Either.left("Nothing to compact (session too small)")
  const messagesToSummarize = messagesOf(elements, start, isSplitTurn ? turnStart : cut)
  const turnPrefixMessages = isSplitTurn ? messagesOf(elements, turnStart, cut) : []
  if (messagesToSummarize.length === 0 && turnPrefixMessages.length === 0) {
    return Either.left("Nothing to compact (session too small)")
  }

  const ops = emptyFileOps()
  if (previous !== undefined && previous.value.fromHook !== true) addDetails(ops, previous.value.details)
  for (const message of messagesToSummarize) addMessage(ops, message)
  for (const message of turnPrefixMessages) addMessage(ops, message)

  const summary = previous?.value.summary
  return Either.right({
    firstKeptEntryId,
    messagesToSummarize,
    turnPrefixMessages,
    isSplitTurn,
    tokensBefore,
    ...(typeof summary === "string" ? { previousSummary: summary } : {}),
    fileOps: ops,
    settings
  })
}

// ---------------------------------------------------------------------------------------------
// Prompts and requests
// ---------------------------------------------------------------------------------------------

const focus = (customInstructions: string | undefined): string => customInstructions ? `\n\nAdditional focus: ${customInstructions}` : ""

/**
 * The history prompt: the conversation to summarize, the previous summary when there is one
 * (then the update prompt instead of the first-summary prompt), and the custom focus.
 */
export const historyPrompt = (preparation: Preparation, customInstructions?: string): string => {
  const previous = preparation.previousSummary
  const conversation = `<conversation>\n${serializeConversation(preparation.messagesToSummarize)}\n</conversation>\n\n`
  const prior = previous ? `<previous-summary>\n${previous}\n</previous-summary>\n\n` : ""
  const instructions = previous ? Prompts.UPDATE_SUMMARIZATION_PROMPT : Prompts.SUMMARIZATION_PROMPT
  return conversation + prior + instructions + focus(customInstructions)
}

/** The prompt for the early part of a split turn. */
export const turnPrefixPrompt = (preparation: Preparation, customInstructions?: string): string =>
  `# Conversation\n${serializeConversation(preparation.turnPrefixMessages)}\n\n# Instructions\n${Prompts.TURN_PREFIX_SUMMARIZATION_PROMPT}${
    focus(customInstructions)
  }`

export type ReplyKind = "history" | "turnPrefix"

/** One summarization call: `systemPrompt` as the system prompt, `prompt` as the only user message, no tools. */
export interface SummaryRequest {
  readonly kind: ReplyKind
  readonly systemPrompt: string
  readonly prompt: string
}

/** Whether the history summary comes from a model call (a split turn with nothing before it reuses the previous summary). */
const needsHistoryCall = (preparation: Preparation): boolean =>
  !(preparation.isSplitTurn && preparation.turnPrefixMessages.length > 0 && preparation.messagesToSummarize.length === 0)

const hasTurnPrefix = (preparation: Preparation): boolean => preparation.isSplitTurn && preparation.turnPrefixMessages.length > 0

/** The model calls a compaction makes, in order: history (unless not needed), then turn prefix (split turns). */
export const requests = (preparation: Preparation, customInstructions?: string): ReadonlyArray<SummaryRequest> => {
  const out: Array<SummaryRequest> = []
  if (needsHistoryCall(preparation)) {
    out.push({ kind: "history", systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT, prompt: historyPrompt(preparation, customInstructions) })
  }
  if (hasTurnPrefix(preparation)) {
    out.push({ kind: "turnPrefix", systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT, prompt: turnPrefixPrompt(preparation, customInstructions) })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

/** The text blocks of a reply, joined with a newline. */
export const replyText = (message: Json.JsonObject): string => Json.contentText(message.content, "\n")

/** True when a reply holds a tool call. */
export const hasToolCall = (message: Json.JsonObject): boolean =>
  Array.isArray(message.content) && message.content.some((block) => Json.isObject(block) && block.type === "toolCall")

/** The token-cap failure text after its prefix. */
export const TOKEN_CAP = "generation hit the token cap and the summary is incomplete"

/**
 * The text of a summarizer reply, or pi's failure text: a provider error, the token cap, or a
 * tool call. An aborted reply gives its partial text, as pi's does; the caller knows whether
 * it interrupted the call and turns that into a cancellation.
 */
export const checkReply = (message: Json.JsonObject, kind: ReplyKind): Either.Either<string, string> => {
  const failed = kind === "history" ? "Summarization failed" : "Turn prefix summarization failed"
  if (message.stopReason === "error") {
    const reason = typeof message.errorMessage === "string" && message.errorMessage !== "" ? message.errorMessage : "Unknown error"
    return Either.left(`${failed}: ${reason}`)
  }
  if (message.stopReason === "length") return Either.left(`${failed}: ${TOKEN_CAP}`)
  if (hasToolCall(message)) {
    return Either.left(kind === "history" ? "Summarization attempted to call a tool" : "Turn prefix summarization attempted to call a tool")
  }
  return Either.right(replyText(message))
}

// ---------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------

/** Why a compaction did not happen. */
export type Failure = Data.TaggedEnum<{
  /** `prepare` found nothing to summarize. */
  NothingToDo: { readonly reason: NothingToDo }
  /** A summarizer reply could not be used (`checkReply`'s text). */
  BadReply: { readonly message: string }
  /** An extension cancelled it, or it was interrupted. */
  Cancelled: {}
  /** Anything else went wrong (writing the entry, say): its message. */
  Failed: { readonly message: string }
}>
export const Failure = Data.taggedEnum<Failure>()

export const CANCELLED = "Compaction cancelled"

/** pi's text for a failure, as a manual compaction's error gives it (no prefix). */
export const failureText = (failure: Failure): string => {
  switch (failure._tag) {
    case "NothingToDo":
      return failure.reason
    case "Cancelled":
      return CANCELLED
    case "BadReply":
    case "Failed":
      return failure.message
  }
}

const FAILURE_PREFIX: { readonly [reason in Reason]: string } = {
  manual: "Compaction failed: ",
  threshold: "Auto-compaction failed: ",
  overflow: "Context overflow recovery failed: "
}

/** The `errorMessage` of a failed compaction's `compaction_end`: the text after pi's prefix for the reason; none when cancelled. */
export const failureEvent = (reason: Reason, failure: Failure): string | undefined =>
  failure._tag === "Cancelled" ? undefined : FAILURE_PREFIX[reason] + failureText(failure)

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

/** A checked reply: its text and the usage the call reported. */
export interface Reply {
  readonly text: string
  readonly usage?: Json.Json | undefined
}

/** The fields of the compaction entry a default (Pi-generated) summary writes. */
export interface Result {
  readonly summary: string
  readonly firstKeptEntryId: string
  readonly tokensBefore: number
  readonly details: FileLists
  readonly usage?: Json.Json
}

const num = (value: Json.Json | undefined): number => (typeof value === "number" ? value : 0)

/** The sum of two usages (token counts and costs), in pi's key order. */
export const addUsage = (a: Json.Json | undefined, b: Json.Json | undefined): Json.JsonObject => {
  const x = Json.isObject(a) ? a : {}
  const y = Json.isObject(b) ? b : {}
  const cx = Json.isObject(x.cost) ? x.cost : {}
  const cy = Json.isObject(y.cost) ? y.cost : {}
  return {
    input: num(x.input) + num(y.input),
    output: num(x.output) + num(y.output),
    cacheRead: num(x.cacheRead) + num(y.cacheRead),
    cacheWrite: num(x.cacheWrite) + num(y.cacheWrite),
    totalTokens: num(x.totalTokens) + num(y.totalTokens),
    cost: {
      input: num(cx.input) + num(cy.input),
      output: num(cx.output) + num(cy.output),
      cacheRead: num(cx.cacheRead) + num(cy.cacheRead),
      cacheWrite: num(cx.cacheWrite) + num(cy.cacheWrite),
      total: num(cx.total) + num(cy.total)
    }
  }
}

/**
 * The final summary from the replies to `requests(preparation)`: for a split turn, the history
 * (generated, or the previous summary verbatim, or `No prior history.` when nothing preceded the
 * turn) then `---` and the turn context; otherwise the history reply. The file lists follow.
 * The usage is the one call's, or the sum of both.
 */
export const combine = (
  preparation: Preparation,
  replies: { readonly history?: Reply | undefined; readonly turnPrefix?: Reply | undefined }
): Result => {
  const { history, turnPrefix } = replies
  let summary: string
  let usage: Json.Json | undefined
  if (hasTurnPrefix(preparation)) {
    const historyText = needsHistoryCall(preparation)
      ? (history?.text ?? "")
      : preparation.previousSummary || "No prior history."
    summary = `${historyText}\n\n---\n\n**Turn Context (split turn):**\n\n${turnPrefix?.text ?? ""}`
    const usages = [needsHistoryCall(preparation) ? history?.usage : undefined, turnPrefix?.usage].filter((u) => u !== undefined)
    usage = usages.length === 2 ? addUsage(usages[0], usages[1]) : usages[0]
  } else {
    summary = history?.text ?? ""
    usage = history?.usage
  }
  const details = fileLists(preparation.fileOps)
  return {
    summary: summary + fileListsText(details),
    firstKeptEntryId: preparation.firstKeptEntryId,
    tokensBefore: preparation.tokensBefore,
    details,
    ...(usage === undefined ? {} : { usage })
  }
}
