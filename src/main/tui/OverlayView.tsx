/**
 * What an open overlay shows in place of the transcript: the `/tree` selector (with its label
 * input, the summary question or the instructions under it), the `/fork` list, the session
 * picker, the model and thinking-level selectors, `/settings`, and a page of text. A function of the
 * overlay (`Overlay`'s state) and the screen; the keys are `Overlay.reduce`'s.
 */
import { Box } from "ink"
import type { ReactElement } from "react"
import type * as SessionTree from "../../domain/tree/SessionTree.js"
import * as Columns from "./Columns.js"
import * as Commands from "./Commands.js"
import * as ListPicker from "./ListPicker.js"
import * as Overlay from "./Overlay.js"
import * as ScopedModels from "./ScopedModels.js"
import * as SessionPicker from "./SessionPicker.js"
import * as SettingsList from "./SettingsList.js"
import * as TreeSelector from "./TreeSelector.js"
import { InputView, oneLine, Text, windowed } from "./Views.js"

/** What the overlays are drawn against. */
export interface Screen {
  /** The session's tree (the selector's rows). */
  readonly tree: SessionTree.SessionTree
  /** The open session's file (the picker marks it). */
  readonly file: string | undefined
  readonly width: number
  /** Rows the overlay covers. */
  readonly height: number
}

type Open = Exclude<Overlay.Overlay, { readonly _tag: "None" }>

/** A question's lines: its text, then its choices, `choice` selected. */
const question = (ask: string, choices: ReadonlyArray<string>, choice: number): Array<ReactElement> => [
  <Text key="ask" bold>
    {`  ${ask}`}
  </Text>,
  ...choices.map((text, i) => (
    <Text key={text} {...(i === choice ? { color: "cyan" } : {})} bold={i === choice}>
      {(i === choice ? "  › " : "    ") + text}
    </Text>
  ))
]

const treeView = (
  current: Extract<Open, { readonly _tag: "Tree" | "Restore" | "Summarize" | "Instructions" | "Overwrite" }>,
  screen: Screen
): Array<ReactElement> => {
  const { width } = screen
  const state = current._tag === "Tree" ? current.state : current._tag === "Overwrite" ? current.navigate.tree : current.tree
  const rows = TreeSelector.rows(screen.tree, state)
  const index = TreeSelector.selectedIndex(rows, state)
  const shown = windowed(rows, index, Math.max(3, screen.height - 6))
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
  if (current._tag === "Tree" && current.labelInput !== undefined) {
    out.push(
      <Box key="label">
        <Text>{"  Label (empty to remove): "}</Text>
        <InputView buffer={current.labelInput} width={width - 28} />
      </Box>
    )
  }
  if (current._tag === "Restore") {
    out.push(...question("Restore the files too? (the code recorded at that point)", Overlay.RESTORE_CHOICES.map((c) => c.text), current.choice))
  }
  if (current._tag === "Summarize") out.push(...question("Summarize branch?", Overlay.SUMMARY_CHOICES, current.choice))
  if (current._tag === "Overwrite") {
    const shown = current.paths.slice(0, 3).join(", ") + (current.paths.length > 3 ? ` and ${current.paths.length - 3} more` : "")
    const ask = `${current.paths.length} file${current.paths.length === 1 ? "" : "s"} changed since the last checkpoint: ${shown}`
    out.push(...question(ask, Overlay.OVERWRITE_CHOICES, current.choice))
  }
  if (current._tag === "Instructions") {
    out.push(
      <Text key="ask" bold>
        {"  Custom summarization instructions (Enter confirms, Esc goes back)"}
      </Text>,
      <InputView key="editor" buffer={current.buffer} width={width} prompt="> " />
    )
  }
  return out
}

const resumeView = (current: Extract<Open, { readonly _tag: "Resume" }>, screen: Screen): Array<ReactElement> => {
  const { width } = screen
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
  const rows = SessionPicker.rows(current.sessions, current.state, new Date(), screen.file)
  const index = SessionPicker.selectedIndex(rows, current.state)
  const shown = windowed(rows, index, Math.max(3, screen.height - 7))
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

const forkView = (current: Extract<Open, { readonly _tag: "Fork" }>, screen: Screen): Array<ReactElement> => {
  const shown = windowed(current.items, current.index, screen.height - 2)
  return [
    <Text key="title" bold>
      Fork from a user message (Enter forks before it, Esc closes)
    </Text>,
    ...shown.items.map((item, i) => {
      const selected = shown.start + i === current.index
      return (
        <Text key={item.entryId} wrap="truncate-end" bold={selected} {...(selected ? { color: "cyan" } : {})}>
          {(selected ? "› " : "  ") + oneLine(item.text)}
        </Text>
      )
    }),
    <Text key="count" color="gray">{`  (${current.index + 1}/${current.items.length})`}</Text>
  ]
}

const pickerView = (current: Extract<Open, { readonly _tag: "Picker" }>, screen: Screen): Array<ReactElement> => {
  const items = ListPicker.visible(current.state)
  const index = ListPicker.selectedIndex(current.state)
  const shown = windowed(items, index, Math.max(3, screen.height - 4))
  return [
    <Text key="title" bold>
      {`  ${current.title}`}
    </Text>,
    <Text key="help" color="gray" wrap="truncate-end">
      {`  type to search · ↑↓ move · Enter select${Overlay.savesDefault(current.purpose) ? " · ^S save as default" : ""} · Esc close`}
    </Text>,
    <Text key="query">{`  Search: ${current.state.query}`}</Text>,
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

const settingsView = (current: Extract<Open, { readonly _tag: "Settings" }>, screen: Screen): Array<ReactElement> => {
  const rows = SettingsList.rows(current.state.values)
  const left = Math.max(...rows.map((row) => Columns.width(row.label))) + 2
  const selected = rows[current.state.index]
  const shown = SettingsList.shown(current.state.values)
  const shownLeft = Math.max(...shown.map(([label]) => Columns.width(label))) + 2
  return [
    <Text key="title" bold>
      {"  Settings"}
    </Text>,
    <Text key="help" color="gray" wrap="truncate-end">
      {"  ↑↓ move · Enter/Space to change · Esc to close"}
    </Text>,
    ...rows.map((row, i) => {
      const chosen = i === current.state.index
      return (
        <Text key={row.id} wrap="truncate-end" bold={chosen} {...(chosen ? { color: "cyan" } : {})}>
          {`${chosen ? "› " : "  "}${Columns.pad(row.label, left)}${row.current}`}
        </Text>
      )
    }),
    <Text key="description" color="gray" wrap="truncate-end">
      {`  ${selected?.description ?? ""}`}
    </Text>,
    <Text key="gap">{" "}</Text>,
    ...shown.map(([label, value]) => (
      <Text key={label} color="gray" wrap="truncate-end">
        {`  ${Columns.pad(label, shownLeft)}${value}`}
      </Text>
    ))
  ].slice(0, Math.max(1, screen.height))
}

const scopeView = (current: Extract<Open, { readonly _tag: "Scope" }>, screen: Screen): Array<ReactElement> => {
  const { state } = current
  const rows = ScopedModels.visible(state)
  const shown = windowed(rows, state.index, Math.max(3, screen.height - 5))
  return [
    <Text key="title" bold>
      {"  Models Ctrl+P cycles through (this run; ^S saves to settings)"}
    </Text>,
    <Text key="help" color="gray" wrap="truncate-end">
      {`  ${ScopedModels.footer(state)}`}
    </Text>,
    <Text key="query">{`  Search: ${state.query}`}</Text>,
    ...(rows.length === 0 ? [<Text key="none">{"  No matching models"}</Text>] : []),
    ...shown.items.map((key, i) => {
      const chosen = shown.start + i === state.index
      return (
        <Text key={key} wrap="truncate-end" inverse={chosen}>
          {`${chosen ? "› " : "  "}${ScopedModels.isEnabled(state, key) ? "✓ " : "  "}${key}`}
        </Text>
      )
    }),
    ...[Commands.menuCount(state.index, rows.length, shown.items.length)].flatMap((count) =>
      count === undefined ? [] : [<Text key="count" color="gray">{count}</Text>]
    )
  ]
}

/** The lines of an open overlay, at most `screen.height` of them. */
export const lines = (overlay: Open, screen: Screen): Array<ReactElement> => {
  switch (overlay._tag) {
    case "Tree":
    case "Restore":
    case "Summarize":
    case "Instructions":
    case "Overwrite":
      return treeView(overlay, screen)
    case "Fork":
      return forkView(overlay, screen)
    case "Resume":
      return resumeView(overlay, screen)
    case "Picker":
      return pickerView(overlay, screen)
    case "Settings":
      return settingsView(overlay, screen)
    case "Scope":
      return scopeView(overlay, screen)
  }
}
