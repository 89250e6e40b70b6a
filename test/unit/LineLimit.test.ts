/**
 * Lines too long to read (issue 33, item 6): a line over the readers' limit
 * (`Scanner.MAX_LINE_BYTES`, V8's longest string, by default) is reported as `line-too-long`
 * with its line number and size and ignored, like a malformed line, and the rest of the file
 * opens; a read steps over such a line without holding it, so a file that is mostly one giant
 * line costs a chunk, not the line. The limit is the readers' option, so these tests use a
 * small one and files of a few megabytes; bench/torture.ts (`--only limits`) checks the real
 * sizes on the built `arbor`.
 */
import { describe, expect, it } from "@effect/vitest"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as ListingScan from "../../src/services/store/internal/ListingScan.js"
import type { Pages } from "../../src/services/store/internal/Pages.js"
import { checksums, stillHolds } from "../../src/services/store/internal/Pages.js"
import * as SessionRead from "../../src/services/store/internal/SessionRead.js"

const HEADER = `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`
const entry = (id: string, parentId: string | null, content = id) =>
  `{"type":"message","id":"${id}","parentId":${
    parentId === null ? "null" : `"${parentId}"`
  },"timestamp":"2026-01-01T00:00:00.000Z","message":{"role":"user","content":"${content}","timestamp":1}}`

const encoder = new TextEncoder()
const concat = (...parts: ReadonlyArray<Uint8Array | string>): Uint8Array =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p))))

/** Reads `bytes` whole through a reader with the limit `maxLineBytes`. */
const readWhole = (bytes: Uint8Array, maxLineBytes: number) => {
  const reader = new SessionFile.Reader({ source: ByteSource.fromBytes(bytes), ids: IdSource.fromSeed(0), maxLineBytes })
  reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
  return { loaded: reader.finish(), reader }
}

/** The pages of `bytes`, recording the longest read asked of them. */
const pagesOf = (bytes: Uint8Array) => {
  const seen = { longestRead: 0 }
  const pages: Pages = {
    path: "/w/s.jsonl",
    size: bytes.length,
    dev: 1,
    ino: 1,
    mtimeMs: 0,
    read: (offset, length) => bytes.subarray(offset, offset + length),
    readInto: (target, offset) => {
      seen.longestRead = Math.max(seen.longestRead, target.length)
      const part = bytes.subarray(offset, offset + target.length)
      target.set(part)
      return part.length
    },
    close: () => {}
  }
  return { pages, seen }
}

/** Reads `bytes` as the store does (in chunks, `SessionRead`), with the limit `maxLineBytes`. */
const readChunked = (bytes: Uint8Array, maxLineBytes: number) => {
  const { pages, seen } = pagesOf(bytes)
  const source = ByteSource.growable({ source: pages, size: pages.size })
  const lines = SessionRead.lines(pages, source, IdSource.fromSeed(0), undefined, false, maxLineBytes)
  const loaded = SessionRead.finish(pages, lines)
  return { loaded, seen, terminated: lines.reader.terminated, lineCount: lines.reader.lineNumber - 1 }
}

const findings = (loaded: SessionFile.Loaded) => loaded.diagnostics.map((d) => [d.code, d.line, d.message])
const ids = (loaded: SessionFile.Loaded) => SessionTree.entries(loaded.tree).map((e) => e.id)

describe("lines over the limit", () => {
  it("the default limit is V8's longest string", () => {
    expect(Scanner.MAX_LINE_BYTES).toBe(0x1fffffe8)
    expect(SessionFile.MAX_LINE_BYTES).toBe(0x1fffffe8)
  })

  it("a line of the limit is read; one byte more is reported with its size and ignored, whatever it holds", () => {
    const long = entry("b", "a", "x".repeat(300))
    const bytes = encoder.encode([HEADER, entry("a", null), long, entry("c", "b"), entry("d", "a")].join("\n") + "\n")
    const fits = readWhole(bytes, long.length).loaded
    expect(findings(fits)).toEqual([])
    expect(ids(fits)).toEqual(["a", "b", "c", "d"])
    const over = readWhole(bytes, long.length - 1).loaded
    expect(findings(over)).toEqual([
      ["line-too-long", 3, `line is ${long.length} bytes, longer than the ${long.length - 1} a line may have; ignored`],
      ["orphan", 4, "entry c: parent b not found (a dangling parent: what came before it is lost); shown as a root"]
    ])
    expect(ids(over)).toEqual(["a", "c", "d"])
    expect(over.header?.id).toBe("s")
    expect(SessionTree.get(over.tree, "d")?.text).toBe(entry("d", "a"))
  })

  it("a CR and a first line's byte-order mark count in a line's size", () => {
    const bytes = encoder.encode(`\uFEFF${HEADER}\r\n{"type":"custom","customType":"x","id":"a","parentId":null}\n`)
    expect(findings(readWhole(bytes, HEADER.length + 4).loaded).map(([code]) => code)).toEqual(["bom", "crlf"])
    const over = readWhole(bytes, HEADER.length + 3).loaded
    expect(findings(over)).toEqual([
      ["line-too-long", 1, `line is ${HEADER.length + 4} bytes, longer than the ${HEADER.length + 3} a line may have; ignored`],
      ["missing-header", 2, "first record is not a session header"]
    ])
    expect(over.header).toBe(undefined)
  })

  it("a read in chunks steps over a 5 MB line of NULs without holding it, and opens the rest", () => {
    const nuls = new Uint8Array(5 * 1024 * 1024)
    const bytes = concat(HEADER, "\n", entry("a", null), "\n", nuls, "\n", entry("c", "a"), "\n")
    const { loaded, seen, terminated, lineCount } = readChunked(bytes, 1024 * 1024)
    expect(findings(loaded)).toEqual([["line-too-long", 3, `line is ${nuls.length} bytes, longer than the ${1024 * 1024} a line may have; ignored`]])
    expect(ids(loaded)).toEqual(["a", "c"])
    expect(SessionTree.get(loaded.tree, "c")?.text).toBe(entry("c", "a"))
    expect(terminated).toBe(true)
    expect(lineCount).toBe(4)
    // the read's chunk (256 KB) or the search for the line's end (1 MB), never the line
    expect(seen.longestRead).toBe(1024 * 1024)
  })

  it("a file that ends in a giant line without an LF: reported, the header opens, and the next append starts a line", () => {
    const nuls = new Uint8Array(5 * 1024 * 1024)
    const bytes = concat(HEADER, "\n", entry("a", null), "\n", nuls)
    const { loaded, seen, terminated, lineCount } = readChunked(bytes, 1024 * 1024)
    expect(findings(loaded)).toEqual([["line-too-long", 3, `line is ${nuls.length} bytes, longer than the ${1024 * 1024} a line may have; ignored`]])
    expect(ids(loaded)).toEqual(["a"])
    expect(terminated).toBe(false)
    expect(lineCount).toBe(3)
    expect(loaded.missingNewline).toBe(false)
    expect(seen.longestRead).toBe(1024 * 1024)
  })

  it("a long line within the limit is read whole, in one chunk sized to it", () => {
    const long = entry("b", "a", "y".repeat(3 * 1024 * 1024))
    const bytes = encoder.encode([HEADER, entry("a", null), long, entry("c", "b")].join("\n") + "\n")
    const fits = readChunked(bytes, long.length)
    expect(findings(fits.loaded)).toEqual([])
    expect(ids(fits.loaded)).toEqual(["a", "b", "c"])
    expect(SessionTree.get(fits.loaded.tree, "b")?.text).toBe(long)
    const over = readChunked(bytes, long.length - 1)
    expect(findings(over.loaded).map(([code, line]) => [code, line])).toEqual([
      ["line-too-long", 3],
      ["orphan", 4]
    ])
    expect(over.seen.longestRead).toBe(1024 * 1024)
  })

  it("a listing steps over a 20 MB line of NULs without holding it, and counts the messages around it", () => {
    const nuls = new Uint8Array(20 * 1024 * 1024)
    const bytes = concat(HEADER, "\n", entry("a", null), "\n", nuls, "\n", entry("c", "a"), "\n")
    const { pages, seen } = pagesOf(bytes)
    const scanned = ListingScan.scanFile(Scanner.make(), pages, 0, undefined, [], 1024 * 1024)
    expect(scanned.indexed).toBe(bytes.length)
    expect(scanned.end.messageCount).toBe(2)
    expect(scanned.end.firstMessage).toBe("a")
    // the listing's chunk (1 MB), never the line
    expect(seen.longestRead).toBe(1024 * 1024)
    // the line stepped over still has its checksums: the record covers every byte
    expect(scanned.samples).toEqual(wholeChecksums(bytes))
  })

  it("an index of a file with a line stepped over checks that line's bytes too", () => {
    const nuls = new Uint8Array(3 * 1024 * 1024)
    const bytes = concat(HEADER, "\n", entry("a", null), "\n", nuls, "\n", entry("c", "a"), "\n", entry("d", "c"), "\n")
    const { pages } = pagesOf(bytes)
    const source = ByteSource.growable({ source: pages, size: pages.size })
    const lines = SessionRead.lines(pages, source, IdSource.fromSeed(0), undefined, true, 1024 * 1024)
    expect(lines.save?.indexed).toBe(lines.tail)
    expect(lines.save?.samples).toEqual(wholeChecksums(bytes.subarray(0, lines.tail)))
    // a byte changed inside the skipped line: the index no longer holds
    const edited = bytes.slice()
    edited[bytes.length - nuls.length] = 0x41
    expect(stillHolds(pagesOf(edited).pages, lines.save?.samples ?? [], lines.tail)).toBe(false)
    expect(stillHolds(pages, lines.save?.samples ?? [], lines.tail)).toBe(true)
  })
})

/** The checksums of all of `bytes`, fed at once. */
const wholeChecksums = (bytes: Uint8Array) => {
  const sums = checksums()
  sums.feed(bytes)
  return sums.done()
}
