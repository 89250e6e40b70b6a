/**
 * The `arbor` executable. Help, the version and wrong usage are answered from `Help` alone,
 * before Effect and the parser load (a fifth of the start-up), and so are a listing that the
 * session catalog answers whole (`QuickList`), `info` of a small file seen before
 * (`QuickInfo`) and `context FILE --json`, read through the index cache (`QuickContext`). The
 * program runs from a bundle compiled through V8's code cache (`CodeCache`): the core for the
 * commands on session files, the agent bundle for the rest.
 *
 * It is built as one CommonJS script (`dist/arbor.cjs` of the `arbor-cli` package, packages/cli,
 * which its `bin/arbor.js` requires): Node starts an ES module ~10 ms later than a script, and
 * the split chunks it imported cost more.
 * `--store URL` is taken out first (it is `ARBOR_STORE` from then on).
 */
import { createRequire } from "node:module"
import * as path from "node:path"
import * as Paths from "../../services/store/Paths.js"
import * as CodeCache from "./CodeCache.js"
import * as Help from "./Help.js"
import type * as QuickContext from "./QuickContext.js"
import type * as QuickInfo from "./QuickInfo.js"
import type * as QuickList from "./QuickList.js"
import * as StoreFlag from "./StoreFlag.js"
import { color, columns } from "./Tty.js"

/** The hashes of the bundles beside this one (`arbor-core.cjs`, `arbor-agent.cjs`, `arbor-context.cjs`), set by the build. */
declare const ARBOR_CORE_HASH: string
declare const ARBOR_AGENT_HASH: string
declare const ARBOR_CONTEXT_HASH: string

const store = StoreFlag.take(process.argv)
if (typeof store !== "string") {
  process.argv = [...store.argv]
  if (store.store !== undefined) process.env.ARBOR_STORE = store.store
}
const checked = typeof store === "string" ? undefined : Help.check(process.argv.slice(2))
const answer = checked === undefined ? { usage: store as string } : Help.answer(checked, { color: color(process.stdout), width: columns(process.stdout) })
const bundle = (name: string, hash: string): CodeCache.Bundle => ({ name, file: path.join(__dirname, `arbor-${name}.cjs`), hash })
// a reader that went away (`arbor tree FILE | head`) ends the program quietly; a terminal that
// went away (EIO) loses the output but lets the interactive mode finish its shutdown
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0)
  if (error.code === "EIO") return
  throw error
})

/** Whether a script beside this one answered the command (those after the command name) before the core loads. */
const answeredEarly = async (command: string | undefined, args: ReadonlyArray<string>, cacheDir: string): Promise<boolean> => {
  // named so that the bundler leaves them beside this script
  const beside = createRequire(__filename)
  const at = { cwd: process.cwd(), env: process.env, cacheDir }
  switch (command) {
    case "ls":
      return (beside("./arbor-list.cjs") as typeof QuickList).answer(args, at)
    case "info":
      return (beside("./arbor-info.cjs") as typeof QuickInfo).answer(args, at)
    case "context":
      // through the code cache too: it is the largest of these scripts
      return (CodeCache.load(bundle("context", ARBOR_CONTEXT_HASH), cacheDir) as typeof QuickContext).answer(args, at)
    default:
      return false
  }
}

const main = async (): Promise<void> => {
  if (answer === undefined) {
    // without a cache directory (ARBOR_CACHE=off), the bundles run without a code cache
    const cache = Paths.cacheDir()
    if (!CodeCache.handles(checked as Help.Checked, process.env.ARBOR_STORE)) return CodeCache.run(bundle("agent", ARBOR_AGENT_HASH), cache)
    // a listing seen before is answered from the catalog, the facts of a small file seen before
    // from their record, and a context as JSON through the index cache, before the core loads
    if (cache !== undefined && (await answeredEarly(process.argv[2], process.argv.slice(3), cache))) return
    CodeCache.run(bundle("core", ARBOR_CORE_HASH), cache)
  } else if ("usage" in answer) {
    process.stderr.write(`arbor: ${answer.usage}\n`)
    process.exitCode = 2
  } else {
    process.stdout.write(`${answer.stdout}\n`)
  }
}

void main()
