/**
 * Arbor: pi-compatible session trees for coding agents, on Effect.
 *
 * The root entry gathers the modules most programs use, as namespaces. Every module is also
 * its own entry, named by its folder: `arbor/domain/<Module>` for the pure core (a session as
 * a value, commands as pure transitions) and `arbor/services/<Module>` for the Effect services
 * (the store, the agent, models, tools, the event bus). `arbor/domain/Settings` (pi's
 * settings as data) is only there; the root's `Settings` is the service.
 */
export * as AgentLoop from "./domain/agent/AgentLoop.js"
export * as BranchSummary from "./domain/context/BranchSummary.js"
export * as Compaction from "./domain/context/Compaction.js"
export * as Context from "./domain/context/Context.js"
export * as Diagnostic from "./domain/format/Diagnostic.js"
export * as DomainError from "./domain/format/DomainError.js"
export * as Entry from "./domain/format/Entry.js"
export * as EntrySchema from "./domain/format/EntrySchema.js"
export * as IdSource from "./domain/format/IdSource.js"
export * as Json from "./domain/format/Json.js"
export * as Message from "./domain/format/Message.js"
export * as SessionFile from "./domain/format/SessionFile.js"
export * as SessionId from "./domain/format/SessionId.js"
export * as SessionInfo from "./domain/scan/SessionInfo.js"
export * as Edits from "./domain/tools/Edits.js"
export * as Session from "./domain/tree/Session.js"
export * as SessionTree from "./domain/tree/SessionTree.js"

export * as AgentEvent from "./services/agent/AgentEvent.js"
export * as AgentSession from "./services/agent/AgentSession.js"
export * as AgentSessions from "./services/agent/AgentSessions.js"
export * as AiToolkit from "./services/agent/AiToolkit.js"
export * as Arbor from "./services/agent/Arbor.js"
export * as EventBus from "./services/agent/EventBus.js"
export * as Extensions from "./services/agent/Extensions.js"
export * as Ids from "./services/agent/Ids.js"
export * as Settings from "./services/agent/Settings.js"
export * as Model from "./services/model/Model.js"
export * as ModelBridge from "./services/model/ModelBridge.js"
export * as ModelProviders from "./services/model/ModelProviders.js"
export * as ModelRegistry from "./services/model/ModelRegistry.js"
export * as SessionStore from "./services/store/SessionStore.js"
export * as Toolkit from "./services/tools/Toolkit.js"
export * as Tools from "./services/tools/Tools.js"
export * as MemoryFileSystem from "./testing/MemoryFileSystem.js"
