#!/usr/bin/env node
// a CommonJS script (bin/package.json): Node starts one ~10 ms sooner than an ES module
require("../dist/arbor.cjs")
