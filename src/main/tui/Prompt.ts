/**
 * The chat's editor and its keys, as a pure reducer: the text being written, the slash-command
 * menu over it, and the keys that send it, steer or queue it, stop the agent, quit, or open
 * what covers the transcript. `reduce` takes the state, an `Action` (a key, or text that comes
 * back into the editor) and a `Context` (the clock, whether the agent or a `!` command runs)
 * and returns the next state and the `Task`s it asks the view to run (send a message, run a
 * command, abort, scroll, ...), as data. What a key means is `Keys`' tables (`chat`, `menu`,
 * `editor`); what a command does is the view's. Pure: no React, no I/O; time comes in as data.
 */
import * as Data from "effect/Data"
import type * as ChatState from "./ChatState.js"
import * as Commands from "./Commands.js"
import * as Editor from "./Editor.js"
import * as FileComplete from "./FileComplete.js"
import * as History from "./History.js"
import * as Keys from "./Keys.js"
import * as KillRing from "./KillRing.js"
import * as Pastes from "./Pastes.js"
import * as TextInput from "./TextInput.js"

/** Ctrl+C twice within this window quits; the hint goes away when it closes. */
export const CTRL_C_WINDOW_MS = 1000
/** Esc twice within this window, on an empty editor, opens `/tree`. */
export const ESCAPE_WINDOW_MS = 500

/** The slash-command menu: the chosen row, and the text Esc closed it for, if it did. */
export interface Menu {
  readonly index: number
  readonly closedFor?: string
}

export interface State {
  readonly buffer: Editor.Buffer
  readonly menu: Menu
  /** When Esc was last pressed on an idle chat (milliseconds), 0 once Esc Esc has fired. */
  readonly lastEscape: number
  /** When Ctrl+C last armed quitting (milliseconds). */
  readonly lastCtrlC: number
  /** What Up and Down browse: the messages sent. */
  readonly history: History.History
  /** What Ctrl+- brings back: the texts before each edit since the last message sent, the latest last. */
  readonly undo: ReadonlyArray<Editor.Buffer>
  /** Whether the last key typed a word, which the next one extends as one edit to undo. */
  readonly typing: boolean
  /** Large pastes, shown folded as `[paste #1 +31 lines]` and sent whole. */
  readonly pastes: Pastes.Pastes
  /** The paths `@file` completion offers, as last listed (read again each time an `@word` starts). */
  readonly files: ReadonlyArray<FileComplete.Path> | undefined
  /** Whether the last key cut text (the next cut joins it in the kill ring). */
  readonly killing: boolean
  /** While the last key was Ctrl+Y or Alt+Y: the text before it, which Alt+Y yanks the ring's next entry into. */
  readonly yanked: Editor.Buffer | undefined
  /** After Ctrl+] (1) or Ctrl+Alt+] (-1): the next character typed is jumped to, not typed. */
  readonly jump: 1 | -1 | undefined
}

/** How many edits Ctrl+- can undo. */
export const UNDO_LIMIT = 200

/** An empty editor, the menu on its first row, no key pressed yet. */
export const initial: State = {
  buffer: Editor.empty,
  menu: { index: 0 },
  lastEscape: 0,
  lastCtrlC: 0,
  history: History.empty,
  undo: [],
  typing: false,
  pastes: Pastes.empty,
  files: undefined,
  killing: false,
  yanked: undefined,
  jump: undefined
}

export type Action = Data.TaggedEnum<{
  Key: { readonly event: Keys.Event }
  /** Messages that waited for the agent come back, before what is written (separated by blank lines). */
  Restore: { readonly texts: ReadonlyArray<string> }
  /** Text offered to an empty editor (a message navigated away from); a written text is kept. */
  Offer: { readonly text: string }
  /** The editor's text replaced (a fork's selected message). */
  Replace: { readonly text: string }
  /** The history becomes these texts, the oldest first (the user messages of the session opened). */
  Seed: { readonly texts: ReadonlyArray<string> }
  /** The paths under the working directory, for `@file` completion. */
  Files: { readonly paths: ReadonlyArray<FileComplete.Path> }
  /** The message as the external editor saved it (Ctrl+G): it replaces the editor's, pastes unfolded. */
  Edited: { readonly text: string }
}>

export const Action = Data.taggedEnum<Action>()

/** What the chat's keys ask the view to do. */
export type Task = Data.TaggedEnum<{
  Say: { readonly text: string; readonly tone: ChatState.Tone }
  /** Sends a message: `steer` (Enter) or `followUp` (Alt+Enter); the view decides now, in the run, or queued. */
  Send: { readonly item: ChatState.Queued }
  /** Runs a slash command with what follows it. */
  Command: { readonly name: Commands.Name; readonly rest: string }
  /** Runs `!command` (`excluded`: `!!command`, kept out of the context). */
  Shell: { readonly command: string; readonly excluded: boolean }
  /** Stops the running `!` command. */
  AbortShell: {}
  /** Puts waiting messages back into the editor, then stops the agent (pi's Esc). */
  Abort: {}
  /** Puts waiting messages back into the editor (Alt+Up); says so when there were none. */
  Dequeue: {}
  /** Opens `/tree` (Esc Esc). */
  OpenTree: {}
  /** Shows `status` until `CTRL_C_WINDOW_MS` have passed, unless something else was said. */
  Hint: { readonly status: ChatState.Status }
  Quit: {}
  SelectModel: {}
  CycleModel: { readonly direction: 1 | -1 }
  CycleThinking: {}
  ToggleTools: {}
  ToggleThinking: {}
  /** Scrolls the transcript a page up (-1) or down (1). */
  Page: { readonly direction: 1 | -1 }
  /** The kill ring is now `ring`. */
  Killed: { readonly ring: KillRing.Ring }
  /** Lists the paths under the working directory (answered with `Action.Files`): an `@word` started. */
  ListFiles: {}
  /** Opens the message, its pastes unfolded, in the external editor (answered with `Action.Edited`). */
  ExternalEditor: { readonly text: string }
  /** Suspends the chat to the shell (Ctrl+Z). */
  Suspend: {}
  /** Reads the system clipboard (Ctrl+V), answered with a paste of an image's path or the text. */
  PasteClipboard: {}
}>

export const Task = Data.taggedEnum<Task>()

/** What a key reads besides the state. */
export interface Context {
  /** The clock, in milliseconds. */
  readonly now: number
  /** Whether the agent works (a reply, a compaction, a navigation). */
  readonly busy: boolean
  /** Whether a `!` command runs. */
  readonly shellRunning: boolean
  /** Columns of the editor's text (Up and Down move by them). */
  readonly columns: number
  /** The kill ring, for Ctrl+Y and Alt+Y. */
  readonly killRing: KillRing.Ring
}

export interface Step {
  readonly state: State
  readonly tasks: ReadonlyArray<Task>
}

const to = (state: State, ...tasks: ReadonlyArray<Task>): Step => ({ state, tasks })

/** The commands the menu lists for what is written, unless Esc closed it for this text. */
export const menuItems = (state: State): ReadonlyArray<Commands.Command> => {
  const { buffer, menu } = state
  if (buffer.lines.length !== 1) return []
  const text = buffer.lines[0] ?? ""
  return menu.closedFor === text ? [] : Commands.suggestions(text)
}

/** The menu's chosen row among `items`. */
export const menuIndex = (state: State, items: ReadonlyArray<unknown>): number => Math.min(state.menu.index, items.length - 1)

/** The paths offered for the `@word` the cursor ends, unless Esc closed the list for this text. */
export const fileItems = (state: State): ReadonlyArray<FileComplete.Path> => {
  const at = FileComplete.token(state.buffer)
  if (at === undefined || state.files === undefined || state.menu.closedFor === Editor.text(state.buffer)) return []
  return FileComplete.rank(state.files, at.query)
}

/**
 * Sends `raw`: a command runs; an unknown `/word` is refused and stays in the editor (a path
 * such as `/etc/hosts …` is a message); `!command` runs in the shell; a message is sent.
 */
const submit = (state: State, raw: string, kind: ChatState.Queued["kind"]): Step => {
  const text = Pastes.expand(state.pastes, raw).trim()
  if (text === "") return to(state)
  const parsed = Commands.parse(text)
  if (parsed !== undefined && parsed.command === undefined) {
    return to(state, Task.Say({ text: `Unknown command ${parsed.word}: type / to see the commands, /hotkeys for the keys`, tone: "error" }))
  }
  const sent = { ...state, buffer: Editor.empty, undo: [], pastes: Pastes.empty }
  if (parsed?.command !== undefined) return to(sent, Task.Command({ name: parsed.command.name, rest: parsed.rest }))
  if (text.startsWith("!")) {
    const excluded = text.startsWith("!!")
    const command = text.slice(excluded ? 2 : 1).trim()
    if (command === "") return to(sent, Task.Say({ text: excluded ? "Usage: !!command" : "Usage: !command", tone: "warning" }))
    return to({ ...sent, history: History.add(state.history, text) }, Task.Shell({ command, excluded }))
  }
  return to({ ...sent, history: History.add(state.history, text) }, Task.Send({ item: { kind, text } }))
}

/** A key while the command menu is open; undefined when the menu leaves it to the chat. */
const onMenuKey = (state: State, event: Keys.Event, items: ReadonlyArray<Commands.Command>): Step | undefined => {
  if (event.type === "paste") return undefined
  const index = menuIndex(state, items)
  const chosen = items[index] as Commands.Command
  const completed = Editor.fromText(`/${chosen.name}${chosen.args === undefined ? "" : " "}`)
  switch (Keys.lookup(Keys.menu, event)) {
    case "up":
      return to({ ...state, menu: { index: (index + items.length - 1) % items.length } })
    case "down":
      return to({ ...state, menu: { index: (index + 1) % items.length } })
    case "complete":
      return to({ ...state, buffer: completed, menu: { index: 0 } })
    case "close":
      return to({ ...state, menu: { index: 0, closedFor: state.buffer.lines[0] ?? "" } })
  }
  if (!Keys.matches(event, "enter")) return undefined
  // a command that takes an argument is completed for it to be typed; the others run
  if (chosen.args !== undefined && Editor.text(state.buffer) !== `/${chosen.name}`) return to({ ...state, buffer: completed, menu: { index: 0 } })
  const sent = submit(state, `/${chosen.name}`, "steer")
  return { ...sent, state: { ...sent.state, menu: { index: 0 } } }
}

/** A key while `@file` suggestions are shown: ↑↓ choose, Tab or Enter completes, Esc closes; undefined for the others. */
const onFileKey = (state: State, event: Keys.Event, items: ReadonlyArray<FileComplete.Path>): Step | undefined => {
  if (event.type === "paste") return undefined
  const index = menuIndex(state, items)
  const at = FileComplete.token(state.buffer) as FileComplete.Token
  const completed = () => to({ ...state, buffer: FileComplete.apply(state.buffer, at, items[index] as string), menu: { index: 0 } })
  switch (Keys.lookup(Keys.menu, event)) {
    case "up":
      return to({ ...state, menu: { index: (index + items.length - 1) % items.length } })
    case "down":
      return to({ ...state, menu: { index: (index + 1) % items.length } })
    case "complete":
      return completed()
    case "close":
      return to({ ...state, menu: { index: 0, closedFor: Editor.text(state.buffer) } })
  }
  return Keys.matches(event, "enter") ? completed() : undefined
}

/** How a cut joins the one before it in the kill ring: a cut backward goes before it, a cut forward after. */
const JOINS: { readonly [action in Keys.EditorAction]?: "before" | "after" } = {
  deleteWordBackward: "before",
  deleteToLineStart: "before",
  deleteWordForward: "after",
  deleteToLineEnd: "after"
}

/**
 * The buffer after an edit, and the kill ring's change if the edit cut text. `last` is the
 * state before the key, whose `killing` and `yanked` (reset in `state`) say what the key before did.
 */
const edited = (state: State, event: Keys.Event, context: Context, last: State = state): Step => {
  const action = event.type === "key" ? Keys.lookup(Keys.editor, event) : undefined
  const yank = action === "yank" ? KillRing.newest(context.killRing) : ""
  // with nothing to yank passed in, what comes back as killed is the text this key cut
  const next = TextInput.edit(state.buffer, event, { multiline: true, columns: context.columns, killed: yank })
  // a browsed entry that is edited becomes the text being written
  const history = Editor.text(next.buffer) === Editor.text(state.buffer) ? state.history : History.leave(state.history)
  const after = { ...state, buffer: next.buffer, history }
  if (yank !== "") return to({ ...after, yanked: state.buffer })
  const join = action === undefined ? undefined : JOINS[action]
  if (join === undefined || next.killed === "") return to(after)
  return to({ ...after, killing: true }, Task.Killed({ ring: KillRing.push(context.killRing, next.killed, last.killing ? join : undefined) }))
}

/** Alt+Y right after Ctrl+Y (or Alt+Y): the ring turned, its new newest entry in place of the text yanked. */
const yankPop = (state: State, context: Context, last: State): Step => {
  if (last.yanked === undefined || context.killRing.length <= 1) return to(state)
  const ring = KillRing.rotate(context.killRing)
  return to({ ...state, buffer: Editor.insert(last.yanked, KillRing.newest(ring)), yanked: last.yanked }, Task.Killed({ ring }))
}

/**
 * Up on the first screen row of an empty editor (or one browsing, or with the cursor at the
 * start) shows the previous message sent; Down on the last row while browsing the next, and
 * past the newest what was being written. Undefined when the key moves the cursor instead.
 */
const browse = (state: State, event: Keys.Key, context: Context): Step | undefined => {
  const action = Keys.lookup(Keys.editor, event)
  if (action !== "up" && action !== "down") return undefined
  const { buffer, history } = state
  const rows = Editor.visualRows(buffer, context.columns)
  const at = Editor.cursorAt(buffer, rows).index
  const wanted = action === "up"
    ? at === 0 && (Editor.isEmpty(buffer) || History.browsing(history) || buffer.col === 0)
    : at === rows.length - 1 && History.browsing(history)
  if (!wanted) return undefined
  const next = History.step(history, buffer, action === "up" ? -1 : 1)
  return next === undefined ? to(state) : to({ ...state, buffer: next.buffer, history: next.history })
}

/** Ctrl+-: the text before the last edit, the cursor where it was; nothing to undo leaves it. */
const undo = (state: State): Step => {
  const previous = state.undo[state.undo.length - 1]
  if (previous === undefined) return to(state)
  return to({ ...state, buffer: previous, undo: state.undo.slice(0, -1), history: History.leave(state.history), menu: { index: 0 } })
}

/**
 * Keeps the text before an action for Ctrl+-, when the action changed the text: one snapshot
 * per edit, except that the letters of a word typed one after another are one edit (a blank
 * starts a new one), as in pi. An action that set the undo stack itself (sending, undoing) is kept as it is.
 */
const recorded = (before: State, step: Step, event: Keys.Event | undefined): Step => {
  const after = step.state
  // a character that types nothing (the one a jump goes to) ends the word, as a move does
  const word = event !== undefined && event.type === "key" && event.text !== "" && !event.ctrl && !event.alt &&
    Editor.text(after.buffer) !== Editor.text(before.buffer)
  // text put in by the view ends a run of cuts or yanks
  const next = { ...after, typing: word && after.undo === before.undo, ...(event === undefined ? { killing: false, yanked: undefined } : {}) }
  if (after.undo !== before.undo || Editor.text(after.buffer) === Editor.text(before.buffer)) return { ...step, state: next }
  if (word && before.typing && !/\s/.test(event.text)) return { ...step, state: next }
  return { ...step, state: { ...next, undo: [...before.undo, before.buffer].slice(-UNDO_LIMIT) } }
}

/** Asks for the paths under the working directory when an `@word` starts, so that they are fresh. */
const listing = (before: State, step: Step): Step =>
  FileComplete.token(step.state.buffer) !== undefined && FileComplete.token(before.buffer) === undefined
    ? { ...step, tasks: [...step.tasks, Task.ListFiles()] }
    : step

/**
 * The key after Ctrl+] or Ctrl+Alt+]: a character moves the cursor to the next (or last) one like
 * it, if any (a run of characters typed at once types the rest); the jump key again cancels; any
 * other key cancels and does what it does. Undefined for that last case.
 */
const onJumpKey = (state: State, event: Keys.Event, context: Context, direction: 1 | -1): Step | undefined => {
  if (event.type === "paste" || event.ctrl || event.alt || event.text === "") {
    const action = event.type === "key" ? Keys.lookup(Keys.editor, event) : undefined
    return action === "jumpForward" || action === "jumpBackward" ? to(state) : undefined
  }
  const [char, ...rest] = [...event.text] as [string, ...Array<string>]
  const jumped = { ...state, buffer: Editor.jump(state.buffer, char, direction) ?? state.buffer }
  return rest.length === 0 ? to(jumped) : onKey(jumped, { ...event, name: rest.length === 1 ? rest[0]!.toLowerCase() : "text", text: rest.join("") }, context)
}

const onKey = (last: State, event: Keys.Event, context: Context): Step => {
  // what the key before did holds for this key only
  const state: State = last.killing || last.yanked !== undefined || last.jump !== undefined
    ? { ...last, killing: false, yanked: undefined, jump: undefined }
    : last
  const jumped = last.jump === undefined ? undefined : onJumpKey(state, event, context, last.jump)
  if (jumped !== undefined) return jumped
  const items = menuItems(state)
  const menu = items.length > 0 ? onMenuKey(state, event, items) : undefined
  if (menu !== undefined) return menu
  const files = items.length === 0 ? fileItems(state) : []
  const fileMenu = files.length > 0 ? onFileKey(state, event, files) : undefined
  if (fileMenu !== undefined) return fileMenu
  if (event.type === "paste") {
    const folded = Pastes.fold(state.pastes, event.text)
    return edited({ ...state, pastes: folded.pastes }, { type: "paste", text: folded.inserted }, context)
  }
  const { buffer } = state
  switch (Keys.lookup(Keys.chat, event)) {
    case "interrupt": {
      if (context.shellRunning) return to(state, Task.AbortShell())
      if (context.busy) return to(state, Task.Abort())
      if (Editor.isEmpty(buffer) && context.now - state.lastEscape < ESCAPE_WINDOW_MS) return to({ ...state, lastEscape: 0 }, Task.OpenTree())
      return to({ ...state, lastEscape: context.now })
    }
    case "clear":
      if (!Editor.isEmpty(buffer)) return to({ ...state, buffer: Editor.empty })
      if (context.now - state.lastCtrlC < CTRL_C_WINDOW_MS) return to(state, Task.Quit())
      return to({ ...state, lastCtrlC: context.now }, Task.Hint({ status: { text: "Press Ctrl+C again to exit", tone: "warning" } }))
    case "exit":
      if (Editor.isEmpty(buffer)) return to(state, Task.Quit())
      break
    case "submit": {
      const line = buffer.lines[buffer.row] ?? ""
      // a backslash before Enter continues the message on a new line
      if (buffer.col === line.length && line.endsWith("\\")) return to({ ...state, buffer: Editor.newline(Editor.backspace(buffer)) })
      return submit(state, Editor.text(buffer), "steer")
    }
    case "followUp":
      return submit(state, Editor.text(buffer), "followUp")
    case "newLine":
      return to({ ...state, buffer: Editor.newline(buffer) })
    case "dequeue":
      return to(state, Task.Dequeue())
    case "selectModel":
      return to(state, Task.SelectModel())
    case "nextModel":
      return to(state, Task.CycleModel({ direction: 1 }))
    case "previousModel":
      return to(state, Task.CycleModel({ direction: -1 }))
    case "cycleThinking":
      return to(state, Task.CycleThinking())
    case "toggleTools":
      return to(state, Task.ToggleTools())
    case "toggleThinking":
      return to(state, Task.ToggleThinking())
    case "pageUp":
      return to(state, Task.Page({ direction: -1 }))
    case "pageDown":
      return to(state, Task.Page({ direction: 1 }))
    case "externalEditor":
      return to(state, Task.ExternalEditor({ text: Pastes.expand(state.pastes, Editor.text(buffer)) }))
    case "suspend":
      return to(state, Task.Suspend())
    case "pasteImage":
      return to(state, Task.PasteClipboard())
    case undefined:
      break
  }
  switch (Keys.lookup(Keys.editor, event)) {
    case "undo":
      return undo(state)
    case "jumpForward":
      return to({ ...state, jump: 1 })
    case "jumpBackward":
      return to({ ...state, jump: -1 })
    case "yankPop":
      return yankPop(state, context, last)
  }
  const browsed = browse(state, event, context)
  if (browsed !== undefined) return browsed
  const step = edited(state, event, context, last)
  return state.menu.closedFor === undefined ? { ...step, state: { ...step.state, menu: { index: 0 } } } : step
}

/** The state after `action`, and the tasks it asks for. */
export const reduce = (state: State, action: Action, context: Context): Step => {
  switch (action._tag) {
    case "Key":
      return listing(state, recorded(state, onKey(state, action.event, context), action.event))
    case "Restore":
      return action.texts.length === 0
        ? to(state)
        : recorded(
          state,
          to({ ...state, buffer: Editor.fromText([...action.texts, Editor.text(state.buffer)].filter((t) => t !== "").join("\n\n")) }),
          undefined
        )
    case "Offer":
      return Editor.isEmpty(state.buffer) ? recorded(state, to({ ...state, buffer: Editor.fromText(action.text) }), undefined) : to(state)
    case "Replace":
      return recorded(state, to({ ...state, buffer: Editor.fromText(action.text) }), undefined)
    case "Seed":
      return to({ ...state, history: History.seed(action.texts) })
    case "Files":
      return to({ ...state, files: action.paths })
    case "Edited":
      return recorded(state, to({ ...state, buffer: Editor.fromText(action.text), pastes: Pastes.empty, history: History.leave(state.history) }), undefined)
  }
}
