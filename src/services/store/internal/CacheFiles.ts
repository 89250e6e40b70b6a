/**
 * Whole-file writes of Arbor's cache files (indexes, facts, compiled code) without Effect, so
 * that the executable's early paths and the core's caches write them with the same code: a file
 * is written to `<target>.<pid>-<nonce>.tmp` and renamed over the target, the temporary file is
 * removed when the write fails, and one that a killed writer left is removed by a later sweep of
 * its folder, which takes only files of processes of this host that no longer run (never a
 * concurrent writer's live one). `TempFiles` writes the same names through a `FileSystem`.
 * Synchronous Node calls: a cache file is written whole, once, and failing to is never an error.
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "node:fs"
import { dirname, join } from "node:path"

/** Whether a process of this host runs: signal 0 reaches it, or it is someone else's. */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The temporary name beside `target` for the nonce `n`, telling this process's id. */
export const tempName = (target: string, n: number): string => `${target}.${process.pid}-${n.toString(36)}.tmp`

/** The process id a temporary name of `tempName` tells, when it is one. */
export const writerOf = (name: string): number | undefined => {
  const match = /\.(\d+)-[0-9a-z]+\.tmp$/.exec(name)
  return match === null ? undefined : Number(match[1])
}

/** The folders swept in this process: once each is enough. */
const swept = new Set<string>()

/** Removes, once a process, the temporary files in `dir` left by processes that no longer run; never fails. */
export const sweep = (dir: string): void => {
  if (swept.has(dir)) return
  swept.add(dir)
  try {
    for (const name of readdirSync(dir)) {
      const pid = writerOf(name)
      if (pid !== undefined && pid !== process.pid && !isAlive(pid)) rmSync(join(dir, name), { force: true })
    }
  } catch {
    // a folder that cannot be read holds nothing to sweep
  }
}

/**
 * Writes `target` whole with `pieces` (in order), `mode` in a folder made `dirMode` when
 * missing, through a temporary file renamed over it, and sweeps that folder once a process;
 * whether it was written. Never throws: the temporary file is removed when the write fails.
 */
export const replace = (target: string, pieces: ReadonlyArray<Uint8Array>, mode: number, dirMode: number): boolean => {
  const temp = tempName(target, Math.floor(Math.random() * 0x7fffffff))
  try {
    const dir = dirname(target)
    mkdirSync(dir, { recursive: true, mode: dirMode })
    sweep(dir)
    const fd = openSync(temp, "w", mode)
    try {
      for (const piece of pieces) for (let at = 0; at < piece.length;) at += writeSync(fd, piece, at)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, target)
    return true
  } catch {
    try {
      rmSync(temp, { force: true })
    } catch {
      // no temporary file could be made there either
    }
    return false
  }
}
