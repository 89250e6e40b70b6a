/**
 * The exports of a path (`arbor export`, RPC `export_html`): each entry as a section (a
 * heading and its parts, or one note line for an event) and the Markdown text of the path.
 * `HtmlExport` draws the same sections as a page. Pure: strings in, strings out; the Markdown
 * ends with a newline, as a file does.
 *
 * Entry values are parsed from their text on each use rather than through `Entry.value`, so an
 * export of a large file does not keep every parsed line alive.
 */
import type { Entry, Header } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as Diff from "../../domain/tools/Diff.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { entrySummary, group, printable } from "../cli/Render.js"
import * as ToolCall from "./ToolCall.js"

/**
 * A piece of an exported entry: Markdown text, code (in a language, when known), thinking, a
 * note, a tool call's heading (`edit notes.md`, `$ ls -la`), an edit's stored diff, or a
 * command's output (whose last lines, with its errors and exit status, matter most).
 */
export type Part =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "code"; readonly text: string; readonly lang?: string }
  | { readonly kind: "thinking"; readonly text: string }
  | { readonly kind: "note"; readonly text: string }
  | { readonly kind: "call"; readonly text: string }
  | { readonly kind: "diff"; readonly text: string }
  | { readonly kind: "output"; readonly text: string }

export type Kind = "user" | "assistant" | "tool" | "system" | "summary" | "custom" | "event"

/** An entry as the exports show it: a heading and its parts, or (kind `event`) one note line. */
export interface Section {
  readonly entry: Entry
  readonly kind: Kind
  readonly title: string
  readonly parts: ReadonlyArray<Part>
}

const text = (value: string): ReadonlyArray<Part> => (value.trim() === "" ? [] : [{ kind: "text", text: value }])
const code = (value: string, lang?: string): ReadonlyArray<Part> =>
  value === "" ? [] : [lang === undefined ? { kind: "code", text: value } : { kind: "code", text: value, lang }]
const note = (value: string): Part => ({ kind: "note", text: value })

const contentParts = (content: Json.Json | undefined, asCode: boolean): ReadonlyArray<Part> => {
  if (typeof content === "string") return asCode ? code(content) : text(content)
  return Json.asArray(content).flatMap((block): ReadonlyArray<Part> => {
    if (!Json.isObject(block)) return []
    if (block.type === "text") return asCode ? code(Json.asString(block.text)) : text(Json.asString(block.text))
    if (block.type === "image") return [note(`image${block.mimeType ? ` (${Json.asString(block.mimeType)})` : ""}`)]
    return []
  })
}

const assistantParts = (message: Json.JsonObject): ReadonlyArray<Part> => {
  const parts: Array<Part> = []
  const content = message.content
  if (typeof content === "string") parts.push(...text(content))
  for (const block of Json.asArray(content)) {
    if (!Json.isObject(block)) continue
    if (block.type === "text") parts.push(...text(Json.asString(block.text)))
    else if (block.type === "thinking") {
      if (block.redacted === true) parts.push(note("thinking redacted"))
      else if (Json.asString(block.thinking).trim() !== "") parts.push({ kind: "thinking", text: Json.asString(block.thinking) })
    } else if (block.type === "toolCall") parts.push(...callParts(Json.asString(block.name), block.arguments))
  }
  if (message.stopReason === "aborted") parts.push(note("aborted"))
  if (Json.asString(message.errorMessage) !== "") parts.push(note(`error: ${Json.asString(message.errorMessage)}`))
  if (parts.length === 0) parts.push(note("no content"))
  return parts
}

/** A tool call as the chat shows it: its heading, a write's text, an unknown tool's arguments. */
const callParts = (name: string, args: Json.Json | undefined): ReadonlyArray<Part> => {
  const parts: Array<Part> = [{ kind: "call", text: ToolCall.headingText(ToolCall.heading(name, args)) }]
  const content = ToolCall.written(name, args)
  if (content !== undefined) parts.push(...code(content, ToolCall.extension(args)))
  else if (!ToolCall.HEADED.has(name) && args !== undefined) parts.push(...code(JSON.stringify(args, null, 2), "json"))
  return parts
}

/** A tool result as the chat shows it: an edit's diff, a command's output and time, other output as code. */
const resultParts = (message: Json.JsonObject): ReadonlyArray<Part> => {
  const name = Json.asString(message.toolName)
  const failed = message.isError === true
  const stored = failed ? undefined : ToolCall.diff(message)
  // an edit's change, as pi shows it: the numbered diff of `details.diff` (either form)
  if (stored !== undefined) return [{ kind: "diff", text: Diff.numberedForm(stored) }]
  if (name === "bash") {
    // a command's time, as pi shows it for commands
    const shell = ToolCall.shellOutput(message)
    const took = ToolCall.took(message)
    const output: ReadonlyArray<Part> = shell.text === "" ? [] : [{ kind: "output", text: shell.text }]
    return [...output, ...[shell.notice, took].flatMap((n) => (n === undefined ? [] : [note(n)]))]
  }
  return contentParts(message.content, true)
}

const toolNames = (tools: Json.Json | undefined): Array<string> =>
  Json.asArray(tools).flatMap((tool) => (Json.isObject(tool) && typeof tool.name === "string" ? [tool.name] : []))

const systemParts = (message: Json.JsonObject): ReadonlyArray<Part> => {
  const parts: Array<Part> = [...contentParts(message.content, true)]
  if (Json.isObject(message.sections)) {
    for (const [name, value] of Object.entries(message.sections)) {
      if (typeof value === "string") parts.push(note(`section ${name}`), ...code(value))
      else parts.push(note(`section ${name} removed`))
    }
  }
  const added = toolNames(message.toolsAdded)
  const removed = toolNames(message.toolsRemoved)
  if (added.length > 0) parts.push(note(`tools added: ${added.join(", ")}`))
  if (removed.length > 0) parts.push(note(`tools removed: ${removed.join(", ")}`))
  return parts
}

const messageSection = (entry: Entry, message: Json.JsonObject): Section | undefined => {
  const section = (kind: Kind, title: string, parts: ReadonlyArray<Part>): Section => ({ entry, kind, title, parts })
  switch (message.role) {
    case "user":
      return section("user", "User", contentParts(message.content, false))
    case "assistant": {
      const model = [Json.asString(message.provider), Json.asString(message.model)].filter((s) => s !== "").join("/")
      return section("assistant", model === "" ? "Assistant" : `Assistant (${model})`, assistantParts(message))
    }
    case "toolResult":
      return section("tool", `Tool result: ${Json.asString(message.toolName) || "?"}${message.isError === true ? " (error)" : ""}`, resultParts(message))
    case "system":
      return section("system", "System", systemParts(message))
    case "bashExecution": {
      const output = Json.asString(message.output)
      const parts: Array<Part> = [...code(`$ ${Json.asString(message.command)}${output === "" ? "" : `\n${output}`}`)]
      if (typeof message.exitCode === "number") parts.push(note(`exit code ${message.exitCode}`))
      if (message.cancelled === true) parts.push(note("cancelled"))
      if (message.truncated === true) parts.push(note("output truncated"))
      return section("tool", "Bash", parts)
    }
    case "custom":
      return section("custom", Json.asString(message.customType) || "Custom message", contentParts(message.content, false))
    case "branchSummary":
      return section("summary", "Branch summary", text(Json.asString(message.summary)))
    case "compactionSummary":
      return section("summary", "Compaction summary", text(Json.asString(message.summary)))
    default:
      return typeof message.role === "string"
        ? section("custom", message.role, contentParts(message.content, false))
        : undefined
  }
}

/** How the exports show one entry. */
export const sectionOf = (entry: Entry): Section => {
  const value = Json.parseObject(entry.text)
  const event: Section = { entry, kind: "event", title: "", parts: [note(entrySummary(entry))] }
  switch (entry.type) {
    case "message":
      return Json.isObject(value.message) ? (messageSection(entry, value.message) ?? event) : event
    case "compaction": {
      const before = value.tokensBefore
      return {
        entry,
        kind: "summary",
        title: typeof before === "number" ? `Compaction (${group(before)} tokens before)` : "Compaction",
        parts: text(Json.asString(value.summary))
      }
    }
    case "branch_summary":
      return { entry, kind: "summary", title: "Branch summary", parts: text(Json.asString(value.summary)) }
    case "custom_message":
      return { entry, kind: "custom", title: Json.asString(value.customType) || "Custom message", parts: contentParts(value.content, false) }
    default:
      return event
  }
}

/** The sections of the path from the root to `leafId`, leaf markers left out. */
export const pathSections = (tree: SessionTree.SessionTree, leafId: string | null): ReadonlyArray<Section> =>
  SessionTree.path(tree, leafId)
    .filter((entry) => !entry.isLeafMarker)
    .map(sectionOf)

/** The session's name, else `Session <id>`. */
export const sessionTitle = (tree: SessionTree.SessionTree, header: Header): string => SessionTree.sessionName(tree) ?? `Session ${header.id}`

// Markdown ------------------------------------------------------------------------------------

/** Inline text with every Markdown-significant character escaped, on one line. */
const inline = (value: string): string => printable(value.replace(/\s+/g, " ")).replace(/[\\`*_[\]<>|~&#]/g, "\\$&")

/**
 * Message text as it was written (it is Markdown already, HTML included); only a fence left
 * open is closed, so that it cannot swallow the rest of the export.
 */
const markdownText = (value: string): string => {
  const out: Array<string> = []
  let fence: string | undefined
  for (const line of value.split(/\r?\n/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined) {
      if (marker !== undefined) fence = marker
      out.push(line)
    } else {
      const closes = marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)
      if (closes) fence = undefined
      out.push(line)
    }
  }
  if (fence !== undefined) out.push(fence)
  return out.join("\n")
}

/** A fenced code block whose fence is longer than any backtick run inside. */
const fenced = (value: string, lang = ""): string => {
  let longest = 0
  for (const run of value.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  const fence = "`".repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${value.replace(/\n$/, "")}\n${fence}`
}

const markdownPart = (part: Part): string => {
  switch (part.kind) {
    case "text":
      return markdownText(part.text)
    case "code":
      return fenced(part.text, part.lang)
    case "thinking":
      return ["> *Thinking*", ">", ...markdownText(part.text).split("\n").map((line) => `> ${line}`.trimEnd())].join("\n")
    case "note":
      return `*${inline(part.text)}*`
    case "call":
      return `**${inline(part.text)}**`
    case "diff":
      return fenced(part.text, "diff")
    case "output":
      return fenced(part.text)
  }
}

/**
 * The active path (root → `leafId`) as Markdown: a title and the session's facts, then a
 * `##` heading per message or summary with its text; other entries as one italic line.
 * Message text stays as written; tool calls and output go in fenced code.
 */
export const markdown = (tree: SessionTree.SessionTree, header: Header, leafId: string | null): string => {
  const out: Array<string> = [`# ${inline(sessionTitle(tree, header))}`, ""]
  out.push(`- Session: ${inline(header.id)}`)
  if (header.cwd !== undefined) out.push(`- Cwd: ${inline(header.cwd)}`)
  if (typeof header.timestamp === "string") out.push(`- Started: ${inline(header.timestamp)}`)
  out.push(`- Leaf: ${leafId === null ? "(before the first entry)" : inline(leafId)}`, "")
  const sections = pathSections(tree, leafId)
  if (sections.length === 0) out.push("*No entries on the path.*", "")
  for (const section of sections) {
    if (section.kind !== "event") out.push(`## ${inline(section.title)}`, "")
    for (const part of section.parts) out.push(markdownPart(part), "")
  }
  return out.join("\n")
}
