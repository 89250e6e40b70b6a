/**
 * Names for traces: every operation of a service runs in a span `<Service>.<operation>`, so a
 * tracer an application provides (OpenTelemetry through `@effect/opentelemetry`, say) shows
 * what Arbor did and how long each step took, and a failure's trace names the operation.
 */
import * as Effect from "effect/Effect"

// a span's name says where it was made: capturing a stack for each call costs more than many operations
const NO_STACK = { captureStackTrace: false } as const

/**
 * The service with each operation (a function that returns an Effect, or an Effect) in a span
 * named `<name>.<operation>`; anything else (plain values, streams, plain functions) as it is.
 */
export const spans = <S extends object>(name: string, service: S): S => {
  const traced: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(service)) {
    const span = `${name}.${key}`
    traced[key] = Effect.isEffect(value)
      ? Effect.withSpan(value, span, NO_STACK)
      : typeof value === "function"
        ? (...args: ReadonlyArray<unknown>) => {
            const result: unknown = (value as (...args: ReadonlyArray<unknown>) => unknown)(...args)
            return Effect.isEffect(result) ? Effect.withSpan(result, span, NO_STACK) : result
          }
        : value
  }
  return traced as S
}
