/**
 * What covers the chat's transcript, as a pure reducer: the `/tree` selector (with its label
 * input, the question what to restore when checkpoints differ, the question whether to
 * summarize the branch left, the summary's instructions, and the question before overwriting
 * hand edits), the `/fork` list, the `/resume` session picker (with its rename input and delete
 * confirmation), the model and thinking-level selectors, `/scoped-models` and `/settings`
 * (`/session` and `/hotkeys` print into the transcript: `Notes`). `reduce` takes an overlay, an `Action` (a key, an opening, the
 * answer of something it asked for) and a `Context` (the session's tree now, the clock, the
 * screen's sizes) and returns the next overlay and the `Task`s it asks the view to run (go to
 * an entry, resume a session, say something on the status line, ...): data, which `App` runs
 * against the controller, dispatching their answers back here as actions. Pure: no React, no
 * I/O, no clock. The models of the lists themselves (`TreeSelector`, `SessionPicker`,
 * `ListPicker`) are the modules beside it; this one owns the moves between screens and what
 * each key means on each.
 */
import * as Data from "effect/Data"
import type * as ModelScope from "../../domain/agent/ModelScope.js"
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type * as ChatState from "./ChatState.js"
import * as Editor from "./Editor.js"
import * as Keys from "./Keys.js"
import * as ListPicker from "./ListPicker.js"
import * as ScopedModels from "./ScopedModels.js"
import * as SessionPicker from "./SessionPicker.js"
import * as SettingsList from "./SettingsList.js"
import * as TextInput from "./TextInput.js"
import * as TreeSelector from "./TreeSelector.js"

/** The choices after Enter on an entry of `/tree` that is not the current leaf, in order. */
export const SUMMARY_CHOICES = ["No summary", "Summarize", "Summarize with custom prompt"] as const

/**
 * What moves, asked before the summary when the entry chosen in `/tree` recorded other files
 * than the current leaf's (checkpoints on): pi's move of the conversation first, so that Enter
 * Enter does what it does in pi.
 */
export const RESTORE_CHOICES = [
  { text: "Conversation only", restore: "conversation" },
  { text: "Conversation and code", restore: "both" },
  { text: "Code only", restore: "code" }
] as const

/** What a move restores: the conversation, the files with it, or the files alone. */
export type Restore = (typeof RESTORE_CHOICES)[number]["restore"]

/** Asked when a restore would overwrite files changed since the last checkpoint: keeping them first. */
export const OVERWRITE_CHOICES = ["Keep my changes", "Overwrite them"] as const

/** The choice that asks for instructions first. */
const CUSTOM_SUMMARY = 2

/** A user message `/fork` can fork before. */
export interface ForkItem {
  readonly entryId: string
  readonly text: string
}

/** What the selectors pick: a model, a thinking level, a project trust decision (`/trust`), whether to import (`/import`). */
export type Purpose = "model" | "thinking" | "trust" | "import"

/** Whether Ctrl+S in the selector saves the selected item as the default for new sessions (a model or a level). */
export const savesDefault = (purpose: Purpose): boolean => purpose === "model" || purpose === "thinking"

/** What covers the transcript; `None` shows the chat. */
export type Overlay = Data.TaggedEnum<{
  None: {}
  /** `/tree`, Esc Esc; `labelInput` while `L` edits the selected entry's label. */
  Tree: { readonly state: TreeSelector.State; readonly labelInput?: Editor.Buffer }
  /** What to bring from `targetId`: the conversation, the files, or both (`RESTORE_CHOICES`). */
  Restore: { readonly tree: TreeSelector.State; readonly targetId: string; readonly choice: number }
  /** Whether to summarize the branch left for `targetId` (the selector's state kept to come back to). */
  Summarize: { readonly tree: TreeSelector.State; readonly targetId: string; readonly choice: number; readonly restore: Restore }
  /** The instructions of a custom summary. */
  Instructions: { readonly tree: TreeSelector.State; readonly targetId: string; readonly buffer: Editor.Buffer; readonly restore: Restore }
  /** A restore refused because `paths` changed since the last checkpoint: overwrite them or not (`OVERWRITE_CHOICES`). */
  Overwrite: { readonly navigate: Of<"Navigate", Task>; readonly paths: ReadonlyArray<string>; readonly choice: number }
  /** `/fork`: the user messages, `index` selected. */
  Fork: { readonly items: ReadonlyArray<ForkItem>; readonly index: number }
  /**
   * `/resume`, `arbor -r`: `sessions` undefined while the scope's sessions load (`progress`:
   * files read and files found); `rename` while Ctrl+R edits a name; `confirmDelete` (a path)
   * while Ctrl+D asks; `quitOnCancel` when cancelling quits Arbor (`arbor -r`).
   */
  Resume: {
    readonly state: SessionPicker.State
    readonly sessions: ReadonlyArray<SessionInfo.SessionInfo> | undefined
    readonly progress?: readonly [number, number]
    readonly rename?: Editor.Buffer
    readonly confirmDelete?: string
    readonly quitOnCancel: boolean
  }
  /** The model selector (`/model`, Ctrl+L) or the thinking-level selector (`/thinking`). */
  Picker: { readonly purpose: Purpose; readonly title: string; readonly state: ListPicker.State }
  /** `/settings`. */
  Settings: { readonly state: SettingsList.State }
  /** `/scoped-models`. */
  Scope: { readonly state: ScopedModels.State }
}>

export const Overlay = Data.taggedEnum<Overlay>()

/** What changes an overlay: a key, an opening, or the answer to a task. */
export type Action = Data.TaggedEnum<{
  /** A key typed while an overlay is open (`None` ignores it: the chat's keys are the view's). */
  Key: { readonly event: Keys.Event }
  /** Opens `/tree` (refused with a warning on an empty session). */
  OpenTree: {}
  /** Opens `/fork` with the last user message selected (refused when there is none). */
  OpenFork: {}
  /** Opens the session picker and asks for the current folder's sessions. */
  OpenResume: { readonly quitOnCancel: boolean }
  /** Opens a selector over `items` with `selected` selected. */
  OpenPicker: { readonly purpose: Purpose; readonly title: string; readonly items: ReadonlyArray<ListPicker.Item>; readonly selected: string }
  /** Opens `/settings` on the values the session has now. */
  OpenSettings: { readonly values: SettingsList.Values }
  /** Opens `/scoped-models` on the available models and the cycle this run has. */
  OpenScope: { readonly models: ReadonlyArray<ModelScope.Named>; readonly enabled: ReadonlyArray<string> | undefined }
  /** `ChangeSetting` done: the list shows the new value. */
  SettingChanged: { readonly change: SettingsList.Change }
  /** `LoadSessions` progress: files read and files found. */
  SessionsProgress: { readonly scope: SessionPicker.Scope; readonly loaded: number; readonly total: number }
  SessionsLoaded: { readonly scope: SessionPicker.Scope; readonly sessions: ReadonlyArray<SessionInfo.SessionInfo> }
  /** `DeleteSession` done. */
  SessionDeleted: { readonly path: string }
  /** `RenameSession` done. */
  SessionRenamed: {}
  /** `SetLabel` done. */
  LabelSaved: {}
  /** `Navigate` with a summary was cancelled: the selector comes back on its target. */
  NavigationAborted: { readonly tree: TreeSelector.State; readonly targetId: string }
  /** `Navigate` refused to overwrite `paths`, changed since the last checkpoint. */
  FilesChanged: { readonly navigate: Of<"Navigate", Task>; readonly paths: ReadonlyArray<string> }
}>

export const Action = Data.taggedEnum<Action>()

/** What the overlay asks the view to do; each answer that matters comes back as an `Action`. */
export type Task = Data.TaggedEnum<{
  /** Shows a status. */
  Say: { readonly text: string; readonly tone: ChatState.Tone }
  /** Goes to `targetId` (summarizing the branch left, with `customInstructions`); `tree` is the selector's state to come back to. */
  Navigate: {
    readonly targetId: string
    readonly tree: TreeSelector.State
    readonly summarize: boolean
    readonly customInstructions: string | undefined
    /** What moves (the files only with checkpoints on). */
    readonly restore: Restore
    /** Overwrite files changed since the last checkpoint. */
    readonly confirm: boolean
  }
  /** Labels `entryId` (`undefined` removes its label); answered by `LabelSaved`. */
  SetLabel: { readonly entryId: string; readonly label: string | undefined }
  /** Puts `text` on the terminal's clipboard. */
  CopyText: { readonly text: string }
  /** Forks the session before `entryId`. */
  Fork: { readonly entryId: string }
  /** Loads the sessions of `scope`; answered by `SessionsProgress` and `SessionsLoaded`. */
  LoadSessions: { readonly scope: SessionPicker.Scope }
  Resume: { readonly path: string }
  /** Answered by `SessionRenamed`. */
  RenameSession: { readonly path: string; readonly name: string }
  /** Answered by `SessionDeleted`. */
  DeleteSession: { readonly path: string }
  /** Sets the model (`provider/id`) or the thinking level. */
  Choose: { readonly purpose: Purpose; readonly key: string }
  /** Saves the model or thinking level as the default for new sessions. */
  SaveDefault: { readonly purpose: Purpose; readonly key: string }
  /** Applies a setting and saves it; answered by `SettingChanged`. */
  ChangeSetting: { readonly change: SettingsList.Change }
  /** Ctrl+P cycles through `cycle` (`provider/id` keys; undefined: every model) from now on. */
  SetScope: { readonly cycle: ReadonlyArray<string> | undefined }
  /** Writes `enabledModels` (undefined removes the key) to the global settings. */
  SaveScope: { readonly patterns: ReadonlyArray<string> | undefined }
  /** Quits Arbor. */
  Quit: {}
  /** The kill ring's text is now `text` (an edit of an input cut it). */
  Killed: { readonly text: string }
}>

export const Task = Data.taggedEnum<Task>()

/** What a transition reads besides the overlay: the world as the view sees it when the action arrives. */
export interface Context {
  /** The session's tree now. */
  readonly tree: SessionTree.SessionTree
  /** The open session's file (undefined in memory). */
  readonly file: string | undefined
  readonly now: Date
  /** Rows a PageUp or PageDown moves in a list. */
  readonly listHeight: number
  /** Rows of the area the overlay covers. */
  readonly bodyHeight: number
  /** Columns of the chat's editor (Up and Down in the multi-line instructions move by them). */
  readonly columns: number
  /** The kill ring's text, for Ctrl+Y in an input. */
  readonly killed: string
}

/** The overlay after a transition, and the tasks it asks for, in the order to run them. */
export interface Step {
  readonly overlay: Overlay
  readonly tasks: ReadonlyArray<Task>
}

const to = (overlay: Overlay, ...tasks: ReadonlyArray<Task>): Step => ({ overlay, tasks })

const say = (text: string, tone: ChatState.Tone = "info"): Task => Task.Say({ text, tone })

/** An input's buffer after `event`, and the kill ring's change if the edit cut text. */
const edit = (buffer: Editor.Buffer, event: Keys.Event, context: Context, multiline: boolean): readonly [Editor.Buffer, ReadonlyArray<Task>] => {
  const edited = TextInput.edit(buffer, event, { multiline, columns: context.columns, killed: context.killed })
  return [edited.buffer, edited.killed === context.killed ? [] : [Task.Killed({ text: edited.killed })]]
}

/** The index ↑ or ↓ moves to in a list of `count` that wraps around; undefined for any other key. */
const moved = (key: Keys.InkKey, index: number, count: number): number | undefined =>
  key.upArrow ? (index + count - 1) % count : key.downArrow ? (index + 1) % count : undefined

type Of<Tag extends string, Union extends { readonly _tag: string } = Overlay> = Extract<Union, { readonly _tag: Tag }>

// -- /tree ----------------------------------------------------------------------------------------

const onTreeKey = (current: Of<"Tree">, event: Keys.Event, context: Context): Step => {
  const [input, key] = Keys.toInk(event)
  const { tree } = context
  const state = current.state
  const set = (next: TreeSelector.State) => to(Overlay.Tree({ state: next }))
  if (current.labelInput !== undefined) {
    if (key.escape) return set(state)
    if (key.return) {
      const id = state.selectedId
      if (id === undefined) return set(state)
      const label = Editor.text(current.labelInput).trim()
      return to(current, Task.SetLabel({ entryId: id, label: label === "" ? undefined : label }))
    }
    const [labelInput, tasks] = edit(current.labelInput, event, context, false)
    return to(Overlay.Tree({ state, labelInput }), ...tasks)
  }
  if (key.escape || (key.ctrl && input === "c")) {
    return state.search !== "" ? set(TreeSelector.clearSearch(tree, state)) : to(Overlay.None())
  }
  if (key.return) {
    const id = state.selectedId
    if (id === undefined) return to(current)
    const leaf = SessionTree.leafId(tree)
    if (id === leaf) return to(Overlay.None(), say("Already at this point"))
    const files = Recorded.at(tree, id)
    if (files !== undefined && files.checkpoint !== Recorded.at(tree, leaf)?.checkpoint) {
      return to(Overlay.Restore({ tree: state, targetId: id, choice: 0 }))
    }
    return to(Overlay.Summarize({ tree: state, targetId: id, choice: 0, restore: "conversation" }))
  }
  if (key.upArrow) return set(TreeSelector.move(tree, state, -1))
  if (key.downArrow) return set(TreeSelector.move(tree, state, 1))
  if ((key.ctrl || key.meta) && key.leftArrow) return set(TreeSelector.foldOrUp(tree, state))
  if ((key.ctrl || key.meta) && key.rightArrow) return set(TreeSelector.unfoldOrDown(tree, state))
  if (key.pageUp || key.leftArrow || (key.ctrl && input === "b")) return set(TreeSelector.move(tree, state, -context.listHeight))
  if (key.pageDown || key.rightArrow || (key.ctrl && input === "f")) return set(TreeSelector.move(tree, state, context.listHeight))
  if (key.ctrl) {
    switch (input) {
      case "d":
        return set(TreeSelector.setFilter(tree, state, "default"))
      case "t":
        return set(TreeSelector.toggleFilter(tree, state, "no-tools"))
      case "u":
        return set(TreeSelector.toggleFilter(tree, state, "user-only"))
      case "l":
        return set(TreeSelector.toggleFilter(tree, state, "labeled-only"))
      case "a":
        return set(TreeSelector.toggleFilter(tree, state, "all"))
      case "o":
        return set(TreeSelector.cycleFilter(tree, state, key.shift ? -1 : 1))
      case "x": {
        const id = state.selectedId
        const text = id === undefined ? undefined : TreeSelector.copyText(tree, id)
        if (text === undefined) return to(current, say("Selected entry has no text to copy", "error"))
        return to(current, Task.CopyText({ text }), say("Copied selected message to clipboard"))
      }
      default:
        return to(current)
    }
  }
  // pi's Shift+L and Shift+T act also while a search is typed (the query takes no capital L or T)
  if (input === "L") {
    const id = state.selectedId
    if (id === undefined) return to(current)
    return to(Overlay.Tree({ state, labelInput: Editor.fromText(SessionTree.label(tree, id) ?? "") }))
  }
  if (input === "T") return set(TreeSelector.toggleLabelTime(state))
  if (key.backspace || key.delete) return set(TreeSelector.backspace(tree, state))
  if (input !== "" && !key.meta) return set(TreeSelector.typeSearch(tree, state, input))
  return to(current)
}

/** Goes to `targetId` as chosen. */
const go = (
  current: { readonly tree: TreeSelector.State; readonly targetId: string; readonly restore: Restore },
  summarize: boolean,
  customInstructions?: string
) =>
  to(Overlay.None(), Task.Navigate({ targetId: current.targetId, tree: current.tree, summarize, customInstructions, restore: current.restore, confirm: false }))

const backToTree = (tree: TreeSelector.State, targetId: string) => to(Overlay.Tree({ state: { ...tree, selectedId: targetId } }))

const onRestoreKey = (current: Of<"Restore">, event: Keys.Event): Step => {
  const [, key] = Keys.toInk(event)
  const count = RESTORE_CHOICES.length
  if (key.escape) return backToTree(current.tree, current.targetId)
  const choice = moved(key, current.choice, count)
  if (choice !== undefined) return to(Overlay.Restore({ ...current, choice }))
  if (key.return) {
    const restore = RESTORE_CHOICES[current.choice]?.restore ?? "conversation"
    // the files alone leave no branch behind to summarize
    if (restore === "code") return go({ ...current, restore }, false)
    return to(Overlay.Summarize({ tree: current.tree, targetId: current.targetId, choice: 0, restore }))
  }
  return to(current)
}

const onOverwriteKey = (current: Of<"Overwrite">, event: Keys.Event): Step => {
  const [input, key] = Keys.toInk(event)
  const { navigate } = current
  const count = OVERWRITE_CHOICES.length
  if (key.escape || input === "n") return backToTree(navigate.tree, navigate.targetId)
  const choice = moved(key, current.choice, count)
  if (choice !== undefined) return to(Overlay.Overwrite({ ...current, choice }))
  if ((key.return && current.choice === 1) || input === "y") return to(Overlay.None(), Task.Navigate({ ...navigate, confirm: true }))
  if (key.return) return backToTree(navigate.tree, navigate.targetId)
  return to(current)
}

const onSummarizeKey = (current: Of<"Summarize">, event: Keys.Event): Step => {
  const [, key] = Keys.toInk(event)
  const count = SUMMARY_CHOICES.length
  if (key.escape) return backToTree(current.tree, current.targetId)
  const choice = moved(key, current.choice, count)
  if (choice !== undefined) return to(Overlay.Summarize({ ...current, choice }))
  if (key.return) {
    if (current.choice === CUSTOM_SUMMARY) {
      return to(Overlay.Instructions({ tree: current.tree, targetId: current.targetId, buffer: Editor.empty, restore: current.restore }))
    }
    return go(current, current.choice === 1)
  }
  return to(current)
}

const onInstructionsKey = (current: Of<"Instructions">, event: Keys.Event, context: Context): Step => {
  const [, key] = Keys.toInk(event)
  if (key.escape) return to(Overlay.Summarize({ tree: current.tree, targetId: current.targetId, choice: CUSTOM_SUMMARY, restore: current.restore }))
  if (key.return && !key.meta) {
    const instructions = Editor.text(current.buffer).trim()
    return go(current, true, instructions === "" ? undefined : instructions)
  }
  const [buffer, tasks] = edit(current.buffer, event, context, true)
  return to(Overlay.Instructions({ ...current, buffer }), ...tasks)
}

// -- /fork, the selectors, text pages -------------------------------------------------------------

const onForkKey = (current: Of<"Fork">, event: Keys.Event): Step => {
  const [, key] = Keys.toInk(event)
  const count = current.items.length
  if (key.escape) return to(Overlay.None())
  const index = moved(key, current.index, count)
  if (index !== undefined) return to(Overlay.Fork({ ...current, index }))
  if (key.return) {
    const item = current.items[current.index]
    return item === undefined ? to(Overlay.None()) : to(Overlay.None(), Task.Fork({ entryId: item.entryId }))
  }
  return to(current)
}

const onPickerKey = (current: Of<"Picker">, event: Keys.Event, context: Context): Step => {
  const [input, key] = Keys.toInk(event)
  const set = (state: ListPicker.State) => to(Overlay.Picker({ ...current, state }))
  if (key.escape) return to(Overlay.None())
  if (key.upArrow) return set(ListPicker.move(current.state, -1))
  if (key.downArrow) return set(ListPicker.move(current.state, 1))
  if (key.pageUp) return set(ListPicker.move(current.state, -context.listHeight))
  if (key.pageDown) return set(ListPicker.move(current.state, context.listHeight))
  const item = ListPicker.selectedItem(current.state)
  if (key.return) return item === undefined ? to(Overlay.None()) : to(Overlay.None(), Task.Choose({ purpose: current.purpose, key: item.key }))
  // pi's Ctrl+S: the selected model or level becomes the default for new sessions
  if (key.ctrl && input === "s" && savesDefault(current.purpose)) {
    return item === undefined
      ? to(current)
      : to(current, Task.SaveDefault({ purpose: current.purpose, key: item.key }))
  }
  if (key.backspace || key.delete) return set(ListPicker.backspace(current.state))
  if (input !== "" && !key.ctrl && !key.meta && !key.tab) return set(ListPicker.type(current.state, input))
  return to(current)
}

const onSettingsKey = (current: Of<"Settings">, event: Keys.Event): Step => {
  const [input, key] = Keys.toInk(event)
  if (key.escape) return to(Overlay.None())
  if (key.upArrow) return to(Overlay.Settings({ state: SettingsList.move(current.state, -1) }))
  if (key.downArrow) return to(Overlay.Settings({ state: SettingsList.move(current.state, 1) }))
  if (key.return || input === " ") return to(current, Task.ChangeSetting({ change: SettingsList.cycle(current.state) }))
  return to(current)
}

const onScopeKey = (current: Of<"Scope">, event: Keys.Event): Step => {
  const [input, key] = Keys.toInk(event)
  const { state } = current
  const set = (next: ScopedModels.State) => to(Overlay.Scope({ state: next }))
  const change = (next: ScopedModels.State) => to(Overlay.Scope({ state: next }), Task.SetScope({ cycle: ScopedModels.cycle(next) }))
  if (key.escape) return to(Overlay.None())
  if (key.meta && (key.upArrow || key.downArrow)) return change(ScopedModels.reorder(state, key.upArrow ? -1 : 1))
  if (key.upArrow) return set(ScopedModels.move(state, -1))
  if (key.downArrow) return set(ScopedModels.move(state, 1))
  if (key.return) return change(ScopedModels.toggle(state))
  if (key.ctrl && input === "a") return change(ScopedModels.enableAll(state))
  if (key.ctrl && input === "x") return change(ScopedModels.clearAll(state))
  if (key.ctrl && input === "p") return change(ScopedModels.toggleProvider(state))
  if (key.ctrl && input === "s") return to(Overlay.Scope({ state: { ...state, dirty: false } }), Task.SaveScope({ patterns: ScopedModels.saved(state) }))
  if (key.backspace || key.delete) return set(ScopedModels.backspace(state))
  if (input !== "" && !key.ctrl && !key.meta && !key.tab) return set(ScopedModels.type(state, input))
  return to(current)
}

// -- /resume --------------------------------------------------------------------------------------

/** The picker with neither input nor question open (and no progress once loaded). */
const browsing = (current: Of<"Resume">, state: SessionPicker.State = current.state): Overlay =>
  Overlay.Resume({
    state,
    sessions: current.sessions,
    ...(current.sessions === undefined && current.progress !== undefined ? { progress: current.progress } : {}),
    quitOnCancel: current.quitOnCancel
  })

const onResumeKey = (current: Of<"Resume">, event: Keys.Event, context: Context): Step => {
  const [input, key] = Keys.toInk(event)
  const sessions = current.sessions ?? []
  const rows = SessionPicker.rows(sessions, current.state, context.now, context.file)
  const selected = rows[SessionPicker.selectedIndex(rows, current.state)]
  const set = (state: SessionPicker.State) => to(Overlay.Resume({ ...current, state }))
  if (current.confirmDelete !== undefined) {
    if (key.escape) return to(browsing(current))
    return key.return ? to(current, Task.DeleteSession({ path: current.confirmDelete })) : to(current)
  }
  if (current.rename !== undefined) {
    if (key.escape) return to(browsing(current))
    if (key.return) {
      const name = Editor.text(current.rename).trim()
      return name === "" || selected === undefined ? to(current) : to(current, Task.RenameSession({ path: selected.path, name }))
    }
    const [rename, tasks] = edit(current.rename, event, context, false)
    return to(Overlay.Resume({ ...current, rename }), ...tasks)
  }
  if (key.escape) return current.quitOnCancel ? to(current, Task.Quit()) : to(Overlay.None(), say("Resume cancelled", "warning"))
  if (key.return) return selected === undefined ? to(current) : to(Overlay.None(), Task.Resume({ path: selected.path }))
  if (key.tab) {
    const state = SessionPicker.toggleScope(current.state)
    return to(Overlay.Resume({ state, sessions: undefined, quitOnCancel: current.quitOnCancel }), Task.LoadSessions({ scope: state.scope }))
  }
  if (key.upArrow) return set(SessionPicker.move(rows, current.state, -1))
  if (key.downArrow) return set(SessionPicker.move(rows, current.state, 1))
  if (key.pageUp) return set(SessionPicker.move(rows, current.state, -context.listHeight))
  if (key.pageDown) return set(SessionPicker.move(rows, current.state, context.listHeight))
  if (key.ctrl) {
    switch (input) {
      case "u":
        return set(SessionPicker.setQuery(current.state, ""))
      case "s":
        return set(SessionPicker.cycleSort(current.state))
      case "n":
        return set(SessionPicker.toggleNamedOnly(current.state))
      case "p":
        return set(SessionPicker.togglePath(current.state))
      case "r": {
        if (selected === undefined || current.quitOnCancel) return to(current)
        const name = sessions.find((s) => s.path === selected.path)?.name ?? ""
        return to(Overlay.Resume({ ...current, rename: Editor.fromText(name) }))
      }
      case "d":
        if (selected === undefined) return to(current)
        if (selected.current) return to(current, say("Cannot delete the currently active session", "error"))
        return to(Overlay.Resume({ ...current, confirmDelete: selected.path }))
      default:
        return to(current)
    }
  }
  if (key.backspace || key.delete) return set(SessionPicker.backspace(current.state))
  if (input !== "" && !key.meta) return set(SessionPicker.typeQuery(current.state, input))
  return to(current)
}

/** The answers about sessions apply to the picker still open on their scope; otherwise they are late and ignored. */
const onSessions = (overlay: Overlay, action: Action): Step => {
  if (overlay._tag !== "Resume") return to(overlay)
  switch (action._tag) {
    case "SessionsProgress":
      return overlay.state.scope === action.scope && overlay.sessions === undefined
        ? to(Overlay.Resume({ ...overlay, progress: [action.loaded, action.total] }))
        : to(overlay)
    case "SessionsLoaded": {
      if (overlay.state.scope !== action.scope) return to(overlay)
      // an input or a question open meanwhile stays open; the progress is over
      const { progress: _, ...rest } = overlay
      return to(Overlay.Resume({ ...rest, sessions: action.sessions }))
    }
    default:
      return to(overlay)
  }
}

// -- the reducer ----------------------------------------------------------------------------------

const onKey = (overlay: Overlay, event: Keys.Event, context: Context): Step => {
  switch (overlay._tag) {
    case "None":
      return to(overlay)
    case "Tree":
      return onTreeKey(overlay, event, context)
    case "Restore":
      return onRestoreKey(overlay, event)
    case "Overwrite":
      return onOverwriteKey(overlay, event)
    case "Summarize":
      return onSummarizeKey(overlay, event)
    case "Instructions":
      return onInstructionsKey(overlay, event, context)
    case "Fork":
      return onForkKey(overlay, event)
    case "Resume":
      return onResumeKey(overlay, event, context)
    case "Picker":
      return onPickerKey(overlay, event, context)
    case "Settings":
      return onSettingsKey(overlay, event)
    case "Scope":
      return onScopeKey(overlay, event)
  }
}

/** The overlay after `action`, and the tasks it asks for. */
export const reduce = (overlay: Overlay, action: Action, context: Context): Step => {
  switch (action._tag) {
    case "Key":
      return onKey(overlay, action.event, context)
    case "OpenTree":
      return SessionTree.count(context.tree) === 0
        ? to(overlay, say("No entries in session", "warning"))
        : to(Overlay.Tree({ state: TreeSelector.initial(context.tree) }))
    case "OpenFork": {
      const items = Session.forkCandidates(context.tree)
      return items.length === 0 ? to(overlay, say("No messages to fork from", "warning")) : to(Overlay.Fork({ items, index: items.length - 1 }))
    }
    case "OpenResume": {
      const state = SessionPicker.initial(context.file)
      return to(Overlay.Resume({ state, sessions: undefined, quitOnCancel: action.quitOnCancel }), Task.LoadSessions({ scope: state.scope }))
    }
    case "OpenPicker":
      return to(Overlay.Picker({ purpose: action.purpose, title: action.title, state: ListPicker.initial(action.items, action.selected) }))
    case "OpenSettings":
      return to(Overlay.Settings({ state: SettingsList.initial(action.values) }))
    case "OpenScope":
      return to(Overlay.Scope({ state: ScopedModels.initial(action.models, action.enabled) }))
    case "SettingChanged":
      return overlay._tag === "Settings"
        ? to(Overlay.Settings({ state: { ...overlay.state, values: SettingsList.applied(overlay.state.values, action.change) } }))
        : to(overlay)
    case "SessionsProgress":
    case "SessionsLoaded":
      return onSessions(overlay, action)
    case "SessionDeleted": {
      if (overlay._tag !== "Resume") return to(overlay)
      // the cursor stays where the deleted session was
      const rows = SessionPicker.rows(overlay.sessions ?? [], overlay.state, context.now, context.file)
      const state = SessionPicker.afterRemoval(rows, overlay.state, action.path)
      const sessions = overlay.sessions?.filter((s) => s.path !== action.path)
      return to(Overlay.Resume({ state, sessions, quitOnCancel: overlay.quitOnCancel }), Task.LoadSessions({ scope: state.scope }))
    }
    case "SessionRenamed":
      return overlay._tag === "Resume" ? to(browsing(overlay), Task.LoadSessions({ scope: overlay.state.scope })) : to(overlay)
    case "LabelSaved":
      return overlay._tag === "Tree" ? to(Overlay.Tree({ state: overlay.state })) : to(overlay)
    case "NavigationAborted":
      return backToTree(action.tree, action.targetId)
    case "FilesChanged":
      return to(Overlay.Overwrite({ navigate: action.navigate, paths: action.paths, choice: 0 }))
  }
}
