/** Runs the built `arbor` (or another bundled program) as a real process. */
import { execFile, spawn, type ChildProcess } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, onTestFinished } from "vitest"
import { getCurrentTest } from "vitest/suite"
import { root } from "./Corpus.js"

export const arborBin = path.join(root, "bin/arbor.js")
export const appenderBin = path.join(root, "dist/test/appender.js")

export interface Result {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

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

export const arbor = (
  args: ReadonlyArray<string>,
  /** Without `agentDir`, a fresh temporary one, so that nothing touches ~/.pi. */
  options: { readonly agentDir?: string; readonly cwd?: string; readonly env?: Record<string, string> } = {}
) =>
  new Promise<Result>((resolve) => {
    execFile(
      process.execPath,
      [arborBin, ...args],
      {
        cwd: options.cwd ?? root,
        env: {
          ...process.env,
          PI_CODING_AGENT_DIR: options.agentDir ?? tempDir(),
          ARBOR_DEBUG: "",
          ARBOR_MODEL: "",
          ...options.env
        },
        maxBuffer: 256 * 1024 * 1024
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1
        resolve({ code, stdout, stderr })
      }
    )
  })

export const start = (program: string, args: ReadonlyArray<string>): ChildProcess =>
  spawn(process.execPath, [program, ...args], { stdio: ["ignore", "pipe", "pipe"] })
