/**
 * What tests of an application on Arbor need: an in-memory POSIX filesystem behind
 * `@effect/platform`'s `FileSystem` port, and a filesystem that fails on a schedule (ENOSPC, EIO,
 * short writes, a crash that drops what was never synced) for fault-injection tests.
 */
export * as FaultFileSystem from "./FaultFileSystem.js"
export * as MemoryFileSystem from "./MemoryFileSystem.js"
