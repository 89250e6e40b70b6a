/**
 * Arbor: pi-compatible session trees for coding agents, on Effect.
 *
 * The root entry gathers the modules most programs use, as namespaces. Every module is also
 * its own entry, named by its folder: `arbor/domain/<Module>` for the pure core (a session as
 * a value, commands as pure transitions) and `arbor/services/<Module>` for the Effect services
 * (the store, the agent, models, tools, the event bus). `arbor/domain/Settings` (pi's
 * settings as data) is only there; the root's `Settings` is the service.
 */
export * as AgentLoop from "./domain/AgentLoop.js"
export * as BranchSummary from "./domain/BranchSummary.js"
export * as Compaction from "./domain/Compaction.js"
export * as Context from "./domain/Context.js"
export * as Diagnostic from "./domain/Diagnostic.js"
export * as DomainError from "./domain/DomainError.js"
export * as Edits from "./domain/Edits.js"
export * as Entry from "./domain/Entry.js"
export * as IdSource from "./domain/IdSource.js"
export * as Json from "./domain/Json.js"
export * as Session from "./domain/Session.js"
export * as SessionFile from "./domain/SessionFile.js"
export * as SessionInfo from "./domain/SessionInfo.js"
export * as SessionTree from "./domain/SessionTree.js"

export * as AgentSession from "./services/AgentSession.js"
export * as Arbor from "./services/Arbor.js"
export * as EventBus from "./services/EventBus.js"
export * as Extensions from "./services/Extensions.js"
export * as Ids from "./services/Ids.js"
export * as MemoryFileSystem from "./services/MemoryFileSystem.js"
export * as Model from "./services/Model.js"
export * as ModelProviders from "./services/ModelProviders.js"
export * as ModelRegistry from "./services/ModelRegistry.js"
export * as SessionStore from "./services/SessionStore.js"
export * as Settings from "./services/Settings.js"
export * as Toolkit from "./services/Toolkit.js"
export * as Tools from "./services/Tools.js"
