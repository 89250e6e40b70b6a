/**
 * What Arbor knows about models without asking a provider: context window, output limit,
 * whether the model reasons, and its price per million tokens. Pure data and arithmetic.
 *
 * The table is small on purpose. An unknown model gets the defaults below and costs nothing
 * (pi's rule: cost zero when the price is not known). Prices apply only to the provider that
 * sells the model, so a model served by a local OpenAI-compatible server is always free.
 */
import type * as AssistantMessage from "../format/AssistantMessage.js"

/** US dollars per million tokens. */
export interface Price {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
}

export type Input = "text" | "image"

export interface KnownModel {
  readonly provider: string
  readonly id: string
  /** The name people know it by. */
  readonly name: string
  readonly contextWindow: number
  readonly maxTokens: number
  readonly reasoning: boolean
  /** Thinking levels beyond `high` that the provider takes for it. */
  readonly extraLevels: ReadonlyArray<"xhigh" | "max">
  readonly input: ReadonlyArray<Input>
  readonly price: Price
}

export interface Limits {
  readonly contextWindow: number
  readonly maxTokens: number
  readonly reasoning: boolean
  readonly extraLevels: ReadonlyArray<"xhigh" | "max">
  readonly input: ReadonlyArray<Input>
}

export const defaultLimits: Limits = { contextWindow: 128_000, maxTokens: 16_384, reasoning: false, extraLevels: [], input: ["text"] }

const model = (
  provider: string,
  id: string,
  name: string,
  contextWindow: number,
  maxTokens: number,
  reasoning: boolean | "xhigh" | "max",
  price: readonly [input: number, output: number, cacheRead: number, cacheWrite: number]
): KnownModel => ({
  provider,
  id,
  name,
  contextWindow,
  maxTokens,
  reasoning: reasoning !== false,
  extraLevels: reasoning === "max" ? ["xhigh", "max"] : reasoning === "xhigh" ? ["xhigh"] : [],
  input: ["text", "image"],
  price: { input: price[0], output: price[1], cacheRead: price[2], cacheWrite: price[3] }
})

/** Published list prices; a dated snapshot, not a live source. Every model here takes images. */
export const known: ReadonlyArray<KnownModel> = [
  model("anthropic", "claude-opus-5-5", "Claude Opus 5.5", 1_000_000, 128_000, "max", [4, 20, 0.2, 5]),
  model("anthropic", "claude-opus-4-5", "Claude Opus 4.5", 200_000, 64_000, true, [5, 25, 0.5, 6.25]),
  model("anthropic", "claude-opus-4-1", "Claude Opus 4.1", 200_000, 32_000, true, [15, 75, 1.5, 18.75]),
  model("anthropic", "claude-opus-4", "Claude Opus 4", 200_000, 32_000, true, [15, 75, 1.5, 18.75]),
  model("anthropic", "claude-sonnet-4-5", "Claude Sonnet 4.5", 200_000, 64_000, true, [3, 15, 0.3, 3.75]),
  model("anthropic", "claude-sonnet-4", "Claude Sonnet 4", 200_000, 64_000, true, [3, 15, 0.3, 3.75]),
  model("anthropic", "claude-haiku-4-5", "Claude Haiku 4.5", 200_000, 64_000, true, [1, 5, 0.1, 1.25]),
  model("anthropic", "claude-3-5-haiku", "Claude Haiku 3.5", 200_000, 8_192, false, [0.8, 4, 0.08, 1]),
  model("openai", "gpt-6.2-sol", "GPT-6.2 Sol", 272_000, 128_000, "max", [2, 10, 0.1, 2.5]),
  model("openai", "gpt-5.2", "GPT-5.2", 400_000, 128_000, "xhigh", [1.75, 14, 0.175, 0]),
  model("openai", "gpt-5.1", "GPT-5.1", 400_000, 128_000, true, [1.25, 10, 0.125, 0]),
  model("openai", "gpt-5", "GPT-5", 400_000, 128_000, true, [1.25, 10, 0.125, 0]),
  model("openai", "gpt-5-mini", "GPT-5 mini", 400_000, 128_000, true, [0.25, 2, 0.025, 0]),
  model("openai", "gpt-5-nano", "GPT-5 nano", 400_000, 128_000, true, [0.05, 0.4, 0.005, 0]),
  model("openai", "gpt-4.1", "GPT-4.1", 1_047_576, 32_768, false, [2, 8, 0.5, 0]),
  model("openai", "gpt-4.1-mini", "GPT-4.1 mini", 1_047_576, 32_768, false, [0.4, 1.6, 0.1, 0]),
  model("openai", "gpt-4o", "GPT-4o", 128_000, 16_384, false, [2.5, 10, 1.25, 0]),
  model("openai", "gpt-4o-mini", "GPT-4o mini", 128_000, 16_384, false, [0.15, 0.6, 0.075, 0]),
  model("openai", "o3", "o3", 200_000, 100_000, true, [2, 8, 0.5, 0]),
  model("openai", "o4-mini", "o4-mini", 200_000, 100_000, true, [1.1, 4.4, 0.275, 0])
]

/**
 * The model pi 1.6.0 starts on for each provider Arbor serves built in, in pi's order of
 * providers (pi's table names many more providers; Arbor has no catalog for them).
 */
export const providerDefaults: ReadonlyArray<{ readonly provider: string; readonly modelId: string }> = [
  { provider: "anthropic", modelId: "claude-opus-5-5" },
  { provider: "openai", modelId: "gpt-6.2-sol" }
]

/**
 * The model a new session starts on when none is asked for and the settings name none that
 * can be used, as pi chooses it: the first of `providerDefaults` that is available, else the
 * first available model (built-in providers first, then models.json's in file order, each
 * provider's models in their order). Undefined when nothing is available.
 */
export const initialChoice = <A extends { readonly provider: string; readonly modelId: string }>(available: ReadonlyArray<A>): A | undefined => {
  for (const wanted of providerDefaults) {
    const found = available.find((m) => m.provider === wanted.provider && m.modelId === wanted.modelId)
    if (found !== undefined) return found
  }
  return available[0]
}

/** The catalog's models of one provider, in catalog order. */
export const ofProvider = (provider: string): ReadonlyArray<KnownModel> => known.filter((m) => m.provider === provider)

/** Longest id first, so that `gpt-5-mini` wins over `gpt-5`. */
const byLength = [...known].sort((a, b) => b.id.length - a.id.length)

/**
 * The table entry for a model id: the exact id, or the longest entry the id extends with a
 * dash (dated snapshots such as `claude-sonnet-4-5-20250929`).
 */
export const lookup = (modelId: string): KnownModel | undefined => byLength.find((entry) => modelId === entry.id || modelId.startsWith(`${entry.id}-`))

export const limits = (modelId: string): Limits => {
  const entry = lookup(modelId)
  return entry === undefined
    ? defaultLimits
    : { contextWindow: entry.contextWindow, maxTokens: entry.maxTokens, reasoning: entry.reasoning, extraLevels: entry.extraLevels, input: entry.input }
}

/** The price of a model as sold by `provider`, if known. */
export const price = (provider: string, modelId: string): Price | undefined => {
  const entry = lookup(modelId)
  return entry !== undefined && entry.provider === provider ? entry.price : undefined
}

export interface TokenCounts {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  /** Reasoning tokens (part of `output`), as OpenAI's APIs report them: written before `totalTokens`. */
  readonly reasoning?: number | undefined
  /** What pi's Anthropic provider adds after `cost`: one-hour cache writes, and thinking tokens when reported. */
  readonly anthropic?: { readonly cacheWrite1h: number; readonly reasoning?: number | undefined } | undefined
}

/** pi's usage object for token counts, with the cost at `price` (zero cost without one). */
export const usage = (counts: TokenCounts, price: Price | undefined): AssistantMessage.Usage => {
  const p = price ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
  const cost = {
    input: (p.input / 1_000_000) * counts.input,
    output: (p.output / 1_000_000) * counts.output,
    cacheRead: (p.cacheRead / 1_000_000) * counts.cacheRead,
    cacheWrite: (p.cacheWrite / 1_000_000) * counts.cacheWrite
  }
  return {
    input: counts.input,
    output: counts.output,
    cacheRead: counts.cacheRead,
    cacheWrite: counts.cacheWrite,
    ...(counts.reasoning === undefined ? {} : { reasoning: counts.reasoning }),
    totalTokens: counts.input + counts.output + counts.cacheRead + counts.cacheWrite,
    // pi marks a cost it computed from its prices (rather than one the provider reported)
    cost: { ...cost, total: cost.input + cost.output + cost.cacheRead + cost.cacheWrite, totalFromProvider: false },
    ...(counts.anthropic === undefined ? {} : { cacheWrite1h: counts.anthropic.cacheWrite1h }),
    ...(counts.anthropic?.reasoning === undefined ? {} : { reasoning: counts.anthropic.reasoning })
  }
}
