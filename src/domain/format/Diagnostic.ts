/**
 * Findings about a session file, with line numbers. Pure.
 *
 * Loading never throws and never stops at a bad line: what it cannot read it reports here,
 * and `arbor fsck` prints the list. `error` marks data that could not be used as written
 * (a skipped line, a broken link), `warning` marks something read with a repair
 * (a byte-order mark, CRLF line ends, a legacy version).
 */

export type Severity = "error" | "warning"

export type Code =
  | "bom"
  | "crlf"
  | "blank-line"
  | "malformed-json"
  | "truncated-line"
  | "line-too-long"
  | "missing-newline"
  | "not-an-object"
  | "missing-header"
  | "extra-header"
  | "legacy-version"
  | "unknown-version"
  | "missing-id"
  | "missing-parent-id"
  | "duplicate-id"
  | "self-parent"
  | "cycle"
  | "orphan"
  | "invalid-entry"

export interface Diagnostic {
  readonly severity: Severity
  readonly code: Code
  /** 1-based line number in the file, when the finding belongs to one line. */
  readonly line: number | undefined
  readonly message: string
}

export const make = (severity: Severity, code: Code, line: number | undefined, message: string): Diagnostic => ({
  severity,
  code,
  line,
  message
})

export const error = (code: Code, line: number | undefined, message: string): Diagnostic => make("error", code, line, message)

export const warning = (code: Code, line: number | undefined, message: string): Diagnostic => make("warning", code, line, message)

/** One line of text: `<file>:<line>: <severity>: <message>`. */
export const format = (diagnostic: Diagnostic, file?: string): string => {
  const where = [file, diagnostic.line].filter((part) => part !== undefined).join(":")
  return `${where === "" ? "" : `${where}: `}${diagnostic.severity}: ${diagnostic.message}`
}
