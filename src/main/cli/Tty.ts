/** How text is laid out for an output stream: colour or not, and how wide. */

/**
 * Whether to colour what goes to `stream`: only a terminal, and never when `NO_COLOR` is set
 * to anything (https://no-color.org).
 */
export const color = (stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean =>
  stream.isTTY === true && (env.NO_COLOR ?? "") === ""

/** The columns to lay text out in: the terminal's width (at most 100), else 80. */
export const columns = (stream: { readonly isTTY?: boolean; readonly columns?: number | undefined }): number =>
  stream.isTTY === true && typeof stream.columns === "number" && stream.columns > 20 ? Math.min(100, stream.columns) : 80
