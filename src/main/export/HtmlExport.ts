/**
 * `arbor export --format html` and RPC `export_html`: a session as one self-contained page to
 * read and to share. The whole tree sits in a sidebar; choosing any entry shows the path from
 * the root to it (the exported leaf's path first). Message text is rendered Markdown with
 * highlighted code; tool calls read as the chat shows them (`edit notes.md` with its coloured
 * diff, `$ ls -la` with its output and time, a write's text); long tool output, thinking and
 * the system prompt fold away. The facts at the top hold the session's token and cost totals
 * (those of `/session` and `arbor info`). Light and dark follow the reader's
 * system (or the toggle), and the layout reads at any width: beside the conversation on a wide
 * screen, folded above it on a narrow one.
 *
 * Self-contained and inert: inline CSS and one inline script whose hash the page's
 * Content-Security-Policy names, so nothing else can run and nothing is loaded from anywhere.
 * Every piece of session text is escaped (see `Markdown`). Without scripts the page still reads:
 * the exported path, then the entries of the other branches. Pure.
 */
import { createHash } from "node:crypto"
import type { Entry, Header } from "../../domain/format/Entry.js"
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as Diff from "../../domain/tools/Diff.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Render from "../cli/Render.js"
import * as Export from "./Export.js"
import * as Highlight from "./Highlight.js"
import * as Markdown from "./Markdown.js"

const escapeHtml = Markdown.escapeHtml

/** A fragment id for an entry id: letters, digits and `-` kept, every other code unit as `_hex_`. */
const anchor = (id: string): string => `e-${id.replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}_`)}`

// ---------------------------------------------------------------------------------------------
// Style

/** The colours of both themes, one name each, so that light and dark cannot drift apart. */
const THEMES: { readonly [name: string]: readonly [light: string, dark: string] } = {
  bg: ["#ffffff", "#0d1117"],
  fg: ["#1f2328", "#e6edf3"],
  muted: ["#59636e", "#9198a1"],
  faint: ["#818b98", "#656c76"],
  border: ["#d1d9e0", "#3d444d"],
  panel: ["#f6f8fa", "#151b23"],
  hover: ["#eaeef2", "#262c36"],
  accent: ["#0969da", "#4493f8"],
  sel: ["#fff8c5", "#3a3000"],
  user: ["#0969da", "#4493f8"],
  "user-bg": ["#ddf4ff", "#0c2d6b"],
  assistant: ["#8250df", "#ab7df8"],
  tool: ["#9a6700", "#d29922"],
  summary: ["#1a7f37", "#3fb950"],
  "summary-bg": ["#dafbe1", "#0f2e1a"],
  custom: ["#bf3989", "#db61a2"],
  error: ["#d1242f", "#f85149"],
  "code-bg": ["#f6f8fa", "#151b23"],
  "hl-keyword": ["#cf222e", "#ff7b72"],
  "hl-string": ["#0a3069", "#a5d6ff"],
  "hl-number": ["#0550ae", "#79c0ff"],
  "hl-comment": ["#59636e", "#9198a1"],
  "hl-title": ["#8250df", "#d2a8ff"],
  "hl-type": ["#953800", "#ffa657"],
  "hl-attr": ["#0550ae", "#79c0ff"],
  "hl-meta": ["#1a7f37", "#7ee787"],
  "hl-deletion": ["#82071e", "#ffdcd7"],
  "hl-addition": ["#116329", "#aff5b4"],
  "diff-add-bg": ["#dafbe1", "#12361f"],
  "diff-del-bg": ["#ffebe9", "#3c1618"]
}

const themeVars = (which: 0 | 1) =>
  Object.entries(THEMES)
    .map(([name, pair]) => `--${name}:${pair[which]}`)
    .join(";")

const STYLE = `
:root{${themeVars(0)};color-scheme:light}
:root[data-theme=dark]{${themeVars(1)};color-scheme:dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${themeVars(1)};color-scheme:dark}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--accent)}
button{font:inherit;color:var(--fg);background:var(--panel);border:1px solid var(--border);border-radius:6px;padding:.2rem .6rem;cursor:pointer}
button:hover{background:var(--hover)}
.top{position:sticky;top:0;z-index:3;display:flex;gap:.75rem;align-items:center;height:3rem;padding:0 1rem;background:var(--bg);border-bottom:1px solid var(--border)}
.top h1{flex:1;min-width:0;margin:0;font-size:1.05rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#tree-toggle{display:none}
.layout{display:grid;grid-template-columns:minmax(14rem,24rem) minmax(0,1fr)}
nav{position:sticky;top:3rem;height:calc(100vh - 3rem);overflow-y:auto;overflow-x:hidden;background:var(--panel);border-right:1px solid var(--border)}
.nav-head{position:sticky;top:0;z-index:1;display:flex;gap:.5rem;align-items:center;padding:.5rem .75rem;background:var(--panel);border-bottom:1px solid var(--border);font-size:.85rem;color:var(--muted)}
.nav-head input{flex:1;min-width:0;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--border);border-radius:6px;padding:.15rem .4rem}
.no-js .nav-head input,.js #others{display:none}
.tree{list-style:none;margin:0;padding:.25rem 0 2rem;font-size:13px;line-height:1.5}
.tree a{display:flex;align-items:baseline;padding:0 .75rem;color:var(--muted);text-decoration:none;white-space:nowrap;overflow:hidden}
.tree a:hover{background:var(--hover)}
.tree .g{flex:none;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre;color:var(--faint)}
.tree .t{min-width:0;overflow:hidden;text-overflow:ellipsis}
.tree .k-user .t{color:var(--user)}
.tree a.on{color:var(--fg)}
.tree a.shown,.no-js .tree a.on{font-weight:600;color:var(--fg)}
.tree a.sel{background:var(--sel)}
.tree .label{flex:none;margin-left:.35rem;color:var(--custom)}
.tree .leaf{flex:none;margin-left:.35rem;color:var(--summary)}
main{min-width:0;max-width:58rem;padding:1rem clamp(1rem,4vw,3rem) 5rem}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.1rem 1rem;margin:0 0 1rem;font-size:.85rem;color:var(--muted)}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:.9rem;margin:.5rem 0 1rem}
section.entry{margin:1rem 0;padding:.5rem 1rem;border-left:4px solid var(--border);border-radius:4px}
section.user{border-color:var(--user);background:var(--user-bg)}
section.assistant{border-color:var(--assistant)}
section.tool{border-color:var(--tool)}
section.summary{border-color:var(--summary);background:var(--summary-bg)}
section.custom{border-color:var(--custom)}
section.system{border-color:var(--faint)}
section.sel{outline:2px solid var(--accent);outline-offset:2px}
.entry>header{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;font-size:.85rem;color:var(--muted)}
.entry>header .role{font-weight:700;font-size:.95rem;color:var(--fg)}
.entry>header a{color:var(--muted);text-decoration:none;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
p.event{margin:.5rem 0 .5rem 1.25rem;font-size:.85rem;color:var(--muted);overflow-wrap:anywhere}
p.event a{color:var(--muted);text-decoration:none;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;margin-right:.5rem}
p.event.sel{background:var(--sel)}
.md{overflow-wrap:anywhere}
.md>:first-child{margin-top:.25rem}
.md>:last-child{margin-bottom:.25rem}
.md p,.md ul,.md ol,.md blockquote,.md pre,.md .table{margin:.6rem 0}
.md h1,.md h2,.md h3,.md h4,.md h5,.md h6{margin:1rem 0 .4rem;line-height:1.3}
.md h1{font-size:1.4rem}.md h2{font-size:1.2rem}.md h3{font-size:1.05rem}.md h4,.md h5,.md h6{font-size:1rem}
.md blockquote{padding:0 1rem;border-left:3px solid var(--border);color:var(--muted)}
.md hr{border:0;border-top:1px solid var(--border)}
.md img{max-width:100%}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
:not(pre)>code{padding:.1em .35em;background:var(--code-bg);border:1px solid var(--border);border-radius:4px}
pre{margin:.6rem 0;padding:.6rem .75rem;background:var(--code-bg);border:1px solid var(--border);border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.88em;line-height:1.45}
pre code{font-size:1em}
pre .lang{float:right;margin-left:1rem;font-size:.75rem;color:var(--faint);user-select:none}
.table{overflow-x:auto}
table{border-collapse:collapse}
th,td{padding:.25rem .6rem;border:1px solid var(--border);text-align:left;vertical-align:top}
th{background:var(--panel)}
details{margin:.5rem 0}
details>summary{cursor:pointer;color:var(--muted);font-size:.9rem}
.error{color:var(--error)}
p.call{margin:.5rem 0 .25rem;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;font-weight:700;color:var(--tool);overflow-wrap:anywhere;white-space:pre-wrap}
pre.diff span{display:block;padding:0 .25rem}
pre.diff .add{color:var(--hl-addition);background:var(--diff-add-bg)}
pre.diff .del{color:var(--hl-deletion);background:var(--diff-del-bg)}
pre.diff .ctx,pre.diff .skip{color:var(--muted)}
details.earlier{margin-bottom:0}
details.earlier>pre{margin-bottom:0;border-bottom:0;border-radius:6px 6px 0 0}
details.earlier+pre{margin-top:.25rem}
details.earlier[open]+pre{margin-top:0;border-radius:0 0 6px 6px}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in,.hljs-doctag{color:var(--hl-keyword)}
.hljs-string,.hljs-regexp,.hljs-template-string,.hljs-char{color:var(--hl-string)}
.hljs-number,.hljs-literal,.hljs-symbol,.hljs-variable.constant_{color:var(--hl-number)}
.hljs-comment,.hljs-quote{color:var(--hl-comment);font-style:italic}
.hljs-title,.hljs-section,.hljs-function .hljs-title{color:var(--hl-title)}
.hljs-type,.hljs-class .hljs-title,.hljs-title.class_{color:var(--hl-type)}
.hljs-attr,.hljs-attribute,.hljs-property,.hljs-params,.hljs-variable,.hljs-name,.hljs-tag{color:var(--hl-attr)}
.hljs-meta,.hljs-selector-id,.hljs-selector-class{color:var(--hl-meta)}
.hljs-deletion{color:var(--hl-deletion);background:rgba(255,129,130,.15)}
.hljs-addition{color:var(--hl-addition);background:rgba(46,160,67,.15)}
.hljs-emphasis{font-style:italic}.hljs-strong{font-weight:700}
@media (max-width:52rem){
.layout{grid-template-columns:minmax(0,1fr)}
nav{position:static;height:auto;max-height:50vh;border-right:0;border-bottom:1px solid var(--border)}
.js nav{display:none}
.js .tree-open nav{display:block}
#tree-toggle{display:inline-block}
main{padding:.75rem 1rem 4rem}
}
@media print{.top,nav{display:none}.layout{display:block}}
`

// ---------------------------------------------------------------------------------------------
// Script

/**
 * Shows the path to the entry the fragment names: the path's sections are moved into the
 * conversation in order, the rest wait in a hidden store; the sidebar marks the path and the
 * choice. Also the filter, the narrow-screen tree toggle and the theme toggle.
 */
const SCRIPT = `(() => {
  const root = document.documentElement
  root.classList.replace("no-js", "js")
  const conversation = document.getElementById("conversation")
  const store = document.getElementById("store")
  const note = document.getElementById("note")
  const entries = new Map()
  for (const el of document.querySelectorAll("[data-parent]")) entries.set(el.id, el)
  const rows = new Map()
  for (const a of document.querySelectorAll("nav a[data-id]")) rows.set(a.dataset.id, a)
  const initial = conversation.dataset.target
  const pathTo = (id) => {
    const path = []
    const seen = new Set()
    for (let at = id; at && entries.has(at) && !seen.has(at); at = entries.get(at).dataset.parent) {
      seen.add(at)
      path.push(at)
    }
    return path.reverse()
  }
  let selected
  const show = (id, scroll) => {
    if (!entries.has(id)) id = initial
    const path = pathTo(id)
    const onPath = new Set(path)
    for (const el of Array.from(conversation.children)) store.append(el)
    for (const at of path) conversation.append(entries.get(at))
    for (const [at, row] of rows) row.classList.toggle("shown", onPath.has(at))
    if (selected) {
      selected.classList.remove("sel")
      selected.removeAttribute("aria-current")
      entries.get(selected.dataset.id)?.classList.remove("sel")
    }
    selected = rows.get(id)
    if (selected) {
      selected.classList.add("sel")
      selected.setAttribute("aria-current", "true")
      selected.scrollIntoView({ block: "nearest" })
    }
    const target = entries.get(id)
    const count = path.length === 1 ? "1 entry" : path.length + " entries"
    if (id === initial) note.textContent = "The exported path: " + count + ". Choose an entry in the tree to read the path to it."
    else {
      note.textContent = "The path to the chosen entry: " + count + ". "
      const back = document.createElement("a")
      back.href = "#" + initial
      back.textContent = "Back to the exported path"
      note.append(back)
    }
    if (target) {
      target.classList.add("sel")
      if (scroll) target.scrollIntoView({ block: "start" })
    }
  }
  const fromHash = (scroll) => show(decodeURIComponent(location.hash.slice(1)), scroll)
  window.addEventListener("hashchange", () => {
    document.body.classList.remove("tree-open")
    fromHash(true)
  })
  fromHash(location.hash !== "")
  const filter = document.getElementById("filter")
  filter.addEventListener("input", () => {
    const query = filter.value.trim().toLowerCase()
    for (const row of rows.values()) row.parentElement.hidden = query !== "" && !row.textContent.toLowerCase().includes(query)
  })
  document.getElementById("tree-toggle").addEventListener("click", () => document.body.classList.toggle("tree-open"))
  const themes = ["auto", "light", "dark"]
  const button = document.getElementById("theme")
  const setTheme = (theme) => {
    root.dataset.theme = theme
    button.textContent = "Theme: " + theme
    try { localStorage.setItem("arbor-theme", theme) } catch {}
  }
  let saved = "auto"
  try { saved = localStorage.getItem("arbor-theme") || "auto" } catch {}
  setTheme(themes.includes(saved) ? saved : "auto")
  button.addEventListener("click", () => setTheme(themes[(themes.indexOf(root.dataset.theme) + 1) % themes.length]))
})()`

const SCRIPT_HASH = createHash("sha256").update(SCRIPT).digest("base64")

// ---------------------------------------------------------------------------------------------
// The page

/** Tool output longer than this folds away. */
const FOLD_LINES = 12
/** A long command's last lines, which stay in view under its folded earlier ones (the chat's five). */
const TAIL_LINES = 5

const partHtml = (part: Export.Part, kind: Export.Kind): string => {
  switch (part.kind) {
    case "text":
      return `<div class="md">${Markdown.toHtml(part.text)}</div>`
    case "code": {
      const lang = Highlight.language(part.lang)
      const body = `<pre class="code"><code${lang === undefined ? "" : ` class="hljs language-${lang}"`}>${Highlight.toHtml(part.text, lang)}</code></pre>`
      const lines = part.text.split("\n").length
      if (kind !== "tool" || lines <= FOLD_LINES) return body
      return `<details><summary>${lines} lines</summary>${body}</details>`
    }
    case "thinking":
      return `<details class="thinking"><summary>Thinking</summary><div class="md">${Markdown.toHtml(part.text)}</div></details>`
    case "note":
      return `<p class="note${/^error:/.test(part.text) ? " error" : ""}">${escapeHtml(part.text)}</p>`
    case "call":
      return `<p class="call">${escapeHtml(part.text)}</p>`
    case "diff":
      return diffHtml(part.text)
    case "output":
      return outputHtml(part.text)
  }
}

/**
 * A command's output: when long, its last lines stay in view (its errors and exit status, as
 * the chat keeps them) and the earlier ones fold away above them, in their order.
 */
const outputHtml = (text: string): string => {
  const block = (lines: ReadonlyArray<string>) => `<pre class="code"><code>${escapeHtml(lines.join("\n"))}</code></pre>`
  const lines = text.split("\n")
  if (lines.length <= FOLD_LINES) return block(lines)
  const earlier = lines.length - TAIL_LINES
  return `<details class="earlier"><summary>${earlier} earlier lines</summary>${block(lines.slice(0, earlier))}</details>${block(lines.slice(earlier))}`
}

const DIFF_CLASS = { added: "add", removed: "del", context: "ctx", skip: "skip", header: "skip" } as const

/**
 * A stored diff in pi's numbered form, a line per row: additions and removals on green and red,
 * unchanged lines muted, each with its number; never folded (pi shows an edit's whole diff).
 */
const diffHtml = (diff: string): string => {
  const rows = Diff.displayLines(diff)
  const digits = String(Math.max(1, ...rows.map((l) => l.line ?? 0))).length
  const html = rows.map((l) => {
    const sign = l.kind === "added" ? "+" : l.kind === "removed" ? "-" : " "
    const text = l.kind === "skip"
      ? `${" ".repeat(digits + 1)} ...`
      : l.line === undefined
      ? l.text
      : `${sign}${String(l.line).padStart(digits, " ")} ${l.text}`
    return `<span class="${DIFF_CLASS[l.kind]}">${escapeHtml(text)}</span>`
  })
  return `<pre class="diff"><code>${html.join("")}</code></pre>`
}

/** One entry: a section with its header and parts, or (events) one line. `parent` is the shown parent's anchor. */
const entryHtml = (section: Export.Section, parent: string | undefined): string => {
  const id = section.entry.id as string
  const link = `<a href="#${anchor(id)}">${escapeHtml(id)}</a>`
  const attrs = `id="${anchor(id)}" data-parent="${parent ?? ""}"`
  if (section.kind === "event") {
    return `<p class="event" ${attrs}>${link}${escapeHtml(section.parts.map((p) => p.text).join(" "))}</p>`
  }
  const time = typeof section.entry.timestamp === "string" ? `<time>${escapeHtml(section.entry.timestamp)}</time>` : ""
  const parts = section.parts.map((part) => partHtml(part, section.kind))
  return [
    `<section class="entry ${section.kind}" ${attrs}>`,
    `<header><span class="role">${escapeHtml(section.title)}</span>${link}${time}</header>`,
    // the system prompt is long and the same in every session: folded, as pi's export has it
    ...(section.kind === "system" ? [`<details class="system"><summary>System prompt and tools</summary>`, ...parts, "</details>"] : parts),
    "</section>"
  ].join("\n")
}

/**
 * The session's token and cost totals (every branch, as `/session` and `arbor info` count
 * them): input, output, cache read and written, and the cost in dollars.
 */
const usageHtml = (stats: SessionStats.SessionStats): string => {
  const { cacheRead, cacheWrite, input, output } = stats.tokens
  const tokens: ReadonlyArray<readonly [string, number, string]> = [
    ["input", input, `↑${Render.group(input)} input`],
    ["output", output, `↓${Render.group(output)} output`],
    ["cacheRead", cacheRead, `${Render.group(cacheRead)} cache read`],
    ["cacheWrite", cacheWrite, `${Render.group(cacheWrite)} cache write`]
  ]
  const spans = tokens.map(([kind, n, text]) => `<span data-kind="${kind}" data-value="${n}">${escapeHtml(text)}</span>`)
  return `<dt>Tokens</dt><dd class="usage" id="tokens">${spans.join(" · ")}</dd>` +
    `<dt>Cost</dt><dd id="cost">$${stats.cost.total.toFixed(4)}</dd>`
}

/** Deep gutters keep their last columns, so that a row's text stays in view. */
const MAX_GUTTER = 24

/** The sidebar: every entry of the tree (markers hidden), each a link to the path to it. */
const treeHtml = (rows: ReadonlyArray<Render.Row>, onPath: ReadonlySet<string>, leafId: string | undefined): string =>
  rows
    .map(({ entry, label: text, prefix }) => {
      const id = entry.id as string
      const summary = Render.entrySummary(entry)
      const gutter = prefix.length > MAX_GUTTER ? `…${prefix.slice(-(MAX_GUTTER - 1))}` : prefix
      const classes = [`k-${entry.type === "message" ? (entry.role ?? "message") : entry.type}`, ...(onPath.has(id) ? ["on"] : [])]
      const label = text === undefined ? "" : `<span class="label">[${escapeHtml(text)}]</span>`
      const leaf = id === leafId ? `<span class="leaf">◀ leaf</span>` : ""
      return `<li><a class="${escapeHtml(classes.join(" "))}" href="#${anchor(id)}" data-id="${anchor(id)}" title="${
        escapeHtml(summary)
      }"><span class="g">${gutter}</span><span class="t">${escapeHtml(summary)}</span>${label}${leaf}</a></li>`
    })
    .join("")

/**
 * The page. `leafId` is the path shown first (and without scripts): usually the session's
 * leaf. Entries on other branches follow in tree order, to be shown by choosing them.
 */
export const page = (tree: SessionTree.SessionTree, header: Header, leafId: string | null): string => {
  const path = Export.pathSections(tree, leafId)
  const onPath = new Set(path.map((section) => section.entry.id as string))
  const rows = Render.treeRows(tree)
  // each shown entry's nearest shown ancestor (a hidden marker's children belong to its parent)
  const parents = new Map<string, string | undefined>()
  for (const row of rows) parents.set(row.entry.id as string, rows[row.parent]?.entry.id)
  const render = (entry: Entry) => {
    const parent = parents.get(entry.id as string)
    return entryHtml(Export.sectionOf(entry), parent === undefined ? undefined : anchor(parent))
  }
  const others = rows.filter(({ entry }) => !onPath.has(entry.id as string))
  const target = path[path.length - 1]?.entry.id
  const facts: Array<readonly [string, string]> = [["Session", header.id]]
  if (header.cwd !== undefined) facts.push(["Cwd", header.cwd])
  if (typeof header.timestamp === "string") facts.push(["Started", header.timestamp])
  facts.push(["Leaf", leafId ?? "(before the first entry)"], ["Entries", String(rows.length)])
  const stats = SessionStats.compute(tree, header, undefined, [])
  const heading = escapeHtml(Export.sessionTitle(tree, header))
  return [
    "<!DOCTYPE html>",
    `<html lang="en" class="no-js" data-theme="auto">`,
    "<head>",
    `<meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="generator" content="arbor">`,
    `<title>${heading}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<header class="top"><button id="tree-toggle" type="button" aria-controls="tree">Tree</button><h1>${heading}</h1><button id="theme" type="button">Theme: auto</button></header>`,
    `<div class="layout">`,
    `<nav id="tree" aria-label="Session tree">`,
    `<div class="nav-head"><span>${
      rows.length === 1 ? "1 entry" : `${rows.length} entries`
    }</span><input id="filter" type="search" placeholder="Filter" aria-label="Filter the tree"></div>`,
    `<ol class="tree">${treeHtml(rows, onPath, SessionTree.leafId(tree) ?? undefined)}</ol>`,
    "</nav>",
    "<main>",
    `<dl class="facts">${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join("")}${usageHtml(stats)}</dl>`,
    `<p class="note" id="note">The exported path: ${path.length === 1 ? "1 entry" : `${path.length} entries`}.</p>`,
    `<div id="conversation" data-target="${target === undefined ? "" : anchor(target)}">`,
    ...(path.length === 0 ? [`<p class="note">No entries on the path.</p>`] : path.map((section) => render(section.entry))),
    "</div>",
    ...(others.length === 0
      ? [`<div id="store" hidden></div>`]
      : [
        `<details id="others"><summary>Entries on other branches (${others.length})</summary>`,
        `<div id="store">`,
        ...others.map(({ entry }) => render(entry)),
        "</div>",
        "</details>"
      ]),
    "</main>",
    "</div>",
    `<script>${SCRIPT}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n")
}
