/**
 * What the store's and the domain's errors say to a library's caller (no absolute path, process
 * id or host name; a file by its file name, a bad file with its line) and to a person at the
 * command line (`CliErrors.userMessage`: the same lines as before, naming the path).
 */
import { describe, expect, it } from "@effect/vitest"
import * as os from "node:os"
import * as DomainError from "../../src/domain/format/DomainError.js"
import * as ByteSource from "../../src/domain/scan/ByteSource.js"
import * as CliErrors from "../../src/main/cli/CliErrors.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"

const folder = "/home/alice/.pi/agent/tenants/acme/sessions/--home-alice-project--"
const file = `${folder}/2026-12-07T06-00-00-000Z_0193e5a1-7a55-7000-8000-000000000001.jsonl`
const name = "2026-12-07T06-00-00-000Z_0193e5a1-7a55-7000-8000-000000000001.jsonl"
const pid = 48213
const host = os.hostname()

/** Each error, its library message and the command line's line for it. */
const cases: ReadonlyArray<readonly [string, unknown, string, string]> = [
  ["SessionNotFound", new SessionStore.SessionNotFound({ path: file }), `${name}: no such session file`, `${file}: no such session file`],
  [
    "NotASession",
    new SessionStore.NotASession({ path: file, line: 3, reason: "the line is not JSON (a binary or foreign file?)" }),
    `${name}:3: error: not a valid pi session: the line is not JSON (a binary or foreign file?)`,
    `${file}:3: error: not a valid pi session: the line is not JSON (a binary or foreign file?)`
  ],
  ["SessionExists", new SessionStore.SessionExists({ path: file }), `${name}: file already exists`, `${file}: file already exists`],
  [
    "FileChanged",
    new SessionStore.FileChanged({ path: file, expected: 900, actual: 12 }),
    `${name}: file shrank from 900 to 12 bytes while open; nothing was appended`,
    `${file}: file shrank from 900 to 12 bytes while open; nothing was appended`
  ],
  [
    "SessionRemoved",
    new SessionStore.SessionRemoved({ path: file }),
    `${name}: the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)`,
    `${file}: the session file was removed or moved away while open (arbor rm --force, or another program); nothing was appended (arbor restore brings a trashed one back)`
  ],
  [
    "StorageError",
    new SessionStore.StorageError({
      path: file,
      operation: "append",
      reason: `PermissionDenied: FileSystem.open (${file}): EACCES: permission denied, open '${folder}/.${name}.tmp-1'`,
      kind: "PermissionDenied"
    }),
    `${name}: append failed: PermissionDenied: FileSystem.open (${name}): EACCES: permission denied, open '.${name}.tmp-1'`,
    `${file}: cannot append to it: permission denied`
  ],
  [
    "StorageError of PostgreSQL",
    new SessionStore.StorageError({
      path: "postgres://db.internal:5432/arbor",
      operation: "connect",
      reason: "connect ECONNREFUSED 10.0.0.7:5432"
    }),
    "arbor: connect failed: connect ECONNREFUSED <address>",
    "postgres://db.internal:5432/arbor: cannot connect to it: connect ECONNREFUSED 10.0.0.7:5432"
  ],
  [
    "SessionLocked",
    new SessionStore.SessionLocked({ path: file, owner: new SessionStore.LockOwner({ pid, host, startedAt: "2026-12-07T06:00:00.000Z" }) }),
    "the session is being written by another writer",
    `${file}: session is being written by process ${pid} on ${host} (since 2026-12-07T06:00:00.000Z); its lock is ${file}.lock`
  ],
  [
    "OutsideTenant",
    new SessionStore.OutsideTenant({ path: "/home/bob/.pi/agent/tenants/other/sessions/x.jsonl", tenant: "acme" }),
    "the path is outside the sessions of tenant acme",
    "the path is outside the sessions of tenant acme"
  ],
  [
    "StoredEntryUnreadable (a file that shrank)",
    new DomainError.StoredEntryUnreadable({ cause: new ByteSource.FileShrank(file, 120, 40) }),
    `${name}: the file shrank while open (its bytes 120–160 are gone)`,
    `${file}: the file shrank while open (its bytes 120–160 are gone)`
  ],
  [
    "StoredEntryUnreadable (a changed line)",
    new DomainError.StoredEntryUnreadable({ cause: new ByteSource.LineChanged(7) }),
    "line 7 changed after the file was read: it is no longer the JSON object read there",
    "line 7 changed after the file was read: it is no longer the JSON object read there"
  ]
]

describe("error messages", () => {
  it.each(cases)("%s: the library's message names no absolute path, process or host", (_, error, message) => {
    const text = (error as Error).message
    expect(text).toBe(message)
    expect(text).not.toMatch(/(^|[\s'"(])[\\/]/)
    expect(text).not.toContain("alice")
    expect(text).not.toContain(String(pid))
    expect(text).not.toContain(host)
    expect(text).not.toContain("db.internal")
    expect(text).not.toContain("10.0.0.7")
  })

  it.each(cases)("%s: the command line's line names the path", (_, error, __, line) => {
    expect(CliErrors.userMessage(error)).toBe(line)
  })

  it("a thrown FileShrank (a lazy read's defect) names its file by its file name; the command line by its path", () => {
    const shrank = new ByteSource.FileShrank(file, 0, 5)
    expect(shrank.message).toBe(`${name}: the file shrank while open (its bytes 0–5 are gone)`)
    expect(CliErrors.userMessage(shrank)).toBe(`${file}: the file shrank while open (its bytes 0–5 are gone)`)
  })

  it("a file name is a path's last segment, Windows' too", () => {
    expect([ByteSource.fileName(file), ByteSource.fileName("C:\\Users\\a\\s.jsonl"), ByteSource.fileName("s.jsonl"), ByteSource.fileName("/")]).toEqual([
      name,
      "s.jsonl",
      "s.jsonl",
      "/"
    ])
  })
})
