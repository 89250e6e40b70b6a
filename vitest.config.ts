import { defineConfig } from "vitest/config"

/**
 * Three projects, by what their tests need (`npm run test:unit`, `test:integration`, `test:e2e`;
 * `npm test` runs all three):
 *
 * - `unit`: the domain and the services on the in-memory filesystem; no bundle, no PostgreSQL,
 *   no child process.
 * - `integration`: Node's filesystem, PostgreSQL, the programs run in-process.
 * - `e2e`: the built bundles as real processes, a terminal, a browser, pi itself.
 *
 * Each gets only the global setup it needs (test/support/globalSetup.ts).
 */
const project = (name: "unit" | "integration" | "e2e") => ({
  extends: true as const,
  test: { name, include: [`test/${name}/**/*.test.ts`], globalSetup: ["test/support/globalSetup.ts"] }
})

export default defineConfig({
  test: {
    projects: [project("unit"), project("integration"), project("e2e")],
    // with a provider's key, a new session starts on that provider's model (as pi's does): the
    // suite must not reach a real provider because the developer's shell holds a key
    env: { ANTHROPIC_API_KEY: "", OPENAI_API_KEY: "" },
    testTimeout: 120_000,
    hookTimeout: 120_000
  }
})
