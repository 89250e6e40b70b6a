/** Drawing at most once a frame: the deltas of a reply that arrive within one frame are one draw. */
import { afterEach, beforeEach, describe, expect, it, vi } from "@effect/vitest"
import * as Frames from "../../src/main/tui/Frames.js"

describe("Frames", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("draws once a frame however many draws are asked for in it, the first at most a frame after it is asked for", () => {
    let state = 0
    const drawn: Array<number> = []
    const frames = Frames.make(() => drawn.push(state))
    for (let i = 1; i <= 10; i++) {
      state = i
      frames.request()
      vi.advanceTimersByTime(3)
    }
    // 30 ms in: the frame asked for at 0 is not due yet
    expect(drawn).toEqual([])
    vi.advanceTimersByTime(Frames.FRAME_MS - 30)
    expect(drawn).toEqual([10])
    // nothing asked for since: nothing drawn
    vi.advanceTimersByTime(100)
    expect(drawn).toEqual([10])
    state = 11
    frames.request()
    frames.request()
    vi.advanceTimersByTime(Frames.FRAME_MS)
    expect(drawn).toEqual([10, 11])
  })

  it("drops a draw asked for when cancelled", () => {
    const drawn: Array<string> = []
    const frames = Frames.make(() => drawn.push("drawn"), 50)
    frames.request()
    frames.cancel()
    vi.advanceTimersByTime(100)
    expect(drawn).toEqual([])
    frames.request()
    vi.advanceTimersByTime(49)
    expect(drawn).toEqual([])
    vi.advanceTimersByTime(1)
    expect(drawn).toEqual(["drawn"])
  })
})
