import FlyingFox
import Foundation
import SessionRecording
import Testing

/// What the app writes holds no secret and is its user's alone: README's privacy statements,
/// each run as a user would run the app.
@Suite struct PrivateByDefaultTests {
  static let token = "ghp_privateByDefault24680"
  static let password = "hunter2Hunter2"

  /// The token, every run of 8 of its characters, and the URL password.
  static var secrets: [String] {
    let characters = Array(token)
    return [token, password] + (0...(characters.count - 8)).map { String(characters[$0..<$0 + 8]) }
  }

  /// Every secret found in `bytes`.
  static func secretsFound(in bytes: Data) -> [String] {
    secrets.filter { bytes.range(of: Data($0.utf8)) != nil }
  }

  /// The token given as the query (and in the user agent), a search whose answer the HTTP cache
  /// keeps, a base URL with a user and password, the log at its most talkative, a trace and a
  /// session: no file the app wrote holds the token, a piece of it or the password, and the
  /// session's database copy holds no earlier run's cached answer.
  @Test func noFileTheAppWroteHoldsTheTokenAPieceOfItOrAURLPassword() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let trace = folder.appendingPathComponent("flow.jsonl").path
      let session = folder.appendingPathComponent("search.session").path
      let later = folder.appendingPathComponent("profile.session").path
      try await SearchServer.with { _, _ in
        var page = SearchServer.page(names: ["cached/answer-of-an-earlier-run"], total: 1, next: nil)
        page.headers[HTTPHeader("ETag")] = #""v1""#
        return page
      } body: { server in
        let environment = [
          "REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL.replacingOccurrences(
            of: "://", with: "://alice:\(Self.password)@"),
          "GITHUB_TOKEN": Self.token, "REACTOR_DEMO_LOG_LEVEL": "trace",
          // A user agent that holds the token, as a session's header would show it.
          "REACTOR_DEMO_HTTP_USER_AGENT": "reactor-demo (\(Self.token))",
        ]
        let search = try await DemoBinary.run(
          [
            "github-search", "--plain", "--live", "--data-dir", data, "--trace", "--trace-file", trace,
            "--record", session, "--query", Self.token,
          ],
          input: "swift\nq\n", environment: environment)
        #expect(search.status == 0, "\(search.output)")
        #expect(server.requests.count == 2)
        let profile = try await DemoBinary.run(
          ["profile", "--plain", "--live", "--data-dir", data, "--record", later], input: "q\n",
          environment: environment)
        #expect(profile.status == 0, "\(profile.output)")
      }
      let written = try FileManager.default.contentsOfDirectory(atPath: data).map { "\(data)/\($0)" }
      #expect(written.contains { $0.hasSuffix("reactor-demo.log") })
      #expect(written.contains { $0.hasSuffix("reactor-demo.sqlite") })
      let copies = try [session, later].flatMap { path in
        try Session.read(path: path).events.compactMap { event -> Data? in
          if case .database(let bytes) = event.payload { bytes } else { nil }
        }
      }
      #expect(copies.count == 2)
      for path in written + [trace, session, later] {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Self.secretsFound(in: bytes).isEmpty, "\(path)")
      }
      for copy in copies {
        #expect(Self.secretsFound(in: copy).isEmpty, "a session's database copy")
        #expect(
          copy.range(of: Data("answer-of-an-earlier-run".utf8)) == nil,
          "a session never carries the HTTP cache, this run's or an earlier one's")
      }
      let database = try Data(contentsOf: URL(fileURLWithPath: data + "/reactor-demo.sqlite"))
      #expect(database.range(of: Data("answer-of-an-earlier-run".utf8)) != nil, "the cache kept the search")
    }
  }

  /// On a terminal each key is its own event: the token pasted into the search box must not be
  /// spelled out in the session one key at a time.
  @Test(.timeLimit(.minutes(1)))
  func aTokenPastedOnATerminalIsNotSpelledOutKeyByKey() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("pasted.session").path
      let app = try PseudoTerminalSession(
        arguments: [
          "github-search", "--offline", "--data-dir", folder.appendingPathComponent("data").path, "--record",
          session,
        ],
        environment: ["GITHUB_TOKEN": Self.token])
      try await app.waitFor("type a query")
      app.type("/")
      try await app.waitFor("search  ▏")
      app.type(Self.token)
      try await app.waitFor(String(Self.token.suffix(6)))
      app.type("\u{1B}")
      try await app.waitFor("/ types a query")
      app.type("q")
      #expect(try await app.exit() == 0)
      // The characters typed, in order, as the file spells them: `{"key":"char:g"}`.
      let text = try String(contentsOfFile: session, encoding: .utf8)
      let keys = text.matches(of: /"key":"char:(.)"/).map { String($0.output.1) }.joined()
      #expect(keys.contains("[redacted]"), "\(keys)")
      #expect(Self.secretsFound(in: Data(keys.utf8)).isEmpty, "\(keys)")
      #expect(Self.secretsFound(in: Data(text.utf8)).isEmpty)
    }
  }

  /// The modes of everything the app writes: a restrictive and a permissive umask give the same,
  /// and files that existed, open to everyone, are closed to others before they are written.
  @Test(arguments: ["000", "077"])
  func theDataFolderAndEveryFileAreTheOwnersAloneWhateverTheUmask(umask: String) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("share/reactor-demo").path
      let trace = folder.appendingPathComponent("flow.jsonl").path
      let session = folder.appendingPathComponent("profile.session").path
      for path in [trace, session] {
        _ = FileManager.default.createFile(atPath: path, contents: Data("earlier".utf8))
        chmod(path, 0o666)
      }
      let run = try await Command.run(
        "/bin/sh",
        [
          "-c", "umask \(umask) && exec \"$0\" \"$@\"", DemoBinary.url.path, "profile", "--plain",
          "--offline",
          "--data-dir", data, "--trace-file", trace, "--record", session,
        ],
        input: "q\n", environment: ["XDG_DATA_HOME": folder.path])
      #expect(run.status == 0, "\(run.output)")
      #expect(Self.mode(data) == 0o700)
      let files = try FileManager.default.contentsOfDirectory(atPath: data)
      #expect(files.contains("reactor-demo.sqlite") && files.contains("reactor-demo.log"), "\(files)")
      for file in files {
        #expect(Self.mode("\(data)/\(file)") == 0o600, "\(file)")
      }
      #expect(Self.mode(trace) == 0o600)
      #expect(Self.mode(session) == 0o600)
      #expect(!run.output.contains("warning"), "\(run.output)")
    }
  }

  /// While the app runs, SQLite's `-wal` and `-shm` exist too: they take the database's mode.
  @Test(.timeLimit(.minutes(1)))
  func theDatabasesCompanionFilesArePrivateWhileTheAppRuns() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let app = try PseudoTerminalSession(arguments: ["profile", "--offline", "--data-dir", data])
      // The profile shown was read through the database's writer, which made the companions.
      try await app.waitFor("birthdate  2000-01-01")
      let files = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains("sqlite") }
      #expect(Set(files) == ["reactor-demo.sqlite", "reactor-demo.sqlite-wal", "reactor-demo.sqlite-shm"])
      for file in files {
        #expect(Self.mode("\(data)/\(file)") == 0o600, "\(file)")
      }
      app.type("q")
      #expect(try await app.exit() == 0)
    }
  }

  /// A data folder others can write to (or that is not the user's) gets one line naming the fix.
  @Test func aDataFolderOthersCanWriteToGetsOneWarningLineNamingTheFix() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("shared").path
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      chmod(data, 0o777)
      let run = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data], input: "q\n")
      #expect(run.status == 0, "\(run.output)")
      let warnings = run.output.split(separator: "\n").filter { $0.contains("warning") }
      #expect(
        warnings == [
          "reactor-demo: warning: the data folder \(data) can be written by other users (mode 777), who could replace the database or plant links in it: run chmod 700 \(data)"
        ])
    }
  }

  /// A link planted as the log would have the app append to any file the user can write: it is
  /// not followed, and the app runs without its log, saying so.
  @Test func aLinkPlantedAsTheLogIsNotFollowed() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      chmod(data, 0o700)
      let target = folder.appendingPathComponent("bashrc").path
      _ = FileManager.default.createFile(atPath: target, contents: Data("alias ls='ls'\n".utf8))
      try FileManager.default.createSymbolicLink(
        atPath: data + "/reactor-demo.log", withDestinationPath: target)
      let run = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data], input: "+\nq\n")
      #expect(run.status == 0, "\(run.output)")
      #expect(FileManager.default.contents(atPath: target) == Data("alias ls='ls'\n".utf8))
      #expect(run.output.contains("no log file"), "\(run.output)")
    }
  }

  /// A trace or a session named as the app's own database or log is refused: it would empty it.
  @Test func theAppsOwnFilesAreNeverWrittenOverByATraceOrASession() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      // The profile is read from the database, which the run creates.
      let first = try await DemoBinary.run(
        ["profile", "--plain", "--offline", "--data-dir", data], input: "q\n")
      #expect(first.status == 0, "\(first.output)")
      let database = data + "/reactor-demo.sqlite"
      let before = try Data(contentsOf: URL(fileURLWithPath: database))
      let trace = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data, "--trace-file", database], input: "q\n")
      #expect(trace.status == 78, "\(trace.output)")
      let log = try await DemoBinary.run(
        ["counter", "--plain", "--offline", "--data-dir", data, "--record", data + "/reactor-demo.log"],
        input: "q\n")
      #expect(log.status == 78 && log.output.contains("it is the app's log"), "\(log.output)")
      let rerecord = try await DemoBinary.run(
        ["--replay", ReplayEdgeTests.counter, "--record", database], input: "",
        environment: ["REACTOR_DEMO_DATA_DIR": data])
      #expect(
        rerecord.status == 78 && rerecord.output.contains("it is the app's database"), "\(rerecord.output)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
  }

  /// A named pipe no one writes to is read as an empty file, not waited on.
  @Test(.timeLimit(.minutes(1)))
  func aReplayOfAPipeNoOneWritesToEnds() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let pipe = folder.appendingPathComponent("session.fifo").path
      #expect(mkfifo(pipe, 0o600) == 0)
      let replay = try await DemoBinary.run(["--replay", pipe, "--check"], input: "")
      #expect(replay.status == 65, "\(replay.output)")
    }
  }

  /// A URL's user and password are never quoted: not in a bad value's message, not in the
  /// refusal to send the token over plain http.
  @Test func aConfigurationErrorNeverQuotesAURLsPassword() async throws {
    let badScheme = try await DemoBinary.run(
      ["counter", "--plain"], input: "q\n",
      environment: ["REACTOR_DEMO_POSTS_BASE_URL": "ftp://bob:\(Self.password)@h/"])
    #expect(badScheme.status == 78, "\(badScheme.output)")
    #expect(badScheme.output.contains("posts.baseURL") && badScheme.output.contains("ftp://[redacted]@h/"))
    let plainHTTP = try await DemoBinary.run(
      ["counter", "--plain"], input: "q\n",
      environment: [
        "REACTOR_DEMO_GITHUB_BASE_URL": "http://bob:\(Self.password)@example.com", "GITHUB_TOKEN": Self.token,
      ])
    #expect(plainHTTP.status == 78, "\(plainHTTP.output)")
    #expect(plainHTTP.output.contains("http://[redacted]@example.com"), "\(plainHTTP.output)")
    // A typo, or a password with a space or a `#`, makes the value no URL: still it is not quoted.
    var malformed: [String] = []
    for value in [
      "https:/bob:\(Self.password)@h", "http://bob:pa ss\(Self.password)@h",
      "https://bob:#\(Self.password)@h",
    ] {
      let run = try await DemoBinary.run(
        ["--print-config"], input: "",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": value, "GITHUB_TOKEN": Self.token])
      #expect(run.status == 78, "\(run.output)")
      malformed.append(run.output)
    }
    for output in [badScheme.output, plainHTTP.output] + malformed {
      #expect(Self.secretsFound(in: Data(output.utf8)).isEmpty, "\(output)")
    }
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }
}

extension PrivateByDefaultTests {
  /// A session holds the database only when a screen of its run opened it: a Counter session
  /// carries no profile and no posts of earlier runs.
  @Test func aSessionHoldsTheDatabaseOnlyWhenItsRunOpenedIt() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data").path
      let renamed = try await DemoBinary.run(
        ["profile", "--plain", "--offline", "--data-dir", data], input: "e\n1984-02-29\ndone\nq\n")
      #expect(renamed.status == 0, "\(renamed.output)")
      func copies(_ feature: String, input: String) async throws -> [Data] {
        let session = folder.appendingPathComponent("\(feature).session").path
        let run = try await DemoBinary.run(
          [feature, "--plain", "--offline", "--data-dir", data, "--record", session], input: input)
        #expect(run.status == 0, "\(run.output)")
        let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
        #expect(replay.status == 0, "\(replay.output)")
        return try Session.read(path: session).events.compactMap { event -> Data? in
          if case .database(let bytes) = event.payload { bytes } else { nil }
        }
      }
      #expect(try await copies("counter", input: "+\nq\n").isEmpty)
      let profile = try await copies("profile", input: "q\n")
      #expect(profile.count == 1)
      #expect(profile.allSatisfy { $0.range(of: Data("1984-02-29".utf8)) != nil }, "the profile it showed")
    }
  }
}
