/**
 * Which session a command means: every `SESSION` argument and `--session`/`--fork` value is a
 * session file, a session id or an id prefix, resolved here and nowhere else.
 *
 * A value that looks like a path (a separator, a `.jsonl` ending, or an existing file) is a
 * path. Anything else is an id: an exact id wins, then a unique prefix; the sessions of the
 * current directory are searched first, then every project's. A prefix that fits several
 * sessions is refused with the list of them, never guessed.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import { Effect } from "effect"
import type * as SessionInfo from "../domain/SessionInfo.js"
import { SessionStore } from "../services/SessionStore.js"
import { CliFailure, UsageError } from "./CliErrors.js"

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
 * The absolute path of the session `ref` names. A path is returned whether or not the file
 * exists (`--session` starts a new session at a new path, as pi does), but a directory is
 * refused; an id or prefix must match exactly one session.
 */
export const resolve = (ref: string, where: Where) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const fs = yield* FileSystem.FileSystem
    if (ref.trim() === "") return yield* new UsageError({ message: "an empty session name; give a session file, id or id prefix" })
    const asPath = store.resolve(ref)
    const info = yield* fs.stat(asPath).pipe(Effect.option)
    if (info._tag === "Some" && info.value.type === "Directory") {
      return yield* new CliFailure({ message: `${asPath}: is a directory, not a session file (give a .jsonl file, a session id or an id prefix)` })
    }
    if (isPathLike(ref) || info._tag === "Some") return asPath
    const here = matching((yield* store.list({ cwd: where.cwd, sessionDir: where.sessionDir })).sessions, ref)
    if (here.length === 1) return (here[0] as SessionInfo.SessionInfo).path
    if (here.length > 1) return yield* ambiguous(ref, here)
    const everywhere = matching((yield* store.listAll(where.sessionDir === undefined ? {} : { sessionDir: where.sessionDir })).sessions, ref)
    if (everywhere.length === 1) return (everywhere[0] as SessionInfo.SessionInfo).path
    if (everywhere.length > 1) return yield* ambiguous(ref, everywhere)
    const searched = where.sessionDir === undefined ? "the sessions of this directory or any other" : store.resolve(where.sessionDir)
    return yield* new CliFailure({ message: `no session file, id or id prefix '${ref}' (searched ${searched})` })
  })
