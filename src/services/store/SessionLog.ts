/**
 * The session log: the port a session store keeps its sessions through. A session is an
 * append-only log of lines at a path; the port reads it (whole, or the bytes appended since a
 * position, with the log's identity so a writer tells "grown" from "replaced"), appends at an
 * expected position, creates a log exclusively, replaces one atomically (keeping a backup),
 * lists what a scope holds, leases a log to one writer at a time, and moves logs to the trash
 * and back. It knows nothing of pi's layout, the tree, caches or the writer's rules: those are
 * the repository's (`SessionStore`), written once above every log.
 *
 * Two implementations: `internal/FileLog` (files on a `FileSystem`, read in place through
 * synchronous pages; over `MemoryFileSystem` it is the memory store) and `internal/PgLog`
 * (rows in PostgreSQL). An interface and its tag; no I/O here.
 */
import * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import type * as SessionFile from "../../domain/format/SessionFile.js"
import type * as ByteSource from "../../domain/scan/ByteSource.js"
import type * as SessionListing from "../../domain/scan/Listing.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import type * as IndexCache from "./IndexCache.js"
import type {
  FileChanged,
  NotASession,
  SessionExists,
  SessionLocked,
  SessionNotFound,
  SessionRemoved,
  StorageError,
  StoreError
} from "./internal/StoreErrors.js"

/**
 * Where a reader or writer is in a log: the bytes it holds (as a file holds them) and its lines
 * (the last one may be unterminated). A file log goes by `size`, a log of rows by `lines`.
 */
export interface Position {
  readonly size: number
  readonly lines: number
}

/** A whole log read: the bytes the entries' texts are read from, what they held, and where it ends. */
export interface Read {
  readonly source: ByteSource.Growable
  readonly loaded: SessionFile.Loaded
  readonly size: number
  readonly lineCount: number
  /** The log is empty or ends with LF. */
  readonly terminated: boolean
}

/** What was appended after a position: its bytes, and the log's identity now (an inode; undefined where none is told). */
export interface Since {
  readonly bytes: Uint8Array
  readonly identity: number | undefined
}

/** A log held by one writer until the scope it was taken in closes (a lock file, a lease row). */
export interface Lease {
  /**
   * The bytes appended after `at` (empty: nothing). FileChanged when the log shrank below it,
   * SessionRemoved when it is gone.
   */
  readonly since: (at: Position) => Effect.Effect<Since, FileChanged | SessionRemoved | StorageError>
  /**
   * Appends `lines` to a log the caller read up to `at`, whose identity it last saw as
   * `identity`; `bytes` are the lines as a file holds them (LF-terminated, after an LF when the
   * log was unterminated). False, with nothing appended, when the log holds lines after `at`
   * (another writer's: merge them and try again). A failed append leaves no fragment behind.
   */
  readonly append: (
    at: Position,
    identity: number | undefined,
    lines: ReadonlyArray<string>,
    bytes: Uint8Array
  ) => Effect.Effect<boolean, StoreError>
}

/**
 * What a scope holds: the session files of each directory (the repository summarizes them
 * through its catalog), or the listing already summarized, scoped and searched (a log that keeps
 * summaries, as PostgreSQL's columns do).
 */
export type Found =
  | { readonly _tag: "Files"; readonly groups: ReadonlyArray<readonly [string, ReadonlyArray<string>]> }
  | { readonly _tag: "Summaries"; readonly sessions: Array<SessionInfo.SessionInfo>; readonly skipped: Array<SessionListing.Skipped> }

export declare namespace SessionLog {
  export interface Service {
    /** The log keeps lines whole (rows): no text appended by another writer ever continues an unterminated last line. */
    readonly wholeLines: boolean
    /**
     * Reads a whole log; `index`, when given, is the index cache to go on from and record to
     * (`fresh`: recorded, never believed). Never writes the log.
     */
    readonly read: (
      path: string,
      options: { readonly fresh: boolean; readonly index: IndexCache.IndexCache.Service | undefined }
    ) => Effect.Effect<Read, SessionNotFound | NotASession | StorageError>
    /** Whether a log is at `path`. */
    readonly exists: (path: string) => Effect.Effect<boolean, StorageError>
    /**
     * The id in the header of the log at `path`, read from the header alone (a file's first
     * line; a database's session row), never the rest of the log: none when no log is there or
     * it does not start with a session header.
     */
    readonly headerId: (path: string) => Effect.Effect<Option.Option<string>, StorageError>
    /** Makes room for new logs in `dir` (creates the directory and the ones above it). */
    readonly makeRoom: (dir: string) => Effect.Effect<void, StorageError>
    /**
     * Creates the log at `path` with `bytes`, all at once (SessionExists when one is there);
     * `lines` are those bytes' lines, terminated, when the caller has them.
     */
    readonly create: (path: string, bytes: Uint8Array, lines?: ReadonlyArray<string>) => Effect.Effect<void, SessionExists | StorageError>
    /** Replaces the log at `path` atomically with `lines` (`bytes`), keeping the old one as `<path>.bak` (`.bak.1`, ...). */
    readonly replace: (path: string, lines: ReadonlyArray<string>, bytes: Uint8Array) => Effect.Effect<void, StoreError>
    /** Takes the log at `path` for one writer until the scope closes; SessionLocked while another live writer has it. */
    readonly lease: (path: string) => Effect.Effect<Lease, SessionLocked | StorageError, Scope.Scope>
    /** What `scope` holds, searched for `search` when the log answers searches itself. */
    readonly list: (scope: SessionListing.Scope, search: string | undefined) => Effect.Effect<Found, StorageError>
    /** The most recently written session in `scope` (kept by its cwd filter). */
    readonly newest: (scope: SessionListing.Scope) => Effect.Effect<Option.Option<string>, StorageError>
    /** A session in `scope` whose header id is `id`. */
    readonly findById: (scope: SessionListing.Scope, id: string) => Effect.Effect<Option.Option<string>, StorageError>
    /**
     * The session of the store's tenant whose header id is `id`, when the log keeps an index of
     * ids itself (PostgreSQL's); absent, the repository keeps an index file of its own.
     */
    readonly byId?: ((id: string) => Effect.Effect<Option.Option<string>, StorageError>) | undefined
    /**
     * Moves the log at `path` to `trashed`, recording where it came from; SessionNotFound when
     * none is there, SessionLocked while a live writer holds it unless `force`.
     */
    readonly trash: (path: string, trashed: string, force: boolean) => Effect.Effect<void, StoreError>
    /** Moves a trashed log back where it came from (SessionExists when that is taken again); returns that path. */
    readonly restore: (trashed: string) => Effect.Effect<string, StoreError>
    /** A log's exact bytes. */
    readonly readBytes: (path: string) => Effect.Effect<Uint8Array, StoreError>
    /**
     * Writes a file that is not a session (an export) atomically, replacing what is there, with
     * permission bits `mode` less the umask (default 0o600: the owner's only). Failures name `path`.
     */
    readonly writeFile: (path: string, bytes: Uint8Array, mode?: number) => Effect.Effect<void, StorageError>
  }
}

export class SessionLog extends Effect.Tag("arbor/SessionLog")<SessionLog, SessionLog.Service>() {}
