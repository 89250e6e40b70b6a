/**
 * Checkpoints of a real working tree on Node files (src/services/checkpoint/Checkpoints.ts):
 * for random sequences of file operations — create, modify, delete, rename, mode changes,
 * symbolic links, binary and empty files, nested folders — with checkpoints between them,
 * restoring any checkpoint yields exactly the tree recorded there (a fresh checkpoint has its
 * id), and restoring the checkpoint the restore took first yields the tree before it. Also:
 * ignore rules and `.git`, the size limit, the stat cache, files changed outside, pruning, the
 * store's modes.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { afterEach, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as FastCheck from "effect/FastCheck"
import * as Layer from "effect/Layer"
import * as fs from "node:fs"
import * as path from "node:path"
import { vi } from "vitest"
import * as Manifest from "../../src/domain/checkpoint/Manifest.js"
import * as Checkpoints from "../../src/services/checkpoint/Checkpoints.js"
import * as DirEntries from "../../src/services/checkpoint/DirEntries.js"
import * as FileOps from "../support/FileOps.js"
import { scratchDir } from "../support/Spawn.js"

afterEach(() => {
  vi.useRealTimers()
})

const workspace = () => {
  const base = scratchDir()
  const root = path.join(base, "work")
  fs.mkdirSync(root)
  return { root, store: path.join(base, "store") }
}

const run = <A, E>(config: Checkpoints.Config, effect: (c: Checkpoints.Service) => Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.flatMap(Checkpoints.Checkpoints, effect).pipe(
      Effect.provide(Checkpoints.layer(config).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, DirEntries.node))))
    )
  )

/** A file operation on the tree, as a user or a `bash` tool makes it, or a checkpoint. */
type Op = FileOps.FileOp | { readonly op: "checkpoint" }

const op: FastCheck.Arbitrary<Op> = FastCheck.oneof(
  { arbitrary: FileOps.arbitrary(["a", "b", "c.txt", "d d", "é"], ["a", "../x", "c.txt/b"]), weight: 12 },
  { arbitrary: FastCheck.constant({ op: "checkpoint" as const }), weight: 3 }
)

describe("Checkpoints", () => {
  it("restoring any checkpoint yields its tree, and the undo the tree before", { timeout: 120_000 }, async () => {
    await FastCheck.assert(
      FastCheck.asyncProperty(FastCheck.array(op, { minLength: 1, maxLength: 25 }), FastCheck.nat(), async (ops, pick) => {
        const config = workspace()
        const taken: Array<string> = []
        await run(config, (c) =>
          Effect.gen(function*() {
            for (const o of [...ops, { op: "checkpoint" as const }]) {
              if (o.op === "checkpoint") taken.push((yield* c.take).id)
              else FileOps.apply(config.root, o)
            }
            const target = taken[pick % taken.length] as string
            const before = (yield* c.take).id
            const restored = yield* c.restore(target)
            expect(restored.before).toBe(before)
            expect(restored.kept).toEqual([])
            expect((yield* c.take).id).toBe(target)
            yield* c.restore(restored.before)
            expect((yield* c.take).id).toBe(before)
          }))
      }),
      { numRuns: 60 }
    )
  })

  it("covers bash's files, empty and binary files, links, modes and folders; leaves .git and ignored files alone", async () => {
    const config = workspace()
    const { root } = config
    fs.mkdirSync(path.join(root, ".git/refs"), { recursive: true })
    fs.writeFileSync(path.join(root, ".git/HEAD"), "ref: refs/heads/main\n")
    fs.writeFileSync(path.join(root, ".git/info"), "")
    fs.writeFileSync(path.join(root, ".gitignore"), "build/\n*.log\n!keep.log\n")
    fs.mkdirSync(path.join(root, "src/deep/er"), { recursive: true })
    fs.writeFileSync(path.join(root, "src/deep/er/empty"), "")
    fs.writeFileSync(path.join(root, "src/bin"), new Uint8Array([0, 255, 10, 13, 0]))
    fs.writeFileSync(path.join(root, "run.sh"), "echo hi\n", { mode: 0o755 })
    fs.symlinkSync("src/bin", path.join(root, "link"))
    fs.mkdirSync(path.join(root, "build"))
    fs.writeFileSync(path.join(root, "build/out.js"), "built\n")
    fs.writeFileSync(path.join(root, "debug.log"), "noise\n")
    fs.writeFileSync(path.join(root, "keep.log"), "kept\n")
    await run(config, (c) =>
      Effect.gen(function*() {
        const first = yield* c.take
        expect([...first.manifest.keys()].sort()).toEqual([
          ".gitignore",
          "keep.log",
          "link",
          "run.sh",
          "src",
          "src/bin",
          "src/deep",
          "src/deep/er",
          "src/deep/er/empty"
        ])
        expect(first.manifest.get("run.sh")).toMatchObject({ kind: "file", mode: 0o755 })
        expect(first.manifest.get("link")).toEqual({ kind: "link", target: "src/bin" })
        // what bash does: delete, rewrite, chmod, and a new nested folder
        fs.rmSync(path.join(root, "src"), { recursive: true })
        fs.writeFileSync(path.join(root, "run.sh"), "echo bye\n")
        fs.chmodSync(path.join(root, "run.sh"), 0o644)
        fs.mkdirSync(path.join(root, "new/x"), { recursive: true })
        fs.writeFileSync(path.join(root, "new/x/y"), "y")
        fs.writeFileSync(path.join(root, "build/out.js"), "built again\n")
        const restored = yield* c.restore(first.id)
        expect(restored.steps).toBeGreaterThan(0)
        expect(fs.readFileSync(path.join(root, "src/bin"))).toEqual(Buffer.from([0, 255, 10, 13, 0]))
        expect(fs.readFileSync(path.join(root, "run.sh"), "utf8")).toBe("echo hi\n")
        expect(fs.statSync(path.join(root, "run.sh")).mode & 0o777).toBe(0o755)
        expect(fs.existsSync(path.join(root, "new"))).toBe(false)
        expect(fs.readlinkSync(path.join(root, "link"))).toBe("src/bin")
        // ignored files and the repository are as the user left them
        expect(fs.readFileSync(path.join(root, "build/out.js"), "utf8")).toBe("built again\n")
        expect(fs.readFileSync(path.join(root, "debug.log"), "utf8")).toBe("noise\n")
        expect(fs.readFileSync(path.join(root, ".git/HEAD"), "utf8")).toBe("ref: refs/heads/main\n")
      }))
  })

  it("keeps a directory that holds ignored files, and a file over the size limit, and says so", async () => {
    const config = { ...workspace(), maxFileBytes: 100 }
    const { root } = config
    fs.writeFileSync(path.join(root, ".gitignore"), "*.o\n")
    await run(config, (c) =>
      Effect.gen(function*() {
        const empty = yield* c.take
        fs.mkdirSync(path.join(root, "obj"))
        fs.writeFileSync(path.join(root, "obj/a.c"), "int a;\n")
        fs.writeFileSync(path.join(root, "obj/a.o"), "\x7fELF")
        fs.writeFileSync(path.join(root, "big"), "x".repeat(101))
        const taken = yield* c.take
        expect(taken.manifest.get("big")).toEqual({ kind: "skipped", size: 101 })
        const restored = yield* c.restore(empty.id)
        expect(restored.kept).toEqual([{ path: "big", reason: "too large to keep" }, { path: "obj", reason: "holds ignored files" }])
        expect(fs.existsSync(path.join(root, "obj/a.c"))).toBe(false)
        expect(fs.readFileSync(path.join(root, "obj/a.o"), "utf8")).toBe("\x7fELF")
        expect(fs.statSync(path.join(root, "big")).size).toBe(101)
      }))
  })

  it("refuses to overwrite files changed since the expected checkpoint unless confirmed", async () => {
    const config = workspace()
    const { root } = config
    fs.writeFileSync(path.join(root, "a"), "one\n")
    await run(config, (c) =>
      Effect.gen(function*() {
        const one = (yield* c.take).id
        fs.writeFileSync(path.join(root, "a"), "two\n")
        const two = (yield* c.take).id
        fs.writeFileSync(path.join(root, "a"), "edited by hand\n")
        fs.writeFileSync(path.join(root, "b"), "new\n")
        const refused = yield* Effect.either(c.restore(one, { expected: two }))
        expect(Either.isLeft(refused) && refused.left._tag === "ChangedOutside" ? refused.left.changes.map((x) => x.path) : refused).toEqual(["a", "b"])
        expect(Either.isLeft(refused) && refused.left.message).toBe("2 file(s) changed since the last checkpoint (a, b); confirm to overwrite")
        expect(fs.readFileSync(path.join(root, "a"), "utf8")).toBe("edited by hand\n")
        const done = yield* c.restore(one, { expected: two, confirm: true })
        expect(done.overwritten.map((x) => x.path)).toEqual(["a", "b"])
        expect(fs.readFileSync(path.join(root, "a"), "utf8")).toBe("one\n")
        // the hand edit is not lost: the undo brings it back
        yield* c.restore(done.before)
        expect(fs.readFileSync(path.join(root, "a"), "utf8")).toBe("edited by hand\n")
      }))
  })

  it("reads only the files that changed once the stat cache holds a proof", async () => {
    const config = workspace()
    const { root } = config
    for (let i = 0; i < 50; i++) fs.writeFileSync(path.join(root, `f${i}`), `${i}\n`)
    vi.useFakeTimers({ toFake: ["Date"] })
    await run(config, (c) =>
      Effect.gen(function*() {
        expect((yield* c.take).hashed).toBe(50)
        // hashed in the clock tick they were written in: not proven, read again
        expect((yield* c.take).hashed).toBe(50)
        vi.setSystemTime(Date.now() + 60_000)
        expect((yield* c.take).hashed).toBe(50)
        expect((yield* c.take).hashed).toBe(0)
        fs.writeFileSync(path.join(root, "f7"), "changed\n")
        expect((yield* c.take).hashed).toBe(1)
        expect((yield* c.take).hashed).toBe(0)
      }))
    // a new process: the cache on disk answers as well
    await run(config, (c) => Effect.map(c.take, (t) => expect(t.hashed).toBe(0)))
  })

  it("logs the stat cache's new entries, skips a torn line, and writes it whole once the log is long", async () => {
    const config = workspace()
    const { root, store } = config
    const log = path.join(store, "stat-cache.log")
    const names = Array.from({ length: 1400 }, (_, i) => `f${i}`)
    for (const f of names) fs.writeFileSync(path.join(root, f), `${f}\n`)
    vi.useFakeTimers({ toFake: ["Date"] })
    const later = () => vi.setSystemTime(Date.now() + 60_000)
    later()
    await run(config, (c) =>
      Effect.gen(function*() {
        expect((yield* c.take).hashed).toBe(1400)
        expect(fs.existsSync(path.join(store, "stat-cache.json"))).toBe(true)
        expect(fs.existsSync(log)).toBe(false)
        for (const f of names.slice(0, 10)) fs.writeFileSync(path.join(root, f), "changed\n")
        later()
        expect((yield* c.take).hashed).toBe(10)
        expect(fs.readFileSync(log, "utf8").split("\n").filter((l) => l !== "").map((l) => JSON.parse(l)[0])).toEqual(names.slice(0, 10))
      }))
    // a line torn by a crash is skipped; the snapshot and the log's whole lines answer
    fs.appendFileSync(log, `["f11",3,`)
    await run(config, (c) =>
      Effect.gen(function*() {
        expect((yield* c.take).hashed).toBe(0)
        for (const f of names) fs.writeFileSync(path.join(root, f), "all changed\n")
        later()
        expect((yield* c.take).hashed).toBe(1400)
        // 1,411 lines: more than 1,024 and a quarter of the entries (1,374): the snapshot is written again
        expect(fs.existsSync(log)).toBe(false)
        expect(Object.keys(JSON.parse(fs.readFileSync(path.join(store, "stat-cache.json"), "utf8")).entries)).toHaveLength(1400)
      }))
    await run(config, (c) => Effect.map(c.take, (t) => expect(t.hashed).toBe(0)))
  })

  it("stores what changed, not the project again; prunes what no checkpoint keeps; private modes", async () => {
    const config = workspace()
    const { root, store } = config
    fs.mkdirSync(path.join(root, "lib"))
    for (let i = 0; i < 100; i++) fs.writeFileSync(path.join(root, `lib/m${i}.ts`), `export const m${i} = ${i}\n`.repeat(50))
    await run(config, (c) =>
      Effect.gen(function*() {
        const first = yield* c.take
        expect(first.written).toBe(102)
        fs.writeFileSync(path.join(root, "lib/m3.ts"), "changed\n")
        const second = yield* c.take
        // the file, the folder's object and the root's
        expect(second.written).toBe(3)
        expect(Manifest.changes(first.manifest, second.manifest).map((x) => x.path)).toEqual(["lib/m3.ts"])
        expect(yield* c.diff(first.id, second.id)).toHaveLength(1)
        const pruned = yield* c.prune([second.id])
        expect(pruned.removed).toBe(3)
        expect(Either.isLeft(yield* Effect.either(c.manifest(first.id)))).toBe(true)
        expect((yield* c.manifest(second.id)).size).toBe(101)
      }))
    expect(fs.statSync(store).mode & 0o777).toBe(0o700)
    const objects = path.join(store, "objects")
    const sub = fs.readdirSync(objects)[0] as string
    expect(fs.statSync(path.join(objects, sub)).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(objects, sub, fs.readdirSync(path.join(objects, sub))[0] as string)).mode & 0o777).toBe(0o600)
  })
})
