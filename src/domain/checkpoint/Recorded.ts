/**
 * Checkpoints as the session records them: a `custom` entry of type `arbor.checkpoint` (pi
 * keeps such entries and leaves them out of the model's context, so pi opens the file and sees
 * the same conversation) whose data names the checkpoint and how many files changed since the
 * one before it on the path. An entry is appended only when the working tree changed, so the
 * code of any entry is the nearest checkpoint at or above it on its path: moving to an entry can
 * bring its files, and fork and clone carry them with the path they copy.
 *
 * Pure: reads the tree's index (the custom type is an index field) and decodes only the data of
 * the entry it returns.
 */
import * as Entry from "../format/Entry.js"
import type * as Json from "../format/Json.js"
import * as SessionTree from "../tree/SessionTree.js"
import * as TreeObject from "./TreeObject.js"

/** The `customType` of a recorded checkpoint. */
export const CUSTOM_TYPE = "arbor.checkpoint"

/** What a checkpoint entry holds. */
export interface Checkpoint {
  /** The checkpoint's id in the store (the hash of the working tree's root object). */
  readonly checkpoint: string
  /** Files changed since the previous checkpoint on the path (all files, for the first). */
  readonly changed: number
}

/** The entry's data. */
export const data = (c: Checkpoint): Json.JsonObject => ({ checkpoint: c.checkpoint, changed: c.changed })

/** The checkpoint an entry records, if it is a checkpoint entry with valid data. */
export const of = (entry: Entry.Entry): Checkpoint | undefined => {
  if (entry.type !== "custom" || entry.customType !== CUSTOM_TYPE) return undefined
  const value = entry.value.data
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const { changed, checkpoint } = value as Json.JsonObject
  if (!TreeObject.isHash(checkpoint)) return undefined
  return { checkpoint, changed: typeof changed === "number" && Number.isInteger(changed) && changed >= 0 ? changed : 0 }
}

/** A checkpoint recorded at an entry. */
export interface At extends Checkpoint {
  readonly entryId: string
}

/** The working tree's checkpoint at entry `id`: the nearest checkpoint entry at or above it on its path. */
export const at = (tree: SessionTree.SessionTree, id: string | null): At | undefined => {
  const positions = SessionTree.pathPositions(tree, id)
  for (let i = positions.length - 1; i >= 0; i--) {
    const entry = SessionTree.entryAt(tree, positions[i] as number)
    if (entry === undefined || entry.customType !== CUSTOM_TYPE) continue
    const found = of(entry)
    if (found !== undefined && entry.id !== undefined) return { ...found, entryId: entry.id }
  }
  return undefined
}

/** Every checkpoint the session records, in file order (every branch). */
export const all = (tree: SessionTree.SessionTree): Array<At> => {
  const out: Array<At> = []
  for (const entry of SessionTree.entries(tree)) {
    if (entry.customType !== CUSTOM_TYPE) continue
    const found = of(entry)
    if (found !== undefined && entry.id !== undefined) out.push({ ...found, entryId: entry.id })
  }
  return out
}

/** Whether an entry is a checkpoint record (bookkeeping: views may hide it as they hide leaf markers). */
export const isRecord = (entry: Entry.Entry): boolean => entry.type === "custom" && entry.customType === CUSTOM_TYPE
