/**
 * What a command line mode reads from and writes to its process, as a service: its standard
 * input (as text until EOF, and whether it is a terminal), output and error (with whether each
 * is a terminal, and how wide), its working directory and its environment. `Layers.stdio`
 * provides the process's own; tests provide `capture` (or their own input, as RPC's in-process
 * tests do), and run the command line in-process.
 */
import * as Console from "effect/Console"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { format } from "node:util"
import * as TerminalText from "../../domain/format/TerminalText.js"

export interface Output {
  readonly isTTY: boolean
  /** The terminal's width, when it is one. */
  readonly columns?: number | undefined
  /** Writes a chunk; done when the stream took it (so that a large answer waits for a slow reader). */
  readonly write: (chunk: string | Uint8Array) => Effect.Effect<void>
}

export interface Input {
  readonly isTTY: boolean
  /**
   * What arrives, decoded as UTF-8, in chunks as they come (a line may span chunks), ending at
   * EOF (or when reading fails). Run once: the RPC server is its one reader.
   */
  readonly text: Stream.Stream<string>
}

export declare namespace Stdio {
  export interface Service {
    readonly stdin: Input
    readonly stdout: Output
    readonly stderr: Output
    readonly cwd: string
    readonly env: { readonly [name: string]: string | undefined }
  }
}

export class Stdio extends Context.Tag("arbor/Stdio")<Stdio, Stdio.Service>() {}

/**
 * A `Console` whose `log` goes to `stdout` and `error` (and `warn`) to `stderr`, formatted as
 * Node's console formats. A console line is text for people, so it goes through
 * `TerminalText.display` (no escape sequence, control or bidi character of a session's text
 * reaches the terminal). Data (JSON, an export's document) and text Arbor has styled itself
 * are written with `stdout.write` instead.
 */
export const console = (stdio: Stdio.Service): Console.Console => {
  const line = (output: Output) => (...args: ReadonlyArray<unknown>) => output.write(TerminalText.display(format(...args)) + "\n")
  const base = Effect.runSync(Effect.console)
  return { ...base, log: line(stdio.stdout), info: line(stdio.stdout), error: line(stdio.stderr), warn: line(stdio.stderr) }
}

/** A stream's writes as an `Output` (a Node `Writable` such as `process.stdout`). */
export const output = (stream: NodeJS.WriteStream): Output => ({
  isTTY: stream.isTTY === true,
  columns: stream.isTTY === true ? stream.columns : undefined,
  write: (chunk) => Effect.async<void>((resume) => void stream.write(chunk, () => resume(Effect.void)))
})

/**
 * A stream's text as an `Input` (a Node `Readable` such as `process.stdin`), taken only when
 * it is asked about or read (so that a command that reads no input never opens it); when it is
 * no longer read, it is paused and lets the process exit.
 */
export const input = (stream: () => NodeJS.ReadStream): Input => ({
  get isTTY() {
    return stream().isTTY === true
  },
  text: Stream.async<string>((emit) => {
    const readable = stream()
    readable.setEncoding("utf8")
    const onData = (chunk: string) => void emit.single(chunk)
    const onEnd = () => void emit.end()
    readable.on("data", onData)
    readable.once("end", onEnd)
    readable.once("error", onEnd)
    return Effect.sync(() => {
      readable.off("data", onData)
      readable.off("end", onEnd)
      readable.off("error", onEnd)
      readable.pause()
      readable.unref?.()
    })
  })
})

/** An input that has ended already (not a terminal): what a command that reads none is given. */
export const noInput: Input = { isTTY: false, text: Stream.empty }

export interface Captured {
  readonly layer: Layer.Layer<Stdio>
  readonly stdout: () => string
  readonly stderr: () => string
}

/** An in-memory `Stdio` (not a terminal) that keeps what is written, for running commands in-process. */
export const capture = (options: {
  readonly cwd: string
  readonly env: Stdio.Service["env"]
  /** What stdin holds; by default nothing (at EOF). */
  readonly stdin?: Input
  /** Called after every chunk written to stdout (to watch the output as it comes). */
  readonly onStdout?: (chunk: Uint8Array) => void
}): Captured => {
  const out: Array<Uint8Array> = []
  const err: Array<Uint8Array> = []
  const sink = (chunks: Array<Uint8Array>, onWrite?: (chunk: Uint8Array) => void): Output => ({
    isTTY: false,
    write: (chunk) =>
      Effect.sync(() => {
        const bytes = Buffer.from(chunk)
        chunks.push(bytes)
        onWrite?.(bytes)
      })
  })
  return {
    layer: Layer.succeed(Stdio, {
      stdin: options.stdin ?? noInput,
      stdout: sink(out, options.onStdout),
      stderr: sink(err),
      cwd: options.cwd,
      env: options.env
    }),
    stdout: () => Buffer.concat(out).toString("utf8"),
    stderr: () => Buffer.concat(err).toString("utf8")
  }
}

/** JSON to stdout: indented on a terminal, on one line for programs. */
export const printJson = (value: unknown) =>
  Effect.flatMap(Stdio, ({ stdout }) => stdout.write(`${JSON.stringify(value, null, stdout.isTTY ? 2 : undefined)}\n`))
