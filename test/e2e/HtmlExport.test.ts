/**
 * The HTML export: the page's safety as text (everything escaped, nothing loaded, one script
 * named by hash), then the page made by the built `arbor export --format html` in a real
 * browser (headless Chromium): the whole tree selectable, the path to any entry shown,
 * Markdown and highlighted code, light and dark, readable at any width. Screenshots are left
 * in test-output/html-export/ to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import type { Page } from "puppeteer-core"
import * as IdSource from "../../src/domain/format/IdSource.js"
import * as SessionFile from "../../src/domain/format/SessionFile.js"
import * as SessionStats from "../../src/domain/scan/SessionStats.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"
import * as HtmlExport from "../../src/main/export/HtmlExport.js"
import * as Browser from "../support/Browser.js"
import * as Corpus from "../support/Corpus.js"
import { root } from "../support/Corpus.js"
import { arbor, tempDir } from "../support/Spawn.js"

const OUTPUT = path.join(root, "test-output", "html-export")

let clock = Date.parse("2026-03-01T10:00:00Z")
const stamp = () => new Date(clock += 7000).toISOString()
const entry = (value: Record<string, unknown>) => ({ ...value, timestamp: stamp() })
const user = (id: string, parentId: string | null, text: string) =>
  entry({ type: "message", id, parentId, message: { role: "user", content: [{ type: "text", text }], timestamp: clock } })
const assistant = (id: string, parentId: string, content: ReadonlyArray<unknown>, stopReason = "stop") =>
  entry({
    type: "message",
    id,
    parentId,
    message: { role: "assistant", content, provider: "anthropic", model: "claude-sonnet-4-5", api: "anthropic-messages", stopReason, timestamp: clock }
  })
const text = (t: string) => ({ type: "text", text: t })

/**
 * A session with two branches from a2: u2 → a3 (left), and a branch summary → u3 → a4 where the
 * leaf is; Markdown, code in two languages, a table, thinking, a long tool result, raw HTML.
 */
const SESSION = [
  { type: "session", version: 3, id: "0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", timestamp: stamp(), cwd: "/home/me/parser" },
  user("u1", null, "The tokenizer in `src/lex.ts` chokes on **nested templates**.\n\n```ts\nconst s = `a ${`b`}`\n```"),
  assistant("a1", "u1", [{ type: "thinking", thinking: "Read the file first." }, text("Let me read the lexer."), {
    type: "toolCall",
    id: "t1",
    name: "read",
    arguments: { path: "src/lex.ts" }
  }], "toolUse"),
  entry({
    type: "message",
    id: "r1",
    parentId: "a1",
    message: {
      role: "toolResult",
      toolCallId: "t1",
      toolName: "read",
      content: [text(Array.from({ length: 40 }, (_, i) => `${i + 1}: line ${i}`).join("\n"))],
      isError: false,
      timestamp: clock
    }
  }),
  assistant("a2", "r1", [
    text(
      "## What is wrong\n\nThe lexer keeps **one** boolean, `inTemplate`.\n\n1. Track a *stack*\n2. Add tests\n\n| approach | nesting |\n|---|---|\n| boolean | no |\n| stack | yes |\n\n```typescript\nconst depths: number[] = []\n```\n\nSee [the spec](https://tc39.es/ecma262/) and [this](javascript:alert(1)). <img src=x onerror=alert(1)>"
    )
  ]),
  user("u2", "a2", "Try the stack approach."),
  assistant("a3", "u2", [text("Done: the stack version passes all **42** tests.")]),
  entry({ type: "branch_summary", id: "b1", parentId: "a2", fromId: "a3", summary: "Tried a **stack**; slow on huge files." }),
  user("u3", "b1", "Rewrite it as a recursive-descent scanner."),
  assistant("a4", "u3", [
    text("```python\ndef scan(s, i=0):\n    return i  # the end\n```\n\n中文测试：这是一个很长的句子，用来测试在窄屏幕上的换行是否正确，不应该出现横向滚动条。")
  ]),
  entry({ type: "label", id: "l1", parentId: "a4", targetId: "a2", label: "<b>diagnosis</b>" }),
  entry({ type: "session_info", id: "n1", parentId: "l1", name: "Lexer: </title><script>bad()</script>" })
]

const usage = (input: number, output: number, cacheRead: number, cacheWrite: number, total: number) => ({
  input,
  output,
  cacheRead,
  cacheWrite,
  totalTokens: input + output + cacheRead + cacheWrite,
  cost: { input: total / 2, output: total / 2, cacheRead: 0, cacheWrite: 0, total }
})
const result = (id: string, parentId: string, toolName: string, out: string, extra: Record<string, unknown> = {}) =>
  entry({
    type: "message",
    id,
    parentId,
    message: { role: "toolResult", toolCallId: `t-${id}`, toolName, content: [text(out)], isError: false, timestamp: clock, ...extra }
  })
const withUsage = (line: Record<string, unknown>, value: unknown) => ({
  ...line,
  message: { ...(line.message as Record<string, unknown>), usage: value }
})

/** A command's long output: its end (the error and exit status) is what a reader looks for. */
const CHECKS = Array.from({ length: 16 }, (_, i) => `checking note ${i + 1}`).join("\n")

/**
 * A session with tools, as pi and Arbor record it: the system prompt and tools first, an edit
 * with its stored diff, a write, a failing command with its time; usage on both branches.
 */
const TOOLS_SESSION = [
  { type: "session", version: 3, id: "0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60", timestamp: stamp(), cwd: "/home/me/notes" },
  entry({
    type: "message",
    id: "s0",
    parentId: null,
    message: {
      role: "system",
      content: "",
      sections: { preamble: "You are a coding agent working in the user's project.", tools: "- bash: run a command\n- edit: change a file" },
      toolsAdded: [{ name: "bash", description: "run a command" }, { name: "edit", description: "change a file" }],
      timestamp: clock
    }
  }),
  user("u1", "s0", "Tidy the notes."),
  withUsage(
    assistant("a1", "u1", [{
      type: "toolCall",
      id: "t-r1",
      name: "edit",
      arguments: { path: "notes.md", edits: [{ oldText: "old line", newText: "new line" }] }
    }], "toolUse"),
    usage(1200, 80, 300, 50, 0.0125)
  ),
  result("r1", "a1", "edit", "Successfully replaced 1 block(s) in notes.md.", {
    details: { diff: " 1 # Notes\n-2 old line\n+2 new line\n 3 the end", firstChangedLine: 2 },
    durationMs: 12
  }),
  withUsage(
    assistant("a2", "r1", [
      { type: "toolCall", id: "t-r2", name: "write", arguments: { path: "todo.py", content: "def todo():\n    return []\n" } },
      { type: "toolCall", id: "t-r3", name: "bash", arguments: { command: "make check" } }
    ], "toolUse"),
    usage(1500, 40, 1400, 0, 0.0071)
  ),
  result("r2", "a2", "write", "Successfully wrote 27 bytes to todo.py"),
  result("r3", "r2", "bash", `${CHECKS}\nmake: *** [check] Error 1\n\nCommand exited with code 2`, { isError: true, durationMs: 2340 }),
  assistant("a3", "r3", [text("The check fails; see above.")]),
  user("u9", "r1", "Or leave it."),
  withUsage(assistant("a9", "u9", [text("Left as is.")]), usage(900, 30, 0, 0, 0.004))
]

const jsonl = (lines: ReadonlyArray<unknown>) => lines.map((line) => JSON.stringify(line)).join("\n") + "\n"

describe("the HTML page as text", () => {
  const loaded = SessionFile.fromText(jsonl(SESSION), IdSource.fromSeed(0))
  const html = HtmlExport.page(loaded.tree, loaded.header!, SessionTree.leafId(loaded.tree))

  it("escapes every piece of session text and loads nothing", () => {
    expect(html.startsWith("<!DOCTYPE html>\n")).toBe(true)
    expect(html).toContain("<title>Lexer: &lt;/title&gt;&lt;script&gt;bad()&lt;/script&gt;</title>")
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;")
    expect(html).toContain(`<span class="label">[&lt;b&gt;diagnosis&lt;/b&gt;]</span>`)
    // one script, the page's own; no <img>, no javascript: link, nothing fetched
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).not.toMatch(/<img|<iframe|<object|<embed|<link|javascript:/i)
    expect(html).not.toMatch(/<[^>]*\ssrc=|url\(|@import/i)
    expect(html).toContain(`<a href="https://tc39.es/ecma262/" rel="noopener noreferrer">the spec</a>`)
    // the policy allows exactly that script, by hash
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!
    const hash = createHash("sha256").update(script).digest("base64")
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'"`)
  })

  it("renders Markdown with highlighted code, and holds every entry of every branch", () => {
    expect(html).toContain("<h2>What is wrong</h2>")
    expect(html).toContain("<strong>one</strong>")
    expect(html).toContain(`<code class="hljs language-typescript"><span class="hljs-keyword">const</span>`)
    expect(html).toContain(`<code class="hljs language-python"><span class="hljs-keyword">def</span>`)
    expect(html).toContain("<th>approach</th>")
    for (const id of ["u1", "a1", "r1", "a2", "u2", "a3", "b1", "u3", "a4", "l1", "n1"]) {
      expect(html).toContain(`id="e-${id}"`)
      expect(html).toContain(`data-id="e-${id}"`)
    }
    expect(html).not.toContain("arbor.leaf")
  })
})

describe("tool calls in the HTML page as text", () => {
  const loaded = SessionFile.fromText(jsonl(TOOLS_SESSION), IdSource.fromSeed(0))
  const html = HtmlExport.page(loaded.tree, loaded.header!, "a3")

  it("heads each call as the chat does, with an edit's diff, a write's text and a command's output and time", () => {
    expect(html).toContain(`<p class="call">edit notes.md</p>`)
    expect(html).toContain(`<p class="call">write todo.py</p>`)
    expect(html).toContain(`<p class="call">$ make check</p>`)
    // the arguments of known tools are not dumped as JSON
    const call = /<section [^>]*id="e-a1"[^]*?<\/section>/.exec(html)![0]
    expect(call).not.toContain("oldText")
    expect(html).toContain(
      `<pre class="diff"><code><span class="ctx"> 1 # Notes</span><span class="del">-2 old line</span><span class="add">+2 new line</span><span class="ctx"> 3 the end</span></code></pre>`
    )
    expect(html).toContain(`<code class="hljs language-py"><span class="hljs-keyword">def</span>`)
    // a long output's last lines in view, the earlier ones folded above them
    expect(html).toContain(
      `<details class="earlier"><summary>14 earlier lines</summary><pre class="code"><code>checking note 1\n` +
        `${CHECKS.split("\n").slice(1, 14).join("\n")}</code></pre></details>` +
        `<pre class="code"><code>checking note 15\nchecking note 16\nmake: *** [check] Error 1\n\nCommand exited with code 2</code></pre>\n` +
        `<p class="note">Took 2.3s</p>`
    )
    // the system prompt folded
    expect(html).toMatch(/<details class="system"><summary>System prompt and tools<\/summary>\n[^]*You are a coding agent[^]*<\/details>\n<\/section>/)
  })
})

describe("the HTML export in a real browser", () => {
  let browser: Browser.Session
  let dir: string
  let file: string

  beforeAll(async () => {
    fs.mkdirSync(OUTPUT, { recursive: true })
    dir = tempDir()
    const source = path.join(dir, "session.jsonl")
    fs.writeFileSync(source, jsonl(SESSION))
    file = path.join(dir, "session.html")
    // the page as a user makes it: the built arbor
    const exported = await arbor(["export", source, "--format", "html", "-o", file], { agentDir: path.join(dir, "agent") })
    expect([exported.code, exported.stderr]).toEqual([0, ""])
    browser = await Browser.launch()
  })
  afterAll(async () => {
    await browser?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const open = async (width: number, height: number): Promise<{ page: Page; problems: Array<string> }> => {
    const page = await browser.browser.newPage()
    const problems: Array<string> = []
    page.on("pageerror", (error) => problems.push(`error: ${String(error)}`))
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn") problems.push(`console: ${message.text()}`)
    })
    page.on("request", (request) => {
      if (request.url() !== `file://${file}` && !request.url().startsWith(`file://${file}#`)) problems.push(`request: ${request.url()}`)
    })
    await page.setViewport({ width, height })
    await page.goto(`file://${file}`)
    return { page, problems }
  }

  /** The ids of the entries in the conversation, in order. */
  const conversation = (page: Page) => page.$$eval("#conversation > [data-parent]", (els) => els.map((el) => el.id.slice(2)))

  it("shows the exported path, and the path to any entry of another branch chosen in the tree", async () => {
    const { page, problems } = await open(1280, 900)
    const active = ["u1", "a1", "r1", "a2", "b1", "u3", "a4", "l1", "n1"]
    expect(await conversation(page)).toEqual(active)
    expect(await page.$eval("#note", (el) => el.textContent)).toBe("The exported path: 9 entries. Choose an entry in the tree to read the path to it.")
    // the other branch is not shown until chosen
    expect(await page.$eval("#e-a3", (el) => el.getClientRects().length)).toBe(0)

    await page.click(`nav a[data-id="e-a3"]`)
    await page.waitForFunction(() => document.querySelector("#conversation")!.lastElementChild?.id === "e-a3")
    expect(await conversation(page)).toEqual(["u1", "a1", "r1", "a2", "u2", "a3"])
    expect(page.url().endsWith("#e-a3")).toBe(true)
    expect(await page.$eval(`nav a[data-id="e-a3"]`, (el) => [el.classList.contains("sel"), el.getAttribute("aria-current")])).toEqual([true, "true"])
    expect(await page.$$eval("nav a.shown", (els) => els.map((el) => el.getAttribute("data-id")))).toEqual(["e-u1", "e-a1", "e-r1", "e-a2", "e-u2", "e-a3"])
    expect(await page.$eval("#note", (el) => el.textContent)).toBe("The path to the chosen entry: 6 entries. Back to the exported path")
    expect(await page.$eval("#e-a3", (el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    await page.screenshot({ path: path.join(OUTPUT, "other-branch.png") })

    // back: the exported path again
    await page.click("#note a")
    await page.waitForFunction(() => document.querySelector("#conversation")!.lastElementChild?.id === "e-n1")
    expect(await conversation(page)).toEqual(active)

    // rendered Markdown and highlighted code, as a reader sees them
    expect(await page.$eval("#e-a2 h2", (el) => el.textContent)).toBe("What is wrong")
    expect(await page.$eval("#e-a2 .hljs-keyword", (el) => getComputedStyle(el).color)).toBe("rgb(207, 34, 46)")
    // a long tool result is folded
    expect(await page.$eval("#e-r1 details", (el) => (el as HTMLDetailsElement).open)).toBe(false)

    // the filter narrows the tree
    await page.type("#filter", "recursive")
    expect(await page.$$eval("nav li:not([hidden]) a", (els) => els.map((el) => el.getAttribute("data-id")))).toEqual(["e-u3"])
    expect(problems).toEqual([])
    await page.close()
  })

  it("in every session of pi's corpus, choosing an entry shows exactly the path to it", async () => {
    const page = await browser.browser.newPage()
    const problems: Array<string> = []
    page.on("pageerror", (error) => problems.push(String(error)))
    const anchor = (id: string) => `e-${id.replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}_`)}`
    for (const testCase of Corpus.cases()) {
      const loaded = SessionFile.fromText(testCase.text, IdSource.fromSeed(0))
      const html = path.join(dir, `${testCase.name}.html`)
      fs.writeFileSync(html, HtmlExport.page(loaded.tree, loaded.header!, SessionTree.leafId(loaded.tree)))
      await page.goto(`file://${html}`)
      const shown = SessionTree.entries(loaded.tree).filter((e) => !e.isLeafMarker)
      // up to 25 entries spread over the file, the first and the last among them
      const step = Math.max(1, Math.floor(shown.length / 25))
      for (const target of shown.filter((_, i) => i % step === 0 || i === shown.length - 1)) {
        const id = target.id as string
        const expected = SessionTree.path(loaded.tree, id)
          .filter((e) => !e.isLeafMarker)
          .map((e) => anchor(e.id as string))
        const got = await page.evaluate((chosen) => {
          history.replaceState(null, "", `#${chosen}`)
          window.dispatchEvent(new HashChangeEvent("hashchange"))
          return Array.from(document.querySelectorAll("#conversation > [data-parent]"), (el) => el.id)
        }, anchor(id))
        expect(got, `${testCase.name}: ${id}`).toEqual(expected)
      }
    }
    expect(problems).toEqual([])
    await page.close()
  })

  it("shows an edit's diff in colour, folds the system prompt, and sums the session's usage; the page is readable by all", async () => {
    const source = path.join(dir, "tools.jsonl")
    fs.writeFileSync(source, jsonl(TOOLS_SESSION))
    const out = path.join(dir, "tools.html")
    const exported = await arbor(["export", source, "--format", "html", "-o", out], { agentDir: path.join(dir, "agent") })
    expect([exported.code, exported.stderr]).toEqual([0, ""])
    // 0644 less the umask, as a page meant to be shared; sessions stay 0600
    const umask = Number.parseInt(execFileSync("sh", ["-c", "umask"], { encoding: "utf8" }).trim(), 8)
    expect((fs.statSync(out).mode & 0o777).toString(8)).toBe((0o644 & ~umask).toString(8))
    const page = await browser.browser.newPage()
    const problems: Array<string> = []
    page.on("pageerror", (error) => problems.push(String(error)))
    await page.setViewport({ width: 1280, height: 900 })
    await page.goto(`file://${out}#e-a3`)
    // the edit's diff is on screen, removals red on red, additions green on green
    const rows = await page.$$eval(
      "#e-r1 pre.diff span",
      (els) => els.map((el) => [el.textContent, el.className, getComputedStyle(el).color, getComputedStyle(el).backgroundColor, el.getClientRects().length > 0])
    )
    expect(rows).toEqual([
      [" 1 # Notes", "ctx", "rgb(89, 99, 110)", "rgba(0, 0, 0, 0)", true],
      ["-2 old line", "del", "rgb(130, 7, 30)", "rgb(255, 235, 233)", true],
      ["+2 new line", "add", "rgb(17, 99, 41)", "rgb(218, 251, 225)", true],
      [" 3 the end", "ctx", "rgb(89, 99, 110)", "rgba(0, 0, 0, 0)", true]
    ])
    // a command's end in view (its error and exit status), its first lines folded until asked for
    const command = () => page.$eval("#e-r3", (el) => (el as HTMLElement).innerText)
    expect(await command()).toContain("checking note 16\nmake: *** [check] Error 1\n\nCommand exited with code 2")
    expect(await command()).toContain("14 earlier lines")
    expect(await command()).not.toContain("checking note 14")
    await page.click("#e-r3 details.earlier summary")
    expect(await command()).toContain("checking note 13\nchecking note 14\nchecking note 15")
    // the system prompt is folded until opened
    expect(await page.$eval("#e-s0 details.system", (el) => (el as HTMLDetailsElement).open)).toBe(false)
    expect(await page.$eval("#e-s0 details.system pre", (el) => el.checkVisibility())).toBe(false)
    // the usage: the session's totals (every branch, a9's too), as /session and arbor info count them
    const loaded = SessionFile.fromText(jsonl(TOOLS_SESSION), IdSource.fromSeed(0))
    const stats = SessionStats.compute(loaded.tree, loaded.header!, undefined, [])
    expect(stats.tokens).toEqual({ input: 3600, output: 150, cacheRead: 1700, cacheWrite: 50, total: 5500 })
    const shown = await page.$$eval(
      "#tokens span",
      (els) => els.map((el) => [(el as HTMLElement).dataset.kind, Number((el as HTMLElement).dataset.value), el.textContent])
    )
    expect(shown).toEqual([
      ["input", stats.tokens.input, "↑3,600 input"],
      ["output", stats.tokens.output, "↓150 output"],
      ["cacheRead", stats.tokens.cacheRead, "1,700 cache read"],
      ["cacheWrite", stats.tokens.cacheWrite, "50 cache write"]
    ])
    expect(await page.$eval("#tokens", (el) => (el as HTMLElement).innerText)).toBe("↑3,600 input · ↓150 output · 1,700 cache read · 50 cache write")
    expect(await page.$eval("#cost", (el) => el.textContent)).toBe(`$${stats.cost.total.toFixed(4)}`)
    expect(await page.$eval("#cost", (el) => el.textContent)).toBe("$0.0236")
    const info = await arbor(["info", source, "--json"], { agentDir: path.join(dir, "agent") })
    expect(JSON.parse(info.stdout).tokens).toEqual(stats.tokens)
    await page.screenshot({ path: path.join(OUTPUT, "tools.png"), fullPage: true })
    expect(problems).toEqual([])
    await page.close()
  })

  it("follows the reader's dark theme, and the toggle overrides it", async () => {
    const { page, problems } = await open(1280, 900)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe("rgb(255, 255, 255)")
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }])
    expect(await background()).toBe("rgb(13, 17, 23)")
    await page.screenshot({ path: path.join(OUTPUT, "dark.png") })
    await page.click("#theme")
    expect(await page.$eval("#theme", (el) => el.textContent)).toBe("Theme: light")
    expect(await background()).toBe("rgb(255, 255, 255)")
    await page.click("#theme")
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "light" }])
    expect(await background()).toBe("rgb(13, 17, 23)")
    await page.click("#theme")
    expect(await page.$eval("#theme", (el) => el.textContent)).toBe("Theme: auto")
    expect(problems).toEqual([])
    await page.close()
  })

  it("reads at any width: nothing scrolls sideways, and on a phone the tree folds above the conversation", async () => {
    for (const width of [1600, 1024, 700, 360]) {
      const { page, problems } = await open(width, 800)
      const overflow = await page.evaluate(() => {
        const nav = document.querySelector("nav")!
        return { page: document.scrollingElement!.scrollWidth - window.innerWidth, nav: nav.scrollWidth - nav.clientWidth }
      })
      expect(overflow, `at ${width} px`).toEqual({ page: 0, nav: 0 })
      if (width < 800) {
        expect(await page.$eval("nav", (el) => el.getClientRects().length)).toBe(0)
        await page.click("#tree-toggle")
        expect(await page.$eval("nav", (el) => el.getBoundingClientRect().height > 0)).toBe(true)
        await page.click(`nav a[data-id="e-u2"]`)
        await page.waitForFunction(() => document.querySelector("#conversation")!.lastElementChild?.id === "e-u2")
        // choosing folds the tree away again
        expect(await page.$eval("nav", (el) => el.getClientRects().length)).toBe(0)
        await page.screenshot({ path: path.join(OUTPUT, `narrow-${width}.png`), fullPage: true })
      } else {
        expect(await page.$eval("nav", (el) => el.getBoundingClientRect().width)).toBeGreaterThan(200)
        await page.screenshot({ path: path.join(OUTPUT, `wide-${width}.png`) })
      }
      expect(problems).toEqual([])
      await page.close()
    }
  })
})
