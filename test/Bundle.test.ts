/**
 * What the command line loads before it knows the command: the bundle's entry and the chunks
 * it imports statically (from the metafile the test build writes). `--help` loads Help alone;
 * read-only commands load the program's core, and must not pay for the model providers, the terminal UI, RPC mode or the HTML
 * exporter; those are chunks imported when a command needs them. The commands on session
 * files run from the core bundle (`dist/arbor-core.cjs`, see CodeCache), which leaves them out,
 * and the others from the agent bundle (`dist/arbor-agent.cjs`), which holds them all; a
 * listing the catalog answers whole runs from `dist/arbor-list.cjs` (QuickList), and `info` of
 * a file whose facts are recorded from `dist/arbor-info.cjs` (QuickInfo), both without Effect,
 * and `context FILE --json` from `dist/arbor-context.cjs` (QuickContext), without its runtime.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "./support/Corpus.js"

interface Metafile {
  readonly outputs: {
    readonly [file: string]: {
      readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string; readonly external?: boolean }>
      readonly inputs: { readonly [input: string]: unknown }
    }
  }
}

const metafile = (name: string): Metafile => JSON.parse(fs.readFileSync(path.join(root, `dist/test/${name}-meta.json`), "utf8"))
const meta = metafile("arbor")

/** The inputs of the outputs reached from `entry` by static imports alone. */
const staticInputs = (entry: string): ReadonlySet<string> => {
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const output = stack.pop() as string
    if (seen.has(output)) continue
    seen.add(output)
    for (const imported of meta.outputs[output]?.imports ?? []) {
      if (imported.kind === "import-statement" && imported.external !== true) stack.push(imported.path)
    }
  }
  return new Set([...seen].flatMap((output) => Object.keys(meta.outputs[output]?.inputs ?? {})))
}

/** A module's package (`node_modules/@scope/name/…` → `@scope/name`), else its path. */
const owner = (input: string): string => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? input

/** The owners of the inputs of the one-script bundle `dist/arbor-<name>.cjs`, sorted (checking that it is one script). */
const scriptInputs = (name: string): ReadonlyArray<string> => {
  const script = `dist/arbor-${name}.cjs`
  const outputs = metafile(`arbor-${name}`).outputs
  expect(Object.keys(outputs)).toEqual([script])
  return [...new Set(Object.keys(outputs[script]?.inputs ?? {}).map(owner))].sort()
}

/** What read-only commands must not load. */
const lazy = [
  "src/main/AgentCli.ts",
  "src/main/Interactive.ts",
  "src/main/Rpc.ts",
  "src/main/RpcProtocol.ts",
  "src/main/HtmlExport.ts",
  "src/main/Markdown.ts",
  "src/main/Highlight.ts",
  "src/main/tui/App.tsx",
  "src/services/ModelProviders.ts",
  "@effect/ai",
  "@effect/ai-anthropic",
  "@effect/ai-openai",
  "ink",
  "react",
  "marked",
  "highlight.js",
  "src/services/PgSessionStore.ts",
  "@effect/sql-pg",
  "pg"
]

describe("the command line's bundle", () => {
  it("answers --help, --version and wrong usage from Help alone, without Effect", () => {
    expect(Object.keys(meta.outputs)).toContain("dist/arbor.js")
    expect([...staticInputs("dist/arbor.js")].map(owner).sort()).toEqual(["src/main/CodeCache.ts", "src/main/Help.ts", "src/main/StoreFlag.ts", "src/main/Tty.ts", "src/main/bin.ts", "src/services/Paths.ts"])
  })

  it("runs the commands on session files from a core bundle without the agent, UI, RPC, HTML export or PostgreSQL code", () => {
    const inputs = new Set(scriptInputs("core"))
    for (const needed of ["src/main/Cli.ts", "src/main/Program.ts", "src/services/SessionStore.ts", "@effect/cli"]) expect(inputs).toContain(needed)
    expect(lazy.filter((input) => inputs.has(input))).toEqual([])
  })

  it("runs the other commands from an agent bundle with the whole program in one script", () => {
    const inputs = new Set(scriptInputs("agent"))
    expect(lazy.filter((input) => !inputs.has(input))).toEqual([])
    for (const needed of ["src/main/Program.ts", "src/main/Cli.ts", "ink", "yoga-layout"]) expect(inputs).toContain(needed)
  })

  it("lists from the catalog with a script of the pure listing code alone, no Effect", () => {
    expect(scriptInputs("list")).toEqual([
      "src/domain/ByteSource.ts",
      "src/domain/CatalogFile.ts",
      "src/domain/Json.ts",
      "src/domain/Listing.ts",
      "src/domain/SessionInfo.ts",
      "src/main/QuickList.ts",
      "src/main/Render.ts",
      "src/services/Paths.ts"
    ])
  })

  it("answers info from a record with a script of the pure facts code alone, no Effect", () => {
    expect(scriptInputs("info")).toEqual(["src/domain/StatsFile.ts", "src/main/QuickInfo.ts", "src/main/Render.ts", "src/services/Paths.ts"])
  })

  it("answers context as JSON with a script of the reading and context code, Effect's data structures but not its runtime", () => {
    expect(scriptInputs("context")).toEqual([
      "effect",
      "src/domain/ByteSource.ts",
      "src/domain/Context.ts",
      "src/domain/Diagnostic.ts",
      "src/domain/Entry.ts",
      "src/domain/IdSource.ts",
      "src/domain/IdTable.ts",
      "src/domain/IndexFile.ts",
      "src/domain/Json.ts",
      "src/domain/Migration.ts",
      "src/domain/Scanner.ts",
      "src/domain/SessionFile.ts",
      "src/domain/SessionTree.ts",
      "src/domain/scanner/ScannerWasm.ts",
      "src/main/QuickContext.ts",
      "src/services/IndexFiles.ts",
      "src/services/Pages.ts",
      "src/services/Paths.ts",
      "src/services/SessionRead.ts"
    ])
    const effect = Object.keys(metafile("arbor-context").outputs["dist/arbor-context.cjs"]?.inputs ?? {}).filter((input) => owner(input) === "effect")
    expect(effect.filter((input) => /\/(Effect|Schema|Layer|Runtime|Fiber\w*|fiberRuntime|core)\.js$/.test(input))).toEqual([])
  })

  it("reads files for a first listing on a helper thread with a script of the scan alone, no Effect", () => {
    expect(scriptInputs("scan")).toEqual([
      "src/domain/ByteSource.ts",
      "src/domain/Json.ts",
      "src/domain/Scanner.ts",
      "src/domain/SessionInfo.ts",
      "src/domain/scanner/ScannerWasm.ts",
      "src/services/ListingScan.ts",
      "src/services/Pages.ts",
      "src/services/ScanWorker.ts"
    ])
  })

  it("loads, before the command is known, no model provider, UI, RPC or HTML export code", () => {
    const program = Object.keys(meta.outputs).find((output) => Object.keys(meta.outputs[output]?.inputs ?? {}).includes("src/main/Program.ts"))
    expect(program).toBeDefined()
    const core = new Set([...staticInputs(program as string)].map(owner))
    // the core is what the read-only commands run on
    for (const needed of ["src/main/Cli.ts", "src/main/Help.ts", "src/main/Sessions.ts", "src/services/SessionStore.ts", "@effect/cli"]) {
      expect(core).toContain(needed)
    }
    expect(lazy.filter((input) => core.has(input))).toEqual([])
    // each of them is still in the bundle, as a chunk loaded on use
    const bundled = new Set(Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs)).map(owner))
    expect(lazy.filter((input) => !bundled.has(input))).toEqual([])
  })
})
