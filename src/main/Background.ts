/**
 * The process's other threads (V8's compiler and garbage-collector helpers, libuv's pool) made
 * to yield to the main thread, for a short command that does its work on the main thread.
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
// named imports: a namespace import of a built-in reads each function through a getter in the bundle
import { readdirSync } from "node:fs"
import { setPriority } from "node:os"

/** The niceness helper threads are given: the lowest priority there is. */
const LOWEST = 19

/** Lowers the priority of every thread of this process but the main one; true when it did. */
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
