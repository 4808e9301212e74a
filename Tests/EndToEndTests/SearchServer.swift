import FlyingFox
import HTTPTesting

/// A loopback server for `GET /search/…`, logging what it was asked.
struct SearchServer {
  private let log: RequestLog

  /// The server's root, what the app is given as the GitHub base URL.
  let baseURL: String

  /// Every request received, oldest first.
  var requests: [ReceivedRequest] { log.requests }

  /// Runs `body` against a server that answers with `reply`, given how many requests there have
  /// been, this one included; then stops it.
  static func with(
    reply: @escaping @Sendable (FlyingFox.HTTPRequest, Int) -> FlyingFox.HTTPResponse,
    body: (SearchServer) async throws -> Void
  ) async throws {
    let log = RequestLog()
    try await LoopbackServer.with([("GET /search/*", { reply($0, log.append($0)) })]) { server in
      try await body(SearchServer(log: log, baseURL: server.baseURL))
    }
  }

  static func page(names: [String], total: Int, next: Int?) -> FlyingFox.HTTPResponse {
    let items = names.map {
      #"{"full_name":"\#($0)","description":"About \#($0)","language":"Swift","stargazers_count":4200,"#
        + #""html_url":"https://github.com/\#($0)"}"#
    }
    let link = next.map {
      [("Link", #"<https://api.github.com/search/repositories?q=swift&page=\#($0)>; rel="next""#)]
    }
    return .make(
      .ok, link ?? [], body: #"{"total_count":\#(total),"items":[\#(items.joined(separator: ","))]}"#)
  }
}
