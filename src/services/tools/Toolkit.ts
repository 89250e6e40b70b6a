/**
 * The tools an embedding application gives the agent: their declarations (sent to the model)
 * and how to run a call. Interrupting a running call is the abort signal, unless the tool asked
 * for `abortSignal`: it is then told of the abort and its own result is kept, as pi's tools,
 * which get an `AbortSignal`, report what they had.
 */
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import type * as JSONSchema from "effect/JSONSchema"
import * as Layer from "effect/Layer"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import type * as Json from "../../domain/format/Json.js"
import type { ToolSpec } from "../model/Model.js"

export interface ToolCall {
  readonly id: string
  readonly name: string
  readonly arguments: Json.JsonObject
}

export interface ToolResult {
  /** Text and image blocks, as pi's tool results hold them. */
  readonly content: EntrySchema.ToolResultContent
  readonly isError: boolean
  readonly details?: Json.Json | undefined
}

/** What a running tool has so far (pi's `partialResult`: a bash command's output up to now). */
export interface Update {
  readonly content: EntrySchema.ToolResultContent
  readonly details?: Json.Json | undefined
}

/** Called by a running tool with what it has so far; optional to give and to call. */
export type OnUpdate = (update: Update) => void

export declare namespace Toolkit {
  export interface Service {
    readonly tools: ReadonlyArray<ToolSpec>
    readonly run: (call: ToolCall, onUpdate?: OnUpdate) => Effect.Effect<ToolResult>
  }
}

export class Toolkit extends Effect.Tag("arbor/Toolkit")<Toolkit, Toolkit.Service>() {}

/** The abort of the tool call a fiber runs, and whether the tool asked for it. */
export interface Abort {
  readonly signal: Effect.Effect<void>
  asked: boolean
}

const currentAbort = FiberRef.unsafeMake<Abort | undefined>(undefined)

/**
 * For a tool that can stop early and still say what it had: an effect that completes when the
 * call is aborted (never, outside an agent's run). Asking for it means the call is not
 * interrupted on abort but told, and must then end soon with its own result.
 */
export const abortSignal: Effect.Effect<Effect.Effect<void>> = Effect.map(FiberRef.get(currentAbort), (abort) => {
  if (abort === undefined) return Effect.never
  abort.asked = true
  return abort.signal
})

/** Runs a tool call with `abort` as what `abortSignal` gives it. */
export const withAbort = <A, E, R>(abort: Abort, call: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => Effect.locally(call, currentAbort, abort)

/** A text result. */
export const text = (value: string, isError = false): ToolResult => ({ content: [{ type: "text", text: value }], isError })

/** A failed call, as pi records one: the message for the model and empty `details`. */
export const error = (message: string): ToolResult => ({ content: [{ type: "text", text: message }], isError: true, details: {} })

/**
 * Tools from a list of handlers; an unknown tool gets an error result. `parameters` is a JSON
 * Schema object as it is, or as Effect's `JSONSchema.make` gives it (no cast needed).
 */
export const make = (
  tools: ReadonlyArray<
    Omit<ToolSpec, "parameters"> & {
      readonly parameters: Json.JsonObject | JSONSchema.JsonSchema7Root
      readonly run: (args: Json.JsonObject, onUpdate?: OnUpdate) => Effect.Effect<ToolResult>
    }
  >
): Toolkit.Service => ({
  tools: tools.map(({ description, name, parameters }) => ({ name, description, parameters: parameters as Json.JsonObject })),
  run: Effect.fn("Toolkit.run")(function*(call: ToolCall, onUpdate?: OnUpdate) {
    yield* Effect.annotateCurrentSpan({ tool: call.name, toolCallId: call.id })
    const tool = tools.find((t) => t.name === call.name)
    return tool === undefined ? error(`Tool ${call.name} not found`) : yield* tool.run(call.arguments, onUpdate)
  })
})

/** No tools. */
export const layerEmpty: Layer.Layer<Toolkit> = Layer.succeed(Toolkit, make([]))

export const layer = (service: Toolkit.Service): Layer.Layer<Toolkit> => Layer.succeed(Toolkit, service)

/**
 * Two toolkits as one: `first`'s tools, then `second`'s; a name both declare is `second`'s
 * (declared once, run by `second`).
 */
export const merge = (first: Toolkit.Service, second: Toolkit.Service): Toolkit.Service => {
  const own = new Set(second.tools.map((tool) => tool.name))
  return {
    tools: [...first.tools.filter((tool) => !own.has(tool.name)), ...second.tools],
    run: (call, onUpdate) => (own.has(call.name) ? second.run(call, onUpdate) : first.run(call, onUpdate))
  }
}
