/**
 * How the library names a session: its id (the header's `id`), a branded string, so that a
 * path, an entry id or a client's text is never taken for one without being checked. Pure.
 *
 * The id is the handle a service passes around and over the wire; where a session lives (a
 * file's path, a database row) stays behind the store, and is asked for explicitly where it is
 * needed (`Snapshot.path`, `AgentSession.file`; the command line's paths through
 * `AgentSessions.atPath`).
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { InvalidSessionId } from "./DomainError.js"
import { SESSION_ID_PATTERN } from "./SessionFile.js"

/** A session id: pi's rule for ids (letters, digits, `.`, `_`, `-`; a letter or digit at each end). */
export const SessionId = Schema.String.pipe(Schema.pattern(SESSION_ID_PATTERN), Schema.brand("SessionId"))
export type SessionId = typeof SessionId.Type

/** `text` as a session id, or `InvalidSessionId` (the edge of a service: a URL's segment, a request's field). */
export const decode = (text: string): Either.Either<SessionId, InvalidSessionId> =>
  SESSION_ID_PATTERN.test(text) ? Either.right(text as SessionId) : Either.left(new InvalidSessionId({ id: text }))

/** Whether `value` is a session id. */
export const is: (value: unknown) => value is SessionId = Schema.is(SessionId)
