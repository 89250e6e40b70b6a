/**
 * Builders for the compaction and branch-summary tests: pi-shaped messages and a session that
 * grows through `Session.apply` with chosen ids and one second between entries.
 */
import { Either } from "effect"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"
import * as Session from "../../src/domain/tree/Session.js"
import * as SessionTree from "../../src/domain/tree/SessionTree.js"

export const T0 = Date.UTC(2026, 0, 1)

export const user = (text: string, timestamp = 1): Json.JsonObject => ({ role: "user", content: [{ type: "text", text }], timestamp })

export const assistant = (text: string, extra: Json.JsonObject = {}): Json.JsonObject => ({
  role: "assistant",
  content: [{ type: "text", text }],
  api: "x",
  provider: "p",
  model: "m",
  stopReason: "stop",
  timestamp: 2,
  ...extra
})

export interface Call {
  readonly id: string
  readonly name: string
  readonly arguments: Json.JsonObject
}

export const toolCalls = (calls: ReadonlyArray<Call>, text?: string): Json.JsonObject => ({
  role: "assistant",
  content: [
    ...(text === undefined ? [] : [{ type: "text", text }]),
    ...calls.map((c) => ({ type: "toolCall", id: c.id, name: c.name, arguments: c.arguments }))
  ],
  api: "x",
  provider: "p",
  model: "m",
  stopReason: "toolUse",
  timestamp: 3
})

export const toolResult = (toolCallId: string, text: string, toolName = "read"): Json.JsonObject => ({
  role: "toolResult",
  toolCallId,
  toolName,
  content: [{ type: "text", text }],
  isError: false,
  timestamp: 4
})

export const system = (content: string): Json.JsonObject => ({ role: "system", content, timestamp: 5 })

/** A session grown command by command; `ids` are the ids in order of appending. */
export class Builder {
  state: Session.SessionState
  private n = 0

  constructor(start?: Session.SessionState) {
    this.state = start ?? Either.getOrThrow(Session.create({ sessionId: "s1", timestamp: new Date(T0).toISOString(), cwd: "/w" }))
  }

  /** The stamp of the next command: the next second, and the given ids (then `e<n>` ids). */
  stamp(...ids: Array<string>): Session.Stamp {
    this.n++
    return { timestamp: new Date(T0 + this.n * 1000).toISOString(), ids: IdSource.fromList([...ids, `e${this.n}`, `f${this.n}`]) }
  }

  run(command: Session.Command): Session.Transition {
    const t = Either.getOrThrowWith(Session.apply(this.state, command), (e) => e)
    this.state = t.state
    return t
  }

  /** Appends a message; returns its id. */
  message(message: Json.JsonObject, id?: string): string {
    const t = this.run(Session.Command.AppendMessage({ ...this.stamp(...(id === undefined ? [] : [id])), message }))
    return t.appended[0]?.id as string
  }

  get tree(): SessionTree.SessionTree {
    return this.state.tree
  }

  get leaf(): string | null {
    return SessionTree.leafId(this.state.tree)
  }

  get branch() {
    return SessionTree.branch(this.state.tree)
  }
}
