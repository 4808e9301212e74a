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
    assertSnapshot(of: output.text, as: .lines)
  }

  @Test func skipsAFrameIdenticalToTheLastOne() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    let frame = Frame(title: "Home", lines: ["1. first post"], keys: [.both("q", "quit")])
    screen.draw(frame)
    let once = output.text
    screen.draw(frame)
    #expect(output.text == once)
    screen.draw(Frame(title: "Home", lines: ["1. second post"], keys: [.both("q", "quit")]))
    screen.draw(frame)
    #expect(output.text.components(separatedBy: "1. first post").count == 3)
  }

  @Test func neverWritesEscapeCodes() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 30)
    screen.draw(
      Frame(title: "\u{1B}[1mT", lines: ["\u{1B}[31mred\u{1B}[0m", "\u{9B}2Jx"], banner: "\u{1B}]0;t\u{07}b"))
    screen.flash("\u{1B}[5mblink")
    #expect(!output.text.contains("\u{1B}"))
    #expect(!output.text.contains("\u{9B}"))
    #expect(output.text.hasSuffix("! blink\n"))
  }

  @Test func eachFrameEndsWithAnEmptyLine() {
    let output = CapturedOutput()
    let screen = PlainScreen(output: output, width: 20)
    screen.draw(Frame(title: "A", lines: ["x"]))
    #expect(output.text == "── A " + String(repeating: "─", count: 15) + "\nx\n\n")
  }
}
