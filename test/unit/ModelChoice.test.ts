/**
 * What the chat lists and says about models (`ModelChoice`): the selector's rows, the model a
 * `/model` argument names, and the status lines of a switch or a refused thinking level.
 */
import { describe, expect, it } from "@effect/vitest"
import * as ModelChoice from "../../src/main/tui/ModelChoice.js"

const sonnet = { provider: "anthropic", modelId: "claude-sonnet-4-5", name: "Claude Sonnet 4.5", contextWindow: 200_000, reasoning: true }
const mini = { provider: "openai", modelId: "gpt-4o-mini", name: "gpt-4o-mini", contextWindow: 128_000, reasoning: false }
const local = { provider: "local", modelId: "qwen", contextWindow: 32_768, reasoning: false }
const MODELS = [sonnet, mini, local]

describe("ModelChoice", () => {
  it("lists each model by provider/id, with its name when it differs from the id, its context in thousands and whether it reasons", () => {
    expect(ModelChoice.items(MODELS)).toEqual([
      { key: "anthropic/claude-sonnet-4-5", label: "anthropic/claude-sonnet-4-5", detail: "Claude Sonnet 4.5 · 200k · reasoning" },
      { key: "openai/gpt-4o-mini", label: "openai/gpt-4o-mini", detail: "128k" },
      { key: "local/qwen", label: "local/qwen", detail: "33k" }
    ])
  })

  it("resolves provider/id as given, or an id one model has; an unknown bare id is nothing", () => {
    expect(ModelChoice.resolve(MODELS, "openai/gpt-4o-mini")).toEqual({ provider: "openai", modelId: "gpt-4o-mini" })
    expect(ModelChoice.resolve(MODELS, "qwen")).toEqual({ provider: "local", modelId: "qwen" })
    // a provider/id the list does not have is left for the registry to find or refuse
    expect(ModelChoice.resolve(MODELS, "openai/gpt-5")).toEqual({ provider: "openai", modelId: "gpt-5" })
    expect(ModelChoice.resolve(MODELS, "gpt-5")).toBeUndefined()
  })

  it("announces a switch with the thinking level of a reasoning model; refuses a level in pi's words", () => {
    expect(ModelChoice.announce(sonnet, "high")).toBe("Model: anthropic/claude-sonnet-4-5 · thinking high")
    expect(ModelChoice.announce(mini, "off")).toBe("Model: openai/gpt-4o-mini")
    expect(ModelChoice.refuseLevel(sonnet, "huge", ["off", "low", "high"])).toBe(
      "Unknown thinking level huge; anthropic/claude-sonnet-4-5 takes off, low, high"
    )
    expect(ModelChoice.refuseLevel(mini, "high", ["off"])).toBe("openai/gpt-4o-mini does not think; the level stays off")
  })
})
