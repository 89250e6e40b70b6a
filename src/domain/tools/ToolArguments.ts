/**
 * A tool call's arguments checked against the tool's JSON Schema the way pi 1.6.0 checks them
 * before a tool runs, with pi's leniency and pi's message for the model. Lenient: a number,
 * boolean or null where a string is expected becomes its text, a numeric string where a number
 * is expected becomes the number, a single value where an array is expected becomes a
 * one-element array, and a null optional property is dropped. What cannot be read so is
 * reported as `Validation failed for tool "NAME":` with one `  - PATH: PROBLEM` line per
 * problem (`missing`, `expected string, got object`; paths dotted, `edits.0.oldText`), then the
 * arguments as received. Covers the schema shapes Arbor's built-in tools use (objects with
 * `properties` and `required`, arrays with `items`, strings, numbers, booleans). Pure.
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import type * as Json from "../format/Json.js"

type Problem = { readonly path: string; readonly message: string }

const kind = (value: Json.Json): string => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)

const isObject = (value: Json.Json | undefined): value is Json.JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** `value` read as `schema` says, or the problems found; `path` names where it is. */
const read = (schema: Json.JsonObject, value: Json.Json, path: ReadonlyArray<string>, problems: Array<Problem>): Json.Json => {
  const at = path.length === 0 ? "root" : path.join(".")
  const expected = (type: string) => {
    problems.push({ path: at, message: `expected ${type}, got ${kind(value)}` })
    return value
  }
  switch (schema.type) {
    case "string":
      if (typeof value === "string") return value
      return typeof value === "number" || typeof value === "boolean" || value === null ? String(value) : expected("string")
    case "number":
      if (typeof value === "number") return value
      if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value)
      return expected("number")
    case "boolean":
      if (typeof value === "boolean") return value
      if (value === "true" || value === "false") return value === "true"
      return expected("boolean")
    case "array": {
      const items = isObject(schema.items) ? schema.items : undefined
      const list = Array.isArray(value) ? value : [value]
      return items === undefined ? list : list.map((item, i) => read(items, item, [...path, String(i)], problems))
    }
    case "object": {
      if (!isObject(value)) return expected("object")
      const properties = isObject(schema.properties) ? schema.properties : {}
      const required = Array.isArray(schema.required) ? schema.required : []
      const out: { [key: string]: Json.Json } = { ...value }
      for (const [key, property] of Object.entries(properties)) {
        const given = value[key]
        if (given === undefined || (given === null && !required.includes(key))) {
          delete out[key]
          if (required.includes(key)) problems.push({ path: [...path, key].join("."), message: "missing" })
          continue
        }
        if (isObject(property)) out[key] = read(property, given, [...path, key], problems)
      }
      return out
    }
    default:
      return value
  }
}

/**
 * The arguments of a call of tool `name` read by its `parameters` schema, or pi's message saying
 * why they cannot be (the text of the failed tool result).
 */
export const check = (name: string, parameters: Json.JsonObject, args: Json.JsonObject): Either.Either<Json.JsonObject, string> => {
  const problems: Array<Problem> = []
  const value = read(parameters, args, [], problems)
  if (problems.length === 0 && isObject(value)) return Either.right(value)
  const lines = problems.map((problem) => `  - ${problem.path}: ${problem.message}`).join("\n")
  return Either.left(`Validation failed for tool "${name}":\n${lines}\n\nReceived arguments:\n${JSON.stringify(args, null, 2)}`)
}

/**
 * A tool's arguments decoded: first read by the tool's JSON Schema `parameters` with pi's
 * leniency and in pi's words (`check`), then by its `schema`; the Left is what the tool answers.
 */
export const decode = <A, I>(schema: Schema.Schema<A, I>, name: string, parameters: Json.JsonObject, args: Json.JsonObject): Either.Either<A, string> =>
  Either.flatMap(check(name, parameters, args), (checked) =>
    Either.mapLeft(
      Schema.decodeUnknownEither(schema)(checked),
      (error) => `Invalid arguments for ${name}: ${ParseResult.TreeFormatter.formatErrorSync(error)}`
    ))
