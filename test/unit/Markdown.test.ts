/** Markdown for the HTML export (safe HTML) and for the chat (styled lines that fit the width). */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import stringWidth from "string-width"
import * as Highlight from "../../src/main/export/Highlight.js"
import * as Markdown from "../../src/main/export/Markdown.js"
import * as Columns from "../../src/main/tui/Columns.js"

const text = (markdown: string, width = 40) => Markdown.toLines(markdown, width).map(Markdown.lineText)

describe("Markdown to HTML", () => {
  it("renders GitHub-flavoured Markdown with highlighted code", () => {
    expect(Markdown.toHtml("# T\n\n**b** *i* `c` ~~d~~\nnext line")).toBe(
      "<h1>T</h1>\n<p><strong>b</strong> <em>i</em> <code>c</code> <del>d</del><br>next line</p>\n"
    )
    expect(Markdown.toHtml("```ts\nconst a = 1\n```")).toBe(
      `<pre class="code"><span class="lang">ts</span><code class="hljs language-ts"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span></code></pre>\n`
    )
    // an unknown language is left plain, not guessed
    expect(Markdown.toHtml("```klingon\n<x>\n```")).toBe(`<pre class="code"><code>&lt;x&gt;</code></pre>\n`)
    expect(Markdown.toHtml("| a |\n|---|\n| b |")).toBe(
      "<div class=\"table\"><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table></div>\n"
    )
  })

  it("shows raw HTML as text, keeps only safe links, and loads no images", () => {
    expect(Markdown.toHtml("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(Markdown.toHtml("a <b onclick=x>b</b>")).toBe("<p>a &lt;b onclick=x&gt;b&lt;/b&gt;</p>\n")
    expect(Markdown.toHtml("[x](javascript:alert(1)) [y](data:text/html,hi) [z](https://e.com \"t\")")).toBe(
      `<p>x y <a href="https://e.com" title="t" rel="noopener noreferrer">z</a></p>\n`
    )
    expect(Markdown.toHtml("![a cat](https://e.com/c.png) ![x](javascript:1)")).toBe(
      `<p><a class="image" href="https://e.com/c.png" rel="noopener noreferrer">[image: a cat]</a> [x]</p>\n`
    )
    expect(Markdown.toHtml("<https://e.com/?a=1&b=2>")).toBe(
      `<p><a href="https://e.com/?a=1&amp;b=2" rel="noopener noreferrer">https://e.com/?a=1&amp;b=2</a></p>\n`
    )
  })
})

describe("text marked cannot parse", () => {
  // marked's block regexes overflow the stack on a paragraph of some megabytes (issue 33, item 6)
  const huge = `<b>${"x".repeat(8 * 1024 * 1024)}</b>\nnext`

  it("is shown as written in the HTML, escaped", () => {
    const out = Markdown.toHtml(huge)
    expect(out.length).toBe(8 * 1024 * 1024 + 36)
    expect(out.slice(0, 16)).toBe("<p>&lt;b&gt;xxxx")
    expect(out.slice(-28)).toBe("xxxx&lt;/b&gt;<br>\nnext</p>\n")
  })
})

describe("Markdown to terminal lines", () => {
  it("draws headings, emphasis, code, lists, quotes, rules and tables without the markup", () => {
    expect(text("# Title\n\nSome **bold**, *italic* and `code`.")).toEqual(["Title", "", "Some bold, italic and code."])
    const [, , styled] = Markdown.toLines("# Title\n\nSome **bold**, *italic* and `code`.", 40)
    expect(styled).toEqual([
      { text: "Some " },
      { text: "bold", bold: true },
      { text: ", " },
      { text: "italic", italic: true },
      { text: " and " },
      { text: "code", code: true },
      { text: "." }
    ])
    expect(text("- one\n- two\n  - nested\n- three\n\n3. c\n4. d")).toEqual(["• one", "• two", "  • nested", "• three", "", "3. c", "4. d"])
    expect(text("- [x] done\n- [ ] todo")).toEqual(["• ☑ done", "• ☐ todo"])
    expect(text("> quoted\n> text")).toEqual(["▌ quoted", "▌ text"])
    expect(text("a\n\n---\n\nb", 10)).toEqual(["a", "", "──────────", "", "b"])
    expect(text("| a | bb |\n|---|---|\n| 1 | 2 |")).toEqual(["a │ bb", "──┼───", "1 │ 2 "])
    expect(text("[docs](https://e.com) <b>raw</b> &amp;")).toEqual(["docs (https://e.com) <b>raw</b> &"])
  })

  it("highlights code blocks and never wraps code at its spaces", () => {
    const lines = Markdown.toLines("```ts\nconst a = 'x'\n```", 40)
    expect(lines).toEqual([
      [
        { text: "│ ", dim: true },
        { text: "const", code: true, scope: "keyword" },
        { text: " a = ", code: true },
        { text: "'x'", code: true, scope: "string" }
      ]
    ])
    expect(text("```\nabcdefghij klmnop\n```", 10)).toEqual(["│ abcdefgh", "│ ij klmno", "│ p"])
  })

  it("lays out a code line the same whether it just fits or is cut", () => {
    const code = "```ts\nconst a = 'x' // é\n```"
    const fits = Markdown.toLines(code, 20)
    expect(fits).toEqual([[
      { text: "│ ", dim: true },
      { text: "const", code: true, scope: "keyword" },
      { text: " a = ", code: true },
      { text: "'x'", code: true, scope: "string" },
      { text: " ", code: true },
      { text: "// é", code: true, scope: "comment" }
    ]])
    // one column short: cut before the last character, the pieces as above
    const cut = Markdown.toLines(code, 19)
    expect(cut).toEqual([fits[0]?.slice(0, -1).concat([{ text: "// ", code: true, scope: "comment" }]), [
      { text: "│ ", dim: true },
      { text: "é", code: true, scope: "comment" }
    ]])
    // printable ASCII that fits exactly
    expect(Markdown.toLines("```ts\nconst a = 'x'\n```", 15)).toEqual([[
      { text: "│ ", dim: true },
      { text: "const", code: true, scope: "keyword" },
      { text: " a = ", code: true },
      { text: "'x'", code: true, scope: "string" }
    ]])
    expect(text("```ts\nconst a = 'x'\n```", 14)).toEqual(["│ const a = 'x", "│ '"])
  })

  it("wraps by terminal columns: wide characters count two, long words are cut, nothing is wider than the width", () => {
    const cjk = "中文".repeat(15)
    expect(text(cjk, 20)).toEqual(["中文中文中文中文中文", "中文中文中文中文中文", "中文中文中文中文中文"])
    expect(text("a ".repeat(23).trim(), 10)).toEqual(["a a a a a", "a a a a a", "a a a a a", "a a a a a", "a a a"])
    const mixed = "The 用户 wants **完整的** support for `长的代码` and https://example.com/a/very/long/url/that/does/not/fit"
    for (const width of [10, 17, 33]) {
      for (const line of text(mixed, width)) expect(stringWidth(line), line).toBeLessThanOrEqual(width)
    }
    expect(text("- item with words that wrap onto more lines", 16)).toEqual(["• item with", "  words that", "  wrap onto more", "  lines"])
  })

  it("wraps a paragraph marked cannot parse (8 MB on one line) as written", () => {
    const lines = text(`${"x".repeat(8 * 1024 * 1024)} tail`, 100)
    expect(lines.length).toBe(Math.floor((8 * 1024 * 1024) / 100) + 1)
    expect(lines[0]).toBe("x".repeat(100))
    expect(lines.at(-1)).toBe(`${"x".repeat((8 * 1024 * 1024) % 100)} tail`)
  })
})

/** Markdown made of the blocks a reply has, each as a list of lines, in any order; blank lines, or none, between them. */
const BLOCKS = [
  "# Title",
  "Setext title\n===",
  "A paragraph with **bold**, *italic*, `code()` and ~~gone~~ words\nthat goes on for a while, 中文 too.",
  "- one\n- two *2*\n  - nested",
  "1. first\n\n2. second, loose\n\n3. third",
  "- [ ] task\n- [x] done",
  "```ts\nconst a = 1 // a comment that is long enough to wrap at the narrowest width\nfunction f() {}\n```",
  "```\nplain code",
  "> quoted *text*\n> more",
  "| a | b |\n|---|:-:|\n| 1 | two |",
  "---",
  "<div>html</div>",
  "see [the docs][d] and [a link](https://e.com)",
  "[d]: https://example.com/docs",
  "    indented code",
  "<!--\n\na comment across blank lines\n\n-->",
  "- item\n\n  its second paragraph",
  "text right above a table\n| a | b |\n|---|---|\n| 1 | 2 |",
  "> quoted\nlazy continuation",
  "* star item\n* another",
  "3. a list that starts at three",
  "+ plus item"
]
const documents = fc
  .array(fc.tuple(fc.constantFrom(...BLOCKS), fc.constantFrom("\n", "\n\n", "\n\n\n")), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([block, gap]) => block + gap).join(""))

describe("Markdown laid out a block at a time", () => {
  it.prop(
    "a reply streamed in pieces gives at each step the lines of the whole text laid out afresh",
    [documents, fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }), fc.constantFrom(10, 24, 80)],
    ([document, pieces, width]) => {
      const cache = Markdown.laidOut()
      let at = 0
      let i = 0
      while (at < document.length) {
        at = Math.min(document.length, at + (pieces[i++ % pieces.length] as number))
        const prefix = document.slice(0, at)
        expect(Markdown.toLines(prefix, width, cache), JSON.stringify(prefix)).toEqual(Markdown.toLines(prefix, width, Markdown.laidOut()))
      }
      // another document, or another width, is laid out afresh
      expect(Markdown.toLines(`x${document}`, width, cache)).toEqual(Markdown.toLines(`x${document}`, width, Markdown.laidOut()))
      expect(Markdown.toLines(document, width + 1, cache)).toEqual(Markdown.toLines(document, width + 1, Markdown.laidOut()))
    },
    { fastCheck: { numRuns: 200 } }
  )

  it("lays out only the last block of a document whose other blocks it has laid out before", () => {
    const cache = Markdown.laidOut()
    const first = Markdown.toLines("# A\n\npara one\n\npara two", 40, cache)
    // three blocks, the last not kept: it may still grow
    expect(cache.last?.at).toBe("# A\n\npara one\n\n".length)
    const again = Markdown.toLines("# A\n\npara one\n\npara two grows", 40, cache)
    // the heading's and the first paragraph's lines are the very ones laid out before
    expect(again[0]).toBe(first[0])
    expect(again[2]).toBe(first[2])
    expect(again.map(Markdown.lineText)).toEqual(["A", "", "para one", "", "para two grows"])
    // a definition anywhere: laid out whole, nothing kept
    Markdown.toLines("see [d]\n\n[d]: https://e.com", 40, cache)
    expect(cache.last).toBeUndefined()
  })
})

describe("Columns", () => {
  it("finds the segmenter's grapheme clusters in windows, clusters across a window's edge included", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" })
    const family = "👨‍👩‍👧‍👦"
    for (const pad of [0, 1, 250, 253, 255, 256, 511]) {
      const sample = `${"a".repeat(pad)}${family}e\u0301\u0302${"中".repeat(300)}🇫🇷x${"é".repeat(260)}`
      const expected = Array.from(segmenter.segment(sample), ({ segment, index }) => ({ segment, index }))
      expect(Array.from(Columns.graphemes(sample)), `pad ${pad}`).toEqual(expected)
      expect(Columns.width(sample)).toBe(stringWidth(sample))
    }
  })
})

describe("Highlight", () => {
  it("knows languages by name and alias, and splits runs per line", () => {
    expect(Highlight.language("TS")).toBe("ts")
    expect(Highlight.language("sh {title=x}")).toBe("sh")
    expect(Highlight.language("klingon")).toBeUndefined()
    expect(Highlight.language("")).toBeUndefined()
    expect(Highlight.toRuns("a = 1\n# c", "python")).toEqual([
      [{ text: "a = ", scope: undefined }, { text: "1", scope: "number" }],
      [{ text: "# c", scope: "comment" }]
    ])
    expect(Highlight.toRuns("x\ny", undefined)).toEqual([[{ text: "x", scope: undefined }], [{ text: "y", scope: undefined }]])
  })
})
