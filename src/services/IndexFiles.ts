/**
 * The index cache's rules, without Effect (the `IndexCache` layer and `QuickContext` both keep
 * them): where a session's index lives, what it records of the file it indexes, and when that
 * record is still to be trusted.
 *
 * An index is trusted only while the file is the same file (device, inode), is at least as long
 * as what was indexed, has the same modification time if it has the same size, and the bytes
 * sampled when it was indexed (its first and last 4 KB and eight blocks in between) are still
 * there. Anything else — another file at the path, a rewritten file, a damaged, truncated,
 * foreign or older-format index — means the file is read again.
 */
import * as path from "node:path"
import * as zlib from "node:zlib"
import type { ByteSource } from "../domain/ByteSource.js"
import * as IndexFile from "../domain/IndexFile.js"
import type { ReaderState } from "../domain/SessionFile.js"
import * as SessionTree from "../domain/SessionTree.js"
import { type Pages, sample, type Samples, stillHolds } from "./Pages.js"
import * as Paths from "./Paths.js"

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
  readonly samples: Samples
}

/** A trusted index: the tree of the first `indexed` bytes, and where that read stopped. */
export interface Cached {
  readonly tree: SessionTree.SessionTree
  readonly state: ReaderState
  readonly indexed: number
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

const SAMPLE = 4096

/** The blocks sampled from the first `indexed` bytes: the first and last 4 KB, and eight between. */
const sampleOffsets = (indexed: number): ReadonlyArray<readonly [number, number]> => {
  if (indexed <= SAMPLE * 2) return [[0, indexed]]
  const out: Array<readonly [number, number]> = [[0, SAMPLE]]
  const step = Math.floor((indexed - SAMPLE) / 9)
  for (let k = 1; k <= 8; k++) out.push([k * step, Math.min(512, indexed - k * step)])
  out.push([indexed - SAMPLE, SAMPLE])
  return out
}

/** zlib's CRC-32 where Node has it (20.15 and later): the index's own, computed natively. */
const checksum: IndexFile.Checksum = typeof zlib.crc32 === "function" ? (bytes, previous) => zlib.crc32(bytes, previous) : IndexFile.crc32

const trusts = (identity: Identity, pages: Pages): boolean => {
  if (identity.path !== pages.path || identity.dev !== pages.dev || identity.ino !== pages.ino) return false
  if (pages.size < identity.indexed) return false
  if (pages.size === identity.size && pages.mtimeMs !== identity.mtimeMs) return false
  return stillHolds(pages, identity.samples)
}

/** The index in `bytes` (an index file's), when it is intact and still holds for `pages`' file, read through `source`. */
export const decode = (bytes: Uint8Array, pages: Pages, source: ByteSource): Cached | undefined => {
  const index = IndexFile.decode<Identity>(bytes, checksum)
  if (index === undefined || !trusts(index.file, pages)) return undefined
  const tree = SessionTree.restore(index.saved, source)
  return tree === undefined ? undefined : { tree, state: index.state, indexed: index.file.indexed }
}

/** The bytes of the index of `pages`' first `indexed` bytes, in pieces to write in order; undefined when the tree cannot be saved. */
export const encode = (pages: Pages, tree: SessionTree.SessionTree, state: ReaderState, indexed: number): ReadonlyArray<Uint8Array> | undefined => {
  const saved = SessionTree.save(tree)
  if (saved === undefined) return undefined
  const identity: Identity = {
    path: pages.path,
    dev: pages.dev,
    ino: pages.ino,
    indexed,
    size: pages.size,
    mtimeMs: pages.mtimeMs,
    samples: sample(pages, sampleOffsets(indexed))
  }
  return IndexFile.encode({ file: identity, state, saved }, checksum)
}
