/**
 * The baseline Arbor is compared against: the straightforward way to build a model context
 * from a session held as an array of parsed entries. Every query first indexes ALL entries
 * (id → entry map), then walks up from the leaf and turns the path into messages with the
 * same rules as `Context.build` (compaction, branch summaries, custom messages, context
 * edits, thinking level and model). Cost: O(entries) per query, whatever the path length.
 *
 * Written for the benchmark only; not used by Arbor.
 */

type Obj = { readonly [key: string]: unknown }

export interface NaiveContext {
  readonly messages: ReadonlyArray<Obj>
  readonly thinkingLevel: unknown
  readonly model: { readonly provider: unknown; readonly modelId: unknown } | null
}

const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value)

/** "Loading": every line parsed, entries kept as plain objects (header dropped). */
export const load = (text: string): ReadonlyArray<Obj> => {
  const out: Array<Obj> = []
  const lines = text.split("\n")
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    if (line === "") continue
    out.push(JSON.parse(line) as Obj)
  }
  return out
}

/** Index every entry by id, then walk up from the leaf. Root first. */
export const path = (entries: ReadonlyArray<Obj>, leafId: string | null): ReadonlyArray<Obj> => {
  const byId = new Map<string, Obj>()
  for (const entry of entries) byId.set(entry.id as string, entry)
  return walk(byId, leafId)
}

/** The walk alone, over a prebuilt map (what a persistent native index would cost). */
export const walk = (byId: ReadonlyMap<string, Obj>, leafId: string | null): ReadonlyArray<Obj> => {
  const out: Array<Obj> = []
  const seen = new Set<string>()
  let current = leafId === null ? undefined : byId.get(leafId)
  while (current !== undefined && !seen.has(current.id as string)) {
    seen.add(current.id as string)
    out.push(current)
    const parent = current.parentId
    current = typeof parent === "string" ? byId.get(parent) : undefined
  }
  return out.reverse()
}

const millis = (iso: unknown): number => (typeof iso === "string" ? Date.parse(iso) : Number.NaN)

const derived = (entry: Obj): ReadonlyArray<Obj> => {
  switch (entry.type) {
    case "message": {
      const m = entry.message
      if (!isObj(m)) return []
      if (m.role === "system" && m.content == null) return [{ ...m, content: "" }]
      if ((m.role === "user" || m.role === "assistant" || m.role === "toolResult") && m.content == null) return [{ ...m, content: [] }]
      return [m]
    }
    case "custom_message": {
      const out: { [key: string]: unknown } = { role: "custom", customType: entry.customType, content: entry.content ?? [], display: entry.display }
      if (entry.details !== undefined) out.details = entry.details
      out.timestamp = millis(entry.timestamp)
      return [out]
    }
    case "branch_summary":
      return entry.summary ? [{ role: "branchSummary", summary: entry.summary, fromId: entry.fromId, timestamp: millis(entry.timestamp) }] : []
    case "compaction": {
      const summary = { role: "compactionSummary", summary: entry.summary, tokensBefore: entry.tokensBefore, timestamp: millis(entry.timestamp) }
      return isObj(entry.systemMessage) ? [entry.systemMessage, summary] : [summary]
    }
    default:
      return []
  }
}

/** The model context at a leaf, recomputed from all entries. */
export const context = (entries: ReadonlyArray<Obj>, leafId: string | null): NaiveContext => fromPath(path(entries, leafId))

export const fromPath = (p: ReadonlyArray<Obj>): NaiveContext => {
  let thinkingLevel: unknown = "off"
  let model: NaiveContext["model"] = null
  let compactionAt = -1
  for (let i = 0; i < p.length; i++) {
    const entry = p[i] as Obj
    if (entry.type === "thinking_level_change") thinkingLevel = entry.thinkingLevel ?? null
    else if (entry.type === "model_change") model = { provider: entry.provider, modelId: entry.modelId }
    else if (entry.type === "message" && isObj(entry.message) && entry.message.role === "assistant") {
      model = { provider: entry.message.provider, modelId: entry.message.model }
    } else if (entry.type === "compaction") compactionAt = i
  }
  let kept: ReadonlyArray<Obj> = p
  if (compactionAt >= 0) {
    const compaction = p[compactionAt] as Obj
    const list: Array<Obj> = [compaction]
    let keeping = false
    for (let i = 0; i < compactionAt; i++) {
      const entry = p[i] as Obj
      if (entry.id === compaction.firstKeptEntryId) keeping = true
      const system = entry.type === "message" && isObj(entry.message) && entry.message.role === "system"
      if (keeping && !system) list.push(entry)
    }
    for (let i = compactionAt + 1; i < p.length; i++) list.push(p[i] as Obj)
    kept = list
  }
  const edits = new Map<unknown, unknown>()
  for (const entry of kept) if (entry.type === "context_edit" && typeof entry.targetId === "string") edits.set(entry.targetId, entry.replacement)
  const messages: Array<Obj> = []
  for (let i = 0; i < kept.length; i++) {
    const entry = kept[i] as Obj
    if (entry.type === "compaction" && i > 0) continue
    let contributed = derived(entry)
    if (contributed.length > 0 && edits.has(entry.id)) {
      const replacement = edits.get(entry.id)
      if (replacement === null) contributed = []
      else if (isObj(replacement) && replacement.content !== undefined) {
        contributed = contributed.map((m) => {
          const role = m.role
          if (role !== "user" && role !== "assistant" && role !== "toolResult" && role !== "custom") return m
          const content = replacement.content
          return { ...m, content: (role === "assistant" || role === "toolResult") && typeof content === "string" ? [{ type: "text", text: content }] : content }
        })
      }
    }
    for (const m of contributed) messages.push(m)
  }
  return { messages, thinkingLevel, model }
}
