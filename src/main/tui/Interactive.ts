/**
 * `arbor` with no subcommand: the chat in the terminal. This is the shell around the Ink UI in
 * `tui/`: it picks the session from the flags, starts an `AgentSession` with the configured
 * model (the offline responder, with a notice, when there is none), forwards the event bus to
 * the UI and implements the UI's `Controller` by running effects on this fiber's runtime.
 *
 * Whether there is a terminal, the directory and the environment come from `Stdio`; Ink itself
 * renders on the process's terminal (`process.stdin` in raw mode, `process.stdout`), which is
 * the one `Stdio` describes when `Layers.stdio` provides it. A hang-up or SIGTERM (which only
 * the process receives) interrupts the program (`Program.ts`), and the chat's finalizer ends it.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import chalk from "chalk"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import { render } from "ink"
import { createElement } from "react"
import * as Yoga from "yoga-layout"
import * as ModelScope from "../../domain/agent/ModelScope.js"
import * as Context from "../../domain/context/Context.js"
import * as Json from "../../domain/format/Json.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as AgentSession from "../../services/agent/AgentSession.js"
import { type AgentEvent, EventBus } from "../../services/agent/EventBus.js"
import * as Ids from "../../services/agent/Ids.js"
import * as ProjectTrust from "../../services/agent/ProjectTrust.js"
import * as Settings from "../../services/agent/Settings.js"
import * as ModelProviders from "../../services/model/ModelProviders.js"
import { SessionStore } from "../../services/store/SessionStore.js"
import { Toolkit } from "../../services/tools/Toolkit.js"
import * as AgentCli from "../cli/AgentCli.js"
import { CliFailure, UsageError } from "../cli/CliErrors.js"
import * as Sessions from "../cli/Sessions.js"
import * as Stdio from "../cli/Stdio.js"
import * as ExportFile from "../export/ExportFile.js"
import { App } from "./App.js"
import * as Clipboard from "./Clipboard.js"
import type { Controller } from "./Controller.js"
import * as Reload from "./Reload.js"
import * as SessionCommands from "./SessionCommands.js"
import type * as SettingsList from "./SettingsList.js"
import * as TrustPrompt from "./TrustPrompt.js"

/**
 * Yoga, Ink's layout engine, compiles its WebAssembly when its module loads; the module awaits
 * it at its top level, except in the bundles, where it exports the promise as `ready` instead
 * (a CommonJS script has no top-level await: scripts/build.mjs).
 */
const yogaReady: Promise<unknown> = (Yoga as { readonly ready?: Promise<unknown> }).ready ?? Promise.resolve()

export interface InteractiveOptions extends Sessions.SessionOptions {
  /** `-r`: open the session picker first. */
  readonly resume: boolean
}

const OFFLINE_NOTICE = "No model configured: replies come from Arbor's offline responder. Set ARBOR_MODEL or pass --model provider/id (with its API key)."

/** How the chat asks whether to trust the project: on the terminal, before the UI starts (without one the chat does not start). */
const trustPrompt = Effect.map(Stdio.Stdio, ({ stdin, stdout }) => stdin.isTTY && stdout.isTTY ? TrustPrompt.ask(process.stdin, process.stdout) : undefined)

export const run = (options: InteractiveOptions) =>
  Effect.flatMap(trustPrompt, (askTrust) =>
    AgentCli.withAgent(options, (flags) =>
      Effect.scoped(
        Effect.gen(function*() {
          const { cwd, env, stdin, stdout } = yield* Stdio.Stdio
          if (!stdin.isTTY || !stdout.isTTY) {
            return yield* new UsageError({ message: "the interactive mode needs a terminal; use -p \"prompt\" or --mode rpc" })
          }
          const chosen = [
            options.resume && "--resume",
            options.continue && "--continue",
            Option.isSome(options.session) && "--session",
            Option.isSome(options.fork) && "--fork",
            options.noSession && "--no-session"
          ].filter(Boolean)
          if (options.resume && chosen.length > 1) return yield* new UsageError({ message: `${chosen.join(", ")} cannot be combined` })
          const store = yield* SessionStore
          // `-r` starts on a new session (not written until its first message) under the picker
          const source = options.resume ? yield* store.create({ cwd, sessionDir: yield* AgentCli.sessionDirOf(options) }) : yield* AgentCli.agentSource(options)
          const bus = yield* EventBus
          const settings = yield* Settings.Settings
          // the screen hears each event after the publisher's step, in order: the events published
          // within one turn of the event loop are handed over together, outside the agent's fiber
          const listeners = new Set<(event: AgentEvent) => void>()
          const heard: Array<AgentEvent> = []
          const handOver = () => {
            for (const event of heard.splice(0)) listeners.forEach((listener) => listener(event))
          }
          yield* bus.listen((event) => {
            if (heard.push(event) === 1) setImmediate(handOver)
          })
          const toolkit = yield* Toolkit
          const startOptions = yield* AgentCli.agentOptions(options, flags)
          const session = yield* AgentSession.make(source, startOptions)
          const warnings = yield* AgentCli.startupWarnings(flags)
          /** Where `/import` copies to when the session has no file (`--no-session`): the directory new sessions go to. */
          const sessionDir = yield* AgentCli.sessionDirOf(options)
          /** Ctrl+P's models (`provider/id`, in order; undefined: every model), once read: the `enabledModels` setting's until `/scoped-models` changes them. */
          let modelScope: { readonly cycle: ReadonlyArray<string> | undefined } | undefined
          const scope = Effect.gen(function*() {
            if (modelScope !== undefined) return modelScope.cycle
            const patterns = (yield* settings.current).enabledModels
            const cycle = patterns === undefined ? [] : ModelScope.select(patterns, yield* session.availableModels).map(ModelScope.key)
            modelScope = { cycle: cycle.length === 0 ? undefined : cycle }
            return modelScope.cycle
          })
          /** What operations may use: the store, and what `/reload` reads the instruction files with. */
          type Services = SessionStore | FileSystem.FileSystem | Path.Path | Toolkit | Stdio.Stdio
          const runtime = yield* Effect.runtime<Services>()

          /** Runs an operation for the UI: a promise that rejects with the operation's tagged error (its `message` is the line to show). */
          const call = <A, E extends Error>(effect: Effect.Effect<A, E, Services>): Promise<A> =>
            Runtime.runPromiseExit(runtime)(effect).then((exit) => {
              if (Exit.isSuccess(exit)) return exit.value
              throw Option.getOrElse(
                Cause.failureOption(exit.cause),
                (): Error => new Error(Cause.isInterruptedOnly(exit.cause) ? "the operation was interrupted" : Cause.pretty(exit.cause).split("\n")[0]!)
              )
            })

          const controller: Controller = {
            snapshot: () =>
              Runtime.runSync(runtime)(
                Effect.map(
                  Effect.all([session.state, session.activity, session.model, session.thinkingLevel, session.queue, session.autoCompaction]),
                  ([state, activity, model, thinkingLevel, queue, autoCompaction]) => ({
                    tree: state.tree,
                    header: state.header,
                    file: state.file,
                    activity,
                    model,
                    thinkingLevel,
                    autoCompaction,
                    queue
                  })
                )
              ),
            subscribe: (listener) => {
              listeners.add(listener)
              return () => listeners.delete(listener)
            },
            prompt: (text) => call(Effect.asVoid(session.prompt(text))),
            steer: (text) => call(session.enqueue("steering", text)),
            followUp: (text) => call(session.enqueue("followUp", text)),
            clearQueue: () => call(session.clearQueue),
            abort: () => call(session.abort),
            models: () => call(session.availableModels),
            setModel: (provider, modelId) => call(session.setModel(provider, modelId)),
            cycleModel: (direction) => call(Effect.flatMap(scope, (within) => session.cycleModel(direction, within))),
            modelScope: () => call(Effect.all({ models: session.availableModels, cycle: scope })),
            setModelScope: (cycle) => {
              modelScope = { cycle }
            },
            thinkingLevels: () => call(session.thinkingLevels),
            setThinkingLevel: (level) => call(session.setThinkingLevel(level)),
            cycleThinkingLevel: (direction) => call(session.cycleThinkingLevel(direction)),
            saveSetting: (keyPath, value) => call(settings.update(keyPath, value)),
            bash: (command, excludeFromContext, onOutput) => call(session.bash(command, { excludeFromContext, onOutput })),
            abortBash: () => call(session.abortBash),
            navigate: (targetId, navigation) => call(session.navigate(targetId, navigation)),
            fork: (entryId) => call(session.fork(entryId, "before")),
            clone: () => call(session.clone),
            newSession: () => call(session.newSession),
            resume: (path) => call(session.resume(path)),
            importSession: (target) =>
              call(
                Effect.gen(function*() {
                  const fs = yield* FileSystem.FileSystem
                  const path = yield* Path.Path
                  const source = store.resolve(target)
                  if (!(yield* fs.exists(source).pipe(Effect.orElseSucceed(() => false)))) {
                    return yield* new CliFailure({ message: `File not found: ${source}` })
                  }
                  const bytes = yield* fs.readFile(source).pipe(Effect.mapError((e) => new CliFailure({ message: `${source}: ${e.message}` })))
                  const end = bytes.indexOf(0x0a)
                  if (SessionFile.headerOf(new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end))) === undefined) {
                    return yield* new CliFailure({ message: `${source}: not a pi session (no session header)` })
                  }
                  const { file } = yield* session.state
                  const dir = file === undefined ? store.resolve(sessionDir ?? store.defaultDir(cwd)) : path.dirname(file)
                  const name = path.basename(source)
                  let copy = path.join(dir, name)
                  // a file already in the directory is continued where it is; any other is copied beside the sessions there
                  if (copy !== source) {
                    for (let attempt = 0;; attempt++) {
                      copy = path.join(dir, SessionCommands.importName(name, attempt))
                      const written = yield* Effect.either(store.importBytes(copy, bytes))
                      if (Either.isRight(written)) break
                      if (written.left._tag !== "SessionExists") return yield* written.left
                    }
                  }
                  return { path: copy, result: yield* session.resume(copy) }
                })
              ),
            compact: (instructions) => call(Effect.asVoid(session.compact(instructions))),
            setName: (name) =>
              call(session.apply((stamp) => Session.Command.SessionInfo({ ...stamp, name }))).then((transition) => {
                const named = transition.appended[0]
                return named?.name
              }),
            setLabel: (entryId, label) => call(Effect.asVoid(session.apply((stamp) => Session.Command.Label({ ...stamp, targetId: entryId, label })))),
            sessions: (scope, onProgress) => {
              const sessionDir = Option.getOrUndefined(options.sessionDir)
              return call(
                Effect.map(
                  scope === "all" ? store.listAll({ sessionDir, onProgress }) : store.list({ cwd, sessionDir, onProgress }),
                  (listing) => listing.sessions
                )
              )
            },
            deleteSession: (path) => call(store.remove(path)),
            renameSession: (path, name) =>
              call(
                Effect.gen(function*() {
                  const current = yield* session.file
                  const command = (stamp: Session.Stamp) => Session.Command.SessionInfo({ ...stamp, name })
                  if (current === path) return yield* Effect.asVoid(session.apply(command))
                  // another file: under its own writer lock, released at once
                  yield* Effect.scoped(
                    Effect.gen(function*() {
                      const writer = yield* store.writer(path)
                      yield* writer.apply(command(yield* Ids.stamp))
                    })
                  )
                })
              ),
            exportSession: (target, format) =>
              call(
                Effect.gen(function*() {
                  const { file, header, tree } = yield* session.state
                  // the page as every export writes it (readable by all); the branch as the store's files
                  return format === "jsonl"
                    ? yield* store.writeFile(target, SessionCommands.branchJsonl(header, tree))
                    : yield* ExportFile.writeHtml({ tree, header, file }, target)
                })
              ),
            copy: (text) => Clipboard.copy(text, { platform: process.platform, env, write: (sequence) => process.stdout.write(sequence) }),
            settings: () =>
              call(
                Effect.gen(function*() {
                  const current = yield* settings.current
                  const modes = yield* session.queueModes
                  return {
                    autoCompact: yield* session.autoCompaction,
                    steeringMode: modes.steering,
                    followUpMode: modes.followUp,
                    autoRetry: yield* session.autoRetry,
                    defaultThinkingLevel: current.defaultThinkingLevel,
                    defaultModel: current.defaultProvider !== undefined && current.defaultModel !== undefined
                      ? `${current.defaultProvider}/${current.defaultModel}`
                      : current.defaultModel,
                    sessionDir: current.sessionDir,
                    shellPath: current.shellPath,
                    file: settings.globalFile
                  } satisfies SettingsList.Values
                })
              ),
            reload: () =>
              call(
                Effect.gen(function*() {
                  // the instruction files read again, into the prompt the session started with
                  const { systemPrompt } = yield* AgentCli.agentOptions(options, flags)
                  const { tree } = yield* session.state
                  const checkpoint = Context.systemCheckpoint(Context.projection(tree, SessionTree.leafId(tree)).messages)
                  const recorded = Json.isObject(checkpoint?.sections) ? checkpoint.sections : startOptions.systemPrompt.sections
                  const patch = Reload.sectionPatch(recorded, systemPrompt.sections)
                  const changed = Object.keys(patch)
                  if (changed.length === 0) return changed
                  // before the first request the session has not recorded its prompt: the whole of it, as the first request would
                  const message = checkpoint === undefined
                    ? {
                      role: "system",
                      content: "",
                      sections: systemPrompt.sections,
                      ...(toolkit.tools.length === 0
                        ? {}
                        : { toolsAdded: toolkit.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })) })
                    }
                    : { role: "system", content: "", sections: patch }
                  yield* session.apply((stamp) => Session.Command.AppendMessage({ ...stamp, message: { ...message, timestamp: Json.millis(stamp.timestamp) } }))
                  return changed
                })
              ),
            trustProject: () =>
              call(
                Effect.gen(function*() {
                  const folder = yield* ProjectTrust.canonical(cwd)
                  const parent = (yield* Path.Path).dirname(folder)
                  const remembered = yield* ProjectTrust.remembered(store.agentDir, folder)
                  return { cwd: folder, parent: parent === folder ? undefined : parent, remembered }
                })
              ),
            saveTrust: (updates) => call(ProjectTrust.save(store.agentDir, updates)),
            changeSetting: (change) =>
              call(
                Effect.gen(function*() {
                  // the session uses it at once (as RPC's set_* commands do), then the file keeps it
                  const { value } = change
                  if (change.id === "autoCompact" && typeof value === "boolean") yield* session.setAutoCompaction(value)
                  else if (change.id === "autoRetry" && typeof value === "boolean") yield* session.setAutoRetry(value)
                  else if ((change.id === "steeringMode" || change.id === "followUpMode") && (value === "all" || value === "one-at-a-time")) {
                    yield* session.setQueueMode(change.id === "steeringMode" ? "steering" : "followUp", value)
                  }
                  yield* settings.update(change.path, value)
                })
              )
          }

          const offline = (yield* session.model).provider === ModelProviders.offlineInfo.provider
          const notices = [...warnings, ...(offline ? [OFFLINE_NOTICE] : [])]
          // the cursor and the selections are drawn with attributes (inverse, bold), so the chat needs
          // them in every terminal: chalk turns them all off where it guesses a pipe (CI set, say),
          // but this is a terminal; FORCE_COLOR=0 still turns them off
          if (chalk.level === 0 && !/^(0|false)$/.test(env.FORCE_COLOR ?? "")) chalk.level = 1
          yield* Effect.promise(() => yogaReady)
          const instance = render(
            createElement(App, {
              controller,
              startWithPicker: options.resume,
              notice: notices.length === 0 ? undefined : notices.join(" "),
              home: env.HOME ?? env.USERPROFILE
            }),
            {
              exitOnCtrlC: false,
              patchConsole: false,
              // kitty's keyboard protocol where the terminal has it (kitty, WezTerm, ghostty): Shift+Enter
              // and Alt+Enter are told from Enter there; elsewhere modifyOtherKeys does it (see App)
              kittyKeyboard: { mode: "auto" }
            }
          )
          // however the chat ends (/quit, or a signal interrupting the program: a closed terminal,
          // a polite kill), the UI goes and a reply still streaming keeps what it had (aborted),
          // before the session's scope releases the lock
          yield* Effect.addFinalizer(() => Effect.sync(() => instance.unmount()).pipe(Effect.zipRight(session.abortBash), Effect.zipRight(session.abort)))
          yield* Effect.promise(() => instance.waitUntilExit())
        })
      ), askTrust)).pipe(Effect.mapError(Sessions.agentFailure))
