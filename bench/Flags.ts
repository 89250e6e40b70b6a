/** The median of `values` (the mean of the middle two for an even count): the figure the benchmarks report. */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A numeric command-line flag of the benchmarks: the fallback when absent, exit 2 when invalid. */
export const numberFlag = (name: string, raw: string | undefined, fallback: number, valid: (n: number) => boolean): number => {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || !valid(n)) {
    console.error(`invalid --${name} ${raw}`)
    process.exit(2)
  }
  return n
}
