/**
 * The facts `arbor info` found in a small session file, kept in Arbor's cache directory
 * (`dir/stats/`, one record per file, laid out by `domain/StatsFile`) for the executable to
 * answer the next `info` of the same bytes before the core loads (src/main/QuickInfo.ts).
 * The file's bytes are digested before the facts are computed and again after: they are
 * recorded only when both digests agree, so that a file changed in between is not recorded
 * with facts of other bytes. Records are written whole (a temporary file renamed over the old
 * one) and private (0600, in a 0700 directory); failing to write one is not an error.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Effect, Layer, Option } from "effect"
import { createHash } from "node:crypto"
import type { SessionStats } from "../domain/SessionStats.js"
import * as StatsFile from "../domain/StatsFile.js"
import * as Paths from "./Paths.js"
import * as TempFiles from "./TempFiles.js"
import * as Traced from "./Traced.js"

/** A file's bytes as they were: their number and their SHA-256 (hex). */
export interface Digest {
  readonly size: number
  readonly digest: string
}

export declare namespace StatsCache {
  export interface Service {
    /** The digest of the file at `path` as it is now; none when it is too large to record or cannot be read. */
    readonly digest: (path: string) => Effect.Effect<Option.Option<Digest>>
    /** Records `stats` as the facts of the file at `path`, if its bytes are still those of `before`. */
    readonly save: (path: string, before: Digest, stats: SessionStats) => Effect.Effect<void>
  }
}

/** The SHA-256 of a file's bytes, in hex, by which a record recognizes them (src/main/QuickInfo.ts digests the same way). */
export const digestOf = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex")

export class StatsCache extends Effect.Tag("arbor/StatsCache")<StatsCache, StatsCache.Service>() {}

/** Records in `dir/stats/`. */
export const layer = (dir: string): Layer.Layer<StatsCache, never, FileSystem.FileSystem | Path.Path> =>
  Layer.effect(
    StatsCache,
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      const path = yield* Path.Path
      let swept = false

      const digest: StatsCache.Service["digest"] = (file) =>
        Effect.gen(function* () {
          const info = yield* fs.stat(file)
          if (info.type !== "File" || Number(info.size) > StatsFile.MAX_SIZE) return Option.none()
          const bytes = yield* fs.readFile(file)
          return bytes.length > StatsFile.MAX_SIZE ? Option.none() : Option.some({ size: bytes.length, digest: digestOf(bytes) })
        }).pipe(Effect.orElseSucceed(() => Option.none<Digest>()))

      const save: StatsCache.Service["save"] = (file, before, stats) =>
        Effect.gen(function* () {
          const after = yield* digest(file)
          if (Option.isNone(after) || after.value.size !== before.size || after.value.digest !== before.digest) return
          const text = StatsFile.encode(file, before.size, before.digest, stats)
          if (text === undefined) return
          const target = Paths.statsFile(dir, file)
          yield* fs.makeDirectory(path.dirname(target), { recursive: true, mode: 0o700 })
          if (!swept) {
            // what killed writers left, once a process
            swept = true
            yield* TempFiles.sweep(path.dirname(target))
          }
          yield* TempFiles.replace(target, (temp) => fs.writeFileString(temp, text, { mode: 0o600 }))
        }).pipe(Effect.provideService(FileSystem.FileSystem, fs), Effect.ignore)

      return StatsCache.of(Traced.spans("StatsCache", { digest, save }))
    })
  )
