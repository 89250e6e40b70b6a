/**
 * CRC-32 (IEEE 802.3, as zlib's) in plain code, for the checksums of Arbor's caches: the index
 * file's own, a small file's recorded facts, and (where Node has no native one) the blocks of a
 * session file a cache covers. Pure.
 */

/** A CRC-32 of some bytes, continuing the CRC-32 of the bytes before them (0 for none). */
export type Checksum = (bytes: Uint8Array, previous?: number) => number

const CRC_TABLE = (() => {
  const table = new Int32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c
  }
  return table
})()

/**
 * CRC-32 in plain code. Over megabytes the shell passes a native CRC-32 where the platform has
 * one (Node's `zlib.crc32`, several times faster on a fresh process's first run), which must
 * give the same numbers.
 */
export const crc32: Checksum = (bytes, previous = 0) => {
  let c = previous ^ -1
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8)
  return (c ^ -1) >>> 0
}
