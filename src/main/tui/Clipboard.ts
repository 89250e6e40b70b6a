/**
 * Putting text on the user's clipboard (`/copy`, Ctrl+X in `/tree`), two ways at once:
 *
 * - the clipboard program of the desktop the chat runs in, when there is one: `pbcopy` on
 *   macOS, `clip` on Windows, `termux-clipboard-set` in Termux, `wl-copy` under Wayland,
 *   `xclip` then `xsel` under X11 (the first that takes the text wins);
 * - then the terminal's OSC 52 sequence, which sets the clipboard of the terminal the user
 *   looks at, also over SSH and through tmux (`set-clipboard on`), where no program can.
 *
 * OSC 52 cannot be confirmed and terminals refuse long ones, so it is written only for texts
 * whose Base64 form is at most `OSC52_LIMIT` characters; a copy fails only when no program
 * took the text and the sequence could not be written. `tools` and `osc52` are pure; `copy`
 * runs them with the runner it is given.
 */
import { spawn } from "node:child_process"

/** The longest Base64 payload written as OSC 52 (terminals drop longer ones). */
export const OSC52_LIMIT = 100_000

export interface Tool {
  readonly command: string
  readonly args: ReadonlyArray<string>
}

/** The clipboard programs to try on `platform` with `env`, in order. */
export const tools = (platform: NodeJS.Platform, env: { readonly [key: string]: string | undefined }): ReadonlyArray<Tool> => {
  if (platform === "darwin") return [{ command: "pbcopy", args: [] }]
  if (platform === "win32") return [{ command: "clip", args: [] }]
  const found: Array<Tool> = []
  if (env.TERMUX_VERSION) found.push({ command: "termux-clipboard-set", args: [] })
  if (env.WAYLAND_DISPLAY) found.push({ command: "wl-copy", args: [] })
  if (env.DISPLAY) found.push({ command: "xclip", args: ["-selection", "clipboard"] }, { command: "xsel", args: ["--clipboard", "--input"] })
  return found
}

/** The OSC 52 sequence that puts `text` on the terminal's clipboard; undefined when it is too long. */
export const osc52 = (text: string): string | undefined => {
  const encoded = Buffer.from(text, "utf8").toString("base64")
  return encoded.length > OSC52_LIMIT ? undefined : `\u001b]52;c;${encoded}\u0007`
}

/** How a copy went: the program that took the text, and whether OSC 52 was written. */
export interface Copied {
  readonly tool: string | undefined
  readonly osc52: boolean
}

export interface Environment {
  readonly platform: NodeJS.Platform
  readonly env: { readonly [key: string]: string | undefined }
  /** Writes to the terminal. */
  readonly write: (text: string) => void
  /** Runs a clipboard program with `text` on its standard input; true when it exited with 0. */
  readonly run?: (tool: Tool, text: string) => Promise<boolean>
}

/** How long a clipboard program may take. */
const TOOL_TIMEOUT_MS = 5000

/** Runs `tool` with `text` on its standard input; false when it is missing, fails or hangs. */
export const runTool = (tool: Tool, text: string): Promise<boolean> =>
  new Promise((resolve) => {
    const child = spawn(tool.command, [...tool.args], { stdio: ["pipe", "ignore", "ignore"], timeout: TOOL_TIMEOUT_MS })
    child.on("error", () => resolve(false))
    child.on("close", (code) => resolve(code === 0))
    child.stdin.on("error", () => undefined)
    child.stdin.end(text)
  })

/** Copies `text`: the first clipboard program that takes it, then OSC 52; rejects when neither could be done. */
export const copy = async (text: string, environment: Environment): Promise<Copied> => {
  const run = environment.run ?? runTool
  let tool: string | undefined
  for (const candidate of tools(environment.platform, environment.env)) {
    if (await run(candidate, text)) {
      tool = candidate.command
      break
    }
  }
  const sequence = osc52(text)
  if (sequence !== undefined) environment.write(sequence)
  if (tool === undefined && sequence === undefined) {
    throw new Error("Clipboard unavailable: text exceeds the OSC 52 size limit and no clipboard program took it")
  }
  return { tool, osc52: sequence !== undefined }
}
