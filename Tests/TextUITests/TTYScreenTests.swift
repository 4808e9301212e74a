import Foundation
import Testing
import TextUI

@MainActor
@Suite struct TTYScreenTests {
  private let escape = "\u{1B}"

  /// A clock the test moves by hand.
  final class ManualTime {
    var instant = ContinuousClock.now
  }

  @Test func startEntersAlternateScreenAndHidesCursor() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (40, 10) }, now: { ContinuousClock.now })
    screen.start()
    #expect(output.text == "\(escape)[?1049h\(escape)[?25l\(escape)[?2004h")
  }

  @Test func drawRedrawsInPlace() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 10) }, now: { ContinuousClock.now })
    screen.start()
    output.clear()
    screen.draw(Frame(title: "Counter", lines: ["value: 1"], keys: [.both("q", "quit")]))
    let text = output.text
    #expect(text.hasPrefix("\(escape)[H"))
    #expect(text.contains("\(escape)[Kvalue: 1"))
    #expect(text.hasSuffix("\(escape)[J"))
    #expect(!text.contains("\(escape)[2J"))
  }

  @Test func linesAreTruncatedToTheColumns() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (10, 10) }, now: { ContinuousClock.now })
    screen.draw(Frame(title: "T", lines: ["안녕하세요 세계"]))
    #expect(output.text.contains("\(escape)[K안녕하세…"))
    #expect(!output.text.contains("세계"))
  }

  @Test func framesTallerThanTheScreenKeepTitleAndHints() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 5) }, now: { ContinuousClock.now })
    screen.draw(Frame(title: "T", lines: (1...20).map { "row \($0)" }, keys: [.both("q", "quit")]))
    let rows = output.text.components(separatedBy: "\r\n")
    #expect(rows.count == 5)
    #expect(rows[1].hasSuffix("row 1"))
    #expect(rows[4].hasSuffix("q quit"))
    #expect(!output.text.contains("\(escape)[J"))
  }

  @Test func stopLeavesAlternateScreenOnce() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 5) }, now: { ContinuousClock.now })
    screen.start()
    output.clear()
    screen.stop()
    screen.stop()
    #expect(output.text == "\(escape)[?2004l\(escape)[?25h\(escape)[?1049l")
  }

  @Test func stopBeforeStartWritesNothing() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 5) }, now: { ContinuousClock.now })
    screen.stop()
    #expect(output.text.isEmpty)
  }

  @Test func emergencyRestoreLeavesAlternateScreenFromAnyThread() async {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 5) }, now: { ContinuousClock.now })
    screen.start()
    output.clear()
    let restore = screen.emergencyRestore
    await Task.detached { restore() }.value
    #expect(output.text == "\(escape)[?2004l\(escape)[?25h\(escape)[?1049l")
  }

  @Test func nothingIsDrawnOnceAnEmergencyRestoreGaveTheTerminalBack() async {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (20, 5) }, now: { ContinuousClock.now })
    screen.start()
    screen.draw(Frame(title: "Counter", lines: ["value: 1"]))
    output.clear()
    let restore = screen.emergencyRestore
    await Task.detached { restore() }.value
    screen.draw(Frame(title: "Counter", lines: ["value: 2"]))
    screen.flash("increased!")
    screen.redraw()
    restore()
    #expect(output.text == "\(escape)[?2004l\(escape)[?25h\(escape)[?1049l", "the restore alone, once")
  }

  @Test func flashShowsAboveHintsUntilADrawAfterItExpires() {
    let output = CapturedOutput()
    let time = ManualTime()
    let screen = TTYScreen(output: output, size: { (30, 10) }, now: { time.instant })
    let frame = Frame(title: "Counter", lines: ["value: 1"], keys: [.both("q", "quit")])
    screen.draw(frame)
    screen.flash("increased!")
    #expect(output.text.hasSuffix("\(escape)[K! increased!\r\n\(escape)[Kq quit\r\n\(escape)[J"))

    output.clear()
    time.instant += .milliseconds(500)
    screen.draw(Frame(title: "Counter", lines: ["value: 2"], keys: [.both("q", "quit")]))
    #expect(output.text.contains("! increased!"))

    output.clear()
    time.instant += .seconds(2)
    screen.draw(Frame(title: "Counter", lines: ["value: 3"], keys: [.both("q", "quit")]))
    #expect(!output.text.contains("increased!"))
  }

  @Test func aNewFlashReplacesTheOldOne() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (30, 10) }, now: { ContinuousClock.now })
    screen.draw(Frame(title: "T", keys: [.both("q", "quit")]))
    screen.flash("first")
    output.clear()
    screen.flash("second")
    #expect(output.text.contains("! second"))
    #expect(!output.text.contains("first"))
  }

  @Test func unchangedRedrawIsNotWrittenTwiceUnlessForced() {
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { (30, 10) }, now: { ContinuousClock.now })
    let frame = Frame(title: "T", lines: ["x"])
    screen.draw(frame)
    output.clear()
    screen.draw(frame)
    #expect(output.text.isEmpty)
    screen.redraw()
    #expect(output.text.hasPrefix("\(escape)[H"))
  }
}
