/**
 * The two commands that summarize: `/tree` (move the leaf, optionally summarizing the branch
 * being left) and `/compact`, each run as the session's one activity and abortable.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as BranchSummary from "../../domain/context/BranchSummary.js"
import * as Compaction from "../../domain/context/Compaction.js"
import { EntryNotFound } from "../../domain/format/DomainError.js"
import * as Json from "../../domain/format/Json.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type * as Checkpoints from "../checkpoint/Checkpoints.js"
import type * as AgentCompaction from "./AgentCompaction.js"
import { AgentBusy, AgentFailure, FailureReason } from "./AgentErrors.js"
import type * as AgentInterpreter from "./AgentInterpreter.js"
import type * as AgentModels from "./AgentModels.js"
import type * as AgentRuntime from "./AgentRuntime.js"
import type * as AgentTurn from "./AgentTurn.js"

/** `/tree` and `/compact` for an agent on `rt`. */
export const make = (
  rt: AgentRuntime.Runtime,
  models: AgentModels.Models,
  turn: AgentTurn.Turn,
  compaction: AgentCompaction.Compactor,
  interpreter: AgentInterpreter.Interpreter
) => {
  const { emit, extensions, configured, loopState, currentModel, state, append, checkpoint } = rt
  const { followPath } = models
  const { summarize } = turn
  const { compactNow } = compaction
  const { abort, exclusive } = interpreter

  const navigate = (targetId: string, navigation: NavigateOptions = {}) =>
    Effect.gen(function*() {
      const current = yield* state
      const oldLeafId = SessionTree.leafId(current.tree)
      const { activity } = yield* loopState
      if (activity !== "idle") return yield* new AgentBusy({ operation: "navigate", running: activity })
      if (!SessionTree.has(current.tree, targetId)) return yield* new EntryNotFound({ id: targetId })
      const files = navigation.restore ?? "conversation"
      /** The files of the target, the leaf staying or about to move there. */
      const restoreFiles = (stay: boolean) =>
        checkpoint.restore(targetId, { stay, ...(navigation.confirm === undefined ? {} : { confirm: navigation.confirm }) }).pipe(
          Effect.mapError((error) => new AgentFailure({ reason: FailureReason.Files({ error }) }))
        )
      // files alone, or the files of the entry the leaf is on
      if (files === "code" || (files === "both" && targetId === oldLeafId)) {
        const restored = yield* restoreFiles(true)
        return { cancelled: false, restored } satisfies NavigateResult
      }
      if (targetId === oldLeafId) return { cancelled: false } satisfies NavigateResult
      const collected = BranchSummary.collect(current.tree, oldLeafId, targetId)
      const exit = yield* exclusive(
        "navigate",
        Effect.interruptible(Effect.gen(function*() {
          const userWantsSummary = navigation.summarize ?? false
          const decision = yield* extensions.before("session_before_tree", {
            targetId,
            oldLeafId,
            commonAncestorId: collected.commonAncestorId,
            entriesToSummarize: collected.entries,
            userWantsSummary,
            customInstructions: navigation.customInstructions,
            replaceInstructions: navigation.replaceInstructions,
            label: navigation.label
          })
          if (decision?.cancel === true) return { cancelled: true } satisfies NavigateResult
          const customInstructions = decision?.customInstructions ?? navigation.customInstructions
          const replaceInstructions = decision?.replaceInstructions ?? navigation.replaceInstructions
          const label = decision?.label ?? navigation.label
          let summary: Session.Summary | undefined
          if (userWantsSummary && decision?.summary !== undefined) {
            summary = { ...decision.summary, fromHook: true }
          } else if (userWantsSummary && collected.entries.length > 0) {
            const prepared = BranchSummary.prepare(
              collected.entries,
              BranchSummary.budget((yield* currentModel).info.contextWindow, configured.branchSummary.reserveTokens)
            )
            const request = BranchSummary.request(prepared, customInstructions, replaceInstructions)
            const reply = request === undefined ? undefined : yield* summarize(request.systemPrompt, request.prompt)
            const outcome = BranchSummary.result(prepared, reply)
            if (Either.isLeft(outcome)) {
              if (outcome.left._tag === "Aborted") return { cancelled: true, aborted: true } satisfies NavigateResult
              return yield* new AgentFailure({ reason: FailureReason.BranchSummary({ failure: outcome.left }) })
            }
            summary = outcome.right
          }
          // the files first: a move whose files could not come does not happen
          const restored = files === "both" ? yield* restoreFiles(false) : undefined
          const transition = yield* append((stamp) => Session.Command.Navigate({ ...stamp, targetId, summary, label }))
          yield* followPath()
          const summaryEntry = summary === undefined ? undefined : transition.appended[0]
          yield* emit({
            type: "tree_navigated",
            oldLeafId,
            newLeafId: transition.leafId,
            ...(summaryEntry === undefined ? {} : { summaryEntryId: summaryEntry.id as string })
          })
          yield* extensions.notify("session_tree", {
            newLeafId: transition.leafId,
            oldLeafId,
            summaryEntry: summaryEntry?.value,
            fromExtension: summary === undefined ? undefined : summary.fromHook === true
          })
          return {
            cancelled: false,
            ...(restored === undefined ? {} : { restored }),
            ...(transition.editorText === undefined ? {} : { editorText: transition.editorText }),
            ...(summaryEntry === undefined ? {} : { summaryEntry: summaryEntry.value })
          } satisfies NavigateResult
        }))
      )
      if (Exit.isSuccess(exit)) return exit.value
      if (Exit.isInterrupted(exit)) return { cancelled: true, aborted: true } satisfies NavigateResult
      return yield* Effect.failCause(exit.cause)
    })

  const compact = (customInstructions?: string) =>
    Effect.gen(function*() {
      yield* abort
      const exit = yield* exclusive("compact", Effect.interruptible(compactNow("manual", customInstructions, false)))
      if (Exit.isSuccess(exit)) return exit.value
      if (Exit.isInterrupted(exit)) return yield* new AgentFailure({ reason: FailureReason.Compaction({ failure: Compaction.Failure.Cancelled() }) })
      // the raw text, as pi's compact gives it (the event carries the prefix)
      return yield* Effect.failCause(exit.cause).pipe(
        Effect.catchTag("CompactionFailed", ({ failure }) => Effect.fail(new AgentFailure({ reason: FailureReason.Compaction({ failure }) })))
      )
    })

  return { navigate, compact }
}

export interface NavigateOptions {
  /**
   * What moves: the conversation (the default), the files with it (`both`), or the files alone
   * (`code`: the leaf stays). The files are those of the nearest checkpoint recorded at or above
   * the target; the tree as it was is recorded first, so moving back brings it back.
   */
  readonly restore?: "conversation" | "code" | "both" | undefined
  /** Overwrite files changed since the last checkpoint (otherwise the move fails and lists them). */
  readonly confirm?: boolean | undefined
  readonly summarize?: boolean | undefined
  readonly customInstructions?: string | undefined
  readonly replaceInstructions?: boolean | undefined
  readonly label?: string | undefined
}

export interface NavigateResult {
  readonly cancelled: boolean
  readonly aborted?: boolean
  /** The files' restore, when one was asked for and something changed. */
  readonly restored?: Checkpoints.Restored
  readonly editorText?: string
  readonly summaryEntry?: Json.JsonObject
}

/** What `make` gives. */
export type Navigation = ReturnType<typeof make>
