import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Synchronization
import Testing

extension RandomUserAPITests {
  @Test func a429WithARetryAfterDateSaysHowLongAndNothingIsSentUntilThen() async throws {
    let start = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
    let now = Mutex(start)
    let sent = Mutex(0)
    try await RandomUserTestServer.with(reply: { _ in
      let count = sent.withLock { count in
        count += 1
        return count
      }
      return count == 1
        ? .make(.tooManyRequests, [("Retry-After", "Sun, 06 Nov 1994 08:51:37 GMT")], body: "")
        : .make(.ok, [("Content-Type", "application/json")], body: Self.body(postcodes: ["78701"]))
    }) { server throws in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL, now: { now.withLock { $0 } })
      let limited = RandomUserError.rateLimited("too many requests (try again in 120 s)")
      await #expect(throws: limited) { try await api.people(count: 10, seed: "s", page: 1) }

      now.withLock { $0 = start.addingTimeInterval(119) }
      await #expect(throws: limited) { try await api.people(count: 10, seed: "s", page: 2) }
      #expect(sent.withLock { $0 } == 1, "nothing is sent while the server asked to wait")

      now.withLock { $0 = start.addingTimeInterval(120) }
      #expect(try await api.people(count: 10, seed: "s", page: 2).count == 1)
      #expect(sent.withLock { $0 } == 2)
    }
  }

  @Test func a429WithoutRetryAfterHoldsRequestsBackForAMinute() async throws {
    let start = Date(timeIntervalSince1970: 784_111_777)
    let now = Mutex(start)
    let sent = Mutex(0)
    try await RandomUserTestServer.with(reply: { _ in
      let count = sent.withLock { count in
        count += 1
        return count
      }
      return count == 1
        ? .make(.tooManyRequests, body: "")
        : .make(.ok, [("Content-Type", "application/json")], body: Self.body(postcodes: ["78701"]))
    }) { server throws in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL, now: { now.withLock { $0 } })
      await #expect(throws: RandomUserError.self) { try await api.people(count: 10, seed: "s", page: 1) }

      now.withLock { $0 = start.addingTimeInterval(59) }
      await #expect(throws: RandomUserError.self) { try await api.people(count: 10, seed: "s", page: 2) }
      #expect(sent.withLock { $0 } == 1, "nothing is sent within the minute")

      now.withLock { $0 = start.addingTimeInterval(60) }
      #expect(try await api.people(count: 10, seed: "s", page: 2).count == 1)
      #expect(sent.withLock { $0 } == 2)
    }
  }
}
