/**
 * How a manifest is stored: one object per directory, content-addressed, as git stores trees.
 * A directory's object lists its entries by name — a file with its mode, hash and size, a link
 * with its target, a file too large to keep with its size, a subdirectory with its mode and the
 * hash of its own object — one JSON array per line, sorted by name. A checkpoint is the hash of
 * the root's object, so an unchanged directory is the same object in every checkpoint and
 * storage grows by what changed (the changed files and the directories above them), not by the
 * project's size.
 *
 * Pure: hashing an object (the service uses SHA-256), storing it and reading its children are
 * the caller's; a scan keeps a directory's object while `sameEntries` says its entries are the
 * last scan's.
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import * as Manifest from "./Manifest.js"

/** An entry of a directory's object. */
export type Entry =
  | { readonly name: string; readonly item: Manifest.File | Manifest.Link | Manifest.Skipped }
  | { readonly name: string; readonly item: Manifest.Dir; readonly tree: string }

const line = (entry: Entry): string => {
  const { item, name } = entry
  switch (item.kind) {
    case "file":
      return JSON.stringify(["f", name, item.mode, item.hash, item.size])
    case "link":
      return JSON.stringify(["l", name, item.target])
    case "skipped":
      return JSON.stringify(["s", name, item.size])
    case "dir":
      return JSON.stringify(["d", name, item.mode, "tree" in entry ? entry.tree : ""])
  }
}

/** A directory's object: its entries sorted by name, one line each. */
export const encode = (entries: ReadonlyArray<Entry>): string =>
  [...entries].sort((a, b) => Manifest.pathOrder(a.name, b.name)).map((e) => line(e) + "\n").join("")

/** The same entry: the same name and item, and for a directory the same object. */
export const sameEntry = (a: Entry, b: Entry): boolean => {
  if (a.name !== b.name) return false
  const x = a.item
  const y = b.item
  switch (x.kind) {
    case "file":
      return y.kind === "file" && x.hash === y.hash && x.mode === y.mode && x.size === y.size
    case "link":
      return y.kind === "link" && x.target === y.target
    case "skipped":
      return y.kind === "skipped" && x.size === y.size
    case "dir":
      return y.kind === "dir" && x.mode === y.mode && "tree" in a && "tree" in b && a.tree === b.tree
  }
}

/**
 * Whether two directories' entries, each in one order, are the same: then their objects are
 * the same, and a scan keeps the one it has instead of writing and hashing it again.
 */
export const sameEntries = (a: ReadonlyArray<Entry>, b: ReadonlyArray<Entry>): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (!sameEntry(a[i] as Entry, b[i] as Entry)) return false
  return true
}

/** A stored object that is not a directory's object, named by its hash. */
export class Malformed extends Data.TaggedError("Malformed")<{ readonly hash: string; readonly line: number }> {
  override get message(): string {
    return `checkpoint object ${this.hash} is malformed at line ${this.line}`
  }
}

const isName = (name: unknown): name is string =>
  typeof name === "string" && name !== "" && name !== "." && name !== ".." && !name.includes("/") && !name.includes("\0")
const isMode = (mode: unknown): mode is number => typeof mode === "number" && Number.isInteger(mode) && mode >= 0 && mode <= 0o7777
const isSize = (size: unknown): size is number => typeof size === "number" && Number.isInteger(size) && size >= 0
/** A content hash as the store names objects: 64 lower-case hex digits (SHA-256). */
export const isHash = (hash: unknown): hash is string => typeof hash === "string" && /^[0-9a-f]{64}$/.test(hash)

/** The entries of the object stored under `hash`, or the line that is not one. */
export const decode = (hash: string, text: string): Either.Either<Array<Entry>, Malformed> => {
  const entries: Array<Entry> = []
  const lines = text.split("\n")
  if (lines.pop() !== "") return Either.left(new Malformed({ hash, line: lines.length + 1 }))
  for (let i = 0; i < lines.length; i++) {
    const entry = entryOf(lines[i] as string)
    if (entry === undefined) return Either.left(new Malformed({ hash, line: i + 1 }))
    entries.push(entry)
  }
  return Either.right(entries)
}

const entryOf = (text: string): Entry | undefined => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(value) || !isName(value[1])) return undefined
  const [kind, name, a, b, c] = value as [unknown, string, unknown, unknown, unknown]
  if (kind === "f" && isMode(a) && isHash(b) && isSize(c)) return { name, item: { kind: "file", mode: a, hash: b, size: c } }
  if (kind === "l" && typeof a === "string") return { name, item: { kind: "link", target: a } }
  if (kind === "s" && isSize(a)) return { name, item: { kind: "skipped", size: a } }
  if (kind === "d" && isMode(a) && isHash(b)) return { name, item: { kind: "dir", mode: a }, tree: b }
  return undefined
}
