/**
 * `arbor --mode rpc` as a real process, driven through stdin, every line of stdout parsed. Every
 * wait is bounded. `InProcessRpc.server` runs the same server in-process behind the same `Server`.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { arborBin } from "./Spawn.js"

export type Line = { readonly [key: string]: any }

/** An RPC server under test: this one's process, or one in-process (`InProcessRpc.server`). */
export interface Server {
  /** Every line of stdout so far, parsed, and as written. */
  readonly lines: Array<Line>
  readonly raw: Array<string>
  /** Sends a command (with an id of its own) and waits for its response. */
  readonly send: (command: Line) => Promise<Line>
  /** Waits (at most 10 s) for a line matching `predicate` at or after `from`. */
  readonly waitFor: (predicate: (line: Line) => boolean, from?: number) => Promise<Line>
  /** Writes raw text to stdin. */
  readonly write: (text: string) => void
  /** Ends stdin and waits for the exit code. */
  readonly close: () => Promise<number | null>
  /** Stops the server at once (SIGTERM for a process). */
  readonly kill: () => void
  readonly stderr: () => string
}

/**
 * A server's stdout read as it comes (`push` each decoded chunk): every line parsed and kept
 * as written, `waitFor` bounded, and `send` giving each command an id of its own and waiting
 * for its response, written through `write`.
 */
export const stdoutLines = (
  write: (text: string) => void,
  stderr: () => string
): Pick<Server, "lines" | "raw" | "send" | "waitFor"> & { readonly push: (chunk: string) => void } => {
  const lines: Array<Line> = []
  const raw: Array<string> = []
  const waiters: Array<() => void> = []
  let buffer = ""
  const push = (chunk: string) => {
    buffer += chunk
    const parts = buffer.split("\n")
    buffer = parts.pop() ?? ""
    for (const part of parts) {
      raw.push(part)
      lines.push(JSON.parse(part))
    }
    for (const w of waiters.splice(0)) w()
  }
  const waitFor = (predicate: (line: Line) => boolean, from = 0): Promise<Line> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; stdout so far:\n${raw.join("\n")}\nstderr:\n${stderr()}`)), 10_000)
      const check = () => {
        const found = lines.slice(from).find(predicate)
        if (found !== undefined) {
          clearTimeout(timer)
          resolve(found)
        } else waiters.push(check)
      }
      check()
    })
  let counter = 0
  const send = (command: Line): Promise<Line> => {
    const id = `r${++counter}`
    write(JSON.stringify({ ...command, id }) + "\n")
    return waitFor((l) => l.type === "response" && l.id === id)
  }
  return { lines, raw, push, waitFor, send }
}

/** A running RPC server with its parsed stdout. */
export const server = (
  agentDir: string,
  cwd: string,
  args: ReadonlyArray<string> = [],
  env: Record<string, string> = {}
): Server & { readonly child: ChildProcess } => {
  const child: ChildProcess = spawn(process.execPath, [arborBin, "--mode", "rpc", ...args], {
    cwd,
    env: { ...process.env, PI_CODING_AGENT_DIR: agentDir, ARBOR_MODEL: "", ARBOR_DEBUG: "", ...env },
    stdio: ["pipe", "pipe", "pipe"]
  })
  let stderr = ""
  const write = (text: string) => void child.stdin!.write(text)
  const { push, ...read } = stdoutLines(write, () => stderr)
  child.stdout!.setEncoding("utf8")
  child.stdout!.on("data", push)
  child.stderr!.on("data", (chunk) => (stderr += String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const close = async () => {
    child.stdin!.end()
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  const kill = () => void child.kill()
  return { child, ...read, write, close, kill, stderr: () => stderr }
}
