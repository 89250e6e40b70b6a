/**
 * `arbor --mode rpc` run in-process: `Cli.run` on the layers `Program` gives it, configured from
 * a test's environment instead of the process's, its stdin a queue the test writes lines into
 * and its stdout parsed line by line as it is written. Same arguments, same answers and the
 * same handle as `RpcServer.server` (which starts the built `arbor`), without starting a
 * process; the end-to-end tests that start one keep checking the path a user takes.
 */
import { Effect, Fiber, Queue, Stream } from "effect"
import { StringDecoder } from "node:string_decoder"
import * as Cli from "../../src/main/Cli.js"
import { report } from "../../src/main/CliErrors.js"
import * as Layers from "../../src/main/Layers.js"
import * as Stdio from "../../src/main/Stdio.js"
import { type Line, type Server } from "./RpcServer.js"

/** A running in-process RPC server with its parsed stdout. */
export const server = (agentDir: string, cwd: string, args: ReadonlyArray<string> = [], env: Record<string, string> = {}): Server => {
  const environment = { cwd, env: { ...process.env, PI_CODING_AGENT_DIR: agentDir, ARBOR_MODEL: "", ARBOR_DEBUG: "", ...env } }
  // what the test writes, in order; `null` is the end of input (a shutdown would drop what is still queued)
  const input = Effect.runSync(Queue.unbounded<string | null>())
  const stdin: Stdio.Input = {
    isTTY: false,
    text: Stream.fromQueue(input).pipe(
      Stream.takeWhile((chunk) => chunk !== null),
      Stream.map((chunk) => chunk as string)
    )
  }
  const lines: Array<Line> = []
  const raw: Array<string> = []
  const decoder = new StringDecoder("utf8")
  let buffer = ""
  const waiters: Array<() => void> = []
  const captured = Stdio.capture({
    ...environment,
    stdin,
    onStdout: (chunk) => {
      buffer += decoder.write(Buffer.from(chunk))
      const parts = buffer.split("\n")
      buffer = parts.pop() ?? ""
      for (const part of parts) {
        raw.push(part)
        lines.push(JSON.parse(part))
      }
      for (const w of waiters.splice(0)) w()
    }
  })
  const fiber = Effect.runFork(
    Cli.run(["node", "arbor", "--mode", "rpc", ...args]).pipe(Effect.provide(Layers.cli(environment)), Effect.provide(captured.layer))
  )
  /** What the run's end wrote to stderr (`Program` writes it in a process). */
  let reported = ""
  const exited = Effect.runPromise(Fiber.await(fiber)).then((exit) => {
    const { code, stderr } = report(exit, false)
    reported = stderr
    return code
  })
  const stderr = () => captured.stderr() + reported

  /** Waits (at most 10 s) for a line matching `predicate` at or after `from`. */
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
  const write = (text: string) => void Queue.unsafeOffer(input, text)
  let counter = 0
  /** Sends a command and waits for its response. */
  const send = (command: Line): Promise<Line> => {
    const id = `r${++counter}`
    write(JSON.stringify({ ...command, id }) + "\n")
    return waitFor((l) => l.type === "response" && l.id === id)
  }
  const kill = () => void Effect.runFork(Fiber.interrupt(fiber))
  /** Ends stdin and waits (at most 10 s, then interrupts the server) for the exit code. */
  const close = async (): Promise<number | null> => {
    Queue.unsafeOffer(input, null)
    const timer = setTimeout(kill, 10_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  return { lines, raw, send, waitFor, write, close, kill, stderr }
}
