/**
 * The tools the agent runs: the toolkit, the built-in tools, the shell.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as Shell from "./Shell.js"
export * as Toolkit from "./Toolkit.js"
export * as Tools from "./Tools.js"
export * as ToolsSearch from "./ToolsSearch.js"
