/**
 * Every service's operations as top-level accessors (`SessionStore.SessionStore.open(path)`:
 * an Effect that requires the service), and every operation of the agent's services in a span
 * named `<Service>.<operation>`, whether it is called through the accessor or the service.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as AgentSession from "../../src/services/agent/AgentSession.js"
import * as Arbor from "../../src/services/agent/Arbor.js"
import * as EventBus from "../../src/services/agent/EventBus.js"
import * as Ids from "../../src/services/agent/Ids.js"
import * as Settings from "../../src/services/agent/Settings.js"
import * as SessionStore from "../../src/services/store/SessionStore.js"
import * as Shell from "../../src/services/tools/Shell.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"
import * as Spans from "../support/Spans.js"

describe("top-level accessors", () => {
  it.scoped("the store's operations, without taking the service first", () =>
    Effect.gen(function*() {
      const file = yield* SessionStore.SessionStore.create({ cwd: "/work/p" })
      expect(typeof file === "string" ? file : file.file).toMatch(/^\/agent\/sessions\/--work-p--\/.+\.jsonl$/)
      yield* Effect.scoped(
        Effect.gen(function*() {
          const writer = yield* SessionStore.SessionStore.writer(file)
          yield* writer.apply(Session.Command.AppendMessage({ ...(yield* Ids.stamp), message: { role: "user", content: "hi", timestamp: 1 } }))
        })
      )
      const { sessions } = yield* SessionStore.SessionStore.list({ cwd: "/work/p" })
      expect(sessions.map((s) => s.firstMessage)).toEqual(["hi"])
      const snapshot = yield* SessionStore.SessionStore.open(sessions[0]!.path)
      expect(SessionTree.count(snapshot.state.tree)).toBe(1)
      expect(Option.isSome(yield* SessionStore.SessionStore.continueRecent("/work/p"))).toBe(true)
    }).pipe(Effect.provide(SessionStore.layerMemory({ agentDir: "/agent" }))))

  it.scoped("the agent's services: settings, models, tools, the bus, and a session's own operations in spans", () =>
    Effect.gen(function*() {
      const { tracer, ended } = Spans.recorder()
      yield* Effect.gen(function*() {
        expect((yield* Settings.Settings.current).compaction.enabled).toBe(true)
        yield* Settings.Settings.update(["defaultThinkingLevel"], "high")
        expect((yield* Settings.Settings.current).defaultThinkingLevel).toBe("high")
        expect((yield* Toolkit.Toolkit.run({ id: "c1", name: "echo", arguments: { text: "back" } })).content).toEqual([{ type: "text", text: "back" }])
        expect(yield* Toolkit.Toolkit.tools).toEqual([{ name: "echo", description: "Echo", parameters: { type: "object" } }])
        yield* EventBus.EventBus.publish({ type: "agent_start", sessionId: "s1" })

        const session = yield* AgentSession.make(yield* SessionStore.SessionStore.create({ cwd: "/work/p" }), { systemPrompt: "You are a test." })
        const reply = yield* Effect.provideService(AgentSession.AgentSession.prompt("hello"), AgentSession.AgentSession, session)
        expect(JSON.stringify(reply.message?.content)).toContain("You said: hello")
        expect(yield* session.activity).toBe("idle")
      }).pipe(Effect.withTracer(tracer))
      const names = new Set(ended)
      for (
        const span of [
          "Settings.current:Success",
          "Settings.update:Success",
          "Toolkit.run:Success",
          "SessionStore.create:Success",
          "AgentSession.prompt:Success",
          "AgentSession.activity:Success"
        ]
      ) {
        expect(names, span).toContain(span)
      }
    }).pipe(
      Effect.provide(
        Arbor.layerMemory({
          agentDir: "/agent",
          cwd: "/work/p",
          toolkit: Toolkit.make([{
            name: "echo",
            description: "Echo",
            parameters: { type: "object" },
            run: (args) => Effect.succeed(Toolkit.text(String(args.text)))
          }])
        })
      )
    ))

  it.scoped("the shell runs a command in a span", () =>
    Effect.gen(function*() {
      const { tracer, ended } = Spans.recorder()
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-accessors-"))
      yield* Effect.addFinalizer(() => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
      const result = yield* Shell.Shell.run("pwd; echo done", { cwd: dir }).pipe(Effect.withTracer(tracer))
      expect(result.output.trim().split("\n")).toEqual([fs.realpathSync(dir), "done"])
      expect(result.exitCode).toBe(0)
      expect(ended).toEqual(["Shell.run:Success"])
    }).pipe(Effect.provide(Layer.merge(Shell.layer(), Layer.merge(NodeFileSystem.layer, NodePath.layer)))))
})
