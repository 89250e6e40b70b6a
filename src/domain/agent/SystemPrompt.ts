/**
 * Arbor's system prompt for a coding agent, as named sections the way pi records its prompt
 * in the session's first system message (`{role:"system", content:"", sections, timestamp,
 * toolsAdded}`): who the agent is, its tools, how to work, the project's instruction files,
 * the working directory and the date. Pure.
 */

export interface ContextFile {
  readonly path: string
  readonly text: string
}

export interface Input {
  /** The tools the model has (name and description). */
  readonly tools: ReadonlyArray<{ readonly name: string; readonly description: string }>
  readonly cwd: string
  /** Today, as `YYYY-MM-DD`. */
  readonly date: string
  /** Instruction files (AGENTS.md, CLAUDE.md), outermost first. */
  readonly contextFiles?: ReadonlyArray<ContextFile> | undefined
}

const PREAMBLE =
  "You are a coding agent working in the user's project through Arbor. You help by reading code, running commands, editing files and writing new ones, and you answer questions about the project."

const GUIDELINES = [
  "Guidelines:",
  "- Look before you change: read the files you are about to edit; edit needs their exact current text.",
  "- Use edit for changes to existing files and write for new files or complete rewrites.",
  "- Run the project's tests or build after a change when there is a way to, and say what you ran.",
  "- Tools run without asking the user for confirmation: never run destructive commands (deleting files, resetting git history, touching things outside the project) unless the user asked for exactly that.",
  "- Keep answers short and concrete; name files by their paths."
].join("\n")

const firstLine = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text

/** The sections, in order; empty ones are left out. */
export const sections = (input: Input): { readonly [name: string]: string } => {
  const out: { [name: string]: string } = { preamble: PREAMBLE }
  if (input.tools.length > 0) {
    out.tools = ["Available tools:", ...input.tools.map((tool) => `- ${tool.name}: ${firstLine(tool.description)}`)].join("\n")
    out.guidelines = GUIDELINES
  } else {
    out.tools = "No tools are available in this session: answer from the conversation alone."
  }
  const files = input.contextFiles ?? []
  if (files.length > 0) {
    out.context = ["# Project instructions", ...files.map((file) => `## ${file.path}\n\n${file.text.trim()}`)].join("\n\n")
  }
  out.cwd = `Current working directory: ${input.cwd}`
  out.date = `Current date: ${input.date}`
  return out
}
