import Foundation
import SnapshotTesting
import Testing
import TextUI

@MainActor
@Suite struct PlainScreenTests {
  @Test func printsFramesAndFlashesAsPlainText() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 40)
    screen.draw(
      Frame(
        title: "Counter", lines: ["value: 0"],
        keys: [.both("+", "increase"), .both("-", "decrease"), .both("q", "quit")]))
    screen.draw(
      Frame(
        title: "Counter", lines: ["value: 1", "⠋ loading"],
        keys: [.both("+", "increase"), .both("-", "decrease"), .both("q", "quit")]))
    screen.flash("increased!")
    screen.draw(
      Frame(
        title: "Counter", lines: ["value: 1"],
        keys: [.both("+", "increase"), .both("-", "decrease"), .both("q", "quit")]))
    screen.flush()
    assertSnapshot(of: output.text, as: .lines)
  }

  /// A message flashed after its frame, before the frame is out, prints in it where a terminal
  /// shows it, whole and on its own line; one with no frame held back prints alone.
  @Test func aMessagePrintsInTheFrameDrawnBeforeIt() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    screen.draw(Frame(title: "Counter", lines: ["value: 1"], keys: [.both("q", "quit")]))
    screen.flash("increased!")
    screen.flash("a second message long enough to pass the width of the frame")
    screen.flush()
    screen.flash("unknown command")
    screen.draw(Frame(title: "Bare", lines: ["no keys"]))
    screen.flash("after the body")
    screen.flush()
    #expect(
      output.text.components(separatedBy: "\n").dropFirst()
        == [
          "value: 1", "! increased!", "! a second message long enough to pass the width of the frame",
          "q quit", "",
          "! unknown command", "── Bare " + String(repeating: "─", count: 22), "no keys", "! after the body",
          "", "",
        ][...])
  }

  @Test func skipsAFrameIdenticalToTheLastOne() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    let frame = Frame(title: "Home", lines: ["1. first post"], keys: [.both("q", "quit")])
    screen.draw(frame)
    screen.flush()
    let once = output.text
    screen.draw(frame)
    screen.flush()
    #expect(output.text == once)
    screen.draw(Frame(title: "Home", lines: ["1. second post"], keys: [.both("q", "quit")]))
    screen.draw(frame)
    screen.flush()
    #expect(output.text.components(separatedBy: "1. first post").count == 3)
  }

  @Test func neverWritesEscapeCodes() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    screen.draw(
      Frame(title: "\u{1B}[1mT", lines: ["\u{1B}[31mred\u{1B}[0m", "\u{9B}2Jx"], banner: "\u{1B}]0;t\u{07}b"))
    screen.flash("\u{1B}[5mblink")
    screen.flush()
    #expect(!output.text.contains("\u{1B}"))
    #expect(!output.text.contains("\u{9B}"))
    #expect(output.text.hasSuffix("! blink\n\n"))
  }

  @Test func eachFrameEndsWithAnEmptyLine() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 20)
    screen.draw(Frame(title: "A", lines: ["x"]))
    screen.flush()
    #expect(output.text == "── A " + String(repeating: "─", count: 15) + "\nx\n\n")
  }

  /// A frame scrolled on a terminal is printed whole here: scrolling it again prints nothing.
  @Test func whereATerminalScrolledIsNotANewFrame() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    var frame = Frame(title: "About", lines: (1...50).map { "line \($0)" })
    screen.draw(frame)
    frame.firstLine = 20
    screen.draw(frame)
    screen.flush()
    #expect(output.text.components(separatedBy: "── About").count == 2)
  }

  /// Trace lines written while a frame is held come after it, and a message flashed after them
  /// still joins the frame of its step.
  @Test func linesWrittenAfterAHeldFrameFollowIt() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    screen.draw(Frame(title: "Counter", lines: ["value: 1"], keys: [.both("q", "quit")]))
    screen.write("» state: alertMessage\n", afterFramesTo: output)
    screen.flash("increased!")
    screen.flush()
    #expect(
      output.text.hasSuffix("value: 1\n! increased!\nq quit\n\n» state: alertMessage\n"), "\(output.text)")
  }
}
