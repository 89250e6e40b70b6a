/**
 * The command line is its own package, `arbor-cli` (packages/cli, an npm workspace of the clone),
 * which the library's package does not carry. The README's ways to get `arbor` on PATH for one's
 * own projects, into a private npm prefix (never the machine's), offline: `npm install -g
 * ./packages/cli` or `npm link -w arbor-cli` from the clone (a link to it), or the package as npm
 * would ship it (`npm pack -w arbor-cli`, installed from the tarball: a copy that needs nothing of
 * the clone). Then `arbor` runs from another directory by its name alone, and uninstalling
 * removes it.
 */
import { describe, expect, it } from "@effect/vitest"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "../support/Corpus.js"
import { scratchDir } from "../support/Spawn.js"

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

/** npm's own settings for a run under `home`: a private global prefix and cache, no network. */
const npmEnv = (home: string) => ({
  npm_config_prefix: path.join(home, "npm-global"),
  npm_config_cache: path.join(home, "npm-cache"),
  npm_config_offline: "true",
  npm_config_audit: "false",
  npm_config_fund: "false"
})

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
