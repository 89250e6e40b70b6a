/**
 * Which models Ctrl+P cycles through: pi's model patterns (the `enabledModels` setting, what
 * `/scoped-models` saves) matched against the available models. A pattern is `provider/id` or a
 * bare `id`, with `*` and `?` as wildcards, case ignored; a trailing `:level` (pi's thinking
 * level pin, as in `anthropic/*:high`) is set aside. Pure.
 */
import * as ThinkingLevel from "./ThinkingLevel.js"

/** A model as the scope sees it. */
export interface Named {
  readonly provider: string
  readonly modelId: string
}

/** `provider/id`: how a scope names a model. */
export const key = (model: Named): string => `${model.provider}/${model.modelId}`

/** The pattern without a thinking-level pin (`:high`); an id's own colons (`llama3:8b`) stay. */
const withoutPin = (pattern: string): string => {
  const colon = pattern.lastIndexOf(":")
  return colon > 0 && ThinkingLevel.isLevel(pattern.slice(colon + 1)) ? pattern.slice(0, colon) : pattern
}

/** `*` any text, `?` one character, everything else itself. */
const glob = (pattern: string): RegExp => {
  const body = Array.from(pattern, (c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^$|()[\]{}\\/]/g, "\\$&"))).join("")
  return new RegExp(`^${body}$`, "i")
}

/** Whether `pattern` names `model`: its `provider/id`, or (without a slash) its id. */
export const matches = (pattern: string, model: Named): boolean => {
  const bare = withoutPin(pattern.trim())
  const re = glob(bare)
  return bare.includes("/") ? re.test(key(model)) : re.test(model.modelId) || re.test(key(model))
}

/**
 * The models `patterns` select, in the patterns' order (the cycle's order), each once; the
 * models' own order among those one pattern selects.
 */
export const select = <M extends Named>(patterns: ReadonlyArray<string>, models: ReadonlyArray<M>): ReadonlyArray<M> => {
  const chosen: Array<M> = []
  for (const pattern of patterns) {
    for (const model of models) if (!chosen.includes(model) && matches(pattern, model)) chosen.push(model)
  }
  return chosen
}
