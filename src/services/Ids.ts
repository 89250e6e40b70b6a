/**
 * Ids and time for new entries and sessions, drawn from Effect's `Clock` and `Random`.
 *
 * Under a `TestClock` and a seeded `Random` every id and timestamp is reproducible, so a
 * scripted run writes byte-identical files (spec decision 9). Session ids are UUIDv7 in pi's
 * layout: 48 bits of milliseconds, then a counter and random bits.
 */
import { Clock, Effect, Random } from "effect"
import * as IdSource from "../domain/IdSource.js"
import type { Stamp } from "../domain/Session.js"

/** The current time as pi writes it: ISO 8601 with milliseconds, UTC. */
export const timestamp: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())

/** An id source for one command, seeded from `Random`. */
export const idSource: Effect.Effect<IdSource.IdSource> = Effect.map(Random.nextIntBetween(0, 0x7fffffff), IdSource.fromSeed)

/** What a command needs to create entries: the time and an id source. */
export const stamp: Effect.Effect<Stamp> = Effect.all({ timestamp, ids: idSource })

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0")

/** A lowercase UUIDv7 for the given time, with random bits from `Random`. */
export const uuidv7At = (ms: number): Effect.Effect<string> =>
  Effect.gen(function* () {
    const randomA = yield* Random.nextIntBetween(0, 0x1000) // 12 bits
    const randomB = yield* Random.nextIntBetween(0, 0x4000) // 14 bits
    const randomC = yield* Random.nextIntBetween(0, 0x10000) // 16 bits
    const randomD = yield* Random.nextIntBetween(0, 0x10000)
    const randomE = yield* Random.nextIntBetween(0, 0x10000)
    const time = hex(Math.floor(ms), 12)
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(randomA, 3)}-${hex(0x8000 | randomB, 4)}-${hex(randomC, 4)}${hex(randomD, 4)}${hex(randomE, 4)}`
  })

/** A session id and the header timestamp of the same instant. */
export const sessionIdentity: Effect.Effect<{ readonly sessionId: string; readonly timestamp: string }> = Effect.gen(
  function* () {
    const ms = yield* Clock.currentTimeMillis
    return { sessionId: yield* uuidv7At(ms), timestamp: new Date(ms).toISOString() }
  }
)
