/**
 * The chat editor's keys from pi that live in `Prompt`: prompt history on Up and Down, undo,
 * paste folding, the kill ring's Alt+Y, Ctrl+] jumps, `@file` completion, and the keys that
 * ask the view for the terminal (Ctrl+G, Ctrl+Z, Ctrl+V); each as an exact state and the exact
 * tasks asked for, and laws where one holds for any input.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Editor from "../../src/main/tui/Editor.js"
import * as History from "../../src/main/tui/History.js"
import * as Keys from "../../src/main/tui/Keys.js"
import { Action, initial, reduce, type State, type Step, Task } from "../../src/main/tui/Prompt.js"

const RAW = {
  enter: "\r",
  up: "\u001b[A",
  down: "\u001b[B",
  left: "\u001b[D",
  home: "\u0001",
  ctrlJ: "\n"
} as const

const events = (raw: string): ReadonlyArray<Keys.Event> => Keys.decoder().push(raw)

const context = { now: 1_000_000, busy: false, shellRunning: false, columns: 40, killed: "" }
type Ctx = typeof context

/** Presses the keys of `raw` in turn (typed text is one key per character). */
const press = (state: State, raw: string, ctx: Ctx = context): Step => {
  let step: Step = { state, tasks: [] }
  for (const event of events(raw)) {
    const next = reduce(step.state, Action.Key({ event }), ctx)
    step = { state: next.state, tasks: [...step.tasks, ...next.tasks] }
  }
  return step
}
const typeText = (state: State, text: string): State => [...text].reduce((s, char) => press(s, char).state, state)
const text = (state: State): string => Editor.text(state.buffer)

describe("prompt history", () => {
  const sentTwo = press(typeText(press(typeText(initial, "first"), RAW.enter).state, "second\nline"), RAW.enter).state

  it("Up on an empty editor shows the last message sent, again the one before; Down back to the empty editor", () => {
    const up1 = press(sentTwo, RAW.up).state
    expect(up1.buffer).toEqual({ lines: ["second", "line"], row: 0, col: 0 })
    const up2 = press(up1, RAW.up).state
    expect(text(up2)).toBe("first")
    // past the oldest: nothing changes
    expect(press(up2, RAW.up).state).toEqual(up2)
    const down1 = press(up2, RAW.down).state
    expect(down1.buffer).toEqual({ lines: ["second", "line"], row: 1, col: 4 })
    expect(press(down1, RAW.down).state).toEqual(sentTwo)
  })

  it("Up in a written text moves the cursor; at the start of the first row it browses, and Down gives the draft back", () => {
    const written = typeText(sentTwo, "draft")
    expect(press(written, RAW.up).state.buffer).toEqual({ lines: ["draft"], row: 0, col: 0 })
    const atStart = press(written, RAW.home).state
    const browsed = press(atStart, RAW.up).state
    expect(text(browsed)).toBe("second\nline")
    // Down from the first row of a two-row entry moves the cursor; from the last it goes newer
    const moved = press(browsed, RAW.down).state
    expect(moved.buffer).toEqual({ lines: ["second", "line"], row: 1, col: 0 })
    expect(press(moved, RAW.down).state.buffer).toEqual(atStart.buffer)
  })

  it("an edited entry is the text being written: Down then moves, and Enter sends it as a new entry", () => {
    const browsed = press(press(sentTwo, RAW.up).state, RAW.up).state
    const edited = typeText(browsed, "> ")
    expect(text(edited)).toBe("> first")
    expect(History.browsing(edited.history)).toBe(false)
    expect(press(edited, RAW.down).state.buffer).toEqual({ lines: ["> first"], row: 0, col: 7 })
    const sent = press(edited, RAW.enter)
    expect(sent.tasks).toEqual([Task.Send({ item: { kind: "steer", text: "> first" } })])
    expect(sent.state.history.entries).toEqual(["> first", "second\nline", "first"])
  })

  it("commands are not kept, shell commands are; the session's messages seed it", () => {
    const afterCommand = press(typeText(initial, "/session"), RAW.enter).state
    expect(afterCommand.history).toEqual(History.empty)
    const afterShell = press(typeText(initial, "!ls"), RAW.enter).state
    expect(afterShell.history.entries).toEqual(["!ls"])
    const seeded = reduce(initial, Action.Seed({ texts: ["old one", "old two"] }), context).state
    expect(text(press(seeded, RAW.up).state)).toBe("old two")
  })
})
