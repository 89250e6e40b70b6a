import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as Editor from "../src/main/tui/Editor.js"

const typed = (text: string) => Editor.insert(Editor.empty, text)

describe("Editor", () => {
  it("inserts, breaks lines and joins them again", () => {
    let buffer = typed("hello")
    buffer = Editor.newline(buffer)
    buffer = Editor.insert(buffer, "world")
    expect(Editor.text(buffer)).toBe("hello\nworld")
    expect([buffer.row, buffer.col]).toEqual([1, 5])
    buffer = Editor.home(buffer)
    buffer = Editor.backspace(buffer)
    expect(Editor.text(buffer)).toBe("helloworld")
    expect([buffer.row, buffer.col]).toEqual([0, 5])
  })

  it("pastes several lines at the cursor and drops control characters", () => {
    const buffer = Editor.insert(Editor.left(Editor.left(typed("ab"))), "x\r\ny\u0007z\n")
    expect(Editor.text(buffer)).toBe("x\nyz\nab")
    expect([buffer.row, buffer.col]).toEqual([2, 0])
  })

  it("never splits a surrogate pair", () => {
    let buffer = typed("a😀")
    buffer = Editor.left(buffer)
    expect(buffer.col).toBe(1)
    buffer = Editor.deleteForward(buffer)
    expect(Editor.text(buffer)).toBe("a")
    expect(Editor.text(Editor.backspace(typed("😀")))).toBe("")
  })

  it("moves between lines keeping the column within the line", () => {
    const buffer = Editor.fromText("long line\nab")
    expect([buffer.row, buffer.col]).toEqual([1, 2])
    const up = Editor.up(Editor.end(buffer))
    expect([up.row, up.col]).toEqual([0, 2])
    const down = Editor.down(Editor.end(up))
    expect([down.row, down.col]).toEqual([1, 2])
  })

  it("kills to the line start and deletes words", () => {
    expect(Editor.text(Editor.killToStart(typed("one two")))).toBe("")
    expect(Editor.text(Editor.deleteWord(typed("one two  ")))).toBe("one ")
  })

  it.prop("typing text character by character gives that text", [fc.string({ unit: "grapheme" })], ([text]) => {
    const clean = text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "").replace(/\r/g, "")
    let buffer = Editor.empty
    for (const char of Array.from(clean)) buffer = char === "\n" ? Editor.newline(buffer) : Editor.insert(buffer, char)
    expect(Editor.text(buffer)).toBe(clean)
    expect(Editor.text(Editor.fromText(clean))).toBe(clean)
  })

  it.prop("backspace undoes a typed character", [fc.string(), fc.constantFrom("a", "é", "😀", "\n")], ([before, char]) => {
    const start = Editor.fromText(before.replace(/[\u0000-\u001f\u007f]/g, ""))
    expect(Editor.backspace(Editor.insert(start, char))).toEqual(start)
  })
})
