import Foundation
import SessionRecording
import Testing

/// `--replay FILE --record NEW`: a session written again with the frames this build draws, for a
/// change to a screen that was meant, keeping what the user did and what the network answered.
@Suite struct ReRecordingTests {
  static func session(at path: String) throws -> Session { try Session.read(path: path) }

  /// What the user did and the world answered: every event but the frames, with its time.
  static func withoutFrames(_ session: Session) -> [SessionEvent] {
    session.events.filter { if case .frame = $0.payload { false } else { true } }
  }

  static func frames(_ session: Session) -> [FrameRecord] {
    session.events.compactMap { if case .frame(let frame) = $0.payload { frame } else { nil } }
  }

  /// Counter's session as a Counter adding 2 per press would have drawn it: re-recorded in
  /// place, it holds today's frames again, checks, and keeps the input, database and times.
  @Test func aStaleSessionIsWrittenAgainInPlaceWithTodaysFrames() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = folder.appendingPathComponent("stale.session").path
      let golden = try Self.session(at: ReplayEdgeTests.counter)
      var stale = golden
      stale.events = golden.events.map { event in
        guard case .frame(let frame) = event.payload else { return event }
        let lines = frame.lines.map { $0 == "  value: 1" ? "  value: 2" : $0 }
        return SessionEvent(
          t: event.t, .frame(FrameRecord(number: frame.number, screen: frame.screen, lines: lines)))
      }
      try stale.encoded().write(to: URL(fileURLWithPath: path))
      let before = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(before.status == 1, "\(before.output)")

      let rerecord = try await DemoBinary.run(["--replay", path, "--record", path], input: "")
      #expect(rerecord.status == 0, "\(rerecord.output)")
      let count = Self.frames(golden).count
      #expect(rerecord.output.contains("session recorded to \(path): the \(count) frames this build draws"))
      let rewritten = try Self.session(at: path)
      #expect(Self.withoutFrames(rewritten) == Self.withoutFrames(golden))
      #expect(Self.frames(rewritten) == Self.frames(golden))
      let after = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(after.status == 0, "\(after.output)")
      let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(permissions == 0o600)
    }
  }

  /// A build that asks for what the session never answered cannot stand in for the user's run:
  /// nothing is written, and the replay says why.
  @Test func aReplayThatDivergesWritesNothing() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      var session = try Self.session(
        at: GoldenSessionTests.folder.appendingPathComponent("home-live.session").path)
      session.events.removeAll { if case .http = $0.payload { true } else { false } }
      let edited = folder.appendingPathComponent("edited.session").path
      try session.encoded().write(to: URL(fileURLWithPath: edited))
      let target = folder.appendingPathComponent("new.session").path

      let run = try await DemoBinary.run(["--replay", edited, "--record", target], input: "")
      #expect(run.status == 1, "\(run.output)")
      #expect(run.output.contains("divergence: "), "\(run.output)")
      #expect(run.output.contains("\(target) was not written"), "\(run.output)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["edited.session"])
    }
  }

  /// A session cut off mid-line lacks the rest of the run: a file made from it would not be
  /// what the user did.
  @Test func aSessionCutOffWritesNothing() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let whole = try String(contentsOfFile: ReplayEdgeTests.counter, encoding: .utf8)
      let cut = folder.appendingPathComponent("cut.session").path
      try String(whole.dropLast(5)).write(toFile: cut, atomically: true, encoding: .utf8)
      let target = folder.appendingPathComponent("new.session").path

      let run = try await DemoBinary.run(["--replay", cut, "--record", target], input: "")
      #expect(run.status == 65, "\(run.output)")
      #expect(run.output.contains("the file was cut off at line"), "\(run.output)")
      #expect(run.output.contains("\(target) was not written"), "\(run.output)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cut.session"])
    }
  }

  @Test func checkingAndReRecordingAtOnceIsAUsageError() async throws {
    let run = try await DemoBinary.run(
      ["--replay", ReplayEdgeTests.counter, "--record", "/dev/null", "--check"], input: "")
    #expect(run.status == 64)
    #expect(run.output.contains("--check and --record cannot be used together"))
  }

  /// A path the new session cannot go to is found before the replay runs, as `--record`'s is:
  /// exit 78, one sentence, nothing printed before it.
  @Test(arguments: ["a-folder", "missing/new.session"])
  func aPathThatCannotBeWrittenIsRefusedBeforeTheReplay(_ name: String) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
      let path = folder.appendingPathComponent(name).path
      let run = try await DemoBinary.run(["--replay", ReplayEdgeTests.counter, "--record", path], input: "")
      #expect(run.status == 78, "\(run.output)")
      #expect(
        run.output.hasPrefix("reactor-demo: --record: cannot write the session file '\(path)'"),
        "\(run.output)")
      #expect(!run.output.contains("──"), "no frame was printed")
    }
  }

  /// As a shell's `>` does, and as `--record` does: a link at the path gets the session
  /// written through it, and stays a link.
  @Test func aLinkGetsTheNewSessionWrittenThroughIt() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let file = folder.appendingPathComponent("real.session").path
      let link = folder.appendingPathComponent("link.session").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
      let run = try await DemoBinary.run(["--replay", ReplayEdgeTests.counter, "--record", link], input: "")
      #expect(run.status == 0, "\(run.output)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
      let golden = try Self.frames(Self.session(at: ReplayEdgeTests.counter))
      #expect(try Self.frames(Self.session(at: file)) == golden)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "link.session", "real.session",
        ])
    }
  }
}
