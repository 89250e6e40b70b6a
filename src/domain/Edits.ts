/**
 * The `edit` tool's rule: every `oldText` must match exactly one region of the original file,
 * the regions must not overlap, and all replacements are made against the original (so one
 * edit never sees another's result). Line endings and a byte-order mark are kept: a CRLF
 * file is matched and written with CRLF whatever the model sent. Pure.
 */
import { Data, Either } from "effect"
import * as Diff from "./Diff.js"

export interface Edit {
  readonly oldText: string
  readonly newText: string
}

/** An edit that cannot be applied; the message tells the model what to change. */
export class EditError extends Data.TaggedError("EditError")<{ readonly message: string }> {}

export interface Applied {
  /** The new file content, with the original's line endings and byte-order mark. */
  readonly content: string
  /** pi's numbered display form of the change (see `Diff`). */
  readonly diff: string
  /** The unified diff of the change, with `--- path` / `+++ path` headers (LF line ends). */
  readonly patch: string
  readonly firstChangedLine: number | undefined
  readonly added: number
  readonly removed: number
}

const BOM = "\uFEFF"

/** Every start index of `needle` in `haystack`. */
const occurrences = (haystack: string, needle: string): Array<number> => {
  const found: Array<number> = []
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at)
  return found
}

const lineOf = (text: string, index: number): number => {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** Text with every run of whitespace as one space, and where each kept character came from. */
const squeezed = (text: string): { readonly text: string; readonly origin: ReadonlyArray<number> } => {
  let out = ""
  const origin: Array<number> = []
  let inSpace = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (/\s/.test(char)) {
      if (!inSpace) {
        out += " "
        origin.push(i)
      }
      inSpace = true
    } else {
      out += char
      origin.push(i)
      inSpace = false
    }
  }
  return { text: out, origin }
}

/** A hint when the text is there apart from whitespace. */
const whitespaceHint = (content: string, oldText: string): string => {
  const needle = squeezed(oldText).text.trim()
  if (needle === "") return ""
  const hay = squeezed(content)
  const at = hay.text.indexOf(needle)
  if (at < 0) return ""
  return ` A match that differs only in whitespace starts at line ${lineOf(content, hay.origin[at] ?? 0)}; copy the text exactly as the file has it.`
}

/**
 * Applies `edits` to `original` (the file's text; `path` names it in messages). Fails when an
 * `oldText` is empty, missing, not unique or overlaps another, or when nothing would change.
 */
export const apply = (original: string, edits: ReadonlyArray<Edit>, path: string): Either.Either<Applied, EditError> => {
  if (edits.length === 0) return Either.left(new EditError({ message: "No edits given: edits must hold at least one {oldText, newText}." }))
  const bom = original.startsWith(BOM) ? BOM : ""
  const body = original.slice(bom.length)
  const crlf = body.includes("\r\n")
  const content = crlf ? body.replace(/\r\n/g, "\n") : body
  const name = (i: number) => (edits.length === 1 ? "oldText" : `edits[${i}].oldText`)
  const regions: Array<{ readonly start: number; readonly end: number; readonly newText: string; readonly index: number }> = []
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[i] as Edit
    const oldText = edit.oldText.replace(/\r\n/g, "\n")
    const newText = edit.newText.replace(/\r\n/g, "\n")
    if (oldText === "") return Either.left(new EditError({ message: `${name(i)} is empty; give the exact text to replace.` }))
    const found = occurrences(content, oldText)
    if (found.length === 0) {
      return Either.left(
        new EditError({ message: `Could not find ${name(i)} in ${path}. It must match the file exactly, including whitespace and line breaks.${whitespaceHint(content, oldText)}` })
      )
    }
    if (found.length > 1) {
      const lines = found.slice(0, 5).map((at) => lineOf(content, at)).join(", ")
      return Either.left(
        new EditError({
          message: `${name(i)} matches ${found.length} places in ${path} (lines ${lines}${found.length > 5 ? ", ..." : ""}); include more surrounding text so that it matches exactly one.`
        })
      )
    }
    const start = found[0] as number
    regions.push({ start, end: start + oldText.length, newText, index: i })
  }
  regions.sort((a, b) => a.start - b.start)
  for (let i = 1; i < regions.length; i++) {
    const previous = regions[i - 1]!
    const current = regions[i]!
    if (current.start < previous.end) {
      const [first, second] = [previous.index, current.index].sort((a, b) => a - b)
      return Either.left(new EditError({ message: `edits[${first}] and edits[${second}] overlap in ${path}; merge them into one edit.` }))
    }
  }
  let result = ""
  let at = 0
  for (const region of regions) {
    result += content.slice(at, region.start) + region.newText
    at = region.end
  }
  result += content.slice(at)
  if (result === content) return Either.left(new EditError({ message: `No changes made to ${path}: the replacements are identical to the original text.` }))
  const diff = Diff.forEdit(
    path,
    content,
    result,
    regions.map((region) => ({ start: region.start, length: region.end - region.start, newText: region.newText }))
  )
  return Either.right({
    content: bom + (crlf ? result.replace(/\n/g, "\r\n") : result),
    diff: diff.diff,
    patch: diff.patch,
    firstChangedLine: diff.firstChangedLine,
    added: diff.added,
    removed: diff.removed
  })
}
