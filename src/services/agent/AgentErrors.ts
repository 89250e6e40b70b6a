/**
 * What the agent's operations fail with, and pi's texts for them: the errors the facade
 * (`AgentSession`) exports and the modules of its operations raise. Pure data.
 */
import * as Data from "effect/Data"
import * as AgentLoop from "../../domain/agent/AgentLoop.js"
import type * as BranchSummary from "../../domain/context/BranchSummary.js"
import * as Compaction from "../../domain/context/Compaction.js"
import type { DomainError } from "../../domain/format/DomainError.js"
import type { StoreError } from "../store/SessionStore.js"
import type { ShellError } from "../tools/Shell.js"
import type { FilesError } from "./AgentCheckpoint.js"

/**
 * An operation was refused because another runs: a prompt, `/compact` or `/tree` while the
 * agent is `running` one (`AgentLoop`'s busy rules), or a shell command while one runs.
 * `message` is pi's text for the pair.
 */
export class AgentBusy extends Data.TaggedError("AgentBusy")<{
  readonly operation: AgentLoop.Operation | "bash"
  readonly running: AgentLoop.Busy | "bash"
}> {
  override get message(): string {
    return this.operation === "bash" || this.running === "bash" ? BASH_RUNNING : (AgentLoop.refusal(this.running, this.operation) ?? "")
  }
}

/** Why an operation failed. */
export type FailureReason = Data.TaggedEnum<{
  /** `bash` on an agent built without a shell. */
  NoShell: {}
  /** The shell could not run the command. */
  Shell: { readonly error: ShellError }
  /** `/tree`'s summary of the branch being left could not be written. */
  BranchSummary: { readonly failure: BranchSummary.Failure }
  /** `/compact` did not happen, or was cancelled. */
  Compaction: { readonly failure: Compaction.Failure }
  /** A switch to another session (`fork`, `clone`, `newSession`, `resume`) asked of an agent that `AgentSessions` shares by its session. */
  Shared: { readonly operation: string }
  /**
   * `/tree` could not bring the files: none recorded there, files changed since the last
   * checkpoint and not confirmed (`ChangedOutside` lists them), or the store failed.
   */
  Files: { readonly error: FilesError }
}>
export const FailureReason = Data.taggedEnum<FailureReason>()

/** An operation failed: `reason` says why, `message` in pi's words. */
export class AgentFailure extends Data.TaggedError("AgentFailure")<{ readonly reason: FailureReason }> {
  override get message(): string {
    const reason = this.reason
    switch (reason._tag) {
      case "NoShell":
        return NO_SHELL
      case "Shell":
        return reason.error.message
      case "BranchSummary":
        return reason.failure._tag === "Failed" ? reason.failure.message : Compaction.CANCELLED
      case "Compaction":
        return Compaction.failureText(reason.failure)
      case "Shared":
        return `${reason.operation} is refused: this agent is shared by its session and stays on it (make the other session's agent instead)`
      case "Files":
        return reason.error.message
    }
  }

  /** Whether it failed because it was cancelled (Esc, `abort`, an extension). */
  get aborted(): boolean {
    const reason = this.reason
    return (reason._tag === "Compaction" && reason.failure._tag === "Cancelled") || (reason._tag === "BranchSummary" && reason.failure._tag === "Aborted")
  }
}

/** An automatic or manual compaction did not happen; `failure` says why. */
export class CompactionFailed extends Data.TaggedError("CompactionFailed")<{ readonly failure: Compaction.Failure }> {
  override get message() {
    return Compaction.failureText(this.failure)
  }
}

export const ABORTED_MESSAGE = "Request was aborted"
/** pi's `errorMessage` for a reply aborted before the model answered anything (its request was still being made). */
export const REQUEST_ABORTED = "Request aborted"
export const TOOL_ABORTED = "Operation aborted"
/** pi's `errorMessage` for the request it makes after tool calls were aborted (its abort signal stops it before it is sent). */
export const OPERATION_ABORTED = "This operation was aborted"

export type AgentError = AgentBusy | AgentFailure | StoreError | DomainError

export const BASH_RUNNING = "A shell command is already running; abort it first."
export const NO_SHELL = "No shell is available to this agent."
