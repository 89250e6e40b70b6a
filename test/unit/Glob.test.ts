import { describe, expect, it } from "@effect/vitest"
import * as Glob from "../../src/domain/tools/Glob.js"

const matches = (glob: string, paths: ReadonlyArray<string>, options?: Glob.MatcherOptions) => paths.filter(Glob.matcher(glob, options))

describe("Glob.matcher", () => {
  const paths = ["a.ts", "src/a.ts", "src/lib/b.ts", "src/.env", "A.TS", "x/ab", "x/a/q/b", "x/aqb", "a{b", "ab"]
  it("a pattern without a slash matches names at any depth, one with a slash the whole path", () => {
    expect(matches("*.ts", paths)).toEqual(["a.ts", "src/a.ts", "src/lib/b.ts"])
    expect(matches("src/*", paths)).toEqual(["src/a.ts", "src/.env"])
    expect(matches("./src/**/*.ts", paths)).toEqual(["src/a.ts", "src/lib/b.ts"])
    expect(matches("*.{ts,TS}", paths)).toEqual(["a.ts", "src/a.ts", "src/lib/b.ts", "A.TS"])
  })
  it("reads what the hand-written matcher read otherwise as fd does", () => {
    // `**` within a segment is `*` (it crossed slashes before)
    expect(matches("x/a**b", paths)).toEqual(["x/ab", "x/aqb"])
    // POSIX classes (read as a plain class before)
    expect(matches("[[:upper:]]*", paths)).toEqual(["A.TS"])
    // an unclosed brace is text (an open alternative before)
    expect(matches("a{b", paths)).toEqual(["a{b"])
    // a leading `!` is text, not a negation
    expect(matches("!(a).ts", ["!(a).ts", "b.ts"])).toEqual(["!(a).ts"])
  })
  it("smart case: a lower-case pattern matches either case", () => {
    expect(matches("*.ts", paths, Glob.smartCase("*.ts"))).toEqual(["a.ts", "src/a.ts", "src/lib/b.ts", "A.TS"])
    expect(matches("*.TS", paths, Glob.smartCase("*.TS"))).toEqual(["A.TS"])
  })
})

describe("Glob.ignored", () => {
  const scopes = (root: string, nested?: readonly [string, string]): ReadonlyArray<Glob.Scope> => [
    { base: "", rules: Glob.parseGitignore(root) },
    ...(nested === undefined ? [] : [{ base: nested[0], rules: Glob.parseGitignore(nested[1]) }])
  ]
  it("the last matching rule decides, a deeper file's rules over an outer one's", () => {
    const s = scopes("*.log\n!keep.log\nbuild/\n/top\n", ["src", "!debug.log\n"])
    expect(Glob.ignored(s, "debug.log", false)).toBe(true)
    expect(Glob.ignored(s, "keep.log", false)).toBe(false)
    expect(Glob.ignored(s, "src/debug.log", false)).toBe(false)
    expect(Glob.ignored(s, "src/other.log", false)).toBe(true)
    expect(Glob.ignored(s, "a/build", true)).toBe(true)
    expect(Glob.ignored(s, "a/build", false)).toBe(false)
    expect(Glob.ignored(s, "top", false)).toBe(true)
    expect(Glob.ignored(s, "a/top", false)).toBe(false)
  })
  it("`**` away from a slash is `*`: it no longer spans directories", () => {
    const s = scopes("tmp**log\n")
    expect(Glob.ignored(s, "tmpxlog", false)).toBe(true)
    expect(Glob.ignored(s, "a/tmp.log", false)).toBe(true)
    expect(Glob.ignored(s, "tmp/log", false)).toBe(false)
  })
  it("escapes and trailing spaces as git reads them", () => {
    const s = scopes("\\#hash\n\\!bang\nspace\\ \ntrail   \n# comment\n")
    expect(Glob.ignored(s, "#hash", false)).toBe(true)
    expect(Glob.ignored(s, "!bang", false)).toBe(true)
    expect(Glob.ignored(s, "space ", false)).toBe(true)
    expect(Glob.ignored(s, "trail", false)).toBe(true)
    expect(Glob.ignored(s, "# comment", false)).toBe(false)
  })
})
