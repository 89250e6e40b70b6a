/**
 * What every part of an agent shares: the services it runs on, the session's writer (and the
 * scope that holds its lock), the state of the pure decider `AgentLoop` with the function that
 * feeds it an event, the live model and thinking level, `emit`, the one way an event is told
 * (to the bus, and to the stream of the call it belongs to), and `append`, the one way an entry
 * is written and then announced. The operations live in modules of their own (`AgentModels`,
 * `AgentTurn`, `AgentInterpreter`, `AgentCompaction`, `AgentNavigate`, `AgentShell`,
 * `AgentSwitch`), each made from this record; `AgentSession` is their facade.
 */
import * as Path from "@effect/platform/Path"
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Fiber from "effect/Fiber"
import * as FiberRef from "effect/FiberRef"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Scope from "effect/Scope"
import * as AgentLoop from "../../domain/agent/AgentLoop.js"
import * as SettingsDomain from "../../domain/agent/Settings.js"
import * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import type * as Compaction from "../../domain/context/Compaction.js"
import * as Entry from "../../domain/format/Entry.js"
import * as EntrySchema from "../../domain/format/EntrySchema.js"
import type * as Json from "../../domain/format/Json.js"
import * as Session from "../../domain/tree/Session.js"
import { Checkpoints } from "../checkpoint/Checkpoints.js"
import { Model, type ModelInfo } from "../model/Model.js"
import { ModelRegistry } from "../model/ModelRegistry.js"
import { SessionStore, type Writer } from "../store/SessionStore.js"
import { Shell } from "../tools/Shell.js"
import { Toolkit } from "../tools/Toolkit.js"
import * as AgentCheckpoint from "./AgentCheckpoint.js"
import type * as AgentEvent from "./AgentEvent.js"
import { EventBus } from "./EventBus.js"
import { Extensions } from "./Extensions.js"
import type * as ExtensionsService from "./Extensions.js"
import * as Ids from "./Ids.js"
import { Settings } from "./Settings.js"

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
  /** How long to wait for the session's lock when another writer holds it (default: `SessionLocked` at once). */
  readonly lockWait?: Duration.DurationInput | undefined
  /**
   * How a prompt's failure reads in its `agent_end`'s `errorMessage`, after the error's tag
   * (default: its `message`, which names no absolute path, process or host; the command line
   * passes its own lines, which do).
   */
  readonly errorText?: ((error: unknown) => string) | undefined
}

export type RetrySettings = SettingsDomain.Retry

/** An agent's shared record (see the module's comment); the session's lock is held until the scope closes. */
export type Runtime = Effect.Effect.Success<ReturnType<typeof make>>

/**
 * How an appended entry is announced, checked against its schema (one `Schema.is` of one
 * entry): a message of a known role that matches its schema by `message_end`, any other entry
 * that matches its type's schema by `entry_appended {entry}`, and what matches none as stored
 * (`entry_appended {unchecked}`).
 */
const announcement = (entry: Entry.Entry): AgentEvent.Body => {
  const entryId = entry.id as string
  const message = EntrySchema.agentMessage(entry)
  if (message !== undefined) return { type: "message_end", entryId, message }
  const known = EntrySchema.knownEntry(entry)
  return known === undefined ? { type: "entry_appended", entryId, unchecked: entry.value } : { type: "entry_appended", entryId, entry: known }
}

/** The shared record of an agent on `source`: a `SessionState` not yet on disk, or the path of an existing file. */
export const make = (source: string | Session.SessionState, options: Options) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    // a path outside the store's tenant is refused before anything is read (the settings included)
    if (typeof source === "string") yield* store.confine(source)
    const startModel = yield* Model
    const toolkit = yield* Toolkit
    const bus = yield* EventBus
    const registry = Option.getOrUndefined(yield* Effect.serviceOption(ModelRegistry))
    const shell = Option.getOrUndefined(yield* Effect.serviceOption(Shell))
    const settingsService = Option.getOrUndefined(yield* Effect.serviceOption(Settings))
    const configured = settingsService === undefined ? SettingsDomain.DEFAULTS : yield* settingsService.current

    const hooks = yield* Extensions
    const path = yield* Path.Path
    const parentScope = yield* Effect.scope
    const firstScope = yield* Scope.fork(parentScope, ExecutionStrategy.sequential)
    const sessionScope = yield* Ref.make(firstScope)
    const writerRef = yield* Ref.make<Writer>(yield* Scope.extend(store.writer(source, { wait: options.lockWait }), firstScope))
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

    const writer = Ref.get(writerRef)
    const state = Effect.flatMap(writer, (w) => w.state)

    /**
     * Where the events of the current call go besides the bus: set by `AgentSession.run` on the
     * fiber of its call (and so on every fiber the call forks), unset elsewhere.
     */
    const callSink = yield* FiberRef.make<Option.Option<(event: AgentEvent.AgentEvent) => Effect.Effect<void>>>(Option.none())

    /** Tells an event, as of the session the agent is on now: on the bus, then to the current call. */
    const emit = (body: AgentEvent.Body) =>
      Effect.gen(function*() {
        const event = { ...body, sessionId: (yield* state).header.id } as AgentEvent.AgentEvent
        yield* bus.publish(event)
        const sink = yield* FiberRef.get(callSink)
        if (Option.isSome(sink)) yield* sink.value(event)
      })

    /** `emit` as a plain function, for callbacks outside any fiber (a tool's updates), bound to the current call. */
    const emitter = Effect.map(
      FiberRef.get(callSink),
      (sink) => (body: AgentEvent.Body) => Effect.runSync(Effect.locally(emit(body), callSink, sink))
    )

    /** The extensions, their failures told as `extension_error` events. */
    const report: ExtensionsService.Report = (failure) => emit({ type: "extension_error", ...failure })
    const extensions: Extensions.Service = {
      ...hooks,
      before: (hook, input) => hooks.before(hook, input, report),
      notify: (hook, input) => hooks.notify(hook, input, report)
    }

    /**
     * Applies a command and announces what it appended, once it is on disk. Uninterruptible: an
     * abort lands before the append or after its announcement, never between (what is in the
     * file is always in the events).
     */
    const append = (build: (stamp: Session.Stamp) => Session.Command) =>
      Effect.gen(function*() {
        const w = yield* writer
        const stamp = yield* Ids.stamp
        const transition = yield* w.apply(build(stamp))
        for (const entry of transition.appended) yield* emit(announcement(entry))
        return transition
      }).pipe(Effect.uninterruptible)

    const appendMessage = (message: Json.JsonObject) =>
      Effect.map(
        append((stamp) => Session.Command.AppendMessage({ ...stamp, message })),
        (t) => t.appended[0] as Entry.Entry
      )

    const now = Effect.map(Ids.timestamp, (iso) => Date.parse(iso))

    /** Publishes what the loop announces among `actions`. */
    const announce = (actions: ReadonlyArray<AgentLoop.Action>) =>
      Effect.forEach(actions, (action) => (action._tag === "Emit" ? emit(action.event) : Effect.void), { discard: true })

    /** The working tree's checkpoints at turn boundaries, when a `Checkpoints` service is provided. */
    const checkpoint = AgentCheckpoint.make({ state, append, emit }, Option.getOrUndefined(yield* Effect.serviceOption(Checkpoints)))

    /** A `!` command's record, then the tree it may have changed. */
    const recordBash = (record: AgentLoop.BashRecord) => Effect.tap(append(() => Session.Command.BashExecution(record)), () => checkpoint.record)

    return {
      options,
      store,
      toolkit,
      emit,
      emitter,
      callSink,
      registry,
      shell,
      configured,
      extensions,
      path,
      parentScope,
      sessionScope,
      writerRef,
      decide,
      loopState,
      compactionSettings,
      runFiber,
      retryWait,
      liveModel,
      liveLevel,
      currentModel,
      levelsOf,
      state,
      append,
      appendMessage,
      now,
      announce,
      recordBash,
      checkpoint
    }
  })
