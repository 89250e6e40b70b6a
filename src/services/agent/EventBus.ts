/**
 * The event bus: typed agent and session events on a `PubSub`.
 *
 * The log is the source of truth: an event that reports an entry is published only after
 * the entry is durably appended. Consumers subscribe with `stream` (a `Stream` of events from
 * the moment of subscription); the bus lives as long as its scoped layer. A consumer that must
 * write out everything before it stops (the RPC server at EOF) takes a `subscription` and ends
 * it: its stream then delivers what was published before and completes, nothing dropped.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as AgentLoop from "../../domain/agent/AgentLoop.js"
import type * as Compaction from "../../domain/context/Compaction.js"
import type * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import type * as Json from "../../domain/format/Json.js"
import type { ModelInfo } from "../model/Model.js"
import type * as Toolkit from "../tools/Toolkit.js"

export type CompactionReason = Compaction.Reason

export type AgentEvent =
  | { readonly type: "agent_start" }
  | { readonly type: "agent_end"; readonly aborted: boolean; readonly errorMessage?: string }
  | { readonly type: "message_start"; readonly role: "assistant" }
  | { readonly type: "message_update"; readonly delta: AssistantMessage.Delta }
  /** A message entry is on disk (user, assistant, tool result, system). */
  | { readonly type: "message_end"; readonly entryId: string; readonly message: Json.JsonObject }
  /** Any entry is on disk (messages included). */
  | { readonly type: "entry_appended"; readonly entry: Json.JsonObject }
  | { readonly type: "tool_execution_start"; readonly toolCallId: string; readonly toolName: string; readonly arguments: Json.JsonObject }
  /** What a running tool has so far (a bash command's output up to now). */
  | {
    readonly type: "tool_execution_update"
    readonly toolCallId: string
    readonly toolName: string
    readonly arguments: Json.JsonObject
    readonly partialResult: Toolkit.Update
  }
  | {
    readonly type: "tool_execution_end"
    readonly toolCallId: string
    readonly toolName: string
    /** What the tool returned: the result's `content`, and its `details` when it has any. */
    readonly result: { readonly content: ReadonlyArray<Json.JsonObject>; readonly details?: Json.Json }
    readonly isError: boolean
    /** How long the tool ran; absent for a call that never ran (one an abort ended first). */
    readonly durationMs?: number
  }
  | { readonly type: "compaction_start"; readonly reason: CompactionReason }
  | {
    readonly type: "compaction_end"
    readonly reason: CompactionReason
    readonly aborted: boolean
    readonly willRetry: boolean
    readonly result?: { readonly summary: string; readonly firstKeptEntryId: string; readonly tokensBefore: number }
    readonly errorMessage?: string
  }
  | { readonly type: "tree_navigated"; readonly oldLeafId: string | null; readonly newLeafId: string | null; readonly summaryEntryId?: string }
  | { readonly type: "session_switched"; readonly reason: "new" | "resume" | "fork"; readonly sessionFile?: string; readonly previousSessionFile?: string }
  | { readonly type: "extension_error"; readonly extension: string; readonly event: string; readonly error: string }
  /** The model in use changed (a switch, or the path moved to where another was recorded). */
  | { readonly type: "model_changed"; readonly model: ModelInfo }
  | { readonly type: "thinking_level_changed"; readonly level: string }
  /** The queues changed (`queue_update`), a failed reply will be asked again (`auto_retry_start`) or the retries ended (`auto_retry_end`). */
  | AgentLoop.Announcement

export declare namespace EventBus {
  export interface Service {
    readonly publish: (event: AgentEvent) => Effect.Effect<void>
    /** Events published from now on. */
    readonly stream: Stream.Stream<AgentEvent>
    /** A subscription that already receives events when this returns (no race with a publish). */
    readonly subscribe: Effect.Effect<Stream.Stream<AgentEvent>, never, Scope.Scope>
    /** The same, with an end its holder chooses. */
    readonly subscription: Effect.Effect<Subscription, never, Scope.Scope>
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
      publish: Effect.fn("EventBus.publish")(function*(event: AgentEvent) {
        yield* Effect.annotateCurrentSpan("event", event.type)
        yield* PubSub.publish(pubsub, event)
      }),
      stream: Stream.filter(Stream.fromPubSub(pubsub), isEvent),
      subscribe: Effect.withSpan(Effect.map(subscription, (s) => s.events), "EventBus.subscribe"),
      subscription: Effect.withSpan(subscription, "EventBus.subscription")
    })
  })
)
