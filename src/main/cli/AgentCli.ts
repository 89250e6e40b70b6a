/**
 * The commands that talk to a model: print mode (`arbor -p`), `compact`, `navigate
 * --summarize` and `replay`, and what the agent modes (print, RPC, the chat) share: the agent
 * flags checked, the system prompt, startup warnings, where new sessions go. Each runs an
 * `AgentSession` with the model chosen by `--model` / `--provider` (else `ARBOR_MODEL`, else
 * the settings' default model, else the offline model). Loaded only when one of them runs: the
 * command line defines their options (Cli.ts) and imports this module on use.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as os from "node:os"
import * as SystemPrompt from "../../domain/agent/SystemPrompt.js"
import * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import type * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as BuiltinTools from "../../domain/tools/BuiltinTools.js"
import * as ReplayDomain from "../../domain/tree/Replay.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as AgentSession from "../../services/agent/AgentSession.js"
import * as Replay from "../../services/agent/Replay.js"
import * as Settings from "../../services/agent/Settings.js"
import * as ModelRegistry from "../../services/model/ModelRegistry.js"
import * as AgentDir from "../../services/store/AgentDir.js"
import { SessionStore } from "../../services/store/SessionStore.js"
import * as Toolkit from "../../services/tools/Toolkit.js"
import { CliFailure, UsageError, userMessage } from "./CliErrors.js"
import * as Layers from "./Layers.js"
import { agentFailure, failIn, type PrintOptions, resolveHere, resolveSource, type SessionOptions } from "./Sessions.js"
import * as Stdio from "./Stdio.js"

/**
 * The agent flags of a mode, checked: `--tools` names built-in tools and excludes `--no-tools`;
 * `--thinking` names a level; `--approve` excludes `--no-approve`.
 */
export const agentFlags = (options: SessionOptions): Effect.Effect<Layers.AgentFlags, UsageError> =>
  Effect.gen(function*() {
    if (options.noTools && Option.isSome(options.tools)) return yield* new UsageError({ message: "--tools cannot be combined with --no-tools" })
    if (options.approve && options.noApprove) return yield* new UsageError({ message: "--approve cannot be combined with --no-approve" })
    let tools: ReadonlyArray<string> | undefined = options.noTools ? [] : undefined
    if (Option.isSome(options.tools)) {
      const names = options.tools.value.split(",").map((t) => t.trim()).filter((t) => t !== "")
      const unknown = names.map((n) => n.replace(/^[+-]/, "")).filter((n) => !BuiltinTools.isName(n))
      if (unknown.length > 0) {
        return yield* new UsageError({
          message: `unknown tool${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; the tools are ${BuiltinTools.ALL.join(", ")}`
        })
      }
      tools = names
    }
    if (Option.isSome(options.thinking) && !ThinkingLevel.isLevel(options.thinking.value)) {
      return yield* new UsageError({ message: `--thinking must be one of ${ThinkingLevel.LEVELS.join(", ")}` })
    }
    const approve = options.approve ? true : options.noApprove ? false : undefined
    return { model: Option.getOrUndefined(options.model), provider: Option.getOrUndefined(options.provider), tools, approve }
  })

/** Runs a mode with the agent layers its flags ask for (`askTrust`: how the chat asks whether to trust the project). */
export const withAgent = <A, E, R>(
  options: SessionOptions,
  program: (flags: Layers.AgentFlags) => Effect.Effect<A, E, R>,
  askTrust?: Layers.AgentFlags["askTrust"]
) => Effect.flatMap(agentFlags(options), (flags) => program(flags).pipe(Effect.provide(Layers.agent({ ...flags, askTrust }))))

/** pi's instruction files: `AGENTS.md` (else `CLAUDE.md`) in the agent directory, then in every directory from the root down to `cwd`. */
export const contextFiles = (agentDir: string, cwd: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const dirs: Array<string> = []
    for (let dir = path.resolve(cwd);; dir = path.dirname(dir)) {
      dirs.unshift(dir)
      if (path.dirname(dir) === dir) break
    }
    const found: Array<SystemPrompt.ContextFile> = []
    for (const dir of [agentDir, ...dirs.filter((d) => d !== agentDir)]) {
      for (const name of ["AGENTS.md", "CLAUDE.md"]) {
        const file = path.join(dir, name)
        const text = yield* fs.readFileString(file).pipe(Effect.option)
        if (Option.isSome(text)) {
          found.push({ path: file, text: text.value })
          break
        }
      }
    }
    return found
  })

/**
 * How a mode's agent starts: Arbor's system prompt (the tools, the working directory, today,
 * the instruction files), and whether the model and the level were asked for on the command line.
 */
export const agentOptions = (options: SessionOptions, flags: Layers.AgentFlags) =>
  Effect.gen(function*() {
    const toolkit = yield* Toolkit.Toolkit
    const store = yield* SessionStore
    const { cwd, env } = yield* Stdio.Stdio
    const date = new Date(yield* Clock.currentTimeMillis).toISOString().slice(0, 10)
    const files = yield* contextFiles(store.agentDir, cwd)
    return {
      systemPrompt: { sections: SystemPrompt.sections({ tools: toolkit.tools, cwd, date, contextFiles: files }) },
      explicitModel: Layers.explicitModel(flags, env),
      thinkingLevel: Option.getOrUndefined(options.thinking),
      errorText: userMessage
    } satisfies AgentSession.Options
  })

/** What was wrong in the settings and model files, and a start model (the settings' default, or pi's choice) that cannot be used. */
export const startupWarnings = (flags: Layers.AgentFlags) =>
  Effect.gen(function*() {
    const settings = yield* Settings.Settings
    const registry = yield* ModelRegistry.ModelRegistry
    const warnings = [...settings.warnings, ...registry.warnings]
    const current = yield* settings.current
    const { env } = yield* Stdio.Stdio
    if (!Layers.explicitModel(flags, env)) warnings.push(...(yield* ModelRegistry.start(registry, current)).warnings)
    return warnings
  })

/** pi's order for where new sessions go: `--session-dir`, `PI_CODING_AGENT_SESSION_DIR`, the settings' `sessionDir`. */
export const sessionDirOf = (options: SessionOptions) =>
  Effect.gen(function*() {
    if (Option.isSome(options.sessionDir)) return options.sessionDir.value
    const fromEnv = (yield* Stdio.Stdio).env.PI_CODING_AGENT_SESSION_DIR?.trim()
    if (fromEnv) return AgentDir.expandPath(fromEnv, os.homedir())
    const configured = (yield* (yield* Settings.Settings).current).sessionDir
    return configured === undefined ? undefined : AgentDir.expandPath(configured, os.homedir())
  })

/** The session an agent mode starts on (`Sessions.resolveSource`, new sessions where the settings say). */
export const agentSource = (options: SessionOptions) => Effect.flatMap(sessionDirOf(options), (dir) => resolveSource(options, dir))

/**
 * What pi's print mode shows of a run, from the run's last assistant message: its text blocks,
 * each on its own line, on stdout; or on stderr why there is no answer (the error, `Request
 * aborted`, a reply cut at the output limit), which makes the exit code 1. Nothing when the run
 * ended without a reply.
 */
export const printedReply = (message: Json.JsonObject | undefined): { readonly stdout: string; readonly failure: string | undefined } => {
  if (message === undefined) return { stdout: "", failure: undefined }
  const stopReason = message.stopReason
  if (stopReason === "error" || stopReason === "aborted") {
    const error = typeof message.errorMessage === "string" && message.errorMessage !== "" ? message.errorMessage : `Request ${stopReason}`
    return { stdout: "", failure: error }
  }
  const blocks = Array.isArray(message.content) ? message.content : []
  const texts = blocks.flatMap((block) =>
    typeof block === "object" && block !== null && !Array.isArray(block) && block.type === "text" && typeof block.text === "string" ? [`${block.text}\n`] : []
  )
  return { stdout: texts.join(""), failure: stopReason === "length" ? "Response was truncated: the model reached its output token limit." : undefined }
}

/** `arbor -p PROMPT`: one prompt, the reply on stdout, then exit. */
export const printMode = (options: PrintOptions) =>
  withAgent(options, (flags) =>
    Effect.scoped(
      Effect.gen(function*() {
        for (const warning of yield* startupWarnings(flags)) yield* Console.error(`arbor: warning: ${warning}`)
        const source = yield* agentSource(options)
        const session = yield* AgentSession.make(source, yield* agentOptions(options, flags))
        const result = yield* session.prompt(options.print)
        // as pi: only the last reply's text, once the run is over
        const printed = printedReply(result.message)
        // the reply as written when piped (as pi prints it); on a terminal, shown safely
        const { stdout } = yield* Stdio.Stdio
        if (printed.stdout !== "") yield* stdout.write(stdout.isTTY ? TerminalText.display(printed.stdout) : printed.stdout)
        if (printed.failure !== undefined) return yield* new CliFailure({ message: printed.failure })
      })
    )).pipe(Effect.mapError(agentFailure))

/**
 * How `navigate --summarize` and `compact` start their agent: the model `--model` (or
 * `ARBOR_MODEL`) names writes the summary; without one, the model the session's path records,
 * as when a session is continued.
 */
const summarizer = (model: string | undefined) =>
  Effect.map(Stdio.Stdio, ({ env }): AgentSession.Options => ({ explicitModel: Layers.explicitModel({ model }, env) }))

/** `navigate --summarize`: summarize the branch being left with the model. */
export const navigateWithSummary = (ref: string, target: string, instructions: string | undefined, label: string | undefined, model: string | undefined) =>
  Effect.flatMap(resolveHere(ref), (file) =>
    Effect.scoped(
      Effect.gen(function*() {
        const session = yield* AgentSession.make(file, yield* summarizer(model))
        const result = yield* session.navigate(target, { summarize: true, customInstructions: instructions, label })
        const state = yield* session.state
        return { result, leafId: SessionTree.leafId(state.tree) }
      }).pipe(Effect.provide(Layers.agent({ model })), Effect.mapError(failIn(file)))
    ))

/** `arbor compact SESSION`. */
export const compact = (options: {
  readonly file: string
  readonly instructions: Option.Option<string>
  readonly model: Option.Option<string>
  readonly json: boolean
}) =>
  Effect.flatMap(resolveHere(options.file), (file) =>
    Effect.scoped(
      Effect.gen(function*() {
        const session = yield* AgentSession.make(file, yield* summarizer(Option.getOrUndefined(options.model)))
        const result = yield* session.compact(Option.getOrUndefined(options.instructions))
        if (options.json) return yield* (yield* Stdio.Stdio).stdout.write(`${JSON.stringify(result, null, 2)}\n`)
        yield* Console.log(`Compacted: ${result.tokensBefore} tokens summarized; kept from ${result.firstKeptEntryId}.`)
      }).pipe(Effect.provide(Layers.agent({ model: Option.getOrUndefined(options.model) })), Effect.mapError(failIn(file)))
    ))

// ---------------------------------------------------------------------------------------------
// replay
// ---------------------------------------------------------------------------------------------

/**
 * `arbor replay SESSION`: re-runs the whole recorded session (every branch, move, compaction,
 * label, model and level change, shell command and tool call) against its own recorded
 * answers, then compares the file written with the recording byte by byte.
 */
export const replay = (options: { readonly file: string; readonly json: boolean }) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const file = yield* resolveHere(options.file)
    const dir = yield* fs.makeTempDirectoryScoped({ prefix: "arbor-replay-" })
    const report = yield* Replay.replayFile(file, dir)
    const difference = report.difference === undefined ? undefined : ReplayDomain.describe(report.difference)
    if (options.json) {
      const json = { identical: report.identical, entries: report.entries, operations: report.operations, difference: report.difference ?? null }
      yield* (yield* Stdio.Stdio).stdout.write(`${JSON.stringify(json, null, 2)}\n`)
    } else if (difference === undefined) yield* Console.log(`Identical: ${report.entries} entries replayed.`)
    else yield* Console.log(`Differs at ${difference}`)
    if (difference !== undefined) return yield* new CliFailure({ message: `${file}: replay differs at ${difference}` })
  }).pipe(
    Effect.scoped,
    Effect.mapError((
      e: { readonly _tag: string; readonly message: string }
    ) => (e._tag === "CliFailure" || e._tag === "UsageError" ? (e as CliFailure) : failIn(options.file)(e)))
  )
