/**
 * An in-memory POSIX filesystem behind `@effect/platform`'s `FileSystem` port, for tests and
 * embedding. It owns a tree of directories and regular files, and open file handles. Not pure:
 * the state is plain mutable data, but every operation checks and mutates it in one
 * synchronous step (an `Either.gen` with no scheduling point inside), so concurrent fibers
 * always observe whole operations, and `rename`, `link` and `wx` creation are atomic.
 *
 * The semantics follow Linux as seen through `NodeFileSystem`, down to the `reason`,
 * `syscall` and Node-style `description` of each `SystemError`, so that the same storage
 * tests pass against both. Files are inodes: hard links share one, and an open handle keeps
 * reading and writing its inode after the name is removed or replaced. Timestamps come from
 * Effect's `Clock` when each operation runs (so `TestClock` drives them).
 *
 * Deliberate differences from Node: paths must be absolute (a relative path fails with
 * `BadArgument`) and `..` is resolved lexically; there are no symbolic links (`symlink` and
 * `watch` fail as unsupported, `readLink` reports EINVAL as for any non-link); permission bits
 * are stored and reported but never enforced, as for root; access times are not updated by
 * reads; the filesystem starts with an empty `/` and a `/tmp` directory.
 */
import * as Error from "@effect/platform/Error"
import * as FileSystem from "@effect/platform/FileSystem"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Random from "effect/Random"
import * as Stream from "effect/Stream"

export interface Options {
  /** Milliseconds since the epoch for timestamps. Defaults to Effect's `Clock` at call time. */
  readonly now?: () => number
  /** Permission bits cleared from every created file and directory, like a process umask. Defaults to 0o022. */
  readonly umask?: number
}

// == model

interface Inode {
  readonly ino: number
  mode: number
  uid: number
  gid: number
  atimeMs: number
  mtimeMs: number
  readonly birthtimeMs: number
}

interface RegularFile extends Inode {
  readonly _tag: "File"
  /** Names referring to this inode. */
  links: number
  /** Storage with spare capacity; only the first `size` bytes are the file. */
  bytes: Uint8Array
  size: number
}

interface Directory extends Inode {
  readonly _tag: "Directory"
  readonly entries: Map<string, Node>
}

type Node = RegularFile | Directory

/** A parsed absolute path. */
interface Location {
  readonly segments: ReadonlyArray<string>
  /** The canonical path: "/" followed by the segments. */
  readonly path: string
  /** The path ended in "/", "." or "..", so it can only name a directory. */
  readonly mustBeDirectory: boolean
}

interface Found {
  readonly _tag: "Found"
  readonly node: Node
  /** Undefined for the root. */
  readonly parent: Directory | undefined
  readonly name: string
}

interface Missing {
  readonly _tag: "Missing"
  readonly parent: Directory
  readonly name: string
}

interface LookupError {
  readonly code: "ENOENT" | "ENOTDIR"
  /** How many segments of the path resolved, including the one that failed. */
  readonly depth: number
}

interface Access {
  readonly read: boolean
  readonly write: boolean
  readonly append: boolean
  readonly create: boolean
  readonly exclusive: boolean
  readonly truncate: boolean
}

interface Opened {
  readonly node: Node
  readonly access: Access
}

const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const BLOCK_SIZE = 4096

const allow = (flags: Partial<Access>): Access => ({
  read: false,
  write: false,
  append: false,
  create: false,
  exclusive: false,
  truncate: false,
  ...flags
})

const openFlags: { readonly [flag in FileSystem.OpenFlag]: Access } = {
  "r": allow({ read: true }),
  "r+": allow({ read: true, write: true }),
  "w": allow({ write: true, create: true, truncate: true }),
  "wx": allow({ write: true, create: true, truncate: true, exclusive: true }),
  "w+": allow({ read: true, write: true, create: true, truncate: true }),
  "wx+": allow({ read: true, write: true, create: true, truncate: true, exclusive: true }),
  "a": allow({ write: true, append: true, create: true }),
  "ax": allow({ write: true, append: true, create: true, exclusive: true }),
  "a+": allow({ read: true, write: true, append: true, create: true }),
  "ax+": allow({ read: true, write: true, append: true, create: true, exclusive: true })
}

// == errors

type Errno = "ENOENT" | "EEXIST" | "ENOTDIR" | "EISDIR" | "ENOTEMPTY" | "EINVAL" | "EPERM" | "EBADF" | "EBUSY"

/** The reason `NodeFileSystem` maps each code to, and the text of Node's message. */
const errnos: { readonly [code in Errno]: readonly [Error.SystemErrorReason, string] } = {
  ENOENT: ["NotFound", "no such file or directory"],
  EEXIST: ["AlreadyExists", "file already exists"],
  ENOTDIR: ["BadResource", "not a directory"],
  EISDIR: ["BadResource", "illegal operation on a directory"],
  ENOTEMPTY: ["Unknown", "directory not empty"],
  EINVAL: ["Unknown", "invalid argument"],
  EPERM: ["Unknown", "operation not permitted"],
  EBADF: ["Unknown", "bad file descriptor"],
  EBUSY: ["Busy", "resource busy or locked"]
}

/** A failed system call, described as Node describes it: `ENOENT: no such file or directory, open '/x'`. */
const systemError = (
  code: Errno,
  method: string,
  syscall: string,
  pathOrDescriptor: string | number,
  paths: ReadonlyArray<string>
): Error.SystemError => {
  const [reason, text] = errnos[code]
  const subject = paths.length === 0 ? "" : ` ${paths.map((path) => `'${path}'`).join(" -> ")}`
  return new Error.SystemError({
    reason,
    module: "FileSystem",
    method,
    syscall,
    pathOrDescriptor,
    description: `${code}: ${text}, ${syscall}${subject}`
  })
}

/** Fails one call: the same method, syscall and paths for every code. */
const failWith = (method: string, syscall: string, pathOrDescriptor: string | number, paths: ReadonlyArray<string>) => (code: Errno): Error.SystemError =>
  systemError(code, method, syscall, pathOrDescriptor, paths)

/** An error Node raises itself rather than the kernel (`ERR_FS_EISDIR`, `ERR_FS_CP_*`). */
const nodeError = (method: string, syscall: string, path: string, description: string): Error.SystemError =>
  new Error.SystemError({ reason: "Unknown", module: "FileSystem", method, syscall, pathOrDescriptor: path, description })

const unsupported = (method: string, path: string): Error.SystemError =>
  new Error.SystemError({
    reason: "Unknown",
    module: "FileSystem",
    method,
    pathOrDescriptor: path,
    description: `${method} is not supported by the in-memory filesystem`
  })

// == paths

const parse = (method: string, raw: string): Either.Either<Location, Error.BadArgument> => {
  if (!raw.startsWith("/") || raw.includes("\0")) {
    return Either.left(
      new Error.BadArgument({
        module: "FileSystem",
        method,
        description: `expected an absolute path without NUL bytes, got ${JSON.stringify(raw)}`
      })
    )
  }
  const parts = raw.split("/")
  const segments: Array<string> = []
  for (const part of parts) {
    if (part === "..") segments.pop()
    else if (part !== "" && part !== ".") segments.push(part)
  }
  const last = parts[parts.length - 1]
  return Either.right({
    segments,
    path: `/${segments.join("/")}`,
    mustBeDirectory: segments.length > 0 && (last === "" || last === "." || last === "..")
  })
}

const join = (directory: string, name: string): string => directory === "/" ? `/${name}` : `${directory}/${name}`

/** `inner` names something strictly below `outer`. */
const isBelow = (inner: Location, outer: Location): boolean =>
  inner.segments.length > outer.segments.length && outer.segments.every((segment, i) => inner.segments[i] === segment)

// == file contents

const resize = (file: RegularFile, size: number): void => {
  if (size > file.bytes.length) {
    const grown = new Uint8Array(Math.max(size, file.bytes.length * 2, 64))
    grown.set(file.bytes.subarray(0, file.size))
    file.bytes = grown
  } else if (size > file.size) {
    file.bytes.fill(0, file.size, size)
  } else if (size * 4 < file.bytes.length) {
    file.bytes = file.bytes.slice(0, size)
  }
  file.size = size
}

/** Copies `data` into the file at `position`, zero-filling any gap past the end. */
const writeAt = (file: RegularFile, position: number, data: Uint8Array): void => {
  const end = position + data.length
  if (end > file.size) resize(file, end)
  file.bytes.set(data, position)
}

/** A copy of up to `length` bytes from `position`. */
const readAt = (file: RegularFile, position: number, length: number): Uint8Array =>
  file.bytes.slice(Math.min(position, file.size), Math.min(position + length, file.size))

const info = (node: Node): FileSystem.File.Info => {
  const size = node._tag === "File" ? node.size : BLOCK_SIZE
  let links = 2
  if (node._tag === "File") links = node.links
  else for (const child of node.entries.values()) if (child._tag === "Directory") links++
  return {
    type: node._tag,
    mtime: Option.some(new Date(node.mtimeMs)),
    atime: Option.some(new Date(node.atimeMs)),
    birthtime: Option.some(new Date(node.birthtimeMs)),
    dev: 0,
    ino: Option.some(node.ino),
    mode: (node._tag === "File" ? S_IFREG : S_IFDIR) | node.mode,
    nlink: Option.some(links),
    uid: Option.some(node.uid),
    gid: Option.some(node.gid),
    rdev: Option.some(0),
    size: FileSystem.Size(size),
    blksize: Option.some(FileSystem.Size(BLOCK_SIZE)),
    blocks: Option.some(Math.ceil(size / BLOCK_SIZE) * (BLOCK_SIZE / 512))
  }
}

// == the volume: synchronous operations on the tree

const makeVolume = (umask: number, createdAt: number) => {
  let lastIno = 0

  const inode = (t: number, mode: number) => ({
    ino: ++lastIno,
    mode,
    uid: 0,
    gid: 0,
    atimeMs: t,
    mtimeMs: t,
    birthtimeMs: t
  })
  const newFile = (t: number, mode: number): RegularFile => ({
    _tag: "File",
    ...inode(t, mode),
    links: 0,
    bytes: new Uint8Array(0),
    size: 0
  })
  const newDirectory = (t: number, mode: number): Directory => ({
    _tag: "Directory",
    ...inode(t, mode),
    entries: new Map()
  })
  const cloneFile = (t: number, file: RegularFile): RegularFile => ({
    ...newFile(t, file.mode),
    bytes: file.bytes.slice(0, file.size),
    size: file.size
  })

  const attach = (parent: Directory, name: string, node: Node, t: number): void => {
    parent.entries.set(name, node)
    if (node._tag === "File") node.links++
    parent.mtimeMs = t
  }
  /** Drops every name inside `node` (the name of `node` itself is handled by the caller). */
  const release = (node: Node): void => {
    if (node._tag === "File") node.links--
    else for (const child of node.entries.values()) release(child)
  }
  const detach = (parent: Directory, name: string, t: number): void => {
    const node = parent.entries.get(name)
    if (node === undefined) return
    parent.entries.delete(name)
    release(node)
    parent.mtimeMs = t
  }

  const root = newDirectory(createdAt, 0o755)
  attach(root, "tmp", newDirectory(createdAt, 0o1777), createdAt)

  const lookup = (location: Location): Either.Either<Found | Missing, LookupError> => {
    const { segments } = location
    let directory = root
    for (let depth = 1; depth < segments.length; depth++) {
      const child = directory.entries.get(segments[depth - 1] ?? "")
      if (child === undefined) return Either.left({ code: "ENOENT", depth })
      if (child._tag === "File") return Either.left({ code: "ENOTDIR", depth })
      directory = child
    }
    const name = segments[segments.length - 1]
    if (name === undefined) return Either.right({ _tag: "Found", node: root, parent: undefined, name: "" })
    const node = directory.entries.get(name)
    if (node === undefined) return Either.right({ _tag: "Missing", parent: directory, name })
    if (node._tag === "File" && location.mustBeDirectory) {
      return Either.left({ code: "ENOTDIR", depth: segments.length })
    }
    return Either.right({ _tag: "Found", node, parent: directory, name })
  }
  const resolve = (location: Location, fail: (code: Errno) => Error.SystemError) => Either.mapLeft(lookup(location), (error) => fail(error.code))
  const existing = (location: Location, fail: (code: Errno) => Error.SystemError) =>
    Either.flatMap(
      resolve(location, fail),
      (entry): Either.Either<Found, Error.SystemError> => entry._tag === "Found" ? Either.right(entry) : Either.left(fail("ENOENT"))
    )

  const open = (t: number, method: string, raw: string, flag: string, mode: number | undefined) =>
    Either.gen(function*() {
      const location = yield* parse(method, raw)
      const access: Access | undefined = (openFlags as Partial<Record<string, Access>>)[flag]
      if (access === undefined) {
        return yield* Either.left(
          new Error.BadArgument({ module: "FileSystem", method, description: `invalid open flag ${JSON.stringify(flag)}` })
        )
      }
      const fail = failWith(method, "open", raw, [raw])
      const entry = yield* resolve(location, fail)
      if (entry._tag === "Found") {
        const node = entry.node
        if (access.exclusive) return yield* Either.left(fail("EEXIST"))
        if (node._tag === "Directory" && access.write) return yield* Either.left(fail("EISDIR"))
        if (node._tag === "File" && access.truncate) {
          resize(node, 0)
          node.mtimeMs = t
        }
        return { node, access } satisfies Opened
      }
      if (!access.create) return yield* Either.left(fail("ENOENT"))
      if (location.mustBeDirectory) return yield* Either.left(fail("EISDIR"))
      const file = newFile(t, (mode ?? 0o666) & 0o7777 & ~umask)
      attach(entry.parent, entry.name, file, t)
      return { node: file, access } satisfies Opened
    })

  /** Creates the directories of `segments` that are missing; fails when one is a file. */
  const ensureDirectory = (t: number, segments: ReadonlyArray<string>): Either.Either<Directory, LookupError> => {
    let directory = root
    for (const [i, name] of segments.entries()) {
      const child = directory.entries.get(name)
      if (child === undefined) {
        const created = newDirectory(t, 0o777 & ~umask)
        attach(directory, name, created, t)
        directory = created
      } else if (child._tag === "File") {
        return Either.left({ code: "ENOTDIR", depth: i + 1 })
      } else {
        directory = child
      }
    }
    return Either.right(directory)
  }

  /** `cp -r` of one node to `parent/name`, with the rules and messages of Node's `fs.cp`. */
  const copyInto = (
    t: number,
    node: Node,
    from: string,
    parent: Directory,
    name: string,
    to: string,
    options: FileSystem.CopyOptions
  ): Either.Either<void, Error.SystemError> => {
    const present = parent.entries.get(name)
    if (node._tag === "File") {
      if (present?._tag === "Directory") {
        return Either.left(nodeError(
          "copy",
          "cp",
          from,
          `Cannot overwrite directory with non-directory: cp returned ENOTDIR (cannot overwrite directory ${to} with non-directory ${from}) ${to}`
        ))
      }
      if (present !== undefined) {
        if (!options.overwrite) return Either.void
        detach(parent, name, t)
      }
      const copy = cloneFile(t, node)
      if (options.preserveTimestamps) {
        copy.atimeMs = node.atimeMs
        copy.mtimeMs = node.mtimeMs
      }
      attach(parent, name, copy, t)
      return Either.void
    }
    if (present?._tag === "File") {
      return Either.left(nodeError(
        "copy",
        "cp",
        from,
        `Cannot overwrite non-directory with directory: cp returned EISDIR (cannot overwrite non-directory ${to} with directory ${from}) ${to}`
      ))
    }
    let directory = present
    if (directory === undefined) {
      directory = newDirectory(t, node.mode)
      attach(parent, name, directory, t)
    }
    for (const [childName, child] of Array.from(node.entries)) {
      const copied = copyInto(t, child, join(from, childName), directory, childName, join(to, childName), options)
      if (Either.isLeft(copied)) return copied
    }
    return Either.void
  }

  const listDirectory = (directory: Directory, recursive: boolean): Array<string> => {
    const names: Array<string> = []
    const queue: Array<readonly [string, Directory]> = [["", directory]]
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [prefix, current] = next
      for (const name of Array.from(current.entries.keys()).sort()) {
        const child = current.entries.get(name)
        names.push(prefix + name)
        if (recursive && child?._tag === "Directory") queue.push([`${prefix}${name}/`, child])
      }
    }
    return names
  }

  return {
    open,

    access: (raw: string) =>
      Either.gen(function*() {
        const location = yield* parse("access", raw)
        yield* existing(location, failWith("access", "access", raw, [raw]))
      }),

    stat: (raw: string) =>
      Either.gen(function*() {
        const location = yield* parse("stat", raw)
        const found = yield* existing(location, failWith("stat", "stat", raw, [raw]))
        return info(found.node)
      }),

    chmod: (raw: string, mode: number) =>
      Either.gen(function*() {
        const location = yield* parse("chmod", raw)
        const found = yield* existing(location, failWith("chmod", "chmod", raw, [raw]))
        found.node.mode = mode & 0o7777
      }),

    chown: (raw: string, uid: number, gid: number) =>
      Either.gen(function*() {
        const location = yield* parse("chown", raw)
        const found = yield* existing(location, failWith("chown", "chown", raw, [raw]))
        found.node.uid = uid
        found.node.gid = gid
      }),

    /** Numbers are seconds since the epoch, as in Node. */
    utimes: (raw: string, atime: Date | number, mtime: Date | number) =>
      Either.gen(function*() {
        const location = yield* parse("utimes", raw)
        const found = yield* existing(location, failWith("utimes", "utime", raw, [raw]))
        const millis = (time: Date | number) => typeof time === "number" ? time * 1000 : time.getTime()
        found.node.atimeMs = millis(atime)
        found.node.mtimeMs = millis(mtime)
      }),

    readFile: (raw: string) =>
      Either.gen(function*() {
        const location = yield* parse("readFile", raw)
        const found = yield* existing(location, failWith("readFile", "open", raw, [raw]))
        if (found.node._tag === "Directory") return yield* Either.left(systemError("EISDIR", "readFile", "read", raw, []))
        return readAt(found.node, 0, found.node.size)
      }),

    writeFile: (t: number, raw: string, data: Uint8Array, options: FileSystem.WriteFileOptions | undefined) =>
      Either.gen(function*() {
        const opened = yield* open(t, "writeFile", raw, options?.flag ?? "w", options?.mode)
        const node = opened.node
        if (node._tag === "Directory" || !opened.access.write) {
          return yield* Either.left(systemError("EBADF", "writeFile", "write", raw, []))
        }
        if (data.length > 0) {
          writeAt(node, opened.access.append ? node.size : 0, data)
          node.mtimeMs = t
        }
      }),

    truncate: (t: number, raw: string, length: FileSystem.SizeInput | undefined) =>
      Either.gen(function*() {
        const location = yield* parse("truncate", raw)
        const fail = failWith("truncate", "open", raw, [raw])
        const found = yield* existing(location, fail)
        if (found.node._tag === "Directory") return yield* Either.left(fail("EISDIR"))
        resize(found.node, Math.max(0, Number(length ?? 0)))
        found.node.mtimeMs = t
      }),

    makeDirectory: (t: number, raw: string, options: FileSystem.MakeDirectoryOptions | undefined) =>
      Either.gen(function*() {
        const location = yield* parse("makeDirectory", raw)
        const fail = failWith("makeDirectory", "mkdir", raw, [raw])
        const mode = (options?.mode ?? 0o777) & 0o1777 & ~umask
        if (options?.recursive) {
          // Only a file can stop the walk, and nothing below a created directory is a file,
          // so a failure never leaves directories behind.
          let directory = root
          for (const [i, name] of location.segments.entries()) {
            const child = directory.entries.get(name)
            if (child === undefined) {
              const created = newDirectory(t, mode)
              attach(directory, name, created, t)
              directory = created
            } else if (child._tag === "File") {
              return yield* Either.left(fail(i === location.segments.length - 1 ? "EEXIST" : "ENOTDIR"))
            } else {
              directory = child
            }
          }
          return
        }
        const entry = yield* resolve(location, fail)
        if (entry._tag === "Found") return yield* Either.left(fail("EEXIST"))
        attach(entry.parent, entry.name, newDirectory(t, mode), t)
      }),

    /** Creates `directory/prefix` + `random` with mode 0o700; `None` when that name is taken. */
    makeTempDirectory: (t: number, method: string, directory: string, prefix: string, random: string) =>
      Either.gen(function*() {
        const base = `${directory.replace(/\/+$/, "")}/${prefix}`
        const location = yield* parse(method, base + random)
        const fail = failWith(method, "mkdtemp", base, [base + random])
        const entry = yield* resolve(location, fail)
        if (entry._tag === "Found") return Option.none<string>()
        attach(entry.parent, entry.name, newDirectory(t, 0o700 & ~umask), t)
        return Option.some(location.path)
      }),

    readDirectory: (raw: string, options: FileSystem.ReadDirectoryOptions | undefined) =>
      Either.gen(function*() {
        const location = yield* parse("readDirectory", raw)
        const fail = failWith("readDirectory", "scandir", raw, [raw])
        const found = yield* existing(location, fail)
        if (found.node._tag === "File") return yield* Either.left(fail("ENOTDIR"))
        return listDirectory(found.node, options?.recursive ?? false)
      }),

    readLink: (raw: string) =>
      Either.gen(function*() {
        const location = yield* parse("readLink", raw)
        const fail = failWith("readLink", "readlink", raw, [raw])
        yield* existing(location, fail)
        return yield* Either.left(fail("EINVAL"))
      }),

    realPath: (raw: string) =>
      Either.gen(function*() {
        const location = yield* parse("realPath", raw)
        const entry = yield* Either.mapLeft(lookup(location), (error) => {
          const prefix = `/${location.segments.slice(0, error.depth).join("/")}`
          return systemError(error.code, "realPath", "lstat", raw, [prefix])
        })
        if (entry._tag === "Missing") {
          return yield* Either.left(systemError("ENOENT", "realPath", "lstat", raw, [location.path]))
        }
        return location.path
      }),

    remove: (t: number, method: string, raw: string, options: FileSystem.RemoveOptions | undefined) =>
      Either.gen(function*() {
        const location = yield* parse(method, raw)
        const fail = failWith(method, "lstat", raw, [raw])
        const looked = lookup(location)
        if (Either.isLeft(looked)) {
          if (options?.force && looked.left.code === "ENOENT") return
          return yield* Either.left(fail(looked.left.code))
        }
        const entry = looked.right
        if (entry._tag === "Missing") {
          if (options?.force) return
          return yield* Either.left(fail("ENOENT"))
        }
        if (entry.node._tag === "Directory" && !options?.recursive) {
          return yield* Either.left(
            nodeError(method, "rm", raw, `Path is a directory: rm returned EISDIR (is a directory) ${raw}`)
          )
        }
        if (entry.parent === undefined) return yield* Either.left(systemError("EBUSY", method, "rm", raw, [raw]))
        detach(entry.parent, entry.name, t)
      }),

    rename: (t: number, fromRaw: string, toRaw: string) =>
      Either.gen(function*() {
        const from = yield* parse("rename", fromRaw)
        const to = yield* parse("rename", toRaw)
        const fail = failWith("rename", "rename", fromRaw, [fromRaw, toRaw])
        const source = yield* existing(from, fail)
        const target = yield* resolve(to, fail)
        const sourceParent = source.parent
        const targetParent = target.parent
        if (sourceParent === undefined || targetParent === undefined) return yield* Either.left(fail("EBUSY"))
        if (source.node._tag === "Directory" && isBelow(to, from)) return yield* Either.left(fail("EINVAL"))
        if (target._tag === "Found") {
          if (target.node === source.node) return
          if (target.node._tag === "Directory") {
            if (source.node._tag === "File") return yield* Either.left(fail("EISDIR"))
            if (target.node.entries.size > 0) return yield* Either.left(fail("ENOTEMPTY"))
          } else if (source.node._tag === "Directory") {
            return yield* Either.left(fail("ENOTDIR"))
          }
          release(target.node)
        } else if (to.mustBeDirectory && source.node._tag === "File") {
          return yield* Either.left(fail("ENOTDIR"))
        }
        sourceParent.entries.delete(source.name)
        targetParent.entries.set(target.name, source.node)
        sourceParent.mtimeMs = t
        targetParent.mtimeMs = t
      }),

    link: (t: number, fromRaw: string, toRaw: string) =>
      Either.gen(function*() {
        const from = yield* parse("link", fromRaw)
        const to = yield* parse("link", toRaw)
        const fail = failWith("link", "link", fromRaw, [fromRaw, toRaw])
        const source = yield* existing(from, fail)
        if (source.node._tag === "Directory") return yield* Either.left(fail("EPERM"))
        const target = yield* resolve(to, fail)
        if (target._tag === "Found") return yield* Either.left(fail("EEXIST"))
        if (to.mustBeDirectory) return yield* Either.left(fail("ENOENT"))
        attach(target.parent, target.name, source.node, t)
      }),

    /** Like libuv: an existing target keeps its inode and takes the source's contents and mode. */
    copyFile: (t: number, fromRaw: string, toRaw: string) =>
      Either.gen(function*() {
        const from = yield* parse("copyFile", fromRaw)
        const to = yield* parse("copyFile", toRaw)
        const fail = failWith("copyFile", "copyfile", fromRaw, [fromRaw, toRaw])
        const source = yield* existing(from, fail)
        if (source.node._tag === "Directory") return yield* Either.left(fail("EISDIR"))
        const target = yield* resolve(to, fail)
        if (target._tag === "Missing") {
          if (to.mustBeDirectory) return yield* Either.left(fail("EISDIR"))
          attach(target.parent, target.name, cloneFile(t, source.node), t)
          return
        }
        const node = target.node
        if (node._tag === "Directory") return yield* Either.left(fail("EISDIR"))
        if (node === source.node) return
        resize(node, 0)
        writeAt(node, 0, source.node.bytes.subarray(0, source.node.size))
        node.mode = source.node.mode
        node.mtimeMs = t
      }),

    /** Node's `fs.cp` with `recursive`: missing parents are created; without `overwrite`, existing files are kept. */
    copy: (t: number, fromRaw: string, toRaw: string, options: FileSystem.CopyOptions | undefined) =>
      Either.gen(function*() {
        const from = yield* parse("copy", fromRaw)
        const to = yield* parse("copy", toRaw)
        const source = yield* existing(from, failWith("copy", "lstat", fromRaw, [fromRaw]))
        const target = lookup(to)
        const same = Either.isRight(target) && target.right._tag === "Found" && target.right.node === source.node
        if (same || from.path === to.path) {
          return yield* Either.left(nodeError(
            "copy",
            "cp",
            fromRaw,
            `Invalid src or dest: cp returned EINVAL (src and dest cannot be the same) ${to.path}`
          ))
        }
        if (source.node._tag === "Directory" && isBelow(to, from)) {
          return yield* Either.left(nodeError(
            "copy",
            "cp",
            fromRaw,
            `Invalid src or dest: cp returned EINVAL (cannot copy ${from.path} to a subdirectory of self ${to.path}) ${to.path}`
          ))
        }
        const name = to.segments[to.segments.length - 1]
        if (name === undefined) {
          // the target is the root
          if (source.node._tag === "File") {
            return yield* Either.left(nodeError(
              "copy",
              "cp",
              fromRaw,
              `Cannot overwrite directory with non-directory: cp returned ENOTDIR (cannot overwrite directory / with non-directory ${from.path}) /`
            ))
          }
          for (const [childName, child] of Array.from(source.node.entries)) {
            yield* copyInto(t, child, join(from.path, childName), root, childName, join("/", childName), options ?? {})
          }
          return
        }
        const parentSegments = to.segments.slice(0, -1)
        const parent = yield* Either.mapLeft(ensureDirectory(t, parentSegments), (error) => {
          const prefix = `/${parentSegments.slice(0, error.depth).join("/")}`
          return systemError(error.code, "copy", "mkdir", fromRaw, [prefix])
        })
        yield* copyInto(t, source.node, from.path, parent, name, to.path, options ?? {})
      })
  }
}

type Volume = ReturnType<typeof makeVolume>

// == open files

/**
 * A handle on an inode, with its own position like Node's `FileSystem.File`: reads and
 * writes happen at the position and advance it, except that in append mode every write goes
 * to the current end and leaves the position alone.
 */
const makeHandle = (
  fd: FileSystem.File.Descriptor,
  opened: Opened,
  now: Effect.Effect<number>
): { readonly file: FileSystem.File; readonly close: Effect.Effect<void> } => {
  const { node, access } = opened
  let position = 0
  let isOpen = true

  const fail = (code: Errno, method: string, syscall: string) => systemError(code, method, syscall, fd, [])

  const readBytes = (method: string, length: number): Either.Either<Uint8Array, Error.SystemError> => {
    if (!isOpen || !access.read) return Either.left(fail("EBADF", method, "read"))
    if (node._tag === "Directory") return Either.left(fail("EISDIR", method, "read"))
    if (position < 0) return Either.left(fail("EINVAL", method, "read"))
    const bytes = readAt(node, position, length)
    position += bytes.length
    return Either.right(bytes)
  }

  const writeBytes = (t: number, method: string, data: Uint8Array): Either.Either<number, Error.SystemError> => {
    if (!isOpen || !access.write || node._tag === "Directory") return Either.left(fail("EBADF", method, "write"))
    if (position < 0 && !access.append) return Either.left(fail("EINVAL", method, "write"))
    if (data.length === 0) return Either.right(0)
    writeAt(node, access.append ? node.size : position, data)
    node.mtimeMs = t
    if (!access.append) position += data.length
    return Either.right(data.length)
  }

  const file: FileSystem.File = {
    [FileSystem.FileTypeId]: FileSystem.FileTypeId,
    fd,
    stat: Effect.suspend(() => isOpen ? Effect.succeed(info(node)) : Effect.fail(fail("EBADF", "stat", "fstat"))),
    sync: Effect.suspend(() => isOpen ? Effect.void : Effect.fail(fail("EBADF", "sync", "fsync"))),
    seek: (offset, from) =>
      Effect.sync(() => {
        position = (from === "start" ? 0 : position) + Number(offset)
      }),
    read: Effect.fn("MemoryFileSystem.File.read")(function*(buffer: Uint8Array) {
      const bytes = yield* readBytes("read", buffer.length)
      buffer.set(bytes)
      return FileSystem.Size(bytes.length)
    }),
    readAlloc: Effect.fn("MemoryFileSystem.File.readAlloc")(function*(size: FileSystem.SizeInput) {
      const bytes = yield* readBytes("readAlloc", Number(size))
      return bytes.length === 0 ? Option.none() : Option.some(bytes)
    }),
    truncate: Effect.fn("MemoryFileSystem.File.truncate")(function*(length?: FileSystem.SizeInput) {
      const t = yield* now
      const size = Number(length ?? 0)
      if (!isOpen) return yield* Effect.fail(fail("EBADF", "truncate", "ftruncate"))
      if (!access.write || node._tag === "Directory" || size < 0) {
        return yield* Effect.fail(fail("EINVAL", "truncate", "ftruncate"))
      }
      resize(node, size)
      node.mtimeMs = t
      if (!access.append && position > size) position = size
    }),
    write: Effect.fn("MemoryFileSystem.File.write")(function*(buffer: Uint8Array) {
      const t = yield* now
      return FileSystem.Size(yield* writeBytes(t, "write", buffer))
    }),
    writeAll: Effect.fn("MemoryFileSystem.File.writeAll")(function*(buffer: Uint8Array) {
      const t = yield* now
      const written = yield* writeBytes(t, "writeAll", buffer)
      if (written === 0) {
        // NodeFileSystem's writeAll reports an empty buffer the same way
        return yield* Effect.fail(
          new Error.SystemError({
            reason: "WriteZero",
            module: "FileSystem",
            method: "writeAll",
            pathOrDescriptor: fd,
            description: "write returned 0 bytes written"
          })
        )
      }
    })
  }
  const close = Effect.sync(() => {
    isOpen = false
  })
  return { file, close }
}

// == the service

const alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexDigits = "0123456789abcdef"

const randomString = (length: number, alphabet: string): Effect.Effect<string> =>
  Effect.map(
    Effect.replicateEffect(Random.nextIntBetween(0, alphabet.length), length),
    (indexes) => indexes.map((i) => alphabet.charAt(i)).join("")
  )

const makeService = (volume: Volume, now: Effect.Effect<number>): FileSystem.FileSystem => {
  let lastFd = 2

  const openWith = (method: string) =>
    Effect.fn(`MemoryFileSystem.${method}`)(function*(path: string, options?: FileSystem.OpenFileOptions) {
      const t = yield* now
      const opened = yield* volume.open(t, method, path, options?.flag ?? "r", options?.mode)
      const handle = yield* Effect.acquireRelease(
        Effect.sync(() => makeHandle(FileSystem.FileDescriptor(++lastFd), opened, now)),
        (handle) => handle.close
      )
      return handle.file
    })

  const removeWith = (method: string) =>
    Effect.fn(`MemoryFileSystem.${method}`)(function*(path: string, options?: FileSystem.RemoveOptions) {
      const t = yield* now
      return yield* volume.remove(t, method, path, options)
    })

  const makeTempDirectoryWith = (method: string) =>
    Effect.fn(`MemoryFileSystem.${method}`)(function*(options?: FileSystem.MakeTempDirectoryOptions) {
      while (true) {
        const random = yield* randomString(6, alphanumerics)
        const t = yield* now
        const made = yield* volume.makeTempDirectory(
          t,
          method,
          options?.directory ?? "/tmp",
          options?.prefix ?? "",
          random
        )
        if (Option.isSome(made)) return made.value
      }
    })

  const makeTempFileWith = (method: string) => {
    const makeDirectory = makeTempDirectoryWith(method)
    return Effect.fn(`MemoryFileSystem.${method}`)(function*(options?: FileSystem.MakeTempFileOptions) {
      const directory = yield* makeDirectory(options)
      const path = `${directory}/${yield* randomString(12, hexDigits)}${options?.suffix ?? ""}`
      const t = yield* now
      yield* volume.open(t, method, path, "w+", undefined)
      return path
    })
  }

  const makeTempDirectory = makeTempDirectoryWith("makeTempDirectory")
  const makeTempDirectoryScoped = makeTempDirectoryWith("makeTempDirectoryScoped")
  const removeScopedDirectory = removeWith("makeTempDirectoryScoped")
  const makeTempFile = makeTempFileWith("makeTempFile")
  const makeTempFileScoped = makeTempFileWith("makeTempFileScoped")
  const removeScopedFile = removeWith("makeTempFileScoped")

  return FileSystem.make({
    access: Effect.fn("MemoryFileSystem.access")(function*(path: string) {
      return yield* volume.access(path)
    }),
    chmod: Effect.fn("MemoryFileSystem.chmod")(function*(path: string, mode: number) {
      return yield* volume.chmod(path, mode)
    }),
    chown: Effect.fn("MemoryFileSystem.chown")(function*(path: string, uid: number, gid: number) {
      return yield* volume.chown(path, uid, gid)
    }),
    copy: Effect.fn("MemoryFileSystem.copy")(function*(from: string, to: string, options?: FileSystem.CopyOptions) {
      const t = yield* now
      return yield* volume.copy(t, from, to, options)
    }),
    copyFile: Effect.fn("MemoryFileSystem.copyFile")(function*(from: string, to: string) {
      const t = yield* now
      return yield* volume.copyFile(t, from, to)
    }),
    link: Effect.fn("MemoryFileSystem.link")(function*(from: string, to: string) {
      const t = yield* now
      return yield* volume.link(t, from, to)
    }),
    makeDirectory: Effect.fn("MemoryFileSystem.makeDirectory")(
      function*(path: string, options?: FileSystem.MakeDirectoryOptions) {
        const t = yield* now
        return yield* volume.makeDirectory(t, path, options)
      }
    ),
    makeTempDirectory,
    makeTempDirectoryScoped: (options) =>
      Effect.acquireRelease(
        makeTempDirectoryScoped(options),
        (directory) => Effect.orDie(removeScopedDirectory(directory, { recursive: true }))
      ),
    makeTempFile,
    makeTempFileScoped: (options) =>
      Effect.acquireRelease(
        makeTempFileScoped(options),
        (file) => Effect.orDie(removeScopedFile(file.slice(0, file.lastIndexOf("/")), { recursive: true }))
      ),
    open: openWith("open"),
    readDirectory: Effect.fn("MemoryFileSystem.readDirectory")(
      function*(path: string, options?: FileSystem.ReadDirectoryOptions) {
        return yield* volume.readDirectory(path, options)
      }
    ),
    readFile: Effect.fn("MemoryFileSystem.readFile")(function*(path: string) {
      return yield* volume.readFile(path)
    }),
    readLink: Effect.fn("MemoryFileSystem.readLink")(function*(path: string) {
      return yield* volume.readLink(path)
    }),
    realPath: Effect.fn("MemoryFileSystem.realPath")(function*(path: string) {
      return yield* volume.realPath(path)
    }),
    remove: removeWith("remove"),
    rename: Effect.fn("MemoryFileSystem.rename")(function*(from: string, to: string) {
      const t = yield* now
      return yield* volume.rename(t, from, to)
    }),
    stat: Effect.fn("MemoryFileSystem.stat")(function*(path: string) {
      return yield* volume.stat(path)
    }),
    symlink: (target) => Effect.fail(unsupported("symlink", target)),
    truncate: Effect.fn("MemoryFileSystem.truncate")(function*(path: string, length?: FileSystem.SizeInput) {
      const t = yield* now
      return yield* volume.truncate(t, path, length)
    }),
    utimes: Effect.fn("MemoryFileSystem.utimes")(function*(path: string, atime: Date | number, mtime: Date | number) {
      return yield* volume.utimes(path, atime, mtime)
    }),
    watch: (path) => Stream.fail(unsupported("watch", path)),
    writeFile: Effect.fn("MemoryFileSystem.writeFile")(
      function*(path: string, data: Uint8Array, options?: FileSystem.WriteFileOptions) {
        const t = yield* now
        return yield* volume.writeFile(t, path, data, options)
      }
    )
  })
}

/**
 * A new, empty filesystem (only `/` and `/tmp`) that no one else shares. Stored bytes are
 * copied on every write and read, so callers can never alias them.
 */
export const make = (options: Options = {}): Effect.Effect<FileSystem.FileSystem> => {
  const now = options.now === undefined ? Clock.currentTimeMillis : Effect.sync(options.now)
  return Effect.map(now, (createdAt) => makeService(makeVolume(options.umask ?? 0o022, createdAt), now))
}

/** The in-memory `FileSystem`: every build of the layer starts from a fresh, empty filesystem. */
export const layer: Layer.Layer<FileSystem.FileSystem> = Layer.effect(FileSystem.FileSystem, make())
