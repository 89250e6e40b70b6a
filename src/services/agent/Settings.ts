/**
 * pi's settings files: `<agentDir>/settings.json` (global) and `<cwd>/.pi/settings.json`
 * (project, whose values win). They are read once when the layer is built; what is wrong in
 * them becomes one-line warnings naming the file, and defaults are used. The project's file is
 * used only when the project is trusted (`ProjectTrust`, pi's rules and pi's `trust.json`);
 * otherwise only its `sessionDir` is, as pi does, so a cloned repository's shell settings
 * (`shellPath`, `shellCommandPrefix`) never run.
 *
 * `update` changes one key of the global file the way pi's in-app toggles do: the file is read
 * again (so changes made meanwhile by pi or the user are kept), the key is set with every
 * other key left as it was (unknown ones included), and the result replaces the file
 * atomically (a flushed temporary file beside it, then a rename). A global file that is not
 * valid JSON is never overwritten: the update fails and says so.
 */
import * as FileSystem from "@effect/platform/FileSystem"
import * as Path from "@effect/platform/Path"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as ProjectTrustDomain from "../../domain/agent/ProjectTrust.js"
import * as SettingsDomain from "../../domain/agent/Settings.js"
import * as Json from "../../domain/format/Json.js"
import * as TempFiles from "../store/TempFiles.js"
import * as ProjectTrust from "./ProjectTrust.js"

export class SettingsError extends Data.TaggedError("SettingsError")<{ readonly message: string }> {}

export declare namespace Settings {
  export interface Service {
    /** The settings in effect (project over global over defaults). */
    readonly current: Effect.Effect<SettingsDomain.Settings>
    /** What was wrong in the files when they were read. */
    readonly warnings: ReadonlyArray<string>
    /** Sets one key of the global settings file (`["compaction", "enabled"]`; undefined removes it) and applies it. */
    readonly update: (path: ReadonlyArray<string>, value: Json.Json | undefined) => Effect.Effect<void, SettingsError>
    /** The global file's path (undefined for settings that live only in memory). */
    readonly globalFile: string | undefined
  }
}

export class Settings extends Effect.Tag("arbor/Settings")<Settings, Settings.Service>() {}

export interface Locations {
  readonly agentDir: string
  readonly cwd: string
  /**
   * How trust in the project is decided, when it has a settings file (default: pi's rules with
   * nobody to ask, as in print mode). An untrusted project's file gives only `sessionDir`.
   */
  readonly trust?: Omit<ProjectTrust.Options, "agentDir" | "cwd"> | undefined
}

const make = (locations: Locations) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const globalFile = path.join(locations.agentDir, "settings.json")
    const projectFile = path.join(locations.cwd, ".pi", "settings.json")

    /** A file's text; undefined when it does not exist; a warning when it cannot be read. */
    const readText = (file: string) =>
      fs.readFileString(file).pipe(
        Effect.map((text) => ({ text, warning: undefined as string | undefined })),
        Effect.catchAll((error) =>
          Effect.succeed(
            error._tag === "SystemError" && error.reason === "NotFound"
              ? { text: undefined, warning: undefined }
              : { text: undefined, warning: `${file}: cannot be read (${error.message}); using the default settings` }
          )
        )
      )

    const load = (file: string) =>
      Effect.map(readText(file), ({ text, warning }) => {
        if (text === undefined) return { values: {}, warnings: warning === undefined ? [] : [warning] }
        return SettingsDomain.parse(text, file)
      })

    /**
     * The project's file, if the project is trusted (pi's rules, `locations.trust`); else its
     * `sessionDir` alone, and a warning unless `--no-approve` said so.
     */
    const loadProject = (fallback: ProjectTrustDomain.Fallback) =>
      Effect.gen(function*() {
        const { text, warning } = yield* readText(projectFile)
        if (text === undefined) return { values: {}, warnings: warning === undefined ? [] : [warning] }
        const parsed = SettingsDomain.parse(text, projectFile)
        const decision = yield* ProjectTrust.decide({ ...locations.trust, agentDir: locations.agentDir, cwd: locations.cwd }, fallback)
        if (decision.trusted) return { values: parsed.values, warnings: [...decision.warnings, ...parsed.warnings] }
        const notice = decision.by === "flag"
          ? []
          : [`project not trusted: ${projectFile} is not used (only its sessionDir); --approve trusts it for one run, the chat asks and remembers`]
        return { values: SettingsDomain.untrustedProject(parsed.values), warnings: [...decision.warnings, ...notice] }
      })

    const global = yield* load(globalFile)
    const project = yield* loadProject(ProjectTrustDomain.fallback(global.values))
    const globalValues = yield* Ref.make(global.values)
    const effective = (values: Json.JsonObject) => SettingsDomain.resolve(SettingsDomain.merge(values, project.values))

    /** Replaces `file` with `text`: a flushed temporary file beside it, renamed over it. */
    const replace = (file: string, text: string) =>
      fs.makeDirectory(path.dirname(file), { recursive: true, mode: 0o700 }).pipe(
        Effect.zipRight(TempFiles.replaceFlushed(file, text, 0o600)),
        Effect.provideService(FileSystem.FileSystem, fs),
        Effect.mapError((error) => new SettingsError({ message: `${file}: cannot be written (${error.message})` }))
      )

    const lock = yield* Effect.makeSemaphore(1)

    const update = Effect.fn("Settings.update")(
      function*(keyPath: ReadonlyArray<string>, value: Json.Json | undefined) {
        yield* Effect.annotateCurrentSpan("key", keyPath.join("."))
        const { text, warning } = yield* readText(globalFile)
        if (warning !== undefined) return yield* new SettingsError({ message: warning.replace(/; using the default settings$/, "") })
        let base: Json.JsonObject = {}
        if (text !== undefined && text.trim() !== "") {
          const parsed = Json.parse(text)
          if (!Json.isObject(parsed)) {
            return yield* new SettingsError({ message: `${globalFile}: not a valid settings object; fix it by hand, Arbor does not overwrite it` })
          }
          base = parsed
        }
        const next = SettingsDomain.setIn(base, keyPath, value)
        yield* replace(globalFile, `${JSON.stringify(next, null, 2)}\n`)
        yield* Ref.set(globalValues, SettingsDomain.parse(JSON.stringify(next), globalFile).values)
      },
      lock.withPermits(1)
    )

    return Settings.of({
      current: Effect.withSpan(Effect.map(Ref.get(globalValues), effective), "Settings.current"),
      warnings: [...global.warnings, ...project.warnings],
      update,
      globalFile
    })
  })

/** The settings files of `agentDir` and of the project in `cwd`. */
export const layer = (locations: Locations): Layer.Layer<Settings, never, FileSystem.FileSystem | Path.Path> => Layer.effect(Settings, make(locations))

/** Settings held in memory only (defaults, or the given values): for tests and embedding. */
export const layerMemory = (values: Json.JsonObject = {}): Layer.Layer<Settings> =>
  Layer.effect(
    Settings,
    Effect.gen(function*() {
      const ref = yield* Ref.make(values)
      return Settings.of({
        current: Effect.withSpan(Effect.map(Ref.get(ref), SettingsDomain.resolve), "Settings.current"),
        warnings: [],
        update: Effect.fn("Settings.update")(function*(keyPath: ReadonlyArray<string>, value: Json.Json | undefined) {
          yield* Effect.annotateCurrentSpan("key", keyPath.join("."))
          yield* Ref.update(ref, (v) => SettingsDomain.setIn(v, keyPath, value))
        }),
        globalFile: undefined
      })
    })
  )
