import FlyingFox
import Foundation
import HTTPTesting
import Testing

/// GitHub's rules against a loopback server given through the environment: a secondary rate
/// limit, the offline catalog offered meanwhile, a 422's errors, and the offline banner's words.
struct GitHubRateLimitJourneyTests {
  static let secondary =
    #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "#
    + #"If you reach out to GitHub Support for help, please include the request ID 1234:5678.","#
    + #""documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#

  /// In `auto` mode: the limit's own words, `s` for the catalog, and no request for a minute.
  @Test func aSecondaryRateLimitWaitsAMinuteAndOffersTheOfflineCatalog() async throws {
    try await SearchServer.with { _, _ in
      .make(.forbidden, [("X-RateLimit-Remaining", "29"), ("X-RateLimit-Limit", "30")], body: Self.secondary)
    } body: { server in
      let run = try await DemoBinary.run(
        ["github-search", "--plain"], input: "swift\ns\nn\nrust\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL, "REACTOR_DEMO_DATA_SOURCE": "auto"])

      #expect(run.status == 0)
      let frames = run.output.components(separatedBy: "── GitHub Search ")
      let limited = try #require(frames.first { $0.contains("search  swift") && $0.contains("secondary") })
      #expect(limited.contains("  ! GitHub's secondary rate limit: wait a minute (searches resume at "))
      #expect(limited.contains("  s: search the offline catalog for this query (sample data)"))
      #expect(
        !run.output.contains("HTTP 403") && !run.output.contains("request ID"), "not GitHub's long body")

      let catalog = try #require(frames.first { $0.contains("GitHub's rate limit refuses live searches") })
      #expect(
        catalog.contains("offline, showing bundled sample data: GitHub's rate limit refuses live searches"))
      #expect(catalog.contains("★ counts are a sample snapshot"))
      #expect(catalog.contains("›  1  "))
      #expect(run.output.contains(" · 60 shown · "), "n pages through the catalog, not GitHub")

      let rust = try #require(frames.last { $0.contains("search  rust") })
      #expect(rust.contains("GitHub's secondary rate limit: wait a minute"))
      #expect(server.requests.count == 1, "nothing more was sent within the minute")
    }
  }

  /// GitHub's `errors[]` are shown, whole: the message wraps instead of ending in "…".
  @Test func aRefusedQueryShowsEachErrorWrappedToTheWidth() async throws {
    try await SearchServer.with { _, _ in
      .make(
        .unprocessableContent,
        body:
          #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"},"#
          + #"{"resource":"Search","field":"sort","code":"invalid","message":"The sort field must be one of "#
          + #"stars, forks, help-wanted-issues or updated"}],"documentation_url":"https://docs.github.com"}"#)
    } body: { server in
      let run = try await DemoBinary.run(
        ["github-search", "--plain", "--live"], input: "sort:popularity\nq\n",
        environment: ["REACTOR_DEMO_GITHUB_BASE_URL": server.baseURL])

      #expect(run.status == 0)
      let frame = try #require(run.output.components(separatedBy: "── GitHub Search ").last)
      let lines = frame.split(separator: "\n").map(String.init)
      #expect(
        lines.contains("    GitHub refused the query: Validation Failed: q: missing; sort: invalid (The"))
      #expect(lines.contains("    sort field must be one of stars, forks, help-wanted-issues or updated)"))
      #expect(lines.allSatisfy { $0.count <= 80 })
      #expect(!lines.contains { $0.contains("GitHub refused") && $0.hasSuffix("…") })
    }
  }

  /// Reachability is per host: after Home found its host gone, GitHub Search, on a host of its
  /// own that is gone too, names its own host and when it is tried again, not Home's.
  @Test func theOfflineBannerOnEachScreenNamesThatScreensHost() async throws {
    let (run, postsHost, github) = try await RefusedPort.with { posts in
      try await RefusedPort.with { github in
        let run = try await DemoBinary.run(
          ["home", "--plain"], input: "b\ngithub-search\nreactorkit\nq\n",
          environment: [
            "REACTOR_DEMO_POSTS_BASE_URL": posts.baseURL, "REACTOR_DEMO_GITHUB_BASE_URL": github.baseURL,
          ])
        return (run, posts.baseURL.dropFirst("http://".count), github.baseURL)
      }
    }

    #expect(run.status == 0)
    let search = try #require(run.output.components(separatedBy: "── GitHub Search ").last)
    // The banner wraps; its words are compared with the line breaks taken out.
    let words = search.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      words.contains(
        "offline, showing bundled sample data: \(github.dropFirst("http://".count)) is unreachable "
          + "(could not connect to 127.0.0.1); "
          + "trying it again after"))
    #expect(words.contains("showing bundled sample data"))
    #expect(!words.contains(postsHost))
    #expect(search.contains("ReactorKit/ReactorKit"))
  }
}
