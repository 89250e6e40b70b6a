import { describe, expect, it } from "@effect/vitest"
import * as ModelCatalog from "../../src/domain/agent/ModelCatalog.js"
import * as AssistantMessage from "../../src/domain/format/AssistantMessage.js"

describe("AssistantMessage", () => {
  const begin = AssistantMessage.start({ api: "anthropic-messages", provider: "anthropic", model: "claude", timestamp: 1000 })

  it("accumulates deltas into pi's content blocks and finishes in pi's key order", () => {
    const deltas: ReadonlyArray<AssistantMessage.Delta> = [
      { type: "thinking_delta", index: 0, delta: "hmm" },
      { type: "text_delta", index: 1, delta: "Hel" },
      { type: "text_delta", index: 1, delta: "lo" },
      { type: "toolcall_start", index: 2, id: "call_1", name: "read" },
      { type: "toolcall_delta", index: 2, delta: "{\"path\":" },
      { type: "toolcall_delta", index: 2, delta: "\"a.ts\"}" },
      { type: "usage_update", usage: { ...AssistantMessage.zeroUsage, input: 3, output: 4, totalTokens: 7 } }
    ]
    const partial = deltas.reduce(AssistantMessage.apply, begin)
    const message = AssistantMessage.finish(partial, { stopReason: "toolUse", responseId: "r1", durationMs: 12 })
    expect(JSON.stringify(message)).toBe(
      "{\"role\":\"assistant\",\"content\":[{\"type\":\"thinking\",\"thinking\":\"hmm\"},{\"type\":\"text\",\"text\":\"Hello\"},{\"type\":\"toolCall\",\"id\":\"call_1\",\"name\":\"read\",\"arguments\":{\"path\":\"a.ts\"}}]," +
        "\"api\":\"anthropic-messages\",\"provider\":\"anthropic\",\"model\":\"claude\",\"usage\":{\"input\":3,\"output\":4,\"cacheRead\":0,\"cacheWrite\":0,\"totalTokens\":7,\"cost\":{\"input\":0,\"output\":0,\"cacheRead\":0,\"cacheWrite\":0,\"total\":0}}," +
        "\"stopReason\":\"toolUse\",\"timestamp\":1000,\"responseId\":\"r1\",\"durationMs\":12}"
    )
    expect(AssistantMessage.toolCalls(message)).toEqual([{ id: "call_1", name: "read", arguments: { path: "a.ts" } }])
  })

  it("an aborted reply keeps what arrived, and a cut-off tool call records why its arguments are empty", () => {
    const partial = [
      { type: "text_delta", index: 0, delta: "partial" },
      { type: "toolcall_start", index: 1, id: "c", name: "bash" },
      { type: "toolcall_delta", index: 1, delta: "{\"command\":\"l" }
    ].reduce((p, d) => AssistantMessage.apply(p, d as AssistantMessage.Delta), begin)
    const message = AssistantMessage.finish(partial, { stopReason: "aborted", errorMessage: "Request was aborted" })
    expect(message.content).toEqual([
      { type: "text", text: "partial" },
      { type: "toolCall", id: "c", name: "bash", arguments: {}, argumentsError: "Tool call arguments are not a JSON object: {\"command\":\"l" }
    ])
    expect(Object.keys(message).slice(-2)).toEqual(["timestamp", "errorMessage"])
  })

  it("finishes with the provider's answering model and raw stop reason where pi's providers put them", () => {
    const message = AssistantMessage.finish(begin, {
      stopReason: "error",
      errorMessage: "Provider finish_reason: content_filter",
      responseId: "r2",
      responseModel: "claude-2025",
      rawStopReason: "content_filter",
      durationMs: 5
    })
    expect(Object.keys(message)).toEqual([
      "role",
      "content",
      "api",
      "provider",
      "model",
      "usage",
      "stopReason",
      "timestamp",
      "responseId",
      "responseModel",
      "rawStopReason",
      "errorMessage",
      "durationMs"
    ])
  })

  it("settle adds durationMs when the model did not, then the thinking level last, as pi's agent loop records a reply", () => {
    const bare = AssistantMessage.finish(begin, { stopReason: "aborted", errorMessage: "Request was aborted" })
    const settled = AssistantMessage.settle(bare, { durationMs: 41.6, thinkingLevel: "off" })
    expect(Object.keys(settled).slice(-4)).toEqual(["timestamp", "errorMessage", "durationMs", "thinkingLevel"])
    expect([settled.durationMs, settled.thinkingLevel]).toEqual([42, "off"])
    // a reply the model timed keeps its time; a level already there is replaced where it stands
    const timed = AssistantMessage.finish(begin, { stopReason: "stop", rawStopReason: "end_turn", durationMs: 7 })
    const again = AssistantMessage.settle(AssistantMessage.settle(timed, { durationMs: 99, thinkingLevel: "low" }), { durationMs: 99, thinkingLevel: "high" })
    expect(JSON.stringify(again).endsWith("\"rawStopReason\":\"end_turn\",\"durationMs\":7,\"thinkingLevel\":\"high\"}")).toBe(true)
  })
})

describe("ModelCatalog.usage", () => {
  const price = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 }

  it("writes OpenAI's reasoning count before totalTokens, and marks the cost as pi's own", () => {
    // the usage pi 1.6.0 wrote for a Chat Completions reply of 100 prompt (10 cached), 20 completion (5 reasoning) tokens
    expect(JSON.stringify(ModelCatalog.usage({ input: 90, output: 20, cacheRead: 10, cacheWrite: 0, reasoning: 5 }, price))).toBe(
      "{\"input\":90,\"output\":20,\"cacheRead\":10,\"cacheWrite\":0,\"reasoning\":5,\"totalTokens\":120,\"cost\":{\"input\":0.00027,\"output\":0.00030000000000000003,\"cacheRead\":0.000003,\"cacheWrite\":0,\"total\":0.0005729999999999999,\"totalFromProvider\":false}}"
    )
  })

  it("writes Anthropic's one-hour cache writes (and thinking tokens when reported) after the cost, where pi's Anthropic provider adds them", () => {
    expect(Object.keys(ModelCatalog.usage({ input: 1, output: 2, cacheRead: 0, cacheWrite: 0, anthropic: { cacheWrite1h: 0 } }, price))).toEqual([
      "input",
      "output",
      "cacheRead",
      "cacheWrite",
      "totalTokens",
      "cost",
      "cacheWrite1h"
    ])
    expect(Object.keys(ModelCatalog.usage({ input: 1, output: 2, cacheRead: 0, cacheWrite: 0, anthropic: { cacheWrite1h: 0, reasoning: 1 } }, price)).slice(-2))
      .toEqual([
        "cacheWrite1h",
        "reasoning"
      ])
  })
})
