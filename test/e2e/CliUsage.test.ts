/**
 * The command line as a person meets it, end to end through the built `arbor`: the help, usage
 * errors, colours, errors in the user's terms, and sessions named by id or id prefix.
 */
import { Command } from "@effect/cli"
import * as CliConfig from "@effect/cli/CliConfig"
import * as Descriptor from "@effect/cli/CommandDescriptor"
import * as HelpDoc from "@effect/cli/HelpDoc"
import type * as Usage from "@effect/cli/Usage"
import { describe, expect, it } from "@effect/vitest"
import { HashMap, Option } from "effect"
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root_ } from "../../src/main/cli/Cli.js"
import * as Help from "../../src/main/cli/Help.js"
import { arbor, scratchDir } from "../support/Spawn.js"
import { Terminal } from "../support/Terminal.js"

const sessionFiles = (agentDir: string): Array<string> => {
  const root = path.join(agentDir, "sessions")
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(root, f)) : []
}

const headerId = (file: string): string => JSON.parse(fs.readFileSync(file, "utf8").split("\n")[0]!).id

describe("usage", () => {
  it("wrong usage is one line that says what is wrong and points to the help, with exit code 2", async () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
      [["--bogus"], "arbor: unknown option '--bogus' (see 'arbor --help')"],
      [["-p"], "arbor: option -p, --print needs a value (TEXT) (see 'arbor --help')"],
      [["-p", "--model", "x"], "arbor: option -p, --print needs a value (TEXT) (see 'arbor --help')"],
      [["--sesion", "x"], "arbor: unknown option '--sesion'; did you mean '--session'? (see 'arbor --help')"],
      [["--json"], "arbor: unknown option '--json'; it belongs to a command: arbor COMMAND --json (see 'arbor --help')"],
      [["--mode", "grpc"], "arbor: option --mode must be one of text, rpc, not 'grpc' (see 'arbor --help')"],
      [["--wizard"], "arbor: unknown option '--wizard' (see 'arbor --help')"],
      [["frobnicate"], "arbor: unknown command 'frobnicate'; to send a prompt, use -p TEXT (see 'arbor --help')"],
      [["tre", "x.jsonl"], "arbor: unknown command 'tre'; did you mean 'tree'? (see 'arbor --help')"],
      [["tree"], "arbor: tree needs SESSION (see 'arbor tree --help')"],
      [["tree", "a.jsonl", "b.jsonl"], "arbor: unexpected argument 'b.jsonl'; tree takes only SESSION (see 'arbor tree --help')"],
      [["tree", "a.jsonl", "--bogus"], "arbor: unknown option '--bogus' (see 'arbor tree --help')"],
      [["ls", "--json=yes"], "arbor: option --json takes no value (see 'arbor ls --help')"],
      [["export", "a.jsonl", "--format", "pdf"], "arbor: option --format must be one of md, html, jsonl, not 'pdf' (see 'arbor export --help')"],
      [["fork-from", "a.jsonl"], "arbor: fork-from needs --cwd DIR (see 'arbor fork-from --help')"],
      [["fork", "a.jsonl"], "arbor: fork needs ENTRY_ID (see 'arbor fork --help')"],
      [["help", "zzz"], "arbor: unknown command 'zzz' (see 'arbor --help')"]
    ]
    const agentDir = scratchDir()
    const results = await Promise.all(cases.map(([args]) => arbor(args, { agentDir })))
    results.forEach((result, i) => {
      expect([result.code, result.stdout, result.stderr]).toEqual([2, "", `${cases[i]![1]}\n`])
    })
  })

  it("--help is Arbor's own text: every command and option described, no parser boilerplate, no colour when piped", async () => {
    const help = await arbor(["--help"])
    expect(help.code).toBe(0)
    expect(help.stdout).not.toMatch(/\u001b/)
    for (const noise of ["A user-defined piece of text", "This setting is optional", "--wizard", "--completions", "--log-level"]) {
      expect(help.stdout).not.toContain(noise)
    }
    expect(help.stdout).toContain("-p, --print TEXT")
    expect(help.stdout).toContain("send TEXT as one prompt, print the reply and exit")
    for (const command of Help.commands) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command.name} +${command.summary.slice(0, 20).replace(/[()]/g, "\\$&")}`, "m"))
    }
    // every line fits 80 columns when not on a terminal
    for (const line of help.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(80)

    const tree = await arbor(["tree", "--help"])
    expect(tree.code).toBe(0)
    expect(tree.stdout.split("\n")[0]).toBe("Usage: arbor tree SESSION [options]")
    expect(tree.stdout).toContain("SESSION  a session file (.jsonl), a session id or an id prefix")
    expect((await arbor(["help", "tree"])).stdout).toBe(tree.stdout)
    // a repeatable option reads as optional
    const branch = (await arbor(["branch", "-h"])).stdout
    expect(branch).toContain("Usage: arbor branch SESSION [options]")
    expect(branch).toContain("--leaf ID...")
    expect((await arbor(["--version"])).stdout).toBe("arbor 0.1.0\n")
    expect((await arbor(["--help"], { env: { NO_COLOR: "1" } })).stdout).toBe(help.stdout)
  })

  it("--help on a terminal has bold headings, and none with NO_COLOR", async () => {
    const cwd = scratchDir()
    const env = { PI_CODING_AGENT_DIR: path.join(cwd, "agent"), HOME: cwd }
    const colored = Terminal.start(["--help"], { cwd, env, columns: 100, rows: 80 })
    const plain = Terminal.start(["--help"], { cwd, env: { ...env, NO_COLOR: "1" }, columns: 100, rows: 80 })
    try {
      await colored.waitForExit()
      await plain.waitForExit()
      expect(colored.screen({ escapes: true })).toMatch(/\u001b\[1mOptions:/)
      expect(plain.screen()).toContain("Options:")
      expect(plain.screen({ escapes: true })).not.toMatch(/\u001b\[[0-9;]*m/)
    } finally {
      colored.close()
      plain.close()
    }
  })

  it("the parser built from the grammar takes exactly the commands, arguments and options the help documents", () => {
    interface Found {
      readonly args: Array<{ readonly name: string; readonly optional: boolean }>
      readonly options: Array<{ readonly names: ReadonlyArray<string>; readonly value: boolean; readonly repeatable: boolean; readonly required: boolean }>
    }
    const collect = (usage: Usage.Usage, found: Found, optional = false, repeatable = false): Found => {
      switch (usage._tag) {
        case "Named":
          if (usage.names[0]?.startsWith("<")) found.args.push({ name: usage.names[0].slice(1, -1), optional })
          else if (usage.names[0]?.startsWith("-")) {
            found.options.push({ names: usage.names, value: Option.isSome(usage.acceptedValues), repeatable, required: !optional && !repeatable })
          }
          return found
        case "Optional":
          return collect(usage.usage, found, true, repeatable)
        case "Repeated":
          return collect(usage.usage, found, optional, true)
        case "Concat":
          collect(usage.left, found, optional, repeatable)
          return collect(usage.right, found, optional, repeatable)
        default:
          // an Alternation is the subcommands, checked one by one below
          return found
      }
    }
    const described = (help: Help.CommandHelp): Found => ({
      args: help.args.map((a) => ({ name: a.name, optional: a.optional === true })),
      options: help.options.map((o) => ({
        names: [...o.names].sort(),
        value: o.value !== undefined,
        repeatable: o.repeatable === true,
        required: o.required === true
      }))
    })
    const sorted = (found: Found): Found => ({
      args: found.args,
      options: found.options.map((o) => ({ ...o, names: [...o.names].sort() })).sort((a, b) => (a.names[0]! < b.names[0]! ? -1 : 1))
    })
    const subcommands = HashMap.toEntries(Command.getSubcommands(root_))
    expect(subcommands.map(([name]) => name).sort()).toEqual(Help.commands.map((c) => c.name).sort())
    for (const [name, descriptor] of subcommands) {
      const help = Help.commands.find((c) => c.name === name)!
      expect({ name, ...sorted(collect(Descriptor.getUsage(descriptor), { args: [], options: [] })) }).toEqual({ name, ...sorted(described(help)) })
    }
    const main = sorted(collect(Command.getUsage(root_), { args: [], options: [] }))
    // --mode has a default, so the parser marks it optional like the help does; pi's -na is
    // spelled --no-approve before parsing (Cli.run), so the parser never sees it
    const spelled = { ...Help.main, options: Help.main.options.map((o) => ({ ...o, names: o.names.filter((n) => n !== "-na") })) }
    expect(main).toEqual(sorted(described(spelled)))
  })

  it("the parser is built from the grammar: the parser's own help carries every description", () => {
    const flat = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "").replace(/\s+/g, " ")
    const subcommands = new Map(HashMap.toEntries(Command.getSubcommands(root_)))
    for (const help of [...Help.commands, Help.main]) {
      const doc = help === Help.main
        ? Command.getHelp(root_, CliConfig.defaultConfig)
        : Descriptor.getHelp(subcommands.get(help.name)!, CliConfig.defaultConfig)
      const text = flat(HelpDoc.toAnsiText(doc))
      expect(text, help.name).toContain(flat(help.summary))
      for (const item of [...help.args, ...help.options]) {
        expect(text, `${help.name} ${"names" in item ? item.names.join(", ") : item.name}`).toContain(flat(item.description))
      }
    }
  })
})

describe("errors in the user's terms", () => {
  it("name the user's path and say what is wrong, without platform internals or temporary names", async () => {
    const dir = scratchDir()
    const agentDir = path.join(dir, "agent")
    const cwd = path.join(dir, "project")
    fs.mkdirSync(cwd)
    expect((await arbor(["-p", "hello"], { agentDir, cwd })).code).toBe(0)
    const [file] = sessionFiles(agentDir)
    const run = (args: ReadonlyArray<string>) => arbor(args, { agentDir, cwd })
    const fifo = path.join(dir, "fifo.jsonl")
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0)
    const cases: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
      [["tree", dir], `arbor: ${dir}: is a directory, not a session file (give a .jsonl file, a session id or an id prefix)`],
      [["context", fifo], `arbor: ${fifo}: cannot read it: is a FIFO, not a session file`],
      [["info", path.join(dir, "none.jsonl")], `arbor: ${path.join(dir, "none.jsonl")}: no such session file`],
      [["export", file!, "-o", dir], `arbor: ${dir}: is a directory; give -o a file name, e.g. ${dir}/session.md`],
      [
        ["export", file!, "--format", "html", "-o", path.join(dir, "missing", "x.html")],
        `arbor: ${path.join(dir, "missing", "x.html")}: cannot write it: the directory ${path.join(dir, "missing")} does not exist`
      ],
      [["restore", path.join(dir, "nope.jsonl")], `arbor: ${path.join(dir, "nope.jsonl")}: no such file (give the path arbor rm printed)`],
      [["restore", file!], `arbor: ${file}: not a file that arbor rm moved to the trash (there is no ${file}.origin beside it)`]
    ]
    for (const [args, expected] of cases) {
      const result = await run(args)
      expect([result.code, result.stderr]).toEqual([1, `${expected}\n`])
      expect(result.stderr).not.toMatch(/EISDIR|ENOENT|BadResource|NotFound|SystemError|\.tmp/)
    }
    expect(fs.readdirSync(dir).sort()).toEqual(["agent", "fifo.jsonl", "project"])
  })

  it("a storage failure reads as what failed and why, naming the path", async () => {
    const { userMessage } = await import("../../src/main/cli/CliErrors.js")
    const storage = (operation: string, reason: string) => ({ _tag: "StorageError", path: "/home/me/x.html", operation, reason, message: "" })
    expect(userMessage(storage("write", "PermissionDenied: FileSystem.open (/home/me/.x.html.tmp-1): EACCES: permission denied, open"))).toBe(
      "/home/me/x.html: cannot write it: permission denied"
    )
    expect(userMessage(storage("append", "Unknown: FileSystem.write (/home/me/x.html): ENOSPC: no space left on device"))).toBe(
      "/home/me/x.html: cannot append to it: no space left on the device"
    )
    expect(userMessage(storage("write", "NotFound: FileSystem.open (/home/me/.x.html.tmp-1): ENOENT: no such file or directory"))).toBe(
      "/home/me/x.html: cannot write it: the directory /home/me does not exist"
    )
    expect(userMessage(storage("read", "BadResource: FileSystem.readFile (/home/me/x.html): EISDIR: illegal operation on a directory, read"))).toBe(
      "/home/me/x.html: cannot read it: it is a directory"
    )
  })
})

describe("sessions by id", () => {
  it("every command takes a file, an id or a unique id prefix; an ambiguous prefix lists the matches and refuses", async () => {
    const dir = scratchDir()
    const agentDir = path.join(dir, "agent")
    const here = path.join(dir, "here")
    const elsewhere = path.join(dir, "elsewhere")
    fs.mkdirSync(here)
    fs.mkdirSync(elsewhere)
    for (const text of ["one", "two", "three"]) expect((await arbor(["-p", text], { agentDir, cwd: here })).code).toBe(0)
    expect((await arbor(["-p", "far away"], { agentDir, cwd: elsewhere })).code).toBe(0)
    const files = sessionFiles(agentDir)
    const ids = files.map(headerId)
    const run = (args: ReadonlyArray<string>, cwd = here) => arbor(args, { agentDir, cwd })
    // the shortest prefix of each id that no other id shares
    const unique = ids.map((id) => {
      for (let n = 1;; n++) if (ids.filter((other) => other.startsWith(id.slice(0, n))).length === 1) return id.slice(0, n)
    })

    for (const [i, file] of files.entries()) {
      const byPath = await run(["tree", file])
      expect(byPath.code).toBe(0)
      expect(await run(["tree", ids[i]!])).toEqual(byPath)
      expect(await run(["tree", unique[i]!])).toEqual(byPath)
      // found from any project: another project's session is searched for when none here matches
      expect((await run(["info", unique[i]!, "--json"], elsewhere)).stdout).toContain(JSON.stringify(file))
    }
    const exported = await run(["export", unique[0]!])
    expect(exported.stdout).toContain(`# Session ${ids[0]}`)

    // a prefix every session shares: refused, with the candidates listed
    let shared = ""
    while (ids.every((id) => id.startsWith(shared + ids[0]![shared.length]))) shared += ids[0]![shared.length]
    expect(shared.length).toBeGreaterThan(0)
    const ambiguous = await run(["info", shared])
    expect(ambiguous.code).toBe(1)
    const lines = ambiguous.stderr.trimEnd().split("\n")
    const inHere = files.filter((f) => !f.includes("elsewhere"))
    expect(lines[0]).toBe(`arbor: '${shared}' matches ${inHere.length} sessions; give more of the id or the file:`)
    expect(lines.slice(1).map((line) => line.trim().split("  ")[0]).sort()).toEqual(inHere.map(headerId).sort())
    for (const file of inHere) expect(ambiguous.stderr).toContain(file)
    // the agent modes resolve the same way
    const prompt = await run(["--session", shared, "-p", "which one?"])
    expect([prompt.code, prompt.stderr.split("\n")[0]]).toEqual([1, lines[0]])
    expect(sessionFiles(agentDir)).toHaveLength(files.length)

    const unknown = await run(["tree", "zzzz"])
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      "arbor: no session file, id or id prefix 'zzzz' (searched the sessions of this directory or any other)\n"
    ])

    // rm by prefix
    const removed = await run(["rm", unique[1]!])
    expect(removed.code).toBe(0)
    expect(fs.existsSync(files[1]!)).toBe(false)
  })

  it("tree after a move back draws the branch left behind as a branch, not as the active path", async () => {
    const dir = scratchDir()
    const agentDir = path.join(dir, "agent")
    expect((await arbor(["-p", "first"], { agentDir, cwd: dir })).code).toBe(0)
    expect((await arbor(["-c", "-p", "second"], { agentDir, cwd: dir })).code).toBe(0)
    const [file] = sessionFiles(agentDir)
    const branch = JSON.parse((await arbor(["branch", file!, "--json"], { agentDir, cwd: dir })).stdout)
    const firstReply = branch.find((e: any) => e.message?.role === "assistant").id
    expect((await arbor(["navigate", file!, firstReply], { agentDir, cwd: dir })).code).toBe(0)
    const lines = (await arbor(["tree", file!], { agentDir, cwd: dir })).stdout.trimEnd().split("\n")
    const leaf = lines.findIndex((line) => line.endsWith("◀ leaf"))
    expect(lines[leaf]).toMatch(new RegExp(`^• ${firstReply} assistant: `))
    expect(lines[leaf + 1]).toMatch(/^└─ \w+ user: second$/)
    expect(lines[leaf + 2]).toMatch(/^ {3}\w+ assistant: /)
  })
})
