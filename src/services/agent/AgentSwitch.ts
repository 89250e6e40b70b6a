/**
 * Switching sessions (`/fork`, `/clone`, `/new`, `/resume`) with pi's replacement protocol:
 * the run aborted (its reply persisted to the old session), `session_shutdown`, the new
 * session opened (its lock taken, the old one released), `session_start`.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Exit from "effect/Exit"
import * as Ref from "effect/Ref"
import * as Scope from "effect/Scope"
import { NothingToClone } from "../../domain/format/DomainError.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type * as AgentInterpreter from "./AgentInterpreter.js"
import type * as AgentModels from "./AgentModels.js"
import type * as AgentRuntime from "./AgentRuntime.js"
import * as Ids from "./Ids.js"

/** Session switching for an agent on `rt`. */
export const make = (rt: AgentRuntime.Runtime, models: AgentModels.Models, interpreter: AgentInterpreter.Interpreter) => {
  const { store, emit, extensions, path, parentScope, sessionScope, writerRef, state } = rt
  const { followPath, recordModel } = models
  const { abort } = interpreter

  /**
   * pi's replacement protocol: abort the run (its reply is persisted to the old session),
   * `session_shutdown`, open the new session (taking its lock, releasing the old one),
   * `session_start`.
   */
  const replaceWith = (
    reason: "new" | "resume" | "fork",
    next: string | Session.SessionState,
    targetFile: string | undefined
  ) =>
    Effect.gen(function*() {
      const previousSessionFile = (yield* state).file
      yield* abort
      yield* extensions.notify("session_shutdown", { reason, targetSessionFile: targetFile })
      const scope = yield* Scope.fork(parentScope, ExecutionStrategy.sequential)
      const opened = yield* Scope.extend(store.writer(next), scope).pipe(Effect.tapError(() => Scope.close(scope, Exit.void)))
      const old = yield* Ref.getAndSet(sessionScope, scope)
      yield* Ref.set(writerRef, opened)
      yield* Scope.close(old, Exit.void)
      const current = yield* state
      if (SessionTree.count(current.tree) === 0) yield* recordModel
      else yield* followPath()
      yield* emit({
        type: "session_switched",
        reason,
        ...(current.file === undefined ? {} : { sessionFile: current.file }),
        ...(previousSessionFile === undefined ? {} : { previousSessionFile })
      })
      yield* extensions.notify("session_start", { reason, previousSessionFile })
      return Session.storage(yield* state)
    })

  const fork = (entryId: string, position: "before" | "at" = "before") =>
    Effect.gen(function*() {
      const decision = yield* extensions.before("session_before_fork", { entryId, position })
      if (decision?.cancel === true) return { cancelled: true }
      const current = yield* state
      const identity = yield* Ids.sessionIdentity
      const dir = current.file === undefined ? undefined : path.dirname(current.file)
      const result = Session.apply(
        current,
        Session.Command.Fork({
          entryId,
          position,
          sessionId: identity.sessionId,
          timestamp: identity.timestamp,
          ids: yield* Ids.idSource,
          file: dir === undefined ? undefined : path.join(dir, SessionFile.fileName(identity.timestamp, identity.sessionId))
        })
      )
      if (Either.isLeft(result)) return yield* result.left
      yield* store.commit(result.right)
      const storage = yield* replaceWith("fork", result.right.state, result.right.state.file)
      return { cancelled: false, storage, ...(result.right.selectedText === undefined ? {} : { selectedText: result.right.selectedText }) }
    })

  const clone = Effect.gen(function*() {
    const leaf = SessionTree.leafId((yield* state).tree)
    if (leaf === null) return yield* new NothingToClone()
    return yield* fork(leaf, "at")
  })

  const newSession = Effect.gen(function*() {
    const decision = yield* extensions.before("session_before_switch", { reason: "new" })
    if (decision?.cancel === true) return { cancelled: true }
    const current = yield* state
    const next = yield* store.create({
      cwd: current.header.cwd ?? ".",
      sessionDir: current.file === undefined ? undefined : path.dirname(current.file)
    })
    return { cancelled: false, storage: yield* replaceWith("new", next, next.file) }
  })

  const resume = (target: string) =>
    Effect.gen(function*() {
      const file = yield* store.confine(target)
      const decision = yield* extensions.before("session_before_switch", { reason: "resume", targetSessionFile: target })
      if (decision?.cancel === true) return { cancelled: true }
      const next = yield* store.openOrNew(file, (yield* state).header.cwd ?? ".")
      return { cancelled: false, storage: yield* replaceWith("resume", next, file) }
    })

  return { fork, clone, newSession, resume }
}

export interface SwitchResult {
  readonly cancelled: boolean
  readonly selectedText?: string
  /**
   * Where the session switched to is kept (absent when cancelled): `Pending` when its file
   * is not written yet (a fork with no conversation on its path, a new session), see `persist`.
   */
  readonly storage?: Session.Storage
}

/** What `make` gives. */
export type Switching = ReturnType<typeof make>
