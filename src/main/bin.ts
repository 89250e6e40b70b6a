/**
 * The `arbor` executable. Help, the version and wrong usage are answered from `Help` alone,
 * before Effect and the parser load (a fifth of the start-up), and so are a listing that the
 * session catalog answers whole (`QuickList`), `info` of a small file seen before
 * (`QuickInfo`) and `context FILE --json`, read through the index cache (`QuickContext`). The
 * program runs from a bundle compiled through V8's code cache
 * (`CodeCache`): the core for the commands on session files, the agent bundle for the rest;
 * without a cache (or from the sources) it loads `Program`, split in chunks.
 * `--store URL` is taken out first (it is `ARBOR_STORE` from then on).
 */
import { createRequire } from "node:module"
import * as Paths from "../services/Paths.js"
import * as CodeCache from "./CodeCache.js"
import * as Help from "./Help.js"
import type * as QuickContext from "./QuickContext.js"
import type * as QuickInfo from "./QuickInfo.js"
import type * as QuickList from "./QuickList.js"
import * as StoreFlag from "./StoreFlag.js"
import { color, columns } from "./Tty.js"
import { fileURLToPath } from "node:url"

/** The hashes of the bundles beside this one (`arbor-core.cjs`, `arbor-agent.cjs`), set by the build; undefined when run from the sources. */
declare const ARBOR_CORE_HASH: string | undefined
declare const ARBOR_AGENT_HASH: string | undefined

const store = StoreFlag.take(process.argv)
if (typeof store !== "string") {
  process.argv = [...store.argv]
  if (store.store !== undefined) process.env.ARBOR_STORE = store.store
}
const checked = typeof store === "string" ? undefined : Help.check(process.argv.slice(2))
const answer =
  checked === undefined ? { usage: store as string } : Help.answer(checked, { color: color(process.stdout), width: columns(process.stdout) })
const coreHash = typeof ARBOR_CORE_HASH === "undefined" ? undefined : ARBOR_CORE_HASH
const agentHash = typeof ARBOR_AGENT_HASH === "undefined" ? undefined : ARBOR_AGENT_HASH
const bundle = (name: string, hash: string): CodeCache.Bundle => ({ name, file: fileURLToPath(new URL(`./arbor-${name}.cjs`, import.meta.url)), hash })
// a reader that went away (`arbor tree FILE | head`) ends the program quietly; a terminal that
// went away (EIO) loses the output but lets the interactive mode finish its shutdown
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0)
  if (error.code === "EIO") return
  throw error
})

if (answer === undefined) {
  const cache = Paths.cacheDir()
  if (coreHash !== undefined && agentHash !== undefined && cache !== undefined) {
    if (CodeCache.handles(checked as Help.Checked, process.env.ARBOR_STORE)) {
      // a listing seen before is answered from the catalog, the facts of a small file seen
      // before from their record, and a context as JSON through the index cache, before the
      // core loads
      const command = process.argv[2]
      const args = process.argv.slice(3)
      const beside = createRequire(import.meta.url)
      const at = { cwd: process.cwd(), env: process.env, cacheDir: cache }
      const answered =
        command === "ls"
          ? await (beside("./arbor-list.cjs") as typeof QuickList).answer(args, at)
          : command === "info"
            ? (beside("./arbor-info.cjs") as typeof QuickInfo).answer(args, at)
            : command === "context" && (await (beside("./arbor-context.cjs") as typeof QuickContext).answer(args, at))
      if (!answered) CodeCache.run(bundle("core", coreHash), cache)
    } else {
      CodeCache.run(bundle("agent", agentHash), cache)
    }
  } else {
    await import("./Program.js")
  }
} else if ("usage" in answer) {
  process.stderr.write(`arbor: ${answer.usage}\n`)
  process.exitCode = 2
} else {
  process.stdout.write(`${answer.stdout}\n`)
}
