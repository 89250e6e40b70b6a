/**
 * Ctrl+V: what the system clipboard holds, read with the tool of the desktop session, as pi's
 * Ctrl+V does on Linux: `wl-paste` in a Wayland session (then `xclip`), `xclip` under X11. An
 * image is written to a file in the temporary directory and its path goes into the message (the
 * `read` tool shows it to the model); else the clipboard's text is pasted. Without a display, or
 * without the tool, there is nothing to read and the chat says so (the terminal's own paste key
 * still pastes text). Other systems (macOS, Windows) are not read yet.
 *
 * `tools`, `imageType` and `extension` are pure; `read` runs the tools.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"

export type Tool = "wl-paste" | "xclip"

/** The tools that read the clipboard of this session, the first tried first: none without a display. */
export const tools = (platform: string, env: { readonly [name: string]: string | undefined }): ReadonlyArray<Tool> => {
  if (platform !== "linux") return []
  const set = (name: string) => (env[name] ?? "") !== ""
  if (set("WAYLAND_DISPLAY")) return ["wl-paste", "xclip"]
  return set("DISPLAY") ? ["xclip"] : []
}

const PREFERRED = ["image/png", "image/jpeg", "image/gif", "image/webp"]

/** The image type to ask for among the clipboard's types (PNG first, then the common ones, then any image). */
export const imageType = (types: ReadonlyArray<string>): string | undefined => {
  const base = types.map((type) => type.split(";")[0]!.trim().toLowerCase())
  const index = PREFERRED.map((type) => base.indexOf(type)).find((i) => i !== -1) ?? base.findIndex((type) => type.startsWith("image/"))
  return index === -1 ? undefined : base[index]
}

/** The file name extension for an image type (`png` when unknown). */
export const extension = (type: string): string => ({ "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" } as const)[type] ?? "png"

/** What Ctrl+V gives: an image's file, text, nothing, or why nothing can be read. */
export type Content =
  | { readonly _tag: "Image"; readonly path: string }
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "Empty" }
  | { readonly _tag: "Unavailable"; readonly message: string }

/** Said where no display is: nothing to read. */
export const NO_DISPLAY = "Ctrl+V reads the clipboard of a Wayland or X11 session, and there is none here: paste with the terminal's paste key"
/** Said where the tools are not installed. */
export const NO_TOOL = "Ctrl+V reads the clipboard with wl-paste (Wayland) or xclip (X11), and neither is installed: paste with the terminal's paste key"

type Run = { readonly _tag: "Out"; readonly bytes: Buffer } | { readonly _tag: "Missing" } | { readonly _tag: "Failed" }

const run = (tool: Tool, args: ReadonlyArray<string>): Promise<Run> =>
  new Promise((resolve) => {
    execFile(tool, args, { encoding: "buffer", timeout: 3000, maxBuffer: 50 * 1024 * 1024 }, (error, stdout) => {
      if (error === null) return resolve({ _tag: "Out", bytes: stdout })
      resolve((error as NodeJS.ErrnoException).code === "ENOENT" ? { _tag: "Missing" } : { _tag: "Failed" })
    })
  })

/** Each tool's arguments: list the clipboard's types, get one type, get its text. */
const ARGS: {
  readonly [tool in Tool]: {
    readonly types: ReadonlyArray<string>
    readonly get: (type: string) => ReadonlyArray<string>
    readonly text: ReadonlyArray<string>
  }
} = {
  "wl-paste": { types: ["--list-types"], get: (type) => ["--no-newline", "--type", type], text: ["--no-newline", "--type", "text"] },
  xclip: {
    types: ["-selection", "clipboard", "-t", "TARGETS", "-o"],
    get: (type) => ["-selection", "clipboard", "-t", type, "-o"],
    text: ["-selection", "clipboard", "-o"]
  }
}

/** Reads the clipboard with the first of `tools` that is installed; an image is written into `tmpdir`. */
export const read = async (session: ReadonlyArray<Tool>, tmpdir: string): Promise<Content> => {
  if (session.length === 0) return { _tag: "Unavailable", message: NO_DISPLAY }
  for (const tool of session) {
    const listed = await run(tool, ARGS[tool].types)
    if (listed._tag === "Missing") continue
    if (listed._tag === "Failed") return { _tag: "Empty" }
    const types = listed.bytes.toString("utf8").split(/\r?\n/).filter((type) => type.trim() !== "")
    const image = imageType(types)
    if (image !== undefined) {
      const data = await run(tool, ARGS[tool].get(image))
      if (data._tag !== "Out" || data.bytes.length === 0) return { _tag: "Empty" }
      const file = path.join(tmpdir, `arbor-clipboard-${randomUUID()}.${extension(image)}`)
      fs.writeFileSync(file, data.bytes)
      return { _tag: "Image", path: file }
    }
    const text = await run(tool, ARGS[tool].text)
    return text._tag === "Out" && text.bytes.length > 0 ? { _tag: "Text", text: text.bytes.toString("utf8") } : { _tag: "Empty" }
  }
  return { _tag: "Unavailable", message: NO_TOOL }
}
