/** `Background.yieldToMain` (src/main/Background.ts), in a process of its own: it changes the threads of the process it runs in. */
import { describe, expect, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { root } from "./support/Corpus.js"
import { scratchDir } from "./support/Spawn.js"

describe("Background", () => {
  it("yieldToMain gives every thread but the main one the lowest priority (Linux), and changes nothing elsewhere", () => {
    const script = path.join(scratchDir(), "yield.ts")
    fs.writeFileSync(
      script,
      [
        `import { yieldToMain } from ${JSON.stringify(path.join(root, "src/main/Background.ts"))}`,
        `import { existsSync, readdirSync, readFileSync } from "node:fs"`,
        // a thread's niceness is field 19 of its stat line, the 17th after the ") " that ends its name
        `const nice = () => existsSync("/proc/self/task") ? Object.fromEntries(readdirSync("/proc/self/task").map((t) => [t, Number(readFileSync("/proc/self/task/" + t + "/stat", "utf8").split(") ")[1].split(" ")[16])])) : {}`,
        `const before = nice()`,
        `const did = yieldToMain()`,
        `console.log(JSON.stringify({ pid: process.pid, did, before, after: nice() }))`
      ].join("\n")
    )
    const out = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", script], { cwd: root, encoding: "utf8" })) as {
      readonly pid: number
      readonly did: boolean
      readonly before: Record<string, number>
      readonly after: Record<string, number>
    }
    if (process.platform !== "linux") {
      expect(out.did).toBe(false)
      return
    }
    expect(out.did).toBe(true)
    const others = Object.keys(out.before).filter((t) => Number(t) !== out.pid)
    expect(others.length).toBeGreaterThan(0)
    expect(out.after[String(out.pid)]).toBe(out.before[String(out.pid)])
    for (const t of others) expect(out.after[t]).toBe(19)
  })
  it("noMoreOptimizing: nothing is optimized after it, what was stays, and what it returns undoes it", () => {
    const script = path.join(scratchDir(), "noopt.ts")
    fs.writeFileSync(
      script,
      [
        `import { noMoreOptimizing } from ${JSON.stringify(path.join(root, "src/main/Background.ts"))}`,
        // V8's own test hooks, in functions made at run time (the syntax is not TypeScript)
        `const status = new Function("f", "return %GetOptimizationStatus(f)")`,
        `const optimize = new Function("f", "%PrepareFunctionForOptimization(f); f(1); f(2); %OptimizeFunctionOnNextCall(f); f(3)")`,
        `const before = (x) => x * 2 + 1`,
        `const after = (x) => x * 3 + 1`,
        `const again = (x) => x * 5 + 1`,
        `optimize(before)`,
        `const optimizeAgain = noMoreOptimizing()`,
        `optimize(after)`,
        `optimizeAgain()`,
        `optimize(again)`,
        // bit 16: optimized
        `const optimized = (f) => (status(f) & 16) !== 0`,
        `console.log(JSON.stringify({ before: optimized(before), after: optimized(after), again: optimized(again), still: before(4) }))`
      ].join("\n")
    )
    const out = JSON.parse(execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", script], { cwd: root, encoding: "utf8" }))
    expect(out).toEqual({ before: true, after: false, again: true, still: 9 })
  })
})
