/**
 * A deterministic, seeded generator of large pi-v3 session files for benchmarks.
 *
 * The session looks like a long coding-agent run: turns of a user prompt, assistant messages
 * with text, thinking and tool calls, and tool results (some of them several KB), with the
 * occasional model and thinking-level change, label, session name, context edit, custom
 * message, usage record, compaction and branch summary.
 *
 * Branching: every ~200 entries the "user" navigates back up the active path (to just before a
 * user message, as `/tree` does) and continues from there, sometimes leaving a branch summary.
 * How far back is steered so that the active path stays near a chosen fraction of the file,
 * with an occasional long jump back, so the file has many leaves and abandoned branches of
 * various lengths.
 *
 * The total size is steered towards a byte target by sizing the large tool outputs on the fly
 * from the budget that remains. Everything is ASCII, so string length equals byte length.
 */

// ---------------------------------------------------------------------------------------------
// Randomness
// ---------------------------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32). */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<A>(items: ReadonlyArray<A>): A {
    return items[Math.floor(this.next() * items.length)] as A
  }

  hex(digits: number): string {
    let out = ""
    while (out.length < digits) out += ((this.next() * 0x100000000) >>> 0).toString(16).padStart(8, "0")
    return out.slice(0, digits)
  }

  alnum(length: number): string {
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    let out = ""
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.next() * chars.length)]
    return out
  }
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

const WORDS = (
  "the a an this that it we you I should could would will can must may not only also then now " +
  "instead still already just maybe probably actually because when if while before after so but " +
  "and or of in on at to from with without for into over under file files function value values " +
  "type types test tests error errors path paths config module modules import export handler " +
  "request response cache session tree entry entries leaf branch parser line lines output input " +
  "build compile script command argument option flag default case edge null empty list map set " +
  "index key field schema decode encode json text buffer stream promise effect layer service " +
  "context model provider token usage cost limit retry log warning fix bug issue add remove " +
  "rename move split merge keep drop skip read write append create delete open close lock " +
  "directory workspace project package dependency version release commit diff patch hunk column " +
  "range offset length size count total fast slow small large simple correct wrong same other " +
  "first last next previous new old check update change refactor handle return returns throw " +
  "catch missing invalid broken works fails passes run runs call calls"
).split(" ")

const IDENT_PARTS = (
  "session entry tree leaf path node parent child value text line index map list cache result " +
  "state config options file dir buffer reader writer handler record header label name id " +
  "count total offset limit queue stack context model usage token"
).split(" ")

const TYPES = ["string", "number", "boolean", "Entry", "SessionTree", "ReadonlyArray<string>", "Option<Entry>", "void"]
const DIRS = ["src/domain", "src/services", "src/main", "test", "test/support", "scripts", "src/cli", "src/util"]

export const capitalize = (s: string): string => (s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1))

export const ident = (rng: Rng): string => {
  const parts = rng.int(1, 3)
  let out = rng.pick(IDENT_PARTS)
  for (let i = 1; i < parts; i++) out += capitalize(rng.pick(IDENT_PARTS))
  return out
}

export const filePath = (rng: Rng): string => `${rng.pick(DIRS)}/${capitalize(ident(rng))}.ts`

/** Freshly generated prose of about `chars` characters (sentences of words). */
export const prose = (rng: Rng, chars: number): string => {
  const parts: Array<string> = []
  let length = 0
  while (length < chars) {
    const n = rng.int(5, 18)
    const words: Array<string> = []
    for (let i = 0; i < n; i++) words.push(rng.pick(WORDS))
    const sentence = `${capitalize(words.join(" "))}${rng.chance(0.15) ? "?" : "."}`
    parts.push(sentence)
    length += sentence.length + 1
  }
  return parts.join(" ")
}

export const codeLine = (rng: Rng): string => {
  const indent = "  ".repeat(rng.int(0, 3))
  switch (rng.int(0, 9)) {
    case 0:
      return `import { ${ident(rng)}, ${ident(rng)} } from "./${capitalize(ident(rng))}.js"`
    case 1:
      return `${indent}const ${ident(rng)} = ${ident(rng)}(${ident(rng)}, "${filePath(rng)}")`
    case 2:
      return `${indent}if (${ident(rng)} === undefined) return ${ident(rng)}`
    case 3:
      return `export const ${ident(rng)} = (${ident(rng)}: ${rng.pick(TYPES)}): ${rng.pick(TYPES)} => {`
    case 4:
      return `${indent}}`
    case 5:
      return `${indent}// ${prose(rng, rng.int(20, 70))}`
    case 6:
      return `${indent}for (const ${ident(rng)} of ${ident(rng)}) ${ident(rng)}.push(${ident(rng)})`
    case 7:
      return `${indent}${ident(rng)}.${ident(rng)} = ${rng.int(0, 10000)}`
    case 8:
      return `${indent}return { ${ident(rng)}, ${ident(rng)}: ${ident(rng)}.length }`
    default:
      return ""
  }
}

export const outputLine = (rng: Rng): string => {
  switch (rng.int(0, 6)) {
    case 0:
      return `${filePath(rng)}:${rng.int(1, 900)}:${codeLine(rng)}`
    case 1:
      return ` PASS  test/${capitalize(ident(rng))}.test.ts (${rng.int(2, 90)} tests) ${rng.int(3, 900)}ms`
    case 2:
      return ` FAIL  test/${capitalize(ident(rng))}.test.ts > ${prose(rng, 30)}`
    case 3:
      return `    at ${ident(rng)} (${filePath(rng)}:${rng.int(1, 500)}:${rng.int(1, 80)})`
    case 4:
      return `-rw-r--r-- 1 dev dev ${String(rng.int(100, 90000)).padStart(6)} Jan ${rng.int(1, 28)} ${filePath(rng)}`
    case 5:
      return `${filePath(rng)}(${rng.int(1, 400)},${rng.int(1, 60)}): error TS${rng.int(2000, 2900)}: ${prose(rng, 50)}`
    default:
      return `npm warn ${prose(rng, 40)}`
  }
}

export const pool = (rng: Rng, chars: number, line: (rng: Rng) => string): string => {
  const lines: Array<string> = []
  let length = 0
  while (length < chars) {
    const l = line(rng)
    lines.push(l)
    length += l.length + 1
  }
  return lines.join("\n")
}

interface Pools {
  readonly prose: string
  readonly code: string
  readonly output: string
}

export const slice = (rng: Rng, from: string, chars: number): string => {
  const n = Math.max(1, Math.min(chars, from.length))
  const start = rng.int(0, from.length - n)
  return from.slice(start, start + n)
}

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

export interface Options {
  /** Number of entries after the header. */
  readonly entries: number
  /** Target file size in bytes (approximate; small targets may be exceeded). */
  readonly targetBytes: number
  readonly seed: number
  /** Target length of the active path as a fraction of all entries. */
  readonly activeFraction: number
}

export interface Synthetic {
  /** The whole file: header line then one line per entry, each terminated by LF. */
  readonly text: string
  readonly bytes: number
  readonly entries: number
  /** Every entry id in file order. */
  readonly ids: ReadonlyArray<string>
  /** Ids of entries that have no children, in file order (the last entry is last). */
  readonly leaves: ReadonlyArray<string>
  /** The last entry: the leaf pi opens the file at. */
  readonly leaf: string
  /** Length of the path from the root to `leaf`. */
  readonly activePathLength: number
  /** Entry counts by kind (`type`, or `message:<role>`). */
  readonly counts: Readonly<Record<string, number>>
  /** Bytes (lines with their LF) by kind. */
  readonly bytesByKind: Readonly<Record<string, number>>
  /** Number of navigation events (branch points created). */
  readonly branchEvents: number
}

type Obj = Record<string, unknown>

interface PathItem {
  readonly id: string
  readonly kind: string
}

const MODELS: ReadonlyArray<readonly [string, string]> = [
  ["anthropic", "claude-sonnet-4-5"],
  ["anthropic", "claude-opus-4-1"],
  ["openai", "gpt-5"],
  ["google", "gemini-2.5-pro"]
]
const THINKING_LEVELS = ["off", "minimal", "low", "medium", "high"]
const TOOLS = ["read", "read", "read", "bash", "bash", "grep", "edit", "edit", "write", "ls"]

const TOOL_DEFS = [
  {
    name: "read",
    description: "Read the contents of a file.",
    parameters: { type: "object", properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } }, required: ["path"] }
  },
  {
    name: "bash",
    description: "Run a shell command in the working directory.",
    parameters: { type: "object", properties: { command: { type: "string" }, timeout: { type: "number" } }, required: ["command"] }
  },
  {
    name: "edit",
    description: "Replace exact text in a file.",
    parameters: {
      type: "object",
      properties: { path: { type: "string" }, oldText: { type: "string" }, newText: { type: "string" } },
      required: ["path", "oldText", "newText"]
    }
  },
  {
    name: "write",
    description: "Write a file.",
    parameters: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path", "content"] }
  },
  {
    name: "grep",
    description: "Search file contents.",
    parameters: { type: "object", properties: { pattern: { type: "string" }, path: { type: "string" } }, required: ["pattern"] }
  },
  { name: "ls", description: "List a directory.", parameters: { type: "object", properties: { path: { type: "string" } } } }
]

export const generate = (options: Options): Synthetic => {
  const rng = new Rng(options.seed)
  const pools: Pools = {
    prose: prose(rng, 256 * 1024),
    code: pool(rng, 1024 * 1024, codeLine),
    output: pool(rng, 1024 * 1024, outputLine)
  }
  const total = options.entries
  const target = options.targetBytes

  const lines: Array<string> = []
  const ids: Array<string> = []
  const usedIds = new Set<string>()
  const hasChild = new Set<string>()
  const counts: Record<string, number> = {}
  const bytesByKind: Record<string, number> = {}
  const path: Array<PathItem> = []
  let bytes = 0
  /** Bytes (as serialized) and characters of the large tool outputs so far. */
  let payloadBytes = 0
  let payloadChars = 0
  let payloadResults = 0
  let clock = Date.UTC(2026, 0, 5, 9, 0, 0, 0)
  let model = MODELS[0] as readonly [string, string]
  let thinkingLevel = "medium"
  let branchEvents = 0

  const header = {
    type: "session",
    version: 3,
    id: `019b8d2e-${rng.hex(4)}-7${rng.hex(3)}-8${rng.hex(3)}-${rng.hex(12)}`,
    timestamp: new Date(clock).toISOString(),
    cwd: "/home/dev/projects/arbor"
  }
  const headerLine = JSON.stringify(header)
  bytes += headerLine.length + 1

  const full = (): boolean => ids.length >= total
  const leaf = (): string | null => path[path.length - 1]?.id ?? null

  const freshId = (): string => {
    let id = rng.hex(8)
    while (usedIds.has(id)) id = rng.hex(8)
    usedIds.add(id)
    return id
  }

  const tick = (lo: number, hi: number): string => {
    clock += rng.int(lo, hi)
    return new Date(clock).toISOString()
  }

  /** Appends an entry (built by `make` from its base fields) as a child of the current leaf. */
  const emit = (kind: string, make: (id: string, parentId: string | null, timestamp: string) => Obj, dt: readonly [number, number] = [5, 400]): string => {
    const id = freshId()
    const parentId = leaf()
    const value = make(id, parentId, tick(dt[0], dt[1]))
    const line = JSON.stringify(value)
    lines.push(line)
    ids.push(id)
    bytes += line.length + 1
    if (parentId !== null) hasChild.add(parentId)
    path.push({ id, kind })
    counts[kind] = (counts[kind] ?? 0) + 1
    bytesByKind[kind] = (bytesByKind[kind] ?? 0) + line.length + 1
    return id
  }

  const base = (type: string, id: string, parentId: string | null, timestamp: string): Obj => ({ type, id, parentId, timestamp })

  const usage = (): Obj => {
    const input = rng.int(200, 40000)
    const output = rng.int(20, 4000)
    const cacheRead = rng.chance(0.8) ? rng.int(1000, 150000) : 0
    const cacheWrite = rng.chance(0.3) ? rng.int(100, 20000) : 0
    const cost = {
      input: input * 3e-6,
      output: output * 15e-6,
      cacheRead: cacheRead * 0.3e-6,
      cacheWrite: cacheWrite * 3.75e-6,
      total: 0
    }
    cost.total = cost.input + cost.output + cost.cacheRead + cost.cacheWrite
    return { input, output, cacheRead, cacheWrite, totalTokens: input + output + cacheRead + cacheWrite, cost }
  }

  const fileLists = (): Obj => {
    const readFiles: Array<string> = []
    const modifiedFiles: Array<string> = []
    for (let i = rng.int(0, 12); i > 0; i--) readFiles.push(filePath(rng))
    for (let i = rng.int(0, 6); i > 0; i--) modifiedFiles.push(filePath(rng))
    return { readFiles, modifiedFiles }
  }

  /** Size of the next large tool output, steered by the remaining byte budget. */
  const payloadSize = (): number => {
    const emitted = ids.length
    const remainingEntries = Math.max(1, total - emitted)
    const overhead = (bytes - payloadBytes + 600 * 50) / (emitted + 50)
    const ratio = (payloadResults + 0.2 * 50) / (emitted + 50)
    const budget = target - bytes - overhead * remainingEntries
    // bytes in the file per payload character (JSON escapes of newlines and quotes)
    const expansion = payloadChars === 0 ? 1.05 : payloadBytes / payloadChars
    const mean = Math.max(48, budget / Math.max(1, remainingEntries * ratio) / expansion)
    const r = rng.next()
    // mean 1: mostly short outputs, some around the mean, 8% of 4-10x the mean
    const factor = r < 0.6 ? 0.05 + rng.next() * 0.2 : r < 0.92 ? 0.6 + rng.next() * 1.0 : 4 + rng.next() * 6
    return Math.max(16, Math.min(400_000, Math.round(mean * factor)))
  }

  const userMessage = (): void => {
    const long = rng.chance(0.03)
    const text = long
      ? `${prose(rng, rng.int(40, 200))}\n\n${slice(rng, rng.chance(0.5) ? pools.output : pools.code, rng.int(1000, 6000))}`
      : prose(rng, rng.int(15, 300))
    emit(
      "message:user",
      (id, parentId, timestamp) => ({
        ...base("message", id, parentId, timestamp),
        message: { role: "user", content: [{ type: "text", text }], timestamp: clock - rng.int(5, 50) }
      }),
      [5_000, 180_000]
    )
  }

  const toolArguments = (name: string): Obj => {
    switch (name) {
      case "read":
        return rng.chance(0.3) ? { path: filePath(rng), offset: rng.int(1, 400), limit: rng.int(50, 400) } : { path: filePath(rng) }
      case "bash":
        return { command: rng.pick(["npm test", "npx tsc --noEmit", "git status --short", "ls -la src", `grep -rn ${ident(rng)} src`, "npm run build"]) }
      case "grep":
        return { pattern: ident(rng), path: rng.pick(DIRS) }
      case "edit":
        return { path: filePath(rng), oldText: slice(rng, pools.code, rng.int(20, 300)), newText: slice(rng, pools.code, rng.int(20, 400)) }
      case "write":
        return { path: filePath(rng), content: slice(rng, pools.code, rng.int(200, 1500)) }
      default:
        return { path: rng.pick(DIRS) }
    }
  }

  /** One assistant message; returns its tool calls. */
  const assistantMessage = (calls: number): ReadonlyArray<readonly [string, string]> => {
    const content: Array<Obj> = []
    if (thinkingLevel !== "off" && rng.chance(0.5)) {
      content.push({ type: "thinking", thinking: prose(rng, rng.int(40, 600)), thinkingSignature: rng.alnum(rng.int(40, 160)) })
    }
    if (calls === 0 || rng.chance(0.5)) content.push({ type: "text", text: prose(rng, calls === 0 ? rng.int(60, 1200) : rng.int(15, 200)) })
    const toolCalls: Array<readonly [string, string]> = []
    for (let i = 0; i < calls; i++) {
      const name = rng.pick(TOOLS)
      const callId = `toolu_${rng.alnum(24)}`
      toolCalls.push([callId, name])
      content.push({ type: "toolCall", id: callId, name, arguments: toolArguments(name) })
    }
    const [provider, modelId] = model
    emit(
      "message:assistant",
      (id, parentId, timestamp) => {
        const message: Obj = {
          role: "assistant",
          content,
          api: provider === "anthropic" ? "anthropic-messages" : provider === "openai" ? "openai-responses" : "google-generative-ai",
          provider,
          model: modelId,
          usage: usage(),
          stopReason: calls > 0 ? "toolUse" : "stop",
          timestamp: clock - rng.int(500, 30_000),
          responseId: `msg_${rng.alnum(24)}`
        }
        message.durationMs = rng.int(400, 60_000)
        message.thinkingLevel = thinkingLevel
        return { ...base("message", id, parentId, timestamp), message }
      },
      [1_000, 60_000]
    )
    return toolCalls
  }

  const toolResult = (callId: string, name: string): void => {
    let text: string
    let large = false
    switch (name) {
      case "read":
        large = true
        text = slice(rng, pools.code, payloadSize())
        break
      case "bash":
      case "grep":
      case "ls":
        large = true
        text = slice(rng, pools.output, payloadSize())
        break
      case "edit":
        text = `Successfully replaced text in ${filePath(rng)}.`
        break
      default:
        text = `Successfully wrote ${rng.int(100, 9000)} bytes to ${filePath(rng)}`
    }
    const isError = rng.chance(0.04)
    emit(
      "message:toolResult",
      (id, parentId, timestamp) => {
        const message: Obj = { role: "toolResult", toolCallId: callId, toolName: name, content: [{ type: "text", text }] }
        if (name === "bash") message.details = { exitCode: isError ? 1 : 0, truncated: text.length > 30_000 }
        if (name === "edit") message.details = { diff: `@@ -${rng.int(1, 300)},3 +${rng.int(1, 300)},4 @@` }
        message.isError = isError
        message.durationMs = rng.int(3, 8000)
        message.timestamp = clock - rng.int(1, 20)
        return { ...base("message", id, parentId, timestamp), message }
      },
      [20, 8_000]
    )
    if (large) {
      payloadBytes += JSON.stringify(text).length - 2
      payloadChars += text.length
      payloadResults++
    }
  }

  const turn = (): void => {
    userMessage()
    const rounds = rng.pick([0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 8])
    for (let r = 0; r < rounds; r++) {
      if (full()) return
      const calls = assistantMessage(rng.pick([1, 1, 1, 2, 2, 3]))
      for (const [callId, name] of calls) {
        if (full()) return
        toolResult(callId, name)
      }
    }
    if (!full()) assistantMessage(0)
  }

  /** An entry id on the active path within the last `window` entries whose kind passes `test`. */
  const recentOnPath = (window: number, test: (kind: string) => boolean): string | undefined => {
    for (let i = path.length - 1; i >= Math.max(0, path.length - window); i--) {
      const item = path[i] as PathItem
      if (test(item.kind) && rng.chance(0.3)) return item.id
    }
    return undefined
  }

  const systemMessage = (): Obj => ({
    role: "system",
    content: "",
    sections: { preamble: prose(rng, 1200), cwd: header.cwd, guidelines: prose(rng, 800) },
    timestamp: clock,
    toolsAdded: TOOL_DEFS
  })

  const extras = (): void => {
    if (!full() && rng.chance(0.01)) {
      model = rng.pick(MODELS)
      const [provider, modelId] = model
      emit("model_change", (id, parentId, timestamp) => ({ ...base("model_change", id, parentId, timestamp), provider, modelId }))
    }
    if (!full() && rng.chance(0.01)) {
      thinkingLevel = rng.pick(THINKING_LEVELS)
      emit("thinking_level_change", (id, parentId, timestamp) => ({ ...base("thinking_level_change", id, parentId, timestamp), thinkingLevel }))
    }
    if (!full() && rng.chance(0.02)) {
      const targetId = rng.chance(0.8) ? (path[rng.int(0, path.length - 1)] as PathItem).id : rng.pick(ids)
      const clear = rng.chance(0.1)
      emit("label", (id, parentId, timestamp) => {
        const out: Obj = { ...base("label", id, parentId, timestamp), targetId }
        if (!clear) out.label = `checkpoint-${rng.int(1, 999)}`
        return out
      })
    }
    if (!full() && rng.chance(0.003)) {
      const name = prose(rng, rng.int(10, 50))
      emit("session_info", (id, parentId, timestamp) => ({ ...base("session_info", id, parentId, timestamp), name }))
    }
    if (!full() && rng.chance(0.015)) {
      const targetId = recentOnPath(120, (kind) => kind === "message:toolResult" || kind === "message:user")
      if (targetId !== undefined) {
        const replacement = rng.chance(0.3) ? null : { content: [{ type: "text", text: `[output elided: ${prose(rng, 40)}]` }] }
        emit("context_edit", (id, parentId, timestamp) => ({ ...base("context_edit", id, parentId, timestamp), targetId, replacement }))
      }
    }
    if (!full() && rng.chance(0.005)) {
      const content = prose(rng, rng.int(40, 600))
      const display = rng.chance(0.5)
      emit("custom_message", (id, parentId, timestamp) => ({
        type: "custom_message",
        customType: "notes-ext",
        content,
        display,
        details: { source: "watcher", n: rng.int(1, 99) },
        id,
        parentId,
        timestamp
      }))
    }
    if (!full() && rng.chance(0.005)) {
      const [provider, modelId] = model
      emit("custom", (id, parentId, timestamp) => ({
        type: "custom",
        customType: "pi.virtual-model-state",
        data: { provider, modelId, state: { route: rng.pick(["fast", "deep"]), hits: rng.int(0, 500) } },
        id,
        parentId,
        timestamp
      }))
    }
    if (!full() && rng.chance(0.003)) {
      const [provider, modelId] = model
      emit("usage", (id, parentId, timestamp) => ({
        ...base("usage", id, parentId, timestamp),
        kind: "cache_warm",
        provider,
        model: modelId,
        usage: usage()
      }))
    }
  }

  const compaction = (): void => {
    // keep from a user message some 20-80 path entries back
    let firstKept: string | undefined
    for (let i = path.length - rng.int(20, 80); i >= 0; i--) {
      const item = path[i]
      if (item !== undefined && item.kind === "message:user") {
        firstKept = item.id
        break
      }
    }
    const summary = prose(rng, rng.int(2000, 6000))
    const system = systemMessage()
    emit("compaction", (id, parentId, timestamp) => ({
      ...base("compaction", id, parentId, timestamp),
      summary,
      firstKeptEntryId: firstKept ?? id,
      tokensBefore: rng.int(80_000, 190_000),
      details: fileLists(),
      usage: usage(),
      fromHook: false,
      // the checkpoint's key order: role, content, sections, toolsAdded, timestamp
      systemMessage: { role: "system", content: "", sections: system.sections, toolsAdded: system.toolsAdded, timestamp: clock }
    }))
  }

  /** `/tree`: navigate back up the active path and continue from there. */
  const navigate = (): void => {
    branchEvents++
    const oldLeaf = leaf() ?? "root"
    const length = path.length
    const desired = Math.max(8, Math.round(options.activeFraction * ids.length))
    let back: number
    if (rng.chance(0.03)) back = rng.int(Math.floor(length / 3), length)
    else back = Math.max(rng.int(5, 60), length - desired + rng.int(0, 40))
    let cut = Math.max(3, length - back)
    // land just before a user message, as navigating to one does
    for (let i = cut - 1; i >= 3; i--) {
      if ((path[i] as PathItem).kind === "message:user") {
        cut = i
        break
      }
    }
    path.length = cut
    if (rng.chance(0.3)) {
      const summary = prose(rng, rng.int(300, 1500))
      const details = fileLists()
      const summaryId = emit("branch_summary", (id, parentId, timestamp) => ({
        ...base("branch_summary", id, parentId, timestamp),
        fromId: oldLeaf,
        summary,
        details,
        fromHook: false
      }))
      if (!full() && rng.chance(0.2)) {
        const text = `attempt-${branchEvents}`
        emit("label", (id, parentId, timestamp) => ({ ...base("label", id, parentId, timestamp), targetId: summaryId, label: text }))
      }
    }
  }

  // start of session: model, thinking level, system prompt
  emit("model_change", (id, parentId, timestamp) => ({ ...base("model_change", id, parentId, timestamp), provider: model[0], modelId: model[1] }))
  if (!full()) emit("thinking_level_change", (id, parentId, timestamp) => ({ ...base("thinking_level_change", id, parentId, timestamp), thinkingLevel }))
  if (!full()) emit("message:system", (id, parentId, timestamp) => ({ ...base("message", id, parentId, timestamp), message: systemMessage() }))

  let nextBranch = rng.int(120, 280)
  const compactionEvery = Math.max(2000, Math.floor(total / 6))
  let nextCompaction = rng.int(Math.floor(compactionEvery / 2), compactionEvery)
  while (!full()) {
    if (ids.length >= nextBranch) {
      navigate()
      nextBranch = ids.length + rng.int(120, 280)
    }
    if (!full() && ids.length >= nextCompaction) {
      compaction()
      nextCompaction = ids.length + rng.int(Math.floor(compactionEvery / 2), compactionEvery)
    }
    extras()
    if (!full()) turn()
  }

  const text = `${headerLine}\n${lines.join("\n")}\n`
  const leaves = ids.filter((id) => !hasChild.has(id))
  return {
    text,
    bytes,
    entries: ids.length,
    ids,
    leaves,
    leaf: ids[ids.length - 1] as string,
    activePathLength: path.length,
    counts,
    bytesByKind,
    branchEvents
  }
}
