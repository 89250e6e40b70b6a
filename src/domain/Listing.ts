/**
 * Listing sessions as pi does: where a cwd's sessions are kept, which of a directory's sessions
 * belong to a cwd, and the order of a listing. Pure (paths are resolved by the caller's
 * `resolve`); used by the store and by the executable's listing from the catalog alone
 * (`main/QuickList`), which must agree to the byte.
 */
import { byModifiedDesc, matches, type SessionInfo } from "./SessionInfo.js"

/**
 * The name of the default session directory for a resolved, absolute cwd:
 * drop one leading separator, replace `/`, `\` and `:` with `-`, wrap in `--`.
 */
export const directoryName = (resolvedCwd: string): string =>
  `--${resolvedCwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`

/** A file listed, or why it is not. */
export interface Skipped {
  readonly path: string
  readonly reason: string
}

/** A listing: the sessions and the files that are not listed, with why. */
export interface Listing {
  readonly sessions: ReadonlyArray<SessionInfo>
  readonly skipped: ReadonlyArray<Skipped>
}

/**
 * Whether a header's cwd is `cwd` once both are resolved by `resolve` (once per distinct value:
 * a directory's sessions mostly share one).
 */
export const cwdMatcher = (cwd: string, resolve: (path: string) => string): ((headerCwd: unknown) => boolean) => {
  const wanted = resolve(cwd)
  const seen = new Map<string, boolean>()
  return (headerCwd) => {
    if (typeof headerCwd !== "string" || headerCwd === "") return false
    let matches = seen.get(headerCwd)
    if (matches === undefined) seen.set(headerCwd, (matches = resolve(headerCwd) === wanted))
    return matches
  }
}

/** The sessions whose name or message text contain `search` (all of them without one). */
export const searched = (sessions: Array<SessionInfo>, search: string | undefined): Array<SessionInfo> =>
  search === undefined ? sessions : sessions.filter((s) => matches(s, search))

const byPathDesc = (a: { readonly path: string }, b: { readonly path: string }) => b.path.localeCompare(a.path)

/**
 * pi's order, in place: files loaded in descending locale order of their paths, then sessions
 * sorted by modification time, newest first (stably, so ties keep the loading order); skipped
 * files in loading order. The same order without sorting every name by locale (whose first use
 * starts ICU's collator, ~20 ms): when every time is valid, sessions sort by time and the locale
 * compares only ties; with an invalid time (a comparison that is no order) the two sorts run as
 * pi's do.
 */
export const ordered = (sessions: Array<SessionInfo>, skipped: Array<Skipped>): Listing => ({
  sessions: sessions.some((s) => Number.isNaN(s.modified.getTime()))
    ? sessions.sort(byPathDesc).sort(byModifiedDesc)
    : sessions.sort((a, b) => byModifiedDesc(a, b) || byPathDesc(a, b)),
  skipped: skipped.length > 1 ? skipped.sort(byPathDesc) : skipped
})
