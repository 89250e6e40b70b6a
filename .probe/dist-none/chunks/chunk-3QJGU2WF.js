import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  order,
  restrict
} from "./chunk-VURO3MGK.js";
import {
  asArray,
  count,
  isLeafMarkerAt,
  isObject2 as isObject,
  labels,
  leafId,
  parseObject,
  sessionName
} from "./chunk-WFCFCPO7.js";

// src/domain/SessionStats.ts
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : 0;
var leafCount = (tree) => {
  const order2 = order(tree);
  const shown = restrict(order2, (node) => !isLeafMarkerAt(tree, order2.positions[node]));
  let leaves = 0;
  for (const count2 of shown.childCount) if (count2 === 0) leaves++;
  return leaves;
};
var compute = (tree, header, file, diagnostics) => {
  const tokens = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  const cost = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 };
  const add = (usage) => {
    if (!isObject(usage)) return;
    tokens.input += num(usage.input);
    tokens.output += num(usage.output);
    tokens.cacheRead += num(usage.cacheRead);
    tokens.cacheWrite += num(usage.cacheWrite);
    const c = usage.cost;
    if (!isObject(c)) return;
    cost.input += num(c.input);
    cost.output += num(c.output);
    cost.cacheRead += num(c.cacheRead);
    cost.cacheWrite += num(c.cacheWrite);
    cost.total += num(c.total);
  };
  const roles = /* @__PURE__ */ new Map();
  let messages = 0;
  let toolCalls = 0;
  for (const entry of tree.entries) {
    switch (entry.type) {
      case "message": {
        messages++;
        const role = entry.role ?? "(none)";
        roles.set(role, (roles.get(role) ?? 0) + 1);
        if (role !== "assistant" && role !== "toolResult") break;
        const message = parseObject(entry.text).message;
        if (!isObject(message)) break;
        add(message.usage);
        if (role === "assistant") {
          for (const block of asArray(message.content)) if (isObject(block) && block.type === "toolCall") toolCalls++;
        }
        break;
      }
      case "usage":
      case "compaction":
      case "branch_summary":
        add(parseObject(entry.text).usage);
        break;
    }
  }
  return {
    file: file ?? null,
    id: header.id,
    name: sessionName(tree) ?? null,
    cwd: header.cwd ?? null,
    entries: count(tree),
    leaves: leafCount(tree),
    leafId: leafId(tree),
    messages: { total: messages, byRole: Object.fromEntries(roles) },
    toolCalls,
    tokens: { ...tokens, total: tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite },
    cost,
    labels: labels(tree).map(([targetId, label]) => ({ targetId, label: label.label })),
    diagnostics: {
      errors: diagnostics.filter((d) => d.severity === "error").length,
      warnings: diagnostics.filter((d) => d.severity === "warning").length
    }
  };
};

export {
  compute
};
//# sourceMappingURL=chunk-3QJGU2WF.js.map
