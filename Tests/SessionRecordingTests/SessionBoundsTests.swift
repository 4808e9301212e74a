import Foundation
import SessionRecording
import Testing

/// What a session file may hold and where it may be written: numbers no run records are damage,
/// named by line, and the recorder writes only to a regular file.
@Suite struct SessionBoundsTests {
  static func line(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func header(columns: Int = 80, rows: Int? = 24) -> SessionHeader {
    var header = SessionTests.header
    header.columns = columns
    header.rows = rows
    return header
  }

  static func parse(_ lines: [String]) -> SessionReadError? {
    #expect(throws: SessionReadError.self) {
      try Session.parse(Data((lines.joined(separator: "\n") + "\n").utf8), path: "x")
    }
  }

  @Test func aTerminalSizeNoTerminalHasIsDamage() throws {
    for (columns, rows) in [(4_611_686_018_427_387_904, 24), (0, 24), (80, -3), (100_000_000, nil)] {
      let error = Self.parse([try Self.line(Self.header(columns: columns, rows: rows))])
      #expect(
        error == .damagedLine(path: "x", line: 1, reason: "its terminal size is not one a terminal has"),
        "\(columns)×\(rows ?? 0)")
    }
  }

  @Test func aTimeOutsideARunIsDamageNamedByLine() throws {
    for t in [Int64.max, -1] {
      let lines = [
        try Self.line(Self.header()), try Self.line(SessionEvent(t: 3, .input(.line("+")))),
        try Self.line(SessionEvent(t: t, .end(.quit))),
      ]
      #expect(
        Self.parse(lines) == .damagedLine(path: "x", line: 3, reason: "its time, \(t) ms, is not in a run"))
    }
  }

  @Test func aVersionBelowOneIsDamage() throws {
    let header = try Self.line(Self.header()).replacingOccurrences(
      of: #""version":\#(SessionHeader.currentVersion)"#, with: #""version":0"#)
    let reason = "its version is not one any reactor-demo wrote"
    #expect(Self.parse([header]) == .damagedLine(path: "x", line: 1, reason: reason))
  }

  @Test func aStepTimeoutNoRunHasIsDamage() throws {
    for timeout: Int64 in [0, -5, .max] {
      var header = Self.header()
      header.stepTimeout = timeout
      #expect(
        Self.parse([try Self.line(header)])
          == .damagedLine(path: "x", line: 1, reason: "its step timeout is not one a run has"))
    }
  }

  /// A damaged line is named in the session's words: not the decoder's, and not with what the
  /// line held, which may be anything (here an escape code that would colour the terminal).
  @Test(arguments: [
    (#"{"kind":"\u001b[31mbogus","t":1}"#, "'kind' holds a value no session has"),
    (#"{"input":{"key":"\u001b[2Jzz"},"kind":"input","t":1}"#, "its key is not one the app reads"),
    (#"{"bytes":3,"data":"!!\u001b","kind":"database","t":1}"#, "'data' holds a value no session has"),
    (#"{"kind":"resize","columns":"wide","rows":24,"t":1}"#, "'columns' has the wrong type"),
    (#"{"kind":"end","t":1}"#, "'reason' is missing"),
    (#"{"kind":"end","reason":"quit","t":1.5}"#, "a number in it is not one a session holds"),
    (
      #"{"columns":100000000,"kind":"resize","rows":24,"t":1}"#, "its terminal size is not one a terminal has"
    ),
  ])
  func aDamagedLineIsNamedWithoutWhatItHeld(line: String, reason: String) throws {
    let error = Self.parse([try Self.line(Self.header()), line])
    #expect(error == .damagedLine(path: "x", line: 2, reason: reason))
    #expect(error.map { !"\($0)".contains("\u{1B}") } == true)
  }

  /// As a shell's `>` does: the file a link points to gets the session, and the link stays.
  @Test func recordingToALinkWritesThroughIt() throws {
    try SessionTests.inDirectory { directory in
      let target = directory.appendingPathComponent("target.session").path
      let link = directory.appendingPathComponent("link.session").path
      try Data("precious\n".utf8).write(to: URL(fileURLWithPath: target))
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      let recorder = try SessionRecorder(path: link, header: SessionTests.header) { .zero }
      recorder.record(.end(.quit))
      recorder.close()

      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
      #expect(try Session.read(path: target).events == [SessionEvent(t: 0, .end(.quit))])
    }
  }

  /// A device or a folder is never replaced by a session, nor written to.
  @Test func aPathThatIsNotARegularFileIsRefusedAndLeftAsItIs() throws {
    try SessionTests.inDirectory { directory in
      for path in ["/dev/null", directory.path] {
        let error = #expect(throws: SessionRecorder.OpenError.self) {
          try SessionRecorder(path: path, header: SessionTests.header) { .zero }
        }
        #expect(error?.reason == "it is not a regular file" || error?.reason == "Is a directory", "\(path)")
      }
      let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
      #expect(null[.type] as? FileAttributeType == .typeCharacterSpecial)
    }
  }
}
