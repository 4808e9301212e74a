import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A FlyingFox server on 127.0.0.1 (an OS-chosen port) answering `GET /search/…` with `reply`,
/// and recording each request's target and headers.
final class GitHubTestServer: Sendable {
  /// A request as the server saw it.
  struct Received: Sendable {
    var target: String
    var headers: [String: String]

    /// A header's value, by name in any case.
    subscript(header name: String) -> String? {
      headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
  }

  private let server: HTTPServer
  private let recorder: Recorder
  let port: UInt16

  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Every request received, oldest first.
  var received: [Received] { recorder.received.withLock { $0 } }

  private init(server: HTTPServer, recorder: Recorder, port: UInt16) {
    self.server = server
    self.recorder = recorder
    self.port = port
  }

  /// Starts a server and runs `body` against it, stopping the server afterwards.
  static func with<T>(
    reply: @escaping @Sendable (FlyingFox.HTTPRequest, Int) async throws -> FlyingFox.HTTPResponse,
    _ body: (GitHubTestServer) async throws -> T
  ) async throws -> T {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    let box = Recorder()
    await server.appendRoute("GET /search/*") { request in
      let count = box.append(
        Received(
          target: request.target.rawValue,
          headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }) { first, _ in first }))
      return try await reply(request, count)
    }
    let task = Task { try await server.run() }
    defer { task.cancel() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      throw SocketError.unsupportedAddress
    }
    let testServer = GitHubTestServer(server: server, recorder: box, port: port)
    do {
      let result = try await body(testServer)
      await server.stop(timeout: 0)
      return result
    } catch {
      await server.stop(timeout: 0)
      throw error
    }
  }

  /// A response with a status, headers and a body.
  static func reply(_ status: HTTPStatusCode, _ headers: [(String, String)] = [], body: String = "")
    -> FlyingFox.HTTPResponse
  {
    var fields = FlyingFox.HTTPHeaders()
    for (name, value) in headers {
      fields[HTTPHeader(name)] = value
    }
    return FlyingFox.HTTPResponse(statusCode: status, headers: fields, body: Data(body.utf8))
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

/// The requests, appended from the server's connection tasks and read by the test.
private final class Recorder: Sendable {
  let received = Mutex<[GitHubTestServer.Received]>([])

  /// Appends and returns how many requests there are now.
  func append(_ request: GitHubTestServer.Received) -> Int {
    received.withLock {
      $0.append(request)
      return $0.count
    }
  }
}
