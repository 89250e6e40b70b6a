/**
 * What the library weighs for an application that installs it from npm: the packed tarball, the
 * bundles of two programs, and the time `import("arbor")` takes against `import("effect")`.
 *
 *   npm run bench:package                  # 15 runs of each import
 *   npm run bench:package -- --runs 31
 *   npm run bench:package -- --base DIR    # and another checkout (built), measured alongside
 *
 * It builds the library (scripts/build-lib.mjs), packs it, and installs the tarball with Effect's
 * packages into a new app in a temporary folder (offline, from npm's cache), as Package.test does.
 * Then:
 * - the tarball's size, and the install's (the unpacked package);
 * - bundles (esbuild, `--bundle --minify --platform=node --format=esm`; external: Node's modules
 *   and the optional peers the app lacks, as docs/library.md tells a bundling app) of the pure-core
 *   program of Package.test through the root entry and through the subpaths, and of
 *   docs/recipes.md's SSE backend (`backend.ts`, with the app's Effect packages bundled in);
 * - `import` times: each runs in a fresh Node process, the two alternating (arbor, effect, arbor,
 *   …) so that a drift of the machine's speed falls on both; `import` is the time of the
 *   `await import(…)` inside the process, `cpu` the process's CPU time (user and system) over the
 *   same span, `process` the whole process's wall time. Medians, with the minimum and maximum.
 *   The machine is shared: compare the load average printed at the end; on a loaded machine the
 *   CPU time is the steadier figure (it does not count the time the process waits for a core).
 *
 * With `--base DIR` (another checkout of Arbor, e.g. a `git worktree` of an older commit, with
 * its node_modules), its library is packed, installed and bundled the same way, and its
 * `import("arbor")` runs in the same alternation (base, this, effect, base, …): a before and
 * after measured under the same load.
 */
import { build } from "esbuild"
import { execFileSync, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { parseArgs } from "node:util"
import { median, numberFlag } from "./Flags.js"
import { bundleOptions, pagePrograms, pureCoreProgram, writePackage } from "./PackedApp.js"

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { runs: { type: "string" }, base: { type: "string" } },
  strict: true
})
const RUNS = Math.floor(numberFlag("runs", flags.runs, 15, (n) => n >= 1))

const root = path.resolve(import.meta.dirname, "..")
const env = { ...process.env, npm_config_audit: "false", npm_config_fund: "false" }
const exec = (command: string, args: ReadonlyArray<string>, cwd: string): string => execFileSync(command, args, { cwd, env, encoding: "utf8" })

/** A page's program named `file` (see `PackedApp.pagePrograms`). */
const pageProgram = (page: string, file: string): string => {
  const found = pagePrograms(page).find((program) => program.file === file)
  if (found === undefined) throw new Error(`${page}: no \`${file}\` program`)
  return found.source
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (values: ReadonlyArray<number>) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`

/**
 * The checkout `checkout`'s library built, packed and installed into a new app under `home`
 * (with this checkout's versions of Effect's packages); the app and the rows of its sizes.
 */
const prepare = async (checkout: string, home: string) => {
  fs.mkdirSync(home)
  exec(process.execPath, [path.join(checkout, "scripts/build-lib.mjs")], checkout)
  const [packed] = JSON.parse(exec("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", home], checkout)) as ReadonlyArray<{
    readonly filename: string
    readonly size: number
    readonly unpackedSize: number
  }>
  const app = path.join(home, "app")
  fs.mkdirSync(app)
  writePackage(app, path.join(home, packed!.filename), ["effect", "@effect/platform", "@effect/platform-node", "@effect/ai"])
  exec("npm", ["install", "--prefer-offline", "--ignore-scripts"], app)
  const meta = (JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8")) as { readonly peerDependenciesMeta: Record<string, unknown> })
    .peerDependenciesMeta
  const lacking = Object.keys(meta).filter((name) => !fs.existsSync(path.join(app, "node_modules", name)))

  const bundled = async (contents: string, loader: "js" | "ts") => {
    const { outputFiles } = await build({ ...bundleOptions(app, lacking), stdin: { contents, resolveDir: app, loader } })
    return outputFiles[0]!.contents.length
  }
  const throughRoot = await bundled(pureCoreProgram(`import { IdSource, Session } from "arbor"`), "js")
  const throughSubpaths = await bundled(pureCoreProgram(`import { IdSource } from "arbor/domain/format"\nimport { Session } from "arbor/domain/tree"`), "js")
  const backend = await bundled(pageProgram(path.join(checkout, "docs/recipes.md"), "backend.ts"), "ts")
  const sizes: ReadonlyArray<readonly [string, string]> = [
    ["tarball", `${kb(packed!.size)} (unpacked ${kb(packed!.unpackedSize)})`],
    ["pure core through `arbor`", kb(throughRoot)],
    ["pure core through subpaths", kb(throughSubpaths)],
    ["SSE backend (docs/recipes.md)", kb(backend)]
  ]
  return { app, sizes, lacking }
}

const home = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-bench-package-"))
try {
  const base = flags.base === undefined ? undefined : await prepare(path.resolve(flags.base), path.join(home, "base"))
  const self = await prepare(root, path.join(home, "this"))

  // each in a fresh process, in turn, so that a drift of the machine's speed falls on all
  const imports = [
    ...(base === undefined ? [] : [{ label: "import(\"arbor\") base", app: base.app, name: "arbor" }]),
    { label: "import(\"arbor\")", app: self.app, name: "arbor" },
    { label: "import(\"effect\")", app: self.app, name: "effect" }
  ].map((subject) => ({ ...subject, inside: [] as Array<number>, cpu: [] as Array<number>, whole: [] as Array<number> }))
  for (let run = 0; run < RUNS; run++) {
    for (const subject of imports) {
      const started = performance.now()
      const child = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const t = performance.now(), c = process.cpuUsage(); await import("${subject.name}"); const u = process.cpuUsage(c); ` +
          `process.stdout.write(JSON.stringify([performance.now() - t, (u.user + u.system) / 1000]))`
        ],
        { cwd: subject.app, encoding: "utf8" }
      )
      const whole = performance.now() - started
      if (child.status !== 0) throw new Error(`${subject.label} failed:\n${child.stderr}`)
      const [inside, cpu] = JSON.parse(child.stdout) as [number, number]
      subject.inside.push(inside)
      subject.cpu.push(cpu)
      subject.whole.push(whole)
    }
  }

  const effect = imports.at(-1)!
  const rows: ReadonlyArray<readonly [string, string]> = [
    ...(base === undefined ? [] : base.sizes.map(([label, value]) => [`${label}, base`, value] as const)),
    ...self.sizes,
    ...imports.map((subject) =>
      [`${subject.label}, ${RUNS} runs`, `import ${ms(subject.inside)}, cpu ${ms(subject.cpu)}, process ${ms(subject.whole)}`] as const
    ),
    ...imports.slice(0, -1).map((subject) =>
      [
        `${subject.label} / import("effect"), medians`,
        `import ${(median(subject.inside) / median(effect.inside)).toFixed(2)}×, cpu ${(median(subject.cpu) / median(effect.cpu)).toFixed(2)}×`
      ] as const
    )
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`)
  console.log(`node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}, external: ${self.lacking.join(", ")}`)
} finally {
  fs.rmSync(home, { recursive: true, force: true })
}
