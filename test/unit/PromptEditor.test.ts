/**
 * The chat editor's keys from pi that live in `Prompt`: prompt history on Up and Down, undo,
 * paste folding, the kill ring's Alt+Y, Ctrl+] jumps, `@file` completion, and the keys that
 * ask the view for the terminal (Ctrl+G, Ctrl+Z, Ctrl+V); each as an exact state and the exact
 * tasks asked for, and laws where one holds for any input.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "effect/FastCheck"
import * as Editor from "../../src/main/tui/Editor.js"
import * as FileComplete from "../../src/main/tui/FileComplete.js"
import * as History from "../../src/main/tui/History.js"
import * as Keys from "../../src/main/tui/Keys.js"
import * as KillRing from "../../src/main/tui/KillRing.js"
import * as Pastes from "../../src/main/tui/Pastes.js"
import { Action, type Context, fileItems, initial, reduce, type State, type Step, Task } from "../../src/main/tui/Prompt.js"
import * as TextInput from "../../src/main/tui/TextInput.js"

const RAW = {
  enter: "\r",
  up: "\u001b[A",
  down: "\u001b[B",
  left: "\u001b[D",
  home: "\u0001",
  ctrlJ: "\n",
  ctrlW: "\u0017",
  ctrlU: "\u0015",
  ctrlK: "\u000b",
  ctrlY: "\u0019",
  backspace: "\u007f",
  undo: "\u001f"
} as const

const events = (raw: string): ReadonlyArray<Keys.Event> => Keys.decoder().push(raw)

const context: Context = { now: 1_000_000, busy: false, shellRunning: false, columns: 40, killRing: [] }
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
    const back = press(down1, RAW.down).state
    expect([back.buffer, back.history]).toEqual([sentTwo.buffer, sentTwo.history])
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

describe("undo (Ctrl+-)", () => {
  it("undoes a word typed as one edit, a blank starting the next; then the edits before, back to the empty editor", () => {
    const written = typeText(initial, "one two")
    const cut = press(written, RAW.ctrlW).state
    expect(text(cut)).toBe("one ")
    const undo1 = press(cut, RAW.undo).state
    expect(undo1.buffer).toEqual(written.buffer)
    expect(text(press(undo1, RAW.undo).state)).toBe("one")
    expect(text(press(press(undo1, RAW.undo).state, RAW.undo).state)).toBe("")
    // nothing left: Ctrl+- changes nothing
    expect(press(initial, RAW.undo)).toEqual({ state: initial, tasks: [] })
  })

  it("brings back a text cleared by Ctrl+C, not one sent", () => {
    const written = typeText(initial, "draft")
    expect(text(press(press(written, "\u0003").state, RAW.undo).state)).toBe("draft")
    const sent = press(written, RAW.enter).state
    expect(press(sent, RAW.undo).state).toEqual(sent)
  })

  const key = fc.constantFrom(
    "a",
    "b",
    " ",
    RAW.backspace,
    RAW.ctrlW,
    RAW.ctrlU,
    RAW.ctrlK,
    RAW.ctrlY,
    RAW.ctrlJ,
    RAW.left,
    RAW.home,
    "\u001b[200~p\nq\u001b[201~"
  )

  it.prop("law: after any keys, an edit that is not typing is undone by one Ctrl+-, back to the text before it", [
    fc.array(key, { maxLength: 30 }),
    fc.constantFrom(RAW.backspace, RAW.ctrlW, RAW.ctrlU, RAW.ctrlJ, "\u001b[200~x\u001b[201~")
  ], ([keys, edit]) => {
    const ctx = { ...context, killRing: ["k"] }
    const before = keys.reduce((state, raw) => press(state, raw, ctx).state, initial)
    const after = press(before, edit, ctx).state
    if (text(after) === text(before)) return
    expect(press(after, RAW.undo, ctx).state.buffer).toEqual(before.buffer)
  })

  it.prop("law: after any keys, Ctrl+- as often as it changes something leads back to the empty editor", [fc.array(key, { maxLength: 30 })], ([keys]) => {
    const ctx = { ...context, killRing: ["k"] }
    let state = keys.reduce((s, raw) => press(s, raw, ctx).state, initial)
    for (let i = 0; i <= keys.length; i++) state = press(state, RAW.undo, ctx).state
    expect(text(state)).toBe("")
    expect(state.undo).toEqual([])
  })
})

describe("paste folding", () => {
  const paste = (t: string) => `\u001b[200~${t}\u001b[201~`
  const lines = (n: number, tag = "l") => Array.from({ length: n }, (_, i) => `${tag}${i + 1}`).join("\n")

  it("folds a paste of more than 10 lines or 1000 characters into a marker; a smaller one goes in as it is", () => {
    expect(Pastes.fold(Pastes.empty, lines(10))).toEqual({ pastes: Pastes.empty, inserted: lines(10) })
    expect(Pastes.fold(Pastes.empty, "x".repeat(1000))).toEqual({ pastes: Pastes.empty, inserted: "x".repeat(1000) })
    const one = Pastes.fold(Pastes.empty, lines(31))
    expect(one).toEqual({ pastes: { texts: [lines(31)] }, inserted: "[paste #1 +31 lines]" })
    expect(Pastes.fold(one.pastes, "y".repeat(1500))).toEqual({ pastes: { texts: [lines(31), "y".repeat(1500)] }, inserted: "[paste #2 1500 chars]" })
  })

  it("expands the markers of kept pastes only, the short form too", () => {
    const pastes = { texts: ["A\nB", "C"] }
    expect(Pastes.expand(pastes, "see [paste #1 +2 lines] and [paste #2]; [paste #3 +4 lines] [paste x]")).toBe("see A\nB and C; [paste #3 +4 lines] [paste x]")
    expect(Pastes.expand(Pastes.empty, "[paste #1 +2 lines]")).toBe("[paste #1 +2 lines]")
  })

  it("shows the marker in the editor and sends the paste whole, numbering again from 1 in the next message", () => {
    const first = press(typeText(initial, "fix "), paste(lines(31))).state
    expect(text(first)).toBe("fix [paste #1 +31 lines]")
    const second = press(typeText(first, " and "), paste("z".repeat(1200))).state
    expect(text(second)).toBe("fix [paste #1 +31 lines] and [paste #2 1200 chars]")
    const sent = press(second, RAW.enter)
    const whole = `fix ${lines(31)} and ${"z".repeat(1200)}`
    expect(sent.tasks).toEqual([Task.Send({ item: { kind: "steer", text: whole } })])
    expect(sent.state.pastes).toEqual(Pastes.empty)
    expect(sent.state.history.entries[0]).toBe(whole)
    expect(text(press(sent.state, paste(lines(12, "m"))).state)).toBe("[paste #1 +12 lines]")
  })

  it("a marker typed by hand is sent as written", () => {
    const typed = typeText(initial, "[paste #1 +3 lines]")
    expect(press(typed, RAW.enter).tasks).toEqual([Task.Send({ item: { kind: "steer", text: "[paste #1 +3 lines]" } })])
  })
})

describe("@file completion", () => {
  const paths = [
    "README.md",
    "docs/",
    "src/",
    "docs/chat.md",
    "src/main/",
    "src/main/tui/",
    "src/main/tui/App.tsx",
    "src/main/tui/Prompt.ts",
    "test/unit/Prompt.test.ts",
    "my notes.txt"
  ]

  it("finds the @word the cursor ends, at a line start or after a blank only", () => {
    expect(FileComplete.token(Editor.fromText("see @src/ma"))).toEqual({ start: 4, query: "src/ma" })
    expect(FileComplete.token(Editor.fromText("@"))).toEqual({ start: 0, query: "" })
    expect(FileComplete.token(Editor.fromText("mail me@host"))).toBeUndefined()
    expect(FileComplete.token(Editor.fromText("@a b"))).toBeUndefined()
  })

  it("ranks names that start with the query, then names holding it, paths holding it, letters in order; shallow and short first", () => {
    expect(FileComplete.rank(paths, "prompt")).toEqual(["test/unit/Prompt.test.ts", "src/main/tui/Prompt.ts"])
    expect(FileComplete.rank(paths, "chat")).toEqual(["docs/chat.md"])
    expect(FileComplete.rank(paths, "tui/a")).toEqual(["src/main/tui/App.tsx"])
    expect(FileComplete.rank(paths, "rdm")).toEqual(["README.md"])
    expect(FileComplete.rank(paths, "")).toEqual([
      "src/",
      "docs/",
      "README.md",
      "my notes.txt",
      "src/main/",
      "docs/chat.md",
      "src/main/tui/",
      "test/unit/Prompt.test.ts",
      "src/main/tui/App.tsx",
      "src/main/tui/Prompt.ts"
    ])
    expect(FileComplete.rank(Array.from({ length: 50 }, (_, i) => `f${i}`), "f")).toHaveLength(FileComplete.LIMIT)
  })

  it.prop("law: the ranking is the first LIMIT of all matches sorted by score, depth, length and path", [
    fc.uniqueArray(fc.stringMatching(/^[abAB]{1,3}(\/[ab]{1,3}){0,2}\/?$/), { maxLength: 60 }),
    fc.stringMatching(/^[ab]{0,2}$/)
  ], ([all, query]) => {
    const ranked = FileComplete.rank(all, query)
    const full = all.filter((p) => FileComplete.rank([p], query).length === 1)
    expect(ranked.length).toBe(Math.min(FileComplete.LIMIT, full.length))
    // the same set as a full sort would give first: each kept path beats or ties every one left out
    for (const kept of ranked) {
      for (const left of full.filter((p) => !ranked.includes(p))) expect(FileComplete.rank([kept, left], query)[0]).toBe(kept)
    }
    // and in order
    expect(FileComplete.rank(ranked, query)).toEqual(ranked)
  })

  it("puts @path and a blank in place of the word; a directory without the blank; a path with blanks quoted", () => {
    const buffer = Editor.fromText("read @pro")
    const at = FileComplete.token(buffer)!
    expect(FileComplete.apply(buffer, at, "src/main/tui/Prompt.ts")).toEqual({ lines: ["read @src/main/tui/Prompt.ts "], row: 0, col: 29 })
    expect(FileComplete.apply(buffer, at, "src/main/")).toEqual({ lines: ["read @src/main/"], row: 0, col: 15 })
    expect(FileComplete.apply(buffer, at, "my notes.txt")).toEqual({ lines: ["read @\"my notes.txt\" "], row: 0, col: 21 })
  })

  it("asks for the paths when an @word starts, offers the matches, Tab or Enter completes, Esc closes", () => {
    const started = press(typeText(initial, "look at "), "@")
    expect(started.tasks).toEqual([Task.ListFiles()])
    // typing on in the same word does not list again
    expect(press(started.state, "p").tasks).toEqual([])
    const listed = reduce(typeText(started.state, "prompt"), Action.Files({ paths }), context).state
    expect(fileItems(listed)).toEqual(["test/unit/Prompt.test.ts", "src/main/tui/Prompt.ts"])
    expect(text(press(listed, "\t").state)).toBe("look at @test/unit/Prompt.test.ts ")
    const second = press(listed, RAW.down).state
    const sent = press(second, RAW.enter)
    expect(sent.tasks).toEqual([])
    expect(text(sent.state)).toBe("look at @src/main/tui/Prompt.ts ")
    expect(fileItems(sent.state)).toEqual([])
    const closed = press(listed, "\u001b").state
    expect(fileItems(closed)).toEqual([])
    expect(press(closed, RAW.enter).tasks).toEqual([Task.Send({ item: { kind: "steer", text: "look at @prompt" } })])
  })
})

describe("the keys that ask for the terminal: the external editor (Ctrl+G), the clipboard (Ctrl+V), suspend (Ctrl+Z)", () => {
  it("Ctrl+G asks for the editor on the message, its pastes unfolded; the text saved replaces it, undone by one Ctrl+-", () => {
    const pasted = Array.from({ length: 12 }, (_, i) => `p${i + 1}`).join("\n")
    const written = typeText(reduce(typeText(initial, "see "), Action.Key({ event: { type: "paste", text: pasted } }), context).state, " ok")
    expect(text(written)).toBe("see [paste #1 +12 lines] ok")
    const asked = press(written, "\u0007")
    expect(asked.tasks).toEqual([Task.ExternalEditor({ text: `see ${pasted} ok` })])
    expect(asked.state.buffer).toEqual(written.buffer)
    const edited = reduce(asked.state, Action.Edited({ text: "see it all\nagain" }), context)
    expect(edited.tasks).toEqual([])
    expect(edited.state.buffer).toEqual({ lines: ["see it all", "again"], row: 1, col: 5 })
    expect(edited.state.pastes).toEqual(Pastes.empty)
    expect(press(edited.state, RAW.undo).state.buffer).toEqual(written.buffer)
    // what is sent is the text as edited: a marker in it is no longer a paste
    expect(press(reduce(written, Action.Edited({ text: "[paste #1 +12 lines]" }), context).state, RAW.enter).tasks).toEqual([
      Task.Send({ item: { kind: "steer", text: "[paste #1 +12 lines]" } })
    ])
  })

  it("Ctrl+V asks for the clipboard and leaves the editor as it is", () => {
    const written = typeText(initial, "look: ")
    const step = press(written, "\u0016")
    expect(step.tasks).toEqual([Task.PasteClipboard()])
    expect(step.state.buffer).toEqual(written.buffer)
  })

  it("Ctrl+Z asks to suspend and leaves the editor as it is", () => {
    const written = typeText(initial, "draft")
    const step = press(written, "\u001a")
    expect(step.tasks).toEqual([Task.Suspend()])
    expect(step.state.buffer).toEqual(written.buffer)
  })
})

describe("the kill ring (Ctrl+Y, Alt+Y)", () => {
  /**
   * Presses keys (each of `raws` read as the terminal sent it) in turn with the kill ring the app
   * keeps: the ring of each `Killed` task goes into the next key's context.
   */
  const withRing = (start: { readonly state: State; readonly ring: KillRing.Ring }, ...raws: ReadonlyArray<string>) =>
    raws.flatMap(events).reduce(({ ring, state }, event) => {
      const step = reduce(state, Action.Key({ event }), { ...context, killRing: ring })
      const killed = step.tasks.filter((t) => t._tag === "Killed")
      return { state: step.state, ring: killed.length === 0 ? ring : killed[killed.length - 1]!.ring }
    }, start)

  it("keeps the cuts, the newest last; cuts one right after another are one entry, a cut backward before, forward after", () => {
    expect(KillRing.push(KillRing.empty, "")).toEqual([])
    expect(KillRing.push(["a"], "b")).toEqual(["a", "b"])
    expect(KillRing.push(["a", "mid"], "<", "before")).toEqual(["a", "<mid"])
    expect(KillRing.push(["a", "mid"], ">", "after")).toEqual(["a", "mid>"])
    expect(KillRing.push([], "x", "before")).toEqual(["x"])
    expect(KillRing.push(Array.from({ length: KillRing.LIMIT }, (_, i) => `${i}`), "new")).toHaveLength(KillRing.LIMIT)
    expect(KillRing.rotate(["old", "mid", "new"])).toEqual(["new", "old", "mid"])
    expect(KillRing.rotate(["one"])).toEqual(["one"])
    expect(KillRing.newest([])).toBe("")
    // in the editor: Ctrl+W twice is one entry; a key between starts the next
    const typed = { state: typeText(initial, "alpha beta gamma"), ring: KillRing.empty }
    const twice = withRing(typed, `${RAW.ctrlW}${RAW.ctrlW}`)
    expect([text(twice.state), twice.ring]).toEqual(["alpha ", ["beta gamma"]])
    const then = withRing(twice, RAW.left, RAW.ctrlK)
    expect([text(then.state), then.ring]).toEqual(["alpha", ["beta gamma", " "]])
    // a cut forward right after one backward goes after it: "thr|ee" cut both ways is "three"
    const mixed = withRing({ state: typeText(initial, "one two three"), ring: KillRing.empty }, RAW.left, RAW.left, RAW.ctrlW, RAW.ctrlK)
    expect([text(mixed.state), mixed.ring]).toEqual(["one two ", ["three"]])
  })

  it("Alt+Y right after Ctrl+Y puts the entry cut before in place of the one yanked, round the ring; undone by Ctrl+-", () => {
    const cut = withRing({ state: typeText(initial, "red green blue"), ring: KillRing.empty }, `${RAW.ctrlW}x${RAW.ctrlW}${RAW.ctrlW}`)
    expect([text(cut.state), cut.ring]).toEqual(["red ", ["blue", "green x"]])
    const yanked = withRing(cut, `(${RAW.ctrlY}`)
    expect(text(yanked.state)).toBe("red (green x")
    const popped = withRing(yanked, "\u001by")
    expect([text(popped.state), popped.ring]).toEqual(["red (blue", ["green x", "blue"]])
    expect(popped.state.buffer.col).toBe(9)
    const round = withRing(popped, "\u001by")
    expect([text(round.state), round.ring]).toEqual(["red (green x", ["blue", "green x"]])
    expect(text(press(popped.state, RAW.undo, { ...context, killRing: popped.ring }).state)).toBe("red (green x")
    // after another key, or with no yank before it, Alt+Y does nothing
    const typedAfter = withRing(yanked, ")", "\u001by")
    expect([text(typedAfter.state), typedAfter.ring]).toEqual(["red (green x)", cut.ring])
    const notYanked = withRing(cut, "\u001by")
    expect([notYanked.state.buffer, notYanked.ring]).toEqual([cut.state.buffer, cut.ring])
    // with one entry there is nothing to turn to
    const single = withRing(withRing({ state: typeText(initial, "solo"), ring: KillRing.empty }, `${RAW.ctrlU}${RAW.ctrlY}`), "\u001by")
    expect([text(single.state), single.ring]).toEqual(["solo", ["solo"]])
  })

  it("Alt+Y in a one-line input (a label, a name) changes nothing there", () => {
    expect(TextInput.edit(Editor.fromText("ab"), events("\u001by")[0]!, { multiline: false, columns: 20, killed: "k" })).toEqual({
      buffer: Editor.fromText("ab"),
      killed: "k"
    })
  })
})

describe("jump to a character (Ctrl+], Ctrl+Alt+])", () => {
  const JUMP = "\u001d"
  const BACK = "\u001b\u001d"
  const at = (lines: ReadonlyArray<string>, row: number, col: number): State => ({ ...initial, buffer: { lines, row, col } })
  const lines = ["abc abc", "xbz"]

  it("moves to the next character like the one typed, past the line's end to the lines after; none: stays", () => {
    expect(Editor.jump({ lines, row: 0, col: 0 }, "b", 1)).toEqual({ lines, row: 0, col: 1 })
    expect(Editor.jump({ lines, row: 0, col: 1 }, "b", 1)).toEqual({ lines, row: 0, col: 5 })
    expect(Editor.jump({ lines, row: 0, col: 5 }, "b", 1)).toEqual({ lines, row: 1, col: 1 })
    expect(Editor.jump({ lines, row: 1, col: 1 }, "b", 1)).toBeUndefined()
    expect(Editor.jump({ lines, row: 1, col: 3 }, "a", -1)).toEqual({ lines, row: 0, col: 4 })
    expect(Editor.jump({ lines, row: 0, col: 4 }, "a", -1)).toEqual({ lines, row: 0, col: 0 })
    expect(Editor.jump({ lines, row: 0, col: 0 }, "a", -1)).toBeUndefined()
    expect(Editor.jump({ lines: ["日本語 本"], row: 0, col: 0 }, "本", 1)).toEqual({ lines: ["日本語 本"], row: 0, col: 1 })
    // in the editor
    const first = press(at(lines, 0, 0), `${JUMP}`).state
    expect(first.jump).toBe(1)
    const once = press(first, "b")
    expect([once.state.buffer, once.state.jump, once.tasks]).toEqual([{ lines, row: 0, col: 1 }, undefined, []])
    expect(press(press(once.state, JUMP).state, "b").state.buffer).toEqual({ lines, row: 0, col: 5 })
    expect(press(press(at(lines, 1, 1), JUMP).state, "q").state.buffer).toEqual({ lines, row: 1, col: 1 })
    expect(press(press(at(lines, 1, 3), BACK).state, "a").state.buffer).toEqual({ lines, row: 0, col: 4 })
  })

  it("the jump key again cancels; another key cancels and does what it does; characters typed at once type the rest", () => {
    expect(press(press(press(at(lines, 0, 0), JUMP).state, JUMP).state, "b").state.buffer).toEqual({ lines: ["babc abc", "xbz"], row: 0, col: 1 })
    expect(press(press(at(lines, 0, 0), JUMP).state, RAW.down).state).toMatchObject({ buffer: { lines, row: 1, col: 0 }, jump: undefined })
    expect(press(press(at(lines, 0, 0), JUMP).state, "\u001b[200~b\u001b[201~").state.buffer).toEqual({ lines: ["babc abc", "xbz"], row: 0, col: 1 })
    const run = press(press(at(lines, 0, 0), JUMP).state, "c!")
    expect(run.state.buffer).toEqual({ lines: ["ab!c abc", "xbz"], row: 0, col: 3 })
  })

  it("a jump ends the word typed: Ctrl+- after it undoes only what was typed after the jump", () => {
    // right after the word "two" was typed, back to its "t"
    const jumped = press(press(typeText(initial, "one two"), BACK).state, "t").state
    expect(jumped.buffer.col).toBe(4)
    const edited = typeText(jumped, "big")
    expect(text(edited)).toBe("one bigtwo")
    expect(text(press(edited, RAW.undo).state)).toBe("one two")
  })
})
