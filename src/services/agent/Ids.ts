/**
 * Ids and time for new entries and sessions: a service with a default drawn from Effect's
 * `Clock` and `Random`.
 *
 * Under a `TestClock` and a seeded `Random` every id and timestamp is reproducible, so a
 * scripted run writes byte-identical files (spec decision 9). Session ids are UUIDv7 in pi's
 * layout: 48 bits of milliseconds, then a counter and random bits. A replay provides its own
 * `Ids` that yields the recorded values instead (`Replay.ts`), so that the code paths that
 * create entries stay the same.
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
import * as IdSource from "../../domain/format/IdSource.js"
import type { Stamp } from "../../domain/tree/Session.js"

/** Where a new message's time, a command's stamp and a new session's identity come from. */
export interface Service {
  /** The current time as pi writes it: ISO 8601 with milliseconds, UTC (for a new message). */
  readonly timestamp: Effect.Effect<string>
  /** The time and an id source for one command's entries. */
  readonly stamp: Effect.Effect<Stamp>
  /** A session id and the header timestamp of the same instant. */
  readonly sessionIdentity: Effect.Effect<{ readonly sessionId: string; readonly timestamp: string }>
  /** An id source for one command. */
  readonly idSource: Effect.Effect<IdSource.IdSource>
}

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0")

/** A lowercase UUIDv7 for the given time, with random bits from `Random`. */
export const uuidv7At = Effect.fn("Ids.uuidv7At")(function*(ms: number) {
  const randomA = yield* Random.nextIntBetween(0, 0x1000) // 12 bits
  const randomB = yield* Random.nextIntBetween(0, 0x4000) // 14 bits
  const randomC = yield* Random.nextIntBetween(0, 0x10000) // 16 bits
  const randomD = yield* Random.nextIntBetween(0, 0x10000)
  const randomE = yield* Random.nextIntBetween(0, 0x10000)
  const time = hex(Math.floor(ms), 12)
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(randomA, 3)}-${hex(0x8000 | randomB, 4)}-${hex(randomC, 4)}${hex(randomD, 4)}${hex(randomE, 4)}`
})

const liveTimestamp: Effect.Effect<string> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())
const liveIdSource: Effect.Effect<IdSource.IdSource> = Effect.map(Random.nextIntBetween(0, 0x7fffffff), IdSource.fromSeed)

/** The default: time from `Clock`, ids seeded from `Random`. */
export const live: Service = {
  timestamp: liveTimestamp,
  idSource: liveIdSource,
  stamp: Effect.all({ timestamp: liveTimestamp, ids: liveIdSource }),
  sessionIdentity: Effect.withSpan(
    Effect.gen(function*() {
      const ms = yield* Clock.currentTimeMillis
      return { sessionId: yield* uuidv7At(ms), timestamp: new Date(ms).toISOString() }
    }),
    "Ids.sessionIdentity"
  )
}

/** The ids service; `live` unless a layer provides another. */
export class Ids extends Context.Reference<Ids>()("arbor/Ids", { defaultValue: (): Service => live }) {}

/** The current time as pi writes it: ISO 8601 with milliseconds, UTC. */
export const timestamp: Effect.Effect<string> = Effect.flatMap(Ids, (ids) => ids.timestamp)

/** An id source for one command. */
export const idSource: Effect.Effect<IdSource.IdSource> = Effect.flatMap(Ids, (ids) => ids.idSource)

/** What a command needs to create entries: the time and an id source. */
export const stamp: Effect.Effect<Stamp> = Effect.flatMap(Ids, (ids) => ids.stamp)

/** A session id and the header timestamp of the same instant. */
export const sessionIdentity: Effect.Effect<{ readonly sessionId: string; readonly timestamp: string }> = Effect.flatMap(
  Ids,
  (ids) => ids.sessionIdentity
)
