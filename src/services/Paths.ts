/**
 * Paths as pi and Arbor read them from the environment, with no Effect, so that the executable
 * can resolve them before Effect loads: pi's expansion of a configured path, and where Arbor
 * keeps its cache.
 */
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

/** pi's normalization of a configured path: `~`, `~/…` and `file://` URLs. */
export const expandPath = (value: string, home: string): string => {
  if (value === "~") return home
  if (value.startsWith("~/")) return path.join(home, value.slice(2))
  if (value.startsWith("file://")) return fileURLToPath(value)
  return value
}

/** pi's agent directory for a configured value (`PI_CODING_AGENT_DIR`; empty or absent: `~/.pi/agent`), absolute. */
export const agentDir = (configured: string | undefined, home: string): string =>
  path.resolve(configured ? expandPath(configured, home) : path.join(home, ".pi", "agent"))

/**
 * Where Arbor keeps its cache (indexes of session files, the command line's compiled code):
 * `$ARBOR_CACHE_DIR` when set, else `$XDG_CACHE_HOME/arbor`, else `~/.cache/arbor`; undefined
 * when `ARBOR_CACHE=off`.
 */
export const cacheDir = (env: { readonly [name: string]: string | undefined } = process.env, home = os.homedir()): string | undefined => {
  if (env.ARBOR_CACHE === "off") return undefined
  if (env.ARBOR_CACHE_DIR) return path.resolve(expandPath(env.ARBOR_CACHE_DIR, home))
  if (env.XDG_CACHE_HOME) return path.join(path.resolve(env.XDG_CACHE_HOME), "arbor")
  return path.join(home, ".cache", "arbor")
}
