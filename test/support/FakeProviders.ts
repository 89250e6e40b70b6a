/**
 * Fake model providers: a real HTTP server on 127.0.0.1 (ephemeral port) that answers each
 * request with the next scripted reply, either a recorded server-sent-event stream from
 * `test/fixtures/providers/*.sse`, a Chat Completions stream made from a canned reply (`chat`:
 * reasoning, text, tool calls, usage), or a JSON body with a status (an HTTP error, or a whole
 * reply). It speaks whatever the script speaks, so one server serves OpenAI's Responses and Chat
 * Completions streams and Anthropic's Messages stream alike.
 *
 * Every request is recorded (method, path, headers, parsed JSON body) so tests can assert the
 * prompt conversion. A script may stall after some frames, holding the connection open until
 * the client goes away, or be held whole until the test releases it (`held`); `clientClosed`
 * completes when a client closes a connection before its reply finished. The server closes (with its connections) when the scope closes.
 */
import { Deferred, Effect, Exit, type Scope } from "effect"
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as path from "node:path"

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/providers")

/** The text of a fixture file. */
export const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), "utf8")

/** The frames of an SSE fixture: blocks separated by a blank line, without the separator. */
export const frames = (text: string): ReadonlyArray<string> =>
  text
    .split(/\n\n+/)
    .map((frame) => frame.trim())
    .filter((frame) => frame !== "")

/** The JSON payloads (`data:` lines) of an SSE fixture, `[DONE]` excluded. */
export const payloads = (text: string): ReadonlyArray<string> =>
  text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => line.slice("data: ".length))

export type Script =
  | {
    readonly _tag: "Stream"
    /** Fixture file name. */
    readonly fixture: string
    /** Frames sent before the server stalls (holds the connection open without ending it). */
    readonly stallAfter?: number
  }
  | { readonly _tag: "Json"; readonly status: number; readonly fixture: string }
  /** A stream given as its text (`chat` makes one). */
  | { readonly _tag: "Inline"; readonly text: string }
  /** A stream given as raw pieces, each written on its own (a few milliseconds apart), the connection then held open. */
  | { readonly _tag: "Pieces"; readonly pieces: ReadonlyArray<Uint8Array> }
  /** Another script, answered only once `release` is done: a reply held while the test acts. */
  | { readonly _tag: "Held"; readonly script: Script; readonly release: Deferred.Deferred<void> }

export const stream = (fixtureName: string, stallAfter?: number): Script =>
  stallAfter === undefined ? { _tag: "Stream", fixture: fixtureName } : { _tag: "Stream", fixture: fixtureName, stallAfter }

/** `script`, held until `release` is done (the request is recorded when it arrives). */
export const held = (script: Script, release: Deferred.Deferred<void>): Script => ({ _tag: "Held", script, release })

/** A stream written as `pieces` (text or bytes), one write each, and never ended: see `Script`'s `Pieces`. */
export const pieces = (...parts: ReadonlyArray<string | Uint8Array>): Script => ({
  _tag: "Pieces",
  pieces: parts.map((part) => (typeof part === "string" ? new TextEncoder().encode(part) : part))
})

/** A whole JSON reply: an HTTP error body, or a non-streamed completion. */
export const json = (status: number, fixtureName: string): Script => ({ _tag: "Json", status, fixture: fixtureName })

/** One tool call of a canned reply; `arguments` is streamed as JSON text in two pieces. */
export interface ChatToolCall {
  readonly id: string
  readonly name: string
  readonly arguments: { readonly [key: string]: unknown }
}

/** A canned Chat Completions reply, streamed in this order: reasoning, text, tool calls, usage. */
export interface ChatReply {
  /** `reasoning_content` deltas, as DeepSeek, llama.cpp and vLLM send a model's reasoning. */
  readonly reasoning?: ReadonlyArray<string>
  /** `content` deltas. */
  readonly text?: ReadonlyArray<string>
  readonly toolCalls?: ReadonlyArray<ChatToolCall>
  /** The final usage chunk; `finish_reason` is `tool_calls` when there are tool calls, else `stop`. */
  readonly usage: { readonly prompt: number; readonly completion: number; readonly reasoning?: number; readonly cached?: number }
  /** The completion id of every chunk (default `chatcmpl-fake`). */
  readonly id?: string
  /** The model every chunk names (default `fake-model`). */
  readonly model?: string
}

/** The SSE text of a Chat Completions stream for `reply`, `data: [DONE]` last. */
export const chatStream = (reply: ChatReply): string => {
  const id = reply.id ?? "chatcmpl-fake"
  const model = reply.model ?? "fake-model"
  const chunk = (choices: ReadonlyArray<unknown>, usage?: unknown) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 1760000000, model, choices, ...(usage === undefined ? {} : { usage }) })}\n\n`
  const delta = (value: unknown, finish: string | null = null) => chunk([{ index: 0, delta: value, logprobs: null, finish_reason: finish }])
  const out = [delta({ role: "assistant", content: "" })]
  for (const piece of reply.reasoning ?? []) out.push(delta({ reasoning_content: piece }))
  for (const piece of reply.text ?? []) out.push(delta({ content: piece }))
  ;(reply.toolCalls ?? []).forEach((call, index) => {
    const text = JSON.stringify(call.arguments)
    const half = Math.floor(text.length / 2)
    out.push(delta({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: text.slice(0, half) } }] }))
    out.push(delta({ tool_calls: [{ index, function: { arguments: text.slice(half) } }] }))
  })
  out.push(delta({}, (reply.toolCalls ?? []).length > 0 ? "tool_calls" : "stop"))
  const { prompt, completion, reasoning, cached } = reply.usage
  out.push(
    chunk([], {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
      ...(cached === undefined ? {} : { prompt_tokens_details: { cached_tokens: cached } }),
      ...(reasoning === undefined ? {} : { completion_tokens_details: { reasoning_tokens: reasoning } })
    })
  )
  out.push("data: [DONE]\n\n")
  return out.join("")
}

/** A canned Chat Completions reply (see `ChatReply`). */
export const chat = (reply: ChatReply): Script => ({ _tag: "Inline", text: chatStream(reply) })

export interface Received {
  readonly method: string
  readonly path: string
  readonly headers: http.IncomingHttpHeaders
  readonly body: unknown
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  /** The requests received so far, in order. */
  readonly requests: ReadonlyArray<Received>
  /** Completes when a client closed a connection before its reply was complete. */
  readonly clientClosed: Effect.Effect<void>
}

const MAX_BODY = 10 * 1024 * 1024

/** Starts a server that answers the n-th request with `scripts[n]` (HTTP 500 once they run out). */
export const make = (scripts: ReadonlyArray<Script>): Effect.Effect<FakeServer, never, Scope.Scope> =>
  Effect.gen(function*() {
    const requests: Array<Received> = []
    const closed = yield* Deferred.make<void>()
    let next = 0

    const answer = (script: Script | undefined, res: http.ServerResponse) => {
      if (script === undefined) {
        res.writeHead(500, { "content-type": "application/json" })
        res.end(JSON.stringify({ error: { message: "fake provider: no scripted reply left" } }))
        return
      }
      if (script._tag === "Held") {
        void Effect.runPromise(Deferred.await(script.release)).then(() => answer(script.script, res))
        return
      }
      if (script._tag === "Json") {
        res.writeHead(script.status, { "content-type": "application/json" })
        res.end(fixture(script.fixture))
        return
      }
      if (script._tag === "Pieces") {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" })
        const write = (i: number) => {
          const piece = script.pieces[i]
          if (piece === undefined || res.destroyed) return
          res.write(piece)
          setTimeout(() => write(i + 1), 5)
        }
        write(0)
        return
      }
      const all = frames(script._tag === "Inline" ? script.text : fixture(script.fixture))
      const stallAfter = script._tag === "Stream" ? script.stallAfter : undefined
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" })
      res.on("close", () => {
        if (!res.writableFinished) Deferred.unsafeDone(closed, Exit.void)
      })
      const count = Math.min(all.length, stallAfter ?? all.length)
      for (let i = 0; i < count; i++) res.write(`${all[i]}\n\n`)
      if (stallAfter === undefined) res.end()
    }

    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      let size = 0
      req.on("data", (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_BODY) chunks.push(chunk)
      })
      req.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // Not JSON: recorded as text.
        }
        requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body })
        answer(scripts[next++], res)
      })
    })

    const port = yield* Effect.acquireRelease(
      Effect.async<number>((resume) => {
        server.listen(0, "127.0.0.1", () => resume(Effect.succeed((server.address() as AddressInfo).port)))
      }),
      () =>
        Effect.async<void>((resume) => {
          server.closeAllConnections()
          server.close(() => resume(Effect.void))
        })
    )

    return { url: `http://127.0.0.1:${port}`, requests, clientClosed: Deferred.await(closed) }
  })
