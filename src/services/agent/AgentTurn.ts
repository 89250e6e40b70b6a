/**
 * One turn with the model, streamed into entries: the request over the current projection
 * (its deltas published, the reply persisted even when cut short, as pi persists it), the tool
 * calls of a reply run in order with their results appended (an abort records pi's
 * `Operation aborted` results and its last aborted request), the system message a session's
 * first request persists, and the one-message requests that summaries make.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as ContextBuilder from "../../domain/context/Context.js"
import * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import * as DomainError from "../../domain/format/DomainError.js"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Json from "../../domain/format/Json.js"
import * as Message from "../../domain/format/Message.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { ModelError } from "../model/Model.js"
import { type Abort, type ToolResult, withAbort } from "../tools/Toolkit.js"
import { ABORTED_MESSAGE, OPERATION_ABORTED, REQUEST_ABORTED, TOOL_ABORTED } from "./AgentErrors.js"
import type * as AgentRuntime from "./AgentRuntime.js"

/** A reply's entry, how it stopped and its tokens (pi's `usage`), on the current span. */
const annotateReply = (message: Json.JsonObject, entryId: string | undefined) => {
  const usage = Json.isObject(message.usage) ? message.usage : {}
  const attributes: Record<string, unknown> = { stopReason: message.stopReason }
  if (entryId !== undefined) attributes.entryId = entryId
  for (const [key, name] of [["input", "tokens.input"], ["output", "tokens.output"], ["cacheRead", "tokens.cacheRead"]] as const) {
    if (typeof usage[key] === "number") attributes[name] = usage[key]
  }
  return Effect.annotateCurrentSpan(attributes)
}

/** The turn of an agent on `rt`. */
export const make = (rt: AgentRuntime.Runtime) => {
  const { options, toolkit, emit, emitter, liveLevel, currentModel, state, appendMessage, now, checkpoint } = rt

  /** The first request of a session persists its system prompt and tools as a system message. */
  const ensureSystemMessage = Effect.gen(function*() {
    const current = yield* state
    const { messages } = yield* DomainError.readStored(() => ContextBuilder.projection(current.tree, SessionTree.leafId(current.tree)))
    if (ContextBuilder.systemCheckpoint(messages) !== undefined) return
    const prompt = options.systemPrompt
    if (prompt === undefined && toolkit.tools.length === 0) return
    yield* appendMessage(Message.system(typeof prompt === "string" ? prompt : "", {
      sections: prompt !== undefined && typeof prompt !== "string" ? prompt.sections : undefined,
      timestamp: yield* now,
      toolsAdded: toolkit.tools.length > 0 ? toolkit.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })) : undefined
    }))
  })

  /** One model request over the current projection; persists the reply, even a partial one, and gives its entry. */
  const reply = Effect.withSpan(
    Effect.gen(function*() {
      const current = yield* state
      const projection = yield* DomainError.readStored(() => ContextBuilder.projection(current.tree, SessionTree.leafId(current.tree)))
      const model = yield* currentModel
      yield* Effect.annotateCurrentSpan({ provider: model.info.provider, model: model.info.modelId })
      const level = yield* Ref.get(liveLevel)
      const startedAt = yield* now
      const partial = yield* Ref.make(
        AssistantMessage.start({ api: model.info.api, provider: model.info.provider, model: model.info.modelId, timestamp: startedAt })
      )
      const persisted = yield* Ref.make(false)
      const answered = yield* Ref.make(false)
      const persist = (message: Json.JsonObject) =>
        Effect.gen(function*() {
          if (yield* Ref.getAndSet(persisted, true)) return undefined
          // as pi's agent loop records a reply: how long it took, and the level it was asked at
          const settled = AssistantMessage.settle(message, { durationMs: (yield* now) - startedAt, thinkingLevel: level })
          return { message: settled, entry: yield* appendMessage(settled) }
        })
      yield* emit({ type: "message_start", role: "assistant" })
      const finalMessage = yield* model
        .stream({
          systemPrompt: undefined,
          messages: projection.messages,
          tools: toolkit.tools,
          thinkingLevel: level === "off" ? undefined : level
        })
        .pipe(
          Stream.runFoldEffect(Option.none<Json.JsonObject>(), (done, event) =>
            Effect.zipRight(
              Ref.set(answered, true),
              event.type === "done"
                ? Effect.succeed(Option.some(event.message))
                : Effect.as(
                  Effect.zipRight(
                    Ref.update(partial, (p) => AssistantMessage.apply(p, event)),
                    emit({ type: "message_update", delta: event })
                  ),
                  done
                )
            )),
          // where a run's abort lands (the run is uninterruptible elsewhere, see `run`)
          Effect.interruptible,
          Effect.flatMap(
            Option.match({
              onSome: Effect.succeed,
              onNone: () =>
                Effect.map(
                  Ref.get(partial),
                  (p) => AssistantMessage.finish(p, { stopReason: "error", errorMessage: "The model's stream ended without a reply" })
                )
            })
          ),
          Effect.catchTag(
            "ModelError",
            (error: ModelError) =>
              Effect.map(Ref.get(partial), (p) =>
                AssistantMessage.finish(p.blocks.length === 0 ? { ...p, blocks: [{ type: "text", text: "" }] } : p, {
                  stopReason: "error",
                  errorMessage: error.message
                }))
          ),
          Effect.onInterrupt(() =>
            Effect.gen(function*() {
              const p = yield* Ref.get(partial)
              const errorMessage = (yield* Ref.get(answered)) ? ABORTED_MESSAGE : REQUEST_ABORTED
              yield* persist(AssistantMessage.finish(p, { stopReason: "aborted", errorMessage }))
            }).pipe(Effect.orDie)
          )
        )
      const written = yield* persist(finalMessage)
      yield* annotateReply(written?.message ?? finalMessage, written?.entry.id)
      return { message: written?.message ?? finalMessage, entryId: written?.entry.id }
    }),
    "AgentSession.turn"
  )

  /** Runs the tool calls of a reply in order, appending each result. */
  const runTools = (message: Json.JsonObject) =>
    Effect.gen(function*() {
      const calls = AssistantMessage.toolCalls(message)
      const finished = yield* Ref.make(0)
      const result = (call: (typeof calls)[number], content: EntrySchema.ToolResultContent, isError: boolean, details?: Json.Json, durationMs?: number) =>
        Effect.gen(function*() {
          // pi's order: how long the call ran, then the time of the result
          const toolMessage = Message.toolResult({ toolCallId: call.id, toolName: call.name, content, details, isError, durationMs, timestamp: yield* now })
          const entry = yield* appendMessage(toolMessage)
          if (entry.id !== undefined) yield* Effect.annotateCurrentSpan("entryId", entry.id)
          yield* emit({
            type: "tool_execution_end",
            toolCallId: call.id,
            toolName: call.name,
            result: details === undefined ? { content } : { content, details },
            isError,
            ...(durationMs === undefined ? {} : { durationMs })
          })
          // a tool that ran may have changed files, whatever its name
          if (durationMs !== undefined) yield* checkpoint.record
        })
      yield* Effect.forEach(
        calls,
        (call) =>
          Effect.gen(function*() {
            yield* emit({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, arguments: call.arguments })
            const started = yield* now
            const finish = (outcome: ToolResult) =>
              Effect.flatMap(now, (ended) =>
                Effect.zipRight(
                  result(call, outcome.content, outcome.isError, outcome.details, Math.max(0, ended - started)),
                  Ref.update(finished, (n) => n + 1)
                ))
            // a tool that asked for the abort signal is told, and its own result kept; any other is
            // interrupted. (Not a child fiber: a fiber's interruption reaches its children at once.)
            const stop = yield* Deferred.make<void>()
            const abort: Abort = { signal: Deferred.await(stop), asked: false }
            // what the tool has so far, told as it comes (the bus and the call's stream take it at once)
            const tell = yield* emitter
            const run = toolkit.run(
              call,
              (partialResult) => tell({ type: "tool_execution_update", toolCallId: call.id, toolName: call.name, arguments: call.arguments, partialResult })
            )
            const outcome = yield* Effect.uninterruptibleMask((restore) =>
              Effect.flatMap(Effect.forkDaemon(restore(withAbort(abort, run))), (running) =>
                restore(Fiber.join(running)).pipe(
                  Effect.onInterrupt(() =>
                    abort.asked
                      ? Effect.flatMap(Effect.zipRight(Deferred.succeed(stop, undefined), Fiber.join(running)), finish).pipe(Effect.orDie)
                      : Fiber.interrupt(running)
                  )
                ))
            )
            yield* Effect.uninterruptible(finish(outcome))
          }).pipe(Effect.withSpan("AgentSession.tool", { attributes: { tool: call.name, toolCallId: call.id } })),
        { discard: true }
      ).pipe(
        Effect.interruptible,
        Effect.onInterrupt(() =>
          Effect.gen(function*() {
            const done = yield* Ref.get(finished)
            for (const call of calls.slice(done)) yield* result(call, [{ type: "text", text: TOOL_ABORTED }], true, {})
            // pi makes one more request, which the abort ends at once
            const info = (yield* currentModel).info
            const startedAt = yield* now
            const p = AssistantMessage.start({ api: info.api, provider: info.provider, model: info.modelId, timestamp: startedAt })
            const aborted = AssistantMessage.finish(p, { stopReason: "aborted", errorMessage: OPERATION_ABORTED })
            yield* appendMessage(AssistantMessage.settle(aborted, { durationMs: (yield* now) - startedAt, thinkingLevel: yield* Ref.get(liveLevel) }))
          }).pipe(Effect.orDie)
        )
      )
    })

  /** One summarization request: a system prompt, one user message, no tools. */
  const summarize = (systemPrompt: string, text: string) =>
    Effect.gen(function*() {
      const model = yield* currentModel
      const level = yield* Ref.get(liveLevel)
      const done = yield* model
        .stream({
          systemPrompt,
          messages: [{ role: "user", content: [{ type: "text", text }], timestamp: yield* now }],
          tools: [],
          thinkingLevel: level !== "off" && model.info.reasoning ? level : undefined
        })
        .pipe(
          Stream.runFold(Option.none<Json.JsonObject>(), (found, event) => (event.type === "done" ? Option.some(event.message) : found)),
          Effect.catchTag("ModelError", (error: ModelError) =>
            Effect.succeed(Option.some<Json.JsonObject>({ role: "assistant", content: [], stopReason: "error", errorMessage: error.message })))
        )
      return Option.getOrElse(done, (): Json.JsonObject => ({ role: "assistant", content: [], stopReason: "error", errorMessage: "Unknown error" }))
    })

  return { ensureSystemMessage, reply, runTools, summarize }
}

/** What `make` gives. */
export type Turn = ReturnType<typeof make>
