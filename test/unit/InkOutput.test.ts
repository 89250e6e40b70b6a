import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
// Ink's own buffer, which the bundle replaces with ours: the answers must be the same
import InkOutput from "../../node_modules/ink/build/output.js"
import Output from "../../src/main/tui/ink/Output.js"

type Transformer = (line: string, index: number) => string

type Step =
  | { readonly type: "write"; readonly x: number; readonly y: number; readonly text: string; readonly transformers: ReadonlyArray<Transformer> }
  | {
    readonly type: "clip"
    readonly x1: number | undefined
    readonly x2: number | undefined
    readonly y1: number | undefined
    readonly y2: number | undefined
  }
  | { readonly type: "unclip" }

const SGR = ["\u001b[31m", "\u001b[39m", "\u001b[1m", "\u001b[22m", "\u001b[7m", "\u001b[27m", "\u001b[0m", "\u001b[38;5;208m", "\u001b[2m"]

/** Text as the chat writes it: words, styles opened and closed, wide and combined characters, several lines. */
const text = fc.array(
  fc.oneof(
    fc.constantFrom("a", "word ", " ", "│", "╭─╮", "漢字", "ｶﾀｶﾅ", "é", "e\u0301", "🌳", "👩‍💻", "\t", "\n"),
    fc.constantFrom(...SGR)
  ),
  { maxLength: 24 }
).map((parts) => parts.join(""))

const TRANSFORMERS: ReadonlyArray<Transformer> = [
  (line) => `\u001b[32m${line}\u001b[39m`,
  (line, index) => `${index}:${line}`,
  (line) => line.toUpperCase()
]

const coordinate = fc.integer({ min: -3, max: 14 })

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant("write" as const), x: coordinate, y: coordinate, text, transformers: fc.subarray([...TRANSFORMERS]) })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("clip" as const),
      x1: fc.option(coordinate, { nil: undefined }),
      x2: fc.option(coordinate, { nil: undefined }),
      y1: fc.option(coordinate, { nil: undefined }),
      y2: fc.option(coordinate, { nil: undefined })
    })
  },
  { weight: 1, arbitrary: fc.constant({ type: "unclip" as const }) }
)

interface Buffer {
  write(x: number, y: number, text: string, options: { transformers: Array<Transformer> }): void
  clip(clip: { x1: number | undefined; x2: number | undefined; y1: number | undefined; y2: number | undefined }): void
  unclip(): void
  get(): { output: string; height: number }
}

const draw = (buffer: Buffer, steps: ReadonlyArray<Step>) => {
  for (const s of steps) {
    if (s.type === "write") buffer.write(s.x, s.y, s.text, { transformers: [...s.transformers] })
    else if (s.type === "clip") buffer.clip({ x1: s.x1, x2: s.x2, y1: s.y1, y2: s.y2 })
    else buffer.unclip()
  }
  return buffer.get()
}

describe("ink/Output", () => {
  // frames drawn one after another, as Ink's renderer does, some repeating an earlier one's
  // writes, at its width or another (the terminal resized): what ours remembers from a frame must
  // never change a later one
  it.prop("makes the screen Ink's buffer makes, frame after frame", [
    fc.array(fc.record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 10 }), steps: fc.array(step, { maxLength: 12 }) }), {
      minLength: 1,
      maxLength: 6
    }),
    fc.array(fc.tuple(fc.nat(), fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined })), { maxLength: 6 })
  ], ([frames, repeats]) => {
    const sequence = [
      ...frames,
      ...repeats.map(([r, width]) => {
        const frame = frames[r % frames.length]!
        return width === undefined ? frame : { ...frame, width }
      })
    ]
    for (const { height, steps, width } of sequence) {
      expect(draw(new Output({ width, height }), steps)).toEqual(draw(new InkOutput({ width, height }), steps))
    }
  }, { fastCheck: { numRuns: 300 } })

  it("keeps a streamed screen's rows and writes the changed one", () => {
    const frame = (last: string) => {
      const output = new Output({ width: 20, height: 3 })
      output.write(0, 0, "\u001b[1m## Part 1\u001b[22m\nthe parser reads", { transformers: [] })
      output.write(0, 2, last, { transformers: [] })
      return output.get()
    }
    expect(frame("each")).toEqual({ output: "\u001b[1m## Part 1\u001b[22m\nthe parser reads\neach", height: 3 })
    expect(frame("each entry")).toEqual({ output: "\u001b[1m## Part 1\u001b[22m\nthe parser reads\neach entry", height: 3 })
  })
})
