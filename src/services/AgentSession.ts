/**
 * The agent runtime: a conversation with a model, written to the session tree as it happens.
 *
 * One `AgentSession` drives one session file at a time through a `SessionStore` writer (so it
 * holds the file's lock). A prompt appends the user message, streams the reply (an event per
 * delta), appends the assistant message, runs the tool calls through the `Toolkit` and appends
 * their results, and asks again until the model stops. Every event that reports an entry is
 * published after the entry is on disk.
 *
 * Abort is fiber interruption: `abort` interrupts the running prompt, and the finalizers
 * persist what was already said, as pi does: a partial reply with `stopReason: "aborted"`;
 * during tool execution, `Operation aborted` results for the calls not finished (a tool that
 * asked for the abort signal, as `bash` does, gives its own) and one more aborted assistant message. Prompts, navigation and compaction are serialized with pi's busy
 * rules and texts, which the pure decider `AgentLoop` holds with the rest of the loop's policy
 * (queues, retries, compaction triggers, overflow recovery): this service interprets its actions.
 *
 * The model and the thinking level are entries in the tree: a switch appends pi's
 * `model_change` / `thinking_level_change`, and when the leaf moves (`/tree`, a fork, a resume)
 * the agent takes up the model and level recorded on the new path (the model when the
 * registry can provide it). A level is always clamped to what the model takes, and a run
 * first records the level it uses when the path says otherwise. While a prompt runs, steering
 * messages wait for the end of the current tool calls and follow-ups for the end of the run
 * (pi's queues and modes); a user's shell command (`bash`) is recorded as a `bashExecution`
 * message at once, or when the run ends.
 */
import * as Path from "@effect/platform/Path"
import { Cause, Data, Deferred, Duration, Effect, Either, ExecutionStrategy, Exit, Fiber, Option, Ref, Scope, Stream } from "effect"
import * as AgentLoop from "../domain/AgentLoop.js"
import * as AssistantMessage from "../domain/AssistantMessage.js"
import * as ContextBuilder from "../domain/Context.js"
import * as BranchSummary from "../domain/BranchSummary.js"
import * as Compaction from "../domain/Compaction.js"
import { type DomainError, EntryNotFound, NothingToClone } from "../domain/DomainError.js"
import type { Entry } from "../domain/Entry.js"
import * as Json from "../domain/Json.js"
import * as MessageQueue from "../domain/MessageQueue.js"
import * as Session from "../domain/Session.js"
import * as SessionFile from "../domain/SessionFile.js"
import * as SessionTree from "../domain/SessionTree.js"
import * as SettingsDomain from "../domain/Settings.js"
import * as ThinkingLevel from "../domain/ThinkingLevel.js"
import * as Tokens from "../domain/Tokens.js"
import { type CompactionReason, EventBus } from "./EventBus.js"
import { Extensions } from "./Extensions.js"
import * as Ids from "./Ids.js"
import { Model, ModelError, type ModelInfo } from "./Model.js"
import { ModelRegistry } from "./ModelRegistry.js"
import { SessionStore, type StoreError, type Writer } from "./SessionStore.js"
import { Settings } from "./Settings.js"
import { Shell, type ShellError } from "./Shell.js"
import { type Abort, type ToolResult, Toolkit, withAbort } from "./Toolkit.js"
import * as Traced from "./Traced.js"

/**
 * An operation was refused because another runs: a prompt, `/compact` or `/tree` while the
 * agent is `running` one (`AgentLoop`'s busy rules), or a shell command while one runs.
 * `message` is pi's text for the pair.
 */
export class AgentBusy extends Data.TaggedError("AgentBusy")<{
  readonly operation: AgentLoop.Operation | "bash"
  readonly running: AgentLoop.Busy | "bash"
}> {
  override get message(): string {
    return this.operation === "bash" || this.running === "bash" ? BASH_RUNNING : (AgentLoop.refusal(this.running, this.operation) ?? "")
  }
}

/** Why an operation failed. */
export type FailureReason = Data.TaggedEnum<{
  /** `bash` on an agent built without a shell. */
  NoShell: {}
  /** The shell could not run the command. */
  Shell: { readonly error: ShellError }
  /** `/tree`'s summary of the branch being left could not be written. */
  BranchSummary: { readonly failure: BranchSummary.Failure }
  /** `/compact` did not happen, or was cancelled. */
  Compaction: { readonly failure: Compaction.Failure }
}>
export const FailureReason = Data.taggedEnum<FailureReason>()

/** An operation failed: `reason` says why, `message` in pi's words. */
export class AgentFailure extends Data.TaggedError("AgentFailure")<{ readonly reason: FailureReason }> {
  override get message(): string {
    const reason = this.reason
    switch (reason._tag) {
      case "NoShell":
        return NO_SHELL
      case "Shell":
        return reason.error.message
      case "BranchSummary":
        return reason.failure._tag === "Failed" ? reason.failure.message : Compaction.CANCELLED
      case "Compaction":
        return Compaction.failureText(reason.failure)
    }
  }

  /** Whether it failed because it was cancelled (Esc, `abort`, an extension). */
  get aborted(): boolean {
    const reason = this.reason
    return (reason._tag === "Compaction" && reason.failure._tag === "Cancelled") || (reason._tag === "BranchSummary" && reason.failure._tag === "Aborted")
  }
}

/** An automatic or manual compaction did not happen; `failure` says why. */
class CompactionFailed extends Data.TaggedError("CompactionFailed")<{ readonly failure: Compaction.Failure }> {
  override get message() {
    return Compaction.failureText(this.failure)
  }
}

export { BUSY_COMPACTING, BUSY_PROMPT, BUSY_PROMPT_COMPACTING, BUSY_TREE_COMPACTING, BUSY_TREE_STREAMING } from "../domain/AgentLoop.js"

export const ABORTED_MESSAGE = "Request was aborted"
/** pi's `errorMessage` for a reply aborted before the model answered anything (its request was still being made). */
export const REQUEST_ABORTED = "Request aborted"
export const TOOL_ABORTED = "Operation aborted"
/** pi's `errorMessage` for the request it makes after tool calls were aborted (its abort signal stops it before it is sent). */
export const OPERATION_ABORTED = "This operation was aborted"

export type AgentError = AgentBusy | AgentFailure | StoreError | DomainError

export interface PromptResult {
  /** The last assistant message of the run (its final state on disk). */
  readonly message: Json.JsonObject | undefined
  readonly aborted: boolean
}

export type Activity = AgentLoop.Activity

export interface Options {
  /**
   * The system prompt, persisted as the session's first system message: a text (its
   * `content`) or named sections (pi's `sections`, with an empty `content`).
   */
  readonly systemPrompt?: string | { readonly sections: { readonly [name: string]: string } } | undefined
  /**
   * A thinking level asked for explicitly (`--thinking`): it is used from the start, also on a
   * session that recorded another. Otherwise a new session starts at the settings'
   * `defaultThinkingLevel` and an existing one at the level its path records.
   */
  readonly thinkingLevel?: string | undefined
  /**
   * The `Model` service was chosen explicitly (`--model`): it is used from the start. Otherwise
   * an existing session continues with the model its path records, when the registry has it.
   */
  readonly explicitModel?: boolean | undefined
  /** Compaction settings (default: the `Settings` service's, else pi's defaults). */
  readonly compaction?: Compaction.Settings | undefined
  /** Retries of transient provider failures (default: the settings', else on, 3 retries, 2 s doubling). */
  readonly retry?: RetrySettings | undefined
}

/** What a user's shell command gave (pi's `BashResult`). */
export interface BashResult {
  readonly output: string
  readonly exitCode: number | undefined
  readonly cancelled: boolean
  readonly truncated: boolean
  readonly fullOutputPath?: string
}

export interface BashOptions {
  /** `!!cmd`: recorded, but left out of the model's context. */
  readonly excludeFromContext?: boolean | undefined
  /** Hears the output as it arrives. */
  readonly onOutput?: ((text: string) => void) | undefined
}

/** What `cycleModel` switched to. */
export interface ModelCycle {
  readonly model: ModelInfo
  readonly thinkingLevel: ThinkingLevel.Level
}

export const BASH_RUNNING = "A shell command is already running; abort it first."
export const NO_SHELL = "No shell is available to this agent."

export type RetrySettings = SettingsDomain.Retry

export declare namespace AgentSession {
  export interface Service {
    readonly state: Effect.Effect<Session.SessionState>
    readonly file: Effect.Effect<string | undefined>
    /** Runs a prompt (text, and image blocks) until the model stops (or the run is aborted). */
    readonly prompt: (text: string, images?: ReadonlyArray<Json.JsonObject>) => Effect.Effect<PromptResult, AgentError>
    /**
     * Queues a message for the running prompt: a steering message (after the current tool
     * calls) or a follow-up (when it would stop). False when no prompt runs (nothing queued).
     */
    readonly enqueue: (kind: MessageQueue.Kind, text: string, images?: ReadonlyArray<Json.JsonObject>) => Effect.Effect<boolean>
    /** The messages waiting, by queue. */
    readonly queue: Effect.Effect<{ readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }>
    /** Empties both queues and returns what they held. */
    readonly clearQueue: Effect.Effect<{ readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }>
    readonly queueModes: Effect.Effect<{ readonly steering: MessageQueue.Mode; readonly followUp: MessageQueue.Mode }>
    readonly setQueueMode: (kind: MessageQueue.Kind, mode: MessageQueue.Mode) => Effect.Effect<void>
    /** The model in use. */
    readonly model: Effect.Effect<ModelInfo>
    /** The thinking level in use (clamped to the model). */
    readonly thinkingLevel: Effect.Effect<ThinkingLevel.Level>
    /** The models a switch may choose (the registry's, else only the one in use). */
    readonly availableModels: Effect.Effect<ReadonlyArray<ModelInfo>>
    /** Switches to another model and records it (`model_change`; `thinking_level_change` when the level had to change). */
    readonly setModel: (provider: string, modelId: string) => Effect.Effect<ModelInfo, AgentError | ModelError>
    /** The next (or previous) available model; undefined when there is no other. */
    readonly cycleModel: (direction?: 1 | -1) => Effect.Effect<ModelCycle | undefined, AgentError | ModelError>
    /** The levels the model takes. */
    readonly thinkingLevels: Effect.Effect<ReadonlyArray<ThinkingLevel.Level>>
    /** Sets the thinking level (clamped to the model) and records it when it changed. */
    readonly setThinkingLevel: (level: string) => Effect.Effect<ThinkingLevel.Level, AgentError>
    /** The next (or previous) level the model takes; undefined when it takes only one. */
    readonly cycleThinkingLevel: (direction?: 1 | -1) => Effect.Effect<ThinkingLevel.Level | undefined, AgentError>
    /** Runs a user's shell command in the session's directory and records it as a `bashExecution` message. */
    readonly bash: (command: string, options?: BashOptions) => Effect.Effect<BashResult, AgentError>
    /** Stops the running shell command (it is recorded as cancelled). */
    readonly abortBash: Effect.Effect<void>
    /** Whether a failed reply is asked again. */
    readonly autoRetry: Effect.Effect<boolean>
    readonly setAutoRetry: (enabled: boolean) => Effect.Effect<void>
    /** Stops waiting for a retry: the run ends with the failed reply. */
    readonly abortRetry: Effect.Effect<void>
    /** Interrupts the running prompt, if any, and waits until it has persisted what it had. */
    readonly abort: Effect.Effect<void>
    readonly activity: Effect.Effect<Activity>
    /**
     * `/fork`: a new session holding the path up to a user message (`before`, whose text is
     * returned for the editor) or up to any entry (`at`); the agent continues on it.
     */
    readonly fork: (entryId: string, position?: "before" | "at") => Effect.Effect<SwitchResult, AgentError>
    /** `/clone`: fork at the current leaf. */
    readonly clone: Effect.Effect<SwitchResult, AgentError>
    /** `/new`: a new empty session in the same directory. */
    readonly newSession: Effect.Effect<SwitchResult, AgentError>
    /** `/resume`: continue another session file (a path that does not exist starts a new session there). */
    readonly resume: (path: string) => Effect.Effect<SwitchResult, AgentError>
    /**
     * Writes the session's file now if it is still pending (pi writes it only with the first
     * user or assistant message), so that it can be opened; returns where the session is kept.
     */
    readonly persist: Effect.Effect<Session.Storage, AgentError>
    /** `/tree`: move the leaf, optionally summarizing the branch being left (abortable). */
    readonly navigate: (targetId: string, options?: NavigateOptions) => Effect.Effect<NavigateResult, AgentError>
    /** `/compact`: aborts any run, then summarizes older context (abortable). */
    readonly compact: (customInstructions?: string) => Effect.Effect<Compaction.Result, AgentError>
    /**
     * Applies a plain command to the current session (a label, a name, a context edit, a move
     * with a summary given as data) and announces its entries once they are on disk.
     */
    readonly apply: (build: (stamp: Session.Stamp) => Session.Command) => Effect.Effect<Session.Transition, AgentError>
    /** Whether automatic compaction (threshold and overflow recovery) runs; manual compaction always may. */
    readonly autoCompaction: Effect.Effect<boolean>
    /** Turns automatic compaction on or off for the rest of this agent's life (the caller persists it). */
    readonly setAutoCompaction: (enabled: boolean) => Effect.Effect<void>
  }
}

export interface NavigateOptions {
  readonly summarize?: boolean | undefined
  readonly customInstructions?: string | undefined
  readonly replaceInstructions?: boolean | undefined
  readonly label?: string | undefined
}

export interface NavigateResult {
  readonly cancelled: boolean
  readonly aborted?: boolean
  readonly editorText?: string
  readonly summaryEntry?: Json.JsonObject
}

export interface SwitchResult {
  readonly cancelled: boolean
  readonly selectedText?: string
  /**
   * Where the session switched to is kept (absent when cancelled): `Pending` when its file
   * is not written yet (a fork with no conversation on its path, a new session), see `persist`.
   */
  readonly storage?: Session.Storage
}

export class AgentSession extends Effect.Tag("arbor/AgentSession")<AgentSession, AgentSession.Service>() {}

/**
 * An agent on a session: a `SessionState` not yet on disk (a new session) or the path of an
 * existing file. The session's lock is held until the scope closes.
 */
export const make = (source: string | Session.SessionState, options: Options = {}) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const startModel = yield* Model
    const toolkit = yield* Toolkit
    const bus = yield* EventBus
    const registry = Option.getOrUndefined(yield* Effect.serviceOption(ModelRegistry))
    const shell = Option.getOrUndefined(yield* Effect.serviceOption(Shell))
    const settingsService = Option.getOrUndefined(yield* Effect.serviceOption(Settings))
    const configured = settingsService === undefined ? SettingsDomain.DEFAULTS : yield* settingsService.current

    const extensions = yield* Extensions
    const path = yield* Path.Path
    const parentScope = yield* Effect.scope
    const firstScope = yield* Scope.fork(parentScope, ExecutionStrategy.sequential)
    const sessionScope = yield* Ref.make(firstScope)
    const writerRef = yield* Ref.make<Writer>(yield* Scope.extend(store.writer(source), firstScope))
    /** The loop's state: what runs, the queues, the settings it decides with. */
    const loop = yield* Ref.make(
      AgentLoop.initial({
        retry: options.retry ?? configured.retry,
        compaction: options.compaction ?? configured.compaction,
        modes: { steering: configured.steeringMode, followUp: configured.followUpMode }
      })
    )
    /** Applies an event to the loop: the actions it decided, to run in order. */
    const decide = (event: AgentLoop.Event) =>
      Ref.modify(loop, (current): [ReadonlyArray<AgentLoop.Action>, AgentLoop.State] => {
        const [next, actions] = AgentLoop.decide(current, event)
        return [actions, next]
      })
    const loopState = Ref.get(loop)
    const compactionSettings = Effect.map(loopState, (s) => s.compaction)
    const runFiber = yield* Ref.make<Option.Option<Fiber.RuntimeFiber<unknown, unknown>>>(Option.none())
    /** Completes when `abortRetry` is asked while a retry waits. */
    const retryWait = yield* Ref.make<Option.Option<Deferred.Deferred<void>>>(Option.none())

    const liveModel = yield* Ref.make<Model.Service>(startModel)
    const liveLevel = yield* Ref.make<ThinkingLevel.Level>("off")
    const currentModel = Ref.get(liveModel)
    const levelsOf = (info: ModelInfo) => ThinkingLevel.available({ reasoning: info.reasoning, extraLevels: info.extraLevels })

    /** The user's shell command running now: how to stop it. */
    const bashCancel = yield* Ref.make<Option.Option<Deferred.Deferred<void>>>(Option.none())

    const writer = Ref.get(writerRef)
    const state = Effect.flatMap(writer, (w) => w.state)

    /**
     * Applies a command and announces what it appended, once it is on disk. Uninterruptible: an
     * abort lands before the append or after its announcement, never between (what is in the
     * file is always in the events).
     */
    const append = (build: (stamp: Session.Stamp) => Session.Command) =>
      Effect.gen(function* () {
        const w = yield* writer
        const stamp = yield* Ids.stamp
        const transition = yield* w.apply(build(stamp))
        for (const entry of transition.appended) {
          yield* bus.publish({ type: "entry_appended", entry: entry.value })
          if (entry.type === "message") {
            yield* bus.publish({ type: "message_end", entryId: entry.id as string, message: entry.value.message as Json.JsonObject })
          }
        }
        return transition
      }).pipe(Effect.uninterruptible)

    const appendMessage = (message: Json.JsonObject) =>
      Effect.map(
        append((stamp) => Session.Command.AppendMessage({ ...stamp, message })),
        (t) => t.appended[0] as Entry
      )

    const now = Effect.map(Ids.timestamp, (iso) => Date.parse(iso))

    // -- the model and the thinking level ------------------------------------------------------

    /** Makes `level` (clamped to the model in use) the live level, announcing a change. */
    const useLevel = (level: string) =>
      Effect.gen(function* () {
        const clamped = ThinkingLevel.clamp(level, levelsOf((yield* currentModel).info))
        const before = yield* Ref.getAndSet(liveLevel, clamped)
        if (before !== clamped) yield* bus.publish({ type: "thinking_level_changed", level: clamped })
        return clamped
      })

    const useModel = (next: Model.Service) =>
      Effect.gen(function* () {
        const before = yield* Ref.getAndSet(liveModel, next)
        if (before !== next) yield* bus.publish({ type: "model_changed", model: next.info })
      })

    const sameModel = (info: ModelInfo, provider: Json.Json | undefined, modelId: Json.Json | undefined) =>
      info.provider === provider && info.modelId === modelId

    /**
     * Takes up the model and level the current path records: the model when the registry has
     * it, the level (clamped) when the path has a `thinking_level_change`. `explicit` keeps
     * what was asked for on the command line instead.
     */
    const followPath = (
      explicit: { readonly model?: boolean; readonly level?: string | undefined; readonly fallbackLevel?: string | undefined } = {}
    ) =>
      Effect.gen(function* () {
        const branch = SessionTree.branch((yield* state).tree)
        const recorded = ContextBuilder.settings(branch)
        const current = yield* currentModel
        if (!explicit.model && recorded.model !== null && !sameModel(current.info, recorded.model.provider, recorded.model.modelId)) {
          const { modelId, provider } = recorded.model
          if (registry !== undefined && typeof provider === "string" && typeof modelId === "string") {
            const found = yield* Effect.option(registry.get(provider, modelId))
            if (Option.isSome(found)) yield* useModel(found.value)
          }
        }
        if (explicit.level !== undefined) return yield* useLevel(explicit.level)
        const hasLevel = branch.some((e) => e.type === "thinking_level_change")
        if (hasLevel && typeof recorded.thinkingLevel === "string") return yield* useLevel(recorded.thinkingLevel)
        return yield* useLevel(explicit.fallbackLevel ?? (yield* Ref.get(liveLevel)))
      })

    /** A brand-new session records its model and thinking level first (in memory until its first message). */
    const recordModel = Effect.gen(function* () {
      const info = (yield* currentModel).info
      yield* append((stamp) => Session.Command.ModelChange({ ...stamp, provider: info.provider, modelId: info.modelId }))
      const thinkingLevel = yield* Ref.get(liveLevel)
      yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel }))
    })

    // start: the level asked for, else the path's, else the settings' default
    const startLevel = options.thinkingLevel ?? configured.defaultThinkingLevel
    if (SessionTree.count((yield* state).tree) === 0) {
      yield* useLevel(startLevel)
      yield* recordModel
    } else yield* followPath({ model: options.explicitModel === true, level: options.thinkingLevel, fallbackLevel: startLevel })

    /** pi's reconciliation at the start of a run: the path records the level the run uses. */
    const recordLevel = Effect.gen(function* () {
      const level = yield* Ref.get(liveLevel)
      const recorded = ContextBuilder.settings(SessionTree.branch((yield* state).tree)).thinkingLevel
      if (recorded !== level) yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: level }))
    })

    const setThinkingLevel = (level: string) =>
      Effect.gen(function* () {
        const before = yield* Ref.get(liveLevel)
        const clamped = yield* useLevel(level)
        if (clamped !== before) yield* append((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: clamped }))
        return clamped
      })

    const cycleThinkingLevel = (direction: 1 | -1 = 1) =>
      Effect.gen(function* () {
        const next = ThinkingLevel.next(yield* Ref.get(liveLevel), levelsOf((yield* currentModel).info), direction)
        return next === undefined ? undefined : yield* setThinkingLevel(next)
      })

    const setModel = (provider: string, modelId: string) =>
      Effect.gen(function* () {
        const current = yield* currentModel
        const next = sameModel(current.info, provider, modelId)
          ? current
          : registry === undefined
            ? yield* new ModelError({ provider, reason: `Model not found: ${provider}/${modelId}` })
            : yield* registry.get(provider, modelId)
        yield* useModel(next)
        yield* append((stamp) => Session.Command.ModelChange({ ...stamp, provider: next.info.provider, modelId: next.info.modelId }))
        yield* setThinkingLevel(yield* Ref.get(liveLevel))
        return next.info
      })

    // the offline responder is no choice once real models exist (asked for by name, it is left by a cycle)
    const availableModels = Effect.gen(function* () {
      const current = (yield* currentModel).info
      const listed = registry === undefined ? [] : yield* registry.available
      const offline = current.provider === "offline" && listed.length > 0
      return offline || listed.some((m) => sameModel(m, current.provider, current.modelId)) ? listed : [...listed, current]
    })

    const cycleModel = (direction: 1 | -1 = 1) =>
      Effect.gen(function* () {
        const models = yield* availableModels
        const current = (yield* currentModel).info
        const at = models.findIndex((m) => sameModel(m, current.provider, current.modelId))
        if (models.length === 0 || (models.length === 1 && at >= 0)) return undefined
        const next = models[at < 0 ? (direction === 1 ? 0 : models.length - 1) : (at + direction + models.length) % models.length] as ModelInfo
        const model = yield* setModel(next.provider, next.modelId)
        return { model, thinkingLevel: yield* Ref.get(liveLevel) } satisfies ModelCycle
      })

    // -- queues --------------------------------------------------------------------------------

    /** Publishes what the loop announces among `actions`. */
    const announce = (actions: ReadonlyArray<AgentLoop.Action>) =>
      Effect.forEach(actions, (action) => (action._tag === "Emit" ? bus.publish(action.event) : Effect.void), { discard: true })

    const enqueue = (kind: MessageQueue.Kind, text: string, images: ReadonlyArray<Json.JsonObject> = []) =>
      Effect.gen(function* () {
        const actions = yield* decide(AgentLoop.Event.Enqueue({ kind, message: { text, images } }))
        yield* announce(actions)
        // the loop announces the queue exactly when it took the message
        return actions.length > 0
      })

    const clearQueue = Effect.gen(function* () {
      const actions = yield* decide(AgentLoop.Event.ClearQueue())
      yield* announce(actions)
      return MessageQueue.texts(actions.find(AgentLoop.Action.$is("Cleared"))?.queue ?? MessageQueue.empty)
    })

    const userMessage = (text: string, images: ReadonlyArray<Json.JsonObject>) =>
      Effect.gen(function* () {
        return { role: "user", content: [{ type: "text", text }, ...images], timestamp: yield* now } satisfies Json.JsonObject
      })

    const deliver = (messages: ReadonlyArray<MessageQueue.Message>) =>
      Effect.forEach(messages, (m) => Effect.flatMap(userMessage(m.text, m.images), appendMessage), { discard: true })

    /** The first request of a session persists its system prompt and tools as a system message. */
    const ensureSystemMessage = Effect.gen(function* () {
      const current = yield* state
      const messages = ContextBuilder.projection(current.tree, SessionTree.leafId(current.tree)).messages
      if (ContextBuilder.systemCheckpoint(messages) !== undefined) return
      const prompt = options.systemPrompt
      if (prompt === undefined && toolkit.tools.length === 0) return
      const message: { [key: string]: Json.Json } = { role: "system", content: typeof prompt === "string" ? prompt : "" }
      if (prompt !== undefined && typeof prompt !== "string") message.sections = prompt.sections
      message.timestamp = yield* now
      if (toolkit.tools.length > 0) message.toolsAdded = toolkit.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }))
      yield* appendMessage(message)
    })

    /** One model request over the current projection; persists the reply, even a partial one, and gives its entry. */
    const reply = Effect.gen(function* () {
      const current = yield* state
      const projection = ContextBuilder.projection(current.tree, SessionTree.leafId(current.tree))
      const model = yield* currentModel
      const level = yield* Ref.get(liveLevel)
      const startedAt = yield* now
      const partial = yield* Ref.make(
        AssistantMessage.start({ api: model.info.api, provider: model.info.provider, model: model.info.modelId, timestamp: startedAt })
      )
      const persisted = yield* Ref.make(false)
      const answered = yield* Ref.make(false)
      const persist = (message: Json.JsonObject) =>
        Effect.gen(function* () {
          if (yield* Ref.getAndSet(persisted, true)) return undefined
          // as pi's agent loop records a reply: how long it took, and the level it was asked at
          const settled = AssistantMessage.settle(message, { durationMs: (yield* now) - startedAt, thinkingLevel: level })
          return { message: settled, entry: yield* appendMessage(settled) }
        })
      yield* bus.publish({ type: "message_start", role: "assistant" })
      const finalMessage = yield* model
        .stream({
          systemPrompt: undefined,
          messages: projection.messages,
          tools: toolkit.tools,
          thinkingLevel: level === "off" ? undefined : level
        })
        .pipe(
          Stream.runFoldEffect(Option.none<Json.JsonObject>(), (done, event) =>
            Effect.zipRight(
              Ref.set(answered, true),
              event._tag === "Done"
                ? Effect.succeed(Option.some(event.message))
                : Effect.as(
                    Effect.zipRight(
                      Ref.update(partial, (p) => AssistantMessage.apply(p, event)),
                      bus.publish({ type: "message_update", delta: event })
                    ),
                    done
                  )
            )
          ),
          // where a run's abort lands (the run is uninterruptible elsewhere, see `run`)
          Effect.interruptible,
          Effect.flatMap(
            Option.match({
              onSome: Effect.succeed,
              onNone: () => Effect.map(Ref.get(partial), (p) => AssistantMessage.finish(p, { stopReason: "error", errorMessage: "The model's stream ended without a reply" }))
            })
          ),
          Effect.catchTag("ModelError", (error: ModelError) =>
            Effect.map(Ref.get(partial), (p) =>
              AssistantMessage.finish(p.blocks.length === 0 ? { ...p, blocks: [{ type: "text", text: "" }] } : p, {
                stopReason: "error",
                errorMessage: error.message
              })
            )
          ),
          Effect.onInterrupt(() =>
            Effect.gen(function* () {
              const p = yield* Ref.get(partial)
              const errorMessage = (yield* Ref.get(answered)) ? ABORTED_MESSAGE : REQUEST_ABORTED
              yield* persist(AssistantMessage.finish(p, { stopReason: "aborted", errorMessage }))
            }).pipe(Effect.orDie)
          )
        )
      const written = yield* persist(finalMessage)
      return { message: written?.message ?? finalMessage, entryId: written?.entry.id }
    })

    /** Runs the tool calls of a reply in order, appending each result. */
    const runTools = (message: Json.JsonObject) =>
      Effect.gen(function* () {
        const calls = AssistantMessage.toolCalls(message)
        const finished = yield* Ref.make(0)
        const result = (call: (typeof calls)[number], content: ReadonlyArray<Json.JsonObject>, isError: boolean, details?: Json.Json, durationMs?: number) =>
          Effect.gen(function* () {
            const toolMessage: { [key: string]: Json.Json } = { role: "toolResult", toolCallId: call.id, toolName: call.name, content }
            if (details !== undefined) toolMessage.details = details
            toolMessage.isError = isError
            // pi's order: how long the call ran, then the time of the result
            if (durationMs !== undefined) toolMessage.durationMs = durationMs
            toolMessage.timestamp = yield* now
            yield* appendMessage(toolMessage)
            yield* bus.publish({
              type: "tool_execution_end",
              toolCallId: call.id,
              toolName: call.name,
              result: details === undefined ? { content } : { content, details },
              isError,
              ...(durationMs === undefined ? {} : { durationMs })
            })
          })
        yield* Effect.forEach(
          calls,
          (call) =>
            Effect.gen(function* () {
              yield* bus.publish({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, arguments: call.arguments })
              const started = yield* now
              const finish = (outcome: ToolResult) =>
                Effect.flatMap(now, (ended) =>
                  Effect.zipRight(result(call, outcome.content, outcome.isError, outcome.details, Math.max(0, ended - started)), Ref.update(finished, (n) => n + 1))
                )
              // a tool that asked for the abort signal is told, and its own result kept; any other is
              // interrupted. (Not a child fiber: a fiber's interruption reaches its children at once.)
              const stop = yield* Deferred.make<void>()
              const abort: Abort = { signal: Deferred.await(stop), asked: false }
              // what the tool has so far, published as it comes (the bus takes it at once)
              const run = toolkit.run(call, (partialResult) =>
                Effect.runSync(bus.publish({ type: "tool_execution_update", toolCallId: call.id, toolName: call.name, arguments: call.arguments, partialResult }))
              )
              const outcome = yield* Effect.uninterruptibleMask((restore) =>
                Effect.flatMap(Effect.forkDaemon(restore(withAbort(abort, run))), (running) =>
                  restore(Fiber.join(running)).pipe(
                    Effect.onInterrupt(() =>
                      abort.asked
                        ? Effect.flatMap(Effect.zipRight(Deferred.succeed(stop, undefined), Fiber.join(running)), finish).pipe(Effect.orDie)
                        : Fiber.interrupt(running)
                    )
                  )
                )
              )
              yield* Effect.uninterruptible(finish(outcome))
            }),
          { discard: true }
        ).pipe(
          Effect.interruptible,
          Effect.onInterrupt(() =>
            Effect.gen(function* () {
              const done = yield* Ref.get(finished)
              for (const call of calls.slice(done)) yield* result(call, [{ type: "text", text: TOOL_ABORTED }], true, {})
              // pi makes one more request, which the abort ends at once
              const info = (yield* currentModel).info
              const startedAt = yield* now
              const p = AssistantMessage.start({ api: info.api, provider: info.provider, model: info.modelId, timestamp: startedAt })
              const aborted = AssistantMessage.finish(p, { stopReason: "aborted", errorMessage: OPERATION_ABORTED })
              yield* appendMessage(AssistantMessage.settle(aborted, { durationMs: (yield* now) - startedAt, thinkingLevel: yield* Ref.get(liveLevel) }))
            }).pipe(Effect.orDie)
          )
        )
      })

    /** Waits before a retry; false when `abortRetry` cut the wait short. */
    const waitToRetry = (delayMs: number) =>
      Effect.gen(function* () {
        const stop = yield* Deferred.make<void>()
        yield* Ref.set(retryWait, Option.some(stop))
        return yield* Effect.raceFirst(Effect.as(Effect.sleep(Duration.millis(delayMs)), true), Effect.as(Deferred.await(stop), false)).pipe(
          Effect.ensuring(Ref.set(retryWait, Option.none()))
        )
      })

    /** The projected context size between turns, and the window it must fit. */
    const measure = Effect.gen(function* () {
      const branch = SessionTree.branch((yield* state).tree)
      const tokens = Tokens.projectedContextEstimate(ContextBuilder.projectPath(branch), branch)
      return { tokens, contextWindow: (yield* currentModel).info.contextWindow }
    })

    /**
     * A whole prompt run, as `AgentLoop` decides it: the user message, then replies (a failed
     * attempt asked again, and left out of the context by a `context_edit`, as pi does), tool
     * calls and compactions until the model stops, then the queued messages while there are
     * any. Each action that waits for an answer gives the loop its next event.
     *
     * It runs uninterruptible except where it waits (a reply, the tools, a retry's delay, a
     * compaction), so an abort lands only there, and each of those persists what it had: a run
     * aborted as soon as it starts still records its prompt and an aborted, empty reply, as pi's does.
     */
    const run = (text: string, images: ReadonlyArray<Json.JsonObject>) =>
      Effect.gen(function* () {
        yield* bus.publish({ type: "agent_start" })
        const before = yield* state
        const previous = [...SessionTree.branch(before.tree)].reverse().find((e) => e.role === "assistant")
        let event: AgentLoop.Event = AgentLoop.Event.PromptStarted({
          previous: previous?.value.message as Json.JsonObject | undefined,
          afterCompaction: SessionTree.leafEntry(before.tree)?.type === "compaction",
          contextWindow: (yield* currentModel).info.contextWindow
        })
        for (;;) {
          let next: AgentLoop.Event | undefined
          for (const action of yield* decide(event)) {
            switch (action._tag) {
              case "Emit":
                yield* bus.publish(action.event)
                break
              case "SendPrompt":
                yield* recordLevel
                yield* ensureSystemMessage
                yield* appendMessage(yield* userMessage(text, images))
                break
              case "Deliver":
                yield* deliver(action.messages)
                break
              case "Omit": {
                const targetId = action.entryId
                yield* append((stamp) => Session.Command.ContextEdit({ ...stamp, targetId, replacement: null }))
                break
              }
              case "StartTurn": {
                const replied = yield* reply
                next = AgentLoop.Event.Replied({ ...replied, contextWindow: (yield* currentModel).info.contextWindow })
                break
              }
              case "Retry":
                next = AgentLoop.Event.RetryWaited({ completed: yield* Effect.interruptible(waitToRetry(action.delayMs)) })
                break
              case "RunTools":
                yield* runTools(action.message)
                next = AgentLoop.Event.ToolsEnded()
                break
              case "MeasureContext":
                next = AgentLoop.Event.ContextMeasured(yield* measure)
                break
              case "Compact": {
                const compacted = yield* Effect.either(Effect.interruptible(compactNow(action.reason, undefined, action.willRetry)))
                next = AgentLoop.Event.CompactionEnded({ succeeded: Either.isRight(compacted) })
                break
              }
              case "Finish":
                return { message: action.message, aborted: action.aborted } satisfies PromptResult
              default:
                return yield* Effect.dieMessage(`AgentLoop gave ${action._tag} during a prompt run`)
            }
          }
          if (next === undefined) return yield* Effect.dieMessage(`AgentLoop gave no next step after ${event._tag}`)
          event = next
        }
      })

    const interrupt = Effect.gen(function* () {
      const fiber = yield* Ref.get(runFiber)
      if (Option.isSome(fiber)) yield* Fiber.interrupt(fiber.value)
    })

    const recordBash = (record: AgentLoop.BashRecord) => append(() => Session.Command.BashExecution(record))

    /** The operation ended: the agent is idle again, and the shell commands that waited for the prompt are recorded. */
    const end = Effect.gen(function* () {
      yield* Ref.set(runFiber, Option.none())
      for (const action of yield* decide(AgentLoop.Event.End())) {
        if (action._tag === "RecordBash") yield* recordBash(action.record)
      }
    }).pipe(Effect.orDie)

    /**
     * Runs an operation as the session's one current activity, in its own fiber (so `abort`
     * can interrupt it), unless the loop refuses it (pi's texts) because another is running.
     * The fiber starts uninterruptible: `effect` marks where an abort may land. A caller that
     * is interrupted (a signal reaching the program's main fiber) aborts the operation and
     * waits for it to persist what it had, so that nothing is appended after the caller's scope
     * (and with it the file's lock) is gone.
     */
    const exclusive = <A, E>(operation: AgentLoop.Operation, effect: Effect.Effect<A, E>) =>
      Effect.gen(function* () {
        const refused = (yield* decide(AgentLoop.Event.Begin({ operation }))).find(AgentLoop.Action.$is("Refuse"))
        if (refused !== undefined) return yield* new AgentBusy({ operation, running: refused.running })
        return yield* Effect.uninterruptibleMask((restore) =>
          Effect.gen(function* () {
            const fiber = yield* Effect.fork(effect)
            yield* Ref.set(runFiber, Option.some(fiber as Fiber.RuntimeFiber<unknown, unknown>))
            return yield* restore(Fiber.await(fiber)).pipe(Effect.onInterrupt(() => Fiber.interrupt(fiber)))
          })
        ).pipe(Effect.ensuring(end))
      })

    const prompt = (text: string, images: ReadonlyArray<Json.JsonObject> = []) =>
      Effect.gen(function* () {
        const exit = yield* exclusive("prompt", run(text, images))
        if (Exit.isSuccess(exit)) {
          yield* bus.publish({ type: "agent_end", aborted: exit.value.aborted })
          return exit.value
        }
        if (Exit.isInterrupted(exit)) {
          const current = yield* state
          const leaf = SessionTree.leafEntry(current.tree)
          yield* bus.publish({ type: "agent_end", aborted: true })
          return { message: leaf?.role === "assistant" ? (leaf.value.message as Json.JsonObject) : undefined, aborted: true }
        }
        yield* bus.publish({ type: "agent_end", aborted: false, errorMessage: Cause.pretty(exit.cause).split("\n")[0] ?? "" })
        return yield* Effect.failCause(exit.cause)
      })

    // -- the user's shell commands ---------------------------------------------------------------

    const bash = (command: string, bashOptions: BashOptions = {}) =>
      Effect.gen(function* () {
        if (shell === undefined) return yield* new AgentFailure({ reason: FailureReason.NoShell() })
        const cancel = yield* Deferred.make<void>()
        const taken = yield* Ref.modify(bashCancel, (current): [boolean, Option.Option<Deferred.Deferred<void>>] =>
          Option.isSome(current) ? [false, current] : [true, Option.some(cancel)]
        )
        if (!taken) return yield* new AgentBusy({ operation: "bash", running: "bash" })
        const cwd = (yield* state).header.cwd ?? process.cwd()
        const ran = yield* shell
          .run(command, { cwd, cancel: Deferred.await(cancel), onOutput: bashOptions.onOutput })
          .pipe(
            Effect.mapError((error) => new AgentFailure({ reason: FailureReason.Shell({ error }) })),
            Effect.ensuring(Ref.set(bashCancel, Option.none()))
          )
        const result: BashResult = {
          output: ran.output,
          exitCode: ran.exitCode,
          cancelled: ran.cancelled,
          truncated: ran.truncation.truncated,
          ...(ran.fullOutputPath === undefined ? {} : { fullOutputPath: ran.fullOutputPath })
        }
        const record = { command, ...result, excludeFromContext: bashOptions.excludeFromContext, ...(yield* Ids.stamp) }
        // recorded now, or when the running prompt ends (so it never splits a turn)
        for (const action of yield* decide(AgentLoop.Event.BashEnded({ record }))) {
          if (action._tag === "RecordBash") yield* recordBash(action.record)
        }
        return result
      })

    const abortBash = Effect.gen(function* () {
      const running = yield* Ref.get(bashCancel)
      if (Option.isSome(running)) yield* Deferred.succeed(running.value, undefined)
    })

    // -- summaries: /tree and compaction ---------------------------------------------------------

    /** One summarization request: a system prompt, one user message, no tools. */
    const summarize = (systemPrompt: string, text: string) =>
      Effect.gen(function* () {
        const model = yield* currentModel
        const level = yield* Ref.get(liveLevel)
        const done = yield* model
          .stream({
            systemPrompt,
            messages: [{ role: "user", content: [{ type: "text", text }], timestamp: yield* now }],
            tools: [],
            thinkingLevel: level !== "off" && model.info.reasoning ? level : undefined
          })
          .pipe(
            Stream.runFold(Option.none<Json.JsonObject>(), (found, event) => (event._tag === "Done" ? Option.some(event.message) : found)),
            Effect.catchTag("ModelError", (error: ModelError) =>
              Effect.succeed(Option.some<Json.JsonObject>({ role: "assistant", content: [], stopReason: "error", errorMessage: error.message }))
            )
          )
        return Option.getOrElse(done, (): Json.JsonObject => ({ role: "assistant", content: [], stopReason: "error", errorMessage: "Unknown error" }))
      })

    const navigate = (targetId: string, navigation: NavigateOptions = {}) =>
      Effect.gen(function* () {
        const current = yield* state
        const oldLeafId = SessionTree.leafId(current.tree)
        const { activity } = yield* loopState
        if (activity !== "idle") return yield* new AgentBusy({ operation: "navigate", running: activity })
        if (targetId === oldLeafId) return { cancelled: false } satisfies NavigateResult
        if (!SessionTree.has(current.tree, targetId)) return yield* new EntryNotFound({ id: targetId })
        const collected = BranchSummary.collect(current.tree, oldLeafId, targetId)
        const exit = yield* exclusive(
          "navigate",
          Effect.interruptible(Effect.gen(function* () {
            const userWantsSummary = navigation.summarize ?? false
            const decision = yield* extensions.before("session_before_tree", {
              targetId,
              oldLeafId,
              commonAncestorId: collected.commonAncestorId,
              entriesToSummarize: collected.entries,
              userWantsSummary,
              customInstructions: navigation.customInstructions,
              replaceInstructions: navigation.replaceInstructions,
              label: navigation.label
            })
            if (decision?.cancel === true) return { cancelled: true } satisfies NavigateResult
            const customInstructions = decision?.customInstructions ?? navigation.customInstructions
            const replaceInstructions = decision?.replaceInstructions ?? navigation.replaceInstructions
            const label = decision?.label ?? navigation.label
            let summary: Session.Summary | undefined
            if (userWantsSummary && decision?.summary !== undefined) {
              summary = { ...decision.summary, fromHook: true }
            } else if (userWantsSummary && collected.entries.length > 0) {
              const prepared = BranchSummary.prepare(collected.entries, BranchSummary.budget((yield* currentModel).info.contextWindow, configured.branchSummary.reserveTokens))
              const request = BranchSummary.request(prepared, customInstructions, replaceInstructions)
              const reply = request === undefined ? undefined : yield* summarize(request.systemPrompt, request.prompt)
              const outcome = BranchSummary.result(prepared, reply)
              if (Either.isLeft(outcome)) {
                if (outcome.left._tag === "Aborted") return { cancelled: true, aborted: true } satisfies NavigateResult
                return yield* new AgentFailure({ reason: FailureReason.BranchSummary({ failure: outcome.left }) })
              }
              summary = outcome.right
            }
            const transition = yield* append((stamp) => Session.Command.Navigate({ ...stamp, targetId, summary, label }))
            yield* followPath()
            const summaryEntry = summary === undefined ? undefined : transition.appended[0]
            yield* bus.publish({
              type: "tree_navigated",
              oldLeafId,
              newLeafId: transition.leafId,
              ...(summaryEntry === undefined ? {} : { summaryEntryId: summaryEntry.id as string })
            })
            yield* extensions.notify("session_tree", {
              newLeafId: transition.leafId,
              oldLeafId,
              summaryEntry: summaryEntry?.value,
              fromExtension: summary === undefined ? undefined : summary.fromHook === true
            })
            return {
              cancelled: false,
              ...(transition.editorText === undefined ? {} : { editorText: transition.editorText }),
              ...(summaryEntry === undefined ? {} : { summaryEntry: summaryEntry.value })
            } satisfies NavigateResult
          }))
        )
        if (Exit.isSuccess(exit)) return exit.value
        if (Exit.isInterrupted(exit)) return { cancelled: true, aborted: true } satisfies NavigateResult
        return yield* Effect.failCause(exit.cause)
      })

    /** Summarizes the branch before the kept recent entries and appends the compaction entry. */
    const compactNow = (reason: CompactionReason, customInstructions: string | undefined, willRetry: boolean) =>
      Effect.gen(function* () {
        yield* bus.publish({ type: "compaction_start", reason })
        const outcome = yield* Effect.exit(
          Effect.gen(function* () {
            const branch = SessionTree.branch((yield* state).tree)
            const prepared = Compaction.prepare(branch, yield* compactionSettings)
            if (Either.isLeft(prepared)) return yield* new CompactionFailed({ failure: Compaction.Failure.NothingToDo({ reason: prepared.left }) })
            const preparation = prepared.right
            const decision = yield* extensions.before("session_before_compact", {
              preparation,
              branchEntries: branch,
              customInstructions,
              reason,
              willRetry
            })
            if (decision?.cancel === true) return yield* new CompactionFailed({ failure: Compaction.Failure.Cancelled() })
            let result: Compaction.Result
            let fromHook = false
            if (decision?.compaction !== undefined) {
              const supplied = decision.compaction
              result = {
                summary: supplied.summary,
                firstKeptEntryId: supplied.firstKeptEntryId,
                tokensBefore: supplied.tokensBefore,
                details: supplied.details as never,
                ...(supplied.usage === undefined ? {} : { usage: supplied.usage })
              }
              fromHook = true
            } else {
              const replies: { history?: Compaction.Reply; turnPrefix?: Compaction.Reply } = {}
              for (const request of Compaction.requests(preparation, customInstructions)) {
                const reply = yield* summarize(request.systemPrompt, request.prompt)
                const checked = Compaction.checkReply(reply, request.kind)
                if (Either.isLeft(checked)) return yield* new CompactionFailed({ failure: Compaction.Failure.BadReply({ message: checked.left }) })
                replies[request.kind === "history" ? "history" : "turnPrefix"] = { text: checked.right, usage: reply.usage }
              }
              result = Compaction.combine(preparation, replies)
            }
            const transition = yield* append((stamp) =>
              Session.Command.Compaction({
                ...stamp,
                summary: result.summary,
                firstKeptEntryId: result.firstKeptEntryId,
                tokensBefore: result.tokensBefore,
                details: result.details as unknown as Json.Json,
                usage: result.usage,
                fromHook
              })
            )
            const entry = transition.appended[0] as Entry
            yield* extensions.notify("session_compact", { compactionEntry: entry.value, fromExtension: fromHook, reason, willRetry })
            return result
          })
        )
        if (Exit.isSuccess(outcome)) {
          const { firstKeptEntryId, summary, tokensBefore } = outcome.value
          yield* bus.publish({ type: "compaction_end", reason, aborted: false, willRetry, result: { summary, firstKeptEntryId, tokensBefore } })
          return outcome.value
        }
        const failure = Exit.isInterrupted(outcome) ? Compaction.Failure.Cancelled() : compactionFailure(outcome.cause)
        const aborted = failure._tag === "Cancelled"
        const errorMessage = Compaction.failureEvent(reason, failure)
        yield* bus.publish({ type: "compaction_end", reason, aborted, willRetry: false, ...(errorMessage === undefined ? {} : { errorMessage }) })
        yield* extensions.notify("session_compact_failed", { reason, errorMessage, aborted, willRetry: false, fromExtension: false })
        return yield* outcome
      })

    /** Why a compaction failed, from its cause: its own failure, or another error's message. */
    const compactionFailure = (cause: Cause.Cause<CompactionFailed | AgentError>): Compaction.Failure => {
      const failure = Cause.failureOption(cause)
      if (Option.isNone(failure)) return Compaction.Failure.Failed({ message: Cause.pretty(cause).split("\n")[0] ?? "" })
      return failure.value._tag === "CompactionFailed" ? failure.value.failure : Compaction.Failure.Failed({ message: failure.value.message })
    }

    const compact = (customInstructions?: string) =>
      Effect.gen(function* () {
        yield* abort
        const exit = yield* exclusive("compact", Effect.interruptible(compactNow("manual", customInstructions, false)))
        if (Exit.isSuccess(exit)) return exit.value
        if (Exit.isInterrupted(exit)) return yield* new AgentFailure({ reason: FailureReason.Compaction({ failure: Compaction.Failure.Cancelled() }) })
        // the raw text, as pi's compact gives it (the event carries the prefix)
        return yield* Effect.failCause(exit.cause).pipe(
          Effect.catchTag("CompactionFailed", ({ failure }) => Effect.fail(new AgentFailure({ reason: FailureReason.Compaction({ failure }) })))
        )
      })

    const abort = Effect.gen(function* () {
      for (const action of yield* decide(AgentLoop.Event.Abort())) if (action._tag === "Interrupt") yield* interrupt
    })

    // -- switching sessions ---------------------------------------------------------------------

    /**
     * pi's replacement protocol: abort the run (its reply is persisted to the old session),
     * `session_shutdown`, open the new session (taking its lock, releasing the old one),
     * `session_start`.
     */
    const replaceWith = (
      reason: "new" | "resume" | "fork",
      next: string | Session.SessionState,
      targetFile: string | undefined
    ) =>
      Effect.gen(function* () {
        const previousSessionFile = (yield* state).file
        yield* abort
        yield* extensions.notify("session_shutdown", { reason, targetSessionFile: targetFile })
        const scope = yield* Scope.fork(parentScope, ExecutionStrategy.sequential)
        const opened = yield* Scope.extend(store.writer(next), scope).pipe(Effect.tapError(() => Scope.close(scope, Exit.void)))
        const old = yield* Ref.getAndSet(sessionScope, scope)
        yield* Ref.set(writerRef, opened)
        yield* Scope.close(old, Exit.void)
        const current = yield* state
        if (SessionTree.count(current.tree) === 0) yield* recordModel
        else yield* followPath()
        yield* bus.publish({ type: "session_switched", reason, ...(current.file === undefined ? {} : { sessionFile: current.file }), ...(previousSessionFile === undefined ? {} : { previousSessionFile }) })
        yield* extensions.notify("session_start", { reason, previousSessionFile })
        return Session.storage(yield* state)
      })

    const fork = (entryId: string, position: "before" | "at" = "before") =>
      Effect.gen(function* () {
        const decision = yield* extensions.before("session_before_fork", { entryId, position })
        if (decision?.cancel === true) return { cancelled: true }
        const current = yield* state
        const identity = yield* Ids.sessionIdentity
        const dir = current.file === undefined ? undefined : path.dirname(current.file)
        const result = Session.apply(
          current,
          Session.Command.Fork({
            entryId,
            position,
            sessionId: identity.sessionId,
            timestamp: identity.timestamp,
            ids: yield* Ids.idSource,
            file: dir === undefined ? undefined : path.join(dir, SessionFile.fileName(identity.timestamp, identity.sessionId))
          })
        )
        if (Either.isLeft(result)) return yield* result.left
        yield* store.commit(result.right)
        const storage = yield* replaceWith("fork", result.right.state, result.right.state.file)
        return { cancelled: false, storage, ...(result.right.selectedText === undefined ? {} : { selectedText: result.right.selectedText }) }
      })

    const clone = Effect.gen(function* () {
      const leaf = SessionTree.leafId((yield* state).tree)
      if (leaf === null) return yield* new NothingToClone()
      return yield* fork(leaf, "at")
    })

    const newSession = Effect.gen(function* () {
      const decision = yield* extensions.before("session_before_switch", { reason: "new" })
      if (decision?.cancel === true) return { cancelled: true }
      const current = yield* state
      const next = yield* store.create({
        cwd: current.header.cwd ?? ".",
        sessionDir: current.file === undefined ? undefined : path.dirname(current.file)
      })
      return { cancelled: false, storage: yield* replaceWith("new", next, next.file) }
    })

    const resume = (target: string) =>
      Effect.gen(function* () {
        const file = store.resolve(target)
        const decision = yield* extensions.before("session_before_switch", { reason: "resume", targetSessionFile: target })
        if (decision?.cancel === true) return { cancelled: true }
        const next = yield* store.openOrNew(file, (yield* state).header.cwd ?? ".")
        return { cancelled: false, storage: yield* replaceWith("resume", next, file) }
      })

    return AgentSession.of(Traced.spans("AgentSession", {
      state,
      file: Effect.map(state, (s) => s.file),
      prompt,
      abort,
      activity: Effect.map(loopState, (s) => s.activity),
      fork,
      clone,
      newSession,
      resume,
      persist: Effect.map(append(() => Session.Command.Persist()), (t) => Session.storage(t.state)),
      navigate,
      compact,
      apply: (build) =>
        Effect.gen(function* () {
          const transition = yield* append(build)
          // a move given as data (a summary from the caller) takes up the new path's model too
          if (transition.appended.some((e) => e.type === "branch_summary" || e.isLeafMarker)) yield* followPath()
          return transition
        }),
      autoCompaction: Effect.map(compactionSettings, (s) => s.enabled),
      setAutoCompaction: (enabled) => Effect.asVoid(decide(AgentLoop.Event.SetAutoCompaction({ enabled }))),
      enqueue,
      queue: Effect.map(loopState, (s) => MessageQueue.texts(s.queue)),
      clearQueue,
      queueModes: Effect.map(loopState, (s) => s.modes),
      setQueueMode: (kind, mode) => Effect.asVoid(decide(AgentLoop.Event.SetQueueMode({ kind, mode }))),
      model: Effect.map(currentModel, (m) => m.info),
      thinkingLevel: Ref.get(liveLevel),
      availableModels,
      setModel,
      cycleModel,
      thinkingLevels: Effect.map(currentModel, (m) => levelsOf(m.info)),
      setThinkingLevel,
      cycleThinkingLevel,
      bash,
      abortBash,
      autoRetry: Effect.map(loopState, (s) => s.retry.enabled),
      setAutoRetry: (enabled) => Effect.asVoid(decide(AgentLoop.Event.SetAutoRetry({ enabled }))),
      abortRetry: Effect.flatMap(Ref.get(retryWait), Option.match({ onNone: () => Effect.void, onSome: (d) => Deferred.succeed(d, undefined) }))
    }))
  })
