/**
 * `Arbor.layer`'s tools on Node's files: none unless `tools` names them (a library that embeds
 * Arbor gives its model no shell and no file access by default); an application's toolkit
 * besides the named ones; `Arbor.agent`, the command line's, keeps the settings' defaults.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Arbor from "../../src/services/agent/Arbor.js"
import * as Toolkit from "../../src/services/tools/Toolkit.js"

const names = Effect.map(Toolkit.Toolkit, (toolkit) => toolkit.tools.map((tool) => tool.name))

const appTools = Toolkit.layer(
  Toolkit.make([{ name: "define", description: "A word's definition", parameters: { type: "object" }, run: () => Effect.succeed(Toolkit.text("a tree")) }])
)

describe("Arbor.layer's tools", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-layer-"))
  const base = { agentDir: path.join(dir, "agent"), cwd: dir, env: {} }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it.effect("none by default", () =>
    Effect.gen(function*() {
      expect(yield* Effect.provide(names, Arbor.layer(base))).toEqual([])
    }))

  it.effect("those named, and the application's toolkit besides", () =>
    Effect.gen(function*() {
      expect(yield* Effect.provide(names, Arbor.layer({ ...base, tools: ["read", "grep"] }))).toEqual(["read", "grep"])
      expect(yield* Effect.provide(names, Arbor.layer({ ...base, toolkit: appTools }))).toEqual(["define"])
      expect(yield* Effect.provide(names, Arbor.layer({ ...base, tools: ["read"], toolkit: appTools }))).toEqual(["read", "define"])
    }))

  it.effect("Arbor.agent, the command line's, defaults to read, bash, edit, write", () =>
    Effect.gen(function*() {
      const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)
      expect(yield* Effect.provide(names, Arbor.agent(base).pipe(Layer.provide(platform)))).toEqual(["read", "bash", "edit", "write"])
    }))
})
