/**
 * Glob patterns and `.gitignore` rules over `/`-separated relative paths, as the search tools
 * read them: globs through `picomatch`, ignore files through `ignore` (the library pi depends
 * on). The glob options follow what pi's `find` asks of `fd` and its `grep` of ripgrep: `*`
 * matches dot files too, `+(a|b)` is literal text (no extended globs), `{a,b}` is an
 * alternative, `*` and `?` stay within a path segment and `**` spans segments. Pure.
 */
import ignore from "ignore"
import picomatch from "picomatch"

export interface MatcherOptions {
  /** Letters match either case (pi's `find`: an all-lowercase pattern, fd's smart case). */
  readonly nocase?: boolean
}

/**
 * A matcher for a glob on relative paths: a pattern without `/` matches a file's name at any
 * depth (`*.ts`), one with `/` matches the whole relative path (`src/**\/*.ts`); a leading
 * `./` or `/` anchors it at the root, where every relative path starts anyway.
 */
export const matcher = (glob: string, options: MatcherOptions = {}): (relative: string) => boolean => {
  const pattern = glob.replace(/^(?:\.\/)+/, "").replace(/^\//, "")
  const test = picomatch(pattern, { dot: true, noextglob: true, nonegate: true, posix: true, nocase: options.nocase === true })
  if (pattern.includes("/")) return (relative) => test(relative)
  return (relative) => test(relative.slice(relative.lastIndexOf("/") + 1))
}

/**
 * fd's smart case, which pi's `find` keeps: a pattern without an upper-case letter matches
 * either case.
 */
export const smartCase = (glob: string): MatcherOptions => ({ nocase: glob === glob.toLowerCase() })

// ---------------------------------------------------------------------------------------------
// .gitignore

/** The rules of one `.gitignore` file, for paths relative to its directory. */
export type Rules = ReturnType<typeof ignore>

/**
 * The rules of a `.gitignore` file's text. Any path relative to the file's directory may be
 * tested, `...` or `.hidden` too (`ignore` refuses some such names unless told they are relative).
 */
export const parseGitignore = (text: string): Rules => ignore({ allowRelativePaths: true }).add(text)

/** The rules of a `.gitignore` together with the directory (relative, `""` for the root) it sits in. */
export interface Scope {
  readonly base: string
  readonly rules: Rules
}

/**
 * Whether `relative` (a path relative to the walk's root) is ignored by the scopes that apply
 * to it, outermost first: as in git, a deeper file's rule overrides an outer one, and within a
 * file the last rule that matches decides.
 */
export const ignored = (scopes: ReadonlyArray<Scope>, relative: string, isDirectory: boolean): boolean => {
  let result = false
  for (const scope of scopes) {
    let local: string
    if (scope.base === "") local = relative
    else if (relative.startsWith(`${scope.base}/`)) local = relative.slice(scope.base.length + 1)
    else continue
    const verdict = scope.rules.test(isDirectory ? `${local}/` : local)
    if (verdict.ignored) result = true
    else if (verdict.unignored) result = false
  }
  return result
}
