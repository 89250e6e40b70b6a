/**
 * A tool call and its result as people read them, shared by the chat (`ToolView`) and the HTML
 * export: the call's heading (`edit notes.md`, `$ ls -la`, `read src/a.ts:10-29`, `grep /x/ in
 * src`), the text a `write` puts in its file, the result's output, an edit's stored diff, and how
 * long the tool took (`Took 0.1s`), following what pi 1.6.0 shows for its tools. Unknown tools
 * read as their name and `key=value` arguments. Pure.
 */
import * as Json from "../../domain/format/Json.js"

/** A call's heading: the tool's title (`$` for bash), what it acts on, and a muted note. */
export interface Heading {
  readonly title: string
  readonly target: string
  readonly note: string
}

/** Arguments of an unknown tool on the heading line: at most this many characters. */
const ARGS_CHARS = 100

const stringArg = (args: Json.JsonObject, ...keys: ReadonlyArray<string>): string => {
  for (const key of keys) if (typeof args[key] === "string") return args[key]
  return ""
}

const numberArg = (value: Json.Json | undefined): number | undefined => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? n : undefined
}

/** A read's line range: `:from` or `:from-to`; empty without offset and limit. */
const lineRange = (args: Json.JsonObject): string => {
  if (args.offset == null && args.limit == null) return ""
  const from = args.offset == null ? 1 : numberArg(args.offset)
  if (from === undefined) return ""
  if (args.limit == null) return `:${from}`
  const count = numberArg(args.limit)
  return count === undefined ? "" : `:${from}-${from + count - 1}`
}

/** How a call is headed. `args` is the call's arguments as stored (any JSON). */
export const heading = (name: string, args: Json.Json | undefined): Heading => {
  const a = Json.isObject(args) ? args : {}
  switch (name) {
    case "bash": {
      const timeout = numberArg(a.timeout)
      return { title: "$", target: stringArg(a, "command"), note: timeout === undefined ? "" : ` (timeout ${timeout}s)` }
    }
    case "read":
      return { title: "read", target: `${stringArg(a, "path", "file_path")}${lineRange(a)}`, note: "" }
    case "edit":
    case "write":
      return { title: name, target: stringArg(a, "path", "file_path"), note: "" }
    case "ls":
      return { title: "ls", target: stringArg(a, "path") || ".", note: "" }
    case "grep":
      return { title: "grep", target: `/${stringArg(a, "pattern")}/`, note: ` in ${stringArg(a, "path") || "."}` }
    case "find":
      return { title: "find", target: stringArg(a, "pattern"), note: ` in ${stringArg(a, "path") || "."}` }
    default: {
      const pairs = Object.entries(a).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(" ")
      return { title: name || "?", target: pairs.length > ARGS_CHARS ? `${pairs.slice(0, ARGS_CHARS - 1)}…` : pairs, note: "" }
    }
  }
}

/** The tools `heading` names in words; a call of any other also shows its arguments in full. */
export const HEADED: ReadonlySet<string> = new Set(["bash", "read", "edit", "write", "ls", "grep", "find"])

/** The heading as one line of text. */
export const headingText = (h: Heading): string => `${h.title}${h.target === "" ? "" : ` ${h.target}`}${h.note}`

/** The text a `write` call puts in its file; undefined for other calls. */
export const written = (name: string, args: Json.Json | undefined): string | undefined =>
  name === "write" && Json.isObject(args) && typeof args.content === "string" ? args.content : undefined

/** The path a call acts on (read, write, edit), for choosing a language; empty when none. */
export const path = (args: Json.Json | undefined): string => (Json.isObject(args) ? stringArg(args, "path", "file_path") : "")

/** The extension of the file a call names (`ts` for `src/a.ts`; none for `Makefile`): the language its text is highlighted in. */
export const extension = (args: Json.Json | undefined): string | undefined => /\.([^./\\]+)$/.exec(path(args))?.[1]

/** A tool result's text output: its text blocks joined, carriage returns dropped, trailing blank lines removed. */
export const output = (message: Json.JsonObject): string => Json.contentText(message.content, "\n").replace(/\r/g, "").replace(/\s+$/, "")

/** An edit result's stored diff (`details.diff`, pi's numbered form or an older unified diff); undefined when none. */
export const diff = (message: Json.JsonObject): string | undefined => {
  const stored = Json.isObject(message.details) ? message.details.diff : undefined
  return typeof stored === "string" && stored !== "" ? stored : undefined
}

/**
 * A command result's output and the notice about its truncation: when the output was cut and
 * saved whole to a file, the footer the model reads (`[Showing lines … Full output: …]`) leaves
 * the output and the notice says it instead (`[Full output: /tmp/… . Truncated: showing 2000 of
 * 2500 lines]`), as pi shows it.
 */
export const shellOutput = (message: Json.JsonObject): { readonly text: string; readonly notice: string | undefined } => {
  let text = output(message)
  const details = Json.isObject(message.details) ? message.details : {}
  const truncation = Json.isObject(details.truncation) ? details.truncation : {}
  const file = typeof details.fullOutputPath === "string" ? details.fullOutputPath : undefined
  const truncated = truncation.truncated === true
  if (truncated && file !== undefined && text.endsWith("]")) {
    const footer = text.lastIndexOf("\n\n[")
    if (footer !== -1 && text.slice(footer).includes(file)) text = text.slice(0, footer).replace(/\s+$/, "")
  }
  const parts: Array<string> = []
  if (file !== undefined) parts.push(`Full output: ${file}`)
  if (truncated) {
    parts.push(
      truncation.truncatedBy === "lines"
        ? `Truncated: showing ${String(truncation.outputLines)} of ${String(truncation.totalLines)} lines`
        : `Truncated: ${String(truncation.outputLines)} lines shown`
    )
  }
  return { text, notice: parts.length === 0 ? undefined : `[${parts.join(". ")}]` }
}

/** `4.2s` below a minute, then `1m 30s` and `2h 3m 4s` (pi's form). */
export const duration = (ms: number): string => {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)}s`
  const whole = Math.floor(seconds)
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return `${minutes}m ${whole % 60}s`
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m ${whole % 60}s`
}

/** `Took 0.1s` for a result that recorded how long its tool ran (`durationMs`); undefined otherwise. */
export const took = (message: Json.JsonObject): string | undefined =>
  typeof message.durationMs === "number" && Number.isFinite(message.durationMs) && message.durationMs >= 0
    ? `Took ${duration(message.durationMs)}`
    : undefined
