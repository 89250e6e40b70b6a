/**
 * The project-trust question's keys (`TrustPrompt.onKey`) and its lines: the arrows move with
 * wrapping, Enter or a choice's number answers, Escape and Ctrl+C answer nothing.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "effect/FastCheck"
import * as ProjectTrust from "../../src/domain/agent/ProjectTrust.js"
import * as Keys from "../../src/main/tui/Keys.js"
import * as TrustPrompt from "../../src/main/tui/TrustPrompt.js"

const key = (raw: string): Keys.Event => {
  const events = Keys.decoder().push(raw)
  expect(events).toHaveLength(1)
  return events[0] as Keys.Event
}

const { Answer, Ignore, Select } = TrustPrompt.Step

describe("TrustPrompt.onKey", () => {
  it("moves with the arrows, wrapping at both ends", () => {
    expect(TrustPrompt.onKey(0, 3, key("\u001b[B"))).toEqual(Select({ selected: 1 }))
    expect(TrustPrompt.onKey(2, 3, key("\u001b[B"))).toEqual(Select({ selected: 0 }))
    expect(TrustPrompt.onKey(0, 3, key("\u001b[A"))).toEqual(Select({ selected: 2 }))
  })

  it("answers the selected choice with Enter, a choice by its number, nothing with Escape or Ctrl+C", () => {
    expect(TrustPrompt.onKey(1, 3, key("\r"))).toEqual(Answer({ index: 1 }))
    expect(TrustPrompt.onKey(0, 3, key("3"))).toEqual(Answer({ index: 2 }))
    expect(TrustPrompt.onKey(0, 3, key("\u001b"))).toEqual(Answer({ index: undefined }))
    expect(TrustPrompt.onKey(0, 3, key("\u0003"))).toEqual(Answer({ index: undefined }))
  })

  it("ignores a number past the choices, other keys and a paste", () => {
    expect(TrustPrompt.onKey(0, 3, key("4"))).toEqual(Ignore())
    expect(TrustPrompt.onKey(0, 3, key("0"))).toEqual(Ignore())
    expect(TrustPrompt.onKey(0, 3, key("y"))).toEqual(Ignore())
    expect(TrustPrompt.onKey(0, 3, key("\u001b[200~1\u001b[201~"))).toEqual(Ignore())
  })

  it.prop("down then up comes back to the same choice", [fc.integer({ min: 1, max: 9 }), fc.nat()], ([count, at]) => {
    const selected = at % count
    const down = TrustPrompt.onKey(selected, count, key("\u001b[B"))
    expect(down._tag).toBe("Select")
    if (down._tag === "Select") expect(TrustPrompt.onKey(down.selected, count, key("\u001b[A"))).toEqual(Select({ selected }))
  })
})

describe("TrustPrompt.lines", () => {
  it("asks about the folder, numbers the choices and marks the selected one in inverse video", () => {
    expect(TrustPrompt.lines("/w/repo", ProjectTrust.choices("/w/repo", undefined), 1)).toEqual([
      "Trust this project folder?",
      "  /w/repo",
      "Trusting it lets Arbor use its .pi/settings.json, shell settings included (shellPath and",
      "shellCommandPrefix run commands). pi keeps the same decision (trust.json).",
      "",
      "  1. Trust this folder",
      "\u001b[7m› 2. Trust it for this run only\u001b[27m",
      "  3. Do not trust it",
      "  4. Do not trust it for this run only",
      "",
      "↑/↓ and Enter, or a number · Esc: do not trust, remember nothing"
    ])
  })
})
