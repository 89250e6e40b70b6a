/**
 * A model for tests: each request takes the next script, streams its deltas (optionally
 * sleeping between them, on the test clock), and ends with the finished message — or stalls
 * forever after `stallAfter` deltas, so a test can abort it. Requests are recorded.
 */
import { Effect, Layer, Ref, Stream } from "effect"
import * as AssistantMessage from "../../src/domain/format/AssistantMessage.js"
import type * as Json from "../../src/domain/format/Json.js"
import { Model, type ModelEvent, type ModelRequest } from "../../src/services/model/Model.js"

export interface Script {
  readonly deltas: ReadonlyArray<AssistantMessage.Delta>
  readonly stopReason?: "stop" | "length" | "toolUse" | "error"
  readonly errorMessage?: string
  /** Stall (never finish) after this many deltas. */
  readonly stallAfter?: number
  /** Milliseconds between deltas (on the clock in use). */
  readonly delayMs?: number
}

export const text = (value: string): Script => ({ deltas: [{ type: "text_delta", index: 0, delta: value }] })

/** A reply in `pieces`, one every 10 ms of the (test) clock. */
export const slowly = (...pieces: ReadonlyArray<string>): Script => ({
  deltas: pieces.map((delta) => ({ type: "text_delta", index: 0, delta })),
  delayMs: 10
})

export const toolUse = (calls: ReadonlyArray<{ readonly id: string; readonly name: string; readonly arguments: Json.JsonObject }>): Script => ({
  deltas: calls.flatMap((call, index): Array<AssistantMessage.Delta> => [
    { type: "toolcall_start", index, id: call.id, name: call.name },
    { type: "toolcall_delta", index, delta: JSON.stringify(call.arguments) }
  ]),
  stopReason: "toolUse"
})

export const info = { provider: "scripted", modelId: "test-model", api: "scripted", contextWindow: 100_000, maxTokens: 4096, reasoning: false }

/**
 * `summary`: when set, every request that carries a system prompt (summarization) is
 * answered with this text without taking a script.
 */
export const make = (scripts: ReadonlyArray<Script>, options: { readonly summary?: string } = {}) =>
  Effect.gen(function*() {
    const next = yield* Ref.make(0)
    const requests = yield* Ref.make<ReadonlyArray<ModelRequest>>([])
    const service = Model.of({
      info,
      stream: (request) =>
        Stream.unwrap(
          Effect.gen(function*() {
            yield* Ref.update(requests, (r) => [...r, request])
            const script = options.summary !== undefined && request.systemPrompt !== undefined
              ? text(options.summary)
              : scripts[yield* Ref.getAndUpdate(next, (n) => n + 1)]
            if (script === undefined) return Stream.die(new Error("no more scripts"))
            const timestamp = Date.now()
            let partial = AssistantMessage.start({ api: info.api, provider: info.provider, model: info.modelId, timestamp })
            const stall = script.stallAfter
            const deltas = stall === undefined ? script.deltas : script.deltas.slice(0, stall)
            const events: Stream.Stream<ModelEvent> = Stream.fromIterable(deltas).pipe(
              Stream.tap(() => (script.delayMs ? Effect.sleep(script.delayMs) : Effect.void)),
              Stream.map((delta): ModelEvent => {
                partial = AssistantMessage.apply(partial, delta)
                return delta
              })
            )
            const end: Stream.Stream<ModelEvent> = stall !== undefined
              ? Stream.fromEffect(Effect.never)
              : Stream.fromEffect(
                Effect.sync(
                  (): ModelEvent => ({
                    type: "done",
                    message: AssistantMessage.finish(partial, {
                      stopReason: script.stopReason ?? "stop",
                      errorMessage: script.errorMessage
                    })
                  })
                )
              )
            return Stream.concat(events, end)
          })
        )
    })
    return { service, requests: Ref.get(requests) }
  })

export const layer = (scripts: ReadonlyArray<Script>, options: { readonly summary?: string } = {}) =>
  Layer.effect(Model, Effect.map(make(scripts, options), (m) => m.service))
