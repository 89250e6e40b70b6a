/**
 * What each vitest project needs before its tests run (see vitest.config.ts), and nothing more:
 * every project points Arbor's cache at a temporary directory for the whole run (removed at
 * the end), so that no test writes into the user's cache; `integration` and `e2e` get a
 * PostgreSQL server; only `e2e` builds the `arbor` bundle (and the test helper programs).
 *
 * The PostgreSQL server is the one `ARBOR_TEST_POSTGRES` names, else a throwaway cluster
 * started here with `scripts/postgres.mjs` (PostgreSQL's binaries from npm) and removed at the
 * end; a second project of the same run reuses the first one's. When none can be started, the
 * PostgreSQL tests fail with the reason (they are never skipped).
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { TestProject } from "vitest/node"

const root = path.resolve(import.meta.dirname, "../..")

type Teardown = () => void

/** Whether process `pid` runs. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * A temporary folder `arbor-test-<kind>-<pid>-XXXXXX`, named by the run that made it; the folders
 * of kind `kind` whose run is dead (killed before its teardown) are cleared first by `clear`.
 */
const runFolder = (kind: string, clear: (dir: string) => void) => {
  const prefix = `arbor-test-${kind}-`
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length).split("-")[0]) : NaN
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid)) clear(path.join(os.tmpdir(), name))
  }
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}${process.pid}-`))
}

const removeFolder = (dir: string) => fs.rmSync(dir, { recursive: true, force: true })

/** Stops the server of a cluster folder, then removes the folder (`scripts/postgres.mjs stop`). */
const stopCluster = (dir: string) => {
  execFileSync(process.execPath, [path.join(root, "scripts/postgres.mjs"), "stop", dir], { stdio: "ignore" })
}

/** A temporary `ARBOR_CACHE_DIR`, removed at the end. */
const temporaryCache = (): Teardown => {
  const cache = runFolder("cache", removeFolder)
  process.env.ARBOR_CACHE_DIR = cache
  return () => removeFolder(cache)
}

/** The command's bundles (packages/cli/dist) and the helper programs the end-to-end tests run (dist/test). */
const bundles = (): Teardown => {
  execFileSync(process.execPath, ["scripts/build.mjs", "--test"], { cwd: root, stdio: "inherit" })
  return () => {}
}

/** `ARBOR_TEST_POSTGRES`, or `ARBOR_TEST_POSTGRES_ERROR` saying why there is none. */
const postgres = (): Teardown => {
  let cluster: string | undefined
  if (!process.env.ARBOR_TEST_POSTGRES) {
    cluster = runFolder("pg", stopCluster)
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
    if (cluster !== undefined) stopCluster(cluster)
  }
}

const needs: Record<string, ReadonlyArray<() => Teardown>> = {
  unit: [temporaryCache],
  integration: [temporaryCache, postgres],
  e2e: [temporaryCache, bundles, postgres]
}

export default function setup(project: TestProject) {
  // a test file outside the three folders would belong to no project and silently never run
  const stray = fs.readdirSync(path.join(root, "test")).filter((name) => name.endsWith(".test.ts"))
  if (stray.length > 0) throw new Error(`test/${stray[0]}: move it into test/unit, test/integration or test/e2e (see vitest.config.ts)`)
  const steps = needs[project.name]
  if (steps === undefined) throw new Error(`test/support/globalSetup.ts: no setup for the vitest project "${project.name}"`)
  const teardowns = steps.map((step) => step())
  return () => {
    for (const teardown of teardowns.reverse()) teardown()
  }
}
