/**
 * Replay: a recorded session file answers a re-run of the program that wrote it.
 *
 * The recording is the session file itself (the normal layers record every reply and tool
 * result as they happen). `layer(recording)` provides the `Model`, the `Toolkit` and the `Ids`
 * of a replay: the model answers each request with the recorded reply whose request matches
 * (`domain/tree/Replay.answer`), the tools answer with the recorded results of the same calls, and
 * new entries take the recorded ids and timestamps, so an unchanged program writes the same
 * bytes. The first request that differs is kept as the replay's difference (`Replay.difference`).
 * `replayFile` re-runs a whole file through `AgentSession` and the `Session` commands, every
 * branch of it, and compares the file it writes with the recording byte by byte.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Settings from "../../domain/agent/Settings.js"
import * as Entry from "../../domain/format/Entry.js"
import * as IdSource from "../../domain/format/IdSource.js"
import * as Json from "../../domain/format/Json.js"
import * as ReplayDomain from "../../domain/tree/Replay.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import { Model, ModelError, type ModelEvent, type ModelInfo, type ToolSpec } from "../model/Model.js"
import * as ModelBridge from "../model/ModelBridge.js"
import * as ModelProviders from "../model/ModelProviders.js"
import { SessionStore } from "../store/SessionStore.js"
import * as Toolkit from "../tools/Toolkit.js"
import * as AgentSession from "./AgentSession.js"
import * as EventBus from "./EventBus.js"
import * as Extensions from "./Extensions.js"
import * as Ids from "./Ids.js"

/** A recorded session: its header, its entries in file order, their tree and the file's lines. */
export interface Recording {
  readonly path: string
  readonly header: Entry.Header
  readonly entries: ReadonlyArray<Entry.Entry>
  readonly tree: SessionTree.SessionTree
  readonly lines: ReadonlyArray<string>
}

/** Reads a session file as a recording. */
export const read = Effect.fn("Replay.read")(function*(path: string) {
  const store = yield* SessionStore
  const fs = yield* FileSystem.FileSystem
  const snapshot = yield* store.open(path)
  const tree = snapshot.state.tree
  return {
    path: snapshot.path,
    header: snapshot.state.header,
    entries: SessionTree.entries(tree),
    tree,
    lines: ReplayDomain.lines(yield* fs.readFileString(snapshot.path))
  } satisfies Recording
})

/**
 * Where a replay is in its recording: the index of the next recorded entry to re-create, and
 * the first difference met. Mutable, because ids are drawn synchronously inside the pure
 * commands; a replay is one sequence of operations, so one position is enough.
 */
export class Cursor {
  position = 0
  difference: ReplayDomain.Difference | undefined = undefined
  /** The answer to the summarization request a `/tree` move with a summary is about to make. */
  summary: { readonly text: string; readonly usage: Json.Json | undefined } | undefined = undefined
  /** Positions of recorded tool results the tools have given. */
  readonly answered = new Set<number>()
  #identity = true
  constructor(readonly recording: Recording) {}
  /** The recorded entry the replay re-creates next. */
  get next(): Entry.Entry | undefined {
    return this.recording.entries[this.position]
  }
  /** Keeps the first difference. */
  note(difference: ReplayDomain.Difference): void {
    if (this.difference === undefined) this.difference = difference
  }
  /** The recorded session identity, the first time it is asked for. */
  takeIdentity(): boolean {
    const first = this.#identity
    this.#identity = false
    return first
  }
}

/** The replay a layer answers from. */
export class Replay extends Context.Tag("arbor/Replay")<Replay, Cursor>() {}

/** The first difference the replay met, if any. */
export const difference = Effect.map(Replay, (cursor) => cursor.difference)

// ---------------------------------------------------------------------------------------------
// The services
// ---------------------------------------------------------------------------------------------

const FALLBACK_SEED = 0x5eed

/**
 * Ids and times of the recorded entries, in file order, for the entries commands create (their
 * stamps); the live ones past the recording and for everything else.
 */
export const ids = (cursor: Cursor): Ids.Service => {
  const recordedTime = (forMessage: boolean): string | undefined => {
    const entry = cursor.next
    if (entry === undefined) return undefined
    const message = Entry.storedMessage(entry)
    if (forMessage && message !== undefined && typeof message.timestamp === "number") {
      // a tool result not yet given is being waited for: the time its call started
      const waiting = message.role === "toolResult" && typeof message.durationMs === "number" && !cursor.answered.has(cursor.position)
      const iso = Json.isoTime(waiting ? message.timestamp - (message.durationMs as number) : message.timestamp)
      if (iso !== null) return iso
    }
    return typeof entry.value.timestamp === "string" ? entry.value.timestamp : undefined
  }
  const source = (): IdSource.IdSource => {
    const base = cursor.position
    const fallback = IdSource.fromSeed(FALLBACK_SEED + base)
    return {
      draw: (attempt) => {
        const entry = cursor.recording.entries[base + attempt]
        if (entry?.id === undefined) return fallback.draw(attempt)
        // the entry drawn is re-created now: the next command starts after it
        cursor.position = Math.max(cursor.position, base + attempt + 1)
        return entry.id
      }
    }
  }
  const timestamp = (forMessage: boolean) =>
    Effect.suspend(() => {
      const time = recordedTime(forMessage)
      return time === undefined ? Ids.live.timestamp : Effect.succeed(time)
    })
  return {
    timestamp: timestamp(true),
    // ids for other uses (temporary names, forks) are not entries of this recording
    idSource: Ids.live.idSource,
    stamp: Effect.all({ timestamp: timestamp(false), ids: Effect.sync(source) }),
    sessionIdentity: Effect.suspend(() =>
      cursor.takeIdentity()
        ? Effect.succeed({ sessionId: cursor.recording.header.id, timestamp: Json.asString(cursor.recording.header.timestamp) })
        : Ids.live.sessionIdentity
    )
  }
}

const firstOf = <A>(entries: ReadonlyArray<Entry.Entry>, pick: (entry: Entry.Entry) => A | undefined): A | undefined => {
  for (const entry of entries) {
    const found = pick(entry)
    if (found !== undefined) return found
  }
  return undefined
}

const messageOf = (entry: Entry.Entry, role: string): Json.JsonObject | undefined => entry.role === role ? Entry.storedMessage(entry) : undefined

/** The model the recording started with (any thinking level allowed, so that none is clamped). */
export const recordedModel = (recording: Recording): ModelInfo => {
  const change = firstOf(recording.entries, (e) => (e.type === "model_change" ? e.value : undefined))
  const reply = firstOf(recording.entries, (e) => messageOf(e, "assistant"))
  const provider = Json.asString(change?.provider ?? reply?.provider) || "replay"
  const modelId = Json.asString(change?.modelId ?? reply?.model) || "replay"
  const api = Json.asString(reply?.api) || "arbor-replay"
  return { ...ModelBridge.infoFor(provider, modelId, api), reasoning: true, extraLevels: ["xhigh", "max"] }
}

/** The recorded answer to a summarization request, or a reply that says the recording has none. */
const summaryStream = (cursor: Cursor, info: ModelInfo): Stream.Stream<ModelEvent> => {
  const summary = cursor.summary
  cursor.summary = undefined
  if (summary === undefined) {
    const at = cursor.next
    cursor.note({ kind: "request", entryId: at?.id, line: at?.line, field: undefined, reason: "a summarization request the recording has no answer for" })
  }
  const message: { [key: string]: Json.Json } = {
    role: "assistant",
    content: [{ type: "text", text: summary?.text ?? "" }],
    api: info.api,
    provider: info.provider,
    model: info.modelId,
    stopReason: summary === undefined ? "error" : "stop",
    timestamp: 0
  }
  if (summary?.usage !== undefined) message.usage = summary.usage
  return Stream.make<[ModelEvent]>({ type: "done", message })
}

/**
 * A model that answers from the recording: the recorded reply, streamed, then given whole; a
 * summarization request (one with a system prompt) the summary the replay is re-creating.
 */
export const model = (cursor: Cursor, info: ModelInfo): Model.Service => ({
  /** The model of the next recorded reply (what an aborted run's reply records), else `info`. */
  get info(): ModelInfo {
    const { entries } = cursor.recording
    let at = cursor.position
    while (at < entries.length && !ReplayDomain.isReply(entries[at])) at++
    const reply = at < entries.length ? Entry.storedMessage(entries[at]!) : undefined
    if (reply === undefined || typeof reply.provider !== "string" || typeof reply.model !== "string") return info
    if (reply.provider === info.provider && reply.model === info.modelId && reply.api === info.api) return info
    return { ...info, provider: reply.provider, modelId: reply.model, api: Json.asString(reply.api) || info.api }
  },
  stream: (request) =>
    Stream.unwrap(
      Effect.suspend(() => {
        if (request.systemPrompt !== undefined) return Effect.succeed(summaryStream(cursor, info))
        const found = ReplayDomain.answer(cursor.recording.tree, cursor.recording.entries, cursor.position, request.messages)
        if (found._tag === "Differs") {
          cursor.note(found.difference)
          return Effect.fail(new ModelError({ provider: "replay", reason: ReplayDomain.describe(found.difference) }))
        }
        // a reply is an assistant message entry: it always has its message
        const message = Entry.storedMessage(found.entry) ?? {}
        // the recorded reply itself ends the stream: an aborted or failed one too, with all its fields
        return Effect.succeed(Stream.fromIterable<ModelEvent>([...ModelProviders.deltasOf(message), { type: "done", message }]))
      })
    )
})

/** The tools the recording's first system message lists. */
export const recordedTools = (recording: Recording): ReadonlyArray<ToolSpec> => {
  const system = firstOf(recording.entries, (e) => messageOf(e, "system"))
  return Json.asArray(system?.toolsAdded)
    .filter(Json.isObject)
    .map((t) => ({ name: Json.asString(t.name), description: Json.asString(t.description), parameters: Json.isObject(t.parameters) ? t.parameters : {} }))
}

/** The system prompt the recording's first system message holds (its text, or its sections). */
export const recordedSystemPrompt = (recording: Recording): AgentSession.Options["systemPrompt"] => {
  const system = firstOf(recording.entries, (e) => messageOf(e, "system"))
  if (system === undefined) return undefined
  if (Json.isObject(system.sections)) {
    const sections = Object.fromEntries(Object.entries(system.sections).filter((kv): kv is [string, string] => typeof kv[1] === "string"))
    return { sections }
  }
  return typeof system.content === "string" && system.content !== "" ? system.content : undefined
}

const sameKeys = (value: Json.JsonObject, keys: ReadonlyArray<string>) => Json.stringify(Object.keys(value)) === Json.stringify(keys)

/**
 * Whether the recording's first system message has the shape an `AgentSession` writes (its keys,
 * and each tool's); pi writes more (a tool's `constrainedSampling`), and such a message is then
 * re-created as it is, by the command, before the first prompt.
 */
export const agentWritesSystemMessage = (recording: Recording): boolean => {
  const system = firstOf(recording.entries, (e) => messageOf(e, "system"))
  if (system === undefined) return true
  const keys = [
    "role",
    "content",
    ...(system.sections === undefined ? [] : ["sections"]),
    "timestamp",
    ...(system.toolsAdded === undefined ? [] : ["toolsAdded"])
  ]
  return sameKeys(system, keys) && Json.asArray(system.toolsAdded).every((t) => Json.isObject(t) && sameKeys(t, ["name", "description", "parameters"]))
}

/** Tools that answer with the recorded results of the same calls; a call an abort cut short is aborted again. */
export const toolkit = (cursor: Cursor, tools: ReadonlyArray<ToolSpec>): Toolkit.Toolkit.Service => ({
  tools,
  run: (call) =>
    Effect.suspend(() => {
      const found = ReplayDomain.toolAnswer(cursor.recording.entries, cursor.position, call)
      if (found._tag === "Differs") {
        cursor.note(found.difference)
        return Effect.succeed(Toolkit.text(`replay: ${ReplayDomain.describe(found.difference)}`, true))
      }
      cursor.answered.add(found.index)
      const { aborted, content, details, isError } = found.answer
      // the abort is re-run: the agent writes the results of the calls it cut short, and its reply
      if (aborted) return Effect.interrupt
      return Effect.succeed<Toolkit.ToolResult>(details === undefined ? { content, isError } : { content, isError, details })
    })
})

const services = (recording: Recording) => {
  const cursor = new Cursor(recording)
  return Context.make(Replay, cursor)
    .pipe(Context.add(Model, model(cursor, recordedModel(recording))))
    .pipe(Context.add(Ids.Ids, ids(cursor)))
    .pipe(Context.add(Toolkit.Toolkit, toolkit(cursor, recordedTools(recording))))
}

/**
 * The replay layer: `Model`, `Toolkit` and `Ids` answering from `recording`, and the `Replay`
 * cursor they share. A program run under it writes the recorded bytes while it asks what the
 * recording answered; `difference` says where it first asked something else.
 */
export const layer = (recording: Recording): Layer.Layer<Replay | Model | Toolkit.Toolkit | Ids.Ids> =>
  Layer.effectContext(Effect.sync(() => services(recording)))

/**
 * `layer` without the `Toolkit`: the program's own tools run, and a result that differs from
 * the recorded one shows in the next model request.
 */
export const layerModel = (recording: Recording): Layer.Layer<Replay | Model | Ids.Ids> =>
  Layer.effectContext(Effect.sync(() => Context.omit(Toolkit.Toolkit)(services(recording))))

// ---------------------------------------------------------------------------------------------
// Replaying a file
// ---------------------------------------------------------------------------------------------

const probeInfo = ModelBridge.infoFor("replay", "probe", "arbor-replay")

/** A model that answers once, recording no duration. */
const probeModel = Model.of({
  info: probeInfo,
  stream: () =>
    Stream.make<[ModelEvent]>({
      type: "done",
      message: {
        role: "assistant",
        content: [{ type: "text", text: "" }],
        api: probeInfo.api,
        provider: probeInfo.provider,
        model: probeInfo.modelId,
        stopReason: "stop",
        timestamp: 0
      }
    })
})

/**
 * Whether the agent records a reply's `durationMs`, as pi does: asked of the agent itself, with
 * one prompt on a session kept in memory and a model that records none.
 */
const recordsDurations = Effect.gen(function*() {
  const created = Session.create({ sessionId: "00000000-0000-7000-8000-000000000000", timestamp: "1970-01-01T00:00:00.000Z", cwd: "/" })
  if (Either.isLeft(created)) return false
  const session = yield* AgentSession.make(created.right, { thinkingLevel: "off" })
  const { message } = yield* session.prompt("probe")
  return typeof message?.durationMs === "number"
}).pipe(
  Effect.scoped,
  Effect.provide(Layer.mergeAll(Layer.succeed(Model, probeModel), Toolkit.layerEmpty, Extensions.layerNone).pipe(Layer.provideMerge(EventBus.layer))),
  Effect.orElseSucceed(() => false)
)

/** What a replay found. */
export interface Report {
  /** The replay wrote the recording's bytes, and every request matched. */
  readonly identical: boolean
  /** Entries in the recording. */
  readonly entries: number
  /** The file the replay wrote (in the directory given), if any. */
  readonly file: string | undefined
  readonly difference: ReplayDomain.Difference | undefined
  /** How many operations of each kind re-created the entries (`Prompt`, `Apply`, `Branch`, ...). */
  readonly operations: Readonly<Record<string, number>>
}

const operationDifference = (entry: Entry.Entry | undefined, reason: string): ReplayDomain.Difference => ({
  kind: "operation",
  entryId: entry?.id,
  line: entry?.line,
  field: undefined,
  reason
})

/**
 * Re-runs the session recorded in `path`, writing the replay in `dir`: each recorded entry is
 * re-created by the operation that wrote it (`domain/tree/Replay.step`), the agent's requests are
 * answered from the recording, and the file written is compared with the recorded one.
 */
export const replayFile = Effect.fn("Replay.replayFile")(function*(path: string, dir: string) {
  const fs = yield* FileSystem.FileSystem
  const paths = yield* Path.Path
  const recording = yield* read(path)
  const context = services(recording)
  const cursor = Context.get(context, Replay)
  const file = paths.join(dir, paths.basename(recording.path))
  const layers = Layer.merge(Layer.succeedContext(context), Extensions.layerNone).pipe(Layer.provideMerge(EventBus.layer))
  const { entries, header } = recording
  const systemPrompt = recordedSystemPrompt(recording)
  const retry = { ...Settings.DEFAULTS.retry, baseDelayMs: 0 }
  const agent = {
    writesSystemMessage: systemPrompt !== undefined || recordedTools(recording).length > 0,
    writesRecordedSystemMessage: agentWritesSystemMessage(recording),
    thinkingLevel: "off",
    maxRetries: retry.maxRetries,
    recordsDurations: yield* recordsDurations
  }
  const created = Session.create({
    sessionId: header.id,
    timestamp: Json.asString(header.timestamp),
    cwd: header.cwd ?? dir,
    parentSession: header.parentSession,
    file
  })
  if (Either.isLeft(created)) return yield* created.left
  cursor.takeIdentity()
  const operations: Record<string, number> = {}

  const replayed = yield* Effect.gen(function*() {
    if (entries.length === 0) return { file: undefined as string | undefined }
    // the first entry is applied as a command: an agent on an empty session would record its model first
    const first = ReplayDomain.step(SessionTree.empty, entries, 0, { ...agent, thinkingLevel: "off" })
    const command = first._tag === "Apply"
      ? first.command
      : first._tag === "ThinkingLevel"
      ? (stamp: Session.Stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: first.level })
      : first._tag === "Prompt"
      ? (stamp: Session.Stamp) => Session.Command.AppendMessage({ ...stamp, message: Entry.storedMessage(entries[0]!) ?? {} })
      : undefined
    if (command === undefined) {
      cursor.note(operationDifference(entries[0], first._tag === "Unreplayable" ? first.reason : "the first entry cannot start a session"))
      return { file: undefined }
    }
    const applied = Session.apply(created.right, command(yield* Ids.stamp))
    if (Either.isLeft(applied)) {
      cursor.note(operationDifference(entries[0], applied.left.message))
      return { file: undefined }
    }
    for (const effect of applied.right.effects) {
      yield* fs.writeFileString(effect.path, effect.lines.map((l) => `${l}\n`).join(""), { mode: 0o600 })
    }
    const source = applied.right.effects.length > 0 ? file : applied.right.state
    const session = yield* AgentSession.make(source, {
      systemPrompt,
      thinkingLevel: "off",
      compaction: { ...Settings.DEFAULTS.compaction, enabled: false },
      retry
    })
    for (;;) {
      const before = yield* session.state
      const count = SessionTree.count(before.tree)
      if (cursor.difference !== undefined || count >= entries.length) break
      cursor.position = count
      const entry = entries[count]
      const next = ReplayDomain.step(before.tree, entries, count, { ...agent, thinkingLevel: yield* session.thinkingLevel })
      operations[next._tag] = (operations[next._tag] ?? 0) + 1
      const outcome = yield* Effect.either(
        Effect.gen(function*() {
          switch (next._tag) {
            case "Prompt":
              return void (yield* session.prompt(next.text, next.images))
            case "ThinkingLevel": {
              yield* session.setThinkingLevel(next.level)
              if (SessionTree.count((yield* session.state).tree) === count) {
                yield* session.apply((stamp) => Session.Command.ThinkingLevelChange({ ...stamp, thinkingLevel: next.level }))
              }
              return
            }
            case "Apply":
              return void (yield* session.apply(next.command))
            case "Branch":
              return void (yield* session.apply(() => Session.Command.Branch({ leafId: next.leaf })))
            case "Summarize": {
              cursor.summary = { text: next.text, usage: next.usage }
              return void (yield* session.navigate(next.targetId, { summarize: true }))
            }
            case "Unreplayable":
              return cursor.note(operationDifference(entry, next.reason))
          }
        })
      )
      if (Either.isLeft(outcome)) {
        cursor.note(operationDifference(entry, `replaying it failed: ${outcome.left.message}`))
        break
      }
      const after = yield* session.state
      // the raw leaf: a move onto one of Arbor's leaf markers (which an RPC navigate_tree can name)
      // resolves to the marker's parent, yet the next entry is written below the marker itself
      const moved = after.tree.leaf !== before.tree.leaf
      if (SessionTree.count(after.tree) === count && !(next._tag === "Branch" && moved)) {
        cursor.note(operationDifference(entry, "replaying it wrote nothing"))
      }
    }
    return { file: (yield* session.state).flushed ? (yield* session.state).file : undefined }
  }).pipe(Effect.provide(layers), Effect.scoped)

  let found = cursor.difference
  if (found === undefined) {
    const written = replayed.file === undefined ? [] : ReplayDomain.lines(yield* fs.readFileString(replayed.file))
    found = ReplayDomain.fileDifference(recording.lines, written, entries)
  }
  return { identical: found === undefined, entries: entries.length, file: replayed.file, difference: found, operations } satisfies Report
})
