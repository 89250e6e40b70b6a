/**
 * The API reference (`npm run docs`, TypeDoc over the package's entries) is generated from the
 * sources' JSDoc, so it cannot go stale; this test keeps it buildable: every public type a
 * public declaration refers to is exported (but the few of internal/ modules typedoc.json names)
 * and every `{@link}` resolves (warnings are errors), and each module gets its page.
 *
 * The written pages (README.md, ARCHITECTURE.md, docs/*.md) are checked for what can go stale
 * mechanically: every relative link leads to a file of the repository (and its `#anchor` to a
 * heading there), and every repository path they name in backticks exists. Their library
 * programs are run by Package.test.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "../support/Corpus.js"
import { scratchDir } from "../support/Spawn.js"

describe("the API reference", () => {
  it("builds from the JSDoc without a warning, with a page for every module and its functions", async () => {
    const out = scratchDir()
    // not synchronous: TypeDoc takes minutes on a busy machine, and a worker blocked that long
    // misses vitest's heartbeat
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        [path.join(root, "node_modules/typedoc/bin/typedoc"), "--out", out],
        { cwd: root, encoding: "utf8" },
        (error, stdout, stderr) => error === null ? resolve() : reject(new Error(`typedoc failed:\n${stdout}${stderr}`))
      )
    )
    // a page for each public entry, and one for every module of an entry (under the root's name
    // when the root exports it too); nothing of internal/
    const pagesMade = fs.readdirSync(path.join(out, "modules"))
    for (const layer of ["domain", "services"]) {
      for (const folder of fs.readdirSync(path.join(root, "src", layer), { withFileTypes: true }).filter((d) => d.isDirectory())) {
        const entry = `${layer}_${folder.name}`
        expect(pagesMade).toContain(`${entry}.html`)
        const barrel = fs.readFileSync(path.join(root, "src", layer, folder.name, "index.ts"), "utf8")
        for (const [, module] of barrel.matchAll(/export \* as (\w+) from/g)) {
          expect(pagesMade.some((page) => page === `${entry}.${module}.html` || page === `index.${module}.html`), `${entry}.${module}`).toBe(true)
        }
      }
    }
    expect(pagesMade.filter((page) => /IdTable|Pages|ScanWorker|SessionRead|CacheFiles/.test(page))).toEqual([])
    const layer = fs.readFileSync(path.join(out, "functions", "index.SessionStore.layer.html"), "utf8")
    expect(layer).toContain("configured by")
  }, 600_000)
})

/** The written pages, relative to the repository root. */
const pages = (): ReadonlyArray<string> => [
  "README.md",
  "ARCHITECTURE.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `docs/${file}`)
]

/** A page's text without its fenced code blocks (a `#` comment there is no heading, a `[x](y)` no link). */
const prose = (page: string): string => fs.readFileSync(path.join(root, page), "utf8").replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "")

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-")

const anchors = (page: string): ReadonlySet<string> => new Set([...prose(page).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!)))

/** The repository paths a page names in backticks (`src/…`, `test/…`, …), generated ones (`docs/api/`) aside. */
const namedPaths = (page: string, prefixes: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...fs.readFileSync(path.join(root, page), "utf8").matchAll(/`((?:[\w.-]+\/)+[\w.-]*)`/g)]
    .map((m) => m[1]!)
    .filter((named) => prefixes.some((prefix) => named.startsWith(prefix)) && !named.startsWith("docs/api/"))

describe("the written pages", () => {
  it("are README.md, ARCHITECTURE.md and the topics under docs/, with a short README", () => {
    expect(pages()).toEqual([
      "README.md",
      "ARCHITECTURE.md",
      "docs/chat.md",
      "docs/cli.md",
      "docs/compatibility.md",
      "docs/library.md",
      "docs/models.md",
      "docs/performance.md",
      "docs/postgres.md",
      "docs/recipes.md",
      "docs/rpc.md",
      "docs/testing.md"
    ])
    // the front door: what it is, set-up, use, tests, one program, links; the rest is in docs/
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(160)
  })

  it("link only to files of the repository that exist, and to headings they have", () => {
    const broken: Array<string> = []
    for (const page of pages()) {
      for (const [, target] of prose(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue
        const [file, hash] = target!.split("#") as [string, string | undefined]
        const resolved = file === "" ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), file)
        const inside = path.relative(root, resolved)
        if (inside.startsWith("..") || !fs.existsSync(resolved)) broken.push(`${page}: ${target} (no such file in the repository)`)
        else if (hash !== undefined && !anchors(inside).has(hash)) broken.push(`${page}: ${target} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })

  it("name only paths that exist outside src/ (tests, benchmarks, scripts, the command's package)", () => {
    const missing = pages().flatMap((page) =>
      namedPaths(page, ["test/", "bench/", "scripts/", "packages/", "docs/", ".ci/"]).filter((named) => !fs.existsSync(path.join(root, named))).map((named) =>
        `${page}: ${named}`
      )
    )
    expect(missing).toEqual([])
  })

  it("name only source paths that exist", () => {
    const missing = pages().flatMap((page) =>
      namedPaths(page, ["src/"]).filter((named) => !fs.existsSync(path.join(root, named))).map((named) => `${page}: ${named}`)
    )
    expect(missing).toEqual([])
  })
})
