/**
 * The README's way to get `arbor` on PATH for one's own projects: `npm install -g .` or
 * `npm link` from the clone, into a private npm prefix (never the machine's), offline. Then
 * `arbor` runs from another directory by its name alone, and uninstalling removes it.
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

describe("getting arbor on PATH", () => {
  for (
    const [install, uninstall] of [
      [["install", "-g", "."], ["uninstall", "-g", "arbor"]],
      [["link"], ["unlink", "-g", "arbor"]]
    ] as const
  ) {
    it(`npm ${install.join(" ")} from the clone puts arbor on PATH; npm ${uninstall.join(" ")} takes it away`, async () => {
      expect(README).toContain(`npm ${install.join(" ")}`)
      const home = scratchDir()
      const prefix = path.join(home, "npm-global")
      const project = path.join(home, "my-project")
      fs.mkdirSync(project)
      // npm's own settings for this run only: a private global prefix and cache, no network
      const npmEnv = {
        npm_config_prefix: prefix,
        npm_config_cache: path.join(home, "npm-cache"),
        npm_config_offline: "true",
        npm_config_audit: "false",
        npm_config_fund: "false"
      }
      const installed = await run("npm", install, { cwd: root, env: npmEnv })
      expect(installed.code, installed.stderr).toBe(0)

      const env = { PATH: `${path.join(prefix, "bin")}${path.delimiter}${process.env.PATH}`, PI_CODING_AGENT_DIR: path.join(home, "agent"), ARBOR_MODEL: "" }
      const help = await run("arbor", ["--help"], { cwd: project, env })
      expect([help.code, help.stdout.split("\n")[0]]).toEqual([0, "arbor: pi-compatible session trees for coding agents"])
      const reply = await run("arbor", ["-p", "hello from my project"], { cwd: project, env })
      expect([reply.code, reply.stdout]).toEqual([
        0,
        "[offline] Arbor has no model configured; this is the offline responder. You said: hello from my project\n"
      ])
      const listed = await run("arbor", ["ls", "--json"], { cwd: project, env })
      expect(JSON.parse(listed.stdout).map((s: { cwd: string }) => s.cwd)).toEqual([fs.realpathSync(project)])

      const removed = await run("npm", uninstall, { cwd: root, env: npmEnv })
      expect(removed.code, removed.stderr).toBe(0)
      expect(fs.existsSync(path.join(prefix, "bin", "arbor"))).toBe(false)
    })
  }
})
