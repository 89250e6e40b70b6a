/**
 * Extensions: Effect handlers for the session hooks, composed as pi composes them.
 *
 * `before_*` handlers run one after another in the order the extensions were given; each
 * result that is not undefined replaces the accumulated one (the last wins), a result with
 * `cancel: true` stops the chain and is returned, and a failing handler is reported (to the
 * caller's `report`: an agent's `extension_error` event; else logged) and otherwise ignored
 * (the operation goes on). Notification hooks
 * (`session_tree`, `session_compact`, `session_compact_failed`, `session_start`,
 * `session_shutdown`) run in order too.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Entry } from "../../domain/format/Entry.js"
import type * as Json from "../../domain/format/Json.js"

export interface TreePreparation {
  readonly targetId: string
  readonly oldLeafId: string | null
  readonly commonAncestorId: string | null
  readonly entriesToSummarize: ReadonlyArray<Entry>
  readonly userWantsSummary: boolean
  readonly customInstructions?: string | undefined
  readonly replaceInstructions?: boolean | undefined
  readonly label?: string | undefined
}

export interface SuppliedSummary {
  readonly summary: string
  readonly details?: Json.Json | undefined
  readonly usage?: Json.Json | undefined
}

export interface BeforeTreeResult {
  readonly cancel?: boolean
  readonly summary?: SuppliedSummary
  readonly customInstructions?: string
  readonly replaceInstructions?: boolean
  readonly label?: string
}

export interface BeforeCompactEvent {
  readonly preparation: unknown
  readonly branchEntries: ReadonlyArray<Entry>
  readonly customInstructions?: string | undefined
  readonly reason: "manual" | "threshold" | "overflow"
  readonly willRetry: boolean
}

export interface BeforeCompactResult {
  readonly cancel?: boolean
  readonly compaction?: {
    readonly summary: string
    readonly firstKeptEntryId: string
    readonly tokensBefore: number
    readonly usage?: Json.Json | undefined
    readonly details?: Json.Json | undefined
  }
}

export interface Extension {
  readonly name: string
  readonly session_before_tree?: (preparation: TreePreparation) => Effect.Effect<BeforeTreeResult | undefined, unknown>
  readonly session_tree?: (event: {
    readonly newLeafId: string | null
    readonly oldLeafId: string | null
    readonly summaryEntry?: Json.JsonObject | undefined
    readonly fromExtension?: boolean | undefined
  }) => Effect.Effect<void, unknown>
  readonly session_before_compact?: (event: BeforeCompactEvent) => Effect.Effect<BeforeCompactResult | undefined, unknown>
  readonly session_compact?: (event: {
    readonly compactionEntry: Json.JsonObject
    readonly fromExtension: boolean
    readonly reason: "manual" | "threshold" | "overflow"
    readonly willRetry: boolean
  }) => Effect.Effect<void, unknown>
  readonly session_before_fork?: (
    event: { readonly entryId: string; readonly position: "before" | "at" }
  ) => Effect.Effect<{ readonly cancel?: boolean } | undefined, unknown>
  readonly session_before_switch?: (
    event: { readonly reason: "new" | "resume"; readonly targetSessionFile?: string | undefined }
  ) => Effect.Effect<{ readonly cancel?: boolean } | undefined, unknown>
  readonly session_start?: (
    event: { readonly reason: "startup" | "new" | "resume" | "fork"; readonly previousSessionFile?: string | undefined }
  ) => Effect.Effect<void, unknown>
  readonly session_shutdown?: (
    event: { readonly reason: "quit" | "new" | "resume" | "fork"; readonly targetSessionFile?: string | undefined }
  ) => Effect.Effect<void, unknown>
  readonly session_compact_failed?: (event: {
    readonly reason: "manual" | "threshold" | "overflow"
    readonly errorMessage?: string | undefined
    readonly aborted: boolean
    readonly willRetry: boolean
    readonly fromExtension: boolean
  }) => Effect.Effect<void, unknown>
}

export type BeforeHook = "session_before_tree" | "session_before_compact" | "session_before_fork" | "session_before_switch"
export type NotifyHook = "session_tree" | "session_compact" | "session_compact_failed" | "session_start" | "session_shutdown"

export type HookInput<K extends keyof Extension> = NonNullable<Extension[K]> extends (input: infer I) => unknown ? I : never
export type HookOutput<K extends BeforeHook> = NonNullable<Extension[K]> extends (input: never) => Effect.Effect<infer O, unknown> ? O : never

/** A handler failed: which extension, on which hook, and the first line of its cause. */
export interface Failure {
  readonly extension: string
  readonly event: string
  readonly error: string
}

/** Where a caller has failures reported. */
export type Report = (failure: Failure) => Effect.Effect<void>

export declare namespace Extensions {
  export interface Service {
    readonly list: ReadonlyArray<Extension>
    /** Whether any extension handles the hook (pi emits some events only then). */
    readonly handles: (hook: keyof Extension) => boolean
    readonly before: <K extends BeforeHook>(hook: K, input: HookInput<K>, report?: Report) => Effect.Effect<HookOutput<K>>
    readonly notify: <K extends NotifyHook>(hook: K, input: HookInput<K>, report?: Report) => Effect.Effect<void>
  }
}

export class Extensions extends Effect.Tag("arbor/Extensions")<Extensions, Extensions.Service>() {}

const logged: Report = (failure) => Effect.logWarning(`Extension ${failure.extension} failed on ${failure.event}: ${failure.error}`)

const make = (list: ReadonlyArray<Extension>) =>
  Effect.sync(() => {
    const reporting = (to: Report, extension: Extension, hook: string) => (cause: Cause.Cause<unknown>) =>
      to({ extension: extension.name, event: hook, error: Cause.pretty(cause).split("\n")[0] ?? "" })

    const before: Extensions.Service["before"] = Effect.fn("Extensions.before")(function*(hook, input, report = logged) {
      yield* Effect.annotateCurrentSpan("hook", hook)
      let accumulated: unknown = undefined
      for (const extension of list) {
        const handler = extension[hook] as ((i: unknown) => Effect.Effect<unknown, unknown>) | undefined
        if (handler === undefined) continue
        const result = yield* handler(input).pipe(
          Effect.catchAllCause((cause) => Effect.as(reporting(report, extension, hook)(cause), undefined))
        )
        if (result === undefined || result === null) continue
        accumulated = result
        if ((result as { readonly cancel?: boolean }).cancel === true) break
      }
      return accumulated as never
    })

    const notify: Extensions.Service["notify"] = Effect.fn("Extensions.notify")(function*(hook, input, report = logged) {
      yield* Effect.annotateCurrentSpan("hook", hook)
      for (const extension of list) {
        const handler = extension[hook] as ((i: unknown) => Effect.Effect<void, unknown>) | undefined
        if (handler !== undefined) yield* handler(input).pipe(Effect.catchAllCause(reporting(report, extension, hook)))
      }
    })

    return Extensions.of({ list, handles: (hook: keyof Extension) => list.some((e) => e[hook] !== undefined), before, notify })
  })

/** The given extensions, in order. */
export const layer = (list: ReadonlyArray<Extension>): Layer.Layer<Extensions> => Layer.effect(Extensions, make(list))

/** No extensions. */
export const layerNone: Layer.Layer<Extensions> = layer([])
