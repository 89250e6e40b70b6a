import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import{b as a,c as l,d as c,e as d}from"./chunks/chunk-65YVJDLN.js";import"./chunks/chunk-4YNSBHKA.js";var p=o=>{let i=[],s;for(let r=0;r<o.length;r++){let t=o[r];if(t==="--"){i.push(...o.slice(r));break}if(t==="--store"){if(s=o[++r],s===void 0||s==="")return"--store needs a value: postgres://\u2026 or files"}else t.startsWith("--store=")?s=t.slice(8):i.push(t)}return{argv:i,store:s}};var e=p(process.argv);typeof e!="string"&&(process.argv=[...e.argv],e.store!==void 0&&(process.env.ARBOR_STORE=e.store));var n=typeof e=="string"?{usage:e}:l(a(process.argv.slice(2)),{color:c(process.stdout),width:d(process.stdout)});n===void 0?await import("./chunks/Program-JLGFGBFW.js"):"usage"in n?(process.stderr.write(`arbor: ${n.usage}
`),process.exitCode=2):process.stdout.write(`${n.stdout}
`);
//# sourceMappingURL=arbor.js.map
