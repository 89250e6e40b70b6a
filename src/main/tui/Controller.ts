/**
 * What the terminal UI may ask of the agent: the session as a snapshot, the agent's events,
 * and every operation as a promise. `Interactive.ts` implements it on an `AgentSession`; the
 * UI never touches Effect services itself. Operations reject with the operation's tagged error
 * (`AgentBusy` when another operation runs, `AgentFailure`, a store error, ...), whose message is
 * the one line to show.
 */
import type * as ThinkingLevel from "../../domain/agent/ThinkingLevel.js"
import type { Header } from "../../domain/format/Entry.js"
import type * as Json from "../../domain/format/Json.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import type * as SessionTree from "../../domain/tree/SessionTree.js"
import {
  AgentBusy,
  AgentFailure,
  type BashResult,
  type ModelCycle,
  type NavigateOptions,
  type NavigateResult,
  type SwitchResult
} from "../../services/agent/AgentSession.js"
import type { AgentEvent } from "../../services/agent/EventBus.js"
import type { ModelInfo } from "../../services/model/Model.js"

/** Whether an operation was refused because the agent was busy with another. */
export const isBusy = (error: unknown): error is AgentBusy => error instanceof AgentBusy

/** The files a refused restore would have overwritten (changed since the last checkpoint), when that is why `error` is. */
export const changedOutside = (error: unknown): ReadonlyArray<string> | undefined =>
  error instanceof AgentFailure && error.reason._tag === "Files" && error.reason.error._tag === "ChangedOutside"
    ? error.reason.error.changes.map((change) => change.path)
    : undefined

export type Activity = "idle" | "streaming" | "compacting" | "navigating"

export interface Snapshot {
  readonly tree: SessionTree.SessionTree
  readonly header: Header
  readonly file: string | undefined
  readonly activity: Activity
  /** The model in use and its thinking level. */
  readonly model: ModelInfo
  readonly thinkingLevel: ThinkingLevel.Level
  /** The messages waiting for the running prompt. */
  readonly queue: { readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }
}

export interface Controller {
  readonly snapshot: () => Snapshot
  readonly subscribe: (listener: (event: AgentEvent) => void) => () => void
  /** Runs a prompt; resolves when the run ends (aborted or not). */
  readonly prompt: (text: string) => Promise<void>
  /** Queues a steering message for the running prompt; false when none runs. */
  readonly steer: (text: string) => Promise<boolean>
  /** A follow-up (Alt+Enter) for the running prompt, delivered when it would stop; false when none runs. */
  readonly followUp: (text: string) => Promise<boolean>
  /** Takes the running prompt's queued messages back. */
  readonly clearQueue: () => Promise<{ readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }>
  /** The models `/model` and Ctrl+L offer. */
  readonly models: () => Promise<ReadonlyArray<ModelInfo>>
  readonly setModel: (provider: string, modelId: string) => Promise<ModelInfo>
  /** Ctrl+P / Shift+Ctrl+P; undefined when there is no other model. */
  readonly cycleModel: (direction: 1 | -1) => Promise<ModelCycle | undefined>
  readonly thinkingLevels: () => Promise<ReadonlyArray<ThinkingLevel.Level>>
  readonly setThinkingLevel: (level: string) => Promise<ThinkingLevel.Level>
  /** Shift+Tab; undefined when the model takes no other level. */
  readonly cycleThinkingLevel: (direction: 1 | -1) => Promise<ThinkingLevel.Level | undefined>
  /** Writes one key of the global settings file (`["defaultModel"]`). */
  readonly saveSetting: (keyPath: ReadonlyArray<string>, value: Json.Json) => Promise<void>
  /** `!cmd` (and `!!cmd`, left out of the context): runs it and records a `bashExecution` message. */
  readonly bash: (command: string, excludeFromContext: boolean, onOutput: (text: string) => void) => Promise<BashResult>
  readonly abortBash: () => Promise<void>
  /** Interrupts the running prompt, compaction or branch summary. */
  readonly abort: () => Promise<void>
  readonly navigate: (targetId: string, options: NavigateOptions) => Promise<NavigateResult>
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
