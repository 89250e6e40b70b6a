/**
 * Reading a session file through its index, without Effect: the store's `open` and
 * `QuickContext` read the same way, and leave the same index behind.
 *
 * With a trusted index only what was appended since is read; without one the whole file is,
 * and what it held up to its last LF is the index to save (when the file is large enough to be
 * worth one), with the checksums of the bytes as they were scanned. An index that many appends have outgrown (a megabyte, or a tenth of what it
 * holds) is to be saved again.
 *
 * `throughIndex` is that read whole, the one sequence both callers run: it asks for the index
 * and hands over the one to save as requests, so the store answers them with its `IndexCache`
 * service (Effects) and `QuickContext` with `IndexFiles` directly (`readSync`), and this module
 * stays free of Effect (the early `context` bundle must not load its runtime).
 */
import type { IdSource } from "../../../domain/format/IdSource.js"
import * as SessionFile from "../../../domain/format/SessionFile.js"
import * as ByteSource from "../../../domain/scan/ByteSource.js"
import * as Scanner from "../../../domain/scan/Scanner.js"
import type { Cached } from "./IndexFiles.js"
import { checksums, feedRange, type Pages, readChunks } from "./Pages.js"

/**
 * Bytes read at a time when a file is scanned: a read is scanned while its bytes are still in
 * the core's cache (a first read of 100 MB took 8-10 ms longer with 2 MB reads than with 128-512 KB).
 */
const CHUNK = 256 * 1024
/** An index is written again once this much was appended since (or a tenth of what it holds). */
const REINDEX_BYTES = 1024 * 1024

/**
 * About how many entries a file of `size` bytes holds, at most: room made for them up front
 * spares the columns and the id table their growth on the way (a first read of 100 MB, 100,000
 * entries, took 12 ms less, of 50,000 entries 8 ms less). An entry of pi's takes 500 bytes and
 * more; room never used is hardly ever touched, so it costs address space rather than memory
 * (the peak RSS of those reads did not grow), and a tree to be kept gives it back
 * (`SessionTree.fit`, as the store does).
 */
const expectedEntries = (size: number): number => Math.min(Math.ceil(size / 512), 1 << 20)

/** A read up to the file's last LF: the reader to finish it with, where the rest begins, and the index to save, if any. */
export interface Lines {
  readonly reader: SessionFile.Reader
  readonly scanner: Scanner.Scanner
  readonly tail: number
  readonly save: Cached | undefined
}

/**
 * Reads `pages[from, pages.size)` through `reader` in chunks; with `final` false it stops at the
 * last LF and returns where the rest begins. `sums` takes every byte scanned as a complete line, in order.
 */
const read = (pages: Pages, reader: SessionFile.Reader, scanner: Scanner.Scanner, from: number, final: boolean, sums?: ReturnType<typeof checksums>): number =>
  readChunks(pages, CHUNK, from, (size) => scanner.buffer(size), (bytes, base, end, last) => {
    const consumed = reader.scan(scanner, bytes, base, 0, end, last && final)
    if (sums !== undefined && consumed > 0) sums.feed(bytes.subarray(0, consumed))
    return consumed
  }, {
    maxLineBytes: reader.maxLineBytes,
    // a last line without an LF belongs to the final read, as the scanner leaves it
    skip: (start, size, lf) => {
      if (!lf && !final) return false
      reader.skip(size, lf)
      // stepped over, its bytes still get their checksums
      if (sums !== undefined) feedRange(pages, sums, start, start + size + (lf ? 1 : 0))
      return true
    }
  })

/**
 * The complete lines of `pages` (read through `source`), after those `cached` indexed (all of
 * them without). With `indexing`, an index to save when there is none or it was outgrown. A
 * line longer than `maxLineBytes` (`SessionFile.MAX_LINE_BYTES` by default) is reported and
 * stepped over without being held, so a read holds a chunk and the longest line it takes.
 */
export const lines = (
  pages: Pages,
  source: ByteSource.ByteSource,
  ids: IdSource,
  cached: Cached | undefined,
  indexing: boolean,
  maxLineBytes?: number
): Lines => {
  const scanner = Scanner.make()
  if (cached !== undefined) {
    // go on from where the index stopped: only what was appended since is read
    const { indexed, state, tree } = cached
    const resumed = new SessionFile.Reader({ source, ids, tree, resume: state, maxLineBytes })
    const sums = indexing ? checksums(cached.samples) : undefined
    const tail = read(pages, resumed, scanner, indexed, false, sums)
    const grown = tail - indexed
    const state2 = resumed.state()
    if (sums !== undefined && grown > 0 && state2 !== undefined && grown >= Math.max(REINDEX_BYTES, indexed / 10)) {
      const tree2 = resumed.finishTree()
      const reader = new SessionFile.Reader({ source, ids, tree: tree2, resume: state2, maxLineBytes })
      return { reader, scanner, tail, save: { tree: tree2, state: state2, indexed: tail, samples: sums.done() } }
    }
    return { reader: resumed, scanner, tail, save: undefined }
  }
  const first = new SessionFile.Reader({ source, ids, expected: expectedEntries(pages.size), maxLineBytes })
  const sums = indexing ? checksums() : undefined
  const tail = read(pages, first, scanner, 0, false, sums)
  const state = first.state()
  if (state === undefined) return { reader: first, scanner, tail, save: undefined }
  const tree = first.finishTree()
  const reader = new SessionFile.Reader({ source, ids, tree, resume: state, maxLineBytes })
  return { reader, scanner, tail, save: sums === undefined ? undefined : { tree, state, indexed: tail, samples: sums.done() } }
}

/** Reads the rest of the file after `lines` and finishes it. */
export const finish = (pages: Pages, lines: Lines): SessionFile.Loaded => {
  read(pages, lines.reader, lines.scanner, lines.tail, true)
  return lines.reader.finish()
}

/** What a read through the index asks of the index cache: the index of `pages` to trust (or none), or to record `cached`. */
export type IndexRequest =
  | { readonly _tag: "Load"; readonly pages: Pages; readonly source: ByteSource.ByteSource }
  | { readonly _tag: "Save"; readonly pages: Pages; readonly cached: Cached }

/** A session file read through its index: the bytes it was read from, the read's last reader, and what it held. */
export interface Read {
  readonly source: ByteSource.Growable
  readonly lines: Lines
  readonly loaded: SessionFile.Loaded
}

/**
 * Reads `pages` whole through the index cache: with `indexing`, asks for the index to go on
 * from (`Load`, answered with it or undefined; not asked when `fresh`), reads the complete lines,
 * asks to record the index to save, if any (`Save`, before the rest is read: the tree is the
 * index's only until then), and finishes the file. Without `indexing` it asks nothing.
 */
export function* throughIndex(
  pages: Pages,
  ids: IdSource,
  options: { readonly indexing: boolean; readonly fresh?: boolean | undefined }
): Generator<IndexRequest, Read, Cached | undefined> {
  const source = ByteSource.growable({ source: pages, size: pages.size })
  const cached = options.indexing && options.fresh !== true ? yield { _tag: "Load", pages, source } : undefined
  const read = lines(pages, source, ids, cached, options.indexing)
  if (read.save !== undefined) yield { _tag: "Save", pages, cached: read.save }
  return { source, lines: read, loaded: finish(pages, read) }
}

/** `throughIndex` with an index cache answered at once (`IndexFiles` on Node); none: no index is read or written. */
export const readSync = (
  pages: Pages,
  ids: IdSource,
  index:
    | { readonly load: (pages: Pages, source: ByteSource.ByteSource) => Cached | undefined; readonly save: (pages: Pages, cached: Cached) => void }
    | undefined
): Read => {
  const steps = throughIndex(pages, ids, { indexing: index !== undefined })
  let step = steps.next()
  while (step.done !== true) {
    const request = step.value
    step = steps.next(request._tag === "Load" ? index?.load(request.pages, request.source) : void index?.save(request.pages, request.cached))
  }
  return step.value
}
