// Bundles the command line as CommonJS scripts (a bundle starts in about half a second;
// unbundled Effect takes two) into the command's own package, packages/cli (`arbor-cli`, which
// a library user does not install): the executable, dist/arbor.cjs (src/main/cli/bin.ts, which
// its bin/arbor.js requires), and the program that it runs through V8's code cache,
// dist/arbor-core.cjs and dist/arbor-agent.cjs (see src/main/cli/CodeCache.ts), besides the small
// scripts without Effect or its runtime (dist/arbor-list.cjs, dist/arbor-info.cjs,
// dist/arbor-context.cjs, dist/arbor-scan.cjs), each finding the others beside it. With --test,
// also bundles the helper programs that the end-to-end tests spawn, into the root's dist/test.
//
// Three parsers that @effect/cli imports for options arbor does not have (YAML, TOML and INI
// files) are replaced by modules that say so, saving their load on every start.
//
// The terminal UI is Ink (React). Its import of is-in-ci is replaced by `false`: with CI set in
// the environment Ink would draw only the last frame, but Arbor opens its UI only on a real
// terminal, where it must always draw. React runs in production mode, Yoga's WebAssembly is
// decoded without `fetch`, and the top-level awaits are taken out (below).
import { build } from "esbuild"
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const unused = (name) =>
  `const no = () => { throw new Error("${name} is not bundled: arbor reads no ${name} option files") }; export const parse = no, decode = no, stringify = no; export default { parse: no, decode: no, stringify: no }`

const INERT = {
  "is-in-ci": "export default false",
  // @effect/cli's file-parsing options (Options.fileParse and friends), which arbor does not use
  yaml: unused("YAML"),
  toml: unused("TOML"),
  ini: unused("INI")
}

// Yoga (Ink's layout engine) is WebAssembly embedded as a base64 data: URL, which its loader
// fetches when `fetch` exists: on Node that loads undici (a fifth of the chat's start-up
// besides compiling). Its other path decodes the base64 itself; the build takes that one.
const YOGA = /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/
const FETCH_CHECK = "\"function\"!=typeof fetch"

// Top-level awaits, which a CommonJS bundle cannot hold: Yoga's module awaits its WebAssembly,
// and exports `ready` instead (src/main/tui/Interactive.ts awaits it before drawing); Ink's awaits
// run only with DEV=true (to connect React's devtools, which are not shipped), and are dropped.
const AWAITS = [
  {
    file: /yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/,
    from: "const Yoga = wrapAssembly(await loadYoga());",
    to: "const Yoga = {};\nexport const ready = loadYoga().then((lib) => { Object.assign(Yoga, wrapAssembly(lib)) });"
  },
  { file: /ink[\\/]build[\\/]reconciler\.js$/, from: "await import('./devtools.js');", to: "" },
  { file: /ink[\\/]build[\\/]reconciler\.js$/, from: "? await loadPackageJson()", to: "? { name: undefined, version: undefined }" }
]

/** `source` with each of `edits` made once (`what`: the file, for an error when one is not there). */
const edited = (what, source, edits) =>
  edits.reduce((text, { from, to }) => {
    if (text.split(from).length !== 2) throw new Error(`${what}: expected one \`${from}\` (a new version? see scripts/build.mjs)`)
    return text.replace(from, to)
  }, source)

// The modules of ours that the bundle puts in place of Ink's screen buffer (imported by its
// renderer alone) and of string-width
const INK_RENDERER = /ink[\\/]build[\\/]renderer\.js$/
const INK_OUTPUT = fileURLToPath(new URL("../src/main/tui/ink/Output.ts", import.meta.url))
const STRING_WIDTH = fileURLToPath(new URL("../src/main/tui/ink/StringWidth.ts", import.meta.url))

const inkShims = {
  name: "ink-shims",
  setup(build) {
    build.onResolve({ filter: /^(is-in-ci|yaml|toml|ini)$/ }, (args) => ({ path: args.path, namespace: "inert" }))
    // one string-width for all, which remembers its answers (src/main/tui/ink/StringWidth.ts):
    // wrap-ansi's own older copy measured some characters otherwise than the Ink that wraps with
    // it, and its start-up (a segmenter, an emoji regex) was paid twice
    build.onResolve(
      { filter: /^string-width$/ },
      (args) => ({ path: args.importer === STRING_WIDTH ? createRequire(import.meta.url).resolve("string-width") : STRING_WIDTH })
    )
    // Ink's screen buffer is ours, which remembers the rows of the last frame (see its comment)
    build.onResolve({ filter: /^\.\/output\.js$/ }, (args) => (INK_RENDERER.test(args.importer) ? { path: INK_OUTPUT } : undefined))
    build.onLoad({ filter: /.*/, namespace: "inert" }, (args) => ({ contents: INERT[args.path] }))
    build.onLoad({ filter: YOGA }, (args) => {
      const source = readFileSync(args.path, "utf8")
      const checks = source.split(FETCH_CHECK).length - 1
      if (checks !== 2) throw new Error(`${args.path}: expected yoga's two fetch checks, found ${checks} (a new yoga-layout? see scripts/build.mjs)`)
      return { contents: source.replaceAll(FETCH_CHECK, "true"), loader: "js" }
    })
    build.onLoad({ filter: /(yoga-layout|ink)[\\/].*\.js$/ }, (args) => {
      const edits = AWAITS.filter(({ file }) => file.test(args.path))
      return edits.length === 0 ? undefined : { contents: edited(args.path, readFileSync(args.path, "utf8"), edits), loader: "js" }
    })
  }
}

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  legalComments: "none",
  banner: {
    js: "import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);"
  },
  logLevel: "warning",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": "\"production\"" },
  plugins: [inkShims]
}

// With --test, the bundles' metafiles go to dist/test/, where a test checks what each imports.
const testing = process.argv.includes("--test")
// what builds before this one made: the executable as an ES module, split in chunks, and the
// bundles in the root's dist/ (before the command had a package of its own)
for (const old of ["dist/chunks", "dist/arbor.js", "dist/arbor.js.map"]) rmSync(old, { recursive: true, force: true })
for (const name of ["", "-core", "-agent", "-list", "-info", "-context", "-scan"]) rmSync(`dist/arbor${name}.cjs`, { force: true })
/** Where the command's bundles go: its package's dist/. */
const OUT = "packages/cli/dist"

// The core: the program as one CommonJS script for the commands on session files, which the
// executable compiles through V8's code cache (src/main/cli/CodeCache.ts). What those commands never
// load is left out: each of these dynamic imports becomes a module that fails, since the
// executable sends the commands that need them to the agent bundle (CodeCache.handles).
const LEFT_OUT = /^\.{1,2}\/(.+\/)?(AgentCli|HtmlExport|Interactive|Rpc|Arbor|PgSessionStore)\.js$/
const leftOut = {
  name: "core-left-out",
  setup(build) {
    build.onResolve({ filter: LEFT_OUT }, (args) => (args.kind === "dynamic-import" ? { path: args.path, namespace: "left-out" } : undefined))
    build.onLoad({ filter: /.*/, namespace: "left-out" }, (args) => ({
      contents: `throw new Error("arbor: internal error: ${args.path} is not in the core bundle (src/main/cli/CodeCache.ts handles)")`
    }))
  }
}
/** Bundles `entry` as one CommonJS script (`options` override the common ones). */
const cjs = (entry, outfile, options = {}) =>
  build({ ...common, format: "cjs", banner: {}, sourcemap: false, entryPoints: [entry], outfile, metafile: testing, ...options })

/** Bundles `entry` as one CommonJS script for the code cache; returns the build and the hash of the script. */
const script = async (entry, outfile, options = {}) => {
  const result = await cjs(entry, outfile, options)
  // the executable reads it as Latin-1 (a one-byte string, which V8 hashes and scans fastest):
  // esbuild escapes the code to ASCII but keeps some comments as written, whose characters are
  // escaped here (an escape means the same character anywhere esbuild might have left one)
  const text = readFileSync(outfile, "utf8").replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
  writeFileSync(outfile, text)
  return { result, hash: createHash("sha256").update(text).digest("hex").slice(0, 16) }
}
const core = await script("src/main/cli/Program.ts", `${OUT}/arbor-core.cjs`, { plugins: [inkShims, leftOut] })
// The agent bundle: the whole program, for the commands the core leaves out (the chat, print
// and RPC modes, the HTML export, the PostgreSQL store); a dynamic import is a module run on use.
const agent = await script("src/main/cli/Program.ts", `${OUT}/arbor-agent.cjs`)

// The listing from the catalog alone (src/main/cli/QuickList.ts), which the executable tries for
// `arbor ls` before the core: its own small script, which must import nothing of Effect (a test
// checks its metafile).
const quickList = await cjs("src/main/cli/QuickList.ts", `${OUT}/arbor-list.cjs`)
// Likewise `arbor info` of a small file from the facts recorded of it (src/main/cli/QuickInfo.ts).
const quickInfo = await cjs("src/main/cli/QuickInfo.ts", `${OUT}/arbor-info.cjs`)
// And `arbor context FILE --json` read through the index cache (src/main/cli/QuickContext.ts): the
// reading and context code of the domain, with Effect's data structures but not its runtime.
// It is the largest of these scripts, and runs through the code cache too.
const quickContext = await script("src/main/cli/QuickContext.ts", `${OUT}/arbor-context.cjs`)
// The helper thread of a first listing of many files (src/services/store/internal/ScanWorker.ts), which the
// core and agent bundles start from beside them; no Effect either.
const scanWorker = await cjs("src/services/store/internal/ScanWorker.ts", `${OUT}/arbor-scan.cjs`)

// The executable: help, the version and wrong usage, and the choice of what runs the command.
const cli = await cjs("src/main/cli/bin.ts", `${OUT}/arbor.cjs`, {
  define: {
    ...common.define,
    ARBOR_CORE_HASH: JSON.stringify(core.hash),
    ARBOR_AGENT_HASH: JSON.stringify(agent.hash),
    ARBOR_CONTEXT_HASH: JSON.stringify(quickContext.hash)
  }
})
if (testing) {
  mkdirSync("dist/test", { recursive: true })
  writeFileSync("dist/test/arbor-meta.json", JSON.stringify(cli.metafile))
  writeFileSync("dist/test/arbor-core-meta.json", JSON.stringify(core.result.metafile))
  writeFileSync("dist/test/arbor-agent-meta.json", JSON.stringify(agent.result.metafile))
  writeFileSync("dist/test/arbor-list-meta.json", JSON.stringify(quickList.metafile))
  writeFileSync("dist/test/arbor-info-meta.json", JSON.stringify(quickInfo.metafile))
  writeFileSync("dist/test/arbor-context-meta.json", JSON.stringify(quickContext.result.metafile))
  writeFileSync("dist/test/arbor-scan-meta.json", JSON.stringify(scanWorker.metafile))
  await build({ ...common, entryPoints: ["test/support/Appender.ts"], outfile: "dist/test/appender.js" })
}
