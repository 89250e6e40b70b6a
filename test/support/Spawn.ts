/** Runs the built `arbor` (or another bundled program) as a real process. */
import { execFile, spawn, type ChildProcess } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { onTestFinished } from "vitest"
import { root } from "./Corpus.js"

export const arborBin = path.join(root, "bin/arbor.js")
export const appenderBin = path.join(root, "dist/test/appender.js")

export interface Result {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** A fresh temporary directory; PI_CODING_AGENT_DIR points into it so nothing touches ~/.pi. */
export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "arbor-test-"))

/** A fresh temporary directory removed when the current test ends, passed or failed. */
export const scratchDir = (): string => {
  const dir = tempDir()
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

export const arbor = (
  args: ReadonlyArray<string>,
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
          PI_CODING_AGENT_DIR: options.agentDir ?? path.join(os.tmpdir(), "arbor-test-agent"),
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
