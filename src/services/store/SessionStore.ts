/**
 * The session store: pi-compatible session files on a `FileSystem`.
 *
 * Owns where sessions live (pi's agent directory, encoded-cwd directories, file names: the
 * rules are `domain/scan/Listing`'s layout, which the PostgreSQL store and `main/cli/QuickList` call too),
 * reading them (never writing while reading), discovery and listing, and every write, under
 * Arbor's safety rules (spec decisions 1–8): whole files are written to a temporary file,
 * flushed and renamed (or hard-linked, for an exclusive create), then their folder is flushed
 * too (so the new name survives a power cut, as POSIX asks; a lock's name need not), a
 * migrated file keeps a
 * backup, a writer holds an advisory lock beside the file, checks the file's size before each
 * append and merges lines another program appended meanwhile, appends are fsynced, and new
 * files and directories are private (0600/0700).
 *
 * `layer` runs on the platform `FileSystem` and `Path` (the Node ones are wired in
 * `src/main`, or by `Arbor.layer`); `layerMemory` runs the same code on an in-memory
 * filesystem. Both take `StoreOptions`, where every field has a default.
 */
import { type PlatformError, SystemErrorReason } from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Config from "effect/Config"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import * as Scope from "effect/Scope"
import * as Diagnostic from "../../domain/format/Diagnostic.js"
import type { DomainError } from "../../domain/format/DomainError.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import * as ByteSource from "../../domain/scan/ByteSource.js"
import * as SessionListing from "../../domain/scan/Listing.js"
import * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as MemoryFileSystem from "../../testing/MemoryFileSystem.js"
import * as Ids from "../agent/Ids.js"
import * as AgentDir from "./AgentDir.js"
import * as Catalog from "./Catalog.js"
import * as IndexCache from "./IndexCache.js"
import * as FilePages from "./internal/FilePages.js"
import * as SessionRead from "./internal/SessionRead.js"
import * as LockFile from "./LockFile.js"
import * as TempFiles from "./TempFiles.js"

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export class SessionNotFound extends Schema.TaggedError<SessionNotFound>()("SessionNotFound", { path: Schema.String }) {
  override get message() {
    return `${this.path}: no such session file`
  }
}

/** A file without a session header; `line` and `reason` say where reading gave up and why. */
export class NotASession extends Schema.TaggedError<NotASession>()("NotASession", {
  path: Schema.String,
  line: Schema.optionalWith(Schema.Number, { default: () => 1 }),
  reason: Schema.optionalWith(Schema.String, { default: () => "no session header" })
}) {
  override get message() {
    return `${this.path}:${this.line}: error: not a valid pi session: ${this.reason}`
  }
}

/** Why a file whose load found no header is not a session, from the load's findings. */
const notASession = (path: string, diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): NotASession => {
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

export class SessionLocked extends Schema.TaggedError<SessionLocked>()("SessionLocked", {
  path: Schema.String,
  owner: Schema.optional(LockOwner),
  /** When the writer's lease in the database expires (the PostgreSQL store). */
  leaseExpires: Schema.optional(Schema.String)
}) {
  override get message() {
    const who = this.owner ? `process ${this.owner.pid} on ${this.owner.host} (since ${this.owner.startedAt})` : "another process"
    const lock = this.leaseExpires === undefined ? `its lock is ${this.path}.lock` : `its lease expires at ${this.leaseExpires} unless renewed`
    return `${this.path}: session is being written by ${who}; ${lock}`
  }
}

export class SessionExists extends Schema.TaggedError<SessionExists>()("SessionExists", { path: Schema.String }) {
  override get message() {
    return `${this.path}: file already exists`
  }
}

export class FileChanged extends Schema.TaggedError<FileChanged>()("FileChanged", {
  path: Schema.String,
  expected: Schema.Number,
  actual: Schema.Number
}) {
  override get message() {
    return `${this.path}: file shrank from ${this.expected} to ${this.actual} bytes while open; nothing was appended`
  }
}

/**
 * A writer's session file went away (removed, or moved elsewhere, by `arbor rm --force` or
 * another program) while it was open: nothing was appended, and nothing will be until the file
 * is back (`arbor restore`) or the session is opened again.
 */
export class SessionRemoved extends Schema.TaggedError<SessionRemoved>()("SessionRemoved", { path: Schema.String }) {
  override get message() {
    return `${this.path}: the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)`
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
  override get message() {
    return `${this.path}: ${this.operation} failed: ${this.reason}`
  }
}

export type StoreError = SessionNotFound | NotASession | SessionLocked | SessionExists | FileChanged | SessionRemoved | StorageError

const STORE_ERRORS: ReadonlySet<unknown> = new Set([
  "SessionNotFound",
  "NotASession",
  "SessionLocked",
  "SessionExists",
  "FileChanged",
  "SessionRemoved",
  "StorageError"
])

/** Whether `error` is one of the store's errors (each names the path it is about). */
export const isStoreError = (error: unknown): error is StoreError =>
  typeof error === "object" && error !== null && STORE_ERRORS.has((error as { readonly _tag?: unknown })._tag)

/** A platform failure of `operation` on `path`, keeping its kind and the error itself. */
const storageError = (path: string, operation: string) => (error: PlatformError) =>
  new StorageError({ path, operation, reason: error.message, kind: error._tag === "SystemError" ? error.reason : undefined, cause: error })

const isNotFound = (error: PlatformError) => error._tag === "SystemError" && error.reason === "NotFound"

/** A failed read of a session file: not there, or a storage failure. */
const readError = (file: string) => (error: PlatformError) =>
  error._tag === "SystemError" && error.reason === "NotFound" ? new SessionNotFound({ path: file }) : storageError(file, "read")(error)

/**
 * A new session as every store makes it (not written yet): in `dirOf` its cwd and directory, at
 * `<timestamp>_<id>.jsonl`, with the given id or the new identity's.
 */
export const newSession = (
  layout: SessionListing.Layout,
  join: (...parts: Array<string>) => string,
  identity: { readonly sessionId: string; readonly timestamp: string },
  options: CreateOptions
): Either.Either<Session.SessionState, DomainError> => {
  const sessionId = options.sessionId ?? identity.sessionId
  return Session.create({
    sessionId,
    timestamp: identity.timestamp,
    cwd: layout.resolve(options.cwd),
    parentSession: options.parentSession,
    file: join(layout.dirOf(options.cwd, options.sessionDir), SessionFile.fileName(identity.timestamp, sessionId))
  })
}

/** The snapshot of a new session that is to be written at `path`: no bytes yet. */
export const unwritten = (path: string, state: Session.SessionState): Snapshot => ({
  path,
  state,
  diagnostics: [],
  size: 0,
  lineCount: 0,
  terminated: true,
  source: ByteSource.growable()
})

/** What a writer knows of its file's lines. */
export interface WriterLines {
  readonly state: Session.SessionState
  readonly source: ByteSource.Growable
  readonly lineCount: number
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

/**
 * A writer's view after `bytes`, whole lines another program appended after its last line: their
 * bytes added to the source, their entries to the tree, their findings after the earlier ones.
 * The writer's leaf stays where its own commands put it, as each pi process keeps its own: an
 * entry the writer appends next follows the writer's own last entry (a reply its prompt, a tool
 * result its call), never a line the model did not see. Another program's entries become
 * branches of the tree, and its names and labels count; a fresh read (a reload, another
 * process) still takes the file's last line as the leaf, which is the writer's own once it has
 * appended again.
 */
export const mergeLines = (c: WriterLines, bytes: Uint8Array) => {
  const offset = c.source.append(bytes)
  const extended = SessionFile.extend(c.state.tree, c.source, bytes, { offset, firstLine: c.lineCount + 1 })
  return {
    state: { ...c.state, tree: SessionTree.withLeaf(extended.tree, c.state.tree.leaf) },
    lineCount: c.lineCount + extended.lines,
    terminated: extended.terminated,
    diagnostics: [...c.diagnostics, ...extended.diagnostics]
  }
}

/** The same failure, told as `operation` on `path` (a step of a larger one). */
const relocate = (path: string, operation: string) => (error: StorageError) =>
  new StorageError({ path, operation, reason: error.reason, kind: error.kind, cause: error.cause })

// ---------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------

/** A session read from a file. */
export interface Snapshot {
  readonly path: string
  readonly state: Session.SessionState
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  /** Bytes read. */
  readonly size: number
  /** Lines read (the last one may be unterminated). */
  readonly lineCount: number
  /** The file is empty or ends with LF; otherwise an LF goes first at the next append. */
  readonly terminated: boolean
  /** The file's bytes, where its entries' texts are read from (and later appends are added). */
  readonly source: ByteSource.Growable
}

/** A session open for writing; holds the file's lock until its scope closes. */
export interface Writer {
  readonly path: string
  readonly state: Effect.Effect<Session.SessionState>
  /** Findings about lines other programs appended since the file was opened. */
  readonly diagnostics: Effect.Effect<ReadonlyArray<Diagnostic.Diagnostic>>
  /**
   * Applies a command: first merges lines another program appended, then runs the command on
   * the merged state, then persists its entries. When this returns, they are on disk.
   * A command that replaces the session (fork, clone, new) writes the new file but leaves this
   * writer on its session.
   */
  readonly apply: (command: Session.Command) => Effect.Effect<Session.Transition, StoreError | DomainError>
}

export interface ListOptions {
  readonly cwd: string
  /** A custom session directory; sessions there are filtered by the header cwd. */
  readonly sessionDir?: string | undefined
  readonly onProgress?: ((loaded: number, total: number) => void) | undefined
  /** Only sessions whose name or message text contains this (case-insensitive). */
  readonly search?: string | undefined
}

/** Sessions of every cwd (or of one custom directory, unfiltered). */
export interface ListAllOptions {
  readonly sessionDir?: string | undefined
  readonly onProgress?: ((loaded: number, total: number) => void) | undefined
  readonly search?: string | undefined
}

/** A new session: its cwd, where it goes (the cwd's default directory unless `sessionDir`), its id (else a new one), its parent. */
export interface CreateOptions {
  readonly cwd: string
  readonly sessionDir?: string | undefined
  readonly sessionId?: string | undefined
  readonly parentSession?: string | undefined
}

/** A listing; its `skipped` are `.jsonl` files that could not be read or are not sessions. */
export type Listing = SessionListing.Listing

export interface StoreConfig {
  /** pi's agent directory (`$PI_CODING_AGENT_DIR` or `~/.pi/agent`), absolute. */
  readonly agentDir: string
  /** Directory that relative paths are resolved against. */
  readonly cwd: string
  /** Who writes: recorded in lock files. */
  readonly owner: { readonly pid: number; readonly host: string; readonly startedAt: string }
  /** Whether a process is still running (to take over a dead owner's lock). */
  readonly isAlive: (pid: number) => boolean
  /** fsync after every append (default true). */
  readonly fsync?: boolean | undefined
  /** How a contended takeover of a dead owner's lock retries (see `LockFile.Config`; defaults there). */
  readonly lockRetry?: { readonly attempts?: number | undefined; readonly pause?: Effect.Effect<void> | undefined } | undefined
}

export declare namespace SessionStore {
  export interface Service {
    readonly agentDir: string
    /** An absolute path, resolved against the configured cwd. */
    readonly resolve: (path: string) => string
    /** The default session directory of a cwd: `<agentDir>/sessions/--<encoded cwd>--`. */
    readonly defaultDir: (cwd: string) => string
    /**
     * Reads a session file. Never writes it. With `fresh`, every byte is read and no cache is
     * believed (`fsck`: a check must not answer from a record of the file), though one may be saved.
     */
    readonly open: (path: string, options?: { readonly fresh?: boolean | undefined }) => Effect.Effect<Snapshot, StoreError>
    /** A new session in memory, to be written to `<dir>/<timestamp>_<id>.jsonl` with its first message. */
    readonly create: (options: CreateOptions) => Effect.Effect<Session.SessionState, StoreError | DomainError>
    /**
     * What pi opens at a path: the file when it exists, else a new session (with `cwd`) that
     * will be written at exactly that path with its first message.
     */
    readonly openOrNew: (path: string, cwd: string) => Effect.Effect<string | Session.SessionState, StoreError | DomainError>
    /**
     * Opens a session for writing: takes its lock and reads it (a new state is taken as is; a
     * state without a file stays in memory and takes no lock).
     */
    readonly writer: (source: string | Session.SessionState) => Effect.Effect<Writer, StoreError, Scope.Scope>
    /** Runs the file effects of a transition that created another session (fork, clone, fork-from). */
    readonly commit: (transition: Session.Transition) => Effect.Effect<void, StoreError>
    /** Creates a file with these lines (atomically; fails if it exists). */
    readonly writeNew: (path: string, lines: ReadonlyArray<string>) => Effect.Effect<void, StoreError>
    /**
     * Writes a whole file that is not a session (an export) atomically, replacing what is there;
     * returns the resolved path. Failures name that path.
     */
    readonly writeFile: (path: string, text: string | Uint8Array) => Effect.Effect<string, StorageError>
    /** Writes a new session's file now, even before it holds a conversation. */
    readonly save: (state: Session.SessionState) => Effect.Effect<Session.SessionState, StoreError>
    /** Sessions of one cwd (its default directory, or a custom one filtered by cwd), newest first. */
    readonly list: (options: ListOptions) => Effect.Effect<Listing, StoreError>
    /** Sessions of every cwd (or of one custom directory, unfiltered), newest first. */
    readonly listAll: (options?: ListAllOptions) => Effect.Effect<Listing, StoreError>
    /** The most recently modified session of a cwd. */
    readonly continueRecent: (cwd: string, sessionDir?: string) => Effect.Effect<Option.Option<string>, StoreError>
    /** The session file whose header id is `id`. */
    readonly findById: (cwd: string, id: string, sessionDir?: string) => Effect.Effect<Option.Option<string>, StoreError>
    /**
     * Moves a session file to `<agentDir>/trash`; returns where it went. Refused (SessionLocked)
     * while a live writer holds the session, unless `force`: it holds the lock while it moves.
     */
    readonly remove: (path: string, options?: { readonly force?: boolean | undefined }) => Effect.Effect<string, StoreError>
    /** Moves a trashed session back where it came from; returns that path. */
    readonly restore: (trashed: string) => Effect.Effect<string, StoreError>
    /** Creates a session from a file's exact bytes, all at once; fails if it exists (`arbor import`). */
    readonly importBytes: (path: string, bytes: Uint8Array) => Effect.Effect<void, StoreError>
    /** A session's exact bytes, as its file holds them (`arbor export --format jsonl`). */
    readonly readBytes: (path: string) => Effect.Effect<Uint8Array, StoreError>
  }
}

export class SessionStore extends Effect.Tag("arbor/SessionStore")<SessionStore, SessionStore.Service>() {}

// ---------------------------------------------------------------------------------------------
// Implementation
// ---------------------------------------------------------------------------------------------

const FILE_MODE = 0o600
const DIR_MODE = 0o700
/**
 * How often, and how long apart, a writer looks again at another program's appended tail that
 * does not end in a newline yet (through `Clock`, so a test clock drives the waits); after the
 * last look the tail counts as a crashed writer's fragment.
 */
export const TAIL_RETRIES = 5
export const TAIL_RETRY_DELAY = Duration.millis(10)
const encoder = new TextEncoder()

const make = (config: StoreConfig) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const fsync = config.fsync ?? true

    const layout = SessionListing.layout(config.agentDir, { resolve: (p) => path.resolve(config.cwd, p), join: path.join, sep: path.sep })
    const { resolve, defaultDir } = layout

    /**
     * Makes the names in `dir` durable: a file created, renamed or removed there is only sure to
     * survive a power cut once its directory is flushed too (when appends are fsynced). A flush
     * that fails is not an error: the change it follows is made and seen by every reader, and
     * reporting it as failed would have the caller redo it or believe it undone.
     */
    const syncDirectory = (dir: string) =>
      fsync ? Effect.scoped(Effect.flatMap(fs.open(dir, { flag: "r" }), (handle) => handle.sync)).pipe(Effect.ignore) : Effect.void

    /** Creates `dir` and the directories above it that are missing, each made durable in its parent. */
    const ensureDir = (dir: string) =>
      Effect.gen(function*() {
        const missing: Array<string> = []
        for (let at = dir; !(yield* fs.exists(at).pipe(Effect.orElseSucceed(() => false))); at = path.dirname(at)) {
          missing.push(at)
          if (path.dirname(at) === at) break
        }
        if (missing.length === 0) return
        yield* fs.makeDirectory(dir, { recursive: true, mode: DIR_MODE }).pipe(Effect.mapError(storageError(dir, "create directory")))
        for (const created of missing.reverse()) yield* syncDirectory(path.dirname(created))
      })

    // without a way to page files in, files are read whole; without a cache, read every time
    const pagesOf = Option.getOrElse(yield* Effect.serviceOption(FilePages.FilePages), () => FilePages.fromFileSystem(fs))
    const cache = Option.getOrUndefined(yield* Effect.serviceOption(IndexCache.IndexCache))

    const openPages = (file: string) => pagesOf.open(file).pipe(Effect.mapError(readError(file)))

    const load = (file: string, fresh = false) =>
      Effect.gen(function*() {
        const pages = yield* openPages(file)
        const indexes = cache !== undefined && pages.size >= IndexCache.MIN_SIZE ? cache : undefined
        // the read asks for the index and hands over the one to save; the cache service answers
        const steps = SessionRead.throughIndex(pages, yield* Ids.idSource, { indexing: indexes !== undefined, fresh })
        let step = steps.next()
        while (step.done !== true) {
          const request = step.value
          step = steps.next(
            indexes === undefined ?
              undefined
              : request._tag === "Load" ?
              Option.getOrUndefined(yield* indexes.load(request.pages, request.source))
              : yield* Effect.as(indexes.save(request.pages, request.cached), undefined)
          )
        }
        const { source, lines, loaded } = step.value
        if (loaded.header === undefined) return yield* notASession(file, loaded.diagnostics)
        // kept while the session is open: without the room the read made for entries it did not meet
        SessionTree.fit(loaded.tree)
        return {
          path: file,
          state: Session.fromLoaded(loaded.header, loaded, file),
          diagnostics: loaded.diagnostics,
          size: pages.size,
          lineCount: lines.reader.lineNumber - 1,
          terminated: lines.reader.terminated,
          source
        } satisfies Snapshot
      })

    const open = Effect.fn("SessionStore.open")(function*(p: string, options?: { readonly fresh?: boolean | undefined }) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      return yield* load(file, options?.fresh === true)
    })

    const content = (lines: ReadonlyArray<string>) => encoder.encode(lines.length === 0 ? "" : lines.join("\n") + "\n")

    /** Writes a temporary file beside `target` and flushes it; returns its path. */
    const writeTemp = (target: string, data: Uint8Array) =>
      Effect.gen(function*() {
        const suffix = (yield* Ids.idSource).draw(0)
        const temp = path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`)
        yield* Effect.scoped(
          Effect.gen(function*() {
            const handle = yield* fs.open(temp, { flag: "wx", mode: FILE_MODE })
            yield* handle.writeAll(data)
            yield* handle.sync
          })
        ).pipe(
          Effect.tapError(() => fs.remove(temp).pipe(Effect.ignore)),
          Effect.mapError(storageError(temp, "write"))
        )
        return temp
      })

    /**
     * Creates `target` with `data` (flushed), atomically, failing if it exists; its name is made
     * durable too unless `durable` is false (a lock, which a restart finds stale anyway).
     */
    const createExclusive = (target: string, data: Uint8Array, durable = true) =>
      Effect.gen(function*() {
        yield* ensureDir(path.dirname(target))
        const temp = yield* writeTemp(target, data)
        yield* fs.link(temp, target).pipe(
          Effect.ensuring(fs.remove(temp).pipe(Effect.ignore)),
          Effect.mapError((e) =>
            e._tag === "SystemError" && e.reason === "AlreadyExists"
              ? new SessionExists({ path: target })
              : storageError(target, "create")(e)
          )
        )
        if (durable) yield* syncDirectory(path.dirname(target))
      })

    /** Removes what a failed append of `data` at offset `from` of `file` left, if nothing else was appended after it. */
    const rollBack = (file: string, from: number, data: Uint8Array) =>
      Effect.gen(function*() {
        const size = Number((yield* fs.stat(file)).size)
        if (size <= from || size - from > data.length) return
        const left = yield* readRange(file, from, size)
        if (left.every((byte, i) => byte === data[i])) yield* fs.truncate(file, from)
      }).pipe(Effect.ignore)

    /** Replaces `target` atomically with `data`. */
    const replaceAtomic = (target: string, data: Uint8Array) =>
      Effect.gen(function*() {
        const temp = yield* writeTemp(target, data)
        yield* fs.rename(temp, target).pipe(
          Effect.tapError(() => fs.remove(temp).pipe(Effect.ignore)),
          Effect.mapError(storageError(target, "replace"))
        )
        yield* syncDirectory(path.dirname(target))
      })

    /** A free backup name beside `file`: `<file>.bak`, `<file>.bak.1`, ... */
    const backupPath = (file: string) =>
      Effect.gen(function*() {
        for (let i = 0;; i++) {
          const candidate = i === 0 ? `${file}.bak` : `${file}.bak.${i}`
          if (!(yield* fs.exists(candidate).pipe(Effect.orElseSucceed(() => true)))) return candidate
        }
      })

    /**
     * Runs a file effect; returns the file's new size when it is known. An append to a file of
     * `size` bytes that fails takes back what it wrote, so that no fragment of it is left for the
     * next line to fuse with.
     */
    const runEffect = (
      effect: Session.FileEffect,
      prefix: string,
      size?: number,
      appendTo: (file: string) => Effect.Effect<FilePages.Appending, PlatformError, Scope.Scope> = (file) => pagesOf.append(file, FILE_MODE)
    ) =>
      Effect.gen(function*() {
        switch (effect._tag) {
          case "CreateFile": {
            const data = content(effect.lines)
            yield* createExclusive(effect.path, data)
            return data.length
          }
          case "ReplaceFile": {
            const data = content(effect.lines)
            const backup = yield* backupPath(effect.path)
            const original = yield* fs.readFile(effect.path).pipe(Effect.mapError(storageError(effect.path, "read")))
            // a backup is flushed before the original is replaced: a crash never leaves an empty one
            yield* createExclusive(backup, original).pipe(
              Effect.mapError((e) => (e._tag === "StorageError" ? relocate(backup, "back up")(e) : e))
            )
            yield* replaceAtomic(effect.path, data).pipe(Effect.tapError(() => fs.remove(backup).pipe(Effect.ignore)))
            return data.length
          }
          case "AppendLines": {
            const data = encoder.encode(prefix + effect.lines.join("\n") + "\n")
            yield* Effect.scoped(
              Effect.gen(function*() {
                const file = yield* appendTo(effect.path)
                yield* file.write(data)
                if (fsync) yield* file.sync
              })
            ).pipe(
              Effect.tapError(() => (size === undefined ? Effect.void : rollBack(effect.path, size, data))),
              Effect.mapError(storageError(effect.path, "append"))
            )
            return data.length
          }
        }
      })

    // -- locks ----------------------------------------------------------------------------------

    const lockConfig: LockFile.Config = { owner: config.owner, isAlive: config.isAlive, ...config.lockRetry }

    /** Takes `file`'s lock (a dead owner's is taken over, see `LockFile`); SessionLocked when a live process holds it. */
    const acquireLock = (file: string) =>
      LockFile.acquire(`${file}.lock`, lockConfig).pipe(
        Effect.provideService(FileSystem.FileSystem, fs),
        Effect.provideService(Path.Path, path),
        Effect.catchTag(
          "Held",
          (held) => Effect.fail(new SessionLocked({ path: file, owner: Option.getOrUndefined(Option.map(held.owner, (o) => new LockOwner(o))) }))
        ),
        Effect.mapError((e) => (e._tag === "SessionLocked" ? e : storageError(`${file}.lock`, "lock")(e))),
        Effect.as(`${file}.lock`)
      )

    const releaseLock = (lockPath: string) => LockFile.release(lockPath, config.owner).pipe(Effect.provideService(FileSystem.FileSystem, fs))

    // -- writer ---------------------------------------------------------------------------------

    const writer = Effect.fn("SessionStore.writer")(function*(source: string | Session.SessionState) {
      const file = typeof source === "string" ? resolve(source) : source.file
      if (file === undefined) return yield* inMemoryWriter(source as Session.SessionState)
      yield* Effect.annotateCurrentSpan("path", file)
      if (typeof source !== "string") yield* ensureDir(path.dirname(file))
      yield* Effect.acquireRelease(acquireLock(file), releaseLock)
      const snapshot = typeof source === "string" ? yield* open(file) : unwritten(file, source)
      const current = yield* Ref.make({
        state: snapshot.state,
        size: snapshot.size,
        lineCount: snapshot.lineCount,
        terminated: snapshot.terminated,
        source: snapshot.source,
        diagnostics: [] as ReadonlyArray<Diagnostic.Diagnostic>
      })
      const semaphore = yield* Effect.makeSemaphore(1)

      /**
       * Reads what another program appended since we last looked, and adds it to the tree.
       * Returns the inode the file's name stands for now, when the file system tells it.
       */
      const merge = Effect.gen(function*() {
        const c = yield* Ref.get(current)
        if (!c.state.flushed) return undefined
        // Another writer's line may be caught half-written: wait a moment for its end before
        // taking an unterminated tail as a crashed writer's fragment.
        let added = new Uint8Array(0)
        let ino: number | undefined
        for (let attempt = 0;; attempt++) {
          const info = yield* pagesOf.sizeOf(file).pipe(
            Effect.mapError((e) => (isNotFound(e) ? new SessionRemoved({ path: file }) : storageError(file, "stat")(e)))
          )
          ino = info.ino
          const size = info.size
          if (size < c.size) return yield* new FileChanged({ path: file, expected: c.size, actual: size })
          if (size === c.size) return ino // nothing appended: the usual case, before each of our appends
          added = yield* readRange(file, c.size, size)
          if (added.length === 0 || added[added.length - 1] === 0x0a || attempt >= TAIL_RETRIES) break
          yield* Effect.sleep(TAIL_RETRY_DELAY)
        }
        if (added.length === 0) return ino
        const size = c.size + added.length
        const diagnostics: Array<Diagnostic.Diagnostic> = []
        let skip = 0
        if (!c.terminated) {
          // another program continued our unterminated last line: that line is now unreadable
          const newline = added.indexOf(0x0a)
          diagnostics.push(
            Diagnostic.error("malformed-json", c.lineCount, "another program continued this unterminated line; the text it added is ignored")
          )
          if (newline < 0) {
            yield* Ref.set(current, { ...c, size, diagnostics: [...c.diagnostics, ...diagnostics] })
            return ino
          }
          skip = newline + 1
        }
        const merged = mergeLines(c, added.subarray(skip))
        yield* Ref.set(current, { ...c, ...merged, size, diagnostics: [...diagnostics, ...merged.diagnostics] })
        return ino
      })

      // The file stays open for appending while the writer lives, so that an append is the
      // stat above and one write. The handle is used only while the name still stands for its
      // inode (the stat tells); after our own replace, or anyone's, the file is opened again.
      const writerScope = yield* Effect.scope
      let held: { readonly file: FilePages.Appending; readonly ino: number; readonly close: Effect.Effect<void> } | undefined
      const appendTo = (ino: number | undefined) => (target: string) =>
        Effect.gen(function*() {
          if (held !== undefined && held.ino === ino) return held.file
          if (held !== undefined) yield* held.close
          held = undefined
          const scope = yield* Scope.fork(writerScope, ExecutionStrategy.sequential)
          const file = yield* pagesOf.append(target, FILE_MODE).pipe(Scope.extend(scope))
          if (file.ino !== undefined) held = { file, ino: file.ino, close: Scope.close(scope, Exit.void) }
          else yield* Effect.addFinalizer(() => Scope.close(scope, Exit.void))
          return file
        })

      // Uninterruptible once it holds the permit: bytes that reached the file are in the state
      // and in the transition returned, or a later merge would take our own line for another's.
      const apply = Effect.fn("SessionStore.Writer.apply")(
        function*(command: Session.Command) {
          yield* Effect.annotateCurrentSpan({ path: file, command: command._tag })
          const ino = yield* merge
          const c = yield* Ref.get(current)
          const result = Session.apply(c.state, command)
          if (Either.isLeft(result)) return yield* result.left
          const transition = result.right
          if (transition.replaced) {
            yield* commitEffects(transition)
            return transition
          }
          let { lineCount, size, terminated } = c
          for (const effect of transition.effects) {
            const written = yield* runEffect(effect, effect._tag === "AppendLines" && !terminated ? "\n" : "", size, appendTo(ino))
            if (effect._tag === "AppendLines") {
              size += written
              lineCount += effect.lines.length
            } else {
              size = written
              lineCount = effect.lines.length
            }
            terminated = true
          }
          yield* Ref.set(current, { ...c, state: transition.state, size, lineCount, terminated })
          return transition
        },
        Effect.uninterruptible,
        semaphore.withPermits(1)
      )

      return {
        path: file,
        state: Effect.map(Ref.get(current), (c) => c.state),
        diagnostics: Effect.map(Ref.get(current), (c) => c.diagnostics),
        apply
      } satisfies Writer
    })

    /** A writer for a session kept in memory (pi's `--no-session`): commands apply, nothing is written. */
    const inMemoryWriter = (initial: Session.SessionState) =>
      Effect.gen(function*() {
        const current = yield* Ref.make(initial)
        const semaphore = yield* Effect.makeSemaphore(1)
        return {
          path: "(in memory)",
          state: Ref.get(current),
          diagnostics: Effect.succeed([]),
          apply: (command: Session.Command) =>
            semaphore.withPermits(1)(
              Effect.gen(function*() {
                const result = Session.apply(yield* Ref.get(current), command)
                if (Either.isLeft(result)) return yield* result.left
                if (!result.right.replaced) yield* Ref.set(current, result.right.state)
                return result.right
              })
            )
        } satisfies Writer
      })

    /** The bytes of `file` in `[from, to)`. */
    const readRange = (file: string, from: number, to: number) =>
      Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(file, { flag: "r" })
          yield* handle.seek(from, "start")
          const buffer = new Uint8Array(to - from)
          let read = 0
          while (read < buffer.length) {
            const n = Number(yield* handle.read(buffer.subarray(read)))
            if (n === 0) break
            read += n
          }
          return buffer.subarray(0, read)
        })
      ).pipe(Effect.mapError(storageError(file, "read")))

    const commitEffects = Effect.fn("SessionStore.commit")(function*(transition: Session.Transition) {
      yield* Effect.forEach(transition.effects, (effect) => runEffect(effect, ""), { discard: true })
    })

    const save = Effect.fn("SessionStore.save")(function*(state: Session.SessionState) {
      if (state.file === undefined || state.flushed) return state
      yield* Effect.annotateCurrentSpan({ path: state.file, session: state.header.id })
      yield* runEffect(Session.FileEffect.CreateFile({ path: state.file, lines: Session.fileLines(state) }), "")
      return { ...state, flushed: true }
    })

    const openOrNew = Effect.fn("SessionStore.openOrNew")(function*(p: string, cwd: string) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      if (yield* fs.exists(file).pipe(Effect.orElseSucceed(() => false))) return file
      const created = yield* create({ cwd, sessionDir: path.dirname(file) })
      return { ...created, file }
    })

    const create = Effect.fn("SessionStore.create")(function*(options: CreateOptions) {
      const identity = yield* Ids.sessionIdentity
      const dir = layout.dirOf(options.cwd, options.sessionDir)
      yield* ensureDir(dir)
      const created = newSession(layout, path.join, identity, options)
      if (Either.isLeft(created)) return yield* created.left
      yield* Effect.annotateCurrentSpan("session", created.right.header.id)
      return created.right
    })

    // -- discovery ------------------------------------------------------------------------------

    const jsonlFiles = (dir: string) =>
      fs.readDirectory(dir).pipe(
        Effect.map((names) => layout.files(dir, names)),
        Effect.catchTag("SystemError", (e) => (e.reason === "NotFound" ? Effect.succeed([]) : Effect.fail(e))),
        Effect.mapError(storageError(dir, "list"))
      )

    const catalog = yield* Option.match(yield* Effect.serviceOption(Catalog.Catalog), {
      onSome: Effect.succeed,
      onNone: () => Catalog.make().pipe(Effect.provideService(FilePages.FilePages, pagesOf))
    })

    /**
     * The listings of each directory's files (the directory as resolved, which is the dirname of
     * each of its files), through its catalog, in the order given.
     */
    const summarizeFiles = (
      groups: ReadonlyArray<readonly [string, ReadonlyArray<string>]>,
      onProgress: ((loaded: number, total: number) => void) | undefined
    ) =>
      Effect.gen(function*() {
        const total = groups.reduce((n, [, files]) => n + files.length, 0)
        let done = 0
        const sessions: Array<SessionInfo.SessionInfo> = []
        const skipped: Array<SessionListing.Skipped> = []
        for (const [dir, files] of groups) {
          if (files.length === 0) continue
          const before = done
          const results = yield* catalog.summarize(dir, files, (n) => onProgress?.(done = before + n, total))
          SessionListing.collect(files, results, sessions, skipped)
        }
        return { sessions, skipped }
      })

    /** The session files of each directory `scope` looks at, by directory. */
    const filesOf = (scope: SessionListing.Scope) =>
      Effect.gen(function*() {
        if (scope._tag === "Directory") return [[scope.dir, yield* jsonlFiles(scope.dir)] as const]
        const root = scope.root
        const names = yield* fs.readDirectory(root).pipe(
          Effect.catchTag("SystemError", (e) => (e.reason === "NotFound" ? Effect.succeed([]) : Effect.fail(e))),
          Effect.mapError(storageError(root, "list"))
        )
        const dirs = yield* Effect.filter(
          names.map((name) => path.join(root, name)),
          (dir) => fs.stat(dir).pipe(Effect.map((info) => info.type === "Directory"), Effect.orElseSucceed(() => false)),
          { concurrency: 64 }
        )
        const perDir = yield* Effect.forEach(dirs, (dir) => jsonlFiles(dir).pipe(Effect.orElseSucceed(() => [])), {
          concurrency: 64
        })
        return dirs.map((dir, i) => [dir, perDir[i] ?? []] as const)
      })

    const listScope = (
      scope: SessionListing.Scope,
      search: string | undefined,
      onProgress: ((loaded: number, total: number) => void) | undefined
    ) =>
      Effect.gen(function*() {
        const { sessions, skipped } = yield* summarizeFiles(yield* filesOf(scope), onProgress)
        return SessionListing.ordered(SessionListing.searched(SessionListing.kept(scope, sessions), search), skipped)
      })

    const list = Effect.fn("SessionStore.list")(function*(options: ListOptions) {
      return yield* listScope(layout.scope(options), options.search, options.onProgress)
    })

    const listAll = Effect.fn("SessionStore.listAll")(function*(options: ListAllOptions = {}) {
      return yield* listScope(layout.scope({ cwd: config.cwd, sessionDir: options.sessionDir, all: true }), options.search, options.onProgress)
    })

    /** The header of a file: its first non-blank line, read without loading the rest. */
    const readHeader = (file: string) =>
      Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(file, { flag: "r" })
          const decoder = new TextDecoder()
          let text = ""
          for (;;) {
            const chunk = yield* handle.readAlloc(65536)
            if (Option.isNone(chunk)) break
            text += decoder.decode(chunk.value, { stream: true })
            const trimmed = text.trimStart()
            const newline = trimmed.indexOf("\n")
            if (newline >= 0) {
              text = trimmed.slice(0, newline)
              break
            }
          }
          const value = SessionFile.headerOf(text)
          return Option.fromNullable(value)
        })
      ).pipe(Effect.orElseSucceed(() => Option.none()))

    const continueRecent = Effect.fn("SessionStore.continueRecent")(function*(cwd: string, sessionDir?: string) {
      const scope = layout.scope({ cwd, sessionDir })
      const files = (yield* filesOf(scope)).flatMap(([, inDir]) => inDir)
      const dated = yield* Effect.forEach(
        files,
        (file) =>
          fs.stat(file).pipe(
            Effect.map((info) => Option.some([file, Option.getOrElse(info.mtime, () => new Date(0)).getTime()] as const)),
            Effect.orElseSucceed(() => Option.none())
          ),
        { concurrency: 64 }
      )
      const newestFirst = dated.flatMap(Option.toArray).sort((a, b) => b[1] - a[1])
      for (const [file] of newestFirst) {
        const header = yield* readHeader(file)
        if (Option.isSome(header) && SessionListing.keeps(scope, header.value.cwd)) return Option.some(file)
      }
      return Option.none()
    })

    const findById = Effect.fn("SessionStore.findById")(function*(cwd: string, id: string, sessionDir?: string) {
      yield* Effect.annotateCurrentSpan("session", id)
      const scope = layout.scope({ cwd, sessionDir })
      for (const [, files] of yield* filesOf(scope)) {
        for (const file of files) {
          const header = yield* readHeader(file)
          if (Option.isSome(header) && SessionListing.isFound(scope, header.value, id)) return Option.some(file)
        }
      }
      return Option.none()
    })

    // -- trash ----------------------------------------------------------------------------------

    const trashDir = layout.trash

    const remove = Effect.fn("SessionStore.remove")(function*(p: string, options: { readonly force?: boolean | undefined } = {}) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      if (!(yield* fs.exists(file).pipe(Effect.orElseSucceed(() => false)))) return yield* new SessionNotFound({ path: file })
      // held while it moves (a dead owner's lock taken over, and gone with the file); forced, a live one stays
      yield* Effect.acquireRelease(acquireLock(file), releaseLock).pipe(
        Effect.catchTag("SessionLocked", (locked) => (options.force === true ? Effect.void : Effect.fail(locked)))
      )
      yield* ensureDir(trashDir)
      const stamp = (yield* Ids.timestamp).replace(/[:.]/g, "-")
      const trashed = path.join(trashDir, `${stamp}_${path.basename(file)}`)
      yield* createExclusive(`${trashed}.origin`, encoder.encode(file + "\n")).pipe(
        Effect.mapError((e) => new StorageError({ path: trashed, operation: "record origin", reason: e.message, cause: e }))
      )
      yield* fs.rename(file, trashed).pipe(
        Effect.tapError(() => fs.remove(`${trashed}.origin`).pipe(Effect.ignore)),
        Effect.mapError(storageError(file, "move to trash"))
      )
      // in the trash first, then gone from its folder: a power cut between leaves it in both, never in neither
      yield* syncDirectory(trashDir)
      yield* syncDirectory(path.dirname(file))
      return trashed
    }, Effect.scoped)

    const restore = Effect.fn("SessionStore.restore")(function*(p: string) {
      const trashed = resolve(p)
      yield* Effect.annotateCurrentSpan("path", trashed)
      const origin = (yield* fs.readFileString(`${trashed}.origin`).pipe(Effect.mapError(storageError(trashed, "read origin")))).trim()
      if (yield* fs.exists(origin).pipe(Effect.orElseSucceed(() => true))) return yield* new SessionExists({ path: origin })
      yield* ensureDir(path.dirname(origin))
      yield* fs.rename(trashed, origin).pipe(Effect.mapError(storageError(trashed, "restore")))
      yield* syncDirectory(path.dirname(origin))
      yield* fs.remove(`${trashed}.origin`).pipe(Effect.ignore)
      yield* syncDirectory(path.dirname(trashed))
      return origin
    })

    const writeNew = Effect.fn("SessionStore.writeNew")(function*(p: string, lines: ReadonlyArray<string>) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* createExclusive(file, content(lines))
    })

    const writeFile = Effect.fn("SessionStore.writeFile")(function*(p: string, text: string | Uint8Array) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* replaceAtomic(file, typeof text === "string" ? encoder.encode(text) : text).pipe(Effect.mapError(relocate(file, "write")))
      return file
    })

    const importBytes = Effect.fn("SessionStore.importBytes")(function*(p: string, bytes: Uint8Array) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* createExclusive(file, bytes)
    })

    const readBytes = Effect.fn("SessionStore.readBytes")(function*(p: string) {
      const file = resolve(p)
      yield* Effect.annotateCurrentSpan("path", file)
      return yield* fs.readFile(file).pipe(Effect.mapError(readError(file)))
    })

    return SessionStore.of({
      agentDir: config.agentDir,
      resolve,
      defaultDir,
      open,
      create,
      openOrNew,
      writer,
      commit: commitEffects,
      writeNew,
      writeFile,
      save,
      list,
      listAll,
      continueRecent,
      findById,
      remove,
      restore,
      importBytes,
      readBytes
    })
  })

/** What `layer` and `layerMemory` take; every field has a default (see `config` and `layerMemory`). */
export type StoreOptions = { readonly [K in keyof StoreConfig]?: StoreConfig[K] | undefined }

/** This process, as a lock file records its owner. */
export const processOwner: () => StoreConfig["owner"] = LockFile.thisProcess

/** Whether the process `pid` runs (on this host): a lock's owner, as a cache's temporary file's writer. */
export const isProcessAlive: (pid: number) => boolean = TempFiles.isAlive

/**
 * The configuration `layer` runs with: what `options` gives, else the agent directory from
 * `Config` (`PI_CODING_AGENT_DIR`, see `AgentDir`), the process's working directory, this
 * process as the lock owner, and fsync after every append unless `ARBOR_FSYNC` is `0`.
 */
export const config = (options: StoreOptions = {}): Effect.Effect<StoreConfig> =>
  Effect.gen(function*() {
    const fsync = options.fsync ?? Option.getOrUndefined(yield* Config.option(Config.string("ARBOR_FSYNC"))) !== "0"
    return {
      agentDir: options.agentDir ?? (yield* AgentDir.config),
      cwd: options.cwd ?? process.cwd(),
      owner: options.owner ?? processOwner(),
      isAlive: options.isAlive ?? isProcessAlive,
      fsync,
      lockRetry: options.lockRetry
    }
  }).pipe(Effect.orDie)

/**
 * The store's optional services on Node: files paged in through descriptors and, with a cache
 * directory, the index cache and the listing catalog kept there (with `scanHelper`, the bundle
 * of `ScanWorker`, a first listing of many files reads them on two threads).
 */
export const layerNodeServices = (cacheDir: string | undefined, scanHelper?: string) =>
  cacheDir === undefined
    ? FilePages.layerNode
    : Layer.mergeAll(
      IndexCache.layer(cacheDir),
      Catalog.layer(cacheDir, scanHelper === undefined ? undefined : { script: scanHelper, minFiles: 8, minBytes: 32 * 1024 * 1024 })
    ).pipe(Layer.provideMerge(FilePages.layerNode))

/** The store on the platform's FileSystem and Path, configured by `config(options)`. */
export const layer = (options: StoreOptions = {}): Layer.Layer<SessionStore, never, FileSystem.FileSystem | Path.Path> =>
  Layer.effect(SessionStore, Effect.flatMap(config(options), make))

/**
 * The store on a fresh in-memory filesystem (for tests and embedding). Defaults: agent
 * directory `/agent`, working directory `/`, one owner (pid 1 on host `memory`) whose locks
 * are never taken over.
 */
export const layerMemory = (options: StoreOptions = {}): Layer.Layer<SessionStore> =>
  Layer.effect(
    SessionStore,
    make({
      agentDir: options.agentDir ?? "/agent",
      cwd: options.cwd ?? "/",
      owner: options.owner ?? { pid: 1, host: "memory", startedAt: new Date(0).toISOString() },
      isAlive: options.isAlive ?? (() => true),
      fsync: options.fsync,
      lockRetry: options.lockRetry
    })
  ).pipe(Layer.provide(MemoryFileSystem.layer), Layer.provide(Path.layer))
