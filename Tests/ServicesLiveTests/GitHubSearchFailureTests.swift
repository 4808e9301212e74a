import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Services
import ServicesLive
import Testing

/// Each way a search can fail against a loopback server, and the words it fails with.
struct GitHubSearchFailureTests {
  static let token = "ghp_secretTokenThatMustNeverShow42"

  func failure(
    _ reply: FlyingFox.HTTPResponse, token: String? = nil, client: CurlHTTPClient = CurlHTTPClient()
  ) async throws -> any Error {
    try await GitHubTestServer.with(reply: { _, _ in reply }) { server throws in
      let api = GitHubSearchAPI(
        client: client, baseURL: server.baseURL, token: token, userAgent: "tests", cache: nil)
      do {
        _ = try await api.repositories(matching: "swift", page: 1)
      } catch {
        return error
      }
      Issue.record("the search did not fail")
      return CancellationError()
    }
  }

  @Test func aRefusedQueryGivesGitHubsMessage() async throws {
    let error = try await failure(
      .make(
        .unprocessableContent,
        body:
          #"{"message":"Validation Failed","errors":[{"message":"Only the first 1000 search results are available","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/"}"#
      ))
    #expect(
      error as? GitHubSearchError
        == .validation("Validation Failed: q: invalid (Only the first 1000 search results are available)"))
  }

  @Test(arguments: [500, 502, 503])
  func aServerErrorSaysSo(status: Int) async throws {
    let error = try await failure(
      .make(HTTPStatusCode(status, phrase: "Oops"), body: "<html>down</html>"))
    #expect(error as? GitHubSearchError == .server(status: status))
    #expect("\(error)" == "GitHub had a problem (HTTP \(status)); try again later")
  }

  @Test func aForbiddenThatIsNotARateLimitKeepsGitHubsWords() async throws {
    let error = try await failure(
      .make(
        .forbidden, [("X-RateLimit-Remaining", "12")], body: #"{"message":"Resource not accessible"}"#))
    #expect(error as? GitHubSearchError == .status(403, message: "Resource not accessible"))
  }

  @Test func malformedJSONSaysWhereItBroke() async throws {
    let notJSON = try await failure(
      .make(.ok, body: "{\"total_count\": 3, \"items\": [oops"))
    #expect(notJSON as? GitHubSearchError == .malformed("not JSON"))

    let missing = try await failure(
      .make(
        .ok, body: #"{"total_count":1,"items":[{"description":null,"stargazers_count":1,"html_url":"u"}]}"#))
    #expect(missing as? GitHubSearchError == .malformed("items[0].full_name: missing"))

    let wrongType = try await failure(
      .make(.ok, body: #"{"total_count":"many","items":[]}"#))
    #expect(wrongType as? GitHubSearchError == .malformed("total_count: not the expected type"))
  }

  @Test func aBodyOverTheCapIsRefused() async throws {
    let big = GitHubTestServer.body(total: 500, names: (0..<200).map { "owner/repository-\($0)" })
    #expect(big.utf8.count > 20_000)
    let client = CurlHTTPClient(configuration: .init(maxBodyBytes: 16_384))
    let error = try await failure(.make(.ok, body: big), client: client)
    #expect(error as? HTTPError == .tooLarge(limit: 16_384))
  }

  @Test func aServerThatIsNotThereIsAConnectFailure() async throws {
    try await RefusedPort.with { refused in
      let api = GitHubSearchAPI(
        client: CurlHTTPClient(), baseURL: refused.baseURL, token: nil, userAgent: "tests", cache: nil)
      await #expect(throws: HTTPError.connect(host: "127.0.0.1")) {
        try await api.repositories(matching: "swift", page: 1)
      }
    }
  }

  @Test func theTokenNeverAppearsInAnError() async throws {
    let echoed = try await failure(
      .make(.unauthorized, body: #"{"message":"Bad credentials: \#(Self.token)"}"#),
      token: Self.token)
    #expect(echoed as? GitHubSearchError == .status(401, message: "Bad credentials: [redacted]"))
    let refused = try await failure(
      .make(.unprocessableContent, body: #"{"message":"token \#(Self.token) is odd"}"#),
      token: Self.token)
    for error in [echoed, refused] {
      #expect(!"\(error)".contains(Self.token))
      #expect(!String(reflecting: error).contains(Self.token))
    }
  }

  @Test func anEmptyQueryIsRefusedBeforeAnythingIsSent() async throws {
    try await GitHubTestServer.with(reply: { _, _ in .make(.ok) }) { server throws in
      let api = GitHubSearchAPI(
        client: CurlHTTPClient(), baseURL: server.baseURL, token: nil, userAgent: "tests", cache: nil)
      await #expect(throws: GitHubSearchError.unreadableQuery("the query is empty")) {
        try await api.repositories(matching: "  ", page: 1)
      }
      #expect(server.received.isEmpty)
    }
  }
}
