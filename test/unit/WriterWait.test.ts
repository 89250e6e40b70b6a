/**
 * A writer that waits for a session another writer holds (`writer(path, { wait })`): it gets
 * the lease when the holder lets go within the wait, and `SessionLocked` once the wait has
 * passed; without a wait it is refused at once. Time is the test clock's.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/TestClock"
import * as SessionStore from "../../src/services/store/SessionStore.js"

const FILE = "/sessions/a.jsonl"
const HEADER = `{"type":"session","version":3,"id":"s1","timestamp":"2026-12-01T10:00:00.000Z","cwd":"/w"}`

/** A store with one session, held by a writer in a scope of its own. */
const held = Effect.gen(function*() {
  const store = yield* SessionStore.SessionStore
  yield* store.writeNew(FILE, [HEADER])
  const holder = yield* Scope.make()
  yield* Scope.extend(store.writer(FILE), holder)
  return { store, holder }
})

describe("SessionStore.writer with a wait", () => {
  it.scoped("gets the session when its holder lets go within the wait", () =>
    Effect.gen(function*() {
      const { store, holder } = yield* held
      const waiting = yield* Effect.fork(Effect.scoped(Effect.flatMap(store.writer(FILE, { wait: "1 second" }), (w) => w.state)))
      yield* TestClock.adjust("400 millis")
      // still waiting: the holder has it
      expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
      yield* Scope.close(holder, Exit.void)
      yield* TestClock.adjust(SessionStore.LOCK_WAIT_POLL)
      const state = yield* Fiber.join(waiting)
      expect(state.header.id).toBe("s1")
    }).pipe(Effect.provide(SessionStore.layerMemory())))

  it.scoped("fails SessionLocked once the wait has passed, not before", () =>
    Effect.gen(function*() {
      const { store } = yield* held
      const waiting = yield* Effect.fork(Effect.either(Effect.scoped(store.writer(FILE, { wait: "1 second" }))))
      yield* TestClock.adjust("950 millis")
      expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
      yield* TestClock.adjust("100 millis")
      const outcome = yield* Fiber.join(waiting)
      expect(Either.isLeft(outcome) && outcome.left).toMatchObject({ _tag: "SessionLocked", path: FILE })
    }).pipe(Effect.provide(SessionStore.layerMemory())))

  it.scoped("without a wait, a held session is refused at once", () =>
    Effect.gen(function*() {
      const { store } = yield* held
      const outcome = yield* Effect.either(Effect.scoped(store.writer(FILE)))
      expect(Either.isLeft(outcome) && outcome.left._tag).toBe("SessionLocked")
    }).pipe(Effect.provide(SessionStore.layerMemory())))
})
