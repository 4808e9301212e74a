import FlyingFox
import FlyingSocks
import Foundation

/// A FlyingFox server on 127.0.0.1 with an OS-chosen port, owned by one test.
struct TestServer {
  /// The routes a test installs: a path pattern such as "GET /hello" and its handler.
  typealias Route = (String, @Sendable (Incoming) async throws -> Reply)

  let server: HTTPServer
  let task: Task<Void, any Error>
  let port: UInt16

  /// The URL of `path` on this server.
  func url(_ path: String) -> String {
    "http://127.0.0.1:\(port)\(path)"
  }

  /// Starts a server with `routes` and waits until it accepts connections.
  static func start(_ routes: [Route]) async throws -> TestServer {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    for (pattern, handler) in routes {
      await server.appendRoute(HTTPRoute(stringLiteral: pattern), handler: handler)
    }
    let task = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case let .ip4(_, port)? = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    return TestServer(server: server, task: task, port: port)
  }

  /// Runs `body` against a server with `routes`, stopping the server afterwards.
  static func with<T>(_ routes: [Route], _ body: (TestServer) async throws -> T) async throws -> T {
    let server = try await start(routes)
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Closes the listening socket and every connection.
  func stop() async {
    task.cancel()
    await server.stop(timeout: 0)
  }
}
