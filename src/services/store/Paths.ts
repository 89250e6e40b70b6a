/**
 * Paths as pi and Arbor read them from the environment, with no Effect, so that the executable
 * can resolve them before Effect loads: pi's expansion of a configured path, and where Arbor
 * keeps its cache and what in it.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs"
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

/** A cache file's name for a path (a session file's index and facts, a session directory's catalog): a 64-bit FNV-style hash of it, as 16 hex digits. */
export const cacheKey = (path: string): string => {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h1 >>> 13)
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0")
}

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

/** Where the facts of the session file at `sessionPath` are kept under the cache directory `dir` (see `domain/scan/StatsFile`). */
export const statsFile = (dir: string, sessionPath: string): string => path.join(dir, "stats", `${cacheKey(sessionPath)}.json`)

/**
 * A cache file's bytes, or undefined when there are none to use: missing, unreadable, or not a
 * regular file. It is opened without blocking and checked before it is read, so that a FIFO or
 * a device put in its place makes the cache miss instead of hanging the command (a damaged
 * cache is never an error or a hang).
 */
export const readCacheFile = (file: string): Buffer | undefined => {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch {
    return undefined
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined
  } catch {
    return undefined
  } finally {
    closeSync(fd)
  }
}
