import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  compute
} from "./chunk-3QJGU2WF.js";
import {
  VERSION,
  answer,
  check,
  color,
  columns
} from "./chunk-KH4HI53F.js";
import {
  markdown
} from "./chunk-WX6IYHBS.js";
import {
  contextText,
  entryLine,
  infoText,
  sessionList,
  treeJsonPieces,
  treeText
} from "./chunk-T7RVKVYD.js";
import "./chunk-VURO3MGK.js";
import {
  CliFailure,
  Stdio,
  Tag,
  UsageError,
  agentOptionFlags,
  all,
  all2,
  blocks,
  boolean,
  choice,
  cli,
  code,
  concat,
  console,
  copySession,
  cyan,
  defaultConfig,
  descriptionList,
  empty as empty2,
  empty2 as empty3,
  enumerate,
  error as error2,
  failIn,
  getBashCompletions,
  getFishCompletions,
  getHelp,
  getNames,
  getSubcommands,
  getUsage,
  getZshCompletions,
  h1,
  helpRequested,
  highlight,
  invalidValue,
  isArgs,
  isCommand,
  isEmpty,
  isHelpRequested,
  isOptions,
  isQuitException,
  isValidationError,
  make,
  map as map2,
  modelOption,
  optional,
  optional2,
  p,
  parse,
  repeated,
  report,
  resolveHere,
  sequence,
  showHelp,
  space,
  spans,
  stdio,
  strong,
  text,
  text2,
  text3,
  toAnsiText,
  toggle,
  withAlias,
  withDefault,
  withSubcommands,
  wizard
} from "./chunk-XJTZNUGU.js";
import "./chunk-GSIWMXAT.js";
import {
  Command,
  NotASession,
  Path,
  SESSION_ID_PATTERN,
  SessionStore,
  apply,
  error as error3,
  fileName,
  format,
  fromBytes,
  fromSeed,
  idSource,
  isStoreError,
  lines,
  sessionIdentity,
  stamp
} from "./chunk-WDLIEMDJ.js";
import {
  FileSystem,
  build,
  encode
} from "./chunk-TSB53EJV.js";
import {
  CommitPrototype,
  Console_exports,
  Effect_exports,
  Either_exports,
  GenericTag,
  Option_exports,
  ParseResult_exports,
  Schema_exports,
  _void,
  append,
  appendAll,
  catchAll,
  catchSome,
  contextWithEffect,
  count,
  drop,
  dual,
  empty,
  error,
  fail2 as fail,
  failSync,
  filter,
  flatMap4 as flatMap,
  fromIterable,
  get6 as get,
  getOption,
  getOrElse,
  globalValue,
  has,
  has2,
  identity,
  isArray,
  isObject2 as isObject,
  join,
  join2,
  leafId,
  log,
  map3 as map,
  matchEffect,
  matchLeft,
  none,
  of,
  path,
  pipe,
  pipeArguments,
  provideService,
  reduce,
  reduceRight,
  sessionName,
  some,
  span,
  splitAt,
  take,
  tap,
  unify,
  withMinimumLogLevel,
  zipRight
} from "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";

// node_modules/@effect/cli/dist/esm/Args.js
var optional3 = optional;
var text4 = text2;

// node_modules/@effect/cli/dist/esm/internal/cliApp.js
var proto = {
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var make2 = (config) => {
  const op = Object.create(proto);
  op.name = config.name;
  op.version = config.version;
  op.executable = config.executable;
  op.command = config.command;
  op.summary = config.summary || empty2;
  op.footer = config.footer || empty3;
  return op;
};
var run = /* @__PURE__ */ dual(3, (self, args, execute) => contextWithEffect((context2) => {
  const config = getOrElse(getOption(context2, Tag), () => defaultConfig);
  const [executable, filteredArgs] = splitExecutable(self, args);
  const prefixedArgs = appendAll(prefixCommand(self.command), filteredArgs);
  return matchEffect(parse(self.command, prefixedArgs, config), {
    onFailure: (e) => zipRight(printDocs(e.error), fail(e)),
    onSuccess: unify((directive) => {
      switch (directive._tag) {
        case "UserDefined": {
          return matchLeft(directive.leftover, {
            onEmpty: () => execute(directive.value).pipe(catchSome((e) => isValidationError(e) && isHelpRequested(e) ? some(handleBuiltInOption(self, executable, filteredArgs, showHelp(getUsage(e.command), getHelp(e.command, config)), execute, config, args)) : none())),
            onNonEmpty: (head) => {
              const error4 = p(`Received unknown argument: '${head}'`);
              return zipRight(printDocs(error4), fail(invalidValue(error4)));
            }
          });
        }
        case "BuiltIn": {
          return handleBuiltInOption(self, executable, filteredArgs, directive.option, execute, config, args).pipe(catchSome((e) => isValidationError(e) ? some(zipRight(printDocs(e.error), fail(e))) : none()));
        }
      }
    })
  });
}));
var splitExecutable = (self, args) => {
  if (self.executable !== void 0) {
    return [self.executable, drop(args, 2)];
  }
  const [[runtime, script], optionsAndArgs] = splitAt(args, 2);
  return [`${runtime} ${script}`, optionsAndArgs];
};
var printDocs = (error4) => error(toAnsiText(error4));
var handleBuiltInOption = (self, executable, args, builtIn, execute, config, originalArgs) => {
  switch (builtIn._tag) {
    case "SetLogLevel": {
      const baseArgs = take(originalArgs, 2);
      const filteredArgs = [];
      for (let i = 0; i < args.length; i++) {
        if (isLogLevelArg(args[i]) || args[i - 1] === "--log-level") {
          continue;
        }
        filteredArgs.push(args[i]);
      }
      const nextArgs = appendAll(baseArgs, filteredArgs);
      return run(self, nextArgs, execute).pipe(withMinimumLogLevel(builtIn.level));
    }
    case "ShowHelp": {
      const banner = h1(code(self.name));
      const header = p(spans([text(`${self.name} ${self.version}`), isEmpty(self.summary) ? empty2 : spans([space, text("--"), space, self.summary])]));
      const usage = sequence(h1("USAGE"), pipe(enumerate(builtIn.usage, config), map((span2) => p(concat(text("$ "), span2))), reduceRight(empty3, (left, right) => sequence(left, right))));
      const helpDoc = pipe(banner, sequence(header), sequence(usage), sequence(builtIn.helpDoc), sequence(self.footer));
      return log(toAnsiText(helpDoc));
    }
    case "ShowCompletions": {
      const command = fromIterable(getNames(self.command))[0];
      switch (builtIn.shellType) {
        case "bash": {
          return getBashCompletions(self.command, command).pipe(flatMap((completions) => log(join(completions, "\n"))));
        }
        case "fish": {
          return getFishCompletions(self.command, command).pipe(flatMap((completions) => log(join(completions, "\n"))));
        }
        case "zsh":
          return getZshCompletions(self.command, command).pipe(flatMap((completions) => log(join(completions, "\n"))));
      }
    }
    case "ShowWizard": {
      const summary = isEmpty(self.summary) ? empty2 : spans([space, text("--"), space, self.summary]);
      const instructions = sequence(p(spans([text("The wizard mode will assist you with constructing commands for"), space, code(`${self.name} (${self.version})`), text(".")])), p("Please answer all prompts provided by the wizard."));
      const description = descriptionList([[text("Instructions"), instructions]]);
      const header = h1(spans([code("Wizard Mode for CLI Application:"), space, code(self.name), space, code(`(${self.version})`), summary]));
      const help = sequence(header, description);
      const text5 = toAnsiText(help);
      const command = fromIterable(getNames(self.command))[0];
      const wizardPrefix = getWizardPrefix(builtIn, command, args);
      return log(text5).pipe(zipRight(wizard(builtIn.command, wizardPrefix, config)), tap((args2) => log(toAnsiText(renderWizardArgs(args2)))), flatMap((args2) => toggle({
        message: "Would you like to run the command?",
        initial: true,
        active: "yes",
        inactive: "no"
      }).pipe(flatMap((shouldRunCommand) => {
        const baseArgs = take(originalArgs, 2);
        const wizardArgs = drop(args2, 1);
        const finalArgs = appendAll(baseArgs, wizardArgs);
        return shouldRunCommand ? log().pipe(zipRight(run(self, finalArgs, execute))) : _void;
      }))), catchAll((e) => {
        if (isQuitException(e)) {
          const message = p(error2("\n\nQuitting wizard mode..."));
          return log(toAnsiText(message));
        }
        return fail(e);
      }));
    }
    case "ShowVersion": {
      const help = p(self.version);
      return log(toAnsiText(help));
    }
  }
};
var prefixCommand = (self) => {
  let command = self;
  let prefix = empty();
  while (command !== void 0) {
    switch (command._tag) {
      case "Standard": {
        prefix = of(command.name);
        command = void 0;
        break;
      }
      case "GetUserInput": {
        prefix = of(command.name);
        command = void 0;
        break;
      }
      case "Map": {
        command = command.command;
        break;
      }
      case "Subcommands": {
        command = command.parent;
        break;
      }
    }
  }
  return prefix;
};
var getWizardPrefix = (builtIn, rootCommand, commandLineArgs) => {
  const subcommands = getSubcommands(builtIn.command);
  const [parentArgs, childArgs] = span(commandLineArgs, (name2) => !has(subcommands, name2));
  const args = matchLeft(childArgs, {
    onEmpty: () => filter(parentArgs, (arg) => arg !== "--wizard"),
    onNonEmpty: (head) => append(parentArgs, head)
  });
  return appendAll(rootCommand.split(/\s+/), args);
};
var renderWizardArgs = (args) => {
  const params = pipe(filter(args, (param) => param.length > 0), join(" "));
  const executeMsg = text("You may now execute your command directly with the following options and arguments:");
  return blocks([p(strong(code("Wizard Mode Complete!"))), p(executeMsg), p(concat(text("    "), highlight(params, cyan)))]);
};
var isLogLevelArg = (arg) => {
  return arg && (arg === "--log-level" || arg.startsWith("--log-level="));
};

// node_modules/@effect/cli/dist/esm/internal/command.js
var CommandSymbolKey = "@effect/cli/Command";
var TypeId = /* @__PURE__ */ Symbol.for(CommandSymbolKey);
var parseConfig = (config) => {
  const args = [];
  let argsIndex = 0;
  const options = [];
  let optionsIndex = 0;
  function parse2(config2) {
    const tree2 = {};
    for (const key in config2) {
      tree2[key] = parseValue(config2[key]);
    }
    return tree2;
  }
  function parseValue(value) {
    if (isArray(value)) {
      return {
        _tag: "Array",
        children: map(value, parseValue)
      };
    } else if (isArgs(value)) {
      args.push(value);
      return {
        _tag: "Args",
        index: argsIndex++
      };
    } else if (isOptions(value)) {
      options.push(value);
      return {
        _tag: "Options",
        index: optionsIndex++
      };
    } else {
      return {
        _tag: "ParsedConfig",
        tree: parse2(value)
      };
    }
  }
  return {
    args,
    options,
    tree: parse2(config)
  };
};
var reconstructConfigTree = (tree2, args, options) => {
  const output = {};
  for (const key in tree2) {
    output[key] = nodeValue(tree2[key]);
  }
  return output;
  function nodeValue(node) {
    if (node._tag === "Args") {
      return args[node.index];
    } else if (node._tag === "Options") {
      return options[node.index];
    } else if (node._tag === "Array") {
      return map(node.children, nodeValue);
    } else {
      return reconstructConfigTree(node.tree, args, options);
    }
  }
};
var Prototype = {
  ...CommitPrototype,
  [TypeId]: TypeId,
  commit() {
    return this.tag;
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var registeredDescriptors = /* @__PURE__ */ globalValue("@effect/cli/Command/registeredDescriptors", () => /* @__PURE__ */ new WeakMap());
var getDescriptor = (self) => registeredDescriptors.get(self.tag) ?? self.descriptor;
var makeProto = (descriptor, handler, tag, transform = identity) => {
  const self = Object.create(Prototype);
  self.descriptor = descriptor;
  self.handler = handler;
  self.transform = transform;
  self.tag = tag;
  return self;
};
var makeDerive = (self, options) => {
  const command = Object.create(Prototype);
  command.descriptor = options.descriptor ?? self.descriptor;
  command.handler = options.handler ?? self.handler;
  command.transform = options.transform ? (effect, opts) => options.transform(self.transform(effect, opts), opts) : self.transform;
  command.tag = self.tag;
  return command;
};
var fromDescriptor = /* @__PURE__ */ dual((args) => isCommand(args[0]), (descriptor, handler) => {
  const self = makeProto(descriptor, handler ?? ((_) => failSync(() => helpRequested(getDescriptor(self)))), GenericTag(`@effect/cli/Command/(${fromIterable(getNames(descriptor)).join("|")})`));
  return self;
});
var makeDescriptor = (name2, config) => {
  const {
    args,
    options,
    tree: tree2
  } = parseConfig(config);
  return map2(make(name2, all2(options), all(args)), ({
    args: args2,
    options: options2
  }) => reconstructConfigTree(tree2, args2, options2));
};
var make3 = (name2, config = {}, handler) => fromDescriptor(makeDescriptor(name2, config), handler);
var transformHandler = /* @__PURE__ */ dual(2, (self, f) => makeDerive(self, {
  transform: f
}));
var withSubcommands2 = /* @__PURE__ */ dual(2, (self, subcommands) => {
  const command = withSubcommands(self.descriptor, map(subcommands, (_) => [_.tag, _.descriptor]));
  const subcommandMap = reduce(subcommands, /* @__PURE__ */ new Map(), (handlers, subcommand) => {
    handlers.set(subcommand.tag, subcommand);
    registeredDescriptors.set(subcommand.tag, subcommand.descriptor);
    return handlers;
  });
  function handler(args) {
    if (args.subcommand._tag === "Some") {
      const [tag, value] = args.subcommand.value;
      const subcommand = subcommandMap.get(tag);
      const subcommandEffect = subcommand.transform(subcommand.handler(value), value);
      return provideService(subcommandEffect, self.tag, args);
    }
    return self.handler(args);
  }
  return makeDerive(self, {
    descriptor: command,
    handler
  });
});
var run2 = /* @__PURE__ */ dual(2, (self, config) => {
  const app = make2({
    ...config,
    command: self.descriptor
  });
  registeredDescriptors.set(self.tag, self.descriptor);
  const handler = (args) => self.transform(self.handler(args), args);
  return (args) => run(app, args, handler);
});

// node_modules/@effect/cli/dist/esm/Command.js
var make4 = make3;
var transformHandler2 = transformHandler;
var withSubcommands3 = withSubcommands2;
var run3 = run2;

// src/domain/EntrySchema.ts
var isJson = (value) => {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(isJson);
      for (const key in value) {
        if (Object.prototype.hasOwnProperty.call(value, key) && !isJson(value[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
};
var isJsonObject = (value) => isObject(value) && isJson(value);
var JsonValue = Schema_exports.declare(isJson, {
  identifier: "Json",
  description: "a JSON value"
});
var JsonObject = Schema_exports.declare(isJsonObject, {
  identifier: "JsonObject",
  description: "a JSON object"
});
var optional4 = (schema) => Schema_exports.optionalWith(schema, { exact: true });
var TextContent = Schema_exports.Struct({
  type: Schema_exports.Literal("text"),
  text: Schema_exports.String,
  textSignature: optional4(Schema_exports.String)
}).annotations({ identifier: "TextContent" });
var ThinkingContent = Schema_exports.Struct({
  type: Schema_exports.Literal("thinking"),
  thinking: Schema_exports.String,
  thinkingSignature: optional4(Schema_exports.String),
  redacted: optional4(Schema_exports.Boolean)
}).annotations({ identifier: "ThinkingContent" });
var ImageContent = Schema_exports.Struct({
  type: Schema_exports.Literal("image"),
  data: Schema_exports.String,
  mimeType: Schema_exports.String
}).annotations({ identifier: "ImageContent" });
var ToolCall = Schema_exports.Struct({
  type: Schema_exports.Literal("toolCall"),
  id: Schema_exports.String,
  name: Schema_exports.String,
  arguments: JsonObject,
  thoughtSignature: optional4(Schema_exports.String),
  namespace: optional4(Schema_exports.String),
  argumentsError: optional4(Schema_exports.String)
}).annotations({ identifier: "ToolCall" });
var ContentBlock = Schema_exports.Union(TextContent, ThinkingContent, ImageContent, ToolCall);
var UserContent = Schema_exports.Union(Schema_exports.String, Schema_exports.Array(Schema_exports.Union(TextContent, ImageContent)));
var Cost = Schema_exports.Struct({
  input: Schema_exports.Number,
  output: Schema_exports.Number,
  cacheRead: Schema_exports.Number,
  cacheWrite: Schema_exports.Number,
  total: Schema_exports.Number,
  totalFromProvider: optional4(Schema_exports.Number)
}).annotations({ identifier: "Cost" });
var Usage = Schema_exports.Struct({
  input: Schema_exports.Number,
  output: Schema_exports.Number,
  cacheRead: Schema_exports.Number,
  cacheWrite: Schema_exports.Number,
  cacheWrite1h: optional4(Schema_exports.Number),
  reasoning: optional4(Schema_exports.Number),
  totalTokens: Schema_exports.Number,
  cost: Cost
}).annotations({ identifier: "Usage" });
var Tool = Schema_exports.Struct({
  name: Schema_exports.String,
  description: Schema_exports.String,
  parameters: JsonObject,
  constrainedSampling: optional4(Schema_exports.Union(Schema_exports.Literal(false), JsonObject))
}).annotations({ identifier: "Tool" });
var SystemMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("system"),
  content: Schema_exports.Union(Schema_exports.String, Schema_exports.Array(TextContent)),
  sections: optional4(Schema_exports.Record({ key: Schema_exports.String, value: Schema_exports.NullOr(Schema_exports.String) })),
  timestamp: optional4(Schema_exports.Number),
  toolsAdded: optional4(Schema_exports.Array(Tool)),
  toolsRemoved: optional4(Schema_exports.Array(Schema_exports.Struct({ name: Schema_exports.String })))
}).annotations({ identifier: "SystemMessage" });
var UserMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("user"),
  content: UserContent,
  timestamp: Schema_exports.Number
}).annotations({ identifier: "UserMessage" });
var StopReason = Schema_exports.Literal("stop", "length", "toolUse", "error", "aborted", "deferred");
var AssistantDiagnostic = Schema_exports.Struct({
  type: Schema_exports.String,
  timestamp: Schema_exports.Number,
  error: optional4(JsonValue),
  details: optional4(JsonValue)
});
var DeferredResponse = Schema_exports.Struct({
  provider: Schema_exports.String,
  modelId: Schema_exports.String,
  api: Schema_exports.String,
  id: Schema_exports.String,
  expiresAt: optional4(JsonValue),
  pollAfterMs: optional4(Schema_exports.Number),
  data: optional4(JsonValue)
});
var AssistantMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("assistant"),
  content: Schema_exports.Array(Schema_exports.Union(TextContent, ThinkingContent, ToolCall)),
  api: optional4(Schema_exports.String),
  provider: Schema_exports.String,
  model: Schema_exports.String,
  usage: optional4(Usage),
  stopReason: optional4(StopReason),
  timestamp: Schema_exports.Number,
  providerThinkingLevel: optional4(Schema_exports.String),
  responseId: optional4(Schema_exports.String),
  responseModel: optional4(Schema_exports.String),
  rawStopReason: optional4(Schema_exports.String),
  errorMessage: optional4(Schema_exports.String),
  diagnostics: optional4(Schema_exports.Array(AssistantDiagnostic)),
  deferred: optional4(DeferredResponse),
  endTurn: optional4(Schema_exports.Boolean),
  durationMs: optional4(Schema_exports.Number),
  thinkingLevel: optional4(Schema_exports.String)
}).annotations({ identifier: "AssistantMessage" });
var ToolResultMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("toolResult"),
  toolCallId: Schema_exports.String,
  toolName: Schema_exports.String,
  content: Schema_exports.Array(Schema_exports.Union(TextContent, ImageContent)),
  details: optional4(JsonValue),
  usage: optional4(Usage),
  isError: Schema_exports.Boolean,
  durationMs: optional4(Schema_exports.Number),
  timestamp: Schema_exports.Number,
  nestedCalls: optional4(Schema_exports.Struct({ calls: Schema_exports.Array(JsonValue), complete: Schema_exports.Boolean }))
}).annotations({ identifier: "ToolResultMessage" });
var BashExecutionMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("bashExecution"),
  command: Schema_exports.String,
  output: Schema_exports.String,
  exitCode: optional4(Schema_exports.NullOr(Schema_exports.Number)),
  cancelled: Schema_exports.Boolean,
  truncated: Schema_exports.Boolean,
  fullOutputPath: optional4(Schema_exports.String),
  timestamp: Schema_exports.Number,
  excludeFromContext: optional4(Schema_exports.Boolean)
}).annotations({ identifier: "BashExecutionMessage" });
var CustomMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("custom"),
  customType: Schema_exports.String,
  content: UserContent,
  display: Schema_exports.Boolean,
  details: optional4(JsonValue),
  timestamp: Schema_exports.Number
}).annotations({ identifier: "CustomMessage" });
var BranchSummaryMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("branchSummary"),
  summary: Schema_exports.String,
  fromId: Schema_exports.String,
  timestamp: Schema_exports.Number
}).annotations({ identifier: "BranchSummaryMessage" });
var CompactionSummaryMessage = Schema_exports.Struct({
  role: Schema_exports.Literal("compactionSummary"),
  summary: Schema_exports.String,
  tokensBefore: Schema_exports.Number,
  timestamp: Schema_exports.Number
}).annotations({ identifier: "CompactionSummaryMessage" });
var knownMessages = {
  system: SystemMessage,
  user: UserMessage,
  assistant: AssistantMessage,
  toolResult: ToolResultMessage,
  bashExecution: BashExecutionMessage,
  custom: CustomMessage,
  branchSummary: BranchSummaryMessage,
  compactionSummary: CompactionSummaryMessage
};
var isKnownRole = (role) => typeof role === "string" && Object.prototype.hasOwnProperty.call(knownMessages, role);
var UnknownRoleMessage = Schema_exports.Struct({
  role: Schema_exports.String.pipe(
    Schema_exports.filter((role) => !isKnownRole(role), { message: () => "a known role must match its own schema" })
  )
}).annotations({ identifier: "UnknownRoleMessage" });
var Message = Schema_exports.Union(
  SystemMessage,
  UserMessage,
  AssistantMessage,
  ToolResultMessage,
  BashExecutionMessage,
  CustomMessage,
  BranchSummaryMessage,
  CompactionSummaryMessage,
  UnknownRoleMessage
);
var SessionHeader = Schema_exports.Struct({
  type: Schema_exports.Literal("session"),
  version: optional4(Schema_exports.Number),
  id: Schema_exports.String,
  timestamp: optional4(Schema_exports.String),
  cwd: optional4(Schema_exports.String),
  parentSession: optional4(Schema_exports.String)
}).annotations({ identifier: "SessionHeader" });
var baseFields = {
  id: Schema_exports.String,
  parentId: optional4(Schema_exports.NullOr(Schema_exports.String)),
  timestamp: Schema_exports.String
};
var MessageEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("message"),
  ...baseFields,
  message: Message
}).annotations({ identifier: "MessageEntry" });
var ThinkingLevelChangeEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("thinking_level_change"),
  ...baseFields,
  thinkingLevel: Schema_exports.String
}).annotations({ identifier: "ThinkingLevelChangeEntry" });
var ModelChangeEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("model_change"),
  ...baseFields,
  provider: Schema_exports.String,
  modelId: Schema_exports.String
}).annotations({ identifier: "ModelChangeEntry" });
var UsageEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("usage"),
  ...baseFields,
  kind: Schema_exports.String,
  provider: Schema_exports.String,
  model: Schema_exports.String,
  usage: Usage,
  note: optional4(Schema_exports.String)
}).annotations({ identifier: "UsageEntry" });
var CompactionEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("compaction"),
  ...baseFields,
  summary: Schema_exports.String,
  firstKeptEntryId: optional4(Schema_exports.String),
  tokensBefore: Schema_exports.Number,
  details: optional4(JsonValue),
  usage: optional4(Usage),
  fromHook: optional4(Schema_exports.Boolean),
  systemMessage: optional4(SystemMessage)
}).annotations({ identifier: "CompactionEntry" });
var BranchSummaryEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("branch_summary"),
  ...baseFields,
  fromId: Schema_exports.String,
  summary: Schema_exports.String,
  details: optional4(JsonValue),
  usage: optional4(Usage),
  fromHook: optional4(Schema_exports.Boolean)
}).annotations({ identifier: "BranchSummaryEntry" });
var CustomEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("custom"),
  customType: Schema_exports.String,
  data: optional4(JsonValue),
  ...baseFields
}).annotations({ identifier: "CustomEntry" });
var CustomMessageEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("custom_message"),
  customType: Schema_exports.String,
  content: UserContent,
  display: Schema_exports.Boolean,
  details: optional4(JsonValue),
  ...baseFields
}).annotations({ identifier: "CustomMessageEntry" });
var Replacement = Schema_exports.Struct({
  content: Schema_exports.Union(Schema_exports.String, Schema_exports.Array(ContentBlock))
}).annotations({ identifier: "Replacement" });
var ContextEditEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("context_edit"),
  ...baseFields,
  targetId: Schema_exports.String,
  replacement: Schema_exports.NullOr(Replacement)
}).annotations({ identifier: "ContextEditEntry" });
var LabelEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("label"),
  ...baseFields,
  targetId: Schema_exports.String,
  label: optional4(Schema_exports.String)
}).annotations({ identifier: "LabelEntry" });
var SessionInfoEntry = Schema_exports.Struct({
  type: Schema_exports.Literal("session_info"),
  ...baseFields,
  name: Schema_exports.String
}).annotations({ identifier: "SessionInfoEntry" });
var knownEntries = {
  message: MessageEntry,
  thinking_level_change: ThinkingLevelChangeEntry,
  model_change: ModelChangeEntry,
  usage: UsageEntry,
  compaction: CompactionEntry,
  branch_summary: BranchSummaryEntry,
  custom: CustomEntry,
  custom_message: CustomMessageEntry,
  context_edit: ContextEditEntry,
  label: LabelEntry,
  session_info: SessionInfoEntry
};
var isKnownType = (type) => typeof type === "string" && Object.prototype.hasOwnProperty.call(knownEntries, type);
var KnownEntry = Schema_exports.Union(
  MessageEntry,
  ThinkingLevelChangeEntry,
  ModelChangeEntry,
  UsageEntry,
  CompactionEntry,
  BranchSummaryEntry,
  CustomEntry,
  CustomMessageEntry,
  ContextEditEntry,
  LabelEntry,
  SessionInfoEntry
);
var UnknownEntry = Schema_exports.Struct({
  type: optional4(Schema_exports.Unknown),
  id: Schema_exports.String
}).pipe(Schema_exports.filter((entry) => !isKnownType(entry.type), { message: () => "a known type must match its own schema" })).annotations({ identifier: "UnknownEntry" });
var SessionEntry = Schema_exports.Union(KnownEntry, UnknownEntry);
var parseOptions = { onExcessProperty: "preserve", propertyOrder: "original" };
var decoders = /* @__PURE__ */ new Map();
var decoderFor = (schema) => {
  let decoder = decoders.get(schema);
  if (decoder === void 0) {
    decoder = Schema_exports.decodeUnknownEither(schema, parseOptions);
    decoders.set(schema, decoder);
  }
  return decoder;
};
var validators = /* @__PURE__ */ new Map();
var validatorFor = (schema) => {
  let validator = validators.get(schema);
  if (validator === void 0) {
    validator = Schema_exports.is(schema);
    validators.set(schema, validator);
  }
  return validator;
};
var isEntry = (value) => validatorFor(entrySchemaFor(value))(value);
var MessageShape = Schema_exports.Struct({ role: Schema_exports.String }).annotations({ identifier: "Message" });
var messageSchemaFor = (message) => {
  if (!isObject(message) || typeof message.role !== "string") return MessageShape;
  return isKnownRole(message.role) ? knownMessages[message.role] : UnknownRoleMessage;
};
var messageEntries = /* @__PURE__ */ new Map();
var messageEntryFor = (message) => {
  let schema = messageEntries.get(message);
  if (schema === void 0) {
    schema = Schema_exports.Struct({ ...MessageEntry.fields, message });
    messageEntries.set(message, schema);
  }
  return schema;
};
var entrySchemaFor = (value) => {
  if (!isObject(value)) return UnknownEntry;
  const type = value.type;
  if (!isKnownType(type)) return UnknownEntry;
  if (type === "message") return messageEntryFor(messageSchemaFor(value.message));
  return knownEntries[type];
};
var decodeEntry = (value) => decoderFor(entrySchemaFor(value))(value);
var decodeHeader = (value) => decoderFor(SessionHeader)(value);
var MAX_MESSAGE = 200;
var MAX_ACTUAL = 60;
var formatPath = (path3) => {
  let out = "";
  for (const key of path3) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
};
var EXPECTED = /^Expected (.*), actual (.*)$/s;
var describe = (error4) => {
  const issues = ParseResult_exports.ArrayFormatter.formatErrorSync(error4);
  let depth = -1;
  for (const issue of issues) depth = Math.max(depth, issue.path.length);
  const deepest = issues.filter((issue) => issue.path.length === depth);
  const first = deepest[0];
  if (first === void 0) return "does not match its schema";
  const where = formatPath(first.path);
  const samePlace = deepest.filter((issue) => formatPath(issue.path) === where);
  let problem = first.message;
  const matches = samePlace.map((issue) => EXPECTED.exec(issue.message));
  const actual = matches[0]?.[2];
  if (samePlace.length > 1 && matches.every((m) => m !== null && m[2] === actual)) {
    const expected = [...new Set(matches.map((m) => m?.[1]))];
    problem = `Expected ${expected.join(" | ")}, actual ${actual}`;
  }
  const match = EXPECTED.exec(problem);
  if (match !== null) problem = `Expected ${match[1]}, actual ${cut(match[2] ?? "", MAX_ACTUAL)}`;
  return cut(`${where === "" ? "" : `${where}: `}${problem}`, MAX_MESSAGE);
};
var cut = (text5, max) => {
  const line = text5.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
};
var describeEntry = (value) => {
  const type = typeof value.type === "string" ? `${cut(value.type, 40)} entry` : "entry";
  return typeof value.id === "string" ? `${type} ${cut(value.id, 40)}` : type;
};
var validate2 = (entry) => {
  const value = entry.value;
  if (isEntry(value)) return [];
  const result = decodeEntry(value);
  if (Either_exports.isRight(result)) return [];
  return [error3("invalid-entry", entry.line, `${describeEntry(value)}: ${describe(result.left)}`)];
};
var validateHeader = (header) => {
  const result = decodeHeader(header.value);
  if (Either_exports.isRight(result)) return [];
  return [error3("invalid-entry", header.line, `session header: ${describe(result.left)}`)];
};

// src/main/StoreCli.ts
var PI_NAME = /^\d{4}-\d{2}-\d{2}T[\d-]+Z_.+\.jsonl$/;
var sessionFiles = (target) => Effect_exports.gen(function* () {
  const fs = yield* FileSystem;
  const path3 = yield* Path;
  const info2 = yield* fs.stat(target).pipe(Effect_exports.mapError(() => new CliFailure({ message: `${target}: no such file or directory` })));
  if (info2.type !== "Directory") return [target];
  const names = yield* fs.readDirectory(target, { recursive: true }).pipe(Effect_exports.mapError((e) => new CliFailure({ message: `${target}: ${e.message}` })));
  return names.filter((name2) => name2.endsWith(".jsonl")).map((name2) => path3.join(target, name2)).sort();
});
var destination = (file2, header, sessionDir2) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const path3 = yield* Path;
  const sessions = path3.join(store.agentDir, "sessions");
  if (sessionDir2 === void 0 && path3.dirname(path3.dirname(file2)) === sessions) return file2;
  if (sessionDir2 === void 0 && typeof header.cwd !== "string") return yield* new CliFailure({ message: `${file2}: its header names no cwd; give --session-dir` });
  const dir = sessionDir2 === void 0 ? store.defaultDir(header.cwd) : store.resolve(sessionDir2);
  const name2 = path3.basename(file2);
  const timestamp = header.timestamp;
  return path3.join(dir, PI_NAME.test(name2) || typeof timestamp !== "string" || !SESSION_ID_PATTERN.test(header.id) ? name2 : fileName(timestamp, header.id));
});
var importCommand = make4(
  "import",
  {
    source: text4({ name: "DIR_OR_FILE" }),
    sessionDir: text3("session-dir").pipe(optional2)
  },
  (options) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const fs = yield* FileSystem;
    const source = store.resolve(options.source);
    const files = yield* sessionFiles(source);
    let imported = 0;
    let present = 0;
    const failures = [];
    for (const file2 of files) {
      const outcome = yield* Effect_exports.gen(function* () {
        const bytes = yield* fs.readFile(file2).pipe(Effect_exports.mapError((e) => new CliFailure({ message: `${file2}: ${e.message}` })));
        const loaded = fromBytes(bytes, fromSeed(0));
        if (loaded.header === void 0) return yield* new CliFailure({ message: `${file2}: not a pi session (no session header)` });
        const target = yield* destination(file2, loaded.header, Option_exports.getOrUndefined(options.sessionDir));
        const result = yield* Effect_exports.either(store.importBytes(target, bytes));
        if (result._tag === "Right") return { file: file2, target, imported: true };
        if (result.left._tag !== "SessionExists") return yield* new CliFailure({ message: `${file2}: ${result.left.message}` });
        const stored = yield* store.readBytes(target).pipe(Effect_exports.orElseSucceed(() => new Uint8Array(0)));
        if (Buffer.compare(stored, bytes) !== 0) return yield* new CliFailure({ message: `${file2}: ${target} already holds a different session; nothing was replaced` });
        return { file: file2, target, imported: false };
      }).pipe(Effect_exports.either);
      if (outcome._tag === "Left") {
        failures.push(outcome.left.message);
        yield* Console_exports.error(`arbor: ${outcome.left.message}`);
      } else if (outcome.right.imported) {
        imported++;
        yield* Console_exports.log(`${outcome.right.file} \u2192 ${outcome.right.target}`);
      } else {
        present++;
        yield* Console_exports.log(`${outcome.right.file}: already imported as ${outcome.right.target}`);
      }
    }
    yield* Console_exports.log(`Imported ${imported} session${imported === 1 ? "" : "s"}${present > 0 ? ` (${present} already there)` : ""}`);
    if (failures.length > 0) return yield* new CliFailure({ message: `${failures.length} of ${files.length} files not imported (first: ${failures[0]})` });
    if (files.length === 0) return yield* new CliFailure({ message: `${source}: no .jsonl files found` });
  })
);
var exportJsonl = (target, out) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const file2 = yield* resolveHere(target);
  const bytes = yield* store.readBytes(file2).pipe(Effect_exports.mapError(failIn(void 0)));
  if (Option_exports.isSome(out)) return yield* Console_exports.log(`Wrote ${yield* store.writeFile(out.value, bytes)}`);
  yield* (yield* Stdio).stdout.write(bytes);
});

// src/main/Cli.ts
var inFile = (file2) => (error4) => new CliFailure({ message: `${file2}: ${error4.message}` });
var printJson = (value) => Console_exports.log(JSON.stringify(value, null, 2));
var encoder = new TextEncoder();
var BATCH = 1024 * 1024;
var printJsonPieces = (pieces) => Effect_exports.gen(function* () {
  const { stdout } = yield* Stdio;
  if (stdout.isTTY) return yield* stdout.write(JSON.stringify(JSON.parse(join2(pieces)), null, 2) + "\n");
  const batch = new Uint8Array(BATCH);
  let filled = 0;
  for (const piece of pieces) {
    const bytes = typeof piece === "string" ? encoder.encode(piece) : piece;
    if (filled + bytes.length > BATCH) {
      yield* stdout.write(Buffer.concat([batch.subarray(0, filled), bytes]));
      filled = 0;
    } else {
      batch.set(bytes, filled);
      filled += bytes.length;
    }
  }
  yield* stdout.write(Buffer.concat([batch.subarray(0, filled), encoder.encode("\n")]));
});
var oneOrManyPieces = function* (texts) {
  if (texts.length === 1) return yield* texts[0];
  yield "[";
  for (let i = 0; i < texts.length; i++) {
    if (i > 0) yield ",";
    yield* texts[i];
  }
  yield "]";
};
var isoOrNull = (date2) => Number.isNaN(date2.getTime()) ? null : date2.toISOString();
var fileArg = text4({ name: "SESSION" });
var json = boolean("json");
var sessionDir = text3("session-dir").pipe(optional2);
var leaves = text3("leaf").pipe(repeated);
var root = boolean("root");
var all3 = boolean("all");
var openSnapshot = (ref) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  return yield* store.open(yield* resolveHere(ref));
});
var requestedLeaves = (tree2, file2, ids, atRoot) => Effect_exports.gen(function* () {
  for (const id of ids) {
    if (!has2(tree2, id)) return yield* new CliFailure({ message: `${file2}: Entry ${id} not found` });
  }
  const requested = [...ids];
  if (atRoot) requested.push(null);
  return requested.length === 0 ? [leafId(tree2)] : requested;
});
var infoJson = (info2) => ({
  path: info2.path,
  id: info2.id ?? null,
  cwd: info2.cwd,
  ...info2.name === void 0 ? {} : { name: info2.name },
  ...info2.parentSessionPath === void 0 ? {} : { parentSessionPath: info2.parentSessionPath },
  created: isoOrNull(info2.created),
  modified: isoOrNull(info2.modified),
  messageCount: info2.messageCount,
  firstMessage: info2.firstMessage
});
var ls = make4(
  "ls",
  {
    cwd: text3("cwd").pipe(optional2),
    all: boolean("all"),
    sessionDir,
    search: text3("search").pipe(optional2),
    json
  },
  (options) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const stdio2 = yield* Stdio;
    const dir = Option_exports.getOrUndefined(options.sessionDir);
    const onProgress = stdio2.stderr.isTTY ? (loaded, total) => void Effect_exports.runFork(stdio2.stderr.write(loaded === total ? "\r\x1B[K" : `\rReading sessions ${loaded}/${total}`)) : void 0;
    const search = Option_exports.getOrUndefined(options.search);
    const listing = options.all ? yield* store.listAll({ sessionDir: dir, onProgress, search }) : yield* store.list({ cwd: Option_exports.getOrElse(options.cwd, () => stdio2.cwd), sessionDir: dir, onProgress, search });
    for (const skipped of listing.skipped) yield* Console_exports.error(`arbor: skipped ${skipped.path}: ${skipped.reason}`);
    const sessions = listing.sessions;
    if (options.json) return yield* printJson(sessions.map(infoJson));
    if (sessions.length === 0) return yield* Console_exports.log("No sessions.");
    yield* Console_exports.log(sessionList(sessions));
  })
);
var tree = make4(
  "tree",
  { file: fileArg, all: all3, json },
  ({ all: all4, file: file2, json: json2 }) => Effect_exports.gen(function* () {
    const { state } = yield* openSnapshot(file2);
    if (json2) return yield* printJsonPieces(treeJsonPieces(state.tree, { all: all4 }));
    const { env, stdout } = yield* Stdio;
    yield* Console_exports.log(treeText(state.tree, { all: all4, color: color(stdout, env) }));
  })
);
var entriesJson = function* (entries) {
  yield "[";
  for (let i = 0; i < entries.length; i++) {
    if (i > 0) yield ",";
    yield entries[i].bytes();
  }
  yield "]";
};
var branch = make4(
  "branch",
  { file: fileArg, leaves, root, json },
  (options) => Effect_exports.gen(function* () {
    const { path: path3, state } = yield* openSnapshot(options.file);
    const targets = yield* requestedLeaves(state.tree, path3, options.leaves, options.root);
    const paths = targets.map((leaf) => path(state.tree, leaf));
    if (options.json) return yield* printJsonPieces(oneOrManyPieces(paths.map(entriesJson)));
    yield* Console_exports.log(paths.map((entries) => entries.map(entryLine).join("\n")).join("\n\n"));
  })
);
var context = make4(
  "context",
  { file: fileArg, leaves, root, json },
  (options) => Effect_exports.gen(function* () {
    const { path: path3, state } = yield* openSnapshot(options.file);
    const targets = yield* requestedLeaves(state.tree, path3, options.leaves, options.root);
    if (options.json) return yield* printJsonPieces(oneOrManyPieces(targets.map((leaf) => encode(state.tree, leaf))));
    const contexts = targets.map((leaf) => build(state.tree, leaf));
    yield* Console_exports.log(contexts.map(contextText).join("\n\n"));
  })
);
var createSession = (snapshot, command) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const result = apply(snapshot.state, command);
  if (Either_exports.isLeft(result)) return yield* inFile(snapshot.path)(result.left);
  const transition = result.right;
  yield* store.commit(transition);
  const saved = count(transition.state.tree) > 0 ? yield* store.save(transition.state) : transition.state;
  return { transition, file: saved.flushed ? saved.file ?? null : null };
});
var newFile = (dir, fallbackDir, identity2) => Effect_exports.gen(function* () {
  const path3 = yield* Path;
  const store = yield* SessionStore;
  const target = Option_exports.match(dir, { onNone: () => fallbackDir, onSome: store.resolve });
  return path3.join(target, fileName(identity2.timestamp, identity2.sessionId));
});
var fork = make4(
  "fork",
  {
    file: fileArg,
    entry: text4({ name: "ENTRY_ID" }),
    at: boolean("at"),
    sessionDir,
    json
  },
  (options) => Effect_exports.gen(function* () {
    const snapshot = yield* openSnapshot(options.file);
    const path3 = yield* Path;
    const identity2 = yield* sessionIdentity;
    const { file: file2, transition } = yield* createSession(
      snapshot,
      Command.Fork({
        entryId: options.entry,
        position: options.at ? "at" : "before",
        sessionId: identity2.sessionId,
        file: yield* newFile(options.sessionDir, path3.dirname(snapshot.path), identity2),
        timestamp: identity2.timestamp,
        ids: yield* idSource
      })
    );
    const selectedText = transition.selectedText ?? null;
    if (options.json) return yield* printJson({ file: file2, selectedText });
    yield* Console_exports.log(file2 === null ? "Forked into a new empty session (nothing to write yet)." : `Forked to ${file2}`);
    if (selectedText !== null) yield* Console_exports.log(`Selected text: ${selectedText}`);
  })
);
var clone = make4(
  "clone",
  { file: fileArg, leaf: text3("leaf").pipe(optional2), sessionDir, json },
  (options) => Effect_exports.gen(function* () {
    const snapshot = yield* openSnapshot(options.file);
    const path3 = yield* Path;
    const identity2 = yield* sessionIdentity;
    const target = yield* newFile(options.sessionDir, path3.dirname(snapshot.path), identity2);
    const fields = { sessionId: identity2.sessionId, file: target, timestamp: identity2.timestamp, ids: yield* idSource };
    const command = Option_exports.match(options.leaf, {
      onNone: () => Command.Clone(fields),
      onSome: (entryId) => Command.Fork({ ...fields, entryId, position: "at" })
    });
    const { file: file2 } = yield* createSession(snapshot, command);
    if (options.json) return yield* printJson({ file: file2 });
    yield* Console_exports.log(`Cloned to ${file2}`);
  })
);
var forkFrom = make4(
  "fork-from",
  { file: fileArg, cwd: text3("cwd"), sessionDir, json },
  (options) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const source = yield* resolveHere(options.file);
    const file2 = yield* copySession(source, store.resolve(options.cwd), Option_exports.getOrUndefined(options.sessionDir));
    if (options.json) return yield* printJson({ file: file2 });
    yield* Console_exports.log(`Copied to ${file2}`);
  })
);
var write = (ref, command) => Effect_exports.scoped(
  Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const writer = yield* store.writer(yield* resolveHere(ref));
    const stamp2 = yield* stamp;
    return yield* writer.apply(command(stamp2)).pipe(
      Effect_exports.mapError((e) => isStoreError(e) ? e : inFile(writer.path)(e))
    );
  })
);
var navigate = make4(
  "navigate",
  {
    file: fileArg,
    target: text4({ name: "TARGET_ID" }),
    summary: text3("summary").pipe(optional2),
    label: text3("label").pipe(optional2),
    summarize: boolean("summarize"),
    instructions: text3("instructions").pipe(optional2),
    model: modelOption,
    json
  },
  (options) => Effect_exports.gen(function* () {
    if (options.summarize) {
      if (Option_exports.isSome(options.summary)) return yield* new UsageError({ message: "--summary and --summarize cannot be combined" });
      const { leafId: leafId2, result: result2 } = yield* agentCli((m) => m.navigateWithSummary(
        options.file,
        options.target,
        Option_exports.getOrUndefined(options.instructions),
        Option_exports.getOrUndefined(options.label),
        Option_exports.getOrUndefined(options.model)
      ));
      const output = {
        leafId: leafId2,
        editorText: result2.editorText ?? null,
        appended: result2.summaryEntry === void 0 ? [] : [result2.summaryEntry],
        cancelled: result2.cancelled
      };
      if (options.json) return yield* printJson(output);
      yield* Console_exports.log(`Leaf is now ${leafId2 ?? "before the first entry"}.`);
      if (result2.summaryEntry !== void 0) yield* Console_exports.log(String(result2.summaryEntry.summary));
      if (output.editorText !== null) yield* Console_exports.log(`Editor text: ${output.editorText}`);
      return;
    }
    const transition = yield* write(
      options.file,
      (stamp2) => Command.Navigate({
        ...stamp2,
        targetId: options.target,
        summary: Option_exports.getOrUndefined(Option_exports.map(options.summary, (summary) => ({ summary, fromHook: true }))),
        label: Option_exports.getOrUndefined(options.label)
      })
    );
    const result = {
      leafId: transition.leafId,
      editorText: transition.editorText ?? null,
      appended: transition.appended.map((entry) => entry.value)
    };
    if (options.json) return yield* printJson(result);
    yield* Console_exports.log(`Leaf is now ${result.leafId ?? "before the first entry"}.`);
    if (result.editorText !== null) yield* Console_exports.log(`Editor text: ${result.editorText}`);
  })
);
var label = make4(
  "label",
  { file: fileArg, entry: text4({ name: "ENTRY_ID" }), text: text4({ name: "LABEL" }).pipe(optional3) },
  (options) => Effect_exports.gen(function* () {
    const text5 = Option_exports.getOrUndefined(options.text);
    yield* write(options.file, (stamp2) => Command.Label({ ...stamp2, targetId: options.entry, label: text5 }));
    yield* Console_exports.log(text5 ? `Labelled ${options.entry}: ${text5}` : `Cleared the label of ${options.entry}`);
  })
);
var name = make4(
  "name",
  { file: fileArg, name: text4({ name: "NAME" }) },
  (options) => Effect_exports.gen(function* () {
    const transition = yield* write(options.file, (stamp2) => Command.SessionInfo({ ...stamp2, name: options.name }));
    const named = sessionName(transition.state.tree);
    yield* Console_exports.log(named === void 0 ? "Cleared the session name" : `Named the session: ${named}`);
  })
);
var edit = make4(
  "edit",
  {
    file: fileArg,
    entry: text4({ name: "ENTRY_ID" }),
    text: text3("text").pipe(optional2),
    contentJson: text3("content-json").pipe(optional2),
    drop: boolean("drop")
  },
  (options) => Effect_exports.gen(function* () {
    const given = [Option_exports.isSome(options.text), Option_exports.isSome(options.contentJson), options.drop].filter(Boolean).length;
    if (given !== 1) return yield* new UsageError({ message: "edit needs exactly one of --text, --content-json or --drop" });
    let replacement = null;
    if (Option_exports.isSome(options.text)) replacement = { content: options.text.value };
    if (Option_exports.isSome(options.contentJson)) {
      const parsed = yield* Effect_exports.try({
        try: () => JSON.parse(options.contentJson.pipe(Option_exports.getOrThrow)),
        catch: () => new UsageError({ message: "--content-json is not valid JSON" })
      });
      replacement = { content: parsed };
    }
    const transition = yield* write(
      options.file,
      (stamp2) => Command.ContextEdit({ ...stamp2, targetId: options.entry, replacement })
    );
    yield* Console_exports.log(`Edited ${options.entry} (entry ${transition.appended[0]?.id})`);
  })
);
var allDiagnostics = (snapshot) => {
  const found = [...snapshot.diagnostics, ...validateHeader(snapshot.state.header)];
  for (const entry of snapshot.state.tree.entries) found.push(...validate2(entry));
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
};
var info = make4(
  "info",
  { file: fileArg, json },
  (options) => Effect_exports.gen(function* () {
    const snapshot = yield* openSnapshot(options.file);
    const summary = compute(snapshot.state.tree, snapshot.state.header, snapshot.path, allDiagnostics(snapshot));
    if (options.json) return yield* printJson(summary);
    yield* Console_exports.log(infoText(summary));
  })
);
var repairedLines = (state, diagnostics) => {
  const rerooted = new Set(
    diagnostics.filter((d) => d.code === "cycle" || d.code === "self-parent" || d.code === "orphan").map((d) => d.line)
  );
  const kept = [];
  for (const entry of state.tree.entries) {
    if (get(state.tree, entry.id) !== entry) continue;
    kept.push(rerooted.has(entry.line) ? entry.withParent(null) : entry);
  }
  return lines(state.header, kept);
};
var fsck = make4(
  "fsck",
  {
    file: fileArg,
    json,
    repair: text3("repair").pipe(optional2)
  },
  (options) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const opened = yield* openSnapshot(options.file).pipe(Effect_exports.catchTag("NotASession", Effect_exports.succeed));
    if (opened instanceof NotASession) {
      const diagnostic = error3("missing-header", opened.line, `not a valid pi session: ${opened.reason}`);
      if (options.json) yield* printJson({ file: opened.path, errors: 1, warnings: 0, diagnostics: [diagnostic], repaired: null });
      else yield* Console_exports.log(`${format(diagnostic, opened.path)}
${opened.path}: 1 error, 0 warnings`);
      return yield* new CliFailure({ message: `${opened.path}: 1 error found` });
    }
    const snapshot = opened;
    const diagnostics = allDiagnostics(snapshot);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    let repaired = null;
    if (Option_exports.isSome(options.repair)) {
      const out = store.resolve(options.repair.value);
      if (out === snapshot.path) return yield* new UsageError({ message: "--repair writes a copy: OUT must not be FILE" });
      yield* store.writeNew(out, repairedLines(snapshot.state, diagnostics));
      repaired = out;
    }
    if (options.json) {
      yield* printJson({ file: snapshot.path, errors, warnings, diagnostics, repaired });
    } else {
      for (const d of diagnostics) yield* Console_exports.log(format(d, snapshot.path));
      yield* Console_exports.log(`${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`);
      if (repaired !== null) yield* Console_exports.log(`Wrote a repaired copy to ${repaired}`);
    }
    if (errors > 0) return yield* new CliFailure({ message: `${snapshot.path}: ${errors} error${errors === 1 ? "" : "s"} found` });
  })
);
var exportCommand = make4(
  "export",
  {
    file: fileArg,
    leaf: text3("leaf").pipe(optional2),
    format: choice("format", ["md", "html", "jsonl"]).pipe(withDefault("md")),
    out: text3("output").pipe(withAlias("o"), optional2)
  },
  (options) => Effect_exports.gen(function* () {
    if (options.format === "jsonl") return yield* exportJsonl(options.file, options.out);
    const snapshot = yield* openSnapshot(options.file);
    const [leaf] = yield* requestedLeaves(snapshot.state.tree, snapshot.path, Option_exports.toArray(options.leaf), false);
    const render = options.format === "html" ? (yield* Effect_exports.promise(() => import("./HtmlExport-CQTQSMAK.js"))).page : markdown;
    const text5 = render(snapshot.state.tree, snapshot.state.header, leaf ?? null);
    if (Option_exports.isNone(options.out)) return yield* Console_exports.log(text5);
    const store = yield* SessionStore;
    const out = store.resolve(options.out.value);
    const existing = yield* FileSystem.pipe(Effect_exports.flatMap((fs) => fs.stat(out)), Effect_exports.option);
    if (existing._tag === "Some" && existing.value.type === "Directory") {
      return yield* new CliFailure({ message: `${out}: is a directory; give -o a file name, e.g. ${out.replace(/\/$/, "")}/session.${options.format}` });
    }
    yield* Console_exports.log(`Wrote ${yield* store.writeFile(out, text5)}`);
  })
);
var rm = make4(
  "rm",
  { file: fileArg },
  ({ file: file2 }) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const trashed = yield* store.remove(yield* resolveHere(file2));
    yield* Console_exports.log(`Moved to ${trashed} (arbor restore ${trashed} brings it back)`);
  })
);
var restore = make4(
  "restore",
  { file: text4({ name: "TRASHED" }) },
  ({ file: file2 }) => Effect_exports.gen(function* () {
    const store = yield* SessionStore;
    const fs = yield* FileSystem;
    const trashed = store.resolve(file2);
    if (!(yield* fs.exists(trashed).pipe(Effect_exports.orElseSucceed(() => false)))) {
      return yield* new CliFailure({ message: `${trashed}: no such file (give the path arbor rm printed)` });
    }
    if (!(yield* fs.exists(`${trashed}.origin`).pipe(Effect_exports.orElseSucceed(() => false)))) {
      return yield* new CliFailure({ message: `${trashed}: not a file that arbor rm moved to the trash (there is no ${trashed}.origin beside it)` });
    }
    yield* Console_exports.log(`Restored ${yield* store.restore(trashed)}`);
  })
);
var agentCli = (f) => Effect_exports.flatMap(Effect_exports.promise(() => import("./AgentCli-KNVXIOS5.js")), f);
var compact = make4(
  "compact",
  { file: fileArg, instructions: text3("instructions").pipe(optional2), model: modelOption, json },
  (options) => agentCli((m) => m.compact(options))
);
var replay = make4("replay", { file: fileArg, json }, (options) => agentCli((m) => m.replay(options)));
var root_ = make4(
  "arbor",
  {
    print: text3("print").pipe(withAlias("p"), optional2),
    continue: boolean("continue").pipe(withAlias("c")),
    resume: boolean("resume").pipe(withAlias("r")),
    session: text3("session").pipe(optional2),
    fork: text3("fork").pipe(optional2),
    noSession: boolean("no-session"),
    sessionDir,
    model: modelOption,
    ...agentOptionFlags,
    mode: choice("mode", ["text", "rpc"]).pipe(withDefault("text"))
  },
  (options) => {
    if (options.mode === "rpc") {
      if (Option_exports.isSome(options.print)) return new UsageError({ message: "--print cannot be combined with --mode rpc" });
      if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" });
      return Effect_exports.flatMap(Effect_exports.promise(() => import("./Rpc-BBJJHNX5.js")), (Rpc) => Rpc.serve(options));
    }
    if (Option_exports.isNone(options.print)) return Effect_exports.flatMap(Effect_exports.promise(() => import("./Interactive-S2ST3OTO.js")), (Interactive) => Interactive.run(options));
    if (options.resume) return new UsageError({ message: "--resume needs the interactive mode" });
    const print = options.print.value;
    return agentCli((m) => m.printMode({ ...options, print }));
  }
).pipe(
  withSubcommands3([
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
    importCommand,
    rm,
    restore,
    compact,
    replay
  ])
);
var run4 = (argv) => Effect_exports.gen(function* () {
  const stdio2 = yield* Stdio;
  const answer2 = answer(check(argv.slice(2)), { color: color(stdio2.stdout, stdio2.env), width: columns(stdio2.stdout) });
  if (answer2 !== void 0) {
    if ("usage" in answer2) return yield* new UsageError({ message: answer2.usage });
    return yield* stdio2.stdout.write(answer2.stdout + "\n");
  }
  const console2 = console(stdio2);
  const quiet = { ...console2, error: () => Effect_exports.void };
  const app = run3(root_.pipe(transformHandler2((effect) => Effect_exports.withConsole(effect, console2))), {
    name: "arbor",
    version: VERSION
  });
  return yield* app(argv).pipe(Effect_exports.withConsole(quiet));
});

// src/main/Program.ts
process.stdout.on("error", (error4) => {
  if (error4.code === "EPIPE") process.exit(process.exitCode ?? 0);
  if (error4.code === "EIO") return;
  throw error4;
});
var main = Effect_exports.suspend(() => run4(process.argv)).pipe(Effect_exports.provide(cli()), Effect_exports.provide(stdio()));
Effect_exports.runPromiseExit(main).then((exit) => {
  const { code: code2, stderr } = report(exit, process.env.ARBOR_DEBUG === "1");
  if (stderr !== "") process.stderr.write(stderr);
  if (code2 !== 0) process.exitCode = code2;
});
//# sourceMappingURL=Program-X5LEAX6F.js.map
