/**
 * `arbor context FILE --json` without Effect, the parser or the core: for a large session seen
 * before, the core's start-up was most of the time. It reads the file as the core's store does
 * (`SessionRead`, through the index cache's own reading and writing: `IndexFiles.load` and
 * `IndexFiles.save`, which the core's `IndexCache` calls), and prints what the core prints (`Context.encodeStored`, its stored messages copied
 * from the file; indented on a terminal), to the byte. It answers only `context FILE --json`
 * (or `--json FILE`) for a FILE written plainly that is a session file; anything else
 * (`--leaf`, `--root`, the text form, an id or a prefix, a missing file, a file that is no
 * session, any error before its answer is ready) leaves the command to the core, having
 * printed nothing.
 */
import { resolve } from "node:path"
import * as Context from "../../domain/context/Context.js"
import * as IdSource from "../../domain/format/IdSource.js"
import * as Json from "../../domain/format/Json.js"
import * as ByteSource from "../../domain/scan/ByteSource.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as IndexFiles from "../../services/store/internal/IndexFiles.js"
import { nodePages, type Pages } from "../../services/store/internal/Pages.js"
import * as SessionRead from "../../services/store/internal/SessionRead.js"
import * as QuickArgs from "./QuickArgs.js"

/** The file `context` was asked about as JSON; undefined for any other request, which the core's parser reads. */
export const request = (args: ReadonlyArray<string>): string | undefined => {
  const plain = QuickArgs.read(args, { flags: ["--json"], words: 1 })
  return plain === undefined || !plain.given.has("--json") ? undefined : plain.words[0]
}

const BATCH = 1024 * 1024

/**
 * The stored messages of `tree` (by position, as `Context.encodeStored` gives them) copied
 * from `pages` through one window: the messages of a path come in file order, so the bytes
 * near one serve the next.
 */
const storedSpans = (pages: Pages, tree: SessionTree.SessionTree): Json.Spans =>
  ByteSource.spans(pages, pages.path, {
    offset: (position) => SessionTree.storedMessageOffset(tree, position),
    size: (position) => SessionTree.storedMessageSize(tree, position)
  })

/**
 * The context of FILE's leaf as UTF-8 in batches, read as the core's store reads it; undefined
 * when the core is to answer.
 */
export const batches = (args: ReadonlyArray<string>, at: { readonly cwd: string; readonly cacheDir: string }): ReadonlyArray<Uint8Array> | undefined => {
  const file = request(args)
  if (file === undefined) return undefined
  let pages: Pages | undefined
  try {
    pages = nodePages(resolve(at.cwd, file))
    const ids = IdSource.fromSeed(Math.floor(Math.random() * 0x7fffffff))
    const index = pages.size >= IndexFiles.MIN_SIZE
      ? {
        load: (p: Pages, source: ByteSource.ByteSource) => IndexFiles.load(at.cacheDir, p, source),
        save: (p: Pages, cached: IndexFiles.Cached) => IndexFiles.save(at.cacheDir, p, cached)
      }
      : undefined
    const { loaded } = SessionRead.readSync(pages, ids, index)
    // no session: the core says so
    if (loaded.header === undefined) return undefined
    // every byte read before anything is printed: a read failing on the way leaves the answer to the core
    const tree = loaded.tree
    return [...Json.batches(Context.encodeStored(tree, SessionTree.leafId(tree)), BATCH, storedSpans(pages, tree), true)]
  } catch {
    return undefined
  } finally {
    pages?.close()
  }
}

/** Writes `chunk` and waits until it is taken. */
const write = (chunk: string | Uint8Array) => new Promise<void>((done) => void process.stdout.write(chunk, () => done()))

/** Prints `context` with these arguments (those after `context`) when it is asked as above; false when it left the command to the core, having printed nothing. */
export const answer = async (args: ReadonlyArray<string>, at: { readonly cwd: string; readonly cacheDir: string }): Promise<boolean> => {
  const found = batches(args, at)
  if (found === undefined) return false
  if (process.stdout.isTTY) {
    await write(`${JSON.stringify(JSON.parse(Json.join(found)), null, 2)}\n`)
  } else {
    for (const bytes of found) await write(bytes)
    await write("\n")
  }
  return true
}
