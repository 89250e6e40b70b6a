/**
 * `arbor --mode rpc`: pi's RPC protocol on stdin/stdout (JSON lines, split on `\n` only, a
 * trailing `\r` stripped, an unterminated last line handled at EOF). Each line is a command;
 * each command gets one `{"id"?, "type":"response", "command", "success", "data"?|"error"?}`
 * line. Nothing else reads stdin, and every stdout write goes through one serialized writer.
 * Both are `Stdio`'s (the process's, from `Layers.stdio`; a test's, in-process), as is stderr:
 * the server never touches the process itself.
 *
 * Commands: pi's (`prompt`, `steer`, `follow_up`, `abort`, `clear_queue`, `get_state`,
 * `get_messages`, `set_model`, `cycle_model`, `get_available_models`, `set_thinking_level`,
 * `cycle_thinking_level`, `get_available_thinking_levels`, `set_steering_mode`,
 * `set_follow_up_mode`, `set_auto_retry`, `abort_retry`, `bash`, `abort_bash`, `get_commands`,
 * `new_session`, `switch_session`, `fork`, `clone`, `compact`, `set_session_name`, `get_tree`,
 * `get_entries`, `get_fork_messages`, `get_last_assistant_text`, `get_session_stats`,
 * `set_auto_compaction`, `export_html`) and Arbor's own `navigate_tree`, `set_label` and
 * `context_edit`. A malformed line gets pi's `parse` failure and the server keeps serving; an
 * unknown type gets `Unknown command: <type>`.
 *
 * Where pi's shapes leave room, Arbor answers as follows:
 * - `get_last_assistant_text` → `{text}` from the last assistant message of the projection that
 *   stopped with `stop` or has non-blank text (its text blocks joined and trimmed), else `{}`;
 * - `get_checkpoints` → `{checkpoints:[{entryId, checkpoint, changed}]}`: the checkpoints of the
 *   files the session records, in file order (`Recorded.all`); `diff_files {from, to?}` →
 *   `{files:[{path, before, after}]}`: what differs between the files of two entries, or of one
 *   and the working directory now (`AgentSession.diff`; an error without checkpoints);
 * - `get_fork_messages` → `{messages:[{entryId, text}]}`: every user message of the file with
 *   non-empty text (text blocks joined), every branch, append order;
 * - `get_session_stats` → `{sessionFile?, sessionId, userMessages, assistantMessages,
 *   toolCalls, toolResults, totalMessages, tokens:{input, output, cacheRead, cacheWrite, total},
 *   cost, contextUsage?}`: the counts and totals of `arbor info` (every `message` entry of the
 *   file; `cost` is the total in dollars), `contextUsage` as `{tokens, contextWindow, percent}`
 *   from the projected context estimate of the branch (`tokens`/`percent` null after a
 *   compaction until a later reply reports usage; omitted when the model has no window);
 * - `set_auto_compaction {enabled}` → no data; it switches threshold compaction and overflow
 *   recovery for the rest of this process (also across session switches) and `get_state`
 *   reports it; like `set_auto_retry`, `set_steering_mode` and `set_follow_up_mode` it is
 *   written to the global settings file as pi does;
 * - `export_html {outputPath?}` → `{path}`, the absolute path written: `outputPath` resolved
 *   against the working directory, by default `arbor-session-<session file name without
 *   .jsonl>.html` (or `<session id>` for a session without a file) in the working directory.
 *   The page is `arbor export --format html` of the current leaf; the file is replaced
 *   atomically by the store (a flushed temporary file beside it, then a rename); parent
 *   directories are not created.
 *
 * Prompts are never refused and never dropped silently: a prompt that arrives while a run is
 * going joins its follow-up queue (`streamingBehavior: "steer"` or `steer`: its steering
 * queue, delivered after the current tool calls), and one that arrives while a session
 * operation runs or other prompts wait runs after them, in arrival order; each answers
 * `{"disposition":"queued"}` and `queue_update` events carry the waiting texts. `clear_queue`
 * takes them all back (pi's Esc sends it before `abort`); `abort` alone lets what was queued
 * run afterwards, as pi's does. `abort` answers once the session is idle, as pi's does: after
 * the aborted run's `agent_settled` is written; a prompt answered `started` is aborted even if
 * it had not reached the session yet (it records the prompt and an aborted reply). The operations that abort a run first as pi's do (`compact`,
 * `new_session`, `switch_session`, `fork`, `clone`, `navigate_tree`) clear the queues: a
 * `queue_update` event announces it and the response lists the texts in `data.clearedPrompts`. Reads and plain edits (`set_label`, `context_edit`,
 * `set_session_name`) run at once, even during a prompt.
 *
 * Events are written in pi's names and shapes (`RpcProtocol.piEvents` lists the mapping).
 *
 * EOF on stdin clears the queue, aborts the running operation (its partial reply is
 * persisted), waits for the commands in flight, and exits 0.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FiberSet from "effect/FiberSet"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as Recorded from "../../domain/checkpoint/Recorded.js"
import * as ContextBuilder from "../../domain/context/Context.js"
import type * as EntrySchema from "../../domain/format/EntrySchema.js"
import * as Json from "../../domain/format/Json.js"
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as AgentSession from "../../services/agent/AgentSession.js"
import { EventBus } from "../../services/agent/EventBus.js"
import * as Settings from "../../services/agent/Settings.js"
import type { ModelError } from "../../services/model/Model.js"
import { SessionStore } from "../../services/store/SessionStore.js"
import * as AgentCli from "../cli/AgentCli.js"
import { userMessage } from "../cli/CliErrors.js"
import * as Render from "../cli/Render.js"
import * as Sessions from "../cli/Sessions.js"
import * as Stdio from "../cli/Stdio.js"
import * as ExportFile from "../export/ExportFile.js"
import * as RpcProtocol from "./RpcProtocol.js"

/** Commands answered concurrently; 10,000 written at once otherwise hold 10,000 fibers and their replies. */
const MAX_IN_FLIGHT = 64

/** Writes whole lines to `output`, one at a time, waiting for each to be accepted. */
const lineWriter = (output: Stdio.Output) => Effect.map(Effect.makeSemaphore(1), (lock) => (text: string) => lock.withPermits(1)(output.write(text + "\n")))

/** A failed command's one line, worded as the command line words it (a storage failure as `<path>: <what failed>: <why>`). */
const messageOf = (cause: Cause.Cause<{ readonly message: string }>): string => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) return userMessage(failure.value)
  const defect = Cause.squash(cause)
  return defect instanceof Error ? defect.message : String(defect)
}

interface Pending {
  readonly text: string
  readonly images: ReadonlyArray<EntrySchema.ImageContent>
  /** Answered `queued` (a `started` prompt is only waiting for the worker to pick it up). */
  readonly queued: boolean
}

type Queues = { readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> }

/** A model switch's failure as pi words the ones it has (`Model not found: provider/id`). */
const modelFailure = (provider: string, modelId: string) => (error: AgentSession.AgentError | ModelError) =>
  error._tag === "ModelError" && /^(unknown model provider|Model not found)/.test(error.reason)
    ? new RpcProtocol.RpcError({ message: `Model not found: ${provider}/${modelId}` })
    : error

/** The RPC server over one agent session (created like print mode's). */
export const serve = (options: Sessions.SessionOptions) =>
  AgentCli.withAgent(options, (flags) =>
    Effect.scoped(
      Effect.gen(function*() {
        const stdio = yield* Stdio.Stdio
        /** One line on stderr (warnings, a prompt that failed outside any command's answer). */
        const warn = (text: string) => stdio.stderr.write(`arbor: ${text}\n`)
        for (const warning of yield* AgentCli.startupWarnings(flags)) yield* warn(`warning: ${warning}`)
        const source = yield* AgentCli.agentSource(options)
        const bus = yield* EventBus
        const settings = yield* Settings.Settings
        const writeLine = yield* lineWriter(stdio.stdout)
        const emit = (value: unknown) => writeLine(JSON.stringify(value))
        const subscription = yield* bus.subscription
        const session = yield* AgentSession.make(source, yield* AgentCli.agentOptions(options, flags))
        const store = yield* SessionStore

        // -- the prompt queue and the gate every prompt and session operation passes -----------
        const gate = yield* Effect.makeSemaphore(1)
        const pending = yield* Ref.make<ReadonlyArray<Pending>>([])
        /** The running prompt's own queues, as its last `queue_update` said. */
        const agentQueue = yield* Ref.make<Queues>({ steering: [], followUp: [] })
        /** Prompts queued or running, plus session operations in flight. */
        const jobs = yield* SubscriptionRef.make(0)
        /** Stdin ended: the worker starts no more prompts. */
        const closing = yield* Ref.make(false)
        const wake = yield* Queue.unbounded<void>()
        /** pi's `queue_update`: steering messages, then every follow-up (the run's, then the prompts waiting for the next run). */
        const queueUpdate = Effect.gen(function*() {
          const run = yield* Ref.get(agentQueue)
          const waiting = (yield* Ref.get(pending)).filter((p) => p.queued).map((p) => p.text)
          yield* emit({ type: "queue_update", steering: run.steering, followUp: [...run.followUp, ...waiting] })
        })

        /** The `agent_settled` lines written so far. */
        const settled = yield* SubscriptionRef.make(0)
        const runMessages: Array<Json.JsonObject> = []
        const forwarder = yield* Effect.forkScoped(
          Stream.runForEach(subscription.events, (event) =>
            event.type === "queue_update"
              ? Effect.zipRight(Ref.set(agentQueue, { steering: event.steering, followUp: event.followUp }), queueUpdate)
              : Effect.zipRight(
                Effect.forEach(RpcProtocol.piEvents(event, runMessages), emit, { discard: true }),
                event.type === "agent_end" ? SubscriptionRef.update(settled, (n) => n + 1) : Effect.void
              ))
        )
        /** Waits until `count` runs have had their `agent_settled` written. */
        const settledUpTo = (count: number) => Stream.runDrain(Stream.takeUntil(settled.changes, (n) => n >= count))

        /**
         * The worker's prompt: none, `waiting` (taken from the queue, waiting for the gate; `started`
         * if it was answered so), `running` (in the session), `settling` (its run has ended, its
         * last events are being written); and how many prompts it has finished.
         */
        const held = yield* SubscriptionRef.make<
          { readonly phase: "none" | "waiting" | "running" | "settling"; readonly started: boolean; readonly done: number }
        >({
          phase: "none",
          started: false,
          done: 0
        })
        const heldPhase = (phase: "waiting" | "running" | "settling", started?: boolean) =>
          SubscriptionRef.update(held, (h) => ({ ...h, phase, started: started ?? h.started }))

        /**
         * Empties every queue (the run's and the prompts waiting for a run); returns the texts. A
         * prompt answered `started` is running for the client, as pi's is, even while it waits
         * for the worker: it stays.
         */
        const clearQueues = Effect.gen(function*() {
          const run = yield* session.clearQueue
          const cleared = yield* Ref.modify(pending, (queue): [ReadonlyArray<Pending>, ReadonlyArray<Pending>] => [
            queue.filter((p) => p.queued),
            queue.filter((p) => !p.queued)
          ])
          if (cleared.length > 0) {
            yield* Ref.update(jobs, (n) => n - cleared.length)
            yield* queueUpdate
          }
          const waiting = cleared.map((p) => p.text)
          return { steering: run.steering, followUp: [...run.followUp, ...waiting], all: [...run.steering, ...run.followUp, ...waiting] }
        })

        /** The runs whose `agent_end` was published (each prompt that got past the busy check publishes one). */
        let ended = 0
        const worker = Effect.forever(
          Effect.gen(function*() {
            yield* Queue.take(wake)
            const next = yield* Ref.modify(pending, (queue): [Pending | undefined, ReadonlyArray<Pending>] => [queue[0], queue.slice(1)])
            if (next === undefined) return
            yield* heldPhase("waiting", !next.queued)
            if (next.queued) yield* queueUpdate
            const exit = yield* Effect.exit(
              gate.withPermits(1)(Effect.zipRight(heldPhase("running"), Effect.unlessEffect(session.prompt(next.text, next.images), Ref.get(closing))))
            )
            yield* heldPhase("settling")
            yield* Ref.update(jobs, (n) => n - 1)
            if (Exit.isFailure(exit)) yield* warn(`prompt failed: ${messageOf(exit.cause as Cause.Cause<{ readonly message: string }>)}`)
            const busy = Exit.isFailure(exit) && Option.exists(Cause.failureOption(exit.cause), (e) => (e as { readonly _tag?: string })._tag === "AgentBusy")
            const skipped = Exit.isSuccess(exit) && Option.isNone(exit.value)
            if (!busy && !skipped) ended++
            // the prompt is finished for `abort` once its run's last event is on stdout
            yield* settledUpTo(ended)
            yield* SubscriptionRef.update(held, (h) => ({ phase: "none" as const, started: false, done: h.done + 1 }))
          })
        )
        yield* Effect.forkScoped(worker)

        /**
         * A prompt for a run of its own: it starts now when nothing else runs or waits, else it
         * waits its turn. `answer` hears which (before the run can start).
         */
        const submit = (text: string, images: ReadonlyArray<EntrySchema.ImageContent>, answer: (busy: boolean) => Effect.Effect<void> = () => Effect.void) =>
          Effect.gen(function*() {
            const busy = (yield* Ref.getAndUpdate(jobs, (n) => n + 1)) > 0
            yield* Ref.update(pending, (q) => [...q, { text, images, queued: busy }])
            yield* answer(busy)
            if (busy) yield* queueUpdate
            yield* Queue.offer(wake, undefined)
          })

        /** pi's order for operations that replace or rewrite the context: stop the run, then go. */
        const exclusive = <A, E>(operation: Effect.Effect<A, E>) =>
          Effect.gen(function*() {
            yield* Ref.update(jobs, (n) => n + 1)
            const { all } = yield* clearQueues
            yield* session.abort
            const result = yield* gate.withPermits(1)(operation)
            return { result, cleared: all }
          }).pipe(Effect.ensuring(Ref.update(jobs, (n) => n - 1)))

        const withCleared = (data: { readonly [key: string]: unknown }, cleared: ReadonlyArray<string>) =>
          cleared.length === 0 ? data : { ...data, clearedPrompts: cleared }

        /** Applies a setting for this process and writes it to the global settings file, as pi's toggles do. */
        const persist = (keyPath: ReadonlyArray<string>, value: Json.Json) =>
          settings.update(keyPath, value).pipe(
            Effect.catchAll((error) => warn(`warning: the setting was not saved: ${error.message}`))
          )

        const getState = Effect.gen(function*() {
          const current = yield* session.state
          const branch = SessionTree.branch(current.tree)
          const activity = yield* session.activity
          const run = yield* Ref.get(agentQueue)
          const waiting = (yield* Ref.get(pending)).filter((p) => p.queued).length
          const name = SessionTree.sessionName(current.tree)
          const modes = yield* session.queueModes
          return {
            model: RpcProtocol.modelObject(yield* session.model),
            thinkingLevel: yield* session.thinkingLevel,
            isStreaming: activity === "streaming",
            isCompacting: activity === "compacting" || activity === "navigating",
            steeringMode: modes.steering,
            followUpMode: modes.followUp,
            ...(current.file === undefined ? {} : { sessionFile: current.file }),
            sessionId: current.header.id ?? "",
            ...(name === undefined ? {} : { sessionName: name }),
            autoCompactionEnabled: yield* session.autoCompaction,
            messageCount: ContextBuilder.projectPath(branch).messages.length,
            pendingMessageCount: run.steering.length + run.followUp.length + waiting
          }
        })

        const getSessionStats = Effect.gen(function*() {
          const current = yield* session.state
          const info = SessionStats.compute(current.tree, current.header, current.file, [])
          const count = (role: string) => info.messages.byRole[role] ?? 0
          const usage = RpcProtocol.contextUsage(SessionTree.branch(current.tree), (yield* session.model).contextWindow)
          return {
            ...(current.file === undefined ? {} : { sessionFile: current.file }),
            sessionId: current.header.id,
            userMessages: count("user"),
            assistantMessages: count("assistant"),
            toolCalls: info.toolCalls,
            toolResults: count("toolResult"),
            totalMessages: info.messages.total,
            tokens: info.tokens,
            cost: info.cost.total,
            ...(usage === undefined ? {} : { contextUsage: usage })
          }
        })

        /** Writes the HTML export of the current leaf, replacing `target` atomically. */
        const exportHtml = (outputPath: string | undefined) =>
          Effect.gen(function*() {
            const target = yield* ExportFile.writeHtml(yield* session.state, outputPath)
            return { path: target }
          }).pipe(Effect.provideService(SessionStore, store))

        /**
         * Waits (a second at most) while a prompt answered `started` has not begun its run: it
         * waits for the worker or for the gate (which nothing holds: it was answered `started`), or
         * it is in the session, but its run is not registered yet.
         */
        const untilBegun = Effect.gen(function*() {
          for (let i = 0; i < 1000; i++) {
            const h = yield* SubscriptionRef.get(held)
            const unstarted = (yield* Ref.get(pending)).some((p) => !p.queued) ||
              (h.phase === "waiting" && h.started) ||
              (h.phase === "running" && (yield* session.activity) === "idle")
            if (!unstarted) return
            yield* Effect.sleep("1 millis")
          }
        })

        /** One user shell command at a time: a `bash` that arrives while another runs waits for it. */
        const bashTurn = yield* Effect.makeSemaphore(1)

        /** `bash`: the output streams as `bash_execution_update` events before the response. */
        const bash = (commandId: string | undefined, command: string, excludeFromContext: boolean | undefined) =>
          bashTurn.withPermits(1)(Effect.gen(function*() {
            const updates = yield* Queue.unbounded<string>()
            const drain = yield* Effect.fork(
              Stream.runForEach(Stream.fromQueue(updates), (delta) =>
                emit({ type: "bash_execution_update", ...(commandId === undefined ? {} : { id: commandId }), delta }))
            )
            const result = yield* session
              .bash(command, {
                excludeFromContext,
                onOutput: (delta) =>
                  Queue.unsafeOffer(updates, delta)
              })
              .pipe(Effect.ensuring(Effect.zipRight(Queue.shutdown(updates), Fiber.await(drain))))
            return { data: result }
          }))

        /** Runs one command other than `prompt`, `steer` and `follow_up`. */
        const handle = (
          command: Exclude<RpcProtocol.Command, { readonly type: "prompt" | "steer" | "follow_up" }>
        ): Effect.Effect<RpcProtocol.Reply, { readonly message: string }> => {
          switch (command.type) {
            case "abort":
              return Effect.gen(function*() {
                // pi's prompt runs once answered `started`: one that has not reached the session
                // yet is aborted as it starts (it records the prompt and an aborted reply)
                yield* untilBegun
                const running = yield* SubscriptionRef.get(held)
                yield* session.abort
                // what the run still had queued continues, as pi's abort does: each as a prompt of its own
                const left = yield* session.clearQueue
                for (const text of [...left.steering, ...left.followUp]) yield* submit(text, [])
                // pi answers once the session is idle: after the aborted run's `agent_settled`
                if (running.phase === "running" || running.phase === "settling") {
                  yield* Stream.runDrain(Stream.takeUntil(held.changes, (h) => h.done > running.done))
                }
                return {}
              })
            case "clear_queue":
              return Effect.map(clearQueues, ({ followUp, steering }) => ({ data: { steering, followUp } }))
            case "set_steering_mode":
            case "set_follow_up_mode": {
              const kind = command.type === "set_steering_mode" ? "steering" : "followUp"
              return Effect.as(
                Effect.zipRight(session.setQueueMode(kind, command.mode), persist([kind === "steering" ? "steeringMode" : "followUpMode"], command.mode)),
                {}
              )
            }
            case "set_model":
              return session.setModel(command.provider, command.modelId).pipe(
                Effect.mapError(modelFailure(command.provider, command.modelId)),
                Effect.map((info) => ({ data: RpcProtocol.modelObject(info) }))
              )
            case "cycle_model":
              return Effect.map(session.cycleModel(1), (cycle) => ({
                data: cycle === undefined ? null : { model: RpcProtocol.modelObject(cycle.model), thinkingLevel: cycle.thinkingLevel, isScoped: false }
              }))
            case "get_available_models":
              return Effect.map(session.availableModels, (models) => ({ data: { models: models.map(RpcProtocol.modelObject) } }))
            case "set_thinking_level":
              return Effect.as(session.setThinkingLevel(command.level), {})
            case "cycle_thinking_level":
              return Effect.map(session.cycleThinkingLevel(1), (level) => ({ data: level === undefined ? null : { level } }))
            case "get_available_thinking_levels":
              return Effect.map(session.thinkingLevels, (levels) => ({ data: { levels } }))
            case "set_auto_retry":
              return Effect.as(Effect.zipRight(session.setAutoRetry(command.enabled), persist(["retry", "enabled"], command.enabled)), {})
            case "abort_retry":
              return Effect.as(session.abortRetry, {})
            case "bash":
              return bash(command.id, command.command, command.excludeFromContext)
            case "abort_bash":
              return Effect.as(session.abortBash, {})
            case "get_commands":
              return Effect.succeed({ data: { commands: [] } })
            case "get_state":
              return Effect.map(getState, (data) => ({ data }))
            case "get_messages":
              return Effect.map(session.state, (s) => ({ data: { messages: ContextBuilder.projection(s.tree, SessionTree.leafId(s.tree)).messages } }))
            case "get_tree":
              return Effect.map(session.state, (s) => ({
                raw: `{"tree":${Render.treeJson(s.tree, { all: false })},"leafId":${JSON.stringify(SessionTree.leafId(s.tree))}}`
              }))
            case "get_entries":
              return Effect.gen(function*() {
                const s = yield* session.state
                const all = SessionTree.entries(s.tree)
                let from = 0
                if (command.since !== undefined) {
                  const at = all.findIndex((e) => e.id === command.since)
                  if (at < 0) return yield* new RpcProtocol.RpcError({ message: `Entry not found: ${command.since}` })
                  from = at + 1
                }
                return { data: { entries: all.slice(from).map((e) => e.value), leafId: SessionTree.leafId(s.tree) } }
              })
            case "get_fork_messages":
              return Effect.map(session.state, (s) => ({ data: { messages: Session.forkCandidates(s.tree) } }))
            case "get_checkpoints":
              return Effect.map(session.state, (s) => ({ data: { checkpoints: Recorded.all(s.tree) } }))
            case "diff_files":
              return Effect.map(session.diff(command.from, command.to), (changes) => ({
                data: { files: changes.map((c) => ({ path: c.path, before: c.before ?? null, after: c.after ?? null })) }
              }))
            case "get_last_assistant_text":
              return Effect.map(session.state, (s) => {
                const text = RpcProtocol.lastAssistantText(ContextBuilder.projection(s.tree, SessionTree.leafId(s.tree)).messages)
                return { data: text === undefined ? {} : { text } }
              })
            case "get_session_stats":
              return Effect.map(getSessionStats, (data) => ({ data }))
            case "set_auto_compaction":
              return Effect.as(Effect.zipRight(session.setAutoCompaction(command.enabled), persist(["compaction", "enabled"], command.enabled)), {})
            case "export_html":
              return Effect.map(exportHtml(command.outputPath), (data) => ({ data }))
            case "set_session_name":
              return Effect.gen(function*() {
                const name = command.name.trim()
                if (name === "") return yield* new RpcProtocol.RpcError({ message: "Session name cannot be empty" })
                yield* session.apply((stamp) => Session.Command.SessionInfo({ ...stamp, name }))
                return {}
              })
            case "set_label":
              return Effect.gen(function*() {
                const t = yield* session.apply((stamp) => Session.Command.Label({ ...stamp, targetId: command.entryId, label: command.label }))
                return { data: { entryId: t.appended[0]?.id ?? null } }
              })
            case "context_edit":
              return Effect.gen(function*() {
                const t = yield* session.apply((stamp) =>
                  Session.Command.ContextEdit({ ...stamp, targetId: command.targetId, replacement: command.replacement })
                )
                return { data: { entryId: t.appended[0]?.id ?? null } }
              })
            case "new_session":
              return Effect.map(exclusive(session.newSession), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }))
            case "switch_session":
              return Effect.map(
                exclusive(session.resume(command.sessionPath)),
                ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) })
              )
            case "clone":
              return Effect.map(exclusive(session.clone), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }))
            case "fork":
              return Effect.map(exclusive(session.fork(command.entryId, "before")), ({ cleared, result }) => ({
                data: withCleared(result.cancelled ? { cancelled: true } : { text: result.selectedText ?? "", cancelled: false }, cleared)
              }))
            case "compact":
              return Effect.map(
                exclusive(session.compact(command.customInstructions)),
                ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) })
              )
            case "navigate_tree":
              if (command.summary !== undefined && (command.restore ?? "conversation") !== "conversation") {
                return new RpcProtocol.RpcError({ message: "summary cannot be combined with restore code or both (summarize can)" })
              }
              return Effect.map(
                exclusive(
                  command.summary !== undefined
                    ? Effect.gen(function*() {
                      const summary = command.summary as string
                      const t = yield* session.apply((stamp) =>
                        Session.Command.Navigate({ ...stamp, targetId: command.targetId, summary: { summary }, label: command.label })
                      )
                      const summaryEntry = t.appended.find((e) => e.type === "branch_summary")
                      return {
                        cancelled: false,
                        ...(t.editorText === undefined ? {} : { editorText: t.editorText }),
                        ...(summaryEntry === undefined ? {} : { summaryEntry: summaryEntry.value })
                      } satisfies AgentSession.NavigateResult
                    })
                    : session.navigate(command.targetId, {
                      summarize: command.summarize,
                      customInstructions: command.customInstructions,
                      label: command.label,
                      restore: command.restore,
                      confirm: command.confirm
                    })
                ),
                ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) })
              )
          }
        }

        const fibers = yield* FiberSet.make()
        // commands in flight at once: past this, reading stdin waits, so memory stays bounded
        const inFlight = yield* Effect.makeSemaphore(MAX_IN_FLIGHT)
        const respond = (commandId: string | undefined, command: string, outcome: Either.Either<RpcProtocol.Reply, string>) =>
          writeLine(RpcProtocol.responseLine(commandId, command, outcome))

        /**
         * `prompt`, `steer` and `follow_up`, decided in arrival order before the next line is
         * read: into the running prompt's queue when one runs, else a prompt of its own (now,
         * or after what runs or waits).
         */
        const queueOrStart = (
          commandId: string | undefined,
          type: "prompt" | "steer" | "follow_up",
          kind: "steering" | "followUp",
          text: string,
          images: ReadonlyArray<EntrySchema.ImageContent>
        ) =>
          Effect.gen(function*() {
            // a follow-up goes behind the prompts already waiting for a run of their own
            const behind = kind === "followUp" && (yield* Ref.get(pending)).length > 0
            if (!behind && (yield* session.enqueue(kind, text, images))) {
              return yield* respond(commandId, type, Either.right({ data: { disposition: "queued" } }))
            }
            yield* submit(
              text,
              images,
              (busy) => respond(commandId, type, Either.right({ data: { disposition: type !== "prompt" || busy ? "queued" : "started" } }))
            )
          })

        const onLine = (line: string) =>
          Effect.gen(function*() {
            const decoded = RpcProtocol.decodeLine(line)
            if (decoded._tag === "Invalid") return yield* respond(decoded.id, decoded.command, Either.left(decoded.error))
            const command = decoded.command
            switch (command.type) {
              case "prompt":
                return yield* queueOrStart(
                  command.id,
                  "prompt",
                  command.streamingBehavior === "steer" ? "steering" : "followUp",
                  command.message,
                  command.images ?? []
                )
              case "steer":
                return yield* queueOrStart(command.id, "steer", "steering", command.message, command.images ?? [])
              case "follow_up":
                return yield* queueOrStart(command.id, "follow_up", "followUp", command.message, command.images ?? [])
              default:
                yield* inFlight.take(1)
                return yield* FiberSet.run(
                  fibers,
                  handle(command).pipe(
                    Effect.exit,
                    Effect.flatMap((exit) =>
                      respond(command.id, command.type, exit._tag === "Success" ? Either.right(exit.value) : Either.left(messageOf(exit.cause)))
                    ),
                    Effect.ensuring(inFlight.release(1))
                  )
                )
            }
          })

        yield* Stream.runForEach(RpcProtocol.splitRecords(stdio.stdin.text), onLine)

        // EOF: start nothing more, stop what runs (persisting partial replies), finish the
        // commands in flight. A prompt the worker took before `closing` was set can still get
        // into the session after the abort below: it is aborted as soon as it starts.
        const starts = yield* bus.subscribe
        yield* Ref.set(closing, true)
        const latecomers = yield* Effect.fork(Stream.runForEach(Stream.filter(starts, (event) => event.type === "agent_start"), () => session.abort))
        yield* clearQueues
        yield* session.abortBash
        yield* session.abort
        yield* FiberSet.awaitEmpty(fibers)
        // what an `abort` in flight handed back as prompts
        yield* clearQueues
        yield* Stream.runDrain(Stream.takeUntil(jobs.changes, (n) => n === 0))
        yield* Fiber.interrupt(latecomers)
        // every event published so far is written before the server exits
        yield* subscription.end
        yield* Fiber.join(forwarder)
      })
    )).pipe(Effect.mapError(Sessions.agentFailure))
