/**
 * The chat transcript as terminal lines: the active path's entries (and the reply streaming in)
 * turned into wrapped, toned lines. Pure. Only the tail that fits the screen is laid out, so a
 * long session costs what is visible, not what is on disk.
 */
import * as AssistantMessage from "../../domain/AssistantMessage.js"
import type { Entry } from "../../domain/Entry.js"
import stringWidth from "string-width"
import * as Json from "../../domain/Json.js"

export type Tone = "user" | "assistant" | "thinking" | "tool" | "meta" | "error"

export interface Line {
  readonly text: string
  readonly tone: Tone
}

/**
 * Splits text into lines that take at most `width` terminal columns (wide characters count
 * two), breaking at spaces where it can.
 */
export const wrap = (text: string, width: number): ReadonlyArray<string> => {
  const max = Math.max(2, width)
  const out: Array<string> = []
  for (const raw of text.replace(/\t/g, "  ").split("\n")) {
    let line: Array<string> = []
    let used = 0
    let space = -1
    for (const char of raw.replace(/[\u0000-\u001f\u007f]/g, " ")) {
      const columns = stringWidth(char)
      if (used + columns > max && line.length > 0) {
        if (char === " ") {
          out.push(line.join("").trimEnd())
          line = []
          used = 0
          space = -1
          continue
        }
        const rest = space > 0 ? line.slice(space + 1) : []
        out.push((space > 0 ? line.slice(0, space) : line).join("").trimEnd())
        line = rest
        used = rest.reduce((sum, c) => sum + stringWidth(c), 0)
        space = -1
      }
      if (char === " ") space = line.length
      line.push(char)
      used += columns
    }
    out.push(line.join(""))
  }
  return out
}

const toned = (text: string, tone: Tone, width: number, indent = ""): Array<Line> =>
  wrap(text, width - indent.length).map((piece) => ({ text: indent + piece, tone }))

const firstLine = (text: string, max = 160): string => {
  const line = text.trim().split("\n")[0] ?? ""
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** The lines of one message (user, assistant, tool result, summaries, custom, bash). */
export const messageLines = (message: Json.JsonObject, width: number): Array<Line> => {
  const content = message.content
  switch (message.role) {
    case "user":
      return toned(Json.contentText(content, "\n") || "(empty)", "user", width, "› ")
    case "assistant": {
      const lines: Array<Line> = []
      const blocks = Array.isArray(content) ? content : []
      for (const block of blocks) {
        if (!Json.isObject(block)) continue
        if (block.type === "text" && Json.asString(block.text).trim() !== "") lines.push(...toned(Json.asString(block.text), "assistant", width))
        else if (block.type === "thinking" && Json.asString(block.thinking).trim() !== "") lines.push(...toned(firstLine(Json.asString(block.thinking)), "thinking", width, "∴ "))
        else if (block.type === "toolCall") lines.push(...toned(`${Json.asString(block.name)} ${firstLine(JSON.stringify(block.arguments ?? {}), 120)}`, "tool", width, "⚙ "))
      }
      if (message.stopReason === "aborted") lines.push({ text: "(aborted)", tone: "error" })
      else if (message.stopReason === "error") lines.push(...toned(`Error: ${Json.asString(message.errorMessage) || "the model failed"}`, "error", width))
      return lines
    }
    case "toolResult": {
      const text = Json.contentText(content, "\n")
      const shown = text.split("\n").slice(0, 3).join("\n")
      return toned(`${Json.asString(message.toolName)}: ${shown || "(no output)"}`, message.isError === true ? "error" : "tool", width, "  ↳ ")
    }
    case "bashExecution": {
      const lines = commandLines(Json.asString(message.command), Json.asString(message.output), width)
      const end =
        message.cancelled === true
          ? "(cancelled)"
          : typeof message.exitCode === "number" && message.exitCode !== 0
            ? `(exit code ${message.exitCode})`
            : undefined
      if (end !== undefined) lines.push({ text: end, tone: "error" })
      if (message.truncated === true && typeof message.fullOutputPath === "string") lines.push(...toned(`(full output: ${message.fullOutputPath})`, "meta", width))
      if (message.excludeFromContext === true) lines.push({ text: "(not sent to the model)", tone: "meta" })
      return lines
    }
    case "branchSummary":
      return toned(`[branch summary] ${Json.asString(message.summary)}`, "meta", width)
    case "compactionSummary":
      return toned(`[compaction] ${firstLine(Json.asString(message.summary))}`, "meta", width)
    case "custom":
      return message.display === false ? [] : toned(`[${Json.asString(message.customType)}] ${Json.contentText(content, "\n")}`, "meta", width)
    default:
      return []
  }
}

/** The lines of one entry on the active path; entries that the chat does not show give none. */
export const entryLines = (entry: Entry, width: number): Array<Line> => {
  switch (entry.type) {
    case "message": {
      const message = entry.value.message
      return Json.isObject(message) ? messageLines(message, width) : []
    }
    // the entries that reach the model as messages read like those messages
    case "branch_summary":
      return messageLines({ ...entry.value, role: "branchSummary" }, width)
    case "compaction": {
      const before = entry.value.tokensBefore
      const tokens = typeof before === "number" ? `${Math.round(before / 1000)}k tokens` : "?"
      return toned(`[compaction: ${tokens}] ${firstLine(Json.asString(entry.value.summary))}`, "meta", width)
    }
    case "custom_message":
      return messageLines({ ...entry.value, role: "custom" }, width)
    case "model_change":
      return toned(`model: ${Json.asString(entry.value.provider)}/${Json.asString(entry.value.modelId)}`, "meta", width)
    case "session_info":
      return entry.name?.trim() ? toned(`session name: ${entry.name.trim()}`, "meta", width) : []
    default:
      // labels, context edits, usage, thinking levels, custom data (Arbor's leaf markers too)
      return []
  }
}

/** How many output lines of a shell command the transcript shows (its end). */
const COMMAND_LINES = 10

/** A shell command (`$ cmd`) and the end of its output. */
const commandLines = (command: string, output: string, width: number): Array<Line> => {
  const lines = toned(`$ ${command}`, "tool", width)
  const body = output.replace(/\n$/, "")
  if (body === "") return lines
  const all = body.split("\n")
  if (all.length > COMMAND_LINES) lines.push({ text: `  … ${all.length - COMMAND_LINES} more lines above`, tone: "meta" })
  for (const line of all.slice(-COMMAND_LINES)) lines.push(...toned(line, "assistant", width, "  "))
  return lines
}

/** A `!cmd` that is still running, with its output so far. */
export const runningCommandLines = (command: string, output: string, width: number): Array<Line> => [
  ...commandLines(command, output, width),
  { text: "(running; Esc stops it)", tone: "meta" }
]

/** The lines of the reply streaming in. */
export const partialLines = (partial: AssistantMessage.Partial, width: number): Array<Line> =>
  messageLines({ role: "assistant", content: AssistantMessage.content(partial) as Json.Json }, width)

export interface Viewport {
  readonly lines: ReadonlyArray<Line>
  /** Lines hidden above the viewport (at least; the walk stops once enough are laid out). */
  readonly above: number
}

/**
 * The last `height` lines of the transcript, `scroll` lines up from the bottom: entries are
 * laid out from the leaf backwards until the screen (plus the scroll) is filled. Blocks are
 * separated by a blank line.
 */
export const viewport = (
  path: ReadonlyArray<Entry>,
  trailing: ReadonlyArray<Line>,
  width: number,
  height: number,
  scroll: number
): Viewport => {
  const need = height + Math.max(0, scroll)
  const blocks: Array<ReadonlyArray<Line>> = trailing.length > 0 ? [trailing] : []
  let count = trailing.length
  for (let i = path.length - 1; i >= 0 && count < need + 1; i--) {
    const lines = entryLines(path[i] as Entry, width)
    if (lines.length === 0) continue
    blocks.push(lines)
    count += lines.length + 1
  }
  const all: Array<Line> = []
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (all.length > 0) all.push({ text: "", tone: "meta" })
    all.push(...(blocks[i] as ReadonlyArray<Line>))
  }
  const offset = Math.min(Math.max(0, scroll), Math.max(0, all.length - height))
  const end = all.length - offset
  const start = Math.max(0, end - height)
  return { lines: all.slice(start, end), above: start }
}
