/**
 * A differential property against pi 1.6.0 itself: for random files and random edits, Arbor's
 * `Edits.apply` gives the same `diff`, `patch` and `firstChangedLine` as pi's own edit-diff
 * module (installed on demand into `.bench/pi` by bench/Pi.ts), and refuses what pi refuses, in
 * pi's words. The exact values from a session pi wrote are test/unit/Diff.test.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as Edits from "../../src/domain/tools/Edits.js"

// pi is installed on demand (a fresh install downloads it, which takes a while)
const piTimeout = Pi.isInstalled() ? 120_000 : 900_000

interface PiEditDiff {
  readonly applyEditsToNormalizedContent: (
    content: string,
    edits: ReadonlyArray<Edits.Edit>,
    path: string
  ) => { readonly baseContent: string; readonly newContent: string; readonly replacements: ReadonlyArray<unknown> }
  readonly generateEditDiff: (
    path: string,
    base: string,
    next: string,
    replacements: ReadonlyArray<unknown>
  ) => { diff: string; patch: string; firstChangedLine?: number }
}

/** Files of short, often repeated lines (where line diffs have choices to make) and edits of whole line runs or parts of lines. */
const cases = fc
  .record({
    lines: fc.array(fc.constantFrom("a", "b", "c", "}", "", "foo()", "bar = 1", "  return x"), { minLength: 1, maxLength: 120 }),
    finalNewline: fc.boolean(),
    edits: fc.array(
      fc.record({
        at: fc.nat(),
        span: fc.integer({ min: 1, max: 4 }),
        newLines: fc.array(fc.constantFrom("a", "b", "x", "", "new line", "}"), { maxLength: 5 })
      }),
      { minLength: 1, maxLength: 3 }
    )
  })
  .map(({ edits, finalNewline, lines }) => {
    const content = lines.join("\n") + (finalNewline ? "\n" : "")
    // each edit replaces `span` whole lines (with their line break) starting at line `at`
    const picked = edits.map(({ at, newLines, span }) => {
      const first = at % lines.length
      const run = lines.slice(first, first + span)
      const oldText = run.join("\n") + (first + run.length < lines.length || finalNewline ? "\n" : "")
      return { oldText, newText: newLines.map((l) => `${l}\n`).join("") }
    })
    return { content, edits: picked }
  })

describe("Diff.forEdit against pi's own edit diff", () => {
  it(
    "gives pi's diff, patch and firstChangedLine for every edit both accept",
    async () => {
      await Pi.ensure()
      const pi = (await import(path.join(Pi.prefix, "node_modules", Pi.PACKAGE, "dist/core/tools/edit-diff.js"))) as PiEditDiff
      let compared = 0
      fc.assert(
        fc.property(cases, ({ content, edits }) => {
          const ours = Edits.apply(content, edits, "src/f.ts")
          let theirs: { diff: string; patch: string; firstChangedLine?: number } | undefined
          try {
            const r = pi.applyEditsToNormalizedContent(content, edits, "src/f.ts")
            theirs = pi.generateEditDiff("src/f.ts", r.baseContent, r.newContent, r.replacements)
          } catch {
            theirs = undefined
          }
          if (Either.isLeft(ours) || theirs === undefined) return
          compared++
          expect({ diff: ours.right.diff, patch: ours.right.patch, firstChangedLine: ours.right.firstChangedLine }).toEqual({
            diff: theirs.diff,
            patch: theirs.patch,
            firstChangedLine: theirs.firstChangedLine
          })
        }),
        { numRuns: 400, seed: 32 }
      )
      expect(compared).toBeGreaterThan(100)
    },
    piTimeout
  )
})

/** Edits whose old text may be missing, repeated, empty, overlapping, unchanged or there only loosely: pi's refusals and loose matches. */
const hostileCases = fc.record({
  // trailing spaces, a typographic apostrophe and a dash: pi's loose matching
  lines: fc.array(fc.constantFrom("a", "b", "a b", "x = 1", "", "c  ", "it\u2019s", "d \u2013 e"), { minLength: 1, maxLength: 12 }),
  edits: fc.array(
    fc.record({
      oldText: fc.constantFrom("a", "b", "a b", "x = 1", "x = 1\na", "zzz", "", "a\n", "b\na", "c", "c\na", "it's", "d - e", "s\nd"),
      newText: fc.constantFrom("a", "b", "", "q", "c  ")
    }),
    { minLength: 0, maxLength: 3 }
  )
})

describe("Edits.apply against pi's own edit rules", () => {
  it(
    "refuses what pi refuses, in pi's words, and otherwise writes what pi writes",
    async () => {
      await Pi.ensure()
      const pi = (await import(path.join(Pi.prefix, "node_modules", Pi.PACKAGE, "dist/core/tools/edit-diff.js"))) as PiEditDiff
      const counts = { refused: 0, applied: 0 }
      fc.assert(
        fc.property(hostileCases, ({ edits, lines }) => {
          const content = lines.join("\n") + "\n"
          const ours = Edits.apply(content, edits, "f.txt")
          let theirs: { readonly content: string } | { readonly error: string }
          try {
            theirs = { content: pi.applyEditsToNormalizedContent(content, edits, "f.txt").newContent }
          } catch (error) {
            theirs = { error: (error as Error).message }
          }
          // pi's edit tool checks for an empty edit list before these rules
          if (edits.length === 0) theirs = { error: "Edit tool input is invalid. edits must contain at least one replacement." }
          if ("error" in theirs) counts.refused++
          else counts.applied++
          expect(Either.match(ours, { onLeft: (e) => ({ error: e.message }), onRight: (r) => ({ content: r.content }) })).toEqual(theirs)
        }),
        { numRuns: 1000, seed: 32 }
      )
      expect(counts.refused).toBeGreaterThan(200)
      expect(counts.applied).toBeGreaterThan(40)
    },
    piTimeout
  )
})
