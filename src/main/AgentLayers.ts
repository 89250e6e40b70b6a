/**
 * The layers of an agent (print, RPC and chat modes, `compact`, `navigate --summarize`): pi's
 * settings files, the model registry, the model to start with, the built-in tools, the shell,
 * the event bus and no extensions. Imported only when an agent runs (`Layers.agent`).
 */
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import { Effect, Layer } from "effect"
import * as BuiltinTools from "../domain/BuiltinTools.js"
import * as SettingsDomain from "../domain/Settings.js"
import * as EventBus from "../services/EventBus.js"
import * as Extensions from "../services/Extensions.js"
import { Model } from "../services/Model.js"
import * as ModelProviders from "../services/ModelProviders.js"
import * as ModelRegistry from "../services/ModelRegistry.js"
import * as Settings from "../services/Settings.js"
import * as Shell from "../services/Shell.js"
import * as Tools from "../services/Tools.js"
import { agentDir, type AgentFlags, explicitModel, modelSpec } from "./Layers.js"

/**
 * The model to start with: the one the command line names (failing with the reason when it
 * cannot be used), else the settings' `defaultProvider` / `defaultModel` when usable, else the
 * offline responder.
 */
const startModel = (flags: AgentFlags) =>
  Effect.gen(function* () {
    const registry = yield* ModelRegistry.ModelRegistry
    if (explicitModel(flags)) return yield* registry.select({ model: modelSpec(flags), provider: flags.provider })
    const settings = yield* (yield* Settings.Settings).current
    if (settings.defaultProvider === undefined && settings.defaultModel === undefined) return ModelProviders.offline
    return yield* registry.select({ model: settings.defaultModel, provider: settings.defaultProvider }).pipe(Effect.orElseSucceed(() => ModelProviders.offline))
  })

/** The built-in tools the flags and settings select (unknown names in the settings are skipped). */
export const toolNames = (flags: AgentFlags, defaultTools: ReadonlyArray<string> | undefined): ReadonlyArray<BuiltinTools.Name> => {
  const fromSettings = defaultTools === undefined ? [...BuiltinTools.DEFAULT] : SettingsDomain.selectTools(BuiltinTools.DEFAULT, defaultTools)
  const chosen = flags.tools === undefined ? fromSettings : flags.tools.length === 0 ? [] : SettingsDomain.selectTools(fromSettings, flags.tools)
  return chosen.filter(BuiltinTools.isName)
}

/**
 * What an agent needs on top of the command line's layers: pi's settings files, the model
 * registry (auth.json, models.json, the environment) with an HTTP client, the model to start
 * with, the built-in tools working in this directory, the shell, the event bus and no
 * extensions.
 */
export const agent = (flags: AgentFlags) => {
  const dir = agentDir()
  const cwd = process.cwd()
  const settings = Settings.layer({ agentDir: dir, cwd })
  const current = Effect.flatMap(Settings.Settings, (s) => s.current)
  const shell = Layer.unwrapEffect(Effect.map(current, (s) => Shell.layer({ shellPath: s.shellPath, commandPrefix: s.shellCommandPrefix })))
  const registry = ModelRegistry.layer({ agentDir: dir, env: process.env, startupModel: modelSpec(flags) }).pipe(Layer.provide(NodeHttpClient.layerUndici))
  const tools = Layer.unwrapEffect(Effect.map(current, (s) => Tools.layer({ cwd, tools: toolNames(flags, s.defaultTools) })))
  return Layer.mergeAll(Layer.effect(Model, startModel(flags)), tools, Extensions.layerNone).pipe(
    Layer.provideMerge(registry),
    Layer.provideMerge(shell),
    Layer.provideMerge(settings),
    Layer.provideMerge(EventBus.layer)
  )
}
