/**
 * The `arbor` command line: inspect, fork, clone, navigate, label, name, edit, check and export
 * pi session files. Each handler reads through the session store, runs a pure domain command,
 * and prints either text for people or the `--json` contract for programs.
 */
import { Args, Command, Options } from "@effect/cli"
import * as Path from "@effect/platform/Path"
import { Console, Effect, Either, Option } from "effect"
import * as Context from "../domain/Context.js"
import * as Diagnostic from "../domain/Diagnostic.js"
import type { Entry } from "../domain/Entry.js"
import * as EntrySchema from "../domain/EntrySchema.js"
import type * as Json from "../domain/Json.js"
import * as Session from "../domain/Session.js"
import * as SessionFile from "../domain/SessionFile.js"
import * as SessionInfo from "../domain/SessionInfo.js"
import * as SessionTree from "../domain/SessionTree.js"
import * as Ids from "../services/Ids.js"
import { SessionStore } from "../services/SessionStore.js"
import * as AgentCli from "./AgentCli.js"
import { CliFailure, UsageError } from "./CliErrors.js"
import * as Render from "./Render.js"
import * as Interactive from "./Interactive.js"
import * as Rpc from "./Rpc.js"

export { CliFailure, UsageError }

const inFile = (file: string) => (error: { readonly message: string }) => new CliFailure({ message: `${file}: ${error.message}` })

const printJson = (value: unknown) => Console.log(JSON.stringify(value, null, 2))

const isoOrNull = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.toISOString())

// ---------------------------------------------------------------------------------------------
// Shared arguments and options
// ---------------------------------------------------------------------------------------------

const fileArg = Args.text({ name: "FILE" }).pipe(Args.withDescription("a session file (.jsonl)"))
const json = Options.boolean("json").pipe(Options.withDescription("print JSON for programs"))
const sessionDir = Options.text("session-dir").pipe(
  Options.withDescription("directory for new session files (default: pi's directory for the cwd)"),
  Options.optional
)
const leaves = Options.text("leaf").pipe(Options.withDescription("an entry id to use as the leaf (repeatable)"), Options.repeated)
const root = Options.boolean("root").pipe(Options.withDescription("the leaf before the first entry"))
const all = Options.boolean("all").pipe(Options.withDescription("show everything, Arbor's leaf markers included"))

const openSnapshot = (file: string) => Effect.flatMap(SessionStore, (store) => store.open(file))

/** The leaves a query asked for: each `--leaf` in order, then `--root`; by default the current leaf. */
const requestedLeaves = (tree: SessionTree.SessionTree, file: string, ids: ReadonlyArray<string>, atRoot: boolean) =>
  Effect.gen(function* () {
    for (const id of ids) {
      if (!SessionTree.has(tree, id)) return yield* new CliFailure({ message: `${file}: Entry ${id} not found` })
    }
    const requested: Array<string | null> = [...ids]
    if (atRoot) requested.push(null)
    return requested.length === 0 ? [SessionTree.leafId(tree)] : requested
  })

/** One result, or an array of them when several leaves were asked for. */
const oneOrMany = <A>(results: ReadonlyArray<A>): A | ReadonlyArray<A> => (results.length === 1 ? (results[0] as A) : results)

// ---------------------------------------------------------------------------------------------
// ls
// ---------------------------------------------------------------------------------------------

const infoJson = (info: SessionInfo.SessionInfo) => ({
  path: info.path,
  id: info.id ?? null,
  cwd: info.cwd,
  ...(info.name === undefined ? {} : { name: info.name }),
  ...(info.parentSessionPath === undefined ? {} : { parentSessionPath: info.parentSessionPath }),
  created: isoOrNull(info.created),
  modified: isoOrNull(info.modified),
  messageCount: info.messageCount,
  firstMessage: info.firstMessage
})

const ls = Command.make(
  "ls",
  {
    cwd: Options.text("cwd").pipe(Options.withDescription("list the sessions of this directory (default: here)"), Options.optional),
    all: Options.boolean("all").pipe(Options.withDescription("list the sessions of every directory")),
    sessionDir,
    search: Options.text("search").pipe(Options.withDescription("only sessions whose name or messages contain TEXT"), Options.optional),
    json
  },
  (options) =>
    Effect.gen(function* () {
      const store = yield* SessionStore
      const dir = Option.getOrUndefined(options.sessionDir)
      const onProgress = process.stderr.isTTY
        ? (loaded: number, total: number) => process.stderr.write(loaded === total ? "\r\x1b[K" : `\rReading sessions ${loaded}/${total}`)
        : undefined
      const listing = options.all
        ? yield* store.listAll({ sessionDir: dir, onProgress })
        : yield* store.list({ cwd: Option.getOrElse(options.cwd, () => process.cwd()), sessionDir: dir, onProgress })
      for (const skipped of listing.skipped) yield* Console.error(`arbor: skipped ${skipped.path}: ${skipped.reason}`)
      const query = Option.getOrUndefined(options.search)
      const sessions = query === undefined ? listing.sessions : listing.sessions.filter((s) => SessionInfo.matches(s, query))
      if (options.json) return yield* printJson(sessions.map(infoJson))
      if (sessions.length === 0) return yield* Console.log("No sessions.")
      yield* Console.log(Render.sessionList(sessions))
    })
).pipe(Command.withDescription("list sessions, newest first"))

// ---------------------------------------------------------------------------------------------
// tree, branch, context
// ---------------------------------------------------------------------------------------------

const tree = Command.make("tree", { file: fileArg, all, json }, ({ all, file, json }) =>
  Effect.gen(function* () {
    const { state } = yield* openSnapshot(file)
    if (json) return yield* Console.log(Render.treeJson(state.tree, { all }))
    yield* Console.log(Render.treeText(state.tree, { all, color: process.stdout.isTTY === true }))
  })
).pipe(Command.withDescription("show the whole session tree with labels and the active leaf"))

const branch = Command.make("branch", { file: fileArg, leaves, root, json }, (options) =>
  Effect.gen(function* () {
    const { path, state } = yield* openSnapshot(options.file)
    const targets = yield* requestedLeaves(state.tree, path, options.leaves, options.root)
    const paths = targets.map((leaf) => SessionTree.path(state.tree, leaf))
    if (options.json) return yield* printJson(oneOrMany(paths.map((entries) => entries.map((entry) => entry.value))))
    yield* Console.log(paths.map((entries) => entries.map(Render.entryLine).join("\n")).join("\n\n"))
  })
).pipe(Command.withDescription("the entries from the root to a leaf"))

const context = Command.make("context", { file: fileArg, leaves, root, json }, (options) =>
  Effect.gen(function* () {
    const { path, state } = yield* openSnapshot(options.file)
    const targets = yield* requestedLeaves(state.tree, path, options.leaves, options.root)
    const contexts = targets.map((leaf) => Context.build(state.tree, leaf))
    if (options.json) return yield* printJson(oneOrMany(contexts))
    yield* Console.log(contexts.map(Render.contextText).join("\n\n"))
  })
).pipe(Command.withDescription("what is sent to the model at a leaf: messages, thinking level, model"))

// ---------------------------------------------------------------------------------------------
// fork, clone, fork-from
// ---------------------------------------------------------------------------------------------

/** Runs a command that creates another session and writes its file now. */
const createSession = (snapshot: { readonly path: string; readonly state: Session.SessionState }, command: Session.Command) =>
  Effect.gen(function* () {
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
  Effect.gen(function* () {
    const path = yield* Path.Path
    const store = yield* SessionStore
    const target = Option.match(dir, { onNone: () => fallbackDir, onSome: store.resolve })
    return path.join(target, SessionFile.fileName(identity.timestamp, identity.sessionId))
  })

const fork = Command.make(
  "fork",
  {
    file: fileArg,
    entry: Args.text({ name: "ENTRY_ID" }),
    at: Options.boolean("at").pipe(Options.withDescription("keep the entry itself (default: fork before a user message)")),
    sessionDir,
    json
  },
  (options) =>
    Effect.gen(function* () {
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
      if (options.json) return yield* printJson({ file, selectedText })
      yield* Console.log(file === null ? "Forked into a new empty session (nothing to write yet)." : `Forked to ${file}`)
      if (selectedText !== null) yield* Console.log(`Selected text: ${selectedText}`)
    })
).pipe(Command.withDescription("copy the path up to an entry into a new session file (pi's /fork)"))

const clone = Command.make(
  "clone",
  { file: fileArg, leaf: Options.text("leaf").pipe(Options.optional), sessionDir, json },
  (options) =>
    Effect.gen(function* () {
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
      if (options.json) return yield* printJson({ file })
      yield* Console.log(`Cloned to ${file}`)
    })
).pipe(Command.withDescription("copy the active branch into a new session file (pi's /clone)"))

const forkFrom = Command.make(
  "fork-from",
  { file: fileArg, cwd: Options.text("cwd").pipe(Options.withDescription("the working directory of the copy")), sessionDir, json },
  (options) =>
    Effect.gen(function* () {
      const store = yield* SessionStore
      const file = yield* AgentCli.copySession(options.file, store.resolve(options.cwd), Option.getOrUndefined(options.sessionDir))
      if (options.json) return yield* printJson({ file })
      yield* Console.log(`Copied to ${file}`)
    })
).pipe(Command.withDescription("copy a whole session into another working directory (pi's --fork)"))

// ---------------------------------------------------------------------------------------------
// navigate, label, name, edit
// ---------------------------------------------------------------------------------------------

/** Applies one command to a file under its writer lock. */
const write = (file: string, command: (stamp: Session.Stamp) => Session.Command) =>
  Effect.scoped(
    Effect.gen(function* () {
      const store = yield* SessionStore
      const writer = yield* store.writer(file)
      const stamp = yield* Ids.stamp
      return yield* writer.apply(command(stamp)).pipe(
        Effect.mapError((e) => ("path" in e ? e : inFile(writer.path)(e)))
      )
    })
  )

const navigate = Command.make(
  "navigate",
  {
    file: fileArg,
    target: Args.text({ name: "TARGET_ID" }),
    summary: Options.text("summary").pipe(Options.withDescription("a summary of the branch being left"), Options.optional),
    label: Options.text("label").pipe(Options.withDescription("label the new position"), Options.optional),
    summarize: Options.boolean("summarize").pipe(Options.withDescription("summarize the branch being left with the model")),
    instructions: Options.text("instructions").pipe(Options.withDescription("what the summary should focus on"), Options.optional),
    model: AgentCli.modelOption,
    json
  },
  (options) =>
    Effect.gen(function* () {
      if (options.summarize) {
        if (Option.isSome(options.summary)) return yield* new UsageError({ message: "--summary and --summarize cannot be combined" })
        const { leafId, result } = yield* AgentCli.navigateWithSummary(
          options.file,
          options.target,
          Option.getOrUndefined(options.instructions),
          Option.getOrUndefined(options.label),
          Option.getOrUndefined(options.model)
        )
        const output = {
          leafId,
          editorText: result.editorText ?? null,
          appended: result.summaryEntry === undefined ? [] : [result.summaryEntry],
          cancelled: result.cancelled
        }
        if (options.json) return yield* printJson(output)
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
        })
      )
      const result = {
        leafId: transition.leafId,
        editorText: transition.editorText ?? null,
        appended: transition.appended.map((entry) => entry.value)
      }
      if (options.json) return yield* printJson(result)
      yield* Console.log(`Leaf is now ${result.leafId ?? "before the first entry"}.`)
      if (result.editorText !== null) yield* Console.log(`Editor text: ${result.editorText}`)
    })
).pipe(Command.withDescription("move the leaf (pi's /tree), recording the move in the file"))

const label = Command.make(
  "label",
  { file: fileArg, entry: Args.text({ name: "ENTRY_ID" }), text: Args.text({ name: "LABEL" }).pipe(Args.optional) },
  (options) =>
    Effect.gen(function* () {
      const text = Option.getOrUndefined(options.text)
      yield* write(options.file, (stamp) => Session.Command.Label({ ...stamp, targetId: options.entry, label: text }))
      yield* Console.log(text ? `Labelled ${options.entry}: ${text}` : `Cleared the label of ${options.entry}`)
    })
).pipe(Command.withDescription("set or (without LABEL) clear an entry's label"))

const name = Command.make("name", { file: fileArg, name: Args.text({ name: "NAME" }) }, (options) =>
  Effect.gen(function* () {
    const transition = yield* write(options.file, (stamp) => Session.Command.SessionInfo({ ...stamp, name: options.name }))
    const named = SessionTree.sessionName(transition.state.tree)
    yield* Console.log(named === undefined ? "Cleared the session name" : `Named the session: ${named}`)
  })
).pipe(Command.withDescription("name the session"))

const edit = Command.make(
  "edit",
  {
    file: fileArg,
    entry: Args.text({ name: "ENTRY_ID" }),
    text: Options.text("text").pipe(Options.withDescription("replace the content with this text"), Options.optional),
    contentJson: Options.text("content-json").pipe(Options.withDescription("replace the content with this JSON"), Options.optional),
    drop: Options.boolean("drop").pipe(Options.withDescription("leave the entry out of the model context"))
  },
  (options) =>
    Effect.gen(function* () {
      const given = [Option.isSome(options.text), Option.isSome(options.contentJson), options.drop].filter(Boolean).length
      if (given !== 1) return yield* new UsageError({ message: "edit needs exactly one of --text, --content-json or --drop" })
      let replacement: unknown = null
      if (Option.isSome(options.text)) replacement = { content: options.text.value }
      if (Option.isSome(options.contentJson)) {
        const parsed = yield* Effect.try({
          try: () => JSON.parse(options.contentJson.pipe(Option.getOrThrow)) as Json.Json,
          catch: () => new UsageError({ message: "--content-json is not valid JSON" })
        })
        replacement = { content: parsed }
      }
      const transition = yield* write(options.file, (stamp) =>
        Session.Command.ContextEdit({ ...stamp, targetId: options.entry, replacement })
      )
      yield* Console.log(`Edited ${options.entry} (entry ${transition.appended[0]?.id})`)
    })
).pipe(Command.withDescription("change what the model sees of an entry (pi's context_edit)"))

// ---------------------------------------------------------------------------------------------
// info, fsck, export
// ---------------------------------------------------------------------------------------------

const allDiagnostics = (snapshot: { readonly state: Session.SessionState; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> }) => {
  const found = [...snapshot.diagnostics, ...EntrySchema.validateHeader(snapshot.state.header)]
  for (const entry of snapshot.state.tree.entries) found.push(...EntrySchema.validate(entry))
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

const info = Command.make("info", { file: fileArg, json }, (options) =>
  Effect.gen(function* () {
    const snapshot = yield* openSnapshot(options.file)
    const summary = Render.info(snapshot.state.tree, snapshot.state.header, snapshot.path, allDiagnostics(snapshot))
    if (options.json) return yield* printJson(summary)
    yield* Console.log(Render.infoText(summary))
  })
).pipe(Command.withDescription("what a session holds: ids, counts, tokens, cost, labels, diagnostics"))

/** The entries of a repaired copy: loaded entries only, links that loop or point to themselves cut. */
const repairedLines = (state: Session.SessionState, diagnostics: ReadonlyArray<Diagnostic.Diagnostic>) => {
  const rerooted = new Set(diagnostics.filter((d) => d.code === "cycle" || d.code === "self-parent").map((d) => d.line))
  const kept: Array<Entry> = []
  for (const entry of state.tree.entries) {
    if (SessionTree.get(state.tree, entry.id as string) !== entry) continue
    kept.push(rerooted.has(entry.line) ? entry.withParent(null) : entry)
  }
  return SessionFile.lines(state.header, kept)
}

const fsck = Command.make(
  "fsck",
  {
    file: fileArg,
    json,
    repair: Options.text("repair").pipe(Options.withDescription("write a cleaned copy to OUT (never in place)"), Options.optional)
  },
  (options) =>
    Effect.gen(function* () {
      const store = yield* SessionStore
      const snapshot = yield* openSnapshot(options.file)
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
        yield* printJson({ file: snapshot.path, errors, warnings, diagnostics, repaired })
      } else {
        for (const d of diagnostics) yield* Console.log(Diagnostic.format(d, snapshot.path))
        yield* Console.log(`${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`)
        if (repaired !== null) yield* Console.log(`Wrote a repaired copy to ${repaired}`)
      }
      if (errors > 0) return yield* new CliFailure({ message: `${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"} found` })
    })
).pipe(Command.withDescription("check a session file; exit 1 on any error"))

const exportCommand = Command.make(
  "export",
  {
    file: fileArg,
    leaf: Options.text("leaf").pipe(Options.optional),
    format: Options.choice("format", ["md", "html"]).pipe(Options.withDefault("md" as const)),
    out: Options.text("output").pipe(Options.withAlias("o"), Options.withDescription("write to OUT instead of stdout"), Options.optional)
  },
  (options) =>
    Effect.gen(function* () {
      const snapshot = yield* openSnapshot(options.file)
      const [leaf] = yield* requestedLeaves(snapshot.state.tree, snapshot.path, Option.toArray(options.leaf), false)
      const render = options.format === "html" ? Render.exportHtml : Render.exportMarkdown
      const text = render(snapshot.state.tree, snapshot.state.header, leaf ?? null)
      if (Option.isNone(options.out)) return yield* Console.log(text)
      const store = yield* SessionStore
      yield* Console.log(`Wrote ${yield* store.writeFile(options.out.value, text)}`)
    })
).pipe(Command.withDescription("a readable export of the active path (Markdown or a self-contained HTML page)"))

// ---------------------------------------------------------------------------------------------
// rm, restore
// ---------------------------------------------------------------------------------------------

const rm = Command.make("rm", { file: fileArg }, ({ file }) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const trashed = yield* store.remove(file)
    yield* Console.log(`Moved to ${trashed} (arbor restore ${trashed} brings it back)`)
  })
).pipe(Command.withDescription("move a session file to the trash (<agent dir>/trash)"))

const restore = Command.make("restore", { file: Args.text({ name: "TRASHED" }) }, ({ file }) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    yield* Console.log(`Restored ${yield* store.restore(file)}`)
  })
).pipe(Command.withDescription("move a trashed session back where it was"))

// ---------------------------------------------------------------------------------------------

export const root_ = Command.make(
  "arbor",
  {
    print: Options.text("print").pipe(Options.withAlias("p"), Options.withDescription("send one prompt, print the reply, exit"), Options.optional),
    continue: Options.boolean("continue").pipe(Options.withAlias("c"), Options.withDescription("continue the most recent session here")),
    resume: Options.boolean("resume").pipe(Options.withAlias("r"), Options.withDescription("pick a session to continue (interactive mode)")),
    session: Options.text("session").pipe(Options.withDescription("a session file, id or id prefix"), Options.optional),
    fork: Options.text("fork").pipe(Options.withDescription("start on a copy of a whole session (file, id or id prefix) in this directory"), Options.optional),
    noSession: Options.boolean("no-session").pipe(Options.withDescription("keep the session in memory only")),
    sessionDir,
    model: AgentCli.modelOption,
    ...AgentCli.agentOptionFlags,
    mode: Options.choice("mode", ["text", "rpc"]).pipe(
      Options.withDescription("text (default) or rpc: pi's JSON-lines protocol on stdin/stdout"),
      Options.withDefault("text" as const)
    )
  },
  (options) => {
    if (options.mode === "rpc") {
      if (Option.isSome(options.print)) return new UsageError({ message: "--print cannot be combined with --mode rpc" })
      if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" })
      return Rpc.serve(options)
    }
    if (Option.isNone(options.print)) return Interactive.run(options)
    if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" })
    return AgentCli.printMode({ ...options, print: options.print.value })
  }
).pipe(
  Command.withDescription("Arbor: pi-compatible session trees for coding agents"),
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
    rm,
    restore,
    AgentCli.compact,
    AgentCli.replay
  ])
)

export const run = Command.run(root_, { name: "arbor", version: "0.1.0" })
