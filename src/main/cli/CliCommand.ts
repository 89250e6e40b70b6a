/**
 * The @effect/cli commands built from `Help`'s grammar, so that the parser takes exactly the
 * arguments and options the help describes, under the same names, with the same descriptions.
 * A command's handler receives one field per argument and option: the grammar's `key`, else the
 * option's long name in camel case (`--session-dir` → `sessionDir`) or the argument's name in
 * lower case; the field's type follows from the grammar's literal types.
 *
 * Values the grammar lists as `choices` are parsed as such; a flag is a boolean, a repeatable
 * option an array, a required option or one with a `default` a value, any other an `Option`.
 * Only one-letter short names become aliases: pi's `-na` is spelled `--no-approve` before the
 * parser runs (`Cli.run`).
 */
import * as Args from "@effect/cli/Args"
import * as Command from "@effect/cli/Command"
import * as Options from "@effect/cli/Options"
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import * as Help from "./Help.js"

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S

type LongName<O> = O extends { readonly names: readonly [...Array<string>, `--${infer Long}`] } ? Long : never

type OptionKey<O> = O extends { readonly key: infer K extends string } ? K : Camel<LongName<O>>

type ArgKey<A> = A extends { readonly key: infer K extends string } ? K : A extends { readonly name: infer N extends string } ? Lowercase<N> : never

type ValueOf<O> = O extends { readonly choices: ReadonlyArray<infer C> } ? C : string

/** What the parser makes of an option. */
export type Parsed<O> = O extends { readonly value: string } ? O extends { readonly repeatable: true } ? Array<ValueOf<O>>
  : O extends { readonly required: true } | { readonly default: string } ? ValueOf<O>
  : Option.Option<ValueOf<O>>
  : boolean

/** What the parser makes of an argument. */
export type ParsedArg<A> = A extends { readonly optional: true } ? Option.Option<string> : string

/** The parsed fields of a command of the grammar. */
export type Fields<C extends Help.CommandHelp> =
  & { readonly [O in C["options"][number] as OptionKey<O>]: Parsed<O> }
  & { readonly [A in C["args"][number] as ArgKey<A>]: ParsedArg<A> }

type Config<C extends Help.CommandHelp> =
  & { readonly [O in C["options"][number] as OptionKey<O>]: Options.Options<Parsed<O>> }
  & { readonly [A in C["args"][number] as ArgKey<A>]: Args.Args<ParsedArg<A>> }

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

const optionOf = (help: Help.OptionHelp): Options.Options<unknown> => {
  const long = (help.names.at(-1) as string).slice(2)
  let option: Options.Options<unknown> = help.value === undefined
    ? Options.boolean(long)
    : help.choices === undefined
    ? Options.text(long)
    : Options.choice(long, help.choices)
  for (const name of help.names) if (/^-[A-Za-z]$/.test(name)) option = Options.withAlias(option, name.slice(1))
  if (help.value !== undefined) {
    if (help.repeatable === true) option = Options.repeated(option)
    else if (help.default !== undefined) option = Options.withDefault(option, help.default)
    else if (help.required !== true) option = Options.optional(option)
  }
  return Options.withDescription(option, help.description)
}

const argOf = (help: Help.ArgHelp): Args.Args<unknown> => {
  const arg = Args.text({ name: help.name })
  return Args.withDescription<unknown>(help.optional === true ? Args.optional(arg) : arg, help.description)
}

/** The parser's configuration of a command of the grammar: one field per argument and option. */
export const config = <C extends Help.CommandHelp>(command: C): Config<C> => {
  const fields: Record<string, Options.Options<unknown> | Args.Args<unknown>> = {}
  for (const arg of command.args) fields[arg.key ?? arg.name.toLowerCase()] = argOf(arg)
  for (const option of command.options) fields[option.key ?? camel((option.names.at(-1) as string).slice(2))] = optionOf(option)
  return fields as unknown as Config<C>
}

type Grammar<Name> = Extract<(typeof Help.commandGrammar)[number], { readonly name: Name }>

/** The subcommand `name` of the grammar, run by `handler`, described by the grammar's summary. */
export const make = <const Name extends (typeof Help.commandGrammar)[number]["name"], R, E>(
  name: Name,
  handler: (fields: Fields<Grammar<Name>>) => Effect.Effect<void, E, R>
): Command.Command<Name, R, E, Fields<Grammar<Name>>> => {
  const command = Help.commandGrammar.find((c) => c.name === name) as Grammar<Name>
  const made = Command.make(name, config(command) as Command.Command.Config, handler as (fields: unknown) => Effect.Effect<void, E, R>)
  return Command.withDescription(made, command.summary) as unknown as Command.Command<Name, R, E, Fields<Grammar<Name>>>
}
