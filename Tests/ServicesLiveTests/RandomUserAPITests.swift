import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import Services
import ServicesLive
import Testing

/// The live randomuser.me client against a loopback server: what it sends, what it decodes and
/// how each failure reads.
struct RandomUserAPITests {
  /// An API answer holding one person per postcode, each spliced in as written (number or string).
  static func body(postcodes: [String]) -> String {
    let people = postcodes.enumerated().map { index, postcode in
      """
      {"gender":"\(index.isMultiple(of: 2) ? "male" : "female")",
       "name":{"title":"Mr","first":"Person\(index)","last":"Tester"},
       "location":{"street":{"number":\(index + 1),"name":"Main Street"},"city":"Austin","state":"Texas",
         "country":"United States","postcode":\(postcode),
         "coordinates":{"latitude":"1.0","longitude":"2.0"},"timezone":{"offset":"-6:00","description":"Central"}},
       "email":"p\(index)@example.com","dob":{"date":"1990-01-01T00:00:00.000Z","age":\(30 + index)},
       "phone":"1","cell":"2","login":{"uuid":"uuid-\(index)","username":"u\(index)","password":"x"},
       "nat":"US","picture":{"large":"l","medium":"m","thumbnail":"t"}}
      """
    }
    return #"{"results":["# + people.joined(separator: ",")
      + #"],"info":{"seed":"abc","results":1,"page":1,"version":"1.4"}}"#
  }

  @Test func sendsTheDocumentedQueryAndDecodesBothPostcodeShapes() async throws {
    try await RandomUserTestServer.with(reply: { _ in
      .make(
        .ok, [("Content-Type", "application/json")], body: Self.body(postcodes: ["78701", #""TX 78701""#]))
    }) { server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL + "/")
      let people = try await api.people(count: 2, seed: "ab c&d", page: 3)

      #expect(people.map(\.location.postcode) == ["78701", "TX 78701"])
      #expect(people.map(\.id) == ["uuid-0", "uuid-1"])
      #expect(people.map(\.age) == [30, 31])
      #expect(
        server.received == [
          "/api/1.4/?results=2&seed=ab%20c%26d&page=3&inc=gender,name,location,email,dob,phone,cell,login,nat,picture"
        ])
    }
  }

  @Test(arguments: [0, -3, 5001])
  func aBadCountIsRefusedBeforeAnythingIsSent(count: Int) async throws {
    try await RandomUserTestServer.with(reply: { _ in
      .make(.ok, body: Self.body(postcodes: ["1"]))
    }) {
      server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: RandomUserError.invalidCount(count)) {
        try await api.people(count: count, seed: "s", page: 1)
      }
      #expect(server.received.isEmpty)
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: "https://randomuser.me")
    #expect(try api.request(count: 1, seed: "s", page: 1).url.contains("results=1&"))
    #expect(
      try api.request(count: 5000, seed: "s", page: 1).url.hasPrefix(
        "https://randomuser.me/api/1.4/?results=5000&"))
  }

  @Test func http429BecomesRateLimitedWithTheAPIsMessage() async throws {
    try await RandomUserTestServer.with(reply: { _ in
      .make(
        .tooManyRequests, [("Retry-After", "30")], body: #"{"error": "Slow down, you've reached the limit"}"#)
    }) { server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(
        throws: RandomUserError.rateLimited("Slow down, you've reached the limit (try again in 30 s)")
      ) {
        try await api.people(count: 10, seed: "s", page: 1)
      }
    }
  }

  @Test func http429WithoutABodyStillSaysRateLimited() async throws {
    try await RandomUserTestServer.with(reply: { _ in .make(.tooManyRequests, body: "") }
    ) { server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: RandomUserError.rateLimited("too many requests")) {
        try await api.people(count: 10, seed: "s", page: 1)
      }
    }
  }

  @Test(arguments: [HTTPStatusCode.ok, .internalServerError])
  func anErrorBodyBecomesTheAPIsMessage(status: HTTPStatusCode) async throws {
    let message = "Uh oh, something has gone wrong. Please tweet us @randomapi about the issue. Thank you."
    try await RandomUserTestServer.with(reply: { _ in
      .make(status, body: #"{"error": "\#(message)"}"#)
    }) { server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: RandomUserError.api(message)) {
        try await api.people(count: 10, seed: "s", page: 1)
      }
    }
  }

  @Test func anErrorStatusWithoutTheErrorBodyNamesTheStatus() async throws {
    try await RandomUserTestServer.with(reply: { _ in
      .make(.serviceUnavailable, body: "<html>down for maintenance</html>")
    }) { server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: RandomUserError.status(503)) {
        try await api.people(count: 10, seed: "s", page: 1)
      }
    }
  }

  @Test(arguments: [
    ("<html>not json</html>", "not valid JSON"),
    (#"{"info": {}}"#, "missing field 'results'"),
    (#"{"results": [{"gender": "male"}]}"#, "missing field 'name' at results[0]"),
  ])
  func aMalformedBodySaysWhereItWentWrong(body: String, detail: String) async throws {
    try await RandomUserTestServer.with(reply: { _ in .make(.ok, body: body) }) {
      server in
      let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: server.baseURL)
      await #expect(throws: RandomUserError.malformed(detail)) {
        try await api.people(count: 1, seed: "s", page: 1)
      }
    }
  }

  @Test func aRefusedConnectionIsTheTransportsError() async throws {
    // Port 1 on loopback: nothing listens there.
    let api = RandomUserAPI(client: CurlHTTPClient(), baseURL: "http://127.0.0.1:1")
    await #expect(throws: HTTPError.connect(host: "127.0.0.1")) {
      try await api.people(count: 1, seed: "s", page: 1)
    }
  }
}
