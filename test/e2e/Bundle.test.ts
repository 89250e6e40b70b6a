/**
 * What each script of the command line bundles (from the metafiles the test build writes). The
 * executable (`dist/arbor.cjs`) holds `Help` and the choice of what runs a command, no Effect;
 * the commands on session files run from the core bundle (`dist/arbor-core.cjs`, see
 * CodeCache), which must not pay for the model providers, the terminal UI, RPC mode or the
 * HTML exporter, and the others from the agent bundle (`dist/arbor-agent.cjs`), which holds
 * them all. A listing the catalog answers whole runs from `dist/arbor-list.cjs` (QuickList),
 * `info` of a file whose facts are recorded from `dist/arbor-info.cjs` (QuickInfo), both
 * without Effect, and `context FILE --json` from `dist/arbor-context.cjs` (QuickContext),
 * without its runtime.
 */import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "../support/Corpus.js"

interface Metafile {
  readonly outputs: {
    readonly [file: string]: {
      readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string; readonly external?: boolean }>
      readonly inputs: { readonly [input: string]: unknown }
    }
  }
}

const metafile = (name: string): Metafile => JSON.parse(fs.readFileSync(path.join(root, `dist/test/${name}-meta.json`), "utf8"))
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
  "src/services/ModelBridge.ts",
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
  it("answers --help, --version and wrong usage from Help alone, without Effect, in one CommonJS script", () => {
    const outputs = metafile("arbor").outputs
    expect(Object.keys(outputs)).toEqual(["dist/arbor.cjs"])
    expect([...new Set(Object.keys(outputs["dist/arbor.cjs"]?.inputs ?? {}).map(owner))].sort()).toEqual([
      "src/main/CodeCache.ts",
      "src/main/Help.ts",
      "src/main/StoreFlag.ts",
      "src/main/Tty.ts",
      "src/main/bin.ts",
      "src/services/CacheFiles.ts",
      "src/services/Paths.ts"
    ])
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
      "src/domain/Crc32.ts",
      "src/domain/Json.ts",
      "src/domain/Listing.ts",
      "src/domain/SessionInfo.ts",
      "src/domain/TerminalText.ts",
      // the one reader of the early paths' arguments
      "src/main/QuickArgs.ts",
      "src/main/QuickList.ts",
      "src/main/Render.ts",
      // every listed file's checksums checked
      "src/services/Pages.ts",
      "src/services/Paths.ts"
    ])
  })

  it("answers info from a record with a script of the pure facts code alone, no Effect", () => {
    expect(scriptInputs("info")).toEqual([
      "src/domain/Crc32.ts",
      "src/domain/StatsFile.ts",
      "src/domain/TerminalText.ts",
      "src/main/QuickArgs.ts",
      "src/main/QuickInfo.ts",
      "src/main/Render.ts",
      "src/services/Paths.ts",
      "src/services/StatsFiles.ts"
    ])
  })

  it("answers context as JSON with a script of the reading and context code, Effect's data structures but not its runtime", () => {
    expect(scriptInputs("context")).toEqual([
      "effect",
      "src/domain/ByteSource.ts",
      "src/domain/Context.ts",
      "src/domain/Crc32.ts",
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
      "src/main/QuickArgs.ts",
      "src/main/QuickContext.ts",
      "src/services/CacheFiles.ts",
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
      "src/domain/Crc32.ts",
      "src/domain/Json.ts",
      "src/domain/Scanner.ts",
      "src/domain/SessionInfo.ts",
      "src/domain/scanner/ScannerWasm.ts",
      "src/services/ListingScan.ts",
      "src/services/Pages.ts",
      "src/services/ScanWorker.ts"
    ])
  })
})
