import FlyingFox
import Foundation
import HTTPTesting
import Testing

/// Re-records the golden sessions that need a loopback server and timed keys, into
/// `Tests/Sessions`. Opt-in, since it rewrites files under version control:
///
///     REACTOR_DEMO_RECORD_GOLDEN=1 swift test --filter GoldenSessionRecordingTests
///
/// Each test drives the built binary with `--record` against a loopback server, stops the server,
/// replays the new session with `--check` three times, and only then puts it in place of the old
/// one. Run it after a change that is meant to change what these screens draw.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["REACTOR_DEMO_RECORD_GOLDEN"] == "1",
    "set REACTOR_DEMO_RECORD_GOLDEN=1 to re-record"),
  .serialized)
struct GoldenSessionRecordingTests {
  /// A token the recording sends and the session must not hold.
  static let token = "ghp_goldenSessionRecordingToken13579"

  /// GitHub Search on an 80×24 terminal, `auto` mode: `reactor` typed fast, a pause long enough
  /// for the debounce to send it (its answer takes 1.5 s), `kit` typed on (the older request is
  /// given up), the list scrolled to the bottom twice (pages 2 and 3), a third time into GitHub's
  /// secondary rate limit (403 with `retry-after`), once more (refused without a request), then
  /// the offline catalog the app offers meanwhile.
  @Test(.timeLimit(.minutes(5)))
  func githubSearchPagedIntoASecondaryRateLimit() async throws {
    try await Self.record("github-search-rate-limit") { session, data in
      let log = RequestLog()
      let route: LoopbackServer.Route = ("GET /search/*", { try await Self.searchReply($0, log: log) })
      try await LoopbackServer.with([route]) { server in
        let app = try PseudoTerminalSession(
          arguments: ["github-search", "--data-dir", data, "--record", session],
          environment: [
            "REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "REACTOR_DEMO_DATA_SOURCE": "auto",
            "GITHUB_TOKEN": Self.token, "COLORTERM": "", "NO_COLOR": "",
          ])
        // The empty search opens with the query line taking keys.
        try await app.waitFor("search  ▏")
        try await Self.pause()
        try await Self.typeFast("reactor", into: app)
        try await Self.waitUntil("the debounced search") { log.requests.count == 1 }
        try await Task.sleep(for: .milliseconds(200))
        try await Self.typeFast("kit", into: app)
        try await app.waitFor("95 repositories · 30 shown")
        try await Self.pause()
        app.type("\u{1B}[B")  // ↓ leaves the query line for the list
        try await Self.pause()
        for shown in ["60 shown", "90 shown"] {
          app.type("\u{1B}[F")  // End: the last row, and the next page
          try await app.waitFor(shown)
          try await Self.pause()
        }
        app.type("\u{1B}[F")
        try await app.waitFor("retry after 60 s")
        try await Self.pause()
        app.type("\u{1B}[F")
        try await app.waitFor("rate limited by GitHub, resets at")
        try await Self.pause()
        app.type("s")
        try await app.waitFor("counts are a sample snapshot")
        try await Self.pause()
        app.type("q")
        #expect(try await app.exit() == 0, "\(app.output)")
        #expect(app.output.contains("/reactorkit-1 "))
        #expect(!app.output.contains("/reactor-1 "), "the older query's slow answer is never shown")
        let pages = log.requests.map { $0.target }
        #expect(log.requests.count == 5, "reactor, then reactorkit's pages 1 to 4: \(pages)")
        #expect(log.requests.allSatisfy { $0[header: "Authorization"] == "Bearer \(Self.token)" })
      }
    }
  }

  /// Random Users live, piped: the main screen from randomuser.me's shape, the second section
  /// opened, its first row expanded, then its third (the expansion moves there), then collapsed
  /// again; back, quit.
  @Test(.timeLimit(.minutes(5)))
  func randomUsersLive() async throws {
    try await Self.record("random-users-live") { session, data in
      try await RandomUserServer.with { server in
        let run = try await DemoBinary.run(
          ["random-users", "--plain", "--live", "--data-dir", data, "--record", session],
          input: "2\nx 1\nx 3\nx 3\nb\nq\n",
          environment: ["REACTOR_DEMO_RANDOM_USER_BASE_URL": server.baseURL])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("100 people · seed "), "\(run.output)")
        #expect(run.output.contains("▾  1  ") && run.output.contains("▾  3  "), "\(run.output)")
        #expect(server.requests.count == 1)
      }
    }
  }

  /// Home live, piped, with a half-second step timeout against a server that answers every
  /// request 2 s late: each step moves on at its timeout, before its answer, which comes in the
  /// middle of a later one. `r` while the first page loads; `1` once it has come; `r` on the post
  /// while its author is on the way, `b` before it comes, `n` for the next page, which comes while
  /// the post's comments are still asked for; the run's end cuts those off.
  @Test(.timeLimit(.minutes(5)))
  func homeLiveSlowAnswersUnderAShortStepTimeout() async throws {
    try await Self.record("home-slow-answers") { session, data in
      try await PostsServer.with(edition: "slow", behaviour: .slow(.seconds(2))) { server in
        // Lines with pauses, as a person types them: the first page has come before `1`.
        let typed =
          "(echo r; sleep 2.6; echo 1; sleep 0.3; echo r; sleep 0.3; echo b; echo n; sleep 3; echo q)"
        let arguments = [
          "home", "--plain", "--live", "--step-timeout", "0.5", "--data-dir", data, "--record", session,
        ]
        let run = try await Command.run(
          "/bin/sh", ["-c", "\(typed) | \"$0\" \"$@\"", DemoBinary.url.path] + arguments,
          environment: server.environment)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("slow post 1"), "\(run.output)")
        #expect(run.output.contains("25 posts"), "\(run.output)")
      }
    }
  }

  /// Three features, piped as a script types, with a half-second step timeout against servers that
  /// answer 2 s late: each step moves on at its timeout. Home's first page comes after Home is
  /// left (`n` and `3` find no posts yet), GitHub Search's answer after Search is left, Random
  /// Users' people never (the run ends first); answers that outlive their screens.
  @Test(.timeLimit(.minutes(5)))
  func threeFeaturesWithAnswersThatOutliveTheirScreens() async throws {
    try await Self.record("three-features-slow-answers") { session, data in
      let slow = Duration.seconds(2)
      try await PostsServer.with(edition: "slow", behaviour: .slow(slow)) { posts in
        let search: LoopbackServer.Route = (
          "GET /search/*",
          { request in
            try await Task.sleep(for: slow)
            return try await Self.searchReply(request, log: RequestLog())
          }
        )
        try await LoopbackServer.with([search]) { github in
          try await RandomUserServer.with(delay: slow) { people in
            let environment = posts.environment.merging([
              "REACTOR_DEMO_GITHUB_BASE_URL": github.baseURL,
              "REACTOR_DEMO_RANDOM_USER_BASE_URL": people.baseURL,
            ]) { $1 }
            let run = try await DemoBinary.run(
              ["--plain", "--live", "--step-timeout", "0.5", "--data-dir", data, "--record", session],
              input: "home\nn\n3\nb\nr\nb\ngithub-search\nreactorkit\nn\nb\nrandom-users\n2\nx 1\nq\n",
              environment: environment)
            #expect(run.status == 0, "\(run.output)")
            #expect(
              run.output.contains("searching…") && run.output.contains("loading people…"), "\(run.output)")
            #expect(!run.output.contains("slow post 1"), "Home's answer comes after Home is left")
            #expect(!run.output.contains("/reactorkit-1 "), "Search's answer comes after Search is left")
          }
        }
      }
    }
  }

  /// Home live in plain mode against a loopback posts server: the first page, the next (`n`),
  /// post 23 opened, back, quit. The replays that check it run with the server stopped.
  @Test(.timeLimit(.minutes(5)))
  func homeLiveAgainstALoopbackServer() async throws {
    try await Self.record("home-live") { session, data in
      try await PostsServer.with(edition: "loopback") { posts in
        let run = try await DemoBinary.run(
          ["home", "--plain", "--live", "--data-dir", data, "--record", session], input: "n\no 23\nb\nq\n",
          environment: posts.environment.merging(["TZ": "Etc/UTC"]) { $1 })
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("loopback post 23"), "\(run.output)")
      }
    }
  }

  /// Home and back eight times from the menu on a terminal, offline, keys 4 ms apart: the cached
  /// posts are read, and the sample read, as keys arrive, so some finish between two keys and
  /// some visits are left before they do.
  @Test(.timeLimit(.minutes(5)))
  func homeBurstOffline() async throws {
    try await Self.record("home-burst") { session, data in
      let app = try PseudoTerminalSession(
        arguments: ["--offline", "--data-dir", data, "--record", session],
        environment: ["COLORTERM": "", "NO_COLOR": ""])
      try await app.waitFor("pick one")
      for key in Array(repeating: ["2", "b"], count: 8).joined() {
        app.type(key)
        try await Task.sleep(for: .milliseconds(4))
      }
      try await app.waitUntil("the menu after the last b") { _ in
        app.lastScreen.contains { $0.contains("pick one") }
      }
      try await Self.pause()
      app.type("q")
      #expect(try await app.exit() == 0, "\(app.output)")
    }
  }

  /// Records into a temporary folder with `body` (given the session's path and an empty data
  /// folder), checks the session, and moves it to `Tests/Sessions/NAME.session`.
  private static func record(
    _ name: String, _ body: (_ session: String, _ data: String) async throws -> Void
  ) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = directory.appendingPathComponent("\(name).session")
    try await body(session.path, directory.appendingPathComponent("data").path)

    let bytes = try Data(contentsOf: session)
    #expect(bytes.range(of: Data(token.utf8)) == nil, "the token is not in the session")
    #expect(bytes.range(of: Data("Authorization".utf8)) == nil, "no Authorization header is recorded")
    // The server is stopped: the answers now come from the session, the same three times.
    for _ in 1...3 {
      let replay = try await DemoBinary.run(["--replay", session.path, "--check"], input: "")
      try #require(replay.status == 0, "\(replay.output)")
      try #require(replay.output.contains("frames match the session"), "\(replay.output)")
    }
    let golden = GoldenSessionTests.folder.appendingPathComponent("\(name).session")
    _ = try? FileManager.default.removeItem(at: golden)
    try FileManager.default.moveItem(at: session, to: golden)
  }

  /// GitHub's search as the session meets it: `reactor` answered late; `reactorkit` in pages of
  /// 30 of 95 results, each with a `Link` to the next; page 4 refused by the secondary rate limit.
  private static func searchReply(_ request: FlyingFox.HTTPRequest, log: RequestLog) async throws
    -> FlyingFox.HTTPResponse
  {
    let count = log.append(request)
    let value = { (name: String) in request.query.first { $0.name == name }?.value }
    let query = value("q") ?? ""
    let page = value("page").flatMap { Int($0) } ?? 1
    let reset = "\(Int(Date().timeIntervalSince1970) + 60)"
    let limits = [
      ("x-ratelimit-limit", "30"), ("x-ratelimit-remaining", "\(30 - count)"), ("x-ratelimit-reset", reset),
      ("x-ratelimit-resource", "search"),
    ]
    if query == "reactor" { try await Task.sleep(for: .milliseconds(1_500)) }
    guard page < 4 else {
      return .json(
        text: GitHubRateLimitJourneyTests.secondary, status: .forbidden,
        headers: [("retry-after", "60")] + limits)
    }
    let first = (page - 1) * 30 + 1
    let items = (first..<first + 30).map { number in
      let name = "\(owners[number % owners.count])/\(query)-\(number)"
      return #"{"full_name":"\#(name)","description":"\#(query) example \#(number)","language":"Swift","#
        + #""stargazers_count":\#(4_000 - number * 37),"html_url":"https://github.com/\#(name)"}"#
    }
    let next =
      "<https://api.github.com/search/repositories?q=\(query)&per_page=30&page=\(page + 1)>; rel=\"next\""
    return .json(
      text: #"{"total_count":95,"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#,
      headers: [("Link", next)] + limits)
  }

  private static let owners = ["ReactorKit", "devxoul", "tokijh", "kyungpyoda", "swift-ko"]

  /// Types `text` a key at a time, 40 ms apart: faster than the debounce, so it never fires between.
  private static func typeFast(_ text: String, into app: PseudoTerminalSession) async throws {
    for character in text {
      app.type(String(character))
      try await Task.sleep(for: .milliseconds(40))
    }
  }

  /// A person's pause between two steps, longer than the debounce.
  private static func pause() async throws {
    try await Task.sleep(for: .milliseconds(600))
  }

  /// Waits for `condition`, bounded by the sessions' hang guard.
  private static func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + PseudoTerminalSession.hangGuard
    while !condition() {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalSession.Timeout(waitingFor: what, output: "")
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }
}
