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
