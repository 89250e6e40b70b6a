/**
 * Line diffs for the `edit` tool's result: the shortest edit script between two texts
 * (Myers' algorithm on what lies between the common first and last lines) as a unified diff
 * with three lines of context. Pure.
 */

export type Op =
  | { readonly kind: "same"; readonly line: string; readonly oldLine: number; readonly newLine: number }
  | { readonly kind: "removed"; readonly line: string; readonly oldLine: number }
  | { readonly kind: "added"; readonly line: string; readonly newLine: number }

/** Above this many differences in the middle part, it is shown as one removal and one addition. */
const MAX_EDIT_DISTANCE = 4000

/** The shortest edit script from `a` to `b` (line numbers are 1-based). */
export const lineOps = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): ReadonlyArray<Op> => {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const ops: Array<Op> = []
  for (let i = 0; i < start; i++) ops.push({ kind: "same", line: a[i] as string, oldLine: i + 1, newLine: i + 1 })
  ops.push(...middle(a, b, start, endA, endB))
  for (let i = 0; endA + i < a.length; i++) {
    ops.push({ kind: "same", line: a[endA + i] as string, oldLine: endA + i + 1, newLine: endB + i + 1 })
  }
  return ops
}

/** Myers' greedy diff of a[from, endA) against b[from, endB). */
const middle = (a: ReadonlyArray<string>, b: ReadonlyArray<string>, from: number, endA: number, endB: number): Array<Op> => {
  const n = endA - from
  const m = endB - from
  const replaceAll = (): Array<Op> => [
    ...a.slice(from, endA).map((line, i): Op => ({ kind: "removed", line, oldLine: from + i + 1 })),
    ...b.slice(from, endB).map((line, i): Op => ({ kind: "added", line, newLine: from + i + 1 }))
  ]
  if (n === 0 || m === 0) return replaceAll()
  const max = Math.min(n + m, MAX_EDIT_DISTANCE)
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  const trace: Array<Int32Array> = []
  let found = false
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice())
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number)) ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1
      let y = x - k
      while (x < n && y < m && a[from + x] === b[from + y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) {
        found = true
        break
      }
    }
  }
  if (!found) return replaceAll()
  // walk back through the saved frontiers
  const reversed: Array<Op> = []
  let x = n
  let y = m
  for (let d = trace.length - 1; d >= 0; d--) {
    const frontier = trace[d] as Int32Array
    const k = x - y
    const down = k === -d || (k !== d && (frontier[offset + k - 1] as number) < (frontier[offset + k + 1] as number))
    const prevK = down ? k + 1 : k - 1
    const prevX = d === 0 ? 0 : (frontier[offset + prevK] as number)
    const prevY = d === 0 ? 0 : prevX - prevK
    while (x > prevX && y > prevY) {
      x--
      y--
      reversed.push({ kind: "same", line: a[from + x] as string, oldLine: from + x + 1, newLine: from + y + 1 })
    }
    if (d === 0) break
    if (down) {
      y--
      reversed.push({ kind: "added", line: b[from + y] as string, newLine: from + y + 1 })
    } else {
      x--
      reversed.push({ kind: "removed", line: a[from + x] as string, oldLine: from + x + 1 })
    }
  }
  return reversed.reverse()
}

/** The lines of a text for diffing (a final line break does not start another line). */
export const splitLines = (text: string): Array<string> => {
  if (text === "") return []
  const lines = text.split("\n")
  if (lines.at(-1) === "") lines.pop()
  return lines
}

export interface UnifiedDiff {
  /** The hunks (`@@ -a,b +c,d @@` and their lines), empty when the texts are equal. */
  readonly text: string
  /** The first changed line in the new text (1-based), undefined when nothing changed. */
  readonly firstChangedLine: number | undefined
  readonly added: number
  readonly removed: number
}

/** A unified diff of two texts with `context` lines around each change. */
export const unified = (before: string, after: string, context = 3): UnifiedDiff => {
  const ops = lineOps(splitLines(before), splitLines(after))
  const changed: Array<number> = []
  ops.forEach((op, i) => {
    if (op.kind !== "same") changed.push(i)
  })
  if (changed.length === 0) return { text: "", firstChangedLine: undefined, added: 0, removed: 0 }
  // group changes whose context overlaps
  const hunks: Array<[number, number]> = []
  for (const i of changed) {
    const startAt = Math.max(0, i - context)
    const endAt = Math.min(ops.length - 1, i + context)
    const last = hunks.at(-1)
    if (last !== undefined && startAt <= last[1] + 1) last[1] = endAt
    else hunks.push([startAt, endAt])
  }
  const out: Array<string> = []
  for (const [from, to] of hunks) {
    const slice = ops.slice(from, to + 1)
    let oldStart = 0
    let newStart = 0
    let oldCount = 0
    let newCount = 0
    for (const op of slice) {
      if (op.kind !== "added") {
        if (oldCount === 0) oldStart = op.oldLine
        oldCount++
      }
      if (op.kind !== "removed") {
        if (newCount === 0) newStart = op.newLine
        newCount++
      }
    }
    // an empty side starts at the line before the change, as diff(1) writes it
    if (oldCount === 0) oldStart = lineBefore(ops, from, "old")
    if (newCount === 0) newStart = lineBefore(ops, from, "new")
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`)
    for (const op of slice) out.push((op.kind === "same" ? " " : op.kind === "removed" ? "-" : "+") + op.line)
  }
  const first = ops[changed[0] as number] as Op
  const firstChangedLine = first.kind === "removed" ? lineBefore(ops, changed[0] as number, "new") + 1 : first.newLine
  return {
    text: out.join("\n"),
    firstChangedLine,
    added: ops.filter((op) => op.kind === "added").length,
    removed: ops.filter((op) => op.kind === "removed").length
  }
}

/** The last line number on one side before position `at` of the script (0 when none). */
const lineBefore = (ops: ReadonlyArray<Op>, at: number, side: "old" | "new"): number => {
  for (let i = at - 1; i >= 0; i--) {
    const op = ops[i] as Op
    if (side === "old" && op.kind !== "added") return op.oldLine
    if (side === "new" && op.kind !== "removed") return op.newLine
  }
  return 0
}
