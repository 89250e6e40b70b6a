/**
 * `arbor --mode rpc` run in-process: `Cli.run` on the layers `Program` gives it, configured from
 * a test's environment instead of the process's, its stdin a queue the test writes lines into
 * and its stdout parsed line by line as it is written. Same arguments, same answers and the
 * same handle as `RpcServer.server` (which starts the built `arbor`), without starting a
 * process; the end-to-end tests that start one keep checking the path a user takes.
 */
import { Effect, Fiber, Queue, Stream } from "effect"
import { StringDecoder } from "node:string_decoder"
import * as Cli from "../../src/main/cli/Cli.js"
import { report } from "../../src/main/cli/CliErrors.js"
import * as Layers from "../../src/main/cli/Layers.js"
import * as Stdio from "../../src/main/cli/Stdio.js"
import { type Server, stdoutLines } from "./RpcServer.js"

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
  const decoder = new StringDecoder("utf8")
  const write = (text: string) => void Queue.unsafeOffer(input, text)
  const { push, ...read } = stdoutLines(write, () => stderr())
  const captured = Stdio.capture({
    ...environment,
    stdin,
    onStdout: (chunk) => push(decoder.write(Buffer.from(chunk)))
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

  const kill = () => void Effect.runFork(Fiber.interrupt(fiber))
  /** Ends stdin and waits (at most 10 s, then interrupts the server) for the exit code. */
  const close = async (): Promise<number | null> => {
    Queue.unsafeOffer(input, null)
    const timer = setTimeout(kill, 10_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  return { ...read, write, close, kill, stderr }
}
