/**
 * Arbor's command-line grammar, as plain data: every command, argument and option with its
 * description. Everything about the command line comes from it: the text of `arbor --help` and
 * `arbor COMMAND --help`, the check of the arguments that turns wrong usage into one line
 * (`unknown option '--bogus'`), both answered here before Effect loads, and the @effect/cli
 * commands that run (`CliCommand` builds them from this table). Pure: the caller says whether to
 * use colour and how wide the terminal is.
 */

export interface OptionHelp {
  /** Short name first when there is one: `["-p", "--print"]`. */
  readonly names: ReadonlyArray<string>
  /** The value's placeholder (`TEXT`, `DIR`); absent for a flag. */
  readonly value?: string
  /** The only values accepted. */
  readonly choices?: ReadonlyArray<string>
  /** The value when the option is not given (else the parsed value is an `Option`). */
  readonly default?: string
  readonly repeatable?: boolean
  readonly required?: boolean
  /** The field the parsed value lands in (default: the long name in camel case, `--session-dir` → `sessionDir`). */
  readonly key?: string
  readonly description: string
}

export interface ArgHelp {
  readonly name: string
  readonly optional?: boolean
  /** The field the parsed value lands in (default: the name in lower case). */
  readonly key?: string
  readonly description: string
}

export interface CommandHelp {
  readonly name: string
  /** One line for the command list. */
  readonly summary: string
  /** More about it, shown by `arbor COMMAND --help` under the usage line. */
  readonly description?: string
  readonly args: ReadonlyArray<ArgHelp>
  readonly options: ReadonlyArray<OptionHelp>
}

// ---------------------------------------------------------------------------------------------
// The commands

// the literal types are kept (`as const`): `CliCommand` derives each parsed field's type from them
const SESSION = { name: "SESSION", key: "file", description: "a session file (.jsonl), a session id or an id prefix" } as const
const json = (description: string) => ({ names: ["--json"], description }) as const
const sessionDir = {
  names: ["--session-dir"],
  value: "DIR",
  description: "where new session files go (default: pi's directory for the working directory)"
} as const
const model = {
  names: ["--model"],
  value: "PROVIDER/ID",
  description:
    "the model, e.g. anthropic/claude-sonnet-4-5, openai/gpt-5, openai-compatible/qwen3 (default: $ARBOR_MODEL, else the model the session records, else the settings' defaultModel, else the configured model pi would choose, else the offline responder)"
} as const
const leaves = {
  names: ["--leaf"],
  value: "ID",
  repeatable: true,
  key: "leaves",
  description: "the entry to end at instead of the current leaf; repeat it for several (then an array is printed)"
} as const
const root = { names: ["--root"], description: "also answer for the position before the first entry" } as const

/** The subcommands, with their literal types (`CliCommand` reads them). */
export const commandGrammar = [
  {
    name: "ls",
    summary: "list sessions, newest first",
    description:
      "Lists the sessions of the working directory (or of --cwd, or of every project with --all): last activity, message count, name or first message, id and file.",
    args: [],
    options: [
      { names: ["--cwd"], value: "DIR", description: "list the sessions of DIR instead of the working directory" },
      { names: ["--all"], description: "list the sessions of every project" },
      { names: ["--session-dir"], value: "DIR", description: "list a custom session directory instead of pi's" },
      { names: ["--search"], value: "TEXT", description: "only sessions whose name or messages contain TEXT (case-insensitive)" },
      json("print the sessions as JSON: path, id, cwd, name, dates, message count, first message")
    ]
  },
  {
    name: "tree",
    summary: "show the whole session tree",
    description:
      "Every entry of every branch, one a line: branch points indent, the active path is marked •, labels are shown in brackets and the current leaf with ◀ leaf.",
    args: [SESSION],
    options: [
      { names: ["--all"], description: "also show Arbor's arbor.leaf marker entries (hidden by default)" },
      json("print the tree as JSON in pi's getTree shape: [{ entry, children, label?, labelTimestamp? }]")
    ]
  },
  {
    name: "branch",
    summary: "the entries from the root to a leaf",
    args: [SESSION],
    options: [leaves, root, json("print the entries as JSON (their full values)")]
  },
  {
    name: "context",
    summary: "what the model is sent at a leaf",
    description:
      "The messages, thinking level and model that the model would see, built as pi builds them (compactions, branch summaries and context edits applied).",
    args: [SESSION],
    options: [leaves, root, json("print { messages, thinkingLevel, model } as JSON")]
  },
  {
    name: "fork",
    summary: "a new session holding the path before an entry (pi's /fork)",
    description:
      "Copies the path up to ENTRY_ID into a new session file beside SESSION. Forking before a user message leaves its text to be sent again (printed as the selected text).",
    args: [SESSION, { name: "ENTRY_ID", key: "entry", description: "the entry to fork at (usually a user message)" }],
    options: [
      { names: ["--at"], description: "keep the entry itself in the new session (default: fork before a user message)" },
      sessionDir,
      json("print { file, selectedText } as JSON")
    ]
  },
  {
    name: "clone",
    summary: "a new session holding the active branch (pi's /clone)",
    args: [SESSION],
    options: [
      { names: ["--leaf"], value: "ID", description: "clone the branch ending at ID instead of the active one" },
      sessionDir,
      json("print { file } as JSON")
    ]
  },
  {
    name: "fork-from",
    summary: "copy a whole session into another project (pi's --fork)",
    description: "Copies every entry of SESSION, all branches, into a new session whose working directory is DIR.",
    args: [SESSION],
    options: [
      { names: ["--cwd"], value: "DIR", required: true, description: "the working directory of the copy" },
      sessionDir,
      json("print { file } as JSON")
    ]
  },
  {
    name: "navigate",
    summary: "move the leaf to another entry (pi's /tree)",
    description:
      "Moves the session's leaf to TARGET_ID, recorded in the file so that the next arbor or pi run continues there. A user message as target puts the leaf before it and prints its text.",
    args: [SESSION, { name: "TARGET_ID", key: "target", description: "the entry to move to" }],
    options: [
      { names: ["--summary"], value: "TEXT", description: "record TEXT as the summary of the branch being left" },
      { names: ["--summarize"], description: "have the model summarize the branch being left" },
      { names: ["--instructions"], value: "TEXT", description: "what the model's summary should focus on (with --summarize)" },
      { names: ["--label"], value: "TEXT", description: "label the new position" },
      model,
      json("print { leafId, editorText, appended } as JSON")
    ]
  },
  {
    name: "label",
    summary: "set or clear an entry's label",
    args: [
      SESSION,
      { name: "ENTRY_ID", key: "entry", description: "the entry to label" },
      { name: "LABEL", optional: true, key: "text", description: "the label; without it the entry's label is cleared" }
    ],
    options: []
  },
  {
    name: "name",
    summary: "name the session",
    args: [SESSION, { name: "NAME", description: "the display name (an empty name clears it)" }],
    options: []
  },
  {
    name: "edit",
    summary: "change what the model sees of an entry (pi's context_edit)",
    description:
      "Appends a context_edit entry: the entry stays in the file, but the model is sent the replacement (or nothing). Give exactly one of --text, --content-json or --drop.",
    args: [SESSION, { name: "ENTRY_ID", key: "entry", description: "the entry to edit" }],
    options: [
      { names: ["--text"], value: "TEXT", description: "replace the entry's content with TEXT" },
      { names: ["--content-json"], value: "JSON", description: "replace the entry's content with these content blocks" },
      { names: ["--drop"], description: "leave the entry out of what the model is sent" }
    ]
  },
  {
    name: "info",
    summary: "what a session holds",
    description: "File, ids, name, entry and message counts, tool calls, tokens, cost, labels and the number of problems found (see fsck).",
    args: [SESSION],
    options: [json("print the facts as JSON")]
  },
  {
    name: "fsck",
    summary: "check a session file; exit 1 on any error",
    description:
      "Reports every problem with its line number: lines that are not JSON, entries that fail pi's schema, parent cycles, missing parents. Never changes the file.",
    args: [SESSION],
    options: [
      { names: ["--repair"], value: "OUT", description: "write a cleaned copy to OUT (never in place)" },
      json("print { file, errors, warnings, diagnostics, repaired } as JSON")
    ]
  },
  {
    name: "export",
    summary: "a readable Markdown or HTML export, or the session's JSONL",
    description:
      "Markdown of the active path, or a self-contained HTML page (no network, light and dark) with the whole tree in a sidebar: click any entry to read the path to it.",
    args: [SESSION],
    options: [
      {
        names: ["--format"],
        value: "FORMAT",
        choices: ["md", "html", "jsonl"],
        default: "md",
        description: "md (default), html, or jsonl: the session's exact bytes, as pi reads them"
      },
      { names: ["--leaf"], value: "ID", description: "export the path to ID instead of the active one" },
      { names: ["-o", "--output"], value: "FILE", key: "out", description: "write to FILE (replaced atomically) instead of standard output" }
    ]
  },
  {
    name: "import",
    summary: "copy pi/Arbor session files into the store",
    description:
      "Copies each .jsonl session under DIR_OR_FILE, byte for byte and each in one piece, into the store that --store URL (any command takes it) or $ARBOR_STORE names: postgres://user:password@host/database, or files (the default). A session goes to pi's directory for its cwd; one already there with the same bytes is left as it is.",
    args: [{ name: "DIR_OR_FILE", key: "source", description: "a session file, or a directory searched (with its subdirectories) for .jsonl files" }],
    options: [{ names: ["--session-dir"], value: "DIR", description: "put every session in DIR instead of pi's directory for its cwd" }]
  },
  {
    name: "rm",
    summary: "move a session to the trash",
    description:
      "Moves the file to <agent dir>/trash and prints where it went; arbor restore brings it back. Refused while a running process writes the session (its lock names it).",
    args: [SESSION],
    options: [{ names: ["--force"], description: "move it even while a process writes it (that process's next append then fails, saying so)" }]
  },
  {
    name: "restore",
    summary: "bring a trashed session back where it was",
    args: [{ name: "TRASHED", key: "file", description: "the file in the trash, as arbor rm printed it" }],
    options: []
  },
  {
    name: "checkpoints",
    summary: "the checkpoints of the working tree a session records",
    description:
      "Each checkpoint entry in file order: its id, time, how many files changed since the one before it on its path, and the entry it follows. ◀ marks the files of the current leaf, • the active path. Checkpoints are taken when the setting checkpoints.enabled is on.",
    args: [SESSION],
    options: [
      { names: ["--prune"], description: "instead, remove the checkpoints no session of the session's working directory records (arbor rm does it too)" },
      json("print [{ entryId, parentId, timestamp, checkpoint, changed, onPath, atLeaf }] as JSON (with --prune: { removed, bytes })")
    ]
  },
  {
    name: "diff",
    summary: "the files that differ between two entries, or an entry and now",
    description:
      "Compares the working tree recorded at entry A (the nearest checkpoint at or above it) with that of entry B, or with the session's working directory as it is now. One line a file: A added, D deleted, M modified (bytes or mode), T type changed.",
    args: [
      SESSION,
      { name: "A", key: "from", description: "the entry whose files are compared" },
      { name: "B", optional: true, key: "to", description: "the entry to compare with (default: the files as they are now)" }
    ],
    options: [json("print [{ path, status, before, after }] as JSON")]
  },
  {
    name: "rewind",
    summary: "bring back the files of an entry (pi's /tree, with the code)",
    description:
      "Makes the session's working directory what entry ENTRY_ID recorded, after checkpointing it as it is, so that the printed undo brings it back. Files changed since the last checkpoint are listed and left alone unless --force. Files over the size limit and folders holding ignored files are kept.",
    args: [SESSION, { name: "ENTRY_ID", key: "entry", description: "the entry whose files to restore" }],
    options: [
      { names: ["--code"], description: "restore the files only; the leaf stays" },
      { names: ["--both"], description: "restore the files and move the leaf to ENTRY_ID (as arbor navigate)" },
      { names: ["--force"], description: "overwrite files changed since the last checkpoint" },
      json("print { changed, kept, overwritten, leafId, editorText, undo } as JSON")
    ]
  },
  {
    name: "compact",
    summary: "summarize older context with the model (pi's /compact)",
    args: [SESSION],
    options: [
      { names: ["--instructions"], value: "TEXT", description: "what the summary should focus on" },
      model,
      json("print the compaction entry as JSON")
    ]
  },
  {
    name: "replay",
    summary: "re-run a whole recorded session against its recorded answers",
    description:
      "Re-runs every entry of the session in file order, every branch of it: prompts through the agent, answered by the recorded reply whose request matches and the recorded results of the same tool calls; moves, summaries, compactions, labels, names, model and level changes and shell commands through their commands. Entries take the recorded ids and times, and the file written is compared with the recorded one byte by byte. Prints the first difference (line, entry id, field as a JSON path, expected and actual) and exits 1.",
    args: [SESSION],
    options: [json("print { identical, entries, operations, difference } as JSON")]
  }
] as const satisfies ReadonlyArray<CommandHelp>

/** The subcommands. */
export const commands: ReadonlyArray<CommandHelp> = commandGrammar

/** The options of `arbor` itself: the chat, print mode and RPC mode. */
export const mainGrammar = {
  name: "arbor",
  summary: "pi-compatible session trees for coding agents",
  args: [],
  options: [
    { names: ["-p", "--print"], value: "TEXT", description: "send TEXT as one prompt, print the reply and exit" },
    { names: ["-c", "--continue"], description: "continue the most recent session of the working directory" },
    { names: ["-r", "--resume"], description: "pick the session to continue from a list (the chat only)" },
    { names: ["--session"], value: "SESSION", description: "use this session: a file, a session id or an id prefix" },
    { names: ["--fork"], value: "SESSION", description: "start on a copy of a whole session, in the working directory" },
    { names: ["--no-session"], description: "keep nothing: the session lives in memory only" },
    sessionDir,
    model,
    { names: ["--provider"], value: "NAME", description: "the provider of --model (or its first model when --model is not given)" },
    {
      names: ["--thinking"],
      value: "LEVEL",
      choices: ["off", "minimal", "low", "medium", "high", "xhigh", "max"],
      description: "the thinking level (clamped to what the model takes)"
    },
    {
      names: ["--tools"],
      value: "LIST",
      description:
        "the built-in tools, comma-separated: read, bash, edit, write, grep, find, ls (default: read,bash,edit,write; +name / -name change the default)"
    },
    { names: ["--no-tools"], description: "no tools: the model only talks" },
    { names: ["-a", "--approve"], description: "trust the project's .pi/settings.json for this run (see docs/models.md, Project trust)" },
    { names: ["-na", "--no-approve"], description: "ignore the project's .pi/settings.json for this run (its sessionDir still applies)" },
    {
      names: ["--mode"],
      value: "MODE",
      choices: ["text", "rpc"],
      default: "text",
      description: "text (default), or rpc: pi's JSON-lines protocol on standard input and output"
    }
  ]
} as const satisfies CommandHelp

/** `arbor` itself, as a command. */
export const main: CommandHelp = mainGrammar

const HELP_OPTION: OptionHelp = { names: ["-h", "--help"], description: "show this help" }
const VERSION_OPTION: OptionHelp = { names: ["--version"], description: "print the version" }

// ---------------------------------------------------------------------------------------------
// Rendering

export interface RenderOptions {
  /** Bold headings (a terminal, and NO_COLOR unset). */
  readonly color: boolean
  /** Columns to fill (80 when not a terminal). */
  readonly width: number
}

/** Words of `text` in lines of at most `width` columns (a longer word gets a line of its own). */
const wrap = (text: string, width: number): Array<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === "" ? word : `${line} ${word}`
  }
  if (line !== "") lines.push(line)
  return lines
}

/** Two columns: each term, then its description wrapped beside it (under it when the term is too wide). */
const table = (rows: ReadonlyArray<readonly [string, string]>, width: number): Array<string> => {
  const left = Math.min(28, Math.max(...rows.map(([term]) => term.length)) + 2)
  const right = Math.max(20, width - 2 - left)
  const out: Array<string> = []
  for (const [term, description] of rows) {
    const lines = wrap(description, right)
    if (term.length + 2 > left) {
      out.push(`  ${term}`)
      for (const line of lines) out.push(`  ${" ".repeat(left)}${line}`)
      continue
    }
    lines.forEach((line, i) => out.push(`  ${(i === 0 ? term : "").padEnd(left)}${line}`))
  }
  return out
}

const optionTerm = (option: OptionHelp): string => {
  const names = option.names.length === 1 && option.names[0]?.startsWith("--") ? `    ${option.names[0]}` : option.names.join(", ")
  const value = option.value === undefined ? "" : ` ${option.choices === undefined ? option.value : option.choices.join("|")}`
  return `${names}${value}${option.repeatable === true ? "..." : ""}`
}

/** `arbor tree SESSION [options]`, with required options spelled out. */
const synopsis = (command: CommandHelp): string => {
  const parts = [command.name === main.name ? "arbor" : `arbor ${command.name}`]
  for (const arg of command.args) parts.push(arg.optional === true ? `[${arg.name}]` : arg.name)
  for (const option of command.options) if (option.required === true) parts.push(`${option.names.at(-1)} ${option.value}`)
  if (command.options.some((o) => o.required !== true)) parts.push("[options]")
  return parts.join(" ")
}

const heading = (text: string, color: boolean): string => (color ? `\u001b[1m${text}\u001b[22m` : text)

/** `arbor --help`: what arbor is, how to start it, its options and its commands. */
export const mainHelp = (options: RenderOptions): string => {
  const h = (text: string) => heading(text, options.color)
  return [
    `arbor: ${main.summary}`,
    "",
    h("Usage:"),
    ...table(
      [
        ["arbor [options]", "chat in this terminal (a new session, unless -c, -r or --session)"],
        ["arbor -p TEXT [options]", "send one prompt, print the reply, exit"],
        ["arbor --mode rpc [options]", "serve pi's RPC protocol (JSON lines) on standard input and output"],
        ["arbor COMMAND ...", "inspect or change session files; arbor COMMAND --help tells more"]
      ],
      options.width
    ),
    "",
    h("Options:"),
    ...table([...main.options, HELP_OPTION, VERSION_OPTION].map((o) => [optionTerm(o), o.description] as const), options.width),
    "",
    h("Commands:"),
    ...table(commands.map((c) => [c.name, c.summary] as const), options.width),
    "",
    ...wrap(
      "SESSION is a session file, a session id or an id prefix. Sessions are kept where pi keeps them: $PI_CODING_AGENT_DIR/sessions (default ~/.pi/agent/sessions). Exit codes: 0 success, 1 bad input or a failed check, 2 wrong usage.",
      options.width
    )
  ].join("\n")
}

/** `arbor COMMAND --help`. */
export const commandHelp = (command: CommandHelp, options: RenderOptions): string => {
  const h = (text: string) => heading(text, options.color)
  const out = [
    `${h("Usage:")} ${synopsis(command)}`,
    "",
    ...wrap(command.description ?? `${command.summary[0]?.toUpperCase()}${command.summary.slice(1)}.`, options.width)
  ]
  if (command.args.length > 0) out.push("", h("Arguments:"), ...table(command.args.map((a) => [a.name, a.description] as const), options.width))
  out.push("", h("Options:"), ...table([...command.options, HELP_OPTION].map((o) => [optionTerm(o), o.description] as const), options.width))
  return out.join("\n")
}

// ---------------------------------------------------------------------------------------------
// Checking the arguments

/** Arbor's version, as `arbor --version` prints it. */
export const VERSION = "0.1.0"

export type Checked =
  | {
    readonly _tag: "Run"
    readonly command: CommandHelp
    /** The options given, by their long name (`--format`): a value, or true for a flag. */
    readonly given: ReadonlyMap<string, string | true>
  }
  | { readonly _tag: "Help"; readonly command: CommandHelp }
  | { readonly _tag: "Version" }
  | { readonly _tag: "Invalid"; readonly message: string; readonly command: CommandHelp }

/** Edit distance, for "did you mean". */
const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length] as number
}

const suggest = (given: string, candidates: ReadonlyArray<string>): string => {
  let best: string | undefined
  let bestDistance = 3
  for (const candidate of candidates) {
    const d = distance(given, candidate)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best === undefined ? "" : `; did you mean '${best}'?`
}

const label = (option: OptionHelp): string => option.names.join(", ")

/** The `see ...` pointer that ends every usage error. */
export const pointer = (command: CommandHelp): string => (command.name === main.name ? "see 'arbor --help'" : `see 'arbor ${command.name} --help'`)

/**
 * Checks `args` (what follows `arbor`) against the table: unknown commands and options, an
 * option without its value, a value outside its choices, a flag given a value, missing or
 * extra arguments, a missing required option. `-h`/`--help` anywhere (and `arbor help
 * [COMMAND]`) asks for help, `--version` for the version. Anything after `--` is not checked.
 */
export const check = (args: ReadonlyArray<string>): Checked => {
  let command = main
  const positionals: Array<string> = []
  const seen = new Set<OptionHelp>()
  const given = new Map<string, string | true>()
  const invalid = (message: string): Checked => ({ _tag: "Invalid", message, command })
  if (args[0] === "help") {
    const topic = args[1]
    if (topic === undefined) return { _tag: "Help", command: main }
    const found = commands.find((c) => c.name === topic)
    return found === undefined
      ? invalid(`unknown command '${topic}'${suggest(topic, commands.map((c) => c.name))}`)
      : { _tag: "Help", command: found }
  }
  for (let i = 0; i < args.length; i++) {
    const token = args[i] as string
    if (token === "--") {
      if (command === main) break
      positionals.push(...args.slice(i + 1))
      break
    }
    if (token === "-h" || token === "--help") return { _tag: "Help", command }
    if (token === "--version" && command === main) return { _tag: "Version" }
    if (token.startsWith("-") && token !== "-") {
      const eq = token.startsWith("--") ? token.indexOf("=") : -1
      const name = eq === -1 ? token : token.slice(0, eq)
      const option = command.options.find((o) => o.names.includes(name))
      if (option === undefined) {
        const names = command.options.flatMap((o) => o.names)
        const hint = command === main && commands.some((c) => c.options.some((o) => o.names.includes(name)))
          ? `; it belongs to a command: arbor COMMAND ${name}`
          : suggest(name, names)
        return invalid(`unknown option '${name}'${hint}`)
      }
      seen.add(option)
      const long = option.names.at(-1) as string
      if (option.value === undefined) {
        if (eq !== -1) return invalid(`option ${label(option)} takes no value`)
        given.set(long, true)
        continue
      }
      let value: string | undefined
      if (eq !== -1) value = token.slice(eq + 1)
      else {
        const next = args[i + 1]
        const isOption = next !== undefined && command.options.some((o) => o.names.includes(next.split("=")[0] as string))
        if (next === undefined || isOption || next === "-h" || next === "--help") {
          return invalid(`option ${label(option)} needs a value (${option.value})`)
        }
        value = next
        i++
      }
      if (option.choices !== undefined && !option.choices.includes(value)) {
        return invalid(`option ${label(option)} must be one of ${option.choices.join(", ")}, not '${value}'`)
      }
      given.set(long, value)
      continue
    }
    if (command === main) {
      const found = commands.find((c) => c.name === token)
      if (found === undefined) {
        const hint = suggest(token, commands.map((c) => c.name)) || "; to send a prompt, use -p TEXT"
        return invalid(`unknown command '${token}'${hint}`)
      }
      command = found
      continue
    }
    positionals.push(token)
  }
  const required = command.args.filter((a) => a.optional !== true)
  if (positionals.length < required.length) {
    const missing = required.slice(positionals.length).map((a) => a.name)
    return invalid(`${command.name} needs ${missing.join(" and ")}`)
  }
  if (positionals.length > command.args.length) {
    const takes = command.args.length === 0 ? "no arguments" : `only ${command.args.map((a) => a.name).join(" ")}`
    return invalid(`unexpected argument '${positionals[command.args.length]}'; ${command.name} takes ${takes}`)
  }
  for (const option of command.options) {
    if (option.required === true && !seen.has(option)) return invalid(`${command.name} needs ${option.names.at(-1)} ${option.value}`)
  }
  return { _tag: "Run", command, given }
}

/**
 * What `arbor` prints for a check that needs no parser: help and the version on stdout, a usage
 * error on stderr (exit 2); undefined when the command is to be run.
 */
export const answer = (
  checked: Checked,
  options: RenderOptions
): { readonly stdout: string } | { readonly usage: string } | undefined => {
  switch (checked._tag) {
    case "Help":
      return { stdout: checked.command === main ? mainHelp(options) : commandHelp(checked.command, options) }
    case "Version":
      return { stdout: `arbor ${VERSION}` }
    case "Invalid":
      return { usage: `${checked.message} (${pointer(checked.command)})` }
    case "Run":
      return undefined
  }
}
