import { build } from "esbuild"
const mode = process.argv[2]
const opts = mode === "ws" ? { minifyWhitespace: true } : mode === "ws+syn" ? { minifyWhitespace: true, minifySyntax: true } : mode === "all" ? { minify: true, keepNames: false } : {}
const INERT = { "react-devtools-core": "export default { connectToDevTools() {} }", "is-in-ci": "export default false", yaml: "export const parse=()=>{};export default {}", toml: "export const parse=()=>{};export default {}", ini: "export const parse=()=>{};export default {}" }
await build({
  bundle: true, platform: "node", target: "node20", format: "esm", sourcemap: true, legalComments: "none",
  banner: { js: "import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);" },
  logLevel: "warning", jsx: "automatic", define: { "process.env.NODE_ENV": '"production"' },
  plugins: [{ name: "i", setup(b) { b.onResolve({ filter: /^(react-devtools-core|is-in-ci|yaml|toml|ini)$/ }, (a) => ({ path: a.path, namespace: "inert" })); b.onLoad({ filter: /.*/, namespace: "inert" }, (a) => ({ contents: INERT[a.path] })) } }],
  entryPoints: { arbor: "src/main/bin.ts" }, outdir: `.probe/dist-${mode}`, splitting: true, chunkNames: "chunks/[name]-[hash]", ...opts
})
