// package.json's `prepare`: what `npm install` runs last in a clone, and what npm runs again each
// time it packs or links the clone (`npm pack`, `npm link`). `npx arbor` in the clone finds the
// command through the workspace link of packages/cli, without preparing anything.
// The build (scripts/build.mjs, then scripts/build-lib.mjs) runs only when its inputs changed
// since the last one: a digest of the sources, the build scripts, the configuration and the
// dependency lock, kept in dist/.prepared. So `npm install` builds once, and the commands after
// it start at once. `npm run build` and `npm run build:lib` still build unconditionally.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."))

const INPUTS = ["src", "scripts", "packages/cli/bin", "packages/cli/package.json", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json"]
const OUTPUTS = ["packages/cli/dist/arbor.cjs", "packages/cli/dist/arbor-core.cjs", "packages/cli/dist/arbor-agent.cjs", "dist/lib/index.js"]
const STAMP = "dist/.prepared"

/** The files under `entry`, in a fixed order. */
const files = (entry) => {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry).sort().flatMap((name) => files(path.join(entry, name)))
}

const hash = createHash("sha256")
for (const file of INPUTS.flatMap(files)) hash.update(`${file.split(path.sep).join("/")}\0`).update(readFileSync(file)).update("\0")
const digest = hash.digest("hex")

if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === digest && OUTPUTS.every((file) => existsSync(file))) {
  console.log("arbor: dist/ is up to date with the sources; nothing to build")
} else {
  for (const script of ["scripts/build.mjs", "scripts/build-lib.mjs"]) execFileSync(process.execPath, [script], { stdio: "inherit" })
  writeFileSync(STAMP, digest)
}
