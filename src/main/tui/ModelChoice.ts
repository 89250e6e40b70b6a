/**
 * What the chat says and lists about models and thinking levels: a model's `provider/id`, the
 * model selector's rows, the model a `/model` argument names, and the status lines of a switch.
 * Pure: the view asks the controller and shows what these return.
 */
import type * as ListPicker from "./ListPicker.js"

/** What these functions read of a model. */
export interface Model {
  readonly provider: string
  readonly modelId: string
  readonly name?: string | undefined
  readonly contextWindow: number
  readonly reasoning: boolean
}

/** `provider/id`: a model's key in the selector and in `/model`. */
export const key = (model: { readonly provider: string; readonly modelId: string }): string => `${model.provider}/${model.modelId}`

/** The selector's rows: the key, then the display name when it differs from the id, the context window in thousands, and whether it reasons. */
export const items = (models: ReadonlyArray<Model>): ReadonlyArray<ListPicker.Item> =>
  models.map((m) => ({
    key: key(m),
    label: key(m),
    detail: [m.name !== undefined && m.name !== m.modelId ? m.name : undefined, `${Math.round(m.contextWindow / 1000)}k`, m.reasoning ? "reasoning" : undefined]
      .filter((d) => d !== undefined)
      .join(" · ")
  }))

/**
 * The model `/model spec` names: `provider/id` as given (a model the registry may still find),
 * or an id that one available model has; undefined for an id no model has.
 */
export const resolve = (models: ReadonlyArray<Model>, spec: string): { readonly provider: string; readonly modelId: string } | undefined => {
  const slash = spec.indexOf("/")
  const exact = models.find((m) => key(m) === spec) ?? (slash < 0 ? models.find((m) => m.modelId === spec) : undefined)
  const provider = exact?.provider ?? (slash < 0 ? "" : spec.slice(0, slash))
  const modelId = exact?.modelId ?? (slash < 0 ? spec : spec.slice(slash + 1))
  return provider === "" ? undefined : { provider, modelId }
}

/** The status after a switch: the model, and its thinking level when it reasons. */
export const announce = (model: Pick<Model, "provider" | "modelId" | "reasoning">, level: string): string =>
  `Model: ${key(model)}${model.reasoning ? ` · thinking ${level}` : ""}`

/** Why `level` is refused for `model`, which takes `levels`. */
export const refuseLevel = (model: Pick<Model, "provider" | "modelId" | "reasoning">, level: string, levels: ReadonlyArray<string>): string =>
  model.reasoning ? `Unknown thinking level ${level}; ${key(model)} takes ${levels.join(", ")}` : `${key(model)} does not think; the level stays off`
