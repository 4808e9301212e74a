import TextUI

/// Compares the frames a replay draws with those the session recorded, one at a time.
public struct FrameCheck: Sendable {
  private let recorded: [(t: Int64, frame: FrameRecord)]
  /// ``Session/isCutShort``: the recorded run may have stopped in the middle of drawing what a
  /// step changed (the replay's app reads the end only once the step is done), so the frames it
  /// did not get to record are not held against the replay.
  private let isCutShort: Bool
  /// How many frames have been drawn so far.
  public private(set) var drawn = 0

  public init(session: Session) {
    recorded = session.events.compactMap { event in
      if case .frame(let frame) = event.payload { return (event.t, frame) }
      return nil
    }
    isCutShort = session.isCutShort
  }

  /// How many frames the session holds.
  public var recordedCount: Int { recorded.count }

  /// Checks the next frame drawn; nil when it matches, else one paragraph naming the frame, its
  /// recorded time, its screen and the first line that differs.
  ///
  /// In a session an interrupt ended, or one that does not say how it ended, the frames past
  /// the last recorded one are not checked: the recorded run was stopped before it drew them.
  /// Every text taken from the file is cleaned as API text is, one line each: a shared session
  /// is untrusted, and its lines are printed to a terminal.
  public mutating func check(screen: String, lines: [String]) -> String? {
    if isCutShort, drawn == recorded.count { return nil }
    drawn += 1
    guard drawn <= recorded.count else {
      return
        "frame \(drawn) (\(Sanitizer.cleanLine(screen))) was drawn, but the session recorded only \(recorded.count) frames"
    }
    let (t, expected) = recorded[drawn - 1]
    guard FrameDigest.of(lines) != expected.digest else { return nil }
    let (shown, recordedScreen) = (Sanitizer.cleanLine(screen), Sanitizer.cleanLine(expected.screen))
    let place = "frame \(drawn) at \(t) ms"
    guard screen == expected.screen else {
      return "\(place) shows the screen \(shown) where \(recordedScreen) was recorded"
    }
    guard lines != expected.lines else {
      return
        "\(place) on \(shown) does not match its recorded digest, though its text does: the file was edited"
    }
    let index =
      zip(lines, expected.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(lines.count, expected.lines.count)
    let replayed = index < lines.count ? Sanitizer.cleanLine(lines[index]) : "(no line)"
    let was = index < expected.lines.count ? Sanitizer.cleanLine(expected.lines[index]) : "(no line)"
    return """
      \(place) on \(shown) differs at line \(index + 1):
        replayed: \(replayed)
        recorded: \(was)
      """
  }

  /// After the replay: nil when every recorded frame was drawn.
  public var missing: String? {
    drawn < recorded.count
      ? "the replay drew \(drawn) frames where the session recorded \(recorded.count)" : nil
  }
}
