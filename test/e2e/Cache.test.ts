/**
 * The index cache and the listing catalog never change an answer: every open and every
 * listing through them equals the same one without any cache, whatever happened to the
 * session files (appended, torn, replaced, truncated, rewritten) or to the cache itself
 * (corrupt, truncated, locked, unwritable) in between.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer } from "effect"
import { execFileSync } from "node:child_process"
import * as nodeFs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Context from "../../src/domain/context/Context.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as CatalogFile from "../../src/domain/scan/CatalogFile.js"
import * as IndexFile from "../../src/domain/scan/IndexFile.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Catalog from "../../src/services/store/Catalog.js"
import * as IndexCache from "../../src/services/store/IndexCache.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as IndexFiles from "../../src/services/store/internal/IndexFiles.js"
import * as ListingScan from "../../src/services/store/internal/ListingScan.js"
import { checksums, nodePages, stillHolds } from "../../src/services/store/internal/Pages.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import { observe } from "../support/Arbitraries.js"
import { root } from "../support/Corpus.js"
import * as InProcess from "../support/InProcess.js"
import { arborBin, scratchDir } from "../support/Spawn.js"

const node = Layer.merge(NodeFileSystem.layer, NodePath.layer)

const config = (root: string): SessionStore.StoreConfig => ({
  agentDir: path.join(root, "agent"),
  cwd: path.join(root, "work"),
  owner: { pid: 4242, host: "test-host", startedAt: "2026-12-03T00:00:00.000Z" },
  isAlive: () => true
})

/** A store reading through the cache in `cache`, and one reading without any. */
const stores = (root: string, cache: string) => {
  const cached = SessionStore.layer(config(root)).pipe(
    Layer.provide(Layer.mergeAll(IndexCache.layer(cache), Catalog.layer(cache)).pipe(Layer.provideMerge(FilePages.layerNode))),
    Layer.provide(node)
  )
  const plain = SessionStore.layer(config(root)).pipe(Layer.provide(node))
  const run = <A>(layer: typeof plain, f: (store: SessionStore.SessionStore["Type"]) => Effect.Effect<A, unknown>) =>
    Effect.flatMap(SessionStore.SessionStore, f).pipe(Effect.provide(layer))
  return {
    cached: <A>(f: (store: SessionStore.SessionStore["Type"]) => Effect.Effect<A, unknown>) => run(cached, f),
    plain: <A>(f: (store: SessionStore.SessionStore["Type"]) => Effect.Effect<A, unknown>) => run(plain, f)
  }
}

/** Everything a reader sees of an open session. */
const seen = (snapshot: SessionStore.Snapshot) => {
  const tree = snapshot.state.tree
  return {
    tree: observe(tree),
    context: JSON.parse(JSON.stringify(Either.getOrThrow(Context.build(tree, SessionTree.leafId(tree))))) as unknown,
    diagnostics: snapshot.diagnostics.map((d) => JSON.stringify(d)),
    size: snapshot.size,
    lineCount: snapshot.lineCount,
    terminated: snapshot.terminated
  }
}

/** What opening `file` gives: what a reader sees, or the error. */
const opened = (run: ReturnType<typeof stores>["plain"], file: string) =>
  Effect.map(Effect.either(run((s) => s.open(file))), (result) => Either.isLeft(result) ? { error: String(result.left) } : seen(result.right))

/** Everything a listing tells, including each session's lazily read text. */
const listed = (listing: SessionStore.Listing) => ({
  sessions: listing.sessions.map((s) => JSON.parse(JSON.stringify({ ...s, text: s.allMessagesText })) as unknown),
  skipped: listing.skipped
})

const pad = (n: number, seed: number) => {
  let out = ""
  let x = seed
  while (out.length < n) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    out += ["tree ", "café ", "🌲 ", "line\\n", "\\\"q\\\" ", "parser "][x % 6]
  }
  return out
}

let counter = 0
/** `count` message lines continuing from `parent` (a chain), each with ~`size` bytes of text. */
const lines = (count: number, size: number, parent: string | null, prefix = `e${counter++}`): { text: string; last: string | null } => {
  let text = ""
  let last = parent
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${i}`
    const role = i % 2 === 0 ? "user" : "assistant"
    const message = role === "user"
      ? `{"role":"user","content":[{"type":"text","text":"${pad(size, i)}"}],"timestamp":${1767225600000 + i}}`
      : `{"role":"assistant","content":[{"type":"text","text":"${pad(size, i + 7)}"}],"provider":"p","model":"m","timestamp":${1767225600000 + i}}`
    text += `{"type":"message","id":"${id}","parentId":${last === null ? "null" : `"${last}"`},"timestamp":"2026-12-03T10:00:${
      String(i % 60).padStart(2, "0")
    }.000Z","message":${message}}\n`
    last = id
  }
  return { text, last }
}

const header = (id: string) => `{"type":"session","version":3,"id":"${id}","timestamp":"2026-12-03T10:00:00.000Z","cwd":"/work"}\n`

/** A session of ~`kb` KB: a chain, a branch off its middle, a label, a malformed line. */
const session = (id: string, kb: number) => {
  const first = lines(Math.max(4, Math.floor(kb / 2)), 900, null)
  const branch = lines(3, 200, `${first.text.split("\n")[1]?.match(/"id":"([^"]+)"/)?.[1]}`)
  return {
    text: header(id) +
      first.text +
      "{not json\n" +
      branch.text +
      `{"type":"label","id":"${id}-l","parentId":"${branch.last}","timestamp":"2026-12-03T10:01:00.000Z","targetId":"${branch.last}","label":"here"}\n`,
    last: `${id}-l`
  }
}

/**
 * A temporary directory holding one ~600 KB session (`file`), a cache directory path in it
 * (`cache`, made as a file first when `cacheIsFile`), and the stores that read through it or not.
 */
const oneSession = (options: { readonly cacheIsFile?: boolean } = {}) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const root = yield* fs.makeTempDirectoryScoped()
    const cache = path.join(root, "cache")
    if (options.cacheIsFile === true) yield* fs.writeFileString(cache, "a file where the cache directory would be")
    const file = path.join(root, "s.jsonl")
    const { text } = session("s1", 600)
    expect(text.length).toBeGreaterThan(IndexCache.MIN_SIZE)
    yield* fs.writeFileString(file, text)
    // a whole second, which setting the time back gives back exactly
    nodeFs.utimesSync(file, 1796595500, 1796595500)
    return { fs, root, cache, file, ...stores(root, cache) }
  })

type Case = (file: string, fs: FileSystem.FileSystem) => Effect.Effect<void, unknown>

const indexFiles = (cache: string) => {
  const dir = path.join(cache, "index")
  return nodeFs.existsSync(dir) ? nodeFs.readdirSync(dir).filter((n) => n.endsWith(".idx")) : []
}

describe("index cache", () => {
  const change = (name: string, edit: Case) =>
    it.scoped(`${name}: the same as without a cache`, () =>
      Effect.gen(function*() {
        const { fs, cache, file, cached, plain } = yield* oneSession()
        const first = seen(yield* cached((s) => s.open(file)))
        expect(first).toEqual(seen(yield* plain((s) => s.open(file))))
        expect(indexFiles(cache)).toHaveLength(1)
        yield* edit(file, fs)
        const plainAfter = yield* opened(plain, file)
        expect(yield* opened(cached, file)).toEqual(plainAfter)
        // and once more, now from whatever the second open left in the cache
        expect(yield* opened(cached, file)).toEqual(plainAfter)
      }).pipe(Effect.provide(node)))

  const append = (text: string): Case => (file) => Effect.sync(() => nodeFs.appendFileSync(file, text))

  change("unchanged", () => Effect.void)
  change("appended a few entries", append(lines(3, 300, "s1-l").text))
  change("appended a torn line", append(lines(1, 300, "s1-l").text.slice(0, -40)))
  change("a torn line, then completed", (file) =>
    Effect.sync(() => {
      const more = lines(2, 300, "s1-l").text
      nodeFs.appendFileSync(file, more.slice(0, 100))
      nodeFs.appendFileSync(file, more.slice(100))
    }))
  change("appended more than it held (reindexed)", append(lines(1500, 900, "s1-l").text))
  const labelLines = [
    `{"type":"label","id":"s1-l2","parentId":"s1-l","timestamp":"2026-12-03T10:02:00.000Z","targetId":"s1-l","label":"again"}`,
    `{"type":"label","id":"s1-l3","parentId":"s1-l2","timestamp":"2026-12-03T10:03:00.000Z","targetId":"s1-l2","label":"new"}`,
    `{"type":"label","id":"s1-l4","parentId":"s1-l3","timestamp":"2026-12-03T10:04:00.000Z","targetId":"s1-l","label":""}`
  ].join("\n") + "\n"
  change("appended labels: one added, one added and removed", append(labelLines))

  // the index's labels are made only when asked for, or when a label entry changes them
  it.scoped("labels from the index, unchanged or changed by appended label entries", () =>
    Effect.gen(function*() {
      const { file, cached } = yield* oneSession()
      const labelsOf = (snapshot: SessionStore.Snapshot) => SessionTree.labels(snapshot.state.tree).map(([target, l]) => [target, l.label, l.order])
      const before = labelsOf(yield* cached((s) => s.open(file)))
      expect(before).toHaveLength(1)
      expect(before[0]?.[1]).toBe("here")
      expect(labelsOf(yield* cached((s) => s.open(file)))).toEqual(before)
      nodeFs.appendFileSync(file, labelLines)
      expect(labelsOf(yield* cached((s) => s.open(file)))).toEqual([...before, ["s1-l2", "new", 2]])
    }).pipe(Effect.provide(node)))
  change("appended blank and malformed lines", append("\n   \n[1,2]\n{\"type\":\"message\"\n"))
  change("replaced by another session", (file) =>
    Effect.sync(() => {
      nodeFs.writeFileSync(`${file}.new`, session("s2", 700).text)
      nodeFs.renameSync(`${file}.new`, file)
    }))
  change("truncated", (file) => Effect.sync(() => nodeFs.truncateSync(file, nodeFs.statSync(file).size - 5000)))
  change("rewritten in place, same size", (file) =>
    Effect.sync(() => {
      const bytes = nodeFs.readFileSync(file)
      const at = bytes.indexOf("tree ", 1000)
      bytes.write("TREE ", at)
      nodeFs.writeFileSync(file, bytes)
      const later = new Date(Date.now() + 5000)
      nodeFs.utimesSync(file, later, later)
    }))
  change("emptied", (file) => Effect.sync(() => nodeFs.writeFileSync(file, "")))

  /**
   * Writes `text` over the bytes at the first place `find` gives at or after offset 30,000 (far
   * from the blocks a sampled check read: the first 4 KB, then one every ~67 KB), then sets the
   * file's times back: bit rot keeps size and time, and so can an editor.
   */
  const overwrite = (find: (bytes: Buffer, from: number) => number, text: string, then?: (file: string) => void): Case => (file) =>
    Effect.sync(() => {
      const { atime, mtime } = nodeFs.statSync(file)
      const bytes = nodeFs.readFileSync(file)
      const at = find(bytes, 30_000)
      expect(at).toBeGreaterThan(30_000)
      const fd = nodeFs.openSync(file, "r+")
      nodeFs.writeSync(fd, Buffer.from(text), 0, text.length, at)
      nodeFs.closeSync(fd)
      nodeFs.utimesSync(file, atime, mtime)
      expect(nodeFs.statSync(file).mtimeMs).toBe(mtime.getTime())
      then?.(file)
    })
  /** The start of the first line after offset `from`. */
  const lineAt = (bytes: Buffer, from: number) => bytes.indexOf(10, from) + 1
  change("a line made no JSON, same length, time set back", overwrite(lineAt, "#"))
  change("a message's text edited inside its string, same length, time set back", overwrite((b, from) => b.indexOf("parser ", from), "PARSED "))
  change("an entry's parent renamed, same length, time set back", overwrite((b, from) => b.indexOf("\"parentId\":\"e", from) + 12, "x"))
  change(
    "a line made no JSON, same length, time set back, then an append",
    overwrite(lineAt, "#", (file) => nodeFs.appendFileSync(file, lines(3, 300, "s1-l").text))
  )
  change("a line's closing brace made a quote, same length, time set back", overwrite((b, from) => b.indexOf("}\n", from), "\""))

  /**
   * A session read once through the cache, then `text` written over the bytes at the first
   * `find` after offset 30,000, and its index forged to pass any check (its checksums taken of
   * the edited bytes, as a CRC collision would make them); `arbor` runs commands through that cache.
   */
  const forged = (find: string, text: string) =>
    Effect.gen(function*() {
      const { root, cache, file } = yield* oneSession()
      const arbor = (args: ReadonlyArray<string>) => InProcess.arbor(args, { cwd: root, env: { ARBOR_CACHE_DIR: cache, ARBOR_CACHE: "" } })
      const clean = JSON.parse((yield* Effect.promise(() => arbor(["fsck", file, "--json"]))).stdout) as { errors: number }
      expect(clean.errors).toBe(1) // the session's own malformed line
      const idx = IndexFiles.fileOf(cache, file)
      const index = IndexFile.decode<IndexFiles.Identity>(nodeFs.readFileSync(idx)) as IndexFile.Index<IndexFiles.Identity>
      const bytes = nodeFs.readFileSync(file)
      const at = bytes.indexOf(find, 30_000)
      expect(at).toBeGreaterThan(30_000)
      bytes.write(text, at)
      nodeFs.writeFileSync(file, bytes)
      const sums = checksums()
      sums.feed(bytes.subarray(0, index.file.indexed))
      const lie = { ...index, file: { ...index.file, mtimeMs: nodeFs.statSync(file).mtimeMs, samples: sums.done() } }
      nodeFs.writeFileSync(idx, Buffer.concat(IndexFile.encode(lie)))
      const line = bytes.subarray(0, at).filter((b) => b === 10).length + 1
      return { line, arbor, file }
    })

  it.scoped("fsck reads every byte, whatever index there is", () =>
    Effect.gen(function*() {
      const { line, arbor, file } = yield* forged("\"parentId\":\"e", "\"parentId\":\"x")
      // the forged index is believed where an index is read: its tree has no orphan
      expect(JSON.parse((yield* Effect.promise(() => arbor(["info", file, "--json"]))).stdout).diagnostics.errors).toBe(1)
      const damaged = yield* Effect.promise(() => arbor(["fsck", file, "--json"]))
      expect(damaged.code).toBe(1)
      const found = JSON.parse(damaged.stdout) as { errors: number; diagnostics: Array<{ line: number; code: string }> }
      expect(found.errors).toBe(2)
      expect(found.diagnostics.map((d) => [d.line, d.code])).toContainEqual([line, "orphan"])
    }).pipe(Effect.provide(node)))

  // a line that is no longer JSON where a believed index says an entry is: read again, fresh
  it.scoped("a line that no longer decodes under a believed index: the command reads the file again", () =>
    Effect.gen(function*() {
      // the commands that decode the line (tree and context as JSON copy entries' bytes as they are)
      for (const command of [["info", "--json"], ["info"], ["context"], ["branch"], ["export"]]) {
        const { line, arbor, file } = yield* forged("{\"type\":\"message\"", "#\"type\":\"message\"")
        const args = [command[0] as string, file, ...command.slice(1)]
        const expected = yield* Effect.promise(() => InProcess.arbor(args, { env: { ARBOR_CACHE: "off" } }))
        expect(expected.code).toBe(0)
        expect(yield* Effect.promise(() => arbor(args))).toEqual(expected)
        if (args.join(" ") === `info ${file} --json`) {
          // the line's own error, and its child's: an orphan now
          expect(JSON.parse(expected.stdout).diagnostics).toEqual({ errors: 3, warnings: 0 })
          const fsck = JSON.parse((yield* Effect.promise(() => arbor(["fsck", file, "--json"]))).stdout) as {
            diagnostics: Array<{ line: number; code: string }>
          }
          expect(fsck.diagnostics.map((d) => [d.line, d.code])).toContainEqual([line, "malformed-json"])
        }
      }
    }).pipe(Effect.provide(node)))

  const damage = (name: string, hurt: (cache: string) => void) =>
    it.scoped(`a cache ${name} is not trusted, and is rebuilt`, () =>
      Effect.gen(function*() {
        const { cache, file, cached, plain } = yield* oneSession()
        const expected = seen(yield* plain((s) => s.open(file)))
        yield* cached((s) => s.open(file))
        hurt(cache)
        expect(seen(yield* cached((s) => s.open(file)))).toEqual(expected)
        expect(seen(yield* cached((s) => s.open(file)))).toEqual(expected)
      }).pipe(Effect.provide(node)))

  const each = (cache: string, f: (file: string) => void) => {
    for (const name of indexFiles(cache)) f(path.join(cache, "index", name))
  }
  damage("with one byte flipped", (cache) =>
    each(cache, (idx) => {
      const bytes = nodeFs.readFileSync(idx)
      const at = Math.floor(bytes.length / 2)
      bytes[at] = (bytes[at] as number) ^ 0x40
      nodeFs.writeFileSync(idx, bytes)
    }))
  damage("cut short", (cache) => each(cache, (idx) => nodeFs.truncateSync(idx, Math.floor(nodeFs.statSync(idx).size / 3))))
  damage("of garbage", (cache) => each(cache, (idx) => nodeFs.writeFileSync(idx, "ARBORIX garbage")))
  damage("that is empty", (cache) => each(cache, (idx) => nodeFs.writeFileSync(idx, "")))

  it.scoped("a cache directory that cannot be written changes nothing", () =>
    Effect.gen(function*() {
      const { root, file, cached, plain } = yield* oneSession({ cacheIsFile: true })
      expect(seen(yield* cached((s) => s.open(file)))).toEqual(seen(yield* plain((s) => s.open(file))))
      const listing = listed(yield* cached((s) => s.listAll({ sessionDir: root })))
      expect(listing).toEqual(listed(yield* plain((s) => s.listAll({ sessionDir: root }))))
    }).pipe(Effect.provide(node)))

  it.scoped("appends through a writer after a cached open are read back", () =>
    Effect.gen(function*() {
      const { file, cached, plain } = yield* oneSession()
      yield* cached((s) => s.open(file))
      yield* cached((s) =>
        Effect.scoped(
          Effect.gen(function*() {
            const writer = yield* s.writer(file)
            yield* writer.apply(
              Session.Command.SessionInfo({
                name: "after the cache",
                timestamp: "2026-12-03T12:00:00.000Z",
                ids: IdSource.fromList(["n1"], 1)
              })
            )
          })
        )
      )
      const expected = seen(yield* plain((s) => s.open(file)))
      expect(expected.tree.sessionName).toBe("after the cache")
      expect(seen(yield* cached((s) => s.open(file)))).toEqual(expected)
    }).pipe(Effect.provide(node)))
})

describe("checksums of every block", () => {
  it("are the same fed at once or in pieces, continued from a prefix's, and see an edit at any offset", () => {
    const root = scratchDir()
    const file = path.join(root, "f.bin")
    const size = 2 * 1024 * 1024 + 12_345
    const bytes = new Uint8Array(size).map((_, i) => (i * 7919) % 251)
    nodeFs.writeFileSync(file, bytes)
    const whole = checksums()
    whole.feed(bytes)
    const all = whole.done()
    expect(all.map(([o, l]) => [o, l])).toEqual([[0, 1048576], [1048576, 1048576], [2097152, 12345]])
    for (const cut of [1, 1000, 1048575, 1048576, 1048577, 2_000_000]) {
      // a prefix's checksums, continued with the rest in two pieces
      const prefix = checksums()
      prefix.feed(bytes.subarray(0, cut))
      const rest = checksums(prefix.done())
      const middle = cut + Math.floor((size - cut) / 2)
      rest.feed(bytes.subarray(cut, middle))
      rest.feed(bytes.subarray(middle))
      expect(rest.done()).toEqual(all)
    }
    const pages = nodePages(file)
    expect(stillHolds(pages, all, size)).toBe(true)
    // not the samples of fewer or more bytes
    expect(stillHolds(pages, all, size - 1)).toBe(false)
    pages.close()
    for (const at of [0, 4096, 700_000, 1048576, 2_097_151, size - 1]) {
      const edited = bytes.slice()
      edited[at] = (edited[at] as number) ^ 1
      nodeFs.writeFileSync(file, edited)
      const p = nodePages(file)
      expect(stillHolds(p, all, size)).toBe(false)
      p.close()
    }
  })
})

describe("listing catalog", () => {
  /** A directory of sessions, listed through the catalog and without, after each change. */
  const sessions = (root: string) => {
    const dir = path.join(root, "sessions")
    nodeFs.mkdirSync(dir)
    const files = [0, 1, 2, 3, 4].map((i) => path.join(dir, `2026-12-03T10-00-0${i}-000Z_s${i}.jsonl`))
    files.forEach((file, i) => {
      nodeFs.writeFileSync(file, session(`s${i}`, i === 0 ? 600 : 8 + i).text)
      // a whole second, which setting the time back gives back exactly
      nodeFs.utimesSync(file, 1796595500 + i, 1796595500 + i)
    })
    return { dir, files }
  }

  const catalogFiles = (cache: string) => {
    const dir = path.join(cache, "catalog")
    return nodeFs.existsSync(dir) ? nodeFs.readdirSync(dir).sort() : []
  }

  const check = (
    name: string,
    change: (files: ReadonlyArray<string>, dir: string, cache: string) => void,
    after?: (cache: string, before: ReadonlyArray<string>) => void
  ) =>
    it.scoped(`${name}: the same listing as without a catalog`, () =>
      Effect.gen(function*() {
        const fs = yield* FileSystem.FileSystem
        const root = yield* fs.makeTempDirectoryScoped()
        const cache = path.join(root, "cache")
        const { dir, files } = sessions(root)
        const { cached, plain } = stores(root, cache)
        const list = (f: typeof cached) => Effect.map(f((s) => s.listAll({ sessionDir: dir })), listed)
        const first = yield* list(cached)
        expect(first).toEqual(yield* list(plain))
        expect(first.sessions).toHaveLength(5)
        expect(catalogFiles(cache).some((n) => n.endsWith(".json"))).toBe(true)
        const before = catalogFiles(cache).map((n) => nodeFs.readFileSync(path.join(cache, "catalog", n), "utf8"))
        change(files, dir, cache)
        const expected = yield* list(plain)
        expect(yield* list(cached)).toEqual(expected)
        after?.(cache, before)
        expect(yield* list(cached)).toEqual(expected)
      }).pipe(Effect.provide(node)))

  const touchLater = (file: string) => {
    const later = new Date(Date.now() + 5000)
    nodeFs.utimesSync(file, later, later)
  }

  check("unchanged", () => {})
  /** Writes `text` over the first `find` in `file`, same length, and sets its times back. */
  const overwrite = (file: string, find: string, text: string) => {
    const { atime, mtime } = nodeFs.statSync(file)
    const bytes = nodeFs.readFileSync(file)
    bytes.write(text, bytes.indexOf(find))
    nodeFs.writeFileSync(file, bytes)
    nodeFs.utimesSync(file, atime, mtime)
    expect(nodeFs.statSync(file).mtimeMs).toBe(mtime.getTime())
  }
  check("a first message edited, same length, time set back", (files) => overwrite(files[1] as string, "\"text\":\"", "\"text\":\"Z"))
  check("a message's line made no JSON, same length, time set back", (files) => overwrite(files[2] as string, "{\"type\":\"message\"", "#\"type\":\"message\""))
  check("the big one's message edited, same length, time set back", (files) => overwrite(files[0] as string, "\"parser ", "\"PARSER "))
  check("one appended to", (files) => {
    nodeFs.appendFileSync(
      files[1] as string,
      lines(4, 100, "s1-l").text + `{"type":"session_info","id":"n1","parentId":null,"timestamp":"2026-12-03T11:00:00.000Z","name":"renamed"}\n`
    )
  })
  check("the big one appended to", (files) => nodeFs.appendFileSync(files[0] as string, lines(6, 500, "s0-l").text))
  check("one replaced", (files) => {
    nodeFs.writeFileSync(`${files[2]}.tmp`, session("other", 20).text)
    nodeFs.renameSync(`${files[2]}.tmp`, files[2] as string)
  })
  check("one rewritten in place", (files) => {
    const file = files[3] as string
    nodeFs.writeFileSync(file, nodeFs.readFileSync(file, "utf8").replace("tree ", "TREE "))
    touchLater(file)
  })
  check("one removed, one added", (files, dir) => {
    nodeFs.unlinkSync(files[4] as string)
    nodeFs.writeFileSync(path.join(dir, "2026-12-03T11-00-00-000Z_new.jsonl"), session("new", 12).text)
  })
  check("one made unreadable as a session", (files) => nodeFs.writeFileSync(files[1] as string, "not a session\n"))
  check("a torn line appended", (files) => nodeFs.appendFileSync(files[2] as string, lines(1, 100, "s2-l").text.slice(0, 50)))
  check(
    "a lone CR appended (the file is read whole from then on)",
    (files) => nodeFs.appendFileSync(files[3] as string, lines(2, 100, "s3-l").text.replace("\n", "\r"))
  )
  check("catalog of garbage", (_files, _dir, cache) => {
    for (const name of catalogFiles(cache)) nodeFs.writeFileSync(path.join(cache, "catalog", name), "{garbage")
  })
  check("catalog text cut short", (files, _dir, cache) => {
    for (const name of catalogFiles(cache).filter((n) => n.endsWith(".txt"))) nodeFs.truncateSync(path.join(cache, "catalog", name), 10)
    nodeFs.appendFileSync(files[1] as string, lines(2, 100, "s1-l").text)
  })
  check(
    "another process holds the lock",
    (files, _dir, cache) => {
      const json = catalogFiles(cache).find((n) => n.endsWith(".json")) as string
      // this test's own process: alive
      nodeFs.writeFileSync(path.join(cache, "catalog", json.replace(/\.json$/, ".updater.lock")), updaterLock(process.pid))
      nodeFs.appendFileSync(files[1] as string, lines(2, 100, "s1-l").text)
    },
    (cache, before) => {
      // the catalog is left as it was while the lock is held
      const jsons = catalogFiles(cache).filter((n) => n.endsWith(".json"))
      expect(jsons.map((n) => nodeFs.readFileSync(path.join(cache, "catalog", n), "utf8"))).toEqual(
        before.filter((t) => t.startsWith("{"))
      )
    }
  )
  check(
    "a lock left by a crashed updater",
    (files, _dir, cache) => {
      const json = catalogFiles(cache).find((n) => n.endsWith(".json")) as string
      // a process id beyond Linux's largest: gone, so its lock is taken over at once
      nodeFs.writeFileSync(path.join(cache, "catalog", json.replace(/\.json$/, ".updater.lock")), updaterLock(2 ** 22 + 1))
      nodeFs.appendFileSync(files[1] as string, lines(2, 100, "s1-l").text)
    },
    (cache) => {
      expect(catalogFiles(cache).some((n) => n.endsWith(".lock"))).toBe(false)
    }
  )
})

/** The body of the catalog's updater lock (`LockFile`'s) naming process `pid` of this host. */
function updaterLock(pid: number): string {
  return `${JSON.stringify({ pid, host: os.hostname(), startedAt: "2026-12-01T00:00:00.000Z" })}\n`
}

describe("a first listing on two threads", () => {
  const script = path.join(root, "packages/cli/dist", "arbor-scan.cjs")

  /**
   * 40 sessions of mixed sizes, 30 MB in all (enough for the helper to take some while this
   * thread reads), and files no listing lists: not a session, empty, a lone CR, unreadable.
   */
  const directory = (base: string) => {
    const dir = path.join(base, "sessions")
    nodeFs.mkdirSync(dir)
    for (let i = 0; i < 40; i++) {
      nodeFs.writeFileSync(path.join(dir, `2026-12-03T10-00-${String(i).padStart(2, "0")}-000Z_s${i}.jsonl`), session(`s${i}`, 4 + ((i * 373) % 1500)).text)
    }
    nodeFs.writeFileSync(path.join(dir, "not-a-session.jsonl"), "not json\n")
    nodeFs.writeFileSync(path.join(dir, "empty.jsonl"), "")
    nodeFs.writeFileSync(path.join(dir, "cr.jsonl"), `${header("cr").trimEnd()}\r{"type":"message"}\n`)
    nodeFs.mkdirSync(path.join(dir, "a-directory.jsonl"))
    return dir
  }

  const store = (base: string, cache: string | undefined, helper?: Catalog.Helper) =>
    SessionStore.layer(config(base)).pipe(
      Layer.provide(
        cache === undefined
          ? FilePages.layerNode
          : Layer.mergeAll(IndexCache.layer(cache), Catalog.layer(cache, helper)).pipe(Layer.provideMerge(FilePages.layerNode))
      ),
      Layer.provide(node)
    )

  const listing = (layer: ReturnType<typeof store>, dir: string, search?: string) =>
    Effect.runPromise(Effect.flatMap(SessionStore.SessionStore, (s) => s.listAll({ sessionDir: dir, search })).pipe(Effect.provide(layer)))

  it("reads each file once, as this thread would", async () => {
    const base = scratchDir()
    const dir = directory(base)
    const files = nodeFs.readdirSync(dir).map((n) => path.join(dir, n))
    const thread = ListingScan.helper(script, files)
    expect(thread).toBeDefined()
    const found = (await thread?.found) ?? []
    thread?.stop()
    // it took every file, since this thread took none
    expect(found.map(([k]) => k).sort((a, b) => a - b)).toEqual(files.map((_, k) => k))
    const scanner = Scanner.make()
    for (const [k, result] of found) {
      const here = (() => {
        try {
          const pages = nodePages(files[k] as string)
          return ListingScan.scanned(pages, () => ListingScan.scanFresh(scanner, pages))
        } catch {
          return "could not be read"
        }
      })()
      expect(result, files[k]).toEqual(here)
    }
  })

  it("lists as one thread does, and its records serve the next listing; a helper that fails changes nothing", async () => {
    const base = scratchDir()
    const dir = directory(base)
    const expected = listed(await listing(store(base, undefined), dir))
    const searched = listed(await listing(store(base, undefined), dir, "parser"))
    expect(expected.sessions).toHaveLength(41)
    for (const helper of [script, path.join(base, "no-such-script.cjs"), path.join(base, "fails.cjs")]) {
      nodeFs.writeFileSync(path.join(base, "fails.cjs"), "process.exit(3)\n")
      const cache = path.join(base, `cache-${path.basename(helper)}`)
      const layer = store(base, cache, { script: helper, minFiles: 1, minBytes: 0 })
      expect(listed(await listing(layer, dir)), helper).toEqual(expected)
      expect(listed(await listing(layer, dir, "parser")), helper).toEqual(searched)
      expect(listed(await listing(layer, dir)), helper).toEqual(expected)
    }
  })
})

describe("catalog records file", () => {
  const state = (id: string, first: string | undefined): CatalogFile.State => ({
    header: { type: "session", id, cwd: "/work", timestamp: "2026-12-03T10:00:00.000Z" },
    name: undefined,
    messageCount: 3,
    lastActivity: 1_780_000_000_000,
    firstMessage: first
  })
  const scan = (id: string, text: CatalogFile.Pieces) => ({ state: state(id, `hello ${id}`), text })
  const same = scan("a", [[0, 10]])
  const records: ReadonlyArray<readonly [string, CatalogFile.Record]> = [
    ["a.jsonl", { dev: 1, ino: 2, size: 300, mtimeMs: 1.5, indexed: 300, samples: [[0, 300, 77]], at: same, end: same }],
    ["b.jsonl", {
      dev: 1,
      ino: 3,
      size: 90,
      mtimeMs: 2.25,
      indexed: 0,
      samples: [[0, 0, 5]],
      end: { state: { ...state("b", undefined), header: false }, text: [] }
    }],
    [
      "c.jsonl",
      {
        dev: 1,
        ino: 4,
        size: 9000,
        mtimeMs: 3,
        indexed: 8950,
        samples: [[0, 4096, 1], [4854, 4096, 2]],
        at: scan("c", [[10, 5], [40, 7]]),
        end: {
          state: { ...state("c", "hello c"), name: "named", messageCount: 4, header: { type: "session", id: "c", parentSession: "/p.jsonl" } },
          text: [[10, 5], [40, 7], [60, 2]]
        }
      }
    ]
  ]

  it("gives back every record, from its columns", () => {
    const text = CatalogFile.encode("/dir", "x.txt", records)
    const decoded = CatalogFile.Records.decode(text, "/dir") as CatalogFile.Records
    expect(decoded.size).toBe(3)
    expect(decoded.textFile).toBe("x.txt")
    expect(decoded.textEnd).toBe(62)
    records.forEach(([name, record], i) => {
      expect(decoded.indexOf(name)).toBe(i)
      expect(decoded.record(i)).toEqual(record)
    })
    // an `at` that is the end stays one object
    const a = decoded.record(0)
    expect(a.at).toBe(a.end)
    expect(decoded.record(1).at).toBeUndefined()
  })

  it("is ASCII, read as Latin-1, whatever script its texts are in", () => {
    const texts = ["café", "🌲 tree", "\u2028line", "lone \ud800", "日本語", "\u0080\u00ff"]
    const named = texts.map((text, i) => {
      const d = scan(`d${i}`, [])
      const end = { ...d, state: { ...d.state, name: text, firstMessage: `${text} first`, header: { type: "session", id: `d${i}`, cwd: `/w/${text}` } } }
      return [`${text}.jsonl`, { dev: 1, ino: 10 + i, size: 1, mtimeMs: 1, indexed: 1, samples: [], at: end, end }] as const
    })
    const text = CatalogFile.encode("/dir/ü", "x.txt", named)
    expect([...text].every((ch) => ch.charCodeAt(0) < 0x80)).toBe(true)
    const decoded = CatalogFile.Records.decode(Buffer.from(text).toString("latin1"), "/dir/ü") as CatalogFile.Records
    named.forEach(([name, record], i) => {
      expect(decoded.indexOf(name)).toBe(i)
      expect(decoded.record(i)).toEqual(record)
    })
  })

  it("keeps only the header fields a listing shows", () => {
    const header = { type: "session", version: 3, id: "d", cwd: "/w", extra: { big: "x".repeat(100) }, timestamp: 5 }
    const d = scan("d", [])
    const record = { dev: 1, ino: 5, size: 1, mtimeMs: 1, indexed: 1, samples: [], at: d, end: { ...d, state: { ...d.state, header } } }
    const decoded = CatalogFile.Records.decode(CatalogFile.encode("/dir", "x.txt", [["d.jsonl", record]]), "/dir") as CatalogFile.Records
    expect(decoded.endState(0).header).toEqual({ type: "session", id: "d", cwd: "/w" })
  })

  it("refuses anything but a whole records file of this directory", () => {
    const json = JSON.parse(CatalogFile.encode("/dir", "x.txt", records)) as { [key: string]: unknown }
    const decode = (value: unknown, dir = "/dir") => CatalogFile.Records.decode(JSON.stringify(value), dir)
    expect(decode(json)).toBeDefined()
    expect(decode(json, "/other")).toBeUndefined()
    expect(CatalogFile.Records.decode(JSON.stringify(json).slice(0, -1), "/dir")).toBeUndefined()
    for (const key of Object.keys(json)) {
      const { [key]: _dropped, ...rest } = json
      expect(decode(rest), `without ${key}`).toBeUndefined()
    }
    const damaged: ReadonlyArray<readonly [string, unknown]> = [
      ["format", 2],
      ["format", 3],
      ["text", "../x.txt"],
      ["names", ["a.jsonl", "a.jsonl", "c.jsonl"]],
      ["size", [300, -1, 9000]],
      ["dev", [1, "1", 1]],
      ["header", [2, 3, 2]],
      ["firstMessage", ["x", 5, null]],
      ["samples", [1, 0, 300, 77, 1, 0, 0, 5, 2, 0, 4096, 1, 4854, 4096]],
      ["pieces", [1, 0, 10, 0, 3, 10, 5, 40, 7, 60, 2, 9]],
      ["at", [0, 1, 0]],
      ["ats", {}],
      ["ats", { ...(json.ats as object), 0: [2, "a", null, null, null, null, 1, 0, null, 0] }]
    ]
    for (const [key, value] of damaged) expect(decode({ ...json, [key]: value }), `${key}: ${JSON.stringify(value)}`).toBeUndefined()
  })
})

describe("listing many sessions", () => {
  it("holds no descriptor per file: 300 sessions list under a limit of 128 open files", () => {
    const root = scratchDir()
    const dir = path.join(root, "sessions")
    nodeFs.mkdirSync(dir)
    for (let i = 0; i < 300; i++) {
      nodeFs.writeFileSync(path.join(dir, `2026-12-03T10-00-00-${String(i).padStart(3, "0")}Z_m${i}.jsonl`), session(`m${i}`, 2).text)
    }
    const listing = (cache: string): ReadonlyArray<unknown> =>
      JSON.parse(
        execFileSync("sh", ["-c", `ulimit -n 128 && exec "$0" "$@"`, process.execPath, arborBin, "ls", "--session-dir", dir, "--cwd", "/work", "--json"], {
          env: { ...process.env, PI_CODING_AGENT_DIR: path.join(root, "agent"), ARBOR_CACHE_DIR: cache },
          maxBuffer: 64 * 1024 * 1024
        }).toString()
      ) as ReadonlyArray<unknown>
    expect(listing(path.join(root, "cache"))).toHaveLength(300)
    // again, from the catalog
    expect(listing(path.join(root, "cache"))).toHaveLength(300)
  })
})
