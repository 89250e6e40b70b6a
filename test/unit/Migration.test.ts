import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Json from "../../src/domain/format/Json.js"
import * as Migration from "../../src/domain/format/Migration.js"

/** Parses JSONL text into lines numbered from 1. */
const parse = (text: string): ReadonlyArray<Migration.Line> =>
  text
    .trim()
    .split("\n")
    .map((line, index) => ({ value: JSON.parse(line) as Json.JsonObject, line: index + 1 }))

const texts = (result: Migration.Result): ReadonlyArray<string> => result.lines.map((line) => JSON.stringify(line.value))

const deepFreeze = <A>(value: A): A => {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

const header = { type: "session", id: "s1", timestamp: "2024-01-01T00:00:00.000Z", cwd: "/x" }

const lines = (...values: ReadonlyArray<Json.JsonObject>): ReadonlyArray<Migration.Line> => values.map((value, index) => ({ value, line: index + 1 }))

const msg = (text: string): Json.JsonObject => ({
  type: "message",
  timestamp: "2024-01-01T00:00:01.000Z",
  message: { role: "user", content: text, timestamp: 1 }
})

const ids4 = IdSource.fromList(["aaaaaaaa", "bbbbbbbb", "cccccccc", "dddddddd"])

describe("Migration", () => {
  it("reproduces the verified v1 example byte for byte", () => {
    const input = parse(`
{"type":"session","id":"old-session-1","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/home/user/x"}
{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"one","timestamp":1}}
{"type":"message","timestamp":"2024-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"two"}],"provider":"p","model":"m","timestamp":2}}
{"type":"message","timestamp":"2024-01-01T00:00:03.000Z","message":{"role":"hookMessage","customType":"h","content":"hm","display":true,"timestamp":3}}
{"type":"compaction","timestamp":"2024-01-01T00:00:04.000Z","summary":"S","firstKeptEntryIndex":2,"tokensBefore":10}
`)
    const expected = `
{"type":"session","id":"old-session-1","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/home/user/x","version":3}
{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"one","timestamp":1},"id":"748ab813","parentId":null}
{"type":"message","timestamp":"2024-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"two"}],"provider":"p","model":"m","timestamp":2},"id":"a12cec6b","parentId":"748ab813"}
{"type":"message","timestamp":"2024-01-01T00:00:03.000Z","message":{"role":"custom","customType":"h","content":"hm","display":true,"timestamp":3},"id":"9bca2668","parentId":"a12cec6b"}
{"type":"compaction","timestamp":"2024-01-01T00:00:04.000Z","summary":"S","tokensBefore":10,"id":"ec4c8a9f","parentId":"9bca2668","firstKeptEntryId":"a12cec6b"}
`
      .trim()
      .split("\n")
    const result = Migration.migrate(input, IdSource.fromList(["748ab813", "a12cec6b", "9bca2668", "ec4c8a9f"]))
    expect(texts(result)).toEqual(expected)
    expect(result.changed).toBe(true)
    expect(result.fromVersion).toBeUndefined()
    expect(result.lines.map((line) => line.line)).toEqual([1, 2, 3, 4, 5])
    expect(result.diagnostics).toEqual([
      {
        severity: "warning",
        code: "legacy-version",
        line: 1,
        message: "session file is version 1 (no version); migrated to version 3 in memory"
      }
    ])
  })

  it("reports an explicit version 1 in the message and keeps the version key in place", () => {
    const result = Migration.migrate(lines({ type: "session", version: 1, id: "s" }, msg("a")), ids4)
    expect(texts(result)[0]).toBe(`{"type":"session","version":3,"id":"s"}`)
    expect(result.fromVersion).toBe(1)
    expect(result.diagnostics[0]?.message).toBe("session file is version 1; migrated to version 3 in memory")
  })

  describe("firstKeptEntryIndex", () => {
    const compaction = (index: Json.Json): Json.JsonObject => ({
      type: "compaction",
      summary: "S",
      firstKeptEntryIndex: index,
      tokensBefore: 1
    })

    it("pointing at the header sets no firstKeptEntryId and deletes the index", () => {
      const result = Migration.migrate(lines(header, msg("a"), compaction(0)), ids4)
      expect(texts(result)[2]).toBe(
        `{"type":"compaction","summary":"S","tokensBefore":1,"id":"bbbbbbbb","parentId":"aaaaaaaa"}`
      )
    })

    it("past the end sets no firstKeptEntryId and deletes the index", () => {
      const result = Migration.migrate(lines(header, msg("a"), compaction(7)), ids4)
      expect(texts(result)[2]).toBe(
        `{"type":"compaction","summary":"S","tokensBefore":1,"id":"bbbbbbbb","parentId":"aaaaaaaa"}`
      )
    })

    it("at a later entry uses its current id: none for an entry without one", () => {
      const result = Migration.migrate(lines(header, compaction(2), msg("a")), ids4)
      expect(texts(result)[1]).toBe(`{"type":"compaction","summary":"S","tokensBefore":1,"id":"aaaaaaaa","parentId":null}`)
    })

    it("at a later entry uses its current id: the old id for an entry that still carries one", () => {
      const result = Migration.migrate(lines(header, compaction(2), { ...msg("a"), id: "old" }), ids4)
      expect(texts(result)[1]).toBe(
        `{"type":"compaction","summary":"S","tokensBefore":1,"id":"aaaaaaaa","parentId":null,"firstKeptEntryId":"old"}`
      )
      expect(texts(result)[2]).toContain(`"id":"bbbbbbbb","parentId":"aaaaaaaa"`)
    })

    it("at itself uses its own new id", () => {
      const result = Migration.migrate(lines(header, msg("a"), compaction(2)), ids4)
      expect((result.lines[2]?.value as Json.JsonObject).firstKeptEntryId).toBe("bbbbbbbb")
    })

    it("an existing firstKeptEntryId key keeps its position", () => {
      const value = { type: "compaction", firstKeptEntryId: "x", firstKeptEntryIndex: 1 }
      const result = Migration.migrate(lines(header, msg("a"), value), ids4)
      expect(texts(result)[2]).toBe(`{"type":"compaction","firstKeptEntryId":"aaaaaaaa","id":"bbbbbbbb","parentId":"aaaaaaaa"}`)
    })

    it("that is not a number is left as it is", () => {
      const result = Migration.migrate(lines(header, msg("a"), compaction("1")), ids4)
      expect(texts(result)[2]).toBe(
        `{"type":"compaction","summary":"S","firstKeptEntryIndex":"1","tokensBefore":1,"id":"bbbbbbbb","parentId":"aaaaaaaa"}`
      )
    })
  })

  it("overwrites existing ids and re-chains a v1 file; every header line gets the version", () => {
    const result = Migration.migrate(
      lines(header, { ...msg("a"), id: "zz", parentId: "q" }, { type: "session", id: "s2" }, msg("b")),
      ids4
    )
    expect(texts(result)).toEqual([
      `{"type":"session","id":"s1","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/x","version":3}`,
      `{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"a","timestamp":1},"id":"aaaaaaaa","parentId":null}`,
      `{"type":"session","id":"s2","version":3}`,
      `{"type":"message","timestamp":"2024-01-01T00:00:01.000Z","message":{"role":"user","content":"b","timestamp":1},"id":"bbbbbbbb","parentId":"aaaaaaaa"}`
    ])
  })

  it("renames hookMessage to custom in a v2 file, in place, without touching ids", () => {
    const input = lines(
      { type: "session", version: 2, id: "s", cwd: "/x" },
      { type: "message", id: "a", parentId: null, message: { role: "hookMessage", customType: "h", content: "x" } },
      { type: "message", id: "b", parentId: "a", message: { role: "user", content: "y" } },
      { type: "message", id: "c", parentId: "b" }
    )
    const result = Migration.migrate(input, ids4)
    expect(result.changed).toBe(true)
    expect(result.fromVersion).toBe(2)
    expect(texts(result)).toEqual([
      `{"type":"session","version":3,"id":"s","cwd":"/x"}`,
      `{"type":"message","id":"a","parentId":null,"message":{"role":"custom","customType":"h","content":"x"}}`,
      `{"type":"message","id":"b","parentId":"a","message":{"role":"user","content":"y"}}`,
      `{"type":"message","id":"c","parentId":"b"}`
    ])
    expect(result.lines[2]).toBe(input[2])
    expect(result.lines[3]).toBe(input[3])
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.line, d.message])).toEqual([
      ["warning", "legacy-version", 1, "session file is version 2; migrated to version 3 in memory"]
    ])
  })

  it("compares versions as JavaScript does: the string \"2\" is version 2", () => {
    const result = Migration.migrate(lines({ type: "session", version: "2", id: "s" }, { type: "x", id: "a", parentId: null }), ids4)
    expect(result.changed).toBe(true)
    expect(texts(result)).toEqual([`{"type":"session","version":3,"id":"s"}`, `{"type":"x","id":"a","parentId":null}`])
  })

  it.each([3, 4, 3.5])("leaves version %s unchanged", (version) => {
    const input = lines(
      { ...header, version },
      { type: "message", message: { role: "hookMessage", content: "x" } },
      { type: "compaction", firstKeptEntryIndex: 1 }
    )
    const result = Migration.migrate(input, ids4)
    expect(result).toEqual({ lines: input, changed: false, fromVersion: version, diagnostics: [] })
    expect(result.lines).toBe(input)
  })

  it("reports a non-numeric version and rewrites nothing", () => {
    const input = lines(msg("before"), { ...header, version: "abc" }, msg("a"))
    const result = Migration.migrate(input, ids4)
    expect(result.lines).toBe(input)
    expect(result.changed).toBe(false)
    expect(result.fromVersion).toBe("abc")
    expect(result.diagnostics).toEqual([
      {
        severity: "warning",
        code: "unknown-version",
        line: 2,
        message: `session header version "abc" is not a number; entries read as they are`
      }
    ])
  })

  it("an object version is not a number either", () => {
    const result = Migration.migrate(lines({ ...header, version: { major: 1 } }, msg("a")), ids4)
    expect(result.changed).toBe(false)
    expect(result.diagnostics[0]?.code).toBe("unknown-version")
  })

  it("returns the input unchanged when there is no session-type line", () => {
    const input = lines(msg("a"), msg("b"))
    const result = Migration.migrate(input, ids4)
    expect(result).toEqual({ lines: input, changed: false, fromVersion: undefined, diagnostics: [] })
    expect(result.lines).toBe(input)
  })

  it("migrates a header-only v1 file", () => {
    const result = Migration.migrate(lines(header), ids4)
    expect(result.changed).toBe(true)
    expect(texts(result)).toEqual([`{"type":"session","id":"s1","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/x","version":3}`])
  })

  describe("hazard §15.5: a version-less header above entries that already form a tree", () => {
    const tree = [
      { type: "message", id: "a", parentId: null, message: { role: "user", content: "1" } },
      { type: "message", id: "b", parentId: "a", message: { role: "hookMessage", content: "2" } },
      { type: "label", id: "c", parentId: "a", targetId: "b", label: "L" },
      { type: "compaction", id: "d", parentId: "c", firstKeptEntryId: "a", firstKeptEntryIndex: 1 }
    ]

    it.each([{}, { version: null }, { version: 0 }, { version: 1 }])("keeps the tree for header %j", (extra) => {
      const input = lines({ ...header, ...extra }, ...tree)
      const result = Migration.migrate(input, ids4)
      expect(result.changed).toBe(true)
      expect(result.lines.slice(1).map((line) => line.value)).toEqual([
        tree[0],
        { ...tree[1], message: { role: "custom", content: "2" } },
        tree[2],
        tree[3]
      ])
      expect((result.lines[0]?.value as Json.JsonObject).version).toBe(3)
      expect(result.diagnostics).toHaveLength(1)
      expect(result.diagnostics[0]).toMatchObject({ severity: "warning", code: "legacy-version", line: 1 })
      expect(result.diagnostics[0]?.message).toContain("already has an id and parentId")
    })

    it("re-chains when a single entry lacks a parentId key", () => {
      const input = lines(header, ...tree, { type: "message", id: "e" })
      const result = Migration.migrate(input, ids4)
      expect(result.lines.slice(1).map((line) => (line.value as Json.JsonObject).id)).toEqual([
        "aaaaaaaa",
        "bbbbbbbb",
        "cccccccc",
        "dddddddd",
        expect.any(String)
      ])
      expect(result.diagnostics[0]?.message).toBe("session file is version 1 (no version); migrated to version 3 in memory")
    })

    it("re-chains when an id is not a string", () => {
      const input = lines(header, { type: "message", id: 5, parentId: null })
      expect(texts(Migration.migrate(input, ids4))[1]).toBe(`{"type":"message","id":"aaaaaaaa","parentId":null}`)
    })
  })

  it("never mutates its input", () => {
    const input = parse(`
{"type":"session","id":"s","cwd":"/x"}
{"type":"message","message":{"role":"hookMessage","content":"x"}}
{"type":"compaction","firstKeptEntryIndex":1,"firstKeptEntryId":"q"}
{"type":"session","version":null,"id":"s2"}
{"type":"compaction","firstKeptEntryIndex":9}
`)
    const snapshot = structuredClone(input)
    deepFreeze(input)
    const result = Migration.migrate(input, ids4)
    expect(result.changed).toBe(true)
    expect(input).toEqual(snapshot)
    expect(texts(result)).toEqual([
      `{"type":"session","id":"s","cwd":"/x","version":3}`,
      `{"type":"message","message":{"role":"custom","content":"x"},"id":"aaaaaaaa","parentId":null}`,
      `{"type":"compaction","firstKeptEntryId":"aaaaaaaa","id":"bbbbbbbb","parentId":"aaaaaaaa"}`,
      `{"type":"session","version":3,"id":"s2"}`,
      `{"type":"compaction","id":"cccccccc","parentId":"bbbbbbbb"}`
    ])
  })

  it("never mutates a frozen v2 input either", () => {
    const input = deepFreeze(
      lines({ type: "session", version: 2, id: "s" }, { type: "message", id: "a", parentId: null, message: { role: "hookMessage" } })
    )
    const snapshot = structuredClone(input)
    const result = Migration.migrate(input, ids4)
    expect(input).toEqual(snapshot)
    expect(texts(result)[1]).toBe(`{"type":"message","id":"a","parentId":null,"message":{"role":"custom"}}`)
  })

  it("skips ids that repeat in the source", () => {
    const source = IdSource.fromList(["aaaaaaaa", "aaaaaaaa", "bbbbbbbb", "aaaaaaaa", "bbbbbbbb", "cccccccc"])
    const result = Migration.migrate(lines(header, msg("1"), msg("2"), msg("3")), source)
    expect(result.lines.slice(1).map((line) => [line.value.id, line.value.parentId])).toEqual([
      ["aaaaaaaa", null],
      ["bbbbbbbb", "aaaaaaaa"],
      ["cccccccc", "bbbbbbbb"]
    ])
  })

  it("reports an error and changes nothing when the source cannot supply distinct ids", () => {
    const input = lines(header, msg("1"), msg("2"))
    const result = Migration.migrate(input, { draw: () => "aaaaaaaa" })
    expect(result.lines).toBe(input)
    expect(result.changed).toBe(false)
    expect(result.diagnostics).toMatchObject([{ severity: "error", code: "legacy-version", line: 1 }])
  })

  it("draws ids for files larger than one IdSource.take call allows", () => {
    const count = IdSource.MAX_ATTEMPTS + 10
    const input = lines(header, ...Array.from({ length: count }, () => ({ type: "x" })))
    const result = Migration.migrate(input, IdSource.fromSeed(7))
    expect(result.changed).toBe(true)
    const ids = result.lines.slice(1).map((line) => line.value.id)
    expect(new Set(ids).size).toBe(count)
    // The same ids as one unbounded walk over the source: its first `count` distinct candidates.
    const walk: Array<string> = []
    const seen = new Set<string>()
    const source = IdSource.fromSeed(7)
    for (let attempt = 0; walk.length < count; attempt++) {
      const id = source.draw(attempt)
      if (!seen.has(id)) {
        seen.add(id)
        walk.push(id)
      }
    }
    expect(ids).toEqual(walk)
  })

  const key = fc.string({ maxLength: 6 }).filter((k) => !["id", "parentId", "type", "__proto__"].includes(k))
  const entry = fc
    .tuple(
      fc.constantFrom("message", "compaction", "custom", "label", "model_change"),
      fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json.Json>, { maxKeys: 4 })
    )
    .map(([type, rest]): Json.JsonObject => ({ type, ...rest }))

  it.prop(
    "a random v1 file becomes one chain of distinct ids, line for line",
    [fc.array(entry, { maxLength: 30 }), fc.integer()],
    ([entries, seed]) => {
      const input = lines(header, ...entries)
      const result = Migration.migrate(input, IdSource.fromSeed(seed))
      expect(result.changed).toBe(true)
      expect(result.lines).toHaveLength(input.length)
      expect(result.lines[0]?.value.version).toBe(3)
      const body = result.lines.slice(1).map((line) => line.value)
      const ids = body.map((value) => value.id)
      expect(ids.every((id) => typeof id === "string")).toBe(true)
      expect(new Set(ids).size).toBe(ids.length)
      body.forEach((value, i) => expect(value.parentId).toBe(i === 0 ? null : ids[i - 1]))
    }
  )
})
