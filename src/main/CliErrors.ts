/** The command line's own failures and their exit codes. */
import { Data } from "effect"

/** Bad input or a failed check: exit code 1. The message names the file. */
export class CliFailure extends Data.TaggedError("CliFailure")<{ readonly message: string }> {}

/** The command was used wrongly: exit code 2. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}
