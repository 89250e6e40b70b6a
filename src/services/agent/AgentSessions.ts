/**
 * The live agents of a process, by session: a registry through which concurrent requests on
 * one session share one agent (and so one writer and one lock) instead of the second failing
 * `SessionLocked`.
 *
 * An agent is made on the first `get` of its session and kept in an `RcMap`: it lives while a
 * caller holds it (a `get`'s scope, a `run`'s or `observe`'s stream) and for an idle
 * time-to-live after the last one lets go, then its scope closes, which releases the session's
 * lock. A session is named by its `SessionId` (found through the store's index of ids by its
 * header alone, `store.locate`, so that only the agent's writer reads it whole) or, explicitly,
 * by its path (`atPath`, in the store's tenant); both name the same agent (the map is keyed by
 * the resolved file).
 *
 * `run` on an idle session runs a prompt as the stream of its events (`AgentSession.run`); on
 * a session whose prompt is running it queues the text on the live agent (a follow-up, or a
 * steering message) and streams the session's events from that queue's announcement to the end
 * of the run that answers it. `observe` is the bus filtered to one session. A shared agent stays
 * on its session: switching it to another (`fork`, `clone`, `newSession`, `resume`) is refused.
 */
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as RcMap from "effect/RcMap"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as MessageQueue from "../../domain/agent/MessageQueue.js"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import type { SessionId } from "../../domain/format/SessionId.js"
import { SessionNotFound, SessionStore, type StoreError } from "../store/SessionStore.js"
import { type AgentError, AgentFailure, FailureReason } from "./AgentErrors.js"
import type { AgentEvent } from "./AgentEvent.js"
import * as AgentSession from "./AgentSession.js"
import { EventBus } from "./EventBus.js"

/** How long an agent nobody holds stays live by default. */
export const DEFAULT_IDLE_TIME_TO_LIVE = "1 minute"

/** How many times a request tries to queue or run before an `AgentBusy` is its answer. */
const REQUEST_ATTEMPTS = 3

export interface Options {
  /** How long an agent nobody holds stays live (and keeps its session's lock); default one minute. */
  readonly idleTimeToLive?: Duration.DurationInput | undefined
  /** How long making an agent waits for a lock another writer holds (default: `SessionLocked` at once). */
  readonly lockWait?: Duration.DurationInput | undefined
  /** The options every agent is made with (system prompt, thinking level, ...). */
  readonly agent?: Omit<AgentSession.Options, "lockWait"> | undefined
}

/** What a request does when the session's prompt is running: queue its text as one of the agent's queues. */
export type WhenBusy = MessageQueue.Kind

export interface RunOptions {
  readonly images?: ReadonlyArray<EntrySchema.ImageContent> | undefined
  /** The queue a request on a running session goes to (default `followUp`). */
  readonly whenBusy?: WhenBusy | undefined
}

/** Why an agent could not be had: its session was not found or could not be opened (locked, unreadable). */
export type GetError = StoreError | AgentError

/** A session named by its path: the command line's way (a service names sessions by id). */
export interface SessionPath {
  readonly _tag: "SessionPath"
  readonly path: string
}

/** The session at `path` (resolved as the store resolves paths; outside its tenant, `OutsideTenant`). */
export const atPath = (path: string): SessionPath => ({ _tag: "SessionPath", path })

/** How a request names its session: its id, or explicitly its path (`atPath`). */
export type Target = SessionId | SessionPath

export declare namespace AgentSessions {
  export interface Service {
    /**
     * The live agent of a session (its id, or its path), made when none is live; held until the
     * scope closes, then kept for the idle time-to-live. Concurrent gets share one agent.
     */
    readonly get: (session: Target) => Effect.Effect<AgentSession.AgentSession.Service, GetError, Scope.Scope>
    /**
     * A prompt as a stream of events. On an idle session: `AgentSession.run` on its live agent
     * (stopping the stream aborts the run). While a prompt runs: the text is queued on it
     * (`whenBusy`) and the stream is the session's events from the queue's announcement
     * (`queue_update`) to the end of that run (`agent_end`); stopping it leaves the run alone (the
     * queued text is still answered).
     */
    readonly run: (session: Target, text: string, options?: RunOptions) => Stream.Stream<AgentEvent, GetError>
    /** Queues a steering message on the session's running prompt; false when none runs (nothing queued). */
    readonly steer: (session: Target, text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) => Effect.Effect<boolean, GetError>
    /** Queues a follow-up on the session's running prompt; false when none runs (nothing queued). */
    readonly followUp: (session: Target, text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) => Effect.Effect<boolean, GetError>
    /** The session's events from now on (the bus, filtered by its id); the agent stays live while it runs. */
    readonly observe: (session: Target) => Stream.Stream<AgentEvent, GetError>
    /** The files of the sessions whose agents are live (held, or idle within their time-to-live). */
    readonly live: Effect.Effect<ReadonlyArray<string>>
  }
}

export class AgentSessions extends Effect.Tag("arbor/AgentSessions")<AgentSessions, AgentSessions.Service>() {}

/** A registry over the services in context (the store, the bus, the model, the tools, ...); its agents live at most as long as the scope. */
export const make = (options: Options = {}) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const bus = yield* EventBus
    const agents = yield* RcMap.make({
      // a failure is a value, so that `get` can drop its entry (an RcMap keeps a failed lookup as it keeps an agent)
      lookup: (file: string) => Effect.either(Effect.map(AgentSession.make(file, { ...options.agent, lockWait: options.lockWait }), staying)),
      idleTimeToLive: options.idleTimeToLive ?? DEFAULT_IDLE_TIME_TO_LIVE
    })

    /** The file a session's name designates: the session with that id, or a path as the store resolves it. */
    const locate = (session: Target) =>
      Effect.gen(function*() {
        if (typeof session !== "string") return yield* store.confine(session.path)
        // the header alone: the agent's writer reads the session, once
        const found = yield* store.locate(session)
        if (Option.isNone(found)) return yield* new SessionNotFound({ path: session })
        return found.value
      })

    const get = Effect.fn("AgentSessions.get")(function*(session: Target) {
      yield* Effect.annotateCurrentSpan("session", typeof session === "string" ? session : session.path)
      const file = yield* locate(session)
      const holding = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
      const made = yield* Scope.extend(RcMap.get(agents, file), holding)
      if (Either.isRight(made)) return made.right
      // not kept: the next get tries again (unless another get already did, and it took the place)
      yield* Scope.close(holding, Exit.void)
      const current = (yield* RcMap.has(agents, file)) ? yield* Effect.scoped(RcMap.get(agents, file)) : undefined
      if (current === made) yield* RcMap.invalidate(agents, file)
      return yield* made.left
    })

    /** The running prompt's events from the queueing of `text` to its end; none when no prompt runs. */
    const queued = (
      agent: AgentSession.AgentSession.Service,
      kind: MessageQueue.Kind,
      text: string,
      images: ReadonlyArray<EntrySchema.ImageContent> | undefined
    ) =>
      Effect.gen(function*() {
        const sessionId = (yield* agent.state).header.id
        // subscribed before queueing, in a scope closed at once when nothing was queued
        const scope = yield* Effect.scope
        const listening = yield* Scope.fork(scope, ExecutionStrategy.sequential)
        const heard = yield* Scope.extend(bus.subscribe, listening)
        if (!(yield* agent.enqueue(kind, text, images))) {
          yield* Scope.close(listening, Exit.void)
          return Option.none<Stream.Stream<AgentEvent>>()
        }
        return Option.some(
          heard.pipe(
            Stream.filter((e) => e.sessionId === sessionId),
            Stream.dropWhile((e) => !(e.type === "queue_update" && e[kind].includes(text))),
            Stream.takeUntil((e) => e.type === "agent_end")
          )
        )
      })

    /**
     * A request on a live agent: queued on its running prompt, else run. A run refused because
     * another request's prompt began in between (`AgentBusy`, before any event) is queued on
     * that prompt instead, within `attempts`.
     */
    const request = (agent: AgentSession.AgentSession.Service, text: string, runOptions: RunOptions, attempts: number): Stream.Stream<AgentEvent, AgentError> =>
      Stream.unwrapScoped(
        Effect.gen(function*() {
          const waiting = yield* queued(agent, runOptions.whenBusy ?? "followUp", text, runOptions.images)
          if (Option.isSome(waiting)) return waiting.value
          const running = agent.run(text, runOptions.images)
          return attempts <= 1 ? running : Stream.catchTag(running, "AgentBusy", () => request(agent, text, runOptions, attempts - 1))
        })
      )

    const enqueue = (kind: MessageQueue.Kind) =>
      Effect.fn(`AgentSessions.${kind}`)(function*(session: Target, text: string, images?: ReadonlyArray<EntrySchema.ImageContent>) {
        return yield* Effect.scoped(Effect.flatMap(get(session), (agent) => agent.enqueue(kind, text, images)))
      })

    return AgentSessions.of({
      get,
      run: (session, text, runOptions = {}) =>
        Stream.unwrapScoped(
          Effect.gen(function*() {
            return request(yield* get(session), text, runOptions, REQUEST_ATTEMPTS)
          })
        ).pipe(Stream.withSpan("AgentSessions.run")),
      steer: enqueue("steering"),
      followUp: enqueue("followUp"),
      observe: (session) =>
        Stream.unwrapScoped(
          Effect.gen(function*() {
            const agent = yield* get(session)
            const sessionId = (yield* agent.state).header.id
            return Stream.filter(yield* bus.subscribe, (e) => e.sessionId === sessionId)
          })
        ),
      live: Effect.map(RcMap.keys(agents), (keys) => [...keys])
    })
  })

/**
 * An agent that stays on its session: the registry keys it by that session, so a switch to
 * another one (`fork`, `clone`, `newSession`, `resume`) is refused (`AgentFailure` `Shared`);
 * a caller makes the other session's agent instead.
 */
const staying = (agent: AgentSession.AgentSession.Service): AgentSession.AgentSession.Service => {
  const refused = (operation: string) => Effect.fail(new AgentFailure({ reason: FailureReason.Shared({ operation }) }))
  return { ...agent, fork: () => refused("fork"), clone: refused("clone"), newSession: refused("newSession"), resume: () => refused("resume") }
}

/** The registry as a layer over the agents' services (store, bus, model, tools, extensions, platform). */
export const layer = (options: Options = {}) => Layer.scoped(AgentSessions, make(options))
