/**
 * Entry ids, numbered in the order they are first seen, kept as UTF-8 bytes in one arena and
 * found through an open-addressing hash table: reading a file numbers its ids straight from
 * the line bytes, without making a string per id. A string is made when an id is asked for.
 * Pure (a mutable structure owned by one `SessionTree` columns object, append-only).
 *
 * An id's bytes are the UTF-8 of its decoded value, so the same id written with escapes or
 * with invalid bytes (which decode to U+FFFD) gets the same number, exactly as `JSON.parse`
 * would give equal strings.
 */

const encoder = new TextEncoder()
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/** FNV-1a over bytes: the hash an id's bytes are filed under (scanner.c works it out too). */
export const hashBytes = (b: Uint8Array, from: number, to: number): number => {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) h = Math.imul(h ^ (b[i] as number), 0x01000193)
  return h >>> 0
}

/**
 * The room `n` elements of a column are given to grow: a sixteenth more, at least `least` more.
 * An index file writes its columns with it (`IndexFile`), and `fit` leaves that much.
 */
export const roomFor = (n: number, least: number): number => n + Math.max(least, n >> 4)

export class IdTable {
  /** id bytes, one after another */
  arena: Uint8Array<ArrayBufferLike>
  arenaSize = 0
  /** id number -> start in the arena; `start[n + 1]` ends it */
  start: Int32Array<ArrayBufferLike>
  count = 0
  /** hash of each id */
  hashes: Uint32Array<ArrayBufferLike>
  /** slot -> id number + 1 (0 = empty) */
  slots: Int32Array<ArrayBufferLike>
  readonly #strings: Array<string | undefined> = []

  constructor(capacity = 1024, arena = capacity * 12) {
    this.arena = new Uint8Array(arena)
    this.start = new Int32Array(capacity + 1)
    this.hashes = new Uint32Array(capacity)
    this.slots = new Int32Array(nextPowerOfTwo(capacity * 2))
  }

  /** The number of the id whose UTF-8 is `bytes[from, to)`, or -1. */
  findBytes(bytes: Uint8Array, from: number, to: number): number {
    return this.#find(bytes, from, to, hashBytes(bytes, from, to))
  }

  /** The number of an id, or -1. */
  find(id: string): number {
    const bytes = encoder.encode(id)
    return this.findBytes(bytes, 0, bytes.length)
  }

  /** The number of the id whose UTF-8 is `bytes[from, to)`, numbering it when it is new. */
  internBytes(bytes: Uint8Array, from: number, to: number): number {
    return this.internHashed(bytes, from, to, hashBytes(bytes, from, to))
  }

  /** `internBytes` given the bytes' `hashBytes`. */
  internHashed(bytes: Uint8Array, from: number, to: number, hash: number): number {
    const found = this.#find(bytes, from, to, hash)
    return found >= 0 ? found : this.#add(bytes, from, to, hash)
  }

  /** The number of an id, numbering it when it is new. */
  intern(id: string): number {
    const bytes = encoder.encode(id)
    const n = this.internBytes(bytes, 0, bytes.length)
    if (this.#strings[n] === undefined) this.#strings[n] = id
    return n
  }

  /** The id numbered `n`. */
  string(n: number): string {
    let s = this.#strings[n]
    if (s === undefined) {
      s = decodeId(this.arena, this.start[n] as number, this.start[n + 1] as number)
      this.#strings[n] = s
    }
    return s
  }

  /** A copy (for a tree that branches off an older one). */
  copy(): IdTable {
    const out = new IdTable(Math.max(1024, this.count))
    for (let n = 0; n < this.count; n++) out.internBytes(this.arena, this.start[n] as number, this.start[n + 1] as number)
    return out
  }

  /**
   * Makes room for `n` ids in all, of 16 bytes each (a read that expects about so many grows
   * nothing on the way).
   */
  reserve(n: number): void {
    if (n * 16 > this.arena.length) {
      const arena = new Uint8Array(n * 16)
      arena.set(this.arena.subarray(0, this.arenaSize))
      this.arena = arena
    }
    if (n + 1 > this.start.length) {
      this.start = growInt32(this.start, n + 1)
      const hashes = new Uint32Array(n)
      hashes.set(this.hashes.subarray(0, this.count))
      this.hashes = hashes
    }
    if (n * 2 > this.slots.length) {
      this.slots = new Int32Array(nextPowerOfTwo(n * 2))
      for (let k = 0; k < this.count; k++) this.#place(k)
    }
  }

  /** Gives back what a reserve made room for and the ids did not use, when that is most of it. */
  fit(): void {
    const room = roomFor(this.count, 1024)
    if (this.start.length > 2 * (room + 1)) {
      this.start = this.start.slice(0, room + 1)
      this.hashes = this.hashes.slice(0, room)
    }
    const arenaRoom = roomFor(this.arenaSize, 8192)
    if (this.arena.length > 2 * arenaRoom) this.arena = this.arena.slice(0, arenaRoom)
    const slots = nextPowerOfTwo(room * 2)
    if (this.slots.length > 2 * slots) {
      this.slots = new Int32Array(slots)
      for (let k = 0; k < this.count; k++) this.#place(k)
    }
  }

  // The probes below work out the next slot on every probe, though only a collision (rare)
  // needs it: an operation first met after V8 optimized the code throws that code away, and a
  // first read of a large file recompiled these functions, on a second core it shares.

  #find(bytes: Uint8Array, from: number, to: number, hash: number): number {
    const mask = this.slots.length - 1
    const length = to - from
    let slot = hash & mask
    for (;;) {
      const entry = this.slots[slot] as number
      const next = (slot + 1) & mask
      if (entry === 0) return -1
      const n = entry - 1
      const s = this.start[n] as number
      if (this.hashes[n] === hash && (this.start[n + 1] as number) - s === length) {
        let k = 0
        while (k < length && this.arena[s + k] === bytes[from + k]) k++
        if (k === length) return n
      }
      slot = next
    }
  }

  #add(bytes: Uint8Array, from: number, to: number, hash: number): number {
    const n = this.count
    const length = to - from
    if (n + 1 >= this.start.length) {
      this.start = growInt32(this.start, (n + 1) * 2)
      const hashes = new Uint32Array(n * 2 + 2)
      hashes.set(this.hashes)
      this.hashes = hashes
    }
    if (this.arenaSize + length > this.arena.length) {
      const arena = new Uint8Array(Math.max(this.arena.length * 2, this.arenaSize + length))
      arena.set(this.arena.subarray(0, this.arenaSize))
      this.arena = arena
    }
    this.arena.set(bytes.subarray(from, to), this.arenaSize)
    this.arenaSize += length
    this.start[n + 1] = this.arenaSize
    this.hashes[n] = hash
    this.count = n + 1
    if (this.count * 2 > this.slots.length) this.#rehash()
    else this.#place(n)
    return n
  }

  #place(n: number): void {
    const mask = this.slots.length - 1
    let slot = (this.hashes[n] as number) & mask
    for (;;) {
      const next = (slot + 1) & mask
      if (this.slots[slot] === 0) break
      slot = next
    }
    this.slots[slot] = n + 1
  }

  #rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2)
    for (let n = 0; n < this.count; n++) this.#place(n)
  }
}

const nextPowerOfTwo = (n: number): number => {
  let p = 1
  while (p < n) p *= 2
  return p
}

const growInt32 = (array: Int32Array, capacity: number): Int32Array => {
  const out = new Int32Array(capacity)
  out.set(array)
  return out
}

/** An id's text from its bytes (ASCII without a decoder). */
const decodeId = (b: Uint8Array, from: number, to: number): string => {
  if (to - from <= 64) {
    let ascii = true
    for (let i = from; i < to; i++) if ((b[i] as number) >= 0x80) ascii = false
    if (ascii) return String.fromCharCode.apply(null, b.subarray(from, to) as unknown as Array<number>)
  }
  return decoder.decode(b.subarray(from, to))
}

/**
 * The canonical bytes of a string value's raw bytes `b[from, to)` (between its quotes):
 * the bytes themselves when they are plain ASCII without escapes, else the UTF-8 of the
 * decoded value (`decode` gives it).
 */
export const isPlainAscii = (b: Uint8Array, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) if ((b[i] as number) >= 0x80) return false
  return true
}

/** The UTF-8 bytes of a string. */
export const utf8 = (s: string): Uint8Array => encoder.encode(s)
