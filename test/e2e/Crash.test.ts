/**
 * Crashes and second writers, with real processes: a child appending in a loop is killed
 * with SIGKILL at random moments, and every append it acknowledged must be in the file; a
 * second `arbor` writer gets a clear lock error; a foreign appender writing the way pi does
 * (no lock, one line per append) interleaved with Arbor's appends loses nothing.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import { appenderBin, arbor, start, tempDir } from "../support/Spawn.js"

const HEADER = `{"type":"session","version":3,"id":"crash","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}`

const load = (file: string) => SessionFile.fromText(fs.readFileSync(file, "utf8"), IdSource.fromSeed(0))

/** Texts of the user messages in a file, in file order. */
const userTexts = (file: string) =>
  SessionTree.entries(load(file).tree)
    .filter((entry) => entry.role === "user")
    .map((entry) => (entry.value.message as { readonly content: string }).content)

/** Runs the appender until it has acknowledged `count` appends, then SIGKILLs it; returns the last ack. */
const appendThenKill = (file: string, from: number, count: number, delayMs: number) =>
  new Promise<number>((resolve, reject) => {
    const child = start(appenderBin, [file, String(from)])
    let last = from - 1
    let buffered = ""
    let stderr = ""
    child.stderr!.on("data", (chunk) => (stderr += chunk))
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split("\n")
      buffered = lines.pop()!
      for (const line of lines) last = Number(line.slice(4))
      if (last - from + 1 >= count) setTimeout(() => child.kill("SIGKILL"), delayMs)
    })
    child.on("exit", (code, signal) => (signal === "SIGKILL" ? resolve(last) : reject(new Error(`appender exited ${code}: ${stderr}`))))
  })

describe("crash safety and second writers", () => {
  it("appends acknowledged before a SIGKILL survive it, kill after kill", async () => {
    const file = path.join(tempDir(), "crash.jsonl")
    fs.writeFileSync(file, HEADER + "\n")
    let next = 0
    for (let round = 0; round < 12; round++) {
      const count = 1 + Math.floor(Math.random() * 40)
      const lastAck = await appendThenKill(file, next, count, Math.floor(Math.random() * 5))
      const texts = userTexts(file)
      // every acknowledged append is there, in order; at most a few unacknowledged ones follow
      const expected = Array.from({ length: lastAck + 1 }, (_, i) => String(i))
      expect(texts.slice(0, expected.length)).toEqual(expected)
      const loaded = load(file)
      expect(loaded.header?.id).toBe("crash")
      expect(loaded.diagnostics.filter((d) => d.code !== "truncated-line" && d.code !== "malformed-json")).toEqual([])
      next = texts.length
    }
    // the stale lock of the last killed writer is taken over by the next one
    const final = await arbor(["name", file, "after the crashes"])
    expect(final.code).toBe(0)
    expect(fs.existsSync(`${file}.lock`)).toBe(false)
  })

  it("a second arbor writer gets a clear lock error", async () => {
    const file = path.join(tempDir(), "locked.jsonl")
    fs.writeFileSync(file, HEADER + "\n")
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: "2026-12-02T10:00:00.000Z" }))
    const result = await arbor(["name", file, "x"])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      `arbor: ${file}: session is being written by process ${process.pid} on ${os.hostname()} (since 2026-12-02T10:00:00.000Z); its lock is ${file}.lock\n`
    )
    expect(fs.readFileSync(file, "utf8")).toBe(HEADER + "\n")
  })

  it.live("a foreign appender writing like pi, interleaved with Arbor's appends, loses nothing", () =>
    Effect.gen(function*() {
      const dir = tempDir()
      const file = path.join(dir, "shared.jsonl")
      fs.writeFileSync(file, HEADER + "\n")
      const foreign = `
        const fs = require("node:fs")
        const [file, rounds] = process.argv.slice(2)
        let parent = null
        for (let i = 0; i < Number(rounds); i++) {
          const id = "p" + String(i).padStart(7, "0")
          const line = JSON.stringify({ type: "message", id, parentId: parent, timestamp: new Date().toISOString(), message: { role: "user", content: "pi " + i, timestamp: i } })
          fs.appendFileSync(file, line + "\\n")
          parent = id
          const until = Date.now() + 1
          while (Date.now() < until) {}
        }`
      const script = path.join(dir, "foreign.cjs")
      fs.writeFileSync(script, foreign)
      const child = start(script, [file, "300"])
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
      const layer = SessionStore.layer({
        agentDir: path.join(dir, "agent"),
        cwd: dir,
        owner: { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() },
        isAlive: () => true
      }).pipe(Layer.provide(Layer.merge(NodeFileSystem.layer, NodePath.layer)))
      yield* Effect.scoped(
        Effect.gen(function*() {
          const store = yield* SessionStore.SessionStore
          const writer = yield* store.writer(file)
          for (let i = 0; i < 300; i++) {
            yield* writer.apply(
              Session.Command.AppendMessage({
                timestamp: new Date().toISOString(),
                ids: IdSource.fromSeed(i),
                message: { role: "user", content: `arbor ${i}`, timestamp: i }
              })
            )
          }
        })
      ).pipe(Effect.provide(layer))
      yield* Effect.promise(() => exited)
      const loaded = load(file)
      expect(loaded.diagnostics).toEqual([])
      const texts = SessionTree.entries(loaded.tree).map((e) => (e.value.message as { readonly content: string }).content)
      expect(texts.filter((t) => t.startsWith("arbor")).length).toBe(300)
      expect(texts.filter((t) => t.startsWith("pi")).length).toBe(300)
      // the two writers really interleaved (some of Arbor's lines come right after pi's), and
      // each of Arbor's entries follows Arbor's own last entry, never one of pi's
      const all = SessionTree.entries(loaded.tree)
      const ours = all.filter((e) => !e.id!.startsWith("p"))
      expect(all.filter((e, i) => i > 0 && !e.id!.startsWith("p") && all[i - 1]!.id!.startsWith("p")).length).toBeGreaterThan(0)
      expect(ours.slice(1).filter((e, i) => e.parentId !== ours[i]!.id)).toEqual([])
      // every entry's parent exists: the tree stays valid
      for (const entry of SessionTree.entries(loaded.tree)) {
        if (entry.parentId !== null) expect(SessionTree.has(loaded.tree, entry.parentId!)).toBe(true)
      }
    }))
})
