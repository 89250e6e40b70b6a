/**
 * Which tool Ctrl+V reads the clipboard with, and which of its types it takes (`ClipboardPaste`'s pure
 * part); reading with a real tool is tested in a terminal (test/e2e/ChatEditor.test.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import * as ClipboardPaste from "../../src/main/tui/ClipboardPaste.js"

describe("ClipboardPaste", () => {
  it("reads with wl-paste in a Wayland session (then xclip), xclip under X11, nothing without a display or off Linux", () => {
    expect(ClipboardPaste.tools("linux", { WAYLAND_DISPLAY: "wayland-0", DISPLAY: ":0" })).toEqual(["wl-paste", "xclip"])
    expect(ClipboardPaste.tools("linux", { DISPLAY: ":0" })).toEqual(["xclip"])
    expect(ClipboardPaste.tools("linux", { WAYLAND_DISPLAY: "", DISPLAY: "" })).toEqual([])
    expect(ClipboardPaste.tools("linux", {})).toEqual([])
    expect(ClipboardPaste.tools("darwin", { DISPLAY: ":0" })).toEqual([])
  })

  it("takes PNG first, then the common image types, then any image; text alone is no image", () => {
    expect(ClipboardPaste.imageType(["TARGETS", "image/jpeg", "image/png", "UTF8_STRING"])).toBe("image/png")
    expect(ClipboardPaste.imageType(["image/webp", "image/gif"])).toBe("image/gif")
    expect(ClipboardPaste.imageType(["text/plain", "Image/BMP; charset=binary"])).toBe("image/bmp")
    expect(ClipboardPaste.imageType(["TARGETS", "UTF8_STRING", "text/plain;charset=utf-8"])).toBeUndefined()
    expect(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"].map(ClipboardPaste.extension)).toEqual(["png", "jpg", "gif", "webp", "png"])
  })

  it("says why nothing is read where there is no display", async () => {
    expect(await ClipboardPaste.read([], "/nowhere")).toEqual({ _tag: "Unavailable", message: ClipboardPaste.NO_DISPLAY })
  })
})
