/**
 * `arbor ls` answered from the session catalog alone, before Effect and the core load: a listing
 * seen before is then a read of the catalog and a `stat` of every listed file (or, for a file
 * whose status-change time proves nothing, a read of its bytes through a CRC-32: memory speed,
 * no JSON is parsed), where the core's start-up alone takes several times as long. It answers
 * only when every listed file is the very file its catalog record was made of (device, inode,
 * size, modification time, and its ctime or every block's checksum: `Pages.unchanged`), the catalog holds no
 * file that is gone, and its text file holds every text: then the catalog's listing is what the
 * core would list, and what is printed is made by the code the core prints with (`Listing`,
 * `Render`, `CatalogFile`), to the byte. Anything else (a file new, grown, changed or gone, no catalog or a damaged one,
 * any error, an option written another way than plainly, JSON on a terminal) leaves the command
 * to the core, which reads what changed and updates the catalog. It reads and never writes a file.
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { closeSync, constants, fstatSync, openSync, readdirSync, type Stats, statSync } from "node:fs"
import { homedir } from "node:os"
import { basename, join, resolve as resolvePath, sep } from "node:path"
import * as Json from "../../domain/format/Json.js"
import * as CatalogFile from "../../domain/scan/CatalogFile.js"
import * as Listing from "../../domain/scan/Listing.js"
import type { SessionInfo } from "../../domain/scan/SessionInfo.js"
import { identityOf, nodePages, provenUnchanged, readAt, unchanged } from "../../services/store/internal/Pages.js"
import * as Paths from "../../services/store/Paths.js"
import * as QuickArgs from "./QuickArgs.js"
import * as Render from "./Render.js"

/** What `ls` was asked, from its command line. */
export interface Request {
  readonly cwd?: string | undefined
  readonly all: boolean
  readonly sessionDir?: string | undefined
  readonly search?: string | undefined
  readonly json: boolean
}

/**
 * The request of `ls` arguments (those after `ls`) written plainly (`QuickArgs`): options only,
 * each at most once. Undefined for any other spelling, which the core's parser reads.
 */
export const request = (args: ReadonlyArray<string>): Request | undefined => {
  const plain = QuickArgs.read(args, { flags: ["--all", "--json"], valued: ["--cwd", "--session-dir", "--search"], words: 0 })
  if (plain === undefined) return undefined
  const text = (name: string) => {
    const value = plain.given.get(name)
    return typeof value === "string" ? value : undefined
  }
  return { cwd: text("--cwd"), all: plain.given.has("--all"), sessionDir: text("--session-dir"), search: text("--search"), json: plain.given.has("--json") }
}

/** Where the process stands: its directory, environment and cache directory. */
export interface Surroundings {
  readonly cwd: string
  readonly env: { readonly [name: string]: string | undefined }
  readonly cacheDir: string
}

/** A regular file opened without blocking (a FIFO put in its place must not hang the listing); undefined when it is none. */
const openRegular = (file: string): { readonly fd: number; readonly size: number } | undefined => {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch {
    return undefined
  }
  const stat = fstatSync(fd)
  if (!stat.isFile()) {
    closeSync(fd)
    return undefined
  }
  return { fd, size: stat.size }
}

const statOf = (file: string): Stats | undefined => {
  try {
    return statSync(file)
  } catch {
    return undefined
  }
}

/** The names in `dir` (none when it does not exist); undefined when it cannot be read. */
const namesIn = (dir: string): ReadonlyArray<string> | undefined => {
  try {
    return readdirSync(dir)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? [] : undefined
  }
}

/**
 * The session files of each directory `scope` looks at, by directory, as the store lists them
 * (a directory as resolved is what the store's dirname of its files gives); undefined when a
 * directory asked for cannot be read.
 */
const filesOf = (layout: Listing.Layout, scope: Listing.Scope): ReadonlyArray<readonly [string, ReadonlyArray<string>]> | undefined => {
  const inDir = (dir: string) => {
    const names = namesIn(dir)
    return names === undefined ? undefined : layout.files(dir, names)
  }
  if (scope._tag === "Directory") {
    const files = inDir(scope.dir)
    return files === undefined ? undefined : [[scope.dir, files] as const]
  }
  return namesIn(scope.root)
    ?.map((name) => join(scope.root, name))
    .filter((dir) => statOf(dir)?.isDirectory() === true)
    .map((dir) => [dir, inDir(dir) ?? []] as const)
}

/**
 * The catalogs' text files, read one at a time (a listing of every project must not hold a
 * descriptor per directory): the one last read stays open until another is, or until `close`.
 */
const textFiles = () => {
  let current: { readonly path: string; readonly fd: number } | undefined
  const close = () => {
    if (current !== undefined) closeSync(current.fd)
    current = undefined
  }
  /** Reads `file` at `offset` into `target`; how many bytes (none when it cannot be opened). */
  const readInto = (file: string, target: Uint8Array, offset: number): number => {
    if (current?.path !== file) {
      close()
      const opened = openRegular(file)
      if (opened === undefined) return 0
      current = { path: file, fd: opened.fd }
    }
    return readAt(current.fd, target, offset)
  }
  return { readInto, close }
}

/**
 * The listing of `files` (all in `dir`) from the catalog, when it holds every one of them as it
 * is now and nothing else; undefined otherwise. Message texts are read through `texts` when asked for.
 */
const fromCatalog = (
  cacheDir: string,
  dir: string,
  files: ReadonlyArray<string>,
  texts: ReturnType<typeof textFiles>
): Array<SessionInfo | string> | undefined => {
  const catalogDir = join(cacheDir, "catalog")
  const bytes = Paths.readCacheFile(join(catalogDir, `${Paths.cacheKey(dir)}.json`))
  // ASCII (CatalogFile): read as Latin-1, a one-byte string
  const records = bytes === undefined ? undefined : CatalogFile.Records.decode(bytes.toString("latin1"), dir)
  if (records === undefined || records.size !== files.length) return undefined
  const textPath = join(catalogDir, records.textFile)
  const text = statOf(textPath)
  if (text === undefined || !text.isFile() || records.textEnd > text.size) return undefined
  const textOf = CatalogFile.textReader(
    { path: textPath, readInto: (target, offset) => texts.readInto(textPath, target, offset) },
    (size) => Buffer.allocUnsafe(size)
  )
  const results: Array<SessionInfo | string> = []
  for (const file of files) {
    const index = records.indexOf(basename(file))
    if (index === undefined) return undefined
    // a file's size and time alone let a same-length edit through: its status-change time proves
    // it unchanged, or every byte is checked
    const recorded = records.checked(index)
    const identity = identityOf(file)
    if (identity !== undefined && provenUnchanged(identity, recorded)) {
      results.push(records.listing(index, file, identity.mtimeMs, textOf))
      continue
    }
    const pages = nodePages(file)
    try {
      if (!unchanged(pages, recorded)) return undefined
    } finally {
      pages.close()
    }
    results.push(records.listing(index, file, pages.mtimeMs, textOf))
  }
  return results
}

/** A listing from the catalog, whose message texts can be read from the catalog's text files until `close`. */
export interface Found extends Listing.Listing {
  readonly close: () => void
}

/** The listing `ls` would print, when the catalog answers it whole; undefined when only the core can. */
export const listing = (request: Request, at: Surroundings): Found | undefined => {
  const layout = Listing.layout(Paths.agentDir(at.env.PI_CODING_AGENT_DIR, at.env.HOME ?? homedir()), {
    resolve: (p) => resolvePath(at.cwd, p),
    join,
    sep
  })
  const scope = layout.scope({ cwd: request.cwd ?? at.cwd, sessionDir: request.sessionDir, all: request.all })
  const byDir = filesOf(layout, scope)
  if (byDir === undefined) return undefined
  const texts = textFiles()
  const close = texts.close
  try {
    const sessions: Array<SessionInfo> = []
    const skipped: Array<Listing.Skipped> = []
    for (const [dir, files] of byDir) {
      if (files.length === 0) continue
      const results = fromCatalog(at.cacheDir, dir, files, texts)
      if (results === undefined) return void close()
      Listing.collect(files, results, sessions, skipped)
    }
    return { ...Listing.ordered(Listing.searched(Listing.kept(scope, sessions), request.search), skipped), close }
  } catch {
    // the text file shrank under a search, or a read failed: the core reads again
    return void close()
  }
}

const BATCH = 1024 * 1024

/** Writes `chunk` and waits until it is taken (a batch is filled again only then). */
const write = (stream: NodeJS.WriteStream, chunk: string | Uint8Array) => new Promise<void>((resolve) => void stream.write(chunk, () => resolve()))

/**
 * Lists as `arbor ls` with these arguments (those after `ls`) when the catalog answers it;
 * false when it left the command to the core, having printed nothing.
 */
export const answer = async (args: ReadonlyArray<string>, at: Surroundings): Promise<boolean> => {
  const asked = request(args)
  if (asked === undefined || (asked.json && process.stdout.isTTY)) return false
  const found = listing(asked, at)
  if (found === undefined) return false
  try {
    for (const { path, reason } of found.skipped) await write(process.stderr, `arbor: skipped ${path}: ${reason}\n`)
    if (asked.json) {
      const pieces = function*() {
        yield* Render.sessionListJson(found.sessions)
        yield "\n"
      }
      for (const bytes of Json.batches(pieces(), BATCH)) await write(process.stdout, bytes)
    } else {
      await write(process.stdout, found.sessions.length === 0 ? "No sessions.\n" : `${Render.sessionList(found.sessions)}\n`)
    }
    return true
  } finally {
    found.close()
  }
}
