/**
 * Drawing at most once a frame: the deltas of a reply arrive faster than a terminal is drawn
 * (a model sends a hundred a second; Ink draws thirty frames), so the chat takes each delta into
 * its state at once and asks for a draw, and the draws asked for within one frame are one.
 * Not pure: it holds a timer.
 */

/** How often at most the chat draws what streams in: Ink's own frame rate, 30 frames a second. */
export const FRAME_MS = 33

export interface Frames {
  /** Asks for a draw: `draw` runs once, at most `FRAME_MS` from the first request since the last draw. */
  readonly request: () => void
  /** Drops a draw asked for and not made (the view is going away). */
  readonly cancel: () => void
}

/** Draws with `draw`, once a frame at most. */
export const make = (draw: () => void, frameMs: number = FRAME_MS): Frames => {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    request: () => {
      timer ??= setTimeout(() => {
        timer = undefined
        draw()
      }, frameMs)
    },
    cancel: () => {
      clearTimeout(timer)
      timer = undefined
    }
  }
}
