/**
 * Which checkpoints a project keeps: those its sessions record. A project's checkpoint store
 * (see `Checkpoints.storeFor`) is shared by every session of its working directory, so what may
 * go is what none of them records (`Recorded.all` of each); `prune` removes the objects only
 * those reach. The sessions are those the store lists for the directory (pi's session folder
 * for it, or `sessionDir`); a session kept elsewhere (another `--session-dir`) is not seen, and a
 * trashed one no longer counts: restored, its conversation comes back but the files of its
 * checkpoints that were pruned do not (a rewind then says the checkpoint is not in the store).
 */
import * as Effect from "effect/Effect"
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import { SessionStore } from "../store/SessionStore.js"
import type * as Checkpoints from "./Checkpoints.js"

/** The checkpoints the sessions of `cwd` record. */
export const recorded = Effect.fn("Retention.recorded")(function*(cwd: string, sessionDir?: string) {
  const store = yield* SessionStore
  const { sessions } = yield* store.list({ cwd, sessionDir })
  const keep = new Set<string>()
  for (const session of sessions) {
    const { state } = yield* store.open(session.path)
    for (const record of Recorded.all(state.tree)) keep.add(record.checkpoint)
  }
  return keep
})

/** Removes from `service` (the store of `cwd`) what no session of `cwd` records. */
export const prune = Effect.fn("Retention.prune")(function*(service: Checkpoints.Service, cwd: string, sessionDir?: string) {
  return yield* service.prune(yield* recorded(cwd, sessionDir))
})
