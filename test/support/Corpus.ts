/**
 * The conformance corpus: pi-written session files with pi's answers. A missing corpus is a
 * failure (the tests that use it throw), never a skip.
 */
import * as fs from "node:fs"
import * as path from "node:path"

export const root = path.resolve(import.meta.dirname, "../..")
export const corpusDir = path.resolve(root, "../shared/conformance/cases")

export interface Case {
  readonly name: string
  readonly file: string
  readonly text: string
  readonly expected: any
}

/** Every case, in name order. Throws when the corpus is missing or empty. */
export const cases = (): ReadonlyArray<Case> => {
  if (!fs.existsSync(corpusDir)) throw new Error(`conformance corpus not found at ${corpusDir}`)
  const names = fs.readdirSync(corpusDir).filter((name) => name.startsWith("case-")).sort()
  if (names.length === 0) throw new Error(`conformance corpus at ${corpusDir} holds no cases`)
  return names.map((name) => {
    const file = path.join(corpusDir, name, "session.jsonl")
    return {
      name,
      file,
      text: fs.readFileSync(file, "utf8"),
      expected: JSON.parse(fs.readFileSync(path.join(corpusDir, name, "expected.json"), "utf8"))
    }
  })
}

/** A value as it looks after a JSON round trip (NaN → null, undefined keys dropped). */
export const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
