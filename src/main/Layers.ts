/**
 * Where the layers are wired: the Node filesystem, the session store configured from the
 * environment (pi's agent directory), and the CLI's platform context. The only place that
 * reads the environment.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as NodeTerminal from "@effect/platform-node/NodeTerminal"
import { Effect, Layer } from "effect"
import * as os from "node:os"
import * as path from "node:path"
import * as AgentDir from "../services/AgentDir.js"
import * as Catalog from "../services/Catalog.js"
import * as FilePages from "../services/FilePages.js"
import * as IndexCache from "../services/IndexCache.js"
import * as SessionStore from "../services/SessionStore.js"
import * as Stdio from "./Stdio.js"

/** pi's normalization of a configured path: `~`, `~/…` and `file://` URLs. */
export const expandPath = AgentDir.expandPath

/** `$PI_CODING_AGENT_DIR` (when set and not empty) or `~/.pi/agent`, absolute. */
export const agentDir = (env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string => AgentDir.resolve(env.PI_CODING_AGENT_DIR, home)

/**
 * Where Arbor keeps its cache (indexes of session files): `$ARBOR_CACHE_DIR` when set, else
 * `$XDG_CACHE_HOME/arbor`, else `~/.cache/arbor`; undefined when `ARBOR_CACHE=off`.
 */
export const cacheDir = (env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string | undefined => {
  if (env.ARBOR_CACHE === "off") return undefined
  if (env.ARBOR_CACHE_DIR) return path.resolve(expandPath(env.ARBOR_CACHE_DIR, home))
  if (env.XDG_CACHE_HOME) return path.join(path.resolve(env.XDG_CACHE_HOME), "arbor")
  return path.join(home, ".cache", "arbor")
}

/** The process's surroundings that the layers are configured from. */
export interface Environment {
  readonly cwd: string
  readonly env: { readonly [name: string]: string | undefined }
}

const here = (): Environment => ({ cwd: process.cwd(), env: process.env })

/** The store's optional services: files paged in through descriptors, the index cache and the catalog. */
export const storeServices = (environment: Environment = here()) => {
  const dir = cacheDir(environment.env)
  if (dir === undefined) return FilePages.layerNode
  return Layer.mergeAll(IndexCache.layer(dir), Catalog.layer(dir)).pipe(
    Layer.provideMerge(FilePages.layerNode),
    Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer))
  )
}

/** The store configuration for this process (the agent directory and fsync from the environment). */
export const storeConfig = (environment: Environment = here()): SessionStore.StoreConfig => ({
  agentDir: agentDir(environment.env),
  cwd: environment.cwd,
  owner: SessionStore.processOwner(),
  isAlive: SessionStore.isProcessAlive,
  fsync: environment.env.ARBOR_FSYNC !== "0"
})

/** The process's standard output and error, working directory and environment. */
export const stdio = (environment: Environment = here()): Layer.Layer<Stdio.Stdio> =>
  Layer.sync(Stdio.Stdio, () => ({ stdout: Stdio.output(process.stdout), stderr: Stdio.output(process.stderr), ...environment }))

/** The platform the command line runs on: files, paths and the terminal. */
const platform = Layer.mergeAll(NodeFileSystem.layer, NodePath.layer, NodeTerminal.layer)

/** Where sessions are kept: `$ARBOR_STORE` (which `--store URL` sets, see `StoreFlag`), else files. */
const isPostgres = (store: string) => /^postgres(ql)?:\/\//.test(store)

/** The session store a `--store` / `ARBOR_STORE` value selects (the SQL client loads only for PostgreSQL). */
const sessionStore = (store: string | undefined, environment: Environment) => {
  if (store === undefined || store === "files") return SessionStore.layer(storeConfig(environment)).pipe(Layer.provide(storeServices(environment)))
  if (!isPostgres(store)) {
    return Layer.fail(
      new SessionStore.StorageError({ path: store, operation: "open store", reason: "expected a postgres:// URL or `files` (--store, ARBOR_STORE)" })
    )
  }
  return Layer.unwrapEffect(
    Effect.map(
      Effect.promise(() => import("../services/PgSessionStore.js")),
      (Pg) => Pg.layer({ ...storeConfig(environment), url: store, applicationName: `arbor ${process.pid}` })
    )
  )
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
    Effect.gen(function* () {
      const { cwd, env } = yield* Stdio.Stdio
      const Arbor = yield* Effect.promise(() => import("../services/Arbor.js"))
      return Arbor.agent({ agentDir: agentDir(env), cwd, env, model: modelSpec(flags, env), provider: flags.provider, tools: flags.tools })
    })
  )
