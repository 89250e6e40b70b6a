/**
 * The command line's own failures, their exit codes (`report`), and how any failure reads to a person:
 * one line naming the user's path and saying what is wrong in their terms (a file that does not
 * exist, a directory where a file was expected, no permission), never a temporary file name or
 * a platform error's internals.
 */
import * as HelpDoc from "@effect/cli/HelpDoc"
import * as ValidationError from "@effect/cli/ValidationError"
import * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Exit from "effect/Exit"
import * as TerminalText from "../../domain/format/TerminalText.js"

/**
 * Bad input or a failed check: exit code 1. The message names the file; `details` are further
 * lines printed under it (the sessions an ambiguous id prefix matches).
 */
export class CliFailure extends Data.TaggedError("CliFailure")<{ readonly message: string; readonly details?: ReadonlyArray<string> }> {}

/** The command was used wrongly: exit code 2. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}

/** What an operation of the session store was trying to do, as a person would say it. */
const ACTIONS: { readonly [operation: string]: string } = {
  read: "cannot read it",
  write: "cannot write it",
  append: "cannot append to it",
  create: "cannot create it",
  replace: "cannot replace it",
  lock: "cannot lock it",
  stat: "cannot read its size",
  list: "cannot list it",
  "create directory": "cannot create the directory",
  "back up": "cannot back it up",
  "move to trash": "cannot move it to the trash",
  "record origin": "cannot record where it came from",
  "read origin": "cannot find where it came from",
  restore: "cannot move it back",
  // the PostgreSQL store
  connect: "cannot connect to it",
  "open store": "cannot use it as a session store",
  lease: "cannot take its writer's lease",
  import: "cannot import it"
}

/** Why, from the system error code in a platform error's text. */
const REASONS: { readonly [code: string]: string } = {
  ENOENT: "it does not exist",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EEXIST: "it already exists",
  ENOTEMPTY: "it is a directory that is not empty",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exceeded",
  EROFS: "the file system is read-only",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  EBUSY: "it is busy",
  EXDEV: "it is on another file system",
  EIO: "an input/output error"
}

/** Why, from the platform's kind of system error, when the text names no code. */
const KINDS: { readonly [kind: string]: string } = {
  NotFound: REASONS.ENOENT!,
  PermissionDenied: REASONS.EACCES!,
  AlreadyExists: REASONS.EEXIST!,
  Busy: REASONS.EBUSY!,
  TimedOut: "it timed out"
}

/** A platform error's text reduced to what a person can act on: its system error code's meaning. */
export const reason = (text: string, kind?: string): string => {
  const code = /\b(E[A-Z]{2,})\b/.exec(text)?.[1]
  const known = code === undefined ? undefined : REASONS[code]
  if (known !== undefined) return known
  const byKind = kind === undefined ? undefined : KINDS[kind]
  if (byKind !== undefined) return byKind
  // "NotFound: FileSystem.readFile (/x): message" → "message"
  return text.replace(/^\w+: \S+ \([^)]*\):?\s*/, "").trim() || text
}

interface StorageLike {
  readonly _tag: "StorageError"
  readonly path: string
  readonly operation: string
  readonly reason: string
  readonly kind?: string | undefined
}

const isStorage = (error: unknown): error is StorageLike =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "StorageError"

interface LockedLike {
  readonly _tag: "SessionLocked"
  readonly path: string
  readonly owner?: { readonly pid: number; readonly host: string; readonly startedAt: string } | undefined
  readonly leaseExpires?: string | undefined
}

const isLocked = (error: unknown): error is LockedLike =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "SessionLocked"

/**
 * A locked session as the command line tells it, from the error's fields (its own message
 * names no path, process or host): the path, who writes it, and its lock file or lease.
 */
const lockedMessage = (error: LockedLike): string => {
  const who = error.owner ? `process ${error.owner.pid} on ${error.owner.host} (since ${error.owner.startedAt})` : "another process"
  const lock = error.leaseExpires === undefined ? `its lock is ${error.path}.lock` : `its lease expires at ${error.leaseExpires} unless renewed`
  return `${error.path}: session is being written by ${who}; ${lock}`
}

interface PlacedLike {
  readonly path: string
  readonly at: (where: string) => string
}

/**
 * An error whose message names its file by its file name only (the store's and the domain's,
 * for a service's clients) and whose `at` names it by any text: the command line passes the path.
 */
const isPlaced = (error: unknown): error is PlacedLike =>
  typeof error === "object" && error !== null && typeof (error as { readonly path?: unknown }).path === "string" &&
  typeof (error as { readonly at?: unknown }).at === "function"

/**
 * The one line a failure shows: a locked session with its path and writer, a storage failure
 * as `<path>: <what failed>: <why>`, where a write into a missing directory says which
 * directory; an error about a file (no such session, not a session at this line, ...) naming it
 * by its path; anything else as its own message.
 */
export const userMessage = (error: unknown): string => {
  if (isLocked(error)) return lockedMessage(error)
  if (isStorage(error)) {
    const why = reason(error.reason, error.kind)
    const action = ACTIONS[error.operation] ?? `cannot ${error.operation} it`
    if (why === REASONS.ENOENT && (error.operation === "write" || error.operation === "create")) {
      const dir = error.path.replace(/[\\/][^\\/]*$/, "") || "/"
      return `${error.path}: ${action}: the directory ${dir} does not exist`
    }
    return `${error.path}: ${action}: ${why}`
  }
  if (isPlaced(error)) return error.at(error.path)
  if (error instanceof Error || (typeof error === "object" && error !== null && "message" in error)) {
    return String((error as { readonly message: unknown }).message)
  }
  return String(error)
}

/** The exit code of a failed run: 2 for wrong usage, else 1 (130, interrupted, is the caller's). */
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
  return [firstLine(defect instanceof Error ? userMessage(defect) : String(defect), `unexpected ${name} (ARBOR_DEBUG=1 shows it)`)]
}

/**
 * How a run of the command line ends: its exit code, and what goes to stderr (nothing after
 * success; `arbor: <one line>` and any details after a failure, or the whole cause with
 * `debug`, `ARBOR_DEBUG=1`). A message may quote a session's text, so the lines go through
 * `TerminalText.display`.
 */
export const report = (exit: Exit.Exit<unknown, unknown>, debug: boolean): { readonly code: number; readonly stderr: string } => {
  if (Exit.isSuccess(exit)) return { code: 0, stderr: "" }
  if (Cause.isInterruptedOnly(exit.cause)) return { code: 130, stderr: "" }
  if (debug) return { code: exitCode(exit.cause), stderr: TerminalText.display(Cause.pretty(exit.cause)) + "\n" }
  const [first, ...details] = describe(exit.cause)
  return { code: exitCode(exit.cause), stderr: TerminalText.display([`arbor: ${first}`, ...details].join("\n")) + "\n" }
}

/** A failure about `file`, as the command line says it: `<file>: <the error in the user's terms>`. */
export const inFile = (file: string) => (error: { readonly message: string }) => new CliFailure({ message: `${file}: ${userMessage(error)}` })
