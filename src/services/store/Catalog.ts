/**
 * The session catalog: each session file's listing (id, cwd, name, times, message count, first
 * message, all message text), kept per session directory in Arbor's cache directory so that a
 * listing reads only the files that changed since the last one, and of a file that grew only
 * what was appended. Message text is read from the catalog only when something asks for it
 * (a search).
 *
 * Per directory, in `<cache>/catalog/`: `<key>.json` (the records, in columns as
 * `domain/scan/CatalogFile` lays them out, written whole: a temporary file renamed over the old one;
 * a kept record is read from its columns only as far as the listing needs) and a text file it
 * names (message texts, appended to; a record points at its pieces). A record is used only
 * while its file is the same file (device, inode) with the same size and modification time and
 * either a status-change time that proves it unchanged or every byte still with the checksum its
 * scan took (`Pages.unchanged`: time and size alone let a same-length edit through); a record
 * made too soon after the file's last change holds no such proof, is checked byte by byte and
 * then saved with the proof of that check (`Pages.proof`). A file that grew is
 * continued from where the last scan stopped if every byte read then still has its checksum;
 * anything else is scanned again. One updater at a
 * time holds `<key>.updater.lock` (`LockFile`: a dead updater's lock is taken over by one
 * process only); a listing that finds it held still answers from what it read and saves
 * nothing. A save that fails or is interrupted removes the text file it started; one that
 * succeeds removes the key's other text and temporary files, unless a process that still runs
 * wrote them (what a concurrent or killed saver left: each text file a copy of all message
 * text). Files are 0600 in 0700 directories. Many files new to the catalog are read on two threads (see `Helper`).
 *
 * `make()` without a directory keeps nothing: every listing scans every file.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as CatalogFile from "../../domain/scan/CatalogFile.js"
import * as Scanner from "../../domain/scan/Scanner.js"
import * as SessionInfo from "../../domain/scan/SessionInfo.js"
import { FilePages, type Pages, readWhole } from "./internal/FilePages.js"
import * as ListingScan from "./internal/ListingScan.js"
import { proof, provenUnchanged, stillHolds, unchanged } from "./internal/Pages.js"
import * as LockFile from "./LockFile.js"
import * as Paths from "./Paths.js"
import * as TempFiles from "./TempFiles.js"

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
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/** The process that wrote a text file, from its name (`<key>.<time>-<pid>.txt`, both base 36). */
const textWriter = (name: string): number | undefined => {
  const match = /\.[0-9a-z]+-([0-9a-z]+)\.txt$/.exec(name)
  return match === null ? undefined : parseInt(match[1] as string, 36)
}

/** The info of a listing state, its message text read when asked for. */
const infoOf = (state: State, file: string, mtimeMs: number, text: () => string): SessionInfo.SessionInfo | string =>
  SessionInfo.infoOfState(state, file, new Date(mtimeMs), text) ?? "not a session"

const joinTexts = (texts: ReadonlyArray<string>): string => texts.filter((t) => t !== "").join(" ")

/** The catalog's text reader (Buffers: their indexOf of a byte is memchr). */
const textReader = (log: Pages | undefined) => CatalogFile.textReader(log, (size) => Buffer.allocUnsafe(size))

/** A record kept: its name, its index in the records read, and a proof of its file's status-change time to record, if any (`Pages.proof`). */
type Kept = readonly [string, number, number | undefined]

/** A record not yet written: its texts are still bytes in memory. */
interface Draft {
  readonly name: string
  readonly record: Omit<Record, "at" | "end">
  /** Continued: the pieces of the text before this scan. */
  readonly before: Pieces
  readonly at: ListingScan.Texted | undefined
  readonly end: ListingScan.Texted
}

/**
 * A helper thread for first listings: `script` is the bundle of `ScanWorker`, which reads files
 * through Node's pages (give it only with `FilePages.layerNode`). It is started when at least
 * `minFiles` files of at least `minBytes` bytes in all are new to the catalog.
 */
export interface Helper {
  readonly script: string
  readonly minFiles: number
  readonly minBytes: number
}

/** A catalog in `dir` (the cache directory), or none (every listing scans every file). */
export const make = (dir?: string, helper?: Helper): Effect.Effect<Catalog.Service, never, FileSystem.FileSystem | Path.Path | FilePages> =>
  Effect.gen(function*() {
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
                return ListingScan.scanned(pages.value, () => {
                  const { at, end } = ListingScan.scanFile(scanner, pages.value, 0, undefined)
                  const text = joinTexts([at?.text ?? "", end.text])
                  return infoOf(ListingScan.withoutText(end), file, pages.value.mtimeMs, () => text)
                })
              }))
          })
      })
    }

    const catalogDir = path.join(dir, "catalog")
    const lockPath = (key: string) => path.join(catalogDir, `${key}.updater.lock`)

    const load = (key: string, sessionDir: string) =>
      Effect.gen(function*() {
        const bytes = yield* readWhole(pagesOf, path.join(catalogDir, `${key}.json`))
        // ASCII (CatalogFile): read as Latin-1, a one-byte string
        const file = CatalogFile.Records.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1"), sessionDir)
        if (file === undefined) return undefined
        const log = yield* pagesOf.open(path.join(catalogDir, file.textFile))
        return file.textEnd <= log.size ? { file, log } : undefined
      }).pipe(Effect.orElseSucceed(() => undefined))

    /**
     * This process, as the updater lock records it. The lock is `LockFile`'s (one holder, a dead
     * holder's lock taken over atomically); its name is not the bare-pid `<key>.lock` of earlier
     * versions, whose body `LockFile` cannot read.
     */
    const owner = LockFile.thisProcess()

    /** Takes the updater lock; false when another process holds it or it cannot be taken. */
    const lock = (key: string) =>
      LockFile.acquire(lockPath(key), { owner, isAlive: TempFiles.isAlive }).pipe(
        Effect.as(true),
        Effect.orElseSucceed(() => false),
        Effect.provideService(FileSystem.FileSystem, fs),
        Effect.provideService(Path.Path, path)
      )

    /**
     * Removes, once `key`'s records name `textName`, its other text files (the one they named
     * before, and any a concurrent or killed saver left: each a copy of all message text) and
     * temporary files, except those of another process that still runs.
     */
    const removeOrphans = (key: string, textName: string) =>
      Effect.gen(function*() {
        for (const name of yield* fs.readDirectory(catalogDir)) {
          if (!name.startsWith(`${key}.`) || name === textName) continue
          const pid = name.endsWith(".txt") ? textWriter(name) : name.endsWith(".tmp") ? TempFiles.writerOf(name) : undefined
          if (pid !== undefined && (pid === process.pid || !TempFiles.isAlive(pid))) yield* fs.remove(path.join(catalogDir, name)).pipe(Effect.ignore)
        }
      }).pipe(Effect.ignore)

    const summarize = Effect.fn("Catalog.summarize")(function*(
      sessionDir: string,
      files: ReadonlyArray<string>,
      onProgress?: ((done: number, total: number) => void) | undefined
    ) {
      yield* Effect.annotateCurrentSpan({ path: sessionDir, files: files.length })
      const key = Paths.cacheKey(sessionDir)
      const loaded = yield* load(key, sessionDir)
      const stats = yield* pagesOf.stats(files)
      // a kept record's text is read when asked for: decoded for the listing's text, searched as bytes
      const textOf = textReader(loaded?.log)
      const read = (pieces: Pieces) => decoder.decode(textOf(pieces))
      /** The records kept, by name and index, with a proof for those that held none. */
      const kept: Array<Kept> = []
      let restamped = false
      const drafts: Array<Draft> = []
      const results: Array<SessionInfo.SessionInfo | string> = new Array(files.length)
      // made on the first file to scan: a listing that the catalog answers whole compiles no scanner
      let scanner: Scanner.Scanner | undefined
      /** Files of the catalog seen here: fewer than it holds when some are gone. */
      let known = 0
      let done = 0
      const progress = () => onProgress?.(++done, files.length)
      /**
       * Drafts the record of a file scanned (continuing the text pieces `before`) and gives its
       * listing, whose text is read when asked for.
       */
      const drafted = (
        file: string,
        record: Draft["record"],
        before: Pieces,
        scan: { readonly at: ListingScan.Texted | undefined; readonly end: ListingScan.Texted }
      ) => {
        const { at, end } = scan
        drafts.push({ name: path.basename(file), record, before, at, end })
        return infoOf(
          end.state,
          file,
          record.mtimeMs,
          () => joinTexts([read(before), at === undefined ? "" : decoder.decode(at.text), decoder.decode(end.text)])
        )
      }
      /** The files the catalog does not know, by index: read from the start, by two threads when there are many. */
      const fresh: Array<number> = []
      for (let i = 0; i < files.length; i++) {
        const file = files[i] as string
        const name = path.basename(file)
        const stat = stats[i]
        const index = loaded?.file.indexOf(name)
        if (index !== undefined) known++
        if (stat === undefined) {
          results[i] = "could not be read"
        } else if (index === undefined) {
          fresh.push(i)
          continue
        } else if (loaded !== undefined && provenUnchanged(stat, loaded.file.checked(index))) {
          // its status-change time proves it as it was: not even opened
          kept.push([name, index, undefined])
          results[i] = loaded.file.listing(index, file, stat.mtimeMs, textOf)
        } else {
          const record = loaded?.file.record(index)
          const pages = yield* open(file)
          if (Option.isNone(pages)) {
            results[i] = "could not be read"
          } else if (loaded !== undefined && record !== undefined && unchanged(pages.value, record)) {
            pages.value.close()
            // checked byte by byte as its record's proof proved nothing (none, made too soon after a
            // change, or a ctime moved by a chmod or a touch that changed no byte): the proof of this
            // check is kept when there is one, and the next listing reads no byte
            const found = proof(pages.value.changed)
            const ctimeMs = found !== record.ctimeMs ? found : undefined
            restamped ||= ctimeMs !== undefined
            kept.push([name, index, ctimeMs])
            results[i] = loaded.file.listing(index, file, pages.value.mtimeMs, textOf)
          } else {
            const p = pages.value
            results[i] = ListingScan.scanned(p, () => {
              const from = record?.at !== undefined && record.dev === p.dev && record.ino === p.ino && p.size >= record.indexed &&
                  stillHolds(p, record.samples, record.indexed)
                ? record
                : undefined
              const result = ListingScan.scanFile(scanner ??= Scanner.make(), p, from?.indexed ?? 0, from?.at?.state, from?.samples)
              const before = result.at !== undefined && from?.at !== undefined ? from.at.text : []
              return drafted(file, ListingScan.recordOf(p, result), before, {
                at: result.at === undefined ? undefined : ListingScan.texted(result.at),
                end: ListingScan.texted(result.end)
              })
            })
          }
        }
        progress()
      }

      // the new files: this thread and, for many, a helper take them one at a time
      const freshFiles = fresh.map((i) => files[i] as string)
      const freshBytes = fresh.reduce((n, i) => n + (stats[i]?.size ?? 0), 0)
      const thread = helper !== undefined && fresh.length >= helper.minFiles && freshBytes >= helper.minBytes
        ? ListingScan.helper(helper.script, freshFiles, ListingScan.stored)
        : undefined
      // each file's texts as bytes as soon as it is read, on either thread
      const found: Array<ListingScan.Stored | string | undefined> = new Array(fresh.length)
      const scanHere = (k: number) =>
        Effect.map(
          open(freshFiles[k] as string),
          (pages) =>
            Option.isNone(pages)
              ? "could not be read"
              : ListingScan.scanned(pages.value, () => ListingScan.stored(ListingScan.scanFresh(scanner ??= Scanner.make(), pages.value)))
        )
      let unclaimed = 0
      const claim = thread?.claim ?? (() => unclaimed++)
      const shared = Effect.gen(function*() {
        for (let k = claim(); k < fresh.length; k = claim()) {
          found[k] = yield* scanHere(k)
          progress()
        }
        if (thread === undefined) return
        for (const [k, result] of (yield* Effect.promise(() => thread.found)) ?? []) {
          found[k] = result
          progress()
        }
      })
      yield* thread === undefined ? shared : Effect.ensuring(shared, Effect.sync(thread.stop))
      for (let k = 0; k < fresh.length; k++) {
        // what the helper did not read (it failed, or met an error the catalog reports itself)
        let result = found[k]
        if (result === undefined) {
          result = yield* scanHere(k)
          progress()
        }
        results[fresh[k] as number] = typeof result === "string" ? result : drafted(freshFiles[k] as string, result.record, [], result)
      }
      const gone = loaded !== undefined && known < loaded.file.size
      if (loaded === undefined || drafts.length > 0 || gone || restamped) yield* save(key, sessionDir, loaded, kept, drafts)
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
      kept: ReadonlyArray<Kept>,
      drafts: ReadonlyArray<Draft>
    ) =>
      Effect.scoped(
        Effect.gen(function*() {
          yield* fs.makeDirectory(catalogDir, { recursive: true, mode: DIR_MODE })
          if (!(yield* lock(key))) return
          yield* Effect.addFinalizer(() => LockFile.release(lockPath(key), owner).pipe(Effect.provideService(FileSystem.FileSystem, fs)))
          const length = (pieces: Pieces) => pieces.reduce((n, [, l]) => n + l, 0)
          const keptRecords = loaded === undefined ? [] : kept.map(([name, i, ctimeMs]) => {
            const record = loaded.file.record(i)
            return [name, ctimeMs === undefined ? record : { ...record, ctimeMs }] as const
          })
          const used = keptRecords.reduce((n, [, r]) => n + length(r.end.text) + length(r.at?.text ?? []), 0)
          const reuse = loaded !== undefined && used * 2 >= loaded.log.size
          const textName = reuse ? loaded.file.textFile : `${key}.${Date.now().toString(36)}-${process.pid.toString(36)}.txt`
          const textPath = path.join(catalogDir, textName)
          let size = reuse ? Number((yield* fs.stat(textPath)).size) : 0
          // each text is written as its record is made: 10,000 sessions' texts are never all in memory as bytes
          // too; through an appender (on Node synchronous writes: a thousand of them through the thread pool
          // left the process waiting)
          // a new text file goes again unless the records naming it are saved (a failure, an interruption)
          let committed = false
          if (!reuse) yield* Effect.addFinalizer(() => (committed ? Effect.void : fs.remove(textPath).pipe(Effect.ignore)))
          const appending = yield* pagesOf.append(textPath, FILE_MODE)
          const write = (bytes: Uint8Array) =>
            Effect.map(appending.write(bytes), (): Pieces => {
              size += bytes.length
              return [[size - bytes.length, bytes.length]]
            })
          const piece = (text: Uint8Array) => (text.length === 0 ? Effect.succeed<Pieces>([]) : write(text))
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
            const same = at !== undefined && draft.end.text.length === 0 && JSON.stringify(draft.end.state) === JSON.stringify(at.state)
            const end = same ? at : { state: draft.end.state, text: [...(at?.text ?? []), ...(yield* piece(draft.end.text))] }
            records.push([draft.name, { ...draft.record, ...(at === undefined ? {} : { at }), end }])
          }
          const target = path.join(catalogDir, `${key}.json`)
          yield* TempFiles.replace(target, (temp) => fs.writeFileString(temp, CatalogFile.encode(sessionDir, textName, records), { mode: FILE_MODE })).pipe(
            Effect.provideService(FileSystem.FileSystem, fs)
          )
          committed = true
          yield* removeOrphans(key, textName)
        })
      ).pipe(Effect.ignore)

    return Catalog.of({ summarize })
  })

/** The catalog in `dir` (Arbor's cache directory). */
export const layer = (dir: string, helper?: Helper): Layer.Layer<Catalog, never, FileSystem.FileSystem | Path.Path | FilePages> =>
  Layer.effect(Catalog, make(dir, helper))
