/**
 * Handing the chat's terminal to another program and taking it back, as pi's Ctrl+G and Ctrl+Z
 * do: the external editor (`$VISUAL`, else `$EDITOR`, else `nano`) edits the message in a
 * temporary file, and a suspend stops the chat until the shell's `fg` continues it. Either way
 * the terminal is first left as a shell expects it (cooked mode, the cursor shown, no bracketed
 * paste nor extended keys), then set up again and the whole screen drawn afresh.
 *
 * `editorCommand`, `editedText` and `exitMessage` are pure; the rest works on the process's
 * terminal. The editor runs synchronously: while it is open the chat does nothing else (a reply
 * streaming waits), so nothing else can draw over the editor.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

/** What turns on the keys the chat reads: bracketed paste and modifyOtherKeys (Shift+Enter told from Enter). */
export const KEYS_ON = "\u001b[?2004h\u001b[>4;1m"
/** What turns them off again. */
export const KEYS_OFF = "\u001b[?2004l\u001b[>4m"

/**
 * How long the chat waits, once it has drawn an empty frame, before it hands the terminal over:
 * Ink draws at most every 34 ms, and its next frame, drawn whole when the chat is back, must
 * differ from the last one it wrote (Ink writes only frames that changed).
 */
export const SETTLE_MS = 100

/** The terminal the chat runs on. */
export interface Terminal {
  readonly stdin: NodeJS.ReadStream
  readonly stdout: NodeJS.WriteStream
  /** Draws the chat again (it drew an empty frame before the terminal was handed over). */
  readonly redraw: () => void
}

/**
 * The editor to run, as a program and its arguments: `$VISUAL`, else `$EDITOR` (either may
 * carry arguments, `code --wait`), else `nano`, as pi's. Blank values count as unset.
 */
export const editorCommand = (env: { readonly [name: string]: string | undefined }): ReadonlyArray<string> => {
  const chosen = [env.VISUAL, env.EDITOR].find((value) => value !== undefined && value.trim() !== "") ?? "nano"
  return chosen.trim().split(/\s+/)
}

/** The message in the file the editor saved: without a byte-order mark, nor the one line break editors end a file with. */
export const editedText = (saved: string): string => saved.replace(/^\uFEFF/, "").replace(/\r?\n$/, "")

/** Why an editor's edit is not taken: it could not start, or it did not exit with 0. */
export const exitMessage = (
  command: ReadonlyArray<string>,
  exit: { readonly status: number | null; readonly signal: string | null; readonly error?: Error | undefined }
): string | undefined => {
  if (exit.error !== undefined) return `Failed to launch external editor: ${command.join(" ")}`
  if (exit.status === 0) return undefined
  return `External editor exited with ${exit.status !== null ? `code ${exit.status}` : exit.signal}; prompt unchanged`
}

/** Whether the terminal is kitty's keyboard protocol's (Ink turns it on there, `kittyKeyboard: "auto"`). */
const kittyTerminal = (env: NodeJS.ProcessEnv): boolean =>
  "KITTY_WINDOW_ID" in env || env.TERM === "xterm-kitty" || env.TERM_PROGRAM === "WezTerm" || env.TERM_PROGRAM === "ghostty"

/** Leaves the terminal to a shell or an editor: the keys' modes off, the cursor shown, cooked mode. */
const leave = (terminal: Terminal, preface: string) => {
  terminal.stdout.write(`${KEYS_OFF}${kittyTerminal(process.env) ? "\u001b[<u" : ""}\u001b[?25h${preface}`)
  if (terminal.stdin.isTTY) terminal.stdin.setRawMode(false)
}

/** Takes the terminal back: raw mode, the keys' modes, and the whole screen drawn again. */
const enter = (terminal: Terminal) => {
  if (terminal.stdin.isTTY) terminal.stdin.setRawMode(true)
  terminal.stdout.write(`${KEYS_ON}${kittyTerminal(process.env) ? "\u001b[>1u" : ""}\u001b[2J\u001b[H`)
  terminal.redraw()
}

/** What Ctrl+G gives back: the text saved, or why there is none. */
export type Edit = { readonly _tag: "Edited"; readonly text: string } | { readonly _tag: "Failed"; readonly message: string }

/**
 * Runs the external editor on `text` (in `prompt.md` in a fresh temporary directory, removed
 * after) in the working directory `cwd`, the terminal handed over until it exits.
 */
export const edit = (terminal: Terminal, text: string, env: NodeJS.ProcessEnv, cwd: string): Edit => {
  const command = editorCommand(env)
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-editor-"))
  const file = path.join(directory, "prompt.md")
  try {
    fs.writeFileSync(file, text, "utf8")
    leave(terminal, `\u001b[2J\u001b[HEditing the message in ${command.join(" ")}; the chat comes back when it exits.\n`)
    const [program, ...args] = command as [string, ...Array<string>]
    const exit = spawnSync(program, [...args, file], { stdio: "inherit", cwd, env })
    enter(terminal)
    const failed = exitMessage(command, exit)
    return failed === undefined ? { _tag: "Edited", text: editedText(fs.readFileSync(file, "utf8")) } : { _tag: "Failed", message: failed }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true })
  }
}

/**
 * Stops the chat (its whole process group, as the terminal's own Ctrl+Z would) until the
 * shell continues it; then the terminal is taken back and `onResume` runs. Where no shell with
 * job control started the chat (its process group is orphaned, as a program a tmux pane runs
 * directly), the system drops the signal: the terminal is taken back at once and `onRefused` runs.
 */
export const suspend = (terminal: Terminal, onResume: () => void, onRefused: () => void) => {
  // Windows has no job control
  if (process.platform === "win32") return onRefused()
  let continued = false
  // nothing else may keep the process alive while it is stopped
  const keepAlive = setInterval(() => {}, 2 ** 30)
  const onContinue = () => {
    continued = true
    clearInterval(keepAlive)
    enter(terminal)
    onResume()
  }
  process.once("SIGCONT", onContinue)
  leave(terminal, "")
  process.kill(0, "SIGTSTP")
  // a stop returns here once continued, and SIGCONT's handler runs in the next turn of the loop,
  // before the second of these; a dropped signal never calls it
  setImmediate(() =>
    setImmediate(() => {
      if (continued) return
      process.off("SIGCONT", onContinue)
      clearInterval(keepAlive)
      enter(terminal)
      onRefused()
    })
  )
}
