/**
 * A deterministic directory of many realistic pi-v3 session files for listing benchmarks.
 *
 * Generating each file with `Synthetic.generate` would cost ~150 ms apiece (its text pools),
 * so a few synthetic sessions are generated once and every file takes a prefix of one of them
 * under a fresh header (its own id, creation time and the given cwd), with every entry and
 * message timestamp shifted to that creation time. Sizes: most files hold 20–300 entries, some
 * 300–1,500, about 1% are 1–5 MB; about a quarter carry a `session_info` name (a few with
 * blanks around it). Files are named `<timestamp>_<id>.jsonl` as pi names them and end with LF.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as Synthetic from "./Synthetic.js"

export interface Options {
  readonly dir: string
  readonly files: number
  readonly cwd: string
  readonly seed: number
}

export interface Listing {
  readonly files: number
  readonly bytes: number
  readonly entries: number
  readonly named: number
  readonly large: number
  readonly medium: number
}

type Obj = Record<string, unknown>

interface Base {
  readonly start: number
  readonly entries: ReadonlyArray<Obj>
  /** Serialized length (with LF) of each entry, for byte-targeted prefixes. */
  readonly sizes: ReadonlyArray<number>
}

const toBase = (syn: Synthetic.Synthetic): Base => {
  const lines = syn.text.split("\n")
  const header = JSON.parse(lines[0] as string) as Obj
  const entries: Array<Obj> = []
  const sizes: Array<number> = []
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    if (line === "") continue
    entries.push(JSON.parse(line) as Obj)
    sizes.push(line.length + 1)
  }
  return { start: Date.parse(header.timestamp as string), entries, sizes }
}

/** The entry moved in time by `delta` ms (key order kept). */
const shifted = (entry: Obj, delta: number): Obj => {
  const out: Obj = { ...entry, timestamp: new Date(Date.parse(entry.timestamp as string) + delta).toISOString() }
  const message = entry.message as Obj | undefined
  if (message !== undefined && typeof message.timestamp === "number") out.message = { ...message, timestamp: message.timestamp + delta }
  return out
}

export const write = (options: Options): Listing => {
  const rng = new Synthetic.Rng(options.seed ^ 0x2545f491)
  // sources: small/medium files take prefixes of these, large files of the last two
  const smallBases = Array.from(
    { length: 6 },
    (_, k) => toBase(Synthetic.generate({ entries: 1600, targetBytes: 1_200_000, seed: options.seed + 1 + k, activeFraction: 0.3 }))
  )
  const largeBases = Array.from(
    { length: 2 },
    (_, k) => toBase(Synthetic.generate({ entries: 6000, targetBytes: 5_600_000, seed: options.seed + 101 + k, activeFraction: 0.12 }))
  )
  fs.mkdirSync(options.dir, { recursive: true })
  const firstDay = Date.UTC(2026, 0, 1, 8, 0, 0)
  let bytes = 0
  let entryCount = 0
  let named = 0
  let large = 0
  let medium = 0
  const usedNames = new Set<string>()
  for (let f = 0; f < options.files; f++) {
    const r = rng.next()
    const isLarge = options.files >= 20 ? f % 100 === 37 || (options.files < 100 && f === 7) : false
    const isMedium = !isLarge && r < 0.05
    const base = isLarge ? (rng.pick(largeBases) as Base) : (rng.pick(smallBases) as Base)
    let count: number
    if (isLarge) {
      const targetBytes = rng.int(1_000_000, 5_000_000)
      count = 0
      let sum = 0
      while (count < base.entries.length && sum < targetBytes) sum += base.sizes[count++] as number
      large++
    } else if (isMedium) {
      count = rng.int(300, 1500)
      medium++
    } else {
      // log-uniform in [20, 300]: many short sessions, fewer long ones
      count = Math.round(20 * Math.pow(300 / 20, rng.next()))
    }
    const created = firstDay + rng.int(0, 90 * 24 * 3600) * 1000 + rng.int(0, 999)
    const iso = new Date(created).toISOString()
    const id = `${created.toString(16).padStart(12, "0").slice(0, 8)}-${created.toString(16).padStart(12, "0").slice(8)}-7${rng.hex(3)}-8${rng.hex(3)}-${
      rng.hex(12)
    }`
    const delta = created + rng.int(1_000, 30_000) - base.start
    const lines: Array<string> = [JSON.stringify({ type: "session", version: 3, id, timestamp: iso, cwd: options.cwd })]
    const nameAt = rng.chance(0.25) ? rng.int(0, count - 1) : -1
    for (let i = 0; i < count; i++) {
      const entry = shifted(base.entries[i] as Obj, delta)
      lines.push(JSON.stringify(entry))
      if (i === nameAt) {
        // a session_info naming the session, as a child of this entry (the branch goes on beside it)
        const name = `${rng.pick(["fix", "add", "refactor", "debug", "review"])} ${rng.alnum(6)} ${
          rng.pick(["parser", "tree view", "listing", "cache", "CLI"])
        }`
        lines.push(
          JSON.stringify({
            type: "session_info",
            id: rng.hex(8),
            parentId: entry.id,
            timestamp: new Date(Date.parse(entry.timestamp as string) + 1).toISOString(),
            name: rng.chance(0.1) ? `  ${name} ` : name
          })
        )
        named++
      }
    }
    const fileName = `${iso.replace(/[:.]/g, "-")}_${id}.jsonl`
    if (usedNames.has(fileName)) throw new Error(`duplicate file name ${fileName}`)
    usedNames.add(fileName)
    const text = lines.join("\n") + "\n"
    fs.writeFileSync(path.join(options.dir, fileName), text)
    bytes += Buffer.byteLength(text)
    entryCount += lines.length - 1
  }
  return { files: options.files, bytes, entries: entryCount, named, large, medium }
}
