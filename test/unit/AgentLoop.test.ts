/**
 * The agent loop's decider: pi's documented cases one by one (busy rules, queues, retries,
 * threshold compaction before a prompt, between turns and after a run, overflow recovery,
 * shell commands during a run), then random runs against a simulated world that answers every
 * action at random and interleaves the user's own events, checked for the loop's invariants.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as AgentLoop from "../../src/domain/agent/AgentLoop.js"
import type * as MessageQueue from "../../src/domain/agent/MessageQueue.js"
import type * as Compaction from "../../src/domain/context/Compaction.js"
import * as Tokens from "../../src/domain/context/Tokens.js"
import * as IdSource from "../../src/domain/format/IdSource.js"
import type * as Json from "../../src/domain/format/Json.js"

const { Action, Event } = AgentLoop

const RETRY = { enabled: true, maxRetries: 3, baseDelayMs: 2000 }
const COMPACTION: Compaction.Settings = { enabled: true, reserveTokens: 16384, keepRecentTokens: 20000 }
const MODES: AgentLoop.Modes = { steering: "one-at-a-time", followUp: "one-at-a-time" }
const WINDOW = 100_000

const initial = (overrides: { retry?: typeof RETRY; compaction?: Compaction.Settings; modes?: AgentLoop.Modes } = {}) =>
  AgentLoop.initial({ retry: overrides.retry ?? RETRY, compaction: overrides.compaction ?? COMPACTION, modes: overrides.modes ?? MODES })

// -- replies --------------------------------------------------------------------------------

type Kind = "stop" | "toolUse" | "toolUseWithoutCalls" | "length" | "aborted" | "transient" | "overflow" | "fatal" | "silentError"

const ERRORS: { readonly [kind in Kind]?: string } = {
  transient: "529 overloaded_error: Overloaded",
  overflow: "400 prompt is too long: 250000 tokens > 200000 maximum",
  fatal: "401 invalid x-api-key"
}

const reply = (kind: Kind, usage = 0): Json.JsonObject => {
  const content: Array<Json.JsonObject> = kind === "toolUse"
    ? [{ type: "toolCall", id: "call-1", name: "read", arguments: { path: "a.ts" } }]
    : [{ type: "text", text: kind }]
  const stopReason = kind === "toolUse" || kind === "toolUseWithoutCalls" ? "toolUse" : ERRORS[kind] !== undefined || kind === "silentError" ? "error" : kind
  const message: { [key: string]: Json.Json } = { role: "assistant", content, usage: { totalTokens: usage }, stopReason }
  const error = ERRORS[kind]
  if (error !== undefined) message.errorMessage = error
  return message
}

/** A reply on disk in entry `entryId` (null: in an entry without an id). */
const replied = (message: Json.JsonObject, entryId: string | null = "e1") => Event.Replied({ message, entryId: entryId ?? undefined, contextWindow: WINDOW })

const message = (text: string): MessageQueue.Message => ({ text, images: [] })

/** Applies events in order; the last state and each event's actions. */
const play = (state: AgentLoop.State, ...events: ReadonlyArray<AgentLoop.Event>) => {
  const outputs: Array<ReadonlyArray<AgentLoop.Action>> = []
  for (const event of events) {
    const [next, actions] = AgentLoop.decide(state, event)
    outputs.push(actions)
    state = next
  }
  return { state, outputs, last: outputs[outputs.length - 1] ?? [] }
}

const started = Event.PromptStarted({ previous: undefined, afterCompaction: false, contextWindow: WINDOW })

/** A prompt that was accepted and sent: waiting for its first reply. */
const sending = (state: AgentLoop.State = initial()) => play(state, Event.Begin({ operation: "prompt" }), started).state

const tags = (actions: ReadonlyArray<AgentLoop.Action>) => actions.map((a) => a._tag)

const finish = (m: Json.JsonObject) => Action.Finish({ message: m, aborted: m.stopReason === "aborted" })

/** The events that answer the action a run waits for in each phase. */
const ANSWERS: { readonly [phase in AgentLoop.Run["_tag"]]?: ReadonlyArray<AgentLoop.Event["_tag"]> } = {
  Starting: ["PromptStarted"],
  PrePrompt: ["CompactionEnded"],
  Replying: ["Replied"],
  RetryWaiting: ["RetryWaited"],
  RunningTools: ["ToolsEnded"],
  Measuring: ["ContextMeasured"],
  CompactingBetweenTurns: ["CompactionEnded"],
  Recovering: ["CompactionEnded"],
  CompactingAfterRun: ["CompactionEnded"]
}

// -- the documented cases ---------------------------------------------------------------------

describe("busy rules", () => {
  it("each operation is refused with pi's text while another runs", () => {
    const table: Array<[AgentLoop.Activity, AgentLoop.Operation, string | undefined]> = [
      ["idle", "prompt", undefined],
      ["idle", "navigate", undefined],
      ["idle", "compact", undefined],
      ["streaming", "prompt", AgentLoop.BUSY_PROMPT],
      ["compacting", "prompt", AgentLoop.BUSY_PROMPT_COMPACTING],
      ["navigating", "prompt", AgentLoop.BUSY_PROMPT_COMPACTING],
      ["streaming", "navigate", AgentLoop.BUSY_TREE_STREAMING],
      ["compacting", "navigate", AgentLoop.BUSY_TREE_COMPACTING],
      ["navigating", "navigate", AgentLoop.BUSY_TREE_COMPACTING],
      ["streaming", "compact", AgentLoop.BUSY_COMPACTING],
      ["compacting", "compact", AgentLoop.BUSY_COMPACTING],
      ["navigating", "compact", AgentLoop.BUSY_COMPACTING]
    ]
    for (const [activity, operation, text] of table) expect(AgentLoop.refusal(activity, operation)).toBe(text)
    expect(AgentLoop.BUSY_PROMPT).toBe("Agent is already processing. Specify streamingBehavior ('steer' or 'followUp') to queue the message.")
  })

  it("a second prompt while one streams is refused and changes nothing", () => {
    const running = sending()
    const [after, actions] = AgentLoop.decide(running, Event.Begin({ operation: "prompt" }))
    expect(actions).toEqual([Action.Refuse({ running: "streaming", message: AgentLoop.BUSY_PROMPT })])
    expect(after).toBe(running)
  })

  it("an operation takes the agent until its End; abort interrupts only what runs", () => {
    const idle = initial()
    expect(AgentLoop.decide(idle, Event.Abort())[1]).toEqual([])
    const { state, outputs } = play(idle, Event.Begin({ operation: "compact" }), Event.Abort())
    expect(outputs).toEqual([[Action.Launch({ operation: "compact" })], [Action.Interrupt()]])
    expect(state.activity).toBe("compacting")
    expect(state.accepting).toBe(false)
    expect(play(state, Event.End()).state.activity).toBe("idle")
  })
})

describe("a prompt run", () => {
  it("sends the prompt, asks the model and finishes with its reply", () => {
    const answer = reply("stop", 1000)
    const { outputs, state } = play(initial(), Event.Begin({ operation: "prompt" }), started, replied(answer))
    expect(outputs).toEqual([[Action.Launch({ operation: "prompt" })], [Action.SendPrompt(), Action.StartTurn()], [finish(answer)]])
    expect(state.activity).toBe("streaming")
    expect(state.accepting).toBe(false)
    expect(play(state, Event.End()).state).toEqual(initial())
  })

  it("an aborted reply finishes the run as aborted", () => {
    const answer = reply("aborted")
    expect(play(sending(), replied(answer)).last).toEqual([Action.Finish({ message: answer, aborted: true })])
  })

  it("tool calls run; steering messages go in after their results, then the context is measured", () => {
    const call = reply("toolUse")
    const { outputs, state } = play(
      sending(),
      Event.Enqueue({ kind: "steering", message: message("look at b.ts too") }),
      Event.Enqueue({ kind: "followUp", message: message("then summarize") }),
      replied(call),
      Event.ToolsEnded()
    )
    expect(outputs[2]).toEqual([Action.RunTools({ message: call })])
    expect(outputs[3]).toEqual([
      Action.Emit({ event: { type: "queue_update", steering: [], followUp: ["then summarize"] } }),
      Action.Deliver({ messages: [message("look at b.ts too")] }),
      Action.MeasureContext()
    ])
    // follow-ups wait for the end of the run
    expect(play(state, Event.ContextMeasured({ tokens: 10, contextWindow: WINDOW })).last).toEqual([Action.StartTurn()])
    const end = play(state, Event.ContextMeasured({ tokens: 10, contextWindow: WINDOW }), replied(reply("stop")))
    expect(end.last).toEqual([
      Action.Emit({ event: { type: "queue_update", steering: [], followUp: [] } }),
      Action.Deliver({ messages: [message("then summarize")] }),
      Action.StartTurn()
    ])
  })

  it("a toolUse reply without tool calls ends the turns", () => {
    const answer = reply("toolUseWithoutCalls")
    expect(play(sending(), replied(answer)).last).toEqual([finish(answer)])
  })

  it("queues take one message at a time or all, as their mode says", () => {
    const queued = (state: AgentLoop.State) =>
      play(
        state,
        Event.Enqueue({ kind: "followUp", message: message("one") }),
        Event.Enqueue({ kind: "followUp", message: message("two") }),
        replied(reply("stop"))
      ).last
    expect(queued(sending(initial({ modes: { steering: "all", followUp: "one-at-a-time" } })))).toContainEqual(Action.Deliver({ messages: [message("one")] }))
    expect(queued(sending(initial({ modes: { steering: "one-at-a-time", followUp: "all" } })))).toContainEqual(
      Action.Deliver({ messages: [message("one"), message("two")] })
    )
    const changed = play(sending(), Event.SetQueueMode({ kind: "followUp", mode: "all" })).state
    expect(changed.modes).toEqual({ steering: "one-at-a-time", followUp: "all" })
  })

  it("nothing is queued when no prompt takes messages, also once the run has stopped taking them", () => {
    expect(AgentLoop.decide(initial(), Event.Enqueue({ kind: "steering", message: message("late") }))).toEqual([initial(), []])
    const finished = play(sending(), replied(reply("stop"))).state
    expect(AgentLoop.decide(finished, Event.Enqueue({ kind: "followUp", message: message("late") }))[1]).toEqual([])
  })

  it("clearing the queues hands back what they held and announces them empty", () => {
    const { state } = play(sending(), Event.Enqueue({ kind: "steering", message: message("s") }), Event.Enqueue({ kind: "followUp", message: message("f") }))
    const [cleared, actions] = AgentLoop.decide(state, Event.ClearQueue())
    expect(actions).toEqual([
      Action.Cleared({ queue: { steering: [message("s")], followUp: [message("f")] } }),
      Action.Emit({ event: { type: "queue_update", steering: [], followUp: [] } })
    ])
    expect(cleared.queue).toEqual({ steering: [], followUp: [] })
    expect(AgentLoop.decide(cleared, Event.ClearQueue())[1]).toEqual([Action.Cleared({ queue: { steering: [], followUp: [] } })])
  })

  it("a shell command is recorded at once when idle, and after the run while a prompt runs", () => {
    const ids = IdSource.fromSeed(1)
    const record = (command: string): AgentLoop.BashRecord => ({
      command,
      output: "",
      exitCode: 0,
      cancelled: false,
      truncated: false,
      timestamp: "2026-01-01T00:00:00.000Z",
      ids
    })
    expect(AgentLoop.decide(initial(), Event.BashEnded({ record: record("ls") }))[1]).toEqual([Action.RecordBash({ record: record("ls") })])
    const { outputs } = play(sending(), Event.BashEnded({ record: record("a") }), Event.BashEnded({ record: record("b") }), Event.End())
    expect(outputs).toEqual([[], [], [Action.RecordBash({ record: record("a") }), Action.RecordBash({ record: record("b") })]])
  })
})

describe("retries", () => {
  const failed = reply("transient")
  const retryStart = (attempt: number, delayMs: number) =>
    Action.Emit({ event: { type: "auto_retry_start", attempt, maxAttempts: 3, delayMs, errorMessage: "529 overloaded_error: Overloaded" } })

  it("a transient failure is asked again after 2 s; the failed attempt leaves the context", () => {
    const answer = reply("stop")
    const { outputs } = play(sending(), replied(failed, "bad"), Event.RetryWaited({ completed: true }), replied(answer, "good"))
    expect(outputs).toEqual([
      [retryStart(1, 2000), Action.Retry({ attempt: 1, delayMs: 2000 })],
      [Action.Omit({ entryId: "bad" }), Action.StartTurn()],
      [Action.Emit({ event: { type: "auto_retry_end", success: true, attempt: 1 } }), finish(answer)]
    ])
  })

  it("the delays double; after maxRetries the run ends with the failure", () => {
    const again = [Event.RetryWaited({ completed: true })]
    const { outputs } = play(sending(), replied(failed), ...again, replied(failed), ...again, replied(failed), ...again, replied(failed))
    expect(outputs.filter((_, i) => i % 2 === 0).map((actions) => actions[1])).toEqual([
      Action.Retry({ attempt: 1, delayMs: 2000 }),
      Action.Retry({ attempt: 2, delayMs: 4000 }),
      Action.Retry({ attempt: 3, delayMs: 8000 }),
      finish(failed)
    ])
    expect(outputs[6]?.[0]).toEqual(
      Action.Emit({ event: { type: "auto_retry_end", success: false, attempt: 3, finalError: "529 overloaded_error: Overloaded" } })
    )
  })

  it("abortRetry ends the wait: the run keeps the failed reply", () => {
    const { last } = play(sending(), replied(failed), Event.RetryWaited({ completed: false }))
    expect(last).toEqual([
      Action.Emit({ event: { type: "auto_retry_end", success: false, attempt: 1, finalError: "529 overloaded_error: Overloaded" } }),
      finish(failed)
    ])
  })

  it("no retry when auto-retry is off, for a failure that is not transient, or when maxRetries is 0", () => {
    expect(play(sending(), Event.SetAutoRetry({ enabled: false }), replied(failed)).last).toEqual([finish(failed)])
    expect(play(sending(), replied(reply("fatal"))).last).toEqual([finish(reply("fatal"))])
    expect(play(sending(), replied(reply("silentError"))).last).toEqual([finish(reply("silentError"))])
    const none = sending(initial({ retry: { enabled: true, maxRetries: 0, baseDelayMs: 2000 } }))
    expect(play(none, replied(failed)).last).toEqual([
      Action.Emit({ event: { type: "auto_retry_end", success: false, attempt: 0, finalError: "529 overloaded_error: Overloaded" } }),
      finish(failed)
    ])
  })

  it("a reply that has no entry is not retried", () => {
    expect(play(sending(), replied(failed, null)).last).toEqual([finish(failed)])
  })
})

describe("classify", () => {
  it("tells overflows, transient failures and the rest apart (pi's patterns), never a rate limit as an overflow", () => {
    const kind = (errorMessage: string | undefined) =>
      AgentLoop.classify({ role: "assistant", stopReason: "error", ...(errorMessage === undefined ? {} : { errorMessage }) })
    expect(kind("400 prompt is too long: 250000 tokens > 200000 maximum")).toBe("overflow")
    expect(kind("This model's maximum context length is 128000 tokens")).toBe("overflow")
    expect(kind("context_length_exceeded")).toBe("overflow")
    expect(kind("413 Request Entity Too Large")).toBe("overflow")
    expect(kind("429 too many tokens per minute: rate limit")).toBe("transient")
    expect(kind("503 Service Unavailable")).toBe("transient")
    expect(kind("Connection failed: connect ECONNREFUSED 127.0.0.1:1")).toBe("transient")
    expect(kind("request timed out")).toBe("transient")
    expect(kind("401 invalid x-api-key")).toBe("fatal")
    expect(kind(undefined)).toBe("fatal")
    expect(AgentLoop.classify({ role: "assistant", stopReason: "stop", errorMessage: "prompt is too long" })).toBe(undefined)
  })
})

describe("compaction triggers", () => {
  const big = WINDOW - COMPACTION.reserveTokens + 1

  it("before a prompt: the last reply past the threshold, aborted ones included, unless a compaction follows it", () => {
    const start = (previous: Json.JsonObject | undefined, afterCompaction = false, settings = COMPACTION) =>
      play(initial({ compaction: settings }), Event.Begin({ operation: "prompt" }), Event.PromptStarted({ previous, afterCompaction, contextWindow: WINDOW }))
        .last
    const compact = [Action.Compact({ reason: "threshold", willRetry: false })]
    expect(start(reply("stop", big))).toEqual(compact)
    expect(start(reply("aborted", big))).toEqual(compact)
    expect(start(reply("stop", big - 1))).toEqual([Action.SendPrompt(), Action.StartTurn()])
    expect(start(reply("stop", big), true)).toEqual([Action.SendPrompt(), Action.StartTurn()])
    expect(start(reply("stop", big), false, { ...COMPACTION, enabled: false })).toEqual([Action.SendPrompt(), Action.StartTurn()])
    expect(start(undefined)).toEqual([Action.SendPrompt(), Action.StartTurn()])
    // the prompt goes out after the compaction, whether it worked or not
    const { state } = play(
      initial(),
      Event.Begin({ operation: "prompt" }),
      Event.PromptStarted({ previous: reply("stop", big), afterCompaction: false, contextWindow: WINDOW })
    )
    for (const succeeded of [true, false]) {
      expect(AgentLoop.decide(state, Event.CompactionEnded({ succeeded }))[1]).toEqual([Action.SendPrompt(), Action.StartTurn()])
    }
  })

  it("between turns: when tokens > window - reserveTokens, and automatic compaction is on", () => {
    const measuring = play(sending(), replied(reply("toolUse")), Event.ToolsEnded()).state
    const at = (tokens: number, state = measuring) => AgentLoop.decide(state, Event.ContextMeasured({ tokens, contextWindow: WINDOW }))[1]
    expect(at(WINDOW - COMPACTION.reserveTokens)).toEqual([Action.StartTurn()])
    expect(at(WINDOW - COMPACTION.reserveTokens + 1)).toEqual([Action.Compact({ reason: "threshold", willRetry: false })])
    expect(at(WINDOW, play(measuring, Event.SetAutoCompaction({ enabled: false })).state)).toEqual([Action.StartTurn()])
    const compacting = AgentLoop.decide(measuring, Event.ContextMeasured({ tokens: WINDOW, contextWindow: WINDOW }))[0]
    expect(AgentLoop.decide(compacting, Event.CompactionEnded({ succeeded: false }))[1]).toEqual([Action.StartTurn()])
  })

  it("after a run: the last reply's usage past the threshold, then the run ends", () => {
    const answer = reply("stop", big)
    const { outputs } = play(sending(), replied(answer), Event.CompactionEnded({ succeeded: true }))
    expect(outputs).toEqual([[Action.Compact({ reason: "threshold", willRetry: false })], [finish(answer)]])
    expect(play(sending(), replied(reply("length", big))).last).toEqual([Action.Compact({ reason: "threshold", willRetry: false })])
    expect(play(sending(), replied(reply("stop", 0))).last).toEqual([finish(reply("stop", 0))])
  })
})

describe("overflow recovery", () => {
  const overflow = reply("overflow")

  it("leaves the failed reply out, compacts and asks again: once", () => {
    const fits = reply("stop")
    const { outputs } = play(sending(), replied(overflow, "too-big"), Event.CompactionEnded({ succeeded: true }), replied(overflow, "again"))
    expect(outputs).toEqual([
      [Action.Omit({ entryId: "too-big" }), Action.Compact({ reason: "overflow", willRetry: true })],
      [Action.StartTurn()],
      [finish(overflow)]
    ])
    expect(play(sending(), replied(overflow), Event.CompactionEnded({ succeeded: true }), replied(fits)).last).toEqual([finish(fits)])
  })

  it("an overflow is never retried as transient, and the recovery after it has no threshold check", () => {
    const big = reply("stop", WINDOW)
    expect(play(sending(), replied(overflow), Event.CompactionEnded({ succeeded: true }), replied(big)).last).toEqual([finish(big)])
  })

  it("a failed recovery ends the run with the overflowed reply; queued messages still go in", () => {
    expect(play(sending(), replied(overflow), Event.CompactionEnded({ succeeded: false })).last).toEqual([finish(overflow)])
    const queued = play(
      sending(),
      Event.Enqueue({ kind: "followUp", message: message("next") }),
      replied(overflow),
      Event.CompactionEnded({ succeeded: false })
    )
    expect(tags(queued.last)).toEqual(["Emit", "Deliver", "StartTurn"])
    // a new message starts a new series of turns: an overflow there is recovered again
    expect(play(queued.state, replied(overflow, "later")).last).toEqual([
      Action.Omit({ entryId: "later" }),
      Action.Compact({ reason: "overflow", willRetry: true })
    ])
  })

  it("no recovery when automatic compaction is off (compaction.enabled also covers overflows)", () => {
    const off = sending(initial({ compaction: { ...COMPACTION, enabled: false } }))
    expect(play(off, replied(overflow)).last).toEqual([finish(overflow)])
  })
})

describe("events that answer nothing", () => {
  it("change nothing", () => {
    const strays: ReadonlyArray<AgentLoop.Event> = [
      started,
      replied(reply("stop")),
      Event.RetryWaited({ completed: true }),
      Event.ToolsEnded(),
      Event.ContextMeasured({ tokens: WINDOW, contextWindow: WINDOW }),
      Event.CompactionEnded({ succeeded: true })
    ]
    for (const state of [initial(), sending(), play(sending(), replied(reply("toolUse"))).state]) {
      for (const stray of strays) {
        const [after, actions] = AgentLoop.decide(state, stray)
        const answers = ANSWERS[state.run._tag]
        if (answers !== undefined && answers.includes(stray._tag)) continue
        expect(actions).toEqual([])
        expect(after).toBe(state)
      }
    }
  })
})

// -- random runs ------------------------------------------------------------------------------

const WAITING = new Set(["Launch", "StartTurn", "Retry", "RunTools", "MeasureContext", "Compact", "Finish"])

/** What the world does next: answer the action waited for, or one of the user's own events. */
type Move =
  | {
    readonly _tag: "Answer"
    readonly kind: Kind
    readonly usage: number
    readonly hasEntry: boolean
    readonly completed: boolean
    readonly succeeded: boolean
    readonly tokens: number
    readonly previous: { readonly kind: Kind; readonly usage: number } | null
    readonly afterCompaction: boolean
  }
  | { readonly _tag: "Begin"; readonly operation: AgentLoop.Operation }
  | { readonly _tag: "Enqueue"; readonly kind: MessageQueue.Kind }
  | { readonly _tag: "ClearQueue" }
  | { readonly _tag: "Bash" }
  | { readonly _tag: "SetAutoRetry"; readonly enabled: boolean }
  | { readonly _tag: "SetAutoCompaction"; readonly enabled: boolean }
  | { readonly _tag: "SetQueueMode"; readonly kind: MessageQueue.Kind; readonly mode: MessageQueue.Mode }
  | { readonly _tag: "Stray" }
  | { readonly _tag: "Abort" }

const kindArb = fc.constantFrom<Kind>(
  "stop",
  "toolUse",
  "toolUse",
  "toolUseWithoutCalls",
  "length",
  "aborted",
  "transient",
  "transient",
  "overflow",
  "overflow",
  "fatal",
  "silentError"
)
const tokensArb = fc.oneof(fc.nat({ max: 200_000 }), fc.constantFrom(WINDOW - 16384, WINDOW - 16383, 0))
const kindOfQueue = fc.constantFrom<MessageQueue.Kind>("steering", "followUp")

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      _tag: fc.constant("Answer" as const),
      kind: kindArb,
      usage: tokensArb,
      hasEntry: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      completed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      succeeded: fc.boolean(),
      tokens: tokensArb,
      previous: fc.option(fc.record({ kind: kindArb, usage: tokensArb })),
      afterCompaction: fc.boolean()
    })
  },
  {
    weight: 3,
    arbitrary: fc.record({ _tag: fc.constant("Begin" as const), operation: fc.constantFrom<AgentLoop.Operation>("prompt", "prompt", "compact", "navigate") })
  },
  { weight: 3, arbitrary: fc.record({ _tag: fc.constant("Enqueue" as const), kind: kindOfQueue }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "ClearQueue" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Bash" as const }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("SetAutoRetry" as const), enabled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ _tag: fc.constant("SetAutoCompaction" as const), enabled: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ _tag: fc.constant("SetQueueMode" as const), kind: kindOfQueue, mode: fc.constantFrom<MessageQueue.Mode>("all", "one-at-a-time") })
  },
  { weight: 1, arbitrary: fc.constant({ _tag: "Stray" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "Abort" as const }) }
)

const settingsArb = fc.record({
  retry: fc.record({ enabled: fc.boolean(), maxRetries: fc.nat({ max: 4 }), baseDelayMs: fc.nat({ max: 5000 }) }),
  compaction: fc.record({ enabled: fc.boolean(), reserveTokens: fc.constantFrom(16384, 200_000), keepRecentTokens: fc.constant(20000) }),
  modes: fc.record({
    steering: fc.constantFrom<MessageQueue.Mode>("all", "one-at-a-time"),
    followUp: fc.constantFrom<MessageQueue.Mode>("all", "one-at-a-time")
  })
})

interface Step {
  readonly before: AgentLoop.State
  readonly event: AgentLoop.Event
  readonly after: AgentLoop.State
  readonly actions: ReadonlyArray<AgentLoop.Action>
  /** The action the run waited for when the event came. */
  readonly waiting: AgentLoop.Action | undefined
}

/**
 * Plays the moves: an answer answers the action waited for (an operation other than a prompt,
 * and a finished run, are answered by their `End`); the other moves are the user's. At the end
 * the agent is aborted and its operation ends.
 */
const simulate = (settings: Parameters<typeof AgentLoop.initial>[0], moves: ReadonlyArray<Move>): ReadonlyArray<Step> => {
  let state = AgentLoop.initial(settings)
  let waiting: AgentLoop.Action | undefined
  let serial = 0
  const steps: Array<Step> = []
  const apply = (event: AgentLoop.Event) => {
    const [after, actions] = AgentLoop.decide(state, event)
    steps.push({ before: state, event, after, actions, waiting })
    state = after
    const next = actions.filter((a) => WAITING.has(a._tag))
    if (next.length > 0) waiting = next[0]
    return actions
  }
  const end = () => {
    apply(Event.End())
    waiting = undefined
  }
  const answer = (move: Extract<Move, { _tag: "Answer" }>) => {
    if (waiting === undefined) return
    switch (waiting._tag) {
      case "Launch":
        if (waiting.operation !== "prompt") return end()
        return void apply(
          Event.PromptStarted({
            previous: move.previous === null ? undefined : reply(move.previous.kind, move.previous.usage),
            afterCompaction: move.afterCompaction,
            contextWindow: WINDOW
          })
        )
      case "StartTurn":
        return void apply(replied(reply(move.kind, move.usage), move.hasEntry ? `e${++serial}` : null))
      case "Retry":
        return void apply(Event.RetryWaited({ completed: move.completed }))
      case "RunTools":
        return void apply(Event.ToolsEnded())
      case "MeasureContext":
        return void apply(Event.ContextMeasured({ tokens: move.tokens, contextWindow: WINDOW }))
      case "Compact":
        return void apply(Event.CompactionEnded({ succeeded: move.succeeded }))
      case "Finish":
        return end()
    }
  }
  for (const move of moves) {
    switch (move._tag) {
      case "Answer":
        answer(move)
        break
      case "Begin":
        apply(Event.Begin({ operation: move.operation }))
        break
      case "Enqueue":
        apply(Event.Enqueue({ kind: move.kind, message: message(`m${++serial}`) }))
        break
      case "ClearQueue":
        apply(Event.ClearQueue())
        break
      case "Bash":
        apply(
          Event.BashEnded({
            record: { command: `c${++serial}`, output: "", exitCode: 0, cancelled: false, truncated: false, timestamp: "t", ids: IdSource.fromSeed(0) }
          })
        )
        break
      case "SetAutoRetry":
        apply(Event.SetAutoRetry({ enabled: move.enabled }))
        break
      case "SetAutoCompaction":
        apply(Event.SetAutoCompaction({ enabled: move.enabled }))
        break
      case "SetQueueMode":
        apply(Event.SetQueueMode({ kind: move.kind, mode: move.mode }))
        break
      case "Stray":
        apply(waiting?._tag === "RunTools" ? Event.RetryWaited({ completed: true }) : Event.ToolsEnded())
        break
      case "Abort":
        if (apply(Event.Abort()).length > 0) end()
        break
    }
  }
  apply(Event.Abort())
  end()
  return steps
}

const RUNS = { fastCheck: { numRuns: 300 } }
const runArb: [typeof settingsArb, fc.Arbitrary<Array<Move>>] = [settingsArb, fc.array(moveArb, { maxLength: 80 })]

const answersTo = (waiting: AgentLoop.Action | undefined, event: AgentLoop.Event): boolean => {
  switch (waiting?._tag) {
    case "Launch":
      return waiting.operation === "prompt" ? event._tag === "PromptStarted" : event._tag === "End"
    case "StartTurn":
      return event._tag === "Replied"
    case "Retry":
      return event._tag === "RetryWaited"
    case "RunTools":
      return event._tag === "ToolsEnded"
    case "MeasureContext":
      return event._tag === "ContextMeasured"
    case "Compact":
      return event._tag === "CompactionEnded"
    case "Finish":
      return event._tag === "End"
    default:
      return false
  }
}

/** The reply a run event decides on (the one that arrived, or the one a wait was about). */
const decidedReply = (step: Step): Json.JsonObject | undefined =>
  step.event._tag === "Replied" ? step.event.message : step.before.run._tag === "RetryWaiting" ? step.before.run.reply.message : undefined

describe("random runs", () => {
  it.prop("a busy agent starts nothing else: one action waited for at a time, answered only by its event", runArb, ([settings, moves]) => {
    for (const step of simulate(settings, moves)) {
      const waits = step.actions.filter((a) => WAITING.has(a._tag))
      expect(waits.length).toBeLessThanOrEqual(1)
      if (waits.length === 1) expect(step.actions.at(-1)).toBe(waits[0])
      if (step.event._tag === "Begin") {
        const refused = AgentLoop.refusal(step.before.activity, step.event.operation)
        if (refused !== undefined) {
          expect(step.actions).toEqual([Action.Refuse({ running: step.before.activity as AgentLoop.Busy, message: refused })])
          expect(step.after).toBe(step.before)
        } else expect(step.actions).toEqual([Action.Launch({ operation: step.event.operation })])
        continue
      }
      if (step.event._tag === "End") continue
      if (answersTo(step.waiting, step.event)) expect(waits.length).toBe(1)
      else expect(waits).toEqual([])
    }
  }, RUNS)

  it.prop("an operation's End always leaves the agent idle, the queues closed and every waiting shell command recorded", runArb, ([settings, moves]) => {
    const steps = simulate(settings, moves)
    const ended = new Array<string>()
    const recorded = new Array<string>()
    for (const step of steps) {
      if (step.event._tag === "BashEnded") ended.push(step.event.record.command)
      for (const action of step.actions) if (action._tag === "RecordBash") recorded.push(action.record.command)
      if (step.event._tag === "BashEnded") expect(step.actions.length === 1).toBe(!step.before.accepting)
      if (step.event._tag !== "End") continue
      expect(step.after.activity).toBe("idle")
      expect(step.after.accepting).toBe(false)
      expect(step.after.run).toEqual(AgentLoop.Run.Idle())
      expect(step.after.pendingBash).toEqual([])
      expect(step.actions).toEqual(step.before.pendingBash.map((record) => Action.RecordBash({ record })))
    }
    // each exactly once (one that ends after the run stopped taking messages may come before those that waited)
    expect([...recorded].sort()).toEqual([...ended].sort())
  }, RUNS)

  it.prop("retries: only after a transient failure with auto-retry on, attempts 1..maxRetries, delays baseDelayMs * 2^(n-1)", runArb, ([settings, moves]) => {
    const { baseDelayMs, maxRetries } = settings.retry
    let chain = 0
    for (const step of simulate(settings, moves)) {
      if (step.event._tag === "Begin" && step.actions[0]?._tag === "Launch") chain = 0
      for (const [i, action] of step.actions.entries()) {
        if (action._tag === "Retry") {
          expect(step.event._tag).toBe("Replied")
          expect(AgentLoop.classify(decidedReply(step) as Json.JsonObject)).toBe("transient")
          expect(step.before.retry.enabled).toBe(true)
          expect(action.attempt).toBe(chain + 1)
          expect(action.attempt).toBeLessThanOrEqual(maxRetries)
          expect(action.delayMs).toBe(baseDelayMs * 2 ** (action.attempt - 1))
          expect(step.actions[i - 1]).toEqual(
            Action.Emit({
              event: {
                type: "auto_retry_start",
                attempt: action.attempt,
                maxAttempts: maxRetries,
                delayMs: action.delayMs,
                errorMessage: ERRORS.transient as string
              }
            })
          )
          chain = action.attempt
        }
        if (action._tag === "Emit" && action.event.type === "auto_retry_end") {
          expect(action.event.attempt).toBe(chain)
          chain = 0
        }
        if (action._tag === "StartTurn" && step.event._tag !== "RetryWaited") {
          // a new reply: the last one's retries were announced as ended (unless the run was cut)
          expect(chain).toBe(0)
        }
        if (action._tag === "Omit" && step.event._tag === "RetryWaited") {
          expect(step.before.run).toMatchObject({ _tag: "RetryWaiting", entryId: action.entryId })
        }
      }
      // a series of retries ends with auto_retry_end when its reply is final (a reply without an
      // entry, which a v3 session never has, is not retried and ends the series silently)
      if ((step.event._tag === "Replied" || step.event._tag === "RetryWaited") && !step.actions.some((a) => a._tag === "Retry" || a._tag === "StartTurn")) {
        if (step.event._tag === "Replied" && step.event.entryId === undefined) chain = 0
        expect(chain).toBe(0)
      }
      if (step.event._tag === "End") chain = 0
    }
  }, RUNS)

  it.prop(
    "overflow recovery: only for an overflow with automatic compaction on, its reply left out first, at most once per series of turns",
    runArb,
    ([settings, moves]) => {
      let recoveries = 0
      for (const step of simulate(settings, moves)) {
        const tagsHere = tags(step.actions)
        // a new series of turns: the prompt, or queued messages at the end of a run
        if (tagsHere.includes("SendPrompt") || (tagsHere.includes("Deliver") && step.event._tag !== "ToolsEnded")) recoveries = 0
        step.actions.forEach((action, i) => {
          if (action._tag !== "Compact" || action.reason !== "overflow") return
          const failed = decidedReply(step) as Json.JsonObject
          expect(step.event._tag).toBe("Replied")
          expect(AgentLoop.classify(failed)).toBe("overflow")
          expect(step.before.compaction.enabled).toBe(true)
          expect(action.willRetry).toBe(true)
          expect(step.actions[i - 1]).toEqual(Action.Omit({ entryId: (step.event as Extract<AgentLoop.Event, { _tag: "Replied" }>).entryId as string }))
          recoveries++
          expect(recoveries).toBeLessThanOrEqual(1)
        })
      }
    },
    RUNS
  )

  it.prop("threshold compaction exactly when enabled and tokens > contextWindow - reserveTokens", runArb, ([settings, moves]) => {
    const past = (tokens: number, s: AgentLoop.State) => s.compaction.enabled && tokens > WINDOW - s.compaction.reserveTokens
    for (const step of simulate(settings, moves)) {
      const compacts = step.actions.some((a) => a._tag === "Compact" && a.reason === "threshold")
      const { event, before } = step
      if (event._tag === "ContextMeasured" && before.run._tag === "Measuring") {
        expect(compacts).toBe(past(event.tokens, before))
      } else if (event._tag === "PromptStarted" && before.run._tag === "Starting") {
        const usage = event.previous === undefined ? 0 : Tokens.usageSize(event.previous)
        expect(compacts).toBe(usage > 0 && past(usage, before) && !event.afterCompaction)
      } else if (compacts) {
        // after a run: the final reply's own usage, a reply that neither failed nor aborted
        const last = decidedReply(step) as Json.JsonObject
        expect(last.stopReason === "error" || last.stopReason === "aborted").toBe(false)
        expect(past(Tokens.usageSize(last), before)).toBe(true)
        expect(Tokens.usageSize(last)).toBeGreaterThan(0)
      }
    }
  }, RUNS)

  it.prop("queued messages: taken only while a prompt runs, delivered in order or handed back, none left when a run finishes", runArb, ([settings, moves]) => {
    const queued: { [kind in MessageQueue.Kind]: Array<string> } = { steering: [], followUp: [] }
    const kindOf = new Map<string, MessageQueue.Kind>()
    let last: AgentLoop.State | undefined
    for (const step of simulate(settings, moves)) {
      last = step.after
      if (step.event._tag === "Enqueue") {
        expect(step.actions.length > 0).toBe(step.before.accepting)
        if (step.before.accepting) {
          queued[step.event.kind].push(step.event.message.text)
          kindOf.set(step.event.message.text, step.event.kind)
        }
      }
      for (const action of step.actions) {
        if (action._tag === "Deliver") {
          const kinds = new Set(action.messages.map((m) => kindOf.get(m.text)))
          expect(kinds.size).toBe(1)
          const kind = kindOf.get(action.messages[0]?.text ?? "") as MessageQueue.Kind
          // steering messages first; follow-ups only when the run would stop and none steers
          if (kind === "followUp") expect(step.event._tag === "ToolsEnded" || queued.steering.length > 0).toBe(false)
          for (const m of action.messages) {
            // each queue hands out its messages first in, first out
            expect(queued[kind].shift()).toBe(m.text)
          }
        }
        if (action._tag === "Cleared") {
          expect(action.queue.steering.map((m) => m.text)).toEqual(queued.steering)
          expect(action.queue.followUp.map((m) => m.text)).toEqual(queued.followUp)
          queued.steering = []
          queued.followUp = []
        }
        if (action._tag === "Finish") {
          expect(step.after.queue).toEqual({ steering: [], followUp: [] })
          expect(step.after.accepting).toBe(false)
        }
      }
    }
    if (last !== undefined) {
      expect(last.queue.steering.map((m) => m.text)).toEqual(queued.steering)
      expect(last.queue.followUp.map((m) => m.text)).toEqual(queued.followUp)
    }
  }, RUNS)
})
