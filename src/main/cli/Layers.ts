/**
 * Where the layers are wired: the Node filesystem, the session store configured from the
 * environment (pi's agent directory), and the CLI's platform context. The only place that
 * reads the environment: the services read theirs through `Config`, which the layers here
 * point at an `Environment` (the process's, or a test's).
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as NodeTerminal from "@effect/platform-node/NodeTerminal"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as fs from "node:fs"
import * as path from "node:path"
import type * as ProjectTrust from "../../services/agent/ProjectTrust.js"
import * as Paths from "../../services/store/Paths.js"
import * as SessionStore from "../../services/store/SessionStore.js"
import * as StatsCache from "../../services/store/StatsCache.js"
import * as Stdio from "./Stdio.js"

/** Where Arbor keeps its cache (see `Paths.cacheDir`). */
export const cacheDir = Paths.cacheDir

/** The process's surroundings that the layers are configured from. */
export interface Environment {
  readonly cwd: string
  readonly env: { readonly [name: string]: string | undefined }
}

const here = (): Environment => ({ cwd: process.cwd(), env: process.env })

/**
 * The listing's helper thread: the bundle of `ScanWorker` beside the running one
 * (`dist/arbor-scan.cjs`, for the core and agent bundles); none from the sources.
 */
const scanHelper = (): string | undefined => {
  const script = typeof __dirname === "string" ? path.join(__dirname, "arbor-scan.cjs") : undefined
  return script !== undefined && fs.existsSync(script) ? script : undefined
}

/** The store's optional services: files paged in through descriptors, the index cache and the catalog. */
export const storeServices = (environment: Environment = here()) =>
  SessionStore.layerNodeServices(cacheDir(environment.env), scanHelper()).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))

/** `Config` reads the environment's variables (the services' defaults: the agent directory, fsync). */
const configFrom = (environment: Environment) =>
  Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(environment.env).filter((e): e is [string, string] => e[1] !== undefined))))

/** The process's standard input, output and error, working directory and environment. */
export const stdio = (environment: Environment = here()): Layer.Layer<Stdio.Stdio> =>
  Layer.sync(Stdio.Stdio, () => ({
    stdin: Stdio.input(() => process.stdin),
    stdout: Stdio.output(process.stdout),
    stderr: Stdio.output(process.stderr),
    ...environment
  }))

/** The platform the command line runs on: files, paths and the terminal. */
const platform = Layer.mergeAll(NodeFileSystem.layer, NodePath.layer, NodeTerminal.layer)

/** Where sessions are kept: `$ARBOR_STORE` (which `--store URL` sets, see `StoreFlag`), else files. */
const isPostgres = (store: string) => /^postgres(ql)?:\/\//.test(store)

/** The session store a `--store` / `ARBOR_STORE` value selects (the SQL client loads only for PostgreSQL). */
const sessionStore = (store: string | undefined, environment: Environment) => {
  if (store === undefined || store === "files") {
    const files = SessionStore.layer({ cwd: environment.cwd }).pipe(Layer.provide(storeServices(environment)), Layer.provide(configFrom(environment)))
    // with the cache on, `info` records the facts of small files (see QuickInfo)
    const dir = cacheDir(environment.env)
    return dir === undefined ? files : Layer.merge(files, StatsCache.layer(dir))
  }
  if (!isPostgres(store)) {
    return Layer.fail(
      new SessionStore.StorageError({ path: store, operation: "open store", reason: "expected a postgres:// URL or `files` (--store, ARBOR_STORE)" })
    )
  }
  return Layer.unwrapEffect(
    Effect.all([Effect.promise(() => import("../../services/store/PgSessionStore.js")), SessionStore.config({ cwd: environment.cwd })]).pipe(
      Effect.map(([Pg, config]) => Pg.layer({ ...config, url: store, applicationName: `arbor ${process.pid}` }))
    )
  ).pipe(Layer.provide(configFrom(environment)))
}

/**
 * Everything the command line needs but `Stdio`, configured from the environment now (the
 * process's, unless another is given: tests run the command line in-process).
 */
export const cli = (environment: Environment = here(), store: string | undefined = environment.env.ARBOR_STORE || undefined) =>
  Layer.provideMerge(sessionStore(store, environment), platform)

/** What the agent flags ask for. */
export interface AgentFlags {
  /** `--model` (`provider/id`, or an id); else `ARBOR_MODEL`. */
  readonly model?: string | undefined
  readonly provider?: string | undefined
  /** `--tools a,b` (`+name` / `-name` change the default) or `--no-tools` (empty); undefined: the settings' `defaultTools`. */
  readonly tools?: ReadonlyArray<string> | undefined
  /** `--approve` (true) / `--no-approve` (false): trust in the project for this run; undefined: pi's rules. */
  readonly approve?: boolean | undefined
  /** How the chat asks whether to trust the project (only the chat can ask). */
  readonly askTrust?: ProjectTrust.Ask | undefined
}

/** The model named on the command line (`--model`, else `ARBOR_MODEL`). */
export const modelSpec = (flags: AgentFlags, env: Environment["env"]): string | undefined => {
  const spec = flags.model?.trim() || env.ARBOR_MODEL?.trim()
  return spec === "" ? undefined : spec
}

/** Whether the model was chosen on the command line (it then wins over a session's record). */
export const explicitModel = (flags: AgentFlags, env: Environment["env"]): boolean =>
  modelSpec(flags, env) !== undefined || (flags.provider?.trim() ?? "") !== ""

/**
 * What an agent needs on top of the command line's layers (`Arbor.agent`: pi's settings
 * files, the model registry, the model the flags or settings choose, the built-in tools in
 * the working directory, the shell, the event bus, no extensions), configured from `Stdio`'s
 * directory and environment: loaded only when an agent runs, so that read-only commands load
 * no settings, model provider, HTTP client or tool.
 */
export const agent = (flags: AgentFlags) =>
  Layer.unwrapEffect(
    Effect.gen(function*() {
      const { cwd, env } = yield* Stdio.Stdio
      const Arbor = yield* Effect.promise(() => import("../../services/agent/Arbor.js"))
      const trust = { override: flags.approve, ask: flags.askTrust }
      return Arbor.agent({ cwd, env, model: modelSpec(flags, env), provider: flags.provider, tools: flags.tools, trust }).pipe(
        Layer.provide(configFrom({ cwd, env }))
      )
    })
  )
