/**
 * The `arbor` program once `bin.ts` found a command to run: runs the command line with Node's
 * layers and the process's `Stdio`, and turns how it ended into stderr and an exit code (0
 * success, 1 bad input or failed check, 2 usage, 130 interrupted; see `CliErrors.report`),
 * or, when a signal interrupted it, the signal's code (below).
 * `ARBOR_DEBUG=1` prints the full cause instead of one line. (`bin.ts` makes a closed stdout end
 * the program quietly.)
 *
 * SIGINT, SIGTERM and SIGHUP interrupt the program's main fiber, as `NodeRuntime.runMain` does
 * for the first two, so that every finalizer runs in every mode (print, RPC, the chat): a reply
 * being streamed is persisted as an aborted assistant message (and running tool calls get their
 * results), the session's lock is released and what was written is flushed. The program then
 * exits with the shell's code for the signal, 128 + its number (130, 143, 129), as pi's print
 * and RPC modes do for SIGTERM and SIGHUP; a second signal exits at once with that code (pi's
 * rule too). `runMain` itself is not used: it leaves SIGHUP to Node's default (death without
 * cleanup), and its teardown reports an interrupted run as 0 without knowing the signal.
 */
import * as Effect from "effect/Effect"
import * as os from "node:os"
import * as Cli from "./Cli.js"
import { report } from "./CliErrors.js"
import * as Layers from "./Layers.js"

const main = Effect.suspend(() => Cli.run(process.argv)).pipe(Effect.provide(Layers.cli()), Effect.provide(Layers.stdio()))

const SIGNALS: ReadonlyArray<NodeJS.Signals> = ["SIGINT", "SIGTERM", "SIGHUP"]

const fiber = Effect.runFork(main)

/** The exit code of the signal that interrupted the program, once one did. */
let signalled: number | undefined
const onSignal = (signal: NodeJS.Signals) => {
  if (signalled !== undefined) process.exit(signalled)
  signalled = 128 + (os.constants.signals[signal] ?? 0)
  fiber.unsafeInterruptAsFork(fiber.id())
}
for (const signal of SIGNALS) process.on(signal, onSignal)

fiber.addObserver((exit) => {
  const { code, stderr } = report(exit, process.env.ARBOR_DEBUG === "1")
  if (stderr !== "") process.stderr.write(stderr)
  const final = signalled ?? code
  if (final !== 0) process.exitCode = final
  if (signalled === undefined) {
    for (const signal of SIGNALS) process.off(signal, onSignal)
    return
  }
  // after a signal, what still holds the event loop (stdin being read, a model's connection)
  // must not keep the process alive once its output is written
  setTimeout(() => process.exit(final), 50).unref()
})
