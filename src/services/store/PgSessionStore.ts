/**
 * The session store in PostgreSQL: one store shared by many machines, on `@effect/sql-pg`.
 *
 * The repository `SessionStore.repository` (pi's layout, the writer's rules, listing and the
 * trash, as for files) over the log `internal/PgLog`: sessions and their lines as rows, writers'
 * leases as rows with an expiry, listing summaries and search texts as columns (see there). The
 * layer connects, runs the versioned migrations, and serves sessions; exports are local files,
 * written through the platform's FileSystem.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as PgClient from "@effect/sql-pg/PgClient"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as FileLog from "./internal/FileLog.js"
import * as PgLog from "./internal/PgLog.js"
import * as PgSchema from "./internal/PgSchema.js"
import { SessionLog } from "./SessionLog.js"
import { layoutOf, repository, SessionStore, StorageError, type StoreConfig, type StoreError } from "./SessionStore.js"

export { restoredText, searchedText, storedText } from "./internal/PgRows.js"
export { migrations } from "./internal/PgSchema.js"

export interface PgStoreConfig extends StoreConfig {
  /** `postgres://user:password@host:port/database` (a `?host=/socket/dir` query selects a Unix socket). */
  readonly url: string
  /** How long a writer's lease lasts without renewal (default 30 s); renewed every third of it. */
  readonly leaseMs?: number | undefined
  /** The connection's `application_name` (default `arbor`). */
  readonly applicationName?: string | undefined
  /** Connections in the pool (default 10). */
  readonly maxConnections?: number | undefined
}

/** The PostgreSQL client for a store configuration. */
export const clientLayer = (config: Pick<PgStoreConfig, "url" | "applicationName" | "maxConnections">) =>
  PgClient.layer({
    url: Redacted.make(config.url),
    applicationName: config.applicationName ?? "arbor",
    maxConnections: config.maxConnections ?? 10,
    connectTimeout: Duration.seconds(10)
  })

const make = (config: PgStoreConfig) =>
  Effect.gen(function*() {
    yield* PgSchema.runMigrations
    const layout = layoutOf(config, yield* Path.Path)
    const files = yield* FileLog.fromContext(config, layout)
    const log = yield* PgLog.make(config, files.log)
    return yield* repository(config, layout, { spans: "PgSessionStore" }).pipe(Effect.provideService(SessionLog, log))
  })

/**
 * The store in PostgreSQL at `config.url`: connects, runs the migrations, and serves sessions.
 * Exports to local files go through the platform's FileSystem.
 */
export const layer = (config: PgStoreConfig): Layer.Layer<SessionStore, StorageError, FileSystem.FileSystem | Path.Path> =>
  Layer.effect(SessionStore, make(config)).pipe(
    Layer.provide(clientLayer(config)),
    Layer.mapError((error) => new StorageError({ path: config.url.replace(/\/\/[^@/]*@/, "//"), operation: "connect", reason: reasonOf(error), cause: error }))
  )

const reasonOf = (error: unknown): string => {
  const cause = (error as { readonly cause?: { readonly message?: unknown } }).cause
  if (typeof cause?.message === "string" && cause.message !== "") return cause.message
  return error instanceof Error ? error.message : String(error)
}

export type { StoreError }
