/**
 * Which session a command or mode works on: pi's resolution of `--session X` (a path, else an
 * id or id prefix), the session flags shared by print, RPC and the interactive mode, and pi's
 * CLI fork (a copy of a whole session in another directory). Light: no model, no UI.
 */
import * as Options from "@effect/cli/Options"
import * as Path from "@effect/platform/Path"
import { Effect, Either, Option } from "effect"
import * as Session from "../domain/Session.js"
import * as SessionFile from "../domain/SessionFile.js"
import * as Ids from "../services/Ids.js"
import { SessionStore } from "../services/SessionStore.js"
import { CliFailure, UsageError } from "./CliErrors.js"

export const modelOption = Options.text("model").pipe(
  Options.withDescription("provider/model, e.g. anthropic/claude-sonnet-4-5, openai/gpt-5, openai-compatible/qwen3 (default: $ARBOR_MODEL, else offline)"),
  Options.optional
)

/** A failure as the executable reports it: its message, after the file it concerns. */
export const failIn = (file: string | undefined) => (error: { readonly message: string }) =>
  new CliFailure({ message: file === undefined ? error.message : `${file}: ${error.message}` })

/** pi's resolution of `--session X`: a path, else an id or id prefix here, then anywhere. */
const resolveSession = (target: string, cwd: string, sessionDir: string | undefined) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    if (target.includes("/") || target.includes("\\") || target.endsWith(".jsonl")) return store.resolve(target)
    const exact = yield* store.findById(cwd, target, sessionDir)
    if (Option.isSome(exact)) return exact.value
    const local = (yield* store.list({ cwd, sessionDir })).sessions
    const prefixed = local.find((s) => s.id?.startsWith(target))
    if (prefixed !== undefined) return prefixed.path
    const everywhere = (yield* store.listAll(sessionDir === undefined ? {} : { sessionDir })).sessions
    const found = everywhere.find((s) => s.id === target) ?? everywhere.find((s) => s.id?.startsWith(target))
    if (found !== undefined) return found.path
    return yield* new CliFailure({ message: `No session found matching '${target}'` })
  })

/** The session flags shared by print mode and RPC mode. */
export interface SessionOptions {
  readonly continue: boolean
  readonly session: Option.Option<string>
  readonly noSession: boolean
  /** `--fork X`: a copy of every entry of session X, in the current directory. */
  readonly fork: Option.Option<string>
  readonly sessionDir: Option.Option<string>
  readonly model: Option.Option<string>
}

export interface PrintOptions extends SessionOptions {
  readonly print: string
}

/**
 * pi's CLI fork (`--fork`, `arbor fork-from`): every entry of the session file at `sourcePath`
 * (all branches) copied under a new header whose cwd is `cwd`, into `sessionDir` or `cwd`'s
 * session directory, written at once. Returns the new file.
 */
export const copySession = (sourcePath: string, cwd: string, sessionDir: string | undefined) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const snapshot = yield* store.open(sourcePath)
    const identity = yield* Ids.sessionIdentity
    const dir = sessionDir === undefined ? store.defaultDir(cwd) : store.resolve(sessionDir)
    const file = (yield* Path.Path).join(dir, SessionFile.fileName(identity.timestamp, identity.sessionId))
    const applied = Session.apply(snapshot.state, Session.Command.ForkFrom({ ...identity, cwd, sourcePath: snapshot.path, file, ids: yield* Ids.idSource }))
    if (Either.isLeft(applied)) return yield* failIn(snapshot.path)(applied.left)
    yield* store.commit(applied.right)
    return file
  })

/**
 * The session an agent starts on, from the flags: `--no-session` (in memory), `--fork` (a copy
 * of another session), `--session` (path, id or id prefix), `--continue` (the most recent here,
 * else new), else a new session. The flags exclude each other (a usage error).
 */
export const resolveSource = (options: SessionOptions) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const cwd = process.cwd()
    const sessionDir = Option.getOrUndefined(options.sessionDir)
    const chosen = [options.continue && "--continue", Option.isSome(options.session) && "--session", options.noSession && "--no-session"].filter(Boolean)
    if (Option.isSome(options.fork) && chosen.length > 0) return yield* new UsageError({ message: `--fork cannot be combined with ${chosen.join(", ")}` })
    if (chosen.length > 1) return yield* new UsageError({ message: `${chosen.join(", ")} cannot be combined` })
    if (options.noSession) {
      const identity = yield* Ids.sessionIdentity
      return Either.getOrThrow(Session.create({ ...identity, cwd })) as string | Session.SessionState
    }
    if (Option.isSome(options.fork)) return yield* copySession(yield* resolveSession(options.fork.value, cwd, sessionDir), cwd, sessionDir)
    // a path that does not exist yet starts a new session there, as pi does
    if (Option.isSome(options.session)) return yield* store.openOrNew(yield* resolveSession(options.session.value, cwd, sessionDir), cwd)
    if (options.continue) {
      const recent = yield* store.continueRecent(cwd, sessionDir)
      if (Option.isSome(recent)) return recent.value
    }
    return yield* store.create({ cwd, sessionDir })
  })

/** Failures of an agent mode as the executable reports them (usage errors keep their exit code). */
export const agentFailure = <E extends { readonly _tag: string; readonly message: string }>(e: E): CliFailure | UsageError =>
  e._tag === "CliFailure" || e._tag === "UsageError" ? (e as unknown as CliFailure | UsageError) : failIn(undefined)(e)

