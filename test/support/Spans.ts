/** A tracer that records each span's name and how it ended (`name:Success`, `name:Failure`), in the order they end. */
import { Tracer } from "effect"

export const recorder = () => {
  const ended: Array<string> = []
  let next = 0
  const tracer = Tracer.make({
    span: (name, parent, context, links, startTime, kind) => {
      const attributes = new Map<string, unknown>()
      const span: Tracer.Span = {
        _tag: "Span",
        name,
        spanId: String(++next),
        traceId: "t",
        parent,
        context,
        links: [...links],
        sampled: true,
        kind,
        attributes,
        status: { _tag: "Started", startTime },
        end: (_, exit) => void ended.push(`${name}:${exit._tag}`),
        attribute: (key, value) => void attributes.set(key, value),
        event: () => {},
        addLinks: () => {}
      }
      return span
    },
    context: (f) => f()
  })
  return { tracer, ended }
}
