/**
 * The pure parts of `/export`, `/copy`, `/import`, `/settings`, `/reload` and `/trust` (`SessionCommands`, `SettingsList`, `Reload`, `TrustChoices`), the
 * clipboard's choice of programs and its OSC 52 sequence (`Clipboard`), and the command menu's
 * count line.
 */
import { describe, expect, it } from "@effect/vitest"
import * as E from "../../src/domain/format/Entry.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as Clipboard from "../../src/main/tui/Clipboard.js"
import * as Commands from "../../src/main/tui/Commands.js"
import * as Reload from "../../src/main/tui/Reload.js"
import * as SessionCommands from "../../src/main/tui/SessionCommands.js"
import * as SettingsList from "../../src/main/tui/SettingsList.js"
import * as TrustChoices from "../../src/main/tui/TrustChoices.js"

const T0 = Date.UTC(2026, 0, 1)
const build = (messages: ReadonlyArray<readonly [string, string | null, Json.JsonObject]>) =>
  SessionTree.fromEntries(messages.map(([id, parentId, message], i) => E.message({ id, parentId, timestamp: new Date(T0 + i * 1000).toISOString() }, message)))
const text = (t: string) => [{ type: "text", text: t }]

describe("/export", () => {
  it("reads the path as pi does: the first word, or what quotes enclose", () => {
    expect(SessionCommands.pathArgument("")).toBeUndefined()
    expect(SessionCommands.pathArgument("  out.html extra")).toBe("out.html")
    expect(SessionCommands.pathArgument("\"my dir/out file.html\" rest")).toBe("my dir/out file.html")
    expect(SessionCommands.pathArgument("'a b.jsonl'")).toBe("a b.jsonl")
    expect(SessionCommands.pathArgument("\"unclosed")).toBeUndefined()
  })

  it("writes HTML by default, named after the session file; a .jsonl path gets the branch as JSONL", () => {
    expect(SessionCommands.exportTarget("", "/s/--p--/2026-01-01T00-00-00-000Z_abc.jsonl", "abc")).toEqual({
      path: "arbor-session-2026-01-01T00-00-00-000Z_abc.html",
      format: "html"
    })
    expect(SessionCommands.exportTarget("", undefined, "abc")).toEqual({ path: "arbor-session-abc.html", format: "html" })
    expect(SessionCommands.exportTarget("out/page.htm", "/s/x.jsonl", "abc")).toEqual({ path: "out/page.htm", format: "html" })
    expect(SessionCommands.exportTarget("branch.jsonl", "/s/x.jsonl", "abc")).toEqual({ path: "branch.jsonl", format: "jsonl" })
  })

  it("the JSONL is the header and the active branch's lines, as stored", () => {
    const tree = SessionTree.withLeaf(
      build([
        ["u1", null, { role: "user", content: text("hi") }],
        ["a1", "u1", { role: "assistant", content: text("one"), stopReason: "stop" }],
        ["a2", "u1", { role: "assistant", content: text("two"), stopReason: "stop" }]
      ]),
      "a2"
    )
    const header = E.header({ id: "abc", timestamp: new Date(T0).toISOString(), cwd: "/p" })
    const lines = SessionCommands.branchJsonl(header, tree).split("\n")
    expect(lines.map((l) => (l === "" ? "" : JSON.parse(l).id))).toEqual(["abc", "u1", "a2", ""])
  })
})

describe("/copy", () => {
  const last = (messages: ReadonlyArray<readonly [string, string | null, Json.JsonObject]>) =>
    SessionCommands.lastAssistantText(SessionTree.branch(build(messages)))

  it("takes the last answer's text, passing over aborted replies and tool calls without text", () => {
    expect(last([["u1", null, { role: "user", content: text("hi") }]])).toBeUndefined()
    expect(
      last([
        ["u1", null, { role: "user", content: text("hi") }],
        ["a1", "u1", { role: "assistant", content: [...text("  first "), ...text("part")], stopReason: "stop" }],
        ["a2", "a1", { role: "assistant", content: [{ type: "toolCall", id: "t", name: "ls", arguments: {} }], stopReason: "toolUse" }],
        ["a3", "a2", { role: "assistant", content: [], stopReason: "aborted" }]
      ])
    ).toBe("first part")
    // a reply that ended normally is the last one, even without text
    expect(
      last([
        ["a1", null, { role: "assistant", content: text("older"), stopReason: "stop" }],
        ["a2", "a1", { role: "assistant", content: [], stopReason: "stop" }]
      ])
    ).toBeUndefined()
  })
})

describe("Clipboard", () => {
  it("tries the desktop's clipboard programs in pi's order", () => {
    expect(Clipboard.tools("darwin", {}).map((t) => t.command)).toEqual(["pbcopy"])
    expect(Clipboard.tools("linux", {})).toEqual([])
    expect(Clipboard.tools("linux", { WAYLAND_DISPLAY: "wayland-0", DISPLAY: ":0" })).toEqual([
      { command: "wl-copy", args: [] },
      { command: "xclip", args: ["-selection", "clipboard"] },
      { command: "xsel", args: ["--clipboard", "--input"] }
    ])
  })

  it("runs the first program that takes the text, then writes OSC 52", async () => {
    const ran: Array<string> = []
    const written: Array<string> = []
    const copied = await Clipboard.copy("héllo", {
      platform: "linux",
      env: { DISPLAY: ":0" },
      write: (s) => written.push(s),
      run: async (tool, input) => {
        ran.push(`${tool.command}:${input}`)
        return tool.command === "xsel"
      }
    })
    expect(copied).toEqual({ tool: "xsel", osc52: true })
    expect(ran).toEqual(["xclip:héllo", "xsel:héllo"])
    expect(written).toEqual([`\u001b]52;c;${Buffer.from("héllo").toString("base64")}\u0007`])
  })

  it("fails only when no program took a text too long for OSC 52", async () => {
    const long = "x".repeat(80_000)
    expect(Clipboard.osc52(long)).toBeUndefined()
    const environment = { platform: "linux" as const, env: { DISPLAY: ":0" }, write: () => undefined }
    await expect(Clipboard.copy(long, { ...environment, run: async () => false })).rejects.toThrow("Clipboard unavailable")
    await expect(Clipboard.copy(long, { ...environment, run: async () => true })).resolves.toEqual({ tool: "xclip", osc52: false })
  })
})

describe("SettingsList", () => {
  const values: SettingsList.Values = {
    autoCompact: false,
    steeringMode: "all",
    followUpMode: "one-at-a-time",
    autoRetry: true,
    defaultThinkingLevel: "max",
    defaultModel: "anthropic/claude",
    sessionDir: undefined,
    shellPath: "/bin/zsh",
    file: undefined
  }

  it("shows each setting's value and cycles it, saved under its key in settings.json", () => {
    expect(SettingsList.rows(values).map((r) => [r.label, r.current])).toEqual([
      ["Auto-compact", "false"],
      ["Steering mode", "all"],
      ["Follow-up mode", "one-at-a-time"],
      ["Auto-retry", "true"],
      ["Default thinking level", "max"]
    ])
    const at = (index: number) => SettingsList.cycle({ values, index })
    expect(at(0)).toEqual({ id: "autoCompact", path: ["compaction", "enabled"], value: true })
    expect(at(1)).toEqual({ id: "steeringMode", path: ["steeringMode"], value: "one-at-a-time" })
    expect(at(3)).toEqual({ id: "autoRetry", path: ["retry", "enabled"], value: false })
    // after the last value, the first
    expect(at(4)).toEqual({ id: "defaultThinkingLevel", path: ["defaultThinkingLevel"], value: "off" })
    expect(SettingsList.applied(values, at(4)).defaultThinkingLevel).toBe("off")
    expect(SettingsList.announce(at(0))).toBe("Auto-compact: true")
    expect(SettingsList.shown(values)).toEqual([
      ["Default model", "anthropic/claude"],
      ["Session directory", "default"],
      ["Shell", "/bin/zsh"],
      ["Settings file", "in memory only"]
    ])
  })
})

describe("the command menu's count", () => {
  it("is shown, as pi shows it, only when some matching commands are out of view", () => {
    expect(Commands.menuCount(0, 15, 10)).toBe("  (1/15)")
    expect(Commands.menuCount(14, 15, 10)).toBe("  (15/15)")
    expect(Commands.menuCount(0, 3, 3)).toBeUndefined()
  })
})

describe("/reload", () => {
  it("records only the sections that changed, null for one that is gone", () => {
    const current = { preamble: "p", context: "old rules", date: "Current date: 2026-01-01" }
    expect(Reload.sectionPatch(current, { preamble: "p", context: "old rules", date: "Current date: 2026-01-01" })).toEqual({})
    expect(Reload.sectionPatch(current, { preamble: "p", context: "new rules", date: "Current date: 2026-01-01", cwd: "x" })).toEqual({
      context: "new rules",
      cwd: "x"
    })
    expect(Reload.sectionPatch(current, { preamble: "p", date: "Current date: 2026-01-02" })).toEqual({ date: "Current date: 2026-01-02", context: null })
    expect(Reload.announce([])).toBe("Reloaded context files; the system prompt is unchanged")
    expect(Reload.announce(["context"])).toBe("Reloaded context files; the system prompt's context section changed")
    expect(Reload.announce(["context", "date"])).toBe("Reloaded context files; the system prompt's context, date sections changed")
  })
})

describe("/trust", () => {
  it("offers the decisions that are remembered, the saved one marked and selected", () => {
    const project = { cwd: "/home/me/proj", parent: "/home/me", remembered: false }
    expect(TrustChoices.items(project)).toEqual({
      items: [
        { key: "0", label: "Trust this folder" },
        { key: "1", label: "Trust the parent folder (/home/me)" },
        { key: "2", label: "Do not trust it", detail: "(saved)" }
      ],
      selected: "2"
    })
    expect(TrustChoices.chosen(project, "1")).toEqual({
      label: "Trust the parent folder (/home/me)",
      trusted: true,
      updates: [{ path: "/home/me", decision: true }, { path: "/home/me/proj", decision: null }]
    })
    expect(TrustChoices.items({ cwd: "/", parent: undefined, remembered: undefined }).items.map((i) => i.label)).toEqual([
      "Trust this folder",
      "Do not trust it"
    ])
    expect(TrustChoices.announce(false)).toBe("Saved trust decision: untrusted. Restart Arbor for this to take effect.")
    expect(TrustChoices.title({ ...project, cwd: "/p\u001b]0;x" })).toBe("Trust /p␛? (read at the next start)")
  })
})

describe("/import", () => {
  it("copies under the file's own name, then pi's -1, -2, … names, never over a session", () => {
    const name = "2026-01-01T00-00-00-000Z_abc.jsonl"
    expect([0, 1, 2].map((attempt) => SessionCommands.importName(name, attempt))).toEqual([
      name,
      "2026-01-01T00-00-00-000Z_abc-1.jsonl",
      "2026-01-01T00-00-00-000Z_abc-2.jsonl"
    ])
    expect(SessionCommands.importName("a.b.jsonl", 3)).toBe("a.b-3.jsonl")
    expect(SessionCommands.importName("noext", 1)).toBe("noext-1")
    expect(SessionCommands.importName(".jsonl", 1)).toBe(".jsonl-1")
  })

  it("asks pi's question first, Yes selected and carrying the path, No carrying nothing", () => {
    expect(SessionCommands.importQuestion("my dir/old.jsonl")).toEqual({
      title: "Replace current session with my dir/old.jsonl?",
      items: [{ key: "my dir/old.jsonl", label: "Yes" }, { key: "", label: "No" }],
      selected: "my dir/old.jsonl"
    })
  })
})
