/**
 * A child program for the crash tests: opens a session for writing and appends user messages
 * `0, 1, 2, ...` in a loop, printing `ack N` after each append has returned (so it is on disk).
 * Usage: appender FILE [START]
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { Effect, Layer } from "effect"
import * as Session from "../../src/domain/tree/Session.js"
import * as Ids from "../../src/services/agent/Ids.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"

const [file, start = "0"] = process.argv.slice(2)

const program = Effect.scoped(
  Effect.gen(function*() {
    const store = yield* SessionStore.SessionStore
    const writer = yield* store.writer(file as string)
    for (let n = Number(start);; n++) {
      const stamp = yield* Ids.stamp
      yield* writer.apply(
        Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: `${n}`, timestamp: n } })
      )
      process.stdout.write(`ack ${n}\n`)
    }
  })
)

const layer = SessionStore.layer().pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))

Effect.runPromise(Effect.provide(program, layer)).catch((error: unknown) => {
  process.stderr.write(`appender: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
