/**
 * The optional search tools behind `Tools`: `grep` (file contents), `find` (file paths by glob)
 * and `ls` (one directory). `grep` and `find` walk the tree without following symbolic links,
 * skip `.git` and whatever the `.gitignore` files say (those of the repository above the
 * searched directory too), and stop at their limits with a note saying so.
 */
import type * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { Dirent } from "node:fs"
import * as fsp from "node:fs/promises"
import * as FileKind from "../../domain/format/FileKind.js"
import type * as Json from "../../domain/format/Json.js"
import * as BuiltinTools from "../../domain/tools/BuiltinTools.js"
import * as Glob from "../../domain/tools/Glob.js"
import * as ToolArguments from "../../domain/tools/ToolArguments.js"
import * as Truncation from "../../domain/tools/Truncation.js"
import * as Toolkit from "./Toolkit.js"

export interface Deps {
  readonly path: Path.Path
  /** A tool's path argument as an absolute path. */
  readonly resolve: (raw: string) => string
}

const MAX_LINE = 500

/** The first `units` UTF-16 code units of `line`, one fewer rather than half a surrogate pair. */
const headOf = (line: string, units: number): string => {
  const high = line.charCodeAt(units - 1)
  const low = line.charCodeAt(units)
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? line.slice(0, units - 1) : line.slice(0, units)
}
const MAX_FILE = 10 * 1024 * 1024

const NumberLike = Schema.Union(Schema.Number, Schema.NumberFromString)
const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

const GrepArgs = Schema.Struct({
  pattern: Schema.String,
  path: optional(Schema.String),
  glob: optional(Schema.String),
  ignoreCase: optional(Schema.Boolean),
  literal: optional(Schema.Boolean),
  context: optional(NumberLike),
  limit: optional(NumberLike)
})
const FindArgs = Schema.Struct({ pattern: Schema.String, path: optional(Schema.String), limit: optional(NumberLike) })
const LsArgs = Schema.Struct({ path: optional(Schema.String), limit: optional(NumberLike) })

const failure = (message: string): Toolkit.ToolResult => Toolkit.error(message)

/** A built-in tool's arguments decoded (`ToolArguments.decode`), or the tool's answer saying what is wrong with them. */
const decode = <A, I>(schema: Schema.Schema<A, I>, tool: BuiltinTools.Name, args: Json.JsonObject): Either.Either<A, Toolkit.ToolResult> =>
  Either.mapLeft(ToolArguments.decode(schema, tool, BuiltinTools.specs[tool].parameters, args), failure)

const count = (value: number | undefined, fallback: number) => (value === undefined || !(value > 0) ? fallback : Math.floor(value))

/** A listing is cut by bytes only, as pi's: its entry, match or result limit already caps the lines. */
const LISTING_LIMITS: Truncation.Limits = { maxLines: Number.MAX_SAFE_INTEGER, maxBytes: Truncation.MAX_BYTES }

/**
 * A listing cut to the output limit, with pi's notes and `details`: the limit a search reached
 * (`limit`: pi's key for it, `resultLimitReached`, `matchLimitReached` or `entryLimitReached`,
 * and pi's note), the truncation when the text was cut, `linesTruncated` when long lines were
 * shortened; no details otherwise. The notes go in one bracket after a blank line, joined by
 * ". ", in that order, as pi writes them.
 */
const capped = (
  text: string,
  limit: { readonly key: string; readonly value: number; readonly note: string } | undefined,
  linesTruncated = false
): Toolkit.ToolResult => {
  const cut = Truncation.head(text, LISTING_LIMITS)
  const details: { [key: string]: Json.Json } = {}
  const notes: Array<string> = []
  if (limit !== undefined) {
    notes.push(limit.note)
    details[limit.key] = limit.value
  }
  if (cut.truncated) {
    notes.push(`${Truncation.formatSize(Truncation.MAX_BYTES)} limit reached`)
    details.truncation = Truncation.record(cut, LISTING_LIMITS)
  }
  if (linesTruncated) {
    notes.push(`Some lines truncated to ${MAX_LINE} chars. Use read tool to see full lines`)
    details.linesTruncated = true
  }
  const shown = notes.length === 0 ? cut.content : `${cut.content}\n\n[${notes.join(". ")}]`
  return Object.keys(details).length === 0 ? Toolkit.text(shown) : { ...Toolkit.text(shown), details }
}

const readDir = (dir: string) => Effect.tryPromise(() => fsp.readdir(dir, { withFileTypes: true })).pipe(Effect.orElseSucceed((): Array<Dirent> => []))

const readText = (file: string) => Effect.tryPromise(() => fsp.readFile(file, "utf8")).pipe(Effect.orElseSucceed(() => undefined))

export const make = ({ path, resolve }: Deps) => {
  /** The nearest directory at or above `dir` that holds `.git`, if any. */
  const gitRoot = (dir: string) =>
    Effect.gen(function*() {
      for (let current = dir;; current = path.dirname(current)) {
        const found = yield* Effect.tryPromise(() => fsp.stat(path.join(current, ".git"))).pipe(Effect.option)
        if (found._tag === "Some") return current
        if (path.dirname(current) === current) return undefined
      }
    })

  const scopeOf = (dir: string, base: string) =>
    Effect.map(readText(path.join(dir, ".gitignore")), (text) => (text === undefined ? [] : [{ base, rules: Glob.parseGitignore(text) }]))

  /**
   * The files under `root` that are not ignored, in sorted order, relative to `root`; stops
   * once `visit` returns false.
   */
  const walk = (root: string, visit: (relative: string, absolute: string) => Effect.Effect<boolean>) =>
    Effect.gen(function*() {
      const top = (yield* gitRoot(root)) ?? root
      // paths are checked against the ignore files relative to the repository's top
      const prefix = path.relative(top, root).split(path.sep).filter((p) => p !== "").join("/")
      const outer: Array<Glob.Scope> = []
      const parts = prefix === "" ? [] : prefix.split("/")
      for (let i = 0; i < parts.length; i++) {
        const rel = parts.slice(0, i).join("/")
        outer.push(...(yield* scopeOf(path.join(top, ...parts.slice(0, i)), rel)))
      }
      /** Visits a directory's files and subdirectories in name order; false once `visit` asked to stop. */
      const visitDir = (dir: string, rel: string, inherited: ReadonlyArray<Glob.Scope>): Effect.Effect<boolean> =>
        Effect.gen(function*() {
          const scopes = [...inherited, ...(yield* scopeOf(dir, rel))]
          const entries = (yield* readDir(dir)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          for (const entry of entries) {
            if (entry.name === ".git") continue
            const childRel = rel === "" ? entry.name : `${rel}/${entry.name}`
            const isDir = entry.isDirectory()
            if (Glob.ignored(scopes, childRel, isDir)) continue
            const absolute = path.join(dir, entry.name)
            if (isDir) {
              if (!(yield* visitDir(absolute, childRel, scopes))) return false
            } else if (entry.isFile()) {
              const relative = prefix === "" ? childRel : childRel.slice(prefix.length + 1)
              if (!(yield* visit(relative, absolute))) return false
            }
          }
          return true
        })
      yield* visitDir(root, prefix, outer)
    })

  const statOf = (absolute: string) => Effect.tryPromise(() => fsp.stat(absolute)).pipe(Effect.option)

  const find = (args: Json.JsonObject) =>
    Effect.gen(function*() {
      const decoded = decode(FindArgs, "find", args)
      if (Either.isLeft(decoded)) return decoded.left
      const root = resolve(decoded.right.path ?? ".")
      const info = yield* statOf(root)
      if (info._tag === "None") return failure(`Path not found: ${root}`)
      if (!info.value.isDirectory()) return failure(`${decoded.right.path} is not a directory`)
      const limit = count(decoded.right.limit, 1000)
      // fd's smart case, as pi's find runs it
      const matches = Glob.matcher(decoded.right.pattern, Glob.smartCase(decoded.right.pattern))
      const found: Array<string> = []
      let more = false
      yield* walk(root, (relative) =>
        Effect.sync(() => {
          if (!matches(relative)) return true
          if (found.length >= limit) {
            more = true
            return false
          }
          found.push(relative)
          return true
        }))
      if (found.length === 0) return Toolkit.text("No files found matching pattern")
      const reached = { key: "resultLimitReached", value: limit, note: `${limit} results limit reached. Use limit=${limit * 2} for more, or refine pattern` }
      return capped(found.join("\n"), more ? reached : undefined)
    })

  const grep = (args: Json.JsonObject) =>
    Effect.gen(function*() {
      const decoded = decode(GrepArgs, "grep", args)
      if (Either.isLeft(decoded)) return decoded.left
      const options = decoded.right
      const flags = options.ignoreCase === true ? "i" : ""
      const text = options.literal === true ? options.pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : options.pattern
      let re: RegExp
      try {
        re = new RegExp(text, flags)
      } catch (error) {
        return failure(`Invalid regular expression ${options.pattern}: ${(error as Error).message}`)
      }
      const target = resolve(options.path ?? ".")
      const info = yield* statOf(target)
      if (info._tag === "None") return failure(`Path not found: ${target}`)
      const limit = count(options.limit, 100)
      const context = Math.max(0, Math.floor(options.context ?? 0))
      const include = options.glob === undefined ? () => true : Glob.matcher(options.glob)
      const out: Array<string> = []
      let matched = 0
      let more = false
      let linesCut = false
      const searchFile = (relative: string, absolute: string) =>
        Effect.gen(function*() {
          if (!include(relative)) return true
          const size = yield* statOf(absolute)
          if (size._tag === "None" || size.value.size > MAX_FILE) return true
          const bytes = yield* Effect.tryPromise(() => fsp.readFile(absolute)).pipe(Effect.option)
          if (bytes._tag === "None" || FileKind.isBinary(bytes.value)) return true
          const lines = bytes.value.toString("utf8").split(/\r?\n/)
          let lastShown = -1
          for (let i = 0; i < lines.length; i++) {
            if (!re.test(lines[i] as string)) continue
            if (matched >= limit) {
              more = true
              return false
            }
            matched++
            // no separator between context groups: pi shows none
            const from = Math.max(lastShown + 1, i - context)
            for (let j = from; j <= Math.min(lines.length - 1, i + context); j++) {
              const line = lines[j] as string
              if (line.length > MAX_LINE) linesCut = true
              const shown = line.length > MAX_LINE ? `${headOf(line, MAX_LINE)}... [truncated]` : line
              out.push(`${relative}${j === i ? ":" : "-"}${j + 1}${j === i ? ":" : "-"} ${shown}`)
              lastShown = j
            }
          }
          return true
        })
      if (info.value.isDirectory()) yield* walk(target, searchFile)
      else yield* searchFile(path.basename(target), target)
      if (matched === 0) return Toolkit.text("No matches found")
      const reached = { key: "matchLimitReached", value: limit, note: `${limit} matches limit reached. Use limit=${limit * 2} for more, or refine pattern` }
      return capped(out.join("\n"), more ? reached : undefined, linesCut)
    })

  const ls = (args: Json.JsonObject) =>
    Effect.gen(function*() {
      const decoded = decode(LsArgs, "ls", args)
      if (Either.isLeft(decoded)) return decoded.left
      const shown = decoded.right.path ?? "."
      const dir = resolve(shown)
      const info = yield* statOf(dir)
      if (info._tag === "None") return failure(`Path not found: ${dir}`)
      if (!info.value.isDirectory()) return failure(`Not a directory: ${dir}`)
      const limit = count(decoded.right.limit, 500)
      const entries = yield* readDir(dir)
      // sorted by name as pi sorts them, the directory mark added after
      const sorted = [...entries].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      const names: Array<string> = []
      for (const entry of sorted) {
        let isDir = entry.isDirectory()
        if (!isDir && entry.isSymbolicLink()) {
          const target = yield* statOf(path.join(dir, entry.name))
          isDir = target._tag === "Some" && target.value.isDirectory()
        }
        names.push(isDir ? `${entry.name}/` : entry.name)
      }
      if (names.length === 0) return Toolkit.text("(empty directory)")
      const reached = { key: "entryLimitReached", value: limit, note: `${limit} entries limit reached. Use limit=${limit * 2} for more` }
      return capped(names.slice(0, limit).join("\n"), names.length > limit ? reached : undefined)
    })

  return { grep: Effect.fn("Tools.grep")(grep), find: Effect.fn("Tools.find")(find), ls: Effect.fn("Tools.ls")(ls) }
}
