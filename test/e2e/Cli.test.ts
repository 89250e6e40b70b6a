/**
 * End-to-end: the built `arbor` as a real process, against pi's conformance corpus (JSON
 * compared with pi's answers) and against hostile files; exit codes and one-line errors.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Corpus from "../support/Corpus.js"
import * as InProcess from "../support/InProcess.js"
import { arbor, tempDir } from "../support/Spawn.js"

const treeShape = (nodes: ReadonlyArray<any>): Array<any> =>
  nodes.map((node) => ({ id: node.entry.id, ...(node.label === undefined ? {} : { label: node.label }), children: treeShape(node.children) }))

const leafArgs = (leaves: ReadonlyArray<string | null>) =>
  leaves.flatMap((leaf) => (leaf === null ? [] : ["--leaf", leaf])).concat(leaves.includes(null) ? ["--root"] : [])

/** Queries in the order the CLI answers them: each --leaf, then --root. */
const ordered = (queries: ReadonlyArray<any>) => [...queries.filter((q) => q.leaf !== null), ...queries.filter((q) => q.leaf === null)]

// in-process: the same commands on the same layers as the built arbor (whose own runs are below)
describe.concurrent("arbor against pi's conformance corpus", () => {
  for (const testCase of Corpus.cases()) {
    it(`${testCase.name}: tree, branch and context`, async () => {
      const expected = testCase.expected
      const tree = await InProcess.arbor(["tree", testCase.file, "--json"])
      expect(tree.code).toBe(0)
      expect(treeShape(JSON.parse(tree.stdout))).toEqual(expected.tree)
      const queries = ordered(expected.queries)
      const leaves = leafArgs(queries.map((q) => q.leaf))
      const branch = await InProcess.arbor(["branch", testCase.file, ...leaves, "--json"])
      expect(branch.code).toBe(0)
      expect(JSON.parse(branch.stdout).map((entries: Array<any>) => entries.map((e) => e.id))).toEqual(queries.map((q) => q.branch))
      const context = await InProcess.arbor(["context", testCase.file, ...leaves, "--json"])
      expect(context.code).toBe(0)
      expect(JSON.parse(context.stdout)).toEqual(queries.map((q) => q.context))
      const defaults = await InProcess.arbor(["context", testCase.file, "--json"])
      expect(JSON.parse(defaults.stdout)).toEqual(expected.queries[0].context)
    })
  }

  for (const testCase of Corpus.cases().slice(0, 8)) {
    it(`${testCase.name}: forks write pi's files`, async () => {
      const dir = tempDir()
      for (const fork of testCase.expected.forks) {
        const args = ["fork", testCase.file, fork.entry, "--session-dir", dir, "--json"]
        const result = await InProcess.arbor(fork.position === "at" ? [...args, "--at"] : args)
        expect(result.code).toBe(0)
        const output = JSON.parse(result.stdout)
        expect(output.selectedText).toBe(fork.position === "before" ? fork.selectedText : null)
        if (fork.targetLeaf === null) {
          expect(output.file).toBeNull()
          continue
        }
        const lines = fs.readFileSync(output.file, "utf8").trimEnd().split("\n").map((line) => JSON.parse(line))
        expect(lines[0]).toMatchObject({ type: "session", version: 3, cwd: "/home/user/project", parentSession: testCase.file })
        const entries = lines.slice(1)
        const expectedEntries = fork.newFile?.entries ?? entries
        // labels are re-created with fresh ids: compare them without ids and links
        const strip = (list: Array<any>) => list.map((e) => (e.type === "label" ? { ...e, id: "-", parentId: "-" } : e))
        expect(strip(entries)).toEqual(strip(expectedEntries))
      }
    })
  }
})

describe("arbor on hostile and bad input", () => {
  const dir = tempDir()
  const write = (name: string, lines: ReadonlyArray<string>, end = "\n") => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, lines.join("\n") + end)
    return file
  }
  const HEADER = `{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`
  const msg = (id: string, parentId: string | null) =>
    `{"type":"message","id":"${id}","parentId":${
      parentId === null ? null : `"${parentId}"`
    },"timestamp":"2026-01-01T00:00:01.000Z","message":{"role":"user","content":"${id}","timestamp":1}}`

  it("fsck reports every problem with its line and exits 1; reading never changes the file", async () => {
    const file = write("bad.jsonl", [
      `\uFEFF${HEADER}`,
      msg("a", "b"),
      msg("b", "a"),
      "{oops",
      msg("c", "c"),
      msg("d", "zz"),
      `{"type":"label","id":"l","parentId":"d","timestamp":"x","targetId":5}`
    ], "")
    const before = fs.readFileSync(file)
    const result = await arbor(["fsck", file])
    expect(result.code).toBe(1)
    expect(result.stdout.trim().split("\n")).toEqual([
      `${file}:1: warning: byte-order mark at the start of the file ignored`,
      `${file}:2: error: parent cycle a → b → a; walks stop where the cycle closes`,
      `${file}:4: error: line is not valid JSON; ignored`,
      `${file}:5: error: entry c is its own parent; treated as a root`,
      `${file}:6: error: entry d: parent zz not found (a dangling parent: what came before it is lost); shown as a root`,
      `${file}:7: warning: last line has no line terminator; one is added before the next append`,
      `${file}:7: error: label entry l: targetId: Expected string, actual 5`,
      `${file}: 5 errors, 2 warnings`
    ])
    expect(result.stderr).toBe(`arbor: ${file}: 5 errors found\n`)
    expect(fs.readFileSync(file).equals(before)).toBe(true)
    const context = await arbor(["context", file, "--leaf", "b", "--json"])
    expect(context.code).toBe(0)
    expect(JSON.parse(context.stdout).messages.map((m: any) => m.content)).toEqual(["a", "b"])
    const repaired = path.join(dir, "repaired.jsonl")
    const repair = await arbor(["fsck", file, "--repair", repaired, "--json"])
    expect(JSON.parse(repair.stdout).repaired).toBe(repaired)
    const again = await arbor(["fsck", repaired, "--json"])
    expect(JSON.parse(again.stdout).diagnostics.map((d: any) => d.code)).toEqual(["invalid-entry"])
  })

  it("fsck names line 1 of a file without a header or a binary file, and fails a dangling parent", async () => {
    const headless = write("headless.jsonl", [msg("a", null)])
    const noHeader = await arbor(["fsck", headless])
    expect([noHeader.code, noHeader.stdout, noHeader.stderr]).toEqual([
      1,
      `${headless}:1: error: not a valid pi session: the first record is not a session header\n${headless}: 1 error, 0 warnings\n`,
      `arbor: ${headless}: 1 error found\n`
    ])
    const binary = path.join(dir, "binary.jsonl")
    fs.writeFileSync(binary, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff, 0x0a, 0x00, 0x9c]))
    const bin = await arbor(["fsck", binary, "--json"])
    expect(bin.code).toBe(1)
    expect(JSON.parse(bin.stdout)).toEqual({
      file: binary,
      errors: 1,
      warnings: 0,
      diagnostics: [{
        severity: "error",
        code: "missing-header",
        line: 1,
        message: "not a valid pi session: the line is not JSON (a binary or foreign file?)"
      }],
      repaired: null
    })
    const dangling = write("dangling.jsonl", [HEADER, msg("a", null), msg("c", "lost")])
    const result = await arbor(["fsck", dangling])
    expect([result.code, result.stdout.split("\n")[0]]).toEqual([
      1,
      `${dangling}:3: error: entry c: parent lost not found (a dangling parent: what came before it is lost); shown as a root`
    ])
    // the context still reads as pi's does: the orphan's path starts at the orphan
    const context = await arbor(["context", dangling, "--json"])
    expect(JSON.parse(context.stdout).messages.map((m: any) => m.content)).toEqual(["c"])
  })

  it("errors are one line naming the file, with exit code 1; usage errors exit 2", async () => {
    const missing = path.join(dir, "missing.jsonl")
    const notFound = await arbor(["tree", missing])
    expect([notFound.code, notFound.stderr]).toEqual([1, `arbor: ${missing}: no such session file\n`])
    const junk = write("junk.jsonl", ["hello"])
    const invalid = await arbor(["context", junk])
    expect([invalid.code, invalid.stderr]).toEqual([1, `arbor: ${junk}:1: error: not a valid pi session: the line is not JSON (a binary or foreign file?)\n`])
    const good = write("good.jsonl", [HEADER, msg("a", null)])
    const unknownLeaf = await arbor(["branch", good, "--leaf", "zz", "--json"])
    expect([unknownLeaf.code, unknownLeaf.stderr]).toEqual([1, `arbor: ${good}: Entry zz not found\n`])
    const badEdit = await arbor(["edit", good, "a", "--text", "x", "--drop"])
    expect([badEdit.code, badEdit.stderr]).toEqual([2, "arbor: edit needs exactly one of --text, --content-json or --drop\n"])
    const usage = await arbor(["frobnicate"])
    expect(usage.code).toBe(2)
    const editError = await arbor(["edit", good, "zz", "--drop"])
    expect([editError.code, editError.stderr]).toEqual([1, `arbor: ${good}: Entry zz not found\n`])
    expect(notFound.stderr + invalid.stderr + editError.stderr).not.toMatch(/\bat \w+ \(/)
  })

  it("label, name, edit and navigate append pi's lines and keep the rest of the file byte for byte", async () => {
    const file = write("edit.jsonl", [HEADER, msg("u1", null), msg("u2", "u1")])
    const original = fs.readFileSync(file, "utf8")
    expect((await arbor(["label", file, "u1", "start"])).code).toBe(0)
    expect((await arbor(["name", file, "  My\nname "])).code).toBe(0)
    expect((await arbor(["edit", file, "u2", "--text", "shorter"])).code).toBe(0)
    const nav = await arbor(["navigate", file, "u2", "--json"])
    expect(nav.code).toBe(0)
    const moved = JSON.parse(nav.stdout)
    expect(moved.leafId).toBe("u1")
    expect(moved.editorText).toBe("u2")
    const text = fs.readFileSync(file, "utf8")
    expect(text.startsWith(original)).toBe(true)
    const added = text.slice(original.length).trimEnd().split("\n").map((line) => JSON.parse(line))
    expect(added.map(({ id: _id, timestamp: _ts, ...rest }) => rest)).toEqual([
      { type: "label", parentId: "u2", targetId: "u1", label: "start" },
      { type: "session_info", parentId: added[0].id, name: "My name" },
      { type: "context_edit", parentId: added[1].id, targetId: "u2", replacement: { content: "shorter" } },
      { type: "custom", customType: "arbor.leaf", parentId: "u1" }
    ])
    const context = JSON.parse((await arbor(["context", file, "--json"])).stdout)
    expect(context.messages.map((m: any) => m.content)).toEqual(["u1"])
    const tree = (await arbor(["tree", file])).stdout
    expect(tree).not.toContain("arbor.leaf")
    expect((await arbor(["tree", file, "--all"])).stdout).toContain("arbor.leaf")
  })

  it("clone and fork-from write complete copies", async () => {
    const agentDir = tempDir()
    const file = write("src.jsonl", [HEADER, msg("u1", null), msg("u2", "u1")])
    const clone = JSON.parse((await arbor(["clone", file, "--session-dir", dir, "--json"], { agentDir })).stdout)
    expect(fs.readFileSync(clone.file, "utf8").split("\n").slice(1).join("\n")).toBe([msg("u1", null), msg("u2", "u1"), ""].join("\n"))
    const copy = await arbor(["fork-from", file, "--cwd", "/other/project", "--json"], { agentDir })
    const target = JSON.parse(copy.stdout).file
    expect(path.dirname(target)).toBe(path.join(agentDir, "sessions", "--other-project--"))
    const header = JSON.parse(fs.readFileSync(target, "utf8").split("\n")[0]!)
    expect(header).toMatchObject({ type: "session", version: 3, cwd: "/other/project", parentSession: file })
    const listed = JSON.parse((await arbor(["ls", "--all", "--json"], { agentDir })).stdout)
    expect(listed.map((s: any) => s.path)).toEqual([target])
    expect(Object.keys(listed[0]).sort()).toEqual(["created", "cwd", "firstMessage", "id", "messageCount", "modified", "parentSessionPath", "path"])
  })

  it("fork writes the new session's file, or says that there is none: never names a file that is not there", async () => {
    const agentDir = tempDir()
    const target = tempDir()
    const custom = `{"type":"model_change","id":"m1","parentId":null,"timestamp":"2026-01-01T00:00:01.000Z","provider":"p","modelId":"m"}`
    const file = write("fork-src.jsonl", [HEADER, custom, msg("u1", "m1"), msg("u2", "u1")])
    // before the first user message: only the model change is copied, and written at once
    const early = JSON.parse((await InProcess.arbor(["fork", file, "u1", "--session-dir", target, "--json"], { agentDir })).stdout)
    expect(early.selectedText).toBe("u1")
    expect(fs.readFileSync(early.file, "utf8").split("\n").slice(1)).toEqual([custom, ""])
    const opened = await InProcess.arbor(["context", early.file, "--json"], { agentDir })
    expect(opened.code).toBe(0)
    // before a root: nothing to copy, so no file, and the output says so
    const root = write("fork-root.jsonl", [HEADER, msg("u1", null)])
    const empty = await InProcess.arbor(["fork", root, "u1", "--session-dir", target, "--json"], { agentDir })
    expect(JSON.parse(empty.stdout)).toEqual({ file: null, selectedText: "u1" })
    const text = await InProcess.arbor(["fork", root, "u1", "--session-dir", target], { agentDir })
    expect(text.stdout).toBe("Nothing comes before that message: the fork is an empty session, so no file was written.\nSelected text: u1\n")
    expect(fs.readdirSync(target)).toEqual([path.basename(early.file)])
  })

  it("rm moves a session to the trash and restore brings it back", async () => {
    const agentDir = tempDir()
    const file = write("trash-me.jsonl", [HEADER, msg("u1", null)])
    const removed = await arbor(["rm", file], { agentDir })
    expect(removed.code).toBe(0)
    expect(fs.existsSync(file)).toBe(false)
    const trashed = removed.stdout.match(/^Moved to (\S+)/)![1]!
    expect(path.dirname(trashed)).toBe(path.join(agentDir, "trash"))
    const restored = await arbor(["restore", trashed], { agentDir })
    expect([restored.code, restored.stdout]).toEqual([0, `Restored ${file}\n`])
    expect(fs.readFileSync(file, "utf8")).toBe([HEADER, msg("u1", null), ""].join("\n"))
  })
})
