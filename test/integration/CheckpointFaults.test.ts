/**
 * Fault injection at every step of a restore (src/services/checkpoint/Checkpoints.ts), over the
 * in-memory filesystem with POSIX crash semantics (src/testing/FaultFileSystem.ts): the step k
 * fails with ENOSPC, with EIO, or the process dies there and everything not synced is lost.
 * Afterwards, and after `recover` on the next start, the working tree is either the one the
 * restore started from or the one it went to — never a mix — and the account the caller got
 * (the error's outcome, `recover`'s answer) says which. No temporary file is left in the tree.
 * A checkpoint failing at any step leaves no temporary file in the store, and the next is whole.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Checkpoints from "../../src/services/checkpoint/Checkpoints.js"
import * as DirEntries from "../../src/services/checkpoint/DirEntries.js"
import * as FaultFileSystem from "../../src/testing/FaultFileSystem.js"
import * as MemoryFileSystem from "../../src/testing/MemoryFileSystem.js"

const BASE = "/faults"
const ROOT = `${BASE}/work`
const CONFIG: Checkpoints.Config = { root: ROOT, store: `${BASE}/store` }

const withStore = <A, E>(fs: FileSystem.FileSystem, body: (c: Checkpoints.Service) => Effect.Effect<A, E>) =>
  Effect.flatMap(Checkpoints.Checkpoints, body).pipe(
    Effect.provide(Checkpoints.layer(CONFIG).pipe(Layer.provide(DirEntries.fromFileSystem), Layer.provide(Layer.succeed(FileSystem.FileSystem, fs))))
  )

/** Two checkpoints of one tree: `from` (the tree now) and `to` (the one to restore), differing in every way a plan can. */
const seed = (fs: FileSystem.FileSystem) =>
  withStore(fs, (c) =>
    Effect.gen(function*() {
      yield* fs.makeDirectory(`${ROOT}/src/old`, { recursive: true })
      yield* fs.writeFileString(`${ROOT}/a.txt`, "a one\n")
      yield* fs.writeFileString(`${ROOT}/gone.txt`, "will be deleted\n")
      yield* fs.writeFileString(`${ROOT}/src/main.ts`, "main one\n")
      yield* fs.writeFileString(`${ROOT}/src/old/x.ts`, "x\n")
      yield* fs.writeFileString(`${ROOT}/empty`, "")
      const to = (yield* c.take).id
      yield* fs.writeFileString(`${ROOT}/a.txt`, "a two\n")
      yield* fs.remove(`${ROOT}/gone.txt`)
      yield* fs.remove(`${ROOT}/src/old`, { recursive: true })
      yield* fs.makeDirectory(`${ROOT}/src/new/deeper`, { recursive: true })
      yield* fs.writeFileString(`${ROOT}/src/new/deeper/y.ts`, "y\n")
      yield* fs.writeFileString(`${ROOT}/src/main.ts`, "main two\n")
      yield* fs.chmod(`${ROOT}/empty`, 0o755)
      const from = (yield* c.take).id
      return { from, to }
    })).pipe(Effect.orDie)

/** One restore with `plan`'s fault; the tree's checkpoint after it, and the account given. */
const runOnce = (plan: { readonly at: number; readonly fault: FaultFileSystem.Fault } | undefined) =>
  Effect.gen(function*() {
    const inner = yield* MemoryFileSystem.make()
    const { from, to } = yield* seed(inner)
    const controller = new FaultFileSystem.Controller(plan)
    yield* controller.markDurable(inner, BASE)
    const result = yield* Effect.either(withStore(FaultFileSystem.make(inner, controller), (c) => c.restore(to)))
    const crashed = controller.crashed
    if (crashed) yield* controller.crash(inner, BASE)
    // the next start
    const after = yield* withStore(inner, (c) =>
      Effect.gen(function*() {
        const recovered = yield* c.recover
        return { recovered, now: (yield* c.take).id }
      })).pipe(Effect.orDie)
    const temps = (yield* FaultFileSystem.filesUnder(inner, ROOT)).filter((f) => f.includes(".arbor-restore-"))
    return { from, to, result, crashed, steps: controller.steps.length, injected: controller.injected, ...after, temps }
  })

describe("a restore under faults", () => {
  it.effect("without a fault: the target, nothing to recover", () =>
    Effect.gen(function*() {
      const run = yield* runOnce(undefined)
      expect(Either.isRight(run.result)).toBe(true)
      expect(run.now).toBe(run.to)
      expect(Option.isNone(run.recovered)).toBe(true)
      expect(run.steps).toBeGreaterThan(20)
    }))

  for (const fault of ["ENOSPC", "EIO", "crash"] as const) {
    it.effect(`${fault} at every step leaves the old tree or the new one, and says which`, () =>
      Effect.gen(function*() {
        const { steps } = yield* runOnce(undefined)
        const seen = { from: 0, to: 0, recovered: 0 }
        for (let at = 0; at < steps; at++) {
          const run = yield* runOnce({ at, fault })
          const where = `${fault} at step ${at} (${run.injected?.op} ${run.injected?.path})`
          expect(run.injected, where).toBeDefined()
          expect([run.from, run.to], where).toContain(run.now)
          expect(run.temps, where).toEqual([])
          if (run.now === run.to) seen.to++
          else seen.from++
          if (Option.isSome(run.recovered)) {
            seen.recovered++
            // the next start finished or rolled back, and the tree is what it says
            expect(run.now, where).toBe(run.recovered.value.outcome === "finished" ? run.to : run.from)
          }
          if (!run.crashed && Either.isRight(run.result)) {
            // only a directory's flush may fail unreported (the change it follows is made, as the session log has it)
            expect(run.injected?.op, where).toBe("syncDirectory")
            expect(run.now, where).toBe(run.to)
          } else if (!run.crashed) {
            // the caller was told at once
            if (Either.isLeft(run.result)) {
              const error = run.result.left
              expect(error.message, where).toMatch(/ENOSPC|EIO|no space|input\/output/i)
              if (error._tag === "RestoreFailed") {
                expect(error.outcome, where).not.toBe("pending")
                expect(run.now, where).toBe(error.outcome === "finished" ? run.to : run.from)
              } else {
                // failed before any file changed
                expect(run.now, where).toBe(run.from)
              }
            }
          }
        }
        expect(seen.from).toBeGreaterThan(0)
        if (fault === "crash") expect(seen.recovered).toBeGreaterThan(0)
      }), { timeout: 120_000 })
  }
})

describe("a checkpoint under faults", () => {
  /** A take of a tree of 30 files (objects written several at a time) with `plan`'s fault; the temporary files left in the store, and the next take. */
  const takeOnce = (plan: { readonly at: number; readonly fault: FaultFileSystem.Fault } | undefined) =>
    Effect.gen(function*() {
      const inner = yield* MemoryFileSystem.make()
      yield* inner.makeDirectory(`${ROOT}/src`, { recursive: true })
      for (let i = 0; i < 30; i++) yield* inner.writeFileString(`${ROOT}/${i % 2 === 0 ? "src/" : ""}f${i}`, `file ${i}\n`)
      const controller = new FaultFileSystem.Controller(plan)
      const result = yield* Effect.either(withStore(FaultFileSystem.make(inner, controller), (c) => c.take))
      const temps = (yield* FaultFileSystem.filesUnder(inner, BASE)).filter((f) => f.includes(".arbor-restore-"))
      const next = yield* withStore(inner, (c) => Effect.flatMap(c.take, (t) => Effect.map(c.manifest(t.id), (m) => ({ id: t.id, size: m.size })))).pipe(
        Effect.orDie
      )
      return { result, temps, next, steps: controller.steps.length, injected: controller.injected }
    })

  it.effect("ENOSPC at every step fails the take, leaves no temporary file, and the next take is whole", () =>
    Effect.gen(function*() {
      const clean = yield* takeOnce(undefined)
      expect(Either.isRight(clean.result)).toBe(true)
      expect(clean.next.size).toBe(31)
      for (let at = 0; at < clean.steps; at++) {
        const run = yield* takeOnce({ at, fault: "ENOSPC" })
        const where = `ENOSPC at step ${at} (${run.injected?.op} ${run.injected?.path})`
        expect(run.injected, where).toBeDefined()
        expect(Either.isLeft(run.result) && run.result.left.message, where).toMatch(/ENOSPC/)
        expect(run.temps, where).toEqual([])
        expect(run.next, where).toEqual(clean.next)
      }
    }), { timeout: 120_000 })
})
