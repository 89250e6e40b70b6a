/**
 * The interactive terminal UI (Ink). One screen: the transcript of the active path (or an open
 * selector) above, a status line, the queued messages, the slash-command menu, the multi-line
 * editor, and a footer with the session and the model. Everything it shows comes from the
 * controller's snapshot and events; every change goes through the controller. Keys come from
 * `Keys` (one event per key, pastes whole) and mean what its tables say; the models behind the
 * editor, the transcript and the selectors are the pure modules beside it, and what the chat
 * keeps between snapshots (the reply streaming, the status line, the messages waiting, a `!`
 * command running) is `ChatState`'s reducer, which this view dispatches to.
 */
import { Box, Text as InkText, useApp, useStdin, useStdout } from "ink"
import { type ComponentProps, type ReactElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react"
import * as TerminalText from "../../domain/format/TerminalText.js"
import type * as SessionInfo from "../../domain/scan/SessionInfo.js"
import * as SessionStats from "../../domain/scan/SessionStats.js"
import * as Session from "../../domain/tree/Session.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type { AgentEvent } from "../../services/agent/EventBus.js"
import type * as Markdown from "../export/Markdown.js"
import * as Chat from "./Chat.js"
import * as ChatState from "./ChatState.js"
import * as Columns from "./Columns.js"
import * as Commands from "./Commands.js"
import { type Controller, isBusy, type Snapshot } from "./Controller.js"
import * as Editor from "./Editor.js"
import * as Keys from "./Keys.js"
import * as ListPicker from "./ListPicker.js"
import * as SessionPicker from "./SessionPicker.js"
import * as TreeSelector from "./TreeSelector.js"

type Tone = ChatState.Tone
type Status = ChatState.Status

const safe = (children: ReactNode): ReactNode =>
  typeof children === "string" ? TerminalText.display(children) : Array.isArray(children) ? children.map(safe) : children

/**
 * Ink's `Text` with every string in it through `TerminalText.display`: the one way text reaches
 * the chat's screen, so no escape sequence, control or bidi character of a session (a reply,
 * a name, a label, a path, an error quoting them) is written raw. Ink adds the styling from
 * the props, after. The transcript's lines are sanitized once more before they are wrapped
 * (`Chat`), so that their widths are those of what is shown; sanitizing is idempotent.
 */
const Text = (props: ComponentProps<typeof InkText>) => <InkText {...props}>{safe(props.children)}</InkText>

const SUMMARY_CHOICES = ["No summary", "Summarize", "Summarize with custom prompt"] as const

/** What covers the transcript. */
type Overlay =
  | { readonly kind: "none" }
  | { readonly kind: "tree"; readonly state: TreeSelector.State; readonly labelInput?: Editor.Buffer }
  | { readonly kind: "summarize"; readonly tree: TreeSelector.State; readonly targetId: string; readonly choice: number }
  | { readonly kind: "instructions"; readonly tree: TreeSelector.State; readonly targetId: string; readonly buffer: Editor.Buffer }
  | { readonly kind: "fork"; readonly items: ReadonlyArray<{ readonly entryId: string; readonly text: string }>; readonly index: number }
  | {
    readonly kind: "resume"
    readonly state: SessionPicker.State
    readonly sessions: ReadonlyArray<SessionInfo.SessionInfo> | undefined
    /** While loading: files read and files found. */
    readonly progress?: readonly [number, number]
    readonly rename?: Editor.Buffer
    readonly confirmDelete?: string
    /** Cancelling quits Arbor (`arbor -r`). */
    readonly quitOnCancel: boolean
  }
  | { readonly kind: "text"; readonly title: string; readonly lines: ReadonlyArray<string>; readonly offset: number }
  /** The model selector (`/model`, Ctrl+L) or the thinking-level selector (`/thinking`). */
  | { readonly kind: "picker"; readonly purpose: "model" | "thinking"; readonly title: string; readonly state: ListPicker.State }

export interface AppProps {
  readonly controller: Controller
  /** Open the session picker first (`-r`); cancelling it quits. */
  readonly startWithPicker: boolean
  /** Lines to show once at the start (the offline notice). */
  readonly notice: string | undefined
}

const TONE_STYLE: Record<Chat.Tone, { readonly color?: string; readonly dimColor?: boolean }> = {
  user: { color: "cyan" },
  assistant: {},
  thinking: { color: "gray", dimColor: true },
  tool: { color: "yellow" },
  meta: { color: "magenta" },
  error: { color: "red" }
}

const STATUS_COLOR: Record<Tone, string> = { info: "green", warning: "yellow", error: "red" }

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The lines of a list, scrolled so that `index` is visible. */
const windowed = <A,>(items: ReadonlyArray<A>, index: number, height: number): { readonly items: ReadonlyArray<A>; readonly start: number } => {
  if (items.length <= height) return { items, start: 0 }
  const start = Math.min(Math.max(0, index - Math.floor(height / 2)), items.length - height)
  return { items: items.slice(start, start + height), start }
}

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/** The editor laid out for the screen: its rows, the cursor, and the rows in view. */
interface EditorLayout {
  readonly buffer: Editor.Buffer
  readonly rows: ReadonlyArray<Editor.VisualRow>
  readonly cursor: Editor.Cursor
  /** The first row in view. */
  readonly top: number
  /** Rows in view. */
  readonly height: number
  /** Rows in all. */
  readonly total: number
}

/**
 * Lays `buffer` out in `columns` (the prompt excluded) and at most `maxHeight` rows, scrolled
 * from `previousTop` just enough that the cursor is in view.
 */
const layoutEditor = (buffer: Editor.Buffer, columns: number, maxHeight: number, previousTop: number): EditorLayout => {
  // the last column is kept for the cursor at the end of a full row
  const width = Math.max(1, columns - 1)
  const rows = Editor.visualRows(buffer, width)
  const cursor = Editor.cursorAt(buffer, rows)
  const total = rows.length
  const height = Math.max(1, Math.min(total, maxHeight))
  return { buffer, rows, cursor, top: Editor.scrollTop(previousTop, cursor.index, height, total), height, total }
}

/**
 * The editor's rows in view with the cursor drawn as an inverse cell. Every row fits the width
 * in columns, so the box around it keeps its border, whatever the script.
 */
const EditorView = ({ layout, placeholder, prompt = "> " }: { readonly layout: EditorLayout; readonly placeholder?: string; readonly prompt?: string }) => {
  const { buffer, rows, cursor } = layout
  const out: Array<ReactElement> = []
  const indent = " ".repeat(prompt.length)
  for (let i = layout.top; i < layout.top + layout.height; i++) {
    const prefix = i === 0 ? prompt : indent
    const r = rows[i] as Editor.VisualRow
    const line = (buffer.lines[r.row] ?? "").slice(r.start, r.end)
    if (i !== cursor.index) {
      out.push(
        <Text key={i} wrap="truncate-end">
          {prefix + line}
        </Text>
      )
      continue
    }
    const at = buffer.col - r.start
    const cell = at < line.length ? (Columns.graphemes(line.slice(at)).next().value?.segment ?? " ") : " "
    const empty = Editor.isEmpty(buffer)
    out.push(
      <Text key={i} wrap="truncate-end">
        {prefix}
        {line.slice(0, at)}
        <Text inverse>{cell}</Text>
        {empty && placeholder !== undefined ? <Text color="gray">{placeholder}</Text> : line.slice(at + (at < line.length ? cell.length : 0))}
      </Text>
    )
  }
  return <Box flexDirection="column">{out}</Box>
}

/** A one-line input inside a selector (labels, names, instructions): its own scroll, the given width. */
const InputView = ({ buffer, width, prompt = "" }: { readonly buffer: Editor.Buffer; readonly width: number; readonly prompt?: string }) => {
  const top = useRef(0)
  const layout = layoutEditor(buffer, Math.max(4, width - prompt.length), 4, top.current)
  top.current = layout.top
  return <EditorView layout={layout} prompt={prompt} />
}

/** How a styled piece of rendered Markdown looks. */
const SCOPE_COLORS: { readonly [scope: string]: string } = {
  keyword: "magenta",
  built_in: "magenta",
  string: "green",
  regexp: "green",
  number: "yellow",
  literal: "yellow",
  comment: "gray",
  quote: "gray",
  title: "blue",
  type: "cyan",
  attr: "cyan",
  attribute: "cyan",
  property: "cyan",
  meta: "gray",
  addition: "green",
  deletion: "red"
}

const spanStyle = (span: Markdown.Span) => ({
  ...(span.bold === true ? { bold: true } : {}),
  ...(span.italic === true ? { italic: true } : {}),
  ...(span.underline === true || span.link === true ? { underline: true } : {}),
  ...(span.strike === true ? { strikethrough: true } : {}),
  ...(span.dim === true ? { dimColor: true } : {}),
  ...(span.heading === true
    ? { color: "cyan" }
    : span.link === true
    ? { color: "blue" }
    : span.code === true
    ? { color: (span.scope === undefined ? undefined : SCOPE_COLORS[span.scope]) ?? "yellow" }
    : {})
})

/** A transcript line: its styled pieces, or its text in its tone. */
const LineView = ({ line }: { readonly line: Chat.Line }) => (
  <Text wrap="truncate-end" {...TONE_STYLE[line.tone]}>
    {line.spans === undefined || line.spans.length === 0
      ? line.text === "" ? " " : line.text
      : line.spans.map((span, i) => (
        <Text key={i} {...spanStyle(span)}>
          {span.text}
        </Text>
      ))}
  </Text>
)

type Queued = ChatState.Queued

/** Ctrl+C twice within this window quits; the hint goes away when it closes. */
const CTRL_C_WINDOW_MS = 1000
const ESCAPE_WINDOW_MS = 500

/**
 * Reads keys from Ink's input: one `Keys.Event` per key, a bracketed paste as one event.
 * Turns on the terminal's bracketed paste and modifyOtherKeys (so Shift+Enter can be told from
 * Enter) for as long as the UI is up.
 */
const useKeys = (handler: (event: Keys.Event) => void) => {
  const { internal_eventEmitter: input, setRawMode } = useStdin()
  const { stdout } = useStdout()
  const decoder = useRef(Keys.decoder())
  useEffect(() => {
    setRawMode(true)
    stdout.write("\u001b[?2004h\u001b[>4;1m")
    return () => {
      stdout.write("\u001b[?2004l\u001b[>4m")
      setRawMode(false)
    }
  }, [])
  useEffect(() => {
    const onInput = (raw: string) => {
      for (const event of decoder.current.push(raw)) handler(event)
    }
    input.on("input", onInput)
    return () => {
      input.off("input", onInput)
    }
  }, [handler])
}

/**
 * State whose latest value key handlers can read at once: keys can arrive faster than React
 * renders, and a handler from the last render would see a stale value and lose keystrokes.
 */
const useLatest = <A,>(initial: A): readonly [{ readonly current: A }, (next: A | ((current: A) => A)) => void] => {
  const [, setValue] = useState(initial)
  const ref = useRef(initial)
  const set = useCallback((next: A | ((current: A) => A)) => {
    ref.current = typeof next === "function" ? (next as (current: A) => A)(ref.current) : next
    setValue(ref.current)
  }, [])
  return [ref, set] as const
}

/** `useLatest` for a state changed only through `reduce`: the handlers dispatch, and read the latest state. */
const useLatestReducer = <S, A>(reduce: (state: S, action: A) => S, initial: () => S): readonly [{ readonly current: S }, (action: A) => void] => {
  const [ref, set] = useLatest(useMemo(initial, []))
  const dispatch = useCallback((action: A) => set((current) => reduce(current, action)), [set, reduce])
  return [ref, dispatch] as const
}

export const App = ({ controller, startWithPicker, notice }: AppProps) => {
  const { exit } = useApp()
  const { stdout } = useStdout()
  const [size, setSize] = useState({ columns: stdout.columns || 80, rows: stdout.rows || 24 })
  const [snapshot, setSnapshot] = useState<Snapshot>(() => controller.snapshot())
  /** The reply streaming, the status line, the messages waiting and the `!` command running. */
  const [chatRef, dispatch] = useLatestReducer(ChatState.reduce, () => ChatState.initial(notice))
  const chat = chatRef.current
  const [bufferRef, setBuffer] = useLatest<Editor.Buffer>(Editor.empty)
  const [overlayRef, setOverlay] = useLatest<Overlay>({ kind: "none" })
  const [scroll, setScroll] = useState(0)
  const [display, setDisplay] = useState<Chat.Display>(Chat.defaultDisplay)
  /** The slash-command menu: the chosen row, and the text it was closed for (Esc) if it was. */
  const [menuRef, setMenu] = useLatest<{ readonly index: number; readonly closedFor?: string }>({ index: 0 })
  const lastEscape = useRef(0)
  const lastCtrlC = useRef(0)
  const ctrlCTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** The text Ctrl+U, Ctrl+K, Ctrl+W or Alt+D deleted last, for Ctrl+Y. */
  const killed = useRef("")
  const editorTop = useRef(0)
  /** How far the transcript in view is scrolled up, and its height, for PageUp/PageDown. */
  const lastView = useRef({ below: 0, height: 1 })

  useEffect(() => () => clearTimeout(ctrlCTimer.current), [])

  const setStatus = (status: Status | undefined) => dispatch({ _tag: "Status", status })
  const info = (text: string, tone: Tone = "info") => setStatus({ text, tone })
  const fail = (error: unknown) => info(errorText(error), "error")
  const reload = () => setSnapshot(controller.snapshot())

  useEffect(() => {
    const onResize = () => setSize({ columns: stdout.columns || 80, rows: stdout.rows || 24 })
    stdout.on("resize", onResize)
    return () => {
      stdout.off("resize", onResize)
    }
  }, [stdout])

  useEffect(
    () =>
      controller.subscribe((event: AgentEvent) => {
        dispatch({ _tag: "Agent", event })
        if (ChatState.reloads(event)) reload()
      }),
    [controller]
  )

  // A message typed while the agent was busy runs when it is idle again, the oldest first.
  useEffect(() => {
    const next = chatRef.current.queued[0]
    if (snapshot.activity !== "idle" || next === undefined) return
    dispatch({ _tag: "Dequeue" })
    runPrompt(next)
  }, [snapshot.activity, chat.queued])

  useEffect(() => {
    if (startWithPicker) openResume(true)
  }, [])

  const width = Math.max(20, size.columns)
  const busy = snapshot.activity !== "idle"

  /**
   * Messages waiting for the agent go back into the editor, before what is there (pi's rule when
   * a run is aborted, and Alt+Up); the status says so.
   */
  const restoreQueued = async () => {
    const local = chatRef.current.queued.map((q) => q.text)
    dispatch({ _tag: "ClearQueued" })
    // the running prompt's steering and follow-up messages first: they were queued before these
    const { followUp, steering } = await controller.clearQueue()
    const waiting = [...steering, ...followUp, ...local]
    if (waiting.length === 0) return false
    setBuffer((current) => Editor.fromText([...waiting, Editor.text(current)].filter((t) => t !== "").join("\n\n")))
    info(waiting.length === 1 ? "The queued message is back in the editor" : `The ${waiting.length} queued messages are back in the editor`)
    return true
  }

  const enqueue = (item: Queued, first: boolean) => dispatch({ _tag: "Enqueue", item, first })

  /** Sends a message now: a prompt, or (Alt+Enter) a follow-up. */
  const runPrompt = (item: Queued) => {
    setScroll(0)
    setStatus(undefined)
    controller.prompt(item.text).then(reload, (error) => {
      // another operation started first: the message waits for it instead of being lost
      if (isBusy(error)) {
        enqueue(item, true)
        return reload()
      }
      fail(error)
    })
    reload()
  }

  // -- commands ---------------------------------------------------------------------------------

  const openTree = () => {
    const tree = controller.snapshot().tree
    if (SessionTree.count(tree) === 0) return info("No entries in session", "warning")
    setOverlay({ kind: "tree", state: TreeSelector.initial(tree) })
  }

  const openResume = (quitOnCancel: boolean) => {
    const state = SessionPicker.initial(controller.snapshot().file)
    setOverlay({ kind: "resume", state, sessions: undefined, quitOnCancel })
    loadSessions(state.scope)
  }

  const loadSessions = (scope: SessionPicker.Scope) =>
    controller
      .sessions(scope, (loaded, total) =>
        setOverlay((current) => (current.kind === "resume" && current.state.scope === scope && current.sessions === undefined
          ? { ...current, progress: [loaded, total] }
          : current)
        ))
      .then((sessions) => setOverlay((current) => (current.kind === "resume" && current.state.scope === scope ? { ...current, sessions } : current)), fail)

  const navigate = (targetId: string, treeState: TreeSelector.State, summarize: boolean, customInstructions?: string) => {
    setOverlay({ kind: "none" })
    if (summarize) info("Summarizing branch... (Esc to cancel)", "warning")
    const run = async () => {
      await restoreQueued()
      if (controller.snapshot().activity === "streaming") await controller.abort()
      return controller.navigate(targetId, { summarize, customInstructions })
    }
    run().then(
      (result) => {
        reload()
        setScroll(0)
        if (result.aborted === true) {
          info("Branch summarization cancelled", "warning")
          setOverlay({ kind: "tree", state: { ...treeState, selectedId: targetId } })
        } else if (result.cancelled) info("Navigation cancelled", "warning")
        else {
          const editorText = result.editorText
          if (editorText !== undefined) setBuffer((current) => (Editor.isEmpty(current) ? Editor.fromText(editorText) : current))
          info("Navigated to selected point")
        }
      },
      (error) => {
        reload()
        fail(error)
      }
    )
  }

  /**
   * Sends the editor's text: a command runs; an unknown `/word` is refused and stays in the
   * editor (a path such as `/etc/hosts …` is a message); a message is sent, or queued while the
   * agent works.
   */
  const submit = (raw: string, kind: Queued["kind"]) => {
    const text = raw.trim()
    if (text === "") return
    const parsed = Commands.parse(text)
    if (parsed !== undefined && parsed.command === undefined) {
      return info(`Unknown command ${parsed.word}: type / to see the commands, /hotkeys for the keys`, "error")
    }
    setBuffer(Editor.empty)
    editorTop.current = 0
    if (parsed?.command !== undefined) return runCommand(parsed.command.name, parsed.rest)
    if (text.startsWith("!")) return runBash(text)
    const item = { kind, text }
    const activity = controller.snapshot().activity
    // while a reply streams, Enter steers it and Alt+Enter queues a follow-up in its run
    if (activity === "streaming") return toRun(item)
    if (activity !== "idle") return enqueue(item, false)
    return runPrompt(item)
  }

  /** Queues a message in the running prompt; when the run has just ended it waits as any other. */
  const toRun = (item: Queued) =>
    void (item.kind === "steer" ? controller.steer(item.text) : controller.followUp(item.text)).then((queued) => {
      if (queued) return reload()
      if (controller.snapshot().activity !== "idle") return enqueue(item, false)
      runPrompt(item)
    }, fail)

  // -- models, thinking levels, shell commands --------------------------------------------------

  const modelName = (model: { readonly provider: string; readonly modelId: string }) => `${model.provider}/${model.modelId}`

  const announceModel = (model: { readonly provider: string; readonly modelId: string; readonly reasoning: boolean }, level: string) =>
    info(`Model: ${modelName(model)}${model.reasoning ? ` · thinking ${level}` : ""}`)

  const openModelPicker = () =>
    void controller.models().then((models) => {
      const current = controller.snapshot().model
      const items = models.map((m): ListPicker.Item => ({
        key: modelName(m),
        label: modelName(m),
        detail: [
          m.name !== undefined && m.name !== m.modelId ? m.name : undefined,
          `${Math.round(m.contextWindow / 1000)}k`,
          m.reasoning ? "reasoning" : undefined
        ]
          .filter((d) => d !== undefined)
          .join(" · ")
      }))
      setOverlay({ kind: "picker", purpose: "model", title: "Select a model", state: ListPicker.initial(items, modelName(current)) })
    }, fail)

  /** `/model provider/id` (or an id that one available model has). */
  const chooseModel = (spec: string) =>
    void controller
      .models()
      .then((models) => {
        const slash = spec.indexOf("/")
        const exact = models.find((m) => modelName(m) === spec) ?? (slash < 0 ? models.find((m) => m.modelId === spec) : undefined)
        const provider = exact?.provider ?? (slash < 0 ? "" : spec.slice(0, slash))
        const modelId = exact?.modelId ?? (slash < 0 ? spec : spec.slice(slash + 1))
        if (provider === "") return info(`Unknown model: ${spec} (Ctrl+L lists the models)`, "error")
        return controller.setModel(provider, modelId).then((model) => {
          reload()
          announceModel(model, controller.snapshot().thinkingLevel)
        })
      })
      .catch(fail)

  const cycleModel = (direction: 1 | -1) =>
    void controller.cycleModel(direction).then((cycle) => {
      reload()
      if (cycle === undefined) info("No other model to switch to (Ctrl+L lists the models)", "warning")
      else announceModel(cycle.model, cycle.thinkingLevel)
    }, fail)

  const openThinkingPicker = () =>
    void controller.thinkingLevels().then((levels) => {
      const items = levels.map((level): ListPicker.Item => ({ key: level, label: level }))
      setOverlay({
        kind: "picker",
        purpose: "thinking",
        title: "Select a thinking level",
        state: ListPicker.initial(items, controller.snapshot().thinkingLevel)
      })
    }, fail)

  const chooseThinkingLevel = (level: string) =>
    void controller
      .thinkingLevels()
      .then((levels) => {
        if (!(levels as ReadonlyArray<string>).includes(level)) {
          const model = controller.snapshot().model
          return info(
            model.reasoning
              ? `Unknown thinking level ${level}; ${modelName(model)} takes ${levels.join(", ")}`
              : `${modelName(model)} does not think; the level stays off`,
            "error"
          )
        }
        return controller.setThinkingLevel(level).then((set) => {
          reload()
          info(`Thinking level: ${set}`)
        })
      })
      .catch(fail)

  const cycleThinkingLevel = () =>
    void controller.cycleThinkingLevel(1).then((level) => {
      reload()
      if (level === undefined) info(`${modelName(controller.snapshot().model)} does not think; the level stays off`, "warning")
      else info(`Thinking level: ${level}`)
    }, fail)

  /** `!cmd` runs a shell command whose output joins the context; `!!cmd` keeps it out of the context. */
  const runBash = (text: string) => {
    const excluded = text.startsWith("!!")
    const command = text.slice(excluded ? 2 : 1).trim()
    if (command === "") return info(excluded ? "Usage: !!command" : "Usage: !command", "warning")
    if (chatRef.current.bash !== undefined) return info("A shell command is already running (Esc stops it)", "warning")
    dispatch({ _tag: "BashStart", command })
    setScroll(0)
    controller
      .bash(command, excluded, (delta) => dispatch({ _tag: "BashOutput", delta }))
      .then(
        (result) => {
          dispatch({ _tag: "BashEnd" })
          reload()
          if (controller.snapshot().activity !== "idle") info("The command's output joins the session when the reply ends")
          else if (result.cancelled) info("Command cancelled", "warning")
          else if (result.exitCode !== 0) info(`Command exited with code ${result.exitCode ?? "?"}`, "warning")
          else setStatus(undefined)
        },
        (error) => {
          dispatch({ _tag: "BashEnd" })
          fail(error)
        }
      )
  }

  const onPickerKey = (input: string, key: Keys.InkKey, current: Extract<Overlay, { kind: "picker" }>) => {
    const set = (state: ListPicker.State) => setOverlay({ ...current, state })
    if (key.escape) return setOverlay({ kind: "none" })
    if (key.upArrow) return set(ListPicker.move(current.state, -1))
    if (key.downArrow) return set(ListPicker.move(current.state, 1))
    if (key.pageUp) return set(ListPicker.move(current.state, -listHeight))
    if (key.pageDown) return set(ListPicker.move(current.state, listHeight))
    const item = ListPicker.selectedItem(current.state)
    if (key.return) {
      setOverlay({ kind: "none" })
      if (item === undefined) return
      return current.purpose === "model" ? chooseModel(item.key) : chooseThinkingLevel(item.key)
    }
    if (key.ctrl && input === "s") {
      // pi's Ctrl+S: the selected model or level becomes the default for new sessions
      if (item === undefined) return
      const slash = item.key.indexOf("/")
      const saved = current.purpose === "model"
        ? controller.saveSetting(["defaultProvider"], item.key.slice(0, slash)).then(() => controller.saveSetting(["defaultModel"], item.key.slice(slash + 1)))
        : controller.saveSetting(["defaultThinkingLevel"], item.key)
      return void saved.then(() => info(`Saved ${item.key} as the default ${current.purpose === "model" ? "model" : "thinking level"}`), fail)
    }
    if (key.backspace || key.delete) return set(ListPicker.backspace(current.state))
    if (input !== "" && !key.ctrl && !key.meta && !key.tab) return set(ListPicker.type(current.state, input))
  }

  const runCommand = (name: Commands.Name, rest: string) => {
    switch (name) {
      case "model":
        return rest === "" ? openModelPicker() : chooseModel(rest)
      case "thinking":
        return rest === "" ? openThinkingPicker() : chooseThinkingLevel(rest)
      case "quit":
        return exit()
      case "tree":
        return openTree()
      case "hotkeys":
        return setOverlay({ kind: "text", title: "Keyboard shortcuts and commands", lines: hotkeysBlock(), offset: 0 })
      case "fork": {
        const items = Session.forkCandidates(controller.snapshot().tree)
        if (items.length === 0) return info("No messages to fork from", "warning")
        return setOverlay({ kind: "fork", items, index: items.length - 1 })
      }
      case "clone":
        if (SessionTree.leafId(controller.snapshot().tree) === null) return info("Nothing to clone yet", "warning")
        return void controller.clone().then((result) => {
          reload()
          if (!result.cancelled) info("Cloned to new session")
        }, fail)
      case "new":
        return void controller.newSession().then((result) => {
          reload()
          setScroll(0)
          if (!result.cancelled) info("✓ New session started")
        }, fail)
      case "resume":
        return openResume(false)
      case "session":
        return setOverlay({ kind: "text", title: "Session Info", lines: sessionBlock(controller.snapshot()), offset: 0 })
      case "compact":
        return void controller.compact(rest === "" ? undefined : rest).then(reload, (error) => {
          reload()
          fail(error)
        })
      case "name": {
        if (rest === "") {
          const current = SessionTree.sessionName(controller.snapshot().tree)
          return current === undefined ? info("Usage: /name <name>", "warning") : info(`Session name: ${current}`)
        }
        return void controller.setName(rest).then((stored) => {
          reload()
          if (stored !== undefined && stored !== rest) info(`Session name was normalized from "${rest}" to "${stored}"`, "warning")
          else info(`Session name set: ${rest}`)
        }, fail)
      }
      default: {
        // every command in Commands.all runs here
        const unhandled: never = name
        return unhandled
      }
    }
  }

  // -- keys -------------------------------------------------------------------------------------

  const listHeight = Math.max(5, Math.floor(size.rows / 2))

  const onTreeKey = (input: string, key: Keys.InkKey, current: Extract<Overlay, { kind: "tree" }>, event: Keys.Event) => {
    const tree = controller.snapshot().tree
    const state = current.state
    const set = (next: TreeSelector.State) => setOverlay({ kind: "tree", state: next })
    if (current.labelInput !== undefined) {
      const labelInput = current.labelInput
      if (key.escape) return setOverlay({ kind: "tree", state })
      if (key.return) {
        const id = state.selectedId
        if (id === undefined) return set(state)
        const label = Editor.text(labelInput).trim()
        return void controller.setLabel(id, label === "" ? undefined : label).then(() => {
          reload()
          setOverlay((now) => (now.kind === "tree" ? { kind: "tree", state: now.state } : now))
        }, fail)
      }
      return setOverlay({ ...current, labelInput: editText(labelInput, event, false) })
    }
    if (key.escape || (key.ctrl && input === "c")) {
      if (state.search !== "") return set(TreeSelector.clearSearch(tree, state))
      return setOverlay({ kind: "none" })
    }
    if (key.return) {
      const id = state.selectedId
      if (id === undefined) return
      if (id === SessionTree.leafId(tree)) {
        setOverlay({ kind: "none" })
        return info("Already at this point")
      }
      return setOverlay({ kind: "summarize", tree: state, targetId: id, choice: 0 })
    }
    if (key.upArrow) return set(TreeSelector.move(tree, state, -1))
    if (key.downArrow) return set(TreeSelector.move(tree, state, 1))
    if ((key.ctrl || key.meta) && key.leftArrow) return set(TreeSelector.foldOrUp(tree, state))
    if ((key.ctrl || key.meta) && key.rightArrow) return set(TreeSelector.unfoldOrDown(tree, state))
    if (key.pageUp || key.leftArrow || (key.ctrl && input === "b")) return set(TreeSelector.move(tree, state, -listHeight))
    if (key.pageDown || key.rightArrow || (key.ctrl && input === "f")) return set(TreeSelector.move(tree, state, listHeight))
    if (key.ctrl) {
      switch (input) {
        case "d":
          return set(TreeSelector.setFilter(tree, state, "default"))
        case "t":
          return set(TreeSelector.toggleFilter(tree, state, "no-tools"))
        case "u":
          return set(TreeSelector.toggleFilter(tree, state, "user-only"))
        case "l":
          return set(TreeSelector.toggleFilter(tree, state, "labeled-only"))
        case "a":
          return set(TreeSelector.toggleFilter(tree, state, "all"))
        case "o":
          return set(TreeSelector.cycleFilter(tree, state, key.shift ? -1 : 1))
        case "x": {
          const id = state.selectedId
          const text = id === undefined ? undefined : TreeSelector.copyText(tree, id)
          if (text === undefined) return info("Selected entry has no text to copy", "error")
          copyToClipboard(stdout, text)
          return info("Copied selected message to clipboard")
        }
        default:
          return
      }
    }
    if (input === "L" && state.search === "") {
      const id = state.selectedId
      if (id === undefined) return
      return setOverlay({ kind: "tree", state, labelInput: Editor.fromText(SessionTree.label(tree, id) ?? "") })
    }
    if (input === "T" && state.search === "") return set(TreeSelector.toggleLabelTime(state))
    if (key.backspace || key.delete) return set(TreeSelector.backspace(tree, state))
    if (input !== "" && !key.meta) return set(TreeSelector.typeSearch(tree, state, input))
  }

  const onResumeKey = (input: string, key: Keys.InkKey, current: Extract<Overlay, { kind: "resume" }>, event: Keys.Event) => {
    const sessions = current.sessions ?? []
    const now = new Date()
    const currentFile = controller.snapshot().file
    const rows = SessionPicker.rows(sessions, current.state, now, currentFile)
    const index = SessionPicker.selectedIndex(rows, current.state)
    const selected = rows[index]
    const set = (state: SessionPicker.State) => setOverlay({ ...current, state })
    if (current.confirmDelete !== undefined) {
      const target = current.confirmDelete
      if (key.escape) return setOverlay({ kind: "resume", state: current.state, sessions: current.sessions, quitOnCancel: current.quitOnCancel })
      if (!key.return) return
      return void controller.deleteSession(target).then(() => {
        info("Session moved to trash")
        // the cursor stays where the deleted session was
        const state = SessionPicker.afterRemoval(rows, current.state, target)
        setOverlay({ kind: "resume", state, sessions: current.sessions?.filter((s) => s.path !== target), quitOnCancel: current.quitOnCancel })
        loadSessions(state.scope)
      }, (error) => info(`Failed to delete: ${errorText(error)}`, "error"))
    }
    if (current.rename !== undefined) {
      const rename = current.rename
      if (key.escape) return setOverlay({ kind: "resume", state: current.state, sessions: current.sessions, quitOnCancel: current.quitOnCancel })
      if (key.return) {
        const name = Editor.text(rename).trim()
        if (name === "" || selected === undefined) return
        return void controller.renameSession(selected.path, name).then(() => {
          setOverlay({ kind: "resume", state: current.state, sessions: current.sessions, quitOnCancel: current.quitOnCancel })
          loadSessions(current.state.scope)
          reload()
        }, fail)
      }
      return setOverlay({ ...current, rename: editText(rename, event, false) })
    }
    if (key.escape) {
      if (current.quitOnCancel) return exit()
      setOverlay({ kind: "none" })
      return info("Resume cancelled", "warning")
    }
    if (key.return) {
      if (selected === undefined) return
      setOverlay({ kind: "none" })
      return void controller.resume(selected.path).then((result) => {
        reload()
        setScroll(0)
        if (!result.cancelled) info("Resumed session")
      }, fail)
    }
    if (key.tab) {
      const state = SessionPicker.toggleScope(current.state)
      setOverlay({ kind: "resume", state, sessions: undefined, quitOnCancel: current.quitOnCancel })
      return loadSessions(state.scope)
    }
    if (key.upArrow) return set(SessionPicker.move(rows, current.state, -1))
    if (key.downArrow) return set(SessionPicker.move(rows, current.state, 1))
    if (key.pageUp) return set(SessionPicker.move(rows, current.state, -listHeight))
    if (key.pageDown) return set(SessionPicker.move(rows, current.state, listHeight))
    if (key.ctrl) {
      switch (input) {
        case "u":
          return set(SessionPicker.setQuery(current.state, ""))
        case "s":
          return set(SessionPicker.cycleSort(current.state))
        case "n":
          return set(SessionPicker.toggleNamedOnly(current.state))
        case "p":
          return set(SessionPicker.togglePath(current.state))
        case "r":
          if (selected === undefined || current.quitOnCancel) return
          return setOverlay({ ...current, rename: Editor.fromText(sessions.find((s) => s.path === selected.path)?.name ?? "") })
        case "d":
          if (selected === undefined) return
          if (selected.current) return info("Cannot delete the currently active session", "error")
          return setOverlay({ ...current, confirmDelete: selected.path })
        default:
          return
      }
    }
    if (key.backspace || key.delete) return set(SessionPicker.backspace(current.state))
    if (input !== "" && !key.meta) return set(SessionPicker.typeQuery(current.state, input))
  }

  /** Applies an editor key to a buffer (`multiline`: the chat's editor, where a paste keeps its lines). */
  const editText = (buffer: Editor.Buffer, event: Keys.Event, multiline: boolean): Editor.Buffer => {
    if (event.type === "paste") return Editor.insert(buffer, multiline ? event.text : event.text.replace(/\n+/g, " "))
    const action = Keys.lookup(Keys.editor, event)
    const kill = (edit: Editor.Kill) => {
      if (edit.killed !== "") killed.current = edit.killed
      return edit.buffer
    }
    const columns = editorColumns()
    switch (action) {
      case "left":
        return Editor.left(buffer)
      case "right":
        return Editor.right(buffer)
      case "wordLeft":
        return Editor.wordLeft(buffer)
      case "wordRight":
        return Editor.wordRight(buffer)
      case "up":
        return multiline ? Editor.moveRow(buffer, columns, -1) : buffer
      case "down":
        return multiline ? Editor.moveRow(buffer, columns, 1) : buffer
      case "lineStart":
        return Editor.home(buffer)
      case "lineEnd":
        return Editor.end(buffer)
      case "deleteBackward":
        return Editor.backspace(buffer)
      case "deleteForward":
        return Editor.deleteForward(buffer)
      case "deleteWordBackward":
        return kill(Editor.cutWordBackward(buffer))
      case "deleteWordForward":
        return kill(Editor.cutWordForward(buffer))
      case "deleteToLineStart":
        return kill(Editor.cutToStart(buffer))
      case "deleteToLineEnd":
        return kill(Editor.cutToEnd(buffer))
      case "yank":
        return Editor.insert(buffer, multiline ? killed.current : killed.current.replace(/\n+/g, " "))
      case undefined:
        return event.text !== "" && !event.ctrl && !event.alt ? Editor.insert(buffer, event.text) : buffer
    }
  }

  /** The menu of commands for what is typed, unless Esc closed it for this text. */
  const menuItems = (): ReadonlyArray<Commands.Command> => {
    const buffer = bufferRef.current
    if (buffer.lines.length !== 1) return []
    const text = buffer.lines[0] ?? ""
    return menuRef.current.closedFor === text ? [] : Commands.suggestions(text)
  }

  /** A key while the command menu is open; false when the menu leaves it to the editor. */
  const onMenuKey = (event: Keys.Event, items: ReadonlyArray<Commands.Command>): boolean => {
    if (event.type === "paste") return false
    const index = Math.min(menuRef.current.index, items.length - 1)
    const chosen = items[index] as Commands.Command
    const complete = () => {
      setBuffer(Editor.fromText(`/${chosen.name}${chosen.args === undefined ? "" : " "}`))
      setMenu({ index: 0 })
    }
    switch (Keys.lookup(Keys.menu, event)) {
      case "up":
        setMenu({ index: (index + items.length - 1) % items.length })
        return true
      case "down":
        setMenu({ index: (index + 1) % items.length })
        return true
      case "complete":
        complete()
        return true
      case "close":
        setMenu({ index: 0, closedFor: bufferRef.current.lines[0] ?? "" })
        return true
    }
    if (Keys.matches(event, "enter")) {
      // a command that takes an argument is completed for it to be typed; the others run
      if (chosen.args !== undefined && Editor.text(bufferRef.current) !== `/${chosen.name}`) complete()
      else submit(`/${chosen.name}`, "steer")
      setMenu({ index: 0 })
      return true
    }
    return false
  }

  /** The chat's keys: what `Keys.chat` binds, else an edit of the editor. */
  const onChatKey = (event: Keys.Event) => {
    const buffer = bufferRef.current
    const items = menuItems()
    if (items.length > 0 && onMenuKey(event, items)) return
    if (event.type === "paste") return setBuffer(editText(buffer, event, true))
    const action = Keys.lookup(Keys.chat, event)
    const busy = controller.snapshot().activity !== "idle"
    switch (action) {
      case "interrupt": {
        if (chatRef.current.bash !== undefined) return void controller.abortBash().then(undefined, fail)
        if (busy) {
          // pi's Esc: what waited for the reply goes back into the editor, then the reply stops
          void restoreQueued()
            .then(() => controller.abort())
            .then(reload, fail)
          return
        }
        const now = Date.now()
        if (Editor.isEmpty(buffer) && now - lastEscape.current < ESCAPE_WINDOW_MS) {
          lastEscape.current = 0
          return openTree()
        }
        lastEscape.current = now
        return
      }
      case "clear": {
        if (!Editor.isEmpty(buffer)) return setBuffer(Editor.empty)
        const now = Date.now()
        if (now - lastCtrlC.current < CTRL_C_WINDOW_MS) return exit()
        lastCtrlC.current = now
        const hint: Status = { text: "Press Ctrl+C again to exit", tone: "warning" }
        setStatus(hint)
        clearTimeout(ctrlCTimer.current)
        ctrlCTimer.current = setTimeout(() => dispatch({ _tag: "StatusExpired", status: hint }), CTRL_C_WINDOW_MS)
        return
      }
      case "exit":
        if (Editor.isEmpty(buffer)) return exit()
        break
      case "submit": {
        const line = buffer.lines[buffer.row] ?? ""
        // a backslash before Enter continues the message on a new line
        if (buffer.col === line.length && line.endsWith("\\")) return setBuffer(Editor.newline(Editor.backspace(buffer)))
        return submit(Editor.text(buffer), "steer")
      }
      case "followUp":
        return submit(Editor.text(buffer), "followUp")
      case "newLine":
        return setBuffer(Editor.newline(buffer))
      case "dequeue":
        return void restoreQueued().then((restored) => {
          if (!restored) info("No queued messages", "warning")
        }, fail)
      case "selectModel":
        return openModelPicker()
      case "nextModel":
        return cycleModel(1)
      case "previousModel":
        return cycleModel(-1)
      case "cycleThinking":
        return cycleThinkingLevel()
      case "toggleTools":
        return setDisplay((current) => ({ ...current, expandTools: !current.expandTools }))
      case "toggleThinking":
        return setDisplay((current) => ({ ...current, showThinking: !current.showThinking }))
      case "pageUp": {
        // past the top the transcript stops; the scroll comes back to where it stopped (below)
        return setScroll((s) => Math.min(s, lastView.current.below) + Math.max(1, lastView.current.height - 1))
      }
      case "pageDown":
        return setScroll((s) => Math.max(0, Math.min(s, lastView.current.below) - Math.max(1, lastView.current.height - 1)))
      case undefined:
        break
    }
    setBuffer(editText(buffer, event, true))
    setMenu((current) => (current.closedFor === undefined ? { index: 0 } : current))
  }

  useKeys((event) => onKey(event))

  const onKey = (event: Keys.Event) => {
    const overlay = overlayRef.current
    if (overlay.kind === "none") return onChatKey(event)
    const [input, key] = Keys.toInk(event)
    switch (overlay.kind) {
      case "tree":
        return onTreeKey(input, key, overlay, event)
      case "summarize":
        if (key.escape) return setOverlay({ kind: "tree", state: { ...overlay.tree, selectedId: overlay.targetId } })
        if (key.upArrow) return setOverlay({ ...overlay, choice: (overlay.choice + SUMMARY_CHOICES.length - 1) % SUMMARY_CHOICES.length })
        if (key.downArrow) return setOverlay({ ...overlay, choice: (overlay.choice + 1) % SUMMARY_CHOICES.length })
        if (key.return) {
          if (overlay.choice === 2) return setOverlay({ kind: "instructions", tree: overlay.tree, targetId: overlay.targetId, buffer: Editor.empty })
          return navigate(overlay.targetId, overlay.tree, overlay.choice === 1)
        }
        return
      case "instructions":
        if (key.escape) return setOverlay({ kind: "summarize", tree: overlay.tree, targetId: overlay.targetId, choice: 2 })
        if (key.return && !key.meta) return navigate(overlay.targetId, overlay.tree, true, Editor.text(overlay.buffer).trim() || undefined)
        return setOverlay({ ...overlay, buffer: editText(overlay.buffer, event, true) })
      case "fork": {
        if (key.escape) return setOverlay({ kind: "none" })
        const count = overlay.items.length
        if (key.upArrow) return setOverlay({ ...overlay, index: (overlay.index + count - 1) % count })
        if (key.downArrow) return setOverlay({ ...overlay, index: (overlay.index + 1) % count })
        if (key.return) {
          const item = overlay.items[overlay.index]
          setOverlay({ kind: "none" })
          if (item === undefined) return
          return void controller.fork(item.entryId).then((result) => {
            reload()
            setScroll(0)
            if (result.cancelled) return
            setBuffer(Editor.fromText(result.selectedText ?? ""))
            info("Forked to new session")
          }, fail)
        }
        return
      }
      case "resume":
        return onResumeKey(input, key, overlay, event)
      case "picker":
        return onPickerKey(input, key, overlay)
      case "text": {
        if (key.escape || key.return || input === "q") return setOverlay({ kind: "none" })
        const page = Math.max(1, bodyHeight - 3)
        const last = Math.max(0, overlay.lines.length - page)
        const step = key.upArrow ? -1 : key.downArrow ? 1 : key.pageUp ? -page : key.pageDown ? page : 0
        if (step !== 0) setOverlay({ ...overlay, offset: Math.min(last, Math.max(0, overlay.offset + step)) })
        return
      }
    }
  }

  // -- layout -----------------------------------------------------------------------------------

  const overlay = overlayRef.current
  const buffer = bufferRef.current

  /** Columns for the editor's text: the box's borders and the prompt take four. */
  function editorColumns() {
    return Math.max(4, width - 4)
  }

  const editor = overlay.kind === "none" ? layoutEditor(buffer, editorColumns(), Math.max(3, Math.floor(size.rows / 3)), editorTop.current) : undefined
  editorTop.current = editor?.top ?? 0
  // the running prompt's messages, then those waiting for the next run
  const queued: ReadonlyArray<{ readonly label: string; readonly text: string }> = overlay.kind === "none"
    ? [
      ...snapshot.queue.steering.map((text) => ({ label: "Steering", text })),
      ...snapshot.queue.followUp.map((text) => ({ label: "Follow-up", text })),
      ...chat.queued.map((q) => ({ label: q.kind === "followUp" ? "Follow-up" : "Queued", text: q.text }))
    ]
    : []
  const queueShown = queued.slice(0, 3)
  const queueLines = queueShown.length + (queued.length > queueShown.length ? 1 : 0)
  const items = overlay.kind === "none" ? menuItems() : []
  const menuShown = windowed(items, Math.min(menuRef.current.index, items.length - 1), Math.max(3, Math.min(10, Math.floor(size.rows / 4))))
  const menuLines = menuShown.items.length
  const bodyHeight = Math.max(3, size.rows - 1 - 1 - 1 - (editor === undefined ? 0 : editor.height + 2) - queueLines - menuLines)

  // the active path changes with the tree, not with each streamed delta
  const path = useMemo(() => SessionTree.branch(snapshot.tree), [snapshot.tree])

  const body = useMemo(() => {
    switch (overlay.kind) {
      case "none": {
        const { bash: bashRun, partial } = chat
        const trailing = [
          ...(partial === undefined ? [] : Chat.partialLines(partial, width, display)),
          ...(bashRun === undefined ? [] : Chat.runningCommandLines(bashRun.command, bashRun.output, width))
        ]
        // scrolled up, the last line says how far
        const height = scroll > 0 ? bodyHeight - 1 : bodyHeight
        const view = Chat.viewport(path, trailing, width, height, scroll, display)
        lastView.current = { below: view.below, height }
        if (view.lines.length === 0) {
          return [
            <Text key="empty" color="gray">
              {snapshot.file === undefined ? "New session (in memory)." : "New session."}{" "}
              Type a message, / for the commands (/hotkeys for the keys), or !command to run a shell command.
            </Text>
          ]
        }
        const lines = view.lines.map((line, i) => <LineView key={i} line={line} />)
        if (view.below > 0) {
          lines.push(
            <Text key="scrolled" color="yellow" wrap="truncate-end">
              {`↓ ${view.below} more line${view.below === 1 ? "" : "s"} below · PageDown scrolls back`}
            </Text>
          )
        }
        return lines
      }
      case "tree":
      case "summarize":
      case "instructions":
        return treeView(overlay)
      case "fork": {
        const shown = windowed(overlay.items, overlay.index, bodyHeight - 2)
        return [
          <Text key="title" bold>
            Fork from a user message (Enter forks before it, Esc closes)
          </Text>,
          ...shown.items.map((item, i) => {
            const selected = shown.start + i === overlay.index
            return (
              <Text key={item.entryId} wrap="truncate-end" bold={selected} {...(selected ? { color: "cyan" } : {})}>
                {(selected ? "› " : "  ") + oneLine(item.text)}
              </Text>
            )
          }),
          <Text key="count" color="gray">{`  (${overlay.index + 1}/${overlay.items.length})`}</Text>
        ]
      }
      case "resume":
        return resumeView(overlay)
      case "picker": {
        const items = ListPicker.visible(overlay.state)
        const index = ListPicker.selectedIndex(overlay.state)
        const shown = windowed(items, index, Math.max(3, bodyHeight - 4))
        return [
          <Text key="title" bold>
            {`  ${overlay.title}`}
          </Text>,
          <Text key="help" color="gray" wrap="truncate-end">
            {"  type to search · ↑↓ move · Enter select · ^S save as default · Esc close"}
          </Text>,
          <Text key="query">{`  Search: ${overlay.state.query}`}</Text>,
          ...(items.length === 0 ? [<Text key="none">{"  No match"}</Text>] : []),
          ...shown.items.map((item, i) => {
            const selected = shown.start + i === index
            return (
              <Text key={item.key} wrap="truncate-end" inverse={selected}>
                {(selected ? "› " : "  ") + item.label}
                {item.detail === undefined || item.detail === "" ? "" : <Text color="gray">{`  ${item.detail}`}</Text>}
              </Text>
            )
          })
        ]
      }
      case "text": {
        const shown = overlay.lines.slice(overlay.offset, overlay.offset + bodyHeight - 2)
        const more = overlay.lines.length > bodyHeight - 2
        return [
          <Text key="title" bold>
            {overlay.title}
          </Text>,
          ...shown.map((line, i) => (
            <Text key={i} wrap="truncate-end">
              {line === "" ? " " : line}
            </Text>
          )),
          <Text key="close" color="gray">
            {more ? "(↑↓ scroll · Enter or Esc closes)" : "(Enter or Esc closes)"}
          </Text>
        ]
      }
    }
  }, [overlay, snapshot, path, chat.partial, chat.bash, width, bodyHeight, scroll, display])

  function treeView(current: Extract<Overlay, { kind: "tree" | "summarize" | "instructions" }>) {
    const state = current.kind === "tree" ? current.state : current.tree
    const rows = TreeSelector.rows(snapshot.tree, state)
    const index = TreeSelector.selectedIndex(rows, state)
    const height = Math.max(3, bodyHeight - 6)
    const shown = windowed(rows, index, height)
    const out = [
      <Text key="title" bold>
        {"  Session Tree"}
      </Text>,
      <Text key="help" color="gray" wrap="truncate-end">
        {"  ↑↓ move · ←→ page · ^←/^→ fold · Enter go · L label · T label time · ^D/^T/^U/^L/^A filters · ^O cycle · Esc close"}
      </Text>,
      <Text key="search">{`  Type to search: ${state.search}`}</Text>
    ]
    if (rows.length === 0) out.push(<Text key="none">{"  No entries found"}</Text>)
    // deep gutters pan left so that the selected row's text stays in view
    const pan = Math.max(0, (rows[index]?.gutter.length ?? 0) - Math.floor((width - 2) / 2))
    shown.items.forEach((row, i) => {
      const selected = shown.start + i === index
      const gutter = pan === 0 ? row.gutter : `…${row.gutter.slice(Math.min(row.gutter.length, pan + 1))}`
      out.push(
        <Text key={row.id} wrap="truncate-end" bold={selected || row.active} inverse={selected} {...(row.isLeaf ? { color: "green" } : {})}>
          {(selected ? "› " : "  ") + gutter + row.text}
        </Text>
      )
    })
    out.push(<Text key="footer" color="gray">{TreeSelector.footer(rows, state)}</Text>)
    if (current.kind === "tree" && current.labelInput !== undefined) {
      out.push(
        <Box key="label">
          <Text>{"  Label (empty to remove): "}</Text>
          <InputView buffer={current.labelInput} width={width - 28} />
        </Box>
      )
    }
    if (current.kind === "summarize") {
      out.push(
        <Text key="ask" bold>
          {"  Summarize branch?"}
        </Text>
      )
      SUMMARY_CHOICES.forEach((choice, i) =>
        out.push(
          <Text key={choice} {...(i === current.choice ? { color: "cyan" } : {})} bold={i === current.choice}>
            {(i === current.choice ? "  › " : "    ") + choice}
          </Text>
        )
      )
    }
    if (current.kind === "instructions") {
      out.push(
        <Text key="ask" bold>
          {"  Custom summarization instructions (Enter confirms, Esc goes back)"}
        </Text>,
        <InputView key="editor" buffer={current.buffer} width={width} prompt="> " />
      )
    }
    return out
  }

  function resumeView(current: Extract<Overlay, { kind: "resume" }>) {
    const out = [
      <Text key="title" bold>
        {SessionPicker.title(current.state)}
      </Text>,
      <Text key="help" color="gray" wrap="truncate-end">
        {"  type to search · Tab scope · ^S sort · ^N named · ^P paths · ^R rename · ^D delete · Enter resume · Esc cancel"}
      </Text>,
      <Text key="mode" color="yellow" wrap="truncate-end">
        {`  ${SessionPicker.mode(current.state)}`}
      </Text>,
      <Text key="query">{`  Search: ${current.state.query}`}</Text>
    ]
    if (current.sessions === undefined) {
      out.push(<Text key="loading">{current.progress === undefined ? "  Loading..." : `  Loading ${current.progress[0]}/${current.progress[1]}`}</Text>)
      return out
    }
    const rows = SessionPicker.rows(current.sessions, current.state, new Date(), snapshot.file)
    const index = SessionPicker.selectedIndex(rows, current.state)
    const shown = windowed(rows, index, Math.max(3, bodyHeight - 7))
    if (rows.length === 0) out.push(<Text key="none">{"  No sessions found"}</Text>)
    shown.items.forEach((row, i) => {
      const selected = shown.start + i === index
      const left = `${selected ? "› " : "  "}${row.prefix}${row.title}`
      // the right column keeps its place; the title gets the columns that are left
      const right = Columns.clip(row.right, Math.max(0, width - 12))
      const room = Math.max(0, width - Columns.width(right) - 1)
      out.push(
        <Text key={row.path} wrap="truncate-end" inverse={selected}>
          <Text {...(row.named ? { color: "yellow" } : {})} bold={row.current}>
            {Columns.pad(left, room)}
          </Text>
          <Text color="gray">{right}</Text>
        </Text>
      )
    })
    out.push(<Text key="count" color="gray">{`  (${rows.length === 0 ? 0 : index + 1}/${rows.length})`}</Text>)
    if (current.rename !== undefined) {
      out.push(
        <Box key="rename">
          <Text>{"  New name: "}</Text>
          <InputView buffer={current.rename} width={width - 12} />
        </Box>
      )
    }
    if (current.confirmDelete !== undefined) {
      out.push(
        <Text key="confirm" color="red" bold>
          {"  Delete session? (Enter confirms, Esc cancels)"}
        </Text>
      )
    }
    return out
  }

  const name = SessionTree.sessionName(snapshot.tree)
  const where = snapshot.file === undefined ? "in memory" : snapshot.file.split(/[\\/]/).pop() ?? snapshot.file
  // a message taller than the editor says where the cursor is, first, where it is never cut off
  const position = editor !== undefined && editor.total > editor.height ? `line ${buffer.row + 1}/${buffer.lines.length} · ` : ""
  // what the agent is doing comes first, where a narrow terminal does not cut it off
  const model = snapshot.model
  const modelText = `${model.provider}/${model.modelId}${model.provider === "offline" ? " (offline)" : ""}${
    model.reasoning ? ` · thinking ${snapshot.thinkingLevel}` : ""
  }`
  // each part made safe on its own: a sequence left open in the name must not take the rest of the line
  const footer = `${busy ? `${snapshot.activity}... · ` : ""}${position}${name === undefined ? "" : `${TerminalText.line(name)} · `}${
    TerminalText.line(where)
  } · ${TerminalText.line(modelText)}`

  return (
    <Box flexDirection="column" width={width}>
      <Box flexDirection="column" height={bodyHeight} overflowY="hidden">
        {body}
      </Box>
      <Text wrap="truncate-end" {...(chat.status === undefined ? {} : { color: STATUS_COLOR[chat.status.tone] })}>
        {chat.status?.text ?? " "}
      </Text>
      {queueShown.map((item, i) => (
        <Text key={`queued-${i}`} color="cyan" wrap="truncate-end">
          {`${item.label}: ${oneLine(item.text)}`}
        </Text>
      ))}
      {queued.length > queueShown.length ?
        <Text key="queued-more" color="cyan">{`… and ${queued.length - queueShown.length} more queued (Alt+↑ puts them back into the editor)`}</Text> :
        null}
      {menuShown.items.map((command, i) => {
        const selected = menuShown.start + i === Math.min(menuRef.current.index, items.length - 1)
        const usage = `/${command.name}${command.args === undefined ? "" : ` ${command.args}`}`
        return (
          <Text key={command.name} wrap="truncate-end" {...(selected ? { color: "cyan", bold: true } : {})}>
            {`${selected ? "› " : "  "}${Columns.pad(usage, 24)}`}
            <Text color="gray" bold={false}>
              {command.description}
            </Text>
          </Text>
        )
      })}
      {editor !== undefined ?
        (
          <Box borderStyle="round" borderColor={busy ? "yellow" : "gray"} flexDirection="column" width={width}>
            <EditorView
              layout={editor}
              placeholder={busy
                ? "Esc aborts · Enter steers · Alt+Enter: follow-up"
                : "Enter sends · Shift+Enter: new line · / commands · ! shell · Esc Esc: /tree"}
            />
          </Box>
        ) :
        null}
      <Text color="gray" wrap="truncate-end">
        {footer}
      </Text>
    </Box>
  )
}

/** Puts text on the clipboard with the terminal's OSC 52 sequence (works over SSH and in tmux). */
const copyToClipboard = (stdout: NodeJS.WriteStream, text: string) => {
  stdout.write(`\u001b]52;c;${Buffer.from(text, "utf8").toString("base64")}\u0007`)
}

/** The `/session` block: pi's layout over the totals `arbor info` computes (every entry of the file). */
const sessionBlock = (snapshot: Snapshot): ReadonlyArray<string> => {
  const facts = SessionStats.compute(snapshot.tree, snapshot.header, snapshot.file, [])
  const fmt = (n: number) => n.toLocaleString("en-US")
  const role = (name: string) => facts.messages.byRole[name] ?? 0
  const { input, output, cacheRead, cacheWrite } = facts.tokens
  const allInput = input + cacheRead + cacheWrite
  const lines = [
    ...(facts.name === null ? [] : [`Name: ${facts.name}`]),
    `File: ${snapshot.file ?? "In-memory"}`,
    `ID: ${facts.id}`,
    "",
    "Messages",
    `Total: ${fmt(facts.messages.total)}`,
    `User: ${fmt(role("user"))}`,
    `Assistant: ${fmt(role("assistant"))}`,
    `Tools: ${fmt(facts.toolCalls)} calls, ${fmt(role("toolResult"))} results`,
    "",
    "Tokens",
    `Input: ${fmt(allInput)}`
  ]
  if (cacheRead > 0 || cacheWrite > 0) {
    const pct = allInput === 0 ? 0 : Math.round((cacheRead / allInput) * 100)
    lines.push(`  Cached: ${fmt(cacheRead)} (${pct}%)`)
    lines.push(`  Uncached: ${fmt(input + cacheWrite)}${cacheWrite > 0 ? ` (${fmt(cacheWrite)} written to cache)` : ""}`)
  }
  lines.push(`Output: ${fmt(output)}`, `Total: ${fmt(facts.tokens.total)}`)
  if (facts.cost.total > 0) lines.push("", "Cost", `Total: $${facts.cost.total.toFixed(3)}`)
  return lines
}

/** `/hotkeys`: every key of the chat and the editor, then the commands, from the tables that bind them. */
const hotkeysBlock = (): ReadonlyArray<string> => {
  const table = <A extends string>(title: string, bindings: ReadonlyArray<Keys.Binding<A>>) => {
    const rows = bindings.map((b) => [b.keys.map(Keys.display).join(", "), b.description] as const)
    const left = Math.max(...rows.map(([keys]) => Columns.width(keys))) + 2
    return [title, ...rows.map(([keys, description]) => `  ${Columns.pad(keys, left)}${description}`), ""]
  }
  const commands = Commands.all.map((c) => [`/${c.name}${c.args === undefined ? "" : ` ${c.args}`}`, c.description] as const)
  const left = Math.max(...commands.map(([usage]) => usage.length)) + 2
  return [
    ...table("Chat", Keys.chat),
    ...table("Editor", Keys.editor),
    ...table("Command menu (type /)", Keys.menu),
    "Commands",
    ...commands.map(([usage, description]) => `  ${usage.padEnd(left)}${description}`),
    "",
    "/tree and /resume list their own keys at the top."
  ]
}
