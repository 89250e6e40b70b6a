/**
 * The program runs from one of two CommonJS scripts, compiled through V8's code cache, so that
 * a start after the first skips compiling it (compiling the program was a third of `arbor ls`
 * and a fifth of the chat's first screen). The commands that read and edit session files run
 * from `dist/arbor-core.cjs`, which leaves out what they never load (the model providers and
 * agent, the terminal UI, RPC mode, the HTML export, the PostgreSQL store); `handles` sends any
 * other command to `dist/arbor-agent.cjs`, the whole program. `load` runs
 * `dist/arbor-context.cjs` (the `QuickContext` script, which `bin` tries before the core) the
 * same way.
 *
 * The cache lives in `<cache dir>/code/` (the cache dir as for the index cache;
 * `ARBOR_CACHE=off`: none, and the script is compiled each time), a 0700 folder. Where the
 * running Node has its own compile cache (`module.enableCompileCache`, Node 22.1 on), that is
 * the cache: Node keys it by the script's contents and its own version, checksums it, writes it
 * atomically at exit, and `module.flushCompileCache` writes it after `WRITE_AFTER` ms of a
 * program that still runs (a chat or RPC mode may be killed rather than exit).
 *
 * On an older Node (20), the smallest thing that does the same: the script is compiled by
 * `vm.Script` with V8's cached data, kept as `<name>-<bundle hash>-v8-<V8 version>-<arch>.bin`,
 * 0600; written once when it was missing or refused, at exit or after `WRITE_AFTER` ms (a chat
 * whose terminal is closed may end before its exit handlers run: Node 20 even aborts at
 * teardown there, its terminal reset failing with EIO), whole (`CacheFiles.replace`), and the
 * caches of older builds of the same bundle for the same V8 are removed then. V8 refuses a
 * cache of another V8, another script or other flags; a CRC-32 written after V8's data makes a
 * damaged one refused here too (V8 would take it, and crash the process). A cache that cannot
 * be read or written is worked without, never an error.
 */
import * as fs from "node:fs"
import * as nodeModule from "node:module"
import * as path from "node:path"
import * as vm from "node:vm"
import * as zlib from "node:zlib"
import * as CacheFiles from "../../services/store/internal/CacheFiles.js"
import * as Paths from "../../services/store/Paths.js"
import type { Checked } from "./Help.js"

/** A bundle: its name (`core`, `agent`, `context`), its file and the hash of its contents (from the build). */
export interface Bundle {
  readonly name: string
  readonly file: string
  readonly hash: string
}

/**
 * Whether the core runs this command line: any command but the agent's (the chat, `-p`, RPC
 * mode, `compact`, `replay`, `navigate --summarize`), an HTML export, or another store than
 * the session files.
 */
export const handles = (checked: Checked, store: string | undefined): boolean => {
  if (checked._tag !== "Run") return false
  if (store !== undefined && store !== "" && store !== "files") return false
  switch (checked.command.name) {
    case "arbor":
    case "compact":
    case "replay":
      return false
    case "navigate":
      return !checked.given.has("--summarize")
    case "export":
      return checked.given.get("--format") !== "html"
    default:
      return true
  }
}

/** Where the cache of `bundle` is kept under the cache directory `dir`. */
export const cacheFile = (dir: string, bundle: Bundle): string =>
  path.join(dir, "code", `${bundle.name}-${bundle.hash}-v8-${process.versions.v8}-${process.arch}.bin`)

/**
 * A code cache as written: V8's data, then the CRC-32 of it (4 bytes, little-endian). V8 checks
 * a cache's version, flags and source, not its bytes: a damaged one is refused here instead.
 */
const sealed = (data: Buffer): Buffer => {
  const crc = Buffer.alloc(4)
  crc.writeUInt32LE(zlib.crc32(data))
  return Buffer.concat([data, crc])
}

/** V8's data of a cache file read back, when its CRC-32 holds. */
const unsealed = (file: Buffer | undefined): Buffer | undefined => {
  if (file === undefined || file.length <= 4) return undefined
  const data = file.subarray(0, file.length - 4)
  return zlib.crc32(data) === file.readUInt32LE(file.length - 4) ? data : undefined
}

/** Writes the cache whole and removes the caches of older builds of `name` for this V8; failures are ignored. */
const writeCache = (name: string, file: string, data: Buffer): void => {
  if (!CacheFiles.replace(file, [data], 0o600, 0o700)) return
  const dir = path.dirname(file)
  const suffix = file.slice(file.indexOf("-v8-"))
  try {
    for (const other of fs.readdirSync(dir)) {
      if (other.startsWith(`${name}-`) && other.endsWith(suffix) && other !== path.basename(file)) fs.rmSync(path.join(dir, other), { force: true })
    }
  } catch {
    // the old caches stay until a later write
  }
}

/** How long a program runs before its code cache is written, if it has not exited by then. */
export const WRITE_AFTER = 2000

/** Node's own compile cache, when the running Node has it (22.1 on; its flush from 22.10). */
const nodeCache = nodeModule as {
  readonly enableCompileCache?: (dir: string) => unknown
  readonly flushCompileCache?: () => void
}

/** Runs `bundle` through Node's own compile cache in `dir/code`. */
const loadThroughNode = (bundle: Bundle, dir: string, enable: (dir: string) => unknown): unknown => {
  const code = path.join(dir, "code")
  try {
    fs.mkdirSync(code, { recursive: true, mode: 0o700 })
    // a cache Node cannot use (a folder it cannot write) leaves the script compiled each time
    enable(code)
  } catch {
    // no cache this time
  }
  const flush = nodeCache.flushCompileCache
  if (flush !== undefined) setTimeout(() => flush(), WRITE_AFTER).unref()
  return nodeModule.createRequire(bundle.file)(bundle.file)
}

/** Runs `bundle` (its code cache under `dir`, when given); returns what it exports. */
export const load = (bundle: Bundle, dir: string | undefined): unknown => {
  const enable = nodeCache.enableCompileCache
  if (dir !== undefined && enable !== undefined) return loadThroughNode(bundle, dir, enable)
  // ASCII (the build escapes what esbuild leaves): read as a one-byte string
  const source = fs.readFileSync(bundle.file, "latin1")
  const file = dir === undefined ? undefined : cacheFile(dir, bundle)
  const cachedData = file === undefined ? undefined : unsealed(Paths.readCacheFile(file))
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`
  const script = new vm.Script(wrapper, { filename: bundle.file, ...(cachedData === undefined ? {} : { cachedData }) })
  if (file !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    let written = false
    const write = () => {
      if (written) return
      written = true
      try {
        writeCache(bundle.name, file, sealed(script.createCachedData()))
      } catch {
        // no cache this time
      }
    }
    process.once("exit", write)
    setTimeout(write, WRITE_AFTER).unref()
  }
  const main = script.runInThisContext() as (exports: object, require: NodeRequire, module: object, filename: string, dirname: string) => void
  const module = { exports: {} }
  main.call(module.exports, module.exports, nodeModule.createRequire(bundle.file), module, bundle.file, path.dirname(bundle.file))
  return module.exports
}

/** Runs the program `bundle` (its code cache under `dir`, when given). */
export const run = (bundle: Bundle, dir: string | undefined): void => void load(bundle, dir)
