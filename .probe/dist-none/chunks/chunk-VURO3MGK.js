import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  leafId,
  pathPositions,
  positionOf,
  walk
} from "./chunk-WFCFCPO7.js";

// src/domain/TreeLayout.ts
var forest = (parent) => {
  const n = parent.length;
  const childCount = new Int32Array(n);
  const isLast = new Uint8Array(n);
  const seen = new Uint8Array(n);
  let rootCount = 0;
  for (let v = n - 1; v >= 0; v--) {
    const p = parent[v];
    if (p < 0) {
      if (rootCount === 0) isLast[v] = 1;
      rootCount++;
    } else {
      if (seen[p] === 0) isLast[v] = 1;
      seen[p] = 1;
      childCount[p] = childCount[p] + 1;
    }
  }
  return { parent, childCount, isLast, rootCount };
};
var order = (tree, options) => {
  const positions = new Int32Array(tree.size);
  const parent = new Int32Array(tree.size);
  const nodeOf = new Int32Array(tree.length).fill(-1);
  let n = 0;
  walk(
    tree,
    (position, parentPosition) => {
      positions[n] = position;
      parent[n] = parentPosition < 0 ? -1 : nodeOf[parentPosition];
      nodeOf[position] = n;
      n++;
    },
    options
  );
  const leafId2 = leafId(tree);
  const onPath = new Uint8Array(n);
  for (const p of pathPositions(tree, leafId2)) onPath[nodeOf[p]] = 1;
  const leafPosition = leafId2 === null ? -1 : positionOf(tree, leafId2);
  return {
    ...forest(n === tree.size ? parent : parent.slice(0, n)),
    positions: n === tree.size ? positions : positions.slice(0, n),
    nodeOf,
    onPath,
    leaf: leafPosition < 0 ? -1 : nodeOf[leafPosition]
  };
};
var restrict = (whole, show) => {
  const n = whole.parent.length;
  const at = new Int32Array(n).fill(-1);
  const nearest = new Int32Array(n);
  const nodes = new Int32Array(n);
  const parent = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const p = whole.parent[i];
    const anchor = p < 0 ? -1 : nearest[p];
    if (show(i)) {
      at[i] = m;
      nearest[i] = m;
      nodes[m] = i;
      parent[m] = anchor;
      m++;
    } else {
      nearest[i] = anchor;
    }
  }
  return { ...forest(parent.slice(0, m)), nodes: nodes.slice(0, m), at };
};
var NO_CONNECTOR = 0;
var TEE = 1;
var ELBOW = 2;
var gutters = (f, options) => {
  const n = f.parent.length;
  const lead = new Array(n);
  const connector = new Uint8Array(n);
  const trunk = new Array(n);
  const indent = new Int32Array(n);
  const branched = new Uint8Array(n);
  const extra = options.indentAfterBranch === true;
  for (let v = 0; v < n; v++) {
    const p = f.parent[v];
    const up = p < 0 ? "" : trunk[p];
    const upIndent = p < 0 ? 0 : indent[p];
    if (options.connects(v)) {
      const last = f.isLast[v] === 1;
      indent[v] = upIndent + 1;
      lead[v] = up.padEnd(3 * upIndent);
      connector[v] = last ? ELBOW : TEE;
      trunk[v] = lead[v] + (last ? "   " : "\u2502  ");
      branched[v] = 1;
    } else {
      indent[v] = upIndent + (extra && p >= 0 && branched[p] === 1 ? 1 : 0);
      lead[v] = up.padEnd(3 * indent[v]);
      trunk[v] = up;
      branched[v] = p < 0 && f.rootCount > 1 ? 1 : 0;
    }
  }
  return { lead, connector };
};
var prefix = (g, node) => {
  const kind = g.connector[node];
  return g.lead[node] + (kind === TEE ? "\u251C\u2500 " : kind === ELBOW ? "\u2514\u2500 " : "");
};

export {
  forest,
  order,
  restrict,
  NO_CONNECTOR,
  TEE,
  gutters,
  prefix
};
//# sourceMappingURL=chunk-VURO3MGK.js.map
