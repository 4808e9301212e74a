import Foundation
import Models
import Networking
import Services
import ServicesLive
import Synchronization
import Testing

struct LiveRandomUserServiceTests {
  let generator = RandomUserGenerator(today: CalendarDate(year: 2026, month: 11, day: 22)!)

  @Test func offlineGivesTheGeneratorsPeopleAndNeverTouchesTheNetwork() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.timeout) }
    let service = service(client, mode: .offline)

    let page = try await service.people(count: 20, seed: "s", page: 2)

    #expect(page.people == (try generator.people(count: 20, seed: "s", page: 2)))
    #expect(page.origin == .offline(reason: nil))
    #expect(client.requests.isEmpty)
  }

  @Test func autoFallsBackToTheGeneratorWhenTheServerCannotBeReached() async throws {
    let client = ScriptedHTTPClient { _ in .failure(.connect(host: "randomuser.me")) }
    let page = try await service(client, mode: .auto).people(count: 5, seed: "s", page: 1)

    #expect(page.people == (try generator.people(count: 5, seed: "s", page: 1)))
    #expect(
      page.origin.banner
        == "offline, showing bundled sample data: "
        + "randomuser.me is unreachable (could not connect to randomuser.me); trying it again after 13:53:50"
    )
    #expect(client.requests.count == 1)
  }

  @Test func liveDecodesTheServersAnswerAndShowsItsErrors() async throws {
    let body = RandomUserAPITests.body(postcodes: ["12345"])
    let client = ScriptedHTTPClient { request in
      request.url.contains("page=1&")
        ? .success(HTTPResponse(status: 200, body: Data(body.utf8), url: request.url))
        : .success(HTTPResponse(status: 429, body: Data(#"{"error":"limit"}"#.utf8), url: request.url))
    }
    let service = service(client, mode: .live)

    let page = try await service.people(count: 1, seed: "s", page: 1)
    #expect(page.people.map(\.id) == ["uuid-0"])
    #expect(page.origin == .live)
    await #expect(throws: RandomUserError.rateLimited("limit")) {
      try await service.people(count: 1, seed: "s", page: 2)
    }
  }

  @Test(arguments: [DataSourcePolicy.Mode.auto, .live, .offline])
  func aBadCountIsRefusedInEveryMode(mode: DataSourcePolicy.Mode) async {
    let client = ScriptedHTTPClient { _ in .failure(.timeout) }
    await #expect(throws: RandomUserError.invalidCount(0)) {
      try await service(client, mode: mode).people(count: 0, seed: "s", page: 1)
    }
    #expect(client.requests.isEmpty)
  }

  private func service(_ client: ScriptedHTTPClient, mode: DataSourcePolicy.Mode) -> LiveRandomUserService {
    LiveRandomUserService(
      api: RandomUserAPI(client: client, baseURL: "https://randomuser.me"), generator: generator,
      policy: .fixed(mode))
  }
}

/// An HTTP client that answers from a script and records what it was asked.
final class ScriptedHTTPClient: HTTPClient {
  private let answer: @Sendable (HTTPRequest) -> Result<HTTPResponse, HTTPError>
  private let recorded = Mutex<[HTTPRequest]>([])

  init(_ answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, HTTPError>) {
    self.answer = answer
  }

  var requests: [HTTPRequest] { recorded.withLock { $0 } }

  func send(_ request: HTTPRequest, progress: HTTPProgress?) async throws(HTTPError) -> HTTPResponse {
    recorded.withLock { $0.append(request) }
    return try answer(request).get()
  }
}
