import FlyingFox
import HTTPTesting

/// A loopback server answering `GET /search/…` with `reply`, and logging each request's target
/// and headers.
struct GitHubTestServer {
  private let log: RequestLog

  /// The server's root, the base URL a test configures.
  let baseURL: String

  /// Every request received, oldest first.
  var received: [ReceivedRequest] { log.requests }

  /// Starts a server and runs `body` against it, stopping the server afterwards.
  ///
  /// - Parameter reply: answers a request, given how many requests there have been, this one
  ///   included.
  static func with<T>(
    reply: @escaping @Sendable (FlyingFox.HTTPRequest, Int) async throws -> FlyingFox.HTTPResponse,
    _ body: (GitHubTestServer) async throws -> T
  ) async throws -> T {
    let log = RequestLog()
    let search: LoopbackServer.Route = ("GET /search/*", { try await reply($0, log.append($0)) })
    return try await LoopbackServer.with([search]) { server in
      try await body(GitHubTestServer(log: log, baseURL: server.baseURL))
    }
  }

  /// A search answer holding `names`, in GitHub's shape.
  static func body(total: Int, names: [String]) -> String {
    let items = names.map { name in
      #"{"id":1,"full_name":"\#(name)","description":"About \#(name)","language":"Swift","#
        + #""topics":["swift"],"stargazers_count":1234,"html_url":"https://github.com/\#(name)","#
        + #""owner":{"login":"x"},"forks_count":3}"#
    }
    return #"{"total_count":\#(total),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#
  }
}
