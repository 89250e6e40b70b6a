/**
 * The persisted index of a session file: a tree's columns (`SessionTree.save`), where the read
 * stopped (`SessionFile.ReaderState`) and what the store records about the file, as one
 * binary file that loads without parsing a line. Pure.
 *
 * Layout: the magic `ARBORIX` and a format byte, a u32 format version, a u32 length and that
 * many bytes of JSON (every non-column part), then the columns, each 8-byte aligned, then a
 * CRC-32 of everything before it. The columns of entries and of ids are written with room to
 * grow (`room`: zeros after them, -1s after `first`), and come back as long as that: a file
 * grown by a few appends since is read on into the same arrays, none copied to grow. `decode`
 * checks the magic, the version, every length and the checksum, and returns undefined for
 * anything else: a damaged, truncated or foreign file is never an answer.
 */
import type * as Diagnostic from "../format/Diagnostic.js"
import type { ReaderState } from "../format/SessionFile.js"
import { roomFor } from "../tree/internal/IdTable.js"
import type * as SessionTree from "../tree/SessionTree.js"
import { type Checksum, crc32 } from "./internal/Crc32.js"

/** Bumped whenever the layout or the meaning of a field changes. */
export const FORMAT = 8

const MAGIC = [0x41, 0x52, 0x42, 0x4f, 0x52, 0x49, 0x58, 0x01] // "ARBORIX" 1

export interface Index<File> {
  /** What the store knows about the indexed file (identity, content check). */
  readonly file: File
  readonly state: ReaderState
  readonly saved: SessionTree.Saved
}

interface Json<File> {
  readonly file: File
  readonly state: ReaderState
  readonly tree: SessionTree.SavedJson
  readonly slots: number
  readonly arena: number
  readonly path: number
  /** How many elements the columns of entries and of ids, and bytes the arena, are written with. */
  readonly room: { readonly entries: number; readonly ids: number; readonly arena: number }
}

const encoder = new TextEncoder()
const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

type Column = Int32Array | Uint16Array | Uint32Array | Float64Array | Uint8Array
type Columns = SessionTree.Saved["columns"]

/** A column's array type, which makes it a view of an index file's bytes. */
interface ColumnType {
  readonly BYTES_PER_ELEMENT: number
  new(buffer: ArrayBufferLike, byteOffset: number, length: number): Column
}

const entryRoom = (json: Json<unknown>): number => json.room.entries
const idRoom = (json: Json<unknown>): number => json.room.ids

/**
 * The columns in the order they are written, each with its array type and how many elements
 * it is written with: those of entries and of ids with their room, the others as long as they are.
 */
const LAYOUT: ReadonlyArray<readonly [keyof Columns, ColumnType, (json: Json<unknown>) => number]> = [
  ["id", Int32Array, entryRoom],
  ["parent", Int32Array, entryRoom],
  ["type", Uint16Array, entryRoom],
  ["role", Uint16Array, entryRoom],
  ["custom", Uint16Array, entryRoom],
  ["flags", Uint8Array, entryRoom],
  ["millis", Float64Array, entryRoom],
  ["line", Int32Array, entryRoom],
  ["offset", Float64Array, entryRoom],
  ["size", Int32Array, entryRoom],
  ["blank", Uint8Array, entryRoom],
  ["message", Int32Array, entryRoom],
  ["messageSize", Int32Array, entryRoom],
  ["first", Int32Array, idRoom],
  ["idStart", Int32Array, (json) => json.room.ids + 1],
  ["idHashes", Uint32Array, idRoom],
  ["idSlots", Int32Array, (json) => json.slots],
  ["idArena", Uint8Array, (json) => json.room.arena],
  ["path", Int32Array, (json) => json.path]
]

const pad8 = (n: number): number => (n + 7) & ~7

// the index's checksum, named here as its callers know it
export { type Checksum, crc32 } from "./internal/Crc32.js"

/** NaN is not JSON: times that are not numbers go as null and come back as NaN. */
const replacer = (_key: string, value: unknown) => (typeof value === "number" && Number.isNaN(value) ? null : value)

/**
 * The bytes of an index, in pieces to be written one after the other: the columns are not
 * copied (megabytes for a large session), so write the pieces before they change.
 */
export const encode = <File>(index: Index<File>, checksum: Checksum = crc32): ReadonlyArray<Uint8Array> => {
  const c = index.saved.columns
  const n = index.saved.json.length
  const ids = index.saved.json.ids
  const room = { entries: roomFor(n, 1024), ids: roomFor(ids, 1024), arena: roomFor(c.idArena.length, 8192) }
  const json: Json<File> = {
    file: index.file,
    state: index.state,
    tree: index.saved.json,
    slots: c.idSlots.length,
    arena: c.idArena.length,
    path: c.path.length,
    room
  }
  const text = encoder.encode(JSON.stringify(json, replacer))
  const head = new Uint8Array(pad8(16 + text.length))
  const view = new DataView(head.buffer)
  head.set(MAGIC, 0)
  view.setUint32(8, FORMAT, true)
  view.setUint32(12, text.length, true)
  head.set(text, 16)
  const pieces: Array<Uint8Array> = [head]
  // after each column, the rest of its room, 8-byte aligned: zeros, and -1s after `first`
  const rests = LAYOUT.map(([name, Type, count]) => pad8(count(json) * Type.BYTES_PER_ELEMENT) - c[name].byteLength)
  const zeros = new Uint8Array(Math.max(...rests))
  const ones = new Uint8Array(zeros.length).fill(0xff)
  LAYOUT.forEach(([name], k) => {
    const column = c[name]
    pieces.push(new Uint8Array(column.buffer, column.byteOffset, column.byteLength))
    const rest = rests[k] as number
    if (rest > 0) pieces.push((name === "first" ? ones : zeros).subarray(0, rest))
  })
  const sum = pieces.reduce((crc, piece) => checksum(piece, crc), 0)
  const tail = new Uint8Array(4)
  new DataView(tail.buffer).setUint32(0, sum, true)
  pieces.push(tail)
  return pieces
}

/** The index in `bytes`, or undefined when they are not an intact index of this format. */
export const decode = <File>(input: Uint8Array, checksum: Checksum = crc32): Index<File> | undefined => {
  try {
    // typed views need aligned bytes
    const bytes = input.byteOffset % 8 === 0 ? input : input.slice()
    if (bytes.length < 20) return undefined
    for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC[i]) return undefined
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (view.getUint32(8, true) !== FORMAT) return undefined
    const jsonLength = view.getUint32(12, true)
    if (16 + jsonLength > bytes.length - 4) return undefined
    const json = JSON.parse(decoder.decode(bytes.subarray(16, 16 + jsonLength))) as Json<File>
    const room = json.room
    if (!(room.entries >= json.tree.length && room.ids >= json.tree.ids && room.arena >= json.arena)) return undefined
    let at = pad8(16 + jsonLength)
    const columns: Partial<Record<keyof Columns, Column>> = {}
    for (const [name, Type, count] of LAYOUT) {
      const n = count(json)
      if (!Number.isInteger(n) || n < 0 || at + n * Type.BYTES_PER_ELEMENT > bytes.length - 4) return undefined
      columns[name] = new Type(bytes.buffer, bytes.byteOffset + at, n)
      at += pad8(n * Type.BYTES_PER_ELEMENT)
    }
    if (at + 4 !== bytes.length || view.getUint32(at, true) !== checksum(bytes.subarray(0, at))) return undefined
    return {
      file: json.file,
      state: restoreDiagnostics(json.state),
      saved: {
        // each made above, of its type in LAYOUT
        columns: columns as Columns,
        json: json.tree
      }
    }
  } catch {
    return undefined
  }
}

const restoreDiagnostics = (state: ReaderState): ReaderState => ({
  ...state,
  diagnostics: state.diagnostics.map((d): Diagnostic.Diagnostic => ({ ...d, line: d.line ?? undefined }))
})
