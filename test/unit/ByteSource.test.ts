import { describe, expect, it } from "@effect/vitest"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"

const bytesOf = (text: string) => new TextEncoder().encode(text)
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** A readable source over `bytes` that records each `readInto` as [offset, length asked]. */
const recording = (bytes: Uint8Array) => {
  const reads: Array<readonly [number, number]> = []
  const source: ByteSource.Readable = {
    read: (offset, length) => bytes.subarray(offset, offset + length),
    readInto: (target, offset) => {
      reads.push([offset, target.length])
      const part = bytes.subarray(offset, offset + target.length)
      target.set(part)
      return part.length
    }
  }
  return { source, reads }
}

/** `readInto` of `length` bytes from `offset`: the bytes it filled in, as text. */
const readText = (source: ByteSource.Readable, offset: number, length: number): string => {
  const target = new Uint8Array(length)
  return textOf(target.subarray(0, source.readInto(target, offset)))
}

describe("ByteSource.fromBytes", () => {
  it("copies as many bytes as fit and exist", () => {
    const source = ByteSource.fromBytes(bytesOf("abcdef"))
    expect(readText(source, 1, 3)).toBe("bcd")
    expect(readText(source, 4, 10)).toBe("ef")
    expect(readText(source, 6, 3)).toBe("")
  })
})

describe("ByteSource.growable", () => {
  const base = recording(bytesOf("0123456789"))
  const source = ByteSource.growable({ source: base.source, size: 10 })
  expect(source.append(bytesOf("abc"))).toBe(10)
  expect(source.append(bytesOf("defg"))).toBe(13)

  it("copies from the base, from the pieces and across them", () => {
    const whole = "0123456789abcdefg"
    for (const [offset, length] of [[2, 5], [8, 4], [10, 3], [11, 4], [12, 5], [0, 17]] as const) {
      expect(readText(source, offset, length), `${offset}+${length}`).toBe(whole.slice(offset, offset + length))
    }
    expect(readText(source, 8, 20)).toBe("89abcdefg")
    expect(readText(source, 17, 4)).toBe("")
    expect(readText(source, 30, 4)).toBe("")
  })

  it("asks the base only for the bytes it holds", () => {
    base.reads.length = 0
    expect(readText(source, 6, 6)).toBe("6789ab")
    expect(base.reads).toEqual([[6, 4]])
  })

  it("stops where a base that shrank ends: no bytes after the gap", () => {
    const shrunk = ByteSource.growable({ source: ByteSource.fromBytes(bytesOf("01234")), size: 10 })
    shrunk.append(bytesOf("abc"))
    expect(readText(shrunk, 3, 9)).toBe("34")
  })

  it("copies from pieces alone when it has no base", () => {
    const plain = ByteSource.growable()
    expect(readText(plain, 0, 3)).toBe("")
    plain.append(bytesOf("ab"))
    plain.append(bytesOf("cd"))
    expect(readText(plain, 1, 10)).toBe("bcd")
  })
})

describe("ByteSource.spans", () => {
  const text = "aaaa|bbbb|cccc|dddd|eeeeeeeeeeee|ffff"
  const bytes = bytesOf(text)
  /** The ranges `[offset, size]` of the pieces, by number. */
  const ranges: ReadonlyArray<readonly [number, number]> = [[0, 4], [5, 4], [10, 4], [15, 4], [20, 12], [33, 4]]
  const of = (n: number) => ranges[n] as readonly [number, number]
  const spansOver = (source: ByteSource.Readable) => ByteSource.spans(source, "/w/s.jsonl", { offset: (n) => of(n)[0], size: (n) => of(n)[1] }, 10)
  const copied = (spans: ReturnType<typeof spansOver>, n: number) => {
    const into = new Uint8Array(spans.size(n) + 2)
    spans.copy(n, into, 1)
    expect(into[0]).toBe(0)
    expect(into[into.length - 1]).toBe(0)
    return textOf(into.subarray(1, into.length - 1))
  }

  it("copies each piece into its place through one window, read again only where a piece is not in it", () => {
    const { source, reads } = recording(bytes)
    const spans = spansOver(source)
    expect([0, 1, 2, 3].map((n) => copied(spans, n))).toEqual(["aaaa", "bbbb", "cccc", "dddd"])
    // a window of 10 bytes: [0, 10) holds the first two, [10, 20) the next two
    expect(reads).toEqual([[0, 10], [10, 10]])
    // behind the window: read again from there
    expect(copied(spans, 0)).toBe("aaaa")
    expect(reads.at(-1)).toEqual([0, 10])
  })

  it("reads a piece longer than the window straight into its place", () => {
    const { source, reads } = recording(bytes)
    const spans = spansOver(source)
    expect(copied(spans, 4)).toBe("eeeeeeeeeeee")
    expect(reads).toEqual([[20, 12]])
    expect(copied(spans, 5)).toBe("ffff")
    expect(reads).toEqual([[20, 12], [33, 10]])
  })

  it("throws FileShrank, naming the file and the bytes, when a piece is not all there", () => {
    const short = ByteSource.fromBytes(bytes.subarray(0, 35))
    const spans = spansOver(short)
    expect(copied(spans, 3)).toBe("dddd")
    expect(() => copied(spans, 5)).toThrow(new ByteSource.FileShrank("/w/s.jsonl", 33, 4))
    expect(() => copied(spans, 5)).toThrow(/^s\.jsonl: the file shrank while open \(its bytes 33–37 are gone\)$/)
    expect(() => copied(spansOver(ByteSource.fromBytes(bytes.subarray(0, 25))), 4)).toThrow(new ByteSource.FileShrank("/w/s.jsonl", 20, 12))
  })
})
