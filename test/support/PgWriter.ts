/**
 * A second machine for the PostgreSQL tests, run as its own process:
 *   append URL AGENT_DIR FILE COUNT TAG   appends COUNT user messages `TAG-i`, each under its own
 *                                         writer (waiting while another holds the lease)
 *   hold URL AGENT_DIR FILE LEASE_MS      takes the writer, says "ready", and waits to be killed
 *   import URL AGENT_DIR FILE LINES       says "ready", then imports a LINES-line session in one
 *                                         transaction (to be killed in the middle of it)
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { Effect, Layer } from "effect"
import * as Session from "../../src/domain/tree/Session.js"
import * as Ids from "../../src/services/agent/Ids.js"
import * as PgSessionStore from "../../src/services/store/PgSessionStore.js"
import { SessionStore } from "../../src/services/store/SessionStore.js"

const [mode, url, agentDir, file, arg, tag] = process.argv.slice(2) as [string, string, string, string, string, string]

const store = PgSessionStore.layer({
  agentDir,
  cwd: "/",
  owner: { pid: process.pid, host: "writer-process", startedAt: new Date().toISOString() },
  isAlive: () => true,
  url,
  leaseMs: mode === "hold" ? Number(arg) : 5000,
  applicationName: `arbor-test-${mode}`,
  maxConnections: 2
}).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))

const say = (line: string) => Effect.sync(() => process.stdout.write(line + "\n"))

const append = Effect.gen(function*() {
  const sessions = yield* SessionStore
  for (let i = 0; i < Number(arg); i++) {
    const text = `${tag}-${i}`
    yield* Effect.scoped(
      Effect.gen(function*() {
        const writer = yield* sessions.writer(file)
        const stamp = yield* Ids.stamp
        yield* writer.apply(Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: text, timestamp: Date.now() } }))
      })
    ).pipe(Effect.retry({ while: (e) => e._tag === "SessionLocked", times: 10_000 }))
  }
  yield* say("done")
})

const hold = Effect.gen(function*() {
  const sessions = yield* SessionStore
  yield* sessions.writer(file)
  yield* say("ready")
  yield* Effect.never
}).pipe(Effect.scoped)

const importBig = Effect.gen(function*() {
  const sessions = yield* SessionStore
  const lines = [`{"type":"session","version":3,"id":"big","timestamp":"2026-12-01T10:00:00.000Z","cwd":"/w"}`]
  let parent: string | null = null
  for (let i = 0; i < Number(arg); i++) {
    const id = `e${i}`
    lines.push(
      JSON.stringify({
        type: "message",
        id,
        parentId: parent,
        timestamp: "2026-12-01T10:00:01.000Z",
        message: { role: "user", content: `line ${i} ${"x".repeat(200)}`, timestamp: i }
      })
    )
    parent = id
  }
  yield* say("ready")
  yield* sessions.importBytes(file, new TextEncoder().encode(lines.join("\n") + "\n"))
  yield* say("done")
})

const program = mode === "append" ? append : mode === "hold" ? hold : importBig
Effect.runPromise(program.pipe(Effect.provide(store))).catch((error) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
