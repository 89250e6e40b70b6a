/**
 * pi 1.6.0's own command line, run for real: Node 22 and pi are installed on demand into
 * `.bench/` (bench/Pi.ts), and `node22 <pi>/dist/cli.js -p ...` runs in a temporary working
 * directory with `PI_CODING_AGENT_DIR` at a temporary agent directory whose `models.json` names
 * one OpenAI Chat Completions provider, `fake`, at a fake server on 127.0.0.1
 * (FakeProviders). pi executes the tools the canned replies call (bash, read, edit, write) in
 * that directory. pi is told to stay offline (no catalog refresh, no version check, no
 * telemetry), so the fake server is the only address it talks to.
 *
 * `session` is the canned conversation the real-pi fixtures were recorded from
 * (test/fixtures/real-pi/README.md); `views` asks pi's SessionManager for its context and tree
 * of session files, as bench/pi-cli.mjs does for test/e2e/PiOpens.test.ts.
 */
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Pi from "../../bench/Pi.js"
import * as FakeProviders from "./FakeProviders.js"
import { exec, type Result, shown, tempDir } from "./Spawn.js"

/** The provider `models.json` defines, and its two models (both reasoning, both priced). */
export const PROVIDER = "fake"
export const CODER = "fake-coder"
export const REASONER = "fake-reasoner"

const model = (id: string, name: string) => ({
  id,
  name,
  reasoning: true,
  input: ["text"],
  contextWindow: 128000,
  maxTokens: 16384,
  cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 }
})

/** pi's `models.json` for a fake server at `url` (`http://127.0.0.1:PORT`). */
export const modelsJson = (url: string) => ({
  providers: {
    [PROVIDER]: {
      baseUrl: `${url}/v1`,
      api: "openai-completions",
      apiKey: "fake-key",
      models: [model(CODER, "Fake Coder"), model(REASONER, "Fake Reasoner")]
    }
  }
})

/** A fresh agent directory whose `models.json` points at the fake server at `url`. */
export const agentDir = (url: string): string => {
  const dir = tempDir()
  fs.writeFileSync(path.join(dir, "models.json"), `${JSON.stringify(modelsJson(url), null, 2)}\n`)
  return dir
}

let installing: Promise<void> | undefined
/** Installs pi and Node 22 into `.bench/` if they are not there yet (once per test file). */
export const ensure = (): Promise<void> => (installing ??= Pi.ensure().then(() => Pi.ensureNode22()))
/** Whether nothing needs installing (tests allow for an install's time otherwise). */
export const isInstalled = (): boolean => Pi.isInstalled() && Pi.isNode22Installed()

/** Runs pi's command line (`args` after the quiet options) in `cwd` with `agentDir`. */
export const pi = async (args: ReadonlyArray<string>, options: { readonly agentDir: string; readonly cwd: string }): Promise<Result> => {
  await ensure()
  return exec(Pi.node22, [Pi.piCli, ...Pi.QUIET, ...args], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PI_CODING_AGENT_DIR: options.agentDir,
      ...Pi.QUIET_ENV
    },
    timeoutMs: 120_000,
    // print mode reads piped input as part of the prompt: there is none
    input: ""
  })
}

/** A run of pi for an assertion's message. */
export const shownPi = (args: ReadonlyArray<string>, result: Result): string => shown(args, result, "pi")

/** The session files under `agentDir/sessions`, sorted. */
export const sessionFiles = (agentDir: string): Array<string> => {
  const root = path.join(agentDir, "sessions")
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root)
    .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)))
    .filter((file) => file.endsWith(".jsonl"))
    .sort()
}

/** One prompt of the canned conversation, and the replies the fake server gives while pi answers it. */
export interface Turn {
  /** pi's arguments besides the prompt (`-c` continues the last session of the directory). */
  readonly args: ReadonlyArray<string>
  /** Forks the session file written last (`--fork FILE`) into a new session of the working directory. */
  readonly fork?: boolean
  readonly prompt: string
  readonly replies: ReadonlyArray<FakeProviders.ChatReply>
}

/** The file the conversation starts from, in the working directory. */
export const SEED = { path: "notes.txt", text: "hello\nworld\n" }

/**
 * The recorded conversation: four prompts, each later one with `--continue`; a write, a read and
 * a bash call in one message, an edit; reasoning in three replies; a thinking-level change and a
 * model change on the command line.
 */
export const session: ReadonlyArray<Turn> = [
  {
    args: ["--model", `${PROVIDER}/${CODER}`],
    prompt: "Write a plan to plan.md",
    replies: [
      {
        id: "chatcmpl-r1",
        model: CODER,
        reasoning: ["The user wants a plan.", " I will write plan.md."],
        text: ["Writing the plan."],
        toolCalls: [{ id: "call_write_1", name: "write", arguments: { path: "plan.md", content: "# Plan\n\n1. read notes\n2. edit notes\n" } }],
        usage: { prompt: 812, completion: 64, reasoning: 18 }
      },
      { id: "chatcmpl-r2", model: CODER, text: ["Wrote ", "plan.md."], usage: { prompt: 900, completion: 6, cached: 800 } }
    ]
  },
  {
    args: ["-c"],
    prompt: "Show notes.txt and list the files",
    replies: [
      {
        id: "chatcmpl-r3",
        model: CODER,
        toolCalls: [
          { id: "call_read_1", name: "read", arguments: { path: "notes.txt" } },
          { id: "call_bash_1", name: "bash", arguments: { command: "ls -1" } }
        ],
        usage: { prompt: 930, completion: 40, cached: 896 }
      },
      {
        id: "chatcmpl-r4",
        model: CODER,
        text: ["notes.txt says hello world; the files are notes.txt and plan.md."],
        usage: { prompt: 1010, completion: 20, cached: 928 }
      }
    ]
  },
  {
    args: ["-c", "--thinking", "high"],
    prompt: "Replace hello with goodbye in notes.txt",
    replies: [
      {
        id: "chatcmpl-r5",
        model: CODER,
        reasoning: ["One edit: hello becomes goodbye."],
        toolCalls: [{ id: "call_edit_1", name: "edit", arguments: { path: "notes.txt", edits: [{ oldText: "hello", newText: "goodbye" }] } }],
        usage: { prompt: 1050, completion: 52, reasoning: 9, cached: 1000 }
      },
      {
        id: "chatcmpl-r6",
        model: CODER,
        reasoning: ["Done."],
        text: ["notes.txt now says goodbye."],
        usage: { prompt: 1120, completion: 14, reasoning: 2, cached: 1040 }
      }
    ]
  },
  {
    args: ["-c", "--model", `${PROVIDER}/${REASONER}`, "--name", "Notes cleanup"],
    prompt: "Thanks",
    replies: [{ id: "chatcmpl-r7", model: CODER, text: ["You're welcome."], usage: { prompt: 1150, completion: 5 } }]
  }
]

/** A fork of the recorded session (run in another working directory): one reply with reasoning. */
export const fork: Turn = {
  fork: true,
  args: [],
  prompt: "Say it the other way round",
  replies: [{
    id: "chatcmpl-f1",
    model: CODER,
    reasoning: ["Reverse it."],
    text: ["Goodbye said notes.txt."],
    usage: { prompt: 1180, completion: 12, reasoning: 4, cached: 1100 }
  }]
}

/** The session file under `agentDir` modified last. */
export const latestFile = (agentDir: string): string => {
  const files = sessionFiles(agentDir).map((file) => ({ file, at: fs.statSync(file).mtimeMs }))
  files.sort((a, b) => b.at - a.at)
  if (files[0] === undefined) throw new Error(`no session under ${agentDir}`)
  return files[0].file
}

/** Runs `turns` with pi in order; resolves with what each printed, or fails naming the run that did not exit 0. */
export const run = async (turns: ReadonlyArray<Turn>, options: { readonly agentDir: string; readonly cwd: string }): Promise<Array<string>> => {
  const printed: Array<string> = []
  for (const turn of turns) {
    const args = [...(turn.fork === true ? ["--fork", latestFile(options.agentDir)] : []), ...turn.args, "-p", turn.prompt]
    const result = await pi(args, options)
    if (result.code !== 0) throw new Error(shownPi(args, result))
    printed.push(result.stdout)
  }
  return printed
}

/** Every canned reply of `turns`, in the order the fake server gives them. */
export const replies = (turns: ReadonlyArray<Turn>): Array<FakeProviders.Script> => turns.flatMap((turn) => turn.replies.map(FakeProviders.chat))

/** pi's `buildSessionContext()` and `getTree()` of each file (and its header, leaf, name), from one pi process. */
export interface View {
  readonly file: string
  readonly header: any
  readonly leafId: string | null
  readonly name: string | null
  readonly context: unknown
  readonly tree: ReadonlyArray<any>
}

export const views = async (files: ReadonlyArray<string>): Promise<Array<View>> => {
  await Pi.ensure()
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [Pi.cli, Pi.sessionManager, "views", ...files], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`pi-cli views: ${error.message}\n${stderr}`))
      else resolve(JSON.parse(stdout))
    })
  })
}
