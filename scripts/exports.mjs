// Writes package.json's `exports`: the root entry (src/index.ts) and one entry per public module,
// every module of src/domain and src/services, as `arbor/domain/Session` or
// `arbor/services/SessionStore` (the folders say which layer a module belongs to). Run it after
// adding or removing a module; test/e2e/Package.test.ts fails while the map is out of date.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"

export const publicModules = () =>
  ["domain", "services"].flatMap((dir) =>
    readdirSync(`src/${dir}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => `${dir}/${file.replace(/\.tsx?$/, "")}`)
      .sort()
  )

const entry = (module) => ({ types: `./dist/lib/${module}.d.ts`, default: `./dist/lib/${module}.js` })

export const exportsMap = () => ({
  ".": entry("index"),
  ...Object.fromEntries(publicModules().map((module) => [`./${module}`, entry(module)])),
  "./package.json": "./package.json"
})

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"))
  pkg.exports = exportsMap()
  writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n")
}
