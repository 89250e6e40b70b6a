/**
 * `arbor info FILE` answered from the facts recorded of the file (`domain/StatsFile`), before
 * Effect and the core load: for a small file the core's start-up is nearly all of the time. It
 * answers only when FILE, written plainly, is a file of at most `StatsFile.MAX_SIZE` bytes
 * whose bytes have the digest its record was made of: the facts depend on nothing else, and
 * what is printed is made by the code the core prints with (`Render.infoText`, or the same
 * JSON), to the byte. Anything else (no record, another digest, a damaged record, an id or a
 * prefix, an option written another way, any error) leaves the command to the core, which
 * records the facts anew. It reads and never writes a file.
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { createHash } from "node:crypto"
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs"
import { resolve } from "node:path"
import * as StatsFile from "../domain/StatsFile.js"
import * as Paths from "../services/Paths.js"
import * as Render from "./Render.js"

/** What `info` was asked: the file and whether as JSON; undefined for any other spelling, which the core's parser reads. */
export const request = (args: ReadonlyArray<string>): { readonly file: string; readonly json: boolean } | undefined => {
  const files = args.filter((arg) => arg !== "--json")
  const file = files[0]
  if (files.length !== 1 || file === undefined || file === "" || file.startsWith("-") || args.length - files.length > 1) return undefined
  return { file, json: args.length - files.length === 1 }
}

/** The bytes of the regular file at `path`, when it has at most `max` bytes (opened without waiting: a FIFO is no file). */
const smallFile = (path: string, max: number): Uint8Array | undefined => {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() || stat.size > max) return undefined
    const bytes = new Uint8Array(stat.size)
    let read = 0
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read)
      if (n === 0) return undefined
      read += n
    }
    return bytes
  } finally {
    closeSync(fd)
  }
}

/** What `info` would print, from the record of FILE's bytes; undefined when there is none to believe. */
export const output = (args: ReadonlyArray<string>, at: { readonly cwd: string; readonly cacheDir: string; readonly tty: boolean }): string | undefined => {
  const asked = request(args)
  if (asked === undefined) return undefined
  try {
    const path = resolve(at.cwd, asked.file)
    const bytes = smallFile(path, StatsFile.MAX_SIZE)
    if (bytes === undefined) return undefined
    // digested as StatsCache.digestOf does
    const digest = createHash("sha256").update(bytes).digest("hex")
    const record = Paths.readCacheFile(Paths.statsFile(at.cacheDir, path))
    if (record === undefined) return undefined
    const stats = StatsFile.decode(record.toString("utf8"), path, bytes.length, digest)
    if (stats === undefined) return undefined
    return `${asked.json ? JSON.stringify(stats, null, at.tty ? 2 : undefined) : Render.infoText(stats)}\n`
  } catch {
    // no record, an unreadable file, a record of another shape: the core answers
    return undefined
  }
}

/** Prints `info` with these arguments (those after `info`) when the record answers it; false when it left the command to the core, having printed nothing. */
export const answer = (args: ReadonlyArray<string>, at: { readonly cwd: string; readonly cacheDir: string }): boolean => {
  const text = output(args, { ...at, tty: process.stdout.isTTY === true })
  if (text === undefined) return false
  process.stdout.write(text)
  return true
}
