// Times one whole process for bench/compare.ts, from a process of its own: a fork copies the
// forking process's page tables, so that a spawn from the benchmark itself, which holds
// hundreds of megabytes by then, took longer the more it held (node -e 0: 17.5 ms from a
// small process, 23.5 ms from one holding 500 MB, 32.1 ms from one holding 1.5 GB), a constant
// added to both tools' times that shrank every ratio. This process is small, as a user's shell
// is. Its argument: { argv, env, cwd, rssFile } as JSON; it runs argv under GNU time (the peak
// RSS into rssFile), stdout to /dev/null, and prints { ms, status, signal, stderr } as JSON.
import { spawnSync } from "node:child_process"

const spec = JSON.parse(process.argv[2])
const t0 = process.hrtime.bigint()
const out = spawnSync("/usr/bin/time", ["-f", "%M", "-o", spec.rssFile, ...spec.argv], {
  cwd: spec.cwd,
  env: spec.env,
  stdio: ["ignore", "ignore", "pipe"],
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024
})
const ms = Number(process.hrtime.bigint() - t0) / 1e6
process.stdout.write(JSON.stringify({ ms, status: out.status, signal: out.signal, stderr: out.stderr ?? "" }))
