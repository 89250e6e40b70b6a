/**
 * pi's model configuration files as far as Arbor uses them: `auth.json` (API keys saved per
 * provider: `{"anthropic": {"type": "api_key", "key": "..."}}`) and `models.json` (providers
 * and models: `{"providers": {"ollama": {"baseUrl", "api", "apiKey", "headers", "models": [...],
 * "modelOverrides": {...}}}}`), and pi's value syntax for keys and headers (`$NAME` or
 * `${NAME}` from the environment, `!command` for a command's output, `$$` and `$!` for a
 * literal `$` and `!`, anything else literally). What cannot be used is a one-line warning
 * naming the file. Pure.
 */
import * as Json from "../format/Json.js"

/** The APIs Arbor speaks. */
export const APIS = ["openai-responses", "anthropic-messages", "openai-completions"] as const
export type Api = (typeof APIS)[number]

export const isApi = (value: unknown): value is Api => APIS.some((api) => api === value)

export interface Cost {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
}

/** A model as models.json describes it (missing fields come from the provider or defaults). */
export interface ModelSpec {
  readonly id: string
  readonly name?: string | undefined
  readonly api?: Api | undefined
  readonly baseUrl?: string | undefined
  readonly reasoning?: boolean | undefined
  readonly input?: ReadonlyArray<"text" | "image"> | undefined
  readonly contextWindow?: number | undefined
  readonly maxTokens?: number | undefined
  readonly cost?: Partial<Cost> | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

export interface ProviderSpec {
  readonly name: string
  readonly baseUrl?: string | undefined
  readonly api?: Api | undefined
  /** A value in pi's syntax (see the module comment). */
  readonly apiKey?: string | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
  readonly models: ReadonlyArray<ModelSpec>
  /** Changes to models the provider already has, by id. */
  readonly modelOverrides: Readonly<Record<string, Omit<ModelSpec, "id">>>
}

export interface Parsed<A> {
  readonly value: A
  readonly warnings: ReadonlyArray<string>
}

const parseJson = (text: string, file: string): Parsed<Json.JsonObject | undefined> => {
  if (text.trim() === "") return { value: undefined, warnings: [] }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { value: undefined, warnings: [`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}); ignored`] }
  }
  return Json.isObject(value) ? { value, warnings: [] } : { value: undefined, warnings: [`${file}: must hold a JSON object; ignored`] }
}

const strings = (value: Json.Json | undefined): Readonly<Record<string, string>> | undefined => {
  if (!Json.isObject(value)) return undefined
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) if (typeof v === "string") out[k] = v
  return out
}

const positive = (value: Json.Json | undefined): number | undefined => (typeof value === "number" && value > 0 ? value : undefined)

const costOf = (value: Json.Json | undefined): Partial<Cost> | undefined => {
  if (!Json.isObject(value)) return undefined
  const out: { -readonly [K in keyof Cost]?: number } = {}
  for (const key of ["input", "output", "cacheRead", "cacheWrite"] as const) {
    const v = value[key]
    if (typeof v === "number" && v >= 0) out[key] = v
  }
  return out
}

/** The fields of a model entry other than `id`, checked (`where` names it in warnings). */
const modelFields = (value: Json.JsonObject, where: string, warnings: Array<string>): Omit<ModelSpec, "id"> => {
  const api = value.api
  if (api !== undefined && !isApi(api)) warnings.push(`${where}: api "${String(api)}" is not one Arbor speaks (${APIS.join(", ")}); it is left out`)
  const input = Array.isArray(value.input) ? value.input.filter((i): i is "text" | "image" => i === "text" || i === "image") : undefined
  return {
    name: typeof value.name === "string" ? value.name : undefined,
    api: isApi(api) ? api : undefined,
    baseUrl: typeof value.baseUrl === "string" ? value.baseUrl : undefined,
    reasoning: typeof value.reasoning === "boolean" ? value.reasoning : undefined,
    input: input === undefined || input.length === 0 ? undefined : input,
    contextWindow: positive(value.contextWindow),
    maxTokens: positive(value.maxTokens),
    cost: costOf(value.cost),
    headers: strings(value.headers)
  }
}

/** The providers of a models.json file. */
export const parseModels = (text: string, file: string): Parsed<ReadonlyArray<ProviderSpec>> => {
  const json = parseJson(text, file)
  const warnings = [...json.warnings]
  const providers = json.value?.providers
  if (json.value === undefined || providers === undefined) return { value: [], warnings }
  if (!Json.isObject(providers)) return { value: [], warnings: [...warnings, `${file}: "providers" must be an object; ignored`] }
  const out: Array<ProviderSpec> = []
  for (const [name, raw] of Object.entries(providers)) {
    if (!Json.isObject(raw)) {
      warnings.push(`${file}: provider "${name}" must be an object; ignored`)
      continue
    }
    const where = `${file}: provider "${name}"`
    const api = raw.api
    if (api !== undefined && !isApi(api)) warnings.push(`${where}: api "${String(api)}" is not one Arbor speaks (${APIS.join(", ")}); its models are left out`)
    const models: Array<ModelSpec> = []
    if (Array.isArray(raw.models)) {
      raw.models.forEach((m, i) => {
        if (!Json.isObject(m) || typeof m.id !== "string" || m.id === "") warnings.push(`${where}: models[${i}] needs an "id"; ignored`)
        else models.push({ id: m.id, ...modelFields(m, `${where}, model "${m.id}"`, warnings) })
      })
    }
    const overrides: Record<string, Omit<ModelSpec, "id">> = {}
    if (Json.isObject(raw.modelOverrides)) {
      for (const [id, o] of Object.entries(raw.modelOverrides)) if (Json.isObject(o)) overrides[id] = modelFields(o, `${where}, override "${id}"`, warnings)
    }
    out.push({
      name,
      baseUrl: typeof raw.baseUrl === "string" ? raw.baseUrl : undefined,
      api: isApi(api) ? api : undefined,
      apiKey: typeof raw.apiKey === "string" ? raw.apiKey : undefined,
      headers: strings(raw.headers),
      models,
      modelOverrides: overrides
    })
  }
  return { value: out, warnings }
}

/** The saved API keys of an auth.json file, by provider (values in pi's syntax). */
export const parseAuth = (text: string, file: string): Parsed<Readonly<Record<string, string>>> => {
  const json = parseJson(text, file)
  if (json.value === undefined) return { value: {}, warnings: json.warnings }
  const keys: Record<string, string> = {}
  const warnings: Array<string> = []
  for (const [provider, credential] of Object.entries(json.value)) {
    if (!Json.isObject(credential)) continue
    if (credential.type === "api_key" && typeof credential.key === "string") keys[provider] = credential.key
    else if (credential.type === "oauth") warnings.push(`${file}: "${provider}" signs in with OAuth, which Arbor does not do; use an API key for it`)
  }
  return { value: keys, warnings }
}

export type Value = { readonly _tag: "Literal"; readonly value: string } | { readonly _tag: "Command"; readonly command: string }

/** A key or header value in pi's syntax; `env` answers `$NAME` (an unset name gives ""). */
export const interpret = (raw: string, env: (name: string) => string | undefined): Value => {
  if (raw.startsWith("!")) return { _tag: "Command", command: raw.slice(1) }
  if (raw.startsWith("$!")) return { _tag: "Literal", value: raw.slice(1) }
  const value = raw.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced?: string, bare?: string) => match === "$$" ? "$" : (env(braced ?? bare ?? "") ?? "")
  )
  return { _tag: "Literal", value }
}

/** A model spec with an override on top (object fields such as `cost` merge field by field). */
export const override = <A extends Omit<ModelSpec, "id">>(base: A, changes: Omit<ModelSpec, "id"> | undefined): A => {
  if (changes === undefined) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    out[key] = key === "cost" || key === "headers" ? { ...((base as Record<string, unknown>)[key] as object | undefined), ...(value as object) } : value
  }
  return out as A
}
