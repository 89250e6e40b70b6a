/**
 * The caches' proofs (src/services/store/internal/Pages.ts `holds`): a record of a file is
 * believed without reading a byte when the file's status-change time (ctime) is the one it
 * recorded as its proof, which it does only when it was made at least `RACY_MS` after that
 * change; otherwise every byte is checked against the record's checksums. On Node files, for
 * the catalog and the index cache; this machine's clock is moved forward (`vi.useFakeTimers` of
 * `Date`) where a record must hold a proof, so that nothing waits and nothing depends on timing.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { afterEach, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { vi } from "vitest"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as QuickList from "../../src/main/cli/QuickList.js"
import * as Catalog from "../../src/services/store/Catalog.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as IndexFiles from "../../src/services/store/internal/IndexFiles.js"
import { crc32, holds, nodePages, type Pages, proof, provenSame, RACY_MS, unchanged } from "../../src/services/store/internal/Pages.js"
import * as SessionRead from "../../src/services/store/internal/SessionRead.js"
import { scratchDir } from "../support/Spawn.js"

const HOUR = 3_600_000

/** A session of `n` user messages, each `text` and its number; its file is `size`-stable for a given `text` length. */
const session = (id: string, n: number, text: string) =>
  [
    JSON.stringify({ type: "session", version: 3, id, timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" }),
    ...Array.from({ length: n }, (_, i) =>
      JSON.stringify({
        type: "message",
        id: `${id}-${i}`,
        parentId: i === 0 ? null : `${id}-${i - 1}`,
        timestamp: "2026-01-01T00:00:00.000Z",
        message: { role: "user", content: `${text} ${i}`, timestamp: 1 }
      }))
  ].join("\n") + "\n"

/** Writes `text` into `file`, its times set to a whole second (as `utimes` sets them back exactly). */
const write = (file: string, text: string) => {
  fs.writeFileSync(file, text)
  fs.utimesSync(file, 1_796_595_500, 1_796_595_500)
}

/** Writes `text` over `file` at the same length and sets its times back to what they were. */
const editTimeSetBack = (file: string, from: string, to: string) => {
  const before = fs.statSync(file)
  const bytes = fs.readFileSync(file)
  const at = bytes.indexOf(from)
  expect(at).toBeGreaterThan(0)
  bytes.write(to, at)
  fs.writeFileSync(file, bytes)
  fs.utimesSync(file, before.atimeMs / 1000, before.mtimeMs / 1000)
  expect(fs.statSync(file).mtimeMs).toBe(before.mtimeMs)
  expect(fs.statSync(file).size).toBe(before.size)
}

/** This machine's clock as `Date.now` tells it, moved `ms` ahead of the real one. */
const clockAhead = (ms: number) => {
  const real = Date.now()
  vi.useFakeTimers({ toFake: ["Date"], now: real + ms })
}

afterEach(() => {
  vi.useRealTimers()
})

/** Pages of `bytes` with stamp `changed`, counting the bytes read. */
const fakePages = (bytes: Uint8Array, changed: Pages["changed"], counter: { read: number }): Pages => ({
  path: "/w/s.jsonl",
  size: bytes.length,
  dev: 1,
  ino: 2,
  mtimeMs: 5,
  changed,
  read: (offset, length) => {
    counter.read += length
    return bytes.subarray(offset, offset + length)
  },
  readInto: (target, offset) => {
    const part = bytes.subarray(offset, offset + target.length)
    counter.read += part.length
    target.set(part)
    return part.length
  },
  close: () => {}
})

describe("the change stamp rule", () => {
  const bytes = new TextEncoder().encode(session("s", 3, "hello"))
  const other = new TextEncoder().encode(session("s", 3, "HELLO"))
  // the checksums of `bytes`, as a scan takes them: one block
  const samples = [[0, bytes.length, crc32(bytes)]] as const
  const record = (ctimeMs: number | undefined) => ({ dev: 1, ino: 2, size: bytes.length, mtimeMs: 5, indexed: bytes.length, samples, ctimeMs })

  it("keeps a file's ctime as a proof only when its stamp was taken RACY_MS or more after it, and believes it while the ctime stays", () => {
    expect(RACY_MS).toBe(60_000)
    expect(proof({ ctimeMs: 1000, takenMs: 61_000 })).toBe(1000)
    expect(proof({ ctimeMs: 1000, takenMs: 60_999 })).toBeUndefined()
    expect(proof(undefined)).toBeUndefined()
    expect(provenSame(1000, { ctimeMs: 1000, takenMs: 1001 })).toBe(true)
    expect(provenSame(1000, { ctimeMs: 1000.5, takenMs: 9000 })).toBe(false)
    expect(provenSame(undefined, { ctimeMs: 1000, takenMs: 9000 })).toBe(false)
    expect(provenSame(1000, undefined)).toBe(false)
  })

  it("believes a proof without reading a byte; anything else reads every byte", () => {
    const now = { ctimeMs: 1000, takenMs: 9000 }
    const cases: ReadonlyArray<readonly [string, number | undefined, Pages["changed"], Uint8Array, boolean, number]> = [
      // name, the record's proof, the file's stamp now, its bytes, unchanged?, bytes read
      ["proof, same ctime", 1000, now, bytes, true, 0],
      // the proof is believed: what changes bytes without moving the ctime is not looked for
      ["proof, same ctime, other bytes", 1000, now, other, true, 0],
      ["proof, ctime moved, same bytes", 1000, { ctimeMs: 7000, takenMs: 9000 }, bytes, true, bytes.length],
      ["proof, ctime moved, other bytes", 1000, { ctimeMs: 7000, takenMs: 9000 }, other, false, bytes.length],
      ["no proof, same bytes", undefined, now, bytes, true, bytes.length],
      ["no proof, other bytes", undefined, now, other, false, bytes.length],
      ["no ctime now", 1000, undefined, other, false, bytes.length]
    ]
    for (const [name, was, stamp, content, same, read] of cases) {
      const counter = { read: 0 }
      expect(unchanged(fakePages(content, stamp, counter), record(was)), name).toBe(same)
      expect(counter.read, name).toBe(read)
    }
  })

  it("reads the covered bytes of a file that grew, whatever its stamp", () => {
    const grown = new Uint8Array([...bytes, ...new TextEncoder().encode("{}\n")])
    const counter = { read: 0 }
    expect(holds(fakePages(grown, { ctimeMs: 1000, takenMs: 9000 }, counter), record(1000))).toBe(true)
    expect(counter.read).toBe(bytes.length)
  })
})

const node = Layer.merge(NodeFileSystem.layer, NodePath.layer)

/** Node's pages, counting the files under `dir` opened and the bytes read from them. */
const countingPages = (dir: string, counter: { read: number; opened: number }) =>
  Layer.succeed(
    FilePages.FilePages,
    FilePages.FilePages.of({
      ...Effect.runSync(FilePages.FilePages.pipe(Effect.provide(FilePages.layerNode))),
      open: (file) =>
        Effect.map(Effect.flatMap(FilePages.FilePages, (pages) => pages.open(file)).pipe(Effect.provide(FilePages.layerNode)), (pages) => {
          if (!file.startsWith(dir)) return pages
          counter.opened++
          return {
            ...pages,
            read: (offset: number, length: number) => {
              counter.read += length
              return pages.read(offset, length)
            },
            readInto: (target: Uint8Array, offset: number) => {
              const n = pages.readInto(target, offset)
              counter.read += n
              return n
            }
          }
        })
    })
  )

describe("the catalog's records on Node files", () => {
  const setUp = () => {
    const root = scratchDir()
    const dir = path.join(root, "sessions")
    fs.mkdirSync(dir, { recursive: true })
    const files = ["a", "b", "c"].map((id) => {
      const file = path.join(dir, `2026-01-01T00-00-00-000Z_${id}.jsonl`)
      write(file, session(id, 4, `message of ${id}`))
      return file
    })
    const counter = { read: 0, opened: 0 }
    const cache = path.join(root, "cache")
    const list = () =>
      Effect.runPromise(
        Effect.flatMap(Catalog.make(cache), (catalog) => catalog.summarize(dir, files)).pipe(
          Effect.provide(Layer.merge(countingPages(dir, counter), node))
        )
      )
    /** The status-change times the catalog holds as proofs, by file. */
    const proofs = () => {
      const name = fs.readdirSync(path.join(cache, "catalog")).find((n) => n.endsWith(".json")) as string
      return (JSON.parse(fs.readFileSync(path.join(cache, "catalog", name), "latin1")) as { ctimeMs: Array<number | null> }).ctimeMs
    }
    /** The early `ls` (`QuickList`) of the directory, when the catalog answers it. */
    const quick = () => {
      const found = QuickList.listing({ all: false, json: true, sessionDir: dir, cwd: "/w" }, { cwd: root, env: { HOME: root }, cacheDir: cache })
      found?.close()
      return found?.sessions.map((s) => s.firstMessage)
    }
    return { files, counter, list, proofs, quick }
  }

  const firsts = (infos: ReadonlyArray<unknown>) => infos.map((info) => (info as { firstMessage: string }).firstMessage)

  it("checks a record made right after a change byte by byte, keeps the proof of that check, then reads no byte", async () => {
    const { files, counter, list, proofs } = setUp()
    const first = await list()
    expect(firsts(first)).toEqual(["message of a 0", "message of b 0", "message of c 0"])
    // made as the files were written: no proof
    expect(proofs()).toEqual([null, null, null])
    const sizes = files.reduce((n, file) => n + fs.statSync(file).size, 0)
    counter.read = 0
    clockAhead(HOUR)
    const second = await list()
    expect(second).toEqual(first)
    // every byte checked, once
    expect(counter.read).toBe(sizes)
    expect(proofs()).toEqual(files.map((file) => fs.statSync(file).ctimeMs))
    counter.read = 0
    counter.opened = 0
    const third = await list()
    expect(third).toEqual(first)
    // its stat proves it: not even opened
    expect(counter).toEqual({ read: 0, opened: 0 })
    // a chmod moves the ctime and changes no byte: checked once, then proven by its new ctime
    fs.chmodSync(files[0] as string, 0o600)
    clockAhead(2 * HOUR)
    expect(await list()).toEqual(first)
    expect(counter).toEqual({ read: fs.statSync(files[0] as string).size, opened: 1 })
    expect(proofs()).toEqual(files.map((file) => fs.statSync(file).ctimeMs))
    counter.read = 0
    counter.opened = 0
    expect(await list()).toEqual(first)
    expect(counter).toEqual({ read: 0, opened: 0 })
  })

  it("sees a same-length edit whose time was set back through a proof: the ctime moved", async () => {
    const { files, counter, list, quick } = setUp()
    clockAhead(HOUR)
    await list()
    counter.read = 0
    expect(firsts(await list())).toEqual(["message of a 0", "message of b 0", "message of c 0"])
    expect(counter.read).toBe(0)
    // the early `ls` answers from the proofs too (newest first: the same time, by path)
    expect(quick()?.sort()).toEqual(["message of a 0", "message of b 0", "message of c 0"])
    editTimeSetBack(files[1] as string, "message of b 0", "MESSAGE of b 0")
    // the early `ls` leaves the changed file to the core, which reads it again
    expect(quick()).toBeUndefined()
    expect(firsts(await list())).toEqual(["message of a 0", "MESSAGE of b 0", "message of c 0"])
    expect(quick()?.sort()).toEqual(["MESSAGE of b 0", "message of a 0", "message of c 0"])
  })
})

describe("the index cache on Node files", () => {
  it("believes an index with a proof without reading its bytes, and reads again after an edit with the time set back", () => {
    const root = scratchDir()
    const cache = path.join(root, "cache")
    const file = path.join(root, "s.jsonl")
    // large enough to be indexed
    write(file, session("s", 3000, "an index of this"))
    expect(fs.statSync(file).size).toBeGreaterThan(IndexFiles.MIN_SIZE)
    const index = {
      load: (pages: Pages, source: Parameters<typeof IndexFiles.load>[2]) => IndexFiles.load(cache, pages, source),
      save: (pages: Pages, cached: IndexFiles.Cached) => IndexFiles.save(cache, pages, cached)
    }
    const texts = (read: SessionRead.Read) => SessionTree.entries(read.loaded.tree).slice(0, 2).map((e) => e.text.slice(-60))
    clockAhead(HOUR)
    // entries decode lazily from the file: what they said is taken now
    const first = texts(SessionRead.readSync(nodePages(file), IdSource.fromSeed(0), index))
    expect(first[1]).toContain("an index of this 1")
    expect(fs.existsSync(IndexFiles.fileOf(cache, file))).toBe(true)
    // a trusted index: its proof holds, no byte of the file is read to trust it
    const counter = { read: 0 }
    const pages = nodePages(file)
    const counted: Pages = {
      ...pages,
      readInto: (target, offset) => {
        const n = pages.readInto(target, offset)
        counter.read += n
        return n
      }
    }
    const cached = IndexFiles.load(cache, counted, counted)
    expect(cached?.indexed).toBe(fs.statSync(file).size)
    expect(counter.read).toBe(0)
    editTimeSetBack(file, "an index of this 1\"", "AN INDEX of this 1\"")
    expect(IndexFiles.load(cache, nodePages(file), nodePages(file))).toBeUndefined()
    const again = SessionRead.readSync(nodePages(file), IdSource.fromSeed(0), index)
    expect(texts(again)).toEqual([first[0], (first[1] as string).replace("an index of this 1", "AN INDEX of this 1")])
  })
})
