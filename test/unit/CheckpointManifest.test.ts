/**
 * The pure half of rewinding (src/domain/checkpoint): a plan run over a model of the disk turns
 * any tree into any other; what it holds no copy of is kept and said; stored objects read back as
 * the manifest they were built from; entries are the same exactly when their objects are; a
 * malformed object names its line; ignore rules as git's.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as FastCheck from "effect/FastCheck"
import * as NodeCrypto from "node:crypto"
import * as IgnoreRules from "../../src/domain/checkpoint/IgnoreRules.js"
import * as Manifest from "../../src/domain/checkpoint/Manifest.js"
import * as TreeObject from "../../src/domain/checkpoint/TreeObject.js"

const sha = (text: string) => NodeCrypto.createHash("sha256").update(text).digest("hex")

/** A consistent tree: every path's directories are directories. */
const manifest = (withSkipped: boolean): FastCheck.Arbitrary<Manifest.Manifest> =>
  FastCheck.array(
    FastCheck.tuple(
      FastCheck.array(FastCheck.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 3 }),
      FastCheck.oneof(
        FastCheck.record({
          kind: FastCheck.constant("file" as const),
          mode: FastCheck.constantFrom(0o644, 0o755),
          hash: FastCheck.constantFrom(sha("1"), sha("2")),
          size: FastCheck.constant(1)
        }),
        FastCheck.record({ kind: FastCheck.constant("link" as const), target: FastCheck.constantFrom("x", "../y") }),
        FastCheck.record({ kind: FastCheck.constant("dir" as const), mode: FastCheck.constantFrom(0o755, 0o700) }),
        ...(withSkipped ? [FastCheck.record({ kind: FastCheck.constant("skipped" as const), size: FastCheck.constant(99) })] : [])
      )
    ),
    { maxLength: 12 }
  ).map((leaves) => {
    const out = new Map<string, Manifest.Item>()
    for (const [parts, item] of leaves) {
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join("/")
        if (out.get(dir)?.kind !== "dir") out.set(dir, { kind: "dir", mode: 0o755 })
      }
      const path = parts.join("/")
      if (out.get(path)?.kind !== "dir") out.set(path, item)
    }
    return out
  })

/** The disk as a map, changed by a plan's steps; a step that cannot run (a missing parent, a name taken) throws. */
const run = (disk: Map<string, Manifest.Item>, plan: Manifest.Plan) => {
  const parentExists = (path: string) => {
    const slash = path.lastIndexOf("/")
    if (slash >= 0 && disk.get(path.slice(0, slash))?.kind !== "dir") throw new Error(`no directory for ${path}`)
  }
  for (const step of plan.steps) {
    switch (step.op) {
      case "remove":
        if (disk.get(step.path)?.kind !== step.kind) throw new Error(`remove ${step.path}: not a ${step.kind}`)
        disk.delete(step.path)
        break
      case "rmdir":
        if ([...disk.keys()].some((p) => p.startsWith(`${step.path}/`))) throw new Error(`rmdir ${step.path}: not empty`)
        disk.delete(step.path)
        break
      case "mkdir":
        parentExists(step.path)
        if (disk.has(step.path)) throw new Error(`mkdir ${step.path}: exists`)
        disk.set(step.path, { kind: "dir", mode: step.mode })
        break
      case "write":
        parentExists(step.path)
        if (disk.get(step.path)?.kind === "dir") throw new Error(`write ${step.path}: a directory`)
        disk.set(step.path, { kind: "file", mode: step.mode, hash: step.hash, size: step.size })
        break
      case "link":
        parentExists(step.path)
        if (disk.get(step.path)?.kind === "dir") throw new Error(`link ${step.path}: a directory`)
        disk.set(step.path, { kind: "link", target: step.target })
        break
      case "chmod": {
        const item = disk.get(step.path)
        if (item?.kind !== "file" && item?.kind !== "dir") throw new Error(`chmod ${step.path}`)
        disk.set(step.path, { ...item, mode: step.mode })
        break
      }
    }
  }
  return disk
}

describe("Manifest.plan", () => {
  it.prop("turns any tree into any other", [manifest(false), manifest(false)], ([current, target]) => {
    const plan = Manifest.plan(current, target)
    expect(plan.kept).toEqual([])
    expect(Manifest.changes(run(new Map(current), plan), target)).toEqual([])
  })

  it.prop(
    "never removes or replaces a file it has no copy of, and leaves the rest as the target says",
    [manifest(true), manifest(true)],
    ([current, target]) => {
      const plan = Manifest.plan(current, target)
      const after = run(new Map(current), plan)
      for (const [path, item] of current) if (item.kind === "skipped") expect(after.get(path)).toEqual(item)
      for (const { path, before, after: wanted } of Manifest.changes(after, target)) {
        // what differs from the target is a skipped file, or a directory kept because of one
        const explained = before?.kind === "skipped" || wanted?.kind === "skipped" ||
          plan.kept.some((k) => k.path === path || path.startsWith(`${k.path}/`)) ||
          [...current].some(([p, i]) => i.kind === "skipped" && (p.startsWith(`${path}/`) || path.startsWith(`${p}/`)))
        expect(explained, path).toBe(true)
      }
    }
  )

  it("orders removals deepest first, creations shallowest first, and reports kept paths", () => {
    const dir = (mode = 0o755): Manifest.Item => ({ kind: "dir", mode })
    const file = (hash: string): Manifest.Item => ({ kind: "file", mode: 0o644, hash: sha(hash), size: 1 })
    const current = new Map<string, Manifest.Item>([["a", dir()], ["a/b", dir()], ["a/b/f", file("1")], ["big", { kind: "skipped", size: 9 }]])
    const target = new Map<string, Manifest.Item>([["x", dir(0o700)], ["x/y", dir()], ["x/y/g", file("2")]])
    const plan = Manifest.plan(current, target)
    expect(plan.steps.map((s) => `${s.op} ${s.path}`)).toEqual(["remove a/b/f", "rmdir a/b", "rmdir a", "mkdir x", "mkdir x/y", "write x/y/g"])
    expect(plan.kept).toEqual([{ path: "big", reason: "too large to keep" }])
    expect(Manifest.changedFiles(current, target)).toBe(3)
  })
})

/** A manifest's objects, children before parents, as a scan stores them: every directory's, by hash, and the root's hash. */
const build = (m: Manifest.Manifest): { readonly root: string; readonly objects: ReadonlyMap<string, string> } => {
  const objects = new Map<string, string>()
  const treeOf = (dir: string): string => {
    const entries: Array<TreeObject.Entry> = []
    for (const [path, item] of m) {
      const slash = path.lastIndexOf("/")
      if ((slash < 0 ? "" : path.slice(0, slash)) !== dir) continue
      const name = path.slice(slash + 1)
      entries.push(item.kind === "dir" ? { name, item, tree: treeOf(path) } : { name, item })
    }
    const text = TreeObject.encode(entries)
    objects.set(sha(text), text)
    return sha(text)
  }
  return { root: treeOf(""), objects }
}

/** A directory's entries, in name order: names from a few, items of every kind. */
const entries: FastCheck.Arbitrary<Array<TreeObject.Entry>> = FastCheck.uniqueArray(
  FastCheck.tuple(
    FastCheck.constantFrom("a", "b", "c"),
    FastCheck.oneof(
      FastCheck.record({
        kind: FastCheck.constant("file" as const),
        mode: FastCheck.constantFrom(0o644, 0o755),
        hash: FastCheck.constantFrom(sha("1"), sha("2")),
        size: FastCheck.constantFrom(1, 2)
      }),
      FastCheck.record({ kind: FastCheck.constant("link" as const), target: FastCheck.constantFrom("x", "y") }),
      FastCheck.record({ kind: FastCheck.constant("skipped" as const), size: FastCheck.constantFrom(98, 99) }),
      FastCheck.record({ kind: FastCheck.constant("dir" as const), mode: FastCheck.constantFrom(0o755, 0o700) })
    ),
    FastCheck.constantFrom(sha("t1"), sha("t2"))
  ),
  { selector: ([name]) => name }
).map((list) =>
  list.sort(([a], [b]) => Manifest.pathOrder(a, b)).map(([name, item, tree]): TreeObject.Entry => item.kind === "dir" ? { name, item, tree } : { name, item })
)

describe("TreeObject", () => {
  it.prop("entries are the same exactly when their objects are", [entries, entries], ([a, b]) => {
    expect(TreeObject.sameEntries(a, b)).toBe(TreeObject.encode(a) === TreeObject.encode(b))
    expect(TreeObject.sameEntries(a, a)).toBe(true)
  })

  it.prop("a manifest's objects read back as the manifest", [manifest(true)], ([m]) => {
    const built = build(m)
    const read = new Map<string, Manifest.Item>()
    const walk = (hash: string, dir: string) => {
      const entries = TreeObject.decode(hash, built.objects.get(hash) as string)
      if (Either.isLeft(entries)) throw entries.left
      for (const entry of entries.right) {
        const path = dir === "" ? entry.name : `${dir}/${entry.name}`
        read.set(path, entry.item)
        if ("tree" in entry) walk(entry.tree, path)
      }
    }
    walk(built.root, "")
    expect(Manifest.changes(read, m)).toEqual([])
    for (const [hash, text] of built.objects) expect(sha(text)).toBe(hash)
  })

  it("the same tree is the same root; a malformed object names its line", () => {
    const m = new Map<string, Manifest.Item>([["src", { kind: "dir", mode: 0o755 }], ["src/a", { kind: "link", target: "b" }]])
    expect(build(m).root).toBe(build(new Map([...m].reverse())).root)
    const bad = TreeObject.decode("f".repeat(64), `["l","a","b"]\n["f","../x",420,"${"0".repeat(64)}",1]\n`)
    expect(Either.isLeft(bad) && bad.left.message).toBe(`checkpoint object ${"f".repeat(64)} is malformed at line 2`)
  })
})

describe("IgnoreRules", () => {
  it("ignores as git does: .git always, deeper files win, ! re-includes, directories by trailing slash", () => {
    let rules = IgnoreRules.within(IgnoreRules.empty, "", "*.log\nbuild/\n")
    expect(IgnoreRules.ignores(rules, ".git", true)).toBe(true)
    expect(IgnoreRules.ignores(rules, "sub/.git", true)).toBe(true)
    expect(IgnoreRules.ignores(rules, "a.log", false)).toBe(true)
    expect(IgnoreRules.ignores(rules, "build", true)).toBe(true)
    expect(IgnoreRules.ignores(rules, "build", false)).toBe(false)
    rules = IgnoreRules.within(rules, "sub", "!keep.log\n/local\n")
    expect(IgnoreRules.ignores(rules, "sub/keep.log", false)).toBe(false)
    expect(IgnoreRules.ignores(rules, "sub/other.log", false)).toBe(true)
    expect(IgnoreRules.ignores(rules, "sub/local", false)).toBe(true)
    expect(IgnoreRules.ignores(rules, "local", false)).toBe(false)
  })
})
