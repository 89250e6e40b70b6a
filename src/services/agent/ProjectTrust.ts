/**
 * Project trust on disk, shared with pi: the decisions remembered in `<agentDir>/trust.json`
 * (the format and the rules are `domain/agent/ProjectTrust`), read and changed under pi's lock (the
 * directory `trust.json.lock`, which pi's lock library creates and removes, and deems stale after
 * ten seconds), and the decision for one working directory: the command line's override, else
 * the remembered decision of the directory or its closest ancestor (by real path), else the
 * global `defaultProjectTrust`, whose "ask" the chat turns into a question and every other mode
 * into no. A store that cannot be read decides nothing: the project is then not trusted, and
 * the reason is a warning. A changed store replaces the file atomically.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Clock from "effect/Clock"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Domain from "../../domain/agent/ProjectTrust.js"
import * as TempFiles from "../store/TempFiles.js"

export class TrustError extends Data.TaggedError("TrustError")<{ readonly message: string }> {}

/** Asks the person about `cwd` (canonical); undefined when they answered nothing (the run then does not trust it, and nothing is remembered). */
export type Ask = (cwd: string, choices: ReadonlyArray<Domain.Choice>) => Effect.Effect<Domain.Choice | undefined>

export interface Options {
  readonly agentDir: string
  /** The project's directory. */
  readonly cwd: string
  /** `--approve` (true) or `--no-approve` (false): this run's decision, remembered nowhere. */
  readonly override?: boolean | undefined
  /** How the chat asks; absent (print mode, RPC, other commands): nobody is asked, and "ask" means no. */
  readonly ask?: Ask | undefined
}

/** A decision and what it rests on. */
export interface Decision {
  readonly trusted: boolean
  /** `flag`: --approve / --no-approve; `remembered`: trust.json; `setting`: defaultProjectTrust; `answer`: the person; `nobody`: "ask" with nobody to ask. */
  readonly by: "flag" | "remembered" | "setting" | "answer" | "nobody"
  readonly warnings: ReadonlyArray<string>
}

const LOCK_ATTEMPTS = 10
const LOCK_DELAY = "20 millis"
const LOCK_STALE_MS = 10_000

/** The real path of `dir` (as pi keys its decisions), else `dir` made absolute. */
export const canonical = Effect.fn("ProjectTrust.canonical")(function*(dir: string) {
  const fs = yield* FileSystem.FileSystem
  const path = yield* Path.Path
  return yield* fs.realPath(path.resolve(dir)).pipe(Effect.orElseSucceed(() => path.resolve(dir)))
})

/** `dir`, then each of its parents up to the root. */
const ancestors = (path: Path.Path, dir: string): ReadonlyArray<string> => {
  const out = [dir]
  for (let current = dir; path.dirname(current) !== current;) {
    current = path.dirname(current)
    out.push(current)
  }
  return out
}

/**
 * Runs `body` holding pi's lock on the store: the directory `trust.json.lock`, created
 * exclusively. A holder is waited for ten times 20 ms, as pi waits; a lock older than ten
 * seconds is a dead holder's and is removed.
 */
const withLock = <A, E, R>(file: string, body: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const lock = `${file}.lock`
    yield* fs.makeDirectory(path.dirname(file), { recursive: true, mode: 0o700 }).pipe(
      Effect.mapError((error) => new TrustError({ message: `${path.dirname(file)}: cannot be created (${error.message})` }))
    )
    for (let attempt = 1;; attempt++) {
      const taken = yield* fs.makeDirectory(lock).pipe(
        Effect.as(true),
        Effect.catchAll((error) =>
          error._tag === "SystemError" && error.reason === "AlreadyExists"
            ? Effect.succeed(false)
            : Effect.fail(new TrustError({ message: `${lock}: cannot be created (${error.message})` }))
        )
      )
      if (taken) break
      const mtime = yield* fs.stat(lock).pipe(Effect.map((info) => Option.getOrUndefined(info.mtime)), Effect.orElseSucceed(() => undefined))
      if (mtime !== undefined && (yield* Clock.currentTimeMillis) - mtime.getTime() > LOCK_STALE_MS) {
        yield* fs.remove(lock, { recursive: true }).pipe(Effect.ignore)
        continue
      }
      if (attempt >= LOCK_ATTEMPTS) return yield* new TrustError({ message: `${file}: locked by another process (${lock})` })
      yield* Effect.sleep(LOCK_DELAY)
    }
    return yield* body.pipe(Effect.ensuring(fs.remove(lock, { recursive: true }).pipe(Effect.ignore)))
  })

/** The store's text under the lock; empty when there is no file. */
const readText = (file: string) =>
  Effect.flatMap(FileSystem.FileSystem, (fs) =>
    fs.readFileString(file).pipe(
      Effect.catchAll((error) =>
        error._tag === "SystemError" && error.reason === "NotFound"
          ? Effect.succeed("")
          : Effect.fail(new TrustError({ message: `${file}: cannot be read (${error.message})` }))
      )
    ))

/** The remembered decisions of `agentDir`. */
export const read = Effect.fn("ProjectTrust.read")(function*(agentDir: string) {
  const file = (yield* Path.Path).join(agentDir, Domain.FILE)
  const parsed = Domain.parseStore(yield* withLock(file, readText(file)), file)
  if ("error" in parsed) return yield* new TrustError({ message: parsed.error })
  return parsed.store
})

/**
 * Applies `updates` (paths canonical) to the store of `agentDir`, keeping every other decision:
 * read, changed and replaced (a flushed temporary file renamed over it) under the lock. A store
 * that cannot be read is left as it is, and the change fails.
 */
export const save = Effect.fn("ProjectTrust.save")(function*(agentDir: string, updates: ReadonlyArray<Domain.Update>) {
  const path = yield* Path.Path
  const file = path.join(agentDir, Domain.FILE)
  yield* withLock(
    file,
    Effect.gen(function*() {
      const parsed = Domain.parseStore(yield* readText(file), file)
      if ("error" in parsed) return yield* new TrustError({ message: `${parsed.error}; fix it by hand, Arbor does not overwrite it` })
      yield* TempFiles.replaceFlushed(file, Domain.encodeStore(Domain.update(parsed.store, updates)), 0o600).pipe(
        Effect.mapError((error) => new TrustError({ message: `${file}: cannot be written (${error.message})` }))
      )
    })
  )
})

/** The remembered decision for `cwd` (canonical): its own, else its closest ancestor's. */
export const remembered = Effect.fn("ProjectTrust.remembered")(function*(agentDir: string, cwd: string) {
  const store = yield* read(agentDir)
  return Domain.nearest(store, ancestors(yield* Path.Path, cwd))
})

/**
 * Whether the project in `options.cwd` is trusted, by pi's rules (see the module's comment),
 * with `fallback` the global `defaultProjectTrust`. The person's answer is remembered as the
 * choice says; a store that cannot be read or written is a warning.
 */
export const decide = Effect.fn("ProjectTrust.decide")(function*(options: Options, fallback: Domain.Fallback) {
  yield* Effect.annotateCurrentSpan("cwd", options.cwd)
  const path = yield* Path.Path
  const cwd = yield* canonical(options.cwd)
  if (options.override !== undefined) return { trusted: options.override, by: "flag", warnings: [] } satisfies Decision
  const found = yield* Effect.either(remembered(options.agentDir, cwd))
  if (found._tag === "Left") return { trusted: false, by: "remembered", warnings: [`${found.left.message}; the project is not trusted`] } satisfies Decision
  const outcome = Domain.decide({ override: undefined, remembered: found.right, fallback })
  const by = found.right !== undefined ? "remembered" : "setting"
  if (outcome !== "ask") return { trusted: outcome === "trusted", by, warnings: [] } satisfies Decision
  if (options.ask === undefined) return { trusted: false, by: "nobody", warnings: [] } satisfies Decision
  const parent = path.dirname(cwd)
  const choice = yield* options.ask(cwd, Domain.choices(cwd, parent === cwd ? undefined : parent))
  if (choice === undefined) return { trusted: false, by: "answer", warnings: [] } satisfies Decision
  if (choice.updates.length === 0) return { trusted: choice.trusted, by: "answer", warnings: [] } satisfies Decision
  const saved = yield* Effect.either(save(options.agentDir, choice.updates))
  return {
    trusted: choice.trusted,
    by: "answer",
    warnings: saved._tag === "Left" ? [`the answer was not remembered: ${saved.left.message}`] : []
  } satisfies Decision
})
