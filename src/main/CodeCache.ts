/**
 * The commands that read and edit session files run from `dist/arbor-core.cjs`: the program as
 * one CommonJS script, compiled through `vm.Script` with V8's code cache, so that a start after
 * the first skips compiling it (Node 20's ES module loader keeps no code cache, and compiling
 * the core's chunks was a third of `arbor ls`). The core leaves out what those commands never
 * load (the model providers and agent, the terminal UI, RPC mode, the HTML export, the
 * PostgreSQL store): `handles` sends a command that needs them to the split ES module program.
 *
 * The cache is `<cache dir>/code/core-<bundle hash>-v8-<V8 version>-<arch>.bin` (the cache dir
 * as for the index cache; `ARBOR_CACHE=off`: none, and the ES module program runs), 0600 in a
 * 0700 folder. It is written once, at exit, when it was missing or refused, so it holds the
 * functions that run compiled too; atomically (a temporary file renamed), and older caches of
 * other bundles for the same V8 are removed then. V8 refuses a cache of another V8, another
 * script or other flags; the checksum it keeps with `--verify-snapshot-checksum` (turned on
 * only while a cache is read or made) makes it refuse a damaged one too, which would otherwise
 * crash the process. A cache that cannot be read or written is worked without, never an error.
 */
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import * as v8 from "node:v8"
import * as vm from "node:vm"
import type { Checked } from "./Help.js"

/** The core bundle: its file and the hash of its contents (from the build). */
export interface Core {
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

/** Where the cache of `core` is kept under the cache directory `dir`. */
export const cacheFile = (dir: string, core: Core): string =>
  path.join(dir, "code", `core-${core.hash}-v8-${process.versions.v8}-${process.arch}.bin`)

/** Runs `f` with V8 checking (or writing) the code cache's checksum. */
const checksummed = <A>(f: () => A): A => {
  v8.setFlagsFromString("--verify-snapshot-checksum")
  try {
    return f()
  } finally {
    v8.setFlagsFromString("--no-verify-snapshot-checksum")
  }
}

const readCache = (file: string): Buffer | undefined => {
  try {
    return fs.readFileSync(file)
  } catch {
    return undefined
  }
}

/** Writes the cache atomically and removes the caches of other bundles for this V8; failures are ignored. */
const writeCache = (file: string, data: Buffer): void => {
  const dir = path.dirname(file)
  const temp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    fs.writeFileSync(temp, data, { mode: 0o600 })
    fs.renameSync(temp, file)
    const suffix = file.slice(file.indexOf("-v8-"))
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith("core-") && name.endsWith(suffix) && name !== path.basename(file)) fs.rmSync(path.join(dir, name), { force: true })
    }
  } catch {
    try {
      fs.rmSync(temp, { force: true })
    } catch {
      // nothing was written
    }
  }
}

/** Runs the core (its code cache under `dir`, when given). */
export const run = (core: Core, dir: string | undefined): void => {
  // ASCII, which the build checks: read as a one-byte string
  const source = fs.readFileSync(core.file, "latin1")
  const file = dir === undefined ? undefined : cacheFile(dir, core)
  const cachedData = file === undefined ? undefined : readCache(file)
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`
  const script = checksummed(
    () => new vm.Script(wrapper, { filename: core.file, ...(cachedData === undefined ? {} : { cachedData }) })
  )
  if (file !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
    // at exit, so that the functions the command ran are in it compiled
    process.once("exit", () => {
      try {
        writeCache(file, checksummed(() => script.createCachedData()))
      } catch {
        // no cache this time
      }
    })
  }
  const main = script.runInThisContext() as (exports: object, require: NodeRequire, module: object, filename: string, dirname: string) => void
  const module = { exports: {} }
  main.call(module.exports, module.exports, createRequire(core.file), module, core.file, path.dirname(core.file))
}
