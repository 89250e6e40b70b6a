/**
 * The `arbor` program once `bin.ts` found a command to run: runs the command line with Node's
 * layers and the process's `Stdio`, and turns how it ended into stderr and an exit code (0
 * success, 1 bad input or failed check, 2 usage, 130 interrupted; see `CliErrors.report`).
 * `ARBOR_DEBUG=1` prints the full cause instead of one line. (`bin.ts` makes a closed stdout end
 * the program quietly.)
 */
import { Effect } from "effect"
import * as Cli from "./Cli.js"
import { report } from "./CliErrors.js"
import * as Layers from "./Layers.js"

const main = Effect.suspend(() => Cli.run(process.argv)).pipe(Effect.provide(Layers.cli()), Effect.provide(Layers.stdio()))

Effect.runPromiseExit(main).then((exit) => {
  const { code, stderr } = report(exit, process.env.ARBOR_DEBUG === "1")
  if (stderr !== "") process.stderr.write(stderr)
  if (code !== 0) process.exitCode = code
})
