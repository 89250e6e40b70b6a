/**
 * The commands that talk to a model: print mode (`arbor -p`), `compact`, `navigate
 * --summarize` and `replay`. Each runs an `AgentSession` with the model chosen by `--model`
 * (else `ARBOR_MODEL`, else the offline model).
 */
import { Args, Command, Options } from "@effect/cli"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { Console, Effect, Either, Layer, Option, Stream } from "effect"
import * as Json from "../domain/Json.js"
import * as Session from "../domain/Session.js"
import * as SessionFile from "../domain/SessionFile.js"
import * as SessionTree from "../domain/SessionTree.js"
import * as AgentSession from "../services/AgentSession.js"
import * as EventBus from "../services/EventBus.js"
import * as Extensions from "../services/Extensions.js"
import * as Ids from "../services/Ids.js"
import * as ModelProviders from "../services/ModelProviders.js"
import { SessionStore } from "../services/SessionStore.js"
import * as Toolkit from "../services/Toolkit.js"
import { CliFailure, UsageError, userMessage } from "./CliErrors.js"
import * as Layers from "./Layers.js"
import * as SessionRef from "./SessionRef.js"

export const modelOption = Options.text("model").pipe(Options.optional)

/** A failure as the executable reports it: store errors name their own path, others get `file`'s. */
const failIn = (file: string | undefined) => (error: { readonly message: string }) =>
  new CliFailure({ message: file === undefined || "path" in error ? userMessage(error) : `${file}: ${userMessage(error)}` })

/** Prints an agent's reply text as it streams. */
const echoReplies = Effect.gen(function* () {
  const bus = yield* EventBus.EventBus
  const events = yield* bus.subscribe
  yield* Effect.forkScoped(
    Stream.runForEach(events, (event) =>
      event.type === "message_update" && event.delta._tag === "TextDelta" ? Effect.sync(() => process.stdout.write(event.delta._tag === "TextDelta" ? event.delta.delta : "")) : Effect.void
    )
  )
})

/** The session flags shared by print mode and RPC mode. */
export interface SessionOptions {
  readonly continue: boolean
  readonly session: Option.Option<string>
  readonly noSession: boolean
  /** `--fork X`: a copy of every entry of session X, in the current directory. */
  readonly fork: Option.Option<string>
  readonly sessionDir: Option.Option<string>
  readonly model: Option.Option<string>
}

export interface PrintOptions extends SessionOptions {
  readonly print: string
}

/**
 * pi's CLI fork (`--fork`, `arbor fork-from`): every entry of the session file at `sourcePath`
 * (all branches) copied under a new header whose cwd is `cwd`, into `sessionDir` or `cwd`'s
 * session directory, written at once. Returns the new file.
 */
export const copySession = (sourcePath: string, cwd: string, sessionDir: string | undefined) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const snapshot = yield* store.open(sourcePath)
    const identity = yield* Ids.sessionIdentity
    const dir = sessionDir === undefined ? store.defaultDir(cwd) : store.resolve(sessionDir)
    const file = (yield* Path.Path).join(dir, SessionFile.fileName(identity.timestamp, identity.sessionId))
    const applied = Session.apply(snapshot.state, Session.Command.ForkFrom({ ...identity, cwd, sourcePath: snapshot.path, file, ids: yield* Ids.idSource }))
    if (Either.isLeft(applied)) return yield* failIn(snapshot.path)(applied.left)
    yield* store.commit(applied.right)
    return file
  })

/**
 * The session an agent starts on, from the flags: `--no-session` (in memory), `--fork` (a copy
 * of another session), `--session` (path, id or id prefix), `--continue` (the most recent here,
 * else new), else a new session. The flags exclude each other (a usage error).
 */
export const resolveSource = (options: SessionOptions) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const cwd = process.cwd()
    const sessionDir = Option.getOrUndefined(options.sessionDir)
    const chosen = [options.continue && "--continue", Option.isSome(options.session) && "--session", options.noSession && "--no-session"].filter(Boolean)
    if (Option.isSome(options.fork) && chosen.length > 0) return yield* new UsageError({ message: `--fork cannot be combined with ${chosen.join(", ")}` })
    if (chosen.length > 1) return yield* new UsageError({ message: `${chosen.join(", ")} cannot be combined` })
    if (options.noSession) {
      const identity = yield* Ids.sessionIdentity
      return Either.getOrThrow(Session.create({ ...identity, cwd })) as string | Session.SessionState
    }
    if (Option.isSome(options.fork)) return yield* copySession(yield* SessionRef.resolve(options.fork.value, { cwd, sessionDir }), cwd, sessionDir)
    // a path that does not exist yet starts a new session there, as pi does
    if (Option.isSome(options.session)) return yield* store.openOrNew(yield* SessionRef.resolve(options.session.value, { cwd, sessionDir }), cwd)
    if (options.continue) {
      const recent = yield* store.continueRecent(cwd, sessionDir)
      if (Option.isSome(recent)) return recent.value
    }
    return yield* store.create({ cwd, sessionDir })
  })

/** Failures of an agent mode as the executable reports them (usage errors keep their exit code). */
export const agentFailure = <E extends { readonly _tag: string; readonly message: string }>(e: E): CliFailure | UsageError =>
  e._tag === "CliFailure" || e._tag === "UsageError" ? (e as unknown as CliFailure | UsageError) : failIn(undefined)(e)

/** `arbor -p PROMPT`: one prompt, the reply on stdout, then exit. */
export const printMode = (options: PrintOptions) =>
  Effect.scoped(
    Effect.gen(function* () {
      const source = yield* resolveSource(options)
      yield* echoReplies
      const session = yield* AgentSession.make(source)
      const result = yield* session.prompt(options.print)
      yield* Console.log("")
      const message = result.message
      if (message?.stopReason === "error") {
        return yield* new CliFailure({ message: typeof message.errorMessage === "string" ? message.errorMessage : "the model failed" })
      }
    }).pipe(Effect.provide(Layers.agent(Option.getOrUndefined(options.model))), Effect.mapError(agentFailure))
  )

/** `navigate --summarize`: summarize the branch being left with the model. */
export const navigateWithSummary = (ref: string, target: string, instructions: string | undefined, label: string | undefined, model: string | undefined) =>
  Effect.flatMap(SessionRef.resolve(ref, { cwd: process.cwd() }), (file) =>
    Effect.scoped(
      Effect.gen(function* () {
        const session = yield* AgentSession.make(file)
        const result = yield* session.navigate(target, { summarize: true, customInstructions: instructions, label })
        const state = yield* session.state
        return { result, leafId: SessionTree.leafId(state.tree) }
      }).pipe(Effect.provide(Layers.agent(model)), Effect.mapError(failIn(file)))
    )
  )

export const compact = Command.make(
  "compact",
  {
    file: Args.text({ name: "SESSION" }),
    instructions: Options.text("instructions").pipe(Options.optional),
    model: modelOption,
    json: Options.boolean("json")
  },
  (options) =>
    Effect.flatMap(SessionRef.resolve(options.file, { cwd: process.cwd() }), (file) =>
      Effect.scoped(
        Effect.gen(function* () {
          const session = yield* AgentSession.make(file)
          const result = yield* session.compact(Option.getOrUndefined(options.instructions))
          if (options.json) return yield* Console.log(JSON.stringify(result, null, 2))
          yield* Console.log(`Compacted: ${result.tokensBefore} tokens summarized; kept from ${result.firstKeptEntryId}.`)
        }).pipe(Effect.provide(Layers.agent(Option.getOrUndefined(options.model))), Effect.mapError(failIn(file)))
      )
    )
)

// ---------------------------------------------------------------------------------------------
// replay
// ---------------------------------------------------------------------------------------------

/** A message without its timestamp, for comparing a replay with its recording. */
const comparable = (message: Json.JsonObject): string => {
  const { timestamp: _timestamp, ...rest } = message
  return JSON.stringify(rest)
}

const describeMessage = (message: Json.JsonObject | undefined): string =>
  message === undefined ? "nothing" : `${String(message.role)} ${JSON.stringify(Json.contentText(message.content, " ").slice(0, 60))}`

export const replay = Command.make("replay", { file: Args.text({ name: "SESSION" }), json: Options.boolean("json") }, (options) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const fs = yield* FileSystem.FileSystem
    const snapshot = yield* store.open(yield* SessionRef.resolve(options.file, { cwd: process.cwd() }))
    const recorded = SessionTree.branch(snapshot.state.tree)
      .filter((entry) => entry.type === "message")
      .map((entry) => entry.value.message as Json.JsonObject)
    const replies = recorded.filter((m) => m.role === "assistant")
    const results = new Map(recorded.filter((m) => m.role === "toolResult").map((m) => [m.toolCallId, m]))
    const prompts = recorded.filter((m) => m.role === "user").map((m) => Json.contentText(m.content, ""))
    const system = recorded.find((m) => m.role === "system")
    const toolkit = Toolkit.layer({
      tools: Array.isArray(system?.toolsAdded) ? (system.toolsAdded as never) : [],
      run: (call) =>
        Effect.succeed(
          Option.match(Option.fromNullable(results.get(call.id)), {
            onNone: () => Toolkit.text(`no recorded result for ${call.id}`, true),
            onSome: (m) => ({ content: (m.content ?? []) as never, isError: m.isError === true, details: m.details })
          })
        )
    })
    const dir = yield* fs.makeTempDirectoryScoped({ prefix: "arbor-replay-" })
    const replayed = yield* Effect.gen(function* () {
      const session = yield* AgentSession.make(yield* store.create({ cwd: snapshot.state.header.cwd ?? dir, sessionDir: dir }), {
        systemPrompt: typeof system?.content === "string" ? system.content : undefined
      })
      for (const prompt of prompts) yield* session.prompt(prompt)
      return SessionTree.branch((yield* session.state).tree)
        .filter((entry) => entry.type === "message")
        .map((entry) => entry.value.message as Json.JsonObject)
    }).pipe(
      Effect.provide(
        Layer.mergeAll(ModelProviders.layerReplay(replies), toolkit, Extensions.layerNone).pipe(Layer.provideMerge(EventBus.layer))
      )
    )
    const length = Math.max(recorded.length, replayed.length)
    let difference: { readonly index: number; readonly expected: string; readonly actual: string } | undefined
    for (let i = 0; i < length; i++) {
      const expected = recorded[i]
      const actual = replayed[i]
      if (expected === undefined || actual === undefined || comparable(expected) !== comparable(actual)) {
        difference = { index: i, expected: describeMessage(expected), actual: describeMessage(actual) }
        break
      }
    }
    if (options.json) yield* Console.log(JSON.stringify({ identical: difference === undefined, messages: recorded.length, difference: difference ?? null }, null, 2))
    else if (difference === undefined) yield* Console.log(`Identical: ${recorded.length} messages replayed.`)
    else yield* Console.log(`Differs at message ${difference.index + 1}: expected ${difference.expected}, got ${difference.actual}`)
    if (difference !== undefined) return yield* new CliFailure({ message: `${snapshot.path}: replay differs at message ${difference.index + 1}` })
  }).pipe(
    Effect.scoped,
    Effect.mapError((e: { readonly _tag: string; readonly message: string }) => (e._tag === "CliFailure" || e._tag === "UsageError" ? (e as CliFailure) : failIn(options.file)(e)))
  )
)
