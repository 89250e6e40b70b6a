/**
 * The chat's screen as a function of what it shows: the transcript's lines (the active path,
 * the reply streaming, a `!` command running), the status line, the messages waiting, the
 * command menu, the editor in its box, and the footer with the activity, the session and the
 * model. `App` computes the state and the heights; this module only draws.
 */
import { Box } from "ink"
import type { ReactElement } from "react"
import type * as Entry from "../../domain/format/Entry.js"
import * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Chat from "./Chat.js"
import type * as ChatState from "./ChatState.js"
import * as Columns from "./Columns.js"
import type * as Commands from "./Commands.js"
import type { Snapshot } from "./Controller.js"
import * as Footer from "./Footer.js"
import { type EditorLayout, EditorView, LineView, oneLine, Text } from "./Views.js"

const STATUS_COLOR: Record<ChatState.Tone, string> = { info: "green", warning: "yellow", error: "red" }

/** A message waiting, as the lines under the status show it. */
export interface Waiting {
  readonly label: string
  readonly text: string
}

/** The running prompt's messages, then those waiting for the next run. */
export const waiting = (snapshot: Snapshot, chat: ChatState.State): ReadonlyArray<Waiting> => [
  ...snapshot.queue.steering.map((text) => ({ label: "Steering", text })),
  ...snapshot.queue.followUp.map((text) => ({ label: "Follow-up", text })),
  ...chat.queued.map((q) => ({ label: q.kind === "followUp" ? "Follow-up" : "Queued", text: q.text }))
]

/** The status line's rows at most: a longer status (an error's text) is cut on the last. */
export const STATUS_ROWS = 4

/** The status wrapped to `width` (the set-up notice is read whole at 80 columns), in one to `STATUS_ROWS` rows. */
export const statusLines = (status: ChatState.Status | undefined, width: number): ReadonlyArray<string> => {
  if (status === undefined) return [" "]
  const lines = Chat.wrap(status.text, width)
  if (lines.length <= STATUS_ROWS) return lines
  return [...lines.slice(0, STATUS_ROWS - 1), Columns.clip(`${lines[STATUS_ROWS - 1]}…`, width)]
}

/** At most this many waiting messages are listed; a line says how many more there are. */
export const WAITING_SHOWN = 3

/** Rows the waiting messages take. */
export const waitingRows = (items: ReadonlyArray<Waiting>): number => Math.min(items.length, WAITING_SHOWN) + (items.length > WAITING_SHOWN ? 1 : 0)

/** The transcript in `height` rows scrolled `scroll` rows up, and how many rows are below it. */
export const transcript = (
  path: ReadonlyArray<Entry.Entry>,
  chat: ChatState.State,
  options: {
    readonly width: number
    readonly height: number
    readonly scroll: number
    readonly display: Chat.Display
    readonly inMemory: boolean
    /** The pages printed into the transcript (`Notes.after`). */
    readonly after?: (entry: Entry.Entry | undefined) => ReadonlyArray<ReadonlyArray<Chat.Line>>
  }
): { readonly lines: Array<ReactElement>; readonly below: number; readonly height: number } => {
  const { display, scroll, width } = options
  const { bash, partial } = chat
  const trailing = [
    ...(partial === undefined ? [] : Chat.partialLines(partial, width, display)),
    ...(bash === undefined ? [] : Chat.runningCommandLines(bash.command, bash.output, width))
  ]
  // scrolled up, the last line says how far
  const height = scroll > 0 ? options.height - 1 : options.height
  const view = Chat.viewport(path, trailing, width, height, scroll, display, options.after)
  if (view.lines.length === 0) {
    const lines = [
      <Text key="empty" color="gray">
        {options.inMemory ? "New session (in memory)." : "New session."}{" "}
        Type a message, / for the commands (/hotkeys for the keys), or !command to run a shell command.
      </Text>
    ]
    return { lines, below: view.below, height }
  }
  // keyed by place in the transcript, not on screen: a streaming reply scrolls the lines, which keep their views
  const lines = view.lines.map((line, i) => <LineView key={view.first + i} line={line} />)
  if (view.below > 0) {
    lines.push(
      <Text key="scrolled" color="yellow" wrap="truncate-end">
        {`↓ ${view.below} more line${view.below === 1 ? "" : "s"} below · PageDown scrolls back`}
      </Text>
    )
  }
  return { lines, below: view.below, height }
}

/** What the footer shows besides the snapshot: the usage and context (computed when the tree changes), the git branch, the home folder. */
export interface FooterExtras {
  readonly usage: Footer.Usage
  readonly context: Footer.Facts["context"]
  readonly gitBranch: string | undefined
  readonly home: string | undefined
}

/**
 * The footer (`Footer.lines`): what the agent does, where the cursor is in a tall message, the
 * directory, git branch and session name; then the usage, the context's fill and the model.
 */
export const footer = (snapshot: Snapshot, editor: EditorLayout | undefined, extras: FooterExtras, width: number): Footer.Lines => {
  const busy = snapshot.activity !== "idle"
  const model = snapshot.model
  return Footer.lines({
    activity: busy ? snapshot.activity : undefined,
    // a message taller than the editor says where the cursor is, first, where it is never cut off
    position: editor !== undefined && editor.total > editor.height ? `line ${editor.buffer.row + 1}/${editor.buffer.lines.length}` : undefined,
    cwd: snapshot.header.cwd,
    home: extras.home,
    gitBranch: extras.gitBranch,
    name: SessionTree.sessionName(snapshot.tree),
    usage: extras.usage,
    context: extras.context,
    contextWindow: model.contextWindow,
    autoCompaction: snapshot.autoCompaction,
    model: `${model.provider}/${model.modelId}${model.provider === "offline" ? " (offline)" : ""}${
      model.reasoning ? ` · thinking ${snapshot.thinkingLevel}` : ""
    }`
  }, width)
}

/** Rows the footer takes. */
export const FOOTER_ROWS = 2

export interface ScreenProps {
  readonly width: number
  /** Rows of the transcript (or the overlay over it). */
  readonly bodyHeight: number
  readonly body: ReadonlyArray<ReactElement>
  readonly status: ChatState.Status | undefined
  /** The status as `statusLines` wraps it, which the screen's heights were computed with. */
  readonly statusLines: ReadonlyArray<string>
  readonly waiting: ReadonlyArray<Waiting>
  /** The menu's rows in view, the first one's index, the chosen one's, and the count line (`Commands.menuCount`). */
  readonly menu: {
    readonly items: ReadonlyArray<Commands.Command>
    readonly start: number
    readonly selected: number
    readonly count?: string | undefined
  }
  /** The `@file` suggestions in view (paths), the first one's index, and the chosen one's. */
  readonly files: { readonly items: ReadonlyArray<string>; readonly start: number; readonly selected: number }
  /** The editor, unless an overlay covers the chat. */
  readonly editor: EditorLayout | undefined
  readonly busy: boolean
  readonly footer: Footer.Lines
}

/** The whole screen, top to bottom. */
export const Screen = ({ body, bodyHeight, busy, editor, files, footer, menu, status, statusLines, waiting, width }: ScreenProps) => {
  const shown = waiting.slice(0, WAITING_SHOWN)
  return (
    <Box flexDirection="column" width={width}>
      <Box flexDirection="column" height={bodyHeight} overflowY="hidden">
        {body}
      </Box>
      {statusLines.map((line, i) => (
        <Text key={`status-${i}`} wrap="truncate-end" {...(status === undefined ? {} : { color: STATUS_COLOR[status.tone] })}>
          {line}
        </Text>
      ))}
      {shown.map((item, i) => (
        <Text key={`queued-${i}`} color="cyan" wrap="truncate-end">
          {`${item.label}: ${oneLine(item.text)}`}
        </Text>
      ))}
      {waiting.length > shown.length ?
        <Text key="queued-more" color="cyan">{`… and ${waiting.length - shown.length} more queued (Alt+↑ puts them back into the editor)`}</Text> :
        null}
      {menu.items.map((command, i) => {
        const selected = menu.start + i === menu.selected
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
      {menu.count === undefined ? null : <Text color="gray">{menu.count}</Text>}
      {files.items.map((path, i) => {
        const selected = files.start + i === files.selected
        return (
          <Text key={`file-${path}`} wrap="truncate-end" {...(selected ? { color: "cyan", bold: true } : {})}>
            {`${selected ? "› " : "  "}${path}`}
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
        {footer[0]}
      </Text>
      <Text color="gray" wrap="truncate-end">
        {footer[1].map((span, i) => span.color === undefined ? span.text : <Text key={i} color={span.color}>{span.text}</Text>)}
      </Text>
    </Box>
  )
}
