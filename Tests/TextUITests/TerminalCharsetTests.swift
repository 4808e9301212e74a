import Foundation
import Testing
import TextUI

/// A locale without UTF-8 gets the screen's glyphs as ASCII look-alikes, column for column.
@MainActor
struct TerminalCharsetTests {
  @Test func theLocaleDecidesAsForCPrograms() {
    #expect(TerminalCharset(environment: ["LANG": "C"]) == .ascii)
    #expect(TerminalCharset(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "C"]) == .ascii)
    #expect(TerminalCharset(environment: ["LANG": "en_US.UTF-8", "LC_CTYPE": "POSIX"]) == .ascii)
    #expect(TerminalCharset(environment: ["LANG": "de_DE.ISO-8859-1"]) == .ascii)
    #expect(TerminalCharset(environment: ["LANG": "C", "LC_ALL": "C.utf8"]) == .utf8)
    #expect(TerminalCharset(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == .utf8)
    #expect(TerminalCharset(environment: [:]) == .utf8, "no locale set at all is no choice of ASCII")
  }

  @Test func asciiWritesLookAlikesAsWideAsTheGlyphs() {
    let text = "── Profile · Birth ──  ↑↓←→ ▏ saving… ⌫ ⏪ "
    let shown = TerminalCharset.ascii.shown(text)
    #expect(shown == "-- Profile - Birth --  ^v<> | saving. < << ")
    #expect(DisplayWidth.of(shown) == DisplayWidth.of(text))
    #expect(
      TerminalCharset.ascii.shown("Zoë \u{1B}[1mbold\u{1B}[0m") == "Zoë \u{1B}[1mbold\u{1B}[0m",
      "data is left")
    #expect(TerminalCharset.utf8.shown(text) == text)
  }

  @Test func theSpinnerTurnsInASCII() {
    let shown = Spinner.frames.map(TerminalCharset.ascii.shown)
    #expect(shown.allSatisfy { Spinner.asciiFrames.contains($0) })
  }

  @Test func aScreenWritingThroughItShowsASCIIOnly() {
    let captured = CapturedOutput()
    let screen = TTYScreen(
      output: TerminalCharset.ascii.output(captured), size: { (30, 10) }, now: { ContinuousClock.now })
    screen.draw(
      Frame(
        title: "Search", lines: (1...20).map { "row \($0) …" }, keys: [.terminal("↑↓", "move", keys: [.up])]))
    let isASCII = captured.text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII, "\(captured.text)")
    #expect(captured.text.contains("-- Search ---"))
    #expect(captured.text.contains("  v "), "the marker of what is cut below")
  }
}
