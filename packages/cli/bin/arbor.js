#!/usr/bin/env node
// a CommonJS script (the package's "type"): Node starts one ~10 ms sooner than an ES module. It
// requires the executable's bundle, which `scripts/build.mjs` writes beside the others in dist/
// (in a clone, `npm install` runs it).
const bundle = require("node:path").join(__dirname, "../dist/arbor.cjs")
if (!require("node:fs").existsSync(bundle)) {
  console.error("arbor: the command is not built: run `npm install` (or `npm run build`) in the clone of Arbor")
  process.exit(1)
}
require(bundle)
