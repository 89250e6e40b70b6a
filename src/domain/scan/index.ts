/**
 * Session files as bytes: the scanner, the caches' record formats, listings. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as ByteSource from "./ByteSource.js"
export * as CatalogFile from "./CatalogFile.js"
export * as FileRecord from "./FileRecord.js"
export * as IndexFile from "./IndexFile.js"
export * as Listing from "./Listing.js"
export * as Scanner from "./Scanner.js"
export * as SessionInfo from "./SessionInfo.js"
export * as SessionStats from "./SessionStats.js"
export * as StatsFile from "./StatsFile.js"
