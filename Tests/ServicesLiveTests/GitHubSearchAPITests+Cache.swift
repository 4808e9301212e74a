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
