/**
 * A `FileSystem` that fails on a schedule, for fault-injection tests: it wraps another
 * filesystem (the in-memory one in the suite), numbers every step that changes the disk —
 * opening for writing, each write, sync and truncate, whole-file writes, renames, links,
 * removals, new directories, copies and mode changes — and can make step k fail:
 *
 * - `ENOSPC`, `EIO`: the step fails with that error and changes nothing;
 * - `short-write`: a step that writes data writes its first half, then fails with ENOSPC
 *   (what a filling disk does); steps that write no data are not faulted this way;
 * - `crash`: the step and every later one fail (the process is gone); `crash()` then drops
 *   what was never synced: every file goes back to its bytes at its last `sync` (or at
 *   `markDurable`), and a file never synced becomes empty. Names (directories, renames, links,
 *   removals) are taken as durable at once, as a journaling filesystem orders them.
 *
 * Reads are passed through unnumbered. Not pure: it keeps the step log and the durable bytes.
 */
import * as Error from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import { Effect, Option } from "effect"

export type Fault = "ENOSPC" | "EIO" | "short-write" | "crash"

export interface Step {
  readonly index: number
  readonly op: string
  readonly path: string
  /** The step writes data (a short write applies to it). */
  readonly writes: boolean
}

export class Controller {
  readonly steps: Array<Step> = []
  /** The step that was faulted, once it happened. */
  injected: Step | undefined
  crashed = false
  /** Bytes each inode held at its last sync. */
  private readonly durable = new Map<number, Uint8Array>()

  constructor(readonly plan?: { readonly at: number; readonly fault: Fault }) {}

  /** Records the bytes of every file under `root` as durable (the state before a workload). */
  markDurable(fs: FileSystem.FileSystem, root: string) {
    return Effect.flatMap(filesUnder(fs, root), (files) => Effect.forEach(files, (file) => this.record(fs, file), { discard: true }))
  }

  record(fs: FileSystem.FileSystem, file: string) {
    return Effect.gen(this, function* () {
      const info = yield* fs.stat(file)
      const bytes = yield* fs.readFile(file)
      this.durable.set(Number(Option.getOrElse(info.ino, () => 0)), bytes)
    }).pipe(Effect.orDie)
  }

  /** What a power cut at the crash would have left: unsynced bytes are gone. */
  crash(fs: FileSystem.FileSystem, root: string) {
    return Effect.flatMap(filesUnder(fs, root), (files) => Effect.forEach(
      files,
      (file) =>
        Effect.gen(this, function* () {
          const info = yield* fs.stat(file)
          const kept = this.durable.get(Number(Option.getOrElse(info.ino, () => 0))) ?? new Uint8Array(0)
          const now = yield* fs.readFile(file)
          if (!equal(kept, now)) yield* fs.writeFile(file, kept)
        }).pipe(Effect.orDie),
      { discard: true }
    ))
  }
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** Every regular file below `root`, depth first. */
export const filesUnder = (fs: FileSystem.FileSystem, root: string): Effect.Effect<ReadonlyArray<string>> =>
  Effect.gen(function* () {
    const out: Array<string> = []
    const walk = (dir: string): Effect.Effect<void> =>
      Effect.gen(function* () {
        for (const name of [...(yield* fs.readDirectory(dir).pipe(Effect.orElseSucceed(() => [] as Array<string>)))].sort()) {
          const child = `${dir}/${name}`
          const info = yield* fs.stat(child).pipe(Effect.option)
          if (Option.isNone(info)) continue
          if (info.value.type === "Directory") yield* walk(child)
          else out.push(child)
        }
      })
    yield* walk(root)
    return out
  })

const errno = (code: "ENOSPC" | "EIO", method: string, path: string) =>
  new Error.SystemError({
    reason: "Unknown",
    module: "FileSystem",
    method,
    pathOrDescriptor: path,
    description: code === "ENOSPC" ? `ENOSPC: no space left on device, ${method} '${path}'` : `EIO: i/o error, ${method} '${path}'`
  })

const writesFlag = (flag: FileSystem.OpenFlag | undefined) => flag !== undefined && flag !== "r"

/** `inner` with the schedule of `controller`. */
export const make = (inner: FileSystem.FileSystem, controller: Controller): FileSystem.FileSystem => {
  /**
   * Runs step `op` on `path`: `run` does it, `half` (for steps that write data) does its first
   * half. Fails as planned.
   */
  const step = <A, R = never>(
    op: string,
    path: string,
    run: Effect.Effect<A, Error.PlatformError, R>,
    half?: Effect.Effect<unknown, Error.PlatformError, R>
  ): Effect.Effect<A, Error.PlatformError, R> =>
    Effect.suspend(() => {
      const current: Step = { index: controller.steps.length, op, path, writes: half !== undefined }
      controller.steps.push(current)
      if (controller.crashed) return Effect.fail(errno("EIO", op, path))
      const plan = controller.plan
      if (plan === undefined || plan.at !== current.index) return run
      switch (plan.fault) {
        case "ENOSPC":
        case "EIO":
          controller.injected = current
          return Effect.fail(errno(plan.fault, op, path))
        case "short-write":
          if (half === undefined) return run
          controller.injected = current
          return Effect.zipRight(half, Effect.fail(errno("ENOSPC", op, path)))
        case "crash":
          controller.injected = current
          controller.crashed = true
          return Effect.fail(errno("EIO", op, path))
      }
    })

  const wrapHandle = (file: FileSystem.File, path: string): FileSystem.File => ({
    ...file,
    sync: step("sync", path, Effect.zipRight(file.sync, controller.record(inner, path))),
    truncate: (length) => step("truncate", path, file.truncate(length)),
    write: (buffer) => step("write", path, file.write(buffer), file.write(buffer.subarray(0, buffer.length >> 1))),
    writeAll: (buffer) =>
      step("writeAll", path, file.writeAll(buffer), buffer.length > 1 ? file.writeAll(buffer.subarray(0, buffer.length >> 1)) : Effect.void)
  })

  return FileSystem.make({
    ...inner,
    open: (path, options) =>
      writesFlag(options?.flag)
        ? step("open", path, Effect.map(inner.open(path, options), (file) => wrapHandle(file, path)))
        : inner.open(path, options),
    writeFile: (path, data, options) =>
      step("writeFile", path, inner.writeFile(path, data, options), inner.writeFile(path, data.subarray(0, data.length >> 1), options)),
    rename: (from, to) => step("rename", to, inner.rename(from, to)),
    link: (from, to) => step("link", to, inner.link(from, to)),
    remove: (path, options) => step("remove", path, inner.remove(path, options)),
    makeDirectory: (path, options) => step("makeDirectory", path, inner.makeDirectory(path, options)),
    copyFile: (from, to) => step("copyFile", to, inner.copyFile(from, to)),
    copy: (from, to, options) => step("copy", to, inner.copy(from, to, options)),
    chmod: (path, mode) => step("chmod", path, inner.chmod(path, mode)),
    truncate: (path, length) => step("truncate", path, inner.truncate(path, length)),
    utimes: (path, atime, mtime) => step("utimes", path, inner.utimes(path, atime, mtime))
  })
}
