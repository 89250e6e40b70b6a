/**
 * Builds the `arbor` bundle (and the test helper programs) once before the end-to-end tests,
 * and points Arbor's cache at a temporary directory for the whole run (removed at the end), so
 * that no test writes into the user's cache.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

export default function setup() {
  const root = path.resolve(import.meta.dirname, "../..")
  execFileSync(process.execPath, ["scripts/build.mjs", "--test"], { cwd: root, stdio: "inherit" })
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-test-cache-"))
  process.env.ARBOR_CACHE_DIR = cache
  return () => fs.rmSync(cache, { recursive: true, force: true })
}
