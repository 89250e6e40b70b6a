/**
 * The working tree's checkpoints as an agent takes them, when a `Checkpoints` service is
 * provided (the command line's chat, print and RPC modes provide one for the working directory
 * unless the `checkpoints` setting is off): at each turn boundary — before a user prompt is
 * sent, after each tool that ran, after a `!` command — the tree is checkpointed, and when it
 * differs from the checkpoint the path last recorded, an `arbor.checkpoint` entry records it at
 * the leaf. A checkpoint that fails never fails the turn: it is told as a `checkpoint_failed`
 * event and the conversation goes on. A restore a crash interrupted is finished or rolled back
 * before the store is first used, and told as a `checkpoint_recovered` event.
 *
 * And the restores `/tree` asks for: the code of an entry (its nearest recorded checkpoint),
 * after recording the tree as it is at the leaf, so that moving back brings it back.
 */
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Manifest from "../../domain/checkpoint/Manifest.js"
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Checkpoints from "../checkpoint/Checkpoints.js"
import type * as AgentEvent from "./AgentEvent.js"

/** What the recorder needs of the agent's runtime. */
export interface Deps {
  readonly state: Effect.Effect<Session.SessionState>
  readonly append: (build: (stamp: Session.Stamp) => Session.Command) => Effect.Effect<Session.Transition, unknown>
  readonly emit: (body: AgentEvent.Body) => Effect.Effect<void>
}

/** The recorder of an agent: `record` at each turn boundary, `restore` for `/tree`. */
export interface Recorder {
  /** Checkpoints the tree and records it at the leaf when it changed; never fails. */
  readonly record: Effect.Effect<void>
  /**
   * Makes the files what entry `entryId` recorded, and records the tree as it was at the leaf
   * (so moving back brings it back). Files changed since the path's last checkpoint are refused
   * (`ChangedOutside`) unless `confirm`. `stay`: the leaf stays (code only), so the restored
   * tree is recorded at it too; otherwise the caller moves the leaf to the entry.
   */
  readonly restore: (
    entryId: string,
    options: { readonly confirm?: boolean; readonly stay: boolean }
  ) => Effect.Effect<Checkpoints.Restored, FilesError>
  /**
   * The files that differ between the code of entry `from` and that of entry `to`, or the
   * working tree as it is now (checkpointed, not recorded).
   */
  readonly diff: (from: string, to?: string) => Effect.Effect<Array<Manifest.Change>, FilesError>
}

/** Why the files of an entry could not be restored or compared. */
export type FilesError = Checkpoints.CheckpointError | Checkpoints.ChangedOutside | Checkpoints.RestoreFailed | NoCheckpoint | CheckpointsOff

/** `/tree` asked for the code of an entry no checkpoint covers (recorded before checkpoints were on). */
export class NoCheckpoint extends Data.TaggedError("NoCheckpoint")<{ readonly entryId: string }> {
  override get message(): string {
    return `no checkpoint of the files is recorded at or before entry ${this.entryId}`
  }
}

/** The files were asked of an agent that takes no checkpoints. */
export class CheckpointsOff extends Data.TaggedError("CheckpointsOff")<{}> {
  override get message(): string {
    return "checkpoints are off: turn them on with the setting checkpoints.enabled (or the agent's checkpoints option)"
  }
}

/** The checkpoint recorded at or above entry `entryId`. */
const checkpointAt = (tree: SessionTree.SessionTree, entryId: string) => {
  const found = Recorded.at(tree, entryId)
  return found === undefined ? Effect.fail(new NoCheckpoint({ entryId })) : Effect.succeed(found.checkpoint)
}

/**
 * The changes between the code of entries `from` and `to` of `tree`, or from `from` to the
 * working tree now: the recorder's `diff`, and the command line's on a session it only reads.
 */
export const diff = (service: Checkpoints.Service, tree: SessionTree.SessionTree, from: string, to?: string) =>
  Effect.gen(function*() {
    const a = yield* checkpointAt(tree, from)
    return yield* service.diff(a, to === undefined ? undefined : yield* checkpointAt(tree, to))
  })

/** The recorder over `service` (none: checkpoints are off, `record` does nothing). */
export const make = (deps: Deps, service: Checkpoints.Service | undefined): Recorder => {
  if (service === undefined) {
    const off = Effect.fail(new CheckpointsOff())
    return { record: Effect.void, restore: () => off, diff: () => off }
  }
  /**
   * A restore a crash interrupted is finished or rolled back before the store is first used,
   * and told (`checkpoint_recovered`).
   */
  let recovered = false
  const ready = Effect.suspend(() =>
    recovered ? Effect.void : service.recover.pipe(
      Effect.tap((done) => {
        recovered = true
        return Option.isSome(done) ? deps.emit({ type: "checkpoint_recovered", ...done.value }) : Effect.void
      })
    )
  )

  /** The last checkpoint taken, with its manifest: the base of the next count. */
  let last: { readonly id: string; readonly manifest: Manifest.Manifest } | undefined

  const manifestOf = (id: string) =>
    last?.id === id ? Effect.succeed(last.manifest) : service.manifest(id).pipe(Effect.orElseSucceed((): Manifest.Manifest => new Map()))

  /** Records `taken` at the leaf unless the path's last checkpoint is it. */
  const note = (taken: { readonly id: string; readonly manifest: Manifest.Manifest }) =>
    Effect.gen(function*() {
      const { tree } = yield* deps.state
      const previous = Recorded.at(tree, SessionTree.leafId(tree))
      if (previous?.checkpoint !== taken.id) {
        const before = previous === undefined ? new Map<string, Manifest.Item>() : yield* manifestOf(previous.checkpoint)
        const changed = Manifest.changedFiles(before, taken.manifest)
        yield* deps.append((stamp) =>
          Session.Command.Custom({ ...stamp, customType: Recorded.CUSTOM_TYPE, data: Recorded.data({ checkpoint: taken.id, changed }) })
        )
      }
      last = taken
    })

  const recordOrFail = (taken: { readonly id: string; readonly manifest: Manifest.Manifest }) =>
    note(taken).pipe(
      Effect.mapError((e) =>
        new Checkpoints.CheckpointFailed({ operation: "record", path: "the checkpoint in the session", reason: e instanceof Error ? e.message : String(e) })
      )
    )

  const record = Effect.gen(function*() {
    yield* ready
    yield* note(yield* service.take)
  }).pipe(
    Effect.catchAll((error) => deps.emit({ type: "checkpoint_failed", error: error instanceof Error ? error.message : String(error) })),
    Effect.withSpan("AgentCheckpoint.record")
  )

  const restore: Recorder["restore"] = (entryId, options) =>
    Effect.gen(function*() {
      yield* ready
      const { tree } = yield* deps.state
      const target = { checkpoint: yield* checkpointAt(tree, entryId) }
      const expected = Recorded.at(tree, SessionTree.leafId(tree))
      const restored = yield* service.restore(target.checkpoint, {
        ...(expected === undefined ? {} : { expected: expected.checkpoint }),
        ...(options.confirm === undefined ? {} : { confirm: options.confirm })
      })
      // the tree as it was, at the leaf it was at: moving back there brings it back
      if (restored.before !== expected?.checkpoint) yield* recordOrFail({ id: restored.before, manifest: yield* service.manifest(restored.before) })
      const now = { id: target.checkpoint, manifest: yield* service.manifest(target.checkpoint) }
      if (options.stay) yield* recordOrFail(now)
      else last = now
      return restored
    }).pipe(Effect.withSpan("AgentCheckpoint.restore"))

  return {
    record,
    restore,
    diff: (from, to) => ready.pipe(Effect.zipRight(deps.state), Effect.flatMap(({ tree }) => diff(service, tree, from, to)))
  }
}
