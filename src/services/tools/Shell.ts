/**
 * The shell port: runs one command line in a working directory, stdout and stderr combined
 * in arrival order, and reports what it printed and how it ended.
 *
 * Every command runs through `@effect/platform`'s `CommandExecutor`, in its own process group.
 * When it ends, anything it left running in that group is killed (the executor leaves it after
 * a zero exit), and a timeout, a cancellation or the interruption of the running fiber kills
 * the whole group (SIGKILL), so no process outlives the call. The output is read until the
 * command exited and one second more, for a process outside the group may hold it open. The output is cleaned
 * of terminal escapes; the end of it (2,000 lines / 50 KB) is returned, and when it is longer
 * the whole output is also written to a temporary file whose path the result gives.
 */
import * as Command from "@effect/platform/Command"
import * as CommandExecutor from "@effect/platform/CommandExecutor"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { StringDecoder } from "node:string_decoder"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as Truncation from "../../domain/tools/Truncation.js"

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

  push(chunk: Uint8Array): void {
    this.add(this.decoder.write(chunk))
  }

  /** Ends the output (once more does nothing). */
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

/** How long the output may stay open after the command exited (a daemon that left the group). */
const CLOSE_GRACE = Duration.seconds(1)

/**
 * The exit code: the executor fails a process a signal ended, naming the signal only in its
 * message; the shell's convention gives 128 + the signal's number.
 */
const exitCodeOf = (child: CommandExecutor.Process) =>
  Effect.catchAll(child.exitCode, (error) => {
    const signal = /signal: (\w+)$/.exec(error.message)?.[1]
    return Effect.succeed(signal === undefined ? undefined : 128 + (os.constants.signals[signal as NodeJS.Signals] ?? 0))
  })

/** Runs a command line; scoped: closing the scope kills the whole process group. */
const runScoped = (shell: string, command: string, options: RunOptions) =>
  Effect.gen(function*() {
    const collector = new Collector(options.onOutput)
    yield* Effect.addFinalizer(() => Effect.sync(() => collector.end()))
    const child = yield* Command.make(shell, "-c", command).pipe(
      Command.workingDirectory(options.cwd),
      // stdin: an empty input, so that a command reading it does not wait
      Command.feed(""),
      Command.start,
      // the system's own words (no such directory, no such shell)
      Effect.mapError((error) => new ShellError({ message: `cannot run ${shell} in ${options.cwd}: ${error.description ?? error.message}` }))
    )
    // a timeout, a cancellation or an interruption: the whole group goes (it exited already otherwise)
    const killGroup = Effect.ignore(child.kill("SIGKILL"))
    yield* Effect.addFinalizer(() => killGroup)
    const reading = yield* Effect.forkScoped(
      Stream.runForEach(Stream.merge(child.stdout, child.stderr), (chunk) => Effect.sync(() => collector.push(chunk)))
    )
    const outcomes: Array<Effect.Effect<"exit" | "timeout" | "cancel">> = [Effect.as(Effect.ignore(child.exitCode), "exit" as const)]
    if (options.timeout !== undefined) outcomes.push(Effect.as(Effect.sleep(options.timeout), "timeout" as const))
    if (options.cancel !== undefined) outcomes.push(Effect.as(options.cancel, "cancel" as const))
    const how = yield* Effect.raceAll(outcomes)
    const exitCode = how === "exit" ? yield* exitCodeOf(child) : undefined
    // whatever the command left running in its group goes with it
    yield* killGroup
    // something that left the group may still hold the output open: it is not waited for
    yield* Effect.ignore(Effect.timeout(Fiber.join(reading), CLOSE_GRACE))
    yield* Fiber.interrupt(reading)
    collector.end()
    const { fullOutputPath, truncation } = collector.result()
    return {
      output: truncation.content,
      exitCode,
      cancelled: how === "cancel",
      timedOut: how === "timeout",
      truncation,
      fullOutputPath
    } satisfies Result
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

/** The shell on the processes the executor starts. */
export const make = (executor: CommandExecutor.CommandExecutor, config: Config = {}): Shell.Service => {
  const shell = shellFor(config.shellPath)
  const prefix = config.commandPrefix?.trim()
  return Shell.of({
    run: Effect.fn("Shell.run")((command: string, options: RunOptions) =>
      runScoped(shell, prefix ? `${prefix}\n${command}` : command, options).pipe(
        Effect.scoped,
        Effect.provideService(CommandExecutor.CommandExecutor, executor)
      )
    )
  })
}

/**
 * Node's command executor, imported when the layer is built: importing this module loads nothing
 * of `@effect/platform-node`, a peer only `layer` needs.
 */
const nodeExecutor = () =>
  Layer.unwrapEffect(
    Effect.promise(async () => {
      const [executor, fs] = await Promise.all([
        import("@effect/platform-node/NodeCommandExecutor"),
        import("@effect/platform-node/NodeFileSystem")
      ])
      return executor.layer.pipe(Layer.provide(fs.layer))
    })
  )

/** The shell on this machine's processes. */
export const layer = (config: Config = {}): Layer.Layer<Shell> =>
  Layer.effect(Shell, Effect.map(CommandExecutor.CommandExecutor, (executor) => make(executor, config))).pipe(
    Layer.provide(nodeExecutor())
  )
