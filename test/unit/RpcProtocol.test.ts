/**
 * RPC's wire format, unit by unit: the framing of stdin into records (pi's rpc.md, "Framing":
 * split on LF only, an optional CR before it stripped, U+2028/U+2029 inside records; spec
 * flows §7.1: an unterminated last line is served at EOF), lines as commands or the failure
 * they answer, response lines in pi's field order, and Arbor's events in pi's shapes.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Either, FastCheck as fc, Stream } from "effect"
import * as Entry from "../../src/domain/format/Entry.js"
import type * as EntrySchema from "../../src/domain/format/EntrySchema.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as Message from "../../src/domain/format/Message.js"
import * as RpcProtocol from "../../src/main/rpc/RpcProtocol.js"
import type * as AgentEvent from "../../src/services/agent/AgentEvent.js"

/** An event as told on session `s1` (pi's lines never carry the session). */
const on = (body: AgentEvent.Body): AgentEvent.AgentEvent => ({ ...body, sessionId: "s1" }) as AgentEvent.AgentEvent

// ---------------------------------------------------------------------------------------------
// framing
// ---------------------------------------------------------------------------------------------

const records = (chunks: ReadonlyArray<string>) => Effect.map(Stream.runCollect(RpcProtocol.splitRecords(Stream.fromIterable(chunks))), Chunk.toArray)

/** The framing as rpc.md states it, on the whole input at once. */
const framed = (text: string): Array<string> => {
  const parts = text.split("\n")
  if (parts.at(-1) === "") parts.pop()
  return parts.map((part) => (part.endsWith("\r") ? part.slice(0, -1) : part))
}

/** `text` cut at the given places. */
const cut = (text: string, at: ReadonlyArray<number>): Array<string> => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b)
  const chunks: Array<string> = []
  let from = 0
  for (const point of [...points, text.length]) {
    chunks.push(text.slice(from, point))
    from = point
  }
  return chunks
}

/** Text made mostly of what framing cares about: LF, CR, the Unicode separators, JSON. */
const wire = fc.stringOf(fc.constantFrom("\n", "\r", "\u2028", "\u2029", "{", "}", "\"", "a", "é", "😀", " "), { maxLength: 60 })
/** A record's text: no LF, and no CR at its end (that one would be taken as CRLF's). */
const record = fc.stringOf(fc.constantFrom("\r", "\u2028", "\u2029", "{", "\"", "a", "é", "😀", " "), { maxLength: 12 }).filter((r) => !r.endsWith("\r"))

describe("splitRecords", () => {
  it.effect.prop(
    "any chunking of the same input gives the records rpc.md's framing gives",
    [wire, fc.array(fc.nat(), { maxLength: 8 })],
    ([text, at]) =>
      Effect.gen(function*() {
        expect(yield* records(cut(text, at))).toEqual(framed(text))
      })
  )

  it.effect.prop(
    "records come back whether each ends in LF or CRLF, and a last one without a newline counts",
    [
      fc.array(fc.tuple(record, fc.constantFrom("\n", "\r\n")), { maxLength: 8 }),
      fc.option(record.filter((r) => r !== ""), { nil: undefined }),
      fc.array(fc.nat(), { maxLength: 8 })
    ],
    ([terminated, last, at]) =>
      Effect.gen(function*() {
        const text = terminated.map(([r, end]) => r + end).join("") + (last ?? "")
        const expected = [...terminated.map(([r]) => r), ...(last === undefined ? [] : [last])]
        expect(yield* records(cut(text, at))).toEqual(expected)
      })
  )

  it.effect("LF is the only separator: lone CRs, U+2028 and U+2029 stay inside a record; one CR before LF goes", () =>
    Effect.gen(function*() {
      expect(yield* records(["{\"a\":\"x\u2028y\u2029z\"}\r\n"])).toEqual(["{\"a\":\"x\u2028y\u2029z\"}"])
      expect(yield* records(["a\rb\n"])).toEqual(["a\rb"])
      expect(yield* records(["a\r\r\n"])).toEqual(["a\r"])
      // a CR and its LF in different chunks are still one CRLF
      expect(yield* records(["a\r", "\nb"])).toEqual(["a", "b"])
      // an unterminated last line ending in CR loses the CR too
      expect(yield* records(["a\nb\r"])).toEqual(["a", "b"])
    }))

  it.effect("blank lines are records (each answers a parse failure); no input, or one that ends in LF, adds none", () =>
    Effect.gen(function*() {
      expect(yield* records([])).toEqual([])
      expect(yield* records(["", ""])).toEqual([])
      expect(yield* records(["\n", "\r\n"])).toEqual(["", ""])
      expect(yield* records(["a\n"])).toEqual(["a"])
    }))

  it.effect("each run starts afresh, and a failure of the input ends the records after those it completed", () =>
    Effect.gen(function*() {
      const split = RpcProtocol.splitRecords(Stream.make("a\nb", "c"))
      expect(Chunk.toArray(yield* Stream.runCollect(split))).toEqual(["a", "bc"])
      expect(Chunk.toArray(yield* Stream.runCollect(split))).toEqual(["a", "bc"])
      const seen: Array<string> = []
      const failed = yield* Effect.either(
        Stream.runForEach(RpcProtocol.splitRecords(Stream.concat(Stream.make("a\nb"), Stream.fail("stdin broke"))), (r) => Effect.sync(() => seen.push(r)))
      )
      expect(failed).toEqual(Either.left("stdin broke"))
      expect(seen).toEqual(["a"])
    }))
})

// ---------------------------------------------------------------------------------------------
// commands
// ---------------------------------------------------------------------------------------------

/** The smallest valid line of every command. */
const MINIMAL: { readonly [K in keyof typeof RpcProtocol.Commands]: Json.JsonObject } = {
  prompt: { type: "prompt", message: "hi" },
  steer: { type: "steer", message: "hi" },
  follow_up: { type: "follow_up", message: "hi" },
  clear_queue: { type: "clear_queue" },
  set_steering_mode: { type: "set_steering_mode", mode: "all" },
  set_follow_up_mode: { type: "set_follow_up_mode", mode: "one-at-a-time" },
  set_model: { type: "set_model", provider: "anthropic", modelId: "m" },
  cycle_model: { type: "cycle_model" },
  get_available_models: { type: "get_available_models" },
  set_thinking_level: { type: "set_thinking_level", level: "high" },
  cycle_thinking_level: { type: "cycle_thinking_level" },
  get_available_thinking_levels: { type: "get_available_thinking_levels" },
  set_auto_retry: { type: "set_auto_retry", enabled: false },
  abort_retry: { type: "abort_retry" },
  bash: { type: "bash", command: "ls" },
  abort_bash: { type: "abort_bash" },
  get_commands: { type: "get_commands" },
  abort: { type: "abort" },
  get_state: { type: "get_state" },
  get_messages: { type: "get_messages" },
  new_session: { type: "new_session" },
  switch_session: { type: "switch_session", sessionPath: "/s.jsonl" },
  fork: { type: "fork", entryId: "e1" },
  clone: { type: "clone" },
  compact: { type: "compact" },
  set_session_name: { type: "set_session_name", name: "n" },
  get_tree: { type: "get_tree" },
  get_entries: { type: "get_entries" },
  get_fork_messages: { type: "get_fork_messages" },
  get_checkpoints: { type: "get_checkpoints" },
  diff_files: { type: "diff_files", from: "e1" },
  get_last_assistant_text: { type: "get_last_assistant_text" },
  get_session_stats: { type: "get_session_stats" },
  set_auto_compaction: { type: "set_auto_compaction", enabled: true },
  export_html: { type: "export_html" },
  navigate_tree: { type: "navigate_tree", targetId: "e1" },
  set_label: { type: "set_label", entryId: "e1" },
  context_edit: { type: "context_edit", targetId: "e1", replacement: null }
}

const jsonParseError = (line: string): string => {
  try {
    JSON.parse(line)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${line} is JSON`)
}

const isJson = (line: string) => {
  try {
    JSON.parse(line)
    return true
  } catch {
    return false
  }
}

describe("decodeLine", () => {
  it("every command decodes from its smallest line, with or without an id; unknown fields are dropped", () => {
    for (const line of Object.values(MINIMAL)) {
      expect(RpcProtocol.decodeLine(JSON.stringify(line))).toEqual({ _tag: "Command", command: line })
      expect(RpcProtocol.decodeLine(JSON.stringify({ id: "r1", ...line, extra: [1] }))).toEqual({ _tag: "Command", command: { id: "r1", ...line } })
    }
    expect(
      RpcProtocol.decodeLine(
        JSON.stringify({
          type: "prompt",
          message: "look\u2028here",
          images: [{ type: "image", data: "AA==", mimeType: "image/png", name: "x" }],
          streamingBehavior: "steer"
        })
      )
    ).toEqual({
      _tag: "Command",
      command: { type: "prompt", message: "look\u2028here", images: [{ type: "image", data: "AA==", mimeType: "image/png" }], streamingBehavior: "steer" }
    })
  })

  it.prop("a line that is not JSON answers pi's parse failure, without an id", [fc.string({ maxLength: 40 }).filter((line) => !isJson(line))], ([line]) => {
    expect(RpcProtocol.decodeLine(line)).toEqual({
      _tag: "Invalid",
      id: undefined,
      command: "parse",
      error: `Failed to parse command: ${jsonParseError(line)}`
    })
  })

  it("a blank line and a cut-off object are parse failures", () => {
    expect(RpcProtocol.decodeLine("")).toEqual({ _tag: "Invalid", id: undefined, command: "parse", error: `Failed to parse command: ${jsonParseError("")}` })
    expect(RpcProtocol.decodeLine("{\"id\":\"r1\",\"type\":\"get_state\"")).toMatchObject({ id: undefined, command: "parse" })
  })

  it("an unknown or missing type answers Unknown command, keeping the id; inherited names are not commands", () => {
    expect(RpcProtocol.decodeLine("{\"id\":\"r1\",\"type\":\"navigate\"}")).toEqual({
      _tag: "Invalid",
      id: "r1",
      command: "navigate",
      error: "Unknown command: navigate"
    })
    for (const type of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(RpcProtocol.decodeLine(JSON.stringify({ id: "r2", type }))).toEqual({
        _tag: "Invalid",
        id: "r2",
        command: type,
        error: `Unknown command: ${type}`
      })
    }
    expect(RpcProtocol.decodeLine("{\"id\":\"r3\"}")).toEqual({ _tag: "Invalid", id: "r3", command: "undefined", error: "Unknown command: undefined" })
    expect(RpcProtocol.decodeLine("{\"id\":\"r4\",\"type\":7}")).toEqual({ _tag: "Invalid", id: "r4", command: "7", error: "Unknown command: 7" })
    for (const line of ["42", "null", "\"get_state\"", "[\"get_state\"]"]) {
      expect(RpcProtocol.decodeLine(line)).toEqual({ _tag: "Invalid", id: undefined, command: "undefined", error: "Unknown command: undefined" })
    }
  })

  it("a known command with wrong fields answers Invalid <type> command, saying which field", () => {
    const missing = RpcProtocol.decodeLine("{\"id\":\"r1\",\"type\":\"prompt\"}")
    expect(missing).toMatchObject({ _tag: "Invalid", id: "r1", command: "prompt" })
    expect(missing._tag === "Invalid" && missing.error.startsWith("Invalid prompt command: ")).toBe(true)
    expect(missing._tag === "Invalid" && missing.error).toContain("[\"message\"]")
    const level = RpcProtocol.decodeLine("{\"type\":\"set_thinking_level\",\"level\":\"huge\"}")
    expect(level).toMatchObject({ _tag: "Invalid", id: undefined, command: "set_thinking_level" })
    expect(level._tag === "Invalid" && level.error).toContain("\"huge\"")
  })
})

// ---------------------------------------------------------------------------------------------
// responses
// ---------------------------------------------------------------------------------------------

describe("responseLine", () => {
  it("writes pi's fields in pi's order; no id, no data and no error keys when there are none", () => {
    expect(RpcProtocol.responseLine("req-1", "get_state", Either.right({ data: { a: 1 } }))).toBe(
      "{\"id\":\"req-1\",\"type\":\"response\",\"command\":\"get_state\",\"success\":true,\"data\":{\"a\":1}}"
    )
    expect(RpcProtocol.responseLine(undefined, "abort", Either.right({}))).toBe("{\"type\":\"response\",\"command\":\"abort\",\"success\":true}")
    expect(RpcProtocol.responseLine("req-3", "set_model", Either.left("Model not found: invalid/model"))).toBe(
      "{\"id\":\"req-3\",\"type\":\"response\",\"command\":\"set_model\",\"success\":false,\"error\":\"Model not found: invalid/model\"}"
    )
    expect(RpcProtocol.responseLine("r", "cycle_model", Either.right({ data: null }))).toBe(
      "{\"id\":\"r\",\"type\":\"response\",\"command\":\"cycle_model\",\"success\":true,\"data\":null}"
    )
  })

  it("a parse failure's response is the one rpc.md shows", () => {
    const decoded = RpcProtocol.decodeLine("{nope")
    if (decoded._tag !== "Invalid") throw new Error("decoded")
    expect(RpcProtocol.responseLine(decoded.id, decoded.command, Either.left(decoded.error))).toBe(
      `{"type":"response","command":"parse","success":false,"error":${JSON.stringify(`Failed to parse command: ${jsonParseError("{nope")}`)}}`
    )
  })

  it.prop("raw data gives the same line as the data itself", [fc.jsonValue(), fc.option(fc.string(), { nil: undefined })], ([data, id]) => {
    expect(RpcProtocol.responseLine(id, "get_tree", Either.right({ raw: JSON.stringify(data) }))).toBe(
      RpcProtocol.responseLine(id, "get_tree", Either.right({ data }))
    )
  })

  it.prop(
    "every response is one line (U+2028 and U+2029 may stay, LF never) that parses back to what was answered",
    [
      fc.option(fc.string(), { nil: undefined }),
      fc.string(),
      fc.oneof(fc.jsonValue().map((data) => Either.right({ data })), fc.string().map((error) => Either.left(error)))
    ],
    ([id, command, outcome]) => {
      const line = RpcProtocol.responseLine(id, command, outcome)
      expect(line).not.toContain("\n")
      const parsed = JSON.parse(line)
      expect(Object.keys(parsed)).toEqual([
        ...(id === undefined ? [] : ["id"]),
        "type",
        "command",
        "success",
        ...(Either.isLeft(outcome) ? ["error"] : outcome.right.data === undefined ? [] : ["data"])
      ])
      expect(parsed).toEqual({
        ...(id === undefined ? {} : { id }),
        type: "response",
        command,
        ...(Either.isLeft(outcome) ? { success: false, error: outcome.left } : { success: true, data: JSON.parse(JSON.stringify(outcome.right.data)) })
      })
    }
  )
})

// ---------------------------------------------------------------------------------------------
// events
// ---------------------------------------------------------------------------------------------

const user = Message.user("hi", { timestamp: 1 })
const reply = (text: string, stopReason: EntrySchema.StopReason = "stop", usage?: EntrySchema.Usage) =>
  Message.assistant({ content: text, provider: "p", model: "m", stopReason, timestamp: 2, usage })

describe("piEvents", () => {
  it("a run: agent_end carries the messages appended since agent_start, then agent_settled; the next run starts empty", () => {
    const run: Array<Json.JsonObject> = []
    const written = (events: ReadonlyArray<AgentEvent.Body>) => events.flatMap((event) => RpcProtocol.piEvents(on(event), run))
    expect(
      written([
        { type: "agent_start" },
        { type: "message_end", entryId: "u1", message: user },
        { type: "message_start", role: "assistant" },
        { type: "message_update", delta: { type: "text_delta", index: 0, delta: "he" } },
        {
          type: "message_update",
          delta: {
            type: "usage_update",
            usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } }
          }
        },
        { type: "message_end", entryId: "a1", message: reply("hello") },
        { type: "agent_end", aborted: false }
      ])
    ).toEqual([
      { type: "agent_start" },
      { type: "message_end", message: user, entryId: "u1" },
      { type: "message_start", message: { role: "assistant" } },
      { type: "message_update", assistantMessageEvent: { type: "text_delta", contentIndex: 0, delta: "he" } },
      { type: "message_end", message: reply("hello"), entryId: "a1" },
      { type: "agent_end", messages: [user, reply("hello")], willRetry: false },
      { type: "agent_settled", aborted: false }
    ])
    expect(run).toEqual([])
    expect(written([{ type: "agent_start" }, { type: "agent_end", aborted: true, errorMessage: "boom" }])).toEqual([
      { type: "agent_start" },
      { type: "agent_end", messages: [], willRetry: false, errorMessage: "boom" },
      { type: "agent_settled", aborted: true }
    ])
  })

  it("deltas take pi's names with contentIndex; usage updates are not written", () => {
    const deltas = (delta: Extract<AgentEvent.AgentEvent, { type: "message_update" }>["delta"]) =>
      RpcProtocol.piEvents(on({ type: "message_update", delta }), [])
    expect(deltas({ type: "thinking_delta", index: 1, delta: "hm" })).toEqual([{
      type: "message_update",
      assistantMessageEvent: { type: "thinking_delta", contentIndex: 1, delta: "hm" }
    }])
    expect(deltas({ type: "toolcall_start", index: 2, id: "c1", name: "read" })).toEqual([
      { type: "message_update", assistantMessageEvent: { type: "toolcall_start", contentIndex: 2, id: "c1", toolName: "read" } }
    ])
    expect(deltas({ type: "toolcall_delta", index: 2, delta: "{\"pa" })).toEqual([{
      type: "message_update",
      assistantMessageEvent: { type: "toolcall_delta", contentIndex: 2, delta: "{\"pa" }
    }])
  })

  it("entries: a name as session_info_changed, context edits, custom and usage entries as entry_appended, nothing for the rest", () => {
    // entries that match no schema, as an extension's command may append them: they go out as stored
    const appended = (unchecked: Json.JsonObject) => RpcProtocol.piEvents(on({ type: "entry_appended", entryId: "e", unchecked }), [])
    expect(appended({ type: "session_info", id: "n", name: "  Named " })).toEqual([{ type: "session_info_changed", name: "Named" }])
    expect(appended({ type: "session_info", id: "n", name: "   " })).toEqual([{ type: "session_info_changed" }])
    expect(appended({ type: "session_info", id: "n" })).toEqual([{ type: "session_info_changed" }])
    for (const type of ["context_edit", "custom", "usage"]) {
      expect(appended({ type, id: "e" })).toEqual([{ type: "entry_appended", entry: { type, id: "e" } }])
    }
    for (const type of ["message", "label", "compaction", "branch_summary", "model_change", "thinking_level_change", "custom_message"]) {
      expect(appended({ type, id: "e" })).toEqual([])
    }
  })

  it("checked and unchecked entries go out alike, as stored; a message entry as message_end, in the run's messages", () => {
    const run: Array<Json.JsonObject> = []
    const at = { parentId: null, timestamp: "2026-01-01T00:00:00.000Z" } as const
    const hook = { role: "hookMessage", text: "h", timestamp: 3 }
    const malformed = { role: "user", content: 3 }
    expect(RpcProtocol.piEvents(on({ type: "entry_appended", entryId: "h1", entry: { type: "message", id: "h1", ...at, message: hook } }), run)).toEqual([
      { type: "message_end", message: hook, entryId: "h1" }
    ])
    expect(RpcProtocol.piEvents(on({ type: "entry_appended", entryId: "m1", unchecked: { type: "message", id: "m1", message: malformed } }), run)).toEqual([
      { type: "message_end", message: malformed, entryId: "m1" }
    ])
    expect(run).toEqual([hook, malformed])
    const info = { type: "session_info", id: "n", ...at, name: " Named" } as const
    expect(RpcProtocol.piEvents(on({ type: "entry_appended", entryId: "n", entry: info }), [])).toEqual([{ type: "session_info_changed", name: "Named" }])
    const edit = { type: "context_edit", id: "e", ...at, targetId: "u1", replacement: null } as const
    expect(RpcProtocol.piEvents(on({ type: "entry_appended", entryId: "e", entry: edit }), [])).toEqual([{ type: "entry_appended", entry: edit }])
  })

  it("tools, compaction, extensions, levels and retries in pi's shapes; navigation, switches, models and queues write nothing here", () => {
    const one = (event: AgentEvent.Body) => RpcProtocol.piEvents(on(event), [])
    expect(one({ type: "tool_execution_start", toolCallId: "c1", toolName: "bash", arguments: { command: "ls" } })).toEqual([
      { type: "tool_execution_start", toolCallId: "c1", toolName: "bash", args: { command: "ls" } }
    ])
    const partialResult = { content: [Message.text("out\n")], details: {} }
    expect(one({ type: "tool_execution_update", toolCallId: "c1", toolName: "bash", arguments: { command: "ls" }, partialResult })).toEqual([
      { type: "tool_execution_update", toolCallId: "c1", toolName: "bash", args: { command: "ls" }, partialResult }
    ])
    // pi's tool_execution_end: the tool's result, isError, then how long it ran, in this key order
    const result = { content: [Message.text("out\n\n\nCommand exited with code 3")] }
    const ended = one({ type: "tool_execution_end", toolCallId: "c1", toolName: "bash", result, isError: true, durationMs: 18 })
    expect(ended).toEqual([{ type: "tool_execution_end", toolCallId: "c1", toolName: "bash", result, isError: true, durationMs: 18 }])
    expect(Object.keys(ended[0]!)).toEqual(["type", "toolCallId", "toolName", "result", "isError", "durationMs"])
    // a call an abort ended before it ran has no durationMs
    const failed = { content: [Message.text("Tool execution was aborted")], details: {} }
    expect(one({ type: "tool_execution_end", toolCallId: "c2", toolName: "read", result: failed, isError: true })).toEqual([
      { type: "tool_execution_end", toolCallId: "c2", toolName: "read", result: failed, isError: true }
    ])
    const compaction: AgentEvent.Body = {
      type: "compaction_end",
      reason: "manual",
      aborted: false,
      willRetry: false,
      result: { summary: "s", firstKeptEntryId: "e", tokensBefore: 9 }
    }
    expect(one({ type: "compaction_start", reason: "threshold" })).toEqual([{ type: "compaction_start", reason: "threshold" }])
    expect(one(compaction)).toEqual([compaction])
    expect(one({ type: "extension_error", extension: "ext.ts", event: "session_start", error: "bad" })).toEqual([
      { type: "extension_error", extensionPath: "ext.ts", event: "session_start", error: "bad" }
    ])
    expect(one({ type: "thinking_level_changed", level: "low" })).toEqual([{ type: "thinking_level_changed", level: "low" }])
    const retry: AgentEvent.Body = { type: "auto_retry_start", attempt: 1, maxAttempts: 3, delayMs: 2000, errorMessage: "overloaded" }
    expect(one(retry)).toEqual([retry])
    expect(one({ type: "auto_retry_end", success: true, attempt: 1 })).toEqual([{ type: "auto_retry_end", success: true, attempt: 1 }])
    expect(one({ type: "tree_navigated", oldLeafId: "a", newLeafId: "b" })).toEqual([])
    expect(one({ type: "session_switched", reason: "new" })).toEqual([])
    expect(one({ type: "queue_update", steering: ["s"], followUp: [] })).toEqual([])
    expect(one({ type: "model_changed", model: { provider: "p", modelId: "m", api: "x", contextWindow: 1, maxTokens: 1, reasoning: false } })).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// shared answer objects
// ---------------------------------------------------------------------------------------------

describe("modelObject, lastAssistantText, contextUsage", () => {
  it("a model as pi's Model object: the id as its name, the provider's API root, text input and zero costs by default", () => {
    expect(
      RpcProtocol.modelObject({ provider: "openai", modelId: "unlisted-model", api: "openai-responses", contextWindow: 1000, maxTokens: 100, reasoning: false })
    ).toEqual({
      id: "unlisted-model",
      name: "unlisted-model",
      api: "openai-responses",
      provider: "openai",
      baseUrl: "https://api.openai.com/v1",
      reasoning: false,
      input: ["text"],
      contextWindow: 1000,
      maxTokens: 100,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
    })
    const cost = { input: 1, output: 2, cacheRead: 0.5, cacheWrite: 3 }
    expect(
      RpcProtocol.modelObject({
        provider: "local",
        modelId: "m",
        name: "My model",
        api: "openai-completions",
        baseUrl: "http://localhost:8080/v1",
        input: ["text", "image"],
        cost,
        contextWindow: 8,
        maxTokens: 4,
        reasoning: true
      })
    ).toMatchObject({ name: "My model", baseUrl: "http://localhost:8080/v1", input: ["text", "image"], cost, reasoning: true })
    expect(RpcProtocol.modelObject({ provider: "local", modelId: "m", api: "x", contextWindow: 1, maxTokens: 1, reasoning: false }).baseUrl).toBe("")
  })

  it("the last assistant text: from the last reply that stopped or has text, trimmed; none for a blank stop", () => {
    expect(RpcProtocol.lastAssistantText([])).toBeUndefined()
    expect(RpcProtocol.lastAssistantText([user, reply("  first  "), user])).toBe("first")
    // an aborted reply without text is skipped; one with text counts
    expect(RpcProtocol.lastAssistantText([reply("done"), reply("", "aborted")])).toBe("done")
    expect(RpcProtocol.lastAssistantText([reply("done"), reply("partial", "aborted")])).toBe("partial")
    // a finished reply without text ends the search with nothing
    expect(RpcProtocol.lastAssistantText([reply("done"), reply(" ", "stop")])).toBeUndefined()
  })

  it("context usage: none without a window; null right after a compaction; the reply's reported usage otherwise", () => {
    const at = (id: string, parentId: string | null) => ({ id, parentId, timestamp: "2026-01-01T00:00:00.000Z" })
    const usage = {
      input: 1000,
      output: 200,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 1200,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
    }
    const branch = [Entry.message(at("u1", null), user), Entry.message(at("a1", "u1"), reply("hello", "stop", usage))]
    expect(RpcProtocol.contextUsage(branch, 0)).toBeUndefined()
    expect(RpcProtocol.contextUsage(branch, 200_000)).toEqual({ tokens: 1200, contextWindow: 200_000, percent: 0.6 })
    const compacted = [...branch, Entry.compaction(at("c1", "a1"), { summary: "s", firstKeptEntryId: "a1", tokensBefore: 1200 })]
    expect(RpcProtocol.contextUsage(compacted, 1000)).toEqual({ tokens: null, contextWindow: 1000, percent: null })
    const measured = [...compacted, Entry.message(at("u2", "c1"), user), Entry.message(at("a2", "u2"), reply("again", "stop", { ...usage, totalTokens: 500 }))]
    expect(RpcProtocol.contextUsage(measured, 1000)).toEqual({ tokens: 500, contextWindow: 1000, percent: 50 })
  })
})
