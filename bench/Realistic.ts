/**
 * Realistic session files for the pi comparison, written by pi itself: bench/realistic-worker.ts
 * drives pi 1.6.0's SessionManager (seeded and deterministic). Generated once and cached under
 * `.bench/corpus/` (ignored by git), reused while present:
 *
 *   .bench/corpus/big-<GENERATOR>-<entries>e-<mb>mb-s<seed>/      one long session + manifest.json
 *   .bench/corpus/sessions-<GENERATOR>-<files>-s<seed>/sessions/  a corpus of mixed sizes + manifest.json
 *
 * A cache directory counts only once its manifest is written (generation goes to `<name>.partial`
 * and is renamed at the end); a leftover partial directory is removed and generated again.
 * Session `i` of a corpus does not depend on the corpus size, so a larger corpus hard-links the
 * sessions of the largest smaller one already cached and generates only the rest.
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { performance } from "node:perf_hooks"

/** Bump when the generator changes what it writes: cached corpora of other versions are ignored. */
export const GENERATOR = "r1"
/** A topic word of the generator (in about 1 session in 20, in its prompts and name): the search benchmark's query. */
export const SEARCH_WORD = "websocket"
/** The header cwd of every generated session. */
export const CWD = "/home/dev/projects/arbor"

export interface Env {
  /** The repository root. */
  readonly root: string
  /** pi's `dist/core/session-manager.js`. */
  readonly piModule: string
  readonly progress: (message: string) => void
}

export interface BigSession {
  readonly dir: string
  readonly file: string
  readonly entries: number
  readonly bytes: number
  readonly compactions: number
  readonly branchSummaries: number
  readonly navigations: number
  readonly labels: number
  readonly toolResults: number
  readonly largestToolResult: number
  /** Seconds spent generating it in this run (0 when it came from the cache). */
  readonly generatedSeconds: number
}

export interface Corpus {
  /** The session directory (only `.jsonl` files). */
  readonly dir: string
  readonly sessions: number
  readonly bytes: number
  readonly entries: number
  readonly small: number
  readonly medium: number
  readonly large: number
  readonly named: number
  readonly compactions: number
  readonly branchSummaries: number
  readonly generatedSeconds: number
}

const corpusRoot = (env: Env): string => path.join(env.root, ".bench", "corpus")

const readManifest = <A>(dir: string): A | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as A
  } catch {
    return undefined
  }
}

const runWorker = (env: Env, args: Record<string, unknown>): Record<string, unknown> => {
  const out = spawnSync(
    process.execPath,
    [
      "--max-old-space-size=6144",
      "--import",
      "tsx",
      path.join(env.root, "bench", "realistic-worker.ts"),
      JSON.stringify({ piModule: env.piModule, cwd: CWD, ...args })
    ],
    { cwd: env.root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }
  )
  const line = out.stdout.split("\n").find((l) => l.startsWith("RESULT "))
  if (out.status !== 0 || line === undefined) throw new Error(`realistic-worker failed (exit ${String(out.status)}${out.signal ? `, ${out.signal}` : ""})`)
  return JSON.parse(line.slice("RESULT ".length)) as Record<string, unknown>
}

/** A fresh `<dir>.partial` to generate into (a leftover one is removed). */
const partialOf = (dir: string): string => {
  const partial = `${dir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  return partial
}

/** One long session of about `entries` entries and `mb` MB (10^6 bytes). */
export const big = (env: Env, options: { readonly entries: number; readonly mb: number; readonly seed: number }): BigSession => {
  const dir = path.join(corpusRoot(env), `big-${GENERATOR}-${options.entries}e-${options.mb}mb-s${options.seed}`)
  const cached = readManifest<Omit<BigSession, "dir" | "file" | "generatedSeconds"> & { readonly name: string }>(dir)
  if (cached !== undefined && fs.existsSync(path.join(dir, cached.name))) {
    return { ...cached, dir, file: path.join(dir, cached.name), generatedSeconds: 0 }
  }
  env.progress(
    `generating a realistic session with pi: ~${options.entries} entries, ~${options.mb} MB (seed ${options.seed}) into ${path.relative(env.root, dir)}/`
  )
  const started = performance.now()
  const partial = partialOf(dir)
  const r = runWorker(env, { dir: partial, seed: options.seed, kind: "big", entries: options.entries, bytes: options.mb * 1_000_000 })
  const name = path.basename(r.file as string)
  const manifest = {
    name,
    entries: r.entries as number,
    bytes: r.bytes as number,
    compactions: r.compactions as number,
    branchSummaries: r.branchSummaries as number,
    navigations: r.navigations as number,
    labels: r.labels as number,
    toolResults: r.toolResults as number,
    largestToolResult: r.largestToolResult as number,
    generator: GENERATOR,
    options
  }
  fs.writeFileSync(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(partial, dir)
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10
  env.progress(`  ${name}: ${manifest.entries} entries, ${(manifest.bytes / 1e6).toFixed(1)} MB in ${generatedSeconds} s`)
  return { ...manifest, dir, file: path.join(dir, name), generatedSeconds }
}

type CorpusManifest = Omit<Corpus, "dir" | "generatedSeconds">

/** `files` sessions of mixed sizes in one directory. */
export const corpus = (env: Env, options: { readonly files: number; readonly seed: number }): Corpus => {
  const nameOf = (files: number) => `sessions-${GENERATOR}-${files}-s${options.seed}`
  const dir = path.join(corpusRoot(env), nameOf(options.files))
  const cached = readManifest<CorpusManifest>(dir)
  if (cached !== undefined) return { ...cached, dir: path.join(dir, "sessions"), generatedSeconds: 0 }

  const started = performance.now()
  const partial = partialOf(dir)
  const sessionsDir = path.join(partial, "sessions")
  fs.mkdirSync(sessionsDir)
  // the largest smaller corpus of the same generator and seed, if cached: its sessions are ours too
  const pattern = new RegExp(`^sessions-${GENERATOR}-(\\d+)-s${options.seed}$`)
  let reuse: { readonly files: number; readonly manifest: CorpusManifest; readonly dir: string } | undefined
  for (const name of fs.existsSync(corpusRoot(env)) ? fs.readdirSync(corpusRoot(env)) : []) {
    const files = Number(pattern.exec(name)?.[1] ?? Number.NaN)
    if (!(files < options.files) || (reuse !== undefined && files <= reuse.files)) continue
    const manifest = readManifest<CorpusManifest>(path.join(corpusRoot(env), name))
    if (manifest !== undefined) reuse = { files, manifest, dir: path.join(corpusRoot(env), name, "sessions") }
  }
  let from = 0
  const totals = { bytes: 0, entries: 0, small: 0, medium: 0, large: 0, named: 0, compactions: 0, branchSummaries: 0 }
  if (reuse !== undefined) {
    env.progress(`linking the ${reuse.files} sessions of ${nameOf(reuse.files)} into ${nameOf(options.files)}`)
    for (const name of fs.readdirSync(reuse.dir)) fs.linkSync(path.join(reuse.dir, name), path.join(sessionsDir, name))
    from = reuse.files
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += reuse.manifest[key]
  }
  env.progress(`generating sessions ${from}..${options.files - 1} with pi (seed ${options.seed}) into ${path.relative(env.root, dir)}/`)
  const r = runWorker(env, { dir: sessionsDir, seed: options.seed, kind: "corpus", from, to: options.files })
  for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += r[key] as number
  const manifest: CorpusManifest & { readonly generator: string; readonly seed: number } = {
    sessions: fs.readdirSync(sessionsDir).filter((n) => n.endsWith(".jsonl")).length,
    ...totals,
    generator: GENERATOR,
    seed: options.seed
  }
  if (manifest.sessions !== options.files) throw new Error(`generated ${manifest.sessions} of ${options.files} sessions (a file name was taken twice?)`)
  fs.writeFileSync(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(partial, dir)
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10
  env.progress(`  ${manifest.sessions} sessions, ${(manifest.bytes / 1e6).toFixed(0)} MB in ${generatedSeconds} s`)
  return { ...manifest, dir: path.join(dir, "sessions"), generatedSeconds }
}
