/**
 * Server-sent events (the HTML standard's `text/event-stream`) read from text as it arrives:
 * the data of each event, nothing else (a Chat Completions stream uses no other field). Lines
 * end with LF, CRLF or a lone CR, and a CRLF split between two pieces is one line end; a
 * comment line (`:`) and the fields other than `data` are skipped; an event's data lines are
 * joined by LF; a byte order mark at the start is dropped. Pure but for its own state.
 */

/** At most this much text of one event is held (a line or event without end would grow without bound). */
export const MAX_EVENT_CHARS = 10 * 1024 * 1024

const LINE_END = /\r\n|\r|\n/g

export class Reader {
  /** The start of a line whose end has not arrived. */
  private pending = ""
  /** The data lines of the event being read; undefined before its first. */
  private data: Array<string> | undefined
  private held = 0
  /** The last piece ended with CR: an LF first in the next one ends nothing more. */
  private afterCr = false
  private started = false

  /** The data of the events that `text` completes. Fails when an event exceeds `MAX_EVENT_CHARS`. */
  feed(text: string): Array<string> {
    let piece = text
    if (!this.started && piece !== "") {
      this.started = true
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1)
    }
    if (this.afterCr && piece.startsWith("\n")) piece = piece.slice(1)
    if (piece !== "") this.afterCr = false
    const buffer = this.pending + piece
    const events: Array<string> = []
    let start = 0
    LINE_END.lastIndex = 0
    for (let match = LINE_END.exec(buffer); match !== null; match = LINE_END.exec(buffer)) {
      // a CR last in the buffer may be the first half of a CRLF
      if (match[0] === "\r" && match.index === buffer.length - 1) this.afterCr = true
      this.line(buffer.slice(start, match.index), events)
      start = match.index + match[0].length
    }
    this.pending = buffer.slice(start)
    if (this.pending.length + this.held > MAX_EVENT_CHARS) {
      throw new Error(`A server-sent event longer than ${MAX_EVENT_CHARS} characters`)
    }
    return events
  }

  private line(line: string, events: Array<string>) {
    if (line === "") {
      if (this.data !== undefined) events.push(this.data.join("\n"))
      this.data = undefined
      this.held = 0
      return
    }
    const colon = line.indexOf(":")
    if (colon === 0) return
    if ((colon < 0 ? line : line.slice(0, colon)) !== "data") return
    const value = colon < 0 ? "" : line.charCodeAt(colon + 1) === 0x20 ? line.slice(colon + 2) : line.slice(colon + 1)
    ;(this.data ??= []).push(value)
    this.held += value.length + 1
  }
}
