/**
 * The chat's editor and its keys as a pure reducer (`Prompt.reduce`): what Enter sends, the
 * slash-command menu, Esc and Ctrl+C with their time windows, the keys that only ask the view
 * for something, and the text that comes back into the editor; each as an exact state and the
 * exact tasks asked for. Then the laws of the time windows and of sending.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "effect/FastCheck"
import * as Commands from "../../src/main/tui/Commands.js"
import * as Editor from "../../src/main/tui/Editor.js"
import * as History from "../../src/main/tui/History.js"
import * as Keys from "../../src/main/tui/Keys.js"
import { Action, type Context, CTRL_C_WINDOW_MS, ESCAPE_WINDOW_MS, initial, menuItems, reduce, type State, type Step, Task } from "../../src/main/tui/Prompt.js"

const RAW = {
  enter: "\r",
  altEnter: "\u001b\r",
  shiftEnter: "\u001b[27;2;13~",
  ctrlJ: "\n",
  escape: "\u001b",
  up: "\u001b[A",
  down: "\u001b[B",
  altUp: "\u001b[1;3A",
  tab: "\t",
  shiftTab: "\u001b[Z",
  pageUp: "\u001b[5~",
  pageDown: "\u001b[6~",
  ctrlC: "\u0003",
  ctrlD: "\u0004",
  ctrlL: "\u000c",
  ctrlO: "\u000f",
  ctrlP: "\u0010",
  altP: "\u001bp",
  ctrlT: "\u0014",
  ctrlW: "\u0017",
  ctrlY: "\u0019"
} as const

const key = (raw: string): Keys.Event => {
  const events = Keys.decoder().push(raw)
  expect(events).toHaveLength(1)
  return events[0] as Keys.Event
}

const T = 1_000_000
const context: Context = { now: T, busy: false, shellRunning: false, columns: 40, killRing: [] }
type Ctx = typeof context

const press = (state: State, raw: string, ctx: Ctx = context): Step => reduce(state, Action.Key({ event: key(raw) }), ctx)
const typed = (text: string): State => ({ ...initial, buffer: Editor.fromText(text) })
/** The empty editor after sending `texts`, which Up then browses. */
const sent = (...texts: ReadonlyArray<string>): State => ({ ...initial, history: History.seed(texts) })
/** `after` with the text of `before` kept for Ctrl+- (an edit); `typing` when a word was typed. */
const undoable = (before: State, after: State, typing = false): State => ({ ...after, undo: [...before.undo, before.buffer], typing })
const say = (text: string, tone: "info" | "warning" | "error") => Task.Say({ text, tone })

describe("sending", () => {
  it("Enter sends the message trimmed and empties the editor; Alt+Enter sends it as a follow-up; a blank one is not sent", () => {
    expect(press(typed(" hello "), RAW.enter)).toEqual({ state: sent("hello"), tasks: [Task.Send({ item: { kind: "steer", text: "hello" } })] })
    expect(press(typed("later"), RAW.altEnter)).toEqual({ state: sent("later"), tasks: [Task.Send({ item: { kind: "followUp", text: "later" } })] })
    expect(press(typed("  "), RAW.enter)).toEqual({ state: typed("  "), tasks: [] })
  })

  it("Shift+Enter, Ctrl+J and a backslash before Enter break the line", () => {
    const broken = undoable(typed("a"), { ...initial, buffer: Editor.newline(Editor.fromText("a")) })
    expect(press(typed("a"), RAW.shiftEnter)).toEqual({ state: broken, tasks: [] })
    expect(press(typed("a"), RAW.ctrlJ)).toEqual({ state: broken, tasks: [] })
    expect(press(typed("a\\"), RAW.enter)).toEqual({ state: { ...broken, undo: [Editor.fromText("a\\")] }, tasks: [] })
  })

  it("runs a command with what follows it; refuses an unknown one and keeps it; a path is a message", () => {
    expect(press(typed("/name  my work "), RAW.enter)).toEqual({ state: initial, tasks: [Task.Command({ name: "name", rest: "my work" })] })
    expect(press(typed("/exit"), RAW.enter)).toEqual({ state: initial, tasks: [Task.Command({ name: "quit", rest: "" })] })
    expect(press(typed("/nope x"), RAW.enter)).toEqual({
      state: typed("/nope x"),
      tasks: [say("Unknown command /nope: type / to see the commands, /hotkeys for the keys", "error")]
    })
    expect(press(typed("/etc/hosts is odd"), RAW.enter)).toEqual({
      state: sent("/etc/hosts is odd"),
      tasks: [Task.Send({ item: { kind: "steer", text: "/etc/hosts is odd" } })]
    })
  })

  it("!command runs in the shell, !!command out of the context; a bare ! says how", () => {
    expect(press(typed("! ls -l"), RAW.enter)).toEqual({ state: sent("! ls -l"), tasks: [Task.Shell({ command: "ls -l", excluded: false })] })
    expect(press(typed("!!pwd"), RAW.enter)).toEqual({ state: sent("!!pwd"), tasks: [Task.Shell({ command: "pwd", excluded: true })] })
    expect(press(typed("!"), RAW.enter)).toEqual({ state: initial, tasks: [say("Usage: !command", "warning")] })
    expect(press(typed("!! "), RAW.enter)).toEqual({ state: initial, tasks: [say("Usage: !!command", "warning")] })
  })
})

describe("the command menu", () => {
  it("opens on / with the matching commands, and moves with wrapping", () => {
    const slash = press(initial, "/").state
    expect(slash).toEqual(undoable(initial, typed("/"), true))
    expect(menuItems(slash)).toEqual(Commands.all)
    expect(menuItems(typed("/t")).map((c) => c.name)).toEqual(["tree", "thinking", "trust", "compact", "settings", "export", "import", "hotkeys", "quit"])
    expect(press(slash, RAW.down).state).toEqual({ ...slash, menu: { index: 1 }, typing: false })
    expect(press(slash, RAW.up).state).toEqual({ ...slash, menu: { index: Commands.all.length - 1 }, typing: false })
    expect(menuItems(typed("hello"))).toEqual([])
    expect(menuItems(typed("/a\nb"))).toEqual([])
  })

  it("Tab completes the chosen command; Enter runs one without arguments, completes one with", () => {
    const t = typed("/t")
    expect(press(t, RAW.tab)).toEqual({ state: undoable(t, typed("/tree")), tasks: [] })
    expect(press({ ...t, menu: { index: 1 } }, RAW.tab)).toEqual({ state: undoable(t, typed("/thinking ")), tasks: [] })
    expect(press(t, RAW.enter)).toEqual({ state: initial, tasks: [Task.Command({ name: "tree", rest: "" })] })
    expect(press({ ...t, menu: { index: 1 } }, RAW.enter)).toEqual({ state: undoable(t, typed("/thinking ")), tasks: [] })
    // typed in full, a command that takes an argument runs without one
    expect(press(typed("/model"), RAW.enter)).toEqual({ state: initial, tasks: [Task.Command({ name: "model", rest: "" })] })
  })

  it("Esc closes it for the text written; typing on keeps the row; another text opens it again", () => {
    const closed = press(typed("/t"), RAW.escape).state
    expect(closed).toEqual({ ...typed("/t"), menu: { index: 0, closedFor: "/t" } })
    expect(menuItems(closed)).toEqual([])
    // closed, Enter sends what is written
    expect(press(closed, RAW.enter).tasks).toEqual([say("Unknown command /t: type / to see the commands, /hotkeys for the keys", "error")])
    const more = press(closed, "r").state
    expect(more).toEqual(undoable(closed, { ...typed("/tr"), menu: { index: 0, closedFor: "/t" } }, true))
    expect(menuItems(more).map((c) => c.name)).toEqual(["tree", "trust"])
    // an edit with the menu open brings it back to its first row
    expect(press({ ...typed("/"), menu: { index: 3 } }, "t").state).toEqual(undoable(typed("/"), typed("/t"), true))
  })
})

describe("Esc", () => {
  it("stops a running ! command first, then the agent (the view puts waiting messages back)", () => {
    expect(press(typed("x"), RAW.escape, { ...context, shellRunning: true, busy: true })).toEqual({ state: typed("x"), tasks: [Task.AbortShell()] })
    expect(press(typed("x"), RAW.escape, { ...context, busy: true })).toEqual({ state: typed("x"), tasks: [Task.Abort()] })
  })

  it("twice within half a second on an empty editor opens /tree", () => {
    const once = press(initial, RAW.escape)
    expect(once).toEqual({ state: { ...initial, lastEscape: T }, tasks: [] })
    expect(press(once.state, RAW.escape, { ...context, now: T + ESCAPE_WINDOW_MS - 1 })).toEqual({ state: initial, tasks: [Task.OpenTree()] })
    expect(press(once.state, RAW.escape, { ...context, now: T + ESCAPE_WINDOW_MS })).toEqual({
      state: { ...initial, lastEscape: T + ESCAPE_WINDOW_MS },
      tasks: []
    })
    const written = { ...typed("x"), lastEscape: T }
    expect(press(written, RAW.escape, { ...context, now: T + 1 })).toEqual({ state: { ...written, lastEscape: T + 1 }, tasks: [] })
  })
})

describe("Ctrl+C and Ctrl+D", () => {
  const hint = Task.Hint({ status: { text: "Press Ctrl+C again to exit", tone: "warning" } })

  it("Ctrl+C clears the editor; on an empty one it arms quitting, and quits within the window", () => {
    expect(press(typed("draft"), RAW.ctrlC)).toEqual({ state: undoable(typed("draft"), initial), tasks: [] })
    const armed = press(initial, RAW.ctrlC)
    expect(armed).toEqual({ state: { ...initial, lastCtrlC: T }, tasks: [hint] })
    expect(press(armed.state, RAW.ctrlC, { ...context, now: T + CTRL_C_WINDOW_MS - 1 })).toEqual({ state: armed.state, tasks: [Task.Quit()] })
    expect(press(armed.state, RAW.ctrlC, { ...context, now: T + CTRL_C_WINDOW_MS })).toEqual({
      state: { ...initial, lastCtrlC: T + CTRL_C_WINDOW_MS },
      tasks: [hint]
    })
  })

  it("Ctrl+D quits on an empty editor, else deletes forward", () => {
    expect(press(initial, RAW.ctrlD)).toEqual({ state: initial, tasks: [Task.Quit()] })
    const atStart = { ...initial, buffer: Editor.home(Editor.fromText("ab")) }
    expect(press(atStart, RAW.ctrlD)).toEqual({ state: undoable(atStart, { ...initial, buffer: Editor.deleteForward(atStart.buffer) }), tasks: [] })
  })
})

describe("keys that ask the view", () => {
  it("Alt+Up, Ctrl+L, Ctrl+P, Alt+P, Shift+Tab, Ctrl+O, Ctrl+T, PageUp and PageDown leave the editor as it is", () => {
    const state = typed("x")
    const asks = (raw: string, task: Task) => expect(press(state, raw)).toEqual({ state, tasks: [task] })
    asks(RAW.altUp, Task.Dequeue())
    asks(RAW.ctrlL, Task.SelectModel())
    asks(RAW.ctrlP, Task.CycleModel({ direction: 1 }))
    asks(RAW.altP, Task.CycleModel({ direction: -1 }))
    asks(RAW.shiftTab, Task.CycleThinking())
    asks(RAW.ctrlO, Task.ToggleTools())
    asks(RAW.ctrlT, Task.ToggleThinking())
    asks(RAW.pageUp, Task.Page({ direction: -1 }))
    asks(RAW.pageDown, Task.Page({ direction: 1 }))
  })
})

describe("editing", () => {
  it("a paste keeps its lines and never sends", () => {
    expect(press(typed("> "), "\u001b[200~a\r\nb\u001b[201~")).toEqual({ state: undoable(typed("> "), typed("> a\nb")), tasks: [] })
  })

  it("a cut goes to the kill ring; Ctrl+Y yanks it with its lines", () => {
    expect(press(typed("one two"), RAW.ctrlW)).toEqual({
      state: { ...undoable(typed("one two"), typed("one ")), killing: true },
      tasks: [Task.Killed({ ring: ["two"] })]
    })
    expect(press(typed("x"), RAW.ctrlY, { ...context, killRing: ["a\nb"] })).toEqual({
      state: { ...undoable(typed("x"), typed("xa\nb")), yanked: typed("x").buffer },
      tasks: []
    })
  })
})

describe("text coming back", () => {
  it("waiting messages go before what is written, a blank line apart", () => {
    expect(reduce(typed("mine"), Action.Restore({ texts: ["q1", "q2"] }), context)).toEqual({
      state: undoable(typed("mine"), typed("q1\n\nq2\n\nmine")),
      tasks: []
    })
    expect(reduce(initial, Action.Restore({ texts: ["q1"] }), context)).toEqual({ state: undoable(initial, typed("q1")), tasks: [] })
    expect(reduce(typed("mine"), Action.Restore({ texts: [] }), context)).toEqual({ state: typed("mine"), tasks: [] })
  })

  it("a navigated-away message fills only an empty editor; a fork's text replaces it", () => {
    expect(reduce(initial, Action.Offer({ text: "again" }), context)).toEqual({ state: undoable(initial, typed("again")), tasks: [] })
    expect(reduce(typed("mine"), Action.Offer({ text: "again" }), context)).toEqual({ state: typed("mine"), tasks: [] })
    expect(reduce(typed("mine"), Action.Replace({ text: "forked" }), context)).toEqual({ state: undoable(typed("mine"), typed("forked")), tasks: [] })
  })
})

describe("laws", () => {
  const message = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => /^[a-z][a-z ]*$/i.test(s))

  it.prop("Esc Esc opens /tree exactly when the editor is empty and the second comes within the window", [
    fc.integer({ min: 0, max: 2 * ESCAPE_WINDOW_MS }),
    fc.boolean()
  ], ([gap, empty]) => {
    const start = empty ? initial : typed("x")
    const first = press(start, RAW.escape)
    const second = press(first.state, RAW.escape, { ...context, now: T + gap })
    expect(second.tasks).toEqual(empty && gap < ESCAPE_WINDOW_MS ? [Task.OpenTree()] : [])
  })

  it.prop("Ctrl+C twice on an empty editor quits exactly within the window", [fc.integer({ min: 0, max: 3 * CTRL_C_WINDOW_MS })], ([gap]) => {
    const second = press(press(initial, RAW.ctrlC).state, RAW.ctrlC, { ...context, now: T + gap })
    expect(second.tasks.map((t) => t._tag)).toEqual([gap < CTRL_C_WINDOW_MS ? "Quit" : "Hint"])
  })

  it.prop("a message typed and sent is sent as typed, trimmed, and leaves the editor empty", [message], ([text]) => {
    const written = [...text].reduce((state, char) => press(state, char).state, initial)
    expect(written.buffer).toEqual(Editor.fromText(text))
    expect(press(written, RAW.enter)).toEqual({ state: sent(text.trim()), tasks: [Task.Send({ item: { kind: "steer", text: text.trim() } })] })
  })
})
