import FlyingFox
import FlyingSocks
import Foundation

/// An HTTP server on 127.0.0.1, at a port the system picks, that stands in for a real API so a
/// test never touches the internet.
///
/// The routes are given up front because the server reads them when it starts running.
public struct LoopbackServer: Sendable {
  /// A route: a pattern such as `"GET /search/*"` and the handler that answers it.
  public typealias Route = (String, @Sendable (HTTPRequest) async throws -> HTTPResponse)

  private let server: HTTPServer
  private let task: Task<Void, any Error>

  /// The loopback address the server listens on.
  public let host: String
  /// The port the system gave the server.
  public let port: UInt16

  /// A hang guard, not a timing claim: how long the server may take to listen, and how long a
  /// route a test means to "never answer" holds its answer. A minute, far past anything a test
  /// waits for even on a machine busy with other work, so only a hang ever reaches it.
  public static let hangGuard: Duration = .seconds(60)

  /// The server's root, `http://HOST:PORT`, with no trailing slash.
  public var baseURL: String { "http://\(host):\(port)" }

  /// The URL of `path` (which starts with a slash) on this server.
  public func url(_ path: String) -> String {
    baseURL + path
  }

  /// Starts a server answering `routes` and returns once it accepts connections.
  ///
  /// - Parameters:
  ///   - host: 127.0.0.1, or another loopback address (see ``RefusedPort``).
  ///   - port: 0 for one the system picks; a former server's port to stand in for a host that
  ///     comes back.
  public static func start(
    _ routes: [Route], host: String = "127.0.0.1", port: UInt16 = 0
  ) async throws -> LoopbackServer {
    let server = HTTPServer(address: try .inet(ip4: host, port: port), logger: .disabled)
    for (pattern, handler) in routes {
      await server.appendRoute(HTTPRoute(stringLiteral: pattern), handler: handler)
    }
    let task = Task { try await server.run() }
    do {
      // FlyingFox's 5 s default was passed on a machine busy with a build beside the suite.
      try await server.waitUntilListening(timeout: TimeInterval(hangGuard.components.seconds))
    } catch {
      task.cancel()
      throw error
    }
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    return LoopbackServer(server: server, task: task, host: host, port: port)
  }

  /// Runs `body` against a server answering `routes`, and stops the server afterwards, whether
  /// `body` returns or throws.
  public static func with<T>(
    _ routes: [Route], _ body: (LoopbackServer) async throws -> T
  ) async throws -> T {
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

  /// Closes the listening socket and every open connection at once.
  public func stop() async {
    await server.stop(timeout: 0)
    task.cancel()
  }
}
