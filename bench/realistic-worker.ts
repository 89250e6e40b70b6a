/**
 * Writes realistic session files by driving pi 1.6.0's SessionManager as a black box (only the
 * public methods the spec names: create, appendMessage, appendModelChange,
 * appendThinkingLevelChange, appendCompaction, branchWithSummary, branch, appendLabelChange,
 * appendSessionInfo, appendContextEdit, appendCustomEntry, appendCustomMessageEntry,
 * appendUsage, getLeafId). Run by bench/Realistic.ts, one process per corpus:
 *
 *   node --max-old-space-size=6144 --import tsx bench/realistic-worker.ts '<json>'
 *
 *   {"piModule":…,"dir":…,"cwd":…,"seed":42,"kind":"big","entries":50000,"bytes":100000000}
 *   {"piModule":…,"dir":…,"cwd":…,"seed":42,"kind":"corpus","from":0,"to":1000}
 *
 * Deterministic: pi stamps entries with the current time and draws ids from the platform's
 * randomness, so before pi is imported this process replaces `Date` with a clock that only moves
 * when the script says so, and `Math.random` and node's / the web crypto random sources with a
 * seeded generator, reseeded per session from (seed, session index). Session `i` of a corpus is
 * therefore the same file whichever run wrote it.
 *
 * A session is a long coding-agent run: a system prompt with tool declarations, user prompts,
 * tool loops of up to ~80 rounds (assistant thinking, text and tool calls with usage that follows
 * the context size; tool results of a few bytes to a few hundred KB: file reads, test logs,
 * diffs, greps), compactions exactly when pi's rule fires (context estimate, chars/4 per message
 * as pi estimates, above window − reserveTokens 16384; the cut keeps ≥ keepRecentTokens 20000 and
 * never lands on a tool result), `/tree` returns to an earlier prompt (with a branch summary via
 * branchWithSummary, or without via branch), labels, names, model and thinking-level changes,
 * and the odd context edit, extension entry, custom message and usage entry.
 *
 * Prints progress on stderr and one line `RESULT {...}` on stdout.
 */
import * as fs from "node:fs"
import { createRequire, syncBuiltinESMExports } from "node:module"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as Synthetic from "./Synthetic.js"

const { Rng } = Synthetic
type Rng = Synthetic.Rng

// ---------------------------------------------------------------------------------------------
// A frozen world: the clock and every random source, seeded
// ---------------------------------------------------------------------------------------------

let worldRng: Rng = new Rng(1)
let nowMs = Date.UTC(2026, 0, 1)
const RealDate = Date

class FrozenDate extends RealDate {
  constructor(...args: Array<unknown>) {
    if (args.length === 0) super(nowMs)
    else super(...(args as [number]))
  }
  static override now(): number {
    return nowMs
  }
}
globalThis.Date = FrozenDate as DateConstructor

const fillRandom = <T extends ArrayBufferView>(view: T): T => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(worldRng.next() * 256)
  return view
}
const uuid = (): `${string}-${string}-${string}-${string}-${string}` => {
  const b = fillRandom(new Uint8Array(16))
  b[6] = ((b[6] as number) & 0x0f) | 0x40
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  const h = Buffer.from(b).toString("hex")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
{
  // the builtin's CommonJS object; syncBuiltinESMExports carries the changes to its ESM exports
  const c = createRequire(import.meta.url)("node:crypto") as Record<string, unknown>
  c.randomBytes = (size: number, callback?: (error: Error | null, buf: Buffer) => void) => {
    const buf = fillRandom(Buffer.alloc(size))
    if (callback === undefined) return buf
    process.nextTick(callback, null, buf)
    return undefined
  }
  c.randomFillSync = <T extends ArrayBufferView>(view: T, offset = 0, size?: number): T => {
    const end = size === undefined ? view.byteLength : offset + size
    fillRandom(new Uint8Array(view.buffer, view.byteOffset + offset, end - offset))
    return view
  }
  c.randomUUID = uuid
  c.randomInt = (a: number, b?: number) => {
    const [lo, hi] = b === undefined ? [0, a] : [a, b]
    return lo + Math.floor(worldRng.next() * (hi - lo))
  }
  syncBuiltinESMExports()
  // node's crypto.getRandomValues is a fixed getter onto the web crypto object, patched here
  Object.defineProperty(globalThis.crypto, "getRandomValues", { value: fillRandom, configurable: true })
  Object.defineProperty(globalThis.crypto, "randomUUID", { value: uuid, configurable: true })
  Math.random = () => worldRng.next()
}

// ---------------------------------------------------------------------------------------------
// pi's API as used here (typed from the spec, not from pi's code)
// ---------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>
interface PiManager {
  appendMessage(message: Obj): string
  appendModelChange(provider: string, modelId: string): string
  appendThinkingLevelChange(level: string): string
  appendCompaction(summary: string, firstKeptEntryId: string, tokensBefore: number, details?: unknown, fromHook?: boolean, usage?: unknown): string
  branchWithSummary(branchFromId: string | null, summary: string, details?: unknown, fromHook?: boolean, usage?: unknown): string
  branch(id: string): void
  appendLabelChange(targetId: string, label?: string): string
  appendSessionInfo(name: string): string
  appendContextEdit(targetId: string, replacement: Obj | null): string
  appendCustomEntry(customType: string, data?: unknown): string
  appendCustomMessageEntry(customType: string, content: unknown, display: boolean, details?: unknown): string
  appendUsage(kind: string, provider: string, model: string, usage: Obj): unknown
  getSessionFile(): string | undefined
}
interface PiModule {
  readonly SessionManager: { create(cwd: string, sessionDir?: string): PiManager }
}

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

interface Args {
  readonly piModule: string
  readonly dir: string
  readonly cwd: string
  readonly seed: number
  readonly kind: "big" | "corpus"
  readonly entries?: number
  readonly bytes?: number
  readonly from?: number
  readonly to?: number
}
const args = JSON.parse(process.argv[2] ?? "{}") as Args
const pi = (await import(pathToFileURL(args.piModule).href)) as PiModule
fs.mkdirSync(args.dir, { recursive: true })

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** Words that mark what a session is about; `websocket` is the benchmark's search word (Realistic.SEARCH_WORD). */
const TOPICS = [
  "websocket",
  "tokenizer",
  "migration",
  "pagination",
  "telemetry",
  "sandbox",
  "scheduler",
  "checkout",
  "renderer",
  "keychain",
  "webhook",
  "throttle",
  "snapshot",
  "bundler",
  "locale",
  "invoice",
  "geocoder",
  "thumbnail",
  "ledger",
  "heartbeat"
] as const

const poolRng = new Rng(args.seed ^ 0x5bd1e995)
const pools = {
  prose: Synthetic.prose(poolRng, 512 * 1024),
  code: Synthetic.pool(poolRng, 2 * 1024 * 1024, Synthetic.codeLine),
  output: Synthetic.pool(poolRng, 2 * 1024 * 1024, Synthetic.outputLine)
}
const slice = (rng: Rng, from: string, chars: number): string => Synthetic.slice(rng, from, Math.max(1, Math.round(chars)))
/** About `chars` characters of prose, from a word start. */
const words = (rng: Rng, chars: number): string => {
  const text = slice(rng, pools.prose, chars + 16)
  return text.slice(text.indexOf(" ") + 1).trim()
}

/** A log-uniform number in [lo, hi]. */
const logUniform = (rng: Rng, lo: number, hi: number): number => lo * Math.pow(hi / lo, rng.next())

const base64ish = (rng: Rng, length: number): string => {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
  let out = ""
  for (let i = 0; i < length; i++) out += chars[Math.floor(rng.next() * 64)]
  return out
}

const numbered = (text: string, first: number): string =>
  text
    .split("\n")
    .map((line, i) => `${String(first + i).padStart(6)}\t${line}`)
    .join("\n")

const diffOf = (rng: Rng, file: string, chars: number): string => {
  const at = rng.int(1, 900)
  const lines = slice(rng, pools.code, chars).split("\n")
  const body = lines.map((line) => `${rng.chance(0.3) ? "-" : rng.chance(0.5) ? "+" : " "}${line}`).join("\n")
  return `--- a/${file}\n+++ b/${file}\n@@ -${at},${lines.length} +${at},${lines.length + rng.int(-3, 6)} @@\n${body}`
}

// ---------------------------------------------------------------------------------------------
// Models and tools
// ---------------------------------------------------------------------------------------------

interface Model {
  readonly provider: string
  readonly id: string
  readonly api: string
  readonly window: number
  /** $ per million tokens: input, output, cache read, cache write. */
  readonly price: readonly [number, number, number, number]
}
const MODELS: ReadonlyArray<readonly [Model, number]> = [
  [{ provider: "anthropic", id: "claude-sonnet-4-5", api: "anthropic-messages", window: 200_000, price: [3, 15, 0.3, 3.75] }, 0.7],
  [{ provider: "anthropic", id: "claude-opus-4-1", api: "anthropic-messages", window: 200_000, price: [15, 75, 1.5, 18.75] }, 0.15],
  [{ provider: "openai", id: "gpt-5", api: "openai-responses", window: 400_000, price: [1.25, 10, 0.125, 0] }, 0.1],
  [{ provider: "google", id: "gemini-2.5-pro", api: "google-generative-ai", window: 1_048_576, price: [1.25, 10, 0.31, 0] }, 0.05]
]
const pickWeighted = <A>(rng: Rng, items: ReadonlyArray<readonly [A, number]>): A => {
  let r = rng.next()
  for (const [item, weight] of items) {
    if (r < weight) return item
    r -= weight
  }
  return (items[items.length - 1] as readonly [A, number])[0]
}
const THINKING = ["off", "minimal", "low", "medium", "high"]
const TOOLS: ReadonlyArray<readonly [string, number]> = [
  ["read", 0.36],
  ["bash", 0.25],
  ["edit", 0.18],
  ["grep", 0.08],
  ["write", 0.05],
  ["ls", 0.04],
  ["find", 0.04]
]
const TOOL_DEFS = [
  {
    name: "read",
    description: "Read the contents of a file. Supports text files and images. Output is truncated to 2000 lines or 50KB; use offset/limit for large files.",
    parameters: {
      type: "object",
      properties: {
        path: { type: "string", description: "Path to the file to read (relative or absolute)" },
        offset: { type: "number", description: "Line number to start reading from (1-indexed)" },
        limit: { type: "number", description: "Maximum number of lines to read" }
      },
      required: ["path"]
    }
  },
  {
    name: "bash",
    description: "Execute a bash command in the current working directory. Returns stdout and stderr, truncated to the last 2000 lines or 50KB.",
    parameters: {
      type: "object",
      properties: {
        command: { type: "string", description: "Bash command to execute" },
        timeout: { type: "number", description: "Timeout in seconds (optional)" }
      },
      required: ["command"]
    }
  },
  {
    name: "edit",
    description: "Edit a file by replacing exact text. The oldText must match exactly (including whitespace).",
    parameters: {
      type: "object",
      properties: {
        path: { type: "string" },
        oldText: { type: "string", description: "Exact text to find and replace" },
        newText: { type: "string", description: "New text to replace the old text with" }
      },
      required: ["path", "oldText", "newText"]
    }
  },
  {
    name: "write",
    description: "Write content to a file. Creates the file if it doesn't exist, overwrites if it does.",
    parameters: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path", "content"] }
  },
  {
    name: "grep",
    description: "Search file contents for a pattern. Returns matching lines with file paths and line numbers.",
    parameters: { type: "object", properties: { pattern: { type: "string" }, path: { type: "string" }, glob: { type: "string" } }, required: ["pattern"] }
  },
  { name: "ls", description: "List directory contents.", parameters: { type: "object", properties: { path: { type: "string" } } } },
  {
    name: "find",
    description: "Find files by glob pattern.",
    parameters: { type: "object", properties: { pattern: { type: "string" }, path: { type: "string" } }, required: ["pattern"] }
  }
]

// pi's compaction settings (docs/settings.md, compaction.md): the defaults
const RESERVE_TOKENS = 16_384
const KEEP_RECENT_TOKENS = 20_000

/** pi's estimate: ceil(chars / 4). */
const tokens = (chars: number): number => Math.ceil(chars / 4)

// ---------------------------------------------------------------------------------------------
// One session
// ---------------------------------------------------------------------------------------------

type Role = "system" | "user" | "assistant" | "toolResult" | "branchSummary" | "custom" | "compaction" | "meta"

interface PathItem {
  readonly id: string
  readonly role: Role
  /** Token estimate of what this entry contributes to the context. */
  tokens: number
  readonly compaction?: { readonly firstKeptId: string; readonly tokens: number }
}

interface Plan {
  readonly entries: number
  readonly bytes: number
  readonly start: number
  readonly named: boolean
  readonly topic: string
  readonly seed: number
}

interface Written {
  readonly file: string
  readonly entries: number
  readonly bytes: number
  readonly compactions: number
  readonly branchSummaries: number
  readonly navigations: number
  readonly labels: number
  readonly named: boolean
  readonly toolResults: number
  readonly largestToolResult: number
}

const writeSession = (plan: Plan): Written => {
  const rng = new Rng(plan.seed)
  worldRng = new Rng(plan.seed ^ 0x9e3779b9)
  nowMs = plan.start
  const tick = (lo: number, hi: number): void => {
    nowMs += rng.int(lo, hi)
  }

  const sm = pi.SessionManager.create(args.cwd, args.dir)
  const path: Array<PathItem> = []
  let entries = 0
  let bytes = 0
  let payloadBytes = 0
  let payloadCount = 0
  let compactions = 0
  let branchSummaries = 0
  let navigations = 0
  let labels = 0
  let largestToolResult = 0
  let toolResults = 0
  let model = pickWeighted(rng, MODELS)
  let thinkingLevel = rng.pick(["medium", "medium", "high", "low"])
  /** The project's files: what tool calls read and change. */
  const projectFiles = Array.from({ length: Math.round(logUniform(rng, 40, 400)) }, () => Synthetic.filePath(rng))
  const readFiles = new Set<string>()
  const modifiedFiles = new Set<string>()
  /** Context estimate of the active path (what pi would send next). */
  let context = 0
  let lastPromptTokens = 0

  /** Records an appended entry: `size` approximates its line (payload plus ~110 bytes of entry fields). */
  const record = (id: string, role: Role, contextTokens: number, size: number, extra?: Partial<PathItem>): string => {
    path.push({ id, role, tokens: contextTokens, ...extra })
    entries++
    bytes += size + 110
    if (entries % 256 === 0) {
      // the estimate drifts; the file says how far along it is
      const file = sm.getSessionFile()
      if (file !== undefined && fs.existsSync(file)) bytes = fs.statSync(file).size
    }
    context += contextTokens
    return id
  }
  const recompute = (): void => {
    let k = -1
    for (let i = path.length - 1; i >= 0; i--) {
      if (path[i]?.role === "compaction") {
        k = i
        break
      }
    }
    if (k === -1) {
      context = path.reduce((sum, item) => sum + item.tokens, 0)
      return
    }
    const c = path[k] as PathItem
    let total = c.tokens
    const first = path.findIndex((item, i) => i < k && item.id === c.compaction?.firstKeptId)
    if (first !== -1) {
      for (let i = first; i < k; i++) {
        if (path[i]?.role !== "system" && path[i]?.role !== "compaction") total += (path[i] as PathItem).tokens
      }
    }
    for (let i = k + 1; i < path.length; i++) total += (path[i] as PathItem).tokens
    context = total
  }

  const usageFor = (input: number, output: number, cacheRead: number, cacheWrite: number): Obj => {
    const [pIn, pOut, pRead, pWrite] = model.price
    const cost = {
      input: (input * pIn) / 1e6,
      output: (output * pOut) / 1e6,
      cacheRead: (cacheRead * pRead) / 1e6,
      cacheWrite: (cacheWrite * pWrite) / 1e6,
      total: 0
    }
    cost.total = cost.input + cost.output + cost.cacheRead + cost.cacheWrite
    return { input, output, cacheRead, cacheWrite, totalTokens: input + output + cacheRead + cacheWrite, cost }
  }

  // -- sizes ------------------------------------------------------------------------------------
  /** The size of the next large tool output, steered so the session lands near its byte target. */
  const payloadSize = (): number => {
    const remainingEntries = Math.max(1, plan.entries - entries)
    const overhead = payloadCount === 0 ? 900 : Math.max(300, (bytes - payloadBytes) / Math.max(1, entries - payloadCount))
    const share = (payloadCount + 10) / (entries + 30)
    const budget = plan.bytes - bytes - overhead * remainingEntries * (1 - share)
    const mean = Math.max(120, budget / Math.max(1, remainingEntries * share))
    const r = rng.next()
    // mean 1.84: half are short, a third around the mean, some several times it, 3% far larger
    const factor = r < 0.5
      ? 0.04 + rng.next() * 0.26
      : r < 0.83
      ? 0.5 + rng.next() * 1.3
      : r < 0.97
      ? 2 + rng.next() * 4
      : r < 0.995
      ? 8 + rng.next() * 17
      : 40 + rng.next() * 80
    return Math.max(40, Math.min(400_000, Math.round((mean * factor) / 1.84)))
  }

  // -- entries ----------------------------------------------------------------------------------
  const systemMessage = (): void => {
    tick(500, 3000)
    const sections = {
      preamble: `You are an expert coding assistant operating inside pi, a coding agent harness. ${words(rng, rng.int(2500, 4500))}`,
      tools: `<tools>\n${TOOL_DEFS.map((t) => `- ${t.name}: ${t.description}`).join("\n")}\n</tools>`,
      guidelines: words(rng, rng.int(800, 2000)),
      context: `<project-context>\n${words(rng, rng.int(300, 3000))}\n</project-context>`,
      cwd: `Current working directory: ${args.cwd}`
    }
    const message = { role: "system", content: "", sections, timestamp: nowMs, toolsAdded: TOOL_DEFS }
    const size = JSON.stringify(message).length
    record(sm.appendMessage(message), "system", tokens(size), size)
  }

  const userMessage = (): void => {
    tick(5_000, 600_000)
    let text = `${words(rng, rng.int(30, 500))} ${plan.topic} ${words(rng, rng.int(10, 300))}`
    if (rng.chance(0.04)) text += `\n\n\`\`\`\n${slice(rng, pools.output, logUniform(rng, 1500, 30_000))}\n\`\`\``
    const message = { role: "user", content: [{ type: "text", text }], timestamp: nowMs - rng.int(5, 50) }
    record(sm.appendMessage(message), "user", tokens(text.length), text.length + 90)
  }

  const toolCall = (name: string): Obj => {
    const file = rng.pick(projectFiles)
    switch (name) {
      case "read":
        readFiles.add(file)
        return rng.chance(0.2) ? { path: file, offset: rng.int(1, 800), limit: rng.pick([100, 200, 400]) } : { path: file }
      case "bash":
        return {
          command: rng.pick(["npm test", "npx vitest run", "npx tsc --noEmit", "git diff", "git status", "npm run build", "git log --oneline -20"]) +
            (rng.chance(0.4) ? ` -- ${file}` : "")
        }
      case "edit": {
        modifiedFiles.add(file)
        const oldText = slice(rng, pools.code, logUniform(rng, 30, 1500))
        return { path: file, oldText, newText: `${oldText.slice(0, Math.floor(oldText.length / 2))}${slice(rng, pools.code, logUniform(rng, 20, 1500))}` }
      }
      case "write":
        modifiedFiles.add(file)
        return { path: file, content: slice(rng, pools.code, logUniform(rng, 200, 8000)) }
      case "grep":
        return { pattern: Synthetic.ident(rng), path: rng.pick(["src", "test", "."]) }
      case "ls":
        return { path: rng.pick(["src", "test", "src/domain", "."]) }
      default:
        return { pattern: `**/*${Synthetic.ident(rng)}*.ts` }
    }
  }

  const assistantMessage = (calls: number): Array<readonly [string, string, Obj]> => {
    tick(1_500, 45_000)
    const content: Array<Obj> = []
    let chars = 0
    if (thinkingLevel !== "off" && rng.chance(0.7)) {
      const thinking = words(rng, logUniform(rng, 60, 3000))
      chars += thinking.length
      content.push(
        model.provider === "anthropic" ? { type: "thinking", thinking, thinkingSignature: base64ish(rng, rng.int(200, 900)) } : { type: "thinking", thinking }
      )
    }
    if (calls === 0 || rng.chance(0.45)) {
      const text = words(rng, calls === 0 ? logUniform(rng, 100, 3000) : logUniform(rng, 30, 600))
      chars += text.length
      content.push({ type: "text", text })
    }
    const made: Array<readonly [string, string, Obj]> = []
    for (let i = 0; i < calls; i++) {
      const name = pickWeighted(rng, TOOLS)
      const callId = model.provider === "anthropic" ? `toolu_01${rng.alnum(22)}` : `call_${rng.alnum(24)}`
      const callArgs = toolCall(name)
      chars += name.length + JSON.stringify(callArgs).length
      content.push({ type: "toolCall", id: callId, name, arguments: callArgs })
      made.push([callId, name, callArgs])
    }
    const output = tokens(chars)
    // the prompt is the context so far: mostly a cache hit, the tail since the last reply written
    const prompt = context
    const fresh = Math.max(0, prompt - lastPromptTokens)
    const cacheRead = Math.max(0, prompt - fresh)
    const uncached = model.provider === "anthropic" ? rng.int(1, 12) : Math.min(fresh, rng.int(200, 4000))
    const cacheWrite = model.provider === "anthropic" ? Math.max(0, fresh - uncached) : 0
    lastPromptTokens = prompt + output
    const message: Obj = {
      role: "assistant",
      content,
      api: model.api,
      provider: model.provider,
      model: model.id,
      usage: usageFor(model.provider === "anthropic" ? uncached : fresh, output, cacheRead, cacheWrite),
      stopReason: calls > 0 ? "toolUse" : "stop",
      timestamp: nowMs - rng.int(1_000, 40_000),
      responseId: model.provider === "anthropic" ? `msg_01${rng.alnum(22)}` : `resp_${rng.hex(32)}`,
      durationMs: rng.int(800, 90_000),
      thinkingLevel
    }
    const size = JSON.stringify(message).length
    record(sm.appendMessage(message), "assistant", output, size)
    return made
  }

  const toolResult = (callId: string, name: string, callArgs: Obj): void => {
    tick(30, 20_000)
    let text: string
    let details: Obj | undefined
    let payload = false
    switch (name) {
      case "read":
        payload = true
        text = numbered(slice(rng, pools.code, payloadSize()), typeof callArgs.offset === "number" ? callArgs.offset : 1)
        break
      case "bash":
        payload = true
        text = slice(rng, pools.output, payloadSize())
        break
      case "grep":
      case "find":
        payload = true
        text = slice(rng, pools.output, payloadSize() / 3)
        break
      case "ls":
        text = slice(rng, pools.output, rng.int(80, 2500))
        break
      case "edit":
        text = `Successfully replaced text in ${String(callArgs.path)}.`
        details = { diff: diffOf(rng, String(callArgs.path), logUniform(rng, 200, 6000)), firstChangedLine: rng.int(1, 900) }
        break
      default:
        text = `Successfully wrote ${String((callArgs.content as string | undefined)?.length ?? 0)} bytes to ${String(callArgs.path)}`
    }
    const message: Obj = { role: "toolResult", toolCallId: callId, toolName: name, content: [{ type: "text", text }] }
    if (details !== undefined) message.details = details
    message.isError = rng.chance(0.04)
    message.timestamp = nowMs - rng.int(1, 30)
    const size = text.length + (details === undefined ? 0 : JSON.stringify(details).length) + 150
    record(sm.appendMessage(message), "toolResult", tokens(text.length), size)
    if (payload) {
      payloadBytes += size
      payloadCount++
    }
    toolResults++
    largestToolResult = Math.max(largestToolResult, text.length)
  }

  const fileLists = (): Obj => ({ readFiles: [...readFiles].sort(), modifiedFiles: [...modifiedFiles].sort() })
  const summaryText = (chars: number, compaction: boolean): string => {
    const bullets = (n: number, prefix: string) => Array.from({ length: n }, () => `${prefix}${words(rng, rng.int(40, 160))}`).join("\n")
    const parts = [
      `## Goal\n${words(rng, chars * 0.12)}`,
      `## Constraints & Preferences\n${bullets(rng.int(1, 4), "- ")}`,
      `## Progress\n### Done\n${bullets(rng.int(2, 8), "- [x] ")}\n\n### In Progress\n${bullets(rng.int(1, 3), "- [ ] ")}\n\n### Blocked\n- ${words(rng, 60)}`,
      `## Key Decisions\n${bullets(rng.int(1, 5), "- **Decision**: ")}`,
      `## Next Steps\n${bullets(rng.int(1, 4), "1. ")}`
    ]
    if (compaction) parts.push(`## Critical Context\n${bullets(rng.int(1, 4), "- ")}\n${words(rng, chars * 0.4)}`)
    if (readFiles.size > 0) parts.push(`<read-files>\n${[...readFiles].slice(-40).join("\n")}\n</read-files>`)
    if (modifiedFiles.size > 0) parts.push(`<modified-files>\n${[...modifiedFiles].slice(-40).join("\n")}\n</modified-files>`)
    return parts.join("\n\n")
  }

  /** pi's automatic compaction, when its threshold rule fires. */
  const maybeCompact = (): void => {
    if (context <= model.window - RESERVE_TOKENS) return
    // the summarizable range: after the last compaction on the path (from its kept entry)
    let start = 0
    for (let i = path.length - 1; i >= 0; i--) {
      const item = path[i] as PathItem
      if (item.role === "compaction") {
        const kept = path.findIndex((p, j) => j < i && p.id === item.compaction?.firstKeptId)
        start = kept === -1 ? i + 1 : kept
        break
      }
    }
    const candidate = (item: PathItem) => item.role === "user" || item.role === "assistant" || item.role === "custom" || item.role === "branchSummary"
    let sum = 0
    let cut = -1
    for (let i = path.length - 1; i >= start; i--) {
      const item = path[i] as PathItem
      if (item.role === "compaction" || item.tokens === 0) continue
      sum += item.tokens
      if (sum >= KEEP_RECENT_TOKENS) {
        for (let j = i; j < path.length; j++) {
          if (candidate(path[j] as PathItem)) {
            cut = j
            break
          }
        }
        break
      }
    }
    if (cut === -1) return
    while (cut > start && (path[cut - 1] as PathItem).tokens === 0 && (path[cut - 1] as PathItem).role !== "compaction") cut--
    const firstKeptId = (path[cut] as PathItem).id
    tick(20_000, 120_000)
    const summary = summaryText(logUniform(rng, 3000, 12_000), true)
    const tokensBefore = context
    const usage = usageFor(rng.int(1, 12), tokens(summary.length), 0, Math.min(tokensBefore, model.window - 20_000))
    const system = path.find((item) => item.role === "system")?.tokens ?? 0
    const id = sm.appendCompaction(summary, firstKeptId, tokensBefore, fileLists(), false, usage)
    record(id, "compaction", 0, summary.length + 2200 + system * 4, { compaction: { firstKeptId, tokens: tokens(summary.length) + system } })
    ;(path[path.length - 1] as PathItem).tokens = tokens(summary.length) + system
    recompute()
    lastPromptTokens = 0
    compactions++
  }

  /** `/tree`: back to an earlier prompt on the path, with or without a summary of the branch left. */
  const navigate = (): void => {
    const users: Array<number> = []
    for (let i = path.length - 1; i > 0 && users.length < 40; i--) if (path[i]?.role === "user") users.push(i)
    if (users.length < 2) return
    const back = rng.chance(0.1) ? rng.int(1, users.length - 1) : Math.min(users.length - 1, rng.int(1, 5))
    const target = users[back] as number
    const branchFrom = path[target - 1] as PathItem
    tick(10_000, 300_000)
    navigations++
    path.length = target
    if (rng.chance(0.65)) {
      const summary = summaryText(logUniform(rng, 500, 4000), false)
      const usage = usageFor(rng.int(1, 12), tokens(summary.length), 0, rng.int(2_000, 60_000))
      const id = sm.branchWithSummary(branchFrom.id, summary, fileLists(), false, usage)
      record(id, "branchSummary", tokens(summary.length), summary.length + 600)
      branchSummaries++
      if (rng.chance(0.25)) {
        tick(1_000, 20_000)
        record(sm.appendLabelChange(id, `attempt-${navigations}`), "meta", 0, 60)
        labels++
      }
    } else {
      sm.branch(branchFrom.id)
    }
    recompute()
    lastPromptTokens = 0
  }

  const extras = (turn: number): void => {
    if (plan.named && turn === 1) {
      tick(1_000, 60_000)
      record(sm.appendSessionInfo(`${rng.pick(["Fix", "Add", "Refactor", "Debug", "Review"])} ${plan.topic} ${words(rng, rng.int(8, 40))}`), "meta", 0, 80)
    }
    if (rng.chance(0.01)) {
      tick(1_000, 60_000)
      model = pickWeighted(rng, MODELS)
      record(sm.appendModelChange(model.provider, model.id), "meta", 0, 60)
      lastPromptTokens = 0
    }
    if (rng.chance(0.015)) {
      tick(1_000, 60_000)
      thinkingLevel = rng.pick(THINKING)
      record(sm.appendThinkingLevelChange(thinkingLevel), "meta", 0, 30)
    }
    if (rng.chance(0.03) && path.length > 4) {
      tick(1_000, 60_000)
      const target = path[rng.int(Math.max(0, path.length - 60), path.length - 1)] as PathItem
      record(
        rng.chance(0.9)
          ? sm.appendLabelChange(target.id, rng.pick(["checkpoint", "good", "before-refactor", "repro", "todo"]) + `-${rng.int(1, 99)}`)
          : sm.appendLabelChange(target.id),
        "meta",
        0,
        60
      )
      labels++
    }
    if (rng.chance(0.004)) {
      tick(1_000, 60_000)
      record(sm.appendSessionInfo(`${plan.topic} ${words(rng, rng.int(8, 40))}`), "meta", 0, 80)
    }
    if (rng.chance(0.01)) {
      // an omitted or shortened tool output still in the context
      for (let i = path.length - 1; i >= Math.max(0, path.length - 40); i--) {
        const item = path[i] as PathItem
        if (item.role === "compaction") break
        if (item.role === "toolResult" && item.tokens > 200) {
          tick(500, 5_000)
          const replacement = rng.chance(0.3) ? null : { content: `[output elided: ${words(rng, 60)}]` }
          record(sm.appendContextEdit(item.id, replacement), "meta", 0, 120)
          item.tokens = replacement === null ? 0 : 20
          recompute()
          break
        }
      }
    }
    if (rng.chance(0.005)) {
      tick(500, 5_000)
      record(
        sm.appendCustomEntry("pi.virtual-model-state", {
          provider: model.provider,
          modelId: model.id,
          state: { route: rng.pick(["fast", "deep"]), hits: rng.int(0, 500) }
        }),
        "meta",
        0,
        150
      )
    }
    if (rng.chance(0.005)) {
      tick(500, 5_000)
      const content = words(rng, logUniform(rng, 60, 1500))
      record(sm.appendCustomMessageEntry("notes-ext", content, rng.chance(0.5), { source: "watcher" }), "custom", tokens(content.length), content.length + 100)
    }
    if (rng.chance(0.003)) {
      tick(500, 5_000)
      // returns the entry, not its id; never a parent of anything this script refers to
      sm.appendUsage("cache_warm", model.provider, model.id, usageFor(0, 0, context, 0))
      entries++
      bytes += 360
    }
  }

  // -- the run ----------------------------------------------------------------------------------
  record(sm.appendModelChange(model.provider, model.id), "meta", 0, 60)
  tick(1, 5)
  record(sm.appendThinkingLevelChange(thinkingLevel), "meta", 0, 30)
  systemMessage()
  let turn = 0
  while (entries < plan.entries) {
    turn++
    if (turn > 3 && rng.chance(0.045)) navigate()
    extras(turn)
    maybeCompact()
    userMessage()
    const remaining = plan.entries - entries
    const r = rng.next()
    const wanted = r < 0.25 ? rng.int(0, 2) : r < 0.65 ? rng.int(3, 10) : r < 0.95 ? rng.int(10, 30) : rng.int(30, 80)
    const rounds = Math.min(wanted, Math.max(0, Math.floor((remaining - 2) / 2.6)))
    for (let i = 0; i < rounds; i++) {
      const calls = assistantMessage(rng.pick([1, 1, 1, 1, 2, 2, 3]))
      for (const [callId, name, callArgs] of calls) toolResult(callId, name, callArgs)
      maybeCompact() // between turns of a run
    }
    assistantMessage(0)
    maybeCompact() // after the run
  }
  const file = sm.getSessionFile() ?? fail("pi gave no session file")
  return {
    file,
    entries,
    bytes: fs.statSync(file).size,
    compactions,
    branchSummaries,
    navigations,
    labels,
    named: plan.named,
    toolResults,
    largestToolResult
  }
}

function fail(message: string): never {
  process.stderr.write(`realistic-worker: ${message}\n`)
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

const mix = (seed: number, index: number): number => {
  let h = (seed ^ 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (index + 0x27d4eb2f), 0x9e3779b1) >>> 0
  h ^= h >>> 15
  return Math.imul(h, 0x85ebca77) >>> 0
}

/** Session `index` of a corpus: mostly small, some medium, a few large (issue 9: 1,000 ≈ 270 MB). */
const corpusPlan = (index: number): Plan & { readonly size: "small" | "medium" | "large" } => {
  const seed = mix(args.seed, index)
  const rng = new Rng(seed)
  const u = rng.next()
  const size = u < 0.865 ? "small" : u < 0.985 ? "medium" : "large"
  const entries = Math.round(size === "small" ? logUniform(rng, 8, 210) : size === "medium" ? logUniform(rng, 200, 1300) : logUniform(rng, 1200, 3600))
  const perEntry = size === "small" ? logUniform(rng, 400, 1500) : size === "medium" ? logUniform(rng, 600, 1800) : logUniform(rng, 1200, 2400)
  return {
    size,
    entries,
    bytes: Math.round(entries * perEntry),
    start: Date.UTC(2026, 0, 1) + rng.int(0, 120 * 24 * 3600) * 1000 + rng.int(0, 999),
    named: rng.chance(size === "large" ? 0.8 : 0.3),
    topic: rng.pick(TOPICS),
    seed: seed ^ 0x1234567
  }
}

// ---------------------------------------------------------------------------------------------

const began = RealDate.now()
const say = (message: string): void => {
  process.stderr.write(`[realistic ${((RealDate.now() - began) / 1000).toFixed(1)}s] ${message}\n`)
}

if (args.kind === "big") {
  const entries = args.entries ?? fail("entries missing")
  const rng = new Rng(mix(args.seed, 1_000_003))
  const written = writeSession({
    entries,
    bytes: args.bytes ?? fail("bytes missing"),
    start: Date.UTC(2026, 1, 2, 8, 30, 0, 123),
    named: true,
    topic: rng.pick(TOPICS),
    seed: mix(args.seed, 1_000_004)
  })
  say(`${path.basename(written.file)}: ${written.entries} entries, ${(written.bytes / 1e6).toFixed(1)} MB`)
  process.stdout.write(`RESULT ${JSON.stringify(written)}\n`)
} else {
  const from = args.from ?? 0
  const to = args.to ?? fail("to missing")
  const totals = { sessions: 0, bytes: 0, entries: 0, small: 0, medium: 0, large: 0, named: 0, compactions: 0, branchSummaries: 0 }
  for (let i = from; i < to; i++) {
    const plan = corpusPlan(i)
    const written = writeSession(plan)
    totals.sessions++
    totals.bytes += written.bytes
    totals.entries += written.entries
    totals[plan.size]++
    if (plan.named) totals.named++
    totals.compactions += written.compactions
    totals.branchSummaries += written.branchSummaries
    if ((i + 1) % 100 === 0 || i + 1 === to) say(`${i + 1 - from}/${to - from} sessions, ${(totals.bytes / 1e6).toFixed(0)} MB`)
  }
  process.stdout.write(`RESULT ${JSON.stringify(totals)}\n`)
}
