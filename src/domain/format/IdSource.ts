/**
 * Where new entry ids come from. Pure.
 *
 * Transitions never invent ids: a command carries an `IdSource`, a deterministic function
 * from an attempt number to a candidate id. The transition takes candidates in order and skips
 * any that are already used, as pi redraws on a collision. The shell builds a source from
 * Effect's `Random` (so a seeded run is reproducible); tests use fixed lists or seeds.
 */

export interface IdSource {
  /** The candidate id for the given attempt (0, 1, 2, ...). */
  readonly draw: (attempt: number) => string
}

/** 8 lowercase hex digits, as pi's entry ids. */
const hex8 = (n: number): string => (n >>> 0).toString(16).padStart(8, "0")

/** A source seeded by a 32-bit number: a SplitMix32-style hash of (seed, attempt). */
export const fromSeed = (seed: number): IdSource => ({
  draw: (attempt) => {
    let z = (seed + Math.imul(attempt + 1, 0x9e3779b9)) | 0
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return hex8(z ^ (z >>> 16))
  }
})

/** A source that yields the given ids in order, then falls back to a seeded source. */
export const fromList = (ids: ReadonlyArray<string>, fallbackSeed = 0): IdSource => {
  const rest = fromSeed(fallbackSeed)
  return { draw: (attempt) => ids[attempt] ?? rest.draw(attempt - ids.length) }
}

/** How many candidates are tried before giving up. */
export const MAX_ATTEMPTS = 100_000

/**
 * Takes `count` distinct ids that `isTaken` rejects, starting at attempt 0.
 * Returns undefined when the source runs out of fresh candidates.
 */
export const take = (
  source: IdSource,
  count: number,
  isTaken: (id: string) => boolean
): ReadonlyArray<string> | undefined => {
  const out: Array<string> = []
  const chosen = new Set<string>()
  for (let attempt = 0; out.length < count; attempt++) {
    if (attempt >= MAX_ATTEMPTS) return undefined
    const id = source.draw(attempt)
    if (!isTaken(id) && !chosen.has(id)) {
      chosen.add(id)
      out.push(id)
    }
  }
  return out
}
