/**
 * What the terminal UI may ask of the agent: the session as a snapshot, the agent's events,
 * and every operation as a promise. `Interactive.ts` implements it on an `AgentSession`; the
 * UI never touches Effect services itself. Operations reject with the operation's tagged error
 * (`AgentBusy` when another operation runs, `AgentFailure`, a store error, ...), whose message is
 * the one line to show.
 */
import type * as ProjectTrust from "../../domain/agent/ProjectTrust.js"
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
import type * as Clipboard from "./Clipboard.js"
import type * as SessionCommands from "./SessionCommands.js"
import type * as SettingsList from "./SettingsList.js"
import type * as TrustChoices from "./TrustChoices.js"

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
  /** Whether the context is compacted when it nears the model's window (the footer's `(auto)`). */
  readonly autoCompaction: boolean
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
  /** Ctrl+P / Shift+Ctrl+P, through the models of `/scoped-models`; undefined when there is no other model. */
  readonly cycleModel: (direction: 1 | -1) => Promise<ModelCycle | undefined>
  /**
   * `/scoped-models`: every available model, and the `provider/id` keys Ctrl+P cycles through
   * in this run, in order (undefined: every model); at start, the `enabledModels` setting's.
   */
  readonly modelScope: () => Promise<{ readonly models: ReadonlyArray<ModelInfo>; readonly cycle: ReadonlyArray<string> | undefined }>
  /** Ctrl+P cycles through `cycle` (undefined: every model) for the rest of this run. */
  readonly setModelScope: (cycle: ReadonlyArray<string> | undefined) => void
  readonly thinkingLevels: () => Promise<ReadonlyArray<ThinkingLevel.Level>>
  readonly setThinkingLevel: (level: string) => Promise<ThinkingLevel.Level>
  /** Shift+Tab; undefined when the model takes no other level. */
  readonly cycleThinkingLevel: (direction: 1 | -1) => Promise<ThinkingLevel.Level | undefined>
  /** Writes one key of the global settings file (`["defaultModel"]`; undefined removes it). */
  readonly saveSetting: (keyPath: ReadonlyArray<string>, value: Json.Json | undefined) => Promise<void>
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
  /**
   * `/import`: copies a session file (byte for byte: its id and cwd kept) into this session's
   * directory, under a name no session there has, and continues it as `/resume` does; resolves
   * to the copy's path (the file itself when it already lies there). Rejects, writing nothing,
   * when the file is missing or holds no session header.
   */
  readonly importSession: (path: string) => Promise<{ readonly path: string; readonly result: SwitchResult }>
  readonly compact: (instructions: string | undefined) => Promise<void>
  /** Names the session; resolves to the name as stored. */
  readonly setName: (name: string) => Promise<string | undefined>
  readonly setLabel: (entryId: string, label: string | undefined) => Promise<void>
  /** The sessions of this folder or of every folder; `onProgress` hears (files read, files found). */
  readonly sessions: (scope: "current" | "all", onProgress: (loaded: number, total: number) => void) => Promise<ReadonlyArray<SessionInfo.SessionInfo>>
  /** Moves a session file to the trash; resolves to where it went. */
  readonly deleteSession: (path: string) => Promise<string>
  readonly renameSession: (path: string, name: string) => Promise<void>
  /** `/export`: the session's page (HTML) or its active branch (JSONL) written to `path` (relative to the working directory); resolves to the path written. */
  readonly exportSession: (path: string, format: SessionCommands.ExportFormat) => Promise<string>
  /** Puts text on the clipboard (`Clipboard.copy`); rejects when it could not. */
  readonly copy: (text: string) => Promise<Clipboard.Copied>
  /** What `/settings` shows, as the session has it now. */
  readonly settings: () => Promise<SettingsList.Values>
  /** `/reload`: reads the instruction files again and records the system prompt's changed sections; resolves to their names. */
  readonly reload: () => Promise<ReadonlyArray<string>>
  /** `/trust`: the project's folder, its parent and the decision `trust.json` remembers for it. */
  readonly trustProject: () => Promise<TrustChoices.Project>
  /** Saves trust decisions to `trust.json` (other decisions kept). */
  readonly saveTrust: (updates: ReadonlyArray<ProjectTrust.Update>) => Promise<void>
  /** Applies a setting to the session and saves it to the global settings file. */
  readonly changeSetting: (change: SettingsList.Change) => Promise<void>
}
