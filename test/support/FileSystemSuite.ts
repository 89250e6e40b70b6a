/**
 * A behaviour suite for `FileSystem` implementations: the operations Arbor's session store
 * relies on, with the exact errors Node reports. It runs against the in-memory filesystem and
 * Node's, so the two cannot drift apart. Each test builds the layer afresh and works in a new
 * temporary directory that is removed when the test ends.
 */
import type * as Error from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Option, Stream } from "effect"
import type { Layer, Scope } from "effect"

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

/** Runs `effect`, expecting it to fail, and returns the error. */
export const failure = <A, R>(effect: Effect.Effect<A, Error.PlatformError, R>) =>
  Effect.matchEffect(effect, {
    onFailure: Effect.succeed,
    onSuccess: (value) => Effect.dieMessage(`expected a failure, got ${String(value)}`)
  })

/** Runs `effect`, expecting it to fail with a `SystemError`, and returns the fields worth comparing. */
export const systemError = <A, R>(effect: Effect.Effect<A, Error.PlatformError, R>) =>
  Effect.flatMap(failure(effect), (error) =>
    error._tag === "SystemError"
      ? Effect.succeed({ reason: error.reason, syscall: error.syscall, description: error.description })
      : Effect.dieMessage(`expected a SystemError, got ${error._tag}: ${error.message}`))

export const filesystemSuite = (name: string, layer: Layer.Layer<FileSystem.FileSystem>): void => {
  describe(name, () => {
    const test = (
      title: string,
      body: (fs: FileSystem.FileSystem, dir: string) => Effect.Effect<void, Error.PlatformError, Scope.Scope>
    ) =>
      it.scoped(title, () =>
        Effect.gen(function*() {
          const fs = yield* FileSystem.FileSystem
          const dir = yield* fs.makeTempDirectoryScoped()
          yield* body(fs, dir)
        }).pipe(Effect.provide(layer)))

    test("writes and reads bytes and strings", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFile(`${dir}/bytes`, new Uint8Array([0, 1, 255]))
        expect(Array.from(yield* fs.readFile(`${dir}/bytes`))).toEqual([0, 1, 255])
        yield* fs.writeFileString(`${dir}/text`, "a longer first version")
        yield* fs.writeFileString(`${dir}/text`, "second ✓")
        expect(yield* fs.readFileString(`${dir}/text`)).toBe("second ✓")
      }))

    test("the a flag appends, creating the file when missing", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/log`, "one\n", { flag: "a" })
        yield* fs.writeFileString(`${dir}/log`, "two\n", { flag: "a" })
        expect(yield* fs.readFileString(`${dir}/log`)).toBe("one\ntwo\n")
      }))

    test("wx fails with AlreadyExists on an existing file and leaves it untouched", (fs, dir) =>
      Effect.gen(function*() {
        const path = `${dir}/f`
        yield* fs.writeFileString(path, "first", { flag: "wx" })
        expect(yield* systemError(fs.writeFileString(path, "second", { flag: "wx" }))).toEqual({
          reason: "AlreadyExists",
          syscall: "open",
          description: `EEXIST: file already exists, open '${path}'`
        })
        expect(yield* fs.readFileString(path)).toBe("first")
      }))

    test("a file opened with a appends with writeAll and sync, wherever the position is", (fs, dir) =>
      Effect.gen(function*() {
        const path = `${dir}/log`
        yield* fs.writeFileString(path, "head\n")
        const size = yield* Effect.scoped(Effect.gen(function*() {
          const file = yield* fs.open(path, { flag: "a" })
          yield* file.seek(0, "start")
          yield* file.writeAll(encode("one\n"))
          yield* file.writeAll(encode("two\n"))
          yield* file.sync
          return (yield* file.stat).size
        }))
        expect(size).toBe(FileSystem.Size(13))
        expect(yield* fs.readFileString(path)).toBe("head\none\ntwo\n")
      }))

    test("a file handle reads, writes, seeks and truncates at its own position", (fs, dir) =>
      Effect.gen(function*() {
        const file = yield* fs.open(`${dir}/f`, { flag: "w+" })
        yield* file.writeAll(encode("hello world"))
        yield* file.seek(0, "start")
        const buffer = new Uint8Array(5)
        expect(yield* file.read(buffer)).toBe(FileSystem.Size(5))
        expect(decode(buffer)).toBe("hello")
        expect(Option.map(yield* file.readAlloc(100), decode)).toEqual(Option.some(" world"))
        expect(yield* file.readAlloc(100)).toEqual(Option.none())
        yield* file.seek(-5, "current")
        expect(Option.map(yield* file.readAlloc(5), decode)).toEqual(Option.some("world"))
        yield* file.seek(13, "start")
        expect(yield* file.write(encode("!"))).toBe(FileSystem.Size(1))
        expect(Array.from(yield* fs.readFile(`${dir}/f`)).slice(10)).toEqual([100, 0, 0, 33])
        yield* file.truncate(5)
        expect(Option.map(yield* file.readAlloc(10), decode)).toEqual(Option.none())
        yield* file.seek(0, "start")
        expect(Option.map(yield* file.readAlloc(10), decode)).toEqual(Option.some("hello"))
      }))

    test("r fails with NotFound on a missing file, and a read-only handle cannot write", (fs, dir) =>
      Effect.gen(function*() {
        expect(yield* systemError(fs.open(`${dir}/missing`, { flag: "r" }))).toEqual({
          reason: "NotFound",
          syscall: "open",
          description: `ENOENT: no such file or directory, open '${dir}/missing'`
        })
        yield* fs.writeFileString(`${dir}/f`, "x")
        const file = yield* fs.open(`${dir}/f`, { flag: "r" })
        expect(yield* systemError(file.write(encode("y")))).toEqual({
          reason: "Unknown",
          syscall: "write",
          description: "EBADF: bad file descriptor, write"
        })
      }))

    test("writeAll of an empty buffer fails with WriteZero", (fs, dir) =>
      Effect.gen(function*() {
        const file = yield* fs.open(`${dir}/f`, { flag: "a" })
        expect((yield* systemError(file.writeAll(new Uint8Array(0)))).reason).toBe("WriteZero")
      }))

    test("a handle fails with EBADF once its scope is closed", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/f`, "x")
        const file = yield* Effect.scoped(fs.open(`${dir}/f`))
        expect(yield* systemError(file.readAlloc(1))).toEqual({
          reason: "Unknown",
          syscall: "read",
          description: "EBADF: bad file descriptor, read"
        })
      }))

    test("rename replaces the target atomically; open handles keep the old file", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/next`, "new")
        yield* fs.writeFileString(`${dir}/current`, "old!")
        const old = yield* fs.open(`${dir}/current`, { flag: "r" })
        yield* fs.rename(`${dir}/next`, `${dir}/current`)
        expect(yield* fs.readFileString(`${dir}/current`)).toBe("new")
        expect(yield* fs.exists(`${dir}/next`)).toBe(false)
        expect(Option.map(yield* old.readAlloc(10), decode)).toEqual(Option.some("old!"))
        expect(yield* systemError(fs.rename(`${dir}/next`, `${dir}/current`))).toEqual({
          reason: "NotFound",
          syscall: "rename",
          description: `ENOENT: no such file or directory, rename '${dir}/next' -> '${dir}/current'`
        })
      }))

    test("rename follows the rules for directories", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.makeDirectory(`${dir}/a/b`, { recursive: true })
        yield* fs.makeDirectory(`${dir}/empty`)
        yield* fs.writeFileString(`${dir}/f`, "x")
        expect((yield* systemError(fs.rename(`${dir}/f`, `${dir}/a`))).reason).toBe("BadResource")
        expect((yield* systemError(fs.rename(`${dir}/a`, `${dir}/f`))).reason).toBe("BadResource")
        expect((yield* systemError(fs.rename(`${dir}/empty`, `${dir}/a`))).description).toBe(
          `ENOTEMPTY: directory not empty, rename '${dir}/empty' -> '${dir}/a'`
        )
        expect((yield* systemError(fs.rename(`${dir}/a`, `${dir}/a/b/c`))).description).toBe(
          `EINVAL: invalid argument, rename '${dir}/a' -> '${dir}/a/b/c'`
        )
        yield* fs.rename(`${dir}/a`, `${dir}/empty`)
        expect(yield* fs.readDirectory(`${dir}/empty`)).toEqual(["b"])
        expect(yield* fs.exists(`${dir}/a`)).toBe(false)
      }))

    test("link fails with AlreadyExists when the target exists, and otherwise shares the data", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/a`, "x")
        yield* fs.writeFileString(`${dir}/taken`, "other")
        expect(yield* systemError(fs.link(`${dir}/a`, `${dir}/taken`))).toEqual({
          reason: "AlreadyExists",
          syscall: "link",
          description: `EEXIST: file already exists, link '${dir}/a' -> '${dir}/taken'`
        })
        expect(yield* fs.readFileString(`${dir}/taken`)).toBe("other")
        yield* fs.link(`${dir}/a`, `${dir}/b`)
        expect(yield* fs.readFileString(`${dir}/b`)).toBe("x")
        yield* fs.writeFileString(`${dir}/b`, "y", { flag: "a" })
        expect(yield* fs.readFileString(`${dir}/a`)).toBe("xy")
        expect((yield* fs.stat(`${dir}/a`)).nlink).toEqual(Option.some(2))
        yield* fs.remove(`${dir}/a`)
        expect(yield* fs.readFileString(`${dir}/b`)).toBe("xy")
        expect((yield* fs.stat(`${dir}/b`)).nlink).toEqual(Option.some(1))
      }))

    test("makeDirectory and writeFile apply the requested modes", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.makeDirectory(`${dir}/a/b`, { recursive: true, mode: 0o700 })
        yield* fs.makeDirectory(`${dir}/a/b`, { recursive: true })
        for (const path of [`${dir}/a`, `${dir}/a/b`]) {
          const info = yield* fs.stat(path)
          expect([info.type, info.mode & 0o777]).toEqual(["Directory", 0o700])
        }
        yield* fs.writeFileString(`${dir}/a/b/f`, "x", { mode: 0o600 })
        const info = yield* fs.stat(`${dir}/a/b/f`)
        expect([info.type, info.mode & 0o777]).toEqual(["File", 0o600])
        yield* fs.chmod(`${dir}/a/b/f`, 0o640)
        expect((yield* fs.stat(`${dir}/a/b/f`)).mode & 0o777).toBe(0o640)
      }))

    test("makeDirectory fails with AlreadyExists on an existing path and NotFound under a missing parent", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.makeDirectory(`${dir}/d`)
        expect(yield* systemError(fs.makeDirectory(`${dir}/d`))).toEqual({
          reason: "AlreadyExists",
          syscall: "mkdir",
          description: `EEXIST: file already exists, mkdir '${dir}/d'`
        })
        expect(yield* systemError(fs.makeDirectory(`${dir}/missing/d`))).toEqual({
          reason: "NotFound",
          syscall: "mkdir",
          description: `ENOENT: no such file or directory, mkdir '${dir}/missing/d'`
        })
      }))

    test("readDirectory lists names, recursively on request", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/b`, "")
        yield* fs.writeFileString(`${dir}/a`, "")
        yield* fs.makeDirectory(`${dir}/c`)
        yield* fs.writeFileString(`${dir}/c/d`, "")
        expect((yield* fs.readDirectory(dir)).sort()).toEqual(["a", "b", "c"])
        expect((yield* fs.readDirectory(dir, { recursive: true })).sort()).toEqual(["a", "b", "c", "c/d"])
        expect(yield* systemError(fs.readDirectory(`${dir}/a`))).toEqual({
          reason: "BadResource",
          syscall: "scandir",
          description: `ENOTDIR: not a directory, scandir '${dir}/a'`
        })
      }))

    test("remove deletes files, and directories only when recursive", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.makeDirectory(`${dir}/d/e`, { recursive: true })
        yield* fs.writeFileString(`${dir}/d/e/f`, "x")
        expect(yield* systemError(fs.remove(`${dir}/d`))).toEqual({
          reason: "Unknown",
          syscall: "rm",
          description: `Path is a directory: rm returned EISDIR (is a directory) ${dir}/d`
        })
        yield* fs.remove(`${dir}/d`, { recursive: true })
        expect(yield* fs.exists(`${dir}/d`)).toBe(false)
        expect(yield* systemError(fs.remove(`${dir}/d`))).toEqual({
          reason: "NotFound",
          syscall: "lstat",
          description: `ENOENT: no such file or directory, lstat '${dir}/d'`
        })
        yield* fs.remove(`${dir}/d`, { force: true })
      }))

    test("stat reports the size after appends, the type and an mtime", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/f`, "abc")
        yield* fs.writeFileString(`${dir}/f`, "de", { flag: "a" })
        yield* fs.writeFileString(`${dir}/f`, "fg", { flag: "a" })
        const info = yield* fs.stat(`${dir}/f`)
        expect([info.type, info.size]).toEqual(["File", FileSystem.Size(7)])
        expect(Option.isSome(info.mtime)).toBe(true)
        expect((yield* fs.stat(dir)).type).toBe("Directory")
      }))

    test("stream reads from an offset, a number of bytes, in chunks", (fs, dir) =>
      Effect.gen(function*() {
        const path = `${dir}/f`
        yield* fs.writeFileString(path, "0123456789")
        const chunks = (options: FileSystem.StreamOptions) =>
          Effect.map(Stream.runCollect(fs.stream(path, options)), (chunk) => Chunk.toArray(chunk).map(decode))
        expect(yield* chunks({ offset: 6 })).toEqual(["6789"])
        expect(yield* chunks({ offset: 2, bytesToRead: 3 })).toEqual(["234"])
        expect(yield* chunks({ chunkSize: 4 })).toEqual(["0123", "4567", "89"])
        expect(yield* chunks({ offset: 20 })).toEqual([])
        expect((yield* systemError(Stream.runDrain(fs.stream(`${dir}/missing`)))).reason).toBe("NotFound")
      }))

    test("operations on missing files fail with NotFound", (fs, dir) =>
      Effect.gen(function*() {
        const missing = `${dir}/missing`
        yield* fs.writeFileString(`${dir}/f`, "x")
        const failures = [
          fs.readFile(missing),
          fs.stat(missing),
          fs.access(missing),
          fs.chmod(missing, 0o600),
          fs.truncate(missing),
          fs.utimes(missing, 1, 1),
          fs.readDirectory(missing),
          fs.realPath(missing),
          fs.link(missing, `${dir}/other`),
          fs.copyFile(missing, `${dir}/other`),
          fs.copy(missing, `${dir}/other`),
          fs.writeFileString(`${missing}/f`, "x"),
          fs.rename(`${dir}/f`, `${missing}/f`)
        ]
        for (const failure of failures) expect((yield* systemError(failure)).reason).toBe("NotFound")
        expect(yield* fs.exists(missing)).toBe(false)
        expect(yield* systemError(fs.readFile(missing))).toEqual({
          reason: "NotFound",
          syscall: "open",
          description: `ENOENT: no such file or directory, open '${missing}'`
        })
      }))

    test("directories and files used as the wrong type fail with BadResource", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/f`, "x")
        expect(yield* systemError(fs.readFile(dir))).toEqual({
          reason: "BadResource",
          syscall: "read",
          description: "EISDIR: illegal operation on a directory, read"
        })
        expect(yield* systemError(fs.writeFileString(dir, "x"))).toEqual({
          reason: "BadResource",
          syscall: "open",
          description: `EISDIR: illegal operation on a directory, open '${dir}'`
        })
        expect(yield* systemError(fs.stat(`${dir}/f/x`))).toEqual({
          reason: "BadResource",
          syscall: "stat",
          description: `ENOTDIR: not a directory, stat '${dir}/f/x'`
        })
      }))

    test("truncate shortens and zero-extends", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/f`, "abcdef")
        yield* fs.truncate(`${dir}/f`, 2)
        expect(yield* fs.readFileString(`${dir}/f`)).toBe("ab")
        yield* fs.truncate(`${dir}/f`, 4)
        expect(Array.from(yield* fs.readFile(`${dir}/f`))).toEqual([97, 98, 0, 0])
        yield* fs.truncate(`${dir}/f`)
        expect((yield* fs.stat(`${dir}/f`)).size).toBe(FileSystem.Size(0))
      }))

    test("copyFile and copy duplicate data, copy keeping existing files unless overwrite", (fs, dir) =>
      Effect.gen(function*() {
        yield* fs.writeFileString(`${dir}/a`, "a1")
        yield* fs.copyFile(`${dir}/a`, `${dir}/b`)
        yield* fs.writeFileString(`${dir}/a`, "a2")
        expect(yield* fs.readFileString(`${dir}/b`)).toBe("a1")
        yield* fs.makeDirectory(`${dir}/src/sub`, { recursive: true })
        yield* fs.writeFileString(`${dir}/src/sub/f`, "new")
        yield* fs.copy(`${dir}/src`, `${dir}/dst/copy`)
        expect((yield* fs.readDirectory(`${dir}/dst`, { recursive: true })).sort()).toEqual([
          "copy",
          "copy/sub",
          "copy/sub/f"
        ])
        yield* fs.writeFileString(`${dir}/dst/copy/sub/f`, "kept")
        yield* fs.copy(`${dir}/src`, `${dir}/dst/copy`)
        expect(yield* fs.readFileString(`${dir}/dst/copy/sub/f`)).toBe("kept")
        yield* fs.copy(`${dir}/src`, `${dir}/dst/copy`, { overwrite: true })
        expect(yield* fs.readFileString(`${dir}/dst/copy/sub/f`)).toBe("new")
      }))

    test("realPath normalizes a path to an existing file", (fs, dir) =>
      Effect.gen(function*() {
        const base = yield* fs.realPath(dir)
        yield* fs.makeDirectory(`${dir}/a`)
        yield* fs.writeFileString(`${dir}/a/f`, "x")
        expect(yield* fs.realPath(`${dir}/a/./../a//f`)).toBe(`${base}/a/f`)
      }))

    test("temporary files are created empty where asked and removed with their scope", (fs, dir) =>
      Effect.gen(function*() {
        const path = yield* Effect.scoped(Effect.gen(function*() {
          const path = yield* fs.makeTempFileScoped({ directory: dir, prefix: "p-", suffix: ".jsonl" })
          expect(path.startsWith(`${dir}/p-`) && path.endsWith(".jsonl")).toBe(true)
          expect((yield* fs.stat(path)).size).toBe(FileSystem.Size(0))
          return path
        }))
        expect(yield* fs.exists(path)).toBe(false)
        expect(yield* fs.readDirectory(dir)).toEqual([])
      }))
  })
}
