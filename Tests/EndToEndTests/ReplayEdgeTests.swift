import Foundation
import Testing

/// What a replay does at its edges: a traced run, a session no run can have recorded, one with
/// nothing to check, and a replay a signal ends.
@Suite struct ReplayEdgeTests {
  static let counter = GoldenSessionTests.folder.appendingPathComponent("counter.session").path

  /// A folder for one test, removed after it.
  static func inFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
  }

  /// `--trace` is part of the session: its replay draws the panel's lines without being told.
  @Test func aTracedRunReplaysTracedWithoutTheFlag() async throws {
    try await Self.inFolder { folder in
      let path = folder.appendingPathComponent("traced.session").path
      let run = try await DemoBinary.run(
        [
          "counter", "--plain", "--offline", "--trace", "--data-dir",
          folder.appendingPathComponent("data").path,
          "--record", path,
        ],
        input: "+\nq\n")
      #expect(run.status == 0, "\(run.output)")
      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
      #expect(replay.output.contains("frames match the session"))
    }
  }

  /// A header holding a configuration no run can have is not a valid session: exit 65.
  /// `--replay --check` of the Counter golden session as `edit` changes its text.
  static func checkEdited(_ edit: (String) -> String) async throws -> DemoBinary.Run {
    try await inFolder { folder in
      let path = folder.appendingPathComponent("edited.session").path
      try edit(try String(contentsOfFile: counter, encoding: .utf8))
        .write(toFile: path, atomically: true, encoding: .utf8)
      return try await DemoBinary.run(["--replay", path, "--check"], input: "")
    }
  }

  @Test func aConfigurationNoRunCanHaveExits65() async throws {
    let replay = try await Self.checkEdited {
      $0.replacingOccurrences(of: "http.timeoutSeconds = 15", with: "http.timeoutSeconds = -1")
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(replay.output.contains("the session's configuration is not valid"))
  }

  /// A session cut off while a step's effect still ran (Counter's delayed half): the replay
  /// plays what is whole, lets the effect run out on its clock, says where the file stopped and
  /// ends, frames the run did not get to record not held against it; a damaged file exits 65
  /// even so.
  @Test(.timeLimit(.minutes(5)))
  func aSessionCutOffMidStepReplaysWhatIsWholeAndEnds() async throws {
    let replay = try await Self.checkEdited { original in
      let lines = original.split(separator: "\n").map(String.init)
      let plus = lines.firstIndex { $0.contains(#""line":"+""#) } ?? lines.count
      return lines.prefix(plus + 2).joined(separator: "\n") + "\n" + #"{"frame":{"dig"#
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(replay.output.contains("the file was cut off at line"), "\(replay.output)")
    #expect(replay.output.contains("frames match the session"), "\(replay.output)")
  }

  /// A zone the machine does not know would show other times of day than were recorded.
  @Test func aTimeZoneThisMachineDoesNotKnowExits65() async throws {
    let replay = try await Self.checkEdited {
      $0.replacingOccurrences(of: #""timeZone":"Etc/UTC""#, with: #""timeZone":"Nowhere/Atlantis""#)
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(replay.output.contains("the session's time zone is not one this machine knows"))
    #expect(!replay.output.contains("Atlantis"), "nothing from the file is quoted")
  }

  /// Cut before a recorded answer, the replay asks for what the file lost: still the file is what
  /// is wrong, exit 65, whatever the replay found missing.
  @Test func aSessionCutBeforeAnAnswerExits65() async throws {
    let path = GoldenSessionTests.folder.appendingPathComponent("home-live.session").path
    let whole = try String(contentsOfFile: path, encoding: .utf8)
    let lines = whole.split(separator: "\n").map(String.init)
    let answer = try #require(lines.firstIndex { $0.contains(#""http":"#) })
    let replay = try await Self.inFolder { folder in
      let cut = folder.appendingPathComponent("cut.session").path
      let kept = lines.prefix(answer).joined(separator: "\n") + "\n" + lines[answer].prefix(40)
      try kept.write(toFile: cut, atomically: true, encoding: .utf8)
      return try await DemoBinary.run(["--replay", cut, "--check"], input: "")
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(replay.output.contains("the file was cut off at line \(answer + 1)"), "\(replay.output)")
  }

  @Test func aSessionOpeningAFeatureThisBuildLacksIsNotValid() async throws {
    let replay = try await Self.checkEdited {
      $0.replacingOccurrences(of: #"{"appVersion""#, with: #"{"feature":"weather","appVersion""#)
    }
    #expect(replay.status == 65, "\(replay.output)")
    #expect(replay.output.contains("the session opens a feature this reactor-demo does not have"))
  }

  /// A check that checked nothing does not pass.
  @Test func aSessionWithNoFrameHasNothingToCheck() async throws {
    let replay = try await Self.checkEdited { original in
      let header = String(original.prefix { $0 != "\n" })
      return "\(header)\n" + #"{"kind":"end","reason":"interrupt","t":0}"# + "\n"
    }
    #expect(replay.status == 1, "\(replay.output)")
    #expect(replay.output.contains("the session holds no frame, so there is nothing to check"))
  }

  /// A replay runs the session's feature, configuration and data: a flag that would change them
  /// is refused, not ignored.
  @Test(arguments: [
    ["counter"], ["--offline"], ["--live"], ["--data-dir", "/tmp"], ["--config", "other.json"],
    ["--log-level", "debug"], ["--step-timeout", "2"], ["--print-config"],
    ["github-search", "--query", "swift"],
  ])
  func whatTheSessionDecidesCannotBeGivenWithAReplay(_ flags: [String]) async throws {
    let run = try await DemoBinary.run(["--replay", Self.counter] + flags, input: "")
    #expect(run.status == 64, "\(run.output)")
    #expect(
      run.output.contains("--replay runs the session's own feature, configuration and data"), "\(run.output)")
  }

  /// A temporary folder the replay cannot make its own in is named, with the way out, and exits
  /// 73 (cannot create), apart from a mismatch (1) and a bad file (65).
  @Test(arguments: ["/proc", "/no/such/folder"])
  func anUnusableTemporaryFolderIsNamedAndExits73(_ folder: String) async throws {
    let run = try await DemoBinary.run(
      ["--replay", Self.counter, "--check"], input: "", environment: ["TMPDIR": folder])
    #expect(run.status == 73, "\(run.output)")
    #expect(
      run.output.contains(
        "the replay cannot use the temporary folder '\(folder)' (no such file or directory)"),
      "\(run.output)")
    #expect(run.output.contains("set TMPDIR to a folder you can write to"))
    #expect(!run.output.contains("NSCocoaErrorDomain") && !run.output.contains("Error Domain"))
  }

  /// A file with a header and nothing after it is not a session a run wrote: 65.
  @Test func aHeaderAndNothingElseExits65() async throws {
    try await Self.inFolder { folder in
      let path = folder.appendingPathComponent("header.session").path
      let header = try String(contentsOfFile: Self.counter, encoding: .utf8).prefix { $0 != "\n" } + "\n"
      try header.write(toFile: path, atomically: true, encoding: .utf8)
      let run = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(run.status == 65, "\(run.output)")
      #expect(run.output.contains("holds a session's header and nothing after it"), "\(run.output)")
    }
  }

  /// A session recorded on a terminal, printed by a piped replay, names the keys it was played
  /// with, not plain mode's.
  @Test func aPipedReplayOfATerminalSessionNamesTheTerminalsKeys() async throws {
    let path = GoldenSessionTests.folder.appendingPathComponent("github-search-terminal.session").path
    let run = try await DemoBinary.run(["--replay", path], input: "")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("/ types a query · b Esc back"))
    #expect(!run.output.contains("TEXT searches"))
  }

  @Test func aReplaySpeedWithoutAReplayIsAUsageError() async throws {
    let run = try await DemoBinary.run(["counter", "--replay-speed", "2"], input: "")
    #expect(run.status == 64)
    #expect(run.output.contains("--replay-speed goes with --replay"))
  }

  /// `--record` with nothing to record, or onto the file the trace goes to (here through a
  /// link), is refused before anything is written: exit 64.
  @Test func aRecordingWithNoRunOrOntoTheTraceFileIsAUsageError() async throws {
    try await Self.inFolder { folder in
      let trace = folder.appendingPathComponent("trace.txt").path
      let link = folder.appendingPathComponent("link.txt").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: trace)
      let cases: [([String], String)] = [
        (["--print-config", "--record", folder.appendingPathComponent("a.session").path], "--print-config"),
        (["counter", "--plain", "--trace-file", trace, "--record", link], "name the same file"),
        (["--replay", link, "--trace-file", trace], "--replay and --trace-file name the same file"),
        (["--replay", Self.counter, "--check", "--trace"], "--trace would change them"),
      ]
      for (arguments, message) in cases {
        let run = try await DemoBinary.run(arguments, input: "q\n")
        #expect(run.status == 64, "\(run.output)")
        #expect(run.output.contains(message), "\(run.output)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["link.txt"])
    }
  }

  /// Opening a session file empties it: `--record` onto the app's database (or a file SQLite
  /// keeps beside it) is refused before it is touched, exit 78, and the profile is still there.
  @Test func aRecordingOntoTheAppsDatabaseIsRefusedAndLosesNothing() async throws {
    try await Self.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let first = try await DemoBinary.run(["profile", "--plain", "--data-dir", data], input: "q\n")
      #expect(first.status == 0, "\(first.output)")
      let database = URL(fileURLWithPath: data).appendingPathComponent("reactor-demo.sqlite").path
      let before = try Data(contentsOf: URL(fileURLWithPath: database))

      for path in [database, database + "-wal"] {
        let run = try await DemoBinary.run(
          ["counter", "--plain", "--data-dir", data, "--record", path], input: "q\n")
        #expect(run.status == 78, "\(run.output)")
        #expect(run.output.contains("cannot write the session file '\(path)': it is the app's database"))
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
  }

  /// The replay's copy of the session's database (the people, posts and profile it showed) goes
  /// with it when a signal ends it.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalEndingAReplayTakesItsCopyOfTheDatabaseWithIt(signal: Int32) async throws {
    try await Self.inFolder { folder in
      let run = try await DemoBinary.runUntil(
        "── Counter", thenSend: signal,
        arguments: ["--replay", Self.counter, "--replay-speed", "0.01"], input: "",
        environment: ["TMPDIR": folder.path])
      #expect(run.status == 128 + signal)
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!left.contains { $0.hasPrefix("reactor-demo-replay-") }, "\(left)")
    }
  }
}
