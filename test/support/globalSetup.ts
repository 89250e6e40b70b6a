/**
 * Builds the `arbor` bundle (and the test helper programs) once before the end-to-end tests,
 * points Arbor's cache at a temporary directory for the whole run (removed at the end), so
 * that no test writes into the user's cache, and provides a PostgreSQL server: the one
 * `ARBOR_TEST_POSTGRES` names, else a throwaway cluster started here with `scripts/postgres.mjs`
 * (PostgreSQL's binaries from npm) and removed at the end. When none can be started, the
 * PostgreSQL tests fail with the reason (they are never skipped).
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
  let cluster: string | undefined
  if (!process.env.ARBOR_TEST_POSTGRES) {
    cluster = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-test-pg-"))
    try {
      process.env.ARBOR_TEST_POSTGRES = execFileSync(process.execPath, [path.join(root, "scripts/postgres.mjs"), "start", cluster], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"]
      }).trim()
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim()
      process.env.ARBOR_TEST_POSTGRES_ERROR = stderr || String(error)
    }
  }
  return () => {
    fs.rmSync(cache, { recursive: true, force: true })
    if (cluster !== undefined) execFileSync(process.execPath, [path.join(root, "scripts/postgres.mjs"), "stop", cluster], { stdio: "ignore" })
  }
}
