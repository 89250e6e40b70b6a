/**
 * The event bus: subscriptions hear what is published after they are taken, in order, and a
 * subscription its holder ends delivers everything published before the end, then completes.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Exit, Fiber, Scope, Stream } from "effect"
import * as EventBus from "../../src/services/agent/EventBus.js"

const level = (n: number): EventBus.AgentEvent => ({ type: "thinking_level_changed", sessionId: "s1", level: String(n) })
const levels = (events: Chunk.Chunk<EventBus.AgentEvent>) => Chunk.toArray(events).map((e) => (e.type === "thinking_level_changed" ? e.level : e.type))

describe("EventBus", () => {
  it.scoped("an ended subscription delivers every event published before its end, then completes", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      yield* bus.publish(level(0))
      const ended = yield* bus.subscription
      const other = yield* bus.subscription
      const plain = yield* bus.subscribe
      const collecting = yield* Effect.fork(Stream.runCollect(ended.events))
      // published before the consumer ever runs: still delivered
      for (let n = 1; n <= 1000; n++) yield* bus.publish(level(n))
      yield* ended.end
      yield* bus.publish(level(1001))
      const heard = levels(yield* Fiber.join(collecting))
      expect(heard).toEqual(Array.from({ length: 1000 }, (_, i) => String(i + 1)))
      // the others go on: one subscription's end is not theirs
      yield* other.end
      expect(levels(yield* Stream.runCollect(other.events))).toEqual([...heard, "1001"])
      expect(levels(yield* Stream.runCollect(Stream.take(plain, 1001)))).toEqual([...heard, "1001"])
    }).pipe(Effect.provide(EventBus.layer)))

  it.scoped("a listener hears each event as it is published, in order, until its scope closes", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      yield* bus.publish(level(0))
      const heard: Array<string> = []
      const scope = yield* Scope.make()
      yield* Scope.extend(bus.listen((event) => heard.push(event.type === "thinking_level_changed" ? event.level : event.type)), scope)
      const plain = yield* bus.subscribe
      for (let n = 1; n <= 3; n++) {
        yield* bus.publish(level(n))
        // within publish: heard before publish returns
        expect(heard.at(-1)).toBe(String(n))
      }
      yield* Scope.close(scope, Exit.void)
      yield* bus.publish(level(4))
      expect(heard).toEqual(["1", "2", "3"])
      // the subscriptions hear everything as before
      expect(levels(yield* Stream.runCollect(Stream.take(plain, 4)))).toEqual(["1", "2", "3", "4"])
    }).pipe(Effect.provide(EventBus.layer)))

  it.scoped("ending twice, or before anything was published, completes the stream at once", () =>
    Effect.gen(function*() {
      const bus = yield* EventBus.EventBus
      const subscription = yield* bus.subscription
      yield* subscription.end
      yield* subscription.end
      yield* bus.publish(level(1))
      expect(levels(yield* Stream.runCollect(subscription.events))).toEqual([])
    }).pipe(Effect.provide(EventBus.layer)))
})
