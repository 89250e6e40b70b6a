/**
 * Advisory lock files: one holder at a time for a path, a dead holder's lock taken over.
 *
 * A lock is a file `L` whose body names its owner (process id, host, start time). It is made by
 * writing the body to a private temporary file, flushing it and hard-linking it to `L` (a link
 * fails when `L` exists), so `L` is never seen empty or half-written. Its holder removes it when
 * done. A lock whose owner is a process of this host that no longer runs is stale; taking it over
 * is where care is needed, and this module is the only code that does it. Not pure: it works on
 * the `FileSystem` and `Path` of its context.
 *
 * The takeover. Removing a stale `L` and then linking a new one is wrong: between a taker's read
 * of `L` and its removal, another taker may have replaced `L` by its own live lock, which the
 * removal then destroys (both then hold it). Instead a taker
 *
 * 1. creates a takeover flag: an empty file `L.take.<pid>.<nonce>.<host>`, a name no one else
 *    ever uses, which tells its owner by its name;
 * 2. lists the directory: if a flag of another live process is there, it removes its own flag
 *    and tries again later (a flag whose owner is dead is removed: its name is unique, so that
 *    removes nothing else);
 * 3. otherwise it is *the* taker (the critical section): it reads `L` again and, if `L` is still
 *    stale, renames its own lock over it (an atomic replace: `L` never goes missing, so no
 *    creator can slip in); if `L` is gone it links its lock as a creator does; if `L` is live it
 *    reports it held;
 * 4. removes its flag.
 *
 * Why at most one process holds the lock, for every interleaving of any number of takers,
 * creators and holders:
 *
 * - Lemma (one taker at a time). Say takers T and U are both in step 3 at some moment, and T's
 *   listing began no later than U's. T created its flag before its listing, so before U's
 *   listing began; T removes it only after its step 3, so after U's listing ended. A file that
 *   exists throughout a listing is in it, and T runs (so its flag is not judged dead): U saw a
 *   live flag and did not enter step 3. Contradiction.
 * - `L` changes only (a) by a link, when `L` does not exist; (b) by its holder's removal,
 *   which removes `L` only while it holds that holder's own body; (c) by a rename in step 3.
 * - Invariant: from the moment `acquire` returns to P until P releases, `L` holds P's body.
 *   (a) cannot break it (`L` exists). (b) is P's own release. For (c), a taker T renames over
 *   `L` at time t only after reading `L` at time r < t, in step 3, and finding a dead owner's
 *   body X. If P held at t, `L` held P's (live) body at t, so `L` changed between r and t. Not
 *   by (b): X's owner is dead. Not by (c): that would be another taker in step 3 while T is
 *   there (Lemma). Not by (a): `L` existed (holding X) from r until the first other change.
 *   So `L` held X at t, not P's body: contradiction.
 *
 * Assumptions: a running process is never judged dead (`isAlive` is true for every running
 * pid of this host; a lock of another host is never stale, as its owner cannot be checked),
 * and the directory's listing, link and rename behave as POSIX says (a local filesystem).
 * A reused pid only delays a takeover until that process ends. Two takers that see each
 * other's flags both withdraw and try again after a short random pause; after `attempts`
 * rounds the lock is reported held.
 */
import type { PlatformError } from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Random from "effect/Random"
import * as Schema from "effect/Schema"
import * as Scope from "effect/Scope"
import * as os from "node:os"
import * as TempFiles from "./TempFiles.js"

/** Who holds a lock, as its body records it. */
export interface Owner {
  readonly pid: number
  readonly host: string
  readonly startedAt: string
}

const OwnerBody = Schema.parseJson(Schema.Struct({ pid: Schema.Number, host: Schema.String, startedAt: Schema.String }))
const decodeOwner = Schema.decodeUnknownOption(OwnerBody)

/** The lock is held by another process (its owner, when its body tells it). */
export class Held extends Data.TaggedError("Held")<{ readonly owner: Option.Option<Owner> }> {}

export interface Config {
  /** This process, as its locks record it. */
  readonly owner: Owner
  /** Whether a process of this host runs. */
  readonly isAlive: (pid: number) => boolean
  /** Rounds of takeover before a contended lock is reported held (default 8). */
  readonly attempts?: number | undefined
  /** The pause before another round, after seeing another taker's flag (default: 5 to 40 ms, random). */
  readonly pause?: Effect.Effect<void> | undefined
}

const defaultPause = Effect.flatMap(Random.nextIntBetween(5, 40), (ms) => Effect.sleep(Duration.millis(ms)))

const isNotFound = (e: PlatformError) => e._tag === "SystemError" && e.reason === "NotFound"
const isExists = (e: PlatformError) => e._tag === "SystemError" && e.reason === "AlreadyExists"

/** This process, as its locks record their owner (its start: now). */
export const thisProcess = (): Owner => ({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() })

/** The JSON body of `owner`'s lock. */
export const body = (owner: Owner): string => JSON.stringify(owner) + "\n"

/** The prefix of the takeover flags of `lockPath`; the rest of a flag's name is `<pid>.<nonce>.<host>`. */
const flagPrefix = (lockPath: string) => `${lockPath}.take.`

/** The owner a flag's name tells (the part after its prefix), when it parses. */
const flagOwner = (rest: string): { readonly pid: number; readonly host: string } | undefined => {
  const match = /^(\d+)\.[0-9a-z]+\.(.+)$/.exec(rest)
  if (match === null) return undefined
  try {
    return { pid: Number(match[1]), host: decodeURIComponent(match[2] as string) }
  } catch {
    return undefined
  }
}

/**
 * Who holds the lock at `lockPath`: none when there is no lock; the owner (none when its body
 * does not parse) and whether it is stale otherwise.
 */
export const inspect = (lockPath: string, config: Pick<Config, "owner" | "isAlive">) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const text = yield* fs.readFileString(lockPath).pipe(
      Effect.map(Option.some),
      Effect.catchIf(isNotFound, () => Effect.succeed(Option.none<string>()))
    )
    if (Option.isNone(text)) return Option.none()
    const owner = decodeOwner(text.value)
    const stale = Option.isSome(owner) && owner.value.host === config.owner.host && !config.isAlive(owner.value.pid)
    return Option.some({ owner, stale })
  })

/**
 * Takes the lock at `lockPath` for `config.owner` (see the module comment for why no two
 * processes ever hold it); fails with `Held` when a live process holds it. Release it with
 * `release`.
 */
export const acquire = (lockPath: string, config: Config): Effect.Effect<void, Held | PlatformError, FileSystem.FileSystem | Path.Path> =>
  Effect.scoped(
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const path = yield* Path.Path
      const outer = yield* Effect.scope
      const nonce = (yield* Random.nextIntBetween(0, 0x7fffffff)).toString(16)
      const dir = path.dirname(lockPath)
      // named for this process, as `TempFiles` names them: one a killed taker leaves is swept with them
      const temp = yield* TempFiles.tempName(lockPath)
      yield* Effect.scoped(
        Effect.gen(function*() {
          const handle = yield* fs.open(temp, { flag: "wx", mode: 0o600 })
          // created: it goes when the acquisition ends, however it ends (a failed write included)
          yield* Effect.addFinalizer(() => fs.remove(temp).pipe(Effect.ignore)).pipe(Scope.extend(outer))
          yield* handle.writeAll(new TextEncoder().encode(body(config.owner)))
          yield* handle.sync
        })
      )
      const flag = `${flagPrefix(lockPath)}${config.owner.pid}.${nonce}.${encodeURIComponent(config.owner.host)}`

      /** Steps 1–4 of the module comment: "held" when taken, "again" for another round, or the lock's holder. */
      const takeOver = Effect.gen(function*() {
        yield* Effect.acquireRelease(fs.writeFile(flag, new Uint8Array(0), { flag: "wx", mode: 0o600 }), () => fs.remove(flag).pipe(Effect.ignore))
        let contended = false
        const prefix = path.basename(flagPrefix(lockPath))
        for (const name of yield* fs.readDirectory(dir)) {
          if (!name.startsWith(prefix) || path.join(dir, name) === flag) continue
          const other = flagOwner(name.slice(prefix.length))
          if (other !== undefined && other.host === config.owner.host && !config.isAlive(other.pid)) {
            yield* fs.remove(path.join(dir, name)).pipe(Effect.ignore)
          } else contended = true
        }
        if (contended) return "contended" as const
        const now = yield* inspect(lockPath, config)
        if (Option.isNone(now)) {
          const linked = yield* fs.link(temp, lockPath).pipe(Effect.as(true), Effect.catchIf(isExists, () => Effect.succeed(false)))
          return linked ? ("held" as const) : ("again" as const)
        }
        if (!now.value.stale) return new Held({ owner: now.value.owner })
        yield* fs.rename(temp, lockPath)
        return "held" as const
      }).pipe(Effect.scoped)

      const attempts = config.attempts ?? 8
      let last = Option.none<Owner>()
      for (let attempt = 0; attempt < attempts; attempt++) {
        const linked = yield* fs.link(temp, lockPath).pipe(Effect.as(true), Effect.catchIf(isExists, () => Effect.succeed(false)))
        if (linked) return
        const found = yield* inspect(lockPath, config)
        if (Option.isNone(found)) continue // released meanwhile
        last = found.value.owner
        if (!found.value.stale) return yield* new Held({ owner: last })
        const outcome = yield* takeOver
        if (outcome === "held") return
        if (typeof outcome === "object") return yield* outcome
        if (outcome === "contended") yield* config.pause ?? defaultPause
      }
      return yield* new Held({ owner: last })
    })
  )

/**
 * Removes the lock at `lockPath` if it is still `owner`'s (it always is, unless someone removed
 * or replaced it by hand); never fails.
 */
export const release = (lockPath: string, owner: Owner): Effect.Effect<void, never, FileSystem.FileSystem> =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const text = yield* fs.readFileString(lockPath)
    if (text === body(owner)) yield* fs.remove(lockPath)
  }).pipe(Effect.ignore)
