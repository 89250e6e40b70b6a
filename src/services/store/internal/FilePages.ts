/**
 * Files read in place: a session file opened once, read in chunks by the loader and paged in
 * on demand afterwards (like a memory map), so an open session does not keep a 100 MB file in
 * memory. The page reads are synchronous because entries decode their text inside pure code;
 * the bytes of an append-only file below the size it had at open never change, which is what
 * makes such a read a lookup. A read past what the file holds (someone truncated it) fails loudly.
 * A writer's side is here too: the stat before an append and the append itself, which on Node
 * are synchronous calls (a turn's line is a few kilobytes into the page cache).
 *
 * `layerNode` reads through a file descriptor (kept open until the pages are garbage
 * collected: `Pages.nodePages`); `layerFileSystem` works on any `FileSystem` (the in-memory one
 * in tests) by reading the whole file at open.
 */
import { type PlatformError, SystemError } from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import type { UnknownException } from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { closeSync, fstatSync, fsync, openSync, statSync, writeSync } from "node:fs"
import { FileShrank } from "../../../domain/scan/ByteSource.js"
import { bytesAt, type Identity as PagesIdentity, identityOf, nodePages, type Pages } from "./Pages.js"

/** Who a file is and how big, for telling whether it changed (`Pages.Identity`). */
export type Identity = PagesIdentity

/** A file open for appending, until its scope closes. */
export interface Appending {
  /** The inode it was opened as (undefined where the file system tells none). */
  readonly ino: number | undefined
  /** Appends all of `bytes`. */
  readonly write: (bytes: Uint8Array) => Effect.Effect<void, PlatformError>
  /** Flushes what was written to the disk. */
  readonly sync: Effect.Effect<void, PlatformError>
}

export declare namespace FilePages {
  export interface Service {
    /** Opens a regular file for reading (a directory, FIFO or device is refused: nothing blocks). */
    readonly open: (path: string) => Effect.Effect<Pages, PlatformError>
    /** The identity of each regular file (undefined for anything else, or what cannot be stat'ed). */
    readonly stats: (paths: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<Identity | undefined>>
    /** The size and inode the name `path` stands for now (a writer's look for others' appends). */
    readonly sizeOf: (path: string) => Effect.Effect<{ readonly size: number; readonly ino: number | undefined }, PlatformError>
    /** Opens `path` for appending, created with `mode` when missing. */
    readonly append: (path: string, mode: number) => Effect.Effect<Appending, PlatformError, Scope.Scope>
  }
}

export class FilePages extends Effect.Tag("arbor/FilePages")<FilePages, FilePages.Service>() {}

export { bytesAt, FileShrank, type Pages }

/**
 * A whole file's bytes through `files`: on Node in one synchronous read (Node's readFile reads
 * 512 KB per thread-pool round trip). Fails when the file cannot be opened or shrinks meanwhile.
 */
export const readWhole = (files: FilePages.Service, path: string): Effect.Effect<Uint8Array, PlatformError | UnknownException> =>
  Effect.flatMap(files.open(path), (pages) =>
    Effect.try(() => {
      try {
        return bytesAt(pages, 0, pages.size)
      } finally {
        pages.close()
      }
    }))

const systemError = (method: string, path: string, error: unknown): SystemError => {
  const code = (error as NodeJS.ErrnoException).code
  const reason = code === "ENOENT"
    ? "NotFound"
    : code === "EACCES" || code === "EPERM"
    ? "PermissionDenied"
    : code === "EISDIR" || code === "ENOTDIR" || code === "ELOOP"
    ? "BadResource"
    : "Unknown"
  return new SystemError({ reason, module: "FileSystem", method, pathOrDescriptor: path, description: (error as Error).message, cause: error })
}

/**
 * A descriptor open for appending. Writes and the stat before them are synchronous: a turn's
 * line is a few kilobytes into the page cache, and two thread-pool round trips cost more than
 * the calls themselves. The flush, which waits for the disk, runs on the thread pool.
 */
const nodeAppending = (path: string, mode: number): Effect.Effect<Appending, PlatformError, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.try({ try: () => openSync(path, "a", mode), catch: (error) => systemError("open", path, error) }),
    (fd) => Effect.sync(() => closeSync(fd))
  ).pipe(
    Effect.flatMap((fd) =>
      Effect.try({
        try: (): Appending => ({
          ino: fstatSync(fd).ino,
          write: (bytes) =>
            Effect.try({
              try: () => {
                for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written)
              },
              catch: (error) => systemError("write", path, error)
            }),
          sync: Effect.async<void, PlatformError>((resume) =>
            fsync(fd, (error) => resume(error === null ? Effect.void : Effect.fail(systemError("sync", path, error))))
          )
        }),
        catch: (error) => systemError("stat", path, error)
      })
    )
  )

/** Files through a descriptor each (Node). */
export const layerNode: Layer.Layer<FilePages> = Layer.succeed(
  FilePages,
  FilePages.of({
    sizeOf: (path) =>
      Effect.try({
        try: () => {
          const stat = statSync(path)
          return { size: stat.size, ino: stat.ino }
        },
        catch: (error) => systemError("stat", path, error)
      }),
    append: nodeAppending,
    open: (path) =>
      Effect.try({
        try: () => nodePages(path),
        catch: (error) => systemError("open", path, error)
      }),
    // one synchronous pass: thousands of stat calls cost less than as many effects
    stats: (paths) => Effect.sync(() => paths.map(identityOf))
  })
)

/** Files of any `FileSystem`, read whole at open (for the in-memory filesystem). */
export const fromFileSystem = (fs: FileSystem.FileSystem): FilePages.Service =>
  FilePages.of({
    sizeOf: (path) => Effect.map(fs.stat(path), (info) => ({ size: Number(info.size), ino: Option.getOrUndefined(info.ino) })),
    append: (path, mode) =>
      Effect.gen(function*() {
        const handle = yield* fs.open(path, { flag: "a", mode })
        const ino = Option.getOrUndefined((yield* handle.stat).ino)
        return { ino, write: (bytes) => handle.writeAll(bytes), sync: handle.sync } satisfies Appending
      }),
    stats: (paths) =>
      Effect.forEach(
        paths,
        (path) =>
          fs.stat(path).pipe(
            Effect.map((info): Identity | undefined =>
              info.type === "File"
                ? {
                  dev: info.dev,
                  ino: Option.getOrElse(info.ino, () => 0),
                  size: Number(info.size),
                  mtimeMs: Option.getOrElse(Option.map(info.mtime, (d) => d.getTime()), () => 0)
                }
                : undefined
            ),
            Effect.orElseSucceed(() => undefined)
          ),
        { concurrency: 64 }
      ),
    open: (path) =>
      Effect.gen(function*() {
        const info = yield* fs.stat(path)
        if (info.type !== "File") {
          return yield* new SystemError({
            reason: "BadResource",
            module: "FileSystem",
            method: "open",
            pathOrDescriptor: path,
            description: `is ${info.type === "Directory" ? "a directory" : "not a regular file"}, not a session file`
          })
        }
        const bytes = yield* fs.readFile(path)
        return {
          path,
          size: bytes.length,
          dev: info.dev,
          ino: Option.getOrElse(info.ino, () => 0),
          mtimeMs: Option.getOrElse(Option.map(info.mtime, (d) => d.getTime()), () => 0),
          read: (offset, length) => {
            if (offset + length > bytes.length) throw new FileShrank(path, offset, length)
            return bytes.subarray(offset, offset + length)
          },
          readInto: (target, offset) => {
            const part = bytes.subarray(offset, offset + target.length)
            target.set(part)
            return part.length
          },
          close: () => {}
        } satisfies Pages
      })
  })

/** `fromFileSystem` as a layer. */
export const layerFileSystem: Layer.Layer<FilePages, never, FileSystem.FileSystem> = Layer.effect(
  FilePages,
  Effect.map(FileSystem.FileSystem, fromFileSystem)
)
