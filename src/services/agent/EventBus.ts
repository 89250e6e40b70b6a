/**
 * The event bus: the agent events (`AgentEvent`) of every agent of a layer on one `PubSub`, for
 * observers of many sessions (RPC mode, the chat); each event names its session. One call's own
 * events are `AgentSession.run`'s stream; the bus receives them too.
 *
 * The log is the source of truth: an event that reports an entry is published only after
 * the entry is durably appended. Consumers subscribe with `stream` (a `Stream` of events from
 * the moment of subscription); the bus lives as long as its scoped layer. A consumer that must
 * write out everything before it stops (the RPC server at EOF) takes a `subscription` and ends
 * it: its stream then delivers what was published before and completes, nothing dropped. An
 * observer that takes each event in at once without waiting (a screen's state) `listen`s: its
 * function is called as the event is published, with no queue and no fiber of its own.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as Compaction from "../../domain/context/Compaction.js"
import type { AgentEvent } from "./AgentEvent.js"

export type { AgentEvent } from "./AgentEvent.js"
export type CompactionReason = Compaction.Reason

export declare namespace EventBus {
  export interface Service {
    readonly publish: (event: AgentEvent) => Effect.Effect<void>
    /** Events published from now on. */
    readonly stream: Stream.Stream<AgentEvent>
    /** A subscription that already receives events when this returns (no race with a publish). */
    readonly subscribe: Effect.Effect<Stream.Stream<AgentEvent>, never, Scope.Scope>
    /** The same, with an end its holder chooses. */
    readonly subscription: Effect.Effect<Subscription, never, Scope.Scope>
    /**
     * Calls `listener` with each event published from now on until the scope closes, in publishing
     * order, within `publish` (the publisher's fiber, before it goes on). The listener must not
     * block nor throw: hand the event over (to a queue, a scheduled callback) and return.
     */
    readonly listen: (listener: (event: AgentEvent) => void) => Effect.Effect<void, never, Scope.Scope>
  }

  export interface Subscription {
    /** The events published since the subscription was taken, until `end`; then it completes. */
    readonly events: Stream.Stream<AgentEvent>
    /** Ends `events` after every event published before this (in publishing order). */
    readonly end: Effect.Effect<void>
  }
}

export class EventBus extends Effect.Tag("arbor/EventBus")<EventBus, EventBus.Service>() {}

/** Where one subscription ends: published like an event, so it comes after every event before it; only its own subscription stops at it. */
class End {}

const isEvent = (item: AgentEvent | End): item is AgentEvent => !(item instanceof End)

export const layer: Layer.Layer<EventBus> = Layer.scoped(
  EventBus,
  Effect.gen(function*() {
    const pubsub = yield* Effect.acquireRelease(PubSub.unbounded<AgentEvent | End>(), PubSub.shutdown)
    const listeners = new Set<(event: AgentEvent) => void>()
    const subscription = Effect.map(PubSub.subscribe(pubsub), (queue): EventBus.Subscription => {
      const end = new End()
      return {
        events: Stream.fromQueue(queue).pipe(
          Stream.takeWhile((item) => item !== end),
          Stream.filter(isEvent)
        ),
        end: Effect.asVoid(PubSub.publish(pubsub, end))
      }
    })
    return EventBus.of({
      // no span of its own: a reply publishes an event per delta, hundreds a second
      publish: (event: AgentEvent) =>
        Effect.suspend(() => {
          for (const listener of listeners) listener(event)
          return Effect.asVoid(PubSub.publish(pubsub, event))
        }),
      stream: Stream.filter(Stream.fromPubSub(pubsub), isEvent),
      subscribe: Effect.withSpan(Effect.map(subscription, (s) => s.events), "EventBus.subscribe"),
      subscription: Effect.withSpan(subscription, "EventBus.subscription"),
      listen: (listener) => Effect.acquireRelease(Effect.sync(() => void listeners.add(listener)), () => Effect.sync(() => void listeners.delete(listener)))
    })
  })
)
