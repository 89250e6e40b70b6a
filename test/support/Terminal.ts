/**
 * A real pseudo-terminal for end-to-end tests of the interactive mode: the built `arbor` runs in
 * a detached tmux session on a private server socket; tests type keys with `send-keys` and read
 * the screen with `capture-pane`.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
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

export class Terminal {
  private constructor(private readonly socket: string) {}

  /**
   * Starts `arbor ARGS` in a new terminal. With `record` (a path prefix), `arbor` runs under a
   * small Node parent that writes its process id to `<record>.pid` and how it ended,
   * `{"code","signal"}`, to `<record>.exit` (tmux may be slow to reap a program that exited).
   */
  static start(args: ReadonlyArray<string>, options: TerminalOptions): Terminal {
    const socket = `arbor-test-${process.pid}-${++counter}`
    // CI set, as CI runners set it: chalk then guesses "no colours", and the chat must still draw its cursor
    const env = Object.entries({ TERM: "xterm-256color", CI: "true", ...options.env }).map(([key, value]) => `${key}=${quote(value)}`)
    let program = [process.execPath, arborBin, ...args]
    if (options.record !== undefined) {
      fs.writeFileSync(`${options.record}.cjs`, RECORDER)
      program = [process.execPath, `${options.record}.cjs`, options.record, ...program.slice(1)]
    }
    const command = `cd ${quote(options.cwd)} && exec env ${env.join(" ")} ${program.map(quote).join(" ")}`
    const terminal = new Terminal(socket)
    terminal.tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", String(options.columns ?? 120), "-y", String(options.rows ?? 40), command)
    terminal.tmux("set-option", "-t", "t", "remain-on-exit", "on")
    // modified keys (Shift+Enter) reach programs that ask for them, as in a configured tmux
    terminal.tmux("set-option", "-s", "extended-keys", "on")
    return terminal
  }

  private tmux(...args: ReadonlyArray<string>): string {
    return execFileSync("tmux", ["-L", this.socket, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
  }

  /** Named keys (`Enter`, `Escape`, `Up`, `C-u`, …), as tmux spells them. */
  keys(...keys: ReadonlyArray<string>): void {
    this.tmux("send-keys", "-t", "t", ...keys)
  }

  /** Literal text. */
  type(text: string): void {
    this.tmux("send-keys", "-t", "t", "-l", "--", text)
  }

  /**
   * Types into Arbor's editor and presses Enter once the text shows there (keys that arrive
   * together read as a paste, so Enter waits for the echo).
   */
  async enter(text: string): Promise<void> {
    this.type(text)
    await this.waitFor(`> ${text.trimEnd()}`)
    this.keys("Enter")
  }

  /**
   * Bytes written to the program in one write, so that it reads them at once (keys typed
   * faster than a read): no bracketed paste, line feeds kept.
   */
  raw(bytes: string): void {
    this.tmux("set-buffer", "-b", "raw", "--", bytes)
    this.tmux("paste-buffer", "-b", "raw", "-d", "-r", "-t", "t")
  }

  /** A paste, in bracketed-paste markers when the program asked for them, as a terminal pastes. */
  paste(text: string): void {
    this.tmux("set-buffer", "-b", "paste", "--", text)
    this.tmux("paste-buffer", "-b", "paste", "-d", "-p", "-t", "t")
  }

  /** From now on, appends every byte the program writes to the terminal to `file` (tmux's `pipe-pane`). */
  record(file: string): void {
    this.tmux("pipe-pane", "-t", "t", "-O", `cat >> ${quote(file)}`)
  }

  /** Resizes the terminal; the program gets SIGWINCH. */
  resize(columns: number, rows: number): void {
    this.tmux("resize-window", "-t", "t", "-x", String(columns), "-y", String(rows))
  }

  /** The screen as text; with `escapes`, its colours and attributes as SGR sequences too. */
  screen(options: { readonly escapes?: boolean } = {}): string {
    return this.tmux("capture-pane", "-t", "t", "-p", ...(options.escapes === true ? ["-e"] : []))
  }

  /** Where the terminal's cursor is (0-based) and whether it is shown. */
  cursor(): { readonly x: number; readonly y: number; readonly visible: boolean } {
    const [x, y, flag] = this.tmux("display-message", "-t", "t", "-p", "#{cursor_x} #{cursor_y} #{cursor_flag}").trim().split(" ")
    return { x: Number(x), y: Number(y), visible: flag === "1" }
  }

  exited(): boolean {
    return this.tmux("display-message", "-t", "t", "-p", "#{pane_dead}").trim() === "1"
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
      if (Date.now() > deadline) throw new Error(`arbor did not exit; the screen:\n${this.screen()}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  close(): void {
    try {
      this.tmux("kill-server")
    } catch {
      // already gone
    }
  }
}
