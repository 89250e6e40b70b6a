/**
 * The `edit` tool's rule: every `oldText` must match exactly one region of the original file,
 * the regions must not overlap, and all replacements are made against the original (so one
 * edit never sees another's result). As in pi, an `oldText` found only apart from trailing
 * whitespace, typographic quotes and dashes or special spaces still matches (then the lines
 * the edits touch are rewritten from the loosened text, every other line kept as it was), and
 * refusals are worded as pi words them. Line endings and a byte-order mark are kept: a CRLF
 * file is matched and written with CRLF whatever the model sent. Pure.
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
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

interface Region {
  readonly start: number
  readonly end: number
  readonly newText: string
  readonly index: number
}

/**
 * Text as pi compares it when an exact match fails: NFKC, no trailing whitespace on a line,
 * typographic quotes and dashes as ASCII, special spaces as a space.
 */
const loosened = (text: string): string =>
  text
    .normalize("NFKC")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/[\u2018\u2019\u201A\u201B]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F]/g, "\"")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, "-")
    .replace(/[\u00A0\u2002-\u200A\u202F\u205F\u3000]/g, " ")

/** Where each line of `text` starts and ends (its line break included). */
const lineSpans = (text: string): Array<{ readonly start: number; readonly end: number }> => {
  const spans: Array<{ start: number; end: number }> = []
  for (let start = 0; start < text.length;) {
    const lf = text.indexOf("\n", start)
    const end = lf < 0 ? text.length : lf + 1
    spans.push({ start, end })
    start = end
  }
  return spans
}

/**
 * Regions found in `base` (the loosened `content`) as regions of `content`: each run of lines a
 * region touches (runs that share a line merged) is replaced whole by those lines of `base`
 * with the replacements made, so every other line keeps its bytes, as pi writes a loose match.
 */
const toWholeLines = (content: string, base: string, regions: ReadonlyArray<Region>): Either.Either<Array<Region>, string> => {
  const lines = lineSpans(content)
  const baseLines = lineSpans(base)
  if (lines.length !== baseLines.length) return Either.left("Cannot preserve unchanged lines because the base content has a different line count.")
  const groups: Array<{ startLine: number; endLine: number; members: Array<Region> }> = []
  for (const region of regions) {
    const startLine = baseLines.findIndex((line) => region.start >= line.start && region.start < line.end)
    if (startLine < 0) return Either.left("Replacement range is outside the base content.")
    let endLine = startLine
    while (endLine < baseLines.length && baseLines[endLine]!.end < region.end) endLine++
    if (endLine >= baseLines.length) return Either.left("Replacement range is outside the base content.")
    const last = groups.at(-1)
    if (last !== undefined && startLine < last.endLine) {
      last.endLine = Math.max(last.endLine, endLine + 1)
      last.members.push(region)
    } else groups.push({ startLine, endLine: endLine + 1, members: [region] })
  }
  return Either.right(
    groups.map((group) => {
      const from = baseLines[group.startLine]!.start
      let text = base.slice(from, baseLines[group.endLine - 1]!.end)
      for (const member of [...group.members].reverse()) {
        text = text.slice(0, member.start - from) + member.newText + text.slice(member.end - from)
      }
      return { start: lines[group.startLine]!.start, end: lines[group.endLine - 1]!.end, newText: text, index: group.members[0]!.index }
    })
  )
}

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
  let regions: Array<Region> = []
  // every edit is checked for an empty oldText before any is looked for, as pi does
  const emptyAt = edits.findIndex((edit) => edit.oldText === "")
  if (emptyAt >= 0) {
    return Either.left(new EditError({ message: single ? `oldText must not be empty in ${path}.` : `edits[${emptyAt}].oldText must not be empty in ${path}.` }))
  }
  const wanted = edits.map((edit) => ({ oldText: edit.oldText.replace(/\r\n/g, "\n"), newText: edit.newText.replace(/\r\n/g, "\n") }))
  // when any old text is there only apart from trailing spaces, quotes, dashes or odd spaces, all
  // are matched in the loosened text, as pi does; the lines they touch are then rewritten whole
  const loose = wanted.some(({ oldText }) => !content.includes(oldText) && loosened(content).includes(loosened(oldText)))
  const base = loose ? loosened(content) : content
  for (let i = 0; i < wanted.length; i++) {
    const { newText, oldText } = wanted[i]!
    const exact = base.indexOf(oldText)
    const start = exact >= 0 ? exact : loosened(base).indexOf(loosened(oldText))
    const length = exact >= 0 ? oldText.length : loosened(oldText).length
    if (start < 0) {
      return Either.left(
        new EditError({
          message: single
            ? `Could not find the exact text in ${path}. The old text must match exactly including all whitespace and newlines.`
            : `Could not find edits[${i}] in ${path}. The oldText must match exactly including all whitespace and newlines.`
        })
      )
    }
    const count = countOf(loosened(base), loosened(oldText))
    if (count > 1) {
      return Either.left(
        new EditError({
          message: single
            ? `Found ${count} occurrences of the text in ${path}. The text must be unique. Please provide more context to make it unique.`
            : `Found ${count} occurrences of edits[${i}] in ${path}. Each oldText must be unique. Please provide more context to make it unique.`
        })
      )
    }
    regions.push({ start, end: start + length, newText, index: i })
  }
  regions.sort((a, b) => a.start - b.start)
  for (let i = 1; i < regions.length; i++) {
    const previous = regions[i - 1]!
    const current = regions[i]!
    if (current.start < previous.end) {
      // named in file order, as pi names them
      return Either.left(
        new EditError({
          message: `edits[${previous.index}] and edits[${current.index}] overlap in ${path}. Merge them into one edit or target disjoint regions.`
        })
      )
    }
  }
  if (loose) {
    const widened = toWholeLines(content, base, regions)
    if (Either.isLeft(widened)) return Either.left(new EditError({ message: widened.left }))
    regions = widened.right
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
