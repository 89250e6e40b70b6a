/**
 * What a command line mode reads from and writes to its process, as a service: its standard
 * output and error (with whether each is a terminal, and how wide), its working directory and
 * its environment. `Layers.stdio` provides the process's own; tests provide `capture`, and run
 * the command line in-process.
 */
import { Console, Context, Effect, Layer } from "effect"
import { format } from "node:util"

export interface Output {
  readonly isTTY: boolean
  /** The terminal's width, when it is one. */
  readonly columns?: number | undefined
  /** Writes a chunk; done when the stream took it (so that a large answer waits for a slow reader). */
  readonly write: (chunk: string | Uint8Array) => Effect.Effect<void>
}

export declare namespace Stdio {
  export interface Service {
    readonly stdout: Output
    readonly stderr: Output
    readonly cwd: string
    readonly env: { readonly [name: string]: string | undefined }
  }
}

export class Stdio extends Context.Tag("arbor/Stdio")<Stdio, Stdio.Service>() {}

/** A `Console` whose `log` goes to `stdout` and `error` (and `warn`) to `stderr`, formatted as Node's console formats. */
export const console = (stdio: Stdio.Service): Console.Console => {
  const line = (output: Output) => (...args: ReadonlyArray<unknown>) => output.write(format(...args) + "\n")
  const base = Effect.runSync(Effect.console)
  return { ...base, log: line(stdio.stdout), info: line(stdio.stdout), error: line(stdio.stderr), warn: line(stdio.stderr) }
}

/** A stream's writes as an `Output` (a Node `Writable` such as `process.stdout`). */
export const output = (stream: NodeJS.WriteStream): Output => ({
  isTTY: stream.isTTY === true,
  columns: stream.isTTY === true ? stream.columns : undefined,
  write: (chunk) => Effect.async<void>((resume) => void stream.write(chunk, () => resume(Effect.void)))
})

export interface Captured {
  readonly layer: Layer.Layer<Stdio>
  readonly stdout: () => string
  readonly stderr: () => string
}

/** An in-memory `Stdio` (not a terminal) that keeps what is written, for running commands in-process. */
export const capture = (options: { readonly cwd: string; readonly env: Stdio.Service["env"] }): Captured => {
  const out: Array<Uint8Array> = []
  const err: Array<Uint8Array> = []
  const sink = (chunks: Array<Uint8Array>): Output => ({
    isTTY: false,
    write: (chunk) => Effect.sync(() => void chunks.push(Buffer.from(chunk)))
  })
  return {
    layer: Layer.succeed(Stdio, { stdout: sink(out), stderr: sink(err), cwd: options.cwd, env: options.env }),
    stdout: () => Buffer.concat(out).toString("utf8"),
    stderr: () => Buffer.concat(err).toString("utf8")
  }
}
