/**
 * The interactive terminal UI (Ink): the view of the chat and the runner of what it asks for.
 * Everything it shows comes from the controller's snapshot and events; every change goes
 * through the controller. Keys come from `Keys` (one event per key, pastes whole). The state
 * machines are pure reducers beside it, which this component dispatches to: what the chat keeps
 * between snapshots (the reply streaming, the status line, the messages waiting, a `!` command
 * running) is `ChatState`'s; the editor, the command menu and the chat's keys are `Prompt`'s;
 * what covers the transcript (the selectors, the session picker, the pages of text) and what
 * its keys do is `Overlay`'s. The tasks `Prompt` and `Overlay` return are run here, against the
 * controller, and their answers dispatched back. `ChatView`, `OverlayView` and `Views` draw.
 */
import { useApp, useStdin, useStdout } from "ink"
import * as os from "node:os"
import { useEffect, useMemo, useRef, useState } from "react"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import type { AgentEvent } from "../../services/agent/EventBus.js"
import { userMessage } from "../cli/CliErrors.js"
import * as RpcProtocol from "../rpc/RpcProtocol.js"
import * as Chat from "./Chat.js"
import * as ChatState from "./ChatState.js"
import * as ChatView from "./ChatView.js"
import * as ClipboardPaste from "./ClipboardPaste.js"
import * as Commands from "./Commands.js"
import { changedOutside, type Controller, isBusy, type Snapshot } from "./Controller.js"
import * as FileWalk from "./FileWalk.js"
import * as Footer from "./Footer.js"
import * as GitBranch from "./GitBranch.js"
import * as Handover from "./Handover.js"
import * as History from "./History.js"
import { useKeys, useLatest, useLatestReducer } from "./Hooks.js"
import type * as Keys from "./Keys.js"
import * as KillRing from "./KillRing.js"
import * as ModelChoice from "./ModelChoice.js"
import * as Notes from "./Notes.js"
import * as Overlay from "./Overlay.js"
import * as OverlayView from "./OverlayView.js"
import * as Prompt from "./Prompt.js"
import * as Reload from "./Reload.js"
import * as SessionCommands from "./SessionCommands.js"
import type * as SessionPicker from "./SessionPicker.js"
import * as SettingsList from "./SettingsList.js"
import * as TextPages from "./TextPages.js"
import * as TrustChoices from "./TrustChoices.js"
import { layoutEditor, windowed } from "./Views.js"

type Tone = ChatState.Tone
type Status = ChatState.Status

export interface AppProps {
  readonly controller: Controller
  /** Open the session picker first (`-r`); cancelling it quits. */
  readonly startWithPicker: boolean
  /** Lines to show once at the start (the offline notice). */
  readonly notice: string | undefined
  /** The home folder, which the footer shows as `~`. */
  readonly home?: string | undefined
}

const errorText = (error: unknown): string => (error instanceof Error ? userMessage(error) : String(error))

type Queued = ChatState.Queued

export const App = ({ controller, startWithPicker, notice, home }: AppProps) => {
  const { exit } = useApp()
  const { stdout } = useStdout()
  const { stdin } = useStdin()
  const [size, setSize] = useState({ columns: stdout.columns || 80, rows: stdout.rows || 24 })
  const [snapshot, setSnapshot] = useState<Snapshot>(() => controller.snapshot())
  /** The reply streaming, the status line, the messages waiting and the `!` command running. */
  const [chatRef, dispatch, dispatchInFrame] = useLatestReducer(ChatState.reduce, () => ChatState.initial(notice))
  const chat = chatRef.current
  /** The editor, the command menu over it, and when Esc and Ctrl+C were last pressed. */
  const [promptRef, setPrompt] = useLatest<Prompt.State>(Prompt.initial)
  const [overlayRef, setOverlay] = useLatest<Overlay.Overlay>(Overlay.Overlay.None())
  const [scroll, setScroll] = useState(0)
  const [display, setDisplay] = useState<Chat.Display>(Chat.defaultDisplay)
  /** Whether the terminal is handed to another program (Ctrl+G, Ctrl+Z): the chat draws nothing. */
  const [away, setAway] = useState(false)
  /** The pages printed into the transcript (`/session`, `/hotkeys`). */
  const [notes, setNotes] = useState<ReadonlyArray<Notes.Note>>([])
  const ctrlCTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** The texts Ctrl+U, Ctrl+K, Ctrl+W or Alt+D deleted, for Ctrl+Y and Alt+Y. */
  const killRing = useRef<KillRing.Ring>(KillRing.empty)
  const editorTop = useRef(0)
  /** How far the transcript in view is scrolled up, and its height, for PageUp/PageDown. */
  const lastView = useRef({ below: 0, height: 1 })

  useEffect(() => () => clearTimeout(ctrlCTimer.current), [])

  /** Set to quit with an empty screen: the next frame draws nothing, then the chat exits. */
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    if (leaving) exit()
  }, [leaving])

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
        // a reply's deltas are drawn once a frame; every other event at once
        ;(event.type === "message_update" ? dispatchInFrame : dispatch)({ _tag: "Agent", event })
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
    if (startWithPicker) toOverlay(Overlay.Action.OpenResume({ quitOnCancel: true }))
  }, [])

  /** Up browses the user messages of the session opened, as pi's does. */
  const seedHistory = () => toPrompt(Prompt.Action.Seed({ texts: History.userTexts(SessionTree.branch(controller.snapshot().tree)) }))

  useEffect(seedHistory, [])

  // the footer's git branch: read once, then again when git rewrites HEAD
  const cwd = snapshot.header.cwd
  const [gitBranch, setGitBranch] = useState(() => (cwd === undefined ? undefined : GitBranch.read(cwd)))
  useEffect(() => (cwd === undefined ? undefined : GitBranch.watch(cwd, setGitBranch)), [cwd])

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
    toPrompt(Prompt.Action.Restore({ texts: waiting }))
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

  // -- overlays ---------------------------------------------------------------------------------

  /** What `Overlay.reduce` reads of the world when an action arrives. */
  const overlayContext = (): Overlay.Context => {
    const { file, tree } = controller.snapshot()
    return { tree, file, now: new Date(), listHeight, bodyHeight, columns: editorColumns(), killed: KillRing.newest(killRing.current) }
  }

  /** Moves the overlay's state machine by `action` and runs the tasks it asks for, in order. */
  const toOverlay = (action: Overlay.Action) => {
    const step = Overlay.reduce(overlayRef.current, action, overlayContext())
    setOverlay(step.overlay)
    for (const task of step.tasks) runOverlayTask(task)
  }

  /** Runs what the overlay asked for against the controller; the answers go back to it as actions. */
  const runOverlayTask = (task: Overlay.Task): void => {
    switch (task._tag) {
      case "Say":
        return info(task.text, task.tone)
      case "Navigate":
        return navigate(task)
      case "SetLabel":
        return void controller.setLabel(task.entryId, task.label).then(() => {
          reload()
          toOverlay(Overlay.Action.LabelSaved())
        }, fail)
      case "CopyText":
        return void controller.copy(task.text).then(undefined, fail)
      case "ChangeSetting":
        return void controller.changeSetting(task.change).then(() => {
          toOverlay(Overlay.Action.SettingChanged({ change: task.change }))
          info(SettingsList.announce(task.change))
        }, fail)
      case "Fork":
        return void controller.fork(task.entryId).then((result) => {
          reload()
          setScroll(0)
          if (result.cancelled) return
          toPrompt(Prompt.Action.Replace({ text: result.selectedText ?? "" }))
          info("Forked to new session")
        }, fail)
      case "LoadSessions":
        return void loadSessions(task.scope)
      case "Resume":
        return void controller.resume(task.path).then((result) => {
          reload()
          setScroll(0)
          if (result.cancelled) return
          seedHistory()
          info("Resumed session")
        }, fail)
      case "RenameSession":
        return void controller.renameSession(task.path, task.name).then(() => {
          toOverlay(Overlay.Action.SessionRenamed())
          reload()
        }, fail)
      case "DeleteSession":
        return void controller.deleteSession(task.path).then(() => {
          info("Session moved to trash")
          toOverlay(Overlay.Action.SessionDeleted({ path: task.path }))
        }, (error) => info(`Failed to delete: ${errorText(error)}`, "error"))
      case "Choose":
        if (task.purpose === "import") return importSession(task.key)
        return task.purpose === "model" ? chooseModel(task.key) : task.purpose === "trust" ? chooseTrust(task.key) : chooseThinkingLevel(task.key)
      case "SaveDefault":
        return saveDefault(task.purpose, task.key)
      case "SetScope":
        return controller.setModelScope(task.cycle)
      case "SaveScope":
        return void controller.saveSetting(["enabledModels"], task.patterns).then(() => info("Model selection saved to settings"), fail)
      case "Quit":
        // the picker that `-r` opened, cancelled: the chat leaves nothing on the screen
        return setLeaving(true)
      case "Killed":
        killRing.current = KillRing.push(killRing.current, task.text)
        return
    }
  }

  const loadSessions = (scope: SessionPicker.Scope) =>
    controller
      .sessions(scope, (loaded, total) => toOverlay(Overlay.Action.SessionsProgress({ scope, loaded, total })))
      .then((sessions) => toOverlay(Overlay.Action.SessionsLoaded({ scope, sessions })), fail)

  const navigate = (task: Extract<Overlay.Task, { readonly _tag: "Navigate" }>) => {
    const { confirm, customInstructions, restore, summarize, targetId, tree } = task
    if (summarize) info("Summarizing branch... (Esc to cancel)", "warning")
    const run = async () => {
      await restoreQueued()
      if (controller.snapshot().activity === "streaming") await controller.abort()
      return controller.navigate(targetId, { summarize, customInstructions, restore, confirm })
    }
    run().then(
      (result) => {
        reload()
        setScroll(0)
        if (result.aborted === true) {
          info("Branch summarization cancelled", "warning")
          toOverlay(Overlay.Action.NavigationAborted({ tree, targetId }))
        } else if (result.cancelled) info("Navigation cancelled", "warning")
        else {
          const editorText = result.editorText
          if (editorText !== undefined) toPrompt(Prompt.Action.Offer({ text: editorText }))
          const files = result.restored === undefined ? "" : ` (files restored: ${result.restored.changed} changed)`
          info(restore === "code" ? `Restored the files of the selected point${files}` : `Navigated to selected point${files}`)
        }
      },
      (error) => {
        reload()
        const changed = changedOutside(error)
        if (changed !== undefined) toOverlay(Overlay.Action.FilesChanged({ navigate: task, paths: changed }))
        else fail(error)
      }
    )
  }

  /** Sends a message now, in the running prompt, or queued while the agent works. */
  const send = (item: Queued) => {
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

  const openModelPicker = () =>
    void controller.models().then((models) => {
      const selected = ModelChoice.key(controller.snapshot().model)
      toOverlay(Overlay.Action.OpenPicker({ purpose: "model", title: "Select a model", items: ModelChoice.items(models), selected }))
    }, fail)

  /** `/model provider/id` (or an id that one available model has). */
  const chooseModel = (spec: string) =>
    void controller
      .models()
      .then((models) => {
        const chosen = ModelChoice.resolve(models, spec)
        if (chosen === undefined) return info(`Unknown model: ${spec} (Ctrl+L lists the models)`, "error")
        return controller.setModel(chosen.provider, chosen.modelId).then((model) => {
          reload()
          info(ModelChoice.announce(model, controller.snapshot().thinkingLevel))
        })
      })
      .catch(fail)

  const cycleModel = (direction: 1 | -1) =>
    void controller.cycleModel(direction).then((cycle) => {
      reload()
      if (cycle === undefined) info("No other model to switch to (Ctrl+L lists the models)", "warning")
      else info(ModelChoice.announce(cycle.model, cycle.thinkingLevel))
    }, fail)

  const openThinkingPicker = () =>
    void controller.thinkingLevels().then((levels) => {
      const items = levels.map((level) => ({ key: level, label: level }))
      toOverlay(Overlay.Action.OpenPicker({ purpose: "thinking", title: "Select a thinking level", items, selected: controller.snapshot().thinkingLevel }))
    }, fail)

  const chooseThinkingLevel = (level: string) =>
    void controller
      .thinkingLevels()
      .then((levels) => {
        if (!(levels as ReadonlyArray<string>).includes(level)) return info(ModelChoice.refuseLevel(controller.snapshot().model, level, levels), "error")
        return controller.setThinkingLevel(level).then((set) => {
          reload()
          info(`Thinking level: ${set}`)
        })
      })
      .catch(fail)

  const cycleThinkingLevel = () =>
    void controller.cycleThinkingLevel(1).then((level) => {
      reload()
      if (level === undefined) info(`${ModelChoice.key(controller.snapshot().model)} does not think; the level stays off`, "warning")
      else info(`Thinking level: ${level}`)
    }, fail)

  /** `!cmd` runs a shell command whose output joins the context; `!!cmd` keeps it out of the context. */
  const runBash = (command: string, excluded: boolean) => {
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

  /** `/trust`: the decision chosen is saved for the next start. */
  const chooseTrust = (key: string) =>
    void controller
      .trustProject()
      .then((project) => {
        const choice = TrustChoices.chosen(project, key)
        return choice === undefined ? undefined : controller.saveTrust(choice.updates).then(() => info(TrustChoices.announce(choice.trusted)))
      })
      .catch(fail)

  /** `/import`, once confirmed (an empty path: No). */
  const importSession = (source: string) => {
    if (source === "") return info("Import cancelled")
    return void controller.importSession(source).then(({ result }) => {
      reload()
      setScroll(0)
      info(result.cancelled ? "Import cancelled" : `Session imported from: ${source}`)
    }, (error) => info(`Failed to import session: ${errorText(error)}`, "error"))
  }

  /** pi's Ctrl+S in a selector: the model or level becomes the default for new sessions. */
  const saveDefault = (purpose: Overlay.Purpose, key: string) => {
    const slash = key.indexOf("/")
    const saved = purpose === "model"
      ? controller.saveSetting(["defaultProvider"], key.slice(0, slash)).then(() => controller.saveSetting(["defaultModel"], key.slice(slash + 1)))
      : controller.saveSetting(["defaultThinkingLevel"], key)
    return void saved.then(() => info(`Saved ${key} as the default ${purpose === "model" ? "model" : "thinking level"}`), fail)
  }

  /** Prints a page into the transcript after the leaf, as pi prints `/session` and `/hotkeys`. */
  const print = (title: string | undefined, lines: ReadonlyArray<string>) => {
    const { header, tree } = controller.snapshot()
    setScroll(0)
    setNotes((notes) => [...notes, { session: header.id, after: SessionTree.leafId(tree), title, lines }])
  }

  const runCommand = (name: Commands.Name, rest: string) => {
    switch (name) {
      case "model":
        return rest === "" ? openModelPicker() : chooseModel(rest)
      case "thinking":
        return rest === "" ? openThinkingPicker() : chooseThinkingLevel(rest)
      case "scoped-models":
        return void controller.modelScope().then(({ cycle, models }) => toOverlay(Overlay.Action.OpenScope({ models, enabled: cycle })), fail)
      case "quit":
        return exit()
      case "tree":
        return toOverlay(Overlay.Action.OpenTree())
      case "hotkeys":
        return print("Keyboard shortcuts and commands", ["", ...TextPages.hotkeys()])
      case "fork":
        return toOverlay(Overlay.Action.OpenFork())
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
        return toOverlay(Overlay.Action.OpenResume({ quitOnCancel: false }))
      case "session":
        return print("Session Info", ["", ...TextPages.session(controller.snapshot())])
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
      case "import": {
        const source = SessionCommands.pathArgument(rest)
        if (source === undefined) return info("Usage: /import <path.jsonl>", "error")
        const { items, selected, title } = SessionCommands.importQuestion(source)
        return toOverlay(Overlay.Action.OpenPicker({ purpose: "import", title, items, selected }))
      }
      case "settings":
        return void controller.settings().then((values) => toOverlay(Overlay.Action.OpenSettings({ values })), fail)
      case "export": {
        const { file, header } = controller.snapshot()
        const target = SessionCommands.exportTarget(rest, file, header.id)
        return void controller.exportSession(target.path, target.format).then(
          (written) => info(`Session exported to: ${written}`),
          (error) => info(`Failed to export session: ${errorText(error)}`, "error")
        )
      }
      case "copy": {
        const text = SessionCommands.lastAssistantText(SessionTree.branch(controller.snapshot().tree))
        if (text === undefined) return info("No agent messages to copy yet.", "error")
        return void controller.copy(text).then(() => info("Copied last agent message to clipboard"), fail)
      }
      case "trust":
        return void controller.trustProject().then((project) => {
          const { items, selected } = TrustChoices.items(project)
          toOverlay(Overlay.Action.OpenPicker({ purpose: "trust", title: TrustChoices.title(project), items, selected }))
        }, fail)
      case "reload": {
        // pi's refusals: the prompt a reply or a compaction uses stays as it is until it ends
        const activity = controller.snapshot().activity
        if (activity === "streaming") return info("Wait for the current response to finish before reloading.", "warning")
        if (activity === "compacting") return info("Wait for compaction to finish before reloading.", "warning")
        return void controller.reload().then((changed) => info(Reload.announce(changed)), (error) => info(`Reload failed: ${errorText(error)}`, "error"))
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

  /** What `Prompt.reduce` reads of the world when a key arrives. */
  const promptContext = (): Prompt.Context => ({
    now: Date.now(),
    busy: controller.snapshot().activity !== "idle",
    shellRunning: chatRef.current.bash !== undefined,
    columns: editorColumns(),
    killRing: killRing.current
  })

  /** Moves the editor's state machine by `action` and runs the tasks it asks for, in order. */
  const toPrompt = (action: Prompt.Action) => {
    const step = Prompt.reduce(promptRef.current, action, promptContext())
    setPrompt(step.state)
    for (const task of step.tasks) runPromptTask(task)
  }

  /** Runs what the chat's keys asked for. */
  const runPromptTask = (task: Prompt.Task): void => {
    switch (task._tag) {
      case "Say":
        return info(task.text, task.tone)
      case "Send":
        return send(task.item)
      case "Command":
        return runCommand(task.name, task.rest)
      case "Shell":
        return runBash(task.command, task.excluded)
      case "AbortShell":
        return void controller.abortBash().then(undefined, fail)
      case "Abort":
        // pi's Esc: what waited for the reply goes back into the editor, then the reply stops
        return void restoreQueued()
          .then(() => controller.abort())
          .then(reload, fail)
      case "Dequeue":
        return void restoreQueued().then((restored) => {
          if (!restored) info("No queued messages", "warning")
        }, fail)
      case "OpenTree":
        return toOverlay(Overlay.Action.OpenTree())
      case "Hint": {
        const hint = task.status
        setStatus(hint)
        clearTimeout(ctrlCTimer.current)
        ctrlCTimer.current = setTimeout(() => dispatch({ _tag: "StatusExpired", status: hint }), Prompt.CTRL_C_WINDOW_MS)
        return
      }
      case "Quit":
        return exit()
      case "SelectModel":
        return openModelPicker()
      case "CycleModel":
        return cycleModel(task.direction)
      case "CycleThinking":
        return cycleThinkingLevel()
      case "ToggleTools":
        return setDisplay((current) => ({ ...current, expandTools: !current.expandTools }))
      case "ToggleThinking":
        return setDisplay((current) => ({ ...current, showThinking: !current.showThinking }))
      case "Page": {
        // past the top the transcript stops; the scroll comes back to where it stopped (below)
        const page = Math.max(1, lastView.current.height - 1)
        return setScroll((s) => Math.max(0, Math.min(s, lastView.current.below) - task.direction * page))
      }
      case "Killed":
        killRing.current = task.ring
        return
      case "ListFiles":
        return void FileWalk.list(controller.snapshot().header.cwd ?? process.cwd()).then((paths) => toPrompt(Prompt.Action.Files({ paths })), fail)
      case "ExternalEditor":
        return handOver(() => {
          const edit = Handover.edit(terminal, task.text, process.env, controller.snapshot().header.cwd ?? process.cwd())
          if (edit._tag === "Edited") toPrompt(Prompt.Action.Edited({ text: edit.text }))
          else info(edit.message, "warning")
        })
      case "PasteClipboard":
        return void ClipboardPaste.read(ClipboardPaste.tools(process.platform, process.env), os.tmpdir()).then((content) => {
          if (content._tag === "Image") return toPrompt(Prompt.Action.Key({ event: { type: "paste", text: content.path } }))
          if (content._tag === "Text") return toPrompt(Prompt.Action.Key({ event: { type: "paste", text: content.text } }))
          info(content._tag === "Empty" ? "The clipboard holds no image nor text" : content.message, "warning")
        }, fail)
      case "Suspend":
        return handOver(() => Handover.suspend(terminal, () => {}, () => info("Ctrl+Z needs a shell with job control: start arbor from one", "warning")))
    }
  }

  /** The terminal, for the programs Ctrl+G and Ctrl+Z hand it to. */
  const terminal: Handover.Terminal = { stdin, stdout, redraw: () => setAway(false) }

  /** Hands the terminal over (`run`) once an empty frame is drawn, so that the chat is drawn whole when it is back. */
  const handOver = (run: () => void) => {
    setAway(true)
    setTimeout(() => {
      try {
        run()
      } catch (error) {
        setAway(false)
        fail(error)
      }
    }, Handover.SETTLE_MS)
  }

  useKeys((event) => onKey(event))

  const onKey = (event: Keys.Event) => overlayRef.current._tag === "None" ? toPrompt(Prompt.Action.Key({ event })) : toOverlay(Overlay.Action.Key({ event }))

  // -- layout -----------------------------------------------------------------------------------

  const overlay = overlayRef.current
  const prompt = promptRef.current
  const buffer = prompt.buffer

  /** Columns for the editor's text: the box's borders and the prompt take four. */
  function editorColumns() {
    return Math.max(4, width - 4)
  }

  const editor = overlay._tag === "None" ? layoutEditor(buffer, editorColumns(), Math.max(3, Math.floor(size.rows / 3)), editorTop.current) : undefined
  editorTop.current = editor?.top ?? 0
  const waiting = overlay._tag === "None" ? ChatView.waiting(snapshot, chat) : []
  const items = overlay._tag === "None" ? Prompt.menuItems(prompt) : []
  const menuShown = windowed(items, Prompt.menuIndex(prompt, items), Math.max(3, Math.min(10, Math.floor(size.rows / 4))))
  const fileItems = overlay._tag === "None" ? Prompt.fileItems(prompt) : []
  const filesShown = windowed(fileItems, Prompt.menuIndex(prompt, fileItems), Math.max(3, Math.min(10, Math.floor(size.rows / 4))))
  const menuCount = Commands.menuCount(Prompt.menuIndex(prompt, items), items.length, menuShown.items.length)
  const statusLines = ChatView.statusLines(chat.status, width)
  const bodyHeight = Math.max(
    3,
    size.rows - statusLines.length - ChatView.FOOTER_ROWS - 1 - (editor === undefined ? 0 : editor.height + 2) -
      ChatView.waitingRows(waiting) - menuShown.items.length - (menuCount === undefined ? 0 : 1) - filesShown.items.length
  )

  // the active path changes with the tree, not with each streamed delta
  const path = useMemo(() => SessionTree.branch(snapshot.tree), [snapshot.tree])
  // so do the footer's totals
  const usage = useMemo(() => Footer.usage(snapshot.tree, path), [snapshot.tree, path])
  const context = useMemo(() => RpcProtocol.contextUsage(path, snapshot.model.contextWindow), [path, snapshot.model.contextWindow])

  const body = useMemo(() => {
    if (overlay._tag !== "None") return OverlayView.lines(overlay, { tree: snapshot.tree, file: snapshot.file, width, height: bodyHeight })
    const after = Notes.after(notes, snapshot.header.id, width)
    const view = ChatView.transcript(path, chat, { width, height: bodyHeight, scroll, display, inMemory: snapshot.file === undefined, after })
    lastView.current = { below: view.below, height: view.height }
    return view.lines
  }, [overlay, snapshot, path, chat.partial, chat.bash, width, bodyHeight, scroll, display, notes])

  if (leaving || away) return null
  return (
    <ChatView.Screen
      width={width}
      bodyHeight={bodyHeight}
      body={body}
      status={chat.status}
      statusLines={statusLines}
      waiting={waiting}
      menu={{ items: menuShown.items, start: menuShown.start, selected: Prompt.menuIndex(prompt, items), count: menuCount }}
      files={{ items: filesShown.items, start: filesShown.start, selected: Prompt.menuIndex(prompt, fileItems) }}
      editor={editor}
      busy={busy}
      footer={ChatView.footer(snapshot, editor, { usage, context, gitBranch, home }, width)}
    />
  )
}
