/**
 * Syntax highlighting of code blocks, for the HTML export and the chat: highlight.js with the
 * languages coding sessions show most, registered on first use (so that starting the command
 * line costs nothing). A block is highlighted only when its language is named and known; other
 * code stays plain rather than guessed. Pure: text in, HTML or classified runs out.
 */
import hljs from "highlight.js/lib/core"
import bash from "highlight.js/lib/languages/bash"
import c from "highlight.js/lib/languages/c"
import cpp from "highlight.js/lib/languages/cpp"
import csharp from "highlight.js/lib/languages/csharp"
import css from "highlight.js/lib/languages/css"
import diff from "highlight.js/lib/languages/diff"
import dockerfile from "highlight.js/lib/languages/dockerfile"
import go from "highlight.js/lib/languages/go"
import ini from "highlight.js/lib/languages/ini"
import java from "highlight.js/lib/languages/java"
import javascript from "highlight.js/lib/languages/javascript"
import json from "highlight.js/lib/languages/json"
import kotlin from "highlight.js/lib/languages/kotlin"
import lua from "highlight.js/lib/languages/lua"
import makefile from "highlight.js/lib/languages/makefile"
import markdown from "highlight.js/lib/languages/markdown"
import php from "highlight.js/lib/languages/php"
import python from "highlight.js/lib/languages/python"
import ruby from "highlight.js/lib/languages/ruby"
import rust from "highlight.js/lib/languages/rust"
import shell from "highlight.js/lib/languages/shell"
import sql from "highlight.js/lib/languages/sql"
import swift from "highlight.js/lib/languages/swift"
import typescript from "highlight.js/lib/languages/typescript"
import xml from "highlight.js/lib/languages/xml"
import yaml from "highlight.js/lib/languages/yaml"

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  kotlin,
  lua,
  makefile,
  markdown,
  php,
  python,
  ruby,
  rust,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml
}

let registered = false

const register = () => {
  if (registered) return
  for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language)
  registered = true
}

/** The language a fence's info string names (`ts`, `TypeScript`, `sh {title}`), if known. */
export const language = (info: string | undefined): string | undefined => {
  const name = info?.trim().split(/[\s{]/)[0]?.toLowerCase()
  if (name === undefined || name === "") return undefined
  register()
  return hljs.getLanguage(name) === undefined ? undefined : name
}

const ESCAPES: { readonly [ch: string]: string } = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string)

/**
 * The code as HTML: highlight.js's `<span class="hljs-…">` runs (its output is escaped) when
 * the language is known, else the escaped text.
 */
export const toHtml = (code: string, info: string | undefined): string => {
  const name = language(info)
  if (name === undefined) return escape(code)
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value
}

/** A run of code with the highlight.js scope it belongs to (`keyword`, `string`, …), if any. */
export interface Run {
  readonly text: string
  readonly scope: string | undefined
}

const ENTITIES: { readonly [entity: string]: string } = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#x27;": "'", "&#39;": "'" }

const unescape = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] as string)

/**
 * The code as runs per line, each with its innermost scope, for a terminal to colour. Lines
 * are split at LF; an unknown language gives one unscoped run per line.
 */
export const toRuns = (code: string, info: string | undefined): ReadonlyArray<ReadonlyArray<Run>> => {
  const lines: Array<Array<Run>> = [[]]
  const push = (text: string, scope: string | undefined) => {
    const pieces = text.split("\n")
    pieces.forEach((piece, i) => {
      if (i > 0) lines.push([])
      if (piece !== "") (lines[lines.length - 1] as Array<Run>).push({ text: piece, scope })
    })
  }
  const name = language(info)
  if (name === undefined) {
    push(code, undefined)
    return lines
  }
  const html = hljs.highlight(code, { language: name, ignoreIllegals: true }).value
  const scopes: Array<string | undefined> = []
  // highlight.js emits only <span class="hljs-x …"> and </span> around escaped text
  for (const part of html.split(/(<span class="[^"]*">|<\/span>)/)) {
    if (part.startsWith("<span")) scopes.push(/class="hljs-([\w-]+)/.exec(part)?.[1] ?? scopes[scopes.length - 1])
    else if (part === "</span>") scopes.pop()
    else if (part !== "") push(unescape(part), scopes[scopes.length - 1])
  }
  return lines
}
