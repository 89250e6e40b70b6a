/**
 * A real pseudo-terminal for end-to-end tests of the interactive mode, on one of two back ends
 * behind one interface (type keys by name, type text, paste, resize, read the screen, wait for it):
 *
 * - tmux, where it is installed: the program runs in a detached tmux session on a private server
 *   socket; keys go in with `send-keys`, the screen comes out of `capture-pane`.
 * - else a pseudo-terminal from npm (`@lydell/node-pty`, prebuilt, no compiler) whose output feeds
 *   a headless xterm.js (`@xterm/headless`) as the screen: keys are written as the bytes tmux
 *   sends for the same names (`keyBytes`), the screen is read off xterm.js's buffer, with
 *   attributes written as tmux's `capture-pane -e` writes them.
 *
 * `ARBOR_TEST_TERMINAL=tmux|pty` picks one; by default tmux when it is on the PATH.
 */
import NodePty, { type IPty } from "@lydell/node-pty"
import Xterm, { type IBufferCell, type Terminal as XtermTerminal } from "@xterm/headless"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { arborBin } from "./Spawn.js"

let counter = 0

/** The parent `start` runs a recorded program under: `node RECORDER <record> <program> <args>`. */
const RECORDER = `
const { spawn } = require("node:child_process")
const fs = require("node:fs")
const [record, ...program] = process.argv.slice(2)
const child = spawn(process.execPath, program, { stdio: "inherit" })
fs.writeFileSync(record + ".pid", String(child.pid))
// signals are for the program; this parent only waits
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {})
child.on("exit", (code, signal) => fs.writeFileSync(record + ".exit", JSON.stringify({ code, signal })))
`

const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`

export interface TerminalOptions {
  readonly cwd: string
  readonly env: Record<string, string>
  readonly columns?: number
  readonly rows?: number
  /** A path prefix: `arbor` then runs under a parent that records its pid and how it ended (see `start`). */
  readonly record?: string
}

export interface ProgramOptions extends TerminalOptions {
  /** `env` is the program's whole environment, not additions to this process's. */
  readonly clean?: boolean
}

/** Whether `tmux` is on the PATH. */
const hasTmux = (): boolean => (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir !== "" && fs.existsSync(path.join(dir, "tmux")))

/** The back end of this run: `ARBOR_TEST_TERMINAL`, else tmux where it is installed, else the npm pseudo-terminal. */
const backend = (): "tmux" | "pty" => {
  const chosen = process.env.ARBOR_TEST_TERMINAL
  if (chosen === "tmux" || chosen === "pty") return chosen
  if (chosen !== undefined && chosen !== "") throw new Error(`ARBOR_TEST_TERMINAL=${chosen}: expected tmux or pty`)
  return hasTmux() ? "tmux" : "pty"
}

export abstract class Terminal {
  /**
   * Starts `arbor ARGS` in a new terminal. With `record` (a path prefix), `arbor` runs under a
   * small Node parent that writes its process id to `<record>.pid` and how it ended,
   * `{"code","signal"}`, to `<record>.exit` (tmux may be slow to reap a program that exited).
   */
  static start(args: ReadonlyArray<string>, options: TerminalOptions): Terminal {
    // CI set, as CI runners set it: chalk then guesses "no colours", and the chat must still draw its cursor
    const env = { TERM: "xterm-256color", CI: "true", ...options.env }
    let program = [process.execPath, arborBin, ...args]
    if (options.record !== undefined) {
      fs.writeFileSync(`${options.record}.cjs`, RECORDER)
      program = [process.execPath, `${options.record}.cjs`, options.record, ...program.slice(1)]
    }
    return Terminal.run(program, { ...options, env })
  }

  /** Starts `program` (its path, then its arguments) in a new terminal. */
  static run(program: ReadonlyArray<string>, options: ProgramOptions): Terminal {
    return backend() === "tmux" ? Tmux.open(program, options) : Pty.open(program, options)
  }

  /** Named keys (`Enter`, `Escape`, `Up`, `C-u`, `M-Enter`, `S-Enter`, …), as tmux spells them. */
  abstract keys(...keys: ReadonlyArray<string>): void

  /** Literal text. */
  abstract type(text: string): void

  /**
   * Bytes written to the program in one write, so that it reads them at once (keys typed
   * faster than a read): no bracketed paste, line feeds kept.
   */
  abstract raw(bytes: string): void

  /** A paste, in bracketed-paste markers when the program asked for them, as a terminal pastes (line feeds sent as CR). */
  abstract paste(text: string): void

  /** From now on, appends every byte the program writes to the terminal to `file`. */
  abstract record(file: string): void

  /** Resizes the terminal; the program gets SIGWINCH. */
  abstract resize(columns: number, rows: number): void

  /**
   * The screen as text, one line per row, trailing blanks trimmed; with `escapes`, its colours
   * and attributes as SGR sequences too.
   */
  abstract screen(options?: { readonly escapes?: boolean }): string

  /** Where the terminal's cursor is (0-based) and whether it is shown. */
  abstract cursor(): { readonly x: number; readonly y: number; readonly visible: boolean }

  abstract exited(): boolean

  abstract close(): void

  /**
   * Types into Arbor's editor and presses Enter once the text shows there (keys that arrive
   * together read as a paste, so Enter waits for the echo).
   */
  async enter(text: string): Promise<void> {
    this.type(text)
    await this.waitFor(`> ${text.trimEnd()}`)
    this.keys("Enter")
  }

  /** Waits until the screen shows `pattern`; fails with the screen after `timeoutMs`. */
  async waitFor(pattern: string | RegExp, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const screen = this.screen()
      if (typeof pattern === "string" ? screen.includes(pattern) : pattern.test(screen)) return screen
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(pattern)}; the screen:\n${screen}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Waits until the program has exited. */
  async waitForExit(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.exited()) {
      if (Date.now() > deadline) throw new Error(`the program did not exit; the screen:\n${this.screen()}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** tmux: a private server per terminal, the program in its one pane, kept after it exits. */
class Tmux extends Terminal {
  private constructor(private readonly socket: string) {
    super()
  }

  static open(program: ReadonlyArray<string>, options: ProgramOptions): Terminal {
    const socket = `arbor-test-${process.pid}-${++counter}`
    const env = Object.entries(options.env).map(([key, value]) => `${key}=${quote(value)}`)
    const command = `cd ${quote(options.cwd)} && exec env ${options.clean === true ? "-i " : ""}${env.join(" ")} ${program.map(quote).join(" ")}`
    const terminal = new Tmux(socket)
    terminal.tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", String(options.columns ?? 120), "-y", String(options.rows ?? 40), command)
    terminal.tmux("set-option", "-t", "t", "remain-on-exit", "on")
    // modified keys (Shift+Enter) reach programs that ask for them, as in a configured tmux
    terminal.tmux("set-option", "-s", "extended-keys", "on")
    return terminal
  }

  private tmux(...args: ReadonlyArray<string>): string {
    return execFileSync("tmux", ["-L", this.socket, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
  }

  keys(...keys: ReadonlyArray<string>): void {
    this.tmux("send-keys", "-t", "t", ...keys)
  }

  type(text: string): void {
    this.tmux("send-keys", "-t", "t", "-l", "--", text)
  }

  raw(bytes: string): void {
    this.tmux("set-buffer", "-b", "raw", "--", bytes)
    this.tmux("paste-buffer", "-b", "raw", "-d", "-r", "-t", "t")
  }

  paste(text: string): void {
    this.tmux("set-buffer", "-b", "paste", "--", text)
    this.tmux("paste-buffer", "-b", "paste", "-d", "-p", "-t", "t")
  }

  record(file: string): void {
    this.tmux("pipe-pane", "-t", "t", "-O", `cat >> ${quote(file)}`)
  }

  resize(columns: number, rows: number): void {
    this.tmux("resize-window", "-t", "t", "-x", String(columns), "-y", String(rows))
  }

  screen(options: { readonly escapes?: boolean } = {}): string {
    return this.tmux("capture-pane", "-t", "t", "-p", ...(options.escapes === true ? ["-e"] : []))
  }

  cursor(): { readonly x: number; readonly y: number; readonly visible: boolean } {
    const [x, y, flag] = this.tmux("display-message", "-t", "t", "-p", "#{cursor_x} #{cursor_y} #{cursor_flag}").trim().split(" ")
    return { x: Number(x), y: Number(y), visible: flag === "1" }
  }

  exited(): boolean {
    return this.tmux("display-message", "-t", "t", "-p", "#{pane_dead}").trim() === "1"
  }

  close(): void {
    try {
      this.tmux("kill-server")
    } catch {
      // already gone
    }
  }
}

/** What the program asked of the terminal that changes the bytes of a key. */
export interface KeyModes {
  /** DECCKM (`CSI ? 1 h`): arrows as `ESC O A`. */
  readonly applicationCursor: boolean
  /** xterm's modifyOtherKeys (`CSI > 4 ; 1 m` or `; 2`): Shift+Enter and the like as CSI u. */
  readonly extendedKeys: boolean
}

/** Keys whose bytes end in a final letter (`CSI A`, or `CSI 1 ; m A` with modifiers). */
const LETTER_KEYS: Record<string, string> = { Up: "A", Down: "B", Right: "C", Left: "D" }
/** Keys of the form `CSI n ~` (`CSI n ; m ~` with modifiers); tmux sends Home and End so. */
const TILDE_KEYS: Record<string, number> = { Home: 1, IC: 2, Insert: 2, DC: 3, Delete: 3, End: 4, PageUp: 5, PPage: 5, PgUp: 5, PageDown: 6, NPage: 6, PgDn: 6 }
/** Keys of one byte (and, with modifiers and extended keys asked for, their code in CSI u). */
const PLAIN_KEYS: Record<string, string> = { Enter: "\r", Escape: "\u001b", Tab: "\t", Space: " ", BSpace: "\u007f" }

/**
 * The bytes tmux 3.3 (with `extended-keys on`) writes to a program for a key named as
 * `send-keys` names it: `C-x`, `M-x`, `S-x` prefixes on a named key or one character. Read off
 * tmux itself; a name this table does not know is an error, not a guess.
 */
export const keyBytes = (name: string, modes: KeyModes): string => {
  let key = name
  let shift = false
  let meta = false
  let control = false
  while (key.length > 2 && /^[CMS]-/.test(key)) {
    if (key[0] === "C") control = true
    else if (key[0] === "M") meta = true
    else shift = true
    key = key.slice(2)
  }
  const modifier = 1 + (shift ? 1 : 0) + (meta ? 2 : 0) + (control ? 4 : 0)
  const letter = LETTER_KEYS[key]
  if (letter !== undefined) {
    if (modifier > 1) return `\u001b[1;${modifier}${letter}`
    return modes.applicationCursor ? `\u001bO${letter}` : `\u001b[${letter}`
  }
  const tilde = TILDE_KEYS[key]
  if (tilde !== undefined) return modifier > 1 ? `\u001b[${tilde};${modifier}~` : `\u001b[${tilde}~`
  if (key === "BTab") return "\u001b[Z"
  const plain = PLAIN_KEYS[key] ?? ([...key].length === 1 ? key : undefined)
  if (plain === undefined) throw new Error(`unknown key name ${JSON.stringify(name)}`)
  if (control && plain.length === 1 && /[@-_a-z? ]/i.test(plain)) {
    const code = plain === "?" ? 0x7f : plain === " " ? 0 : plain.toUpperCase().charCodeAt(0) & 0x1f
    return `${meta ? "\u001b" : ""}${String.fromCharCode(code)}`
  }
  if (shift && !meta && !control && plain.length === 1 && /[a-z]/i.test(plain)) return plain.toUpperCase()
  // a modified key a legacy terminal cannot tell apart (Shift+Enter): CSI u where the program asked
  if ((shift || control) && modes.extendedKeys) return `\u001b[${plain.codePointAt(0)};${modifier}u`
  return `${meta ? "\u001b" : ""}${plain}`
}

/** The SGR codes of a cell's attributes, in the order tmux writes them. */
const attributeCodes = (cell: IBufferCell): Array<number> => {
  const codes: Array<number> = []
  if (cell.isBold()) codes.push(1)
  if (cell.isDim()) codes.push(2)
  if (cell.isItalic()) codes.push(3)
  if (cell.isUnderline()) codes.push(4)
  if (cell.isBlink()) codes.push(5)
  if (cell.isInverse()) codes.push(7)
  if (cell.isInvisible()) codes.push(8)
  if (cell.isStrikethrough()) codes.push(9)
  if (cell.isOverline()) codes.push(53)
  return codes
}

const colourCode = (cell: IBufferCell, ground: "fg" | "bg"): string => {
  const base = ground === "fg" ? 30 : 40
  if (ground === "fg" ? cell.isFgDefault() : cell.isBgDefault()) return String(base + 9)
  const colour = ground === "fg" ? cell.getFgColor() : cell.getBgColor()
  if (ground === "fg" ? cell.isFgRGB() : cell.isBgRGB()) return `${base + 8};2;${(colour >> 16) & 255};${(colour >> 8) & 255};${colour & 255}`
  if (colour < 8) return String(base + colour)
  if (colour < 16) return String(base + 60 + colour - 8)
  return `${base + 8};5;${colour}`
}

/** The least time between two writes to the program (see `Pty.write`). */
const WRITE_GAP_MS = 25

/** The pseudo-terminal from npm, its output drawn by a headless xterm.js. */
class Pty extends Terminal {
  private dead = false
  private recording: number | undefined
  private cursorShown = true
  private modifyOtherKeys = false
  private lastWrite = 0
  private closed = false

  private constructor(
    private readonly pty: IPty,
    private readonly xterm: XtermTerminal
  ) {
    super()
    // what xterm.js does not expose: whether the cursor is shown, and modifyOtherKeys
    xterm.parser.registerCsiHandler({ prefix: "?", final: "h" }, (params) => {
      if (params.includes(25)) this.cursorShown = true
      return false
    })
    xterm.parser.registerCsiHandler({ prefix: "?", final: "l" }, (params) => {
      if (params.includes(25)) this.cursorShown = false
      return false
    })
    xterm.parser.registerCsiHandler({ prefix: ">", final: "m" }, (params) => {
      if (params[0] === 4) this.modifyOtherKeys = typeof params[1] === "number" && params[1] > 0
      return false
    })
    pty.onData((data: string | Buffer) => {
      if (this.closed) return
      const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data
      if (this.recording !== undefined) fs.writeSync(this.recording, bytes)
      xterm.write(bytes)
    })
    pty.onExit(() => {
      this.dead = true
    })
  }

  static open(program: ReadonlyArray<string>, options: ProgramOptions): Terminal {
    const [file, ...args] = program
    const columns = options.columns ?? 120
    const rows = options.rows ?? 40
    const env = options.clean === true ? { ...options.env } : { ...(process.env as Record<string, string>), ...options.env }
    // bytes, not text: the recording must hold exactly what the program wrote
    const pty = NodePty.spawn(file!, args, { name: env.TERM ?? "xterm-256color", cols: columns, rows, cwd: options.cwd, env, encoding: null })
    return new Pty(pty, new Xterm.Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 0 }))
  }

  /**
   * Writes `bytes` at least `WRITE_GAP_MS` after the previous write, blocking until then: each
   * tmux command is a process of its own, so two calls' bytes never reach the program in one read,
   * and the tests rely on that (Escape, then `/`, is not Alt+/).
   */
  private write(bytes: string): void {
    const wait = this.lastWrite + WRITE_GAP_MS - Date.now()
    if (wait > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait)
    if (!this.dead) this.pty.write(bytes)
    this.lastWrite = Date.now()
  }

  keys(...keys: ReadonlyArray<string>): void {
    const modes = { applicationCursor: this.xterm.modes.applicationCursorKeysMode, extendedKeys: this.modifyOtherKeys }
    this.write(keys.map((key) => keyBytes(key, modes)).join(""))
  }

  type(text: string): void {
    this.write(text)
  }

  raw(bytes: string): void {
    this.write(bytes)
  }

  paste(text: string): void {
    const body = text.replace(/\r?\n/g, "\r")
    this.write(this.xterm.modes.bracketedPasteMode ? `\u001b[200~${body}\u001b[201~` : body)
  }

  record(file: string): void {
    this.recording = fs.openSync(file, "a")
  }

  resize(columns: number, rows: number): void {
    this.xterm.resize(columns, rows)
    if (!this.dead) this.pty.resize(columns, rows)
  }

  screen(options: { readonly escapes?: boolean } = {}): string {
    const buffer = this.xterm.buffer.active
    const lines: Array<string> = []
    if (options.escapes !== true) {
      for (let y = 0; y < this.xterm.rows; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? "")
      return lines.map((line) => `${line}\n`).join("")
    }
    // as tmux writes attributes: a change that drops one resets all (`CSI 0;…m`) and restates the
    // colours; one that only adds writes the added ones; then the colours that changed
    let attributes: Array<number> = []
    let fg = "39"
    let bg = "49"
    for (let y = 0; y < this.xterm.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y)
      let text = ""
      let kept = 0
      for (let x = 0; x < this.xterm.cols; x++) {
        const cell = line?.getCell(x)
        if (cell === undefined || cell.getWidth() === 0) continue
        const next = attributeCodes(cell)
        const nextFg = colourCode(cell, "fg")
        const nextBg = colourCode(cell, "bg")
        let codes = ""
        const reset = attributes.some((code) => !next.includes(code))
        if (reset) codes += `\u001b[${[0, ...next].join(";")}m`
        else {
          const added = next.filter((code) => !attributes.includes(code))
          if (added.length > 0) codes += `\u001b[${added.join(";")}m`
        }
        if (reset || nextFg !== fg) codes += `\u001b[${nextFg}m`
        if (reset || nextBg !== bg) codes += `\u001b[${nextBg}m`
        attributes = next
        fg = nextFg
        bg = nextBg
        const chars = cell.getChars() || " "
        text += codes + chars
        if (chars !== " " || codes !== "") kept = text.length
      }
      lines.push(text.slice(0, kept))
    }
    return lines.map((line) => `${line}\n`).join("")
  }

  cursor(): { readonly x: number; readonly y: number; readonly visible: boolean } {
    const buffer = this.xterm.buffer.active
    return { x: buffer.cursorX, y: buffer.cursorY, visible: this.cursorShown }
  }

  exited(): boolean {
    return this.dead
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    if (!this.dead) this.pty.kill()
    if (this.recording !== undefined) fs.closeSync(this.recording)
    this.recording = undefined
    this.xterm.dispose()
  }
}
