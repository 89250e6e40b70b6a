import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  gutters,
  order,
  prefix,
  restrict
} from "./chunk-VURO3MGK.js";
import {
  asArray,
  asString,
  entryAt,
  isLeafMarkerAt,
  isObject2 as isObject,
  join2 as join,
  label2 as label,
  labelOf,
  leafId,
  parseObject,
  stringify
} from "./chunk-WFCFCPO7.js";

// src/main/Render.ts
var SUMMARY_WIDTH = 80;
var WHITESPACE = /\s/u;
var isControl = (code) => code < 32 || code >= 127 && code < 160;
var clip = (text, width) => {
  const out = [];
  let space = false;
  for (const ch of text) {
    if (WHITESPACE.test(ch)) {
      space = out.length > 0;
      continue;
    }
    if (space) {
      out.push(" ");
      space = false;
    }
    out.push(isControl(ch.codePointAt(0)) ? "\uFFFD" : ch);
    if (out.length > width) break;
  }
  if (out.length <= width) return out.join("");
  if (width <= 0) return "";
  const kept = out.slice(0, width - 1);
  while (kept[kept.length - 1] === " ") kept.pop();
  return `${kept.join("")}\u2026`;
};
var printable = (text) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
var fit = (head, body, tail = "") => clip(head + body, SUMMARY_WIDTH - tail.length) + tail;
var group = (n) => Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : String(n);
var contentText = (content) => {
  if (typeof content === "string") return content;
  const parts = [];
  for (const block of asArray(content)) {
    if (!isObject(block)) continue;
    if (block.type === "text" && typeof block.text === "string") parts.push(block.text);
    else if (block.type === "image") parts.push("[image]");
  }
  return parts.join(" ");
};
var argumentsText = (args) => args === void 0 ? "" : stringify(args);
var assistantText = (message) => {
  const parts = [];
  const content = message.content;
  if (typeof content === "string") {
    if (content.trim() !== "") parts.push(content);
  } else {
    for (const block of asArray(content)) {
      if (!isObject(block)) continue;
      if (block.type === "text" && typeof block.text === "string") {
        if (block.text.trim() !== "") parts.push(block.text);
      } else if (block.type === "toolCall") {
        parts.push(`[tool: ${asString(block.name) || "?"}(${clip(argumentsText(block.arguments), 40)})]`);
      }
    }
  }
  if (parts.length > 0) return parts.join(" ");
  if (message.stopReason === "aborted") return "(aborted)";
  const error = asString(message.errorMessage);
  return error.trim() !== "" ? `(error: ${error})` : "(no content)";
};
var toolNames = (tools, sign) => asArray(tools).flatMap((tool) => isObject(tool) && typeof tool.name === "string" ? [sign + tool.name] : []);
var systemText = (message) => {
  const text = contentText(message.content);
  if (text.trim() !== "") return text;
  const bits = [];
  if (isObject(message.sections)) {
    const names = Object.keys(message.sections);
    if (names.length > 0) bits.push(`sections ${names.join(", ")}`);
  }
  const tools = [...toolNames(message.toolsAdded, "+"), ...toolNames(message.toolsRemoved, "-")];
  if (tools.length > 0) bits.push(`tools ${tools.join(" ")}`);
  return bits.join("; ");
};
var messageSummary = (message) => {
  if (!isObject(message)) return "[message]";
  const role = message.role;
  switch (role) {
    case "user":
      return fit("user: ", contentText(message.content));
    case "assistant":
      return fit("assistant: ", assistantText(message));
    case "toolResult":
      return fit(
        `[result ${asString(message.toolName) || "?"}${message.isError === true ? " error" : ""}] `,
        contentText(message.content)
      );
    case "system":
      return fit("[system] ", systemText(message));
    case "bashExecution": {
      const exit = message.exitCode;
      const tail = message.cancelled === true ? " (cancelled)" : typeof exit === "number" && exit !== 0 ? ` (exit ${exit})` : "";
      return fit("$ ", asString(message.command), tail);
    }
    case "custom":
      return fit(`[${asString(message.customType)}] `, contentText(message.content));
    case "branchSummary":
      return fit("[branch summary] ", asString(message.summary));
    case "compactionSummary":
      return fit("[compaction] ", asString(message.summary));
    default:
      return typeof role === "string" ? fit(`[${role}] `, contentText(message.content)) : "[message]";
  }
};
var entrySummary = (entry) => {
  const value = parseObject(entry.text);
  switch (entry.type) {
    case "message":
      return messageSummary(value.message);
    case "thinking_level_change":
      return fit("thinking ", asString(value.thinkingLevel));
    case "model_change":
      return fit("model ", `${asString(value.provider)}/${asString(value.modelId)}`);
    case "usage": {
      const usage = value.usage;
      const tokens = isObject(usage) && typeof usage.totalTokens === "number" ? ` (${usage.totalTokens} tokens)` : "";
      return fit(`usage ${asString(value.kind)} `, `${asString(value.provider)}/${asString(value.model)}`, tokens);
    }
    case "compaction": {
      const before = value.tokensBefore;
      return fit("[compaction] ", asString(value.summary), typeof before === "number" ? ` (${before} tokens)` : "");
    }
    case "branch_summary":
      return fit("[branch summary] ", asString(value.summary));
    case "custom":
      return fit("[custom ", entry.customType ?? "", "]");
    case "custom_message":
      return fit(`[${asString(value.customType)}] `, contentText(value.content));
    case "label": {
      const target = entry.targetId ?? "?";
      return entry.label ? fit(`label \u2192 ${target}: `, entry.label) : clip(`label \u2192 ${target} cleared`, SUMMARY_WIDTH);
    }
    case "session_info":
      return entry.name?.trim() ? fit("name: ", entry.name) : "name cleared";
    case "context_edit":
      return clip(
        `edit ${asString(value.targetId) || "?"}: ${value.replacement === null ? "dropped" : "replaced"}`,
        SUMMARY_WIDTH
      );
    default:
      return entry.type === void 0 ? "[untyped]" : fit("[", entry.type, "]");
  }
};
var entryLine = (entry) => `${printable(entry.id ?? "?")} ${entrySummary(entry)}`;
var contextText = (context) => {
  const model = context.model;
  const head = [
    `model ${model === null ? "(none)" : clip(`${asString(model.provider)}/${asString(model.modelId)}`, SUMMARY_WIDTH)}`,
    `thinking ${typeof context.thinkingLevel === "string" ? clip(context.thinkingLevel, 20) : "(none)"}`,
    `${group(context.messages.length)} message${context.messages.length === 1 ? "" : "s"}`
  ].join(" \xB7 ");
  const width = String(context.messages.length).length;
  const lines = context.messages.map((message, i) => `${String(i + 1).padStart(width)} ${messageSummary(message)}`);
  return [head, ...lines].join("\n");
};
var minute = (date) => Number.isNaN(date.getTime()) ? "????-??-?? ??:??" : date.toISOString().slice(0, 16).replace("T", " ");
var sessionList = (sessions) => {
  const width = sessions.reduce((max, s) => Math.max(max, group(s.messageCount).length), 0);
  return sessions.map((s) => {
    const count = `${group(s.messageCount).padStart(width)} message${s.messageCount === 1 ? " " : "s"}`;
    return `${minute(s.modified)}  ${count}  ${clip(s.name ?? s.firstMessage, 60)}
  ${printable(s.id ?? "(no id)")}  ${printable(s.path)}`;
  }).join("\n");
};
var shownTree = (tree, all) => {
  const order2 = order(tree);
  const shown = restrict(order2, (node) => all || !isLeafMarkerAt(tree, order2.positions[node]));
  return { order: order2, shown };
};
var layout = (tree, all) => {
  const { order: order2, shown } = shownTree(tree, all);
  const gutters2 = gutters(shown, {
    connects: (v) => {
      const p = shown.parent[v];
      const siblings = p < 0 ? shown.rootCount : shown.childCount[p];
      const before = p < 0 ? order2.rootCount : order2.childCount[shown.nodes[p]];
      return siblings > 1 || before > 1;
    }
  });
  const rows = new Array(shown.nodes.length);
  for (let v = 0; v < rows.length; v++) {
    const node = shown.nodes[v];
    const entry = entryAt(tree, order2.positions[node]);
    rows[v] = {
      entry,
      label: label(tree, entry.id),
      prefix: prefix(gutters2, v),
      parent: shown.parent[v],
      active: order2.onPath[node] === 1
    };
  }
  return rows;
};
var treeRows = (tree) => layout(tree, false);
var BOLD = { on: "1", off: "22" };
var DIM = { on: "2", off: "22" };
var YELLOW = { on: "33", off: "39" };
var GREEN = { on: "32", off: "39" };
var CYAN = { on: "36", off: "39" };
var paint = (color, sgr, text) => color && text !== "" ? `\x1B[${sgr.on}m${text}\x1B[${sgr.off}m` : text;
var treeText = (tree, options) => {
  const rows = layout(tree, options.all);
  if (rows.length === 0) return "(no entries)";
  const color = options.color;
  const leaf = leafId(tree);
  const lines = [];
  for (const { entry, label: label2, prefix: prefix2, active } of rows) {
    const id = entry.id;
    let body = `${active ? "\u2022 " : ""}${paint(color, YELLOW, printable(id))} ${entrySummary(entry)}`;
    if (label2 !== void 0) body += ` ${paint(color, CYAN, `[${clip(label2, 40)}]`)}`;
    if (id === leaf) body += ` ${paint(color, GREEN, "\u25C0 leaf")}`;
    lines.push(paint(color, DIM, prefix2) + (active ? paint(color, BOLD, body) : body));
  }
  if (leaf === null) lines.push("(leaf: before the first entry)");
  return lines.join("\n");
};
function* treeJsonPieces(tree, options) {
  const { order: order2, shown } = shownTree(tree, options.all);
  const entryOf = (v) => entryAt(tree, order2.positions[shown.nodes[v]]);
  const close = (v) => {
    const label2 = labelOf(tree, entryOf(v).id);
    let text = "]";
    if (label2 !== void 0) {
      text += `,"label":${stringify(label2.label)}`;
      if (label2.timestamp !== void 0) text += `,"labelTimestamp":${stringify(label2.timestamp)}`;
    }
    return `${text}}`;
  };
  yield "[";
  const open = [];
  for (let v = 0; v < shown.nodes.length; v++) {
    const p = shown.parent[v];
    while (open.length > 0 && open[open.length - 1] !== p) yield close(open.pop());
    yield `${v === p + 1 ? "" : ","}{"entry":`;
    yield entryOf(v).bytes();
    yield `,"children":[`;
    open.push(v);
  }
  while (open.length > 0) yield close(open.pop());
  yield "]";
}
var treeJson = (tree, options) => join(treeJsonPieces(tree, options));
var plural = (n, word) => `${group(n)} ${word}${n === 1 ? "" : "s"}`;
var infoText = (info) => {
  const rows = [
    ["File", info.file === null ? "(in memory)" : printable(info.file)],
    ["Session", printable(info.id)]
  ];
  if (info.name !== null) rows.push(["Name", clip(info.name, Number.MAX_SAFE_INTEGER)]);
  rows.push(
    ["Cwd", info.cwd === null ? "(none)" : printable(info.cwd)],
    ["Entries", `${group(info.entries)}, ${group(info.leaves)} ${info.leaves === 1 ? "leaf" : "leaves"}`],
    ["Leaf", info.leafId === null ? "(before the first entry)" : printable(info.leafId)]
  );
  const byRole = Object.entries(info.messages.byRole).map(([role, n]) => `${group(n)} ${clip(role, 40)}`);
  rows.push(
    ["Messages", `${group(info.messages.total)}${byRole.length > 0 ? ` (${byRole.join(", ")})` : ""}`],
    ["Tool calls", group(info.toolCalls)],
    [
      "Tokens",
      `${group(info.tokens.total)} (input ${group(info.tokens.input)}, output ${group(info.tokens.output)}, cache read ${group(info.tokens.cacheRead)}, cache write ${group(info.tokens.cacheWrite)})`
    ],
    ["Cost", `$${info.cost.total.toFixed(4)}`],
    ["Labels", group(info.labels.length)],
    ...info.labels.map(({ targetId, label: label2 }) => [`  ${printable(targetId)}`, clip(label2, SUMMARY_WIDTH)]),
    ["Diagnostics", `${plural(info.diagnostics.errors, "error")}, ${plural(info.diagnostics.warnings, "warning")}`]
  );
  const width = rows.reduce((max, [key]) => Math.max(max, key.length), 0) + 2;
  const line = ([key, value]) => `${(key.startsWith(" ") ? key : `${key}:`).padEnd(width)}${value}`.trimEnd();
  return rows.map(line).join("\n");
};

export {
  printable,
  group,
  entrySummary,
  entryLine,
  contextText,
  sessionList,
  treeRows,
  treeText,
  treeJsonPieces,
  treeJson,
  infoText
};
//# sourceMappingURL=chunk-T7RVKVYD.js.map
