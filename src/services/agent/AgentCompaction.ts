/**
 * Compaction: the branch before the kept recent entries summarized (or the summary an
 * extension supplies) and appended as a `compaction` entry, announced from start to end with
 * pi's events and extension hooks, whether it succeeds, fails or is cancelled.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Compaction from "../../domain/context/Compaction.js"
import type { Entry } from "../../domain/format/Entry.js"
import * as Json from "../../domain/format/Json.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { type AgentError, CompactionFailed } from "./AgentErrors.js"
import type * as AgentRuntime from "./AgentRuntime.js"
import type * as AgentTurn from "./AgentTurn.js"
import type { CompactionReason } from "./EventBus.js"

/** Compaction for an agent on `rt`, its summaries asked through `turn`. */
export const make = (rt: AgentRuntime.Runtime, turn: AgentTurn.Turn) => {
  const { emit, extensions, state, compactionSettings, append } = rt
  const { summarize } = turn

  /** Summarizes the branch before the kept recent entries and appends the compaction entry. */
  const compactNow = (reason: CompactionReason, customInstructions: string | undefined, willRetry: boolean) =>
    Effect.gen(function*() {
      yield* emit({ type: "compaction_start", reason })
      const outcome = yield* Effect.exit(
        Effect.gen(function*() {
          const branch = SessionTree.branch((yield* state).tree)
          const prepared = Compaction.prepare(branch, yield* compactionSettings)
          if (Either.isLeft(prepared)) return yield* new CompactionFailed({ failure: Compaction.Failure.NothingToDo({ reason: prepared.left }) })
          const preparation = prepared.right
          const decision = yield* extensions.before("session_before_compact", {
            preparation,
            branchEntries: branch,
            customInstructions,
            reason,
            willRetry
          })
          if (decision?.cancel === true) return yield* new CompactionFailed({ failure: Compaction.Failure.Cancelled() })
          let result: Compaction.Result
          let fromHook = false
          if (decision?.compaction !== undefined) {
            const supplied = decision.compaction
            result = {
              summary: supplied.summary,
              firstKeptEntryId: supplied.firstKeptEntryId,
              tokensBefore: supplied.tokensBefore,
              details: supplied.details as never,
              ...(supplied.usage === undefined ? {} : { usage: supplied.usage })
            }
            fromHook = true
          } else {
            const replies: { history?: Compaction.Reply; turnPrefix?: Compaction.Reply } = {}
            for (const request of Compaction.requests(preparation, customInstructions)) {
              const reply = yield* summarize(request.systemPrompt, request.prompt)
              const checked = Compaction.checkReply(reply, request.kind)
              if (Either.isLeft(checked)) return yield* new CompactionFailed({ failure: Compaction.Failure.BadReply({ message: checked.left }) })
              replies[request.kind === "history" ? "history" : "turnPrefix"] = { text: checked.right, usage: reply.usage }
            }
            result = Compaction.combine(preparation, replies)
          }
          const transition = yield* append((stamp) =>
            Session.Command.Compaction({
              ...stamp,
              summary: result.summary,
              firstKeptEntryId: result.firstKeptEntryId,
              tokensBefore: result.tokensBefore,
              details: result.details as unknown as Json.Json,
              usage: result.usage,
              fromHook
            })
          )
          const entry = transition.appended[0] as Entry
          yield* extensions.notify("session_compact", { compactionEntry: entry.value, fromExtension: fromHook, reason, willRetry })
          return result
        })
      )
      if (Exit.isSuccess(outcome)) {
        const { firstKeptEntryId, summary, tokensBefore } = outcome.value
        yield* emit({ type: "compaction_end", reason, aborted: false, willRetry, result: { summary, firstKeptEntryId, tokensBefore } })
        return outcome.value
      }
      const failure = Exit.isInterrupted(outcome) ? Compaction.Failure.Cancelled() : compactionFailure(outcome.cause)
      const aborted = failure._tag === "Cancelled"
      const errorMessage = Compaction.failureEvent(reason, failure)
      yield* emit({ type: "compaction_end", reason, aborted, willRetry: false, ...(errorMessage === undefined ? {} : { errorMessage }) })
      yield* extensions.notify("session_compact_failed", { reason, errorMessage, aborted, willRetry: false, fromExtension: false })
      return yield* outcome
    })

  /** Why a compaction failed, from its cause: its own failure, or another error's message. */
  const compactionFailure = (cause: Cause.Cause<CompactionFailed | AgentError>): Compaction.Failure => {
    const failure = Cause.failureOption(cause)
    if (Option.isNone(failure)) return Compaction.Failure.Failed({ message: Cause.pretty(cause).split("\n")[0] ?? "" })
    return failure.value._tag === "CompactionFailed" ? failure.value.failure : Compaction.Failure.Failed({ message: failure.value.message })
  }

  return { compactNow }
}

/** What `make` gives. */
export type Compactor = ReturnType<typeof make>
