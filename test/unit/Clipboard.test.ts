/**
 * Which tool Ctrl+V reads the clipboard with, and which of its types it takes (`Clipboard`'s pure
 * part); reading with a real tool is tested in a terminal (test/e2e/ChatEditor.test.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Clipboard from "../../src/main/tui/Clipboard.js"

describe("Clipboard", () => {
  it("reads with wl-paste in a Wayland session (then xclip), xclip under X11, nothing without a display or off Linux", () => {
    expect(Clipboard.tools("linux", { WAYLAND_DISPLAY: "wayland-0", DISPLAY: ":0" })).toEqual(["wl-paste", "xclip"])
    expect(Clipboard.tools("linux", { DISPLAY: ":0" })).toEqual(["xclip"])
    expect(Clipboard.tools("linux", { WAYLAND_DISPLAY: "", DISPLAY: "" })).toEqual([])
    expect(Clipboard.tools("linux", {})).toEqual([])
    expect(Clipboard.tools("darwin", { DISPLAY: ":0" })).toEqual([])
  })

  it("takes PNG first, then the common image types, then any image; text alone is no image", () => {
    expect(Clipboard.imageType(["TARGETS", "image/jpeg", "image/png", "UTF8_STRING"])).toBe("image/png")
    expect(Clipboard.imageType(["image/webp", "image/gif"])).toBe("image/gif")
    expect(Clipboard.imageType(["text/plain", "Image/BMP; charset=binary"])).toBe("image/bmp")
    expect(Clipboard.imageType(["TARGETS", "UTF8_STRING", "text/plain;charset=utf-8"])).toBeUndefined()
    expect(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"].map(Clipboard.extension)).toEqual(["png", "jpg", "gif", "webp", "png"])
  })

  it("says why nothing is read where there is no display", async () => {
    expect(await Clipboard.read([], "/nowhere")).toEqual({ _tag: "Unavailable", message: Clipboard.NO_DISPLAY })
  })
})
