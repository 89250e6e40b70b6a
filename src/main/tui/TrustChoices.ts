/**
 * `/trust`: the project trust decisions the chat can save for later runs, as the items of a
 * selector, and what saying one means. They are the choices of the question asked at start
 * (`domain/agent/ProjectTrust.choices`, pi's) that are remembered in `trust.json`; the ones for
 * "this run only" are left out, since this run has decided already. A saved decision applies
 * from the next start, as in pi. Pure.
 */
import * as ProjectTrust from "../../domain/agent/ProjectTrust.js"
import * as TerminalText from "../../domain/format/TerminalText.js"
import type * as ListPicker from "./ListPicker.js"

/** The folder, its parent (none at the root), and the decision remembered for it or its closest ancestor. */
export interface Project {
  readonly cwd: string
  readonly parent: string | undefined
  readonly remembered: boolean | undefined
}

/** The remembered choices, in pi's order. */
export const choices = (project: Project): ReadonlyArray<ProjectTrust.Choice> =>
  ProjectTrust.choices(project.cwd, project.parent).filter((choice) => choice.updates.length > 0)

/** The selector's items (keyed by position) and the one to select: the remembered decision's, else the first. */
export const items = (project: Project): { readonly items: ReadonlyArray<ListPicker.Item>; readonly selected: string } => {
  const all = choices(project)
  const current = project.remembered === undefined ? -1 : all.findIndex((c) => c.trusted === project.remembered)
  return {
    items: all.map((choice, i) => ({ key: String(i), label: choice.label, ...(i === current ? { detail: "(saved)" } : {}) })),
    selected: String(Math.max(0, current))
  }
}

/** The selector's title: the folder, shown safely. */
export const title = (project: Project): string => `Trust ${TerminalText.line(project.cwd)}? (read at the next start)`

/** The choice an item's key names. */
export const chosen = (project: Project, key: string): ProjectTrust.Choice | undefined => choices(project)[Number(key)]

/** pi's status line once a decision is saved. */
export const announce = (trusted: boolean): string => `Saved trust decision: ${trusted ? "trusted" : "untrusted"}. Restart Arbor for this to take effect.`
