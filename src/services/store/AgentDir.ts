/**
 * pi's agent directory, where sessions, settings, auth.json and models.json live:
 * `$PI_CODING_AGENT_DIR` when set and not empty (with `~`, `~/…` and `file://` expanded, as
 * pi does), else `~/.pi/agent`; always absolute. `config` reads it through Effect's `Config`,
 * so an application decides where it comes from (a `ConfigProvider`), and tests set it
 * without touching the process's environment.
 */
import * as Config from "effect/Config"
import * as Option from "effect/Option"
import * as os from "node:os"
import { agentDir, expandPath } from "./Paths.js"

export { expandPath }

/** The agent directory for a configured value (`PI_CODING_AGENT_DIR`; empty or absent: the default). */
export const resolve = agentDir

/** The agent directory, read from `PI_CODING_AGENT_DIR` and `HOME` (else the user's home directory). */
export const config: Config.Config<string> = Config.all([Config.option(Config.string("PI_CODING_AGENT_DIR")), Config.option(Config.string("HOME"))]).pipe(
  Config.map(([configured, home]) => resolve(Option.getOrUndefined(configured), Option.getOrElse(home, () => os.homedir())))
)
