/**
 * The interactive terminal UI (Ink). One screen: the transcript of the active path (or an open
 * selector) above, a status line, the multi-line editor, and a footer with the session and the
 * model. Everything it shows comes from the controller's snapshot and events; every change
 * goes through the controller. The models behind the selectors are the pure modules beside it.
 */
import { Box, Text, useApp, useInput, useStdout, type Key } from "ink"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import * as AssistantMessage from "../../domain/AssistantMessage.js"
import * as Session from "../../domain/Session.js"
import type * as SessionInfo from "../../domain/SessionInfo.js"
import * as SessionTree from "../../domain/SessionTree.js"
import type { AgentEvent } from "../../services/EventBus.js"
import * as Render from "../Render.js"
import * as Chat from "./Chat.js"
import { type Controller, isBusy, type Snapshot } from "./Controller.js"
import * as Editor from "./Editor.js"
import * as ListPicker from "./ListPicker.js"
import * as SessionPicker from "./SessionPicker.js"
import * as TreeSelector from "./TreeSelector.js"

type Tone = "info" | "warning" | "error"

interface Status {
  readonly text: string
  readonly tone: Tone
}

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
  | { readonly kind: "text"; readonly title: string; readonly lines: ReadonlyArray<string> }
  /** The model selector (`/model`, Ctrl+L) or the thinking-level selector (`/thinking`). */
  | { readonly kind: "picker"; readonly purpose: "model" | "thinking"; readonly title: string; readonly state: ListPicker.State }

/** A `!cmd` running: its command and the output so far. */
interface BashRun {
  readonly command: string
  readonly output: string
}

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

/** The editor's lines with the cursor drawn as an inverse cell. */
const EditorView = ({
  buffer,
  width,
  placeholder,
  prompt = "> "
}: {
  readonly buffer: Editor.Buffer
  readonly width: number
  readonly placeholder?: string
  readonly prompt?: string
}) => {
  const empty = Editor.isEmpty(buffer)
  return (
    <Box flexDirection="column">
      {buffer.lines.map((line, row) => {
        const prefix = row === 0 ? prompt : " ".repeat(prompt.length)
        if (row !== buffer.row) {
          return (
            <Text key={row} wrap="truncate-end">
              {prefix + line}
            </Text>
          )
        }
        const before = line.slice(0, buffer.col)
        const code = line.codePointAt(buffer.col)
        const at = code === undefined ? " " : String.fromCodePoint(code)
        const after = line.slice(buffer.col + at.length)
        const visible = Math.max(10, width - prefix.length - 1)
        const shift = Math.max(0, before.length - visible)
        return (
          <Text key={row} wrap="truncate-end">
            {prefix}
            {before.slice(shift)}
            <Text inverse>{at}</Text>
            {empty && placeholder !== undefined ? <Text color="gray">{placeholder}</Text> : after}
          </Text>
        )
      })}
    </Box>
  )
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

export const App = ({ controller, startWithPicker, notice }: AppProps) => {
  const { exit } = useApp()
  const { stdout } = useStdout()
  const [size, setSize] = useState({ columns: stdout.columns || 80, rows: stdout.rows || 24 })
  const [snapshot, setSnapshot] = useState<Snapshot>(() => controller.snapshot())
  const [partial, setPartial] = useState<AssistantMessage.Partial | undefined>(undefined)
  const [status, setStatus] = useState<Status | undefined>(notice === undefined ? undefined : { text: notice, tone: "warning" })
  const [bufferRef, setBuffer] = useLatest<Editor.Buffer>(Editor.empty)
  const [overlayRef, setOverlay] = useLatest<Overlay>({ kind: "none" })
  const [scroll, setScroll] = useState(0)
  const [queuedRef, setQueued] = useLatest<ReadonlyArray<string>>([])
  const [bashRef, setBash] = useLatest<BashRun | undefined>(undefined)
  const lastEscape = useRef(0)
  const lastCtrlC = useRef(0)

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
        switch (event.type) {
          case "message_start":
            setPartial(AssistantMessage.start({ api: "", provider: "", model: "", timestamp: 0 }))
            break
          case "message_update":
            setPartial((current) => (current === undefined ? current : AssistantMessage.apply(current, event.delta)))
            break
          case "message_end":
            if (event.message.role === "assistant") setPartial(undefined)
            reload()
            break
          case "agent_start":
          case "entry_appended":
          case "tree_navigated":
          case "session_switched":
            reload()
            break
          case "agent_end":
            setPartial(undefined)
            reload()
            if (event.errorMessage !== undefined) info(event.errorMessage, "error")
            break
          case "compaction_start":
            info(event.reason === "manual" ? "Compacting context... (Esc to cancel)" : "Auto-compacting... (Esc to cancel)", "warning")
            reload()
            break
          case "compaction_end":
            reload()
            if (event.errorMessage !== undefined) info(event.errorMessage, "error")
            else if (event.aborted) info("Compaction cancelled", "warning")
            else if (event.result !== undefined) info(`Compacted ${event.result.tokensBefore.toLocaleString("en-US")} tokens`)
            break
          case "extension_error":
            info(`Extension ${event.extension} failed on ${event.event}: ${event.error}`, "error")
            break
          case "queue_update":
          case "model_changed":
          case "thinking_level_changed":
            reload()
            break
          case "auto_retry_start":
            info(`${event.errorMessage} Retrying in ${Math.round(event.delayMs / 1000)}s (attempt ${event.attempt} of ${event.maxAttempts})...`, "warning")
            break
          case "auto_retry_end":
            if (!event.success) info(`Gave up after ${event.attempt} ${event.attempt === 1 ? "retry" : "retries"}: ${event.finalError ?? "the reply failed"}`, "error")
            else setStatus(undefined)
            break
          default:
            break
        }
      }),
    [controller]
  )

  // A prompt typed while the agent was busy runs when it is idle again.
  useEffect(() => {
    const queued = queuedRef.current
    if (snapshot.activity !== "idle" || queued.length === 0) return
    const [next, ...rest] = queued
    setQueued(rest)
    setStatus(undefined)
    if (next !== undefined) runPrompt(next)
  }, [snapshot.activity, queuedRef.current])

  useEffect(() => {
    if (startWithPicker) openResume(true)
  }, [])

  const width = Math.max(20, size.columns)
  const busy = snapshot.activity !== "idle"

  /** Messages waiting for the agent go back into the editor, before what is there (pi's rule when a run is aborted). */
  const restoreQueued = () => {
    const waiting = queuedRef.current
    if (waiting.length === 0) return
    setQueued([])
    setBuffer((current) => Editor.fromText([...waiting, Editor.text(current)].filter((t) => t !== "").join("\n\n")))
  }

  const enqueue = (text: string, first: boolean) => {
    setQueued((current) => (first ? [text, ...current] : [...current, text]))
    info(`Queued: ${oneLine(text).slice(0, 60)}`)
  }

  const runPrompt = (text: string) => {
    setScroll(0)
    controller.prompt(text).then(reload, (error) => {
      // another operation started first: the message waits for it instead of being lost
      if (isBusy(error)) {
        enqueue(text, true)
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
        setOverlay((current) => (current.kind === "resume" && current.state.scope === scope && current.sessions === undefined ? { ...current, progress: [loaded, total] } : current))
      )
      .then((sessions) => setOverlay((current) => (current.kind === "resume" && current.state.scope === scope ? { ...current, sessions } : current)), fail)

  const navigate = (targetId: string, treeState: TreeSelector.State, summarize: boolean, customInstructions?: string) => {
    setOverlay({ kind: "none" })
    if (summarize) info("Summarizing branch... (Esc to cancel)", "warning")
    restoreQueued()
    const run = async () => {
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

  const submit = (raw: string) => {
    const text = raw.trim()
    if (text === "") return
    setBuffer(Editor.empty)
    if (text.startsWith("!")) return runBash(text)
    const command = text.split(/\s+/)[0] ?? ""
    const rest = text.slice(command.length).trim()
    switch (command) {
      case "/model":
        return rest === "" ? void openModelPicker() : void chooseModel(rest)
      case "/thinking":
        return rest === "" ? void openThinkingPicker() : void chooseThinkingLevel(rest)
      case "/quit":
      case "/exit":
        return exit()
      case "/tree":
        return openTree()
      case "/fork": {
        const items = Session.forkCandidates(controller.snapshot().tree)
        if (items.length === 0) return info("No messages to fork from", "warning")
        return setOverlay({ kind: "fork", items, index: items.length - 1 })
      }
      case "/clone":
        if (SessionTree.leafId(controller.snapshot().tree) === null) return info("Nothing to clone yet", "warning")
        return void controller.clone().then((result) => {
          reload()
          if (!result.cancelled) info("Cloned to new session")
        }, fail)
      case "/new":
        return void controller.newSession().then((result) => {
          reload()
          setScroll(0)
          if (!result.cancelled) info("✓ New session started")
        }, fail)
      case "/resume":
        return openResume(false)
      case "/session":
        return setOverlay({ kind: "text", title: "Session Info", lines: sessionBlock(controller.snapshot()) })
      case "/compact":
        return void controller.compact(rest === "" ? undefined : rest).then(reload, (error) => {
          reload()
          fail(error)
        })
      case "/name": {
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
      default:
        if (controller.snapshot().activity === "streaming") return steer(text)
        if (controller.snapshot().activity !== "idle") return enqueue(text, false)
        return runPrompt(text)
    }
  }

  // -- models, thinking levels, steering, shell commands --------------------------------------

  /** Enter while the agent works: a steering message for the running prompt (or a prompt of its own if it just ended). */
  const steer = (text: string) =>
    void controller.steer(text).then((queued) => {
      if (queued) info(`Steering: ${oneLine(text).slice(0, 60)}`)
      else runPrompt(text)
    }, fail)

  const modelName = (model: { readonly provider: string; readonly modelId: string }) => `${model.provider}/${model.modelId}`

  const announceModel = (model: { readonly provider: string; readonly modelId: string; readonly reasoning: boolean }, level: string) =>
    info(`Model: ${modelName(model)}${model.reasoning ? ` · thinking ${level}` : ""}`)

  const openModelPicker = () =>
    controller.models().then((models) => {
      const current = controller.snapshot().model
      const items = models.map((m): ListPicker.Item => ({
        key: modelName(m),
        label: modelName(m),
        detail: [m.name !== undefined && m.name !== m.modelId ? m.name : undefined, `${Math.round(m.contextWindow / 1000)}k`, m.reasoning ? "reasoning" : undefined]
          .filter((d) => d !== undefined)
          .join(" · ")
      }))
      setOverlay({ kind: "picker", purpose: "model", title: "Select a model", state: ListPicker.initial(items, modelName(current)) })
    }, fail)

  /** `/model provider/id` (or an id that one available model has). */
  const chooseModel = (spec: string) =>
    controller.models().then((models) => {
      const slash = spec.indexOf("/")
      const exact = models.find((m) => modelName(m) === spec) ?? (slash < 0 ? models.find((m) => m.modelId === spec) : undefined)
      const provider = exact?.provider ?? (slash < 0 ? "" : spec.slice(0, slash))
      const modelId = exact?.modelId ?? (slash < 0 ? spec : spec.slice(slash + 1))
      if (provider === "") return info(`Unknown model: ${spec} (Ctrl+L lists the models)`, "error")
      return controller.setModel(provider, modelId).then((model) => {
        reload()
        announceModel(model, controller.snapshot().thinkingLevel)
      })
    }).catch(fail)

  const cycleModel = (direction: 1 | -1) =>
    void controller.cycleModel(direction).then((cycle) => {
      reload()
      if (cycle === undefined) info("No other model to switch to (Ctrl+L lists the models)", "warning")
      else announceModel(cycle.model, cycle.thinkingLevel)
    }, fail)

  const openThinkingPicker = () =>
    controller.thinkingLevels().then((levels) => {
      const items = levels.map((level): ListPicker.Item => ({ key: level, label: level }))
      setOverlay({ kind: "picker", purpose: "thinking", title: "Select a thinking level", state: ListPicker.initial(items, controller.snapshot().thinkingLevel) })
    }, fail)

  const chooseThinkingLevel = (level: string) =>
    controller.thinkingLevels().then((levels) => {
      if (!(levels as ReadonlyArray<string>).includes(level)) {
        const model = controller.snapshot().model
        return info(model.reasoning ? `Unknown thinking level ${level}; ${modelName(model)} takes ${levels.join(", ")}` : `${modelName(model)} does not think; the level stays off`, "error")
      }
      return controller.setThinkingLevel(level).then((set) => {
        reload()
        info(`Thinking level: ${set}`)
      })
    }).catch(fail)

  const cycleThinkingLevel = () =>
    void controller.cycleThinkingLevel(1).then((level) => {
      reload()
      if (level === undefined) info(`${modelName(controller.snapshot().model)} does not think; the level stays off`, "warning")
      else info(`Thinking level: ${level}`)
    }, fail)

  /** `!cmd` runs a shell command for the context; `!!cmd` keeps it out of the context. */
  const runBash = (text: string) => {
    const excluded = text.startsWith("!!")
    const command = text.slice(excluded ? 2 : 1).trim()
    if (command === "") return info(excluded ? "Usage: !!command" : "Usage: !command", "warning")
    if (bashRef.current !== undefined) return info("A shell command is already running (Esc stops it)", "warning")
    setBash({ command, output: "" })
    setScroll(0)
    controller
      .bash(command, excluded, (delta) => setBash((current) => (current === undefined ? current : { ...current, output: current.output + delta })))
      .then(
        (result) => {
          setBash(undefined)
          reload()
          if (controller.snapshot().activity !== "idle") info("The command's output joins the session when the reply ends")
          else if (result.cancelled) info("Command cancelled", "warning")
          else if (result.exitCode !== 0) info(`Command exited with code ${result.exitCode ?? "?"}`, "warning")
          else setStatus(undefined)
        },
        (error) => {
          setBash(undefined)
          fail(error)
        }
      )
  }

  /** The keys for models and thinking levels in the chat; true when the key was one of them. */
  const onAgentKey = (input: string, key: Key): boolean => {
    if (key.tab && key.shift) return cycleThinkingLevel(), true
    if (key.ctrl && input === "l") return void openModelPicker(), true
    if (key.ctrl && input === "p") return cycleModel(key.shift ? -1 : 1), true
    if (key.meta && input === "p") return cycleModel(-1), true
    return false
  }

  const onPickerKey = (input: string, key: Key, current: Extract<Overlay, { kind: "picker" }>) => {
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
      return void (current.purpose === "model" ? chooseModel(item.key) : chooseThinkingLevel(item.key))
    }
    if (key.ctrl && input === "s") {
      // pi's Ctrl+S: the selected model or level becomes the default for new sessions
      if (item === undefined) return
      const saved =
        current.purpose === "model"
          ? controller.saveSetting(["defaultProvider"], item.key.slice(0, item.key.indexOf("/"))).then(() => controller.saveSetting(["defaultModel"], item.key.slice(item.key.indexOf("/") + 1)))
          : controller.saveSetting(["defaultThinkingLevel"], item.key)
      return void saved.then(() => info(`Saved ${item.key} as the default ${current.purpose === "model" ? "model" : "thinking level"}`), fail)
    }
    if (key.backspace || key.delete) return set(ListPicker.backspace(current.state))
    if (input !== "" && !key.ctrl && !key.meta && !key.tab) return set(ListPicker.type(current.state, input))
  }

  // -- keys -------------------------------------------------------------------------------------

  const listHeight = Math.max(5, Math.floor(size.rows / 2))

  const onTreeKey = (input: string, key: Key, current: Extract<Overlay, { kind: "tree" }>) => {
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
      return setOverlay({ ...current, labelInput: editBuffer(labelInput, input, key, false) })
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

  const onResumeKey = (input: string, key: Key, current: Extract<Overlay, { kind: "resume" }>) => {
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
        setOverlay({ kind: "resume", state: current.state, sessions: current.sessions, quitOnCancel: current.quitOnCancel })
        loadSessions(current.state.scope)
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
      return setOverlay({ ...current, rename: editBuffer(rename, input, key, false) })
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

  const onChatKey = (input: string, key: Key) => {
    const buffer = bufferRef.current
    const busy = controller.snapshot().activity !== "idle"
    if (key.escape) {
      if (bashRef.current !== undefined) {
        void controller.abortBash().then(undefined, fail)
        return
      }
      if (busy) {
        restoreQueued()
        // pi's Esc: what waited for the reply goes back into the editor, then the reply stops
        void controller
          .clearQueue()
          .then(({ followUp, steering }) => {
            const waiting = [...steering, ...followUp]
            if (waiting.length > 0) setBuffer((current) => Editor.fromText([...waiting, Editor.text(current)].filter((t) => t !== "").join("\n\n")))
            return controller.abort()
          })
          .then(reload, fail)
        return
      }
      const now = Date.now()
      if (Editor.isEmpty(buffer) && now - lastEscape.current < 500) {
        lastEscape.current = 0
        return openTree()
      }
      lastEscape.current = now
      return
    }
    if (key.ctrl && input === "c") {
      if (!Editor.isEmpty(buffer)) return setBuffer(Editor.empty)
      const now = Date.now()
      if (now - lastCtrlC.current < 1000) return exit()
      lastCtrlC.current = now
      return info("Press Ctrl+C again to exit", "warning")
    }
    if (key.ctrl && input === "d" && Editor.isEmpty(buffer)) return exit()
    if (onAgentKey(input, key)) return
    if (key.pageUp) return setScroll((s) => s + Math.max(1, size.rows - 8))
    if (key.pageDown) return setScroll((s) => Math.max(0, s - Math.max(1, size.rows - 8)))
    if (key.return && !key.meta) {
      const line = buffer.lines[buffer.row] ?? ""
      // a backslash before Enter continues the message on a new line
      if (buffer.col === line.length && line.endsWith("\\")) return setBuffer(Editor.newline(Editor.backspace(buffer)))
      return submit(Editor.text(buffer))
    }
    setBuffer(editBuffer(buffer, input, key, true))
  }

  useInput((input, key) => {
    for (const [one, oneKey] of splitKeys(input, key)) onKey(one, oneKey)
  })

  const onKey = (input: string, key: Key) => {
    const overlay = overlayRef.current
    switch (overlay.kind) {
      case "none":
        return onChatKey(input, key)
      case "tree":
        return onTreeKey(input, key, overlay)
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
        return setOverlay({ ...overlay, buffer: editBuffer(overlay.buffer, input, key, true) })
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
        return onResumeKey(input, key, overlay)
      case "text":
        if (key.escape || key.return || input === "q") setOverlay({ kind: "none" })
        return
      case "picker":
        return onPickerKey(input, key, overlay)
    }
  }

  // -- layout -----------------------------------------------------------------------------------

  const overlay = overlayRef.current
  const buffer = bufferRef.current

  const editorLines = overlay.kind === "none" ? Math.min(buffer.lines.length, Math.max(3, Math.floor(size.rows / 3))) : 0
  const bodyHeight = Math.max(3, size.rows - 1 - 1 - 1 - (overlay.kind === "none" ? editorLines + 2 : 0))

  // the active path changes with the tree, not with each streamed delta
  const path = useMemo(() => SessionTree.branch(snapshot.tree), [snapshot.tree])

  const body = useMemo(() => {
    switch (overlay.kind) {
      case "none": {
        const bashRun = bashRef.current
        const trailing = [
          ...(partial === undefined ? [] : Chat.partialLines(partial, width)),
          ...(bashRun === undefined ? [] : Chat.runningCommandLines(bashRun.command, bashRun.output, width))
        ]
        const view = Chat.viewport(path, trailing, width, bodyHeight, scroll)
        if (view.lines.length === 0) {
          return [
            <Text key="empty" color="gray">
              {snapshot.file === undefined ? "New session (in memory)." : "New session."} Type a message; !command runs a shell command; /model, /thinking,
              /tree, /fork, /clone, /new, /resume, /session, /compact, /name, /quit.
            </Text>
          ]
        }
        return view.lines.map((line, i) => (
          <Text key={i} wrap="truncate-end" {...TONE_STYLE[line.tone]}>
            {line.text === "" ? " " : line.text}
          </Text>
        ))
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
      case "text":
        return [
          <Text key="title" bold>
            {overlay.title}
          </Text>,
          ...overlay.lines.slice(0, bodyHeight - 2).map((line, i) => <Text key={i}>{line === "" ? " " : line}</Text>),
          <Text key="close" color="gray">
            (Enter or Esc closes)
          </Text>
        ]
    }
  }, [overlay, snapshot, path, partial, bashRef.current, width, bodyHeight, scroll])

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
          <EditorView buffer={current.labelInput} width={width - 28} prompt="" />
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
        <EditorView key="editor" buffer={current.buffer} width={width} />
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
      <Text key="query">{`  Search: ${current.state.query}`}</Text>
    ]
    if (current.sessions === undefined) {
      out.push(<Text key="loading">{current.progress === undefined ? "  Loading..." : `  Loading ${current.progress[0]}/${current.progress[1]}`}</Text>)
      return out
    }
    const rows = SessionPicker.rows(current.sessions, current.state, new Date(), snapshot.file)
    const index = SessionPicker.selectedIndex(rows, current.state)
    const shown = windowed(rows, index, Math.max(3, bodyHeight - 6))
    if (rows.length === 0) out.push(<Text key="none">{"  No sessions found"}</Text>)
    shown.items.forEach((row, i) => {
      const selected = shown.start + i === index
      const left = `${selected ? "› " : "  "}${row.prefix}${row.title}`
      const room = Math.max(0, width - row.right.length - 1)
      const clipped = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left
      out.push(
        <Text key={row.path} wrap="truncate-end" inverse={selected}>
          <Text {...(row.named ? { color: "yellow" } : {})} bold={row.current}>
            {clipped.padEnd(room)}
          </Text>
          <Text color="gray"> {row.right}</Text>
        </Text>
      )
    })
    out.push(<Text key="count" color="gray">{`  (${rows.length === 0 ? 0 : index + 1}/${rows.length})`}</Text>)
    if (current.rename !== undefined) {
      out.push(
        <Box key="rename">
          <Text>{"  New name: "}</Text>
          <EditorView buffer={current.rename} width={width - 12} prompt="" />
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
  const model = snapshot.model
  const thinking = model.reasoning ? ` · thinking ${snapshot.thinkingLevel}` : ""
  const offline = model.provider === "offline" ? " (offline)" : ""
  // what the agent is doing comes first: a narrow terminal cuts the end of the line
  const footer = `${busy ? `${snapshot.activity}... · ` : ""}${name === undefined ? "" : `${name} · `}${where} · ${model.provider}/${model.modelId}${offline}${thinking}`
  const waiting = queuedRef.current.length + snapshot.queue.steering.length + snapshot.queue.followUp.length

  return (
    <Box flexDirection="column" width={width}>
      <Box flexDirection="column" height={bodyHeight} overflow="hidden">
        {body}
      </Box>
      <Text wrap="truncate-end" {...(status === undefined ? {} : { color: STATUS_COLOR[status.tone] })}>
        {status?.text ?? (waiting > 0 ? `${waiting} queued` : " ")}
      </Text>
      {overlay.kind === "none" ? (
        <Box borderStyle="round" borderColor={busy ? "yellow" : "gray"} flexDirection="column" width={width}>
          <EditorView
            buffer={buffer.lines.length > editorLines ? { ...buffer, lines: buffer.lines.slice(-editorLines), row: buffer.row - (buffer.lines.length - editorLines) } : buffer}
            width={width - 2}
            placeholder={busy ? "Esc aborts · Enter steers the reply" : "Enter sends · Alt+Enter or \\ Enter: new line · Esc Esc: /tree"}
          />
        </Box>
      ) : null}
      <Text color="gray" wrap="truncate-end">
        {footer}
      </Text>
    </Box>
  )
}

/**
 * Ink hands over text that arrives in one read as one input. Keys typed faster than a read
 * (held Backspace, text then Enter from a quick typist or a program) are split back into
 * keys here; anything else (a paste with several lines) stays one input.
 */
const splitKeys = (input: string, key: Key): ReadonlyArray<readonly [string, Key]> => {
  if (input.length < 2) return [[input, key]]
  if (/^[\u007f\b]+$/.test(input)) return Array.from(input, () => ["", { ...key, backspace: true }] as const)
  if (/^[^\r\n\u007f\b]+\r$/.test(input)) return [[input.slice(0, -1), key], ["\r", { ...key, return: true }]]
  return [[input, key]]
}

/** One key applied to a text buffer. `multiline`: Alt+Enter and Ctrl+J insert a line break. */
const editBuffer = (buffer: Editor.Buffer, input: string, key: Key, multiline: boolean): Editor.Buffer => {
  if (multiline && ((key.return && key.meta) || input === "\n")) return Editor.newline(buffer)
  if (key.backspace || key.delete) return Editor.backspace(buffer)
  if (key.leftArrow) return Editor.left(buffer)
  if (key.rightArrow) return Editor.right(buffer)
  if (key.upArrow) return Editor.up(buffer)
  if (key.downArrow) return Editor.down(buffer)
  if (key.home) return Editor.home(buffer)
  if (key.end) return Editor.end(buffer)
  if (key.ctrl) {
    switch (input) {
      case "a":
        return Editor.home(buffer)
      case "e":
        return Editor.end(buffer)
      case "u":
        return Editor.killToStart(buffer)
      case "w":
        return Editor.deleteWord(buffer)
      default:
        return buffer
    }
  }
  if (key.meta || key.tab || key.escape || key.return) return buffer
  return Editor.insert(buffer, multiline ? input : input.replace(/[\r\n]+/g, " "))
}

/** Puts text on the clipboard with the terminal's OSC 52 sequence (works over SSH and in tmux). */
const copyToClipboard = (stdout: NodeJS.WriteStream, text: string) => {
  stdout.write(`\u001b]52;c;${Buffer.from(text, "utf8").toString("base64")}\u0007`)
}

/** The `/session` block: pi's layout over the totals `arbor info` computes (every entry of the file). */
const sessionBlock = (snapshot: Snapshot): ReadonlyArray<string> => {
  const facts = Render.info(snapshot.tree, snapshot.header, snapshot.file, [])
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
