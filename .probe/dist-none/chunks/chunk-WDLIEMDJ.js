import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  BadArgument,
  Field,
  FileDescriptor,
  FileSystem,
  FileTypeId,
  Kind,
  Size,
  Status,
  SystemError,
  SystemErrorReason,
  decodeUtf8,
  make,
  make2,
  projection,
  systemCheckpoint
} from "./chunk-TSB53EJV.js";
import {
  Appender,
  Clock_exports,
  Config_exports,
  Data_exports,
  Duration_exports,
  Effect_exports,
  Either_exports,
  Entry,
  GenericTag,
  Header,
  Layer_exports,
  NO_PARENT,
  NULL_PARENT,
  OVERFLOW,
  Option_exports,
  Random_exports,
  Ref_exports,
  Schema_exports,
  _void,
  acquireRelease,
  applyEntries,
  branch,
  branchSummary,
  compaction,
  contentText,
  contextEdit,
  currentTimeMillis,
  custom,
  customMessage,
  effect,
  empty4 as empty,
  entries,
  fail2 as fail,
  fail4 as fail2,
  flatMap,
  fn,
  fromEntries,
  gen,
  get6 as get,
  has2 as has,
  header,
  identity,
  isLeft,
  isObject2 as isObject,
  isPlainAscii,
  isRight,
  isSome,
  label,
  labels,
  leafId,
  leafMarker,
  left,
  map5 as map,
  mapLeft,
  message,
  millis2 as millis,
  modelChange,
  nextIntBetween,
  none,
  orDie,
  parse2 as parse,
  path,
  replicateEffect,
  restore,
  right,
  sanitizeName,
  save,
  sessionInfo,
  some,
  stringify,
  structure,
  succeed,
  succeed2,
  suspend,
  sync,
  thinkingLevelChange,
  usage,
  void_,
  withoutUndefined
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/platform/dist/esm/internal/path.js
var TypeId = /* @__PURE__ */ Symbol.for("@effect/platform/Path");
var Path = /* @__PURE__ */ GenericTag("@effect/platform/Path");
function normalizeStringPosix(path3, allowAboveRoot) {
  let res = "";
  let lastSegmentLength = 0;
  let lastSlash = -1;
  let dots = 0;
  let code;
  for (let i = 0; i <= path3.length; ++i) {
    if (i < path3.length) {
      code = path3.charCodeAt(i);
    } else if (code === 47) {
      break;
    } else {
      code = 47;
    }
    if (code === 47) {
      if (lastSlash === i - 1 || dots === 1) {
      } else if (lastSlash !== i - 1 && dots === 2) {
        if (res.length < 2 || lastSegmentLength !== 2 || res.charCodeAt(res.length - 1) !== 46 || res.charCodeAt(res.length - 2) !== 46) {
          if (res.length > 2) {
            const lastSlashIndex = res.lastIndexOf("/");
            if (lastSlashIndex !== res.length - 1) {
              if (lastSlashIndex === -1) {
                res = "";
                lastSegmentLength = 0;
              } else {
                res = res.slice(0, lastSlashIndex);
                lastSegmentLength = res.length - 1 - res.lastIndexOf("/");
              }
              lastSlash = i;
              dots = 0;
              continue;
            }
          } else if (res.length === 2 || res.length === 1) {
            res = "";
            lastSegmentLength = 0;
            lastSlash = i;
            dots = 0;
            continue;
          }
        }
        if (allowAboveRoot) {
          if (res.length > 0) {
            res += "/..";
          } else {
            res = "..";
          }
          lastSegmentLength = 2;
        }
      } else {
        if (res.length > 0) {
          res += "/" + path3.slice(lastSlash + 1, i);
        } else {
          res = path3.slice(lastSlash + 1, i);
        }
        lastSegmentLength = i - lastSlash - 1;
      }
      lastSlash = i;
      dots = 0;
    } else if (code === 46 && dots !== -1) {
      ++dots;
    } else {
      dots = -1;
    }
  }
  return res;
}
function _format(sep, pathObject) {
  const dir = pathObject.dir || pathObject.root;
  const base = pathObject.base || (pathObject.name || "") + (pathObject.ext || "");
  if (!dir) {
    return base;
  }
  if (dir === pathObject.root) {
    return dir + base;
  }
  return dir + sep + base;
}
function fromFileUrl(url) {
  if (url.protocol !== "file:") {
    return fail(new BadArgument({
      module: "Path",
      method: "fromFileUrl",
      description: "URL must be of scheme file"
    }));
  } else if (url.hostname !== "") {
    return fail(new BadArgument({
      module: "Path",
      method: "fromFileUrl",
      description: "Invalid file URL host"
    }));
  }
  const pathname = url.pathname;
  for (let n = 0; n < pathname.length; n++) {
    if (pathname[n] === "%") {
      const third = pathname.codePointAt(n + 2) | 32;
      if (pathname[n + 1] === "2" && third === 102) {
        return fail(new BadArgument({
          module: "Path",
          method: "fromFileUrl",
          description: "must not include encoded / characters"
        }));
      }
    }
  }
  return succeed(decodeURIComponent(pathname));
}
var resolve = function resolve2() {
  let resolvedPath = "";
  let resolvedAbsolute = false;
  let cwd = void 0;
  for (let i = arguments.length - 1; i >= -1 && !resolvedAbsolute; i--) {
    let path3;
    if (i >= 0) {
      path3 = arguments[i];
    } else {
      const process2 = globalThis.process;
      if (cwd === void 0 && "process" in globalThis && typeof process2 === "object" && process2 !== null && typeof process2.cwd === "function") {
        cwd = process2.cwd();
      }
      path3 = cwd;
    }
    if (path3.length === 0) {
      continue;
    }
    resolvedPath = path3 + "/" + resolvedPath;
    resolvedAbsolute = path3.charCodeAt(0) === 47;
  }
  resolvedPath = normalizeStringPosix(resolvedPath, !resolvedAbsolute);
  if (resolvedAbsolute) {
    if (resolvedPath.length > 0) {
      return "/" + resolvedPath;
    } else {
      return "/";
    }
  } else if (resolvedPath.length > 0) {
    return resolvedPath;
  } else {
    return ".";
  }
};
var CHAR_FORWARD_SLASH = 47;
function toFileUrl(filepath) {
  const outURL = new URL("file://");
  let resolved = resolve(filepath);
  const filePathLast = filepath.charCodeAt(filepath.length - 1);
  if (filePathLast === CHAR_FORWARD_SLASH && resolved[resolved.length - 1] !== "/") {
    resolved += "/";
  }
  outURL.pathname = encodePathChars(resolved);
  return succeed(outURL);
}
var percentRegEx = /%/g;
var backslashRegEx = /\\/g;
var newlineRegEx = /\n/g;
var carriageReturnRegEx = /\r/g;
var tabRegEx = /\t/g;
function encodePathChars(filepath) {
  if (filepath.includes("%")) {
    filepath = filepath.replace(percentRegEx, "%25");
  }
  if (filepath.includes("\\")) {
    filepath = filepath.replace(backslashRegEx, "%5C");
  }
  if (filepath.includes("\n")) {
    filepath = filepath.replace(newlineRegEx, "%0A");
  }
  if (filepath.includes("\r")) {
    filepath = filepath.replace(carriageReturnRegEx, "%0D");
  }
  if (filepath.includes("	")) {
    filepath = filepath.replace(tabRegEx, "%09");
  }
  return filepath;
}
var posixImpl = /* @__PURE__ */ Path.of({
  [TypeId]: TypeId,
  resolve,
  normalize(path3) {
    if (path3.length === 0) return ".";
    const isAbsolute = path3.charCodeAt(0) === 47;
    const trailingSeparator = path3.charCodeAt(path3.length - 1) === 47;
    path3 = normalizeStringPosix(path3, !isAbsolute);
    if (path3.length === 0 && !isAbsolute) path3 = ".";
    if (path3.length > 0 && trailingSeparator) path3 += "/";
    if (isAbsolute) return "/" + path3;
    return path3;
  },
  isAbsolute(path3) {
    return path3.length > 0 && path3.charCodeAt(0) === 47;
  },
  join() {
    if (arguments.length === 0) {
      return ".";
    }
    let joined;
    for (let i = 0; i < arguments.length; ++i) {
      const arg = arguments[i];
      if (arg.length > 0) {
        if (joined === void 0) {
          joined = arg;
        } else {
          joined += "/" + arg;
        }
      }
    }
    if (joined === void 0) {
      return ".";
    }
    return posixImpl.normalize(joined);
  },
  relative(from, to) {
    if (from === to) return "";
    from = posixImpl.resolve(from);
    to = posixImpl.resolve(to);
    if (from === to) return "";
    let fromStart = 1;
    for (; fromStart < from.length; ++fromStart) {
      if (from.charCodeAt(fromStart) !== 47) {
        break;
      }
    }
    const fromEnd = from.length;
    const fromLen = fromEnd - fromStart;
    let toStart = 1;
    for (; toStart < to.length; ++toStart) {
      if (to.charCodeAt(toStart) !== 47) {
        break;
      }
    }
    const toEnd = to.length;
    const toLen = toEnd - toStart;
    const length = fromLen < toLen ? fromLen : toLen;
    let lastCommonSep = -1;
    let i = 0;
    for (; i <= length; ++i) {
      if (i === length) {
        if (toLen > length) {
          if (to.charCodeAt(toStart + i) === 47) {
            return to.slice(toStart + i + 1);
          } else if (i === 0) {
            return to.slice(toStart + i);
          }
        } else if (fromLen > length) {
          if (from.charCodeAt(fromStart + i) === 47) {
            lastCommonSep = i;
          } else if (i === 0) {
            lastCommonSep = 0;
          }
        }
        break;
      }
      const fromCode = from.charCodeAt(fromStart + i);
      const toCode = to.charCodeAt(toStart + i);
      if (fromCode !== toCode) {
        break;
      } else if (fromCode === 47) {
        lastCommonSep = i;
      }
    }
    let out = "";
    for (i = fromStart + lastCommonSep + 1; i <= fromEnd; ++i) {
      if (i === fromEnd || from.charCodeAt(i) === 47) {
        if (out.length === 0) {
          out += "..";
        } else {
          out += "/..";
        }
      }
    }
    if (out.length > 0) {
      return out + to.slice(toStart + lastCommonSep);
    } else {
      toStart += lastCommonSep;
      if (to.charCodeAt(toStart) === 47) {
        ++toStart;
      }
      return to.slice(toStart);
    }
  },
  dirname(path3) {
    if (path3.length === 0) return ".";
    let code = path3.charCodeAt(0);
    const hasRoot = code === 47;
    let end = -1;
    let matchedSlash = true;
    for (let i = path3.length - 1; i >= 1; --i) {
      code = path3.charCodeAt(i);
      if (code === 47) {
        if (!matchedSlash) {
          end = i;
          break;
        }
      } else {
        matchedSlash = false;
      }
    }
    if (end === -1) return hasRoot ? "/" : ".";
    if (hasRoot && end === 1) return "//";
    return path3.slice(0, end);
  },
  basename(path3, ext) {
    let start = 0;
    let end = -1;
    let matchedSlash = true;
    let i;
    if (ext !== void 0 && ext.length > 0 && ext.length <= path3.length) {
      if (ext.length === path3.length && ext === path3) return "";
      let extIdx = ext.length - 1;
      let firstNonSlashEnd = -1;
      for (i = path3.length - 1; i >= 0; --i) {
        const code = path3.charCodeAt(i);
        if (code === 47) {
          if (!matchedSlash) {
            start = i + 1;
            break;
          }
        } else {
          if (firstNonSlashEnd === -1) {
            matchedSlash = false;
            firstNonSlashEnd = i + 1;
          }
          if (extIdx >= 0) {
            if (code === ext.charCodeAt(extIdx)) {
              if (--extIdx === -1) {
                end = i;
              }
            } else {
              extIdx = -1;
              end = firstNonSlashEnd;
            }
          }
        }
      }
      if (start === end) end = firstNonSlashEnd;
      else if (end === -1) end = path3.length;
      return path3.slice(start, end);
    } else {
      for (i = path3.length - 1; i >= 0; --i) {
        if (path3.charCodeAt(i) === 47) {
          if (!matchedSlash) {
            start = i + 1;
            break;
          }
        } else if (end === -1) {
          matchedSlash = false;
          end = i + 1;
        }
      }
      if (end === -1) return "";
      return path3.slice(start, end);
    }
  },
  extname(path3) {
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    let preDotState = 0;
    for (let i = path3.length - 1; i >= 0; --i) {
      const code = path3.charCodeAt(i);
      if (code === 47) {
        if (!matchedSlash) {
          startPart = i + 1;
          break;
        }
        continue;
      }
      if (end === -1) {
        matchedSlash = false;
        end = i + 1;
      }
      if (code === 46) {
        if (startDot === -1) {
          startDot = i;
        } else if (preDotState !== 1) {
          preDotState = 1;
        }
      } else if (startDot !== -1) {
        preDotState = -1;
      }
    }
    if (startDot === -1 || end === -1 || // We saw a non-dot character immediately before the dot
    preDotState === 0 || // The (right-most) trimmed path component is exactly '..'
    preDotState === 1 && startDot === end - 1 && startDot === startPart + 1) {
      return "";
    }
    return path3.slice(startDot, end);
  },
  format: function format(pathObject) {
    if (pathObject === null || typeof pathObject !== "object") {
      throw new TypeError('The "pathObject" argument must be of type Object. Received type ' + typeof pathObject);
    }
    return _format("/", pathObject);
  },
  parse(path3) {
    const ret = {
      root: "",
      dir: "",
      base: "",
      ext: "",
      name: ""
    };
    if (path3.length === 0) return ret;
    let code = path3.charCodeAt(0);
    const isAbsolute = code === 47;
    let start;
    if (isAbsolute) {
      ret.root = "/";
      start = 1;
    } else {
      start = 0;
    }
    let startDot = -1;
    let startPart = 0;
    let end = -1;
    let matchedSlash = true;
    let i = path3.length - 1;
    let preDotState = 0;
    for (; i >= start; --i) {
      code = path3.charCodeAt(i);
      if (code === 47) {
        if (!matchedSlash) {
          startPart = i + 1;
          break;
        }
        continue;
      }
      if (end === -1) {
        matchedSlash = false;
        end = i + 1;
      }
      if (code === 46) {
        if (startDot === -1) startDot = i;
        else if (preDotState !== 1) preDotState = 1;
      } else if (startDot !== -1) {
        preDotState = -1;
      }
    }
    if (startDot === -1 || end === -1 || // We saw a non-dot character immediately before the dot
    preDotState === 0 || // The (right-most) trimmed path component is exactly '..'
    preDotState === 1 && startDot === end - 1 && startDot === startPart + 1) {
      if (end !== -1) {
        if (startPart === 0 && isAbsolute) ret.base = ret.name = path3.slice(1, end);
        else ret.base = ret.name = path3.slice(startPart, end);
      }
    } else {
      if (startPart === 0 && isAbsolute) {
        ret.name = path3.slice(1, startDot);
        ret.base = path3.slice(1, end);
      } else {
        ret.name = path3.slice(startPart, startDot);
        ret.base = path3.slice(startPart, end);
      }
      ret.ext = path3.slice(startDot, end);
    }
    if (startPart > 0) ret.dir = path3.slice(0, startPart - 1);
    else if (isAbsolute) ret.dir = "/";
    return ret;
  },
  sep: "/",
  fromFileUrl,
  toFileUrl,
  toNamespacedPath: identity
});
var layer = /* @__PURE__ */ succeed2(Path, posixImpl);

// node_modules/@effect/platform/dist/esm/Path.js
var TypeId2 = TypeId;
var Path2 = Path;
var layer2 = layer;

// src/domain/ByteSource.ts
var fromBytes = (bytes) => ({
  read: (offset, length) => bytes.subarray(offset, offset + length)
});
var growable = (base) => {
  const offsets = [];
  const pieces = [];
  const baseSize = base?.size ?? 0;
  let size = baseSize;
  const find = (offset) => {
    let lo = 0;
    let hi = offsets.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (offsets[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    size: () => size,
    append: (bytes) => {
      const at = size;
      if (bytes.length > 0) {
        offsets.push(at);
        pieces.push(bytes);
        size += bytes.length;
      }
      return at;
    },
    read: (offset, length) => {
      if (base !== void 0 && offset < baseSize) return base.source.read(offset, length);
      const k = find(offset);
      const piece = pieces[k];
      const start = offset - offsets[k];
      if (start + length <= piece.length) return piece.subarray(start, start + length);
      const out = new Uint8Array(length);
      let filled = 0;
      for (let i = k; i < pieces.length && filled < length; i++) {
        const p = pieces[i];
        const from = i === k ? start : 0;
        const part = p.subarray(from, Math.min(p.length, from + length - filled));
        out.set(part, filled);
        filled += part.length;
      }
      return out;
    }
  };
};

// src/domain/Diagnostic.ts
var make3 = (severity, code, line, message3) => ({
  severity,
  code,
  line,
  message: message3
});
var error = (code, line, message3) => make3("error", code, line, message3);
var warning = (code, line, message3) => make3("warning", code, line, message3);
var format2 = (diagnostic, file) => {
  const where = [file, diagnostic.line].filter((part) => part !== void 0).join(":");
  return `${where === "" ? "" : `${where}: `}${diagnostic.severity}: ${diagnostic.message}`;
};

// src/domain/IdSource.ts
var hex8 = (n) => (n >>> 0).toString(16).padStart(8, "0");
var fromSeed = (seed) => ({
  draw: (attempt) => {
    let z = seed + Math.imul(attempt + 1, 2654435769) | 0;
    z = Math.imul(z ^ z >>> 16, 2246822507);
    z = Math.imul(z ^ z >>> 13, 3266489909);
    return hex8(z ^ z >>> 16);
  }
});
var MAX_ATTEMPTS = 1e5;
var take = (source, count, isTaken) => {
  const out = [];
  const chosen = /* @__PURE__ */ new Set();
  for (let attempt = 0; out.length < count; attempt++) {
    if (attempt >= MAX_ATTEMPTS) return void 0;
    const id = source.draw(attempt);
    if (!isTaken(id) && !chosen.has(id)) {
      chosen.add(id);
      out.push(id);
    }
  }
  return out;
};

// src/domain/Migration.ts
var CURRENT_VERSION = 3;
var comparableVersion = (version) => {
  if (typeof version === "number") return version;
  try {
    return Number(version);
  } catch {
    return Number.NaN;
  }
};
var alreadyTree = (lines2) => {
  let entries2 = 0;
  for (const { value } of lines2) {
    if (value.type === "session") continue;
    entries2++;
    if (typeof value.id !== "string") return false;
    if (!("parentId" in value)) return false;
    const parentId = value.parentId;
    if (parentId !== null && typeof parentId !== "string") return false;
  }
  return entries2 > 0;
};
var CHUNK = Math.floor(MAX_ATTEMPTS / 2);
var freshIds = (source, count) => {
  const out = [];
  const chosen = /* @__PURE__ */ new Set();
  while (out.length < count) {
    const offset = out.length;
    const shifted = { draw: (attempt) => source.draw(offset + attempt) };
    const batch = take(shifted, Math.min(CHUNK, count - out.length), (id) => chosen.has(id));
    if (batch === void 0) return void 0;
    for (const id of batch) {
      chosen.add(id);
      out.push(id);
    }
  }
  return out;
};
var v1ToV2 = (lines2, drafts, ids) => {
  const current = (i) => drafts[i] ?? lines2[i].value;
  const draft = (i) => {
    const existing = drafts[i];
    if (existing !== void 0) return existing;
    const copy = { ...lines2[i].value };
    drafts[i] = copy;
    return copy;
  };
  let previous = null;
  let next = 0;
  for (let i = 0; i < lines2.length; i++) {
    const entry = draft(i);
    if (entry.type === "session") {
      entry.version = 2;
      continue;
    }
    const id = ids[next++];
    entry.id = id;
    entry.parentId = previous;
    previous = id;
    if (entry.type === "compaction" && typeof entry.firstKeptEntryIndex === "number") {
      const index = entry.firstKeptEntryIndex;
      if (Number.isInteger(index) && index >= 0 && index < lines2.length) {
        const target = current(index);
        if (target.type !== "session") {
          const targetId = target.id;
          if (targetId === void 0) delete entry.firstKeptEntryId;
          else entry.firstKeptEntryId = targetId;
        }
      }
      delete entry.firstKeptEntryIndex;
    }
  }
};
var v2ToV3 = (lines2, drafts) => {
  for (let i = 0; i < lines2.length; i++) {
    const value = drafts[i] ?? lines2[i].value;
    if (value.type === "session") {
      drafts[i] = { ...value, version: CURRENT_VERSION };
    } else if (value.type === "message") {
      const message3 = value.message;
      if (message3 !== void 0 && isObject(message3) && message3.role === "hookMessage") {
        drafts[i] = { ...value, message: { ...message3, role: "custom" } };
      }
    }
  }
};
var describeVersion = (version) => version === void 0 ? "1 (no version)" : version === null ? "1 (version null)" : stringify(version);
var unchanged = (lines2, fromVersion, diagnostics) => ({ lines: lines2, changed: false, fromVersion, diagnostics });
var migrate = (lines2, ids) => {
  const header2 = lines2.find((line) => line.value.type === "session");
  if (header2 === void 0) return unchanged(lines2, void 0, []);
  const fromVersion = header2.value.version;
  const version = comparableVersion(fromVersion ?? 1);
  if (version >= CURRENT_VERSION) return unchanged(lines2, fromVersion, []);
  if (Number.isNaN(version)) {
    return unchanged(lines2, fromVersion, [
      warning(
        "unknown-version",
        header2.line,
        `session header version ${stringify(fromVersion)} is not a number; entries read as they are`
      )
    ]);
  }
  const drafts = new Array(lines2.length).fill(void 0);
  let diagnostic;
  if (version < 2 && alreadyTree(lines2)) {
    diagnostic = warning(
      "legacy-version",
      header2.line,
      `session header says version ${describeVersion(fromVersion)}, but every entry already has an id and parentId; kept the tree and migrated it as version 2 to version ${CURRENT_VERSION} in memory`
    );
  } else {
    if (version < 2) {
      const needed = lines2.reduce((n, line) => line.value.type === "session" ? n : n + 1, 0);
      const fresh = freshIds(ids, needed);
      if (fresh === void 0) {
        return unchanged(lines2, fromVersion, [
          error(
            "legacy-version",
            header2.line,
            `session file is version ${describeVersion(fromVersion)}, but no ${needed} distinct entry ids could be drawn; not migrated`
          )
        ]);
      }
      v1ToV2(lines2, drafts, fresh);
    }
    diagnostic = warning(
      "legacy-version",
      header2.line,
      `session file is version ${describeVersion(fromVersion)}; migrated to version ${CURRENT_VERSION} in memory`
    );
  }
  v2ToV3(lines2, drafts);
  const migrated = lines2.map((line, i) => {
    const value = drafts[i];
    return value === void 0 ? line : { value, line: line.line };
  });
  return { lines: migrated, changed: true, fromVersion, diagnostics: [diagnostic] };
};

// src/domain/SessionFile.ts
var fromBytes2 = (bytes, ids) => {
  const reader = new Reader({ source: fromBytes(bytes), ids });
  reader.scan(make2(), bytes, 0, 0, bytes.length, true);
  return reader.finish();
};
var isCurrent = (version) => typeof version === "number" && version >= 3;
var extend = (tree, source, bytes, options) => {
  const reader = new Reader({ source, firstLine: options.firstLine, tree });
  reader.scan(make2(), bytes, options.offset, 0, bytes.length, true);
  const loaded = reader.finish();
  return {
    tree: loaded.tree,
    diagnostics: loaded.diagnostics,
    missingNewline: loaded.missingNewline,
    lines: reader.lines,
    terminated: reader.terminated
  };
};
var headerOf = (line) => {
  const value = parse(line.replace(/^\uFEFF/, "").trim());
  return isObject(value) && value.type === "session" && typeof value.id === "string" ? value : void 0;
};
var splitLines = (text) => {
  const lines2 = text.split("\n");
  const terminated = lines2[lines2.length - 1] === "";
  if (terminated) lines2.pop();
  return { lines: lines2, terminated };
};
var F = Field;
var K = Kind;
var plain = (line, field) => line.escaped[field] === 0 && isPlainAscii(line.bytes, line.from[field], line.to[field]);
var idNumber = (a, line, field) => plain(line, field) ? a.ids.internBytes(line.bytes, line.from[field], line.to[field]) : a.ids.intern(line.string(field));
var captured = (line, field) => line.kinds[field] === K.Absent ? void 0 : line.kinds[field] === K.String ? line.string(field) : JSON.parse(decodeUtf8(line.bytes, line.from[field], line.to[field]));
var Reader = class {
  #ids;
  #diagnostics = [];
  #appender;
  #codes;
  #legacy = [];
  #tree;
  #lineNumber;
  #header;
  #expectHeader;
  #stopped = false;
  #notASession = false;
  #crlf = 0;
  #firstCrlf = 0;
  #blank = 0;
  #firstBlank = 0;
  #missingNewline = false;
  #lastLine = 0;
  #lines = 0;
  #terminated = true;
  #load;
  /**
   * A fresh read expects the header first; with `tree` (and no `resume`) it continues a tree
   * with lines appended to its file; with `tree` and `resume`, it goes on with a read that
   * `state()` saved, as if that read had never stopped.
   */
  constructor(options) {
    this.#ids = options.ids;
    this.#lineNumber = options.firstLine ?? 1;
    this.#tree = options.tree ?? empty;
    this.#expectHeader = options.tree === void 0;
    this.#load = options.tree === void 0 || options.resume !== void 0;
    const resume = options.resume;
    if (resume !== void 0) {
      this.#header = { text: resume.header.text, value: JSON.parse(resume.header.text), line: resume.header.line };
      this.#lineNumber = resume.lineNumber;
      this.#crlf = resume.crlf;
      this.#firstCrlf = resume.firstCrlf;
      this.#blank = resume.blank;
      this.#firstBlank = resume.firstBlank;
      this.#diagnostics.push(...resume.diagnostics);
    }
    this.#appender = new Appender(this.#tree, options.source);
    const types = this.#appender.columns.types;
    this.#codes = {
      session: types.code("session"),
      message: types.code("message"),
      custom: types.code("custom"),
      label: types.code("label"),
      sessionInfo: types.code("session_info")
    };
  }
  /**
   * Scans `bytes[start, end)`, which sit at file offset `offset + start`, and reads its lines;
   * returns where a partial last line begins (`end` when `final`). See `Scanner.scan`.
   */
  scan(scanner, bytes, offset, start, end, final) {
    return scanner.scan(
      bytes,
      start,
      end,
      { final, fileStart: this.#lineNumber === 1 && offset + start === 0 },
      (line) => this.line(line, offset)
    );
  }
  /** Reads one scanned line; `offset` is the file offset of `line.bytes[0]`. */
  line(line, offset) {
    const number = this.#lineNumber++;
    this.#lines++;
    this.#terminated = line.lf;
    if (this.#stopped) return;
    this.#lastLine = number;
    const d = this.#diagnostics;
    if (line.bom) d.push(warning("bom", number, "byte-order mark at the start of the file ignored"));
    if (line.cr && this.#crlf++ === 0) this.#firstCrlf = number;
    const unterminated = !line.lf;
    switch (line.status) {
      case Status.Blank:
        if (line.end > line.start || line.cr || !unterminated) {
          if (this.#blank++ === 0) this.#firstBlank = number;
        }
        return;
      case Status.Malformed:
        d.push(
          unterminated ? error("truncated-line", number, "last line is incomplete (an interrupted write?); ignored") : error("malformed-json", number, "line is not valid JSON; ignored")
        );
        return;
      case Status.NotObject: {
        const shown = stringify(JSON.parse(line.text()));
        d.push(
          error("not-an-object", number, `line holds ${shown.length > 40 ? `${shown.slice(0, 40)}\u2026` : shown}, not an entry object; ignored`)
        );
        return;
      }
    }
    if (unterminated) this.#missingNewline = true;
    if (this.#expectHeader && this.#header === void 0) {
      const text = line.text();
      const value = JSON.parse(text);
      if (value.type !== "session" || typeof value.id !== "string") {
        d.push(error("missing-header", number, "first record is not a session header"));
        this.#notASession = true;
        this.#stopped = true;
        return;
      }
      this.#header = { text, value, line: number };
      if (!isCurrent(value.version)) this.#legacy.push(this.#header);
      return;
    }
    if (this.#legacy.length > 0) {
      const text = line.text();
      this.#legacy.push({ text, value: JSON.parse(text), line: number });
      return;
    }
    this.#entry(line, offset, number);
  }
  #entry(line, offset, number) {
    const a = this.#appender;
    const c = a.columns;
    const b = line.bytes;
    let type = 0;
    if (line.kinds[F.type] === K.String) {
      type = plain(line, F.type) ? c.types.codeBytes(b, line.from[F.type], line.to[F.type]) : c.types.code(line.string(F.type));
      if (type === this.#codes.session) {
        this.#diagnostics.push(warning("extra-header", number, "another session header inside the file; ignored"));
        return;
      }
    }
    if (line.kinds[F.id] !== K.String) {
      this.#diagnostics.push(error("missing-id", number, "entry has no string id; ignored"));
      return;
    }
    const id = idNumber(a, line, F.id);
    const parentKind = line.kinds[F.parentId];
    if (parentKind === K.Absent) {
      this.#diagnostics.push(warning("missing-parent-id", number, `entry ${a.ids.string(id)} has no parentId; treated as a root`));
    }
    const parent = parentKind === K.String ? idNumber(a, line, F.parentId) : parentKind === K.Null ? NULL_PARENT : NO_PARENT;
    const codes = this.#codes;
    const role = type === codes.message && line.kinds[F.message] === K.Object && line.kinds[F.role] === K.String ? plain(line, F.role) ? c.roles.codeBytes(b, line.from[F.role], line.to[F.role]) : c.roles.code(line.string(F.role)) : 0;
    const custom2 = type === codes.custom && line.kinds[F.customType] === K.String ? c.customs.code(line.string(F.customType)) : 0;
    const millis2 = line.millis(F.timestamp);
    const start = offset + line.start;
    const size = line.end - line.start;
    if (type === codes.label || type === codes.sessionInfo || type === OVERFLOW || role === OVERFLOW || custom2 === OVERFLOW) {
      const isLabel = type === codes.label;
      const typeName = line.string(F.type);
      const meta = {
        id: a.ids.string(id),
        parentId: parent === NULL_PARENT ? null : parent === NO_PARENT ? void 0 : a.ids.string(parent),
        type: typeName,
        targetId: isLabel ? line.string(F.targetId) : void 0,
        label: isLabel ? line.string(F.label) : void 0,
        name: type === codes.sessionInfo ? line.string(F.name) : void 0,
        customType: typeName === "custom" ? line.string(F.customType) : void 0,
        role: typeName === "message" && line.kinds[F.message] === K.Object ? line.string(F.role) : void 0,
        millis: millis2
      };
      const timestamp2 = isLabel ? captured(line, F.timestamp) : void 0;
      a.addMeta(meta, number, start, size, () => timestamp2);
      return;
    }
    a.add(id, parent, type, role, custom2, millis2, number, start, size);
  }
  /**
   * What a later `Reader` needs to go on from here (with the tree `finish` gives), or
   * undefined when this read cannot be resumed: no header yet, not a session, or a legacy file.
   */
  state() {
    if (this.#header === void 0 || this.#notASession || this.#legacy.length > 0 || this.#missingNewline) return void 0;
    return {
      header: { text: this.#header.text, line: this.#header.line },
      lineNumber: this.#lineNumber,
      crlf: this.#crlf,
      firstCrlf: this.#firstCrlf,
      blank: this.#blank,
      firstBlank: this.#firstBlank,
      diagnostics: [...this.#diagnostics]
    };
  }
  /**
   * The tree of the lines read so far, for a read that `state()` can resume (call one of this
   * and `finish`, once).
   */
  finishTree() {
    return this.#appender.finish();
  }
  /** The number the next line gets. */
  get lineNumber() {
    return this.#lineNumber;
  }
  /** Lines read so far. */
  get lines() {
    return this.#lines;
  }
  /** Whether the last line read ended with LF (true before any line). */
  get terminated() {
    return this.#terminated;
  }
  /** The header, the tree and every diagnostic, sorted by line. */
  finish() {
    const d = this.#diagnostics;
    if (this.#crlf > 0) {
      d.push(warning("crlf", this.#firstCrlf, `CRLF line ends (${this.#crlf} line${this.#crlf === 1 ? "" : "s"}); read as LF`));
    }
    if (this.#blank > 0) {
      d.push(warning("blank-line", this.#firstBlank, `${this.#blank} blank line${this.#blank === 1 ? "" : "s"} ignored`));
    }
    if (this.#missingNewline) {
      d.push(warning("missing-newline", this.#lastLine, "last line has no line terminator; one is added before the next append"));
    }
    const missingNewline = this.#missingNewline;
    if (this.#expectHeader && (this.#header === void 0 || this.#notASession)) {
      return { header: void 0, tree: empty, diagnostics: sortByLine(d), migrated: false, missingNewline };
    }
    let migrated = false;
    let head = this.#header;
    let tree = this.#appender.finish();
    if (this.#legacy.length > 0) {
      const result = migrate(this.#legacy, this.#ids);
      d.push(...result.diagnostics);
      migrated = result.changed;
      const current = result.lines.map((migratedLine, index) => {
        const original = this.#legacy[index];
        return migratedLine.value === original.value ? original : { text: stringify(migratedLine.value), value: migratedLine.value, line: original.line };
      });
      head = current[0];
      const entries2 = [];
      for (const record of current.slice(1)) legacyEntry(record, entries2, d);
      tree = fromEntries(entries2);
    }
    if (this.#load) d.push(...structure2(tree));
    return {
      header: head === void 0 ? void 0 : new Header(head.text, head.value, head.line),
      tree,
      diagnostics: sortByLine(d),
      migrated,
      missingNewline
    };
  }
};
var legacyEntry = (record, entries2, diagnostics) => {
  if (record.value.type === "session") {
    diagnostics.push(warning("extra-header", record.line, "another session header inside the file; ignored"));
    return;
  }
  const entry = Entry.parsed(record.text, record.value, record.line);
  if (entry.id === void 0) {
    diagnostics.push(error("missing-id", record.line, "entry has no string id; ignored"));
    return;
  }
  if (!("parentId" in record.value)) {
    diagnostics.push(warning("missing-parent-id", record.line, `entry ${entry.id} has no parentId; treated as a root`));
  }
  entries2.push(entry);
};
var sortByLine = (diagnostics) => diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
var structure2 = (tree) => {
  const entry = (position) => tree.entries.get(position);
  const out = [];
  for (const finding of structure(tree)) {
    const e = entry(finding.position);
    switch (finding._tag) {
      case "Duplicate": {
        const earlier = entry(finding.first).line;
        out.push(
          warning("duplicate-id", e.line, `duplicate id ${e.id}${earlier === void 0 ? "" : ` (first on line ${earlier})`}; the later entry is used`)
        );
        break;
      }
      case "SelfParent":
        out.push(error("self-parent", e.line, `entry ${e.id} is its own parent; treated as a root`));
        break;
      case "Cycle":
        out.push(
          error("cycle", e.line, `parent cycle ${finding.members.map((p) => entry(p).id).join(" \u2192 ")} \u2192 ${e.id}; walks stop where the cycle closes`)
        );
        break;
      case "Orphan":
        out.push(error("orphan", e.line, `entry ${e.id}: parent ${e.parentId} not found (a dangling parent: what came before it is lost); shown as a root`));
        break;
    }
  }
  return out;
};
var lines = (header2, entries2) => {
  const out = [header2.text];
  for (const entry of entries2) out.push(entry.text);
  return out;
};
var fileName = (timestamp2, sessionId) => `${timestamp2.replace(/[:.]/g, "-")}_${sessionId}.jsonl`;
var directoryName = (resolvedCwd) => `--${resolvedCwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`;
var SESSION_ID_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;

// src/domain/BashExecution.ts
var message2 = (fields, timestamp2) => {
  const out = { role: "bashExecution", command: fields.command, output: fields.output };
  if (fields.exitCode !== void 0) out.exitCode = fields.exitCode;
  out.cancelled = fields.cancelled;
  out.truncated = fields.truncated;
  if (fields.fullOutputPath !== void 0) out.fullOutputPath = fields.fullOutputPath;
  out.timestamp = timestamp2;
  if (fields.excludeFromContext === true) out.excludeFromContext = true;
  return out;
};

// src/domain/DomainError.ts
var EntryNotFound = class extends Data_exports.TaggedError("EntryNotFound") {
  get message() {
    return `Entry ${String(this.id)} not found`;
  }
};
var NotOnActiveBranch = class extends Data_exports.TaggedError("NotOnActiveBranch") {
  get message() {
    return `Entry ${this.id} is not on the active branch`;
  }
};
var NotEditable = class extends Data_exports.TaggedError("NotEditable") {
  get message() {
    return `Entry ${this.id} does not contribute editable model content`;
  }
};
var InvalidReplacement = class extends Data_exports.TaggedError("InvalidReplacement") {
  get message() {
    return "Context edit replacement must be null or contain string/array content";
  }
};
var InvalidForkEntry = class extends Data_exports.TaggedError("InvalidForkEntry") {
  get message() {
    return "Invalid entry ID for forking";
  }
};
var NotSavedYet = class extends Data_exports.TaggedError("NotSavedYet") {
  get message() {
    return "This session has not been saved yet. Send a message before cloning or forking it.";
  }
};
var NothingToClone = class extends Data_exports.TaggedError("NothingToClone") {
  get message() {
    return "Nothing to clone yet";
  }
};
var InvalidSessionId = class extends Data_exports.TaggedError("InvalidSessionId") {
  get message() {
    return "Session id must be non-empty, contain only alphanumeric characters, '-', '_', and '.', and start and end with an alphanumeric character";
  }
};
var IdsExhausted = class extends Data_exports.TaggedError("IdsExhausted") {
  get message() {
    return "The id source produced no fresh entry id";
  }
};

// src/domain/Session.ts
var FileEffect = Data_exports.taggedEnum();
var Command = Data_exports.taggedEnum();
var create = (fields) => SESSION_ID_PATTERN.test(fields.sessionId) ? Either_exports.right({
  header: header({ id: fields.sessionId, timestamp: fields.timestamp, cwd: fields.cwd, parentSession: fields.parentSession }),
  tree: empty,
  file: fields.file,
  flushed: false,
  needsRewrite: false
}) : Either_exports.left(new InvalidSessionId({ id: fields.sessionId }));
var fromLoaded = (header2, loaded, file) => ({
  header: header2,
  tree: loaded.tree,
  file,
  flushed: file !== void 0,
  needsRewrite: file !== void 0 && loaded.migrated
});
var fileLines = (state) => lines(state.header, state.tree.entries);
var persist = (state, tree, appended) => {
  const next = { ...state, tree };
  const file = state.file;
  if (file === void 0 || appended.length === 0) return { state: next, effects: [] };
  if (state.needsRewrite) {
    return { state: { ...next, needsRewrite: false }, effects: [FileEffect.ReplaceFile({ path: file, lines: fileLines(next) })] };
  }
  if (state.flushed) {
    return { state: next, effects: [FileEffect.AppendLines({ path: file, lines: appended.map((e) => e.text) })] };
  }
  if (!tree.hasConversation) return { state: next, effects: [] };
  return { state: { ...next, flushed: true }, effects: [FileEffect.CreateFile({ path: file, lines: fileLines(next) })] };
};
var appendBuilt = (state, stamp2, count, build, extra = {}) => {
  const ids = take(stamp2.ids, count, (id) => has(state.tree, id));
  if (ids === void 0) return Either_exports.left(new IdsExhausted());
  const appended = build(ids, leafId(state.tree));
  const tree = applyEntries(state.tree, appended);
  const { effects, state: next } = persist(state, tree, appended);
  return Either_exports.right({ state: next, appended, effects, replaced: false, leafId: leafId(tree), ...extra });
};
var appendOne = (state, stamp2, build) => appendBuilt(state, stamp2, 1, ([id], parentId) => [build({ id, parentId, timestamp: stamp2.timestamp })]);
var isValidReplacement = (value) => value === null || isObject(value) && (typeof value.content === "string" || Array.isArray(value.content));
var contextEdit2 = (state, command) => {
  const { replacement, targetId } = command;
  if (!isValidReplacement(replacement)) return Either_exports.left(new InvalidReplacement());
  const target = get(state.tree, targetId);
  if (target === void 0) return Either_exports.left(new EntryNotFound({ id: targetId }));
  if (!branch(state.tree).some((entry) => entry.id === targetId)) {
    return Either_exports.left(new NotOnActiveBranch({ id: targetId }));
  }
  const role = target.role;
  const editable = target.type === "custom_message" || role === "user" || role === "assistant" || role === "toolResult";
  if (!editable) return Either_exports.left(new NotEditable({ id: targetId }));
  const stored = replacement !== null && (role === "assistant" || role === "toolResult") && typeof replacement.content === "string" ? { content: [{ type: "text", text: replacement.content }] } : replacement;
  return appendOne(state, command, (base) => contextEdit(base, targetId, stored));
};
var compaction2 = (state, command) => {
  const checkpoint = systemCheckpoint(projection(state.tree, leafId(state.tree)).messages);
  return appendOne(
    state,
    command,
    (base) => compaction(base, {
      summary: command.summary,
      firstKeptEntryId: command.firstKeptEntryId ?? base.id,
      tokensBefore: command.tokensBefore,
      details: command.details,
      usage: command.usage,
      fromHook: command.fromHook,
      systemMessage: checkpoint === void 0 ? void 0 : { ...checkpoint, timestamp: millis(command.timestamp) }
    })
  );
};
var navigationTarget = (target) => {
  if (target.type === "message" && target.role === "user") {
    const message3 = target.value.message;
    return { leaf: target.parentId ?? null, editorText: contentText(message3.content, "") };
  }
  if (target.type === "custom_message") {
    return { leaf: target.parentId ?? null, editorText: contentText(target.value.content, "") };
  }
  return { leaf: target.id, editorText: void 0 };
};
var navigate = (state, command) => {
  const oldLeaf = leafId(state.tree);
  if (command.targetId === oldLeaf) {
    return Either_exports.right({ state, appended: [], effects: [], replaced: false, leafId: oldLeaf });
  }
  const target = get(state.tree, command.targetId);
  if (target === void 0) return Either_exports.left(new EntryNotFound({ id: command.targetId }));
  const { editorText, leaf } = navigationTarget(target);
  const extra = editorText === void 0 ? {} : { editorText };
  const { label: label2, summary } = command;
  const at = (id, parentId) => ({ id, parentId, timestamp: command.timestamp });
  if (summary !== void 0) {
    return appendBuilt(
      state,
      command,
      label2 ? 2 : 1,
      ([summaryId, labelId]) => {
        const entry = branchSummary(at(summaryId, leaf), { fromId: oldLeaf ?? "root", ...summary });
        return label2 ? [entry, label(at(labelId, summaryId), summaryId, label2)] : [entry];
      },
      extra
    );
  }
  if (label2) {
    return appendBuilt(state, command, 1, ([id]) => [label(at(id, leaf), command.targetId, label2)], extra);
  }
  if (leaf === oldLeaf) return Either_exports.right({ state, appended: [], effects: [], replaced: false, leafId: oldLeaf, ...extra });
  return appendBuilt(state, command, 1, ([id]) => [leafMarker(at(id, leaf))], extra);
};
var replacedBy = (state, extra = {}) => {
  const effects = state.file !== void 0 && state.flushed ? [FileEffect.CreateFile({ path: state.file, lines: fileLines(state) })] : [];
  return { state, appended: state.tree.entries.toArray(), effects, replaced: true, leafId: leafId(state.tree), ...extra };
};
var branchedEntries = (tree, leaf, stamp2) => {
  const path3 = path(tree, leaf);
  if (path3.length === 0) return Either_exports.left(new EntryNotFound({ id: leaf }));
  const kept = [];
  const keptIds = /* @__PURE__ */ new Set();
  const labelTarget = /* @__PURE__ */ new Map();
  let pending = [];
  let lastParent = null;
  for (const entry of path3) {
    const id = entry.id;
    if (entry.type === "label") {
      pending.push(id);
      continue;
    }
    for (const labelId of pending) labelTarget.set(labelId, id);
    pending = [];
    let copy = entry.withParent(lastParent);
    const firstKept = entry.value.firstKeptEntryId;
    if (entry.type === "compaction" && typeof firstKept === "string" && firstKept !== id && labelTarget.has(firstKept)) {
      copy = Entry.fromValue({ ...copy.value, firstKeptEntryId: labelTarget.get(firstKept) });
    }
    kept.push(copy);
    keptIds.add(id);
    lastParent = id;
  }
  const labels2 = labels(tree).filter(([target]) => keptIds.has(target));
  const ids = take(stamp2.ids, labels2.length, (id) => keptIds.has(id));
  if (ids === void 0) return Either_exports.left(new IdsExhausted());
  labels2.forEach(([targetId, info2], i) => {
    const id = ids[i];
    kept.push(
      Entry.fromValue(
        withoutUndefined({ type: "label", id, parentId: lastParent, timestamp: info2.timestamp, targetId, label: info2.label })
      )
    );
    lastParent = id;
  });
  return Either_exports.right(kept);
};
var fork = (state, stamp2, fields) => {
  const entry = get(state.tree, fields.entryId);
  if (entry === void 0) return Either_exports.left(new InvalidForkEntry({ id: fields.entryId }));
  let leaf = fields.entryId;
  let selected = {};
  if (fields.position === "before") {
    if (entry.type !== "message" || entry.role !== "user") {
      return Either_exports.left(new InvalidForkEntry({ id: fields.entryId }));
    }
    leaf = entry.parentId ?? null;
    selected = { selectedText: contentText(entry.value.message.content, "") };
  }
  const fresh = create({
    sessionId: fields.sessionId,
    timestamp: stamp2.timestamp,
    cwd: state.header.cwd ?? "",
    parentSession: state.file,
    file: fields.file
  });
  if (Either_exports.isLeft(fresh)) return Either_exports.left(fresh.left);
  if (leaf === null) return Either_exports.right(replacedBy(fresh.right, selected));
  if (state.file !== void 0 && !state.flushed) return Either_exports.left(new NotSavedYet());
  const entries2 = branchedEntries(state.tree, leaf, stamp2);
  if (Either_exports.isLeft(entries2)) return Either_exports.left(entries2.left);
  const tree = fromEntries(entries2.right);
  const flushed = fresh.right.file !== void 0 && tree.hasConversation;
  return Either_exports.right(replacedBy({ ...fresh.right, tree, flushed }, selected));
};
var forkFrom = (state, command) => {
  const fresh = create({
    sessionId: command.sessionId,
    timestamp: command.timestamp,
    cwd: command.cwd,
    parentSession: command.sourcePath,
    file: command.file
  });
  if (Either_exports.isLeft(fresh)) return Either_exports.left(fresh.left);
  const tree = fromEntries(state.tree.entries);
  return Either_exports.right(replacedBy({ ...fresh.right, tree, flushed: true }));
};
var apply = (state, command) => {
  switch (command._tag) {
    case "AppendMessage":
      return appendOne(state, command, (base) => message(base, command.message));
    case "BashExecution":
      return appendOne(state, command, (base) => message(base, message2(command, millis(command.timestamp))));
    case "ThinkingLevelChange":
      return appendOne(state, command, (base) => thinkingLevelChange(base, command.thinkingLevel));
    case "ModelChange":
      return appendOne(state, command, (base) => modelChange(base, command.provider, command.modelId));
    case "Usage":
      return appendOne(state, command, (base) => usage(base, command));
    case "Custom":
      return appendOne(state, command, (base) => custom(base, command.customType, command.data));
    case "CustomMessage":
      return appendOne(state, command, (base) => customMessage(base, command));
    case "SessionInfo":
      return appendOne(state, command, (base) => sessionInfo(base, sanitizeName(command.name)));
    case "Label":
      if (!has(state.tree, command.targetId)) {
        return Either_exports.left(new EntryNotFound({ id: command.targetId }));
      }
      return appendOne(state, command, (base) => label(base, command.targetId, command.label));
    case "ContextEdit":
      return contextEdit2(state, command);
    case "Compaction":
      return compaction2(state, command);
    case "Navigate":
      return navigate(state, command);
    case "Fork":
      return fork(state, command, command);
    case "Clone": {
      const leaf = leafId(state.tree);
      if (leaf === null) return Either_exports.left(new NothingToClone());
      return fork(state, command, { entryId: leaf, position: "at", sessionId: command.sessionId, file: command.file });
    }
    case "ForkFrom":
      return forkFrom(state, command);
    case "NewSession": {
      return Either_exports.map(create(command), (fresh) => replacedBy(fresh));
    }
  }
};
var forkCandidates = (tree) => {
  const found = [];
  for (const entry of entries(tree)) {
    if (entry.type !== "message" || entry.role !== "user" || entry.id === void 0) continue;
    const message3 = entry.value.message;
    const text = isObject(message3) ? contentText(message3.content, "") : "";
    if (text !== "") found.push({ entryId: entry.id, text });
  }
  return found;
};

// src/domain/SessionInfo.ts
var LINE_BREAK = /\r\n|\r|\n/;
var textOf = (content) => typeof content === "string" || Array.isArray(content) ? contentText(content, " ") : void 0;
var hasLoneCr = (bytes, from, to) => {
  const range = bytes.subarray(from, to);
  for (let at = range.indexOf(13); at >= 0; at = range.indexOf(13, at + 1)) {
    if (at + 1 >= range.length || range[at + 1] !== 10) return true;
  }
  return false;
};
var F2 = Field;
var K2 = Kind;
var MESSAGE = new TextEncoder().encode('"message"');
var SESSION_INFO = new TextEncoder().encode('"session_info"');
var containsBytes = (b, from, to, needle) => {
  const first = needle[0];
  for (let at = b.indexOf(first, from); at >= 0 && at + needle.length <= to; at = b.indexOf(first, at + 1)) {
    let k = 1;
    while (k < needle.length && b[at + k] === needle[k]) k++;
    if (k === needle.length) return true;
  }
  return false;
};
var Summary = class _Summary {
  #header;
  #name;
  #count = 0;
  #last = 0;
  #first;
  #texts = [];
  static from(state) {
    const summary = new _Summary();
    summary.#header = state.header;
    summary.#name = state.name;
    summary.#count = state.messageCount;
    summary.#last = state.lastActivity;
    summary.#first = state.firstMessage;
    if (state.text !== "") summary.#texts.push(state.text);
    return summary;
  }
  get state() {
    return {
      header: this.#header,
      name: this.#name,
      messageCount: this.#count,
      lastActivity: this.#last,
      firstMessage: this.#first,
      text: this.#texts.join(" ")
    };
  }
  /** Scans `bytes[start, end)`; returns where a partial last line begins (see `Scanner.scan`). */
  scan(scanner, bytes, start, end, final, fileStart) {
    return scanner.scan(bytes, start, end, { final, fileStart }, (line) => this.line(line));
  }
  line(line) {
    if (this.#header === false || line.status === Status.Blank || line.status === Status.Malformed) return;
    const b = line.bytes;
    if (this.#header !== void 0) {
      const type = line.kinds[F2.type] === K2.String ? line.string(F2.type) : void 0;
      if (type !== "message" && type !== "session_info") return;
      if (line.escaped[F2.type] === 1 && !containsBytes(b, line.start, line.end, MESSAGE) && !containsBytes(b, line.start, line.end, SESSION_INFO)) return;
      if (line.status !== Status.Object) return;
      if (type === "session_info") {
        if (line.kinds[F2.name] === K2.String) this.#name = line.string(F2.name).trim() || void 0;
        return;
      }
      this.#count++;
      if (line.kinds[F2.message] !== K2.Object || line.kinds[F2.content] === K2.Absent) return;
      const role = line.kinds[F2.role] === K2.String ? line.string(F2.role) : void 0;
      if (role !== "user" && role !== "assistant") return;
      const at = line.kinds[F2.messageTimestamp] === K2.Number ? JSON.parse(decodeUtf8(b, line.from[F2.messageTimestamp], line.to[F2.messageTimestamp])) : line.millis(F2.timestamp);
      if (!Number.isNaN(at)) this.#last = Math.max(this.#last, at);
      const content = line.kinds[F2.content];
      const text = content === K2.String ? line.string(F2.content) : content === K2.Array ? contentText(JSON.parse(decodeUtf8(b, line.from[F2.content], line.to[F2.content])), " ") : void 0;
      if (text) {
        this.#texts.push(text);
        if (this.#first === void 0 && role === "user") this.#first = text;
      }
      return;
    }
    if (line.status === Status.NotObject) {
      if (!JSON.parse(line.text())) return;
      this.#header = false;
      return;
    }
    const value = JSON.parse(line.text());
    this.#header = value.type === "session" ? value : false;
  }
  /** The session's listing, or undefined when it is not a session. */
  info(path3, mtime) {
    const header2 = this.#header;
    if (header2 === void 0 || header2 === false) return void 0;
    return infoOf(header2, path3, mtime, this.#name, this.#count, this.#last, this.#first, this.#texts.join(" "));
  }
};
var infoOf = (header2, path3, mtime, name, messageCount, lastActivity, firstMessage, allMessagesText) => {
  const headerTime = millis(header2.timestamp);
  return {
    path: path3,
    id: typeof header2.id === "string" ? header2.id : void 0,
    cwd: typeof header2.cwd === "string" ? header2.cwd : "",
    name,
    parentSessionPath: typeof header2.parentSession === "string" ? header2.parentSession : void 0,
    created: new Date(headerTime),
    modified: lastActivity > 0 ? new Date(lastActivity) : !Number.isNaN(headerTime) ? new Date(headerTime) : mtime,
    messageCount,
    firstMessage: firstMessage ?? "(no messages)",
    allMessagesText
  };
};
var summarizeText = (content, path3, mtime) => {
  const text = content.charCodeAt(0) === 65279 ? content.slice(1) : content;
  const lines2 = text.includes("\r") ? text.split(LINE_BREAK) : text.split("\n");
  let header2;
  let name;
  let messageCount = 0;
  let lastActivity = 0;
  let firstMessage;
  const texts = [];
  for (const line of lines2) {
    if (header2 !== void 0 && !line.includes('"message"') && !line.includes('"session_info"')) continue;
    if (line.trim() === "") continue;
    const value = parse(line);
    if (!value) continue;
    if (header2 === void 0) {
      if (!isObject(value) || value.type !== "session") return void 0;
      header2 = value;
      continue;
    }
    if (!isObject(value)) continue;
    if (value.type === "session_info") {
      if (typeof value.name === "string") name = value.name.trim() || void 0;
      continue;
    }
    if (value.type !== "message") continue;
    messageCount++;
    const message3 = value.message;
    if (!isObject(message3) || !("content" in message3)) continue;
    const role = message3.role;
    if (role !== "user" && role !== "assistant") continue;
    const at = typeof message3.timestamp === "number" ? message3.timestamp : millis(value.timestamp);
    if (!Number.isNaN(at)) lastActivity = Math.max(lastActivity, at);
    const messageText = textOf(message3.content);
    if (messageText) {
      texts.push(messageText);
      if (firstMessage === void 0 && role === "user") firstMessage = messageText;
    }
  }
  if (header2 === void 0) return void 0;
  return infoOf(header2, path3, mtime, name, messageCount, lastActivity, firstMessage, texts.join(" "));
};
var byModifiedDesc = (a, b) => b.modified.getTime() - a.modified.getTime();
var matches = (info2, query) => {
  const needle = query.toLowerCase();
  return (info2.name ?? "").toLowerCase().includes(needle) || info2.allMessagesText.toLowerCase().includes(needle);
};

// src/services/Ids.ts
var timestamp = Effect_exports.map(Clock_exports.currentTimeMillis, (ms) => new Date(ms).toISOString());
var idSource = Effect_exports.map(Random_exports.nextIntBetween(0, 2147483647), fromSeed);
var stamp = Effect_exports.all({ timestamp, ids: idSource });
var hex = (value, digits) => value.toString(16).padStart(digits, "0");
var uuidv7At = (ms) => Effect_exports.gen(function* () {
  const randomA = yield* Random_exports.nextIntBetween(0, 4096);
  const randomB = yield* Random_exports.nextIntBetween(0, 16384);
  const randomC = yield* Random_exports.nextIntBetween(0, 65536);
  const randomD = yield* Random_exports.nextIntBetween(0, 65536);
  const randomE = yield* Random_exports.nextIntBetween(0, 65536);
  const time = hex(Math.floor(ms), 12);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(randomA, 3)}-${hex(32768 | randomB, 4)}-${hex(randomC, 4)}${hex(randomD, 4)}${hex(randomE, 4)}`;
});
var sessionIdentity = Effect_exports.gen(
  function* () {
    const ms = yield* Clock_exports.currentTimeMillis;
    return { sessionId: yield* uuidv7At(ms), timestamp: new Date(ms).toISOString() };
  }
);

// src/services/AgentDir.ts
import * as os from "node:os";
import * as path2 from "node:path";
import { fileURLToPath } from "node:url";
var expandPath = (value, home) => {
  if (value === "~") return home;
  if (value.startsWith("~/")) return path2.join(home, value.slice(2));
  if (value.startsWith("file://")) return fileURLToPath(value);
  return value;
};
var resolve4 = (configured, home) => path2.resolve(configured ? expandPath(configured, home) : path2.join(home, ".pi", "agent"));
var config = Config_exports.all([Config_exports.option(Config_exports.string("PI_CODING_AGENT_DIR")), Config_exports.option(Config_exports.string("HOME"))]).pipe(
  Config_exports.map(([configured, home]) => resolve4(Option_exports.getOrUndefined(configured), Option_exports.getOrElse(home, () => os.homedir())))
);

// src/services/Traced.ts
var spans = (name, service) => {
  const traced = {};
  for (const [key, value] of Object.entries(service)) {
    const span = `${name}.${key}`;
    traced[key] = Effect_exports.isEffect(value) ? Effect_exports.withSpan(value, span) : typeof value === "function" ? (...args) => {
      const result = value(...args);
      return Effect_exports.isEffect(result) ? Effect_exports.withSpan(result, span) : result;
    } : value;
  }
  return traced;
};

// src/services/SessionStore.ts
import * as os2 from "node:os";

// src/services/FilePages.ts
import * as nodeFs from "node:fs";
var FilePages = class extends Effect_exports.Tag("arbor/FilePages")() {
};
var FileShrank = class extends Error {
  constructor(path3, offset, length) {
    super(`${path3}: the file shrank while open (its bytes ${offset}\u2013${offset + length} are gone)`);
    this.path = path3;
  }
  path;
};
var BLOCK = 128 * 1024;
var BLOCKS = 64;
var systemError = (method, path3, error2) => {
  const code = error2.code;
  const reason = code === "ENOENT" ? "NotFound" : code === "EACCES" || code === "EPERM" ? "PermissionDenied" : code === "EISDIR" || code === "ENOTDIR" || code === "ELOOP" ? "BadResource" : "Unknown";
  return new SystemError({ reason, module: "FileSystem", method, pathOrDescriptor: path3, description: error2.message, cause: error2 });
};
var closer = new FinalizationRegistry((fd) => {
  try {
    nodeFs.closeSync(fd);
  } catch {
  }
});
var nodePages = (path3) => {
  const fd = nodeFs.openSync(path3, nodeFs.constants.O_RDONLY | nodeFs.constants.O_NONBLOCK);
  let stat;
  try {
    stat = nodeFs.fstatSync(fd);
    if (!stat.isFile()) {
      const what = stat.isDirectory() ? "a directory" : stat.isFIFO() ? "a FIFO" : stat.isSocket() ? "a socket" : "not a regular file";
      throw Object.assign(new Error(`is ${what}, not a session file`), { code: stat.isDirectory() ? "EISDIR" : "EINVAL" });
    }
  } catch (error2) {
    nodeFs.closeSync(fd);
    throw error2;
  }
  const blocks = /* @__PURE__ */ new Map();
  const readExactly = (offset, length) => {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const n = nodeFs.readSync(fd, out, filled, length - filled, offset + filled);
      if (n === 0) break;
      filled += n;
    }
    return filled === length ? out : out.subarray(0, filled);
  };
  const block = (k) => {
    let bytes = blocks.get(k);
    if (bytes !== void 0) {
      blocks.delete(k);
      blocks.set(k, bytes);
      return bytes;
    }
    bytes = readExactly(k * BLOCK, BLOCK);
    blocks.set(k, bytes);
    if (blocks.size > BLOCKS) blocks.delete(blocks.keys().next().value);
    return bytes;
  };
  const pages = {
    path: path3,
    size: stat.size,
    dev: stat.dev,
    ino: stat.ino,
    mtimeMs: stat.mtimeMs,
    read: (offset, length) => {
      const k = Math.floor(offset / BLOCK);
      const within = offset - k * BLOCK;
      let bytes;
      if (within + length <= BLOCK) {
        const b = block(k);
        bytes = b.subarray(within, within + length);
      } else {
        bytes = readExactly(offset, length);
      }
      if (bytes.length < length) throw new FileShrank(path3, offset, length);
      return bytes;
    },
    readInto: (target, offset) => {
      let filled = 0;
      while (filled < target.length) {
        const n = nodeFs.readSync(fd, target, filled, target.length - filled, offset + filled);
        if (n === 0) break;
        filled += n;
      }
      return filled;
    },
    close: () => {
      if (!closer.unregister(pages)) return;
      blocks.clear();
      nodeFs.closeSync(fd);
    }
  };
  closer.register(pages, fd, pages);
  return pages;
};
var layerNode = Layer_exports.succeed(
  FilePages,
  FilePages.of({
    open: (path3) => Effect_exports.try({
      try: () => nodePages(path3),
      catch: (error2) => systemError("open", path3, error2)
    }),
    // one synchronous pass: thousands of stat calls cost less than as many effects
    stats: (paths) => Effect_exports.sync(
      () => paths.map((path3) => {
        try {
          const stat = nodeFs.statSync(path3);
          return stat.isFile() ? { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } : void 0;
        } catch {
          return void 0;
        }
      })
    )
  })
);
var fromFileSystem = (fs) => FilePages.of({
  stats: (paths) => Effect_exports.forEach(
    paths,
    (path3) => fs.stat(path3).pipe(
      Effect_exports.map(
        (info2) => info2.type === "File" ? {
          dev: info2.dev,
          ino: Option_exports.getOrElse(info2.ino, () => 0),
          size: Number(info2.size),
          mtimeMs: Option_exports.getOrElse(Option_exports.map(info2.mtime, (d) => d.getTime()), () => 0)
        } : void 0
      ),
      Effect_exports.orElseSucceed(() => void 0)
    ),
    { concurrency: 64 }
  ),
  open: (path3) => Effect_exports.gen(function* () {
    const info2 = yield* fs.stat(path3);
    if (info2.type !== "File") {
      return yield* new SystemError({
        reason: "BadResource",
        module: "FileSystem",
        method: "open",
        pathOrDescriptor: path3,
        description: `is ${info2.type === "Directory" ? "a directory" : "not a regular file"}, not a session file`
      });
    }
    const bytes = yield* fs.readFile(path3);
    return {
      path: path3,
      size: bytes.length,
      dev: info2.dev,
      ino: Option_exports.getOrElse(info2.ino, () => 0),
      mtimeMs: Option_exports.getOrElse(Option_exports.map(info2.mtime, (d) => d.getTime()), () => 0),
      read: (offset, length) => {
        if (offset + length > bytes.length) throw new FileShrank(path3, offset, length);
        return bytes.subarray(offset, offset + length);
      },
      readInto: (target, offset) => {
        const part = bytes.subarray(offset, offset + target.length);
        target.set(part);
        return part.length;
      },
      close: () => {
      }
    };
  })
});
var layerFileSystem = Layer_exports.effect(
  FilePages,
  Effect_exports.map(FileSystem, fromFileSystem)
);

// src/services/Catalog.ts
var Catalog = class extends Effect_exports.Tag("arbor/Catalog")() {
};
var FORMAT = 1;
var FILE_MODE = 384;
var DIR_MODE = 448;
var CHUNK2 = 4 * 1024 * 1024;
var SAMPLE = 4096;
var encoder = new TextEncoder();
var decoder = new TextDecoder("utf-8", { ignoreBOM: true });
var hash = (bytes) => {
  let h = 2166136261;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619);
  return h >>> 0;
};
var keyOf = (dir) => {
  let h1 = 2166136261;
  let h2 = 16777619;
  for (let i = 0; i < dir.length; i++) {
    const c = dir.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 1540483477) ^ h1 >>> 13;
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
};
var samplesOf = (pages, indexed) => {
  const spans2 = indexed <= SAMPLE * 2 ? [[0, indexed]] : [[0, SAMPLE], [indexed - SAMPLE, SAMPLE]];
  return spans2.map(([offset, length]) => [offset, length, hash(pages.read(offset, length))]);
};
var stillThere = (pages, samples) => {
  try {
    return samples.every(([offset, length, h]) => hash(pages.read(offset, length)) === h);
  } catch {
    return false;
  }
};
var readInto = (pages, summary, scanner, from, final) => {
  let position = from;
  let carry = new Uint8Array(0);
  let chunk = CHUNK2;
  for (; ; ) {
    const want = Math.max(0, Math.min(chunk, pages.size - position));
    const buffer = scanner.buffer(carry.length + want);
    buffer.set(carry, 0);
    const base = position - carry.length;
    const read = want > 0 ? pages.readInto(buffer.subarray(carry.length, carry.length + want), position) : 0;
    position += read;
    const end = carry.length + read;
    const last = read === 0 || position >= pages.size;
    if (hasLoneCr(buffer, 0, last ? end : end - 1)) return -1;
    const consumed = summary.scan(scanner, buffer, 0, end, last && final, base === 0);
    carry = buffer.slice(consumed, end);
    if (last) return base + consumed;
    if (consumed === 0) chunk *= 2;
  }
};
var scanFile = (scanner, pages, from, start) => {
  const summary = start === void 0 ? new Summary() : Summary.from({ ...start, text: "" });
  const indexed = readInto(pages, summary, scanner, from, false);
  if (indexed >= 0) {
    const at = summary.state;
    const rest = Summary.from({ ...at, text: "" });
    if (readInto(pages, rest, scanner, indexed, true) >= 0) return { indexed, at, end: rest.state };
  }
  const bytes = new Uint8Array(pages.size);
  pages.readInto(bytes, 0);
  const info2 = summarizeText(decoder.decode(bytes), pages.path, new Date(pages.mtimeMs));
  return { indexed: 0, at: void 0, end: textState(info2) };
};
var textState = (info2) => info2 === void 0 ? { header: false, name: void 0, messageCount: 0, lastActivity: 0, firstMessage: void 0, text: "" } : {
  header: {
    type: "session",
    ...info2.id === void 0 ? {} : { id: info2.id },
    cwd: info2.cwd,
    ...info2.parentSessionPath === void 0 ? {} : { parentSession: info2.parentSessionPath },
    ...Number.isNaN(info2.created.getTime()) ? {} : { timestamp: info2.created.toISOString() }
  },
  name: info2.name,
  messageCount: info2.messageCount,
  lastActivity: info2.modified.getTime(),
  firstMessage: info2.firstMessage === "(no messages)" ? void 0 : info2.firstMessage,
  text: info2.allMessagesText
};
var withoutText = ({ text: _text, ...state }) => state;
var infoOf2 = (state, file, mtimeMs, text) => {
  const info2 = Summary.from({ ...state, text: "" }).info(file, new Date(mtimeMs));
  if (info2 === void 0) return "not a session";
  let cached;
  Object.defineProperty(info2, "allMessagesText", { get: () => cached ??= text(), enumerable: true });
  return info2;
};
var joinTexts = (texts) => texts.filter((t) => t !== "").join(" ");
var isCount = (n) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
var isPieces = (p) => Array.isArray(p) && p.every((x) => Array.isArray(x) && x.length === 2 && isCount(x[0]) && isCount(x[1]));
var isState = (s) => {
  if (typeof s !== "object" || s === null) return false;
  const { header: header2, name, messageCount, lastActivity, firstMessage } = s;
  return (header2 === void 0 || header2 === false || typeof header2 === "object" && header2 !== null && !Array.isArray(header2)) && (name === void 0 || typeof name === "string") && isCount(messageCount) && typeof lastActivity === "number" && (firstMessage === void 0 || typeof firstMessage === "string");
};
var isScan = (x) => typeof x === "object" && x !== null && isState(x.state) && isPieces(x.text);
var isRecord = (r) => {
  if (typeof r !== "object" || r === null) return false;
  const { dev, ino, size, mtimeMs, indexed, samples, at, end } = r;
  return typeof dev === "number" && typeof ino === "number" && isCount(size) && typeof mtimeMs === "number" && isCount(indexed) && Array.isArray(samples) && samples.every((x) => Array.isArray(x) && x.length === 3 && x.every(isCount)) && (at === void 0 || isScan(at)) && isScan(end);
};
var decode = (text, sessionDir) => {
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (typeof file !== "object" || file === null) return void 0;
  const { format: format3, dir, text: name, sessions } = file;
  if (format3 !== FORMAT || dir !== sessionDir || typeof name !== "string" || name.includes("/") || name.includes("..")) return void 0;
  if (typeof sessions !== "object" || sessions === null || Array.isArray(sessions)) return void 0;
  return Object.values(sessions).every(isRecord) ? file : void 0;
};
var scanned = (pages, scan) => {
  try {
    return scan();
  } catch (error2) {
    if (error2 instanceof FileShrank) return "could not be read";
    throw error2;
  } finally {
    pages.close();
  }
};
var make4 = (dir) => Effect_exports.gen(function* () {
  const fs = yield* FileSystem;
  const path3 = yield* Path2;
  const pagesOf = yield* FilePages;
  const open = (file) => Effect_exports.option(pagesOf.open(file));
  if (dir === void 0) {
    return Catalog.of({
      summarize: (_dir, files, onProgress) => Effect_exports.suspend(() => {
        const scanner = make2();
        return Effect_exports.forEach(
          files,
          (file, i) => Effect_exports.map(open(file), (pages) => {
            onProgress?.(i + 1, files.length);
            if (Option_exports.isNone(pages)) return "could not be read";
            return scanned(pages.value, () => {
              const { at, end } = scanFile(scanner, pages.value, 0, void 0);
              const text = joinTexts([at?.text ?? "", end.text]);
              return infoOf2(withoutText(end), file, pages.value.mtimeMs, () => text);
            });
          })
        );
      })
    });
  }
  const catalogDir = path3.join(dir, "catalog");
  const lockPath = (key) => path3.join(catalogDir, `${key}.lock`);
  const load = (key, sessionDir) => Effect_exports.gen(function* () {
    const file = decode(yield* fs.readFileString(path3.join(catalogDir, `${key}.json`)), sessionDir);
    if (file === void 0) return void 0;
    const log = yield* pagesOf.open(path3.join(catalogDir, file.text));
    const fits = (pieces) => pieces.every(([offset, length]) => offset + length <= log.size);
    for (const record of Object.values(file.sessions)) {
      if (!fits(record.end.text) || record.at !== void 0 && !fits(record.at.text)) return void 0;
    }
    return { file, log };
  }).pipe(Effect_exports.orElseSucceed(() => void 0));
  const lock = (key) => {
    const take2 = fs.writeFile(lockPath(key), encoder.encode(`${process.pid}
`), { flag: "wx", mode: FILE_MODE });
    return take2.pipe(
      Effect_exports.as(true),
      // a failed write may have created the lock: take it back
      Effect_exports.catchIf(
        (e) => !(e._tag === "SystemError" && e.reason === "AlreadyExists"),
        () => fs.remove(lockPath(key)).pipe(Effect_exports.ignore, Effect_exports.as(false))
      ),
      Effect_exports.catchAll(
        () => Effect_exports.gen(function* () {
          const info2 = yield* fs.stat(lockPath(key));
          const since = Option_exports.getOrElse(Option_exports.map(info2.mtime, (d) => d.getTime()), () => Date.now());
          if (Date.now() - since < 6e4) return false;
          yield* fs.remove(lockPath(key));
          yield* take2;
          return true;
        }).pipe(Effect_exports.orElseSucceed(() => false))
      )
    );
  };
  const summarize = (sessionDir, files, onProgress) => Effect_exports.gen(function* () {
    const key = keyOf(sessionDir);
    const loaded = yield* load(key, sessionDir);
    const stats = yield* pagesOf.stats(files);
    const old = loaded?.file.sessions ?? {};
    const read = (pieces) => joinTexts(pieces.map(([offset, length]) => decoder.decode(loaded.log.read(offset, length))));
    const kept = {};
    const drafts = [];
    const results = [];
    const scanner = make2();
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      const name = path3.basename(file);
      const stat = stats[i];
      const record = loaded === void 0 ? void 0 : old[name];
      if (stat === void 0) {
        results.push("could not be read");
      } else if (record !== void 0 && record.dev === stat.dev && record.ino === stat.ino && record.size === stat.size && record.mtimeMs === stat.mtimeMs) {
        kept[name] = record;
        results.push(infoOf2(record.end.state, file, stat.mtimeMs, () => read(record.end.text)));
      } else {
        const pages = yield* open(file);
        if (Option_exports.isNone(pages)) {
          results.push("could not be read");
        } else {
          const p = pages.value;
          results.push(
            scanned(p, () => {
              const from = record?.at !== void 0 && record.dev === p.dev && record.ino === p.ino && p.size >= record.indexed && stillThere(p, record.samples) ? record : void 0;
              const result = scanFile(scanner, p, from?.indexed ?? 0, from?.at?.state);
              const before = result.at !== void 0 && from?.at !== void 0 ? from.at.text : [];
              const atText = result.at?.text ?? "";
              drafts.push({
                name,
                record: { dev: p.dev, ino: p.ino, size: p.size, mtimeMs: p.mtimeMs, indexed: result.indexed, samples: samplesOf(p, result.indexed) },
                before,
                at: result.at === void 0 ? void 0 : { state: withoutText(result.at), text: atText },
                end: { state: withoutText(result.end), text: result.end.text }
              });
              const text = () => joinTexts([read(before), atText, result.end.text]);
              return infoOf2(withoutText(result.end), file, p.mtimeMs, text);
            })
          );
        }
      }
      onProgress?.(i + 1, files.length);
    }
    const gone = Object.keys(old).some((name) => kept[name] === void 0 && !drafts.some((d) => d.name === name));
    if (loaded === void 0 || drafts.length > 0 || gone) yield* save2(key, sessionDir, loaded, kept, drafts);
    return results;
  });
  const save2 = (key, sessionDir, loaded, kept, drafts) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      yield* fs.makeDirectory(catalogDir, { recursive: true, mode: DIR_MODE });
      if (!(yield* lock(key))) return;
      yield* Effect_exports.addFinalizer(() => fs.remove(lockPath(key)).pipe(Effect_exports.ignore));
      const length = (pieces) => pieces.reduce((n, [, l]) => n + l, 0);
      const used = Object.values(kept).reduce((n, r) => n + length(r.end.text) + length(r.at?.text ?? []), 0);
      const reuse = loaded !== void 0 && used * 2 >= loaded.log.size;
      const textName = reuse ? loaded.file.text : `${key}.${Date.now().toString(36)}-${process.pid.toString(36)}.txt`;
      const textPath = path3.join(catalogDir, textName);
      let size = reuse ? Number((yield* fs.stat(textPath)).size) : 0;
      const out = [];
      const piece = (text) => {
        if (text === "") return [];
        const bytes = encoder.encode(text);
        out.push(bytes);
        const at = size;
        size += bytes.length;
        return [[at, bytes.length]];
      };
      const copy = (pieces) => reuse || loaded === void 0 ? pieces : piece(joinTexts(pieces.map(([o, l]) => decoder.decode(loaded.log.read(o, l)))));
      const sessions = {};
      for (const [name, record] of Object.entries(kept)) {
        const at = record.at === void 0 ? void 0 : { state: record.at.state, text: copy(record.at.text) };
        sessions[name] = { ...record, ...at === void 0 ? {} : { at }, end: { state: record.end.state, text: copy(record.end.text) } };
      }
      for (const draft of drafts) {
        const before = copy(draft.before);
        const at = draft.at === void 0 ? void 0 : { state: draft.at.state, text: [...before, ...piece(draft.at.text)] };
        const end = { state: draft.end.state, text: [...at?.text ?? [], ...piece(draft.end.text)] };
        sessions[draft.name] = { ...draft.record, ...at === void 0 ? {} : { at }, end };
      }
      yield* Effect_exports.scoped(
        Effect_exports.gen(function* () {
          const handle = yield* fs.open(textPath, { flag: "a", mode: FILE_MODE });
          for (const bytes of out) yield* handle.writeAll(bytes);
        })
      );
      const target = path3.join(catalogDir, `${key}.json`);
      const temp = `${target}.${process.pid}.tmp`;
      const file = { format: FORMAT, dir: sessionDir, text: textName, sessions };
      yield* fs.writeFileString(temp, JSON.stringify(file), { mode: FILE_MODE }).pipe(
        Effect_exports.zipRight(fs.rename(temp, target)),
        Effect_exports.tapError(() => fs.remove(temp).pipe(Effect_exports.ignore))
      );
      if (!reuse && loaded !== void 0) yield* fs.remove(path3.join(catalogDir, loaded.file.text)).pipe(Effect_exports.ignore);
    })
  ).pipe(Effect_exports.ignore);
  return Catalog.of(spans("Catalog", { summarize }));
});
var layer3 = (dir) => Layer_exports.effect(Catalog, make4(dir));

// src/domain/IndexFile.ts
var FORMAT2 = 1;
var MAGIC = [65, 82, 66, 79, 82, 73, 88, 1];
var encoder2 = new TextEncoder();
var decoder2 = new TextDecoder("utf-8", { ignoreBOM: true });
var columnsOf = (c) => [
  c.id,
  c.parent,
  c.type,
  c.role,
  c.custom,
  c.millis,
  c.line,
  c.offset,
  c.size,
  c.first,
  c.idStart,
  c.idHashes,
  c.idSlots,
  c.idArena
];
var pad8 = (n) => n + 7 & ~7;
var checksum = (bytes, length) => {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, length >>> 2);
  let h = 2166136261;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 16777619);
  return h >>> 0;
};
var replacer = (_key, value) => typeof value === "number" && Number.isNaN(value) ? null : value;
var encode = (index) => {
  const c = index.saved.columns;
  const json = { file: index.file, state: index.state, tree: index.saved.json, slots: c.idSlots.length, arena: c.idArena.length };
  const text = encoder2.encode(JSON.stringify(json, replacer));
  const columns = columnsOf(c);
  let size = pad8(16 + text.length);
  for (const column of columns) size += pad8(column.byteLength);
  const out = new Uint8Array(size + 8);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint32(8, FORMAT2, true);
  view.setUint32(12, text.length, true);
  out.set(text, 16);
  let at = pad8(16 + text.length);
  for (const column of columns) {
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), at);
    at += pad8(column.byteLength);
  }
  view.setUint32(at, checksum(out, at), true);
  return out.subarray(0, at + 4);
};
var decode2 = (input) => {
  try {
    const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
    if (bytes.length < 20) return void 0;
    for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC[i]) return void 0;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(8, true) !== FORMAT2) return void 0;
    const jsonLength = view.getUint32(12, true);
    if (16 + jsonLength > bytes.length - 4) return void 0;
    const json = JSON.parse(decoder2.decode(bytes.subarray(16, 16 + jsonLength)));
    const n = json.tree.length;
    const ids = json.tree.ids;
    const counts = [
      [n, (b, o, l) => new Int32Array(b, o, l), 4],
      [n, (b, o, l) => new Int32Array(b, o, l), 4],
      [n, (b, o, l) => new Uint16Array(b, o, l), 2],
      [n, (b, o, l) => new Uint16Array(b, o, l), 2],
      [n, (b, o, l) => new Uint16Array(b, o, l), 2],
      [n, (b, o, l) => new Float64Array(b, o, l), 8],
      [n, (b, o, l) => new Int32Array(b, o, l), 4],
      [n, (b, o, l) => new Float64Array(b, o, l), 8],
      [n, (b, o, l) => new Int32Array(b, o, l), 4],
      [ids, (b, o, l) => new Int32Array(b, o, l), 4],
      [ids + 1, (b, o, l) => new Int32Array(b, o, l), 4],
      [ids, (b, o, l) => new Uint32Array(b, o, l), 4],
      [json.slots, (b, o, l) => new Int32Array(b, o, l), 4],
      [json.arena, (b, o, l) => new Uint8Array(b, o, l), 1]
    ];
    let at = pad8(16 + jsonLength);
    const columns = [];
    for (const [count, make7, width] of counts) {
      if (!Number.isInteger(count) || count < 0 || at + count * width > bytes.length - 4) return void 0;
      columns.push(make7(bytes.buffer, bytes.byteOffset + at, count));
      at += pad8(count * width);
    }
    if (at + 4 !== bytes.length || view.getUint32(at, true) !== checksum(bytes, at)) return void 0;
    const [id, parent, type, role, custom2, millis2, line, offset, size, first, idStart, idHashes, idSlots, idArena] = columns;
    return {
      file: json.file,
      state: restoreDiagnostics(json.state),
      saved: {
        columns: {
          id,
          parent,
          type,
          role,
          custom: custom2,
          millis: millis2,
          line,
          offset,
          size,
          first,
          idStart,
          idHashes,
          idSlots,
          idArena
        },
        json: json.tree
      }
    };
  } catch {
    return void 0;
  }
};
var restoreDiagnostics = (state) => ({
  ...state,
  diagnostics: state.diagnostics.map((d) => ({ ...d, line: d.line ?? void 0 }))
});

// src/services/IndexCache.ts
var IndexCache = class extends Effect_exports.Tag("arbor/IndexCache")() {
};
var MIN_SIZE = 256 * 1024;
var SAMPLE2 = 4096;
var hash2 = (bytes) => {
  let h = 2166136261;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619);
  return h >>> 0;
};
var pathKey = (path3) => {
  let h1 = 2166136261;
  let h2 = 16777619;
  for (let i = 0; i < path3.length; i++) {
    const c = path3.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 1540483477) ^ h1 >>> 13;
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
};
var sampleOffsets = (indexed) => {
  if (indexed <= SAMPLE2 * 2) return [[0, indexed]];
  const out = [[0, SAMPLE2]];
  const step = Math.floor((indexed - SAMPLE2) / 9);
  for (let k = 1; k <= 8; k++) out.push([k * step, Math.min(512, indexed - k * step)]);
  out.push([indexed - SAMPLE2, SAMPLE2]);
  return out;
};
var sample = (pages, indexed) => sampleOffsets(indexed).map(([offset, length]) => [offset, length, hash2(pages.read(offset, length))]);
var FILE_MODE2 = 384;
var DIR_MODE2 = 448;
var layer4 = (dir) => Layer_exports.effect(
  IndexCache,
  Effect_exports.gen(function* () {
    const fs = yield* FileSystem;
    const path3 = yield* Path2;
    const indexDir = path3.join(dir, "index");
    const fileOf = (sessionPath) => path3.join(indexDir, `${pathKey(sessionPath)}.idx`);
    const trusts = (identity2, pages) => {
      if (identity2.path !== pages.path || identity2.dev !== pages.dev || identity2.ino !== pages.ino) return false;
      if (pages.size < identity2.indexed) return false;
      if (pages.size === identity2.size && pages.mtimeMs !== identity2.mtimeMs) return false;
      try {
        return identity2.samples.every(([offset, length, h]) => hash2(pages.read(offset, length)) === h);
      } catch {
        return false;
      }
    };
    const load = (pages, source) => Effect_exports.gen(function* () {
      const bytes = yield* fs.readFile(fileOf(pages.path));
      const index = decode2(bytes);
      if (index === void 0 || !trusts(index.file, pages)) return Option_exports.none();
      const tree = restore(index.saved, source);
      if (tree === void 0) return Option_exports.none();
      return Option_exports.some({ tree, state: index.state, indexed: index.file.indexed });
    }).pipe(Effect_exports.orElseSucceed(() => Option_exports.none()));
    const save2 = (pages, tree, state, indexed) => Effect_exports.gen(function* () {
      const saved = save(tree);
      if (saved === void 0) return;
      const identity2 = {
        path: pages.path,
        dev: pages.dev,
        ino: pages.ino,
        indexed,
        size: pages.size,
        mtimeMs: pages.mtimeMs,
        samples: sample(pages, indexed)
      };
      const bytes = encode({ file: identity2, state, saved });
      yield* fs.makeDirectory(indexDir, { recursive: true, mode: DIR_MODE2 });
      const target = fileOf(pages.path);
      const temp = `${target}.${(yield* idSource).draw(0)}.tmp`;
      yield* fs.writeFile(temp, bytes, { mode: FILE_MODE2 }).pipe(
        Effect_exports.zipRight(fs.rename(temp, target)),
        Effect_exports.tapError(() => fs.remove(temp).pipe(Effect_exports.ignore))
      );
    }).pipe(Effect_exports.ignore);
    return IndexCache.of(spans("IndexCache", { load, save: save2 }));
  })
);

// src/services/MemoryFileSystem.ts
var S_IFREG = 32768;
var S_IFDIR = 16384;
var BLOCK_SIZE = 4096;
var allow = (flags) => ({
  read: false,
  write: false,
  append: false,
  create: false,
  exclusive: false,
  truncate: false,
  ...flags
});
var openFlags = {
  "r": allow({ read: true }),
  "r+": allow({ read: true, write: true }),
  "w": allow({ write: true, create: true, truncate: true }),
  "wx": allow({ write: true, create: true, truncate: true, exclusive: true }),
  "w+": allow({ read: true, write: true, create: true, truncate: true }),
  "wx+": allow({ read: true, write: true, create: true, truncate: true, exclusive: true }),
  "a": allow({ write: true, append: true, create: true }),
  "ax": allow({ write: true, append: true, create: true, exclusive: true }),
  "a+": allow({ read: true, write: true, append: true, create: true }),
  "ax+": allow({ read: true, write: true, append: true, create: true, exclusive: true })
};
var errnos = {
  ENOENT: ["NotFound", "no such file or directory"],
  EEXIST: ["AlreadyExists", "file already exists"],
  ENOTDIR: ["BadResource", "not a directory"],
  EISDIR: ["BadResource", "illegal operation on a directory"],
  ENOTEMPTY: ["Unknown", "directory not empty"],
  EINVAL: ["Unknown", "invalid argument"],
  EPERM: ["Unknown", "operation not permitted"],
  EBADF: ["Unknown", "bad file descriptor"],
  EBUSY: ["Busy", "resource busy or locked"]
};
var systemError2 = (code, method, syscall, pathOrDescriptor, paths) => {
  const [reason, text] = errnos[code];
  const subject = paths.length === 0 ? "" : ` ${paths.map((path3) => `'${path3}'`).join(" -> ")}`;
  return new SystemError({
    reason,
    module: "FileSystem",
    method,
    syscall,
    pathOrDescriptor,
    description: `${code}: ${text}, ${syscall}${subject}`
  });
};
var failWith = (method, syscall, pathOrDescriptor, paths) => (code) => systemError2(code, method, syscall, pathOrDescriptor, paths);
var nodeError = (method, syscall, path3, description) => new SystemError({ reason: "Unknown", module: "FileSystem", method, syscall, pathOrDescriptor: path3, description });
var unsupported = (method, path3) => new SystemError({
  reason: "Unknown",
  module: "FileSystem",
  method,
  pathOrDescriptor: path3,
  description: `${method} is not supported by the in-memory filesystem`
});
var parse2 = (method, raw) => {
  if (!raw.startsWith("/") || raw.includes("\0")) {
    return left(
      new BadArgument({
        module: "FileSystem",
        method,
        description: `expected an absolute path without NUL bytes, got ${JSON.stringify(raw)}`
      })
    );
  }
  const parts = raw.split("/");
  const segments = [];
  for (const part of parts) {
    if (part === "..") segments.pop();
    else if (part !== "" && part !== ".") segments.push(part);
  }
  const last = parts[parts.length - 1];
  return right({
    segments,
    path: `/${segments.join("/")}`,
    mustBeDirectory: segments.length > 0 && (last === "" || last === "." || last === "..")
  });
};
var join2 = (directory, name) => directory === "/" ? `/${name}` : `${directory}/${name}`;
var isBelow = (inner, outer) => inner.segments.length > outer.segments.length && outer.segments.every((segment, i) => inner.segments[i] === segment);
var resize = (file, size) => {
  if (size > file.bytes.length) {
    const grown = new Uint8Array(Math.max(size, file.bytes.length * 2, 64));
    grown.set(file.bytes.subarray(0, file.size));
    file.bytes = grown;
  } else if (size > file.size) {
    file.bytes.fill(0, file.size, size);
  } else if (size * 4 < file.bytes.length) {
    file.bytes = file.bytes.slice(0, size);
  }
  file.size = size;
};
var writeAt = (file, position, data) => {
  const end = position + data.length;
  if (end > file.size) resize(file, end);
  file.bytes.set(data, position);
};
var readAt = (file, position, length) => file.bytes.slice(Math.min(position, file.size), Math.min(position + length, file.size));
var info = (node) => {
  const size = node._tag === "File" ? node.size : BLOCK_SIZE;
  let links = 2;
  if (node._tag === "File") links = node.links;
  else for (const child of node.entries.values()) if (child._tag === "Directory") links++;
  return {
    type: node._tag,
    mtime: some(new Date(node.mtimeMs)),
    atime: some(new Date(node.atimeMs)),
    birthtime: some(new Date(node.birthtimeMs)),
    dev: 0,
    ino: some(node.ino),
    mode: (node._tag === "File" ? S_IFREG : S_IFDIR) | node.mode,
    nlink: some(links),
    uid: some(node.uid),
    gid: some(node.gid),
    rdev: some(0),
    size: Size(size),
    blksize: some(Size(BLOCK_SIZE)),
    blocks: some(Math.ceil(size / BLOCK_SIZE) * (BLOCK_SIZE / 512))
  };
};
var makeVolume = (umask, createdAt) => {
  let lastIno = 0;
  const inode = (t, mode) => ({
    ino: ++lastIno,
    mode,
    uid: 0,
    gid: 0,
    atimeMs: t,
    mtimeMs: t,
    birthtimeMs: t
  });
  const newFile = (t, mode) => ({
    _tag: "File",
    ...inode(t, mode),
    links: 0,
    bytes: new Uint8Array(0),
    size: 0
  });
  const newDirectory = (t, mode) => ({
    _tag: "Directory",
    ...inode(t, mode),
    entries: /* @__PURE__ */ new Map()
  });
  const cloneFile = (t, file) => ({
    ...newFile(t, file.mode),
    bytes: file.bytes.slice(0, file.size),
    size: file.size
  });
  const attach = (parent, name, node, t) => {
    parent.entries.set(name, node);
    if (node._tag === "File") node.links++;
    parent.mtimeMs = t;
  };
  const release = (node) => {
    if (node._tag === "File") node.links--;
    else for (const child of node.entries.values()) release(child);
  };
  const detach = (parent, name, t) => {
    const node = parent.entries.get(name);
    if (node === void 0) return;
    parent.entries.delete(name);
    release(node);
    parent.mtimeMs = t;
  };
  const root = newDirectory(createdAt, 493);
  attach(root, "tmp", newDirectory(createdAt, 1023), createdAt);
  const lookup = (location) => {
    const { segments } = location;
    let directory = root;
    for (let depth = 1; depth < segments.length; depth++) {
      const child = directory.entries.get(segments[depth - 1] ?? "");
      if (child === void 0) return left({ code: "ENOENT", depth });
      if (child._tag === "File") return left({ code: "ENOTDIR", depth });
      directory = child;
    }
    const name = segments[segments.length - 1];
    if (name === void 0) return right({ _tag: "Found", node: root, parent: void 0, name: "" });
    const node = directory.entries.get(name);
    if (node === void 0) return right({ _tag: "Missing", parent: directory, name });
    if (node._tag === "File" && location.mustBeDirectory) {
      return left({ code: "ENOTDIR", depth: segments.length });
    }
    return right({ _tag: "Found", node, parent: directory, name });
  };
  const resolve5 = (location, fail3) => mapLeft(lookup(location), (error2) => fail3(error2.code));
  const existing = (location, fail3) => flatMap(
    resolve5(location, fail3),
    (entry) => entry._tag === "Found" ? right(entry) : left(fail3("ENOENT"))
  );
  const open = (t, method, raw, flag, mode) => gen(function* () {
    const location = yield* parse2(method, raw);
    const access = openFlags[flag];
    if (access === void 0) {
      return yield* left(
        new BadArgument({ module: "FileSystem", method, description: `invalid open flag ${JSON.stringify(flag)}` })
      );
    }
    const fail3 = failWith(method, "open", raw, [raw]);
    const entry = yield* resolve5(location, fail3);
    if (entry._tag === "Found") {
      const node = entry.node;
      if (access.exclusive) return yield* left(fail3("EEXIST"));
      if (node._tag === "Directory" && access.write) return yield* left(fail3("EISDIR"));
      if (node._tag === "File" && access.truncate) {
        resize(node, 0);
        node.mtimeMs = t;
      }
      return { node, access };
    }
    if (!access.create) return yield* left(fail3("ENOENT"));
    if (location.mustBeDirectory) return yield* left(fail3("EISDIR"));
    const file = newFile(t, (mode ?? 438) & 4095 & ~umask);
    attach(entry.parent, entry.name, file, t);
    return { node: file, access };
  });
  const ensureDirectory = (t, segments) => {
    let directory = root;
    for (const [i, name] of segments.entries()) {
      const child = directory.entries.get(name);
      if (child === void 0) {
        const created = newDirectory(t, 511 & ~umask);
        attach(directory, name, created, t);
        directory = created;
      } else if (child._tag === "File") {
        return left({ code: "ENOTDIR", depth: i + 1 });
      } else {
        directory = child;
      }
    }
    return right(directory);
  };
  const copyInto = (t, node, from, parent, name, to, options) => {
    const present = parent.entries.get(name);
    if (node._tag === "File") {
      if (present?._tag === "Directory") {
        return left(nodeError(
          "copy",
          "cp",
          from,
          `Cannot overwrite directory with non-directory: cp returned ENOTDIR (cannot overwrite directory ${to} with non-directory ${from}) ${to}`
        ));
      }
      if (present !== void 0) {
        if (!options.overwrite) return void_;
        detach(parent, name, t);
      }
      const copy = cloneFile(t, node);
      if (options.preserveTimestamps) {
        copy.atimeMs = node.atimeMs;
        copy.mtimeMs = node.mtimeMs;
      }
      attach(parent, name, copy, t);
      return void_;
    }
    if (present?._tag === "File") {
      return left(nodeError(
        "copy",
        "cp",
        from,
        `Cannot overwrite non-directory with directory: cp returned EISDIR (cannot overwrite non-directory ${to} with directory ${from}) ${to}`
      ));
    }
    let directory = present;
    if (directory === void 0) {
      directory = newDirectory(t, node.mode);
      attach(parent, name, directory, t);
    }
    for (const [childName, child] of Array.from(node.entries)) {
      const copied = copyInto(t, child, join2(from, childName), directory, childName, join2(to, childName), options);
      if (isLeft(copied)) return copied;
    }
    return void_;
  };
  const listDirectory = (directory, recursive) => {
    const names = [];
    const queue = [["", directory]];
    for (let next = queue.shift(); next !== void 0; next = queue.shift()) {
      const [prefix, current] = next;
      for (const name of Array.from(current.entries.keys()).sort()) {
        const child = current.entries.get(name);
        names.push(prefix + name);
        if (recursive && child?._tag === "Directory") queue.push([`${prefix}${name}/`, child]);
      }
    }
    return names;
  };
  return {
    open,
    access: (raw) => gen(function* () {
      const location = yield* parse2("access", raw);
      yield* existing(location, failWith("access", "access", raw, [raw]));
    }),
    stat: (raw) => gen(function* () {
      const location = yield* parse2("stat", raw);
      const found = yield* existing(location, failWith("stat", "stat", raw, [raw]));
      return info(found.node);
    }),
    chmod: (raw, mode) => gen(function* () {
      const location = yield* parse2("chmod", raw);
      const found = yield* existing(location, failWith("chmod", "chmod", raw, [raw]));
      found.node.mode = mode & 4095;
    }),
    chown: (raw, uid, gid) => gen(function* () {
      const location = yield* parse2("chown", raw);
      const found = yield* existing(location, failWith("chown", "chown", raw, [raw]));
      found.node.uid = uid;
      found.node.gid = gid;
    }),
    /** Numbers are seconds since the epoch, as in Node. */
    utimes: (raw, atime, mtime) => gen(function* () {
      const location = yield* parse2("utimes", raw);
      const found = yield* existing(location, failWith("utimes", "utime", raw, [raw]));
      const millis2 = (time) => typeof time === "number" ? time * 1e3 : time.getTime();
      found.node.atimeMs = millis2(atime);
      found.node.mtimeMs = millis2(mtime);
    }),
    readFile: (raw) => gen(function* () {
      const location = yield* parse2("readFile", raw);
      const found = yield* existing(location, failWith("readFile", "open", raw, [raw]));
      if (found.node._tag === "Directory") return yield* left(systemError2("EISDIR", "readFile", "read", raw, []));
      return readAt(found.node, 0, found.node.size);
    }),
    writeFile: (t, raw, data, options) => gen(function* () {
      const opened = yield* open(t, "writeFile", raw, options?.flag ?? "w", options?.mode);
      const node = opened.node;
      if (node._tag === "Directory" || !opened.access.write) {
        return yield* left(systemError2("EBADF", "writeFile", "write", raw, []));
      }
      if (data.length > 0) {
        writeAt(node, opened.access.append ? node.size : 0, data);
        node.mtimeMs = t;
      }
    }),
    truncate: (t, raw, length) => gen(function* () {
      const location = yield* parse2("truncate", raw);
      const fail3 = failWith("truncate", "open", raw, [raw]);
      const found = yield* existing(location, fail3);
      if (found.node._tag === "Directory") return yield* left(fail3("EISDIR"));
      resize(found.node, Math.max(0, Number(length ?? 0)));
      found.node.mtimeMs = t;
    }),
    makeDirectory: (t, raw, options) => gen(function* () {
      const location = yield* parse2("makeDirectory", raw);
      const fail3 = failWith("makeDirectory", "mkdir", raw, [raw]);
      const mode = (options?.mode ?? 511) & 1023 & ~umask;
      if (options?.recursive) {
        let directory = root;
        for (const [i, name] of location.segments.entries()) {
          const child = directory.entries.get(name);
          if (child === void 0) {
            const created = newDirectory(t, mode);
            attach(directory, name, created, t);
            directory = created;
          } else if (child._tag === "File") {
            return yield* left(fail3(i === location.segments.length - 1 ? "EEXIST" : "ENOTDIR"));
          } else {
            directory = child;
          }
        }
        return;
      }
      const entry = yield* resolve5(location, fail3);
      if (entry._tag === "Found") return yield* left(fail3("EEXIST"));
      attach(entry.parent, entry.name, newDirectory(t, mode), t);
    }),
    /** Creates `directory/prefix` + `random` with mode 0o700; `None` when that name is taken. */
    makeTempDirectory: (t, method, directory, prefix, random) => gen(function* () {
      const base = `${directory.replace(/\/+$/, "")}/${prefix}`;
      const location = yield* parse2(method, base + random);
      const fail3 = failWith(method, "mkdtemp", base, [base + random]);
      const entry = yield* resolve5(location, fail3);
      if (entry._tag === "Found") return none();
      attach(entry.parent, entry.name, newDirectory(t, 448 & ~umask), t);
      return some(location.path);
    }),
    readDirectory: (raw, options) => gen(function* () {
      const location = yield* parse2("readDirectory", raw);
      const fail3 = failWith("readDirectory", "scandir", raw, [raw]);
      const found = yield* existing(location, fail3);
      if (found.node._tag === "File") return yield* left(fail3("ENOTDIR"));
      return listDirectory(found.node, options?.recursive ?? false);
    }),
    readLink: (raw) => gen(function* () {
      const location = yield* parse2("readLink", raw);
      const fail3 = failWith("readLink", "readlink", raw, [raw]);
      yield* existing(location, fail3);
      return yield* left(fail3("EINVAL"));
    }),
    realPath: (raw) => gen(function* () {
      const location = yield* parse2("realPath", raw);
      const entry = yield* mapLeft(lookup(location), (error2) => {
        const prefix = `/${location.segments.slice(0, error2.depth).join("/")}`;
        return systemError2(error2.code, "realPath", "lstat", raw, [prefix]);
      });
      if (entry._tag === "Missing") {
        return yield* left(systemError2("ENOENT", "realPath", "lstat", raw, [location.path]));
      }
      return location.path;
    }),
    remove: (t, method, raw, options) => gen(function* () {
      const location = yield* parse2(method, raw);
      const fail3 = failWith(method, "lstat", raw, [raw]);
      const looked = lookup(location);
      if (isLeft(looked)) {
        if (options?.force && looked.left.code === "ENOENT") return;
        return yield* left(fail3(looked.left.code));
      }
      const entry = looked.right;
      if (entry._tag === "Missing") {
        if (options?.force) return;
        return yield* left(fail3("ENOENT"));
      }
      if (entry.node._tag === "Directory" && !options?.recursive) {
        return yield* left(
          nodeError(method, "rm", raw, `Path is a directory: rm returned EISDIR (is a directory) ${raw}`)
        );
      }
      if (entry.parent === void 0) return yield* left(systemError2("EBUSY", method, "rm", raw, [raw]));
      detach(entry.parent, entry.name, t);
    }),
    rename: (t, fromRaw, toRaw) => gen(function* () {
      const from = yield* parse2("rename", fromRaw);
      const to = yield* parse2("rename", toRaw);
      const fail3 = failWith("rename", "rename", fromRaw, [fromRaw, toRaw]);
      const source = yield* existing(from, fail3);
      const target = yield* resolve5(to, fail3);
      const sourceParent = source.parent;
      const targetParent = target.parent;
      if (sourceParent === void 0 || targetParent === void 0) return yield* left(fail3("EBUSY"));
      if (source.node._tag === "Directory" && isBelow(to, from)) return yield* left(fail3("EINVAL"));
      if (target._tag === "Found") {
        if (target.node === source.node) return;
        if (target.node._tag === "Directory") {
          if (source.node._tag === "File") return yield* left(fail3("EISDIR"));
          if (target.node.entries.size > 0) return yield* left(fail3("ENOTEMPTY"));
        } else if (source.node._tag === "Directory") {
          return yield* left(fail3("ENOTDIR"));
        }
        release(target.node);
      } else if (to.mustBeDirectory && source.node._tag === "File") {
        return yield* left(fail3("ENOTDIR"));
      }
      sourceParent.entries.delete(source.name);
      targetParent.entries.set(target.name, source.node);
      sourceParent.mtimeMs = t;
      targetParent.mtimeMs = t;
    }),
    link: (t, fromRaw, toRaw) => gen(function* () {
      const from = yield* parse2("link", fromRaw);
      const to = yield* parse2("link", toRaw);
      const fail3 = failWith("link", "link", fromRaw, [fromRaw, toRaw]);
      const source = yield* existing(from, fail3);
      if (source.node._tag === "Directory") return yield* left(fail3("EPERM"));
      const target = yield* resolve5(to, fail3);
      if (target._tag === "Found") return yield* left(fail3("EEXIST"));
      if (to.mustBeDirectory) return yield* left(fail3("ENOENT"));
      attach(target.parent, target.name, source.node, t);
    }),
    /** Like libuv: an existing target keeps its inode and takes the source's contents and mode. */
    copyFile: (t, fromRaw, toRaw) => gen(function* () {
      const from = yield* parse2("copyFile", fromRaw);
      const to = yield* parse2("copyFile", toRaw);
      const fail3 = failWith("copyFile", "copyfile", fromRaw, [fromRaw, toRaw]);
      const source = yield* existing(from, fail3);
      if (source.node._tag === "Directory") return yield* left(fail3("EISDIR"));
      const target = yield* resolve5(to, fail3);
      if (target._tag === "Missing") {
        if (to.mustBeDirectory) return yield* left(fail3("EISDIR"));
        attach(target.parent, target.name, cloneFile(t, source.node), t);
        return;
      }
      const node = target.node;
      if (node._tag === "Directory") return yield* left(fail3("EISDIR"));
      if (node === source.node) return;
      resize(node, 0);
      writeAt(node, 0, source.node.bytes.subarray(0, source.node.size));
      node.mode = source.node.mode;
      node.mtimeMs = t;
    }),
    /** Node's `fs.cp` with `recursive`: missing parents are created; without `overwrite`, existing files are kept. */
    copy: (t, fromRaw, toRaw, options) => gen(function* () {
      const from = yield* parse2("copy", fromRaw);
      const to = yield* parse2("copy", toRaw);
      const source = yield* existing(from, failWith("copy", "lstat", fromRaw, [fromRaw]));
      const target = lookup(to);
      const same = isRight(target) && target.right._tag === "Found" && target.right.node === source.node;
      if (same || from.path === to.path) {
        return yield* left(nodeError(
          "copy",
          "cp",
          fromRaw,
          `Invalid src or dest: cp returned EINVAL (src and dest cannot be the same) ${to.path}`
        ));
      }
      if (source.node._tag === "Directory" && isBelow(to, from)) {
        return yield* left(nodeError(
          "copy",
          "cp",
          fromRaw,
          `Invalid src or dest: cp returned EINVAL (cannot copy ${from.path} to a subdirectory of self ${to.path}) ${to.path}`
        ));
      }
      const name = to.segments[to.segments.length - 1];
      if (name === void 0) {
        if (source.node._tag === "File") {
          return yield* left(nodeError(
            "copy",
            "cp",
            fromRaw,
            `Cannot overwrite directory with non-directory: cp returned ENOTDIR (cannot overwrite directory / with non-directory ${from.path}) /`
          ));
        }
        for (const [childName, child] of Array.from(source.node.entries)) {
          yield* copyInto(t, child, join2(from.path, childName), root, childName, join2("/", childName), options ?? {});
        }
        return;
      }
      const parentSegments = to.segments.slice(0, -1);
      const parent = yield* mapLeft(ensureDirectory(t, parentSegments), (error2) => {
        const prefix = `/${parentSegments.slice(0, error2.depth).join("/")}`;
        return systemError2(error2.code, "copy", "mkdir", fromRaw, [prefix]);
      });
      yield* copyInto(t, source.node, from.path, parent, name, to.path, options ?? {});
    })
  };
};
var makeHandle = (fd, opened, now) => {
  const { node, access } = opened;
  let position = 0;
  let isOpen = true;
  const fail3 = (code, method, syscall) => systemError2(code, method, syscall, fd, []);
  const readBytes = (method, length) => {
    if (!isOpen || !access.read) return left(fail3("EBADF", method, "read"));
    if (node._tag === "Directory") return left(fail3("EISDIR", method, "read"));
    if (position < 0) return left(fail3("EINVAL", method, "read"));
    const bytes = readAt(node, position, length);
    position += bytes.length;
    return right(bytes);
  };
  const writeBytes = (t, method, data) => {
    if (!isOpen || !access.write || node._tag === "Directory") return left(fail3("EBADF", method, "write"));
    if (position < 0 && !access.append) return left(fail3("EINVAL", method, "write"));
    if (data.length === 0) return right(0);
    writeAt(node, access.append ? node.size : position, data);
    node.mtimeMs = t;
    if (!access.append) position += data.length;
    return right(data.length);
  };
  const file = {
    [FileTypeId]: FileTypeId,
    fd,
    stat: suspend(() => isOpen ? succeed(info(node)) : fail(fail3("EBADF", "stat", "fstat"))),
    sync: suspend(() => isOpen ? _void : fail(fail3("EBADF", "sync", "fsync"))),
    seek: (offset, from) => sync(() => {
      position = (from === "start" ? 0 : position) + Number(offset);
    }),
    read: fn("MemoryFileSystem.File.read")(function* (buffer) {
      const bytes = yield* readBytes("read", buffer.length);
      buffer.set(bytes);
      return Size(bytes.length);
    }),
    readAlloc: fn("MemoryFileSystem.File.readAlloc")(function* (size) {
      const bytes = yield* readBytes("readAlloc", Number(size));
      return bytes.length === 0 ? none() : some(bytes);
    }),
    truncate: fn("MemoryFileSystem.File.truncate")(function* (length) {
      const t = yield* now;
      const size = Number(length ?? 0);
      if (!isOpen) return yield* fail(fail3("EBADF", "truncate", "ftruncate"));
      if (!access.write || node._tag === "Directory" || size < 0) {
        return yield* fail(fail3("EINVAL", "truncate", "ftruncate"));
      }
      resize(node, size);
      node.mtimeMs = t;
      if (!access.append && position > size) position = size;
    }),
    write: fn("MemoryFileSystem.File.write")(function* (buffer) {
      const t = yield* now;
      return Size(yield* writeBytes(t, "write", buffer));
    }),
    writeAll: fn("MemoryFileSystem.File.writeAll")(function* (buffer) {
      const t = yield* now;
      const written = yield* writeBytes(t, "writeAll", buffer);
      if (written === 0) {
        return yield* fail(
          new SystemError({
            reason: "WriteZero",
            module: "FileSystem",
            method: "writeAll",
            pathOrDescriptor: fd,
            description: "write returned 0 bytes written"
          })
        );
      }
    })
  };
  const close = sync(() => {
    isOpen = false;
  });
  return { file, close };
};
var alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
var hexDigits = "0123456789abcdef";
var randomString = (length, alphabet) => map(
  replicateEffect(nextIntBetween(0, alphabet.length), length),
  (indexes) => indexes.map((i) => alphabet.charAt(i)).join("")
);
var makeService = (volume, now) => {
  let lastFd = 2;
  const openWith = (method) => fn(`MemoryFileSystem.${method}`)(function* (path3, options) {
    const t = yield* now;
    const opened = yield* volume.open(t, method, path3, options?.flag ?? "r", options?.mode);
    const handle = yield* acquireRelease(
      sync(() => makeHandle(FileDescriptor(++lastFd), opened, now)),
      (handle2) => handle2.close
    );
    return handle.file;
  });
  const removeWith = (method) => fn(`MemoryFileSystem.${method}`)(function* (path3, options) {
    const t = yield* now;
    return yield* volume.remove(t, method, path3, options);
  });
  const makeTempDirectoryWith = (method) => fn(`MemoryFileSystem.${method}`)(function* (options) {
    while (true) {
      const random = yield* randomString(6, alphanumerics);
      const t = yield* now;
      const made = yield* volume.makeTempDirectory(
        t,
        method,
        options?.directory ?? "/tmp",
        options?.prefix ?? "",
        random
      );
      if (isSome(made)) return made.value;
    }
  });
  const makeTempFileWith = (method) => {
    const makeDirectory = makeTempDirectoryWith(method);
    return fn(`MemoryFileSystem.${method}`)(function* (options) {
      const directory = yield* makeDirectory(options);
      const path3 = `${directory}/${yield* randomString(12, hexDigits)}${options?.suffix ?? ""}`;
      const t = yield* now;
      yield* volume.open(t, method, path3, "w+", void 0);
      return path3;
    });
  };
  const makeTempDirectory = makeTempDirectoryWith("makeTempDirectory");
  const makeTempDirectoryScoped = makeTempDirectoryWith("makeTempDirectoryScoped");
  const removeScopedDirectory = removeWith("makeTempDirectoryScoped");
  const makeTempFile = makeTempFileWith("makeTempFile");
  const makeTempFileScoped = makeTempFileWith("makeTempFileScoped");
  const removeScopedFile = removeWith("makeTempFileScoped");
  return make({
    access: fn("MemoryFileSystem.access")(function* (path3) {
      return yield* volume.access(path3);
    }),
    chmod: fn("MemoryFileSystem.chmod")(function* (path3, mode) {
      return yield* volume.chmod(path3, mode);
    }),
    chown: fn("MemoryFileSystem.chown")(function* (path3, uid, gid) {
      return yield* volume.chown(path3, uid, gid);
    }),
    copy: fn("MemoryFileSystem.copy")(function* (from, to, options) {
      const t = yield* now;
      return yield* volume.copy(t, from, to, options);
    }),
    copyFile: fn("MemoryFileSystem.copyFile")(function* (from, to) {
      const t = yield* now;
      return yield* volume.copyFile(t, from, to);
    }),
    link: fn("MemoryFileSystem.link")(function* (from, to) {
      const t = yield* now;
      return yield* volume.link(t, from, to);
    }),
    makeDirectory: fn("MemoryFileSystem.makeDirectory")(
      function* (path3, options) {
        const t = yield* now;
        return yield* volume.makeDirectory(t, path3, options);
      }
    ),
    makeTempDirectory,
    makeTempDirectoryScoped: (options) => acquireRelease(
      makeTempDirectoryScoped(options),
      (directory) => orDie(removeScopedDirectory(directory, { recursive: true }))
    ),
    makeTempFile,
    makeTempFileScoped: (options) => acquireRelease(
      makeTempFileScoped(options),
      (file) => orDie(removeScopedFile(file.slice(0, file.lastIndexOf("/")), { recursive: true }))
    ),
    open: openWith("open"),
    readDirectory: fn("MemoryFileSystem.readDirectory")(
      function* (path3, options) {
        return yield* volume.readDirectory(path3, options);
      }
    ),
    readFile: fn("MemoryFileSystem.readFile")(function* (path3) {
      return yield* volume.readFile(path3);
    }),
    readLink: fn("MemoryFileSystem.readLink")(function* (path3) {
      return yield* volume.readLink(path3);
    }),
    realPath: fn("MemoryFileSystem.realPath")(function* (path3) {
      return yield* volume.realPath(path3);
    }),
    remove: removeWith("remove"),
    rename: fn("MemoryFileSystem.rename")(function* (from, to) {
      const t = yield* now;
      return yield* volume.rename(t, from, to);
    }),
    stat: fn("MemoryFileSystem.stat")(function* (path3) {
      return yield* volume.stat(path3);
    }),
    symlink: (target) => fail(unsupported("symlink", target)),
    truncate: fn("MemoryFileSystem.truncate")(function* (path3, length) {
      const t = yield* now;
      return yield* volume.truncate(t, path3, length);
    }),
    utimes: fn("MemoryFileSystem.utimes")(function* (path3, atime, mtime) {
      return yield* volume.utimes(path3, atime, mtime);
    }),
    watch: (path3) => fail2(unsupported("watch", path3)),
    writeFile: fn("MemoryFileSystem.writeFile")(
      function* (path3, data, options) {
        const t = yield* now;
        return yield* volume.writeFile(t, path3, data, options);
      }
    )
  });
};
var make5 = (options = {}) => {
  const now = options.now === void 0 ? currentTimeMillis : sync(options.now);
  return map(now, (createdAt) => makeService(makeVolume(options.umask ?? 18, createdAt), now));
};
var layer5 = effect(FileSystem, make5());

// src/services/SessionStore.ts
var SessionNotFound = class extends Schema_exports.TaggedError()("SessionNotFound", { path: Schema_exports.String }) {
  get message() {
    return `${this.path}: no such session file`;
  }
};
var NotASession = class extends Schema_exports.TaggedError()("NotASession", {
  path: Schema_exports.String,
  line: Schema_exports.optionalWith(Schema_exports.Number, { default: () => 1 }),
  reason: Schema_exports.optionalWith(Schema_exports.String, { default: () => "no session header" })
}) {
  get message() {
    return `${this.path}:${this.line}: error: not a valid pi session: ${this.reason}`;
  }
};
var notASession = (path3, diagnostics) => {
  const first = diagnostics.find((d) => d.severity === "error");
  if (first === void 0) return new NotASession({ path: path3, line: 1, reason: "the file is empty" });
  const reason = first.code === "missing-header" ? "the first record is not a session header" : first.code === "malformed-json" || first.code === "truncated-line" ? "the line is not JSON (a binary or foreign file?)" : first.code === "not-an-object" ? "the line is not a JSON object" : first.message;
  return new NotASession({ path: path3, line: first.line ?? 1, reason });
};
var LockOwner = class extends Schema_exports.Class("LockOwner")({
  pid: Schema_exports.Number,
  host: Schema_exports.String,
  startedAt: Schema_exports.String
}) {
};
var SessionLocked = class extends Schema_exports.TaggedError()("SessionLocked", {
  path: Schema_exports.String,
  owner: Schema_exports.optional(LockOwner),
  /** When the writer's lease in the database expires (the PostgreSQL store). */
  leaseExpires: Schema_exports.optional(Schema_exports.String)
}) {
  get message() {
    const who = this.owner ? `process ${this.owner.pid} on ${this.owner.host} (since ${this.owner.startedAt})` : "another process";
    const lock = this.leaseExpires === void 0 ? `its lock is ${this.path}.lock` : `its lease expires at ${this.leaseExpires} unless renewed`;
    return `${this.path}: session is being written by ${who}; ${lock}`;
  }
};
var SessionExists = class extends Schema_exports.TaggedError()("SessionExists", { path: Schema_exports.String }) {
  get message() {
    return `${this.path}: file already exists`;
  }
};
var FileChanged = class extends Schema_exports.TaggedError()("FileChanged", {
  path: Schema_exports.String,
  expected: Schema_exports.Number,
  actual: Schema_exports.Number
}) {
  get message() {
    return `${this.path}: file shrank from ${this.expected} to ${this.actual} bytes while open; nothing was appended`;
  }
};
var StorageError = class extends Schema_exports.TaggedError()("StorageError", {
  path: Schema_exports.String,
  operation: Schema_exports.String,
  /** What the platform said, as text. */
  reason: Schema_exports.String,
  /** The platform's kind of system error (`NotFound`, `PermissionDenied`, ...), when it was one. */
  kind: Schema_exports.optional(SystemErrorReason),
  /** The error it came from (a `PlatformError`, a SQL error). */
  cause: Schema_exports.optional(Schema_exports.Defect)
}) {
  get message() {
    return `${this.path}: ${this.operation} failed: ${this.reason}`;
  }
};
var STORE_ERRORS = /* @__PURE__ */ new Set(["SessionNotFound", "NotASession", "SessionLocked", "SessionExists", "FileChanged", "StorageError"]);
var isStoreError = (error2) => typeof error2 === "object" && error2 !== null && STORE_ERRORS.has(error2._tag);
var storageError = (path3, operation) => (error2) => new StorageError({ path: path3, operation, reason: error2.message, kind: error2._tag === "SystemError" ? error2.reason : void 0, cause: error2 });
var readError = (file) => (error2) => error2._tag === "SystemError" && error2.reason === "NotFound" ? new SessionNotFound({ path: file }) : storageError(file, "read")(error2);
var unwritten = (path3, state) => ({
  path: path3,
  state,
  diagnostics: [],
  size: 0,
  lineCount: 0,
  terminated: true,
  source: growable()
});
var mergeLines = (c, bytes) => {
  const offset = c.source.append(bytes);
  const extended = extend(c.state.tree, c.source, bytes, { offset, firstLine: c.lineCount + 1 });
  return {
    state: { ...c.state, tree: extended.tree },
    lineCount: c.lineCount + extended.lines,
    terminated: extended.terminated,
    diagnostics: [...c.diagnostics, ...extended.diagnostics]
  };
};
var relocate = (path3, operation) => (error2) => new StorageError({ path: path3, operation, reason: error2.reason, kind: error2.kind, cause: error2.cause });
var SessionStore = class extends Effect_exports.Tag("arbor/SessionStore")() {
};
var FILE_MODE3 = 384;
var CHUNK3 = 8 * 1024 * 1024;
var REINDEX_BYTES = 1024 * 1024;
var DIR_MODE3 = 448;
var TAIL_RETRIES = 5;
var TAIL_RETRY_DELAY = Duration_exports.millis(10);
var encoder3 = new TextEncoder();
var make6 = (config3) => Effect_exports.gen(function* () {
  const fs = yield* FileSystem;
  const path3 = yield* Path2;
  const fsync = config3.fsync ?? true;
  const resolve5 = (p) => path3.resolve(config3.cwd, p);
  const sessionsRoot = path3.join(config3.agentDir, "sessions");
  const defaultDir = (cwd) => path3.join(sessionsRoot, directoryName(resolve5(cwd)));
  const syncDirectory = (dir) => fsync ? Effect_exports.scoped(Effect_exports.flatMap(fs.open(dir, { flag: "r" }), (handle) => handle.sync)).pipe(Effect_exports.ignore) : Effect_exports.void;
  const ensureDir = (dir) => Effect_exports.gen(function* () {
    const missing = [];
    for (let at = dir; !(yield* fs.exists(at).pipe(Effect_exports.orElseSucceed(() => false))); at = path3.dirname(at)) {
      missing.push(at);
      if (path3.dirname(at) === at) break;
    }
    if (missing.length === 0) return;
    yield* fs.makeDirectory(dir, { recursive: true, mode: DIR_MODE3 }).pipe(Effect_exports.mapError(storageError(dir, "create directory")));
    for (const created of missing.reverse()) yield* syncDirectory(path3.dirname(created));
  });
  const pagesOf = Option_exports.getOrElse(yield* Effect_exports.serviceOption(FilePages), () => fromFileSystem(fs));
  const cache = Option_exports.getOrUndefined(yield* Effect_exports.serviceOption(IndexCache));
  const openPages = (file) => pagesOf.open(file).pipe(Effect_exports.mapError(readError(file)));
  const readChunks = (pages, reader, scanner, from, final) => {
    let position = from;
    let chunk = Math.min(CHUNK3, Math.max(1, pages.size - from));
    let carry = new Uint8Array(0);
    for (; ; ) {
      const buffer = scanner.buffer(carry.length + chunk);
      buffer.set(carry, 0);
      const base = position - carry.length;
      const read = position < pages.size ? pages.readInto(buffer.subarray(carry.length, carry.length + Math.min(chunk, pages.size - position)), position) : 0;
      position += read;
      const end = carry.length + read;
      const last = read === 0 || position >= pages.size;
      const consumed = reader.scan(scanner, buffer, base, 0, end, last && final);
      carry = buffer.slice(consumed, end);
      if (last) return base + consumed;
      if (consumed === 0) chunk *= 2;
    }
  };
  const load = (file) => Effect_exports.gen(function* () {
    const pages = yield* openPages(file);
    const source = growable({ source: pages, size: pages.size });
    const scanner = make2();
    const ids = yield* idSource;
    const indexes = cache !== void 0 && pages.size >= MIN_SIZE ? cache : void 0;
    const cached = indexes === void 0 ? Option_exports.none() : yield* indexes.load(pages, source);
    let reader;
    let tail;
    if (Option_exports.isSome(cached)) {
      const { indexed, state, tree } = cached.value;
      const resumed = new Reader({ source, ids, tree, resume: state });
      tail = readChunks(pages, resumed, scanner, indexed, false);
      const grown = tail - indexed;
      const state2 = resumed.state();
      if (indexes !== void 0 && grown > 0 && state2 !== void 0 && grown >= Math.max(REINDEX_BYTES, indexed / 10)) {
        const tree2 = resumed.finishTree();
        yield* indexes.save(pages, tree2, state2, tail);
        reader = new Reader({ source, ids, tree: tree2, resume: state2 });
      } else {
        reader = resumed;
      }
    } else {
      const first = new Reader({ source, ids });
      tail = readChunks(pages, first, scanner, 0, false);
      const state = first.state();
      if (state === void 0) {
        reader = first;
      } else {
        const tree = first.finishTree();
        if (indexes !== void 0) yield* indexes.save(pages, tree, state, tail);
        reader = new Reader({ source, ids, tree, resume: state });
      }
    }
    readChunks(pages, reader, scanner, tail, true);
    const loaded = reader.finish();
    if (loaded.header === void 0) return yield* notASession(file, loaded.diagnostics);
    return {
      path: file,
      state: fromLoaded(loaded.header, loaded, file),
      diagnostics: loaded.diagnostics,
      size: pages.size,
      lineCount: reader.lineNumber - 1,
      terminated: reader.terminated,
      source
    };
  });
  const open = (p) => load(resolve5(p));
  const content = (lines2) => encoder3.encode(lines2.length === 0 ? "" : lines2.join("\n") + "\n");
  const writeTemp = (target, data) => Effect_exports.gen(function* () {
    const suffix = (yield* idSource).draw(0);
    const temp = path3.join(path3.dirname(target), `.${path3.basename(target)}.${suffix}.tmp`);
    yield* Effect_exports.scoped(
      Effect_exports.gen(function* () {
        const handle = yield* fs.open(temp, { flag: "wx", mode: FILE_MODE3 });
        yield* handle.writeAll(data);
        yield* handle.sync;
      })
    ).pipe(
      Effect_exports.tapError(() => fs.remove(temp).pipe(Effect_exports.ignore)),
      Effect_exports.mapError(storageError(temp, "write"))
    );
    return temp;
  });
  const createExclusive = (target, data, durable = true) => Effect_exports.gen(function* () {
    yield* ensureDir(path3.dirname(target));
    const temp = yield* writeTemp(target, data);
    yield* fs.link(temp, target).pipe(
      Effect_exports.ensuring(fs.remove(temp).pipe(Effect_exports.ignore)),
      Effect_exports.mapError(
        (e) => e._tag === "SystemError" && e.reason === "AlreadyExists" ? new SessionExists({ path: target }) : storageError(target, "create")(e)
      )
    );
    if (durable) yield* syncDirectory(path3.dirname(target));
  });
  const rollBack = (file, from, data) => Effect_exports.gen(function* () {
    const size = Number((yield* fs.stat(file)).size);
    if (size <= from || size - from > data.length) return;
    const left2 = yield* readRange(file, from, size);
    if (left2.every((byte, i) => byte === data[i])) yield* fs.truncate(file, from);
  }).pipe(Effect_exports.ignore);
  const replaceAtomic = (target, data) => Effect_exports.gen(function* () {
    const temp = yield* writeTemp(target, data);
    yield* fs.rename(temp, target).pipe(
      Effect_exports.tapError(() => fs.remove(temp).pipe(Effect_exports.ignore)),
      Effect_exports.mapError(storageError(target, "replace"))
    );
    yield* syncDirectory(path3.dirname(target));
  });
  const backupPath = (file) => Effect_exports.gen(function* () {
    for (let i = 0; ; i++) {
      const candidate = i === 0 ? `${file}.bak` : `${file}.bak.${i}`;
      if (!(yield* fs.exists(candidate).pipe(Effect_exports.orElseSucceed(() => true)))) return candidate;
    }
  });
  const runEffect = (effect2, prefix, size) => Effect_exports.gen(function* () {
    switch (effect2._tag) {
      case "CreateFile": {
        const data = content(effect2.lines);
        yield* createExclusive(effect2.path, data);
        return data.length;
      }
      case "ReplaceFile": {
        const data = content(effect2.lines);
        const backup = yield* backupPath(effect2.path);
        const original = yield* fs.readFile(effect2.path).pipe(Effect_exports.mapError(storageError(effect2.path, "read")));
        yield* createExclusive(backup, original).pipe(
          Effect_exports.mapError((e) => e._tag === "StorageError" ? relocate(backup, "back up")(e) : e)
        );
        yield* replaceAtomic(effect2.path, data).pipe(Effect_exports.tapError(() => fs.remove(backup).pipe(Effect_exports.ignore)));
        return data.length;
      }
      case "AppendLines": {
        const data = encoder3.encode(prefix + effect2.lines.join("\n") + "\n");
        yield* Effect_exports.scoped(
          Effect_exports.gen(function* () {
            const handle = yield* fs.open(effect2.path, { flag: "a", mode: FILE_MODE3 });
            yield* handle.writeAll(data);
            if (fsync) yield* handle.sync;
          })
        ).pipe(
          Effect_exports.tapError(() => size === void 0 ? Effect_exports.void : rollBack(effect2.path, size, data)),
          Effect_exports.mapError(storageError(effect2.path, "append"))
        );
        return data.length;
      }
    }
  });
  const decodeOwner = Schema_exports.decodeUnknownOption(Schema_exports.parseJson(LockOwner));
  const acquireLock = (file) => Effect_exports.gen(function* () {
    const lockPath = `${file}.lock`;
    const body = encoder3.encode(JSON.stringify(config3.owner) + "\n");
    for (let attempt = 0; attempt < 2; attempt++) {
      const created = yield* createExclusive(lockPath, body, false).pipe(
        Effect_exports.as(true),
        Effect_exports.catchTag("SessionExists", () => Effect_exports.succeed(false)),
        Effect_exports.mapError(relocate(lockPath, "lock"))
      );
      if (created) return lockPath;
      const owner = decodeOwner(yield* fs.readFileString(lockPath).pipe(Effect_exports.orElseSucceed(() => "")));
      const stale = Option_exports.isSome(owner) && owner.value.host === config3.owner.host && !config3.isAlive(owner.value.pid);
      if (!stale || attempt > 0) {
        return yield* new SessionLocked({ path: file, owner: Option_exports.getOrUndefined(owner) });
      }
      yield* fs.remove(lockPath).pipe(Effect_exports.ignore);
    }
    return yield* new SessionLocked({ path: file });
  });
  const releaseLock = (lockPath) => fs.remove(lockPath).pipe(Effect_exports.ignore);
  const writer = (source) => Effect_exports.gen(function* () {
    const file = typeof source === "string" ? resolve5(source) : source.file;
    if (file === void 0) return yield* inMemoryWriter(source);
    if (typeof source !== "string") yield* ensureDir(path3.dirname(file));
    yield* Effect_exports.acquireRelease(acquireLock(file), releaseLock);
    const snapshot = typeof source === "string" ? yield* open(file) : unwritten(file, source);
    const current = yield* Ref_exports.make({
      state: snapshot.state,
      size: snapshot.size,
      lineCount: snapshot.lineCount,
      terminated: snapshot.terminated,
      source: snapshot.source,
      diagnostics: []
    });
    const semaphore = yield* Effect_exports.makeSemaphore(1);
    const merge = Effect_exports.gen(function* () {
      const c = yield* Ref_exports.get(current);
      if (!c.state.flushed) return;
      let added = new Uint8Array(0);
      for (let attempt = 0; ; attempt++) {
        const info2 = yield* fs.stat(file).pipe(Effect_exports.mapError(storageError(file, "stat")));
        const size2 = Number(info2.size);
        if (size2 < c.size) return yield* new FileChanged({ path: file, expected: c.size, actual: size2 });
        added = yield* readRange(file, c.size, size2);
        if (added.length === 0 || added[added.length - 1] === 10 || attempt >= TAIL_RETRIES) break;
        yield* Effect_exports.sleep(TAIL_RETRY_DELAY);
      }
      if (added.length === 0) return;
      const size = c.size + added.length;
      const diagnostics = [];
      let skip = 0;
      if (!c.terminated) {
        const newline = added.indexOf(10);
        diagnostics.push(
          error("malformed-json", c.lineCount, "another program continued this unterminated line; the text it added is ignored")
        );
        if (newline < 0) {
          yield* Ref_exports.set(current, { ...c, size, diagnostics: [...c.diagnostics, ...diagnostics] });
          return;
        }
        skip = newline + 1;
      }
      const merged = mergeLines(c, added.subarray(skip));
      yield* Ref_exports.set(current, { ...c, ...merged, size, diagnostics: [...diagnostics, ...merged.diagnostics] });
    });
    const apply2 = (command) => semaphore.withPermits(1)(
      Effect_exports.gen(function* () {
        yield* merge;
        const c = yield* Ref_exports.get(current);
        const result = apply(c.state, command);
        if (Either_exports.isLeft(result)) return yield* result.left;
        const transition = result.right;
        if (transition.replaced) {
          yield* commitEffects(transition);
          return transition;
        }
        let { lineCount, size, terminated } = c;
        for (const effect2 of transition.effects) {
          const written = yield* runEffect(effect2, effect2._tag === "AppendLines" && !terminated ? "\n" : "", size);
          if (effect2._tag === "AppendLines") {
            size += written;
            lineCount += effect2.lines.length;
          } else {
            size = written;
            lineCount = effect2.lines.length;
          }
          terminated = true;
        }
        yield* Ref_exports.set(current, { ...c, state: transition.state, size, lineCount, terminated });
        return transition;
      })
    );
    return spans("SessionStore.Writer", {
      path: file,
      state: Effect_exports.map(Ref_exports.get(current), (c) => c.state),
      diagnostics: Effect_exports.map(Ref_exports.get(current), (c) => c.diagnostics),
      apply: apply2
    });
  });
  const inMemoryWriter = (initial) => Effect_exports.gen(function* () {
    const current = yield* Ref_exports.make(initial);
    const semaphore = yield* Effect_exports.makeSemaphore(1);
    return {
      path: "(in memory)",
      state: Ref_exports.get(current),
      diagnostics: Effect_exports.succeed([]),
      apply: (command) => semaphore.withPermits(1)(
        Effect_exports.gen(function* () {
          const result = apply(yield* Ref_exports.get(current), command);
          if (Either_exports.isLeft(result)) return yield* result.left;
          if (!result.right.replaced) yield* Ref_exports.set(current, result.right.state);
          return result.right;
        })
      )
    };
  });
  const readRange = (file, from, to) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      const handle = yield* fs.open(file, { flag: "r" });
      yield* handle.seek(from, "start");
      const buffer = new Uint8Array(to - from);
      let read = 0;
      while (read < buffer.length) {
        const n = Number(yield* handle.read(buffer.subarray(read)));
        if (n === 0) break;
        read += n;
      }
      return buffer.subarray(0, read);
    })
  ).pipe(Effect_exports.mapError(storageError(file, "read")));
  const commitEffects = (transition) => Effect_exports.forEach(transition.effects, (effect2) => runEffect(effect2, ""), { discard: true });
  const save2 = (state) => Effect_exports.gen(function* () {
    if (state.file === void 0 || state.flushed) return state;
    yield* runEffect(FileEffect.CreateFile({ path: state.file, lines: fileLines(state) }), "");
    return { ...state, flushed: true };
  });
  const openOrNew = (p, cwd) => Effect_exports.gen(function* () {
    const file = resolve5(p);
    if (yield* fs.exists(file).pipe(Effect_exports.orElseSucceed(() => false))) return file;
    const created = yield* create2({ cwd, sessionDir: path3.dirname(file) });
    return { ...created, file };
  });
  const create2 = (options) => Effect_exports.gen(function* () {
    const identity2 = yield* sessionIdentity;
    const dir = options.sessionDir === void 0 ? defaultDir(options.cwd) : resolve5(options.sessionDir);
    yield* ensureDir(dir);
    const sessionId = options.sessionId ?? identity2.sessionId;
    const created = create({
      sessionId,
      timestamp: identity2.timestamp,
      cwd: resolve5(options.cwd),
      parentSession: options.parentSession,
      file: path3.join(dir, fileName(identity2.timestamp, sessionId))
    });
    if (Either_exports.isLeft(created)) return yield* created.left;
    return created.right;
  });
  const jsonlFiles = (dir) => fs.readDirectory(dir).pipe(
    Effect_exports.map((names) => names.filter((name) => name.endsWith(".jsonl")).map((name) => path3.join(dir, name))),
    Effect_exports.catchTag("SystemError", (e) => e.reason === "NotFound" ? Effect_exports.succeed([]) : Effect_exports.fail(e)),
    Effect_exports.mapError(storageError(dir, "list"))
  );
  const filtersByCwd = (cwd, sessionDir) => sessionDir !== void 0 && resolve5(sessionDir) !== defaultDir(cwd);
  const cwdMatches = (cwd) => (headerCwd) => typeof headerCwd === "string" && headerCwd !== "" && resolve5(headerCwd) === resolve5(cwd);
  const catalog = yield* Option_exports.match(yield* Effect_exports.serviceOption(Catalog), {
    onSome: Effect_exports.succeed,
    onNone: () => make4().pipe(Effect_exports.provideService(FilePages, pagesOf))
  });
  const summarizeFiles = (files, onProgress) => Effect_exports.gen(function* () {
    const byDir = /* @__PURE__ */ new Map();
    for (const file of files) {
      const dir = path3.dirname(file);
      const group = byDir.get(dir);
      if (group === void 0) byDir.set(dir, [file]);
      else group.push(file);
    }
    let done = 0;
    const found = /* @__PURE__ */ new Map();
    for (const [dir, group] of byDir) {
      const before = done;
      const results = yield* catalog.summarize(dir, group, (n) => onProgress?.(done = before + n, files.length));
      group.forEach((file, i) => found.set(file, results[i]));
    }
    const sessions = [];
    const skipped = [];
    for (const file of files) {
      const result = found.get(file);
      if (typeof result === "string") skipped.push({ path: file, reason: result });
      else sessions.push(result);
    }
    return { sessions, skipped };
  });
  const searched = (sessions, search) => search === void 0 ? sessions : sessions.filter((s) => matches(s, search));
  const descending = (files) => [...files].sort((a, b) => b.localeCompare(a));
  const list = (options) => Effect_exports.gen(function* () {
    const dir = options.sessionDir === void 0 ? defaultDir(options.cwd) : resolve5(options.sessionDir);
    const files = descending(yield* jsonlFiles(dir));
    const { sessions, skipped } = yield* summarizeFiles(files, options.onProgress);
    const matches2 = cwdMatches(options.cwd);
    const kept = filtersByCwd(options.cwd, options.sessionDir) ? sessions.filter((s) => matches2(s.cwd)) : sessions;
    return { sessions: searched(kept, options.search).sort(byModifiedDesc), skipped };
  });
  const listAll = (options = {}) => Effect_exports.gen(function* () {
    let files;
    if (options.sessionDir !== void 0) {
      files = descending(yield* jsonlFiles(resolve5(options.sessionDir)));
    } else {
      const names = yield* fs.readDirectory(sessionsRoot).pipe(
        Effect_exports.catchTag("SystemError", (e) => e.reason === "NotFound" ? Effect_exports.succeed([]) : Effect_exports.fail(e)),
        Effect_exports.mapError(storageError(sessionsRoot, "list"))
      );
      const dirs = yield* Effect_exports.filter(
        names.map((name) => path3.join(sessionsRoot, name)),
        (dir) => fs.stat(dir).pipe(Effect_exports.map((info2) => info2.type === "Directory"), Effect_exports.orElseSucceed(() => false)),
        { concurrency: 64 }
      );
      const perDir = yield* Effect_exports.forEach(dirs, (dir) => jsonlFiles(dir).pipe(Effect_exports.orElseSucceed(() => [])), {
        concurrency: 64
      });
      files = descending(perDir.flat());
    }
    const { sessions, skipped } = yield* summarizeFiles(files, options.onProgress);
    return { sessions: searched(sessions, options.search).sort(byModifiedDesc), skipped };
  });
  const readHeader = (file) => Effect_exports.scoped(
    Effect_exports.gen(function* () {
      const handle = yield* fs.open(file, { flag: "r" });
      const decoder3 = new TextDecoder();
      let text = "";
      for (; ; ) {
        const chunk = yield* handle.readAlloc(65536);
        if (Option_exports.isNone(chunk)) break;
        text += decoder3.decode(chunk.value, { stream: true });
        const trimmed = text.trimStart();
        const newline = trimmed.indexOf("\n");
        if (newline >= 0) {
          text = trimmed.slice(0, newline);
          break;
        }
      }
      const value = headerOf(text);
      return Option_exports.fromNullable(value);
    })
  ).pipe(Effect_exports.orElseSucceed(() => Option_exports.none()));
  const continueRecent = (cwd, sessionDir) => Effect_exports.gen(function* () {
    const dir = sessionDir === void 0 ? defaultDir(cwd) : resolve5(sessionDir);
    const files = yield* jsonlFiles(dir);
    const dated = yield* Effect_exports.forEach(
      files,
      (file) => fs.stat(file).pipe(
        Effect_exports.map((info2) => Option_exports.some([file, Option_exports.getOrElse(info2.mtime, () => /* @__PURE__ */ new Date(0)).getTime()])),
        Effect_exports.orElseSucceed(() => Option_exports.none())
      ),
      { concurrency: 64 }
    );
    const newestFirst = dated.flatMap(Option_exports.toArray).sort((a, b) => b[1] - a[1]);
    const filter = filtersByCwd(cwd, sessionDir);
    for (const [file] of newestFirst) {
      const header2 = yield* readHeader(file);
      if (Option_exports.isSome(header2) && (!filter || cwdMatches(cwd)(header2.value.cwd))) return Option_exports.some(file);
    }
    return Option_exports.none();
  });
  const findById = (cwd, id, sessionDir) => Effect_exports.gen(function* () {
    const dir = sessionDir === void 0 ? defaultDir(cwd) : resolve5(sessionDir);
    const filter = filtersByCwd(cwd, sessionDir);
    for (const file of yield* jsonlFiles(dir)) {
      const header2 = yield* readHeader(file);
      if (Option_exports.isSome(header2) && header2.value.id === id && (!filter || cwdMatches(cwd)(header2.value.cwd))) {
        return Option_exports.some(file);
      }
    }
    return Option_exports.none();
  });
  const trashDir = path3.join(config3.agentDir, "trash");
  const remove = (p) => Effect_exports.gen(function* () {
    const file = resolve5(p);
    if (!(yield* fs.exists(file).pipe(Effect_exports.orElseSucceed(() => false)))) return yield* new SessionNotFound({ path: file });
    yield* ensureDir(trashDir);
    const stamp2 = (yield* timestamp).replace(/[:.]/g, "-");
    const trashed = path3.join(trashDir, `${stamp2}_${path3.basename(file)}`);
    yield* createExclusive(`${trashed}.origin`, encoder3.encode(file + "\n")).pipe(
      Effect_exports.mapError((e) => new StorageError({ path: trashed, operation: "record origin", reason: e.message, cause: e }))
    );
    yield* fs.rename(file, trashed).pipe(
      Effect_exports.tapError(() => fs.remove(`${trashed}.origin`).pipe(Effect_exports.ignore)),
      Effect_exports.mapError(storageError(file, "move to trash"))
    );
    yield* syncDirectory(trashDir);
    yield* syncDirectory(path3.dirname(file));
    return trashed;
  });
  const restore2 = (p) => Effect_exports.gen(function* () {
    const trashed = resolve5(p);
    const origin = (yield* fs.readFileString(`${trashed}.origin`).pipe(Effect_exports.mapError(storageError(trashed, "read origin")))).trim();
    if (yield* fs.exists(origin).pipe(Effect_exports.orElseSucceed(() => true))) return yield* new SessionExists({ path: origin });
    yield* ensureDir(path3.dirname(origin));
    yield* fs.rename(trashed, origin).pipe(Effect_exports.mapError(storageError(trashed, "restore")));
    yield* syncDirectory(path3.dirname(origin));
    yield* fs.remove(`${trashed}.origin`).pipe(Effect_exports.ignore);
    yield* syncDirectory(path3.dirname(trashed));
    return origin;
  });
  return SessionStore.of(spans("SessionStore", {
    agentDir: config3.agentDir,
    resolve: resolve5,
    defaultDir,
    open,
    create: create2,
    openOrNew,
    writer,
    commit: commitEffects,
    writeNew: (p, lines2) => createExclusive(resolve5(p), content(lines2)),
    writeFile: (p, text) => {
      const file = resolve5(p);
      return replaceAtomic(file, typeof text === "string" ? encoder3.encode(text) : text).pipe(
        Effect_exports.mapError(relocate(file, "write")),
        Effect_exports.as(file)
      );
    },
    save: save2,
    list,
    listAll,
    continueRecent,
    findById,
    remove,
    restore: restore2,
    importBytes: (p, bytes) => createExclusive(resolve5(p), bytes),
    readBytes: (p) => {
      const file = resolve5(p);
      return fs.readFile(file).pipe(Effect_exports.mapError(readError(file)));
    }
  }));
});
var processOwner = () => ({ pid: process.pid, host: os2.hostname(), startedAt: (/* @__PURE__ */ new Date()).toISOString() });
var isProcessAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error2) {
    return error2.code === "EPERM";
  }
};
var config2 = (options = {}) => Effect_exports.gen(function* () {
  const fsync = options.fsync ?? Option_exports.getOrUndefined(yield* Config_exports.option(Config_exports.string("ARBOR_FSYNC"))) !== "0";
  return {
    agentDir: options.agentDir ?? (yield* config),
    cwd: options.cwd ?? process.cwd(),
    owner: options.owner ?? processOwner(),
    isAlive: options.isAlive ?? isProcessAlive,
    fsync
  };
}).pipe(Effect_exports.orDie);
var layerNodeServices = (cacheDir) => cacheDir === void 0 ? layerNode : Layer_exports.mergeAll(layer4(cacheDir), layer3(cacheDir)).pipe(Layer_exports.provideMerge(layerNode));
var layer6 = (options = {}) => Layer_exports.effect(SessionStore, Effect_exports.flatMap(config2(options), make6));
var layerMemory = (options = {}) => Layer_exports.effect(
  SessionStore,
  make6({
    agentDir: options.agentDir ?? "/agent",
    cwd: options.cwd ?? "/",
    owner: options.owner ?? { pid: 1, host: "memory", startedAt: (/* @__PURE__ */ new Date(0)).toISOString() },
    isAlive: options.isAlive ?? (() => true),
    fsync: options.fsync
  })
).pipe(Layer_exports.provide(layer5), Layer_exports.provide(layer2));

export {
  TypeId2 as TypeId,
  Path2 as Path,
  layer2 as layer,
  error,
  format2 as format,
  EntryNotFound,
  NothingToClone,
  fromSeed,
  growable,
  fromBytes2 as fromBytes,
  splitLines,
  Reader,
  lines,
  fileName,
  SESSION_ID_PATTERN,
  Command,
  create,
  fromLoaded,
  fileLines,
  apply,
  forkCandidates,
  Summary,
  byModifiedDesc,
  timestamp,
  idSource,
  stamp,
  sessionIdentity,
  expandPath,
  config,
  spans,
  SessionNotFound,
  NotASession,
  LockOwner,
  SessionLocked,
  SessionExists,
  StorageError,
  isStoreError,
  unwritten,
  mergeLines,
  SessionStore,
  config2,
  layerNodeServices,
  layer6 as layer2,
  layerMemory
};
//# sourceMappingURL=chunk-WDLIEMDJ.js.map
