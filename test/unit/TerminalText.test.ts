import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import * as TerminalText from "../../src/domain/format/TerminalText.js"

const OSC52 = "\u001b]52;c;Y3VybCBldmlsfHNo"

describe("TerminalText.display", () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ["OSC 52 ended by BEL", `a${OSC52}\u0007b`, "a␛b"],
    ["OSC 52 ended by ESC \\", `a${OSC52}\u001b\\b`, "a␛b"],
    ["OSC 52 ended by the C1 ST", `a${OSC52}\u009cb`, "a␛b"],
    ["OSC 0 (window title)", "\u001b]0;pwned\u0007title", "␛title"],
    ["OSC 8 hyperlink", "\u001b]8;;http://evil\u001b\\click\u001b]8;;\u001b\\", "␛click␛"],
    ["CSI clear screen and home", "x\u001b[2J\u001b[Hy", "x␛␛y"],
    ["CSI with private parameters", "\u001b[?1049hz", "␛z"],
    ["SGR colour", "\u001b[31mred\u001b[0m", "␛red␛"],
    ["DCS with its body", "a\u001bP1$qm\u001b\\b", "a␛b"],
    ["APC, PM and SOS", "\u001b_apc\u001b\\1\u001b^pm\u001b\\2\u001bXsos\u001b\\3", "␛1␛2␛3"],
    ["C1 CSI U+009B", "a\u009b2Jb", "a␛b"],
    ["C1 OSC U+009D", "a\u009d52;c;eA==\u0007b", "a␛b"],
    ["C1 DCS U+0090", "a\u0090q#0\u009cb", "a␛b"],
    ["other C1 controls", "a\u0085b\u0080c\u009a", "a\uFFFDb\uFFFDc\uFFFD"],
    ["two-character escapes", "\u001bcreset\u001b7\u001b8", "␛reset␛␛"],
    ["escape with an intermediate", "\u001b(Bx", "␛x"],
    ["lone ESC at the end", "abc\u001b", "abc␛"],
    ["ESC before a control", "a\u001b\u0007b", "a␛\uFFFDb"],
    ["unterminated OSC swallows its payload", `ok${OSC52}`, "ok␛"],
    ["unterminated CSI", "a\u001b[12", "a␛"],
    ["OSC broken by a new ESC", "\u001b]0;t\u001b[2Jx", "␛␛x"],
    ["OSC cancelled by CAN", "\u001b]0;t\u0018x", "␛\uFFFDx"],
    ["C0 controls and DEL", "a\u0000b\u0007c\u0008d\u007f", "a\uFFFDb\uFFFDc\uFFFDd\uFFFD"],
    ["line feed and tab kept", "a\n\tb", "a\n\tb"],
    ["CRLF as LF", "a\r\nb", "a\nb"],
    ["a lone carriage return", "safe\rEVIL", "safe\uFFFDEVIL"],
    ["bidi override", "abc\u202edcba", "abc<U+202E>dcba"],
    ["bidi isolates and marks", "\u2066\u2067\u2068\u2069\u200e\u200f\u061c", "<U+2066><U+2067><U+2068><U+2069><U+200E><U+200F><U+061C>"],
    ["embeddings", "\u202a\u202b\u202c\u202d", "<U+202A><U+202B><U+202C><U+202D>"],
    ["interlinear annotation", "\ufff9a\ufffab\ufffb", "<U+FFF9>a<U+FFFA>b<U+FFFB>"],
    ["plain text unchanged", "héllo wörld 🌳 ␛ <U+202E>", "héllo wörld 🌳 ␛ <U+202E>"]
  ]
  for (const [name, input, shown] of cases) {
    it(name, () => {
      expect(TerminalText.display(input)).toBe(shown)
    })
  }

  it.prop("leaves no ESC, C1, control but LF and tab, or bidi control; is idempotent", [
    fc.string({
      unit: fc.constantFrom(
        "a",
        " ",
        "\n",
        "\t",
        "\r",
        "\u001b",
        "[",
        "]",
        "P",
        "\\",
        "\u0007",
        "\u009b",
        "\u009c",
        "\u009d",
        "\u0085",
        "\u202e",
        "\u2066",
        "2",
        ";",
        "J",
        "\u0018"
      )
    })
  ], ([text]) => {
    const shown = TerminalText.display(text)
    expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
    expect(TerminalText.display(shown)).toBe(shown)
  })
})

describe("TerminalText.line", () => {
  it("also shows line breaks and tabs as U+FFFD", () => {
    expect(TerminalText.line("a\nb\tc\r\nd\u001b]0;x\u0007")).toBe("a\uFFFDb\uFFFDc\uFFFDd␛")
  })
})

describe("TerminalText.strip", () => {
  it("removes sequences with their bodies and control characters", () => {
    expect(TerminalText.strip(`\u001b[1;32mok\u001b[0m ${OSC52}\u0007done\u001bP1$q\u001b\\ \u009b2Jx\u0085\u0000`)).toBe("ok done x")
  })

  it("keeps the last state of a carriage-return overwrite and reads CRLF as LF", () => {
    expect(TerminalText.strip("10%\r50%\r100%\nnext\r\nlast")).toBe("100%\nnext\nlast")
  })

  it("keeps bidi characters (the text is data; display shows them)", () => {
    expect(TerminalText.strip("a\u202eb")).toBe("a\u202eb")
  })
})
