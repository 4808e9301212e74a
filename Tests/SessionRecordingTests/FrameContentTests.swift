import SessionRecording
import Testing
import TextUI

/// What a session records of a frame: what it says, not how it was laid out.
@Suite struct FrameContentTests {
  static let frame = Frame(
    title: "Counter",
    lines: [
      "", "  value: 1", "  a line far longer than any terminal is wide " + String(repeating: "…", count: 200),
    ],
    keys: [.both("+", "increases"), .plain("o N", "open post N", typed: "o 2")], banner: "offline",
    focus: 1, wrapping: [2])

  @Test func itNamesTheTitleBannerLinesHintsFocusAndWrappingUncut() {
    #expect(
      Self.frame.content(in: .terminal) == [
        "── Counter", "! offline", "", "  value: 1", Self.frame.lines[2], "keys: + increases",
        "focus: line 2", "wrapping: line 3",
      ])
  }

  /// A key that only plain mode reads is in a plain frame's hints, as the hint line shows it.
  @Test func itsHintsAreThoseOfTheScreensMode() {
    #expect(Self.frame.content(in: .plain).contains("keys: + increases · o N open post N"))
  }

  /// The same frame drawn on a wider or narrower terminal records the same: a resize does not
  /// make a frame differ, and recording lays nothing out.
  @MainActor @Test func aFrameRecordedFromAScreenIsTheSameAtAnyWidth() {
    var recorded: [[String]] = []
    for width in [20, 80, 300] {
      let screen = FrameRecordingScreen(PlainScreen(output: CapturedOutput(), width: width)) { _, lines in
        recorded.append(lines())
      }
      screen.draw(Self.frame)
    }
    #expect(recorded.count == 3)
    #expect(Set(recorded).count == 1)
    #expect(recorded.first == Self.frame.content(in: .plain))
  }
}
