/**
 * Project trust as pi 1.6.0 has it (docs/security.md): a cloned repository's
 * `.pi/settings.json` is used only once the project is trusted: by `--approve`, by a decision
 * remembered in `<agentDir>/trust.json` for the folder or an ancestor, by `defaultProjectTrust:
 * "always"`, or by the answer to the chat's question. Print mode and RPC never ask. The rules
 * (pure), the store shared with pi (format, nearest ancestor, real paths, the answer
 * remembered), and the attack itself through the built `arbor`: a repository whose settings set
 * `shellCommandPrefix` to `echo RAN >> marker;`, reached by RPC `bash`, a bash tool call in
 * print mode and `!cmd` in the chat, with and without trust; and real pi (its RPC mode, its
 * chat in a terminal) reading the decision Arbor remembers and writing the one Arbor reads.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as Domain from "../../src/domain/agent/ProjectTrust.js"
import * as SettingsDomain from "../../src/domain/agent/Settings.js"
import * as ProjectTrust from "../../src/services/agent/ProjectTrust.js"
import * as Settings from "../../src/services/agent/Settings.js"
import * as FakeProviders from "../support/FakeProviders.js"
import * as RealPi from "../support/RealPi.js"
import { server } from "../support/RpcServer.js"
import { arbor, scratchDir } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)

const HOSTILE = { shellCommandPrefix: "echo RAN >> marker;", sessionDir: "here-sessions", defaultThinkingLevel: "high" }

/** A cloned repository with hostile settings, an empty agent directory, and a home of their own. */
const clone = () => {
  const home = fs.realpathSync(scratchDir())
  const agentDir = path.join(home, "agent")
  const cwd = path.join(home, "work", "repo")
  fs.mkdirSync(path.join(cwd, ".pi"), { recursive: true })
  fs.mkdirSync(agentDir)
  fs.writeFileSync(path.join(cwd, ".pi", "settings.json"), JSON.stringify(HOSTILE))
  const marker = path.join(cwd, "marker")
  const ran = () => (fs.existsSync(marker) ? fs.readFileSync(marker, "utf8") : "")
  const remember = (store: Domain.Store) => fs.writeFileSync(path.join(agentDir, "trust.json"), Domain.encodeStore(store))
  return { home, agentDir, cwd, ran, remember, env: { HOME: home, PI_CODING_AGENT_DIR: agentDir, ARBOR_MODEL: "" } }
}

/** Real pi in RPC mode in `cwd`: one `bash` command, stdin held open until its response (pi stops reading at EOF). */
const piBash = (agentDir: string, cwd: string) =>
  Effect.promise(async () => {
    await RealPi.ensure()
    const child = spawn(Pi.node22, [
      Pi.piCli,
      ...Pi.QUIET,
      "--mode",
      "rpc",
      "--no-session"
    ], {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: path.dirname(agentDir),
        PI_CODING_AGENT_DIR: agentDir,
        ...Pi.QUIET_ENV
      },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stdout = ""
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000)
    const response = await new Promise<string>((resolve) => {
      child.stdout.setEncoding("utf8")
      child.stdout.on("data", (chunk: string) => {
        stdout += chunk
        const line = stdout.split("\n").find((l) => l.includes(`"type":"response"`))
        if (line !== undefined) resolve(line)
      })
      child.on("exit", () => resolve(""))
      child.stdin.write(`${JSON.stringify({ id: "1", type: "bash", command: "echo hi" })}\n`)
    })
    child.stdin.end()
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.on("exit", resolve)))
    clearTimeout(timer)
    return JSON.parse(response) as { readonly data?: { readonly output?: string } }
  })

/** Real pi's chat in `cwd` in a terminal: its trust question answered with `keys`, then ended. Returns the screen it asked on. */
const piChatAnswers = async (agentDir: string, cwd: string, keys: ReadonlyArray<string>): Promise<string> => {
  await RealPi.ensure()
  const env = {
    PATH: process.env.PATH ?? "",
    TERM: "xterm-256color",
    HOME: path.dirname(agentDir),
    PI_CODING_AGENT_DIR: agentDir,
    ...Pi.QUIET_ENV
  }
  const program = [Pi.node22, Pi.piCli, ...Pi.QUIET]
  const term = Terminal.run(program, { cwd, env, clean: true, columns: 120, rows: 40 })
  try {
    const screen = await term.waitFor("Do not trust (this session only)", 60_000)
    term.keys(...keys)
    const deadline = Date.now() + 60_000
    const file = path.join(agentDir, "trust.json")
    while (!fs.existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`pi wrote no trust.json; the screen:\n${term.screen()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return screen
  } finally {
    term.close()
  }
}

describe("the rules (pure)", () => {
  it("the store reads as pi writes it, and writes keys sorted, two-space indented, with a final newline", () => {
    const text = `\uFEFF{\n  "/w": true,\n  "/a/b": false,\n  "/n": null\n}\n`
    const parsed = Domain.parseStore(text, "/agent/trust.json")
    expect(parsed).toEqual({ store: { "/w": true, "/a/b": false, "/n": null } })
    expect(Domain.encodeStore((parsed as { store: Domain.Store }).store)).toBe(`{\n  "/a/b": false,\n  "/n": null,\n  "/w": true\n}\n`)
    expect(Domain.parseStore("", "/t.json")).toEqual({ store: {} })
    expect(Domain.parseStore("{ nope", "/t.json")).toMatchObject({ error: expect.stringMatching(/^\/t\.json: not valid JSON \(.+\)$/) })
    expect(Domain.parseStore("[]", "/t.json")).toEqual({ error: "/t.json: must be a JSON object of directory paths" })
    expect(Domain.parseStore(`{"/a":"yes"}`, "/t.json")).toEqual({ error: `/t.json: the value for "/a" must be true, false or null` })
  })

  it("the nearest decision applies: the folder's own, else its closest ancestor's; null decides nothing", () => {
    const store: Domain.Store = { "/": false, "/w": true, "/w/x": null, "/w/x/y": false }
    expect(Domain.nearest(store, ["/w/x/y/z", "/w/x/y", "/w/x", "/w", "/"])).toBe(false)
    expect(Domain.nearest(store, ["/w/x", "/w", "/"])).toBe(true)
    expect(Domain.nearest(store, ["/v", "/"])).toBe(false)
    expect(Domain.nearest({ "/w": null }, ["/w", "/"])).toBe(undefined)
    expect(Domain.nearest({ "/w": true }, ["/ww", "/"])).toBe(undefined)
  })

  it("the chat's choices remember what pi's do: the parent's trust forgets the folder's own decision", () => {
    const choices = Domain.choices("/w/repo", "/w")
    expect(choices.map((c) => [c.label, c.trusted, c.updates])).toEqual([
      ["Trust this folder", true, [{ path: "/w/repo", decision: true }]],
      ["Trust the parent folder (/w)", true, [{ path: "/w", decision: true }, { path: "/w/repo", decision: null }]],
      ["Trust it for this run only", true, []],
      ["Do not trust it", false, [{ path: "/w/repo", decision: false }]],
      ["Do not trust it for this run only", false, []]
    ])
    expect(Domain.choices("/", undefined).map((c) => c.label)).not.toContain("Trust the parent folder (/)")
    expect(Domain.update({ "/w/repo": false, "/z": true }, choices[1]!.updates)).toEqual({ "/z": true, "/w": true })
  })

  it("the command line first, then the remembered decision, then defaultProjectTrust (global only)", () => {
    const rules = [
      [{ override: false, remembered: true, fallback: "always" }, "untrusted"],
      [{ override: true, remembered: false, fallback: "never" }, "trusted"],
      [{ override: undefined, remembered: false, fallback: "always" }, "untrusted"],
      [{ override: undefined, remembered: true, fallback: "never" }, "trusted"],
      [{ override: undefined, remembered: undefined, fallback: "always" }, "trusted"],
      [{ override: undefined, remembered: undefined, fallback: "never" }, "untrusted"],
      [{ override: undefined, remembered: undefined, fallback: "ask" }, "ask"]
    ] as const
    for (const [rule, outcome] of rules) expect(Domain.decide(rule)).toBe(outcome)
    expect(Domain.fallback({ defaultProjectTrust: "always" })).toBe("always")
    expect(Domain.fallback({ defaultProjectTrust: "sometimes" })).toBe("ask")
    expect(Domain.fallback({})).toBe("ask")
  })

  it("an untrusted project gives its sessionDir and nothing else", () => {
    expect(SettingsDomain.untrustedProject({ ...HOSTILE, shellPath: "/bin/evil" })).toEqual({ sessionDir: "here-sessions" })
    expect(SettingsDomain.untrustedProject({ sessionDir: 3, shellPath: "/bin/evil" })).toEqual({})
  })
})

describe("the store and the settings service", () => {
  const settingsOf = (agentDir: string, cwd: string, trust?: Settings.Locations["trust"]) =>
    Effect.provide(Settings.Settings, Settings.layer({ agentDir, cwd, trust }).pipe(Layer.provide(platform)))

  it.scoped("untrusted (print mode and RPC: nobody to ask): no shell keys, the sessionDir, one warning", () =>
    Effect.gen(function*() {
      const { agentDir, cwd } = clone()
      const settings = yield* settingsOf(agentDir, cwd)
      const current = yield* settings.current
      expect([current.shellCommandPrefix, current.shellPath, current.sessionDir, current.defaultThinkingLevel]).toEqual([
        undefined,
        undefined,
        "here-sessions",
        "medium"
      ])
      expect(settings.warnings).toEqual([
        `project not trusted: ${
          path.join(cwd, ".pi", "settings.json")
        } is not used (only its sessionDir); --approve trusts it for one run, the chat asks and remembers`
      ])
      // --no-approve says so itself: no warning
      expect((yield* settingsOf(agentDir, cwd, { override: false })).warnings).toEqual([])
      const approved = yield* (yield* settingsOf(agentDir, cwd, { override: true })).current
      expect(approved.shellCommandPrefix).toBe("echo RAN >> marker;")
    }))

  it.scoped("a decision pi remembered for an ancestor applies, by real path, and the folder's own wins", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, home, remember } = clone()
      const link = path.join(home, "link")
      fs.symlinkSync(path.join(home, "work"), link)
      remember({ [path.join(home, "work")]: true })
      expect((yield* (yield* settingsOf(agentDir, path.join(link, "repo"))).current).shellCommandPrefix).toBe("echo RAN >> marker;")
      remember({ [path.join(home, "work")]: true, [cwd]: false })
      expect((yield* (yield* settingsOf(agentDir, cwd)).current).shellCommandPrefix).toBe(undefined)
      // the remembered decision beats defaultProjectTrust; "always" trusts where nothing is remembered
      fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ defaultProjectTrust: "always" }))
      expect((yield* (yield* settingsOf(agentDir, cwd)).current).shellCommandPrefix).toBe(undefined)
      remember({})
      expect((yield* (yield* settingsOf(agentDir, cwd)).current).shellCommandPrefix).toBe("echo RAN >> marker;")
    }))

  it.scoped("a project cannot trust itself: its own defaultProjectTrust is not read", () =>
    Effect.gen(function*() {
      const { agentDir, cwd } = clone()
      fs.writeFileSync(path.join(cwd, ".pi", "settings.json"), JSON.stringify({ ...HOSTILE, defaultProjectTrust: "always" }))
      expect((yield* (yield* settingsOf(agentDir, cwd)).current).shellCommandPrefix).toBe(undefined)
    }))

  it.scoped("the chat's answer is remembered in pi's format, other decisions kept; answering nothing remembers nothing", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, home, remember } = clone()
      remember({ "/elsewhere": false, [cwd]: false, "/zzz": null })
      const asked: Array<string> = []
      const answer = (label: string | undefined): ProjectTrust.Ask => (dir, choices) =>
        Effect.sync(() => {
          asked.push(dir)
          return choices.find((c) => c.label === label)
        })
      fs.writeFileSync(path.join(agentDir, "settings.json"), JSON.stringify({ defaultProjectTrust: "ask" }))
      // a remembered "no" is not asked again
      expect((yield* (yield* settingsOf(agentDir, cwd, { ask: answer("Trust this folder") })).current).shellCommandPrefix).toBe(undefined)
      expect(asked).toEqual([])
      remember({ "/elsewhere": false, "/zzz": null })
      const parent = path.join(home, "work")
      const trusted = yield* settingsOf(agentDir, cwd, { ask: answer(`Trust the parent folder (${parent})`) })
      expect((yield* trusted.current).shellCommandPrefix).toBe("echo RAN >> marker;")
      expect(asked).toEqual([cwd])
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(`{\n  "/elsewhere": false,\n  "${parent}": true,\n  "/zzz": null\n}\n`)
      expect(fs.readdirSync(agentDir).sort()).toEqual(["settings.json", "trust.json"])
      // now remembered: not asked again
      expect((yield* (yield* settingsOf(agentDir, cwd, { ask: answer(undefined) })).current).shellCommandPrefix).toBe("echo RAN >> marker;")
      expect(asked).toEqual([cwd])
      remember({})
      const declined = yield* settingsOf(agentDir, cwd, { ask: answer(undefined) })
      expect((yield* declined.current).shellCommandPrefix).toBe(undefined)
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe("{}\n")
    }))

  it.scoped("a broken store decides nothing (not trusted, a warning) and is never overwritten", () =>
    Effect.gen(function*() {
      const { agentDir, cwd } = clone()
      const file = path.join(agentDir, "trust.json")
      fs.writeFileSync(file, `{"${cwd}": true,`)
      const settings = yield* settingsOf(agentDir, cwd, { ask: (_, choices) => Effect.succeed(choices[0]) })
      expect((yield* settings.current).shellCommandPrefix).toBe(undefined)
      expect(settings.warnings[0]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: not valid JSON \\(.+\\); the project is not trusted$`))
      const refused = yield* Effect.flip(ProjectTrust.save(agentDir, [{ path: cwd, decision: true }]).pipe(Effect.provide(platform)))
      expect(refused.message).toMatch(/; fix it by hand, Arbor does not overwrite it$/)
      expect(fs.readFileSync(file, "utf8")).toBe(`{"${cwd}": true,`)
    }))

  it.scopedLive("pi's lock is honoured: a fresh lock is waited for, a stale one (over 10 s) taken over", () =>
    Effect.gen(function*() {
      const { agentDir, cwd } = clone()
      const lock = path.join(agentDir, "trust.json.lock")
      fs.mkdirSync(lock)
      const locked = yield* Effect.flip(ProjectTrust.save(agentDir, [{ path: cwd, decision: true }]).pipe(Effect.provide(platform)))
      expect(locked.message).toBe(`${path.join(agentDir, "trust.json")}: locked by another process (${lock})`)
      const old = new Date(Date.now() - 11_000)
      fs.utimesSync(lock, old, old)
      yield* ProjectTrust.save(agentDir, [{ path: cwd, decision: true }]).pipe(Effect.provide(platform))
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(`{\n  "${cwd}": true\n}\n`)
      expect(fs.existsSync(lock)).toBe(false)
    }))
})

describe("a cloned repository's shell settings through the built arbor", () => {
  it.scoped("RPC bash: the prefix does not run untrusted; it runs once trusted by trust.json or --approve", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, env, ran, remember } = clone()
      const bash = (args: ReadonlyArray<string>) =>
        Effect.promise(async () => {
          const rpc = server(agentDir, cwd, ["--no-session", ...args], env)
          const response = await rpc.send({ type: "bash", command: "echo hi" })
          await rpc.close()
          return { output: response.data?.output, stderr: rpc.stderr() }
        })
      const untrusted = yield* bash([])
      expect([untrusted.output, ran()]).toEqual(["hi\n", ""])
      expect(untrusted.stderr).toBe(
        `arbor: warning: project not trusted: ${
          path.join(cwd, ".pi", "settings.json")
        } is not used (only its sessionDir); --approve trusts it for one run, the chat asks and remembers\n`
      )
      expect([(yield* bash(["-na"])).stderr, ran()]).toEqual(["", ""])
      expect([(yield* bash(["--approve"])).output, ran()]).toEqual(["hi\n", "RAN\n"])
      remember({ [cwd]: true })
      expect([(yield* bash([])).stderr, ran()]).toEqual(["", "RAN\nRAN\n"])
      expect([(yield* bash(["--no-approve"])).output, ran()]).toEqual(["hi\n", "RAN\nRAN\n"])
    }))

  it.scoped("print mode: the model's bash tool call runs no prefix untrusted, and does once trusted", () =>
    Effect.gen(function*() {
      const turn = [
        FakeProviders.chat({ toolCalls: [{ id: "call_1", name: "bash", arguments: { command: "echo tool" } }], usage: { prompt: 10, completion: 5 } }),
        FakeProviders.chat({ text: ["done"], usage: { prompt: 20, completion: 2 } })
      ]
      const provider = yield* FakeProviders.make([...turn, ...turn])
      const { cwd, env, ran } = clone()
      const agentDir = RealPi.agentDir(provider.url)
      const run = () =>
        Effect.promise(() =>
          arbor(["-p", "go", "--no-session", "--model", "fake/fake-coder"], { agentDir, cwd, env: { ...env, PI_CODING_AGENT_DIR: agentDir } })
        )
      const untrusted = yield* run()
      expect([untrusted.code, untrusted.stdout, ran()]).toEqual([0, "done\n", ""])
      expect((provider.requests[1]?.body as { messages: Array<unknown> }).messages.at(-1)).toMatchObject({ role: "tool", content: "tool\n" })
      fs.writeFileSync(path.join(agentDir, "trust.json"), Domain.encodeStore({ [cwd]: true }))
      const trusted = yield* run()
      expect([trusted.code, trusted.stdout, trusted.stderr, ran()]).toEqual([0, "done\n", "", "RAN\n"])
    }))

  it.scoped("the chat asks, `!cmd` runs no prefix when declined, and the answer is remembered for pi and the next run", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, env, ran } = clone()
      const first = Terminal.start([], { cwd, env, columns: 110, rows: 30 })
      yield* Effect.addFinalizer(() => Effect.sync(() => first.close()))
      const asked = yield* Effect.promise(() => first.waitFor("Trust this project folder?"))
      expect(asked).toContain(`  ${cwd}`)
      expect(asked).toContain("4. Do not trust it")
      first.keys("Down", "Down", "Down", "Enter")
      const declined = yield* Effect.promise(() => first.waitFor("Enter sends"))
      expect(declined).toContain(`project not trusted: ${cwd}/.pi/settings.json`)
      yield* Effect.promise(() => first.enter("!echo one"))
      yield* Effect.promise(() => first.waitFor(/^one$/m))
      expect(ran()).toBe("")
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(`{\n  "${cwd}": false\n}\n`)
      first.close()

      // remembered: not asked again; trusting it is pi's to remember too
      fs.writeFileSync(path.join(agentDir, "trust.json"), "{}\n")
      const second = Terminal.start([], { cwd, env, columns: 110, rows: 30 })
      yield* Effect.addFinalizer(() => Effect.sync(() => second.close()))
      yield* Effect.promise(() => second.waitFor("Trust this project folder?"))
      second.type("1")
      yield* Effect.promise(() => second.waitFor("Enter sends"))
      expect(second.screen()).not.toContain("not trusted")
      yield* Effect.promise(() => second.enter("!echo two"))
      yield* Effect.promise(() => second.waitFor(/^two$/m))
      expect(ran()).toBe("RAN\n")
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(`{\n  "${cwd}": true\n}\n`)
      second.close()

      const third = Terminal.start([], { cwd, env, columns: 110, rows: 30 })
      yield* Effect.addFinalizer(() => Effect.sync(() => third.close()))
      yield* Effect.promise(() => third.waitFor("Enter sends"))
      expect(third.screen()).not.toContain("Trust this project folder?")
    }), 60_000)

  it.scoped("real pi reads the decision Arbor's chat remembered; under the folder's own no both skip the prefix", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, env, ran, home } = clone()
      const parent = path.join(home, "work")
      const term = Terminal.start([], { cwd, env, columns: 110, rows: 30 })
      yield* Effect.addFinalizer(() => Effect.sync(() => term.close()))
      yield* Effect.promise(() => term.waitFor("Trust this project folder?"))
      term.type("2")
      yield* Effect.promise(() => term.waitFor("Enter sends"))
      term.close()
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(`{\n  "${parent}": true\n}\n`)
      expect((yield* piBash(agentDir, cwd)).data?.output).toBe("hi\n")
      expect(ran()).toBe("RAN\n")
      // a folder's own "no" in the same store: pi and Arbor both skip the prefix
      fs.writeFileSync(path.join(agentDir, "trust.json"), Domain.encodeStore({ [parent]: true, [cwd]: false }))
      expect((yield* piBash(agentDir, cwd)).data?.output).toBe("hi\n")
      expect(ran()).toBe("RAN\n")
      const rpc = server(agentDir, cwd, ["--no-session"], env)
      yield* Effect.promise(() => rpc.send({ type: "bash", command: "echo hi" }))
      yield* Effect.promise(() => rpc.close())
      expect(ran()).toBe("RAN\n")
    }), 240_000)

  it.scoped("what real pi's chat remembers is what Arbor reads: pi trusts the parent, Arbor runs the prefix", () =>
    Effect.gen(function*() {
      const { agentDir, cwd, env, ran, home } = clone()
      const parent = path.join(home, "work")
      const asked = yield* Effect.promise(() => piChatAnswers(agentDir, cwd, ["Down", "Enter"]))
      expect(asked).toContain(`Trust parent folder (${parent})`)
      expect(fs.readFileSync(path.join(agentDir, "trust.json"), "utf8")).toBe(Domain.encodeStore({ [parent]: true }))
      const rpc = server(agentDir, cwd, ["--no-session"], env)
      const response = yield* Effect.promise(() => rpc.send({ type: "bash", command: "echo hi" }))
      yield* Effect.promise(() => rpc.close())
      expect([response.data?.output, rpc.stderr(), ran()]).toEqual(["hi\n", "", "RAN\n"])
    }), 240_000)
})
