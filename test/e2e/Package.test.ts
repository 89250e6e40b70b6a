/**
 * Arbor as a package, the way an application gets it: the exports map names every public
 * module; `npm pack` makes a tarball that holds the library (ESM and declarations) and nothing
 * of the tests or of the command line (its own package, `arbor-cli`); installed into a new app
 * with strict TypeScript, the library programs of the README, docs/library.md and
 * docs/recipes.md type-check as written and print what the pages show. The root entry loads
 * nothing of `@effect/platform-node` or of @effect/ai's providers, and a bundler leaves out what
 * a program does not use of it.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { build, type Metafile } from "esbuild"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { bundleOptions, installed, pagePrograms, pureCoreProgram, writePackage } from "../../bench/PackedApp.js"
import { root } from "../support/Corpus.js"
import { freshDatabase } from "../support/Postgres.js"
import { scratchDir } from "../support/Spawn.js"

const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  readonly exports: Record<string, unknown>
  readonly peerDependencies: Record<string, string>
  readonly peerDependenciesMeta: Record<string, { readonly optional?: boolean }>
  readonly dependencies?: Record<string, string>
}

/**
 * Runs a process to its end; its stdout. Not synchronous: a build takes minutes on a busy
 * machine, and a worker blocked that long misses vitest's heartbeat (an unhandled error).
 */
const run = (command: string, args: ReadonlyArray<string>, cwd: string, extraEnv: Record<string, string> = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const env = { ...process.env, npm_config_audit: "false", npm_config_fund: "false", ...extraEnv }
    execFile(command, [...args], { cwd, encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout)
      else reject(new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}`))
    })
  })

describe("arbor as a package", () => {
  it("exports the root, arbor/testing, one entry per folder of src/domain and src/services, nothing internal", () => {
    const folders = ["domain", "services"].flatMap((layer) =>
      fs
        .readdirSync(path.join(root, "src", layer), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${layer}/${d.name}`)
    )
    // a module that imports an optional peer (PostgreSQL, a provider's @effect/ai package) or loads
    // @effect/ai is an entry of its own, left out of its folder's: the folder's entry never needs
    // what the app lacks, nor loads @effect/ai
    const optionalPeer = /^import (?!type )[^;]*from "@effect\/(sql|sql-pg|ai|ai-anthropic|ai-openai)(\/[^"]*)?"/m
    const alone: Array<string> = []
    for (const folder of folders) {
      const modules = fs.readdirSync(path.join(root, "src", folder)).filter((file) => file.endsWith(".ts") && file !== "index.ts")
      const barrel = fs.readFileSync(path.join(root, "src", folder, "index.ts"), "utf8")
      for (const file of modules) {
        const name = file.slice(0, -3)
        const listed = barrel.includes(`export * as ${name} from "./${name}.js"`)
        if (optionalPeer.test(fs.readFileSync(path.join(root, "src", folder, file), "utf8"))) {
          expect(listed, `${folder}/${name} imports an optional peer or @effect/ai`).toBe(false)
          alone.push(`./${folder}/${name}`)
        } else expect(listed, `run \`npm run exports\`: src/${folder}/index.ts lacks ${name}`).toBe(true)
      }
    }
    expect(Object.keys(pkg.exports).sort(), "run `npm run exports` after adding, moving or removing a module").toEqual(
      [".", "./testing", ...folders.map((f) => `./${f}`), ...alone, "./package.json"].sort()
    )
    expect(Object.keys(pkg.exports).filter((name) => name.includes("internal"))).toEqual([])
    // Effect is the application's: peers only, and the command line's libraries are bundled; the
    // dependencies are the libraries pi's tools use: the line diff, so edit results align changes
    // as pi's do, and the glob and ignore-file matchers of the search tools
    expect(pkg.dependencies ?? {}).toEqual({ diff: installed("diff"), ignore: installed("ignore"), picomatch: installed("picomatch") })
    // the pure core, the store and the agent need these; `Arbor.layer` and `Shell.layer` alone
    // need Node's platform, which they import when built
    for (const name of ["effect", "@effect/platform", "@effect/ai"]) {
      expect(pkg.peerDependencies[name]).toBe(`^${installed(name)}`)
      expect(pkg.peerDependenciesMeta[name]).toBeUndefined()
    }
    expect(pkg.peerDependencies["@effect/platform-node"]).toBe(`^${installed("@effect/platform-node")}`)
    expect(pkg.peerDependenciesMeta["@effect/platform-node"]).toEqual({ optional: true })
  })

  it("packs, installs into a new strict TypeScript app, and runs the pages' programs as written", async () => {
    const programs = ["README.md", "docs/library.md", "docs/recipes.md"].flatMap((page) => pagePrograms(path.join(root, page)))
    expect(programs.map((p) => p.file)).toEqual(["core.ts", "property.ts", "store.ts", "agent.ts", "custom.ts", "backend.ts", "replay.ts", "postgres.ts"])
    // every recipe of docs/recipes.md is one of them: its own program, or docs/library.md's that it names
    const recipes = fs.readFileSync(path.join(root, "docs/recipes.md"), "utf8").split(/^## /m).slice(1)
    expect(
      recipes.map((recipe) => [
        recipe.split("\n")[0],
        programs.filter((p) => recipe.includes(`\`${p.file}\``) || recipe.includes(`// ${p.file}:`)).map((p) => p.file)
      ])
    ).toEqual([
      ["An SSE web backend", ["backend.ts"]],
      ["Your own model and tools", ["custom.ts"]],
      ["Record and replay", ["replay.ts"]],
      ["PostgreSQL with tenants", ["postgres.ts"]]
    ])

    // the library's build (dist/lib) from the sources as they are now; `npm pack` then takes the
    // files as built (its prepare script would also rebuild the bundle other tests are running)
    await run(process.execPath, [path.join(root, "scripts/build-lib.mjs")], root)
    // Effect's modules by their paths, never its barrel, in the code and in the declarations
    const built = fs.readdirSync(path.join(root, "dist/lib"), { recursive: true, encoding: "utf8" }).filter((f) => /\.(js|d\.ts)$/.test(f))
    expect(built.filter((f) => /from "effect"|import\("effect"\)/.test(fs.readFileSync(path.join(root, "dist/lib", f), "utf8")))).toEqual([])
    const home = scratchDir()
    const packed = JSON.parse(await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", home], root)) as ReadonlyArray<{
      readonly filename: string
      readonly files: ReadonlyArray<{ readonly path: string }>
    }>
    const files = packed[0]!.files.map((f) => f.path)
    expect(files).toEqual(
      expect.arrayContaining([
        "dist/lib/index.js",
        "dist/lib/index.d.ts",
        "dist/lib/services/store/SessionStore.d.ts",
        "README.md"
      ])
    )
    expect(files.filter((f) => /^(test|bench|scripts|packages|src\/main|dist\/test)\//.test(f) || f.endsWith(".js.map") && !f.startsWith("dist/lib/"))).toEqual(
      []
    )
    // the command line is its own package (arbor-cli, packages/cli): a library user installs
    // neither its bundles nor a command
    expect(files.filter((f) => !f.startsWith("dist/lib/") && !f.startsWith("src/") && !["package.json", "README.md"].includes(f))).toEqual([])

    const app = path.join(home, "app")
    fs.mkdirSync(path.join(app, "src"), { recursive: true })
    writePackage(app, path.join(home, packed[0]!.filename), [
      "effect",
      "@effect/platform",
      "@effect/platform-node",
      "@effect/ai",
      "@effect/sql",
      "@effect/sql-pg",
      "@types/node",
      "@types/pg"
    ])
    fs.writeFileSync(
      path.join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022"],
          types: ["node"],
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          // Arbor's declarations are checked too, not only the programs that use them
          skipLibCheck: false,
          outDir: "dist",
          rootDir: "src"
        },
        include: ["src"]
      })
    )
    for (const program of programs) fs.writeFileSync(path.join(app, "src", program.file), program.source)
    // from npm's cache, which installing this repository filled
    await run("npm", ["install", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund"], app)
    expect(fs.realpathSync(path.join(app, "node_modules/arbor"))).toBe(path.join(app, "node_modules/arbor")) // a copy, not a link to the repository
    expect(fs.existsSync(path.join(app, "node_modules/.bin/arbor"))).toBe(false)
    await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "."], app)
    // each program in turn; postgres.ts on a fresh database of the run's server (DATABASE_URL)
    await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
      const database = yield* freshDatabase
      for (const program of programs) {
        const stdout = yield* Effect.promise(() =>
          run(process.execPath, [path.join("dist", program.file.replace(/\.ts$/, ".js"))], app, { DATABASE_URL: database.url })
        )
        expect(stdout, program.file).toBe(program.output)
      }
    })))

    // ESM only; a CommonJS program requires it on the Nodes that load ES modules synchronously
    const [major = 0, minor = 0] = process.versions.node.split(".").map(Number)
    if ((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22) {
      expect(await run(process.execPath, ["--input-type=commonjs", "-e", "console.log(typeof require(\"arbor\").Session.apply)"], app)).toBe("function\n")
    }

    // the README's core program through the root entry, with Node's platform, @effect/ai and its
    // providers refused by a loader hook: the root entry imports none of them
    fs.writeFileSync(
      path.join(app, "refuse.mjs"),
      "export const resolve = (specifier, context, next) => /^@effect\\/(platform-node|ai)(\\/|-|$)/.test(specifier) ? Promise.reject(new Error(`loaded ${specifier}`)) : next(specifier, context)\n"
    )
    fs.writeFileSync(path.join(app, "register.mjs"), "import { register } from \"node:module\"\nregister(\"./refuse.mjs\", import.meta.url)\n")
    expect(await run(process.execPath, ["--import", "./register.mjs", "dist/core.js"], app)).toBe(programs[0]!.output)
    const entries =
      "for (const entry of [\"arbor/services/agent\", \"arbor/services/model\", \"arbor/services/store\"]) await import(entry); console.log(\"loaded\")"
    expect(await run(process.execPath, ["--import", "./register.mjs", "--input-type=module", "-e", entries], app)).toBe("loaded\n")
    await expect(run(process.execPath, ["--import", "./register.mjs", "dist/store.js"], app)).rejects.toThrow("loaded @effect/platform-node/NodeFileSystem")

    // a pure-core program bundled through the root entry holds the same modules of Arbor as
    // through the subpaths (a namespace it does not use is left out), and nothing of Node's
    // platform or of @effect/ai. The optional peers the app lacks are external, as
    // docs/library.md tells a bundling app: `Arbor.layer` imports the provider it is configured
    // with, so a bundler meets their imports, and leaves them out with the unused modules.
    const lacking = Object.keys(pkg.peerDependenciesMeta).filter((name) => !fs.existsSync(path.join(app, "node_modules", name)))
    expect(lacking).toEqual(["@effect/ai-anthropic", "@effect/ai-openai"])
    const bundled = async (imports: string) => {
      const { metafile, outputFiles } = await build({
        ...bundleOptions(app, lacking),
        stdin: { contents: pureCoreProgram(imports), resolveDir: app },
        metafile: true
      })
      const inputs = Object.entries(Object.values((metafile as Metafile).outputs)[0]!.inputs)
      return {
        arbor: inputs.filter(([file, { bytesInOutput }]) => file.startsWith("node_modules/arbor/") && bytesInOutput > 100).map(([file]) => file).sort(),
        others: inputs.map(([file]) => file).filter((file) => /node_modules\/@effect\/(platform-node|ai)/.test(file)),
        size: outputFiles[0]!.contents.length,
        text: outputFiles[0]!.text
      }
    }
    const throughRoot = await bundled(`import { IdSource, Session } from "arbor"`)
    const throughSubpaths = await bundled(`import { IdSource } from "arbor/domain/format"\nimport { Session } from "arbor/domain/tree"`)
    expect(throughRoot.arbor).toEqual(throughSubpaths.arbor)
    expect(throughRoot.arbor).toContain("node_modules/arbor/dist/lib/domain/tree/Session.js")
    expect([throughRoot.others, throughSubpaths.others]).toEqual([[], []])
    expect(lacking.filter((name) => throughRoot.text.includes(name))).toEqual([])
    // what is left of the modules left out: an empty initializer each, and the wrappers of the
    // modules a dynamic import reaches (about 2 KB of some 60)
    expect(throughRoot.size).toBeLessThan(throughSubpaths.size * 1.05)
    // two TypeScript builds and an install: minutes when the machine is busy
  }, 600_000)
})
