/**
 * The diffs of an edit result, as pi 1.6.0 stores them: the numbered display form in
 * `details.diff` and the unified patch in `details.patch`. Exact values from a session pi's own
 * command line wrote, and reading both diff forms back for display. The differential property
 * against pi's own edit-diff module is test/e2e/DiffPi.test.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import * as Diff from "../../src/domain/tools/Diff.js"
import * as Edits from "../../src/domain/tools/Edits.js"

const thirty = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n") + "\n"

describe("Diff.forEdit", () => {
  it("gives the details pi 1.6.0 wrote for the same edit (two windows, skip markers, two-digit numbers)", () => {
    const applied = Edits.apply(
      thirty,
      [
        { oldText: "line 12\n", newText: "line twelve\nextra\n" },
        { oldText: "line 25", newText: "line 25!" }
      ],
      "a.txt"
    )
    // copied from the toolResult pi wrote for this call (its print mode against a fake Chat Completions server)
    expect(Either.map(applied, ({ diff, firstChangedLine, patch }) => ({ diff, patch, firstChangedLine }))).toEqual(
      Either.right({
        diff:
          "    ...\n  8 line 8\n  9 line 9\n 10 line 10\n 11 line 11\n-12 line 12\n+12 line twelve\n+13 extra\n 13 line 13\n 14 line 14\n 15 line 15\n 16 line 16\n    ...\n 21 line 21\n 22 line 22\n 23 line 23\n 24 line 24\n-25 line 25\n+26 line 25!\n 26 line 26\n 27 line 27\n 28 line 28\n 29 line 29\n    ...",
        patch:
          "--- a.txt\n+++ a.txt\n@@ -8,9 +8,10 @@\n line 8\n line 9\n line 10\n line 11\n-line 12\n+line twelve\n+extra\n line 13\n line 14\n line 15\n line 16\n@@ -21,9 +22,9 @@\n line 21\n line 22\n line 23\n line 24\n-line 25\n+line 25!\n line 26\n line 27\n line 28\n line 29\n",
        firstChangedLine: 12
      })
    )
  })

  it("counts added and removed lines, and marks the run between windows once", () => {
    const lines = Array.from({ length: 200 }, (_, i) => `l${i + 1}`)
    const before = lines.join("\n")
    const after = before.replace("l3\n", "").replace("l190\n", "L190\nL190b\n")
    const start3 = before.indexOf("l3\n")
    const start190 = before.indexOf("l190\n")
    const diff = Diff.forEdit("f", before, after, [
      { start: start3, length: 3, newText: "" },
      { start: start190, length: 5, newText: "L190\nL190b\n" }
    ])
    expect({ added: diff.added, removed: diff.removed, firstChangedLine: diff.firstChangedLine }).toEqual({ added: 2, removed: 2, firstChangedLine: 3 })
    // after the first change, and after the second's four lines of context; never twice in a row
    const shown = diff.diff.split("\n")
    expect(shown.filter((l) => l === "     ...")).toHaveLength(2)
    expect(shown.some((l, i) => l === "     ..." && shown[i + 1] === "     ...")).toBe(false)
    expect(diff.diff.split("\n").slice(0, 4)).toEqual(["   1 l1", "   2 l2", "-  3 l3", "   4 l4"])
  })
})

describe("Diff.displayLines", () => {
  it("reads pi's numbered form", () => {
    expect(Diff.displayLines("    ...\n  8 line 8\n-12 line 12\n+12 line twelve\n 13 x  y")).toEqual([
      { kind: "skip", text: "..." },
      { kind: "context", line: 8, text: "line 8" },
      { kind: "removed", line: 12, text: "line 12" },
      { kind: "added", line: 12, text: "line twelve" },
      { kind: "context", line: 13, text: "x  y" }
    ])
  })

  it("reads the unified diff older Arbor versions stored, numbering its lines from the hunk header", () => {
    // a context line that looks like a numbered one (" 1 x") does not confuse the two forms
    expect(Diff.displayLines("--- f\n+++ f\n@@ -1,1 +1,2 @@\n 1 x\n+2 y").map((l) => [l.kind, l.line, l.text])).toEqual([
      ["header", undefined, "--- f"],
      ["header", undefined, "+++ f"],
      ["header", undefined, "@@ -1,1 +1,2 @@"],
      ["context", 1, "1 x"],
      ["added", 2, "2 y"]
    ])
    expect(Diff.displayLines("@@ -9,3 +9,3 @@\n line 9\n-line 10\n+line ten\n line 11")).toEqual([
      { kind: "header", text: "@@ -9,3 +9,3 @@" },
      { kind: "context", line: 9, text: "line 9" },
      { kind: "removed", line: 10, text: "line 10" },
      { kind: "added", line: 10, text: "line ten" },
      { kind: "context", line: 11, text: "line 11" }
    ])
  })

  it("numberedForm keeps pi's form and numbers a unified diff from its hunk headers", () => {
    const pi = "-1 hello\n+1 goodbye\n 2 world"
    expect(Diff.numberedForm(pi)).toBe(pi)
    expect(Diff.numberedForm("@@ -1,2 +1,2 @@\n-hello\n+goodbye\n world\n@@ -40,1 +40,1 @@\n-x\n+y")).toBe(
      "- 1 hello\n+ 1 goodbye\n  2 world\n    ...\n-40 x\n+40 y"
    )
  })
})
