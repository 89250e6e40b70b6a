/**
 * Which models Ctrl+P cycles through: pi's model patterns (`ModelScope`, the `enabledModels`
 * setting) and the `/scoped-models` list (`ScopedModels`).
 */
import { describe, expect, it } from "@effect/vitest"
import * as ModelScope from "../../src/domain/agent/ModelScope.js"
import * as Settings from "../../src/domain/agent/Settings.js"
import * as ScopedModels from "../../src/main/tui/ScopedModels.js"

const MODELS = [
  { provider: "anthropic", modelId: "claude-sonnet-4-5" },
  { provider: "anthropic", modelId: "claude-haiku-4-5" },
  { provider: "openai", modelId: "gpt-5" },
  { provider: "ollama", modelId: "llama3:8b" }
]
const keys = (models: ReadonlyArray<ModelScope.Named>) => models.map(ModelScope.key)

describe("ModelScope", () => {
  it("matches provider/id or a bare id, with * and ?, case ignored; a thinking-level pin is set aside", () => {
    expect(keys(ModelScope.select(["openai/gpt-5"], MODELS))).toEqual(["openai/gpt-5"])
    expect(keys(ModelScope.select(["GPT-5"], MODELS))).toEqual(["openai/gpt-5"])
    expect(keys(ModelScope.select(["anthropic/*:high"], MODELS))).toEqual(["anthropic/claude-sonnet-4-5", "anthropic/claude-haiku-4-5"])
    expect(keys(ModelScope.select(["claude-?aiku-*"], MODELS))).toEqual(["anthropic/claude-haiku-4-5"])
    // an id's own colon is not a pin
    expect(keys(ModelScope.select(["llama3:8b"], MODELS))).toEqual(["ollama/llama3:8b"])
    expect(keys(ModelScope.select(["gpt-5.1", "nothing/*"], MODELS))).toEqual([])
  })

  it("orders by the patterns, each model once", () => {
    expect(keys(ModelScope.select(["gpt-5", "anthropic/*", "claude-sonnet-4-5"], MODELS))).toEqual([
      "openai/gpt-5",
      "anthropic/claude-sonnet-4-5",
      "anthropic/claude-haiku-4-5"
    ])
  })

  it("is read from settings.json's enabledModels, checked", () => {
    expect(Settings.resolve(Settings.parse(`{"enabledModels":["gpt-5","anthropic/*"]}`, "s.json").values).enabledModels).toEqual(["gpt-5", "anthropic/*"])
    const wrong = Settings.parse(`{"enabledModels":"gpt-5"}`, "s.json")
    expect(wrong.warnings).toEqual([`s.json: "enabledModels" must be an array of model patterns; using the default`])
    expect(Settings.resolve(wrong.values).enabledModels).toBeUndefined()
  })
})

describe("ScopedModels", () => {
  const all = ScopedModels.initial(MODELS, undefined)

  it("lists the cycle first, in its order, then the rest; drops models not available", () => {
    const state = ScopedModels.initial(MODELS, ["openai/gpt-5", "gone/model", "anthropic/claude-haiku-4-5"])
    expect(state.enabled).toEqual(["openai/gpt-5", "anthropic/claude-haiku-4-5"])
    expect(ScopedModels.visible(state)).toEqual(["openai/gpt-5", "anthropic/claude-haiku-4-5", "anthropic/claude-sonnet-4-5", "ollama/llama3:8b"])
    expect(ScopedModels.footer(state)).toBe("Enter toggle · ^A all · ^X clear · ^P provider · Alt+↑/↓ reorder · ^S save · 2/4 enabled")
    expect(ScopedModels.initial(MODELS, ["gone/model"]).enabled).toBeUndefined()
  })

  it("toggles: out of every model leaves the others; back in goes to the end; all in is every model again", () => {
    const out = ScopedModels.toggle(all)
    expect(out.enabled).toEqual(["anthropic/claude-haiku-4-5", "openai/gpt-5", "ollama/llama3:8b"])
    expect(ScopedModels.footer(out)).toBe("Enter toggle · ^A all · ^X clear · ^P provider · Alt+↑/↓ reorder · ^S save · 3/4 enabled (unsaved)")
    const back = ScopedModels.toggle(ScopedModels.move(out, 3))
    expect(ScopedModels.selected(ScopedModels.move(out, 3))).toBe("anthropic/claude-sonnet-4-5")
    expect(back.enabled).toBeUndefined()
    expect(ScopedModels.cycle(out)).toEqual(out.enabled)
    expect(ScopedModels.cycle(back)).toBeUndefined()
  })

  it("Ctrl+X clears (none enabled cycles through every model); Ctrl+A and Ctrl+X act on what a search shows", () => {
    const cleared = ScopedModels.clearAll(all)
    expect(cleared.enabled).toEqual([])
    expect(ScopedModels.cycle(cleared)).toBeUndefined()
    expect(ScopedModels.saved(cleared)).toBeUndefined()
    const claude = ScopedModels.type(cleared, "claude")
    expect(ScopedModels.visible(claude)).toEqual(["anthropic/claude-sonnet-4-5", "anthropic/claude-haiku-4-5"])
    expect(ScopedModels.enableAll(claude).enabled).toEqual(["anthropic/claude-sonnet-4-5", "anthropic/claude-haiku-4-5"])
    expect(ScopedModels.clearAll(ScopedModels.type(all, "claude")).enabled).toEqual(["openai/gpt-5", "ollama/llama3:8b"])
    expect(ScopedModels.enableAll(cleared).enabled).toBeUndefined()
  })

  it("Ctrl+P toggles the selected model's provider; Alt+↑/↓ reorder an explicit cycle", () => {
    const withoutAnthropic = ScopedModels.toggleProvider(all)
    expect(withoutAnthropic.enabled).toEqual(["openai/gpt-5", "ollama/llama3:8b"])
    const gpt = ScopedModels.move(withoutAnthropic, 2)
    expect(ScopedModels.selected(gpt)).toBe("anthropic/claude-sonnet-4-5")
    expect(ScopedModels.toggleProvider(gpt).enabled).toBeUndefined()
    const down = ScopedModels.reorder(withoutAnthropic, 1)
    expect(down.enabled).toEqual(["ollama/llama3:8b", "openai/gpt-5"])
    expect(ScopedModels.selected(down)).toBe("openai/gpt-5")
    expect(ScopedModels.reorder(down, 1)).toBe(down)
    expect(ScopedModels.reorder(all, 1)).toBe(all)
  })
})
