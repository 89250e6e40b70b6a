/**
 * The npm pseudo-terminal's keys (test/support/Terminal.ts) are the bytes tmux sends for the same
 * names: the table below was read off tmux 3.3a (`extended-keys on`) by a program printing its
 * raw input in hex, once as Arbor's chat sets the terminal up (bracketed paste and
 * modifyOtherKeys asked for), once plain, once with DECCKM.
 */
import { describe, expect, it } from "@effect/vitest"
import { keyBytes } from "../support/Terminal.js"

const hex = (bytes: string): string => Buffer.from(bytes, "latin1").toString("hex")

const asArborAsks = { applicationCursor: false, extendedKeys: true }

describe("the pseudo-terminal's keys are tmux's bytes", () => {
  it("with modifyOtherKeys asked for, as Arbor's chat asks", () => {
    const tmux: Record<string, string> = {
      Enter: "0d",
      Escape: "1b",
      "C-d": "04",
      "C-c": "03",
      "C-u": "15",
      "C-j": "0a",
      Up: "1b5b41",
      Down: "1b5b42",
      Left: "1b5b44",
      Right: "1b5b43",
      "M-Enter": "1b0d",
      "S-Enter": "1b5b31333b3275",
      Tab: "09",
      PageUp: "1b5b357e",
      PageDown: "1b5b367e",
      "M-Up": "1b5b313b3341",
      L: "4c",
      Home: "1b5b317e",
      End: "1b5b347e",
      BTab: "1b5b5a",
      BSpace: "7f",
      "C-t": "14",
      "C-o": "0f",
      "C-s": "13",
      "C-r": "12",
      "C-p": "10",
      "C-n": "0e",
      "C-l": "0c",
      Space: "20",
      "C-a": "01",
      "C-e": "05",
      "C-k": "0b",
      "C-w": "17",
      "C-g": "07",
      "C-z": "1a",
      "M-b": "1b62",
      "M-f": "1b66",
      Delete: "1b5b337e",
      "C-Left": "1b5b313b3544"
    }
    expect(Object.fromEntries(Object.keys(tmux).map((name) => [name, hex(keyBytes(name, asArborAsks))]))).toEqual(tmux)
  })

  it("plain, and with DECCKM's cursor keys", () => {
    const plain = { applicationCursor: false, extendedKeys: false }
    expect(["Enter", "M-Enter", "Up", "Home", "C-j"].map((name) => hex(keyBytes(name, plain)))).toEqual(["0d", "1b0d", "1b5b41", "1b5b317e", "0a"])
    const cursor = { applicationCursor: true, extendedKeys: false }
    expect(["Up", "Down", "Left", "Home", "End"].map((name) => hex(keyBytes(name, cursor)))).toEqual(["1b4f41", "1b4f42", "1b4f44", "1b5b317e", "1b5b347e"])
  })

  it("refuses a name it does not know rather than guess", () => {
    expect(() => keyBytes("F13", asArborAsks)).toThrow("unknown key name \"F13\"")
  })
})
