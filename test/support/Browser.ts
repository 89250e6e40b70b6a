/**
 * A real browser for the HTML export's tests: the Chromium that the npm package
 * `@sparticuz/chromium` ships (a headless shell, brotli-packed with its fonts, its software GL and
 * the NSS libraries it links against), unpacked once per machine into the temporary directory and
 * driven, headless, through puppeteer-core with a fresh profile that is removed on close. Nothing is
 * downloaded and nothing of the system's is needed beyond glibc: `npm install` is the whole set-up.
 * `$CHROMIUM` may name another binary (Debian's `/usr/bin/chromium`, say).
 */
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as os from "node:os"
import * as path from "node:path"
import { pipeline } from "node:stream/promises"
import * as zlib from "node:zlib"
import puppeteer, { type Browser } from "puppeteer-core"

export interface Session {
  readonly browser: Browser
  readonly close: () => Promise<void>
}

/** Where the npm package keeps its packed files, and its version (which names the unpacked copy). */
const packed = (): { readonly bin: string; readonly version: string } => {
  // the package exports no package.json: walk up from its entry point to its root
  let root = path.dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium"))
  while (!fs.existsSync(path.join(root, "bin", "chromium.br"))) root = path.dirname(root)
  const version = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version
  return { bin: path.join(root, "bin"), version }
}

/**
 * Writes the files of a ustar archive (regular files, directories, symbolic links: all that the
 * package's archives hold) under `dir`; any other kind of entry is an error naming it.
 */
const untar = (archive: Buffer, dir: string): void => {
  const field = (header: Buffer, from: number, length: number): string => {
    const bytes = header.subarray(from, from + length)
    const end = bytes.indexOf(0)
    return bytes.subarray(0, end === -1 ? length : end).toString("utf8")
  }
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512)
    if (header.every((byte) => byte === 0)) break
    const prefix = field(header, 345, 155)
    const name = path.join(prefix, field(header, 0, 100))
    const size = parseInt(field(header, 124, 12).trim() || "0", 8)
    const mode = parseInt(field(header, 100, 8).trim() || "644", 8) & 0o777
    const type = String.fromCharCode(header[156] ?? 0)
    const target = path.join(dir, name)
    if (!target.startsWith(dir + path.sep) && target !== dir) throw new Error(`tar entry outside its directory: ${name}`)
    if (type === "5") fs.mkdirSync(target, { recursive: true })
    else if (type === "0" || type === "\0") {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, archive.subarray(at + 512, at + 512 + size), { mode })
    } else if (type === "2") {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.symlinkSync(field(header, 157, 100), target)
    } else throw new Error(`tar entry ${name} of unsupported type ${JSON.stringify(type)}`)
    at += 512 + Math.ceil(size / 512) * 512
  }
}

/**
 * Unpacks the package's Chromium into `<tmp>/arbor-chromium-<version>` unless it is there already:
 * the binary, its software GL beside it, its NSS libraries in `lib/`, its fonts in `fonts/` with a
 * `fonts.conf` naming them. Built in a directory of its own and renamed into place, so that
 * processes unpacking at once never see half a browser. Returns that directory.
 */
const unpack = async (): Promise<string> => {
  const { bin, version } = packed()
  const home = path.join(os.tmpdir(), `arbor-chromium-${version}`)
  if (fs.existsSync(path.join(home, "chromium"))) return home
  const building = fs.mkdtempSync(`${home}.building-`)
  try {
    await pipeline(
      fs.createReadStream(path.join(bin, "chromium.br")),
      zlib.createBrotliDecompress(),
      fs.createWriteStream(path.join(building, "chromium"), { mode: 0o755 })
    )
    const archive = (name: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, name)))
    untar(archive("swiftshader.tar.br"), building)
    untar(archive("al2023.tar.br"), building)
    const fonts = path.join(building, "fonts")
    untar(archive("fonts.tar.br"), fonts)
    // the package's fonts.conf names the paths of an AWS Lambda; this one names ours
    const final = path.join(home, "fonts")
    fs.writeFileSync(
      path.join(fonts, "fonts.conf"),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${final}/fonts</dir>\n  <cachedir>${final}/cache</cachedir>\n</fontconfig>\n`
    )
    fs.renameSync(building, home)
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true })
    // another process won the rename: its copy is complete
    if (fs.existsSync(path.join(home, "chromium"))) return home
    throw error
  }
  return home
}

/** How to start the browser: `$CHROMIUM` as it is, else the package's with its libraries and fonts. */
const executable = async (): Promise<{ readonly executablePath: string; readonly env?: Record<string, string | undefined> }> => {
  const override = process.env.CHROMIUM
  if (override !== undefined) {
    if (!fs.existsSync(override)) throw new Error(`no browser at ${override} (CHROMIUM); unset it to use the npm package's Chromium`)
    return { executablePath: override }
  }
  const home = await unpack()
  return {
    executablePath: path.join(home, "chromium"),
    env: {
      ...process.env,
      LD_LIBRARY_PATH: [path.join(home, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_PATH: path.join(home, "fonts")
    }
  }
}

export const launch = async (): Promise<Session> => {
  const browserOptions = await executable()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-chromium-profile-"))
  const browser = await puppeteer.launch({
    ...browserOptions,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--user-data-dir=${profile}`
    ]
  })
  return {
    browser,
    close: async () => {
      await browser.close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  }
}
