/**
 * The `arbor` executable: runs the command line with Node's layers and turns failures into
 * one line on stderr and an exit code (0 success, 1 bad input or failed check, 2 usage).
 * `ARBOR_DEBUG=1` prints the full cause instead.
 */
import * as ValidationError from "@effect/cli/ValidationError"
import { Cause, Effect, Exit } from "effect"
import * as Cli from "./Cli.js"
import * as Layers from "./Layers.js"

const exitCode = (cause: Cause.Cause<unknown>): number => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "None") return 1
  const error = failure.value as { readonly _tag?: string }
  if (error._tag === "UsageError" || ValidationError.isValidationError(error)) return 2
  return 1
}

const describe = (cause: Cause.Cause<unknown>): string | undefined => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") {
    const error = failure.value
    if (ValidationError.isValidationError(error)) return undefined // @effect/cli has printed it
    if (error instanceof Error || (typeof error === "object" && error !== null && "message" in error)) {
      return String((error as { readonly message: unknown }).message)
    }
    return String(error)
  }
  const defect = Cause.squash(cause)
  return defect instanceof Error ? defect.message : String(defect)
}

// a reader that went away (`arbor tree FILE | head`) ends the program quietly; a terminal that
// went away (EIO) loses the output but lets the interactive mode finish its shutdown
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0)
  if (error.code === "EIO") return
  throw error
})

const main = Effect.suspend(() => Cli.run(process.argv)).pipe(Effect.provide(Layers.cli()))

Effect.runPromiseExit(main).then((exit) => {
  if (Exit.isSuccess(exit)) return
  if (Cause.isInterruptedOnly(exit.cause)) {
    process.exitCode = 130
    return
  }
  if (process.env.ARBOR_DEBUG === "1") process.stderr.write(Cause.pretty(exit.cause) + "\n")
  else {
    const message = describe(exit.cause)
    if (message !== undefined) process.stderr.write(`arbor: ${message.split("\n")[0]}\n`)
  }
  process.exitCode = exitCode(exit.cause)
})
