/**
 * The shell port: runs one command line in a working directory, stdout and stderr combined
 * in arrival order, and reports what it printed and how it ended.
 *
 * Every command runs in its own process group. When it ends, anything it left running in that
 * group is killed, and a timeout, a cancellation or the interruption of the running fiber
 * kills the whole group (SIGKILL), so no process outlives the call. The output is cleaned
 * of terminal escapes; the end of it (2,000 lines / 50 KB) is returned, and when it is longer
 * the whole output is also written to a temporary file whose path the result gives.
 */
import * as Data from "effect/Data"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { StringDecoder } from "node:string_decoder"
import * as TerminalText from "../domain/TerminalText.js"
import * as Truncation from "../domain/Truncation.js"

export interface RunOptions {
  readonly cwd: string
  /** Stop the command after this long (it is then reported as timed out). */
  readonly timeout?: Duration.DurationInput | undefined
  /** Hears the output as it arrives (cleaned of terminal escapes). */
  readonly onOutput?: ((text: string) => void) | undefined
  /** Stops the command when it completes (it is then reported as cancelled). */
  readonly cancel?: Effect.Effect<void> | undefined
}

export interface Result {
  /** The end of the output that fits the limits. */
  readonly output: string
  /**
   * Undefined when the command was stopped (timed out, cancelled). A shell a signal killed
   * gets the shell's convention, 128 + the signal's number (137 for SIGKILL), as pi reports it.
   */
  readonly exitCode: number | undefined
  readonly cancelled: boolean
  readonly timedOut: boolean
  readonly truncation: Truncation.Truncated
  /** The whole output, when it did not fit. */
  readonly fullOutputPath: string | undefined
}

/** The command could not be started (no such directory, no shell). */
export class ShellError extends Data.TaggedError("ShellError")<{ readonly message: string }> {}

export declare namespace Shell {
  export interface Service {
    readonly run: (command: string, options: RunOptions) => Effect.Effect<Result, ShellError>
  }
}

export class Shell extends Effect.Tag("arbor/Shell")<Shell, Shell.Service>() {}

/** Characters of output kept in memory once the output goes to a file (more than the byte limit in any encoding). */
const KEPT_CHARS = 2 * Truncation.MAX_BYTES

/** Collects output: all of it until it is over the limits, then the file and a rolling end. */
class Collector {
  private readonly decoder = new StringDecoder("utf8")
  private text = ""
  private bytes = 0
  private lines = 0
  private endsWithNewline = true
  private file: number | undefined
  filePath: string | undefined

  constructor(private readonly onOutput: ((text: string) => void) | undefined) {}

  push(chunk: Buffer): void {
    this.add(this.decoder.write(chunk))
  }

  end(): void {
    this.add(this.decoder.end())
    if (this.file !== undefined) {
      fs.closeSync(this.file)
      this.file = undefined
    }
  }

  private add(raw: string): void {
    if (raw === "") return
    const text = TerminalText.strip(raw)
    if (text === "") return
    this.onOutput?.(text)
    this.bytes += Buffer.byteLength(text)
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) this.lines++
    this.endsWithNewline = text.endsWith("\n")
    if (this.file !== undefined) {
      fs.writeSync(this.file, text)
      this.text = (this.text + text).slice(-KEPT_CHARS)
      return
    }
    this.text += text
    if (this.bytes > Truncation.MAX_BYTES || this.lines > Truncation.MAX_LINES) {
      this.filePath = path.join(os.tmpdir(), `arbor-bash-${randomBytes(8).toString("hex")}.log`)
      this.file = fs.openSync(this.filePath, "w", 0o600)
      fs.writeSync(this.file, this.text)
      this.text = this.text.slice(-KEPT_CHARS)
    }
  }

  result(): { readonly truncation: Truncation.Truncated; readonly fullOutputPath: string | undefined } {
    const truncation = Truncation.tail(this.text)
    if (this.filePath === undefined) return { truncation, fullOutputPath: undefined }
    // only the end is in memory: the totals are the whole output's
    return {
      truncation: {
        ...truncation,
        truncated: true,
        truncatedBy: truncation.truncatedBy ?? "bytes",
        totalBytes: this.bytes,
        totalLines: this.lines + (this.endsWithNewline ? 0 : 1)
      },
      fullOutputPath: this.filePath
    }
  }
}

/** Kills a process group, ignoring a group that is already gone. */
const killGroup = (pid: number | undefined) => {
  if (pid === undefined) return
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // already gone
  }
}

interface Running {
  readonly child: ChildProcess
  readonly collector: Collector
  /** Completes with the exit code (undefined after a signal) once the output is read. */
  readonly closed: Deferred.Deferred<number | undefined>
  /** Closes the output `CLOSE_GRACE` after the command exited, if it is still open then. */
  readonly grace: Fiber.RuntimeFiber<void>
}

/** How long the output may stay open after the command exited (a daemon that left the group). */
const CLOSE_GRACE = Duration.seconds(1)

const start = (shell: string, command: string, options: RunOptions) =>
  Effect.gen(function* () {
    const closed = yield* Deferred.make<number | undefined>()
    const exited = yield* Deferred.make<void>()
    const collector = new Collector(options.onOutput)
    const child = yield* Effect.async<ChildProcess, ShellError>((resume) => {
      let proc: ChildProcess
      try {
        proc = spawn(shell, ["-c", command], { cwd: options.cwd, detached: true, stdio: ["ignore", "pipe", "pipe"], env: process.env })
      } catch (error) {
        return resume(Effect.fail(new ShellError({ message: `cannot run ${shell}: ${(error as Error).message}` })))
      }
      proc.stdout?.on("data", (chunk: Buffer) => collector.push(chunk))
      proc.stderr?.on("data", (chunk: Buffer) => collector.push(chunk))
      let code: number | undefined
      proc.once("error", (error) => resume(Effect.fail(new ShellError({ message: `cannot run ${shell} in ${options.cwd}: ${error.message}` }))))
      proc.once("spawn", () => resume(Effect.succeed(proc)))
      proc.once("exit", (exitCode, signal) => {
        code = exitCode ?? (signal === null ? undefined : 128 + (os.constants.signals[signal] ?? 0))
        // whatever the command left running in its group goes with it
        killGroup(proc.pid)
        Deferred.unsafeDone(exited, Exit.void)
      })
      proc.once("close", () => {
        collector.end()
        Deferred.unsafeDone(closed, Exit.succeed(code))
      })
    })
    // something that left the group may still hold the output open: it is not waited for
    // (interruptible, though forked where `acquireUseRelease` acquires, so that `stop` ends it)
    const grace = yield* Effect.forkDaemon(
      Effect.interruptible(
        Deferred.await(exited).pipe(
          Effect.zipRight(Effect.sleep(CLOSE_GRACE)),
          Effect.zipRight(
            Effect.sync(() => {
              child.stdout?.destroy()
              child.stderr?.destroy()
            })
          )
        )
      )
    )
    return { child, collector, closed, grace } satisfies Running
  })

/** Stops a command that is still running and waits until its output is closed. */
const stop = (running: Running) =>
  Effect.gen(function* () {
    if (!(yield* Deferred.isDone(running.closed))) killGroup(running.child.pid)
    yield* Deferred.await(running.closed)
    yield* Fiber.interrupt(running.grace)
  })

const shellFor = (configured: string | undefined): string => {
  if (configured !== undefined && configured !== "") return configured.startsWith("~/") ? path.join(os.homedir(), configured.slice(2)) : configured
  for (const candidate of ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash"]) if (fs.existsSync(candidate)) return candidate
  return "/bin/sh"
}

export interface Config {
  /** The shell to run commands with (`shellPath`); bash when found, else sh. */
  readonly shellPath?: string | undefined
  /** A line run before every command (`shellCommandPrefix`). */
  readonly commandPrefix?: string | undefined
}

/** The shell on this machine's processes. */
export const make = (config: Config = {}): Shell.Service => {
  const shell = shellFor(config.shellPath)
  const prefix = config.commandPrefix?.trim()
  return Shell.of({
    run: Effect.fn("Shell.run")((command: string, options: RunOptions) =>
      Effect.acquireUseRelease(
        start(shell, prefix ? `${prefix}\n${command}` : command, options),
        (running) =>
          Effect.gen(function* () {
            const outcomes: Array<Effect.Effect<"exit" | "timeout" | "cancel">> = [Effect.as(Deferred.await(running.closed), "exit" as const)]
            if (options.timeout !== undefined) outcomes.push(Effect.as(Effect.sleep(options.timeout), "timeout" as const))
            if (options.cancel !== undefined) outcomes.push(Effect.as(options.cancel, "cancel" as const))
            const how = yield* Effect.raceAll(outcomes)
            yield* stop(running)
            const exitCode = how === "exit" ? yield* Deferred.await(running.closed) : undefined
            const { fullOutputPath, truncation } = running.collector.result()
            return {
              output: truncation.content,
              exitCode,
              cancelled: how === "cancel",
              timedOut: how === "timeout",
              truncation,
              fullOutputPath
            } satisfies Result
          }),
        stop
      ))
  })
}

export const layer = (config: Config = {}): Layer.Layer<Shell> => Layer.sync(Shell, () => make(config))

