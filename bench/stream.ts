/**
 * The CPU a chat spends drawing a streamed reply: pi 1.6.0's own terminal UI against Arbor's,
 * each a real process in a tmux pane of 120×40, both on one local fake Chat Completions server
 * (the same `models.json`) that streams the same 120-line Markdown reply at the same pace. The
 * process's CPU (user + system, from /proc, its children included) is read when the prompt is
 * sent and again when the reply's last line is on screen and the process has gone quiet; the
 * difference is the turn's CPU. The terminal's work is measured the same way: the tmux server's
 * own CPU over the turn, what drawing the program's output costs the terminal; and the program's
 * main thread apart from its others (V8 compiling the code, mostly). Each run has two
 * turns, the same reply twice in one process: the first is a chat's first reply, when V8 still
 * compiles the code that draws and streams (the threads beside the main one do most of that); the
 * second ("2nd") is every reply after it. Start-up (loading the session, the first screen) is not
 * counted, and one run of each program before the measured ones is not either: after it Arbor has
 * its code cache, as it has on a user's machine after the first start.
 *
 *   npm run bench:stream                       # 5 paired runs per transcript
 *   npm run bench:stream -- --runs 3 --pace 10 # quick; --pace is ms between deltas
 *   npm run bench:stream -- --profile /tmp/prof # also writes a CPU profile of each Arbor run
 *   npm run bench:stream -- --baseline DIR      # also another build of Arbor (a checkout, or its packages/cli)
 *
 * Two transcripts: a short one (10 prior messages) and a long one (1,000), the same session file
 * opened by both (`--session`, a fresh copy per run). The runs alternate pi and Arbor (ABBA) so
 * that a change of the machine's load falls on both. Per-frame work that grows with the
 * transcript shows as the long transcript's CPU above the short one's. Prints a table of medians
 * and ratios, the load average, and one `BENCH {...}` JSON line.
 *
 * Needs tmux, pi and Node 22 in `.bench/` (bench/Pi.ts installs them), and the built bundle
 * (`node scripts/build.mjs`, into packages/cli).
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { parseArgs } from "node:util"
import { median, numberFlag } from "./Flags.js"
import * as Pi from "./Pi.js"

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: "string" },
    pace: { type: "string" },
    long: { type: "string" },
    short: { type: "string" },
    profile: { type: "string" },
    baseline: { type: "string" }
  },
  strict: true
})
const RUNS = Math.floor(numberFlag("runs", flags.runs, 5, (n) => n >= 1))
const PACE_MS = numberFlag("pace", flags.pace, 10, (n) => n >= 0)
const SHORT = Math.floor(numberFlag("short", flags.short, 10, (n) => n >= 2))
const LONG = Math.floor(numberFlag("long", flags.long, 1000, (n) => n >= 2))
/** With `--profile DIR`, Arbor runs under `node --cpu-prof --cpu-prof-dir DIR` (a profile per run). */
const PROFILE = flags.profile === undefined ? undefined : path.resolve(flags.profile)
const COLUMNS = 120
const ROWS = 40
const root = path.resolve(import.meta.dirname, "..")
const arborBin = path.join(root, "packages", "cli", "bin", "arbor.js")
/**
 * With `--baseline DIR`, another build of Arbor (say, before a change) runs too, in the same
 * rotation: a change is measured against the code before it under the same load. DIR is a
 * built checkout (as `bench:package --base` takes) or a copy of its `packages/cli`.
 */
const baselineBin = flags.baseline === undefined ? undefined : ((dir: string) => {
  const inCheckout = path.join(dir, "packages", "cli", "bin", "arbor.js")
  return fs.existsSync(inCheckout) ? inCheckout : path.join(dir, "bin", "arbor.js")
})(path.resolve(flags.baseline))
/** Arbor's cache folder for every run of the bench (its code cache: see `turn`). */
const codeCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-stream-cache-"))
const PROVIDER = "fake"
const MODEL = "fake-coder"
const MARKER = "END-OF-REPLY"

// -- the reply ----------------------------------------------------------------------------------

/** 120 lines of Markdown: headings, paragraphs, lists, a fenced code block, the marker last. */
const replyLines = (): Array<string> => {
  const words = ["the", "parser", "reads", "each", "entry", "once", "and", "keeps", "its", "offset", "so", "a", "later", "pass", "is", "cheap"]
  const sentence = (i: number, n: number) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(" ")
  const lines: Array<string> = []
  let i = 0
  while (lines.length < 119) {
    const section = Math.floor(i / 24)
    const at = i % 24
    if (at === 0) lines.push(`## Part ${section + 1}: **${sentence(i, 3)}**`)
    else if (at === 1 || at === 12) lines.push("")
    else if (at < 6) lines.push(`${sentence(i, 12)} \`${words[i % words.length]}()\` ${sentence(i + 1, 6)}.`)
    else if (at === 6) lines.push("")
    else if (at < 12) lines.push(`- ${sentence(i, 9)} *${words[(i + 2) % words.length]}*`)
    else if (at === 13) lines.push("```ts")
    else if (at < 22) lines.push(`const ${words[i % words.length]}${i} = read(${i}, "${sentence(i, 3)}") // ${sentence(i, 4)}`)
    else if (at === 22) lines.push("```")
    else lines.push("")
    i++
  }
  lines.push(`${MARKER} ok`)
  return lines
}

/** The reply as deltas of about four words, as a model streams it. */
const replyDeltas = (): Array<string> => {
  const deltas: Array<string> = []
  for (const line of replyLines()) {
    const parts = line.split(/(?<= )/)
    for (let k = 0; k < parts.length; k += 4) deltas.push(parts.slice(k, k + 4).join(""))
    deltas.push("\n")
  }
  return deltas
}

interface Server {
  readonly url: string
  /** How many replies the server has sent to their end. */
  readonly sent: () => number
  readonly close: () => void
}

/** A Chat Completions server on 127.0.0.1 that streams the reply, one delta every PACE_MS. */
const startServer = async (deltas: ReadonlyArray<string>): Promise<Server> => {
  const chunk = (choices: ReadonlyArray<unknown>, usage?: unknown) =>
    `data: ${
      JSON.stringify({
        id: "chatcmpl-bench",
        object: "chat.completion.chunk",
        created: 1760000000,
        model: MODEL,
        choices,
        ...(usage === undefined ? {} : { usage })
      })
    }\n\n`
  const delta = (value: unknown, finish: string | null = null) => chunk([{ index: 0, delta: value, logprobs: null, finish_reason: finish }])
  let sent = 0
  const server = http.createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" })
      res.write(delta({ role: "assistant", content: "" }))
      let i = 0
      const next = () => {
        if (res.destroyed) return
        if (i < deltas.length) {
          res.write(delta({ content: deltas[i++] }))
          setTimeout(next, PACE_MS)
          return
        }
        res.write(delta({}, "stop"))
        res.write(chunk([], { prompt_tokens: 5000, completion_tokens: deltas.length, total_tokens: 5000 + deltas.length }))
        res.end("data: [DONE]\n\n")
        sent++
      }
      next()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => sent,
    close: () => {
      server.closeAllConnections()
      server.close()
    }
  }
}

// -- the session --------------------------------------------------------------------------------

/** A pi session file (version 3) in `cwd` with `messages` prior messages: user prompts and Markdown replies. */
const sessionText = (cwd: string, messages: number): string => {
  const at = (n: number) => new Date(Date.UTC(2026, 11, 1) + n * 1000).toISOString()
  const lines: Array<unknown> = [{ type: "session", version: 3, id: "01a24ce9-0000-7000-8000-000000000001", timestamp: at(0), cwd }]
  let parent: string | null = null
  const add = (entry: Record<string, unknown>) => {
    const id = lines.length.toString(16).padStart(8, "0")
    lines.push({ ...entry, id, parentId: parent, timestamp: at(lines.length) })
    parent = id
  }
  add({ type: "model_change", provider: PROVIDER, modelId: MODEL })
  for (let m = 0; m < messages; m++) {
    if (m % 2 === 0) {
      add({
        type: "message",
        message: { role: "user", content: [{ type: "text", text: `Question ${m / 2}: how does part ${m % 17} of the parser work?` }], timestamp: 0 }
      })
    } else {
      const text = [
        `Part ${m % 17} reads **each entry once** and keeps its offset, so that a later pass is cheap.`,
        "",
        `- it checks the header of message ${m}`,
        "- it keeps the `offset` of each line",
        "- it never reads a line twice",
        "",
        "```ts",
        `const entry${m} = read(offset, ${m})`,
        "```"
      ].join("\n")
      add({
        type: "message",
        message: {
          role: "assistant",
          content: [{ type: "text", text }],
          api: "openai-completions",
          provider: PROVIDER,
          model: MODEL,
          usage: {
            input: 100,
            output: 50,
            cacheRead: 0,
            cacheWrite: 0,
            totalTokens: 150,
            cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
          },
          stopReason: "stop",
          timestamp: 0
        }
      })
    }
  }
  return `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`
}

// -- the terminal and the CPU -------------------------------------------------------------------

const TICK = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100

/** The fields of /proc/PID/stat (or of another stat file, a thread's) after the command name. */
const stat = (pid: number, file = `/proc/${pid}/stat`): Array<string> | undefined => {
  try {
    const text = fs.readFileSync(file, "utf8")
    return text.slice(text.lastIndexOf(")") + 2).split(" ")
  } catch {
    return undefined
  }
}

/** utime and stime (fields 14-15 of stat; here indices 11-12), in clock ticks. */
const ownTicks = (fields: ReadonlyArray<string>): number => Number(fields[11]) + Number(fields[12])

/** CPU seconds of `pid` (user + system), its live descendants' and its reaped children's. */
const cpuSeconds = (pid: number): number => {
  const children = new Map<number, Array<number>>()
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    const fields = stat(Number(name))
    if (fields === undefined) continue
    const parent = Number(fields[1])
    children.set(parent, [...(children.get(parent) ?? []), Number(name)])
  }
  let ticks = 0
  const visit = (at: number, isRoot: boolean) => {
    const fields = stat(at)
    if (fields === undefined) return
    // cutime and cstime are fields 16-17 of stat; here indices 13-14
    ticks += ownTicks(fields) + (isRoot ? Number(fields[13]) + Number(fields[14]) : 0)
    for (const child of children.get(at) ?? []) visit(child, false)
  }
  visit(pid, true)
  return ticks / TICK
}

/** The CPU seconds of the process `pid` alone (not its children). */
const ownCpuSeconds = (pid: number): number => {
  const fields = stat(pid)
  return fields === undefined ? 0 : ownTicks(fields) / TICK
}

/** The CPU seconds of the main thread of `pid` (JavaScript's; the others are V8's compilers and GC, libuv's pool). */
const mainThreadSeconds = (pid: number): number => {
  const fields = stat(pid, `/proc/${pid}/task/${pid}/stat`)
  return fields === undefined ? 0 : ownTicks(fields) / TICK
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class Pane {
  private constructor(readonly socket: string, readonly pid: number, readonly serverPid: number) {}

  static start(command: ReadonlyArray<string>, env: Record<string, string>, cwd: string): Pane {
    const socket = `arbor-bench-stream-${process.pid}-${Math.random().toString(36).slice(2, 8)}`
    const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`
    const assignments = Object.entries(env).map(([k, v]) => `${k}=${quote(v)}`).join(" ")
    const shell = `cd ${quote(cwd)} && exec env -i ${assignments} ${command.map(quote).join(" ")}`
    execFileSync("tmux", ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(COLUMNS), "-y", String(ROWS), shell])
    const [pid, serverPid] = execFileSync("tmux", ["-L", socket, "display-message", "-p", "#{pane_pid} #{pid}"], { encoding: "utf8" }).trim().split(" ").map(
      Number
    )
    return new Pane(socket, pid as number, serverPid as number)
  }

  screen(): string {
    try {
      return execFileSync("tmux", ["-L", this.socket, "capture-pane", "-p"], { encoding: "utf8" })
    } catch {
      return ""
    }
  }

  async waitFor(check: (screen: string) => boolean, what: string, timeoutMs = 120_000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const screen = this.screen()
      if (check(screen)) return screen
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the screen:\n${screen}`)
      await sleep(50)
    }
  }

  type(text: string) {
    execFileSync("tmux", ["-L", this.socket, "send-keys", "-l", text])
  }

  keys(...names: ReadonlyArray<string>) {
    execFileSync("tmux", ["-L", this.socket, "send-keys", ...names])
  }

  close() {
    try {
      execFileSync("tmux", ["-L", this.socket, "kill-server"], { stdio: "ignore" })
    } catch {
      // already gone
    }
  }
}

/** Waits until the process's CPU stops moving (two readings 150 ms apart agree), at most 5 s. */
const quiet = async (pid: number): Promise<number> => {
  let last = cpuSeconds(pid)
  for (let i = 0; i < 33; i++) {
    await sleep(150)
    const now = cpuSeconds(pid)
    if (now === last) return now
    last = now
  }
  return last
}

type App = "pi" | "arbor" | "baseline"

interface Workspace {
  readonly home: string
  readonly agentDir: string
  readonly cwd: string
}

const workspace = (url: string): Workspace => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-stream-"))
  const agentDir = path.join(home, "agent")
  const cwd = path.join(home, "project")
  fs.mkdirSync(agentDir)
  fs.mkdirSync(cwd)
  const model = {
    id: MODEL,
    name: "Fake Coder",
    reasoning: false,
    input: ["text"],
    contextWindow: 1_000_000,
    maxTokens: 16384,
    cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 }
  }
  const models = { providers: { [PROVIDER]: { baseUrl: `${url}/v1`, api: "openai-completions", apiKey: "fake-key", models: [model] } } }
  fs.writeFileSync(path.join(agentDir, "models.json"), `${JSON.stringify(models, null, 2)}\n`)
  return { home, agentDir, cwd }
}

/** The CPU seconds of one turn, the program's and the terminal's. */
interface Turn {
  readonly cpu: number
  /** Of `cpu`, the main thread's. */
  readonly main: number
  readonly terminal: number
}

/**
 * Two turns: start `app` on a fresh copy of a session with `messages` prior messages, send the
 * prompt, wait for the reply, then the same again in the same process; each turn's CPU.
 */
const turns = async (app: App, server: Server, messages: number): Promise<readonly [Turn, Turn]> => {
  const ws = workspace(server.url)
  const file = path.join(ws.home, "session.jsonl")
  fs.writeFileSync(file, sessionText(ws.cwd, messages))
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: ws.home,
    TERM: "xterm-256color",
    LANG: "C.UTF-8",
    PI_CODING_AGENT_DIR: ws.agentDir
  }
  const command = app === "pi" ?
    [
      Pi.node22,
      Pi.piCli,
      ...Pi.QUIET,
      "--model",
      `${PROVIDER}/${MODEL}`,
      "--session",
      file
    ] :
    [
      process.execPath,
      ...(PROFILE === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", path.join(PROFILE, app)]),
      app === "baseline" ? baselineBin as string : arborBin,
      "--model",
      `${PROVIDER}/${MODEL}`,
      "--session",
      file
    ]
  // Arbor's code cache is kept between runs, as a user's is: a run with none writes it, which is
  // start-up work that would fall inside the turn (see the warm-up in main)
  const extra: Record<string, string> = app === "pi"
    ? Pi.QUIET_ENV
    : { ARBOR_MODEL: "", ARBOR_CACHE_DIR: codeCacheDir }
  const pane = Pane.start(command, { ...env, ...extra }, ws.cwd)
  try {
    // ready: the model is named in the footer and the last prior message is on screen
    await pane.waitFor((s) => s.includes(MODEL) && s.includes(`const entry${messages - 1} `), `${app} to start`)
    await quiet(pane.pid)
    const turn = async (prompt: string): Promise<Turn> => {
      pane.type(prompt)
      await pane.waitFor((s) => s.includes(prompt), `${app} to show the prompt`)
      await quiet(pane.pid)
      const before = cpuSeconds(pane.pid)
      const terminalBefore = ownCpuSeconds(pane.serverPid)
      const mainBefore = mainThreadSeconds(pane.pid)
      const sent = server.sent()
      pane.keys("Enter")
      await pane.waitFor((s) => server.sent() > sent && s.includes(`${MARKER} ok`), `${app} to show the reply's last line`)
      const after = await quiet(pane.pid)
      return { cpu: after - before, main: mainThreadSeconds(pane.pid) - mainBefore, terminal: ownCpuSeconds(pane.serverPid) - terminalBefore }
    }
    const first = await turn("Explain the parser.")
    const second = await turn("Once more, please.")
    if (PROFILE !== undefined && app !== "pi") {
      // the profile is written when the process exits on its own
      pane.type("/quit")
      pane.keys("Enter")
      const deadline = Date.now() + 30_000
      while (stat(pane.pid) !== undefined && Date.now() < deadline) await sleep(100)
    }
    return [first, second]
  } finally {
    pane.close()
    fs.rmSync(ws.home, { recursive: true, force: true })
  }
}

const main = async () => {
  if (!fs.existsSync(path.join(root, "packages", "cli", "dist", "arbor.cjs"))) throw new Error("build the bundle first: node scripts/build.mjs")
  if (baselineBin !== undefined && !fs.existsSync(path.join(path.dirname(baselineBin), "..", "dist", "arbor.cjs"))) {
    throw new Error(`--baseline: no built Arbor in ${flags.baseline} (packages/cli/bin/arbor.js and dist/arbor.cjs beside it)`)
  }
  const apps: Array<App> = baselineBin === undefined ? ["pi", "arbor"] : ["pi", "arbor", "baseline"]
  await Pi.ensure()
  await Pi.ensureNode22()
  const deltas = replyDeltas()
  const server = await startServer(deltas)
  const loadBefore = os.loadavg()
  const results: Record<string, Record<App, Array<number>>> = {}
  const terminals: Record<string, Record<App, Array<number>>> = {}
  const mains: Record<string, Record<App, Array<number>>> = {}
  try {
    // one turn of each, not counted: Arbor's code cache is written, and each program's files are read once
    for (const app of apps) await turns(app, server, SHORT)
    const empty = (): Record<App, Array<number>> => ({ pi: [], arbor: [], baseline: [] })
    for (const [label, messages] of [["short", SHORT], ["long", LONG]] as const) {
      for (const name of [label, `${label} 2nd`]) {
        results[name] = empty()
        terminals[name] = empty()
        mains[name] = empty()
      }
      for (let r = 0; r < RUNS; r++) {
        const order = r % 2 === 0 ? apps : [...apps].reverse()
        for (const app of order) {
          const measured = await turns(app, server, messages)
          measured.forEach(({ cpu, main, terminal }, i) => {
            const name = i === 0 ? label : `${label} 2nd`
            results[name]?.[app].push(cpu)
            terminals[name]?.[app].push(terminal)
            mains[name]?.[app].push(main)
          })
          const shown = measured.map(({ cpu, terminal }) => `${cpu.toFixed(2)} s CPU, tmux ${terminal.toFixed(2)} s`).join("; then ")
          process.stderr.write(`${label} (${messages} messages) run ${r + 1}/${RUNS} ${app}: ${shown}\n`)
        }
      }
    }
  } finally {
    server.close()
    fs.rmSync(codeCacheDir, { recursive: true, force: true })
  }
  const loadAfter = os.loadavg()
  const rows = Object.entries(results).map(([label, samples]) => {
    const pi = median(samples.pi)
    const arbor = median(samples.arbor)
    return {
      transcript: label,
      messages: label.startsWith("short") ? SHORT : LONG,
      piCpuS: pi,
      arborCpuS: arbor,
      ratio: arbor / pi,
      pi: samples.pi,
      arbor: samples.arbor,
      ...(baselineBin === undefined ? {} : { baselineCpuS: median(samples.baseline), baseline: samples.baseline }),
      piMainS: median(mains[label]?.pi ?? []),
      arborMainS: median(mains[label]?.arbor ?? []),
      piTerminalS: median(terminals[label]?.pi ?? []),
      arborTerminalS: median(terminals[label]?.arbor ?? []),
      ...(baselineBin === undefined ? {} : { baselineTerminalS: median(terminals[label]?.baseline ?? []) })
    }
  })
  const streamS = (deltas.length * PACE_MS) / 1000
  console.log(
    `reply: 120 lines, ${deltas.length} deltas, one every ${PACE_MS} ms (~${streamS.toFixed(1)} s); terminal ${COLUMNS}x${ROWS}; ${RUNS} paired runs, medians`
  )
  const baselineHeader = baselineBin === undefined ? "" : `${"baseline".padStart(10)}${"Arbor/base".padStart(12)}`
  console.log(
    `${"transcript".padEnd(22)}${"pi CPU".padStart(10)}${"Arbor CPU".padStart(12)}${"Arbor/pi".padStart(10)}${baselineHeader}${"tmux: pi".padStart(10)}${
      "Arbor".padStart(8)
    }${baselineBin === undefined ? "" : "base".padStart(8)}`
  )
  for (const row of rows) {
    const baseline = row.baselineCpuS === undefined
      ? ""
      : `${`${row.baselineCpuS.toFixed(2)} s`.padStart(10)}${(row.arborCpuS / row.baselineCpuS).toFixed(2).padStart(12)}`
    console.log(
      `${`${row.transcript} (${row.messages} msgs)`.padEnd(22)}${`${row.piCpuS.toFixed(2)} s`.padStart(10)}${`${row.arborCpuS.toFixed(2)} s`.padStart(12)}${
        row.ratio.toFixed(2).padStart(10)
      }${baseline}${`${row.piTerminalS.toFixed(2)} s`.padStart(10)}${`${row.arborTerminalS.toFixed(2)} s`.padStart(8)}${
        row.baselineTerminalS === undefined ? "" : `${row.baselineTerminalS.toFixed(2)} s`.padStart(8)
      }`
    )
  }
  // the main thread runs the JavaScript; the others are mostly V8 compiling it (a first reply's)
  const split = (all: number, main: number) => `${main.toFixed(2)} + ${(all - main).toFixed(2)} s`
  console.log("main thread + the others (medians):")
  for (const row of rows) {
    console.log(`  ${row.transcript.padEnd(10)} pi ${split(row.piCpuS, row.piMainS)}, Arbor ${split(row.arborCpuS, row.arborMainS)}`)
  }
  const short = rows.find((row) => row.transcript === "short")
  const long = rows.find((row) => row.transcript === "long")
  if (short !== undefined && long !== undefined) {
    console.log(`long/short: pi ${(long.piCpuS / short.piCpuS).toFixed(2)}, Arbor ${(long.arborCpuS / short.arborCpuS).toFixed(2)}`)
  }
  console.log(`load average (1 min) before ${loadBefore[0]?.toFixed(2)}, after ${loadAfter[0]?.toFixed(2)}; ${os.cpus().length} cores`)
  console.log(`BENCH ${JSON.stringify({ paceMs: PACE_MS, deltas: deltas.length, runs: RUNS, rows, loadBefore: loadBefore[0], loadAfter: loadAfter[0] })}`)
}

await main()
