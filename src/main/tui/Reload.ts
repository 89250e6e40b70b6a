/**
 * `/reload`: what Arbor has of what pi's `/reload` re-reads is the instruction files
 * (`AGENTS.md`, `CLAUDE.md`) that make the system prompt's `context` section (Arbor loads no
 * keybindings, extensions, skills, prompt templates or themes from files). The prompt is
 * recorded in the session as system messages whose named sections later ones patch (`null`
 * deletes one; `Context.systemCheckpoint`), so a reload appends one system message holding
 * just the sections that changed, and nothing when none did. Pure.
 */
import type * as Json from "../../domain/format/Json.js"

export type Sections = { readonly [name: string]: string }

/**
 * The sections of `next` that differ from `current`, and `null` for each section `current`
 * has and `next` does not; empty when the prompt is the same.
 */
export const sectionPatch = (current: Json.JsonObject, next: Sections): { readonly [name: string]: string | null } => {
  const patch: { [name: string]: string | null } = {}
  for (const [name, text] of Object.entries(next)) if (current[name] !== text) patch[name] = text
  for (const name of Object.keys(current)) if (!(name in next)) patch[name] = null
  return patch
}

/** The status line after a reload that changed the sections named `changed` (none: nothing changed). */
export const announce = (changed: ReadonlyArray<string>): string =>
  changed.length === 0
    ? "Reloaded context files; the system prompt is unchanged"
    : `Reloaded context files; the system prompt's ${changed.join(", ")} section${changed.length === 1 ? "" : "s"} changed`
