import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  CliFailure,
  Stdio,
  UsageError,
  agent,
  agentFailure,
  explicitModel,
  failIn,
  resolveHere,
  resolveSource
} from "./chunk-XJTZNUGU.js";
import {
  ALL,
  BRANCH_SUMMARY_PREAMBLE,
  BRANCH_SUMMARY_PROMPT,
  CANCELLED,
  DEFAULTS,
  EventBus,
  Extensions,
  Failure,
  LEVELS,
  ModelRegistry,
  SUMMARIZATION_SYSTEM_PROMPT,
  Settings,
  Shell,
  TOKEN_CAP,
  Toolkit,
  addDetails,
  addMessage,
  available,
  checkReply,
  clamp,
  combine,
  emptyFileOps,
  estimate,
  failureEvent,
  failureText,
  fileLists,
  fileListsText,
  hasToolCall,
  isLevel,
  isName,
  layer,
  layer6 as layer2,
  layerNone,
  next,
  prepare,
  projectedContextEstimate,
  replyText,
  requests,
  serializeConversation,
  shouldCompact,
  text,
  usageSize
} from "./chunk-JTC47JVU.js";
import {
  Model,
  ModelError,
  apply as apply2,
  finish,
  layerReplay,
  start,
  toolCalls
} from "./chunk-WEJQ56AO.js";
import {
  Command,
  EntryNotFound,
  NothingToClone,
  Path,
  SessionStore,
  apply,
  expandPath,
  fileName,
  idSource,
  sessionIdentity,
  spans,
  stamp,
  timestamp
} from "./chunk-WDLIEMDJ.js";
import {
  FileSystem,
  entryMessages,
  projectPath,
  projection,
  settings,
  systemCheckpoint
} from "./chunk-TSB53EJV.js";
import {
  Cause_exports,
  Clock_exports,
  Console_exports,
  Data_exports,
  Deferred_exports,
  Duration_exports,
  Effect_exports,
  Either_exports,
  ExecutionStrategy_exports,
  Exit_exports,
  Fiber_exports,
  Layer_exports,
  Option_exports,
  Ref_exports,
  Scope_exports,
  Stream_exports,
  branch,
  contentText,
  count,
  get6 as get,
  has2 as has,
  isObject2 as isObject,
  leafEntry,
  leafId,
  millis2 as millis,
  path
} from "./chunk-WFCFCPO7.js";

// src/main/AgentCli.ts
import * as os from "node:os";

// src/domain/SystemPrompt.ts
var PREAMBLE = "You are a coding agent working in the user's project through Arbor. You help by reading code, running commands, editing files and writing new ones, and you answer questions about the project.";
var GUIDELINES = [
  "Guidelines:",
  "- Look before you change: read the files you are about to edit; edit needs their exact current text.",
  "- Use edit for changes to existing files and write for new files or complete rewrites.",
  "- Run the project's tests or build after a change when there is a way to, and say what you ran.",
  "- Tools run without asking the user for confirmation: never run destructive commands (deleting files, resetting git history, touching things outside the project) unless the user asked for exactly that.",
  "- Keep answers short and concrete; name files by their paths."
].join("\n");
var firstLine = (text2) => text2.split(/(?<=\.)\s/)[0] ?? text2;
var sections = (input) => {
  const out = { preamble: PREAMBLE };
  if (input.tools.length > 0) {
    out.tools = ["Available tools:", ...input.tools.map((tool) => `- ${tool.name}: ${firstLine(tool.description)}`)].join("\n");
    out.guidelines = GUIDELINES;
  } else {
    out.tools = "No tools are available in this session: answer from the conversation alone.";
  }
  const files = input.contextFiles ?? [];
  if (files.length > 0) {
    out.context = ["# Project instructions", ...files.map((file) => `## ${file.path}

${file.text.trim()}`)].join("\n\n");
  }
  out.cwd = `Current working directory: ${input.cwd}`;
  out.date = `Current date: ${input.date}`;
  return out;
};

// src/domain/MessageQueue.ts
var empty = { steering: [], followUp: [] };
var add = (queue, kind, message) => ({ ...queue, [kind]: [...queue[kind], message] });
var take = (queue, kind, mode) => {
  const waiting = queue[kind];
  const taken = mode === "all" ? waiting : waiting.slice(0, 1);
  return [taken, { ...queue, [kind]: waiting.slice(taken.length) }];
};
var size = (queue) => queue.steering.length + queue.followUp.length;
var texts = (queue) => ({
  steering: queue.steering.map((m) => m.text),
  followUp: queue.followUp.map((m) => m.text)
});

// src/domain/AgentLoop.ts
var ACTIVITY = {
  prompt: "streaming",
  compact: "compacting",
  navigate: "navigating"
};
var BUSY_PROMPT = "Agent is already processing. Specify streamingBehavior ('steer' or 'followUp') to queue the message.";
var BUSY_PROMPT_COMPACTING = "Cannot submit a prompt while compaction is in progress. Wait for compaction to finish and retry.";
var BUSY_TREE_STREAMING = "Wait for the current response to finish before navigating the session tree.";
var BUSY_TREE_COMPACTING = "Wait for the current compaction or tree navigation to finish before navigating the session tree.";
var BUSY_COMPACTING = "Wait for the current compaction or tree navigation to finish before compacting.";
var refusal = (activity, operation) => {
  if (activity === "idle") return void 0;
  switch (operation) {
    case "prompt":
      return activity === "streaming" ? BUSY_PROMPT : BUSY_PROMPT_COMPACTING;
    case "navigate":
      return activity === "streaming" ? BUSY_TREE_STREAMING : BUSY_TREE_COMPACTING;
    case "compact":
      return BUSY_COMPACTING;
  }
};
var OVERFLOW = /prompt is too long|exceeds the context window|context[_ ]length[_ ]exceeded|too many tokens|maximum context length|request too large|\b413\b/i;
var RATE_LIMIT = /rate limit|too many requests|\b429\b/i;
var TRANSIENT = /rate limit|too many requests|overloaded|\b(429|500|502|503|504|529)\b|server error|internal error|timed? ?out|ECONNRESET|ECONNREFUSED|socket hang up|network|connection (failed|error|reset)/i;
var classify = (message) => {
  if (message.stopReason !== "error") return void 0;
  const text2 = message.errorMessage;
  if (typeof text2 !== "string") return "fatal";
  if (OVERFLOW.test(text2) && !RATE_LIMIT.test(text2)) return "overflow";
  return TRANSIENT.test(text2) ? "transient" : "fatal";
};
var Run = Data_exports.taggedEnum();
var initial = (settings2) => ({
  activity: "idle",
  accepting: false,
  queue: empty,
  modes: settings2.modes,
  retry: settings2.retry,
  compaction: settings2.compaction,
  pendingBash: [],
  run: Run.Idle()
});
var Event = Data_exports.taggedEnum();
var Action = Data_exports.taggedEnum();
var queueUpdate = (queue) => Action.Emit({ event: { type: "queue_update", ...texts(queue) } });
var finalError = (message) => message.stopReason === "error" && typeof message.errorMessage === "string" ? { finalError: message.errorMessage } : {};
var retryEnd = (success, attempt, message) => Action.Emit({ event: { type: "auto_retry_end", success, attempt, ...finalError(message) } });
var compactsAfter = (message, contextWindow, afterCompaction, settings2) => {
  if (!settings2.enabled || message.stopReason === "aborted" || message.stopReason === "error") return false;
  const tokens = usageSize(message);
  if (tokens <= 0) return false;
  return shouldCompact(tokens, contextWindow, settings2) && !afterCompaction;
};
var turn = (state, afterRecovery, before = []) => [
  { ...state, run: Run.Replying({ attempt: 0, afterRecovery }) },
  [...before, Action.StartTurn()]
];
var takeQueued = (state, atEnd) => {
  const [steered, afterSteering] = take(state.queue, "steering", state.modes.steering);
  if (steered.length > 0) return [steered, { ...state, queue: afterSteering }];
  if (!atEnd) return [[], state];
  const [followed, afterFollowUp] = take(state.queue, "followUp", state.modes.followUp);
  if (followed.length > 0) return [followed, { ...state, queue: afterFollowUp }];
  return [[], { ...state, accepting: false }];
};
var delivery = (messages, state) => messages.length === 0 ? [] : [queueUpdate(state.queue), Action.Deliver({ messages })];
var settle = (state, reply, before) => {
  const [taken, next2] = takeQueued(state, true);
  if (taken.length > 0) return turn(next2, false, [...before, ...delivery(taken, next2)]);
  return [
    { ...next2, run: Run.Idle() },
    [...before, Action.Finish({ message: reply.message, aborted: reply.message.stopReason === "aborted" })]
  ];
};
var turnsEnded = (state, reply, afterRecovery, before) => {
  if (afterRecovery) return settle(state, reply, before);
  if (state.compaction.enabled && classify(reply.message) === "overflow") {
    if (reply.entryId === void 0) return settle(state, reply, before);
    return [
      { ...state, run: Run.Recovering({ reply }) },
      [...before, Action.Omit({ entryId: reply.entryId }), Action.Compact({ reason: "overflow", willRetry: true })]
    ];
  }
  if (compactsAfter(reply.message, reply.contextWindow, false, state.compaction)) {
    return [{ ...state, run: Run.CompactingAfterRun({ reply }) }, [...before, Action.Compact({ reason: "threshold", willRetry: false })]];
  }
  return settle(state, reply, before);
};
var turnEnded = (state, reply, afterRecovery, before) => {
  if (reply.message.stopReason === "toolUse" && toolCalls(reply.message).length > 0) {
    return [{ ...state, run: Run.RunningTools({ afterRecovery }) }, [...before, Action.RunTools({ message: reply.message })]];
  }
  return turnsEnded(state, reply, afterRecovery, before);
};
var replied = (state, reply, attempt, afterRecovery) => {
  const { message } = reply;
  const retry = state.retry;
  if (classify(message) !== "transient" || !retry.enabled) {
    return turnEnded(state, reply, afterRecovery, attempt > 0 ? [retryEnd(message.stopReason !== "error", attempt, message)] : []);
  }
  if (attempt >= retry.maxRetries) return turnEnded(state, reply, afterRecovery, [retryEnd(false, attempt, message)]);
  if (reply.entryId === void 0) return turnEnded(state, reply, afterRecovery, []);
  const delayMs = retry.baseDelayMs * 2 ** attempt;
  return [
    { ...state, run: Run.RetryWaiting({ attempt, afterRecovery, reply, entryId: reply.entryId }) },
    [
      Action.Emit({
        event: {
          type: "auto_retry_start",
          attempt: attempt + 1,
          maxAttempts: retry.maxRetries,
          delayMs,
          errorMessage: typeof message.errorMessage === "string" ? message.errorMessage : ""
        }
      }),
      Action.Retry({ attempt: attempt + 1, delayMs })
    ]
  ];
};
var unchanged = (state) => [state, []];
var step = (state, event) => {
  const run = state.run;
  switch (event._tag) {
    case "PromptStarted": {
      if (run._tag !== "Starting") return unchanged(state);
      if (event.previous !== void 0 && compactsAfter({ ...event.previous, stopReason: "stop" }, event.contextWindow, event.afterCompaction, state.compaction)) {
        return [{ ...state, run: Run.PrePrompt() }, [Action.Compact({ reason: "threshold", willRetry: false })]];
      }
      return turn(state, false, [Action.SendPrompt()]);
    }
    case "Replied": {
      if (run._tag !== "Replying") return unchanged(state);
      const { _tag, ...reply } = event;
      return replied(state, reply, run.attempt, run.afterRecovery);
    }
    case "RetryWaited": {
      if (run._tag !== "RetryWaiting") return unchanged(state);
      if (!event.completed) return turnEnded(state, run.reply, run.afterRecovery, [retryEnd(false, run.attempt + 1, run.reply.message)]);
      return [
        { ...state, run: Run.Replying({ attempt: run.attempt + 1, afterRecovery: run.afterRecovery }) },
        [Action.Omit({ entryId: run.entryId }), Action.StartTurn()]
      ];
    }
    case "ToolsEnded": {
      if (run._tag !== "RunningTools") return unchanged(state);
      const [taken, next2] = takeQueued(state, false);
      return [{ ...next2, run: Run.Measuring({ afterRecovery: run.afterRecovery }) }, [...delivery(taken, next2), Action.MeasureContext()]];
    }
    case "ContextMeasured": {
      if (run._tag !== "Measuring") return unchanged(state);
      if (shouldCompact(event.tokens, event.contextWindow, state.compaction)) {
        return [
          { ...state, run: Run.CompactingBetweenTurns({ afterRecovery: run.afterRecovery }) },
          [Action.Compact({ reason: "threshold", willRetry: false })]
        ];
      }
      return turn(state, run.afterRecovery);
    }
    case "CompactionEnded": {
      switch (run._tag) {
        case "PrePrompt":
          return turn(state, false, [Action.SendPrompt()]);
        case "CompactingBetweenTurns":
          return turn(state, run.afterRecovery);
        case "Recovering":
          return event.succeeded ? turn(state, true) : settle(state, run.reply, []);
        case "CompactingAfterRun":
          return settle(state, run.reply, []);
        default:
          return unchanged(state);
      }
    }
    default:
      return unchanged(state);
  }
};
var decide = (state, event) => {
  switch (event._tag) {
    case "Begin": {
      const refused = refusal(state.activity, event.operation);
      if (refused !== void 0 && state.activity !== "idle") return [state, [Action.Refuse({ running: state.activity, message: refused })]];
      const prompt2 = event.operation === "prompt";
      return [
        { ...state, activity: ACTIVITY[event.operation], accepting: prompt2, run: prompt2 ? Run.Starting() : Run.Idle() },
        [Action.Launch({ operation: event.operation })]
      ];
    }
    case "End":
      return [
        { ...state, activity: "idle", accepting: false, pendingBash: [], run: Run.Idle() },
        state.pendingBash.map((record) => Action.RecordBash({ record }))
      ];
    case "Abort":
      return [state, state.activity === "idle" ? [] : [Action.Interrupt()]];
    case "Enqueue": {
      if (!state.accepting) return unchanged(state);
      const queue = add(state.queue, event.kind, event.message);
      return [{ ...state, queue }, [queueUpdate(queue)]];
    }
    case "ClearQueue": {
      const cleared = Action.Cleared({ queue: state.queue });
      const next2 = { ...state, queue: empty };
      return [next2, size(state.queue) > 0 ? [cleared, queueUpdate(empty)] : [cleared]];
    }
    case "SetQueueMode":
      return unchanged({ ...state, modes: { ...state.modes, [event.kind]: event.mode } });
    case "SetAutoRetry":
      return unchanged({ ...state, retry: { ...state.retry, enabled: event.enabled } });
    case "SetAutoCompaction":
      return unchanged({ ...state, compaction: { ...state.compaction, enabled: event.enabled } });
    case "BashEnded":
      if (state.accepting) return unchanged({ ...state, pendingBash: [...state.pendingBash, event.record] });
      return [state, [Action.RecordBash({ record: event.record })]];
    default:
      return step(state, event);
  }
};

// src/domain/BranchSummary.ts
var DEFAULT_RESERVE_TOKENS = 16384;
var DEFAULT_CONTEXT_WINDOW = 128e3;
var budget = (contextWindow, reserveTokens = DEFAULT_RESERVE_TOKENS) => (contextWindow || DEFAULT_CONTEXT_WINDOW) - reserveTokens;
var NO_CONTENT = "No content to summarize";
var collect = (tree, oldLeafId, targetId) => {
  if (oldLeafId === null) return { entries: [], commonAncestorId: null };
  const onOldPath = new Set(path(tree, oldLeafId).map((entry) => entry.id));
  let commonAncestorId = null;
  const seenUp = /* @__PURE__ */ new Set();
  let up = get(tree, targetId);
  while (up !== void 0 && up.id !== void 0 && !seenUp.has(up.id)) {
    if (onOldPath.has(up.id)) {
      commonAncestorId = up.id;
      break;
    }
    seenUp.add(up.id);
    up = up.parentId ? get(tree, up.parentId) : void 0;
  }
  const entries = [];
  const seen = /* @__PURE__ */ new Set();
  let current = get(tree, oldLeafId);
  while (current !== void 0 && current.id !== void 0 && current.id !== commonAncestorId && !seen.has(current.id)) {
    seen.add(current.id);
    entries.push(current);
    current = current.parentId ? get(tree, current.parentId) : void 0;
  }
  return { entries: entries.reverse(), commonAncestorId };
};
var EDITABLE_ROLES = /* @__PURE__ */ new Set(["user", "assistant", "toolResult", "custom"]);
var edited = (message, replacement) => {
  const role = message.role;
  const content = replacement.content;
  if (typeof role !== "string" || !EDITABLE_ROLES.has(role) || content === void 0) return message;
  return {
    ...message,
    content: (role === "assistant" || role === "toolResult") && typeof content === "string" ? [{ type: "text", text: content }] : content
  };
};
var messageFor = (entry, edits) => {
  let message;
  switch (entry.type) {
    case "message":
      if (entry.role === "toolResult") return void 0;
      message = entryMessages(entry)[0];
      break;
    case "custom_message":
      message = entryMessages(entry)[0];
      break;
    case "branch_summary":
      return { role: "branchSummary", summary: entry.value.summary ?? null, fromId: entry.value.fromId ?? null, timestamp: millis(entry.timestamp) };
    case "compaction":
      return {
        role: "compactionSummary",
        summary: entry.value.summary ?? null,
        tokensBefore: entry.value.tokensBefore ?? null,
        timestamp: millis(entry.timestamp)
      };
    default:
      return void 0;
  }
  if (message === void 0 || entry.id === void 0 || !edits.has(entry.id)) return message;
  const replacement = edits.get(entry.id);
  if (replacement === null) return void 0;
  return isObject(replacement) ? edited(message, replacement) : message;
};
var prepare2 = (entries, budget2) => {
  const ops = emptyFileOps();
  const edits = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    if (entry.type === "branch_summary" && entry.value.fromHook !== true) addDetails(ops, entry.value.details);
    if (entry.type === "context_edit" && typeof entry.value.targetId === "string") edits.set(entry.value.targetId, entry.value.replacement);
  }
  const messages = [];
  let total = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    const message = messageFor(entry, edits);
    if (message === void 0) continue;
    addMessage(ops, message);
    const tokens = estimate(message);
    if (budget2 > 0 && total + tokens > budget2) {
      if ((entry.type === "compaction" || entry.type === "branch_summary") && total < budget2 * 0.9) {
        messages.unshift(message);
        total += tokens;
      }
      break;
    }
    messages.unshift(message);
    total += tokens;
  }
  return { messages, fileOps: ops, totalTokens: total };
};
var instructions = (customInstructions, replaceInstructions) => {
  if (replaceInstructions && customInstructions) return customInstructions;
  if (customInstructions) return `${BRANCH_SUMMARY_PROMPT}

Additional focus: ${customInstructions}`;
  return BRANCH_SUMMARY_PROMPT;
};
var prompt = (prepared, customInstructions, replaceInstructions) => `<conversation>
${serializeConversation(prepared.messages)}
</conversation>

${instructions(customInstructions, replaceInstructions)}`;
var request = (prepared, customInstructions, replaceInstructions) => prepared.messages.length === 0 ? void 0 : { systemPrompt: SUMMARIZATION_SYSTEM_PROMPT, prompt: prompt(prepared, customInstructions, replaceInstructions) };
var Failure2 = Data_exports.taggedEnum();
var result = (prepared, reply) => {
  if (prepared.messages.length === 0) {
    return Either_exports.right({ summary: NO_CONTENT, details: { readFiles: [], modifiedFiles: [] }, fromHook: false });
  }
  if (reply === void 0) return Either_exports.left(Failure2.Failed({ message: "Branch summarization failed: Unknown error" }));
  if (reply.stopReason === "aborted") return Either_exports.left(Failure2.Aborted());
  if (reply.stopReason === "error") {
    const reason = typeof reply.errorMessage === "string" && reply.errorMessage !== "" ? reply.errorMessage : "Unknown error";
    return Either_exports.left(Failure2.Failed({ message: `Branch summarization failed: ${reason}` }));
  }
  if (reply.stopReason === "length") {
    return Either_exports.left(Failure2.Failed({ message: `Branch summarization failed: ${TOKEN_CAP}` }));
  }
  if (hasToolCall(reply)) return Either_exports.left(Failure2.Failed({ message: "Branch summarization attempted to call a tool" }));
  const lists = fileLists(prepared.fileOps);
  return Either_exports.right({
    summary: BRANCH_SUMMARY_PREAMBLE + replyText(reply) + fileListsText(lists),
    details: lists,
    ...reply.usage === void 0 ? {} : { usage: reply.usage },
    fromHook: false
  });
};

// src/services/AgentSession.ts
var AgentBusy = class extends Data_exports.TaggedError("AgentBusy") {
  get message() {
    return this.operation === "bash" || this.running === "bash" ? BASH_RUNNING : refusal(this.running, this.operation) ?? "";
  }
};
var FailureReason = Data_exports.taggedEnum();
var AgentFailure = class extends Data_exports.TaggedError("AgentFailure") {
  get message() {
    const reason = this.reason;
    switch (reason._tag) {
      case "NoShell":
        return NO_SHELL;
      case "Shell":
        return reason.error.message;
      case "BranchSummary":
        return reason.failure._tag === "Failed" ? reason.failure.message : CANCELLED;
      case "Compaction":
        return failureText(reason.failure);
    }
  }
  /** Whether it failed because it was cancelled (Esc, `abort`, an extension). */
  get aborted() {
    const reason = this.reason;
    return reason._tag === "Compaction" && reason.failure._tag === "Cancelled" || reason._tag === "BranchSummary" && reason.failure._tag === "Aborted";
  }
};
var CompactionFailed = class extends Data_exports.TaggedError("CompactionFailed") {
  get message() {
    return failureText(this.failure);
  }
};
var ABORTED_MESSAGE = "Request was aborted";
var TOOL_ABORTED = "Operation aborted";
var BASH_RUNNING = "A shell command is already running; abort it first.";
var NO_SHELL = "No shell is available to this agent.";
var AgentSession = class extends Effect_exports.Tag("arbor/AgentSession")() {
};
var make = (source, options = {}) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const startModel = yield* Model;
  const toolkit = yield* Toolkit;
  const bus = yield* EventBus;
  const registry = Option_exports.getOrUndefined(yield* Effect_exports.serviceOption(ModelRegistry));
  const shell = Option_exports.getOrUndefined(yield* Effect_exports.serviceOption(Shell));
  const settingsService = Option_exports.getOrUndefined(yield* Effect_exports.serviceOption(Settings));
  const configured = settingsService === void 0 ? DEFAULTS : yield* settingsService.current;
  const extensions = yield* Extensions;
  const path2 = yield* Path;
  const parentScope = yield* Effect_exports.scope;
  const firstScope = yield* Scope_exports.fork(parentScope, ExecutionStrategy_exports.sequential);
  const sessionScope = yield* Ref_exports.make(firstScope);
  const writerRef = yield* Ref_exports.make(yield* Scope_exports.extend(store.writer(source), firstScope));
  const loop = yield* Ref_exports.make(
    initial({
      retry: options.retry ?? configured.retry,
      compaction: options.compaction ?? configured.compaction,
      modes: { steering: configured.steeringMode, followUp: configured.followUpMode }
    })
  );
  const decide2 = (event) => Ref_exports.modify(loop, (current) => {
    const [next2, actions] = decide(current, event);
    return [actions, next2];
  });
  const loopState = Ref_exports.get(loop);
  const compactionSettings = Effect_exports.map(loopState, (s) => s.compaction);
  const runFiber = yield* Ref_exports.make(Option_exports.none());
  const retryWait = yield* Ref_exports.make(Option_exports.none());
  const liveModel = yield* Ref_exports.make(startModel);
  const liveLevel = yield* Ref_exports.make("off");
  const currentModel = Ref_exports.get(liveModel);
  const levelsOf = (info) => available({ reasoning: info.reasoning, extraLevels: info.extraLevels });
  const bashCancel = yield* Ref_exports.make(Option_exports.none());
  const writer = Ref_exports.get(writerRef);
  const state = Effect_exports.flatMap(writer, (w) => w.state);
  const append = (build) => Effect_exports.gen(function* () {
    const w = yield* writer;
    const stamp2 = yield* stamp;
    const transition = yield* w.apply(build(stamp2));
    for (const entry of transition.appended) {
      yield* bus.publish({ type: "entry_appended", entry: entry.value });
      if (entry.type === "message") {
        yield* bus.publish({ type: "message_end", entryId: entry.id, message: entry.value.message });
      }
    }
    return transition;
  });
  const appendMessage = (message) => Effect_exports.map(
    append((stamp2) => Command.AppendMessage({ ...stamp2, message })),
    (t) => t.appended[0]
  );
  const now = Effect_exports.map(timestamp, (iso) => Date.parse(iso));
  const useLevel = (level) => Effect_exports.gen(function* () {
    const clamped = clamp(level, levelsOf((yield* currentModel).info));
    const before = yield* Ref_exports.getAndSet(liveLevel, clamped);
    if (before !== clamped) yield* bus.publish({ type: "thinking_level_changed", level: clamped });
    return clamped;
  });
  const useModel = (next2) => Effect_exports.gen(function* () {
    const before = yield* Ref_exports.getAndSet(liveModel, next2);
    if (before !== next2) yield* bus.publish({ type: "model_changed", model: next2.info });
  });
  const sameModel = (info, provider, modelId) => info.provider === provider && info.modelId === modelId;
  const followPath = (explicit = {}) => Effect_exports.gen(function* () {
    const branch2 = branch((yield* state).tree);
    const recorded = settings(branch2);
    const current = yield* currentModel;
    if (!explicit.model && recorded.model !== null && !sameModel(current.info, recorded.model.provider, recorded.model.modelId)) {
      const { modelId, provider } = recorded.model;
      if (registry !== void 0 && typeof provider === "string" && typeof modelId === "string") {
        const found = yield* Effect_exports.option(registry.get(provider, modelId));
        if (Option_exports.isSome(found)) yield* useModel(found.value);
      }
    }
    if (explicit.level !== void 0) return yield* useLevel(explicit.level);
    const hasLevel = branch2.some((e) => e.type === "thinking_level_change");
    if (hasLevel && typeof recorded.thinkingLevel === "string") return yield* useLevel(recorded.thinkingLevel);
    return yield* useLevel(explicit.fallbackLevel ?? (yield* Ref_exports.get(liveLevel)));
  });
  const recordModel = Effect_exports.gen(function* () {
    const info = (yield* currentModel).info;
    yield* append((stamp2) => Command.ModelChange({ ...stamp2, provider: info.provider, modelId: info.modelId }));
    const thinkingLevel = yield* Ref_exports.get(liveLevel);
    yield* append((stamp2) => Command.ThinkingLevelChange({ ...stamp2, thinkingLevel }));
  });
  const startLevel = options.thinkingLevel ?? configured.defaultThinkingLevel;
  if (count((yield* state).tree) === 0) {
    yield* useLevel(startLevel);
    yield* recordModel;
  } else yield* followPath({ model: options.explicitModel === true, level: options.thinkingLevel, fallbackLevel: startLevel });
  const recordLevel = Effect_exports.gen(function* () {
    const level = yield* Ref_exports.get(liveLevel);
    const recorded = settings(branch((yield* state).tree)).thinkingLevel;
    if (recorded !== level) yield* append((stamp2) => Command.ThinkingLevelChange({ ...stamp2, thinkingLevel: level }));
  });
  const setThinkingLevel = (level) => Effect_exports.gen(function* () {
    const before = yield* Ref_exports.get(liveLevel);
    const clamped = yield* useLevel(level);
    if (clamped !== before) yield* append((stamp2) => Command.ThinkingLevelChange({ ...stamp2, thinkingLevel: clamped }));
    return clamped;
  });
  const cycleThinkingLevel = (direction = 1) => Effect_exports.gen(function* () {
    const next2 = next(yield* Ref_exports.get(liveLevel), levelsOf((yield* currentModel).info), direction);
    return next2 === void 0 ? void 0 : yield* setThinkingLevel(next2);
  });
  const setModel = (provider, modelId) => Effect_exports.gen(function* () {
    const current = yield* currentModel;
    const next2 = sameModel(current.info, provider, modelId) ? current : registry === void 0 ? yield* new ModelError({ provider, reason: `Model not found: ${provider}/${modelId}` }) : yield* registry.get(provider, modelId);
    yield* useModel(next2);
    yield* append((stamp2) => Command.ModelChange({ ...stamp2, provider: next2.info.provider, modelId: next2.info.modelId }));
    yield* setThinkingLevel(yield* Ref_exports.get(liveLevel));
    return next2.info;
  });
  const availableModels = Effect_exports.gen(function* () {
    const current = (yield* currentModel).info;
    const listed = registry === void 0 ? [] : yield* registry.available;
    return listed.some((m) => sameModel(m, current.provider, current.modelId)) ? listed : [...listed, current];
  });
  const cycleModel = (direction = 1) => Effect_exports.gen(function* () {
    const models = yield* availableModels;
    if (models.length <= 1) return void 0;
    const current = (yield* currentModel).info;
    const at = models.findIndex((m) => sameModel(m, current.provider, current.modelId));
    const next2 = models[(at + direction + models.length) % models.length];
    const model = yield* setModel(next2.provider, next2.modelId);
    return { model, thinkingLevel: yield* Ref_exports.get(liveLevel) };
  });
  const announce = (actions) => Effect_exports.forEach(actions, (action) => action._tag === "Emit" ? bus.publish(action.event) : Effect_exports.void, { discard: true });
  const enqueue = (kind, text2, images = []) => Effect_exports.gen(function* () {
    const actions = yield* decide2(Event.Enqueue({ kind, message: { text: text2, images } }));
    yield* announce(actions);
    return actions.length > 0;
  });
  const clearQueue = Effect_exports.gen(function* () {
    const actions = yield* decide2(Event.ClearQueue());
    yield* announce(actions);
    return texts(actions.find(Action.$is("Cleared"))?.queue ?? empty);
  });
  const userMessage = (text2, images) => Effect_exports.gen(function* () {
    return { role: "user", content: [{ type: "text", text: text2 }, ...images], timestamp: yield* now };
  });
  const deliver = (messages) => Effect_exports.forEach(messages, (m) => Effect_exports.flatMap(userMessage(m.text, m.images), appendMessage), { discard: true });
  const ensureSystemMessage = Effect_exports.gen(function* () {
    const current = yield* state;
    const messages = projection(current.tree, leafId(current.tree)).messages;
    if (systemCheckpoint(messages) !== void 0) return;
    const prompt3 = options.systemPrompt;
    if (prompt3 === void 0 && toolkit.tools.length === 0) return;
    const message = { role: "system", content: typeof prompt3 === "string" ? prompt3 : "" };
    if (prompt3 !== void 0 && typeof prompt3 !== "string") message.sections = prompt3.sections;
    message.timestamp = yield* now;
    if (toolkit.tools.length > 0) message.toolsAdded = toolkit.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }));
    yield* appendMessage(message);
  });
  const reply = Effect_exports.gen(function* () {
    const current = yield* state;
    const projection2 = projection(current.tree, leafId(current.tree));
    const model = yield* currentModel;
    const level = yield* Ref_exports.get(liveLevel);
    const startedAt = yield* now;
    const partial = yield* Ref_exports.make(
      start({ api: model.info.api, provider: model.info.provider, model: model.info.modelId, timestamp: startedAt })
    );
    const persisted = yield* Ref_exports.make(false);
    const persist = (message) => Effect_exports.gen(function* () {
      if (yield* Ref_exports.getAndSet(persisted, true)) return void 0;
      return yield* appendMessage(message);
    });
    yield* bus.publish({ type: "message_start", role: "assistant" });
    const finalMessage = yield* model.stream({
      systemPrompt: void 0,
      messages: projection2.messages,
      tools: toolkit.tools,
      thinkingLevel: level === "off" ? void 0 : level
    }).pipe(
      Stream_exports.runFoldEffect(
        Option_exports.none(),
        (done, event) => event._tag === "Done" ? Effect_exports.succeed(Option_exports.some(event.message)) : Effect_exports.as(
          Effect_exports.zipRight(
            Ref_exports.update(partial, (p) => apply2(p, event)),
            bus.publish({ type: "message_update", delta: event })
          ),
          done
        )
      ),
      Effect_exports.flatMap(
        Option_exports.match({
          onSome: Effect_exports.succeed,
          onNone: () => Effect_exports.map(Ref_exports.get(partial), (p) => finish(p, { stopReason: "error", errorMessage: "The model's stream ended without a reply" }))
        })
      ),
      Effect_exports.catchTag(
        "ModelError",
        (error) => Effect_exports.map(
          Ref_exports.get(partial),
          (p) => finish(p.blocks.length === 0 ? { ...p, blocks: [{ type: "text", text: "" }] } : p, {
            stopReason: "error",
            errorMessage: error.message
          })
        )
      ),
      Effect_exports.onInterrupt(
        () => Effect_exports.gen(function* () {
          const p = yield* Ref_exports.get(partial);
          yield* persist(finish(p, { stopReason: "aborted", errorMessage: ABORTED_MESSAGE }));
        }).pipe(Effect_exports.orDie)
      )
    );
    const entry = yield* persist(finalMessage);
    return { message: finalMessage, entryId: entry?.id };
  });
  const runTools = (message) => Effect_exports.gen(function* () {
    const calls = toolCalls(message);
    const finished = yield* Ref_exports.make(0);
    const result2 = (call, content, isError, details) => Effect_exports.gen(function* () {
      const toolMessage = { role: "toolResult", toolCallId: call.id, toolName: call.name, content };
      if (details !== void 0) toolMessage.details = details;
      toolMessage.isError = isError;
      toolMessage.timestamp = yield* now;
      yield* appendMessage(toolMessage);
      yield* bus.publish({ type: "tool_execution_end", toolCallId: call.id, toolName: call.name, isError });
    });
    yield* Effect_exports.forEach(
      calls,
      (call) => Effect_exports.gen(function* () {
        yield* bus.publish({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, arguments: call.arguments });
        const outcome = yield* toolkit.run(call);
        yield* Effect_exports.uninterruptible(
          Effect_exports.zipRight(result2(call, outcome.content, outcome.isError, outcome.details), Ref_exports.update(finished, (n) => n + 1))
        );
      }),
      { discard: true }
    ).pipe(
      Effect_exports.onInterrupt(
        () => Effect_exports.gen(function* () {
          const done = yield* Ref_exports.get(finished);
          for (const call of calls.slice(done)) yield* result2(call, [{ type: "text", text: TOOL_ABORTED }], true);
          const info = (yield* currentModel).info;
          const p = start({ api: info.api, provider: info.provider, model: info.modelId, timestamp: yield* now });
          yield* appendMessage(finish(p, { stopReason: "aborted", errorMessage: ABORTED_MESSAGE }));
        }).pipe(Effect_exports.orDie)
      )
    );
  });
  const waitToRetry = (delayMs) => Effect_exports.gen(function* () {
    const stop = yield* Deferred_exports.make();
    yield* Ref_exports.set(retryWait, Option_exports.some(stop));
    return yield* Effect_exports.raceFirst(Effect_exports.as(Effect_exports.sleep(Duration_exports.millis(delayMs)), true), Effect_exports.as(Deferred_exports.await(stop), false)).pipe(
      Effect_exports.ensuring(Ref_exports.set(retryWait, Option_exports.none()))
    );
  });
  const measure = Effect_exports.gen(function* () {
    const branch2 = branch((yield* state).tree);
    const tokens = projectedContextEstimate(projectPath(branch2), branch2);
    return { tokens, contextWindow: (yield* currentModel).info.contextWindow };
  });
  const run = (text2, images) => Effect_exports.gen(function* () {
    yield* bus.publish({ type: "agent_start" });
    const before = yield* state;
    const previous = [...branch(before.tree)].reverse().find((e) => e.role === "assistant");
    let event = Event.PromptStarted({
      previous: previous?.value.message,
      afterCompaction: leafEntry(before.tree)?.type === "compaction",
      contextWindow: (yield* currentModel).info.contextWindow
    });
    for (; ; ) {
      let next2;
      for (const action of yield* decide2(event)) {
        switch (action._tag) {
          case "Emit":
            yield* bus.publish(action.event);
            break;
          case "SendPrompt":
            yield* recordLevel;
            yield* ensureSystemMessage;
            yield* appendMessage(yield* userMessage(text2, images));
            break;
          case "Deliver":
            yield* deliver(action.messages);
            break;
          case "Omit": {
            const targetId = action.entryId;
            yield* append((stamp2) => Command.ContextEdit({ ...stamp2, targetId, replacement: null }));
            break;
          }
          case "StartTurn": {
            const replied2 = yield* reply;
            next2 = Event.Replied({ ...replied2, contextWindow: (yield* currentModel).info.contextWindow });
            break;
          }
          case "Retry":
            next2 = Event.RetryWaited({ completed: yield* waitToRetry(action.delayMs) });
            break;
          case "RunTools":
            yield* runTools(action.message);
            next2 = Event.ToolsEnded();
            break;
          case "MeasureContext":
            next2 = Event.ContextMeasured(yield* measure);
            break;
          case "Compact": {
            const compacted = yield* Effect_exports.either(compactNow(action.reason, void 0, action.willRetry));
            next2 = Event.CompactionEnded({ succeeded: Either_exports.isRight(compacted) });
            break;
          }
          case "Finish":
            return { message: action.message, aborted: action.aborted };
          default:
            return yield* Effect_exports.dieMessage(`AgentLoop gave ${action._tag} during a prompt run`);
        }
      }
      if (next2 === void 0) return yield* Effect_exports.dieMessage(`AgentLoop gave no next step after ${event._tag}`);
      event = next2;
    }
  });
  const interrupt = Effect_exports.gen(function* () {
    const fiber = yield* Ref_exports.get(runFiber);
    if (Option_exports.isSome(fiber)) yield* Fiber_exports.interrupt(fiber.value);
  });
  const recordBash = (record) => append(() => Command.BashExecution(record));
  const end = Effect_exports.gen(function* () {
    yield* Ref_exports.set(runFiber, Option_exports.none());
    for (const action of yield* decide2(Event.End())) {
      if (action._tag === "RecordBash") yield* recordBash(action.record);
    }
  }).pipe(Effect_exports.orDie);
  const exclusive = (operation, effect) => Effect_exports.gen(function* () {
    const refused = (yield* decide2(Event.Begin({ operation }))).find(Action.$is("Refuse"));
    if (refused !== void 0) return yield* new AgentBusy({ operation, running: refused.running });
    const fiber = yield* Effect_exports.fork(effect);
    yield* Ref_exports.set(runFiber, Option_exports.some(fiber));
    return yield* Fiber_exports.await(fiber).pipe(Effect_exports.ensuring(end));
  });
  const prompt2 = (text2, images = []) => Effect_exports.gen(function* () {
    const exit = yield* exclusive("prompt", run(text2, images));
    if (Exit_exports.isSuccess(exit)) {
      yield* bus.publish({ type: "agent_end", aborted: exit.value.aborted });
      return exit.value;
    }
    if (Exit_exports.isInterrupted(exit)) {
      const current = yield* state;
      const leaf = leafEntry(current.tree);
      yield* bus.publish({ type: "agent_end", aborted: true });
      return { message: leaf?.role === "assistant" ? leaf.value.message : void 0, aborted: true };
    }
    yield* bus.publish({ type: "agent_end", aborted: false, errorMessage: Cause_exports.pretty(exit.cause).split("\n")[0] ?? "" });
    return yield* Effect_exports.failCause(exit.cause);
  });
  const bash = (command, bashOptions = {}) => Effect_exports.gen(function* () {
    if (shell === void 0) return yield* new AgentFailure({ reason: FailureReason.NoShell() });
    const cancel = yield* Deferred_exports.make();
    const taken = yield* Ref_exports.modify(
      bashCancel,
      (current) => Option_exports.isSome(current) ? [false, current] : [true, Option_exports.some(cancel)]
    );
    if (!taken) return yield* new AgentBusy({ operation: "bash", running: "bash" });
    const cwd = (yield* state).header.cwd ?? process.cwd();
    const ran = yield* shell.run(command, { cwd, cancel: Deferred_exports.await(cancel), onOutput: bashOptions.onOutput }).pipe(
      Effect_exports.mapError((error) => new AgentFailure({ reason: FailureReason.Shell({ error }) })),
      Effect_exports.ensuring(Ref_exports.set(bashCancel, Option_exports.none()))
    );
    const result2 = {
      output: ran.output,
      exitCode: ran.exitCode,
      cancelled: ran.cancelled,
      truncated: ran.truncation.truncated,
      ...ran.fullOutputPath === void 0 ? {} : { fullOutputPath: ran.fullOutputPath }
    };
    const record = { command, ...result2, excludeFromContext: bashOptions.excludeFromContext, ...yield* stamp };
    for (const action of yield* decide2(Event.BashEnded({ record }))) {
      if (action._tag === "RecordBash") yield* recordBash(action.record);
    }
    return result2;
  });
  const abortBash = Effect_exports.gen(function* () {
    const running = yield* Ref_exports.get(bashCancel);
    if (Option_exports.isSome(running)) yield* Deferred_exports.succeed(running.value, void 0);
  });
  const summarize = (systemPrompt, text2) => Effect_exports.gen(function* () {
    const model = yield* currentModel;
    const level = yield* Ref_exports.get(liveLevel);
    const done = yield* model.stream({
      systemPrompt,
      messages: [{ role: "user", content: [{ type: "text", text: text2 }], timestamp: yield* now }],
      tools: [],
      thinkingLevel: level !== "off" && model.info.reasoning ? level : void 0
    }).pipe(
      Stream_exports.runFold(Option_exports.none(), (found, event) => event._tag === "Done" ? Option_exports.some(event.message) : found),
      Effect_exports.catchTag(
        "ModelError",
        (error) => Effect_exports.succeed(Option_exports.some({ role: "assistant", content: [], stopReason: "error", errorMessage: error.message }))
      )
    );
    return Option_exports.getOrElse(done, () => ({ role: "assistant", content: [], stopReason: "error", errorMessage: "Unknown error" }));
  });
  const navigate = (targetId, navigation = {}) => Effect_exports.gen(function* () {
    const current = yield* state;
    const oldLeafId = leafId(current.tree);
    const { activity } = yield* loopState;
    if (activity !== "idle") return yield* new AgentBusy({ operation: "navigate", running: activity });
    if (targetId === oldLeafId) return { cancelled: false };
    if (!has(current.tree, targetId)) return yield* new EntryNotFound({ id: targetId });
    const collected = collect(current.tree, oldLeafId, targetId);
    const exit = yield* exclusive(
      "navigate",
      Effect_exports.gen(function* () {
        const userWantsSummary = navigation.summarize ?? false;
        const decision = yield* extensions.before("session_before_tree", {
          targetId,
          oldLeafId,
          commonAncestorId: collected.commonAncestorId,
          entriesToSummarize: collected.entries,
          userWantsSummary,
          customInstructions: navigation.customInstructions,
          replaceInstructions: navigation.replaceInstructions,
          label: navigation.label
        });
        if (decision?.cancel === true) return { cancelled: true };
        const customInstructions = decision?.customInstructions ?? navigation.customInstructions;
        const replaceInstructions = decision?.replaceInstructions ?? navigation.replaceInstructions;
        const label = decision?.label ?? navigation.label;
        let summary;
        if (userWantsSummary && decision?.summary !== void 0) {
          summary = { ...decision.summary, fromHook: true };
        } else if (userWantsSummary && collected.entries.length > 0) {
          const prepared = prepare2(collected.entries, budget((yield* currentModel).info.contextWindow, configured.branchSummary.reserveTokens));
          const request2 = request(prepared, customInstructions, replaceInstructions);
          const reply2 = request2 === void 0 ? void 0 : yield* summarize(request2.systemPrompt, request2.prompt);
          const outcome = result(prepared, reply2);
          if (Either_exports.isLeft(outcome)) {
            if (outcome.left._tag === "Aborted") return { cancelled: true, aborted: true };
            return yield* new AgentFailure({ reason: FailureReason.BranchSummary({ failure: outcome.left }) });
          }
          summary = outcome.right;
        }
        const transition = yield* append((stamp2) => Command.Navigate({ ...stamp2, targetId, summary, label }));
        yield* followPath();
        const summaryEntry = summary === void 0 ? void 0 : transition.appended[0];
        yield* bus.publish({
          type: "tree_navigated",
          oldLeafId,
          newLeafId: transition.leafId,
          ...summaryEntry === void 0 ? {} : { summaryEntryId: summaryEntry.id }
        });
        yield* extensions.notify("session_tree", {
          newLeafId: transition.leafId,
          oldLeafId,
          summaryEntry: summaryEntry?.value,
          fromExtension: summary === void 0 ? void 0 : summary.fromHook === true
        });
        return {
          cancelled: false,
          ...transition.editorText === void 0 ? {} : { editorText: transition.editorText },
          ...summaryEntry === void 0 ? {} : { summaryEntry: summaryEntry.value }
        };
      })
    );
    if (Exit_exports.isSuccess(exit)) return exit.value;
    if (Exit_exports.isInterrupted(exit)) return { cancelled: true, aborted: true };
    return yield* Effect_exports.failCause(exit.cause);
  });
  const compactNow = (reason, customInstructions, willRetry) => Effect_exports.gen(function* () {
    yield* bus.publish({ type: "compaction_start", reason });
    const outcome = yield* Effect_exports.exit(
      Effect_exports.gen(function* () {
        const branch2 = branch((yield* state).tree);
        const prepared = prepare(branch2, yield* compactionSettings);
        if (Either_exports.isLeft(prepared)) return yield* new CompactionFailed({ failure: Failure.NothingToDo({ reason: prepared.left }) });
        const preparation = prepared.right;
        const decision = yield* extensions.before("session_before_compact", {
          preparation,
          branchEntries: branch2,
          customInstructions,
          reason,
          willRetry
        });
        if (decision?.cancel === true) return yield* new CompactionFailed({ failure: Failure.Cancelled() });
        let result2;
        let fromHook = false;
        if (decision?.compaction !== void 0) {
          const supplied = decision.compaction;
          result2 = {
            summary: supplied.summary,
            firstKeptEntryId: supplied.firstKeptEntryId,
            tokensBefore: supplied.tokensBefore,
            details: supplied.details,
            ...supplied.usage === void 0 ? {} : { usage: supplied.usage }
          };
          fromHook = true;
        } else {
          const replies = {};
          for (const request2 of requests(preparation, customInstructions)) {
            const reply2 = yield* summarize(request2.systemPrompt, request2.prompt);
            const checked = checkReply(reply2, request2.kind);
            if (Either_exports.isLeft(checked)) return yield* new CompactionFailed({ failure: Failure.BadReply({ message: checked.left }) });
            replies[request2.kind === "history" ? "history" : "turnPrefix"] = { text: checked.right, usage: reply2.usage };
          }
          result2 = combine(preparation, replies);
        }
        const transition = yield* append(
          (stamp2) => Command.Compaction({
            ...stamp2,
            summary: result2.summary,
            firstKeptEntryId: result2.firstKeptEntryId,
            tokensBefore: result2.tokensBefore,
            details: result2.details,
            usage: result2.usage,
            fromHook
          })
        );
        const entry = transition.appended[0];
        yield* extensions.notify("session_compact", { compactionEntry: entry.value, fromExtension: fromHook, reason, willRetry });
        return result2;
      })
    );
    if (Exit_exports.isSuccess(outcome)) {
      const { firstKeptEntryId, summary, tokensBefore } = outcome.value;
      yield* bus.publish({ type: "compaction_end", reason, aborted: false, willRetry, result: { summary, firstKeptEntryId, tokensBefore } });
      return outcome.value;
    }
    const failure = Exit_exports.isInterrupted(outcome) ? Failure.Cancelled() : compactionFailure(outcome.cause);
    const aborted = failure._tag === "Cancelled";
    const errorMessage = failureEvent(reason, failure);
    yield* bus.publish({ type: "compaction_end", reason, aborted, willRetry: false, ...errorMessage === void 0 ? {} : { errorMessage } });
    yield* extensions.notify("session_compact_failed", { reason, errorMessage, aborted, willRetry: false, fromExtension: false });
    return yield* outcome;
  });
  const compactionFailure = (cause) => {
    const failure = Cause_exports.failureOption(cause);
    if (Option_exports.isNone(failure)) return Failure.Failed({ message: Cause_exports.pretty(cause).split("\n")[0] ?? "" });
    return failure.value._tag === "CompactionFailed" ? failure.value.failure : Failure.Failed({ message: failure.value.message });
  };
  const compact2 = (customInstructions) => Effect_exports.gen(function* () {
    yield* abort;
    const exit = yield* exclusive("compact", compactNow("manual", customInstructions, false));
    if (Exit_exports.isSuccess(exit)) return exit.value;
    if (Exit_exports.isInterrupted(exit)) return yield* new AgentFailure({ reason: FailureReason.Compaction({ failure: Failure.Cancelled() }) });
    return yield* Effect_exports.failCause(exit.cause).pipe(
      Effect_exports.catchTag("CompactionFailed", ({ failure }) => Effect_exports.fail(new AgentFailure({ reason: FailureReason.Compaction({ failure }) })))
    );
  });
  const abort = Effect_exports.gen(function* () {
    for (const action of yield* decide2(Event.Abort())) if (action._tag === "Interrupt") yield* interrupt;
  });
  const replaceWith = (reason, next2, targetFile) => Effect_exports.gen(function* () {
    const previousSessionFile = (yield* state).file;
    yield* abort;
    yield* extensions.notify("session_shutdown", { reason, targetSessionFile: targetFile });
    const scope = yield* Scope_exports.fork(parentScope, ExecutionStrategy_exports.sequential);
    const opened = yield* Scope_exports.extend(store.writer(next2), scope).pipe(Effect_exports.tapError(() => Scope_exports.close(scope, Exit_exports.void)));
    const old = yield* Ref_exports.getAndSet(sessionScope, scope);
    yield* Ref_exports.set(writerRef, opened);
    yield* Scope_exports.close(old, Exit_exports.void);
    const current = yield* state;
    if (count(current.tree) === 0) yield* recordModel;
    else yield* followPath();
    yield* bus.publish({ type: "session_switched", reason, ...current.file === void 0 ? {} : { sessionFile: current.file }, ...previousSessionFile === void 0 ? {} : { previousSessionFile } });
    yield* extensions.notify("session_start", { reason, previousSessionFile });
    return current.file;
  });
  const fork = (entryId, position = "before") => Effect_exports.gen(function* () {
    const decision = yield* extensions.before("session_before_fork", { entryId, position });
    if (decision?.cancel === true) return { cancelled: true };
    const current = yield* state;
    const identity = yield* sessionIdentity;
    const dir = current.file === void 0 ? void 0 : path2.dirname(current.file);
    const result2 = apply(
      current,
      Command.Fork({
        entryId,
        position,
        sessionId: identity.sessionId,
        timestamp: identity.timestamp,
        ids: yield* idSource,
        file: dir === void 0 ? void 0 : path2.join(dir, fileName(identity.timestamp, identity.sessionId))
      })
    );
    if (Either_exports.isLeft(result2)) return yield* result2.left;
    yield* store.commit(result2.right);
    const file = yield* replaceWith("fork", result2.right.state, result2.right.state.file);
    return { cancelled: false, file, ...result2.right.selectedText === void 0 ? {} : { selectedText: result2.right.selectedText } };
  });
  const clone = Effect_exports.gen(function* () {
    const leaf = leafId((yield* state).tree);
    if (leaf === null) return yield* new NothingToClone();
    return yield* fork(leaf, "at");
  });
  const newSession = Effect_exports.gen(function* () {
    const decision = yield* extensions.before("session_before_switch", { reason: "new" });
    if (decision?.cancel === true) return { cancelled: true };
    const current = yield* state;
    const next2 = yield* store.create({
      cwd: current.header.cwd ?? ".",
      sessionDir: current.file === void 0 ? void 0 : path2.dirname(current.file)
    });
    const file = yield* replaceWith("new", next2, next2.file);
    return { cancelled: false, file };
  });
  const resume = (target) => Effect_exports.gen(function* () {
    const file = store.resolve(target);
    const decision = yield* extensions.before("session_before_switch", { reason: "resume", targetSessionFile: target });
    if (decision?.cancel === true) return { cancelled: true };
    const next2 = yield* store.openOrNew(file, (yield* state).header.cwd ?? ".");
    return { cancelled: false, file: yield* replaceWith("resume", next2, file) };
  });
  return AgentSession.of(spans("AgentSession", {
    state,
    file: Effect_exports.map(state, (s) => s.file),
    prompt: prompt2,
    abort,
    activity: Effect_exports.map(loopState, (s) => s.activity),
    fork,
    clone,
    newSession,
    resume,
    navigate,
    compact: compact2,
    apply: (build) => Effect_exports.gen(function* () {
      const transition = yield* append(build);
      if (transition.appended.some((e) => e.type === "branch_summary" || e.isLeafMarker)) yield* followPath();
      return transition;
    }),
    autoCompaction: Effect_exports.map(compactionSettings, (s) => s.enabled),
    setAutoCompaction: (enabled) => Effect_exports.asVoid(decide2(Event.SetAutoCompaction({ enabled }))),
    enqueue,
    queue: Effect_exports.map(loopState, (s) => texts(s.queue)),
    clearQueue,
    queueModes: Effect_exports.map(loopState, (s) => s.modes),
    setQueueMode: (kind, mode) => Effect_exports.asVoid(decide2(Event.SetQueueMode({ kind, mode }))),
    model: Effect_exports.map(currentModel, (m) => m.info),
    thinkingLevel: Ref_exports.get(liveLevel),
    availableModels,
    setModel,
    cycleModel,
    thinkingLevels: Effect_exports.map(currentModel, (m) => levelsOf(m.info)),
    setThinkingLevel,
    cycleThinkingLevel,
    bash,
    abortBash,
    autoRetry: Effect_exports.map(loopState, (s) => s.retry.enabled),
    setAutoRetry: (enabled) => Effect_exports.asVoid(decide2(Event.SetAutoRetry({ enabled }))),
    abortRetry: Effect_exports.flatMap(Ref_exports.get(retryWait), Option_exports.match({ onNone: () => Effect_exports.void, onSome: (d) => Deferred_exports.succeed(d, void 0) }))
  }));
});

// src/main/AgentCli.ts
var agentFlags = (options) => Effect_exports.gen(function* () {
  if (options.noTools && Option_exports.isSome(options.tools)) return yield* new UsageError({ message: "--tools cannot be combined with --no-tools" });
  let tools = options.noTools ? [] : void 0;
  if (Option_exports.isSome(options.tools)) {
    const names = options.tools.value.split(",").map((t) => t.trim()).filter((t) => t !== "");
    const unknown = names.map((n) => n.replace(/^[+-]/, "")).filter((n) => !isName(n));
    if (unknown.length > 0) {
      return yield* new UsageError({ message: `unknown tool${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; the tools are ${ALL.join(", ")}` });
    }
    tools = names;
  }
  if (Option_exports.isSome(options.thinking) && !isLevel(options.thinking.value)) {
    return yield* new UsageError({ message: `--thinking must be one of ${LEVELS.join(", ")}` });
  }
  return { model: Option_exports.getOrUndefined(options.model), provider: Option_exports.getOrUndefined(options.provider), tools };
});
var withAgent = (options, program) => Effect_exports.flatMap(agentFlags(options), (flags) => program(flags).pipe(Effect_exports.provide(agent(flags))));
var contextFiles = (agentDir, cwd) => Effect_exports.gen(function* () {
  const fs = yield* FileSystem;
  const path2 = yield* Path;
  const dirs = [];
  for (let dir = path2.resolve(cwd); ; dir = path2.dirname(dir)) {
    dirs.unshift(dir);
    if (path2.dirname(dir) === dir) break;
  }
  const found = [];
  for (const dir of [agentDir, ...dirs.filter((d) => d !== agentDir)]) {
    for (const name of ["AGENTS.md", "CLAUDE.md"]) {
      const file = path2.join(dir, name);
      const text2 = yield* fs.readFileString(file).pipe(Effect_exports.option);
      if (Option_exports.isSome(text2)) {
        found.push({ path: file, text: text2.value });
        break;
      }
    }
  }
  return found;
});
var agentOptions = (options, flags) => Effect_exports.gen(function* () {
  const toolkit = yield* Toolkit;
  const store = yield* SessionStore;
  const { cwd, env } = yield* Stdio;
  const date = new Date(yield* Clock_exports.currentTimeMillis).toISOString().slice(0, 10);
  const files = yield* contextFiles(store.agentDir, cwd);
  return {
    systemPrompt: { sections: sections({ tools: toolkit.tools, cwd, date, contextFiles: files }) },
    explicitModel: explicitModel(flags, env),
    thinkingLevel: Option_exports.getOrUndefined(options.thinking)
  };
});
var startupWarnings = (flags) => Effect_exports.gen(function* () {
  const settings2 = yield* Settings;
  const registry = yield* ModelRegistry;
  const warnings = [...settings2.warnings, ...registry.warnings];
  const current = yield* settings2.current;
  const { env } = yield* Stdio;
  if (!explicitModel(flags, env) && (current.defaultProvider !== void 0 || current.defaultModel !== void 0)) {
    const chosen = yield* Effect_exports.either(registry.select({ model: current.defaultModel, provider: current.defaultProvider }));
    if (Either_exports.isLeft(chosen)) warnings.push(`the default model in the settings cannot be used (${chosen.left.message}); using the offline responder`);
  }
  return warnings;
});
var sessionDirOf = (options) => Effect_exports.gen(function* () {
  if (Option_exports.isSome(options.sessionDir)) return options.sessionDir.value;
  const fromEnv = (yield* Stdio).env.PI_CODING_AGENT_SESSION_DIR?.trim();
  if (fromEnv) return expandPath(fromEnv, os.homedir());
  const configured = (yield* (yield* Settings).current).sessionDir;
  return configured === void 0 ? void 0 : expandPath(configured, os.homedir());
});
var agentSource = (options) => Effect_exports.flatMap(sessionDirOf(options), (dir) => resolveSource(options, dir));
var echoReplies = Effect_exports.gen(function* () {
  const bus = yield* EventBus;
  const { stdout } = yield* Stdio;
  const subscription = yield* bus.subscription;
  const printer = yield* Effect_exports.forkScoped(
    Stream_exports.runForEach(subscription.events, (event) => event.type === "message_update" && event.delta._tag === "TextDelta" ? stdout.write(event.delta.delta) : Effect_exports.void)
  );
  return Effect_exports.zipRight(subscription.end, Fiber_exports.join(printer));
});
var printMode = (options) => withAgent(
  options,
  (flags) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      for (const warning of yield* startupWarnings(flags)) yield* Console_exports.error(`arbor: warning: ${warning}`);
      const source = yield* agentSource(options);
      const printed = yield* echoReplies;
      const session = yield* make(source, yield* agentOptions(options, flags));
      const result2 = yield* session.prompt(options.print);
      yield* printed;
      yield* Console_exports.log("");
      const message = result2.message;
      if (message?.stopReason === "error") {
        return yield* new CliFailure({ message: typeof message.errorMessage === "string" ? message.errorMessage : "the model failed" });
      }
    })
  )
).pipe(Effect_exports.mapError(agentFailure));
var summarizer = (model) => Effect_exports.map(Stdio, ({ env }) => ({ explicitModel: explicitModel({ model }, env) }));
var navigateWithSummary = (ref, target, instructions2, label, model) => Effect_exports.flatMap(
  resolveHere(ref),
  (file) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      const session = yield* make(file, yield* summarizer(model));
      const result2 = yield* session.navigate(target, { summarize: true, customInstructions: instructions2, label });
      const state = yield* session.state;
      return { result: result2, leafId: leafId(state.tree) };
    }).pipe(Effect_exports.provide(agent({ model })), Effect_exports.mapError(failIn(file)))
  )
);
var compact = (options) => Effect_exports.flatMap(
  resolveHere(options.file),
  (file) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      const session = yield* make(file, yield* summarizer(Option_exports.getOrUndefined(options.model)));
      const result2 = yield* session.compact(Option_exports.getOrUndefined(options.instructions));
      if (options.json) return yield* Console_exports.log(JSON.stringify(result2, null, 2));
      yield* Console_exports.log(`Compacted: ${result2.tokensBefore} tokens summarized; kept from ${result2.firstKeptEntryId}.`);
    }).pipe(Effect_exports.provide(agent({ model: Option_exports.getOrUndefined(options.model) })), Effect_exports.mapError(failIn(file)))
  )
);
var comparable = (message) => {
  const { timestamp: _timestamp, ...rest } = message;
  return JSON.stringify(rest);
};
var describeMessage = (message) => message === void 0 ? "nothing" : `${String(message.role)} ${JSON.stringify(contentText(message.content, " ").slice(0, 60))}`;
var replay = (options) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const fs = yield* FileSystem;
  const snapshot = yield* store.open(yield* resolveHere(options.file));
  const recorded = branch(snapshot.state.tree).filter((entry) => entry.type === "message").map((entry) => entry.value.message);
  const replies = recorded.filter((m) => m.role === "assistant");
  const results = new Map(recorded.filter((m) => m.role === "toolResult").map((m) => [m.toolCallId, m]));
  const prompts = recorded.filter((m) => m.role === "user").map((m) => contentText(m.content, ""));
  const system = recorded.find((m) => m.role === "system");
  const toolkit = layer2({
    tools: Array.isArray(system?.toolsAdded) ? system.toolsAdded : [],
    run: (call) => Effect_exports.succeed(
      Option_exports.match(Option_exports.fromNullable(results.get(call.id)), {
        onNone: () => text(`no recorded result for ${call.id}`, true),
        onSome: (m) => ({ content: m.content ?? [], isError: m.isError === true, details: m.details })
      })
    )
  });
  const dir = yield* fs.makeTempDirectoryScoped({ prefix: "arbor-replay-" });
  const replayed = yield* Effect_exports.gen(function* () {
    const session = yield* make(yield* store.create({ cwd: snapshot.state.header.cwd ?? dir, sessionDir: dir }), {
      systemPrompt: typeof system?.content === "string" ? system.content : void 0
    });
    for (const prompt2 of prompts) yield* session.prompt(prompt2);
    return branch((yield* session.state).tree).filter((entry) => entry.type === "message").map((entry) => entry.value.message);
  }).pipe(
    Effect_exports.provide(
      Layer_exports.mergeAll(layerReplay(replies), toolkit, layerNone).pipe(Layer_exports.provideMerge(layer))
    )
  );
  const length = Math.max(recorded.length, replayed.length);
  let difference;
  for (let i = 0; i < length; i++) {
    const expected = recorded[i];
    const actual = replayed[i];
    if (expected === void 0 || actual === void 0 || comparable(expected) !== comparable(actual)) {
      difference = { index: i, expected: describeMessage(expected), actual: describeMessage(actual) };
      break;
    }
  }
  if (options.json) yield* Console_exports.log(JSON.stringify({ identical: difference === void 0, messages: recorded.length, difference: difference ?? null }, null, 2));
  else if (difference === void 0) yield* Console_exports.log(`Identical: ${recorded.length} messages replayed.`);
  else yield* Console_exports.log(`Differs at message ${difference.index + 1}: expected ${difference.expected}, got ${difference.actual}`);
  if (difference !== void 0) return yield* new CliFailure({ message: `${snapshot.path}: replay differs at message ${difference.index + 1}` });
}).pipe(
  Effect_exports.scoped,
  Effect_exports.mapError((e) => e._tag === "CliFailure" || e._tag === "UsageError" ? e : failIn(options.file)(e))
);

export {
  AgentBusy,
  make,
  agentFlags,
  withAgent,
  contextFiles,
  agentOptions,
  startupWarnings,
  sessionDirOf,
  agentSource,
  printMode,
  navigateWithSummary,
  compact,
  replay
};
//# sourceMappingURL=chunk-ZDNJXHXJ.js.map
