/**
 * The one reading of a command line that the executable answers before the core's parser loads
 * (`QuickList`, `QuickInfo`, `QuickContext`): the arguments after the command, written plainly.
 * Each option is one the early path reads, given at most once: a flag alone, or an option whose
 * value is the next argument and does not start with `-`; each other argument is a plain word,
 * not blank and not starting with `-` (the core's parser reads `--` as the end of the options and
 * `-x` as an option). Any other spelling (`--json=…`, an alias, a repeated option, too many or too
 * few words) is left to the core's parser, so that an early answer is always the core's. Pure.
 */

/** What a plain command line gave: its options by name (a value, or true for a flag), and its words in order. */
export interface Plain {
  readonly given: ReadonlyMap<string, string | true>
  readonly words: ReadonlyArray<string>
}

/** The options an early path reads, and how many words it takes. */
export interface Grammar {
  readonly flags: ReadonlyArray<string>
  readonly valued?: ReadonlyArray<string>
  readonly words: number
}

/** `args` read by `grammar`, when they are written plainly; undefined for any other spelling, which the core's parser reads. */
export const read = (args: ReadonlyArray<string>, grammar: Grammar): Plain | undefined => {
  const given = new Map<string, string | true>()
  const words: Array<string> = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (given.has(arg)) return undefined
    if (grammar.flags.includes(arg)) given.set(arg, true)
    else if (grammar.valued?.includes(arg) === true && i + 1 < args.length && !(args[i + 1] as string).startsWith("-")) given.set(arg, args[++i] as string)
    else if (arg.trim() !== "" && !arg.startsWith("-")) words.push(arg)
    else return undefined
  }
  return words.length === grammar.words ? { given, words } : undefined
}
