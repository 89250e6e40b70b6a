/**
 * The session picker's pure model: ages, titles, the search (regex, phrases, words, fuzzy), the
 * three orders with threaded prefixes, the right-hand column, the cursor and the keys.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import type * as SessionInfo from "../../src/domain/scan/SessionInfo.js"
import * as SessionPicker from "../../src/main/tui/SessionPicker.js"

const NOW = new Date("2025-06-01T12:00:00.000Z")
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const minutesAgo = (minutes: number): Date => new Date(NOW.getTime() - minutes * MINUTE)

const session = (name: string, fields: Partial<SessionInfo.SessionInfo> = {}): SessionInfo.SessionInfo => ({
  path: `/s/${name}.jsonl`,
  id: `id-${name}`,
  cwd: "/proj",
  name: undefined,
  parentSessionPath: undefined,
  created: minutesAgo(1000),
  modified: minutesAgo(10),
  messageCount: 1,
  firstMessage: `first ${name}`,
  allMessagesText: `first ${name}`,
  ...fields
})

const base = SessionPicker.initial(undefined)
const paths = (rows: ReadonlyArray<SessionPicker.Row>) => rows.map((row) => row.path)
const view = (rows: ReadonlyArray<SessionPicker.Row>) => rows.map((row) => `${row.prefix}${row.path}`)

describe("age", () => {
  it("uses now, minutes, hours, days, weeks, months and years", () => {
    const at = (ms: number) => SessionPicker.age(new Date(NOW.getTime() - ms), NOW)
    expect([0, 59_999, -5 * MINUTE].map(at)).toEqual(["now", "now", "now"])
    expect([MINUTE, 59 * MINUTE + 59_999].map(at)).toEqual(["1m", "59m"])
    expect([60 * MINUTE, 23 * 60 * MINUTE + 59 * MINUTE].map(at)).toEqual(["1h", "23h"])
    expect([DAY, 6 * DAY].map(at)).toEqual(["1d", "6d"])
    expect([7 * DAY, 29 * DAY].map(at)).toEqual(["1w", "4w"])
    expect([30 * DAY, 364 * DAY].map(at)).toEqual(["1mo", "12mo"])
    expect([365 * DAY, 800 * DAY].map(at)).toEqual(["1y", "2y"])
  })

  it("says now for an invalid date", () => {
    expect(SessionPicker.age(new Date(Number.NaN), NOW)).toBe("now")
  })
})

describe("state and keys", () => {
  it("opens on the current folder, threaded, the cursor on the open session", () => {
    expect(SessionPicker.initial("/s/a.jsonl")).toEqual({
      scope: "current",
      sort: "threaded",
      query: "",
      namedOnly: false,
      showPath: false,
      selectedPath: "/s/a.jsonl"
    })
  })

  it("titles each scope; Tab toggles the scope", () => {
    expect(SessionPicker.title(base)).toBe("Resume Session (Current Folder)")
    const all = SessionPicker.toggleScope(base)
    expect(all.scope).toBe("all")
    expect(SessionPicker.title(all)).toBe("Resume Session (All)")
    expect(SessionPicker.toggleScope(all).scope).toBe("current")
  })

  it("cycles the sort and toggles named-only and paths", () => {
    const sorts = [base.sort]
    let state = base
    for (let i = 0; i < 3; i++) {
      state = SessionPicker.cycleSort(state)
      sorts.push(state.sort)
    }
    expect(sorts).toEqual(["threaded", "recent", "relevance", "threaded"])
    expect(SessionPicker.toggleNamedOnly(base).namedOnly).toBe(true)
    expect(SessionPicker.toggleNamedOnly(SessionPicker.toggleNamedOnly(base)).namedOnly).toBe(false)
    expect(SessionPicker.togglePath(base).showPath).toBe(true)
  })

  it("typing and backspace edit the query and send the cursor to the top", () => {
    const selected = { ...base, selectedPath: "/s/b.jsonl" }
    const typed = SessionPicker.typeQuery(SessionPicker.typeQuery(selected, "ab"), "c\td😀")
    expect(typed.query).toBe("abc d😀")
    expect(typed.selectedPath).toBeUndefined()
    expect(SessionPicker.backspace(typed).query).toBe("abc d")
    expect(SessionPicker.backspace({ ...selected, query: "x" })).toEqual({ ...base, query: "" })
    expect(SessionPicker.backspace(selected)).toBe(selected)
  })

  it("moves the cursor: single steps wrap, pages stop at the ends", () => {
    const sessions = ["a", "b", "c", "d"].map((n, i) => session(n, { modified: minutesAgo(i) }))
    const state = { ...base, sort: "recent" as const }
    const rows = SessionPicker.rows(sessions, state, NOW, undefined)
    expect(paths(rows)).toEqual(["/s/a.jsonl", "/s/b.jsonl", "/s/c.jsonl", "/s/d.jsonl"])
    expect(SessionPicker.selectedIndex(rows, state)).toBe(0)
    const up = SessionPicker.move(rows, state, -1)
    expect(up.selectedPath).toBe("/s/d.jsonl")
    expect(SessionPicker.selectedIndex(rows, up)).toBe(3)
    expect(SessionPicker.move(rows, up, 1).selectedPath).toBe("/s/a.jsonl")
    expect(SessionPicker.move(rows, state, 1).selectedPath).toBe("/s/b.jsonl")
    expect(SessionPicker.move(rows, state, 10).selectedPath).toBe("/s/d.jsonl")
    expect(SessionPicker.move(rows, up, -10).selectedPath).toBe("/s/a.jsonl")
    expect(SessionPicker.move(rows, up, -2).selectedPath).toBe("/s/b.jsonl")
    expect(SessionPicker.move([], state, 1)).toBe(state)
  })

  it("selects the first row when the selected path is not visible, and nothing when there are no rows", () => {
    const rows = SessionPicker.rows([session("a"), session("b", { modified: minutesAgo(20) })], base, NOW, undefined)
    expect(SessionPicker.selectedIndex(rows, { ...base, selectedPath: "/s/b.jsonl" })).toBe(1)
    expect(SessionPicker.selectedIndex(rows, { ...base, selectedPath: "/s/gone.jsonl" })).toBe(0)
    expect(SessionPicker.selectedIndex([], base)).toBe(-1)
  })
})

describe("rows", () => {
  it("recent and relevance without a query list every session newest first, without prefixes", () => {
    const sessions = [
      session("old", { modified: minutesAgo(300) }),
      session("new", { modified: minutesAgo(1) }),
      session("mid", { modified: minutesAgo(30), parentSessionPath: "/s/new.jsonl" })
    ]
    for (const sort of ["recent", "relevance"] as const) {
      expect(view(SessionPicker.rows(sessions, { ...base, sort }, NOW, undefined))).toEqual([
        "/s/new.jsonl",
        "/s/mid.jsonl",
        "/s/old.jsonl"
      ])
    }
  })

  it("threads sessions under their parents, subtrees ordered by their latest activity", () => {
    const sessions = [
      session("a", { modified: minutesAgo(10) }),
      session("b", { modified: minutesAgo(1), parentSessionPath: "/s/a.jsonl" }),
      session("c", { modified: minutesAgo(5), parentSessionPath: "/s/a.jsonl" }),
      session("d", { modified: minutesAgo(30), parentSessionPath: "/s/b.jsonl" }),
      session("e", { modified: minutesAgo(2) }),
      session("f", { modified: minutesAgo(3), parentSessionPath: "/elsewhere/x.jsonl" }),
      session("g", { modified: minutesAgo(40), parentSessionPath: "/s/c.jsonl" }),
      session("h", { modified: minutesAgo(50), parentSessionPath: "/s/c.jsonl" })
    ]
    expect(view(SessionPicker.rows(sessions, base, NOW, undefined))).toEqual([
      "/s/a.jsonl",
      "├─ /s/b.jsonl",
      "│  └─ /s/d.jsonl",
      "└─ /s/c.jsonl",
      "   ├─ /s/g.jsonl",
      "   └─ /s/h.jsonl",
      "/s/e.jsonl",
      "/s/f.jsonl"
    ])
  })

  it("orders a root by its newest descendant, not by its own time", () => {
    const sessions = [
      session("p", { modified: minutesAgo(100) }),
      session("q", { modified: minutesAgo(50) }),
      session("child", { modified: minutesAgo(1), parentSessionPath: "/s/p.jsonl" })
    ]
    expect(view(SessionPicker.rows(sessions, base, NOW, undefined))).toEqual([
      "/s/p.jsonl",
      "└─ /s/child.jsonl",
      "/s/q.jsonl"
    ])
  })

  it("survives parent cycles and self-parents, showing each session once", () => {
    const sessions = [
      session("x", { modified: minutesAgo(1), parentSessionPath: "/s/y.jsonl" }),
      session("y", { modified: minutesAgo(2), parentSessionPath: "/s/z.jsonl" }),
      session("z", { modified: minutesAgo(3), parentSessionPath: "/s/x.jsonl" }),
      session("self", { modified: minutesAgo(4), parentSessionPath: "/s/self.jsonl" })
    ]
    expect(view(SessionPicker.rows(sessions, base, NOW, undefined))).toEqual([
      "/s/x.jsonl",
      "└─ /s/z.jsonl",
      "   └─ /s/y.jsonl",
      "/s/self.jsonl"
    ])
  })

  it("threads a 20,000-deep chain without recursion", () => {
    const sessions = Array.from(
      { length: 20_000 },
      (_, i) => session(`n${i}`, { modified: minutesAgo(i), ...(i > 0 ? { parentSessionPath: `/s/n${i - 1}.jsonl` } : {}) })
    )
    const rows = SessionPicker.rows(sessions, base, NOW, undefined)
    expect(rows.length).toBe(20_000)
    expect(rows[2]?.prefix).toBe("   └─ ")
    expect(rows[19_999]?.path).toBe("/s/n19999.jsonl")
  })

  it("with a query, threaded and relevance rank by score (ties newest first), recent keeps newest first", () => {
    const sessions = [
      session("text", { modified: minutesAgo(1), allMessagesText: "about the parser" }),
      session("named", { modified: minutesAgo(20), name: "parser work", parentSessionPath: "/s/text.jsonl" }),
      session("fuzzy", { modified: minutesAgo(5), name: "p-a-r-s-e-r" }),
      session("tie", { modified: minutesAgo(10), allMessagesText: "parser again" }),
      session("none", { modified: minutesAgo(2), allMessagesText: "nothing" })
    ]
    const ranked = ["/s/named.jsonl", "/s/text.jsonl", "/s/tie.jsonl", "/s/fuzzy.jsonl"]
    for (const sort of ["threaded", "relevance"] as const) {
      expect(view(SessionPicker.rows(sessions, { ...base, sort, query: "parser" }, NOW, undefined))).toEqual(ranked)
    }
    expect(view(SessionPicker.rows(sessions, { ...base, sort: "recent", query: "parser" }, NOW, undefined))).toEqual([
      "/s/text.jsonl",
      "/s/fuzzy.jsonl",
      "/s/tie.jsonl",
      "/s/named.jsonl"
    ])
  })

  it("named-only keeps named sessions; a child whose parent is hidden becomes a root", () => {
    const sessions = [
      session("a", { modified: minutesAgo(1) }),
      session("b", { modified: minutesAgo(2), name: "Bee", parentSessionPath: "/s/a.jsonl" }),
      session("c", { modified: minutesAgo(3), name: "Sea" })
    ]
    const rows = SessionPicker.rows(sessions, { ...base, namedOnly: true }, NOW, undefined)
    expect(view(rows)).toEqual(["/s/b.jsonl", "/s/c.jsonl"])
    expect(rows.map((row) => [row.title, row.named])).toEqual([["Bee", true], ["Sea", true]])
  })

  it("titles a row by its name, else its first message, line breaks as spaces and escapes as ␛", () => {
    const sessions = [
      session("named", { modified: minutesAgo(1), name: "My\tname" }),
      session("plain", { modified: minutesAgo(2), firstMessage: "line one\nline two\u001b[31m" }),
      session("empty", { modified: minutesAgo(3), firstMessage: "(no messages)", messageCount: 0 })
    ]
    const rows = SessionPicker.rows(sessions, { ...base, sort: "recent" }, NOW, undefined)
    expect(rows.map((row) => [row.title, row.named])).toEqual([
      ["My name", true],
      ["line one line two␛", false],
      ["(no messages)", false]
    ])
  })

  it("shows the path when asked, the cwd in the all scope, then the message count and age", () => {
    const sessions = [
      session("a", { modified: minutesAgo(5), messageCount: 3 }),
      session("b", { modified: minutesAgo(3 * 60), messageCount: 12, cwd: "" })
    ]
    const right = (state: SessionPicker.State) => SessionPicker.rows(sessions, { ...state, sort: "recent" }, NOW, undefined).map((row) => row.right)
    expect(right(base)).toEqual(["3 5m", "12 3h"])
    expect(right(SessionPicker.togglePath(base))).toEqual(["[/s/a.jsonl] 3 5m", "[/s/b.jsonl] 12 3h"])
    expect(right(SessionPicker.toggleScope(base))).toEqual(["[/proj] 3 5m", "12 3h"])
    expect(right(SessionPicker.togglePath(SessionPicker.toggleScope(base)))).toEqual([
      "[/s/a.jsonl] [/proj] 3 5m",
      "[/s/b.jsonl] 12 3h"
    ])
  })

  it("flags the currently open session", () => {
    const sessions = [session("a", { modified: minutesAgo(1) }), session("b", { modified: minutesAgo(2) })]
    expect(SessionPicker.rows(sessions, base, NOW, "/s/b.jsonl").map((row) => row.current)).toEqual([false, true])
    expect(SessionPicker.rows(sessions, base, NOW, undefined).map((row) => row.current)).toEqual([false, false])
  })
})

describe("score", () => {
  const info = session("s", {
    id: "0197-abc",
    cwd: "/home/me/Projects/Arbor",
    name: "Refactor the loader",
    allMessagesText: "please fix the\n  session   picker quickly; he said \"ok"
  })

  it("a blank query matches everything with score 0", () => {
    expect(SessionPicker.score(info, "")).toBe(0)
    expect(SessionPicker.score(info, "  \t ")).toBe(0)
  })

  it("re: is a case-insensitive regex over name, id, message text and cwd; the name ranks higher", () => {
    expect(SessionPicker.score(info, "re:^refactor")).toBe(300)
    expect(SessionPicker.score(info, "re:SESSION\\s+PICK")).toBe(200)
    expect(SessionPicker.score(info, "re:0197-a")).toBe(200)
    expect(SessionPicker.score(info, "re:projects/arb")).toBe(200)
    expect(SessionPicker.score(info, "re:^zzz")).toBeUndefined()
    expect(SessionPicker.score(session("u", { id: undefined, allMessagesText: "x" }), "re:^$")).toBeUndefined()
  })

  it("an invalid regex matches nothing", () => {
    expect(SessionPicker.score(info, "re:(unclosed")).toBeUndefined()
    expect(SessionPicker.rows([info], { ...base, query: "re:[" }, NOW, undefined)).toEqual([])
  })

  it("every word must match: name substrings rank above other fields, which rank above fuzzy", () => {
    expect(SessionPicker.score(info, "refactor")).toBe(320)
    expect(SessionPicker.score(info, "loader")).toBe(310)
    expect(SessionPicker.score(info, "ACTOR")).toBe(300)
    expect(SessionPicker.score(info, "quickly")).toBe(200)
    expect(SessionPicker.score(info, "0197")).toBe(200)
    expect(SessionPicker.score(info, "projects")).toBe(200)
    expect(SessionPicker.score(info, "rfl")).toBeGreaterThan(0)
    expect(SessionPicker.score(info, "rfl")).toBeLessThan(100)
    expect(SessionPicker.score(info, "loader quickly")).toBe(510)
    expect(SessionPicker.score(info, "loader zebra")).toBeUndefined()
  })

  it("fuzzy matching prefers tight subsequences and also searches the cwd", () => {
    expect(SessionPicker.score(info, "ldr")).toBeCloseTo((100 * 3) / 6) // "loader" holds l..d..r in 6 characters
    expect(SessionPicker.score(info, "hmpa")).toBeCloseTo((80 * 4) / 18) // "home/me/projects/a": h..m..p..a in 18 characters
    expect(SessionPicker.score(info, "xyz")).toBeUndefined()
    expect(SessionPicker.score(info, "redaol")).toBeUndefined()
  })

  it("quoted phrases match exactly after whitespace normalization, never fuzzily", () => {
    expect(SessionPicker.score(info, "\"session picker\"")).toBe(200)
    expect(SessionPicker.score(info, "\"  fix   the  SESSION \"")).toBe(200)
    expect(SessionPicker.score(info, "\"the loader\"")).toBe(310)
    expect(SessionPicker.score(info, "\"picker session\"")).toBeUndefined()
    expect(SessionPicker.score(info, "\"rfl\"")).toBeUndefined()
    expect(SessionPicker.score(info, "loader \"session picker\"")).toBe(510)
    expect(SessionPicker.score(info, "\"\"")).toBe(0)
  })

  it("unbalanced quotes make plain words, quote characters included", () => {
    expect(SessionPicker.score(info, "\"ok")).toBe(200)
    expect(SessionPicker.score(info, "\"session picker")).toBeUndefined()
    expect(SessionPicker.score(info, "session picker\"")).toBeUndefined()
  })
})

describe("properties", () => {
  const names = ["a", "b", "c", "d", "e", "f", "g", "h"]
  const arbSessions = fc.uniqueArray(
    fc.record({
      key: fc.constantFrom(...names),
      parent: fc.option(fc.constantFrom(...names), { nil: undefined }),
      name: fc.option(fc.constantFrom("alpha", "beta", "gamma delta"), { nil: undefined }),
      text: fc.constantFrom("", "alpha beta", "the gamma ray", "delta"),
      minutes: fc.integer({ min: -10, max: 100_000 })
    }),
    { selector: (r) => r.key, maxLength: names.length }
  ).map((records) =>
    records.map((r) =>
      session(r.key, {
        name: r.name,
        parentSessionPath: r.parent === undefined ? undefined : `/s/${r.parent}.jsonl`,
        allMessagesText: r.text,
        modified: minutesAgo(r.minutes)
      })
    )
  )
  const arbState = fc.record({
    scope: fc.constantFrom<SessionPicker.Scope>("current", "all"),
    sort: fc.constantFrom<SessionPicker.Sort>("threaded", "recent", "relevance"),
    query: fc.oneof(
      fc.constantFrom("", "a", "alpha", "re:a.p", "re:(", "\"gamma ray\"", "\"gamma", "ab ga", "zz"),
      fc.string({ maxLength: 6 })
    ),
    namedOnly: fc.boolean(),
    showPath: fc.boolean(),
    selectedPath: fc.constant(undefined)
  })

  it.prop(
    "rows are distinct sessions; without a query and named-only they are all the sessions",
    [arbSessions, arbState],
    ([sessions, state]) => {
      const rows = SessionPicker.rows(sessions, state, NOW, undefined)
      const all = sessions.map((s) => s.path)
      expect(new Set(paths(rows)).size).toBe(rows.length)
      for (const path of paths(rows)) expect(all).toContain(path)
      if (state.namedOnly) expect(rows.every((row) => row.named)).toBe(true)
      const everything = SessionPicker.rows(sessions, { ...state, query: "", namedOnly: false }, NOW, undefined)
      expect([...paths(everything)].sort()).toEqual([...all].sort())
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "every sort shows the same matches; matches are exactly the sessions the search scores",
    [arbSessions, arbState],
    ([sessions, state]) => {
      const sets = (["threaded", "recent", "relevance"] as const).map((sort) =>
        [...paths(SessionPicker.rows(sessions, { ...state, sort }, NOW, undefined))].sort()
      )
      expect(sets[1]).toEqual(sets[0])
      expect(sets[2]).toEqual(sets[0])
      const expected = sessions
        .filter((s) => (!state.namedOnly || s.name !== undefined) && SessionPicker.score(s, state.query) !== undefined)
        .map((s) => s.path)
        .sort()
      expect(sets[0]).toEqual(expected)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "threaded rows put every session after its parent when the parent is shown and not in a cycle",
    [arbSessions],
    ([sessions]) => {
      const rows = SessionPicker.rows(sessions, base, NOW, undefined)
      const position = new Map(paths(rows).map((p, i) => [p, i]))
      const parentOf = new Map(sessions.map((s) => [s.path, s.parentSessionPath]))
      const inCycle = (path: string) => {
        const seen = new Set<string>()
        let at: string | undefined = path
        while (at !== undefined && position.has(at) && !seen.has(at)) {
          seen.add(at)
          at = parentOf.get(at)
        }
        return at !== undefined && seen.has(at)
      }
      for (const s of sessions) {
        const parent = s.parentSessionPath
        if (parent === undefined || parent === s.path || !position.has(parent) || inCycle(s.path)) continue
        const row = rows[position.get(s.path) as number] as SessionPicker.Row
        expect(position.get(parent) as number).toBeLessThan(position.get(s.path) as number)
        expect(row.prefix).not.toBe("")
      }
    },
    { fastCheck: { numRuns: 300 } }
  )
})

describe("what the picker says it shows, and where the cursor goes after a delete", () => {
  it("names the order, the filter and the paths", () => {
    expect(SessionPicker.mode(base)).toBe("Sort: threaded · Show: all · Paths: hidden")
    const changed = SessionPicker.togglePath(SessionPicker.toggleNamedOnly(SessionPicker.cycleSort(base)))
    expect(SessionPicker.mode(changed)).toBe("Sort: recent · Show: named only · Paths: shown")
    expect(SessionPicker.mode(SessionPicker.setQuery(base, "x"))).toBe("Sort: threaded (by relevance while searching) · Show: all · Paths: hidden")
  })

  it("keeps the cursor in place: on the next session, or the previous one at the end", () => {
    const sessions = ["a", "b", "c"].map((name, i) => session(name, { modified: minutesAgo(i) }))
    const rows = SessionPicker.rows(sessions, SessionPicker.cycleSort(base), NOW, undefined)
    expect(rows.map((r) => r.path)).toEqual(["/s/a.jsonl", "/s/b.jsonl", "/s/c.jsonl"])
    expect(SessionPicker.afterRemoval(rows, base, "/s/b.jsonl").selectedPath).toBe("/s/c.jsonl")
    expect(SessionPicker.afterRemoval(rows, base, "/s/c.jsonl").selectedPath).toBe("/s/b.jsonl")
    expect(SessionPicker.afterRemoval(rows.slice(0, 1), base, "/s/a.jsonl").selectedPath).toBeUndefined()
  })
})
