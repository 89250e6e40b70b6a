/**
 * The chat's overlays as a pure reducer (`Overlay.reduce`): every overlay's opening, its keys,
 * its confirmations and cancellations, and the tasks it asks the view to run, as exact states;
 * then the laws that hold for any sequence of keys (Esc undoes what opened an input or a
 * question, a question ignores every other key, a few Esc always leave).
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "effect/FastCheck"
import * as E from "../../src/domain/format/Entry.js"
import type * as Json from "../../src/domain/format/Json.js"
import type * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Editor from "../../src/main/tui/Editor.js"
import * as Keys from "../../src/main/tui/Keys.js"
import * as ListPicker from "../../src/main/tui/ListPicker.js"
import { Action, Overlay, reduce, type Restore, type Step, Task } from "../../src/main/tui/Overlay.js"
import * as ScopedModels from "../../src/main/tui/ScopedModels.js"
import * as SessionCommands from "../../src/main/tui/SessionCommands.js"
import * as SessionPicker from "../../src/main/tui/SessionPicker.js"
import * as SettingsList from "../../src/main/tui/SettingsList.js"
import * as TreeSelector from "../../src/main/tui/TreeSelector.js"

// -- keys as the terminal sends them ------------------------------------------------------------

const RAW = {
  up: "\u001b[A",
  down: "\u001b[B",
  right: "\u001b[C",
  left: "\u001b[D",
  ctrlLeft: "\u001b[1;5D",
  ctrlRight: "\u001b[1;5C",
  pageUp: "\u001b[5~",
  pageDown: "\u001b[6~",
  enter: "\r",
  altEnter: "\u001b\r",
  escape: "\u001b",
  tab: "\t",
  backspace: "\u007f",
  ctrlA: "\u0001",
  ctrlC: "\u0003",
  ctrlD: "\u0004",
  ctrlL: "\u000c",
  ctrlN: "\u000e",
  ctrlO: "\u000f",
  ctrlP: "\u0010",
  ctrlR: "\u0012",
  ctrlS: "\u0013",
  ctrlT: "\u0014",
  ctrlU: "\u0015",
  ctrlW: "\u0017",
  ctrlX: "\u0018",
  ctrlY: "\u0019"
} as const

/** The one key event `raw` decodes to. */
const key = (raw: string): Keys.Event => {
  const events = Keys.decoder().push(raw)
  expect(events).toHaveLength(1)
  return events[0] as Keys.Event
}

// -- a session: two branches from the first answer, a label ----------------------------------------

const T0 = Date.UTC(2026, 0, 1)
const entries: Array<E.Entry> = []
const at = (id: string, parentId: string | null): E.Base => ({ id, parentId, timestamp: new Date(T0 + (entries.length + 1) * 1000).toISOString() })
const message = (id: string, parentId: string | null, msg: Json.JsonObject) => entries.push(E.message(at(id, parentId), msg))
const user = (id: string, parentId: string | null, text: string) => message(id, parentId, { role: "user", content: [{ type: "text", text }], timestamp: 1 })
const assistant = (id: string, parentId: string, text: string) =>
  message(id, parentId, { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" })
user("u1", null, "first question")
assistant("a1", "u1", "first answer")
user("u3", "a1", "other branch")
assistant("a3", "u3", "other answer")
user("u2", "a1", "second question")
assistant("a2", "u2", "second answer")
entries.push(E.label(at("l1", "a2"), "a1", "checkpoint"))
const TREE = SessionTree.withLeaf(SessionTree.fromEntries(entries), "a2")
const EMPTY = SessionTree.fromEntries([])

const NOW = new Date("2026-02-01T12:00:00.000Z")
const FILE = "/s/b.jsonl"

const session = (name: string, minutesAgo: number, fields: Partial<SessionInfo.SessionInfo> = {}): SessionInfo.SessionInfo => ({
  path: `/s/${name}.jsonl`,
  id: `id-${name}`,
  cwd: "/proj",
  name: undefined,
  parentSessionPath: undefined,
  created: new Date(NOW.getTime() - 1_000 * 60_000),
  modified: new Date(NOW.getTime() - minutesAgo * 60_000),
  messageCount: 1,
  firstMessage: `first ${name}`,
  allMessagesText: `first ${name}`,
  ...fields
})

/** Newest first: a (named), b (the open one), c. */
const SESSIONS = [session("a", 1, { name: "alpha" }), session("b", 2), session("c", 3)]

const context = { tree: TREE, file: FILE, now: NOW, listHeight: 5, bodyHeight: 10, columns: 40, killed: "" }

const step = (overlay: Overlay, action: Action, ctx = context): Step => reduce(overlay, action, ctx)
const press = (overlay: Overlay, raw: string, ctx = context): Step => step(overlay, Action.Key({ event: key(raw) }), ctx)
/** The overlay after each key in turn, the tasks dropped. */
const pressAll = (overlay: Overlay, raws: ReadonlyArray<string>, ctx = context): Overlay =>
  raws.reduce((current, raw) => press(current, raw, ctx).overlay, overlay)

const say = (text: string, tone: "info" | "warning" | "error" = "info") => Task.Say({ text, tone })

const none = Overlay.None()
const treeAt = (selectedId: string): TreeSelector.State => ({ ...TreeSelector.initial(TREE), selectedId })
const picker = (selected: string) =>
  Overlay.Picker({
    purpose: "model",
    title: "Select a model",
    state: ListPicker.initial([{ key: "a/one", label: "a/one" }, { key: "b/two", label: "b/two", detail: "reasoning" }], selected)
  })
const resume = (quitOnCancel = false) => Overlay.Resume({ state: SessionPicker.initial(FILE), sessions: SESSIONS, quitOnCancel })

describe("opening an overlay", () => {
  it("opens /tree on the current leaf; an empty session says so and opens nothing", () => {
    expect(step(none, Action.OpenTree())).toEqual({ overlay: Overlay.Tree({ state: TreeSelector.initial(TREE) }), tasks: [] })
    expect(TreeSelector.initial(TREE).selectedId).toBe("a2")
    expect(step(none, Action.OpenTree(), { ...context, tree: EMPTY })).toEqual({ overlay: none, tasks: [say("No entries in session", "warning")] })
  })

  it("opens /fork on the last user message; without one it says so", () => {
    const items = [{ entryId: "u1", text: "first question" }, { entryId: "u3", text: "other branch" }, { entryId: "u2", text: "second question" }]
    expect(step(none, Action.OpenFork())).toEqual({ overlay: Overlay.Fork({ items, index: 2 }), tasks: [] })
    expect(step(none, Action.OpenFork(), { ...context, tree: EMPTY })).toEqual({ overlay: none, tasks: [say("No messages to fork from", "warning")] })
  })

  it("opens the session picker on the open session, loading the current folder's sessions", () => {
    expect(step(none, Action.OpenResume({ quitOnCancel: true }))).toEqual({
      overlay: Overlay.Resume({ state: SessionPicker.initial(FILE), sessions: undefined, quitOnCancel: true }),
      tasks: [Task.LoadSessions({ scope: "current" })]
    })
  })

  it("opens a selector on the given item", () => {
    const items = [{ key: "a/one", label: "a/one" }, { key: "b/two", label: "b/two", detail: "reasoning" }]
    expect(step(none, Action.OpenPicker({ purpose: "model", title: "Select a model", items, selected: "b/two" }))).toEqual({
      overlay: picker("b/two"),
      tasks: []
    })
  })

  it("leaves the chat's keys to the chat", () => {
    expect(press(none, RAW.enter)).toEqual({ overlay: none, tasks: [] })
  })
})

describe("/tree", () => {
  const open = Overlay.Tree({ state: TreeSelector.initial(TREE) })
  const state = TreeSelector.initial(TREE)

  it("moves, pages, folds, filters and searches through TreeSelector", () => {
    const moved = (raw: string, next: TreeSelector.State) => expect(press(open, raw)).toEqual({ overlay: Overlay.Tree({ state: next }), tasks: [] })
    moved(RAW.up, TreeSelector.move(TREE, state, -1))
    moved(RAW.down, TreeSelector.move(TREE, state, 1))
    moved(RAW.pageUp, TreeSelector.move(TREE, state, -5))
    moved(RAW.left, TreeSelector.move(TREE, state, -5))
    moved(RAW.pageDown, TreeSelector.move(TREE, state, 5))
    moved(RAW.ctrlLeft, TreeSelector.foldOrUp(TREE, state))
    moved(RAW.ctrlRight, TreeSelector.unfoldOrDown(TREE, state))
    moved(RAW.ctrlD, TreeSelector.setFilter(TREE, state, "default"))
    moved(RAW.ctrlT, TreeSelector.toggleFilter(TREE, state, "no-tools"))
    moved(RAW.ctrlU, TreeSelector.toggleFilter(TREE, state, "user-only"))
    moved(RAW.ctrlL, TreeSelector.toggleFilter(TREE, state, "labeled-only"))
    moved(RAW.ctrlA, TreeSelector.toggleFilter(TREE, state, "all"))
    moved(RAW.ctrlO, TreeSelector.cycleFilter(TREE, state, 1))
    moved("T", TreeSelector.toggleLabelTime(state))
    moved("s", TreeSelector.typeSearch(TREE, state, "s"))
    expect(TreeSelector.move(TREE, state, -1).selectedId).toBe("u2")
    expect(TreeSelector.toggleFilter(TREE, state, "user-only").filter).toBe("user-only")
  })

  it("Esc clears the search first, then closes; Ctrl+C does the same", () => {
    const searching = pressAll(open, ["o", "t"])
    const cleared = Overlay.Tree({ state: TreeSelector.clearSearch(TREE, (searching as typeof open).state) })
    expect(press(searching, RAW.escape)).toEqual({ overlay: cleared, tasks: [] })
    expect(press(searching, RAW.ctrlC)).toEqual({ overlay: cleared, tasks: [] })
    expect((cleared as typeof open).state.search).toBe("")
    expect(press(open, RAW.escape)).toEqual({ overlay: none, tasks: [] })
    expect(press(open, RAW.ctrlC)).toEqual({ overlay: none, tasks: [] })
  })

  it("Shift+L labels and Shift+T toggles label times also while a search is typed (pi's keys)", () => {
    const searching = pressAll(open, [..."first answer"]) as typeof open
    const found = searching.state
    expect([found.search, found.selectedId]).toEqual(["first answer", "a1"])
    expect(press(searching, "L")).toEqual({ overlay: Overlay.Tree({ state: found, labelInput: Editor.fromText("checkpoint") }), tasks: [] })
    expect(press(searching, "T")).toEqual({ overlay: Overlay.Tree({ state: TreeSelector.toggleLabelTime(found) }), tasks: [] })
  })

  it("Enter on the current leaf closes and says so; on another entry it asks whether to summarize", () => {
    expect(press(open, RAW.enter)).toEqual({ overlay: none, tasks: [say("Already at this point")] })
    const onU2 = Overlay.Tree({ state: treeAt("u2") })
    expect(press(onU2, RAW.enter)).toEqual({
      overlay: Overlay.Summarize({ tree: treeAt("u2"), targetId: "u2", choice: 0, restore: "conversation" }),
      tasks: []
    })
  })

  it("Ctrl+X copies the selected entry's text and says so", () => {
    const onU2 = Overlay.Tree({ state: treeAt("u2") })
    expect(press(onU2, RAW.ctrlX)).toEqual({ overlay: onU2, tasks: [Task.CopyText({ text: "second question" }), say("Copied selected message to clipboard")] })
    const nowhere = Overlay.Tree({ state: treeAt("missing") })
    expect(press(nowhere, RAW.ctrlX)).toEqual({ overlay: nowhere, tasks: [say("Selected entry has no text to copy", "error")] })
  })

  it("L edits the selected entry's label: Enter saves it (empty removes it), Esc cancels", () => {
    const onA1 = Overlay.Tree({ state: treeAt("a1") })
    const editing = press(onA1, "L").overlay
    expect(editing).toEqual(Overlay.Tree({ state: treeAt("a1"), labelInput: Editor.fromText("checkpoint") }))
    const typed = pressAll(editing, ["!"])
    expect(typed).toEqual(Overlay.Tree({ state: treeAt("a1"), labelInput: Editor.insert(Editor.fromText("checkpoint"), "!") }))
    // saving keeps the input until the label is stored
    expect(press(typed, RAW.enter)).toEqual({ overlay: typed, tasks: [Task.SetLabel({ entryId: "a1", label: "checkpoint!" })] })
    expect(step(typed, Action.LabelSaved())).toEqual({ overlay: onA1, tasks: [] })
    const blank = pressAll(Overlay.Tree({ state: treeAt("u1") }), ["L", " "])
    expect(press(blank, RAW.enter)).toEqual({ overlay: blank, tasks: [Task.SetLabel({ entryId: "u1", label: undefined })] })
    expect(press(typed, RAW.escape)).toEqual({ overlay: onA1, tasks: [] })
    // a label saved after the selector closed changes nothing
    expect(step(none, Action.LabelSaved())).toEqual({ overlay: none, tasks: [] })
  })

  it("an input's cut goes to the kill ring, and Ctrl+Y yanks it", () => {
    const editing = press(Overlay.Tree({ state: treeAt("a1") }), "L").overlay
    expect(press(editing, RAW.ctrlW)).toEqual({
      overlay: Overlay.Tree({ state: treeAt("a1"), labelInput: Editor.empty }),
      tasks: [Task.Killed({ text: "checkpoint" })]
    })
    const yanked = press(Overlay.Tree({ state: treeAt("a1"), labelInput: Editor.empty }), RAW.ctrlY, { ...context, killed: "a\nb" })
    expect(yanked).toEqual({ overlay: Overlay.Tree({ state: treeAt("a1"), labelInput: Editor.fromText("a b") }), tasks: [] })
  })
})

describe("the summary question and its instructions", () => {
  const asking = (choice: number) => Overlay.Summarize({ tree: treeAt("u2"), targetId: "u2", choice, restore: "conversation" })

  it("moves between the three choices, wrapping", () => {
    expect(press(asking(0), RAW.down).overlay).toEqual(asking(1))
    expect(press(asking(2), RAW.down).overlay).toEqual(asking(0))
    expect(press(asking(0), RAW.up).overlay).toEqual(asking(2))
    expect(press(asking(1), "x")).toEqual({ overlay: asking(1), tasks: [] })
  })

  it("goes to the entry without a summary, or with one; Esc returns to the selector on the entry", () => {
    const go = (summarize: boolean) =>
      Task.Navigate({ targetId: "u2", tree: treeAt("u2"), summarize, customInstructions: undefined, restore: "conversation", confirm: false })
    expect(press(asking(0), RAW.enter)).toEqual({ overlay: none, tasks: [go(false)] })
    expect(press(asking(1), RAW.enter)).toEqual({ overlay: none, tasks: [go(true)] })
    const moved = Overlay.Summarize({ tree: treeAt("a2"), targetId: "u2", choice: 1, restore: "conversation" })
    expect(press(moved, RAW.escape)).toEqual({ overlay: Overlay.Tree({ state: treeAt("u2") }), tasks: [] })
  })

  it("the custom prompt asks for instructions: Enter goes with them, Esc returns to the question", () => {
    const empty = Overlay.Instructions({ tree: treeAt("u2"), targetId: "u2", buffer: Editor.empty, restore: "conversation" })
    expect(press(asking(2), RAW.enter)).toEqual({ overlay: empty, tasks: [] })
    const typed = pressAll(empty, ["be brief "])
    expect(typed).toEqual(Overlay.Instructions({ tree: treeAt("u2"), targetId: "u2", buffer: Editor.fromText("be brief "), restore: "conversation" }))
    expect(press(typed, RAW.enter)).toEqual({
      overlay: none,
      tasks: [Task.Navigate({ targetId: "u2", tree: treeAt("u2"), summarize: true, customInstructions: "be brief", restore: "conversation", confirm: false })]
    })
    expect(press(empty, RAW.enter)).toEqual({
      overlay: none,
      tasks: [Task.Navigate({ targetId: "u2", tree: treeAt("u2"), summarize: true, customInstructions: undefined, restore: "conversation", confirm: false })]
    })
    expect(press(typed, RAW.altEnter)).toEqual({ overlay: typed, tasks: [] })
    expect(press(typed, RAW.escape)).toEqual({ overlay: asking(2), tasks: [] })
  })

  it("a cancelled summary brings the selector back on its target", () => {
    expect(step(none, Action.NavigationAborted({ tree: treeAt("a2"), targetId: "u3" }))).toEqual({
      overlay: Overlay.Tree({ state: treeAt("u3") }),
      tasks: []
    })
  })
})

describe("/fork", () => {
  const items = [{ entryId: "u1", text: "first" }, { entryId: "u2", text: "second" }]
  const at = (index: number) => Overlay.Fork({ items, index })

  it("moves with wrapping, forks before the selected message with Enter, closes with Esc", () => {
    expect(press(at(1), RAW.down).overlay).toEqual(at(0))
    expect(press(at(0), RAW.up).overlay).toEqual(at(1))
    expect(press(at(0), RAW.enter)).toEqual({ overlay: none, tasks: [Task.Fork({ entryId: "u1" })] })
    expect(press(at(1), RAW.escape)).toEqual({ overlay: none, tasks: [] })
    expect(press(at(1), "q")).toEqual({ overlay: at(1), tasks: [] })
  })
})

describe("the model and thinking-level selectors", () => {
  it("searches, moves, and picks with Enter", () => {
    const open = picker("a/one")
    expect(press(open, RAW.down).overlay).toEqual(picker("b/two"))
    expect(press(open, RAW.pageDown).overlay).toEqual(Overlay.Picker({ ...open, state: ListPicker.move(open.state, 5) }))
    const searched = pressAll(open, ["t", "w"])
    expect(searched).toEqual(Overlay.Picker({ ...open, state: { ...open.state, query: "tw", selected: "b/two" } }))
    // the selection stays on an item the shorter query still shows
    expect(press(searched, RAW.backspace).overlay).toEqual(Overlay.Picker({ ...open, state: { ...open.state, query: "t", selected: "b/two" } }))
    expect(press(searched, RAW.enter)).toEqual({ overlay: none, tasks: [Task.Choose({ purpose: "model", key: "b/two" })] })
    expect(press(open, RAW.tab)).toEqual({ overlay: open, tasks: [] })
  })

  it("Ctrl+S saves the selected item as the default and stays open; Esc closes; nothing matching picks nothing", () => {
    const thinking = Overlay.Picker({
      purpose: "thinking",
      title: "Select a thinking level",
      state: ListPicker.initial([{ key: "high", label: "high" }], "high")
    })
    expect(press(thinking, RAW.ctrlS)).toEqual({ overlay: thinking, tasks: [Task.SaveDefault({ purpose: "thinking", key: "high" })] })
    expect(press(thinking, RAW.escape)).toEqual({ overlay: none, tasks: [] })
    const nothing = pressAll(thinking, ["z"])
    expect(press(nothing, RAW.ctrlS)).toEqual({ overlay: nothing, tasks: [] })
    expect(press(nothing, RAW.enter)).toEqual({ overlay: none, tasks: [] })
  })

  it("the /import question answers with Enter only: Ctrl+S saves nothing there (nor in /trust)", () => {
    const { items, selected, title } = SessionCommands.importQuestion("old.jsonl")
    const question = reduce(none, Action.OpenPicker({ purpose: "import", title, items, selected }), context).overlay
    expect(press(question, RAW.ctrlS)).toEqual({ overlay: question, tasks: [] })
    expect(press(question, RAW.enter)).toEqual({ overlay: none, tasks: [Task.Choose({ purpose: "import", key: "old.jsonl" })] })
    expect(press(pressAll(question, [RAW.down]), RAW.enter).tasks).toEqual([Task.Choose({ purpose: "import", key: "" })])
    const trust = Overlay.Picker({ purpose: "trust", title: "Trust?", state: ListPicker.initial([{ key: "0", label: "Trust this folder" }]) })
    expect(press(trust, RAW.ctrlS)).toEqual({ overlay: trust, tasks: [] })
  })
})

describe("/scoped-models", () => {
  const open = reduce(none, Action.OpenScope({ models: SCOPE_MODELS, enabled: ["b/three", "a/one"] }), context).overlay
  const stateOf = (overlay: Overlay) => (overlay._tag === "Scope" ? overlay.state : undefined)

  it("opens on the cycle this run has; each change applies at once (SetScope), Ctrl+S saves the patterns", () => {
    expect(stateOf(open)).toEqual({ models: SCOPE_MODELS, enabled: ["b/three", "a/one"], query: "", index: 0, dirty: false })
    // Enter takes the selected model (b/three, first in the cycle) out
    const toggled = press(open, RAW.enter)
    expect(toggled.tasks).toEqual([Task.SetScope({ cycle: ["a/one"] })])
    // Alt+Down moves the selected model later in the cycle; the selection follows it
    const reordered = press(open, "\u001b[1;3B")
    expect(stateOf(reordered.overlay)).toMatchObject({ enabled: ["a/one", "b/three"], index: 1, dirty: true })
    expect(reordered.tasks).toEqual([Task.SetScope({ cycle: ["a/one", "b/three"] })])
    // Ctrl+A: every model, which is no scope
    expect(press(open, RAW.ctrlA).tasks).toEqual([Task.SetScope({ cycle: undefined })])
    const saved = press(reordered.overlay, RAW.ctrlS)
    expect(saved.tasks).toEqual([Task.SaveScope({ patterns: ["a/one", "b/three"] })])
    expect(stateOf(saved.overlay)?.dirty).toBe(false)
    expect(press(open, RAW.escape)).toEqual({ overlay: none, tasks: [] })
  })

  it("typing searches; Ctrl+X clears what the search shows", () => {
    const searched = pressAll(open, ["o", "n", "e"])
    expect(stateOf(searched)).toMatchObject({ query: "one", index: 0 })
    expect(press(searched, "\u0018").tasks).toEqual([Task.SetScope({ cycle: ["b/three"] })])
  })
})

describe("the session picker", () => {
  const loading = Overlay.Resume({ state: SessionPicker.initial(FILE), sessions: undefined, quitOnCancel: false })
  const rows = SessionPicker.rows(SESSIONS, SessionPicker.initial(FILE), NOW, FILE)

  it("shows the progress of its scope's load, then the sessions; an answer for another scope is ignored", () => {
    const progressed = step(loading, Action.SessionsProgress({ scope: "current", loaded: 3, total: 9 }))
    expect(progressed).toEqual({ overlay: Overlay.Resume({ ...loading, progress: [3, 9] }), tasks: [] })
    expect(step(loading, Action.SessionsProgress({ scope: "all", loaded: 3, total: 9 }))).toEqual({ overlay: loading, tasks: [] })
    expect(step(progressed.overlay, Action.SessionsLoaded({ scope: "current", sessions: SESSIONS }))).toEqual({ overlay: resume(), tasks: [] })
    expect(step(loading, Action.SessionsLoaded({ scope: "all", sessions: SESSIONS }))).toEqual({ overlay: loading, tasks: [] })
    // once loaded, progress is over
    expect(step(resume(), Action.SessionsProgress({ scope: "current", loaded: 1, total: 2 }))).toEqual({ overlay: resume(), tasks: [] })
    expect(step(none, Action.SessionsLoaded({ scope: "current", sessions: SESSIONS }))).toEqual({ overlay: none, tasks: [] })
  })

  it("resumes the selected session with Enter (the open one first), nothing while loading", () => {
    expect(SessionPicker.selectedIndex(rows, SessionPicker.initial(FILE))).toBe(1)
    expect(press(resume(), RAW.enter)).toEqual({ overlay: none, tasks: [Task.Resume({ path: "/s/b.jsonl" })] })
    expect(press(resume(), RAW.up).overlay).toEqual(Overlay.Resume({ ...resume(), state: SessionPicker.move(rows, SessionPicker.initial(FILE), -1) }))
    expect(press(pressAll(resume(), [RAW.down]), RAW.enter).tasks).toEqual([Task.Resume({ path: "/s/c.jsonl" })])
    expect(press(loading, RAW.enter)).toEqual({ overlay: loading, tasks: [] })
  })

  it("Esc cancels and says so; opened by arbor -r it quits", () => {
    expect(press(resume(), RAW.escape)).toEqual({ overlay: none, tasks: [say("Resume cancelled", "warning")] })
    expect(press(resume(true), RAW.escape)).toEqual({ overlay: resume(true), tasks: [Task.Quit()] })
  })

  it("Tab switches the scope and loads it; the keys of the list change its state", () => {
    const state = SessionPicker.initial(FILE)
    expect(press(resume(), RAW.tab)).toEqual({
      overlay: Overlay.Resume({ state: SessionPicker.toggleScope(state), sessions: undefined, quitOnCancel: false }),
      tasks: [Task.LoadSessions({ scope: "all" })]
    })
    const changed = (raw: string, next: SessionPicker.State) =>
      expect(press(resume(), raw)).toEqual({ overlay: Overlay.Resume({ ...resume(), state: next }), tasks: [] })
    changed(RAW.ctrlS, SessionPicker.cycleSort(state))
    changed(RAW.ctrlN, SessionPicker.toggleNamedOnly(state))
    changed(RAW.ctrlP, SessionPicker.togglePath(state))
    changed(RAW.pageDown, SessionPicker.move(rows, state, 5))
    changed("al", SessionPicker.typeQuery(state, "al"))
    const typed = pressAll(resume(), ["al"])
    expect(press(typed, RAW.backspace).overlay).toEqual(Overlay.Resume({ ...resume(), state: SessionPicker.setQuery(state, "a") }))
    expect(press(typed, RAW.ctrlU).overlay).toEqual(Overlay.Resume({ ...resume(), state: SessionPicker.setQuery(state, "") }))
  })

  it("Ctrl+R renames the selected session: Enter saves a non-blank name, Esc cancels; not from arbor -r", () => {
    const onA = pressAll(resume(), [RAW.up])
    const renaming = press(onA, RAW.ctrlR).overlay
    expect(renaming).toEqual(Overlay.Resume({ ...(onA as ReturnType<typeof resume>), rename: Editor.fromText("alpha") }))
    const typed = pressAll(renaming, ["2"])
    expect(press(typed, RAW.enter)).toEqual({ overlay: typed, tasks: [Task.RenameSession({ path: "/s/a.jsonl", name: "alpha2" })] })
    expect(step(typed, Action.SessionRenamed())).toEqual({ overlay: onA, tasks: [Task.LoadSessions({ scope: "current" })] })
    expect(press(typed, RAW.escape)).toEqual({ overlay: onA, tasks: [] })
    const blank = pressAll(resume(), [RAW.ctrlR, " "])
    expect(press(blank, RAW.enter)).toEqual({ overlay: blank, tasks: [] })
    expect(press(resume(true), RAW.ctrlR)).toEqual({ overlay: resume(true), tasks: [] })
  })

  it("Ctrl+D asks before deleting another session; the cursor stays in place after; the open session is refused", () => {
    expect(press(resume(), RAW.ctrlD)).toEqual({ overlay: resume(), tasks: [say("Cannot delete the currently active session", "error")] })
    const onA = pressAll(resume(), [RAW.up])
    const asking = press(onA, RAW.ctrlD).overlay
    expect(asking).toEqual(Overlay.Resume({ ...(onA as ReturnType<typeof resume>), confirmDelete: "/s/a.jsonl" }))
    expect(press(asking, RAW.enter)).toEqual({ overlay: asking, tasks: [Task.DeleteSession({ path: "/s/a.jsonl" })] })
    expect(press(asking, RAW.escape)).toEqual({ overlay: onA, tasks: [] })
    expect(step(asking, Action.SessionDeleted({ path: "/s/a.jsonl" }))).toEqual({
      overlay: Overlay.Resume({ state: { ...SessionPicker.initial(FILE), selectedPath: "/s/b.jsonl" }, sessions: SESSIONS.slice(1), quitOnCancel: false }),
      tasks: [Task.LoadSessions({ scope: "current" })]
    })
    expect(step(none, Action.SessionDeleted({ path: "/s/a.jsonl" }))).toEqual({ overlay: none, tasks: [] })
  })
})

// -- laws -----------------------------------------------------------------------------------------

const ANY_KEY = fc.constantFrom(...Object.values(RAW), "a", "L", "T", "q", " ", "2")
const keysArb = fc.array(ANY_KEY, { maxLength: 25 })

/** Every overlay as it opens. */
const SETTINGS: SettingsList.Values = {
  autoCompact: true,
  steeringMode: "one-at-a-time",
  followUpMode: "all",
  autoRetry: true,
  defaultThinkingLevel: "medium",
  defaultModel: undefined,
  sessionDir: undefined,
  shellPath: undefined,
  file: "/agent/settings.json"
}

describe("/settings", () => {
  const open = step(none, Action.OpenSettings({ values: SETTINGS })).overlay

  it("opens on the first setting; ↑↓ move and wrap; Esc closes", () => {
    expect(open).toEqual(Overlay.Settings({ state: { values: SETTINGS, index: 0 } }))
    expect(press(open, RAW.up).overlay).toEqual(Overlay.Settings({ state: { values: SETTINGS, index: 4 } }))
    expect(pressAll(open, [RAW.down, RAW.down])).toEqual(Overlay.Settings({ state: { values: SETTINGS, index: 2 } }))
    expect(press(open, RAW.escape)).toEqual({ overlay: none, tasks: [] })
  })

  it("Enter and Space ask for the next value; the list shows it once it is changed", () => {
    const change = { id: "autoCompact", path: ["compaction", "enabled"], value: false } as const
    expect(press(open, RAW.enter)).toEqual({ overlay: open, tasks: [Task.ChangeSetting({ change })] })
    const onFollowUp = pressAll(open, [RAW.down, RAW.down])
    expect(press(onFollowUp, " ").tasks).toEqual([Task.ChangeSetting({ change: { id: "followUpMode", path: ["followUpMode"], value: "one-at-a-time" } })])
    expect(step(open, Action.SettingChanged({ change }))).toEqual({
      overlay: Overlay.Settings({ state: { values: { ...SETTINGS, autoCompact: false }, index: 0 } }),
      tasks: []
    })
    // a late answer leaves another overlay alone
    expect(step(none, Action.SettingChanged({ change }))).toEqual({ overlay: none, tasks: [] })
  })
})

const SCOPE_MODELS = [{ provider: "a", modelId: "one" }, { provider: "a", modelId: "two" }, { provider: "b", modelId: "three" }]

const OPENINGS: ReadonlyArray<Overlay> = [
  Overlay.Tree({ state: TreeSelector.initial(TREE) }),
  Overlay.Fork({ items: [{ entryId: "u1", text: "first" }, { entryId: "u2", text: "second" }], index: 1 }),
  resume(false),
  resume(true),
  picker("a/one"),
  Overlay.Settings({ state: SettingsList.initial(SETTINGS) }),
  Overlay.Scope({ state: ScopedModels.initial(SCOPE_MODELS, undefined) })
]

/** Keys that move, filter and fold, but open, confirm, search and close nothing. */
const BROWSE = fc.array(
  fc.constantFrom(RAW.up, RAW.down, RAW.pageUp, RAW.pageDown, RAW.ctrlLeft, RAW.ctrlRight, RAW.ctrlS, RAW.ctrlN, RAW.ctrlP, RAW.ctrlO, RAW.ctrlT, "T"),
  { maxLength: 12 }
)

/** An overlay, and the key that opens an input or a question over it. */
const SUBMODES: ReadonlyArray<readonly [Overlay, string]> = [
  [Overlay.Tree({ state: TreeSelector.initial(TREE) }), "L"],
  [Overlay.Tree({ state: treeAt("u3") }), RAW.enter],
  [Overlay.Summarize({ tree: treeAt("u3"), targetId: "u3", choice: 2, restore: "conversation" }), RAW.enter],
  [resume(false), RAW.ctrlR],
  [resume(false), RAW.ctrlD]
]

/** Whether an input or a question is open. */
const isSubmode = (overlay: Overlay): boolean =>
  (overlay._tag === "Tree" && overlay.labelInput !== undefined) ||
  (overlay._tag === "Resume" && (overlay.rename !== undefined || overlay.confirmDelete !== undefined)) ||
  overlay._tag === "Summarize" || overlay._tag === "Instructions"

describe("laws", () => {
  it.prop("Esc undoes the key that opened an input or a question", [fc.constantFrom(...SUBMODES), BROWSE], ([[opened, open], keys]) => {
    const before = pressAll(opened, keys)
    const after = press(before, open).overlay
    // Enter on the current leaf closes, the open session cannot be deleted: nothing opened
    if (after._tag === "None" || (after._tag === before._tag && isSubmode(after) === isSubmode(before))) return
    expect(press(after, RAW.escape)).toEqual({ overlay: before, tasks: [] })
  })

  it.prop("the delete question ignores every key but Enter (Alt+Enter too) and Esc", [keysArb], ([keys]) => {
    const asking = press(pressAll(resume(), [RAW.up]), RAW.ctrlD).overlay
    expect(asking._tag === "Resume" && asking.confirmDelete).toBe("/s/a.jsonl")
    for (const raw of keys.filter((k) => k !== RAW.enter && k !== RAW.altEnter && k !== RAW.escape)) {
      expect(press(asking, raw)).toEqual({ overlay: asking, tasks: [] })
    }
  })

  it.prop("four Esc always close an overlay, or quit when arbor -r opened it", [fc.constantFrom(...OPENINGS), keysArb], ([opened, keys]) => {
    const tasks: Array<Task> = []
    let current = pressAll(opened, keys)
    for (let i = 0; i < 4; i++) {
      const next = press(current, RAW.escape)
      tasks.push(...next.tasks)
      current = next.overlay
    }
    if (current._tag !== "None") expect(tasks).toContainEqual(Task.Quit())
    else expect(current).toEqual(none)
  })

  it.prop("each overlay asks only for what it is about: a page of text for nothing, a selector never for a session", [
    fc.constantFrom(...OPENINGS),
    keysArb
  ], ([opened, keys]) => {
    const asked = new Set<Task["_tag"]>()
    keys.reduce((current, raw) => {
      const next = press(current, raw)
      for (const task of next.tasks) asked.add(task._tag)
      return next.overlay
    }, opened)
    const allowed: Record<Overlay["_tag"], ReadonlyArray<Task["_tag"]>> = {
      None: [],
      Tree: ["Say", "CopyText", "SetLabel", "Navigate", "Killed"],
      Restore: ["Navigate"],
      Overwrite: ["Navigate"],
      Summarize: [],
      Instructions: [],
      Fork: ["Fork"],
      Resume: ["Say", "Resume", "LoadSessions", "RenameSession", "DeleteSession", "Quit", "Killed"],
      Picker: ["Choose", "SaveDefault"],
      Settings: ["ChangeSetting"],
      Scope: ["SetScope", "SaveScope"]
    }
    for (const tag of asked) expect(allowed[opened._tag]).toContain(tag)
  })
})

describe("/tree with checkpoints: what to restore, and files changed by hand", () => {
  // u1 → a1 → c1 (files A) → u2 → a2 → c2 (files B), the leaf at c2
  const base = (id: string, parentId: string | null): E.Base => ({ id, parentId, timestamp: "2026-01-02T00:00:00.000Z" })
  const text = (role: "user" | "assistant", id: string, parentId: string | null, value: string) =>
    E.message(base(id, parentId), { role, content: [{ type: "text", text: value }], ...(role === "user" ? { timestamp: 1 } : { stopReason: "stop" }) })
  const files = (id: string, parentId: string, hash: string) => E.custom(base(id, parentId), "arbor.checkpoint", { checkpoint: hash.repeat(64), changed: 1 })
  const withFiles = SessionTree.withLeaf(
    SessionTree.fromEntries([
      text("user", "u1", null, "first question"),
      text("assistant", "a1", "u1", "first answer"),
      files("c1", "a1", "a"),
      text("user", "u2", "c1", "second question"),
      text("assistant", "a2", "u2", "second answer"),
      files("c2", "a2", "b")
    ]),
    "c2"
  )
  const ctx = { ...context, tree: withFiles }
  const selector = (id: string): TreeSelector.State => ({ ...TreeSelector.initial(withFiles), selectedId: id })
  const navigate = (restore: Restore, summarize = false, confirm = false) =>
    Task.Navigate({ targetId: "u2", tree: selector("u2"), summarize, customInstructions: undefined, restore, confirm })

  it("asks what to restore when the entry recorded other files; conversation only comes first", () => {
    const asked = press(Overlay.Tree({ state: selector("u2") }), RAW.enter, ctx)
    expect(asked).toEqual({ overlay: Overlay.Restore({ tree: selector("u2"), targetId: "u2", choice: 0 }), tasks: [] })
    // Enter Enter Enter: pi's move, no summary, no files
    expect(press(asked.overlay, RAW.enter, ctx).overlay).toEqual(
      Overlay.Summarize({ tree: selector("u2"), targetId: "u2", choice: 0, restore: "conversation" })
    )
    const both = pressAll(asked.overlay, [RAW.down, RAW.enter], ctx)
    expect(press(both, RAW.enter, ctx)).toEqual({ overlay: none, tasks: [navigate("both")] })
    // the files alone: no branch is left, so no summary is asked
    expect(press(pressAll(asked.overlay, [RAW.up], ctx), RAW.enter, ctx)).toEqual({ overlay: none, tasks: [navigate("code")] })
    expect(press(asked.overlay, RAW.escape, ctx)).toEqual({ overlay: Overlay.Tree({ state: selector("u2") }), tasks: [] })
  })

  it("does not ask when no files are recorded at or above the entry", () => {
    expect(press(Overlay.Tree({ state: selector("a1") }), RAW.enter, ctx).overlay._tag).toBe("Summarize")
  })

  it("a refused restore lists the files; keeping them returns to the selector, overwriting goes again confirmed", () => {
    const asked = step(none, Action.FilesChanged({ navigate: navigate("both"), paths: ["a.txt", "b.txt"] }), ctx)
    expect(asked).toEqual({ overlay: Overlay.Overwrite({ navigate: navigate("both"), paths: ["a.txt", "b.txt"], choice: 0 }), tasks: [] })
    expect(press(asked.overlay, RAW.enter, ctx)).toEqual({ overlay: Overlay.Tree({ state: selector("u2") }), tasks: [] })
    expect(press(asked.overlay, RAW.escape, ctx).overlay._tag).toBe("Tree")
    expect(press(pressAll(asked.overlay, [RAW.down], ctx), RAW.enter, ctx)).toEqual({ overlay: none, tasks: [navigate("both", false, true)] })
    expect(press(asked.overlay, "y", ctx)).toEqual({ overlay: none, tasks: [navigate("both", false, true)] })
  })
})
