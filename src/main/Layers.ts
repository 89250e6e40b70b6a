/**
 * Where the layers are wired: the Node filesystem, the session store configured from the
 * environment (pi's agent directory), and the CLI's platform context. The only place that
 * reads the environment.
 */
import * as NodeContext from "@effect/platform-node/NodeContext"
import { Effect, Layer } from "effect"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import * as BuiltinTools from "../domain/BuiltinTools.js"
import * as SettingsDomain from "../domain/Settings.js"
import * as EventBus from "../services/EventBus.js"
import * as Extensions from "../services/Extensions.js"
import { Model } from "../services/Model.js"
import * as ModelProviders from "../services/ModelProviders.js"
import * as ModelRegistry from "../services/ModelRegistry.js"
import * as SessionStore from "../services/SessionStore.js"
import * as Settings from "../services/Settings.js"
import * as Shell from "../services/Shell.js"
import * as Tools from "../services/Tools.js"

/** pi's normalization of a configured path: `~`, `~/…` and `file://` URLs. */
export const expandPath = (value: string, home: string): string => {
  if (value === "~") return home
  if (value.startsWith("~/")) return path.join(home, value.slice(2))
  if (value.startsWith("file://")) return fileURLToPath(value)
  return value
}

/** `$PI_CODING_AGENT_DIR` (when set and not empty) or `~/.pi/agent`, absolute. */
export const agentDir = (env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string => {
  const configured = env.PI_CODING_AGENT_DIR
  return path.resolve(configured ? expandPath(configured, home) : path.join(home, ".pi", "agent"))
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The store configuration for this process. */
export const storeConfig = (): SessionStore.StoreConfig => ({
  agentDir: agentDir(),
  cwd: process.cwd(),
  owner: { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() },
  isAlive,
  fsync: process.env.ARBOR_FSYNC !== "0"
})

/** Everything the command line needs, configured from the environment now. */
export const cli = () => Layer.provideMerge(SessionStore.layer(storeConfig()), NodeContext.layer)

/** What the agent flags ask for. */
export interface AgentFlags {
  /** `--model` (`provider/id`, or an id); else `ARBOR_MODEL`. */
  readonly model?: string | undefined
  readonly provider?: string | undefined
  /** `--tools a,b` (`+name` / `-name` change the default) or `--no-tools` (empty); undefined: the settings' `defaultTools`. */
  readonly tools?: ReadonlyArray<string> | undefined
}

/** The model named on the command line (`--model`, else `ARBOR_MODEL`). */
export const modelSpec = (flags: AgentFlags): string | undefined => {
  const spec = flags.model?.trim() || process.env.ARBOR_MODEL?.trim()
  return spec === "" ? undefined : spec
}

/** Whether the model was chosen on the command line (it then wins over a session's record). */
export const explicitModel = (flags: AgentFlags): boolean => modelSpec(flags) !== undefined || (flags.provider?.trim() ?? "") !== ""

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
  const shell = Layer.unwrapEffect(
    Effect.map(Effect.flatMap(Settings.Settings, (s) => s.current), (s) => Shell.layer({ shellPath: s.shellPath, commandPrefix: s.shellCommandPrefix }))
  )
  const registry = ModelRegistry.layer({ agentDir: dir, env: process.env, startupModel: modelSpec(flags) }).pipe(Layer.provide(NodeHttpClient.layerUndici))
  const tools = Layer.unwrapEffect(
    Effect.map(Effect.flatMap(Settings.Settings, (s) => s.current), (s) => Tools.layer({ cwd, tools: toolNames(flags, s.defaultTools) }))
  )
  return Layer.mergeAll(Layer.effect(Model, startModel(flags)), tools, Extensions.layerNone).pipe(
    Layer.provideMerge(registry),
    Layer.provideMerge(shell),
    Layer.provideMerge(settings),
    Layer.provideMerge(EventBus.layer)
  )
}
