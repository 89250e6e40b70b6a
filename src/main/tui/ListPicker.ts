/**
 * A searchable list for the terminal UI (the model selector, the thinking-level selector):
 * items filtered by what is typed (every word must occur in the item's text, case ignored),
 * a selection that follows the filter, and moves that wrap. Pure.
 */

export interface Item {
  /** What picking the item means to the caller (`provider/id`, a level). */
  readonly key: string
  readonly label: string
  /** Dimmed text after the label. */
  readonly detail?: string
}

export interface State {
  readonly items: ReadonlyArray<Item>
  readonly query: string
  /** The selected item's key, if it is shown. */
  readonly selected: string | undefined
}

/** A picker over `items` with `selected` (else the first) selected. */
export const initial = (items: ReadonlyArray<Item>, selected?: string): State => ({
  items,
  query: "",
  selected: items.some((i) => i.key === selected) ? selected : items[0]?.key
})

/** The items the query lets through, in order. */
export const visible = (state: State): ReadonlyArray<Item> => {
  const words = state.query.toLowerCase().split(/\s+/).filter((w) => w !== "")
  if (words.length === 0) return state.items
  return state.items.filter((item) => {
    const text = `${item.key} ${item.label} ${item.detail ?? ""}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

/** The selected position among the visible items (0 when the selection is filtered out). */
export const selectedIndex = (state: State): number => Math.max(0, visible(state).findIndex((i) => i.key === state.selected))

/** The selected visible item, if any is visible. */
export const selectedItem = (state: State): Item | undefined => visible(state)[selectedIndex(state)]

export const move = (state: State, delta: number): State => {
  const shown = visible(state)
  if (shown.length === 0) return state
  const at = (selectedIndex(state) + delta + shown.length * Math.ceil(Math.abs(delta) / shown.length + 1)) % shown.length
  return { ...state, selected: shown[at]?.key }
}

const refilter = (state: State, query: string): State => {
  const next = { ...state, query }
  const shown = visible(next)
  return shown.some((i) => i.key === state.selected) ? next : { ...next, selected: shown[0]?.key }
}

export const type = (state: State, text: string): State => refilter(state, state.query + text)

export const backspace = (state: State): State => refilter(state, Array.from(state.query).slice(0, -1).join(""))
