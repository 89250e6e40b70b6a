import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Option, Stream, TestClock } from "effect"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import { failure, filesystemSuite, systemError } from "../support/FileSystemSuite.js"

filesystemSuite("MemoryFileSystem", MemoryFileSystem.layer)
filesystemSuite("NodeFileSystem", NodeFileSystem.layer)

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

describe("MemoryFileSystem only", () => {
  it.effect("starts with / and /tmp only, and each layer build is a new filesystem", () =>
    Effect.gen(function*() {
      const first = yield* Effect.provide(
        Effect.gen(function*() {
          const fs = yield* FileSystem.FileSystem
          const listing = yield* fs.readDirectory("/")
          yield* fs.writeFileString("/tmp/f", "x")
          return listing
        }),
        MemoryFileSystem.layer
      )
      expect(first).toEqual(["tmp"])
      const exists = yield* Effect.provide(
        Effect.flatMap(FileSystem.FileSystem, (fs) => fs.exists("/tmp/f")),
        MemoryFileSystem.layer
      )
      expect(exists).toBe(false)
    }))

  it.effect("rejects relative paths with BadArgument and normalizes absolute ones", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const error = yield* failure(fs.readFile("relative/path"))
      expect([error._tag, error.method]).toEqual(["BadArgument", "readFile"])
      expect((yield* failure(Effect.scoped(fs.open("", { flag: "r" }))))._tag).toBe("BadArgument")
      yield* fs.makeDirectory("//a/./b/", { recursive: true })
      yield* fs.writeFileString("/a/b/../b//f", "x")
      expect(yield* fs.readFileString("/a/b/f")).toBe("x")
      expect(yield* fs.realPath("/a/../a/b/./f")).toBe("/a/b/f")
      expect(yield* fs.readFileString("/../a/b/f")).toBe("x")
      expect(yield* systemError(fs.readFile("/a/b/f/"))).toEqual({
        reason: "BadResource",
        syscall: "open",
        description: "ENOTDIR: not a directory, open '/a/b/f/'"
      })
    }).pipe(Effect.provide(MemoryFileSystem.layer)))

  it.effect("copies bytes on write and on read", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const input = encode("abc")
      yield* fs.writeFile("/tmp/f", input)
      input[0] = 120
      const output = yield* fs.readFile("/tmp/f")
      output[1] = 120
      expect(yield* fs.readFileString("/tmp/f")).toBe("abc")
      const chunk = yield* Effect.scoped(
        Effect.flatMap(fs.open("/tmp/f"), (file) => Effect.map(file.readAlloc(3), Option.getOrThrow))
      )
      chunk[2] = 120
      const streamed = yield* Stream.runCollect(fs.stream("/tmp/f"))
      for (const bytes of streamed) bytes.fill(0)
      expect(yield* fs.readFileString("/tmp/f")).toBe("abc")
    }).pipe(Effect.provide(MemoryFileSystem.layer)))

  it.effect("takes timestamps from the Clock when each operation runs", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      yield* TestClock.setTime(1_000)
      yield* fs.writeFileString("/tmp/f", "a")
      yield* TestClock.setTime(5_000)
      yield* fs.writeFileString("/tmp/f", "b", { flag: "a" })
      const info = yield* fs.stat("/tmp/f")
      expect([info.birthtime, info.mtime]).toEqual([Option.some(new Date(1_000)), Option.some(new Date(5_000))])
      expect((yield* fs.stat("/tmp")).mtime).toEqual(Option.some(new Date(1_000)))
      yield* fs.utimes("/tmp/f", new Date(7_000), 9)
      const touched = yield* fs.stat("/tmp/f")
      expect([touched.atime, touched.mtime]).toEqual([Option.some(new Date(7_000)), Option.some(new Date(9_000))])
    }).pipe(Effect.provide(MemoryFileSystem.layer)))

  it.effect("uses the injected now and umask", () =>
    Effect.gen(function*() {
      const fs = yield* MemoryFileSystem.make({ now: () => 42, umask: 0o077 })
      yield* fs.writeFileString("/tmp/f", "x")
      yield* fs.makeDirectory("/tmp/d")
      const file = yield* fs.stat("/tmp/f")
      expect([file.mtime, file.mode]).toEqual([Option.some(new Date(42)), 0o100600])
      expect((yield* fs.stat("/tmp/d")).mode).toBe(0o040700)
      const standard = yield* MemoryFileSystem.make()
      yield* standard.writeFileString("/tmp/f", "x")
      yield* standard.makeDirectory("/tmp/d")
      expect([(yield* standard.stat("/tmp/f")).mode, (yield* standard.stat("/tmp/d")).mode]).toEqual([
        0o100644,
        0o040755
      ])
    }))

  it.effect("makes exactly one of many concurrent exclusive creations succeed", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const attempts = Array.from({ length: 20 }, (_, i) =>
        Effect.gen(function*() {
          yield* fs.writeFileString(`/tmp/candidate-${i}`, `${i}`)
          yield* Effect.yieldNow()
          return yield* Effect.either(fs.link(`/tmp/candidate-${i}`, "/tmp/winner"))
        }))
      const results = yield* Effect.all(attempts, { concurrency: "unbounded" })
      const winners = results.filter(Either.isRight)
      expect(winners.length).toBe(1)
      const losers = results.filter(Either.isLeft).map((result) => result.left._tag === "SystemError" && result.left.reason)
      expect(losers).toEqual(Array.from({ length: 19 }, () => "AlreadyExists"))
      expect((yield* fs.stat("/tmp/winner")).nlink).toEqual(Option.some(2))
    }).pipe(Effect.provide(MemoryFileSystem.layer)))

  it.effect("stores ownership, reports EINVAL for readLink, and refuses symlink and watch", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      yield* fs.writeFileString("/tmp/f", "x")
      yield* fs.chown("/tmp/f", 1000, 100)
      const info = yield* fs.stat("/tmp/f")
      expect([info.uid, info.gid]).toEqual([Option.some(1000), Option.some(100)])
      expect((yield* systemError(fs.readLink("/tmp/f"))).description).toBe("EINVAL: invalid argument, readlink '/tmp/f'")
      const unsupported = {
        reason: "Unknown",
        syscall: undefined,
        description: "symlink is not supported by the in-memory filesystem"
      }
      expect(yield* systemError(fs.symlink("/tmp/f", "/tmp/l"))).toEqual(unsupported)
      expect(yield* systemError(Stream.runDrain(fs.watch("/tmp")))).toEqual({
        ...unsupported,
        description: "watch is not supported by the in-memory filesystem"
      })
    }).pipe(Effect.provide(MemoryFileSystem.layer)))

  it.effect("makes temporary directories under /tmp with mode 0o700", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const dir = yield* fs.makeTempDirectory({ prefix: "arbor-" })
      expect(dir).toMatch(/^\/tmp\/arbor-[A-Za-z0-9]{6}$/)
      expect((yield* fs.stat(dir)).mode).toBe(0o040700)
      const file = yield* fs.makeTempFile()
      expect(file).toMatch(/^\/tmp\/[A-Za-z0-9]{6}\/[0-9a-f]{12}$/)
      const missing = yield* systemError(fs.makeTempDirectory({ directory: "/missing", prefix: "x" }))
      expect([missing.reason, missing.syscall]).toEqual(["NotFound", "mkdtemp"])
      expect(missing.description).toMatch(/^ENOENT: no such file or directory, mkdtemp '\/missing\/x[A-Za-z0-9]{6}'$/)
    }).pipe(Effect.provide(MemoryFileSystem.layer)))
})
