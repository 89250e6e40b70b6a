/**
 * `arbor ls` from the catalog alone (src/main/cli/QuickList.ts): it answers only when the catalog
 * holds every listed file as it is now, and then with exactly the store's listing and the
 * core's bytes; anything else is left to the core.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as QuickList from "../../src/main/cli/QuickList.js"
import * as Catalog from "../../src/services/store/Catalog.js"
import * as FilePages from "../../src/services/store/internal/FilePages.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import { arbor, scratchDir, shown } from "../support/Spawn.js"

const CWD = "/work/project"

const message = (id: string, parent: string | null, role: "user" | "assistant", text: string, time: string) =>
  JSON.stringify({
    type: "message",
    id,
    parentId: parent,
    timestamp: time,
    message: role === "user"
      ? { role, content: [{ type: "text", text }], timestamp: Date.parse(time) }
      : { role, content: [{ type: "text", text }], provider: "p", model: "m", timestamp: Date.parse(time) }
  })

/** A session file's text: a header, then `texts` as alternating user and assistant messages, optionally a name. */
const session = (id: string, cwd: string, time: string, texts: ReadonlyArray<string>, name?: string) => {
  const lines = [JSON.stringify({ type: "session", version: 3, id, timestamp: time, cwd })]
  let parent: string | null = null
  texts.forEach((text, i) => {
    lines.push(message(`${id}-${i}`, parent, i % 2 === 0 ? "user" : "assistant", text, time))
    parent = `${id}-${i}`
  })
  if (name !== undefined) lines.push(JSON.stringify({ type: "session_info", id: `${id}-n`, parentId: parent, timestamp: time, name }))
  return lines.join("\n") + "\n"
}

/**
 * An agent directory with sessions of `CWD` in pi's directory (one not a session, two with the
 * same time), sessions of another project, and a custom directory mixing two cwds.
 */
const fixture = () => {
  const root = scratchDir()
  const agentDir = path.join(root, "agent")
  const own = path.join(agentDir, "sessions", "--work-project--")
  const other = path.join(agentDir, "sessions", "--work-other--")
  const custom = path.join(root, "custom")
  for (const dir of [own, other, custom]) fs.mkdirSync(dir, { recursive: true })
  const write = (dir: string, name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)
  write(own, "2026-01-01T10-00-00-000Z_a.jsonl", session("a", CWD, "2026-01-01T10:00:00.000Z", ["Fix the parser", "Done: the Parser is fixed"], "parser work"))
  write(own, "2026-01-02T10-00-00-000Z_b.jsonl", session("b", CWD, "2026-01-02T10:00:00.000Z", ["Add a café menu 🌲", "Added"]))
  write(own, "2026-01-02T10-00-00-000Z_c.jsonl", session("c", CWD, "2026-01-02T10:00:00.000Z", ["Same time as b", "yes"]))
  write(own, "2026-01-03T10-00-00-000Z_d.jsonl", session("d", CWD, "2026-01-03T10:00:00.000Z", []))
  write(own, "notes.jsonl", "not a session\n")
  write(other, "2026-01-04T10-00-00-000Z_e.jsonl", session("e", "/work/other", "2026-01-04T10:00:00.000Z", ["Elsewhere: the KELVIN sign \u212a", "ok"]))
  write(custom, "2026-01-05T10-00-00-000Z_f.jsonl", session("f", CWD, "2026-01-05T10:00:00.000Z", ["in the custom dir", "ok"]))
  write(custom, "2026-01-06T10-00-00-000Z_g.jsonl", session("g", "/work/other", "2026-01-06T10:00:00.000Z", ["another cwd", "ok"]))
  return { root, agentDir, own, other, custom, cache: path.join(root, "cache") }
}

type Fixture = ReturnType<typeof fixture>

const node = Layer.merge(NodeFileSystem.layer, NodePath.layer)

/** The store's listing for `request`, through the catalog in the fixture's cache (which it updates). */
const storeListing = (f: Fixture, request: QuickList.Request) => {
  const layer = SessionStore.layer({
    agentDir: f.agentDir,
    cwd: f.root,
    owner: { pid: 1, host: "h", startedAt: "2026-12-06T00:00:00.000Z" },
    isAlive: () => true
  }).pipe(
    Layer.provide(Catalog.layer(f.cache).pipe(Layer.provideMerge(FilePages.layerNode))),
    Layer.provide(node)
  )
  const options = { sessionDir: request.sessionDir, search: request.search }
  return Effect.runPromise(
    Effect.flatMap(SessionStore.SessionStore, (store) => request.all ? store.listAll(options) : store.list({ ...options, cwd: request.cwd ?? f.root })).pipe(
      Effect.provide(layer)
    )
  )
}

/** Everything a listing tells, with each session's message text. */
const told = (listing: SessionStore.Listing) => ({
  sessions: listing.sessions.map((s) => ({ ...s, created: s.created.getTime(), modified: s.modified.getTime(), text: s.allMessagesText })),
  skipped: listing.skipped
})

const quick = (f: Fixture, request: QuickList.Request) => {
  const found = QuickList.listing(request, { cwd: f.root, env: { PI_CODING_AGENT_DIR: f.agentDir, HOME: f.root }, cacheDir: f.cache })
  if (found === undefined) return undefined
  try {
    return told(found)
  } finally {
    found.close()
  }
}

const ask = (request: Partial<QuickList.Request>): QuickList.Request => ({ all: false, json: false, ...request })

describe("the listing from the catalog alone", () => {
  it("reads only arguments written plainly, each option once", () => {
    expect(QuickList.request([])).toEqual(ask({}))
    expect(QuickList.request(["--json", "--all", "--cwd", "/x", "--session-dir", "d", "--search", "a b"])).toEqual(
      ask({ json: true, all: true, cwd: "/x", sessionDir: "d", search: "a b" })
    )
    expect(QuickList.request(["--search", ""])).toEqual(ask({ search: "" }))
    const other = [["--cwd=/x"], ["--json", "--json"], ["--search"], ["-h"], ["extra"], ["--all", "--all"], ["--search", "a", "--search", "b"], [
      "--search",
      "--"
    ], ["--search", "-x"]]
    for (const args of other) {
      expect(QuickList.request(args), args.join(" ")).toBeUndefined()
    }
  })

  const requests: ReadonlyArray<readonly [string, QuickList.Request]> = [
    ["the working directory's sessions", ask({ cwd: CWD })],
    ["every project's", ask({ all: true })],
    ["a custom directory, filtered by cwd", ask({ cwd: CWD })],
    ["a custom directory with --all, unfiltered", ask({ all: true })],
    ["a search by name", ask({ cwd: CWD, search: "PARSER WORK" })],
    ["a search of message text", ask({ all: true, search: "café" })],
    ["a search of text that lowers to ASCII", ask({ all: true, search: "k" })],
    ["a search that finds nothing", ask({ all: true, search: "nowhere at all" })],
    ["an empty search", ask({ cwd: CWD, search: "" })],
    ["a project with no sessions", ask({ cwd: "/work/none" })]
  ]
  for (const [name, base] of requests) {
    it(`${name}: the store's listing, once the catalog holds it`, async () => {
      const f = fixture()
      const request = name.startsWith("a custom") ? { ...base, sessionDir: path.relative(f.root, f.custom) } : base
      // with no catalog yet, only a directory without sessions is answered
      const before = quick(f, request)
      const expected = told(await storeListing(f, request))
      expect(before).toEqual(expected.sessions.length + expected.skipped.length === 0 ? expected : undefined)
      expect(quick(f, request)).toEqual(expected)
      if (name.startsWith("the working")) {
        expect(expected.sessions.map((s) => s.id)).toEqual(["d", "c", "b", "a"])
        expect(expected.skipped.map((s) => path.basename(s.path))).toEqual(["notes.jsonl"])
      }
    })
  }

  const changes: ReadonlyArray<readonly [string, (f: Fixture) => void]> = [
    [
      "a session appended to",
      (f) => fs.appendFileSync(path.join(f.own, "2026-01-01T10-00-00-000Z_a.jsonl"), message("a-9", "a-1", "user", "more", "2026-01-07T00:00:00.000Z") + "\n")
    ],
    ["a session added", (f) => fs.writeFileSync(path.join(f.own, "2026-01-08T10-00-00-000Z_h.jsonl"), session("h", CWD, "2026-01-08T10:00:00.000Z", ["new"]))],
    ["a session removed", (f) => fs.unlinkSync(path.join(f.own, "2026-01-02T10-00-00-000Z_c.jsonl"))],
    ["a session touched", (f) => fs.utimesSync(path.join(f.own, "2026-01-02T10-00-00-000Z_b.jsonl"), new Date(), new Date(Date.now() + 5000))],
    ["the catalog damaged", (f) => {
      for (const name of fs.readdirSync(path.join(f.cache, "catalog")).filter((n) => n.endsWith(".json"))) {
        fs.writeFileSync(path.join(f.cache, "catalog", name), "{")
      }
    }],
    ["the catalog's text cut short", (f) => {
      for (const name of fs.readdirSync(path.join(f.cache, "catalog")).filter((n) => n.endsWith(".txt"))) {
        fs.truncateSync(path.join(f.cache, "catalog", name), 3)
      }
    }],
    ["the catalog replaced by a FIFO", (f) => {
      for (const name of fs.readdirSync(path.join(f.cache, "catalog")).filter((n) => n.endsWith(".json"))) {
        fs.rmSync(path.join(f.cache, "catalog", name))
        execFileSync("mkfifo", [path.join(f.cache, "catalog", name)])
      }
    }]
  ]
  for (const [name, change] of changes) {
    it(`${name}: left to the core, then answered again once the core caught up`, async () => {
      const f = fixture()
      const request = ask({ cwd: CWD, search: "the" })
      await storeListing(f, request)
      expect(quick(f, request)).toBeDefined()
      change(f)
      expect(quick(f, request)).toBeUndefined()
      const expected = told(await storeListing(f, request))
      expect(quick(f, request)).toEqual(expected)
    })
  }
})

describe("arbor ls from the catalog alone", () => {
  it("prints what the core prints, without loading it", async () => {
    const f = fixture()
    const env = { ARBOR_CACHE_DIR: f.cache, ARBOR_CACHE: "" }
    for (
      const args of [["ls", "--cwd", CWD], ["ls", "--cwd", CWD, "--json"], ["ls", "--all", "--search", "the"], ["ls", "--session-dir", f.custom, "--json"]]
    ) {
      const core = await arbor(args, { agentDir: f.agentDir, cwd: f.root, env: { ...env, ARBOR_CACHE: "off" } })
      expect(core.code, shown(args, core)).toBe(0)
      // the first run reads the files and writes the catalog, the second answers from it
      const first = await arbor(args, { agentDir: f.agentDir, cwd: f.root, env })
      fs.rmSync(path.join(f.cache, "code"), { recursive: true, force: true })
      const second = await arbor(args, { agentDir: f.agentDir, cwd: f.root, env })
      expect([first.code, first.stdout, first.stderr], shown(args, first)).toEqual([0, core.stdout, core.stderr])
      expect([second.code, second.stdout, second.stderr], shown(args, second)).toEqual([0, core.stdout, core.stderr])
      // the core would have written its code cache
      expect(fs.existsSync(path.join(f.cache, "code")), args.join(" ")).toBe(false)
    }
    // what only the core's parser can answer is left to it
    const args = ["ls", "--cwd", CWD, "--search", "--"]
    const core = await arbor(args, { agentDir: f.agentDir, cwd: f.root, env: { ...env, ARBOR_CACHE: "off" } })
    const run = await arbor(args, { agentDir: f.agentDir, cwd: f.root, env })
    expect(core.code).toBe(2)
    expect([run.code, run.stdout, run.stderr]).toEqual([core.code, core.stdout, core.stderr])
  })
})
