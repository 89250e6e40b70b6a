/**
 * The interactive mode's per-key and per-turn work on a large synthetic session: the `/tree`
 * selector (first layout, a search, a cursor move) and the chat transcript (the screen after a
 * turn), each against the obvious alternative.
 *
 *   npm run bench:tui                              # 100,000 entries, ~100 MB
 *   npm run bench:tui -- --entries 10000 --mb 10   # quick
 *
 * Baselines: the transcript laid out for the whole active path (instead of only the tail that
 * fits the screen); the selector recomputed from scratch on every key (instead of cached per
 * filter and search). A selector "screen" is its rows plus the text of the rows shown. Prints a table and one `BENCH {...}` JSON line. Wall-clock medians.
 */
import * as os from "node:os"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import * as IdSource from "../src/domain/format/IdSource.js"
import * as SessionFile from "../src/domain/format/SessionFile.js"
import * as SessionTree from "../src/domain/tree/SessionTree.js"
import * as Chat from "../src/main/tui/Chat.js"
import * as TreeSelector from "../src/main/tui/TreeSelector.js"
import { numberFlag } from "./Flags.js"
import * as Synthetic from "./Synthetic.js"

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { entries: { type: "string" }, mb: { type: "string" }, seed: { type: "string" } },
  strict: true
})
const ENTRIES = Math.floor(numberFlag("entries", flags.entries, 100_000, (n) => n >= 100))
const TARGET_MB = numberFlag("mb", flags.mb, 100, (n) => n > 0)
const SEED = Math.floor(numberFlag("seed", flags.seed, 42, () => true))

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** Median time of `run`, each run after an untimed `setup`. */
const time = <A>(runs: number, run: (prepared: A) => void, setup: () => A = () => undefined as A): number => {
  const samples: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const prepared = setup()
    const start = performance.now()
    run(prepared)
    samples.push(performance.now() - start)
  }
  return median(samples)
}

process.stderr.write(`generating ${ENTRIES} entries, ~${TARGET_MB} MB...\n`)
const synthetic = Synthetic.generate({ entries: ENTRIES, targetBytes: TARGET_MB * 1_000_000, seed: SEED, activeFraction: 0.12 })
/** A fresh load each time: the selector caches per tree, so each run starts cold. */
const load = () => SessionFile.fromText(synthetic.text, IdSource.fromSeed(1)).tree
const tree = load()
const path = SessionTree.branch(tree)
const WIDTH = 120
const HEIGHT = 30

// -- the transcript after a turn ------------------------------------------------------------------
const tail = time(51, () => Chat.viewport(path, [], WIDTH, HEIGHT, 0))
const whole = time(5, () => {
  const lines: Array<Chat.Line> = []
  for (const entry of path) lines.push(...Chat.entryLines(entry, WIDTH))
})

// -- the /tree selector -----------------------------------------------------------------------------
/** What a screen of the selector reads: the rows, and the text of the ones around the cursor. */
const screen = (fresh: SessionTree.SessionTree, state: TreeSelector.State): number => {
  const rows = TreeSelector.rows(fresh, state)
  const at = Math.max(0, TreeSelector.selectedIndex(rows, state) - HEIGHT)
  let chars = 0
  for (const row of rows.slice(at, at + HEIGHT)) chars += row.text.length
  return chars
}
const selectorCold = time(3, (fresh: SessionTree.SessionTree) => screen(fresh, TreeSelector.initial(fresh)), load)
const state = TreeSelector.initial(tree)
TreeSelector.rows(tree, state)
const move = time(101, () => screen(tree, TreeSelector.move(tree, state, -1)))
// the first search builds every row's searchable text; later ones reuse it
const opened = () => {
  const fresh = load()
  TreeSelector.rows(fresh, TreeSelector.initial(fresh))
  return fresh
}
const searchFirst = time(3, (fresh: SessionTree.SessionTree) => screen(fresh, TreeSelector.typeSearch(fresh, TreeSelector.initial(fresh), "parser")), opened)
const words = ["parser", "test", "config", "error", "lock"]
let w = 0
TreeSelector.rows(tree, TreeSelector.typeSearch(tree, state, "x"))
const search = time(5, () => screen(tree, TreeSelector.typeSearch(tree, state, ` ${words[w++ % words.length]}`)))

const rows = TreeSelector.rows(tree, state).length
const figures = {
  entries: synthetic.entries,
  bytes: synthetic.bytes,
  activePath: path.length,
  selectorRows: rows,
  transcriptTailMs: tail,
  transcriptWholeMs: whole,
  selectorFirstMs: selectorCold,
  selectorMoveMs: move,
  selectorFirstSearchMs: searchFirst,
  selectorSearchMs: search,
  loadavg: os.loadavg()[0] ?? 0
}
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`
console.log(`session: ${synthetic.entries} entries, ${(synthetic.bytes / 1e6).toFixed(0)} MB, active path ${path.length}, ${rows} selector rows`)
console.log(`transcript after a turn (tail that fits ${HEIGHT} rows): ${fmt(tail)}; whole path laid out: ${fmt(whole)} (${(whole / tail).toFixed(0)}x)`)
console.log(`/tree first layout: ${fmt(selectorCold)}; cursor move: ${fmt(move)} (${(selectorCold / move).toFixed(0)}x less than recomputing)`)
console.log(`/tree first search: ${fmt(searchFirst)}; each later search: ${fmt(search)}`)
console.log(`load average: ${figures.loadavg.toFixed(2)}`)
console.log(`BENCH ${JSON.stringify(figures)}`)
