/**
 * The declarations of Arbor's built-in tools, as the model sees them: pi's names and argument
 * shapes (so sessions written by either program are interchangeable), Arbor's descriptions,
 * and JSON Schemas for the arguments. Which tools are on by default, and which exist. Pure.
 */
import type * as Json from "../format/Json.js"
import * as Truncation from "./Truncation.js"

export interface Spec {
  readonly name: string
  readonly description: string
  readonly parameters: Json.JsonObject
}

/** On unless `--tools` / `--no-tools` / `defaultTools` say otherwise (pi's defaults). */
export const DEFAULT = ["read", "bash", "edit", "write"] as const

/** Every built-in tool, in the order they are declared. */
export const ALL = ["read", "bash", "edit", "write", "grep", "find", "ls"] as const

export type Name = (typeof ALL)[number]

export const isName = (value: string): value is Name => ALL.some((name) => name === value)

const limits = `${Truncation.MAX_LINES} lines or ${Truncation.MAX_BYTES / 1024}KB`

const string = (description: string): Json.JsonObject => ({ type: "string", description })
const number = (description: string): Json.JsonObject => ({ type: "number", description })
const object = (properties: Json.JsonObject, required: ReadonlyArray<string>): Json.JsonObject => ({ type: "object", properties, required })

export const specs: { readonly [K in Name]: Spec } = {
  read: {
    name: "read",
    description:
      `Read a file. Text is returned from line \`offset\` (1-indexed, default 1) for up to \`limit\` lines, cut at ${limits} with a note saying how to read on. Images (jpg, png, gif, webp, bmp) are returned as images. Relative paths start at the working directory.`,
    parameters: object(
      {
        path: string("Path of the file to read (relative or absolute)"),
        offset: number("Line number to start reading from (1-indexed)"),
        limit: number("Maximum number of lines to read")
      },
      ["path"]
    )
  },
  bash: {
    name: "bash",
    description:
      `Run a command with bash in the working directory. Returns stdout and stderr combined, and the exit code when it is not 0. Only the last ${limits} are returned; longer output is also saved to a temporary file whose path is given. \`timeout\` is in seconds (no timeout unless given). The command's process group is killed when it ends, times out or is aborted, so do not start background servers.`,
    parameters: object(
      {
        command: string("The command line to run"),
        timeout: number("Seconds after which the command is stopped")
      },
      ["command"]
    )
  },
  edit: {
    name: "edit",
    description:
      "Edit a file by replacing exact text. Each `oldText` must match exactly one place in the current file (whitespace and line breaks included) and the edits must not overlap; all of them are matched against the file as it was before this call. Read the file first. Returns a diff of the change.",
    parameters: object(
      {
        path: string("Path of the file to edit (relative or absolute)"),
        edits: {
          type: "array",
          description: "The replacements to make",
          items: object(
            {
              oldText: string("Exact text to replace; it must occur exactly once"),
              newText: string("The text to put in its place")
            },
            ["oldText", "newText"]
          )
        }
      },
      ["path", "edits"]
    )
  },
  write: {
    name: "write",
    description:
      "Write a file with the given content, replacing it if it exists. Missing parent directories are created. Prefer edit for changes to an existing file.",
    parameters: object(
      {
        path: string("Path of the file to write (relative or absolute)"),
        content: string("The whole content of the file")
      },
      ["path", "content"]
    )
  },
  grep: {
    name: "grep",
    description:
      `Search file contents for a regular expression (or a literal string) under a directory, skipping files that .gitignore excludes. Returns \`path:line: text\` for each matching line, up to \`limit\` matches (default 100).`,
    parameters: object(
      {
        pattern: string("Regular expression (JavaScript syntax) or, with literal, plain text to look for"),
        path: string("Directory or file to search (default: the working directory)"),
        glob: string("Only search files whose path matches this glob, e.g. '*.ts' or 'src/**/*.js'"),
        ignoreCase: { type: "boolean", description: "Match without regard to case" },
        literal: { type: "boolean", description: "Treat the pattern as plain text" },
        context: number("Lines of context to show around each match"),
        limit: number("Maximum number of matches to return (default 100)")
      },
      ["pattern"]
    )
  },
  find: {
    name: "find",
    description:
      "Find files whose path matches a glob pattern (e.g. '*.ts', 'src/**/*.test.ts'), skipping files that .gitignore excludes. Returns paths relative to the searched directory, up to `limit` (default 1000).",
    parameters: object(
      {
        pattern: string("Glob pattern to match file paths against"),
        path: string("Directory to search (default: the working directory)"),
        limit: number("Maximum number of results (default 1000)")
      },
      ["pattern"]
    )
  },
  ls: {
    name: "ls",
    description:
      "List the entries of a directory in alphabetical order (dotfiles included), directories marked with a trailing '/', up to `limit` entries (default 500).",
    parameters: object(
      {
        path: string("Directory to list (default: the working directory)"),
        limit: number("Maximum number of entries (default 500)")
      },
      []
    )
  }
}
