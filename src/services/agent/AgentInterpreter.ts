/**
 * The interpreter of `AgentLoop`'s actions: a prompt run as the pure decider decides it (the
 * user message, replies, retries, tool calls, compactions, the queued messages), each action
 * run and each answer fed back as the loop's next event; the queues; and `exclusive`, which
 * runs an operation as the session's one activity in a fiber `abort` interrupts.
 */
import * as Cause from "effect/Cause"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as AgentLoop from "../../domain/agent/AgentLoop.js"
import * as MessageQueue from "../../domain/agent/MessageQueue.js"
import * as ContextBuilder from "../../domain/context/Context.js"
import * as Tokens from "../../domain/context/Tokens.js"
import * as DomainError from "../../domain/format/DomainError.js"
import * as Entry from "../../domain/format/Entry.js"
import * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Message from "../../domain/format/Message.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type * as AgentCompaction from "./AgentCompaction.js"
import { AgentBusy } from "./AgentErrors.js"
import type * as AgentModels from "./AgentModels.js"
import type * as AgentRuntime from "./AgentRuntime.js"
import type * as AgentTurn from "./AgentTurn.js"

/** The interpreter of `AgentLoop`'s actions for an agent on `rt`. */
export const make = (rt: AgentRuntime.Runtime, models: AgentModels.Models, turn: AgentTurn.Turn, compaction: AgentCompaction.Compactor) => {
  /** The first line of a failed prompt's cause, a typed failure as `<tag>: <errorText or message>`. */
  const failureLine = (cause: Cause.Cause<unknown>): string => {
    const failure = Cause.failureOption(cause)
    const errorText = rt.options.errorText
    if (Option.isSome(failure) && errorText !== undefined) {
      const tag = (failure.value as { readonly _tag?: unknown })._tag
      return typeof tag === "string" ? `${tag}: ${errorText(failure.value)}` : errorText(failure.value)
    }
    return Cause.pretty(cause).split("\n")[0] ?? ""
  }
  const { emit, decide, runFiber, retryWait, currentModel, state, appendMessage, append, now, announce, recordBash, checkpoint } = rt
  const { recordLevel } = models
  const { ensureSystemMessage, reply, runTools } = turn
  const { compactNow } = compaction

  const enqueue = (kind: MessageQueue.Kind, text: string, images: ReadonlyArray<EntrySchema.ImageContent> = []) =>
    Effect.gen(function*() {
      const actions = yield* decide(AgentLoop.Event.Enqueue({ kind, message: { text, images } }))
      yield* announce(actions)
      // the loop announces the queue exactly when it took the message
      return actions.length > 0
    })

  const clearQueue = Effect.gen(function*() {
    const actions = yield* decide(AgentLoop.Event.ClearQueue())
    yield* announce(actions)
    return MessageQueue.texts(actions.find(AgentLoop.Action.$is("Cleared"))?.queue ?? MessageQueue.empty)
  })

  const userMessage = (text: string, images: ReadonlyArray<EntrySchema.ImageContent>) =>
    Effect.map(now, (timestamp) => Message.user(text, { images, timestamp }))

  const deliver = (messages: ReadonlyArray<MessageQueue.Message>) =>
    Effect.forEach(messages, (m) => Effect.flatMap(userMessage(m.text, m.images), appendMessage), { discard: true })

  /** Waits before a retry; false when `abortRetry` cut the wait short. */
  const waitToRetry = (delayMs: number) =>
    Effect.gen(function*() {
      const stop = yield* Deferred.make<void>()
      yield* Ref.set(retryWait, Option.some(stop))
      return yield* Effect.raceFirst(Effect.as(Effect.sleep(Duration.millis(delayMs)), true), Effect.as(Deferred.await(stop), false)).pipe(
        Effect.ensuring(Ref.set(retryWait, Option.none()))
      )
    })

  /** The projected context size between turns, and the window it must fit. */
  const measure = Effect.gen(function*() {
    const branch = SessionTree.branch((yield* state).tree)
    const tokens = yield* DomainError.readStored(() => Tokens.projectedContextEstimate(ContextBuilder.projectPath(branch), branch))
    return { tokens, contextWindow: (yield* currentModel).info.contextWindow }
  })

  /**
   * A whole prompt run, as `AgentLoop` decides it: the user message, then replies (a failed
   * attempt asked again, and left out of the context by a `context_edit`, as pi does), tool
   * calls and compactions until the model stops, then the queued messages while there are
   * any. Each action that waits for an answer gives the loop its next event.
   *
   * It runs uninterruptible except where it waits (a reply, the tools, a retry's delay, a
   * compaction), so an abort lands only there, and each of those persists what it had: a run
   * aborted as soon as it starts still records its prompt and an aborted, empty reply, as pi's does.
   */
  const run = (text: string, images: ReadonlyArray<EntrySchema.ImageContent>) =>
    Effect.gen(function*() {
      yield* emit({ type: "agent_start" })
      const before = yield* state
      const previous = [...SessionTree.branch(before.tree)].reverse().find((e) => e.role === "assistant")
      let event: AgentLoop.Event = AgentLoop.Event.PromptStarted({
        previous: previous === undefined ? undefined : Entry.storedMessage(previous),
        afterCompaction: SessionTree.leafEntry(before.tree)?.type === "compaction",
        contextWindow: (yield* currentModel).info.contextWindow
      })
      for (;;) {
        let next: AgentLoop.Event | undefined
        for (const action of yield* decide(event)) {
          switch (action._tag) {
            case "Emit":
              yield* emit(action.event)
              break
            case "SendPrompt":
              yield* recordLevel
              yield* ensureSystemMessage
              yield* checkpoint.record
              yield* appendMessage(yield* userMessage(text, images))
              break
            case "Deliver":
              yield* deliver(action.messages)
              break
            case "Omit": {
              const targetId = action.entryId
              yield* append((stamp) => Session.Command.ContextEdit({ ...stamp, targetId, replacement: null }))
              break
            }
            case "StartTurn": {
              const replied = yield* reply
              next = AgentLoop.Event.Replied({ ...replied, contextWindow: (yield* currentModel).info.contextWindow })
              break
            }
            case "Retry":
              next = AgentLoop.Event.RetryWaited({ completed: yield* Effect.interruptible(waitToRetry(action.delayMs)) })
              break
            case "RunTools":
              yield* runTools(action.message)
              next = AgentLoop.Event.ToolsEnded()
              break
            case "MeasureContext":
              next = AgentLoop.Event.ContextMeasured(yield* measure)
              break
            case "Compact": {
              const compacted = yield* Effect.either(Effect.interruptible(compactNow(action.reason, undefined, action.willRetry)))
              next = AgentLoop.Event.CompactionEnded({ succeeded: Either.isRight(compacted) })
              break
            }
            case "Finish":
              return { message: lastReply(action.message), aborted: action.aborted } satisfies PromptResult
            default:
              return yield* Effect.dieMessage(`AgentLoop gave ${action._tag} during a prompt run`)
          }
        }
        if (next === undefined) return yield* Effect.dieMessage(`AgentLoop gave no next step after ${event._tag}`)
        event = next
      }
    })

  const interrupt = Effect.gen(function*() {
    const fiber = yield* Ref.get(runFiber)
    if (Option.isSome(fiber)) yield* Fiber.interrupt(fiber.value)
  })

  /** The operation ended: the agent is idle again, and the shell commands that waited for the prompt are recorded. */
  const end = Effect.gen(function*() {
    yield* Ref.set(runFiber, Option.none())
    for (const action of yield* decide(AgentLoop.Event.End())) {
      if (action._tag === "RecordBash") yield* recordBash(action.record)
    }
  }).pipe(Effect.orDie)

  /**
   * Runs an operation as the session's one current activity, in its own fiber (so `abort`
   * can interrupt it), unless the loop refuses it (pi's texts) because another is running.
   * The fiber starts uninterruptible: `effect` marks where an abort may land. A caller that
   * is interrupted (a signal reaching the program's main fiber) aborts the operation and
   * waits for it to persist what it had, so that nothing is appended after the caller's scope
   * (and with it the file's lock) is gone. No interruption lands between the loop's taking the
   * operation and `end`, so an interrupted caller never leaves the agent marked busy.
   */
  const exclusive = <A, E>(operation: AgentLoop.Operation, effect: Effect.Effect<A, E>) =>
    Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        const refused = (yield* decide(AgentLoop.Event.Begin({ operation }))).find(AgentLoop.Action.$is("Refuse"))
        if (refused !== undefined) return yield* new AgentBusy({ operation, running: refused.running })
        return yield* Effect.gen(function*() {
          const fiber = yield* Effect.fork(effect)
          yield* Ref.set(runFiber, Option.some(fiber as Fiber.RuntimeFiber<unknown, unknown>))
          return yield* restore(Fiber.await(fiber)).pipe(Effect.onInterrupt(() => Fiber.interrupt(fiber)))
        }).pipe(Effect.ensuring(end))
      })
    )

  /**
   * A prompt run, told from `agent_start` to `agent_end`: also when its caller is interrupted
   * (a `run` stream whose consumer stopped), once the run has persisted what it had.
   */
  const prompt = (text: string, images: ReadonlyArray<EntrySchema.ImageContent> = []) =>
    Effect.gen(function*() {
      const started = yield* Ref.make(false)
      const exit = yield* exclusive("prompt", Effect.zipRight(Ref.set(started, true), run(text, images))).pipe(
        Effect.onInterrupt(() => Effect.flatMap(Ref.get(started), (told) => (told ? emit({ type: "agent_end", aborted: true }) : Effect.void)))
      )
      if (Exit.isSuccess(exit)) {
        yield* emit({ type: "agent_end", aborted: exit.value.aborted })
        return exit.value
      }
      if (Exit.isInterrupted(exit)) {
        const current = yield* state
        const leaf = SessionTree.leafEntry(current.tree)
        yield* emit({ type: "agent_end", aborted: true })
        return { message: leaf === undefined ? undefined : lastReply(Entry.storedMessage(leaf)), aborted: true }
      }
      yield* emit({ type: "agent_end", aborted: false, errorMessage: failureLine(exit.cause) })
      return yield* Effect.failCause(exit.cause)
    })

  const abort = Effect.gen(function*() {
    for (const action of yield* decide(AgentLoop.Event.Abort())) if (action._tag === "Interrupt") yield* interrupt
  })

  /** Stops waiting for a retry: the run ends with the failed reply. */
  const abortRetry = Effect.flatMap(Ref.get(retryWait), Option.match({ onNone: () => Effect.void, onSome: (d) => Deferred.succeed(d, undefined) }))

  return { enqueue, clearQueue, exclusive, prompt, abort, abortRetry }
}

/** A run's last message, when it is an assistant message that matches its schema. */
const lastReply = (message: unknown): EntrySchema.AssistantMessage | undefined =>
  EntrySchema.isAgentMessage(message) && message.role === "assistant" ? message : undefined

export interface PromptResult {
  /**
   * The last assistant message of the run (its final state on disk), checked against
   * `EntrySchema.AssistantMessage`; undefined when the run wrote none or it does not match.
   */
  readonly message: EntrySchema.AssistantMessage | undefined
  readonly aborted: boolean
}

export type Activity = AgentLoop.Activity

/** What `make` gives. */
export type Interpreter = ReturnType<typeof make>
