/**
 * pi's token arithmetic: the chars/4 estimate of one message, the usage a provider reported
 * on an assistant reply, the context size of a message list and of a projection, and the
 * threshold test that triggers automatic compaction. Pure.
 *
 * These numbers decide where a compaction cuts and when it runs, so they follow pi's rules
 * exactly, including their blind spots: wrappers around summaries are not counted, an image
 * counts as 4800 characters whatever its size, and provider usage wins over estimates.
 */
import type { Entry } from "../format/Entry.js"
import * as Json from "../format/Json.js"
import type * as Context from "./Context.js"

/** The characters an image block stands for. */
export const IMAGE_CHARS = 4800

const length = (value: Json.Json | undefined): number => (typeof value === "string" ? value.length : 0)

/** Text lengths plus `IMAGE_CHARS` per image block (a string content counts its length). */
const contentChars = (content: Json.Json | undefined): number => {
  if (typeof content === "string") return content.length
  if (!Array.isArray(content)) return 0
  let chars = 0
  for (const block of content) {
    if (!Json.isObject(block)) continue
    if (block.type === "text") chars += length(block.text)
    else if (block.type === "image") chars += IMAGE_CHARS
  }
  return chars
}

const assistantChars = (content: Json.Json | undefined): number => {
  if (!Array.isArray(content)) return typeof content === "string" ? content.length : 0
  let chars = 0
  for (const block of content) {
    if (!Json.isObject(block)) continue
    if (block.type === "text") chars += length(block.text)
    else if (block.type === "thinking") chars += length(block.thinking)
    else if (block.type === "toolCall") {
      chars += length(block.name)
      if (block.arguments !== undefined) chars += Json.stringify(block.arguments).length
    }
  }
  return chars
}

const systemChars = (message: Json.JsonObject): number => {
  let chars = contentChars(message.content)
  if (Json.isObject(message.sections)) {
    for (const value of Object.values(message.sections)) chars += length(value)
  }
  if (message.toolsAdded !== undefined) chars += Json.stringify(message.toolsAdded).length
  return chars
}

/** The characters pi counts for a message; 0 for unknown roles. */
export const chars = (message: Json.JsonObject): number => {
  switch (message.role) {
    case "user":
    case "custom":
    case "toolResult":
      return contentChars(message.content)
    case "assistant":
      return assistantChars(message.content)
    case "bashExecution":
      return length(message.command) + length(message.output)
    case "branchSummary":
    case "compactionSummary":
      return length(message.summary)
    case "system":
      return systemChars(message)
    default:
      return 0
  }
}

/** pi's estimate of one message: `ceil(chars / 4)`. */
export const estimate = (message: Json.JsonObject): number => Math.ceil(chars(message) / 4)

const num = (value: Json.Json | undefined): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

/**
 * The context size an assistant reply's usage reports: `totalTokens`, or when that is 0 or
 * absent the sum of input, output, cache reads and cache writes.
 */
export const usageSize = (assistant: Json.JsonObject): number => {
  const usage = assistant.usage
  if (!Json.isObject(usage)) return 0
  const total = num(usage.totalTokens)
  return total !== 0 ? total : num(usage.input) + num(usage.output) + num(usage.cacheRead) + num(usage.cacheWrite)
}

/** An assistant reply that neither aborted nor failed and reports a positive usage size. */
export const hasValidUsage = (message: Json.JsonObject): boolean =>
  message.role === "assistant" &&
  message.stopReason !== "aborted" &&
  message.stopReason !== "error" &&
  usageSize(message) > 0

/** Index of the last message with valid usage; -1 when there is none. */
export const lastUsageIndex = (messages: ReadonlyArray<Json.JsonObject>): number => {
  for (let i = messages.length - 1; i >= 0; i--) if (hasValidUsage(messages[i] as Json.JsonObject)) return i
  return -1
}

const sumEstimates = (messages: ReadonlyArray<Json.JsonObject>, from: number): number => {
  let total = 0
  for (let i = from; i < messages.length; i++) total += estimate(messages[i] as Json.JsonObject)
  return total
}

/**
 * The context size of a message list: the usage size of the last reply with valid usage plus
 * the estimates of the messages after it, or the sum of all estimates without such a reply.
 */
export const contextEstimate = (messages: ReadonlyArray<Json.JsonObject>): number => {
  const last = lastUsageIndex(messages)
  const reply = messages[last]
  return reply === undefined ? sumEstimates(messages, 0) : usageSize(reply) + sumEstimates(messages, last + 1)
}

/**
 * The context size of a projection (`Context.projectPath(branch)`): its `contextEstimate`,
 * unless the reply carrying the usage does not come after the latest `context_edit` or
 * `compaction` on the branch (its usage then measured a context that no longer exists) or there
 * is no such reply; then the latest system message's estimate plus every other message's.
 */
export const projectedContextEstimate = (projection: Context.Projection, branch: ReadonlyArray<Entry>): number => {
  const messages = projection.messages
  const last = lastUsageIndex(messages)
  if (last >= 0) {
    // walked from the end, so that a turn costs what it appended
    let source: Entry | undefined
    let remaining = messages.length
    for (let k = projection.entries.length - 1; k >= 0; k--) {
      const element = projection.entries[k] as Context.ProjectedEntry
      remaining -= element.messages.length
      if (remaining <= last) {
        source = element.entry
        break
      }
    }
    for (let i = branch.length - 1; i >= 0; i--) {
      const entry = branch[i] as Entry
      if (entry.type === "context_edit" || entry.type === "compaction") break
      if (entry === source || (source?.id !== undefined && entry.id === source.id)) return contextEstimate(messages)
    }
  }
  let system: Json.JsonObject | undefined
  let total = 0
  for (const message of messages) {
    if (message.role === "system") system = message
    else total += estimate(message)
  }
  return total + (system === undefined ? 0 : estimate(system))
}

/**
 * Whether automatic compaction should run: enabled and `tokens > window - reserveTokens`
 * (strict). A reserve at least as large as the window makes this true for every count.
 */
export const shouldCompact = (
  tokens: number,
  window: number,
  settings: { readonly enabled: boolean; readonly reserveTokens: number }
): boolean => settings.enabled && tokens > window - settings.reserveTokens
