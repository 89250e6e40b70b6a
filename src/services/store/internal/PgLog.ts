/**
 * The session log in PostgreSQL, on `@effect/sql`: one log shared by many machines, for the
 * store `PgSessionStore` (the repository `SessionStore` over this log).
 *
 * A session is a row of `arbor_sessions` (its path, header id, cwd, name, listing summary and
 * the number of lines it holds, `seq`) and its lines are rows of `arbor_lines`, each with its
 * exact text (so an export gives the file's bytes back) and the entry's id, parent id and type
 * as columns. Search answers exactly as the file store's (`SessionInfo.matches`: a
 * case-insensitive substring of the name or of the message text): each line keeps the text the
 * listing collects from it, case-folded as JavaScript folds it, with a trigram index (`pg_trgm`)
 * on it and on the folded name, so a search is answered by `LIKE` over the indexes. PostgreSQL's
 * text holds neither U+0000 nor an unpaired surrogate, which JSON (and so a session) may hold:
 * every text stored goes through `storedText` (escaped, restored exactly when read) and every
 * search text through `searchedText` (see there for why a search still answers as the files do);
 * the listing summary is kept as JSON text, not `jsonb`, for the same reason. Paths are the
 * ones the file store would use: inside the agent directory they are stored relative to it
 * (`sessions/--<cwd>--/<file>.jsonl`), so every machine sees a shared session at its own pi
 * path; other paths are stored as they are.
 *
 * Leases: a writer's lease is a row (`arbor_leases`) with an expiry in the database's clock,
 * renewed while the writer lives and taken over once it has expired. Every append states the
 * line count it extends (optimistic concurrency) inside a transaction that also checks the
 * lease; when the session holds more lines the append says so (the repository merges them and
 * runs its command again), and an append whose commit was not acknowledged is recognized by its
 * own lines. Creating, importing and migrating a session are single transactions. The tables
 * are `PgSchema`'s; how texts, lines and summaries become columns is `PgRows`'.
 */
import * as Path from "@effect/platform/Path"
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as SessionFile from "../../../domain/format/SessionFile.js"
import * as ByteSource from "../../../domain/scan/ByteSource.js"
import type * as SessionListing from "../../../domain/scan/Listing.js"
import * as Scanner from "../../../domain/scan/Scanner.js"
import * as SessionInfo from "../../../domain/scan/SessionInfo.js"
import * as Ids from "../../agent/Ids.js"
import type * as LockFile from "../LockFile.js"
import type * as SessionLog from "../SessionLog.js"
import {
  continueSummary,
  EMPTY_SUMMARY,
  fileBytes,
  INSERT_LINES,
  likeAnywhere,
  LINE_BATCH,
  lineParams,
  linesOfBytes,
  restoredText,
  searchedText,
  type StoredSummary,
  storedText
} from "./PgRows.js"
import { LockOwner, SessionExists, SessionLocked, SessionNotFound, StorageError } from "./StoreErrors.js"

/** What the log needs of the store's configuration. */
export interface Config {
  /** pi's agent directory: paths inside it are stored relative to it. */
  readonly agentDir: string
  /** Who writes: recorded in lease rows. */
  readonly owner: LockFile.Owner
  /** The tenant whose sessions this store serves (its rows' `tenant` column; none: `''`). */
  readonly tenant?: string | undefined
  /** How long a writer's lease lasts without renewal (default 30 s); renewed every third of it. */
  readonly leaseMs?: number | undefined
}

// ---------------------------------------------------------------------------------------------
// The log
// ---------------------------------------------------------------------------------------------

interface SessionRow {
  readonly sid: string
  readonly path: string
  readonly session_id: string | null
  readonly cwd: string | null
  readonly parent_session: string | null
  readonly name: string | null
  readonly first_message: string | null
  readonly message_count: number
  readonly created_ms: number | null
  readonly modified_ms: number | null
  /** A `StoredSummary` as JSON. */
  readonly summary: string
  readonly seq: number
  readonly terminated: boolean
  readonly updated_at: Date
}

/** An append found lines it had not seen: the session now holds `seq` lines. */
class Conflict {
  readonly _tag = "Conflict"
  constructor(readonly seq: number) {}
}

/**
 * The log in the database the `SqlClient` in context reaches (migrated: `runMigrations`);
 * `files` writes the exports, which are local files.
 */
export const make = (config: Config, files: SessionLog.SessionLog.Service) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const path = yield* Path.Path
    const leaseMs = config.leaseMs ?? 30_000
    const owner = new LockOwner(config.owner)
    const ownerJson = JSON.stringify(owner)
    const scanner = Scanner.make() // for listing summaries (a new one would instantiate its WebAssembly again)

    const failed = (p: string, operation: string) => (error: SqlError) => {
      const cause = error.cause as { readonly message?: unknown } | undefined
      const reason = typeof cause?.message === "string" && cause.message !== "" ? cause.message : error.message
      return new StorageError({ path: p, operation, reason, cause: error })
    }
    /** A dropped connection or a server restarting: worth one more try on a fresh connection. */
    const isTransient = (error: SqlError) => {
      const cause = error.cause as { readonly code?: unknown; readonly message?: unknown } | undefined
      const code = typeof cause?.code === "string" ? cause.code : ""
      const message = typeof cause?.message === "string" ? cause.message : ""
      return code.startsWith("08") || code === "57P01" || code === "ECONNRESET" || /Connection terminated|connection error/i.test(message + " " + error.message)
    }
    /** A read, retried when its connection dropped (reading twice is harmless). */
    const reading = <A, E extends { readonly _tag: string }>(effect: Effect.Effect<A, E | SqlError>) =>
      effect.pipe(Effect.retry({ times: 3, schedule: Schedule.spaced("50 millis"), while: (e) => e._tag === "SqlError" && isTransient(e as SqlError) }))
    /**
     * A transaction whose COMMIT or ROLLBACK failed (the connection dropped) fails with that
     * error instead of dying (as `withTransaction` has it): the caller decides what it means.
     */
    const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      sql.withTransaction(effect).pipe(
        Effect.catchAllDefect((defect) =>
          typeof defect === "object" && defect !== null && (defect as { _tag?: unknown })._tag === "SqlError"
            ? Effect.fail(defect as SqlError)
            : Effect.die(defect)
        )
      )
    const isUniqueViolation = (error: SqlError) => (error.cause as { readonly code?: unknown } | undefined)?.code === "23505"

    /** A path as stored: relative to the agent directory when inside it. */
    const keyOf = (p: string) => {
      const relative = path.relative(config.agentDir, p)
      return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : p
    }
    const pathOf = (key: string) => (path.isAbsolute(key) ? key : path.join(config.agentDir, key))

    const sessionRow = (key: string) =>
      sql<SessionRow>`SELECT * FROM arbor_sessions WHERE path = ${key} AND trashed_from IS NULL`.pipe(Effect.map((rows) => rows[0]))

    // -- reading --------------------------------------------------------------------------------

    /**
     * The stored bytes of a session, exactly as its file would hold them. The lines come as rows
     * (with the session's row in the same statement, so one snapshot), joined here: a
     * `string_agg` of a 100 MB session took the server 1.7 s and the client 2.2 s more to receive
     * as one value, where its 100,000 rows take about 0.6 s.
     */
    const readStored = (file: string) =>
      Effect.gen(function*() {
        const rows = yield* sql`
          SELECT s.seq, s.terminated, l.line FROM arbor_sessions s LEFT JOIN arbor_lines l ON l.sid = s.sid
          WHERE s.path = ${keyOf(file)} AND s.trashed_from IS NULL ORDER BY l.seq`.values.pipe(reading, Effect.mapError(failed(file, "read")))
        const first = rows[0]
        if (first === undefined) return yield* new SessionNotFound({ path: file })
        const seq = Number(first[0])
        const terminated = first[1] === true
        const lines = seq === 0 ? [] : rows.map((row) => restoredText(row[2] as string))
        return { bytes: fileBytes(lines, terminated), seq }
      })

    const read = (file: string) =>
      Effect.gen(function*() {
        const { bytes, seq } = yield* readStored(file)
        const source = ByteSource.growable()
        source.append(bytes)
        const reader = new SessionFile.Reader({ source, ids: yield* Ids.idSource })
        reader.scan(Scanner.make(), bytes, 0, 0, bytes.length, true)
        return { source, loaded: reader.finish(), size: bytes.length, lineCount: seq, terminated: reader.terminated } satisfies SessionLog.Read
      })

    // -- writing --------------------------------------------------------------------------------

    /** Inserts lines `first, first + 1, ...` of session `sid`, with their search texts. */
    const insertLines = (sid: string, first: number, lines: ReadonlyArray<string>, texts: ReadonlyArray<string | null>) =>
      Effect.gen(function*() {
        // in batches, so that a large import does not build one huge statement
        for (let start = 0; start < lines.length; start += LINE_BATCH) {
          const end = start + LINE_BATCH
          yield* sql.unsafe(INSERT_LINES, lineParams(sid, first + start, lines.slice(start, end), texts.slice(start, end)))
        }
      })

    /** The listing columns of a session with this summary. */
    const summaryColumns = (summary: StoredSummary, info: SessionInfo.SessionInfo | undefined) => {
      const header = summary.header === undefined || summary.header === false ? undefined : summary.header
      const num = (d: Date | undefined) => (d === undefined ? null : d.getTime())
      return {
        session_id: header !== undefined && typeof header.id === "string" ? storedText(header.id) : null,
        cwd: header !== undefined && typeof header.cwd === "string" ? storedText(header.cwd) : null,
        parent_session: header !== undefined && typeof header.parentSession === "string" ? storedText(header.parentSession) : null,
        name: info?.name === undefined ? null : storedText(info.name),
        name_folded: info?.name === undefined ? null : searchedText(info.name.toLowerCase()),
        first_message: summary.firstMessage === undefined ? null : storedText(summary.firstMessage),
        message_count: summary.messageCount,
        created_ms: num(info?.created),
        modified_ms: num(info?.modified)
      }
    }

    /** Creates a session row with these lines, in the caller's transaction; SessionExists when the path is taken. */
    const insertSession = (file: string, lines: ReadonlyArray<string>, terminated: boolean) =>
      Effect.gen(function*() {
        const key = keyOf(file)
        const { state, info, texts } = continueSummary(scanner, EMPTY_SUMMARY, lines, true)
        const columns = summaryColumns(state, info)
        const inserted = yield* sql<{ sid: string }>`INSERT INTO arbor_sessions ${
          sql.insert({
            path: key,
            tenant: config.tenant ?? "",
            dir: keyOf(path.dirname(file)),
            ...columns,
            summary: JSON.stringify(state),
            seq: lines.length,
            terminated: terminated || lines.length === 0
          })
        } ON CONFLICT (path) DO NOTHING RETURNING sid`
        const sid = inserted[0]?.sid
        if (sid === undefined) return yield* new SessionExists({ path: file })
        yield* insertLines(sid, 1, lines, texts)
        return sid
      })

    const createSession = (file: string, lines: ReadonlyArray<string>, terminated: boolean) =>
      transaction(insertSession(file, lines, terminated)).pipe(
        Effect.catchTag("SqlError", (e) => Effect.fail(isUniqueViolation(e) ? new SessionExists({ path: file }) : failed(file, "create")(e))),
        Effect.asVoid
      )

    /** A whole session replaced (a migrated legacy file); the old one is kept as `<path>.bak`, `.bak.1`, ... */
    const replaceSession = (file: string, lines: ReadonlyArray<string>) =>
      transaction(
        Effect.gen(function*() {
          const key = keyOf(file)
          const taken = yield* sql<{ path: string }>`SELECT path FROM arbor_sessions WHERE path LIKE ${`${key.replace(/[\\%_]/g, "\\$&")}.bak%`}`
          const names = new Set(taken.map((r) => r.path))
          let backup = `${key}.bak`
          for (let i = 1; names.has(backup); i++) backup = `${key}.bak.${i}`
          const moved = yield* sql`UPDATE arbor_sessions SET path = ${backup} WHERE path = ${key} AND trashed_from IS NULL RETURNING sid`
          if (moved.length === 0) return yield* new SessionNotFound({ path: file })
          yield* insertSession(file, lines, true)
        })
      ).pipe(Effect.catchTag("SqlError", failed(file, "replace")))

    // -- leases -----------------------------------------------------------------------------------

    /** Takes or renews the lease on stored path `key` for `token`: returns a row when it did, none when another live writer holds it. */
    const leaseUpsert = (key: string, token: string) =>
      sql`
        INSERT INTO arbor_leases (path, token, owner, expires_at)
        VALUES (${key}, ${token}, ${ownerJson}::jsonb, now() + make_interval(secs => ${leaseMs / 1000}))
        ON CONFLICT (path) DO UPDATE SET token = excluded.token, owner = excluded.owner, expires_at = excluded.expires_at
        WHERE arbor_leases.token = excluded.token OR arbor_leases.expires_at < now()
        RETURNING path`

    /** The owner a lease row records, when it has the lock owner's shape. */
    const ownerOf = (owner: unknown) => {
      const o = (owner ?? {}) as { pid?: unknown; host?: unknown; startedAt?: unknown }
      return typeof o.pid === "number" && typeof o.host === "string" && typeof o.startedAt === "string"
        ? new LockOwner({ pid: o.pid, host: o.host, startedAt: o.startedAt })
        : undefined
    }

    /** Takes (or renews) the lease on `file` for `token`; SessionLocked when another live writer holds it. */
    const takeLease = (file: string, token: string): Effect.Effect<void, SessionLocked | SqlError> =>
      Effect.gen(function*() {
        const key = keyOf(file)
        for (let attempt = 0;; attempt++) {
          const taken = yield* leaseUpsert(key, token)
          if (taken.length > 0) return
          const holder = yield* sql<{ owner: unknown; expires_at: Date }>`SELECT owner, expires_at FROM arbor_leases WHERE path = ${key}`
          const row = holder[0]
          if (row === undefined && attempt === 0) continue // released meanwhile
          return yield* new SessionLocked({ path: file, owner: ownerOf(row?.owner), leaseExpires: row?.expires_at.toISOString() })
        }
      })

    const releaseLease = (file: string, token: string) => sql`DELETE FROM arbor_leases WHERE path = ${keyOf(file)} AND token = ${token}`.pipe(Effect.ignore)

    // -- appends ----------------------------------------------------------------------------------

    /**
     * Appends `lines` to a session that holds `expected` lines, under the lease `token`, in one
     * transaction: a Conflict when it holds more.
     */
    const appendOnce = (file: string, token: string, expected: number, lines: ReadonlyArray<string>) =>
      transaction(
        Effect.gen(function*() {
          // four round trips: BEGIN; the lease renewed and the session's row locked; the lines
          // inserted and the row updated; COMMIT
          const key = keyOf(file)
          const rows = yield* sql<Pick<SessionRow, "sid" | "seq" | "summary"> & { readonly leased: number }>`
            WITH lease AS (${leaseUpsert(key, token)})
            SELECT sid, seq, summary, (SELECT count(*)::int FROM lease) AS leased
            FROM arbor_sessions WHERE path = ${key} AND trashed_from IS NULL FOR UPDATE`
          const row = rows[0]
          if (row === undefined) return yield* new SessionNotFound({ path: file })
          if (row.leased === 0) yield* takeLease(file, token) // held by another (SessionLocked), or released meanwhile
          if (row.seq !== expected) return new Conflict(row.seq)
          const { state, info, texts } = continueSummary(scanner, JSON.parse(row.summary) as StoredSummary, lines, false)
          const { session_id: _id, cwd: _cwd, parent_session: _parent, ...columns } = summaryColumns(state, info)
          if (lines.length <= LINE_BATCH) {
            yield* sql.unsafe(
              `WITH inserted AS (${INSERT_LINES})
               UPDATE arbor_sessions SET name = $8, name_folded = $9, first_message = $10, message_count = $11,
                 created_ms = $12, modified_ms = $13, summary = $14, seq = $15, terminated = true, updated_at = now()
               WHERE sid = $1`,
              [
                ...lineParams(row.sid, expected + 1, lines, texts),
                columns.name,
                columns.name_folded,
                columns.first_message,
                columns.message_count,
                columns.created_ms,
                columns.modified_ms,
                JSON.stringify(state),
                expected + lines.length
              ]
            )
            return undefined
          }
          yield* insertLines(row.sid, expected + 1, lines, texts)
          yield* sql`UPDATE arbor_sessions SET ${
            sql.update({
              ...columns,
              summary: JSON.stringify(state),
              seq: expected + lines.length,
              terminated: true
            })
          }, updated_at = now() WHERE sid = ${row.sid}`
          return undefined
        })
      )

    /** Whether lines `expected + 1, ...` of the session are exactly `lines` (an earlier attempt committed). */
    const alreadyAppended = (file: string, expected: number, lines: ReadonlyArray<string>) =>
      sql<{ line: string }>`
        SELECT l.line FROM arbor_lines l JOIN arbor_sessions s ON s.sid = l.sid
        WHERE s.path = ${keyOf(file)} AND s.trashed_from IS NULL AND l.seq > ${expected} AND l.seq <= ${expected + lines.length}
        ORDER BY l.seq`.pipe(reading, Effect.map((rows) => rows.length === lines.length && rows.every((r, i) => restoredText(r.line) === lines[i])))

    /** Transient failures (a dropped connection, a serialization failure) are retried; the lines tell whether it committed. */
    const append = (file: string, token: string, expected: number, lines: ReadonlyArray<string>) =>
      Effect.gen(function*() {
        let lastError: SqlError | undefined
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = yield* Effect.either(appendOnce(file, token, expected, lines))
          if (Either.isRight(result)) {
            const outcome = result.right
            if (outcome === undefined) return undefined
            if (attempt > 0 && (yield* alreadyAppended(file, expected, lines).pipe(Effect.orElseSucceed(() => false)))) return undefined
            return outcome
          }
          const error = result.left
          if (error._tag !== "SqlError") return yield* error
          lastError = error
          yield* Effect.sleep(Duration.millis(50 * (attempt + 1)))
        }
        return yield* failed(file, "append")(lastError!)
      })

    /** The lines after `seq` (written by other writers). */
    const linesAfter = (file: string, seq: number) =>
      sql<{ line: string }>`
        SELECT l.line FROM arbor_lines l JOIN arbor_sessions s ON s.sid = l.sid
        WHERE s.path = ${keyOf(file)} AND s.trashed_from IS NULL AND l.seq > ${seq} ORDER BY l.seq`.pipe(
        reading,
        Effect.map((rows) => rows.map((r) => restoredText(r.line))),
        Effect.mapError(failed(file, "read"))
      )

    // -- listing ----------------------------------------------------------------------------------

    const infoOf = (row: SessionRow): SessionInfo.SessionInfo => ({
      path: pathOf(row.path),
      id: row.session_id === null ? undefined : restoredText(row.session_id),
      cwd: row.cwd === null ? "" : restoredText(row.cwd),
      name: row.name === null ? undefined : restoredText(row.name),
      parentSessionPath: row.parent_session === null ? undefined : restoredText(row.parent_session),
      created: new Date(row.created_ms ?? Number.NaN),
      modified: row.modified_ms === null || Number.isNaN(row.modified_ms) ? row.updated_at : new Date(row.modified_ms),
      messageCount: row.message_count,
      firstMessage: row.first_message === null ? "(no messages)" : restoredText(row.first_message),
      // search runs in the database (`search`); the text is not sent with every listing
      allMessagesText: ""
    })

    /**
     * `SessionInfo.matches` in SQL: the folded query is a substring of the folded name or of the
     * folded texts joined with one space. Without a space in the query a match lies inside one
     * line's text, so the trigram indexes answer it; with one it may span lines, so the sessions
     * that have its longest space-free piece in a line (found by the index) are checked whole.
     */
    const searchClause = (search: string | undefined) => {
      if (search === undefined || search === "") return sql`TRUE`
      const needle = searchedText(search.toLowerCase())
      const named = sql`SELECT n.sid FROM arbor_sessions n WHERE n.name_folded LIKE ${likeAnywhere(needle)}`
      if (!needle.includes(" ")) {
        return sql`s.sid IN (${named} UNION SELECT l.sid FROM arbor_lines l WHERE l.search_text LIKE ${likeAnywhere(needle)})`
      }
      const piece = needle.split(" ").reduce((longest, p) => (p.length > longest.length ? p : longest), "")
      const candidates = piece === ""
        ? sql`SELECT c.sid FROM arbor_sessions c`
        : sql`SELECT DISTINCT c.sid FROM arbor_lines c WHERE c.search_text LIKE ${likeAnywhere(piece)}`
      // each candidate's texts read through its primary key (a join would scan every line)
      return sql`s.sid IN (${named} UNION
        SELECT k.sid FROM (${candidates}) k
        WHERE strpos((SELECT string_agg(l.search_text, ' ' ORDER BY l.seq) FROM arbor_lines l WHERE l.sid = k.sid AND l.search_text IS NOT NULL), ${needle}) > 0)`
    }

    /** The sessions `scope` looks at, as a condition on `s` (its cwd filter compares the resolved cwd the header records). */
    const scopeClause = (scope: SessionListing.Scope) =>
      scope._tag === "Every"
        ? sql`s.dir LIKE ${`${keyOf(scope.root).replace(/[\\%_]/g, "\\$&")}/%`}`
        : scope.cwd === undefined
        ? sql`s.dir = ${keyOf(scope.dir)}`
        : sql`s.dir = ${keyOf(scope.dir)} AND s.cwd = ${storedText(scope.cwd)}`

    const scopeLabel = (scope: SessionListing.Scope) => (scope._tag === "Every" ? scope.root : scope.dir)

    const listScope = (scope: SessionListing.Scope, search: string | undefined) =>
      Effect.gen(function*() {
        const rows = yield* sql<SessionRow>`
          SELECT s.* FROM arbor_sessions s
          WHERE s.trashed_from IS NULL AND s.path LIKE '%.jsonl' AND ${scopeClause(scope)} AND ${searchClause(search)}`.pipe(
          reading,
          Effect.mapError(failed(scopeLabel(scope), "list"))
        )
        const sessions: Array<SessionInfo.SessionInfo> = []
        const skipped: Array<{ path: string; reason: string }> = []
        for (const row of rows) {
          const { header } = JSON.parse(row.summary) as StoredSummary
          if (header === undefined || header === false) skipped.push({ path: pathOf(row.path), reason: "not a session" })
          else sessions.push(infoOf(row))
        }
        return { _tag: "Summaries", sessions, skipped } as const
      })

    const newest = (scope: SessionListing.Scope) =>
      sql<{ path: string }>`
        SELECT s.path FROM arbor_sessions s
        WHERE s.trashed_from IS NULL AND s.path LIKE '%.jsonl' AND s.session_id IS NOT NULL AND ${scopeClause(scope)}
        ORDER BY s.updated_at DESC, s.path DESC LIMIT 1`.pipe(
        reading,
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (r) => pathOf(r.path))),
        Effect.mapError(failed(scopeLabel(scope), "list"))
      )

    const findById = (scope: SessionListing.Scope, id: string) =>
      sql<{ path: string }>`
        SELECT s.path FROM arbor_sessions s
        WHERE s.trashed_from IS NULL AND s.session_id = ${storedText(id)} AND ${scopeClause(scope)}
        ORDER BY s.path LIMIT 1`.pipe(
        reading,
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (r) => pathOf(r.path))),
        Effect.mapError(failed(scopeLabel(scope), "list"))
      )

    /** The tenant's session whose header id is `id`, by the index on (tenant, session_id). */
    const byId = (id: string) =>
      sql<{ path: string }>`
        SELECT s.path FROM arbor_sessions s
        WHERE s.tenant = ${config.tenant ?? ""} AND s.session_id = ${storedText(id)} AND s.trashed_from IS NULL AND s.path LIKE '%.jsonl'
        ORDER BY s.path LIMIT 1`.pipe(
        reading,
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (r) => pathOf(r.path))),
        Effect.mapError(failed(id, "find"))
      )

    // -- trash ----------------------------------------------------------------------------------

    /** Refused while a writer's lease runs, in the same statement (unless forced). */
    const trash = (file: string, trashed: string, force: boolean) =>
      Effect.gen(function*() {
        const moved = yield* sql`
          UPDATE arbor_sessions SET path = ${keyOf(trashed)}, dir = ${keyOf(path.dirname(trashed))}, trashed_from = path
          WHERE path = ${keyOf(file)} AND trashed_from IS NULL
            AND (${force} OR NOT EXISTS (SELECT 1 FROM arbor_leases WHERE path = ${keyOf(file)} AND expires_at >= now()))
          RETURNING sid`.pipe(Effect.mapError(failed(file, "move to trash")))
        if (moved.length > 0) return
        const holder = yield* sql<{ owner: unknown; expires_at: Date }>`
          SELECT l.owner, l.expires_at FROM arbor_leases l JOIN arbor_sessions s ON s.path = l.path
          WHERE l.path = ${keyOf(file)} AND s.trashed_from IS NULL AND l.expires_at >= now()`.pipe(Effect.mapError(failed(file, "move to trash")))
        const row = holder[0]
        if (force || row === undefined) return yield* new SessionNotFound({ path: file })
        return yield* new SessionLocked({ path: file, owner: ownerOf(row.owner), leaseExpires: row.expires_at.toISOString() })
      })

    const restore = (trashed: string) =>
      Effect.gen(function*() {
        const rows = yield* sql<{ trashed_from: string }>`
          SELECT trashed_from FROM arbor_sessions WHERE path = ${keyOf(trashed)} AND trashed_from IS NOT NULL`.pipe(
          Effect.mapError(failed(trashed, "read origin"))
        )
        const origin = rows[0]?.trashed_from
        if (origin === undefined) return yield* new StorageError({ path: trashed, operation: "read origin", reason: "not in the trash" })
        const file = pathOf(origin)
        const restored = yield* sql`
          UPDATE arbor_sessions SET path = trashed_from, dir = ${keyOf(path.dirname(file))}, trashed_from = NULL
          WHERE path = ${keyOf(trashed)} AND trashed_from IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM arbor_sessions o WHERE o.path = ${origin})
          RETURNING sid`.pipe(
          Effect.catchTag("SqlError", (e) => (isUniqueViolation(e) ? Effect.succeed([]) : Effect.fail(failed(trashed, "restore")(e))))
        )
        if (restored.length === 0) return yield* new SessionExists({ path: file })
        return file
      })

    // -- writers ----------------------------------------------------------------------------------

    const lease = (file: string) =>
      Effect.gen(function*() {
        const token = (yield* Ids.sessionIdentity).sessionId
        yield* Effect.acquireRelease(takeLease(file, token).pipe(Effect.catchTag("SqlError", failed(file, "lease"))), () => releaseLease(file, token))
        // renewed while the writer lives; a failed renewal shows at the next append
        yield* Effect.forkScoped(
          takeLease(file, token).pipe(Effect.ignore, Effect.repeat(Schedule.spaced(Duration.millis(leaseMs / 3))), Effect.delay(Duration.millis(leaseMs / 3)))
        )
        return {
          // the lines other writers appended since `at`, as a file holds them
          since: (at) =>
            Effect.map(
              linesAfter(file, at.lines),
              (added) => ({ bytes: added.length === 0 ? new Uint8Array(0) : fileBytes(added, true), identity: undefined })
            ),
          append: (at, _identity, lines) => Effect.map(append(file, token, at.lines, lines), (outcome) => outcome === undefined)
        } satisfies SessionLog.Lease
      })

    return {
      wholeLines: true,
      read,
      exists: (file) =>
        sessionRow(keyOf(file)).pipe(
          reading,
          Effect.map((row) => row !== undefined),
          Effect.mapError(failed(file, "read"))
        ),
      headerId: (file) =>
        sql<{ session_id: string | null }>`SELECT session_id FROM arbor_sessions WHERE path = ${keyOf(file)} AND trashed_from IS NULL`.pipe(
          reading,
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]?.session_id), restoredText)),
          Effect.mapError(failed(file, "read"))
        ),
      makeRoom: () => Effect.void,
      create: (file, bytes, lines) => {
        if (lines !== undefined) return createSession(file, lines, true)
        const split = linesOfBytes(file, bytes)
        return Either.isLeft(split) ? Effect.fail(split.left) : createSession(file, split.right.lines, split.right.terminated)
      },
      replace: (file, lines) => replaceSession(file, lines),
      lease,
      list: listScope,
      newest,
      findById,
      byId,
      trash,
      restore,
      readBytes: (file) => Effect.map(readStored(file), (stored) => stored.bytes),
      writeFile: files.writeFile
    } satisfies SessionLog.SessionLog.Service
  })
