/**
 * The byte scanner's throughput: the JavaScript scanner against the WebAssembly one, on the
 * synthetic session of `npm run bench` and on a session of large tool outputs (strings of
 * 8 KB to 2 MB with escapes and some non-ASCII text, as long tool loops write).
 *
 *   node --import tsx bench/scanner.ts                       # 100,000 entries, ~100 MB each
 *   node --import tsx bench/scanner.ts --entries 10000 --mb 10
 *   node --import tsx bench/scanner.ts --file session.jsonl  # a file of yours instead of both
 *
 * Options: --entries N, --mb M (size of each generated file in MB of 10^6 bytes), --seed S,
 * --runs R (timed runs per figure, default 7), --file PATH.
 *
 * Every figure scans the whole input once per run with a callback that reads each line's
 * status and type: `js` over the bytes, `wasm` over the bytes read into the scanner's own
 * buffer (what a reader does: no copy), `wasm (copied in)` over bytes elsewhere. `cold` is the
 * first wasm scan of a fresh process (module compiled and instantiated inside it). MB/s is
 * of the median wall-clock run; `cpu ms` is the median CPU time of the process per run. The
 * machine is shared: compare the load average printed at the end.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import { parseArgs } from "node:util"
import * as Scanner from "../src/domain/scan/Scanner.js"
import { numberFlag } from "./Flags.js"
import * as Synthetic from "./Synthetic.js"

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    entries: { type: "string" },
    mb: { type: "string" },
    seed: { type: "string" },
    runs: { type: "string" },
    file: { type: "string" }
  },
  strict: true
})
const ENTRIES = Math.floor(numberFlag("entries", flags.entries, 100_000, (n) => n >= 100))
const TARGET_MB = numberFlag("mb", flags.mb, 100, (n) => n > 0)
const SEED = Math.floor(numberFlag("seed", flags.seed, 42, () => true))
const RUNS = Math.floor(numberFlag("runs", flags.runs, 7, (n) => n >= 1))
const MB = 1_000_000
const loadAtStart = os.loadavg()[0] ?? 0

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/** A session whose bulk is large tool outputs: long strings, escaped newlines and quotes, some UTF-8. */
const largeStrings = (targetBytes: number, seed: number): Uint8Array => {
  const rng = new Synthetic.Rng(seed)
  const words = ["const", "return", "error", "path", "value", "élan", "naïve", "→", "файл", "データ", "x", "if", "0x1f"]
  const lines: Array<string> = [JSON.stringify({ type: "session", version: 3, id: "large-strings", timestamp: "2026-01-05T09:00:00.000Z", cwd: "/w" })]
  let bytes = lines[0]!.length + 1
  let parent: string | null = null
  for (let i = 0; bytes < targetBytes; i++) {
    const id = rng.hex(8)
    let output = ""
    const size = Math.floor(8_000 * Math.pow(250, rng.next()))
    while (output.length < size) {
      let row = ""
      while (row.length < 100) row += `${rng.pick(words)}${rng.chance(0.05) ? " \"quoted\" \\ " : " "}`
      output += rng.chance(0.1) ? `\t${row}\n` : `${row}\n`
    }
    const entry = {
      type: "message",
      id,
      parentId: parent,
      timestamp: new Date(1_767_600_000_000 + i * 1000).toISOString(),
      message: {
        role: "toolResult",
        toolCallId: `call_${rng.hex(12)}`,
        toolName: "bash",
        content: [{ type: "text", text: output }],
        isError: false,
        timestamp: 1_767_600_000_000 + i * 1000
      }
    }
    const line = JSON.stringify(entry)
    lines.push(line)
    bytes += Buffer.byteLength(line) + 1
    parent = id
  }
  return new Uint8Array(Buffer.from(`${lines.join("\n")}\n`))
}

const inputs: Array<readonly [string, Uint8Array]> = []
if (flags.file !== undefined) {
  inputs.push([flags.file, new Uint8Array(fs.readFileSync(flags.file))])
} else {
  console.error(`generating the synthetic session (${ENTRIES} entries, ${TARGET_MB} MB) and the large-string one...`)
  const synthetic = Synthetic.generate({ entries: ENTRIES, targetBytes: TARGET_MB * MB, seed: SEED, activeFraction: 0.12 })
  inputs.push(["synthetic", new Uint8Array(Buffer.from(synthetic.text))])
  inputs.push(["large strings", largeStrings(TARGET_MB * MB, SEED)])
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

let sink = 0
const onLine = (line: Scanner.Line): void => {
  sink += line.status + line.kinds[Scanner.Field.type]!
}
const whole = { final: true, fileStart: true } as const

/** Wall-clock and CPU milliseconds of one run (CPU time is of the whole process, and it is steadier on a busy machine). */
const time = (scan: () => void): readonly [number, number] => {
  const cpu = process.cpuUsage()
  const started = performance.now()
  scan()
  const wall = performance.now() - started
  const used = process.cpuUsage(cpu)
  return [wall, (used.user + used.system) / 1000]
}

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

interface Figure {
  readonly input: string
  readonly scanner: string
  readonly mb: number
  readonly medianMs: number
  readonly bestMs: number
  readonly cpuMs: number
  readonly mbPerS: number
}
const figures: Array<Figure> = []

const measure = (input: string, bytes: Uint8Array, scanner: string, scan: () => void): void => {
  scan() // warm-up
  const runs = Array.from({ length: RUNS }, () => time(scan))
  const wall = runs.map((r) => r[0])
  const mb = bytes.length / MB
  const med = median(wall)
  const tenth = (n: number) => Math.round(n * 10) / 10
  figures.push({
    input,
    scanner,
    mb: tenth(mb),
    medianMs: tenth(med),
    bestMs: tenth(Math.min(...wall)),
    cpuMs: tenth(median(runs.map((r) => r[1]))),
    mbPerS: Math.round(mb / (med / 1000))
  })
}

// the first scan in this process: compiles the module, and runs before V8 has optimized it
const [firstName, firstBytes] = inputs[0]!
const [coldMs] = time(() => {
  const scanner = Scanner.make()
  const buffer = scanner.buffer(firstBytes.length)
  buffer.set(firstBytes)
  scanner.scan(buffer, 0, firstBytes.length, whole, onLine)
})

for (const [input, bytes] of inputs) {
  const js = Scanner.javascript()
  measure(input, bytes, "js", () => js.scan(bytes, 0, bytes.length, whole, onLine))
  const wasm = Scanner.make()
  const buffer = wasm.buffer(bytes.length)
  buffer.set(bytes)
  measure(input, bytes, "wasm", () => wasm.scan(buffer, 0, bytes.length, whole, onLine))
  measure(input, bytes, "wasm (copied in)", () => wasm.scan(bytes, 0, bytes.length, whole, onLine))
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const pad = (s: string, n: number): string => s.padEnd(n)
console.log(`${pad("input", 16)}${pad("scanner", 20)}${pad("MB", 8)}${pad("median ms", 12)}${pad("best ms", 10)}${pad("cpu ms", 9)}MB/s`)
for (const f of figures) {
  console.log(
    `${pad(f.input, 16)}${pad(f.scanner, 20)}${pad(String(f.mb), 8)}${pad(String(f.medianMs), 12)}${pad(String(f.bestMs), 10)}${
      pad(String(f.cpuMs), 9)
    }${f.mbPerS}`
  )
}
for (const input of new Set(figures.map((f) => f.input))) {
  const of = (scanner: string) => figures.find((f) => f.input === input && f.scanner === scanner) as Figure
  console.log(`${input}: wasm ${(of("js").medianMs / of("wasm").medianMs).toFixed(1)}x js`)
}
console.log(`cold: the first wasm scan of ${firstName} in this process (compile, instantiate, read into its buffer, scan): ${coldMs.toFixed(1)} ms`)
const load = [loadAtStart, os.loadavg()[0] ?? 0].map((n) => n.toFixed(2))
console.log(`${os.cpus()[0]?.model ?? "cpu"} x${os.cpus().length}, node ${process.version}, 1-min load average ${load[0]} at start, ${load[1]} at end`)
console.log(`BENCH ${JSON.stringify({ figures, coldMs: Math.round(coldMs * 10) / 10, load: load.map(Number), sink: sink > 0 })}`)
