import FlyingFox
import Foundation
import HTTPTesting
import Testing

struct GitHubSearchJourneyTests {
  /// The issue's own check: from the menu, a query, offline.
  @Test func offlineFromTheMenuAQueryListsTheRepository() throws {
    let run = try DemoBinary.run(["--plain", "--offline"], input: "github-search\nreactorkit\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains("4  github-search"))
    let results = try #require(run.output.components(separatedBy: "── GitHub Search ").last)
    #expect(results.contains("›  1  ReactorKit/ReactorKit") || results.contains("› 1  ReactorKit/ReactorKit"))
    #expect(results.contains("offline: showing bundled sample data"))
    #expect(results.contains("★ counts are a sample snapshot"))
    #expect(!run.output.contains("\u{1B}"))
  }

  /// The query searched is the one the query line shows: an escape sequence or a NUL typed
  /// into it is removed before the search, not only before the screen.
  @Test func whatTheQueryLineShowsIsWhatIsSearched() throws {
    let typed = try DemoBinary.run(
      ["github-search", "--plain", "--offline"], input: "\u{1B}[2Jswift\nswift\u{0}ui\nq\n")
    let clean = try DemoBinary.run(["github-search", "--plain", "--offline"], input: "swift\nswiftui\nq\n")

    #expect(typed.status == 0)
    #expect(!typed.output.contains("could not search"), "\(typed.output)")
    #expect(typed.output == clean.output, "the same frames as typing the clean queries")
  }

  /// The offline catalog's refusals are its own: GitHub was never asked, and sending the same
  /// query again cannot help.
  @Test func anOfflineQueryTheCatalogCannotReadIsNotWordedAsGitHubs() throws {
    let run = try DemoBinary.run(["github-search", "--plain", "--offline"], input: "\"\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains("! could not search:\n    the query is empty"), "\(run.output)")
    #expect(!run.output.contains("nothing was searched"), "said once, not twice")
    #expect(!run.output.contains("GitHub refused"))
    #expect(!run.output.contains("send the query again"))
  }

  @Test func pagingOpeningARowAndGoingBack() throws {
    let run = try DemoBinary.run(["github-search", "--plain", "--offline"], input: "swift\nn\no 2\nb\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains(" · 30 shown · "))
    #expect(run.output.contains(" · 60 shown · "))
    #expect(run.output.contains("⠋ loading page 2…"))
    let detail = try #require(run.output.components(separatedBy: "── GitHub Search · ").dropFirst().first)
    #expect(detail.contains("  url       https://github.com/"))
    #expect(detail.contains("a sample snapshot, not today's count"))
    #expect(
      run.output.components(separatedBy: "── ").last?.hasPrefix("GitHub Search ─") == true, "b went back")
  }

  @Test func queryOpensTheSearchWithAQuery() throws {
    let run = try DemoBinary.run(
      ["github-search", "--query", "language:swift stars:>20000 sort:stars", "--plain", "--offline"],
      input: "")

    #expect(run.status == 0)
    #expect(run.output.contains("  search  language:swift stars:>20000 sort:stars"))
    let rows = run.output.split(separator: "\n").filter { $0.contains("  ★ ") }
    #expect(rows.count >= 5)
    #expect(rows.allSatisfy { $0.contains(" Swift ") })
  }

  @Test func queryWithoutTheSearchIsAUsageError() throws {
    let run = try DemoBinary.run(["counter", "--query", "swift"], input: "")
    #expect(run.status == 64)
    #expect(run.output.contains("--query goes with github-search"))
  }

  /// Live, against a loopback server given through the environment: two pages by the Link
  /// header, then a rate limit.
  @Test func liveAgainstALoopbackServerPagesThenHitsTheRateLimit() async throws {
    try await SearchServer.with { request, count in
      switch count {
      case 1:
        #expect(request.target.rawValue == "/search/repositories?q=swift&per_page=30&page=1")
        return SearchServer.page(names: ["apple/swift", "groue/GRDB.swift"], total: 62, next: 2)
      case 2:
        #expect(request.target.rawValue == "/search/repositories?q=swift&per_page=30&page=2")
        return SearchServer.page(names: ["vapor/vapor"], total: 62, next: nil)
      default:
        return .make(
          .forbidden, [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1767362760")],
          body: #"{"message":"API rate limit exceeded"}"#)
      }
    } body: { server in
      let run = try await DemoBinary.run(
        ["github-search", "--plain", "--live"], input: "swift\nn\nrx\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL])

      #expect(run.status == 0)
      #expect(run.output.contains("62 repositories · 2 shown"))
      #expect(run.output.contains("62 repositories · 3 shown"))
      #expect(run.output.contains("  3  vapor/vapor"))
      #expect(run.output.contains("  ! rate limited by GitHub, resets at "))
      #expect(!run.output.contains("offline:") && !run.output.contains("offline ("), "no offline banner")
      #expect(server.requests.count == 3)
    }
  }

  /// The token goes to GitHub and nowhere else: not the screen, not the log.
  @Test func theTokenNeverReachesTheScreenOrTheLog() async throws {
    let token = "ghp_e2eSearchSecretToken987654321"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await SearchServer.with { request, _ in
      let authorization = request.headers[HTTPHeader("Authorization")] ?? "none"
      return .make(.unauthorized, body: #"{"message":"Bad credentials (\#(authorization))"}"#)
    } body: { server in
      let run = try await DemoBinary.run(
        [
          "github-search", "--plain", "--live", "--trace", "--data-dir", directory.path, "--log-level",
          "trace",
        ],
        input: "swift\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "GITHUB_TOKEN": token])

      #expect(run.output.contains("GitHub answered HTTP 401: Bad credentials (Bearer [redacted])"))
      #expect(!run.output.contains(token))
      let log = try String(contentsOf: directory.appendingPathComponent("reactor-demo.log"), encoding: .utf8)
      #expect(!log.contains(token))
      #expect(server.requests.first?[header: "Authorization"] == "Bearer \(token)", "GitHub itself gets it")
    }
  }

  /// On a terminal the empty search opens with the query line taking keys: its letters (the b
  /// of grdb) are not commands; typing searches once it pauses; Enter leaves the line, Enter
  /// again opens the row.
  @Test(.timeLimit(.minutes(5)))
  func typingAQueryAndOpeningARowOnATerminal() async throws {
    let session = try PseudoTerminalSession(arguments: ["github-search", "--offline"])
    try await session.waitFor("search  ▏")
    session.type("grdb")
    try await session.waitFor("groue/GRDB.swift")
    session.type("\r")
    try await session.waitFor("/ types a query")
    session.type("\r")
    try await session.waitFor("url       https://github.com/groue/GRDB.swift")
    session.type("b")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// A newcomer types a word at once on a freshly opened search, at 80×24: `quick` is the
  /// query (its `q` does not quit, its `t` does not turn the trace on), and the hints say the
  /// letters are the query's. Esc goes to the list, where `/` comes back and `q` quits.
  @Test(.timeLimit(.minutes(5)))
  func aWordTypedOnAFreshSearchIsTheQueryNotCommands() async throws {
    let session = try PseudoTerminalSession(arguments: ["github-search", "--offline"])
    try await session.waitFor("letters ⌫ are the query, not commands")
    try session.resize(columns: 80, rows: 24)
    session.type("quick")
    try await session.waitFor("Quick/Quick")
    #expect(session.lastScreen.contains { $0.hasPrefix("  search  quick▏") }, "\(session.lastScreen)")
    #expect(!session.output.contains("trace on"))
    #expect(!session.output.contains("does nothing"))
    session.type("\u{1B}")
    try await session.waitFor("/ types a query")
    session.type("/")
    try await session.waitFor("Esc ↓ goes to the list")
    session.type("\u{1B}")
    try await session.waitUntil("the list again") { $0.components(separatedBy: "/ types a query").count > 2 }
    session.type("q")
    #expect(try await session.exit() == 0)
  }
}
