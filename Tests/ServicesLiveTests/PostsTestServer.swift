import FlyingFox
import FlyingSocks
import Foundation

/// A FlyingFox server on 127.0.0.1 with an OS-chosen port, standing in for JSONPlaceholder in
/// one test; it never touches the internet.
struct PostsTestServer {
  typealias Handler = @Sendable (FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse

  let server: HTTPServer
  let task: Task<Void, any Error>
  let port: UInt16

  /// The server's root, the `posts.baseURL` a test configures.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Runs `body` against a server answering `routes` ("GET /posts" and its handler), then
  /// stops it.
  static func with<T>(_ routes: [(String, Handler)], _ body: (PostsTestServer) async throws -> T) async throws
    -> T
  {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    for (pattern, handler) in routes {
      await server.appendRoute(HTTPRoute(stringLiteral: pattern), handler: handler)
    }
    let task = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    let running = PostsTestServer(server: server, task: task, port: port)
    defer { task.cancel() }
    do {
      let result = try await body(running)
      await server.stop(timeout: 0)
      return result
    } catch {
      await server.stop(timeout: 0)
      throw error
    }
  }

  /// A JSON reply with `headers`.
  static func json(
    _ value: some Encodable, status: HTTPStatusCode = .ok, headers: [(String, String)] = []
  ) throws -> FlyingFox.HTTPResponse {
    try raw(String(decoding: JSONEncoder().encode(value), as: UTF8.self), status: status, headers: headers)
  }

  /// A reply with `body` as it is.
  static func raw(
    _ body: String, status: HTTPStatusCode = .ok, headers: [(String, String)] = []
  ) -> FlyingFox.HTTPResponse {
    var fields = FlyingFox.HTTPHeaders()
    fields[HTTPHeader("Content-Type")] = "application/json"
    for (name, value) in headers { fields[HTTPHeader(name)] = value }
    return FlyingFox.HTTPResponse(statusCode: status, headers: fields, body: Data(body.utf8))
  }
}

extension FlyingFox.HTTPRequest {
  /// The value of the query parameter `name`, or nil.
  func query(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}
