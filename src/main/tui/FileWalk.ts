/**
 * The paths `@file` completion offers: the files and directories under a directory, read
 * breadth first (the shallow ones, which a person means most often, come first), with the
 * `.gitignore` files on the way applied as git applies them, `.git` skipped, and the walk
 * bounded by `MAX_ENTRIES` so that a huge tree costs a bounded time. Reads the filesystem.
 */
import type { Dirent } from "node:fs"
import * as fs from "node:fs/promises"
import * as path from "node:path"
import * as Glob from "../../domain/tools/Glob.js"
import type * as FileComplete from "./FileComplete.js"

/** At most this many paths are listed. */
export const MAX_ENTRIES = 20_000

const readGitignore = async (dir: string, base: string): Promise<ReadonlyArray<Glob.Scope>> => {
  try {
    return [{ base, rules: Glob.parseGitignore(await fs.readFile(path.join(dir, ".gitignore"), "utf8")) }]
  } catch {
    return []
  }
}

/** The paths under `root`, relative and `/`-separated, directories ending in `/`; unreadable directories are left out. */
export const list = async (root: string, maxEntries = MAX_ENTRIES): Promise<ReadonlyArray<FileComplete.Path>> => {
  const out: Array<FileComplete.Path> = []
  let queue: Array<{ readonly rel: string; readonly scopes: ReadonlyArray<Glob.Scope> }> = [{ rel: "", scopes: [] }]
  while (queue.length > 0 && out.length < maxEntries) {
    const next: typeof queue = []
    for (const { rel, scopes: inherited } of queue) {
      if (out.length >= maxEntries) break
      const dir = rel === "" ? root : path.join(root, rel)
      let entries: Array<Dirent>
      try {
        entries = await fs.readdir(dir, { withFileTypes: true })
      } catch {
        continue
      }
      const scopes = [...inherited, ...(await readGitignore(dir, rel))]
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      for (const entry of entries) {
        if (entry.name === ".git") continue
        const childRel = rel === "" ? entry.name : `${rel}/${entry.name}`
        const isDirectory = entry.isDirectory()
        if (Glob.ignored(scopes, childRel, isDirectory)) continue
        out.push(isDirectory ? `${childRel}/` : childRel)
        if (isDirectory) next.push({ rel: childRel, scopes })
        if (out.length >= maxEntries) break
      }
    }
    queue = next
  }
  return out
}
