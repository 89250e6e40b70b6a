/**
 * Every in-process call the pi comparison (bench/compare-worker.ts) makes into Arbor, in one
 * place: when Arbor's loading API changes, this file is the one to adapt. Imported dynamically
 * by the worker, so a pi process never loads Arbor's modules.
 *
 * The store is the command line's (`Layers.cli`, configured from the environment:
 * `PI_CODING_AGENT_DIR`, `ARBOR_FSYNC`, and whatever cache settings Arbor reads, such as
 * `ARBOR_CACHE_DIR` / `ARBOR_CACHE`), on Node's filesystem.
 */
import { Effect, Either, Exit, ManagedRuntime, Scope } from "effect"
import * as Context from "../src/domain/context/Context.js"
import type * as SessionInfo from "../src/domain/scan/SessionInfo.js"
import * as Session from "../src/domain/tree/Session.js"
import * as SessionTree from "../src/domain/tree/SessionTree.js"
import * as Layers from "../src/main/cli/Layers.js"
import * as SessionPicker from "../src/main/tui/SessionPicker.js"
import * as TreeSelector from "../src/main/tui/TreeSelector.js"
import * as Ids from "../src/services/agent/Ids.js"
import * as SessionStore from "../src/services/store/SessionStore.js"

/** What the benchmark reads off a context: the same shape as pi's buildSessionContext(). */
export interface ContextLike {
  readonly messages: ReadonlyArray<unknown>
  readonly thinkingLevel: unknown
  readonly model: unknown
}

/** A session opened for reading. */
export interface Opened {
  readonly snapshot: SessionStore.Snapshot
}

/** A session opened for appending (holds its lock until closed). */
export interface Appender {
  readonly append: (message: Record<string, unknown>) => Promise<void>
  readonly context: () => ContextLike
  readonly close: () => Promise<void>
}

/** The command line's store of session files: files read by block, the index cache and the catalog (in ARBOR_CACHE_DIR). */
const storeLayer = (fsync: boolean) => Layers.cli({ cwd: process.cwd(), env: { ...process.env, ARBOR_FSYNC: fsync ? "1" : "0" } }, "files")

export const make = async () => {
  const runtime = ManagedRuntime.make(storeLayer(true))
  const store = await runtime.runPromise(SessionStore.SessionStore)

  /** `SessionStore.open`: read a session file (never writes it). */
  const open = async (file: string): Promise<Opened> => ({ snapshot: await runtime.runPromise(store.open(file)) })

  /** The context at the session's leaf (`Context.build`). */
  const context = (opened: Opened): ContextLike => Either.getOrThrow(Context.build(opened.snapshot.state.tree, SessionTree.leafId(opened.snapshot.state.tree)))

  const leafId = (opened: Opened): string | null => SessionTree.leafId(opened.snapshot.state.tree)

  const entryCount = (opened: Opened): number => SessionTree.count(opened.snapshot.state.tree)

  const diagnostics = (opened: Opened): number => opened.snapshot.diagnostics.length

  /**
   * The `/tree` selector's first screen: its rows as it opens (cursor on the leaf), and the text
   * of the `height` rows around the cursor. Returns the number of rows and characters shown.
   */
  const treeFirstScreen = (opened: Opened, height: number): { readonly rows: number; readonly chars: number } => {
    const tree = opened.snapshot.state.tree
    const state = TreeSelector.initial(tree)
    const rows = TreeSelector.rows(tree, state)
    const at = Math.max(0, TreeSelector.selectedIndex(rows, state) - height)
    let chars = 0
    for (const row of rows.slice(at, at + height)) chars += row.text.length
    return { rows: rows.length, chars }
  }

  /** `SessionStore.list` of one cwd in a custom session directory. */
  const list = async (cwd: string, dir: string): Promise<ReadonlyArray<SessionInfo.SessionInfo>> =>
    (await runtime.runPromise(store.list({ cwd, sessionDir: dir }))).sessions

  /** The `/resume` picker's first `height` rows as it opens on these sessions. */
  const pickerFirstRows = (sessions: ReadonlyArray<SessionInfo.SessionInfo>, height: number): ReadonlyArray<SessionPicker.Row> =>
    SessionPicker.rows(sessions, SessionPicker.initial(undefined), new Date(), undefined).slice(0, height)

  /**
   * A writer on `file` (its own store, with or without fsync after each append): `append` persists
   * one message as the agent does, `context` is the context at the new leaf.
   */
  const appender = async (file: string, options: { readonly fsync: boolean }): Promise<Appender> => {
    const own = ManagedRuntime.make(storeLayer(options.fsync))
    const scope = await own.runPromise(Scope.make())
    const writer = await own.runPromise(
      Effect.flatMap(SessionStore.SessionStore, (s) => s.writer(file)).pipe(Scope.extend(scope))
    )
    let state = await own.runPromise(writer.state)
    return {
      append: async (message) => {
        const transition = await own.runPromise(
          Effect.flatMap(Ids.stamp, (stamp) => writer.apply(Session.Command.AppendMessage({ ...stamp, message: message as never })))
        )
        state = transition.state
      },
      context: () => Either.getOrThrow(Context.build(state.tree, SessionTree.leafId(state.tree))),
      close: async () => {
        await own.runPromise(Scope.close(scope, Exit.void))
        await own.dispose()
      }
    }
  }

  return {
    open,
    context,
    leafId,
    entryCount,
    diagnostics,
    treeFirstScreen,
    list,
    pickerFirstRows,
    appender,
    dispose: () => runtime.dispose()
  }
}

export type Arbor = Awaited<ReturnType<typeof make>>
