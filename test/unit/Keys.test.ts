/** Keys: what the terminal sends, as one event per key, and the tables that give keys their meaning. */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Commands from "../../src/main/tui/Commands.js"
import * as Keys from "../../src/main/tui/Keys.js"
import { root } from "../support/Corpus.js"

/** A key's name in pi's syntax: modifiers, then the key. */
const nameOf = (k: Keys.Key): string => `${k.ctrl ? "ctrl+" : ""}${k.alt ? "alt+" : ""}${k.shift && k.name.length > 1 ? "shift+" : ""}${k.name}`

const names = (raw: ReadonlyArray<string>) => {
  const decoder = Keys.decoder()
  return raw.flatMap((chunk) => decoder.push(chunk)).map((e) => (e.type === "paste" ? `paste:${e.text}` : e.name === "text" ? `text:${e.text}` : nameOf(e)))
}

describe("Keys.decoder", () => {
  it("splits what arrives in one read into its keys", () => {
    // a backslash and Enter typed faster than a read, Ctrl+C twice, a held Backspace
    expect(names(["x\\\r"])).toEqual(["text:x\\", "enter"])
    expect(names(["\u0003\u0003"])).toEqual(["ctrl+c", "ctrl+c"])
    expect(names(["\u007f\u007f\u007f"])).toEqual(["backspace", "backspace", "backspace"])
    expect(names(["hello\rworld\r"])).toEqual(["text:hello", "enter", "text:world", "enter"])
    expect(names(["a\nb\tc"])).toEqual(["a", "ctrl+j", "b", "tab", "c"])
  })

  it("reads escape sequences in the legacy, modifyOtherKeys and kitty dialects", () => {
    expect(names(["\u001b[A", "\u001b[1;3A", "\u001b[1;5D", "\u001bOB", "\u001b[3~", "\u001b[5~", "\u001b[6;5~", "\u001b[Z"])).toEqual([
      "up",
      "alt+up",
      "ctrl+left",
      "down",
      "delete",
      "pageUp",
      "ctrl+pageDown",
      "shift+tab"
    ])
    // Shift+Enter: kitty/tmux CSI u, xterm modifyOtherKeys; Alt+Enter as ESC CR
    expect(names(["\u001b[13;2u", "\u001b[27;2;13~", "\u001b\r", "\u001b[13;3u"])).toEqual(["shift+enter", "shift+enter", "alt+enter", "alt+enter"])
    expect(names(["\u001b[99;5u", "\u001b[27u", "\u001b[9;2u", "\u001b[97;1:1u"])).toEqual(["ctrl+c", "escape", "shift+tab", "a"])
    expect(names(["\u001b", "\u001bb", "\u001b\u007f", "\u001b\u001b[A"])).toEqual(["escape", "alt+b", "alt+backspace", "alt+up"])
  })

  it("keeps a bracketed paste whole, line breaks and all, however it is cut into reads", () => {
    expect(names(["\u001b[200~", "line one\rline two\r", "\u001b[201~"])).toEqual(["paste:line one\nline two\n"])
    expect(names(["\u001b[200~a", "\u001b[A", "b\u001b[201~\r"])).toEqual(["paste:a\u001b[Ab", "enter"])
    expect(names(["x"])).toEqual(["x"])
  })

  it("matches keys in pi's syntax", () => {
    const [shiftEnter] = Keys.decoder().push("\u001b[13;2u") as [Keys.Key]
    expect(Keys.matches(shiftEnter, "shift+enter")).toBe(true)
    expect(Keys.matches(shiftEnter, "enter")).toBe(false)
    const [upperL] = Keys.decoder().push("L") as [Keys.Key]
    expect([Keys.matches(upperL, "L"), Keys.matches(upperL, "l")]).toEqual([true, true])
    const [lowerL] = Keys.decoder().push("l") as [Keys.Key]
    expect(Keys.matches(lowerL, "L")).toBe(false)
    expect(Keys.lookup(Keys.chat, shiftEnter)).toBe("newLine")
    expect(Keys.lookup(Keys.chat, Keys.decoder().push("\n")[0] as Keys.Key)).toBe("newLine")
    expect(Keys.lookup(Keys.chat, Keys.decoder().push("\u001b\r")[0] as Keys.Key)).toBe("followUp")
    expect(Keys.lookup(Keys.chat, Keys.decoder().push("\r")[0] as Keys.Key)).toBe("submit")
  })

  it("no key is bound twice in a table", () => {
    for (const table of [Keys.chat, Keys.editor, Keys.menu] as ReadonlyArray<ReadonlyArray<Keys.Binding<string>>>) {
      const specs = table.flatMap((b) => b.keys)
      expect(new Set(specs).size).toBe(specs.length)
    }
    // the chat's own keys win over the editor's only where the chat says so: Ctrl+D quits on an empty editor, else deletes
    const chatKeys = new Set(Keys.chat.flatMap((b) => b.keys))
    expect(Keys.editor.flatMap((b) => b.keys).filter((k) => chatKeys.has(k))).toEqual(["ctrl+d"])
  })
})

describe("the chat's page (docs/chat.md)", () => {
  const page = fs.readFileSync(path.join(root, "docs", "chat.md"), "utf8")

  it("lists exactly the chat's keys, as the code binds them", () => {
    const section = page.slice(page.indexOf("| key | what it does |"))
    const rows = section.split("\n").slice(2).filter((line) => line.startsWith("| ")).map((line) => line.split("|")[1]!.trim())
    const documented = rows.slice(0, rows.findIndex((row) => row === "**editor**"))
    expect(documented).toEqual(Keys.chat.map((b) => b.keys.map((k) => `\`${Keys.display(k)}\``).join(", ")))
    const editor = rows.slice(rows.findIndex((row) => row === "**editor**") + 1)
    expect(editor.slice(0, Keys.editor.length)).toEqual(Keys.editor.map((b) => b.keys.map((k) => `\`${Keys.display(k)}\``).join(", ")))
  })

  it("lists exactly the chat's commands", () => {
    const section = page.slice(page.indexOf("| command | what it does"))
    const rows = section.split("\n").slice(2).filter((line) => line.startsWith("| ")).map((line) => line.split("|")[1]!.trim())
    const documented = rows.flatMap((row) => [...row.matchAll(/`\/([\w-]+)/g)].map((m) => m[1]))
    expect(documented.sort()).toEqual(Commands.all.map((c) => c.name).sort())
  })
})

describe("Commands", () => {
  it("offers the commands that match what is typed, and tells commands from paths", () => {
    expect(Commands.suggestions("/").map((c) => c.name)).toEqual(Commands.all.map((c) => c.name))
    expect(Commands.suggestions("/re").map((c) => c.name)).toEqual(["resume", "reload", "tree"])
    expect(Commands.suggestions("/name x")).toEqual([])
    expect(Commands.suggestions("hello")).toEqual([])
    expect(Commands.parse("/compact keep the API")).toEqual({ word: "/compact", command: Commands.find("compact"), rest: "keep the API" })
    expect(Commands.parse("/exit")?.command?.name).toBe("quit")
    expect(Commands.parse("/bogus now")).toEqual({ word: "/bogus", command: undefined, rest: "now" })
    expect(Commands.parse("/etc/hosts is broken")).toBeUndefined()
    expect(Commands.parse("plain text")).toBeUndefined()
  })
})
