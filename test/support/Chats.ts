/**
 * Helpers for the chat's end-to-end tests in a terminal: a fresh workspace (removed when the
 * test ends), the session files arbor wrote there, what they hold, and arbor on a fake model
 * server whose reply stalls.
 */
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as FakeProviders from "./FakeProviders.js"
import { scratchDir } from "./Spawn.js"
import { Terminal, type TerminalOptions } from "./Terminal.js"

export const sessionFiles = (agentDir: string): ReadonlyArray<string> => {
  const root = path.join(agentDir, "sessions")
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root)
    .flatMap((dir) => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(root, dir, f)))
    .sort()
}

export const load = (file: string) => SessionFile.fromText(fs.readFileSync(file, "utf8"), IdSource.fromSeed(0))

/** Texts of the user messages on the active path. */
export const userTexts = (file: string): ReadonlyArray<string> =>
  SessionTree.branch(load(file).tree)
    .filter((e) => e.type === "message" && e.role === "user")
    .map((e) => {
      const content = (e.value.message as { content: unknown }).content
      return Array.isArray(content) ? content.map((b: { text?: string }) => b.text ?? "").join("") : String(content)
    })

/** A fresh home with an empty agent directory and a project directory; no model configured. */
export const workspace = () => {
  const home = scratchDir()
  const agentDir = path.join(home, "agent")
  const cwd = path.join(home, "project")
  fs.mkdirSync(cwd)
  return { home, agentDir, cwd, env: { PI_CODING_AGENT_DIR: agentDir, ARBOR_MODEL: "", HOME: home } }
}

/** Arbor on a fake Anthropic server that sends the first frames of a reply, then holds the connection open. */
export const startOnStalledReply = (options: Partial<TerminalOptions> = {}) =>
  Effect.gen(function*() {
    const provider = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse", 4)])
    const { agentDir, cwd, env } = workspace()
    const term = Terminal.start(["--model", "anthropic/claude-sonnet-4-5"], {
      cwd,
      ...options,
      env: { ...env, ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: provider.url }
    })
    yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
    return { provider, agentDir, term }
  })
