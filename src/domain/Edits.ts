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

/**
 * How many times `needle` occurs in `haystack`, counted without overlaps (pi counts so: "aa" occurs
 * once in "aaa").
 */
const countOf = (haystack: string, needle: string): number => haystack.split(needle).length - 1

/**
 * Applies `edits` to `original` (the file's text; `path` names it in messages). Fails when an
 * `oldText` is empty, missing, not unique or overlaps another, or when nothing would change.
 */
export const apply = (original: string, edits: ReadonlyArray<Edit>, path: string): Either.Either<Applied, EditError> => {
  if (edits.length === 0) return Either.left(new EditError({ message: "Edit tool input is invalid. edits must contain at least one replacement." }))
  const bom = original.startsWith(BOM) ? BOM : ""
  const body = original.slice(bom.length)
  const crlf = body.includes("\r\n")
  const content = crlf ? body.replace(/\r\n/g, "\n") : body
  const single = edits.length === 1
  const regions: Array<{ readonly start: number; readonly end: number; readonly newText: string; readonly index: number }> = []
  // every edit is checked for an empty oldText before any is looked for, as pi does
  const emptyAt = edits.findIndex((edit) => edit.oldText === "")
  if (emptyAt >= 0) {
    return Either.left(new EditError({ message: single ? `oldText must not be empty in ${path}.` : `edits[${emptyAt}].oldText must not be empty in ${path}.` }))
  }
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[i] as Edit
    const oldText = edit.oldText.replace(/\r\n/g, "\n")
    const newText = edit.newText.replace(/\r\n/g, "\n")
    const start = content.indexOf(oldText)
    if (start < 0) {
      return Either.left(
        new EditError({
          message: single
            ? `Could not find the exact text in ${path}. The old text must match exactly including all whitespace and newlines.`
            : `Could not find edits[${i}] in ${path}. The oldText must match exactly including all whitespace and newlines.`
        })
      )
    }
    const count = countOf(content, oldText)
    if (count > 1) {
      return Either.left(
        new EditError({
          message: single
            ? `Found ${count} occurrences of the text in ${path}. The text must be unique. Please provide more context to make it unique.`
            : `Found ${count} occurrences of edits[${i}] in ${path}. Each oldText must be unique. Please provide more context to make it unique.`
        })
      )
    }
    regions.push({ start, end: start + oldText.length, newText, index: i })
  }
  regions.sort((a, b) => a.start - b.start)
  for (let i = 1; i < regions.length; i++) {
    const previous = regions[i - 1]!
    const current = regions[i]!
    if (current.start < previous.end) {
      // named in file order, as pi names them
      return Either.left(
        new EditError({ message: `edits[${previous.index}] and edits[${current.index}] overlap in ${path}. Merge them into one edit or target disjoint regions.` })
      )
    }
  }
  let result = ""
  let at = 0
  for (const region of regions) {
    result += content.slice(at, region.start) + region.newText
    at = region.end
  }
  result += content.slice(at)
  if (result === content) {
    return Either.left(
      new EditError({
        message: single
          ? `No changes made to ${path}. The replacement produced identical content. This might indicate an issue with special characters or the text not existing as expected.`
          : `No changes made to ${path}. The replacements produced identical content.`
      })
    )
  }
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
