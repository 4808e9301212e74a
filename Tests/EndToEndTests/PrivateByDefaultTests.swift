import FlyingFox
import Foundation
import SessionRecording
import Testing

/// What the app writes holds no secret and is its user's alone: the privacy statements of
/// docs/configuration-and-data.md, each run as a user would run the app.
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

  /// On a terminal each key is its own event: the token pasted into the search box in one
  /// burst, or typed by hand with each key drawn before the next (the writer may write between
  /// any two), is never spelled out in the session one key at a time.
  @Test(.timeLimit(.minutes(5)), arguments: [true, false])
  func aTokenOnATerminalIsNotSpelledOutKeyByKey(pasted: Bool) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("typed.session").path
      let app = try PseudoTerminalSession(
        arguments: [
          "github-search", "--offline", "--data-dir", folder.appendingPathComponent("data").path, "--record",
          session,
        ],
        environment: ["GITHUB_TOKEN": Self.token])
      try await app.waitFor("search  ▏")
      if pasted {
        app.type(Self.token)
      } else {
        for (typed, character) in Self.token.enumerated() {
          app.type(String(character))
          try await app.waitFor("search  " + Self.token.prefix(typed + 1))
        }
      }
      try await app.waitFor(String(Self.token.suffix(6)))
      app.type("\u{1B}")
      try await app.waitFor("/ types a query")
      app.type("q")
      #expect(try await app.exit() == 0)
      // The characters typed, in order, as the file spells them: `{"key":"char:g"}`.
      let text = try String(contentsOfFile: session, encoding: .utf8)
      let keys = text.matches(of: /"key":"char:(.)"/).map { String($0.output.1) }.joined()
      #expect(keys == "[redacted]q", "\(keys)")
      #expect(Self.secretsFound(in: Data(text.utf8)).isEmpty)
    }
  }

  /// A password percent-encoded in its URL, typed as a person types it: as secret as written.
  @Test func aPercentEncodedPasswordTypedAsAQueryIsLeftOut() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("typed.session").path
      let trace = folder.appendingPathComponent("flow.jsonl").path
      let run = try await DemoBinary.run(
        [
          "github-search", "--plain", "--offline", "--data-dir", folder.appendingPathComponent("data").path,
          "--record", session, "--trace-file", trace,
        ],
        input: "Xa!b@c#d$e+f9\nq\n",
        environment: ["REACTOR_DEMO_POSTS_BASE_URL": "https://bob:Xa%21b%40c%23d%24e%2Bf9@posts.example"])
      #expect(run.status == 0, "\(run.output)")
      for path in [session, trace] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("Xa!b@c#d$e+f9") && !text.contains("Xa!b@c#d"), "\(path)")
      }
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
