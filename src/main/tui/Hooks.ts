/**
 * React hooks of the chat's view: keys read from Ink's input one event at a time, and state
 * that the key handlers read at once (keys arrive faster than React renders).
 */
import { useStdin, useStdout } from "ink"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import * as Frames from "./Frames.js"
import * as Handover from "./Handover.js"
import * as Keys from "./Keys.js"

/**
 * Reads keys from Ink's input: one `Keys.Event` per key, a bracketed paste as one event.
 * Turns on the terminal's bracketed paste and modifyOtherKeys (so Shift+Enter can be told from
 * Enter) for as long as the UI is up.
 */
export const useKeys = (handler: (event: Keys.Event) => void) => {
  const { internal_eventEmitter: input, setRawMode } = useStdin()
  const { stdout } = useStdout()
  const decoder = useRef(Keys.decoder())
  useEffect(() => {
    setRawMode(true)
    stdout.write(Handover.KEYS_ON)
    return () => {
      stdout.write(Handover.KEYS_OFF)
      setRawMode(false)
    }
  }, [])
  useEffect(() => {
    const onInput = (raw: string) => {
      for (const event of decoder.current.push(raw)) handler(event)
    }
    input.on("input", onInput)
    return () => {
      input.off("input", onInput)
    }
  }, [handler])
}

/**
 * State whose latest value key handlers can read at once: keys can arrive faster than React
 * renders, and a handler from the last render would see a stale value and lose keystrokes.
 */
export const useLatest = <A>(initial: A): readonly [{ readonly current: A }, (next: A | ((current: A) => A)) => void] => useMutableLatest(initial)

/** `useLatest`, its value also changed without a render (the next render draws it). */
const useMutableLatest = <A>(initial: A): readonly [{ current: A }, (next: A | ((current: A) => A)) => void] => {
  const [, setValue] = useState(initial)
  const ref = useRef(initial)
  const set = useCallback((next: A | ((current: A) => A)) => {
    ref.current = typeof next === "function" ? (next as (current: A) => A)(ref.current) : next
    setValue(ref.current)
  }, [])
  return [ref, set] as const
}

/**
 * `useLatest` for a state changed only through `reduce`: the handlers dispatch, and read the
 * latest state. `dispatchInFrame` changes the state as much at once, but draws it with the next
 * frame (`Frames`): the deltas of one frame then cost one render.
 */
export const useLatestReducer = <S, A>(
  reduce: (state: S, action: A) => S,
  initial: () => S
): readonly [{ readonly current: S }, (action: A) => void, (action: A) => void] => {
  const [ref, set] = useMutableLatest(useMemo(initial, []))
  const dispatch = useCallback((action: A) => set((current) => reduce(current, action)), [set, reduce])
  // the latest state, unless a render since has drawn it already
  const frames = useMemo(() => Frames.make(() => set((current) => current)), [set])
  useEffect(() => frames.cancel, [frames])
  const dispatchInFrame = useCallback((action: A) => {
    ref.current = reduce(ref.current, action)
    frames.request()
  }, [frames, reduce])
  return [ref, dispatch, dispatchInFrame] as const
}
