/**
 * Checkpoints of the working tree: the content-addressed store, restores and their recovery.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as Checkpoints from "./Checkpoints.js"
export * as DirEntries from "./DirEntries.js"
export * as Retention from "./Retention.js"
