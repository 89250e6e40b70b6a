/**
 * The facts `arbor info` found in a small session file, kept in Arbor's cache directory for the
 * executable to answer the next `info` of the same bytes before the core loads
 * (src/main/cli/QuickInfo.ts). What a record holds, when it answers and how it is read and written
 * is `StatsFiles`' to say: this service calls it, as `QuickInfo` does, on Node's file system.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type { SessionStats } from "../../domain/scan/SessionStats.js"
import * as StatsFiles from "./internal/StatsFiles.js"

/** A file's bytes as they were: their number and their SHA-256 (hex). */
export type Digest = StatsFiles.Digest

export declare namespace StatsCache {
  export interface Service {
    /** The digest of the file at `path` as it is now; none when it is too large to record or cannot be read. */
    readonly digest: (path: string) => Effect.Effect<Option.Option<Digest>>
    /** Records `stats` as the facts of the file at `path`, if its bytes are still those of `before`. */
    readonly save: (path: string, before: Digest, stats: SessionStats) => Effect.Effect<void>
  }
}

export class StatsCache extends Effect.Tag("arbor/StatsCache")<StatsCache, StatsCache.Service>() {}

/** Records in `dir/stats/` (`StatsFiles.digest`, `StatsFiles.save`). */
export const layer = (dir: string): Layer.Layer<StatsCache> =>
  Layer.sync(StatsCache, () =>
    StatsCache.of(
      {
        digest: Effect.fn("StatsCache.digest")(function*(path: string) {
          yield* Effect.annotateCurrentSpan("path", path)
          return Option.fromNullable(StatsFiles.digest(path))
        }),
        save: Effect.fn("StatsCache.save")(function*(path: string, before: Digest, stats: SessionStats) {
          yield* Effect.annotateCurrentSpan("path", path)
          StatsFiles.save(dir, path, before, stats)
        })
      }
    ))
