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
 *
 * This module is the facade: the service, its operations as spans, and `make`, which builds
 * an agent from its parts, one concern each: `AgentRuntime` (what they share), `AgentModels`,
 * `AgentTurn` (one model request streamed into entries), `AgentCompaction`,
 * `AgentInterpreter` (runs `AgentLoop`'s actions), `AgentNavigate`, `AgentShell` (`!cmd`) and
 * `AgentSwitch`.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as Take from "effect/Take"
import * as AgentLoop from "../../domain/agent/AgentLoop.js"
import * as MessageQueue from "../../domain/agent/MessageQueue.js"
import type * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import type * as Manifest from "../../domain/checkpoint/Manifest.js"
import type * as Compaction from "../../domain/context/Compaction.js"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Session from "../../domain/tree/Session.js"
import type { ModelError, ModelInfo } from "../model/Model.js"
import * as AgentCompaction from "./AgentCompaction.js"
import { type AgentError, AgentFailure, FailureReason } from "./AgentErrors.js"
import type { AgentEvent } from "./AgentEvent.js"
import * as AgentInterpreter from "./AgentInterpreter.js"
import type { Activity, PromptResult } from "./AgentInterpreter.js"
import * as AgentModels from "./AgentModels.js"
import type { ModelCycle } from "./AgentModels.js"
import * as AgentNavigate from "./AgentNavigate.js"
import type { NavigateOptions, NavigateResult } from "./AgentNavigate.js"
import * as AgentRuntime from "./AgentRuntime.js"
import type { Options } from "./AgentRuntime.js"
import * as AgentShell from "./AgentShell.js"
import type { BashOptions, BashResult } from "./AgentShell.js"
import * as AgentSwitch from "./AgentSwitch.js"
import type { SwitchResult } from "./AgentSwitch.js"
import * as AgentTurn from "./AgentTurn.js"

export { BUSY_COMPACTING, BUSY_PROMPT, BUSY_PROMPT_COMPACTING, BUSY_TREE_COMPACTING, BUSY_TREE_STREAMING } from "../../domain/agent/AgentLoop.js"
export {
  ABORTED_MESSAGE,
  AgentBusy,
  type AgentError,
  AgentFailure,
  BASH_RUNNING,
  FailureReason,
  NO_SHELL,
  OPERATION_ABORTED,
  REQUEST_ABORTED,
  TOOL_ABORTED
} from "./AgentErrors.js"
export type { Activity, PromptResult } from "./AgentInterpreter.js"
export type { ModelCycle } from "./AgentModels.js"
export type { NavigateOptions, NavigateResult } from "./AgentNavigate.js"
export type { Options, RetrySettings } from "./AgentRuntime.js"
export type { BashOptions, BashResult } from "./AgentShell.js"
export type { SwitchResult } from "./AgentSwitch.js"

export declare namespace AgentSession {
  export interface Service {
    readonly state: Effect.Effect<Session.SessionState>
    readonly file: Effect.Effect<string | undefined>
    /** Runs a prompt (text, and image blocks) until the model stops (or the run is aborted). */
    readonly prompt: (text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) => Effect.Effect<PromptResult, AgentError>
    /**
     * Runs a prompt as `prompt` does, as the stream of this call's events: exactly the events of
     * this run, in order, from its `agent_start` to its `agent_end` (events of other sessions,
     * or of other calls on this one, are not in it; the bus has them all, these included). The
     * run starts when the stream is run; a stream that stops early (its consumer interrupted,
     * an SSE client gone) aborts the run, which persists what an abort persists before the
     * stream's scope closes. Fails as `prompt` fails (`AgentBusy` when another operation runs).
     */
    readonly run: (text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) => Stream.Stream<AgentEvent, AgentError>
    /**
     * Queues a message for the running prompt: a steering message (after the current tool
     * calls) or a follow-up (when it would stop). False when no prompt runs (nothing queued).
     */
    readonly enqueue: (kind: MessageQueue.Kind, text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) => Effect.Effect<boolean>
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
    /**
     * The next (or previous) available model, among `within` (`provider/id` keys, in the cycle's
     * order) when one of them is available; undefined when there is no other.
     */
    readonly cycleModel: (direction?: 1 | -1, within?: ReadonlyArray<string>) => Effect.Effect<ModelCycle | undefined, AgentError | ModelError>
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
    /**
     * `/resume`: continue another session file (a path that does not exist starts a new session
     * there). A path outside the store's tenant is refused (`OutsideTenant`) before anything else.
     */
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
     * The files that differ between the code of entry `from` and that of entry `to`, or the
     * working tree now (each entry's code: the nearest checkpoint recorded at or above it; see
     * `Recorded.all` for the session's checkpoints). Fails when the agent takes none.
     */
    readonly diff: (from: string, to?: string) => Effect.Effect<Array<Manifest.Change>, AgentError>
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

export class AgentSession extends Effect.Tag("arbor/AgentSession")<AgentSession, AgentSession.Service>() {}

/**
 * An agent on a session: a `SessionState` not yet on disk (a new session) or the path of an
 * existing file. The session's lock is held until the scope closes.
 */
export const make = (source: string | Session.SessionState, options: Options = {}) =>
  Effect.gen(function*() {
    const rt = yield* AgentRuntime.make(source, options)
    const models = AgentModels.make(rt)
    const turn = AgentTurn.make(rt)
    const compaction = AgentCompaction.make(rt, turn)
    const interpreter = AgentInterpreter.make(rt, models, turn, compaction)
    const shell = yield* AgentShell.make(rt)
    const navigation = AgentNavigate.make(rt, models, turn, compaction, interpreter)
    const switching = AgentSwitch.make(rt, models, interpreter)
    yield* models.start
    const { append, currentModel, decide, levelsOf, liveLevel, loopState, state } = rt

    /** Puts the current session's id on the current span. */
    const annotateSession = Effect.flatMap(state, (s) => Effect.annotateCurrentSpan("sessionId", s.header.id))

    /** A plain Effect operation in its span. */
    const op = <A, E>(name: string, effect: Effect.Effect<A, E>) => Effect.withSpan(effect, `AgentSession.${name}`)

    return AgentSession.of({
      state: op("state", state),
      file: op("file", Effect.map(state, (s) => s.file)),
      prompt: Effect.fn("AgentSession.prompt")(function*(text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) {
        yield* annotateSession
        return yield* interpreter.prompt(text, images)
      }),
      run: (text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) =>
        Stream.unwrapScoped(
          Effect.gen(function*() {
            const events = yield* Effect.acquireRelease(Queue.unbounded<Take.Take<AgentEvent, AgentError>>(), Queue.shutdown)
            // never blocks nor fails: an event told after the stream ended is dropped
            const tell = (take: Take.Take<AgentEvent, AgentError>) => Effect.sync(() => void Queue.unsafeOffer(events, take))
            // the run is a fiber of the stream's scope: closing it interrupts the run, which
            // aborts the turn and waits until it has persisted what it had
            yield* Effect.forkScoped(
              Effect.gen(function*() {
                yield* annotateSession
                return yield* interpreter.prompt(text, images)
              }).pipe(
                Effect.withSpan("AgentSession.run"),
                Effect.locally(rt.callSink, Option.some((event: AgentEvent) => tell(Take.of(event)))),
                Effect.onExit((exit) => tell(exit._tag === "Success" ? Take.end : Take.failCause(exit.cause)))
              )
            )
            return Stream.flattenTake(Stream.fromQueue(events))
          })
        ),
      abort: op("abort", interpreter.abort),
      activity: op("activity", Effect.map(loopState, (s) => s.activity)),
      fork: Effect.fn("AgentSession.fork")(function*(entryId: string, position?: "before" | "at") {
        yield* annotateSession
        yield* Effect.annotateCurrentSpan("entryId", entryId)
        return yield* switching.fork(entryId, position)
      }),
      clone: op("clone", switching.clone),
      newSession: op("newSession", switching.newSession),
      resume: Effect.fn("AgentSession.resume")(function*(path: string) {
        yield* Effect.annotateCurrentSpan("path", path)
        return yield* switching.resume(path)
      }),
      persist: op("persist", Effect.map(append(() => Session.Command.Persist()), (t) => Session.storage(t.state))),
      navigate: Effect.fn("AgentSession.navigate")(function*(targetId: string, navigate?: NavigateOptions) {
        yield* annotateSession
        yield* Effect.annotateCurrentSpan("entryId", targetId)
        return yield* navigation.navigate(targetId, navigate)
      }),
      diff: Effect.fn("AgentSession.diff")(function*(from: string, to?: string) {
        yield* annotateSession
        return yield* rt.checkpoint.diff(from, to).pipe(Effect.mapError((error) => new AgentFailure({ reason: FailureReason.Files({ error }) })))
      }),
      compact: Effect.fn("AgentSession.compact")(function*(customInstructions?: string) {
        yield* annotateSession
        return yield* navigation.compact(customInstructions)
      }),
      apply: Effect.fn("AgentSession.apply")(function*(build: (stamp: Session.Stamp) => Session.Command) {
        yield* annotateSession
        const transition = yield* append(build)
        // a move given as data (a summary from the caller) takes up the new path's model too
        if (transition.appended.some((e) => e.type === "branch_summary" || e.isLeafMarker)) yield* models.followPath()
        return transition
      }),
      autoCompaction: op("autoCompaction", Effect.map(rt.compactionSettings, (s) => s.enabled)),
      setAutoCompaction: Effect.fn("AgentSession.setAutoCompaction")(function*(enabled: boolean) {
        yield* decide(AgentLoop.Event.SetAutoCompaction({ enabled }))
      }),
      enqueue: Effect.fn("AgentSession.enqueue")(function*(kind: MessageQueue.Kind, text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) {
        yield* Effect.annotateCurrentSpan("queue", kind)
        return yield* interpreter.enqueue(kind, text, images)
      }),
      queue: op("queue", Effect.map(loopState, (s) => MessageQueue.texts(s.queue))),
      clearQueue: op("clearQueue", interpreter.clearQueue),
      queueModes: op("queueModes", Effect.map(loopState, (s) => s.modes)),
      setQueueMode: Effect.fn("AgentSession.setQueueMode")(function*(kind: MessageQueue.Kind, mode: MessageQueue.Mode) {
        yield* decide(AgentLoop.Event.SetQueueMode({ kind, mode }))
      }),
      model: op("model", Effect.map(currentModel, (m) => m.info)),
      thinkingLevel: op("thinkingLevel", Ref.get(liveLevel)),
      availableModels: op("availableModels", models.availableModels),
      setModel: Effect.fn("AgentSession.setModel")(function*(provider: string, modelId: string) {
        yield* Effect.annotateCurrentSpan({ provider, model: modelId })
        return yield* models.setModel(provider, modelId)
      }),
      cycleModel: Effect.fn("AgentSession.cycleModel")(function*(direction?: 1 | -1, within?: ReadonlyArray<string>) {
        return yield* models.cycleModel(direction, within)
      }),
      thinkingLevels: op("thinkingLevels", Effect.map(currentModel, (m) => levelsOf(m.info))),
      setThinkingLevel: Effect.fn("AgentSession.setThinkingLevel")(function*(level: string) {
        yield* Effect.annotateCurrentSpan("level", level)
        return yield* models.setThinkingLevel(level)
      }),
      cycleThinkingLevel: Effect.fn("AgentSession.cycleThinkingLevel")(function*(direction?: 1 | -1) {
        return yield* models.cycleThinkingLevel(direction)
      }),
      bash: Effect.fn("AgentSession.bash")(function*(command: string, bashOptions?: BashOptions) {
        yield* annotateSession
        return yield* shell.bash(command, bashOptions)
      }),
      abortBash: op("abortBash", shell.abortBash),
      autoRetry: op("autoRetry", Effect.map(loopState, (s) => s.retry.enabled)),
      setAutoRetry: Effect.fn("AgentSession.setAutoRetry")(function*(enabled: boolean) {
        yield* decide(AgentLoop.Event.SetAutoRetry({ enabled }))
      }),
      abortRetry: op("abortRetry", interpreter.abortRetry)
    })
  })
