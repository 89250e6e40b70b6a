/**
 * The working tree's state as data: manifests, their stored objects, ignore rules, restore plans. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as IgnoreRules from "./IgnoreRules.js"
export * as Manifest from "./Manifest.js"
export * as Recorded from "./Recorded.js"
export * as TreeObject from "./TreeObject.js"
