/**
 * The index cache: what reading a session file found (its tree's columns and where the read
 * stopped), kept in Arbor's own cache directory so that the next open of an unchanged or
 * appended-to file reads no line it has read before. Never beside or inside the session files:
 * reading a session still never writes one.
 *
 * When an index is trusted, where it lives, and how it is read and written on Node is
 * `IndexFiles`' to say: `layer(dir)` calls it, as the executable's early `context` does
 * (`QuickContext`), so both read and write one index the same way. Index files are written
 * whole (a temporary file renamed over the old one, see `CacheFiles`: never left behind for
 * long), so two processes writing at once leave one intact index, and they are private (0600,
 * in 0700 directories): they hold message text.
 *
 * `layer(dir)` keeps indexes in `dir/index/` on Node's file system; `layerFileSystem(dir)` the
 * same files through the context's `FileSystem` (the in-memory and fault-injecting ones of
 * tests). Without the service the store reads every file whole each time.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type { ByteSource } from "../../domain/scan/ByteSource.js"
import { FilePages, type Pages, readWhole } from "./internal/FilePages.js"
import * as IndexFiles from "./internal/IndexFiles.js"
import * as TempFiles from "./TempFiles.js"

export type Cached = IndexFiles.Cached

export const MIN_SIZE = IndexFiles.MIN_SIZE

export declare namespace IndexCache {
  export interface Service {
    /** The index of `pages`' file, when there is one to trust. Never fails. */
    readonly load: (pages: Pages, source: ByteSource) => Effect.Effect<Option.Option<Cached>>
    /** Records the index of `pages`' first `save.indexed` bytes. Failing to write it is not an error. */
    readonly save: (pages: Pages, save: Cached) => Effect.Effect<void>
  }
}

export class IndexCache extends Effect.Tag("arbor/IndexCache")<IndexCache, IndexCache.Service>() {}

/** Indexes in `dir/index/`, on Node's file system (`IndexFiles.load`, `IndexFiles.save`). */
export const layer = (dir: string): Layer.Layer<IndexCache> =>
  Layer.sync(IndexCache, () =>
    IndexCache.of(
      {
        load: Effect.fn("IndexCache.load")(function*(pages: Pages, source: ByteSource) {
          yield* Effect.annotateCurrentSpan("path", pages.path)
          return Option.fromNullable(IndexFiles.load(dir, pages, source))
        }),
        save: Effect.fn("IndexCache.save")(function*(pages: Pages, cached: Cached) {
          yield* Effect.annotateCurrentSpan("path", pages.path)
          IndexFiles.save(dir, pages, cached)
        })
      }
    ))

/** Indexes in `dir/index/` through the context's `FileSystem` and `FilePages`: the files `layer` keeps, in the same layout. */
export const layerFileSystem = (dir: string): Layer.Layer<IndexCache, never, FileSystem.FileSystem | FilePages> =>
  Layer.effect(
    IndexCache,
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const pagesOf = yield* FilePages
      let swept = false

      const load = Effect.fn("IndexCache.load")((pages: Pages, source: ByteSource) =>
        Effect.map(readWhole(pagesOf, IndexFiles.fileOf(dir, pages.path)), (bytes) => Option.fromNullable(IndexFiles.decode(bytes, pages, source))).pipe(
          Effect.orElseSucceed(() => Option.none<Cached>())
        )
      )

      const save = Effect.fn("IndexCache.save")((pages: Pages, cached: Cached) =>
        Effect.gen(function*() {
          const pieces = IndexFiles.encode(pages, cached)
          if (pieces === undefined) return
          yield* fs.makeDirectory(IndexFiles.directory(dir), { recursive: true, mode: IndexFiles.DIR_MODE })
          if (!swept) {
            // what killed writers left, once a process
            swept = true
            yield* TempFiles.sweep(IndexFiles.directory(dir))
          }
          const target = IndexFiles.fileOf(dir, pages.path)
          yield* TempFiles.replace(target, (temp) =>
            Effect.scoped(
              Effect.flatMap(fs.open(temp, { flag: "w", mode: IndexFiles.FILE_MODE }), (file) =>
                Effect.forEach(pieces, (piece) => file.writeAll(piece), { discard: true }))
            ))
        }).pipe(Effect.provideService(FileSystem.FileSystem, fs), Effect.ignore)
      )

      return IndexCache.of({ load, save })
    })
  )
