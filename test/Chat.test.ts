import { describe, expect, it } from "@effect/vitest"
import * as Entry from "../src/domain/Entry.js"
import * as Chat from "../src/main/tui/Chat.js"

const base = (id: string, parentId: string | null) => ({ id, parentId, timestamp: "2026-01-01T00:00:00.000Z" })
const user = (id: string, parentId: string | null, text: string) =>
  Entry.message(base(id, parentId), { role: "user", content: [{ type: "text", text }], timestamp: 0 })
const assistant = (id: string, parentId: string | null, text: string, extra: Record<string, unknown> = {}) =>
  Entry.message(base(id, parentId), { role: "assistant", content: [{ type: "text", text }], stopReason: "stop", timestamp: 0, ...extra } as never)

describe("Chat", () => {
  it("wraps at spaces and cuts long words", () => {
    expect(Chat.wrap("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"])
    expect(Chat.wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"])
    expect(Chat.wrap("one\n\ntwo", 10)).toEqual(["one", "", "two"])
    // wide characters take two columns
    expect(Chat.wrap("中文会话树的分支", 6)).toEqual(["中文会", "话树的", "分支"])
    expect(Chat.wrap("ok 中文 ab", 6)).toEqual(["ok", "中文", "ab"])
  })

  it("shows messages with their roles and hides bookkeeping entries", () => {
    const path = [
      user("u1", null, "hello"),
      assistant("a1", "u1", "hi there"),
      Entry.label(base("l1", "a1"), "a1", "mark"),
      assistant("a2", "l1", "", { stopReason: "aborted" })
    ]
    const view = Chat.viewport(path, [], 40, 20, 0)
    expect(view.lines.map((l) => [l.tone, l.text])).toEqual([
      ["user", "› hello"],
      ["meta", ""],
      ["assistant", "hi there"],
      ["meta", ""],
      ["error", "(aborted)"]
    ])
  })

  it("lays out only the tail that fits, and scrolls up from the bottom", () => {
    const path: Array<Entry.Entry> = []
    let parent: string | null = null
    for (let i = 0; i < 10_000; i++) {
      const id = `u${i}`
      path.push(user(id, parent, `message ${i}`))
      parent = id
    }
    const view = Chat.viewport(path, [], 40, 3, 0)
    expect(view.lines.map((l) => l.text)).toEqual(["› message 9998", "", "› message 9999"])
    const up = Chat.viewport(path, [], 40, 3, 2)
    expect(up.lines.map((l) => l.text)).toEqual(["› message 9997", "", "› message 9998"])
  })

  it("puts the reply streaming in below the path", () => {
    const view = Chat.viewport([user("u1", null, "q")], [{ text: "partial", tone: "assistant" }], 40, 10, 0)
    expect(view.lines.map((l) => l.text)).toEqual(["› q", "", "partial"])
  })
})
