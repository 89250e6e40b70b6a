/**
 * The session log on a `FileSystem`: a session is a file, written under Arbor's safety rules
 * (spec decisions 1–8). Whole files are written to a temporary file, flushed and renamed (or
 * hard-linked, for an exclusive create), then their folder is flushed too (so the new name
 * survives a power cut, as POSIX asks; a lock's name need not); a replaced file keeps a backup;
 * a writer holds an advisory lock beside the file (`LockFile`) and keeps the file open for
 * appending while its name stands for the same inode; appends are fsynced, and one that fails
 * takes back what it wrote; new files and directories are private (0600/0700).
 *
 * Reads go through `FilePages`: a file is paged in synchronously through a descriptor (the
 * domain's `ByteSource` reads from those pages), with the repository's index cache answering
 * the read's requests. On `MemoryFileSystem` this is the memory store.
 */
import type { PlatformError } from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as SessionFile from "../../../domain/format/SessionFile.js"
import * as SessionListing from "../../../domain/scan/Listing.js"
import * as Ids from "../../agent/Ids.js"
import * as Catalog from "../Catalog.js"
import * as IndexCache from "../IndexCache.js"
import * as LockFile from "../LockFile.js"
import type * as SessionLog from "../SessionLog.js"
import * as FilePages from "./FilePages.js"
import * as SessionRead from "./SessionRead.js"
import {
  FileChanged,
  isNotFound,
  LockOwner,
  readError,
  relocate,
  SessionExists,
  SessionLocked,
  SessionNotFound,
  SessionRemoved,
  StorageError,
  storageError
} from "./StoreErrors.js"

const FILE_MODE = 0o600
const DIR_MODE = 0o700
const encoder = new TextEncoder()
/** How much of a file its first line is read by at a time, and at most (pi's headers are a few hundred bytes). */
const HEADER_PIECE = 4096
const HEADER_LIMIT = 1024 * 1024

/** What the file log needs of the store's configuration. */
export interface Config {
  /** Who writes: recorded in lock files. */
  readonly owner: LockFile.Owner
  /** Whether a process is still running (to take over a dead owner's lock). */
  readonly isAlive: (pid: number) => boolean
  /** fsync after every append, and flush folders after a name changes (default true). */
  readonly fsync?: boolean | undefined
  /** How a contended takeover of a dead owner's lock retries (see `LockFile.Config`). */
  readonly lockRetry?: { readonly attempts?: number | undefined; readonly pause?: Effect.Effect<void> | undefined } | undefined
}

/** The file log on the platform's FileSystem and Path, reading through `pages`; `layout` tells session files by name. */
export const make = (config: Config, pages: FilePages.FilePages.Service, layout: SessionListing.Layout) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const fsync = config.fsync ?? true

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

    // -- reading ----------------------------------------------------------------------------------

    const read = (file: string, options: { readonly fresh: boolean; readonly index: IndexCache.IndexCache.Service | undefined }) =>
      Effect.gen(function*() {
        const opened = yield* pages.open(file).pipe(Effect.mapError(readError(file)))
        const indexes = options.index !== undefined && opened.size >= IndexCache.MIN_SIZE ? options.index : undefined
        // the read asks for the index and hands over the one to save; the cache service answers
        const steps = SessionRead.throughIndex(opened, yield* Ids.idSource, { indexing: indexes !== undefined, fresh: options.fresh })
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
        return {
          source,
          loaded,
          size: opened.size,
          lineCount: lines.reader.lineNumber - 1,
          terminated: lines.reader.terminated
        } satisfies SessionLog.Read
      })

    /**
     * The first line of `file` (its first non-blank one with `skipBlank`), read in pieces without
     * loading the rest; a line longer than `HEADER_LIMIT` bytes is cut there (and is no header).
     */
    const firstLine = (file: string, skipBlank: boolean) =>
      Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(file, { flag: "r" })
          const decoder = new TextDecoder()
          let text = ""
          for (let read = 0; read < HEADER_LIMIT;) {
            const piece = new Uint8Array(HEADER_PIECE)
            const n = Number(yield* handle.read(piece))
            if (n === 0) break
            read += n
            text += decoder.decode(piece.subarray(0, n), { stream: true })
            if (skipBlank) text = text.trimStart()
            const newline = text.indexOf("\n")
            if (newline >= 0) return text.slice(0, newline)
          }
          return text
        })
      )

    /** The id in `file`'s first line (a header longer than `HEADER_LIMIT` is none). */
    const headerId = (file: string) =>
      firstLine(file, false).pipe(
        Effect.map((line) => {
          const id = SessionFile.headerOf(line)?.id
          return typeof id === "string" ? Option.some(id) : Option.none<string>()
        }),
        Effect.catchAll((error) => (isNotFound(error) ? Effect.succeed(Option.none<string>()) : Effect.fail(storageError(file, "read")(error))))
      )

    /** The bytes of `file` in `[from, to)`. */
    const readRange = (file: string, from: number, to: number) =>
      Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(file, { flag: "r" })
          yield* handle.seek(from, "start")
          const buffer = new Uint8Array(to - from)
          let done = 0
          while (done < buffer.length) {
            const n = Number(yield* handle.read(buffer.subarray(done)))
            if (n === 0) break
            done += n
          }
          return buffer.subarray(0, done)
        })
      ).pipe(Effect.mapError(storageError(file, "read")))

    // -- whole files ------------------------------------------------------------------------------

    /** Writes a temporary file beside `target` and flushes it; returns its path. */
    const writeTemp = (target: string, data: Uint8Array, mode = FILE_MODE) =>
      Effect.gen(function*() {
        const suffix = (yield* Ids.idSource).draw(0)
        const temp = path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`)
        yield* Effect.scoped(
          Effect.gen(function*() {
            const handle = yield* fs.open(temp, { flag: "wx", mode })
            yield* handle.writeAll(data)
            yield* handle.sync
          })
        ).pipe(
          Effect.tapError(() => fs.remove(temp).pipe(Effect.ignore)),
          Effect.mapError(storageError(temp, "write"))
        )
        return temp
      })

    /** Creates `target` with `data` (flushed), atomically, failing if it exists; its name is made durable too. */
    const createExclusive = (target: string, data: Uint8Array) =>
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
        yield* syncDirectory(path.dirname(target))
      })

    /** Replaces `target` atomically with `data`. */
    const replaceAtomic = (target: string, data: Uint8Array, mode = FILE_MODE) =>
      Effect.gen(function*() {
        const temp = yield* writeTemp(target, data, mode)
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

    const replace = (file: string, _lines: ReadonlyArray<string>, data: Uint8Array) =>
      Effect.gen(function*() {
        const backup = yield* backupPath(file)
        const original = yield* fs.readFile(file).pipe(Effect.mapError(storageError(file, "read")))
        // a backup is flushed before the original is replaced: a crash never leaves an empty one
        yield* createExclusive(backup, original).pipe(
          Effect.mapError((e) => (e._tag === "StorageError" ? relocate(backup, "back up")(e) : e))
        )
        yield* replaceAtomic(file, data).pipe(Effect.tapError(() => fs.remove(backup).pipe(Effect.ignore)))
      })

    // -- locks and appends ------------------------------------------------------------------------

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

    /** Removes what a failed append of `data` at offset `from` of `file` left, if nothing else was appended after it. */
    const rollBack = (file: string, from: number, data: Uint8Array) =>
      Effect.gen(function*() {
        const size = Number((yield* fs.stat(file)).size)
        if (size <= from || size - from > data.length) return
        const left = yield* readRange(file, from, size)
        if (left.every((byte, i) => byte === data[i])) yield* fs.truncate(file, from)
      }).pipe(Effect.ignore)

    const lease = (file: string) =>
      Effect.gen(function*() {
        yield* Effect.acquireRelease(acquireLock(file), releaseLock)

        const since = (at: SessionLog.Position) =>
          Effect.gen(function*() {
            const info = yield* pages.sizeOf(file).pipe(
              Effect.mapError((e) => (isNotFound(e) ? new SessionRemoved({ path: file }) : storageError(file, "stat")(e)))
            )
            if (info.size < at.size) return yield* new FileChanged({ path: file, expected: at.size, actual: info.size })
            // nothing appended: the usual case, before each of our appends
            const bytes = info.size === at.size ? new Uint8Array(0) : yield* readRange(file, at.size, info.size)
            return { bytes, identity: info.ino } satisfies SessionLog.Since
          })

        // The file stays open for appending while the lease lives, so that an append is the
        // stat of `since` and one write. The handle is used only while the name still stands for
        // its inode (the stat tells); after our own replace, or anyone's, the file is opened again.
        const leaseScope = yield* Effect.scope
        let held: { readonly file: FilePages.Appending; readonly ino: number; readonly close: Effect.Effect<void> } | undefined
        const appending = (ino: number | undefined) =>
          Effect.gen(function*() {
            if (held !== undefined && held.ino === ino) return held.file
            if (held !== undefined) yield* held.close
            held = undefined
            const scope = yield* Scope.fork(leaseScope, ExecutionStrategy.sequential)
            const opened = yield* pages.append(file, FILE_MODE).pipe(Scope.extend(scope))
            if (opened.ino !== undefined) held = { file: opened, ino: opened.ino, close: Scope.close(scope, Exit.void) }
            else yield* Effect.addFinalizer(() => Scope.close(scope, Exit.void))
            return opened
          })

        const append = (at: SessionLog.Position, identity: number | undefined, _lines: ReadonlyArray<string>, data: Uint8Array) =>
          Effect.scoped(
            Effect.gen(function*() {
              const opened = yield* appending(identity)
              yield* opened.write(data)
              if (fsync) yield* opened.sync
            })
          ).pipe(
            Effect.tapError(() => rollBack(file, at.size, data)),
            Effect.mapError(storageError(file, "append")),
            Effect.as(true)
          )

        return { since, append } satisfies SessionLog.Lease
      })

    // -- discovery --------------------------------------------------------------------------------

    const absentAsEmpty = <A>(effect: Effect.Effect<ReadonlyArray<A>, PlatformError>) =>
      effect.pipe(Effect.catchTag("SystemError", (e) => (e.reason === "NotFound" ? Effect.succeed([]) : Effect.fail(e))))

    const sessionFiles = (dir: string) =>
      absentAsEmpty(fs.readDirectory(dir)).pipe(
        Effect.map((names) => layout.files(dir, names)),
        Effect.mapError(storageError(dir, "list"))
      )

    /** The session files of each directory `scope` looks at, by directory. */
    const filesOf = (scope: SessionListing.Scope) =>
      Effect.gen(function*() {
        if (scope._tag === "Directory") return [[scope.dir, yield* sessionFiles(scope.dir)] as const]
        const root = scope.root
        const names = yield* absentAsEmpty(fs.readDirectory(root)).pipe(Effect.mapError(storageError(root, "list")))
        const dirs = yield* Effect.filter(
          names.map((name) => path.join(root, name)),
          (dir) => fs.stat(dir).pipe(Effect.map((info) => info.type === "Directory"), Effect.orElseSucceed(() => false)),
          { concurrency: 64 }
        )
        const perDir = yield* Effect.forEach(dirs, (dir) => sessionFiles(dir).pipe(Effect.orElseSucceed(() => [])), {
          concurrency: 64
        })
        return dirs.map((dir, i) => [dir, perDir[i] ?? []] as const)
      })

    /** The header of a file: its first non-blank line, read without loading the rest. */
    const readHeader = (file: string) =>
      firstLine(file, true).pipe(
        Effect.map((line) => Option.fromNullable(SessionFile.headerOf(line))),
        Effect.orElseSucceed(() => Option.none())
      )

    const newest = (scope: SessionListing.Scope) =>
      Effect.gen(function*() {
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
        return Option.none<string>()
      })

    const findById = (scope: SessionListing.Scope, id: string) =>
      Effect.gen(function*() {
        for (const [, files] of yield* filesOf(scope)) {
          for (const file of files) {
            const header = yield* readHeader(file)
            if (Option.isSome(header) && SessionListing.isFound(scope, header.value, id)) return Option.some(file)
          }
        }
        return Option.none<string>()
      })

    // -- trash ------------------------------------------------------------------------------------

    const trash = (file: string, trashed: string, force: boolean) =>
      Effect.gen(function*() {
        if (!(yield* fs.exists(file).pipe(Effect.orElseSucceed(() => false)))) return yield* new SessionNotFound({ path: file })
        // held while it moves (a dead owner's lock taken over, and gone with the file); forced, a live one stays
        yield* Effect.acquireRelease(acquireLock(file), releaseLock).pipe(
          Effect.catchTag("SessionLocked", (locked) => (force ? Effect.void : Effect.fail(locked)))
        )
        const trashDir = path.dirname(trashed)
        yield* ensureDir(trashDir)
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
      }).pipe(Effect.scoped)

    const restore = (trashed: string) =>
      Effect.gen(function*() {
        const origin = (yield* fs.readFileString(`${trashed}.origin`).pipe(Effect.mapError(storageError(trashed, "read origin")))).trim()
        if (yield* fs.exists(origin).pipe(Effect.orElseSucceed(() => true))) return yield* new SessionExists({ path: origin })
        yield* ensureDir(path.dirname(origin))
        yield* fs.rename(trashed, origin).pipe(Effect.mapError(storageError(trashed, "restore")))
        yield* syncDirectory(path.dirname(origin))
        yield* fs.remove(`${trashed}.origin`).pipe(Effect.ignore)
        yield* syncDirectory(path.dirname(trashed))
        return origin
      })

    return {
      wholeLines: false,
      read,
      exists: (file) => fs.exists(file).pipe(Effect.orElseSucceed(() => false)),
      headerId,
      makeRoom: ensureDir,
      create: (file, bytes) => createExclusive(file, bytes),
      replace,
      lease,
      list: (scope) => Effect.map(filesOf(scope), (groups) => ({ _tag: "Files", groups }) as const),
      newest,
      findById,
      trash,
      restore,
      readBytes: (file) => fs.readFile(file).pipe(Effect.mapError(readError(file))),
      writeFile: (file, bytes, mode) => replaceAtomic(file, bytes, mode).pipe(Effect.mapError(relocate(file, "write")))
    } satisfies SessionLog.SessionLog.Service
  })

/**
 * The file log with what the context offers: files paged in through the `FilePages` there (else
 * read whole through the FileSystem), and the listing catalog there (else one that scans every
 * file, through the same pages), which the repository lists the log's files through.
 */
export const fromContext = (config: Config, layout: SessionListing.Layout) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const pages = Option.getOrElse(yield* Effect.serviceOption(FilePages.FilePages), () => FilePages.fromFileSystem(fs))
    const catalog = yield* Option.match(yield* Effect.serviceOption(Catalog.Catalog), {
      onSome: Effect.succeed,
      onNone: () => Catalog.make().pipe(Effect.provideService(FilePages.FilePages, pages))
    })
    return { log: yield* make(config, pages, layout), catalog }
  })
