/**
 * The facts `arbor info` prints about a small session file (`SessionStats`), kept in Arbor's
 * cache with the file's path, size and a digest of its bytes, so that the next `info` of the
 * same bytes is answered before the core loads (src/main/cli/QuickInfo.ts). A record is believed
 * only for the same path, size and digest, in this format, with facts that still have their
 * checksum: the facts depend on nothing else but the rules that compute them, whose every
 * change changes the format.
 * Facts that JSON would not give back as they are (a number that is not finite, or -0) are not
 * recorded. Pure: the callers read, digest and write.
 */
import { crc32 } from "./internal/Crc32.js"
import type { SessionStats } from "./SessionStats.js"

/**
 * The record's format; another one is not read. It changes with the layout and with what the
 * facts of the same bytes are (SessionStats, the diagnostics): 2 since pi's boolean
 * `usage.cost.totalFromProvider` is no longer an error, so that the errors a record of format 1
 * counted on a file pi wrote are not believed; 3 since a record holds a checksum of its facts.
 */
export const FORMAT = 3

/** Files up to this size are recorded: digesting one is a small part of a start-up. */
export const MAX_SIZE = 1024 * 1024

/** What a record says about the file it was made of. */
interface Record {
  readonly format: number
  readonly path: string
  readonly size: number
  readonly digest: string
  readonly stats: SessionStats
  /** The CRC-32 of the facts' JSON: a record changed in the cache itself (a flipped digit still parses) is not believed. */
  readonly check: number
}

const encoder = new TextEncoder()

/** The checksum of facts, of their JSON (which gives them back as they are: see `exact`). */
const checkOf = (stats: unknown): number => crc32(encoder.encode(JSON.stringify(stats)))

/** Whether JSON gives `value` back as it is: plain data, finite numbers other than -0. */
const exact = (value: unknown): boolean => {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(exact)
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(exact)
  return false
}

/** The record of `stats` for the file at `path` of `size` bytes whose digest is `digest`; undefined when it cannot be recorded. */
export const encode = (path: string, size: number, digest: string, stats: SessionStats): string | undefined => {
  if (size > MAX_SIZE || !exact(stats)) return undefined
  const record: Record = { format: FORMAT, path, size, digest, stats, check: checkOf(stats) }
  return JSON.stringify(record)
}

/** The facts a record holds for the file at `path` of `size` bytes whose digest is `digest`; undefined for any other record. */
export const decode = (text: string, path: string, size: number, digest: string): SessionStats | undefined => {
  try {
    const record = JSON.parse(text) as Partial<Record> | null
    if (record === null || typeof record !== "object") return undefined
    if (record.format !== FORMAT || record.path !== path || record.size !== size || record.digest !== digest) return undefined
    const stats = record.stats
    return stats !== null && typeof stats === "object" && stats.file === path && record.check === checkOf(stats) ? stats : undefined
  } catch {
    return undefined
  }
}
