// Bundles the command line into dist/arbor.js (a bundle starts in about half a second;
// unbundled Effect takes two). With --test, also bundles the helper programs that the
// end-to-end tests spawn.
//
// The terminal UI is Ink (React), and two of Ink's imports are replaced:
// - react-devtools-core (loaded only when DEV=true) by an inert module, instead of shipping it;
// - is-in-ci by `false`: with CI set in the environment Ink would draw only the last frame,
//   but Arbor opens its UI only on a real terminal, where it must always draw.
// React runs in production mode.
import { build } from "esbuild"

const INERT = {
  "react-devtools-core": "export default { connectToDevTools() {} }",
  "is-in-ci": "export default false"
}

const inkShims = {
  name: "ink-shims",
  setup(build) {
    build.onResolve({ filter: /^(react-devtools-core|is-in-ci)$/ }, (args) => ({ path: args.path, namespace: "inert" }))
    build.onLoad({ filter: /.*/, namespace: "inert" }, (args) => ({ contents: INERT[args.path] }))
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
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [inkShims]
}

await build({ ...common, entryPoints: ["src/main/bin.ts"], outfile: "dist/arbor.js" })
if (process.argv.includes("--test")) {
  await build({ ...common, entryPoints: ["test/support/Appender.ts"], outfile: "dist/test/appender.js" })
}
