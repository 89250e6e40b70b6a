/**
 * What `/export`, `/copy` and `/import` compute before anything is written: the path argument as
 * pi reads it, the file and format an export goes to, the JSONL of the active branch, the text
 * of the last answer, and the name and the question of an import. Pure; the view writes the
 * files and the clipboard.
 */
import type { Entry, Header } from "../../domain/format/Entry.js"
import { storedMessage } from "../../domain/format/Entry.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as RpcProtocol from "../rpc/RpcProtocol.js"

/**
 * A command's path argument as pi reads it: the first word, or what a pair of quotes (`"` or
 * `'`) encloses; undefined when there is none (or a quote is not closed).
 */
export const pathArgument = (rest: string): string | undefined => {
  const text = rest.trimStart()
  if (text === "") return undefined
  const quote = text[0]
  if (quote === "\"" || quote === "'") {
    const close = text.indexOf(quote, 1)
    return close < 0 ? undefined : text.slice(1, close)
  }
  return text.split(/\s/)[0]
}

export type ExportFormat = "html" | "jsonl"

/**
 * Where `/export [path]` writes and in which format: a path ending in `.jsonl` gets the active
 * branch as JSONL, any other the HTML page; without a path, `arbor-session-<session file name
 * without .jsonl>.html` (the session id for a session without a file), as `export_html` names
 * it. Relative paths are the caller's to resolve against the working directory.
 */
export const exportTarget = (rest: string, file: string | undefined, sessionId: string): { readonly path: string; readonly format: ExportFormat } => {
  const given = pathArgument(rest)
  if (given !== undefined) return { path: given, format: given.endsWith(".jsonl") ? "jsonl" : "html" }
  const base = file === undefined ? sessionId : (file.split(/[\\/]/).pop() ?? sessionId).replace(/\.jsonl$/, "")
  return { path: `arbor-session-${base}.html`, format: "html" }
}

/** The active branch as a session file: the header, then the entries from the root to the leaf, each line as stored. */
export const branchJsonl = (header: Header, tree: SessionTree.SessionTree): string => `${SessionFile.lines(header, SessionTree.branch(tree)).join("\n")}\n`

/**
 * The text of the last answer on `path` (its text blocks, joined, trimmed), as pi's `/copy`
 * takes it: an assistant message that has text, or that ended normally; aborted or failed
 * replies and tool calls without text are passed over (RPC's `get_last_assistant_text` rule).
 * Undefined when there is none.
 */
export const lastAssistantText = (path: ReadonlyArray<Entry>): string | undefined =>
  RpcProtocol.lastAssistantText(
    path.flatMap((entry) => {
      const message = entry.type === "message" && entry.role === "assistant" ? storedMessage(entry) : undefined
      return message === undefined ? [] : [message]
    })
  )

/**
 * The name an imported session file takes in the session directory, as pi's `/import` picks it:
 * its own name first (`attempt` 0), then `<name>-1.jsonl`, `<name>-2.jsonl`, … for each name
 * already taken, so that an import never replaces a session.
 */
export const importName = (name: string, attempt: number): string => {
  if (attempt === 0) return name
  const dot = name.lastIndexOf(".")
  return dot > 0 ? `${name.slice(0, dot)}-${attempt}${name.slice(dot)}` : `${name}-${attempt}`
}

/**
 * pi's question before `/import` replaces the session, with pi's text: Yes (selected, as in pi;
 * its key is the path to import) or No (the empty key).
 */
export const importQuestion = (source: string): {
  readonly title: string
  readonly items: ReadonlyArray<{ readonly key: string; readonly label: string }>
  readonly selected: string
} => ({ title: `Replace current session with ${source}?`, items: [{ key: source, label: "Yes" }, { key: "", label: "No" }], selected: source })
