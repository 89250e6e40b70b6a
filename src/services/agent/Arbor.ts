/**
 * Arbor wired for the common case, in one layer: everything `AgentSession.make` needs.
 *
 * - `layer(options)`: pi's files on Node. The session store (in pi's agent directory, from
 *   `Config` unless given), pi's settings files, the model registry (auth.json, models.json, API
 *   keys from the environment) with an HTTP client, the model to start with, the built-in tools
 *   working in `cwd`, the shell, the event bus and the extensions given (none by default).
 * - `layerMemory(options)`: the same services in memory, for tests and embedding: an in-memory
 *   store, the settings given, the offline model (or the one given), the toolkit given (none by
 *   default), the event bus.
 * - `agent(options)`: the agent's part of `layer` alone, on a `FileSystem` and `Path` the
 *   application provides (the command line puts it over its own store).
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SettingsDomain from "../../domain/agent/Settings.js"
import type * as Json from "../../domain/format/Json.js"
import * as BuiltinTools from "../../domain/tools/BuiltinTools.js"
import { Model } from "../model/Model.js"
import * as ModelProviders from "../model/ModelProviders.js"
import * as ModelRegistry from "../model/ModelRegistry.js"
import * as AgentDir from "../store/AgentDir.js"
import * as SessionStore from "../store/SessionStore.js"
import * as Shell from "../tools/Shell.js"
import * as Toolkit from "../tools/Toolkit.js"
import * as Tools from "../tools/Tools.js"
import * as EventBus from "./EventBus.js"
import * as Extensions from "./Extensions.js"
import type * as ProjectTrust from "./ProjectTrust.js"
import * as Settings from "./Settings.js"

export interface AgentOptions {
  /** pi's agent directory (default: `PI_CODING_AGENT_DIR` from `Config`, else `~/.pi/agent`). */
  readonly agentDir?: string | undefined
  /** The project: where the tools work and the project's `.pi/settings.json` is (default: the process's cwd). */
  readonly cwd?: string | undefined
  /**
   * The model to start with, `provider/id` or an id (with `provider`). When neither is given:
   * the settings' `defaultProvider` / `defaultModel` when usable, else the model pi would choose
   * among those configured (`ModelRegistry.start`), else (none is) the offline responder.
   * When one is given and cannot be used, building the layer fails and says why.
   */
  readonly model?: string | undefined
  readonly provider?: string | undefined
  /**
   * The built-in tools: names (`read`, `bash`, ...), or changes to the default (`+grep`,
   * `-bash`); empty for none. Default: the settings' `defaultTools`, else read, bash, edit, write.
   */
  readonly tools?: ReadonlyArray<string> | undefined
  /** Where API keys are read (default: the process's environment). */
  readonly env?: { readonly [name: string]: string | undefined } | undefined
  /** Extensions (default: none). */
  readonly extensions?: ReadonlyArray<Extensions.Extension> | undefined
  /**
   * Trust in the project's `.pi/settings.json`: `override` is `--approve` / `--no-approve`, `ask`
   * how the chat asks. Default: pi's rules (`trust.json`, `defaultProjectTrust`) with nobody to ask.
   */
  readonly trust?: Omit<ProjectTrust.Options, "agentDir" | "cwd"> | undefined
}

export interface Options extends AgentOptions {
  /** Where the store keeps its index cache (default: none; files are still paged in, never read whole). */
  readonly cacheDir?: string | undefined
}

/** The built-in tools that `tools` and the settings' `defaultTools` select (unknown names are skipped). */
export const toolNames = (tools: ReadonlyArray<string> | undefined, defaultTools: ReadonlyArray<string> | undefined): ReadonlyArray<BuiltinTools.Name> => {
  const fromSettings = defaultTools === undefined ? [...BuiltinTools.DEFAULT] : SettingsDomain.selectTools(BuiltinTools.DEFAULT, defaultTools)
  const chosen = tools === undefined ? fromSettings : tools.length === 0 ? [] : SettingsDomain.selectTools(fromSettings, tools)
  return chosen.filter(BuiltinTools.isName)
}

const explicit = (options: AgentOptions): boolean => (options.model?.trim() ?? "") !== "" || (options.provider?.trim() ?? "") !== ""

/** The model to start with (see `AgentOptions.model`). */
const startModel = Effect.fn("Arbor.startModel")(function*(options: AgentOptions) {
  const registry = yield* ModelRegistry.ModelRegistry
  if (explicit(options)) return yield* registry.select({ model: options.model, provider: options.provider })
  const settings = yield* (yield* Settings.Settings).current
  return (yield* ModelRegistry.start(registry, settings)).model
})

/** The agent's services (settings, registry, model, tools, shell, bus, extensions) on the application's files. */
export const agent = (options: AgentOptions = {}) =>
  Layer.unwrapEffect(
    Effect.gen(function*() {
      const agentDir = options.agentDir ?? (yield* Effect.orDie(AgentDir.config))
      const cwd = options.cwd ?? process.cwd()
      const settings = Settings.layer({ agentDir, cwd, trust: options.trust })
      const current = Effect.flatMap(Settings.Settings, (s) => s.current)
      const shell = Layer.unwrapEffect(Effect.map(current, (s) => Shell.layer({ shellPath: s.shellPath, commandPrefix: s.shellCommandPrefix })))
      const registry = ModelRegistry.layer({ agentDir, env: options.env ?? process.env, startupModel: options.model }).pipe(
        Layer.provide(FetchHttpClient.layer)
      )
      const tools = Layer.unwrapEffect(Effect.map(current, (s) => Tools.layer({ cwd, tools: toolNames(options.tools, s.defaultTools) })))
      return Layer.mergeAll(Layer.effect(Model, startModel(options)), tools, Extensions.layer(options.extensions ?? [])).pipe(
        Layer.provideMerge(registry),
        Layer.provideMerge(shell),
        Layer.provideMerge(settings),
        Layer.provideMerge(EventBus.layer)
      )
    })
  )

/**
 * Node's `FileSystem` and `Path`, imported when the layer is built: importing this module (and the
 * root entry, which gathers it) loads nothing of `@effect/platform-node`, a peer only `layer` needs.
 */
const nodePlatform = () =>
  Layer.unwrapEffect(
    Effect.promise(async () => {
      const [fs, path] = await Promise.all([import("@effect/platform-node/NodeFileSystem"), import("@effect/platform-node/NodePath")])
      return Layer.merge(fs.layer, path.layer)
    })
  )

/** Arbor on Node's files: the store and the agent (see the module's comment). */
export const layer = (options: Options = {}) => {
  const platform = nodePlatform()
  const store = SessionStore.layer({ agentDir: options.agentDir, cwd: options.cwd }).pipe(
    Layer.provide(SessionStore.layerNodeServices(options.cacheDir).pipe(Layer.provide(platform)))
  )
  return Layer.merge(store, agent(options)).pipe(Layer.provideMerge(platform))
}

export interface MemoryOptions {
  /** The store's agent directory and working directory (defaults: `/agent`, `/`). */
  readonly agentDir?: string | undefined
  readonly cwd?: string | undefined
  /** The model (default: the offline responder, which answers every prompt by echoing it). */
  readonly model?: Layer.Layer<Model> | undefined
  /** The tools the model may call (default: none). */
  readonly toolkit?: Toolkit.Toolkit.Service | undefined
  /** pi's settings, as `settings.json` would hold them (default: pi's defaults). */
  readonly settings?: Json.JsonObject | undefined
  readonly extensions?: ReadonlyArray<Extensions.Extension> | undefined
}

/** Arbor in memory (see the module's comment). */
export const layerMemory = (options: MemoryOptions = {}) =>
  Layer.mergeAll(
    SessionStore.layerMemory({ agentDir: options.agentDir, cwd: options.cwd }),
    options.model ?? ModelProviders.layerOffline,
    options.toolkit === undefined ? Toolkit.layerEmpty : Toolkit.layer(options.toolkit),
    Settings.layerMemory(options.settings),
    Extensions.layer(options.extensions ?? [])
  ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(Path.layer))
