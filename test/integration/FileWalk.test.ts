/**
 * The paths `@file` completion offers (`FileWalk.list`) on a real directory: breadth first,
 * directories marked, `.gitignore` rules applied at every level (a deeper one overriding),
 * `.git` skipped, and the walk bounded.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as FileWalk from "../../src/main/tui/FileWalk.js"
import { scratchDir } from "../support/Spawn.js"

const write = (root: string, rel: string, text = "") => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}

describe("FileWalk", () => {
  it("lists files and directories breadth first, without what .gitignore files leave out nor .git", async () => {
    const root = scratchDir()
    write(root, ".gitignore", "dist/\n*.log\n")
    write(root, ".git/HEAD", "ref")
    write(root, "README.md")
    write(root, "app.log")
    write(root, "dist/bundle.js")
    write(root, "src/main.ts")
    write(root, "src/.gitignore", "gen/\n!keep.log\n")
    write(root, "src/gen/out.ts")
    write(root, "src/keep.log")
    write(root, "src/deep/er/leaf.ts")
    expect(await FileWalk.list(root)).toEqual([
      ".gitignore",
      "README.md",
      "src/",
      "src/.gitignore",
      "src/deep/",
      "src/keep.log",
      "src/main.ts",
      "src/deep/er/",
      "src/deep/er/leaf.ts"
    ])
  })

  it("stops at the bound, the shallow paths first", async () => {
    const root = scratchDir()
    for (let i = 0; i < 5; i++) write(root, `d${i}/f${i}.txt`)
    write(root, "top.txt")
    expect(await FileWalk.list(root, 4)).toEqual(["d0/", "d1/", "d2/", "d3/"])
    expect(await FileWalk.list(root, 7)).toEqual(["d0/", "d1/", "d2/", "d3/", "d4/", "top.txt", "d0/f0.txt"])
  })
})
