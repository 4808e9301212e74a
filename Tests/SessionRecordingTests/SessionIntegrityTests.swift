import Foundation
import SessionRecording
import Testing

/// What no run writes is damage (exit 65), not something a replay goes on with: a file with no
/// event after its header, times that go backwards, a frame whose text was edited and its digest
/// kept, a database copy that is not a database.
@Suite struct SessionIntegrityTests {
  typealias Bounds = SessionBoundsTests

  @Test func aHeaderAndNothingElseIsNoSession() throws {
    #expect(Bounds.parse([try Bounds.line(Bounds.header())]) == .nothingRecorded(path: "x"))
    // Cut off in its first event: nothing whole to replay either.
    let cut = try Bounds.line(Bounds.header()) + "\n" + #"{"kind":"inp"#
    #expect(throws: SessionReadError.nothingRecorded(path: "x")) {
      try Session.parse(Data(cut.utf8), path: "x")
    }
    #expect(
      "\(SessionReadError.nothingRecorded(path: "x"))"
        == "x holds a session's header and nothing after it: no run was recorded in it.")
  }

  @Test func timesThatGoBackwardsAreDamage() throws {
    let lines = [
      try Bounds.line(Bounds.header()), try Bounds.line(SessionEvent(t: 40, .input(.line("+")))),
      try Bounds.line(SessionEvent(t: 39, .input(.line("-")))),
    ]
    #expect(
      Bounds.parse(lines)
        == .damagedLine(path: "x", line: 3, reason: "its time, 39 ms, comes before the line above's, 40 ms"))
  }

  @Test func aFrameWhoseTextWasEditedAndItsDigestKeptIsDamage() throws {
    let frame = FrameRecord(number: 1, screen: "Counter", lines: ["── Counter", "", "  value: 1"])
    let edited = try Bounds.line(SessionEvent(t: 5, .frame(frame)))
      .replacingOccurrences(of: "value: 1", with: "value: 9")
    let lines = [try Bounds.line(Bounds.header()), edited]
    #expect(
      Bounds.parse(lines)
        == .damagedLine(
          path: "x", line: 2,
          reason: "its frame's text does not match the frame's digest: the text was changed"))
  }

  @Test func aDatabaseCopyThatIsNotADatabaseIsDamage() throws {
    let lines = [
      try Bounds.line(Bounds.header()),
      try Bounds.line(SessionEvent(t: 0, .database(Data("not sqlite".utf8)))),
    ]
    #expect(
      Bounds.parse(lines)
        == .damagedLine(path: "x", line: 2, reason: "its database copy is not a SQLite database"))
  }

  @Test func theGoldenSessionsAreWhole() throws {
    let folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sessions")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".session")
    }
    #expect(!names.isEmpty)
    for name in names {
      #expect(throws: Never.self, "\(name)") { try Session.read(path: folder.appending(path: name).path) }
    }
  }
}
