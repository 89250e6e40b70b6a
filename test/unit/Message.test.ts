/**
 * The message builders: each gives a value its role's schema accepts, in pi's key order, with
 * only the optional keys it was given; what the agent writes through them is unchanged.
 */
import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import * as Entry from "../../src/domain/format/Entry.js"
import * as EntrySchema from "../../src/domain/format/EntrySchema.js"
import * as Message from "../../src/domain/format/Message.js"

const decode = Schema.decodeUnknownSync(EntrySchema.AgentMessage)

/** The builder's value: schema-valid, and the same text after a decode (nothing lost or reordered). */
const checked = (message: EntrySchema.AgentMessage): string => {
  expect(EntrySchema.isAgentMessage(message)).toBe(true)
  const text = JSON.stringify(message)
  expect(JSON.stringify(decode(JSON.parse(text)))).toBe(text)
  return text
}

const usage: EntrySchema.Usage = {
  input: 1,
  output: 2,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 3,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
}

describe("Message", () => {
  it("user: a string is pi's prompt shape (a text block, then the images); blocks are kept as given", () => {
    expect(checked(Message.user("hi"))).toBe(`{"role":"user","content":[{"type":"text","text":"hi"}],"timestamp":0}`)
    expect(checked(Message.user("look", { images: [Message.image("AAA", "image/png")], timestamp: 7 }))).toBe(
      `{"role":"user","content":[{"type":"text","text":"look"},{"type":"image","data":"AAA","mimeType":"image/png"}],"timestamp":7}`
    )
    expect(checked(Message.user([Message.text("a"), Message.text("b")], { timestamp: 1 }))).toBe(
      `{"role":"user","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}],"timestamp":1}`
    )
  })

  it("assistant: pi's key order whatever the order given; stopReason from the content; api and usage only when given", () => {
    expect(checked(Message.assistant({ content: "hello", provider: "p", model: "m" }))).toBe(
      `{"role":"assistant","content":[{"type":"text","text":"hello"}],"provider":"p","model":"m","stopReason":"stop","timestamp":0}`
    )
    const full = Message.assistant({
      thinkingLevel: "off",
      durationMs: 12,
      errorMessage: undefined,
      usage,
      model: "m",
      provider: "p",
      api: "anthropic-messages",
      content: [Message.text("reading"), Message.toolCall("c1", "read", { path: "a.ts" })],
      timestamp: 5
    })
    expect(Object.keys(full)).toEqual(["role", "content", "api", "provider", "model", "usage", "stopReason", "timestamp", "durationMs", "thinkingLevel"])
    expect(full.stopReason).toBe("toolUse")
    checked(full)
    expect(Message.assistant({ content: "", provider: "p", model: "m", stopReason: "aborted", errorMessage: "Request was aborted" }).stopReason).toBe(
      "aborted"
    )
  })

  it("toolResult: pi's order (content, details, isError, durationMs, timestamp), isError false unless said", () => {
    expect(checked(Message.toolResult({ toolCallId: "c1", toolName: "read", content: "text" }))).toBe(
      `{"role":"toolResult","toolCallId":"c1","toolName":"read","content":[{"type":"text","text":"text"}],"isError":false,"timestamp":0}`
    )
    expect(
      checked(
        Message.toolResult({ timestamp: 9, durationMs: 3, isError: true, details: {}, content: [Message.text("no")], toolName: "bash", toolCallId: "c2" })
      )
    ).toBe(
      `{"role":"toolResult","toolCallId":"c2","toolName":"bash","content":[{"type":"text","text":"no"}],"details":{},"isError":true,"durationMs":3,"timestamp":9}`
    )
  })

  it("system: timestamp only when given; sections and tools in pi's order", () => {
    expect(checked(Message.system("be brief"))).toBe(`{"role":"system","content":"be brief"}`)
    const tool = { name: "read", description: "Read a file", parameters: { type: "object" } }
    expect(checked(Message.system("", { toolsAdded: [tool], timestamp: 4, sections: { a: "x", b: null } }))).toBe(
      `{"role":"system","content":"","sections":{"a":"x","b":null},"timestamp":4,"toolsAdded":[{"name":"read","description":"Read a file","parameters":{"type":"object"}}]}`
    )
  })

  it("custom: an extension's message, display and details kept", () => {
    expect(checked(Message.custom({ customType: "note", content: "n", display: true, details: { k: 1 }, timestamp: 2 }))).toBe(
      `{"role":"custom","customType":"note","content":"n","display":true,"details":{"k":1},"timestamp":2}`
    )
  })

  it("a built message in an entry is read back typed: agentMessage narrows by role", () => {
    const entry = Entry.message(
      { id: "a1", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" },
      Message.assistant({ content: "hi", provider: "p", model: "m", usage })
    )
    const message = EntrySchema.agentMessage(entry)
    expect(message?.role).toBe("assistant")
    if (message?.role !== "assistant") throw new Error("not an assistant message")
    // narrowed: the assistant's own fields, typed
    expect(message.usage?.totalTokens).toBe(3)
    expect(message.content[0]).toEqual({ type: "text", text: "hi" })
    expect(EntrySchema.knownEntry(entry)).toBe(entry.value)
    // a malformed or unknown-role message is no AgentMessage
    const malformed = Entry.message({ id: "u1", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" }, { role: "user", content: 3 })
    expect(EntrySchema.agentMessage(malformed)).toBeUndefined()
    expect(EntrySchema.knownEntry(malformed)).toBeUndefined()
    const hook = Entry.message({ id: "h1", parentId: null, timestamp: "2026-01-01T00:00:00.000Z" }, { role: "hookMessage", x: 1 })
    expect(EntrySchema.agentMessage(hook)).toBeUndefined()
    expect(EntrySchema.knownEntry(hook)).toBe(hook.value)
  })
})
