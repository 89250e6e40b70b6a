/**
 * What a checkpoint leaves out, as git decides what it leaves untracked: the `.gitignore` of
 * every directory on the way down (a deeper file's rules come later, so they win, and `!`
 * re-includes), the repository's `.git/info/exclude` at the root, and always `.git` itself (the
 * user's repository is never read into a checkpoint, nor written by a restore). A path under an
 * ignored directory is never reached: the scan does not descend into it, as git does not.
 *
 * Pure: the rules are data the scan hands over as it reads the files; matching is the `ignore`
 * package's (the matcher ESLint and many others use), applied per level as the file tools'
 * walks apply it (`Glob.ignored`).
 */
import * as Glob from "../tools/Glob.js"

/** The rules in force in one directory: its own file's and its parents', outermost first. */
export interface Rules {
  readonly levels: ReadonlyArray<Glob.Scope>
}

/** No rules but `.git`. */
export const empty: Rules = { levels: [] }

/** The rules under directory `base` (relative to the root, "" for the root) after its ignore file's text. */
export const within = (rules: Rules, base: string, text: string): Rules => ({ levels: [...rules.levels, { base, rules: Glob.parseGitignore(text) }] })

/** Whether the path (relative to the root, `/`-separated) is left out; `dir` for a directory. */
export const ignores = (rules: Rules, path: string, dir: boolean): boolean =>
  path.slice(path.lastIndexOf("/") + 1) === ".git" || Glob.ignored(rules.levels, path, dir)
