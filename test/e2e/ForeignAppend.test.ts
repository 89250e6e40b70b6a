/**
 * pi appending to a session while an Arbor turn waits on the model: Arbor's reply (and each tool
 * result, and the reply after it) follows the entry it answers, never the line pi wrote meanwhile,
 * which the model did not see. The model's replies are held by the fake provider until the test
 * releases them, and pi 1.6.0's own SessionManager (bench/pi-cli.mjs, installed on demand into
 * `.bench/`) appends while they are held, so the interleaving is fixed, not timed. Afterwards
 * `arbor context --json` and `arbor info` answer as pi's SessionManager does on the file.
 */
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as FakeProviders from "../support/FakeProviders.js"
import * as RealPi from "../support/RealPi.js"
import { server } from "../support/RpcServer.js"
import { arbor, tempDir } from "../support/Spawn.js"

const lines = (file: string): Array<any> =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line))

/** pi's SessionManager opens the file and appends one user message; its id. */
const piAppends = (file: string): string => {
  execFileSync(process.execPath, [Pi.cli, Pi.sessionManager, "append", file, "1"], { encoding: "utf8" })
  return lines(file).at(-1).id
}

/** Waits (at most 30 s) until the fake provider has received `n` requests. */
const requested = (model: FakeProviders.FakeServer, n: number) =>
  Effect.gen(function*() {
    const deadline = Date.now() + 30_000
    while (model.requests.length < n) {
      if (Date.now() > deadline) return yield* Effect.dieMessage(`the model was asked ${model.requests.length} times, not ${n}`)
      yield* Effect.sleep("10 millis")
    }
  })

const usage = { prompt: 10, completion: 5 }
const NOW = "2026-12-03T00:00:00.000Z"

describe("pi appends while an Arbor turn waits on the model", () => {
  it.scopedLive(
    "the reply follows its prompt, the tool result its call, the next reply the result; pi's lines are branches; the answers are pi's",
    () =>
      Effect.gen(function*() {
        yield* Effect.promise(() => Pi.ensure())
        const first = yield* Deferred.make<void>()
        const second = yield* Deferred.make<void>()
        const model = yield* FakeProviders.make([
          FakeProviders.held(FakeProviders.chat({ toolCalls: [{ id: "call_1", name: "bash", arguments: { command: "echo hi" } }], usage }), first),
          FakeProviders.held(FakeProviders.chat({ text: ["It said hi."], usage }), second)
        ])
        const agentDir = RealPi.agentDir(model.url)
        const cwd = tempDir()
        const file = path.join(cwd, "shared.jsonl")
        fs.writeFileSync(
          file,
          [
            `{"type":"session","version":3,"id":"shared","timestamp":"${NOW}","cwd":"${cwd}"}`,
            `{"type":"message","id":"u0000000","parentId":null,"timestamp":"${NOW}","message":{"role":"user","content":"start","timestamp":1}}`,
            `{"type":"message","id":"a0000000","parentId":"u0000000","timestamp":"${NOW}","message":{"role":"assistant","content":[{"type":"text","text":"ok"}],"api":"openai-completions","provider":"fake","model":"fake-coder","usage":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"totalTokens":0,"cost":{"input":0,"output":0,"cacheRead":0,"cacheWrite":0,"total":0}},"stopReason":"stop","timestamp":2}}`
          ].join("\n") + "\n"
        )
        const rpc = server(agentDir, cwd, ["--session", file])
        try {
          expect(yield* Effect.promise(() => rpc.send({ type: "prompt", message: "run echo" }))).toMatchObject({ success: true })
          // the prompt is on disk before the model is asked; pi appends while the reply is held
          yield* requested(model, 1)
          // Arbor's first turn here records its thinking level and system prompt, then the prompt: one chain
          const before = lines(file).slice(1)
          const prompt = before.at(-1)
          expect(before.map((e) => e.message?.role ?? e.type)).toEqual(["user", "assistant", "thinking_level_change", "system", "user"])
          expect(before.map((e) => e.parentId)).toEqual([null, ...before.slice(0, -1).map((e) => e.id)])
          expect(prompt.message.content).toEqual([{ type: "text", text: "run echo" }])
          const pi1 = piAppends(file)
          yield* Deferred.succeed(first, undefined)
          // the call and its result are written before the model is asked again; pi appends again
          yield* requested(model, 2)
          const pi2 = piAppends(file)
          yield* Deferred.succeed(second, undefined)
          yield* Effect.promise(() => rpc.waitFor((l) => l.type === "agent_settled"))
          const entries = lines(file).slice(1)
          const [call, result, reply] = entries.slice(-5).filter((e) => e.id !== pi2 && e.id !== pi1)
          expect(entries.map((e) => [e.id, e.parentId, e.message?.role ?? e.type])).toEqual([
            ...before.map((e) => [e.id, e.parentId, e.message?.role ?? e.type]),
            [pi1, prompt.id, "user"],
            [call.id, prompt.id, "assistant"],
            [result.id, call.id, "toolResult"],
            [pi2, result.id, "user"],
            [reply.id, result.id, "assistant"]
          ])
          expect([call.message.content[0].id, result.message.content, reply.message.content]).toEqual([
            "call_1",
            [{ type: "text", text: "hi\n" }],
            [{ type: "text", text: "It said hi." }]
          ])
          // the model was never sent pi's lines, and Arbor's session shows the turn as the model saw it
          const userTexts = (body: any) => body.messages.filter((m: any) => m.role === "user").map((m: any) => m.content)
          expect(model.requests.map((r) => userTexts(r.body))).toEqual([
            ["start", "run echo"],
            ["start", "run echo"]
          ])
          const messages = yield* Effect.promise(() => rpc.send({ type: "get_messages" }))
          expect(messages.data.messages.map((m: any) => m.role)).toEqual(["user", "assistant", "system", "user", "assistant", "toolResult", "assistant"])
        } finally {
          yield* Effect.promise(() => rpc.close())
        }
        // a fresh read of the file answers as pi's does: the leaf is the last line, Arbor's reply
        const [pi] = yield* Effect.promise(() => RealPi.views([file]))
        const env = { ARBOR_CACHE: "off" }
        const context = yield* Effect.promise(() => arbor(["context", file, "--json"], { agentDir, env }))
        expect(context.code).toBe(0)
        expect(JSON.parse(context.stdout)).toEqual(pi!.context)
        const info = yield* Effect.promise(() => arbor(["info", file, "--json"], { agentDir, env }))
        expect(JSON.parse(info.stdout).leafId).toBe(pi!.leafId)
        expect(pi!.leafId).toBe(lines(file).at(-1).id)
      }),
    180_000
  )
})
