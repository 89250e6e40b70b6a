/**
 * The chat's slash commands as data: their names, arguments and descriptions, which ones match
 * what is being typed (the menu that opens on `/`), and how a submitted line reads. Pure. The UI
 * runs them; `/hotkeys` and docs/chat.md list them. A new command is a new name and row here,
 * and a case where the UI runs it (the compiler asks for it).
 */

export type Name =
  | "model"
  | "thinking"
  | "scoped-models"
  | "tree"
  | "fork"
  | "clone"
  | "new"
  | "resume"
  | "session"
  | "name"
  | "compact"
  | "settings"
  | "export"
  | "import"
  | "copy"
  | "reload"
  | "trust"
  | "hotkeys"
  | "quit"

export interface Command {
  readonly name: Name
  /** How its argument is written, when it takes one. */
  readonly args?: string
  readonly description: string
}

export const all: ReadonlyArray<Command> = [
  { name: "tree", description: "navigate the session tree: move to any entry, summarize the branch left" },
  { name: "fork", description: "a new session from an earlier user message" },
  { name: "clone", description: "a new session holding the active branch" },
  { name: "new", description: "start a new session" },
  { name: "resume", description: "resume another session" },
  { name: "session", description: "file, id, name, message counts, tokens and cost" },
  { name: "name", args: "[name]", description: "name the session, or show its name" },
  { name: "compact", args: "[instructions]", description: "summarize older context now" },
  { name: "model", args: "[provider/model]", description: "switch the model, or choose it from a list" },
  { name: "thinking", args: "[level]", description: "set the thinking level, or choose it from a list" },
  { name: "scoped-models", description: "choose the models Ctrl+P cycles through" },
  { name: "settings", description: "view and change the settings" },
  { name: "export", args: "[path]", description: "write the session as an HTML page (or the branch as .jsonl)" },
  { name: "import", args: "<path.jsonl>", description: "copy a session file here (its id and cwd kept) and continue it" },
  { name: "copy", description: "copy the last answer to the clipboard" },
  { name: "reload", description: "read the instruction files (AGENTS.md) again into the system prompt" },
  { name: "trust", description: "save whether to trust this project folder from the next start" },
  { name: "hotkeys", description: "the keyboard shortcuts and commands" },
  { name: "quit", description: "quit Arbor" }
]

/**
 * The line under the command menu when it shows only some of the commands (pi's scroll
 * indicator): the chosen one's position among them and how many match, `  (3/15)`.
 */
export const menuCount = (selected: number, total: number, shown: number): string | undefined => shown < total ? `  (${selected + 1}/${total})` : undefined

/** Other names a command answers to. */
const ALIASES: { readonly [alias: string]: Name } = { exit: "quit" }

/** The command named `name` (without the slash), aliases included. */
export const find = (name: string): Command | undefined => {
  const lower = name.toLowerCase()
  const wanted = ALIASES[lower] ?? lower
  return all.find((c) => c.name === wanted)
}

/** Whether a word is written like a command (`/tree`, `/my-cmd`), as opposed to a path such as `/etc/hosts`. */
const looksLikeCommand = (word: string): boolean => /^\/[A-Za-z][\w-]*$/.test(word)

/**
 * The commands the menu offers for the editor's text: while it is one line, a `/` and the start
 * of a name (no space yet), the names that start with it first, then those that contain it.
 */
export const suggestions = (text: string): ReadonlyArray<Command> => {
  if (!/^\/[\w-]*$/.test(text)) return []
  const typed = text.slice(1).toLowerCase()
  const starting = all.filter((c) => c.name.startsWith(typed))
  const containing = all.filter((c) => !c.name.startsWith(typed) && c.name.includes(typed))
  return [...starting, ...containing]
}

/** A submitted line as a command: its name and the rest; undefined when it does not start with a command-like word. */
export const parse = (text: string): { readonly word: string; readonly command: Command | undefined; readonly rest: string } | undefined => {
  const word = text.split(/\s+/)[0] ?? ""
  if (!looksLikeCommand(word)) return undefined
  return { word, command: find(word.slice(1)), rest: text.slice(word.length).trim() }
}
