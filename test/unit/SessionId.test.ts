/** `SessionId`: pi's rule for session ids as a branded Schema, and its check at a service's edge. */
import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import * as SessionId from "../../src/domain/format/SessionId.js"

describe("SessionId", () => {
  it("takes pi's ids, and refuses a path, an empty text and a separator at either end", () => {
    const good = ["0193e5a1-7a55-7000-8000-000000000001", "a", "notes.jsonl", "A_b-c.9"]
    const bad = ["", "/agent/sessions/a.jsonl", "../a", "-a", "a.", "a b", "ä"]
    expect(good.map((text) => Either.isRight(SessionId.decode(text)))).toEqual(good.map(() => true))
    expect(bad.map((text) => SessionId.decode(text))).toEqual(bad.map((id) => Either.left(expect.objectContaining({ _tag: "InvalidSessionId", id }))))
    expect(good.map(SessionId.is)).toEqual(good.map(() => true))
    expect(bad.map(SessionId.is)).toEqual(bad.map(() => false))
    expect(Either.isLeft(Schema.decodeUnknownEither(SessionId.SessionId)("/a/b.jsonl"))).toBe(true)
    expect(Schema.decodeUnknownSync(SessionId.SessionId)("s1")).toBe("s1")
  })
})
