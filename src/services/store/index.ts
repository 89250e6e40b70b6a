/**
 * Where sessions live: the file store, its caches, locks and temporary files.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as AgentDir from "./AgentDir.js"
export * as Catalog from "./Catalog.js"
export * as IndexCache from "./IndexCache.js"
export * as LockFile from "./LockFile.js"
export * as Paths from "./Paths.js"
export * as SessionLog from "./SessionLog.js"
export * as SessionStore from "./SessionStore.js"
export * as StatsCache from "./StatsCache.js"
export * as TempFiles from "./TempFiles.js"
