import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  make as make2,
  unsafeJson
} from "./chunk-WEJQ56AO.js";
import {
  Array$,
  BaseProto,
  Boolean$,
  ChunkFromSelf,
  Class3 as Class,
  CommitPrototype,
  DateTimeUtc,
  Defect,
  Literal,
  Number$,
  Option,
  Record,
  String$,
  Struct,
  Tag,
  TaggedClass,
  TaggedError,
  TaggedError2,
  Tuple,
  URL$,
  Uint8ArrayFromBase64,
  UndefinedOr,
  Union,
  Unknown,
  _void,
  annotateCurrentSpan,
  annotations,
  as,
  attachPropertySignature,
  camelToSnake,
  catchAll,
  catchAll2,
  catchTag,
  constFalse,
  context,
  decode,
  decode2,
  decodeUnknown,
  die,
  dual,
  embedInput,
  encode,
  encodeUnknown,
  encodedSchema,
  ensuring3 as ensuring,
  fail2 as fail,
  fail3 as fail2,
  flatMap4 as flatMap,
  fn,
  fnUntraced,
  forEach,
  forEach2,
  forkScoped,
  format,
  gen2 as gen,
  getOrElse,
  hasProperty,
  identity,
  into,
  isEffect,
  isNone,
  isNotNullable,
  isNotUndefined,
  isParseError,
  isSome,
  isUndefined,
  make9 as make,
  makeSpanScoped,
  map5 as map,
  mapChunks,
  mapChunksEffect,
  mapError,
  mapError2,
  mapInputContext,
  merge2 as merge,
  merge3 as merge2,
  millis,
  mutable,
  next,
  optional,
  optionalWith,
  orElse,
  parseJson,
  pipeArguments,
  provideService,
  provideService2,
  redact,
  runForEachChunk,
  scopedContext,
  serviceOption,
  sleep,
  succeed,
  sync,
  tap,
  toArray,
  toChannel,
  toStream,
  transformOrFail,
  typeSchema,
  unsafeMake,
  unwrap,
  unwrapScoped2 as unwrapScoped,
  useSpan,
  validate,
  withParentSpan,
  zipRight
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/ai/dist/esm/AiError.js
var TypeId = "~@effect/ai/AiError";
var HttpRequestDetails = /* @__PURE__ */ Struct({
  method: Literal("GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"),
  url: String$,
  urlParams: Array$(Tuple(String$, String$)),
  hash: Option(String$),
  headers: Record({
    key: String$,
    value: String$
  })
}).annotations({
  identifier: "HttpRequestDetails"
});
var HttpRequestError = class _HttpRequestError extends (/* @__PURE__ */ TaggedError2("@effect/ai/AiError/HttpRequestError")("HttpRequestError", {
  module: String$,
  method: String$,
  reason: /* @__PURE__ */ Literal("Transport", "Encode", "InvalidUrl"),
  request: HttpRequestDetails,
  description: /* @__PURE__ */ optional(String$),
  cause: /* @__PURE__ */ optional(Defect)
})) {
  /**
   * @since 1.0.0
   */
  [TypeId] = TypeId;
  /**
   * Creates an HttpRequestError from a platform HttpClientError.RequestError.
   *
   * @example
   * ```ts
   * import { AiError } from "@effect/ai"
   * import { HttpClientError } from "@effect/platform"
   * import { Option } from "effect"
   *
   * declare const platformError: HttpClientError.RequestError
   *
   * const aiError = AiError.HttpRequestError.fromRequestError({
   *   module: "ChatGPT",
   *   method: "sendMessage",
   *   error: platformError
   * })
   * ```
   *
   * @since 1.0.0
   * @category Constructors
   */
  static fromRequestError({
    error,
    ...params
  }) {
    return new _HttpRequestError({
      ...params,
      cause: error,
      description: error.description,
      reason: error.reason,
      request: {
        hash: error.request.hash,
        headers: redact(error.request.headers),
        method: error.request.method,
        url: error.request.url,
        urlParams: error.request.urlParams
      }
    }, {
      disableValidation: true
    });
  }
  get message() {
    const methodAndUrl = `${this.request.method} ${this.request.url}`;
    let baseMessage = this.description ? `${this.reason}: ${this.description}` : `${this.reason}: An HTTP request error occurred.`;
    baseMessage += ` (${methodAndUrl})`;
    let suggestion = "";
    switch (this.reason) {
      case "Encode": {
        suggestion += "Check that the request body data is properly formatted and matches the expected content type.";
        break;
      }
      case "InvalidUrl": {
        suggestion += "Verify that the URL format is correct and that all required parameters have been provided.";
        suggestion += " Check for any special characters that may need encoding.";
        break;
      }
      case "Transport": {
        suggestion += "Check your network connection and verify that the requested URL is accessible.";
        break;
      }
    }
    baseMessage += `

Suggestion: ${suggestion}`;
    return baseMessage;
  }
};
var HttpResponseDetails = /* @__PURE__ */ Struct({
  status: Number$,
  headers: Record({
    key: String$,
    value: String$
  })
}).annotations({
  identifier: "HttpResponseDetails"
});
var HttpResponseError = class _HttpResponseError extends (/* @__PURE__ */ TaggedError2("@effect/ai/AiError/HttpResponseError")("HttpResponseError", {
  module: String$,
  method: String$,
  request: HttpRequestDetails,
  response: HttpResponseDetails,
  body: /* @__PURE__ */ optional(String$),
  reason: /* @__PURE__ */ Literal("StatusCode", "Decode", "EmptyBody"),
  description: /* @__PURE__ */ optional(String$)
})) {
  /**
   * @since 1.0.0
   */
  [TypeId] = TypeId;
  /**
   * Creates an HttpResponseError from a platform HttpClientError.ResponseError.
   *
   * @example
   * ```ts
   * import { AiError } from "@effect/ai"
   * import { Headers, HttpClientError } from "@effect/platform"
   * import { Option } from "effect"
   *
   * declare const platformError: HttpClientError.ResponseError
   *
   * const aiError = AiError.HttpResponseError.fromResponseError({
   *   module: "OpenAI",
   *   method: "completion",
   *   error: platformError
   * })
   * ```
   *
   * @since 1.0.0
   * @category Constructors
   */
  static fromResponseError({
    error,
    ...params
  }) {
    let body = _void;
    const contentType = error.response.headers["content-type"] ?? "";
    if (contentType.includes("application/json")) {
      body = error.response.json;
    } else if (contentType.includes("text/") || contentType.includes("urlencoded")) {
      body = error.response.text;
    }
    return flatMap(merge2(body), (body2) => new _HttpResponseError({
      ...params,
      description: error.description,
      reason: error.reason,
      request: {
        hash: error.request.hash,
        headers: redact(error.request.headers),
        method: error.request.method,
        url: error.request.url,
        urlParams: error.request.urlParams
      },
      response: {
        headers: redact(error.response.headers),
        status: error.response.status
      },
      body: format(body2)
    }, {
      disableValidation: true
    }));
  }
  get message() {
    const methodUrlStatus = `${this.response.status} ${this.request.method} ${this.request.url}`;
    let baseMessage = this.description ? `${this.reason}: ${this.description}` : `${this.reason}: An HTTP response error occurred.`;
    baseMessage += ` (${methodUrlStatus})`;
    let suggestion = "";
    switch (this.reason) {
      case "Decode": {
        suggestion += "The response format does not match what is expected. Verify API version compatibility, check response content-type, and/or examine if the endpoint schema has changed.";
        break;
      }
      case "EmptyBody": {
        suggestion += "The response body was empty. This may indicate a server issue, API version mismatch, or the endpoint may have changed its response format.";
        break;
      }
      case "StatusCode": {
        suggestion += getStatusCodeSuggestion(this.response.status);
        break;
      }
    }
    baseMessage += `

${suggestion}`;
    if (isNotUndefined(this.body)) {
      baseMessage += `

Response Body: ${this.body}`;
    }
    return baseMessage;
  }
};
var MalformedInput = class extends (/* @__PURE__ */ TaggedError2("@effect/ai/AiError/MalformedInput")("MalformedInput", {
  module: String$,
  method: String$,
  description: /* @__PURE__ */ optional(String$),
  cause: /* @__PURE__ */ optional(Defect)
})) {
  /**
   * @since 1.0.0
   */
  [TypeId] = TypeId;
};
var MalformedOutput = class _MalformedOutput extends (/* @__PURE__ */ TaggedError2("@effect/ai/AiError/MalformedOutput")("MalformedOutput", {
  module: String$,
  method: String$,
  description: /* @__PURE__ */ optional(String$),
  cause: /* @__PURE__ */ optional(Defect)
})) {
  /**
   * @since 1.0.0
   */
  [TypeId] = TypeId;
  /**
   * Creates a MalformedOutput error from a Schema ParseError.
   *
   * @example
   * ```ts
   * import { AiError } from "@effect/ai"
   * import { Effect, Schema } from "effect"
   *
   * const UserSchema = Schema.Struct({
   *   name: Schema.String,
   *   age: Schema.Number
   * })
   *
   * const parseUser = (data: unknown) =>
   *   Schema.decodeUnknown(UserSchema)(data).pipe(
   *     Effect.mapError((parseError) =>
   *       AiError.MalformedOutput.fromParseError({
   *         module: "UserService",
   *         method: "parseUserData",
   *         error: parseError
   *       })
   *     )
   *   )
   * ```
   *
   * @since 1.0.0
   * @category Constructors
   */
  static fromParseError({
    error,
    ...params
  }) {
    return new _MalformedOutput({
      ...params,
      cause: error
    });
  }
};
var UnknownError = class extends (/* @__PURE__ */ TaggedError2("@effect/ai/UnknownError")("UnknownError", {
  module: String$,
  method: String$,
  description: /* @__PURE__ */ optional(String$),
  cause: /* @__PURE__ */ optional(Defect)
})) {
  /**
   * @since 1.0.0
   */
  [TypeId] = TypeId;
  /**
   * @since 1.0.0
   */
  get message() {
    const moduleMethod = `${this.module}.${this.method}`;
    return isUndefined(this.description) ? `${moduleMethod}: An error occurred` : `${moduleMethod}: ${this.description}`;
  }
};
var getStatusCodeSuggestion = (statusCode) => {
  if (statusCode >= 400 && statusCode < 500) {
    switch (statusCode) {
      case 400:
        return "Bad Request - Check request parameters, headers, and body format against API documentation.";
      case 401:
        return "Unauthorized - Verify API key, authentication credentials, or token expiration.";
      case 403:
        return "Forbidden - Check API permissions, usage limits, or resource access rights.";
      case 404:
        return "Not Found - Verify the endpoint URL, API version, and resource identifiers.";
      case 408:
        return "Request Timeout - Consider increasing timeout duration or implementing retry logic.";
      case 422:
        return "Unprocessable Entity - Check request data validation, required fields, and data formats.";
      case 429:
        return "Rate Limited - Implement exponential backoff or reduce request frequency.";
      default:
        return "Client error - Review request format, parameters, and API documentation.";
    }
  } else if (statusCode >= 500) {
    return "Server error - This is likely temporary. Implement retry logic with exponential backoff.";
  } else {
    return "Check API documentation for this status code.";
  }
};

// node_modules/@effect/experimental/dist/esm/Sse.js
var SseErrorTypeId = "@effect/experimental/Sse/SseError";
var EventTooLarge = class extends (/* @__PURE__ */ TaggedError("EventTooLarge")) {
  get message() {
    return `Pending SSE event exceeded the maximum size of ${this.maxEventSize}`;
  }
};
var SseError = class extends (/* @__PURE__ */ TaggedError("SseError")) {
  [SseErrorTypeId] = SseErrorTypeId;
  get message() {
    return this.cause.message;
  }
};
var defaultMaxEventSize = 10 * 1024 * 1024;
var makeChannel = (options) => {
  const events = make(options?.bufferSize ?? 16).pipe(map((mailbox) => {
    let events2 = [];
    let retry;
    const parser = makeParser((event) => {
      switch (event._tag) {
        case "Retry":
          return retry = event;
        case "Event":
          return events2.push(event);
      }
    }, options);
    const input = {
      awaitRead() {
        return _void;
      },
      emit(chunks) {
        let error;
        forEach(chunks, (chunk) => {
          if (error === void 0) {
            error = parser.feed(chunk);
          }
        });
        const toEmit = events2;
        events2 = [];
        return error ? zipRight(mailbox.offerAll(toEmit), mailbox.failCause(die(error))) : retry ? zipRight(mailbox.offerAll(toEmit), mailbox.fail(retry)) : mailbox.offerAll(toEmit);
      },
      error(cause) {
        return mailbox.failCause(cause);
      },
      done(_) {
        return mailbox.end;
      }
    };
    return embedInput(toChannel(mailbox), input);
  }), unwrap);
  const withRetry = catchAll2(events, (error) => Retry.is(error) ? sleep(error.duration).pipe(as(withRetry), unwrap) : fail2(error));
  return withRetry;
};
function makeParser(onParse, options) {
  const maxEventSize = options?.maxEventSize ?? defaultMaxEventSize;
  let isFirstChunk;
  let buffer;
  let startingPosition;
  let startingFieldLength;
  let eventId;
  let lastEventId;
  let eventName;
  let data;
  reset();
  return {
    feed,
    reset
  };
  function reset() {
    isFirstChunk = true;
    buffer = "";
    startingPosition = 0;
    startingFieldLength = -1;
    eventId = void 0;
    eventName = void 0;
    data = "";
  }
  function feed(chunk) {
    buffer = buffer ? buffer + chunk : chunk;
    if (isFirstChunk && hasBom(buffer)) {
      buffer = buffer.slice(BOM.length);
    }
    isFirstChunk = false;
    const length = buffer.length;
    let position = 0;
    let discardTrailingNewline = false;
    while (position < length) {
      if (discardTrailingNewline) {
        if (buffer[position] === "\n") {
          ++position;
        }
        discardTrailingNewline = false;
      }
      let lineLength = -1;
      let fieldLength = startingFieldLength;
      let character;
      for (let index = startingPosition; lineLength < 0 && index < length; ++index) {
        character = buffer[index];
        if (character === ":" && fieldLength < 0) {
          fieldLength = index - position;
        } else if (character === "\r") {
          discardTrailingNewline = true;
          lineLength = index - position;
        } else if (character === "\n") {
          lineLength = index - position;
        }
      }
      if (lineLength < 0) {
        startingPosition = length - position;
        startingFieldLength = fieldLength;
        break;
      } else {
        startingPosition = 0;
        startingFieldLength = -1;
      }
      parseEventStreamLine(buffer, position, fieldLength, lineLength);
      position += lineLength + 1;
    }
    if (position === length) {
      buffer = "";
    } else if (position > 0) {
      buffer = buffer.slice(position);
    }
    if (buffer.length + data.length > maxEventSize) {
      const error = new SseError({
        cause: new EventTooLarge({
          maxEventSize
        })
      });
      reset();
      return error;
    }
  }
  function parseEventStreamLine(lineBuffer, index, fieldLength, lineLength) {
    if (lineLength === 0) {
      if (data.length > 0) {
        onParse({
          _tag: "Event",
          id: eventId,
          event: eventName ?? "message",
          data: data.slice(0, -1)
          // remove trailing newline
        });
        data = "";
        eventId = void 0;
      }
      eventName = void 0;
      return;
    }
    const noValue = fieldLength < 0;
    const field = lineBuffer.slice(index, index + (noValue ? lineLength : fieldLength));
    let step = 0;
    if (noValue) {
      step = lineLength;
    } else if (lineBuffer[index + fieldLength + 1] === " ") {
      step = fieldLength + 2;
    } else {
      step = fieldLength + 1;
    }
    const position = index + step;
    const valueLength = lineLength - step;
    const value = lineBuffer.slice(position, position + valueLength).toString();
    if (field === "data") {
      data += value ? `${value}
` : "\n";
    } else if (field === "event") {
      eventName = value;
    } else if (field === "id" && !value.includes("\0")) {
      eventId = value;
      lastEventId = value;
    } else if (field === "retry") {
      const retry = parseInt(value, 10);
      if (!Number.isNaN(retry)) {
        onParse(new Retry({
          duration: millis(retry),
          lastEventId
        }));
      }
    }
  }
}
var BOM = [239, 187, 191];
function hasBom(buffer) {
  return BOM.every((charCode, index) => buffer.charCodeAt(index) === charCode);
}
var RetryTypeId = /* @__PURE__ */ Symbol.for("@effect/experimental/Sse/Retry");
var Retry = class extends (/* @__PURE__ */ TaggedClass("Retry")) {
  /**
   * @since 1.0.0
   */
  [RetryTypeId] = RetryTypeId;
  /**
   * @since 1.0.0
   */
  static is(u) {
    return hasProperty(u, RetryTypeId);
  }
};

// node_modules/@effect/platform/dist/esm/HttpBody.js
var unsafeJson2 = unsafeJson;

// node_modules/@effect/ai/dist/esm/IdGenerator.js
var IdGenerator = class extends (/* @__PURE__ */ Tag("@effect/ai/IdGenerator")()) {
};
var DEFAULT_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
var DEFAULT_SEPARATOR = "_";
var DEFAULT_SIZE = 16;
var makeGenerator = ({
  alphabet = DEFAULT_ALPHABET,
  prefix,
  separator = DEFAULT_SEPARATOR,
  size = DEFAULT_SIZE
}) => {
  const alphabetLength = alphabet.length;
  return fnUntraced(function* () {
    const chars = new Array(size);
    for (let i = 0; i < size; i++) {
      chars[i] = alphabet[(yield* next) * alphabetLength | 0];
    }
    const identifier = chars.join("");
    if (isUndefined(prefix)) {
      return identifier;
    }
    return `${prefix}${separator}${identifier}`;
  });
};
var defaultIdGenerator = {
  generateId: /* @__PURE__ */ makeGenerator({
    prefix: "id"
  })
};

// node_modules/@effect/ai/dist/esm/Response.js
var constEmptyObject = () => ({});
var PartTypeId = "~effect/ai/Content/Part";
var Part = (toolkit) => {
  const toolCalls = [];
  const toolCallResults = [];
  for (const tool of Object.values(toolkit.tools)) {
    toolCalls.push(ToolCallPart(tool.name, tool.parametersSchema));
    toolCallResults.push(ToolResultPart(tool.name, tool.successSchema, tool.failureSchema));
  }
  return Union(TextPart, ReasoningPart, FilePart, DocumentSourcePart, UrlSourcePart, ResponseMetadataPart, FinishPart, ...toolCalls, ...toolCallResults);
};
var StreamPart = (toolkit) => {
  const toolCalls = [];
  const toolCallResults = [];
  for (const tool of Object.values(toolkit.tools)) {
    toolCalls.push(ToolCallPart(tool.name, tool.parametersSchema));
    toolCallResults.push(ToolResultPart(tool.name, tool.successSchema, tool.failureSchema));
  }
  return Union(TextStartPart, TextDeltaPart, TextEndPart, ReasoningStartPart, ReasoningDeltaPart, ReasoningEndPart, ToolParamsStartPart, ToolParamsDeltaPart, ToolParamsEndPart, FilePart, DocumentSourcePart, UrlSourcePart, ResponseMetadataPart, FinishPart, ErrorPart, ...toolCalls, ...toolCallResults);
};
var ProviderMetadata = /* @__PURE__ */ Record({
  key: String$,
  value: /* @__PURE__ */ UndefinedOr(/* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }))
});
var makePart = (type, params) => ({
  ...params,
  [PartTypeId]: PartTypeId,
  type,
  metadata: params.metadata ?? {}
});
var TextPart = /* @__PURE__ */ Struct({
  type: Literal("text"),
  text: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "TextPart"
}));
var TextStartPart = /* @__PURE__ */ Struct({
  type: Literal("text-start"),
  id: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "TextStartPart"
}));
var TextDeltaPart = /* @__PURE__ */ Struct({
  type: Literal("text-delta"),
  id: String$,
  delta: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "TextDeltaPart"
}));
var TextEndPart = /* @__PURE__ */ Struct({
  type: Literal("text-end"),
  id: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "TextEndPart"
}));
var ReasoningPart = /* @__PURE__ */ Struct({
  type: Literal("reasoning"),
  text: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ReasoningPart"
}));
var ReasoningStartPart = /* @__PURE__ */ Struct({
  type: Literal("reasoning-start"),
  id: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ReasoningStartPart"
}));
var ReasoningDeltaPart = /* @__PURE__ */ Struct({
  type: Literal("reasoning-delta"),
  id: String$,
  delta: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ReasoningDeltaPart"
}));
var ReasoningEndPart = /* @__PURE__ */ Struct({
  type: Literal("reasoning-end"),
  id: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ReasoningEndPart"
}));
var ToolParamsStartPart = /* @__PURE__ */ Struct({
  type: Literal("tool-params-start"),
  id: String$,
  name: String$,
  providerName: optional(String$),
  providerExecuted: optionalWith(Boolean$, {
    default: constFalse
  }),
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolParamsStartPart"
}));
var ToolParamsDeltaPart = /* @__PURE__ */ Struct({
  type: Literal("tool-params-delta"),
  id: String$,
  delta: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolParamsDeltaPart"
}));
var ToolParamsEndPart = /* @__PURE__ */ Struct({
  type: Literal("tool-params-end"),
  id: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolParamsEndPart"
}));
var ToolCallPart = (name, params) => Struct({
  type: Literal("tool-call"),
  id: String$,
  name: Literal(name),
  params,
  providerName: optional(String$),
  providerExecuted: optionalWith(Boolean$, {
    default: constFalse
  }),
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(attachPropertySignature(PartTypeId, PartTypeId), annotations({
  identifier: "ToolCallPart"
}));
var ToolResultPart = (name, success, failure) => {
  const Base = Struct({
    id: String$,
    type: Literal("tool-result"),
    providerName: optional(String$),
    isFailure: Boolean$
  });
  const ResultSchema = Union(success, failure);
  const Encoded = Struct({
    ...Base.fields,
    name: String$,
    result: encodedSchema(ResultSchema),
    providerExecuted: optional(Boolean$),
    metadata: optional(ProviderMetadata)
  });
  const Decoded = Struct({
    ...Base.fields,
    [PartTypeId]: Literal(PartTypeId),
    name: Literal(name),
    result: typeSchema(ResultSchema),
    encodedResult: encodedSchema(ResultSchema),
    providerExecuted: Boolean$,
    metadata: ProviderMetadata
  });
  const decodeResult = decode(ResultSchema);
  const encodeResult = encode(ResultSchema);
  return transformOrFail(Encoded, Decoded, {
    strict: true,
    decode: fnUntraced(function* (encoded) {
      const decoded = yield* decodeResult(encoded.result);
      const providerExecuted = encoded.providerExecuted ?? false;
      return {
        ...encoded,
        [PartTypeId]: PartTypeId,
        name: encoded.name,
        result: decoded,
        encodedResult: encoded.result,
        metadata: encoded.metadata ?? {},
        providerExecuted
      };
    }),
    encode: fnUntraced(function* (decoded) {
      const encoded = yield* encodeResult(decoded.result);
      return {
        ...decoded,
        result: encoded,
        ...decoded.metadata ?? {},
        ...decoded.providerName ? {
          providerName: decoded.providerName
        } : {},
        ...decoded.providerExecuted ? {
          providerExecuted: true
        } : {}
      };
    })
  }).annotations({
    identifier: `ToolResultPart(${name})`
  });
};
var FilePart = /* @__PURE__ */ Struct({
  type: Literal("file"),
  mediaType: String$,
  data: Uint8ArrayFromBase64,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "FilePart"
}));
var DocumentSourcePart = /* @__PURE__ */ Struct({
  type: Literal("source"),
  sourceType: Literal("document"),
  id: String$,
  mediaType: String$,
  title: String$,
  fileName: optional(String$),
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "DocumentSourcePart"
}));
var UrlSourcePart = /* @__PURE__ */ Struct({
  type: Literal("source"),
  sourceType: Literal("url"),
  id: String$,
  url: URL$,
  title: String$,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "UrlSourcePart"
}));
var ResponseMetadataPart = /* @__PURE__ */ Struct({
  type: Literal("response-metadata"),
  id: optionalWith(String$, {
    as: "Option"
  }),
  modelId: optionalWith(String$, {
    as: "Option"
  }),
  timestamp: optionalWith(DateTimeUtc, {
    as: "Option"
  }),
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ResponseMetadataPart"
}));
var FinishReason = /* @__PURE__ */ Literal("stop", "length", "content-filter", "tool-calls", "error", "pause", "other", "unknown");
var Usage = class extends (/* @__PURE__ */ Class("@effect/ai/AiResponse/Usage")({
  /**
   * The number of tokens sent in the request to the model.
   */
  inputTokens: /* @__PURE__ */ UndefinedOr(Number$),
  /**
   * The number of tokens that the model generated for the request.
   */
  outputTokens: /* @__PURE__ */ UndefinedOr(Number$),
  /**
   * The total of number of input tokens and output tokens as reported by the
   * large language model provider.
   *
   * **NOTE**: This value may differ from the sum of `inputTokens` and
   * `outputTokens` due to inclusion of reasoning tokens or other
   * provider-specific overhead.
   */
  totalTokens: /* @__PURE__ */ UndefinedOr(Number$),
  /**
   * The number of reasoning tokens that the model used to generate the output
   * for the request.
   */
  reasoningTokens: /* @__PURE__ */ optional(Number$),
  /**
   * The number of input tokens read from the prompt cache for the request.
   */
  cachedInputTokens: /* @__PURE__ */ optional(Number$)
})) {
};
var FinishPart = /* @__PURE__ */ Struct({
  type: Literal("finish"),
  reason: FinishReason,
  usage: Usage,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "FinishPart"
}));
var ErrorPart = /* @__PURE__ */ Struct({
  type: Literal("error"),
  error: Unknown,
  metadata: optionalWith(ProviderMetadata, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ErrorPart"
}));

// node_modules/@effect/ai/dist/esm/Telemetry.js
var addSpanAttributes = (keyPrefix, transformKey) => (span, attributes) => {
  for (const [key, value] of Object.entries(attributes)) {
    if (isNotNullable(value)) {
      span.attribute(`${keyPrefix}.${transformKey(key)}`, value);
    }
  }
};
var addSpanBaseAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai", camelToSnake);
var addSpanOperationAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.operation", camelToSnake);
var addSpanRequestAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.request", camelToSnake);
var addSpanResponseAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.response", camelToSnake);
var addSpanTokenAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.token", camelToSnake);
var addSpanUsageAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.usage", camelToSnake);
var addGenAIAnnotations = /* @__PURE__ */ dual(2, (span, options) => {
  addSpanBaseAttributes(span, {
    system: options.system
  });
  if (isNotNullable(options.operation)) addSpanOperationAttributes(span, options.operation);
  if (isNotNullable(options.request)) addSpanRequestAttributes(span, options.request);
  if (isNotNullable(options.response)) addSpanResponseAttributes(span, options.response);
  if (isNotNullable(options.token)) addSpanTokenAttributes(span, options.token);
  if (isNotNullable(options.usage)) addSpanUsageAttributes(span, options.usage);
});
var CurrentSpanTransformer = class extends (/* @__PURE__ */ Tag("@effect/ai/Telemetry/CurrentSpanTransformer")()) {
};

// node_modules/@effect/ai/dist/esm/Toolkit.js
var Proto = {
  ...CommitPrototype,
  ...BaseProto,
  of: identity,
  toContext(build) {
    return gen(this, function* () {
      const context2 = yield* context();
      const handlers = isEffect(build) ? yield* build : build;
      const contextMap = /* @__PURE__ */ new Map();
      for (const [name, handler] of Object.entries(handlers)) {
        const tool = this.tools[name];
        contextMap.set(tool.id, {
          handler,
          context: context2
        });
      }
      return unsafeMake(contextMap);
    });
  },
  toLayer(build) {
    return scopedContext(this.toContext(build));
  },
  commit() {
    return gen(this, function* () {
      const tools = this.tools;
      const context2 = yield* context();
      const schemasCache = /* @__PURE__ */ new WeakMap();
      const getSchemas = (tool) => {
        let schemas = schemasCache.get(tool);
        if (isUndefined(schemas)) {
          const handler = context2.unsafeMap.get(tool.id);
          const decodeParameters = decodeUnknown(tool.parametersSchema);
          const resultSchema = Union(tool.successSchema, tool.failureSchema);
          const validateResult = validate(resultSchema);
          const encodeResult = encodeUnknown(resultSchema);
          schemas = {
            context: handler.context,
            handler: handler.handler,
            decodeParameters,
            validateResult,
            encodeResult
          };
          schemasCache.set(tool, schemas);
        }
        return schemas;
      };
      const handle = fn("Toolkit.handle", {
        captureStackTrace: false
      })(function* (name, params) {
        yield* annotateCurrentSpan({
          tool: name,
          parameters: params
        });
        const tool = tools[name];
        if (isUndefined(tool)) {
          const toolNames = Object.keys(tools).join(",");
          return yield* new MalformedOutput({
            module: "Toolkit",
            method: `${name}.handle`,
            description: `Failed to find tool with name '${name}' in toolkit - available tools: ${toolNames}`
          });
        }
        const schemas = getSchemas(tool);
        const decodedParams = yield* mapError(schemas.decodeParameters(params), (cause) => new MalformedOutput({
          module: "Toolkit",
          method: `${name}.handle`,
          description: `Failed to decode tool call parameters for tool '${name}' from:
'${JSON.stringify(params, void 0, 2)}'`,
          cause
        }));
        const {
          isFailure,
          result
        } = yield* schemas.handler(decodedParams).pipe(map((result2) => ({
          result: result2,
          isFailure: false
        })), catchAll((error) => (
          // If the tool handler failed, check the tool's failure mode to
          // determine how the result should be returned to the end user
          tool.failureMode === "error" ? fail(error) : succeed({
            result: error,
            isFailure: true
          })
        )), tap(({
          result: result2
        }) => schemas.validateResult(result2)), mapInputContext((input) => merge(schemas.context, input)), mapError((cause) => isParseError(cause) ? new MalformedInput({
          module: "Toolkit",
          method: `${name}.handle`,
          description: `Failed to validate tool call result for tool '${name}'`,
          cause
        }) : cause));
        const encodedResult = yield* mapError(schemas.encodeResult(result), (cause) => new MalformedInput({
          module: "Toolkit",
          method: `${name}.handle`,
          description: `Failed to encode tool call result for tool '${name}'`,
          cause
        }));
        return {
          isFailure,
          result,
          encodedResult
        };
      });
      return {
        tools,
        handle
      };
    });
  },
  toJSON() {
    return {
      _id: "@effect/ai/Toolkit",
      tools: Array.from(Object.values(this.tools)).map((tool) => tool.name)
    };
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var makeProto = (tools) => Object.assign(function() {
}, Proto, {
  tools
});
var empty2 = /* @__PURE__ */ makeProto({});

// node_modules/@effect/ai/dist/esm/LanguageModel.js
var GenerateTextResponse = class {
  content;
  constructor(content) {
    this.content = content;
  }
  /**
   * Extracts and concatenates all text parts from the response.
   */
  get text() {
    const text2 = [];
    for (const part of this.content) {
      if (part.type === "text") {
        text2.push(part.text);
      }
    }
    return text2.join("");
  }
  /**
   * Returns all reasoning parts from the response.
   */
  get reasoning() {
    return this.content.filter((part) => part.type === "reasoning");
  }
  /**
   * Extracts and concatenates all reasoning text, or undefined if none exists.
   */
  get reasoningText() {
    const text2 = [];
    for (const part of this.content) {
      if (part.type === "reasoning") {
        text2.push(part.text);
      }
    }
    return text2.length === 0 ? void 0 : text2.join("");
  }
  /**
   * Returns all tool call parts from the response.
   */
  get toolCalls() {
    return this.content.filter((part) => part.type === "tool-call");
  }
  /**
   * Returns all tool result parts from the response.
   */
  get toolResults() {
    return this.content.filter((part) => part.type === "tool-result");
  }
  /**
   * The reason why text generation finished.
   */
  get finishReason() {
    const finishPart = this.content.find((part) => part.type === "finish");
    return isUndefined(finishPart) ? "unknown" : finishPart.reason;
  }
  /**
   * Token usage statistics for the generation request.
   */
  get usage() {
    const finishPart = this.content.find((part) => part.type === "finish");
    if (isUndefined(finishPart)) {
      return new Usage({
        inputTokens: void 0,
        outputTokens: void 0,
        totalTokens: void 0,
        reasoningTokens: void 0,
        cachedInputTokens: void 0
      });
    }
    return finishPart.usage;
  }
};
var GenerateObjectResponse = class extends GenerateTextResponse {
  /**
   * The parsed structured object that conforms to the provided schema.
   */
  value;
  constructor(value, content) {
    super(content);
    this.value = value;
  }
};
var make3 = /* @__PURE__ */ fnUntraced(function* (params) {
  const parentSpanTransformer = yield* serviceOption(CurrentSpanTransformer);
  const getSpanTransformer = serviceOption(CurrentSpanTransformer).pipe(map(orElse(() => parentSpanTransformer)));
  const idGenerator = yield* serviceOption(IdGenerator).pipe(map(getOrElse(() => defaultIdGenerator)));
  const generateText = (options) => useSpan("LanguageModel.generateText", {
    captureStackTrace: false,
    attributes: {
      concurrency: options.concurrency,
      toolChoice: options.toolChoice
    }
  }, fnUntraced(function* (span) {
    const spanTransformer = yield* getSpanTransformer;
    const providerOptions = {
      prompt: make2(options.prompt),
      tools: [],
      toolChoice: "none",
      responseFormat: {
        type: "text"
      },
      span
    };
    const content = yield* generateContent(options, providerOptions);
    applySpanTransformer(spanTransformer, content, providerOptions);
    return new GenerateTextResponse(content);
  }, catchTag("ParseError", (error) => MalformedOutput.fromParseError({
    module: "LanguageModel",
    method: "generateText",
    error
  })), (effect, span) => withParentSpan(effect, span), provideService(IdGenerator, idGenerator)));
  const generateObject = (options) => {
    const schema = options.schema;
    const objectName = getObjectName(options.objectName, schema);
    return useSpan("LanguageModel.generateObject", {
      captureStackTrace: false,
      attributes: {
        objectName,
        concurrency: options.concurrency,
        toolChoice: options.toolChoice
      }
    }, fnUntraced(function* (span) {
      const spanTransformer = yield* getSpanTransformer;
      const providerOptions = {
        prompt: make2(options.prompt),
        tools: [],
        toolChoice: "none",
        responseFormat: {
          type: "json",
          objectName,
          schema
        },
        span
      };
      const content = yield* generateContent(options, providerOptions);
      applySpanTransformer(spanTransformer, content, providerOptions);
      const value = yield* resolveStructuredOutput(content, schema);
      return new GenerateObjectResponse(value, content);
    }, catchTag("ParseError", (error) => MalformedOutput.fromParseError({
      module: "LanguageModel",
      method: "generateText",
      error
    })), (effect, span) => withParentSpan(effect, span), provideService(IdGenerator, idGenerator)));
  };
  const streamText = fnUntraced(function* (options) {
    const span = yield* makeSpanScoped("LanguageModel.streamText", {
      captureStackTrace: false,
      attributes: {
        concurrency: options.concurrency,
        toolChoice: options.toolChoice
      }
    });
    const providerOptions = {
      prompt: make2(options.prompt),
      tools: [],
      toolChoice: "none",
      responseFormat: {
        type: "text"
      },
      span
    };
    const stream2 = yield* streamContent(options, providerOptions);
    const spanTransformer = yield* getSpanTransformer;
    if (isNone(spanTransformer)) {
      return stream2;
    }
    let content = [];
    return stream2.pipe(mapChunks((chunk) => {
      content = [...content, ...chunk];
      return chunk;
    }), ensuring(sync(() => {
      spanTransformer.value({
        ...providerOptions,
        response: content
      });
    })));
  }, unwrapScoped, mapError2((error) => isParseError(error) ? MalformedOutput.fromParseError({
    module: "LanguageModel",
    method: "streamText",
    error
  }) : error), provideService2(IdGenerator, idGenerator));
  const generateContent = fnUntraced(function* (options, providerOptions) {
    const toolChoice = options.toolChoice ?? "auto";
    if (isUndefined(options.toolkit)) {
      const ResponseSchema2 = mutable(Array$(Part(empty2)));
      const rawContent2 = yield* params.generateText(providerOptions);
      const content2 = yield* decodeUnknown(ResponseSchema2)(rawContent2);
      return content2;
    }
    const toolkit = yield* resolveToolkit(options.toolkit);
    if (Object.values(toolkit.tools).length === 0) {
      const ResponseSchema2 = mutable(Array$(Part(empty2)));
      const rawContent2 = yield* params.generateText(providerOptions);
      const content2 = yield* decodeUnknown(ResponseSchema2)(rawContent2);
      return content2;
    }
    const tools = typeof toolChoice === "object" && "oneOf" in toolChoice ? Object.values(toolkit.tools).filter((tool) => toolChoice.oneOf.includes(tool.name)) : Object.values(toolkit.tools);
    providerOptions.tools = tools;
    providerOptions.toolChoice = toolChoice;
    const ResponseSchema = mutable(Array$(Part(toolkit)));
    if (options.disableToolCallResolution === true) {
      const rawContent2 = yield* params.generateText(providerOptions);
      const content2 = yield* decodeUnknown(ResponseSchema)(rawContent2);
      return content2;
    }
    const rawContent = yield* params.generateText(providerOptions);
    const toolResults = yield* resolveToolCalls(rawContent, toolkit, options.concurrency);
    const content = yield* decodeUnknown(ResponseSchema)(rawContent);
    return [...content, ...toolResults];
  });
  const streamContent = fnUntraced(function* (options, providerOptions) {
    const toolChoice = options.toolChoice ?? "auto";
    if (isUndefined(options.toolkit)) {
      const schema = ChunkFromSelf(StreamPart(empty2));
      const decode4 = decode2(schema);
      return params.streamText(providerOptions).pipe(mapChunksEffect(decode4));
    }
    const toolkit = isEffect(options.toolkit) ? yield* options.toolkit : options.toolkit;
    if (Object.values(toolkit.tools).length === 0) {
      const schema = ChunkFromSelf(StreamPart(empty2));
      const decode4 = decode2(schema);
      return params.streamText(providerOptions).pipe(mapChunksEffect(decode4));
    }
    const tools = typeof toolChoice === "object" && "oneOf" in toolChoice ? Object.values(toolkit.tools).filter((tool) => toolChoice.oneOf.includes(tool.name)) : Object.values(toolkit.tools);
    providerOptions.tools = tools;
    providerOptions.toolChoice = toolChoice;
    if (options.disableToolCallResolution === true) {
      const schema = ChunkFromSelf(StreamPart(toolkit));
      const decode4 = decode2(schema);
      return params.streamText(providerOptions).pipe(mapChunksEffect(decode4));
    }
    const mailbox = yield* make();
    const ResponseSchema = Array$(StreamPart(toolkit));
    const decode3 = decode2(ResponseSchema);
    yield* params.streamText(providerOptions).pipe(runForEachChunk(fnUntraced(function* (chunk) {
      const rawContent = toArray(chunk);
      const content = yield* decode3(rawContent);
      yield* mailbox.offerAll(content);
      const toolResults = yield* resolveToolCalls(rawContent, toolkit, options.concurrency);
      yield* mailbox.offerAll(toolResults);
    })), into(mailbox), forkScoped);
    return toStream(mailbox);
  });
  return {
    generateText,
    generateObject,
    streamText
  };
});
var resolveToolCalls = (content, toolkit, concurrency) => {
  const toolNames = [];
  const toolCalls = [];
  for (const part of content) {
    if (part.type === "tool-call") {
      toolNames.push(part.name);
      if (part.providerExecuted === true) {
        continue;
      }
      toolCalls.push(part);
    }
  }
  return forEach2(toolCalls, (toolCall) => {
    return toolkit.handle(toolCall.name, toolCall.params).pipe(map(({
      encodedResult,
      isFailure,
      result
    }) => makePart("tool-result", {
      id: toolCall.id,
      name: toolCall.name,
      result,
      encodedResult,
      isFailure,
      providerExecuted: false,
      ...toolCall.providerName !== void 0 ? {
        providerName: toolCall.providerName
      } : {}
    })));
  }, {
    concurrency
  });
};
var resolveToolkit = (toolkit) => isEffect(toolkit) ? toolkit : succeed(toolkit);
var getObjectName = (objectName, schema) => isNotUndefined(objectName) ? objectName : "_tag" in schema ? schema._tag : "identifier" in schema ? schema.identifier : "generateObject";
var resolveStructuredOutput = /* @__PURE__ */ fnUntraced(function* (response, ResultSchema) {
  const text2 = [];
  for (const part of response) {
    if (part.type === "text") {
      text2.push(part.text);
    }
  }
  if (text2.length === 0) {
    return yield* new MalformedOutput({
      module: "LanguageModel",
      method: "generateObject",
      description: "No object was generated by the large language model"
    });
  }
  const decode3 = decode2(parseJson(ResultSchema));
  return yield* mapError(decode3(text2.join("")), (cause) => new MalformedOutput({
    module: "LanguageModel",
    method: "generateObject",
    description: "Generated object failed to conform to provided schema",
    cause
  }));
});
var applySpanTransformer = (transformer, response, options) => {
  if (isSome(transformer)) {
    transformer.value({
      ...options,
      response
    });
  }
};

export {
  HttpRequestError,
  HttpResponseError,
  MalformedInput,
  MalformedOutput,
  makeChannel,
  unsafeJson2 as unsafeJson,
  IdGenerator,
  addSpanAttributes,
  addGenAIAnnotations,
  make3 as make
};
//# sourceMappingURL=chunk-B2QKRWD3.js.map
