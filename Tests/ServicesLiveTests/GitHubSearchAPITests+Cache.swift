import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Storage
import StorageTesting
import Testing

extension GitHubSearchAPITests {
  @Test func aCachedBodyThatNoLongerDecodesIsDroppedAndFetchedAgain() async throws {
    try await TemporaryFolder.run { folder in
      let cache = HTTPCacheStore(database: try AppDatabase.open(directory: folder))
      try await GitHubTestServer.with(reply: { request, _ in
        if request.headers[HTTPHeader("If-None-Match")] == #""old""# {
          return .make(.notModified, [("X-RateLimit-Remaining", "8")])
        }
        return .make(
          .ok, [("ETag", #""new""#)], body: GitHubTestServer.body(total: 1, names: ["groue/GRDB.swift"]))
      }) { server throws in
        let api = api(server, cache: cache)
        let url = api.request(query: "grdb", page: 1).url
        // What an older build (or a damaged page) left behind: the server still says it is current.
        try cache.save(
          .init(url: url, etag: #""old""#, body: Data(#"{"items": "#.utf8), headers: [:], fetchedAt: Date()))

        let page = try await api.repositories(matching: "grdb", page: 1)

        #expect(page.repos.map(\.fullName) == ["groue/GRDB.swift"])
        #expect(server.received.map { $0[header: "If-None-Match"] } == [#""old""#, nil])
        await api.cacheWritesFinished()
        #expect(try cache.entry(for: url)?.etag == #""new""#)
      }
    }
  }

  @Test func theAnswerDoesNotWaitForTheCacheWhileAnotherProcessHoldsTheDatabase() async throws {
    try await TemporaryFolder.run { folder in
      let database = try AppDatabase.open(directory: folder, busyTimeout: .seconds(60))
      let cache = HTTPCacheStore(database: database)
      try await GitHubTestServer.with(reply: { _, _ in
        .make(.ok, [("ETag", #""v1""#)], body: GitHubTestServer.body(total: 1, names: ["groue/GRDB.swift"]))
      }) { server throws in
        let api = api(server, cache: cache)
        let holder = try LockHolder(path: database.path)

        // Returns while the lock is held: neither the lookup nor the save stands in its way.
        let page = try await api.repositories(matching: "grdb", page: 1)
        try holder.release()

        #expect(page.repos.map(\.fullName) == ["groue/GRDB.swift"])
        await api.cacheWritesFinished()
        #expect(try cache.entry(for: api.request(query: "grdb", page: 1).url)?.etag == #""v1""#)
      }
    }
  }
}

extension GitHubSearchAPITests {
  @Test func incompleteResultsAreReportedOnThePage() async throws {
    try await GitHubTestServer.with(reply: { _, _ in
      .make(
        .ok,
        body: GitHubTestServer.body(total: 1, names: ["a/b"]).replacing(
          #""incomplete_results":false"#, with: #""incomplete_results":true"#))
    }) { server throws in
      #expect(try await api(server).repositories(matching: "swift", page: 1).isIncomplete)
    }
  }
}

extension GitHubSearchAPITests {
  /// The cache's key is what the next request is looked up by: a base URL's user and password
  /// are no part of it, and are never stored.
  @Test func aBaseURLsUserAndPasswordStayOutOfTheCachesKey() async throws {
    try await TemporaryFolder.run { folder in
      let database = try AppDatabase.open(directory: folder)
      let cache = HTTPCacheStore(database: database)
      try await GitHubTestServer.with(reply: { request, _ in
        request.headers[HTTPHeader("If-None-Match")] == #""v1""#
          ? .make(.notModified)
          : .make(
            .ok, [("ETag", #""v1""#)], body: GitHubTestServer.body(total: 1, names: ["groue/GRDB.swift"]))
      }) { server throws in
        let withCredentials = server.baseURL.replacingOccurrences(of: "://", with: "://alice:hunter2secret@")
        let api = GitHubSearchAPI(
          client: CurlHTTPClient(), baseURL: withCredentials, token: nil, userAgent: "tests", cache: cache)
        _ = try await api.repositories(matching: "grdb", page: 1)
        await api.cacheWritesFinished()
        let again = try await api.repositories(matching: "grdb", page: 1)
        #expect(again.repos.map(\.fullName) == ["groue/GRDB.swift"], "the 304 is served from the cache")
        #expect(server.received.map { $0[header: "If-None-Match"] } == [nil, #""v1""#])
        let key = api.request(query: "grdb", page: 1).url.replacingOccurrences(
          of: "alice:hunter2secret@", with: "")
        #expect(try cache.entry(for: key)?.etag == #""v1""#)
      }
      database.close()
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
        #expect(bytes.range(of: Data("hunter2secret".utf8)) == nil, "\(file)")
      }
    }
  }

  /// The token pasted into the search box is in the URL, percent-encoded: its answer is never
  /// kept, nor asked for conditionally.
  @Test func anAnswerToAURLThatHoldsTheTokenIsNeverCached() async throws {
    try await TemporaryFolder.run { folder in
      let cache = HTTPCacheStore(database: try AppDatabase.open(directory: folder))
      try await GitHubTestServer.with(reply: { _, _ in
        .make(.ok, [("ETag", #""v1""#)], body: GitHubTestServer.body(total: 0, names: []))
      }) { server throws in
        let token = "ghp_pastedAsAQuery0123456789"
        let api = GitHubSearchAPI(
          client: CurlHTTPClient(), baseURL: server.baseURL, token: token, userAgent: "tests", cache: cache)
        for _ in 0..<2 { _ = try await api.repositories(matching: token, page: 1) }
        await api.cacheWritesFinished()
        #expect(server.received.map { $0[header: "If-None-Match"] } == [nil, nil])
        #expect(try cache.bodyBytes() == 0)
      }
    }
  }
}
