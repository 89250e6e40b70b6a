/**
 * Sessions hold prompts, code and tool output: every file Arbor creates (sessions, backups,
 * trash, locks, exports, the index cache and the catalog) is 0600 and every directory 0700,
 * on the real filesystem, whatever the umask leaves.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as nodeFs from "node:fs"
import * as nodePath from "node:path"
import * as Session from "../../src/domain/tree/Session.js"
import * as Ids from "../../src/services/agent/Ids.js"
import * as Catalog from "../../src/services/store/Catalog.js"
import * as IndexCache from "../../src/services/store/IndexCache.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"

const modes = (root: string) => {
  const out: Array<readonly [string, string, boolean]> = []
  const walk = (dir: string) => {
    for (const name of nodeFs.readdirSync(dir).sort()) {
      const p = nodePath.join(dir, name)
      const stat = nodeFs.lstatSync(p)
      out.push([nodePath.relative(root, p), (stat.mode & 0o777).toString(8), stat.isDirectory()])
      if (stat.isDirectory()) walk(p)
    }
  }
  walk(root)
  return out
}

describe("file modes", () => {
  it.scoped("every file Arbor creates is 0600 and every directory 0700", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const root = yield* fs.makeTempDirectoryScoped({ prefix: "arbor-test-" })
      const agent = `${root}/agent`
      const cache = `${root}/cache/arbor`
      const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)
      const caches = Layer.mergeAll(IndexCache.layer(cache), Catalog.layer(cache)).pipe(
        Layer.provideMerge(FilePages.layerNode),
        Layer.provide(platform)
      )
      const layer = SessionStore.layer({
        agentDir: agent,
        cwd: root,
        owner: { pid: process.pid, host: "test-host", startedAt: "2026-12-03T00:00:00.000Z" },
        isAlive: () => true
      }).pipe(Layer.provideMerge(caches), Layer.provide(platform))
      const seen: Array<ReadonlyArray<readonly [string, string, boolean]>> = []
      const previous = process.umask(0o000)
      yield* Effect.addFinalizer(() => Effect.sync(() => process.umask(previous)))
      yield* Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const dir = `${agent}/sessions/--project--`
        // a session, appended to while its lock is held
        const file = yield* Effect.scoped(
          Effect.gen(function*() {
            const created = yield* store.create({ cwd: "/project" })
            const writer = yield* store.writer(created)
            const filler = "x".repeat(300 * 1024)
            yield* writer.apply(Session.Command.AppendMessage({ ...(yield* Ids.stamp), message: { role: "user", content: filler, timestamp: 1 } }))
            yield* writer.apply(Session.Command.AppendMessage({ ...(yield* Ids.stamp), message: { role: "user", content: "two", timestamp: 2 } }))
            seen.push(modes(root)) // with the lock
            return created.file as string
          })
        )
        // a v1 file, migrated (with a backup) by its first append
        nodeFs.writeFileSync(
          `${dir}/legacy.jsonl`,
          `{"type":"session","id":"old","cwd":"/project"}\n{"type":"message","message":{"role":"user","content":"hi","timestamp":1}}\n`,
          { mode: 0o600 }
        )
        yield* Effect.scoped(
          Effect.flatMap(store.writer(`${dir}/legacy.jsonl`), (writer) =>
            Effect.flatMap(Ids.stamp, (stamp) =>
              writer.apply(Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: "again", timestamp: 2 } }))))
        )
        yield* store.open(file) // the index cache
        yield* store.list({ cwd: "/project" }) // the catalog
        yield* store.writeFile(`${root}/export.html`, "<p>x</p>\n")
        yield* store.writeNew(`${root}/copies/repaired.jsonl`, [`{"type":"session","version":3,"id":"r","cwd":"/project"}`])
        yield* store.remove(file)
      }).pipe(Effect.provide(layer))
      seen.push(modes(root))
      const all = seen.flat()
      const kinds = (re: RegExp) =>
        all.filter(([p]) =>
          re.test(p)
        ).length
      // everything that should be there was made
      for (
        const re of [
          /\.jsonl\.lock$/,
          /\.bak$/,
          /^agent\/trash\/.*\.jsonl$/,
          /\.origin$/,
          /export\.html$/,
          /^cache\/arbor\/index\/.+/,
          /^cache\/arbor\/catalog\/.+\.json$/,
          /repaired\.jsonl$/
        ]
      ) {
        expect([re.source, kinds(re) > 0]).toEqual([re.source, true])
      }
      const wrong = all.filter(([, mode, isDir]) => mode !== (isDir ? "700" : "600"))
      expect(wrong).toEqual([])
    }).pipe(Effect.provide(NodeFileSystem.layer)))
})
