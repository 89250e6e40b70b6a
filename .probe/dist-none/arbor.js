import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  answer,
  check,
  color,
  columns
} from "./chunks/chunk-KH4HI53F.js";
import "./chunks/chunk-KLEYROZV.js";

// src/main/StoreFlag.ts
var take = (argv) => {
  const rest = [];
  let store2;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === "--store") {
      store2 = argv[++i];
      if (store2 === void 0 || store2 === "") return "--store needs a value: postgres://\u2026 or files";
    } else if (arg.startsWith("--store=")) store2 = arg.slice("--store=".length);
    else rest.push(arg);
  }
  return { argv: rest, store: store2 };
};

// src/main/bin.ts
var store = take(process.argv);
if (typeof store !== "string") {
  process.argv = [...store.argv];
  if (store.store !== void 0) process.env.ARBOR_STORE = store.store;
}
var answer2 = typeof store === "string" ? { usage: store } : answer(check(process.argv.slice(2)), { color: color(process.stdout), width: columns(process.stdout) });
if (answer2 === void 0) {
  await import("./chunks/Program-X5LEAX6F.js");
} else if ("usage" in answer2) {
  process.stderr.write(`arbor: ${answer2.usage}
`);
  process.exitCode = 2;
} else {
  process.stdout.write(`${answer2.stdout}
`);
}
//# sourceMappingURL=arbor.js.map
