/**
 * The model port's implementations, and how one is chosen from the configuration.
 *
 * Network providers are modules of their own over @effect/ai (`ModelOpenAi`, `ModelAnthropic`,
 * `ModelChatCompletions`, sharing `ModelBridge`), loaded on demand by `layerFor`, so the
 * offline responder and the replay layer, both here, start without them.
 *
 * `layerOffline` and `layerReplay` need no network: the first says plainly that no model is
 * configured, the second answers with recorded assistant messages, byte for byte except the
 * timestamp.
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as Transcript from "../../domain/context/Transcript.js"
import * as AssistantMessage from "../../domain/format/AssistantMessage.js"
import * as Json from "../../domain/format/Json.js"
import { Model, ModelError, type ModelEvent, type ModelInfo, type ModelRequest } from "./Model.js"
import { infoFor } from "./ModelBridge.js"

// ---------------------------------------------------------------------------------------------
// Local responders
// ---------------------------------------------------------------------------------------------

/** A text in about three deltas, split after whitespace. */
const pieces = (text: string): ReadonlyArray<string> => {
  const words = text.split(/(?<=\s)/)
  const size = Math.max(1, Math.ceil(words.length / 3))
  const out: Array<string> = []
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(""))
  return out
}

/** The deltas that rebuild a recorded assistant message. */
export const deltasOf = (message: Json.JsonObject): ReadonlyArray<AssistantMessage.Delta> => {
  const deltas: Array<AssistantMessage.Delta> = []
  const content = Array.isArray(message.content) ? message.content : []
  content.forEach((block, index) => {
    if (!Json.isObject(block)) return
    if (block.type === "text" && typeof block.text === "string") {
      for (const delta of pieces(block.text)) deltas.push({ type: "text_delta", index, delta })
    } else if (block.type === "thinking" && typeof block.thinking === "string") {
      for (const delta of pieces(block.thinking)) deltas.push({ type: "thinking_delta", index, delta })
    } else if (block.type === "toolCall" && typeof block.id === "string" && typeof block.name === "string") {
      deltas.push({ type: "toolcall_start", index, id: block.id, name: block.name })
      deltas.push({ type: "toolcall_delta", index, delta: Json.stringify(block.arguments ?? {}) ?? "{}" })
    }
  })
  if (Json.isObject(message.usage)) deltas.push({ type: "usage_update", usage: message.usage as unknown as AssistantMessage.Usage })
  return deltas
}

export const OFFLINE_PREFIX = "[offline] Arbor has no model configured; this is the offline responder. You said: "

export const offlineInfo: ModelInfo = infoFor("offline", "offline", "arbor-offline")

/** What the offline responder answers to a request: the prefix and the last user text. */
export const offlineText = (request: ModelRequest): string => {
  const transcript = Transcript.prepare(request.messages, request.systemPrompt)
  const lastUser = transcript.messages.filter((message) => message.role === "user").at(-1)
  const said = lastUser === undefined ? "" : Json.contentText(lastUser.content, "\n")
  return OFFLINE_PREFIX + (said === "" ? "(nothing)" : said)
}

/**
 * A model that needs no network and says so: it answers every request with `OFFLINE_PREFIX`
 * and the last user text, in a few deltas, with zero usage.
 */
export const offline: Model.Service = Model.of({
  info: offlineInfo,
  stream: (request) =>
    Stream.unwrap(
      Effect.map(Clock.currentTimeMillis, (timestamp) => {
        const text = offlineText(request)
        const deltas = pieces(text).map((delta): AssistantMessage.Delta => ({ type: "text_delta", index: 0, delta }))
        const partial = deltas.reduce(
          AssistantMessage.apply,
          AssistantMessage.start({ api: offlineInfo.api, provider: offlineInfo.provider, model: offlineInfo.modelId, timestamp })
        )
        const done: ModelEvent = { type: "done", message: AssistantMessage.finish(partial, { stopReason: "stop" }) }
        return Stream.fromIterable<ModelEvent>([...deltas, done])
      })
    )
})

export const layerOffline: Layer.Layer<Model> = Layer.succeed(Model, offline)

/**
 * A model that answers with recorded assistant messages, one per request, in order. Each
 * reply streams the recorded content as deltas and ends with the recorded message itself,
 * with only its `timestamp` replaced by the request time (key order kept). Model info comes
 * from the first recording. When the recording is exhausted the stream fails.
 */
export const layerReplay = (messages: ReadonlyArray<Json.JsonObject>): Layer.Layer<Model> =>
  Layer.effect(
    Model,
    Effect.gen(function*() {
      const position = yield* Ref.make(0)
      const first = messages[0]
      const provider = typeof first?.provider === "string" ? first.provider : "replay"
      const modelId = typeof first?.model === "string" ? first.model : "replay"
      const api = typeof first?.api === "string" ? first.api : "arbor-replay"
      return Model.of({
        info: infoFor(provider, modelId, api),
        stream: () =>
          Stream.unwrap(
            Effect.gen(function*() {
              const message = messages[yield* Ref.getAndUpdate(position, (n) => n + 1)]
              if (message === undefined) return yield* new ModelError({ provider: "replay", reason: "no more recorded replies" })
              const timestamp = yield* Clock.currentTimeMillis
              const done: ModelEvent = { type: "done", message: { ...message, timestamp } }
              return Stream.fromIterable<ModelEvent>([...deltasOf(message), done])
            })
          )
      })
    })
  )

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

/** A model to build: which API module, where, with which key, and its description. */
export type Selection =
  | { readonly _tag: "offline" }
  | (SelectionBase & { readonly _tag: "openai"; readonly apiKey: string })
  | (SelectionBase & { readonly _tag: "anthropic"; readonly apiKey: string })
  | (SelectionBase & { readonly _tag: "openai-compatible"; readonly apiKey?: string | undefined })

export interface SelectionBase {
  readonly modelId: string
  readonly baseUrl?: string | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
  readonly info?: ModelInfo | undefined
}

/** The model layer for a selection; provider packages are imported only when selected. */
export const layerFor = (selection: Selection): Layer.Layer<Model, never, HttpClient.HttpClient> => {
  switch (selection._tag) {
    case "offline":
      return layerOffline
    case "openai":
      return Layer.unwrapEffect(Effect.map(Effect.promise(() => import("./ModelOpenAi.js")), (m) => m.layerOpenAi(selection)))
    case "anthropic":
      return Layer.unwrapEffect(Effect.map(Effect.promise(() => import("./ModelAnthropic.js")), (m) => m.layerAnthropic(selection)))
    case "openai-compatible": {
      const baseUrl = selection.baseUrl ?? ""
      return Layer.unwrapEffect(
        Effect.map(Effect.promise(() => import("./ModelChatCompletions.js")), (m) => m.layerOpenAiCompatible({ ...selection, baseUrl }))
      )
    }
  }
}
