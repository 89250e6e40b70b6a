/**
 * The one reading of the command lines answered before the core's parser (src/main/cli/QuickArgs.ts):
 * plain spellings are read, any other is left to the core.
 */
import { describe, expect, it } from "@effect/vitest"
import * as QuickArgs from "../../src/main/cli/QuickArgs.js"

const ls: QuickArgs.Grammar = { flags: ["--all", "--json"], valued: ["--cwd", "--search"], words: 0 }
const info: QuickArgs.Grammar = { flags: ["--json"], words: 1 }

const shown = (plain: QuickArgs.Plain | undefined) => (plain === undefined ? undefined : { given: Object.fromEntries(plain.given), words: plain.words })

describe("QuickArgs.read", () => {
  it("reads flags, options with their values and words, in any order", () => {
    expect(shown(QuickArgs.read(["--json", "--cwd", "/a b", "--all"], ls))).toEqual({ given: { "--json": true, "--cwd": "/a b", "--all": true }, words: [] })
    expect(shown(QuickArgs.read([], ls))).toEqual({ given: {}, words: [] })
    expect(shown(QuickArgs.read(["f.jsonl", "--json"], info))).toEqual({ given: { "--json": true }, words: ["f.jsonl"] })
    expect(shown(QuickArgs.read(["--json", "f.jsonl"], info))).toEqual({ given: { "--json": true }, words: ["f.jsonl"] })
    expect(shown(QuickArgs.read(["f.jsonl"], info))).toEqual({ given: {}, words: ["f.jsonl"] })
  })

  it("leaves every other spelling to the core's parser", () => {
    const others: ReadonlyArray<readonly [ReadonlyArray<string>, QuickArgs.Grammar]> = [
      [["--json", "--json"], ls],
      [["--cwd", "/a", "--cwd", "/b"], ls],
      [["--cwd"], ls],
      [["--cwd", "-x"], ls],
      [["--cwd", "--json"], ls],
      [["--json=true"], ls],
      [["--cwd=/a"], ls],
      [["--", "--json"], ls],
      [["word"], ls],
      [["-h"], ls],
      [[], info],
      [["f", "g"], info],
      [["", "--json"], info],
      [["  "], info],
      [["-f"], info],
      [["--", "f"], info],
      [["f", "--all"], info]
    ]
    for (const [args, grammar] of others) expect(QuickArgs.read(args, grammar), args.join(" ")).toBeUndefined()
  })
})
