import Foundation
import Testing
import TextUI

/// A frame taller than the terminal, with no focus of its own, is shown from the line the
/// reader scrolled to, with a row saying how much is cut above and below.
@MainActor
struct FrameScrollingTests {
  private func rows(_ frame: Frame, size: (Int, Int)) -> [String] {
    let output = CapturedOutput()
    TTYScreen(output: output, size: { size }, now: { ContinuousClock.now }).draw(frame)
    var rows = output.text.components(separatedBy: "\r\n").map {
      $0.replacing("\u{1B}[H", with: "").replacing("\u{1B}[K", with: "").replacing("\u{1B}[J", with: "")
    }
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  private let page = Frame(title: "Page", lines: (1...40).map { "line \($0)" }, keys: [.both("q", "quit")])

  @Test func theTopShowsWhatIsCutBelow() {
    let shown = rows(page, size: (20, 10))
    #expect(shown[0].hasPrefix("── Page ─"))
    #expect(Array(shown.dropFirst()) == (1...6).map { "line \($0)" } + ["  ↓ 34 more lines", "", "q quit"])
  }

  @Test func scrolledItShowsWhatIsCutOnBothSidesAndTheEndIsFull() {
    var frame = page
    frame.firstLine = 19
    #expect(
      Array(rows(frame, size: (20, 10))[1...7]) == ["  ↑ 19 more lines"] + (20...24).map { "line \($0)" } + [
        "  ↓ 16 more lines"
      ])
    frame.firstLine = 100
    #expect(
      Array(rows(frame, size: (20, 10))[1...7]) == ["  ↑ 34 more lines"] + (35...40).map { "line \($0)" })
  }

  @Test func movesLandOnLinesAndStopAtTheEdges() {
    var frame = page
    #expect(frame.scroll(.rows(-1), columns: 20, rows: 10) == .atEdge)
    #expect(frame.scroll(.top, columns: 20, rows: 10) == .atEdge)
    // Leaving the top, the row above takes one: line 3 comes first, line 2 is counted above.
    #expect(frame.scroll(.rows(1), columns: 20, rows: 10) == .moved(toLine: 2, row: 0))
    #expect(frame.scroll(.pages(1), columns: 20, rows: 10) == .moved(toLine: 5, row: 0))
    #expect(frame.scroll(.bottom, columns: 20, rows: 10) == .moved(toLine: 34, row: 0))
    frame.firstLine = 34
    #expect(frame.scroll(.rows(1), columns: 20, rows: 10) == .atEdge)
    #expect(frame.scroll(.pages(-1), columns: 20, rows: 10) == .moved(toLine: 30, row: 0))
    frame.firstLine = 2
    #expect(
      frame.scroll(.rows(-1), columns: 20, rows: 10) == .moved(toLine: 0, row: 0),
      "within a row of the top is the top")
  }

  @Test func aFrameThatFitsOrKeepsItsFocusDoesNotScroll() {
    #expect(page.scroll(.rows(1), columns: 20, rows: 60) == .fits)
    var focused = page
    focused.focus = 30
    #expect(focused.scroll(.rows(1), columns: 20, rows: 10) == .fits)
  }

  /// A line that spans rows (wrapped, or holding newlines) is scrolled through a row at a
  /// time: ↓ never jumps over a row of it, nor gets stuck on it; the banner shows at the top.
  @Test func aLineSpanningRowsIsScrolledARowAtATimeAndTheBannerShowsAtTheTop() {
    var frame = Frame(
      title: "Page", lines: ["one\ntwo\nthree\nfour\nfive"] + (1...20).map { "line \($0)" },
      keys: [.both("q", "quit")],
      banner: "offline")
    #expect(rows(frame, size: (20, 10))[1] == "offline")
    var seen = Set(rows(frame, size: (20, 10)))
    var moves = 0
    while case .moved(let line, let row) = frame.scroll(.rows(1), columns: 20, rows: 10), moves < 40 {
      #expect((line, row) > (frame.firstLine, frame.firstLineRow))
      (frame.firstLine, frame.firstLineRow) = (line, row)
      seen.formUnion(rows(frame, size: (20, 10)))
      moves += 1
    }
    for word in ["one", "two", "three", "four", "five"] { #expect(seen.contains(word)) }
    #expect(Array(rows(frame, size: (20, 10))[2...7]) == (15...20).map { "line \($0)" })
  }

  /// A banner of two rows above the first line: ↓ from the top moves, it does not say the end
  /// is reached while lines are cut below.
  @Test func aTallBannerDoesNotStopTheFirstMoveDown() {
    let frame = Frame(
      title: "Page", lines: (1...30).map { "line \($0)" }, keys: [.both("q", "quit")],
      banner: "offline, showing bundled sample data: the host is unreachable (could not connect)")
    #expect(frame.scroll(.rows(1), columns: 40, rows: 10) == .moved(toLine: 1, row: 0))
  }

  /// At the end, where the last screen starts inside a line that spans rows, ↓ stays and says
  /// so; it does not jump back to where that line starts.
  @Test func theEndInsideAWrappedLineIsTheEnd() {
    var frame = Frame(
      title: "Page", lines: ["a", String(repeating: "word ", count: 60), "b", "c"],
      keys: [.both("q", "quit")],
      wrapping: [1])
    frame.firstLine = 1
    guard case .moved(let end, let row) = frame.scroll(.bottom, columns: 20, rows: 10) else {
      Issue.record("the end is not reached from the second line")
      return
    }
    (frame.firstLine, frame.firstLineRow) = (end, row)
    #expect(frame.scroll(.rows(1), columns: 20, rows: 10) == .atEdge)
    #expect(frame.scroll(.pages(1), columns: 20, rows: 10) == .atEdge)
    #expect(rows(frame, size: (20, 10)).contains("c"))
  }

  /// Narrower than the "more lines" rows, they are cut, so the screen never grows taller than
  /// the terminal and the title stays.
  @Test func onANarrowTerminalTheMarkersAreCutToItsWidth() {
    var frame = page
    frame.firstLine = 10
    let shown = rows(frame, size: (12, 12))
    #expect(shown.count == 12)
    #expect(shown[0].hasPrefix("── Page"))
    #expect(shown.allSatisfy { DisplayWidth.of($0) <= 12 }, "\(shown)")
  }
}
