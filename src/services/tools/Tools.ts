/**
 * Arbor's built-in tools as a `Toolkit`: `read`, `bash`, `edit`, `write` (on by default) and
 * `grep`, `find`, `ls`, with pi's names and argument shapes. They act on the real project
 * without asking for confirmation, as pi's do: paths are relative to the session's working
 * directory, but nothing stops a tool from reaching outside it.
 *
 * Every call is interruptible (an aborted `bash` takes its whole process group with it), and
 * writes to one file (`edit`, `write`) are serialized. A failure is a tool result with
 * `isError: true` and a message for the model, never a failed effect.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Encoding from "effect/Encoding"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as FileKind from "../../domain/format/FileKind.js"
import type * as Json from "../../domain/format/Json.js"
import * as BuiltinTools from "../../domain/tools/BuiltinTools.js"
import * as Edits from "../../domain/tools/Edits.js"
import * as ToolArguments from "../../domain/tools/ToolArguments.js"
import * as Truncation from "../../domain/tools/Truncation.js"
import { Shell } from "./Shell.js"
import * as Toolkit from "./Toolkit.js"
import * as Search from "./ToolsSearch.js"

export interface Config {
  /** The directory relative paths start from (the session's cwd). */
  readonly cwd: string
  /** The tools to offer, in this order (default: read, bash, edit, write). */
  readonly tools?: ReadonlyArray<BuiltinTools.Name> | undefined
  /** `~` in paths (default: `$HOME`). */
  readonly home?: string | undefined
}

/** Images larger than this (base64) are refused rather than sent to a model. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** A call that could not be done; pi's tools throw then, and pi records the message with empty `details`. */
const failure = (message: string): Toolkit.ToolResult => Toolkit.error(message)

const NumberLike = Schema.Union(Schema.Number, Schema.NumberFromString)
const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

const ReadArgs = Schema.Struct({ path: Schema.String, offset: optional(NumberLike), limit: optional(NumberLike) })
const BashArgs = Schema.Struct({ command: Schema.String, timeout: optional(NumberLike) })
const WriteArgs = Schema.Struct({ path: Schema.String, content: Schema.String })
const EditItem = Schema.Struct({ oldText: Schema.String, newText: Schema.String })
// the single-replacement shape older sessions used is read as `edits` first (withLegacyEdit)
const EditArgs = Schema.Struct({ path: Schema.String, edits: Schema.Array(EditItem) })

/** Decodes a tool's arguments, or says what is wrong with them. */
/** A built-in tool's arguments decoded (`ToolArguments.decode`), or the tool's answer saying what is wrong with them. */
const decode = <A, I>(schema: Schema.Schema<A, I>, tool: BuiltinTools.Name, args: Json.JsonObject): Either.Either<A, Toolkit.ToolResult> =>
  Either.mapLeft(ToolArguments.decode(schema, tool, BuiltinTools.specs[tool].parameters, args), failure)

const isNotFound = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { readonly reason?: unknown }).reason === "NotFound"

/**
 * The single-replacement shape older sessions used (`oldText`, `newText` beside `path`) as one
 * more entry of `edits`, as pi reads it before checking the arguments.
 */
const withLegacyEdit = (args: Json.JsonObject): Json.JsonObject => {
  const { newText, oldText, ...rest } = args
  if (typeof oldText !== "string" || typeof newText !== "string") return args
  const edits = Array.isArray(args.edits) ? args.edits : []
  return { ...rest, edits: [...edits, { oldText, newText }] }
}

/** The longest a timer waits (2^31 - 1 ms), so the longest bash timeout. */
const MAX_TIMER_MS = 2_147_483_647

/** pi sends a running command's output at most every 100 ms. */
const UPDATE_EVERY_MS = 100

/**
 * A running command's output as pi's updates: an empty one at the start, then the output so far
 * (its last 2,000 lines / 50 KB, with the truncation when cut) at most every 100 ms, and what
 * is still unsent when the command ends.
 */
const outputUpdates = (onUpdate: Toolkit.OnUpdate) => {
  let kept = ""
  let lastSent = 0
  let unsent = false
  const send = () => {
    unsent = false
    lastSent = Date.now()
    const cut = Truncation.tail(kept)
    onUpdate({ content: [{ type: "text", text: cut.content }], details: cut.truncated ? { truncation: Truncation.record(cut) } : {} })
  }
  onUpdate({ content: [] })
  return {
    output: (text: string) => {
      // enough of the end to cut the last 50 KB from
      kept = (kept + text).slice(-4 * Truncation.MAX_BYTES)
      unsent = true
      if (Date.now() - lastSent >= UPDATE_EVERY_MS) send()
    },
    finish: () => {
      if (unsent) send()
    }
  }
}

/** A missing file in the system's words, as pi's `read` passes them on. */
const notFound = (file: string): string => `ENOENT: no such file or directory, access '${file}'`

/** A status after a command's output, a blank line between (pi's form: the output kept as is). */
const withStatus = (text: string, status: string): string => (text === "" ? status : `${text}\n\n${status}`)

const describe = (error: unknown): string => {
  if (typeof error === "object" && error !== null) {
    const e = error as { readonly reason?: unknown; readonly description?: unknown; readonly message?: unknown }
    if (typeof e.description === "string" && e.description !== "") return e.description
    if (typeof e.message === "string") return e.message
  }
  return String(error)
}

export const make = (config: Config) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const shell = yield* Shell
    const home = config.home ?? process.env.HOME ?? "/"
    const names = config.tools ?? BuiltinTools.DEFAULT

    /** pi's path rules: a leading `@` dropped, `~` expanded, relative to the working directory. */
    const resolve = (raw: string): string => {
      const p = raw.startsWith("@") ? raw.slice(1) : raw
      if (p === "~") return home
      if (p.startsWith("~/")) return path.join(home, p.slice(2))
      return path.resolve(config.cwd, p)
    }

    // one writer per file at a time
    const locks = new Map<string, Effect.Semaphore>()
    const exclusive = <A, E, R>(file: string, effect: Effect.Effect<A, E, R>) => {
      let lock = locks.get(file)
      if (lock === undefined) {
        lock = Effect.unsafeMakeSemaphore(1)
        locks.set(file, lock)
      }
      return lock.withPermits(1)(effect)
    }

    /**
     * A file's bytes, or the tool result that says why not, in the system's words as pi's tools
     * pass them on (`ENOENT: ...`, `EISDIR: ...`); `missing` words the missing-file case for
     * tools that say it otherwise.
     */
    const readBytes = (file: string, missing: (file: string) => string = notFound) =>
      Effect.gen(function*() {
        const info = yield* fs.stat(file)
        if (info.type === "Directory") return Either.left(failure("EISDIR: illegal operation on a directory, read"))
        return Either.right(yield* fs.readFile(file))
      }).pipe(
        Effect.catchAll((error) => Effect.succeed(Either.left(failure(isNotFound(error) ? missing(file) : describe(error)))))
      )

    const read = (args: Json.JsonObject) =>
      Effect.gen(function*() {
        const decoded = decode(ReadArgs, "read", args)
        if (Either.isLeft(decoded)) return decoded.left
        const { limit, offset } = decoded.right
        const file = resolve(decoded.right.path)
        const bytes = yield* readBytes(file)
        if (Either.isLeft(bytes)) return bytes.left
        const data = bytes.right
        const image = FileKind.imageType(data)
        if (image !== undefined) {
          const base64 = Encoding.encodeBase64(data)
          if (base64.length > MAX_IMAGE_BYTES) {
            return failure(
              `${decoded.right.path} is an image of ${Truncation.formatSize(data.length)}; images over ${
                Truncation.formatSize(MAX_IMAGE_BYTES)
              } (encoded) are not sent.`
            )
          }
          return {
            content: [{ type: "text", text: `Read image file [${image}]` }, { type: "image", data: base64, mimeType: image }],
            isError: false
          } satisfies Toolkit.ToolResult
        }
        if (FileKind.isBinary(data)) {
          return failure(`${decoded.right.path} is a binary file (${Truncation.formatSize(data.length)}); it cannot be shown as text.`)
        }
        // a byte-order mark is shown, as pi shows it
        return readText(new TextDecoder("utf-8", { ignoreBOM: true }).decode(data), decoded.right.path, offset, limit)
      })

    const write = (args: Json.JsonObject) =>
      Effect.gen(function*() {
        const decoded = decode(WriteArgs, "write", args)
        if (Either.isLeft(decoded)) return decoded.left
        const file = resolve(decoded.right.path)
        const content = decoded.right.content
        return yield* exclusive(
          file,
          Effect.gen(function*() {
            yield* fs.makeDirectory(path.dirname(file), { recursive: true })
            yield* fs.writeFileString(file, content)
            return Toolkit.text(`Successfully wrote to ${decoded.right.path}`)
          })
          // the system's words, as pi passes them on (`EEXIST: file already exists, mkdir '/abs/f.txt'`)
        ).pipe(Effect.catchAll((error) => Effect.succeed(failure(describe(error)))))
      })

    const edit = (args: Json.JsonObject) =>
      Effect.gen(function*() {
        const decoded = decode(EditArgs, "edit", withLegacyEdit(args))
        if (Either.isLeft(decoded)) return decoded.left
        const shown = decoded.right.path
        const edits = decoded.right.edits
        const file = resolve(shown)
        return yield* exclusive(
          file,
          Effect.gen(function*() {
            const bytes = yield* readBytes(file, () => `Could not edit file: ${shown}. Error code: ENOENT.`)
            if (Either.isLeft(bytes)) return bytes.left
            if (FileKind.isBinary(bytes.right)) return failure(`${shown} is a binary file; edit only changes text files.`)
            const applied = Edits.apply(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.right), edits, shown)
            if (Either.isLeft(applied)) return failure(applied.left.message)
            const { content, diff, firstChangedLine, patch } = applied.right
            yield* fs.writeFileString(file, content)
            // pi's order: the numbered diff, the unified patch, the first changed line
            const details: { [key: string]: Json.Json } = { diff, patch }
            if (firstChangedLine !== undefined) details.firstChangedLine = firstChangedLine
            return {
              content: [{ type: "text", text: `Successfully replaced ${edits.length} block(s) in ${shown}.` }],
              isError: false,
              details
            } satisfies Toolkit.ToolResult
          })
        ).pipe(Effect.catchAll((error) => Effect.succeed(failure(describe(error)))))
      })

    const bash = (args: Json.JsonObject, onUpdate?: Toolkit.OnUpdate) =>
      Effect.gen(function*() {
        const decoded = decode(BashArgs, "bash", args)
        if (Either.isLeft(decoded)) return decoded.left
        const seconds = decoded.right.timeout
        // pi's limits and words: a positive finite number of seconds, at most what a timer can wait
        if (seconds !== undefined && !(Number.isFinite(seconds) && seconds > 0)) return failure("Invalid timeout: must be a finite number of seconds")
        if (seconds !== undefined && seconds * 1000 > MAX_TIMER_MS) return failure(`Invalid timeout: maximum is ${MAX_TIMER_MS / 1000} seconds`)
        const cancel = yield* Toolkit.abortSignal
        const progress = onUpdate === undefined ? undefined : outputUpdates(onUpdate)
        const ran = yield* Effect.either(
          shell.run(decoded.right.command, { cwd: config.cwd, timeout: seconds === undefined ? undefined : seconds * 1000, onOutput: progress?.output, cancel })
        )
        progress?.finish()
        if (Either.isLeft(ran)) return failure(ran.left.message)
        const result = ran.right
        // aborted: what it printed, then pi's status line (pi's text for a tool that threw: no details)
        if (result.cancelled) return Toolkit.error(withStatus(result.output, "Command aborted"))
        const t = result.truncation
        // what the model sees of the output: as is, and where it was cut, which part is shown
        let shown = result.output
        if (t.truncated) {
          const first = t.totalLines - t.outputLines + 1
          const where = result.fullOutputPath === undefined ? "" : `. Full output: ${result.fullOutputPath}`
          const note = t.lastLinePartial
            ? `[Showing last ${Truncation.formatSize(Truncation.utf8Length(t.content))} of line ${t.totalLines} (line is ${
              Truncation.formatSize(t.lastLineBytes ?? Truncation.utf8Length(t.content))
            })${where}]`
            : t.truncatedBy === "lines"
            ? `[Showing lines ${first}-${t.totalLines} of ${t.totalLines}${where}]`
            : `[Showing lines ${first}-${t.totalLines} of ${t.totalLines} (${Truncation.formatSize(Truncation.MAX_BYTES)} limit)${where}]`
          shown = `${shown === "" ? "(no output)" : shown}\n\n${note}`
        }
        if (result.timedOut) return failure(withStatus(shown, `Command timed out after ${seconds} seconds`))
        if (result.exitCode === undefined) return failure(withStatus(shown === "" ? "(no output)" : shown, "Command terminated without an exit code"))
        // pi's details: only for a cut output, the truncation and where the whole output is
        const details: Json.JsonObject | undefined = t.truncated
          ? { truncation: Truncation.record(t), ...(result.fullOutputPath === undefined ? {} : { fullOutputPath: result.fullOutputPath }) }
          : undefined
        const text = shown === "" ? "(no output)" : shown
        if (result.exitCode !== 0) {
          return {
            content: [{ type: "text", text: withStatus(text, `Command exited with code ${result.exitCode}`) }],
            isError: true,
            ...(details === undefined ? {} : { details })
          } satisfies Toolkit.ToolResult
        }
        return { content: [{ type: "text", text }], isError: false, ...(details === undefined ? {} : { details }) } satisfies Toolkit.ToolResult
      })

    const search = Search.make({ path, resolve })

    const run: Record<BuiltinTools.Name, (args: Json.JsonObject) => Effect.Effect<Toolkit.ToolResult>> = {
      read: Effect.fn("Tools.read")(read),
      bash: Effect.fn("Tools.bash")(bash),
      edit: Effect.fn("Tools.edit")(edit),
      write: Effect.fn("Tools.write")(write),
      grep: search.grep,
      find: search.find,
      ls: search.ls
    }
    return Toolkit.make(names.map((name) => ({ ...BuiltinTools.specs[name], run: run[name] })))
  })

/**
 * A text file's lines from `offset` for `limit` lines, cut at pi's limits, with pi's note on how
 * to read on. As in pi, the text is shown as it is (a final line break kept), and the lines are
 * counted as pi counts them: the empty rest after a final line break is a line too, so a file of
 * "a\nb\n" has 3 lines and an offset past 3 is refused.
 */
export const readText = (text: string, shown: string, offset: number | undefined, limit: number | undefined): Toolkit.ToolResult => {
  const lines = text.split("\n")
  const start = offset === undefined ? 0 : Math.max(0, Math.floor(offset) - 1)
  if (start >= lines.length) return failure(`Offset ${offset} is beyond end of file (${lines.length} lines total)`)
  const end = limit === undefined ? lines.length : Math.min(start + Math.max(0, Math.floor(limit)), lines.length)
  const cut = Truncation.head(lines.slice(start, end).join("\n"))
  // as pi's read tool, a cut text keeps its truncation in `details`
  const truncated = (text: string): Toolkit.ToolResult => ({ ...Toolkit.text(text), details: { truncation: Truncation.record(cut) } })
  const first = start + 1
  if (cut.firstLineTooLong) {
    const size = Truncation.formatSize(Truncation.utf8Length(lines[start] ?? ""))
    return truncated(
      `[Line ${first} is ${size}, exceeds ${
        Truncation.formatSize(Truncation.MAX_BYTES)
      } limit. Use bash: sed -n '${first}p' ${shown} | head -c ${Truncation.MAX_BYTES}]`
    )
  }
  if (cut.truncated) {
    const last = start + cut.outputLines
    const limitNote = cut.truncatedBy === "lines" ? "" : ` (${Truncation.formatSize(Truncation.MAX_BYTES)} limit)`
    return truncated(`${cut.content}\n\n[Showing lines ${first}-${last} of ${lines.length}${limitNote}. Use offset=${last + 1} to continue.]`)
  }
  if (limit !== undefined && end < lines.length) {
    return Toolkit.text(`${cut.content}\n\n[${lines.length - end} more lines in file. Use offset=${end + 1} to continue.]`)
  }
  return Toolkit.text(cut.content)
}

/** The built-in tools as the application's `Toolkit`. */
export const layer = (config: Config): Layer.Layer<Toolkit.Toolkit, never, FileSystem.FileSystem | Path.Path | Shell> =>
  Layer.effect(Toolkit.Toolkit, make(config))
