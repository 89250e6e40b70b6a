import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  systemCheckpoint,
  toProviderMessages
} from "./chunk-TSB53EJV.js";
import {
  Array$,
  BaseProto,
  Boolean$,
  Clock_exports,
  DescriptionAnnotationId,
  Effect_exports,
  Either_exports,
  Encoding_exports,
  Layer_exports,
  Literal,
  Never,
  NodeInspectSymbol,
  NonEmptyArray,
  Option_exports,
  Record,
  Ref_exports,
  Schema_exports,
  Stream_exports,
  String$,
  Struct,
  URLFromSelf,
  Uint8ArrayFromSelf,
  UndefinedOr,
  Union,
  Unknown,
  Void,
  add,
  annotations,
  attachPropertySignature,
  constFalse,
  contentText,
  decodeSync,
  dual,
  empty2 as empty,
  format,
  fromAST,
  fromIterable,
  getOrDefault,
  globalValue,
  hasProperty,
  identity,
  isIterable,
  isNotUndefined,
  isObject2 as isObject,
  isSchema,
  isString,
  left,
  make10 as make,
  merge2 as merge,
  none,
  of,
  optional,
  optionalWith,
  parse2 as parse,
  pipeArguments,
  redact,
  right,
  some,
  stringify,
  symbolRedactable,
  transform,
  typeSchema,
  unsafeMake2 as unsafeMake,
  value2 as value
} from "./chunk-WFCFCPO7.js";

// src/services/Model.ts
var ModelError = class extends Schema_exports.TaggedError()("ModelError", {
  provider: Schema_exports.String,
  reason: Schema_exports.String
}) {
  get message() {
    return `${this.provider}: ${this.reason}`;
  }
};
var Model = class extends Effect_exports.Tag("arbor/Model")() {
};

// node_modules/@effect/ai/dist/esm/Tool.js
var TypeId = "~@effect/ai/Tool";
var ProviderDefinedTypeId = "~@effect/ai/Tool/ProviderDefined";
var isUserDefined = (u) => hasProperty(u, TypeId) && !isProviderDefined(u);
var isProviderDefined = (u) => hasProperty(u, ProviderDefinedTypeId);
var Proto = {
  [TypeId]: {
    _Requirements: identity
  },
  pipe() {
    return pipeArguments(this, arguments);
  },
  addDependency() {
    return userDefinedProto({
      ...this
    });
  },
  setParameters(parametersSchema) {
    return userDefinedProto({
      ...this,
      parametersSchema: isSchema(parametersSchema) ? parametersSchema : Struct(parametersSchema)
    });
  },
  setSuccess(successSchema) {
    return userDefinedProto({
      ...this,
      successSchema
    });
  },
  setFailure(failureSchema) {
    return userDefinedProto({
      ...this,
      failureSchema
    });
  },
  annotate(tag, value2) {
    return userDefinedProto({
      ...this,
      annotations: add(this.annotations, tag, value2)
    });
  },
  annotateContext(context) {
    return userDefinedProto({
      ...this,
      annotations: merge(this.annotations, context)
    });
  }
};
var ProviderDefinedProto = {
  ...Proto,
  [ProviderDefinedTypeId]: ProviderDefinedTypeId
};
var userDefinedProto = (options2) => {
  const self = Object.assign(Object.create(Proto), options2);
  self.id = `@effect/ai/Tool/${options2.name}`;
  return self;
};
var providerDefinedProto = (options2) => Object.assign(Object.create(ProviderDefinedProto), options2);
var make2 = (name, options2) => {
  const successSchema = options2?.success ?? Void;
  const failureSchema = options2?.failure ?? Never;
  return userDefinedProto({
    name,
    description: options2?.description,
    parametersSchema: options2?.parameters !== void 0 ? options2.parameters === EmptyParams ? EmptyParams : Struct(options2.parameters) : EmptyParams,
    successSchema,
    failureSchema,
    failureMode: options2?.failureMode ?? "error",
    annotations: empty()
  });
};
var providerDefined = (options2) => (args) => {
  const failureMode = "failureMode" in args ? args.failureMode : void 0;
  const successSchema = options2?.success ?? Void;
  const failureSchema = options2?.failure ?? Never;
  return providerDefinedProto({
    id: options2.id,
    name: options2.toolkitName,
    providerName: options2.providerName,
    args,
    argsSchema: Struct(options2.args),
    requiresHandler: options2.requiresHandler ?? false,
    parametersSchema: options2?.parameters !== void 0 ? options2.parameters === EmptyParams ? EmptyParams : Struct(options2.parameters) : EmptyParams,
    successSchema,
    failureSchema,
    failureMode: failureMode ?? "error"
  });
};
var getDescription = (tool) => {
  if (isNotUndefined(tool.description)) {
    return tool.description;
  }
  return getDescriptionFromSchemaAst(tool.parametersSchema.ast);
};
var getDescriptionFromSchemaAst = (ast) => {
  const annotations2 = ast._tag === "Transformation" ? {
    ...ast.to.annotations,
    ...ast.annotations
  } : ast.annotations;
  return DescriptionAnnotationId in annotations2 ? annotations2[DescriptionAnnotationId] : void 0;
};
var getJsonSchema = (tool) => getJsonSchemaFromSchemaAst(tool.parametersSchema.ast);
var getJsonSchemaFromSchemaAst = (ast) => {
  const $defs = {};
  const schema = fromAST(ast, {
    definitions: $defs,
    topLevelReferenceStrategy: "skip"
  });
  if (Object.keys($defs).length === 0) return schema;
  schema.$defs = $defs;
  return schema;
};
var suspectProtoRx = /"__proto__"\s*:/;
var suspectConstructorRx = /"constructor"\s*:/;
function _parse(text2) {
  const obj = JSON.parse(text2);
  if (obj === null || typeof obj !== "object") {
    return obj;
  }
  if (suspectProtoRx.test(text2) === false && suspectConstructorRx.test(text2) === false) {
    return obj;
  }
  return filter(obj);
}
function filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      for (const key in node) {
        const value2 = node[key];
        if (value2 && typeof value2 === "object") {
          next.push(value2);
        }
      }
    }
  }
  return obj;
}
var unsafeSecureJsonParse = (text2) => {
  const {
    stackTraceLimit
  } = Error;
  Error.stackTraceLimit = 0;
  try {
    return _parse(text2);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
};
var EmptyParams = /* @__PURE__ */ Record({
  key: String$,
  value: Never
});

// node_modules/@effect/platform/dist/esm/Headers.js
var HeadersTypeId = /* @__PURE__ */ Symbol.for("@effect/platform/Headers");
var Proto2 = /* @__PURE__ */ Object.assign(/* @__PURE__ */ Object.create(null), {
  [HeadersTypeId]: HeadersTypeId,
  [symbolRedactable](fiberRefs) {
    return redact2(this, getOrDefault(fiberRefs, currentRedactedNames));
  }
});
var make3 = (input) => Object.assign(Object.create(Proto2), input);
var empty2 = /* @__PURE__ */ Object.create(Proto2);
var fromInput = (input) => {
  if (input === void 0) {
    return empty2;
  } else if (Symbol.iterator in input) {
    const out2 = Object.create(Proto2);
    for (const [k, v] of input) {
      out2[k.toLowerCase()] = v;
    }
    return out2;
  }
  const out = Object.create(Proto2);
  for (const [k, v] of Object.entries(input)) {
    if (Array.isArray(v)) {
      out[k.toLowerCase()] = v.join(", ");
    } else if (v !== void 0) {
      out[k.toLowerCase()] = v;
    }
  }
  return out;
};
var unsafeFromRecord = (input) => Object.setPrototypeOf(input, Proto2);
var set = /* @__PURE__ */ dual(3, (self, key, value2) => {
  const out = make3(self);
  out[key.toLowerCase()] = value2;
  return out;
});
var setAll = /* @__PURE__ */ dual(2, (self, headers) => make3({
  ...self,
  ...fromInput(headers)
}));
var remove = /* @__PURE__ */ dual(2, (self, key) => {
  const out = make3(self);
  const modify2 = (key2) => {
    if (typeof key2 === "string") {
      const k = key2.toLowerCase();
      if (k in self) {
        delete out[k];
      }
    } else {
      for (const name in self) {
        if (key2.test(name)) {
          delete out[name];
        }
      }
    }
  };
  if (Array.isArray(key)) {
    for (let i = 0; i < key.length; i++) {
      modify2(key[i]);
    }
  } else {
    modify2(key);
  }
  return out;
});
var redact2 = /* @__PURE__ */ dual(2, (self, key) => {
  const out = {
    ...self
  };
  const modify2 = (key2) => {
    if (typeof key2 === "string") {
      const k = key2.toLowerCase();
      if (k in self) {
        out[k] = make(self[k]);
      }
    } else {
      for (const name in self) {
        if (key2.test(name)) {
          out[name] = make(self[name]);
        }
      }
    }
  };
  if (Array.isArray(key)) {
    for (let i = 0; i < key.length; i++) {
      modify2(key[i]);
    }
  } else {
    modify2(key);
  }
  return out;
});
var currentRedactedNames = /* @__PURE__ */ globalValue("@effect/platform/Headers/currentRedactedNames", () => unsafeMake(["authorization", "cookie", "set-cookie", "x-api-key"]));

// node_modules/@effect/platform/dist/esm/UrlParams.js
var fromInput2 = (input) => {
  const parsed = fromInputNested(input);
  const out = [];
  for (let i = 0; i < parsed.length; i++) {
    if (Array.isArray(parsed[i][0])) {
      const [keys, value2] = parsed[i];
      out.push([`${keys[0]}[${keys.slice(1).join("][")}]`, value2]);
    } else {
      out.push(parsed[i]);
    }
  }
  return out;
};
var fromInputNested = (input) => {
  const entries = Symbol.iterator in input ? fromIterable(input) : Object.entries(input);
  const out = [];
  for (const [key, value2] of entries) {
    if (Array.isArray(value2)) {
      for (let i = 0; i < value2.length; i++) {
        if (value2[i] !== void 0) {
          out.push([key, String(value2[i])]);
        }
      }
    } else if (typeof value2 === "object") {
      const nested = fromInputNested(value2);
      for (const [k, v] of nested) {
        out.push([[key, ...typeof k === "string" ? [k] : k], v]);
      }
    } else if (value2 !== void 0) {
      out.push([key, String(value2)]);
    }
  }
  return out;
};
var empty3 = [];
var setAll2 = /* @__PURE__ */ dual(2, (self, input) => {
  const out = fromInput2(input);
  const keys = /* @__PURE__ */ new Set();
  for (let i = 0; i < out.length; i++) {
    keys.add(out[i][0]);
  }
  for (let i = 0; i < self.length; i++) {
    if (keys.has(self[i][0])) continue;
    out.push(self[i]);
  }
  return out;
});
var makeUrl = (url, params, hash) => {
  try {
    const urlInstance = new URL(url, baseUrl());
    for (let i = 0; i < params.length; i++) {
      const [key, value2] = params[i];
      if (value2 !== void 0) {
        urlInstance.searchParams.append(key, value2);
      }
    }
    if (hash._tag === "Some") {
      urlInstance.hash = hash.value;
    }
    return right(urlInstance);
  } catch (e) {
    return left(e);
  }
};
var baseUrl = () => {
  if ("location" in globalThis && globalThis.location !== void 0 && globalThis.location.origin !== void 0 && globalThis.location.pathname !== void 0) {
    return location.origin + location.pathname;
  }
  return void 0;
};

// node_modules/@effect/platform/dist/esm/internal/httpBody.js
var TypeId2 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpBody");
var BodyBase = class {
  [TypeId2];
  constructor() {
    this[TypeId2] = TypeId2;
  }
  [NodeInspectSymbol]() {
    return this.toJSON();
  }
  toString() {
    return format(this);
  }
};
var EmptyImpl = class extends BodyBase {
  _tag = "Empty";
  toJSON() {
    return {
      _id: "@effect/platform/HttpBody",
      _tag: "Empty"
    };
  }
};
var empty4 = /* @__PURE__ */ new EmptyImpl();
var Uint8ArrayImpl = class extends BodyBase {
  body;
  contentType;
  _tag = "Uint8Array";
  constructor(body, contentType) {
    super();
    this.body = body;
    this.contentType = contentType;
  }
  get contentLength() {
    return this.body.length;
  }
  toJSON() {
    const toString2 = this.contentType.startsWith("text/") || this.contentType.endsWith("json");
    return {
      _id: "@effect/platform/HttpBody",
      _tag: "Uint8Array",
      body: toString2 ? new TextDecoder().decode(this.body) : `Uint8Array(${this.body.length})`,
      contentType: this.contentType,
      contentLength: this.contentLength
    };
  }
};
var uint8Array = (body, contentType) => new Uint8ArrayImpl(body, contentType ?? "application/octet-stream");
var encoder = /* @__PURE__ */ new TextEncoder();
var text = (body, contentType) => uint8Array(encoder.encode(body), contentType ?? "text/plain");
var unsafeJson = (body, contentType) => text(JSON.stringify(body), contentType ?? "application/json");
var FormDataImpl = class extends BodyBase {
  formData;
  _tag = "FormData";
  constructor(formData2) {
    super();
    this.formData = formData2;
  }
  toJSON() {
    return {
      _id: "@effect/platform/HttpBody",
      _tag: "FormData",
      formData: this.formData
    };
  }
};
var formDataRecord = (entries) => {
  const formData2 = new FormData();
  for (const [key, value2] of Object.entries(entries)) {
    if (Array.isArray(value2)) {
      for (const item of value2) {
        if (item == null) continue;
        formData2.append(key, typeof value2 === "object" ? item : String(item));
      }
    } else if (value2 != null) {
      formData2.append(key, typeof value2 === "object" ? value2 : String(value2));
    }
  }
  return new FormDataImpl(formData2);
};

// node_modules/@effect/platform/dist/esm/internal/httpClientRequest.js
var TypeId3 = /* @__PURE__ */ Symbol.for("@effect/platform/HttpClientRequest");
var Proto3 = {
  [TypeId3]: TypeId3,
  ...BaseProto,
  toJSON() {
    return {
      _id: "@effect/platform/HttpClientRequest",
      method: this.method,
      url: this.url,
      urlParams: this.urlParams,
      hash: this.hash,
      headers: redact(this.headers),
      body: this.body.toJSON()
    };
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
function makeInternal(method, url, urlParams, hash, headers, body) {
  const self = Object.create(Proto3);
  self.method = method;
  self.url = url;
  self.urlParams = urlParams;
  self.hash = hash;
  self.headers = headers;
  self.body = body;
  return self;
}
var empty5 = /* @__PURE__ */ makeInternal("GET", "", empty3, /* @__PURE__ */ none(), empty2, empty4);
var make4 = (method) => (url, options2) => modify(empty5, {
  method,
  url,
  ...options2 ?? void 0
});
var get = /* @__PURE__ */ make4("GET");
var post = /* @__PURE__ */ make4("POST");
var put = /* @__PURE__ */ make4("PUT");
var patch = /* @__PURE__ */ make4("PATCH");
var del = /* @__PURE__ */ make4("DELETE");
var head = /* @__PURE__ */ make4("HEAD");
var options = /* @__PURE__ */ make4("OPTIONS");
var modify = /* @__PURE__ */ dual(2, (self, options2) => {
  let result = self;
  if (options2.method) {
    result = setMethod(result, options2.method);
  }
  if (options2.url) {
    result = setUrl(result, options2.url);
  }
  if (options2.headers) {
    result = setHeaders(result, options2.headers);
  }
  if (options2.urlParams) {
    result = setUrlParams(result, options2.urlParams);
  }
  if (options2.hash) {
    result = setHash(result, options2.hash);
  }
  if (options2.body) {
    result = setBody(result, options2.body);
  }
  if (options2.accept) {
    result = accept(result, options2.accept);
  }
  if (options2.acceptJson) {
    result = acceptJson(result);
  }
  return result;
});
var setHeader = /* @__PURE__ */ dual(3, (self, key, value2) => makeInternal(self.method, self.url, self.urlParams, self.hash, set(self.headers, key, value2), self.body));
var setHeaders = /* @__PURE__ */ dual(2, (self, input) => makeInternal(self.method, self.url, self.urlParams, self.hash, setAll(self.headers, input), self.body));
var stringOrRedacted = (value2) => typeof value2 === "string" ? value2 : value(value2);
var bearerToken = /* @__PURE__ */ dual(2, (self, token) => setHeader(self, "Authorization", `Bearer ${stringOrRedacted(token)}`));
var accept = /* @__PURE__ */ dual(2, (self, mediaType) => setHeader(self, "Accept", mediaType));
var acceptJson = /* @__PURE__ */ accept("application/json");
var setMethod = /* @__PURE__ */ dual(2, (self, method) => makeInternal(method, self.url, self.urlParams, self.hash, self.headers, self.body));
var setUrl = /* @__PURE__ */ dual(2, (self, url) => {
  if (typeof url === "string") {
    return makeInternal(self.method, url, self.urlParams, self.hash, self.headers, self.body);
  }
  const clone = new URL(url.toString());
  const urlParams = fromInput2(clone.searchParams);
  const hash = clone.hash ? some(clone.hash.slice(1)) : none();
  clone.search = "";
  clone.hash = "";
  return makeInternal(self.method, clone.toString(), urlParams, hash, self.headers, self.body);
});
var prependUrl = /* @__PURE__ */ dual(2, (self, url) => makeInternal(self.method, url.endsWith("/") && self.url.startsWith("/") ? url + self.url.slice(1) : url + self.url, self.urlParams, self.hash, self.headers, self.body));
var setUrlParams = /* @__PURE__ */ dual(2, (self, input) => makeInternal(self.method, self.url, setAll2(self.urlParams, input), self.hash, self.headers, self.body));
var setHash = /* @__PURE__ */ dual(2, (self, hash) => makeInternal(self.method, self.url, self.urlParams, some(hash), self.headers, self.body));
var setBody = /* @__PURE__ */ dual(2, (self, body) => {
  let headers = self.headers;
  if (body._tag === "Empty" || body._tag === "FormData") {
    headers = remove(headers, ["Content-type", "Content-length"]);
  } else {
    const contentType = body.contentType;
    if (contentType) {
      headers = set(headers, "content-type", contentType);
    }
    const contentLength = body.contentLength;
    if (contentLength) {
      headers = set(headers, "content-length", contentLength.toString());
    }
  }
  return makeInternal(self.method, self.url, self.urlParams, self.hash, headers, body);
});
var bodyUnsafeJson = /* @__PURE__ */ dual(2, (self, body) => setBody(self, unsafeJson(body)));
var bodyFormDataRecord = /* @__PURE__ */ dual(2, (self, entries) => setBody(self, formDataRecord(entries)));

// node_modules/@effect/platform/dist/esm/HttpClientRequest.js
var get2 = get;
var post2 = post;
var del2 = del;
var setHeader2 = setHeader;
var setHeaders2 = setHeaders;
var bearerToken2 = bearerToken;
var acceptJson2 = acceptJson;
var prependUrl2 = prependUrl;
var setUrlParams2 = setUrlParams;
var bodyUnsafeJson2 = bodyUnsafeJson;
var bodyFormDataRecord2 = bodyFormDataRecord;

// node_modules/@effect/ai/dist/esm/Prompt.js
var constEmptyObject = () => ({});
var ProviderOptions = /* @__PURE__ */ Record({
  key: String$,
  value: /* @__PURE__ */ UndefinedOr(/* @__PURE__ */ Record({
    key: String$,
    value: Unknown
  }))
});
var PartTypeId = "~effect/ai/Prompt/Part";
var makePart = (type, params) => ({
  ...params,
  [PartTypeId]: PartTypeId,
  type,
  options: params.options ?? {}
});
var TextPart = /* @__PURE__ */ Struct({
  type: Literal("text"),
  text: String$,
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "TextPart"
}));
var ReasoningPart = /* @__PURE__ */ Struct({
  type: Literal("reasoning"),
  text: String$,
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ReasoningPart"
}));
var FilePart = /* @__PURE__ */ Struct({
  type: Literal("file"),
  mediaType: String$,
  fileName: optional(String$),
  data: Union(String$, Uint8ArrayFromSelf, URLFromSelf),
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "FilePart"
}));
var ToolCallPart = /* @__PURE__ */ Struct({
  type: Literal("tool-call"),
  id: String$,
  name: String$,
  params: Unknown,
  providerExecuted: optionalWith(Boolean$, {
    default: constFalse
  }),
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolCallPart"
}));
var ToolResultPart = /* @__PURE__ */ Struct({
  type: Literal("tool-result"),
  id: String$,
  name: String$,
  isFailure: Boolean$,
  result: Unknown,
  providerExecuted: Boolean$,
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(PartTypeId, PartTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolResultPart"
}));
var MessageTypeId = "~effect/ai/Prompt/Message";
var makeMessage = (role, params) => ({
  ...params,
  [MessageTypeId]: MessageTypeId,
  role,
  options: params.options ?? {}
});
var MessageContentFromString = /* @__PURE__ */ transform(String$, /* @__PURE__ */ NonEmptyArray(/* @__PURE__ */ typeSchema(TextPart)), {
  strict: true,
  decode: (text2) => of(makePart("text", {
    text: text2
  })),
  encode: (content2) => content2[0].text
});
var SystemMessage = /* @__PURE__ */ Struct({
  role: Literal("system"),
  content: String$,
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(MessageTypeId, MessageTypeId), /* @__PURE__ */ annotations({
  identifier: "SystemMessage"
}));
var UserMessage = /* @__PURE__ */ Struct({
  role: Literal("user"),
  content: Union(MessageContentFromString, Array$(Union(TextPart, FilePart))),
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(MessageTypeId, MessageTypeId), /* @__PURE__ */ annotations({
  identifier: "UserMessage"
}));
var AssistantMessage = /* @__PURE__ */ Struct({
  role: Literal("assistant"),
  content: Union(MessageContentFromString, Array$(Union(TextPart, FilePart, ReasoningPart, ToolCallPart, ToolResultPart))),
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(MessageTypeId, MessageTypeId), /* @__PURE__ */ annotations({
  identifier: "AssistantMessage"
}));
var ToolMessage = /* @__PURE__ */ Struct({
  role: Literal("tool"),
  content: Array$(ToolResultPart),
  options: optionalWith(ProviderOptions, {
    default: constEmptyObject
  })
}).pipe(/* @__PURE__ */ attachPropertySignature(MessageTypeId, MessageTypeId), /* @__PURE__ */ annotations({
  identifier: "ToolMessage"
}));
var Message = /* @__PURE__ */ Union(SystemMessage, UserMessage, AssistantMessage, ToolMessage);
var TypeId4 = "~@effect/ai/Prompt";
var Proto4 = {
  [TypeId4]: TypeId4,
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var makePrompt = (content2) => Object.assign(Object.create(Proto4), {
  content: content2
});
var decodeMessagesSync = /* @__PURE__ */ decodeSync(/* @__PURE__ */ Array$(Message));
var make5 = (input) => {
  if (isString(input)) {
    const part = makePart("text", {
      text: input
    });
    const message = makeMessage("user", {
      content: [part]
    });
    return makePrompt([message]);
  }
  if (isIterable(input)) {
    return makePrompt(decodeMessagesSync(fromIterable(input), {
      errors: "all"
    }));
  }
  return input;
};
var fromMessages = (messages) => makePrompt(messages);

// src/domain/AssistantMessage.ts
var zeroUsage = {
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 }
};
var start = (fields) => ({
  ...fields,
  blocks: [],
  usage: zeroUsage
});
var setBlock = (blocks, index, block) => {
  const next = blocks.slice();
  next[index] = block;
  return next;
};
var apply = (partial, delta) => {
  const current = delta._tag === "UsageUpdate" ? void 0 : partial.blocks[delta.index];
  switch (delta._tag) {
    case "TextDelta":
      return { ...partial, blocks: setBlock(partial.blocks, delta.index, { type: "text", text: (current?.type === "text" ? current.text : "") + delta.delta }) };
    case "ThinkingDelta":
      return {
        ...partial,
        blocks: setBlock(partial.blocks, delta.index, {
          type: "thinking",
          thinking: (current?.type === "thinking" ? current.thinking : "") + delta.delta
        })
      };
    case "ToolCallStart":
      return { ...partial, blocks: setBlock(partial.blocks, delta.index, { type: "toolCall", id: delta.id, name: delta.name, argumentsText: "" }) };
    case "ToolCallDelta":
      return current?.type === "toolCall" ? { ...partial, blocks: setBlock(partial.blocks, delta.index, { ...current, argumentsText: current.argumentsText + delta.delta }) } : partial;
    case "UsageUpdate":
      return { ...partial, usage: delta.usage };
  }
};
var parseArguments = (text2) => {
  if (text2.trim() === "") return { arguments: {} };
  const parsed = parse(text2);
  return isObject(parsed) ? { arguments: parsed } : { arguments: {}, error: `Tool call arguments are not a JSON object: ${text2.slice(0, 200)}` };
};
var content = (partial) => partial.blocks.flatMap((block) => {
  if (block === void 0) return [];
  switch (block.type) {
    case "text":
      return [{ type: "text", text: block.text }];
    case "thinking":
      return [{ type: "thinking", thinking: block.thinking }];
    case "toolCall": {
      const parsed = parseArguments(block.argumentsText);
      return [
        parsed.error === void 0 ? { type: "toolCall", id: block.id, name: block.name, arguments: parsed.arguments } : { type: "toolCall", id: block.id, name: block.name, arguments: parsed.arguments, argumentsError: parsed.error }
      ];
    }
  }
});
var finish = (partial, end) => {
  const message = {
    role: "assistant",
    content: content(partial),
    api: partial.api,
    provider: partial.provider,
    model: partial.model,
    usage: partial.usage,
    stopReason: end.stopReason,
    timestamp: partial.timestamp
  };
  if (end.responseId !== void 0) message.responseId = end.responseId;
  if (end.errorMessage !== void 0) message.errorMessage = end.errorMessage;
  if (end.durationMs !== void 0) message.durationMs = end.durationMs;
  if (end.thinkingLevel !== void 0) message.thinkingLevel = end.thinkingLevel;
  return message;
};
var toolCalls = (message) => Array.isArray(message.content) ? message.content.flatMap(
  (block) => isObject(block) && block.type === "toolCall" && typeof block.id === "string" && typeof block.name === "string" ? [{ id: block.id, name: block.name, arguments: isObject(block.arguments) ? block.arguments : {} }] : []
) : [];

// src/domain/ModelCatalog.ts
var defaultLimits = { contextWindow: 128e3, maxTokens: 16384, reasoning: false, extraLevels: [], input: ["text"] };
var model = (provider, id, name, contextWindow, maxTokens, reasoning, price2) => ({
  provider,
  id,
  name,
  contextWindow,
  maxTokens,
  reasoning: reasoning !== false,
  extraLevels: reasoning === "xhigh" ? ["xhigh"] : [],
  input: ["text", "image"],
  price: { input: price2[0], output: price2[1], cacheRead: price2[2], cacheWrite: price2[3] }
});
var known = [
  model("anthropic", "claude-opus-4-5", "Claude Opus 4.5", 2e5, 64e3, true, [5, 25, 0.5, 6.25]),
  model("anthropic", "claude-opus-4-1", "Claude Opus 4.1", 2e5, 32e3, true, [15, 75, 1.5, 18.75]),
  model("anthropic", "claude-opus-4", "Claude Opus 4", 2e5, 32e3, true, [15, 75, 1.5, 18.75]),
  model("anthropic", "claude-sonnet-4-5", "Claude Sonnet 4.5", 2e5, 64e3, true, [3, 15, 0.3, 3.75]),
  model("anthropic", "claude-sonnet-4", "Claude Sonnet 4", 2e5, 64e3, true, [3, 15, 0.3, 3.75]),
  model("anthropic", "claude-haiku-4-5", "Claude Haiku 4.5", 2e5, 64e3, true, [1, 5, 0.1, 1.25]),
  model("anthropic", "claude-3-5-haiku", "Claude Haiku 3.5", 2e5, 8192, false, [0.8, 4, 0.08, 1]),
  model("openai", "gpt-5.2", "GPT-5.2", 4e5, 128e3, "xhigh", [1.75, 14, 0.175, 0]),
  model("openai", "gpt-5.1", "GPT-5.1", 4e5, 128e3, true, [1.25, 10, 0.125, 0]),
  model("openai", "gpt-5", "GPT-5", 4e5, 128e3, true, [1.25, 10, 0.125, 0]),
  model("openai", "gpt-5-mini", "GPT-5 mini", 4e5, 128e3, true, [0.25, 2, 0.025, 0]),
  model("openai", "gpt-5-nano", "GPT-5 nano", 4e5, 128e3, true, [0.05, 0.4, 5e-3, 0]),
  model("openai", "gpt-4.1", "GPT-4.1", 1047576, 32768, false, [2, 8, 0.5, 0]),
  model("openai", "gpt-4.1-mini", "GPT-4.1 mini", 1047576, 32768, false, [0.4, 1.6, 0.1, 0]),
  model("openai", "gpt-4o", "GPT-4o", 128e3, 16384, false, [2.5, 10, 1.25, 0]),
  model("openai", "gpt-4o-mini", "GPT-4o mini", 128e3, 16384, false, [0.15, 0.6, 0.075, 0]),
  model("openai", "o3", "o3", 2e5, 1e5, true, [2, 8, 0.5, 0]),
  model("openai", "o4-mini", "o4-mini", 2e5, 1e5, true, [1.1, 4.4, 0.275, 0])
];
var ofProvider = (provider) => known.filter((m) => m.provider === provider);
var byLength = [...known].sort((a, b) => b.id.length - a.id.length);
var lookup = (modelId) => byLength.find((entry) => modelId === entry.id || modelId.startsWith(`${entry.id}-`));
var limits = (modelId) => {
  const entry = lookup(modelId);
  return entry === void 0 ? defaultLimits : { contextWindow: entry.contextWindow, maxTokens: entry.maxTokens, reasoning: entry.reasoning, extraLevels: entry.extraLevels, input: entry.input };
};
var price = (provider, modelId) => {
  const entry = lookup(modelId);
  return entry !== void 0 && entry.provider === provider ? entry.price : void 0;
};
var usage = (counts, price2) => {
  const p = price2 ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  const cost = {
    input: p.input / 1e6 * counts.input,
    output: p.output / 1e6 * counts.output,
    cacheRead: p.cacheRead / 1e6 * counts.cacheRead,
    cacheWrite: p.cacheWrite / 1e6 * counts.cacheWrite
  };
  return {
    input: counts.input,
    output: counts.output,
    cacheRead: counts.cacheRead,
    cacheWrite: counts.cacheWrite,
    totalTokens: counts.input + counts.output + counts.cacheRead + counts.cacheWrite,
    cost: { ...cost, total: cost.input + cost.output + cost.cacheRead + cost.cacheWrite }
  };
};

// src/domain/Transcript.ts
var NO_RESULT = "No result provided";
var synthetic = (call) => ({
  role: "toolResult",
  toolCallId: call.id,
  toolName: call.name,
  content: [{ type: "text", text: NO_RESULT }],
  isError: true
});
var callsOf = (message) => Array.isArray(message.content) ? message.content.flatMap(
  (block) => isObject(block) && block.type === "toolCall" && typeof block.id === "string" ? [{ id: block.id, name: typeof block.name === "string" ? block.name : "" }] : []
) : [];
var systemOf = (messages) => {
  const system = messages.filter((message) => message.role === "system");
  if (system.length === 0) return { text: void 0, tools: [] };
  const checkpoint = systemCheckpoint(system.map((message) => message.timestamp === void 0 ? { ...message, timestamp: 0 } : message));
  if (checkpoint === void 0) return { text: void 0, tools: [] };
  const parts = [];
  if (typeof checkpoint.content === "string" && checkpoint.content !== "") parts.push(checkpoint.content);
  if (isObject(checkpoint.sections)) {
    for (const value2 of Object.values(checkpoint.sections)) if (typeof value2 === "string" && value2 !== "") parts.push(value2);
  }
  const tools = Array.isArray(checkpoint.toolsAdded) ? checkpoint.toolsAdded.filter(isObject) : [];
  return { text: parts.length > 0 ? parts.join("\n\n") : void 0, tools };
};
var prepare = (messages, systemPrompt) => {
  const system = systemOf(messages);
  const out = [];
  let pending = [];
  let expected = /* @__PURE__ */ new Set();
  const settle = () => {
    for (const call of pending) out.push(synthetic(call));
    pending = [];
  };
  for (const message of toProviderMessages(messages)) {
    switch (message.role) {
      case "assistant": {
        if (message.stopReason === "error" || message.stopReason === "aborted") continue;
        settle();
        out.push(message);
        pending = callsOf(message);
        expected = new Set(pending.map((call) => call.id));
        break;
      }
      case "toolResult": {
        if (typeof message.toolCallId !== "string" || !expected.has(message.toolCallId)) continue;
        const id = message.toolCallId;
        pending = pending.filter((call) => call.id !== id);
        out.push(message);
        break;
      }
      case "user": {
        settle();
        expected = /* @__PURE__ */ new Set();
        out.push(message);
        break;
      }
    }
  }
  settle();
  return { system: systemPrompt ?? system.text, tools: system.tools, messages: out };
};

// src/services/ModelProviders.ts
var infoFor = (provider, modelId, api) => ({
  provider,
  modelId,
  api,
  ...limits(modelId)
});
var CACHE = { anthropic: { cacheControl: { type: "ephemeral" } } };
var imagePart = (block) => {
  if (typeof block.data !== "string" || typeof block.mimeType !== "string") return [];
  const bytes = Encoding_exports.decodeBase64(block.data);
  return Either_exports.isRight(bytes) ? [makePart("file", { mediaType: block.mimeType, data: bytes.right })] : [];
};
var userParts = (content2) => {
  if (typeof content2 === "string") return content2 === "" ? [] : [makePart("text", { text: content2 })];
  if (!Array.isArray(content2)) return [];
  return content2.flatMap((block) => {
    if (!isObject(block)) return [];
    if (block.type === "text" && typeof block.text === "string" && block.text !== "") return [makePart("text", { text: block.text })];
    if (block.type === "image") return imagePart(block);
    return [];
  });
};
var assistantParts = (message, info) => {
  if (!Array.isArray(message.content)) return [];
  const signedHere = message.provider === info.provider && message.api === info.api;
  return message.content.flatMap((block) => {
    if (!isObject(block)) return [];
    switch (block.type) {
      case "text":
        return typeof block.text === "string" && block.text.trim() !== "" ? [makePart("text", { text: block.text })] : [];
      case "thinking": {
        if (!signedHere || typeof block.thinkingSignature !== "string" || block.thinkingSignature === "") return [];
        const anthropic = block.redacted === true ? { type: "redacted_thinking", redactedData: block.thinkingSignature } : { type: "thinking", signature: block.thinkingSignature };
        return [makePart("reasoning", { text: typeof block.thinking === "string" ? block.thinking : "", options: { anthropic } })];
      }
      case "toolCall":
        return typeof block.id === "string" && typeof block.name === "string" ? [
          makePart("tool-call", {
            id: block.id,
            name: block.name,
            params: isObject(block.arguments) ? block.arguments : {},
            providerExecuted: false
          })
        ] : [];
      default:
        return [];
    }
  });
};
var toPrompt = (transcript, info) => {
  const messages = [];
  if (transcript.system !== void 0) messages.push(makeMessage("system", { content: transcript.system, options: CACHE }));
  for (const message of transcript.messages) {
    switch (message.role) {
      case "user": {
        const content2 = userParts(message.content);
        if (content2.length > 0) messages.push(makeMessage("user", { content: content2 }));
        break;
      }
      case "assistant": {
        const content2 = assistantParts(message, info);
        if (content2.length > 0) messages.push(makeMessage("assistant", { content: content2 }));
        break;
      }
      case "toolResult": {
        const part = makePart("tool-result", {
          id: String(message.toolCallId),
          name: typeof message.toolName === "string" ? message.toolName : "",
          isFailure: message.isError === true,
          result: Array.isArray(message.content) ? message.content : [],
          providerExecuted: false
        });
        messages.push(makeMessage("tool", { content: [part] }));
        break;
      }
    }
  }
  const last = messages.at(-1);
  if (last !== void 0 && (last.role === "user" || last.role === "tool")) {
    messages[messages.length - 1] = { ...last, options: { ...last.options, ...CACHE } };
  }
  return fromMessages(messages);
};
var splitContent = (content2) => {
  if (typeof content2 === "string") return { text: content2, images: [] };
  if (!Array.isArray(content2)) return void 0;
  const texts = [];
  const images = [];
  for (const block of content2) {
    if (!isObject(block)) return void 0;
    if (block.type === "text" && typeof block.text === "string") texts.push(block.text);
    else if (block.type === "image" && typeof block.data === "string" && typeof block.mimeType === "string") {
      images.push({ data: block.data, mimeType: block.mimeType });
    } else return void 0;
  }
  return { text: texts.join("\n"), images };
};
var rewriteJsonBody = (f) => (request) => {
  if (request.body._tag !== "Uint8Array" || !request.body.contentType.includes("json")) return request;
  const body = parse(new TextDecoder().decode(request.body.body));
  return isObject(body) ? bodyUnsafeJson2(request, f(body)) : request;
};
var toolResultContent = (serialized) => typeof serialized === "string" ? splitContent(parse(serialized)) : void 0;
var parametersOf = (spec) => Schema_exports.Struct({}, Schema_exports.Record({ key: Schema_exports.String, value: Schema_exports.Unknown })).annotations({ jsonSchema: spec.parameters });
var toolOf = (name, spec) => make2(name, { description: spec.description }).setParameters(parametersOf(spec));
var toolkitFor = (specs, alias) => {
  const tools = {};
  for (const spec of specs) {
    tools[spec.name] = toolOf(spec.name, spec);
    const aliased = alias(spec.name);
    if (aliased !== void 0 && tools[aliased] === void 0) tools[aliased] = toolOf(aliased, spec);
  }
  const toolkit = { tools, handle: () => Effect_exports.dieMessage("Arbor runs tool calls itself") };
  return { toolkit, names: specs.map((spec) => spec.name) };
};
var toolSpecOf = (tool) => typeof tool.name === "string" ? [{ name: tool.name, description: typeof tool.description === "string" ? tool.description : "", parameters: isObject(tool.parameters) ? tool.parameters : {} }] : [];
var firstLine = (text2) => text2.split("\n")[0] ?? text2;
var payloadText = (payload) => {
  if (typeof payload === "string") return payload.trim() === "" ? void 0 : payload.trim().slice(0, 2e3);
  if (!isObject(payload)) return void 0;
  if (isObject(payload.error) && typeof payload.error.message === "string") return payload.error.message;
  if (typeof payload.message === "string") return payload.message;
  if (typeof payload.error === "string") return payload.error;
  return void 0;
};
var causeText = (error) => {
  let text2;
  let current = error;
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    if (current instanceof Error && current.message !== "") text2 = current.message;
    current = current.cause;
  }
  return text2;
};
var errorText = (error) => {
  if (typeof error === "object" && error !== null && "_tag" in error) {
    const e = error;
    switch (e._tag) {
      case "HttpResponseError": {
        const body = e.body === void 0 ? void 0 : parse(e.body);
        return payloadText(body) ?? `HTTP ${e.response.status} from ${e.request.url}`;
      }
      case "HttpRequestError":
        return `Connection failed: ${causeText(e.cause) ?? e.description ?? e.reason} (${e.request.method} ${e.request.url})`;
      case "MalformedInput":
      case "MalformedOutput":
      case "UnknownError":
        return e.description ?? firstLine(e.message);
    }
  }
  const text2 = payloadText(error);
  if (text2 !== void 0) return text2;
  if (error instanceof Error) return error.message;
  return stringify(error) ?? String(error);
};
var countsWithCachedInput = (finish2) => {
  const cached = finish2.usage.cachedInputTokens ?? 0;
  return {
    input: Math.max(0, (finish2.usage.inputTokens ?? 0) - cached),
    output: finish2.usage.outputTokens ?? 0,
    cacheRead: cached,
    cacheWrite: 0
  };
};
var anthropicReasoning = (metadata) => {
  const info = isObject(metadata) ? metadata.anthropic : void 0;
  if (!isObject(info)) return {};
  if (info.type === "thinking" && typeof info.signature === "string") return { signature: info.signature };
  if (info.type === "redacted_thinking" && typeof info.redactedData === "string") return { redacted: info.redactedData };
  return {};
};
var Reply = class {
  constructor(bridge, startedAt) {
    this.bridge = bridge;
    this.startedAt = startedAt;
    this.partial = start({ api: bridge.info.api, provider: bridge.info.provider, model: bridge.info.modelId, timestamp: startedAt });
  }
  bridge;
  startedAt;
  partial;
  next = 0;
  indexes = /* @__PURE__ */ new Map();
  toolArguments = /* @__PURE__ */ new Map();
  signatures = /* @__PURE__ */ new Map();
  responseId;
  finishReason;
  errorMessage;
  index(kind, id) {
    const key = `${kind}:${id}`;
    const known2 = this.indexes.get(key);
    if (known2 !== void 0) return known2;
    const index = this.next++;
    this.indexes.set(key, index);
    return index;
  }
  emit(delta) {
    this.partial = apply(this.partial, delta);
    return delta;
  }
  accept(part) {
    switch (part.type) {
      case "response-metadata":
        if (Option_exports.isSome(part.id)) this.responseId = part.id.value;
        return [];
      case "text-start":
        this.index("text", part.id);
        return [];
      case "text-delta":
        return part.delta === "" ? [] : [this.emit({ _tag: "TextDelta", index: this.index("text", part.id), delta: part.delta })];
      case "reasoning-start": {
        const index = this.index("reasoning", part.id);
        const { redacted } = anthropicReasoning(part.metadata);
        if (redacted === void 0) return [];
        this.signatures.set(index, { thinkingSignature: redacted, redacted: true });
        return [this.emit({ _tag: "ThinkingDelta", index, delta: "" })];
      }
      case "reasoning-delta": {
        const index = this.index("reasoning", part.id);
        const { signature } = anthropicReasoning(part.metadata);
        if (signature !== void 0) this.signatures.set(index, { thinkingSignature: signature });
        return part.delta === "" ? [] : [this.emit({ _tag: "ThinkingDelta", index, delta: part.delta })];
      }
      case "tool-params-start": {
        if (part.providerExecuted) return [];
        this.toolArguments.set(part.id, false);
        return [this.emit({ _tag: "ToolCallStart", index: this.index("tool", part.id), id: part.id, name: part.name })];
      }
      case "tool-params-delta": {
        if (!this.toolArguments.has(part.id)) return [];
        this.toolArguments.set(part.id, true);
        return part.delta === "" ? [] : [this.emit({ _tag: "ToolCallDelta", index: this.index("tool", part.id), delta: part.delta })];
      }
      case "tool-call": {
        if (part.providerExecuted) return [];
        const events = [];
        const index = this.index("tool", part.id);
        if (!this.toolArguments.has(part.id)) {
          events.push(this.emit({ _tag: "ToolCallStart", index, id: part.id, name: part.providerName ?? part.name }));
        }
        if (this.toolArguments.get(part.id) !== true) {
          events.push(this.emit({ _tag: "ToolCallDelta", index, delta: stringify(part.params) ?? "{}" }));
        }
        this.toolArguments.set(part.id, true);
        return events;
      }
      case "finish": {
        this.finishReason = part.reason;
        const info = this.bridge.info;
        const usage2 = usage(this.bridge.counts(part), info.cost ?? price(info.provider, info.modelId));
        return [this.emit({ _tag: "UsageUpdate", usage: usage2 })];
      }
      case "error":
        this.errorMessage ??= errorText(part.error);
        return [];
      default:
        return [];
    }
  }
  fail(error) {
    this.errorMessage ??= errorText(error);
  }
  end() {
    if (this.errorMessage !== void 0) return { stopReason: "error", errorMessage: this.errorMessage };
    const hasToolCalls = this.toolArguments.size > 0;
    switch (this.finishReason) {
      case void 0:
        return { stopReason: "error", errorMessage: "The provider's stream ended before the reply was complete" };
      case "length":
        return { stopReason: "length" };
      case "tool-calls":
        return { stopReason: "toolUse" };
      case "content-filter":
        return { stopReason: "error", errorMessage: "The provider stopped the reply (content filter)" };
      case "error":
        return { stopReason: "error", errorMessage: "The provider reported an error" };
      default:
        return { stopReason: hasToolCalls ? "toolUse" : "stop" };
    }
  }
  done(now) {
    const end = this.end();
    const message = finish(this.partial, { ...end, responseId: this.responseId, durationMs: now - this.startedAt });
    return { _tag: "Done", message: this.signatures.size === 0 ? message : { ...message, content: this.signed(message.content) } };
  }
  /** Thinking blocks with the signatures the provider sent (pi's `thinkingSignature`, `redacted`). */
  signed(content2) {
    if (!Array.isArray(content2)) return content2 ?? [];
    const positions = /* @__PURE__ */ new Map();
    let position = 0;
    this.partial.blocks.forEach((block, index) => {
      if (block !== void 0) positions.set(index, position++);
    });
    const out = content2.slice();
    for (const [index, signature] of this.signatures) {
      const at = positions.get(index);
      const block = at === void 0 ? void 0 : out[at];
      if (at === void 0 || !isObject(block) || block.type !== "thinking") continue;
      out[at] = { type: "thinking", thinking: block.thinking ?? "", ...signature };
    }
    return out;
  }
};
var fromLanguageModel = (bridge) => ({
  info: bridge.info,
  stream: (request) => Stream_exports.unwrap(
    Effect_exports.gen(function* () {
      const startedAt = yield* Clock_exports.currentTimeMillis;
      const transcript = prepare(request.messages, request.systemPrompt);
      const prompt = toPrompt(transcript, bridge.info);
      const specs = request.tools ?? transcript.tools.flatMap(toolSpecOf);
      const reply = new Reply(bridge, startedAt);
      const { names, toolkit } = toolkitFor(specs, bridge.alias ?? (() => void 0));
      const parts = specs.length === 0 ? bridge.languageModel.streamText({ prompt }) : bridge.languageModel.streamText({ prompt, toolkit, toolChoice: { oneOf: names }, disableToolCallResolution: true });
      return parts.pipe(
        bridge.configure(request),
        Stream_exports.mapConcat((part) => reply.accept(part)),
        Stream_exports.catchAll((error) => {
          reply.fail(error);
          return Stream_exports.empty;
        }),
        Stream_exports.concat(Stream_exports.fromEffect(Effect_exports.map(Clock_exports.currentTimeMillis, (now) => reply.done(now))))
      );
    })
  )
});
var reasoningEffort = (level, info) => {
  const extra = info.extraLevels ?? [];
  switch (level) {
    case "minimal":
    case "low":
    case "medium":
    case "high":
      return level;
    case "xhigh":
      return extra.includes("xhigh") ? "xhigh" : "high";
    case "max":
      return extra.includes("xhigh") ? "xhigh" : "high";
    default:
      return void 0;
  }
};
var thinkingBudget = (level) => {
  switch (level) {
    case "minimal":
      return 1024;
    case "low":
      return 4096;
    case "medium":
      return 10240;
    case "high":
      return 20480;
    case "xhigh":
    case "max":
      return 32e3;
    default:
      return void 0;
  }
};
var pieces = (text2) => {
  const words = text2.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / 3));
  const out = [];
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(""));
  return out;
};
var deltasOf = (message) => {
  const deltas = [];
  const content2 = Array.isArray(message.content) ? message.content : [];
  content2.forEach((block, index) => {
    if (!isObject(block)) return;
    if (block.type === "text" && typeof block.text === "string") {
      for (const delta of pieces(block.text)) deltas.push({ _tag: "TextDelta", index, delta });
    } else if (block.type === "thinking" && typeof block.thinking === "string") {
      for (const delta of pieces(block.thinking)) deltas.push({ _tag: "ThinkingDelta", index, delta });
    } else if (block.type === "toolCall" && typeof block.id === "string" && typeof block.name === "string") {
      deltas.push({ _tag: "ToolCallStart", index, id: block.id, name: block.name });
      deltas.push({ _tag: "ToolCallDelta", index, delta: stringify(block.arguments ?? {}) ?? "{}" });
    }
  });
  if (isObject(message.usage)) deltas.push({ _tag: "UsageUpdate", usage: message.usage });
  return deltas;
};
var OFFLINE_PREFIX = "[offline] Arbor has no model configured; this is the offline responder. You said: ";
var offlineInfo = infoFor("offline", "offline", "arbor-offline");
var offlineText = (request) => {
  const transcript = prepare(request.messages, request.systemPrompt);
  const lastUser = transcript.messages.filter((message) => message.role === "user").at(-1);
  const said = lastUser === void 0 ? "" : contentText(lastUser.content, "\n");
  return OFFLINE_PREFIX + (said === "" ? "(nothing)" : said);
};
var offline = Model.of({
  info: offlineInfo,
  stream: (request) => Stream_exports.unwrap(
    Effect_exports.map(Clock_exports.currentTimeMillis, (timestamp) => {
      const text2 = offlineText(request);
      const deltas = pieces(text2).map((delta) => ({ _tag: "TextDelta", index: 0, delta }));
      const partial = deltas.reduce(
        apply,
        start({ api: offlineInfo.api, provider: offlineInfo.provider, model: offlineInfo.modelId, timestamp })
      );
      const done = { _tag: "Done", message: finish(partial, { stopReason: "stop" }) };
      return Stream_exports.fromIterable([...deltas, done]);
    })
  )
});
var layerOffline = Layer_exports.succeed(Model, offline);
var layerReplay = (messages) => Layer_exports.effect(
  Model,
  Effect_exports.gen(function* () {
    const position = yield* Ref_exports.make(0);
    const first = messages[0];
    const provider = typeof first?.provider === "string" ? first.provider : "replay";
    const modelId = typeof first?.model === "string" ? first.model : "replay";
    const api = typeof first?.api === "string" ? first.api : "arbor-replay";
    return Model.of({
      info: infoFor(provider, modelId, api),
      stream: () => Stream_exports.unwrap(
        Effect_exports.gen(function* () {
          const message = messages[yield* Ref_exports.getAndUpdate(position, (n) => n + 1)];
          if (message === void 0) return yield* new ModelError({ provider: "replay", reason: "no more recorded replies" });
          const timestamp = yield* Clock_exports.currentTimeMillis;
          const done = { _tag: "Done", message: { ...message, timestamp } };
          return Stream_exports.fromIterable([...deltasOf(message), done]);
        })
      )
    });
  })
);
var layerFor = (selection) => {
  switch (selection._tag) {
    case "offline":
      return layerOffline;
    case "openai":
      return Layer_exports.unwrapEffect(Effect_exports.map(Effect_exports.promise(() => import("./ModelOpenAi-3JGSXEGH.js")), (m) => m.layerOpenAi(selection)));
    case "anthropic":
      return Layer_exports.unwrapEffect(Effect_exports.map(Effect_exports.promise(() => import("./ModelAnthropic-H5XZQBUM.js")), (m) => m.layerAnthropic(selection)));
    case "openai-compatible": {
      const baseUrl2 = selection.baseUrl ?? "";
      return Layer_exports.unwrapEffect(Effect_exports.map(Effect_exports.promise(() => import("./ModelChatCompletions-JAF3TZHO.js")), (m) => m.layerOpenAiCompatible({ ...selection, baseUrl: baseUrl2 })));
    }
  }
};

export {
  start,
  apply,
  content,
  finish,
  toolCalls,
  ModelError,
  Model,
  ofProvider,
  lookup,
  limits,
  price,
  make5 as make,
  isUserDefined,
  isProviderDefined,
  providerDefined,
  getDescription,
  getDescriptionFromSchemaAst,
  getJsonSchema,
  getJsonSchemaFromSchemaAst,
  unsafeSecureJsonParse,
  fromInput,
  unsafeFromRecord,
  redact2 as redact,
  currentRedactedNames,
  fromInput2,
  makeUrl,
  unsafeJson,
  get,
  post,
  put,
  patch,
  del,
  head,
  options,
  setHeaders,
  get2,
  post2,
  del2,
  setHeader2 as setHeader,
  setHeaders2,
  bearerToken2 as bearerToken,
  acceptJson2 as acceptJson,
  prependUrl2 as prependUrl,
  setUrlParams2 as setUrlParams,
  bodyUnsafeJson2 as bodyUnsafeJson,
  bodyFormDataRecord2 as bodyFormDataRecord,
  infoFor,
  splitContent,
  rewriteJsonBody,
  toolResultContent,
  countsWithCachedInput,
  fromLanguageModel,
  reasoningEffort,
  thinkingBudget,
  offlineInfo,
  offline,
  layerOffline,
  layerReplay,
  layerFor
};
//# sourceMappingURL=chunk-WEJQ56AO.js.map
