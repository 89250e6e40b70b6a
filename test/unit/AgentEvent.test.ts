/**
 * The event schema on the wire: every variant encodes to JSON and decodes back equal, and a
 * message's keys that the schemas do not name travel with it, in their order.
 */
import { describe, expect, it } from "@effect/vitest"
import { Arbitrary, FastCheck as fc, Schema } from "effect"
import * as Message from "../../src/domain/format/Message.js"
import * as AgentEvent from "../../src/services/agent/AgentEvent.js"

/** A generated value as JSON can hold it: finite numbers, no -0 (what an agent's events carry). */
const finite = (value: unknown): unknown => {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : 0
  if (Array.isArray(value)) return value.map(finite)
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, finite(v)]))
  return value
}

const events = Arbitrary.make(AgentEvent.AgentEvent).map((event) => finite(event) as AgentEvent.AgentEvent)

const encode = Schema.encodeSync(AgentEvent.AgentEvent)
const decode = Schema.decodeUnknownSync(AgentEvent.AgentEvent)

/** Every `type` of the union (`entry_appended` has two members: a checked entry, an unchecked one). */
const variants = [
  "agent_start",
  "agent_end",
  "message_start",
  "message_update",
  "message_end",
  "entry_appended",
  "tool_execution_start",
  "tool_execution_update",
  "tool_execution_end",
  "compaction_start",
  "compaction_end",
  "tree_navigated",
  "session_switched",
  "extension_error",
  "model_changed",
  "thinking_level_changed",
  "queue_update",
  "auto_retry_start",
  "auto_retry_end",
  "checkpoint_failed",
  "checkpoint_recovered"
]

describe("AgentEvent", () => {
  it.prop("every event encodes to JSON and decodes back equal", [events], ([event]) => {
    const wire = JSON.stringify(encode(event))
    expect(decode(JSON.parse(wire))).toEqual(event)
    // the encoding is the event itself, byte for byte: nothing to transform on the way out
    expect(wire).toBe(JSON.stringify(event))
  }, { fastCheck: { numRuns: 300 } })

  it("the property reaches every variant", () => {
    const sample = fc.sample(events, { numRuns: 2000, seed: 35 })
    expect([...new Set(sample.map((event) => event.type))].sort()).toEqual([...variants].sort())
    expect(AgentEvent.AgentEvent.members.length).toBe(22)
    // both kinds of entry_appended
    expect(sample.some((event) => event.type === "entry_appended" && "entry" in event)).toBe(true)
    expect(sample.some((event) => event.type === "entry_appended" && "unchecked" in event)).toBe(true)
  })

  it("a message's extra keys (as pi or an extension wrote them) stay, in their order, through encode and decode", () => {
    const stored = { ...Message.user("hi", { timestamp: 3 }), piOnly: { nested: [1, 2] } }
    const event: AgentEvent.AgentEvent = { type: "message_end", sessionId: "s", entryId: "u1", message: stored }
    const wire = JSON.stringify(encode(event))
    expect(wire).toBe(
      `{"type":"message_end","sessionId":"s","entryId":"u1","message":{"role":"user","content":[{"type":"text","text":"hi"}],"timestamp":3,"piOnly":{"nested":[1,2]}}}`
    )
    expect(JSON.stringify(decode(JSON.parse(wire)))).toBe(wire)
    const block = { ...Message.text("x"), blockExtra: true }
    const reply = Message.assistant({ content: [block], provider: "p", model: "m" })
    const ended: AgentEvent.AgentEvent = { type: "message_end", sessionId: "s", entryId: "a1", message: reply }
    expect(JSON.stringify(encode(ended))).toContain(`"content":[{"type":"text","text":"x","blockExtra":true}]`)
  })

  it("a message_end narrows by role: an assistant message's usage and blocks are typed", () => {
    const event = decode({
      type: "message_end",
      sessionId: "s",
      entryId: "a1",
      message: { role: "assistant", content: [{ type: "toolCall", id: "c1", name: "read", arguments: { path: "a" } }], provider: "p", model: "m", timestamp: 1 }
    })
    if (event.type !== "message_end" || event.message.role !== "assistant") throw new Error("not an assistant message_end")
    const call = event.message.content[0]
    expect(call?.type === "toolCall" ? call.arguments : undefined).toEqual({ path: "a" })
    // a message that is no known role's is refused on the way in
    expect(() => decode({ type: "message_end", sessionId: "s", entryId: "x", message: { role: "hookMessage" } })).toThrow()
  })
})
