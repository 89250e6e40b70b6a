/**
 * What the model sees: context, compaction, branch summaries, token arithmetic. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as BranchSummary from "./BranchSummary.js"
export * as Compaction from "./Compaction.js"
export * as Context from "./Context.js"
export * as Prompts from "./Prompts.js"
export * as Tokens from "./Tokens.js"
export * as Transcript from "./Transcript.js"
