// Bundles the command line into dist/arbor.js (a bundle starts in about half a second;
// unbundled Effect takes two). With --test, also bundles the helper programs that the
// end-to-end tests spawn.
import { build } from "esbuild"

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
  logLevel: "warning"
}

await build({ ...common, entryPoints: ["src/main/bin.ts"], outfile: "dist/arbor.js" })
if (process.argv.includes("--test")) {
  await build({ ...common, entryPoints: ["test/support/Appender.ts"], outfile: "dist/test/appender.js" })
}
