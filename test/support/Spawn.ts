/** Runs the built `arbor` (or another bundled program, or any program: `exec`) as a real process. */
import { type ChildProcess, execFile, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, onTestFinished } from "vitest"
import { getCurrentTest } from "vitest/suite"
import { root } from "./Corpus.js"

export const arborBin = path.join(root, "packages/cli/bin/arbor.js")
export const appenderBin = path.join(root, "dist/test/appender.js")

export interface Result {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  /** The signal that ended the run, if one did (its code is then 128 + the signal's number). */
  readonly signal?: NodeJS.Signals
}

/** A run for an assertion's message: its arguments, how it ended, its stdout and stderr. */
export const shown = (args: ReadonlyArray<string>, result: Result, program = "arbor"): string =>
  [
    `${program} ${args.join(" ")}: exit ${result.code}${result.signal === undefined ? "" : ` (${result.signal})`}`,
    `stdout: ${result.stdout.slice(-4000)}`,
    `stderr: ${result.stderr.slice(-4000)}`
  ].join("\n")

const made = new Set<string>()
const removeDir = (dir: string) => {
  fs.rmSync(dir, { recursive: true, force: true })
  made.delete(dir)
}
// imported while a test file is collected: whatever its tests left is removed after them
afterAll(() => made.forEach(removeDir))

/**
 * A fresh temporary directory, removed when the test that asked for it finishes (passed or
 * failed); one made while tests are collected, or by a concurrent test (whose finish this
 * cannot tell apart from its neighbours'), is removed after the file's tests.
 */
export const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-test-"))
  made.add(dir)
  const test = getCurrentTest()
  if (test !== undefined && test.concurrent !== true) onTestFinished(() => removeDir(dir))
  return dir
}

/** A fresh temporary directory removed when the current test ends, passed or failed. */
export const scratchDir = (): string => {
  const dir = tempDir()
  onTestFinished(() => removeDir(dir))
  return dir
}

/**
 * Runs `program` with `args` as a real process and resolves with how it ended (never rejects):
 * a run killed by a signal has code 128 + the signal's number, one that could not start -1.
 */
export const exec = (
  program: string,
  args: ReadonlyArray<string>,
  options: {
    readonly cwd: string
    readonly env: Record<string, string | undefined>
    readonly timeoutMs?: number
    /** Written to the process's standard input, which is then closed (left open without it). */
    readonly input?: string
  }
) =>
  new Promise<Result>((resolve) => {
    const child = execFile(
      program,
      args,
      { cwd: options.cwd, env: options.env, maxBuffer: 256 * 1024 * 1024, timeout: options.timeoutMs ?? 0 },
      (error, stdout, stderr) => {
        if (error === null) return resolve({ code: 0, stdout, stderr })
        // killed by a signal (or over maxBuffer): never an ordinary exit 1
        const signal = error.signal ?? undefined
        if (signal !== undefined) return resolve({ code: 128 + (os.constants.signals[signal] ?? 0), stdout, stderr, signal })
        if (typeof error.code === "number") return resolve({ code: error.code, stdout, stderr })
        resolve({ code: -1, stdout, stderr: `${stderr}(not run: ${error.message})` })
      }
    )
    if (options.input !== undefined) child.stdin?.end(options.input)
  })

export const arbor = (
  args: ReadonlyArray<string>,
  /** Without `agentDir`, a fresh temporary one, so that nothing touches ~/.pi. */
  options: { readonly agentDir?: string; readonly cwd?: string; readonly env?: Record<string, string> } = {}
) =>
  exec(process.execPath, [arborBin, ...args], {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      PI_CODING_AGENT_DIR: options.agentDir ?? tempDir(),
      ARBOR_DEBUG: "",
      ARBOR_MODEL: "",
      ...options.env
    }
  })

export const start = (program: string, args: ReadonlyArray<string>): ChildProcess =>
  spawn(process.execPath, [program, ...args], { stdio: ["ignore", "pipe", "pipe"] })
