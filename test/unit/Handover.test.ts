/**
 * What Ctrl+G's external editor is and what it gives back (`Handover`'s pure part); the terminal
 * handed over and taken back is tested in a real one (test/e2e/ChatEditor.test.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Handover from "../../src/main/tui/Handover.js"

describe("Handover", () => {
  it("runs $VISUAL, else $EDITOR, with their arguments, else nano; blank values are unset", () => {
    expect(Handover.editorCommand({ VISUAL: "vim", EDITOR: "emacs" })).toEqual(["vim"])
    expect(Handover.editorCommand({ VISUAL: "  ", EDITOR: " code  --wait " })).toEqual(["code", "--wait"])
    expect(Handover.editorCommand({ EDITOR: "" })).toEqual(["nano"])
    expect(Handover.editorCommand({})).toEqual(["nano"])
  })

  it("takes the file without a byte-order mark and without the one line break an editor ends it with", () => {
    expect(Handover.editedText("\uFEFFfirst\nsecond\n")).toBe("first\nsecond")
    expect(Handover.editedText("kept blank line\n\n")).toBe("kept blank line\n")
    expect(Handover.editedText("windows\r\n")).toBe("windows")
    expect(Handover.editedText("as is")).toBe("as is")
  })

  it("refuses the edit of an editor that could not start or did not exit with 0, as pi says it", () => {
    const command = ["code", "--wait"]
    expect(Handover.exitMessage(command, { status: 0, signal: null })).toBeUndefined()
    expect(Handover.exitMessage(command, { status: 3, signal: null })).toBe("External editor exited with code 3; prompt unchanged")
    expect(Handover.exitMessage(command, { status: null, signal: "SIGKILL" })).toBe("External editor exited with SIGKILL; prompt unchanged")
    expect(Handover.exitMessage(command, { status: null, signal: null, error: new Error("spawnSync code ENOENT") })).toBe(
      "Failed to launch external editor: code --wait"
    )
  })
})
