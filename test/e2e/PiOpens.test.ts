/**
 * pi 1.6.0 opens every file Arbor's flows write with the same context and the same tree.
 *
 * The flows run the built `arbor` (print mode, the session commands, RPC mode) against the
 * offline model and the recorded-stream fake providers; after each step every session file
 * the flow has written so far is copied aside as it stands. Then pi's SessionManager (installed
 * on demand into `.bench/pi` by bench/Pi.ts, driven as a black box by bench/pi-cli.mjs) opens
 * each copy, and its `buildSessionContext()` and `getTree()` must equal `arbor context --json`
 * and `arbor tree --json --all`. The one deliberate difference, Arbor's tree view hiding its
 * `arbor.leaf` markers without `--all` (spec README, Arbor's decision 4), is asserted exactly.
 * With checkpoints on, the files carry Arbor's `arbor.checkpoint` entries through moves, forks
 * and clones, and pi still agrees.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as FakeProviders from "../support/FakeProviders.js"
import * as InProcess from "../support/InProcess.js"
import * as RealPi from "../support/RealPi.js"
import { type Line, server } from "../support/RpcServer.js"
import { arbor, shown, tempDir } from "../support/Spawn.js"

// pi is installed (once, by the first test that needs it) while the flows run; a fresh install (CI)
// downloads it from the registry, which takes a while; a failed one fails each test with npm's output
let installing: Promise<void> | undefined
const pi = () => (installing ??= Pi.ensure())
const timeout = Pi.isInstalled() ? 120_000 : 900_000

const sonnet = ["--model", "anthropic/claude-sonnet-4-5"]
/** Anthropic's and OpenAI's APIs at one fake server (it answers whatever its next fixture speaks). */
const providers = (url: string) => ({
  ANTHROPIC_API_KEY: "test-key",
  ANTHROPIC_BASE_URL: url,
  OPENAI_API_KEY: "test-key",
  OPENAI_BASE_URL: url,
  ARBOR_BASE_URL: ""
})

const entries = (file: string): Array<Line> =>
  fs
    .readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line))

/** The ids of the user messages of a file whose first text is `text`. */
const userId = (file: string, text: string): string => {
  const found = entries(file).filter((e) => e.type === "message" && e.message.role === "user" && e.message.content[0]?.text === text)
  if (found.length !== 1) throw new Error(`${file}: ${found.length} user messages say ${JSON.stringify(text)}`)
  return found[0]!.id
}

/** Copies of session files as they stood after each step of a flow. */
const snapshots = () => {
  const dir = tempDir()
  const taken: Array<{ readonly step: string; readonly file: string }> = []
  return {
    taken,
    /** Copies each file as it is now; the step names it in every failure. */
    take: (step: string, files: ReadonlyArray<string>) => {
      expect(files.length, step).toBeGreaterThan(0)
      for (const file of files) {
        const to = path.join(dir, String(taken.length).padStart(2, "0"), path.basename(file))
        fs.mkdirSync(path.dirname(to), { recursive: true })
        fs.copyFileSync(file, to)
        taken.push({ step: `${step}: ${path.basename(file)}`, file: to })
      }
    }
  }
}

const isMarkerEntry = (entry: Line | undefined): boolean => entry?.type === "custom" && entry.customType === "arbor.leaf"
const isMarker = (node: Line): boolean => isMarkerEntry(node.entry)
/** A tree without Arbor's leaf markers, each marker's children in its place. */
const withoutMarkers = (nodes: ReadonlyArray<Line>): Array<Line> =>
  nodes.flatMap((node) => (isMarker(node) ? withoutMarkers(node.children) : [{ ...node, children: withoutMarkers(node.children) }]))
const entryOf = (nodes: ReadonlyArray<Line>, id: string | null): Line | undefined => {
  for (const node of nodes) {
    if (node.entry.id === id) return node.entry
    const found = entryOf(node.children, id)
    if (found !== undefined) return found
  }
  return undefined
}
const countMarkers = (nodes: ReadonlyArray<Line>): number => nodes.reduce((n, node) => n + (isMarker(node) ? 1 : 0) + countMarkers(node.children), 0)

const json = async (args: ReadonlyArray<string>): Promise<any> => {
  const result = await InProcess.arbor(args)
  expect(result.code, shown(args, result)).toBe(0)
  return JSON.parse(result.stdout)
}

/** Every snapshot: pi's context and tree equal Arbor's. Returns how many leaf markers the files held. */
const expectPiAgrees = async (taken: ReadonlyArray<{ readonly step: string; readonly file: string }>): Promise<number> => {
  await pi()
  const views = await RealPi.views(taken.map((t) => t.file))
  let markers = 0
  for (const [i, { step, file }] of taken.entries()) {
    const pi = views[i]!
    expect(pi.file).toBe(file)
    const info = await json(["info", file, "--json"])
    expect({ id: info.id, cwd: info.cwd, name: info.name ?? null }, `${step}: session`).toEqual({ id: pi.header.id, cwd: pi.header.cwd, name: pi.name })
    // pi's leaf is the last entry: after a move without a summary that is Arbor's marker, whose parent is Arbor's leaf (decision 4)
    const piLeaf = entryOf(pi.tree, pi.leafId)
    expect(isMarkerEntry(piLeaf) ? piLeaf!.parentId : pi.leafId, `${step}: leaf`).toBe(info.leafId)
    expect(await json(["context", file, "--json"]), `${step}: context`).toEqual(pi.context)
    expect(await json(["tree", file, "--json", "--all"]), `${step}: tree --all`).toEqual(pi.tree)
    // without --all, Arbor's view hides its own leaf markers (Arbor's decision 4), and only those
    expect(await json(["tree", file, "--json"]), `${step}: tree`).toEqual(withoutMarkers(pi.tree))
    markers += countMarkers(pi.tree)
  }
  return markers
}

/** An RPC server's commands as effects, each of which must succeed; a prompt runs to its end. */
const calls = (rpc: ReturnType<typeof server>) => ({
  send: (command: Line) =>
    Effect.promise(async () => {
      const response = await rpc.send(command)
      expect(response, JSON.stringify(command)).toMatchObject({ success: true })
      return response.data
    }),
  prompt: (message: string) =>
    Effect.promise(async () => {
      const from = rpc.lines.length
      expect(await rpc.send({ type: "prompt", message })).toMatchObject({ success: true, data: { disposition: "started" } })
      expect(await rpc.waitFor((l) => l.type === "agent_settled", from)).toEqual({ type: "agent_settled", aborted: false })
    })
})

describe.concurrent("pi 1.6.0 opens the files Arbor writes", () => {
  it.scoped(
    "checkpoints of the files: pi sees the same context and tree with Arbor's arbor.checkpoint entries, moved through, forked and cloned",
    () =>
      Effect.gen(function*() {
        const agentDir = tempDir()
        fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ checkpoints: { enabled: true } }))
        const cwd = tempDir()
        fs.writeFileSync(path.join(cwd, "notes.txt"), "first\n")
        const snaps = snapshots()
        const rpc = server(agentDir, cwd, ["--model", "offline"])
        yield* Effect.addFinalizer(() => Effect.sync(() => rpc.child.kill()))
        const { prompt, send } = calls(rpc)
        yield* prompt("plan")
        const file = (yield* send({ type: "get_state" })).sessionFile as string
        yield* send({ type: "bash", command: "echo second > notes.txt" })
        yield* prompt("go on")
        snaps.take("a prompt, a command that changes a file, a prompt", [file])
        expect(entries(file).filter((e) => e.type === "custom" && e.customType === "arbor.checkpoint")).toHaveLength(2)
        yield* send({ type: "navigate_tree", targetId: userId(file, "plan"), restore: "both", confirm: true })
        expect(fs.readFileSync(path.join(cwd, "notes.txt"), "utf8")).toBe("first\n")
        yield* prompt("another way")
        snaps.take("back with the files, and a prompt", [file])
        expect(yield* send({ type: "fork", entryId: userId(file, "go on") })).toMatchObject({ cancelled: false })
        const forked = (yield* send({ type: "get_state" })).sessionFile as string
        yield* send({ type: "clone" })
        const cloned = (yield* send({ type: "get_state" })).sessionFile as string
        snaps.take("fork and clone", [file, forked, cloned])
        expect(entries(cloned).some((e) => e.type === "custom" && e.customType === "arbor.checkpoint")).toBe(true)
        expect(yield* Effect.promise(() => rpc.close())).toBe(0)
        expect(rpc.stderr()).toBe("")
        yield* Effect.promise(() => expectPiAgrees(snaps.taken))
      }),
    timeout
  )

  it.scoped(
    "the command line's flows: prompts, tools, model and thinking switches, /tree with summaries, labels, a name, a context edit, compaction, fork and clone",
    () =>
      Effect.gen(function*() {
        // the tool turn (read + bash, then a reply with thinking), the branch summary, the compaction
        const provider = yield* FakeProviders.make([
          FakeProviders.stream("anthropic-tool-use.sse"),
          FakeProviders.stream("anthropic-thinking.sse"),
          FakeProviders.stream("anthropic-text.sse"),
          FakeProviders.stream("anthropic-text.sse")
        ])
        const env = providers(provider.url)
        const agentDir = tempDir()
        // a session of a few hundred tokens has something to compact when little is kept
        fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 20 } }))
        const cwd = tempDir()
        const other = tempDir()
        fs.mkdirSync(path.join(cwd, "src"))
        fs.writeFileSync(path.join(cwd, "src/a.ts"), "export const answer = 42\n")
        const snaps = snapshots()
        const run = (args: ReadonlyArray<string>, at = cwd) =>
          Effect.promise(async () => {
            const result = await arbor(args, { agentDir, cwd: at, env })
            expect(result.code, shown(args, result)).toBe(0)
            return result.stdout
          })

        // the offline responder by name (with keys, a new session would start on Anthropic's default); -c follows the path
        yield* run(["-p", "first prompt", "--model", "offline"])
        const [file] = RealPi.sessionFiles(agentDir)
        snaps.take("arbor -p", [file!])
        yield* run(["-c", "-p", "second prompt"])
        snaps.take("arbor -c -p", [file!])
        yield* run(["-c", "-p", "look around", ...sonnet, "--thinking", "high"])
        snaps.take("a tool turn on another model and thinking level", [file!])
        const written = entries(file!)
        expect(written.filter((e) => e.type === "message").map((e) => e.message.role)).toEqual(
          ["system", "user", "assistant", "user", "assistant", "user", "assistant", "toolResult", "toolResult", "assistant"]
        )
        expect(written.filter((e) => e.type === "thinking_level_change").map((e) => e.thinkingLevel)).toEqual(["off", "high"])
        expect(written.at(-1)!.message.content.map((c: Line) => c.type)).toEqual(["thinking", "thinking", "text"])

        const first = userId(file!, "first prompt")
        const second = userId(file!, "second prompt")
        yield* run(["label", file!, first, "start"])
        yield* run(["name", file!, "Parser rewrite"])
        snaps.take("label and name", [file!])
        const readResult = entries(file!).find((e) => e.type === "message" && e.message.role === "toolResult")!.id
        yield* run(["edit", file!, readResult, "--text", "the file, shortened"])
        snaps.take("context edit", [file!])

        // /tree back to the second prompt, the branch left summarized by the model
        const moved = JSON.parse(yield* run(["navigate", file!, second, "--summarize", ...sonnet, "--json"]))
        expect(moved.editorText).toBe("second prompt")
        snaps.take("navigate --summarize", [file!])
        yield* run(["-c", "-p", "another way"])
        snaps.take("a prompt on the new branch", [file!])
        // a move without a summary: Arbor's leaf marker
        yield* run(["navigate", file!, first])
        snaps.take("navigate (leaf marker)", [file!])
        yield* run(["-c", "-p", "third way"])
        snaps.take("a prompt after the marker", [file!])

        const compacted = JSON.parse(yield* run(["compact", file!, ...sonnet, "--json"]))
        expect(entries(file!).at(-1)).toMatchObject({ type: "compaction", firstKeptEntryId: compacted.firstKeptEntryId })
        snaps.take("compact", [file!])
        yield* run(["-c", "-p", "after compaction"])
        snaps.take("a prompt after compaction", [file!])

        const forked = JSON.parse(yield* run(["fork", file!, second, "--json"])).file as string
        const cloned = JSON.parse(yield* run(["clone", file!, "--json"])).file as string
        const elsewhere = JSON.parse(yield* run(["fork-from", file!, "--cwd", other, "--json"])).file as string
        snaps.take("fork, clone and fork-from", [file!, forked, cloned, elsewhere])
        yield* run(["--fork", file!, "-p", "forked by flag"], other)
        const flagged = RealPi.sessionFiles(agentDir).filter((f) => ![file, forked, cloned, elsewhere].includes(f))
        expect(flagged).toHaveLength(1)
        snaps.take("arbor --fork -p", flagged)
        expect(provider.requests).toHaveLength(4)

        const markers = yield* Effect.promise(() => expectPiAgrees(snaps.taken))
        expect(markers).toBeGreaterThan(0)
      }),
    timeout
  )

  it.scoped(
    "RPC mode's flows: !cmd and !!cmd, set_model, thinking levels, tool turns, a retry, an abort, steering, a follow-up, navigate_tree with a summary, labels, a name, a context edit, compaction, fork and clone",
    () =>
      Effect.gen(function*() {
        const provider = yield* FakeProviders.make([
          // a server error, retried; then the tool turn (read + bash, then a reply with thinking)
          FakeProviders.json(500, "anthropic-server-error.json"),
          FakeProviders.stream("anthropic-tool-use.sse"),
          FakeProviders.stream("anthropic-thinking.sse"),
          // a reply that stalls until it is aborted, then the steered and the follow-up message's
          FakeProviders.stream("anthropic-text.sse", 4),
          FakeProviders.stream("anthropic-text.sse"),
          FakeProviders.stream("anthropic-text.sse"),
          FakeProviders.stream("openai-tool-call.sse"),
          FakeProviders.stream("openai-reasoning.sse")
        ])
        const agentDir = tempDir()
        fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 20 }, retry: { baseDelayMs: 1 } }))
        const cwd = tempDir()
        fs.mkdirSync(path.join(cwd, "src"))
        fs.writeFileSync(path.join(cwd, "src/a.ts"), "export const answer = 42\n")
        const snaps = snapshots()
        const rpc = server(agentDir, cwd, ["--model", "offline"], providers(provider.url))
        yield* Effect.addFinalizer(() => Effect.sync(() => rpc.child.kill()))
        const { prompt, send } = calls(rpc)
        const sessionFile = () => Effect.map(send({ type: "get_state" }), (state) => state.sessionFile as string)

        yield* prompt("hello")
        const file = yield* sessionFile()
        snaps.take("prompt", [file])
        expect(yield* send({ type: "bash", command: "echo visible; exit 3" })).toMatchObject({ output: "visible\n", exitCode: 3 })
        yield* send({ type: "bash", command: "echo hidden", excludeFromContext: true })
        snaps.take("bash and bash excluded from the context", [file])
        yield* send({ type: "set_model", provider: "anthropic", modelId: "claude-sonnet-4-5" })
        yield* send({ type: "set_thinking_level", level: "medium" })
        expect(yield* send({ type: "cycle_thinking_level" })).toEqual({ level: "high" })
        snaps.take("set_model, set_thinking_level, cycle_thinking_level", [file])
        yield* prompt("look around")
        snaps.take("a retried error, then a tool turn", [file])
        yield* Effect.promise(async () => {
          const from = rpc.lines.length
          await rpc.send({ type: "prompt", message: "stalls" })
          await rpc.waitFor((l) => l.type === "message_update", from)
          expect((await rpc.send({ type: "steer", message: "steered" })).data).toEqual({ disposition: "queued" })
          expect((await rpc.send({ type: "follow_up", message: "followed" })).data).toEqual({ disposition: "queued" })
          expect((await rpc.send({ type: "bash", command: "echo during" })).data).toMatchObject({ output: "during\n", exitCode: 0 })
          expect(await rpc.send({ type: "abort" })).toMatchObject({ success: true })
          await rpc.waitFor((l) => l.type === "agent_end" && l.messages.some((m: Line) => m.role === "user" && m.content[0].text === "followed"), from)
          await rpc.waitFor((l) => l.type === "agent_settled", rpc.lines.length - 1)
        })
        snaps.take("an aborted reply, a command run meanwhile, steering and a follow-up", [file])
        yield* send({ type: "set_model", provider: "openai", modelId: "gpt-5" })
        yield* prompt("and with OpenAI")
        snaps.take("a tool turn on OpenAI's Responses API", [file])
        yield* send({ type: "set_model", provider: "offline", modelId: "offline" })
        snaps.take("set_model back", [file])
        expect(entries(file).map((e) => e.type)).toEqual([
          "session",
          ...["model_change", "thinking_level_change", "message", "message", "message"],
          ...["message", "message"],
          ...["model_change", "thinking_level_change", "thinking_level_change"],
          ...["message", "message", "context_edit", "message", "message", "message", "message"],
          ...["message", "message", "message", "message", "message", "message", "message"],
          ...["model_change", "message", "message", "message", "message"],
          // the offline model takes no thinking: the level is clamped to off
          ...["model_change", "thinking_level_change"]
        ])

        const reply = entries(file).find((e) => e.type === "message" && e.message.role === "assistant")!.id
        const moved = yield* send({ type: "navigate_tree", targetId: reply, summarize: true, label: "back" })
        expect(moved).toMatchObject({ cancelled: false, summaryEntry: { type: "branch_summary" } })
        snaps.take("navigate_tree with a summary", [file])
        yield* prompt("after the move")
        snaps.take("a prompt on the new branch", [file])
        const [after, afterReply] = entries(file).slice(-2)
        yield* send({ type: "set_label", entryId: after!.id, label: "new way" })
        yield* send({ type: "set_session_name", name: "RPC flows" })
        yield* send({ type: "context_edit", targetId: afterReply!.id, replacement: { content: "short" } })
        snaps.take("set_label, set_session_name, context_edit", [file])
        expect(yield* send({ type: "compact" })).toMatchObject({ summary: expect.stringContaining("[offline]") })
        snaps.take("compact", [file])
        yield* prompt("after compaction")
        snaps.take("a prompt after compaction", [file])

        expect(yield* send({ type: "fork", entryId: after!.id })).toMatchObject({ text: "after the move", cancelled: false })
        const forked = yield* sessionFile()
        expect(forked).not.toBe(file)
        yield* prompt("in the fork")
        snaps.take("fork, and a prompt there", [file, forked])
        yield* send({ type: "switch_session", sessionPath: file })
        yield* send({ type: "clone" })
        const cloned = yield* sessionFile()
        expect(cloned).not.toBe(file)
        snaps.take("clone", [file, forked, cloned])
        expect(yield* Effect.promise(() => rpc.close())).toBe(0)
        expect(rpc.stderr()).toBe("")
        expect(provider.requests.map((r) => r.path)).toEqual([...Array(6).fill("/v1/messages"), "/responses", "/responses"])

        expect(yield* Effect.promise(() => expectPiAgrees(snaps.taken))).toBe(0)
      }),
    timeout
  )
})
