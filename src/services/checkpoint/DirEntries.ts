/**
 * What a checkpoint's scan asks of the disk for every entry, and so needs fast: a directory's
 * entries with each one's own status, links not followed (`lstat`), which `FileSystem` does not
 * tell, and the bytes of a file whose status changed. Everything else a checkpoint store does —
 * writing bytes, renames, modes, links, syncs — goes through `FileSystem`, so the
 * fault-injecting filesystem sees every step of a restore.
 *
 * Two implementations: `node` (one `readdir` and an `lstat` per entry, and whole-file reads,
 * synchronous, as git's index refresh does: a scan of 10,000 files is a few tens of
 * milliseconds, where a round trip to the thread pool per call would cost more than the calls)
 * and `fromFileSystem` (over any `FileSystem`, such as the in-memory one, which has no links:
 * every entry is what `stat` says).
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as NodeFs from "node:fs"
import * as NodePath from "node:path"

/** An entry of a directory as `lstat` sees it. */
export interface Entry {
  readonly name: string
  readonly kind: "file" | "dir" | "link" | "other"
  readonly size: number
  /** Permission bits (`mode & 0o7777`). */
  readonly mode: number
  readonly mtimeMs: number
  readonly ctimeMs: number
  readonly ino: number
}

/** A directory that could not be listed, with the system's reason. */
export class ListFailed extends Data.TaggedError("ListFailed")<{ readonly path: string; readonly reason: string }> {
  override get message(): string {
    return `cannot list ${this.path}: ${this.reason}`
  }
}

/** A file that could not be read, with the system's reason. */
export class ReadFailed extends Data.TaggedError("ReadFailed")<{ readonly path: string; readonly reason: string }> {
  override get message(): string {
    return `cannot read ${this.path}: ${this.reason}`
  }
}

export interface Service {
  /** The entries of `dir` (unsorted); an entry that vanished between the listing and its status is left out. */
  readonly list: (dir: string) => Effect.Effect<Array<Entry>, ListFailed>
  /** The bytes of the file at `path`, links followed. */
  readonly read: (path: string) => Effect.Effect<Uint8Array, ReadFailed>
}

export class DirEntries extends Context.Tag("arbor/DirEntries")<DirEntries, Service>() {}

const kindOf = (stats: NodeFs.Stats): Entry["kind"] => stats.isFile() ? "file" : stats.isDirectory() ? "dir" : stats.isSymbolicLink() ? "link" : "other"

const reasonOf = (cause: unknown): string => typeof cause === "object" && cause !== null && "code" in cause ? String(cause.code) : String(cause)

/** Node's `readdir` and `lstat`. */
export const node: Layer.Layer<DirEntries> = Layer.succeed(DirEntries, {
  list: (dir) =>
    Effect.try({
      try: () => {
        const out: Array<Entry> = []
        for (const name of NodeFs.readdirSync(dir)) {
          const stats = NodeFs.lstatSync(NodePath.join(dir, name), { throwIfNoEntry: false })
          if (stats === undefined) continue
          out.push({
            name,
            kind: kindOf(stats),
            size: stats.size,
            mode: stats.mode & 0o7777,
            mtimeMs: stats.mtimeMs,
            ctimeMs: stats.ctimeMs,
            ino: stats.ino
          })
        }
        return out
      },
      catch: (cause) => new ListFailed({ path: dir, reason: reasonOf(cause) })
    }),
  read: (path) =>
    Effect.try({
      try: () => NodeFs.readFileSync(path),
      catch: (cause) => new ReadFailed({ path, reason: reasonOf(cause) })
    })
})

/** Over a `FileSystem` without links (the in-memory one): every entry is what `stat` says. */
export const fromFileSystem: Layer.Layer<DirEntries, never, FileSystem.FileSystem> = Layer.effect(
  DirEntries,
  Effect.map(FileSystem.FileSystem, (fs) => ({
    list: (dir) =>
      fs.readDirectory(dir).pipe(
        Effect.flatMap((names) =>
          Effect.forEach(names, (name) =>
            fs.stat(`${dir}/${name}`).pipe(
              Effect.map((info): Array<Entry> => [{
                name,
                kind: info.type === "File" ? "file" : info.type === "Directory" ? "dir" : info.type === "SymbolicLink" ? "link" : "other",
                size: Number(info.size),
                mode: info.mode & 0o7777,
                mtimeMs: info.mtime._tag === "Some" ? info.mtime.value.getTime() : 0,
                ctimeMs: info.mtime._tag === "Some" ? info.mtime.value.getTime() : 0,
                ino: info.ino._tag === "Some" ? info.ino.value : 0
              }]),
              Effect.catchTag("SystemError", (e) => (e.reason === "NotFound" ? Effect.succeed([]) : Effect.fail(e)))
            ))
        ),
        Effect.map((lists) => lists.flat()),
        Effect.mapError((e) => new ListFailed({ path: dir, reason: e.message }))
      ),
    read: (path) => fs.readFile(path).pipe(Effect.mapError((e) => new ReadFailed({ path, reason: e.message })))
  }))
)
