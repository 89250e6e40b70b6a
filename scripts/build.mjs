// Bundles the command line into dist/arbor.js (a bundle starts in about half a second;
// unbundled Effect takes two). With --test, also bundles the helper programs that the
// end-to-end tests spawn.
//
// The terminal UI is Ink (React). Ink loads react-devtools-core only when DEV=true; the
// bundle replaces that optional peer with an inert module instead of shipping it, and React
// runs in production mode.
import { build } from "esbuild"

const noDevtools = {
  name: "no-react-devtools",
  setup(build) {
    build.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: "react-devtools-core", namespace: "inert" }))
    build.onLoad({ filter: /.*/, namespace: "inert" }, () => ({ contents: "export default { connectToDevTools() {} }" }))
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
  plugins: [noDevtools]
}

await build({ ...common, entryPoints: ["src/main/bin.ts"], outfile: "dist/arbor.js" })
if (process.argv.includes("--test")) {
  await build({ ...common, entryPoints: ["test/support/Appender.ts"], outfile: "dist/test/appender.js" })
}
