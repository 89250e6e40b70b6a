/**
 * The index cache: what reading a session file found (its tree's columns and where the read
 * stopped), kept in Arbor's own cache directory so that the next open of an unchanged or
 * appended-to file reads no line it has read before. Never beside or inside the session files:
 * reading a session still never writes one.
 *
 * An index is trusted only while the file is the same file (device, inode), is at least as long
 * as what was indexed, has the same modification time if it has the same size, and the bytes
 * sampled when it was indexed (its first and last 4 KB and eight blocks in between) are still
 * there. Anything else — another file at the path, a rewritten file, a damaged, truncated,
 * foreign or older-format index — means the file is read again. Index files are written whole
 * (a temporary file renamed over the old one), so two processes writing at once leave one
 * intact index, and they are private (0600, in 0700 directories): they hold message text.
 *
 * `layer(dir)` keeps indexes in `dir/index/`; without the service the store reads every file
 * whole each time.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Layer, Option } from "effect"
import * as zlib from "node:zlib"
import type { ByteSource } from "../domain/ByteSource.js"
import * as IndexFile from "../domain/IndexFile.js"
import type { ReaderState } from "../domain/SessionFile.js"
import * as SessionTree from "../domain/SessionTree.js"
import { bytesAt, FilePages, type Pages, readWhole } from "./FilePages.js"
import * as Ids from "./Ids.js"
import * as Paths from "./Paths.js"
import * as Traced from "./Traced.js"

/** What an index records about the file it indexes. */
export interface Identity {
  readonly path: string
  readonly dev: number
  readonly ino: number
  /** Bytes indexed: the file's length up to its last LF when it was read. */
  readonly indexed: number
  /** The file's size and modification time when it was read. */
  readonly size: number
  readonly mtimeMs: number
  /** Offsets and hashes of the sampled blocks. */
  readonly samples: ReadonlyArray<readonly [number, number, number]>
}

/** A trusted index: the tree of the first `indexed` bytes, and where that read stopped. */
export interface Cached {
  readonly tree: SessionTree.SessionTree
  readonly state: ReaderState
  readonly indexed: number
}

export declare namespace IndexCache {
  export interface Service {
    /** The index of `pages`' file, when there is one to trust. Never fails. */
    readonly load: (pages: Pages, source: ByteSource) => Effect.Effect<Option.Option<Cached>>
    /** Records the index of `pages`' first `indexed` bytes. Failing to write it is not an error. */
    readonly save: (pages: Pages, tree: SessionTree.SessionTree, state: ReaderState, indexed: number) => Effect.Effect<void>
  }
}

export class IndexCache extends Effect.Tag("arbor/IndexCache")<IndexCache, IndexCache.Service>() {}

/** Files smaller than this are read whole each time: an index would not pay for itself. */
export const MIN_SIZE = 256 * 1024

const SAMPLE = 4096

/** FNV-1a over bytes. */
const hash = (bytes: Uint8Array): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193)
  return h >>> 0
}

/** The blocks sampled from the first `indexed` bytes: the first and last 4 KB, and eight between. */
const sampleOffsets = (indexed: number): ReadonlyArray<readonly [number, number]> => {
  if (indexed <= SAMPLE * 2) return [[0, indexed]]
  const out: Array<readonly [number, number]> = [[0, SAMPLE]]
  const step = Math.floor((indexed - SAMPLE) / 9)
  for (let k = 1; k <= 8; k++) out.push([k * step, Math.min(512, indexed - k * step)])
  out.push([indexed - SAMPLE, SAMPLE])
  return out
}

const sample = (pages: Pages, indexed: number): ReadonlyArray<readonly [number, number, number]> =>
  sampleOffsets(indexed).map(([offset, length]) => [offset, length, hash(bytesAt(pages, offset, length))] as const)

/** zlib's CRC-32 where Node has it (20.15 and later): the index's own, computed natively. */
const checksum: IndexFile.Checksum = typeof zlib.crc32 === "function" ? (bytes, previous) => zlib.crc32(bytes, previous) : IndexFile.crc32

const FILE_MODE = 0o600
const DIR_MODE = 0o700

/** Indexes in `dir/index/`. */
export const layer = (dir: string): Layer.Layer<IndexCache, never, FileSystem.FileSystem | Path.Path | FilePages> =>
  Layer.effect(
    IndexCache,
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      const path = yield* Path.Path
      const pagesOf = yield* FilePages
      const indexDir = path.join(dir, "index")
      const fileOf = (sessionPath: string) => path.join(indexDir, `${Paths.cacheKey(sessionPath)}.idx`)

      const trusts = (identity: Identity, pages: Pages): boolean => {
        if (identity.path !== pages.path || identity.dev !== pages.dev || identity.ino !== pages.ino) return false
        if (pages.size < identity.indexed) return false
        if (pages.size === identity.size && pages.mtimeMs !== identity.mtimeMs) return false
        try {
          return identity.samples.every(([offset, length, h]) => hash(bytesAt(pages, offset, length)) === h)
        } catch {
          return false
        }
      }

      const load: IndexCache.Service["load"] = (pages, source) =>
        Effect.gen(function* () {
          const index = IndexFile.decode<Identity>(yield* readWhole(pagesOf, fileOf(pages.path)), checksum)
          if (index === undefined || !trusts(index.file, pages)) return Option.none()
          const tree = SessionTree.restore(index.saved, source)
          if (tree === undefined) return Option.none()
          return Option.some({ tree, state: index.state, indexed: index.file.indexed })
        }).pipe(Effect.orElseSucceed(() => Option.none<Cached>()))

      const save: IndexCache.Service["save"] = (pages, tree, state, indexed) =>
        Effect.gen(function* () {
          const saved = SessionTree.save(tree)
          if (saved === undefined) return
          const identity: Identity = {
            path: pages.path,
            dev: pages.dev,
            ino: pages.ino,
            indexed,
            size: pages.size,
            mtimeMs: pages.mtimeMs,
            samples: sample(pages, indexed)
          }
          const pieces = IndexFile.encode({ file: identity, state, saved }, checksum)
          yield* fs.makeDirectory(indexDir, { recursive: true, mode: DIR_MODE })
          const target = fileOf(pages.path)
          const temp = `${target}.${(yield* Ids.idSource).draw(0)}.tmp`
          const write = Effect.scoped(
            Effect.flatMap(fs.open(temp, { flag: "w", mode: FILE_MODE }), (file) => Effect.forEach(pieces, (piece) => file.writeAll(piece), { discard: true }))
          )
          yield* write.pipe(
            Effect.zipRight(fs.rename(temp, target)),
            Effect.tapError(() => fs.remove(temp).pipe(Effect.ignore))
          )
        }).pipe(Effect.ignore)

      return IndexCache.of(Traced.spans("IndexCache", { load, save }))
    })
  )
