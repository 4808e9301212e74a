import FlyingSocks
import Foundation

/// A port on a loopback address (127.0.0.1 unless told) that refuses every connection: a socket
/// bound to it that never listens.
///
/// A stopped server's port stands in badly for a host that cannot be reached: while tests run
/// in parallel, the system can hand the freed port to another test's server, which then answers.
/// A held port cannot be taken, so connecting to it is refused for as long as the body runs.
public struct RefusedPort: Sendable {
  /// The address the port is held on.
  public let host: String
  /// The port held.
  public let port: UInt16

  /// `http://HOST:PORT`, with no trailing slash.
  public var baseURL: String { "http://\(host):\(port)" }

  /// Holds a port the system picks on `host` while `body` runs, then lets it go.
  ///
  /// - Parameter host: another loopback address (`127.0.0.2`) for a port a test takes back
  ///   once it is let go: no other test's server binds there, so none can be handed it between.
  public static func with<T>(
    host: String = "127.0.0.1", _ body: (RefusedPort) async throws -> T
  ) async throws -> T {
    let socket = try Socket(domain: AF_INET, type: .stream)
    defer { try? socket.close() }
    try socket.bind(to: .inet(ip4: host, port: 0))
    guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
    return try await body(RefusedPort(host: host, port: port))
  }
}
