/**
 * An editor key applied to a buffer (`TextInput.edit`): the moves, the deletes, the kill ring as
 * data (a cut that removes text replaces it, one that removes nothing keeps it), and what a
 * one-line input does with line breaks.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Editor from "../../src/main/tui/Editor.js"
import * as Keys from "../../src/main/tui/Keys.js"
import * as TextInput from "../../src/main/tui/TextInput.js"

const key = (raw: string): Keys.Event => {
  const events = Keys.decoder().push(raw)
  expect(events).toHaveLength(1)
  return events[0] as Keys.Event
}

const multi = { multiline: true, columns: 20, killed: "" }
const single = { ...multi, multiline: false }

describe("TextInput.edit", () => {
  it("types, moves and deletes", () => {
    expect(TextInput.edit(Editor.fromText("ab"), key("c"), multi)).toEqual({ buffer: Editor.fromText("abc"), killed: "" })
    expect(TextInput.edit(Editor.fromText("ab"), key("\u001b[D"), multi)).toEqual({ buffer: { lines: ["ab"], row: 0, col: 1 }, killed: "" })
    expect(TextInput.edit(Editor.fromText("ab"), key("\u007f"), multi)).toEqual({ buffer: Editor.fromText("a"), killed: "" })
    // a control key that is no edit changes nothing
    expect(TextInput.edit(Editor.fromText("ab"), key("\u0007"), multi)).toEqual({ buffer: Editor.fromText("ab"), killed: "" })
  })

  it("a cut that removes text puts it in the kill ring; one that removes nothing keeps the ring", () => {
    expect(TextInput.edit(Editor.fromText("one two"), key("\u0015"), multi)).toEqual({ buffer: Editor.empty, killed: "one two" })
    expect(TextInput.edit(Editor.fromText("one"), key("\u000b"), { ...multi, killed: "kept" })).toEqual({ buffer: Editor.fromText("one"), killed: "kept" })
  })

  it("Up and Down move by rows in a multi-line input, and do nothing in a one-line input", () => {
    const two = Editor.fromText("ab\ncd")
    expect(TextInput.edit(two, key("\u001b[A"), multi)).toEqual({ buffer: { lines: ["ab", "cd"], row: 0, col: 2 }, killed: "" })
    expect(TextInput.edit(two, key("\u001b[A"), single)).toEqual({ buffer: two, killed: "" })
  })

  it("a one-line input turns a paste's and a yank's line breaks into spaces", () => {
    const paste = key("\u001b[200~a\nb\n\nc\u001b[201~")
    expect(TextInput.edit(Editor.empty, paste, single).buffer).toEqual(Editor.fromText("a b c"))
    expect(TextInput.edit(Editor.empty, paste, multi).buffer).toEqual(Editor.fromText("a\nb\n\nc"))
    expect(TextInput.edit(Editor.empty, key("\u0019"), { ...single, killed: "x\ny" })).toEqual({ buffer: Editor.fromText("x y"), killed: "x\ny" })
  })
})
