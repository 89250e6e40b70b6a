/**
 * The PostgreSQL store's schema, version by version, and the migrator that brings a database up
 * to date (`@effect/sql`'s, which records what ran in `arbor_migrations`).
 */
import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Scanner from "../../../domain/scan/Scanner.js"
import { continueSummary, EMPTY_SUMMARY } from "./PgRows.js"

/** The schema, version by version (`@effect/sql`'s migrator records what ran in `arbor_migrations`). */
export const migrations = {
  "1_sessions": Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE arbor_sessions (
      sid bigserial PRIMARY KEY,
      path text NOT NULL UNIQUE,
      dir text NOT NULL,
      session_id text,
      cwd text,
      parent_session text,
      name text,
      first_message text,
      message_count integer NOT NULL DEFAULT 0,
      created_ms double precision,
      modified_ms double precision,
      summary jsonb NOT NULL,
      seq integer NOT NULL,
      terminated boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      trashed_from text
    )`
    yield* sql`CREATE INDEX arbor_sessions_dir ON arbor_sessions (dir, modified_ms DESC)`
    yield* sql`CREATE INDEX arbor_sessions_recent ON arbor_sessions (dir, updated_at DESC)`
    yield* sql`CREATE INDEX arbor_sessions_id ON arbor_sessions (session_id)`
    yield* sql`CREATE INDEX arbor_sessions_name ON arbor_sessions USING gin (to_tsvector('simple', coalesce(name, '')))`
    yield* sql`CREATE TABLE arbor_lines (
      sid bigint NOT NULL REFERENCES arbor_sessions (sid) ON DELETE CASCADE,
      seq integer NOT NULL,
      entry_id text,
      parent_id text,
      type text,
      line text NOT NULL,
      tsv tsvector,
      PRIMARY KEY (sid, seq)
    )`
    yield* sql`CREATE INDEX arbor_lines_entry ON arbor_lines (sid, entry_id)`
    yield* sql`CREATE INDEX arbor_lines_search ON arbor_lines USING gin (tsv)`
    yield* sql`CREATE TABLE arbor_leases (
      path text PRIMARY KEY,
      token text NOT NULL,
      owner jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    )`
  }),
  /**
   * Search by substring, as the files answer it: the `tsvector` (words) gives way to each line's
   * case-folded search text and the session's case-folded name, both under a trigram index.
   * Existing sessions are folded here, by the same code that folds appended lines.
   */
  "2_substring_search": Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`
    yield* sql`DROP INDEX IF EXISTS arbor_lines_search`
    yield* sql`DROP INDEX IF EXISTS arbor_sessions_name`
    yield* sql`ALTER TABLE arbor_lines DROP COLUMN IF EXISTS tsv, ADD COLUMN search_text text`
    yield* sql`ALTER TABLE arbor_sessions ADD COLUMN name_folded text`
    const scanner = Scanner.make()
    const sessions = yield* sql<{ sid: string; name: string | null }>`SELECT sid, name FROM arbor_sessions ORDER BY sid`
    for (const session of sessions) {
      if (session.name !== null) yield* sql`UPDATE arbor_sessions SET name_folded = ${session.name.toLowerCase()} WHERE sid = ${session.sid}`
      const rows = yield* sql<{ line: string }>`SELECT line FROM arbor_lines WHERE sid = ${session.sid} ORDER BY seq`
      const { texts } = continueSummary(scanner, EMPTY_SUMMARY, rows.map((r) => r.line), true)
      const seqs: Array<number> = []
      const folded: Array<string> = []
      texts.forEach((t, i) => {
        if (t === null) return
        seqs.push(i + 1)
        folded.push(t)
      })
      if (seqs.length > 0) {
        yield* sql.unsafe(
          `UPDATE arbor_lines l SET search_text = u.txt FROM unnest($2::int[], $3::text[]) AS u(seq, txt) WHERE l.sid = $1 AND l.seq = u.seq`,
          [session.sid, seqs, folded]
        )
      }
    }
    yield* sql`CREATE INDEX arbor_lines_search_text ON arbor_lines USING gin (search_text gin_trgm_ops)`
    yield* sql`CREATE INDEX arbor_sessions_name_folded ON arbor_sessions USING gin (name_folded gin_trgm_ops)`
  }),
  /**
   * Texts PostgreSQL cannot hold (U+0000, unpaired surrogates) are escaped with U+FFFF
   * (`storedText`): the escape character itself, in texts stored before, is escaped here. The
   * summary becomes JSON text, since `jsonb` refuses `\u0000` and unpaired surrogates. Search
   * texts need nothing: they held neither character, and `searchedText` leaves U+FFFF as it is.
   */
  "3_unstorable_text": Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE arbor_sessions ALTER COLUMN summary TYPE text USING summary::text`
    const escaped = (column: string) => `${column} = replace(${column}, U&'\\FFFF', U&'\\FFFFuffff')`
    const holds = (columns: ReadonlyArray<string>) => columns.map((c) => `strpos(${c}, U&'\\FFFF') > 0`).join(" OR ")
    const sessionColumns = ["session_id", "cwd", "parent_session", "name", "first_message"]
    const lineColumns = ["entry_id", "parent_id", "type", "line"]
    yield* sql.unsafe(`UPDATE arbor_sessions SET ${sessionColumns.map(escaped).join(", ")} WHERE ${holds(sessionColumns)}`)
    yield* sql.unsafe(`UPDATE arbor_lines SET ${lineColumns.map(escaped).join(", ")} WHERE ${holds(lineColumns)}`)
  }),
  /**
   * Tenants: each session row names the tenant whose store wrote it (`''`: none, as every row
   * before), and a session is found by id within its tenant through one index. Rows under
   * `tenants/<T>/` (a tenant's folder, as paths are kept relative to the agent directory) were
   * written by no tenant's store before this version and stay `''`.
   */
  "4_tenants": Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE arbor_sessions ADD COLUMN tenant text NOT NULL DEFAULT ''`
    yield* sql`CREATE INDEX arbor_sessions_tenant_id ON arbor_sessions (tenant, session_id)`
  })
}

/** Runs the migrations that have not run yet. */
export const runMigrations = Migrator.make({})({ loader: Migrator.fromRecord(migrations), table: "arbor_migrations" }).pipe(
  // two machines starting at once: the second one's CREATE of the bookkeeping table may clash
  Effect.retry({ times: 3, schedule: Schedule.spaced("100 millis") })
)
