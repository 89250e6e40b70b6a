/**
 * File operations on a working tree, as a user or a `bash` command makes them, for the
 * checkpoint properties: write (bytes as hex, so that an operation is JSON a tool can take),
 * remove, remove a folder, rename, change the mode, make a symbolic link; and the arbitrary
 * that generates them over a few names, nested.
 */
import * as FastCheck from "effect/FastCheck"
import * as fs from "node:fs"
import * as path from "node:path"

export type FileOp =
  | { readonly op: "write"; readonly file: string; readonly hex: string }
  | { readonly op: "remove" | "rmdir"; readonly file: string }
  | { readonly op: "rename"; readonly file: string; readonly to: string }
  | { readonly op: "chmod"; readonly file: string; readonly mode: number }
  | { readonly op: "link"; readonly file: string; readonly target: string }

/** Applies an operation as the shell would; one that cannot apply (a missing parent, a file in the way) changes nothing. */
export const apply = (root: string, o: FileOp): void => {
  const at = path.join(root, o.file)
  try {
    switch (o.op) {
      case "write":
        fs.mkdirSync(path.dirname(at), { recursive: true })
        fs.writeFileSync(at, Buffer.from(o.hex, "hex"))
        break
      case "remove":
        fs.rmSync(at)
        break
      case "rmdir":
        fs.rmSync(at, { recursive: true })
        break
      case "rename":
        fs.mkdirSync(path.dirname(path.join(root, o.to)), { recursive: true })
        fs.renameSync(at, path.join(root, o.to))
        break
      case "chmod":
        if (!fs.lstatSync(at).isSymbolicLink()) fs.chmodSync(at, o.mode)
        break
      case "link":
        fs.mkdirSync(path.dirname(at), { recursive: true })
        fs.symlinkSync(o.target, at)
        break
    }
  } catch {
    // the command failed: the tree is as it was
  }
}

/** Operations on paths of one to three of `names`, links to one of `targets`. */
export const arbitrary = (names: ReadonlyArray<string>, targets: ReadonlyArray<string>, maxBytes = 40): FastCheck.Arbitrary<FileOp> => {
  const file = FastCheck.array(FastCheck.constantFrom(...names), { minLength: 1, maxLength: 3 }).map((parts) => parts.join("/"))
  const hex = FastCheck.uint8Array({ maxLength: maxBytes }).map((bytes) => Buffer.from(bytes).toString("hex"))
  return FastCheck.oneof(
    { arbitrary: FastCheck.record({ op: FastCheck.constant("write" as const), file, hex }), weight: 5 },
    { arbitrary: FastCheck.record({ op: FastCheck.constant("remove" as const), file }), weight: 2 },
    { arbitrary: FastCheck.record({ op: FastCheck.constant("rename" as const), file, to: file }), weight: 2 },
    { arbitrary: FastCheck.record({ op: FastCheck.constant("chmod" as const), file, mode: FastCheck.constantFrom(0o600, 0o644, 0o755) }), weight: 1 },
    { arbitrary: FastCheck.record({ op: FastCheck.constant("link" as const), file, target: FastCheck.constantFrom(...targets) }), weight: 1 },
    { arbitrary: FastCheck.record({ op: FastCheck.constant("rmdir" as const), file }), weight: 1 }
  )
}
