import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  compute
} from "./chunk-3QJGU2WF.js";
import {
  treeJson
} from "./chunk-T7RVKVYD.js";
import "./chunk-VURO3MGK.js";
import {
  agentOptions,
  agentSource,
  make,
  startupWarnings,
  withAgent
} from "./chunk-ZDNJXHXJ.js";
import {
  agentFailure,
  userMessage
} from "./chunk-XJTZNUGU.js";
import {
  EventBus,
  LEVELS,
  Settings,
  hasValidUsage,
  projectedContextEstimate
} from "./chunk-JTC47JVU.js";
import "./chunk-GSIWMXAT.js";
import {
  price
} from "./chunk-WEJQ56AO.js";
import {
  Command,
  Path,
  SessionStore,
  forkCandidates
} from "./chunk-WDLIEMDJ.js";
import {
  projectPath,
  projection
} from "./chunk-TSB53EJV.js";
import {
  Cause_exports,
  Effect_exports,
  Either_exports,
  FiberSet_exports,
  Fiber_exports,
  Option_exports,
  ParseResult_exports,
  Queue_exports,
  Ref_exports,
  Schema_exports,
  Stream_exports,
  SubscriptionRef_exports,
  branch,
  contentText,
  entries,
  isObject2 as isObject,
  leafId,
  sessionName
} from "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";

// src/main/RpcProtocol.ts
var RpcError = class extends Schema_exports.TaggedError()("RpcError", { message: Schema_exports.String }) {
};
var id = Schema_exports.optionalWith(Schema_exports.String, { exact: true });
var optional = (schema) => Schema_exports.optionalWith(schema, { exact: true });
var Image = Schema_exports.Struct({ type: Schema_exports.Literal("image"), data: Schema_exports.String, mimeType: Schema_exports.String });
var Images = optional(Schema_exports.Array(Image));
var QueueMode = Schema_exports.Literal("all", "one-at-a-time");
var Commands = {
  prompt: Schema_exports.Struct({
    id,
    type: Schema_exports.Literal("prompt"),
    message: Schema_exports.String,
    images: Images,
    streamingBehavior: optional(Schema_exports.Literal("steer", "followUp"))
  }),
  steer: Schema_exports.Struct({ id, type: Schema_exports.Literal("steer"), message: Schema_exports.String, images: Images }),
  follow_up: Schema_exports.Struct({ id, type: Schema_exports.Literal("follow_up"), message: Schema_exports.String, images: Images }),
  clear_queue: Schema_exports.Struct({ id, type: Schema_exports.Literal("clear_queue") }),
  set_steering_mode: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_steering_mode"), mode: QueueMode }),
  set_follow_up_mode: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_follow_up_mode"), mode: QueueMode }),
  set_model: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_model"), provider: Schema_exports.String, modelId: Schema_exports.String }),
  cycle_model: Schema_exports.Struct({ id, type: Schema_exports.Literal("cycle_model") }),
  get_available_models: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_available_models") }),
  set_thinking_level: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_thinking_level"), level: Schema_exports.Literal(...LEVELS) }),
  cycle_thinking_level: Schema_exports.Struct({ id, type: Schema_exports.Literal("cycle_thinking_level") }),
  get_available_thinking_levels: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_available_thinking_levels") }),
  set_auto_retry: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_auto_retry"), enabled: Schema_exports.Boolean }),
  abort_retry: Schema_exports.Struct({ id, type: Schema_exports.Literal("abort_retry") }),
  bash: Schema_exports.Struct({ id, type: Schema_exports.Literal("bash"), command: Schema_exports.String, excludeFromContext: optional(Schema_exports.Boolean) }),
  abort_bash: Schema_exports.Struct({ id, type: Schema_exports.Literal("abort_bash") }),
  get_commands: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_commands") }),
  abort: Schema_exports.Struct({ id, type: Schema_exports.Literal("abort") }),
  get_state: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_state") }),
  get_messages: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_messages") }),
  new_session: Schema_exports.Struct({ id, type: Schema_exports.Literal("new_session"), parentSession: optional(Schema_exports.String) }),
  switch_session: Schema_exports.Struct({ id, type: Schema_exports.Literal("switch_session"), sessionPath: Schema_exports.String }),
  fork: Schema_exports.Struct({ id, type: Schema_exports.Literal("fork"), entryId: Schema_exports.String }),
  clone: Schema_exports.Struct({ id, type: Schema_exports.Literal("clone") }),
  compact: Schema_exports.Struct({ id, type: Schema_exports.Literal("compact"), customInstructions: optional(Schema_exports.String) }),
  set_session_name: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_session_name"), name: Schema_exports.String }),
  get_tree: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_tree") }),
  get_entries: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_entries"), since: optional(Schema_exports.String) }),
  get_fork_messages: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_fork_messages") }),
  get_last_assistant_text: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_last_assistant_text") }),
  get_session_stats: Schema_exports.Struct({ id, type: Schema_exports.Literal("get_session_stats") }),
  set_auto_compaction: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_auto_compaction"), enabled: Schema_exports.Boolean }),
  export_html: Schema_exports.Struct({ id, type: Schema_exports.Literal("export_html"), outputPath: optional(Schema_exports.String) }),
  navigate_tree: Schema_exports.Struct({
    id,
    type: Schema_exports.Literal("navigate_tree"),
    targetId: Schema_exports.String,
    summarize: optional(Schema_exports.Boolean),
    customInstructions: optional(Schema_exports.String),
    label: optional(Schema_exports.String),
    summary: optional(Schema_exports.String)
  }),
  set_label: Schema_exports.Struct({ id, type: Schema_exports.Literal("set_label"), entryId: Schema_exports.String, label: optional(Schema_exports.String) }),
  context_edit: Schema_exports.Struct({ id, type: Schema_exports.Literal("context_edit"), targetId: Schema_exports.String, replacement: Schema_exports.Unknown })
};
var isCommandType = (type) => typeof type === "string" && Object.prototype.hasOwnProperty.call(Commands, type);
var decodeLine = (line) => {
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return { _tag: "Invalid", id: void 0, command: "parse", error: `Failed to parse command: ${error.message}` };
  }
  const object = typeof parsed === "object" && parsed !== null ? parsed : {};
  const commandId = typeof object.id === "string" ? object.id : void 0;
  const type = object.type;
  if (!isCommandType(type)) return { _tag: "Invalid", id: commandId, command: String(type), error: `Unknown command: ${String(type)}` };
  const decoded = Schema_exports.decodeUnknownEither(Commands[type])(parsed);
  if (Either_exports.isLeft(decoded)) {
    return { _tag: "Invalid", id: commandId, command: type, error: `Invalid ${type} command: ${ParseResult_exports.TreeFormatter.formatErrorSync(decoded.left)}` };
  }
  return { _tag: "Command", command: decoded.right };
};
var responseLine = (commandId, command, outcome) => {
  const head = { ...commandId === void 0 ? {} : { id: commandId }, type: "response", command };
  if (Either_exports.isLeft(outcome)) return JSON.stringify({ ...head, success: false, error: outcome.left });
  const reply = outcome.right;
  if (reply.raw !== void 0) return `${JSON.stringify({ ...head, success: true }).slice(0, -1)},"data":${reply.raw}}`;
  return JSON.stringify({ ...head, success: true, ...reply.data === void 0 ? {} : { data: reply.data } });
};
var FORWARDED_ENTRIES = /* @__PURE__ */ new Set(["context_edit", "custom", "usage"]);
var piDelta = (delta) => {
  switch (delta._tag) {
    case "TextDelta":
      return { type: "text_delta", contentIndex: delta.index, delta: delta.delta };
    case "ThinkingDelta":
      return { type: "thinking_delta", contentIndex: delta.index, delta: delta.delta };
    case "ToolCallStart":
      return { type: "toolcall_start", contentIndex: delta.index, id: delta.id, toolName: delta.name };
    case "ToolCallDelta":
      return { type: "toolcall_delta", contentIndex: delta.index, delta: delta.delta };
    case "UsageUpdate":
      return void 0;
  }
};
var piEvents = (event, runMessages) => {
  switch (event.type) {
    case "agent_start":
      runMessages.length = 0;
      return [{ type: "agent_start" }];
    case "agent_end": {
      const messages = [...runMessages];
      runMessages.length = 0;
      return [
        { type: "agent_end", messages, willRetry: false, ...event.errorMessage === void 0 ? {} : { errorMessage: event.errorMessage } },
        { type: "agent_settled", aborted: event.aborted }
      ];
    }
    case "message_start":
      return [{ type: "message_start", message: { role: event.role } }];
    case "message_update": {
      const assistantMessageEvent = piDelta(event.delta);
      return assistantMessageEvent === void 0 ? [] : [{ type: "message_update", assistantMessageEvent }];
    }
    case "message_end":
      runMessages.push(event.message);
      return [{ type: "message_end", message: event.message, entryId: event.entryId }];
    case "entry_appended": {
      const type = event.entry.type;
      if (type === "session_info") {
        const name = typeof event.entry.name === "string" ? event.entry.name.trim() : "";
        return [{ type: "session_info_changed", ...name === "" ? {} : { name } }];
      }
      return typeof type === "string" && FORWARDED_ENTRIES.has(type) ? [{ type: "entry_appended", entry: event.entry }] : [];
    }
    case "tool_execution_start":
      return [{ type: "tool_execution_start", toolCallId: event.toolCallId, toolName: event.toolName, args: event.arguments }];
    case "tool_execution_end":
      return [event];
    case "compaction_start":
    case "compaction_end":
      return [event];
    case "extension_error":
      return [{ type: "extension_error", extensionPath: event.extension, event: event.event, error: event.error }];
    case "thinking_level_changed":
      return [{ type: "thinking_level_changed", level: event.level }];
    case "auto_retry_start":
    case "auto_retry_end":
      return [event];
    case "tree_navigated":
    case "session_switched":
    case "model_changed":
    // the server merges the agent's queues with its own before announcing them
    case "queue_update":
      return [];
  }
};
var DEFAULT_BASE_URLS = { anthropic: "https://api.anthropic.com", openai: "https://api.openai.com/v1" };
var modelObject = (info) => {
  const cost = info.cost ?? price(info.provider, info.modelId) ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  return {
    id: info.modelId,
    name: info.name ?? info.modelId,
    api: info.api,
    provider: info.provider,
    baseUrl: info.baseUrl ?? DEFAULT_BASE_URLS[info.provider] ?? "",
    reasoning: info.reasoning,
    input: [...info.input ?? ["text"]],
    contextWindow: info.contextWindow,
    maxTokens: info.maxTokens,
    cost: { input: cost.input, output: cost.output, cacheRead: cost.cacheRead, cacheWrite: cost.cacheWrite }
  };
};
var lastAssistantText = (messages) => {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.role !== "assistant") continue;
    const text = contentText(message.content, "").trim();
    if (message.stopReason === "stop" || text !== "") return text === "" ? void 0 : text;
  }
  return void 0;
};
var contextUsage = (branch2, contextWindow) => {
  if (!(contextWindow > 0)) return void 0;
  let compaction = branch2.length - 1;
  while (compaction >= 0 && branch2[compaction]?.type !== "compaction") compaction--;
  if (compaction >= 0) {
    const measured = branch2.slice(compaction + 1).some((e) => {
      const message = e.type === "message" && e.role === "assistant" ? e.value.message : void 0;
      return isObject(message) && hasValidUsage(message);
    });
    if (!measured) return { tokens: null, contextWindow, percent: null };
  }
  const tokens = projectedContextEstimate(projectPath(branch2), branch2);
  return { tokens, contextWindow, percent: tokens / contextWindow * 100 };
};
var splitRecords = (text) => Stream_exports.suspend(() => {
  let pending = "";
  const strip = (line) => line.endsWith("\r") ? line.slice(0, -1) : line;
  return text.pipe(
    Stream_exports.mapConcat((chunk) => {
      const parts = (pending + chunk).split("\n");
      pending = parts.pop() ?? "";
      return parts.map(strip);
    }),
    Stream_exports.concat(Stream_exports.suspend(() => pending === "" ? Stream_exports.empty : Stream_exports.make(strip(pending))))
  );
});

// src/main/Rpc.ts
var MAX_IN_FLIGHT = 64;
var stdinText = Stream_exports.async((emit) => {
  const stdin = process.stdin;
  stdin.setEncoding("utf8");
  const onData = (chunk) => void emit.single(chunk);
  const onEnd = () => void emit.end();
  stdin.on("data", onData);
  stdin.once("end", onEnd);
  stdin.once("error", onEnd);
  return Effect_exports.sync(() => {
    stdin.off("data", onData);
    stdin.off("end", onEnd);
    stdin.off("error", onEnd);
    stdin.pause();
    stdin.unref?.();
  });
});
var makeOutput = Effect_exports.gen(function* () {
  const lock = yield* Effect_exports.makeSemaphore(1);
  const write = (text) => Effect_exports.async((resume) => {
    process.stdout.write(text + "\n", () => resume(Effect_exports.void));
  });
  return (text) => lock.withPermits(1)(write(text));
});
var messageOf = (cause) => {
  const failure = Cause_exports.failureOption(cause);
  if (Option_exports.isSome(failure)) return userMessage(failure.value);
  const defect = Cause_exports.squash(cause);
  return defect instanceof Error ? defect.message : String(defect);
};
var modelFailure = (provider, modelId) => (error) => error._tag === "ModelError" && /^(unknown model provider|Model not found)/.test(error.reason) ? new RpcError({ message: `Model not found: ${provider}/${modelId}` }) : error;
var serve = (options) => withAgent(
  options,
  (flags) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      for (const warning of yield* startupWarnings(flags)) process.stderr.write(`arbor: warning: ${warning}
`);
      const source = yield* agentSource(options);
      const bus = yield* EventBus;
      const settings = yield* Settings;
      const writeLine = yield* makeOutput;
      const emit = (value) => writeLine(JSON.stringify(value));
      const subscription = yield* bus.subscription;
      const session = yield* make(source, yield* agentOptions(options, flags));
      const store = yield* SessionStore;
      const path = yield* Path;
      const gate = yield* Effect_exports.makeSemaphore(1);
      const pending = yield* Ref_exports.make([]);
      const agentQueue = yield* Ref_exports.make({ steering: [], followUp: [] });
      const jobs = yield* SubscriptionRef_exports.make(0);
      const closing = yield* Ref_exports.make(false);
      const wake = yield* Queue_exports.unbounded();
      const queueUpdate = Effect_exports.gen(function* () {
        const run = yield* Ref_exports.get(agentQueue);
        const waiting = (yield* Ref_exports.get(pending)).filter((p) => p.queued).map((p) => p.text);
        yield* emit({ type: "queue_update", steering: run.steering, followUp: [...run.followUp, ...waiting] });
      });
      const runMessages = [];
      const forwarder = yield* Effect_exports.forkScoped(
        Stream_exports.runForEach(
          subscription.events,
          (event) => event.type === "queue_update" ? Effect_exports.zipRight(Ref_exports.set(agentQueue, { steering: event.steering, followUp: event.followUp }), queueUpdate) : Effect_exports.forEach(piEvents(event, runMessages), emit, { discard: true })
        )
      );
      const clearQueues = Effect_exports.gen(function* () {
        const run = yield* session.clearQueue;
        const cleared = yield* Ref_exports.getAndSet(pending, []);
        if (cleared.length > 0) {
          yield* Ref_exports.update(jobs, (n) => n - cleared.length);
          yield* queueUpdate;
        }
        const waiting = cleared.map((p) => p.text);
        return { steering: run.steering, followUp: [...run.followUp, ...waiting], all: [...run.steering, ...run.followUp, ...waiting] };
      });
      const worker = Effect_exports.forever(
        Effect_exports.gen(function* () {
          yield* Queue_exports.take(wake);
          const next = yield* Ref_exports.modify(pending, (queue) => [queue[0], queue.slice(1)]);
          if (next === void 0) return;
          if (next.queued) yield* queueUpdate;
          yield* gate.withPermits(1)(Effect_exports.unlessEffect(session.prompt(next.text, next.images), Ref_exports.get(closing))).pipe(
            Effect_exports.catchAllCause((cause) => Effect_exports.sync(() => process.stderr.write(`arbor: prompt failed: ${messageOf(cause)}
`))),
            Effect_exports.ensuring(Ref_exports.update(jobs, (n) => n - 1))
          );
        })
      );
      yield* Effect_exports.forkScoped(worker);
      const submit = (text, images, answer = () => Effect_exports.void) => Effect_exports.gen(function* () {
        const busy = (yield* Ref_exports.getAndUpdate(jobs, (n) => n + 1)) > 0;
        yield* Ref_exports.update(pending, (q) => [...q, { text, images, queued: busy }]);
        yield* answer(busy);
        if (busy) yield* queueUpdate;
        yield* Queue_exports.offer(wake, void 0);
      });
      const exclusive = (operation) => Effect_exports.gen(function* () {
        yield* Ref_exports.update(jobs, (n) => n + 1);
        const { all } = yield* clearQueues;
        yield* session.abort;
        const result = yield* gate.withPermits(1)(operation);
        return { result, cleared: all };
      }).pipe(Effect_exports.ensuring(Ref_exports.update(jobs, (n) => n - 1)));
      const withCleared = (data, cleared) => cleared.length === 0 ? data : { ...data, clearedPrompts: cleared };
      const persist = (keyPath, value) => settings.update(keyPath, value).pipe(
        Effect_exports.catchAll((error) => Effect_exports.sync(() => process.stderr.write(`arbor: warning: the setting was not saved: ${error.message}
`)))
      );
      const getState = Effect_exports.gen(function* () {
        const current = yield* session.state;
        const branch2 = branch(current.tree);
        const activity = yield* session.activity;
        const run = yield* Ref_exports.get(agentQueue);
        const waiting = (yield* Ref_exports.get(pending)).filter((p) => p.queued).length;
        const name = sessionName(current.tree);
        const modes = yield* session.queueModes;
        return {
          model: modelObject(yield* session.model),
          thinkingLevel: yield* session.thinkingLevel,
          isStreaming: activity === "streaming",
          isCompacting: activity === "compacting" || activity === "navigating",
          steeringMode: modes.steering,
          followUpMode: modes.followUp,
          ...current.file === void 0 ? {} : { sessionFile: current.file },
          sessionId: current.header.id ?? "",
          ...name === void 0 ? {} : { sessionName: name },
          autoCompactionEnabled: yield* session.autoCompaction,
          messageCount: projectPath(branch2).messages.length,
          pendingMessageCount: run.steering.length + run.followUp.length + waiting
        };
      });
      const getSessionStats = Effect_exports.gen(function* () {
        const current = yield* session.state;
        const info = compute(current.tree, current.header, current.file, []);
        const count = (role) => info.messages.byRole[role] ?? 0;
        const usage = contextUsage(branch(current.tree), (yield* session.model).contextWindow);
        return {
          ...current.file === void 0 ? {} : { sessionFile: current.file },
          sessionId: current.header.id,
          userMessages: count("user"),
          assistantMessages: count("assistant"),
          toolCalls: info.toolCalls,
          toolResults: count("toolResult"),
          totalMessages: info.messages.total,
          tokens: info.tokens,
          cost: info.cost.total,
          ...usage === void 0 ? {} : { contextUsage: usage }
        };
      });
      const exportHtml = (outputPath) => Effect_exports.gen(function* () {
        const current = yield* session.state;
        const name = current.file === void 0 ? current.header.id : path.basename(current.file, ".jsonl");
        const HtmlExport = yield* Effect_exports.promise(() => import("./HtmlExport-CQTQSMAK.js"));
        const html = HtmlExport.page(current.tree, current.header, leafId(current.tree));
        const target = yield* store.writeFile(outputPath ?? `arbor-session-${name}.html`, html);
        return { path: target };
      });
      const bashTurn = yield* Effect_exports.makeSemaphore(1);
      const bash = (commandId, command, excludeFromContext) => bashTurn.withPermits(1)(Effect_exports.gen(function* () {
        const updates = yield* Queue_exports.unbounded();
        const drain = yield* Effect_exports.fork(
          Stream_exports.runForEach(Stream_exports.fromQueue(updates), (delta) => emit({ type: "bash_execution_update", ...commandId === void 0 ? {} : { id: commandId }, delta }))
        );
        const result = yield* session.bash(command, { excludeFromContext, onOutput: (delta) => Queue_exports.unsafeOffer(updates, delta) }).pipe(Effect_exports.ensuring(Effect_exports.zipRight(Queue_exports.shutdown(updates), Fiber_exports.await(drain))));
        return { data: result };
      }));
      const handle = (command) => {
        switch (command.type) {
          case "abort":
            return Effect_exports.gen(function* () {
              yield* session.abort;
              const left = yield* session.clearQueue;
              for (const text of [...left.steering, ...left.followUp]) yield* submit(text, []);
              return {};
            });
          case "clear_queue":
            return Effect_exports.map(clearQueues, ({ followUp, steering }) => ({ data: { steering, followUp } }));
          case "set_steering_mode":
          case "set_follow_up_mode": {
            const kind = command.type === "set_steering_mode" ? "steering" : "followUp";
            return Effect_exports.as(
              Effect_exports.zipRight(session.setQueueMode(kind, command.mode), persist([kind === "steering" ? "steeringMode" : "followUpMode"], command.mode)),
              {}
            );
          }
          case "set_model":
            return session.setModel(command.provider, command.modelId).pipe(
              Effect_exports.mapError(modelFailure(command.provider, command.modelId)),
              Effect_exports.map((info) => ({ data: modelObject(info) }))
            );
          case "cycle_model":
            return Effect_exports.map(session.cycleModel(1), (cycle) => ({
              data: cycle === void 0 ? null : { model: modelObject(cycle.model), thinkingLevel: cycle.thinkingLevel, isScoped: false }
            }));
          case "get_available_models":
            return Effect_exports.map(session.availableModels, (models) => ({ data: { models: models.map(modelObject) } }));
          case "set_thinking_level":
            return Effect_exports.as(session.setThinkingLevel(command.level), {});
          case "cycle_thinking_level":
            return Effect_exports.map(session.cycleThinkingLevel(1), (level) => ({ data: level === void 0 ? null : { level } }));
          case "get_available_thinking_levels":
            return Effect_exports.map(session.thinkingLevels, (levels) => ({ data: { levels } }));
          case "set_auto_retry":
            return Effect_exports.as(Effect_exports.zipRight(session.setAutoRetry(command.enabled), persist(["retry", "enabled"], command.enabled)), {});
          case "abort_retry":
            return Effect_exports.as(session.abortRetry, {});
          case "bash":
            return bash(command.id, command.command, command.excludeFromContext);
          case "abort_bash":
            return Effect_exports.as(session.abortBash, {});
          case "get_commands":
            return Effect_exports.succeed({ data: { commands: [] } });
          case "get_state":
            return Effect_exports.map(getState, (data) => ({ data }));
          case "get_messages":
            return Effect_exports.map(session.state, (s) => ({ data: { messages: projection(s.tree, leafId(s.tree)).messages } }));
          case "get_tree":
            return Effect_exports.map(session.state, (s) => ({
              raw: `{"tree":${treeJson(s.tree, { all: false })},"leafId":${JSON.stringify(leafId(s.tree))}}`
            }));
          case "get_entries":
            return Effect_exports.gen(function* () {
              const s = yield* session.state;
              const all = entries(s.tree);
              let from = 0;
              if (command.since !== void 0) {
                const at = all.findIndex((e) => e.id === command.since);
                if (at < 0) return yield* new RpcError({ message: `Entry not found: ${command.since}` });
                from = at + 1;
              }
              return { data: { entries: all.slice(from).map((e) => e.value), leafId: leafId(s.tree) } };
            });
          case "get_fork_messages":
            return Effect_exports.map(session.state, (s) => ({ data: { messages: forkCandidates(s.tree) } }));
          case "get_last_assistant_text":
            return Effect_exports.map(session.state, (s) => {
              const text = lastAssistantText(projection(s.tree, leafId(s.tree)).messages);
              return { data: text === void 0 ? {} : { text } };
            });
          case "get_session_stats":
            return Effect_exports.map(getSessionStats, (data) => ({ data }));
          case "set_auto_compaction":
            return Effect_exports.as(Effect_exports.zipRight(session.setAutoCompaction(command.enabled), persist(["compaction", "enabled"], command.enabled)), {});
          case "export_html":
            return Effect_exports.map(exportHtml(command.outputPath), (data) => ({ data }));
          case "set_session_name":
            return Effect_exports.gen(function* () {
              const name = command.name.trim();
              if (name === "") return yield* new RpcError({ message: "Session name cannot be empty" });
              yield* session.apply((stamp) => Command.SessionInfo({ ...stamp, name }));
              return {};
            });
          case "set_label":
            return Effect_exports.gen(function* () {
              const t = yield* session.apply((stamp) => Command.Label({ ...stamp, targetId: command.entryId, label: command.label }));
              return { data: { entryId: t.appended[0]?.id ?? null } };
            });
          case "context_edit":
            return Effect_exports.gen(function* () {
              const t = yield* session.apply((stamp) => Command.ContextEdit({ ...stamp, targetId: command.targetId, replacement: command.replacement }));
              return { data: { entryId: t.appended[0]?.id ?? null } };
            });
          case "new_session":
            return Effect_exports.map(exclusive(session.newSession), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }));
          case "switch_session":
            return Effect_exports.map(exclusive(session.resume(command.sessionPath)), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }));
          case "clone":
            return Effect_exports.map(exclusive(session.clone), ({ cleared, result }) => ({ data: withCleared({ cancelled: result.cancelled }, cleared) }));
          case "fork":
            return Effect_exports.map(exclusive(session.fork(command.entryId, "before")), ({ cleared, result }) => ({
              data: withCleared(result.cancelled ? { cancelled: true } : { text: result.selectedText ?? "", cancelled: false }, cleared)
            }));
          case "compact":
            return Effect_exports.map(exclusive(session.compact(command.customInstructions)), ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) }));
          case "navigate_tree":
            return Effect_exports.map(
              exclusive(
                command.summary !== void 0 ? Effect_exports.gen(function* () {
                  const summary = command.summary;
                  const t = yield* session.apply(
                    (stamp) => Command.Navigate({ ...stamp, targetId: command.targetId, summary: { summary }, label: command.label })
                  );
                  const summaryEntry = t.appended.find((e) => e.type === "branch_summary");
                  return {
                    cancelled: false,
                    ...t.editorText === void 0 ? {} : { editorText: t.editorText },
                    ...summaryEntry === void 0 ? {} : { summaryEntry: summaryEntry.value }
                  };
                }) : session.navigate(command.targetId, {
                  summarize: command.summarize,
                  customInstructions: command.customInstructions,
                  label: command.label
                })
              ),
              ({ cleared, result }) => ({ data: withCleared({ ...result }, cleared) })
            );
        }
      };
      const fibers = yield* FiberSet_exports.make();
      const inFlight = yield* Effect_exports.makeSemaphore(MAX_IN_FLIGHT);
      const respond = (commandId, command, outcome) => writeLine(responseLine(commandId, command, outcome));
      const queueOrStart = (commandId, type, kind, text, images) => Effect_exports.gen(function* () {
        const behind = kind === "followUp" && (yield* Ref_exports.get(pending)).length > 0;
        if (!behind && (yield* session.enqueue(kind, text, images))) return yield* respond(commandId, type, Either_exports.right({ data: { disposition: "queued" } }));
        yield* submit(text, images, (busy) => respond(commandId, type, Either_exports.right({ data: { disposition: type !== "prompt" || busy ? "queued" : "started" } })));
      });
      const onLine = (line) => Effect_exports.gen(function* () {
        const decoded = decodeLine(line);
        if (decoded._tag === "Invalid") return yield* respond(decoded.id, decoded.command, Either_exports.left(decoded.error));
        const command = decoded.command;
        switch (command.type) {
          case "prompt":
            return yield* queueOrStart(command.id, "prompt", command.streamingBehavior === "steer" ? "steering" : "followUp", command.message, command.images ?? []);
          case "steer":
            return yield* queueOrStart(command.id, "steer", "steering", command.message, command.images ?? []);
          case "follow_up":
            return yield* queueOrStart(command.id, "follow_up", "followUp", command.message, command.images ?? []);
          default:
            yield* inFlight.take(1);
            return yield* FiberSet_exports.run(
              fibers,
              handle(command).pipe(
                Effect_exports.exit,
                Effect_exports.flatMap(
                  (exit) => respond(command.id, command.type, exit._tag === "Success" ? Either_exports.right(exit.value) : Either_exports.left(messageOf(exit.cause)))
                ),
                Effect_exports.ensuring(inFlight.release(1))
              )
            );
        }
      });
      yield* Stream_exports.runForEach(splitRecords(stdinText), onLine);
      const starts = yield* bus.subscribe;
      yield* Ref_exports.set(closing, true);
      const latecomers = yield* Effect_exports.fork(Stream_exports.runForEach(Stream_exports.filter(starts, (event) => event.type === "agent_start"), () => session.abort));
      yield* clearQueues;
      yield* session.abortBash;
      yield* session.abort;
      yield* FiberSet_exports.awaitEmpty(fibers);
      yield* clearQueues;
      yield* Stream_exports.runDrain(Stream_exports.takeUntil(jobs.changes, (n) => n === 0));
      yield* Fiber_exports.interrupt(latecomers);
      yield* subscription.end;
      yield* Fiber_exports.join(forwarder);
    })
  )
).pipe(Effect_exports.mapError(agentFailure));
export {
  serve
};
//# sourceMappingURL=Rpc-BBJJHNX5.js.map
