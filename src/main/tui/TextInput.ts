/**
 * An editor key applied to a text buffer: what `Keys.editor` binds (moves, deletes, the kill
 * ring's cut and yank), else the text the key types. The chat's editor and the one-line inputs
 * of the selectors (a label, a session's name, summary instructions) edit through it. Pure: the
 * kill ring's text comes in and goes out with the buffer.
 */
import * as Editor from "./Editor.js"
import * as Keys from "./Keys.js"

/** How an input edits. */
export interface Options {
  /** The chat's editor and the instructions: a paste keeps its lines, Up and Down move by row. */
  readonly multiline: boolean
  /** Columns the text wraps at (for Up and Down in a multi-line input). */
  readonly columns: number
  /** What Ctrl+U, Ctrl+K, Ctrl+W or Alt+D deleted last, for Ctrl+Y. */
  readonly killed: string
}

/** The buffer after an edit, and the kill ring's text after it (changed only by a cut that removed text). */
export interface Edited {
  readonly buffer: Editor.Buffer
  readonly killed: string
}

const oneLine = (text: string): string => text.replace(/\n+/g, " ")

/** Applies `event` to `buffer`; a key that neither moves, deletes nor types leaves it as it is. */
export const edit = (buffer: Editor.Buffer, event: Keys.Event, options: Options): Edited => {
  const { columns, killed, multiline } = options
  const to = (next: Editor.Buffer): Edited => ({ buffer: next, killed })
  const kill = (cut: Editor.Kill): Edited => ({ buffer: cut.buffer, killed: cut.killed === "" ? killed : cut.killed })
  if (event.type === "paste") return to(Editor.insert(buffer, multiline ? event.text : oneLine(event.text)))
  switch (Keys.lookup(Keys.editor, event)) {
    case "left":
      return to(Editor.left(buffer))
    case "right":
      return to(Editor.right(buffer))
    case "wordLeft":
      return to(Editor.wordLeft(buffer))
    case "wordRight":
      return to(Editor.wordRight(buffer))
    case "up":
      return to(multiline ? Editor.moveRow(buffer, columns, -1) : buffer)
    case "down":
      return to(multiline ? Editor.moveRow(buffer, columns, 1) : buffer)
    case "lineStart":
      return to(Editor.home(buffer))
    case "lineEnd":
      return to(Editor.end(buffer))
    case "deleteBackward":
      return to(Editor.backspace(buffer))
    case "deleteForward":
      return to(Editor.deleteForward(buffer))
    case "deleteWordBackward":
      return kill(Editor.cutWordBackward(buffer))
    case "deleteWordForward":
      return kill(Editor.cutWordForward(buffer))
    case "deleteToLineStart":
      return kill(Editor.cutToStart(buffer))
    case "deleteToLineEnd":
      return kill(Editor.cutToEnd(buffer))
    case "yank":
      return to(Editor.insert(buffer, multiline ? killed : oneLine(killed)))
    case "jumpForward":
    case "jumpBackward":
    case "yankPop":
      // the chat's editor jumps and turns its kill ring (Prompt); a one-line input yanks the newest text only
      return to(buffer)
    case "undo":
      // the chat's editor undoes (Prompt); a one-line input keeps no edits to undo
      return to(buffer)
    case undefined:
      return to(event.text !== "" && !event.ctrl && !event.alt ? Editor.insert(buffer, event.text) : buffer)
  }
}
