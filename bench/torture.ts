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
 *   Arbor RPC writer prompts, 500 rounds: entries lost, duplicated, fused; `arbor context
 *   --json` against pi's context.
 *
 * - the caches against same-length edits (`cache-edit`): a 2 MB session (read through an index)
 *   and small ones (the catalog, the recorded facts) get random same-length bytes anywhere,
 *   ordinary appends and torn ones, each with the modification time set back (as bit rot keeps
 *   it), `--cache-edits` steps; after each, `context --json`, `tree --json`, `info --json`,
 *   `fsck --json` and `ls --json` through the cache against `ARBOR_CACHE=off`: answers that
 *   differ, and crashes (a stack or a JSON parser's message instead of an answer).
 *
 * Flags: --kills N (default 50, per mode), --rounds N (500), --commands N (10000), --big-mb N
 * (300), --cache-edits N (30), --seed N, --only kill-print,kill-rpc,pi,fuzz,hostile,cache-edit.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Pi from "./Pi.js"
import * as Synthetic from "./Synthetic.js"
import * as ToolModel from "./ToolModel.js"

const root = path.resolve(import.meta.dirname, "..")
const bin = path.join(root, "bin/arbor.js")
const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const KILLS = flag("kills", 50)
const COMMANDS = flag("commands", 10_000)
/** The big session of the hostile attack, in MiB, and each command's time limit on it. */
const BIG_MB = flag("big-mb", 300)
const BIG_LIMIT_MS = 120_000
const onlyAt = process.argv.indexOf("--only")
/** `--only NAME[,NAME]` runs some attacks: kill-print, kill-rpc, pi, fuzz, hostile. */
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
  r.note = `${acked.length} turns acknowledged, ${toolResults(loaded.entries)} tool results, ${compactions(loaded.entries)} compactions; a turn takes ${turnMs} ms`
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
    r.note = `${acked.length} replies acknowledged, ${toolResults(loaded.entries)} tool results, ${compactions(loaded.entries)} compactions; three prompts take ${spanMs} ms`
  }
}

// ---------------------------------------------------------------------------------------------
// pi's SessionManager appending while an Arbor RPC writer appends
// ---------------------------------------------------------------------------------------------

const piModule = Pi.sessionManager
if (selected("pi")) {
  await Pi.ensure({ onInstall: (message) => console.error(message) })
  const r = row("pi appending beside an Arbor RPC writer", ["entries lost", "entries duplicated", "lines fused or damaged", "context differs from pi's"])
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
  const r = row("hostile paths and files", ["hangs", "not one line of error", "wrote outside its directory", "300 MB session failed", "300 MB session over its memory bound"])
  const dir = path.join(work, "hostile")
  fs.mkdirSync(dir)
  const header = `{"type":"session","version":3,"id":"h","timestamp":"2026-01-01T00:00:00.000Z","cwd":"${dir}"}`
  const good = path.join(dir, "good.jsonl")
  fs.writeFileSync(good, `${header}\n{"type":"message","id":"a","parentId":null,"timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"hi","timestamp":1}}\n`)
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
    ask("bytes", Buffer.concat([Buffer.from(`{"id":"bytes","type":"switch_session","sessionPath":"${dir}/`), Buffer.from([0xff, 0xfe]), Buffer.from(`bad.jsonl"}\n`)]))
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
    fs.writeFileSync(probe, `process.on("exit", () => require("node:fs").writeFileSync(process.env.ARBOR_TORTURE_MAXRSS, String(process.resourceUsage().maxRSS)))\n`)
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
    r.note =
      `${(bytes / 2 ** 20).toFixed(0)} MiB session (${entries.toLocaleString("en")} entries, generated in ${(generatedMs / 1000).toFixed(1)} s): ` +
      `${figures.join(", ")} (peak RSS bound ${Math.round(boundKb / 1024)} MB, time limit ${BIG_LIMIT_MS / 1000} s each)`
  } finally {
    fs.rmSync(bigDir, { recursive: true, force: true })
  }
  // ARBOR_CACHE_DIR (work/cache) is where the index of a large session belongs
  const after = fs.readdirSync(work).filter((name) => !before.has(name) && path.join(work, name) !== env.ARBOR_CACHE_DIR)
  r.bad["wrote outside its directory"]! += after.length
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
  const bytes = ['#', '"', "}", "{", "x", "0", "\n", " ", ",", "]", ":"]
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
  r.note = `${steps} steps (${edits} same-length edits, ${appends} appends, each with the time set back) on a 2 MB session and three small ones; 9 commands cached and not after each`
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
