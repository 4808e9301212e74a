import FlyingFox
import HTTPTesting

/// A loopback server answering every `GET /api/…` with `reply`, and logging the request
/// targets it saw.
struct RandomUserTestServer {
  private let log: RequestLog

  /// The base URL to configure the service with.
  let baseURL: String

  /// The raw request targets received, path and query: `/api/1.4/?results=…`.
  var received: [String] { log.requests.map(\.target) }

  /// Starts a server and runs `body` against it, stopping the server afterwards.
  static func with<T>(
    reply: @escaping @Sendable (FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse,
    _ body: (RandomUserTestServer) async throws -> T
  ) async throws -> T {
    let log = RequestLog()
    let api: LoopbackServer.Route = (
      "GET /api/*",
      { request in
        log.append(request)
        return try await reply(request)
      }
    )
    return try await LoopbackServer.with([api]) { server in
      try await body(RandomUserTestServer(log: log, baseURL: server.baseURL))
    }
  }
}
