import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  Path,
  TypeId
} from "./chunk-WDLIEMDJ.js";
import {
  BadArgument,
  FileDescriptor,
  FileSystem,
  FileTypeId,
  Size,
  SystemError,
  WatchBackend,
  WatchEventCreate,
  WatchEventRemove,
  WatchEventUpdate,
  make
} from "./chunk-TSB53EJV.js";
import {
  _void,
  acquireRelease,
  async,
  asyncScoped,
  die2 as die,
  effect,
  fail2 as fail,
  flatMap2 as flatMap,
  flatMap4 as flatMap2,
  fromNullable,
  getOrElse,
  map,
  map5 as map2,
  matchEffect,
  none,
  orDie,
  pipe,
  scoped,
  serviceOption,
  some,
  succeed,
  succeed2,
  suspend,
  sync,
  tap,
  tryPromise,
  try_,
  unsafeMakeSemaphore,
  unwrap2 as unwrap,
  zip
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/platform/dist/esm/internal/effectify.js
var effectify = (fn, onError, onSyncError) => (...args) => async((resume) => {
  try {
    fn(...args, (err, result) => {
      if (err) {
        resume(fail(onError ? onError(err, args) : err));
      } else {
        resume(succeed(result));
      }
    });
  } catch (err) {
    resume(onSyncError ? fail(onSyncError(err, args)) : die(err));
  }
});

// node_modules/@effect/platform/dist/esm/Effectify.js
var effectify2 = effectify;

// node_modules/@effect/platform-node-shared/dist/esm/internal/fileSystem.js
import * as Crypto from "node:crypto";
import * as NFS from "node:fs";
import * as OS from "node:os";
import * as Path2 from "node:path";

// node_modules/@effect/platform-node-shared/dist/esm/internal/error.js
var handleErrnoException = (module, method) => (err, [path]) => {
  let reason = "Unknown";
  switch (err.code) {
    case "ENOENT":
      reason = "NotFound";
      break;
    case "EACCES":
      reason = "PermissionDenied";
      break;
    case "EEXIST":
      reason = "AlreadyExists";
      break;
    case "EISDIR":
      reason = "BadResource";
      break;
    case "ENOTDIR":
      reason = "BadResource";
      break;
    case "EBUSY":
      reason = "Busy";
      break;
    case "ELOOP":
      reason = "BadResource";
      break;
  }
  return new SystemError({
    reason,
    module,
    method,
    pathOrDescriptor: path,
    syscall: err.syscall,
    description: err.message,
    cause: err
  });
};

// node_modules/@effect/platform-node-shared/dist/esm/internal/fileSystem.js
var handleBadArgument = (method) => (cause) => new BadArgument({
  module: "FileSystem",
  method,
  cause
});
var access2 = /* @__PURE__ */ (() => {
  const nodeAccess = /* @__PURE__ */ effectify2(NFS.access, /* @__PURE__ */ handleErrnoException("FileSystem", "access"), /* @__PURE__ */ handleBadArgument("access"));
  return (path, options) => {
    let mode = NFS.constants.F_OK;
    if (options?.readable) {
      mode |= NFS.constants.R_OK;
    }
    if (options?.writable) {
      mode |= NFS.constants.W_OK;
    }
    return nodeAccess(path, mode);
  };
})();
var copy = /* @__PURE__ */ (() => {
  const nodeCp = /* @__PURE__ */ effectify2(NFS.cp, /* @__PURE__ */ handleErrnoException("FileSystem", "copy"), /* @__PURE__ */ handleBadArgument("copy"));
  return (fromPath, toPath, options) => nodeCp(fromPath, toPath, {
    force: options?.overwrite ?? false,
    preserveTimestamps: options?.preserveTimestamps ?? false,
    recursive: true
  });
})();
var copyFile2 = /* @__PURE__ */ (() => {
  const nodeCopyFile = /* @__PURE__ */ effectify2(NFS.copyFile, /* @__PURE__ */ handleErrnoException("FileSystem", "copyFile"), /* @__PURE__ */ handleBadArgument("copyFile"));
  return (fromPath, toPath) => nodeCopyFile(fromPath, toPath);
})();
var chmod2 = /* @__PURE__ */ (() => {
  const nodeChmod = /* @__PURE__ */ effectify2(NFS.chmod, /* @__PURE__ */ handleErrnoException("FileSystem", "chmod"), /* @__PURE__ */ handleBadArgument("chmod"));
  return (path, mode) => nodeChmod(path, mode);
})();
var chown2 = /* @__PURE__ */ (() => {
  const nodeChown = /* @__PURE__ */ effectify2(NFS.chown, /* @__PURE__ */ handleErrnoException("FileSystem", "chown"), /* @__PURE__ */ handleBadArgument("chown"));
  return (path, uid, gid) => nodeChown(path, uid, gid);
})();
var link2 = /* @__PURE__ */ (() => {
  const nodeLink = /* @__PURE__ */ effectify2(NFS.link, /* @__PURE__ */ handleErrnoException("FileSystem", "link"), /* @__PURE__ */ handleBadArgument("link"));
  return (existingPath, newPath) => nodeLink(existingPath, newPath);
})();
var makeDirectory = /* @__PURE__ */ (() => {
  const nodeMkdir = /* @__PURE__ */ effectify2(NFS.mkdir, /* @__PURE__ */ handleErrnoException("FileSystem", "makeDirectory"), /* @__PURE__ */ handleBadArgument("makeDirectory"));
  return (path, options) => nodeMkdir(path, {
    recursive: options?.recursive ?? false,
    mode: options?.mode
  });
})();
var makeTempDirectoryFactory = (method) => {
  const nodeMkdtemp = effectify2(NFS.mkdtemp, handleErrnoException("FileSystem", method), handleBadArgument(method));
  return (options) => suspend(() => {
    const prefix = options?.prefix ?? "";
    const directory = typeof options?.directory === "string" ? Path2.join(options.directory, ".") : OS.tmpdir();
    return nodeMkdtemp(prefix ? Path2.join(directory, prefix) : directory + "/");
  });
};
var makeTempDirectory = /* @__PURE__ */ makeTempDirectoryFactory("makeTempDirectory");
var removeFactory = (method) => {
  const nodeRm = effectify2(NFS.rm, handleErrnoException("FileSystem", method), handleBadArgument(method));
  return (path, options) => nodeRm(path, {
    recursive: options?.recursive ?? false,
    force: options?.force ?? false
  });
};
var remove = /* @__PURE__ */ removeFactory("remove");
var makeTempDirectoryScoped = /* @__PURE__ */ (() => {
  const makeDirectory2 = /* @__PURE__ */ makeTempDirectoryFactory("makeTempDirectoryScoped");
  const removeDirectory = /* @__PURE__ */ removeFactory("makeTempDirectoryScoped");
  return (options) => acquireRelease(makeDirectory2(options), (directory) => orDie(removeDirectory(directory, {
    recursive: true
  })));
})();
var openFactory = (method) => {
  const nodeOpen = effectify2(NFS.open, handleErrnoException("FileSystem", method), handleBadArgument(method));
  const nodeClose = effectify2(NFS.close, handleErrnoException("FileSystem", method), handleBadArgument(method));
  return (path, options) => pipe(acquireRelease(nodeOpen(path, options?.flag ?? "r", options?.mode), (fd) => orDie(nodeClose(fd))), map2((fd) => makeFile(FileDescriptor(fd), options?.flag?.startsWith("a") ?? false)));
};
var open2 = /* @__PURE__ */ openFactory("open");
var makeFile = /* @__PURE__ */ (() => {
  const nodeReadFactory = (method) => effectify2(NFS.read, handleErrnoException("FileSystem", method), handleBadArgument(method));
  const nodeRead = /* @__PURE__ */ nodeReadFactory("read");
  const nodeReadAlloc = /* @__PURE__ */ nodeReadFactory("readAlloc");
  const nodeStat = /* @__PURE__ */ effectify2(NFS.fstat, /* @__PURE__ */ handleErrnoException("FileSystem", "stat"), /* @__PURE__ */ handleBadArgument("stat"));
  const nodeTruncate = /* @__PURE__ */ effectify2(NFS.ftruncate, /* @__PURE__ */ handleErrnoException("FileSystem", "truncate"), /* @__PURE__ */ handleBadArgument("truncate"));
  const nodeSync = /* @__PURE__ */ effectify2(NFS.fsync, /* @__PURE__ */ handleErrnoException("FileSystem", "sync"), /* @__PURE__ */ handleBadArgument("sync"));
  const nodeWriteFactory = (method) => effectify2(NFS.write, handleErrnoException("FileSystem", method), handleBadArgument(method));
  const nodeWrite = /* @__PURE__ */ nodeWriteFactory("write");
  const nodeWriteAll = /* @__PURE__ */ nodeWriteFactory("writeAll");
  class FileImpl {
    fd;
    append;
    [FileTypeId];
    semaphore = /* @__PURE__ */ unsafeMakeSemaphore(1);
    position = 0n;
    constructor(fd, append) {
      this.fd = fd;
      this.append = append;
      this[FileTypeId] = FileTypeId;
    }
    get stat() {
      return map2(nodeStat(this.fd), makeFileInfo);
    }
    get sync() {
      return nodeSync(this.fd);
    }
    seek(offset, from) {
      const offsetSize = Size(offset);
      return this.semaphore.withPermits(1)(sync(() => {
        if (from === "start") {
          this.position = offsetSize;
        } else if (from === "current") {
          this.position = this.position + offsetSize;
        }
        return this.position;
      }));
    }
    read(buffer) {
      return this.semaphore.withPermits(1)(map2(suspend(() => nodeRead(this.fd, {
        buffer,
        position: this.position
      })), (bytesRead) => {
        const sizeRead = Size(bytesRead);
        this.position = this.position + sizeRead;
        return sizeRead;
      }));
    }
    readAlloc(size) {
      const sizeNumber = Number(size);
      return this.semaphore.withPermits(1)(flatMap2(sync(() => Buffer.allocUnsafeSlow(sizeNumber)), (buffer) => map2(nodeReadAlloc(this.fd, {
        buffer,
        position: this.position
      }), (bytesRead) => {
        if (bytesRead === 0) {
          return none();
        }
        this.position = this.position + BigInt(bytesRead);
        if (bytesRead === sizeNumber) {
          return some(buffer);
        }
        const dst = Buffer.allocUnsafeSlow(bytesRead);
        buffer.copy(dst, 0, 0, bytesRead);
        return some(dst);
      })));
    }
    truncate(length) {
      return this.semaphore.withPermits(1)(map2(nodeTruncate(this.fd, length ? Number(length) : void 0), () => {
        if (!this.append) {
          const len = BigInt(length ?? 0);
          if (this.position > len) {
            this.position = len;
          }
        }
      }));
    }
    write(buffer) {
      return this.semaphore.withPermits(1)(map2(suspend(() => nodeWrite(this.fd, buffer, void 0, void 0, this.append ? void 0 : Number(this.position))), (bytesWritten) => {
        const sizeWritten = Size(bytesWritten);
        if (!this.append) {
          this.position = this.position + sizeWritten;
        }
        return sizeWritten;
      }));
    }
    writeAllChunk(buffer) {
      return flatMap2(suspend(() => nodeWriteAll(this.fd, buffer, void 0, void 0, this.append ? void 0 : Number(this.position))), (bytesWritten) => {
        if (bytesWritten === 0) {
          return fail(new SystemError({
            module: "FileSystem",
            method: "writeAll",
            reason: "WriteZero",
            pathOrDescriptor: this.fd,
            description: "write returned 0 bytes written"
          }));
        }
        if (!this.append) {
          this.position = this.position + BigInt(bytesWritten);
        }
        return bytesWritten < buffer.length ? this.writeAllChunk(buffer.subarray(bytesWritten)) : _void;
      });
    }
    writeAll(buffer) {
      return this.semaphore.withPermits(1)(this.writeAllChunk(buffer));
    }
  }
  return (fd, append) => new FileImpl(fd, append);
})();
var makeTempFileFactory = (method) => {
  const makeDirectory2 = makeTempDirectoryFactory(method);
  const open3 = openFactory(method);
  const randomHexString = (bytes) => sync(() => Crypto.randomBytes(bytes).toString("hex"));
  return (options) => pipe(zip(makeDirectory2(options), randomHexString(6)), map2(([directory, random]) => Path2.join(directory, random + (options?.suffix ?? ""))), tap((path) => scoped(open3(path, {
    flag: "w+"
  }))));
};
var makeTempFile = /* @__PURE__ */ makeTempFileFactory("makeTempFile");
var makeTempFileScoped = /* @__PURE__ */ (() => {
  const makeFile2 = /* @__PURE__ */ makeTempFileFactory("makeTempFileScoped");
  const removeDirectory = /* @__PURE__ */ removeFactory("makeTempFileScoped");
  return (options) => acquireRelease(makeFile2(options), (file) => orDie(removeDirectory(Path2.dirname(file), {
    recursive: true
  })));
})();
var readDirectory = (path, options) => tryPromise({
  try: () => NFS.promises.readdir(path, options),
  catch: (err) => handleErrnoException("FileSystem", "readDirectory")(err, [path])
});
var readFile2 = (path) => async((resume, signal) => {
  try {
    NFS.readFile(path, {
      signal
    }, (err, data) => {
      if (err) {
        resume(fail(handleErrnoException("FileSystem", "readFile")(err, [path])));
      } else {
        resume(succeed(data));
      }
    });
  } catch (err) {
    resume(fail(handleBadArgument("readFile")(err)));
  }
});
var readLink = /* @__PURE__ */ (() => {
  const nodeReadLink = /* @__PURE__ */ effectify2(NFS.readlink, /* @__PURE__ */ handleErrnoException("FileSystem", "readLink"), /* @__PURE__ */ handleBadArgument("readLink"));
  return (path) => nodeReadLink(path);
})();
var realPath = /* @__PURE__ */ (() => {
  const nodeRealPath = /* @__PURE__ */ effectify2(NFS.realpath, /* @__PURE__ */ handleErrnoException("FileSystem", "realPath"), /* @__PURE__ */ handleBadArgument("realPath"));
  return (path) => nodeRealPath(path);
})();
var rename2 = /* @__PURE__ */ (() => {
  const nodeRename = /* @__PURE__ */ effectify2(NFS.rename, /* @__PURE__ */ handleErrnoException("FileSystem", "rename"), /* @__PURE__ */ handleBadArgument("rename"));
  return (oldPath, newPath) => nodeRename(oldPath, newPath);
})();
var makeFileInfo = (stat3) => ({
  type: stat3.isFile() ? "File" : stat3.isDirectory() ? "Directory" : stat3.isSymbolicLink() ? "SymbolicLink" : stat3.isBlockDevice() ? "BlockDevice" : stat3.isCharacterDevice() ? "CharacterDevice" : stat3.isFIFO() ? "FIFO" : stat3.isSocket() ? "Socket" : "Unknown",
  mtime: fromNullable(stat3.mtime),
  atime: fromNullable(stat3.atime),
  birthtime: fromNullable(stat3.birthtime),
  dev: stat3.dev,
  rdev: fromNullable(stat3.rdev),
  ino: fromNullable(stat3.ino),
  mode: stat3.mode,
  nlink: fromNullable(stat3.nlink),
  uid: fromNullable(stat3.uid),
  gid: fromNullable(stat3.gid),
  size: Size(stat3.size),
  blksize: map(fromNullable(stat3.blksize), Size),
  blocks: fromNullable(stat3.blocks)
});
var stat2 = /* @__PURE__ */ (() => {
  const nodeStat = /* @__PURE__ */ effectify2(NFS.stat, /* @__PURE__ */ handleErrnoException("FileSystem", "stat"), /* @__PURE__ */ handleBadArgument("stat"));
  return (path) => map2(nodeStat(path), makeFileInfo);
})();
var symlink2 = /* @__PURE__ */ (() => {
  const nodeSymlink = /* @__PURE__ */ effectify2(NFS.symlink, /* @__PURE__ */ handleErrnoException("FileSystem", "symlink"), /* @__PURE__ */ handleBadArgument("symlink"));
  return (target, path) => nodeSymlink(target, path);
})();
var truncate2 = /* @__PURE__ */ (() => {
  const nodeTruncate = /* @__PURE__ */ effectify2(NFS.truncate, /* @__PURE__ */ handleErrnoException("FileSystem", "truncate"), /* @__PURE__ */ handleBadArgument("truncate"));
  return (path, length) => nodeTruncate(path, length !== void 0 ? Number(length) : void 0);
})();
var utimes2 = /* @__PURE__ */ (() => {
  const nodeUtimes = /* @__PURE__ */ effectify2(NFS.utimes, /* @__PURE__ */ handleErrnoException("FileSystem", "utime"), /* @__PURE__ */ handleBadArgument("utime"));
  return (path, atime, mtime) => nodeUtimes(path, atime, mtime);
})();
var watchNode = (path, options) => asyncScoped((emit) => acquireRelease(sync(() => {
  const watcher = NFS.watch(path, {
    recursive: options?.recursive
  }, (event, path2) => {
    if (!path2) return;
    switch (event) {
      case "rename": {
        emit.fromEffect(matchEffect(stat2(path2), {
          onSuccess: (_) => succeed(WatchEventCreate({
            path: path2
          })),
          onFailure: (err) => err._tag === "SystemError" && err.reason === "NotFound" ? succeed(WatchEventRemove({
            path: path2
          })) : fail(err)
        }));
        return;
      }
      case "change": {
        emit.single(WatchEventUpdate({
          path: path2
        }));
        return;
      }
    }
  });
  watcher.on("error", (error) => {
    emit.fail(new SystemError({
      module: "FileSystem",
      reason: "Unknown",
      method: "watch",
      pathOrDescriptor: path,
      cause: error
    }));
  });
  watcher.on("close", () => {
    emit.end();
  });
  return watcher;
}), (watcher) => sync(() => watcher.close())));
var watch2 = (backend, path, options) => stat2(path).pipe(map2((stat3) => backend.pipe(flatMap((_) => _.register(path, stat3, options)), getOrElse(() => watchNode(path, options)))), unwrap);
var writeFile2 = (path, data, options) => async((resume, signal) => {
  try {
    NFS.writeFile(path, data, {
      signal,
      flag: options?.flag,
      mode: options?.mode
    }, (err) => {
      if (err) {
        resume(fail(handleErrnoException("FileSystem", "writeFile")(err, [path])));
      } else {
        resume(_void);
      }
    });
  } catch (err) {
    resume(fail(handleBadArgument("writeFile")(err)));
  }
});
var makeFileSystem = /* @__PURE__ */ map2(/* @__PURE__ */ serviceOption(WatchBackend), (backend) => make({
  access: access2,
  chmod: chmod2,
  chown: chown2,
  copy,
  copyFile: copyFile2,
  link: link2,
  makeDirectory,
  makeTempDirectory,
  makeTempDirectoryScoped,
  makeTempFile,
  makeTempFileScoped,
  open: open2,
  readDirectory,
  readFile: readFile2,
  readLink,
  realPath,
  remove,
  rename: rename2,
  stat: stat2,
  symlink: symlink2,
  truncate: truncate2,
  utimes: utimes2,
  watch(path, options) {
    return watch2(backend, path, options);
  },
  writeFile: writeFile2
}));
var layer = /* @__PURE__ */ effect(FileSystem, makeFileSystem);

// node_modules/@effect/platform-node-shared/dist/esm/NodeFileSystem.js
var layer2 = layer;

// node_modules/@effect/platform-node/dist/esm/NodeFileSystem.js
var layer3 = layer2;

// node_modules/@effect/platform-node-shared/dist/esm/internal/path.js
import * as NodePath from "node:path";
import * as NodeUrl from "node:url";
var fromFileUrl = (url) => try_({
  try: () => NodeUrl.fileURLToPath(url),
  catch: (error) => new BadArgument({
    module: "Path",
    method: "fromFileUrl",
    description: `Invalid file URL: ${url}`,
    cause: error
  })
});
var toFileUrl = (path) => try_({
  try: () => NodeUrl.pathToFileURL(path),
  catch: (error) => new BadArgument({
    module: "Path",
    method: "toFileUrl",
    description: `Invalid path: ${path}`,
    cause: error
  })
});
var layerPosix = /* @__PURE__ */ succeed2(Path, /* @__PURE__ */ Path.of({
  [TypeId]: TypeId,
  ...NodePath.posix,
  fromFileUrl,
  toFileUrl
}));
var layerWin32 = /* @__PURE__ */ succeed2(Path, /* @__PURE__ */ Path.of({
  [TypeId]: TypeId,
  ...NodePath.win32,
  fromFileUrl,
  toFileUrl
}));
var layer4 = /* @__PURE__ */ succeed2(Path, /* @__PURE__ */ Path.of({
  [TypeId]: TypeId,
  ...NodePath,
  fromFileUrl,
  toFileUrl
}));

// node_modules/@effect/platform-node-shared/dist/esm/NodePath.js
var layer5 = layer4;

// node_modules/@effect/platform-node/dist/esm/NodePath.js
var layer6 = layer5;

export {
  layer3 as layer,
  layer6 as layer2
};
//# sourceMappingURL=chunk-GSIWMXAT.js.map
