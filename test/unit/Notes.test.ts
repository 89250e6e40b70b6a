/**
 * Pages printed into the transcript (`/session`, `/hotkeys`): after the entry that was the leaf,
 * before what came later, wrapped and never cut, only in the session they were printed in.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Entry from "../../src/domain/format/Entry.js"
import * as Chat from "../../src/main/tui/Chat.js"
import * as Notes from "../../src/main/tui/Notes.js"

const base = (id: string, parentId: string | null) => ({ id, parentId, timestamp: "2026-01-01T00:00:00.000Z" })
const user = (id: string, parentId: string | null, text: string) =>
  Entry.message(base(id, parentId), { role: "user", content: [{ type: "text", text }], timestamp: 0 })

const texts = (view: Chat.Viewport) => view.lines.map((l) => l.text)

describe("Notes", () => {
  it("shows a page after the entry that was the leaf, later messages below it", () => {
    const path = [user("u1", null, "first"), user("u2", "u1", "second")]
    const notes: ReadonlyArray<Notes.Note> = [
      { session: "s", after: "u1", title: "Session Info", lines: ["ID: s"] },
      { session: "s", after: "u1", title: undefined, lines: ["printed later"] },
      { session: "other", after: "u1", title: undefined, lines: ["another session's"] }
    ]
    expect(texts(Chat.viewport(path, [], 40, 20, 0, Chat.defaultDisplay, Notes.after(notes, "s", 40)))).toEqual([
      "› first",
      "",
      "Session Info",
      "ID: s",
      "",
      "printed later",
      "",
      "› second"
    ])
    expect(Notes.layout(notes[0]!, 40)[0]?.spans).toEqual([{ text: "Session Info", bold: true, heading: true }])
  })

  it("wraps a long file path over lines without cutting it, CJK by columns; on an empty session too", () => {
    const file = "/home/ada/.pi/agent/sessions/--home-ada-code-arbor--/2026-01-01T00-00-00-000Z_0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b.jsonl"
    const notes: ReadonlyArray<Notes.Note> = [{
      session: "s",
      after: null,
      title: undefined,
      lines: [`File: ${file}`, "Name: 会话树的分支会话树的分支会话树的分支"]
    }]
    const lines = texts(Chat.viewport([], [], 60, 20, 0, Chat.defaultDisplay, Notes.after(notes, "s", 60)))
    expect(lines.slice(0, 3)).toEqual(["File:", file.slice(0, 60), file.slice(60)])
    expect(lines.every((line) => !line.includes("…"))).toBe(true)
    expect(texts(Chat.viewport([], [], 20, 20, 0, Chat.defaultDisplay, Notes.after(notes, "s", 20))).slice(-3)).toEqual([
      "Name:",
      "会话树的分支会话树的",
      "分支会话树的分支"
    ])
  })
})
