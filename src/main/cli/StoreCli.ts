/**
 * Moving sessions between stores: `arbor import DIR_OR_FILE` copies pi/Arbor JSONL session files
 * into the selected store (`--store postgres://…`, `ARBOR_STORE`, or the session files), each
 * session all at once; `arbor export FILE_OR_ID --format jsonl` writes a session's exact bytes
 * back out.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as IdSource from "../../domain/format/IdSource.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import { SessionStore } from "../../services/store/SessionStore.js"
import * as CliCommand from "./CliCommand.js"
import { CliFailure, userMessage } from "./CliErrors.js"
import * as Sessions from "./Sessions.js"
import { Stdio } from "./Stdio.js"

/** pi's file names: `<timestamp>_<id>.jsonl`. */
const PI_NAME = /^\d{4}-\d{2}-\d{2}T[\d-]+Z_.+\.jsonl$/

/** The `.jsonl` files under `target` (itself, when it is a file), in name order. */
const sessionFiles = (target: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const info = yield* fs.stat(target).pipe(Effect.mapError(() => new CliFailure({ message: `${target}: no such file or directory` })))
    if (info.type !== "Directory") return [target]
    const names = yield* fs.readDirectory(target, { recursive: true }).pipe(Effect.mapError((e) => new CliFailure({ message: `${target}: ${e.message}` })))
    return names
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => path.join(target, name))
      .sort()
  })

/**
 * Where an imported file goes: the same path when it already lies in the store's session
 * directories, else pi's directory for its header's cwd (or `--session-dir`), under its own
 * name when that is pi's `<timestamp>_<id>.jsonl`, else one made from its header.
 */
const destination = (file: string, header: SessionFile.Loaded["header"] & object, sessionDir: string | undefined) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const path = yield* Path.Path
    const sessions = path.join(store.agentDir, "sessions")
    if (sessionDir === undefined && path.dirname(path.dirname(file)) === sessions) return file
    if (sessionDir === undefined && typeof header.cwd !== "string") {
      return yield* new CliFailure({ message: `${file}: its header names no cwd; give --session-dir` })
    }
    const dir = sessionDir === undefined ? store.defaultDir(header.cwd as string) : store.resolve(sessionDir)
    const name = path.basename(file)
    const timestamp = header.timestamp
    return path.join(
      dir,
      PI_NAME.test(name) || typeof timestamp !== "string" || !SessionFile.SESSION_ID_PATTERN.test(header.id) ? name : SessionFile.fileName(timestamp, header.id)
    )
  })

export const importCommand = CliCommand.make(
  "import",
  (options) =>
    Effect.gen(function*() {
      const store = yield* SessionStore
      const fs = yield* FileSystem.FileSystem
      const source = store.resolve(options.source)
      const files = yield* sessionFiles(source)
      let imported = 0
      let present = 0
      const failures: Array<string> = []
      for (const file of files) {
        const outcome = yield* Effect.gen(function*() {
          const bytes = yield* fs.readFile(file).pipe(Effect.mapError((e) => new CliFailure({ message: `${file}: ${e.message}` })))
          const loaded = SessionFile.fromBytes(bytes, IdSource.fromSeed(0))
          if (loaded.header === undefined) return yield* new CliFailure({ message: `${file}: not a pi session (no session header)` })
          const target = yield* destination(file, loaded.header, Option.getOrUndefined(options.sessionDir))
          const result = yield* Effect.either(store.importBytes(target, bytes))
          if (result._tag === "Right") return { file, target, imported: true }
          if (result.left._tag !== "SessionExists") return yield* new CliFailure({ message: `${file}: ${userMessage(result.left)}` })
          // importing again is harmless; a different session at that path is not replaced
          const stored = yield* store.readBytes(target).pipe(Effect.orElseSucceed(() => new Uint8Array(0)))
          if (Buffer.compare(stored, bytes) !== 0) {
            return yield* new CliFailure({ message: `${file}: ${target} already holds a different session; nothing was replaced` })
          }
          return { file, target, imported: false }
        }).pipe(Effect.either)
        if (outcome._tag === "Left") {
          failures.push(userMessage(outcome.left))
          yield* Console.error(`arbor: ${userMessage(outcome.left)}`)
        } else if (outcome.right.imported) {
          imported++
          yield* Console.log(`${outcome.right.file} → ${outcome.right.target}`)
        } else {
          present++
          yield* Console.log(`${outcome.right.file}: already imported as ${outcome.right.target}`)
        }
      }
      yield* Console.log(`Imported ${imported} session${imported === 1 ? "" : "s"}${present > 0 ? ` (${present} already there)` : ""}`)
      if (failures.length > 0) return yield* new CliFailure({ message: `${failures.length} of ${files.length} files not imported (first: ${failures[0]})` })
      if (files.length === 0) return yield* new CliFailure({ message: `${source}: no .jsonl files found` })
    })
)

/** `arbor export FILE_OR_ID --format jsonl`: the session's bytes exactly as stored, to stdout or `-o OUT`. */
export const exportJsonl = (target: string, out: Option.Option<string>) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const file = yield* Sessions.resolveHere(target)
    const bytes = yield* store.readBytes(file).pipe(Effect.mapError(Sessions.failIn(undefined)))
    if (Option.isSome(out)) return yield* Console.log(`Wrote ${yield* store.writeFile(out.value, bytes)}`)
    yield* (yield* Stdio).stdout.write(bytes)
  })
