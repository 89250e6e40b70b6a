/**
 * pi's layout and listing rules (`domain/scan/Listing`), the one statement of them that the file
 * store, the PostgreSQL store and the listing from the catalog alone all call: where a cwd's
 * sessions are, what a request lists and filters, which files are sessions, what a find by id
 * finds. Pure: paths go through POSIX rules given here.
 */
import { describe, expect, it } from "@effect/vitest"
import * as path from "node:path"
import * as Listing from "../../src/domain/scan/Listing.js"
import type { SessionInfo } from "../../src/domain/scan/SessionInfo.js"

const layout = Listing.layout("/home/u/.pi/agent", { resolve: (p) => path.posix.resolve("/work/repo", p), join: path.posix.join, sep: "/" })

const info = (file: string, cwd: string, modified: number): SessionInfo => ({
  path: file,
  id: file,
  cwd,
  name: undefined,
  parentSessionPath: undefined,
  created: new Date(0),
  modified: new Date(modified),
  messageCount: 1,
  firstMessage: "hi",
  allMessagesText: "hi"
})

describe("pi's layout", () => {
  it("keeps a cwd's sessions in its encoded directory under <agentDir>/sessions, removed ones in <agentDir>/trash", () => {
    expect(layout.root).toBe("/home/u/.pi/agent/sessions")
    expect(layout.trash).toBe("/home/u/.pi/agent/trash")
    expect(layout.defaultDir(".")).toBe("/home/u/.pi/agent/sessions/--work-repo--")
    expect(layout.defaultDir("../other/")).toBe("/home/u/.pi/agent/sessions/--work-other--")
    expect(Listing.directoryName("C:\\Users\\me")).toBe("--C--Users-me--")
    expect(layout.dirOf("/x")).toBe("/home/u/.pi/agent/sessions/--x--")
    expect(layout.dirOf("/x", "custom/")).toBe("/work/repo/custom")
  })

  it("takes the .jsonl names of a directory as its session files, joined by one separator", () => {
    expect(layout.files("/d", ["a.jsonl", "b.json", "c.jsonl.lock", ".x.jsonl"])).toEqual(["/d/a.jsonl", "/d/.x.jsonl"])
    expect(layout.files("/", ["a.jsonl"])).toEqual(["/a.jsonl"])
  })
})

describe("what a request lists", () => {
  it("a cwd's default directory, unfiltered; so is a custom directory that is the default one", () => {
    const plain = layout.scope({ cwd: "/work/repo" })
    expect(plain).toMatchObject({ _tag: "Directory", dir: "/home/u/.pi/agent/sessions/--work-repo--", cwd: undefined })
    expect(Listing.keeps(plain, "/elsewhere")).toBe(true)
    const same = layout.scope({ cwd: "/work/repo", sessionDir: "/home/u/.pi/agent/sessions/--work-repo--/" })
    expect(same).toMatchObject({ _tag: "Directory", dir: "/home/u/.pi/agent/sessions/--work-repo--", cwd: undefined })
  })

  it("a custom directory, filtered by the header's cwd once both are resolved", () => {
    const custom = layout.scope({ cwd: ".", sessionDir: "/s" })
    expect(custom).toMatchObject({ _tag: "Directory", dir: "/s", cwd: "/work/repo" })
    expect([
      Listing.keeps(custom, "/work/repo"),
      Listing.keeps(custom, "/work/repo/"),
      Listing.keeps(custom, "/work"),
      Listing.keeps(custom, 7),
      Listing.keeps(custom, "")
    ]).toEqual([
      true,
      true,
      false,
      false,
      false
    ])
    const sessions = [info("/s/a.jsonl", "/work/repo", 1), info("/s/b.jsonl", "/work", 2), info("/s/c.jsonl", "/work/./repo", 3)]
    expect(Listing.kept(custom, sessions).map((s) => s.path)).toEqual(["/s/a.jsonl", "/s/c.jsonl"])
  })

  it("with all: every directory under the root, or the custom directory unfiltered", () => {
    expect(layout.scope({ cwd: "/x", all: true })).toEqual({ _tag: "Every", root: "/home/u/.pi/agent/sessions" })
    const custom = layout.scope({ cwd: "/x", sessionDir: "/s", all: true })
    expect(custom).toMatchObject({ _tag: "Directory", dir: "/s", cwd: undefined })
    expect(Listing.kept(custom, [info("/s/a.jsonl", "/y", 1)]).map((s) => s.path)).toEqual(["/s/a.jsonl"])
  })

  it("a find by id finds the header with that id that the scope keeps", () => {
    const custom = layout.scope({ cwd: "/work/repo", sessionDir: "/s" })
    expect(Listing.isFound(custom, { id: "a", cwd: "/work/repo" }, "a")).toBe(true)
    expect(Listing.isFound(custom, { id: "a", cwd: "/work" }, "a")).toBe(false)
    expect(Listing.isFound(custom, { id: "b", cwd: "/work/repo" }, "a")).toBe(false)
    expect(Listing.isFound(layout.scope({ cwd: "/work/repo" }), { id: "a", cwd: "/work" }, "a")).toBe(true)
  })

  it("collects each file's result: a listing, or why the file is not listed", () => {
    const sessions: Array<SessionInfo> = [info("/d/0.jsonl", "/", 0)]
    const skipped: Array<Listing.Skipped> = []
    Listing.collect(["/d/a.jsonl", "/d/b.jsonl", "/d/c.jsonl"], ["not a session", info("/d/b.jsonl", "/", 1), "could not be read"], sessions, skipped)
    expect(sessions.map((s) => s.path)).toEqual(["/d/0.jsonl", "/d/b.jsonl"])
    expect(skipped).toEqual([
      { path: "/d/a.jsonl", reason: "not a session" },
      { path: "/d/c.jsonl", reason: "could not be read" }
    ])
  })

  it("orders newest first, ties by path descending, skipped files by path descending", () => {
    const listing = Listing.ordered([info("/d/a.jsonl", "/", 1), info("/d/c.jsonl", "/", 2), info("/d/b.jsonl", "/", 2)], [
      { path: "/d/x.jsonl", reason: "r" },
      { path: "/d/y.jsonl", reason: "r" }
    ])
    expect(listing.sessions.map((s) => s.path)).toEqual(["/d/c.jsonl", "/d/b.jsonl", "/d/a.jsonl"])
    expect(listing.skipped.map((s) => s.path)).toEqual(["/d/y.jsonl", "/d/x.jsonl"])
  })
})
