/**
 * A session file's listing scan, as the catalog records it, with no Effect: the catalog runs it
 * (`Catalog`), and so does its helper thread (`ScanWorker`), which takes a share of the files
 * a first listing has to read from the start while the catalog's own thread reads the rest.
 */
import { createRequire } from "node:module"
import type { Worker } from "node:worker_threads"
import { FileShrank } from "../../../domain/scan/ByteSource.js"
import type * as CatalogFile from "../../../domain/scan/CatalogFile.js"
import * as Scanner from "../../../domain/scan/Scanner.js"
import * as SessionInfo from "../../../domain/scan/SessionInfo.js"
import { checksums, feedRange, type Pages, proof, readChunks } from "./Pages.js"

/**
 * Bytes read at a time: the scanner's buffer (in its WebAssembly memory, which never shrinks)
 * holds one and the longest line taken. A first listing of 1,000 sessions peaked 8 MB lower with
 * 1 MB than with 4 MB, on both threads, at 5 % less CPU; 256 KB saved no more.
 */
const CHUNK = 1024 * 1024
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/**
 * Reads `pages[from, size)` into `summary`. With `final` false it stops at the last LF and
 * returns where the rest begins; -1 when it meets a CR that no LF follows (pi's listing ends a
 * line there, so the file must be read as text). `sums` takes every byte scanned as a complete
 * line, in order: a record's checksums are of the very bytes its listing was made of.
 */
const readInto = (
  pages: Pages,
  summary: SessionInfo.Summary,
  scanner: Scanner.Scanner,
  from: number,
  final: boolean,
  maxLineBytes: number,
  sums?: ReturnType<typeof checksums>
): number =>
  readChunks(pages, CHUNK, from, (size) => scanner.buffer(size), (scanned, base, end, last) => {
    // as a Buffer, whose indexOf (of a CR, of a quote) is memchr: several times a typed array's
    const bytes = Buffer.from(scanned.buffer, scanned.byteOffset, end)
    // a CR in the last byte may yet meet its LF in the next piece
    if (SessionInfo.hasLoneCr(bytes, 0, last ? end : end - 1)) return -1
    const consumed = summary.scan(scanner, bytes, 0, end, last && final, base === 0)
    if (sums !== undefined && consumed > 0) sums.feed(scanned.subarray(0, consumed))
    return consumed
  }, {
    // a line no reader takes is stepped over, never held; its bytes still have their checksums
    maxLineBytes,
    skip: (start, size, lf) => {
      if (!lf && !final) return false
      if (sums !== undefined) feedRange(pages, sums, start, start + size + (lf ? 1 : 0))
      return true
    }
  })

/**
 * A file's listing scan from `from` (continuing `start`): the state at the last LF, whose text
 * holds only the texts this scan found, and the texts found after it (a partial last line).
 * Undefined `at`: the file has a lone CR and was summarized whole as text.
 */
export interface Scanned {
  readonly indexed: number
  /** The checksums of the first `indexed` bytes, taken as they were scanned. */
  readonly samples: CatalogFile.Record["samples"]
  readonly at: SessionInfo.SummaryState | undefined
  readonly end: SessionInfo.SummaryState
}

/** A search of bytes through a Node Buffer over them (no copy): its indexOf of a string is native. */
const contains: SessionInfo.Contains = (bytes, from, to, needle) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).indexOf(needle, 0, "latin1") >= 0

/**
 * `scanner` is reused from file to file: a new one would instantiate the WebAssembly module
 * again. Continuing (`from` > 0), `before` are the checksums of the bytes before `from`. A line
 * longer than `maxLineBytes` is stepped over without being held, as the readers do.
 */
export const scanFile = (
  scanner: Scanner.Scanner,
  pages: Pages,
  from: number,
  start: CatalogFile.State | undefined,
  before: CatalogFile.Record["samples"] = [],
  maxLineBytes: number = Scanner.MAX_LINE_BYTES
): Scanned => {
  const summary = start === undefined ? new SessionInfo.Summary(contains) : SessionInfo.Summary.from({ ...start, text: "" }, contains)
  const sums = checksums(before)
  const indexed = readInto(pages, summary, scanner, from, false, maxLineBytes, sums)
  if (indexed >= 0) {
    const at = summary.state
    const rest = SessionInfo.Summary.from({ ...at, text: "" }, contains)
    if (readInto(pages, rest, scanner, indexed, true, maxLineBytes) >= 0) return { indexed, samples: sums.done(), at, end: rest.state }
  }
  const bytes = new Uint8Array(pages.size)
  pages.readInto(bytes, 0)
  const info = SessionInfo.summarizeText(decoder.decode(bytes), pages.path, new Date(pages.mtimeMs))
  return { indexed: 0, samples: [], at: undefined, end: textState(info) }
}

/** The listing state that gives `info` back (for a file summarized as text). */
const textState = (info: SessionInfo.SessionInfo | undefined): SessionInfo.SummaryState =>
  info === undefined
    ? { header: false, name: undefined, messageCount: 0, lastActivity: 0, firstMessage: undefined, text: "" }
    : {
      header: {
        type: "session",
        ...(info.id === undefined ? {} : { id: info.id }),
        cwd: info.cwd,
        ...(info.parentSessionPath === undefined ? {} : { parentSession: info.parentSessionPath }),
        ...(Number.isNaN(info.created.getTime()) ? {} : { timestamp: info.created.toISOString() })
      },
      name: info.name,
      messageCount: info.messageCount,
      lastActivity: info.modified.getTime(),
      firstMessage: info.firstMessage === "(no messages)" ? undefined : info.firstMessage,
      text: info.allMessagesText
    }

export const withoutText = ({ text: _text, ...state }: SessionInfo.SummaryState): CatalogFile.State => state

/**
 * What `scan` makes of an open file, which is closed after it: "could not be read" when the
 * file shrank under the scan.
 */
export const scanned = <A>(pages: Pages, scan: () => A): A | string => {
  try {
    return scan()
  } catch (error) {
    if (error instanceof FileShrank) return "could not be read"
    throw error
  } finally {
    pages.close()
  }
}

const encoder = new TextEncoder()

/** A file read from its start: what its catalog record holds but the texts' places, and the scan's states with their texts. */
export interface Fresh {
  readonly record: Omit<CatalogFile.Record, "at" | "end">
  readonly at: SessionInfo.SummaryState | undefined
  readonly end: SessionInfo.SummaryState
}

/**
 * A listing state with its text as UTF-8 bytes, as the catalog writes it: off the JavaScript
 * heap. A thousand sessions' texts held as strings until the catalog is saved were tens of
 * megabytes of heap, which a first listing kept growing into.
 */
export interface Texted {
  readonly state: CatalogFile.State
  readonly text: Uint8Array
}

/** `state` with its text as bytes. */
export const texted = (state: SessionInfo.SummaryState): Texted => ({ state: withoutText(state), text: encoder.encode(state.text) })

/** A file read from its start, its texts as bytes (see `Texted`). */
export interface Stored {
  readonly record: Fresh["record"]
  readonly at: Texted | undefined
  readonly end: Texted
}

/** `fresh` with its texts as bytes. */
export const stored = (fresh: Fresh): Stored => ({ record: fresh.record, at: fresh.at === undefined ? undefined : texted(fresh.at), end: texted(fresh.end) })

/** What a catalog record holds of the file `pages` after `scan`, the texts' places aside. */
export const recordOf = (pages: Pages, scan: Scanned): Fresh["record"] => ({
  dev: pages.dev,
  ino: pages.ino,
  size: pages.size,
  mtimeMs: pages.mtimeMs,
  ctimeMs: proof(pages.changed),
  indexed: scan.indexed,
  samples: scan.samples
})

/** Scans `pages` from the start (see `scanFile`). */
export const scanFresh = (scanner: Scanner.Scanner, pages: Pages): Fresh => {
  const scan = scanFile(scanner, pages, 0, undefined)
  return { record: recordOf(pages, scan), at: scan.at, end: scan.end }
}

/** What the helper thread found: by the index of each file it read, its scan (as the catalog keeps it) or why it is not listed. */
export type Found<A = Fresh> = ReadonlyArray<readonly [number, A | string]>

/** What the helper thread posts: each file as soon as it is read (the thread keeps no file's texts), then `DONE`. */
export type Message = readonly [number, Fresh | string] | typeof DONE
export const DONE = "done"

/** A started helper thread reading files of a list, each taken by whichever thread is free first. */
export interface Thread<A = Fresh> {
  /** The index of the next file no thread has taken (the list's length and beyond: none left). */
  readonly claim: () => number
  /** What the helper read, once it is done; undefined when it failed (its files are then read again). */
  readonly found: Promise<Found<A> | undefined>
  /** Ends the thread (at once, if it is still reading). */
  readonly stop: () => void
}

/** What the helper thread is given. */
export interface Work {
  readonly files: ReadonlyArray<string>
  /** One Int32: the next index to take. */
  readonly next: SharedArrayBuffer
}

/** Takes the next index of `next` (atomically: two threads never take the same one). */
export const take = (next: Int32Array): number => Atomics.add(next, 0, 1)

/**
 * Starts the helper `script` (the bundle of `ScanWorker`) on `files`; undefined when it cannot
 * start. `node:worker_threads` is loaded here, when a helper is wanted: loaded with the program,
 * it would cost every start 2 MB and 2 ms. Each file's scan is made `keep(scan)` as it arrives
 * (`stored`: its texts as bytes at once, rather than every helper's file as strings until the end).
 */
export function helper(script: string, files: ReadonlyArray<string>): Thread | undefined
export function helper<A>(script: string, files: ReadonlyArray<string>, keep: (fresh: Fresh) => A): Thread<A> | undefined
export function helper<A>(script: string, files: ReadonlyArray<string>, keep?: (fresh: Fresh) => A): Thread<A | Fresh> | undefined {
  const next = new SharedArrayBuffer(4)
  const counter = new Int32Array(next)
  let worker: Worker
  try {
    // a built-in resolves from anywhere: "/" stands for the importing file, which a bundle has not
    const threads = createRequire("/")("node:worker_threads") as typeof import("node:worker_threads")
    worker = new threads.Worker(script, { workerData: { files, next } satisfies Work, stdout: true, stderr: true })
  } catch {
    return undefined
  }
  const found = new Promise<Found<A | Fresh> | undefined>((resolve) => {
    const received: Array<readonly [number, A | Fresh | string]> = []
    worker.on("message", (message: Message) => {
      if (message === DONE) return resolve(received)
      const [k, scan] = message
      received.push([k, typeof scan === "string" || keep === undefined ? scan : keep(scan)])
    })
    worker.once("error", () => resolve(undefined))
    worker.once("exit", () => resolve(undefined))
  })
  return { claim: () => take(counter), found, stop: () => void worker.terminate() }
}
