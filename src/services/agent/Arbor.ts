/**
 * Arbor wired for the common case, in one layer: everything `AgentSession.make` needs.
 *
 * - `layer(options)`: pi's files on Node, for an application that embeds Arbor. The session
 *   store (in pi's agent directory, from `Config` unless given), pi's settings files, the model
 *   registry (auth.json, models.json, API keys from the environment) with an HTTP client, the
 *   model to start with (a `"provider/id"` or the application's own @effect/ai `LanguageModel`
 *   layer), the tools given (an application's toolkit, built-in tools by name; none by
 *   default), the shell, the event bus and the extensions given (none by default).
 * - `layerMemory(options)`: the same services in memory, for tests and embedding: an in-memory
 *   store, the settings given, the offline model (or the one given), the toolkit given (none by
 *   default), the event bus.
 * - `agent(options)`: the agent's part of `layer` alone, on a `FileSystem` and `Path` the
 *   application provides (the command line puts it over its own store). Unlike `layer`, its
 *   built-in tools default to the command line's (the settings' `defaultTools`, else read,
 *   bash, edit, write).
 */
import type * as LanguageModel from "@effect/ai/LanguageModel"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Path from "@effect/platform/Path"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SettingsDomain from "../../domain/agent/Settings.js"
import type * as Json from "../../domain/format/Json.js"
import * as BuiltinTools from "../../domain/tools/BuiltinTools.js"
import * as Checkpoints from "../checkpoint/Checkpoints.js"
import * as DirEntries from "../checkpoint/DirEntries.js"
import { Model, type ModelInfo } from "../model/Model.js"
import * as ModelBridge from "../model/ModelBridge.js"
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

/**
 * `ME`, `MR`: the errors and requirements of the application's model layer; `TE`, `TR`: of its
 * toolkit layer. Both are the built layer's.
 */
export interface AgentOptions<ME = never, MR = never, TE = never, TR = never> {
  /** pi's agent directory (default: `PI_CODING_AGENT_DIR` from `Config`, else `~/.pi/agent`). */
  readonly agentDir?: string | undefined
  /** The project: where the tools work and the project's `.pi/settings.json` is (default: the process's cwd). */
  readonly cwd?: string | undefined
  /**
   * The model to start with, `provider/id` or an id (with `provider`). When neither is given:
   * the settings' `defaultProvider` / `defaultModel` when usable, else the model pi would choose
   * among those configured (`ModelRegistry.start`), else (none is) the offline responder.
   * When one is given and cannot be used, building the layer fails and says why.
   *
   * Or the application's own @effect/ai `LanguageModel` layer, as it is (`ModelBridge.layer`:
   * replies read from its stream parts, token counts as @effect/ai gives them, its own
   * configuration); `modelInfo` then says what the session files record of it.
   */
  readonly model?: string | Layer.Layer<LanguageModel.LanguageModel, ME, MR> | undefined
  readonly provider?: string | undefined
  /** With a `LanguageModel` layer as `model`: its provider, id, api and limits (see `ModelBridge.infoOf`). */
  readonly modelInfo?: Partial<ModelInfo> | undefined
  /**
   * The built-in tools: names (`read`, `bash`, ...), or changes to the default (`+grep`,
   * `-bash`); empty for none. Default: for `agent`, the settings' `defaultTools`, else read,
   * bash, edit, write; for `layer`, none.
   */
  readonly tools?: ReadonlyArray<string> | undefined
  /**
   * The application's tools (`AiToolkit.layer` for an @effect/ai toolkit, `Toolkit.layer` for
   * Arbor's own), besides the built-in ones; a name both have is the application's.
   */
  readonly toolkit?: Layer.Layer<Toolkit.Toolkit, TE, TR> | undefined
  /** Where API keys are read (default: the process's environment). */
  readonly env?: { readonly [name: string]: string | undefined } | undefined
  /** Extensions (default: none). */
  readonly extensions?: ReadonlyArray<Extensions.Extension> | undefined
  /**
   * Trust in the project's `.pi/settings.json`: `override` is `--approve` / `--no-approve`, `ask`
   * how the chat asks. Default: pi's rules (`trust.json`, `defaultProjectTrust`) with nobody to ask.
   */
  readonly trust?: Omit<ProjectTrust.Options, "agentDir" | "cwd"> | undefined
  /**
   * Checkpoints of the working directory at each turn boundary, recorded in the session, so
   * that `/tree` can bring the files back (see `Checkpoints`). Default: the settings'
   * `checkpoints.enabled` (off unless set). Kept under `<agentDir>/checkpoints/`.
   */
  readonly checkpoints?: boolean | undefined
}

export interface Options<ME = never, MR = never, TE = never, TR = never> extends AgentOptions<ME, MR, TE, TR> {
  /** Where the store keeps its index cache (default: none; files are still paged in, never read whole). */
  readonly cacheDir?: string | undefined
}

/** The built-in tools that `tools` and the settings' `defaultTools` select (unknown names are skipped). */
export const toolNames = (tools: ReadonlyArray<string> | undefined, defaultTools: ReadonlyArray<string> | undefined): ReadonlyArray<BuiltinTools.Name> => {
  const fromSettings = defaultTools === undefined ? [...BuiltinTools.DEFAULT] : SettingsDomain.selectTools(BuiltinTools.DEFAULT, defaultTools)
  const chosen = tools === undefined ? fromSettings : tools.length === 0 ? [] : SettingsDomain.selectTools(fromSettings, tools)
  return chosen.filter(BuiltinTools.isName)
}

const explicit = (model: string | undefined, provider: string | undefined): boolean => (model?.trim() ?? "") !== "" || (provider?.trim() ?? "") !== ""

/** The model to start with when it is not a layer (see `AgentOptions.model`). */
const startModel = Effect.fn("Arbor.startModel")(function*(model: string | undefined, provider: string | undefined) {
  const registry = yield* ModelRegistry.ModelRegistry
  if (explicit(model, provider)) return yield* registry.select({ model, provider })
  const settings = yield* (yield* Settings.Settings).current
  return (yield* ModelRegistry.start(registry, settings)).model
})

/** The agent's services (settings, registry, model, tools, shell, bus, extensions) on the application's files. */
export const agent = <ME = never, MR = never, TE = never, TR = never>(options: AgentOptions<ME, MR, TE, TR> = {}) =>
  Layer.unwrapEffect(
    Effect.gen(function*() {
      const agentDir = options.agentDir ?? (yield* Effect.orDie(AgentDir.config))
      const cwd = options.cwd ?? process.cwd()
      const settings = Settings.layer({ agentDir, cwd, trust: options.trust })
      const current = Effect.flatMap(Settings.Settings, (s) => s.current)
      const shell = Layer.unwrapEffect(Effect.map(current, (s) => Shell.layer({ shellPath: s.shellPath, commandPrefix: s.shellCommandPrefix })))
      const named = typeof options.model === "string" ? options.model : undefined
      const registry = ModelRegistry.layer({ agentDir, env: options.env ?? process.env, startupModel: named }).pipe(
        Layer.provide(FetchHttpClient.layer)
      )
      const model = options.model === undefined || typeof options.model === "string"
        ? Layer.effect(Model, startModel(named, options.provider))
        : ModelBridge.layer(options.model, { info: options.modelInfo })
      const toolkit = options.toolkit
      const tools = Layer.unwrapEffect(Effect.map(current, (s) => {
        const builtin = Tools.layer({ cwd, tools: toolNames(options.tools, s.defaultTools) })
        if (toolkit === undefined) return builtin
        const merged = Effect.zipWith(Effect.provide(Toolkit.Toolkit, builtin), Toolkit.Toolkit, Toolkit.merge)
        return Layer.effect(Toolkit.Toolkit, merged).pipe(Layer.provide(toolkit))
      }))
      const checkpoints = Layer.effectContext(Effect.gen(function*() {
        const { checkpoints: configured } = yield* current
        if (!(options.checkpoints ?? configured.enabled)) return Context.empty()
        const service = yield* Checkpoints.make({ root: cwd, store: Checkpoints.storeFor(agentDir, cwd), maxFileBytes: configured.maxFileBytes })
        return Context.make(Checkpoints.Checkpoints, service)
      })).pipe(Layer.provide(DirEntries.node))
      return Layer.mergeAll(model, tools, checkpoints, Extensions.layer(options.extensions ?? [])).pipe(
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

/**
 * Arbor on Node's files: the store and the agent (see the module's comment). No built-in tool
 * unless `tools` names it: the model gets no shell and no file access of its own by default.
 */
export const layer = <ME = never, MR = never, TE = never, TR = never>(options: Options<ME, MR, TE, TR> = {}) => {
  const platform = nodePlatform()
  const store = SessionStore.layer({ agentDir: options.agentDir, cwd: options.cwd }).pipe(
    Layer.provide(SessionStore.layerNodeServices(options.cacheDir).pipe(Layer.provide(platform)))
  )
  return Layer.merge(store, agent({ ...options, tools: options.tools ?? [] })).pipe(Layer.provideMerge(platform))
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
