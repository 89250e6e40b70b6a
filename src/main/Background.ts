/**
 * A short command that does its work on the main thread, and V8's helpers: the process's other
 * threads (V8's compiler and garbage-collector helpers, libuv's pool) made to yield to the main
 * thread, and V8's optimizing compiler stopped for a last pass that would not gain from it.
 */
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { readdirSync } from "node:fs"
import { setPriority } from "node:os"
import { setFlagsFromString } from "node:v8"

/** The niceness helper threads are given: the lowest priority there is. */
const LOWEST = 19

/**
 * Lowers the priority of every thread of this process but the main one; true when it did.
 *
 * A first read of a large session keeps the main thread busy while V8 optimizes the reading
 * code and tiers the scanner's WebAssembly up, on four helper threads: on a machine with two
 * cores they took one from the main thread now and then (it waited 12-29 ms of a 150 ms read
 * for a core). With the helpers at the lowest priority they run on whatever core the main
 * thread leaves, and still run: nothing waits for them that they would hold up for long.
 *
 * Linux only (a thread's priority is set through its id in `/proc/self/task`); elsewhere, or
 * when anything fails, nothing changes. Lowering a priority needs no privilege.
 */
export const yieldToMain = (): boolean => {
  if (process.platform !== "linux") return false
  try {
    let lowered = false
    for (const task of readdirSync("/proc/self/task")) {
      const id = Number(task)
      if (id === process.pid || !Number.isInteger(id)) continue
      setPriority(id, LOWEST)
      lowered = true
    }
    return lowered
  } catch {
    return false
  }
}

/**
 * Turns V8's optimizing compiler off for the rest of the process, which is to do one last pass
 * and exit: code that pass makes hot would be compiled on a helper thread, to be done after the
 * pass is (and an exit waits for a compile under way). `arbor context FILE --json` of the
 * synthetic 100 MB session, whose answer is 12,000 messages: 191.6 -> 183.2 ms on first sight,
 * 62.0 -> 52.3 ms seen before. Only for a process about to end: nothing is optimized after it,
 * unless the function it returns turns the compiler on again (the pass was not made after all).
 */
export const noMoreOptimizing = (): (() => void) => {
  const again = () => flag("--opt")
  if (flag("--no-opt")) {
    // back as the process exits, before anything else runs then: V8 refuses a code cache made
    // under other flags, and `CodeCache` may make one at exit
    process.prependOnceListener("exit", again)
  }
  return again
}

/** Sets a V8 flag; false when this V8 has no such flag. */
const flag = (text: string): boolean => {
  try {
    setFlagsFromString(text)
    return true
  } catch {
    return false
  }
}
