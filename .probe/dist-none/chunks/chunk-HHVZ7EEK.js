import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  currentRedactedNames,
  del,
  fromInput,
  fromInput2,
  get as get2,
  head,
  makeUrl,
  options,
  patch,
  post,
  put,
  redact as redact2,
  setHeaders,
  unsafeFromRecord
} from "./chunk-WEJQ56AO.js";
import {
  TypeIdError
} from "./chunk-TSB53EJV.js";
import {
  BaseProto,
  Class,
  GenericTag,
  NodeInspectSymbol,
  Reference,
  cached2 as cached,
  constFalse,
  context,
  currentTracerEnabled,
  decodeUnknown,
  dual,
  effect,
  ensuring3 as ensuring,
  fail2 as fail,
  fail4 as fail2,
  failCause2 as failCause,
  flatMap4 as flatMap,
  fromReadableStream,
  get,
  globalValue,
  isInterrupted,
  isSome,
  map2 as map,
  map5 as map2,
  mapInputContext,
  matchCauseEffect,
  merge2 as merge,
  none,
  onInterrupt,
  pipeArguments,
  redact,
  runSync,
  seconds,
  serviceFunctions,
  some,
  succeed,
  suspend,
  suspend3 as suspend2,
  sync,
  tryMap,
  tryPromise,
  try_,
  uninterruptibleMask,
  unsafeMake2 as unsafeMake,
  useSpan,
  withFiberRuntime,
  withParentSpan
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/platform/dist/esm/Cookies.js
var TypeId = /* @__PURE__ */ Symbol.for("@effect/platform/Cookies");
var CookieTypeId = /* @__PURE__ */ Symbol.for("@effect/platform/Cookies/Cookie");
var Proto = {
  [TypeId]: TypeId,
  ...BaseProto,
  toJSON() {
    return {
      _id: "@effect/platform/Cookies",
      cookies: map(this.cookies, (cookie) => cookie.toJSON())
    };
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var fromReadonlyRecord = (cookies) => {
  const self = Object.create(Proto);
  self.cookies = cookies;
  return self;
};
var fromIterable = (cookies) => {
  const record = {};
  for (const cookie of cookies) {
    record[cookie.name] = cookie;
  }
  return fromReadonlyRecord(record);
};
var fromSetCookie = (headers) => {
  const arrayHeaders = typeof headers === "string" ? [headers] : headers;
  const cookies = [];
  for (const header of arrayHeaders) {
    const cookie = parseSetCookie(header.trim());
    if (isSome(cookie)) {
      cookies.push(cookie.value);
    }
  }
  return fromIterable(cookies);
};
function parseSetCookie(header) {
  const parts = header.split(";").map((_) => _.trim()).filter((_) => _ !== "");
  if (parts.length === 0) {
    return none();
  }
  const firstEqual = parts[0].indexOf("=");
  if (firstEqual === -1) {
    return none();
  }
  const name = parts[0].slice(0, firstEqual);
  if (!cookieNameRegExp.test(name)) {
    return none();
  }
  const valueEncoded = parts[0].slice(firstEqual + 1);
  const value = tryDecodeURIComponent(valueEncoded);
  if (parts.length === 1) {
    return some(Object.assign(Object.create(CookieProto), {
      name,
      value,
      valueEncoded
    }));
  }
  const options3 = {};
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    const equalIndex = part.indexOf("=");
    const key = equalIndex === -1 ? part : part.slice(0, equalIndex).trim();
    const value2 = equalIndex === -1 ? void 0 : part.slice(equalIndex + 1).trim();
    switch (key.toLowerCase()) {
      case "domain": {
        if (value2 === void 0) {
          break;
        }
        const domain = value2.trim().replace(/^\./, "");
        if (domain) {
          options3.domain = domain;
        }
        break;
      }
      case "expires": {
        if (value2 === void 0) {
          break;
        }
        const date = new Date(value2);
        if (!isNaN(date.getTime())) {
          options3.expires = date;
        }
        break;
      }
      case "max-age": {
        if (value2 === void 0) {
          break;
        }
        const maxAge = parseInt(value2, 10);
        if (!isNaN(maxAge)) {
          options3.maxAge = seconds(maxAge);
        }
        break;
      }
      case "path": {
        if (value2 === void 0) {
          break;
        }
        if (value2[0] === "/") {
          options3.path = value2;
        }
        break;
      }
      case "priority": {
        if (value2 === void 0) {
          break;
        }
        switch (value2.toLowerCase()) {
          case "low":
            options3.priority = "low";
            break;
          case "medium":
            options3.priority = "medium";
            break;
          case "high":
            options3.priority = "high";
            break;
        }
        break;
      }
      case "httponly": {
        options3.httpOnly = true;
        break;
      }
      case "secure": {
        options3.secure = true;
        break;
      }
      case "partitioned": {
        options3.partitioned = true;
        break;
      }
      case "samesite": {
        if (value2 === void 0) {
          break;
        }
        switch (value2.toLowerCase()) {
          case "lax":
            options3.sameSite = "lax";
            break;
          case "strict":
            options3.sameSite = "strict";
            break;
          case "none":
            options3.sameSite = "none";
            break;
        }
        break;
      }
    }
  }
  return some(Object.assign(Object.create(CookieProto), {
    name,
    value,
    valueEncoded,
    options: Object.keys(options3).length > 0 ? options3 : void 0
  }));
}
var empty = /* @__PURE__ */ fromIterable([]);
var cookieNameRegExp = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
var CookieProto = {
  [CookieTypeId]: CookieTypeId,
  ...BaseProto,
  toJSON() {
    return {
      _id: "@effect/platform/Cookies/Cookie",
      name: this.name,
      value: this.value,
      options: this.options
    };
  }
};
var tryDecodeURIComponent = (str) => {
  try {
    return decodeURIComponent(str);
  } catch {
    return str;
  }
};

// node_modules/@effect/platform/dist/esm/internal/httpClientError.js
var TypeId2 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpClientError");

// node_modules/@effect/platform/dist/esm/HttpClientError.js
var TypeId3 = TypeId2;
var RequestError = class extends (/* @__PURE__ */ TypeIdError(TypeId3, "RequestError")) {
  get methodAndUrl() {
    return `${this.request.method} ${this.request.url}`;
  }
  get message() {
    return this.description ? `${this.reason}: ${this.description} (${this.methodAndUrl})` : `${this.reason} error (${this.methodAndUrl})`;
  }
};
var ResponseError = class extends (/* @__PURE__ */ TypeIdError(TypeId3, "ResponseError")) {
  get methodAndUrl() {
    return `${this.request.method} ${this.request.url}`;
  }
  get message() {
    const info = `${this.response.status} ${this.methodAndUrl}`;
    return this.description ? `${this.reason}: ${this.description} (${info})` : `${this.reason} error (${info})`;
  }
};

// node_modules/@effect/platform/dist/esm/HttpIncomingMessage.js
var TypeId4 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpIncomingMessage");
var schemaBodyJson = (schema, options3) => {
  const parse = decodeUnknown(schema, options3);
  return (self) => flatMap(self.json, parse);
};
var inspect = (self, that) => {
  const contentType = self.headers["content-type"] ?? "";
  let body;
  if (contentType.includes("application/json")) {
    try {
      body = runSync(self.json);
    } catch {
    }
  } else if (contentType.includes("text/") || contentType.includes("urlencoded")) {
    try {
      body = runSync(self.text);
    } catch {
    }
  }
  const obj = {
    ...that,
    headers: redact(self.headers),
    remoteAddress: self.remoteAddress.toJSON()
  };
  if (body !== void 0) {
    obj.body = body;
  }
  return obj;
};

// node_modules/@effect/platform/dist/esm/HttpTraceContext.js
var toHeaders = (span) => unsafeFromRecord({
  b3: `${span.traceId}-${span.spanId}-${span.sampled ? "1" : "0"}${span.parent._tag === "Some" ? `-${span.parent.value.spanId}` : ""}`,
  traceparent: `00-${span.traceId}-${span.spanId}-${span.sampled ? "01" : "00"}`
});

// node_modules/@effect/platform/dist/esm/internal/httpClientResponse.js
var TypeId5 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpClientResponse");
var ClientResponseImpl = class extends Class {
  request;
  source;
  [TypeId4];
  [TypeId5];
  constructor(request, source) {
    super();
    this.request = request;
    this.source = source;
    this[TypeId4] = TypeId4;
    this[TypeId5] = TypeId5;
  }
  toJSON() {
    return inspect(this, {
      _id: "@effect/platform/HttpClientResponse",
      request: this.request.toJSON(),
      status: this.status
    });
  }
  get status() {
    return this.source.status;
  }
  get headers() {
    return fromInput(this.source.headers);
  }
  cachedCookies;
  get cookies() {
    if (this.cachedCookies) {
      return this.cachedCookies;
    }
    return this.cachedCookies = fromSetCookie(this.source.headers.getSetCookie());
  }
  get remoteAddress() {
    return none();
  }
  get stream() {
    return this.source.body ? fromReadableStream(() => this.source.body, (cause) => new ResponseError({
      request: this.request,
      response: this,
      reason: "Decode",
      cause
    })) : fail2(new ResponseError({
      request: this.request,
      response: this,
      reason: "EmptyBody",
      description: "can not create stream from empty body"
    }));
  }
  get json() {
    return tryMap(this.text, {
      try: (text) => text === "" ? null : JSON.parse(text),
      catch: (cause) => new ResponseError({
        request: this.request,
        response: this,
        reason: "Decode",
        cause
      })
    });
  }
  textBody;
  get text() {
    return this.textBody ??= tryPromise({
      try: () => this.source.text(),
      catch: (cause) => new ResponseError({
        request: this.request,
        response: this,
        reason: "Decode",
        cause
      })
    }).pipe(cached, runSync);
  }
  get urlParamsBody() {
    return flatMap(this.text, (_) => try_({
      try: () => fromInput2(new URLSearchParams(_)),
      catch: (cause) => new ResponseError({
        request: this.request,
        response: this,
        reason: "Decode",
        cause
      })
    }));
  }
  formDataBody;
  get formData() {
    return this.formDataBody ??= tryPromise({
      try: () => this.source.formData(),
      catch: (cause) => new ResponseError({
        request: this.request,
        response: this,
        reason: "Decode",
        cause
      })
    }).pipe(cached, runSync);
  }
  arrayBufferBody;
  get arrayBuffer() {
    return this.arrayBufferBody ??= tryPromise({
      try: () => this.source.arrayBuffer(),
      catch: (cause) => new ResponseError({
        request: this.request,
        response: this,
        reason: "Decode",
        cause
      })
    }).pipe(cached, runSync);
  }
};
var matchStatus = /* @__PURE__ */ dual(2, (self, cases) => {
  const status = self.status;
  if (cases[status]) {
    return cases[status](self);
  } else if (status >= 200 && status < 300 && cases["2xx"]) {
    return cases["2xx"](self);
  } else if (status >= 300 && status < 400 && cases["3xx"]) {
    return cases["3xx"](self);
  } else if (status >= 400 && status < 500 && cases["4xx"]) {
    return cases["4xx"](self);
  } else if (status >= 500 && status < 600 && cases["5xx"]) {
    return cases["5xx"](self);
  }
  return cases.orElse(self);
});
var filterStatusOk = (self) => self.status >= 200 && self.status < 300 ? succeed(self) : fail(new ResponseError({
  response: self,
  request: self.request,
  reason: "StatusCode",
  description: "non 2xx status code"
}));

// node_modules/@effect/platform/dist/esm/internal/httpClient.js
var ATTR_HTTP_REQUEST_HEADER = (key) => `http.request.header.${key}`;
var ATTR_HTTP_REQUEST_METHOD = "http.request.method";
var ATTR_HTTP_RESPONSE_HEADER = (key) => `http.response.header.${key}`;
var ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
var ATTR_SERVER_ADDRESS = "server.address";
var ATTR_SERVER_PORT = "server.port";
var ATTR_URL_FULL = "url.full";
var ATTR_URL_PATH = "url.path";
var ATTR_URL_SCHEME = "url.scheme";
var ATTR_URL_QUERY = "url.query";
var TypeId6 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpClient");
var tag = /* @__PURE__ */ GenericTag("@effect/platform/HttpClient");
var currentTracerDisabledWhen = /* @__PURE__ */ globalValue(/* @__PURE__ */ Symbol.for("@effect/platform/HttpClient/tracerDisabledWhen"), () => unsafeMake(constFalse));
var currentTracerPropagation = /* @__PURE__ */ globalValue(/* @__PURE__ */ Symbol.for("@effect/platform/HttpClient/currentTracerPropagation"), () => unsafeMake(true));
var SpanNameGenerator = /* @__PURE__ */ Reference()("@effect/platform/HttpClient/SpanNameGenerator", {
  defaultValue: () => (request) => `http.client ${request.method}`
});
var ClientProto = {
  [TypeId6]: TypeId6,
  pipe() {
    return pipeArguments(this, arguments);
  },
  ...BaseProto,
  toJSON() {
    return {
      _id: "@effect/platform/HttpClient"
    };
  },
  get(url, options3) {
    return this.execute(get2(url, options3));
  },
  head(url, options3) {
    return this.execute(head(url, options3));
  },
  post(url, options3) {
    return this.execute(post(url, options3));
  },
  put(url, options3) {
    return this.execute(put(url, options3));
  },
  patch(url, options3) {
    return this.execute(patch(url, options3));
  },
  del(url, options3) {
    return this.execute(del(url, options3));
  },
  options(url, options3) {
    return this.execute(options(url, options3));
  }
};
var makeWith = (postprocess, preprocess) => {
  const self = Object.create(ClientProto);
  self.preprocess = preprocess;
  self.postprocess = postprocess;
  self.execute = function(request) {
    return postprocess(preprocess(request));
  };
  return self;
};
var responseRegistry = /* @__PURE__ */ globalValue("@effect/platform/HttpClient/responseRegistry", () => {
  if ("FinalizationRegistry" in globalThis && globalThis.FinalizationRegistry) {
    const registry = new FinalizationRegistry((controller) => {
      controller.abort();
    });
    return {
      register(response, controller) {
        registry.register(response, controller, response);
      },
      unregister(response) {
        registry.unregister(response);
      }
    };
  }
  const timers = /* @__PURE__ */ new Map();
  return {
    register(response, controller) {
      timers.set(response, setTimeout(() => controller.abort(), 5e3));
    },
    unregister(response) {
      const timer = timers.get(response);
      if (timer === void 0) return;
      clearTimeout(timer);
      timers.delete(response);
    }
  };
});
var scopedRequests = /* @__PURE__ */ globalValue("@effect/platform/HttpClient/scopedRequests", () => /* @__PURE__ */ new WeakMap());
var make = (f) => makeWith((effect2) => flatMap(effect2, (request) => withFiberRuntime((fiber) => {
  const scopedController = scopedRequests.get(request);
  const controller = scopedController ?? new AbortController();
  const urlResult = makeUrl(request.url, request.urlParams, request.hash);
  if (urlResult._tag === "Left") {
    return fail(new RequestError({
      request,
      reason: "InvalidUrl",
      cause: urlResult.left
    }));
  }
  const url = urlResult.right;
  const tracerDisabled = !fiber.getFiberRef(currentTracerEnabled) || fiber.getFiberRef(currentTracerDisabledWhen)(request);
  if (tracerDisabled) {
    const effect3 = f(request, url, controller.signal, fiber);
    if (scopedController) return effect3;
    return uninterruptibleMask((restore) => matchCauseEffect(restore(effect3), {
      onSuccess(response) {
        responseRegistry.register(response, controller);
        return succeed(new InterruptibleResponse(response, controller));
      },
      onFailure(cause) {
        if (isInterrupted(cause)) {
          controller.abort();
        }
        return failCause(cause);
      }
    }));
  }
  const nameGenerator = get(fiber.currentContext, SpanNameGenerator);
  return useSpan(nameGenerator(request), {
    kind: "client",
    captureStackTrace: false
  }, (span) => {
    span.attribute(ATTR_HTTP_REQUEST_METHOD, request.method);
    span.attribute(ATTR_SERVER_ADDRESS, url.origin);
    if (url.port !== "") {
      span.attribute(ATTR_SERVER_PORT, +url.port);
    }
    span.attribute(ATTR_URL_FULL, url.toString());
    span.attribute(ATTR_URL_PATH, url.pathname);
    span.attribute(ATTR_URL_SCHEME, url.protocol.slice(0, -1));
    const query = url.search.slice(1);
    if (query !== "") {
      span.attribute(ATTR_URL_QUERY, query);
    }
    const redactedHeaderNames = fiber.getFiberRef(currentRedactedNames);
    const redactedHeaders = redact2(request.headers, redactedHeaderNames);
    for (const name in redactedHeaders) {
      span.attribute(ATTR_HTTP_REQUEST_HEADER(name), String(redactedHeaders[name]));
    }
    request = fiber.getFiberRef(currentTracerPropagation) ? setHeaders(request, toHeaders(span)) : request;
    return uninterruptibleMask((restore) => restore(f(request, url, controller.signal, fiber)).pipe(withParentSpan(span), matchCauseEffect({
      onSuccess: (response) => {
        span.attribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
        const redactedHeaders2 = redact2(response.headers, redactedHeaderNames);
        for (const name in redactedHeaders2) {
          span.attribute(ATTR_HTTP_RESPONSE_HEADER(name), String(redactedHeaders2[name]));
        }
        if (scopedController) return succeed(response);
        responseRegistry.register(response, controller);
        return succeed(new InterruptibleResponse(response, controller));
      },
      onFailure(cause) {
        if (!scopedController && isInterrupted(cause)) {
          controller.abort();
        }
        return failCause(cause);
      }
    })));
  });
})), succeed);
var InterruptibleResponse = class {
  original;
  controller;
  constructor(original, controller) {
    this.original = original;
    this.controller = controller;
  }
  [TypeId5] = TypeId5;
  [TypeId4] = TypeId4;
  applyInterrupt(effect2) {
    return suspend(() => {
      responseRegistry.unregister(this.original);
      return onInterrupt(effect2, () => sync(() => {
        this.controller.abort();
      }));
    });
  }
  get request() {
    return this.original.request;
  }
  get status() {
    return this.original.status;
  }
  get headers() {
    return this.original.headers;
  }
  get cookies() {
    return this.original.cookies;
  }
  get remoteAddress() {
    return this.original.remoteAddress;
  }
  get formData() {
    return this.applyInterrupt(this.original.formData);
  }
  get text() {
    return this.applyInterrupt(this.original.text);
  }
  get json() {
    return this.applyInterrupt(this.original.json);
  }
  get urlParamsBody() {
    return this.applyInterrupt(this.original.urlParamsBody);
  }
  get arrayBuffer() {
    return this.applyInterrupt(this.original.arrayBuffer);
  }
  get stream() {
    return suspend2(() => {
      responseRegistry.unregister(this.original);
      return ensuring(this.original.stream, sync(() => {
        this.controller.abort();
      }));
    });
  }
  toJSON() {
    return this.original.toJSON();
  }
  [NodeInspectSymbol]() {
    return this.original[NodeInspectSymbol]();
  }
};
var {
  /** @internal */
  del: del2,
  /** @internal */
  execute,
  /** @internal */
  get: get4,
  /** @internal */
  head: head2,
  /** @internal */
  options: options2,
  /** @internal */
  patch: patch2,
  /** @internal */
  post: post2,
  /** @internal */
  put: put2
} = /* @__PURE__ */ serviceFunctions(tag);
var filterStatusOk2 = (self) => transformResponse(self, flatMap(filterStatusOk));
var transformResponse = /* @__PURE__ */ dual(2, (self, f) => {
  const client = self;
  return makeWith((request) => f(client.postprocess(request)), client.preprocess);
});
var mapRequest = /* @__PURE__ */ dual(2, (self, f) => {
  const client = self;
  return makeWith(client.postprocess, (request) => map2(client.preprocess(request), f));
});
var mapRequestEffect = /* @__PURE__ */ dual(2, (self, f) => {
  const client = self;
  return makeWith(client.postprocess, (request) => flatMap(client.preprocess(request), f));
});
var layerMergedContext = (effect2) => effect(tag, flatMap(context(), (context2) => map2(effect2, (client) => transformResponse(client, mapInputContext((input) => merge(context2, input))))));

// node_modules/@effect/platform/dist/esm/HttpClient.js
var HttpClient = tag;
var filterStatusOk3 = filterStatusOk2;
var make2 = make;
var mapRequest2 = mapRequest;
var mapRequestEffect2 = mapRequestEffect;
var layerMergedContext2 = layerMergedContext;

export {
  fromSetCookie,
  empty,
  RequestError,
  ResponseError,
  TypeId4 as TypeId,
  schemaBodyJson,
  inspect,
  TypeId5 as TypeId2,
  matchStatus,
  HttpClient,
  filterStatusOk3 as filterStatusOk,
  make2 as make,
  mapRequest2 as mapRequest,
  mapRequestEffect2 as mapRequestEffect,
  layerMergedContext2 as layerMergedContext
};
//# sourceMappingURL=chunk-HHVZ7EEK.js.map
