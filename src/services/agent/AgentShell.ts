/**
 * The user's shell commands (`!cmd`, `!!cmd`): one at a time, run in the session's directory
 * through the `Shell` port, and recorded as a `bashExecution` message at once, or when the
 * running prompt ends (so that it never splits a turn), as `AgentLoop` decides.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as AgentLoop from "../../domain/agent/AgentLoop.js"
import { AgentBusy, AgentFailure, FailureReason } from "./AgentErrors.js"
import type * as AgentRuntime from "./AgentRuntime.js"
import * as Ids from "./Ids.js"

/** The user's shell commands of an agent on `rt` (one at a time). */
export const make = (rt: AgentRuntime.Runtime) =>
  Effect.gen(function*() {
    const { shell, decide, state, recordBash } = rt

    /** The user's shell command running now: how to stop it. */
    const bashCancel = yield* Ref.make<Option.Option<Deferred.Deferred<void>>>(Option.none())

    const bash = (command: string, bashOptions: BashOptions = {}) =>
      Effect.gen(function*() {
        if (shell === undefined) return yield* new AgentFailure({ reason: FailureReason.NoShell() })
        const cancel = yield* Deferred.make<void>()
        const taken = yield* Ref.modify(
          bashCancel,
          (current): [boolean, Option.Option<Deferred.Deferred<void>>] => Option.isSome(current) ? [false, current] : [true, Option.some(cancel)]
        )
        if (!taken) return yield* new AgentBusy({ operation: "bash", running: "bash" })
        const cwd = (yield* state).header.cwd ?? process.cwd()
        const ran = yield* shell
          .run(command, { cwd, cancel: Deferred.await(cancel), onOutput: bashOptions.onOutput })
          .pipe(
            Effect.mapError((error) => new AgentFailure({ reason: FailureReason.Shell({ error }) })),
            Effect.ensuring(Ref.set(bashCancel, Option.none()))
          )
        const result: BashResult = {
          output: ran.output,
          exitCode: ran.exitCode,
          cancelled: ran.cancelled,
          truncated: ran.truncation.truncated,
          ...(ran.fullOutputPath === undefined ? {} : { fullOutputPath: ran.fullOutputPath })
        }
        const record = { command, ...result, excludeFromContext: bashOptions.excludeFromContext, ...(yield* Ids.stamp) }
        // recorded now, or when the running prompt ends (so it never splits a turn)
        for (const action of yield* decide(AgentLoop.Event.BashEnded({ record }))) {
          if (action._tag === "RecordBash") yield* recordBash(action.record)
        }
        return result
      })

    const abortBash = Effect.gen(function*() {
      const running = yield* Ref.get(bashCancel)
      if (Option.isSome(running)) yield* Deferred.succeed(running.value, undefined)
    })

    return { bash, abortBash }
  })

/** What a user's shell command gave (pi's `BashResult`). */
export interface BashResult {
  readonly output: string
  readonly exitCode: number | undefined
  readonly cancelled: boolean
  readonly truncated: boolean
  readonly fullOutputPath?: string
}

export interface BashOptions {
  /** `!!cmd`: recorded, but left out of the model's context. */
  readonly excludeFromContext?: boolean | undefined
  /** Hears the output as it arrives. */
  readonly onOutput?: ((text: string) => void) | undefined
}

/** What `make` gives. */
export type UserShell = Effect.Effect.Success<ReturnType<typeof make>>
