/**
 * Writing a session's HTML page to a file: what `/export` in the chat, RPC `export_html` and
 * `arbor export --format html -o` share. The page holds the whole tree (every branch, the
 * exported leaf's path shown first) and is written atomically through the session store,
 * readable by everyone (0o644 less the umask), since it is made to be shared; the store's other
 * files stay the owner's (0o600). The exporter itself (Markdown, highlighting) loads on first use.
 */
import * as Effect from "effect/Effect"
import * as path from "node:path"
import type { Header } from "../../domain/format/Entry.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { SessionStore } from "../../services/store/SessionStore.js"

/** Permission bits of a page meant to be shared, before the umask. */
export const PAGE_MODE = 0o644

/** What a page is made from: a session's tree and header, and its file when it has one. */
export interface Source {
  readonly tree: SessionTree.SessionTree
  readonly header: Header
  readonly file?: string | undefined
}

/** The page's file name when none is given: `arbor-session-<the session file's name or id>.html`. */
export const defaultName = (source: Source): string =>
  `arbor-session-${source.file === undefined ? source.header.id : path.basename(source.file, ".jsonl")}.html`

/**
 * Writes the HTML page of `source` to `outputPath` (resolved by the store; `defaultName` when
 * absent) with `leafId`'s path shown first (the session's leaf unless given); returns the path
 * written.
 */
export const writeHtml = Effect.fn("ExportFile.writeHtml")(function*(source: Source, outputPath?: string, leafId?: string | null) {
  const store = yield* SessionStore
  const HtmlExport = yield* Effect.promise(() => import("./HtmlExport.js"))
  const html = HtmlExport.page(source.tree, source.header, leafId === undefined ? SessionTree.leafId(source.tree) : leafId)
  return yield* store.writeFile(outputPath ?? defaultName(source), html, PAGE_MODE)
})
