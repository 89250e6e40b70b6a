/**
 * The entries Arbor writes carry the fields pi 1.6.0 writes for the same step, in pi's order.
 *
 * `fixtures/pi-fields/tool-turn.jsonl` is the session pi 1.6.0's own command line wrote
 * (`pi --model fake/fake-model --thinking medium -p "do it"`) against a fake Chat Completions
 * server answering with `fixtures/providers/chat-tool-turn-{1..7}.sse`: reasoning, text and a
 * tool call per reply (write, edit, read, bash, a failing edit, a bash whose output is cut),
 * then a closing text. The built `arbor` runs the same prompt against the same replies, and
 * every entry it writes must have pi's keys in pi's order (nested objects and content blocks
 * included), and the same values wherever the value does not depend on the moment: the whole
 * assistant messages (usage with `reasoning` and `totalFromProvider`, `thinkingSignature`,
 * `rawStopReason`, `thinkingLevel`) and the whole tool results: pi's texts word for word (the
 * write and edit confirmations, read's final line break and continuation note, the failed
 * edit's message, the cut bash output's note) and their `details` (the edit's numbered diff and
 * patch, a failure's empty details, the cut bash output's truncation).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import * as FakeProviders from "../support/FakeProviders.js"
import { arbor, shown, tempDir } from "../support/Spawn.js"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type Entry = { readonly [key: string]: Json }

const reference: ReadonlyArray<Entry> = fs
  .readFileSync(path.join(import.meta.dirname, "../fixtures/pi-fields/tool-turn.jsonl"), "utf8")
  .trimEnd()
  .split("\n")
  .map((line) => JSON.parse(line) as Entry)

/** Every key path of a value in order, array elements by position (tool-call arguments are the model's, left out). */
const keyPaths = (value: Json, at = ""): Array<string> => {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item as Json, `${at}[${i}]`))
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, inner]) => [`${at}.${key}`, ...(key === "arguments" ? [] : keyPaths(inner as Json, `${at}.${key}`))])
}

/** A value with what depends on the moment or the machine blanked: ids, times, durations, temporary paths. */
const steady = (value: Json): Json => {
  if (Array.isArray(value)) return value.map((item) => steady(item as Json))
  // the temporary file of a cut bash output, named in its note
  if (typeof value === "string") return value.replace(/Full output: [^\]]+\]/g, "Full output: *]")
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      ["id", "parentId", "timestamp", "durationMs", "cwd", "fullOutputPath"].includes(key) && typeof inner !== "object" ? "*" : steady(inner as Json)
    ])
  )
}

const role = (entry: Entry): string => {
  const message = entry.message
  return message !== null && typeof message === "object" && !Array.isArray(message) ? String((message as Entry).role) : String(entry.type)
}

describe("the entries of a tool-using turn", () => {
  it.scoped(
    "have pi's keys in pi's order and pi's values, entry for entry",
    () =>
      Effect.gen(function*() {
        const server = yield* FakeProviders.make([1, 2, 3, 4, 5, 6, 7].map((n) => FakeProviders.stream(`chat-tool-turn-${n}.sse`)))
        const agentDir = tempDir()
        const cwd = tempDir()
        // the provider pi's run used, at the fake server
        fs.writeFileSync(
          path.join(agentDir, "models.json"),
          JSON.stringify({
            providers: {
              fake: {
                baseUrl: `${server.url}/v1`,
                api: "openai-completions",
                apiKey: "x",
                models: [{ id: "fake-model", reasoning: true, cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 } }]
              }
            }
          })
        )
        const args = ["--model", "fake/fake-model", "--thinking", "medium", "-p", "do it"]
        const result = yield* Effect.promise(() => arbor(args, { agentDir, cwd }))
        expect(result.code, shown(args, result)).toBe(0)
        // as pi's print mode: the last reply's text blocks, each on a line, and nothing of the replies before it
        const last = reference.filter((e) => role(e) === "assistant").at(-1)!.message as { content: ReadonlyArray<{ type: string; text?: string }> }
        expect(result.stdout).toBe(last.content.flatMap((block) => (block.type === "text" ? [`${block.text}\n`] : [])).join(""))
        const dir = path.join(agentDir, "sessions")
        const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".jsonl"))
        expect(files).toHaveLength(1)
        const written = fs
          .readFileSync(path.join(dir, files[0]!), "utf8")
          .trimEnd()
          .split("\n")
          .map((line) => JSON.parse(line) as Entry)
        // the cut bash output's whole text went to a temporary file
        for (const entry of written) {
          const details = (entry.message as Entry | undefined)?.details
          const full = details !== null && typeof details === "object" && !Array.isArray(details) ? (details as Entry).fullOutputPath : undefined
          if (typeof full === "string") fs.rmSync(full, { force: true })
        }

        // Arbor's system prompt and tool descriptions are its own: the system message is compared by its top-level keys
        expect(written.map(role)).toEqual(reference.map(role))
        written.forEach((entry, i) => {
          const pi = reference[i]!
          if (role(pi) === "system") {
            expect(Object.keys(entry), "keys of the system message's entry").toEqual(Object.keys(pi))
            expect(Object.keys(entry.message as Entry), "keys of the system message").toEqual(Object.keys(pi.message as Entry))
            return
          }
          expect(keyPaths(entry), `keys of entry ${i + 1} (${role(pi)})`).toEqual(keyPaths(pi))
          expect(steady(entry), `entry ${i + 1} (${role(pi)})`).toEqual(steady(pi))
        })
      }),
    120_000
  )
})
