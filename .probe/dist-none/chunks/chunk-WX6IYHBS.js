import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  entrySummary,
  group,
  printable
} from "./chunk-T7RVKVYD.js";
import {
  asArray,
  asString,
  isObject2 as isObject,
  parseObject,
  path,
  sessionName
} from "./chunk-WFCFCPO7.js";

// src/main/Export.ts
var text = (value) => value.trim() === "" ? [] : [{ kind: "text", text: value }];
var code = (value, lang) => value === "" ? [] : [lang === void 0 ? { kind: "code", text: value } : { kind: "code", text: value, lang }];
var note = (value) => ({ kind: "note", text: value });
var contentParts = (content, asCode) => {
  if (typeof content === "string") return asCode ? code(content) : text(content);
  return asArray(content).flatMap((block) => {
    if (!isObject(block)) return [];
    if (block.type === "text") return asCode ? code(asString(block.text)) : text(asString(block.text));
    if (block.type === "image") return [note(`image${block.mimeType ? ` (${asString(block.mimeType)})` : ""}`)];
    return [];
  });
};
var assistantParts = (message) => {
  const parts = [];
  const content = message.content;
  if (typeof content === "string") parts.push(...text(content));
  for (const block of asArray(content)) {
    if (!isObject(block)) continue;
    if (block.type === "text") parts.push(...text(asString(block.text)));
    else if (block.type === "thinking") {
      if (block.redacted === true) parts.push(note("thinking redacted"));
      else if (asString(block.thinking).trim() !== "") parts.push({ kind: "thinking", text: asString(block.thinking) });
    } else if (block.type === "toolCall") {
      parts.push(note(`tool call ${asString(block.name) || "?"}`));
      parts.push(...code(block.arguments === void 0 ? "" : JSON.stringify(block.arguments, null, 2), "json"));
    }
  }
  if (message.stopReason === "aborted") parts.push(note("aborted"));
  if (asString(message.errorMessage) !== "") parts.push(note(`error: ${asString(message.errorMessage)}`));
  if (parts.length === 0) parts.push(note("no content"));
  return parts;
};
var toolNames = (tools) => asArray(tools).flatMap((tool) => isObject(tool) && typeof tool.name === "string" ? [tool.name] : []);
var systemParts = (message) => {
  const parts = [...contentParts(message.content, true)];
  if (isObject(message.sections)) {
    for (const [name, value] of Object.entries(message.sections)) {
      if (typeof value === "string") parts.push(note(`section ${name}`), ...code(value));
      else parts.push(note(`section ${name} removed`));
    }
  }
  const added = toolNames(message.toolsAdded);
  const removed = toolNames(message.toolsRemoved);
  if (added.length > 0) parts.push(note(`tools added: ${added.join(", ")}`));
  if (removed.length > 0) parts.push(note(`tools removed: ${removed.join(", ")}`));
  return parts;
};
var messageSection = (entry, message) => {
  const section = (kind, title, parts) => ({ entry, kind, title, parts });
  switch (message.role) {
    case "user":
      return section("user", "User", contentParts(message.content, false));
    case "assistant": {
      const model = [asString(message.provider), asString(message.model)].filter((s) => s !== "").join("/");
      return section("assistant", model === "" ? "Assistant" : `Assistant (${model})`, assistantParts(message));
    }
    case "toolResult":
      return section(
        "tool",
        `Tool result: ${asString(message.toolName) || "?"}${message.isError === true ? " (error)" : ""}`,
        contentParts(message.content, true)
      );
    case "system":
      return section("system", "System", systemParts(message));
    case "bashExecution": {
      const output = asString(message.output);
      const parts = [...code(`$ ${asString(message.command)}${output === "" ? "" : `
${output}`}`)];
      if (typeof message.exitCode === "number") parts.push(note(`exit code ${message.exitCode}`));
      if (message.cancelled === true) parts.push(note("cancelled"));
      if (message.truncated === true) parts.push(note("output truncated"));
      return section("tool", "Bash", parts);
    }
    case "custom":
      return section("custom", asString(message.customType) || "Custom message", contentParts(message.content, false));
    case "branchSummary":
      return section("summary", "Branch summary", text(asString(message.summary)));
    case "compactionSummary":
      return section("summary", "Compaction summary", text(asString(message.summary)));
    default:
      return typeof message.role === "string" ? section("custom", message.role, contentParts(message.content, false)) : void 0;
  }
};
var sectionOf = (entry) => {
  const value = parseObject(entry.text);
  const event = { entry, kind: "event", title: "", parts: [note(entrySummary(entry))] };
  switch (entry.type) {
    case "message":
      return isObject(value.message) ? messageSection(entry, value.message) ?? event : event;
    case "compaction": {
      const before = value.tokensBefore;
      return {
        entry,
        kind: "summary",
        title: typeof before === "number" ? `Compaction (${group(before)} tokens before)` : "Compaction",
        parts: text(asString(value.summary))
      };
    }
    case "branch_summary":
      return { entry, kind: "summary", title: "Branch summary", parts: text(asString(value.summary)) };
    case "custom_message":
      return { entry, kind: "custom", title: asString(value.customType) || "Custom message", parts: contentParts(value.content, false) };
    default:
      return event;
  }
};
var pathSections = (tree, leafId) => path(tree, leafId).filter((entry) => !entry.isLeafMarker).map(sectionOf);
var sessionTitle = (tree, header) => sessionName(tree) ?? `Session ${header.id}`;
var inline = (value) => printable(value.replace(/\s+/g, " ")).replace(/[\\`*_[\]<>|~&#]/g, "\\$&");
var markdownText = (value) => {
  const out = [];
  let fence;
  for (const line of value.split(/\r?\n/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === void 0) {
      if (marker !== void 0) fence = marker;
      out.push(line);
    } else {
      const closes = marker !== void 0 && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line);
      if (closes) fence = void 0;
      out.push(line);
    }
  }
  if (fence !== void 0) out.push(fence);
  return out.join("\n");
};
var fenced = (value, lang = "") => {
  let longest = 0;
  for (const run of value.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${lang}
${value.replace(/\n$/, "")}
${fence}`;
};
var markdownPart = (part) => {
  switch (part.kind) {
    case "text":
      return markdownText(part.text);
    case "code":
      return fenced(part.text, part.lang);
    case "thinking":
      return ["> *Thinking*", ">", ...markdownText(part.text).split("\n").map((line) => `> ${line}`.trimEnd())].join("\n");
    case "note":
      return `*${inline(part.text)}*`;
  }
};
var markdown = (tree, header, leafId) => {
  const out = [`# ${inline(sessionTitle(tree, header))}`, ""];
  out.push(`- Session: ${inline(header.id)}`);
  if (header.cwd !== void 0) out.push(`- Cwd: ${inline(header.cwd)}`);
  if (typeof header.timestamp === "string") out.push(`- Started: ${inline(header.timestamp)}`);
  out.push(`- Leaf: ${leafId === null ? "(before the first entry)" : inline(leafId)}`, "");
  const sections = pathSections(tree, leafId);
  if (sections.length === 0) out.push("*No entries on the path.*", "");
  for (const section of sections) {
    if (section.kind !== "event") out.push(`## ${inline(section.title)}`, "");
    for (const part of section.parts) out.push(markdownPart(part), "");
  }
  return out.join("\n");
};

export {
  sectionOf,
  pathSections,
  sessionTitle,
  markdown
};
//# sourceMappingURL=chunk-WX6IYHBS.js.map
