/**
 * The built-in tools against real temporary directories and real processes: reading (ranges,
 * truncation, images, binary and missing files), writing, editing (unique, overlapping and
 * missing `oldText`, line endings), bash (output, exit codes, truncation, timeouts and aborts
 * that leave no process behind) and the search tools (.gitignore respected).
 */
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as CommandExecutor from "@effect/platform/CommandExecutor"
import * as FileSystem from "@effect/platform/FileSystem"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import type * as Json from "../../src/domain/format/Json.js"
import type * as BuiltinTools from "../../src/domain/tools/BuiltinTools.js"
import * as Shell from "../../src/services/tools/Shell.js"
import type * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as Tools from "../../src/services/tools/Tools.js"

const layer = Layer.merge(NodeContext.layer, Shell.layer())

/** A fresh directory (removed afterwards) and the tools working in it. */
const workspace = (tools: ReadonlyArray<BuiltinTools.Name> = ["read", "bash", "edit", "write", "grep", "find", "ls"]) =>
  Effect.gen(function*() {
    const dir = yield* (yield* FileSystem.FileSystem).makeTempDirectoryScoped({ prefix: "arbor-tools-" })
    const toolkit = yield* Tools.make({ cwd: dir, tools, home: dir })
    let n = 0
    const call = (name: string, args: Json.JsonObject) => toolkit.run({ id: `call-${++n}`, name, arguments: args })
    const file = (name: string) => path.join(dir, name)
    return { dir, toolkit, call, file }
  })

const text = (result: Toolkit.ToolResult): string =>
  result.content.map((block) => (block.type === "text" ? String(block.text) : `[${String(block.type)}]`)).join("\n")

/** Whether a process still runs (a zombie waiting to be reaped does not). */
const running = (pid: number): boolean => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z"
  } catch {
    return false
  }
}

/**
 * Whether the processes are all gone within two seconds: a SIGKILL takes effect when the
 * process is next scheduled, which on a loaded machine is not at once.
 */
const gone = (...pids: ReadonlyArray<number>) =>
  Effect.gen(function*() {
    for (let i = 0; i < 80 && pids.some(running); i++) yield* Effect.sleep("25 millis")
    return !pids.some(running)
  })

/** Waits (on the real clock) until `file` exists with content. */
const waitForFile = (file: string) =>
  Effect.gen(function*() {
    for (let i = 0; i < 200; i++) {
      if (fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() !== "") return
      yield* Effect.sleep("25 millis")
    }
    throw new Error(`${file} never appeared`)
  })

const pids = (...files: ReadonlyArray<string>) => files.map((f) => Number(fs.readFileSync(f, "utf8").trim()))

describe("read", () => {
  // The texts in this file are pi 1.6.0's, word for word: its tools run on the same calls gave them.
  it.scoped("returns a range of lines with a note on how to read on", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("a.txt"), "one\ntwo\nthree\nfour\nfive\n")
      // the text as it is, its final line break kept
      expect(text(yield* call("read", { path: "a.txt" }))).toBe("one\ntwo\nthree\nfour\nfive\n")
      // pi counts the empty rest after the final line break as a line: 6 lines, 3 after line 3
      expect(text(yield* call("read", { path: "a.txt", offset: 2, limit: 2 }))).toBe("two\nthree\n\n[3 more lines in file. Use offset=4 to continue.]")
      // numbers sent as strings are accepted
      expect(text(yield* call("read", { path: "a.txt", offset: "5" }))).toBe("five\n")
      expect(text(yield* call("read", { path: "a.txt", offset: 6 }))).toBe("")
      const past = yield* call("read", { path: "a.txt", offset: 9 })
      expect(past).toMatchObject({ isError: true })
      expect(text(past)).toBe("Offset 9 is beyond end of file (6 lines total)")
      expect(text(yield* call("read", { path: "@a.txt", limit: 1 }))).toBe("one\n\n[5 more lines in file. Use offset=2 to continue.]")
    }).pipe(Effect.provide(layer)))

  it.scoped("cuts at 2,000 lines and at 50 KB, and says where to continue", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("long.txt"), Array.from({ length: 2500 }, (_, i) => `line ${i + 1}`).join("\n"))
      const long = text(yield* call("read", { path: "long.txt" }))
      expect(long.split("\n").slice(0, 2000).at(-1)).toBe("line 2000")
      expect(long.endsWith("\n\n[Showing lines 1-2000 of 2500. Use offset=2001 to continue.]")).toBe(true)
      expect(text(yield* call("read", { path: "long.txt", offset: 2001 }))).toMatch(/^line 2001\n[\s\S]*line 2500$/)
      // cut by bytes: pi names the limit
      fs.writeFileSync(file("wide.txt"), Array.from({ length: 1000 }, () => "x".repeat(99)).join("\n"))
      const wide = text(yield* call("read", { path: "wide.txt" }))
      expect(wide.endsWith("\n\n[Showing lines 1-512 of 1000 (50.0KB limit). Use offset=513 to continue.]")).toBe(true)

      fs.writeFileSync(file("one-line.txt"), "y".repeat(60_000))
      expect(text(yield* call("read", { path: "one-line.txt" }))).toBe(
        "[Line 1 is 58.6KB, exceeds 50.0KB limit. Use bash: sed -n '1p' one-line.txt | head -c 51200]"
      )
    }).pipe(Effect.provide(layer)))

  it.scoped("reports missing files, directories and binary files, and returns images as images", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      // a failed call carries empty details, as pi records the error its tools throw
      // a missing file in the system's words, with the absolute path, as pi passes them on
      expect(yield* call("read", { path: "nope.txt" })).toEqual({
        content: [{ type: "text", text: `ENOENT: no such file or directory, access '${file("nope.txt")}'` }],
        isError: true,
        details: {}
      })
      fs.mkdirSync(file("sub"))
      expect(text(yield* call("read", { path: "sub" }))).toBe("EISDIR: illegal operation on a directory, read")
      fs.writeFileSync(file("data.bin"), Buffer.from([1, 2, 0, 3, 4]))
      const binary = yield* call("read", { path: "data.bin" })
      expect(binary).toMatchObject({ isError: true })
      expect(text(binary)).toBe("data.bin is a binary file (5B); it cannot be shown as text.")
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("rest of the image")])
      fs.writeFileSync(file("pic.png"), png)
      expect(yield* call("read", { path: "pic.png" })).toEqual({
        content: [
          { type: "text", text: "Read image file [image/png]" },
          { type: "image", data: png.toString("base64"), mimeType: "image/png" }
        ],
        isError: false
      })
      fs.writeFileSync(file("empty.txt"), "")
      expect(yield* call("read", { path: "empty.txt" })).toEqual({ content: [{ type: "text", text: "" }], isError: false })
      fs.writeFileSync(file("bom.txt"), "\uFEFFhi\n")
      expect(text(yield* call("read", { path: "bom.txt" }))).toBe("\uFEFFhi\n")
      const invalid = yield* call("read", { file: "a" })
      expect(invalid.isError).toBe(true)
      expect(text(invalid)).toBe("Validation failed for tool \"read\":\n  - path: missing\n\nReceived arguments:\n{\n  \"file\": \"a\"\n}")
    }).pipe(Effect.provide(layer)))
})

describe("write and edit", () => {
  it.scoped("write creates parent directories and replaces files", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      expect(text(yield* call("write", { path: "deep/er/new.txt", content: "héllo\n" }))).toBe("Successfully wrote to deep/er/new.txt")
      expect(fs.readFileSync(file("deep/er/new.txt"), "utf8")).toBe("héllo\n")
      yield* call("write", { path: "deep/er/new.txt", content: "again" })
      expect(fs.readFileSync(file("deep/er/new.txt"), "utf8")).toBe("again")
      // a file where a directory is needed: the system's words, as pi's write gives them
      fs.writeFileSync(file("f.txt"), "file")
      expect(yield* call("write", { path: "f.txt/x.txt", content: "a" })).toEqual({
        content: [{ type: "text", text: `EEXIST: file already exists, mkdir '${file("f.txt")}'` }],
        isError: true,
        details: {}
      })
    }).pipe(Effect.provide(layer)))

  it.scoped("edit replaces unique text, applies several edits against the original, and returns a diff", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("code.ts"), "const a = 1\nconst b = 2\nconst c = 3\n")
      const result = yield* call("edit", {
        path: "code.ts",
        edits: [
          { oldText: "const c = 3", newText: "const c = 30" },
          { oldText: "const a = 1", newText: "const a = 10\nconst a2 = 11" }
        ]
      })
      expect(result).toEqual({
        content: [{ type: "text", text: "Successfully replaced 2 block(s) in code.ts." }],
        isError: false,
        // pi 1.6.0's edit tool gives these very details for this edit: its numbered display form, then the unified patch
        details: {
          diff: "-1 const a = 1\n+1 const a = 10\n+2 const a2 = 11\n 2 const b = 2\n-3 const c = 3\n+4 const c = 30",
          patch: "--- code.ts\n+++ code.ts\n@@ -1,3 +1,4 @@\n-const a = 1\n+const a = 10\n+const a2 = 11\n const b = 2\n-const c = 3\n+const c = 30\n",
          firstChangedLine: 1
        }
      })
      expect(fs.readFileSync(file("code.ts"), "utf8")).toBe("const a = 10\nconst a2 = 11\nconst b = 2\nconst c = 30\n")
      // the single-edit shape of older sessions
      expect((yield* call("edit", { path: "code.ts", oldText: "const b = 2", newText: "const b = 20" })).isError).toBe(false)
      expect(fs.readFileSync(file("code.ts"), "utf8")).toContain("const b = 20")
    }).pipe(Effect.provide(layer)))

  it.scoped("edit refuses text that is missing, not unique or overlapping, and leaves the file alone", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      const original = "x = 1\ny = 1\nx = 1\n  indented   text\n"
      fs.writeFileSync(file("f.py"), original)
      const twice = yield* call("edit", { path: "f.py", edits: [{ oldText: "x = 1", newText: "x = 2" }] })
      expect(twice).toMatchObject({ isError: true })
      expect(text(twice)).toBe("Found 2 occurrences of the text in f.py. The text must be unique. Please provide more context to make it unique.")
      const missing = yield* call("edit", { path: "f.py", edits: [{ oldText: "indented text", newText: "z" }] })
      expect(text(missing)).toBe("Could not find the exact text in f.py. The old text must match exactly including all whitespace and newlines.")
      // with several edits, the failing one is named
      const twiceOf = yield* call("edit", { path: "f.py", edits: [{ oldText: "y = 1", newText: "a" }, { oldText: "x = 1", newText: "b" }] })
      expect(text(twiceOf)).toBe("Found 2 occurrences of edits[1] in f.py. Each oldText must be unique. Please provide more context to make it unique.")
      const missingOf = yield* call("edit", { path: "f.py", edits: [{ oldText: "zzz", newText: "a" }, { oldText: "x = 1", newText: "b" }] })
      expect(text(missingOf)).toBe("Could not find edits[0] in f.py. The oldText must match exactly including all whitespace and newlines.")
      expect(text(yield* call("edit", { path: "f.py", edits: [{ oldText: "", newText: "a" }] }))).toBe("oldText must not be empty in f.py.")
      expect(text(yield* call("edit", { path: "f.py", edits: [] }))).toBe("Edit tool input is invalid. edits must contain at least one replacement.")
      const overlap = yield* call("edit", {
        path: "f.py",
        edits: [
          { oldText: "y = 1\nx", newText: "a" },
          { oldText: "x = 1\n  ind", newText: "b" }
        ]
      })
      expect(text(overlap)).toBe("edits[0] and edits[1] overlap in f.py. Merge them into one edit or target disjoint regions.")
      expect(text(yield* call("edit", { path: "f.py", edits: [{ oldText: "y = 1", newText: "y = 1" }] }))).toBe(
        "No changes made to f.py. The replacement produced identical content. This might indicate an issue with special characters or the text not existing as expected."
      )
      const unchanged = [{ oldText: "y = 1", newText: "y = 1" }, { oldText: "  indented", newText: "  indented" }]
      expect(text(yield* call("edit", { path: "f.py", edits: unchanged }))).toBe("No changes made to f.py. The replacements produced identical content.")
      expect(text(yield* call("edit", { path: "gone.py", edits: [{ oldText: "a", newText: "b" }] }))).toBe("Could not edit file: gone.py. Error code: ENOENT.")
      expect(fs.readFileSync(file("f.py"), "utf8")).toBe(original)
    }).pipe(Effect.provide(layer)))

  it.scoped("edit matches loosely where pi does (trailing spaces, typographic quotes) and rewrites only the lines touched", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("l.txt"), "keep  \nc  \nit\u2019s here\ntail  \n")
      // pi 1.6.0's edit tool on the same file and call gave this result and this file
      expect(yield* call("edit", { path: "l.txt", edits: [{ oldText: "c\nit's here", newText: "done" }] })).toEqual({
        content: [{ type: "text", text: "Successfully replaced 1 block(s) in l.txt." }],
        isError: false,
        details: {
          diff: " 1 keep  \n-2 c  \n-3 it\u2019s here\n+2 done\n 4 tail  ",
          patch: "--- l.txt\n+++ l.txt\n@@ -1,4 +1,3 @@\n keep  \n-c  \n-it\u2019s here\n+done\n tail  \n",
          firstChangedLine: 2
        }
      })
      expect(fs.readFileSync(file("l.txt"), "utf8")).toBe("keep  \ndone\ntail  \n")
    }).pipe(Effect.provide(layer)))

  it.scoped("edit keeps CRLF line ends and a byte-order mark", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("win.txt"), "\uFEFFfirst\r\nsecond\r\nthird\r\n")
      expect((yield* call("edit", { path: "win.txt", edits: [{ oldText: "second\nthird", newText: "2nd\n3rd" }] })).isError).toBe(false)
      expect(fs.readFileSync(file("win.txt"), "utf8")).toBe("\uFEFFfirst\r\n2nd\r\n3rd\r\n")
    }).pipe(Effect.provide(layer)))

  it.scoped("writes to one file are serialized", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.writeFileSync(file("n.txt"), "a0 b0 c0 d0 e0 f0 g0 h0")
      const letters = ["a", "b", "c", "d", "e", "f", "g", "h"]
      const results = yield* Effect.forEach(letters, (l) => call("edit", { path: "n.txt", edits: [{ oldText: `${l}0`, newText: `${l}1` }] }), {
        concurrency: "unbounded"
      })
      expect(results.every((r) => !r.isError)).toBe(true)
      expect(fs.readFileSync(file("n.txt"), "utf8")).toBe("a1 b1 c1 d1 e1 f1 g1 h1")
    }).pipe(Effect.provide(layer)))
})

describe("bash", () => {
  it.live("runs in the working directory, combines stdout and stderr, and reports exit codes", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call, dir } = yield* workspace()
        const ok = yield* call("bash", { command: "pwd; echo out; echo err >&2" })
        // as pi's bash tool: details only for a cut output
        expect(ok).toEqual({ content: [{ type: "text", text: `${fs.realpathSync(dir)}\nout\nerr\n` }], isError: false })
        const failed = yield* call("bash", { command: "printf 'partial'; exit 3" })
        expect(failed).toEqual({ content: [{ type: "text", text: "partial\n\nCommand exited with code 3" }], isError: true })
        // the output as it is, then a blank line and the status: an output's own final line break stays
        expect(text(yield* call("bash", { command: "echo out; exit 3" }))).toBe("out\n\n\nCommand exited with code 3")
        expect(text(yield* call("bash", { command: "exit 4" }))).toBe("(no output)\n\nCommand exited with code 4")
        expect(text(yield* call("bash", { command: "true" }))).toBe("(no output)")
        // a shell a signal killed: the shell's convention, 128 + the signal's number, as pi reports it
        expect(yield* call("bash", { command: "kill -9 $$" })).toEqual({
          content: [{ type: "text", text: "(no output)\n\nCommand exited with code 137" }],
          isError: true
        })
        expect(text(yield* call("bash", { command: "printf '\\033[31mred\\033[0m\\n'" }))).toBe("red\n")
      })
    ).pipe(Effect.provide(layer)))

  it.live("keeps the last 2,000 lines and saves the whole output to a file", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call } = yield* workspace()
        const result = yield* call("bash", { command: "seq 1 5000" })
        const full = (result.details as { fullOutputPath: string }).fullOutputPath
        try {
          const out = text(result)
          expect(out.startsWith("3001\n3002\n")).toBe(true)
          expect(out).toBe(`${Array.from({ length: 2000 }, (_, i) => `${i + 3001}`).join("\n")}\n\n[Showing lines 3001-5000 of 5000. Full output: ${full}]`)
          // pi's details for a cut output: its truncation record (keys in pi's order) and the full output's file
          const details = result.details as { truncation: Record<string, unknown>; fullOutputPath: string }
          expect(Object.keys(details)).toEqual(["truncation", "fullOutputPath"])
          // the values pi's truncateTail gives for this output
          expect({ ...details.truncation, content: undefined }).toEqual({
            content: undefined,
            truncated: true,
            truncatedBy: "lines",
            totalLines: 5000,
            totalBytes: 23893,
            outputLines: 2000,
            outputBytes: 9999,
            lastLinePartial: false,
            firstLineExceedsLimit: false,
            maxLines: 2000,
            maxBytes: 51200
          })
          expect(Object.keys(details.truncation)).toEqual([
            "content",
            "truncated",
            "truncatedBy",
            "totalLines",
            "totalBytes",
            "outputLines",
            "outputBytes",
            "lastLinePartial",
            "firstLineExceedsLimit",
            "maxLines",
            "maxBytes"
          ])
          expect(fs.readFileSync(full, "utf8")).toBe(Array.from({ length: 5000 }, (_, i) => `${i + 1}\n`).join(""))
        } finally {
          fs.rmSync(full, { force: true })
        }
      })
    ).pipe(Effect.provide(layer)))

  it.live("a last line over 50 KB keeps its end, with pi's note", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call } = yield* workspace()
        const result = yield* call("bash", { command: "head -c 60000 /dev/zero | tr '\\0' y" })
        const full = (result.details as { fullOutputPath: string }).fullOutputPath
        try {
          expect(text(result)).toBe(`${"y".repeat(51200)}\n\n[Showing last 50.0KB of line 1 (line is 58.6KB). Full output: ${full}]`)
          // pi measures the line still open at the end: none after a final line break, so 0B
          const ended = yield* call("bash", { command: "head -c 60000 /dev/zero | tr '\\0' y; echo; exit 2" })
          const fullEnded = (ended.details as { fullOutputPath: string }).fullOutputPath
          fs.rmSync(fullEnded, { force: true })
          expect(text(ended)).toBe(
            `${"y".repeat(51200)}\n\n[Showing last 50.0KB of line 1 (line is 0B). Full output: ${fullEnded}]\n\nCommand exited with code 2`
          )
        } finally {
          fs.rmSync(full, { force: true })
        }
      })
    ).pipe(Effect.provide(layer)))

  it.live("a command that outlives its timeout is killed with its whole process group", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call, file } = yield* workspace()
        const result = yield* call("bash", { command: "echo $$ > leader; sleep 60 & echo $! > child; echo started; wait", timeout: 1 })
        expect(result.isError).toBe(true)
        expect(text(result)).toBe("started\n\n\nCommand timed out after 1 seconds")
        expect(yield* call("bash", { command: "true", timeout: 0 })).toEqual({
          content: [{ type: "text", text: "Invalid timeout: must be a finite number of seconds" }],
          isError: true,
          details: {}
        })
        expect(text(yield* call("bash", { command: "true", timeout: 3_000_000 }))).toBe("Invalid timeout: maximum is 2147483.647 seconds")
        const [leader, child] = pids(file("leader"), file("child"))
        expect(yield* gone(leader as number, child as number)).toBe(true)
      })
    ).pipe(Effect.provide(layer)))

  it.live("an aborted command leaves no process behind", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call, file } = yield* workspace()
        const fiber = yield* Effect.fork(call("bash", { command: "echo $$ > leader; (sleep 60; echo late) & echo $! > child; wait" }))
        yield* waitForFile(file("child"))
        const [leader, child] = pids(file("leader"), file("child"))
        expect([running(leader as number), running(child as number)]).toEqual([true, true])
        yield* Fiber.interrupt(fiber)
        expect(yield* gone(leader as number, child as number)).toBe(true)
      })
    ).pipe(Effect.provide(layer)))

  it.live("what a finished command left running in the background is killed", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { call, file } = yield* workspace()
        const result = yield* call("bash", { command: "sleep 60 & echo $! > child; echo done" })
        expect(text(result)).toBe("done\n")
        const [child] = pids(file("child"))
        expect(yield* gone(child as number)).toBe(true)
      })
    ).pipe(Effect.provide(layer)))

  it.live("a command whose output a process outside its group still holds returns once the grace after its exit is over", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { dir } = yield* workspace()
        const shell = yield* Shell.Shell
        const daemonPid = path.join(dir, "daemon")
        yield* Effect.addFinalizer(() => Effect.sync(() => fs.existsSync(daemonPid) && process.kill(Number(fs.readFileSync(daemonPid, "utf8")), "SIGKILL")))
        // the daemon writes its pid once it is in a session of its own; the command exits after that
        const result = yield* shell.run(
          `setsid sh -c 'echo $$ > daemon.tmp && mv daemon.tmp daemon && exec sleep 600' & while [ ! -s daemon ]; do :; done; echo done`,
          { cwd: dir }
        )
        expect(result).toMatchObject({ output: "done\n", exitCode: 0, cancelled: false, timedOut: false })
        // it left the command's group, so it was not killed, and its pipes were closed under it
        expect(running(Number(fs.readFileSync(daemonPid, "utf8")))).toBe(true)
      })
    ).pipe(Effect.provide(layer)))

  it.live("the shell port reports a cancelled command with what it printed", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { dir } = yield* workspace()
        const shell = yield* Shell.Shell
        const cancel = yield* Deferred.make<void>()
        const seen: Array<string> = []
        const fiber = yield* Effect.fork(
          shell.run("echo first; sleep 60", { cwd: dir, cancel: Deferred.await(cancel), onOutput: (t) => seen.push(t) })
        )
        for (let i = 0; i < 200 && seen.length === 0; i++) yield* Effect.sleep("25 millis")
        yield* Deferred.succeed(cancel, undefined)
        const result = yield* Fiber.join(fiber)
        expect(result).toMatchObject({ output: "first\n", exitCode: undefined, cancelled: true, timedOut: false, fullOutputPath: undefined })
        expect(seen).toEqual(["first\n"])
        const missing = yield* Effect.either(shell.run("true", { cwd: path.join(dir, "missing") }))
        expect(missing._tag).toBe("Left")
      })
    ).pipe(Effect.provide(layer)))

  it.live("the shell port gives a command an empty input, and says why a command cannot start", () =>
    Effect.scoped(
      Effect.gen(function*() {
        const { dir } = yield* workspace()
        const shell = yield* Shell.Shell
        // `cat` reads the empty input and ends instead of waiting
        expect(yield* shell.run("cat; echo after", { cwd: dir, timeout: "10 seconds" })).toMatchObject({ output: "after\n", exitCode: 0, timedOut: false })
        const executor = yield* CommandExecutor.CommandExecutor
        const where = path.join(dir, "missing")
        expect(yield* Effect.flip(Shell.make(executor, { shellPath: "/bin/sh" }).run("true", { cwd: where }))).toEqual(
          new Shell.ShellError({ message: `cannot run /bin/sh in ${where}: ENOENT: no such file or directory, access '${where}'` })
        )
        const noShell = Shell.make(executor, { shellPath: path.join(dir, "no-shell") })
        expect(yield* Effect.flip(noShell.run("true", { cwd: dir }))).toEqual(
          new Shell.ShellError({ message: `cannot run ${path.join(dir, "no-shell")} in ${dir}: spawn ${path.join(dir, "no-shell")} ENOENT` })
        )
      })
    ).pipe(Effect.provide(layer)))
})

describe("grep, find and ls", () => {
  it.scoped("search the tree, skipping .git and what .gitignore excludes", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.mkdirSync(file(".git"))
      fs.writeFileSync(file(".git/HEAD"), "needle in git")
      fs.writeFileSync(file(".gitignore"), "dist/\n*.log\n!keep.log\n")
      for (const dir of ["src/lib", "dist", "docs"]) fs.mkdirSync(file(dir), { recursive: true })
      fs.writeFileSync(file("src/a.ts"), "const needle = 1\nother\n")
      fs.writeFileSync(file("src/lib/b.ts"), "no match\nNEEDLE here\n")
      fs.writeFileSync(file("src/lib/.gitignore"), "generated.ts\n")
      fs.writeFileSync(file("src/lib/generated.ts"), "needle generated\n")
      fs.writeFileSync(file("dist/a.js"), "needle built\n")
      fs.writeFileSync(file("debug.log"), "needle log\n")
      fs.writeFileSync(file("keep.log"), "needle kept\n")
      fs.writeFileSync(file("docs/readme.md"), "about the needle\n")

      expect(text(yield* call("grep", { pattern: "needle" }))).toBe(
        ["docs/readme.md:1: about the needle", "keep.log:1: needle kept", "src/a.ts:1: const needle = 1"].join("\n")
      )
      expect(text(yield* call("grep", { pattern: "needle", ignoreCase: true, glob: "*.ts" }))).toBe(
        ["src/a.ts:1: const needle = 1", "src/lib/b.ts:2: NEEDLE here"].join("\n")
      )
      expect(text(yield* call("grep", { pattern: "needle", path: "src", context: 1 }))).toBe(["a.ts:1: const needle = 1", "a.ts-2- other"].join("\n"))
      // pi's notes (pi's grep and find run ripgrep and fd, not installed here: the texts are from its code)
      expect(text(yield* call("grep", { pattern: "n(", literal: true }))).toBe("No matches found")
      expect(text(yield* call("grep", { pattern: "needle", limit: 1 }))).toBe(
        "docs/readme.md:1: about the needle\n\n[1 matches limit reached. Use limit=2 for more, or refine pattern]"
      )
      expect(text(yield* call("grep", { pattern: "x", path: "nowhere" }))).toBe(`Path not found: ${file("nowhere")}`)
      expect(text(yield* call("grep", { pattern: "n(" }))).toMatch(/^Invalid regular expression n\(: /)

      expect(text(yield* call("find", { pattern: "*.ts" }))).toBe("src/a.ts\nsrc/lib/b.ts")
      expect(text(yield* call("find", { pattern: "src/**/*.ts", limit: 1 }))).toBe(
        "src/a.ts\n\n[1 results limit reached. Use limit=2 for more, or refine pattern]"
      )
      // inside an ignored directory's parent, the repository's .gitignore still applies
      expect(text(yield* call("find", { pattern: "*", path: "src/lib" }))).toBe(".gitignore\nb.ts")
      expect(text(yield* call("find", { pattern: "*.rs" }))).toBe("No files found matching pattern")

      // pi's ls run on the same tree gave these texts; names sort before the directory mark is added
      fs.mkdirSync(file("a"))
      fs.writeFileSync(file("a.txt"), "")
      expect(text(yield* call("ls", {}))).toBe([".git/", ".gitignore", "a/", "a.txt", "debug.log", "dist/", "docs/", "keep.log", "src/"].join("\n"))
      expect(text(yield* call("ls", { path: "src", limit: 1 }))).toBe("a.ts\n\n[1 entries limit reached. Use limit=2 for more]")
      expect(yield* call("ls", { path: "nope" })).toMatchObject({ isError: true, content: [{ text: `Path not found: ${file("nope")}` }] })
      expect(text(yield* call("ls", { path: "a.txt" }))).toBe(`Not a directory: ${file("a.txt")}`)
      expect(text(yield* call("ls", { path: "a" }))).toBe("(empty directory)")

      // pi's details: the limit a search reached, under pi's key for it; empty for a failure; none otherwise
      expect((yield* call("find", { pattern: "src/**/*.ts", limit: 1 })).details).toEqual({ resultLimitReached: 1 })
      expect((yield* call("grep", { pattern: "needle", limit: 1 })).details).toEqual({ matchLimitReached: 1 })
      expect((yield* call("ls", { path: "src", limit: 1 })).details).toEqual({ entryLimitReached: 1 })
      expect((yield* call("ls", { path: "nope" })).details).toEqual({})
      expect((yield* call("grep", { pattern: "n(" })).details).toEqual({})
      expect("details" in (yield* call("find", { pattern: "*.ts" }))).toBe(false)
      fs.writeFileSync(file("long.txt"), `needle ${"x".repeat(600)}\n`)
      const long = yield* call("grep", { pattern: "needle", path: "long.txt" })
      expect(long.details).toEqual({ linesTruncated: true })
      expect(text(long)).toBe(
        `long.txt:1: ${`needle ${"x".repeat(600)}`.slice(0, 500)}... [truncated]\n\n[Some lines truncated to 500 chars. Use read tool to see full lines]`
      )
    }).pipe(Effect.provide(layer)))

  it.scoped("globs as fd and ripgrep read them, ignore rules as git reads them", () =>
    Effect.gen(function*() {
      const { call, file } = yield* workspace()
      fs.mkdirSync(file(".git"))
      for (const dir of ["src/a", "tmp"]) fs.mkdirSync(file(dir), { recursive: true })
      // git: `**` away from a slash is `*`, and a pattern without a slash matches a name only
      fs.writeFileSync(file(".gitignore"), "tmp**log\n")
      for (const name of ["README.MD", "notes.md", "!keep.md", "src/axb.ts", "src/a/b.ts", "tmp/log", "tmpxlog", "v+(1|2).txt"]) {
        fs.writeFileSync(file(name), "needle\n")
      }

      // find: fd's smart case, an all-lowercase pattern matches either case
      expect(text(yield* call("find", { pattern: "*.md" }))).toBe("!keep.md\nREADME.MD\nnotes.md")
      expect(text(yield* call("find", { pattern: "*.MD" }))).toBe("README.MD")
      // grep's glob is case-sensitive, as ripgrep's --glob
      expect(text(yield* call("grep", { pattern: "needle", glob: "*.md" }))).toBe("!keep.md:1: needle\nnotes.md:1: needle")
      // a class negated by `!`; a leading `!` and `+(...)` are plain text, not negation or an extended glob
      expect(text(yield* call("find", { pattern: "[!n!]*.md" }))).toBe("README.MD")
      expect(text(yield* call("find", { pattern: "!keep.md" }))).toBe("!keep.md")
      expect(text(yield* call("find", { pattern: "v+(1|2).txt" }))).toBe("v+(1|2).txt")
      // `**` inside a segment stays within it
      expect(text(yield* call("find", { pattern: "src/a**b.ts" }))).toBe("src/axb.ts")
      expect(text(yield* call("find", { pattern: "src/**/b.ts" }))).toBe("src/a/b.ts")
      expect(text(yield* call("find", { pattern: "*log" }))).toBe("tmp/log")
    }).pipe(Effect.provide(layer)))
})
