/**
 * The API reference (`npm run docs`, TypeDoc over the package's entries) is generated from the
 * sources' JSDoc, so it cannot go stale; this test keeps it buildable: every public type a
 * public declaration refers to is exported and every `{@link}` resolves (warnings are errors,
 * see typedoc.json), and each module gets its page.
 */
import { describe, expect, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "../support/Corpus.js"
import { scratchDir } from "../support/Spawn.js"

describe("the API reference", () => {
  it("builds from the JSDoc without a warning, with a page for every module and its functions", () => {
    const out = scratchDir()
    try {
      execFileSync(process.execPath, [path.join(root, "node_modules/typedoc/bin/typedoc"), "--out", out], { cwd: root, encoding: "utf8", stdio: "pipe" })
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string }
      throw new Error(`typedoc failed:\n${stdout ?? ""}${stderr ?? ""}`)
    }
    const modules = ["domain", "services"].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, "src", dir))
        .filter((file) => file.endsWith(".ts"))
        .map((file) => `${dir}_${file.slice(0, -3)}.html`)
    )
    expect(fs.readdirSync(path.join(out, "modules"))).toEqual(expect.arrayContaining(["index.html", ...modules]))
    const layer = fs.readFileSync(path.join(out, "functions", "services_SessionStore.layer.html"), "utf8")
    expect(layer).toContain("configured by")
  })
})
