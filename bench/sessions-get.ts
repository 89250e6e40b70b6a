/**
 * A session by its id among 2,000: `store.get` (found, then read whole) against `store.locate`
 * (found, checked by its header alone), on Node's files as `Arbor.layer` configures the store
 * (no index cache). The sessions are `Listing.write`'s realistic directory (most files 20–300
 * entries, about 1% of 1–5 MB). Each round is a fresh store (so nothing it made itself is known)
 * over the id index file a warm-up round wrote; in it every sampled id is looked up by both,
 * in alternating order. Prints medians, 90th percentiles and maxima in milliseconds, those of the
 * large files apart, and the first lookup of a store without the index file (one scan rebuilds
 * it). On a store without `locate` (before it existed) only `get` is measured.
 *
 *   npm run bench:get [-- rounds files]
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { SessionId } from "../src/domain/format/SessionId.js"
import * as SessionStore from "../src/services/store/SessionStore.js"
import * as Listing from "./Listing.js"

const rounds = Number(process.argv[2] ?? 5)
const files = Number(process.argv[3] ?? 2000)
const root = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-get-"))
const options: SessionStore.StoreOptions = { agentDir: path.join(root, "agent"), cwd: path.join(root, "work"), fsync: false }
const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)
const storeLayer = SessionStore.layer(options).pipe(Layer.provide(SessionStore.layerNodeServices(undefined)), Layer.provide(platform))

/** The store's operations measured; `locate` is absent on a store from before it. */
interface Lookups {
  readonly get: (id: SessionId) => Effect.Effect<Option.Option<unknown>, unknown>
  readonly locate?: ((id: SessionId) => Effect.Effect<Option.Option<string>, unknown>) | undefined
}

const timed = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function*() {
    const start = performance.now()
    const found = yield* effect
    if (Option.isOption(found) && Option.isNone(found)) return yield* Effect.die("a sampled id was not found")
    return performance.now() - start
  })

const stats = (times: ReadonlyArray<number>) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return `median ${at(0.5).toFixed(2)}, p90 ${at(0.9).toFixed(2)}, max ${sorted[sorted.length - 1]!.toFixed(2)} (${times.length})`
}

const program = Effect.gen(function*() {
  const dir = yield* Effect.map(SessionStore.SessionStore, (store) => store.defaultDir(options.cwd!)).pipe(Effect.provide(storeLayer))
  const listing = Listing.write({ dir, files, cwd: options.cwd!, seed: 7 })
  const sessions = fs.readdirSync(dir).map((name) => {
    const file = path.join(dir, name)
    const text = fs.readFileSync(file, "utf8")
    return { id: JSON.parse(text.slice(0, text.indexOf("\n"))).id as SessionId, size: fs.statSync(file).size }
  })
  const large = sessions.filter((s) => s.size >= 1024 * 1024)
  // every 10th session and every large one
  const sample = [...sessions.filter((_, i) => i % 10 === 0), ...large]
  console.log(
    `${listing.files} sessions, ${
      (listing.bytes / 1024 / 1024).toFixed(1)
    } MB (${large.length} of 1 MB or more); ${sample.length} ids sampled, ${rounds} rounds`
  )

  const store = Effect.map(Layer.build(storeLayer), (context): Lookups => Context.get(context, SessionStore.SessionStore))
  const index = path.join(options.agentDir!, SessionStore.ID_INDEX)
  for (const name of ["get", "locate"] as const) {
    const first = yield* Effect.scoped(Effect.flatMap(store, (s) => {
      const lookup = s[name]
      if (lookup === undefined) return Effect.succeed(undefined)
      fs.rmSync(index, { force: true })
      return timed(lookup(sample[0]!.id))
    }))
    if (first !== undefined) console.log(`${name}, first lookup without the index file (one scan rebuilds it): ${first.toFixed(0)} ms`)
  }

  const times = { get: [] as Array<number>, locate: [] as Array<number>, getLarge: [] as Array<number>, locateLarge: [] as Array<number> }
  for (let round = 0; round < rounds; round++) {
    yield* Effect.scoped(Effect.gen(function*() {
      const s = yield* store
      for (const [i, session] of sample.entries()) {
        const order = (i + round) % 2 === 0 ? (["get", "locate"] as const) : (["locate", "get"] as const)
        for (const name of order) {
          const lookup = s[name]
          if (lookup === undefined) continue
          const ms = yield* timed(lookup(session.id))
          times[name].push(ms)
          if (session.size >= 1024 * 1024) times[name === "get" ? "getLarge" : "locateLarge"].push(ms)
        }
      }
    }))
  }
  console.log(`get ms: ${stats(times.get)}; of 1 MB or more: ${stats(times.getLarge)}`)
  if (times.locate.length > 0) console.log(`locate ms: ${stats(times.locate)}; of 1 MB or more: ${stats(times.locateLarge)}`)
})

Effect.runPromise(program).finally(() => fs.rmSync(root, { recursive: true, force: true }))
