import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  Defect,
  Error as Error2,
  GenericTag,
  Literal,
  Number$,
  String$,
  Tag,
  TaggedError2 as TaggedError,
  Union,
  appendedPath,
  as,
  bufferChunks,
  catchTag,
  contentText,
  entryAt,
  fail2 as fail,
  flatMap4 as flatMap,
  flatMap5 as flatMap2,
  forEach3 as forEach,
  fromChannel,
  identity,
  isObject2 as isObject,
  map5 as map,
  mark,
  match,
  millis2 as millis,
  nominal,
  of2 as of,
  optional,
  path,
  pipe,
  positionOf,
  stringify,
  succeed,
  tagged,
  tap,
  tryMap,
  try_,
  unwrapScoped,
  unwrapScoped2,
  void_3 as void_,
  withoutUndefined,
  write
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/platform/dist/esm/Error.js
var TypeId = /* @__PURE__ */ Symbol.for("@effect/platform/Error");
var TypeIdError = (typeId, tag2) => {
  class Base extends Error2 {
    _tag = tag2;
  }
  ;
  Base.prototype[typeId] = typeId;
  Base.prototype.name = tag2;
  return Base;
};
var Module = /* @__PURE__ */ Literal("Clipboard", "Command", "FileSystem", "KeyValueStore", "Path", "Stream", "Terminal");
var BadArgument = class extends (/* @__PURE__ */ TaggedError("@effect/platform/Error/BadArgument")("BadArgument", {
  module: Module,
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
    return `${this.module}.${this.method}${this.description ? `: ${this.description}` : ""}`;
  }
};
var SystemErrorReason = /* @__PURE__ */ Literal("AlreadyExists", "BadResource", "Busy", "InvalidData", "NotFound", "PermissionDenied", "TimedOut", "UnexpectedEof", "Unknown", "WouldBlock", "WriteZero");
var SystemError = class extends (/* @__PURE__ */ TaggedError("@effect/platform/Error/SystemError")("SystemError", {
  reason: SystemErrorReason,
  module: Module,
  method: String$,
  description: /* @__PURE__ */ optional(String$),
  syscall: /* @__PURE__ */ optional(String$),
  pathOrDescriptor: /* @__PURE__ */ optional(/* @__PURE__ */ Union(String$, Number$)),
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
    return `${this.reason}: ${this.module}.${this.method}${this.pathOrDescriptor !== void 0 ? ` (${this.pathOrDescriptor})` : ""}${this.description ? `: ${this.description}` : ""}`;
  }
};

// node_modules/@effect/platform/dist/esm/internal/fileSystem.js
var tag = /* @__PURE__ */ GenericTag("@effect/platform/FileSystem");
var Size = (bytes) => typeof bytes === "bigint" ? bytes : BigInt(bytes);
var bigint1024 = /* @__PURE__ */ BigInt(1024);
var bigintPiB = bigint1024 * bigint1024 * bigint1024 * bigint1024 * bigint1024;
var make = (impl) => {
  return tag.of({
    ...impl,
    exists: (path2) => pipe(impl.access(path2), as(true), catchTag("SystemError", (e) => e.reason === "NotFound" ? succeed(false) : fail(e))),
    readFileString: (path2, encoding) => tryMap(impl.readFile(path2), {
      try: (_) => new TextDecoder(encoding).decode(_),
      catch: (cause) => new BadArgument({
        module: "FileSystem",
        method: "readFileString",
        description: "invalid encoding",
        cause
      })
    }),
    stream: (path2, options) => pipe(impl.open(path2, {
      flag: "r"
    }), options?.offset ? tap((file) => file.seek(options.offset, "start")) : identity, map((file) => stream(file, options)), unwrapScoped2),
    sink: (path2, options) => pipe(impl.open(path2, {
      flag: "w",
      ...options
    }), map((file) => forEach((_) => file.writeAll(_))), unwrapScoped),
    writeFileString: (path2, data, options) => flatMap(try_({
      try: () => new TextEncoder().encode(data),
      catch: (cause) => new BadArgument({
        module: "FileSystem",
        method: "writeFileString",
        description: "could not encode string",
        cause
      })
    }), (_) => impl.writeFile(path2, _, options))
  });
};
var stream = (file, {
  bufferSize = 16,
  bytesToRead: bytesToRead_,
  chunkSize: chunkSize_ = Size(64 * 1024)
} = {}) => {
  const bytesToRead = bytesToRead_ !== void 0 ? Size(bytesToRead_) : void 0;
  const chunkSize = Size(chunkSize_);
  function loop(totalBytesRead) {
    if (bytesToRead !== void 0 && bytesToRead <= totalBytesRead) {
      return void_;
    }
    const toRead = bytesToRead !== void 0 && bytesToRead - totalBytesRead < chunkSize ? bytesToRead - totalBytesRead : chunkSize;
    return flatMap2(file.readAlloc(toRead), match({
      onNone: () => void_,
      onSome: (buf) => flatMap2(write(of(buf)), (_) => loop(totalBytesRead + BigInt(buf.length)))
    }));
  }
  return bufferChunks(fromChannel(loop(BigInt(0))), {
    capacity: bufferSize
  });
};

// node_modules/@effect/platform/dist/esm/FileSystem.js
var Size2 = Size;
var FileSystem = tag;
var make2 = make;
var FileTypeId = /* @__PURE__ */ Symbol.for("@effect/platform/FileSystem/File");
var FileDescriptor = /* @__PURE__ */ nominal();
var WatchEventCreate = /* @__PURE__ */ tagged("Create");
var WatchEventUpdate = /* @__PURE__ */ tagged("Update");
var WatchEventRemove = /* @__PURE__ */ tagged("Remove");
var WatchBackend = class extends (/* @__PURE__ */ Tag("@effect/platform/FileSystem/WatchBackend")()) {
};

// src/domain/scanner/ScannerWasm.ts
var wasmBase64 = "AGFzbQEAAAABIAVgAAF/YAV/f39/fwF/YAN/f38Bf2ABfwF/YAJ/fwF/AwkIAAAAAAECAwQEBQFwAQEBBQMBAAMGDwJ/AUGAgAELfwBBsOILCwdOBwZtZW1vcnkCAAdyZWNvcmRzAAALcmVjb3JkV29yZHMAAQptYXhSZWNvcmRzAAIHc3RvcHBlZAADBHNjYW4ABAtfX2hlYXBfYmFzZQMBCqY/CAgAQaCCgYAACwQAQSsLBQBBgAgLCwBBACgCoOKLgAAL7hAFB38BewF/A3sDf0EAIQVBACAENgKo4ouAAEEAIAA2AqTii4AAIAAgAWohBiAAIAJqIQcCQAJAIANBAXENACACIAFrIQICQANAAkAgAkEPSg0AA0ACQCAHIAZLDQBBACEFDAYLIAdBf2oiBy0AAEEKRw0ADAMLCyACQXBqIQIgB0FwaiIH/QAAAP0MCgoKCgoKCgoKCgoKCgoKCv0j/WQiBEUNAAsgByAEZ2tBH2ohBwsgB0EBaiEHCyAHLQAAIQggB0EKOgAAIAchAgJAIAYgB08NACADQQJxRSEEQQAhCQNAIAlBrAFsIQUCQAJAIARBAXFFDQBBACEKDAELAkAgBi0AAEHvAUYNAEEAIQoMAQsCQCAGLQABQbsBRg0AQQAhCgwBCyAGLQACQb8BRiICQQN0IQogBkEDQQAgAhtqIQYLIAVBoIKBgABqIQsgBiEFAkAgBi0AAEGAgIGAAGotAABBAXFFDQAgBkEBaiEFIAYtAAFBgICBgABqLQAAQQFxRQ0AA0AgBf0AAAAhDCAFQRBqIQUgDP0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgDP0MICAgICAgICAgICAgICAgIP0j/VD9ZCICQf//A0YNAAsgBSACQf//A3NoakFwaiEFC0EAIQ0gC0EANgIMAkACQCAFLQAAIgJBCkcNACAFIQJBACEDDAELAkACQCACQfsARw0AAkAgBSALQQEQhYCAgAAiAkUNAAJAIAItAAAiBEGAgIGAAGotAABBAXFFDQACQCACLQABIgRBgICBgABqLQAAQQFxDQAgAkEBaiECDAELIAJBcWohAgNAIAJBEGoiAv0AAAAiDP0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgDP0MICAgICAgICAgICAgICAgIP0j/VD9ZCIEQf//A0YNAAsgAiAEQf//A3NoaiICLQAAIQQLQQEhAyAEQf8BcUEKRg0DCyALQQA2AgwgBUFgaiEFA0AgBUEgaiEEIAVBMGohASAFQdAAaiEDIAVBwABqIgIhBSAB/QAAAP0MCgoKCgoKCgoKCgoKCgoKCiIM/SMiDiAE/QAAACAM/SMiD/1QIAL9AAAAIAz9IyIQ/VAgA/0AAAAgDP0jIgz9UP1TRQ0ACwJAIA/9ZCIFRQ0AIAIgBWhqQWBqIQIMAgsCQCAO/WQiBUUNACACIAVoakFwaiECDAILAkAgEP1kIgVFDQAgAiAFaGohAgwCCyACIAz9ZGhqQRBqIQIMAQsCQAJAIAJBGHRBGHUiEUEASA0AIBFBdWpB/wFxQQFLDQELIAVBYGohAgNAIAJBIGohASACQTBqIQMgAkHQAGohEiACQcAAaiIEIQIgA/0AAAD9DAoKCgoKCgoKCgoKCgoKCgoiDP0jIg4gAf0AAAAgDP0jIg/9UCAE/QAAACAM/SMiEP1QIBL9AAAAIAz9IyIM/VD9U0UNAAsCQAJAIA/9ZCICRQ0AIAQgAmhqQWBqIQIMAQsCQCAO/WQiAkUNACAEIAJoakFwaiECDAELAkAgEP1kIgJFDQAgBCACaGohAgwBCyAEIAz9ZGhqQRBqIQILAkAgBSACSQ0AQQAhAwwDCwNAQQEhBAJAIBFB/wFxIgFBd2pBBUkNACABQSBGDQAgAiAFayESAkAgAUHCAUcNACASQQJIDQBBAiEEIAUtAAFBoAFGDQELQQIhAyASQQNIDQQgBS0AAiERIAUtAAEhEkEDIQQCQCABQeEBRw0AIBJB/wFxQZoBRw0AIBFB/wFxQYABRg0BCwJAIAFB4gFHIhMNACASQf8BcUGAAUcNACARQRh0QRh1IgFBi39IDQEgAUH/AXFB2H5qIgFBB0sNBUEBIAF0QYMBcQ0BDAULAkAgEw0AIBJB/wFxQYEBRw0AIBFB/wFxQZ8BRg0BCwJAIAFB4wFHDQAgEkH/AXFBgAFHDQAgEUH/AXFBgAFGDQELIAFB7wFHDQQgEkH/AXFBuwFHDQQgEUH/AXFBvwFHDQQLAkAgBSAEaiIFIAJPDQAgBS0AACERDAELC0EAIQMMAgsCQCAFEIaAgIAAIgJFDQACQCACLQAAIgRBgICBgABqLQAAQQFxRQ0AAkAgAi0AASIEQYCAgYAAai0AAEEBcQ0AIAJBAWohAgwBCyACQXFqIQIDQCACQRBqIgL9AAAAIgz9DPv7+/v7+/v7+/v7+/v7+/v9Tv0MCQkJCQkJCQkJCQkJCQkJCf0jIAz9DCAgICAgICAgICAgICAgICD9I/1Q/WQiBEH//wNGDQALIAIgBEH//wNzaGoiAi0AACEEC0EDIQMgBEH/AXFBCkYNAgsgBUFgaiEFA0AgBUEgaiEEIAVBMGohASAFQdAAaiEDIAVBwABqIgIhBSAB/QAAAP0MCgoKCgoKCgoKCgoKCgoKCiIM/SMiDiAE/QAAACAM/SMiD/1QIAL9AAAAIAz9IyIQ/VAgA/0AAAAgDP0jIgz9UP1TRQ0ACwJAIA/9ZCIFRQ0AIAIgBWhqQWBqIQIMAQsCQCAO/WQiBUUNACACIAVoakFwaiECDAELAkAgEP1kIgVFDQAgAiAFaGohAgwBCyACIAz9ZGhqQRBqIQILQQIhAwsCQCACIAZNDQAgAkF/ai0AAEENRiENCyALIAJBACgCpOKLgAAiBWs2AgggCyAGIAVrNgIAIAsgAiANIAVqazYCBCALIAsoAgwgDUECdCADciAKcnI2AgxBASEEIAlBAWohBQJAIAJBAWoiBiAHTw0AIAlB/wdJIQIgBSEJIAINAQsLIAYgByAGIAdJGyECCyAHIAg6AAAgAiAAayEBC0EAIAE2AqDii4AAIAULkhUHAn8BewN/A3sDfwF+AX8jgICAgABBIGsiAySAgICAAAJAAkAgAC0AASIEQYCAgYAAai0AAEEBcQ0AIABBAWohAAwBCwJAIAAtAAIiBEGAgIGAAGotAABBAXENACAAQQJqIQAMAQsgAEFyaiEAA0AgAEEQaiIA/QAAACIF/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAF/QwgICAgICAgICAgICAgICAg/SP9UP1kIgRB//8DRg0ACyAAIARB//8Dc2hqIgAtAAAhBAsCQAJAIARB/wFxIgRB/QBGDQBBACEGIARBIkcNAUGAgoGAAEGLgoGAACACGyEHIAFBEGohCANAIANBADYCDCAAQQFqIQQCQAJAAkACQAJAIAD9AAABIgX9DAICAgICAgICAgICAgICAgIiCf1R/QwhISEhISEhISEhISEhISEhIgr9JiAF/QxcXFxcXFxcXFxcXFxcXFxcIgv9I/1Q/WQiAkUNACAEIAJoaiIMLQAAIgJBIkYNASACQdwARg0AQQAhBgwHCwJAIAQgA0EMahCHgICAACIMDQBBACEGDAcLIAMoAgxFDQBBfyENIAQgDE8NAUEAIQADQAJAAkAgBC0AACICQdwARw0AQQghAkECIQYCQAJAAkACQAJAIAQtAAEiDkGef2oOFAYBAQECAQEBAQEBAQMBAQEEAQEAAQsgBC0AAyICQdD//wdqIAJBIHJBqf//B2ogAkE6SRtBCHQgBC0AAiICQdD/P2ogAkEgckGp/z9qIAJBOkkbQQx0ciAELQAEIgJB0P///wBqIAJBIHJBqf///wBqIAJBOkkbQQR0ciAELQAFIgJBUGogAkEgckGpf2ogAkE6SRtyIQJBBiEGDAULQQkgDiAOQfQARhshAgwEC0EMIQIMAwtBCiECDAILQQ0hAgwBC0EBIQYLIAJB/wBLDQIgAEEKRg0CIANBEGogAGogAjoAACAAQQFqIQAgBCAGaiIEIAxJDQALAkACQAJAAkACQAJAAkAgAEF+ag4JAAgBAggDBAUGCAtBAUF/IAMvARBB6cgBRhshDQwHCwJAIAMoAhAiAEHuwrWrBkYNAEEAIQ0gAEH08sGrBkYNB0EKQX8gAEHy3rGrBkYbIQ0MBwtBBiENDAYLIAMoAhBB7MKJqwZHDQVBBUF/IAMtABRB7ABGGyENDAULQQhBCUF/IAMoABMiAEH0yrmjB0YbQX8gAygCECIEQePeuaMHRhsiAiAAQfPCnasGRhsgAiAEQe3KzZsHRhshDQwEC0ECQQRBfyADKQMQIg9C9MLJu9aM3aTkAFEbIA9C8MLJq+aN3aTkAFEbIQ0MAwsgAykDEEL00rWrto7dsO0AUg0CQQNBfyADLQAYQfAARhshDQwCCyADKQMQQuPqzaP3rZuq+QBSDQFBB0F/IAMvARhB8MoBRhshDQwBC0F/IQICQAJAAkACQAJAAkACQAJAIAwgBGtBfmoOCQAKAQIKAwQFBgoLQQEhBiAELwAAQenIAUYNCAwJCyAEKAAAIgBB8t6xqwZGDQUCQCAAQfTywasGRw0AQQAhBgwICyAAQe7CtasGRw0IQQYhBgwHCyAEKAAAQezCiasGRw0HQQUhBiAALQAFQewARg0GDAcLQQlBfyAAKAAEIgRB9Mq5owdGG0F/IAAoAAEiAEHj3rmjB0YbIQ0gAEHtys2bB0cNBEEIIQYgBEHzwp2rBkYNBQwEC0ECIQYgBCkAACIPQvDCyavmjd2k5ABRDQRBBEF/IA9C9MLJu9aM3aTkAFEbIQ0MAwsgBCkAAEL00rWrto7dsO0AUg0EQQMhBiAALQAJQfAARg0DDAQLIAQpAABC4+rNo/etm6r5AFINA0EHIQYgAC8ACUHwygFGDQIMAwtBCiEGDAELAkAgDUEASA0AIA0hBgwBC0F/IQIMAQsgByAGaiwAACECCwJAAkAgDC0AASIEQYCAgYAAai0AAEEBcQ0AIAxBAWohAAwBCwJAIAwtAAIiBEGAgIGAAGotAABBAXENACAMQQJqIQAMAQsgDEFyaiEAA0AgAEEQaiIA/QAAACIF/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAF/QwgICAgICAgICAgICAgICAg/SP9UP1kIgRB//8DRg0ACyAAIARB//8Dc2hqIgAtAAAhBAtBACEGIARB/wFxQTpHDQICQAJAIAAtAAEiDEGAgIGAAGotAABBAXENACAAQQFqIQAMAQsCQCAALQACIgxBgICBgABqLQAAQQFxDQAgAEECaiEADAELIABBcmohAANAIABBEGoiAP0AAAAiBf0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBf0MICAgICAgICAgICAgICAgIP0j/VD9ZCIEQf//A0YNAAsgACAEQf//A3NoaiIALQAAIQwLIANBADYCDAJAAkACQAJAAkAgAkEIRw0AIAEgASgCDEH///+Pf3E2AgwgDEH/AXEiBEEiRg0BIARB+wBHDQIgACABQQAQhYCAgAAhBAwDCyAMQf8BcUEiRw0BCyAAQQFqIQQCQCAA/QAAASIFIAn9USAK/SYgBSAL/SP9UP1kIg5FDQAgBCAOaGoiDS0AACIOQdwARg0AIA5BIkcNBiANQQFqIQQMAwsgBCADQQxqEIeAgIAAIgRFDQUgBEEBaiEEDAILIAAQhoCAgAAhBAsgBEUNAwsCQCACQQBIDQACQAJAAkACQAJAAkACQAJAIAxB/wFxIg5BpX9qDiEBBQUFBQUFBQUFBQMFBQUFBQUFAgUFBQUFAwUFBQUFBQAEC0EFIQ0MBQtBBiENDAQLQQIhDQwDC0EEIQ0MAgtBASEMQQEhDSAOQSJGDQILQQMhDQtBACEMCyAIIAJBDGxqIg4gBCAMQQAoAqTii4AAIhBqazYCCCAOIAMoAgxBCHQgDXI2AgAgDiAMIABqIBBrNgIEIAEgASgCDEEBIAJBEGp0cjYCDAsCQCAELQAAIgBBgICBgABqLQAAQQFxRQ0AAkAgBC0AASIAQYCAgYAAai0AAEEBcQ0AIARBAWohBAwBCyAEQXFqIQADQCAAQRBqIgD9AAAAIgX9DPv7+/v7+/v7+/v7+/v7+/v9Tv0MCQkJCQkJCQkJCQkJCQkJCf0jIAX9DCAgICAgICAgICAgICAgICD9I/1Q/WQiBEH//wNGDQALIAAgBEH//wNzaGoiBC0AACEACwJAIABB/wFxIgBBLEYNACAAQf0ARw0DIARBAWohBgwDCwJAAkAgBC0AAUGAgIGAAGotAABBAXENACAEQQFqIQAMAQsgBEECaiEAIAQtAAJBgICBgABqLQAAQQFxRQ0AA0AgAP0AAAAhBSAAQRBqIQAgBf0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBf0MICAgICAgICAgICAgICAgIP0j/VD9ZCIEQf//A0YNAAsgACAEQf//A3NoakFwaiEACyAALQAAQSJGDQALQQAhBgwBCyAAQQFqIQYLIANBIGokgICAgAAgBgvLFQMFfwF7AX8jgICAgABBEGsiASSAgICAAEEAKAKo4ouAACECQQAhAwJAA0BBACEEAkADQAJAAkACQAJAAkACQCAALQAAIgVBpX9qDiECBAQEBAQEBAQEBAMEBAQEBAQEAwQEBAQEAwQEBAQEBAEACyAFQSJHDQMgAUEANgIEIABBAWohBQJAIAD9AAABIgb9DAICAgICAgICAgICAgICAgL9Uf0MISEhISEhISEhISEhISEhIf0mIAb9DFxcXFxcXFxcXFxcXFxcXFz9I/1Q/WQiAEUNACAFIABoaiIALQAAIgdB3ABGDQAgB0EiRw0HIABBAWohBQwFCyAFIAFBBGoQh4CAgAAiBUUNBiAFQQFqIQUMBAsgAiADQQN2aiIFIAUtAABBfiADQQdxd3E6AAACQAJAIAAtAAEiBUGAgIGAAGotAABBAXENACAAQQFqIQAMAQsCQCAALQACIgVBgICBgABqLQAAQQFxDQAgAEECaiEADAELIABBcmohBQNAIAVBEGoiBf0AAAAiBv0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBv0MICAgICAgICAgICAgICAgIP0j/VD9ZCIAQf//A0YNAAsgBSAAQf//A3NoaiIALQAAIQULAkAgBUH/AXEiBEH9AEYNAEEAIQUgBEEiRw0IIAFBADYCCCAAQQFqIQQCQAJAIAD9AAABIgb9DAICAgICAgICAgICAgICAgL9Uf0MISEhISEhISEhISEhISEhIf0mIAb9DFxcXFxcXFxcXFxcXFxcXFz9I/1Q/WQiAEUNACAEIABoaiIALQAAIgdBIkYNASAHQdwARw0KCyAEIAFBCGoQh4CAgAAiAEUNCQsCQAJAIAAtAAEiB0GAgIGAAGotAABBAXENACAAQQFqIQQMAQsCQCAALQACIgdBgICBgABqLQAAQQFxDQAgAEECaiEEDAELIABBcmohAANAIABBEGoiAP0AAAAiBv0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBv0MICAgICAgICAgICAgICAgIP0j/VD9ZCIEQf//A0YNAAsgACAEQf//A3NoaiIELQAAIQcLIAdB/wFxQTpHDQgCQCAELQABQYCAgYAAai0AAEEBcQ0AIARBAWohACADQQFqIQMMCAsgBEECaiEAAkAgBC0AAkGAgIGAAGotAABBAXFFDQADQCAA/QAAACEGIABBEGohACAG/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAG/QwgICAgICAgICAgICAgICAg/SP9UP1kIgVB//8DRg0ACyAAIAVB//8Dc2hqQXBqIQALIANBAWohAwwHCwJAIAMNAEEAIQQgAEEBaiEFDAQLIAIgA0F/aiIFQQN2ai0AACAFQQdxdkEBcSEEIABBAWohBQwDCyACIANBA3ZqIgUgBS0AAEEBIANBB3F0cjoAAAJAAkAgAC0AASIFQYCAgYAAai0AAEEBcQ0AIABBAWohAAwBCwJAIAAtAAIiBUGAgIGAAGotAABBAXENACAAQQJqIQAMAQsgAEFyaiEFA0AgBUEQaiIF/QAAACIG/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAG/QwgICAgICAgICAgICAgICAg/SP9UP1kIgBB//8DRg0ACyAFIABB//8Dc2hqIgAtAAAhBQsCQCAFQf8BcUHdAEYNAEEBIQQgA0EBaiEDDAQLAkAgAw0AQQAhBCAAQQFqIQUMAwsgAiADQX9qIgVBA3ZqLQAAIAVBB3F2QQFxIQQgAEEBaiEFDAILAkACQCAAKAAAIgdB9OTVqwZGDQBBACEFIAdB5sKxmwdGDQEgB0Hu6rHjBkcNBwsgAEEEaiEFDAILIAAtAARB5QBHDQUgAEEFaiEFDAELAkACQCAAIAVBLUZqIgAtAAAiBUEwRw0AIABBAWohBSAALQABIQAMAQsgBUGAgIGAAGotAABBAnFFDQMgACEFA0AgBUEBaiIFLQAAIgBBgICBgABqLQAAQQJxDQALCwJAIABB/wFxQS5HDQAgBS0AAUGAgIGAAGotAABBAnFFDQMgBUEBaiEFA0AgBUEBaiIFLQAAIgBBgICBgABqLQAAQQJxDQALCyAAQd8BcUHFAEcNACAFQQFqIQACQAJAIAUtAAEiB0FVag4DAAEAAQsgBUECaiEAIAUtAAIhBwsgB0H/AXFBgICBgABqLQAAQQJxRQ0CA0AgAEEBaiIALQAAQYCAgYAAai0AAEECcQ0ACyAAIQULIANFDQMDQAJAIAUtAAAiAEGAgIGAAGotAABBAXFFDQACQCAFLQABIgBBgICBgABqLQAAQQFxDQAgBUEBaiEFDAELIAVBcWohBQNAIAVBEGoiBf0AAAAiBv0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBv0MICAgICAgICAgICAgICAgIP0j/VD9ZCIAQf//A0YNAAsgBSAAQf//A3NoaiIFLQAAIQALAkAgAEH/AXEiAEEsRw0AAkACQCAFLQABQYCAgYAAai0AAEEBcQ0AIAVBAWohAAwBCyAFQQJqIQAgBS0AAkGAgIGAAGotAABBAXFFDQADQCAA/QAAACEGIABBEGohACAG/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAG/QwgICAgICAgICAgICAgICAg/SP9UP1kIgVB//8DRg0ACyAAIAVB//8Dc2hqQXBqIQALIAQNAkEAIQUgAC0AAEEiRw0FIAFBADYCDCAAQQFqIQQCQAJAIAD9AAABIgb9DAICAgICAgICAgICAgICAgL9Uf0MISEhISEhISEhISEhISEhIf0mIAb9DFxcXFxcXFxcXFxcXFxcXFz9I/1Q/WQiAEUNACAEIABoaiIALQAAIgdBIkYNASAHQdwARw0HCyAEIAFBDGoQh4CAgAAiAEUNBgsCQAJAIAAtAAEiB0GAgIGAAGotAABBAXENACAAQQFqIQQMAQsCQCAALQACIgdBgICBgABqLQAAQQFxDQAgAEECaiEEDAELIABBcmohAANAIABBEGoiAP0AAAAiBv0M+/v7+/v7+/v7+/v7+/v7+/1O/QwJCQkJCQkJCQkJCQkJCQkJ/SMgBv0MICAgICAgICAgICAgICAgIP0j/VD9ZCIEQf//A0YNAAsgACAEQf//A3NoaiIELQAAIQcLIAdB/wFxQTpHDQUCQCAELQABQYCAgYAAai0AAEEBcQ0AIARBAWohAAwFCyAEQQJqIQAgBC0AAkGAgIGAAGotAABBAXFFDQQDQCAA/QAAACEGIABBEGohACAG/Qz7+/v7+/v7+/v7+/v7+/v7/U79DAkJCQkJCQkJCQkJCQkJCQn9IyAG/QwgICAgICAgICAgICAgICAg/SP9UP1kIgVB//8DRg0ACyAAIAVB//8Dc2hqQXBqIQAMBAtB3QBB/QAgBBsgAEcNAgJAIANBf2oiAA0AIAVBAWohBQwFCyACIANBfmoiA0EDdmotAAAgA0EHcXZBAXEhBCAFQQFqIQUgACEDDAALCwsLQQAhBQsgAUEQaiSAgICAACAFC7IDAwR7AX4EfwJAA0ACQCAA/QAAECIC/QwCAgICAgICAgICAgICAgICIgP9Uf0MISEhISEhISEhISEhISEhISIE/SYgAv0MXFxcXFxcXFxcXFxcXFxcXCIF/SP9UP1krUIQhiAA/QAAACICIAP9USAE/SYgAiAF/SP9UP1krYQgAP0AACAiAiAD/VEgBP0mIAIgBf0j/VD9ZK1CIIaEIAD9AAAwIgIgA/1RIAT9JiACIAX9I/1Q/WStQjCGhCIGUA0AA0ACQAJAAkACQCAAIAZ6pyIHaiIILQAAIglB3ABGDQAgCCEKIAlBIkYNAQwHCyABQQE2AgAgCC0AASIKQfUARw0BQQAhCiAILQACQYCAgYAAai0AAEEEcUUNACAILQADQYCAgYAAai0AAEEEcUUNACAILQAEQYCAgYAAai0AAEEEcUUNAEEGIQkgCC0ABUGAgIGAAGotAABBBHENAgsgCg8LQQIhCSAKQYCAgYAAai0AAEEIcUUNBAsCQCAJIAdqIghBP00NACAAIAhqIQAMAwtCfyAIrYYgBoMiBkIAUg0ACwsgAEHAAGohAAwACwtBAAsLnwIBAEGAgAELlgIAAAAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAEACAAAAAAAAAAAAAAAAAgGBgYGBgYGBgYGAAAAAAAAAAQEBAQEBAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAABAwEBAQMAAAAAAAAAAgAAAAIAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAECAwQFBgcIDP////8L//////8KCQCQAQRuYW1lAWkIAA9yZWNvcmRzX2FkZHJlc3MBDHJlY29yZF93b3JkcwILbWF4X3JlY29yZHMDCnN0b3BwZWRfYXQEBHNjYW4FDHBhcnNlX29iamVjdAYJdmFsdWVfZW5kBw9zdHJpbmdfZW5kX2xvbmcHEgEAD19fc3RhY2tfcG9pbnRlcgkKAQAHLnJvZGF0YQAtCXByb2R1Y2VycwEMcHJvY2Vzc2VkLWJ5AQxEZWJpYW4gY2xhbmcGMTQuMC42ABoPdGFyZ2V0X2ZlYXR1cmVzASsHc2ltZDEyOA==";

// src/domain/Scanner.ts
var Kind = {
  Absent: 0,
  String: 1,
  Null: 2,
  Number: 3,
  Boolean: 4,
  Object: 5,
  Array: 6
};
var Status = {
  /** Empty, or white space only. */
  Blank: 0,
  /** A JSON object. */
  Object: 1,
  /** Not valid JSON. */
  Malformed: 2,
  /** Valid JSON, but not an object. */
  NotObject: 3
};
var Field = {
  type: 0,
  id: 1,
  parentId: 2,
  timestamp: 3,
  targetId: 4,
  label: 5,
  name: 6,
  customType: 7,
  message: 8,
  /** `message.role` */
  role: 9,
  /** `message.content` */
  content: 10,
  /** `message.timestamp` */
  messageTimestamp: 11,
  /** the top-level `content` (custom messages) */
  entryContent: 12
};
var FIELD_COUNT = 13;
var Line = class {
  /** The buffer holding the line. */
  bytes = new Uint8Array(0);
  /** The line's first byte (after a byte-order mark, on a file's first line). */
  start = 0;
  /** Just past the line's last byte, before a CR that ends it. */
  end = 0;
  /** Where the line's LF is, or `end` (+1 for a CR) for a last line without one. */
  newline = 0;
  /** The line ended with an LF (false only for a last line without one). */
  lf = true;
  /** The line ended with CR before its LF (or before the end of the input). */
  cr = false;
  /** A byte-order mark was skipped at the start of the line. */
  bom = false;
  status = Status.Blank;
  kinds = new Uint8Array(FIELD_COUNT);
  /** Start of each captured value (a string's first byte after the quote). */
  from = new Int32Array(FIELD_COUNT);
  /** End of each captured value (a string's closing quote). */
  to = new Int32Array(FIELD_COUNT);
  /** 1 when a captured string holds backslash escapes. */
  escaped = new Uint8Array(FIELD_COUNT);
  kind(field) {
    return this.kinds[field];
  }
  /** The decoded value of a captured string field; undefined for any other kind. */
  string(field) {
    if (this.kinds[field] !== Kind.String) return void 0;
    const from = this.from[field];
    const to = this.to[field];
    if (this.escaped[field] === 0) return decodeUtf8(this.bytes, from, to);
    return JSON.parse(decodeUtf8(this.bytes, from - 1, to + 1));
  }
  /** `Date.parse` of a captured string field (`Json.millis`): NaN for anything else. */
  millis(field) {
    if (this.kinds[field] !== Kind.String) return Number.NaN;
    if (this.escaped[field] === 1) return Date.parse(this.string(field));
    return isoMillis(this.bytes, this.from[field], this.to[field]);
  }
  /** The bytes of a captured value (a string's without its quotes). */
  span(field) {
    return this.bytes.subarray(this.from[field], this.to[field]);
  }
  /** The line's text, as the readers decode it. */
  text() {
    return decodeUtf8(this.bytes, this.start, this.end);
  }
};
var digits = (b, from, n) => {
  let v = 0;
  for (let i = from; i < from + n; i++) {
    const c = b[i] - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
};
var isoMillis = (b, from, to) => {
  if (to - from === 24 && b[from + 4] === 45 && b[from + 7] === 45 && b[from + 10] === 84 && b[from + 13] === 58 && b[from + 16] === 58 && b[from + 19] === 46 && b[from + 23] === 90) {
    const year = digits(b, from, 4);
    const month = digits(b, from + 5, 2);
    const day = digits(b, from + 8, 2);
    const hour = digits(b, from + 11, 2);
    const minute = digits(b, from + 14, 2);
    const second = digits(b, from + 17, 2);
    const ms = digits(b, from + 20, 3);
    if (year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59 && ms >= 0) {
      return Date.UTC(year, month - 1, day, hour, minute, second, ms);
    }
  }
  return Date.parse(decodeUtf8(b, from, to));
};
var utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
var decodeUtf8 = (bytes, from, to) => {
  const length = to - from;
  if (length <= 32) {
    let ascii = true;
    for (let i = from; i < to; i++) {
      if (bytes[i] >= 128) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      let out = "";
      for (let i = from; i < to; i++) out += String.fromCharCode(bytes[i]);
      return out;
    }
  }
  return utf8.decode(bytes.subarray(from, to));
};
var stack = new Uint8Array(64);
var PAGE = 65536;
var SLACK = 64;
var WINDOW = 1 << 20;
var compiled;
var decodeBase64 = (text) => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};
var Engine = class {
  x;
  recordWords;
  maxRecords;
  records;
  bufferAt;
  capacity = 0;
  stackAt;
  words;
  view;
  constructor() {
    compiled ??= new WebAssembly.Module(decodeBase64(wasmBase64));
    this.x = new WebAssembly.Instance(compiled, {}).exports;
    this.recordWords = this.x.recordWords();
    this.maxRecords = this.x.maxRecords();
    this.records = this.x.records() >> 2;
    this.bufferAt = Math.ceil(this.x.__heap_base.value / SLACK) * SLACK;
    this.stackAt = this.bufferAt;
    this.words = new Int32Array(this.x.memory.buffer);
    this.view = new Uint8Array(this.x.memory.buffer, this.bufferAt, 0);
  }
  /** Makes the buffer hold at least `size` bytes, keeping its contents. */
  reserve(size) {
    if (size <= this.capacity) return;
    const capacity = Math.max(size, this.capacity * 2);
    const memory = this.x.memory;
    const stackAt = this.bufferAt + capacity + SLACK;
    const needed = stackAt + Math.ceil(capacity / 8) + 8;
    if (needed > memory.buffer.byteLength) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE));
    this.capacity = capacity;
    this.stackAt = stackAt;
    this.words = new Int32Array(memory.buffer);
    this.view = new Uint8Array(memory.buffer, this.bufferAt, capacity);
  }
  /** Whether `bytes[0, end)` lies in the buffer. */
  holds(bytes, end) {
    return bytes.buffer === this.x.memory.buffer && bytes.byteOffset >= this.bufferAt && bytes.byteOffset + end <= this.bufferAt + this.capacity;
  }
  /**
   * Scans [at, end) of the input at `origin` in memory, reporting each line in `line` with
   * offsets moved by `shift` (into the indexes of `line.bytes`). Returns where it stopped.
   */
  run(origin, at, end, shift, final, fileStart, line, onLine) {
    const { x, words, records, recordWords, maxRecords } = this;
    let flags = (final ? 1 : 0) | (fileStart ? 2 : 0);
    for (; ; ) {
      const count = x.scan(origin, at, end, flags, this.stackAt);
      const stopped = x.stopped();
      for (let k = 0; k < count; k++) {
        const r = records + k * recordWords;
        const bits = words[r + 3];
        line.start = words[r] + shift;
        line.end = words[r + 1] + shift;
        const newline = words[r + 2];
        line.newline = newline + shift;
        line.lf = newline < end;
        line.status = bits & 3;
        line.cr = (bits & 4) !== 0;
        line.bom = (bits & 8) !== 0;
        line.kinds.fill(0);
        for (let present = bits >>> 16; present !== 0; present &= present - 1) {
          const field = 31 - Math.clz32(present & -present);
          const f = r + 4 + 3 * field;
          const kind = words[f];
          line.kinds[field] = kind & 255;
          line.escaped[field] = kind >>> 8;
          line.from[field] = words[f + 1] + shift;
          line.to[field] = words[f + 2] + shift;
        }
        onLine(line);
      }
      if (count < maxRecords || stopped >= end) return stopped;
      at = stopped;
      flags &= 1;
    }
  }
};
var wasm = () => {
  const own = new Engine();
  let copies;
  let busy = false;
  const line = new Line();
  const enter = () => {
    if (busy) throw new Error("Scanner: called again from inside its own onLine");
  };
  return {
    buffer: (size) => {
      enter();
      own.reserve(size);
      return own.view;
    },
    scan: (bytes, start, end, options, onLine) => {
      enter();
      if (start >= end) return Math.min(start, end);
      line.bytes = bytes;
      busy = true;
      try {
        if (own.holds(bytes, end)) return own.run(bytes.byteOffset, start, end, 0, options.final, options.fileStart, line, onLine);
        const engine = copies ??= new Engine();
        let at = start;
        let window = WINDOW;
        for (; ; ) {
          const size = Math.min(window, end - at);
          const last = at + size === end;
          engine.reserve(size);
          engine.view.set(bytes.subarray(at, at + size));
          const final = last && options.final;
          const stopped = engine.run(engine.bufferAt, 0, size, at, final, options.fileStart && at === start, line, onLine);
          if (last) return at + stopped;
          if (stopped === 0) window *= 2;
          at += stopped;
        }
      } finally {
        busy = false;
      }
    }
  };
};
var make3 = () => wasm();

// src/domain/Context.ts
var COMPACTION_SUMMARY_PREFIX = "The conversation history before this point was compacted into the following summary:\n\n<summary>\n";
var COMPACTION_SUMMARY_SUFFIX = "\n</summary>";
var BRANCH_SUMMARY_PREFIX = "The following is a summary of a branch that this conversation came back from:\n\n<summary>\n";
var BRANCH_SUMMARY_SUFFIX = "</summary>";
var messageOf = (entry) => {
  const message = entry.value.message;
  return isObject(message) ? message : void 0;
};
var isSystemMessage = (entry) => entry.type === "message" && entry.role === "system";
var contextEntries = (path2) => {
  let k = -1;
  for (let i = path2.length - 1; i >= 0; i--) {
    if (path2[i].type === "compaction") {
      k = i;
      break;
    }
  }
  if (k < 0) return path2;
  const compaction = path2[k];
  const firstKept = compaction.value.firstKeptEntryId;
  const out = [compaction];
  let keeping = false;
  for (let i = 0; i < k; i++) {
    const entry = path2[i];
    if (!keeping && entry.id === firstKept) keeping = true;
    if (keeping && !isSystemMessage(entry)) out.push(entry);
  }
  for (let i = k + 1; i < path2.length; i++) out.push(path2[i]);
  return out;
};
var entryMessages = (entry) => {
  switch (entry.type) {
    case "message": {
      const message = messageOf(entry);
      if (message === void 0) return [];
      const role = message.role;
      if (role === "system" && (message.content === null || message.content === void 0)) {
        return [{ ...message, content: "" }];
      }
      if ((role === "user" || role === "assistant" || role === "toolResult") && (message.content === null || message.content === void 0)) {
        return [{ ...message, content: [] }];
      }
      return [message];
    }
    case "custom_message": {
      const v = entry.value;
      return [
        withoutUndefined({
          role: "custom",
          customType: v.customType,
          content: v.content ?? [],
          display: v.display,
          details: v.details,
          timestamp: millis(v.timestamp)
        })
      ];
    }
    case "branch_summary": {
      const v = entry.value;
      if (!v.summary) return [];
      return [withoutUndefined({ role: "branchSummary", summary: v.summary, fromId: v.fromId, timestamp: millis(v.timestamp) })];
    }
    case "compaction": {
      const v = entry.value;
      const summary = withoutUndefined({
        role: "compactionSummary",
        summary: v.summary,
        tokensBefore: v.tokensBefore,
        timestamp: millis(v.timestamp)
      });
      return isObject(v.systemMessage) ? [v.systemMessage, summary] : [summary];
    }
    default:
      return [];
  }
};
var EDITABLE_ROLES = /* @__PURE__ */ new Set(["user", "assistant", "toolResult", "custom"]);
var applyEdit = (message, replacement) => {
  const role = message.role;
  if (typeof role !== "string" || !EDITABLE_ROLES.has(role)) return message;
  const content = replacement.content;
  if (content === void 0) return message;
  return {
    ...message,
    content: (role === "assistant" || role === "toolResult") && typeof content === "string" ? [{ type: "text", text: content }] : content
  };
};
var settings = (path2) => {
  let thinkingLevel = "off";
  let model = null;
  for (const entry of path2) {
    if (entry.type === "thinking_level_change") {
      thinkingLevel = entry.value.thinkingLevel ?? null;
    } else if (entry.type === "model_change") {
      model = { provider: entry.value.provider, modelId: entry.value.modelId };
    } else if (entry.type === "message" && entry.role === "assistant") {
      const message = messageOf(entry);
      model = { provider: message.provider, modelId: message.model };
    }
  }
  return { thinkingLevel, model };
};
var projectPath = (path2) => {
  const { model, thinkingLevel } = settings(path2);
  const ctx = contextEntries(path2);
  const edits = editsOf(ctx);
  const entries = [];
  const messages = [];
  for (let i = 0; i < ctx.length; i++) {
    const entry = ctx[i];
    let contributed = entry.type === "compaction" && i > 0 ? [] : entryMessages(entry);
    if (contributed.length > 0 && entry.id !== void 0 && edits.has(entry.id)) {
      const replacement = edits.get(entry.id);
      if (replacement === null) contributed = [];
      else if (isObject(replacement)) contributed = contributed.map((m) => applyEdit(m, replacement));
    }
    entries.push({ entry, messages: contributed });
    messages.push(...contributed);
  }
  return { entries, messages, thinkingLevel, model };
};
function* encode(tree, leafId) {
  const path2 = path(tree, leafId);
  let thinkingLevel = "off";
  let model = null;
  let thinkingFound = false;
  let modelFound = false;
  for (let i = path2.length - 1; i >= 0 && !(thinkingFound && modelFound); i--) {
    const entry = path2[i];
    if (!thinkingFound && entry.type === "thinking_level_change") {
      thinkingLevel = entry.value.thinkingLevel ?? null;
      thinkingFound = true;
    } else if (!modelFound && entry.type === "model_change") {
      model = { provider: entry.value.provider, modelId: entry.value.modelId };
      modelFound = true;
    } else if (!modelFound && entry.type === "message" && entry.role === "assistant") {
      const message = messageOf(entry);
      model = { provider: message.provider, modelId: message.model };
      modelFound = true;
    }
  }
  const ctx = contextEntries(path2);
  const edits = editsOf(ctx);
  const scanner = make3();
  yield '{"messages":[';
  let first = true;
  for (let i = 0; i < ctx.length; i++) {
    const entry = ctx[i];
    if (entry.type === "compaction" && i > 0) continue;
    if (entry.type === "message" && !(entry.id !== void 0 && edits.has(entry.id))) {
      const stored = storedMessage(scanner, entry);
      if (stored !== void 0) {
        if (!first) yield ",";
        first = false;
        yield stored;
        continue;
      }
    }
    let contributed = entryMessages(entry);
    if (contributed.length > 0 && entry.id !== void 0 && edits.has(entry.id)) {
      const replacement = edits.get(entry.id);
      if (replacement === null) contributed = [];
      else if (isObject(replacement)) contributed = contributed.map((m) => applyEdit(m, replacement));
    }
    for (const message of contributed) {
      yield first ? stringify(message) : `,${stringify(message)}`;
      first = false;
    }
  }
  yield `],"thinkingLevel":${stringify(thinkingLevel)},"model":${stringify(model)}}`;
}
var storedMessage = (scanner, entry) => {
  const bytes = entry.bytes();
  let found;
  scanner.scan(bytes, 0, bytes.length, { final: true, fileStart: false }, (line) => {
    if (line.status !== Status.Object || line.kinds[Field.message] !== Kind.Object) return;
    const content = line.kinds[Field.content];
    if (content === Kind.Absent || content === Kind.Null) {
      const role = line.kinds[Field.role] === Kind.String ? line.string(Field.role) : void 0;
      if (role === "system" || role === "user" || role === "assistant" || role === "toolResult") return;
    }
    found = line.span(Field.message);
  });
  return found;
};
var memos = /* @__PURE__ */ new WeakMap();
var projection = (tree, leafId) => {
  const memo = memos.get(tree.columns);
  const leaf = leafId === null ? -1 : positionOf(tree, leafId);
  if (memo !== void 0) {
    const added = appendedPath(tree, memo.mark, leaf);
    if (added !== void 0) {
      const extended = extend(tree, memo, added);
      if (extended !== void 0) {
        memos.set(tree.columns, { mark: mark(tree, leafId), projection: extended, edits: memo.edits });
        return extended;
      }
    }
  }
  const path2 = path(tree, leafId);
  const result = projectPath(path2);
  memos.set(tree.columns, { mark: mark(tree, leafId), projection: result, edits: editsOf(contextEntries(path2)) });
  return result;
};
var editsOf = (ctx) => {
  const edits = /* @__PURE__ */ new Map();
  for (const entry of ctx) {
    if (entry.type === "context_edit") {
      const target = entry.value.targetId;
      if (typeof target === "string") edits.set(target, entry.value.replacement);
    }
  }
  return edits;
};
var extend = (tree, memo, added) => {
  const entries = [...memo.projection.entries];
  const messages = [...memo.projection.messages];
  let { model, thinkingLevel } = memo.projection;
  for (const position of added) {
    const entry = entryAt(tree, position);
    if (entry.type === "compaction" || entry.type === "context_edit") return void 0;
    if (entry.type === "thinking_level_change") thinkingLevel = entry.value.thinkingLevel ?? null;
    else if (entry.type === "model_change") model = { provider: entry.value.provider, modelId: entry.value.modelId };
    else if (entry.type === "message" && entry.role === "assistant") {
      const message = messageOf(entry);
      model = { provider: message.provider, modelId: message.model };
    }
    let contributed = entryMessages(entry);
    if (contributed.length > 0 && entry.id !== void 0 && memo.edits.has(entry.id)) {
      const replacement = memo.edits.get(entry.id);
      if (replacement === null) contributed = [];
      else if (isObject(replacement)) contributed = contributed.map((m) => applyEdit(m, replacement));
    }
    entries.push({ entry, messages: contributed });
    for (const message of contributed) messages.push(message);
  }
  return { entries, messages, thinkingLevel, model };
};
var build = (tree, leafId) => {
  const { messages, model, thinkingLevel } = projection(tree, leafId);
  return { messages, thinkingLevel, model };
};
var systemCheckpoint = (messages) => {
  let timestamp;
  const texts = [];
  const sections = /* @__PURE__ */ new Map();
  const tools = /* @__PURE__ */ new Map();
  for (const message of messages) {
    if (message.role !== "system") continue;
    if (timestamp === void 0 && message.timestamp !== void 0) timestamp = message.timestamp;
    const text = contentText(message.content, "\n");
    if (text !== "") texts.push(text);
    if (isObject(message.sections)) {
      for (const [name, value] of Object.entries(message.sections)) {
        if (value === null) sections.delete(name);
        else sections.set(name, value);
      }
    }
    if (Array.isArray(message.toolsRemoved)) {
      for (const tool of message.toolsRemoved) if (isObject(tool) && typeof tool.name === "string") tools.delete(tool.name);
    }
    if (Array.isArray(message.toolsAdded)) {
      for (const tool of message.toolsAdded) if (isObject(tool) && typeof tool.name === "string") tools.set(tool.name, tool);
    }
  }
  if (timestamp === void 0 && tools.size === 0) return void 0;
  const out = { role: "system", content: texts.join("\n\n") };
  if (sections.size > 0) out.sections = Object.fromEntries(sections);
  if (tools.size > 0) out.toolsAdded = Array.from(tools.values());
  out.timestamp = timestamp ?? 0;
  return out;
};
var userText = (text, timestamp) => withoutUndefined({ role: "user", content: [{ type: "text", text }], timestamp });
var bashExecutionText = (message) => {
  let text = `Ran \`${String(message.command)}\`
`;
  const output = message.output;
  text += typeof output === "string" && output !== "" ? `\`\`\`
${output}
\`\`\`` : "(no output)";
  if (message.cancelled === true) text += "\n\n(command cancelled)";
  else if (message.exitCode !== null && message.exitCode !== void 0 && message.exitCode !== 0) {
    text += `

Command exited with code ${String(message.exitCode)}`;
  }
  if (message.truncated === true && typeof message.fullOutputPath === "string" && message.fullOutputPath !== "") {
    text += `

[Output truncated. Full output: ${message.fullOutputPath}]`;
  }
  return text;
};
var toProviderMessages = (messages) => {
  const out = [];
  for (const message of messages) {
    switch (message.role) {
      case "system":
      case "user":
      case "assistant":
      case "toolResult":
        out.push(message);
        break;
      case "custom": {
        const content = typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
        out.push(withoutUndefined({ role: "user", content, timestamp: message.timestamp }));
        break;
      }
      case "branchSummary":
        out.push(userText(BRANCH_SUMMARY_PREFIX + String(message.summary) + BRANCH_SUMMARY_SUFFIX, message.timestamp));
        break;
      case "compactionSummary":
        out.push(userText(COMPACTION_SUMMARY_PREFIX + String(message.summary) + COMPACTION_SUMMARY_SUFFIX, message.timestamp));
        break;
      case "bashExecution":
        if (!message.excludeFromContext) out.push(userText(bashExecutionText(message), message.timestamp));
        break;
    }
  }
  return out;
};

export {
  TypeIdError,
  BadArgument,
  SystemErrorReason,
  SystemError,
  Size2 as Size,
  FileSystem,
  make2 as make,
  FileTypeId,
  FileDescriptor,
  WatchEventCreate,
  WatchEventUpdate,
  WatchEventRemove,
  WatchBackend,
  Kind,
  Status,
  Field,
  decodeUtf8,
  make3 as make2,
  entryMessages,
  settings,
  projectPath,
  encode,
  projection,
  build,
  systemCheckpoint,
  toProviderMessages
};
//# sourceMappingURL=chunk-TSB53EJV.js.map
