/**
 * Signals reaching a real `arbor` process (the built bundle), in print mode, RPC mode and the
 * chat (in a real terminal, support/Terminal), at
 * several moments of a run against the fake Anthropic server: before the first token (the
 * request made, nothing answered), in the middle of a streamed reply, while a `bash` tool call
 * runs `sleep`, and during a `compact` whose summary request stalls. After each: the file ends
 * with pi's entries for an abort (the partial reply as an aborted assistant message; the
 * running `bash` call's own result, its output and `Command aborted`, then an aborted empty
 * reply), the lock is
 * gone, the exit code is the shell's for the signal, and `arbor fsck` finds nothing.
 *
 * Which signal and how long after the moment it is sent are drawn from a seeded generator
 * (`ARBOR_SIGNAL_SEED`, else a fixed seed), so that a failure can be replayed; the assertions do
 * not depend on the draw.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { sessionFiles as chatSessionFiles, startOnStalledReply } from "../support/Chats.js"
import * as FakeProviders from "../support/FakeProviders.js"
import { server } from "../support/RpcServer.js"
import { arbor, arborBin, tempDir } from "../support/Spawn.js"

const SEED = Number(process.env.ARBOR_SIGNAL_SEED ?? 32)

/** mulberry32: a small seeded generator of numbers in [0, 1). */
const generator = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = generator(SEED)
/** A delay of 0 to 40 ms after the moment is reached. */
const jitter = () => Math.floor(random() * 40)

const CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
type Signal = keyof typeof CODES
const SIGNALS: ReadonlyArray<Signal> = ["SIGINT", "SIGTERM", "SIGHUP"]

const anthropicEnv = (url: string) => ({
  ARBOR_MODEL: "anthropic/claude-sonnet-4-5",
  ANTHROPIC_API_KEY: "test-key",
  ANTHROPIC_BASE_URL: url,
  OPENAI_API_KEY: ""
})

const sessionFiles = (agentDir: string): Array<string> => {
  const root = path.join(agentDir, "sessions")
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(root, f)) : []
}

const entries = (file: string): Array<any> => fs.readFileSync(file, "utf8").trimEnd().split("\n").map((line) => JSON.parse(line))

/** The messages of a file as `role`, `role stopReason` for assistants, with text. */
const messages = (file: string) =>
  entries(file)
    .filter((e) => e.type === "message")
    .map((e) => e.message)

/** Polls `ready` every 5 ms, for 10 s at most. */
const until = async (what: string, ready: () => boolean, diagnostics: () => string = () => "") => {
  const deadline = Date.now() + 10_000
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${diagnostics()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** `arbor ARGS` as a real process whose output is read as it comes. */
const start = (args: ReadonlyArray<string>, options: { readonly agentDir: string; readonly cwd: string; readonly env: Record<string, string> }) => {
  const child = spawn(process.execPath, [arborBin, ...args], {
    cwd: options.cwd,
    env: { ...process.env, PI_CODING_AGENT_DIR: options.agentDir, ARBOR_DEBUG: "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const out = { stdout: "", stderr: "" }
  child.stdout!.on("data", (chunk) => (out.stdout += String(chunk)))
  child.stderr!.on("data", (chunk) => (out.stderr += String(chunk)))
  const exited = new Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal }))
  )
  return { child, out, exited }
}

/** What every interrupted run leaves: no lock, a file `arbor fsck` finds clean. */
const leftClean = async (file: string) => {
  expect(fs.existsSync(`${file}.lock`)).toBe(false)
  const fsck = await arbor(["fsck", file])
  expect([fsck.code, fsck.stderr]).toEqual([0, ""])
}

type Moment = "before the first token" | "mid-stream" | "mid-tool"

const SCRIPTS: Record<Moment, ReadonlyArray<FakeProviders.Script>> = {
  // the request is received and never answered
  "before the first token": [FakeProviders.stream("anthropic-text.sse", 0)],
  // "Hello" is streamed, then the connection is held open
  "mid-stream": [FakeProviders.stream("anthropic-text.sse", 4)],
  // a bash call that runs `sleep 30`; the request after it would stall too
  "mid-tool": [FakeProviders.stream("anthropic-bash-sleep.sse"), FakeProviders.stream("anthropic-text.sse", 0)]
}

/** The messages after the user's prompt that an interrupted run at `moment` leaves, as pi writes them. */
const expectedAfterPrompt = (moment: Moment) => {
  const aborted = (content: ReadonlyArray<unknown>, errorMessage: string) => ({
    role: "assistant",
    content,
    provider: "anthropic",
    model: "claude-sonnet-4-5",
    stopReason: "aborted",
    errorMessage
  })
  switch (moment) {
    case "before the first token":
      return [aborted([], "Request aborted")]
    case "mid-stream":
      return [aborted([{ type: "text", text: "Hello" }], "Request was aborted")]
    case "mid-tool":
      return [
        {
          role: "assistant",
          stopReason: "toolUse",
          content: [{ type: "text", text: "Running it." }, {
            type: "toolCall",
            id: "toolu_01Sleep",
            name: "bash",
            arguments: { command: "echo started && touch started.marker && sleep 30" }
          }]
        },
        // the running command's own result, as pi's bash tool gives it when aborted
        {
          role: "toolResult",
          toolCallId: "toolu_01Sleep",
          toolName: "bash",
          content: [{ type: "text", text: "started\n\n\nCommand aborted" }],
          details: {},
          isError: true
        },
        aborted([], "This operation was aborted")
      ]
  }
}

/** Waits until the run has reached `moment`. */
const reached = (moment: Moment, server: FakeProviders.FakeServer, cwd: string, stdout: () => string) => {
  switch (moment) {
    case "before the first token":
      return until("the model request", () => server.requests.length === 1, stdout)
    case "mid-stream":
      // print mode prints nothing before the run ends (as pi's -p): the server has sent "Hello"
      // and holds the connection; the client is given a moment to take it in
      return until("the model request", () => server.requests.length === 1, stdout).then(() => new Promise((resolve) => setTimeout(resolve, 300)))
    case "mid-tool":
      return until("the tool's command to start", () => fs.existsSync(path.join(cwd, "started.marker")), stdout)
  }
}

describe(`signals to arbor -p (seed ${SEED})`, () => {
  const moments: ReadonlyArray<Moment> = ["before the first token", "mid-stream", "mid-tool"]
  for (const moment of moments) {
    for (const signal of SIGNALS) {
      it.scoped(`${signal} ${moment}: the aborted reply is kept, the lock released, exit ${CODES[signal]}`, () =>
        Effect.gen(function*() {
          const provider = yield* FakeProviders.make(SCRIPTS[moment])
          const agentDir = tempDir()
          const cwd = fs.realpathSync(tempDir())
          yield* Effect.promise(async () => {
            const run = start(["-p", "hello"], { agentDir, cwd, env: anthropicEnv(provider.url) })
            await reached(moment, provider, cwd, () => `stdout: ${run.out.stdout}\nstderr: ${run.out.stderr}`)
            await new Promise((resolve) => setTimeout(resolve, jitter()))
            run.child.kill(signal)
            const exit = await run.exited
            expect({ ...exit, stderr: run.out.stderr }).toEqual({ code: CODES[signal], signal: null, stderr: "" })
            // as pi's -p, which prints the last reply once the run is over: nothing
            expect(run.out.stdout).toBe("")
            const [file] = sessionFiles(agentDir)
            const written = messages(file!)
            expect(written.map((m) => m.role)).toEqual(["system", "user", ...expectedAfterPrompt(moment).map((m) => m.role)])
            expect(written[1]).toMatchObject({ role: "user", content: [{ type: "text", text: "hello" }] })
            expectedAfterPrompt(moment).forEach((expected, i) => expect(written[2 + i]).toMatchObject(expected))
            await leftClean(file!)
          })
        }))
    }
  }
})

describe(`signals to arbor --mode rpc (seed ${SEED})`, () => {
  it.scoped("a signal mid-stream keeps the partial reply, releases the lock and exits with the signal's code", () =>
    Effect.gen(function*() {
      const provider = yield* FakeProviders.make([FakeProviders.stream("anthropic-text.sse", 4)])
      const signal = SIGNALS[Math.floor(random() * SIGNALS.length)]!
      const rpc = server(tempDir(), fs.realpathSync(tempDir()), [], anthropicEnv(provider.url))
      yield* Effect.promise(async () => {
        const exited = new Promise<number | null>((resolve) => rpc.child.on("exit", (code) => resolve(code)))
        const file = (await rpc.send({ type: "get_state" })).data.sessionFile as string
        expect((await rpc.send({ type: "prompt", message: "greet me" })).data).toEqual({ disposition: "started" })
        await rpc.waitFor((l) => l.type === "message_update" && l.assistantMessageEvent?.type === "text_delta")
        await new Promise((resolve) => setTimeout(resolve, jitter()))
        rpc.child.kill(signal)
        expect(await exited).toBe(CODES[signal])
        expect(messages(file).at(-1)).toMatchObject({
          role: "assistant",
          content: [{ type: "text", text: "Hello" }],
          stopReason: "aborted",
          errorMessage: "Request was aborted"
        })
        await leftClean(file)
      })
    }))

  it.scoped("a signal mid-compaction appends nothing, releases the lock and exits with the signal's code", () =>
    Effect.gen(function*() {
      // two whole replies, then the summary request of the compaction stalls
      const provider = yield* FakeProviders.make([
        FakeProviders.stream("anthropic-text.sse"),
        FakeProviders.stream("anthropic-text.sse"),
        FakeProviders.stream("anthropic-text.sse", 0)
      ])
      const signal = SIGNALS[Math.floor(random() * SIGNALS.length)]!
      const agentDir = tempDir()
      // keep almost nothing, so that a small session has something to summarize
      fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 1 } }))
      const rpc = server(agentDir, fs.realpathSync(tempDir()), [], anthropicEnv(provider.url))
      yield* Effect.promise(async () => {
        const exited = new Promise<number | null>((resolve) => rpc.child.on("exit", (code) => resolve(code)))
        const file = (await rpc.send({ type: "get_state" })).data.sessionFile as string
        for (const text of ["first", "second"]) {
          const from = rpc.lines.length
          await rpc.send({ type: "prompt", message: text })
          await rpc.waitFor((l) => l.type === "agent_settled", from)
        }
        const before = fs.readFileSync(file, "utf8")
        rpc.write(JSON.stringify({ type: "compact", id: "c" }) + "\n")
        await rpc.waitFor((l) => l.type === "compaction_start")
        await until("the summary request", () => provider.requests.length === 3, rpc.stderr)
        await new Promise((resolve) => setTimeout(resolve, jitter()))
        rpc.child.kill(signal)
        expect(await exited).toBe(CODES[signal])
        expect(fs.readFileSync(file, "utf8")).toBe(before)
        await leftClean(file)
      })
    }))
})

describe(`signals to the chat in a terminal (seed ${SEED})`, () => {
  for (const signal of SIGNALS) {
    it.scoped(`${signal} while a reply streams: the chat ends, the reply is kept, the lock released, exit ${CODES[signal]}`, () =>
      Effect.gen(function*() {
        const record = path.join(tempDir(), "arbor")
        const { agentDir, term } = yield* startOnStalledReply({ record })
        yield* Effect.promise(async () => {
          await term.enter("greet me")
          await term.waitFor("streaming...")
          await term.waitFor("Hello")
          await new Promise((resolve) => setTimeout(resolve, jitter()))
          process.kill(Number(fs.readFileSync(`${record}.pid`, "utf8")), signal)
          await until("arbor to exit", () => fs.existsSync(`${record}.exit`), () => term.screen())
          expect(JSON.parse(fs.readFileSync(`${record}.exit`, "utf8"))).toEqual({ code: CODES[signal], signal: null })
          const [file] = chatSessionFiles(agentDir)
          expect(messages(file!).at(-1)).toMatchObject({
            role: "assistant",
            content: [{ type: "text", text: "Hello" }],
            stopReason: "aborted",
            errorMessage: "Request was aborted"
          })
          await leftClean(file!)
        })
      }))
  }
})
