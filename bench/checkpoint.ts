/**
 * Checkpoints of a working tree (src/services/checkpoint): a project of 10,000 files in 100
 * folders (1–4 KB each, as source files are), made and left for three seconds so that its files
 * are older than the stat cache's racy window, as a project's files are.
 *
 *   npm run bench:checkpoint                      # 10,000 files
 *   npm run bench:checkpoint -- --files 2000      # quick
 *
 * Figures (wall-clock medians, each a fresh `Checkpoints` store unless said):
 * - first checkpoint of the project (every file read, hashed and stored);
 * - a checkpoint after a few files changed (`--changed`, default 5): the stat cache's work;
 * - the same with nothing changed;
 * - a restore of 100 changed files (to the checkpoint before they changed), and back;
 * - the store's growth per checkpoint of a few changed files, against the project's size.
 * Goals (issue 37): incremental ≤ 100 ms, first ≤ 3 s, restore of 100 files ≤ 300 ms.
 * For reference, the same with git in a separate directory (`git add -A && git write-tree`,
 * the shadow repository Gemini CLI and Cline keep), when git is installed. Prints a table and
 * one `BENCH {...}` line; the load average is printed, the machine may be shared.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ChildProcess from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import * as Checkpoints from "../src/services/checkpoint/Checkpoints.js"
import * as DirEntries from "../src/services/checkpoint/DirEntries.js"
import { median, numberFlag } from "./Flags.js"

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { files: { type: "string" }, changed: { type: "string" }, runs: { type: "string" } },
  strict: true
})
const FILES = Math.floor(numberFlag("files", flags.files, 10_000, (n) => n >= 100))
const CHANGED = Math.floor(numberFlag("changed", flags.changed, 5, (n) => n >= 1))
const RUNS = Math.floor(numberFlag("runs", flags.runs, 7, (n) => n >= 1))
const loadAtStart = os.loadavg()[0] ?? 0

const base = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-checkpoint-"))
process.on("exit", () => fs.rmSync(base, { recursive: true, force: true }))
const root = path.join(base, "project")

// a deterministic project: FILES files over 100 folders
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const line = (i: number) => `export const value${i} = ${Math.floor(random() * 1e9)} // ${"x".repeat(Math.floor(random() * 40))}\n`
const files: Array<string> = []
for (let i = 0; i < FILES; i++) {
  const dir = path.join(root, `pkg${i % 100}`, i % 3 === 0 ? "src" : "lib")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `m${i}.ts`)
  fs.writeFileSync(file, Array.from({ length: 20 + Math.floor(random() * 60) }, (_, k) => line(k)).join(""))
  files.push(file)
}
fs.writeFileSync(path.join(root, ".gitignore"), "node_modules/\n*.log\n")
const projectBytes = files.reduce((n, f) => n + fs.statSync(f).size, 0)
// older than the racy window (2 s), as a project's files are
ChildProcess.execFileSync("sleep", ["3"])

let storeN = 0
const freshStore = () => path.join(base, `store${storeN++}`)
const run = <A, E>(store: string, body: (c: Checkpoints.Service) => Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.flatMap(Checkpoints.Checkpoints, body).pipe(
      Effect.provide(Checkpoints.layer({ root, store }).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, DirEntries.node))))
    )
  )
const timed = async <A>(body: () => Promise<A>): Promise<[number, A]> => {
  const start = performance.now()
  const out = await body()
  return [performance.now() - start, out]
}
const dirBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? dirBytes(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
    0
  )

const edit = (file: string, round: number) => fs.appendFileSync(file, `// edit ${round}\n`)

const main = async () => {
  // first checkpoint, fresh stores
  const first: Array<number> = []
  for (let r = 0; r < Math.min(RUNS, 3); r++) first.push((await timed(() => run(freshStore(), (c) => c.take)))[0])

  // incremental: one store, kept in one process as the agent keeps it
  const store = freshStore()
  const incremental: Array<number> = []
  const unchanged: Array<number> = []
  const growth: Array<number> = []
  const restores: Array<number> = []
  await run(store, (c) =>
    Effect.gen(function*() {
      yield* c.take
      yield* c.take
      for (let r = 0; r < RUNS; r++) {
        for (let k = 0; k < CHANGED; k++) edit(files[(r * 97 + k * 13) % files.length] as string, r)
        const before = dirBytes(store)
        const start = performance.now()
        yield* c.take
        incremental.push(performance.now() - start)
        growth.push(dirBytes(store) - before)
        const again = performance.now()
        yield* c.take
        unchanged.push(performance.now() - again)
      }
      // restores of 100 changed files, there and back
      const a = (yield* c.take).id
      for (let k = 0; k < 100; k++) edit(files[(k * 89) % files.length] as string, 1000)
      const b = (yield* c.take).id
      for (let r = 0; r < RUNS; r++) {
        const start = performance.now()
        const restored = yield* c.restore(r % 2 === 0 ? a : b)
        restores.push(performance.now() - start)
        if (restored.steps !== 100) throw new Error(`a restore of ${restored.steps} steps, not 100`)
      }
    }))

  // git, as a shadow repository
  let git: { first: number; incremental: number } | undefined
  try {
    const gitDir = path.join(base, "shadow.git")
    const env = { ...process.env, GIT_DIR: gitDir, GIT_WORK_TREE: root, GIT_INDEX_FILE: path.join(base, "shadow.index") }
    ChildProcess.execFileSync("git", ["init", "-q", "--bare", gitDir], { env: process.env })
    const snap = () => {
      ChildProcess.execFileSync("git", ["add", "-A"], { env, cwd: root })
      ChildProcess.execFileSync("git", ["write-tree"], { env, cwd: root })
    }
    const gitFirst = (await timed(async () => snap()))[0]
    const gitInc: Array<number> = []
    for (let r = 0; r < RUNS; r++) {
      for (let k = 0; k < CHANGED; k++) edit(files[(r * 31 + k * 7) % files.length] as string, 2000 + r)
      gitInc.push((await timed(async () => snap()))[0])
    }
    git = { first: gitFirst, incremental: median(gitInc) }
  } catch {
    git = undefined
  }

  const rows: Array<[string, string, string]> = [
    [`first checkpoint, ${FILES.toLocaleString("en")} files (${(projectBytes / 1e6).toFixed(1)} MB)`, median(first).toFixed(0), "≤ 3,000"],
    [`checkpoint, ${CHANGED} files changed`, median(incremental).toFixed(1), "≤ 100"],
    ["checkpoint, nothing changed", median(unchanged).toFixed(1), ""],
    ["restore of 100 changed files", median(restores).toFixed(1), "≤ 300"],
    [`store growth per checkpoint (KB; project ${(projectBytes / 1e3).toFixed(0)} KB)`, (median(growth) / 1e3).toFixed(1), "by what changed"],
    ...(git === undefined ? [] : [
      ["git shadow repository: first add + write-tree", git.first.toFixed(0), ""] as [string, string, string],
      [`git shadow repository: ${CHANGED} files changed`, git.incremental.toFixed(1), ""] as [string, string, string]
    ])
  ]
  const width = Math.max(...rows.map((r) => r[0].length))
  console.log(`${"".padEnd(width)}  ${"ms".padStart(8)}  goal`)
  for (const [label, value, goal] of rows) console.log(`${label.padEnd(width)}  ${value.padStart(8)}  ${goal}`)
  console.log(`load average: ${loadAtStart.toFixed(2)} at start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at end; ${os.cpus().length} cores`)
  console.log(
    `BENCH ${
      JSON.stringify({
        files: FILES,
        changed: CHANGED,
        firstMs: median(first),
        incrementalMs: median(incremental),
        unchangedMs: median(unchanged),
        restore100Ms: median(restores),
        growthBytes: median(growth),
        git
      })
    }`
  )
}

void main()
