/**
 * Where pi keeps sessions and how it lists them, written once: the layout of the agent directory
 * (`sessions/--<encoded cwd>--/`, the trash), which directory a request lists or creates in and
 * whether its sessions are filtered by their header's cwd, which of a directory's names are
 * session files, which session a find by id finds, and the order of a listing. Pure (paths are
 * resolved and joined by the caller's `PathRules`: Node's `path`, or the POSIX rules of the
 * memory filesystem); used by the file store, the PostgreSQL store and the executable's listing
 * from the catalog alone (`main/cli/QuickList`), which must agree to the byte.
 */
import { byModifiedDesc, matches, type SessionInfo } from "./SessionInfo.js"

/**
 * The name of the default session directory for a resolved, absolute cwd:
 * drop one leading separator, replace `/`, `\` and `:` with `-`, wrap in `--`.
 */
export const directoryName = (resolvedCwd: string): string => `--${resolvedCwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`

/** How the platform at hand resolves and joins paths (what the layout needs of Node's `path`). */
export interface PathRules {
  /** An absolute, normalized path for `path`, resolved against the working directory. */
  readonly resolve: (path: string) => string
  readonly join: (...parts: Array<string>) => string
  /** The separator a directory and a name read from it are joined by. */
  readonly sep: string
}

/**
 * What a listing (or a search for one session) looks at: one directory, whose sessions are kept
 * when their header's cwd resolves to `cwd` (every one when `cwd` is undefined), or every
 * directory under the sessions root, unfiltered.
 */
export type Scope =
  | { readonly _tag: "Directory"; readonly dir: string; readonly cwd: string | undefined; readonly matches: (headerCwd: unknown) => boolean }
  | { readonly _tag: "Every"; readonly root: string }

/** What a listing is asked: the cwd, a custom session directory, and whether every project's sessions. */
export interface Request {
  readonly cwd: string
  readonly sessionDir?: string | undefined
  readonly all?: boolean | undefined
}

/** The agent directory as pi lays it out, with a platform's path rules. */
export interface Layout {
  readonly agentDir: string
  /** `<agentDir>/sessions`, where each cwd's default directory is. */
  readonly root: string
  /** `<agentDir>/trash`, where removed sessions go. */
  readonly trash: string
  readonly resolve: (path: string) => string
  /** The default session directory of a cwd: `<root>/--<encoded resolved cwd>--`. */
  readonly defaultDir: (cwd: string) => string
  /** Where a cwd's sessions are listed and new ones created: the custom directory (resolved) when given, else the default one. */
  readonly dirOf: (cwd: string, sessionDir?: string | undefined) => string
  /**
   * What a request lists: with `all`, the custom directory unfiltered or else every directory
   * under the root; without, its `dirOf`, filtered by cwd only when that is a custom directory
   * other than the cwd's default one (pi keeps a default directory's sessions as they are).
   */
  readonly scope: (request: Request) => Scope
  /** The session files among the names read from `dir` (resolved): the `.jsonl` ones, as paths. */
  readonly files: (dir: string, names: ReadonlyArray<string>) => Array<string>
}

/** The layout of the agent directory `agentDir` (absolute) under the path rules `paths`. */
export const layout = (agentDir: string, paths: PathRules): Layout => {
  const root = paths.join(agentDir, "sessions")
  const defaultDir = (cwd: string) => paths.join(root, directoryName(paths.resolve(cwd)))
  const dirOf = (cwd: string, sessionDir?: string | undefined) => (sessionDir === undefined ? defaultDir(cwd) : paths.resolve(sessionDir))
  return {
    agentDir,
    root,
    trash: paths.join(agentDir, "trash"),
    resolve: paths.resolve,
    defaultDir,
    dirOf,
    scope: (request) => {
      if (request.all === true && request.sessionDir === undefined) return { _tag: "Every", root }
      const dir = dirOf(request.cwd, request.sessionDir)
      if (request.all === true || request.sessionDir === undefined || dir === defaultDir(request.cwd)) {
        return { _tag: "Directory", dir, cwd: undefined, matches: () => true }
      }
      return { _tag: "Directory", dir, cwd: paths.resolve(request.cwd), matches: cwdMatcher(request.cwd, paths.resolve) }
    },
    files: (dir, names) => {
      // `dir` is resolved (normalized): a name read from it joins by a separator
      const prefix = dir.endsWith(paths.sep) ? dir : dir + paths.sep
      const found: Array<string> = []
      for (const name of names) if (name.endsWith(".jsonl")) found.push(prefix + name)
      return found
    }
  }
}

/** Whether `scope` keeps a session whose header's cwd is `headerCwd`. */
export const keeps = (scope: Scope, headerCwd: unknown): boolean => scope._tag === "Every" || scope.matches(headerCwd)

/** Whether a session whose header is `header` is the one a find by `id` in `scope` looks for. */
export const isFound = (scope: Scope, header: { readonly id?: unknown; readonly cwd?: unknown }, id: string): boolean =>
  header.id === id && keeps(scope, header.cwd)

/** The sessions `scope` keeps of those listed from its directories. */
export const kept = (scope: Scope, sessions: Array<SessionInfo>): Array<SessionInfo> =>
  scope._tag === "Every" || scope.cwd === undefined ? sessions : sessions.filter((s) => scope.matches(s.cwd))

/** A file listed, or why it is not. */
export interface Skipped {
  readonly path: string
  readonly reason: string
}

/**
 * Adds each of `files`' listing results (its listing, or why it is not listed) to `sessions` or
 * to `skipped`, in order.
 */
export const collect = (
  files: ReadonlyArray<string>,
  results: ReadonlyArray<SessionInfo | string>,
  sessions: Array<SessionInfo>,
  skipped: Array<Skipped>
): void => {
  for (let i = 0; i < results.length; i++) {
    const result = results[i] as SessionInfo | string
    if (typeof result === "string") skipped.push({ path: files[i] as string, reason: result })
    else sessions.push(result)
  }
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
export const cwdMatcher = (cwd: string, resolve: (path: string) => string): (headerCwd: unknown) => boolean => {
  const wanted = resolve(cwd)
  const seen = new Map<string, boolean>()
  return (headerCwd) => {
    if (typeof headerCwd !== "string" || headerCwd === "") return false
    let matches = seen.get(headerCwd)
    if (matches === undefined) seen.set(headerCwd, matches = resolve(headerCwd) === wanted)
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
