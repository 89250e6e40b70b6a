import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  HttpRequestError,
  HttpResponseError,
  IdGenerator,
  MalformedInput,
  MalformedOutput,
  addGenAIAnnotations,
  make,
  makeChannel,
  unsafeJson
} from "./chunk-B2QKRWD3.js";
import {
  matchStatus
} from "./chunk-U3REMW7P.js";
import {
  HttpClient,
  ResponseError,
  filterStatusOk,
  mapRequest,
  schemaBodyJson
} from "./chunk-HHVZ7EEK.js";
import {
  Model,
  acceptJson,
  bodyFormDataRecord,
  bodyUnsafeJson,
  currentRedactedNames,
  del2 as del,
  fromInput,
  fromLanguageModel,
  get2 as get,
  getDescription,
  getDescriptionFromSchemaAst,
  getJsonSchema,
  getJsonSchemaFromSchemaAst,
  infoFor,
  isProviderDefined,
  isUserDefined,
  post2 as post,
  prependUrl,
  providerDefined,
  rewriteJsonBody,
  setHeader,
  setHeaders2 as setHeaders,
  setUrlParams,
  thinkingBudget,
  toolResultContent,
  unsafeSecureJsonParse
} from "./chunk-WEJQ56AO.js";
import "./chunk-TSB53EJV.js";
import {
  Array$,
  Boolean$,
  ChunkFromSelf,
  Class3 as Class,
  Effect_exports,
  Error,
  Int,
  Layer_exports,
  Literal,
  NullOr,
  Number$,
  Record,
  Redacted_exports,
  Stream_exports,
  String$,
  Struct,
  Tag,
  Tuple,
  Union,
  Unknown,
  append,
  catchTags,
  catchTags2,
  context,
  decode2 as decode,
  decodeText,
  encodeBase64,
  ensure,
  fail2 as fail,
  flatMap4 as flatMap,
  flattenIterables,
  fnUntraced,
  formatIso,
  greaterThan,
  greaterThanOrEqualTo,
  identity,
  instanceOf,
  isNotNullable,
  isNotUndefined,
  isObject2 as isObject,
  isUndefined,
  locallyScopedWith,
  map4 as map,
  map5 as map2,
  map6 as map3,
  mapChunksEffect,
  mapEffect,
  maxLength,
  minLength,
  now,
  omit,
  optional,
  optionalWith,
  orElseSucceed,
  parseJson,
  pattern,
  pipeThroughChannel,
  propertySignature,
  takeUntil,
  try_,
  unwrap2 as unwrap,
  unwrapScoped2 as unwrapScoped,
  value2 as value,
  withConstructorDefault
} from "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";

// node_modules/@effect/ai-anthropic/dist/esm/AnthropicConfig.js
var AnthropicConfig = class _AnthropicConfig extends (/* @__PURE__ */ Tag("@effect/ai-anthropic/AnthropicConfig")()) {
  /**
   * @since 1.0.0
   */
  static getOrUndefined = /* @__PURE__ */ map2(/* @__PURE__ */ context(), (context2) => context2.unsafeMap.get(_AnthropicConfig.key));
};

// node_modules/@effect/ai-anthropic/dist/esm/Generated.js
var Model2 = class extends (/* @__PURE__ */ Union(
  /**
   * High-performance model with early extended thinking
   */
  /* @__PURE__ */ Literal("claude-3-7-sonnet-latest"),
  /**
   * High-performance model with early extended thinking
   */
  /* @__PURE__ */ Literal("claude-3-7-sonnet-20250219"),
  /**
   * Fastest and most compact model for near-instant responsiveness
   */
  /* @__PURE__ */ Literal("claude-3-5-haiku-latest"),
  /**
   * Our fastest model
   */
  /* @__PURE__ */ Literal("claude-3-5-haiku-20241022"),
  /**
   * Hybrid model, capable of near-instant responses and extended thinking
   */
  /* @__PURE__ */ Literal("claude-haiku-4-5"),
  /**
   * Hybrid model, capable of near-instant responses and extended thinking
   */
  /* @__PURE__ */ Literal("claude-haiku-4-5-20251001"),
  /**
   * High-performance model with extended thinking
   */
  /* @__PURE__ */ Literal("claude-sonnet-4-20250514"),
  /**
   * High-performance model with extended thinking
   */
  /* @__PURE__ */ Literal("claude-sonnet-4-0"),
  /**
   * High-performance model with extended thinking
   */
  /* @__PURE__ */ Literal("claude-4-sonnet-20250514"),
  /**
   * Our best model for real-world agents and coding
   */
  /* @__PURE__ */ Literal("claude-sonnet-4-5"),
  /**
   * Our best model for real-world agents and coding
   */
  /* @__PURE__ */ Literal("claude-sonnet-4-5-20250929"),
  /**
   * Our previous most intelligent model
   */
  /* @__PURE__ */ Literal("claude-3-5-sonnet-latest"),
  /**
   * Our previous most intelligent model
   */
  /* @__PURE__ */ Literal("claude-3-5-sonnet-20241022"),
  /* @__PURE__ */ Literal("claude-3-5-sonnet-20240620"),
  /**
   * Our most capable model
   */
  /* @__PURE__ */ Literal("claude-opus-4-0"),
  /**
   * Our most capable model
   */
  /* @__PURE__ */ Literal("claude-opus-4-20250514"),
  /**
   * Our most capable model
   */
  /* @__PURE__ */ Literal("claude-4-opus-20250514"),
  /**
   * Our most capable model
   */
  /* @__PURE__ */ Literal("claude-opus-4-1-20250805"),
  /**
   * Excels at writing and complex tasks
   */
  /* @__PURE__ */ Literal("claude-3-opus-latest"),
  /**
   * Excels at writing and complex tasks
   */
  /* @__PURE__ */ Literal("claude-3-opus-20240229"),
  /**
   * Our previous most fast and cost-effective
   */
  /* @__PURE__ */ Literal("claude-3-haiku-20240307")
)) {
};
var CacheControlEphemeralTtl = class extends (/* @__PURE__ */ Literal("5m", "1h")) {
};
var CacheControlEphemeral = class extends (/* @__PURE__ */ Class("CacheControlEphemeral")({
  /**
   * The time-to-live for the cache control breakpoint.
   *
   * This may be one the following values:
   * - `5m`: 5 minutes
   * - `1h`: 1 hour
   *
   * Defaults to `5m`.
   */
  "ttl": /* @__PURE__ */ optionalWith(CacheControlEphemeralTtl, {
    nullable: true
  }),
  "type": /* @__PURE__ */ Literal("ephemeral")
})) {
};
var RequestWebSearchResultBlock = class extends (/* @__PURE__ */ Class("RequestWebSearchResultBlock")({
  "encrypted_content": String$,
  "page_age": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  }),
  "title": String$,
  "type": /* @__PURE__ */ Literal("web_search_result"),
  "url": String$
})) {
};
var WebSearchToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "unavailable", "max_uses_exceeded", "too_many_requests", "query_too_long")) {
};
var UserLocation = class extends (/* @__PURE__ */ Class("UserLocation")({
  /**
   * The city of the user.
   */
  "city": /* @__PURE__ */ optionalWith(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(255)), {
    nullable: true
  }),
  /**
   * The two letter [ISO country code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2) of the user.
   */
  "country": /* @__PURE__ */ optionalWith(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(2), /* @__PURE__ */ maxLength(2)), {
    nullable: true
  }),
  /**
   * The region of the user.
   */
  "region": /* @__PURE__ */ optionalWith(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(255)), {
    nullable: true
  }),
  /**
   * The [IANA timezone](https://nodatime.org/TimeZones) of the user.
   */
  "timezone": /* @__PURE__ */ optionalWith(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(255)), {
    nullable: true
  }),
  "type": /* @__PURE__ */ Literal("approximate")
})) {
};
var WebSearchTool20250305 = class extends (/* @__PURE__ */ Class("WebSearchTool20250305")({
  /**
   * If provided, only these domains will be included in results. Cannot be used alongside `blocked_domains`.
   */
  "allowed_domains": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), {
    nullable: true
  }),
  /**
   * If provided, these domains will never appear in results. Cannot be used alongside `allowed_domains`.
   */
  "blocked_domains": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), {
    nullable: true
  }),
  /**
   * Create a cache control breakpoint at this content block.
   */
  "cache_control": /* @__PURE__ */ optionalWith(CacheControlEphemeral, {
    nullable: true
  }),
  /**
   * Maximum number of times the tool can be used in the API request.
   */
  "max_uses": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThan(0)), {
    nullable: true
  }),
  /**
   * Name of the tool.
   *
   * This is how the tool will be called by the model and in `tool_use` blocks.
   */
  "name": /* @__PURE__ */ Literal("web_search"),
  "type": /* @__PURE__ */ Literal("web_search_20250305"),
  /**
   * Parameters for the user's location. Used to provide more relevant search results.
   */
  "user_location": /* @__PURE__ */ optionalWith(UserLocation, {
    nullable: true
  })
})) {
};
var ResponseCharLocationCitation = class extends (/* @__PURE__ */ Class("ResponseCharLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_char_index": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_char_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "type": /* @__PURE__ */ Literal("char_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "char_location"))
})) {
};
var ResponsePageLocationCitation = class extends (/* @__PURE__ */ Class("ResponsePageLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_page_number": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_page_number": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)),
  "type": /* @__PURE__ */ Literal("page_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "page_location"))
})) {
};
var ResponseContentBlockLocationCitation = class extends (/* @__PURE__ */ Class("ResponseContentBlockLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_block_index": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_block_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "type": /* @__PURE__ */ Literal("content_block_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "content_block_location"))
})) {
};
var ResponseWebSearchResultLocationCitation = class extends (/* @__PURE__ */ Class("ResponseWebSearchResultLocationCitation")({
  "cited_text": String$,
  "encrypted_index": String$,
  "title": /* @__PURE__ */ NullOr(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ maxLength(512))),
  "type": /* @__PURE__ */ Literal("web_search_result_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_result_location")),
  "url": String$
})) {
};
var ResponseSearchResultLocationCitation = class extends (/* @__PURE__ */ Class("ResponseSearchResultLocationCitation")({
  "cited_text": String$,
  "end_block_index": Int,
  "search_result_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "source": String$,
  "start_block_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "title": /* @__PURE__ */ NullOr(String$),
  "type": /* @__PURE__ */ Literal("search_result_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "search_result_location"))
})) {
};
var ResponseTextBlock = class extends (/* @__PURE__ */ Class("ResponseTextBlock")({
  /**
   * Citations supporting the text block.
   *
   * The type of citation returned will depend on the type of document being cited. Citing a PDF results in `page_location`, plain text results in `char_location`, and content document results in `content_block_location`.
   */
  "citations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(ResponseCharLocationCitation, ResponsePageLocationCitation, ResponseContentBlockLocationCitation, ResponseWebSearchResultLocationCitation, ResponseSearchResultLocationCitation))), {
    default: () => null
  }),
  "text": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(0), /* @__PURE__ */ maxLength(5e6)),
  "type": /* @__PURE__ */ Literal("text").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text"))
})) {
};
var ResponseThinkingBlock = class extends (/* @__PURE__ */ Class("ResponseThinkingBlock")({
  "signature": String$,
  "thinking": String$,
  "type": /* @__PURE__ */ Literal("thinking").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "thinking"))
})) {
};
var ResponseRedactedThinkingBlock = class extends (/* @__PURE__ */ Class("ResponseRedactedThinkingBlock")({
  "data": String$,
  "type": /* @__PURE__ */ Literal("redacted_thinking").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "redacted_thinking"))
})) {
};
var ResponseToolUseBlock = class extends (/* @__PURE__ */ Class("ResponseToolUseBlock")({
  "id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^[a-zA-Z0-9_-]+$"))),
  "input": /* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }),
  "name": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1)),
  "type": /* @__PURE__ */ Literal("tool_use").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "tool_use"))
})) {
};
var ResponseServerToolUseBlock = class extends (/* @__PURE__ */ Class("ResponseServerToolUseBlock")({
  "id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "input": /* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }),
  "name": /* @__PURE__ */ Literal("web_search"),
  "type": /* @__PURE__ */ Literal("server_tool_use").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "server_tool_use"))
})) {
};
var ResponseWebSearchToolResultError = class extends (/* @__PURE__ */ Class("ResponseWebSearchToolResultError")({
  "error_code": WebSearchToolResultErrorCode,
  "type": /* @__PURE__ */ Literal("web_search_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_tool_result_error"))
})) {
};
var ResponseWebSearchResultBlock = class extends (/* @__PURE__ */ Class("ResponseWebSearchResultBlock")({
  "encrypted_content": String$,
  "page_age": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "title": String$,
  "type": /* @__PURE__ */ Literal("web_search_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_result")),
  "url": String$
})) {
};
var ResponseWebSearchToolResultBlock = class extends (/* @__PURE__ */ Class("ResponseWebSearchToolResultBlock")({
  "content": /* @__PURE__ */ Union(ResponseWebSearchToolResultError, /* @__PURE__ */ Array$(ResponseWebSearchResultBlock)),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("web_search_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_tool_result"))
})) {
};
var ContentBlock = class extends (/* @__PURE__ */ Union(ResponseTextBlock, ResponseThinkingBlock, ResponseRedactedThinkingBlock, ResponseToolUseBlock, ResponseServerToolUseBlock, ResponseWebSearchToolResultBlock)) {
};
var StopReason = class extends (/* @__PURE__ */ Literal("end_turn", "max_tokens", "stop_sequence", "tool_use", "pause_turn", "refusal")) {
};
var CacheCreation = class extends (/* @__PURE__ */ Class("CacheCreation")({
  /**
   * The number of input tokens used to create the 1 hour cache entry.
   */
  "ephemeral_1h_input_tokens": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * The number of input tokens used to create the 5 minute cache entry.
   */
  "ephemeral_5m_input_tokens": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var ServerToolUsage = class extends (/* @__PURE__ */ Class("ServerToolUsage")({
  /**
   * The number of web search tool requests.
   */
  "web_search_requests": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var UsageServiceTierEnum = class extends (/* @__PURE__ */ Literal("standard", "priority", "batch")) {
};
var Usage = class extends (/* @__PURE__ */ Class("Usage")({
  /**
   * Breakdown of cached tokens by TTL
   */
  "cache_creation": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(CacheCreation), {
    default: () => null
  }),
  /**
   * The number of input tokens used to create the cache entry.
   */
  "cache_creation_input_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The number of input tokens read from the cache.
   */
  "cache_read_input_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The number of input tokens which were used.
   */
  "input_tokens": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * The number of output tokens which were used.
   */
  "output_tokens": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * The number of server tool requests.
   */
  "server_tool_use": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(ServerToolUsage), {
    default: () => null
  }),
  /**
   * If the request used the priority, standard, or batch tier.
   */
  "service_tier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(UsageServiceTierEnum), {
    default: () => null
  })
})) {
};
var Message = class extends (/* @__PURE__ */ Class("Message")({
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Object type.
   *
   * For Messages, this is always `"message"`.
   */
  "type": /* @__PURE__ */ Literal("message").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message")),
  /**
   * Conversational role of the generated message.
   *
   * This will always be `"assistant"`.
   */
  "role": /* @__PURE__ */ Literal("assistant").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "assistant")),
  /**
   * Content generated by the model.
   *
   * This is an array of content blocks, each of which has a `type` that determines its shape.
   *
   * Example:
   *
   * ```json
   * [{"type": "text", "text": "Hi, I'm Claude."}]
   * ```
   *
   * If the request input `messages` ended with an `assistant` turn, then the response `content` will continue directly from that last turn. You can use this to constrain the model's output.
   *
   * For example, if the input `messages` were:
   * ```json
   * [
   *   {"role": "user", "content": "What's the Greek name for Sun? (A) Sol (B) Helios (C) Sun"},
   *   {"role": "assistant", "content": "The best answer is ("}
   * ]
   * ```
   *
   * Then the response `content` might be:
   *
   * ```json
   * [{"type": "text", "text": "B)"}]
   * ```
   */
  "content": /* @__PURE__ */ Array$(ContentBlock),
  "model": /* @__PURE__ */ Union(String$, Model2),
  /**
   * The reason that we stopped.
   *
   * This may be one the following values:
   * * `"end_turn"`: the model reached a natural stopping point
   * * `"max_tokens"`: we exceeded the requested `max_tokens` or the model's maximum
   * * `"stop_sequence"`: one of your provided custom `stop_sequences` was generated
   * * `"tool_use"`: the model invoked one or more tools
   * * `"pause_turn"`: we paused a long-running turn. You may provide the response back as-is in a subsequent request to let the model continue.
   * * `"refusal"`: when streaming classifiers intervene to handle potential policy violations
   *
   * In non-streaming mode this value is always non-null. In streaming mode, it is null in the `message_start` event and non-null otherwise.
   */
  "stop_reason": /* @__PURE__ */ NullOr(StopReason),
  /**
   * Which custom stop sequence was generated, if any.
   *
   * This value will be a non-null string if one of your custom stop sequences was generated.
   */
  "stop_sequence": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  /**
   * Billing and rate-limit usage.
   *
   * Anthropic's API bills and rate-limits by token counts, as tokens represent the underlying cost to our systems.
   *
   * Under the hood, the API transforms requests into a format suitable for the model. The model's output then goes through a parsing stage before becoming an API response. As a result, the token counts in `usage` will not match one-to-one with the exact visible content of an API request or response.
   *
   * For example, `output_tokens` will be non-zero, even for an empty string response from Claude.
   *
   * Total input tokens in a request is the summation of `input_tokens`, `cache_creation_input_tokens`, and `cache_read_input_tokens`.
   */
  "usage": Usage
})) {
};
var InvalidRequestError = class extends (/* @__PURE__ */ Class("InvalidRequestError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Invalid request")),
  "type": /* @__PURE__ */ Literal("invalid_request_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "invalid_request_error"))
})) {
};
var AuthenticationError = class extends (/* @__PURE__ */ Class("AuthenticationError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Authentication error")),
  "type": /* @__PURE__ */ Literal("authentication_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "authentication_error"))
})) {
};
var BillingError = class extends (/* @__PURE__ */ Class("BillingError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Billing error")),
  "type": /* @__PURE__ */ Literal("billing_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "billing_error"))
})) {
};
var PermissionError = class extends (/* @__PURE__ */ Class("PermissionError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Permission denied")),
  "type": /* @__PURE__ */ Literal("permission_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "permission_error"))
})) {
};
var NotFoundError = class extends (/* @__PURE__ */ Class("NotFoundError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Not found")),
  "type": /* @__PURE__ */ Literal("not_found_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "not_found_error"))
})) {
};
var RateLimitError = class extends (/* @__PURE__ */ Class("RateLimitError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Rate limited")),
  "type": /* @__PURE__ */ Literal("rate_limit_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "rate_limit_error"))
})) {
};
var GatewayTimeoutError = class extends (/* @__PURE__ */ Class("GatewayTimeoutError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Request timeout")),
  "type": /* @__PURE__ */ Literal("timeout_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "timeout_error"))
})) {
};
var APIError = class extends (/* @__PURE__ */ Class("APIError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Internal server error")),
  "type": /* @__PURE__ */ Literal("api_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "api_error"))
})) {
};
var OverloadedError = class extends (/* @__PURE__ */ Class("OverloadedError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Overloaded")),
  "type": /* @__PURE__ */ Literal("overloaded_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "overloaded_error"))
})) {
};
var ErrorResponse = class extends (/* @__PURE__ */ Class("ErrorResponse")({
  "error": /* @__PURE__ */ Union(InvalidRequestError, AuthenticationError, BillingError, PermissionError, NotFoundError, RateLimitError, GatewayTimeoutError, APIError, OverloadedError),
  "request_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "error"))
})) {
};
var CompletionResponse = class extends (/* @__PURE__ */ Class("CompletionResponse")({
  /**
   * The resulting completion up to and excluding the stop sequences.
   */
  "completion": String$,
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  "model": /* @__PURE__ */ Union(String$, Model2),
  /**
   * The reason that we stopped.
   *
   * This may be one the following values:
   * * `"stop_sequence"`: we reached a stop sequence — either provided by you via the `stop_sequences` parameter, or a stop sequence built into the model
   * * `"max_tokens"`: we exceeded `max_tokens_to_sample` or the model's maximum
   */
  "stop_reason": /* @__PURE__ */ NullOr(String$),
  /**
   * Object type.
   *
   * For Text Completions, this is always `"completion"`.
   */
  "type": /* @__PURE__ */ Literal("completion").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "completion"))
})) {
};
var ModelInfo = class extends (/* @__PURE__ */ Class("ModelInfo")({
  /**
   * RFC 3339 datetime string representing the time at which the model was released. May be set to an epoch value if the release date is unknown.
   */
  "created_at": String$,
  /**
   * A human-readable name for the model.
   */
  "display_name": String$,
  /**
   * Unique model identifier.
   */
  "id": String$,
  /**
   * Object type.
   *
   * For Models, this is always `"model"`.
   */
  "type": /* @__PURE__ */ Literal("model").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "model"))
})) {
};
var ListResponseModelInfo = class extends (/* @__PURE__ */ Class("ListResponseModelInfo")({
  "data": /* @__PURE__ */ Array$(ModelInfo),
  /**
   * First ID in the `data` list. Can be used as the `before_id` for the previous page.
   */
  "first_id": /* @__PURE__ */ NullOr(String$),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Last ID in the `data` list. Can be used as the `after_id` for the next page.
   */
  "last_id": /* @__PURE__ */ NullOr(String$)
})) {
};
var MessageBatchProcessingStatus = class extends (/* @__PURE__ */ Literal("in_progress", "canceling", "ended")) {
};
var RequestCounts = class extends (/* @__PURE__ */ Class("RequestCounts")({
  /**
   * Number of requests in the Message Batch that have been canceled.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "canceled": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that encountered an error.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "errored": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that have expired.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "expired": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that are processing.
   */
  "processing": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that have completed successfully.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "succeeded": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var MessageBatch = class extends (/* @__PURE__ */ Class("MessageBatch")({
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch was archived and its results became unavailable.
   */
  "archived_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which cancellation was initiated for the Message Batch. Specified only if cancellation was initiated.
   */
  "cancel_initiated_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch was created.
   */
  "created_at": String$,
  /**
   * RFC 3339 datetime string representing the time at which processing for the Message Batch ended. Specified only once processing ends.
   *
   * Processing ends when every request in a Message Batch has either succeeded, errored, canceled, or expired.
   */
  "ended_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch will expire and end processing, which is 24 hours after creation.
   */
  "expires_at": String$,
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Processing status of the Message Batch.
   */
  "processing_status": MessageBatchProcessingStatus,
  /**
   * Tallies requests within the Message Batch, categorized by their status.
   *
   * Requests start as `processing` and move to one of the other statuses only once processing of the entire batch ends. The sum of all values always matches the total number of requests in the batch.
   */
  "request_counts": RequestCounts,
  /**
   * URL to a `.jsonl` file containing the results of the Message Batch requests. Specified only once processing ends.
   *
   * Results in the file are not guaranteed to be in the same order as requests. Use the `custom_id` field to match results to requests.
   */
  "results_url": /* @__PURE__ */ NullOr(String$),
  /**
   * Object type.
   *
   * For Message Batches, this is always `"message_batch"`.
   */
  "type": /* @__PURE__ */ Literal("message_batch").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message_batch"))
})) {
};
var ListResponseMessageBatch = class extends (/* @__PURE__ */ Class("ListResponseMessageBatch")({
  "data": /* @__PURE__ */ Array$(MessageBatch),
  /**
   * First ID in the `data` list. Can be used as the `before_id` for the previous page.
   */
  "first_id": /* @__PURE__ */ NullOr(String$),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Last ID in the `data` list. Can be used as the `after_id` for the next page.
   */
  "last_id": /* @__PURE__ */ NullOr(String$)
})) {
};
var DeleteMessageBatchResponse = class extends (/* @__PURE__ */ Class("DeleteMessageBatchResponse")({
  /**
   * ID of the Message Batch.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Message Batches, this is always `"message_batch_deleted"`.
   */
  "type": /* @__PURE__ */ Literal("message_batch_deleted").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message_batch_deleted"))
})) {
};
var CountMessageTokensResponse = class extends (/* @__PURE__ */ Class("CountMessageTokensResponse")({
  /**
   * The total number of tokens across the provided list of messages, system prompt, and tools.
   */
  "input_tokens": Int
})) {
};
var FileMetadataSchema = class extends (/* @__PURE__ */ Class("FileMetadataSchema")({
  /**
   * RFC 3339 datetime string representing when the file was created.
   */
  "created_at": String$,
  /**
   * Whether the file can be downloaded.
   */
  "downloadable": /* @__PURE__ */ optionalWith(Boolean$, {
    nullable: true,
    default: () => false
  }),
  /**
   * Original filename of the uploaded file.
   */
  "filename": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(500)),
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * MIME type of the file.
   */
  "mime_type": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(255)),
  /**
   * Size of the file in bytes.
   */
  "size_bytes": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * Object type.
   *
   * For files, this is always `"file"`.
   */
  "type": /* @__PURE__ */ Literal("file")
})) {
};
var FileListResponse = class extends (/* @__PURE__ */ Class("FileListResponse")({
  /**
   * List of file metadata objects.
   */
  "data": /* @__PURE__ */ Array$(FileMetadataSchema),
  /**
   * ID of the first file in this page of results.
   */
  "first_id": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  }),
  /**
   * Whether there are more results available.
   */
  "has_more": /* @__PURE__ */ optionalWith(Boolean$, {
    nullable: true,
    default: () => false
  }),
  /**
   * ID of the last file in this page of results.
   */
  "last_id": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  })
})) {
};
var UploadFileV1FilesPostRequest = class extends (/* @__PURE__ */ Class("UploadFileV1FilesPostRequest")({
  /**
   * The file to upload
   */
  "file": /* @__PURE__ */ instanceOf(globalThis.Blob)
})) {
};
var FileDeleteResponse = class extends (/* @__PURE__ */ Class("FileDeleteResponse")({
  /**
   * ID of the deleted file.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For file deletion, this is always `"file_deleted"`.
   */
  "type": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("file_deleted"), {
    nullable: true,
    default: () => "file_deleted"
  })
})) {
};
var Skill = class extends (/* @__PURE__ */ Class("Skill")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var ListSkillsResponse = class extends (/* @__PURE__ */ Class("ListSkillsResponse")({
  /**
   * List of skills.
   */
  "data": /* @__PURE__ */ Array$(Skill),
  /**
   * Whether there are more results available.
   *
   * If `true`, there are additional results that can be fetched using the `next_page` token.
   */
  "has_more": Boolean$,
  /**
   * Token for fetching the next page of results.
   *
   * If `null`, there are no more results available. Pass this value to the `page_token` parameter in the next request to get the next page.
   */
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var BodyCreateSkillV1SkillsPost = class extends (/* @__PURE__ */ Class("BodyCreateSkillV1SkillsPost")({
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  }),
  /**
   * Files to upload for the skill.
   *
   * All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
   */
  "files": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ instanceOf(globalThis.Blob)), {
    nullable: true
  })
})) {
};
var CreateSkillResponse = class extends (/* @__PURE__ */ Class("CreateSkillResponse")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var GetSkillResponse = class extends (/* @__PURE__ */ Class("GetSkillResponse")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var DeleteSkillResponse = class extends (/* @__PURE__ */ Class("DeleteSkillResponse")({
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Skills, this is always `"skill_deleted"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_deleted"))
})) {
};
var SkillVersion = class extends (/* @__PURE__ */ Class("SkillVersion")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var ListSkillVersionsResponse = class extends (/* @__PURE__ */ Class("ListSkillVersionsResponse")({
  /**
   * List of skill versions.
   */
  "data": /* @__PURE__ */ Array$(SkillVersion),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Token to provide in as `page` in the subsequent request to retrieve the next page of data.
   */
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var BodyCreateSkillVersionV1SkillsSkillIdVersionsPost = class extends (/* @__PURE__ */ Class("BodyCreateSkillVersionV1SkillsSkillIdVersionsPost")({
  /**
   * Files to upload for the skill.
   *
   * All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
   */
  "files": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ instanceOf(globalThis.Blob)), {
    nullable: true
  })
})) {
};
var CreateSkillVersionResponse = class extends (/* @__PURE__ */ Class("CreateSkillVersionResponse")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var GetSkillVersionResponse = class extends (/* @__PURE__ */ Class("GetSkillVersionResponse")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var DeleteSkillVersionResponse = class extends (/* @__PURE__ */ Class("DeleteSkillVersionResponse")({
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Skill Versions, this is always `"skill_version_deleted"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version_deleted"))
})) {
};
var BetaCacheControlEphemeralTtl = class extends (/* @__PURE__ */ Literal("5m", "1h")) {
};
var BetaCacheControlEphemeral = class extends (/* @__PURE__ */ Class("BetaCacheControlEphemeral")({
  /**
   * The time-to-live for the cache control breakpoint.
   *
   * This may be one the following values:
   * - `5m`: 5 minutes
   * - `1h`: 1 hour
   *
   * Defaults to `5m`.
   */
  "ttl": /* @__PURE__ */ optionalWith(BetaCacheControlEphemeralTtl, {
    nullable: true
  }),
  "type": /* @__PURE__ */ Literal("ephemeral")
})) {
};
var BetaBase64PDFSource = class extends (/* @__PURE__ */ Class("BetaBase64PDFSource")({
  "data": String$,
  "media_type": /* @__PURE__ */ Literal("application/pdf"),
  "type": /* @__PURE__ */ Literal("base64")
})) {
};
var BetaPlainTextSource = class extends (/* @__PURE__ */ Class("BetaPlainTextSource")({
  "data": String$,
  "media_type": /* @__PURE__ */ Literal("text/plain"),
  "type": /* @__PURE__ */ Literal("text")
})) {
};
var BetaWebSearchToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "unavailable", "max_uses_exceeded", "too_many_requests", "query_too_long")) {
};
var BetaWebFetchToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "url_too_long", "url_not_allowed", "url_not_accessible", "unsupported_content_type", "too_many_requests", "max_uses_exceeded", "unavailable")) {
};
var BetaCodeExecutionToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded")) {
};
var BetaBashCodeExecutionToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded", "output_file_too_large")) {
};
var BetaTextEditorCodeExecutionToolResultErrorCode = class extends (/* @__PURE__ */ Literal("invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded", "file_not_found")) {
};
var BetaCodeExecutionTool20250522 = class extends (/* @__PURE__ */ Class("BetaCodeExecutionTool20250522")({
  /**
   * Create a cache control breakpoint at this content block.
   */
  "cache_control": /* @__PURE__ */ optionalWith(BetaCacheControlEphemeral, {
    nullable: true
  }),
  /**
   * Name of the tool.
   *
   * This is how the tool will be called by the model and in `tool_use` blocks.
   */
  "name": /* @__PURE__ */ Literal("code_execution"),
  "type": /* @__PURE__ */ Literal("code_execution_20250522")
})) {
};
var BetaCodeExecutionTool20250825 = class extends (/* @__PURE__ */ Class("BetaCodeExecutionTool20250825")({
  /**
   * Create a cache control breakpoint at this content block.
   */
  "cache_control": /* @__PURE__ */ optionalWith(BetaCacheControlEphemeral, {
    nullable: true
  }),
  /**
   * Name of the tool.
   *
   * This is how the tool will be called by the model and in `tool_use` blocks.
   */
  "name": /* @__PURE__ */ Literal("code_execution"),
  "type": /* @__PURE__ */ Literal("code_execution_20250825")
})) {
};
var BetaComputerUseTool20241022 = class extends (/* @__PURE__ */ Class("BetaComputerUseTool20241022")({
  /**
   * Create a cache control breakpoint at this content block.
   */
  "cache_control": /* @__PURE__ */ optionalWith(BetaCacheControlEphemeral, {
    nullable: true
  }),
  /**
   * The height of the display in pixels.
   */
  "display_height_px": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)),
  /**
   * The X11 display number (e.g. 0, 1) for the display.
   */
  "display_number": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)), {
    nullable: true
  }),
  /**
   * The width of the display in pixels.
   */
  "display_width_px": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)),
  /**
   * Name of the tool.
   *
   * This is how the tool will be called by the model and in `tool_use` blocks.
   */
  "name": /* @__PURE__ */ Literal("computer"),
  "type": /* @__PURE__ */ Literal("computer_20241022")
})) {
};
var BetaResponseCharLocationCitation = class extends (/* @__PURE__ */ Class("BetaResponseCharLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_char_index": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_char_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "type": /* @__PURE__ */ Literal("char_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "char_location"))
})) {
};
var BetaResponsePageLocationCitation = class extends (/* @__PURE__ */ Class("BetaResponsePageLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_page_number": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_page_number": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)),
  "type": /* @__PURE__ */ Literal("page_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "page_location"))
})) {
};
var BetaResponseContentBlockLocationCitation = class extends (/* @__PURE__ */ Class("BetaResponseContentBlockLocationCitation")({
  "cited_text": String$,
  "document_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "document_title": /* @__PURE__ */ NullOr(String$),
  "end_block_index": Int,
  "file_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "start_block_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "type": /* @__PURE__ */ Literal("content_block_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "content_block_location"))
})) {
};
var BetaResponseWebSearchResultLocationCitation = class extends (/* @__PURE__ */ Class("BetaResponseWebSearchResultLocationCitation")({
  "cited_text": String$,
  "encrypted_index": String$,
  "title": /* @__PURE__ */ NullOr(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ maxLength(512))),
  "type": /* @__PURE__ */ Literal("web_search_result_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_result_location")),
  "url": String$
})) {
};
var BetaResponseSearchResultLocationCitation = class extends (/* @__PURE__ */ Class("BetaResponseSearchResultLocationCitation")({
  "cited_text": String$,
  "end_block_index": Int,
  "search_result_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "source": String$,
  "start_block_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "title": /* @__PURE__ */ NullOr(String$),
  "type": /* @__PURE__ */ Literal("search_result_location").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "search_result_location"))
})) {
};
var BetaResponseTextBlock = class extends (/* @__PURE__ */ Class("BetaResponseTextBlock")({
  /**
   * Citations supporting the text block.
   *
   * The type of citation returned will depend on the type of document being cited. Citing a PDF results in `page_location`, plain text results in `char_location`, and content document results in `content_block_location`.
   */
  "citations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(BetaResponseCharLocationCitation, BetaResponsePageLocationCitation, BetaResponseContentBlockLocationCitation, BetaResponseWebSearchResultLocationCitation, BetaResponseSearchResultLocationCitation))), {
    default: () => null
  }),
  "text": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(0), /* @__PURE__ */ maxLength(5e6)),
  "type": /* @__PURE__ */ Literal("text").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text"))
})) {
};
var BetaResponseThinkingBlock = class extends (/* @__PURE__ */ Class("BetaResponseThinkingBlock")({
  "signature": String$,
  "thinking": String$,
  "type": /* @__PURE__ */ Literal("thinking").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "thinking"))
})) {
};
var BetaResponseRedactedThinkingBlock = class extends (/* @__PURE__ */ Class("BetaResponseRedactedThinkingBlock")({
  "data": String$,
  "type": /* @__PURE__ */ Literal("redacted_thinking").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "redacted_thinking"))
})) {
};
var BetaResponseToolUseBlock = class extends (/* @__PURE__ */ Class("BetaResponseToolUseBlock")({
  "id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^[a-zA-Z0-9_-]+$"))),
  "input": /* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }),
  "name": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1)),
  "type": /* @__PURE__ */ Literal("tool_use").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "tool_use"))
})) {
};
var BetaResponseServerToolUseBlockName = class extends (/* @__PURE__ */ Literal("web_search", "web_fetch", "code_execution", "bash_code_execution", "text_editor_code_execution")) {
};
var BetaResponseServerToolUseBlock = class extends (/* @__PURE__ */ Class("BetaResponseServerToolUseBlock")({
  "id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "input": /* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }),
  "name": BetaResponseServerToolUseBlockName,
  "type": /* @__PURE__ */ Literal("server_tool_use").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "server_tool_use"))
})) {
};
var BetaResponseWebSearchToolResultError = class extends (/* @__PURE__ */ Class("BetaResponseWebSearchToolResultError")({
  "error_code": BetaWebSearchToolResultErrorCode,
  "type": /* @__PURE__ */ Literal("web_search_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_tool_result_error"))
})) {
};
var BetaResponseWebSearchResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseWebSearchResultBlock")({
  "encrypted_content": String$,
  "page_age": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "title": String$,
  "type": /* @__PURE__ */ Literal("web_search_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_result")),
  "url": String$
})) {
};
var BetaResponseWebSearchToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseWebSearchToolResultBlock")({
  "content": /* @__PURE__ */ Union(BetaResponseWebSearchToolResultError, /* @__PURE__ */ Array$(BetaResponseWebSearchResultBlock)),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("web_search_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_tool_result"))
})) {
};
var BetaResponseWebFetchToolResultError = class extends (/* @__PURE__ */ Class("BetaResponseWebFetchToolResultError")({
  "error_code": BetaWebFetchToolResultErrorCode,
  "type": /* @__PURE__ */ Literal("web_fetch_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_fetch_tool_result_error"))
})) {
};
var BetaResponseCitationsConfig = class extends (/* @__PURE__ */ Class("BetaResponseCitationsConfig")({
  "enabled": /* @__PURE__ */ Boolean$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => false))
})) {
};
var BetaResponseDocumentBlock = class extends (/* @__PURE__ */ Class("BetaResponseDocumentBlock")({
  /**
   * Citation configuration for the document
   */
  "citations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaResponseCitationsConfig), {
    default: () => null
  }),
  "source": /* @__PURE__ */ Union(BetaBase64PDFSource, BetaPlainTextSource),
  /**
   * The title of the document
   */
  "title": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("document").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "document"))
})) {
};
var BetaResponseWebFetchResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseWebFetchResultBlock")({
  "content": BetaResponseDocumentBlock,
  /**
   * ISO 8601 timestamp when the content was retrieved
   */
  "retrieved_at": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("web_fetch_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_fetch_result")),
  /**
   * Fetched content URL
   */
  "url": String$
})) {
};
var BetaResponseWebFetchToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseWebFetchToolResultBlock")({
  "content": /* @__PURE__ */ Union(BetaResponseWebFetchToolResultError, BetaResponseWebFetchResultBlock),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("web_fetch_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_fetch_tool_result"))
})) {
};
var BetaResponseCodeExecutionToolResultError = class extends (/* @__PURE__ */ Class("BetaResponseCodeExecutionToolResultError")({
  "error_code": BetaCodeExecutionToolResultErrorCode,
  "type": /* @__PURE__ */ Literal("code_execution_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "code_execution_tool_result_error"))
})) {
};
var BetaResponseCodeExecutionOutputBlock = class extends (/* @__PURE__ */ Class("BetaResponseCodeExecutionOutputBlock")({
  "file_id": String$,
  "type": /* @__PURE__ */ Literal("code_execution_output").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "code_execution_output"))
})) {
};
var BetaResponseCodeExecutionResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseCodeExecutionResultBlock")({
  "content": /* @__PURE__ */ Array$(BetaResponseCodeExecutionOutputBlock),
  "return_code": Int,
  "stderr": String$,
  "stdout": String$,
  "type": /* @__PURE__ */ Literal("code_execution_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "code_execution_result"))
})) {
};
var BetaResponseCodeExecutionToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseCodeExecutionToolResultBlock")({
  "content": /* @__PURE__ */ Union(BetaResponseCodeExecutionToolResultError, BetaResponseCodeExecutionResultBlock),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("code_execution_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "code_execution_tool_result"))
})) {
};
var BetaResponseBashCodeExecutionToolResultError = class extends (/* @__PURE__ */ Class("BetaResponseBashCodeExecutionToolResultError")({
  "error_code": BetaBashCodeExecutionToolResultErrorCode,
  "type": /* @__PURE__ */ Literal("bash_code_execution_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "bash_code_execution_tool_result_error"))
})) {
};
var BetaResponseBashCodeExecutionOutputBlock = class extends (/* @__PURE__ */ Class("BetaResponseBashCodeExecutionOutputBlock")({
  "file_id": String$,
  "type": /* @__PURE__ */ Literal("bash_code_execution_output").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "bash_code_execution_output"))
})) {
};
var BetaResponseBashCodeExecutionResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseBashCodeExecutionResultBlock")({
  "content": /* @__PURE__ */ Array$(BetaResponseBashCodeExecutionOutputBlock),
  "return_code": Int,
  "stderr": String$,
  "stdout": String$,
  "type": /* @__PURE__ */ Literal("bash_code_execution_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "bash_code_execution_result"))
})) {
};
var BetaResponseBashCodeExecutionToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseBashCodeExecutionToolResultBlock")({
  "content": /* @__PURE__ */ Union(BetaResponseBashCodeExecutionToolResultError, BetaResponseBashCodeExecutionResultBlock),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("bash_code_execution_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "bash_code_execution_tool_result"))
})) {
};
var BetaResponseTextEditorCodeExecutionToolResultError = class extends (/* @__PURE__ */ Class("BetaResponseTextEditorCodeExecutionToolResultError")({
  "error_code": BetaTextEditorCodeExecutionToolResultErrorCode,
  "error_message": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("text_editor_code_execution_tool_result_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_editor_code_execution_tool_result_error"))
})) {
};
var BetaResponseTextEditorCodeExecutionViewResultBlockFileType = class extends (/* @__PURE__ */ Literal("text", "image", "pdf")) {
};
var BetaResponseTextEditorCodeExecutionViewResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseTextEditorCodeExecutionViewResultBlock")({
  "content": String$,
  "file_type": BetaResponseTextEditorCodeExecutionViewResultBlockFileType,
  "num_lines": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "start_line": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "total_lines": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("text_editor_code_execution_view_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_editor_code_execution_view_result"))
})) {
};
var BetaResponseTextEditorCodeExecutionCreateResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseTextEditorCodeExecutionCreateResultBlock")({
  "is_file_update": Boolean$,
  "type": /* @__PURE__ */ Literal("text_editor_code_execution_create_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_editor_code_execution_create_result"))
})) {
};
var BetaResponseTextEditorCodeExecutionStrReplaceResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseTextEditorCodeExecutionStrReplaceResultBlock")({
  "lines": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(String$)), {
    default: () => null
  }),
  "new_lines": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "new_start": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "old_lines": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "old_start": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(Int), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("text_editor_code_execution_str_replace_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_editor_code_execution_str_replace_result"))
})) {
};
var BetaResponseTextEditorCodeExecutionToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseTextEditorCodeExecutionToolResultBlock")({
  "content": /* @__PURE__ */ Union(BetaResponseTextEditorCodeExecutionToolResultError, BetaResponseTextEditorCodeExecutionViewResultBlock, BetaResponseTextEditorCodeExecutionCreateResultBlock, BetaResponseTextEditorCodeExecutionStrReplaceResultBlock),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^srvtoolu_[a-zA-Z0-9_]+$"))),
  "type": /* @__PURE__ */ Literal("text_editor_code_execution_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_editor_code_execution_tool_result"))
})) {
};
var BetaResponseMCPToolUseBlock = class extends (/* @__PURE__ */ Class("BetaResponseMCPToolUseBlock")({
  "id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^[a-zA-Z0-9_-]+$"))),
  "input": /* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }),
  /**
   * The name of the MCP tool
   */
  "name": String$,
  /**
   * The name of the MCP server
   */
  "server_name": String$,
  "type": /* @__PURE__ */ Literal("mcp_tool_use").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "mcp_tool_use"))
})) {
};
var BetaResponseMCPToolResultBlock = class extends (/* @__PURE__ */ Class("BetaResponseMCPToolResultBlock")({
  "content": /* @__PURE__ */ Union(String$, /* @__PURE__ */ Array$(BetaResponseTextBlock)),
  "is_error": /* @__PURE__ */ Boolean$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => false)),
  "tool_use_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ pattern(/* @__PURE__ */ new RegExp("^[a-zA-Z0-9_-]+$"))),
  "type": /* @__PURE__ */ Literal("mcp_tool_result").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "mcp_tool_result"))
})) {
};
var BetaResponseContainerUploadBlock = class extends (/* @__PURE__ */ Class("BetaResponseContainerUploadBlock")({
  "file_id": String$,
  "type": /* @__PURE__ */ Literal("container_upload").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "container_upload"))
})) {
};
var BetaContentBlock = class extends (/* @__PURE__ */ Union(BetaResponseTextBlock, BetaResponseThinkingBlock, BetaResponseRedactedThinkingBlock, BetaResponseToolUseBlock, BetaResponseServerToolUseBlock, BetaResponseWebSearchToolResultBlock, BetaResponseWebFetchToolResultBlock, BetaResponseCodeExecutionToolResultBlock, BetaResponseBashCodeExecutionToolResultBlock, BetaResponseTextEditorCodeExecutionToolResultBlock, BetaResponseMCPToolUseBlock, BetaResponseMCPToolResultBlock, BetaResponseContainerUploadBlock)) {
};
var BetaStopReason = class extends (/* @__PURE__ */ Literal("end_turn", "max_tokens", "stop_sequence", "tool_use", "pause_turn", "refusal", "model_context_window_exceeded")) {
};
var BetaCacheCreation = class extends (/* @__PURE__ */ Class("BetaCacheCreation")({
  /**
   * The number of input tokens used to create the 1 hour cache entry.
   */
  "ephemeral_1h_input_tokens": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * The number of input tokens used to create the 5 minute cache entry.
   */
  "ephemeral_5m_input_tokens": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var BetaServerToolUsage = class extends (/* @__PURE__ */ Class("BetaServerToolUsage")({
  /**
   * The number of web fetch tool requests.
   */
  "web_fetch_requests": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * The number of web search tool requests.
   */
  "web_search_requests": /* @__PURE__ */ Int.pipe(greaterThanOrEqualTo(0)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var BetaUsageServiceTierEnum = class extends (/* @__PURE__ */ Literal("standard", "priority", "batch")) {
};
var BetaUsage = class extends (/* @__PURE__ */ Class("BetaUsage")({
  /**
   * Breakdown of cached tokens by TTL
   */
  "cache_creation": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaCacheCreation), {
    default: () => null
  }),
  /**
   * The number of input tokens used to create the cache entry.
   */
  "cache_creation_input_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The number of input tokens read from the cache.
   */
  "cache_read_input_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The number of input tokens which were used.
   */
  "input_tokens": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * The number of output tokens which were used.
   */
  "output_tokens": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * The number of server tool requests.
   */
  "server_tool_use": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaServerToolUsage), {
    default: () => null
  }),
  /**
   * If the request used the priority, standard, or batch tier.
   */
  "service_tier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaUsageServiceTierEnum), {
    default: () => null
  })
})) {
};
var BetaResponseClearToolUses20250919Edit = class extends (/* @__PURE__ */ Class("BetaResponseClearToolUses20250919Edit")({
  /**
   * Number of input tokens cleared by this edit.
   */
  "cleared_input_tokens": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * Number of tool uses that were cleared.
   */
  "cleared_tool_uses": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * The type of context management edit applied.
   */
  "type": /* @__PURE__ */ Literal("clear_tool_uses_20250919").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "clear_tool_uses_20250919"))
})) {
};
var BetaResponseContextManagement = class extends (/* @__PURE__ */ Class("BetaResponseContextManagement")({
  /**
   * List of context management edits that were applied.
   */
  "applied_edits": /* @__PURE__ */ Array$(BetaResponseClearToolUses20250919Edit)
})) {
};
var BetaSkillType = class extends (/* @__PURE__ */ Literal("anthropic", "custom")) {
};
var BetaSkill = class extends (/* @__PURE__ */ Class("BetaSkill")({
  /**
   * Skill ID
   */
  "skill_id": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(64)),
  /**
   * Type of skill - either 'anthropic' (built-in) or 'custom' (user-defined)
   */
  "type": BetaSkillType,
  /**
   * Skill version or 'latest' for most recent version
   */
  "version": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(64))
})) {
};
var BetaContainer = class extends (/* @__PURE__ */ Class("BetaContainer")({
  /**
   * The time at which the container will expire.
   */
  "expires_at": String$,
  /**
   * Identifier for the container used in this request
   */
  "id": String$,
  /**
   * Skills loaded in the container
   */
  "skills": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(BetaSkill)), {
    default: () => null
  })
})) {
};
var BetaMessage = class extends (/* @__PURE__ */ Class("BetaMessage")({
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Object type.
   *
   * For Messages, this is always `"message"`.
   */
  "type": /* @__PURE__ */ Literal("message").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message")),
  /**
   * Conversational role of the generated message.
   *
   * This will always be `"assistant"`.
   */
  "role": /* @__PURE__ */ Literal("assistant").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "assistant")),
  /**
   * Content generated by the model.
   *
   * This is an array of content blocks, each of which has a `type` that determines its shape.
   *
   * Example:
   *
   * ```json
   * [{"type": "text", "text": "Hi, I'm Claude."}]
   * ```
   *
   * If the request input `messages` ended with an `assistant` turn, then the response `content` will continue directly from that last turn. You can use this to constrain the model's output.
   *
   * For example, if the input `messages` were:
   * ```json
   * [
   *   {"role": "user", "content": "What's the Greek name for Sun? (A) Sol (B) Helios (C) Sun"},
   *   {"role": "assistant", "content": "The best answer is ("}
   * ]
   * ```
   *
   * Then the response `content` might be:
   *
   * ```json
   * [{"type": "text", "text": "B)"}]
   * ```
   */
  "content": /* @__PURE__ */ Array$(BetaContentBlock),
  "model": /* @__PURE__ */ Union(String$, Model2),
  /**
   * The reason that we stopped.
   *
   * This may be one the following values:
   * * `"end_turn"`: the model reached a natural stopping point
   * * `"max_tokens"`: we exceeded the requested `max_tokens` or the model's maximum
   * * `"stop_sequence"`: one of your provided custom `stop_sequences` was generated
   * * `"tool_use"`: the model invoked one or more tools
   * * `"pause_turn"`: we paused a long-running turn. You may provide the response back as-is in a subsequent request to let the model continue.
   * * `"refusal"`: when streaming classifiers intervene to handle potential policy violations
   *
   * In non-streaming mode this value is always non-null. In streaming mode, it is null in the `message_start` event and non-null otherwise.
   */
  "stop_reason": /* @__PURE__ */ NullOr(BetaStopReason),
  /**
   * Which custom stop sequence was generated, if any.
   *
   * This value will be a non-null string if one of your custom stop sequences was generated.
   */
  "stop_sequence": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  /**
   * Billing and rate-limit usage.
   *
   * Anthropic's API bills and rate-limits by token counts, as tokens represent the underlying cost to our systems.
   *
   * Under the hood, the API transforms requests into a format suitable for the model. The model's output then goes through a parsing stage before becoming an API response. As a result, the token counts in `usage` will not match one-to-one with the exact visible content of an API request or response.
   *
   * For example, `output_tokens` will be non-zero, even for an empty string response from Claude.
   *
   * Total input tokens in a request is the summation of `input_tokens`, `cache_creation_input_tokens`, and `cache_read_input_tokens`.
   */
  "usage": BetaUsage,
  /**
   * Context management response.
   *
   * Information about context management strategies applied during the request.
   */
  "context_management": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaResponseContextManagement), {
    default: () => null
  }),
  /**
   * Information about the container used in this request.
   *
   * This will be non-null if a container tool (e.g. code execution) was used.
   */
  "container": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(BetaContainer), {
    default: () => null
  })
})) {
};
var BetaInvalidRequestError = class extends (/* @__PURE__ */ Class("BetaInvalidRequestError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Invalid request")),
  "type": /* @__PURE__ */ Literal("invalid_request_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "invalid_request_error"))
})) {
};
var BetaAuthenticationError = class extends (/* @__PURE__ */ Class("BetaAuthenticationError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Authentication error")),
  "type": /* @__PURE__ */ Literal("authentication_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "authentication_error"))
})) {
};
var BetaBillingError = class extends (/* @__PURE__ */ Class("BetaBillingError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Billing error")),
  "type": /* @__PURE__ */ Literal("billing_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "billing_error"))
})) {
};
var BetaPermissionError = class extends (/* @__PURE__ */ Class("BetaPermissionError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Permission denied")),
  "type": /* @__PURE__ */ Literal("permission_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "permission_error"))
})) {
};
var BetaNotFoundError = class extends (/* @__PURE__ */ Class("BetaNotFoundError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Not found")),
  "type": /* @__PURE__ */ Literal("not_found_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "not_found_error"))
})) {
};
var BetaRateLimitError = class extends (/* @__PURE__ */ Class("BetaRateLimitError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Rate limited")),
  "type": /* @__PURE__ */ Literal("rate_limit_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "rate_limit_error"))
})) {
};
var BetaGatewayTimeoutError = class extends (/* @__PURE__ */ Class("BetaGatewayTimeoutError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Request timeout")),
  "type": /* @__PURE__ */ Literal("timeout_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "timeout_error"))
})) {
};
var BetaAPIError = class extends (/* @__PURE__ */ Class("BetaAPIError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Internal server error")),
  "type": /* @__PURE__ */ Literal("api_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "api_error"))
})) {
};
var BetaOverloadedError = class extends (/* @__PURE__ */ Class("BetaOverloadedError")({
  "message": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "Overloaded")),
  "type": /* @__PURE__ */ Literal("overloaded_error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "overloaded_error"))
})) {
};
var BetaErrorResponse = class extends (/* @__PURE__ */ Class("BetaErrorResponse")({
  "error": /* @__PURE__ */ Union(BetaInvalidRequestError, BetaAuthenticationError, BetaBillingError, BetaPermissionError, BetaNotFoundError, BetaRateLimitError, BetaGatewayTimeoutError, BetaAPIError, BetaOverloadedError),
  "request_id": /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  }),
  "type": /* @__PURE__ */ Literal("error").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "error"))
})) {
};
var BetaModelInfo = class extends (/* @__PURE__ */ Class("BetaModelInfo")({
  /**
   * RFC 3339 datetime string representing the time at which the model was released. May be set to an epoch value if the release date is unknown.
   */
  "created_at": String$,
  /**
   * A human-readable name for the model.
   */
  "display_name": String$,
  /**
   * Unique model identifier.
   */
  "id": String$,
  /**
   * Object type.
   *
   * For Models, this is always `"model"`.
   */
  "type": /* @__PURE__ */ Literal("model").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "model"))
})) {
};
var BetaListResponseModelInfo = class extends (/* @__PURE__ */ Class("BetaListResponseModelInfo")({
  "data": /* @__PURE__ */ Array$(BetaModelInfo),
  /**
   * First ID in the `data` list. Can be used as the `before_id` for the previous page.
   */
  "first_id": /* @__PURE__ */ NullOr(String$),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Last ID in the `data` list. Can be used as the `after_id` for the next page.
   */
  "last_id": /* @__PURE__ */ NullOr(String$)
})) {
};
var BetaMessageBatchProcessingStatus = class extends (/* @__PURE__ */ Literal("in_progress", "canceling", "ended")) {
};
var BetaRequestCounts = class extends (/* @__PURE__ */ Class("BetaRequestCounts")({
  /**
   * Number of requests in the Message Batch that have been canceled.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "canceled": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that encountered an error.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "errored": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that have expired.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "expired": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that are processing.
   */
  "processing": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
   * Number of requests in the Message Batch that have completed successfully.
   *
   * This is zero until processing of the entire Message Batch has ended.
   */
  "succeeded": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0))
})) {
};
var BetaMessageBatch = class extends (/* @__PURE__ */ Class("BetaMessageBatch")({
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch was archived and its results became unavailable.
   */
  "archived_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which cancellation was initiated for the Message Batch. Specified only if cancellation was initiated.
   */
  "cancel_initiated_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch was created.
   */
  "created_at": String$,
  /**
   * RFC 3339 datetime string representing the time at which processing for the Message Batch ended. Specified only once processing ends.
   *
   * Processing ends when every request in a Message Batch has either succeeded, errored, canceled, or expired.
   */
  "ended_at": /* @__PURE__ */ NullOr(String$),
  /**
   * RFC 3339 datetime string representing the time at which the Message Batch will expire and end processing, which is 24 hours after creation.
   */
  "expires_at": String$,
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Processing status of the Message Batch.
   */
  "processing_status": BetaMessageBatchProcessingStatus,
  /**
   * Tallies requests within the Message Batch, categorized by their status.
   *
   * Requests start as `processing` and move to one of the other statuses only once processing of the entire batch ends. The sum of all values always matches the total number of requests in the batch.
   */
  "request_counts": BetaRequestCounts,
  /**
   * URL to a `.jsonl` file containing the results of the Message Batch requests. Specified only once processing ends.
   *
   * Results in the file are not guaranteed to be in the same order as requests. Use the `custom_id` field to match results to requests.
   */
  "results_url": /* @__PURE__ */ NullOr(String$),
  /**
   * Object type.
   *
   * For Message Batches, this is always `"message_batch"`.
   */
  "type": /* @__PURE__ */ Literal("message_batch").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message_batch"))
})) {
};
var BetaListResponseMessageBatch = class extends (/* @__PURE__ */ Class("BetaListResponseMessageBatch")({
  "data": /* @__PURE__ */ Array$(BetaMessageBatch),
  /**
   * First ID in the `data` list. Can be used as the `before_id` for the previous page.
   */
  "first_id": /* @__PURE__ */ NullOr(String$),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Last ID in the `data` list. Can be used as the `after_id` for the next page.
   */
  "last_id": /* @__PURE__ */ NullOr(String$)
})) {
};
var BetaDeleteMessageBatchResponse = class extends (/* @__PURE__ */ Class("BetaDeleteMessageBatchResponse")({
  /**
   * ID of the Message Batch.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Message Batches, this is always `"message_batch_deleted"`.
   */
  "type": /* @__PURE__ */ Literal("message_batch_deleted").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message_batch_deleted"))
})) {
};
var BetaContextManagementResponse = class extends (/* @__PURE__ */ Class("BetaContextManagementResponse")({
  /**
   * The original token count before context management was applied
   */
  "original_input_tokens": Int
})) {
};
var BetaCountMessageTokensResponse = class extends (/* @__PURE__ */ Class("BetaCountMessageTokensResponse")({
  /**
   * Information about context management applied to the message.
   */
  "context_management": /* @__PURE__ */ NullOr(BetaContextManagementResponse),
  /**
   * The total number of tokens across the provided list of messages, system prompt, and tools.
   */
  "input_tokens": Int
})) {
};
var BetaFileMetadataSchema = class extends (/* @__PURE__ */ Class("BetaFileMetadataSchema")({
  /**
   * RFC 3339 datetime string representing when the file was created.
   */
  "created_at": String$,
  /**
   * Whether the file can be downloaded.
   */
  "downloadable": /* @__PURE__ */ optionalWith(Boolean$, {
    nullable: true,
    default: () => false
  }),
  /**
   * Original filename of the uploaded file.
   */
  "filename": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(500)),
  /**
   * Unique object identifier.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * MIME type of the file.
   */
  "mime_type": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(255)),
  /**
   * Size of the file in bytes.
   */
  "size_bytes": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  /**
   * Object type.
   *
   * For files, this is always `"file"`.
   */
  "type": /* @__PURE__ */ Literal("file")
})) {
};
var BetaFileListResponse = class extends (/* @__PURE__ */ Class("BetaFileListResponse")({
  /**
   * List of file metadata objects.
   */
  "data": /* @__PURE__ */ Array$(BetaFileMetadataSchema),
  /**
   * ID of the first file in this page of results.
   */
  "first_id": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  }),
  /**
   * Whether there are more results available.
   */
  "has_more": /* @__PURE__ */ optionalWith(Boolean$, {
    nullable: true,
    default: () => false
  }),
  /**
   * ID of the last file in this page of results.
   */
  "last_id": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  })
})) {
};
var BetaUploadFileV1FilesPostRequest = class extends (/* @__PURE__ */ Class("BetaUploadFileV1FilesPostRequest")({
  /**
   * The file to upload
   */
  "file": /* @__PURE__ */ instanceOf(globalThis.Blob)
})) {
};
var BetaFileDeleteResponse = class extends (/* @__PURE__ */ Class("BetaFileDeleteResponse")({
  /**
   * ID of the deleted file.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For file deletion, this is always `"file_deleted"`.
   */
  "type": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("file_deleted"), {
    nullable: true,
    default: () => "file_deleted"
  })
})) {
};
var BetaapiSchemasSkillsSkill = class extends (/* @__PURE__ */ Class("BetaapiSchemasSkillsSkill")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var BetaListSkillsResponse = class extends (/* @__PURE__ */ Class("BetaListSkillsResponse")({
  /**
   * List of skills.
   */
  "data": /* @__PURE__ */ Array$(BetaapiSchemasSkillsSkill),
  /**
   * Whether there are more results available.
   *
   * If `true`, there are additional results that can be fetched using the `next_page` token.
   */
  "has_more": Boolean$,
  /**
   * Token for fetching the next page of results.
   *
   * If `null`, there are no more results available. Pass this value to the `page_token` parameter in the next request to get the next page.
   */
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var BetaBodyCreateSkillV1SkillsPost = class extends (/* @__PURE__ */ Class("BetaBodyCreateSkillV1SkillsPost")({
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ optionalWith(String$, {
    nullable: true
  }),
  /**
   * Files to upload for the skill.
   *
   * All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
   */
  "files": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ instanceOf(globalThis.Blob)), {
    nullable: true
  })
})) {
};
var BetaCreateSkillResponse = class extends (/* @__PURE__ */ Class("BetaCreateSkillResponse")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var BetaGetSkillResponse = class extends (/* @__PURE__ */ Class("BetaGetSkillResponse")({
  /**
   * ISO 8601 timestamp of when the skill was created.
   */
  "created_at": String$,
  /**
   * Display title for the skill.
   *
   * This is a human-readable label that is not included in the prompt sent to the model.
   */
  "display_title": /* @__PURE__ */ NullOr(String$),
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * The latest version identifier for the skill.
   *
   * This represents the most recent version of the skill that has been created.
   */
  "latest_version": /* @__PURE__ */ NullOr(String$),
  /**
   * Source of the skill.
   *
   * This may be one of the following values:
   * * `"custom"`: the skill was created by a user
   * * `"anthropic"`: the skill was created by Anthropic
   */
  "source": String$,
  /**
   * Object type.
   *
   * For Skills, this is always `"skill"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill")),
  /**
   * ISO 8601 timestamp of when the skill was last updated.
   */
  "updated_at": String$
})) {
};
var BetaDeleteSkillResponse = class extends (/* @__PURE__ */ Class("BetaDeleteSkillResponse")({
  /**
   * Unique identifier for the skill.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Skills, this is always `"skill_deleted"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_deleted"))
})) {
};
var BetaSkillVersion = class extends (/* @__PURE__ */ Class("BetaSkillVersion")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var BetaListSkillVersionsResponse = class extends (/* @__PURE__ */ Class("BetaListSkillVersionsResponse")({
  /**
   * List of skill versions.
   */
  "data": /* @__PURE__ */ Array$(BetaSkillVersion),
  /**
   * Indicates if there are more results in the requested page direction.
   */
  "has_more": Boolean$,
  /**
   * Token to provide in as `page` in the subsequent request to retrieve the next page of data.
   */
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var BetaBodyCreateSkillVersionV1SkillsSkillIdVersionsPost = class extends (/* @__PURE__ */ Class("BetaBodyCreateSkillVersionV1SkillsSkillIdVersionsPost")({
  /**
   * Files to upload for the skill.
   *
   * All files must be in the same top-level directory and must include a SKILL.md file at the root of that directory.
   */
  "files": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ instanceOf(globalThis.Blob)), {
    nullable: true
  })
})) {
};
var BetaCreateSkillVersionResponse = class extends (/* @__PURE__ */ Class("BetaCreateSkillVersionResponse")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var BetaGetSkillVersionResponse = class extends (/* @__PURE__ */ Class("BetaGetSkillVersionResponse")({
  /**
   * ISO 8601 timestamp of when the skill version was created.
   */
  "created_at": String$,
  /**
   * Description of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "description": String$,
  /**
   * Directory name of the skill version.
   *
   * This is the top-level directory name that was extracted from the uploaded files.
   */
  "directory": String$,
  /**
   * Unique identifier for the skill version.
   *
   * The format and length of IDs may change over time.
   */
  "id": String$,
  /**
   * Human-readable name of the skill version.
   *
   * This is extracted from the SKILL.md file in the skill upload.
   */
  "name": String$,
  /**
   * Identifier for the skill that this version belongs to.
   */
  "skill_id": String$,
  /**
   * Object type.
   *
   * For Skill Versions, this is always `"skill_version"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version")),
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "version": String$
})) {
};
var BetaDeleteSkillVersionResponse = class extends (/* @__PURE__ */ Class("BetaDeleteSkillVersionResponse")({
  /**
   * Version identifier for the skill.
   *
   * Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
   */
  "id": String$,
  /**
   * Deleted object type.
   *
   * For Skill Versions, this is always `"skill_version_deleted"`.
   */
  "type": /* @__PURE__ */ String$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "skill_version_deleted"))
})) {
};
var make2 = (httpClient, options = {}) => {
  const unexpectedStatus = (response) => flatMap(orElseSucceed(response.json, () => "Unexpected status code"), (description) => fail(new ResponseError({
    request: response.request,
    response,
    reason: "StatusCode",
    description: typeof description === "string" ? description : JSON.stringify(description)
  })));
  const withResponse = options.transformClient ? (f) => (request) => flatMap(flatMap(options.transformClient(httpClient), (client) => client.execute(request)), f) : (f) => (request) => flatMap(httpClient.execute(request), f);
  const decodeSuccess = (schema) => (response) => schemaBodyJson(schema)(response);
  const decodeError = (tag, schema) => (response) => flatMap(schemaBodyJson(schema)(response), (cause) => fail(ClientError(tag, cause, response)));
  return {
    httpClient,
    "messagesPost": (options2) => post(`/v1/messages`).pipe(setHeaders({
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(Message),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "completePost": (options2) => post(`/v1/complete`).pipe(setHeaders({
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0,
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(CompletionResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "modelsList": (options2) => get(`/v1/models`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0,
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(ListResponseModelInfo),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "modelsGet": (modelId, options2) => get(`/v1/models/${modelId}`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0,
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(ModelInfo),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesList": (options2) => get(`/v1/messages/batches`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(ListResponseMessageBatch),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesPost": (options2) => post(`/v1/messages/batches`).pipe(setHeaders({
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(MessageBatch),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesRetrieve": (messageBatchId, options2) => get(`/v1/messages/batches/${messageBatchId}`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(MessageBatch),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesDelete": (messageBatchId, options2) => del(`/v1/messages/batches/${messageBatchId}`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(DeleteMessageBatchResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesCancel": (messageBatchId, options2) => post(`/v1/messages/batches/${messageBatchId}/cancel`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(MessageBatch),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messageBatchesResults": (messageBatchId, options2) => get(`/v1/messages/batches/${messageBatchId}/results`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "messagesCountTokensPost": (options2) => post(`/v1/messages/count_tokens`).pipe(setHeaders({
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(CountMessageTokensResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "listFilesV1FilesGet": (options2) => get(`/v1/files`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(FileListResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "uploadFileV1FilesPost": (options2) => post(`/v1/files`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(FileMetadataSchema),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "getFileMetadataV1FilesFileIdGet": (fileId, options2) => get(`/v1/files/${fileId}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(FileMetadataSchema),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "deleteFileV1FilesFileIdDelete": (fileId, options2) => del(`/v1/files/${fileId}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(FileDeleteResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "downloadFileV1FilesFileIdContentGet": (fileId, options2) => get(`/v1/files/${fileId}/content`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      orElse: unexpectedStatus
    }))),
    "listSkillsV1SkillsGet": (options2) => get(`/v1/skills`).pipe(setUrlParams({
      "page": options2?.["page"],
      "limit": options2?.["limit"],
      "source": options2?.["source"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(ListSkillsResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "createSkillV1SkillsPost": (options2) => post(`/v1/skills`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(CreateSkillResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "getSkillV1SkillsSkillIdGet": (skillId, options2) => get(`/v1/skills/${skillId}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(GetSkillResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "deleteSkillV1SkillsSkillIdDelete": (skillId, options2) => del(`/v1/skills/${skillId}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(DeleteSkillResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "listSkillVersionsV1SkillsSkillIdVersionsGet": (skillId, options2) => get(`/v1/skills/${skillId}/versions`).pipe(setUrlParams({
      "page": options2?.["page"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(ListSkillVersionsResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "createSkillVersionV1SkillsSkillIdVersionsPost": (skillId, options2) => post(`/v1/skills/${skillId}/versions`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(CreateSkillVersionResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "getSkillVersionV1SkillsSkillIdVersionsVersionGet": (skillId, version, options2) => get(`/v1/skills/${skillId}/versions/${version}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(GetSkillVersionResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "deleteSkillVersionV1SkillsSkillIdVersionsVersionDelete": (skillId, version, options2) => del(`/v1/skills/${skillId}/versions/${version}`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(DeleteSkillVersionResponse),
      "4xx": decodeError("ErrorResponse", ErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessagesPost": (options2) => post(`/v1/messages?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaMessage),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaModelsList": (options2) => get(`/v1/models?beta=true`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0,
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaListResponseModelInfo),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaModelsGet": (modelId, options2) => get(`/v1/models/${modelId}?beta=true`).pipe(setHeaders({
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0,
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaModelInfo),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesList": (options2) => get(`/v1/messages/batches?beta=true`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaListResponseMessageBatch),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesPost": (options2) => post(`/v1/messages/batches?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaMessageBatch),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesRetrieve": (messageBatchId, options2) => get(`/v1/messages/batches/${messageBatchId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaMessageBatch),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesDelete": (messageBatchId, options2) => del(`/v1/messages/batches/${messageBatchId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaDeleteMessageBatchResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesCancel": (messageBatchId, options2) => post(`/v1/messages/batches/${messageBatchId}/cancel?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaMessageBatch),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessageBatchesResults": (messageBatchId, options2) => get(`/v1/messages/batches/${messageBatchId}/results?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaMessagesCountTokensPost": (options2) => post(`/v1/messages/count_tokens?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaCountMessageTokensResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaListFilesV1FilesGet": (options2) => get(`/v1/files?beta=true`).pipe(setUrlParams({
      "before_id": options2?.["before_id"],
      "after_id": options2?.["after_id"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaFileListResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaUploadFileV1FilesPost": (options2) => post(`/v1/files?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaFileMetadataSchema),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaGetFileMetadataV1FilesFileIdGet": (fileId, options2) => get(`/v1/files/${fileId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaFileMetadataSchema),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaDeleteFileV1FilesFileIdDelete": (fileId, options2) => del(`/v1/files/${fileId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaFileDeleteResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaDownloadFileV1FilesFileIdContentGet": (fileId, options2) => get(`/v1/files/${fileId}/content?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      orElse: unexpectedStatus
    }))),
    "betaListSkillsV1SkillsGet": (options2) => get(`/v1/skills?beta=true`).pipe(setUrlParams({
      "page": options2?.["page"],
      "limit": options2?.["limit"],
      "source": options2?.["source"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaListSkillsResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaCreateSkillV1SkillsPost": (options2) => post(`/v1/skills?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaCreateSkillResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaGetSkillV1SkillsSkillIdGet": (skillId, options2) => get(`/v1/skills/${skillId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaGetSkillResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaDeleteSkillV1SkillsSkillIdDelete": (skillId, options2) => del(`/v1/skills/${skillId}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaDeleteSkillResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaListSkillVersionsV1SkillsSkillIdVersionsGet": (skillId, options2) => get(`/v1/skills/${skillId}/versions?beta=true`).pipe(setUrlParams({
      "page": options2?.["page"],
      "limit": options2?.["limit"]
    }), setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaListSkillVersionsResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaCreateSkillVersionV1SkillsSkillIdVersionsPost": (skillId, options2) => post(`/v1/skills/${skillId}/versions?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2.params?.["anthropic-version"] ?? void 0
    }), bodyFormDataRecord(options2.payload), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaCreateSkillVersionResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaGetSkillVersionV1SkillsSkillIdVersionsVersionGet": (skillId, version, options2) => get(`/v1/skills/${skillId}/versions/${version}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaGetSkillVersionResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    }))),
    "betaDeleteSkillVersionV1SkillsSkillIdVersionsVersionDelete": (skillId, version, options2) => del(`/v1/skills/${skillId}/versions/${version}?beta=true`).pipe(setHeaders({
      "anthropic-beta": options2?.["anthropic-beta"] ?? void 0,
      "anthropic-version": options2?.["anthropic-version"] ?? void 0,
      "x-api-key": options2?.["x-api-key"] ?? void 0
    }), withResponse(matchStatus({
      "2xx": decodeSuccess(BetaDeleteSkillVersionResponse),
      "4xx": decodeError("BetaErrorResponse", BetaErrorResponse),
      orElse: unexpectedStatus
    })))
  };
};
var ClientErrorImpl = class extends Error {
};
var ClientError = (tag, cause, response) => new ClientErrorImpl({
  _tag: tag,
  cause,
  response,
  request: response.request
});

// node_modules/@effect/ai-anthropic/dist/esm/AnthropicClient.js
var AnthropicClient = class extends (/* @__PURE__ */ Tag("@effect/ai-anthropic/AnthropicClient")()) {
};
var make3 = /* @__PURE__ */ fnUntraced(function* (options) {
  const apiKeyHeader = "x-api-key";
  yield* locallyScopedWith(currentRedactedNames, append(apiKeyHeader));
  const httpClient = (yield* HttpClient).pipe(mapRequest((request) => request.pipe(prependUrl(options.apiUrl ?? "https://api.anthropic.com"), options.apiKey ? setHeader(apiKeyHeader, value(options.apiKey)) : identity, setHeader("anthropic-version", options.anthropicVersion ?? "2023-06-01"), acceptJson)), options.transformClient ? options.transformClient : identity);
  const httpClientOk = filterStatusOk(httpClient);
  const client = make2(httpClient, {
    transformClient: (client2) => AnthropicConfig.getOrUndefined.pipe(map2((config) => config?.transformClient ? config.transformClient(client2) : client2))
  });
  const streamRequest = (request, schema) => {
    const decodeEvents = decode(ChunkFromSelf(parseJson(schema)));
    return httpClientOk.execute(request).pipe(map2((r) => r.stream), unwrapScoped, decodeText(), pipeThroughChannel(makeChannel()), mapChunksEffect((chunk) => decodeEvents(map(chunk, (event) => event.data))), catchTags2({
      RequestError: (error) => HttpRequestError.fromRequestError({
        module: "AnthropicClient",
        method: "streamRequest",
        error
      }),
      ResponseError: (error) => HttpResponseError.fromResponseError({
        module: "AnthropicClient",
        method: "streamRequest",
        error
      }),
      ParseError: (error) => MalformedOutput.fromParseError({
        module: "AnthropicClient",
        method: "streamRequest",
        error
      })
    }));
  };
  const createMessage = fnUntraced(function* (options2) {
    return yield* client.betaMessagesPost(options2).pipe(catchTags({
      RequestError: (error) => HttpRequestError.fromRequestError({
        module: "AnthropicClient",
        method: "createMessage",
        error
      }),
      ResponseError: (error) => HttpResponseError.fromResponseError({
        module: "AnthropicClient",
        method: "createMessage",
        error
      }),
      BetaErrorResponse: (error) => HttpResponseError.fromResponseError({
        module: "AnthropicClient",
        method: "createMessage",
        error: new ResponseError({
          reason: "StatusCode",
          request: error.request,
          response: error.response
        })
      }),
      ParseError: (error) => MalformedOutput.fromParseError({
        module: "AnthropicClient",
        method: "createMessage",
        error
      })
    }));
  });
  const createMessageStream = (options2) => {
    const request = post("/v1/messages", {
      headers: fromInput({
        "anthropic-beta": options2.params?.["anthropic-beta"] ?? void 0
      }),
      body: unsafeJson({
        ...options2.payload,
        stream: true
      })
    });
    return streamRequest(request, MessageStreamEvent).pipe(takeUntil((event) => event.type === "message_stop"));
  };
  return AnthropicClient.of({
    client,
    streamRequest,
    createMessage,
    createMessageStream
  });
});
var PingEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/PingEvent")({
  type: /* @__PURE__ */ Literal("ping")
})) {
};
var ErrorEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ErrorEvent")({
  type: /* @__PURE__ */ Literal("error"),
  error: /* @__PURE__ */ Struct({
    type: /* @__PURE__ */ Literal("invalid_request_error", "authentication_error", "permission_error", "not_found_error", "request_too_large", "rate_limit_error", "api_error", "overloaded_error"),
    message: String$
  })
})) {
};
var MessageStartEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/MessageStartEvent")({
  type: /* @__PURE__ */ Literal("message_start"),
  message: BetaMessage
})) {
};
var ServerToolUsage2 = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ServerToolUsage")({
  /**
   * The number of web search tool requests.
   */
  web_search_requests: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => 0
  })
})) {
};
var MessageDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/MessageDelta")({
  stop_reason: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Literal("end_turn", "max_tokens", "stop_sequence", "tool_use", "pause_turn", "refusal")), {
    default: () => null
  }),
  stop_sequence: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(String$), {
    default: () => null
  })
})) {
};
var MessageDeltaUsage = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/MessageDeltaUsage")({
  /**
   * The cumulative number of input tokens which were used.
   */
  input_tokens: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The cumulative number of output tokens which were used.
   */
  output_tokens: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The cumulative number of input tokens used to create the cache entry.
   */
  cache_creation_input_tokens: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The cumulative number of input tokens read from the cache.
   */
  cache_read_input_tokens: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))), {
    default: () => null
  }),
  /**
   * The number of server tool requests.
   */
  server_tool_use: /* @__PURE__ */ optionalWith(/* @__PURE__ */ NullOr(ServerToolUsage2), {
    default: () => null
  })
})) {
};
var MessageDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/MessageDeltaEvent")({
  type: /* @__PURE__ */ Literal("message_delta"),
  delta: MessageDelta,
  /**
   * Billing and rate-limit usage.
   *
   * Anthropic's API bills and rate-limits by token counts, as tokens represent
   * the underlying cost to our systems.
   *
   * Under the hood, the API transforms requests into a format suitable for the
   * model. The model's output then goes through a parsing stage before becoming
   * an API response. As a result, the token counts in `usage` will not match
   * one-to-one with the exact visible content of an API request or response.
   *
   * For example, `output_tokens` will be non-zero, even for an empty string
   * response from Claude.\n\nTotal input tokens in a request is the summation
   * of `input_tokens`, `cache_creation_input_tokens`, and `cache_read_input_tokens`.
   */
  usage: MessageDeltaUsage
})) {
};
var MessageStopEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/MessageStopEvent")({
  type: /* @__PURE__ */ Literal("message_stop")
})) {
};
var ContentBlockStartEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ContentBlockStartEvent")({
  type: /* @__PURE__ */ Literal("content_block_start"),
  index: Int,
  content_block: BetaContentBlock
})) {
};
var CitationsDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/CitationsDelta")({
  type: /* @__PURE__ */ Literal("citations_delta"),
  citation: /* @__PURE__ */ Union(BetaResponseCharLocationCitation, BetaResponsePageLocationCitation, BetaResponseContentBlockLocationCitation, BetaResponseWebSearchResultLocationCitation, BetaResponseSearchResultLocationCitation)
})) {
};
var InputJsonContentBlockDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/InputJsonContentBlockDelta")({
  type: /* @__PURE__ */ Literal("input_json_delta"),
  partial_json: String$
})) {
};
var SignatureContentBlockDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/SignatureContentBlockDelta")({
  type: /* @__PURE__ */ Literal("signature_delta"),
  signature: String$
})) {
};
var TextContentBlockDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/TextContentBlockDelta")({
  type: /* @__PURE__ */ Literal("text_delta"),
  text: String$
})) {
};
var ThinkingContentBlockDelta = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ThinkingContentBlockDelta")({
  type: /* @__PURE__ */ Literal("thinking_delta"),
  thinking: String$
})) {
};
var ContentBlockDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ContentBlockDeltaEvent")({
  type: /* @__PURE__ */ Literal("content_block_delta"),
  index: Int,
  delta: /* @__PURE__ */ Union(CitationsDelta, InputJsonContentBlockDelta, SignatureContentBlockDelta, TextContentBlockDelta, ThinkingContentBlockDelta)
})) {
};
var ContentBlockStopEvent = class extends (/* @__PURE__ */ Class("@effect/ai-anthropic/ContentBlockStopEvent")({
  type: /* @__PURE__ */ Literal("content_block_stop"),
  index: Int
})) {
};
var MessageStreamEvent = /* @__PURE__ */ Union(PingEvent, ErrorEvent, MessageStartEvent, MessageDeltaEvent, MessageStopEvent, ContentBlockStartEvent, ContentBlockDeltaEvent, ContentBlockStopEvent);

// node_modules/@effect/ai-anthropic/dist/esm/AnthropicTool.js
var CodeExecution_20250522 = /* @__PURE__ */ providerDefined({
  id: "anthropic.code_execution_20250522",
  toolkitName: "AnthropicCodeExecution",
  providerName: "code_execution",
  args: /* @__PURE__ */ omit(BetaCodeExecutionTool20250522.fields, "name", "type"),
  success: BetaResponseCodeExecutionResultBlock,
  failure: BetaResponseCodeExecutionToolResultError
});
var CodeExecution_20250825 = /* @__PURE__ */ providerDefined({
  id: "anthropic.code_execution_20250825",
  toolkitName: "AnthropicCodeExecution",
  providerName: "code_execution",
  args: /* @__PURE__ */ omit(BetaCodeExecutionTool20250825.fields, "name", "type"),
  success: /* @__PURE__ */ Union(BetaResponseBashCodeExecutionResultBlock, BetaResponseTextEditorCodeExecutionViewResultBlock, BetaResponseTextEditorCodeExecutionCreateResultBlock, BetaResponseTextEditorCodeExecutionStrReplaceResultBlock),
  failure: /* @__PURE__ */ Union(BetaResponseCodeExecutionToolResultError, BetaResponseTextEditorCodeExecutionToolResultError)
});
var Coordinate = /* @__PURE__ */ Tuple(Number$, Number$);
var ComputerUse_20241022 = /* @__PURE__ */ providerDefined({
  id: "anthropic.computer_use_20241022",
  toolkitName: "AnthropicComputerUse",
  providerName: "computer",
  args: /* @__PURE__ */ omit(BetaComputerUseTool20241022.fields, "name", "type"),
  requiresHandler: true,
  success: String$,
  parameters: {
    /**
     * The action to perform. The available actions are:
     * - `screenshot`: Take a screenshot of the screen.
     * - `left_click`: Click the left mouse button at the specified (x, y) pixel
     *   coordinate on the screen. You can also include a key combination to
     *   hold down while clicking using the `text` parameter.
     * - `type`: Type a string of text on the keyboard.
     * - `key`: Press a key or key-combination on the keyboard.
     *   - This supports xdotool's `key` syntax.
     *   - Examples: "a", "Return", "alt+Tab", "ctrl+s", "Up", "KP_0" (for the
     *     numpad 0 key).
     * - `mouse_move`: Move the cursor to a specified (x, y) pixel coordinate on
     *   the screen.
     */
    action: /* @__PURE__ */ Literal("screenshot", "left_click", "type", "key", "mouse_move"),
    /**
     * The x (pixels from the left edge) and y (pixels from the top edge)
     * coordinates to move the mouse to. Required only by `action=mouse_move`.
     */
    coordinate: /* @__PURE__ */ optional(Coordinate),
    /**
     * Required only by `action=type` and `action=key`.
     */
    text: /* @__PURE__ */ optional(String$)
  }
});
var ComputerUse_20250124 = /* @__PURE__ */ providerDefined({
  id: "anthropic.computer_use_20250124",
  toolkitName: "AnthropicComputerUse",
  providerName: "computer",
  args: /* @__PURE__ */ omit(BetaComputerUseTool20241022.fields, "name", "type"),
  requiresHandler: true,
  success: String$,
  parameters: {
    /**
     * The action to perform. The available actions are:
     * - `screenshot`: Take a screenshot of the screen.
     * - `left_click`: Click the left mouse button at the specified (x, y) pixel
     *   coordinate on the screen. You can also include a key combination to
     *   hold down while clicking using the `text` parameter.
     * - `type`: Type a string of text on the keyboard.
     * - `key`: Press a key or key-combination on the keyboard.
     *   - This supports xdotool's `key` syntax.
     *   - Examples: "a", "Return", "alt+Tab", "ctrl+s", "Up", "KP_0" (for the
     *     numpad 0 key).
     * - `mouse_move`: Move the cursor to a specified (x, y) pixel coordinate on
     * - `scroll`: Scroll the screen in a specified direction by a specified
     *   amount of clicks of the scroll wheel, at the specified (x, y) pixel
     *   coordinate. DO NOT use PageUp/PageDown to scroll.
     * - `left_click_drag`: Click and drag the cursor from `start_coordinate`
     *   to a specified (x, y) pixel coordinate on the screen.
     *   the screen.
     * - `middle_click`: Click the middle mouse button at the specified (x, y)
     *   pixel coordinate on the screen.
     * - `right_click`: Click the right mouse button at the specified (x, y)
     *   pixel coordinate on the screen.
     * - `double_click`: Double-click the left mouse button at the specified
     *   (x, y) pixel coordinate on the screen.
     * - `triple_click`: Triple-click the left mouse button at the specified
     *   (x, y) pixel coordinate on the screen.
     * - `left_mouse_down`: Press the left mouse button.
     * - `left_mouse_up`: Release the left mouse button.
     * - `hold_key`: Hold down a key or multiple keys for a specified duration
     *   (in seconds). Supports the same syntax as `key`.
     * - `wait`: Wait for a specified duration (in seconds).
     */
    action: /* @__PURE__ */ Literal("screenshot", "left_click", "type", "key", "mouse_move", "scroll", "left_click_drag", "middle_click", "right_click", "double_click", "triple_click", "left_mouse_down", "left_mouse_up", "hold_key", "wait"),
    /**
     * The x (pixels from the left edge) and y (pixels from the top edge)
     * coordinates to move the mouse to. Required only by `action=mouse_move`
     * and `action=left_click_drag`.
     */
    coordinate: /* @__PURE__ */ optional(Coordinate),
    /**
     * The x (pixels from the left edge) and y (pixels from the top edge)
     * coordinates to start the drag from. Required only by
     * `action=left_click_drag`.
     */
    start_coordinate: /* @__PURE__ */ optional(Coordinate),
    /**
     * Required only by `action=type`, `action=key`, and `action=hold_key`. Can
     * also be used by click or scroll actions to hold down keys while clicking
     * or scrolling.
     */
    text: /* @__PURE__ */ optional(String$),
    /**
     * The direction to scroll the screen. Required only by `action=scroll`.
     */
    scroll_direction: /* @__PURE__ */ optional(/* @__PURE__ */ Literal("up", "down", "left", "right")),
    /**
     * The number of "clicks" of the scroll wheel to scroll. Required only by
     * `action=scroll`.
     */
    scroll_amount: /* @__PURE__ */ optional(Number$),
    /**
     * The duration to hold the key down for. Required only by `action=hold_key`
     * and `action=wait`.
     */
    duration: /* @__PURE__ */ optional(Number$)
  }
});
var WebSearch_20250305 = /* @__PURE__ */ providerDefined({
  id: "anthropic.web_search_20250305",
  toolkitName: "AnthropicWebSearch",
  providerName: "web_search",
  args: /* @__PURE__ */ omit(WebSearchTool20250305.fields, "name", "type"),
  success: /* @__PURE__ */ Array$(RequestWebSearchResultBlock),
  failure: ResponseWebSearchToolResultError
});
var ProviderToolNamesMap = /* @__PURE__ */ new Map([["bash", "AnthropicBash"], ["code_execution", "AnthropicCodeExecution"], ["computer", "AnthropicComputerUse"], ["str_replace_based_edit_tool", "AnthropicTextEditor"], ["str_replace_editor", "AnthropicTextEditor"], ["web_search", "AnthropicWebSearch"]]);
var getProviderDefinedToolName = (name) => ProviderToolNamesMap.get(name);

// node_modules/@effect/ai-anthropic/dist/esm/internal/utilities.js
var finishReasonMap = {
  end_turn: "stop",
  max_tokens: "length",
  pause_turn: "pause",
  refusal: "content-filter",
  stop_sequence: "stop",
  tool_use: "tool-calls"
};
var resolveFinishReason = (finishReason, isJsonResponse = false) => {
  const reason = finishReasonMap[finishReason];
  if (isUndefined(reason)) {
    return "unknown";
  }
  if (isJsonResponse && reason === "tool-calls") {
    return "stop";
  }
  return reason;
};

// node_modules/@effect/ai-anthropic/dist/esm/AnthropicLanguageModel.js
var Config = class _Config extends (/* @__PURE__ */ Tag("@effect/ai-anthropic/AnthropicLanguageModel/Config")()) {
  /**
   * @since 1.0.0
   */
  static getOrUndefined = /* @__PURE__ */ map2(/* @__PURE__ */ context(), (context2) => context2.unsafeMap.get(_Config.key));
};
var make4 = /* @__PURE__ */ fnUntraced(function* (options) {
  const client = yield* AnthropicClient;
  const makeRequest = fnUntraced(function* (providerOptions) {
    const context2 = yield* context();
    const config = {
      model: options.model,
      ...options.config,
      ...context2.unsafeMap.get(Config.key)
    };
    const {
      betas: messageBetas,
      messages,
      system
    } = yield* prepareMessages(providerOptions);
    const {
      betas: toolBetas,
      toolChoice,
      tools
    } = yield* prepareTools(providerOptions, config);
    const responseFormat = providerOptions.responseFormat;
    const request = {
      max_tokens: 4096,
      ...config,
      system,
      messages,
      tools: responseFormat.type === "text" ? tools : [{
        name: responseFormat.objectName,
        description: getDescriptionFromSchemaAst(responseFormat.schema.ast) ?? "Respond with a JSON object",
        input_schema: getJsonSchemaFromSchemaAst(responseFormat.schema.ast)
      }],
      tool_choice: responseFormat.type === "text" ? toolChoice : {
        type: "tool",
        name: responseFormat.objectName,
        disable_parallel_tool_use: true
      }
    };
    return {
      betas: /* @__PURE__ */ new Set([...messageBetas, ...toolBetas]),
      request
    };
  });
  return yield* make({
    generateText: fnUntraced(function* (options2) {
      const {
        betas,
        request
      } = yield* makeRequest(options2);
      annotateRequest(options2.span, request);
      const anthropicBeta = betas.size > 0 ? Array.from(betas).join(",") : void 0;
      const rawResponse = yield* client.createMessage({
        params: {
          "anthropic-beta": anthropicBeta
        },
        payload: request
      });
      annotateResponse(options2.span, rawResponse);
      return yield* makeResponse(rawResponse, options2);
    }),
    streamText: fnUntraced(function* (options2) {
      const {
        betas,
        request
      } = yield* makeRequest(options2);
      annotateRequest(options2.span, request);
      const anthropicBeta = betas.size > 0 ? Array.from(betas).join(",") : void 0;
      return client.createMessageStream({
        params: {
          "anthropic-beta": anthropicBeta
        },
        payload: request
      });
    }, (effect, options2) => effect.pipe(flatMap((stream) => makeStreamResponse(stream, options2)), unwrap, map3((response) => {
      annotateStreamResponse(options2.span, response);
      return response;
    })))
  });
});
var prepareMessages = /* @__PURE__ */ fnUntraced(function* (options) {
  const betas = /* @__PURE__ */ new Set();
  const groups = groupMessages(options.prompt);
  let system = void 0;
  const messages = [];
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    const isLastGroup = i === groups.length - 1;
    switch (group.type) {
      case "system": {
        system = group.messages.map((message) => ({
          type: "text",
          text: message.content,
          cache_control: getCacheControl(message)
        }));
        break;
      }
      case "user": {
        const content = [];
        for (const message of group.messages) {
          switch (message.role) {
            case "user": {
              for (let j = 0; j < message.content.length; j++) {
                const part = message.content[j];
                const isLastPart = j === message.content.length - 1;
                const cacheControl = getCacheControl(part) ?? (isLastPart ? getCacheControl(message) : void 0);
                switch (part.type) {
                  case "text": {
                    content.push({
                      type: "text",
                      text: part.text,
                      cache_control: cacheControl
                    });
                    break;
                  }
                  case "file": {
                    if (part.mediaType.startsWith("image/")) {
                      const source = part.data instanceof URL ? {
                        type: "url",
                        url: part.data.toString()
                      } : {
                        type: "base64",
                        media_type: part.mediaType === "image/*" ? "image/jpeg" : part.mediaType,
                        data: typeof part.data === "string" ? part.data : encodeBase64(part.data)
                      };
                      content.push({
                        type: "image",
                        source,
                        cache_control: cacheControl
                      });
                    } else if (part.mediaType === "application/pdf" || part.mediaType === "text/plain") {
                      if (part.mediaType === "application/pdf") {
                        betas.add("pdfs-2024-09-25");
                      }
                      const enableCitations = shouldEnableCitations(part);
                      const documentOptions = getDocumentMetadata(part);
                      const source = part.data instanceof URL ? {
                        type: "url",
                        url: part.data.toString()
                      } : part.mediaType === "application/pdf" ? {
                        type: "base64",
                        media_type: "application/pdf",
                        data: typeof part.data === "string" ? part.data : encodeBase64(part.data)
                      } : {
                        type: "text",
                        media_type: "text/plain",
                        data: typeof part.data === "string" ? part.data : encodeBase64(part.data)
                      };
                      content.push({
                        type: "document",
                        source,
                        title: documentOptions?.title ?? part.fileName,
                        ...documentOptions?.context ? {
                          context: documentOptions.context
                        } : void 0,
                        ...enableCitations ? {
                          citations: {
                            enabled: true
                          }
                        } : void 0,
                        cache_control: cacheControl
                      });
                    } else {
                      return yield* new MalformedInput({
                        module: "AnthropicLanguageModel",
                        method: "prepareMessages",
                        description: `Detected unsupported media type for file: '${part.mediaType}'`
                      });
                    }
                    break;
                  }
                }
              }
              break;
            }
            // TODO: advanced tool result content parts
            case "tool": {
              for (let j = 0; j < message.content.length; j++) {
                const part = message.content[j];
                const isLastPart = j === message.content.length - 1;
                const cacheControl = getCacheControl(part) ?? (isLastPart ? getCacheControl(message) : void 0);
                content.push({
                  type: "tool_result",
                  tool_use_id: part.id,
                  content: JSON.stringify(part.result),
                  is_error: part.isFailure,
                  cache_control: cacheControl
                });
              }
              break;
            }
          }
        }
        messages.push({
          role: "user",
          content
        });
        break;
      }
      case "assistant": {
        const content = [];
        for (let j = 0; j < group.messages.length; j++) {
          const message = group.messages[j];
          const isLastMessage = j === group.messages.length - 1;
          for (let k = 0; k < message.content.length; k++) {
            const part = message.content[k];
            const isLastPart = k === message.content.length - 1;
            const cacheControl = getCacheControl(part) ?? (isLastPart ? getCacheControl(message) : void 0);
            switch (part.type) {
              case "text": {
                content.push({
                  type: "text",
                  // Anthropic does not allow trailing whitespace in assistant
                  // content blocks
                  text: isLastGroup && isLastMessage && isLastPart ? part.text.trim() : part.text
                });
                break;
              }
              case "reasoning": {
                const options2 = part.options.anthropic;
                if (isNotUndefined(options2)) {
                  if (options2.type === "thinking") {
                    content.push({
                      type: "thinking",
                      thinking: part.text,
                      signature: options2.signature
                    });
                  } else {
                    content.push({
                      type: "redacted_thinking",
                      data: options2.redactedData
                    });
                  }
                }
                break;
              }
              case "tool-call": {
                if (part.providerExecuted) {
                  if (part.name === "AnthropicCodeExecution") {
                    content.push({
                      type: "server_tool_use",
                      id: part.id,
                      name: "code_execution",
                      input: part.params,
                      cache_control: cacheControl
                    });
                  }
                  if (part.name === "AnthropicWebSearch") {
                    content.push({
                      type: "server_tool_use",
                      id: part.id,
                      name: "web_search",
                      input: part.params,
                      cache_control: cacheControl
                    });
                  }
                } else {
                  content.push({
                    type: "tool_use",
                    id: part.id,
                    name: part.name,
                    input: part.params,
                    cache_control: cacheControl
                  });
                }
                break;
              }
              case "tool-result": {
                if (part.name === "AnthropicCodeExecution") {
                  content.push({
                    type: "code_execution_tool_result",
                    tool_use_id: part.id,
                    content: part.result,
                    cache_control: cacheControl
                  });
                } else if (part.name === "AnthropicWebSearch") {
                  content.push({
                    type: "web_search_tool_result",
                    tool_use_id: part.id,
                    content: part.result,
                    cache_control: cacheControl
                  });
                } else {
                  return yield* new MalformedInput({
                    module: "AnthropicLanguageModel",
                    method: "prepareMessages",
                    description: `Provider executed tool result for tool ${part.name} is not supported in prompt`
                  });
                }
              }
            }
          }
        }
        messages.push({
          role: "assistant",
          content
        });
        break;
      }
    }
  }
  return {
    system,
    messages,
    betas
  };
});
var makeResponse = /* @__PURE__ */ fnUntraced(function* (response, options) {
  const idGenerator = yield* IdGenerator;
  const parts = [];
  const citableDocuments = extractCitableDocuments(options.prompt);
  parts.push({
    type: "response-metadata",
    id: response.id,
    modelId: response.model,
    timestamp: formatIso(yield* now)
  });
  for (const part of response.content) {
    switch (part.type) {
      case "text": {
        if (options.responseFormat.type === "text") {
          parts.push({
            type: "text",
            text: part.text
          });
          if (isNotNullable(part.citations)) {
            for (const citation of part.citations) {
              const source = yield* processCitation(citation, citableDocuments, idGenerator);
              if (isNotUndefined(source)) {
                parts.push(source);
              }
            }
          }
        }
        break;
      }
      case "thinking": {
        parts.push({
          type: "reasoning",
          text: part.thinking,
          metadata: {
            anthropic: {
              type: "thinking",
              signature: part.signature
            }
          }
        });
        break;
      }
      case "redacted_thinking": {
        parts.push({
          type: "reasoning",
          text: "",
          metadata: {
            anthropic: {
              type: "redacted_thinking",
              redactedData: part.data
            }
          }
        });
        break;
      }
      case "tool_use": {
        if (options.responseFormat.type === "json") {
          parts.push({
            type: "text",
            text: JSON.stringify(part.input)
          });
        } else {
          const providerTool = getProviderDefinedToolName(part.name);
          const name = isNotUndefined(providerTool) ? providerTool : part.name;
          const providerName = isNotUndefined(providerTool) ? part.name : void 0;
          parts.push({
            type: "tool-call",
            id: part.id,
            name,
            params: part.input,
            providerName,
            providerExecuted: false
          });
        }
        break;
      }
      case "server_tool_use": {
        const providerTool = getProviderDefinedToolName(part.name);
        if (isNotUndefined(providerTool)) {
          parts.push({
            type: "tool-call",
            id: part.id,
            name: providerTool,
            params: part.input,
            providerName: part.name,
            providerExecuted: true
          });
        }
        break;
      }
      case "bash_code_execution_tool_result": {
        const isFailure = part.content.type === "bash_code_execution_tool_result_error";
        parts.push({
          type: "tool-result",
          id: part.tool_use_id,
          name: "AnthropicCodeExecution",
          isFailure,
          result: part.content,
          providerName: "code_execution",
          providerExecuted: true
        });
        break;
      }
      case "code_execution_tool_result": {
        const isFailure = part.content.type === "code_execution_tool_result_error";
        parts.push({
          type: "tool-result",
          id: part.tool_use_id,
          name: "AnthropicCodeExecution",
          isFailure,
          result: part.content,
          providerName: "code_execution",
          providerExecuted: true
        });
        break;
      }
      case "text_editor_code_execution_tool_result": {
        const isFailure = part.content.type === "text_editor_code_execution_tool_result_error";
        parts.push({
          type: "tool-result",
          id: part.tool_use_id,
          name: "AnthropicCodeExecution",
          isFailure,
          result: part.content,
          providerName: "code_execution",
          providerExecuted: true
        });
        break;
      }
      case "web_search_tool_result": {
        const isFailure = !Array.isArray(part.content);
        parts.push({
          type: "tool-result",
          id: part.tool_use_id,
          name: "AnthropicWebSearch",
          isFailure,
          result: part.content,
          providerName: "web_search",
          providerExecuted: true
        });
        break;
      }
    }
  }
  const finishReason = resolveFinishReason(response.stop_reason, options.responseFormat.type === "json");
  parts.push({
    type: "finish",
    reason: finishReason,
    usage: {
      inputTokens: response.usage.input_tokens,
      outputTokens: response.usage.output_tokens,
      totalTokens: response.usage.input_tokens + response.usage.output_tokens,
      cachedInputTokens: response.usage.cache_read_input_tokens ?? void 0
    },
    metadata: {
      anthropic: {
        usage: response.usage,
        stopSequence: response.stop_sequence ?? void 0
      }
    }
  });
  return parts;
});
var makeStreamResponse = /* @__PURE__ */ fnUntraced(function* (stream, options) {
  const idGenerator = yield* IdGenerator;
  const citableDocuments = extractCitableDocuments(options.prompt);
  let finishReason = "unknown";
  const contentBlocks = {};
  let blockType = void 0;
  const usage = {
    inputTokens: void 0,
    outputTokens: void 0,
    totalTokens: void 0
  };
  let metaUsage = void 0;
  let stopSequence = void 0;
  return stream.pipe(mapEffect(fnUntraced(function* (event) {
    const parts = [];
    switch (event.type) {
      case "ping": {
        break;
      }
      case "message_start": {
        usage.inputTokens = event.message.usage.input_tokens;
        usage.cachedInputTokens = event.message.usage.cache_read_input_tokens ?? void 0;
        metaUsage = event.message.usage;
        parts.push({
          type: "response-metadata",
          id: event.message.id,
          modelId: event.message.model,
          timestamp: formatIso(yield* now)
        });
        break;
      }
      case "message_delta": {
        if (isNotNullable(event.usage.output_tokens)) {
          usage.outputTokens = event.usage.output_tokens;
        }
        usage.totalTokens = (usage.inputTokens ?? 0) + (event.usage.output_tokens ?? 0);
        if (isNotNullable(event.delta.stop_sequence)) {
          stopSequence = event.delta.stop_sequence;
        }
        if (isNotNullable(event.delta.stop_reason)) {
          finishReason = resolveFinishReason(event.delta.stop_reason);
        }
        break;
      }
      case "message_stop": {
        parts.push({
          type: "finish",
          reason: finishReason,
          usage,
          metadata: {
            anthropic: {
              usage: metaUsage,
              stopSequence
            }
          }
        });
        break;
      }
      case "content_block_start": {
        blockType = event.content_block.type;
        switch (event.content_block.type) {
          case "text": {
            contentBlocks[event.index] = {
              type: "text"
            };
            parts.push({
              type: "text-start",
              id: event.index.toString()
            });
            break;
          }
          case "thinking": {
            contentBlocks[event.index] = {
              type: "reasoning"
            };
            parts.push({
              type: "reasoning-start",
              id: event.index.toString()
            });
            break;
          }
          case "redacted_thinking": {
            contentBlocks[event.index] = {
              type: "reasoning"
            };
            parts.push({
              type: "reasoning-start",
              id: event.index.toString(),
              metadata: {
                anthropic: {
                  type: "redacted_thinking",
                  redactedData: event.content_block.data
                }
              }
            });
            break;
          }
          case "tool_use": {
            const toolName = event.content_block.name;
            const providerTool = getProviderDefinedToolName(toolName);
            const name = isNotUndefined(providerTool) ? providerTool : toolName;
            const providerName = isNotUndefined(providerTool) ? toolName : void 0;
            contentBlocks[event.index] = {
              type: "tool-call",
              id: event.content_block.id,
              name,
              params: "",
              providerName,
              providerExecuted: false
            };
            parts.push({
              type: "tool-params-start",
              id: event.content_block.id,
              name: toolName,
              providerName,
              providerExecuted: false
            });
            break;
          }
          case "server_tool_use": {
            const toolName = event.content_block.name;
            const providerTool = getProviderDefinedToolName(toolName);
            if (isNotUndefined(providerTool)) {
              contentBlocks[event.index] = {
                type: "tool-call",
                id: event.content_block.id,
                name: providerTool,
                params: "",
                providerName: toolName,
                providerExecuted: true
              };
              parts.push({
                type: "tool-params-start",
                id: event.content_block.id,
                name: providerTool,
                providerName: toolName,
                providerExecuted: true
              });
            }
            break;
          }
          case "bash_code_execution_tool_result": {
            const toolUseId = event.content_block.tool_use_id;
            const content = event.content_block.content;
            const isFailure = content.type === "bash_code_execution_tool_result_error";
            parts.push({
              type: "tool-result",
              id: toolUseId,
              name: "AnthropicCodeExecution",
              isFailure,
              result: content,
              providerName: "code_execution",
              providerExecuted: true
            });
            break;
          }
          case "code_execution_tool_result": {
            const toolUseId = event.content_block.tool_use_id;
            const content = event.content_block.content;
            const isFailure = content.type === "code_execution_tool_result_error";
            parts.push({
              type: "tool-result",
              id: toolUseId,
              name: "AnthropicCodeExecution",
              isFailure,
              result: content,
              providerName: "code_execution",
              providerExecuted: true
            });
            break;
          }
          case "text_editor_code_execution_tool_result": {
            const toolUseId = event.content_block.tool_use_id;
            const content = event.content_block.content;
            const isFailure = content.type === "text_editor_code_execution_tool_result_error";
            parts.push({
              type: "tool-result",
              id: toolUseId,
              name: "AnthropicCodeExecution",
              isFailure,
              result: content,
              providerName: "code_execution",
              providerExecuted: true
            });
            break;
          }
          case "web_search_tool_result": {
            const toolUseId = event.content_block.tool_use_id;
            const content = event.content_block.content;
            const isFailure = !Array.isArray(content);
            parts.push({
              type: "tool-result",
              id: toolUseId,
              name: "AnthropicWebSearch",
              isFailure,
              result: content,
              providerName: "web_search",
              providerExecuted: true
            });
            break;
          }
        }
        break;
      }
      case "content_block_delta": {
        switch (event.delta.type) {
          case "text_delta": {
            parts.push({
              type: "text-delta",
              id: event.index.toString(),
              delta: event.delta.text
            });
            break;
          }
          case "thinking_delta": {
            parts.push({
              type: "reasoning-delta",
              id: event.index.toString(),
              delta: event.delta.thinking
            });
            break;
          }
          case "signature_delta": {
            if (blockType === "thinking") {
              parts.push({
                type: "reasoning-delta",
                id: event.index.toString(),
                delta: "",
                metadata: {
                  anthropic: {
                    type: "thinking",
                    signature: event.delta.signature
                  }
                }
              });
            }
            break;
          }
          case "input_json_delta": {
            const contentBlock = contentBlocks[event.index];
            const delta = event.delta.partial_json;
            if (contentBlock.type === "tool-call") {
              parts.push({
                type: "tool-params-delta",
                id: contentBlock.id,
                delta
              });
              contentBlock.params += delta;
            }
            break;
          }
          case "citations_delta": {
            const citation = event.delta.citation;
            const source = yield* processCitation(citation, citableDocuments, idGenerator);
            if (isNotUndefined(source)) {
              parts.push(source);
            }
          }
        }
        break;
      }
      case "content_block_stop": {
        if (isNotNullable(contentBlocks[event.index])) {
          const contentBlock = contentBlocks[event.index];
          switch (contentBlock.type) {
            case "text": {
              parts.push({
                type: "text-end",
                id: event.index.toString()
              });
              break;
            }
            case "reasoning": {
              parts.push({
                type: "reasoning-end",
                id: event.index.toString()
              });
              break;
            }
            case "tool-call": {
              parts.push({
                type: "tool-params-end",
                id: contentBlock.id
              });
              const toolName = contentBlock.name;
              const toolParams = contentBlock.params.length === 0 ? "{}" : contentBlock.params;
              const parsedParams = yield* try_({
                try: () => unsafeSecureJsonParse(toolParams),
                catch: (cause) => new MalformedOutput({
                  module: "AnthropicLanguageModel",
                  method: "makeStreamResponse",
                  description: `Failed to securely parse tool call parameters for tool '${toolName}':
Parameters: ${toolParams}`,
                  cause
                })
              });
              parts.push({
                type: "tool-call",
                id: contentBlock.id,
                name: toolName,
                params: parsedParams,
                providerName: contentBlock.providerName,
                providerExecuted: contentBlock.providerExecuted
              });
              break;
            }
          }
          delete contentBlocks[event.index];
        }
        blockType = void 0;
        break;
      }
      case "error": {
        parts.push({
          type: "error",
          error: event.error
        });
        break;
      }
    }
    return parts;
  })), flattenIterables);
});
var annotateRequest = (span, request) => {
  addGenAIAnnotations(span, {
    system: "anthropic",
    operation: {
      name: "chat"
    },
    request: {
      model: request.model,
      temperature: request.temperature,
      topK: request.top_k,
      topP: request.top_p,
      maxTokens: request.max_tokens,
      stopSequences: ensure(request.stop_sequences).filter(isNotNullable)
    }
  });
};
var annotateResponse = (span, response) => {
  addGenAIAnnotations(span, {
    response: {
      id: response.id,
      model: response.model,
      finishReasons: response.stop_reason ? [response.stop_reason] : void 0
    },
    usage: {
      inputTokens: response.usage.input_tokens,
      outputTokens: response.usage.output_tokens
    }
  });
};
var annotateStreamResponse = (span, part) => {
  if (part.type === "response-metadata") {
    addGenAIAnnotations(span, {
      response: {
        id: part.id,
        model: part.modelId
      }
    });
  }
  if (part.type === "finish") {
    addGenAIAnnotations(span, {
      response: {
        finishReasons: [part.reason]
      },
      usage: {
        inputTokens: part.usage.inputTokens,
        outputTokens: part.usage.outputTokens
      }
    });
  }
};
var prepareTools = /* @__PURE__ */ fnUntraced(function* (options, config) {
  if (options.tools.length === 0 || options.toolChoice === "none") {
    return {
      betas: /* @__PURE__ */ new Set(),
      tools: void 0,
      toolChoice: void 0
    };
  }
  const betas = /* @__PURE__ */ new Set();
  let tools = [];
  let toolChoice = void 0;
  for (const tool of options.tools) {
    if (isUserDefined(tool)) {
      tools.push({
        name: tool.name,
        description: getDescription(tool),
        input_schema: getJsonSchema(tool)
      });
    }
    if (isProviderDefined(tool)) {
      switch (tool.id) {
        case "anthropic.bash_20241022": {
          betas.add("computer-use-2024-10-22");
          tools.push({
            name: "bash",
            type: "bash_20241022"
          });
          break;
        }
        case "anthropic.bash_20250124": {
          betas.add("computer-use-2025-01-24");
          tools.push({
            name: "bash",
            type: "bash_20250124"
          });
          break;
        }
        case "anthropic.code_execution_20250522": {
          betas.add("code-execution-2025-05-22");
          tools.push({
            ...tool.args,
            name: "code_execution",
            type: "code_execution_2025522"
          });
          break;
        }
        case "anthropic.code_execution_20250825": {
          betas.add("code-execution-2025-08-25");
          tools.push({
            ...tool.args,
            name: "code_execution",
            type: "code_execution_20250825"
          });
          break;
        }
        case "anthropic.computer_use_20241022": {
          betas.add("computer-use-2025-10-22");
          tools.push({
            ...tool.args,
            name: "computer",
            type: "computer_20241022"
          });
          break;
        }
        case "anthropic.computer_use_20250124": {
          betas.add("computer-use-2025-01-24");
          tools.push({
            ...tool.args,
            name: "computer",
            type: "computer_20250124"
          });
          break;
        }
        case "anthropic.text_editor_20241022": {
          betas.add("computer-use-2024-10-22");
          tools.push({
            name: "str_replace_editor",
            type: "text_editor_20241022"
          });
          break;
        }
        case "anthropic.text_editor_20250124": {
          betas.add("computer-use-2025-01-24");
          tools.push({
            name: "str_replace_editor",
            type: "text_editor_20250124"
          });
          break;
        }
        case "anthropic.text_editor_20250429": {
          betas.add("computer-use-2025-01-24");
          tools.push({
            name: "str_replace_based_edit_tool",
            type: "text_editor_20250429"
          });
          break;
        }
        case "anthropic.text_editor_20250728": {
          tools.push({
            name: "str_replace_based_edit_tool",
            type: "text_editor_20250728"
          });
          break;
        }
        case "anthropic.web_search_20250305": {
          tools.push({
            ...tool.args,
            name: "web_search",
            type: "web_search_20250305"
          });
          break;
        }
        default: {
          return yield* new MalformedInput({
            module: "AnthropicLanguageModel",
            method: "prepareTools",
            description: `Received request to call unknown provider-defined tool '${tool.name}'`
          });
        }
      }
    }
  }
  if (options.toolChoice === "auto") {
    toolChoice = {
      type: "auto",
      disable_parallel_tool_use: config.disableParallelToolCalls
    };
  } else if (options.toolChoice === "required") {
    toolChoice = {
      type: "any",
      disable_parallel_tool_use: config.disableParallelToolCalls
    };
  } else if ("tool" in options.toolChoice) {
    toolChoice = {
      type: "tool",
      name: options.toolChoice.tool,
      disable_parallel_tool_use: config.disableParallelToolCalls
    };
  } else {
    const allowedTools = new Set(options.toolChoice.oneOf);
    tools = tools.filter((tool) => allowedTools.has(tool.name));
    toolChoice = {
      type: options.toolChoice.mode === "required" ? "any" : "auto",
      disable_parallel_tool_use: config.disableParallelToolCalls
    };
  }
  return {
    betas,
    tools,
    toolChoice
  };
});
var groupMessages = (prompt) => {
  const messages = [];
  let current = void 0;
  for (const message of prompt.content) {
    switch (message.role) {
      case "system": {
        if (current?.type !== "system") {
          current = {
            type: "system",
            messages: []
          };
          messages.push(current);
        }
        current.messages.push(message);
        break;
      }
      case "assistant": {
        if (current?.type !== "assistant") {
          current = {
            type: "assistant",
            messages: []
          };
          messages.push(current);
        }
        current.messages.push(message);
        break;
      }
      case "tool":
      case "user": {
        if (current?.type !== "user") {
          current = {
            type: "user",
            messages: []
          };
          messages.push(current);
        }
        current.messages.push(message);
        break;
      }
    }
  }
  return messages;
};
var isCitationPart = (part) => {
  if (part.type === "file" && (part.mediaType === "application/pdf" || part.mediaType === "text/plain")) {
    return part.options.anthropic?.citations?.enabled ?? false;
  }
  return false;
};
var extractCitableDocuments = (prompt) => {
  const citableDocuments = [];
  for (const message of prompt.content) {
    if (message.role === "user") {
      for (const part of message.content) {
        if (isCitationPart(part)) {
          citableDocuments.push({
            title: part.fileName ?? "Untitled Document",
            fileName: part.fileName,
            mediaType: part.mediaType
          });
        }
      }
    }
  }
  return citableDocuments;
};
var getCacheControl = (part) => part.options.anthropic?.cacheControl;
var getDocumentMetadata = (part) => {
  const options = part.options.anthropic;
  if (isNotUndefined(options)) {
    return {
      title: options.documentTitle,
      context: options.documentContext
    };
  }
  return void 0;
};
var shouldEnableCitations = (part) => part.options.anthropic?.citations?.enabled ?? false;
var processCitation = /* @__PURE__ */ fnUntraced(function* (citation, citableDocuments, idGenerator) {
  if (citation.type === "page_location" || citation.type === "char_location") {
    const citedDocument = citableDocuments[citation.document_index];
    if (isNotUndefined(citedDocument)) {
      const id = yield* idGenerator.generateId();
      const metadata = citation.type === "char_location" ? {
        source: "document",
        type: citation.type,
        citedText: citation.cited_text,
        startCharIndex: citation.start_char_index,
        endCharIndex: citation.end_char_index
      } : {
        source: "document",
        type: citation.type,
        citedText: citation.cited_text,
        startPageNumber: citation.start_page_number,
        endPageNumber: citation.end_page_number
      };
      return {
        type: "source",
        sourceType: "document",
        id,
        mediaType: citedDocument.mediaType,
        title: citation.document_title ?? citedDocument.title,
        fileName: citedDocument.fileName,
        metadata: {
          anthropic: metadata
        }
      };
    }
  }
  if (citation.type === "web_search_result_location") {
    const id = yield* idGenerator.generateId();
    const metadata = {
      source: "url",
      citedText: citation.cited_text,
      encryptedIndex: citation.encrypted_index
    };
    return {
      type: "source",
      sourceType: "url",
      id,
      url: citation.url,
      title: citation.title ?? "Untitled",
      metadata: {
        anthropic: metadata
      }
    };
  }
});

// src/services/ModelAnthropic.ts
var toolResultContent2 = (content) => {
  const split = toolResultContent(content);
  if (split === void 0) return content;
  if (split.images.length === 0) return split.text;
  const blocks = split.text === "" ? [] : [{ type: "text", text: split.text }];
  for (const image of split.images) blocks.push({ type: "image", source: { type: "base64", media_type: image.mimeType, data: image.data } });
  return blocks;
};
var rewriteToolResults = rewriteJsonBody(
  (body) => Array.isArray(body.messages) ? {
    ...body,
    messages: body.messages.map(
      (message) => isObject(message) && Array.isArray(message.content) ? {
        ...message,
        content: message.content.map(
          (block) => isObject(block) && block.type === "tool_result" ? { ...block, content: toolResultContent2(block.content) ?? "" } : block
        )
      } : message
    )
  } : body
);
var cacheWrites = (metadata) => {
  const anthropic = isObject(metadata) ? metadata.anthropic : void 0;
  const usage = isObject(anthropic) ? anthropic.usage : void 0;
  return isObject(usage) && typeof usage.cache_creation_input_tokens === "number" ? usage.cache_creation_input_tokens : 0;
};
var layerAnthropic = (options) => Layer_exports.scoped(
  Model,
  Effect_exports.gen(function* () {
    const client = yield* make3({
      apiKey: Redacted_exports.make(options.apiKey),
      apiUrl: options.baseUrl?.replace(/\/+$/, ""),
      transformClient: mapRequest((request) => setHeaders(rewriteToolResults(request), options.headers ?? {}))
    });
    const languageModel = yield* make4({ model: options.modelId }).pipe(
      Effect_exports.provideService(AnthropicClient, client)
    );
    const info = options.info ?? infoFor("anthropic", options.modelId, "anthropic-messages");
    const config = (request) => {
      const maxTokens = request.maxTokens ?? info.maxTokens;
      const budget = info.reasoning ? thinkingBudget(request.thinkingLevel) : void 0;
      const capped = budget === void 0 ? void 0 : Math.min(budget, maxTokens - 1024);
      return capped === void 0 || capped < 1024 ? { max_tokens: maxTokens } : { max_tokens: maxTokens, thinking: { type: "enabled", budget_tokens: capped } };
    };
    return fromLanguageModel({
      info,
      languageModel,
      configure: (request) => Stream_exports.provideService(Config, config(request)),
      counts: (finish) => ({
        input: finish.usage.inputTokens ?? 0,
        output: finish.usage.outputTokens ?? 0,
        cacheRead: finish.usage.cachedInputTokens ?? 0,
        cacheWrite: cacheWrites(finish.metadata)
      }),
      alias: getProviderDefinedToolName
    });
  })
);
export {
  layerAnthropic
};
//# sourceMappingURL=ModelAnthropic-H5XZQBUM.js.map
