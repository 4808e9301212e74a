import Foundation
import Testing
import TextUI

/// A terminal keeps a frame's focused line (a list's selection) on screen.
@MainActor
struct FrameFocusTests {
  private func rows(_ frame: Frame, size: (Int, Int)) -> [String] {
    let output = CapturedOutput()
    TTYScreen(output: output, size: { size }, now: { ContinuousClock.now }).draw(frame)
    return output.text.components(separatedBy: "\r\n").map {
      $0.replacing("\u{1B}[H", with: "").replacing("\u{1B}[K", with: "")
    }
  }

  @Test func aFocusBelowTheCutScrollsTheBodyAndKeepsTitleAndHints() {
    let frame = Frame(
      title: "List", lines: (1...40).map { "row \($0)" }, keys: [.both("q", "quit")], focus: 29)
    let shown = rows(frame, size: (20, 10))

    #expect(shown.count == 10)
    #expect(shown[0].hasPrefix("── List"))
    #expect(shown.contains("row 30"))
    #expect(shown.suffix(2) == ["", "q quit"])
    #expect(
      Array(shown[1...7]) == ["  ↑ 27 more lines"] + (28...32).map { "row \($0)" } + ["  ↓ 8 more lines"],
      "the focus sits in the middle, what is cut said above and below")
  }

  @Test func aFocusAlreadyOnScreenOrNearTheEndScrollsNoMoreThanNeeded() {
    let top = rows(
      Frame(title: "L", lines: (1...40).map { "row \($0)" }, keys: [.both("q", "")], focus: 3), size: (20, 10)
    )
    #expect(Array(top[1...7]) == (1...6).map { "row \($0)" } + ["  ↓ 34 more lines"])

    let end = rows(
      Frame(title: "L", lines: (1...40).map { "row \($0)" }, keys: [.both("q", "")], focus: 39),
      size: (20, 10))
    #expect(Array(end[1...7]) == ["  ↑ 34 more lines"] + (35...40).map { "row \($0)" })
  }

  @Test func linesSpanningSeveralRowsAndABannerCountTowardsTheFocus() {
    let lines = ["a\nb\nc"] + (1...30).map { "row \($0)" }
    let frame = Frame(title: "L", lines: lines, keys: [.both("q", "")], banner: "offline", focus: 20)
    #expect(rows(frame, size: (20, 8)).contains("row 20"))
  }

  /// PgDn in a list moves by the rows the terminal shows of it, less one kept for context.
  @Test func aPageIsTheRowsShownLessOne() {
    let frame = Frame(
      title: "L", lines: (1...40).map { "row \($0)" }, keys: [.both("q", "quit")], focus: 20)
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 12) }, now: { ContinuousClock.now })
    screen.draw(frame)
    let shown = rows(frame, size: (20, 12)).filter { $0.hasPrefix("row ") }
    #expect(screen.rowsPerPage(of: frame) == shown.count - 1, "\(shown)")
  }
}
