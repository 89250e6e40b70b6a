/**
 * Branch summaries without the model: the entries a `/tree` move abandons, the messages of
 * them that fit the summarizer's budget, the files they touched, the prompt, and the summary
 * text built from the reply (or pi's failure text). Pure.
 *
 * An effectful caller runs `collect` → `prepare` → `request`; when `request` gives a request
 * it makes one model call (system prompt `SUMMARIZATION_SYSTEM_PROMPT`, one user message, no
 * tools), then `result` turns the reply into the `summary` of `Session.Command.Navigate`.
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import type { Entry } from "../format/Entry.js"
import * as Json from "../format/Json.js"
import type * as Session from "../tree/Session.js"
import * as SessionTree from "../tree/SessionTree.js"
import * as Compaction from "./Compaction.js"
import * as Context from "./Context.js"
import * as Prompts from "./Prompts.js"
import * as Tokens from "./Tokens.js"

/** `branchSummary.reserveTokens` by default. */
export const DEFAULT_RESERVE_TOKENS = 16384

/** The window assumed when a model reports none. */
export const DEFAULT_CONTEXT_WINDOW = 128000

/** The summarizer's input budget: the window (128000 when 0 or unknown) minus the reserve. ≤ 0 means no limit. */
export const budget = (contextWindow: number | undefined, reserveTokens: number = DEFAULT_RESERVE_TOKENS): number =>
  (contextWindow || DEFAULT_CONTEXT_WINDOW) - reserveTokens

/** The text pi writes when the abandoned entries hold no message. */
export const NO_CONTENT = "No content to summarize"

// ---------------------------------------------------------------------------------------------
// Collection
// ---------------------------------------------------------------------------------------------

export interface Collected {
  /** The abandoned entries, oldest first, of every type. */
  readonly entries: ReadonlyArray<Entry>
  /** The deepest entry on both the target's path and the old leaf's path; null when none. */
  readonly commonAncestorId: string | null
}

/**
 * The entries a move from `oldLeafId` to `targetId` leaves behind: walking up from the old
 * leaf until (not including) the common ancestor, or to a root or a missing parent. The
 * target itself counts as an ancestor, so moving to an entry on the current path abandons only
 * what follows it. Compactions do not stop the walk.
 */
export const collect = (tree: SessionTree.SessionTree, oldLeafId: string | null, targetId: string): Collected => {
  if (oldLeafId === null) return { entries: [], commonAncestorId: null }
  const onOldPath = new Set(SessionTree.path(tree, oldLeafId).map((entry) => entry.id))
  let commonAncestorId: string | null = null
  const seenUp = new Set<string>()
  let up = SessionTree.get(tree, targetId)
  while (up !== undefined && up.id !== undefined && !seenUp.has(up.id)) {
    if (onOldPath.has(up.id)) {
      commonAncestorId = up.id
      break
    }
    seenUp.add(up.id)
    up = up.parentId ? SessionTree.get(tree, up.parentId) : undefined
  }
  const entries: Array<Entry> = []
  const seen = new Set<string>()
  let current = SessionTree.get(tree, oldLeafId)
  while (current !== undefined && current.id !== undefined && current.id !== commonAncestorId && !seen.has(current.id)) {
    seen.add(current.id)
    entries.push(current)
    current = current.parentId ? SessionTree.get(tree, current.parentId) : undefined
  }
  return { entries: entries.reverse(), commonAncestorId }
}

// ---------------------------------------------------------------------------------------------
// Selection
// ---------------------------------------------------------------------------------------------

export interface Prepared {
  /** The newest messages that fit the budget, oldest first. */
  readonly messages: ReadonlyArray<Json.JsonObject>
  /** Files from Pi-generated branch summaries among the entries, and from the selected messages' tool calls. */
  readonly fileOps: Compaction.FileOps
  /** The sum of the selected messages' estimates. */
  readonly totalTokens: number
}

const EDITABLE_ROLES = new Set(["user", "assistant", "toolResult", "custom"])

const edited = (message: Json.JsonObject, replacement: Json.JsonObject): Json.JsonObject => {
  const role = message.role
  const content = replacement.content
  if (typeof role !== "string" || !EDITABLE_ROLES.has(role) || content === undefined) return message
  return {
    ...message,
    content: (role === "assistant" || role === "toolResult") && typeof content === "string" ? [{ type: "text", text: content }] : content
  }
}

/** The one message an abandoned entry contributes to its summary (tool results never do). */
const messageFor = (entry: Entry, edits: ReadonlyMap<string, Json.Json | undefined>): Json.JsonObject | undefined => {
  let message: Json.JsonObject | undefined
  switch (entry.type) {
    case "message":
      if (entry.role === "toolResult") return undefined
      message = Context.entryMessages(entry)[0]
      break
    case "custom_message":
      message = Context.entryMessages(entry)[0]
      break
    case "branch_summary":
      return { role: "branchSummary", summary: entry.value.summary ?? null, fromId: entry.value.fromId ?? null, timestamp: Json.millis(entry.timestamp) }
    case "compaction":
      return {
        role: "compactionSummary",
        summary: entry.value.summary ?? null,
        tokensBefore: entry.value.tokensBefore ?? null,
        timestamp: Json.millis(entry.timestamp)
      }
    default:
      return undefined
  }
  if (message === undefined || entry.id === undefined || !edits.has(entry.id)) return message
  const replacement = edits.get(entry.id)
  if (replacement === null) return undefined
  return Json.isObject(replacement) ? edited(message, replacement) : message
}

/**
 * pi's selection for a branch summary. File lists of Pi-generated branch summaries count
 * whatever the budget; context edits among the entries apply (the latest per target). Then,
 * newest first, each message's tool calls count and the message is taken while it fits the
 * budget; the first one that does not fit is still taken when it is a compaction or branch
 * summary and less than 90% of the budget is used, and selection stops there. A budget ≤ 0
 * takes everything.
 */
export const prepare = (entries: ReadonlyArray<Entry>, budget: number): Prepared => {
  const ops = Compaction.emptyFileOps()
  const edits = new Map<string, Json.Json | undefined>()
  for (const entry of entries) {
    if (entry.type === "branch_summary" && entry.value.fromHook !== true) Compaction.addDetails(ops, entry.value.details)
    if (entry.type === "context_edit" && typeof entry.value.targetId === "string") edits.set(entry.value.targetId, entry.value.replacement)
  }
  const messages: Array<Json.JsonObject> = []
  let total = 0
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as Entry
    const message = messageFor(entry, edits)
    if (message === undefined) continue
    Compaction.addMessage(ops, message)
    const tokens = Tokens.estimate(message)
    if (budget > 0 && total + tokens > budget) {
      if ((entry.type === "compaction" || entry.type === "branch_summary") && total < budget * 0.9) {
        messages.unshift(message)
        total += tokens
      }
      break
    }
    messages.unshift(message)
    total += tokens
  }
  return { messages, fileOps: ops, totalTokens: total }
}

// ---------------------------------------------------------------------------------------------
// Prompt
// ---------------------------------------------------------------------------------------------

/**
 * The instructions: the custom ones alone when they replace the default and are non-empty,
 * the default prompt with an `Additional focus` when there are custom ones, else the default.
 */
export const instructions = (customInstructions?: string, replaceInstructions?: boolean): string => {
  if (replaceInstructions && customInstructions) return customInstructions
  if (customInstructions) return `${Prompts.BRANCH_SUMMARY_PROMPT}\n\nAdditional focus: ${customInstructions}`
  return Prompts.BRANCH_SUMMARY_PROMPT
}

/** The user message text sent to the summarizer. */
export const prompt = (prepared: Prepared, customInstructions?: string, replaceInstructions?: boolean): string =>
  `<conversation>\n${Compaction.serializeConversation(prepared.messages)}\n</conversation>\n\n${instructions(customInstructions, replaceInstructions)}`

/** The model call to make; undefined when nothing was selected (no call, `result` gives `NO_CONTENT`). */
export const request = (
  prepared: Prepared,
  customInstructions?: string,
  replaceInstructions?: boolean
): { readonly systemPrompt: string; readonly prompt: string } | undefined =>
  prepared.messages.length === 0
    ? undefined
    : { systemPrompt: Prompts.SUMMARIZATION_SYSTEM_PROMPT, prompt: prompt(prepared, customInstructions, replaceInstructions) }

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

/** Why no summary came out: the reply was aborted (navigation is cancelled) or it failed (pi's text). */
export type Failure = Data.TaggedEnum<{
  Aborted: {}
  Failed: { readonly message: string }
}>
export const Failure = Data.taggedEnum<Failure>()

/**
 * The branch summary for `Session.Command.Navigate`: `NO_CONTENT` with empty file lists when
 * nothing was selected (the reply is ignored; pass undefined), else the preamble, the reply's
 * text blocks joined by newlines, and the file lists, with the reply's usage. A reply that is
 * aborted, failed, cut at the token cap or calls a tool gives a `Failure` with pi's text.
 */
export const result = (prepared: Prepared, reply: Json.JsonObject | undefined): Either.Either<Session.Summary, Failure> => {
  if (prepared.messages.length === 0) {
    return Either.right({ summary: NO_CONTENT, details: { readFiles: [], modifiedFiles: [] }, fromHook: false })
  }
  if (reply === undefined) return Either.left(Failure.Failed({ message: "Branch summarization failed: Unknown error" }))
  if (reply.stopReason === "aborted") return Either.left(Failure.Aborted())
  if (reply.stopReason === "error") {
    const reason = typeof reply.errorMessage === "string" && reply.errorMessage !== "" ? reply.errorMessage : "Unknown error"
    return Either.left(Failure.Failed({ message: `Branch summarization failed: ${reason}` }))
  }
  if (reply.stopReason === "length") {
    return Either.left(Failure.Failed({ message: `Branch summarization failed: ${Compaction.TOKEN_CAP}` }))
  }
  if (Compaction.hasToolCall(reply)) return Either.left(Failure.Failed({ message: "Branch summarization attempted to call a tool" }))
  const lists = Compaction.fileLists(prepared.fileOps)
  return Either.right({
    summary: Prompts.BRANCH_SUMMARY_PREAMBLE + Compaction.replyText(reply) + Compaction.fileListsText(lists),
    details: lists,
    ...(reply.usage === undefined ? {} : { usage: reply.usage }),
    fromHook: false
  })
}
