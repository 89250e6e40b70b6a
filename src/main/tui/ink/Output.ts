/**
 * Ink's screen buffer, with work proportional to what changed between frames. The bundle puts it
 * in place of Ink's own `build/output.js` (scripts/build.mjs), whose interface it keeps: Ink's
 * renderer makes one per frame, writes each text node's lines into it at their place (`write`,
 * within `clip`s), and takes the screen as one string (`get`).
 *
 * Ink's own buffer builds a grid of styled cells for the whole screen every frame: it tokenizes
 * the ANSI codes of every line written and joins every row's cells back into a string. While a
 * reply streams, the chat draws 30 frames a second of a 120×40 screen where a line or two
 * changed, and that grid was most of the chat's CPU. Here a row is the list of lines written into
 * it (with their columns); a row seen in the last frame is its remembered string, and only a new
 * row is composed, by Ink's algorithm (its cells, from `@alcalzone/ansi-tokenize`, and the widths
 * from `string-width`), so the screen is the same string Ink's buffer makes
 * (test/unit/InkOutput.test.ts checks this against Ink's on random writes).
 *
 * What is remembered lives across frames, in this module: the rows and each line's cells of the
 * last two frames (a row or line not used in a frame is forgotten a frame later). Not pure:
 * those caches.
 */
import { styledCharsFromTokens, styledCharsToString, tokenize } from "@alcalzone/ansi-tokenize"
import type { StyledChar } from "@alcalzone/ansi-tokenize"
import sliceAnsi from "slice-ansi"
import stringWidth from "./StringWidth.js"

/** A function Ink applies to each line of a text node before it is written (colours, `<Transform>`). */
type Transformer = (line: string, index: number) => string

/** A region outside of which writes are cut; a side left undefined does not cut. */
interface Clip {
  readonly x1: number | undefined
  readonly x2: number | undefined
  readonly y1: number | undefined
  readonly y2: number | undefined
}

type Operation =
  | { readonly type: "write"; readonly x: number; readonly y: number; readonly text: string; readonly transformers: ReadonlyArray<Transformer> }
  | { readonly type: "clip"; readonly clip: Clip }
  | { readonly type: "unclip" }

/** A map that forgets what was not asked for since the last `turn` but one. */
class Generations<V> {
  private current = new Map<string, V>()
  private previous = new Map<string, V>()

  get(key: string): V | undefined {
    const now = this.current.get(key)
    if (now !== undefined) return now
    const before = this.previous.get(key)
    if (before !== undefined) this.current.set(key, before)
    return before
  }

  set(key: string, value: V): void {
    this.current.set(key, value)
  }

  /** Starts a frame: what the frame before last used and the last did not is dropped. */
  turn(): void {
    this.previous = this.current
    this.current = new Map()
  }
}

/** Each line's cells, by the line (after its transformers). */
const cellsOf = new Generations<ReadonlyArray<StyledChar>>()
/** Each row's string, by the lines written into it (`rowKey`). */
const rows = new Generations<string>()
const widestLine = (lines: ReadonlyArray<string>): number => lines.reduce((widest, line) => Math.max(widest, stringWidth(line)), 0)

const cells = (line: string): ReadonlyArray<StyledChar> => {
  let found = cellsOf.get(line)
  if (found === undefined) {
    found = styledCharsFromTokens(tokenize(line))
    cellsOf.set(line, found)
  }
  return found
}

/** A line written into a row, at column `x`. */
interface Piece {
  readonly x: number
  readonly line: string
}

/** A row's width and pieces as one key: the columns and the lines, which hold no NUL. */
const rowKey = (width: number, pieces: ReadonlyArray<Piece>): string => {
  let key = `${width}\u0000`
  for (const piece of pieces) key += `${piece.x}\u0000${piece.line}\u0000`
  return key
}

const BLANK: StyledChar = { type: "char", value: " ", fullWidth: false, styles: [] }

/** A row of `width` blank cells with `pieces` written into it in order, as a string without trailing blanks (Ink's algorithm). */
const compose = (pieces: ReadonlyArray<Piece>, width: number): string => {
  const row: Array<StyledChar> = new Array<StyledChar>(width).fill(BLANK)
  for (const { line, x } of pieces) {
    let offsetX = x
    for (const character of cells(line)) {
      row[offsetX] = character
      const characterWidth = Math.max(1, stringWidth(character.value))
      // a wide character's following cells are cleared, keeping its styles
      for (let index = 1; index < characterWidth; index++) {
        row[offsetX + index] = { type: "char", value: "", fullWidth: false, styles: character.styles }
      }
      offsetX += characterWidth
    }
  }
  // a piece starting past the row's end leaves holes, which Ink drops
  return styledCharsToString(row.filter((cell) => cell !== undefined)).trimEnd()
}

export default class Output {
  readonly width: number
  readonly height: number
  private readonly operations: Array<Operation> = []

  constructor(options: { readonly width: number; readonly height: number }) {
    this.width = options.width
    this.height = options.height
  }

  write(x: number, y: number, text: string, options: { readonly transformers: ReadonlyArray<Transformer> }): void {
    if (!text) return
    this.operations.push({ type: "write", x, y, text, transformers: options.transformers })
  }

  clip(clip: Clip): void {
    this.operations.push({ type: "clip", clip })
  }

  unclip(): void {
    this.operations.push({ type: "unclip" })
  }

  get(): { readonly output: string; readonly height: number } {
    cellsOf.turn()
    rows.turn()
    const pieces: Array<Array<Piece>> = Array.from({ length: this.height }, () => [])
    const clips: Array<Clip> = []
    for (const operation of this.operations) {
      if (operation.type === "clip") {
        clips.push(operation.clip)
        continue
      }
      if (operation.type === "unclip") {
        clips.pop()
        continue
      }
      let { x, y } = operation
      let lines = operation.text.split("\n")
      const clip = clips.at(-1)
      if (clip !== undefined) {
        const { x1, x2, y1, y2 } = clip
        const horizontally = x1 !== undefined && x2 !== undefined
        const vertically = y1 !== undefined && y2 !== undefined
        // wholly outside the clip: nothing to write
        if (horizontally && (x + widestLine(lines) < x1 || x > x2)) continue
        if (vertically && (y + lines.length < y1 || y > y2)) continue
        if (horizontally) {
          const left = x
          lines = lines.map((line) => {
            const width = stringWidth(line)
            return sliceAnsi(line, left < x1 ? x1 - left : 0, left + width > x2 ? x2 - left : width)
          })
          if (x < x1) x = x1
        }
        if (vertically) {
          const from = y < y1 ? y1 - y : 0
          const to = y + lines.length > y2 ? y2 - y : lines.length
          lines = lines.slice(from, to)
          if (y < y1) y = y1
        }
      }
      // as in Ink, a line that falls outside the screen is skipped without moving down: a text
      // starting above the screen writes nothing
      let offsetY = 0
      for (const [index, written] of lines.entries()) {
        const row = pieces[y + offsetY]
        if (row === undefined) continue
        let line = written
        for (const transformer of operation.transformers) line = transformer(line, index)
        row.push({ x, line })
        offsetY++
      }
    }
    const output = pieces.map((written) => {
      if (written.length === 0) return ""
      const key = rowKey(this.width, written)
      let text = rows.get(key)
      if (text === undefined) {
        text = compose(written, this.width)
        rows.set(key, text)
      }
      return text
    })
    return { output: output.join("\n"), height: output.length }
  }
}
