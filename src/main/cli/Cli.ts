/**
 * The `arbor` command line: inspect, fork, clone, navigate, label, name, edit, check and export
 * pi session files. Each handler reads through the session store, runs a pure domain command,
 * and prints either text for people or the `--json` contract for programs.
 */
import * as Command from "@effect/cli/Command"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Cause from "effect/Cause"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as FiberRef from "effect/FiberRef"
import * as Option from "effect/Option"
import * as Context from "../../domain/context/Context.js"
import * as Diagnostic from "../../domain/format/Diagnostic.js"
import * as DomainError from "../../domain/format/DomainError.js"
import type { Entry } from "../../domain/format/Entry.js"
import * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Json from "../../domain/format/Json.js"
import * as SessionFile from "../../domain/format/SessionFile.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import { LineChanged } from "../../domain/scan/ByteSource.js"
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Ids from "../../services/agent/Ids.js"
import { isStoreError, NotASession, SessionStore } from "../../services/store/SessionStore.js"
import * as StatsCache from "../../services/store/StatsCache.js"
import * as Export from "../export/Export.js"
import * as ExportFile from "../export/ExportFile.js"
import * as CliCommand from "./CliCommand.js"
import { CliFailure, inFile, UsageError, userMessage } from "./CliErrors.js"
import * as Help from "./Help.js"
import * as Render from "./Render.js"
import * as Sessions from "./Sessions.js"
import * as Stdio from "./Stdio.js"
import * as StoreCli from "./StoreCli.js"
import * as Tty from "./Tty.js"

export { CliFailure, UsageError }

const BATCH = 1024 * 1024

/**
 * Writes JSON that comes in pieces (strings, entries' stored bytes, and numbers that `spans`
 * copies in) to stdout as it comes, in batches, so that a large answer never sits in memory
 * whole. On a terminal it is indented for reading instead.
 */
const printJsonPieces = (pieces: Iterable<Uint8Array | string | number>, spans?: Json.Spans) =>
  Effect.gen(function*() {
    const { stdout } = yield* Stdio.Stdio
    if (stdout.isTTY) {
      // decoded whole: a batch may end inside a character
      const text = Json.join([Buffer.concat([...Json.batches(pieces, BATCH, spans, true)])])
      return yield* stdout.write(JSON.stringify(JSON.parse(text), null, 2) + "\n")
    }
    const withNewline = function*() {
      yield* pieces
      yield "\n"
    }
    // a write resumes once its bytes are taken, and the batch is filled again only then
    for (const bytes of Json.batches(withNewline(), BATCH, spans)) yield* stdout.write(bytes)
  })

/** Several JSON texts in pieces as one array (or the one text as is). */
const oneOrManyPieces = function*(texts: ReadonlyArray<Iterable<Uint8Array | string>>): Generator<Uint8Array | string> {
  const [only] = texts
  if (texts.length === 1 && only !== undefined) return yield* only
  yield "["
  for (const [i, text] of texts.entries()) {
    if (i > 0) yield ","
    yield* text
  }
  yield "]"
}

// ---------------------------------------------------------------------------------------------
// Reading sessions
// ---------------------------------------------------------------------------------------------

/** Whether opens read every byte and believe no index: set while a command reads again (`rereadOnChange`). */
const freshReads = FiberRef.unsafeMake(false)

/** The session a `SESSION` argument names (a file, an id or an id prefix), read (every byte of it with `fresh`). */
const openSnapshot = (ref: string, options?: { readonly fresh: boolean }) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const fresh = options?.fresh === true || (yield* FiberRef.get(freshReads))
    return yield* store.open(yield* Sessions.resolveHere(ref), { fresh })
  })

/**
 * Runs a command that only reads `file`. When a line it decodes lazily is no longer what the
 * open read there (`LineChanged`, thrown or returned as `StoredEntryUnreadable`: the file
 * changed in place since, or an index believed was wrong), the command runs once more, every
 * file read fresh (its index saved anew), if it had printed nothing yet; otherwise the change
 * is a one-line error naming the file and line.
 */
const rereadOnChange = <A, E, R>(file: string, command: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const stdio = yield* Stdio.Stdio
    let printed = false
    const track = (output: Stdio.Output): Stdio.Output => ({
      ...output,
      write: (chunk) => Effect.suspend(() => ((printed = true), output.write(chunk)))
    })
    const tracked = { ...stdio, stdout: track(stdio.stdout), stderr: track(stdio.stderr) }
    const run = command.pipe(Effect.provideService(Stdio.Stdio, tracked), Effect.withConsole(Stdio.console(tracked)))
    return yield* run.pipe(
      Effect.catchAllCause((cause) => (Option.isSome(lineChanged(cause)) && !printed ? Effect.locally(run, freshReads, true) : Effect.failCause(cause))),
      Effect.catchAllCause((cause) =>
        Option.match(lineChanged(cause), {
          onNone: (): Effect.Effect<never, E | CliFailure> => Effect.failCause(cause),
          onSome: (changed) => Effect.fail(new CliFailure({ message: `${file}:${changed.line ?? "?"}: the file changed while it was read` }))
        })
      )
    )
  })

/**
 * The `LineChanged` a run ended on: thrown by a lazy read (a defect), or returned by a pure
 * operation as its `Left` `StoredEntryUnreadable` (`Context.build`).
 */
const lineChanged = <E>(cause: Cause.Cause<E>): Option.Option<LineChanged> =>
  Cause.find(cause, (reason) => {
    const error: unknown = Cause.isFailType(reason) ? reason.error : Cause.isDieType(reason) ? reason.defect : undefined
    const read = error instanceof DomainError.StoredEntryUnreadable ? error.cause : error
    return read instanceof LineChanged ? Option.some(read) : Option.none()
  })

/** The leaves a query asked for: each `--leaf` in order, then `--root`; by default the current leaf. */
const requestedLeaves = (tree: SessionTree.SessionTree, file: string, ids: ReadonlyArray<string>, atRoot: boolean) =>
  Effect.gen(function*() {
    for (const id of ids) {
      if (!SessionTree.has(tree, id)) return yield* new CliFailure({ message: `${file}: Entry ${id} not found` })
    }
    const requested: Array<string | null> = [...ids]
    if (atRoot) requested.push(null)
    return requested.length === 0 ? [SessionTree.leafId(tree)] : requested
  })

// ---------------------------------------------------------------------------------------------
// ls
// ---------------------------------------------------------------------------------------------

const ls = CliCommand.make(
  "ls",
  (options) =>
    Effect.gen(function*() {
      const store = yield* SessionStore
      const stdio = yield* Stdio.Stdio
      const dir = Option.getOrUndefined(options.sessionDir)
      const onProgress = stdio.stderr.isTTY
        ? (loaded: number, total: number) => void Effect.runFork(stdio.stderr.write(loaded === total ? "\r\x1b[K" : `\rReading sessions ${loaded}/${total}`))
        : undefined
      const search = Option.getOrUndefined(options.search)
      const listing = options.all
        ? yield* store.listAll({ sessionDir: dir, onProgress, search })
        : yield* store.list({ cwd: Option.getOrElse(options.cwd, () => stdio.cwd), sessionDir: dir, onProgress, search })
      for (const skipped of listing.skipped) yield* Console.error(`arbor: skipped ${skipped.path}: ${skipped.reason}`)
      const sessions = listing.sessions
      // in pieces: 10,000 sessions make 13 MB of JSON, which need never be one string
      if (options.json) return yield* printJsonPieces(Render.sessionListJson(sessions))
      if (sessions.length === 0) return yield* Console.log("No sessions.")
      yield* Console.log(Render.sessionList(sessions))
    })
)

// ---------------------------------------------------------------------------------------------
// tree, branch, context
// ---------------------------------------------------------------------------------------------

const tree = CliCommand.make("tree", ({ all, file, json }) =>
  rereadOnChange(
    file,
    Effect.gen(function*() {
      const { path, source, state } = yield* openSnapshot(file)
      // every entry's bytes copied from the file into the batch that is written: none is held
      if (json) return yield* printJsonPieces(Render.treeJsonPieces(state.tree, { all }), Render.treeSpans(state.tree, source, path))
      const { env, stdout } = yield* Stdio.Stdio
      // the tree's text is sanitized before it is coloured: written as it is, not through the console
      yield* stdout.write(`${Render.treeText(state.tree, { all, color: Tty.color(stdout, env) })}\n`)
    })
  ))

/** A JSON array of entries, each its stored bytes. */
const entriesJson = function*(entries: ReadonlyArray<Entry>): Generator<Uint8Array | string> {
  yield "["
  for (const [i, entry] of entries.entries()) {
    if (i > 0) yield ","
    yield entry.bytes()
  }
  yield "]"
}

const branch = CliCommand.make("branch", (options) =>
  rereadOnChange(
    options.file,
    Effect.gen(function*() {
      const { path, state } = yield* openSnapshot(options.file)
      const targets = yield* requestedLeaves(state.tree, path, options.leaves, options.root)
      const paths = targets.map((leaf) => SessionTree.path(state.tree, leaf))
      if (options.json) return yield* printJsonPieces(oneOrManyPieces(paths.map(entriesJson)))
      yield* Console.log(paths.map((entries) => entries.map(Render.entryLine).join("\n")).join("\n\n"))
    })
  ))

const context = CliCommand.make("context", (options) =>
  rereadOnChange(
    options.file,
    Effect.gen(function*() {
      const { path, state } = yield* openSnapshot(options.file)
      const targets = yield* requestedLeaves(state.tree, path, options.leaves, options.root)
      if (options.json) return yield* printJsonPieces(oneOrManyPieces(targets.map((leaf) => Context.encode(state.tree, leaf))))
      const contexts = yield* Effect.forEach(targets, (leaf) => Context.build(state.tree, leaf))
      yield* Console.log(contexts.map(Render.contextText).join("\n\n"))
    })
  ))

// ---------------------------------------------------------------------------------------------
// fork, clone, fork-from
// ---------------------------------------------------------------------------------------------

/** Runs a command that creates another session and writes its file now. */
const createSession = (snapshot: { readonly path: string; readonly state: Session.SessionState }, command: Session.Command) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const result = Session.apply(snapshot.state, command)
    if (Either.isLeft(result)) return yield* inFile(snapshot.path)(result.left)
    const transition = result.right
    yield* store.commit(transition)
    const saved = SessionTree.count(transition.state.tree) > 0 ? yield* store.save(transition.state) : transition.state
    return { transition, file: saved.flushed ? (saved.file ?? null) : null }
  })

/** Where a new session for `snapshot` goes: `--session-dir`, else beside the source file. */
const newFile = (dir: Option.Option<string>, fallbackDir: string, identity: { readonly sessionId: string; readonly timestamp: string }) =>
  Effect.gen(function*() {
    const path = yield* Path.Path
    const store = yield* SessionStore
    const target = Option.match(dir, { onNone: () => fallbackDir, onSome: store.resolve })
    return path.join(target, SessionFile.fileName(identity.timestamp, identity.sessionId))
  })

const fork = CliCommand.make(
  "fork",
  (options) =>
    Effect.gen(function*() {
      const snapshot = yield* openSnapshot(options.file)
      const path = yield* Path.Path
      const identity = yield* Ids.sessionIdentity
      const { file, transition } = yield* createSession(
        snapshot,
        Session.Command.Fork({
          entryId: options.entry,
          position: options.at ? "at" : "before",
          sessionId: identity.sessionId,
          file: yield* newFile(options.sessionDir, path.dirname(snapshot.path), identity),
          timestamp: identity.timestamp,
          ids: yield* Ids.idSource
        })
      )
      const selectedText = transition.selectedText ?? null
      if (options.json) return yield* Stdio.printJson({ file, selectedText })
      yield* Console.log(file === null ? "Nothing comes before that message: the fork is an empty session, so no file was written." : `Forked to ${file}`)
      if (selectedText !== null) yield* Console.log(`Selected text: ${selectedText}`)
    })
)

const clone = CliCommand.make(
  "clone",
  (options) =>
    Effect.gen(function*() {
      const snapshot = yield* openSnapshot(options.file)
      const path = yield* Path.Path
      const identity = yield* Ids.sessionIdentity
      const target = yield* newFile(options.sessionDir, path.dirname(snapshot.path), identity)
      const fields = { sessionId: identity.sessionId, file: target, timestamp: identity.timestamp, ids: yield* Ids.idSource }
      const command = Option.match(options.leaf, {
        onNone: () => Session.Command.Clone(fields),
        onSome: (entryId) => Session.Command.Fork({ ...fields, entryId, position: "at" })
      })
      const { file } = yield* createSession(snapshot, command)
      if (options.json) return yield* Stdio.printJson({ file })
      yield* Console.log(`Cloned to ${file}`)
    })
)

const forkFrom = CliCommand.make(
  "fork-from",
  (options) =>
    Effect.gen(function*() {
      const store = yield* SessionStore
      const source = yield* Sessions.resolveHere(options.file)
      const file = yield* Sessions.copySession(source, store.resolve(options.cwd), Option.getOrUndefined(options.sessionDir))
      if (options.json) return yield* Stdio.printJson({ file })
      yield* Console.log(`Copied to ${file}`)
    })
)

// ---------------------------------------------------------------------------------------------
// navigate, label, name, edit
// ---------------------------------------------------------------------------------------------

/** Applies one command to a file under its writer lock. */
const write = (ref: string, command: (stamp: Session.Stamp) => Session.Command) =>
  Effect.scoped(
    Effect.gen(function*() {
      const store = yield* SessionStore
      const writer = yield* store.writer(yield* Sessions.resolveHere(ref))
      const stamp = yield* Ids.stamp
      return yield* writer.apply(command(stamp)).pipe(
        Effect.mapError((e) => (isStoreError(e) ? e : inFile(writer.path)(e)))
      )
    })
  )

const navigate = CliCommand.make(
  "navigate",
  (options) =>
    Effect.gen(function*() {
      if (options.summarize) {
        if (Option.isSome(options.summary)) return yield* new UsageError({ message: "--summary and --summarize cannot be combined" })
        const { leafId, result } = yield* agentCli((m) =>
          m.navigateWithSummary(
            options.file,
            options.target,
            Option.getOrUndefined(options.instructions),
            Option.getOrUndefined(options.label),
            Option.getOrUndefined(options.model)
          )
        )
        const output = {
          leafId,
          editorText: result.editorText ?? null,
          appended: result.summaryEntry === undefined ? [] : [result.summaryEntry],
          cancelled: result.cancelled
        }
        if (options.json) return yield* Stdio.printJson(output)
        yield* Console.log(`Leaf is now ${leafId ?? "before the first entry"}.`)
        if (result.summaryEntry !== undefined) yield* Console.log(String(result.summaryEntry.summary))
        if (output.editorText !== null) yield* Console.log(`Editor text: ${output.editorText}`)
        return
      }
      const transition = yield* write(options.file, (stamp) =>
        Session.Command.Navigate({
          ...stamp,
          targetId: options.target,
          summary: Option.getOrUndefined(Option.map(options.summary, (summary) => ({ summary, fromHook: true }))),
          label: Option.getOrUndefined(options.label)
        }))
      const result = {
        leafId: transition.leafId,
        editorText: transition.editorText ?? null,
        appended: transition.appended.map((entry) => entry.value)
      }
      if (options.json) return yield* Stdio.printJson(result)
      yield* Console.log(`Leaf is now ${result.leafId ?? "before the first entry"}.`)
      if (result.editorText !== null) yield* Console.log(`Editor text: ${result.editorText}`)
    })
)

const label = CliCommand.make(
  "label",
  (options) =>
    Effect.gen(function*() {
      const text = Option.getOrUndefined(options.text)
      yield* write(options.file, (stamp) => Session.Command.Label({ ...stamp, targetId: options.entry, label: text }))
      yield* Console.log(text ? `Labelled ${options.entry}: ${text}` : `Cleared the label of ${options.entry}`)
    })
)

const name = CliCommand.make("name", (options) =>
  Effect.gen(function*() {
    const transition = yield* write(options.file, (stamp) => Session.Command.SessionInfo({ ...stamp, name: options.name }))
    const named = SessionTree.sessionName(transition.state.tree)
    yield* Console.log(named === undefined ? "Cleared the session name" : `Named the session: ${named}`)
  }))

const edit = CliCommand.make(
  "edit",
  (options) =>
    Effect.gen(function*() {
      const given = [Option.isSome(options.text), Option.isSome(options.contentJson), options.drop].filter(Boolean).length
      if (given !== 1) return yield* new UsageError({ message: "edit needs exactly one of --text, --content-json or --drop" })
      let replacement: unknown = null
      if (Option.isSome(options.text)) replacement = { content: options.text.value }
      if (Option.isSome(options.contentJson)) {
        const parsed = yield* Effect.try({
          try: (): unknown => JSON.parse(options.contentJson.pipe(Option.getOrThrow)),
          catch: () => new UsageError({ message: "--content-json is not valid JSON" })
        })
        replacement = { content: parsed }
      }
      const transition = yield* write(options.file, (stamp) => Session.Command.ContextEdit({ ...stamp, targetId: options.entry, replacement }))
      yield* Console.log(`Edited ${options.entry} (entry ${transition.appended[0]?.id})`)
    })
)

// ---------------------------------------------------------------------------------------------
// info, fsck, export
// ---------------------------------------------------------------------------------------------

const allDiagnostics = (snapshot: { readonly state: Session.SessionState; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> }) => {
  const found = [...snapshot.diagnostics, ...EntrySchema.validateHeader(snapshot.state.header)]
  for (const entry of snapshot.state.tree.entries) found.push(...EntrySchema.validate(entry))
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

const info = CliCommand.make("info", (options) =>
  rereadOnChange(
    options.file,
    Effect.gen(function*() {
      // the facts of a small file are recorded for the next `info` of the same bytes (QuickInfo)
      const cache = yield* Effect.serviceOption(StatsCache.StatsCache)
      const file = yield* Sessions.resolveHere(options.file)
      const before = Option.isNone(cache) ? Option.none() : yield* cache.value.digest(file)
      const snapshot = yield* (yield* SessionStore).open(file, { fresh: yield* FiberRef.get(freshReads) })
      const summary = SessionStats.compute(snapshot.state.tree, snapshot.state.header, snapshot.path, allDiagnostics(snapshot))
      if (Option.isSome(cache) && Option.isSome(before)) yield* cache.value.save(snapshot.path, before.value, summary)
      if (options.json) return yield* Stdio.printJson(summary)
      yield* Console.log(Render.infoText(summary))
    })
  ))

/**
 * The entries of a repaired copy: loaded entries only, links that loop, point to themselves or
 * name no entry cut (each such entry is a root, as the context already treats it).
 */
const repairedLines = (state: Session.SessionState, diagnostics: ReadonlyArray<Diagnostic.Diagnostic>) => {
  const rerooted = new Set(
    diagnostics.filter((d) => d.code === "cycle" || d.code === "self-parent" || d.code === "orphan").map((d) => d.line)
  )
  const kept: Array<Entry> = []
  for (const entry of state.tree.entries) {
    if (entry.id === undefined || SessionTree.get(state.tree, entry.id) !== entry) continue
    kept.push(rerooted.has(entry.line) ? entry.withParent(null) : entry)
  }
  return SessionFile.lines(state.header, kept)
}

const fsck = CliCommand.make(
  "fsck",
  (options) =>
    rereadOnChange(
      options.file,
      Effect.gen(function*() {
        const store = yield* SessionStore
        // every byte read: a check never answers from a cache
        const opened = yield* openSnapshot(options.file, { fresh: true }).pipe(Effect.catchTag("NotASession", Effect.succeed))
        if (opened instanceof NotASession) {
          const diagnostic = Diagnostic.error("missing-header", opened.line, `not a valid pi session: ${opened.reason}`)
          if (options.json) yield* Stdio.printJson({ file: opened.path, errors: 1, warnings: 0, diagnostics: [diagnostic], repaired: null })
          else yield* Console.log(`${Diagnostic.format(diagnostic, opened.path)}\n${opened.path}: 1 error, 0 warnings`)
          return yield* new CliFailure({ message: `${opened.path}: 1 error found` })
        }
        const snapshot = opened
        const diagnostics = allDiagnostics(snapshot)
        const errors = diagnostics.filter((d) => d.severity === "error").length
        const warnings = diagnostics.length - errors
        let repaired: string | null = null
        if (Option.isSome(options.repair)) {
          const out = store.resolve(options.repair.value)
          if (out === snapshot.path) return yield* new UsageError({ message: "--repair writes a copy: OUT must not be FILE" })
          yield* store.writeNew(out, repairedLines(snapshot.state, diagnostics))
          repaired = out
        }
        if (options.json) {
          yield* Stdio.printJson({ file: snapshot.path, errors, warnings, diagnostics, repaired })
        } else {
          for (const d of diagnostics) yield* Console.log(Diagnostic.format(d, snapshot.path))
          yield* Console.log(`${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`)
          if (repaired !== null) yield* Console.log(`Wrote a repaired copy to ${repaired}`)
        }
        if (errors > 0) return yield* new CliFailure({ message: `${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"} found` })
      })
    )
)

const exportCommand = CliCommand.make(
  "export",
  (options) =>
    rereadOnChange(
      options.file,
      Effect.gen(function*() {
        if (options.format === "jsonl") return yield* StoreCli.exportJsonl(options.file, options.out)
        const snapshot = yield* openSnapshot(options.file)
        const [leaf] = yield* requestedLeaves(snapshot.state.tree, snapshot.path, Option.toArray(options.leaf), false)
        // the HTML exporter (with Markdown and highlighting) loads only for an HTML export
        const render = options.format === "html" ? (yield* Effect.promise(() => import("../export/HtmlExport.js"))).page : Export.markdown
        const text = render(snapshot.state.tree, snapshot.state.header, leaf ?? null)
        if (Option.isNone(options.out)) {
          // the document as made when piped; on a terminal, shown safely
          const { stdout } = yield* Stdio.Stdio
          return yield* stdout.write(`${stdout.isTTY ? TerminalText.display(text) : text}\n`)
        }
        const store = yield* SessionStore
        const out = store.resolve(options.out.value)
        const existing = yield* FileSystem.FileSystem.pipe(Effect.flatMap((fs) => fs.stat(out)), Effect.option)
        if (existing._tag === "Some" && existing.value.type === "Directory") {
          return yield* new CliFailure({ message: `${out}: is a directory; give -o a file name, e.g. ${out.replace(/\/$/, "")}/session.${options.format}` })
        }
        // a page is made to be shared: readable by all (less the umask), as ExportFile writes it
        yield* Console.log(`Wrote ${yield* store.writeFile(out, text, options.format === "html" ? ExportFile.PAGE_MODE : undefined)}`)
      })
    )
)

// ---------------------------------------------------------------------------------------------
// rm, restore
// ---------------------------------------------------------------------------------------------

const rm = CliCommand.make("rm", ({ file, force }) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const path = yield* Sessions.resolveHere(file)
    // the project whose checkpoints the session may have been the last to record (read only
    // where checkpoints were ever taken: Checkpoints.storeFor's folder, named here to keep that module unloaded)
    const fs = yield* FileSystem.FileSystem
    const checkpoints = yield* fs.exists(`${store.agentDir}/checkpoints`).pipe(Effect.orElseSucceed(() => false))
    const cwd = checkpoints
      ? yield* store.open(path).pipe(Effect.map(({ state }) => state.header.cwd), Effect.orElseSucceed(() => undefined))
      : undefined
    const trashed = yield* store.remove(path, { force }).pipe(
      Effect.catchTag("SessionLocked", (locked) => new CliFailure({ message: `${userMessage(locked)} (stop it first, or arbor rm --force)` }))
    )
    yield* Console.log(`Moved to ${trashed} (arbor restore ${trashed} brings it back)`)
    if (cwd !== undefined && cwd !== "") yield* checkpointCli((m) => m.afterRemove(cwd))
  }))

const restore = CliCommand.make("restore", ({ file }) =>
  Effect.gen(function*() {
    const store = yield* SessionStore
    const fs = yield* FileSystem.FileSystem
    const trashed = store.resolve(file)
    if (!(yield* fs.exists(trashed).pipe(Effect.orElseSucceed(() => false)))) {
      return yield* new CliFailure({ message: `${trashed}: no such file (give the path arbor rm printed)` })
    }
    if (!(yield* fs.exists(`${trashed}.origin`).pipe(Effect.orElseSucceed(() => false)))) {
      return yield* new CliFailure({ message: `${trashed}: not a file that arbor rm moved to the trash (there is no ${trashed}.origin beside it)` })
    }
    yield* Console.log(`Restored ${yield* store.restore(trashed)}`)
  }))

// ---------------------------------------------------------------------------------------------
// compact, replay (with a model: AgentCli, loaded when they run)
// ---------------------------------------------------------------------------------------------

/** Runs something from AgentCli, which is loaded (with the model providers) only now. */
const agentCli = <A, E, R>(f: (m: typeof import("./AgentCli.js")) => Effect.Effect<A, E, R>) => Effect.flatMap(Effect.promise(() => import("./AgentCli.js")), f)

const compact = CliCommand.make(
  "compact",
  (options) => agentCli((m) => m.compact(options))
)

const replay = CliCommand.make("replay", (options) => agentCli((m) => m.replay(options)))

// ---------------------------------------------------------------------------------------------
// checkpoints, diff, rewind (the working tree's checkpoints: CheckpointCli, loaded when they run)
// ---------------------------------------------------------------------------------------------

const checkpointCli = <A, E, R>(f: (m: typeof import("./CheckpointCli.js")) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.promise(() => import("./CheckpointCli.js")), f)

const checkpoints = CliCommand.make("checkpoints", (options) => checkpointCli((m) => m.list(options)))
const diff = CliCommand.make("diff", (options) => checkpointCli((m) => m.diff(options)))
const rewind = CliCommand.make("rewind", (options) => checkpointCli((m) => m.rewind(options)))

// ---------------------------------------------------------------------------------------------

export const root_ = Command.make(
  "arbor",
  CliCommand.config(Help.mainGrammar),
  (options) => {
    if (options.mode === "rpc") {
      if (Option.isSome(options.print)) return new UsageError({ message: "--print cannot be combined with --mode rpc" })
      if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" })
      return Effect.flatMap(Effect.promise(() => import("../rpc/Rpc.js")), (Rpc) => Rpc.serve(options))
    }
    if (Option.isNone(options.print)) return Effect.flatMap(Effect.promise(() => import("../tui/Interactive.js")), (Interactive) => Interactive.run(options))
    if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" })
    const print = options.print.value
    return agentCli((m) => m.printMode({ ...options, print }))
  }
).pipe(
  Command.withDescription(Help.main.summary),
  Command.withSubcommands([
    ls,
    tree,
    branch,
    context,
    fork,
    clone,
    forkFrom,
    navigate,
    label,
    name,
    edit,
    info,
    fsck,
    exportCommand,
    StoreCli.importCommand,
    rm,
    restore,
    compact,
    replay,
    checkpoints,
    diff,
    rewind
  ])
)

/**
 * Runs the command line on `argv` (as `process.argv`: node, the script, then the arguments), with
 * the output, directory and environment of `Stdio` (the console writes there too). The
 * arguments are checked against `Help` first, so wrong usage is one `UsageError` line that
 * points to the help, and `--help` is Arbor's own text. The parser's own error printing is
 * silenced (a check missed nothing it would say better).
 */
export const run = (argv: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    const stdio = yield* Stdio.Stdio
    const answer = Help.answer(Help.check(argv.slice(2)), { color: Tty.color(stdio.stdout, stdio.env), width: Tty.columns(stdio.stdout) })
    if (answer !== undefined) {
      if ("usage" in answer) return yield* new UsageError({ message: answer.usage })
      return yield* stdio.stdout.write(answer.stdout + "\n")
    }
    const console = Stdio.console(stdio)
    const quiet: typeof console = { ...console, error: () => Effect.void }
    const app = Command.run(root_.pipe(Command.transformHandler((effect) => Effect.withConsole(effect, console))), {
      name: "arbor",
      version: Help.VERSION
    })
    return yield* app(longNoApprove(argv)).pipe(Effect.withConsole(quiet))
  })

/**
 * `argv` with pi's `-na` spelled `--no-approve` (the parser takes one-letter short names only).
 * After `Help.check`, every `-na` before `--` is that option: as the value of an option it is refused.
 */
const longNoApprove = (argv: ReadonlyArray<string>): ReadonlyArray<string> => {
  const end = argv.indexOf("--")
  return argv.map((token, i) => (token === "-na" && (end === -1 || i < end) ? "--no-approve" : token))
}
