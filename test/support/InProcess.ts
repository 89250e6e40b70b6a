/**
 * The command line run in-process: `Cli.run` on the layers `Program` gives it, configured from
 * a test's environment instead of the process's, with a captured `Stdio`. Same arguments and
 * same result as `Spawn.arbor`, without starting a process (the end-to-end tests that start one
 * keep checking the built `arbor` itself).
 */
import { Effect } from "effect"
import * as Cli from "../../src/main/cli/Cli.js"
import { report } from "../../src/main/cli/CliErrors.js"
import * as Layers from "../../src/main/cli/Layers.js"
import * as Stdio from "../../src/main/cli/Stdio.js"
import { root } from "./Corpus.js"
import { type Result, tempDir } from "./Spawn.js"

export const arbor = async (
  args: ReadonlyArray<string>,
  /** Without `agentDir`, a fresh temporary one, so that nothing touches ~/.pi. */
  options: { readonly agentDir?: string; readonly cwd?: string; readonly env?: Record<string, string> } = {}
): Promise<Result> => {
  const environment = {
    cwd: options.cwd ?? root,
    env: { ...process.env, PI_CODING_AGENT_DIR: options.agentDir ?? tempDir(), ARBOR_DEBUG: "", ARBOR_MODEL: "", ...options.env }
  }
  const captured = Stdio.capture(environment)
  const exit = await Effect.runPromiseExit(
    Cli.run(["node", "arbor", ...args]).pipe(Effect.provide(Layers.cli(environment)), Effect.provide(captured.layer))
  )
  const { code, stderr } = report(exit, false)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() + stderr }
}
