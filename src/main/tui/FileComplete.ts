/**
 * `@file` completion in the chat's editor, as pi's: a word starting with `@` before the cursor
 * is a query; the files and directories under the working directory that match it fuzzily are
 * offered (names that start with it first, then names that hold it, then paths that hold it,
 * then paths that hold its letters in order; shallower and shorter first), at most `LIMIT`;
 * choosing one puts `@path ` in place of the word (`@dir/` without the blank, to go on into
 * it; a path with blanks in quotes). The list of paths is read elsewhere (`FileWalk`). Pure.
 */
import type * as Editor from "./Editor.js"

/** How many suggestions are offered (pi's). */
export const LIMIT = 20

/** The `@word` before the cursor: where it starts on the cursor's line, and what follows the `@`. */
export interface Token {
  readonly start: number
  readonly query: string
}

/** The `@word` the cursor ends, if it ends one (at the line start or after a blank). */
export const token = (buffer: Editor.Buffer): Token | undefined => {
  const before = (buffer.lines[buffer.row] ?? "").slice(0, buffer.col)
  const match = /(?:^|\s)@(\S*)$/.exec(before)
  if (match === null) return undefined
  const query = match[1] as string
  return { start: buffer.col - query.length - 1, query }
}

/** A path offered: relative to the working directory, `/`-separated, a directory's ending in `/`. */
export type Path = string

/** A path in lower case without a directory's `/`, and where its name starts. */
interface Key {
  readonly lower: string
  readonly name: number
}

const keyOf = (path: Path): Key => {
  const lower = (path.endsWith("/") ? path.slice(0, -1) : path).toLowerCase()
  return { lower, name: lower.lastIndexOf("/") + 1 }
}

/** The keys of a list of paths, made once per list (a list is read once and ranked at every key). */
const keys = new WeakMap<ReadonlyArray<Path>, ReadonlyArray<Key>>()

const keysOf = (paths: ReadonlyArray<Path>): ReadonlyArray<Key> => {
  const known = keys.get(paths)
  if (known !== undefined) return known
  const made = paths.map(keyOf)
  keys.set(paths, made)
  return made
}

const score = ({ lower, name: nameStart }: Key, query: string): number => {
  if (query === "") return 1
  const name = lower.slice(nameStart)
  if (name.startsWith(query)) return 4
  if (name.includes(query)) return 3
  if (lower.includes(query)) return 2
  let at = 0
  for (const char of lower) {
    if (char === query[at]) at++
    if (at === query.length) return 1
  }
  return 0
}

const depth = (path: Path): number => path.split("/").filter((part) => part !== "").length

interface Scored {
  readonly path: Path
  readonly score: number
  readonly depth: number
}

/** Whether `a` goes before `b`: the better score, then the shallower, the shorter, the first in code-unit order. */
const before = (a: Scored, b: Scored): boolean =>
  a.score !== b.score
    ? a.score > b.score
    : a.depth !== b.depth
    ? a.depth < b.depth
    : a.path.length !== b.path.length
    ? a.path.length < b.path.length
    : a.path < b.path

/** The paths that match `query` (either case), the best first, at most `LIMIT` (kept as they come: no sort of the whole list). */
export const rank = (paths: ReadonlyArray<Path>, query: string): ReadonlyArray<Path> => {
  const q = query.toLowerCase()
  const best: Array<Scored> = []
  const pathKeys = keysOf(paths)
  for (let i = 0; i < paths.length; i++) {
    const s = score(pathKeys[i] as Key, q)
    if (s === 0) continue
    const path = paths[i] as Path
    const candidate = { path, score: s, depth: depth(path) }
    if (best.length === LIMIT && !before(candidate, best[LIMIT - 1] as Scored)) continue
    let at = best.length
    while (at > 0 && before(candidate, best[at - 1] as Scored)) at--
    best.splice(at, 0, candidate)
    if (best.length > LIMIT) best.pop()
  }
  return best.map((s) => s.path)
}

/** The buffer with the `@word` of `at` replaced by `path` chosen. */
export const apply = (buffer: Editor.Buffer, at: Token, path: Path): Editor.Buffer => {
  const line = buffer.lines[buffer.row] ?? ""
  const directory = path.endsWith("/")
  const written = /\s/.test(path) ? (directory ? `@"${path}"` : `@"${path}" `) : directory ? `@${path}` : `@${path} `
  const lines = buffer.lines.slice()
  lines[buffer.row] = line.slice(0, at.start) + written + line.slice(buffer.col)
  // in a quoted directory the cursor stays before the closing quote, to go on typing in it
  const col = at.start + written.length - (directory && written.endsWith("\"") ? 1 : 0)
  return { lines, row: buffer.row, col }
}
