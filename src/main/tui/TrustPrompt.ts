/**
 * The chat's question before it starts, when a project has settings and no decision applies
 * (pi asks the same, with the same choices): the folder, what trusting it means, and the
 * choices of `domain/agent/ProjectTrust`, picked with the arrows and Enter or by their number; Escape
 * or Ctrl+C answers nothing (the run does not trust the project and remembers nothing). What a
 * key does is `onKey`, pure; `ask` draws on the process's terminal in raw mode, and erases the
 * question once answered, before the chat's UI takes the terminal.
 */
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import type * as ProjectTrust from "../../domain/agent/ProjectTrust.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import type { Ask } from "../../services/agent/ProjectTrust.js"
import * as Keys from "./Keys.js"

/** The prompt's lines with `selected` marked (inverse video). */
export const lines = (cwd: string, choices: ReadonlyArray<ProjectTrust.Choice>, selected: number): ReadonlyArray<string> => [
  "Trust this project folder?",
  `  ${TerminalText.line(cwd)}`,
  "Trusting it lets Arbor use its .pi/settings.json, shell settings included (shellPath and",
  "shellCommandPrefix run commands). pi keeps the same decision (trust.json).",
  "",
  ...choices.map((choice, i) =>
    i === selected ? `\u001b[7m› ${i + 1}. ${TerminalText.line(choice.label)}\u001b[27m` : `  ${i + 1}. ${TerminalText.line(choice.label)}`
  ),
  "",
  "↑/↓ and Enter, or a number · Esc: do not trust, remember nothing"
]

/** What a key does to the question: select another choice, answer (a choice's index, or nothing), or nothing at all. */
export type Step = Data.TaggedEnum<{
  Select: { readonly selected: number }
  Answer: { readonly index: number | undefined }
  Ignore: {}
}>

export const Step = Data.taggedEnum<Step>()

/** The key `event` with `selected` of `count` choices selected: the arrows move (wrapping), Enter or a choice's number answers, Escape and Ctrl+C answer nothing. */
export const onKey = (selected: number, count: number, event: Keys.Event): Step => {
  if (event.type !== "key") return Step.Ignore()
  if (event.name === "escape" || (event.ctrl && event.name === "c")) return Step.Answer({ index: undefined })
  if (event.name === "up") return Step.Select({ selected: (selected + count - 1) % count })
  if (event.name === "down") return Step.Select({ selected: (selected + 1) % count })
  if (event.name === "enter") return Step.Answer({ index: selected })
  if (/^[1-9]$/.test(event.name) && Number(event.name) <= count) return Step.Answer({ index: Number(event.name) - 1 })
  return Step.Ignore()
}

/** One key of a raw read (keys typed fast arrive together): a CSI or SS3 sequence, a lone Escape, or a character. */
const KEYS = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001bO[@-~]|\u001b|[\s\S]/gu

/** Asks on `stdin` / `stdout` (a terminal). */
export const ask = (stdin: NodeJS.ReadStream, stdout: NodeJS.WriteStream): Ask => (cwd, choices) =>
  Effect.async<ProjectTrust.Choice | undefined>((resume) => {
    let selected = 0
    let drawn = 0
    const decoder = Keys.decoder()
    const draw = () => {
      const shown = lines(cwd, choices, selected)
      stdout.write(`${drawn > 0 ? `\u001b[${drawn}A\r` : ""}\u001b[J${shown.join("\r\n")}\r\n`)
      drawn = shown.length
    }
    const wasRaw = stdin.isRaw
    const finish = (choice: ProjectTrust.Choice | undefined) => {
      cleanup()
      resume(Effect.succeed(choice))
    }
    const onData = (chunk: string) => {
      for (const event of (chunk.match(KEYS) ?? []).flatMap((k) => decoder.push(k))) {
        const step = onKey(selected, choices.length, event)
        if (step._tag === "Answer") return finish(step.index === undefined ? undefined : choices[step.index])
        if (step._tag === "Ignore") continue
        selected = step.selected
        draw()
      }
    }
    let done = false
    const cleanup = () => {
      if (done) return
      done = true
      stdin.off("data", onData)
      stdin.setRawMode(wasRaw)
      stdin.pause()
      stdout.write(`\u001b[${drawn}A\r\u001b[J`)
    }
    stdin.setEncoding("utf8")
    stdin.setRawMode(true)
    stdin.on("data", onData)
    stdin.resume()
    draw()
    return Effect.sync(cleanup)
  })
