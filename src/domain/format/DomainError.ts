/**
 * Errors a command can return. Pure data.
 *
 * The messages are pi's exact texts (protocol data other programs and users see), so a
 * caller can print `error.message` and be compatible.
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import { FileShrank, isReadFailure, type ReadFailure } from "../scan/ByteSource.js"

export class EntryNotFound extends Data.TaggedError("EntryNotFound")<{ readonly id: string | null }> {
  override get message() {
    return `Entry ${String(this.id)} not found`
  }
}

export class NotOnActiveBranch extends Data.TaggedError("NotOnActiveBranch")<{ readonly id: string }> {
  override get message() {
    return `Entry ${this.id} is not on the active branch`
  }
}

export class NotEditable extends Data.TaggedError("NotEditable")<{ readonly id: string }> {
  override get message() {
    return `Entry ${this.id} does not contribute editable model content`
  }
}

export class InvalidReplacement extends Data.TaggedError("InvalidReplacement")<{}> {
  override get message() {
    return "Context edit replacement must be null or contain string/array content"
  }
}

export class InvalidForkEntry extends Data.TaggedError("InvalidForkEntry")<{ readonly id: string }> {
  override get message() {
    return "Invalid entry ID for forking"
  }
}

export class NotSavedYet extends Data.TaggedError("NotSavedYet")<{}> {
  override get message() {
    return "This session has not been saved yet. Send a message before cloning or forking it."
  }
}

export class NothingToClone extends Data.TaggedError("NothingToClone")<{}> {
  override get message() {
    return "Nothing to clone yet"
  }
}

export class InvalidSessionId extends Data.TaggedError("InvalidSessionId")<{ readonly id: string }> {
  override get message() {
    return "Session id must be non-empty, contain only alphanumeric characters, '-', '_', and '.', and start and end with an alphanumeric character"
  }
}

export class IdsExhausted extends Data.TaggedError("IdsExhausted")<{}> {
  override get message() {
    return "The id source produced no fresh entry id"
  }
}

export type DomainError =
  | EntryNotFound
  | NotOnActiveBranch
  | NotEditable
  | InvalidReplacement
  | InvalidForkEntry
  | NotSavedYet
  | NothingToClone
  | InvalidSessionId
  | IdsExhausted
  | StoredEntryUnreadable

/**
 * A stored entry the command needed could not be read again: the file shrank, or a line
 * changed in place, since it was read (`ByteSource.ReadFailure`, kept as `cause`). Arbor's own
 * text, not pi's; it names the file by its file name, and `at(path)` by its path.
 */
export class StoredEntryUnreadable extends Data.TaggedError("StoredEntryUnreadable")<{ readonly cause: ReadFailure }> {
  override get message() {
    return this.cause.message
  }

  /** The file whose bytes are gone, when that is why (a changed line names only its line). */
  get path(): string | undefined {
    return this.cause instanceof FileShrank ? this.cause.path : undefined
  }

  /** The message naming the file as `where` (the command line passes `path`). */
  at(where: string): string {
    return this.cause instanceof FileShrank ? this.cause.at(where) : this.cause.message
  }
}

/**
 * What `read` returns, with a stored entry's lazy read that failed under it (`ReadFailure`,
 * thrown by the reads since a getter cannot return an `Either`) as the `Left`
 * `StoredEntryUnreadable`. The one place a pure operation that reads stored entries turns that
 * throw into data (`Session.apply`, `Context.build`); any other throw passes through.
 */
export const readingStored = <A, E>(read: () => Either.Either<A, E>): Either.Either<A, E | StoredEntryUnreadable> => {
  try {
    return read()
  } catch (error) {
    if (isReadFailure(error)) return Either.left(new StoredEntryUnreadable({ cause: error }))
    throw error
  }
}

/**
 * What `read` gives, read from stored entries, with a lazy read that failed under it as the
 * `Left` `StoredEntryUnreadable` (`readingStored` for a read that cannot fail otherwise). An
 * `Either` is an `Effect`: a service yields it to fail with the typed error.
 */
export const readStored = <A>(read: () => A): Either.Either<A, StoredEntryUnreadable> => readingStored(() => Either.right(read()))
