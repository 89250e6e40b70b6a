/**
 * An @effect/ai `Toolkit` as the agent's tools: its tools' Schema parameters are what the model
 * is sent (their JSON Schema), a call's arguments are decoded by that Schema before its handler
 * sees them (typed), and the handlers come from the toolkit's own handlers layer, with their own
 * errors and requirements (the layer's).
 *
 * A call that fails, whatever the reason (arguments the Schema refuses, the handler's error, a
 * tool in `failureMode: "return"` returning its failure, a result its Schema refuses), becomes
 * an error tool result whose text is the error's message, as pi records a failed tool: the
 * agent goes on and the model reads why. Interrupting a call (an abort) interrupts the handler.
 *
 * Importing this module (and the root entry, which gathers it) loads nothing of @effect/ai:
 * `layer` imports its `Tool` module (for the tools' JSON Schema) when it is built.
 */
import type * as Tool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Json from "../../domain/format/Json.js"
import { errorText } from "../model/ModelBridge.js"
import * as Toolkit from "../tools/Toolkit.js"

/** A handler's result as pi's content blocks: a string as it is, anything else as its JSON. */
const contentOf = (encoded: unknown): EntrySchema.ToolResultContent => [
  { type: "text", text: typeof encoded === "string" ? encoded : (Json.stringify(encoded as Json.Json) ?? String(encoded)) }
]

/**
 * The agent's tools for an @effect/ai toolkit whose handlers are provided (`yield* toolkit`);
 * `AiTool` is @effect/ai's `Tool` module.
 */
const fromHandled = <Tools extends Record<string, Tool.Any>>(
  handled: AiToolkit.WithHandler<Tools>,
  AiTool: typeof import("@effect/ai/Tool")
): Toolkit.Toolkit.Service => {
  const handle = handled.handle as (name: string, params: unknown) => Effect.Effect<Tool.HandlerResult<Tool.Any>, unknown>
  return Toolkit.make(
    Object.values(handled.tools).map((tool) => ({
      name: tool.name,
      description: tool.description ?? "",
      parameters: AiTool.getJsonSchemaFromSchemaAst(tool.parametersSchema.ast) as unknown as Json.JsonObject,
      run: (args: Json.JsonObject) =>
        handle(tool.name, args).pipe(
          Effect.map((result): Toolkit.ToolResult =>
            result.isFailure
              ? { content: contentOf(result.encodedResult), isError: true, details: {} }
              : { content: contentOf(result.encodedResult), isError: false }
          ),
          Effect.catchAll((error) => Effect.succeed(Toolkit.error(errorText(error))))
        )
    }))
  )
}

/**
 * The agent's tools (`Toolkit.Toolkit`) from an @effect/ai toolkit and its handlers layer
 * (`toolkit.toLayer({ ... })`); building it builds the handlers.
 */
export const layer = <Tools extends Record<string, Tool.Any>, E, R>(
  toolkit: AiToolkit.Toolkit<Tools>,
  handlers: Layer.Layer<Tool.HandlersFor<Tools>, E, R>
): Layer.Layer<Toolkit.Toolkit, E, R> =>
  Layer.effect(Toolkit.Toolkit, Effect.zipWith(toolkit, Effect.promise(() => import("@effect/ai/Tool")), fromHandled)).pipe(Layer.provide(handlers))
