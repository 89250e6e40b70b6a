import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import stringWidth from "string-width"
import * as Editor from "../../src/main/tui/Editor.js"

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
    const up = Editor.moveRow(Editor.end(buffer), 80, -1)
    expect([up.row, up.col]).toEqual([0, 2])
    const down = Editor.moveRow(Editor.end(up), 80, 1)
    expect([down.row, down.col]).toEqual([1, 2])
  })

  it("kills to the line start and deletes words", () => {
    expect(Editor.text(Editor.cutToStart(typed("one two")).buffer)).toBe("")
    expect(Editor.text(Editor.cutWordBackward(typed("one two  ")).buffer)).toBe("one ")
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

describe("Editor on the screen", () => {
  const rowsOf = (buffer: Editor.Buffer, width: number) => Editor.visualRows(buffer, width).map((r) => (buffer.lines[r.row] ?? "").slice(r.start, r.end))

  it("moves over whole graphemes: a family emoji, an accent, a flag", () => {
    const family = "👨‍👩‍👧"
    let buffer = typed(`a${family}e\u0301🇫🇷`)
    buffer = Editor.left(buffer)
    expect(buffer.col).toBe(`a${family}e\u0301`.length)
    buffer = Editor.left(buffer)
    expect(buffer.col).toBe(`a${family}`.length)
    buffer = Editor.backspace(buffer)
    expect(Editor.text(buffer)).toBe("ae\u0301🇫🇷")
    expect(Editor.text(Editor.deleteForward(Editor.right(Editor.home(buffer))))).toBe("a🇫🇷")
  })

  it("moves and deletes by words, and keeps what it cut for yank", () => {
    const buffer = typed("one two three")
    expect(Editor.wordLeft(buffer).col).toBe(8)
    expect(Editor.wordRight(Editor.home(buffer)).col).toBe(3)
    const cut = Editor.cutWordBackward(buffer)
    expect([Editor.text(cut.buffer), cut.killed]).toEqual(["one two ", "three"])
    const end = Editor.cutToEnd(Editor.home(buffer))
    expect([Editor.text(end.buffer), end.killed]).toEqual(["", "one two three"])
    const forward = Editor.cutWordForward(Editor.home(buffer))
    expect([Editor.text(forward.buffer), forward.killed]).toEqual([" two three", "one"])
    expect(Editor.cutToStart(buffer).killed).toBe("one two three")
  })

  it("wraps at spaces by terminal columns; wide characters take two; a word longer than the row is cut", () => {
    expect(rowsOf(Editor.fromText("aaa bbb ccc"), 7)).toEqual(["aaa bbb ", "ccc"])
    expect(rowsOf(Editor.fromText("abcdefghij"), 4)).toEqual(["abcd", "efgh", "ij"])
    expect(rowsOf(Editor.fromText("中文中文中文中文"), 5)).toEqual(["中文", "中文", "中文", "中文"])
    expect(rowsOf(Editor.fromText("ab 中文中文"), 5)).toEqual(["ab ", "中文", "中文"])
    expect(rowsOf(Editor.fromText("one\n\ntwo"), 10)).toEqual(["one", "", "two"])
  })

  it.prop(
    "no row is wider than the width, and the rows hold the text exactly",
    [fc.array(fc.constantFrom("a", "b", " ", "中", "😀", "e\u0301", "文字"), { maxLength: 80 }), fc.integer({ min: 2, max: 30 })],
    ([pieces, width]) => {
      const text = pieces.join("")
      const buffer = Editor.fromText(text)
      const rows = rowsOf(buffer, width)
      expect(rows.join("")).toBe(text)
      for (const row of rows) expect(stringWidth(row.replace(/ $/, ""))).toBeLessThanOrEqual(width)
    }
  )

  it("puts the cursor on the row that holds it, always on a cell of the screen", () => {
    const buffer = Editor.fromText("abcd efgh")
    const rows = Editor.visualRows(buffer, 5)
    expect(Editor.cursorAt(buffer, rows)).toEqual({ index: 1, x: 4 })
    expect(Editor.cursorAt({ ...buffer, col: 5 }, rows)).toEqual({ index: 1, x: 0 })
    expect(Editor.cursorAt({ ...buffer, col: 2 }, rows)).toEqual({ index: 0, x: 2 })
    // a row filled to the width: the cursor takes the extra column; after a space that ended it, the next row
    const exact = Editor.fromText("abcde")
    expect(Editor.cursorAt(exact, Editor.visualRows(exact, 5))).toEqual({ index: 0, x: 5 })
    const full = Editor.fromText("abcde ")
    expect(Editor.visualRows(full, 5)).toHaveLength(2)
    expect(Editor.cursorAt(full, Editor.visualRows(full, 5))).toEqual({ index: 1, x: 0 })
    const wide = Editor.fromText("中文中")
    expect(Editor.cursorAt(wide, Editor.visualRows(wide, 4))).toEqual({ index: 1, x: 2 })
  })

  it("moves up and down by screen rows, keeping the screen column", () => {
    let buffer = Editor.fromText("0123456789abcdefghij\nxy")
    buffer = { ...buffer, row: 0, col: 13 }
    const up = Editor.moveRow(buffer, 10, -1)
    expect([up.row, up.col]).toEqual([0, 3])
    const down = Editor.moveRow(up, 10, 1)
    expect([down.row, down.col]).toEqual([0, 13])
    const next = Editor.moveRow(down, 10, 1)
    expect([next.row, next.col]).toEqual([1, 2])
    expect(Editor.moveRow(next, 10, 1)).toEqual({ ...next, col: 2 })
    expect(Editor.moveRow(up, 10, -1)).toEqual({ ...up, col: 0 })
    // CJK: the column on the screen, not in code units
    const cjk = { ...Editor.fromText("中文中文\nabcd"), row: 1, col: 2 }
    expect(Editor.moveRow(cjk, 10, -1)).toEqual({ ...cjk, row: 0, col: 1 })
  })

  it("scrolls only as far as it must to keep the cursor in view", () => {
    expect(Editor.scrollTop(0, 19, 15, 20)).toBe(5)
    expect(Editor.scrollTop(5, 10, 15, 20)).toBe(5)
    expect(Editor.scrollTop(5, 3, 15, 20)).toBe(3)
    expect(Editor.scrollTop(9, 2, 15, 3)).toBe(0)
  })
})
