/**
 * Keys as the chat reads them, and the key tables that say what each does. Pure.
 *
 * Ink hands over what the terminal sent, cut at escape sequences: a run of plain bytes can hold
 * several keys (text and Enter typed faster than a read, a held Backspace, Ctrl+C twice), and
 * an escape sequence is one key in one of several dialects (legacy xterm, modifyOtherKeys'
 * `CSI 27;m;k~`, the kitty protocol's `CSI k;m u`). `Decoder` turns that into one event per key,
 * and text between bracketed-paste markers into one paste, so a pasted line break never sends.
 *
 * Keys are named as in pi's keybindings (`shift+enter`, `ctrl+j`, `alt+up`, `pageUp`). The tables
 * (`chat`, `editor`, `menu`) are the one place a key gets its meaning: the UI dispatches through
 * them, `/hotkeys` and docs/chat.md show them. A new action is a new row.
 */

export interface Key {
  readonly type: "key"
  /** `a`…`z`, `0`…`9`, a symbol, or `enter`, `tab`, `escape`, `backspace`, `delete`, `up`, `pageUp`, … */
  readonly name: string
  readonly ctrl: boolean
  readonly alt: boolean
  readonly shift: boolean
  /** What the key types, when it types something. */
  readonly text: string
}

export interface Paste {
  readonly type: "paste"
  readonly text: string
}

export type Event = Key | Paste

const key = (name: string, mods: { readonly ctrl?: boolean; readonly alt?: boolean; readonly shift?: boolean } = {}, text = ""): Key => ({
  type: "key",
  name,
  ctrl: mods.ctrl === true,
  alt: mods.alt === true,
  shift: mods.shift === true,
  text
})

/** Text typed (one event for a run of printable characters). */
const typed = (text: string): Key => key(text.length === 1 ? text.toLowerCase() : "text", { shift: /^[A-Z]$/.test(text) }, text)

const CSI_LETTERS: { readonly [final: string]: string } = {
  A: "up",
  B: "down",
  C: "right",
  D: "left",
  H: "home",
  F: "end",
  E: "clear",
  P: "f1",
  Q: "f2",
  R: "f3",
  S: "f4"
}

const CSI_NUMBERS: { readonly [code: string]: string } = {
  "1": "home",
  "2": "insert",
  "3": "delete",
  "4": "end",
  "5": "pageUp",
  "6": "pageDown",
  "7": "home",
  "8": "end",
  "15": "f5",
  "17": "f6",
  "18": "f7",
  "19": "f8",
  "20": "f9",
  "21": "f10",
  "23": "f11",
  "24": "f12"
}

/** A key by its code point (kitty protocol, modifyOtherKeys). */
const fromCodePoint = (code: number, mods: { readonly ctrl: boolean; readonly alt: boolean; readonly shift: boolean }): Key => {
  switch (code) {
    case 13:
      return key("enter", mods)
    case 9:
      return key("tab", mods)
    case 27:
      return key("escape", mods)
    case 127:
    case 8:
      return key("backspace", mods)
    case 32:
      return key("space", mods, mods.ctrl || mods.alt ? "" : " ")
    default: {
      if (code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return key("unknown", mods)
      const char = String.fromCodePoint(code)
      const plain = !mods.ctrl && !mods.alt
      return key(char.toLowerCase(), mods, plain ? (mods.shift ? char.toUpperCase() : char) : "")
    }
  }
}

/** xterm's modifier parameter: 1 + (shift 1, alt 2, ctrl 4, meta 8). */
const modifiers = (param: string | undefined) => {
  const bits = Math.max(0, (Number(param ?? "1") || 1) - 1)
  return { shift: (bits & 1) !== 0, alt: (bits & 2) !== 0 || (bits & 8) !== 0, ctrl: (bits & 4) !== 0 }
}

/** One escape sequence (as Ink cuts them) as a key. */
const parseSequence = (seq: string): Key => {
  if (seq === "\u001b") return key("escape")
  // ESC ESC [ … (alt with some terminals) and ESC + key: alt
  if (seq.startsWith("\u001b\u001b")) return { ...parseSequence(seq.slice(1)), alt: true }
  const csi = /^\u001b\[([0-9;:]*)([A-Za-z~^$])$/.exec(seq)
  if (csi !== null) {
    const params = (csi[1] ?? "").split(";").map((p) => p.split(":")[0] as string)
    const final = csi[2] as string
    if (final === "u") return fromCodePoint(Number(params[0]), modifiers(params[1]))
    if (final === "~" && params[0] === "27" && params.length >= 3) return fromCodePoint(Number(params[2]), modifiers(params[1]))
    if (final === "~") {
      const name = CSI_NUMBERS[params[0] ?? ""]
      return name === undefined ? key("unknown") : key(name, modifiers(params[1]))
    }
    if (final === "Z") return key("tab", { shift: true })
    const name = CSI_LETTERS[final]
    return name === undefined ? key("unknown") : key(name, modifiers(params[1]))
  }
  const ss3 = /^\u001bO([A-Za-z])$/.exec(seq)
  if (ss3 !== null) return key(CSI_LETTERS[ss3[1] as string] ?? "unknown")
  // rxvt: ESC [ a (shift+up) … and ESC O a (ctrl+up) …
  const rxvt = /^\u001b([[O])([abcd])$/.exec(seq)
  if (rxvt !== null) {
    const name = CSI_LETTERS[(rxvt[2] as string).toUpperCase()] as string
    return key(name, rxvt[1] === "[" ? { shift: true } : { ctrl: true })
  }
  if (seq.length >= 2 && seq.startsWith("\u001b")) {
    const rest = seq.slice(1)
    const [first] = splitPlain(rest)
    if (first !== undefined && first.type === "key") return { ...first, alt: true, text: "" }
  }
  return key("unknown")
}

/** Plain bytes as keys: every control character a key of its own, printable runs one text event each. */
const splitPlain = (text: string): Array<Key> => {
  const out: Array<Key> = []
  let run = ""
  const flush = () => {
    if (run !== "") out.push(typed(run))
    run = ""
  }
  for (const char of text) {
    const code = char.codePointAt(0) as number
    if (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0)) {
      run += char
      continue
    }
    flush()
    if (char === "\r") out.push(key("enter"))
    else if (char === "\t") out.push(key("tab"))
    else if (char === "\u007f" || char === "\b") out.push(key("backspace"))
    else if (char === "\u0000") out.push(key("space", { ctrl: true }))
    else if (code >= 1 && code <= 26) out.push(key(String.fromCharCode(code + 96), { ctrl: true }))
    else if (char === "\u001f") out.push(key("-", { ctrl: true }))
    else if (char === "\u001d") out.push(key("]", { ctrl: true }))
  }
  flush()
  return out
}

const PASTE_START = "\u001b[200~"
const PASTE_END = "\u001b[201~"

/** Turns Ink's input events into key events; remembers whether a bracketed paste is open. */
export interface Decoder {
  readonly push: (raw: string) => ReadonlyArray<Event>
}

export const decoder = (): Decoder => {
  let paste: string | undefined
  const push = (raw: string): Array<Event> => {
    let rest = raw
    if (paste === undefined) {
      if (!rest.startsWith(PASTE_START)) return rest.startsWith("\u001b") ? [parseSequence(rest)] : splitPlain(rest)
      paste = ""
      rest = rest.slice(PASTE_START.length)
    }
    const end = rest.indexOf(PASTE_END)
    if (end === -1) {
      paste += rest
      return []
    }
    const text = paste + rest.slice(0, end)
    paste = undefined
    const after = rest.slice(end + PASTE_END.length)
    return [{ type: "paste", text: text.replace(/\r\n?/g, "\n") }, ...(after === "" ? [] : push(after))]
  }
  return { push }
}

// ---------------------------------------------------------------------------------------------
// Names and tables

/** Whether `k` is the key named `spec` (`shift+enter`, `ctrl+j`, `L` for shift+l). */
export const matches = (k: Key, spec: string): boolean => {
  if (/^[A-Z]$/.test(spec)) return k.name === spec.toLowerCase() && k.shift && !k.ctrl && !k.alt
  const parts = spec.split("+")
  const name = parts.pop() as string
  const mods = new Set(parts)
  const wantShift = mods.has("shift")
  if (k.name !== name || k.ctrl !== mods.has("ctrl") || k.alt !== mods.has("alt")) return false
  // a letter's shift is its case; a named key's shift must match
  return name.length === 1 ? !wantShift || k.shift : k.shift === wantShift
}

export interface Binding<Action extends string> {
  readonly action: Action
  /** In pi's key syntax; the first is the one shown. */
  readonly keys: ReadonlyArray<string>
  readonly description: string
}

/** The action a key is bound to in a table. */
export const lookup = <Action extends string>(table: ReadonlyArray<Binding<Action>>, k: Key): Action | undefined =>
  table.find((binding) => binding.keys.some((spec) => matches(k, spec)))?.action

export type ChatAction =
  | "submit"
  | "newLine"
  | "followUp"
  | "dequeue"
  | "interrupt"
  | "clear"
  | "exit"
  | "toggleTools"
  | "toggleThinking"
  | "selectModel"
  | "previousModel"
  | "nextModel"
  | "cycleThinking"
  | "pageUp"
  | "pageDown"
  | "externalEditor"
  | "suspend"
  | "pasteImage"

/** The chat's own keys (pi's app.* defaults). The editor's keys apply to whatever these leave. */
export const chat: ReadonlyArray<Binding<ChatAction>> = [
  { action: "submit", keys: ["enter"], description: "send the message; while a reply streams, steer it (delivered after the current tool calls)" },
  { action: "newLine", keys: ["shift+enter", "ctrl+j"], description: "new line (so does \\ right before Enter)" },
  { action: "followUp", keys: ["alt+enter"], description: "queue a follow-up, sent when the agent has finished" },
  { action: "dequeue", keys: ["alt+up"], description: "put queued messages back into the editor" },
  { action: "interrupt", keys: ["escape"], description: "abort the reply; twice on an empty editor: /tree" },
  { action: "clear", keys: ["ctrl+c"], description: "clear the editor; twice: quit" },
  { action: "exit", keys: ["ctrl+d"], description: "quit (on an empty editor)" },
  { action: "toggleTools", keys: ["ctrl+o"], description: "expand or collapse tool output and summaries" },
  { action: "toggleThinking", keys: ["ctrl+t"], description: "show or hide thinking" },
  { action: "selectModel", keys: ["ctrl+l"], description: "choose the model (a searchable list; Ctrl+S there saves it as the default)" },
  // before ctrl+p, which a letter's shift also matches
  { action: "previousModel", keys: ["shift+ctrl+p", "alt+p"], description: "switch to the previous model" },
  { action: "nextModel", keys: ["ctrl+p"], description: "switch to the next model" },
  { action: "cycleThinking", keys: ["shift+tab"], description: "switch to the next thinking level the model takes" },
  { action: "pageUp", keys: ["pageUp"], description: "scroll the transcript up a page" },
  { action: "pageDown", keys: ["pageDown"], description: "scroll the transcript down a page" },
  { action: "externalEditor", keys: ["ctrl+g"], description: "edit the message in $VISUAL or $EDITOR (else nano); it comes back when the editor exits with 0" },
  { action: "suspend", keys: ["ctrl+z"], description: "suspend to the shell; fg brings the chat back" },
  { action: "pasteImage", keys: ["ctrl+v"], description: "paste from the clipboard: an image as its file's path, else the text (wl-paste or xclip)" }
]

export type EditorAction =
  | "left"
  | "right"
  | "wordLeft"
  | "wordRight"
  | "up"
  | "down"
  | "lineStart"
  | "lineEnd"
  | "jumpForward"
  | "jumpBackward"
  | "deleteBackward"
  | "deleteForward"
  | "deleteWordBackward"
  | "deleteWordForward"
  | "deleteToLineStart"
  | "deleteToLineEnd"
  | "yank"
  | "yankPop"
  | "undo"

/** The editor's keys (pi's tui.editor.* defaults). */
export const editor: ReadonlyArray<Binding<EditorAction>> = [
  { action: "left", keys: ["left", "ctrl+b"], description: "cursor left" },
  { action: "right", keys: ["right", "ctrl+f"], description: "cursor right" },
  { action: "wordLeft", keys: ["alt+left", "ctrl+left", "alt+b"], description: "word left" },
  { action: "wordRight", keys: ["alt+right", "ctrl+right", "alt+f"], description: "word right" },
  { action: "up", keys: ["up"], description: "cursor up a line; at the top of an empty editor: the previous message sent" },
  { action: "down", keys: ["down"], description: "cursor down a line; while browsing sent messages: the next one" },
  { action: "lineStart", keys: ["home", "ctrl+a"], description: "start of the line" },
  { action: "lineEnd", keys: ["end", "ctrl+e"], description: "end of the line" },
  { action: "jumpForward", keys: ["ctrl+]"], description: "then a character: jump to it, forward" },
  { action: "jumpBackward", keys: ["ctrl+alt+]"], description: "then a character: jump to it, backward" },
  { action: "deleteBackward", keys: ["backspace"], description: "delete the character before the cursor" },
  { action: "deleteForward", keys: ["delete", "ctrl+d"], description: "delete the character under the cursor" },
  { action: "deleteWordBackward", keys: ["ctrl+w", "alt+backspace"], description: "delete the word before the cursor" },
  { action: "deleteWordForward", keys: ["alt+d", "alt+delete"], description: "delete the word after the cursor" },
  { action: "deleteToLineStart", keys: ["ctrl+u"], description: "delete to the start of the line" },
  { action: "deleteToLineEnd", keys: ["ctrl+k"], description: "delete to the end of the line" },
  { action: "yank", keys: ["ctrl+y"], description: "paste the text deleted last (deletions one after another are one)" },
  { action: "yankPop", keys: ["alt+y"], description: "right after Ctrl+Y: replace what it pasted with the text deleted before" },
  { action: "undo", keys: ["ctrl+-"], description: "undo the last edit (a word typed is one edit)" }
]

export type MenuAction = "up" | "down" | "complete" | "close"

/** The slash-command menu's keys, while it is open (Enter runs the chosen command). */
export const menu: ReadonlyArray<Binding<MenuAction>> = [
  { action: "up", keys: ["up"], description: "previous command" },
  { action: "down", keys: ["down"], description: "next command" },
  { action: "complete", keys: ["tab"], description: "complete the chosen command" },
  { action: "close", keys: ["escape"], description: "close the menu" }
]

/** A key spec as people read it: `Shift+Enter`, `Ctrl+J`, `Alt+↑`, `PageUp`. */
export const display = (spec: string): string =>
  spec
    .split("+")
    .map((part) => {
      const special: { readonly [name: string]: string } = {
        ctrl: "Ctrl",
        alt: "Alt",
        shift: "Shift",
        enter: "Enter",
        escape: "Esc",
        backspace: "Backspace",
        delete: "Delete",
        tab: "Tab",
        home: "Home",
        end: "End",
        up: "↑",
        down: "↓",
        left: "←",
        right: "→",
        pageUp: "PageUp",
        pageDown: "PageDown"
      }
      return special[part] ?? (part.length === 1 ? part.toUpperCase() : part)
    })
    .join("+")

/** The shape of Ink's `useInput` keys, for views written against it. */
export interface InkKey {
  readonly upArrow: boolean
  readonly downArrow: boolean
  readonly leftArrow: boolean
  readonly rightArrow: boolean
  readonly pageDown: boolean
  readonly pageUp: boolean
  readonly home: boolean
  readonly end: boolean
  readonly return: boolean
  readonly escape: boolean
  readonly ctrl: boolean
  readonly shift: boolean
  readonly tab: boolean
  readonly backspace: boolean
  readonly delete: boolean
  readonly meta: boolean
  readonly super: boolean
  readonly hyper: boolean
  readonly capsLock: boolean
  readonly numLock: boolean
}

/**
 * An event as Ink's `useInput` would have given it (`input`, `key`): typed text as the input,
 * a control key's letter as the input with `ctrl`, a paste as one input. The selectors
 * (`/tree`, `/resume`, `/fork`) read keys this way.
 */
export const toInk = (event: Event): readonly [string, InkKey] => {
  const none: InkKey = {
    upArrow: false,
    downArrow: false,
    leftArrow: false,
    rightArrow: false,
    pageDown: false,
    pageUp: false,
    home: false,
    end: false,
    return: false,
    escape: false,
    ctrl: false,
    shift: false,
    tab: false,
    backspace: false,
    delete: false,
    meta: false,
    super: false,
    hyper: false,
    capsLock: false,
    numLock: false
  }
  if (event.type === "paste") return [event.text, none]
  const k = event
  const input = k.text !== "" ? k.text : k.name.length === 1 ? k.name : ""
  return [
    input,
    {
      ...none,
      upArrow: k.name === "up",
      downArrow: k.name === "down",
      leftArrow: k.name === "left",
      rightArrow: k.name === "right",
      pageDown: k.name === "pageDown",
      pageUp: k.name === "pageUp",
      home: k.name === "home",
      end: k.name === "end",
      return: k.name === "enter",
      escape: k.name === "escape",
      tab: k.name === "tab",
      backspace: k.name === "backspace",
      delete: k.name === "delete",
      ctrl: k.ctrl,
      shift: k.shift,
      meta: k.alt
    }
  ]
}
