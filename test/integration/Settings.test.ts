/**
 * pi's settings files (domain parsing and merging, the service's atomic write-back against a
 * real temporary directory) and the thinking levels a model takes.
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as SettingsDomain from "../../src/domain/agent/Settings.js"
import * as ThinkingLevel from "../../src/domain/agent/ThinkingLevel.js"
import * as Settings from "../../src/services/agent/Settings.js"

/** A temporary directory, removed when the test's scope closes (also when it fails). */
const tempDir = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "arbor-settings-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const platform = Layer.merge(NodeFileSystem.layer, NodePath.layer)

describe("settings files", () => {
  it("checks each key: a wrong type is a warning naming the file and the key, and its default is used", () => {
    const parsed = SettingsDomain.parse(
      JSON.stringify({ defaultThinkingLevel: "huge", compaction: { enabled: false, reserveTokens: -1 }, steeringMode: "all", theme: "dark" }),
      "/a/settings.json"
    )
    expect(parsed.warnings).toEqual([
      "/a/settings.json: \"defaultThinkingLevel\" must be one of off, minimal, low, medium, high, xhigh, max; using the default",
      "/a/settings.json: \"compaction.reserveTokens\" must be a non-negative integer; using the default"
    ])
    const settings = SettingsDomain.resolve(parsed.values)
    expect(settings).toMatchObject({ defaultThinkingLevel: "medium", steeringMode: "all", followUpMode: "one-at-a-time" })
    expect(settings.compaction).toEqual({ ...SettingsDomain.DEFAULTS.compaction, enabled: false })
    expect(SettingsDomain.parse("{ not json", "/b.json").warnings[0]).toMatch(/^\/b\.json: not valid JSON \(.*\); using the default settings$/)
    expect(SettingsDomain.parse("[1]", "/c.json").warnings).toEqual(["/c.json: settings must be a JSON object; using the default settings"])
  })

  it("the project's values win, objects merge key by key, and a project's +/- tools change the global list", () => {
    const merged = SettingsDomain.merge(
      { defaultModel: "a", retry: { enabled: true, maxRetries: 2 }, defaultTools: ["read", "bash"] },
      { defaultModel: "b", retry: { maxRetries: 9 }, defaultTools: ["+grep", "-bash"] }
    )
    const settings = SettingsDomain.resolve(merged)
    expect(settings).toMatchObject({ defaultModel: "b", retry: { enabled: true, maxRetries: 9, baseDelayMs: 2000 } })
    expect(SettingsDomain.selectTools(["read", "bash", "edit", "write"], settings.defaultTools ?? [])).toEqual(["read", "grep"])
    expect(SettingsDomain.selectTools(["read", "bash"], ["write", "+ls"])).toEqual(["write", "ls"])
  })

  it("setIn changes one key and keeps every other key in its place", () => {
    const next = SettingsDomain.setIn({ a: 1, compaction: { keepRecentTokens: 5, enabled: true }, z: [1] }, ["compaction", "enabled"], false)
    expect(JSON.stringify(next)).toBe("{\"a\":1,\"compaction\":{\"keepRecentTokens\":5,\"enabled\":false},\"z\":[1]}")
    expect(JSON.stringify(SettingsDomain.setIn({ a: 1 }, ["retry", "enabled"], false))).toBe("{\"a\":1,\"retry\":{\"enabled\":false}}")
  })

  it.scoped("the service reads global then project, writes one key back atomically, and never overwrites a broken file", () =>
    Effect.gen(function*() {
      const agentDir = yield* tempDir
      const cwd = yield* tempDir
      const global = path.join(agentDir, "settings.json")
      fs.writeFileSync(global, JSON.stringify({ theme: "dark", defaultThinkingLevel: "low", retry: { maxRetries: 1 } }, null, 2))
      fs.mkdirSync(path.join(cwd, ".pi"))
      fs.writeFileSync(path.join(cwd, ".pi", "settings.json"), JSON.stringify({ defaultThinkingLevel: "high", followUpMode: 3 }))
      // a trusted project (--approve); untrusted ones are test/e2e/ProjectTrust.test.ts's
      const settings = yield* Effect.provide(Settings.Settings, Settings.layer({ agentDir, cwd, trust: { override: true } }).pipe(Layer.provide(platform)))
      expect(settings.warnings).toEqual([`${path.join(cwd, ".pi", "settings.json")}: "followUpMode" must be "all" or "one-at-a-time"; using the default`])
      expect(yield* settings.current).toMatchObject({ defaultThinkingLevel: "high", retry: { enabled: true, maxRetries: 1 } })

      yield* settings.update(["retry", "enabled"], false)
      expect(fs.readFileSync(global, "utf8")).toBe(
        `${JSON.stringify({ theme: "dark", defaultThinkingLevel: "low", retry: { maxRetries: 1, enabled: false } }, null, 2)}\n`
      )
      expect(fs.readdirSync(agentDir)).toEqual(["settings.json"])
      expect((yield* settings.current).retry.enabled).toBe(false)

      fs.writeFileSync(global, "{ broken")
      const refused = yield* Effect.flip(settings.update(["steeringMode"], "all"))
      expect(refused.message).toBe(`${global}: not a valid settings object; fix it by hand, Arbor does not overwrite it`)
      expect(fs.readFileSync(global, "utf8")).toBe("{ broken")
    }))
})

describe("thinking levels", () => {
  it("a model takes off only, pi's five levels, or the extra ones it declares; other levels clamp down", () => {
    expect(ThinkingLevel.available({ reasoning: false })).toEqual(["off"])
    expect(ThinkingLevel.available({ reasoning: true })).toEqual(["off", "minimal", "low", "medium", "high"])
    const extra = ThinkingLevel.available({ reasoning: true, extraLevels: ["xhigh"] })
    expect(extra.at(-1)).toBe("xhigh")
    expect(ThinkingLevel.clamp("max", extra)).toBe("xhigh")
    expect(ThinkingLevel.clamp("xhigh", ["off", "minimal", "low", "medium", "high"])).toBe("high")
    expect(ThinkingLevel.clamp("high", ["off"])).toBe("off")
    expect(ThinkingLevel.next("high", ["off", "minimal", "low", "medium", "high"])).toBe("off")
    expect(ThinkingLevel.next("off", ["off", "minimal"], -1)).toBe("minimal")
    expect(ThinkingLevel.next("off", ["off"])).toBeUndefined()
  })
})
