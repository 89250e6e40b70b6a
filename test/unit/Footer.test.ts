/**
 * The chat's footer (`Footer`): pi's totals over the file, the branch's cost beside them when
 * other branches spent some, pi's number formats, and what gives way at narrow widths (the
 * directory and the stats, never the model first), with CJK text measured by columns.
 */
import { describe, expect, it, vi } from "@effect/vitest"
import * as Entry from "../../src/domain/format/Entry.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Columns from "../../src/main/tui/Columns.js"
import * as Footer from "../../src/main/tui/Footer.js"
import * as GitBranch from "../../src/main/tui/GitBranch.js"

const base = (id: string, parentId: string | null) => ({ id, parentId, timestamp: "2026-01-01T00:00:00.000Z" })
const user = (id: string, parentId: string | null) => Entry.message(base(id, parentId), { role: "user", content: [{ type: "text", text: "go" }], timestamp: 0 })
const usage = (input: number, output: number, cost: number, cacheRead = 0) => ({
  input,
  output,
  cacheRead,
  cacheWrite: 0,
  totalTokens: input + output + cacheRead,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: cost }
})
const assistant = (id: string, parentId: string, used: ReturnType<typeof usage>) =>
  Entry.message(base(id, parentId), { role: "assistant", content: [{ type: "text", text: "ok" }], stopReason: "stop", timestamp: 0, usage: used })

const NO_USAGE: Footer.Usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, cost: 0, branchCost: 0, cacheHit: undefined }

const facts = (over: Partial<Footer.Facts> = {}): Footer.Facts => ({
  activity: undefined,
  position: undefined,
  cwd: "/home/ada/code/arbor",
  home: "/home/ada",
  gitBranch: "main",
  name: undefined,
  usage: { ...NO_USAGE, input: 20_000, output: 381, cost: 0.065, branchCost: 0.065 },
  context: { tokens: 2528, contextWindow: 32_000, percent: 7.9 },
  contextWindow: 32_000,
  autoCompaction: true,
  model: "anthropic/claude-sonnet-4-5 · thinking off",
  ...over
})

const text = (spans: ReadonlyArray<Footer.Span>) => spans.map((s) => s.text).join("")

describe("Footer", () => {
  it("formats token counts as pi does", () => {
    expect([0, 381, 999, 1000, 1234, 9999, 20_000, 999_499, 1_500_000, 12_000_000].map(Footer.tokens)).toEqual([
      "0",
      "381",
      "999",
      "1.0k",
      "1.2k",
      "10.0k",
      "20k",
      "999k",
      "1.5M",
      "12M"
    ])
  })

  it("writes the home folder as ~, only for itself and what is inside it", () => {
    expect(Footer.directory("/home/ada", "/home/ada")).toBe("~")
    expect(Footer.directory("/home/ada/code/arbor", "/home/ada/")).toBe("~/code/arbor")
    expect(Footer.directory("/home/adam/code", "/home/ada")).toBe("/home/adam/code")
    expect(Footer.directory("/srv/x", undefined)).toBe("/srv/x")
  })

  it("sums usage over every entry of the file and the cost of the active branch apart", () => {
    // u1 → a1 → u2 → a2 (abandoned), and u1 → a1 → u3 → a3 (the leaf)
    const tree = SessionTree.fromEntries([
      user("u1", null),
      assistant("a1", "u1", usage(1000, 100, 0.01)),
      user("u2", "a1"),
      assistant("a2", "u2", usage(2000, 200, 0.02, 500)),
      user("u3", "a1"),
      assistant("a3", "u3", usage(3000, 50, 0.004, 1000)),
      Entry.message(base("r", "a3"), {
        role: "toolResult",
        toolCallId: "t",
        toolName: "x",
        content: [],
        isError: false,
        timestamp: 0,
        usage: usage(10, 5, 0.001)
      })
    ])
    expect(Footer.usage(tree)).toEqual({
      input: 6010,
      output: 355,
      cacheRead: 1500,
      cacheWrite: 0,
      cost: 0.035,
      branchCost: 0.015,
      // the last assistant message read 1000 of its 4000 prompt tokens from the cache
      cacheHit: 25
    })
  })

  it("reads each entry's usage once: after an append only the new entries are parsed", () => {
    const first = SessionTree.fromEntries([user("u1", null), assistant("a1", "u1", usage(1000, 100, 0.01))])
    const next = SessionTree.applyEntries(first, [user("u2", "a1"), assistant("a2", "u2", usage(500, 50, 0.005, 1500))])
    const reads = vi.spyOn(Entry.Entry.prototype, "text", "get")
    try {
      expect(Footer.usage(first)).toMatchObject({ input: 1000, output: 100, cost: 0.01, branchCost: 0.01 })
      expect(reads).toHaveBeenCalledTimes(1)
      expect(Footer.usage(next)).toEqual({ input: 1500, output: 150, cacheRead: 1500, cacheWrite: 0, cost: 0.015, branchCost: 0.015, cacheHit: 75 })
      // the new assistant message only (a user message carries no usage)
      expect(reads).toHaveBeenCalledTimes(2)
      Footer.usage(next)
      expect(reads).toHaveBeenCalledTimes(2)
    } finally {
      reads.mockRestore()
    }
  })

  it("shows pi's stats line, the model on the right, at 80 columns", () => {
    const [where, stats] = Footer.lines(facts({ name: "refactor" }), 80)
    expect(where).toBe("~/code/arbor (main) • refactor")
    expect(text(stats)).toBe(`↑20k ↓381 $0.065 7.9%/32k (auto)${" ".repeat(6)}anthropic/claude-sonnet-4-5 · thinking off`)
    expect(Columns.width(text(stats))).toBe(80)
    // auto-compaction off; the fill unknown after a compaction; no usage yet
    expect(
      text(Footer.stats(facts({ autoCompaction: false, context: { tokens: null, contextWindow: 32_000, percent: null }, usage: NO_USAGE, model: "m" }), 20))
    )
      .toBe(`?/32k${" ".repeat(14)}m`)
  })

  it("colours the context's fill past 70% and 90%", () => {
    const fill = (percent: number) => Footer.stats(facts({ context: { tokens: 1, contextWindow: 32_000, percent } }), 80).find((s) => s.text.includes("%/"))
    expect([fill(70), fill(70.1), fill(90.1)]).toEqual([
      { text: "70.0%/32k (auto)" },
      { text: "70.1%/32k (auto)", color: "yellow" },
      { text: "90.1%/32k (auto)", color: "red" }
    ])
  })

  it("adds the branch's cost when other branches spent some, and gives it up first when the line is short", () => {
    const several = facts({ usage: { ...NO_USAGE, input: 20_000, output: 381, cost: 0.065, branchCost: 0.031 } })
    expect(text(Footer.stats(several, 100))).toBe(
      `↑20k ↓381 $0.065 (branch $0.031) 7.9%/32k (auto)${" ".repeat(10)}anthropic/claude-sonnet-4-5 · thinking off`
    )
    expect(text(Footer.stats(several, 80))).toBe(`↑20k ↓381 $0.065 7.9%/32k (auto)${" ".repeat(6)}anthropic/claude-sonnet-4-5 · thinking off`)
  })

  it("keeps the model whole at 60 and 46 columns: the stats are cut first", () => {
    expect(text(Footer.stats(facts(), 60))).toBe("↑20k ↓381 $0.06…  anthropic/claude-sonnet-4-5 · thinking off")
    expect(text(Footer.stats(facts(), 46))).toBe("anthropic/claude-sonnet-4-5 · thinking off")
    expect(text(Footer.stats(facts(), 30))).toBe("anthropic/claude-sonnet-4-5 ·…")
  })

  it("shortens the directory from its start before it cuts the session's name, CJK measured by columns", () => {
    const deep = facts({ cwd: "/home/ada/projects/clients/very-long-client-name/monorepo/packages/server", name: "会话树的分支" })
    expect(Footer.location(deep, 100)).toBe("~/projects/clients/very-long-client-name/monorepo/packages/server (main) • 会话树的分支")
    expect(Footer.location(deep, 80)).toBe("…ts/clients/very-long-client-name/monorepo/packages/server (main) • 会话树的分支")
    const at60 = Footer.location(deep, 60)
    expect(at60).toBe("…-client-name/monorepo/packages/server (main) • 会话树的分支")
    expect(Columns.width(at60)).toBe(60)
    // what the agent does and where the cursor is come first
    expect(Footer.location(facts({ activity: "streaming", position: "line 5/20" }), 60)).toBe("streaming... · line 5/20 · ~/code/arbor (main)")
    expect(Footer.location(facts({ cwd: undefined, gitBranch: undefined, activity: "compacting" }), 60)).toBe("compacting...")
    // too narrow even for the name: the directory goes, then the line is cut
    expect(Footer.location(deep, 20)).toBe("(main) • 会话树的分…")
  })
})

describe("GitBranch", () => {
  it("reads the branch from HEAD: a branch, detached, or nothing", () => {
    expect(GitBranch.fromHead("ref: refs/heads/main\n")).toBe("main")
    expect(GitBranch.fromHead("ref: refs/heads/feature/中文")).toBe("feature/中文")
    expect(GitBranch.fromHead("0123456789abcdef0123456789abcdef01234567\n")).toBe("detached")
    expect(GitBranch.fromHead("ref: refs/heads/.invalid")).toBeUndefined()
    expect(GitBranch.fromHead("")).toBeUndefined()
  })
})
