/**
 * Whole-file writes of the cache files without Effect (src/services/store/internal/CacheFiles.ts), which the
 * early paths and the core's caches share: the temporary names are those `TempFiles` writes and
 * sweeps, a failed write leaves nothing behind, and a killed writer's file is swept.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as CacheFiles from "../../src/services/store/internal/CacheFiles.js"
import * as TempFiles from "../../src/services/store/TempFiles.js"
import { scratchDir } from "../support/Spawn.js"

/** The id of a process that ran and has exited. */
const deadPid = (): number => Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout)

describe("CacheFiles", () => {
  it("names temporary files as TempFiles does, so that either sweep recognizes the other's", () => {
    const name = CacheFiles.tempName("/c/index/k.idx", 123456)
    expect(name).toBe(`/c/index/k.idx.${process.pid}-2n9c.tmp`)
    expect([CacheFiles.writerOf(name), TempFiles.writerOf(name)]).toEqual([process.pid, process.pid])
    const made = Effect.runSync(TempFiles.tempName("/c/index/k.idx"))
    expect(CacheFiles.writerOf(made)).toBe(process.pid)
    expect(CacheFiles.writerOf("/c/index/k.idx.abc.tmp")).toBeUndefined()
  })

  it("writes a file whole and private in a private folder, and sweeps what a killed writer left there", () => {
    const dir = path.join(scratchDir(), "cache", "index")
    const target = path.join(dir, "k.idx")
    const dead = deadPid()
    fs.mkdirSync(dir, { recursive: true })
    const left = path.join(dir, `other.idx.${dead}-abc.tmp`)
    const live = path.join(dir, `other.idx.${process.ppid}-abc.tmp`)
    fs.writeFileSync(left, "partial")
    fs.writeFileSync(live, "being written")
    expect(CacheFiles.replace(target, [new Uint8Array([1, 2]), new Uint8Array([3])], 0o600, 0o700)).toBe(true)
    expect([...fs.readFileSync(target)]).toEqual([1, 2, 3])
    expect(fs.statSync(target).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(live), "k.idx"].sort())
  })

  it("leaves no temporary file and throws nothing when the write fails", () => {
    const root = scratchDir()
    const blocked = path.join(root, "a-file")
    fs.writeFileSync(blocked, "")
    expect(CacheFiles.replace(path.join(blocked, "index", "k.idx"), [new Uint8Array([1])], 0o600, 0o700)).toBe(false)
    // the target is a directory: the rename fails after the temporary file was written
    const dir = path.join(root, "index")
    fs.mkdirSync(path.join(dir, "k.idx"), { recursive: true })
    fs.writeFileSync(path.join(dir, "k.idx", "inside"), "")
    expect(CacheFiles.replace(path.join(dir, "k.idx"), [new Uint8Array([1])], 0o600, 0o700)).toBe(false)
    expect(fs.readdirSync(dir)).toEqual(["k.idx"])
  })
})
