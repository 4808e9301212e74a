import Foundation
import SessionRecording
import Testing

/// A session file is shared, so it is untrusted: whatever it holds (a screen's name, a recorded
/// line, its own name), what `--replay` and `--check` print of it cannot drive the terminal.
@Suite struct HostileSessionTests {
  /// A window title, a clipboard write, a screen wipe and a right-to-left override.
  static let hostile = #"\u001b]0;owned\u0007\u001b]52;c;ZXZpbA==\u0007\u001b[2J\u202e"#

  /// Nothing in `output` a terminal would act on or reorder.
  static func isClean(_ output: String) -> Bool {
    !output.unicodeScalars.contains {
      $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x9B
    }
  }

  /// The session with `old` replaced by `new` in its second frame, its digest made again for
  /// the new text, as a hostile file's author would: the file is whole, and the check compares it.
  static func editFrameTwo(_ session: String, _ old: String, _ new: String) -> String {
    session.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.contains(#""number":2,"#) else { return String(line) }
      let edited = line.replacingOccurrences(of: old, with: new)
      guard let event = try? JSONDecoder().decode(SessionEvent.self, from: Data(edited.utf8)),
        case .frame(let frame) = event.payload
      else { return edited }
      let remade = SessionEvent(
        t: event.t, .frame(FrameRecord(number: 2, screen: frame.screen, lines: frame.lines)))
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return (try? encoder.encode(remade)).map { String(decoding: $0, as: UTF8.self) } ?? edited
    }.joined(separator: "\n")
  }

  @Test func aRecordedLineThatDiffersIsPrintedCleaned() async throws {
    let replay = try await ReplayEdgeTests.checkEdited {
      Self.editFrameTwo($0, #""  value: 0""#, #""  value: 0\#(Self.hostile)""#)
    }
    #expect(replay.status == 1, "\(replay.output)")
    // Escape sequences go whole, their words too; the line is still named.
    #expect(replay.output.contains("recorded:   value: 0\n"), "\(replay.output)")
    #expect(!replay.output.contains("owned"), "\(replay.output)")
    #expect(Self.isClean(replay.output), "\(replay.output.debugDescription)")
  }

  @Test func aRecordedScreenNameIsPrintedCleaned() async throws {
    let replay = try await ReplayEdgeTests.checkEdited {
      // Its text changed too, so the check compares the frame and names its screen.
      Self.editFrameTwo(
        Self.editFrameTwo($0, #""screen":"Counter""#, #""screen":"Counter\#(Self.hostile)""#),
        #""  value: 0""#, #""  value: 7""#)
    }
    #expect(replay.status == 1, "\(replay.output)")
    #expect(replay.output.contains("where Counter was recorded"), "\(replay.output)")
    #expect(Self.isClean(replay.output), "\(replay.output.debugDescription)")
  }

  /// Escapes in a recorded configuration value, quoted by the refusal of a bad one.
  @Test func aRecordedConfigurationValueIsPrintedCleaned() async throws {
    let replay = try await ReplayEdgeTests.checkEdited {
      $0.replacingOccurrences(of: "log.level = info", with: #"log.level = in\#(Self.hostile)fo"#)
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(Self.isClean(replay.output), "\(replay.output.debugDescription)")
  }

  /// Bytes that are not UTF-8 in a frame: not a session, and nothing of it is quoted.
  @Test func invalidUTF8IsRefusedWithoutBeingQuoted() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = folder.appendingPathComponent("bytes.session").path
      var bytes = try Data(contentsOf: URL(fileURLWithPath: ReplayEdgeTests.counter))
      let line = try #require(bytes.range(of: Data(#""  value: 0""#.utf8)))
      bytes.replaceSubrange(
        line, with: Data(#""  value: "#.utf8) + Data([0xFF, 0xC0, 0x9B, 0x1B]) + Data("\"".utf8))
      try bytes.write(to: URL(fileURLWithPath: path))
      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 65 || replay.status == 1, "\(replay.output)")
      #expect(Self.isClean(replay.output), "\(replay.output.debugDescription)")
    }
  }

  /// A file whose own name holds escape sequences and a newline, named in the messages.
  @Test func aSessionsNameIsPrintedCleaned() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let name = "evil\u{1B}]0;owned\u{07}\nreactor-demo: all 14 frames match the session\u{202E}.session"
      let path = folder.appendingPathComponent(name).path
      try Data("not a session\n".utf8).write(to: URL(fileURLWithPath: path))
      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 65, "\(replay.output)")
      #expect(Self.isClean(replay.output), "\(replay.output.debugDescription)")
      // A newline in the name cannot start a line that passes for the app's own message.
      #expect(
        replay.output.split(separator: "\n").filter { $0.hasPrefix("reactor-demo: ") }.count == 1,
        "\(replay.output)")
      let rerecord = try await DemoBinary.run(
        ["--replay", ReplayEdgeTests.counter, "--record", folder.appendingPathComponent("\(name)/x").path],
        input: "")
      #expect(rerecord.status != 0, "\(rerecord.output)")
      #expect(Self.isClean(rerecord.output), "\(rerecord.output.debugDescription)")
    }
  }

  /// A file that is not there is no input, not a damaged one: sysexits' 66, naming it.
  @Test func aMissingSessionExits66() async throws {
    let run = try await DemoBinary.run(["--replay", "/no/such/file.session", "--check"], input: "")
    #expect(run.status == 66, "\(run.output)")
    #expect(
      run.output.contains("/no/such/file.session cannot be read: there is no such file"), "\(run.output)")
  }
}
