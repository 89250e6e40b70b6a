/**
 * A session file read through its index (`SessionRead.throughIndex`), the one sequence the
 * store's `open` and the early `context` run: what it asks of the index cache, in which order,
 * and what it reads. The store's and `QuickContext`'s own tests check the same read end to end.
 */
import { describe, expect, it } from "@effect/vitest"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as IndexFiles from "../../src/services/store/internal/IndexFiles.js"
import type { Pages } from "../../src/services/store/internal/Pages.js"
import * as SessionRead from "../../src/services/store/internal/SessionRead.js"

const HEADER = `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`
const entry = (id: string, parentId: string | null) =>
  `{"type":"message","id":"${id}","parentId":${
    parentId === null ? "null" : `"${parentId}"`
  },"timestamp":"2026-01-01T00:00:00.000Z","message":{"role":"user","content":"${id}","timestamp":1}}`

/** The pages of `text`, recording in `offsets` where each read began. */
const pagesOf = (text: string, offsets: Array<number> = []): Pages => {
  const bytes = new TextEncoder().encode(text)
  return {
    path: "/w/s.jsonl",
    size: bytes.length,
    dev: 1,
    ino: 1,
    mtimeMs: 0,
    read: (offset, length) => bytes.subarray(offset, offset + length),
    readInto: (target, offset) => {
      offsets.push(offset)
      const part = bytes.subarray(offset, offset + target.length)
      target.set(part)
      return part.length
    },
    close: () => {}
  }
}

/**
 * Runs `throughIndex`, answering a load with the index file `stored` (as `IndexFiles` reads
 * one); the requests' tags in order, each index asked to be saved as the bytes of its file
 * (encoded when asked: the tree is the index's only until then), and the read.
 */
const run = (pages: Pages, options: { readonly indexing: boolean; readonly fresh?: boolean }, stored?: Uint8Array) => {
  const asked: Array<string> = []
  const saved: Array<{ readonly indexed: number; readonly bytes: Uint8Array }> = []
  const steps = SessionRead.throughIndex(pages, IdSource.fromSeed(0), options)
  let step = steps.next()
  while (step.done !== true) {
    const request = step.value
    asked.push(request._tag)
    if (request._tag === "Save") {
      saved.push({ indexed: request.cached.indexed, bytes: Buffer.concat(IndexFiles.encode(request.pages, request.cached) ?? []) })
    }
    step = steps.next(request._tag === "Load" && stored !== undefined ? IndexFiles.decode(stored, request.pages, request.source) : undefined)
  }
  return { asked, saved, read: step.value }
}

const ids = (read: SessionRead.Read) => SessionTree.entries(read.loaded.tree).map((e) => e.id)

const FIRST = `${HEADER}\n${entry("a", null)}\n${entry("b", "a")}\n`

describe("SessionRead.throughIndex", () => {
  it("asks for an index, then to save the one it made of every complete line, then finishes", () => {
    const { asked, saved, read } = run(pagesOf(`${FIRST}${entry("c", "b")}`), { indexing: true })
    expect(asked).toEqual(["Load", "Save"])
    expect(saved.map((s) => s.indexed)).toEqual([new TextEncoder().encode(FIRST).length])
    // the line without an LF is read after the index is saved, not in it
    expect(ids(read)).toEqual(["a", "b", "c"])
    expect(read.lines.reader.terminated).toBe(false)
  })

  it("goes on from a trusted index and saves none for a small append", () => {
    const first = run(pagesOf(FIRST), { indexing: true })
    const stored = first.saved[0]?.bytes
    expect(stored?.length).toBeGreaterThan(0)
    const offsets: Array<number> = []
    const { asked, read } = run(pagesOf(`${FIRST}${entry("c", "b")}\n`, offsets), { indexing: true }, stored)
    expect(asked).toEqual(["Load"])
    // the index's check read its bytes, then the lines were read from where it stopped
    expect(offsets).toEqual([0, new TextEncoder().encode(FIRST).length])
    expect(ids(read)).toEqual(["a", "b", "c"])
  })

  it("fresh: no index is asked for, one is still saved", () => {
    const { asked } = run(pagesOf(FIRST), { indexing: true, fresh: true })
    expect(asked).toEqual(["Save"])
  })

  it("without indexing asks nothing; readSync reads the same", () => {
    const { asked, read } = run(pagesOf(FIRST), { indexing: false })
    expect(asked).toEqual([])
    expect(ids(read)).toEqual(["a", "b"])
    const loads: Array<string> = []
    const saves: Array<number> = []
    const sync = SessionRead.readSync(pagesOf(FIRST), IdSource.fromSeed(0), {
      load: (pages) => void loads.push(pages.path),
      save: (_, cached) => void saves.push(cached.indexed)
    })
    expect(ids(sync)).toEqual(["a", "b"])
    expect([loads, saves]).toEqual([["/w/s.jsonl"], [new TextEncoder().encode(FIRST).length]])
    expect(ids(SessionRead.readSync(pagesOf(FIRST), IdSource.fromSeed(0), undefined))).toEqual(["a", "b"])
  })
})
