/**
 * An application that installs Arbor's packed tarball, as `test/e2e/Package.test.ts` and
 * `bench/package.ts` both make one: its `package.json`, with Effect's packages at the versions
 * this checkout has installed, and the library programs the documentation pages show.
 */
import * as fs from "node:fs"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")

/** The version of the package `name` installed in this checkout. */
export const installed = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version

/** Writes `app/package.json`: a private ES module app depending on the tarball and on `packages` at their installed versions. */
export const writePackage = (app: string, tarball: string, packages: ReadonlyArray<string>): void =>
  fs.writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({
      name: "app",
      private: true,
      type: "module",
      dependencies: { arbor: `file:${tarball}`, ...Object.fromEntries(packages.map((name) => [name, installed(name)])) }
    })
  )

/**
 * How the app bundles a program (esbuild, as docs/library.md tells a bundling app): minified ES
 * modules for Node, in memory, with `external` (the optional peers the app lacks) left out.
 */
export const bundleOptions = (app: string, external: Array<string>) =>
  ({ absWorkingDir: app, bundle: true, minify: true, platform: "node", format: "esm", write: false, external, logLevel: "silent" }) as const

/**
 * A program of the pure core alone (a session created, a message appended, its id printed),
 * importing `IdSource` and `Session` with `imports`: what a bundler keeps of Arbor for it shows
 * whether the root entry lets the rest go.
 */
export const pureCoreProgram = (imports: string): string =>
  `import * as Either from "effect/Either"\n${imports}\n` +
  `const stamp = { timestamp: "2026-01-01T00:00:00.000Z", ids: IdSource.fromSeed(1) }\n` +
  `const state = Either.getOrThrow(Session.create({ ...stamp, sessionId: "019b7c1e-0000-7000-8000-000000000001", cwd: "/p" }))\n` +
  `console.log(Either.getOrThrow(Session.apply(state, Session.Command.AppendMessage({ ...stamp, message: { role: "user", content: "hi", timestamp: 0 } }))).leafId)\n`

/** A page's library programs (a ```ts block opening with `// <name>.ts:`) and the ```text block after each (what it prints). */
export const pagePrograms = (page: string): ReadonlyArray<{ readonly file: string; readonly source: string; readonly output: string }> =>
  [...fs.readFileSync(page, "utf8").matchAll(/```ts\n(\/\/ (\w+\.ts):[\s\S]*?)```\s*```text\n([\s\S]*?)```/g)].map((m) => ({
    file: m[2]!,
    source: m[1]!,
    output: m[3]!
  }))
