/**
 * The facts cache without Effect: the facts `arbor info` found in a small session file, kept in
 * Arbor's cache directory (`dir/stats/`, one record per file, laid out by `domain/scan/StatsFile`),
 * read and written by the functions here, which the core's `StatsCache` and the executable's
 * early `info` (`QuickInfo`) both call. A record names the SHA-256 of the bytes it was made of
 * and answers only for those bytes. The file's bytes are digested before the facts are
 * computed and again after: they are recorded only when both digests agree, so that a file
 * changed in between is not recorded with facts of other bytes. Records are written whole
 * (`CacheFiles.replace`) and private (0600, in a 0700 directory); failing to read or write one
 * is never an error.
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { createHash } from "node:crypto"
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs"
import type { SessionStats } from "../../../domain/scan/SessionStats.js"
import * as StatsFile from "../../../domain/scan/StatsFile.js"
import * as Paths from "../Paths.js"
import * as CacheFiles from "./CacheFiles.js"

/** A file's bytes as they were: their number and their SHA-256 (hex). */
export interface Digest {
  readonly size: number
  readonly digest: string
}

/** The bytes of the regular file at `path`, when it has at most `StatsFile.MAX_SIZE` bytes (opened without waiting: a FIFO is no file). */
const smallFile = (path: string): Uint8Array | undefined => {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.size > StatsFile.MAX_SIZE) return undefined
    const bytes = new Uint8Array(stat.size)
    let read = 0
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read)
      if (n === 0) return undefined
      read += n
    }
    return bytes
  } finally {
    closeSync(fd)
  }
}

/** The digest of the file at `path` as it is now; undefined when it is too large to record or cannot be read. */
export const digest = (path: string): Digest | undefined => {
  try {
    const bytes = smallFile(path)
    return bytes === undefined ? undefined : { size: bytes.length, digest: createHash("sha256").update(bytes).digest("hex") }
  } catch {
    return undefined
  }
}

/** The facts recorded under the cache directory `dir` of the file at `path`, when they were made of the bytes of `now`. */
export const recorded = (dir: string, path: string, now: Digest): SessionStats | undefined => {
  try {
    const record = Paths.readCacheFile(Paths.statsFile(dir, path))
    return record === undefined ? undefined : StatsFile.decode(record.toString("utf8"), path, now.size, now.digest)
  } catch {
    // a record of another shape: none
    return undefined
  }
}

/** Records under the cache directory `dir` `stats` as the facts of the file at `path`, if its bytes are still those of `before`. */
export const save = (dir: string, path: string, before: Digest, stats: SessionStats): void => {
  const after = digest(path)
  if (after === undefined || after.size !== before.size || after.digest !== before.digest) return
  const text = StatsFile.encode(path, before.size, before.digest, stats)
  if (text !== undefined) CacheFiles.replace(Paths.statsFile(dir, path), [new TextEncoder().encode(text)], 0o600, 0o700)
}
