/**
 * A working tree's state as data: every path a checkpoint covers (relative, `/`-separated) with
 * what stood there — a file (permission bits, content hash, size), a symbolic link (its target),
 * a directory (permission bits), or a file too large to keep (its size only). Paths the user's
 * ignore rules exclude are not in a manifest at all, so nothing here ever touches them.
 *
 * The pure half of rewinding: the changes between two manifests, and the plan that turns the
 * disk from one into the other. A plan never deletes or overwrites what it holds no copy of (a
 * file over the size limit), and removes a directory only when it is empty once its recorded
 * entries are gone (it may hold ignored files, which only the disk knows of); both are reported
 * as kept. Pure.
 */
import * as Order from "effect/Order"

/** A regular file: its permission bits, the hash of its bytes, its size. */
export interface File {
  readonly kind: "file"
  readonly mode: number
  readonly hash: string
  readonly size: number
}

/** A symbolic link, by its target as written (never followed). */
export interface Link {
  readonly kind: "link"
  readonly target: string
}

/** A directory and its permission bits; its entries are paths of their own. */
export interface Dir {
  readonly kind: "dir"
  readonly mode: number
}

/** A file over the size limit: seen, not kept, so a restore leaves it alone. */
export interface Skipped {
  readonly kind: "skipped"
  readonly size: number
}

export type Item = File | Link | Dir | Skipped

/** Path → item. The root itself is not a path. */
export type Manifest = ReadonlyMap<string, Item>

/** Paths in the order a listing shows them: byte order of the `/`-separated path. */
export const pathOrder: Order.Order<string> = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

/** The same item: the same kind and the same bytes, target or mode. */
export const sameItem = (a: Item, b: Item): boolean => {
  switch (a.kind) {
    case "file":
      return b.kind === "file" && a.hash === b.hash && a.mode === b.mode
    case "link":
      return b.kind === "link" && a.target === b.target
    case "dir":
      return b.kind === "dir" && a.mode === b.mode
    case "skipped":
      return b.kind === "skipped" && a.size === b.size
  }
}

/** One path that differs: what stood there before and after (absent when there was nothing). */
export interface Change {
  readonly path: string
  readonly before: Item | undefined
  readonly after: Item | undefined
}

/** The paths whose items differ between `from` and `to`, in path order. */
export const changes = (from: Manifest, to: Manifest): Array<Change> => {
  const out: Array<Change> = []
  for (const [path, before] of from) {
    const after = to.get(path)
    if (after === undefined || !sameItem(before, after)) out.push({ path, before, after })
  }
  for (const [path, after] of to) {
    if (!from.has(path)) out.push({ path, before: undefined, after })
  }
  return out.sort((a, b) => pathOrder(a.path, b.path))
}

/** Changed files (not directories): the count a turn or a tree row shows. */
export const changedFiles = (from: Manifest, to: Manifest): number =>
  changes(from, to).filter((c) => c.before?.kind !== "dir" && c.after?.kind !== "dir").length

/** One step of a restore, run in the order of the plan. */
export type Step =
  | { readonly op: "remove"; readonly path: string; readonly kind: "file" | "link" }
  | { readonly op: "rmdir"; readonly path: string }
  | { readonly op: "mkdir"; readonly path: string; readonly mode: number }
  | { readonly op: "write"; readonly path: string; readonly hash: string; readonly mode: number; readonly size: number }
  | { readonly op: "link"; readonly path: string; readonly target: string }
  | { readonly op: "chmod"; readonly path: string; readonly mode: number }

/** A path a plan leaves as it is, and why. */
export interface Kept {
  readonly path: string
  readonly reason: "too large to keep" | "holds a file too large to keep" | "holds ignored files"
}

/** The steps that turn `current` into `target`, and what they leave alone. */
export interface Plan {
  readonly steps: ReadonlyArray<Step>
  readonly kept: ReadonlyArray<Kept>
}

const depth = (path: string): number => {
  let n = 0
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++
  return n
}

const parentOf = (path: string): string | undefined => {
  const slash = path.lastIndexOf("/")
  return slash < 0 ? undefined : path.slice(0, slash)
}

/**
 * The plan from `current` (what the disk holds now) to `target`: first remove what the target
 * does not hold or holds as another kind (files and links, then directories deepest first),
 * then make directories shallowest first, then write files and links, then set the modes that
 * alone changed (directories last, deepest first, so a read-only directory is set after its
 * contents). A skipped file is never removed or replaced (there is no copy to undo it with),
 * and a skipped target leaves the disk's file as it is. A directory the target keeps but whose
 * parent would be removed keeps its parent too.
 */
export const plan = (current: Manifest, target: Manifest): Plan => {
  const removeFiles: Array<Step> = []
  const removeDirs: Array<string> = []
  const mkdirs: Array<{ path: string; mode: number }> = []
  const writes: Array<Step> = []
  const fileModes: Array<Step> = []
  const dirModes: Array<{ path: string; mode: number }> = []
  const kept: Array<Kept> = []
  // A path that must stay (a skipped file, or a skipped target): its directories must stay too.
  const pinned = new Set<string>()
  const pin = (path: string) => {
    for (let p = parentOf(path); p !== undefined && !pinned.has(p); p = parentOf(p)) pinned.add(p)
  }

  for (const [path, now] of current) {
    const then = target.get(path)
    if (now.kind === "skipped") {
      if (then?.kind !== "skipped") kept.push({ path, reason: "too large to keep" })
      pin(path)
      continue
    }
    if (then !== undefined && then.kind === "skipped") {
      pin(path)
      continue
    }
    if (then === undefined || then.kind !== now.kind) {
      if (now.kind === "dir") removeDirs.push(path)
      else removeFiles.push({ op: "remove", path, kind: now.kind })
    }
  }
  const underSkipped = (path: string): boolean => {
    for (let p = parentOf(path); p !== undefined; p = parentOf(p)) if (current.get(p)?.kind === "skipped") return true
    return false
  }
  for (const [path, then] of target) {
    if (then.kind === "skipped") {
      pin(path)
      continue
    }
    const now = current.get(path)
    // a big file stays where the target wants something else, and so nothing goes under it
    if (now?.kind === "skipped" || underSkipped(path)) continue
    switch (then.kind) {
      case "dir":
        if (now?.kind !== "dir") mkdirs.push({ path, mode: then.mode })
        else if (now.mode !== then.mode) dirModes.push({ path, mode: then.mode })
        break
      case "file":
        if (now?.kind !== "file" || now.hash !== then.hash) {
          writes.push({ op: "write", path, hash: then.hash, mode: then.mode, size: then.size })
        } else if (now.mode !== then.mode) fileModes.push({ op: "chmod", path, mode: then.mode })
        break
      case "link":
        if (now?.kind !== "link" || now.target !== then.target) writes.push({ op: "link", path, target: then.target })
        break
    }
  }

  const steps: Array<Step> = [...removeFiles]
  const keptDirs = new Set<string>()
  for (const path of removeDirs.sort((a, b) => depth(b) - depth(a) || pathOrder(a, b))) {
    if (pinned.has(path)) {
      keptDirs.add(path)
      kept.push({ path, reason: "holds a file too large to keep" })
      continue
    }
    steps.push({ op: "rmdir", path })
  }
  for (const dir of mkdirs.sort((a, b) => depth(a.path) - depth(b.path) || pathOrder(a.path, b.path))) {
    // a kept directory already stands where the target wants one
    steps.push(keptDirs.has(dir.path) ? { op: "chmod", path: dir.path, mode: dir.mode } : { op: "mkdir", ...dir })
  }
  // a kept directory stands where the target wants a file or a link: it stays, as reported
  steps.push(...writes.filter((w) => !keptDirs.has(w.path)), ...fileModes)
  for (const dir of dirModes.sort((a, b) => depth(b.path) - depth(a.path) || pathOrder(a.path, b.path))) {
    steps.push({ op: "chmod", path: dir.path, mode: dir.mode })
  }
  return { steps, kept: kept.sort((a, b) => pathOrder(a.path, b.path)) }
}
