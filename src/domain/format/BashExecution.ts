/**
 * pi's `bashExecution` message: a shell command the user ran (`!cmd`, `!!cmd`, RPC `bash`)
 * with its output, stored in a `message` entry and sent to the model as user text unless
 * `excludeFromContext` is set (`Context.bashExecutionText`). Pure.
 */
import type * as Json from "./Json.js"

export interface Fields {
  readonly command: string
  /** The output kept (the end of it when truncated). */
  readonly output: string
  /** Undefined when the command did not exit by itself (cancelled, killed). */
  readonly exitCode: number | undefined
  readonly cancelled: boolean
  readonly truncated: boolean
  /** Where the whole output was saved when it was truncated. */
  readonly fullOutputPath?: string | undefined
  /** `!!cmd`: kept in the session, left out of the model's context. */
  readonly excludeFromContext?: boolean | undefined
}

/** The message in pi's key order (undefined keys left out; `excludeFromContext` only when true). */
export const message = (fields: Fields, timestamp: number): Json.JsonObject => {
  const out: { [key: string]: Json.Json } = { role: "bashExecution", command: fields.command, output: fields.output }
  if (fields.exitCode !== undefined) out.exitCode = fields.exitCode
  out.cancelled = fields.cancelled
  out.truncated = fields.truncated
  if (fields.fullOutputPath !== undefined) out.fullOutputPath = fields.fullOutputPath
  out.timestamp = timestamp
  if (fields.excludeFromContext === true) out.excludeFromContext = true
  return out
}
