/**
 * Sessions that pi 1.6.0's own agent writes, read and continued by Arbor.
 *
 * The fixtures (test/fixtures/real-pi, see its README) are files pi's command line wrote against
 * the fake Chat Completions server of test/support/FakeProviders.ts: four prompts with
 * `--continue`, tool calls of each built-in kind (write, read + bash, edit), reasoning, a
 * thinking-level change, a model switch, a name, and a fork. On them, without starting pi's
 * agent: `arbor fsck` and `arbor info` find nothing wrong, `arbor context --json` and
 * `arbor tree --json` equal what pi's SessionManager answers, and reading changes no byte.
 *
 * The live test (pi's command line, Node 22, installed on demand into `.bench/`) records the
 * same conversation afresh and checks the same; then Arbor continues the session with a
 * tool-using turn on the provider of the same `models.json`, pi continues it again, and after
 * each step the answers still agree. That pi reads Arbor's entries is asserted on what pi sends
 * the model (Arbor's tool calls and results, as Arbor wrote them) and on where pi appends (after
 * Arbor's last entry); the keys in which Arbor's entries differ from pi's are listed in
 * /work/notes/field-diffs.md, not asserted here.
 *
 * `ARBOR_RECORD_REAL_PI=1 npx vitest run test/e2e/RealPi.test.ts` also writes the live test's files
 * over the fixtures.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as FakeProviders from "../support/FakeProviders.js"
import * as RealPi from "../support/RealPi.js"
import { arbor, type Result, shown, tempDir } from "../support/Spawn.js"

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/real-pi")
const fixtures = (): Array<string> =>
  fs
    .readdirSync(FIXTURES)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => path.join(FIXTURES, name))

const timeout = RealPi.isInstalled() ? 180_000 : 900_000

const lines = (file: string): Array<any> =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line))

/** `arbor ARGS` as a real process, with its own agent directory and stats cache; must exit 0 with nothing on stderr. */
const run = async (args: ReadonlyArray<string>, env: Record<string, string>): Promise<string> => {
  const result: Result = await arbor(args, { env })
  expect(result.code, shown(args, result)).toBe(0)
  expect(result.stderr, shown(args, result)).toBe("")
  return result.stdout
}

/**
 * For each file: fsck and info find nothing (info twice: computed, then from its cache record),
 * `context --json` and `tree --json` (with and without `--all`) equal pi's answers, and none of
 * this changed the file's bytes or its modification time.
 */
const expectAgree = async (step: string, files: ReadonlyArray<string>): Promise<void> => {
  const env = { ARBOR_CACHE_DIR: tempDir(), ARBOR_CACHE: "" }
  const views = await RealPi.views(files)
  for (const [i, file] of files.entries()) {
    const pi = views[i]!
    const at = `${step}: ${path.basename(file)}`
    expect(pi.file, at).toBe(file)
    const bytes = fs.readFileSync(file)
    const modified = fs.statSync(file).mtimeMs
    expect(await run(["fsck", file], env), at).toBe(`${file}: 0 errors, 0 warnings\n`)
    const info = JSON.parse(await run(["info", file, "--json"], env))
    expect(info.diagnostics, at).toEqual({ errors: 0, warnings: 0 })
    expect({ id: info.id, cwd: info.cwd, name: info.name, leafId: info.leafId }, at).toEqual({
      id: pi.header.id,
      cwd: pi.header.cwd,
      name: pi.name,
      leafId: pi.leafId
    })
    const text = await run(["info", file], env)
    expect(text, at).toContain("\nDiagnostics: 0 errors, 0 warnings\n")
    expect(await run(["info", file], env), `${at}: info answered from its record`).toBe(text)
    expect(JSON.parse(await run(["context", file, "--json"], env)), `${at}: context`).toEqual(pi.context)
    expect(JSON.parse(await run(["tree", file, "--json"], env)), `${at}: tree`).toEqual(pi.tree)
    expect(JSON.parse(await run(["tree", file, "--json", "--all"], env)), `${at}: tree --all`).toEqual(pi.tree)
    expect(fs.readFileSync(file).equals(bytes), `${at}: bytes unchanged`).toBe(true)
    expect(fs.statSync(file).mtimeMs, `${at}: not written`).toBe(modified)
  }
}

/** The tool_call ids and tool results (id and text) a Chat Completions request sends. */
const toolTraffic = (body: any) => ({
  calls: body.messages.flatMap((m: any) => (m.role === "assistant" ? (m.tool_calls ?? []).map((c: any) => c.id) : [])),
  results: body.messages.filter((m: any) => m.role === "tool").map((m: any) => [m.tool_call_id, m.content])
})

/** The tool calls and tool results (id and text) of a session file's entries, in file order. */
const sessionTraffic = (file: string) => {
  const messages = lines(file)
    .filter((e) => e.type === "message")
    .map((e) => e.message)
  return {
    calls: messages.flatMap((m) => (m.role === "assistant" ? m.content.filter((c: any) => c.type === "toolCall").map((c: any) => c.id) : [])),
    results: messages.filter((m) => m.role === "toolResult").map((m) => [m.toolCallId, m.content.map((c: any) => c.text).join("")])
  }
}

/** The roles of the message entries after the first `from` entries (header excluded). */
const rolesAfter = (file: string, from: number): Array<string> =>
  lines(file)
    .slice(1 + from)
    .map((e) => (e.type === "message" ? e.message.role : e.type))

/** Arbor's tool-using turn: write, read, edit and bash, one call a reply, then an answer with reasoning. */
const arborTurn: ReadonlyArray<FakeProviders.ChatReply> = [
  {
    id: "chatcmpl-a1",
    model: RealPi.REASONER,
    reasoning: ["A list first."],
    text: ["Writing todo.md."],
    toolCalls: [{ id: "call_write_2", name: "write", arguments: { path: "todo.md", content: "- one\n- two\n" } }],
    usage: { prompt: 1200, completion: 30, reasoning: 3 }
  },
  {
    id: "chatcmpl-a2",
    model: RealPi.REASONER,
    toolCalls: [{ id: "call_read_2", name: "read", arguments: { path: "todo.md" } }],
    usage: { prompt: 1250, completion: 20, cached: 1200 }
  },
  {
    id: "chatcmpl-a3",
    model: RealPi.REASONER,
    toolCalls: [{ id: "call_edit_2", name: "edit", arguments: { path: "todo.md", edits: [{ oldText: "- two", newText: "- three" }] } }],
    usage: { prompt: 1300, completion: 25, cached: 1250 }
  },
  {
    id: "chatcmpl-a4",
    model: RealPi.REASONER,
    toolCalls: [{ id: "call_bash_2", name: "bash", arguments: { command: "cat todo.md" } }],
    usage: { prompt: 1350, completion: 15, cached: 1300 }
  },
  {
    id: "chatcmpl-a5",
    model: RealPi.REASONER,
    reasoning: ["All done."],
    text: ["todo.md lists one and three."],
    usage: { prompt: 1400, completion: 10, reasoning: 2, cached: 1350 }
  }
]

/** pi's turn after Arbor's: it reads the file Arbor wrote and edited. */
const piAgain: RealPi.Turn = {
  args: ["-c"],
  prompt: "What does todo.md say now?",
  replies: [
    {
      id: "chatcmpl-p1",
      model: RealPi.REASONER,
      toolCalls: [{ id: "call_read_3", name: "read", arguments: { path: "todo.md" } }],
      usage: { prompt: 1450, completion: 12, cached: 1400 }
    },
    { id: "chatcmpl-p2", model: RealPi.REASONER, text: ["One, then three."], usage: { prompt: 1500, completion: 6, cached: 1450 } }
  ]
}

describe("pi 1.6.0's own sessions (test/fixtures/real-pi)", () => {
  it("holds the files pi wrote: the conversation and its fork", () => {
    const files = fixtures()
    expect(files).toHaveLength(2)
    const [main, forked] = files.map(lines)
    expect(main!.map((e) => (e.type === "message" ? e.message.role : e.type))).toEqual([
      ...["session", "model_change", "thinking_level_change", "system", "user", "assistant", "toolResult", "assistant"],
      ...["user", "assistant", "toolResult", "toolResult", "assistant"],
      ...["thinking_level_change", "user", "assistant", "toolResult", "assistant"],
      ...["session_info", "user", "assistant"]
    ])
    expect(forked![0]).toMatchObject({ type: "session", parentSession: expect.stringMatching(/\.jsonl$/) })
    for (const file of files) expect(fs.statSync(file).size).toBeLessThan(20_000)
    // what they hold that synthetic sessions lack: pi's boolean totalFromProvider on every reply,
    // reasoning tokens, the requested thinking level, the raw stop reason, a responseModel,
    // reasoning_content thinking, an edit's numbered diff and patch, tool durations
    const messages = main!.filter((e) => e.type === "message").map((e) => e.message)
    const replies = messages.filter((m) => m.role === "assistant")
    expect(replies.map((m) => m.usage.cost.totalFromProvider)).toEqual(Array(7).fill(false))
    expect(replies.map((m) => [m.usage.reasoning, m.thinkingLevel, m.rawStopReason])).toEqual([
      [18, "medium", "tool_calls"],
      [0, "medium", "stop"],
      [0, "medium", "tool_calls"],
      [0, "medium", "stop"],
      [9, "high", "tool_calls"],
      [2, "high", "stop"],
      [0, "high", "stop"]
    ])
    expect(replies.at(-1)).toMatchObject({ model: RealPi.REASONER, responseModel: RealPi.CODER })
    expect(replies.flatMap((m) => m.content.filter((c: any) => c.type === "thinking").map((c: any) => c.thinkingSignature))).toEqual(
      Array(3).fill("reasoning_content")
    )
    const results = messages.filter((m) => m.role === "toolResult")
    expect(results.map((m) => m.toolName)).toEqual(["write", "read", "bash", "edit"])
    expect(results.every((m) => typeof m.durationMs === "number")).toBe(true)
    expect(results[3].details).toEqual({
      diff: "-1 hello\n+1 goodbye\n 2 world",
      patch: "--- notes.txt\n+++ notes.txt\n@@ -1,2 +1,2 @@\n-hello\n+goodbye\n world\n",
      firstChangedLine: 1
    })
  })

  it(
    "fsck and info find nothing, context and tree equal pi's, and nothing is written",
    async () => {
      // copies under the names pi gave them, so that a writing reader could not touch the fixtures
      const dir = tempDir()
      const copies = fixtures().map((file) => {
        const to = path.join(dir, path.basename(file))
        fs.copyFileSync(file, to)
        return to
      })
      await expectAgree("fixture", copies)
      copies.forEach((copy, i) => expect(fs.readFileSync(copy).equals(fs.readFileSync(fixtures()[i]!))).toBe(true))
      // nothing to repair: the repaired copy is the file, and is itself clean
      const env = { ARBOR_CACHE: "off" }
      for (const copy of copies) {
        const out = path.join(dir, `repaired-${path.basename(copy)}`)
        expect(await run(["fsck", copy, "--repair", out], env)).toBe(`${copy}: 0 errors, 0 warnings\nWrote a repaired copy to ${out}\n`)
        expect(fs.readFileSync(out).equals(fs.readFileSync(copy))).toBe(true)
        expect(await run(["fsck", out], env)).toBe(`${out}: 0 errors, 0 warnings\n`)
      }
    },
    timeout
  )
})

describe("pi 1.6.0's command line, then Arbor, then pi again, on one session", () => {
  it.scoped(
    "pi records four turns and a fork; Arbor continues with a tool turn; pi continues; every answer agrees at each step",
    () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([
          ...RealPi.replies([...RealPi.session, RealPi.fork]),
          ...arborTurn.map(FakeProviders.chat),
          ...RealPi.replies([piAgain])
        ])
        const agentDir = RealPi.agentDir(server.url)
        const cwd = tempDir()
        const elsewhere = tempDir()
        fs.writeFileSync(path.join(cwd, RealPi.SEED.path), RealPi.SEED.text)

        const printed = yield* Effect.promise(() => RealPi.run(RealPi.session, { agentDir, cwd }))
        expect(printed).toEqual([
          "Wrote plan.md.\n",
          "notes.txt says hello world; the files are notes.txt and plan.md.\n",
          "notes.txt now says goodbye.\n",
          "You're welcome.\n"
        ])
        const main = RealPi.latestFile(agentDir)
        expect(yield* Effect.promise(() => RealPi.run([RealPi.fork], { agentDir, cwd: elsewhere }))).toEqual(["Goodbye said notes.txt.\n"])
        const forked = RealPi.latestFile(agentDir)
        expect(forked).not.toBe(main)
        // pi ran the tools for real
        expect(fs.readFileSync(path.join(cwd, "plan.md"), "utf8")).toBe("# Plan\n\n1. read notes\n2. edit notes\n")
        expect(fs.readFileSync(path.join(cwd, "notes.txt"), "utf8")).toBe("goodbye\nworld\n")
        expect(server.requests.map((r) => r.path)).toEqual(Array(8).fill("/v1/chat/completions"))
        expect(lines(main)[0]).toMatchObject({ type: "session", cwd })
        expect(lines(forked)[0]).toMatchObject({ type: "session", cwd: elsewhere, parentSession: main })

        yield* Effect.promise(() => expectAgree("pi's four turns and its fork", [main, forked]))
        if (process.env.ARBOR_RECORD_REAL_PI === "1") {
          for (const old of fixtures()) fs.rmSync(old)
          for (const file of [main, forked]) fs.copyFileSync(file, path.join(FIXTURES, path.basename(file)))
        }

        // Arbor continues the session on the same models.json provider: write, read, edit, bash
        const piEntries = lines(main).length - 1
        const piLeaf = lines(main).at(-1).id
        const recordedByPi = sessionTraffic(main)
        const args = ["-c", "-p", "Make a todo list"]
        const continued = yield* Effect.promise(() => arbor(args, { agentDir, cwd }))
        expect(continued.code, shown(args, continued)).toBe(0)
        expect(RealPi.latestFile(agentDir)).toBe(main)
        expect(rolesAfter(main, piEntries)).toEqual([
          "user",
          "assistant",
          "toolResult",
          "assistant",
          "toolResult",
          "assistant",
          "toolResult",
          "assistant",
          "toolResult",
          "assistant"
        ])
        expect(lines(main)[piEntries + 1]).toMatchObject({ parentId: piLeaf, message: { role: "user", content: [{ type: "text", text: "Make a todo list" }] } })
        expect(fs.readFileSync(path.join(cwd, "todo.md"), "utf8")).toBe("- one\n- three\n")
        // as pi's print mode: the last reply's text only
        expect(continued.stdout).toBe("todo.md lists one and three.\n")
        // Arbor's tool results in pi's words (pi's own, for the same steps: "Successfully wrote to plan.md", a read's text as is)
        expect(
          lines(main)
            .slice(piEntries + 1)
            .filter((e) => e.message?.role === "toolResult")
            .map((e) => e.message.content[0].text)
        ).toEqual(["Successfully wrote to todo.md", "- one\n- two\n", "Successfully replaced 1 block(s) in todo.md.", "- one\n- three\n"])
        // Arbor sent the model what pi recorded: pi's tool calls and results, in order
        expect(server.requests).toHaveLength(8 + arborTurn.length)
        const arborFirst = toolTraffic(server.requests[8]!.body)
        expect(arborFirst.calls).toEqual(["call_write_1", "call_read_1", "call_bash_1", "call_edit_1"])
        expect(arborFirst.calls).toEqual(recordedByPi.calls)
        expect(arborFirst.results).toEqual(recordedByPi.results)
        yield* Effect.promise(() => expectAgree("Arbor continued", [main]))

        // pi continues after Arbor's entries and sends the model Arbor's calls and results
        const arborEntries = lines(main).length - 1
        const arborLeaf = lines(main).at(-1).id
        expect(yield* Effect.promise(() => RealPi.run([piAgain], { agentDir, cwd }))).toEqual(["One, then three.\n"])
        expect(rolesAfter(main, arborEntries)).toEqual(["user", "assistant", "toolResult", "assistant"])
        expect(lines(main)[arborEntries + 1]).toMatchObject({ parentId: arborLeaf, message: { role: "user" } })
        const piFirst = toolTraffic(server.requests[8 + arborTurn.length]!.body)
        const recorded = sessionTraffic(main)
        const arborCalls = ["call_write_2", "call_read_2", "call_edit_2", "call_bash_2"]
        expect(piFirst.calls).toEqual([...recordedByPi.calls, ...arborCalls])
        expect(piFirst.results).toEqual(recorded.results.slice(0, recordedByPi.results.length + arborCalls.length))
        expect(lines(main).at(-2).message.content).toEqual([{ type: "text", text: "- one\n- three\n" }])
        expect(server.requests).toHaveLength(8 + arborTurn.length + piAgain.replies.length)
        yield* Effect.promise(() => expectAgree("pi continued", [main]))
      }),
    timeout
  )
})
