import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/globalSetup.ts"],
    // with a provider's key, a new session starts on that provider's model (as pi's does): the
    // suite must not reach a real provider because the developer's shell holds a key
    env: { ANTHROPIC_API_KEY: "", OPENAI_API_KEY: "" },
    testTimeout: 120_000,
    hookTimeout: 120_000
  }
})
