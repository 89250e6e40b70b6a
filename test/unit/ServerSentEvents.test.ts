import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as ServerSentEvents from "../../src/services/model/internal/ServerSentEvents.js"

/** One event as a server writes it: data lines, and what a reader skips (comments, other fields). */
interface Event {
  readonly data: ReadonlyArray<string>
  readonly noise: ReadonlyArray<string>
}

/** Text without line ends, with what the format treats specially (colons, a leading space, `data`). */
const lineText = fc.stringOf(fc.constantFrom("a", "é", "世", " ", ":", "data", "{\"x\":1}", "\u{1F600}"), { maxLength: 12 })
const event: fc.Arbitrary<Event> = fc.record({
  data: fc.array(lineText, { minLength: 1, maxLength: 3 }),
  noise: fc.array(fc.oneof(lineText.map((text) => `:${text}`), lineText.map((text) => `event: ${text}`), fc.constant("id: 7"), fc.constant("retry: 10")), {
    maxLength: 2
  })
})

/** The event's lines: noise first, each data line as `data: ` (or `data:`) and its text. */
const lines = (e: Event, spaced: boolean): Array<string> => [...e.noise, ...e.data.map((text) => `data:${spaced ? " " : ""}${text}`)]

describe("ServerSentEvents.Reader", () => {
  it("reads each event's data whatever the line ends and however the text is cut", () =>
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 6 }),
        fc.constantFrom("\n", "\r\n", "\r"),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 8 }),
        (events, end, spaced, bom, cutAt) => {
          const text = (bom ? "\uFEFF" : "") + events.map((e) => [...lines(e, spaced), ""].map((line) => line + end).join("")).join("")
          const cuts = [...new Set(cutAt.map((n) => n % (text.length + 1)))].sort((a, b) => a - b)
          const reader = new ServerSentEvents.Reader()
          const read: Array<string> = []
          let from = 0
          for (const cut of [...cuts, text.length]) {
            read.push(...reader.feed(text.slice(from, cut)))
            from = cut
          }
          // the one space after the colon is dropped: unspaced, the text's own first space
          const expected = events.map((e) => e.data.map((line) => (!spaced && line.startsWith(" ") ? line.slice(1) : line)).join("\n"))
          expect(read).toEqual(expected)
        }
      ),
      { numRuns: 500 }
    ))

  it("drops an event without data and keeps an empty one; a field without a colon is its name", () => {
    const reader = new ServerSentEvents.Reader()
    expect(reader.feed("event: ping\n\ndata\n\ndata:\n\ndata:  two spaces\n\n")).toEqual(["", "", " two spaces"])
  })

  it("holds an unfinished event until its end arrives; fails on an event that never ends", () => {
    const reader = new ServerSentEvents.Reader()
    expect(reader.feed("data: a\n")).toEqual([])
    expect(reader.feed("\n")).toEqual(["a"])
    const endless = new ServerSentEvents.Reader()
    const line = "x".repeat(1024 * 1024)
    expect(() => {
      for (let i = 0; i < 11; i++) endless.feed(i === 0 ? `data: ${line}` : line)
    }).toThrow("A server-sent event longer than 10485760 characters")
  })
})
