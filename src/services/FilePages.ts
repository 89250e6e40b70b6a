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
 * collected); `layerFileSystem` works on any `FileSystem` (the in-memory one in tests) by
 * reading the whole file at open.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import { SystemError, type PlatformError } from "@effect/platform/Error"
import { Effect, Layer, Option, type Scope } from "effect"
import type { UnknownException } from "effect/Cause"
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { closeSync, constants, fstatSync, fsync, openSync, readSync, type Stats, statSync, writeSync } from "node:fs"
import { type ByteSource, FileShrank } from "../domain/ByteSource.js"

/** An open file. */
export interface Pages extends ByteSource {
  readonly path: string
  /** Size in bytes when it was opened. */
  readonly size: number
  /** Identity when it was opened. */
  readonly dev: number
  readonly ino: number
  readonly mtimeMs: number
  /** Reads bytes at `offset` into `target` (as many as fit and exist); returns how many. */
  readonly readInto: (target: Uint8Array, offset: number) => number
  /**
   * Lets the file go now rather than when the pages are collected (a listing of 10,000 files
   * must not hold 10,000 descriptors); no read may follow.
   */
  readonly close: () => void
}

/** Who a file is and how big, for telling whether it changed. */
export interface Identity {
  readonly dev: number
  readonly ino: number
  readonly size: number
  readonly mtimeMs: number
}

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

export { FileShrank }

/**
 * The bytes `[offset, offset + length)` of `pages` read directly, not through their block cache
 * (which reads 128 KB for a 512-byte sample, and would keep a whole file read once); throws
 * `FileShrank` when they are not all there.
 */
export const bytesAt = (pages: Pages, offset: number, length: number): Uint8Array => {
  const bytes = new Uint8Array(length)
  if (pages.readInto(bytes, offset) !== length) throw new FileShrank(pages.path, offset, length)
  return bytes
}

/**
 * Reads `pages[from, pages.size)` a chunk at a time into `buffer(size)` (a scanner's buffer,
 * reused): each chunk is the partial line carried over from the last, then new bytes.
 * `scan(bytes, base, end, last)` takes what it can of `bytes[0, end)` (at file offset `base`)
 * and returns how much, or -1 to stop. A line longer than half a chunk doubles it, so the
 * buffer stays one chunk. Returns where the carried rest begins, or -1.
 */
export const readChunks = (
  pages: Pages,
  chunkSize: number,
  from: number,
  buffer: (size: number) => Uint8Array,
  scan: (bytes: Uint8Array, base: number, end: number, last: boolean) => number
): number => {
  if (from >= pages.size) return from
  let position = from
  let chunk = Math.min(chunkSize, Math.max(1, pages.size - from))
  let carry = new Uint8Array(0)
  for (;;) {
    if (carry.length * 2 > chunk) chunk *= 2
    const want = Math.min(chunk - carry.length, pages.size - position)
    const bytes = buffer(carry.length + want)
    bytes.set(carry, 0)
    const base = position - carry.length
    const read = want > 0 ? pages.readInto(bytes.subarray(carry.length, carry.length + want), position) : 0
    position += read
    const end = carry.length + read
    const last = read === 0 || position >= pages.size
    const consumed = scan(bytes, base, end, last)
    if (consumed < 0) return -1
    carry = bytes.slice(consumed, end)
    if (last) return base + consumed
  }
}

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
    })
  )

const BLOCK = 128 * 1024
const BLOCKS = 64

const systemError = (method: string, path: string, error: unknown): SystemError => {
  const code = (error as NodeJS.ErrnoException).code
  const reason =
    code === "ENOENT"
      ? "NotFound"
      : code === "EACCES" || code === "EPERM"
        ? "PermissionDenied"
        : code === "EISDIR" || code === "ENOTDIR" || code === "ELOOP"
          ? "BadResource"
          : "Unknown"
  return new SystemError({ reason, module: "FileSystem", method, pathOrDescriptor: path, description: (error as Error).message, cause: error })
}

const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
})

/** Pages of a file through a descriptor, with a small cache of recently read blocks. */
const nodePages = (path: string): Pages => {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  let stat: Stats
  try {
    stat = fstatSync(fd)
    if (!stat.isFile()) {
      const what = stat.isDirectory() ? "a directory" : stat.isFIFO() ? "a FIFO" : stat.isSocket() ? "a socket" : "not a regular file"
      throw Object.assign(new Error(`is ${what}, not a session file`), { code: stat.isDirectory() ? "EISDIR" : "EINVAL" })
    }
  } catch (error) {
    closeSync(fd)
    throw error
  }
  const blocks = new Map<number, Uint8Array>()
  const readExactly = (offset: number, length: number): Uint8Array => {
    const out = new Uint8Array(length)
    let filled = 0
    while (filled < length) {
      const n = readSync(fd, out, filled, length - filled, offset + filled)
      if (n === 0) break
      filled += n
    }
    return filled === length ? out : out.subarray(0, filled)
  }
  const block = (k: number): Uint8Array => {
    let bytes = blocks.get(k)
    if (bytes !== undefined) {
      blocks.delete(k)
      blocks.set(k, bytes)
      return bytes
    }
    bytes = readExactly(k * BLOCK, BLOCK)
    blocks.set(k, bytes)
    if (blocks.size > BLOCKS) blocks.delete(blocks.keys().next().value as number)
    return bytes
  }
  const pages: Pages = {
    path,
    size: stat.size,
    dev: stat.dev,
    ino: stat.ino,
    mtimeMs: stat.mtimeMs,
    read: (offset, length) => {
      const k = Math.floor(offset / BLOCK)
      const within = offset - k * BLOCK
      let bytes: Uint8Array
      if (within + length <= BLOCK) {
        const b = block(k)
        bytes = b.subarray(within, within + length)
      } else {
        bytes = readExactly(offset, length)
      }
      if (bytes.length < length) throw new FileShrank(path, offset, length)
      return bytes
    },
    readInto: (target, offset) => {
      let filled = 0
      while (filled < target.length) {
        const n = readSync(fd, target, filled, target.length - filled, offset + filled)
        if (n === 0) break
        filled += n
      }
      return filled
    },
    close: () => {
      if (!closer.unregister(pages)) return
      blocks.clear()
      closeSync(fd)
    }
  }
  closer.register(pages, fd, pages)
  return pages
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
                for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written)
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
    stats: (paths) =>
      Effect.sync(() =>
        paths.map((path) => {
          try {
            const stat = statSync(path)
            return stat.isFile() ? { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } : undefined
          } catch {
            return undefined
          }
        })
      )
  })
)

/** Files of any `FileSystem`, read whole at open (for the in-memory filesystem). */
export const fromFileSystem = (fs: FileSystem.FileSystem): FilePages.Service =>
  FilePages.of({
    sizeOf: (path) => Effect.map(fs.stat(path), (info) => ({ size: Number(info.size), ino: Option.getOrUndefined(info.ino) })),
    append: (path, mode) =>
      Effect.gen(function* () {
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
      Effect.gen(function* () {
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
