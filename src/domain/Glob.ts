/**
 * Glob patterns and `.gitignore` rules as regular expressions over `/`-separated relative
 * paths. `*` and `?` stay within a path segment, `**` spans segments, `[...]` is a character
 * class, and (for globs, not `.gitignore`) `{a,b}` is an alternative. Pure.
 */

const SPECIAL = /[.+^$()|\\]/

/** The regular expression source of a glob (unanchored). */
export const source = (glob: string, options: { readonly braces: boolean }): string => {
  let out = ""
  let depth = 0
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string
    if (c === "\\" && i + 1 < glob.length) {
      const next = glob[++i] as string
      out += /[A-Za-z0-9]/.test(next) ? next : `\\${next}`
    } else if (c === "*") {
      if (glob[i + 1] === "*") {
        const before = i === 0 || glob[i - 1] === "/"
        const after = glob[i + 2]
        if (before && after === "/") {
          out += "(?:.*/)?"
          i += 2
        } else if (before && after === undefined) {
          out += ".*"
          i += 1
        } else {
          out += ".*"
          i += 1
        }
      } else out += "[^/]*"
    } else if (c === "?") out += "[^/]"
    else if (c === "[") {
      const close = glob.indexOf("]", i + 2)
      if (close < 0) out += "\\["
      else {
        let body = glob.slice(i + 1, close)
        if (body.startsWith("!")) body = `^${body.slice(1)}`
        out += `[${body.replace(/\\/g, "\\\\")}]`
        i = close
      }
    } else if (options.braces && c === "{") {
      out += "(?:"
      depth++
    } else if (options.braces && c === "}" && depth > 0) {
      out += ")"
      depth--
    } else if (options.braces && c === "," && depth > 0) out += "|"
    else if (SPECIAL.test(c) || c === "{" || c === "}") out += `\\${c}`
    else out += c
  }
  return out + ")".repeat(depth)
}

/**
 * A matcher for a glob on relative paths: a pattern without `/` matches a file's name at any
 * depth (`*.ts`), one with `/` matches the whole relative path (`src/**\/*.ts`).
 */
export const matcher = (glob: string): ((relative: string) => boolean) => {
  const pattern = glob.startsWith("./") ? glob.slice(2) : glob.startsWith("/") ? glob.slice(1) : glob
  if (!pattern.includes("/")) {
    const re = new RegExp(`^${source(pattern, { braces: true })}$`)
    return (relative) => re.test(relative.slice(relative.lastIndexOf("/") + 1))
  }
  const re = new RegExp(`^${source(pattern, { braces: true })}$`)
  return (relative) => re.test(relative)
}

// ---------------------------------------------------------------------------------------------
// .gitignore
// ---------------------------------------------------------------------------------------------

export interface Rule {
  readonly negated: boolean
  readonly directoryOnly: boolean
  readonly re: RegExp
}

/** The rules of one `.gitignore` file, for paths relative to its directory. */
export const parseGitignore = (text: string): ReadonlyArray<Rule> => {
  const rules: Array<Rule> = []
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/(?<!\\)\s+$/, "")
    if (line === "" || line.startsWith("#")) continue
    let negated = false
    if (line.startsWith("!")) {
      negated = true
      line = line.slice(1)
    } else if (line.startsWith("\\!") || line.startsWith("\\#")) line = line.slice(1)
    const directoryOnly = line.endsWith("/")
    if (directoryOnly) line = line.slice(0, -1)
    if (line === "") continue
    const anchored = line.includes("/")
    const body = source(line.startsWith("/") ? line.slice(1) : line, { braces: false })
    rules.push({ negated, directoryOnly, re: new RegExp(anchored ? `^${body}$` : `^(?:.*/)?${body}$`) })
  }
  return rules
}

/** The rules of a `.gitignore` together with the directory (relative, `""` for the root) it sits in. */
export interface Scope {
  readonly base: string
  readonly rules: ReadonlyArray<Rule>
}

/**
 * Whether `relative` (a path relative to the walk's root) is ignored by the scopes that apply
 * to it, outermost first: the last rule that matches decides.
 */
export const ignored = (scopes: ReadonlyArray<Scope>, relative: string, isDirectory: boolean): boolean => {
  let result = false
  for (const scope of scopes) {
    let local: string
    if (scope.base === "") local = relative
    else if (relative.startsWith(`${scope.base}/`)) local = relative.slice(scope.base.length + 1)
    else continue
    for (const rule of scope.rules) {
      if (rule.directoryOnly && !isDirectory) continue
      if (rule.re.test(local)) result = !rule.negated
    }
  }
  return result
}
