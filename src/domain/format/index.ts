/**
 * Session files as pi writes them: entries and their schemas, JSON, migration, diagnostics. Pure.
 *
 * Written by `npm run exports` (scripts/exports.mjs): a namespace per module of this folder.
 */
export * as AssistantMessage from "./AssistantMessage.js"
export * as BashExecution from "./BashExecution.js"
export * as Diagnostic from "./Diagnostic.js"
export * as DomainError from "./DomainError.js"
export * as Entry from "./Entry.js"
export * as EntrySchema from "./EntrySchema.js"
export * as FileKind from "./FileKind.js"
export * as IdSource from "./IdSource.js"
export * as Json from "./Json.js"
export * as Message from "./Message.js"
export * as Migration from "./Migration.js"
export * as SessionFile from "./SessionFile.js"
export * as SessionId from "./SessionId.js"
export * as TerminalText from "./TerminalText.js"
