/**
 * The `arbor` executable. Help, the version and wrong usage are answered from `Help` alone,
 * before Effect and the parser load (a fifth of the start-up); anything else loads `Program`.
 */
import * as Help from "./Help.js"
import { color, columns } from "./Tty.js"

const answer = Help.answer(Help.check(process.argv.slice(2)), { color: color(process.stdout), width: columns(process.stdout) })
if (answer === undefined) {
  await import("./Program.js")
} else if ("usage" in answer) {
  process.stderr.write(`arbor: ${answer.usage}\n`)
  process.exitCode = 2
} else {
  process.stdout.write(`${answer.stdout}\n`)
}
