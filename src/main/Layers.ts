/**
 * Where the layers are wired: the Node filesystem, the session store configured from the
 * environment (pi's agent directory), and the CLI's platform context. The only place that
 * reads the environment.
 */
import * as NodeContext from "@effect/platform-node/NodeContext"
import { Layer } from "effect"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import * as EventBus from "../services/EventBus.js"
import * as Extensions from "../services/Extensions.js"
import * as ModelProviders from "../services/ModelProviders.js"
import * as SessionStore from "../services/SessionStore.js"
import * as Toolkit from "../services/Toolkit.js"

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

/**
 * Whether to colour what goes to `stream`: only a terminal, and never when `NO_COLOR` is set
 * to anything (https://no-color.org).
 */
export const color = (stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean =>
  stream.isTTY === true && (env.NO_COLOR ?? "") === ""

/** The columns to lay text out in: the terminal's width (at most 100), else 80. */
export const columns = (stream: { readonly isTTY?: boolean; readonly columns?: number }): number =>
  stream.isTTY === true && typeof stream.columns === "number" && stream.columns > 20 ? Math.min(100, stream.columns) : 80

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

/**
 * What an agent needs on top of the command line's layers: the model chosen by `--model`
 * (else `ARBOR_MODEL`, else the offline model), an HTTP client for it, no tools, the event bus
 * and no extensions.
 */
export const agent = (model: string | undefined) =>
  Layer.mergeAll(
    ModelProviders.fromConfig({ model, env: process.env }).pipe(Layer.provide(NodeHttpClient.layerUndici)),
    Toolkit.layerEmpty,
    Extensions.layerNone
  ).pipe(Layer.provideMerge(EventBus.layer))
