/**
 * The README's first run: in a fresh clone, `npm install` builds once and the README's main
 * command starts the chat without building again (npm re-runs a package's `prepare` wherever it
 * installs it, `npx` included).
 *
 * The command line is its own package, `arbor-cli` (packages/cli, an npm workspace of the clone),
 * which the library's package does not carry. The README's ways to get `arbor` on PATH for one's
 * own projects, into a private npm prefix (never the machine's), offline: `npm install -g
 * ./packages/cli` or `npm link -w arbor-cli` from the clone (a link to it), or the package as npm
 * would ship it (`npm pack -w arbor-cli`, installed from the tarball: a copy that needs nothing of
 * the clone). Then `arbor` runs from another directory by its name alone, and uninstalling
 * removes it.
 */
import { describe, expect, it } from "@effect/vitest"
import { execFile, execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "../support/Corpus.js"
import { scratchDir } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const run = (file: string, args: ReadonlyArray<string>, options: { readonly cwd: string; readonly env: Record<string, string> }) =>
  new Promise<Run>((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env } },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr })
    )
  })

const README = fs.readFileSync(path.join(root, "README.md"), "utf8")

/** npm's own settings for a run: a private cache (npx's too), no network. */
const npmSettings = (home: string) => ({
  npm_config_cache: path.join(home, "npm-cache"),
  npm_config_offline: "true",
  npm_config_audit: "false",
  npm_config_fund: "false"
})

/** The same with a private global prefix under `home`. */
const npmEnv = (home: string) => ({ npm_config_prefix: path.join(home, "npm-global"), ...npmSettings(home) })

/** `arbor` on the PATH of the prefix under `home` answers help, a prompt and a listing in a project of its own. */
const runsFromPath = async (home: string) => {
  const project = path.join(home, "my-project")
  fs.mkdirSync(project)
  const env = {
    PATH: `${path.join(home, "npm-global", "bin")}${path.delimiter}${process.env.PATH}`,
    PI_CODING_AGENT_DIR: path.join(home, "agent"),
    ARBOR_MODEL: ""
  }
  const help = await run("arbor", ["--help"], { cwd: project, env })
  expect([help.code, help.stdout.split("\n")[0]]).toEqual([0, "arbor: pi-compatible session trees for coding agents"])
  const reply = await run("arbor", ["-p", "hello from my project"], { cwd: project, env })
  expect([reply.code, reply.stdout]).toEqual([
    0,
    "[offline] Arbor has no model configured; this is the offline responder. You said: hello from my project\n"
  ])
  const listed = await run("arbor", ["ls", "--json"], { cwd: project, env })
  expect(JSON.parse(listed.stdout).map((s: { cwd: string }) => s.cwd)).toEqual([fs.realpathSync(project)])
}

/** The README's main command: the line after `npm install` in the first block of "Set up", its comment left out. */
const mainCommand = (): string => {
  const setUp = README.slice(README.indexOf("## Set up"))
  const block = /```sh\n([\s\S]*?)```/.exec(setUp)![1]!.split("\n")
  const install = block.findIndex((line) => line.startsWith("npm install"))
  return block[install + 1]!.replace(/#.*$/, "").trim()
}

/** A fresh clone of this checkout (its files as they are now, not what git ignores), its dependencies installed. */
const freshClone = (home: string): string => {
  const clone = path.join(home, "arbor")
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  for (const file of listed.split("\0")) {
    if (file === "" || !fs.existsSync(path.join(root, file)) || fs.lstatSync(path.join(root, file)).isSymbolicLink()) continue
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(clone, file))
  }
  // the dependencies `npm install` would put there, shared (nothing below writes to them), but
  // the workspace's own package and its executable, which are the clone's
  const modules = path.join(clone, "node_modules")
  const shared = path.join(root, "node_modules")
  fs.mkdirSync(path.join(modules, ".bin"), { recursive: true })
  for (const name of fs.readdirSync(shared)) {
    if (name !== ".bin" && name !== "arbor-cli") fs.symlinkSync(fs.realpathSync(path.join(shared, name)), path.join(modules, name))
  }
  for (const name of fs.readdirSync(path.join(shared, ".bin"))) {
    if (name !== "arbor") fs.symlinkSync(fs.realpathSync(path.join(shared, ".bin", name)), path.join(modules, ".bin", name))
  }
  fs.symlinkSync("../packages/cli", path.join(modules, "arbor-cli"))
  fs.symlinkSync("../arbor-cli/bin/arbor.js", path.join(modules, ".bin", "arbor"))
  return clone
}

const mtimes = (dir: string, files: ReadonlyArray<string>) => files.map((file) => fs.statSync(path.join(dir, file)).mtimeMs)

describe("the first run", () => {
  it("npm install builds once; the README's main command then starts the chat without building again", async () => {
    const home = scratchDir()
    const clone = freshClone(home)
    const npmEnv = npmSettings(home)
    // what `npm install` runs last (its installing is left out: the clone shares this checkout's node_modules)
    const installed = await run("npm", ["run", "prepare"], { cwd: clone, env: npmEnv })
    expect(installed.code, installed.stderr).toBe(0)
    const built = ["packages/cli/dist/arbor.cjs", "packages/cli/dist/arbor-core.cjs", "packages/cli/dist/arbor-agent.cjs", "dist/lib/index.js"]
    const before = mtimes(clone, built)
    // npm prepares the clone again wherever it installs it: nothing is built a second time
    const again = await run("npm", ["run", "prepare"], { cwd: clone, env: npmEnv })
    expect([again.code, again.stdout.trim().split("\n").at(-1)]).toEqual([0, "arbor: dist/ is up to date with the sources; nothing to build"])
    expect(mtimes(clone, built)).toEqual(before)

    const command = mainCommand()
    const env = { ...npmEnv, HOME: home, PI_CODING_AGENT_DIR: path.join(home, "agent"), ARBOR_MODEL: "" }
    const term = Terminal.run(["/bin/sh", "-c", command], { cwd: clone, env, columns: 100, rows: 30 })
    try {
      // on a busy machine npx alone takes seconds; a build behind its spinner took a minute or more
      await term.waitFor("offline/offline (offline)", 120_000)
    } finally {
      term.close()
    }
    expect(mtimes(clone, built), `${command} built the clone again`).toEqual(before)
  }, 300_000)
})

describe("getting arbor on PATH", () => {
  it("the command's package holds its executable and bundles; the library's holds no command", () => {
    const cli = JSON.parse(fs.readFileSync(path.join(root, "packages/cli/package.json"), "utf8")) as Record<string, unknown>
    expect([cli.name, cli.type, cli.bin, cli.files]).toEqual(["arbor-cli", "commonjs", { arbor: "bin/arbor.js" }, ["bin", "dist/*.cjs"]])
    const library = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, unknown>
    expect([library.name, library.bin, library.workspaces]).toEqual(["arbor", undefined, ["packages/cli"]])
  })

  for (
    const [install, uninstall] of [
      [["install", "-g", "./packages/cli"], ["uninstall", "-g", "arbor-cli"]],
      [["link", "-w", "arbor-cli"], ["unlink", "-g", "arbor-cli"]]
    ] as const
  ) {
    it(`npm ${install.join(" ")} from the clone puts arbor on PATH; npm ${uninstall.join(" ")} takes it away`, async () => {
      expect(README).toContain(`npm ${install.join(" ")}`)
      expect(README).toContain(`npm ${uninstall.join(" ")}`)
      const home = scratchDir()
      const installed = await run("npm", install, { cwd: root, env: npmEnv(home) })
      expect(installed.code, installed.stderr).toBe(0)
      await runsFromPath(home)
      const removed = await run("npm", uninstall, { cwd: root, env: npmEnv(home) })
      expect(removed.code, removed.stderr).toBe(0)
      expect(fs.existsSync(path.join(home, "npm-global", "bin", "arbor"))).toBe(false)
    })
  }

  it("npm pack -w arbor-cli makes a tarball of the executable and its bundles, which installs and runs as a copy", async () => {
    const home = scratchDir()
    const packed = await run("npm", ["pack", "-w", "arbor-cli", "--ignore-scripts", "--json", "--pack-destination", home], { cwd: root, env: npmEnv(home) })
    expect(packed.code, packed.stderr).toBe(0)
    const [tarball] = JSON.parse(packed.stdout) as ReadonlyArray<{ readonly filename: string; readonly files: ReadonlyArray<{ readonly path: string }> }>
    expect(tarball!.files.map((f) => f.path).sort()).toEqual([
      "bin/arbor.js",
      ...["-agent", "-context", "-core", "-info", "-list", "-scan", ""].map((name) => `dist/arbor${name}.cjs`),
      "package.json"
    ])
    const installed = await run("npm", ["install", "-g", path.join(home, tarball!.filename)], { cwd: home, env: npmEnv(home) })
    expect(installed.code, installed.stderr).toBe(0)
    const copy = path.join(home, "npm-global", "lib", "node_modules", "arbor-cli")
    expect(fs.realpathSync(copy)).toBe(copy) // not a link to the clone
    await runsFromPath(home)
    const removed = await run("npm", ["uninstall", "-g", "arbor-cli"], { cwd: home, env: npmEnv(home) })
    expect(removed.code, removed.stderr).toBe(0)
    expect(fs.existsSync(path.join(home, "npm-global", "bin", "arbor"))).toBe(false)
  })
})
