/**
 * Which session a command or mode works on: every `SESSION` argument and `--session`/`--fork`
 * value resolved as a file, an id or an id prefix (here and nowhere else), the session flags
 * shared by print, RPC and the interactive mode, and pi's CLI fork (a copy of a whole session
 * in another directory). Light: no model, no UI.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as SessionFile from "../../domain/format/SessionFile.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as Session from "../../domain/tree/Session.js"
import * as Ids from "../../services/agent/Ids.js"
import { isStoreError, SessionStore } from "../../services/store/SessionStore.js"
import { CliFailure, UsageError, userMessage } from "./CliErrors.js"
import { Stdio } from "./Stdio.js"

/** A failure as the executable reports it: store errors name their own path, others get `file`'s. */
export const failIn = (file: string | undefined) => (error: { readonly message: string }) =>
  new CliFailure({ message: file === undefined || isStoreError(error) ? userMessage(error) : `${file}: ${userMessage(error)}` })

// ---------------------------------------------------------------------------------------------
// A session by file, id or id prefix
// ---------------------------------------------------------------------------------------------

export interface Where {
  /** The directory whose sessions are searched first. */
  readonly cwd: string
  /** A custom session directory (`--session-dir`): the only place searched for ids. */
  readonly sessionDir?: string | undefined
}

/** Whether `ref` is written as a path rather than an id. */
const isPathLike = (ref: string): boolean => ref.includes("/") || ref.includes("\\") || ref.endsWith(".jsonl")

/** The matches of an id or prefix among listed sessions: exact ids if any, else prefixes. */
const matching = (sessions: ReadonlyArray<SessionInfo.SessionInfo>, ref: string): ReadonlyArray<SessionInfo.SessionInfo> => {
  const exact = sessions.filter((s) => s.id === ref)
  return exact.length > 0 ? exact : sessions.filter((s) => s.id?.startsWith(ref) === true)
}

const MAX_LISTED = 10

const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** One candidate: its id, last activity (UTC, to the minute), title and file. */
const candidate = (s: SessionInfo.SessionInfo): string => {
  const time = Number.isNaN(s.modified.getTime()) ? "????-??-?? ??:??" : s.modified.toISOString().slice(0, 16).replace("T", " ")
  return `  ${s.id ?? "(no id)"}  ${time}  ${oneLine(s.name ?? s.firstMessage, 40)}  ${s.path}`
}

const ambiguous = (ref: string, found: ReadonlyArray<SessionInfo.SessionInfo>) =>
  new CliFailure({
    message: `'${ref}' matches ${found.length} sessions; give more of the id or the file:`,
    details: [
      ...found.slice(0, MAX_LISTED).map(candidate),
      ...(found.length > MAX_LISTED ? [`(and ${found.length - MAX_LISTED} more)`] : [])
    ]
  })

/**
 * The absolute path of the session `ref` names. A value that looks like a path (a separator, a
 * `.jsonl` ending, or an existing file) is a path, returned whether or not the file exists
 * (`--session` starts a new session at a new path, as pi does), but a directory is refused.
 * Anything else is an id: an exact id wins, then a unique prefix; the sessions of `cwd` are
 * searched first, then every project's. A prefix that fits several sessions is refused with the
 * list of them, never guessed.
 */
export const resolve = (ref: string, where: Where) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const fs = yield* FileSystem.FileSystem
    if (ref.trim() === "") return yield* new UsageError({ message: "an empty session name; give a session file, id or id prefix" })
    const asPath = store.resolve(ref)
    const info = yield* fs.stat(asPath).pipe(Effect.option)
    if (info._tag === "Some" && info.value.type === "Directory") {
      return yield* new CliFailure({ message: `${asPath}: is a directory, not a session file (give a .jsonl file, a session id or an id prefix)` })
    }
    if (isPathLike(ref) || info._tag === "Some") return asPath
    // pi's order: an exact id among the files here (their headers alone), then the listings
    const exact = yield* store.findById(where.cwd, ref, where.sessionDir)
    if (Option.isSome(exact)) return exact.value
    const here = matching((yield* store.list({ cwd: where.cwd, sessionDir: where.sessionDir })).sessions, ref)
    const [onlyHere] = here
    if (here.length === 1 && onlyHere !== undefined) return onlyHere.path
    if (here.length > 1) return yield* ambiguous(ref, here)
    const everywhere = matching((yield* store.listAll(where.sessionDir === undefined ? {} : { sessionDir: where.sessionDir })).sessions, ref)
    const [onlyOne] = everywhere
    if (everywhere.length === 1 && onlyOne !== undefined) return onlyOne.path
    if (everywhere.length > 1) return yield* ambiguous(ref, everywhere)
    const searched = where.sessionDir === undefined ? "the sessions of this directory or any other" : store.resolve(where.sessionDir)
    return yield* new CliFailure({ message: `no session file, id or id prefix '${ref}' (searched ${searched})` })
  })

/** `resolve` from the current directory, as the subcommands' `SESSION` arguments are. */
export const resolveHere = (ref: string) => Effect.flatMap(Stdio, ({ cwd }) => resolve(ref, { cwd }))

// ---------------------------------------------------------------------------------------------
// The session an agent starts on
// ---------------------------------------------------------------------------------------------

/** The session flags shared by print mode and RPC mode. */
export interface SessionOptions {
  readonly continue: boolean
  readonly session: Option.Option<string>
  readonly noSession: boolean
  /** `--fork X`: a copy of every entry of session X, in the current directory. */
  readonly fork: Option.Option<string>
  readonly sessionDir: Option.Option<string>
  readonly model: Option.Option<string>
  readonly provider: Option.Option<string>
  /** `--thinking LEVEL`. */
  readonly thinking: Option.Option<string>
  /** `--tools a,b`. */
  readonly tools: Option.Option<string>
  readonly noTools: boolean
  /** `--approve`: trust the project's files for this run. */
  readonly approve: boolean
  /** `--no-approve`: do not use the project's trust-gated files in this run. */
  readonly noApprove: boolean
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
  Effect.gen(function*() {
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
 * else new), else a new session. The flags exclude each other (a usage error). New sessions go
 * to `sessionDir` (default: `--session-dir`).
 */
export const resolveSource = (options: SessionOptions, sessionDir: string | undefined = Option.getOrUndefined(options.sessionDir)) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const { cwd } = yield* Stdio
    const chosen = [options.continue && "--continue", Option.isSome(options.session) && "--session", options.noSession && "--no-session"].filter(Boolean)
    if (Option.isSome(options.fork) && chosen.length > 0) return yield* new UsageError({ message: `--fork cannot be combined with ${chosen.join(", ")}` })
    if (chosen.length > 1) return yield* new UsageError({ message: `${chosen.join(", ")} cannot be combined` })
    if (options.noSession) {
      const identity = yield* Ids.sessionIdentity
      const inMemory: string | Session.SessionState = Either.getOrThrow(Session.create({ ...identity, cwd }))
      return inMemory
    }
    if (Option.isSome(options.fork)) return yield* copySession(yield* resolve(options.fork.value, { cwd, sessionDir }), cwd, sessionDir)
    // a path that does not exist yet starts a new session there, as pi does
    if (Option.isSome(options.session)) return yield* store.openOrNew(yield* resolve(options.session.value, { cwd, sessionDir }), cwd)
    if (options.continue) {
      const recent = yield* store.continueRecent(cwd, sessionDir)
      if (Option.isSome(recent)) return recent.value
    }
    return yield* store.create({ cwd, sessionDir })
  })

/** Failures of an agent mode as the executable reports them (usage errors keep their exit code). */
export const agentFailure = <E extends { readonly _tag: string; readonly message: string }>(e: E): CliFailure | UsageError =>
  e instanceof CliFailure || e instanceof UsageError ? e : failIn(undefined)(e)
