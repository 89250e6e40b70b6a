/**
 * Sessions hold prompts, code and tool output: every file Arbor creates (sessions, backups,
 * trash, locks, exports, the index cache and the catalog) is 0600 and every directory 0700,
 * on the real filesystem, whatever the umask leaves. The one exception is the HTML page, made
 * to be shared: 0644 less the umask.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as nodeFs from "node:fs"
import * as nodePath from "node:path"
import * as Session from "../../src/domain/tree/Session.js"
import * as ExportFile from "../../src/main/export/ExportFile.js"
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

  it.scoped("an HTML page is written 0644 less the umask, and holds every branch of the tree", () =>
    Effect.gen(function*() {
      const fs = yield* FileSystem.FileSystem
      const root = yield* fs.makeTempDirectoryScoped({ prefix: "arbor-test-" })
      const layer = SessionStore.layer({
        agentDir: `${root}/agent`,
        cwd: root,
        owner: { pid: process.pid, host: "test-host", startedAt: "2026-12-03T00:00:00.000Z" },
        isAlive: () => true
      }).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))
      const lines = [
        `{"type":"session","version":3,"id":"s-1","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/p"}`,
        `{"type":"message","id":"u1","parentId":null,"timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"first","timestamp":1}}`,
        `{"type":"message","id":"a1","parentId":"u1","timestamp":"2026-01-01T00:00:02.000Z","message":{"role":"assistant","content":[{"type":"text","text":"left"}],"stopReason":"stop","timestamp":2}}`,
        `{"type":"message","id":"a2","parentId":"u1","timestamp":"2026-01-01T00:00:03.000Z","message":{"role":"assistant","content":[{"type":"text","text":"right"}],"stopReason":"stop","timestamp":3}}`
      ]
      const previous = process.umask(0o027)
      yield* Effect.addFinalizer(() => Effect.sync(() => process.umask(previous)))
      const written = yield* Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        yield* store.writeNew(`${root}/s.jsonl`, lines)
        const { state } = yield* store.open(`${root}/s.jsonl`)
        const first = yield* ExportFile.writeHtml(state)
        process.umask(0o000)
        const second = yield* ExportFile.writeHtml(state, "shared.html")
        return [first, second] as const
      }).pipe(Effect.provide(layer))
      expect(written).toEqual([`${root}/arbor-session-s.html`, `${root}/shared.html`])
      expect(written.map((file) => (nodeFs.statSync(file).mode & 0o777).toString(8))).toEqual(["640", "644"])
      // the whole tree: both branches, the leaf's path shown first
      const page = nodeFs.readFileSync(written[0], "utf8")
      for (const id of ["u1", "a1", "a2"]) expect(page).toContain(`id="e-${id}"`)
      expect(page).toContain(`data-target="e-a2"`)
    }).pipe(Effect.provide(NodeFileSystem.layer)))
})
