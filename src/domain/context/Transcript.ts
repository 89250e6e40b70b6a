/**
 * The conversation a provider is shown for a request, in pi's message shapes. Pure.
 *
 * Starting from the context messages (`Context.toProviderMessages` has already turned custom,
 * summary and bash messages into user text), it applies what pi's provider layer does before
 * any provider sees the conversation: system messages become one system prompt (their
 * replayed content and sections) and a tool list; assistant replies that ended in `error` or
 * `aborted` are left out; a tool call left without a result gets a synthetic error result
 * `No result provided`, placed where the missing result would have been; and a tool result
 * that answers no call of the reply before it is left out (a provider rejects it).
 */
import * as Json from "../format/Json.js"
import * as Context from "./Context.js"

export const NO_RESULT = "No result provided"

export interface Transcript {
  /** The system prompt, or undefined when there is none. */
  readonly system: string | undefined
  /** The tools the system messages declare (`toolsAdded` after replay). */
  readonly tools: ReadonlyArray<Json.JsonObject>
  /** user, assistant and toolResult messages, in order. */
  readonly messages: ReadonlyArray<Json.JsonObject>
}

interface PendingCall {
  readonly id: string
  readonly name: string
}

const synthetic = (call: PendingCall): Json.JsonObject => ({
  role: "toolResult",
  toolCallId: call.id,
  toolName: call.name,
  content: [{ type: "text", text: NO_RESULT }],
  isError: true
})

const callsOf = (message: Json.JsonObject): Array<PendingCall> =>
  Array.isArray(message.content)
    ? message.content.flatMap((block) =>
      Json.isObject(block) && block.type === "toolCall" && typeof block.id === "string"
        ? [{ id: block.id, name: typeof block.name === "string" ? block.name : "" }]
        : []
    )
    : []

/** The system prompt text of replayed system messages: content, then each section, blank-line separated. */
const systemOf = (messages: ReadonlyArray<Json.JsonObject>): { readonly text: string | undefined; readonly tools: ReadonlyArray<Json.JsonObject> } => {
  const system = messages.filter((message) => message.role === "system")
  if (system.length === 0) return { text: undefined, tools: [] }
  // The checkpoint only exists once a system message carries a timestamp; the prompt text does not depend on it.
  const checkpoint = Context.systemCheckpoint(system.map((message) => (message.timestamp === undefined ? { ...message, timestamp: 0 } : message)))
  if (checkpoint === undefined) return { text: undefined, tools: [] }
  const parts: Array<string> = []
  if (typeof checkpoint.content === "string" && checkpoint.content !== "") parts.push(checkpoint.content)
  if (Json.isObject(checkpoint.sections)) {
    for (const value of Object.values(checkpoint.sections)) if (typeof value === "string" && value !== "") parts.push(value)
  }
  const tools = Array.isArray(checkpoint.toolsAdded) ? checkpoint.toolsAdded.filter(Json.isObject) : []
  return { text: parts.length > 0 ? parts.join("\n\n") : undefined, tools }
}

/** The transcript for context messages; `systemPrompt`, when given, replaces the system messages' prompt. */
export const prepare = (messages: ReadonlyArray<Json.JsonObject>, systemPrompt?: string): Transcript => {
  const system = systemOf(messages)
  const out: Array<Json.JsonObject> = []
  let pending: Array<PendingCall> = []
  let expected = new Set<string>()
  const settle = () => {
    for (const call of pending) out.push(synthetic(call))
    pending = []
  }
  for (const message of Context.toProviderMessages(messages)) {
    switch (message.role) {
      case "assistant": {
        if (message.stopReason === "error" || message.stopReason === "aborted") continue
        settle()
        out.push(message)
        pending = callsOf(message)
        expected = new Set(pending.map((call) => call.id))
        break
      }
      case "toolResult": {
        if (typeof message.toolCallId !== "string" || !expected.has(message.toolCallId)) continue
        const id = message.toolCallId
        pending = pending.filter((call) => call.id !== id)
        out.push(message)
        break
      }
      case "user": {
        settle()
        expected = new Set()
        out.push(message)
        break
      }
    }
  }
  settle()
  return { system: systemPrompt ?? system.text, tools: system.tools, messages: out }
}
