/**
 * pi's thinking levels and which of them a model takes: `off` for every model; `minimal`
 * through `high` for reasoning models; `xhigh` and `max` only for models that declare them.
 * A level a model does not take is clamped to the nearest lower one it does. Pure.
 */

export const LEVELS = ["off", "minimal", "low", "medium", "high", "xhigh", "max"] as const

export type Level = (typeof LEVELS)[number]

export const isLevel = (value: unknown): value is Level => LEVELS.some((level) => level === value)

/** What a model says about thinking. */
export interface Support {
  readonly reasoning: boolean
  /** The levels beyond `high` it takes (`xhigh`, `max`). */
  readonly extraLevels?: ReadonlyArray<"xhigh" | "max"> | undefined
}

/** The levels a model takes, in order. */
export const available = (model: Support): ReadonlyArray<Level> => {
  if (!model.reasoning) return ["off"]
  const extra = model.extraLevels ?? []
  return LEVELS.filter((level) => (level === "xhigh" || level === "max" ? extra.includes(level) : true))
}

/**
 * The level to use for `requested` on a model with `levels`: the level itself when taken,
 * else the highest taken level below it, else the lowest taken level. Unknown names clamp
 * as `off`.
 */
export const clamp = (requested: string, levels: ReadonlyArray<Level>): Level => {
  const wanted = isLevel(requested) ? requested : "off"
  if (levels.includes(wanted)) return wanted
  const rank = LEVELS.indexOf(wanted)
  for (const level of LEVELS.slice(0, rank).reverse()) {
    if (levels.includes(level)) return level
  }
  return levels[0] ?? "off"
}

/** The next level after `current` (wrapping), or undefined when the model has no choice. */
export const next = (current: string, levels: ReadonlyArray<Level>, direction: 1 | -1 = 1): Level | undefined => {
  if (levels.length <= 1) return undefined
  const at = levels.indexOf(clamp(current, levels))
  return levels[(at + direction + levels.length) % levels.length]
}
