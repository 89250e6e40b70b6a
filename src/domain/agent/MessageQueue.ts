/**
 * The messages waiting for a running agent, as pi keeps them: steering messages, delivered
 * after the current turn's tool calls and before the next model request, and follow-ups,
 * delivered only when the agent would otherwise stop. Each queue is taken one message at a
 * time or all at once (its mode). Pure.
 */
import type * as EntrySchema from "../format/EntrySchema.js"

export type Kind = "steering" | "followUp"

export type Mode = "all" | "one-at-a-time"

export interface Message {
  readonly text: string
  /** Image blocks sent with the text. */
  readonly images: ReadonlyArray<EntrySchema.ImageContent>
}

export interface Queue {
  readonly steering: ReadonlyArray<Message>
  readonly followUp: ReadonlyArray<Message>
}

export const empty: Queue = { steering: [], followUp: [] }

export const add = (queue: Queue, kind: Kind, message: Message): Queue => ({ ...queue, [kind]: [...queue[kind], message] })

/** The messages to deliver now from one queue, and what stays. */
export const take = (queue: Queue, kind: Kind, mode: Mode): readonly [ReadonlyArray<Message>, Queue] => {
  const waiting = queue[kind]
  const taken = mode === "all" ? waiting : waiting.slice(0, 1)
  return [taken, { ...queue, [kind]: waiting.slice(taken.length) }]
}

export const size = (queue: Queue): number => queue.steering.length + queue.followUp.length

/** The texts of both queues (pi's `queue_update` and `clear_queue` shape). */
export const texts = (queue: Queue): { readonly steering: ReadonlyArray<string>; readonly followUp: ReadonlyArray<string> } => ({
  steering: queue.steering.map((m) => m.text),
  followUp: queue.followUp.map((m) => m.text)
})
