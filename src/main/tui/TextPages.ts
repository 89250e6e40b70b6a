/**
 * The chat's pages of text: `/session` (pi's layout over the totals `arbor info` computes) and
 * `/hotkeys` (every key from the tables that bind them, then the commands). Pure.
 */
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as Columns from "./Columns.js"
import * as Commands from "./Commands.js"
import type { Snapshot } from "./Controller.js"
import * as Keys from "./Keys.js"

/** The `/session` block: pi's layout over the totals `arbor info` computes (every entry of the file). */
export const session = (snapshot: Snapshot): ReadonlyArray<string> => {
  const facts = SessionStats.compute(snapshot.tree, snapshot.header, snapshot.file, [])
  const fmt = (n: number) => n.toLocaleString("en-US")
  const role = (name: string) => facts.messages.byRole[name] ?? 0
  const { input, output, cacheRead, cacheWrite } = facts.tokens
  const allInput = input + cacheRead + cacheWrite
  const lines = [
    ...(facts.name === null ? [] : [`Name: ${facts.name}`]),
    `File: ${snapshot.file ?? "In-memory"}`,
    `ID: ${facts.id}`,
    "",
    "Messages",
    `Total: ${fmt(facts.messages.total)}`,
    `User: ${fmt(role("user"))}`,
    `Assistant: ${fmt(role("assistant"))}`,
    `Tools: ${fmt(facts.toolCalls)} calls, ${fmt(role("toolResult"))} results`,
    "",
    "Tokens",
    `Input: ${fmt(allInput)}`
  ]
  if (cacheRead > 0 || cacheWrite > 0) {
    const pct = allInput === 0 ? 0 : Math.round((cacheRead / allInput) * 100)
    lines.push(`  Cached: ${fmt(cacheRead)} (${pct}%)`)
    lines.push(`  Uncached: ${fmt(input + cacheWrite)}${cacheWrite > 0 ? ` (${fmt(cacheWrite)} written to cache)` : ""}`)
  }
  lines.push(`Output: ${fmt(output)}`, `Total: ${fmt(facts.tokens.total)}`)
  if (facts.cost.total > 0) lines.push("", "Cost", `Total: $${facts.cost.total.toFixed(3)}`)
  return lines
}

/** `/hotkeys`: every key of the chat and the editor, then the commands, from the tables that bind them. */
export const hotkeys = (): ReadonlyArray<string> => {
  const table = <A extends string>(title: string, bindings: ReadonlyArray<Keys.Binding<A>>) => {
    const rows = bindings.map((b) => [b.keys.map(Keys.display).join(", "), b.description] as const)
    const left = Math.max(...rows.map(([keys]) => Columns.width(keys))) + 2
    return [title, ...rows.map(([keys, description]) => `  ${Columns.pad(keys, left)}${description}`), ""]
  }
  const commands = Commands.all.map((c) => [`/${c.name}${c.args === undefined ? "" : ` ${c.args}`}`, c.description] as const)
  const left = Math.max(...commands.map(([usage]) => usage.length)) + 2
  return [
    ...table("Chat", Keys.chat),
    ...table("Editor", Keys.editor),
    ...table("Command menu (type /)", Keys.menu),
    "Commands",
    ...commands.map(([usage, description]) => `  ${usage.padEnd(left)}${description}`),
    "",
    "/tree and /resume list their own keys at the top."
  ]
}
