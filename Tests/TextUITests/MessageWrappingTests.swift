import Foundation
import SnapshotTesting
import Testing
import TextUI

/// Messages (the banner, a flash, the lines a view marks as wrapping) wrap onto the lines below
/// instead of ending in "…"; list rows are still cut to the width, and the hints go on to the
/// next line between two keys.
@MainActor
struct MessageWrappingTests {
  static let cowboy =
    "rate limited by the server: Whoa, ease up there cowboy. You've requested 5000 users 12 times in the last minute; try again in 30 s"

  func frame() -> Frame {
    Frame(
      title: "Random Users",
      lines: [
        "", "  ! could not load people (r tries again):", "    \(Self.cowboy)",
        "› 1  Male · 50 people in a row that is much longer than the screen is wide",
      ],
      keys: [
        .both("r", "reload"), .both("1–4 or a name", "opens"), .both("↑↓", "select"), .both("b", "back"),
        .both("q", "quit"), .both("?", "about"), .both("t", "trace"),
      ],
      banner:
        "offline, showing bundled sample data: the network is unreachable; the first failure was looking up randomuser.me",
      wrapping: [2])
  }

  @Test func theBannerAndMarkedLinesWrapUnderTheirTextRowsAreCutAndHintsWrapBetweenKeys() {
    let lines = frame().render(width: 48, mode: .plain)
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 48 })
    #expect(lines.contains { $0.hasSuffix("try again in 30 s") }, "the useful end of the message shows")
    #expect(lines.filter { $0.hasSuffix("…") }.count == 1, "the long row is cut")
    #expect(lines.suffix(2).joined(separator: " · ").contains("r reload · 1–4 or a name opens"))
    #expect(lines.last?.hasSuffix("t trace") == true, "every key is named")
  }

  @Test func continuationLinesHangUnderTheTextAfterTheMarker() {
    let wrapped = Frame(title: "T", lines: ["  ! " + Self.cowboy], wrapping: [0]).render(
      width: 40, mode: .plain)
    #expect(wrapped[1].hasPrefix("  ! rate limited by the server: Whoa,"))
    #expect(wrapped.dropFirst(2).allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
  }

  @Test func aFlashWrapsOnATerminalAndKeepsTheHintsOnTheLastLine() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (40, 12) }, now: { ContinuousClock.now })
    screen.draw(Frame(title: "T", lines: ["a", "b"], keys: [.both("q", "quit")]))
    output.clear()
    screen.flash(Self.cowboy)
    let rows = output.text.replacing("\u{1B}[K", with: "").replacing("\u{1B}[J", with: "")
      .replacing("\u{1B}[H", with: "").components(separatedBy: "\r\n")
    #expect(rows.contains("! rate limited by the server: Whoa, ease"))
    #expect(rows.contains { $0.hasSuffix("again in 30 s") })
    #expect(rows.filter { !$0.isEmpty }.last == "q quit")
  }

  @Test func aShortScreenKeepsTheWholeFlashAndTheHints() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (40, 8) }, now: { ContinuousClock.now })
    screen.draw(Frame(title: "T", lines: (1...20).map { "row \($0)" }, keys: [.both("q", "quit")]))
    screen.flash(Self.cowboy)
    let last = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
    let rows = last.replacing("\u{1B}[K", with: "").components(separatedBy: "\r\n")
    #expect(rows.count == 8)
    #expect(rows[1] == "row 1")
    #expect(rows.last == "q quit")
    #expect(rows.contains { $0.hasSuffix("again in 30 s") })
  }

  @Test func theFocusedRowIsCountedAfterAWrappedBanner() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (30, 8) }, now: { ContinuousClock.now })
    var lines = (1...30).map { "row \($0)" }
    lines[24] = "› row 25"
    screen.draw(
      Frame(
        title: "T", lines: lines, keys: [.both("q", "quit")],
        banner: "offline: a banner long enough to take three lines of thirty columns", focus: 24))
    let rows = output.text.replacing("\u{1B}[K", with: "").components(separatedBy: "\r\n")
    #expect(rows.contains("› row 25"), "\(rows)")
  }
}
