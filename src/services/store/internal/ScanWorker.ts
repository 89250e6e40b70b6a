/**
 * The listing scan's helper thread (see `ListingScan.helper`): it takes files of its list one
 * at a time, as the catalog's thread does from the same counter, reads each from the start
 * through Node's pages, and posts what it found in each as soon as it is read (the thread keeps
 * no file's texts), then that it is done. A file it could not read
 * as the catalog would (an unexpected error) is left out, and the catalog reads it itself.
 * Loaded anywhere but in such a thread, it does nothing.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads"
import * as Scanner from "../../../domain/scan/Scanner.js"
import * as ListingScan from "./ListingScan.js"
import { nodePages, type Pages } from "./Pages.js"

/** The file at `path` opened, or undefined when it cannot be (the catalog's "could not be read"). */
const opened = (path: string): Pages | undefined => {
  try {
    return nodePages(path)
  } catch {
    return undefined
  }
}

/** Reads the files of `work` that this thread takes, handing each to `post` as soon as it is read. */
export const run = (work: ListingScan.Work, post: (found: readonly [number, ListingScan.Fresh | string]) => void): void => {
  const next = new Int32Array(work.next)
  const scanner = Scanner.make()
  for (let k = ListingScan.take(next); k < work.files.length; k = ListingScan.take(next)) {
    const pages = opened(work.files[k] as string)
    if (pages === undefined) {
      post([k, "could not be read"])
      continue
    }
    let found: ListingScan.Fresh | string
    try {
      found = ListingScan.scanned(pages, () => ListingScan.scanFresh(scanner, pages))
    } catch {
      // read again by the catalog's thread
      continue
    }
    post([k, found])
  }
}

const work = workerData as Partial<ListingScan.Work> | null | undefined
if (!isMainThread && parentPort !== null && work?.next instanceof SharedArrayBuffer && Array.isArray(work.files)) {
  const port = parentPort
  run(work as ListingScan.Work, (found) => port.postMessage(found satisfies ListingScan.Message))
  port.postMessage(ListingScan.DONE satisfies ListingScan.Message)
}
