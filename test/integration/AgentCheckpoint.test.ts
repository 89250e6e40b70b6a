/**
 * The agent's checkpoints on Node files (src/services/agent/AgentCheckpoint.ts): with a
 * `Checkpoints` service, the tree is recorded before a prompt and after each tool that changed
 * it (`arbor.checkpoint` entries, left out of the model's context); `/tree` brings the files of
 * any entry — with the conversation (`both`) or alone (`code`) — and moving back brings them
 * back; files changed by hand since the last checkpoint are refused unless confirmed.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
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

const setup = (scriptsFor: (work: string) => ReadonlyArray<ScriptedModel.Script>) => {
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
    Toolkit.layer(tools),
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
