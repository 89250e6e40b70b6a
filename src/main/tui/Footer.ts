/**
 * The chat's footer, pi's two lines: where the session is (the directory with `~`, the git
 * branch, the session's name), then the usage (tokens and cost of the whole file, the context's
 * fill of the model's window, `(auto)` with auto-compaction on) with the model and its thinking
 * level on the right. Beyond pi, when some of the cost was spent on other branches of the tree,
 * the cost of the branch in view follows the file's. Pure (each entry's usage is
 * memoised by the entry): the chat passes the facts it has.
 *
 * At narrow widths the model is the last thing to go: the usage line gives up the branch's
 * cost, then is cut, before the model is; the location line shortens the directory (keeping
 * its end) before it cuts the session's name.
 */
import type { Entry } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Columns from "./Columns.js"

/** Token and cost totals over every entry of the file (pi's footer), and the cost of the active branch. */
export interface Usage {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  /** Dollars, from the usage objects' `cost.total`. */
  readonly cost: number
  /** The cost of the entries on the active path (root to leaf). */
  readonly branchCost: number
  /** The share of the last assistant message's prompt read from the cache, in percent. */
  readonly cacheHit: number | undefined
}

const num = (value: Json.Json | undefined): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

/** What one entry adds to the totals; `cacheHit` only for an assistant message (pi's last hit rate). */
interface Part {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  readonly cost: number
  readonly assistant: boolean
  readonly cacheHit: number | undefined
}

/**
 * Each entry's part, read from its JSON once: entries are immutable and shared by every tree
 * after them, so the totals after an append parse only the new entries (a 10 MB session's
 * 5,000 entries took 0.1 to 0.5 s to parse again on each append).
 */
const parts = new WeakMap<Entry, Part | null>()

const partOf = (entry: Entry): Part | null => {
  let part = parts.get(entry)
  if (part === undefined) {
    const used = SessionStats.entryUsage(entry)
    if (Json.isObject(used)) {
      const prompt = num(used.input) + num(used.cacheRead) + num(used.cacheWrite)
      part = {
        input: num(used.input),
        output: num(used.output),
        cacheRead: num(used.cacheRead),
        cacheWrite: num(used.cacheWrite),
        cost: Json.isObject(used.cost) ? num(used.cost.total) : 0,
        assistant: entry.type === "message" && entry.role === "assistant",
        cacheHit: prompt > 0 ? (num(used.cacheRead) / prompt) * 100 : undefined
      }
    } else part = null
    parts.set(entry, part)
  }
  return part
}

/**
 * The usage of a session: pi's totals (every entry of the file, in file order) and the cost of
 * the active path (`branch`, when the caller has it already).
 */
export const usage = (tree: SessionTree.SessionTree, branch: ReadonlyArray<Entry> = SessionTree.branch(tree)): Usage => {
  let input = 0, output = 0, cacheRead = 0, cacheWrite = 0, cost = 0
  let cacheHit: number | undefined
  for (const entry of tree.entries) {
    const part = partOf(entry)
    if (part === null) continue
    input += part.input
    output += part.output
    cacheRead += part.cacheRead
    cacheWrite += part.cacheWrite
    cost += part.cost
    if (part.assistant) cacheHit = part.cacheHit
  }
  let branchCost = 0
  for (const entry of branch) branchCost += partOf(entry)?.cost ?? 0
  return { input, output, cacheRead, cacheWrite, cost, branchCost, cacheHit }
}

/** pi's compact token counts: 381, 1.2k, 20k, 1.5M, 12M. */
export const tokens = (count: number): string => {
  if (count < 1000) return count.toString()
  if (count < 10_000) return `${(count / 1000).toFixed(1)}k`
  if (count < 1_000_000) return `${Math.round(count / 1000)}k`
  if (count < 10_000_000) return `${(count / 1_000_000).toFixed(1)}M`
  return `${Math.round(count / 1_000_000)}M`
}

/** The directory with the home folder as `~` (only when it is inside it). */
export const directory = (cwd: string, home: string | undefined): string => {
  if (home === undefined || home === "") return cwd
  const base = home.replace(/[\\/]+$/, "")
  if (cwd === base) return "~"
  const rest = cwd.slice(base.length)
  return cwd.startsWith(base) && /^[\\/]/.test(rest) ? `~${rest}` : cwd
}

/** What the footer shows. */
export interface Facts {
  /** What the agent is doing (`streaming`), when it is not idle. */
  readonly activity: string | undefined
  /** Where the cursor is in a message taller than the editor (`line 5/20`). */
  readonly position: string | undefined
  /** The session's directory, when it has one. */
  readonly cwd: string | undefined
  readonly home: string | undefined
  readonly gitBranch: string | undefined
  readonly name: string | undefined
  readonly usage: Usage
  /** The context's estimate (`RpcProtocol.contextUsage`); undefined when the model has no window. */
  readonly context: { readonly tokens: number | null; readonly contextWindow: number; readonly percent: number | null } | undefined
  readonly contextWindow: number
  readonly autoCompaction: boolean
  /** The model and its thinking level, as the chat names them. */
  readonly model: string
}

/** A piece of a footer line; `color` only where the context fills up (yellow past 70%, red past 90%). */
export interface Span {
  readonly text: string
  readonly color?: "yellow" | "red"
}

const dollars = (amount: number): string => `$${amount.toFixed(3)}`

/** The location line: activity, cursor position, directory (branch), name; the directory shortened first. */
export const location = (facts: Facts, width: number): string => {
  const head = [facts.activity === undefined ? undefined : `${facts.activity}...`, facts.position].filter((p) => p !== undefined).join(" · ")
  const prefix = head === "" ? "" : `${head} · `
  const branch = facts.gitBranch === undefined ? "" : ` (${TerminalText.line(facts.gitBranch)})`
  const name = facts.name === undefined ? "" : ` • ${TerminalText.line(facts.name)}`
  let dir = facts.cwd === undefined ? "" : TerminalText.line(directory(facts.cwd, facts.home))
  const room = width - Columns.width(prefix) - Columns.width(branch) - Columns.width(name)
  if (Columns.width(dir) > room) dir = room >= 4 ? `…${tail(dir, room - 1)}` : ""
  const where = `${dir}${branch}${name}`.replace(/^ (• )?/, "")
  return Columns.clip(`${prefix}${where}`.replace(/ · $/, ""), width)
}

/** The end of `text` that fits in `columns`. */
const tail = (text: string, columns: number): string => {
  const chars = Array.from(text)
  let out = ""
  for (let i = chars.length - 1; i >= 0; i--) {
    const next = chars[i] + out
    if (Columns.width(next) > columns) break
    out = next
  }
  return out
}

/** The usage line: the stats on the left, the model on the right, the model kept whole as long as it fits. */
export const stats = (facts: Facts, width: number): ReadonlyArray<Span> => {
  const { usage: u } = facts
  const parts: Array<string> = []
  if (u.input) parts.push(`↑${tokens(u.input)}`)
  if (u.output) parts.push(`↓${tokens(u.output)}`)
  if (u.cacheRead) parts.push(`R${tokens(u.cacheRead)}`)
  if (u.cacheWrite) parts.push(`W${tokens(u.cacheWrite)}`)
  if ((u.cacheRead > 0 || u.cacheWrite > 0) && u.cacheHit !== undefined) parts.push(`CH${u.cacheHit.toFixed(1)}%`)
  const cost = u.cost ? dollars(u.cost) : undefined
  // the branch's cost, where other branches spent some
  const branch = cost !== undefined && dollars(u.branchCost) !== cost ? ` (branch ${dollars(u.branchCost)})` : ""
  const window = facts.context?.contextWindow ?? facts.contextWindow
  const percent = facts.context === undefined ? 0 : facts.context.percent
  const fill = `${percent === null ? "?" : `${percent.toFixed(1)}%`}/${tokens(window)}${facts.autoCompaction ? " (auto)" : ""}`
  const color = percent !== null && percent > 90 ? "red" : percent !== null && percent > 70 ? "yellow" : undefined
  const model = TerminalText.line(facts.model)
  const modelWidth = Columns.width(model)
  const left = (withBranch: boolean): Array<Span> => {
    const before = [...parts, ...(cost === undefined ? [] : [`${cost}${withBranch ? branch : ""}`])].join(" ")
    return [{ text: before === "" ? "" : `${before} ` }, { text: fill, ...(color === undefined ? {} : { color }) }]
  }
  const spanWidth = (spans: ReadonlyArray<Span>) => spans.reduce((sum, s) => sum + Columns.width(s.text), 0)
  const full = left(true)
  const shown = spanWidth(full) + 2 + modelWidth <= width ? full : left(false)
  const room = width - 2 - modelWidth
  if (spanWidth(shown) <= room) return [...shown, { text: " ".repeat(width - spanWidth(shown) - modelWidth) }, { text: model }]
  // the stats give way to the model: cut to the room left, or left out
  if (room < 4) return [{ text: Columns.clip(model, width) }]
  const cut = Columns.clip(shown.map((s) => s.text).join(""), room)
  return [{ text: cut }, { text: " ".repeat(width - Columns.width(cut) - modelWidth) }, { text: model }]
}

/** The footer's two lines: the location, then the usage and the model. */
export type Lines = readonly [string, ReadonlyArray<Span>]

/** The footer's two lines at `width` columns. */
export const lines = (facts: Facts, width: number): Lines => [location(facts, width), stats(facts, width)]
