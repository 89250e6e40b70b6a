/**
 * The models Arbor can use, and the model port for each: Anthropic and OpenAI (the catalog's
 * models and any other id) when a key is configured; Arbor's `openai-compatible` server when
 * `ARBOR_BASE_URL` is set; the providers of pi's `models.json` (OpenAI-, Anthropic- or
 * Chat-Completions-compatible endpoints); and the offline responder, which is offered only when
 * none of them is (it can still be asked for by name). `start` chooses the model a new session
 * starts on, as pi does.
 *
 * Keys come, as pi takes them, from `auth.json` first, then `models.json`'s `apiKey`, then the
 * provider's environment variable (`ANTHROPIC_API_KEY`, `OPENAI_API_KEY`; `ARBOR_API_KEY`
 * for `openai-compatible`). A key written as `!command` is the command's output, run once per
 * process. Base URLs: `models.json`'s, else `ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL`;
 * `ARBOR_BASE_URL` points the provider of `--model` / `ARBOR_MODEL` elsewhere. Each model
 * port is built once, when first asked for.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as ModelCatalog from "../../domain/agent/ModelCatalog.js"
import * as ModelConfig from "../../domain/agent/ModelConfig.js"
import { Shell } from "../tools/Shell.js"
import { Model, ModelError, type ModelInfo } from "./Model.js"
import * as ModelProviders from "./ModelProviders.js"

export interface Config {
  readonly agentDir: string
  readonly env: { readonly [name: string]: string | undefined }
  /** `--model` (else `ARBOR_MODEL`): `ARBOR_BASE_URL` applies to its provider. */
  readonly startupModel?: string | undefined
}

/** What `--model` / `--provider` ask for. */
export interface Selector {
  /** `provider/id`, or an id that one available model has. */
  readonly model?: string | undefined
  readonly provider?: string | undefined
}

export declare namespace ModelRegistry {
  export interface Service {
    /**
     * Every model that can be used now (its provider has what it needs): the built-in
     * providers' first, then models.json's in file order. Only the offline responder when
     * there is none.
     */
    readonly available: Effect.Effect<ReadonlyArray<ModelInfo>>
    /** The model port for `provider/modelId`; fails with a one-line reason. */
    readonly get: (provider: string, modelId: string) => Effect.Effect<Model.Service, ModelError>
    /** The model a `--model` / `--provider` pair names. */
    readonly select: (selector: Selector) => Effect.Effect<Model.Service, ModelError>
    /** What was wrong in auth.json and models.json. */
    readonly warnings: ReadonlyArray<string>
  }
}

export class ModelRegistry extends Effect.Tag("arbor/ModelRegistry")<ModelRegistry, ModelRegistry.Service>() {}

interface Provider {
  readonly name: string
  readonly api: ModelConfig.Api | undefined
  readonly baseUrl: string | undefined
  /** The key in pi's value syntax, where it came from. */
  readonly key: string | undefined
  readonly headers: Readonly<Record<string, string>> | undefined
  /** Takes model ids it does not list (the built-in providers). */
  readonly open: boolean
  /** Whether it can be used (a key, or a URL for servers that need no key). */
  readonly usable: boolean
  /** Why not, when it cannot. */
  readonly missing: string | undefined
  readonly models: ReadonlyArray<ModelConfig.ModelSpec>
  readonly overrides: Readonly<Record<string, Omit<ModelConfig.ModelSpec, "id">>>
}

const BUILTIN = ["anthropic", "openai", "openai-compatible"] as const

const specOf = (known: ModelCatalog.KnownModel): ModelConfig.ModelSpec => ({
  id: known.id,
  name: known.name,
  reasoning: known.reasoning,
  input: known.input,
  contextWindow: known.contextWindow,
  maxTokens: known.maxTokens
})

/** A provider's listed models: its own first, then models.json's (replacing same ids). */
const listed = (base: ReadonlyArray<ModelConfig.ModelSpec>, extra: ReadonlyArray<ModelConfig.ModelSpec>) => {
  const ids = new Set(extra.map((m) => m.id))
  return [...base.filter((m) => !ids.has(m.id)), ...extra]
}

const make = (config: Config) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const shell = yield* Shell
    const scope = yield* Effect.scope
    const context = yield* Effect.context<HttpClient.HttpClient>()
    const env = (name: string) => {
      const value = config.env[name]?.trim()
      return value === undefined || value === "" ? undefined : value
    }
    const read = (name: string) =>
      fs.readFileString(`${config.agentDir}/${name}`).pipe(
        Effect.map(Option.some),
        Effect.catchAll((error) =>
          error._tag === "SystemError" && error.reason === "NotFound"
            ? Effect.succeed(Option.none<string>())
            : Effect.succeed(Option.some(`\u0000${error.message}`))
        )
      )
    const warnings: Array<string> = []
    const load = <A>(name: string, parse: (text: string, file: string) => ModelConfig.Parsed<A>, empty: A): Effect.Effect<A> =>
      Effect.map(read(name), (text) => {
        const file = `${config.agentDir}/${name}`
        if (Option.isNone(text)) return empty
        if (text.value.startsWith("\u0000")) {
          warnings.push(`${file}: cannot be read (${text.value.slice(1)}); ignored`)
          return empty
        }
        const parsed = parse(text.value, file)
        warnings.push(...parsed.warnings)
        return parsed.value
      })
    const auth = yield* load("auth.json", ModelConfig.parseAuth, {})
    const configured = yield* load("models.json", ModelConfig.parseModels, [])
    const configuredBy = new Map(configured.map((p) => [p.name, p]))

    const startupProvider = config.startupModel?.includes("/") ? config.startupModel.slice(0, config.startupModel.indexOf("/")) : undefined
    const arborBaseUrl = (name: string) => (startupProvider === name ? env("ARBOR_BASE_URL") : undefined)

    const builtin = (name: (typeof BUILTIN)[number]): Provider => {
      const file = configuredBy.get(name)
      const key = auth[name] ?? file?.apiKey
      switch (name) {
        case "anthropic":
        case "openai": {
          const variable = name === "anthropic" ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY"
          const resolvedKey = key ?? env(variable)
          return {
            name,
            api: name === "anthropic" ? "anthropic-messages" : "openai-responses",
            baseUrl: arborBaseUrl(name) ?? file?.baseUrl ?? env(name === "anthropic" ? "ANTHROPIC_BASE_URL" : "OPENAI_BASE_URL"),
            key: resolvedKey,
            headers: file?.headers,
            open: true,
            usable: resolvedKey !== undefined,
            missing: `${variable} is not set; export it, save a key in ${config.agentDir}/auth.json, or choose another model with --model`,
            models: listed(ModelCatalog.ofProvider(name).map(specOf), file?.models ?? []),
            overrides: file?.modelOverrides ?? {}
          }
        }
        case "openai-compatible": {
          const baseUrl = file?.baseUrl ?? env("ARBOR_BASE_URL") ?? env("OPENAI_BASE_URL")
          const startupId = startupProvider === name ? config.startupModel?.slice(name.length + 1).trim() : undefined
          return {
            name,
            api: "openai-completions",
            baseUrl,
            key: key ?? env("ARBOR_API_KEY"),
            headers: file?.headers,
            open: true,
            usable: baseUrl !== undefined,
            missing: "no server URL; set ARBOR_BASE_URL (for example http://127.0.0.1:8080/v1)",
            models: listed(startupId ? [{ id: startupId }] : [], file?.models ?? []),
            overrides: file?.modelOverrides ?? {}
          }
        }
      }
    }

    const providers = new Map<string, Provider>(BUILTIN.map((name) => [name, builtin(name)]))
    for (const spec of configured) {
      if (providers.has(spec.name) || spec.name === "offline") continue
      providers.set(spec.name, {
        name: spec.name,
        api: spec.api,
        baseUrl: spec.baseUrl,
        key: auth[spec.name] ?? spec.apiKey,
        headers: spec.headers,
        open: false,
        usable: spec.baseUrl !== undefined || spec.models.some((m) => m.baseUrl !== undefined),
        missing: `no "baseUrl" in ${config.agentDir}/models.json`,
        models: spec.models,
        overrides: spec.modelOverrides
      })
      if (spec.baseUrl === undefined && !spec.models.some((m) => m.baseUrl !== undefined)) {
        warnings.push(`${config.agentDir}/models.json: provider "${spec.name}" has no "baseUrl"; its models are left out`)
      }
    }

    const unknownProvider = (provider: string) =>
      new ModelError({
        provider,
        reason: `unknown model provider "${provider}"; use ${[...providers.keys()].map((p) => `${p}/<id>`).join(", ")} or offline`
      })

    /** The model's description: the catalog's limits, then what models.json says. */
    const infoOf = (provider: Provider, modelId: string): ModelInfo | undefined => {
      const listedSpec = provider.models.find((m) => m.id === modelId)
      if (listedSpec === undefined && !provider.open) return undefined
      const spec = ModelConfig.override(listedSpec ?? { id: modelId }, provider.overrides[modelId])
      const api = spec.api ?? provider.api
      if (api === undefined) return undefined
      const limits = ModelCatalog.limits(modelId)
      const known = ModelCatalog.lookup(modelId)
      const price = ModelCatalog.price(provider.name, modelId)
      const cost = spec.cost === undefined ? undefined : { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, ...price, ...spec.cost }
      const baseUrl = spec.baseUrl ?? provider.baseUrl
      return {
        provider: provider.name,
        modelId,
        api,
        contextWindow: spec.contextWindow ?? limits.contextWindow,
        maxTokens: spec.maxTokens ?? limits.maxTokens,
        reasoning: spec.reasoning ?? limits.reasoning,
        extraLevels: spec.reasoning === false ? [] : limits.extraLevels,
        name: spec.name ?? (known?.id === modelId ? known.name : modelId),
        input: spec.input ?? limits.input,
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(cost === undefined ? {} : { cost })
      }
    }

    const commandKeys = new Map<string, string>()
    /** A key in pi's syntax as the key itself (a command runs once). */
    const keyOf = (provider: Provider): Effect.Effect<string | undefined, ModelError> =>
      Effect.gen(function*() {
        if (provider.key === undefined) return undefined
        const value = ModelConfig.interpret(provider.key, env)
        if (value._tag === "Literal") return value.value === "" ? undefined : value.value
        const cached = commandKeys.get(value.command)
        if (cached !== undefined) return cached
        const ran = yield* shell.run(value.command, { cwd: config.agentDir, timeout: "10 seconds" }).pipe(
          Effect.mapError((e) => new ModelError({ provider: provider.name, reason: `the key command failed: ${e.message}` }))
        )
        const key = ran.output.trim()
        if (ran.exitCode !== 0 || key === "") {
          return yield* new ModelError({
            provider: provider.name,
            reason: `the key command \`${value.command}\` ${
              ran.timedOut ? "timed out" : ran.exitCode !== 0 ? `exited with code ${ran.exitCode}` : "printed nothing"
            }`
          })
        }
        commandKeys.set(value.command, key)
        return key
      })

    const headersOf = (provider: Provider, info: ModelInfo) => {
      const spec = provider.models.find((m) => m.id === info.modelId)
      const raw = { ...provider.headers, ...spec?.headers }
      const out: Record<string, string> = {}
      for (const [name, value] of Object.entries(raw)) {
        const v = ModelConfig.interpret(value, env)
        if (v._tag === "Literal") out[name] = v.value
      }
      return Object.keys(out).length === 0 ? undefined : out
    }

    const built = yield* Ref.make(new Map<string, Model.Service>())

    const get = Effect.fn("ModelRegistry.get")(function*(providerName: string, modelId: string) {
      yield* Effect.annotateCurrentSpan({ provider: providerName, model: modelId })
      if (providerName === "offline") return ModelProviders.offline
      const provider = providers.get(providerName)
      if (provider === undefined) return yield* unknownProvider(providerName)
      if (modelId.trim() === "") return yield* new ModelError({ provider: providerName, reason: `no model id; use --model ${providerName}/<id>` })
      if (!provider.usable) return yield* new ModelError({ provider: providerName, reason: provider.missing ?? "not configured" })
      const info = infoOf(provider, modelId)
      if (info === undefined) return yield* new ModelError({ provider: providerName, reason: `Model not found: ${providerName}/${modelId}` })
      const cacheKey = `${providerName}/${modelId}`
      const existing = (yield* Ref.get(built)).get(cacheKey)
      if (existing !== undefined) return existing
      const apiKey = yield* keyOf(provider)
      const headers = headersOf(provider, info)
      const selection = ((): ModelProviders.Selection | ModelError => {
        switch (info.api) {
          case "anthropic-messages":
          case "openai-responses":
            if (apiKey === undefined) return new ModelError({ provider: providerName, reason: provider.missing ?? "no API key" })
            return { _tag: info.api === "anthropic-messages" ? "anthropic" : "openai", modelId, apiKey, baseUrl: info.baseUrl, headers, info }
          case "openai-completions":
            if (info.baseUrl === undefined) return new ModelError({ provider: providerName, reason: provider.missing ?? "no server URL" })
            return { _tag: "openai-compatible", modelId, baseUrl: info.baseUrl, apiKey, headers, info }
          default:
            return new ModelError({ provider: providerName, reason: `api "${info.api}" is not one Arbor speaks` })
        }
      })()
      if (selection instanceof ModelError) return yield* selection
      const ctx = yield* Layer.buildWithScope(ModelProviders.layerFor(selection), scope).pipe(Effect.provide(context))
      const service = Context.get(ctx, Model)
      yield* Ref.update(built, (m) => new Map(m).set(cacheKey, service))
      return service
    })

    const available = Effect.withSpan(
      Effect.sync(() => {
        const out: Array<ModelInfo> = []
        for (const provider of providers.values()) {
          if (!provider.usable) continue
          for (const spec of provider.models) {
            const info = infoOf(provider, spec.id)
            if (info !== undefined) out.push(info)
          }
        }
        return out.length === 0 ? [ModelProviders.offlineInfo] : out
      }),
      "ModelRegistry.available"
    )

    const select = Effect.fn("ModelRegistry.select")(function*(selector: Selector) {
      const spec = selector.model?.trim() ?? ""
      if (selector.provider !== undefined && selector.provider.trim() !== "") {
        const provider = selector.provider.trim()
        if (spec !== "") return yield* get(provider, spec.startsWith(`${provider}/`) ? spec.slice(provider.length + 1) : spec)
        if (provider === "offline") return yield* get("offline", "offline")
        const first = providers.get(provider)?.models[0]
        if (first === undefined) return providers.has(provider) ? yield* get(provider, "") : yield* unknownProvider(provider)
        return yield* get(provider, first.id)
      }
      if (spec === "" || spec === "offline" || spec.startsWith("offline/")) return yield* get("offline", "offline")
      const slash = spec.indexOf("/")
      const prefix = slash < 0 ? spec : spec.slice(0, slash)
      if (providers.has(prefix)) return yield* get(prefix, slash < 0 ? "" : spec.slice(slash + 1).trim())
      // an id alone: the one available model that has it
      const matching = (yield* available).filter((m) => m.modelId === spec)
      if (matching.length === 1) return yield* get(matching[0]!.provider, spec)
      if (matching.length > 1) {
        return yield* new ModelError({
          provider: prefix,
          reason: `"${spec}" is a model of ${matching.map((m) => m.provider).join(", ")}; say which with provider/${spec}`
        })
      }
      return yield* unknownProvider(prefix)
    })

    return ModelRegistry.of({ available, get, select, warnings })
  })

/** The model a new session starts on, and what to tell about how it was chosen. */
export interface Start {
  readonly model: Model.Service
  /** Why the settings' default model was passed over, or why the choice could not be built. */
  readonly warnings: ReadonlyArray<string>
}

/**
 * The model a new session starts on when none is asked for, as pi chooses it: the settings'
 * `defaultProvider` / `defaultModel` when it can be used, else `ModelCatalog.initialChoice`
 * among the available models, else (nothing configured) the offline responder.
 */
export const start = (
  registry: ModelRegistry.Service,
  settings: { readonly defaultProvider?: string | undefined; readonly defaultModel?: string | undefined }
): Effect.Effect<Start> =>
  Effect.gen(function*() {
    const warnings: Array<string> = []
    if (settings.defaultProvider !== undefined || settings.defaultModel !== undefined) {
      const chosen = yield* Effect.either(registry.select({ model: settings.defaultModel, provider: settings.defaultProvider }))
      if (chosen._tag === "Right") return { model: chosen.right, warnings }
      warnings.push(`the default model in the settings cannot be used (${chosen.left.message})`)
    }
    let model = ModelProviders.offline
    const choice = ModelCatalog.initialChoice(yield* registry.available)
    if (choice !== undefined && choice.provider !== ModelProviders.offlineInfo.provider) {
      const built = yield* Effect.either(registry.get(choice.provider, choice.modelId))
      if (built._tag === "Right") model = built.right
      else warnings.push(`${choice.provider}/${choice.modelId} cannot be used (${built.left.message})`)
    }
    const using = model === ModelProviders.offline ? "the offline responder" : `${model.info.provider}/${model.info.modelId}`
    return { model, warnings: warnings.map((w, i) => (i === warnings.length - 1 ? `${w}; using ${using}` : w)) }
  })

/** The registry on this machine's configuration (auth.json and models.json in `agentDir`). */
export const layer = (config: Config): Layer.Layer<ModelRegistry, never, FileSystem.FileSystem | HttpClient.HttpClient | Shell> =>
  Layer.scoped(ModelRegistry, make(config))

/** A registry that knows only the given models (for tests and embedding): the first is the default. */
export const layerOf = (models: ReadonlyArray<Model.Service>): Layer.Layer<ModelRegistry> =>
  Layer.succeed(
    ModelRegistry,
    ModelRegistry.of({
      available: Effect.succeed(models.map((m) => m.info)),
      get: (provider, modelId) => {
        const found = models.find((m) => m.info.provider === provider && m.info.modelId === modelId)
        return found === undefined ? Effect.fail(new ModelError({ provider, reason: `Model not found: ${provider}/${modelId}` })) : Effect.succeed(found)
      },
      select: (selector) => {
        const found = models.find((m) => `${m.info.provider}/${m.info.modelId}` === selector.model || m.info.modelId === selector.model)
        return found === undefined
          ? Effect.fail(new ModelError({ provider: selector.provider ?? "", reason: `Model not found: ${selector.model ?? ""}` }))
          : Effect.succeed(found)
      },
      warnings: []
    })
  )
