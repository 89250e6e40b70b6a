/**
 * `--store URL` on any command: taken out of the arguments before they are checked and parsed,
 * and handed on as `ARBOR_STORE` (which `Layers` reads). A `postgres://` or `postgresql://` URL
 * selects the PostgreSQL store, `files` the session files. Pure and light: the executable runs it
 * before anything else loads.
 */

/** The arguments without `--store`, and its value; a usage error as its message. */
export const take = (argv: ReadonlyArray<string>): { readonly argv: ReadonlyArray<string>; readonly store: string | undefined } | string => {
  const rest: Array<string> = []
  let store: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === "--") {
      rest.push(...argv.slice(i))
      break
    }
    if (arg === "--store") {
      store = argv[++i]
      if (store === undefined || store === "") return "--store needs a value: postgres://… or files"
    } else if (arg.startsWith("--store=")) store = arg.slice("--store=".length)
    else rest.push(arg)
  }
  return { argv: rest, store }
}
