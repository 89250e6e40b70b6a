/**
 * The pages of a file, with no Effect (a listing's scan worker reads through them too): the
 * interface the loaders read files by, reading a chunk at a time, and Node's pages through a
 * file descriptor (see `FilePages`, the service that opens them).
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { closeSync, constants, fstatSync, openSync, readSync, type Stats, statSync } from "node:fs"
import * as zlib from "node:zlib"
import { type ByteSource, FileShrank } from "../../../domain/scan/ByteSource.js"
import type { FileRecord, Samples } from "../../../domain/scan/FileRecord.js"
import { type Checksum, crc32 as plainCrc32 } from "../../../domain/scan/internal/Crc32.js"

/** Who a file is, how big, and when it changed, as one `stat` told. */
export interface Identity {
  readonly dev: number
  readonly ino: number
  /** Size in bytes. */
  readonly size: number
  readonly mtimeMs: number
  /** When the file last changed, and when that was seen (see `ChangeStamp`); none where the file system tells no status-change time. */
  readonly changed?: ChangeStamp | undefined
}

/** An open file: its identity is what it was when it was opened. */
export interface Pages extends ByteSource, Identity {
  readonly path: string
  /** Reads bytes at `offset` into `target` (as many as fit and exist); returns how many. */
  readonly readInto: (target: Uint8Array, offset: number) => number
  /**
   * Lets the file go now rather than when the pages are collected (a listing of 10,000 files
   * must not hold 10,000 descriptors); no read may follow.
   */
  readonly close: () => void
}

/**
 * The bytes `[offset, offset + length)` of `pages` read directly, not through their block cache
 * (which would keep a whole file read once); throws `FileShrank` when they are not all there.
 */
export const bytesAt = (pages: Pages, offset: number, length: number): Uint8Array => {
  const bytes = new Uint8Array(length)
  if (pages.readInto(bytes, offset) !== length) throw new FileShrank(pages.path, offset, length)
  return bytes
}

/**
 * Bytes per checksum: a CRC-32 detects, in a block of this size, every change of one or two
 * bits and every change within 32 consecutive bits (so every edit of up to 4 bytes in a row); any
 * other change to a block goes unseen with a chance of 2^-32 (it is no defence against a
 * collision made on purpose: whoever can write the session file decides its content anyway).
 * 1 MB blocks keep a 100 MB file's list at 100.
 */
export const CHECK_BLOCK = 1024 * 1024

/** zlib's CRC-32 (native, 5 GB/s here), or the same numbers in plain code before Node 20.15: the caches' checksums, of a file's blocks and of an index. */
export const crc32: Checksum = typeof zlib.crc32 === "function" ? (bytes, previous) => zlib.crc32(bytes, previous) : plainCrc32

/**
 * The buffer checks read through, shared while it is alive: a listing checks a thousand files
 * one after the other without a new megabyte each, and an idle process keeps none of it (a
 * buffer held for good was 1 MB more retained by every open session).
 */
let checkBuffer: WeakRef<Uint8Array> | undefined

const sharedCheckBuffer = (): Uint8Array => {
  const alive = checkBuffer?.deref()
  if (alive !== undefined) return alive
  const made = new Uint8Array(CHECK_BLOCK)
  checkBuffer = new WeakRef(made)
  return made
}

/**
 * Calls `each(bytes)` for every block of `pages[0, upTo)` in order, until one returns false;
 * read directly (see `bytesAt`) through one buffer. Throws `FileShrank` when they are not all there.
 */
const eachBlock = (pages: Pages, upTo: number, each: (bytes: Uint8Array) => boolean): void => {
  const buffer = sharedCheckBuffer()
  for (let offset = 0; offset < upTo; offset += CHECK_BLOCK) {
    const length = Math.min(CHECK_BLOCK, upTo - offset)
    const bytes = buffer.subarray(0, length)
    if (pages.readInto(bytes, offset) !== length) throw new FileShrank(pages.path, offset, length)
    if (!each(bytes)) return
  }
}

/**
 * Checksums taken of bytes as a scan meets them, so that they are of the very bytes scanned
 * (read again afterwards, an edit in between would be recorded as what was scanned): `feed`
 * them in file order from where `from` (checksums of the bytes before) stops, then `done`.
 */
export const checksums = (from: Samples = []) => {
  const out: Array<readonly [number, number, number]> = [...from]
  const last = out.at(-1)
  // a last block that is short is continued
  let offset = last === undefined ? 0 : last[1] < CHECK_BLOCK ? last[0] : last[0] + last[1]
  let length = last !== undefined && last[1] < CHECK_BLOCK ? last[1] : 0
  let crc = last !== undefined && last[1] < CHECK_BLOCK ? last[2] : 0
  if (length > 0) out.pop()
  return {
    feed: (bytes: Uint8Array): void => {
      for (let at = 0; at < bytes.length;) {
        const take = Math.min(CHECK_BLOCK - length, bytes.length - at)
        crc = crc32(bytes.subarray(at, at + take), crc)
        length += take
        at += take
        if (length === CHECK_BLOCK) {
          out.push([offset, length, crc])
          offset += length
          length = 0
          crc = 0
        }
      }
    },
    done: (): Samples => (length > 0 ? [...out, [offset, length, crc] as const] : out)
  }
}

/**
 * Feeds `pages[from, to)` to `sums` a block at a time: the bytes of a line too long to hold,
 * which a read steps over, still get their checksums, in file order.
 */
export const feedRange = (pages: Pages, sums: ReturnType<typeof checksums>, from: number, to: number): void => {
  const block = new Uint8Array(Math.min(CHECK_BLOCK, Math.max(0, to - from)))
  for (let at = from; at < to;) {
    const read = pages.readInto(block.subarray(0, Math.min(block.length, to - at)), at)
    if (read === 0) return
    sums.feed(block.subarray(0, read))
    at += read
  }
}

/**
 * Whether `pages[0, upTo)` are still the bytes `samples` were taken of: the samples must cover
 * them block by block, and every block must still have its checksum (false when they are not
 * all there). Reads every byte up to `upTo`: about 40 ms per 100 MB here (read and CRC-32).
 */
export const stillHolds = (pages: Pages, samples: Samples, upTo: number): boolean => {
  if (samples.length !== Math.ceil(upTo / CHECK_BLOCK)) return false
  for (let k = 0; k < samples.length; k++) {
    const [offset, length] = samples[k] as Samples[number]
    if (offset !== k * CHECK_BLOCK || length !== Math.min(CHECK_BLOCK, upTo - offset)) return false
  }
  try {
    let k = 0
    let same = true
    eachBlock(pages, upTo, (bytes) => (same = crc32(bytes) === (samples[k++] as Samples[number])[2]))
    return same
  } catch {
    return false
  }
}

/**
 * A file's status-change time (ctime) and when it was seen: this machine's clock read just before
 * the `fstat` that gave it. Every write, truncation, rename, `chmod` and `utimes` sets the ctime
 * to the file system's clock, and nothing sets it back (`utimes` sets the modification time
 * only), so an unchanged ctime says the bytes did not change since — when the stamp was taken
 * long enough after the change (`proof`).
 */
export interface ChangeStamp {
  readonly ctimeMs: number
  readonly takenMs: number
}

/**
 * How long after a file's last change its stamp must have been taken to prove anything: a
 * change within the same tick of the file system's clock leaves the ctime as it was (a
 * scheduler tick of up to 10 ms on Linux, whole seconds on some file systems, two on FAT), so
 * a stamp taken that close to the change could be followed by a write that does not show. As
 * git does with its index ("racy" entries), such a stamp is not recorded: the bytes are checked
 * instead. A minute is far more than any tick: it absorbs a disagreement between this machine's
 * clock and a network file system's, and keeps two reads of a file made moments apart (the
 * listing's two threads, the early `context` and the core) making the same record, unless they
 * are a minute apart. It costs little: a record made within it is checked byte by byte, as
 * every record was before there were proofs.
 */
export const RACY_MS = 60_000

/** The stamp of a file opened now, from its `fstat` taken at `takenMs`; none when it has no ctime. */
export const stampOf = (ctimeMs: number, takenMs: number): ChangeStamp | undefined => (ctimeMs > 0 ? { ctimeMs, takenMs } : undefined)

/**
 * The ctime a record of a file opened with `stamp` keeps as its proof: the ctime, when the
 * stamp was taken `RACY_MS` or more after it (any later write then moves it); none otherwise.
 * Two reads of an unchanged file keep the same (a record is made of the file alone, not of the
 * moment it was read).
 */
export const proof = (stamp: ChangeStamp | undefined): number | undefined =>
  stamp !== undefined && stamp.takenMs - stamp.ctimeMs >= RACY_MS ? stamp.ctimeMs : undefined

/** Whether a record's proof `ctimeMs` (see `proof`) proves the file unchanged now, opened with `now`: its ctime is still that. */
export const provenSame = (ctimeMs: number | undefined, now: ChangeStamp | undefined): boolean => ctimeMs !== undefined && now?.ctimeMs === ctimeMs

/**
 * Whether the file `now` describes is proven to be the one `was` was made of, unchanged, with no
 * byte read: the same file (device, inode), size and modification time, and a status-change time
 * that is still the record's proof (`provenSame`). False says only that its bytes must be checked.
 */
const proven = (now: Identity, was: FileRecord): boolean =>
  was.dev === now.dev && was.ino === now.ino && now.size === was.size && now.mtimeMs === was.mtimeMs && provenSame(was.ctimeMs, now.changed)

/**
 * Whether the first `was.indexed` bytes of `pages` are still the bytes `was` was made of (the
 * file may have grown since): proven so (`proven`: not grown, its ctime the record's proof), or
 * the same file (device, inode), not shorter, the same modification time at the same size, and
 * every block still with its checksum (a file appended to has a new ctime: its old bytes are
 * read). Size and time alone let a same-length edit through (an edit whose time was set back
 * with `utimes`, which moves the ctime). What changes bytes without moving the ctime — a write
 * within the clock's tick of the stamp, which `RACY_MS` leaves to the checksums, or one to the
 * disk below the file system — is not seen without reading every byte, which a record with a
 * proof no longer does. The one rule of the index cache and the catalog.
 */
export const holds = (pages: Pages, was: FileRecord): boolean =>
  proven(pages, was) ||
  (was.dev === pages.dev && was.ino === pages.ino && pages.size >= was.indexed && (pages.size !== was.size || pages.mtimeMs === was.mtimeMs) &&
    stillHolds(pages, was.samples, was.indexed))

/** Whether `pages` hold exactly the bytes `was` was made of: `holds`, of all of them (`was` covers the whole file, which has not grown). */
export const unchanged = (pages: Pages, was: FileRecord): boolean => was.indexed === was.size && pages.size === was.size && holds(pages, was)

/** What `stat` tells of the regular file at `path` now; undefined for anything else, or what cannot be stat'ed. */
export const identityOf = (path: string): Identity | undefined => {
  // read before the stat (see `ChangeStamp`)
  const takenMs = Date.now()
  let stat: Stats
  try {
    stat = statSync(path)
  } catch {
    return undefined
  }
  return stat.isFile() ? { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, changed: stampOf(stat.ctimeMs, takenMs) } : undefined
}

/**
 * Whether the file that `stat` describes holds exactly the bytes `was` was made of, proven with
 * no byte read (`unchanged` when `proven` answers it): a listing then needs no descriptor for
 * the file. False says only that the file must be opened and checked.
 */
export const provenUnchanged = (stat: Identity, was: FileRecord): boolean => was.indexed === was.size && proven(stat, was)

/**
 * What `readChunks` does with a line longer than `maxLineBytes`: it never holds one, but reads on
 * to its LF a block at a time and tells `skip` the line's start, its size before the LF and
 * whether an LF ends it. `skip` returns false to leave the line unread (a last line without an
 * LF, in a read that stops at the last LF): the read then ends where that line begins.
 */
export interface LongLines {
  readonly maxLineBytes: number
  readonly skip: (start: number, size: number, lf: boolean) => boolean
}

/** Bytes searched at a time for the LF that ends a long line. */
const SEARCH = 1024 * 1024

/**
 * The offset of the first LF in `pages[from, to)`, or -1; read `SEARCH` bytes at a time into
 * `scratch` (made on first use), so a search holds no more than that.
 */
const findLf = (pages: Pages, from: number, to: number, scratch: { bytes?: Uint8Array }): number => {
  for (let at = from; at < to;) {
    const bytes = (scratch.bytes ??= new Uint8Array(SEARCH))
    const read = pages.readInto(bytes.subarray(0, Math.min(bytes.length, to - at)), at)
    if (read === 0) return -1
    const k = bytes.subarray(0, read).indexOf(0x0a)
    if (k >= 0) return at + k
    at += read
  }
  return -1
}

/**
 * Reads `pages[from, pages.size)` a chunk at a time into `buffer(size)` (a scanner's buffer,
 * reused): each chunk is the partial line carried over from the last, then new bytes.
 * `scan(bytes, base, end, last)` takes what it can of `bytes[0, end)` (at file offset `base`)
 * and returns how much, or -1 to stop. A line longer than half a chunk grows the chunk to hold
 * it whole, so the buffer stays one chunk plus the longest line taken; with `long`, a line
 * longer than its `maxLineBytes` is stepped over (see `LongLines`) and never held, so a file
 * that is one giant line costs a chunk and a search block. Returns where the carried rest
 * begins, or -1.
 */
export const readChunks = (
  pages: Pages,
  chunkSize: number,
  from: number,
  buffer: (size: number) => Uint8Array,
  scan: (bytes: Uint8Array, base: number, end: number, last: boolean) => number,
  long?: LongLines
): number => {
  if (from >= pages.size) return from
  let position = from
  let chunk = Math.min(chunkSize, Math.max(1, pages.size - from))
  let carry = new Uint8Array(0)
  const scratch: { bytes?: Uint8Array } = {}
  for (;;) {
    if (carry.length * 2 > chunk) {
      if (long === undefined) chunk *= 2
      else {
        // a long line: find its end before reading it, and step over it when it is too long
        const start = position - carry.length
        const bound = start + long.maxLineBytes + 1
        const lf = findLf(pages, position, Math.min(bound, pages.size), scratch)
        if (lf < 0 && bound <= pages.size) {
          const end = findLf(pages, bound, pages.size, scratch)
          const size = (end < 0 ? pages.size : end) - start
          if (!long.skip(start, size, end >= 0)) return start
          carry = new Uint8Array(0)
          chunk = chunkSize
          position = end < 0 ? pages.size : end + 1
          if (position >= pages.size) return position
          continue
        }
        // it fits: room for all of it and a chunk after it
        chunk = Math.max(chunk * 2, (lf < 0 ? pages.size : lf + 1) - start + chunkSize)
      }
    }
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
 * The block cache: 64 blocks of 32 KB. Each block read is a new buffer, and the old ones stay
 * until a collection: an entry path scattered over a 100 MB file (a context) leaves some
 * hundreds of them behind, which with 128 KB blocks were 4-6 MB more at peak, at no gain.
 */
const BLOCK = 32 * 1024
const BLOCKS = 64

const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
})

/** Reads the open file `fd` into `target` from `offset` until `target` is full or the file ends; how many bytes. */
export const readAt = (fd: number, target: Uint8Array, offset: number): number => {
  let filled = 0
  while (filled < target.length) {
    const n = readSync(fd, target, filled, target.length - filled, offset + filled)
    if (n === 0) break
    filled += n
  }
  return filled
}

/** Pages of a file through a descriptor, with a small cache of recently read blocks. */
export const nodePages = (path: string): Pages => {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  let stat: Stats
  // read before the fstat: a write after it is later still (see `ChangeStamp`)
  const takenMs = Date.now()
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
  const readInto = (target: Uint8Array, offset: number): number => readAt(fd, target, offset)
  const readExactly = (offset: number, length: number): Uint8Array => {
    const out = new Uint8Array(length)
    const filled = readInto(out, offset)
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
    changed: stampOf(stat.ctimeMs, takenMs),
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
    readInto,
    close: () => {
      if (!closer.unregister(pages)) return
      blocks.clear()
      closeSync(fd)
    }
  }
  closer.register(pages, fd, pages)
  return pages
}
