/**
 * The agent runtime: the session, the event bus, extensions, ids, settings, replay.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as AgentCheckpoint from "./AgentCheckpoint.js"
export * as AgentCompaction from "./AgentCompaction.js"
export * as AgentErrors from "./AgentErrors.js"
export * as AgentEvent from "./AgentEvent.js"
export * as AgentInterpreter from "./AgentInterpreter.js"
export * as AgentModels from "./AgentModels.js"
export * as AgentNavigate from "./AgentNavigate.js"
export * as AgentRuntime from "./AgentRuntime.js"
export * as AgentSession from "./AgentSession.js"
export * as AgentSessions from "./AgentSessions.js"
export * as AgentShell from "./AgentShell.js"
export * as AgentSwitch from "./AgentSwitch.js"
export * as AgentTurn from "./AgentTurn.js"
export * as AiToolkit from "./AiToolkit.js"
export * as Arbor from "./Arbor.js"
export * as EventBus from "./EventBus.js"
export * as Extensions from "./Extensions.js"
export * as Ids from "./Ids.js"
export * as ProjectTrust from "./ProjectTrust.js"
export * as Replay from "./Replay.js"
export * as Settings from "./Settings.js"
