/**
 * The session tree and every command on it as a pure state transition. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as Replay from "./Replay.js"
export * as Session from "./Session.js"
export * as SessionTree from "./SessionTree.js"
export * as TreeLayout from "./TreeLayout.js"
