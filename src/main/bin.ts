/**
 * The `arbor` executable. Help, the version and wrong usage are answered from `Help` alone,
 * before Effect and the parser load (a fifth of the start-up). The commands on session files
 * run from the core bundle through V8's code cache (`CodeCache`); anything else loads
 * `Program`. `--store URL` is taken out first (it is `ARBOR_STORE` from then on).
 */
import * as Paths from "../services/Paths.js"
import * as CodeCache from "./CodeCache.js"
import * as Help from "./Help.js"
import * as StoreFlag from "./StoreFlag.js"
import { color, columns } from "./Tty.js"
import { fileURLToPath } from "node:url"

/** The hash of the core bundle beside this one (`arbor-core.cjs`), set by the build; undefined when run from the sources. */
declare const ARBOR_CORE_HASH: string | undefined

const store = StoreFlag.take(process.argv)
if (typeof store !== "string") {
  process.argv = [...store.argv]
  if (store.store !== undefined) process.env.ARBOR_STORE = store.store
}
const checked = typeof store === "string" ? undefined : Help.check(process.argv.slice(2))
const answer =
  checked === undefined ? { usage: store as string } : Help.answer(checked, { color: color(process.stdout), width: columns(process.stdout) })
const coreHash = typeof ARBOR_CORE_HASH === "undefined" ? undefined : ARBOR_CORE_HASH
if (answer === undefined) {
  const cache = Paths.cacheDir()
  if (coreHash !== undefined && cache !== undefined && CodeCache.handles(checked as Help.Checked, process.env.ARBOR_STORE)) {
    CodeCache.run({ file: fileURLToPath(new URL("./arbor-core.cjs", import.meta.url)), hash: coreHash }, cache)
  } else {
    await import("./Program.js")
  }
} else if ("usage" in answer) {
  process.stderr.write(`arbor: ${answer.usage}\n`)
  process.exitCode = 2
} else {
  process.stdout.write(`${answer.stdout}\n`)
}
