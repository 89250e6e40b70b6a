/**
 * The agent's policy and pi's configuration as data: the loop's decider, models, settings, trust. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as AgentLoop from "./AgentLoop.js"
export * as MessageQueue from "./MessageQueue.js"
export * as ModelCatalog from "./ModelCatalog.js"
export * as ModelConfig from "./ModelConfig.js"
export * as ModelScope from "./ModelScope.js"
export * as ProjectTrust from "./ProjectTrust.js"
export * as Settings from "./Settings.js"
export * as SystemPrompt from "./SystemPrompt.js"
export * as ThinkingLevel from "./ThinkingLevel.js"
