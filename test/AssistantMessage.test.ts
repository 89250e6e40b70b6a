import { describe, expect, it } from "@effect/vitest"
import * as AssistantMessage from "../src/domain/AssistantMessage.js"

describe("AssistantMessage", () => {
  const begin = AssistantMessage.start({ api: "anthropic-messages", provider: "anthropic", model: "claude", timestamp: 1000 })

  it("accumulates deltas into pi's content blocks and finishes in pi's key order", () => {
    const deltas: ReadonlyArray<AssistantMessage.Delta> = [
      { _tag: "ThinkingDelta", index: 0, delta: "hmm" },
      { _tag: "TextDelta", index: 1, delta: "Hel" },
      { _tag: "TextDelta", index: 1, delta: "lo" },
      { _tag: "ToolCallStart", index: 2, id: "call_1", name: "read" },
      { _tag: "ToolCallDelta", index: 2, delta: '{"path":' },
      { _tag: "ToolCallDelta", index: 2, delta: '"a.ts"}' },
      { _tag: "UsageUpdate", usage: { ...AssistantMessage.zeroUsage, input: 3, output: 4, totalTokens: 7 } }
    ]
    const partial = deltas.reduce(AssistantMessage.apply, begin)
    const message = AssistantMessage.finish(partial, { stopReason: "toolUse", responseId: "r1", durationMs: 12 })
    expect(JSON.stringify(message)).toBe(
      '{"role":"assistant","content":[{"type":"thinking","thinking":"hmm"},{"type":"text","text":"Hello"},{"type":"toolCall","id":"call_1","name":"read","arguments":{"path":"a.ts"}}],' +
        '"api":"anthropic-messages","provider":"anthropic","model":"claude","usage":{"input":3,"output":4,"cacheRead":0,"cacheWrite":0,"totalTokens":7,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},' +
        '"stopReason":"toolUse","timestamp":1000,"responseId":"r1","durationMs":12}'
    )
    expect(AssistantMessage.toolCalls(message)).toEqual([{ id: "call_1", name: "read", arguments: { path: "a.ts" } }])
  })

  it("an aborted reply keeps what arrived, and a cut-off tool call records why its arguments are empty", () => {
    const partial = [
      { _tag: "TextDelta", index: 0, delta: "partial" },
      { _tag: "ToolCallStart", index: 1, id: "c", name: "bash" },
      { _tag: "ToolCallDelta", index: 1, delta: '{"command":"l' }
    ].reduce((p, d) => AssistantMessage.apply(p, d as AssistantMessage.Delta), begin)
    const message = AssistantMessage.finish(partial, { stopReason: "aborted", errorMessage: "Request was aborted" })
    expect(message.content).toEqual([
      { type: "text", text: "partial" },
      { type: "toolCall", id: "c", name: "bash", arguments: {}, argumentsError: 'Tool call arguments are not a JSON object: {"command":"l' }
    ])
    expect(Object.keys(message).slice(-2)).toEqual(["timestamp", "errorMessage"])
  })
})
