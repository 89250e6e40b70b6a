/**
 * Temporary files of whole-file writes (the caches, the settings, pi's trust store), which never
 * outlive their writer for long: a file is written to `<target>.<pid>-<nonce>.tmp` and renamed
 * over the target; the
 * temporary file is removed when the write fails or is interrupted, and one left by a process
 * that was killed (which nothing can remove at the time) is removed by a later sweep of its
 * folder, which takes only files of processes of this host that no longer run, so never a
 * concurrent writer's live one. Not pure: it works on the `FileSystem` of its context. The names
 * are `CacheFiles`', which writes cache files the same way without Effect.
 */
import type { PlatformError } from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Random from "effect/Random"
import * as CacheFiles from "./internal/CacheFiles.js"

/** Whether a process of this host runs (`CacheFiles.isAlive`). */
export const isAlive = CacheFiles.isAlive

/** The process id a temporary name tells, when it is one (`CacheFiles.writerOf`). */
export const writerOf = CacheFiles.writerOf

/** A fresh temporary name beside `target`, telling this process's id (`CacheFiles.tempName`). */
export const tempName = (target: string): Effect.Effect<string> => Effect.map(Random.nextIntBetween(0, 0x7fffffff), (n) => CacheFiles.tempName(target, n))

/**
 * Writes `target` whole: `write` fills a temporary file beside it, which is then renamed over
 * it; on failure or interruption the temporary file is removed.
 */
export const replace = <E, R>(
  target: string,
  write: (temp: string) => Effect.Effect<void, E, R>
): Effect.Effect<void, E | PlatformError, R | FileSystem.FileSystem> =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const temp = yield* tempName(target)
    yield* Effect.zipRight(write(temp), fs.rename(temp, target)).pipe(
      Effect.onExit((exit) => (Exit.isSuccess(exit) ? Effect.void : fs.remove(temp).pipe(Effect.ignore)))
    )
  })

/**
 * Writes `target` whole with `text`, flushed to disk before it replaces the old file (a crash
 * leaves the old file or the new one, never a part), through `replace`.
 */
export const replaceFlushed = (target: string, text: string, mode: number): Effect.Effect<void, PlatformError, FileSystem.FileSystem> =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    yield* replace(target, (temp) =>
      Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(temp, { flag: "wx", mode })
          yield* handle.writeAll(new TextEncoder().encode(text))
          yield* handle.sync
        })
      ))
  })

/**
 * Removes the temporary files in `dir` (whose names pass `ours`, when given) left by processes
 * that no longer run; never fails.
 */
export const sweep = (dir: string, ours: (name: string) => boolean = () => true): Effect.Effect<void, never, FileSystem.FileSystem> =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    for (const name of yield* fs.readDirectory(dir)) {
      const pid = writerOf(name)
      if (pid !== undefined && pid !== process.pid && ours(name) && !isAlive(pid)) yield* fs.remove(`${dir}/${name}`).pipe(Effect.ignore)
    }
  }).pipe(Effect.ignore)
