/**
 * `arbor -p`, run in-process on the command line's own layers (`support/InProcess.ts`), against
 * fake Anthropic and OpenAI-compatible servers on 127.0.0.1 and the offline model with no
 * configuration at all. (The built command runs `-p` end to end in Install.test.ts and the
 * crash tests.)
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { printedReply } from "../../src/main/cli/AgentCli.js"
import * as FakeProviders from "../support/FakeProviders.js"
import { arbor } from "../support/InProcess.js"
import { tempDir } from "../support/Spawn.js"

const sessionFiles = (agentDir: string): Array<string> => {
  const root = path.join(agentDir, "sessions")
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(root, f)) : []
}

const lines = (file: string) => fs.readFileSync(file, "utf8").trimEnd().split("\n").map((line) => JSON.parse(line))

describe("arbor -p", () => {
  it.live("works on a fresh machine with the offline model, and --continue continues", () =>
    Effect.promise(async () => {
      const agentDir = tempDir()
      const cwd = tempDir()
      const first = await arbor(["-p", "hello"], { agentDir, cwd })
      expect(first.code).toBe(0)
      expect(first.stdout).toBe("[offline] Arbor has no model configured; this is the offline responder. You said: hello\n")
      const again = await arbor(["-c", "-p", "again"], { agentDir, cwd })
      expect(again.code).toBe(0)
      const files = sessionFiles(agentDir)
      expect(files).toHaveLength(1)
      expect(lines(files[0]!).filter((e) => e.type === "message").map((e) => e.message.role)).toEqual(["system", "user", "assistant", "user", "assistant"])
      const none = await arbor(["--no-session", "-p", "x"], { agentDir, cwd })
      expect(none.code).toBe(0)
      expect(sessionFiles(agentDir)).toHaveLength(1)
      // a --session path that does not exist yet starts a new session written exactly there
      const target = path.join(cwd, "named.jsonl")
      const named = await arbor(["--session", target, "-p", "here"], { agentDir, cwd })
      expect(named.code).toBe(0)
      expect(lines(target).filter((e) => e.type === "message").map((e) => e.message.role)).toEqual(["system", "user", "assistant"])
    }))

  it.live("--fork starts on a copy of every entry of another session, in this directory", () =>
    Effect.promise(async () => {
      const agentDir = tempDir()
      const source = tempDir()
      const cwd = tempDir()
      expect((await arbor(["-p", "original"], { agentDir, cwd: source })).code).toBe(0)
      const [original] = sessionFiles(agentDir)
      const copied = await arbor(["--fork", original!, "-p", "continued"], { agentDir, cwd })
      expect(copied.code).toBe(0)
      const copy = sessionFiles(agentDir).find((f) => f !== original)!
      const entries = lines(copy)
      expect(entries[0]).toMatchObject({ type: "session", cwd: fs.realpathSync(cwd), parentSession: original })
      const originalIds = lines(original!).slice(1).map((e) => e.id)
      expect(entries.slice(1, 1 + originalIds.length).map((e) => e.id)).toEqual(originalIds)
      expect(entries.filter((e) => e.type === "message" && e.message.role !== "system").map((e) => e.message.content[0].text)).toEqual([
        "original",
        expect.stringContaining("You said: original"),
        "continued",
        expect.stringContaining("You said: continued")
      ])
      const refused = await arbor(["--fork", original!, "-c", "-p", "x"], { agentDir, cwd })
      expect([refused.code, refused.stderr.trim()]).toEqual([2, "arbor: --fork cannot be combined with --continue"])
      const missing = await arbor(["--fork", "nope", "-p", "x"], { agentDir, cwd })
      expect([missing.code, missing.stderr.trim()]).toEqual([
        1,
        "arbor: no session file, id or id prefix 'nope' (searched the sessions of this directory or any other)"
      ])
    }))

  it.scoped("streams a real provider's reply (Anthropic protocol) and writes pi's assistant message", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse")])
      const agentDir = tempDir()
      const result = yield* Effect.promise(() =>
        arbor(["-p", "greet me", "--model", "anthropic/claude-sonnet-4-5"], {
          agentDir,
          cwd: tempDir(),
          env: { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
        })
      )
      expect(result.stderr).toBe("")
      expect([result.code, result.stdout]).toEqual([0, "Hello, world!\n"])
      const entries = lines(sessionFiles(agentDir)[0]!)
      expect(entries[1]).toMatchObject({ type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" })
      expect(entries.at(-1).message).toMatchObject({
        role: "assistant",
        content: [{ type: "text", text: "Hello, world!" }],
        api: "anthropic-messages",
        provider: "anthropic",
        stopReason: "stop"
      })
      expect(server.requests[0]?.body).toMatchObject({ messages: [{ role: "user" }] })
    }))

  it.scoped("an OpenAI-compatible server by base URL; a provider error is one line and exit 1", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse"), FakeProviders.json(500, "chat-server-error.json")])
      const agentDir = tempDir()
      const cwd = tempDir()
      const env = { ARBOR_MODEL: "openai-compatible/qwen3", ARBOR_BASE_URL: server.url }
      const ok = yield* Effect.promise(() => arbor(["-p", "hi"], { agentDir, cwd, env }))
      expect([ok.code, ok.stdout]).toEqual([0, "Hello, world!\n"])
      expect(server.requests[0]?.path).toBe("/chat/completions")
      const failed = yield* Effect.promise(() => arbor(["-c", "-p", "again"], { agentDir, cwd, env }))
      expect(failed.code).toBe(1)
      expect(failed.stderr.split("\n")).toHaveLength(2)
      expect(failed.stderr).toMatch(/^arbor: /)
      const missingKey = yield* Effect.promise(() => arbor(["-p", "hi", "--model", "openai/gpt-5"], { agentDir, cwd, env: { OPENAI_API_KEY: "" } }))
      expect(missingKey.code).toBe(1)
      expect(missingKey.stderr).toMatch(/^arbor: .*OPENAI_API_KEY.*\n$/)
    }))
})

describe("arbor -p without --model", () => {
  it.scoped("a models.json provider and no default model: the session runs on its first model, as pi's would", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse")])
      const agentDir = tempDir()
      const local = (ids: ReadonlyArray<string>) => ({ baseUrl: server.url, api: "openai-completions", apiKey: "k", models: ids.map((id) => ({ id })) })
      fs.writeFileSync(path.join(agentDir, "models.json"), JSON.stringify({ providers: { lab: local(["small", "large"]), spare: local(["other"]) } }))
      const result = yield* Effect.promise(() => arbor(["-p", "hi", "--no-tools"], { agentDir, cwd: tempDir() }))
      expect([result.code, result.stdout, result.stderr]).toEqual([0, "Hello, world!\n", ""])
      expect((server.requests[0]?.body as { model: string }).model).toBe("small")
      const entries = lines(sessionFiles(agentDir)[0]!)
      expect(entries.filter((e) => e.type === "model_change").map((e) => `${e.provider}/${e.modelId}`)).toEqual(["lab/small"])
      expect(entries.at(-1).message).toMatchObject({ role: "assistant", provider: "lab", model: "small", stopReason: "stop" })
    }))

  it.scoped("ANTHROPIC_API_KEY and no default model: pi's default Anthropic model", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse")])
      const agentDir = tempDir()
      const env = { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
      const result = yield* Effect.promise(() => arbor(["-p", "hi", "--no-tools"], { agentDir, cwd: tempDir(), env }))
      expect([result.code, result.stdout, result.stderr]).toEqual([0, "Hello, world!\n", ""])
      expect((server.requests[0]?.body as { model: string }).model).toBe("claude-opus-5-5")
      expect(lines(sessionFiles(agentDir)[0]!)[1]).toMatchObject({ type: "model_change", provider: "anthropic", modelId: "claude-opus-5-5" })
    }))
})

describe("arbor -p with tools", () => {
  it("says what pi's print mode says of the last reply: each text on a line, else why there is none", () => {
    const text = (t: string) => ({ type: "text", text: t })
    expect(printedReply({ role: "assistant", content: [{ type: "thinking", thinking: "hm" }, text("a"), text("b")], stopReason: "stop" })).toEqual({
      stdout: "a\nb\n",
      failure: undefined
    })
    expect(printedReply({ role: "assistant", content: [text("cut")], stopReason: "length" })).toEqual({
      stdout: "cut\n",
      failure: "Response was truncated: the model reached its output token limit."
    })
    expect(printedReply({ role: "assistant", content: [text("part")], stopReason: "aborted" })).toEqual({ stdout: "", failure: "Request aborted" })
    expect(printedReply({ role: "assistant", content: [], stopReason: "error", errorMessage: "boom" })).toEqual({ stdout: "", failure: "boom" })
    expect(printedReply(undefined)).toEqual({ stdout: "", failure: undefined })
  })

  it.scoped("prints only the last reply's text, once the run is over, as pi's print mode does", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([
        FakeProviders.chat({
          text: ["Let me ", "look."],
          toolCalls: [{ id: "call_1", name: "bash", arguments: { command: "echo hi" } }],
          usage: { prompt: 10, completion: 5 }
        }),
        FakeProviders.chat({ text: ["It says ", "hi."], usage: { prompt: 20, completion: 3 } })
      ])
      const env = { ARBOR_MODEL: "openai-compatible/qwen3", ARBOR_BASE_URL: server.url }
      const result = yield* Effect.promise(() => arbor(["-p", "run echo hi"], { agentDir: tempDir(), cwd: tempDir(), env }))
      // Arbor printed every text of the run glued together ("Let me look.It says hi.")
      expect([result.code, result.stdout, result.stderr]).toEqual([0, "It says hi.\n", ""])
    }))

  it.scoped("runs the whole tool loop against a recorded provider stream: read and bash run in the project, their results go back", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-tool-use.sse"), FakeProviders.stream("anthropic-text.sse")])
      const agentDir = tempDir()
      const cwd = tempDir()
      fs.mkdirSync(path.join(cwd, "src"))
      fs.writeFileSync(path.join(cwd, "src/a.ts"), "export const answer = 42\n")
      fs.writeFileSync(path.join(cwd, "AGENTS.md"), "Run the tests with npm test.\n")
      const result = yield* Effect.promise(() =>
        arbor(["-p", "look around", "--model", "anthropic/claude-sonnet-4-5"], {
          agentDir,
          cwd,
          env: { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
        })
      )
      expect(result.stderr).toBe("")
      expect(result.code).toBe(0)
      expect(result.stdout).toContain("Hello, world!")
      const messages = lines(sessionFiles(agentDir)[0]!)
        .filter((e) => e.type === "message")
        .map((e) => e.message)
      expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "toolResult", "toolResult", "assistant"])
      // the system prompt as pi records it: sections, an empty content, the tools offered
      const system = messages[0]
      expect(system.content).toBe("")
      expect(Object.keys(system.sections)).toEqual(["preamble", "tools", "guidelines", "context", "cwd", "date"])
      expect(system.sections.cwd).toBe(`Current working directory: ${fs.realpathSync(cwd)}`)
      expect(system.sections.context).toContain("Run the tests with npm test.")
      expect(system.toolsAdded.map((t: { name: string }) => t.name)).toEqual(["read", "bash", "edit", "write"])
      const [read, bash] = [messages[3], messages[4]]
      expect(read).toMatchObject({ toolName: "read", isError: false })
      expect(read.content[0].text).toContain("export const answer = 42")
      expect(bash).toMatchObject({ toolName: "bash", isError: false })
      expect(bash.content[0].text).toContain("src")
      // the first request offered the four tools and the system prompt; the second carried both results
      const first = server.requests[0]?.body as { tools: Array<{ name: string }>; system: unknown }
      expect(first.tools.map((t) => t.name)).toEqual(["read", "bash", "edit", "write"])
      expect(JSON.stringify(first.system)).toContain("Available tools:")
      const second = JSON.stringify(server.requests[1]?.body)
      expect(second).toContain("export const answer = 42")
      expect(second).toContain("tool_result")
    }))

  it.scoped("--tools chooses the tools and --no-tools turns them off; unknown names are a usage error", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse"), FakeProviders.stream("anthropic-text.sse")])
      const agentDir = tempDir()
      const env = { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
      const chosen = yield* Effect.promise(() =>
        arbor(["-p", "hi", "--model", "anthropic/claude-sonnet-4-5", "--tools", "read,grep"], { agentDir, cwd: tempDir(), env })
      )
      expect(chosen.code).toBe(0)
      expect((server.requests[0]?.body as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(["read", "grep"])
      const none = yield* Effect.promise(() => arbor(["-p", "hi", "--model", "anthropic/claude-sonnet-4-5", "--no-tools"], { agentDir, cwd: tempDir(), env }))
      expect(none.code).toBe(0)
      expect((server.requests[1]?.body as { tools?: unknown }).tools ?? []).toEqual([])
      const bogus = yield* Effect.promise(() => arbor(["-p", "hi", "--tools", "read,fly"], { agentDir, cwd: tempDir() }))
      expect([bogus.code, bogus.stderr.trim()]).toEqual([2, "arbor: unknown tool fly; the tools are read, bash, edit, write, grep, find, ls"])
      const both = yield* Effect.promise(() => arbor(["-p", "hi", "--tools", "read", "--no-tools"], { agentDir, cwd: tempDir() }))
      expect([both.code, both.stderr.trim()]).toEqual([2, "arbor: --tools cannot be combined with --no-tools"])
    }))

  it.scoped("-c continues with the model and thinking level the session recorded; --thinking is checked and clamped", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse"), FakeProviders.stream("anthropic-text.sse")])
      const agentDir = tempDir()
      const cwd = tempDir()
      const env = { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
      const first = yield* Effect.promise(() =>
        arbor(["-p", "hi", "--model", "anthropic/claude-sonnet-4-5", "--thinking", "max", "--no-tools"], { agentDir, cwd, env })
      )
      expect(first.code).toBe(0)
      // no --model, no --thinking: the path's model and level
      const again = yield* Effect.promise(() => arbor(["-c", "-p", "again", "--no-tools"], { agentDir, cwd, env }))
      expect([again.code, again.stdout]).toEqual([0, "Hello, world!\n"])
      expect(server.requests).toHaveLength(2)
      expect((server.requests[1]?.body as { model: string; thinking?: unknown }).model).toBe("claude-sonnet-4-5")
      expect((server.requests[1]?.body as { thinking?: unknown }).thinking).toMatchObject({ type: "enabled" })
      const levels = lines(sessionFiles(agentDir)[0]!)
        .filter((e) => e.type === "thinking_level_change")
        .map((e) => e.thinkingLevel)
      expect(levels).toEqual(["high"])
      const bad = yield* Effect.promise(() => arbor(["-p", "x", "--thinking", "huge"], { agentDir, cwd }))
      expect(bad.code).toBe(2)
      expect(bad.stderr).toMatch(/^arbor: .*--thinking.*\n$/)
    }))
})

describe("arbor compact and navigate --summarize", () => {
  it.scoped("--model writes the summary, not the model the session records; without it, the recorded one does", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make(Array.from({ length: 3 }, () => FakeProviders.stream("anthropic-text.sse")))
      const agentDir = tempDir()
      // little is kept, so that a few offline turns have something to compact
      fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 20 } }))
      const cwd = tempDir()
      const env = { ANTHROPIC_API_KEY: "test-key", ANTHROPIC_BASE_URL: server.url }
      const run = (args: ReadonlyArray<string>) =>
        Effect.promise(async () => {
          const result = await arbor(args, { agentDir, cwd, env })
          expect(result.code, result.stderr).toBe(0)
          return result.stdout
        })
      // the path records the offline model (asked for: with a key, a new session would start on Anthropic's)
      for (const prompt of ["one", "two", "three"]) {
        yield* run([sessionFiles(agentDir).length === 0 ? "" : "-c", "-p", prompt, "--model", "offline"].filter((a) => a !== ""))
      }
      const [file] = sessionFiles(agentDir)
      const userOf = (text: string) => lines(file!).find((e) => e.type === "message" && e.message.role === "user" && e.message.content[0].text === text).id
      yield* run(["navigate", file!, userOf("two"), "--summarize", "--model", "anthropic/claude-sonnet-4-5"])
      expect(lines(file!).at(-1)).toMatchObject({ type: "branch_summary", summary: expect.stringMatching(/Hello, world!$/) })
      expect(server.requests).toHaveLength(1)
      yield* run(["-c", "-p", "four"])
      // the history before the cut and the start of the turn it splits: two summaries
      const compacted = JSON.parse(yield* run(["compact", file!, "--model", "anthropic/claude-sonnet-4-5", "--json"]))
      expect(compacted.summary).not.toContain("[offline]")
      expect(compacted.summary.match(/Hello, world!/g)).toHaveLength(2)
      expect(server.requests).toHaveLength(3)
      // no --model: the offline model the path records
      yield* run(["-c", "-p", "five"])
      const offline = JSON.parse(yield* run(["compact", file!, "--json"]))
      expect(offline.summary).toContain("[offline]")
      expect(server.requests).toHaveLength(3)
    }))
})
