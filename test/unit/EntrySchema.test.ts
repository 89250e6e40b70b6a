import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc, Schema } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Diagnostic from "../../src/domain/format/Diagnostic.js"
import * as Entry from "../../src/domain/format/Entry.js"
import * as EntrySchema from "../../src/domain/format/EntrySchema.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as Scanner from "../../src/domain/scan/Scanner.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Arbitraries from "../support/Arbitraries.js"

const root = path.resolve(import.meta.dirname, "../..")
const casesDir = path.resolve(root, "../shared/conformance/cases")

interface Line {
  readonly file: string
  readonly line: number
  readonly text: string
  readonly value: Json.JsonObject
}

/** Every line of every corpus file. Throws (failing the test) when the corpus is missing. */
const loadCorpus = (): { readonly headers: ReadonlyArray<Line>; readonly entries: ReadonlyArray<Line> } => {
  const cases = fs.readdirSync(casesDir).filter((name) => fs.existsSync(path.join(casesDir, name, "session.jsonl")))
  if (cases.length === 0) throw new Error(`no conformance cases under ${casesDir}`)
  const headers: Array<Line> = []
  const entries: Array<Line> = []
  for (const name of cases.sort()) {
    const file = path.join(casesDir, name, "session.jsonl")
    const lines = fs.readFileSync(file, "utf8").split("\n")
    if (lines.pop() !== "") throw new Error(`${file} does not end with LF`)
    lines.forEach((text, i) => {
      const line = { file, line: i + 1, text, value: JSON.parse(text) as Json.JsonObject }
      if (i === 0) headers.push(line)
      else entries.push(line)
    })
  }
  return { headers, entries }
}

const corpus = loadCorpus()

const entryOf = (line: Line) => Entry.Entry.parsed(line.text, line.value, line.line)

const where = (line: Line) => `${path.basename(path.dirname(line.file))}:${line.line}`

const baseOf = (e: { readonly id: string; readonly parentId?: string | null; readonly timestamp: string }): Entry.Base => {
  if (e.parentId === undefined) throw new Error(`entry ${e.id} has no parentId`)
  return { id: e.id, parentId: e.parentId, timestamp: e.timestamp }
}

/** Rebuilds a decoded entry with the writer in `Entry.ts` for its type. */
const rebuild = (e: EntrySchema.KnownEntry): Entry.Entry => {
  const b = baseOf(e)
  switch (e.type) {
    case "message":
      return Entry.message(b, e.message as Json.JsonObject)
    case "thinking_level_change":
      return Entry.thinkingLevelChange(b, e.thinkingLevel)
    case "model_change":
      return Entry.modelChange(b, e.provider, e.modelId)
    case "usage":
      return Entry.usage(b, { kind: e.kind, provider: e.provider, model: e.model, usage: e.usage, note: e.note })
    case "compaction": {
      if (e.firstKeptEntryId === undefined) throw new Error(`compaction ${e.id} has no firstKeptEntryId`)
      return Entry.compaction(b, {
        summary: e.summary,
        firstKeptEntryId: e.firstKeptEntryId,
        tokensBefore: e.tokensBefore,
        details: e.details,
        usage: e.usage,
        fromHook: e.fromHook,
        systemMessage: e.systemMessage
      })
    }
    case "branch_summary":
      return Entry.branchSummary(b, {
        fromId: e.fromId,
        summary: e.summary,
        details: e.details,
        usage: e.usage,
        fromHook: e.fromHook
      })
    case "custom":
      return Entry.custom(b, e.customType, e.data)
    case "custom_message":
      return Entry.customMessage(b, { customType: e.customType, content: e.content, display: e.display, details: e.details })
    case "context_edit":
      return Entry.contextEdit(b, e.targetId, e.replacement)
    case "label":
      return Entry.label(b, e.targetId, e.label)
    case "session_info":
      return Entry.sessionInfo(b, e.name)
  }
}

const lineWith = (value: Record<string, unknown>, line: number) => Entry.Entry.parsed(JSON.stringify(value), value as Json.JsonObject, line)

const base = { id: "abc12345", parentId: "00000000", timestamp: "2026-12-02T14:49:03.842Z" }

describe("EntrySchema on the conformance corpus", () => {
  it("has a corpus to read", () => {
    expect(corpus.headers.length).toBeGreaterThan(0)
    expect(corpus.entries.length).toBeGreaterThan(corpus.headers.length)
  })

  it("decodes every header, keeping its exact JSON", () => {
    for (const line of corpus.headers) {
      const decoded = EntrySchema.decodeHeader(line.value)
      if (Either.isLeft(decoded)) throw new Error(`${where(line)}: ${EntrySchema.describe(decoded.left)}`)
      expect(JSON.stringify(decoded.right), where(line)).toBe(line.text)
      expect(EntrySchema.validateHeader(new Entry.Header(line.text, line.value, line.line))).toEqual([])
    }
  })

  it("decodes every entry with its known type's schema, keeping its exact JSON", () => {
    for (const line of corpus.entries) {
      expect(EntrySchema.isKnownType(line.value.type), where(line)).toBe(true)
      const decoded = EntrySchema.decodeKnownEntry(line.value)
      if (Either.isLeft(decoded)) throw new Error(`${where(line)}: ${EntrySchema.describe(decoded.left)}`)
      expect(JSON.stringify(decoded.right), where(line)).toBe(line.text)
      if (decoded.right.type === "message") {
        expect(EntrySchema.isKnownRole(decoded.right.message.role), where(line)).toBe(true)
      }
    }
  })

  it("the exported union schemas agree with the per-type decoders", () => {
    const decodeAny = Schema.decodeUnknownEither(EntrySchema.SessionEntry, EntrySchema.parseOptions)
    const decodeMessage = Schema.decodeUnknownEither(EntrySchema.Message, EntrySchema.parseOptions)
    for (const line of corpus.entries) {
      const decoded = decodeAny(line.value)
      expect(Either.isRight(decoded) && JSON.stringify(decoded.right), where(line)).toBe(line.text)
      if (line.value.type === "message") {
        const message = decodeMessage(line.value.message)
        expect(Either.isRight(message) && JSON.stringify(message.right), where(line)).toBe(
          JSON.stringify(line.value.message)
        )
      }
    }
    expect(Either.isRight(decodeAny({ type: "future_thing", id: "f" }))).toBe(true)
    expect(Either.isLeft(decodeAny({ type: "label", id: "f", parentId: null, timestamp: "t" }))).toBe(true)
    expect(Either.isRight(decodeMessage({ role: "hookMessage" }))).toBe(true)
    expect(Either.isLeft(decodeMessage({ role: "user", timestamp: 1 }))).toBe(true)
  })

  it("validate finds nothing wrong with any entry", () => {
    const found = corpus.entries.flatMap((line) => EntrySchema.validate(entryOf(line)))
    expect(found).toEqual([])
  })

  it("rebuilds every entry byte for byte with the writers in Entry.ts", () => {
    const seen = new Set<string>()
    for (const line of corpus.entries) {
      const decoded = EntrySchema.decodeKnownEntry(line.value)
      if (Either.isLeft(decoded)) throw new Error(`${where(line)}: ${EntrySchema.describe(decoded.left)}`)
      seen.add(decoded.right.type)
      expect(rebuild(decoded.right).text, where(line)).toBe(line.text)
    }
    // The corpus exercises every type except `usage` (covered below).
    expect([...seen].sort()).toEqual(
      Object.keys(EntrySchema.knownEntries).filter((type) => type !== "usage").sort()
    )
  })

  it("rebuilds every header byte for byte with Entry.header", () => {
    for (const line of corpus.headers) {
      const decoded = EntrySchema.decodeHeader(line.value)
      if (Either.isLeft(decoded)) throw new Error(`${where(line)}: ${EntrySchema.describe(decoded.left)}`)
      const h = decoded.right
      const keys = Object.keys(line.value).join(",")
      expect(["type,version,id,timestamp,cwd", "type,version,id,timestamp,cwd,parentSession"], where(line)).toContain(keys)
      expect(h.version).toBe(Entry.CURRENT_VERSION)
      if (h.timestamp === undefined || h.cwd === undefined) throw new Error(`${where(line)}: incomplete header`)
      const rebuilt = Entry.header({ id: h.id, timestamp: h.timestamp, cwd: h.cwd, parentSession: h.parentSession })
      expect(rebuilt.text, where(line)).toBe(line.text)
    }
  })
})

describe("EntrySchema examples from the format spec", () => {
  const examples = [
    `{"type":"usage","id":"0bc7e49c","parentId":"45d846e3","timestamp":"2026-12-02T14:49:03.842Z","kind":"cache_warm","provider":"anthropic","model":"claude-y","usage":{"input":0,"output":0,"cacheRead":5,"cacheWrite":0,"totalTokens":5,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},"note":"extension override"}`,
    `{"type":"compaction","id":"83ed29fc","parentId":"9a73e3c6","timestamp":"2026-12-02T14:49:03.845Z","summary":"Summary 2","firstKeptEntryId":"83ed29fc","tokensBefore":99,"details":{"readFiles":[],"modifiedFiles":["a"]},"usage":{"input":1,"output":1,"cacheRead":0,"cacheWrite":0,"totalTokens":2,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},"fromHook":true,"systemMessage":{"role":"system","content":"You are X","sections":{"preamble":"P","tools":"T"},"toolsAdded":[{"name":"read","description":"d","parameters":{}}],"timestamp":1796222943845}}`,
    `{"type":"context_edit","id":"e00c83a7","parentId":"2877e329","timestamp":"2026-12-02T14:51:24.440Z","targetId":"2b90d82a","replacement":{"content":"new u","extra":1}}`,
    `{"type":"label","id":"9b49cf6e","parentId":"7e9d2ac4","timestamp":"2026-12-02T14:49:03.842Z","targetId":"fb2c3a47","label":""}`,
    `{"type":"custom","customType":"my-ext","id":"3e1fa46a","parentId":"5db868e5","timestamp":"2026-12-02T14:49:03.842Z"}`,
    `{"type":"message","id":"d053ea50","parentId":"2e58c79b","timestamp":"2026-12-02T14:49:10.100Z","message":{"role":"system","content":"","sections":{"preamble":"You are ..."},"timestamp":1796222950100,"toolsAdded":[{"name":"read","description":"Read a file","parameters":{"type":"object","properties":{}}}]}}`,
    `{"type":"message","id":"6484b20f","parentId":"fb2c3a47","timestamp":"2026-12-02T14:49:12.500Z","message":{"role":"assistant","content":[{"type":"text","text":"Hi!"}],"api":"anthropic-messages","provider":"anthropic","model":"claude-sonnet-4-5","usage":{"input":10,"output":2,"cacheRead":0,"cacheWrite":0,"totalTokens":12,"cost":{"input":0.00003,"output":0.00003,"cacheRead":0,"cacheWrite":0,"total":0.00006}},"stopReason":"stop","timestamp":1796222950110,"responseId":"msg_01","durationMs":2380,"thinkingLevel":"medium"}}`
  ]

  it("decodes, validates and rebuilds them byte for byte", () => {
    examples.forEach((text, i) => {
      const value = JSON.parse(text) as Json.JsonObject
      const decoded = EntrySchema.decodeKnownEntry(value)
      if (Either.isLeft(decoded)) throw new Error(`example ${i}: ${EntrySchema.describe(decoded.left)}`)
      expect(JSON.stringify(decoded.right)).toBe(text)
      expect(rebuild(decoded.right).text).toBe(text)
      expect(EntrySchema.validate(Entry.Entry.parsed(text, value, i + 2))).toEqual([])
    })
  })

  it("accepts what pi's migrations leave behind", () => {
    // v1-era assistant message (no api, usage or stopReason), migrated hookMessage, compaction
    // without firstKeptEntryId and with ids added at the end, a legacy header.
    const lines = [
      `{"type":"message","timestamp":"2024-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"two"}],"provider":"p","model":"m","timestamp":2},"id":"a12cec6b","parentId":"748ab813"}`,
      `{"type":"message","timestamp":"2024-01-01T00:00:03.000Z","message":{"role":"custom","customType":"h","content":"hm","display":true,"timestamp":3},"id":"9bca2668","parentId":"a12cec6b"}`,
      `{"type":"compaction","timestamp":"2024-01-01T00:00:04.000Z","summary":"S","tokensBefore":10,"id":"ec4c8a9f","parentId":"9bca2668"}`,
      `{"type":"compaction","timestamp":"2024-01-01T00:00:04.000Z","summary":"S","firstKeptEntryIndex":"x","tokensBefore":10,"id":"ec4c8a9e","parentId":"9bca2668"}`,
      // an unmigrated v2 hookMessage copied by forkFrom: an unknown role
      `{"type":"message","id":"b1","parentId":null,"timestamp":"2024-01-01T00:00:03.000Z","message":{"role":"hookMessage","customType":"h","content":"hm","display":true,"timestamp":3}}`,
      // entries appended to such a copy have no parentId
      `{"type":"label","id":"b2","timestamp":"2024-01-01T00:00:03.000Z","targetId":"b1"}`
    ]
    lines.forEach((text, i) => {
      const value = JSON.parse(text) as Json.JsonObject
      const decoded = EntrySchema.decodeEntry(value)
      if (Either.isLeft(decoded)) throw new Error(`line ${i}: ${EntrySchema.describe(decoded.left)}`)
      expect(JSON.stringify(decoded.right)).toBe(text)
      expect(EntrySchema.validate(Entry.Entry.parsed(text, value, i + 1))).toEqual([])
    })
    const header = `{"type":"session","id":"old-session-1","timestamp":"2024-01-01T00:00:00.000Z","cwd":"/home/user/x","version":3}`
    const decoded = EntrySchema.decodeHeader(JSON.parse(header))
    expect(Either.isRight(decoded) && JSON.stringify(decoded.right)).toBe(header)
  })

  it("accepts what pi 1.6.0's agent writes on every reply: a boolean totalFromProvider, reasoning tokens, thinkingLevel", () => {
    // an assistant message of a session pi's command line wrote (test/fixtures/real-pi), and the
    // same usage as a provider-billed total (OpenRouter) in a usage entry
    const lines = [
      `{"type":"message","id":"56a39d1c","parentId":"f1f0c992","timestamp":"2026-12-06T19:43:42.684Z","message":{"role":"assistant","content":[{"type":"text","text":"Wrote plan.md."}],"api":"openai-completions","provider":"fake","model":"fake-coder","usage":{"input":100,"output":6,"cacheRead":800,"cacheWrite":0,"reasoning":0,"totalTokens":906,"cost":{"input":0.00030000000000000003,"output":0.00009,"cacheRead":0.00023999999999999998,"cacheWrite":0,"total":0.00063,"totalFromProvider":false}},"stopReason":"stop","timestamp":1796586222676,"responseId":"chatcmpl-r2","rawStopReason":"stop","durationMs":7,"thinkingLevel":"medium"}}`,
      `{"type":"usage","id":"0bc7e49d","parentId":"56a39d1c","timestamp":"2026-12-06T19:43:43.000Z","kind":"cache_warm","provider":"openrouter","model":"m","usage":{"input":0,"output":0,"cacheRead":5,"cacheWrite":0,"totalTokens":5,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0.01,"totalFromProvider":true}}}`
    ]
    lines.forEach((text, i) => {
      const value = JSON.parse(text) as Json.JsonObject
      const decoded = EntrySchema.decodeKnownEntry(value)
      if (Either.isLeft(decoded)) throw new Error(`line ${i}: ${EntrySchema.describe(decoded.left)}`)
      expect(JSON.stringify(decoded.right)).toBe(text)
      expect(rebuild(decoded.right).text).toBe(text)
      expect(EntrySchema.validate(Entry.Entry.parsed(text, value, i + 2))).toEqual([])
    })
    // a number there is not what pi writes
    const numeric = lines[0]!.replace(`"totalFromProvider":false`, `"totalFromProvider":0`)
    expect(EntrySchema.validate(Entry.Entry.parsed(numeric, JSON.parse(numeric), 2))).toEqual([
      Diagnostic.error("invalid-entry", 2, "message entry 56a39d1c: message.usage.cost.totalFromProvider: Expected boolean, actual 0")
    ])
  })

  it("keeps unknown keys and their order", () => {
    const text = `{"zeta":1,"type":"label","id":"abc12345","extra":{"b":1,"a":2},"parentId":null,"timestamp":"t","targetId":"x","label":"l","tail":[null]}`
    const decoded = EntrySchema.decodeEntry(JSON.parse(text))
    expect(Either.isRight(decoded) && JSON.stringify(decoded.right)).toBe(text)
    const message = `{"type":"message","id":"m","parentId":"p","timestamp":"t","message":{"timestamp":1,"content":"x","role":"user","meta":{"k":true}}}`
    const decodedMessage = EntrySchema.decodeEntry(JSON.parse(message))
    expect(Either.isRight(decodedMessage) && JSON.stringify(decodedMessage.right)).toBe(message)
  })

  it("accepts entries of unknown types that have a string id", () => {
    expect(EntrySchema.validate(lineWith({ type: "future_thing", id: "f1", anything: [1, 2] }, 3))).toEqual([])
    expect(EntrySchema.validate(lineWith({ id: "f2", parentId: "f1" }, 4))).toEqual([])
    const [d] = EntrySchema.validate(lineWith({ type: "future_thing", id: 7 }, 5))
    expect(d?.code).toBe("invalid-entry")
    expect(d?.line).toBe(5)
  })

  it("decodeKnownEntry rejects unknown types, decodeEntry accepts them", () => {
    const value = { type: "future_thing", id: "f1" }
    expect(Either.isLeft(EntrySchema.decodeKnownEntry(value))).toBe(true)
    expect(Either.isRight(EntrySchema.decodeEntry(value))).toBe(true)
  })

  it("decodeMessage picks the schema by role", () => {
    expect(Either.isRight(EntrySchema.decodeMessage({ role: "somethingNew", x: 1 }))).toBe(true)
    expect(Either.isLeft(EntrySchema.decodeMessage({ role: "user", timestamp: 1 }))).toBe(true)
    expect(Either.isLeft(EntrySchema.decodeMessage({ content: "no role" }))).toBe(true)
  })
})

describe("validate on invalid entries", () => {
  const expectOne = (entry: Entry.Entry, line: number, message: string) => {
    const found = EntrySchema.validate(entry)
    expect(found).toHaveLength(1)
    const [d] = found
    expect(d?.severity).toBe("error")
    expect(d?.code).toBe("invalid-entry")
    expect(d?.line).toBe(line)
    expect(d?.message).toBe(message)
    expect(d?.message).not.toContain("\n")
  }

  it("reports a label with a numeric targetId", () => {
    expectOne(
      lineWith({ type: "label", ...base, targetId: 42, label: "x" }, 12),
      12,
      "label entry abc12345: targetId: Expected string, actual 42"
    )
  })

  it("reports a compaction with a string tokensBefore", () => {
    expectOne(
      lineWith({ type: "compaction", ...base, summary: "s", firstKeptEntryId: "x", tokensBefore: "99" }, 3),
      3,
      `compaction entry abc12345: tokensBefore: Expected number, actual "99"`
    )
  })

  it("reports a message entry without a message object", () => {
    expectOne(lineWith({ type: "message", ...base }, 7), 7, "message entry abc12345: message: is missing")
    expectOne(
      lineWith({ type: "message", ...base, message: "hello" }, 8),
      8,
      `message entry abc12345: message: Expected Message, actual "hello"`
    )
  })

  it("does not take a malformed known message for an unknown role", () => {
    expectOne(
      lineWith({ type: "message", ...base, message: { role: "user", content: [{ type: "text" }], timestamp: 1 } }, 9),
      9,
      "message entry abc12345: message.content[0].text: is missing"
    )
    expectOne(
      lineWith({ type: "message", ...base, message: { role: "assistant", content: [], provider: "p", model: "m", stopReason: "pending", timestamp: 1 } }, 10),
      10,
      `message entry abc12345: message.stopReason: Expected "stop" | "length" | "toolUse" | "error" | "aborted" | "deferred", actual "pending"`
    )
  })

  it("reports the shapes pi's readers trip over", () => {
    expectOne(
      lineWith({ type: "context_edit", ...base, targetId: "x" }, 2),
      2,
      "context_edit entry abc12345: replacement: is missing"
    )
    expectOne(
      lineWith({ type: "session_info", ...base, name: null }, 2),
      2,
      "session_info entry abc12345: name: Expected string, actual null"
    )
    expectOne(
      lineWith({ type: "model_change", ...base, parentId: 5, provider: "p", modelId: "m" }, 4),
      4,
      "model_change entry abc12345: parentId: Expected string | null, actual 5"
    )
  })

  it("keeps the message to one short line", () => {
    const name = { nested: "line\n".repeat(200) }
    const [d] = EntrySchema.validate(lineWith({ type: "session_info", ...base, name }, 6))
    expect(d?.message).not.toContain("\n")
    expect(d?.message.startsWith("session_info entry abc12345: name: Expected string, actual {")).toBe(true)
    expect(d?.message.endsWith("…")).toBe(true)
    expect(d?.message.length).toBeLessThan(120)
  })

  it("has no line for entries not read from a file", () => {
    const entry = Entry.Entry.fromValue({ type: "label", ...base, targetId: 1 })
    const [d] = EntrySchema.validate(entry)
    expect(d?.line).toBeUndefined()
  })

  it("reports a bad header", () => {
    const value = { type: "session", version: 3, id: "s", timestamp: 5, cwd: "/x" }
    const [d] = EntrySchema.validateHeader(new Entry.Header(JSON.stringify(value), value, 1))
    expect(d?.code).toBe("invalid-entry")
    expect(d?.line).toBe(1)
    expect(d?.message).toBe("session header: timestamp: Expected string, actual 5")
  })
})

describe("isEntry, the fast check validate asks first", () => {
  /** An entry of each kind, from the corpus, with one value somewhere inside replaced. */
  const corpus = loadCorpus()
  const samples = [
    ...new Map(corpus.entries.map((line) => [`${line.value.type}/${(line.value.message as { role?: string } | undefined)?.role}`, line.value])).values()
  ]
  const paths = (value: Json.Json, prefix: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => {
    if (typeof value !== "object" || value === null) return [prefix]
    const keys: ReadonlyArray<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value)
    return [prefix, ...keys.flatMap((key) => paths((value as any)[key], [...prefix, key]))]
  }
  const replaced = (value: Json.Json, at: ReadonlyArray<string | number>, by: unknown): unknown => {
    if (at.length === 0) return by
    const [key, ...rest] = at
    const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) }
    copy[key!] = replaced(copy[key!], rest, by)
    if (by === undefined && rest.length === 0) delete copy[key!]
    return copy
  }
  const mutated = fc
    .record({
      sample: fc.constantFrom(...samples),
      pick: fc.nat(),
      by: fc.oneof(Arbitraries.json, fc.constant(undefined), fc.constant(Number.NaN), fc.constant([]))
    })
    .map(({ sample, pick, by }) => {
      // an entry is always an object (the loader makes entries of objects only): change what is inside
      const all = paths(sample).slice(1)
      return replaced(sample, all[pick % all.length]!, by)
    })
  const generated = fc.oneof(
    Arbitraries.message.map((message) => ({ type: "message", id: "a1", parentId: null, timestamp: "2026-01-01T00:00:00.000Z", message })),
    mutated
  )

  it("accepts every corpus entry", () => {
    expect(samples.length).toBeGreaterThan(10)
    for (const line of corpus.entries) expect(EntrySchema.isEntry(line.value), `${line.file}:${line.line}`).toBe(true)
  })

  it.prop("answers as decodeEntry does, and validate reports exactly what decoding rejects", [generated], ([value]) => {
    const decoded = EntrySchema.decodeEntry(value)
    expect(EntrySchema.isEntry(value)).toBe(Either.isRight(decoded))
    expect(EntrySchema.validate(Entry.Entry.parsed(JSON.stringify(value) ?? "null", value as Json.JsonObject, 3)).length).toBe(Either.isRight(decoded) ? 0 : 1)
  }, { fastCheck: { numRuns: 2000 } })
})

describe("typed access to stored entries", () => {
  const T = "2026-12-02T14:49:03.842Z"
  const user = { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 1 }
  const reply = { role: "assistant", content: [{ type: "text", text: "yo" }], provider: "p", model: "m", timestamp: 2 }
  const lines = [
    { type: "session", version: 3, id: "s1", timestamp: T, cwd: "/w" },
    { type: "message", id: "u1", parentId: null, timestamp: T, message: user },
    { type: "message", id: "a1", parentId: "u1", timestamp: T, message: reply },
    // a user message without its timestamp: stored (pi reads it), but not a valid `UserMessage`
    { type: "message", id: "u2", parentId: "a1", timestamp: T, message: { role: "user", content: "no time" } },
    { type: "compaction", id: "c1", parentId: "u2", timestamp: T, summary: "s", firstKeptEntryId: "u2", tokensBefore: 9 },
    { type: "compaction", id: "c2", parentId: "c1", timestamp: T, summary: "s", firstKeptEntryId: "u2", tokensBefore: "9" },
    { type: "message", id: "x1", parentId: "c2", timestamp: T, message: 5 }
  ]
  const text = lines.map((line) => JSON.stringify(line)).join("\n") + "\n"

  /** The tree of `text` over a source that records each range read. */
  const load = () => {
    const bytes = new TextEncoder().encode(text)
    const reads: Array<number> = []
    const source = { read: (offset: number, length: number) => (reads.push(offset), bytes.subarray(offset, offset + length)) }
    const reader = new SessionFile.Reader({ source, ids: IdSource.fromSeed(0) })
    reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
    const tree = reader.finish().tree
    const get = (id: string) => SessionTree.get(tree, id)!
    return { get, reads }
  }
  const offsetOf = (id: string) => text.indexOf(`{"type":"${lines.find((l) => l.id === id)!.type}","id":"${id}"`)

  it("gives the typed message of a valid message entry, the same object the entry holds", () => {
    const { get } = load()
    const message = EntrySchema.message(get("u1"))
    expect(message).toEqual(user)
    expect(message).toBe(get("u1").value.message)
    expect(EntrySchema.messageOfRole(get("a1"), "assistant")?.provider).toBe("p")
    expect(EntrySchema.messageOfRole(get("a1"), "user")).toBeUndefined()
  })

  it("gives nothing typed for what does not match, while the stored message stays readable as pi reads it", () => {
    const { get } = load()
    expect(EntrySchema.message(get("u2"))).toBeUndefined()
    expect(EntrySchema.messageOfRole(get("u2"), "user")).toBeUndefined()
    expect(Entry.storedMessage(get("u2"))).toEqual({ role: "user", content: "no time" })
    expect(Entry.storedMessage(get("x1"))).toBeUndefined()
    expect(EntrySchema.message(get("x1"))).toBeUndefined()
    expect(Entry.storedMessage(get("c1"))).toBeUndefined()
  })

  it("entryOfType checks the entry against its type's schema", () => {
    const { get } = load()
    expect(EntrySchema.entryOfType(get("c1"), "compaction")?.tokensBefore).toBe(9)
    expect(EntrySchema.entryOfType(get("c2"), "compaction")).toBeUndefined()
    expect(EntrySchema.entryOfType(get("c1"), "branch_summary")).toBeUndefined()
    expect(EntrySchema.entryOfType(get("a1"), "message")?.message.role).toBe("assistant")
    expect(EntrySchema.entryOfType(get("u2"), "message")).toBeUndefined()
  })

  it("decodes lazily: only the entries asked about are read", () => {
    const { get, reads } = load()
    // finding entries by id reads no line
    const a1 = get("a1")
    get("u1")
    expect(reads).toEqual([])
    EntrySchema.messageOfRole(a1, "assistant")
    expect(reads).toEqual([offsetOf("a1")])
    // the parsed value is kept: asking again reads nothing
    EntrySchema.message(a1)
    EntrySchema.entryOfType(a1, "message")
    expect(reads).toEqual([offsetOf("a1")])
    // an entry whose role already rules it out is not read at all
    EntrySchema.messageOfRole(get("u1"), "assistant")
    expect(reads).toEqual([offsetOf("a1")])
  })
})
