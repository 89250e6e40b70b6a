/**
 * `arbor checkpoints`, `arbor diff` and `arbor rewind`: the working tree's checkpoints a session
 * records (see `Recorded`), listed, compared and restored from scripts. The checkpoint store is
 * the one the session's agent used: `<agentDir>/checkpoints/<the session's cwd>`, and the files
 * restored are those of the session's working directory (its header's `cwd`), wherever the
 * command runs. Loaded only when one of them runs.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Manifest from "../../domain/checkpoint/Manifest.js"
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as AgentCheckpoint from "../../services/agent/AgentCheckpoint.js"
import * as Ids from "../../services/agent/Ids.js"
import * as Settings from "../../services/agent/Settings.js"
import * as Checkpoints from "../../services/checkpoint/Checkpoints.js"
import * as DirEntries from "../../services/checkpoint/DirEntries.js"
import * as Retention from "../../services/checkpoint/Retention.js"
import { isStoreError, SessionStore } from "../../services/store/SessionStore.js"
import { CliFailure, inFile } from "./CliErrors.js"
import * as Render from "./Render.js"
import * as Sessions from "./Sessions.js"
import * as Stdio from "./Stdio.js"

/** The store's agent directory, and the settings for `cwd`. */
const settingsFor = (cwd: string) =>
  Effect.gen(function*() {
    const { agentDir } = yield* SessionStore
    const settings = yield* Effect.flatMap(Settings.Settings, (s) => s.current).pipe(Effect.provide(Settings.layer({ agentDir, cwd })))
    return { agentDir, settings }
  })

/**
 * The checkpoint store of the session's working directory, with the settings' size limit, and
 * any restore a crash interrupted finished or rolled back first (and said so on stderr).
 */
const storeOf = (state: Session.SessionState) =>
  Effect.gen(function*() {
    const cwd = state.header.cwd
    if (cwd === undefined || cwd === "") {
      return yield* new CliFailure({ message: `${state.file ?? "the session"}: records no working directory, so it has no checkpoints` })
    }
    const { agentDir, settings } = yield* settingsFor(cwd)
    const service = yield* Checkpoints.make({ root: cwd, store: Checkpoints.storeFor(agentDir, cwd), maxFileBytes: settings.checkpoints.maxFileBytes }).pipe(
      Effect.provide(DirEntries.node)
    )
    const recovered = yield* service.recover
    if (Option.isSome(recovered)) {
      const { from, outcome, to } = recovered.value
      yield* Console.error(`arbor: an interrupted restore of ${cwd} (${from.slice(0, 12)} → ${to.slice(0, 12)}) was ${outcome}`)
    }
    return { service, cwd, settings }
  })

const onPath = (tree: SessionTree.SessionTree): ReadonlySet<string> =>
  new Set(SessionTree.branch(tree).flatMap((entry) => (entry.id === undefined ? [] : [entry.id])))

/** What a prune removed, in words. */
const pruned = (removed: { readonly removed: number; readonly bytes: number }, cwd: string) =>
  `Removed ${removed.removed} checkpoint object${removed.removed === 1 ? "" : "s"} (${Math.ceil(removed.bytes / 1024)} KB) that no session of ${cwd} records.`

/**
 * After `arbor rm` moved a session of `cwd` to the trash: unless the setting
 * `checkpoints.pruneOnDelete` is off, the checkpoints no remaining session of `cwd` records go.
 */
export const afterRemove = (cwd: string) =>
  Effect.gen(function*() {
    const { agentDir, settings } = yield* settingsFor(cwd)
    if (!settings.checkpoints.pruneOnDelete) return
    const dir = Checkpoints.storeFor(agentDir, cwd)
    if (!(yield* FileSystem.FileSystem.pipe(Effect.flatMap((fs) => fs.exists(dir)), Effect.orElseSucceed(() => false)))) return
    const service = yield* Checkpoints.make({ root: cwd, store: dir }).pipe(Effect.provide(DirEntries.node))
    const removed = yield* Retention.prune(service, cwd, settings.sessionDir)
    if (removed.removed > 0) yield* Console.log(pruned(removed, cwd))
  })

/** `arbor checkpoints SESSION`: every checkpoint the session records, in file order; with `--prune`, what no session records goes. */
export const list = (options: { readonly file: string; readonly json: boolean; readonly prune: boolean }) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const { path, state } = yield* store.open(yield* Sessions.resolveHere(options.file))
    if (options.prune) {
      const { cwd, service, settings } = yield* storeOf(state)
      const removed = yield* Retention.prune(service, cwd, settings.sessionDir)
      return yield* options.json ? Stdio.printJson(removed) : Console.log(pruned(removed, cwd))
    }
    const { tree } = state
    const active = onPath(tree)
    const current = Recorded.at(tree, SessionTree.leafId(tree))
    const rows = Recorded.all(tree).map((record) => {
      const entry = SessionTree.get(tree, record.entryId)
      const parentId = entry?.parentId ?? null
      return { ...record, parentId, timestamp: entry?.timestamp ?? null, onPath: active.has(record.entryId), atLeaf: record.entryId === current?.entryId }
    })
    if (options.json) return yield* Stdio.printJson(rows)
    if (rows.length === 0) return yield* Console.log(`${path}: no checkpoints (the setting checkpoints.enabled turns them on)`)
    for (const row of rows) {
      const parent = row.parentId === null ? undefined : SessionTree.get(tree, row.parentId)
      const mark = row.atLeaf ? "◀" : row.onPath ? "•" : " "
      const files = `${row.changed} file${row.changed === 1 ? "" : "s"} changed`
      yield* Console.log(`${mark} ${row.entryId} ${row.timestamp ?? ""}  ${files}${parent === undefined ? "" : `, after ${Render.entryLine(parent)}`}`)
    }
  }).pipe(Effect.mapError((e) => (isStoreError(e) || e instanceof CliFailure ? e : inFile(options.file)(e))))

/** A change as a status letter, git's: added, deleted, modified (bytes or mode), type changed. */
const status = (change: Manifest.Change): string =>
  change.before === undefined ? "A" : change.after === undefined ? "D" : change.before.kind !== change.after.kind ? "T" : "M"

const itemJson = (item: Manifest.Item | undefined) => item ?? null

/** `arbor diff SESSION A [B]`: the files that differ between the code of two entries, or of A and now. */
export const diff = (options: { readonly file: string; readonly from: string; readonly to: Option.Option<string>; readonly json: boolean }) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const { path, state } = yield* store.open(yield* Sessions.resolveHere(options.file))
    const { service } = yield* storeOf(state)
    const changes = yield* AgentCheckpoint.diff(service, state.tree, options.from, Option.getOrUndefined(options.to)).pipe(Effect.mapError(inFile(path)))
    // folders are shown by the files in them (a folder's own mode or existence alone is not listed)
    const files = changes.filter((c) => !((c.before === undefined || c.before.kind === "dir") && (c.after === undefined || c.after.kind === "dir")))
    if (options.json) {
      return yield* Stdio.printJson(files.map((c) => ({ path: c.path, status: status(c), before: itemJson(c.before), after: itemJson(c.after) })))
    }
    if (files.length === 0) return yield* Console.log("No files differ.")
    for (const change of files) yield* Console.log(`${status(change)} ${Render.printable(change.path)}`)
  })

/** `arbor rewind SESSION ENTRY --code|--both`: the files of an entry back, the leaf staying or moving there. */
export const rewind = (options: {
  readonly file: string
  readonly entry: string
  readonly code: boolean
  readonly both: boolean
  readonly force: boolean
  readonly json: boolean
}) =>
  Effect.scoped(
    Effect.gen(function*() {
      if (options.code === options.both) {
        return yield* new CliFailure({ message: "give exactly one of --code (the files only) and --both (the files and the leaf)" })
      }
      const store = yield* SessionStore
      const writer = yield* store.writer(yield* Sessions.resolveHere(options.file))
      const fail = inFile(writer.path)
      const apply = (build: (stamp: Session.Stamp) => Session.Command) =>
        Effect.flatMap(Ids.stamp, (stamp) => writer.apply(build(stamp))).pipe(Effect.mapError((e) => (isStoreError(e) ? e : fail(e))))
      const before = yield* writer.state
      if (!SessionTree.has(before.tree, options.entry)) return yield* fail({ message: `Entry ${options.entry} not found` })
      const { service } = yield* storeOf(before)
      const recorder = AgentCheckpoint.make({ state: writer.state, append: apply, emit: () => Effect.void }, service)
      const moves = options.both && options.entry !== SessionTree.leafId(before.tree)
      const restored = yield* recorder.restore(options.entry, { stay: !moves, confirm: options.force }).pipe(
        Effect.mapError((e) => (e._tag === "ChangedOutside" ? fail({ message: `${e.message} (arbor rewind --force overwrites them)` }) : fail(e)))
      )
      const transition = moves
        ? yield* apply((stamp) => Session.Command.Navigate({ ...stamp, targetId: options.entry, summary: undefined, label: undefined }))
        : undefined
      const after = yield* writer.state
      const undo = Recorded.all(after.tree).reverse().find((r) => r.checkpoint === restored.before)
      const changed = restored.changed
      const result = {
        changed,
        kept: restored.kept,
        overwritten: restored.overwritten.map((c) => c.path),
        leafId: SessionTree.leafId(after.tree),
        editorText: transition?.editorText ?? null,
        undo: undo?.entryId ?? null
      }
      if (options.json) return yield* Stdio.printJson(result)
      yield* Console.log(`Restored the files of ${options.entry} in ${before.header.cwd}: ${changed} file${changed === 1 ? "" : "s"} changed.`)
      for (const kept of restored.kept) yield* Console.log(`Kept ${Render.printable(kept.path)}: ${kept.reason}`)
      if (moves) yield* Console.log(`Leaf is now ${result.leafId ?? "before the first entry"}.`)
      if (result.editorText !== null) yield* Console.log(`Editor text: ${result.editorText}`)
      if (undo !== undefined) yield* Console.log(`Undo: arbor rewind ${options.file} ${undo.entryId} --code`)
    })
  )
