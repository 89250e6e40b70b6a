/**
 * pi 1.6.0, installed on demand for what compares Arbor with it (`npm run bench:pi`, and
 * test/PiOpens.test.ts). pi is not a dependency: `@earendil-works/pi-coding-agent@1.6.0` goes
 * into `.bench/pi/` (ignored by git) with npm, and only its session manager is imported, by
 * path (the package root wants Node 22; that file loads on Node 20 as is), as a black box
 * through its public API (see pi-cli.mjs).
 */
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"

export const VERSION = "1.6.0"
export const PACKAGE = "@earendil-works/pi-coding-agent"

const root = path.resolve(import.meta.dirname, "..")
/** Where pi is installed: `<repository>/.bench/pi`. */
export const prefix = path.join(root, ".bench", "pi")
const packageDir = (at: string) => path.join(at, "node_modules", ...PACKAGE.split("/"))
const sessionManagerIn = (at: string) => path.join(packageDir(at), "dist", "core", "session-manager.js")
/** pi's SessionManager module, the one file of pi that is imported. */
export const sessionManager = sessionManagerIn(prefix)
/** The script that drives pi's SessionManager in a process of its own (`node pi-cli.mjs PI_MODULE TASK ...`). */
export const cli = path.join(root, "bench", "pi-cli.mjs")

/** The version of pi installed under `at`, if any. */
const installedVersion = (at: string): string | undefined => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(packageDir(at), "package.json"), "utf8")) as { version?: unknown }
    return typeof pkg.version === "string" ? pkg.version : undefined
  } catch {
    return undefined
  }
}

/** Whether `at` (default `.bench/pi`) holds pi 1.6.0's session manager. */
export const isInstalled = (at = prefix): boolean => installedVersion(at) === VERSION && fs.existsSync(sessionManagerIn(at))

/**
 * Makes sure `.bench/pi` holds pi 1.6.0: when it does not, installs it with npm (from the
 * registry npm is configured with) into a directory beside it, then moves that into place, so
 * that an interrupted install never leaves a half-installed pi behind. `onInstall` hears that an
 * install starts. Fails with npm's output when the install fails; at most `timeoutMs` (default
 * 10 minutes) is given to npm.
 */
export const ensure = async (options: { readonly onInstall?: (message: string) => void; readonly timeoutMs?: number } = {}): Promise<void> => {
  if (isInstalled()) return
  options.onInstall?.(`installing ${PACKAGE}@${VERSION} into ${path.relative(root, prefix)}/`)
  const partial = `${prefix}.partial-${process.pid}`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  try {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm"
    const args = ["install", "--prefix", partial, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `${PACKAGE}@${VERSION}`]
    const failure = await new Promise<string | undefined>((resolve) => {
      execFile(npm, args, { cwd: root, timeout: options.timeoutMs ?? 600_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error === null) return resolve(undefined)
        const how = error.killed ? `was stopped after ${options.timeoutMs ?? 600_000} ms` : `exited with ${String(error.code ?? error.signal)}`
        resolve([`npm ${args.join(" ")} ${how}`, stdout.trim(), stderr.trim()].filter((part) => part !== "").join("\n"))
      })
    })
    if (failure !== undefined) throw new Error(`could not install pi ${VERSION}: ${failure}`)
    if (!isInstalled(partial)) throw new Error(`could not install pi ${VERSION}: npm succeeded, but ${partial} holds no ${PACKAGE}@${VERSION} with dist/core/session-manager.js`)
    fs.rmSync(prefix, { recursive: true, force: true })
    fs.renameSync(partial, prefix)
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
}
