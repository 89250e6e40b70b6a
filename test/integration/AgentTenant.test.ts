/**
 * An agent on a store with a tenant opens sessions of that tenant only: `AgentSession.make`,
 * `resume` and the `AgentSessions` registry refuse a path outside the tenant's folder with
 * `OutsideTenant` before any I/O (no filesystem call, no extension hears of it, no agent is
 * live), on session files and on the memory filesystem alike; a path inside it is resumed.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as fs from "node:fs"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as AgentSessions from "../../src/services/agent/AgentSessions.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"
import * as ScriptedModel from "../support/ScriptedModel.js"

/** The filesystem calls made while `on` is set. */
interface Recorder {
  on: boolean
  readonly calls: Array<string>
  /** What `session_before_switch` was told, in order. */
  readonly switches: Array<string | undefined>
}

/** A filesystem that records each call (its method's name) while the recorder is on. */
const recording = (recorder: Recorder) =>
  Layer.effect(
    FileSystem.FileSystem,
    Effect.map(FileSystem.FileSystem, (inner) =>
      new Proxy(inner, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key)
          if (typeof value !== "function") return value
          return (...args: Array<unknown>) => {
            if (recorder.on) recorder.calls.push(String(key))
            return (value as (...a: Array<unknown>) => unknown).apply(target, args)
          }
        }
      }))
  )

const owner = { pid: 1, host: "test", startedAt: "2026-12-07T00:00:00.000Z" }

const config = (root: string, tenant: string): SessionStore.StoreConfig => ({
  agentDir: `${root}/agent`,
  cwd: `${root}/work`,
  owner,
  isAlive: () => true,
  fsync: false,
  tenant
})

const environment = (root: string, platform: Layer.Layer<FileSystem.FileSystem>, recorder: Recorder) => {
  const listening = Extensions.layer([{
    name: "recorder",
    session_before_switch: (event) => Effect.sync(() => (recorder.switches.push(event.targetSessionFile), undefined))
  }])
  return AgentSessions.layer().pipe(
    Layer.provideMerge(
      Layer.mergeAll(SessionStore.layer(config(root, "acme")), Toolkit.layer(Toolkit.make([])), listening, ScriptedModel.layer([ScriptedModel.text("hi")]))
    ),
    Layer.provideMerge(EventBus.layer),
    Layer.provideMerge(Layer.mergeAll(recording(recorder).pipe(Layer.provide(platform)), Path.layer))
  )
}

const backends = [
  {
    name: "session files",
    root: Effect.acquireRelease(
      Effect.sync(() => fs.mkdtempSync("/tmp/arbor-agent-tenant-")),
      (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
    ),
    platform: NodeFileSystem.layer
  },
  { name: "the memory filesystem", root: Effect.succeed("/m"), platform: MemoryFileSystem.layer }
]

for (const backend of backends) {
  describe(`an agent confined to its tenant: ${backend.name}`, () => {
    it.scoped("make, resume and the registry refuse another tenant's path before any I/O; a path inside is resumed", () =>
      Effect.gen(function*() {
        const root = yield* backend.root
        const recorder: Recorder = { on: false, calls: [], switches: [] }
        yield* Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const registry = yield* AgentSessions.AgentSessions
          const cwd = `${root}/work/proj`
          // globex's session, written through globex's own store on the same filesystem
          const theirs = yield* Effect.provide(
            Effect.flatMap(SessionStore.SessionStore, (b) => Effect.flatMap(b.create({ cwd }), (s) => b.save(s))),
            SessionStore.layer(config(root, "globex"))
          )
          const theirFile = theirs.file!
          const files = yield* FileSystem.FileSystem
          const before = yield* files.readFileString(theirFile)
          const agent = yield* AgentSession.make(yield* store.save(yield* store.create({ cwd })))
          const ours = yield* agent.file
          const outside = [theirFile, `${root}/agent/sessions/--proj--/x.jsonl`, `${root}/agent/tenants/acme/../globex/y.jsonl`, "../elsewhere/z.jsonl"]

          recorder.on = true
          for (const target of outside) {
            const made = yield* Effect.flip(Effect.scoped(AgentSession.make(target)))
            const resumed = yield* Effect.flip(agent.resume(target))
            const got = yield* Effect.flip(Effect.scoped(registry.get(AgentSessions.atPath(target))))
            expect([made._tag, resumed._tag, got._tag]).toEqual(["OutsideTenant", "OutsideTenant", "OutsideTenant"])
            expect(made).toMatchObject({ tenant: "acme" })
          }
          recorder.on = false
          expect(recorder.calls).toEqual([])
          expect(recorder.switches).toEqual([])
          expect(yield* registry.live).toEqual([])
          // the agent is where it was; their session untouched: the same bytes, no lock
          expect(yield* agent.file).toBe(ours)
          expect(yield* files.readFileString(theirFile)).toBe(before)
          expect(yield* files.exists(`${theirFile}.lock`)).toBe(false)

          // inside the tenant: the extension hears of it and the agent moves there
          const inside = `${store.defaultDir(cwd)}/next.jsonl`
          const switched = yield* agent.resume(inside)
          expect(switched.cancelled).toBe(false)
          expect(recorder.switches).toEqual([inside])
          expect(yield* agent.file).toBe(inside)
        }).pipe(Effect.provide(environment(root, backend.platform, recorder)))
      }))
  })
}
