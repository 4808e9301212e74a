import Foundation
import SessionRecording
import Testing

/// `--check`'s verdict on each frame a replay draws.
@Suite struct FrameCheckTests {
  static func session(ending reason: SessionEvent.EndReason) -> Session {
    return Session(
      header: SessionTests.header,
      events: [
        SessionEvent(
          t: 5, .frame(FrameRecord(number: 1, screen: "Counter", lines: ["value: 2", "working…"]))),
        SessionEvent(t: 5, .end(reason)),
      ])
  }

  /// Ctrl-C stopped the recorded run between two frames of one step; the replay finishes the
  /// step before it reads the interrupt, and that last frame is not held against it.
  @Test func aFramePastAnInterruptIsNotChecked() {
    var check = FrameCheck(session: Self.session(ending: .interrupt))
    #expect(check.check(screen: "Counter", lines: ["value: 2", "working…"]) == nil)
    #expect(check.check(screen: "Counter", lines: ["value: 2"]) == nil)
    #expect(check.drawn == 1)
    #expect(check.missing == nil)
  }

  /// A run that ended on its own drew every frame it was going to: one more is a divergence.
  @Test func aFramePastTheLastOfARunThatQuitIsNamed() {
    var check = FrameCheck(session: Self.session(ending: .quit))
    #expect(check.check(screen: "Counter", lines: ["value: 2", "working…"]) == nil)
    #expect(
      check.check(screen: "Counter", lines: ["value: 2"])
        == "frame 2 (Counter) was drawn, but the session recorded only 1 frames")
  }

  /// The first line that differs is named, with the frame's number, time and screen.
  @Test func aDifferentFrameNamesItsFirstDifferentLine() {
    var check = FrameCheck(session: Self.session(ending: .quit))
    #expect(
      check.check(screen: "Counter", lines: ["value: 3", "working…"])
        == "frame 1 at 5 ms on Counter differs at line 1:\n  replayed: value: 3\n  recorded: value: 2")
  }
}
