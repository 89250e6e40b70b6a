/**
 * The session store: pi-compatible sessions, kept through a session log (`SessionLog`).
 *
 * This is the repository above every log, where the store's policy is written once: pi's
 * layout (the agent directory, encoded-cwd directories, file names, list order, the cwd filter:
 * `domain/scan/Listing`'s rules, which `main/cli/QuickList` calls too), reading a session into
 * its tree through the index cache (`IndexCache`), listing through the catalog (`Catalog`),
 * the writer's rules (a lease held while it lives, lines another program appended merged before
 * each command, a half-written tail waited for, an append at the position it read up to, tried
 * again after a merge when another writer got there first), new sessions, fork and migration
 * files, the trash, imports and exports, sessions by id (`get`, through the log's index or one
 * the repository keeps) and the tenant's folder that every path must lie in. What a log is
 * (files, rows) is the log's.
 *
 * `layer` keeps sessions in files on the platform `FileSystem` and `Path` (the Node ones are
 * wired in `src/main`, or by `Arbor.layer`; spec decisions 1–8 in `internal/FileLog`);
 * `layerMemory` runs the same code on an in-memory filesystem; `PgSessionStore` keeps them in
 * PostgreSQL (`internal/PgLog`). All take `StoreOptions`, where every field has a default.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Config from "effect/Config"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as Diagnostic from "../../domain/format/Diagnostic.js"
import type { DomainError } from "../../domain/format/DomainError.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import type { SessionId } from "../../domain/format/SessionId.js"
import * as ByteSource from "../../domain/scan/ByteSource.js"
import * as SessionListing from "../../domain/scan/Listing.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as MemoryFileSystem from "../../testing/MemoryFileSystem.js"
import * as Ids from "../agent/Ids.js"
import * as AgentDir from "./AgentDir.js"
import * as Catalog from "./Catalog.js"
import * as IndexCache from "./IndexCache.js"
import * as FileLog from "./internal/FileLog.js"
import * as FilePages from "./internal/FilePages.js"
import { notASession, OutsideTenant, type StorageError, type StoreError } from "./internal/StoreErrors.js"
import * as LockFile from "./LockFile.js"
import { SessionLog } from "./SessionLog.js"
import * as TempFiles from "./TempFiles.js"

export {
  FileChanged,
  isStoreError,
  LockOwner,
  NotASession,
  OutsideTenant,
  SessionExists,
  SessionLocked,
  SessionNotFound,
  SessionRemoved,
  StorageError,
  type StoreError
} from "./internal/StoreErrors.js"

/**
 * A new session as every store makes it (not written yet): in `dirOf` its cwd and directory, at
 * `<timestamp>_<id>.jsonl`, with the given id or the new identity's.
 */
const newSession = (
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
const unwritten = (path: string, state: Session.SessionState): Snapshot => ({
  path,
  state,
  diagnostics: [],
  size: 0,
  lineCount: 0,
  terminated: true,
  source: ByteSource.growable()
})

/** What a writer knows of its file's lines. */
interface WriterLines {
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
const mergeLines = (c: WriterLines, bytes: Uint8Array) => {
  const offset = c.source.append(bytes)
  const extended = SessionFile.extend(c.state.tree, c.source, bytes, { offset, firstLine: c.lineCount + 1 })
  return {
    state: { ...c.state, tree: SessionTree.withLeaf(extended.tree, c.state.tree.leaf) },
    lineCount: c.lineCount + extended.lines,
    terminated: extended.terminated,
    diagnostics: [...c.diagnostics, ...extended.diagnostics]
  }
}

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

/** A session open for writing; holds its log's lease (a file's lock) until its scope closes. */
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

/** How a writer is opened. */
export interface WriterOptions {
  /**
   * How long to wait for a session another writer holds: its lease is asked again every
   * `LOCK_WAIT_POLL` until it is free or this time has passed (through `Clock`), then
   * `SessionLocked`. Default: no wait, `SessionLocked` at once.
   */
  readonly wait?: Duration.DurationInput | undefined
}

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
  /**
   * The tenant this store serves (letters, digits, `-`, `_`; at most 64): its sessions, trash
   * and id index live under `<agentDir>/tenants/<tenant>` (see `tenantRoot`), and every path
   * outside that folder is refused (`OutsideTenant`); in PostgreSQL its rows also carry it in
   * their `tenant` column. None: the agent directory as pi lays it out, and any path.
   */
  readonly tenant?: string | undefined
}

export declare namespace SessionStore {
  export interface Service {
    readonly agentDir: string
    /** An absolute path, resolved against the configured cwd. */
    readonly resolve: (path: string) => string
    /**
     * `path` resolved (`resolve`) when this store may touch it: any path without a tenant, else
     * one under the tenant's folder; `OutsideTenant` otherwise. Reads and writes nothing: what
     * opens a session by a path (an agent, `resume`, the registry) asks it before anything else.
     */
    readonly confine: (path: string) => Effect.Effect<string, OutsideTenant>
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
    readonly writer: (source: string | Session.SessionState, options?: WriterOptions) => Effect.Effect<Writer, StoreError, Scope.Scope>
    /** Runs the file effects of a transition that created another session (fork, clone, fork-from). */
    readonly commit: (transition: Session.Transition) => Effect.Effect<void, StoreError>
    /** Creates a file with these lines (atomically; fails if it exists). */
    readonly writeNew: (path: string, lines: ReadonlyArray<string>) => Effect.Effect<void, StoreError>
    /**
     * Writes a whole file that is not a session (an export) atomically, replacing what is there;
     * returns the resolved path. Failures name that path. The file's permission bits are `mode`
     * less the umask: 0o600 (the owner's only) unless a page meant to be shared asks for 0o644.
     */
    readonly writeFile: (path: string, text: string | Uint8Array, mode?: number) => Effect.Effect<string, StorageError | OutsideTenant>
    /** Writes a new session's file now, even before it holds a conversation. */
    readonly save: (state: Session.SessionState) => Effect.Effect<Session.SessionState, StoreError>
    /** Sessions of one cwd (its default directory, or a custom one filtered by cwd), newest first. */
    readonly list: (options: ListOptions) => Effect.Effect<Listing, StoreError>
    /** Sessions of every cwd (or of one custom directory, unfiltered), newest first. */
    readonly listAll: (options?: ListAllOptions) => Effect.Effect<Listing, StoreError>
    /** The most recently modified session of a cwd. */
    readonly continueRecent: (cwd: string, sessionDir?: string) => Effect.Effect<Option.Option<string>, StoreError>
    /**
     * The session whose header id is `sessionId`, read, of this store's tenant: through an
     * index (PostgreSQL's on its rows; for files, the sessions this store made, imported or
     * restored, then the id index file `<root>/arbor-session-ids.json`, rebuilt from one scan
     * of `<root>/sessions` when both miss or point wrong). What an index points to is read and
     * its header id checked before it is believed; none when no session of the tenant has it.
     */
    readonly get: (sessionId: SessionId) => Effect.Effect<Option.Option<Snapshot>, StoreError>
    /**
     * Where the session whose header id is `sessionId` lives, of this store's tenant, found as
     * `get` finds it but checked by its header alone (a file's first line, a database's session
     * row), never read whole: what opens the session next (an agent's writer) reads it once.
     */
    readonly locate: (sessionId: SessionId) => Effect.Effect<Option.Option<string>, StoreError>
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
// The repository
// ---------------------------------------------------------------------------------------------

/**
 * How often, and how long apart, a writer looks again at another program's appended tail that
 * does not end in a newline yet (through `Clock`, so a test clock drives the waits); after the
 * last look the tail counts as a crashed writer's fragment.
 */
export const TAIL_RETRIES = 5
export const TAIL_RETRY_DELAY = Duration.millis(10)
/** How often a writer that waits for a held session (`WriterOptions.wait`) asks for its lease again. */
export const LOCK_WAIT_POLL = Duration.millis(50)
const encoder = new TextEncoder()

/** `lines` as a file holds them: each ended by LF. */
const content = (lines: ReadonlyArray<string>) => encoder.encode(lines.length === 0 ? "" : lines.join("\n") + "\n")

const TENANT = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The folder a store's sessions live under: `<agentDir>/tenants/<tenant>` for a tenant (laid
 * out there as pi lays out an agent directory: `sessions/`, `trash/`), else the agent
 * directory. Dies on a tenant name that is not letters, digits, `-` and `_` (at most 64).
 */
export const tenantRoot = (config: Pick<StoreConfig, "agentDir" | "tenant">, path: Path.Path): string => {
  if (config.tenant === undefined) return config.agentDir
  if (!TENANT.test(config.tenant)) throw new Error(`StoreConfig.tenant: ${JSON.stringify(config.tenant)} is not letters, digits, - and _ (at most 64)`)
  return path.join(config.agentDir, "tenants", config.tenant)
}

/** pi's layout of `config`'s agent directory (its tenant's folder, with a tenant), with paths resolved against its cwd. */
export const layoutOf = (config: Pick<StoreConfig, "agentDir" | "cwd" | "tenant">, path: Path.Path): SessionListing.Layout =>
  SessionListing.layout(tenantRoot(config, path), { resolve: (p) => path.resolve(config.cwd, p), join: path.join, sep: path.sep })

/** The id index file's name in a store's root (see `SessionStore.get`). */
export const ID_INDEX = "arbor-session-ids.json"

/** What a repository is given besides its log: the caches a log of files is read through, and its spans' prefix. */
export interface RepositoryOptions {
  /** Names the spans (`<spans>.open`, ...): which store a trace went through. */
  readonly spans: string
  /** The listing catalog; needed by a log that lists files (`Found.Files`). */
  readonly catalog?: Catalog.Catalog.Service | undefined
  /** The index cache large sessions are read through, when there is one. */
  readonly index?: IndexCache.IndexCache.Service | undefined
}

/** The store over the `SessionLog` in context: pi's layout, the caches and the writer's rules, once for every log. */
export const repository = (config: StoreConfig, layout: SessionListing.Layout, options: RepositoryOptions) =>
  Effect.gen(function*() {
    const log = yield* SessionLog
    const path = yield* Path.Path
    const { resolve, defaultDir } = layout
    const { spans, catalog } = options

    // -- the tenant -----------------------------------------------------------------------------

    const root = layout.agentDir
    const isInside = (file: string) => {
      const relative = path.relative(root, file)
      return relative !== "" && relative !== ".." && !relative.startsWith(".." + path.sep) && !path.isAbsolute(relative)
    }
    /** `file` when the store may touch it: anywhere without a tenant, else under the tenant's folder. */
    const within = (file: string): Effect.Effect<string, OutsideTenant> =>
      config.tenant === undefined || isInside(file) ? Effect.succeed(file) : Effect.fail(new OutsideTenant({ path: file, tenant: config.tenant }))
    /** A path as given, resolved, and allowed (see `within`). */
    const inside = (p: string) => within(resolve(p))
    /** A listing's scope when its folder is allowed (see `within`). */
    const scopeWithin = (scope: SessionListing.Scope) => Effect.as(within(scope._tag === "Every" ? scope.root : scope.dir), scope)

    // -- reading --------------------------------------------------------------------------------

    const load = (file: string, fresh: boolean) =>
      Effect.gen(function*() {
        const read = yield* log.read(file, { fresh, index: options.index })
        const { loaded } = read
        if (loaded.header === undefined) return yield* notASession(file, loaded.diagnostics)
        // kept while the session is open: without the room the read made for entries it did not meet
        SessionTree.fit(loaded.tree)
        return {
          path: file,
          state: Session.fromLoaded(loaded.header, loaded, file),
          diagnostics: loaded.diagnostics,
          size: read.size,
          lineCount: read.lineCount,
          terminated: read.terminated,
          source: read.source
        } satisfies Snapshot
      })

    const open = Effect.fn(`${spans}.open`)(function*(p: string, options?: { readonly fresh?: boolean | undefined }) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      return yield* load(file, options?.fresh === true)
    })

    // -- writing --------------------------------------------------------------------------------

    /** Writes a whole file a transition makes (a new session, a migrated one); returns its size. */
    const write = (effect: Exclude<Session.FileEffect, { readonly _tag: "AppendLines" }>) => {
      const data = content(effect.lines)
      const written = effect._tag === "CreateFile"
        ? Effect.zipRight(log.create(effect.path, data, effect.lines), noteId(effect.path, effect.lines[0]))
        : log.replace(effect.path, effect.lines, data)
      return Effect.as(Effect.zipRight(within(effect.path), written), data.length)
    }

    /** The effects of a transition that made another session (fork, clone, new): each a whole file. */
    const commit = Effect.fn(`${spans}.commit`)(function*(transition: Session.Transition) {
      yield* Effect.forEach(
        transition.effects,
        (effect) => effect._tag === "AppendLines" ? Effect.dieMessage("a transition that makes another session appends to none") : write(effect),
        { discard: true }
      )
    })

    const save = Effect.fn(`${spans}.save`)(function*(state: Session.SessionState) {
      if (state.file === undefined || state.flushed) return state
      yield* Effect.annotateCurrentSpan({ path: state.file, session: state.header.id })
      yield* write(Session.FileEffect.CreateFile({ path: state.file, lines: Session.fileLines(state) }))
      return { ...state, flushed: true }
    })

    const create = Effect.fn(`${spans}.create`)(function*(options: CreateOptions) {
      const identity = yield* Ids.sessionIdentity
      yield* log.makeRoom(yield* within(layout.dirOf(options.cwd, options.sessionDir)))
      const created = newSession(layout, path.join, identity, options)
      if (Either.isLeft(created)) return yield* created.left
      yield* Effect.annotateCurrentSpan("session", created.right.header.id)
      return created.right
    })

    const openOrNew = Effect.fn(`${spans}.openOrNew`)(function*(p: string, cwd: string) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      if (yield* log.exists(file)) return file
      const created = yield* create({ cwd, sessionDir: path.dirname(file) })
      return { ...created, file }
    })

    // -- writer ---------------------------------------------------------------------------------

    /** The log's lease on `file`; with a wait, asked again while another writer holds it, until the wait has passed. */
    const leaseOf = (file: string, wait: Duration.DurationInput | undefined) =>
      wait === undefined ? log.lease(file) : log.lease(file).pipe(
        Effect.retry({
          schedule: Schedule.spaced(LOCK_WAIT_POLL).pipe(Schedule.upTo(wait)),
          while: (error) => error._tag === "SessionLocked"
        })
      )

    const writer = Effect.fn(`${spans}.writer`)(function*(source: string | Session.SessionState, options: WriterOptions = {}) {
      const file = typeof source === "string" ? yield* inside(source) : source.file
      if (file === undefined) return yield* inMemoryWriter(source as Session.SessionState)
      if (typeof source !== "string") yield* within(file)
      yield* Effect.annotateCurrentSpan("path", file)
      if (typeof source !== "string") yield* log.makeRoom(path.dirname(file))
      const lease = yield* leaseOf(file, options.wait)
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
       * Returns the log's identity now, when the log tells it.
       */
      const merge = Effect.gen(function*() {
        const c = yield* Ref.get(current)
        if (!c.state.flushed) return undefined
        // Another writer's line may be caught half-written: wait a moment for its end before
        // taking an unterminated tail as a crashed writer's fragment.
        let added: Uint8Array
        let identity: number | undefined
        for (let attempt = 0;; attempt++) {
          const since = yield* lease.since({ size: c.size, lines: c.lineCount })
          identity = since.identity
          added = since.bytes
          if (added.length === 0) return identity // nothing appended: the usual case, before each of our appends
          if (added[added.length - 1] === 0x0a || attempt >= TAIL_RETRIES) break
          yield* Effect.sleep(TAIL_RETRY_DELAY)
        }
        const size = c.size + added.length
        const diagnostics: Array<Diagnostic.Diagnostic> = []
        let skip = 0
        if (!c.terminated && !log.wholeLines) {
          // another program continued our unterminated last line: that line is now unreadable
          const newline = added.indexOf(0x0a)
          diagnostics.push(
            Diagnostic.error("malformed-json", c.lineCount, "another program continued this unterminated line; the text it added is ignored")
          )
          if (newline < 0) {
            yield* Ref.set(current, { ...c, size, diagnostics: [...c.diagnostics, ...diagnostics] })
            return identity
          }
          skip = newline + 1
        }
        const merged = mergeLines(c, added.subarray(skip))
        yield* Ref.set(current, { ...c, ...merged, size, diagnostics: [...diagnostics, ...merged.diagnostics] })
        return identity
      })

      // Uninterruptible once it holds the permit: lines that reached the log are in the state
      // and in the transition returned, or a later merge would take our own line for another's.
      const apply = Effect.fn(`${spans}.Writer.apply`)(
        function*(command: Session.Command) {
          yield* Effect.annotateCurrentSpan({ path: file, command: command._tag })
          for (;;) {
            const identity = yield* merge
            const c = yield* Ref.get(current)
            const result = Session.apply(c.state, command)
            if (Either.isLeft(result)) return yield* result.left
            const transition = result.right
            if (transition.replaced) {
              yield* commit(transition)
              return transition
            }
            let { lineCount, size, terminated } = c
            let appended = true
            for (const effect of transition.effects) {
              if (effect._tag === "AppendLines") {
                const data = encoder.encode((terminated ? "" : "\n") + effect.lines.join("\n") + "\n")
                appended = yield* lease.append({ size, lines: lineCount }, identity, effect.lines, data)
                if (!appended) break
                size += data.length
                lineCount += effect.lines.length
              } else {
                size = yield* write(effect)
                lineCount = effect.lines.length
              }
              terminated = true
            }
            // another writer got there first: merge its lines and run the command again
            if (!appended) continue
            yield* Ref.set(current, { ...c, state: transition.state, size, lineCount, terminated })
            return transition
          }
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

    // -- discovery ------------------------------------------------------------------------------

    /**
     * The listings of each directory's files (the directory as resolved, which is the dirname of
     * each of its files), through the catalog, in the order given.
     */
    const summarizeFiles = (
      groups: ReadonlyArray<readonly [string, ReadonlyArray<string>]>,
      onProgress: ((loaded: number, total: number) => void) | undefined
    ) =>
      Effect.gen(function*() {
        if (catalog === undefined) return yield* Effect.dieMessage(`${spans}: a log that lists files needs a catalog`)
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

    const listScope = (
      scope: SessionListing.Scope,
      search: string | undefined,
      onProgress: ((loaded: number, total: number) => void) | undefined
    ) =>
      Effect.gen(function*() {
        yield* scopeWithin(scope)
        const found = yield* log.list(scope, search)
        if (found._tag === "Summaries") return SessionListing.ordered(found.sessions, found.skipped)
        const { sessions, skipped } = yield* summarizeFiles(found.groups, onProgress)
        return SessionListing.ordered(SessionListing.searched(SessionListing.kept(scope, sessions), search), skipped)
      })

    const list = Effect.fn(`${spans}.list`)(function*(options: ListOptions) {
      return yield* listScope(layout.scope(options), options.search, options.onProgress)
    })

    const listAll = Effect.fn(`${spans}.listAll`)(function*(options: ListAllOptions = {}) {
      return yield* listScope(layout.scope({ cwd: config.cwd, sessionDir: options.sessionDir, all: true }), options.search, options.onProgress)
    })

    const continueRecent = Effect.fn(`${spans}.continueRecent`)(function*(cwd: string, sessionDir?: string) {
      return yield* log.newest(yield* scopeWithin(layout.scope({ cwd, sessionDir })))
    })

    const findById = Effect.fn(`${spans}.findById`)(function*(cwd: string, id: string, sessionDir?: string) {
      yield* Effect.annotateCurrentSpan("session", id)
      return yield* log.findById(yield* scopeWithin(layout.scope({ cwd, sessionDir })), id)
    })

    // -- sessions by id -------------------------------------------------------------------------

    /** `file` when it is the tenant's and its header id is `id` (the header alone is read). */
    const verified = (file: string | undefined, id: string) =>
      file === undefined || (config.tenant !== undefined && !isInside(file))
        ? Effect.succeed(Option.none<string>())
        : Effect.map(log.headerId(file), (found) => Option.isSome(found) && found.value === id ? Option.some(file) : Option.none<string>())

    // The id index of a log without one (files), in two parts, both caches and never the
    // truth (whatever they point to is read and its header id checked):
    // - what this store made, trashed and restored, in memory: kept with no I/O of its own, so
    //   that creating, trashing or restoring does no more I/O than before (and a failure or a
    //   crash between the session's write and the index's could not tell the caller otherwise);
    // - `<root>/arbor-session-ids.json`, ids to paths relative to the root: written by a
    //   lookup (`get`, `locate`) that misses, which rebuilds it from the catalog's scan of
    //   `<root>/sessions`; read by every store on the root. Replaced atomically; a failure to
    //   read or write it costs a scan. What this store last read of it or wrote is kept in
    //   memory and tried first, so that a hit costs one header's read; a stale entry fails its
    //   check and sends `find` to the file.
    const known = new Map<string, string>()
    let lastIds: ReadonlyMap<string, string> = new Map()
    const trashedIds = new Map<string, string>()
    const idIndex = path.join(root, ID_INDEX)
    const idLock = yield* Effect.makeSemaphore(1)
    const readIds = Effect.suspend(() => log.readBytes(idIndex)).pipe(
      Effect.map((bytes) => {
        const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { readonly version?: unknown; readonly ids?: unknown }
        if (parsed.version !== 1 || typeof parsed.ids !== "object" || parsed.ids === null) return new Map<string, string>()
        return new Map(Object.entries(parsed.ids).filter((e): e is [string, string] => typeof e[1] === "string"))
      }),
      Effect.catchAllCause(() => Effect.succeed(new Map<string, string>())),
      Effect.tap((ids) => {
        lastIds = ids
      })
    )
    /** Records, in memory, that the session `id` (a header's, if it is one) is at `file`. */
    const noteId = (file: string, firstLine: string | undefined) =>
      Effect.sync(() => {
        const id = firstLine === undefined ? undefined : SessionFile.headerOf(firstLine)?.id
        if (typeof id === "string") known.set(id, file)
      })
    /** The index file rebuilt from the sessions in `<root>/sessions` (entries elsewhere kept): the catalog's scan. */
    const rebuildIds = idLock.withPermits(1)(Effect.gen(function*() {
      const ids = yield* readIds
      const found = yield* log.list({ _tag: "Every", root: layout.root }, undefined)
      const sessions = found._tag === "Summaries" ? found.sessions : (yield* summarizeFiles(found.groups, undefined)).sessions
      const scanned = new Set<string>()
      for (const info of sessions) {
        if (info.id === undefined || scanned.has(info.id)) continue
        scanned.add(info.id)
        ids.set(info.id, path.relative(root, info.path))
      }
      const bytes = encoder.encode(JSON.stringify({ version: 1, ids: Object.fromEntries(ids) }) + "\n")
      yield* Effect.ignore(log.writeFile(idIndex, bytes))
      lastIds = ids
      return ids
    }))

    /** The tenant's file whose header id is `sessionId`: the log's index, else this store's (see above). */
    const find = (sessionId: SessionId) =>
      Effect.gen(function*() {
        if (log.byId !== undefined) return yield* verified(Option.getOrUndefined(yield* log.byId(sessionId)), sessionId)
        const mine = yield* verified(known.get(sessionId), sessionId)
        if (Option.isSome(mine)) return mine
        const at = (ids: ReadonlyMap<string, string>) => {
          const relative = ids.get(sessionId)
          return relative === undefined ? undefined : path.resolve(root, relative)
        }
        const remembered = yield* verified(at(lastIds), sessionId)
        if (Option.isSome(remembered)) return remembered
        const indexed = yield* verified(at(yield* readIds), sessionId)
        if (Option.isSome(indexed)) return indexed
        return yield* verified(at(yield* rebuildIds), sessionId)
      })

    const locate = Effect.fn(`${spans}.locate`)(function*(sessionId: SessionId) {
      yield* Effect.annotateCurrentSpan("session", sessionId)
      return yield* find(sessionId)
    })

    const get = Effect.fn(`${spans}.get`)(function*(sessionId: SessionId) {
      yield* Effect.annotateCurrentSpan("session", sessionId)
      const file = yield* find(sessionId)
      if (Option.isNone(file)) return Option.none<Snapshot>()
      // replaced or removed since its header was read: as if it had not been found
      return yield* load(file.value, false).pipe(
        Effect.map((snapshot) => snapshot.state.header.id === sessionId ? Option.some(snapshot) : Option.none<Snapshot>()),
        Effect.catchTags({ SessionNotFound: () => Effect.succeedNone, NotASession: () => Effect.succeedNone })
      )
    })

    // -- trash ----------------------------------------------------------------------------------

    const remove = Effect.fn(`${spans}.remove`)(function*(p: string, options: { readonly force?: boolean | undefined } = {}) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      const stamp = (yield* Ids.timestamp).replace(/[:.]/g, "-")
      const trashed = path.join(layout.trash, `${stamp}_${path.basename(file)}`)
      yield* log.trash(file, trashed, options.force === true)
      for (const [id, at] of known) {
        if (at !== file) continue
        known.delete(id)
        trashedIds.set(trashed, id)
      }
      return trashed
    })

    const restore = Effect.fn(`${spans}.restore`)(function*(p: string) {
      const trashed = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", trashed)
      const restored = yield* log.restore(trashed)
      const id = trashedIds.get(trashed)
      if (id !== undefined) {
        trashedIds.delete(trashed)
        known.set(id, restored)
      }
      return restored
    })

    // -- whole files ----------------------------------------------------------------------------

    const writeNew = Effect.fn(`${spans}.writeNew`)(function*(p: string, lines: ReadonlyArray<string>) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* log.create(file, content(lines), lines)
      yield* noteId(file, lines[0])
    })

    const writeFile = Effect.fn(`${spans}.writeFile`)(function*(p: string, text: string | Uint8Array, mode?: number) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* log.writeFile(file, typeof text === "string" ? encoder.encode(text) : text, mode)
      return file
    })

    const importBytes = Effect.fn(`${spans}.importBytes`)(function*(p: string, bytes: Uint8Array) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      yield* log.create(file, bytes)
      const end = bytes.indexOf(0x0a)
      yield* noteId(file, new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end)))
    })

    const readBytes = Effect.fn(`${spans}.readBytes`)(function*(p: string) {
      const file = yield* inside(p)
      yield* Effect.annotateCurrentSpan("path", file)
      return yield* log.readBytes(file)
    })

    return SessionStore.of({
      agentDir: config.agentDir,
      resolve,
      confine: inside,
      defaultDir,
      open,
      create,
      openOrNew,
      writer,
      commit,
      writeNew,
      writeFile,
      save,
      list,
      listAll,
      continueRecent,
      get,
      locate,
      findById,
      remove,
      restore,
      importBytes,
      readBytes
    })
  })

/**
 * The store of files on the platform's FileSystem and Path: the repository over `FileLog`, with
 * the index cache in context, if any, and the catalog (see `FileLog.fromContext`).
 */
const make = (config: StoreConfig) =>
  Effect.gen(function*() {
    const layout = layoutOf(config, yield* Path.Path)
    const { log, catalog } = yield* FileLog.fromContext(config, layout)
    const index = Option.getOrUndefined(yield* Effect.serviceOption(IndexCache.IndexCache))
    return yield* repository(config, layout, { spans: "SessionStore", catalog, index }).pipe(Effect.provideService(SessionLog, log))
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
      lockRetry: options.lockRetry,
      tenant: options.tenant
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
      lockRetry: options.lockRetry,
      tenant: options.tenant
    })
  ).pipe(Layer.provide(MemoryFileSystem.layer), Layer.provide(Path.layer))
