import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  HttpRequestError,
  HttpResponseError,
  MalformedInput,
  MalformedOutput,
  make,
  makeChannel,
  unsafeJson
} from "./chunk-B2QKRWD3.js";
import {
  HttpClient,
  filterStatusOk,
  mapRequest
} from "./chunk-HHVZ7EEK.js";
import {
  Model,
  acceptJson,
  bearerToken,
  countsWithCachedInput,
  fromLanguageModel,
  getJsonSchemaFromSchemaAst,
  infoFor,
  isUserDefined,
  post2 as post,
  prependUrl,
  reasoningEffort,
  setHeaders2 as setHeaders,
  splitContent,
  unsafeSecureJsonParse
} from "./chunk-WEJQ56AO.js";
import "./chunk-TSB53EJV.js";
import {
  Context_exports,
  Effect_exports,
  Either_exports,
  Encoding_exports,
  Layer_exports,
  Option_exports,
  Schema_exports,
  Stream_exports,
  stringify
} from "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";

// src/services/ModelChatCompletions.ts
var Config = class extends Context_exports.Tag("arbor/ModelChatCompletions/Config")() {
};
var dataUrl = (part) => part.data instanceof URL ? part.data.toString() : `data:${part.mediaType};base64,${typeof part.data === "string" ? part.data : Encoding_exports.encodeBase64(part.data)}`;
var resultText = (result) => {
  const content = splitContent(result);
  if (content !== void 0) return content.text;
  return stringify(result) ?? "";
};
var toMessages = (prompt) => {
  const out = [];
  for (const message of prompt.content) {
    switch (message.role) {
      case "system":
        out.push({ role: "system", content: message.content });
        break;
      case "user": {
        const parts = [];
        for (const part of message.content) {
          if (part.type === "text") parts.push({ type: "text", text: part.text });
          else if (part.mediaType.startsWith("image/")) parts.push({ type: "image_url", image_url: { url: dataUrl(part) } });
          else {
            return Either_exports.left(
              new MalformedInput({
                module: "ModelChatCompletions",
                method: "toMessages",
                description: `Unsupported media type for a Chat Completions request: '${part.mediaType}'`
              })
            );
          }
        }
        const textOnly = parts.every((part) => part.type === "text");
        out.push({ role: "user", content: textOnly ? parts.map((part) => String(part.text)).join("\n") : parts });
        break;
      }
      case "assistant": {
        let text = "";
        const toolCalls = [];
        for (const part of message.content) {
          if (part.type === "text") text += part.text;
          else if (part.type === "tool-call" && !part.providerExecuted) {
            toolCalls.push({ id: part.id, type: "function", function: { name: part.name, arguments: stringify(part.params) ?? "{}" } });
          }
        }
        if (text === "" && toolCalls.length === 0) break;
        out.push(toolCalls.length === 0 ? { role: "assistant", content: text } : { role: "assistant", content: text === "" ? null : text, tool_calls: toolCalls });
        break;
      }
      case "tool":
        for (const part of message.content) out.push({ role: "tool", tool_call_id: part.id, content: resultText(part.result) });
        break;
    }
  }
  return Either_exports.right(out);
};
var toolsOf = (options) => {
  const choice = options.toolChoice;
  const allowed = typeof choice === "object" && "oneOf" in choice ? new Set(choice.oneOf) : void 0;
  const tools = options.tools.filter((tool) => isUserDefined(tool) && (allowed === void 0 || allowed.has(tool.name))).map((tool) => ({
    type: "function",
    function: { name: tool.name, description: tool.description ?? "", parameters: getJsonSchemaFromSchemaAst(tool.parametersSchema.ast) }
  }));
  if (tools.length === 0 || choice === "none") return {};
  const toolChoice = choice === "auto" || choice === "required" ? choice : "tool" in choice ? { type: "function", function: { name: choice.tool } } : choice.mode === "required" ? "required" : "auto";
  return { tools, tool_choice: toolChoice };
};
var optionalNullable = (schema) => Schema_exports.optional(Schema_exports.NullOr(schema));
var UsageSchema = Schema_exports.Struct({
  prompt_tokens: optionalNullable(Schema_exports.Number),
  completion_tokens: optionalNullable(Schema_exports.Number),
  prompt_tokens_details: optionalNullable(Schema_exports.Struct({ cached_tokens: optionalNullable(Schema_exports.Number) })),
  completion_tokens_details: optionalNullable(Schema_exports.Struct({ reasoning_tokens: optionalNullable(Schema_exports.Number) }))
});
var ToolCallSchema = Schema_exports.Struct({
  index: Schema_exports.optional(Schema_exports.Number),
  id: optionalNullable(Schema_exports.String),
  function: optionalNullable(Schema_exports.Struct({ name: optionalNullable(Schema_exports.String), arguments: optionalNullable(Schema_exports.String) }))
});
var MessageSchema = Schema_exports.Struct({
  content: optionalNullable(Schema_exports.String),
  reasoning_content: optionalNullable(Schema_exports.String),
  reasoning: optionalNullable(Schema_exports.String),
  tool_calls: optionalNullable(Schema_exports.Array(ToolCallSchema))
});
var ChoiceSchema = Schema_exports.Struct({
  delta: optionalNullable(MessageSchema),
  message: optionalNullable(MessageSchema),
  finish_reason: optionalNullable(Schema_exports.String)
});
var ReplySchema = Schema_exports.Struct({
  id: optionalNullable(Schema_exports.String),
  model: optionalNullable(Schema_exports.String),
  choices: optionalNullable(Schema_exports.Array(ChoiceSchema)),
  usage: optionalNullable(UsageSchema),
  error: Schema_exports.optional(Schema_exports.Unknown)
});
var decodeReply = Schema_exports.decodeUnknownOption(Schema_exports.parseJson(ReplySchema));
var finishReason = (reason, hasToolCalls) => {
  switch (reason) {
    case "stop":
      return hasToolCalls ? "tool-calls" : "stop";
    case "length":
      return "length";
    case "tool_calls":
    case "function_call":
      return "tool-calls";
    case "content_filter":
      return "content-filter";
    default:
      return hasToolCalls ? "tool-calls" : "unknown";
  }
};
var usageOf = (usage) => {
  const input = usage?.prompt_tokens ?? void 0;
  const output = usage?.completion_tokens ?? void 0;
  const cached = usage?.prompt_tokens_details?.cached_tokens ?? void 0;
  const reasoning = usage?.completion_tokens_details?.reasoning_tokens ?? void 0;
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input === void 0 && output === void 0 ? void 0 : (input ?? 0) + (output ?? 0),
    ...cached === void 0 ? {} : { cachedInputTokens: cached },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning }
  };
};
var parseParams = (text) => {
  try {
    return unsafeSecureJsonParse(text === "" ? "{}" : text);
  } catch {
    return {};
  }
};
var ChunkReader = class {
  constructor(offered) {
    this.offered = offered;
  }
  offered;
  metadataSent = false;
  text;
  reasoning;
  blocks = 0;
  calls = /* @__PURE__ */ new Map();
  reason;
  usage;
  closeText(parts) {
    if (this.text !== void 0) parts.push({ type: "text-end", id: this.text });
    this.text = void 0;
  }
  closeReasoning(parts) {
    if (this.reasoning !== void 0) parts.push({ type: "reasoning-end", id: this.reasoning });
    this.reasoning = void 0;
  }
  read(data) {
    const parts = [];
    const chunk = Option_exports.getOrUndefined(decodeReply(data));
    if (chunk === void 0) return parts;
    if (chunk.error !== void 0 && chunk.error !== null) {
      parts.push({ type: "error", error: chunk.error });
      return parts;
    }
    if (!this.metadataSent && (chunk.id || chunk.model)) {
      this.metadataSent = true;
      parts.push({ type: "response-metadata", ...chunk.id ? { id: chunk.id } : {}, ...chunk.model ? { modelId: chunk.model } : {} });
    }
    if (chunk.usage) this.usage = chunk.usage;
    const choice = chunk.choices?.[0];
    const delta = choice?.delta;
    if (delta) {
      const thinking = delta.reasoning_content ?? delta.reasoning;
      if (thinking) {
        this.closeText(parts);
        if (this.reasoning === void 0) {
          this.reasoning = `reasoning-${this.blocks++}`;
          parts.push({ type: "reasoning-start", id: this.reasoning });
        }
        parts.push({ type: "reasoning-delta", id: this.reasoning, delta: thinking });
      }
      if (delta.content) {
        this.closeReasoning(parts);
        if (this.text === void 0) {
          this.text = `text-${this.blocks++}`;
          parts.push({ type: "text-start", id: this.text });
        }
        parts.push({ type: "text-delta", id: this.text, delta: delta.content });
      }
      for (const call of delta.tool_calls ?? []) {
        const index = call.index ?? 0;
        let current = this.calls.get(index);
        if (current === void 0) {
          this.closeText(parts);
          this.closeReasoning(parts);
          current = { id: call.id || `call_${index}`, name: call.function?.name ?? "", args: "" };
          this.calls.set(index, current);
          parts.push({ type: "tool-params-start", id: current.id, name: current.name });
        }
        const args = call.function?.arguments;
        if (args) {
          current.args += args;
          parts.push({ type: "tool-params-delta", id: current.id, delta: args });
        }
      }
    }
    if (choice?.finish_reason) this.reason = choice.finish_reason;
    return parts;
  }
  end() {
    const parts = [];
    this.closeText(parts);
    this.closeReasoning(parts);
    for (const call of this.calls.values()) {
      parts.push({ type: "tool-params-end", id: call.id });
      if (this.offered.has(call.name)) parts.push({ type: "tool-call", id: call.id, name: call.name, params: parseParams(call.args) });
    }
    if (this.reason === void 0) {
      parts.push({ type: "error", error: { message: "The server's stream ended before a finish reason" } });
    }
    parts.push({ type: "finish", reason: finishReason(this.reason, this.calls.size > 0), usage: usageOf(this.usage) });
    return parts;
  }
};
var replyParts = (reply, offered) => {
  const parts = [{ type: "response-metadata", ...reply.id ? { id: reply.id } : {}, ...reply.model ? { modelId: reply.model } : {} }];
  const choice = reply.choices?.[0];
  const message = choice?.message;
  const thinking = message?.reasoning_content ?? message?.reasoning;
  if (thinking) parts.push({ type: "reasoning", text: thinking });
  if (message?.content) parts.push({ type: "text", text: message.content });
  const calls = message?.tool_calls ?? [];
  calls.forEach((call, index) => {
    const name = call.function?.name ?? "";
    if (offered.has(name)) parts.push({ type: "tool-call", id: call.id || `call_${index}`, name, params: parseParams(call.function?.arguments ?? "") });
  });
  parts.push({ type: "finish", reason: finishReason(choice?.finish_reason, calls.length > 0), usage: usageOf(reply.usage) });
  return parts;
};
var mapHttpErrors = {
  RequestError: (error) => Effect_exports.fail(HttpRequestError.fromRequestError({ module: "ModelChatCompletions", method: "request", error })),
  ResponseError: (error) => HttpResponseError.fromResponseError({ module: "ModelChatCompletions", method: "request", error })
};
var make2 = (options) => Effect_exports.gen(function* () {
  const client = filterStatusOk(
    (yield* HttpClient).pipe(
      mapRequest((request) => {
        const withUrl = setHeaders(
          acceptJson(prependUrl(request, options.baseUrl.replace(/\/+$/, ""))),
          options.headers ?? {}
        );
        return options.apiKey === void 0 ? withUrl : bearerToken(withUrl, options.apiKey);
      })
    )
  );
  const body = (provider, stream) => Effect_exports.gen(function* () {
    const messages = yield* toMessages(provider.prompt);
    const config = Option_exports.getOrElse(yield* Effect_exports.serviceOption(Config), () => ({}));
    const request = {
      model: options.modelId,
      messages,
      ...toolsOf(provider),
      ...config,
      stream,
      ...stream ? { stream_options: { include_usage: true } } : {}
    };
    return post("/chat/completions", { body: unsafeJson(request) });
  });
  const offered = (provider) => new Set(provider.tools.map((tool) => tool.name));
  return yield* make({
    generateText: (provider) => body(provider, false).pipe(
      Effect_exports.flatMap((request) => client.execute(request)),
      Effect_exports.flatMap((response) => response.json),
      Effect_exports.scoped,
      Effect_exports.catchTags(mapHttpErrors),
      Effect_exports.flatMap(
        (json) => Schema_exports.decodeUnknown(ReplySchema)(json).pipe(
          Effect_exports.mapError((error) => MalformedOutput.fromParseError({ module: "ModelChatCompletions", method: "generateText", error }))
        )
      ),
      Effect_exports.map((reply) => replyParts(reply, offered(provider)))
    ),
    streamText: (provider) => Stream_exports.unwrap(
      Effect_exports.map(body(provider, true), (request) => {
        const reader = new ChunkReader(offered(provider));
        return client.execute(request).pipe(
          Effect_exports.map((response) => response.stream),
          Stream_exports.unwrapScoped,
          Stream_exports.decodeText(),
          Stream_exports.pipeThroughChannel(makeChannel()),
          Stream_exports.takeWhile((event) => event.data.trim() !== "[DONE]"),
          Stream_exports.mapConcat((event) => reader.read(event.data)),
          Stream_exports.concat(Stream_exports.suspend(() => Stream_exports.fromIterable(reader.end()))),
          Stream_exports.catchTags(mapHttpErrors)
        );
      })
    )
  });
});
var layerOpenAiCompatible = (options) => Layer_exports.effect(
  Model,
  Effect_exports.gen(function* () {
    const languageModel = yield* make2(options);
    const info = options.info ?? infoFor("openai-compatible", options.modelId, "openai-completions");
    const config = (request) => {
      const effort = info.reasoning ? reasoningEffort(request.thinkingLevel, info) : void 0;
      return {
        ...request.maxTokens === void 0 ? {} : { max_tokens: request.maxTokens },
        ...effort === void 0 ? {} : { reasoning_effort: effort }
      };
    };
    return fromLanguageModel({
      info,
      languageModel,
      configure: (request) => Stream_exports.provideService(Config, config(request)),
      counts: countsWithCachedInput
    });
  })
);
export {
  Config,
  layerOpenAiCompatible,
  make2 as make
};
//# sourceMappingURL=ModelChatCompletions-JAF3TZHO.js.map
