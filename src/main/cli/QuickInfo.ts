/**
 * `arbor info FILE` answered from the facts recorded of the file (`StatsFiles`, which the core's
 * `StatsCache` records them with), before Effect and the core load: for a small file the core's
 * start-up is nearly all of the time. It answers only when FILE, written plainly, is a file of at most `StatsFile.MAX_SIZE` bytes
 * whose bytes have the digest its record was made of: the facts depend on nothing else, and
 * what is printed is made by the code the core prints with (`Render.infoText`, or the same
 * JSON), to the byte. Anything else (no record, another digest, a damaged record, an id or a
 * prefix, an option written another way, any error) leaves the command to the core, which
 * records the facts anew. It reads and never writes a file.
 */
import { resolve } from "node:path"
import * as StatsFiles from "../../services/store/internal/StatsFiles.js"
import * as QuickArgs from "./QuickArgs.js"
import * as Render from "./Render.js"

/** What `info` was asked: the file and whether as JSON; undefined for any other spelling, which the core's parser reads. */
export const request = (args: ReadonlyArray<string>): { readonly file: string; readonly json: boolean } | undefined => {
  const plain = QuickArgs.read(args, { flags: ["--json"], words: 1 })
  return plain === undefined ? undefined : { file: plain.words[0] as string, json: plain.given.has("--json") }
}

/** What `info` would print, from the record of FILE's bytes; undefined when there is none to believe. */
export const output = (args: ReadonlyArray<string>, at: { readonly cwd: string; readonly cacheDir: string; readonly tty: boolean }): string | undefined => {
  const asked = request(args)
  if (asked === undefined) return undefined
  const path = resolve(at.cwd, asked.file)
  const now = StatsFiles.digest(path)
  const stats = now === undefined ? undefined : StatsFiles.recorded(at.cacheDir, path, now)
  if (stats === undefined) return undefined
  try {
    return `${asked.json ? JSON.stringify(stats, null, at.tty ? 2 : undefined) : Render.infoText(stats)}\n`
  } catch {
    // facts this code cannot print: the core answers
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
