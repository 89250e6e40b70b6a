/**
 * JSON values as pi reads and writes them. Pure.
 *
 * pi serializes with `JSON.stringify` and parses with `JSON.parse`; Arbor does the same so
 * that every line it writes has exactly the bytes pi would write.
 */

export type Json = null | boolean | number | string | ReadonlyArray<Json> | JsonObject

export interface JsonObject {
  readonly [key: string]: Json
}

/** True for a non-null, non-array object. */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The compact JSON text of a value, as `JSON.stringify` gives it (undefined keys left out). */
export const stringify = (value: unknown): string => JSON.stringify(value)

/** Parses JSON text; `undefined` when the text is not JSON. */
export const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The JSON object `text` holds; an empty object when it holds anything else or is not JSON. */
export const parseObject = (text: string): JsonObject => {
  const value = parse(text)
  return isObject(value) ? value : {}
}

/** The value when it is a string, else the empty string. */
export const asString = (value: unknown): string => (typeof value === "string" ? value : "")

/** The value when it is an array, else no elements. */
export const asArray = (value: unknown): ReadonlyArray<Json> => (Array.isArray(value) ? (value as ReadonlyArray<Json>) : [])

/** `Date.parse` of an ISO timestamp; `NaN` when it does not parse or is not a string. */
export const millis = (iso: unknown): number => (typeof iso === "string" ? Date.parse(iso) : Number.NaN)

/** The text of a content value: the string itself, or its text blocks joined by `separator`. */
export const contentText = (content: unknown, separator: string): string => {
  if (typeof content === "string") return content
  if (!Array.isArray(content)) return ""
  const parts: Array<string> = []
  for (const block of content) {
    if (isObject(block) && block.type === "text" && typeof block.text === "string") parts.push(block.text)
  }
  return parts.join(separator)
}

/** JSON text written in pieces: strings, and UTF-8 bytes copied from stored lines. */
export type Pieces = Iterable<Uint8Array | string>

const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/** Pieces as one string. */
export const join = (pieces: Pieces): string => {
  const parts: Array<string> = []
  for (const piece of pieces) parts.push(typeof piece === "string" ? piece : decoder.decode(piece))
  return parts.join("")
}
