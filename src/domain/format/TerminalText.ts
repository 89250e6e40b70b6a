/**
 * Text from a session made safe for a terminal: the one place that decides what of an untrusted
 * text (messages, tool output, names, labels, cwd, paths, model names, errors quoting them) may
 * reach a terminal. A terminal obeys escape sequences wherever they appear, so a model reply
 * holding `ESC ] 52 ; c ; <base64> BEL` would set the clipboard, `ESC ] 0 ; … BEL` the window
 * title, `ESC [ 2 J` clear the screen, all invisibly; bidi controls reorder what a line seems
 * to say. Pure.
 *
 * What `display` does, character by character (UTF-16 code units, so no surrogate pair is cut):
 *
 * - An escape sequence, whole, becomes one `␛` (U+241B): its introducer, its parameters and its
 *   body, so no payload is left behind as text. Sequences are read as ECMA-48 and xterm read
 *   them: CSI (`ESC [` or U+009B) up to its final byte; the string controls OSC (`ESC ]`,
 *   U+009D), DCS (`ESC P`, U+0090), SOS (`ESC X`, U+0098), PM (`ESC ^`, U+009E) and APC
 *   (`ESC _`, U+009F) up to BEL, ST (`ESC \` or U+009C), CAN, SUB or the next ESC (which a
 *   terminal takes as the end of the string), or to the end of the text when unterminated; an
 *   `ESC` with intermediates (`ESC ( B`) up to its final byte; any other `ESC x` (x printable
 *   ASCII) as two characters; a lone `ESC` (at the end, or before a control or non-ASCII) alone.
 * - Other control characters become U+FFFD: C0 (U+0000–U+001F) except line feed and tab, DEL
 *   and the C1 controls (U+0080–U+009F) that do not open a sequence. A carriage return before
 *   a line feed is dropped (CRLF reads as LF); any other carriage return becomes U+FFFD, since
 *   it would let the rest of a line overwrite its start.
 * - Bidirectional and other invisible formatting controls are shown by name, `<U+202E>`: the
 *   embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks (U+200E,
 *   U+200F, U+061C) and the interlinear annotation characters (U+FFF9–U+FFFB). They are shown,
 *   not dropped, so that a reader sees that something was there.
 * - Everything else, line feeds and tabs included, is kept as it is.
 *
 * `display` is idempotent and its output holds no ESC, no C0 control but line feed and tab,
 * no C1 control and no bidi control. Arbor's own styling (the colours it adds) is applied to
 * the sanitized text, never through it: sanitize content first, then style.
 *
 * Data is not terminal text: JSON output (`--json`, RPC, the session file, JSONL export) is
 * written exactly as stored and never passes through here; a terminal showing it sees only
 * JSON escapes (`\u001b`), which it does not obey.
 *
 * `strip` is the other use of the same reading of sequences: a command's output stored as
 * plain text (the bash tool's and `!cmd`'s result), where sequences and control characters
 * are removed rather than shown.
 */

const ESC = 0x1b
const BEL = 0x07
const CAN = 0x18
const SUB = 0x1a
const ST = 0x9c

/** The marker an escape sequence becomes. */
export const SEQUENCE_MARKER = "\u241B"
/** The marker a control character becomes. */
export const CONTROL_MARKER = "\uFFFD"

/** Any character `display` changes; text without one is returned as it is. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufff9-\ufffb]/

const isFormatting = (code: number): boolean =>
  code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) ||
  (code >= 0xfff9 && code <= 0xfffb)

/** Whether `code` opens an escape sequence: ESC, or a C1 control that introduces a CSI or a control string. */
const opensSequence = (code: number): boolean =>
  code === ESC || code === 0x9b || code === 0x9d || code === 0x90 || code === 0x98 || code === 0x9e || code === 0x9f

/** The end of a CSI whose parameters start at `i`: after its final byte, or where a byte breaks it. */
const csiEnd = (text: string, i: number): number => {
  let j = i
  while (j < text.length && text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x3f) j++
  while (j < text.length && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x2f) j++
  const final = text.charCodeAt(j)
  return final >= 0x40 && final <= 0x7e ? j + 1 : j
}

/** The end of a control string (OSC, DCS, SOS, PM, APC) whose body starts at `i`, terminator included. */
const stringEnd = (text: string, i: number): number => {
  for (let j = i; j < text.length; j++) {
    const code = text.charCodeAt(j)
    if (code === BEL || code === ST) return j + 1
    if (code === CAN || code === SUB) return j
    if (code === ESC) return text.charCodeAt(j + 1) === 0x5c ? j + 2 : j
  }
  return text.length
}

/**
 * The end of the escape sequence that starts at `i` (where `opensSequence` holds): the index
 * after its last character, at least `i + 1`.
 */
const sequenceEnd = (text: string, i: number): number => {
  const code = text.charCodeAt(i)
  if (code === 0x9b) return csiEnd(text, i + 1)
  if (code !== ESC) return stringEnd(text, i + 1)
  const next = text.charCodeAt(i + 1)
  if (next === 0x5b) return csiEnd(text, i + 2)
  if (next === 0x5d || next === 0x50 || next === 0x58 || next === 0x5e || next === 0x5f) return stringEnd(text, i + 2)
  if (next >= 0x20 && next <= 0x2f) {
    let j = i + 1
    while (j < text.length && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x2f) j++
    const final = text.charCodeAt(j)
    return final >= 0x30 && final <= 0x7e ? j + 1 : j
  }
  if (next >= 0x30 && next <= 0x7e) return i + 2
  return i + 1
}

const notation = (code: number): string => `<U+${code.toString(16).toUpperCase().padStart(4, "0")}>`

/**
 * Untrusted text as a terminal may show it, line feeds and tabs kept (see the module comment
 * for every rule). Idempotent; the identity on text with nothing to change.
 */
export const display = (text: string): string => {
  if (!UNSAFE.test(text)) return text
  let out = ""
  let start = 0
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i)
    let end: number
    let replacement: string
    if (opensSequence(code)) {
      end = sequenceEnd(text, i)
      replacement = SEQUENCE_MARKER
    } else if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) {
      end = i + 1
      replacement = ""
    } else if ((code < 0x20 && code !== 0x0a && code !== 0x09) || (code >= 0x7f && code <= 0x9f)) {
      end = i + 1
      replacement = CONTROL_MARKER
    } else if (isFormatting(code)) {
      end = i + 1
      replacement = notation(code)
    } else {
      i++
      continue
    }
    out += text.slice(start, i) + replacement
    i = end
    start = end
  }
  return out + text.slice(start)
}

/**
 * Untrusted text for one line of a terminal: `display`, and line feeds, tabs and carriage
 * returns also become U+FFFD (for ids, paths and fields that must not break a line).
 */
export const line = (text: string): string => display(text).replace(/[\n\t]/g, CONTROL_MARKER)

/**
 * Terminal output as plain text: escape sequences (colours, cursor moves, titles, with their
 * bodies) removed, CRLF as LF, a carriage-return overwrite (progress bars) reduced to what the
 * line ended with, and other control characters (C0 but line feed and tab, DEL, C1) dropped.
 * Bidi characters are kept: this text is data (what the model reads), and `display` shows it.
 */
export const strip = (text: string): string => {
  let plain = ""
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (!opensSequence(text.charCodeAt(i))) continue
    plain += text.slice(start, i)
    start = sequenceEnd(text, i)
    i = start - 1
  }
  plain += text.slice(start)
  return plain
    .replace(/\r+\n/g, "\n")
    .split("\n")
    .map((part) => (part.includes("\r") ? (part.split("\r").filter((piece) => piece !== "").at(-1) ?? "") : part))
    .join("\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
}
