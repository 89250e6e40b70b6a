/**
 * The agent's checkpoints on Node files (src/services/agent/AgentCheckpoint.ts): with a
 * `Checkpoints` service, the tree is recorded before a prompt and after each tool that changed
 * it (`arbor.checkpoint` entries, left out of the model's context); `/tree` brings the files of
 * any entry — with the conversation (`both`) or alone (`code`) — and moving back brings them
 * back; files changed by hand since the last checkpoint are refused unless confirmed; the command
 * line's checkpoints, diff, rewind and prune; and a property: through random hand edits, turns
 * whose tool changes files, moves with the code, forks and clones, the code of any entry is the
 * tree the test saw when it was recorded, and moving back brings the tree before.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as FastCheck from "effect/FastCheck"
import * as Layer from "effect/Layer"
import * as fs from "node:fs"
import * as path from "node:path"
import * as Recorded from "../../src/domain/checkpoint/Recorded.js"
import * as ContextBuilder from "../../src/domain/context/Context.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Extensions from "../../src/services/agent/Extensions.js"
import * as Checkpoints from "../../src/services/checkpoint/Checkpoints.js"
import * as DirEntries from "../../src/services/checkpoint/DirEntries.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as FileOps from "../support/FileOps.js"
import * as InProcess from "../support/InProcess.js"
import * as ScriptedModel from "../support/ScriptedModel.js"
import { scratchDir } from "../support/Spawn.js"

/** A tool that writes a file, as bash or edit would. */
const tools = Toolkit.make([{
  name: "put",
  description: "Write a file",
  parameters: { type: "object" },
  run: (args) =>
    Effect.sync(() => {
      fs.writeFileSync(String(args.path), String(args.text))
      return Toolkit.text("written")
    })
}])

const setup = (scriptsFor: (work: string) => ReadonlyArray<ScriptedModel.Script>, toolsFor: (work: string) => typeof tools = () => tools) => {
  const base = scratchDir()
  const work = path.join(base, "work")
  fs.mkdirSync(work)
  const scripts = scriptsFor(work)
  const config: SessionStore.StoreConfig = {
    agentDir: path.join(base, "agent"),
    cwd: work,
    owner: { pid: process.pid, host: "test", startedAt: "2026-12-07T00:00:00.000Z" },
    isAlive: () => true
  }
  const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)
  const layer = Layer.mergeAll(
    SessionStore.layer(config),
    ScriptedModel.layer(scripts),
    Toolkit.layer(toolsFor(work)),
    Extensions.layer([]),
    Checkpoints.layer({ root: work, store: Checkpoints.storeFor(config.agentDir, work) }).pipe(Layer.provide(DirEntries.node))
  ).pipe(Layer.provideMerge(EventBus.layer), Layer.provideMerge(platform))
  return { work, layer }
}

const agent = Effect.gen(function*() {
  const store = yield* SessionStore.SessionStore
  return yield* AgentSession.make(yield* store.create({ cwd: "/work" }), { systemPrompt: "You are a test." })
})

describe("the agent's checkpoints", () => {
  it.scoped("recorded at turn boundaries; /tree brings the files, and moving back brings them back", () => {
    const { layer, work } = setup((dir) => [
      ScriptedModel.toolUse([{ id: "c1", name: "put", arguments: { path: path.join(dir, "notes.md"), text: "by the tool\n" } }]),
      ScriptedModel.text("done")
    ])
    return Effect.gen(function*() {
      fs.writeFileSync(path.join(work, "notes.md"), "first\n")
      const session = yield* agent
      yield* session.prompt("write it")
      expect(fs.readFileSync(path.join(work, "notes.md"), "utf8")).toBe("by the tool\n")
      const { tree } = yield* session.state
      // before the prompt (every file: the first), after the tool (one file changed)
      expect(Recorded.all(tree).map((r) => r.changed)).toEqual([1, 1])
      // the model never sees them
      const context = ContextBuilder.build(tree, SessionTree.leafId(tree))
      expect(Either.isRight(context) && JSON.stringify(context.right.messages)).not.toContain("arbor.checkpoint")
      const user = SessionTree.branch(tree).find((e) => e.role === "user")
      expect(user).toBeDefined()
      const leaf = SessionTree.leafId(tree) as string

      // the code of the user message: the tree before the prompt
      const back = yield* session.navigate(user!.id as string, { restore: "code", confirm: true })
      expect(back.restored?.steps).toBe(1)
      expect(fs.readFileSync(path.join(work, "notes.md"), "utf8")).toBe("first\n")
      // code only: the conversation stays where it was
      expect(SessionTree.leafId((yield* session.state).tree)).not.toBe(leaf)
      // and forward again: the files the tool wrote
      yield* session.navigate(leaf, { restore: "code" })
      expect(fs.readFileSync(path.join(work, "notes.md"), "utf8")).toBe("by the tool\n")
    }).pipe(Effect.provide(layer))
  })

  it.scoped("files changed by hand since the last checkpoint are listed and kept unless confirmed", () => {
    const { layer, work } = setup(() => [ScriptedModel.text("one"), ScriptedModel.text("two")])
    return Effect.gen(function*() {
      fs.writeFileSync(path.join(work, "a.txt"), "v1\n")
      const session = yield* agent
      yield* session.prompt("first")
      const first = SessionTree.leafId((yield* session.state).tree) as string
      fs.writeFileSync(path.join(work, "a.txt"), "v2\n")
      yield* session.prompt("second")
      fs.writeFileSync(path.join(work, "a.txt"), "by hand\n")
      const refused = yield* Effect.either(session.navigate(first, { restore: "both" }))
      expect(Either.isLeft(refused) && refused.left.message).toBe("1 file(s) changed since the last checkpoint (a.txt); confirm to overwrite")
      expect(fs.readFileSync(path.join(work, "a.txt"), "utf8")).toBe("by hand\n")
      const leafBefore = SessionTree.leafId((yield* session.state).tree) as string
      const moved = yield* session.navigate(first, { restore: "both", confirm: true })
      expect(moved.restored?.overwritten.map((c) => c.path)).toEqual(["a.txt"])
      expect(fs.readFileSync(path.join(work, "a.txt"), "utf8")).toBe("v1\n")
      expect(SessionTree.leafId((yield* session.state).tree)).toBe(first)
      // the hand edit was recorded where the leaf was: moving back brings it back
      const { tree } = yield* session.state
      const kept = SessionTree.children(tree, leafBefore).find(Recorded.isRecord)
      expect(kept).toBeDefined()
      yield* session.navigate(kept!.id as string, { restore: "both" })
      expect(fs.readFileSync(path.join(work, "a.txt"), "utf8")).toBe("by hand\n")
    }).pipe(Effect.provide(layer))
  })
})

describe("arbor checkpoints, diff and rewind", () => {
  it("list a session's checkpoints, compare entries with each other and with now, and restore them", async () => {
    const { layer, work } = setup(() => [ScriptedModel.text("one"), ScriptedModel.text("two")])
    const agentDir = path.join(path.dirname(work), "agent")
    const write = (name: string, text: string) => fs.writeFileSync(path.join(work, name), text)
    const read = (name: string) => fs.readFileSync(path.join(work, name), "utf8")
    write("a.txt", "v1\n")
    write("gone.txt", "soon gone\n")
    const { file, first, second, diffNow } = await Effect.runPromise(
      Effect.scoped(Effect.gen(function*() {
        const store = yield* SessionStore.SessionStore
        const session = yield* AgentSession.make(yield* store.create({ cwd: work }), { systemPrompt: "You are a test." })
        yield* session.prompt("first")
        const first = SessionTree.leafId((yield* session.state).tree) as string
        write("a.txt", "v2\n")
        fs.rmSync(path.join(work, "gone.txt"))
        write("new.txt", "new\n")
        yield* session.prompt("second")
        const second = SessionTree.leafId((yield* session.state).tree) as string
        write("a.txt", "v3\n")
        // the library's diff: the entry's files against the tree now
        const diffNow = (yield* session.diff(second)).map((c) => c.path)
        return { file: (yield* session.file) as string, first, second, diffNow }
      })).pipe(Effect.provide(layer))
    )
    expect(diffNow).toEqual(["a.txt"])
    const run = (...args: Array<string>) => InProcess.arbor(args, { agentDir, cwd: work })

    const listed = await run("checkpoints", file, "--json")
    expect(listed.code).toBe(0)
    const rows = JSON.parse(listed.stdout)
    expect(rows.map((r: any) => [r.changed, r.onPath])).toEqual([[2, true], [3, true]])
    expect(rows.filter((r: any) => r.atLeaf)).toHaveLength(1)

    const between = await run("diff", file, first, second)
    expect(between).toMatchObject({ code: 0, stdout: "M a.txt\nD gone.txt\nA new.txt\n" })
    const unknown = await run("diff", file, "nope")
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("no checkpoint of the files is recorded at or before entry nope")

    // a.txt changed by hand since the last checkpoint: refused, the file kept
    const refused = await run("rewind", file, first, "--code")
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("1 file(s) changed since the last checkpoint (a.txt); confirm to overwrite (arbor rewind --force overwrites them)")
    expect(read("a.txt")).toBe("v3\n")

    const forced = await run("rewind", file, first, "--code", "--force", "--json")
    expect(forced.code).toBe(0)
    const result = JSON.parse(forced.stdout)
    expect(result).toMatchObject({ changed: 3, overwritten: ["a.txt"], leafId: expect.any(String) })
    expect([read("a.txt"), read("gone.txt"), fs.existsSync(path.join(work, "new.txt"))]).toEqual(["v1\n", "soon gone\n", false])
    // and the undo it names brings the hand edit back
    const undone = await run("rewind", file, result.undo, "--code")
    expect(undone.code).toBe(0)
    expect([read("a.txt"), read("new.txt"), fs.existsSync(path.join(work, "gone.txt"))]).toEqual(["v3\n", "new\n", false])

    // both: the files and the leaf
    const both = await run("rewind", file, first, "--both")
    expect(both.code).toBe(0)
    expect(both.stdout).toContain(`Leaf is now ${first}.`)
    expect(read("a.txt")).toBe("v1\n")
    const tree = await run("tree", file, "--json")
    expect(tree.code).toBe(0)
    const usage = await run("rewind", file, first)
    expect(usage.code).not.toBe(0)

    // retention: every checkpoint is recorded by the session, so a prune keeps them all; once the
    // session is removed, none is recorded and they go with it (the setting pruneOnDelete, on by default)
    const objects = () => fs.readdirSync(path.join(Checkpoints.storeFor(agentDir, work), "objects"), { recursive: true }).length
    const stored = objects()
    expect(JSON.parse((await run("checkpoints", file, "--prune", "--json")).stdout)).toEqual({ removed: 0, bytes: 0 })
    expect(objects()).toBe(stored)
    const removed = await run("rm", file)
    expect(removed.code).toBe(0)
    expect(removed.stdout).toMatch(new RegExp(`^Moved to .*\nRemoved \\d+ checkpoint objects \\(\\d+ KB\\) that no session of ${work} records\\.\n$`))
    expect(fs.readdirSync(path.join(Checkpoints.storeFor(agentDir, work), "objects"), { recursive: true }).filter((f) => String(f).length > 3)).toEqual([])
  })
})

/** What the disk holds under `root`: each path's kind, mode and bytes or target, as the test reads it. */
const snapshot = (root: string): Record<string, string> => {
  const out: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const at = path.join(dir, name)
      const rel = path.relative(root, at)
      const stat = fs.lstatSync(at)
      if (stat.isSymbolicLink()) out[rel] = `link ${fs.readlinkSync(at)}`
      else if (stat.isDirectory()) {
        out[rel] = `dir ${(stat.mode & 0o777).toString(8)}`
        walk(at)
      } else out[rel] = `file ${(stat.mode & 0o777).toString(8)} ${fs.readFileSync(at).toString("hex")}`
    }
  }
  walk(root)
  return out
}

const fileOp = FileOps.arbitrary(["a", "b", "c.txt", "d d"], ["a", "../x"], 24)

/** A step of the property: a hand edit, a turn whose tool changes a file, a move with the files, a fork, a clone. */
type Step =
  | { readonly kind: "edit"; readonly op: FileOps.FileOp }
  | { readonly kind: "turn"; readonly op: FileOps.FileOp }
  | { readonly kind: "move"; readonly pick: number; readonly restore: "code" | "both" }
  | { readonly kind: "fork"; readonly pick: number }
  | { readonly kind: "clone" }

const step: FastCheck.Arbitrary<Step> = FastCheck.oneof(
  { arbitrary: FastCheck.record({ kind: FastCheck.constant("edit" as const), op: fileOp }), weight: 2 },
  { arbitrary: FastCheck.record({ kind: FastCheck.constant("turn" as const), op: fileOp }), weight: 4 },
  {
    arbitrary: FastCheck.record({
      kind: FastCheck.constant("move" as const),
      pick: FastCheck.nat(),
      restore: FastCheck.constantFrom("code" as const, "both" as const)
    }),
    weight: 4
  },
  { arbitrary: FastCheck.record({ kind: FastCheck.constant("fork" as const), pick: FastCheck.nat() }), weight: 1 },
  { arbitrary: FastCheck.constant({ kind: "clone" as const }), weight: 1 }
)

describe("the files of any entry, through turns, moves, forks and clones", () => {
  it("restoring the code of an entry yields the tree recorded there, and moving back the tree before", { timeout: 300_000 }, async () => {
    await FastCheck.assert(
      FastCheck.asyncProperty(FastCheck.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const turns = steps.filter((s): s is Extract<Step, { kind: "turn" }> => s.kind === "turn")
        const { layer, work } = setup(
          () => turns.flatMap((t, i) => [ScriptedModel.toolUse([{ id: `c${i}`, name: "apply", arguments: { ...t.op } }]), ScriptedModel.text("done")]),
          (dir) =>
            Toolkit.make([{
              name: "apply",
              description: "Change a file",
              parameters: { type: "object" },
              run: (args) => Effect.sync(() => (FileOps.apply(dir, args as unknown as FileOps.FileOp), Toolkit.text("applied")))
            }])
        )
        /** The tree each checkpoint recorded, as the test saw the disk then. */
        const trees = new Map<string, Record<string, string>>()
        const learn = (id: string, tree: Record<string, string>) => {
          const known = trees.get(id)
          // one id, one tree: the store is content-addressed
          if (known !== undefined) expect(tree).toEqual(known)
          trees.set(id, tree)
        }
        await Effect.runPromise(
          Effect.scoped(Effect.gen(function*() {
            const store = yield* SessionStore.SessionStore
            const session = yield* AgentSession.make(yield* store.create({ cwd: work }), { systemPrompt: "You are a test." })
            const records = Effect.map(session.state, (s) => Recorded.all(s.tree))
            for (const s of steps) {
              const before = snapshot(work)
              const known = new Set((yield* records).map((r) => r.entryId))
              switch (s.kind) {
                case "edit":
                  FileOps.apply(work, s.op)
                  break
                case "turn": {
                  yield* session.prompt("go on")
                  const added = (yield* records).filter((r) => !known.has(r.entryId))
                  // before the prompt, then after the tool (each only when the tree differed)
                  if (added.length === 2) learn(added[0]!.checkpoint, before)
                  if (added.length > 0) learn(added.at(-1)!.checkpoint, snapshot(work))
                  break
                }
                case "move": {
                  const { tree } = yield* session.state
                  const leaf = SessionTree.leafId(tree)
                  const targets = SessionTree.entries(tree).flatMap((e) =>
                    e.id !== undefined && e.id !== leaf && Recorded.at(tree, e.id) !== undefined ? [e.id] : []
                  )
                  if (targets.length === 0) break
                  const target = targets[s.pick % targets.length]!
                  const expected = trees.get(Recorded.at(tree, target)!.checkpoint)
                  const moved = yield* session.navigate(target, { restore: s.restore, confirm: true })
                  expect(snapshot(work)).toEqual(expected)
                  // the tree as it was is recorded first: moving there brings it back
                  const undo = (yield* records).reverse().find((r) => r.checkpoint === moved.restored?.before)
                  expect(undo).toBeDefined()
                  learn(undo!.checkpoint, before)
                  yield* session.navigate(undo!.entryId, { restore: "code", confirm: true })
                  expect(snapshot(work)).toEqual(before)
                  break
                }
                case "fork": {
                  const { tree } = yield* session.state
                  const users = SessionTree.entries(tree).filter((e) => e.type === "message" && e.role === "user")
                  if (users.length > 0) yield* session.fork(users[s.pick % users.length]!.id as string)
                  break
                }
                case "clone": {
                  // pi's rule: nothing to clone before the first message
                  const { tree } = yield* session.state
                  if (SessionTree.entries(tree).some((e) => e.type === "message" && e.role === "user")) yield* session.clone
                  break
                }
              }
            }
          })).pipe(Effect.provide(layer))
        )
      }),
      { numRuns: 40 }
    )
  })
})
