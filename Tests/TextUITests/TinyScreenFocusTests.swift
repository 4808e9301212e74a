import Foundation
import Testing
import TextUI

/// At 30×10 the line being typed into stays on screen, its cursor too: the hints give way to it.
@MainActor
struct TinyScreenFocusTests {
  private func rows(_ frame: Frame, size: (Int, Int), flash: String? = nil) -> [String] {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { size }, now: { ContinuousClock.now })
    screen.draw(frame)
    if let flash {
      output.clear()
      screen.flash(flash, untilCleared: true)
    }
    return output.text.components(separatedBy: "\r\n").map {
      $0.replacing("\u{1B}[H", with: "").replacing("\u{1B}[K", with: "").replacing("\u{1B}[J", with: "")
    }
  }

  /// A search screen's shape: a field under the title, rows of results, and many hints.
  private var search: Frame {
    let keys: [KeyBinding] = [
      .terminal("Enter", "searches now", keys: [.enter]), .terminal("↓", "to the results", keys: [.down]),
      TextField.editingKeys, .terminal("Esc", "stops typing", keys: [.escape]),
    ]
    return Frame(
      title: "GitHub Search",
      lines: ["", "  search  swift nio▏", ""] + (1...12).map { "  \($0)  repo \($0)" },
      keys: keys, focus: 1)
  }

  @Test func theFieldBeingTypedIntoStaysOnAShortScreen() {
    let shown = rows(search, size: (30, 10))
    #expect(shown.count <= 10)
    #expect(shown.first?.hasPrefix("── GitHub Search") == true)
    #expect(shown.contains("  search  swift nio▏"), "\(shown)")
    #expect(shown.contains { $0.hasPrefix("Enter searches now") }, "the first hints stay: \(shown)")
  }

  @Test func aFieldFarDownKeepsItsCursorInViewToo() {
    var frame = search
    frame.lines = (1...12).map { "  line \($0)" } + ["  name  Ada Lovelace▏"]
    frame.focus = 12
    for height in [4, 5, 6, 10] {
      let shown = rows(frame, size: (30, height))
      #expect(shown.count <= height)
      #expect(shown.contains("  name  Ada Lovelace▏"), "\(height) rows: \(shown)")
    }
  }

  @Test func theAnswerToAKeyStaysWithTheField() {
    let shown = rows(search, size: (30, 10), flash: "Alt-Q does nothing while typing")
    #expect(shown.contains("  search  swift nio▏"), "\(shown)")
    #expect(shown.contains { $0.hasPrefix("! Alt-Q does nothing") }, "\(shown)")
  }

  @Test func aFrameThatFitsIsUntouched() {
    let shown = rows(search, size: (80, 24))
    #expect(shown.contains("  search  swift nio▏"))
    #expect(shown.contains { $0.contains("Esc stops typing") })
  }
}
