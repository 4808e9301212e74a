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
      Array(shown[1...7]) == ["  ↑ 29 more lines"] + (30...34).map { "row \($0)" } + ["  ↓ 6 more lines"],
      "first shown with its focus pages down, as a page key would; what is cut said above and below")
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

  /// A list stays where it is while its focus moves within what is shown, as in less and htop,
  /// and a page down leaves the last row of the page before at the top.
  @Test func aListStaysPutUntilItsFocusLeavesItAndAPageKeepsOneRow() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 12) }, now: { ContinuousClock.now })
    let shown = { () -> [String] in
      let last = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
      return last.replacing("\u{1B}[K", with: "").components(separatedBy: "\r\n").filter {
        $0.hasPrefix("row ")
      }
    }
    let list = { (focus: Int) in
      Frame(title: "L", lines: (1...40).map { "row \($0)" }, keys: [.both("q", "quit")], focus: focus)
    }
    screen.draw(list(0))
    let first = shown()
    screen.draw(list(3))
    #expect(shown() == first, "the focus moved within the rows shown: nothing scrolls")
    screen.draw(list(0))
    let page = screen.rowsPerPage(of: list(0))
    screen.draw(list(page))
    let second = shown()
    #expect(Set(second).intersection(first).count >= 1, "a page down keeps a row in view: \(second)")
    screen.draw(list(2 * page))
    #expect(shown().first == second.last, "and then exactly one: \(shown())")
    screen.draw(list(39))
    #expect(shown().last == "row 40")
  }

  /// A field that wraps onto more rows is kept in view whole, its last row (the cursor) too.
  @Test func aFocusedLineThatWrapsShowsWhole() {
    var frame = Frame(
      title: "F", lines: (1...20).map { "row \($0)" } + [String(repeating: "word ", count: 12) + "▏"],
      keys: [.both("q", "quit")], focus: 20, wrapping: [20])
    frame.banner = nil
    let shown = rows(frame, size: (20, 10))
    #expect(shown.contains { $0.hasSuffix("▏") }, "\(shown)")
  }
}
