/**
 * Where a scanned entry's text lives: an immutable byte string read on demand. Pure from the
 * outside: the bytes at an offset never change once there, so reading them is a lookup.
 *
 * `fromBytes` holds bytes in memory; `growable` holds a file read in pieces (and the pieces
 * appended to it later). The store can also page a large file in from disk (like a memory map)
 * so that an open session does not keep the whole file in memory. A `Readable` source also
 * copies bytes into a buffer its caller holds, and `spans` copies many ranges through one
 * window: a writer of every entry (`tree --json`) makes no buffer for each.
 *
 * Reading is the one thing the domain asks of the outside world, and why it keeps a source
 * rather than being handed every entry's bytes: a large session stays on disk and only the
 * lines a query looks at are read (handed the bytes of every entry, `tree --json` of a 100 MB
 * file would hold all 100 MB). A read that cannot give the bytes it once gave is a typed
 * `ReadFailure`, which the commands return as data. No Effect here: the early context path
 * reads through this module before Effect loads.
 */

export interface ByteSource {
  /** The bytes `[offset, offset + length)`. */
  readonly read: (offset: number, length: number) => Uint8Array
}

/**
 * A source that also copies its bytes into a buffer the caller holds: a reader of many entries
 * (`tree --json` writes every entry's bytes) makes no buffer for each.
 */
export interface Readable extends ByteSource {
  /** Copies the bytes from `offset` into `target`, as many as fit and exist; returns how many. */
  readonly readInto: (target: Uint8Array, offset: number) => number
}

/** A byte source over bytes in memory, starting at offset 0. */
export const fromBytes = (bytes: Uint8Array): Readable => ({
  read: (offset, length) => bytes.subarray(offset, offset + length),
  readInto: (target, offset) => {
    const part = bytes.subarray(offset, offset + target.length)
    target.set(part)
    return part.length
  }
})

/**
 * A byte source made of pieces added in order: each piece is placed just after the previous
 * one, at an offset `append` returns, so pieces never overlap (a file rewritten whole and read
 * again simply continues the offsets). Offsets are the source's own, not a file's.
 */
export interface Growable extends Readable {
  /** Adds bytes; returns the offset where they start. */
  readonly append: (bytes: Uint8Array) => number
  /** The offset the next piece will start at. */
  readonly size: () => number
}

/**
 * A growable source. With a `base`, offsets below `base.size` read `base` (a file's prefix,
 * paged in on demand) and pieces go after it.
 */
export const growable = (base?: { readonly source: Readable; readonly size: number }): Growable => {
  const offsets: Array<number> = []
  const pieces: Array<Uint8Array> = []
  const baseSize = base?.size ?? 0
  let size = baseSize
  const find = (offset: number): number => {
    let lo = 0
    let hi = offsets.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((offsets[mid] as number) <= offset) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  return {
    size: () => size,
    append: (bytes) => {
      const at = size
      if (bytes.length > 0) {
        offsets.push(at)
        pieces.push(bytes)
        size += bytes.length
      }
      return at
    },
    read: (offset, length) => {
      if (base !== undefined && offset < baseSize) return base.source.read(offset, length)
      const k = find(offset)
      const piece = pieces[k] as Uint8Array
      const start = offset - (offsets[k] as number)
      if (start + length <= piece.length) return piece.subarray(start, start + length)
      // across pieces (the reader's lines each lie in one piece, so only for other callers)
      const out = new Uint8Array(length)
      let filled = 0
      for (let i = k; i < pieces.length && filled < length; i++) {
        const p = pieces[i] as Uint8Array
        const from = i === k ? start : 0
        const part = p.subarray(from, Math.min(p.length, from + length - filled))
        out.set(part, filled)
        filled += part.length
      }
      return out
    },
    readInto: (target, offset) => {
      let filled = 0
      if (base !== undefined && offset < baseSize) {
        filled = base.source.readInto(target.subarray(0, Math.min(target.length, baseSize - offset)), offset)
        // the base ends early (a file that shrank): no bytes after the gap
        if (filled < Math.min(target.length, baseSize - offset)) return filled
      }
      if (filled === target.length || pieces.length === 0 || offset + filled >= size) return filled
      for (let k = find(offset + filled); k < pieces.length && filled < target.length; k++) {
        const p = pieces[k] as Uint8Array
        const part = p.subarray(offset + filled - (offsets[k] as number), p.length).subarray(0, target.length - filled)
        target.set(part, filled)
        filled += part.length
      }
      return filled
    }
  }
}

/** Ranges of bytes numbered by their pieces: piece `n` is `size(n)` bytes from `offset(n)`. */
export interface Ranges {
  readonly offset: (n: number) => number
  readonly size: (n: number) => number
}

/**
 * Pieces of `source` (`ranges`) copied into buffers a writer holds (`Json.Spans`) through one
 * window of `window` bytes, read again where a piece is not in it: pieces asked for in about
 * the order of their bytes (a tree's entries, a path's messages) take a few large reads and no
 * buffer each. A piece longer than the window is read straight into its place. A copy throws
 * `FileShrank` (of the file `path`) when its bytes are not all there.
 */
export const spans = (source: Readable, path: string, ranges: Ranges, window = 64 * 1024) => {
  let bytes: Uint8Array | undefined
  let start = 0
  let end = 0
  return {
    size: ranges.size,
    copy: (n: number, into: Uint8Array, at: number): void => {
      const offset = ranges.offset(n)
      const length = ranges.size(n)
      if (bytes === undefined || offset < start || offset + length > end) {
        if (length > window) {
          if (source.readInto(into.subarray(at, at + length), offset) !== length) throw new FileShrank(path, offset, length)
          return
        }
        bytes ??= new Uint8Array(window)
        start = offset
        end = offset + source.readInto(bytes, offset)
        if (offset + length > end) throw new FileShrank(path, offset, length)
      }
      into.set(bytes.subarray(offset - start, offset - start + length), at)
    }
  }
}

/**
 * A path's last segment: how a message a library's caller sees names a file, never by its
 * folders (which may hold a user's, a project's or a tenant's name).
 */
export const fileName = (path: string): string => path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1) || path

/**
 * The bytes of a file that shrank under a reader: not data anyone can answer from. The message
 * names the file by its `fileName`; `at(path)` is the line naming it by its path.
 */
export class FileShrank extends Error {
  readonly _tag = "FileShrank"
  constructor(readonly path: string, readonly offset: number, readonly length: number) {
    super(`${fileName(path)}: the file shrank while open (its bytes ${offset}–${offset + length} are gone)`)
  }

  /** The message naming the file as `where` (the command line passes the path). */
  at(where: string): string {
    return `${where}: the file shrank while open (its bytes ${this.offset}–${this.offset + this.length} are gone)`
  }
}

/**
 * A line decoded lazily that is no longer the JSON object the read found there: the file was
 * changed in place since it was read. Not data anyone can answer from; a command that only
 * reads answers again from a fresh read (src/main/cli/Cli.ts).
 */
export class LineChanged extends Error {
  readonly _tag = "LineChanged"
  constructor(readonly line: number | undefined) {
    super(`line ${line ?? "?"} changed after the file was read: it is no longer the JSON object read there`)
  }
}

/**
 * Why a lazy read of a stored entry failed. Thrown by the reads (a getter cannot return an
 * `Either`); a command that returns an `Either` returns it as its `Left` (see `Session.apply`).
 */
export type ReadFailure = FileShrank | LineChanged

/** True for the errors a lazy read throws. */
export const isReadFailure = (error: unknown): error is ReadFailure => error instanceof FileShrank || error instanceof LineChanged
