/**
 * Checkpoints of a working tree and restores to them: the shell around `domain/checkpoint`.
 *
 * A checkpoint is the whole working tree — every file, link and directory the ignore rules
 * leave in, changed by whatever tool or program — stored content-addressed in a directory of
 * its own (`objects/ab/cdef…`: files' bytes and directories' objects, named by their SHA-256),
 * so identical bytes are stored once and a checkpoint where a few files changed adds only
 * those files and the directories above them. Its id is the hash of the root's object.
 *
 * Taking one is incremental: a stat cache (size, mtime, ctime, inode → hash; on disk a snapshot
 * and a log of what was added since) spares reading files that did not change, and a directory
 * whose entries are the last checkpoint's keeps its object without encoding or hashing it; a
 * cache entry is trusted only once its file's ctime is two seconds older than the moment it was
 * hashed (git's "racily clean" rule, on Effect's `Clock`), so a write in the same clock tick as
 * the hash is never missed. Objects are written through a temporary name and renamed, without
 * an fsync each (git's default for loose objects): a checkpoint lost to a power cut is reported
 * as missing when asked for. The checkpoint a restore takes first — the one that undoes it — is
 * made durable before any file changes.
 *
 * A restore is crash-safe: a journal (`restore.json`, synced) names where it comes from and
 * where it goes before the first file changes; each file is written to a temporary name,
 * synced and renamed over; the directories touched are synced before the journal goes. A
 * restore interrupted anywhere is finished by `recover` on the next start (every step is
 * idempotent: the plan is made again from what the disk holds), or rolled back when the target's
 * objects are not all there; the answer says which. Files that changed since the checkpoint the
 * caller last recorded are refused unless confirmed, never silently overwritten.
 *
 * The store's files are 0600 and its directories 0700: a checkpoint holds the user's code.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as NodeCrypto from "node:crypto"
import * as NodePath from "node:path"
import * as IgnoreRules from "../../domain/checkpoint/IgnoreRules.js"
import * as Manifest from "../../domain/checkpoint/Manifest.js"
import * as TreeObject from "../../domain/checkpoint/TreeObject.js"
import * as Listing from "../../domain/scan/Listing.js"
import * as DirEntries from "./DirEntries.js"

/** Where the working tree is, where its checkpoints are kept, and what is too large to keep. */
export interface Config {
  readonly root: string
  readonly store: string
  /** Files larger than this are recorded by size only and never touched by a restore (default 10 MiB). */
  readonly maxFileBytes?: number
  /** Flush what a restore needs to survive a power cut (default true). */
  readonly fsync?: boolean
}

/** Where the command line keeps the checkpoints of working directory `cwd`: beside the sessions, per directory as they are. */
export const storeFor = (agentDir: string, cwd: string): string => NodePath.join(agentDir, "checkpoints", Listing.directoryName(NodePath.resolve(cwd)))

/** The default size limit per file: 10 MiB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024

/** A storage failure, naming the operation and the path relative to the working tree or the store. */
export class CheckpointFailed extends Data.TaggedError("CheckpointFailed")<{
  readonly operation: string
  readonly path: string
  readonly reason: string
}> {
  override get message(): string {
    return `checkpoint: cannot ${this.operation} ${this.path}: ${this.reason}`
  }
}

/** A checkpoint (or an object of one) that is not in the store, or not intact. */
export class CheckpointMissing extends Data.TaggedError("CheckpointMissing")<{ readonly id: string; readonly object: string }> {
  override get message(): string {
    return this.id === this.object
      ? `checkpoint ${this.id.slice(0, 12)} is not in the store`
      : `checkpoint ${this.id.slice(0, 12)} is incomplete: object ${this.object.slice(0, 12)} is missing or damaged`
  }
}

/** Files changed since the checkpoint the caller last recorded: a restore would overwrite them. */
export class ChangedOutside extends Data.TaggedError("ChangedOutside")<{ readonly changes: ReadonlyArray<Manifest.Change> }> {
  override get message(): string {
    const shown = this.changes.slice(0, 5).map((c) => c.path).join(", ")
    const more = this.changes.length > 5 ? ` and ${this.changes.length - 5} more` : ""
    return `${this.changes.length} file(s) changed since the last checkpoint (${shown}${more}); confirm to overwrite`
  }
}

/** A restore was interrupted and not yet recovered. */
export class RestorePending extends Data.TaggedError("RestorePending")<{ readonly from: string; readonly to: string }> {
  override get message(): string {
    return `an interrupted restore (to ${this.to.slice(0, 12)}) must be recovered first`
  }
}

/**
 * A restore that failed once files had begun to change, and what was done about it at once:
 * finished or rolled back (the tree is whole, as the outcome says), or still pending (the disk
 * refused that too: `recover` on the next start finishes it).
 */
export class RestoreFailed extends Data.TaggedError("RestoreFailed")<{
  readonly cause: CheckpointFailed | CheckpointMissing
  readonly outcome: "finished" | "rolled back" | "pending"
}> {
  override get message(): string {
    const account = this.outcome === "pending"
      ? "the restore is pending: it is finished or rolled back on the next start"
      : this.outcome === "finished"
      ? "it was finished on a second attempt"
      : "it was rolled back: the files are as they were"
    return `restore failed (${this.cause.message}); ${account}`
  }
}

export type CheckpointError = CheckpointFailed | CheckpointMissing | RestorePending

/** A checkpoint taken: its id, its manifest, and what it cost. */
export interface Taken {
  readonly id: string
  readonly manifest: Manifest.Manifest
  /** Files whose bytes were read (not answered by the stat cache). */
  readonly hashed: number
  /** Objects written, and their bytes. */
  readonly written: number
  readonly bytes: number
}

/** A restore done. */
export interface Restored {
  /** The checkpoint of the tree as it was before: restoring it undoes this restore. */
  readonly before: string
  readonly target: string
  /** Files (not folders) that differ between the two trees. */
  readonly changed: number
  readonly steps: number
  /** Paths left as they were (too large to keep, or holding ignored files). */
  readonly kept: ReadonlyArray<Manifest.Kept>
  /** The changes since the expected checkpoint that the caller confirmed. */
  readonly overwritten: ReadonlyArray<Manifest.Change>
}

/** What `recover` did with an interrupted restore. */
export interface Recovered {
  readonly outcome: "finished" | "rolled back"
  readonly from: string
  readonly to: string
}

export interface Service {
  readonly take: Effect.Effect<Taken, CheckpointError>
  readonly manifest: (id: string) => Effect.Effect<Manifest.Manifest, CheckpointError>
  /** The changes from checkpoint `from` to checkpoint `to`, or to the tree as it is now. */
  readonly diff: (from: string, to?: string) => Effect.Effect<Array<Manifest.Change>, CheckpointError>
  /** Makes the working tree what checkpoint `id` recorded; `expected` is the checkpoint the caller last recorded. */
  readonly restore: (
    id: string,
    options?: { readonly expected?: string; readonly confirm?: boolean }
  ) => Effect.Effect<Restored, CheckpointError | ChangedOutside | RestoreFailed>
  /** Finishes (or rolls back) a restore a crash interrupted; none when there was none. */
  readonly recover: Effect.Effect<Option.Option<Recovered>, CheckpointError>
  /** Removes every object no checkpoint in `keep` reaches. */
  readonly prune: (keep: Iterable<string>) => Effect.Effect<{ readonly removed: number; readonly bytes: number }, CheckpointError>
}

export class Checkpoints extends Context.Tag("arbor/Checkpoints")<Checkpoints, Service>() {}

const sha256 = (data: string | Uint8Array): string => NodeCrypto.createHash("sha256").update(data).digest("hex")

const TEMP = /^\.arbor-restore-[0-9a-z]+\.tmp$/
const tempName = (): string => `.arbor-restore-${NodeCrypto.randomBytes(6).toString("hex")}.tmp`
/** A stat-cache entry is trusted only when its file's ctime is this much older than its hash. */
const RACY_MS = 2000
const FILE_MODE = 0o600
const DIR_MODE = 0o700

/** Entries the stat cache's log may gather beyond a quarter of the snapshot's before the snapshot is written again. */
const LOG_MIN = 1024
/** Directories' entries kept in memory by their object's hash; beyond, they are forgotten and read again. */
const TREES_KEPT = 20_000
/** The bytes of files a restore holds between checking them and writing them; beyond, they are read again. */
const HELD_BYTES = 64 * 1024 * 1024
/** The files a restore writes (and the folders it syncs) at a time. */
const WRITERS = 8
/** The objects (or their bytes) a scan gathers before it writes them. */
const PENDING_OBJECTS = 64
const PENDING_BYTES = 8 * 1024 * 1024

interface Cached {
  readonly size: number
  readonly mtimeMs: number
  readonly ctimeMs: number
  readonly ino: number
  readonly hash: string
  readonly hashedAt: number
}

const tupleOf = (e: Cached) => [e.size, e.mtimeMs, e.ctimeMs, e.ino, e.hash, e.hashedAt] as const
const cachedOf = (e: unknown): Cached | undefined => {
  if (!Array.isArray(e) || e.length !== 6) return undefined
  const [size, mtimeMs, ctimeMs, ino, hash, hashedAt] = e as Array<unknown>
  return typeof size === "number" && typeof mtimeMs === "number" && typeof ctimeMs === "number" && typeof ino === "number" &&
      typeof hash === "string" && typeof hashedAt === "number"
    ? { size, mtimeMs, ctimeMs, ino, hash, hashedAt }
    : undefined
}

interface Journal {
  readonly from: string
  readonly to: string
}

/** The checkpoint store of one working tree. */
export const make = (config: Config) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const lister = yield* DirEntries.DirEntries
    const root = NodePath.resolve(config.root)
    const store = NodePath.resolve(config.store)
    const maxFileBytes = config.maxFileBytes ?? MAX_FILE_BYTES
    const fsync = config.fsync ?? true
    const objectsDir = `${store}/objects`
    const journalFile = `${store}/restore.json`
    const cacheFile = `${store}/stat-cache.json`
    const cacheLog = `${store}/stat-cache.log`
    const storeInRoot = NodePath.relative(root, store)
    const storePath = storeInRoot.startsWith("..") || NodePath.isAbsolute(storeInRoot) ? undefined : storeInRoot.split(NodePath.sep).join("/")

    const failed = (operation: string, path: string) => (cause: { readonly message: string }) =>
      new CheckpointFailed({ operation, path, reason: cause.message })
    /** The same for the lister's failures, which name the absolute path themselves: only their reason is kept. */
    const listerFailed = (operation: string, path: string) => (cause: DirEntries.ListFailed | DirEntries.ReadFailed) =>
      new CheckpointFailed({ operation, path, reason: cause.reason })
    const abs = (path: string) => (path === "" ? root : `${root}/${path}`)
    const objectPath = (hash: string) => `${objectsDir}/${hash.slice(0, 2)}/${hash.slice(2)}`

    const syncPath = (path: string) => fsync ? Effect.scoped(Effect.flatMap(fs.open(path, { flag: "r" }), (h) => h.sync)).pipe(Effect.ignore) : Effect.void

    /** Writes `bytes` at `target` through a temporary name in its directory; synced when `durable`. Failed or interrupted, it removes the temporary file. */
    const writeAtomic = (target: string, bytes: Uint8Array, mode: number, durable: boolean) =>
      Effect.gen(function*() {
        const temp = `${NodePath.dirname(target)}/${tempName()}`
        const removeTemp = () => fs.remove(temp).pipe(Effect.ignore)
        yield* Effect.scoped(Effect.gen(function*() {
          const file = yield* fs.open(temp, { flag: "wx", mode })
          if (bytes.length > 0) yield* file.writeAll(bytes)
          if (durable && fsync) yield* file.sync
        })).pipe(Effect.onError(removeTemp))
        // the umask may have cleared bits the file must have; the store's own 0600 it leaves
        if (mode !== FILE_MODE) yield* fs.chmod(temp, mode).pipe(Effect.onError(removeTemp))
        yield* fs.rename(temp, target).pipe(Effect.onError(removeTemp))
      })

    // -- objects ------------------------------------------------------------------------------

    let known: Set<string> | undefined
    /** The objects' folders known to stand (`prune` removes objects, never their folders). */
    const prefixes = new Set<string>()
    const knownObjects = Effect.gen(function*() {
      if (known !== undefined) return known
      const found = new Set<string>()
      if (yield* fs.exists(objectsDir).pipe(Effect.orElseSucceed(() => false))) {
        for (const prefix of yield* fs.readDirectory(objectsDir).pipe(Effect.mapError(failed("list", objectsDir)))) {
          if (!/^[0-9a-f]{2}$/.test(prefix)) continue
          prefixes.add(`${objectsDir}/${prefix}`)
          for (const rest of yield* fs.readDirectory(`${objectsDir}/${prefix}`).pipe(Effect.mapError(failed("list", objectsDir)))) {
            if (/^[0-9a-f]{62}$/.test(rest)) found.add(prefix + rest)
          }
        }
      }
      known = found
      return found
    })

    /** Stores an object unless the store has it; the directories made are synced when `durable`. */
    const putObject = (hash: string, bytes: Uint8Array, durable: boolean, written: Array<string>) =>
      Effect.gen(function*() {
        const objects = yield* knownObjects
        if (objects.has(hash)) return false
        const dir = `${objectsDir}/${hash.slice(0, 2)}`
        if (!prefixes.has(dir)) {
          yield* fs.makeDirectory(dir, { recursive: true, mode: DIR_MODE }).pipe(Effect.mapError(failed("create", dir)))
          prefixes.add(dir)
        }
        yield* writeAtomic(objectPath(hash), bytes, FILE_MODE, durable).pipe(Effect.mapError(failed("write", objectPath(hash))))
        objects.add(hash)
        written.push(dir)
        return true
      })

    /**
     * The objects one scan stores: gathered as the walk finds them, and written `WRITERS` at a
     * time once `PENDING_OBJECTS` or `PENDING_BYTES` have gathered, and at the walk's end (`flush`),
     * so the waits for the disk overlap. `written` lists the folders of the objects written.
     */
    const objectWriter = (objects: Set<string>, durable: boolean) => {
      const pending = new Map<string, Uint8Array>()
      const written: Array<string> = []
      let pendingBytes = 0
      const flush = Effect.suspend(() => {
        const batch = [...pending]
        pending.clear()
        pendingBytes = 0
        return Effect.forEach(batch, ([hash, bytes]) => putObject(hash, bytes, durable, written), { concurrency: WRITERS, discard: true })
      })
      /** Whether the object is new to the store (it is then written by the next flush at the latest). */
      const put = (hash: string, bytes: Uint8Array): Effect.Effect<boolean, CheckpointFailed> => {
        if (objects.has(hash) || pending.has(hash)) return Effect.succeed(false)
        pending.set(hash, bytes)
        pendingBytes += bytes.length
        return pending.size >= PENDING_OBJECTS || pendingBytes >= PENDING_BYTES ? Effect.as(flush, true) : Effect.succeed(true)
      }
      return { put, flush, written }
    }

    /** An object's bytes, checked against its name. */
    const getObject = (id: string, hash: string) =>
      fs.readFile(objectPath(hash)).pipe(
        Effect.orElseSucceed(() => undefined),
        Effect.flatMap((bytes) =>
          bytes !== undefined && sha256(bytes) === hash ? Effect.succeed(bytes) : Effect.fail(new CheckpointMissing({ id, object: hash }))
        )
      )

    /**
     * Directories' entries by their object's hash, as this process wrote or read (and checked)
     * them: an object never changes under its name, so a manifest is read from the disk once;
     * `prune` forgets what it removes.
     */
    const trees = new Map<string, ReadonlyArray<TreeObject.Entry>>()
    const remember = (hash: string, entries: ReadonlyArray<TreeObject.Entry>) => {
      if (trees.size >= TREES_KEPT) trees.clear()
      trees.set(hash, entries)
    }

    const manifest = (id: string): Effect.Effect<Manifest.Manifest, CheckpointError> =>
      Effect.gen(function*() {
        const out = new Map<string, Manifest.Item>()
        const readTree = (hash: string, dir: string): Effect.Effect<void, CheckpointError> =>
          Effect.gen(function*() {
            let entries = trees.get(hash)
            if (entries === undefined) {
              const decoded = TreeObject.decode(hash, new TextDecoder().decode(yield* getObject(id, hash)))
              if (Either.isLeft(decoded)) return yield* new CheckpointMissing({ id, object: hash })
              entries = decoded.right
              remember(hash, entries)
            }
            for (const entry of entries) {
              const path = dir === "" ? entry.name : `${dir}/${entry.name}`
              out.set(path, entry.item)
              if ("tree" in entry) yield* readTree(entry.tree, path)
            }
          })
        yield* readTree(id, "")
        return out
      })

    // -- the stat cache -----------------------------------------------------------------------

    // On disk: a snapshot (`stat-cache.json`, this tree's root and every entry) and a log of the
    // entries made since (`stat-cache.log`, one JSON line each, later lines win), so a checkpoint
    // where a few files changed appends a few lines instead of writing every entry again. The
    // snapshot is written afresh once the log has grown a quarter of it. Any entry may be stale or
    // lost (a torn line is skipped): an entry only spares a read when the file's status is still
    // the one it recorded, so a stale one costs a read, never a wrong hash.
    let cache: Map<string, Cached> | undefined
    /** Whether the snapshot on disk is this tree's, and the entries logged (or dropped) since. */
    let snapshotted = false
    let logged = 0
    const loadCache = Effect.gen(function*() {
      if (cache !== undefined) return cache
      const text = yield* fs.readFileString(cacheFile).pipe(Effect.orElseSucceed(() => ""))
      const loaded = new Map<string, Cached>()
      try {
        const parsed: unknown = JSON.parse(text)
        if (typeof parsed === "object" && parsed !== null && "root" in parsed && parsed.root === root && "entries" in parsed) {
          for (const [path, e] of Object.entries(parsed.entries as Record<string, unknown>)) {
            const entry = cachedOf(e)
            if (entry !== undefined) loaded.set(path, entry)
          }
          snapshotted = true
        }
      } catch {
        // no cache, or a damaged one: every file is read once more
      }
      if (snapshotted) {
        const log = yield* fs.readFileString(cacheLog).pipe(Effect.orElseSucceed(() => ""))
        for (const line of log.split("\n")) {
          if (line === "") continue
          logged++
          try {
            const e: unknown = JSON.parse(line)
            if (!Array.isArray(e) || typeof e[0] !== "string") continue
            const entry = cachedOf(e.slice(1))
            if (entry !== undefined) loaded.set(e[0], entry)
          } catch {
            // a line torn by a crash: its file is read once more
          }
        }
      }
      cache = loaded
      return loaded
    })
    /** Records the scan's entries: `fresh` are the ones made by reading files, `dropped` the count of entries gone. */
    const saveCache = (entries: Map<string, Cached>, fresh: ReadonlyArray<readonly [string, Cached]>, dropped: number) =>
      Effect.gen(function*() {
        if (fresh.length === 0 && dropped === 0 && snapshotted) return
        if (snapshotted && logged + fresh.length + dropped <= LOG_MIN + entries.size / 4) {
          logged += fresh.length + dropped
          if (fresh.length === 0) return
          const lines = fresh.map(([path, e]) => JSON.stringify([path, ...tupleOf(e)]) + "\n").join("")
          return yield* fs.writeFile(cacheLog, new TextEncoder().encode(lines), { flag: "a", mode: FILE_MODE }).pipe(
            Effect.mapError(failed("write", cacheLog))
          )
        }
        const record: Record<string, ReturnType<typeof tupleOf>> = {}
        for (const [path, e] of entries) record[path] = tupleOf(e)
        yield* writeAtomic(cacheFile, new TextEncoder().encode(JSON.stringify({ root, entries: record })), FILE_MODE, false).pipe(
          Effect.mapError(failed("write", cacheFile))
        )
        // a log left by a crash here holds older entries than the snapshot: stale, so harmless
        yield* fs.remove(cacheLog, { force: true }).pipe(Effect.mapError(failed("remove", cacheLog)))
        snapshotted = true
        logged = 0
      })

    // -- taking a checkpoint ------------------------------------------------------------------

    const ensureStore = fs.makeDirectory(store, { recursive: true, mode: DIR_MODE }).pipe(Effect.mapError(failed("create", store)))

    /** The last scan's directories: their entries and object, kept while their entries stay the same. */
    let dirs = new Map<string, { readonly entries: ReadonlyArray<TreeObject.Entry>; readonly tree: string }>()
    /** The ignore rules in force in a directory, kept while its parent's and its file's text stay the same: their matchers remember their answers. */
    const rulesMemo = new Map<string, { readonly parent: IgnoreRules.Rules; readonly text: string; readonly rules: IgnoreRules.Rules }>()
    const rulesWithin = (key: string, parent: IgnoreRules.Rules, base: string, text: string): IgnoreRules.Rules => {
      const memo = rulesMemo.get(key)
      if (memo !== undefined && memo.parent === parent && memo.text === text) return memo.rules
      const rules = IgnoreRules.within(parent, base, text)
      rulesMemo.set(key, { parent, text, rules })
      return rules
    }

    /**
     * The tree as it is: its manifest, temporary files a restore left, and the objects it adds.
     * Each directory's object is made as its walk ends; a directory whose entries are the last
     * scan's (the same names, and each file the same by the stat cache) keeps its object, which
     * is neither encoded, hashed nor looked for again.
     */
    const scan = (durable: boolean) =>
      Effect.gen(function*() {
        yield* ensureStore
        const previous = yield* loadCache
        const objects = yield* knownObjects
        const next = new Map<string, Cached>()
        const nextDirs = new Map<string, { readonly entries: ReadonlyArray<TreeObject.Entry>; readonly tree: string }>()
        const fresh: Array<readonly [string, Cached]> = []
        const out = new Map<string, Manifest.Item>()
        const temps: Array<string> = []
        const writer = objectWriter(objects, durable)
        let hashed = 0
        let bytes = 0
        let carried = 0

        const readText = (file: string) => fs.readFileString(file).pipe(Effect.orElseSucceed(() => ""))
        const walk = (dir: string, rules: IgnoreRules.Rules): Effect.Effect<string, CheckpointFailed> =>
          Effect.gen(function*() {
            const listed = (yield* lister.list(abs(dir)).pipe(Effect.mapError(listerFailed("list", dir || "."))))
              .sort((a, b) => Manifest.pathOrder(a.name, b.name))
            let here = rules
            if (dir === "") here = rulesWithin("\0exclude", here, "", yield* readText(`${root}/.git/info/exclude`))
            if (listed.some((e) => e.name === ".gitignore" && e.kind === "file")) {
              here = rulesWithin(dir, here, dir, yield* readText(`${abs(dir)}/.gitignore`))
            }
            const entries: Array<TreeObject.Entry> = []
            for (const entry of listed) {
              const name = entry.name
              const path = dir === "" ? name : `${dir}/${name}`
              if (TEMP.test(name)) {
                temps.push(path)
                continue
              }
              if (path === storePath || IgnoreRules.ignores(here, path, entry.kind === "dir")) continue
              if (entry.kind === "dir") {
                const item: Manifest.Dir = { kind: "dir", mode: entry.mode }
                out.set(path, item)
                entries.push({ name, item, tree: yield* walk(path, here) })
              } else if (entry.kind === "link") {
                const target = yield* fs.readLink(abs(path)).pipe(Effect.mapError(failed("read the link", path)))
                const item: Manifest.Link = { kind: "link", target }
                out.set(path, item)
                entries.push({ name, item })
              } else if (entry.kind === "file") {
                if (entry.size > maxFileBytes) {
                  const item: Manifest.Skipped = { kind: "skipped", size: entry.size }
                  out.set(path, item)
                  entries.push({ name, item })
                  continue
                }
                const seen = previous.get(path)
                if (seen !== undefined) carried++
                if (
                  seen !== undefined && seen.size === entry.size && seen.mtimeMs === entry.mtimeMs && seen.ctimeMs === entry.ctimeMs &&
                  seen.ino === entry.ino && entry.ctimeMs < seen.hashedAt - RACY_MS
                ) {
                  next.set(path, seen)
                  const item: Manifest.File = { kind: "file", mode: entry.mode, hash: seen.hash, size: entry.size }
                  out.set(path, item)
                  entries.push({ name, item })
                  continue
                }
                const hashedAt = yield* Clock.currentTimeMillis
                const content = yield* lister.read(abs(path)).pipe(Effect.mapError(listerFailed("read", path)))
                const hash = sha256(content)
                hashed++
                if (yield* writer.put(hash, content)) bytes += content.length
                const cached: Cached = { size: entry.size, mtimeMs: entry.mtimeMs, ctimeMs: entry.ctimeMs, ino: entry.ino, hash, hashedAt }
                next.set(path, cached)
                fresh.push([path, cached])
                // the size read is the file's size now (it may have changed since the listing)
                const item: Manifest.File = { kind: "file", mode: entry.mode, hash, size: content.length }
                out.set(path, item)
                entries.push({ name, item })
              }
            }
            const last = dirs.get(dir)
            let tree: string
            if (last !== undefined && objects.has(last.tree) && TreeObject.sameEntries(last.entries, entries)) {
              tree = last.tree
            } else {
              const encoded = new TextEncoder().encode(TreeObject.encode(entries))
              tree = sha256(encoded)
              if (yield* writer.put(tree, encoded)) bytes += encoded.length
            }
            nextDirs.set(dir, { entries, tree })
            remember(tree, entries)
            return tree
          })
        const id = yield* walk("", IgnoreRules.empty)
        yield* writer.flush
        const written = writer.written
        dirs = nextDirs
        if (durable) {
          for (const dir of new Set(written)) yield* syncPath(dir)
          yield* syncPath(objectsDir)
        }
        cache = next
        yield* saveCache(next, fresh, previous.size - carried)
        return { taken: { id, manifest: out, hashed, written: written.length, bytes }, temps }
      })

    const pending = fs.readFileString(journalFile).pipe(
      Effect.map((text): Option.Option<Journal> => {
        try {
          const parsed: unknown = JSON.parse(text)
          if (typeof parsed === "object" && parsed !== null && "from" in parsed && "to" in parsed) {
            return Option.some({ from: String(parsed.from), to: String(parsed.to) })
          }
        } catch {
          // an unreadable journal: its write was never finished, so no file was changed yet
        }
        return Option.none()
      }),
      Effect.orElseSucceed(() => Option.none<Journal>())
    )
    const refuseIfPending = Effect.flatMap(
      pending,
      Option.match({
        onNone: () => Effect.void,
        onSome: (j) => Effect.fail(new RestorePending(j))
      })
    )

    const take = Effect.gen(function*() {
      yield* refuseIfPending
      return (yield* scan(false)).taken
    }).pipe(Effect.withSpan("Checkpoints.take"))

    const diff = (from: string, to?: string) =>
      Effect.gen(function*() {
        const before = yield* manifest(from)
        const after = to === undefined ? (yield* take).manifest : yield* manifest(to)
        return Manifest.changes(before, after)
      }).pipe(Effect.withSpan("Checkpoints.diff"))

    // -- restoring ----------------------------------------------------------------------------

    /**
     * Runs a plan's steps, with the files' bytes `prepare` held; returns what it kept besides the
     * plan's own. The files and links a plan writes are independent of each other (their folders
     * stand, their names differ), so they are written `WRITERS` at a time, and the folders touched
     * are synced as many at a time: their waits for the disk overlap. Each write that began runs
     * to its end (a restore is uninterruptible), so a failure leaves each file old or new.
     */
    const apply = (id: string, { contents, plan }: { readonly plan: Manifest.Plan; readonly contents: ReadonlyMap<string, Uint8Array> }) =>
      Effect.gen(function*() {
        const touched = new Set<string>()
        const kept: Array<Manifest.Kept> = []
        const steps = plan.steps
        for (let i = 0; i < steps.length;) {
          const step = steps[i] as Manifest.Step
          if (step.op === "write" || step.op === "link") {
            let end = i
            while (end < steps.length && (steps[end]?.op === "write" || steps[end]?.op === "link")) end++
            const batch = steps.slice(i, end)
            for (const s of batch) touched.add(NodePath.dirname(abs(s.path)))
            yield* Effect.forEach(batch, (s) => write(id, s, contents), { concurrency: WRITERS, discard: true })
            i = end
            continue
          }
          i++
          const target = abs(step.path)
          touched.add(NodePath.dirname(target))
          switch (step.op) {
            case "remove":
              yield* fs.remove(target).pipe(Effect.mapError(failed("remove", step.path)))
              break
            case "rmdir": {
              const left = yield* fs.readDirectory(target).pipe(Effect.mapError(failed("list", step.path)))
              // `FileSystem` has no rmdir: an empty directory is removed as a tree of nothing
              if (left.length > 0) kept.push({ path: step.path, reason: "holds ignored files" })
              else yield* fs.remove(target, { recursive: true }).pipe(Effect.mapError(failed("remove", step.path)))
              break
            }
            case "mkdir":
              yield* fs.makeDirectory(target, { mode: step.mode }).pipe(Effect.mapError(failed("create", step.path)))
              yield* fs.chmod(target, step.mode).pipe(Effect.mapError(failed("set the mode of", step.path)))
              touched.add(target)
              break
            case "chmod":
              yield* fs.chmod(target, step.mode).pipe(Effect.mapError(failed("set the mode of", step.path)))
              break
          }
        }
        yield* Effect.forEach(touched, syncPath, { concurrency: WRITERS, discard: true })
        return kept
      })

    /** A plan's file or link, through a temporary name. */
    const write = (id: string, step: Manifest.Step, contents: ReadonlyMap<string, Uint8Array>) =>
      Effect.gen(function*() {
        const target = abs(step.path)
        if (step.op === "write") {
          const content = contents.get(step.hash) ?? (yield* getObject(id, step.hash))
          yield* writeAtomic(target, content, step.mode, true).pipe(Effect.mapError(failed("write", step.path)))
        } else if (step.op === "link") {
          const temp = `${NodePath.dirname(target)}/${tempName()}`
          yield* fs.symlink(step.target, temp).pipe(Effect.mapError(failed("link", step.path)))
          yield* fs.rename(temp, target).pipe(Effect.mapError(failed("link", step.path)))
        }
      })

    /**
     * The plan from the tree as it is to checkpoint `id`, once every object it writes is in the
     * store intact (read `WRITERS` at a time); the bytes checked are held for `apply` (up to
     * `HELD_BYTES`), so each is read once.
     */
    const prepare = (id: string, now: Manifest.Manifest) =>
      Effect.gen(function*() {
        const target = yield* manifest(id)
        const plan = Manifest.plan(now, target)
        const contents = new Map<string, Uint8Array>()
        let held = 0
        const hashes = new Set<string>()
        for (const step of plan.steps) if (step.op === "write") hashes.add(step.hash)
        yield* Effect.forEach(hashes, (hash) =>
          Effect.map(getObject(id, hash), (bytes) => {
            if (held + bytes.length > HELD_BYTES) return
            contents.set(hash, bytes)
            held += bytes.length
          }), { concurrency: WRITERS, discard: true })
        return { plan, contents, changed: Manifest.changedFiles(now, target) }
      })

    const writeJournal = (journal: Journal) =>
      Effect.gen(function*() {
        yield* writeAtomic(journalFile, new TextEncoder().encode(JSON.stringify(journal)), FILE_MODE, true).pipe(
          Effect.mapError(failed("write", journalFile))
        )
        yield* syncPath(store)
      })
    const clearJournal = Effect.gen(function*() {
      yield* fs.remove(journalFile).pipe(Effect.mapError(failed("remove", journalFile)))
      yield* syncPath(store)
    })

    const recover = Effect.gen(function*() {
      const journal = yield* pending
      if (Option.isNone(journal)) {
        // a journal written halfway: nothing was changed under it
        if (yield* fs.exists(journalFile).pipe(Effect.orElseSucceed(() => false))) yield* clearJournal
        return Option.none()
      }
      const { from, to } = journal.value
      const { taken: now, temps } = yield* scan(true)
      for (const temp of temps) yield* fs.remove(abs(temp)).pipe(Effect.ignore)
      // forward when the target is whole, else back to where the restore started
      const forward = yield* Effect.either(prepare(to, now.manifest))
      const outcome = Either.isRight(forward) ? "finished" as const : "rolled back" as const
      const prepared = Either.isRight(forward) ? forward.right : yield* prepare(from, now.manifest)
      yield* apply(Either.isRight(forward) ? to : from, prepared)
      yield* clearJournal
      return Option.some({ outcome, from, to })
    }).pipe(Effect.uninterruptible, Effect.withSpan("Checkpoints.recover"))

    const restore = (id: string, options?: { readonly expected?: string; readonly confirm?: boolean }) =>
      Effect.gen(function*() {
        yield* refuseIfPending
        const { taken: now } = yield* scan(true)
        let overwritten: Array<Manifest.Change> = []
        if (options?.expected !== undefined && options.expected !== now.id) {
          overwritten = Manifest.changes(yield* manifest(options.expected), now.manifest)
          if (overwritten.length > 0 && options.confirm !== true) return yield* new ChangedOutside({ changes: overwritten })
        }
        const prepared = yield* prepare(id, now.manifest)
        const { changed, plan } = prepared
        if (plan.steps.length === 0) return { before: now.id, target: id, changed, steps: 0, kept: plan.kept, overwritten }
        yield* writeJournal({ from: now.id, to: id })
        const kept = yield* apply(id, prepared).pipe(
          Effect.tap(() => clearJournal),
          Effect.catchAll((cause) =>
            recover.pipe(
              Effect.map(Option.match({ onNone: () => "pending" as const, onSome: (r) => r.outcome })),
              Effect.orElseSucceed(() => "pending" as const),
              Effect.flatMap((outcome) => Effect.fail(new RestoreFailed({ cause, outcome })))
            )
          )
        )
        return { before: now.id, target: id, changed, steps: plan.steps.length, kept: [...plan.kept, ...kept], overwritten }
      }).pipe(Effect.uninterruptible, Effect.withSpan("Checkpoints.restore"))

    const prune = (keep: Iterable<string>) =>
      Effect.gen(function*() {
        const reachable = new Set<string>()
        const mark = (hash: string): Effect.Effect<void> =>
          Effect.gen(function*() {
            if (reachable.has(hash)) return
            reachable.add(hash)
            const bytes = yield* fs.readFile(objectPath(hash)).pipe(Effect.orElseSucceed(() => undefined))
            if (bytes === undefined) return
            const entries = TreeObject.decode(hash, new TextDecoder().decode(bytes))
            if (Either.isLeft(entries)) return
            for (const entry of entries.right) {
              if ("tree" in entry) yield* mark(entry.tree)
              else if (entry.item.kind === "file") reachable.add(entry.item.hash)
            }
          })
        for (const id of keep) yield* mark(id)
        const journal = yield* pending
        if (Option.isSome(journal)) {
          yield* mark(journal.value.from)
          yield* mark(journal.value.to)
        }
        let removed = 0
        let bytes = 0
        const objects = yield* knownObjects
        for (const hash of [...objects]) {
          if (reachable.has(hash)) continue
          const info = yield* fs.stat(objectPath(hash)).pipe(Effect.option)
          yield* fs.remove(objectPath(hash)).pipe(Effect.mapError(failed("remove", objectPath(hash))))
          objects.delete(hash)
          trees.delete(hash)
          removed++
          if (Option.isSome(info)) bytes += Number(info.value.size)
        }
        return { removed, bytes }
      }).pipe(Effect.withSpan("Checkpoints.prune"))

    return Checkpoints.of({ take, manifest, diff, restore, recover, prune })
  })

/** The checkpoint store of one working tree, over the platform's `FileSystem` and a `DirEntries`. */
export const layer = (config: Config): Layer.Layer<Checkpoints, never, FileSystem.FileSystem | DirEntries.DirEntries> => Layer.effect(Checkpoints, make(config))
