/**
 * The chat's state machine (`ChatState.reduce`): the streamed reply, the status line for each
 * agent event, the messages waiting for an idle agent, and a running `!` command.
 */
import { describe, expect, it } from "@effect/vitest"
import * as AssistantMessage from "../../src/domain/format/AssistantMessage.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as Message from "../../src/domain/format/Message.js"
import * as ChatState from "../../src/main/tui/ChatState.js"
import type * as AgentEvent from "../../src/services/agent/AgentEvent.js"

/** The events, as told on session `s1`. */
const agent = (state: ChatState.State, ...events: ReadonlyArray<AgentEvent.Body>): ChatState.State =>
  events.reduce((current, event) => ChatState.reduce(current, { _tag: "Agent", event: { ...event, sessionId: "s1" } as AgentEvent.AgentEvent }), state)

const start = ChatState.initial()

describe("ChatState", () => {
  it("starts with the notice as a warning, or with nothing", () => {
    expect(ChatState.initial("Project not trusted")).toEqual({
      partial: undefined,
      status: { text: "Project not trusted", tone: "warning" },
      queued: [],
      bash: undefined
    })
    expect(start).toEqual({ partial: undefined, status: undefined, queued: [], bash: undefined })
  })

  it("streams a reply from message_start to the assistant's message_end", () => {
    const streaming = agent(
      start,
      { type: "message_start", role: "assistant" },
      { type: "message_update", delta: { type: "text_delta", index: 0, delta: "Hel" } },
      { type: "message_update", delta: { type: "text_delta", index: 0, delta: "lo" } }
    )
    const expected = AssistantMessage.apply(
      AssistantMessage.apply(AssistantMessage.start({ api: "", provider: "", model: "", timestamp: 0 }), { type: "text_delta", index: 0, delta: "Hel" }),
      { type: "text_delta", index: 0, delta: "lo" }
    )
    expect(streaming.partial).toEqual(expected)
    // a user message's end leaves the reply streaming; the assistant's ends it
    expect(agent(streaming, { type: "message_end", entryId: "a1", message: Message.user("hi") }).partial).toEqual(expected)
    expect(agent(streaming, { type: "message_end", entryId: "a2", message: Message.assistant({ content: [], provider: "p", model: "m" }) }).partial)
      .toBeUndefined()
    // an assistant message its schema refuses (announced as its entry, as stored) ends it too; other entries do not
    const unchecked = (message: Json.JsonObject) => ({ type: "entry_appended", entryId: "e", unchecked: { type: "message", id: "e", message } }) as const
    expect(agent(streaming, unchecked({ role: "assistant", content: 3 })).partial).toBeUndefined()
    expect(agent(streaming, unchecked({ role: "user", content: 3 })).partial).toEqual(expected)
    expect(agent(streaming, { type: "entry_appended", entryId: "e", unchecked: { type: "label", id: "e" } }).partial).toEqual(expected)
  })

  it("ignores a delta that arrives with no reply streaming", () => {
    expect(agent(start, { type: "message_update", delta: { type: "text_delta", index: 0, delta: "late" } })).toBe(start)
  })

  it("ends the reply with the run, and shows the run's error", () => {
    const streaming = agent(start, { type: "message_start", role: "assistant" })
    expect(agent(streaming, { type: "agent_end", aborted: false })).toEqual({ ...start, partial: undefined })
    expect(agent(streaming, { type: "agent_end", aborted: true, errorMessage: "Request aborted" })).toEqual({
      ...start,
      status: { text: "Request aborted", tone: "error" }
    })
  })

  it("says what compaction, extensions and retries did, in pi's words", () => {
    const said = (event: AgentEvent.Body) => agent(start, event).status
    expect(said({ type: "compaction_start", reason: "manual" })).toEqual({ text: "Compacting context... (Esc to cancel)", tone: "warning" })
    expect(said({ type: "compaction_start", reason: "threshold" })).toEqual({ text: "Auto-compacting... (Esc to cancel)", tone: "warning" })
    expect(said({ type: "compaction_end", reason: "manual", aborted: false, willRetry: false, errorMessage: "Nothing to compact" })).toEqual({
      text: "Nothing to compact",
      tone: "error"
    })
    expect(said({ type: "compaction_end", reason: "manual", aborted: true, willRetry: false })).toEqual({ text: "Compaction cancelled", tone: "warning" })
    expect(
      said({
        type: "compaction_end",
        reason: "manual",
        aborted: false,
        willRetry: false,
        result: { summary: "s", firstKeptEntryId: "k", tokensBefore: 123456 }
      })
    ).toEqual({ text: "Compacted 123,456 tokens", tone: "info" })
    expect(said({ type: "extension_error", extension: "audit", event: "agent_end", error: "boom" })).toEqual({
      text: "Extension audit failed on agent_end: boom",
      tone: "error"
    })
    expect(said({ type: "auto_retry_start", attempt: 2, maxAttempts: 3, delayMs: 4400, errorMessage: "Overloaded." })).toEqual({
      text: "Overloaded. Retrying in 4s (attempt 2 of 3)...",
      tone: "warning"
    })
    expect(said({ type: "auto_retry_end", success: false, attempt: 1, finalError: "Overloaded" })).toEqual({
      text: "Gave up after 1 retry: Overloaded",
      tone: "error"
    })
    expect(said({ type: "auto_retry_end", success: false, attempt: 3 })).toEqual({ text: "Gave up after 3 retries: the reply failed", tone: "error" })
    expect(said({ type: "checkpoint_failed", error: "checkpoint: cannot read a.txt: EACCES" })).toEqual({
      text: "No checkpoint of the files this turn: checkpoint: cannot read a.txt: EACCES",
      tone: "warning"
    })
    expect(said({ type: "checkpoint_recovered", outcome: "rolled back", from: "a", to: "b" })).toEqual({
      text: "An interrupted restore of the files was rolled back",
      tone: "warning"
    })
    const retrying = ChatState.reduce(start, { _tag: "Status", status: { text: "Retrying", tone: "warning" } })
    expect(agent(retrying, { type: "auto_retry_end", success: true, attempt: 1 }).status).toBeUndefined()
  })

  it("asks for a new snapshot exactly for the events that change it", () => {
    const reloading: ReadonlyArray<AgentEvent.AgentEvent["type"]> = [
      "message_end",
      "agent_start",
      "entry_appended",
      "tree_navigated",
      "session_switched",
      "agent_end",
      "compaction_start",
      "compaction_end",
      "queue_update",
      "model_changed",
      "thinking_level_changed"
    ]
    for (const type of reloading) expect(ChatState.reloads({ type } as AgentEvent.AgentEvent), type).toBe(true)
    for (
      const type of [
        "message_start",
        "message_update",
        "tool_execution_start",
        "tool_execution_update",
        "tool_execution_end",
        "extension_error",
        "auto_retry_start",
        "auto_retry_end"
      ] as const
    ) {
      expect(ChatState.reloads({ type } as AgentEvent.AgentEvent), type).toBe(false)
    }
  })

  it("lets a hint expire only while it is still shown", () => {
    const hint = { text: "Press Ctrl+C again to exit", tone: "warning" } as const
    const shown = ChatState.reduce(start, { _tag: "Status", status: hint })
    expect(ChatState.reduce(shown, { _tag: "StatusExpired", status: hint }).status).toBeUndefined()
    const replaced = ChatState.reduce(shown, { _tag: "Status", status: { text: "Model: a/b", tone: "info" } })
    expect(ChatState.reduce(replaced, { _tag: "StatusExpired", status: hint }).status).toEqual({ text: "Model: a/b", tone: "info" })
    // the same words shown again are another hint, which its own timer clears
    const again = ChatState.reduce(shown, { _tag: "Status", status: { ...hint } })
    expect(ChatState.reduce(again, { _tag: "StatusExpired", status: hint }).status).toEqual(hint)
  })

  it("queues messages last or first, sends the oldest, and gives them all back", () => {
    const a = { kind: "steer", text: "a" } as const
    const b = { kind: "followUp", text: "b" } as const
    const c = { kind: "steer", text: "c" } as const
    let state = ChatState.reduce(start, { _tag: "Enqueue", item: a, first: false })
    state = ChatState.reduce(state, { _tag: "Enqueue", item: b, first: false })
    // a prompt refused as busy waits before the others
    state = ChatState.reduce(state, { _tag: "Enqueue", item: c, first: true })
    expect(state.queued).toEqual([c, a, b])
    expect(ChatState.reduce(state, { _tag: "Dequeue" }).queued).toEqual([a, b])
    expect(ChatState.reduce(state, { _tag: "ClearQueued" }).queued).toEqual([])
    expect(ChatState.reduce(start, { _tag: "Dequeue" }).queued).toEqual([])
  })

  it("collects a running command's output until it ends", () => {
    let state = ChatState.reduce(start, { _tag: "BashStart", command: "ls" })
    state = ChatState.reduce(state, { _tag: "BashOutput", delta: "a.txt\n" })
    state = ChatState.reduce(state, { _tag: "BashOutput", delta: "b.txt\n" })
    expect(state.bash).toEqual({ command: "ls", output: "a.txt\nb.txt\n" })
    const ended = ChatState.reduce(state, { _tag: "BashEnd" })
    expect(ended.bash).toBeUndefined()
    // output after the end is dropped
    expect(ChatState.reduce(ended, { _tag: "BashOutput", delta: "late" })).toBe(ended)
  })
})
