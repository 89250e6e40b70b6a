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
 *   what was never synced, as POSIX allows a power cut to: every file goes back to its bytes
 *   at its last `sync` (or at `markDurable`), and a file never synced becomes empty; every
 *   directory goes back to the names it held when it was last synced itself (opened and
 *   flushed), so a file created, renamed, linked or removed since is undone there, and a
 *   directory that was never synced loses all it holds.
 *
 * Reads are passed through unnumbered. Not pure: it keeps the step log and the durable bytes.
 */
import * as Error from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"

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
  /** The names each directory held at its last sync: name to inode, or "dir" for a directory. */
  private readonly listings = new Map<string, Map<string, number | "dir">>()

  constructor(readonly plan?: { readonly at: number; readonly fault: Fault }) {}

  /** Records every file and directory under `root` as durable (the state before a workload). */
  markDurable(fs: FileSystem.FileSystem, root: string) {
    return Effect.gen(this, function*() {
      for (const dir of yield* directoriesUnder(fs, root)) yield* this.record(fs, dir)
      for (const file of yield* filesUnder(fs, root)) yield* this.record(fs, file)
    })
  }

  /** A sync of `file`: its bytes, or (a directory) its names, as they are now. */
  record(fs: FileSystem.FileSystem, file: string) {
    return Effect.gen(this, function*() {
      const info = yield* fs.stat(file)
      if (info.type === "Directory") {
        this.listings.set(file, yield* listing(fs, file))
        return
      }
      const bytes = yield* fs.readFile(file)
      this.durable.set(inode(info), bytes)
    }).pipe(Effect.orDie)
  }

  /** What a power cut at the crash would have left: unsynced bytes and names are gone. */
  crash(fs: FileSystem.FileSystem, root: string) {
    return Effect.gen(this, function*() {
      // bytes, by inode, before names are put back (a name put back is a new inode)
      for (const file of yield* filesUnder(fs, root)) {
        const kept = this.bytesOf(inode(yield* fs.stat(file)))
        if (!equal(kept, yield* fs.readFile(file))) yield* fs.writeFile(file, kept)
      }
      yield* this.restoreNames(fs, root)
    }).pipe(Effect.orDie)
  }

  private bytesOf(ino: number): Uint8Array {
    return this.durable.get(ino) ?? new Uint8Array(0)
  }

  /** Puts `dir`'s names back as its last sync left them (none, if it was never synced), then its subdirectories'. */
  private restoreNames(fs: FileSystem.FileSystem, dir: string): Effect.Effect<void, Error.PlatformError> {
    return Effect.gen(this, function*() {
      const kept = this.listings.get(dir) ?? new Map<string, number | "dir">()
      const now = yield* listing(fs, dir)
      for (const [name, was] of now) {
        const child = `${dir}/${name}`
        if (!kept.has(name)) yield* fs.remove(child, { recursive: true })
        else if (kept.get(name) !== was) {
          yield* fs.remove(child, { recursive: true })
          now.delete(name)
        }
      }
      for (const [name, was] of kept) {
        const child = `${dir}/${name}`
        if (now.has(name) && now.get(name) === was) continue
        if (was === "dir") yield* fs.makeDirectory(child)
        else yield* fs.writeFile(child, this.bytesOf(was))
      }
      for (const [name, was] of kept) if (was === "dir") yield* this.restoreNames(fs, `${dir}/${name}`)
    })
  }
}

const inode = (info: FileSystem.File.Info): number => Number(Option.getOrElse(info.ino, () => 0))

/** The names in `dir`: each file's inode, or "dir". */
const listing = (fs: FileSystem.FileSystem, dir: string) =>
  Effect.gen(function*() {
    const names = new Map<string, number | "dir">()
    for (const name of yield* fs.readDirectory(dir)) {
      const info = yield* fs.stat(`${dir}/${name}`)
      names.set(name, info.type === "Directory" ? "dir" : inode(info))
    }
    return names
  })

/** `root` and every directory below it. */
const directoriesUnder = (fs: FileSystem.FileSystem, root: string): Effect.Effect<ReadonlyArray<string>> =>
  Effect.gen(function*() {
    const out: Array<string> = [root]
    for (let i = 0; i < out.length; i++) {
      for (const name of [...(yield* fs.readDirectory(out[i]!).pipe(Effect.orElseSucceed(() => [] as Array<string>)))].sort()) {
        const child = `${out[i]}/${name}`
        const info = yield* fs.stat(child).pipe(Effect.option)
        if (Option.isSome(info) && info.value.type === "Directory") out.push(child)
      }
    }
    return out
  })

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** Every regular file below `root`, depth first. */
export const filesUnder = (fs: FileSystem.FileSystem, root: string): Effect.Effect<ReadonlyArray<string>> =>
  Effect.gen(function*() {
    const out: Array<string> = []
    const walk = (dir: string): Effect.Effect<void> =>
      Effect.gen(function*() {
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
    writeAll: (buffer) => step("writeAll", path, file.writeAll(buffer), buffer.length > 1 ? file.writeAll(buffer.subarray(0, buffer.length >> 1)) : Effect.void)
  })

  /** A handle opened for reading (a directory, to flush its names): only its sync is a step. */
  const wrapReader = (file: FileSystem.File, path: string): FileSystem.File => ({
    ...file,
    sync: step("syncDirectory", path, Effect.zipRight(file.sync, controller.record(inner, path)))
  })

  return FileSystem.make({
    ...inner,
    open: (path, options) =>
      writesFlag(options?.flag)
        ? step("open", path, Effect.map(inner.open(path, options), (file) => wrapHandle(file, path)))
        : Effect.map(inner.open(path, options), (file) => wrapReader(file, path)),
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
