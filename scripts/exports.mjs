// Writes the package's public entries: one per folder of src/domain and src/services (its
// `index.ts`, which this script writes too: a namespace per module of the folder), the root
// (src/index.ts, written by hand), `arbor/testing`, and one entry of its own for each module that
// imports an optional peer dependency (the PostgreSQL store, the providers on @effect/ai's
// packages) or loads `@effect/ai` (a provider on @effect/ai alone), so that a folder's entry never
// needs a package the application did not install, nor loads @effect/ai.
// Modules under an `internal/` folder are not exported. Run it after adding, moving or removing a
// module; test/Package.test.ts fails while the entries are out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"

/** What each folder's entry holds, for the paragraph at the top of its index.ts. */
const FOLDERS = {
  "domain/format": "Session files as pi writes them: entries and their schemas, JSON, migration, diagnostics. Pure.",
  "domain/tree": "The session tree and every command on it as a pure state transition. Pure.",
  "domain/context": "What the model sees: context, compaction, branch summaries, token arithmetic. Pure.",
  "domain/scan": "Session files as bytes: the scanner, the caches' record formats, listings. Pure.",
  "domain/agent": "The agent's policy and pi's configuration as data: the loop's decider, models, settings, trust. Pure.",
  "domain/tools": "The built-in tools' rules: declarations, edits, diffs, globs, truncation. Pure.",
  "domain/checkpoint": "The working tree's state as data: manifests, their stored objects, ignore rules, restore plans. Pure.",
  "services/store": "Where sessions live: the file store, its caches, locks and temporary files.",
  "services/agent": "The agent runtime: the session, the event bus, extensions, ids, settings, replay.",
  "services/model": "The model port and its implementations.",
  "services/tools": "The tools the agent runs: the toolkit, the built-in tools, the shell.",
  "services/checkpoint": "Checkpoints of the working tree: the content-addressed store, restores and their recovery."
}

const OWN_ENTRY = /^import (?!type )[^;]*from "@effect\/(sql|sql-pg|ai|ai-anthropic|ai-openai)(\/[^"]*)?"/m

const modulesOf = (folder) =>
  readdirSync(`src/${folder}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && file !== "index.ts")
    .map((file) => file.replace(/\.tsx?$/, ""))
    .sort()

const optional = (folder, module) => OWN_ENTRY.test(readFileSync(`src/${folder}/${module}.ts`, "utf8"))

export const folders = () =>
  ["domain", "services"].flatMap((layer) =>
    readdirSync(`src/${layer}`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${layer}/${d.name}`)
      .sort()
  )

/** The index.ts a folder's entry is: a namespace per module that has no entry of its own. */
export const barrel = (folder) => {
  const about = FOLDERS[folder]
  if (about === undefined) throw new Error(`scripts/exports.mjs: say what src/${folder} holds in FOLDERS`)
  const lines = modulesOf(folder)
    .filter((module) => !optional(folder, module))
    .map((module) => `export * as ${module} from "./${module}.js"`)
  return `/**\n * ${about}\n *\n * Written by \`npm run exports\` (scripts/exports.mjs): a namespace per module of this folder.\n */\n${lines.join("\n")}\n`
}

/** The package's entry names, each with the module it loads (without extension, under src/). */
export const entries = () => {
  const out = [[".", "index"], ["./testing", "testing/index"]]
  for (const folder of folders()) {
    out.push([`./${folder}`, `${folder}/index`])
    for (const module of modulesOf(folder)) if (optional(folder, module)) out.push([`./${folder}/${module}`, `${folder}/${module}`])
  }
  return out
}

const entry = (module) => ({ types: `./dist/lib/${module}.d.ts`, default: `./dist/lib/${module}.js` })

export const exportsMap = () => ({
  ...Object.fromEntries(entries().map(([name, module]) => [name, entry(module)])),
  "./package.json": "./package.json"
})

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const folder of folders()) {
    const file = `src/${folder}/index.ts`
    const text = barrel(folder)
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text)
  }
  const pkg = JSON.parse(readFileSync("package.json", "utf8"))
  pkg.exports = exportsMap()
  writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n")
}
