import { describe, expect, it } from "@effect/vitest"
import chalk from "chalk"
import { FastCheck as fc } from "effect"
import { renderToString } from "ink"
import { createElement } from "react"
import type * as Markdown from "../../src/main/export/Markdown.js"
import type * as Chat from "../../src/main/tui/Chat.js"
import { LineView, spanStyle, Text, TONE_STYLE } from "../../src/main/tui/Views.js"

/** A line as the chat drew it before it made one string of it: the pieces nested in the tone's `Text`, Ink styling each. */
const nested = (line: Chat.Line) =>
  createElement(
    Text,
    { wrap: "truncate-end", ...TONE_STYLE[line.tone] },
    line.spans === undefined || line.spans.length === 0
      ? line.text === "" ? " " : line.text
      : line.spans.map((span, i) => createElement(Text, { key: i, ...spanStyle(span) }, span.text))
  )

const flag = fc.constant(true)
const span: fc.Arbitrary<Markdown.Span> = fc.record(
  {
    text: fc.stringOf(fc.constantFrom("a", "b ", "中", "é", "\u001b[2J", "\t", "x"), { minLength: 1, maxLength: 6 }),
    bold: flag,
    italic: flag,
    underline: flag,
    strike: flag,
    dim: flag,
    code: flag,
    link: flag,
    heading: flag,
    scope: fc.constantFrom("keyword", "string", "comment", "title", "unknown-scope")
  },
  { requiredKeys: ["text"] }
)
const line: fc.Arbitrary<Chat.Line> = fc.record({
  text: fc.constantFrom("", "plain text", "a \u001b[31mred\u001b[0m escape"),
  tone: fc.constantFrom<Array<Chat.Tone>>("user", "assistant", "thinking", "tool", "meta", "error"),
  spans: fc.option(fc.array(span, { maxLength: 5 }), { nil: undefined })
}).map(({ spans, text, tone }): Chat.Line => (spans === undefined ? { text, tone } : { text, tone, spans }))

describe("LineView", () => {
  it("draws a line as Ink draws its pieces nested in its tone: the same characters and styles", () => {
    const level = chalk.level
    chalk.level = 3
    try {
      fc.assert(
        fc.property(line, (l) => {
          expect(renderToString(createElement(LineView, { line: l }), { columns: 120 })).toBe(renderToString(nested(l), { columns: 120 }))
        }),
        { numRuns: 300 }
      )
    } finally {
      chalk.level = level
    }
  })
})
