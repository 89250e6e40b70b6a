/**
 * The index cache without Effect: where a session's index lives, what it records of the file it
 * indexes, when that record is still to be trusted, and its reading and writing on Node (`load`,
 * `save`), which the core's `IndexCache` layer and the executable's early `context`
 * (`QuickContext`) both call.
 *
 * An index is trusted only while the file is the same file (device, inode), is at least as long
 * as what was indexed, has the same modification time if it has the same size, and either has
 * the same size and a status-change time that proves it unchanged since, or every block of the
 * bytes it indexed still has the CRC-32 it had then (`Pages.holds`, the rule the catalog's
 * records follow too; a file appended to has a new ctime, so its indexed bytes are read): the tree it holds
 * is then the tree of exactly these bytes, and no answer through it differs from a read of the
 * whole file. Checking costs a read of the indexed bytes at memory speed (20 ms per 100 MB
 * here), a tenth of parsing them. Sampling a few blocks, as before, let a same-length edit
 * elsewhere (bit rot keeps size and time; so does an edit whose time was set back) through
 * into answers, and into lines decoded lazily that were no longer JSON. Anything else — another
 * file at the path, a rewritten or edited file, a damaged, truncated, foreign or older-format
 * index — means the file is read again.
 */
import * as path from "node:path"
import type { ReaderState } from "../../../domain/format/SessionFile.js"
import type { ByteSource } from "../../../domain/scan/ByteSource.js"
import type { FileRecord, Samples } from "../../../domain/scan/FileRecord.js"
import * as IndexFile from "../../../domain/scan/IndexFile.js"
import * as SessionTree from "../../../domain/tree/SessionTree.js"
import * as Paths from "../Paths.js"
import * as CacheFiles from "./CacheFiles.js"
import { crc32 as checksum, holds, type Pages, proof } from "./Pages.js"

/** What an index records about the file it indexes: the file as it read it (its complete lines), and its path. */
export interface Identity extends FileRecord {
  readonly path: string
}

/** A trusted index: the tree of the first `indexed` bytes, where that read stopped, and the checksums of those bytes. */
export interface Cached {
  readonly tree: SessionTree.SessionTree
  readonly state: ReaderState
  readonly indexed: number
  /** Taken of the bytes as they were scanned (`Pages.checksums`). */
  readonly samples: Samples
}

/** Files smaller than this are read whole each time: an index would not pay for itself. */
export const MIN_SIZE = 256 * 1024

/** Private files in private directories: indexes hold message text. */
export const FILE_MODE = 0o600
export const DIR_MODE = 0o700

/** The directory of the indexes in the cache directory `dir`. */
export const directory = (dir: string): string => path.join(dir, "index")

/** Where the index of the session file at `sessionPath` lives. */
export const fileOf = (dir: string, sessionPath: string): string => path.join(directory(dir), `${Paths.cacheKey(sessionPath)}.idx`)

const trusts = (identity: Identity, pages: Pages): boolean => identity.path === pages.path && holds(pages, identity)

/** The index in `bytes` (an index file's), when it is intact and still holds for `pages`' file, read through `source`. */
export const decode = (bytes: Uint8Array, pages: Pages, source: ByteSource): Cached | undefined => {
  const index = IndexFile.decode<Identity>(bytes, checksum)
  if (index === undefined || !trusts(index.file, pages)) return undefined
  const tree = SessionTree.restore(index.saved, source)
  return tree === undefined ? undefined : { tree, state: index.state, indexed: index.file.indexed, samples: index.file.samples }
}

/** The bytes of the index of `pages`' first `indexed` bytes (whose checksums are `samples`), in pieces to write in order; undefined when the tree cannot be saved. */
export const encode = (pages: Pages, save: Cached): ReadonlyArray<Uint8Array> | undefined => {
  const { tree, state, indexed, samples } = save
  const saved = SessionTree.save(tree)
  if (saved === undefined) return undefined
  const identity: Identity = {
    path: pages.path,
    dev: pages.dev,
    ino: pages.ino,
    indexed,
    size: pages.size,
    mtimeMs: pages.mtimeMs,
    ctimeMs: proof(pages.changed),
    samples
  }
  return IndexFile.encode({ file: identity, state, saved }, checksum)
}

/** The index of `pages`' file kept under the cache directory `dir`, read through `source`, when there is one to trust. Never throws. */
export const load = (dir: string, pages: Pages, source: ByteSource): Cached | undefined => {
  try {
    const bytes = Paths.readCacheFile(fileOf(dir, pages.path))
    return bytes === undefined ? undefined : decode(bytes, pages, source)
  } catch {
    // an index that cannot be read or restored: the file is read whole
    return undefined
  }
}

/** Records under the cache directory `dir` the index of `pages`' first `save.indexed` bytes, written whole (`CacheFiles.replace`); failing to is not an error. */
export const save = (dir: string, pages: Pages, cached: Cached): void => {
  const pieces = encode(pages, cached)
  if (pieces !== undefined) CacheFiles.replace(fileOf(dir, pages.path), pieces, FILE_MODE, DIR_MODE)
}
