/**
 * What each script of the command line bundles (from the metafiles the test build writes), in
 * the `arbor-cli` package's dist/ (packages/cli; the paths below are in that folder). The
 * executable (`dist/arbor.cjs`) holds `Help` and the choice of what runs a command, no Effect;
 * the commands on session files run from the core bundle (`dist/arbor-core.cjs`, see
 * CodeCache), which must not pay for the model providers, the terminal UI, RPC mode or the
 * HTML exporter, and the others from the agent bundle (`dist/arbor-agent.cjs`), which holds
 * them all. A listing the catalog answers whole runs from `dist/arbor-list.cjs` (QuickList),
 * `info` of a file whose facts are recorded from `dist/arbor-info.cjs` (QuickInfo), both
 * without Effect, and `context FILE --json` from `dist/arbor-context.cjs` (QuickContext),
 * without its runtime.
 */
import { describe, expect, it } from "@effect/vitest"
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

/** The owners of the inputs of the one-script bundle `packages/cli/dist/arbor-<name>.cjs`, sorted (checking that it is one script). */
const scriptInputs = (name: string): ReadonlyArray<string> => {
  const script = `packages/cli/dist/arbor-${name}.cjs`
  const outputs = metafile(`arbor-${name}`).outputs
  expect(Object.keys(outputs)).toEqual([script])
  return [...new Set(Object.keys(outputs[script]?.inputs ?? {}).map(owner))].sort()
}

/** What read-only commands must not load. */
const lazy = [
  "src/main/cli/AgentCli.ts",
  "src/main/tui/Interactive.ts",
  "src/main/rpc/Rpc.ts",
  "src/main/rpc/RpcProtocol.ts",
  "src/main/export/HtmlExport.ts",
  "src/main/export/Markdown.ts",
  "src/main/export/Highlight.ts",
  "src/main/tui/App.tsx",
  "src/services/model/ModelProviders.ts",
  "src/services/model/ModelBridge.ts",
  "@effect/ai",
  "@effect/ai-anthropic",
  "@effect/ai-openai",
  "ink",
  "react",
  "marked",
  "highlight.js",
  "src/services/store/PgSessionStore.ts",
  "@effect/sql-pg",
  "pg"
]

describe("the command line's bundle", () => {
  it("answers --help, --version and wrong usage from Help alone, without Effect, in one CommonJS script", () => {
    const outputs = metafile("arbor").outputs
    expect(Object.keys(outputs)).toEqual(["packages/cli/dist/arbor.cjs"])
    expect([...new Set(Object.keys(outputs["packages/cli/dist/arbor.cjs"]?.inputs ?? {}).map(owner))].sort()).toEqual([
      "src/main/cli/CodeCache.ts",
      "src/main/cli/Help.ts",
      "src/main/cli/StoreFlag.ts",
      "src/main/cli/Tty.ts",
      "src/main/cli/bin.ts",
      "src/services/store/Paths.ts",
      "src/services/store/internal/CacheFiles.ts"
    ])
  })

  it("runs the commands on session files from a core bundle without the agent, UI, RPC, HTML export or PostgreSQL code", () => {
    const inputs = new Set(scriptInputs("core"))
    for (const needed of ["src/main/cli/Cli.ts", "src/main/cli/Program.ts", "src/services/store/SessionStore.ts", "@effect/cli"]) {
      expect(inputs).toContain(needed)
    }
    expect(lazy.filter((input) => inputs.has(input))).toEqual([])
  })

  it("runs the other commands from an agent bundle with the whole program in one script", () => {
    const inputs = new Set(scriptInputs("agent"))
    expect(lazy.filter((input) => !inputs.has(input))).toEqual([])
    for (const needed of ["src/main/cli/Program.ts", "src/main/cli/Cli.ts", "ink", "yoga-layout"]) expect(inputs).toContain(needed)
  })

  it("lists from the catalog with a script of the pure listing code alone, no Effect", () => {
    expect(scriptInputs("list")).toEqual([
      "src/domain/format/Json.ts",
      "src/domain/format/TerminalText.ts",
      "src/domain/scan/ByteSource.ts",
      "src/domain/scan/CatalogFile.ts",
      "src/domain/scan/Listing.ts",
      "src/domain/scan/SessionInfo.ts",
      "src/domain/scan/internal/Crc32.ts",
      "src/main/cli/QuickArgs.ts",
      "src/main/cli/QuickList.ts",
      "src/main/cli/Render.ts",
      "src/services/store/Paths.ts",
      "src/services/store/internal/Pages.ts"
    ])
  })

  it("answers info from a record with a script of the pure facts code alone, no Effect", () => {
    expect(scriptInputs("info")).toEqual([
      "src/domain/format/TerminalText.ts",
      "src/domain/scan/StatsFile.ts",
      "src/domain/scan/internal/Crc32.ts",
      "src/main/cli/QuickArgs.ts",
      "src/main/cli/QuickInfo.ts",
      "src/main/cli/Render.ts",
      "src/services/store/Paths.ts",
      "src/services/store/internal/StatsFiles.ts"
    ])
  })

  it("answers context as JSON with a script of the reading and context code, Effect's data structures but not its runtime", () => {
    expect(scriptInputs("context")).toEqual([
      "effect",
      "src/domain/context/Context.ts",
      "src/domain/format/Diagnostic.ts",
      "src/domain/format/Entry.ts",
      "src/domain/format/IdSource.ts",
      "src/domain/format/Json.ts",
      "src/domain/format/Migration.ts",
      "src/domain/format/SessionFile.ts",
      "src/domain/scan/ByteSource.ts",
      "src/domain/scan/IndexFile.ts",
      "src/domain/scan/Scanner.ts",
      "src/domain/scan/internal/Crc32.ts",
      "src/domain/scan/internal/ScannerWasm.ts",
      "src/domain/tree/SessionTree.ts",
      "src/domain/tree/internal/IdTable.ts",
      "src/main/cli/QuickArgs.ts",
      "src/main/cli/QuickContext.ts",
      "src/services/store/Paths.ts",
      "src/services/store/internal/CacheFiles.ts",
      "src/services/store/internal/IndexFiles.ts",
      "src/services/store/internal/Pages.ts",
      "src/services/store/internal/SessionRead.ts"
    ])
    const effect = Object.keys(metafile("arbor-context").outputs["packages/cli/dist/arbor-context.cjs"]?.inputs ?? {}).filter((input) =>
      owner(input) === "effect"
    )
    expect(effect.filter((input) => /\/(Effect|Schema|Layer|Runtime|Fiber\w*|fiberRuntime|core)\.js$/.test(input))).toEqual([])
  })

  it("reads files for a first listing on a helper thread with a script of the scan alone, no Effect", () => {
    expect(scriptInputs("scan")).toEqual([
      "src/domain/format/Json.ts",
      "src/domain/scan/ByteSource.ts",
      "src/domain/scan/Scanner.ts",
      "src/domain/scan/SessionInfo.ts",
      "src/domain/scan/internal/Crc32.ts",
      "src/domain/scan/internal/ScannerWasm.ts",
      "src/services/store/internal/ListingScan.ts",
      "src/services/store/internal/Pages.ts",
      "src/services/store/internal/ScanWorker.ts"
    ])
  })
})
