/**
 * pi's side of the whole-process measurements of bench/compare.ts: what a script on pi 1.6.0's
 * SessionManager does for the same job as an `arbor` command, in one fresh process. Plain
 * JavaScript run by `node` itself (as `packages/cli/bin/arbor.js` is), so no TypeScript loader is charged to pi.
 *
 *   node bench/pi-cli.mjs PI_MODULE context FILE            # open + buildSessionContext, JSON on stdout
 *   node bench/pi-cli.mjs PI_MODULE tree FILE               # open + getTree, JSON on stdout
 *   node bench/pi-cli.mjs PI_MODULE views FILE...           # for each file [{ file, header, leafId, name, context, tree }] on stdout
 *   node bench/pi-cli.mjs PI_MODULE list CWD DIR            # SessionManager.list, JSON on stdout
 *   node bench/pi-cli.mjs PI_MODULE search CWD DIR WORD     # list + filter on name / all message text
 *   node bench/pi-cli.mjs PI_MODULE append FILE N           # append N messages of a tool-using turn (setup)
 *
 * pi is driven as a black box through the public API the spec names; nothing else is imported.
 */
import { pathToFileURL } from "node:url"

const [piModule, task, ...rest] = process.argv.slice(2)
if (piModule === undefined || task === undefined) {
  process.stderr.write("usage: pi-cli.mjs PI_MODULE TASK ARGS...\n")
  process.exit(2)
}
const { SessionManager } = await import(pathToFileURL(piModule).href)

/** Writes a (possibly huge) string and exits once it is flushed. */
const out = (text) => {
  process.stdout.write(`${text}\n`, () => process.exit(0))
}

/** The listing fields compared with `arbor ls --json` (dates as ISO strings, as Arbor prints them). */
const listed = (s) => ({
  path: s.path,
  id: s.id ?? null,
  cwd: s.cwd,
  ...(s.name === undefined ? {} : { name: s.name }),
  ...(s.parentSessionPath === undefined ? {} : { parentSessionPath: s.parentSessionPath }),
  created: Number.isNaN(s.created.getTime()) ? null : s.created.toISOString(),
  modified: Number.isNaN(s.modified.getTime()) ? null : s.modified.toISOString(),
  messageCount: s.messageCount,
  firstMessage: s.firstMessage
})

/**
 * JSON of getTree()'s nodes `{ entry, children, label?, labelTimestamp? }`, written with an explicit
 * stack: JSON.stringify of the whole tree overflows the call stack on a long path.
 */
const treeJson = (roots) => {
  const parts = ["["]
  const stack = []
  const push = (nodes) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push({ open: true, node: nodes[i], first: i === 0 })
  }
  push(roots)
  while (stack.length > 0) {
    const step = stack.pop()
    if (step.open) {
      parts.push(`${step.first ? "" : ","}{"entry":${JSON.stringify(step.node.entry)},"children":[`)
      stack.push({ open: false, node: step.node })
      push(step.node.children)
    } else {
      parts.push("]")
      if (step.node.label !== undefined) parts.push(`,"label":${JSON.stringify(step.node.label)}`)
      if (step.node.labelTimestamp !== undefined) parts.push(`,"labelTimestamp":${JSON.stringify(step.node.labelTimestamp)}`)
      parts.push("}")
    }
  }
  parts.push("]")
  return parts.join("")
}

switch (task) {
  case "context": {
    const manager = SessionManager.open(rest[0])
    out(JSON.stringify(manager.buildSessionContext()))
    break
  }
  case "tree": {
    const manager = SessionManager.open(rest[0])
    out(treeJson(manager.getTree()))
    break
  }
  case "views": {
    const views = rest.map((file) => {
      const manager = SessionManager.open(file)
      const facts = { header: manager.getHeader(), leafId: manager.getLeafId(), name: manager.getSessionName() ?? null }
      return `{"file":${JSON.stringify(file)},${JSON.stringify(facts).slice(1, -1)},"context":${JSON.stringify(manager.buildSessionContext())},"tree":${
        treeJson(manager.getTree())
      }}`
    })
    out(`[${views.join(",")}]`)
    break
  }
  case "list": {
    const sessions = await SessionManager.list(rest[0], rest[1])
    out(JSON.stringify(sessions.map(listed)))
    break
  }
  case "search": {
    const sessions = await SessionManager.list(rest[0], rest[1])
    const needle = String(rest[2]).toLowerCase()
    const hits = sessions.filter((s) => (s.name ?? "").toLowerCase().includes(needle) || s.allMessagesText.toLowerCase().includes(needle))
    out(JSON.stringify(hits.map(listed)))
    break
  }
  case "append": {
    // one tool-using turn, as pi's agent loop persists it: user, assistant (tool call), tool result, assistant
    const manager = SessionManager.open(rest[0])
    const n = Number(rest[1])
    const usage = {
      input: 12,
      output: 40,
      cacheRead: 150000,
      cacheWrite: 900,
      totalTokens: 150952,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
    }
    for (let i = 0; i < n; i++) {
      const t = Date.now()
      const kind = i % 4
      if (kind === 0) manager.appendMessage({ role: "user", content: [{ type: "text", text: `appended prompt ${i}: run the tests again` }], timestamp: t })
      else if (kind === 1) {
        manager.appendMessage({
          role: "assistant",
          content: [{ type: "toolCall", id: `toolu_append_${i}`, name: "bash", arguments: { command: "npm test" } }],
          api: "anthropic-messages",
          provider: "anthropic",
          model: "claude-sonnet-4-5",
          usage,
          stopReason: "toolUse",
          timestamp: t
        })
      } else if (kind === 2) {
        manager.appendMessage({
          role: "toolResult",
          toolCallId: `toolu_append_${i - 1}`,
          toolName: "bash",
          content: [{ type: "text", text: "Tests: 412 passed\n".repeat(40) }],
          isError: false,
          timestamp: t
        })
      } else {manager.appendMessage({
          role: "assistant",
          content: [{ type: "text", text: `All tests pass (${i}).` }],
          api: "anthropic-messages",
          provider: "anthropic",
          model: "claude-sonnet-4-5",
          usage,
          stopReason: "stop",
          timestamp: t
        })}
    }
    out(JSON.stringify({ leaf: manager.getLeafId(), entries: manager.getEntries().length }))
    break
  }
  default:
    process.stderr.write(`pi-cli: unknown task ${task}\n`)
    process.exit(2)
}
