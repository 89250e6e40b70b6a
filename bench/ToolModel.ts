/**
 * A model that works the way a coding agent's does, for `npm run torture`: an HTTP server on
 * 127.0.0.1 speaking Anthropic's Messages stream. A turn's first request (it ends with the
 * user's text) gets a `bash` tool call; the request after the tool's result gets the
 * reply `done: <the user's text>`; a request without tools (a compaction's or a branch
 * summary's) gets a summary. Every reply reports `inputTokens` of input, so that a session
 * crosses the compaction threshold as soon as it is asked to.
 */
import * as http from "node:http"
import type { AddressInfo } from "node:net"

type Block = { readonly type: "text"; readonly text: string } | { readonly type: "tool_use"; readonly name: string; readonly input: unknown }

const event = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify({ type, ...(data as object) })}\n\n`

const sse = (blocks: ReadonlyArray<Block>, inputTokens: number, n: number): string => {
  let out = event("message_start", {
    message: {
      id: `msg_${n}`,
      type: "message",
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: inputTokens, output_tokens: 1 }
    }
  })
  blocks.forEach((block, index) => {
    if (block.type === "text") {
      out += event("content_block_start", { index, content_block: { type: "text", text: "" } })
      out += event("content_block_delta", { index, delta: { type: "text_delta", text: block.text } })
    } else {
      out += event("content_block_start", { index, content_block: { type: "tool_use", id: `toolu_${n}_${index}`, name: block.name, input: {} } })
      out += event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) } })
    }
    out += event("content_block_stop", { index })
  })
  const stop = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn"
  out += event("message_delta", { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 20 } })
  return out + event("message_stop", {})
}

/** The user's last text block (a prompt after one cut short shares its message). */
const lastUserText = (messages: ReadonlyArray<any>): string => {
  for (const message of [...messages].reverse()) {
    if (message?.role !== "user") continue
    if (typeof message.content === "string") return message.content
    const texts = Array.isArray(message.content) ? message.content.filter((b: any) => b?.type === "text") : []
    if (texts.length > 0) return String(texts.at(-1).text)
  }
  return ""
}

/** What to answer a request body with. */
const reply = (body: any): ReadonlyArray<Block> => {
  const messages: ReadonlyArray<any> = Array.isArray(body?.messages) ? body.messages : []
  if (!Array.isArray(body?.tools) || body.tools.length === 0) return [{ type: "text", text: "## Goal\nThe summary of what came before." }]
  // a tool's result ends the request (a user message after a turn cut short follows its results in one message)
  const last = messages.at(-1)
  const results = Array.isArray(last?.content) && last.content.at(-1)?.type === "tool_result"
  if (!results) return [{ type: "tool_use", name: "bash", input: { command: "echo tool ran; sleep 0.05" } }]
  return [{ type: "text", text: `done: ${lastUserText(messages)}` }]
}

export interface ToolModel {
  /** `http://127.0.0.1:<port>`, for `ANTHROPIC_BASE_URL`. */
  readonly url: string
  readonly requests: () => number
  readonly close: () => Promise<void>
}

export const start = (inputTokens: number): Promise<ToolModel> =>
  new Promise((resolve) => {
    let n = 0
    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        let body: unknown
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
        } catch {
          body = undefined
        }
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
        res.end(sse(reply(body), inputTokens, ++n))
      })
    })
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests: () => n,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      }))
  })
