/**
 * The store's errors, each keeping the path it is about, and how platform failures become them.
 * Shared by the repository (`SessionStore`, which exports them) and the session logs below it
 * (`FileLog`, `PgLog`). Pure data and functions, no I/O.
 *
 * A message names no absolute path, process id or host name, since a service's clients see it:
 * a file is named by its file name (`fileName`: the path's last segment, never a folder, which
 * may hold a user's, a project's or a tenant's name), a session file's name being its timestamp
 * and session id. The full path stays in the `path` field, and `at(path)` is the same text naming
 * the file by its path: the line the command line prints (`main/cli/CliErrors.userMessage`).
 */
import { type PlatformError, SystemErrorReason } from "@effect/platform/Error"
import * as Schema from "effect/Schema"
import type * as Diagnostic from "../../../domain/format/Diagnostic.js"
import { fileName } from "../../../domain/scan/ByteSource.js"

/**
 * A platform's text with the absolute paths it quotes reduced to their file names (those in
 * `path`'s folder first, so that a folder name with a space goes too) and network addresses
 * (`127.0.0.1:5432`) to `<address>`.
 */
const withoutPlaces = (text: string, path: string): string => {
  const folder = path.slice(0, Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1)
  const near = folder.length > 1 ? text.split(folder).join("") : text
  return near
    .replace(/(?<![\w.])(?:[A-Za-z]:)?[\\/](?:[^\s'"(),]*[\\/])?([^\s'"(),\\/]*)/g, "$1")
    .replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\[[0-9a-fA-F:]+\](?::\d+)?/g, "<address>")
}

export class SessionNotFound extends Schema.TaggedError<SessionNotFound>()("SessionNotFound", { path: Schema.String }) {
  override get message() {
    return this.at(fileName(this.path))
  }

  /** The message naming the file as `where` (the command line passes the path). */
  at(where: string): string {
    return `${where}: no such session file`
  }
}

/** A file without a session header; `line` and `reason` say where reading gave up and why. */
export class NotASession extends Schema.TaggedError<NotASession>()("NotASession", {
  path: Schema.String,
  line: Schema.optionalWith(Schema.Number, { default: () => 1 }),
  reason: Schema.optionalWith(Schema.String, { default: () => "no session header" })
}) {
  override get message() {
    return this.at(fileName(this.path))
  }

  /** The message naming the file as `where` (the command line passes the path): file, line, why. */
  at(where: string): string {
    return `${where}:${this.line}: error: not a valid pi session: ${this.reason}`
  }
}

/** Why a file whose load found no header is not a session, from the load's findings. */
export const notASession = (path: string, diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): NotASession => {
  const first = diagnostics.find((d) => d.severity === "error")
  if (first === undefined) return new NotASession({ path, line: 1, reason: "the file is empty" })
  const reason = first.code === "missing-header"
    ? "the first record is not a session header"
    : first.code === "malformed-json" || first.code === "truncated-line"
    ? "the line is not JSON (a binary or foreign file?)"
    : first.code === "not-an-object"
    ? "the line is not a JSON object"
    : first.message
  return new NotASession({ path, line: first.line ?? 1, reason })
}

export class LockOwner extends Schema.Class<LockOwner>("LockOwner")({
  pid: Schema.Number,
  host: Schema.String,
  startedAt: Schema.String
}) {}

/**
 * Another live writer holds the session. The message names neither the path nor the owner
 * (a process id, a host name): a service's clients see it; the fields keep them, and the
 * command line formats its own line from them (`main/cli/CliErrors.userMessage`).
 */
export class SessionLocked extends Schema.TaggedError<SessionLocked>()("SessionLocked", {
  path: Schema.String,
  owner: Schema.optional(LockOwner),
  /** When the writer's lease in the database expires (the PostgreSQL store). */
  leaseExpires: Schema.optional(Schema.String)
}) {
  override get message() {
    return this.leaseExpires === undefined
      ? "the session is being written by another writer"
      : `the session is being written by another writer; its lease expires at ${this.leaseExpires} unless renewed`
  }
}

/**
 * A path outside the store's tenant root (`StoreConfig.tenant`): refused before anything is
 * read or written. The message names the tenant, never the path (which is in `path`).
 */
export class OutsideTenant extends Schema.TaggedError<OutsideTenant>()("OutsideTenant", {
  path: Schema.String,
  tenant: Schema.String
}) {
  override get message() {
    return `the path is outside the sessions of tenant ${this.tenant}`
  }
}

export class SessionExists extends Schema.TaggedError<SessionExists>()("SessionExists", { path: Schema.String }) {
  override get message() {
    return this.at(fileName(this.path))
  }

  /** The message naming the file as `where` (the command line passes the path). */
  at(where: string): string {
    return `${where}: file already exists`
  }
}

export class FileChanged extends Schema.TaggedError<FileChanged>()("FileChanged", {
  path: Schema.String,
  expected: Schema.Number,
  actual: Schema.Number
}) {
  override get message() {
    return this.at(fileName(this.path))
  }

  /** The message naming the file as `where` (the command line passes the path). */
  at(where: string): string {
    return `${where}: file shrank from ${this.expected} to ${this.actual} bytes while open; nothing was appended`
  }
}

/**
 * A writer's session file went away (removed, or moved elsewhere, by `arbor rm --force` or
 * another program) while it was open: nothing was appended, and nothing will be until the file
 * is back (`arbor restore`) or the session is opened again.
 */
export class SessionRemoved extends Schema.TaggedError<SessionRemoved>()("SessionRemoved", { path: Schema.String }) {
  override get message() {
    return this.at(fileName(this.path))
  }

  /** The message naming the file as `where` (the command line passes the path). */
  at(where: string): string {
    return `${where}: the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)`
  }
}

export class StorageError extends Schema.TaggedError<StorageError>()("StorageError", {
  path: Schema.String,
  operation: Schema.String,
  /** What the platform said, as text. */
  reason: Schema.String,
  /** The platform's kind of system error (`NotFound`, `PermissionDenied`, ...), when it was one. */
  kind: Schema.optional(SystemErrorReason),
  /** The error it came from (a `PlatformError`, a SQL error). */
  cause: Schema.optional(Schema.Defect)
}) {
  /** What the platform said, its paths reduced to file names (a platform error's text quotes the paths it was given). */
  override get message() {
    return `${fileName(this.path)}: ${this.operation} failed: ${withoutPlaces(this.reason, this.path)}`
  }
}

export type StoreError =
  | SessionNotFound
  | NotASession
  | SessionLocked
  | SessionExists
  | FileChanged
  | SessionRemoved
  | StorageError
  | OutsideTenant

const STORE_ERRORS: ReadonlySet<unknown> = new Set([
  "SessionNotFound",
  "NotASession",
  "SessionLocked",
  "SessionExists",
  "FileChanged",
  "SessionRemoved",
  "StorageError",
  "OutsideTenant"
])

/** Whether `error` is one of the store's errors (each names the path it is about). */
export const isStoreError = (error: unknown): error is StoreError =>
  typeof error === "object" && error !== null && STORE_ERRORS.has((error as { readonly _tag?: unknown })._tag)

/** A platform failure of `operation` on `path`, keeping its kind and the error itself. */
export const storageError = (path: string, operation: string) => (error: PlatformError) =>
  new StorageError({ path, operation, reason: error.message, kind: error._tag === "SystemError" ? error.reason : undefined, cause: error })

export const isNotFound = (error: PlatformError) => error._tag === "SystemError" && error.reason === "NotFound"

/** A failed read of a session file: not there, or a storage failure. */
export const readError = (file: string) => (error: PlatformError) => isNotFound(error) ? new SessionNotFound({ path: file }) : storageError(file, "read")(error)

/** The same failure, told as `operation` on `path` (a step of a larger one). */
export const relocate = (path: string, operation: string) => (error: StorageError) =>
  new StorageError({ path, operation, reason: error.reason, kind: error.kind, cause: error.cause })
