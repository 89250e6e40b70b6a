/** Builds the `arbor` bundle (and the test helper programs) once before the end-to-end tests. */
import { execFileSync } from "node:child_process"
import * as path from "node:path"

export default function setup() {
  const root = path.resolve(import.meta.dirname, "../..")
  execFileSync(process.execPath, ["scripts/build.mjs", "--test"], { cwd: root, stdio: "inherit" })
}
