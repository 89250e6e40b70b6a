/**
 * The session catalog: each session file's listing (id, cwd, name, times, message count, first
 * message, all message text), kept per session directory in Arbor's cache directory so that a
 * listing reads only the files that changed since the last one, and of a file that grew only
 * what was appended. Message text is read from the catalog only when something asks for it
 * (a search).
 *
 * Per directory, in `<cache>/catalog/`: `<key>.json` (the records, in columns as
 * `domain/CatalogFile` lays them out, written whole: a temporary file renamed over the old one;
 * a kept record is read from its columns only as far as the listing needs) and a text file it
 * names (message texts, appended to; a record points at its pieces). A record is used only
 * while its file is the same file (device, inode) with the same size and modification time; a
 * file that grew is continued from where the last scan stopped if the bytes sampled then are
 * still there; anything else is scanned again. One updater at a time holds `<key>.lock`; a
 * listing that finds it held still answers from what it read and saves nothing. Files are 0600
 * in 0700 directories.
 *
 * `make()` without a directory keeps nothing: every listing scans every file.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Layer, Option } from "effect"
import * as CatalogFile from "../domain/CatalogFile.js"
import * as Scanner from "../domain/Scanner.js"
import * as SessionInfo from "../domain/SessionInfo.js"
import { bytesAt, FilePages, FileShrank, type Pages, readChunks, readWhole } from "./FilePages.js"
import * as Paths from "./Paths.js"
import * as Traced from "./Traced.js"

export declare namespace Catalog {
  export interface Service {
    /**
     * The listing of each of `files` (all in directory `dir`), in their order: its info, or why
     * it is not listed. `onProgress` hears of every file done.
     */
    readonly summarize: (
      dir: string,
      files: ReadonlyArray<string>,
      onProgress?: ((done: number, total: number) => void) | undefined
    ) => Effect.Effect<ReadonlyArray<SessionInfo.SessionInfo | string>>
  }
}

export class Catalog extends Effect.Tag("arbor/Catalog")<Catalog, Catalog.Service>() {}

type State = CatalogFile.State
type Pieces = CatalogFile.Pieces
type Record = CatalogFile.Record

const FILE_MODE = 0o600
const DIR_MODE = 0o700
const CHUNK = 4 * 1024 * 1024
const SAMPLE = 4096
const encoder = new TextEncoder()
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

const hash = (bytes: Uint8Array): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193)
  return h >>> 0
}

const samplesOf = (pages: Pages, indexed: number): Record["samples"] => {
  const spans: Array<readonly [number, number]> = indexed <= SAMPLE * 2 ? [[0, indexed]] : [[0, SAMPLE], [indexed - SAMPLE, SAMPLE]]
  return spans.map(([offset, length]) => [offset, length, hash(bytesAt(pages, offset, length))] as const)
}

const stillThere = (pages: Pages, samples: Record["samples"]): boolean => {
  try {
    return samples.every(([offset, length, h]) => hash(bytesAt(pages, offset, length)) === h)
  } catch {
    return false
  }
}

/**
 * Reads `pages[from, size)` into `summary`. With `final` false it stops at the last LF and
 * returns where the rest begins; -1 when it meets a CR that no LF follows (pi's listing ends a
 * line there, so the file must be read as text).
 */
const readInto = (pages: Pages, summary: SessionInfo.Summary, scanner: Scanner.Scanner, from: number, final: boolean): number =>
  readChunks(pages, CHUNK, from, (size) => scanner.buffer(size), (scanned, base, end, last) => {
    // as a Buffer, whose indexOf (of a CR, of a quote) is memchr: several times a typed array's
    const bytes = Buffer.from(scanned.buffer, scanned.byteOffset, end)
    // a CR in the last byte may yet meet its LF in the next piece
    if (SessionInfo.hasLoneCr(bytes, 0, last ? end : end - 1)) return -1
    return summary.scan(scanner, bytes, 0, end, last && final, base === 0)
  })

/**
 * A file's listing scan from `from` (continuing `start`): the state at the last LF, whose text
 * holds only the texts this scan found, and the texts found after it (a partial last line).
 * Undefined `at`: the file has a lone CR and was summarized whole as text.
 */
interface Scanned {
  readonly indexed: number
  readonly at: SessionInfo.SummaryState | undefined
  readonly end: SessionInfo.SummaryState
}

/** A search of bytes through a Node Buffer over them (no copy): its indexOf of a string is native. */
const contains: SessionInfo.Contains = (bytes, from, to, needle) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).indexOf(needle, 0, "latin1") >= 0

/** `scanner` is reused from file to file: a new one would instantiate the WebAssembly module again. */
const scanFile = (scanner: Scanner.Scanner, pages: Pages, from: number, start: State | undefined): Scanned => {
  const summary = start === undefined ? new SessionInfo.Summary(contains) : SessionInfo.Summary.from({ ...start, text: "" }, contains)
  const indexed = readInto(pages, summary, scanner, from, false)
  if (indexed >= 0) {
    const at = summary.state
    const rest = SessionInfo.Summary.from({ ...at, text: "" }, contains)
    if (readInto(pages, rest, scanner, indexed, true) >= 0) return { indexed, at, end: rest.state }
  }
  const bytes = new Uint8Array(pages.size)
  pages.readInto(bytes, 0)
  const info = SessionInfo.summarizeText(decoder.decode(bytes), pages.path, new Date(pages.mtimeMs))
  return { indexed: 0, at: undefined, end: textState(info) }
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

const withoutText = ({ text: _text, ...state }: SessionInfo.SummaryState): State => state

/** The info of a listing state, its message text read when asked for. */
const infoOf = (state: State, file: string, mtimeMs: number, text: () => string): SessionInfo.SessionInfo | string =>
  SessionInfo.infoOfState(state, file, new Date(mtimeMs), text) ?? "not a session"

const joinTexts = (texts: ReadonlyArray<string>): string => texts.filter((t) => t !== "").join(" ")

/** The catalog's text reader (Buffers: their indexOf of a byte is memchr). */
const textReader = (log: Pages | undefined) => CatalogFile.textReader(log, (size) => Buffer.allocUnsafe(size))

/** A record not yet written: its texts are still strings. */
interface Draft {
  readonly name: string
  readonly record: Omit<Record, "at" | "end">
  /** Continued: the pieces of the text before this scan. */
  readonly before: Pieces
  readonly at: { readonly state: State; readonly text: string } | undefined
  readonly end: { readonly state: State; readonly text: string }
}

/**
 * What `scan` makes of an open file, which is closed after it: "could not be read" when the
 * file shrank under the scan.
 */
const scanned = <A>(pages: Pages, scan: () => A): A | string => {
  try {
    return scan()
  } catch (error) {
    if (error instanceof FileShrank) return "could not be read"
    throw error
  } finally {
    pages.close()
  }
}

/** A catalog in `dir` (the cache directory), or none (every listing scans every file). */
export const make = (dir?: string): Effect.Effect<Catalog.Service, never, FileSystem.FileSystem | Path.Path | FilePages> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const pagesOf = yield* FilePages

    const open = (file: string) => Effect.option(pagesOf.open(file))

    if (dir === undefined) {
      return Catalog.of({
        summarize: (_dir, files, onProgress) =>
          Effect.suspend(() => {
            const scanner = Scanner.make()
            return Effect.forEach(files, (file, i) =>
              Effect.map(open(file), (pages) => {
                onProgress?.(i + 1, files.length)
                if (Option.isNone(pages)) return "could not be read"
                return scanned(pages.value, () => {
                  const { at, end } = scanFile(scanner, pages.value, 0, undefined)
                  const text = joinTexts([at?.text ?? "", end.text])
                  return infoOf(withoutText(end), file, pages.value.mtimeMs, () => text)
                })
              })
            )
          })
      })
    }

    const catalogDir = path.join(dir, "catalog")
    const lockPath = (key: string) => path.join(catalogDir, `${key}.lock`)

    const load = (key: string, sessionDir: string) =>
      Effect.gen(function* () {
        const bytes = yield* readWhole(pagesOf, path.join(catalogDir, `${key}.json`))
        // ASCII (CatalogFile): read as Latin-1, a one-byte string
        const file = CatalogFile.Records.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1"), sessionDir)
        if (file === undefined) return undefined
        const log = yield* pagesOf.open(path.join(catalogDir, file.textFile))
        return file.textEnd <= log.size ? { file, log } : undefined
      }).pipe(Effect.orElseSucceed(() => undefined))

    /** Takes the updater lock; false when another process holds it (one left by a crash goes after a minute). */
    const lock = (key: string) => {
      const take = fs.writeFile(lockPath(key), encoder.encode(`${process.pid}\n`), { flag: "wx", mode: FILE_MODE })
      return take.pipe(
        Effect.as(true),
        // a failed write may have created the lock: take it back
        Effect.catchIf((e) => !(e._tag === "SystemError" && e.reason === "AlreadyExists"), () =>
          fs.remove(lockPath(key)).pipe(Effect.ignore, Effect.as(false))
        ),
        Effect.catchAll(() =>
          Effect.gen(function* () {
            const info = yield* fs.stat(lockPath(key))
            const since = Option.getOrElse(Option.map(info.mtime, (d) => d.getTime()), () => Date.now())
            if (Date.now() - since < 60_000) return false
            yield* fs.remove(lockPath(key))
            yield* take
            return true
          }).pipe(Effect.orElseSucceed(() => false))
        )
      )
    }

    const summarize: Catalog.Service["summarize"] = (sessionDir, files, onProgress) =>
      Effect.gen(function* () {
        const key = Paths.cacheKey(sessionDir)
        const loaded = yield* load(key, sessionDir)
        const stats = yield* pagesOf.stats(files)
        // a kept record's text is read when asked for: decoded for the listing's text, searched as bytes
        const textOf = textReader(loaded?.log)
        const read = (pieces: Pieces) => decoder.decode(textOf(pieces))
        /** The records kept as they are, by name and index. */
        const kept: Array<readonly [string, number]> = []
        const drafts: Array<Draft> = []
        const results: Array<SessionInfo.SessionInfo | string> = []
        // made on the first file to scan: a listing that the catalog answers whole compiles no scanner
        let scanner: Scanner.Scanner | undefined
        /** Files of the catalog seen here: fewer than it holds when some are gone. */
        let known = 0
        for (let i = 0; i < files.length; i++) {
          const file = files[i] as string
          const name = path.basename(file)
          const stat = stats[i]
          const index = loaded?.file.indexOf(name)
          if (index !== undefined) known++
          if (stat === undefined) {
            results.push("could not be read")
          } else if (index !== undefined && loaded !== undefined && loaded.file.isOf(index, stat)) {
            kept.push([name, index])
            results.push(loaded.file.listing(index, file, stat.mtimeMs, textOf))
          } else {
            const record = index === undefined ? undefined : loaded?.file.record(index)
            const pages = yield* open(file)
            if (Option.isNone(pages)) {
              results.push("could not be read")
            } else {
              const p = pages.value
              results.push(
                scanned(p, () => {
                  const from = record?.at !== undefined && record.dev === p.dev && record.ino === p.ino && p.size >= record.indexed && stillThere(p, record.samples) ? record : undefined
                  const result = scanFile((scanner ??= Scanner.make()), p, from?.indexed ?? 0, from?.at?.state)
                  const before = result.at !== undefined && from?.at !== undefined ? from.at.text : []
                  const atText = result.at?.text ?? ""
                  drafts.push({
                    name,
                    record: { dev: p.dev, ino: p.ino, size: p.size, mtimeMs: p.mtimeMs, indexed: result.indexed, samples: samplesOf(p, result.indexed) },
                    before,
                    at: result.at === undefined ? undefined : { state: withoutText(result.at), text: atText },
                    end: { state: withoutText(result.end), text: result.end.text }
                  })
                  const text = () => joinTexts([read(before), atText, result.end.text])
                  return infoOf(withoutText(result.end), file, p.mtimeMs, text)
                })
              )
            }
          }
          onProgress?.(i + 1, files.length)
        }
        const gone = loaded !== undefined && known < loaded.file.size
        if (loaded === undefined || drafts.length > 0 || gone) yield* save(key, sessionDir, loaded, kept, drafts)
        return results
      })

    /**
     * Writes the catalog: new texts appended to the text file (a new one, holding only the texts
     * still used, when most of the old one is unused), then the records. Skipped while another
     * process holds the lock; failing to write it is not an error.
     */
    const save = (
      key: string,
      sessionDir: string,
      loaded: { readonly file: CatalogFile.Records; readonly log: Pages } | undefined,
      kept: ReadonlyArray<readonly [string, number]>,
      drafts: ReadonlyArray<Draft>
    ) =>
      Effect.scoped(
        Effect.gen(function* () {
          yield* fs.makeDirectory(catalogDir, { recursive: true, mode: DIR_MODE })
          if (!(yield* lock(key))) return
          yield* Effect.addFinalizer(() => fs.remove(lockPath(key)).pipe(Effect.ignore))
          const length = (pieces: Pieces) => pieces.reduce((n, [, l]) => n + l, 0)
          const keptRecords = loaded === undefined ? [] : kept.map(([name, i]) => [name, loaded.file.record(i)] as const)
          const used = keptRecords.reduce((n, [, r]) => n + length(r.end.text) + length(r.at?.text ?? []), 0)
          const reuse = loaded !== undefined && used * 2 >= loaded.log.size
          const textName = reuse ? loaded.file.textFile : `${key}.${Date.now().toString(36)}-${process.pid.toString(36)}.txt`
          const textPath = path.join(catalogDir, textName)
          let size = reuse ? Number((yield* fs.stat(textPath)).size) : 0
          // each text is written as its record is made: 10,000 sessions' texts are never all in memory as bytes
          // too; through an appender (on Node synchronous writes: a thousand of them through the thread pool
          // left the process waiting)
          const appending = yield* pagesOf.append(textPath, FILE_MODE)
          const write = (bytes: Uint8Array) =>
            Effect.map(appending.write(bytes), (): Pieces => {
              size += bytes.length
              return [[size - bytes.length, bytes.length]]
            })
          const piece = (text: string) => (text === "" ? Effect.succeed<Pieces>([]) : write(encoder.encode(text)))
          const textOf = textReader(loaded?.log)
          // a view of the reader's buffer, written before the next read
          const copy = (pieces: Pieces) => (reuse || loaded === undefined || pieces.length === 0 ? Effect.succeed(pieces) : write(textOf(pieces)))
          const records: Array<readonly [string, Record]> = []
          for (const [name, record] of keptRecords) {
            // when the text moves to a new file, the end's text is the text at the LF and after it
            const at = record.at === undefined ? undefined : { state: record.at.state, text: yield* copy(record.at.text) }
            const end = record.end === record.at ? at : { state: record.end.state, text: yield* copy(record.end.text) }
            records.push([name, { ...record, ...(at === undefined ? {} : { at }), end: end as Record["end"] }])
          }
          for (const draft of drafts) {
            const before = yield* copy(draft.before)
            const at = draft.at === undefined ? undefined : { state: draft.at.state, text: [...before, ...(yield* piece(draft.at.text))] }
            const same = at !== undefined && draft.end.text === "" && JSON.stringify(draft.end.state) === JSON.stringify(at.state)
            const end = same ? at : { state: draft.end.state, text: [...(at?.text ?? []), ...(yield* piece(draft.end.text))] }
            records.push([draft.name, { ...draft.record, ...(at === undefined ? {} : { at }), end }])
          }
          const target = path.join(catalogDir, `${key}.json`)
          const temp = `${target}.${process.pid}.tmp`
          yield* fs.writeFileString(temp, CatalogFile.encode(sessionDir, textName, records), { mode: FILE_MODE }).pipe(
            Effect.zipRight(fs.rename(temp, target)),
            Effect.tapError(() => fs.remove(temp).pipe(Effect.ignore))
          )
          if (!reuse && loaded !== undefined) yield* fs.remove(path.join(catalogDir, loaded.file.textFile)).pipe(Effect.ignore)
        })
      ).pipe(Effect.ignore)

    return Catalog.of(Traced.spans("Catalog", { summarize }))
  })

/** The catalog in `dir` (Arbor's cache directory). */
export const layer = (dir: string): Layer.Layer<Catalog, never, FileSystem.FileSystem | Path.Path | FilePages> =>
  Layer.effect(Catalog, make(dir))
