/**
 * Facts and totals about a session: what `arbor info`, RPC `get_session_stats` and the chat's
 * `/session` report. Pure; the views format it (`Render.infoText` for `arbor info`).
 *
 * Entry values are parsed from their text on each use rather than through `Entry.value`, so a
 * large file's parsed lines are not kept alive.
 */
import type * as Diagnostic from "../format/Diagnostic.js"
import type { Entry, Header } from "../format/Entry.js"
import * as Json from "../format/Json.js"
import * as SessionTree from "../tree/SessionTree.js"
import * as TreeLayout from "../tree/TreeLayout.js"

/** Token counts summed over usage objects; `total` is input + output + cacheRead + cacheWrite. */
export interface TokenTotals {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  readonly total: number
}

/** Costs summed over the `cost` of usage objects. */
export interface CostTotals {
  readonly input: number
  readonly output: number
  readonly cacheRead: number
  readonly cacheWrite: number
  readonly total: number
}

/** What `arbor info` reports; JSON-ready (absent values are null). */
export interface SessionStats {
  readonly file: string | null
  readonly id: string
  readonly name: string | null
  readonly cwd: string | null
  /** Distinct entry ids (pi's `getEntryCount`). */
  readonly entries: number
  /** Entries shown without children in the tree view (leaf markers hidden). */
  readonly leaves: number
  /** The effective leaf. */
  readonly leafId: string | null
  /** `message` entries in the file, on every branch, by role in order of first appearance. */
  readonly messages: { readonly total: number; readonly byRole: { readonly [role: string]: number } }
  /** Tool-call blocks in assistant messages. */
  readonly toolCalls: number
  readonly tokens: TokenTotals
  readonly cost: CostTotals
  /** Labels in the order they were first set. */
  readonly labels: ReadonlyArray<{ readonly targetId: string; readonly label: string }>
  readonly diagnostics: { readonly errors: number; readonly warnings: number }
}

const num = (value: Json.Json | undefined): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

/** Entries shown without children in the tree view, leaf markers hidden. */
const leafCount = (tree: SessionTree.SessionTree): number => {
  const order = TreeLayout.order(tree)
  const shown = TreeLayout.restrict(order, (node) => !SessionTree.isLeafMarkerAt(tree, order.positions[node] as number))
  let leaves = 0
  for (const count of shown.childCount) if (count === 0) leaves++
  return leaves
}

/**
 * The usage object an entry adds to the session's totals (pi's rule): an assistant message's or
 * a tool result's `usage`, a `usage` entry's, a compaction's or a branch summary's; undefined for
 * every other entry.
 */
export const entryUsage = (entry: Entry): Json.Json | undefined => {
  switch (entry.type) {
    case "message": {
      if (entry.role !== "assistant" && entry.role !== "toolResult") return undefined
      const message = Json.parseObject(entry.text).message
      return Json.isObject(message) ? message.usage : undefined
    }
    case "usage":
    case "compaction":
    case "branch_summary":
      return Json.parseObject(entry.text).usage
    default:
      return undefined
  }
}

/**
 * Facts about a session. Token and cost totals follow pi: usage of assistant messages, of
 * tool results, of `usage` entries and of compaction and branch-summary entries, summed over
 * every entry of the file (every branch; duplicate ids counted each time), in file order.
 * `file` is where the session is stored (none in memory); `diagnostics` are counted.
 */
export const compute = (
  tree: SessionTree.SessionTree,
  header: Header,
  file: string | undefined,
  diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
): SessionStats => {
  const tokens = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 }
  const cost = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
  const add = (usage: Json.Json | undefined) => {
    if (!Json.isObject(usage)) return
    tokens.input += num(usage.input)
    tokens.output += num(usage.output)
    tokens.cacheRead += num(usage.cacheRead)
    tokens.cacheWrite += num(usage.cacheWrite)
    const c = usage.cost
    if (!Json.isObject(c)) return
    cost.input += num(c.input)
    cost.output += num(c.output)
    cost.cacheRead += num(c.cacheRead)
    cost.cacheWrite += num(c.cacheWrite)
    cost.total += num(c.total)
  }
  const roles = new Map<string, number>()
  let messages = 0
  let toolCalls = 0
  for (const entry of tree.entries) {
    switch (entry.type) {
      case "message": {
        messages++
        const role = entry.role ?? "(none)"
        roles.set(role, (roles.get(role) ?? 0) + 1)
        if (role !== "assistant" && role !== "toolResult") break
        const message = Json.parseObject(entry.text).message
        if (!Json.isObject(message)) break
        add(message.usage)
        if (role === "assistant") {
          for (const block of Json.asArray(message.content)) if (Json.isObject(block) && block.type === "toolCall") toolCalls++
        }
        break
      }
      default:
        add(entryUsage(entry))
    }
  }
  return {
    file: file ?? null,
    id: header.id,
    name: SessionTree.sessionName(tree) ?? null,
    cwd: header.cwd ?? null,
    entries: SessionTree.count(tree),
    leaves: leafCount(tree),
    leafId: SessionTree.leafId(tree),
    messages: { total: messages, byRole: Object.fromEntries(roles) },
    toolCalls,
    tokens: { ...tokens, total: tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite },
    cost,
    labels: SessionTree.labels(tree).map(([targetId, label]) => ({ targetId, label: label.label })),
    diagnostics: {
      errors: diagnostics.filter((d) => d.severity === "error").length,
      warnings: diagnostics.filter((d) => d.severity === "warning").length
    }
  }
}
