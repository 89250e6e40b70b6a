/**
 * The model and the thinking level of an agent: both are entries in the tree. A switch appends
 * pi's `model_change` / `thinking_level_change`; when the leaf moves the agent takes up what
 * the new path records (`followPath`); a level is always clamped to what the model takes.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as ModelScope from "../../domain/agent/ModelScope.js"
import * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import * as ContextBuilder from "../../domain/context/Context.js"
import * as DomainError from "../../domain/format/DomainError.js"
import * as Json from "../../domain/format/Json.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { type Model, ModelError, type ModelInfo } from "../model/Model.js"
import type * as AgentRuntime from "./AgentRuntime.js"

/** The model and level operations of an agent on `rt`. */
export const make = (rt: AgentRuntime.Runtime) => {
  const { options, emit, registry, configured, liveModel, liveLevel, currentModel, levelsOf, state, append } = rt

  /** Makes `level` (clamped to the model in use) the live level, announcing a change. */
  const useLevel = (level: string) =>
    Effect.gen(function*() {
      const clamped = ThinkingLevel.clamp(level, levelsOf((yield* currentModel).info))
      const before = yield* Ref.getAndSet(liveLevel, clamped)
      if (before !== clamped) yield* emit({ type: "thinking_level_changed", level: clamped })
      return clamped
    })

  const useModel = (next: Model.Service) =>
    Effect.gen(function*() {
      const before = yield* Ref.getAndSet(liveModel, next)
      if (before !== next) yield* emit({ type: "model_changed", model: next.info })
    })

  const sameModel = (info: ModelInfo, provider: Json.Json | undefined, modelId: Json.Json | undefined) => info.provider === provider && info.modelId === modelId

  /**
   * Takes up the model and level the current path records: the model when the registry has
   * it, the level (clamped) when the path has a `thinking_level_change`. `explicit` keeps
   * what was asked for on the command line instead.
   */
  const followPath = (
    explicit: { readonly model?: boolean; readonly level?: string | undefined; readonly fallbackLevel?: string | undefined } = {}
  ) =>
    Effect.gen(function*() {
      const branch = SessionTree.branch((yield* state).tree)
      const recorded = yield* DomainError.readStored(() => ContextBuilder.settings(branch))
      const current = yield* currentModel
      if (!explicit.model && recorded.model !== null && !sameModel(current.info, recorded.model.provider, recorded.model.modelId)) {
        const { modelId, provider } = recorded.model
        if (registry !== undefined && typeof provider === "string" && typeof modelId === "string") {
          const found = yield* Effect.option(registry.get(provider, modelId))
          if (Option.isSome(found)) yield* useModel(found.value)
        }
      }
      if (explicit.level !== undefined) return yield* useLevel(explicit.level)
      const hasLevel = branch.some((e) => e.type === "thinking_level_change")
      if (hasLevel && typeof recorded.thinkingLevel === "string") return yield* useLevel(recorded.thinkingLevel)
      return yield* useLevel(explicit.fallbackLevel ?? (yield* Ref.get(liveLevel)))
    })

  /** A brand-new session records its model and thinking level first (in memory until its first message). */
  const recordModel = Effect.gen(function*() {
    const info = (yield* currentModel).info
    yield* append((stamp) => Session.Command.ModelChange({ ...stamp, provider: info.provider, modelId: info.modelId }))
    const thinkingLevel = yield* Ref.get(liveLevel)
    yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel }))
  })

  /** pi's reconciliation at the start of a run: the path records the level the run uses. */
  const recordLevel = Effect.gen(function*() {
    const level = yield* Ref.get(liveLevel)
    const branch = SessionTree.branch((yield* state).tree)
    const recorded = (yield* DomainError.readStored(() => ContextBuilder.settings(branch))).thinkingLevel
    if (recorded !== level) yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: level }))
  })

  const setThinkingLevel = (level: string) =>
    Effect.gen(function*() {
      const before = yield* Ref.get(liveLevel)
      const clamped = yield* useLevel(level)
      if (clamped !== before) yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: clamped }))
      return clamped
    })

  const cycleThinkingLevel = (direction: 1 | -1 = 1) =>
    Effect.gen(function*() {
      const next = ThinkingLevel.next(yield* Ref.get(liveLevel), levelsOf((yield* currentModel).info), direction)
      return next === undefined ? undefined : yield* setThinkingLevel(next)
    })

  const setModel = (provider: string, modelId: string) =>
    Effect.gen(function*() {
      const current = yield* currentModel
      const next = sameModel(current.info, provider, modelId)
        ? current
        : registry === undefined
        ? yield* new ModelError({ provider, reason: `Model not found: ${provider}/${modelId}` })
        : yield* registry.get(provider, modelId)
      yield* useModel(next)
      yield* append((stamp) => Session.Command.ModelChange({ ...stamp, provider: next.info.provider, modelId: next.info.modelId }))
      yield* setThinkingLevel(yield* Ref.get(liveLevel))
      return next.info
    })

  // the offline responder is no choice once real models exist (asked for by name, it is left by a cycle)
  const availableModels = Effect.gen(function*() {
    const current = (yield* currentModel).info
    const listed = registry === undefined ? [] : yield* registry.available
    const offline = current.provider === "offline" && listed.length > 0
    return offline || listed.some((m) => sameModel(m, current.provider, current.modelId)) ? listed : [...listed, current]
  })

  /**
   * The next (or previous) model: among `within` (`provider/id` keys, Ctrl+P's scope, in the
   * cycle's order) when one of them is available, else among every available model.
   */
  const cycleModel = (direction: 1 | -1 = 1, within?: ReadonlyArray<string>) =>
    Effect.gen(function*() {
      const available = yield* availableModels
      const scoped = (within ?? []).flatMap((k) => available.filter((m) => ModelScope.key(m) === k))
      const models = scoped.length > 0 ? scoped : available
      const current = (yield* currentModel).info
      const at = models.findIndex((m) => sameModel(m, current.provider, current.modelId))
      if (models.length === 0 || (models.length === 1 && at >= 0)) return undefined
      const next = models[at < 0 ? (direction === 1 ? 0 : models.length - 1) : (at + direction + models.length) % models.length] as ModelInfo
      const model = yield* setModel(next.provider, next.modelId)
      return { model, thinkingLevel: yield* Ref.get(liveLevel) } satisfies ModelCycle
    })

  /** The start: the level asked for, else the path's, else the settings' default; a new session records its model and level. */
  const start = Effect.gen(function*() {
    const startLevel = options.thinkingLevel ?? configured.defaultThinkingLevel
    if (SessionTree.count((yield* state).tree) === 0) {
      yield* useLevel(startLevel)
      yield* recordModel
    } else yield* followPath({ model: options.explicitModel === true, level: options.thinkingLevel, fallbackLevel: startLevel })
  })

  return {
    useLevel,
    useModel,
    sameModel,
    followPath,
    recordModel,
    recordLevel,
    setThinkingLevel,
    cycleThinkingLevel,
    setModel,
    availableModels,
    cycleModel,
    start
  }
}

/** What `cycleModel` switched to. */
export interface ModelCycle {
  readonly model: ModelInfo
  readonly thinkingLevel: ThinkingLevel.Level
}

/** What `make` gives. */
export type Models = ReturnType<typeof make>
