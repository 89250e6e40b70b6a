/**
 * The diffs of an `edit` tool result, in the two forms pi 1.6.0 stores in `details`: `diff`, the
 * numbered display form pi's chat and HTML export show, and `patch`, a unified diff with
 * `--- path` / `+++ path` headers. Both come from the `diff` package's line diff (jsdiff, the
 * library pi uses), so a change is aligned exactly as pi aligns it; the numbered form is
 * Arbor's own formatting of that line diff, following the format pi writes. Pure.
 *
 * The numbered form, one line per shown line, joined by `\n`:
 * - `+NN text` an added line (NN its number in the new text), `-NN text` a removed line (its
 *   number in the old text), ` NN text` an unchanged line (its number in the old text). NN is
 *   right-aligned to the width of the larger line count of the two texts.
 * - ` <width spaces> ...` marks unchanged lines left out. Up to `context` (4) unchanged lines are
 *   shown after a change and before the next; a run between two changes of at most twice that is
 *   shown whole.
 *
 * Like pi, an edit is diffed only in windows around its replacements (32 unchanged lines on each
 * side), so the cost follows the size of the change, not of the file.
 */
import * as JsDiff from "diff"

/** Lines of context shown around a change (pi's default). */
export const CONTEXT = 4

/** Unchanged lines diffed on each side of a replacement: well above the context shown. */
const WINDOW_MARGIN = 32

/** A replacement in the old text: `length` characters from `start` become `newText`. */
export interface Replacement {
  readonly start: number
  readonly length: number
  readonly newText: string
}

/** What pi stores in an edit result's `details`. */
export interface EditDiff {
  /** The numbered display form. */
  readonly diff: string
  /** The unified diff, `--- path\n+++ path\n` then the hunks, each line ending in `\n`. */
  readonly patch: string
  /** The first changed line in the new text (1-based); undefined when nothing changed. */
  readonly firstChangedLine: number | undefined
  readonly added: number
  readonly removed: number
}

const lineFeeds = (text: string, from: number, to: number): number => {
  let count = 0
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) count++
  return count
}

/** The width of line numbers: that of the larger line count (`split("\n").length`) of the texts. */
const numberWidth = (before: string, after: string): number =>
  String(Math.max(lineFeeds(before, 0, before.length), lineFeeds(after, 0, after.length)) + 1).length

/** The number of lines of `text`, a last line without its line feed counted. */
const lineCount = (text: string): number => lineFeeds(text, 0, text.length) + (text === "" || text.endsWith("\n") ? 0 : 1)

/** The skip marker of the numbered form. */
const skipMarker = (width: number): string => ` ${" ".repeat(width)} ...`

interface Numbered {
  readonly lines: Array<string>
  readonly firstChangedLine: number | undefined
  readonly added: number
  readonly removed: number
}

/**
 * The numbered lines of one window, read from its hunks (line numbers within the window, as
 * `structuredPatch` gives them) and placed at the window's first lines `oldLine` and `newLine`
 * (0-based offsets); `oldLines` is the number of lines of the window's old text. A hunk holds
 * up to `context` unchanged lines around its changes and a run of at most twice that between
 * two of them, so a skipped run lies before a hunk that does not start at the window's first
 * line, between two hunks, and after a last hunk that stops short of the window's end.
 */
const numbered = (hunks: ReadonlyArray<JsDiff.StructuredPatchHunk>, oldLines: number, oldLine: number, newLine: number, width: number): Numbered => {
  const lines: Array<string> = []
  const skip = skipMarker(width)
  let firstChangedLine: number | undefined
  let added = 0
  let removed = 0
  const show = (sign: string, at: number, text: string) => lines.push(`${sign}${String(at).padStart(width, " ")} ${text}`)
  hunks.forEach((hunk, i) => {
    let oldAt = oldLine + hunk.oldStart
    let newAt = newLine + hunk.newStart
    if (i > 0 || hunk.oldStart > 1) lines.push(skip)
    for (const line of hunk.lines) {
      const text = line.slice(1)
      if (line.startsWith("+")) {
        firstChangedLine ??= newAt
        show("+", newAt++, text)
        added++
      } else if (line.startsWith("-")) {
        firstChangedLine ??= newAt
        show("-", oldAt++, text)
        removed++
      } else if (line.startsWith(" ")) {
        show(" ", oldAt++, text)
        newAt++
      }
    }
    if (i === hunks.length - 1 && oldAt - oldLine - 1 < oldLines) lines.push(skip)
  })
  return { lines, firstChangedLine, added, removed }
}

/** The start of the line holding `offset`. */
const lineStart = (text: string, offset: number): number => (offset === 0 ? 0 : text.lastIndexOf("\n", offset - 1) + 1)

interface Window {
  readonly oldStart: number
  oldEnd: number
  readonly oldLine: number
  readonly newStart: number
  newEnd: number
  readonly newLine: number
}

/** Whole-line windows around the replacements (sorted, disjoint), with overlapping windows merged. */
const windows = (before: string, replacements: ReadonlyArray<Replacement>): ReadonlyArray<Window> => {
  const out: Array<Window> = []
  let offsetShift = 0
  let lineShift = 0
  let countedTo = 0
  let countedLines = 0
  for (const r of replacements) {
    const matchEnd = r.start + r.length
    let start = lineStart(before, r.start)
    for (let i = 0; i < WINDOW_MARGIN && start > 0; i++) start = lineStart(before, start - 1)
    let end = matchEnd
    for (let i = 0; i <= WINDOW_MARGIN && end < before.length; i++) {
      const feed = before.indexOf("\n", i === 0 ? Math.max(matchEnd - 1, r.start) : end)
      end = feed === -1 ? before.length : feed + 1
    }
    const shift = r.newText.length - r.length
    const lines = lineFeeds(r.newText, 0, r.newText.length) - lineFeeds(before, r.start, matchEnd)
    const last = out.at(-1)
    if (last !== undefined && start <= last.oldEnd) {
      last.oldEnd = Math.max(last.oldEnd, end)
      last.newEnd = last.oldEnd + offsetShift + shift
    } else {
      countedLines += lineFeeds(before, countedTo, start)
      countedTo = start
      out.push({
        oldStart: start,
        oldEnd: end,
        oldLine: countedLines,
        newStart: start + offsetShift,
        newEnd: end + offsetShift + shift,
        newLine: countedLines + lineShift
      })
    }
    offsetShift += shift
    lineShift += lines
  }
  return out
}

/**
 * The diffs of an edit of `before` into `after` by `replacements` (offsets in `before`, sorted
 * and disjoint), as pi's edit tool stores them; `path` names the file in the patch headers.
 */
export const forEdit = (path: string, before: string, after: string, replacements: ReadonlyArray<Replacement>, context = CONTEXT): EditDiff => {
  const width = numberWidth(before, after)
  const skip = skipMarker(width)
  const lines: Array<string> = []
  const hunks: Array<JsDiff.StructuredPatchHunk> = []
  let firstChangedLine: number | undefined
  let added = 0
  let removed = 0
  for (const w of windows(before, replacements)) {
    const oldText = before.slice(w.oldStart, w.oldEnd)
    const newText = after.slice(w.newStart, w.newEnd)
    // one line diff serves both forms
    const windowHunks = JsDiff.structuredPatch(path, path, oldText, newText, undefined, undefined, { context }).hunks
    const shown = numbered(windowHunks, lineCount(oldText), w.oldLine, w.newLine, width)
    firstChangedLine ??= shown.firstChangedLine
    added += shown.added
    removed += shown.removed
    // the unchanged lines between two windows are marked once
    const from = lines.at(-1) === skip && shown.lines[0] === skip ? 1 : 0
    for (let i = from; i < shown.lines.length; i++) lines.push(shown.lines[i] as string)
    for (const hunk of windowHunks) hunks.push({ ...hunk, oldStart: hunk.oldStart + w.oldLine, newStart: hunk.newStart + w.newLine })
  }
  const patch = JsDiff.formatPatch({ oldFileName: path, newFileName: path, oldHeader: undefined, newHeader: undefined, hunks }, JsDiff.FILE_HEADERS_ONLY)
  return { diff: lines.join("\n"), patch, firstChangedLine, added, removed }
}

/** One line of a stored diff, for display. */
export interface DisplayLine {
  readonly kind: "added" | "removed" | "context" | "skip" | "header"
  /** The line number pi shows (the new text's for additions, the old text's otherwise). */
  readonly line?: number | undefined
  readonly text: string
}

const NUMBERED = /^([+\- ])( *)(\d+) (.*)$/s
const SKIP = /^ +\.\.\.$/

/**
 * The lines of an edit result's `details.diff`, whichever form it holds: pi's numbered form, or
 * a unified diff (`@@` hunk headers, `+`/`-`/space prefixes), which older Arbor versions wrote.
 */
export const displayLines = (diff: string): ReadonlyArray<DisplayLine> => {
  if (diff === "") return []
  const raw = diff.split("\n")
  // a unified diff opens with its file or hunk header; pi's numbered lines open with a sign and a number
  const first = raw[0] as string
  if (first.startsWith("@@ ") || first.startsWith("--- ")) {
    let oldAt = 0
    let newAt = 0
    let inHunk = false
    return raw.flatMap((l): Array<DisplayLine> => {
      const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l)
      if (hunk !== null) {
        oldAt = Number(hunk[1])
        newAt = Number(hunk[2])
        inHunk = true
        return [{ kind: "header", text: l }]
      }
      if (!inHunk) return [{ kind: "header", text: l }]
      if (l.startsWith("+")) return [{ kind: "added", line: newAt++, text: l.slice(1) }]
      if (l.startsWith("-")) return [{ kind: "removed", line: oldAt++, text: l.slice(1) }]
      if (l.startsWith("\\")) return []
      newAt++
      return [{ kind: "context", line: oldAt++, text: l.slice(1) }]
    })
  }
  return raw.map((l): DisplayLine => {
    if (SKIP.test(l)) return { kind: "skip", text: "..." }
    const m = NUMBERED.exec(l)
    if (m === null) return { kind: "context", text: l }
    const kind = m[1] === "+" ? "added" : m[1] === "-" ? "removed" : "context"
    return { kind, line: Number(m[3]), text: m[4] as string }
  })
}

/**
 * A stored diff as pi shows it: pi's numbered form as it is; a unified diff (older Arbor
 * versions) in the same numbered form, numbered from its hunk headers, each hunk after the first
 * (or one not starting at line 1) marked as following skipped lines.
 */
export const numberedForm = (diff: string): string => {
  const lines = displayLines(diff)
  if (!lines.some((l) => l.kind === "header")) return diff
  const width = String(Math.max(1, ...lines.map((l) => l.line ?? 0))).length
  const out: Array<string> = []
  for (const l of lines) {
    if (l.kind === "header") {
      const hunk = /^@@ -(\d+)/.exec(l.text)
      if (hunk !== null && (out.length > 0 || Number(hunk[1]) > 1)) out.push(skipMarker(width))
      continue
    }
    if (l.kind === "skip" || l.line === undefined) {
      out.push(l.kind === "skip" ? skipMarker(width) : l.text)
      continue
    }
    const sign = l.kind === "added" ? "+" : l.kind === "removed" ? "-" : " "
    out.push(`${sign}${String(l.line).padStart(width, " ")} ${l.text}`)
  }
  return out.join("\n")
}
