/**
 * What the terminal UI may ask of the agent: the session as a snapshot, the agent's events,
 * and every operation as a promise. `Interactive.ts` implements it on an `AgentSession`; the
 * UI never touches Effect services itself. Operations reject with an `Error` whose message is
 * the one line to show and whose `tag` names the failure (`AgentBusy` when another operation runs).
 */
import type { Header } from "../../domain/Entry.js"
import type * as SessionInfo from "../../domain/SessionInfo.js"
import type * as SessionTree from "../../domain/SessionTree.js"
import type { NavigateResult, SwitchResult } from "../../services/AgentSession.js"
import type { AgentEvent } from "../../services/EventBus.js"

/** Whether an operation was refused because the agent was busy with another. */
export const isBusy = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { readonly tag?: unknown }).tag === "AgentBusy"

export type Activity = "idle" | "streaming" | "compacting" | "navigating"

export interface Snapshot {
  readonly tree: SessionTree.SessionTree
  readonly header: Header
  readonly file: string | undefined
  readonly activity: Activity
}

export interface Controller {
  /** `provider/model` of the model in use. */
  readonly model: string
  /** No model is configured: replies come from the offline responder. */
  readonly offline: boolean
  readonly snapshot: () => Snapshot
  readonly subscribe: (listener: (event: AgentEvent) => void) => () => void
  /** Runs a prompt; resolves when the run ends (aborted or not). */
  readonly prompt: (text: string) => Promise<void>
  /**
   * A follow-up (Alt+Enter): a message for after the agent's current task. The UI holds it until
   * the agent is idle, then sends it here; for now it runs as a prompt does.
   */
  readonly followUp: (text: string) => Promise<void>
  /** Interrupts the running prompt, compaction or branch summary. */
  readonly abort: () => Promise<void>
  readonly navigate: (targetId: string, options: { readonly summarize: boolean; readonly customInstructions?: string | undefined }) => Promise<NavigateResult>
  readonly fork: (entryId: string) => Promise<SwitchResult>
  readonly clone: () => Promise<SwitchResult>
  readonly newSession: () => Promise<SwitchResult>
  readonly resume: (path: string) => Promise<SwitchResult>
  readonly compact: (instructions: string | undefined) => Promise<void>
  /** Names the session; resolves to the name as stored. */
  readonly setName: (name: string) => Promise<string | undefined>
  readonly setLabel: (entryId: string, label: string | undefined) => Promise<void>
  /** The sessions of this folder or of every folder; `onProgress` hears (files read, files found). */
  readonly sessions: (scope: "current" | "all", onProgress: (loaded: number, total: number) => void) => Promise<ReadonlyArray<SessionInfo.SessionInfo>>
  /** Moves a session file to the trash; resolves to where it went. */
  readonly deleteSession: (path: string) => Promise<string>
  readonly renameSession: (path: string, name: string) => Promise<void>
}
