import FlyingFox
import Foundation
import HTTPTesting
import SessionRecording
import Testing

/// What a session file never holds, however it reaches the app: the GitHub token (typed, echoed
/// in a body, a header or a repository's name), a URL's user and password, and the folder the
/// machine keeps its data in.
@Suite struct SessionSecretsTests {
  static let token = "ghp_echoedSessionSecret13579"

  /// Records a live search for `typed` against a server whose answer is `page`, the token set.
  static func record(
    typed: String, in folder: URL, answer page: @escaping @Sendable () -> FlyingFox.HTTPResponse
  ) async throws -> (session: String, data: String) {
    let session = folder.appendingPathComponent("search.session").path
    let data = folder.appendingPathComponent("data").path
    try await SearchServer.with { _, _ in
      page()
    } body: { server in
      let run = try await DemoBinary.run(
        ["github-search", "--plain", "--live", "--data-dir", data, "--record", session],
        input: "\(typed)\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "GITHUB_TOKEN": Self.token])
      #expect(run.status == 0, "\(run.output)")
      #expect(server.requests.count == 1)
    }
    return (session, data)
  }

  /// Every run of 8 characters of the token: none may be in the file.
  static var pieces: [String] {
    let characters = Array(token)
    return (0...(characters.count - 8)).map { String(characters[$0..<$0 + 8]) }
  }

  /// The token typed as a query, and echoed in a header: the session holds `[redacted]` where
  /// it was, in the typed line and the frames alike, and replays frame for frame.
  @Test func aTokenTypedAsAQueryIsRedactedAndTheSessionReplays() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let (session, data) = try await Self.record(typed: Self.token, in: folder) {
        .make(.ok, [("X-Echo", "token \(Self.token)")], body: #"{"total_count":0,"items":[]}"#)
      }
      let text = try String(contentsOfFile: session, encoding: .utf8)
      #expect(!Self.pieces.contains { text.contains($0) })
      #expect(text.contains(#""line":"[redacted]""#))
      #expect(!text.contains(data), "the data folder says whose machine it is")
      #expect(text.contains("data.dir = (not recorded)"))
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
    }
  }

  /// A server that echoes the token in its body, which the screen shows cut to fit a column:
  /// neither the body (stored encoded) nor the frames hold the token or a piece of it.
  @Test func aTokenEchoedInABodyLeavesNoPieceOfItInTheSession() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let (session, _) = try await Self.record(typed: "swift", in: folder) {
        SearchServer.page(names: ["someone/\(Self.token)"], total: 1, next: nil)
      }
      let text = try String(contentsOfFile: session, encoding: .utf8)
      #expect(!Self.pieces.contains { text.contains($0) })
      #expect(text.contains("someone/[redacted]"))
      let bodies = try Session.read(path: session).events.compactMap { event -> Data? in
        if case .http(let exchange) = event.payload { exchange.response?.body } else { nil }
      }
      #expect(bodies.count == 1)
      #expect(bodies.allSatisfy { $0.range(of: Data(Self.token.utf8)) == nil })
    }
  }

  /// A token too short to be one (the log's rule: under 4 characters) is not looked for: the
  /// session is not cut up where its letters appear, and replays.
  @Test func aTokenTooShortToBeOneLeavesTheSessionWhole() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("short.session").path
      let run = try await DemoBinary.run(
        [
          "counter", "--plain", "--offline", "--data-dir", folder.appendingPathComponent("data").path,
          "--record", session,
        ],
        input: "+\nq\n", environment: ["GITHUB_TOKEN": "e"])
      #expect(run.status == 0, "\(run.output)")
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
    }
  }

  /// A run without `--record` searched for the token typed as a query: the cache never kept its
  /// answer, a later session's database holds no trace of it, and the session replays.
  @Test func theDatabaseSnapshotLeavesOutRowsHoldingTheToken() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("later.session").path
      let data = folder.appendingPathComponent("data").path
      let environment = { (server: SearchServer) in
        ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "GITHUB_TOKEN": Self.token]
      }
      try await SearchServer.with { _, _ in
        // A validator makes the answer one the HTTP cache keeps, under its URL.
        var page = SearchServer.page(names: ["apple/swift"], total: 1, next: nil)
        page.headers[HTTPHeader("ETag")] = #""v1""#
        return page
      } body: { server in
        let first = try await DemoBinary.run(
          ["github-search", "--plain", "--live", "--data-dir", data], input: "\(Self.token)\nq\n",
          environment: environment(server))
        #expect(first.status == 0, "\(first.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains("sqlite") }
        let stored = try files.map {
          try Data(contentsOf: URL(fileURLWithPath: data).appendingPathComponent($0))
        }
        #expect(
          !stored.contains { $0.range(of: Data(Self.token.utf8)) != nil },
          "an answer to a URL that holds the token is never cached")

        let later = try await DemoBinary.run(
          ["profile", "--plain", "--live", "--data-dir", data, "--record", session], input: "q\n",
          environment: environment(server))
        #expect(later.status == 0, "\(later.output)")
      }
      let database = try Session.read(path: session).events.compactMap { event -> Data? in
        if case .database(let bytes) = event.payload { bytes } else { nil }
      }
      #expect(database.count == 1)
      #expect(database.allSatisfy { $0.range(of: Data(Self.token.utf8)) == nil })
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
    }
  }

  /// `https://user:password@host` as a base URL: the session keeps neither, `--print-config`
  /// shows them redacted, and the session still replays frame for frame.
  @Test func aURLsUserAndPasswordStayOutAndTheSessionReplays() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("credentials.session").path
      let data = folder.appendingPathComponent("data").path
      try await SearchServer.with { _, _ in
        SearchServer.page(names: ["apple/swift"], total: 1, next: nil)
      } body: { server in
        let withCredentials = server.baseURL.replacingOccurrences(of: "://", with: "://alice:s3cretPass@")
        let environment = ["REACTOR_DEMO_GITHUB_BASE_URL": withCredentials]
        let printed = try await DemoBinary.run(["--print-config"], input: "", environment: environment)
        #expect(printed.output.contains("github.baseURL = http://[redacted]@127.0.0.1:"), "\(printed.output)")
        #expect(!printed.output.contains("s3cretPass"))

        let run = try await DemoBinary.run(
          ["github-search", "--plain", "--live", "--data-dir", data, "--record", session],
          input: "swift\nq\n", environment: environment)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("apple/swift"))
      }
      let text = try String(contentsOfFile: session, encoding: .utf8)
      #expect(!text.contains("s3cretPass"))
      #expect(!text.contains("alice"))
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
    }
  }

  /// An image URL with a user and password, shown on the Image Loader's screen as it loads:
  /// recorded as `[redacted]@`, and the replay, which never had them, draws the same frames.
  @Test func anImageURLsUserAndPasswordStayOutAndItsFramesReplay() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = folder.appendingPathComponent("image.session").path
      let data = folder.appendingPathComponent("data").path
      let run = try await DemoBinary.run(
        ["image-loader", "--plain", "--offline", "--data-dir", data, "--record", session], input: "l\nq\n",
        environment: ["REACTOR_DEMO_IMAGES_URLS": "http://alice:hunter2hunter2@127.0.0.1:1/a.jpg"])
      #expect(run.status == 0, "\(run.output)")
      let text = try String(contentsOfFile: session, encoding: .utf8)
      #expect(!text.contains("hunter2") && !text.contains("alice"))
      #expect(text.contains("http://[redacted]@127.0.0.1:1/a.jpg"))
      let replay = try await DemoBinary.run(["--replay", session, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
      #expect(replay.output.contains("frames match the session"), "\(replay.output)")
    }
  }
}
