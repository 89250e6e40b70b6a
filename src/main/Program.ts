/**
 * The `arbor` program once `bin.ts` found a command to run: runs the command line with Node's
 * layers and turns failures into one line on stderr and an exit code (0 success, 1 bad input
 * or failed check, 2 usage). `ARBOR_DEBUG=1` prints the full cause instead.
 */
import * as HelpDoc from "@effect/cli/HelpDoc"
import * as ValidationError from "@effect/cli/ValidationError"
import { Cause, Effect, Exit } from "effect"
import * as Cli from "./Cli.js"
import { userMessage } from "./CliErrors.js"
import * as Layers from "./Layers.js"

const exitCode = (cause: Cause.Cause<unknown>): number => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "None") return 1
  const error = failure.value as { readonly _tag?: string }
  if (error._tag === "UsageError" || ValidationError.isValidationError(error)) return 2
  return 1
}

/** A parser error that Arbor's own check let through, as one line. */
const validationLine = (error: ValidationError.ValidationError): string => {
  const text = HelpDoc.toAnsiText(error.error).replace(/\u001b\[[0-9;]*m/g, "")
  const line = text.split("\n").map((l) => l.trim()).find((l) => l !== "") ?? "wrong usage"
  return `${line} (see 'arbor --help')`
}

/** The first non-blank line of `text`, else `fallback`: a failure never ends with an empty line. */
const firstLine = (text: string, fallback: string): string => text.split("\n").map((l) => l.trim()).find((l) => l !== "") ?? fallback

/** The failure as lines for stderr: one line, then any details (the matches of an ambiguous id). */
const describe = (cause: Cause.Cause<unknown>): ReadonlyArray<string> => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") {
    const error = failure.value
    if (ValidationError.isValidationError(error)) return [validationLine(error)]
    const details = (error as { readonly details?: ReadonlyArray<string> }).details ?? []
    const tag = (error as { readonly _tag?: unknown })._tag
    return [firstLine(userMessage(error), `failed (${typeof tag === "string" ? tag : "no message"})`), ...details]
  }
  const defect = Cause.squash(cause)
  const name = defect instanceof Error ? defect.name : typeof defect
  return [firstLine(defect instanceof Error ? defect.message : String(defect), `unexpected ${name} (ARBOR_DEBUG=1 shows it)`)]
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
    const [first, ...details] = describe(exit.cause)
    process.stderr.write([`arbor: ${first}`, ...details].join("\n") + "\n")
  }
  process.exitCode = exitCode(exit.cause)
})
