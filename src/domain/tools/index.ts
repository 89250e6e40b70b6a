/**
 * The built-in tools' rules: declarations, edits, diffs, globs, truncation. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as BuiltinTools from "./BuiltinTools.js"
export * as Diff from "./Diff.js"
export * as Edits from "./Edits.js"
export * as Glob from "./Glob.js"
export * as ToolArguments from "./ToolArguments.js"
export * as Truncation from "./Truncation.js"
