/**
 * One line of a session file: the header or a session entry. Pure.
 *
 * An `Entry` keeps the exact JSON text it came from, so an entry nobody changed is written
 * back byte for byte, and decodes its full value lazily: loading a large file only extracts
 * the few fields the tree index needs (`id`, `parentId`, `type`, `timestamp`, and the label
 * and name fields), while the rest of the line is parsed when a query needs it.
 *
 * The constructors below build the entries Arbor creates in pi's key order, leaving out
 * undefined keys, so their text is exactly what pi would write.
 */
import { type ByteSource, LineChanged } from "../scan/ByteSource.js"
import * as Json from "./Json.js"

/** The `customType` of Arbor's durable-navigation marker (spec decision 4). */
export const LEAF_MARKER = "arbor.leaf"

/** The fields of an entry that its line's scan gives, without decoding the rest. */
export interface Meta {
  readonly id: string | undefined
  readonly parentId: string | null | undefined
  readonly type: string | undefined
  readonly targetId: string | undefined
  readonly label: string | undefined
  readonly name: string | undefined
  readonly customType: string | undefined
  readonly role: string | undefined
  /** `Json.millis` of the timestamp. */
  readonly millis: number
}

/** A session entry: any file entry that is not a header. */
export class Entry implements Meta {
  /** Entry id; undefined when the line has no string id. */
  readonly id: string | undefined
  /** Parent id: a string, `null` for a root, undefined when the key is missing or not a string. */
  readonly parentId: string | null | undefined
  /** The `type` field, when it is a string. */
  readonly type: string | undefined
  /** For `label` entries: the target id and the label text (when a string). */
  readonly targetId: string | undefined
  readonly label: string | undefined
  /** For `session_info` entries: the name (when a string). */
  readonly name: string | undefined
  /** For `custom` entries: the custom type. */
  readonly customType: string | undefined
  /** For `message` entries: the message role (when a string). */
  readonly role: string | undefined
  /** `Json.millis` of the timestamp (NaN when it is not an ISO time). */
  readonly millis: number
  #text: string | undefined
  #value: Json.JsonObject | undefined
  readonly #source: ByteSource | undefined
  readonly #offset: number
  readonly #length: number

  private constructor(
    meta: Meta,
    text: string | undefined,
    value: Json.JsonObject | undefined,
    /** 1-based line number in the file it was read from; undefined for new entries. */
    readonly line: number | undefined,
    source: ByteSource | undefined,
    offset: number,
    length: number
  ) {
    this.id = meta.id
    this.parentId = meta.parentId
    this.type = meta.type
    this.targetId = meta.targetId
    this.label = meta.label
    this.name = meta.name
    this.customType = meta.customType
    this.role = meta.role
    this.millis = meta.millis
    this.#text = text
    this.#value = value
    this.#source = source
    this.#offset = offset
    this.#length = length
  }

  /** The compact JSON text of the entry (no line terminator), exactly as stored. */
  get text(): string {
    if (this.#text !== undefined) return this.#text
    // a scanned entry's text is decoded when asked for, not kept: its value is what queries keep
    return decodeUtf8(this.#stored())
  }

  /** The UTF-8 bytes of `text` (a view of the stored bytes for a scanned entry: do not change them). */
  bytes(): Uint8Array {
    if (this.#text === undefined) return this.#stored()
    return encoder.encode(this.#text)
  }

  /** A scanned entry's bytes (every entry has its text or a source). */
  #stored(): Uint8Array {
    return this.#source === undefined ? encoder.encode(this.#text) : this.#source.read(this.#offset, this.#length)
  }

  /**
   * The full parsed entry. Treat it as read-only. Throws `LineChanged` when a scanned entry's
   * bytes are no longer a JSON object (the scan's verdict is exact: they were one when read).
   */
  get value(): Json.JsonObject {
    if (this.#value === undefined) {
      let value: unknown
      try {
        value = JSON.parse(this.text)
      } catch {
        throw new LineChanged(this.line)
      }
      if (!Json.isObject(value)) throw new LineChanged(this.line)
      this.#value = value
    }
    return this.#value
  }

  /** The raw `timestamp` field. */
  get timestamp(): Json.Json | undefined {
    return this.value.timestamp
  }

  /** True for Arbor's durable-navigation marker. */
  get isLeafMarker(): boolean {
    return this.customType === LEAF_MARKER
  }

  /** True for a `message` entry whose role is `user` or `assistant`: what makes pi write a file. */
  get isConversation(): boolean {
    return this.role === "user" || this.role === "assistant"
  }

  /** An entry with the same fields but another `parentId`, in the key's original position. */
  withParent(parentId: string | null): Entry {
    if (parentId === this.parentId && this.value.parentId === parentId) return this
    return Entry.fromValue({ ...this.value, parentId })
  }

  /** Builds an entry from a value (its text is the value's JSON). */
  static fromValue(value: Json.JsonObject): Entry {
    return Entry.parsed(Json.stringify(value), value, undefined)
  }

  /** An entry read from `text` (a line), whose parsed value is `value`. */
  static parsed(text: string, value: Json.JsonObject, line: number | undefined): Entry {
    return new Entry(metaOf(value), text, value, line, undefined, 0, 0)
  }

  /** An entry whose text is `source`'s bytes `[offset, offset + length)`, described by `meta`. */
  static scanned(meta: Meta, line: number | undefined, source: ByteSource, offset: number, length: number): Entry {
    return new Entry(meta, undefined, undefined, line, source, offset, length)
  }
}

/**
 * The `message` of a `message` entry as stored, whatever its shape beyond being an object: what
 * the context rules read, as pi reads it (see `EntrySchema.message` for the typed message).
 * Undefined for other entries and for a message that is no object. An entry whose `role` is
 * set always has one.
 */
export const storedMessage = (entry: Entry): Json.JsonObject | undefined => {
  if (entry.type !== "message") return undefined
  const message = entry.value.message
  return Json.isObject(message) ? message : undefined
}

/** The index fields of a parsed entry value. */
export const metaOf = (value: Json.JsonObject): Meta => {
  const type = typeof value.type === "string" ? value.type : undefined
  const parentId = value.parentId
  const isLabel = type === "label"
  const message = type === "message" ? value.message : undefined
  return {
    id: typeof value.id === "string" ? value.id : undefined,
    parentId: parentId === null || typeof parentId === "string" ? parentId : undefined,
    type,
    targetId: isLabel && typeof value.targetId === "string" ? value.targetId : undefined,
    label: isLabel && typeof value.label === "string" ? value.label : undefined,
    name: type === "session_info" && typeof value.name === "string" ? value.name : undefined,
    customType: type === "custom" && typeof value.customType === "string" ? value.customType : undefined,
    role: Json.isObject(message) && typeof message.role === "string" ? message.role : undefined,
    millis: Json.millis(value.timestamp)
  }
}

const utf8 = new TextDecoder("utf-8", { ignoreBOM: true })
const encoder = new TextEncoder()
const decodeUtf8 = (bytes: Uint8Array): string => utf8.decode(bytes)

/** The session header (first line). */
export class Header {
  readonly id: string
  readonly cwd: string | undefined
  readonly version: Json.Json | undefined
  readonly timestamp: Json.Json | undefined
  readonly parentSession: string | undefined

  constructor(
    readonly text: string,
    readonly value: Json.JsonObject,
    readonly line: number | undefined = undefined
  ) {
    this.id = typeof value.id === "string" ? value.id : ""
    this.cwd = typeof value.cwd === "string" ? value.cwd : undefined
    this.version = value.version
    this.timestamp = value.timestamp
    this.parentSession = typeof value.parentSession === "string" ? value.parentSession : undefined
  }

  static fromValue(value: Json.JsonObject): Header {
    return new Header(Json.stringify(value), value)
  }
}

/** The current format version. */
export const CURRENT_VERSION = 3

/** A version-3 header in pi's key order. */
export const header = (fields: {
  readonly id: string
  readonly timestamp: string
  readonly cwd: string
  readonly parentSession?: string | undefined
}): Header =>
  Header.fromValue(
    withoutUndefined({
      type: "session",
      version: CURRENT_VERSION,
      id: fields.id,
      timestamp: fields.timestamp,
      cwd: fields.cwd,
      parentSession: fields.parentSession
    })
  )

/** The base fields every new entry carries. */
export interface Base {
  readonly id: string
  readonly parentId: string | null
  readonly timestamp: string
}

const base = (type: string, b: Base) => ({ type, id: b.id, parentId: b.parentId, timestamp: b.timestamp })

const make = (value: Record<string, Json.Json | undefined>): Entry => Entry.fromValue(withoutUndefined(value))

/** Drops keys whose value is undefined, keeping the order of the rest. */
export const withoutUndefined = (value: Record<string, Json.Json | undefined>): Json.JsonObject => {
  const out: Record<string, Json.Json> = {}
  for (const key in value) {
    const v = value[key]
    if (v !== undefined) out[key] = v
  }
  return out
}

export const message = (b: Base, message: Json.JsonObject): Entry => make({ ...base("message", b), message })

export const thinkingLevelChange = (b: Base, thinkingLevel: string): Entry => make({ ...base("thinking_level_change", b), thinkingLevel })

export const modelChange = (b: Base, provider: string, modelId: string): Entry => make({ ...base("model_change", b), provider, modelId })

export const usage = (
  b: Base,
  fields: { readonly kind: string; readonly provider: string; readonly model: string; readonly usage: Json.Json; readonly note?: string | undefined }
): Entry =>
  make({
    ...base("usage", b),
    kind: fields.kind,
    provider: fields.provider,
    model: fields.model,
    usage: fields.usage,
    note: fields.note ? fields.note : undefined
  })

export interface CompactionFields {
  readonly summary: string
  readonly firstKeptEntryId: string
  readonly tokensBefore: number
  readonly details?: Json.Json | undefined
  readonly usage?: Json.Json | undefined
  readonly fromHook?: boolean | undefined
  readonly systemMessage?: Json.JsonObject | undefined
}

export const compaction = (b: Base, f: CompactionFields): Entry =>
  make({
    ...base("compaction", b),
    summary: f.summary,
    firstKeptEntryId: f.firstKeptEntryId,
    tokensBefore: f.tokensBefore,
    details: f.details,
    usage: f.usage,
    fromHook: f.fromHook,
    systemMessage: f.systemMessage
  })

export interface BranchSummaryFields {
  readonly fromId: string
  readonly summary: string
  readonly details?: Json.Json | undefined
  readonly usage?: Json.Json | undefined
  readonly fromHook?: boolean | undefined
}

export const branchSummary = (b: Base, f: BranchSummaryFields): Entry =>
  make({
    ...base("branch_summary", b),
    fromId: f.fromId,
    summary: f.summary,
    details: f.details,
    usage: f.usage,
    fromHook: f.fromHook
  })

export const custom = (b: Base, customType: string, data?: Json.Json): Entry =>
  make({ type: "custom", customType, data, id: b.id, parentId: b.parentId, timestamp: b.timestamp })

export const customMessage = (
  b: Base,
  f: { readonly customType: string; readonly content: Json.Json; readonly display: boolean; readonly details?: Json.Json | undefined }
): Entry =>
  make({
    type: "custom_message",
    customType: f.customType,
    content: f.content,
    display: f.display,
    details: f.details,
    id: b.id,
    parentId: b.parentId,
    timestamp: b.timestamp
  })

/** `replacement` is always written, even when null. */
export const contextEdit = (b: Base, targetId: string, replacement: Json.JsonObject | null): Entry =>
  make({ ...base("context_edit", b), targetId, replacement })

/** An undefined label leaves the key out; an empty string is written as `"label":""`. */
export const label = (b: Base, targetId: string, label?: string | undefined): Entry => make({ ...base("label", b), targetId, label })

export const sessionInfo = (b: Base, name: string): Entry => make({ ...base("session_info", b), name })

/** Arbor's durable-navigation marker: a `custom` entry whose parent is the new leaf. */
export const leafMarker = (b: Base): Entry => custom(b, LEAF_MARKER)

/** pi's name sanitizing: each run of CR/LF becomes one space, then trim. */
export const sanitizeName = (name: string): string => name.replace(/[\r\n]+/g, " ").trim()
