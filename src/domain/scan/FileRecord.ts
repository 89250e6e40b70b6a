/**
 * What a cache (the index of a session, the catalog of a folder) records of a file it read, so
 * that a later read can tell whether the record still describes the file: who the file was, its
 * size and time, its status-change time when that proved it unchanged, and the checksums of the
 * bytes the record covers. Pure data; `services/store/internal/Pages` says when a record is
 * believed (its `proven` and `holds`).
 */

/**
 * The checksums of a file's first bytes, to tell later whether they are all still there: one
 * `[offset, length, crc]` per block from offset 0 (the last one shorter), each the CRC-32 of that
 * block. Every byte is covered: a cache trusted only while they hold answers exactly as a read of
 * the file would, whatever was edited, wherever, at any length (a sampled few blocks let a
 * same-length edit elsewhere through, and with it stale answers).
 */
export type Samples = ReadonlyArray<readonly [offset: number, length: number, crc: number]>

/** A file as a cache read it. */
export interface FileRecord {
  readonly dev: number
  readonly ino: number
  readonly size: number
  readonly mtimeMs: number
  /** The file's status-change time when it was read, as its proof (`Pages.proof`): none when that proved nothing. */
  readonly ctimeMs?: number | undefined
  /** Bytes the samples cover: the complete lines read (0 in a catalog record for a file read whole each time: it has a lone CR). */
  readonly indexed: number
  readonly samples: Samples
}
