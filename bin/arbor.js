#!/usr/bin/env node
// a CommonJS script (bin/package.json): Node starts one ~10 ms sooner than an ES module. The
// bundles are built in a clone (`npm install` there); the packed package is the library alone.
const bundle = require("node:path").join(__dirname, "../dist/arbor.cjs")
if (!require("node:fs").existsSync(bundle)) {
  console.error("arbor: this package is the library; the command line runs from a clone of Arbor (npm install there, see its README)")
  process.exit(1)
}
require(bundle)
