import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Synchronization
import Testing

/// The rate-limit forms GitHub documents and RFC 9110 allows, each blocking the next request.
extension GitHubSearchAPITests {
  @Test(arguments: [HTTPStatusCode.forbidden, .tooManyRequests])
  func aRetryAfterDateOnA403Or429WithAnyMessageBlocksUntilThatDate(status: HTTPStatusCode) async throws {
    let start = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
    let now = Mutex(start)
    try await GitHubTestServer.with(reply: { _, count in
      count == 1
        ? .make(
          status, [("Retry-After", "Sun, 06 Nov 1994 08:51:37 GMT")],
          body: #"{"message":"Please slow down a little."}"#)
        : .make(.ok, body: GitHubTestServer.body(total: 1, names: ["a/b"]))
    }) { server throws in
      let api = api(server, now: { now.withLock { $0 } })
      let resume = start.addingTimeInterval(120)
      await #expect(throws: GitHubSearchError.rateLimited(resetsAt: resume, retryAfter: 120)) {
        try await api.repositories(matching: "swift", page: 1)
      }
      now.withLock { $0 = resume.addingTimeInterval(-1) }
      await #expect(throws: GitHubSearchError.rateLimited(resetsAt: resume, retryAfter: nil)) {
        try await api.repositories(matching: "other", page: 1)
      }
      #expect(server.received.count == 1, "nothing is sent before the date")

      now.withLock { $0 = resume }
      #expect(try await api.repositories(matching: "swift", page: 1).repos.count == 1)
      #expect(server.received.count == 2)
    }
  }

  @Test func aPrimaryLimitWithoutAResetTimeWaitsTheStatedMinuteAndSaysSo() async throws {
    let start = Date(timeIntervalSince1970: 1_767_362_000)
    let now = Mutex(start)
    try await GitHubTestServer.with(reply: { _, count in
      count == 1
        ? .make(.forbidden, [("X-RateLimit-Remaining", "0")], body: #"{"message":"Limit reached."}"#)
        : .make(.ok, body: GitHubTestServer.body(total: 1, names: ["a/b"]))
    }) { server throws in
      let api = api(server, now: { now.withLock { $0 } })
      let limited = GitHubSearchError.rateLimitedWithoutReset(until: start.addingTimeInterval(60))
      await #expect(throws: limited) { try await api.repositories(matching: "swift", page: 1) }
      #expect(
        limited.message(timeZone: TimeZone(identifier: "UTC")!)
          == "GitHub's rate limit is used up and it gave no reset time: waiting 60 s (searches resume at 13:54)"
      )

      now.withLock { $0 = start.addingTimeInterval(59) }
      await #expect(throws: limited) { try await api.repositories(matching: "other", page: 1) }
      #expect(server.received.count == 1, "nothing is sent within the minute")

      now.withLock { $0 = start.addingTimeInterval(60) }
      #expect(try await api.repositories(matching: "swift", page: 1).repos.count == 1)
      #expect(server.received.count == 2)
    }
  }
}
