/**
 * The git branch the chat's footer shows: read from the repository's `HEAD` file (found from the
 * session's directory upwards, through a worktree's `.git` file), once at the start and again
 * whenever git rewrites `HEAD`; no git process runs. `fromHead` is pure; `watch` reads and
 * watches the file system.
 */
import * as fs from "node:fs"
import * as path from "node:path"

/**
 * The branch a `HEAD` file names: `main` for `ref: refs/heads/main`, `detached` for a commit id
 * (pi's word), undefined for anything else (a reftable repository's placeholder included).
 */
export const fromHead = (text: string): string | undefined => {
  const head = text.trim()
  const ref = /^ref:\s*refs\/heads\/(.+)$/.exec(head)
  if (ref !== null) return ref[1] === ".invalid" ? undefined : ref[1]
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head) ? "detached" : undefined
}

/** The `HEAD` file of the repository holding `cwd`, if any: `.git/HEAD`, or the one a `.git` file (`gitdir: …`) points to. */
export const headFile = (cwd: string): string | undefined => {
  for (let dir = path.resolve(cwd);; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, ".git")
    try {
      const stat = fs.statSync(dotGit)
      if (stat.isDirectory()) return path.join(dotGit, "HEAD")
      const pointer = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(dotGit, "utf8"))
      return pointer === null ? undefined : path.join(path.resolve(dir, pointer[1]!.trim()), "HEAD")
    } catch {
      // no .git here: look in the parent
    }
    if (path.dirname(dir) === dir) return undefined
  }
}

const readBranch = (head: string): string | undefined => {
  try {
    return fromHead(fs.readFileSync(head, "utf8"))
  } catch {
    return undefined
  }
}

/** The branch of the repository holding `cwd` now; undefined outside one. */
export const read = (cwd: string): string | undefined => {
  const head = headFile(cwd)
  return head === undefined ? undefined : readBranch(head)
}

/**
 * Calls `onChange` with the branch of the repository holding `cwd` now (undefined outside one),
 * then each time it changes. Git replaces `HEAD` by renaming a new file over it, so the folder is
 * watched, not the file. Returns the function that stops watching.
 */
export const watch = (cwd: string, onChange: (branch: string | undefined) => void): () => void => {
  const head = headFile(cwd)
  let current = head === undefined ? undefined : readBranch(head)
  onChange(current)
  if (head === undefined) return () => {}
  let watcher: fs.FSWatcher | undefined
  try {
    watcher = fs.watch(path.dirname(head), { persistent: false }, (_event, name) => {
      if (name !== null && name !== "HEAD") return
      const next = readBranch(head)
      if (next === current) return
      current = next
      onChange(next)
    })
    // a folder that goes away (the repository removed) ends the watch, not the chat
    watcher.on("error", () => watcher?.close())
  } catch {
    // a file system without watching: the branch read at the start stays
  }
  return () => watcher?.close()
}
