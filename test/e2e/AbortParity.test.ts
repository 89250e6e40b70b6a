/**
 * `abort` over RPC as pi's own client sees it: pi 1.6.0's `RpcClient` (its
 * `dist/modes/rpc/rpc-client.js`, installed on demand by bench/Pi.ts) drives `arbor --mode rpc`
 * against the fake Chat Completions server. `await client.abort()` returns only once the run
 * has settled (`agent_end`, then `agent_settled`, are already in), and the file then ends with
 * the aborted assistant message pi writes: for a prompt aborted at once, no content, zero usage,
 * `Request aborted`; for one aborted mid-stream, the text so far and `Request was aborted`.
 *
 * The same client runs the same steps against pi's own RPC mode (under Node 22, installed on
 * demand beside pi), and both must give the same order of events around the abort and the same
 * records (ids and timestamps aside, and the fields Arbor does not write yet).
 *
 * Then, with the suite's own client: `abort` still answers after `agent_settled` when the run
 * has work left after it ends (a shell command it deferred), and it does not wait for a prompt
 * that was only queued behind the compaction it aborts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as FakeProviders from "../support/FakeProviders.js"
import { server as rpcServer } from "../support/RpcServer.js"
import { arborBin, tempDir } from "../support/Spawn.js"

const piPackage = path.join(Pi.prefix, "node_modules", Pi.PACKAGE)
const timeout = Pi.isInstalled() && Pi.isNode22Installed() ? 60_000 : 900_000

interface Client {
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
  readonly prompt: (message: string) => Promise<void>
  readonly abort: () => Promise<void>
  readonly getState: () => Promise<{ readonly sessionFile?: string; readonly isStreaming: boolean }>
  readonly onEvent: (listener: (event: any) => void) => () => void
}

type Program = "arbor" | "pi"

/** The fake server's provider in `models.json`, as both programs read it. */
const agentDirFor = (url: string): string => {
  const agentDir = tempDir()
  fs.writeFileSync(
    path.join(agentDir, "models.json"),
    JSON.stringify({ providers: { fake: { baseUrl: `${url}/v1`, api: "openai-completions", apiKey: "test-key", models: [{ id: "qwen3-8b" }] } } })
  )
  return agentDir
}

/** pi's client on `program`'s RPC mode. */
const client = async (program: Program, agentDir: string, cwd: string): Promise<Client> => {
  await Pi.ensure()
  const { RpcClient } = await import(path.join(piPackage, "dist", "modes", "rpc", "rpc-client.js"))
  const env: Record<string, string> = {
    PI_CODING_AGENT_DIR: agentDir,
    ARBOR_MODEL: "",
    ARBOR_DEBUG: "",
    ...Pi.QUIET_ENV
  }
  // the client runs `node` from PATH: pi needs Node 22
  if (program === "pi") {
    await Pi.ensureNode22()
    env.PATH = `${path.dirname(Pi.node22)}${path.delimiter}${process.env.PATH ?? ""}`
  }
  const cliPath = program === "arbor" ? arborBin : path.join(piPackage, "dist", "cli.js")
  return new RpcClient({ cliPath, cwd, env, provider: "fake", model: "qwen3-8b" }) as Client
}

const messagesOf = (file: string): Array<any> =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((e) => e.type === "message")
    .map((e) => e.message)

/**
 * Sends a prompt, waits `delay` (0: abort at once; "text": until the first text arrives), aborts,
 * and returns what the client saw when `abort()` returned, and the messages after the prompt.
 */
const promptThenAbort = async (program: Program, url: string, delay: 0 | "text" | "tool") => {
  const agentDir = agentDirFor(url)
  const cwd = fs.realpathSync(tempDir())
  const rpc = await client(program, agentDir, cwd)
  const seen: Array<string> = []
  rpc.onEvent((event) => {
    if (["agent_start", "agent_end", "agent_settled"].includes(event.type)) seen.push(event.type)
    if (event.type === "message_update" && event.assistantMessageEvent?.type === "text_delta") seen.push("text_delta")
  })
  await rpc.start()
  try {
    await rpc.prompt("hello")
    // "text": until the first text arrives; "tool": until the bash call's command runs
    const reached = () => (delay === "text" ? seen.includes("text_delta") : delay === "tool" ? fs.existsSync(path.join(cwd, "started.marker")) : true)
    const deadline = Date.now() + 10_000
    while (!reached() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
    await rpc.abort()
    const atAbort = [...seen]
    const state = await rpc.getState()
    const messages = messagesOf(state.sessionFile!)
    const user = messages.findIndex((m) => m.role === "user")
    return { atAbort, isStreaming: state.isStreaming, afterPrompt: messages.slice(user) }
  } finally {
    await rpc.stop()
  }
}

/**
 * A record as both programs must write it: every key in its order, with its value, but for the
 * time it was written and how long it took (their values differ from run to run). The request
 * pi makes after aborted tool calls has a duration or none depending on whether its abort came
 * before the request started (a busy machine shows both); Arbor records one: that record's
 * duration is left out on both sides.
 */
const comparable = (message: any) =>
  JSON.stringify(message, (key, value) =>
    key === "timestamp" || (key === "durationMs" && message.errorMessage === "This operation was aborted")
      ? undefined
      : key === "durationMs"
      ? typeof value
      : value)

/** The keys of an early abort's reply that the first test does not spell out. */
const facts = (message: any) => {
  const { role, content, api, provider, model, usage, stopReason, errorMessage, toolCallId, toolName, details, isError } = message
  return {
    role,
    content,
    api,
    provider,
    model,
    usage: stopReason === "aborted" ? usage : undefined,
    stopReason,
    errorMessage,
    toolCallId,
    toolName,
    details,
    isError
  }
}

const zeroUsage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } }

describe("abort over RPC, through pi's RpcClient", () => {
  it.scoped(
    "prompt then abort at once: abort() returns after agent_settled, and the file holds pi's aborted, empty reply",
    () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse", 0)])
        const run = yield* Effect.promise(() => promptThenAbort("arbor", server.url, 0))
        expect(run.atAbort).toEqual(["agent_start", "agent_end", "agent_settled"])
        expect(run.isStreaming).toBe(false)
        expect(run.afterPrompt.map(facts)).toEqual([
          { role: "user", content: [{ type: "text", text: "hello" }] },
          {
            role: "assistant",
            content: [],
            api: "openai-completions",
            provider: "fake",
            model: "qwen3-8b",
            usage: zeroUsage,
            stopReason: "aborted",
            errorMessage: "Request aborted"
          }
        ])
      }),
    timeout
  )

  it.scoped(
    "abort mid-stream: abort() returns after agent_settled, and the file holds the text so far",
    () =>
      Effect.gen(function*() {
        // the role chunk and "Hello", then the connection is held open
        const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse", 2)])
        const run = yield* Effect.promise(() => promptThenAbort("arbor", server.url, "text"))
        expect(run.atAbort).toEqual(["agent_start", "text_delta", "agent_end", "agent_settled"])
        expect(run.afterPrompt.map(facts).at(-1)).toMatchObject({
          role: "assistant",
          content: [{ type: "text", text: "Hello" }],
          stopReason: "aborted",
          errorMessage: "Request was aborted"
        })
      }),
    timeout
  )

  it(
    "pi's own RPC mode gives the same events around the abort and the same records: at once, mid-stream, mid-tool",
    async () => {
      const moments: ReadonlyArray<readonly [ReadonlyArray<FakeProviders.Script>, 0 | "text" | "tool"]> = [
        [[FakeProviders.stream("chat-text.sse", 0)], 0],
        [[FakeProviders.stream("chat-text.sse", 2)], "text"],
        // a bash call running `sleep`; the request after it is never made
        [[FakeProviders.stream("chat-bash-sleep.sse")], "tool"]
      ]
      for (const [scripts, delay] of moments) {
        const runs = await Effect.runPromise(
          Effect.scoped(
            Effect.gen(function*() {
              const answers: Array<Awaited<ReturnType<typeof promptThenAbort>>> = []
              for (const program of ["pi", "arbor"] as const) {
                const server = yield* FakeProviders.make(scripts)
                answers.push(yield* Effect.promise(() => promptThenAbort(program, server.url, delay)))
              }
              return answers
            })
          )
        )
        const [pi, arbor] = runs.map((run) => ({ atAbort: run.atAbort, isStreaming: run.isStreaming, afterPrompt: run.afterPrompt.map(comparable) }))
        expect(arbor).toEqual(pi)
      }
    },
    timeout
  )
})

describe("abort over RPC", () => {
  it.scoped(
    "abort answers after agent_settled when the run still has work after its end (a shell command it deferred)",
    () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([FakeProviders.stream("chat-text.sse", 2)])
        const rpc = rpcServer(agentDirFor(server.url), fs.realpathSync(tempDir()), ["--provider", "fake", "--model", "qwen3-8b"])
        yield* Effect.promise(async () => {
          try {
            await rpc.send({ type: "prompt", message: "hello" })
            await rpc.waitFor((l) => l.type === "message_update" && l.assistantMessageEvent?.type === "text_delta")
            // a shell command run while the reply streams is recorded when the run ends, as pi's is
            expect(await rpc.send({ type: "bash", command: "echo hi" })).toMatchObject({ success: true, data: { output: "hi\n", exitCode: 0 } })
            await rpc.send({ type: "abort" })
            const order = rpc.lines.filter((l) => l.type === "agent_end" || l.type === "agent_settled" || l.command === "abort").map((l) => l.type)
            expect(order).toEqual(["agent_end", "agent_settled", "response"])
            const file = (await rpc.send({ type: "get_state" })).data.sessionFile
            expect(messagesOf(file).slice(-3).map((m) => [m.role, m.stopReason ?? m.command])).toEqual([
              ["user", undefined],
              ["assistant", "aborted"],
              ["bashExecution", "echo hi"]
            ])
            expect(await rpc.close()).toBe(0)
          } finally {
            rpc.kill()
          }
        })
      }),
    timeout
  )

  it.scoped(
    "abort during a compaction, with a prompt waiting behind it, answers without waiting for that prompt's run",
    () =>
      Effect.gen(function*() {
        // two whole replies; the compaction's summary request stalls; the prompt after it streams and stalls
        const server = yield* FakeProviders.make([
          FakeProviders.stream("chat-text.sse"),
          FakeProviders.stream("chat-text.sse"),
          FakeProviders.stream("chat-text.sse", 0),
          FakeProviders.stream("chat-text.sse", 2)
        ])
        const agentDir = agentDirFor(server.url)
        // keep almost nothing, so that a small session has something to summarize
        fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 1 } }))
        const rpc = rpcServer(agentDir, fs.realpathSync(tempDir()), ["--provider", "fake", "--model", "qwen3-8b"])
        yield* Effect.promise(async () => {
          try {
            for (const text of ["first", "second"]) {
              const from = rpc.lines.length
              await rpc.send({ type: "prompt", message: text })
              await rpc.waitFor((l) => l.type === "agent_settled", from)
            }
            rpc.write(JSON.stringify({ type: "compact", id: "c" }) + "\n")
            await rpc.waitFor((l) => l.type === "compaction_start")
            expect((await rpc.send({ type: "prompt", message: "third" })).data).toEqual({ disposition: "queued" })
            expect(await rpc.send({ type: "abort" })).toMatchObject({ success: true })
            expect(await rpc.waitFor((l) => l.id === "c")).toMatchObject({ success: false, error: "Compaction cancelled" })
            // the waiting prompt runs afterwards, as pi lets queued messages run
            await rpc.waitFor((l) => l.type === "message_update" && l.assistantMessageEvent?.type === "text_delta")
            expect(await rpc.close()).toBe(0)
          } finally {
            rpc.kill()
          }
        })
      }),
    timeout
  )
})
