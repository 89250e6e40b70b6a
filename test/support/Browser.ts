/**
 * A real browser for the HTML export's tests: Debian's Chromium, headless, driven through
 * puppeteer-core, with a fresh profile that is removed on close. Nothing is downloaded: the
 * browser is the system's (`.ci/run` installs it), `$CHROMIUM` may name another binary.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import puppeteer, { type Browser } from "puppeteer-core"

export const executable = process.env.CHROMIUM ?? "/usr/bin/chromium"

export interface Session {
  readonly browser: Browser
  readonly close: () => Promise<void>
}

export const launch = async (): Promise<Session> => {
  if (!fs.existsSync(executable)) throw new Error(`no browser at ${executable}: install Debian's chromium (apt-get install chromium) or set CHROMIUM`)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "arbor-chromium-"))
  const browser = await puppeteer.launch({
    executablePath: executable,
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
