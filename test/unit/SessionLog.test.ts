/**
 * The repository over the session log port, with a log that behaves as PostgreSQL's may: it
 * refuses an append because another writer's line got there first. The writer merges that line
 * and runs its command again after it, once, and its entry still follows its own leaf.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as FileLog from "../../src/services/store/internal/FileLog.js"
import * as SessionLog from "../../src/services/store/SessionLog.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"

const FILE = "/sessions/a.jsonl"
const HEADER = `{"type":"session","version":3,"id":"s1","timestamp":"2026-12-01T10:00:00.000Z","cwd":"/w"}`
const FOREIGN = `{"type":"message","id":"f1","parentId":null,"timestamp":"2026-12-01T10:00:01.000Z","message":{"role":"user","content":"theirs","timestamp":1}}`

const config: SessionStore.StoreConfig = {
  agentDir: "/agent",
  cwd: "/",
  owner: { pid: 1, host: "memory", startedAt: "2026-12-01T00:00:00.000Z" },
  isAlive: () => true
}

describe("the repository over a SessionLog", () => {
  it.scoped("an append the log refuses is merged and the command runs again after the other writer's line", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const layout = SessionStore.layoutOf(config, yield* Path.Path)
      const { catalog, log: files } = yield* FileLog.fromContext(config, layout)
      const refused: Array<number> = []
      const log: SessionLog.SessionLog.Service = {
        ...files,
        lease: (path) =>
          Effect.map(files.lease(path), (lease) => ({
            ...lease,
            append: (at, identity, lines, bytes) =>
              refused.length > 0
                ? lease.append(at, identity, lines, bytes)
                : Effect.gen(function*() {
                  refused.push(at.size)
                  yield* fs.writeFileString(path, FOREIGN + "\n", { flag: "a" }).pipe(Effect.orDie)
                  return false
                })
          }))
      }
      const store = yield* SessionStore.repository(config, layout, { spans: "Test", catalog }).pipe(Effect.provideService(SessionLog.SessionLog, log))
      yield* store.writeNew(FILE, [HEADER])
      const writer = yield* store.writer(FILE)
      const stamp: Session.Stamp = { timestamp: "2026-12-01T10:00:02.000Z", ids: IdSource.fromList(["u1"]) }
      const transition = yield* writer.apply(Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: "mine", timestamp: 2 } }))

      expect(refused).toEqual([HEADER.length + 1])
      const lines = new TextDecoder().decode(yield* store.readBytes(FILE)).split("\n")
      expect(lines.slice(0, 2)).toEqual([HEADER, FOREIGN])
      expect(lines.length).toBe(4)
      expect(lines[3]).toBe("")
      expect(JSON.parse(lines[2]!)).toMatchObject({ type: "message", id: "u1", parentId: null, message: { content: "mine" } })
      expect(transition.appended.map((e) => e.id)).toEqual(["u1"])
      const state = yield* writer.state
      expect(SessionTree.has(state.tree, "f1")).toBe(true)
      expect(SessionTree.leafId(state.tree)).toBe("u1")
      // the writer's position is past both lines: the next append needs no merge
      const next = yield* writer.apply(
        Session.Command.AppendMessage({
          timestamp: "2026-12-01T10:00:03.000Z",
          ids: IdSource.fromList(["u2"]),
          message: { role: "user", content: "again", timestamp: 3 }
        })
      )
      expect(next.appended.map((e) => e.id)).toEqual(["u2"])
      expect(new TextDecoder().decode(yield* store.readBytes(FILE)).split("\n").length).toBe(5)
    }).pipe(Effect.provide(Layer.merge(MemoryFileSystem.layer, Path.layer))))
})
