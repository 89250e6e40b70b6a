/**
 * The `arbor` executable. Help, the version and wrong usage are answered from `Help` alone,
 * before Effect and the parser load (a fifth of the start-up); anything else loads `Program`.
 * `--store URL` is taken out first (it is `ARBOR_STORE` from then on).
 */
import * as Help from "./Help.js"
import * as StoreFlag from "./StoreFlag.js"
import { color, columns } from "./Tty.js"

const store = StoreFlag.take(process.argv)
if (typeof store !== "string") {
  process.argv = [...store.argv]
  if (store.store !== undefined) process.env.ARBOR_STORE = store.store
}
const answer =
  typeof store === "string"
    ? { usage: store }
    : Help.answer(Help.check(process.argv.slice(2)), { color: color(process.stdout), width: columns(process.stdout) })
if (answer === undefined) {
  await import("./Program.js")
} else if ("usage" in answer) {
  process.stderr.write(`arbor: ${answer.usage}\n`)
  process.exitCode = 2
} else {
  process.stdout.write(`${answer.stdout}\n`)
}
