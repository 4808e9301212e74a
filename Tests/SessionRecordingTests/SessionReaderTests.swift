import Foundation
import SessionRecording
import Testing

/// The reader takes a file a piece at a time: lines longer than a piece, lines cut by a piece's
/// end, and a file cut off mid-line read as the whole file's bytes do.
@Suite struct SessionReaderTests {
  typealias Bounds = SessionBoundsTests

  /// A database copy of 2.5 MiB (longer than any piece read), then 60,000 keys: every piece
  /// boundary falls somewhere inside a line.
  static func longSession() throws -> (text: String, events: [SessionEvent]) {
    var database = Data("SQLite format 3\u{0}".utf8)
    database.append(Data(repeating: 0x5A, count: 2_621_440))
    var events = [SessionEvent(t: 0, .database(database))]
    for index in 0..<60_000 {
      events.append(SessionEvent(t: Int64(index / 10), .input(.line(index.isMultiple(of: 2) ? "+" : "-"))))
    }
    events.append(SessionEvent(t: 6_000, .end(.quit)))
    let lines = try [Bounds.line(Bounds.header())] + events.map(Bounds.line)
    return (lines.joined(separator: "\n") + "\n", events)
  }

  @Test func aFileReadInPiecesGivesEveryEventAsTheWholeFileDoes() throws {
    let (text, events) = try Self.longSession()
    try SessionTests.inDirectory { directory in
      let path = directory.appendingPathComponent("long.session").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let session = try Session.read(path: path)
      #expect(session.events == events)
      #expect(session.truncation == nil)
      #expect(session == (try Session.parse(Data(text.utf8), path: path)))
    }
  }

  @Test(arguments: [1, 2, 3, 7, 64])
  func bytesCutIntoPiecesAnywhereReadAsTheWholeDoes(_ size: Int) throws {
    let frame = FrameRecord(number: 1, screen: "Café ☕", lines: ["── Café ☕", "", "  ünïcödé · 表示"])
    let events =
      [SessionEvent(t: 0, .frame(frame))]
      + (1...200).map { SessionEvent(t: Int64($0), .input(.line("é\($0)"))) }
    let text = Data(
      (try ([Bounds.line(Bounds.header())] + events.map(Bounds.line)).joined(separator: "\n") + "\n").utf8)
    let pieces = stride(from: 0, to: text.count, by: size).map { text[$0..<min($0 + size, text.count)] }
    #expect(try Session.parse(pieces: pieces, path: "x") == Session.parse(text, path: "x"))
    #expect(try Session.parse(pieces: pieces, path: "x").events == events)
  }

  @Test func aFileCutOffInItsLastLineReplaysTheEventsBeforeIt() throws {
    let (text, events) = try Self.longSession()
    // Cut in the middle of the end's line: no newline after it.
    let cut = String(text.dropLast(5))
    try SessionTests.inDirectory { directory in
      let path = directory.appendingPathComponent("cut.session").path
      try Data(cut.utf8).write(to: URL(fileURLWithPath: path))
      let session = try Session.read(path: path)
      #expect(session.events == Array(events.dropLast()))
      #expect(
        session.truncation
          == "the file was cut off at line \(events.count + 1); replaying the \(events.count - 1) events before it"
      )
    }
  }

  @Test func aLastLineThatReadsWithNoNewlineAfterItIsCheckedNotTakenForACut() throws {
    let lines = [
      try Bounds.line(Bounds.header()), try Bounds.line(SessionEvent(t: 40, .input(.line("+")))),
      try Bounds.line(SessionEvent(t: 39, .end(.quit))),
    ]
    #expect(
      throws: SessionReadError.damagedLine(
        path: "x", line: 3, reason: "its time, 39 ms, comes before the line above's, 40 ms")
    ) {
      try Session.parse(Data(lines.joined(separator: "\n").utf8), path: "x")
    }
  }

  @Test func aDamagedLineFarIntoTheFileIsNamedByItsNumber() throws {
    let (text, _) = try Self.longSession()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[40_000] = #"{"kind":"input","t":"#
    try SessionTests.inDirectory { directory in
      let path = directory.appendingPathComponent("damaged.session").path
      try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: SessionReadError.damagedLine(path: path, line: 40_001, reason: "it is not JSON")) {
        try Session.read(path: path)
      }
    }
  }

  @Test func aPipeIsReadInPiecesAndRefusedOncePastTheLimit() throws {
    let (text, events) = try Self.longSession()
    for (limit, isRead) in [(text.utf8.count, true), (text.utf8.count - 1, false)] {
      let pipe = Pipe()
      // A pipe gives a few KiB a read, and only its end tells a session that fits from one cut.
      let writer = Thread {
        try? pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
      }
      writer.start()
      let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
      if isRead {
        let session = try Session.read(path: path, limit: limit)
        #expect(session.events == events)
      } else {
        #expect(throws: SessionReadError.tooLarge(path: path, bytes: nil, limit: limit)) {
          try Session.read(path: path, limit: limit)
        }
        // The writer's last bytes are read here, so it ends rather than waits on a full pipe.
        _ = try pipe.fileHandleForReading.readToEnd()
      }
    }
  }
}
