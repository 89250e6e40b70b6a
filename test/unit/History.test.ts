/**
 * The prompt history (`History`): what is kept (trimmed, no repeat in a row, at most `LIMIT`),
 * browsing older and newer with the draft kept, and the session's user messages it is seeded with.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "effect/FastCheck"
import * as Entry from "../../src/domain/format/Entry.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as Editor from "../../src/main/tui/Editor.js"
import * as History from "../../src/main/tui/History.js"

describe("History", () => {
  it("keeps sent texts trimmed, the newest first, not a blank one nor the newest again, at most LIMIT", () => {
    const h = History.seed([" one ", "two", "two", "  ", "one"])
    expect(h).toEqual({ entries: ["one", "two", "one"], index: -1, draft: undefined })
    const many = History.seed(Array.from({ length: History.LIMIT + 5 }, (_, i) => `m${i}`))
    expect(many.entries).toHaveLength(History.LIMIT)
    expect(many.entries[0]).toBe(`m${History.LIMIT + 4}`)
    expect(many.entries[History.LIMIT - 1]).toBe("m5")
  })

  it("steps older with the cursor at the start, newer at the end, and back to the draft past the newest", () => {
    const h = History.seed(["first", "second\nline"])
    const draft = Editor.fromText("draft")
    const up1 = History.step(h, draft, -1)!
    expect(up1.buffer).toEqual({ lines: ["second", "line"], row: 0, col: 0 })
    const up2 = History.step(up1.history, up1.buffer, -1)!
    expect(up2.buffer).toEqual({ lines: ["first"], row: 0, col: 0 })
    expect(History.step(up2.history, up2.buffer, -1)).toBeUndefined()
    const down1 = History.step(up2.history, up2.buffer, 1)!
    expect(down1.buffer).toEqual({ lines: ["second", "line"], row: 1, col: 4 })
    const down2 = History.step(down1.history, down1.buffer, 1)!
    expect(down2).toEqual({ history: { ...h, index: -1, draft: undefined }, buffer: draft })
    expect(History.step(down2.history, down2.buffer, 1)).toBeUndefined()
    expect(History.step(History.empty, draft, -1)).toBeUndefined()
  })

  it("law: Up n times then Down n times gives back the draft", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 8 }), fc.string(), (texts, written) => {
        const h = History.seed(texts)
        let state = { history: h, buffer: Editor.fromText(written) }
        let ups = 0
        for (;;) {
          const next = History.step(state.history, state.buffer, -1)
          if (next === undefined) break
          state = next
          ups++
        }
        expect(ups).toBe(h.entries.length)
        for (let i = 0; i < ups; i++) state = History.step(state.history, state.buffer, 1)!
        expect(state.buffer).toEqual(Editor.fromText(written))
        expect(History.browsing(state.history)).toBe(false)
      })
    )
  })

  it("seeds from the user messages of a branch, as text", () => {
    const message = (id: string, role: string, content: Json.Json) =>
      Entry.message({ id, parentId: null, timestamp: "2026-12-07T00:00:00.000Z" }, { role, content })
    const texts = History.userTexts([
      message("a", "user", "hello"),
      message("b", "assistant", [{ type: "text", text: "hi" }]),
      message("c", "user", [{ type: "text", text: "again" }])
    ])
    expect(texts).toEqual(["hello", "again"])
  })
})
