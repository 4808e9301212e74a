import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Storage
import Synchronization
import Testing

/// The live GitHub search client against a loopback server: what it sends, how it pages, how it
/// reuses cached answers and how each failure reads.
struct GitHubSearchAPITests {
  static let token = "ghp_reactorDemoTestToken0123456789"

  func api(
    _ server: GitHubTestServer, token: String? = nil, cache: HTTPCacheStore? = nil,
    client: CurlHTTPClient = CurlHTTPClient(), now: @escaping @Sendable () -> Date = Date.init
  ) -> GitHubSearchAPI {
    GitHubSearchAPI(
      client: client, baseURL: server.baseURL + "/", token: token, userAgent: "reactor-demo-tests/1.0",
      cache: cache, now: now)
  }

  @Test func sendsEveryHeaderAndPercentEncodesTheQuery() async throws {
    try await GitHubTestServer.with(reply: { _, _ in
      .init(statusCode: .ok, body: Data(GitHubTestServer.body(total: 0, names: []).utf8))
    }) { server throws in
      _ = try await api(server, token: Self.token).repositories(matching: "c++ language:c++", page: 2)

      let request = try #require(server.received.first)
      #expect(request.target == "/search/repositories?q=c%2B%2B%20language%3Ac%2B%2B&per_page=30&page=2")
      #expect(request[header: "Accept"] == "application/vnd.github+json")
      #expect(request[header: "User-Agent"] == "reactor-demo-tests/1.0")
      #expect(request[header: "X-GitHub-Api-Version"] == "2022-11-28")
      #expect(request[header: "Authorization"] == "Bearer \(Self.token)")
      #expect(request[header: "If-None-Match"] == nil)
    }
  }

  @Test func sendsNoAuthorizationWithoutAToken() async throws {
    try await GitHubTestServer.with(reply: { _, _ in
      .init(statusCode: .ok, body: Data(GitHubTestServer.body(total: 0, names: []).utf8))
    }) { server throws in
      _ = try await api(server, token: "").repositories(matching: "swift", page: 1)
      _ = try await api(server, token: nil).repositories(matching: "swift", page: 1)
      #expect(server.received.map { $0[header: "Authorization"] } == [nil, nil])
    }
  }

  @Test func sortQualifiersBecomeTheAPIsParameters() {
    let api = GitHubSearchAPI(
      client: CurlHTTPClient(), baseURL: "https://api.github.com", token: nil, userAgent: "u", cache: nil)
    #expect(
      api.request(query: "swift sort:stars language:swift", page: 1).url
        == "https://api.github.com/search/repositories?q=swift%20language%3Aswift&sort=stars&order=desc&per_page=30&page=1"
    )
    #expect(
      api.request(query: "sort:forks-asc rx", page: 3).url.hasSuffix(
        "?q=rx&sort=forks&order=asc&per_page=30&page=3"))
    #expect(
      api.request(query: "sort:nonsense", page: 1).url.hasSuffix("?q=sort%3Anonsense&per_page=30&page=1"))
  }

  @Test func decodesThePageAndTakesTheNextPageFromTheLinkHeader() async throws {
    try await GitHubTestServer.with(reply: { request, _ in
      let links =
        request.target.rawValue.hasSuffix("page=2")
        ? #"<https://api.github.com/search/repositories?q=swift&page=1>; rel="prev", <https://api.github.com/search/repositories?q=swift&page=1>; rel="first""#
        : #"<https://api.github.com/search/repositories?q=swift&per_page=30&page=2>; rel="next", <https://api.github.com/search/repositories?q=swift&per_page=30&page=2>; rel="last""#
      return .make(
        .ok,
        [
          ("Link", links), ("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "7"),
          ("X-RateLimit-Reset", "1767362760"),
        ],
        body: GitHubTestServer.body(total: 31, names: ["ReactorKit/ReactorKit", "ReactiveX/RxSwift"]))
    }) { server throws in
      let api = api(server)
      let first = try await api.repositories(matching: "swift", page: 1)
      #expect(first.repos.map(\.fullName) == ["ReactorKit/ReactorKit", "ReactiveX/RxSwift"])
      #expect(first.repos.first?.topics == ["swift"])
      #expect(first.repos.first?.stars == 1234)
      #expect(first.totalCount == 31)
      #expect(first.nextPage == 2)
      #expect(first.origin == .live)
      #expect(
        first.rateLimit
          == GitHubRateLimit(limit: 10, remaining: 7, resetsAt: Date(timeIntervalSince1970: 1_767_362_760)))

      let last = try await api.repositories(matching: "swift", page: 2)
      #expect(last.nextPage == nil, "no rel=\"next\" on the last page")
    }
  }

  /// GitHub's cap: 1000 results, so with 30 a page, page 34 is the last whatever Link says.
  @Test func pagingStopsAtTheResultCap() async throws {
    try await GitHubTestServer.with(reply: { _, _ in
      .make(
        .ok, [("Link", #"<https://api.github.com/search/repositories?q=a&page=35>; rel="next""#)],
        body: GitHubTestServer.body(total: 90_000, names: ["a/a"]))
    }) { server throws in
      let api = api(server)
      #expect(try await api.repositories(matching: "a", page: 34).nextPage == nil)
      await #expect(throws: GitHubSearchError.beyondResultCap) {
        try await api.repositories(matching: "a", page: 35)
      }
      #expect(server.received.count == 1, "a page past the cap is never asked for")
    }
  }

  @Test func aRepeatSendsTheETagAndA304ServesTheCachedPage() async throws {
    try await TemporaryFolder.run { folder in
      let cache = HTTPCacheStore(database: try AppDatabase.open(directory: folder))
      try await GitHubTestServer.with(reply: { request, _ in
        if request.headers[HTTPHeader("If-None-Match")] == #"W/"v1""# {
          return .make(.notModified, [("X-RateLimit-Remaining", "8")])
        }
        return .make(
          .ok,
          [
            ("ETag", #"W/"v1""#),
            ("Link", #"<https://api.github.com/search/repositories?q=grdb&page=2>; rel="next""#),
            ("X-RateLimit-Remaining", "9"),
          ],
          body: GitHubTestServer.body(total: 40, names: ["groue/GRDB.swift"]))
      }) { server throws in
        let api = api(server, cache: cache)
        let fresh = try await api.repositories(matching: "grdb", page: 1)
        await api.cacheWritesFinished()
        let reused = try await api.repositories(matching: "grdb", page: 1)

        #expect(server.received.map { $0[header: "If-None-Match"] } == [nil, #"W/"v1""#])
        #expect(reused.repos == fresh.repos)
        #expect(reused.totalCount == 40)
        #expect(reused.nextPage == 2, "the cached Link header still pages")
        #expect(reused.rateLimit?.remaining == 8, "the rate limit is the 304's, not the cached one")
        let entry = try #require(try cache.entry(for: api.request(query: "grdb", page: 1).url))
        #expect(entry.etag == #"W/"v1""#)
      }
    }
  }

  @Test func aRateLimitIsReportedAndNothingIsSentUntilItResets() async throws {
    let now = Mutex(Date(timeIntervalSince1970: 1_767_362_000))
    try await GitHubTestServer.with(reply: { _, count in
      count == 1
        ? .make(
          .forbidden, [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "1767362760")],
          body: #"{"message":"API rate limit exceeded for 127.0.0.1."}"#)
        : .make(.ok, body: GitHubTestServer.body(total: 1, names: ["a/b"]))
    }) { server throws in
      let api = api(server, now: { now.withLock { $0 } })
      let reset = Date(timeIntervalSince1970: 1_767_362_760)
      await #expect(throws: GitHubSearchError.rateLimited(resetsAt: reset, retryAfter: nil)) {
        try await api.repositories(matching: "swift", page: 1)
      }
      await #expect(throws: GitHubSearchError.rateLimited(resetsAt: reset, retryAfter: nil)) {
        try await api.repositories(matching: "other", page: 1)
      }
      #expect(server.received.count == 1)

      now.withLock { $0 = reset }
      #expect(try await api.repositories(matching: "swift", page: 1).repos.count == 1)
      #expect(server.received.count == 2)
    }
  }

  /// A secondary limit with requests left and no retry-after: nothing is sent for a minute,
  /// and the words say which limit it is rather than repeating GitHub's long message.
  @Test func aSecondaryRateLimitWaitsAMinuteBeforeTheNextRequest() async throws {
    let start = Date(timeIntervalSince1970: 1_767_362_000)
    let now = Mutex(start)
    try await GitHubTestServer.with(reply: { _, count in
      count == 1
        ? .make(
          .forbidden, [("X-RateLimit-Remaining", "27"), ("X-RateLimit-Reset", "1767365000")],
          body:
            #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","#
            + #""documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#)
        : .make(.ok, body: GitHubTestServer.body(total: 1, names: ["a/b"]))
    }) { server throws in
      let api = api(server, now: { now.withLock { $0 } })
      let limited = GitHubSearchError.secondaryRateLimit(until: start.addingTimeInterval(60))
      await #expect(throws: limited) { try await api.repositories(matching: "swift", page: 1) }
      #expect(
        limited.message(timeZone: TimeZone(identifier: "UTC")!)
          == "GitHub's secondary rate limit: wait a minute (searches resume at 13:54)")

      now.withLock { $0 = start.addingTimeInterval(59) }
      await #expect(throws: limited) { try await api.repositories(matching: "other", page: 1) }
      #expect(server.received.count == 1, "nothing is sent within the minute")

      now.withLock { $0 = start.addingTimeInterval(60) }
      #expect(try await api.repositories(matching: "swift", page: 1).repos.count == 1)
      #expect(server.received.count == 2)
    }
  }

  @Test func retryAfterIsHonoured() async throws {
    let start = Date(timeIntervalSince1970: 1_767_362_000)
    let now = Mutex(start)
    try await GitHubTestServer.with(reply: { _, _ in
      .make(.tooManyRequests, [("Retry-After", "60")], body: #"{"message":"slow down"}"#)
    }) { server throws in
      let api = api(server, now: { now.withLock { $0 } })
      let expected = GitHubSearchError.rateLimited(resetsAt: start.addingTimeInterval(60), retryAfter: 60)
      await #expect(throws: expected) { try await api.repositories(matching: "a", page: 1) }
      now.withLock { $0 = start.addingTimeInterval(59) }
      await #expect(
        throws: GitHubSearchError.rateLimited(resetsAt: start.addingTimeInterval(60), retryAfter: nil)
      ) {
        try await api.repositories(matching: "a", page: 1)
      }
      #expect(server.received.count == 1)
      now.withLock { $0 = start.addingTimeInterval(61) }
      await #expect(
        throws: GitHubSearchError.rateLimited(resetsAt: start.addingTimeInterval(121), retryAfter: 60)
      ) {
        try await api.repositories(matching: "a", page: 1)
      }
      #expect(server.received.count == 2)
    }
  }
}

/// A fresh folder for one test, removed afterwards.
enum TemporaryFolder {
  static func run<T>(_ body: (URL) async throws -> T) async throws -> T {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("services-live-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
  }
}
